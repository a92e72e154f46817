"""The Miniatures game state: immutable values, changed only by the reducer.

The map and the stat cards never change during a skirmish, so they live in the scenario; the
state holds what does: where each figure stands, its damage, whether it was activated this
round, its Force points; the round, who goes first, whose phase it is and how many figures he
activated in it (SWM Zasady › Rundy, fazy, tury); the turn in progress (movement before and
after attacking, attacks made, Force spent by each figure during it, attacks of opportunity
made during it); open doors; the last roll and the last attack's line of sight and cover (what
the site draws); and the position of the random generator (`seed`, `draws`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from judge.engine.swm.grid import Edge, Square

EMPTY: Mapping[str, Any] = MappingProxyType({})


@dataclass(frozen=True, slots=True)
class Fig:
    """One figure on the board."""

    id: str
    player: str
    at: Square | None  # top-left square; None once defeated (removed from the map)
    hit_points: int = 0  # printed on the card (the setup carries it, so a log is self-contained)
    damage: int = 0
    activated: bool = False
    force: int = 0
    defeated: bool = False
    # lasting effects of glossary entries on this figure until the end of the skirmish
    # (e.g. `force-weapon`: +10 Damage from Force Weapon), keyed by the entry
    effects: frozenset[str] = frozenset()


@dataclass(frozen=True, slots=True)
class Turn:
    """The turn in progress of the active figure (a turn begins when it is activated)."""

    figure: str
    player: str
    moved_before: int = 0  # squares (cost) moved before its first attack
    moved_after: int = 0  # squares moved after attacking
    attacks: int = 0  # attacks made in its turn (not attacks of opportunity)
    move_bonus: int = 0  # extra squares bought with Force points this turn
    replaced: str | None = None  # "attack" or "turn": a power used instead of them
    aoo_by: frozenset[str] = frozenset()  # figures that made an attack of opportunity
    force_spends: Mapping[str, int] = field(default_factory=lambda: EMPTY)
    # effects lasting until the end of this turn, as `figure:entry` (e.g. `vader:sith-rage`)
    effects: frozenset[str] = frozenset()

    @property
    def moved(self) -> int:
        return self.moved_before + self.moved_after


@dataclass(frozen=True, slots=True)
class SwmState:
    seed: int = 0
    draws: int = 0
    players: tuple[str, ...] = ()
    figures: Mapping[str, Fig] = field(default_factory=lambda: EMPTY)
    round: int = 0
    first: str | None = None  # who activates first this round
    phase: int = 0
    phase_player: str | None = None
    phase_count: int = 0  # figures the phase player activated in this phase
    turn: Turn | None = None
    open_doors: frozenset[Edge] = frozenset()
    winner: str | None = None
    result: str | None = None
    over: bool = False
    last_roll: Mapping[str, Any] | None = None
    sight: Mapping[str, Any] | None = None  # the last attack: line of sight, cover, bonuses
    attacked_before: frozenset[str] = frozenset()  # figures attacked this round

    def fig(self, fid: str) -> Fig:
        return self.figures[fid]

    def living(self, player: str | None = None) -> list[Fig]:
        return [
            f
            for f in self.figures.values()
            if not f.defeated and (player is None or f.player == player)
        ]

    def other(self, player: str) -> str:
        return next(p for p in self.players if p != player)
