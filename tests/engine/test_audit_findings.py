"""Findings of the engine audit (boards in the auditor's notes), each on a small board with the
outcome the Rules Reference requires."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from judge.engine.destiny.errors import ScenarioError

from .helpers import run

BLASTER_TEXT = "Zasadzka. Przepisanie."


def _two_blasters() -> dict[str, Any]:
    return {
        "players": {
            "P1": {
                "hand": [{"id": "comlink", "card": "01061"}],
                "characters": [
                    {
                        "id": "han",
                        "card": "01046",
                        "exhausted": True,
                        "upgrades": [
                            {"id": "hb1", "card": "01063", "text": BLASTER_TEXT, "dice": ["2RD1"]},
                            {"id": "hb2", "card": "01063", "text": BLASTER_TEXT, "dice": ["1Sh"]},
                        ],
                    }
                ],
            },
            "P2": {"characters": [{"id": "jango", "card": "01021"}]},
        },
        "turn": "P1",
        "actions": [{"player": "P1", "play": "comlink", "target": "han", "replace": "hb1"}],
    }


def test_two_copies_the_player_chooses_which_die_is_set_aside(cards_db: Path) -> None:
    """RR cz. 2 › kości opuszczające grę: two copies of an upgrade on one character, both dice
    in the pool; discarding one copy, the player chooses which die he sets aside."""
    r = run(_two_blasters(), {"hb1.die": "hb2.die"}, cards=cards_db)
    asked = [e for e in r.steps if e.decision and e.decision.key == "hb1.die"]
    assert len(asked) == 1
    assert asked[0].decision.decider == "P1"
    assert asked[0].decision.default is False
    assert "destiny-rr.cz2.kosci-opuszczajace-gre" in asked[0].cites
    final = r.final
    assert final.cards["hb1"].zone == "discard"
    assert final.dice["hb2.die"].location == "set_aside"
    kept = final.dice["hb1.die"]
    assert kept.location == "pool" and kept.home == "hb2"
    assert final.cards["hb2"].dice == ("hb1.die",)
    assert kept.showing is not None and kept.showing.value == 2


def test_two_copies_default_sets_aside_the_discarded_copys_die(cards_db: Path) -> None:
    r = run(_two_blasters(), cards=cards_db)
    asked = [e for e in r.steps if e.decision and e.decision.key == "hb1.die"]
    assert len(asked) == 1 and asked[0].decision.default is True
    assert r.final.dice["hb1.die"].location == "set_aside"
    assert r.final.dice["hb2.die"].location == "pool"
    assert r.final.dice["hb2.die"].home == "hb2"


def test_two_copies_a_die_outside_the_two_is_refused(cards_db: Path) -> None:
    with pytest.raises(ScenarioError) as err:
        run(_two_blasters(), {"hb1.die": "han.die"}, cards=cards_db)
    assert any(path == "decisions.hb1.die" for path, _ in err.value.problems)


def test_one_die_in_the_pool_is_not_a_choice(cards_db: Path) -> None:
    data = _two_blasters()
    data["players"]["P1"]["characters"][0]["upgrades"][1]["dice"] = [None]
    r = run(data, cards=cards_db)
    assert not [e for e in r.steps if e.decision and e.decision.key == "hb1.die"]
    assert r.final.dice["hb1.die"].location == "set_aside"
