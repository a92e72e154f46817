"""Shields "distributed as you decide" go to several characters (issue 13, cards 01139 and
01039): before, the distribution was never read and all shields went to one character (where
those over 3 were lost). Inline cards use our own wording of the effect."""

from __future__ import annotations

from typing import Any

import pytest

from judge.engine.core.errors import EngineStop, ScenarioError

from .helpers import GENERIC, char, run

TEXT = "<b>Akcja</b> - Daj 4 żetony osłon twoim postaciom (sam decydujesz, jak je rozdzielić)."


def _board() -> dict[str, Any]:
    return {
        "players": {
            "P1": {
                "characters": [
                    char("giver", "Dawca", 10, GENERIC, text=TEXT),
                    char("friend", "Przyjaciel", 10, GENERIC, shields=1),
                ]
            },
            "P2": {"characters": [char("foe", "Wróg", 10, GENERIC)]},
        },
        "turn": "P1",
        "actions": [{"player": "P1", "use": "giver"}],
    }


def test_by_default_each_character_is_filled_up_to_three() -> None:
    r = run(_board())
    assert r.final.cards["giver"].shields == 3 and r.final.cards["friend"].shields == 2
    assert r.final.cards["foe"].shields == 0


def test_the_player_decides_the_split() -> None:
    r = run(_board(), {"giver.distribute": {"giver": 2, "friend": 2}})
    assert r.final.cards["giver"].shields == 2 and r.final.cards["friend"].shields == 3


def test_a_split_that_does_not_add_up_is_refused() -> None:
    with pytest.raises((ScenarioError, EngineStop)) as info:
        run(_board(), {"giver.distribute": {"giver": 1, "friend": 1}})
    assert "rozdziel dokładnie 4" in str(info.value)
