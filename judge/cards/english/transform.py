"""From the parse tree of one English sentence to the ability AST of `judge.cards.ast`.

Noun phrases become `NP` values (determiner, modifiers, head, post-modifiers, owner); a
verb's complements are flattened into a list of roles (`Comps`: bare noun phrases, noun
phrases after a preposition, flags), and the verb's *frame* takes the ones it knows: "deal"
an amount of damage `to` a target, "move" tokens `from` a source `to` a destination. A frame
that meets a complement it does not know raises `FrameError`: the sentence is then reported
as not understood instead of being half understood (the same contract as the Polish grammar).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from lark import Token, Transformer

from judge.cards import ast as A
from judge.cards.english.lexicon import DAMAGE_TYPES, ICON_WORDS


class FrameError(ValueError):
    """The sentence parsed, but its words do not form an effect the AST can express."""


@dataclass
class NP:
    det: str | None = None  # "a", "the", "this", "each", "any", "all", "another", ...
    count: Any = None  # an Amount
    noms: list[tuple[str, str]] = field(default_factory=list)  # (class, lemma)
    posts: list[tuple[str, Any]] = field(default_factory=list)
    owner: NP | None = None
    pronoun: str | None = None
    partitive: str | None = None  # "one_of", "each_of", "all_of", "n_of", "up_to_of", ...
    inner: NP | None = None  # the phrase of a partitive
    items: list[NP] | None = None
    join: str | None = None  # "and" / "or"
    plural: bool = False
    name: str | None = None
    possessive: str | None = None  # "your", "their", "its"

    @property
    def head(self) -> str | None:
        for cls, lemma in reversed(self.noms):
            if cls in ("NOUN", "SUBTYPE", "NAME"):
                return lemma if cls != "SUBTYPE" else "subtype:" + lemma
        return None

    def core(self) -> NP:
        """The phrase a partitive selects from ("one of your dice" → "your dice")."""
        return self.inner.core() if self.inner is not None else self


@dataclass
class Comp:
    role: str  # "np", a preposition, or a flag
    np: NP | None = None
    value: Any = None


@dataclass
class Clause:
    verb: str
    form: str
    comps: list[Comp]
    subject: NP | None = None
    modal: str | None = None
    mods: list[tuple[str, Any]] = field(default_factory=list)
    copula: bool = False
    negated: bool = False


@dataclass
class Sentence:
    """What one sentence contributes to an ability (the Polish parser's `Sentence` kinds)."""

    kind: str  # "triggered", "restriction", "persistent", "then", "effect", "if_event"
    effect: Any = None
    trigger: A.Trigger | None = None
    restriction: Any = None
    condition: Any = None
    keyword: Any = None


# --- noun phrases to targets and amounts ------------------------------------------------------

KIND_OF_NOUN = {
    "character": "character",
    "die": "die",
    "card": "card",
    "upgrade": "upgrade",
    "support": "support",
    "event": "event",
    "battlefield": "battlefield",
    "plot": "plot",
    "downgrade": "downgrade",
    "side": "face",
    "shield": "shield",
    "resource": "resource",
    "damage": "damage",
    "player": "player",
    "opponent": "player",
    "ability": "ability",
    "symbol": "symbol",
    "copy": "copy",
    "blank": "symbol",
    "special": "symbol",
    "token": "token",
}
ZONES = {
    "hand": "hand",
    "deck": "deck",
    "discard pile": "discard_pile",
    "pool": "pool",
    "play": "play",
    "set-aside zone": "side",
    "team": "team",
    "game": "game",
}
SYMBOL_NOUNS = {
    "damage": ("MD", "RD", "ID"),
    "shield": ("Sh",),
    "resource": ("R",),
    "blank": ("-",),
    "special": ("Sp",),
    "disrupt": ("Dr",),
    "focus": ("F",),
    "discard": ("Dc",),
}
ADJ_FILTERS = {
    "unique": "unique",
    "non-unique": "non_unique",
    "exhausted": "exhausted",
    "ready": "ready",
    "defeated": "defeated",
    "random": "random",
    "set-aside": "set_aside",
    "damaged": "damaged",
    "elite": "elite",
    "non-elite": "non_elite",
    "facedown": "facedown",
    "unblockable": "unblockable",
    "detected": "detected",
    "undetected": "undetected",
    "piloted": "piloted",
}


def _icons(text: str) -> tuple[str, ...]:
    import re

    return tuple(ICON_WORDS[w] for w in re.findall(r"\[(\w+)\]", text) if w in ICON_WORDS)


def np_count(np: NP) -> Any:
    if np.count is not None:
        return np.count
    if np.det in ("all", "each"):
        return A.All()
    if np.det == "any" and np.plural:
        return A.AnyNumber()
    if np.plural and np.det in ("the", "those", "these", "your", "their", "its"):
        return A.All()
    return A.Fixed(1)


def _controller(np: NP) -> str:
    if np.possessive in ("your",):
        return "you"
    if np.possessive in ("their", "his", "her") and np.owner is None:
        return "its"
    owner = np.owner
    if owner is not None:
        if owner.pronoun == "you" or owner.possessive == "your":
            return "you"
        if owner.head == "opponent":
            return "opponent"
        if owner.head == "player":
            return "any"
    return "any"


def to_target(np: NP, default_kind: str | None = None) -> Any:
    """A noun phrase as a `Select`, `Ref`, `Player`, `Both` or `Either`."""
    if np.items is not None:
        targets = tuple(to_target(item, default_kind) for item in np.items)
        return A.Both(targets) if np.join == "and" else A.Either(targets)
    of = next((v for k, v in np.posts if k == "of"), None)
    if np.partitive is None and not np.noms and np.pronoun is None and of is not None:
        # "up to 2 of your dice", "each of …": a quantity over the phrase after "of"
        rest = [p for p in np.posts if p[0] != "of"]
        partitive = "each_of" if np.det == "each" else "all_of" if np.det == "all" else "n_of"
        np = NP(partitive=partitive, count=np.count, inner=of, posts=rest)
    if np.partitive is not None and np.inner is not None:
        inner = to_target(np.inner, default_kind)
        if isinstance(inner, A.Select):
            count = np.count or (A.All() if np.partitive in ("each_of", "all_of") else A.Fixed(1))
            each = np.partitive == "each_of"
            filters = inner.filters + _post_filters(np)
            return A.Select(
                inner.kind, count, inner.controller, filters, inner.zone, inner.owner, each=each
            )
        if np.partitive == "one_of":
            return inner
        raise FrameError(f"partitive of {type(inner).__name__}")
    if np.pronoun is not None:
        if np.pronoun == "you":
            return A.Player("you")
        if np.pronoun in ("they", "them", "him", "her", "he", "she") and default_kind == "player":
            return A.Player("given")
        return A.Ref("it", default_kind)
    head = np.head
    if head is None:
        if np.det in ("this", "that") or np.det is None:
            raise FrameError("noun phrase without a head")
        head = default_kind or "card"
    if head == "opponent":
        if np.det in ("each", "all") or np.partitive == "each_of":
            return A.Player("each_opponent")
        if np.det in ("that", "the"):
            return A.Player("given")
        return A.Player("opponent")
    if head == "player":
        if np.det in ("each", "all"):
            return A.Player("each_player")
        if np.det in ("that", "the"):
            return A.Player("given")
        raise FrameError("a player")
    if head.startswith("subtype:") or head in (
        "character",
        "die",
        "card",
        "upgrade",
        "support",
        "event",
        "battlefield",
        "plot",
        "downgrade",
        "ability",
        "copy",
        "side",
        "symbol",
        "token",
    ):
        return _select(np, head)
    if np.name is not None or any(cls == "NAME" for cls, _ in np.noms):
        return A.Select("character", A.Fixed(1), "you", (A.Filter("named", head),))
    raise FrameError(f"unknown head {head!r}")


def _select(np: NP, head: str) -> Any:
    filters: list[A.Filter] = []
    kind = KIND_OF_NOUN.get(head, "card")
    if head.startswith("subtype:"):
        kind = "card"
        filters.append(A.Filter("subtype", head.split(":", 1)[1]))
    attached = any(cls == "VERB_ED" and lemma == "attach" for cls, lemma in np.noms)
    if attached and np.det in (None, "the"):
        return A.Ref("attached", kind)
    seen_head = False
    for cls, lemma in reversed(np.noms):
        if not seen_head and cls in ("NOUN", "SUBTYPE", "NAME"):
            seen_head = True
            continue
        if cls == "COLOR":
            filters.append(A.Filter("color", lemma))
        elif cls == "NON_COLOR":
            filters.append(A.Filter("not_color", lemma))
        elif cls == "ADJ" and lemma in ADJ_FILTERS:
            filters.append(A.Filter(ADJ_FILTERS[lemma]))  # type: ignore[arg-type]
        elif cls == "ADJ" and lemma == "top":
            filters.append(A.Filter("top"))
        elif (cls == "ADJ" and lemma in ("other", "another")) or cls == "OTHER":
            filters.append(A.Filter("other"))
        elif cls == "SUBTYPE":
            filters.append(A.Filter("subtype", lemma))
        elif cls == "NON_SUBTYPE":
            filters.append(A.Filter("not_subtype", lemma))
        elif cls == "AFFILIATION":
            filters.append(A.Filter("affiliation", lemma))
        elif cls == "NOUN" and kind == "die" and lemma in ("character", "upgrade", "support"):
            filters.append(A.Filter("die_of", (lemma,)))
        elif cls == "NOUN" and lemma in ("character", "upgrade", "support", "event", "card"):
            filters.append(A.Filter("card_type", lemma))
        elif cls == "VERB_ED" and lemma in ADJ_FILTERS:
            filters.append(A.Filter(ADJ_FILTERS[lemma]))  # type: ignore[arg-type]
        elif cls == "DMG_TYPE":
            filters.append(A.Filter("showing", (DAMAGE_TYPES[lemma],)))
        else:
            raise FrameError(f"modifier {lemma!r}")
    if np.det in ("another",):
        filters.append(A.Filter("other"))
    filters.extend(_post_filters(np))
    zone = _zone_of_posts(np)
    if np.det in ("this", "these") and not np.posts:
        return A.Ref("self", kind)
    if (
        np.det in ("that", "those", "the")
        and np.count is None
        and not np.posts
        and np.owner is None
    ):
        return A.Ref("given", kind)
    if np.det == "attached" or any(lemma == "attached" for _, lemma in np.noms):
        return A.Ref("attached", kind)
    controller = _controller(np)
    owner = None
    if (
        np.owner is not None
        and np.owner.head not in (None, "opponent", "player")
        and np.owner.pronoun != "you"
    ):
        owner = to_target(np.owner)
    elif np.possessive in ("its", "their", "his", "her") and np.owner is None:
        owner = A.Ref("it")
    return A.Select(
        kind,  # type: ignore[arg-type]
        np_count(np),
        controller,  # type: ignore[arg-type]
        tuple(filters),
        zone,  # type: ignore[arg-type]
        owner,
        each=np.det == "each",
    )


def _post_filters(np: NP) -> tuple[A.Filter, ...]:
    filters = []
    for kind, value in np.posts:
        if kind == "showing":
            filters.append(A.Filter("showing", value))
        elif kind == "not_showing":
            filters.append(A.Filter("not_showing", value))
        elif kind == "in_play":
            filters.append(A.Filter("in_play"))
        elif kind == "cost_at_most":
            filters.append(A.Filter("cost_at_most", value))
        elif kind == "titled":
            filters.append(A.Filter("named", value))
        elif kind in ("zone", "icons", "set_ref", "yours", "reminder"):
            continue
        else:
            raise FrameError(f"post-modifier {kind}")
    return tuple(filters)


def _zone_of_posts(np: NP) -> str | None:
    for kind, value in np.posts:
        if kind == "zone":
            return value
    return None


def to_amount(np: NP | None) -> Any:
    if np is None:
        return None
    if np.count is not None:
        return np.count
    if np.head == "number" or np.head == "value" or np.head == "cost":
        of = next((v for k, v in np.posts if k == "of"), None)
        if of is None:
            raise FrameError("amount of what")
        if np.head == "number":
            return A.CountOf(to_target(of))
        if np.head == "cost":
            return A.CostOf(to_target(of))
        return A.ValueOf(to_target(of, "die"))
    if np.det == "that_many":
        return A.SameAsDetermined()
    return A.Fixed(1)


# --- complements --------------------------------------------------------------------------------


class Comps:
    """The complements of a verb: frames take them by role; `done` checks nothing is left."""

    def __init__(self, items: list[Comp]) -> None:
        self.items = _flatten(items)

    def take_np(self) -> NP | None:
        for index, item in enumerate(self.items):
            if item.role == "np":
                return self.items.pop(index).np
        return None

    def take(self, *roles: str) -> Comp | None:
        for index, item in enumerate(self.items):
            if item.role in roles:
                return self.items.pop(index)
        return None

    def take_prep(self, *preps: str) -> NP | None:
        item = self.take(*preps)
        return item.np if item is not None else None

    def flag(self, name: str) -> bool:
        return self.take(name) is not None

    def done(self, verb: str) -> None:
        if self.items:
            roles = ", ".join(item.role for item in self.items)
            raise FrameError(f"„{verb}”: niezrozumiałe dopełnienie ({roles})")


ZONE_PREPS = {"in", "from", "on", "into", "under", "among", "at"}


def _flatten(items: list[Comp]) -> list[Comp]:
    """Prepositional phrases a noun phrase swallowed (LALR attaches them to the nearest noun)
    become complements of the verb again, except zones of the noun ("a card in your hand")."""
    out: list[Comp] = []
    for item in items:
        if item.np is None:
            out.append(item)
            continue
        np, lifted = _lift(item.np)
        out.append(Comp(item.role, np, item.value))
        out.extend(lifted)
    return out


def _lift(np: NP) -> tuple[NP, list[Comp]]:
    lifted: list[Comp] = []
    keep: list[tuple[str, Any]] = []
    for index, (kind, value) in enumerate(np.posts):
        if kind == "prep":
            prep, inner = value
            inner, more = _lift(inner)
            zone = ZONES.get(inner.head or "")
            if prep in ("in", "from", "of") and zone is not None and not lifted:
                keep.append(("zone", zone))
                keep.append(("zone_owner", inner))
                lifted.extend(more)
                continue
            if prep == "of":
                keep.append(("of", inner))
                lifted.extend(more)
                continue
            lifted.append(Comp(prep, inner))
            lifted.extend(more)
            # everything after a lifted phrase belongs to the verb too
            for rest_kind, rest_value in np.posts[index + 1 :]:
                if rest_kind == "prep":
                    rprep, rinner = rest_value
                    rinner, rmore = _lift(rinner)
                    lifted.append(Comp(rprep, rinner))
                    lifted.extend(rmore)
                elif rest_kind == "equal_to":
                    lifted.append(Comp("equal_to", value=rest_value))
                else:
                    lifted.append(Comp(rest_kind, value=rest_value))
            break
        if kind == "equal_to":
            lifted.append(Comp("equal_to", value=value))
            continue
        keep.append((kind, value))
    if np.inner is not None:
        inner, more = _lift(np.inner)
        np = NP(**{**np.__dict__, "inner": inner})
        lifted.extend(more)
    if np.items is not None:
        # a list's last item carries the verb's phrases: "a character or support from play"
        last, more = _lift(np.items[-1])
        np = NP(**{**np.__dict__, "items": [*np.items[:-1], last]})
        lifted.extend(more)
    np = NP(**{**np.__dict__, "posts": [p for p in keep if p[0] != "zone_owner"]})
    owner = next((v for k, v in keep if k == "zone_owner"), None)
    if owner is not None and np.owner is None and owner.owner is not None:
        np.owner = owner.owner
    if owner is not None and np.possessive is None and owner.possessive is not None:
        np.possessive = owner.possessive
    return np, lifted


# --- frames --------------------------------------------------------------------------------------


def _player_of(np: NP | None) -> Any:
    if np is None:
        return None
    target = to_target(np, "player")
    if not isinstance(target, A.Player):
        raise FrameError("not a player")
    return target


def _amount_and_tokens(np: NP, token: str) -> Any:
    if np.head != token:
        raise FrameError(f"expected {token}")
    return np_count(np) if np.count is not None else A.Fixed(1)


def f_deal(c: Comps, cl: Clause) -> Any:
    first = c.take_np()
    second = c.take_np()
    if first is None:
        raise FrameError("deal what")
    damage, target_np = (second, first) if second is not None else (first, c.take_prep("to"))
    if damage is None or damage.head != "damage":
        raise FrameError("deal: no damage")
    equal = c.take("equal_to")
    if equal is not None:
        amount = to_amount(equal.np or equal.value)
    elif damage.count is not None:
        amount = damage.count
    else:
        raise FrameError("deal: no amount")  # "deal damage" with no amount given
    if target_np is None:
        raise FrameError("deal: no target")
    maximum = c.take("maximum_of")
    indirect = any(lemma == "indirect" for _, lemma in damage.noms)
    unblockable = any(lemma == "unblockable" for _, lemma in damage.noms)
    c.take("icons")
    c.done("deal")
    if maximum is not None:
        amount = A.AtMost(amount, to_amount(maximum.value))
    if indirect:
        return A.DealIndirectDamage(amount, _player_of(target_np))
    target = to_target(target_np, "character")
    each = isinstance(target, A.Select) and target.each
    return A.DealDamage(amount, target, unblockable=unblockable, each=each)


def f_give(c: Comps, cl: Clause) -> Any:
    first = c.take_np()
    second = c.take_np()
    if first is None:
        raise FrameError("give what")
    if second is not None:
        target_np, thing = first, second
    else:
        thing, target_np = first, c.take_prep("to")  # type: ignore[assignment]
    if thing.head == "control":
        of = next((v for k, v in thing.posts if k == "of"), None)
        if of is None or target_np is None:
            raise FrameError("give control of what")
        c.done("give")
        return A.GiveControl(to_target(of), _player_of(target_np))
    if thing.head == "resource" and target_np is not None:
        equal = c.take("equal_to")
        c.done("give")
        amount = to_amount(equal.value) if equal else np_count(thing)
        return A.SpendResources(amount, _player_of(target_np))
    if thing.head != "shield" or target_np is None:
        raise FrameError("give: not shields")
    equal = c.take("equal_to")
    amount = to_amount(equal.value) if equal else np_count(thing)
    c.done("give")
    return A.GiveShields(amount, to_target(target_np, "character"))


def f_heal(c: Comps, cl: Clause) -> Any:
    thing = c.take_np()
    source = c.take_prep("from", "on")
    if thing is None or thing.head != "damage" or source is None:
        raise FrameError("heal")
    equal = c.take("equal_to")
    c.done("heal")
    amount = to_amount(equal.value) if equal else np_count(thing)
    return A.Heal(amount, to_target(source, "character"))


def f_discard(c: Comps, cl: Clause) -> Any:
    thing = c.take_np()
    if thing is None:
        raise FrameError("discard what")
    zone = "play" if c.flag("from_play") else None
    source = c.take_prep("from")
    target = to_target(thing, "card")
    if zone is None and isinstance(target, A.Select):
        zone = target.zone
    if zone is None and source is not None:
        zone = ZONES.get(source.head or "") or ("deck_top" if source.head == "top" else None)
    c.done("discard")
    if zone is None:
        zone = "play" if isinstance(target, A.Ref) else "hand"
    random = isinstance(target, A.Select) and any(f.kind == "random" for f in target.filters)
    return A.Discard(target, zone, random=random)  # type: ignore[arg-type]


def f_draw(c: Comps, cl: Clause) -> Any:
    thing = c.take_np()
    if thing is None or thing.head != "card":
        raise FrameError("draw what")
    c.done("draw")
    return A.Draw(np_count(thing))


def _resources(c: Comps, verb: str) -> Any:
    thing = c.take_np()
    if thing is None or thing.head != "resource":
        raise FrameError(f"{verb}: not resources")
    equal = c.take("equal_to")
    amount = to_amount(equal.value) if equal else np_count(thing)
    maximum = c.take("maximum_of")
    if maximum is not None:
        amount = A.AtMost(amount, to_amount(maximum.value))
    return amount


def f_gain(c: Comps, cl: Clause) -> Any:
    thing = c.items[0].np if c.items and c.items[0].np is not None else None
    if thing is not None and thing.head == "action":
        c.take_np()
        c.done("gain")
        return A.TakeActions(np_count(thing))
    amount = _resources(c, "gain")
    c.done("gain")
    return A.GainResources(amount)


def f_lose(c: Comps, cl: Clause) -> Any:
    amount = _resources(c, "lose")
    c.done("lose")
    return A.LoseResources(amount)


def f_spend(c: Comps, cl: Clause) -> Any:
    amount = _resources(c, "spend")
    c.done("spend")
    return A.SpendResources(amount)


def f_take(c: Comps, cl: Clause) -> Any:
    thing = c.take_np()
    if thing is not None and thing.head == "action":
        c.done("take")
        return A.TakeActions(np_count(thing))
    if thing is None or thing.head != "resource":
        raise FrameError("take what")
    source = c.take_prep("from")
    c.done("take")
    return A.TakeResources(np_count(thing), _player_of(source))


def f_roll(c: Comps, cl: Clause) -> Any:
    dice = c.take_np()
    if dice is None:
        raise FrameError("roll what")
    into = c.take_prep("into", "in")
    c.take("icons")
    c.done("roll")
    target = to_target(dice, "die")
    pool = None
    if into is not None:
        pool = "you" if into.possessive == "your" else ("opponent" if into.owner else "its")
    return A.RollDice(target, into=pool)  # type: ignore[arg-type]


def f_reroll(c: Comps, cl: Clause) -> Any:
    dice = c.take_np()
    if dice is None:
        raise FrameError("reroll what")
    c.done("reroll")
    return A.RerollDice(to_target(dice, "die"))


def f_remove(c: Comps, cl: Clause) -> Any:
    thing = c.take_np()
    if thing is None:
        raise FrameError("remove what")
    source = c.take_prep("from")
    if thing.head in ("shield", "damage", "resource"):
        if source is None:
            raise FrameError("remove tokens from where")
        c.done("remove")
        return A.RemoveTokens(thing.head, np_count(thing), to_target(source, "character"))  # type: ignore[arg-type]
    c.done("remove")
    return A.RemoveDice(to_target(thing, "die"))


def f_turn(c: Comps, cl: Clause) -> Any:
    dice = c.take_np()
    side = c.take_prep("to")
    if dice is None or side is None:
        raise FrameError("turn")
    c.done("turn")
    symbols = next((v for k, v in side.core().posts if k == "showing"), ())
    not_symbols = next((v for k, v in side.core().posts if k == "not_showing"), ())
    return A.TurnDie(to_target(dice, "die"), A.Face(tuple(symbols), tuple(not_symbols)))


def f_resolve(c: Comps, cl: Clause) -> Any:
    dice = c.take_np()
    if dice is None:
        raise FrameError("resolve what")
    against = c.take_prep("against")
    c.done("resolve")
    return A.ResolveDie(
        to_target(dice, "die"), against=to_target(against, "character") if against else None
    )


def _simple(node: type, kind: str, verb: str):
    def frame(c: Comps, cl: Clause) -> Any:
        thing = c.take_np()
        if thing is None:
            raise FrameError(f"{verb} what")
        c.done(verb)
        return node(to_target(thing, kind))

    return frame


def f_move(c: Comps, cl: Clause) -> Any:
    thing = c.take_np()
    if thing is None:
        raise FrameError("move what")
    source = c.take_prep("from")
    dest = c.take_prep("to", "onto", "on")
    c.done("move")
    if thing.head in ("shield", "damage"):
        if source is None or dest is None:
            raise FrameError("move tokens")
        return A.MoveTokens(
            thing.head,  # type: ignore[arg-type]
            np_count(thing),
            to_target(source, "character"),
            to_target(dest, "character"),
        )
    if dest is None:
        raise FrameError("move where")
    return A.MoveUpgrade(
        to_target(thing, "upgrade"),
        to_target(dest, "character"),
        to_target(source) if source else None,
    )


def f_play(c: Comps, cl: Clause) -> Any:
    card = c.take_np()
    if card is None:
        raise FrameError("play what")
    free = c.flag("for_free")
    source = c.take_prep("from")
    onto = c.take_prep("on", "onto")
    zone = ZONES.get(source.head or "") if source is not None else None
    target = to_target(card, "card")
    if zone is None and isinstance(target, A.Select):
        zone = target.zone
    c.done("play")
    return A.Play(
        target,
        zone=zone,  # type: ignore[arg-type]
        free=free,
        onto=to_target(onto, "character") if onto else None,
    )


def f_return(c: Comps, cl: Clause) -> Any:
    card = c.take_np()
    dest = c.take_prep("to")
    if card is None or dest is None:
        raise FrameError("return")
    c.done("return")
    if dest.head == "hand":
        return A.ReturnToHand(to_target(card))
    raise FrameError("return where")


def f_look_at(c: Comps, cl: Clause) -> Any:
    cards = c.take_np()
    if cards is None:
        raise FrameError("look at what")
    c.done("look at")
    return A.LookAt(to_target(cards, "card"))


def f_add(c: Comps, cl: Clause) -> Any:
    card = c.take_np()
    dest = c.take_prep("to")
    if card is None or dest is None:
        raise FrameError("add")
    if dest.head == "hand":
        c.done("add")
        target = to_target(card, "card")
        zone = target.zone if isinstance(target, A.Select) and target.zone else "discard_pile"
        return A.AddToHand(target, zone)
    if dest.head == "team":
        exhausted = c.take("np")
        c.done("add")
        return A.AddToTeam(to_target(card, "character"), exhausted=exhausted is not None)
    raise FrameError("add where")


def f_place(c: Comps, cl: Clause) -> Any:
    thing = c.take_np()
    on = c.take_prep("on", "under")
    if thing is None or on is None:
        raise FrameError("place")
    equal = c.take("equal_to")
    c.done("place")
    if thing.head == "damage":
        amount = to_amount(equal.value) if equal else np_count(thing)
        return A.PlaceDamage(amount, to_target(on, "character"))
    if thing.head == "resource":
        amount = to_amount(equal.value) if equal else np_count(thing)
        return A.PlaceResources(amount, to_target(on, "card"))
    if on.head == "top" or on.head == "bottom":
        return A.PutOnDeck(to_target(thing, "card"), on.head)  # type: ignore[arg-type]
    return A.PlaceCard(to_target(thing, "card"), to_target(on, "card"))


def f_spot(c: Comps, cl: Clause) -> Any:
    thing = c.take_np()
    if thing is None:
        raise FrameError("spot what")
    c.done("spot")
    return A.Spot(to_target(thing, "character"))


def f_choose(c: Comps, cl: Clause) -> Any:
    thing = c.take_np()
    if thing is None:
        raise FrameError("choose what")
    c.done("choose")
    return A.ChooseTarget(to_target(thing, "character"))


def f_reveal(c: Comps, cl: Clause) -> Any:
    thing = c.take_np()
    if thing is None:
        raise FrameError("reveal what")
    c.done("reveal")
    return A.Reveal(to_target(thing, "card"))


def f_shuffle(c: Comps, cl: Clause) -> Any:
    thing = c.take_np()
    into = c.take_prep("into")
    if thing is None:
        raise FrameError("shuffle what")
    c.done("shuffle")
    return A.Shuffle(to_target(thing, "card"), to_target(into, "card") if into else None)


def f_set_aside(c: Comps, cl: Clause) -> Any:
    thing = c.take_np()
    c.take("aside")
    if thing is None:
        raise FrameError("set aside what")
    c.done("set aside")
    return A.SetAside(to_target(thing, "card"))


def f_set(c: Comps, cl: Clause) -> Any:
    if c.take("aside") is None:
        raise FrameError("set")
    return f_set_aside(c, cl)


def f_exhaust(c: Comps, cl: Clause) -> Any:
    return _simple(A.Exhaust, "character", "exhaust")(c, cl)


def f_force(c: Comps, cl: Clause) -> Any:
    who = c.take_np()
    inf = c.take("infinitive")
    if who is None or inf is None:
        raise FrameError("force")
    c.done("force")
    return A.Force(_player_of(who), inf.value)


FRAMES = {
    "deal": f_deal,
    "give": f_give,
    "heal": f_heal,
    "discard": f_discard,
    "draw": f_draw,
    "gain": f_gain,
    "lose": f_lose,
    "spend": f_spend,
    "take": f_take,
    "roll": f_roll,
    "reroll": f_reroll,
    "remove": f_remove,
    "turn": f_turn,
    "resolve": f_resolve,
    "exhaust": f_exhaust,
    "ready": _simple(A.Ready, "character", "ready"),
    "activate": _simple(A.Activate, "character", "activate"),
    "defeat": _simple(A.Defeat, "character", "defeat"),
    "move": f_move,
    "play": f_play,
    "return": f_return,
    "look_at": f_look_at,
    "add": f_add,
    "place": f_place,
    "put": f_place,
    "spot": f_spot,
    "choose": f_choose,
    "reveal": f_reveal,
    "shuffle": f_shuffle,
    "set_aside": f_set_aside,
    "set": f_set,
    "force": f_force,
}


def build_effect(cl: Clause) -> Any:
    frame = FRAMES.get(cl.verb)
    if frame is None:
        raise FrameError(f"nieznany czasownik „{cl.verb}”")
    return frame(Comps(list(cl.comps)), cl)


# --- the tree transformer ---------------------------------------------------------------------

PARTITIVES = {
    "one of": "one_of",
    "each of": "each_of",
    "all of": "all_of",
    "any of": "any_of",
    "none of": "none_of",
}


def _t(children: list[Any]) -> list[Token]:
    return [c for c in children if isinstance(c, Token)]


class EnglishTransformer(Transformer):
    """Tree → `Sentence` (see the module docstring)."""

    # sentences
    def start(self, children: list[Any]) -> Sentence:
        body = children[0]
        if isinstance(body, Sentence):
            return body
        return Sentence("effect", _effect(body))

    def bullet(self, children: list[Any]) -> Any:
        return children[-1]

    def triggered(self, children: list[Any]) -> Sentence:
        trigger, body = children[0], children[-1]
        if isinstance(trigger, tuple) and trigger[0] == "while":
            return Sentence("persistent", _static(body), condition=trigger[1])
        return Sentence("triggered", _effect(body), trigger=trigger)

    def _trigger(self, timing: str, clause: Clause, wording: str, **kw: Any) -> A.Trigger:
        return A.Trigger(timing, _event(clause), wording=wording, **kw)  # type: ignore[arg-type]

    def trig_after(self, c: list[Any]) -> A.Trigger:
        return self._trigger("after", c[-1], "after")

    def trig_when(self, c: list[Any]) -> A.Trigger:
        return self._trigger("after", c[-1], "when")

    def trig_before(self, c: list[Any]) -> A.Trigger:
        clause: Clause = c[-1]
        return self._trigger("before", clause, "before", would=clause.modal == "would")

    def trig_first_time(self, c: list[Any]) -> A.Trigger:
        clause = next(x for x in c if isinstance(x, Clause))
        return self._trigger("after", clause, "first_time", once_per_round=True)

    def trig_while(self, c: list[Any]) -> tuple[str, Any]:
        return ("while", _condition(c[-1]))

    def trig_after_time(self, c: list[Any]) -> A.Trigger:
        np: NP = c[-1]
        if np.head == "setup":
            return A.Trigger("after", A.Event(("setup",)), wording="after")
        raise FrameError("after what")

    def trig_at(self, c: list[Any]) -> A.Trigger:
        np: NP = c[-1]
        if np.head in ("start", "end"):
            of = next((v for k, v in np.posts if k == "of"), None)
            if of is not None and of.head in ("round", "phase", "action phase", "upkeep phase"):
                return A.Trigger(
                    "after",
                    A.Event((f"{np.head}_of_{of.head.replace(' ', '_')}",)),  # type: ignore[arg-type]
                    wording="at",
                )
        raise FrameError("at what time")

    def only_character(self, c: list[Any]) -> Sentence:
        np: NP = c[0]
        target = to_target(np, "character")
        filters = target.filters if isinstance(target, A.Select) else ()
        return Sentence("restriction", restriction=A.OnlyCharacter(filters))

    def to_play(self, c: list[Any]) -> Sentence:
        clause = c[-1]
        effect = _effect(clause)
        if isinstance(effect, A.Spot):
            return Sentence("restriction", restriction=A.SpotToPlay(effect.target))
        raise FrameError("to play")

    def play_only_if(self, c: list[Any]) -> Sentence:
        return Sentence("restriction", restriction=A.PlayOnlyIf(_condition(c[-1])))

    def include_only(self, c: list[Any]) -> Sentence:
        raise FrameError("include only")

    def then_sentence(self, c: list[Any]) -> Sentence:
        return Sentence("then", _effect(c[-1]))

    def conditional(self, c: list[Any]) -> Any:
        cond, body = c[1], c[-1]
        return A.If(_condition(cond), _effect(body))

    def conditional_else(self, c: list[Any]) -> Any:
        values = [x for x in c if not isinstance(x, Token)]
        return A.If(_condition(values[0]), _effect(values[1]), _effect(values[2]))

    def otherwise(self, c: list[Any]) -> Any:
        raise FrameError("otherwise")

    def costed(self, c: list[Any]) -> Any:
        values = [x for x in c if not isinstance(x, Token)]
        if len(values) == 1:
            return _effect(values[0])
        cost, effect = _effect(values[0]), _effect(values[1])
        if isinstance(cost, A.May) and cost.player is None:
            return A.May(A.Costed(cost.effect, effect))  # "you may X to Y": the whole is optional
        return A.Costed(cost, effect)

    def sequence(self, c: list[Any]) -> Any:
        steps = []
        then = False
        for x in c:
            if isinstance(x, Token):
                then = then or x.type == "THEN"
                continue
            steps.append(_effect(x))
        if then and len(steps) == 2:
            return A.Then(steps[0], steps[1])
        return A.Sequence(tuple(steps))

    def choose_one(self, c: list[Any]) -> Any:
        return A.ChooseOne(tuple(_effect(x) for x in c if not isinstance(x, Token)))

    def choose_one_colon(self, c: list[Any]) -> Any:
        return A.ChooseOne(tuple(c[-1]))

    def choose_one_or_both(self, c: list[Any]) -> Any:
        return A.ChooseOptions(tuple(c[-1]), 2, distinct=True)

    def choose_two(self, c: list[Any]) -> Any:
        return A.ChooseOptions(tuple(c[-1]), 2)

    def option_list(self, c: list[Any]) -> list[Any]:
        return [_effect(x) for x in c if not isinstance(x, Token)]

    # clauses
    def clause(self, c: list[Any]) -> Clause:
        modal = None
        mods = []
        vp: Clause | None = None
        for x in c:
            if isinstance(x, tuple) and x and x[0] == "modal":
                modal = x[1]
            elif isinstance(x, Clause):
                vp = x
            elif isinstance(x, tuple):
                mods.append(x)
        assert vp is not None
        vp.modal = modal or vp.modal
        vp.mods.extend(mods)
        return vp

    def subject_clause(self, c: list[Any]) -> Clause:
        clause = self.clause(c[1:])
        clause.subject = c[0]
        return clause

    subj_clause = subject_clause

    def subject(self, c: list[Any]) -> NP:
        return c[0]

    def modal(self, c: list[Any]) -> tuple[str, str]:
        return ("modal", " ".join(str(t) for t in c))

    def _vp(self, c: list[Any], **kw: Any) -> Clause:
        verb = next((t for t in c if isinstance(t, Token) and t.type.startswith("VERB")), None)
        comps = [Comp("np", x) if isinstance(x, NP) else x for x in c if isinstance(x, Comp | NP)]
        if verb is None:
            return Clause("be", "", comps, **kw)
        return Clause(str(verb), getattr(verb, "form", ""), comps, **kw)

    def vp(self, c: list[Any]) -> Clause:
        return self._vp(c)

    def vp_s(self, c: list[Any]) -> Clause:
        return self._vp(c)

    def vp_past(self, c: list[Any]) -> Clause:
        return self._vp(c)

    def vp_be(self, c: list[Any]) -> Clause:
        return self._vp(c, copula=True)

    def vp_be_not(self, c: list[Any]) -> Clause:
        return self._vp(c, copula=True, negated=True)

    def vp_would_be(self, c: list[Any]) -> Clause:
        return self._vp(c, copula=True, modal="would")

    def vp_would(self, c: list[Any]) -> Clause:
        return self._vp(c, modal="would")

    # complements
    def complement(self, c: list[Any]) -> Comp:
        return Comp("np", c[0])

    def prep_np(self, c: list[Any]) -> Comp:
        return Comp(str(c[0]), c[1])

    def prep(self, c: list[Any]) -> Token:
        return c[0]

    def particle(self, c: list[Any]) -> Comp:
        return Comp(str(c[0]))

    def __default__(self, data: Any, children: list[Any], meta: Any) -> Any:
        raise FrameError(f"konstrukcja „{data}”")

    def for_free(self, c: list[Any]) -> Comp:
        return Comp("for_free")

    def instead(self, c: list[Any]) -> Comp:
        return Comp("instead")

    def in_play(self, c: list[Any]) -> Comp:
        return Comp("in_play")

    def from_play(self, c: list[Any]) -> Comp:
        return Comp("from_play")

    def into_play(self, c: list[Any]) -> Comp:
        return Comp("into_play")

    def equal_to(self, c: list[Any]) -> Comp:
        return Comp("equal_to", value=c[-1])

    def maximum_of(self, c: list[Any]) -> Comp:
        return Comp("maximum_of", value=c[-1])

    def icons(self, c: list[Any]) -> Comp:
        return Comp("icons", value=_icons(str(c[0])))

    def if_able(self, c: list[Any]) -> Comp:
        return Comp("if_able")

    def infinitive(self, c: list[Any]) -> Comp:
        verb = c[1]
        comps = [Comp("np", x) for x in c[2:] if isinstance(x, NP)]
        return Comp("infinitive", value=build_effect(Clause(str(verb), "", comps)))

    def reminder(self, c: list[Any]) -> Comp:
        return Comp("reminder", value=c[1])

    def in_any_order(self, c: list[Any]) -> Comp:
        return Comp("in_any_order")

    # clause modifiers
    def if_mod(self, c: list[Any]) -> tuple[str, Any]:
        return ("if", c[-1])

    def unless_mod(self, c: list[Any]) -> tuple[str, Any]:
        return ("unless", c[-1])

    def instead_mod(self, c: list[Any]) -> tuple[str, Any]:
        return ("instead", None)

    def participle(self, c: list[Any]) -> tuple[str, Any]:
        verb = c[1]
        comps = [
            Comp("np", x) if isinstance(x, NP) else x for x in c[2:] if isinstance(x, Comp | NP)
        ]
        return ("participle", Clause(str(verb), "ing", comps))

    def ignoring_mod(self, c: list[Any]) -> tuple[str, Any]:
        return ("ignoring", c[-1])

    def for_each_mod(self, c: list[Any]) -> tuple[str, Any]:
        return ("for_each", c[-1])

    # conditions
    def cond_clause(self, c: list[Any]) -> Clause:
        return c[0]

    def cond_able(self, c: list[Any]) -> Any:
        return A.Possible()

    # noun phrases
    def np_core(self, c: list[Any]) -> NP:
        np = NP()
        for x in c:
            if isinstance(x, tuple) and x[0] == "det":
                _apply_det(np, x[1])
            elif isinstance(x, tuple) and x[0] == "nom":
                np.noms.append((x[1].type, str(x[1])))
                if getattr(x[1], "form", "") == "pl":
                    np.plural = True
            elif isinstance(x, tuple):
                np.posts.append(x)
        return np

    def np_det_only(self, c: list[Any]) -> NP:
        return self.np_core(c)

    def np_pronoun(self, c: list[Any]) -> NP:
        np = NP(pronoun=c[0])
        np.posts = [x for x in c[1:] if isinstance(x, tuple)]
        return np

    def pronoun(self, c: list[Any]) -> str:
        return str(c[0])

    def np_owned(self, c: list[Any]) -> NP:
        owner: NP = c[0]
        np = self.np_core(c[2:])
        np.owner = owner
        return np

    def np_partitive(self, c: list[Any]) -> NP:
        kind, count = c[0]
        return NP(partitive=kind, count=count, inner=c[1])

    def partitive(self, c: list[Any]) -> tuple[str, Any]:
        tokens = _t(c)
        first = tokens[0]
        if first.type in ("ONE_OF", "EACH_OF", "ALL_OF", "ANY_OF", "NONE_OF"):
            return (PARTITIVES[str(first)], None)
        if first.type == "NUMBER":
            if len(tokens) > 2 and tokens[1].type == "OR_MORE":
                return ("n_of", A.AtLeast(int(first)))
            return ("n_of", A.Fixed(int(first)))
        if first.type == "UP_TO":
            value = tokens[1]
            return ("n_of", A.UpTo(int(value)) if value.type == "NUMBER" else A.VariableX())
        if first.type == "X":
            return ("n_of", A.VariableX())
        if first.type == "ONE":
            return ("n_of", A.AtLeast(1))
        if first.type == "ANOTHER":
            return ("another_of", A.Fixed(1))
        raise FrameError(f"partitive {first}")

    def np_list(self, c: list[Any]) -> NP:
        items = [x for x in c if isinstance(x, NP)]
        flat: list[NP] = []
        for item in items:
            flat.extend(item.items if item.items is not None and item.join is None else [item])
        return NP(items=flat, join=None)

    def np_join(self, c: list[Any]) -> NP:
        items = [x for x in c if isinstance(x, NP)]
        join = "and" if any(isinstance(t, Token) and t.type == "AND" for t in c) else "or"
        flat: list[NP] = []
        for item in items:
            if item.items is not None and item.join in (None, join):
                flat.extend(item.items)
            else:
                flat.append(item)
        return NP(items=flat, join=join)

    def np_amount(self, c: list[Any]) -> NP:
        raise FrameError("amount word")

    def det(self, c: list[Any]) -> tuple[str, list[Token]]:
        return ("det", _t(c))

    def nom(self, c: list[Any]) -> tuple[str, Token]:
        return ("nom", c[0])

    # post-modifiers
    def p_showing(self, c: list[Any]) -> tuple[str, Any]:
        return ("showing", c[-1])

    def p_not_showing(self, c: list[Any]) -> tuple[str, Any]:
        return ("not_showing", c[-1])

    def sym_np(self, c: list[Any]) -> tuple[str, ...]:
        return _symbols(c[0])

    def sym_icons(self, c: list[Any]) -> tuple[str, ...]:
        return _icons(str(c[0]))

    def p_prep(self, c: list[Any]) -> tuple[str, Any]:
        return ("prep", (str(c[0]), c[1]))

    def p_in_play(self, c: list[Any]) -> tuple[str, Any]:
        return ("in_play", None)

    def p_from_play(self, c: list[Any]) -> tuple[str, Any]:
        return ("zone", "play")

    def p_icons(self, c: list[Any]) -> tuple[str, Any]:
        return ("icons", _icons(str(c[0])))

    def p_set_ref(self, c: list[Any]) -> tuple[str, Any]:
        return ("set_ref", str(c[0]))

    def p_titled(self, c: list[Any]) -> tuple[str, Any]:
        return ("titled", str(c[-1]))

    def p_equal_to(self, c: list[Any]) -> tuple[str, Any]:
        return ("equal_to", c[-1])

    def p_yours(self, c: list[Any]) -> tuple[str, Any]:
        return ("yours", None)

    def p_rel(self, c: list[Any]) -> tuple[str, Any]:
        clause = next(x for x in c if isinstance(x, Clause))
        if clause.verb == "cost":
            comps = Comps(list(clause.comps))
            np = comps.take_np()
            if np is not None and np.count is not None:
                return (
                    ("cost_at_most", np.count)
                    if isinstance(np.count, A.UpTo)
                    else ("cost_rel", np.count)
                )
        raise FrameError("relative clause")


def _apply_det(np: NP, tokens: list[Token]) -> None:
    kinds = [t.type for t in tokens]
    first = tokens[0]
    if kinds == ["DET"] or kinds == ["DET", "OTHER"]:
        np.det = str(first)
        if len(kinds) == 2:
            np.noms.insert(0, ("OTHER", "other"))
    elif kinds[0] == "POSS":
        np.possessive = str(first)
        np.det = str(first)
        if "NUMBER" in kinds:
            np.count = A.Fixed(int(tokens[kinds.index("NUMBER")]))
        if "OTHER" in kinds:
            np.noms.insert(0, ("OTHER", "other"))
    elif kinds == ["NUMBER"]:
        np.count = A.Fixed(int(first))
    elif kinds == ["NUMBER", "OR_MORE"]:
        np.count = A.AtLeast(int(first))
    elif kinds == ["NUMBER", "OR_LESS"]:
        np.count = A.UpTo(int(first))
    elif kinds[0] == "UP_TO":
        np.count = A.UpTo(int(tokens[1])) if kinds[1] == "NUMBER" else A.VariableX()
    elif kinds == ["ONE"]:
        np.count = A.Fixed(1)
    elif kinds == ["X"]:
        np.count = A.VariableX()
    elif kinds == ["EACH"]:
        np.det = "each"
    elif kinds == ["ALL"]:
        np.det = "all"
    elif kinds == ["ANY"]:
        np.det = "any"
    elif kinds == ["ANOTHER"]:
        np.det = "another"
    elif kinds == ["THAT_MANY"]:
        np.det = "that_many"
        np.count = A.SameAsDetermined()
    elif kinds == ["DET", "NUMBER"]:
        np.det = str(first)
        np.count = A.Fixed(int(tokens[1]))
    elif kinds[0] in ("THE_TOP", "THE_BOTTOM"):
        np.det = "top" if kinds[0] == "THE_TOP" else "bottom"
        np.count = A.Fixed(int(tokens[1])) if len(tokens) > 1 else A.Fixed(1)
        np.noms.insert(0, ("ADJ", np.det))
    else:
        raise FrameError("determiner " + " ".join(str(t) for t in tokens))


def _symbols(np: NP) -> tuple[str, ...]:
    if np.items is not None:
        return tuple(s for item in np.items for s in _symbols(item))
    symbols: list[str] = []
    for kind, value in np.posts:
        if kind == "icons":
            return tuple(value)
    for cls, lemma in np.noms:
        if cls == "DMG_TYPE":
            symbols.append(DAMAGE_TYPES[lemma])
    head = np.head
    if symbols:
        return tuple(symbols)
    if head in SYMBOL_NOUNS:
        return SYMBOL_NOUNS[head]
    raise FrameError("showing what")


def _effect(value: Any) -> Any:
    """A clause (or an effect already built) as an effect node, with its modifiers applied."""
    if not isinstance(value, Clause):
        return value
    clause = value
    if clause.subject is not None:
        return _subject_effect(clause)
    effect = build_effect(clause)
    return _apply_mods(effect, clause)


def _apply_mods(effect: Any, clause: Clause) -> Any:
    for kind, mod in clause.mods:
        if kind == "if":
            effect = A.If(_condition(mod), effect)
        elif kind == "instead":
            effect = A.Instead(effect)
        elif kind == "unless":
            raise FrameError("unless")
        else:
            raise FrameError(f"modifier {kind}")
    if clause.modal in ("may",):
        effect = A.May(effect)
    elif clause.modal is not None:
        raise FrameError(f"modal {clause.modal}")
    return effect


def _subject_effect(clause: Clause) -> Any:
    subject = clause.subject
    assert subject is not None
    if subject.pronoun == "you":
        inner = Clause(clause.verb, clause.form, clause.comps, None, clause.modal, clause.mods)
        return _effect(inner)
    player = to_target(subject, "player")
    if isinstance(player, A.Player):
        inner = Clause(clause.verb, clause.form, clause.comps, None, None, clause.mods)
        effect = _effect(inner)
        if clause.modal == "may":
            return A.May(effect, player)
        return A.Force(player, effect)
    raise FrameError("statement")


def _static(value: Any) -> Any:
    raise FrameError("persistent statement")


def _event(clause: Clause) -> A.Event:
    subject = clause.subject
    if subject is None:
        raise FrameError("event without subject")
    kinds = {
        "activate": "activated",
        "play": "played",
        "defeat": "defeated",
        "discard": "discarded",
        "resolve": "resolved",
        "remove": "removed",
        "roll": "rolled",
        "reveal": "revealed",
        "claim": "claimed",
        "reroll": "rerolled",
        "turn": "turned",
        "spend": "spent",
        "exhaust": "exhausted",
        "ready": "readied",
    }
    if clause.copula:
        comps = list(clause.comps)
        if (
            comps
            and comps[0].np is not None
            and comps[0].np.noms
            and comps[0].np.noms[0][0] == "VERB_ED"
        ):
            participle = comps[0].np.noms[0][1]
            rest = comps[0].np.noms[1:]
            if participle == "deal" and rest and rest[-1][1] == "damage":
                return A.Event(("takes_damage",), subject=to_target(subject, "character"))
            if participle in kinds and not rest and len(comps) == 1:
                return A.Event((kinds[participle],), subject=to_target(subject, "character"))  # type: ignore[arg-type]
        raise FrameError("event (be)")
    if clause.verb in kinds:
        actor = "you" if subject.pronoun == "you" else None
        comps_ = Comps(list(clause.comps))
        obj = comps_.take_np()
        onto = comps_.take_prep("on")
        comps_.done(clause.verb)
        if actor is None:
            player = (
                to_target(subject, "player") if subject.head in ("opponent", "player") else None
            )
            if isinstance(player, A.Player):
                actor = {"opponent": "opponent", "each_opponent": "opponent"}.get(player.who, "any")
            else:
                if obj is None:
                    return A.Event((kinds[clause.verb],), subject=to_target(subject, "die"))  # type: ignore[arg-type]
                raise FrameError("event subject")
        return A.Event(
            (kinds[clause.verb],),  # type: ignore[arg-type]
            subject=to_target(obj, "character") if obj else None,
            actor=actor,
            onto=to_target(onto, "character") if onto else None,
        )
    raise FrameError(f"event „{clause.verb}”")


def _condition(value: Any) -> Any:
    if not isinstance(value, Clause):
        return value
    clause = value
    subject = clause.subject
    if subject is None:
        raise FrameError("condition without subject")
    if clause.verb == "control" and subject.pronoun == "you":
        comps = Comps(list(clause.comps))
        np = comps.take_np()
        if np is not None and np.head == "battlefield":
            comps.done("control")
            return A.ControlsBattlefield("you")
    if clause.verb == "spot" and subject.pronoun == "you":
        comps = Comps(list(clause.comps))
        np = comps.take_np()
        comps.done("spot")
        if np is not None:
            return A.Spotted(to_target(np, "character"))
    try:
        return _event(clause)
    except FrameError:
        raise FrameError("condition") from None
