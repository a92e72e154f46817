"""The engine as the rules modules see it: the log, the inputs, the card definitions, names for
step texts, and the one interface through which a rule reaches card abilities.

The rules are layered so that data flows one way (contracts in `pyproject.toml`, checked by
`lint-imports`): the state, the reducer and the rule table at the bottom; this module over
them; the primitives over it (`timing`, `zones`, `damage`, `dicerules`, `upgrades`,
`activation`: the queue, zones and resources, damage and defeat, dice); the `interpreter`
package (card abilities from their ASTs) and `abilities` (the kinds of ability the rules
define) over the primitives; the procedures (`play`, `rounds`, `actions`, `deckbuilding`) and
`engine` at the top.

A primitive often has to ask the cards something: whether a moment triggers an ability, what a
die's X is, whether a card has a keyword. It cannot import the interpreter (that would be a
cycle: abilities are made of primitives), so it asks through `Host.abilities`, an object the
top-level `Engine` installs (`AbilityHooks`). The interpreter reaches the procedures above it
(taking an action outside one's turn, playing a card by an effect) the same way.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from judge.engine.core.runner import DEFAULT_MAX_STEPS, Asker, Runner
from judge.engine.destiny import polish as pl
from judge.engine.destiny.cards import CardDef
from judge.engine.destiny.events import PayloadError, payload_problem
from judge.engine.destiny.reducer import apply
from judge.engine.destiny.rules import ref
from judge.engine.destiny.state import GameState

if TYPE_CHECKING:
    from judge.engine.destiny.moments import Moment, Trigger
    from judge.engine.destiny.state import QueueItem

# The keys of an entry of `actions:`, in the order an entry is read as one of them.
DIE_NOUN = {"nom": "kość", "acc": "kość", "gen": "kości", "ins": "kością"}
ACTION_KINDS = ("play", "activate", "resolve", "reroll", "use", "claim", "pass", "decline")


@dataclass
class Setup:
    """Everything the engine needs to run: the board, the cards, the inputs."""

    board: GameState
    cards: Mapping[str, CardDef]  # card instance id -> definition
    actions: Sequence[Mapping[str, Any]] = ()
    decisions: Mapping[str, Any] = field(default_factory=dict)
    rolls: Mapping[str, Sequence[str]] = field(default_factory=dict)
    discards: Mapping[str, Sequence[str]] = field(default_factory=dict)
    max_steps: int = DEFAULT_MAX_STEPS
    labels: Mapping[str, str] = field(default_factory=dict)  # card id -> display name
    validate: tuple[str, ...] = ()  # "team", "deck": building rules checked before play
    # the board is the game just set up (RR cz. 5 › przygotowanie): "After setup" abilities
    # resolve before the first action (later sets)
    after_setup: bool = False


@dataclass
class Result:
    """What resolving an ability did: `replaced` when it replaced the moment it interrupted,
    `complete` when it resolved in full (for "Następnie")."""

    replaced: bool = False
    complete: bool = True


@dataclass
class Plan:
    """A checked action, ready to run."""

    label: str
    run: Callable[[Plan], None]
    data: dict[str, Any] = field(default_factory=dict)
    after_cost: tuple[Any, ...] | None = None  # signature once the cost/play itself happened
    question: str | None = None  # the contested-pass question key, when it may apply


def state_signature(s: GameState) -> tuple[Any, ...]:
    """The parts of the state an action can change; equal before and after means "nothing
    changed" (RR cz. 5 › pasowanie)."""
    return (
        s.players,
        s.cards,
        s.dice,
        s.battlefield,
        s.battlefield_controller,
        s.claimed_by,
        s.delayed,
        tuple(a.id for a in s.additional),
        s.extra.get("end_phase"),
    )


class AbilityHooks(Protocol):
    """What the rules below the interpreter ask of card abilities, and what the interpreter
    asks of the procedures above it. `Engine` implements it by delegating to `abilities`,
    `interpreter`, `play` and `actions`."""

    # --- timing: which abilities a moment triggers, and resolving them --------------------
    def triggered(self, moment: Moment, when: str) -> list[Trigger]: ...

    def still_applies(self, trigger: Trigger, moment: Moment) -> bool: ...

    def resolve_trigger(self, trigger: Trigger, moment: Moment) -> Result: ...

    def cost_problem(
        self, trigger: Trigger, moment: Moment
    ) -> tuple[str, tuple[str, ...]] | None: ...

    def resolve_queue_item(self, item: QueueItem) -> None: ...

    # --- what cards in play say about a card or a die -------------------------------------
    def keywords(self, cid: str) -> set[str]: ...

    def hand_limit(self, pid: str) -> int: ...

    def x_value(self, home: str | None, player: str) -> int: ...

    def integral_card_distributes(self, card: str) -> bool: ...

    def protected_from_opponent(self, did: str, remover: str) -> bool: ...

    # --- dice resolving card abilities -----------------------------------------------------
    def run_replacement(self, ctx: Any, effect: Any) -> None: ...

    def resolve_special(
        self, player: str, did: str, group: Any, outcome: dict[str, Any]
    ) -> bool: ...

    # --- procedures an effect starts --------------------------------------------------------
    def outside_action(self, player: str, *, source: str) -> bool: ...

    def check_playable(
        self,
        actor: str,
        cid: str,
        *,
        target: Any,
        replacing: Any,
        ignore_restrictions: bool = False,
    ) -> None: ...

    def play_cost(
        self, actor: str, cid: str, *, target: Any, replacing: Any, reduce: int = 0
    ) -> int: ...

    def play_card(
        self,
        actor: str,
        cid: str,
        *,
        target: Any = None,
        free: bool = False,
        reduce: int = 0,
        rules: tuple[str, ...] = (),
    ) -> tuple[Any, ...] | None: ...


class Host(Runner[GameState]):
    """One replay's log and inputs, as every rules module receives it (`g`)."""

    abilities: AbilityHooks

    def __init__(
        self,
        setup: Setup,
        decisions: Mapping[str, Any] | None = None,
        *,
        asker: Asker | None = None,
    ) -> None:
        super().__init__(
            initial=GameState(),
            reducer=apply,
            cite=ref,
            decisions={**setup.decisions, **(decisions or {})},
            asker=asker,
            max_steps=setup.max_steps,
            rolls=setup.rolls,
            discards=setup.discards,
            actions=setup.actions,
            action_kinds=ACTION_KINDS,
        )
        self.setup = setup
        self.cards = setup.cards

    def emit(
        self,
        type_: str,
        text: str,
        data: Mapping[str, Any] | None = None,
        **kwargs: Any,
    ) -> GameState:
        """Append an event; its payload must be the one its type declares (`events`)."""
        problem = payload_problem(type_, data or {})
        if problem is not None:
            raise PayloadError(problem)
        return super().emit(type_, text, data, **kwargs)

    def signature(self) -> tuple[Any, ...]:
        """The current state's `state_signature`."""
        return state_signature(self.s)

    # --- names --------------------------------------------------------------------------

    def defn(self, cid: str) -> CardDef:
        return self.cards[self.s.cards[cid].defn] if cid in self.s.cards else self.cards[cid]

    def name(self, cid: str | None) -> str:
        """A card's display name with its scenario id, e.g. „Hrabia Dooku [dooku]”."""
        if cid is None:
            return "—"
        if cid in self.s.cards:
            card = self.s.cards[cid]
            if card.kind == "unknown":  # given only as a count: no name to show
                return f"{pl.hidden_card(card.zone)} [{cid}]"
            return f"{self.defn(cid).name} [{cid}]"
        if cid in self.s.dice:
            return self.die(cid)
        return cid

    def die(self, did: str, case: str = "nom") -> str:
        """A die named by its card, with its scenario id: „kość karty Hrabia Dooku
        [dooku.die]” (`case`: nom, acc, gen, ins: „kością karty …”)."""
        noun = DIE_NOUN.get(case, "kość")
        die = self.s.dice.get(did)
        if die is None:
            return f"{noun} [{did}]"
        if die.home is not None and die.home in self.s.cards:
            owner: str | None = self.defn(die.home).name
        else:
            defn = self.cards.get("die:" + did)
            owner = defn.name if defn is not None else None
        return f"{noun} karty {owner} [{did}]" if owner else f"{noun} [{did}]"

    def show_value(self, value: Any) -> str:
        """Decision values name cards, dice and players as the other steps do."""
        if isinstance(value, str):
            if value in self.s.cards:
                return self.name(value)
            if value in self.s.dice:
                return self.die(value)
            if value in self.s.players:
                return self.player_name(value)
        if isinstance(value, list | tuple):
            return "[" + ", ".join(self.show_value(v) for v in value) + "]"
        if isinstance(value, dict):
            shown = (f"{self.show_value(k)}: {self.show_value(v)}" for k, v in value.items())
            return "{" + ", ".join(shown) + "}"
        return super().show_value(value)

    def card(self, cid: str, case: str = "nom") -> str:
        """A card named with the noun of its type, so the sentence can agree with the noun
        rather than with the name: „postać Hrabia Dooku [dooku]”, „wsparcie Niesławny
        [infamous]”, „zakrytą kartę [p1-hand-1]” (`case`: nom, acc, gen)."""
        card = self.s.cards.get(cid)
        if card is None:
            return self.name(cid)
        if card.kind == "unknown":
            return f"{pl.hidden_card(card.zone, case)} [{cid}]"
        name = self.defn(cid).name
        noun = pl.type_noun(card.kind, case)
        if name.casefold().startswith(pl.type_noun(card.kind).casefold()):
            return f"{name} [{cid}]"  # "Wsparcie awaryjne", not "wsparcie Wsparcie awaryjne"
        return f"{noun} {name} [{cid}]"

    def agree(self, cid: str, feminine: str, neuter: str) -> str:
        """The form agreeing with the card's type noun (see `card`)."""
        card = self.s.cards.get(cid)
        return pl.agree(card.kind if card else "", feminine, neuter)

    def player_name(self, pid: str | None) -> str:
        if pid is None:
            return "—"
        player = self.s.players.get(pid)
        return player.name if player and player.name else pid

    # --- chance -------------------------------------------------------------------------

    def forced_discard(self, pid: str) -> str | None:
        """The next random discard the scenario states for `pid` that is still in his hand."""
        return self.forced_pick(pid, lambda card: card in self.s.players[pid].hand)
