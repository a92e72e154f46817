"""What the Miniatures engine runs: the board a scenario describes, after the meaning pass."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from judge.engine.swm.figures import Card
from judge.engine.swm.grid import Edge, Grid, Square
from judge.engine.swm.squads import Squad, SquadRules


@dataclass(frozen=True)
class Placed:
    """A figure as the scenario places it."""

    id: str
    player: str
    card: Card
    at: Square
    damage: int = 0
    activated: bool = False
    force: int = 0


@dataclass(frozen=True)
class Start:
    """A scenario that starts in the middle of a round (a worked example): the round, who went
    first, whose phase it is and how many figures he has activated in it."""

    round: int
    first: str
    phase_player: str
    phase_count: int = 0


@dataclass(frozen=True)
class Setup:
    grid: Grid
    players: tuple[str, ...]
    player_names: Mapping[str, str]
    figures: tuple[Placed, ...]
    start: Start | None = None
    open_doors: frozenset[Edge] = frozenset()
    seed: int = 0
    max_steps: int = 5000
    rolls: Mapping[str, Sequence[int]] = field(default_factory=dict)
    actions: Sequence[Mapping[str, Any]] = ()
    decisions: Mapping[str, Any] = field(default_factory=dict)
    squad_rules: SquadRules | None = None  # `squads:`: squad building is checked at the start
    squads: tuple[Squad, ...] = ()

    def card(self, fid: str) -> Card:
        for placed in self.figures:
            if placed.id == fid:
                return placed.card
        raise KeyError(fid)

    @property
    def cards(self) -> dict[str, Card]:
        return {p.id: p.card for p in self.figures}
