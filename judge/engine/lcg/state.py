"""The state of an LCG game: immutable values, built only by the reducer.

`LcgState` holds the game (turn, active side, phase, Balance of the Force, Death Star dial,
the engagement in progress), the two players (by side: `light`, `dark`) and every card by its
scenario id (`CardState`: where it is, who owns and controls it, its tokens, what it is
attached to, whether it is committed to the Force or participating). The card texts and
printed numbers are not here: they are the scenario's (`LcgSetup.cards`), looked up by
`CardState.card`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

SIDES = ("dark", "light")
SIDE_PL = {"light": "JSM", "dark": "CSM"}
PHASES = ("balance", "refresh", "draw", "deployment", "conflict", "force")
PHASE_PL = {
    "setup": "przygotowanie",
    "balance": "faza równowagi",
    "refresh": "faza odpoczynku",
    "draw": "faza dobierania",
    "deployment": "faza wystawiania",
    "conflict": "faza konfliktu",
    "force": "faza Mocy",
}
# Zones a card can be in.
ZONES = (
    "play",  # units, enhancements, current objectives, the affiliation card
    "hand",
    "deck",
    "discard",
    "objective_deck",
    "victory",  # the opponent's victory pile (owner stays the objective's owner)
    "edge",  # an edge stack
    "captured",  # attached face down to an objective
    "out",  # removed from the game
)

EMPTY: Mapping[str, Any] = MappingProxyType({})


def frozen_map(data: Mapping[str, Any] | None = None) -> Mapping[str, Any]:
    return MappingProxyType(dict(data or {}))


@dataclass(frozen=True)
class CardState:
    id: str
    card: str  # key into the scenario's card records
    owner: str  # side
    controller: str
    zone: str
    damage: int = 0
    focus: int = 0
    shields: int = 0
    attached_to: str | None = None  # an enhancement's, a captured card's or a Force card's card
    committed: bool = False  # a unit committed to the Force (carries a Force card)
    role: str | None = None  # attacker / defender while participating in an engagement
    faceup: bool = True
    order: int = 0  # position in its zone (hand, deck order, discard pile order)


@dataclass(frozen=True)
class Engagement:
    """The engagement being resolved (one at a time)."""

    objective: str
    attacker: str  # side
    defender: str
    step: str = "declared"  # declared, attackers, defenders, edge, strikes, unopposed, ended
    edge_winner: str | None = None
    passes: int = 0  # consecutive passes while placing edge cards
    engaged: tuple[str, ...] = ()  # objectives engaged this phase


@dataclass(frozen=True)
class PlayerState:
    side: str
    name: str = ""
    reserve: int = 6
    force_cards: int = 3  # available in the supply
    limited_played: int = 0  # limited cards played this turn
    resources_spent: int = 0


@dataclass(frozen=True)
class LcgState:
    seed: int = 0
    draws: int = 0
    turn: int = 0
    active: str = "dark"
    phase: str = "setup"
    balance: str = "light"
    dial: int = 0
    players: Mapping[str, PlayerState] = field(default_factory=lambda: EMPTY)
    cards: Mapping[str, CardState] = field(default_factory=lambda: EMPTY)
    engagement: Engagement | None = None
    engaged: tuple[str, ...] = ()  # objectives engaged this conflict phase
    winner: str | None = None
    result: str | None = None
    used: Mapping[str, int] = field(default_factory=lambda: EMPTY)  # limits: key -> count
    effects: tuple[Mapping[str, Any], ...] = ()  # lasting effects ("until the end of ...")
    window: str | None = None  # the action window open, for the frame

    def player(self, side: str) -> PlayerState:
        return self.players[side]

    def opponent(self, side: str) -> str:
        return "light" if side == "dark" else "dark"

    def card(self, ident: str) -> CardState:
        return self.cards[ident]

    def zone(self, side: str, zone: str) -> list[CardState]:
        """The cards `side` owns in `zone`, in order (play: controlled)."""
        if zone == "play":
            found = [c for c in self.cards.values() if c.zone == "play" and c.controller == side]
        else:
            found = [c for c in self.cards.values() if c.zone == zone and c.owner == side]
        return sorted(found, key=lambda c: c.order)

    def attached(self, ident: str) -> list[CardState]:
        return sorted(
            (c for c in self.cards.values() if c.attached_to == ident), key=lambda c: c.order
        )
