"""Star Wars Miniatures as a game of the core (`judge.engine.core.game.Game`).

The one object the registry (`judge.engine.games`) knows of the package: it builds scenarios
(`scenario.py`), runs the engine (`engine.py`) and describes states (`views.py`).
"""

from __future__ import annotations

import statistics
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from judge.config import Settings
from judge.engine.core.events import Event
from judge.engine.core.expect import Mismatch
from judge.engine.core.game import Run
from judge.engine.core.runner import Asker
from judge.engine.core.scenario import Scenario
from judge.engine.swm import rules, scenario, views
from judge.engine.swm.engine import SwmEngine
from judge.engine.swm.state import SwmState


class Miniatures:
    """Star Wars Miniatures."""

    name = "swm"
    title = "Star Wars Miniatures"
    board_template = "boards/swm.html"

    def schema(self) -> Mapping[str, Any]:
        return scenario.schema()

    def build(
        self,
        data: Mapping[str, Any],
        *,
        name: str,
        settings: Settings | None,
        cards_path: Path | str | None,
    ) -> Scenario:
        return scenario.build(data, name=name)

    def run(
        self,
        scenario: Scenario,
        decisions: Mapping[str, Any],
        *,
        asker: Asker | None = None,
        validate: Sequence[str] | bool | None = None,
    ) -> Run:
        engine = SwmEngine(scenario.setup, decisions, asker=asker)
        log = engine.run()
        return Run(log=log, decisions=dict(engine.decisions), used=set(engine.used_decisions))

    def rules(self) -> Mapping[str, str]:
        return rules.table()

    def board_view(self, state: SwmState, scenario: Scenario) -> dict[str, Any]:
        return views.board_view(state, scenario.setup)

    def frame(self, state: SwmState) -> dict[str, Any]:
        return views.frame(state)

    def facts(self, state: SwmState) -> dict[str, Any]:
        return views.facts(state)

    def check(
        self, wanted: Mapping[str, Any], events: Sequence[Event], state: SwmState
    ) -> list[Mismatch]:
        return views.check(wanted, events, state)

    def known_ids(self, scenario: Scenario) -> set[str]:
        setup = scenario.setup
        return {p.id for p in setup.figures} | set(setup.players)

    def state_lines(self, step: Mapping[str, Any]) -> list[str]:
        return views.state_lines(step)

    def bench(self, settings: Settings, repetitions: int) -> dict[str, Any]:
        """`line_of_sight_ms`: exact line of sight on a 24×24 map with scattered walls, every
        pair of 30 squares (median per pair); `cover_ms`: cover between the same pairs."""
        from judge.engine.swm.benchmap import sight_pairs_ms

        samples = [sight_pairs_ms() for _ in range(max(1, min(repetitions, 3)))]
        los = statistics.median(s[0] for s in samples)
        cover = statistics.median(s[1] for s in samples)
        return {
            "line_of_sight_ms": round(los, 3),
            "cover_ms": round(cover, 3),
            "pairs": samples[0][2],
        }


GAME = Miniatures()
__all__ = ["GAME", "Miniatures"]
