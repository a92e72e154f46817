"""The Destiny game state: immutable values, updated only by the reducer.

Everything a step shows lives here: cards and dice with their locations, resources, the queue,
the open interrupt windows, pending additional actions, delayed effects, once-per-round
counters and the position of the random generator. Updates copy only what changes
(`dataclasses.replace` on a slotted frozen dataclass, a fresh dict for the one changed entry),
so a fold of 10,000 events stays well under a second.

Zones (RR part 3 "Obszary gry"): in play ("play"), hand, deck (index 0 is the top), discard
pile, set-aside zone ("set_aside", *strefa boczna*) and "limbo" (*w zawieszeniu*: an event
being played, or an upgrade waiting for its Redeploy).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from types import MappingProxyType
from typing import Any

from judge.cards.model import DieFace

FrozenMap = Mapping[str, Any]
EMPTY_MAP: FrozenMap = MappingProxyType({})

ZONES = ("play", "hand", "deck", "discard", "set_aside", "limbo")


_SLOTS: dict[type, tuple[str, ...]] = {}


def evolve(obj: Any, **changes: Any) -> Any:
    """A copy of a frozen slotted dataclass with `changes`: what `dataclasses.replace` does,
    without its per-call field introspection (the fold calls this tens of thousands of times)."""
    cls = type(obj)
    names = _SLOTS.get(cls)
    if names is None:
        names = _SLOTS[cls] = tuple(f.name for f in fields(cls))
    new = object.__new__(cls)
    setter = object.__setattr__
    for name in names:
        setter(new, name, changes[name] if name in changes else getattr(obj, name))
    return new


def put(mapping: Mapping[str, Any], key: str, value: Any) -> FrozenMap:
    """A read-only copy of `mapping` with `key` set to `value`."""
    copy = dict(mapping)
    copy[key] = value
    return MappingProxyType(copy)


def drop(mapping: Mapping[str, Any], key: str) -> FrozenMap:
    copy = dict(mapping)
    copy.pop(key, None)
    return MappingProxyType(copy)


@dataclass(frozen=True, slots=True)
class DieState:
    """A die. `home` is the card it belongs to (it sits on that card when not in the pool);
    `location` is "card", "pool" or "set_aside"; `face` indexes `faces` while in the pool."""

    id: str
    home: str | None
    owner: str
    faces: tuple[DieFace, ...]
    location: str = "card"
    face: int | None = None
    set_aside_after: bool = False  # "Odłóż tę kość na bok po tym, jak zostanie rozpatrzona…"

    @property
    def showing(self) -> DieFace | None:
        if self.location != "pool" or self.face is None:
            return None
        return self.faces[self.face]


@dataclass(frozen=True, slots=True)
class CardState:
    """A card instance. `defn` keys the static card definition (record and ability AST)."""

    id: str
    defn: str
    owner: str
    controller: str
    zone: str
    kind: str  # current type: "character", "upgrade", "support", "event", "battlefield"
    damage: int = 0
    shields: int = 0
    exhausted: bool = False
    attached_to: str | None = None
    upgrades: tuple[str, ...] = ()
    dice: tuple[str, ...] = ()
    stacked: tuple[str, ...] = ()  # cards stacked face down on it (Przeczucia)
    resources: int = 0  # resource tokens placed on it (later sets), not in a resource pool


@dataclass(frozen=True, slots=True)
class PlayerState:
    id: str
    name: str
    affiliation: str | None = None
    resources: int = 0
    characters: tuple[str, ...] = ()  # in play, in board order
    supports: tuple[str, ...] = ()
    hand: tuple[str, ...] = ()
    deck: tuple[str, ...] = ()  # index 0 is the top card
    discard: tuple[str, ...] = ()
    set_aside: tuple[str, ...] = ()
    pool: tuple[str, ...] = ()  # dice ids in the dice pool, in the order they arrived
    set_aside_dice: tuple[str, ...] = ()
    passed: bool = False  # passed in the current run of passes
    claimed: bool = False  # claimed the battlefield this round: passes every later turn


@dataclass(frozen=True, slots=True)
class QueueItem:
    """Something waiting in (or resolving at the head of) the queue (RR cz. 7 › kolejka)."""

    id: str
    kind: str  # "action", "ability", "effect"
    player: str
    label: str
    source: str | None = None
    ability: int | None = None
    context: FrozenMap = field(default_factory=lambda: EMPTY_MAP)


@dataclass(frozen=True, slots=True)
class Window:
    """An open "before" window: the event about to happen and the abilities interrupting it."""

    id: str
    moment: str
    label: str
    pending: tuple[QueueItem, ...] = ()
    resolving: str | None = None


@dataclass(frozen=True, slots=True)
class AdditionalAction:
    id: str
    player: str
    source: str
    label: str


@dataclass(frozen=True, slots=True)
class Delayed:
    id: str
    player: str
    source: str
    when: str  # "end_of_round"
    label: str
    ability: int | None = None
    context: FrozenMap = field(default_factory=lambda: EMPTY_MAP)


@dataclass(frozen=True, slots=True)
class GameState:
    players: FrozenMap = field(default_factory=lambda: EMPTY_MAP)  # id -> PlayerState
    order: tuple[str, ...] = ()
    cards: FrozenMap = field(default_factory=lambda: EMPTY_MAP)  # id -> CardState
    dice: FrozenMap = field(default_factory=lambda: EMPTY_MAP)  # id -> DieState
    battlefield: str | None = None
    battlefield_controller: str | None = None
    claimed_by: str | None = None  # who claimed this round
    round: int = 1
    phase: str = "action"  # "action", "upkeep", "over"
    turn: str | None = None
    consecutive_passes: int = 0
    queue: tuple[QueueItem, ...] = ()
    resolving: tuple[
        str, ...
    ] = ()  # ids of queue items / abilities now resolving (outermost first)
    windows: tuple[Window, ...] = ()
    additional: tuple[AdditionalAction, ...] = ()
    delayed: tuple[Delayed, ...] = ()
    counters: FrozenMap = field(
        default_factory=lambda: EMPTY_MAP
    )  # e.g. once-per-round uses, reset at round end
    modifiers: tuple[FrozenMap, ...] = ()  # temporary cost modifiers of the current play
    winner: str | None = None
    result: str | None = None
    seed: int = 0
    draws: int = 0  # random draws taken so far (the generator is derived from seed and draws)
    action: FrozenMap | None = None  # the action now being taken
    extra: FrozenMap = field(default_factory=lambda: EMPTY_MAP)

    # --- read helpers -------------------------------------------------------------------

    def player(self, pid: str) -> PlayerState:
        return self.players[pid]

    def card(self, cid: str) -> CardState:
        return self.cards[cid]

    def die(self, did: str) -> DieState:
        return self.dice[did]

    def opponent(self, pid: str) -> str:
        return next(p for p in self.order if p != pid)

    def opponents(self, pid: str) -> tuple[str, ...]:
        return tuple(p for p in self.order if p != pid)

    def in_play(self, cid: str) -> bool:
        card = self.cards.get(cid)
        return card is not None and card.zone == "play"

    def characters(self, pid: str) -> tuple[str, ...]:
        return self.players[pid].characters

    def all_characters(self) -> tuple[str, ...]:
        return tuple(c for p in self.order for c in self.players[p].characters)

    def pool(self, pid: str) -> tuple[str, ...]:
        return self.players[pid].pool

    def with_player(self, player: PlayerState) -> GameState:
        return evolve(self, players=put(self.players, player.id, player))

    def with_card(self, card: CardState) -> GameState:
        return evolve(self, cards=put(self.cards, card.id, card))

    def with_die(self, die: DieState) -> GameState:
        return evolve(self, dice=put(self.dice, die.id, die))
