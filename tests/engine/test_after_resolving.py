""" "Po tym, jak rozpatrzysz kość …" (issue 13, cards 01100 and 02011): a trigger on a die's
resolution fires after the die has been resolved and left the pool, matched by the symbol it
was resolved with. Before, the moment table had no such pair and the trigger never fired.
Inline cards use our own wording of the effect."""

from __future__ import annotations

from typing import Any

from .helpers import GENERIC, char, run

BANKER = (
    "Po tym, jak rozpatrzysz kość przedstawiającą obrażenia wręcz ([melee]), zyskaj 1 żeton zasobu."
)


def _board(face: str, actions: list[dict[str, Any]]) -> dict[str, Any]:
    return {
        "players": {
            "P1": {
                "characters": [
                    char("banker", "Bankier", 10, GENERIC, text=BANKER),
                    char(
                        "fighter",
                        "Wojownik",
                        10,
                        ["2MD", "1Sh", "1R", "2MD", "-", "1Sh"],
                        dice=[face],
                    ),
                ],
                "resources": 0,
            },
            "P2": {"characters": [char("foe", "Wróg", 10, GENERIC)]},
        },
        "turn": "P1",
        "actions": actions,
    }


def test_resolving_a_melee_die_triggers_after_it_left_the_pool() -> None:
    r = run(_board("2MD", [{"player": "P1", "resolve": {"die": "fighter", "target": "foe"}}]))
    assert r.final.cards["foe"].damage == 2
    assert r.final.players["P1"].resources == 1
    back = next(e.index for e in r.steps if e.type == "die_off")
    queued = next(e.index for e in r.steps if e.type == "queue_add" and "Bankier" in e.text)
    assert back < queued  # "po tym": the die has left the pool first


def test_a_shield_die_does_not_match_the_melee_trigger() -> None:
    r = run(_board("1Sh", [{"player": "P1", "resolve": {"die": "fighter", "target": "fighter"}}]))
    assert r.final.players["P1"].resources == 0
