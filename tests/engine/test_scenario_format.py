"""Scenario validation: every problem reported with its path; CLI exit codes."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from judge.engine.api import load_scenario_text
from judge.engine.core.errors import ScenarioError
from judge.engine.destiny.scenario import schema_path

from .helpers import GENERIC, char


def problems(data: dict) -> list[tuple[str, str]]:
    with pytest.raises(ScenarioError) as info:
        load_scenario_text(yaml.safe_dump(data, allow_unicode=True))
    return info.value.problems


def test_schema_is_valid_json_schema() -> None:
    import jsonschema

    schema = json.loads(schema_path().read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)


def test_every_schema_error_has_its_path() -> None:
    data = {
        "players": {
            "P1": {
                "characters": [{**char("a", "A", 5, GENERIC), "damage": "dużo"}],
                "resources": -1,
            },
            "P2": {"characters": [{**char("b", "B", 5, GENERIC), "shields": 4}]},
        },
        "actions": [{"player": "P1", "fly": True}],
    }
    found = dict(problems(data))
    assert "players.P1.characters[0].damage" in found
    assert "players.P1.resources" in found
    assert "players.P2.characters[0].shields" in found
    assert any(path.startswith("actions[0]") for path in found)


def test_meaning_errors_have_paths() -> None:
    data = {
        "players": {
            "P1": {"characters": [{**char("a", "A", 5, GENERIC), "dice": ["3RD"], "damage": 5}]},
            "P2": {"characters": [char("a", "B", 5, GENERIC)]},
        },
        "turn": "P3",
        "actions": [{"player": "P1", "activate": "nobody"}],
    }
    found = dict(problems(data))
    assert "nie ma ścianki 3RD" in found["players.P1.characters[0].dice[0]"]
    assert "byłaby już pokonana" in found["players.P1.characters[0].damage"]
    assert "już użyty" in found["players.P2.characters[0].id"]
    assert "turn" in found
    assert "actions[0].activate" in found


def test_card_code_without_database_is_explained() -> None:
    data = {
        "players": {
            "P1": {"characters": [{"id": "dooku", "card": "01009"}]},
            "P2": {"characters": [char("b", "B", 5, GENERIC)]},
        }
    }
    found = dict(problems(data))
    assert "--cards" in found["players.P1.characters[0].card"]


def test_yaml_syntax_error_names_the_line() -> None:
    with pytest.raises(ScenarioError) as info:
        load_scenario_text("players:\n  P1: [\n")
    assert "wiersz" in info.value.problems[0][0]


def _judge(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "judge", *args],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        cwd=cwd,
    )


def test_cli_exit_codes(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("players: {P1: {resources: zero}, P2: {}}\n", encoding="utf-8")
    result = _judge("replay", str(bad))
    assert result.returncode == 2
    assert "players.P1.resources" in result.stderr and "Traceback" not in result.stderr

    good = {
        "players": {
            "P1": {"characters": [{**char("a", "A", 5, GENERIC), "dice": ["2MD"]}]},
            "P2": {"characters": [char("b", "B", 5, GENERIC)]},
        },
        "actions": [{"player": "P1", "resolve": {"die": "a", "target": "b"}}],
        "expect": {"cards": {"b": {"damage": 3}}},
    }
    path = tmp_path / "good.yaml"
    path.write_text(yaml.safe_dump(good), encoding="utf-8")
    result = _judge("replay", str(path), "--check")
    assert result.returncode == 1, result.stdout
    assert "expect.cards.b.damage" in result.stdout
    good["expect"] = {"cards": {"b": {"damage": 2}}}
    path.write_text(yaml.safe_dump(good), encoding="utf-8")
    result = _judge("replay", str(path), "--check")
    assert result.returncode == 0, result.stdout + result.stderr
    result = _judge("replay", str(path), "--json")
    data = json.loads(result.stdout)
    assert data["format"] == "judge-replay/1"
    assert {
        "changes",
        "queue",
        "interrupts",
        "additional_actions",
        "cites",
        "decision",
        "contested",
        "board",
    } <= set(data["steps"][0])
    result = _judge("replay", str(path), "--step", "999")
    assert result.returncode == 2


def test_cli_refuses_a_decision_the_replay_never_takes(tmp_path: Path) -> None:
    """`--decide` with a mistyped key is bad input (exit 2) naming the keys that are taken."""
    board = {
        "players": {
            "P1": {"characters": [{**char("a", "A", 5, GENERIC), "dice": ["1RD"]}]},
            "P2": {"characters": [char("b", "B", 5, GENERIC), char("c", "C", 5, GENERIC)]},
        },
        "actions": [{"player": "P1", "resolve": {"die": "a"}}],
    }
    path = tmp_path / "board.yaml"
    path.write_text(yaml.safe_dump(board), encoding="utf-8")
    taken = json.loads(_judge("replay", str(path), "--json").stdout)["decisions"]
    assert [d["key"] for d in taken] == ["a.die.target"]
    result = _judge("replay", str(path), "--decide", "a.die.targte=c")
    assert result.returncode == 2, result.stdout
    assert "„a.die.targte” nie pada" in result.stderr and "a.die.target" in result.stderr
    assert "Traceback" not in result.stderr
    result = _judge("replay", str(path), "--decide", "a.die.target=c", "--json")
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["decisions"][0]["value"] == "c"


def test_a_key_given_twice_is_an_error() -> None:
    with pytest.raises(ScenarioError) as info:
        load_scenario_text("players:\n  P1: {resources: 1, resources: 2}\n  P2: {}\n")
    assert "dwa razy" in info.value.message and "wiersz 2" in info.value.message


def test_the_readme_example_replays_and_meets_its_expectations(cards_db: Path) -> None:
    from judge.engine.api import replay

    readme = (Path(__file__).resolve().parents[2] / "judge" / "engine" / "README.md").read_text(
        encoding="utf-8"
    )
    section = readme.split("## Scenarios", 1)[1]
    example = section.split("```yaml", 1)[1].split("```", 1)[0]
    result = replay(load_scenario_text(example, cards_path=cards_db))
    assert result.check() == []
