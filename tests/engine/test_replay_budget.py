"""A replay's budget (issue 18): on the site a replay may not run longer than a few seconds
nor take more steps than the site allows, whatever `max_steps` the scenario asks for; the CLI
keeps the scenario's own cap."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.engine.api import Budget, Scenario, load_scenario_text, replay, replay_budget
from judge.engine.core.errors import EngineStop

LOOP = (Path(__file__).parent / "fixtures" / "smuggler-loop.yaml").read_text(encoding="utf-8")


def _loop(max_steps: int, cards_db: Path) -> Scenario:
    return load_scenario_text(
        LOOP.replace("max_steps: 3000", f"max_steps: {max_steps}"), cards_path=cards_db
    )


def test_the_budget_caps_steps_below_the_scenarios_own(cards_db: Path) -> None:
    with replay_budget(Budget(seconds=60, max_steps=500)), pytest.raises(EngineStop) as info:
        replay(_loop(200_000, cards_db))
    assert "500 krokach" in info.value.message and info.value.exit_code == 3


def test_the_wall_time_budget_stops_a_long_replay(cards_db: Path) -> None:
    with replay_budget(Budget(seconds=0, max_steps=200_000)), pytest.raises(EngineStop) as info:
        replay(_loop(200_000, cards_db))
    assert "judge replay" in info.value.message
    assert len(info.value.replay.steps) <= 64


def test_without_a_budget_the_scenario_cap_holds(cards_db: Path) -> None:
    with pytest.raises(EngineStop) as info:
        replay(_loop(700, cards_db))
    assert "700 krokach" in info.value.message


def test_the_budget_ends_with_its_block(cards_db: Path) -> None:
    with replay_budget(Budget(seconds=60, max_steps=100)):
        pass
    with pytest.raises(EngineStop) as info:
        replay(_loop(300, cards_db))
    assert "300 krokach" in info.value.message
