"""Findings of the engine audit (boards in the auditor's notes), each on a small board with the
outcome the Rules Reference requires."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

from judge.engine.api import load_scenario_text, replay
from judge.engine.core.errors import ScenarioError

from .helpers import GENERIC, char, run

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


# --- scenario validation: every problem in one go ------------------------------------------


def _problems(data: dict[str, Any], cards: Any = None) -> list[tuple[str, str]]:
    with pytest.raises(ScenarioError) as info:
        load_scenario_text(yaml.safe_dump(data, allow_unicode=True), cards_path=cards)
    return info.value.problems


def test_format_errors_do_not_hide_content_errors() -> None:
    """A negative resource (schema) and an unknown player in `turn` and in an action
    (content) are all reported at once, with the file's own list numbering."""
    data = {
        "players": {
            "P1": {
                "resources": -1,
                "characters": [
                    {**char("bad", "Zła", 5, GENERIC), "damage": "dużo"},
                    char("a", "A", 5, GENERIC),
                    {**char("a", "A2", 5, GENERIC)},
                ],
            },
            "P2": {"characters": [char("b", "B", 5, GENERIC)]},
        },
        "turn": "P3",
        "actions": [{"player": "P1", "fly": True}, {"player": "P4", "pass": True}],
    }
    found = _problems(data)
    paths = [path for path, _ in found]
    assert "players.P1.resources" in paths
    assert "players.P1.characters[0].damage" in paths
    assert "turn" in paths
    assert "actions[1].player" in paths  # numbered as in the file, not the pruned rest
    assert "players.P1.characters[2].id" in paths
    assert len(found) == len(set(found))


def test_a_duplicate_id_after_an_unknown_card_code_is_reported(cards_db: Path) -> None:
    data = {
        "players": {
            "P1": {"characters": [{"id": "rey", "card": "99999"}, {"id": "rey", "card": "01038"}]},
            "P2": {"characters": [{"id": "jango", "card": "01021"}]},
        }
    }
    paths = [path for path, _ in _problems(data, cards_db)]
    assert paths == ["players.P1.characters[0].card", "players.P1.characters[1].id"]


def test_a_file_decision_about_nothing_in_the_scenario_is_refused() -> None:
    data = {
        "players": {
            "P1": {"characters": [{**char("rey", "R", 5, GENERIC), "dice": ["1MD"]}]},
            "P2": {"characters": [char("jango", "J", 5, GENERIC)]},
        },
        "actions": [{"player": "P1", "resolve": {"die": "rey", "target": "jango"}}],
        "decisions": {"nosuchcard.target": "rey", "jango.use": True},
    }
    scenario = load_scenario_text(yaml.safe_dump(data, allow_unicode=True))
    with pytest.raises(ScenarioError) as info:
        replay(scenario)
    assert [p for p, _ in info.value.problems] == ["decisions.nosuchcard.target"]
    assert "padają: " in info.value.problems[0][1]
    # a card that exists but is never asked about: a warning, the replay stands
    del data["decisions"]["nosuchcard.target"]
    r = replay(load_scenario_text(yaml.safe_dump(data, allow_unicode=True)))
    assert any(w.startswith("decisions.jango.use") for w in r.warnings)
    assert r.to_json()["warnings"] == r.warnings


def test_cli_exit_2_for_a_decision_the_file_never_takes(tmp_path: Path) -> None:
    data = {
        "players": {
            "P1": {"characters": [{**char("rey", "R", 5, GENERIC), "dice": ["1MD"]}]},
            "P2": {"characters": [char("jango", "J", 5, GENERIC)]},
        },
        "actions": [{"player": "P1", "resolve": {"die": "rey", "target": "jango"}}],
        "decisions": {"nosuchcard.target": "rey"},
    }
    path = tmp_path / "s.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "judge", "replay", str(path)], capture_output=True, text=True
    )
    assert done.returncode == 2
    assert "decisions.nosuchcard.target" in done.stderr
    assert "Traceback" not in done.stderr


C3PO_TEXT = (
    "<b>Akcja</b> - Usuń tę kość, aby rozpatrzyć jedną z twoich kości tak, jakby "
    "przedstawiała inny symbol <i>(zachowuje swoją pierwotną wartość)</i>."
)


def c3po_board(characters: list[dict[str, Any]], decisions: dict[str, Any]) -> dict[str, Any]:
    """P1 uses C-3PO (exhausted, its die showing 1R in the pool) beside `characters`."""
    c3po = {
        "id": "c3po",
        "card": "02030",
        "name": "C-3PO",
        "exhausted": True,
        "dice": ["1R"],
        "text": C3PO_TEXT,
    }
    return {
        "players": {
            "P1": {"resources": 1, "supports": [c3po], "characters": characters},
            "P2": {"characters": [{"id": "jango", "card": "01021"}]},
        },
        "actions": [{"player": "P1", "use": "c3po"}],
        "decisions": decisions,
    }


def test_an_illegal_value_for_a_single_legal_option_is_refused(cards_db: Path) -> None:
    """C-3PO: "Usuń tę kość, aby rozpatrzyć jedną z twoich kości…" with one die of the player
    left in the pool: naming a die that is not his (nor in the pool) rejects the scenario like
    any illegal decision value; naming the only legal one is accepted."""
    data = c3po_board(
        [
            {"id": "han", "card": "01046", "exhausted": True, "dice": ["3RD1"]},
            {"id": "other", "card": "01038"},
        ],
        {"c3po.resolve": "other.die", "c3po.symbol": "Sh"},
    )
    with pytest.raises(ScenarioError) as info:
        run(data, cards=cards_db)
    assert [p for p, _ in info.value.problems] == ["decisions.c3po.resolve"]
    assert "han.die" in info.value.problems[0][1]
    data["decisions"]["c3po.resolve"] = "han.die"
    r = run(data, cards=cards_db)
    assert r.final.cards["han"].shields == 3
    assert not r.warnings


def test_the_contested_pass_text_says_what_the_action_did(cards_db: Path) -> None:
    """C-3PO's action whose effect cannot change anything: the only change is its die
    removed (the cost), and the end-of-action text says so, not "exhausting/playing"."""
    data = c3po_board(
        [
            {"id": "han", "card": "01046"},
            {
                "id": "trooper",
                "card": "01030",
                "exhausted": True,
                "dice": ["+1RD"],
                "text": "Strażnik.",
            },
        ],
        {"c3po.symbol": "Sh"},
    )
    r = run(data, cards=cards_db)
    end = next(e for e in r.steps if e.type == "action_end")
    assert end.contested is not None
    assert "c3po.die" in end.text and "wyczerpanie/zagranie" not in end.text
