"""The seeded generator moves on with every random pick (issue 13): two random discards are
independent draws, and the state's `draws` counts them, so a replay is repeatable and a fork
after the first draw does not replay the same "random" card. Inline cards use our own wording
of the effect."""

from __future__ import annotations

from typing import Any

from .helpers import GENERIC, char, run


def _board(hand_size: int, actions: list[dict[str, Any]], seed: int = 7) -> dict[str, Any]:
    hand = [
        {"id": f"h{i}", "card": {"name": f"Karta {i}", "type": "event", "cost": 9, "text": ""}}
        for i in range(hand_size)
    ]
    return {
        "seed": seed,
        "players": {
            "P1": {
                "characters": [
                    char(
                        "thief",
                        "Złodziej",
                        10,
                        GENERIC,
                        text="<b>Akcja</b> - Przeciwnik odrzuca 2 losowe karty z ręki.",
                    )
                ],
                "resources": 5,
            },
            "P2": {"characters": [char("foe", "Wróg", 10, GENERIC)], "hand": hand},
        },
        "turn": "P1",
        "actions": actions,
    }


def test_each_random_pick_advances_the_generator() -> None:
    r = run(_board(6, [{"player": "P1", "use": "thief"}]))
    discarded = [
        e.data["card"] for e in r.steps if e.type == "card_move" and e.data["zone"] == "discard"
    ]
    assert len(discarded) == 2 and len(set(discarded)) == 2
    assert r.final.draws == len([e for e in r.steps if e.type == "random"]) + sum(
        1 for e in r.steps if e.type == "card_move" and e.data.get("random")
    )
    assert r.final.draws >= 2


def test_the_same_seed_picks_the_same_cards_and_another_may_not() -> None:
    def picks(seed: int) -> list[str]:
        r = run(_board(6, [{"player": "P1", "use": "thief"}], seed=seed))
        return [
            e.data["card"] for e in r.steps if e.type == "card_move" and e.data["zone"] == "discard"
        ]

    assert picks(7) == picks(7)
    assert len({tuple(picks(seed)) for seed in range(1, 12)}) > 1
