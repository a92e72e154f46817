"""The engine stops (exit 3) on a trigger/action loop at the step cap and on card text the
grammar does not understand; with the erratum the same loop ends by itself."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from judge.cards.db import load_card_database
from judge.cards.parse import parse_card_text
from judge.engine.api import load_scenario, load_scenario_text, replay
from judge.engine.core.errors import EngineStop
from judge.engine.destiny.coverage import gaps

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


def _english_upgrade(cards_db: Path, *, understood: bool) -> str:
    """An English-only upgrade whose English text the English grammar (with the engine's
    coverage table) understands in full, or not: chosen at run time from the shared data."""
    database = load_card_database(cards_db)
    for card in sorted(database.cards.values(), key=lambda c: c.code):
        if card.lang != "en" or card.type != "upgrade" or not card.rules_text:
            continue
        parsed = parse_card_text(card.rules_text, "en")
        if (parsed.ok and not gaps(parsed)) == understood:
            return card.code
    pytest.skip("no such English-only upgrade in the shared card data")


def _english_scenario(tmp_path: Path, code: str) -> Path:
    text = (FIXTURES / "english-text.yaml").read_text(encoding="utf-8")
    path = tmp_path / "english.yaml"
    path.write_text(text.replace('"01063"', f'"{code}"'), encoding="utf-8")
    return path


def test_english_text_not_understood_stops_naming_card_and_span(
    cards_db: Path, tmp_path: Path
) -> None:
    code = _english_upgrade(cards_db, understood=False)
    scenario = load_scenario(_english_scenario(tmp_path, code), cards_path=cards_db)
    with pytest.raises(EngineStop) as info:
        replay(scenario)
    message = info.value.message
    assert code in message and "znaki" in message and "text:" in message


def test_english_text_understood_is_executed(cards_db: Path, tmp_path: Path) -> None:
    """A card known only in English is read by the English grammar into the same AST and
    executed like a Polish one (issue 12): no stop at setup."""
    code = _english_upgrade(cards_db, understood=True)
    scenario = load_scenario(_english_scenario(tmp_path, code), cards_path=cards_db)
    try:
        result = replay(scenario)
    except EngineStop as stop:  # a stop later in the game is the card's own business,
        assert code not in stop.message.split(":")[0]  # never its text at setup
    else:
        assert result.steps[0].type == "setup"


def test_cli_exit_code_3(cards_db: Path, tmp_path: Path) -> None:
    code = _english_upgrade(cards_db, understood=False)
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "judge",
            "--cards",
            str(cards_db),
            "replay",
            str(_english_scenario(tmp_path, code)),
        ],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 3, result.stderr
    assert "Traceback" not in result.stderr and code in result.stderr


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


def test_cli_exit_3_on_unparsed_text_shows_the_setup(cards_db: Path, tmp_path: Path) -> None:
    code = _english_upgrade(cards_db, understood=False)
    done = _cli(
        "--cards", str(cards_db), "replay", str(_english_scenario(tmp_path, code)), "--json"
    )
    assert done.returncode == 3
    data = json.loads(done.stdout)
    assert [s["type"] for s in data["steps"]] == ["setup"]
    assert code in data["stopped"]["message"]
