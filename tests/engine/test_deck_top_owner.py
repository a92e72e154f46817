"""Discarding from the top of a deck mills the deck the text names (issue 13, card 01119):
"talii dowolnego przeciwnika" is the opponent's deck, "twojej talii" yours. Inline cards use
our own wording of the effect."""

from __future__ import annotations

from typing import Any

from .helpers import GENERIC, char, run


def _deck(prefix: str) -> list[dict[str, Any]]:
    return [
        {
            "id": f"{prefix}{i}",
            "card": {"name": f"Karta {i}", "type": "event", "cost": 9, "text": ""},
        }
        for i in range(5)
    ]


def _board(text: str) -> dict[str, Any]:
    return {
        "players": {
            "P1": {
                "characters": [char("miller", "Młynarz", 10, GENERIC, text=text)],
                "deck": _deck("a"),
            },
            "P2": {"characters": [char("foe", "Wróg", 10, GENERIC)], "deck": _deck("b")},
        },
        "turn": "P1",
        "actions": [{"player": "P1", "use": "miller"}],
    }


def test_an_opponents_deck() -> None:
    r = run(_board("<b>Akcja</b> - Odrzuć z wierzchu talii dowolnego przeciwnika 2 karty."))
    assert len(r.final.players["P2"].deck) == 3 and len(r.final.players["P2"].discard) == 2
    assert len(r.final.players["P1"].deck) == 5


def test_your_own_deck() -> None:
    r = run(_board("<b>Akcja</b> - Odrzuć 2 karty z wierzchu twojej talii."))
    assert len(r.final.players["P1"].deck) == 3 and len(r.final.players["P2"].deck) == 5
