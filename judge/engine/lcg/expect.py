"""`expect:` of an LCG scenario: the core's step checks plus the final facts of the board.

`cards.<id>`: zone, damage, focus, shields, committed, controller, attached_to, destroyed
(in a discard pile or a victory pile after being in play), exhausted; `players.<side>`: hand,
deck, discard, victory (counts), force_cards, hand_contains, discard_contains, hand_lacks;
`game`: dial, balance, winner, phase, turn, active, edge_winner (of the last edge battle).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from judge.engine.core.events import Event
from judge.engine.core.expect import Alias, Mismatch, check_steps
from judge.engine.lcg.state import LcgState

ALIASES: Mapping[str, Alias] = {
    "damaged": Alias(
        ("tokens",), lambda e: e.data.get("kind") == "damage" and e.data.get("delta", 0) > 0
    ),
    "focused": Alias(
        ("tokens",), lambda e: e.data.get("kind") == "focus" and e.data.get("delta", 0) > 0
    ),
    "refreshed": Alias(
        ("tokens",), lambda e: e.data.get("kind") == "focus" and e.data.get("delta", 0) < 0
    ),
    "shielded": Alias(
        ("tokens",), lambda e: e.data.get("kind") == "shields" and e.data.get("delta", 0) > 0
    ),
    "shield_used": Alias(
        ("tokens",), lambda e: e.data.get("kind") == "shields" and e.data.get("delta", 0) < 0
    ),
    "discarded": Alias(("move",), lambda e: e.data.get("zone") == "discard"),
    "drawn": Alias(("move",), lambda e: e.data.get("zone") == "hand"),
    "entered": Alias(("move",), lambda e: e.data.get("zone") == "play"),
    "edge_card": Alias(("move",), lambda e: e.data.get("zone") == "edge"),
    "destroyed": Alias(
        ("move",), lambda e: e.data.get("zone") in ("discard", "victory") and "zniszczon" in e.text
    ),
}


def check(expect: Mapping[str, Any], events: Sequence[Event], state: LcgState) -> list[Mismatch]:
    out = check_steps(expect, events, ALIASES)
    for ident, wanted in (expect.get("cards") or {}).items():
        card = state.cards.get(ident)
        if card is None:
            out.append((f"expect.cards.{ident}", wanted, "brak takiej karty"))
            continue
        destroyed = any(
            e.type == "move" and e.data.get("card") == ident and "zniszczon" in e.text
            for e in events
        )
        actual = {
            "zone": card.zone,
            "damage": card.damage,
            "focus": card.focus,
            "shields": card.shields,
            "committed": card.committed,
            "controller": card.controller,
            "attached_to": card.attached_to,
            "destroyed": destroyed,
            "exhausted": card.focus > 0,
        }
        for key, value in wanted.items():
            if actual[key] != value:
                out.append((f"expect.cards.{ident}.{key}", value, actual[key]))
    for side, wanted in (expect.get("players") or {}).items():
        zones = {
            zone: [c.id for c in state.zone(side, zone)] for zone in ("hand", "deck", "discard")
        }
        victory = [
            c.id for c in state.cards.values() if c.zone == "victory" and c.controller == side
        ]
        actual = {
            "hand": len(zones["hand"]),
            "deck": len(zones["deck"]),
            "discard": len(zones["discard"]),
            "victory": len(victory),
            "force_cards": state.players[side].force_cards,
        }
        for key, value in wanted.items():
            path = f"expect.players.{side}.{key}"
            if key == "hand_contains":
                missing = [v for v in value if v not in zones["hand"]]
                if missing:
                    out.append((path, value, zones["hand"]))
            elif key == "discard_contains":
                missing = [v for v in value if v not in zones["discard"]]
                if missing:
                    out.append((path, value, zones["discard"]))
            elif key == "hand_lacks":
                present = [v for v in value if v in zones["hand"]]
                if present:
                    out.append((path, value, zones["hand"]))
            elif actual[key] != value:
                out.append((path, value, actual[key]))
    game = expect.get("game") or {}
    edge_winner = None
    for event in events:
        if event.type == "engagement" and event.data.get("edge_winner"):
            edge_winner = event.data["edge_winner"]
    actual_game = {
        "dial": state.dial,
        "balance": state.balance,
        "winner": state.winner,
        "phase": state.phase,
        "turn": state.turn,
        "active": state.active,
        "edge_winner": edge_winner,
    }
    for key, value in game.items():
        if actual_game[key] != value:
            out.append((f"expect.game.{key}", value, actual_game[key]))
    return out
