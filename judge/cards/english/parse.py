"""Parse an English card text into the same ability AST as the Polish one.

`parse_english(text) -> CardText`. Sentences are grouped into abilities as in
`judge.cards.parse`: a header ("Action -", "Power Action -", "Claim -", "[special] -",
"Setup -"), a trigger, a keyword line, a play restriction or a persistent statement starts an
ability; imperative sentences and "Then …" continue the ability before them. A sentence the
grammar or a verb frame does not understand becomes `Unparsed` with its exact span and the
reason; nothing here raises for any input.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any

from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

from judge.cards import ast as A
from judge.cards.english.grammar import sentence_parser
from judge.cards.english.segment import KEYWORD, KEYWORD_NAMES, PARALLEL, TEAM_UP, Segment, segment
from judge.cards.english.transform import THAT_DAMAGE, FrameError, Sentence
from judge.cards.english.typos import typos_in

MAX_TEXT = 20_000


@lru_cache(maxsize=8192)
def parse_sentence(text: str) -> Sentence:
    """Parse one English sentence (raises on failure). Cached: a sixth of the pool's sentences
    are repeated word for word ("Draw a card."); a `Sentence` is never changed after."""
    result: Any = sentence_parser().parse(text)  # the transformer's Sentence, not a tree
    return result


@dataclass
class _Building:
    kind: str
    start: int
    end: int
    trigger: A.Trigger | None = None
    steps: list[tuple[str, Any]] = field(default_factory=list)
    line: int = 0


def parse_english(text: str) -> A.CardText:
    if not isinstance(text, str):
        text = str(text)
    if len(text) > MAX_TEXT:
        return A.CardText(text, (A.Unparsed(text, 0, len(text), "tekst jest za długi"),))
    abilities: list[A.Ability | A.Unparsed] = []
    current: _Building | None = None

    def close() -> None:
        nonlocal current
        if current is not None:
            abilities.append(_finish(current, text))
            current = None

    for seg in segment(text):
        start, end = seg.start, seg.end
        keyword = KEYWORD.match(seg.text) if seg.header is None else None
        parallel = PARALLEL.match(seg.text) if seg.header is None else None
        team_up = TEAM_UP.match(seg.text) if seg.header is None else None
        if keyword or parallel or team_up:
            close()
            if parallel is not None:
                name, reminder = "parallel_die", parallel["reminder"]
            elif team_up is not None:
                name, reminder = "team_up", team_up["reminder"]
            else:
                assert keyword is not None
                name = KEYWORD_NAMES[" ".join(keyword["name"].lower().split())]
                reminder = keyword["reminder"]
            abilities.append(
                A.Ability(
                    kind="keyword",
                    keyword=A.Keyword(name, reminder),  # type: ignore[arg-type]
                    text=text[start:end],
                    start=start,
                    end=end,
                )
            )
            continue
        result = _parse_segment(seg, text)
        if seg.header is not None:
            close()
            current = _Building(seg.header, start, end, line=seg.line)
            current.steps.append(("plain", _effect_of(result)))
            continue
        if isinstance(result, A.Unparsed):
            if current is not None and current.line == seg.line:
                current.steps.append(("plain", result))
                current.end = end
            else:
                close()
                abilities.append(result)
            continue
        if result.kind in ("restriction", "persistent"):
            close()
            abilities.append(
                A.Ability(
                    kind=result.kind,  # type: ignore[arg-type]
                    effect=result.effect,
                    restriction=result.restriction,
                    condition=result.condition,
                    text=text[start:end],
                    start=start,
                    end=end,
                )
            )
        elif (
            result.kind == "effect"
            and isinstance(result.effect, A.If)
            and isinstance(result.effect.condition, A.Event)
            and result.effect.otherwise is None
            and (current is None or current.line != seg.line)
        ):
            # "If attached character takes damage, …" opening a line is a triggered ability
            # (RR cz. 7: "jeśli"/"if" introduces a trigger like "after").
            close()
            trigger = A.Trigger("after", result.effect.condition, wording="if")
            current = _Building("triggered", start, end, trigger=trigger, line=seg.line)
            current.steps.append(("plain", result.effect.then))
        elif result.kind == "integral":
            close()
            abilities.append(
                A.Ability(
                    kind="integral",
                    effect=result.effect,
                    text=text[start:end],
                    start=start,
                    end=end,
                )
            )
        elif result.kind == "triggered":
            close()
            current = _Building("triggered", start, end, trigger=result.trigger, line=seg.line)
            current.steps.append(("plain", result.effect))
        elif result.kind == "otherwise" and current is not None and _open_if(current):
            kind, last = current.steps[-1]
            current.steps[-1] = (kind, _with_otherwise(last, result.effect))
            current.end = end
        elif result.kind == "otherwise" and current is not None and _ends_with_may(current):
            # "You may resolve it. Otherwise, remove it.": when the option was not taken
            current.steps.append(("plain", A.If(A.Not(A.DidIt()), result.effect)))
            current.end = end
        elif result.kind == "otherwise":
            # "Otherwise" after something that is neither a condition nor an option
            close()
            abilities.append(A.Unparsed(text[start:end], start, end, "„otherwise” bez warunku"))
        else:
            if current is None:
                current = _Building("effect", start, end, line=seg.line)
            current.steps.append(("then" if result.kind == "then" else "plain", result.effect))
            current.end = end
            current.line = seg.line
    close()
    return A.CardText(text, tuple(_with_typos(ability, text) for ability in abilities))


def _with_typos(ability: A.Ability | A.Unparsed, text: str) -> A.Ability | A.Unparsed:
    """The misspellings the lexer repaired inside the ability, listed on it."""
    if not isinstance(ability, A.Ability):
        return ability
    typos = typos_in(text, ability.start, ability.end)
    return replace(ability, typos=typos) if typos else ability


def _ends_with_may(building: _Building) -> bool:
    last = building.steps[-1][1] if building.steps else None
    while isinstance(last, A.Then | A.Sequence):
        last = last.then if isinstance(last, A.Then) else last.steps[-1]
    return isinstance(last, A.May)


def _open_if(building: _Building) -> bool:
    """The ability ends with an `If` that has no "otherwise" yet (also as the last step of a
    sequence: "Roll a die and resolve it, if able. Otherwise, remove it.")."""
    return bool(building.steps) and _last_if(building.steps[-1][1]) is not None


def _last_if(node: Any) -> Any:
    if isinstance(node, A.If):
        return node if node.otherwise is None else None
    if isinstance(node, A.Sequence) and node.steps:
        return _last_if(node.steps[-1])
    if isinstance(node, A.Then):
        return _last_if(node.then)
    return None


def _with_otherwise(node: Any, otherwise: Any) -> Any:
    """`node` with "otherwise" given to its last open `If`."""
    if isinstance(node, A.If):
        return replace(node, otherwise=otherwise)
    if isinstance(node, A.Sequence):
        return replace(node, steps=(*node.steps[:-1], _with_otherwise(node.steps[-1], otherwise)))
    if isinstance(node, A.Then):
        return replace(node, then=_with_otherwise(node.then, otherwise))
    return node


def _parse_segment(seg: Segment, text: str) -> Sentence | A.Unparsed:
    if not seg.text.strip():
        span = text[seg.start : seg.end].strip()
        start = text.index(span, seg.start) if span else seg.start
        return A.Unparsed(span, start, start + len(span), "pusta zdolność")
    try:
        return parse_sentence(seg.text)
    except Exception as exc:  # one sentence failing leaves the rest of the card intact
        return A.Unparsed(text[seg.start : seg.end], seg.start, seg.end, _reason(exc, seg.text))


def _reason(exc: Exception, sentence: str) -> str:
    exc = getattr(exc, "orig_exc", None) or exc
    if isinstance(exc, UnexpectedToken):
        token = exc.token
        where = getattr(token, "start_pos", None)
        shown = sentence[where : getattr(token, "end_pos", None)] if where is not None else token
        if token.type == "WORD":
            return f"nieznane słowo „{shown}”"
        return f"nieoczekiwane „{shown}”"
    if isinstance(exc, UnexpectedEOF):
        return "zdanie urwane"
    if isinstance(exc, UnexpectedCharacters | UnexpectedInput):
        return "nieznany znak"
    if isinstance(exc, FrameError):
        return f"niezrozumiała konstrukcja: {exc}"
    return f"{type(exc).__name__}: {str(exc)[:150]}"


def _effect_of(result: Sentence | A.Unparsed) -> Any:
    return result if isinstance(result, A.Unparsed) else result.effect


def _fold(steps: list[tuple[str, Any]]) -> Any:
    effect: Any = None
    for kind, node in steps:
        if effect is None:
            effect = node
        elif kind == "then":
            effect = A.Then(effect, node)
        elif isinstance(effect, A.Sequence):
            effect = A.Sequence((*effect.steps, node))
        else:
            effect = A.Sequence((effect, node))
    return effect


def _bind_chosen(node: Any, kind: str | None) -> Any:
    """After "Choose a character", "it" and "that character" are the chosen one."""
    if isinstance(node, A.Ref) and node.to == "given" and (node.kind == kind or node.kind is None):
        return A.Ref("chosen", kind)
    return A.map_children(node, lambda child: _bind_chosen(child, kind))


def _chosen(effect: Any) -> Any:
    steps = effect.steps if isinstance(effect, A.Sequence) else None
    first = effect.first if isinstance(effect, A.Then) else (steps[0] if steps else None)
    chosen = first.effect if isinstance(first, A.Costed) else first  # "Spend 5 … to choose …"
    if isinstance(chosen, A.ChooseTarget) and isinstance(chosen.target, A.Select):
        kind = chosen.target.kind
        if isinstance(effect, A.Then):
            return A.Then(first, _bind_chosen(effect.then, kind))
        assert steps is not None
        return A.Sequence((first, *(_bind_chosen(step, kind) for step in steps[1:])))
    return effect


def _lift_cost(effect: Any) -> tuple[Any, Any]:
    """A cost paid at the start of an ability is the ability's cost ("Exhaust this support
    to …"), also when "Then …" follows."""
    if isinstance(effect, A.Costed):
        return effect.effect, effect.cost
    if isinstance(effect, A.Sequence) and effect.steps and isinstance(effect.steps[0], A.Costed):
        first = effect.steps[0]
        return replace(effect, steps=(first.effect, *effect.steps[1:])), first.cost
    if isinstance(effect, A.Then) and isinstance(effect.first, A.Costed):
        inner, cost = _lift_cost(effect.first)
        return A.Then(inner, effect.then), cost
    return effect, None


def _rolled_die(effect: Any) -> Any:
    """ "roll a … die into your pool. Set aside that die …": in the steps after the roll,
    "that die" is the die just rolled (`Ref("just", "die", "rolled")`, which the engine binds
    to the die the roll took), not this card's own die: the die rolled is often another
    card's ("roll an ID9 Seeker Droid die") or a set-aside copy."""

    given_die = A.Ref("given", "die")
    if any(isinstance(n, A.RollDice) and n.dice == given_die for n in A.walk(effect)):
        # "roll that weapon die": the die named before is rolled, not a die of this ability
        return effect
    rolled = A.Ref("just", "die", "rolled")

    def rolls(node: Any) -> bool:
        return any(isinstance(n, A.RollDice) for n in A.walk(node))

    def bind(node: Any) -> Any:
        if node == given_die:
            return rolled
        return A.map_children(node, bind)

    def visit(node: Any, after_roll: bool) -> Any:
        if after_roll:
            return bind(node)
        if isinstance(node, A.Sequence):
            steps, seen = [], False
            for step in node.steps:
                steps.append(visit(step, seen))
                seen = seen or rolls(step)
            return A.Sequence(tuple(steps))
        if isinstance(node, A.Then):
            return A.Then(visit(node.first, False), visit(node.then, rolls(node.first)))
        if isinstance(node, A.May | A.Costed | A.Force):
            return replace(node, effect=visit(node.effect, False))
        if isinstance(node, A.If):
            return replace(
                node,
                then=visit(node.then, False),
                otherwise=visit(node.otherwise, False) if node.otherwise is not None else None,
            )
        return node

    return visit(effect, False)


def _removed_dice(effect: Any) -> Any:
    """ "Remove any number of your dice to discard a support … of those dice": after a cost
    that removes dice, "those dice" / "that die" of the effect are the dice just removed (the
    Polish cards say "usuniętych kości")."""
    removed = A.Ref("just", "die", "removed")
    just_count = A.CountOf(A.Ref("just"))

    def bind(node: Any, inside: bool | str) -> Any:
        if inside and isinstance(node, A.Ref) and node.to == "given" and node.kind == "die":
            return removed
        if inside == "one" and node == just_count:
            # "remove one of your dice to deal that much damage": one die's amount is its value
            return A.ValueOf(removed)
        if isinstance(node, A.Costed) and _removes_dice(node.cost):
            return replace(node, effect=bind(node.effect, _one_die(node.cost) or True))
        return A.map_children(node, lambda child: bind(child, inside))

    return bind(effect, False)


def _one_die(cost: Any) -> str:
    steps = cost.steps if isinstance(cost, A.Sequence) else (cost,)
    removal = next(step for step in steps if isinstance(step, A.RemoveDice))
    dice = removal.dice
    single = isinstance(dice, A.Ref) or (
        isinstance(dice, A.Select) and dice.count == A.Fixed(1) and not dice.each
    )
    return "one" if single else ""


def _removes_dice(cost: Any) -> bool:
    """A cost that removes dice ("remove this die", "spend 2 resources and remove …")."""
    if isinstance(cost, A.Sequence):
        return sum(isinstance(step, A.RemoveDice) for step in cost.steps) == 1
    return isinstance(cost, A.RemoveDice)


def _rolled_by_both(effect: Any) -> bool:
    """You roll a die, an opponent is forced to roll one, then "the die (that you) just
    rolled" follows: the AST's Ref("just") cannot say whose roll it means."""
    forced = any(
        isinstance(node, A.Force) and any(isinstance(n, A.RollDice) for n in A.walk(node.effect))
        for node in A.walk(effect)
    )
    just = any(
        isinstance(node, A.Ref) and node.to == "just" and node.verb == "rolled"
        for node in A.walk(effect)
    )
    return forced and just


def _determined(effect: Any) -> Any:
    """ "Count the number of … Reroll that many …": after a `Determine` step, "that many" is
    the number it fixed (`SameAsDetermined`)."""
    just_count = A.CountOf(A.Ref("just"))

    def bind(node: Any) -> Any:
        if node == just_count:
            return A.SameAsDetermined()
        return A.map_children(node, lambda child: bind(child))

    return bind(effect)


def _looked_at(effect: Any) -> Any:
    """ "Look at an opponent's hand and discard … from it": the discard's zone is the zone
    the step before looked at, revealed or searched (marked "looked_at" by the transformer);
    the steps are followed in order through `Sequence` and `Then`."""
    seen: list[A.Select] = []

    def visit(node: Any) -> Any:
        if isinstance(node, A.Sequence):
            return A.Sequence(tuple(visit(step) for step in node.steps))
        if isinstance(node, A.Then):
            return A.Then(visit(node.first), visit(node.then))
        if isinstance(node, A.May | A.Costed | A.If | A.Force):
            field = "effect" if not isinstance(node, A.If) else "then"
            if isinstance(node, A.Costed):
                node = replace(node, cost=visit(node.cost))
            return replace(node, **{field: visit(getattr(node, field))})
        if isinstance(node, A.LookAt | A.Reveal) and isinstance(node.cards, A.Select):
            seen.append(node.cards)
        if isinstance(node, A.AddToHand) and node.zone == "looked_at" and seen:
            return replace(node, zone=seen[-1].zone)
        placed = node.cards if isinstance(node, A.PutOnDeck) else None
        if isinstance(node, A.SetAside) and isinstance(node.what, A.Select):
            placed = node.what
        if isinstance(placed, A.Select) and placed.zone == "looked_at" and seen:
            # "place an event from it on top of their deck": from the hand looked at
            cards = replace(placed, zone=seen[-1].zone, controller=seen[-1].controller)
            if isinstance(node, A.SetAside):
                return replace(node, what=cards)
            return replace(node, cards=cards)
        if isinstance(node, A.Discard) and node.zone == "looked_at" and seen:
            zone = seen[-1].zone
            cards = replace(node.cards, zone=zone, controller=seen[-1].controller)
            return replace(node, cards=cards, zone=zone)
        return node

    return visit(effect)


def _node_types(node: Any) -> set[type]:
    """The node classes under `node` (one walk; `A.walk` per pass cost a tenth of the parse)."""
    found: set[type] = set()
    stack = [node]
    while stack:
        item = stack.pop()
        if isinstance(item, A.Node):
            cls = type(item)
            found.add(cls)
            names = _FIELDS.get(cls)
            if names is None:
                names = _FIELDS[cls] = tuple(f.name for f in dataclasses.fields(item))  # type: ignore[arg-type]
            stack.extend(getattr(item, name) for name in names)
        elif isinstance(item, tuple | list):
            stack.extend(item)
    return found


_FIELDS: dict[type, tuple[str, ...]] = {}


def _that_damage(effect: Any, trigger: A.Trigger | None) -> Any:
    """Bind "that damage" (`transform.THAT_DAMAGE`): the trigger's damage, or the value of the
    die showing damage a step of the ability removed or chose; None when neither."""
    if trigger is not None and "takes_damage" in trigger.event.kinds:
        bound: Any = A.CountOf(A.Ref("trigger", "damage"))
    elif any(_shows_damage(_selected(node)) for node in A.walk(effect)):
        bound = A.ValueOf(A.Ref("given", "die"))
    elif any(
        isinstance(node, A.TurnDie) and set(node.to.symbols) & {"MD", "RD", "ID"}
        for node in A.walk(effect)
    ):
        bound = A.ValueOf(A.Ref("given", "die"))  # "turn a die to a side showing damage to …"
    else:
        return None
    return _replace_that_damage(effect, bound)


def _selected(node: Any) -> Any:
    """The dice a step removed or chose."""
    if isinstance(node, A.RemoveDice):
        return node.dice
    if isinstance(node, A.ChooseTarget):
        return node.target
    return None


def _shows_damage(target: Any) -> bool:
    return isinstance(target, A.Select) and any(
        f.kind == "showing" and bool(set(f.value or ()) & {"MD", "RD", "ID"})
        for f in target.filters
    )


def _replace_that_damage(node: Any, bound: Any) -> Any:
    if node == THAT_DAMAGE:
        return bound
    return A.map_children(node, lambda child: _replace_that_damage(child, bound))


def _finish(building: _Building, text: str) -> A.Ability | A.Unparsed:
    effect = _chosen(_fold(building.steps))
    present = _node_types(effect)
    if A.CountOf in present and any(node == THAT_DAMAGE for node in A.walk(effect)):
        bound = _that_damage(effect, building.trigger)
        span = text[building.start : building.end]
        if bound is None:
            return A.Unparsed(
                span, building.start, building.end, "„te obrażenia”: nie wiadomo, które"
            )
        effect = bound
    if A.Half in present and any(
        isinstance(n, A.Half) and not isinstance(n.round_up, bool) for n in A.walk(effect)
    ):
        span = text[building.start : building.end]
        return A.Unparsed(span, building.start, building.end, "połowa bez zaokrąglenia")
    if A.Force in present and A.RollDice in present and _rolled_by_both(effect):
        span = text[building.start : building.end]
        return A.Unparsed(
            span, building.start, building.end, "„właśnie rzucona kość”: nie wiadomo, czyja"
        )
    if A.RollDice in present:
        effect = _rolled_die(effect)
    if A.Determine in present:
        effect = _determined(effect)
    if A.Discard in present or A.AddToHand in present:
        effect = _looked_at(effect)
    if A.PutOnDeck in present or A.SetAside in present:
        effect = _looked_at(effect)
    if (A.Discard in present or A.AddToHand in present or A.PutOnDeck in present) and any(
        (isinstance(n, A.Discard | A.AddToHand) and n.zone == "looked_at")
        or (isinstance(n, A.Select) and n.zone == "looked_at")
        for n in A.walk(effect)
    ):
        span = text[building.start : building.end]
        return A.Unparsed(span, building.start, building.end, "„z niej”: nie wiadomo, skąd")
    if A.Costed in present and A.RemoveDice in present:
        effect = _removed_dice(effect)
    optional = False
    if isinstance(effect, A.May) and effect.player is None:
        optional, effect = True, effect.effect
    effect, cost = _lift_cost(effect)
    return A.Ability(
        kind=building.kind,  # type: ignore[arg-type]
        effect=effect,
        trigger=building.trigger,
        optional=optional,
        cost=cost,
        text=text[building.start : building.end],
        start=building.start,
        end=building.end,
    )
