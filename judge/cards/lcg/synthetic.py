"""Synthetic LCG sentences: the English grammar measured on texts it has never seen.

Card texts are few and part of them is held back, so they cannot say how the grammar meets a
new wording. These sentences are composed from parts whose meaning is known, in the rulebook's
own phrasing ("Zdolności kart", the keyword and timing sections of `lcg-rules`): an ability
frame (action, action with a focus or sacrifice cost, reaction and forced reaction after an
event, interrupt when an event happens, a limit, a condition "If you control ...") × an effect
verb (deal damage, place focus tokens or shields, remove damage or focus tokens, destroy,
capture, draw) × an amount (1, 2, 3) × a target (a noun phrase with a controller, a state, a
trait, an affiliation, "each", "up to 2", "this unit", a relative clause of control).

Each sentence must parse into one ability of the frame's kind and label, whose effect is the
verb's node with the amount and a target that has every composed property
(`Sentence.problem`). `figures()` gives the count and the rate; `failures()` what failed.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from judge.cards.lcg import ast as A
from judge.cards.lcg.parse import parse_text

AMOUNTS = (1, 2, 3)


@dataclass(frozen=True)
class Target:
    """A noun phrase and the properties its Select (or Ref) must have."""

    text: str
    kinds: tuple[str, ...] = ("unit",)
    expect: tuple[tuple[str, Any], ...] = ()  # (Select field, value)
    ref: str | None = None  # a Ref name instead of a Select ("this unit")
    single: bool = True  # one card (destroy/capture take only these)


TARGETS = (
    Target("a target unit", expect=(("target", True),)),
    Target("a target enemy unit", expect=(("target", True), ("controller", "enemy"))),
    Target("a target friendly unit", expect=(("target", True), ("controller", "friendly"))),
    Target("a target unit you control", expect=(("target", True), ("controller", "you"))),
    Target("a target participating unit", expect=(("target", True), ("states", ["participating"]))),
    Target(
        "a target exhausted enemy unit", expect=(("controller", "enemy"), ("states", ["exhausted"]))
    ),
    Target("a target Character unit", expect=(("target", True), ("traits", ["Character"]))),
    Target("a target [Sith] unit", expect=(("target", True), ("affiliations", ["Sith"]))),
    Target(
        "a target non-unique enemy unit",
        expect=(("controller", "enemy"), ("not_states", ["unique"])),
    ),
    Target("a target enemy objective", kinds=("objective",), expect=(("controller", "enemy"),)),
    Target("each enemy unit", expect=(("each", True), ("controller", "enemy")), single=False),
    Target(
        "each participating unit",
        expect=(("each", True), ("states", ["participating"])),
        single=False,
    ),
    Target(
        "up to 2 target units",
        expect=(("target", True), ("count", A.Amount(value=2, up_to=True))),
        single=False,
    ),
    Target("a target damaged unit", expect=(("target", True), ("states", ["damaged"]))),
    Target("a target Vehicle or Creature unit", expect=(("traits", ["Vehicle", "Creature"]),)),
    Target(
        "a target unit with the Trooper trait",
        expect=(("target", True), ("traits", ["Trooper"])),
    ),
    Target(
        "a target unit with 2 or more damage on it",
        expect=(("filters", [A.Compare("damage", ">=", A.Amount(value=2, at_least=True))]),),
    ),
    Target(
        "a target unit with a printed cost of 3 or lower",
        expect=(("filters", [A.Compare("printed_cost", "<=", A.Amount(value=3, at_most=True))]),),
    ),
    Target(
        "a target unit that is not committed to the Force",
        expect=(("target", True), ("not_states", ["committed"])),
    ),
    Target("each other unit", expect=(("each", True), ("other", True)), single=False),
    Target("each unit you control", expect=(("each", True), ("controller", "you")), single=False),
    Target("this unit", ref="this"),
    Target("enhanced unit", ref="enhanced"),
)


@dataclass(frozen=True)
class Verb:
    """An effect verb: its wording (`{n}`, `{s}` plural ending, `{t}` target) and node."""

    name: str
    pattern: str
    node: type
    token: str | None = None
    amount: bool = True
    target: bool = True
    single_only: bool = False


VERBS = (
    Verb("deal", "deal {n} damage to {t}", A.Deal),
    Verb("focus", "place {n} focus token{s} on {t}", A.Place, token="focus"),
    Verb("shield", "place {n} shield{s} on {t}", A.Place, token="shield"),
    Verb("heal", "remove {n} damage from {t}", A.Remove, token="damage"),
    Verb("unfocus", "remove {n} focus token{s} from {t}", A.Remove, token="focus"),
    Verb("destroy", "destroy {t}", A.Destroy, amount=False, single_only=True),
    Verb("capture", "capture {t}", A.Capture, amount=False, single_only=True),
    Verb("draw", "draw {n} card{s}", A.Draw, target=False),
)


@dataclass(frozen=True)
class Frame:
    """An ability around the effect: label, trigger, cost, condition, limit."""

    name: str
    pattern: str  # "{e}": the effect clause
    kind: str
    forced: bool = False
    timing: str | None = None
    cost: type | None = None
    condition: str | None = None
    limited: bool = False


FRAMES = (
    Frame("action", "Action: {E}.", "action"),
    Frame("focus cost", "Action: Focus this unit to {e}.", "action", cost=A.Focus),
    Frame("sacrifice cost", "Action: Sacrifice a unit to {e}.", "action", cost=A.Sacrifice),
    Frame(
        "reaction",
        "Reaction: After this unit enters play, {e}.",
        "reaction",
        timing="after",
    ),
    Frame(
        "forced reaction",
        "Forced Reaction: After the conflict phase begins, {e}.",
        "reaction",
        forced=True,
        timing="after",
    ),
    Frame(
        "interrupt",
        "Interrupt: When this unit leaves play, {e}.",
        "interrupt",
        timing="when",
    ),
    Frame(
        "limited reaction",
        "Reaction: After you play a [Jedi] event card, {e}. (Limit once per turn.)",
        "reaction",
        timing="after",
        limited=True,
    ),
    Frame(
        "forced interrupt",
        "Forced Interrupt: When this unit is destroyed, {e}.",
        "interrupt",
        forced=True,
        timing="when",
    ),
    Frame(
        "strike reaction",
        "Reaction: After this unit is focused to strike, {e}.",
        "reaction",
        timing="after",
    ),
    Frame(
        "edge reaction",
        "Reaction: After you win an edge battle, {e}.",
        "reaction",
        timing="after",
    ),
    Frame(
        "token reaction",
        "Reaction: After a shield is placed on this unit, {e}.",
        "reaction",
        timing="after",
    ),
    Frame(
        "dial reaction",
        "Reaction: After the Death Star dial advances, {e}.",
        "reaction",
        timing="after",
    ),
    Frame(
        "condition",
        "Action: If you control a Force User unit, {e}.",
        "action",
        condition="control",
    ),
)


@dataclass(frozen=True)
class Sentence:
    text: str
    frame: Frame
    verb: Verb
    amount: int | None
    target: Target | None = field(default=None)

    def problem(self) -> str | None:
        """Why the parse does not say what the sentence was composed to say (None: it does)."""
        parsed = parse_text(self.text, "Unit")
        if not parsed.ok:
            return f"unparsed: {parsed.unparsed[0].reason}"
        if len(parsed.abilities) != 1:
            return f"{len(parsed.abilities)} abilities"
        ability = parsed.abilities[0]
        if ability.kind != self.frame.kind or bool(ability.forced) != self.frame.forced:
            return f"kind {ability.kind} forced={ability.forced}"
        if self.frame.timing and (
            ability.trigger is None or ability.trigger.timing != self.frame.timing
        ):
            return "trigger timing"
        if self.frame.limited and ability.limit is None:
            return "limit lost"
        effect = ability.effect
        if self.frame.cost is not None:
            if not isinstance(effect, A.CostFor) or not isinstance(effect.cost, self.frame.cost):
                return f"no {self.frame.cost.__name__} cost"
            effect = effect.effect
        if self.frame.condition is not None:
            if (
                not isinstance(effect, A.Conditional)
                or effect.condition.test != self.frame.condition
            ):
                return "condition lost"
            effect = effect.then
        if not isinstance(effect, self.verb.node):
            return f"effect {type(effect).__name__}, not {self.verb.node.__name__}"
        if self.verb.token is not None and getattr(effect, "token", None) != self.verb.token:
            return f"token {getattr(effect, 'token', None)}"
        if self.amount is not None and getattr(effect, "amount", None) != A.Amount(
            value=self.amount
        ):
            return f"amount {getattr(effect, 'amount', None)}"
        if self.target is not None:
            return _target_problem(_target_of(effect), self.target)
        return None


def _target_of(effect: Any) -> Any:
    return getattr(effect, "target", None) or getattr(effect, "what", None)


def _target_problem(node: Any, target: Target) -> str | None:
    if target.ref is not None:
        if not isinstance(node, A.Ref) or node.name != target.ref:
            return f"target {node!r}, not {target.ref}"
        return None
    if not isinstance(node, A.Select):
        return f"target {type(node).__name__}"
    if tuple(node.kinds) != target.kinds:
        return f"kinds {node.kinds}"
    for name, value in target.expect:
        if getattr(node, name) != value:
            return f"{name} {getattr(node, name)!r}, not {value!r}"
    return None


def compose(verb: Verb, amount: int | None, target: Target | None) -> str:
    return verb.pattern.format(
        n=amount, s="" if amount == 1 else "s", t=target.text if target else ""
    )


@cache
def _all() -> tuple[Sentence, ...]:
    out: list[Sentence] = []
    for frame in FRAMES:
        for verb in VERBS:
            amounts: tuple[int | None, ...] = AMOUNTS if verb.amount else (None,)
            targets: tuple[Target | None, ...] = (
                tuple(t for t in TARGETS if t.single or not verb.single_only)
                if verb.target
                else (None,)
            )
            for amount in amounts:
                for target in targets:
                    effect = compose(verb, amount, target)
                    text = frame.pattern.format(e=effect, E=effect[:1].upper() + effect[1:])
                    out.append(Sentence(text, frame, verb, amount, target))
    return tuple(out)


def sentences() -> Iterator[Sentence]:
    yield from _all()


def failures() -> list[tuple[str, str]]:
    """(sentence, why) for every sentence whose parse is not what it was composed to say."""
    out = []
    for sentence in _all():
        problem = sentence.problem()
        if problem is not None:
            out.append((sentence.text, problem))
    return out


def figures() -> dict[str, Any]:
    total = len(_all())
    failed = len(failures())
    return {
        "synthetic_sentences": total,
        "synthetic_ok": total - failed,
        "synthetic_ok_rate": round((total - failed) / total, 4) if total else 0.0,
    }
