"""A synthetic long game for the benchmark: two players trading blows for many rounds.

Every face is stated, so the game is the same on every run. Characters have a large health so
nobody is defeated; each round both players activate, resolve their dice at each other, pass,
and go through upkeep: about 40 events a round.
"""

from __future__ import annotations

from typing import Any

SIDES = ["2MD", "2RD", "1Sh", "1R", "1Dr", "-"]


def synthetic_scenario(rounds: int) -> dict[str, Any]:
    def character(cid: str) -> dict[str, Any]:
        card = {"name": f"Postać {cid}", "type": "character", "health": 100000, "sides": SIDES}
        return {"id": cid, "card": card, "elite": True}

    actions: list[dict[str, Any]] = []
    for _ in range(rounds):
        actions += [
            {"player": "P1", "activate": "a", "rolls": {"a.die": "2MD", "a.die2": "2RD"}},
            {"player": "P2", "activate": "b", "rolls": {"b.die": "2MD", "b.die2": "1Sh"}},
            {"player": "P1", "resolve": [{"die": "a.die", "target": "b"}]},
            {"player": "P2", "resolve": [{"die": "b.die2", "target": "b"}]},
            {"player": "P1", "resolve": [{"die": "a.die2", "target": "b"}]},
            {"player": "P2", "resolve": [{"die": "b.die", "target": "a"}]},
            {"player": "P1", "pass": True},
            {"player": "P2", "pass": True},
        ]
    return {
        "id": "synthetic",
        "title": "Syntetyczna długa gra (benchmark)",
        "max_steps": 200000,
        "players": {
            "P1": {"characters": [character("a")], "hand": 5, "deck": 60},
            "P2": {"characters": [character("b")], "hand": 5, "deck": 60},
        },
        "turn": "P1",
        "actions": actions,
    }
