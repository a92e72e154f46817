"""Objects the engine cannot enumerate are refused, not counted as none (issue 13, card 01082:
counting the faces shown on an opponent's dice returned 0 and removed no die)."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.engine.api import load_scenario_text, replay
from judge.engine.core.errors import EngineStop


def test_counting_faces_stops_with_a_message(cards_db: Path) -> None:
    scenario = load_scenario_text(
        "players:\n"
        "  P1:\n"
        "    resources: 5\n"
        "    hand: [{id: anger, card: '01082'}]\n"
        "    characters: [{id: kylo, card: '01001'}]\n"
        "  P2:\n"
        "    characters: [{id: rey, card: '01038', dice: ['-']}]\n"
        "actions:\n"
        "  - {player: P1, play: anger}\n",
        cards_path=cards_db,
    )
    with pytest.raises(EngineStop) as info:
        replay(scenario)
    assert "face" in info.value.message and info.value.exit_code == 3
