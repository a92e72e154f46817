"""Looking at a random card of a hand (issue 13, card 01011): the card is drawn with the seeded
generator, not always the first card of the hand. Inline cards use our own wording."""

from __future__ import annotations

from typing import Any

from .helpers import GENERIC, char, run


def _board(seed: int) -> dict[str, Any]:
    hand = [
        {"id": f"h{i}", "card": {"name": f"Karta {i}", "type": "event", "cost": i, "text": ""}}
        for i in range(6)
    ]
    return {
        "seed": seed,
        "players": {
            "P1": {
                "characters": [
                    char(
                        "spy",
                        "Szpieg",
                        10,
                        GENERIC,
                        text="<b>Akcja</b> - Podejrzyj losową kartę z ręki przeciwnika.",
                    )
                ]
            },
            "P2": {"characters": [char("foe", "Wróg", 10, GENERIC)], "hand": hand},
        },
        "turn": "P1",
        "actions": [{"player": "P1", "use": "spy"}],
    }


def _looked(seed: int) -> list[str]:
    r = run(_board(seed))
    (note,) = [e for e in r.steps if e.type == "note" and "podgląda" in e.text]
    assert "losowo" in note.text
    return list(note.data["cards"])


def test_a_random_card_is_drawn_with_the_seed() -> None:
    assert _looked(3) == _looked(3)  # a replay is repeatable
    seen = {tuple(_looked(seed)) for seed in range(1, 15)}
    assert len(seen) > 1 and all(len(cards) == 1 for cards in seen)
