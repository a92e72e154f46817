"""The engine stops (exit 3) on a trigger/action loop at the step cap and on card text the
grammar does not understand; with the erratum the same loop ends by itself."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from judge.engine.api import load_scenario, load_scenario_text, replay
from judge.engine.core.errors import EngineStop

FIXTURES = Path(__file__).parent / "fixtures"


def test_pre_errata_smugglers_loop_until_the_step_cap(cards_db: Path) -> None:
    scenario = load_scenario(FIXTURES / "smuggler-loop.yaml", cards_path=cards_db)
    with pytest.raises(EngineStop) as info:
        replay(scenario)
    assert "3000" in info.value.message and info.value.exit_code == 3


def test_the_erratum_ends_the_loop(cards_db: Path) -> None:
    text = (FIXTURES / "smuggler-loop.yaml").read_text(encoding="utf-8")
    errata = (
        "Za pierwszym razem w każdej rundzie, kiedy zagrasz ostatnią kartę z twojej ręki, "
        "zyskujesz 1 żeton zasobu."
    )
    text = text.replace(
        "Po tym, jak zagrasz ostatnią kartę z twojej ręki, zyskaj 1 żeton zasobu.", errata
    )
    result = replay(load_scenario_text(text, cards_path=cards_db))
    refused = [e for e in result.steps if e.type == "refused"]
    assert len(refused) == 1 and "zasob" in refused[0].text
    assert result.final.players["P1"].resources == 0
    gains = [e for e in result.steps if e.type == "resources" and e.data["delta"] > 0]
    assert len(gains) == 2  # each Smuggler once in the round


def test_english_only_text_stops_naming_card_and_span(cards_db: Path) -> None:
    scenario = load_scenario(FIXTURES / "english-text.yaml", cards_path=cards_db)
    with pytest.raises(EngineStop) as info:
        replay(scenario)
    message = info.value.message
    assert "01063" in message and "Ambush" in message and "text:" in message


def test_cli_exit_code_3(cards_db: Path) -> None:
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "judge",
            "--cards",
            str(cards_db),
            "replay",
            str(FIXTURES / "english-text.yaml"),
        ],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 3, result.stderr
    assert "Traceback" not in result.stderr and "01063" in result.stderr


def test_a_stop_keeps_the_steps_up_to_it(cards_db: Path) -> None:
    scenario = load_scenario(FIXTURES / "smuggler-loop.yaml", cards_path=cards_db)
    with pytest.raises(EngineStop) as info:
        replay(scenario)
    steps = info.value.replay.steps
    assert len(steps) == 3000 and steps[0].type == "setup"
    assert steps[-1].type == "played"


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "judge", *args], capture_output=True, text=True, check=False
    )


def test_cli_exit_3_shows_the_last_steps_and_the_stop(cards_db: Path) -> None:
    loop = str(FIXTURES / "smuggler-loop.yaml")
    done = _cli("--cards", str(cards_db), "replay", loop)
    assert done.returncode == 3
    assert "2999 " in done.stdout and "Silnik zatrzymał się po kroku 2999" in done.stdout
    assert "kroki 0–2979 pominięte" in done.stdout
    assert "3000 krokach" in done.stderr
    done = _cli("--cards", str(cards_db), "replay", loop, "--json")
    assert done.returncode == 3
    data = json.loads(done.stdout)
    assert data["stopped"]["exit_code"] == 3 and "3000" in data["stopped"]["message"]
    assert [s["index"] for s in data["steps"]] == list(range(2980, 3000))
    assert data["steps"][-1]["type"] == "played"


def test_cli_exit_3_on_unparsed_text_shows_the_setup(cards_db: Path) -> None:
    done = _cli("--cards", str(cards_db), "replay", str(FIXTURES / "english-text.yaml"), "--json")
    assert done.returncode == 3
    data = json.loads(done.stdout)
    assert [s["type"] for s in data["steps"]] == ["setup"]
    assert "Ambush" in data["stopped"]["message"]
