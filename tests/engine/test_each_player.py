""" "Każdy gracz" / "każdy przeciwnik" (issue 13, card 01127): the effect happens for every
player it names, not only for the ability's controller. Inline cards use our own wording."""

from __future__ import annotations

from typing import Any

from .helpers import GENERIC, char, run


def _deck(prefix: str, size: int) -> list[dict[str, Any]]:
    return [
        {
            "id": f"{prefix}{i}",
            "card": {"name": f"Karta {i}", "type": "event", "cost": 9, "text": ""},
        }
        for i in range(size)
    ]


def _board(text: str) -> dict[str, Any]:
    return {
        "players": {
            "P1": {
                "characters": [char("caster", "Rzucający", 10, GENERIC, text=text)],
                "deck": _deck("a", 5),
                "resources": 0,
            },
            "P2": {
                "characters": [char("foe", "Wróg", 10, GENERIC)],
                "deck": _deck("b", 5),
                "resources": 0,
            },
        },
        "turn": "P1",
        "actions": [{"player": "P1", "use": "caster"}],
    }


def test_each_player_draws() -> None:
    r = run(_board("<b>Akcja</b> - Każdy gracz dobiera 2 karty."))
    assert len(r.final.players["P1"].hand) == 2
    assert len(r.final.players["P2"].hand) == 2


def test_each_player_gains_resources_in_turn_order() -> None:
    r = run(_board("<b>Akcja</b> - Każdy gracz zyskuje 1 żeton zasobu."))
    assert r.final.players["P1"].resources == 1 and r.final.players["P2"].resources == 1
    gains = [e.data["player"] for e in r.steps if e.type == "resources" and e.data["delta"] > 0]
    assert gains == ["P1", "P2"]


def test_you_alone_draw_when_the_text_says_so() -> None:
    r = run(_board("<b>Akcja</b> - Dobierz 2 karty."))
    assert len(r.final.players["P1"].hand) == 2
    assert len(r.final.players["P2"].hand) == 0
