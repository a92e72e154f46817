"""The parse tree of one LCG ability line -> the AST of `judge/cards/lcg/ast.py`.

Rules of the grammar are read by family (the alias prefix): `ev_*` events, `c_*` conditions,
`pr_*` prohibitions, `p_*` noun-phrase post-modifiers, `gt_*` tails of a gain, `pt_*` tails of
"put into play", `st_*` steps after a search, `co_*` what is cancelled, `wn_*`/`wp_*` moments,
`gi_*` things gained, `kw_*` keywords, `a_*` amounts; the effects have one method each. A tree
node no method reads raises `TransformError`: the line is reported unparsed, never half read.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from lark import Token, Transformer, Tree

from judge.cards.lcg import ast as A
from judge.cards.lcg.nounphrase import NounPhraseError, Post, Word, ZoneTail, combine, read


class TransformError(ValueError):
    """A tree the transformer cannot read (the line is reported unparsed)."""


class Part:
    """An intermediate piece: `kind` (alias), the nodes and words under it."""

    def __init__(self, family: str, kind: str, children: Sequence[Any]) -> None:
        self.family = family
        self.kind = kind
        self.children = list(children)

    @property
    def nodes(self) -> list[A.Node]:
        return nodes(self.children)

    @property
    def words(self) -> list[str]:
        return words(self.children)

    def __repr__(self) -> str:
        return f"Part({self.family}:{self.kind})"


OPEN_TOKENS = {"NAME", "INT", "X", "ICON", "AFF", "QUOTED"}


def kids(children: Sequence[Any]) -> list[Any]:
    """The children without the words of the grammar (keeps nodes, parts, values and the
    open classes: names, numbers, icons, affiliations, quoted abilities)."""
    return [c for c in children if not isinstance(c, Token) or c.type in OPEN_TOKENS]


def nodes(children: Sequence[Any]) -> list[A.Node]:
    return [c for c in children if isinstance(c, A.Node)]


def words(children: Sequence[Any]) -> list[str]:
    return [str(c).lower() for c in children if isinstance(c, Token)]


def names(children: Sequence[Any]) -> list[str]:
    return [str(c) for c in children if isinstance(c, Token) and c.type == "NAME"]


def first(children: Sequence[Any], kind: type[Any] = A.Node) -> Any:
    for c in children:
        if isinstance(c, kind):
            return c
    return None


def amounts(children: Sequence[Any]) -> list[A.Amount]:
    return [c for c in children if isinstance(c, A.Amount)]


def objects(children: Sequence[Any]) -> list[A.Node]:
    """The noun-phrase children (not amounts, conditions or durations)."""
    return [
        c
        for c in children
        if isinstance(c, A.Node)
        and not isinstance(c, A.Amount | A.Condition | A.Duration | A.Icon | A.Limit)
    ]


def parts(children: Sequence[Any], family: str) -> list[Part]:
    return [c for c in children if isinstance(c, Part) and c.family == family]


def _is_value(item: Any) -> bool:
    """A string a rule method returned (not a token: Lark's `Token` is a `str` too)."""
    return isinstance(item, str) and not isinstance(item, Token)


def _int(token: Any) -> int:
    return int(str(token))


EFFECT_CLASSES = (
    A.Deal,
    A.DamageCost,
    A.Place,
    A.Remove,
    A.Move,
    A.Draw,
    A.Discard,
    A.Destroy,
    A.Sacrifice,
    A.Capture,
    A.Rescue,
    A.Return,
    A.PutIntoPlay,
    A.Focus,
    A.Spend,
    A.Cancel,
    A.Prevent,
    A.Gain,
    A.CostModifier,
    A.Reserve,
    A.Dial,
    A.SetBalance,
    A.Look,
    A.Search,
    A.Shuffle,
    A.Reveal,
    A.AddToHand,
    A.Commit,
    A.RemoveFromEngagement,
    A.Strike,
    A.TargetSelect,
    A.ChooseObject,
    A.TakeControl,
    A.TurnFaceup,
    A.Engage,
    A.Prohibition,
    A.Contribute,
    A.Treat,
    A.Other,
    A.Sequence,
    A.Then,
    A.CostFor,
    A.Conditional,
    A.While,
    A.During,
    A.Optional,
    A.Must,
    A.Choose,
    A.Instead,
    A.Until,
    A.Definition,
    A.Delayed,
    A.ForEach,
    A.ActorEffect,
)


def is_effect(node: Any) -> bool:
    return isinstance(node, EFFECT_CLASSES)


class LcgTransformer(Transformer[Token, Any]):
    """Tree -> AST (see the module doc). `quoted` parses a quoted ability (recursion)."""

    def __init__(self, quoted: Callable[[str], A.Node]) -> None:
        super().__init__(visit_tokens=False)
        self.quoted = quoted

    # --- dispatch by family -----------------------------------------------------------------

    def __default__(self, data: Any, children: list[Any], meta: Any) -> Any:
        name = str(data)
        prefix, _, rest = name.partition("_")
        handler = FAMILIES.get(prefix)
        if handler is not None and rest:
            return handler(self, rest, children)
        raise TransformError(f"brak odczytu reguły „{name}”")

    # --- noun phrases -----------------------------------------------------------------------

    def npw(self, children: list[Any]) -> list[Word]:
        out = []
        for c in children:
            if isinstance(c, Token):
                kind = c.type.lower().lstrip("_")
                if kind == "poss":
                    kind = "'s"
                out.append(Word(kind, str(c)))
        return out

    def np_item(self, children: list[Any]) -> A.Node:
        ws: list[Word] = []
        posts: list[Post] = []
        for c in children:
            if isinstance(c, list):
                ws.extend(c)
            elif isinstance(c, Post):
                posts.append(c)
                tail = next((n for n in c.nodes if isinstance(n, ZoneTail)), None)
                if tail is not None:  # "a card from your hand at X": "at X" is the card's
                    c.nodes = [tail.zone if n is tail else n for n in c.nodes]
                    posts.extend(tail.posts)
        try:
            return read(ws, posts)
        except NounPhraseError as exc:
            raise TransformError(f"fraza rzeczownikowa: {exc}") from None

    def np(self, children: list[Any]) -> A.Node:
        items = [c for c in children if isinstance(c, A.Node)]
        conjunctions = [c for c in children if _is_value(c) and c != ","]
        try:
            return combine(items, conjunctions)
        except NounPhraseError as exc:
            raise TransformError(f"fraza rzeczownikowa: {exc}") from None

    def sep_comma(self, children: list[Any]) -> str:
        return ","

    def sep_or(self, children: list[Any]) -> str:
        return "or"

    def sep_and(self, children: list[Any]) -> str:
        return "and"

    def enhance(self, children: list[Any]) -> Part:
        return Part("enhance", "enhance", children)

    def deck_rule(self, children: list[Any]) -> Part:
        return Part("deck_rule", "exactly", children)

    def subject(self, children: list[Any]) -> A.Node:
        return kids(children)[0]

    def subject_you(self, children: list[Any]) -> A.Node:
        return A.Ref("you", kind="player")

    # --- amounts, tokens, icons -------------------------------------------------------------

    def tamount(self, children: list[Any]) -> A.Amount:
        return kids(children)[0]

    def icon_list(self, children: list[Any]) -> list[A.Icon]:
        icons: list[A.Icon] = []
        for c in children:
            if isinstance(c, Token) and c.type == "ICON":
                value = str(c)
                edge = value.startswith("edge:")
                icon = value.removeprefix("edge:")
                if icons and icons[-1].icon == icon and icons[-1].edge == edge:
                    icons[-1].count += 1
                else:
                    icons.append(A.Icon(icon, edge=edge))
        return icons

    def minimum(self, children: list[Any]) -> int:
        return _int(next(c for c in children if isinstance(c, Token) and c.type == "INT"))

    def side_word(self, children: list[Any]) -> str:
        return str(children[0]).lower()

    def role(self, children: list[Any]) -> str:
        word = str(children[0]).lower().rstrip("s")
        return word

    def destroy_verb(self, children: list[Any]) -> str:
        return str(children[0]).lower()

    def ability_kind(self, children: list[Any]) -> str:
        return str(children[0]).lower()

    def ability_kinds(self, children: list[Any]) -> list[str]:
        return [c for c in children if _is_value(c)]

    def state_word(self, children: list[Any]) -> str:
        return str(children[0]).lower()

    def participating_word(self, children: list[Any]) -> str:
        return "participating"

    def phase_name(self, children: list[Any]) -> str:
        return str(children[0]).lower()

    def phase_word(self, children: list[Any]) -> str:
        return str(children[0]).lower()

    def keyword_name(self, children: list[Any]) -> str:
        return "_".join(str(c).lower() for c in children)

    def gain_verb(self, children: list[Any]) -> str:
        return "gain"

    def lose_verb(self, children: list[Any]) -> str:
        return "lose"

    def duration(self, children: list[Any]) -> A.Duration:
        return A.Duration(until=str(children[-1]).lower())

    def except_traits(self, children: list[Any]) -> str:
        return "except_traits"

    def definition(self, children: list[Any]) -> A.Definition:
        value = first(children)
        maximum = [c for c in children if isinstance(c, Token) and c.type == "INT"]
        return A.Definition(var="X", value=value, maximum=_int(maximum[0]) if maximum else None)

    def definition_twice(self, children: list[Any]) -> A.Definition:
        return A.Definition(var="X", value=first(children), times=2)

    # --- lines, abilities -------------------------------------------------------------------

    def start(self, children: list[Any]) -> Any:
        return kids(children)[0]

    def line(self, children: list[Any]) -> Any:
        return kids(children)[0]

    def label(self, children: list[Any]) -> tuple[str, bool]:
        ws = words(children)
        return ws[-1], ws[0] == "forced"

    def labelled(self, children: list[Any]) -> Part:
        (kind, forced), body = kids(children)[0], kids(children)[1]
        trigger, effect, limit = body
        return Part("ability", kind, [forced, trigger, effect, limit])

    def triggered_body(self, children: list[Any]) -> tuple[Any, Any, Any]:
        limit = first(children, A.Limit)
        return kids(children)[0], kids(children)[1], limit

    def plain_body(self, children: list[Any]) -> tuple[Any, Any, Any]:
        return None, kids(children)[0], first(children, A.Limit)

    def unlabelled_triggered(self, children: list[Any]) -> Part:
        return Part(
            "ability",
            "reaction",
            [False, kids(children)[0], kids(children)[1], first(children, A.Limit)],
        )

    def plain(self, children: list[Any]) -> Part:
        limit = first(children, A.Limit)
        items = [c for c in children if not isinstance(c, A.Limit)]
        return Part("plain", "items", [items, limit])

    def limit_tail(self, children: list[Any]) -> A.Limit:
        return kids(children)[0]

    def limit(self, children: list[Any]) -> A.Limit:
        times = first(children, A.Amount)
        period = next(c for c in children if _is_value(c))
        return A.Limit(times=times, period=period)

    def times(self, children: list[Any]) -> A.Amount:
        ws = words(children)
        if ws[0] == "once":
            return A.Amount(value=1)
        if ws[0] == "twice":
            return A.Amount(value=2)
        if ws[0] == "x":
            return A.Amount(var="X")
        return A.Amount(value=int(ws[0]))

    def period(self, children: list[Any]) -> str:
        ws = words(children)
        return {"edge": "edge_battle", "objective": "objective_deck"}.get(ws[0], ws[0])

    def effects(self, children: list[Any]) -> A.Node:
        items = [c for c in children if isinstance(c, A.Node)]
        out: list[A.Node] = []
        for item in items:
            if isinstance(item, A.Then) and item.first is None and out:
                out[-1] = A.Then(first=out[-1], then=item.then)
            elif isinstance(item, _Otherwise) and out and isinstance(out[-1], A.Conditional):
                out[-1].otherwise = item.effect
            else:
                out.append(item)
        return out[0] if len(out) == 1 else A.Sequence(effects=out)

    # --- triggers ---------------------------------------------------------------------------

    def trigger(self, children: list[Any]) -> A.Trigger:
        timing = words(children)[0]
        return A.Trigger(timing=timing, events=[c for c in children if isinstance(c, A.Event)])

    def event(self, children: list[Any]) -> A.Event:
        subject = kids(children)[0] if isinstance(kids(children)[0], A.Node) else None
        vp = next(c for c in children if isinstance(c, A.Event))
        vp.subject = subject
        for tail in parts(children, "et"):
            vp.qualifiers.append(_qualifier(tail))
            if tail.nodes:
                vp.by = tail.nodes[0]
        return vp

    def ev_damage_dealt_to(self, children: list[Any]) -> A.Event:
        event = A.Event(verb="dealt_damage", subject=objects(children)[0])
        for tail in parts(children, "et"):
            event.qualifiers.append(tail.kind)
        return event

    def ev_done_placing(self, children: list[Any]) -> A.Event:
        return A.Event(verb="edge_placing_done")

    # --- sentences --------------------------------------------------------------------------

    def then_sentence(self, children: list[Any]) -> A.Then:
        return A.Then(first=None, then=first(children))  # type: ignore[arg-type]

    def otherwise_sentence(self, children: list[Any]) -> Any:
        return _Otherwise(first(children))

    def bullets(self, children: list[Any]) -> A.Node:
        head = kids(children)[0]
        options = [c for c in kids(children)[1:] if isinstance(c, A.Node)]
        if isinstance(head, A.Choose):
            head.options = options
            return head
        raise TransformError("lista punktów po zdaniu, które jej nie zapowiada")

    def bullet(self, children: list[Any]) -> A.Node:
        return first(children)

    def clauses(self, children: list[Any]) -> A.Node:
        items = [c for c in children if isinstance(c, A.Node)]
        if len(items) > 1 and isinstance(items[0], A.CostFor):
            # "Focus this unit to deal 1 damage ... and draw 1 card": everything after "to" is
            # what the cost pays for
            first = items[0]
            inner = first.effect.effects if isinstance(first.effect, A.Sequence) else [first.effect]
            return A.CostFor(cost=first.cost, effect=A.Sequence(effects=[*inner, *items[1:]]))
        return items[0] if len(items) == 1 else A.Sequence(effects=items)

    def if_sentence(self, children: list[Any]) -> A.Node:
        condition, effect = kids(children)[0], kids(children)[-1]
        instead = isinstance(effect, A.Instead)
        node = A.Conditional(condition=condition, then=effect, instead=instead)
        moment = condition.value if isinstance(condition, A.Condition) else None
        if condition.test == "still_in_play" and moment and moment.startswith("end_of_"):
            # "If that unit is still in play at the end of the engagement, ...": a delayed
            # effect, the test made at that moment
            condition.value = None
            return A.Delayed(when=moment, effect=node)
        return node

    def while_sentence(self, children: list[Any]) -> A.While:
        return A.While(condition=kids(children)[0], effect=kids(children)[-1])

    def while_control_bullets(self, children: list[Any]) -> A.Node:
        raise TransformError("„While you control:” z listą")

    def during_sentence(self, children: list[Any]) -> A.During:
        moment = first(children, A.Duration) or kids(children)[0]
        return A.During(when=_moment(moment), effect=kids(children)[-1])

    def during_engagement_sentence(self, children: list[Any]) -> A.During:
        condition = first(children, A.Condition)
        return A.During(when="engagement", effect=kids(children)[-1], qualifier=condition)

    def until_sentence(self, children: list[Any]) -> A.Until:
        return A.Until(effect=kids(children)[-1], duration=kids(children)[0])

    def delayed_sentence(self, children: list[Any]) -> A.Delayed:
        return A.Delayed(when="end_of_" + _moment(kids(children)[0]), effect=kids(children)[-1])

    def for_edge_battle(self, children: list[Any]) -> A.Until:
        return A.Until(effect=kids(children)[-1], duration=A.Duration("edge_battle"))

    def instead_of_resolving(self, children: list[Any]) -> A.Instead:
        return A.Instead(
            effect=A.Sequence(effects=[A.Other("skip_combat_icons"), kids(children)[-1]])
        )

    def postfix_if(self, children: list[Any]) -> A.Conditional:
        effect = kids(children)[0]
        condition = first(children, A.Condition)
        return A.Conditional(condition=condition, then=effect)

    def if_able(self, children: list[Any]) -> A.Node:
        effect = kids(children)[0]
        return A.Must(effect=effect, if_able=True) if not isinstance(effect, A.Must) else effect

    def unless_clause(self, children: list[Any]) -> A.Conditional:
        condition = first(children, A.Condition)
        condition.negated = not condition.negated
        return A.Conditional(condition=condition, then=kids(children)[0])

    def while_postfix(self, children: list[Any]) -> A.While:
        return A.While(condition=first(children, A.Condition), effect=kids(children)[0])

    def even_if(self, children: list[Any]) -> A.Node:
        effect = kids(children)[0]
        inner = effect
        while isinstance(inner, A.CostFor):
            inner = inner.effect
        if isinstance(inner, A.Place):
            inner.even_if_shielded = True
            return effect
        raise TransformError("„even if” poza umieszczaniem osłony")

    def instead_clause(self, children: list[Any]) -> A.Instead:
        return A.Instead(effect=first(children))

    def you_may(self, children: list[Any]) -> A.Node:
        effect = [c for c in children if isinstance(c, A.Node)][-1]
        instead = "instead" in words(children)
        node: A.Node = A.Optional(effect=effect, who=A.Ref("you", kind="player"))
        return A.Instead(effect=node) if instead else node

    def player_may(self, children: list[Any]) -> A.Node:
        who, effect = kids(children)[0], [c for c in children if isinstance(c, A.Node)][-1]
        node: A.Node = A.Optional(effect=effect, who=who)
        return A.Instead(effect=node) if "instead" in words(children) else node

    def may_enter_play(self, children: list[Any]) -> A.Node:
        """ "This card may enter play as an enhancement on ...": it may be put into play so."""
        who = kids(children)[0]
        return A.Optional(
            effect=self._put(who, children, play=True), who=A.Ref("you", kind="player")
        )

    def player_must(self, children: list[Any]) -> A.Node:
        who, effect = kids(children)[0], [c for c in children if isinstance(c, A.Node)][-1]
        node: A.Node = A.Must(effect=effect, who=who)
        return A.Instead(effect=node) if "instead" in words(children) else node

    def you_must(self, children: list[Any]) -> A.Must:
        return A.Must(effect=first(children), who=A.Ref("you", kind="player"))

    def opponent_engages_instead(self, children: list[Any]) -> A.Node:
        who, what = objects(children)[:2]
        return A.Instead(effect=A.ActorEffect(actor=who, effect=A.Engage(what=what)))

    def cost_for(self, children: list[Any]) -> A.CostFor:
        return A.CostFor(cost=kids(children)[0], effect=kids(children)[-1])

    def cost_and(self, children: list[Any]) -> A.Sequence:
        left, right = kids(children)[0], kids(children)[-1]
        effects = left.effects if isinstance(left, A.Sequence) else [left]
        return A.Sequence(effects=[*effects, right])

    def have_clause(self, children: list[Any]) -> A.ActorEffect:
        who, effect = kids(children)[0], kids(children)[-1]
        if isinstance(effect, A.Gain):
            effect.who = who
            return A.ActorEffect(actor=A.Ref("you", kind="player"), effect=effect)
        return A.ActorEffect(actor=who, effect=effect)

    def bv_gain(self, children: list[Any]) -> A.Node:
        return self._gain(A.Ref("that"), kids(children)[1:], lose=False)

    def bv_lose(self, children: list[Any]) -> A.Node:
        return self._gain(A.Ref("that"), kids(children)[1:], lose=True)

    def bv_do(self, children: list[Any]) -> A.Node:
        return kids(children)[0]

    def bv_participate(self, children: list[Any]) -> A.Other:
        return A.Other("participate_on_your_side")

    def bv_look_add(self, children: list[Any]) -> A.Sequence:
        # "(have each player) look at the top 2 cards of his deck, add 1 of those cards to his
        # hand, and put the other at the bottom of his deck"
        looked, added = objects(children)[:2]
        return A.Sequence(
            effects=[
                A.Look(what=looked),
                A.AddToHand(what=added),
                A.Return(what=A.Ref("remaining"), destination="deck_bottom"),
            ]
        )

    def bv_strike(self, children: list[Any]) -> A.Strike:
        return A.Strike(who=A.Ref("that"))

    def any_of_following(self, children: list[Any]) -> A.Choose:
        return A.Choose(any_of=True)

    def choose_following(self, children: list[Any]) -> A.Choose:
        options = first(children, _Options)
        return A.Choose(options=options.items if options else [])

    def choice_list(self, children: list[Any]) -> Any:
        return _Options([c for c in children if isinstance(c, A.Node)])

    def either_clause(self, children: list[Any]) -> A.Choose:
        return A.Choose(options=[c for c in children if isinstance(c, A.Node)])

    def either_marked(self, children: list[Any]) -> A.Choose:
        choice = kids(children)[0]
        if not isinstance(choice, A.Choose):  # "either A" with no "or B"
            raise TransformError("„either” bez drugiej możliwości")
        return choice

    def choose_to(self, children: list[Any]) -> A.Choose:
        return kids(children)[-1]

    def new_targets(self, children: list[Any]) -> A.Other:
        return A.Other("may_choose_new_targets")

    def may_initiate(self, children: list[Any]) -> A.Other:
        return A.Other("may_initiate_this_effect", who=objects(children)[0])

    # --- effects ----------------------------------------------------------------------------

    def assign(self, children: list[Any]) -> A.Deal:
        what, to = objects(children)[:2]
        return A.Deal(
            amount=A.Amount(all=True, of=what), target=to, instead="instead" in words(children)
        )

    def assign_damage(self, children: list[Any]) -> A.Deal:
        return A.Deal(
            amount=A.Amount(all=True, of=A.Ref("that_damage")),
            target=objects(children)[0],
            instead="instead" in words(children),
            from_damage=True,
        )

    def start_edge_battle(self, children: list[Any]) -> A.Other:
        return A.Other("start_new_edge_battle")

    def take(self, children: list[Any]) -> A.Move:
        return A.Move(what=objects(children)[0], destination=A.Ref("you", kind="player"))

    def you_gain(self, children: list[Any]) -> A.Node:
        return self._gain(A.Ref("you", kind="player"), children, lose=False)

    def declare(self, children: list[Any]) -> A.Other:
        return A.Other("declare", object=objects(children)[0])

    def declare_participating(self, children: list[Any]) -> A.Other:
        """ "declare this unit as a participating unit on your side"."""
        return A.Other("declare_participating", object=objects(children)[0])

    def deal_instead(self, children: list[Any]) -> A.Instead:
        """ "If ..., deal 2 damage instead": the same target, another amount."""
        return A.Instead(effect=A.Deal(amount=amounts(children)[0], target=A.Ref("same_target")))

    def declare_attackers(self, children: list[Any]) -> A.Other:
        return A.Other("declare_attackers", amount=amounts(children)[0])

    def ignore_match(self, children: list[Any]) -> A.Other:
        return A.Other("ignore_resource_match")

    def divide_damage(self, children: list[Any]) -> A.Deal:
        return A.Deal(amount=A.Amount(all=True), target=objects(children)[0], divided=True)

    def deal(self, children: list[Any]) -> A.Deal:
        return A.Deal(
            amount=amounts(children)[0],
            target=objects(children)[0],
            instead="instead" in words(children),
        )

    def deal_object_first(self, children: list[Any]) -> A.Deal:
        ws = words(children)
        target = A.Ref("that", kind="unit") if "that" in ws else A.Ref("it")
        return A.Deal(amount=amounts(children)[0], target=target)

    def deal_each(self, children: list[Any]) -> A.Deal:
        return A.Deal(amount=amounts(children)[0], target=objects(children)[0], each=True)

    def deal_divided(self, children: list[Any]) -> A.Deal:
        return A.Deal(amount=amounts(children)[0], target=objects(children)[0], divided=True)

    def deal_equal(self, children: list[Any]) -> A.Deal:
        target, value = objects(children)[:2]
        return A.Deal(amount=A.Amount(of=value), target=target)

    def deal_equal_amount(self, children: list[Any]) -> A.Deal:
        return A.Deal(amount=A.Amount(of=A.Ref("that_amount")), target=objects(children)[0])

    def deal_that_amount(self, children: list[Any]) -> A.Deal:
        return A.Deal(amount=A.Amount(of=A.Ref("that_amount")), target=objects(children)[0])

    def deal_that_damage(self, children: list[Any]) -> A.Deal:
        return A.Deal(
            amount=A.Amount(all=True, of=A.Ref("that_damage")),
            target=objects(children)[0],
            from_damage=True,
        )

    def deal_point_of_that(self, children: list[Any]) -> A.Deal:
        return A.Deal(
            amount=amounts(children)[0],
            target=objects(children)[0],
            instead="instead" in words(children),
            from_damage=True,
        )

    def deal_or_remove(self, children: list[Any]) -> A.Choose:
        amount_deal, amount_remove = amounts(children)[:2]
        target = objects(children)[0]
        return A.Choose(
            options=[
                A.Deal(amount=amount_deal, target=target),
                A.Remove(token="damage", amount=amount_remove, target=target),
            ]
        )

    def damage_cost(self, children: list[Any]) -> A.DamageCost:
        return A.DamageCost(target=objects(children)[0])

    def place(self, children: list[Any]) -> A.Place:
        token = first(children, _Token)
        return A.Place(token=token.name, amount=amounts(children)[0], target=objects(children)[0])

    def place_card(self, children: list[Any]) -> A.Node:
        what = objects(children)[0]
        return A.Move(what=what, destination=A.Ref("as_stated"))

    def place_captured(self, children: list[Any]) -> A.Capture:
        found = objects(children)
        return _capture_at(A.Capture(what=found[0], at=found[1] if len(found) > 1 else None))

    def place_captured_here(self, children: list[Any]) -> A.Capture:
        return A.Capture(what=A.Ref("them"), at=A.Ref("this"))

    def place_into(self, children: list[Any]) -> A.Move:
        what, where = objects(children)[:2]
        return A.Move(what=what, destination=where)

    def place_under(self, children: list[Any]) -> A.Move:
        what, where = objects(children)[:2]
        return A.Move(what=what, destination=where)

    def place_faceup(self, children: list[Any]) -> A.Other:
        return A.Other("place_faceup", object=objects(children)[0])

    def remove_tokens(self, children: list[Any]) -> A.Remove:
        token = first(children, _Token)
        return A.Remove(token=token.name, amount=amounts(children)[0], target=objects(children)[0])

    def remove_tokens_either(self, children: list[Any]) -> A.Remove:
        token = first(children, _Token)
        target = combine(objects(children)[:2], ["or"])
        return A.Remove(token=token.name, amount=amounts(children)[0], target=target)

    def remove_two_tokens(self, children: list[Any]) -> A.Sequence:
        tokens = [c for c in children if isinstance(c, _Token)]
        counts = amounts(children)
        target = objects(children)[0]
        return A.Sequence(
            effects=[
                A.Remove(token=tokens[0].name, amount=counts[0], target=target),
                A.Remove(token=tokens[1].name, amount=counts[1], target=target),
            ]
        )

    def remove_card(self, children: list[Any]) -> A.Node:
        what: Any = objects(children)[0]
        zone = what.zone if isinstance(what, A.Select | A.Ref) else None
        if zone == "engagement":
            what.zone = None
            return A.RemoveFromEngagement(what=what)
        if zone == "force":
            what.zone = None
            return A.Commit(what=what, remove=True)
        if zone == "game":
            what.zone = None
            return A.Other("remove_from_game", object=what)
        if isinstance(what, A.Select) and what.kinds == ["shield"] and zone == "play":
            return A.Remove(
                token="shield", amount=A.Amount(all=True), target=A.Select(kinds=["card"])
            )
        raise TransformError("„remove” bez miejsca, z którego usunąć")

    def move_tokens(self, children: list[Any]) -> A.Move:
        token = first(children, _Token)
        source, destination = objects(children)[:2]
        return A.Move(
            token=token.name, amount=amounts(children)[0], source=source, destination=destination
        )

    def move_to(self, children: list[Any]) -> A.Move:
        what, destination = objects(children)[:2]
        return A.Move(what=what, destination=destination)

    def move_that_token(self, children: list[Any]) -> A.Move:
        return A.Move(token="focus", what=A.Ref("that"), destination=objects(children)[0])

    def draw(self, children: list[Any]) -> A.Node:
        per = objects(children)
        node = A.Draw(amount=amounts(children)[0], per=per[0] if per else None)
        return A.Instead(effect=node) if "instead" in words(children) else node

    def draw_to_reserve(self, children: list[Any]) -> A.Other:
        return A.Other("draw_to_reserve_value")

    def draw_bottom(self, children: list[Any]) -> A.Node:
        node = A.Draw(amount=A.Amount(value=1), per=A.Ref("bottom_of_deck"))
        return A.Instead(effect=node) if "instead" in words(children) else node

    def discard(self, children: list[Any]) -> A.Discard:
        what: Any = objects(children)[0]
        random = isinstance(what, A.Select) and what.position == "random"
        if random:
            what.position = None
        return A.Discard(what=what, random=random)

    def discard_edge_stacks(self, children: list[Any]) -> A.Discard:
        return A.Discard(what=A.Ref("both_edge_stacks", kind="zone"))

    def choose_and_discard(self, children: list[Any]) -> A.Discard:
        return A.Discard(what=objects(children)[0], chooser=A.Ref("you", kind="player"))

    def destroy(self, children: list[Any]) -> A.Destroy:
        return A.Destroy(what=objects(children)[0])

    def sacrifice(self, children: list[Any]) -> A.Sacrifice:
        return A.Sacrifice(what=objects(children)[0])

    def capture(self, children: list[Any]) -> A.Capture:
        return _capture_at(A.Capture(what=objects(children)[0]))

    def rescue(self, children: list[Any]) -> A.Rescue:
        return A.Rescue(what=objects(children)[0])

    def return_card(self, children: list[Any]) -> A.Return:
        what = objects(children)[0]
        dest = first(children, _Dest)
        source = what.zone if isinstance(what, A.Select) else None
        if "play" in words(children):
            source = "play"
        return A.Return(what=what, destination=dest.name, source=source)

    def return_card_from(self, children: list[Any]) -> A.Return:
        what, source = objects(children)[:2]
        dest = first(children, _Dest)
        zone = source.name if isinstance(source, A.Ref) else None
        return A.Return(what=what, destination=dest.name, source=zone)

    def return_instead(self, children: list[Any]) -> A.Instead:
        return A.Instead(effect=A.Return(what=objects(children)[0], destination="hand"))

    def return_to_deck(self, children: list[Any]) -> A.Node:
        what = objects(children)[0]
        bottom = "bottom" in words(children)
        node = A.Return(what=what, destination="deck_bottom" if bottom else "deck_top")
        return A.Instead(effect=node) if "instead" in words(children) else node

    def returned_to_supply(self, children: list[Any]) -> A.Return:
        return A.Return(what=A.Ref("it"), destination="force_supply")

    def put_into_play(self, children: list[Any]) -> A.PutIntoPlay:
        return self._put(objects(children)[0], children, play=False)

    def play_card(self, children: list[Any]) -> A.PutIntoPlay:
        return self._put(objects(children)[0], children, play=True)

    def play_as_enhancement(self, children: list[Any]) -> A.PutIntoPlay:
        node = self._put(A.Ref("this", kind="card"), children, play=True)
        node.as_enhancement = objects(children)[0]
        return node

    def return_rest(self, children: list[Any]) -> A.Return:
        # "the others to the top of the opponent's deck in any order": the deck they came from
        deck = objects(children)[0]
        if not (
            (isinstance(deck, A.Select) and "deck" in deck.kinds)
            or (isinstance(deck, A.Zone) and deck.name == "deck")
        ):
            raise TransformError("„return the others” nie do talii")
        return A.Return(what=A.Ref("remaining"), destination="deck_top")

    def _put(self, what: A.Node, children: list[Any], *, play: bool) -> A.PutIntoPlay:
        node = A.PutIntoPlay(what=what, play=play)
        if isinstance(what, A.Select | A.Ref) and what.zone:
            node.source.append(what.zone)
        for tail in parts(children, "pt"):
            if tail.kind == "from":
                zone = tail.nodes[0] if tail.nodes else None
                if isinstance(zone, ZoneTail):  # "from your hand attached to a unit"
                    for post in zone.posts:
                        if post.kind != "attached_to" or not post.nodes:
                            raise TransformError(f"„put into play” z dopełnieniem {post.kind}")
                        node.as_enhancement = post.nodes[0]
                    zone = zone.zone
                node.source.extend(_zones(zone))
            elif tail.kind == "participating":
                node.participating = True
            elif tail.kind == "defending":
                node.defending = True
            elif tail.kind in ("your_control", "as_unit"):
                node.controller = A.Ref("you", kind="player")
            elif tail.kind == "owner_control":
                node.controller = A.Ref("owner", kind="player")
            elif tail.kind == "friend_control":
                node.controller = A.Ref("a_friendly_player", kind="player")
            elif tail.kind == "other_friend_control":
                node.controller = A.Ref("another_friendly_player", kind="player")
            elif tail.kind == "enhancing":
                node.as_enhancement = tail.nodes[0] if tail.nodes else None
            elif tail.kind in (
                "your_side",
                "immediately",
                "if_able",
                "as_if_in_hand",
                "as_unit_card",  # a card played as an enhancement goes back to being a unit
            ):
                pass
            elif tail.kind == "with_text":
                quoted = next(c for c in tail.children if getattr(c, "type", "") == "QUOTED")
                node.enhancement_text = self.quoted(str(quoted))
            else:
                raise TransformError(f"„put into play”: {tail.kind}")
        return node

    def focus(self, children: list[Any]) -> A.Focus:
        what = objects(children)[0]
        tokens = None
        if isinstance(what, A.Ref) and what.amount is not None:
            tokens, what.amount = what.amount, None
        if isinstance(what, A.Select):
            for f in list(what.filters):
                if isinstance(f, A.Compare) and f.attr == "with_count":
                    tokens = first([f.value]) if isinstance(f.value, A.Amount) else None
        return A.Focus(what=what, tokens=tokens)

    def spend(self, children: list[Any]) -> A.Spend:
        affiliation = next(
            (str(c) for c in children if isinstance(c, Token) and c.type == "AFF"), None
        )
        return A.Spend(amount=amounts(children)[0], affiliation=affiliation)

    def pay_printed_cost(self, children: list[Any]) -> A.Spend:
        return A.Spend(amount=A.Amount(), printed_cost_of=objects(children)[0])

    def pay_cost_of(self, children: list[Any]) -> A.Spend:
        """ "Pay this card's pilot cost", "pay this unit's cost"."""
        what = objects(children)[0]
        if not (isinstance(what, A.Attribute) and what.name in ("cost", "pilot_cost")):
            raise TransformError("„pay” bez kosztu")
        return A.Spend(amount=A.Amount(), printed_cost_of=what)

    def cancel(self, children: list[Any]) -> A.Node:
        what = kids(children)[0]
        if isinstance(what, _CancelBoth):  # "this edge battle and the card effects of X"
            return A.Sequence(effects=[A.Cancel(what=item) for item in what.items])
        return A.Cancel(what=what)

    def prevent(self, children: list[Any]) -> A.Node:
        node = A.Prevent(amount=amounts(children)[0])
        per = objects(children)
        return A.ForEach(effect=node, per=per[0]) if per else node

    def prevent_tokens(self, children: list[Any]) -> A.Prevent:
        return A.Prevent(amount=amounts(children)[0], what="focus")

    def reduce_np(self, children: list[Any]) -> A.Node:
        return self._change(children, -1)

    def reduce_to(self, children: list[Any]) -> A.Node:
        # "Reduce the cost to play this unit to 0": by all of it, to a minimum of that value
        what = objects(children)[0]
        value = [_int(c) for c in children if isinstance(c, Token) and c.type == "INT"]
        if not (isinstance(what, A.Attribute) and what.name == "cost"):
            raise TransformError("„reduce ... to N” nie dla kosztu")
        return A.CostModifier(
            what=what.of or A.Ref("it"), delta=-1, amount=A.Amount(all=True), minimum=value[0]
        )

    def decrease_np(self, children: list[Any]) -> A.Node:
        return self._change(children, -1)

    def increase_np(self, children: list[Any]) -> A.Node:
        node = self._change(children, 1)
        condition = first(children, A.Condition)
        return A.Conditional(condition=condition, then=node) if condition else node

    def _change(self, children: list[Any], sign: int) -> A.Node:
        what = objects(children)[0]
        per_nodes = objects(children)[1:]
        amount = amounts(children)[0]
        minimum = next(
            (c for c in children if isinstance(c, int) and not isinstance(c, bool)), None
        )
        per = per_nodes[0] if per_nodes else None
        if isinstance(what, A.Ref) and what.name == "death_star_dial":
            return A.Dial(delta=amount, sign=sign, minimum=minimum)
        if isinstance(what, A.Attribute) and what.name in (
            "cost",
            "pilot_cost",
            "cost_and_pilot_cost",
        ):
            return A.CostModifier(
                what=what.of or A.Ref("it"),
                delta=sign,
                amount=amount,
                minimum=minimum,
                per=per,
                pilot_cost=what.name in ("pilot_cost", "cost_and_pilot_cost"),
            )
        if isinstance(what, A.Select) and what.kinds == [] and what.either:
            raise TransformError("zmiana wartości listy")
        reserve = _reserve_of(what)
        if reserve is not None:
            return A.Reserve(delta=amount, sign=sign, player=reserve, per=per)
        raise TransformError("zmiana nieznanej wartości")

    def change_numeral(self, children: list[Any]) -> A.Other:
        return A.Other("change_numeral", object=objects(children)[0], amount=amounts(children)[0])

    def set_balance(self, children: list[Any]) -> A.SetBalance:
        side = next((c for c in children if _is_value(c)), "")
        return A.SetBalance(side=side)

    def set_balance_winner(self, children: list[Any]) -> A.SetBalance:
        return A.SetBalance(side="edge_winner")

    def look(self, children: list[Any]) -> A.Look:
        return A.Look(what=objects(children)[0])

    def search(self, children: list[Any]) -> A.Search:
        zone, what = objects(children)[:2]
        then = [t.children[0] for t in parts(children, "st")]
        return A.Search(zone=zone, what=what, then=then)

    def search_next_objective(self, children: list[Any]) -> A.Search:
        return A.Search(
            zone=A.Ref("objective_deck", kind="zone"),
            what=A.Select(kinds=["objective"], count=A.Amount(value=1)),
            then=[A.PutIntoPlay(what=A.Ref("it"))],
        )

    def player_searches(self, children: list[Any]) -> A.ActorEffect:
        who, zone, what = objects(children)[:3]
        then = [t.children[0] for t in parts(children, "st")]
        return A.ActorEffect(actor=who, effect=A.Search(zone=zone, what=what, then=then))

    def shuffle(self, children: list[Any]) -> A.Shuffle:
        return A.Shuffle(what=objects(children)[0])

    def shuffle_into(self, children: list[Any]) -> A.Shuffle:
        found = objects(children)
        what, into = found[:2]
        sources = found[2:]
        if isinstance(into, ZoneTail):  # "into its owner's deck from the discard pile"
            if any(p.kind != "from" or not p.nodes for p in into.posts):
                raise TransformError("„shuffle into” z dopełnieniem strefy")
            sources.extend(p.nodes[0] for p in into.posts)
            into = into.zone
        for source in sources:  # where the shuffled card is
            if not isinstance(what, A.Ref | A.Select) or what.zone is not None:
                raise TransformError("„shuffle ... from” bez karty, do której należy")
            what.zone = _zone(source)
        return A.Shuffle(what=what, into=_zone(into))

    def shuffle_rest(self, children: list[Any]) -> A.Shuffle:
        return A.Shuffle(what=A.Ref("remaining"), into="deck")

    def shuffle_hand(self, children: list[Any]) -> A.Shuffle:
        return A.Shuffle(what=A.Ref("hand", kind="zone"), into="deck")

    def reveal(self, children: list[Any]) -> A.Reveal:
        return A.Reveal(what=objects(children)[0])

    def add_to_hand(self, children: list[Any]) -> A.AddToHand:
        return A.AddToHand(what=objects(children)[0])

    def commit(self, children: list[Any]) -> A.Commit:
        return A.Commit(what=objects(children)[0])

    def commit_or_remove(self, children: list[Any]) -> A.Choose:
        a, b = objects(children)[:2]
        return A.Choose(options=[A.Commit(what=a), A.Commit(what=b, remove=True)])

    def target(self, children: list[Any]) -> A.TargetSelect:
        return A.TargetSelect(what=objects(children)[0])

    def choose(self, children: list[Any]) -> A.ChooseObject:
        return A.ChooseObject(what=objects(children)[0])

    def name_card(self, children: list[Any]) -> A.ChooseObject:
        return A.ChooseObject(what=objects(children)[0], name=True)

    def name_trait(self, children: list[Any]) -> A.ChooseObject:
        return A.ChooseObject(what=A.Select(kinds=["trait"], not_traits=names(children)), name=True)

    def choose_icon_type(self, children: list[Any]) -> A.ChooseObject:
        return A.ChooseObject(what=A.Select(kinds=["icon_type"]))

    def take_control(self, children: list[Any]) -> A.Node:
        node = A.TakeControl(what=objects(children)[0])
        duration = first(children, A.Duration)
        return A.Until(effect=node, duration=duration) if duration else node

    def take_edge_card(self, children: list[Any]) -> A.Move:
        what, where = objects(children)[:2]
        return A.Move(what=what, destination=where)

    def turn_faceup(self, children: list[Any]) -> A.TurnFaceup:
        return A.TurnFaceup(what=objects(children)[0])

    def turn_into_unit(self, children: list[Any]) -> A.Other:
        return A.Other("turn_into_unit", who=objects(children)[0], amount=amounts(children)[0])

    def engage(self, children: list[Any]) -> A.Engage:
        return A.Engage(what=objects(children)[0])

    def switch(self, children: list[Any]) -> A.Other:
        return A.Other("switch", object=objects(children)[0])

    def switch_edge_stacks(self, children: list[Any]) -> A.Other:
        return A.Other("switch_edge_stacks")

    def treat_blank(self, children: list[Any]) -> A.Node:
        node = A.Treat(what=objects(children)[0])
        duration = first(children, A.Duration)
        return A.Until(effect=node, duration=duration) if duration else node

    def treat_edge_enabled(self, children: list[Any]) -> A.Treat:
        return A.Treat(what=objects(children)[0], as_="edge_enabled")

    def treat_captured(self, children: list[Any]) -> A.Treat:
        return A.Treat(what=A.Ref("it"), as_="captured")

    def resolve_again(self, children: list[Any]) -> A.Other:
        return A.Other("resolve_again")

    def resolve_icons_again(self, children: list[Any]) -> A.Other:
        return A.Other("resolve_icons_again", object=objects(children)[0])

    def resolve_ability(self, children: list[Any]) -> A.Other:
        return A.Other("resolve_fate_ability")

    def resolve_twice(self, children: list[Any]) -> A.Instead:
        return A.Instead(effect=A.Other("resolve_twice"))

    def resolve_fate_as_yours(self, children: list[Any]) -> A.Other:
        return A.Other("resolve_fate_as_yours", object=objects(children)[0])

    def resolve_against(self, children: list[Any]) -> A.Instead:
        return A.Instead(effect=A.Other("resolve_against", object=objects(children)[0]))

    def resolve_icons(self, children: list[Any]) -> A.Other:
        return A.Other("resolve_icons", who=objects(children)[0])

    def attach(self, children: list[Any]) -> A.Move:
        what, destination = objects(children)[:2]
        return A.Move(what=what, destination=destination)

    def reattach(self, children: list[Any]) -> A.Move:
        return A.Move(what=A.Ref("this"), destination=objects(children)[0])

    def double_force(self, children: list[Any]) -> A.Other:
        return A.Other("double_force_icons", who=objects(children)[0])

    def double_icons(self, children: list[Any]) -> A.Other:
        return A.Other("double_combat_icons", who=objects(children)[0])

    def double_icon_kind(self, children: list[Any]) -> A.Other:
        icon = {"unit": "unit_damage", "blast": "blast_damage"}.get(
            parts(children, "iw")[0].kind, "tactics"
        )
        return A.Other(f"double_{icon}_icons", who=A.Ref("it"))

    def double_its(self, children: list[Any]) -> A.Other:
        return A.Other("double", object=objects(children)[0])

    def double_resource(self, children: list[Any]) -> A.Other:
        return A.Other("double_resource_value", who=objects(children)[0])

    def skip_force_phase(self, children: list[Any]) -> A.Other:
        return A.Other("skip_force_phase")

    def end_engagement(self, children: list[Any]) -> A.Other:
        return A.Other("end_engagement_without_resolution")

    def give_control(self, children: list[Any]) -> A.Other:
        return A.Other("give_control")

    def eliminate(self, children: list[Any]) -> A.Other:
        return A.Other("eliminate", who=objects(children)[0])

    def change_icons(self, children: list[Any]) -> A.Node:
        icons = next(c for c in children if isinstance(c, list))
        duration = first(children, A.Duration)
        return A.Until(
            # "change each of its combat icons to ...": its = the unit the ability names
            effect=A.Other("change_icons", who=A.Ref("it"), object=icons[0] if icons else None),
            duration=duration,
        )

    # --- effects with a subject --------------------------------------------------------------

    def gain(self, children: list[Any]) -> A.Node:
        return self._gain(kids(children)[0], kids(children)[1:], lose=False)

    def lose(self, children: list[Any]) -> A.Node:
        return self._gain(kids(children)[0], kids(children)[1:], lose=True)

    def _gain(self, who: A.Node, rest: list[Any], *, lose: bool) -> A.Node:
        gained: list[A.Node] = []
        gain = A.Gain(who=who, lose=lose)
        for item in rest:
            if isinstance(item, _Gains):
                gained.extend(item.items)
                gain.all = gain.all or item.all
                gain.choice = gain.choice or item.choice
        gain.gains = gained
        node: A.Node = gain
        for tail in [r for r in rest if isinstance(r, Part) and r.family == "gt"]:
            node = _apply_tail(node, tail)
        return node

    def gains(self, children: list[Any]) -> Any:
        items: list[A.Node] = []
        for c in children:
            if isinstance(c, list):
                items.extend(c)
            elif isinstance(c, A.Node):
                items.append(c)
        return _Gains(items)

    def gains_quoted(self, children: list[Any]) -> Any:
        quoted = next(c for c in children if isinstance(c, Token) and c.type == "QUOTED")
        return _Gains([A.AbilityGain(ability=self.quoted(str(quoted)))])

    def gains_bullets(self, children: list[Any]) -> Any:
        raise TransformError("lista zdolności w punktach")

    def gains_either(self, children: list[Any]) -> Any:
        items: list[A.Node] = []
        for c in children:
            items.extend(c if isinstance(c, list) else [c] if isinstance(c, A.Node) else [])
        return _Gains(items, choice=True)

    def gains_choice(self, children: list[Any]) -> Any:
        return self.gains_either(children)

    def loses(self, children: list[Any]) -> Any:
        return kids(children)[0]

    def lose_all_keyword(self, children: list[Any]) -> Any:
        return _Gains([A.KeywordGain(k) for k in children if _is_value(k)], all=True)

    def lose_all_icons(self, children: list[Any]) -> Any:
        return _Gains([A.Icon("all")], all=True)

    def lose_all_of_icons(self, children: list[Any]) -> Any:
        # "loses all [Tactics] icons": every icon of the printed types
        icons = next(c for c in children if isinstance(c, list))
        return _Gains(icons, all=True)

    def lose_all_force(self, children: list[Any]) -> Any:
        return _Gains([A.Stat("force_icons")], all=True)

    def lose_keyword(self, children: list[Any]) -> Any:
        return _Gains([A.KeywordGain("any")], choice=True)

    def cannot(self, children: list[Any]) -> A.Node:
        who = kids(children)[0]
        prohibited = next(c for c in children if isinstance(c, Part) and c.family == "pr")
        node: A.Node = A.Prohibition(
            who=who,
            action=prohibited.kind,
            object=prohibited.nodes[0] if prohibited.nodes else None,
        )
        if prohibited.kind == "declared" and isinstance(node, A.Prohibition):
            # "cannot be declared as an attacker": which role (not every declaration)
            node.qualifiers = [f"as_{c}" for c in prohibited.children if _is_value(c)]
        limit = [_int(c) for c in prohibited.children if getattr(c, "type", "") == "INT"]
        if limit and isinstance(node, A.Prohibition):  # "more than 5 cards", "2 attackers"
            node.amount = A.Amount(value=limit[0])
        for tail in [r for r in kids(children)[1:] if isinstance(r, Part) and r.family == "gt"]:
            node = _apply_tail(node, tail)
        return node

    def damage_he_deals_cannot(self, children: list[Any]) -> A.Node:
        return self.cannot([A.Select(kinds=["damage"], either=[A.Ref("he")]), *children])

    def passive_rescue(self, children: list[Any]) -> A.Rescue:
        what, source = objects(children)[:2]
        if not isinstance(what, A.Select):
            raise TransformError("„is rescued from” bez wyboru kart")
        what.filters.append(A.Compare(attr="captured_at", op="==", value=source))
        return A.Rescue(what=what)

    def damage_cannot(self, children: list[Any]) -> A.Node:
        ws = words(children)
        if ws and ws[0] == "this":  # "This damage cannot be prevented": the damage just dealt
            return self.cannot([A.Ref("this_damage"), *children])
        who = objects(children)
        kind = "combat_damage" if ws and ws[0] == "combat" else "damage"
        return self.cannot([A.Select(kinds=[kind], either=who), *children])

    def only_can_attack(self, children: list[Any]) -> A.Other:
        who, objective = objects(children)[:2]
        return A.Other("only_attackers", who=who, object=objective)

    def resources_only_for(self, children: list[Any]) -> A.Other:
        who, what = objects(children)[:2]
        return A.Other("resources_only_for", who=who, object=what)

    def contribute(self, children: list[Any]) -> A.Contribute:
        return A.Contribute(who=kids(children)[0], amount=amounts(children)[0])

    def contribute_edge(self, children: list[Any]) -> A.Contribute:
        return A.Contribute(who=kids(children)[0], amount=A.Amount(all=True), during="edge_battle")

    def contributes_objectives(self, children: list[Any]) -> A.Other:
        return A.Other("counts_as_objectives", who=kids(children)[0], amount=amounts(children)[0])

    def player_deals(self, children: list[Any]) -> A.ActorEffect:
        who, target = objects(children)[:2]
        return A.ActorEffect(actor=who, effect=A.Deal(amount=amounts(children)[0], target=target))

    def cannot_this(self, children: list[Any]) -> A.Node:
        return self.cannot([A.Ref("this"), *children])

    def strike_with(self, children: list[Any]) -> A.Strike:
        """ "(immediately) strike (again) with another ready participating unit"."""
        return A.Strike(who=objects(children)[0])

    def strike_now(self, children: list[Any]) -> A.Strike:
        return A.Strike(who=kids(children)[0])

    def strike_as_participating(self, children: list[Any]) -> A.Strike:
        return A.Strike(who=kids(children)[0])

    def strike_not_participating(self, children: list[Any]) -> A.Other:
        return A.Other("may_strike_not_participating", who=kids(children)[0])

    def double_damage(self, children: list[Any]) -> A.Other:
        who, to = objects(children)[:2]
        return A.Other("double_damage", who=who, object=to)

    def now_participating(self, children: list[Any]) -> A.Other:
        return A.Other("now_participating", who=kids(children)[0])

    def can_be_damaged_by(self, children: list[Any]) -> A.Other:
        return A.Other(
            "damageable_by_unit_damage", who=objects(children)[0], object=objects(children)[1]
        )

    def considered_committed(self, children: list[Any]) -> A.Other:
        return A.Other("considered_committed", who=kids(children)[0])

    def its_icons_count_exhausted(self, children: list[Any]) -> A.Other:
        return A.Other("force_icons_count_exhausted", who=A.Ref("it"))

    def counts_icons_exhausted(self, children: list[Any]) -> A.Other:
        return A.Other("force_icons_count_exhausted", who=kids(children)[0])

    def require_fewer(self, children: list[Any]) -> A.Other:
        return A.Other("require_fewer_damage", who=kids(children)[0], amount=amounts(children)[0])

    def unopposed_raised(self, children: list[Any]) -> A.Other:
        value = [c for c in children if isinstance(c, Token) and c.type == "INT"]
        return A.Other(
            "unopposed_bonus", who=kids(children)[0], amount=A.Amount(value=_int(value[0]))
        )

    def reserve_increased(self, children: list[Any]) -> A.Node:
        what = objects(children)[0]
        per = objects(children)[1:]
        reserve = _reserve_of(what)
        if reserve is None:
            raise TransformError("„is increased” bez wartości rezerwy")
        return A.Reserve(delta=amounts(children)[0], player=reserve, per=per[0] if per else None)

    def treated_blank(self, children: list[Any]) -> A.Treat:
        return A.Treat(what=kids(children)[0])

    def does_not_refresh(self, children: list[Any]) -> A.Other:
        return A.Other("does_not_refresh", who=kids(children)[0])

    def no_pilot_limit(self, children: list[Any]) -> A.Other:
        return A.Other("no_pilot_limit", who=kids(children)[0])

    def must_defend(self, children: list[Any]) -> A.Other:
        who, objective = objects(children)[:2]
        return A.Other("must_defend", who=who, object=objective)

    def matches_targeting(self, children: list[Any]) -> A.Other:
        return A.Other("matches_targeting", who=kids(children)[0], object=objects(children)[1])

    def resource_match(self, children: list[Any]) -> A.Other:
        return A.Other("resource_match_for_this", who=kids(children)[0])

    def considered_control(self, children: list[Any]) -> A.Other:
        return A.Other(
            "considered_control", object=objects(children)[0], amount=amounts(children)[0]
        )

    def win_tied(self, children: list[Any]) -> A.Other:
        return A.Other("win_tied_edge")

    def strike_first(self, children: list[Any]) -> A.Other:
        return A.Other("strike_first")

    def considered_unopposed(self, children: list[Any]) -> A.Other:
        return A.Other("unopposed", who=kids(children)[0])

    def lose_game(self, children: list[Any]) -> A.Other:
        who = objects(children)
        return A.Other("lose_game", who=who[0] if who else A.Ref("you", kind="player"))

    def player_draws(self, children: list[Any]) -> A.ActorEffect:
        return A.ActorEffect(actor=kids(children)[0], effect=A.Draw(amount=amounts(children)[0]))

    def player_chooses_discards(self, children: list[Any]) -> A.ActorEffect:
        who, what = objects(children)[:2]
        return A.ActorEffect(actor=who, effect=A.Discard(what=what, chooser=who))

    def player_chooses(self, children: list[Any]) -> A.ActorEffect:
        who, what = objects(children)[:2]
        return A.ActorEffect(actor=who, effect=A.ChooseObject(what=what, chooser=who))

    def each_chooses(self, children: list[Any]) -> A.ActorEffect:
        return A.ActorEffect(
            actor=A.Ref("each_player", kind="player"),
            effect=A.ChooseObject(
                what=A.Select(kinds=["card"], count=A.Amount(value=1), zone="hand")
            ),
        )

    def revealed_more_may(self, children: list[Any]) -> A.Optional:
        return A.Optional(effect=kids(children)[-1], who=A.Ref("revealed_more", kind="player"))

    def captured_by_opponent(self, children: list[Any]) -> A.Capture:
        return A.Capture(what=A.Ref("it"), at=objects(children)[-1])

    def engaged_instead(self, children: list[Any]) -> A.Instead:
        return A.Instead(effect=A.Engage(what=objects(children)[0]))

    def player_shuffles_hand(self, children: list[Any]) -> A.ActorEffect:
        return A.ActorEffect(
            actor=kids(children)[0],
            effect=A.Sequence(
                effects=[
                    A.Shuffle(what=A.Ref("hand", kind="zone"), into="deck"),
                    A.Draw(amount=A.Amount(var="X")),
                ]
            ),
        )

    def each_look_add(self, children: list[Any]) -> A.Node:
        raise TransformError("patrzenie i dodawanie przez każdego gracza")


class _Token:
    def __init__(self, name: str) -> None:
        self.name = name


class _Dest:
    def __init__(self, name: str) -> None:
        self.name = name


class _Gains:
    def __init__(self, items: list[A.Node], *, all: bool = False, choice: bool = False) -> None:
        self.items = items
        self.all = all
        self.choice = choice


class _Options:
    def __init__(self, items: list[A.Node]) -> None:
        self.items = items


class _Otherwise(A.Node):
    def __init__(self, effect: A.Node) -> None:
        self.effect = effect


def _zone(node: Any) -> str:
    if isinstance(node, A.Zone):
        return node.name
    if isinstance(node, A.Ref):
        return node.name
    if isinstance(node, A.Select) and node.zone:
        return node.zone
    raise TransformError("nieznana strefa")


def _zones(node: Any) -> list[str]:
    """The zones a phrase names ("your hand or discard pile": both)."""
    if isinstance(node, A.Select) and node.either:
        out: list[str] = []
        for item in node.either:
            out.extend(_zones(item))
        return out
    return [_zone(node)]


def _qualifier(part: Part) -> str:
    """An event's qualifier; a role keeps which ("as_defender", not just "as a role")."""
    roles = [c for c in part.children if _is_value(c)]
    if part.kind in ("role", "as_role") and len(roles) == 1:
        return f"as_{roles[0]}"
    return part.kind


def _capture_at(node: A.Capture) -> A.Capture:
    """ "capture the top card of his deck at this objective": "at" is where the captured card
    goes, not where the card is (the noun phrase took it as its own modifier)."""
    what = node.what
    if node.at is None and isinstance(what, A.Ref) and what.at is not None:
        node.at, what.at = what.at, None
    elif node.at is None and isinstance(what, A.Select):
        at = [
            f for f in what.filters if isinstance(f, A.Compare) and f.attr == "at" and f.op == "at"
        ]
        if len(at) == 1:
            what.filters.remove(at[0])
            node.at = at[0].value
    if node.at is None and isinstance(what, A.Select):
        inner = [e for e in what.either if isinstance(e, A.Ref) and e.at is not None]
        if len(inner) == 1 and len(what.either) == 1:
            node.at, inner[0].at = inner[0].at, None
    return node


def _moment(node: Any) -> str:
    """A moment's name: `conflict_phase`, `your_deployment_phase`, `any_draw_phase`, `phase`
    (the current one), `your_turn`, `engagement`... (the phase is part of the name)."""
    if isinstance(node, Part):
        phase = next((c for c in node.children if _is_value(c)), None)
        prefix = {"phase": "", "your_phase": "your_", "any_phase": "any_"}.get(node.kind)
        if prefix is not None and phase:
            return f"{prefix}{phase}_phase"
        return node.kind
    if isinstance(node, A.Duration):
        return node.until
    return str(node)


def _reserve_of(node: A.Node) -> A.Node | None:
    """The player whose reserve value a phrase names ("your reserve value", "each opponent's
    reserve value"), or None."""
    if isinstance(node, A.Attribute) and node.name == "reserve_value":
        return node.of or A.Ref("you", kind="player")
    if isinstance(node, A.Select) and node.kinds == [] and node.owner is not None:
        return node.owner
    return None


def _apply_tail(node: A.Node, tail: Part) -> A.Node:
    kind = tail.kind
    if kind == "until":
        return A.Until(effect=node, duration=tail.nodes[0])  # type: ignore[arg-type]
    if kind == "per":
        if isinstance(node, A.Gain):
            node.per = tail.nodes[0]
            return node
        return A.ForEach(effect=node, per=tail.nodes[0])
    if kind == "per_dial" and isinstance(node, A.Gain):
        node.per = A.Ref("death_star_dial")
        return node
    if kind == "per_icon_it_has" and isinstance(node, A.Gain):
        # "for each [Blast Damage] and [Edge-Enabled Blast Damage] it has"
        icons: list[A.Node] = [
            A.Icon(str(c).removeprefix("edge:"), edge=str(c).startswith("edge:"))
            for c in tail.children
            if getattr(c, "type", "") == "ICON"
        ]
        node.per = A.Select(kinds=["combat_icon"], either=icons, owner=A.Ref("it"))
        return node
    if kind == "while":
        return A.While(condition=tail.nodes[0], effect=node)  # type: ignore[arg-type]
    if kind in ("this_phase", "this_turn"):  # "... this phase": during the current one
        return A.During(when=kind.removeprefix("this_"), effect=node)
    if kind in ("struggle", "edge_battle", "strike", "engagement", "draw_phase", "each_turn"):
        return A.During(when=kind, effect=node)
    moments = parts(tail.children, "wn")
    if kind == "during" and moments:  # "during the conflict phase", "during your turn"
        return A.During(when=_moment(moments[0]), effect=node)
    if kind == "by" and isinstance(node, A.Prohibition):
        node.by = tail.nodes[0]
        return node
    if kind == "card_effects" and isinstance(node, A.Prohibition):
        node.by = A.Select(kinds=["card_effect"])
        return node
    if kind == "against_this" and isinstance(node, A.Prohibition | A.Gain):
        return A.During(when="attacking_this_objective", effect=node)
    if kind == "if_able":
        return A.Must(effect=node, if_able=True)
    if kind == "unless":
        condition = tail.nodes[0]
        assert isinstance(condition, A.Condition)
        condition.negated = not condition.negated
        return A.While(condition=condition, effect=node)
    if kind == "max" and isinstance(node, A.Gain):
        ints = [_int(c) for c in tail.children if getattr(c, "type", "") == "INT"]
        node.maximum = A.Amount(value=ints[0])
        return node
    raise TransformError(f"dopełnienie „{kind}”")


# --- families -----------------------------------------------------------------------------


def _family_part(family: str) -> Callable[[LcgTransformer, str, list[Any]], Any]:
    def handler(self: LcgTransformer, kind: str, children: list[Any]) -> Part:
        return Part(family, kind, children)

    return handler


def _post(self: LcgTransformer, kind: str, children: list[Any]) -> Post:
    return Post(kind=kind, nodes=nodes(children), words=words(children), names=names(children))


def _event_vp(self: LcgTransformer, kind: str, children: list[Any]) -> A.Event:
    objs = objects(children)
    ws = words(children)
    event = A.Event(verb=kind, object=objs[0] if objs else None, would="would" in ws)
    counts = amounts(children)
    if counts:
        event.amount = counts[0]
    for c in children:
        if _is_value(c):
            event.qualifiers.append(c)
        elif isinstance(c, list) and all(_is_value(x) for x in c):
            event.qualifiers.extend(c)
        elif isinstance(c, Part):
            event.qualifiers.append(_qualifier(c))
            if c.nodes and event.amount is None:
                amount = first(c.children, A.Amount)
                if amount is not None:
                    event.amount = amount
    if len(objs) > 1:
        event.by = objs[1]
    return event


def _condition(self: LcgTransformer, kind: str, children: list[Any]) -> A.Condition:
    objs = objects(children)
    ws = words(children)
    cond = A.Condition(test=kind, negated="not" in ws)
    if kind in ("control", "control_compare", "most", "copies", "there_are", "there_are_no"):
        cond.object = objs[0] if objs else None
        cond.subject = A.Ref("you", kind="player")
        if len(objs) > 1:
            cond.than = objs[1]
    else:
        cond.subject = objs[0] if objs else None
        cond.object = objs[1] if len(objs) > 1 else None
    counts = amounts(children)
    if counts:
        cond.amount = counts[0]
    if kind == "value_is":  # "the Death Star dial is 4 or lower"
        ints = [_int(c) for c in children if isinstance(c, Token) and c.type == "INT"]
        cond.amount = A.Amount(value=ints[0], at_most="lower" in ws, at_least="higher" in ws)
    value = [c for c in children if _is_value(c)]
    if value:
        cond.value = value[0]
    if kind in ("control_compare", "damage_count"):
        cond.value = "more" if "more" in ws else "fewer" if "fewer" in ws else cond.value
    named = names(children)
    if named and cond.value is None:
        cond.value = named[0]
    moment = parts(children, "wn")
    if kind == "self_participating":  # "while participating in an engagement (against X)"
        cond.test = "participating"
        cond.subject = A.Ref("this")
        cond.object = objs[0] if objs else None
        cond.value = "participating"
    if kind == "moment" and moment:  # "it is (not) the conflict phase"
        cond.subject = None
        cond.value = _moment(moment[0])
    if (  # "Death Star II is in play": a card by its name alone
        kind == "in_zone"
        and isinstance(cond.subject, A.Select)
        and cond.subject == A.Select(names=cond.subject.names)
        and len(cond.subject.names) == 1
        and cond.object == A.Ref("play")
    ):
        cond.test, cond.value, cond.subject, cond.object = (
            "named_in_play",
            cond.subject.names[0],
            None,
            None,
        )
    if kind == "still_in_play" and moment:
        cond.value = "end_of_" + _moment(moment[0])
    return cond


def _prohibited(self: LcgTransformer, kind: str, children: list[Any]) -> Part:
    return Part("pr", kind, children)


def _amount(self: LcgTransformer, kind: str, children: list[Any]) -> A.Amount:
    ints = [int(str(c)) for c in children if isinstance(c, Token) and c.type == "INT"]
    if kind == "number":
        return A.Amount(value=ints[0])
    if kind == "x":
        return A.Amount(var="X")
    if kind == "up_to":
        return A.Amount(value=ints[0], up_to=True) if ints else A.Amount(var="X", up_to=True)
    if kind == "at_least":
        return A.Amount(value=ints[0], at_least=True)
    if kind == "at_most":
        return A.Amount(value=ints[0], at_most=True)
    if kind == "range":
        return A.Amount(value=ints[1], up_to=True)
    if kind in ("all", "any"):
        return A.Amount(all=True)
    if kind == "one":
        return A.Amount(value=1)
    if kind == "twice":
        return A.Amount(twice=True, of=A.Ref("that_many"))
    raise TransformError(f"liczba {kind}")


def _token(self: LcgTransformer, kind: str, children: list[Any]) -> _Token:
    return _Token({"focus": "focus", "shield": "shield", "damage": "damage", "any": "any"}[kind])


def _dest(self: LcgTransformer, kind: str, children: list[Any]) -> _Dest:
    return _Dest({"owner_hand": "owner_hand", "your_hand": "hand"}[kind])


def _gain_item(self: LcgTransformer, kind: str, children: list[Any]) -> Any:
    if kind == "icons":
        icons = next(c for c in children if isinstance(c, list))
        return icons
    if kind == "icon_choice":
        return A.Icon("choice")
    if kind == "icon_copy":
        edge = any(getattr(c, "type", "") == "EDGEENABLED" for c in children)
        return A.Icon("copy", edge=edge)
    if kind == "that_icon":
        return A.Icon("that")
    if kind == "that_keyword":
        return A.KeywordGain("that")
    if kind == "keyword":
        return A.KeywordGain(kids(children)[0])
    if kind == "edge":
        value = [c for c in children if isinstance(c, Token) and c.type in ("INT", "X")]
        token = value[0]
        amount = A.Amount(var="X") if token.type == "X" else A.Amount(value=_int(token))
        return A.KeywordGain("edge", value=amount)
    if kind == "protect":
        return A.KeywordGain("protect", protects=objects(children)[0])
    if kind == "damage_capacity":
        return A.Stat("damage_capacity", delta=amounts(children)[0])
    if kind == "resource":
        return A.Stat("resource_value", delta=amounts(children)[0])
    if kind == "force":  # "+1 Force icon", "a Force icon"
        counts = amounts(children)
        return A.Stat("force_icons", delta=counts[0] if counts else A.Amount(value=1))
    if kind == "icons_of_enhanced":
        return A.Icon("of_enhanced")
    if kind == "quoted":
        quoted = next(c for c in children if isinstance(c, Token) and c.type == "QUOTED")
        return A.AbilityGain(ability=self.quoted(str(quoted)))
    if kind == "also":
        return kids(children)[0]
    raise TransformError(f"zyskanie {kind}")


def _keyword(self: LcgTransformer, kind: str, children: list[Any]) -> A.Keyword:
    value = [c for c in children if isinstance(c, Token) and c.type in ("INT", "X")]
    amount = None
    if value:
        token = value[0]
        amount = A.Amount(var="X") if token.type == "X" else A.Amount(value=_int(token))
    protects = objects(children)
    return A.Keyword(name=kind, value=amount, protects=protects[0] if protects else None)


def _restriction(rule: str) -> Callable[[LcgTransformer, list[Any]], A.Restriction]:
    def handler(self: LcgTransformer, children: list[Any]) -> A.Restriction:
        condition = first(children, A.Condition) or next(
            (c for c in children if isinstance(c, Part)), None
        )
        ints = [int(str(c)) for c in children if isinstance(c, Token) and c.type == "INT"]
        # "Smugglers and Spies affiliation only": the two names are one affiliation
        value = (" and " if rule == "affiliation_only" else " ").join(names(children)) or None
        node = A.Restriction(
            rule=rule,
            value=value,
            amount=A.Amount(value=ints[0]) if ints else None,
        )
        if isinstance(condition, A.Node):
            node.condition = condition
        elif isinstance(condition, Part):
            node.value = condition.kind
            moment = parts(condition.children, "wn")
            if moment:  # "Play only during your deployment phase": which moment
                node.value = _moment(moment[0])
            inner = first(condition.children, A.Condition)
            if inner is not None:
                node.condition = inner
        return node

    return handler


class _CancelBoth:
    """Two things one "cancel" names."""

    def __init__(self, items: list[A.Node]) -> None:
        self.items = items


def _cancel_object(self: LcgTransformer, kind: str, children: list[Any]) -> Any:
    objs = objects(children)
    if kind == "edge_battle":
        return _CancelBoth([A.Ref("this_edge_battle"), objs[0]])
    if kind == "effects_of":
        return objs[0]
    return A.Ref(kind)


def _when(self: LcgTransformer, kind: str, children: list[Any]) -> Part:
    return Part("wn", kind, children)


FAMILIES: dict[str, Callable[[LcgTransformer, str, list[Any]], Any]] = {
    "p": _post,
    "ev": _event_vp,
    "c": _condition,
    "pr": _prohibited,
    "a": _amount,
    "t": _token,
    "dest": _dest,
    "gi": _gain_item,
    "kw": _keyword,
    "co": _cancel_object,
    "gt": _family_part("gt"),
    "pt": _family_part("pt"),
    "et": _family_part("et"),
    "eq": _family_part("eq"),
    "sq": _family_part("sq"),
    "st": _family_part("st"),
    "wn": _when,
    "wp": _family_part("wp"),
    "iw": _family_part("iw"),
    "v": _family_part("v"),
}

for _rule in (
    "play_only",
    "play_only_unless",
    "affiliation_only",
    "limit_per_deck",
    "deck_must_contain",
    "starting_reserve",
    "phase_sequence",
    "cannot_be_played",
    "cannot_be_canceled",
):
    setattr(LcgTransformer, _rule, _restriction(_rule))


def _st(self: LcgTransformer, kind: str, children: list[Any]) -> Part:
    objs = objects(children)
    what = objs[0] if objs else A.Ref("it")
    node: A.Node
    if kind == "reveal":
        node = A.Reveal(what=what)
    elif kind == "add_to_hand":
        node = A.AddToHand(what=what)
    elif kind == "put_into_play":
        node = A.PutIntoPlay(what=what)
    elif kind == "capture":
        node = A.Capture(what=what)
    elif kind == "capture_here":
        node = A.Capture(what=A.Ref("them"), at=A.Ref("this"))
    elif kind == "return_rest":
        node = A.Return(what=A.Ref("remaining"), destination="deck_top")
    else:
        raise TransformError(f"po przeszukaniu: {kind}")
    return Part("st", kind, [node])


FAMILIES["st"] = _st


def _value(self: LcgTransformer, kind: str, children: list[Any]) -> A.Node:
    objs = objects(children)
    if kind == "number_of":
        return A.Attribute("number", objs[0])
    if kind == "remaining_capacity":
        return A.Attribute("remaining_damage_capacity", objs[0])
    if kind == "damage_just_dealt":
        return A.Attribute("damage_just_dealt")
    if kind == "printed_force":
        return A.Attribute("printed_force_icons", objs[0])
    if kind == "affiliations_among":
        return A.Attribute("number_of_different_affiliations", objs[0])
    if kind == "cards_shuffled":
        return A.Attribute("cards_shuffled")
    if kind == "np":
        return objs[0]
    raise TransformError(f"wartość {kind}")


FAMILIES["v"] = _value


def _tree_children(tree: Any) -> list[Any]:
    return tree.children if isinstance(tree, Tree) else []
