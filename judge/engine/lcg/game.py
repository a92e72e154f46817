"""Star Wars: Gra karciana (the LCG) as a game of the core (`judge.engine.core.game.Game`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from judge.config import Settings
from judge.engine.core.events import Event
from judge.engine.core.expect import Mismatch
from judge.engine.core.game import Run
from judge.engine.core.runner import Asker
from judge.engine.core.scenario import Scenario
from judge.engine.lcg import expect, rules, scenario, views
from judge.engine.lcg.engine import LcgEngine
from judge.engine.lcg.state import LcgState


class Lcg:
    """Star Wars: Gra karciana."""

    name = "lcg"
    title = "Star Wars: Gra karciana"
    board_template = "boards/lcg.html"

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
        path = cards_path
        if path is None and settings is not None:
            path = settings.lcg_cards_path
        return scenario.build(data, scenario.database_for(path), name=name)

    def run(
        self,
        scenario: Scenario,
        decisions: Mapping[str, Any],
        *,
        asker: Asker | None = None,
        validate: Sequence[str] | bool | None = None,
    ) -> Run:
        engine = LcgEngine(scenario.setup, decisions, asker=asker)
        log = engine.run()
        return Run(log=log, decisions=dict(engine.decisions), used=set(engine.used_decisions))

    def rules(self) -> Mapping[str, str]:
        return rules.TABLE

    def board_view(self, state: LcgState, scenario: Scenario) -> dict[str, Any]:
        return views.board_view(state, scenario.setup)

    def frame(self, state: LcgState) -> dict[str, Any]:
        return views.frame(state)

    def facts(self, state: LcgState) -> dict[str, Any]:
        return views.facts(state)

    def check(
        self, wanted: Mapping[str, Any], events: Sequence[Event], state: LcgState
    ) -> list[Mismatch]:
        return expect.check(wanted, events, state)

    def known_ids(self, scenario: Scenario) -> set[str]:
        return {c["id"] for c in scenario.setup.board["cards"]} | {"light", "dark"}

    def state_lines(self, step: Mapping[str, Any]) -> list[str]:
        return views.state_lines(step)

    def bench(self, settings: Settings, repetitions: int) -> dict[str, Any]:
        """LCG card texts: the share the grammar parses (training and validation splits) and
        the share the engine would execute as written (`honoured_rate`: static, it proves no
        part of a text is ignored, not that every handler is right)."""
        if settings.lcg_cards_path is None:
            return {}
        from judge.cards.lcg.parse import parse_text
        from judge.cards.lcg.records import load_cached
        from judge.cards.lcg.report import figures
        from judge.engine.lcg.coverage import problems

        database = load_cached(settings.lcg_cards_path)
        out = figures(settings.lcg_cards_path, database)
        texts = database.texts()
        honoured = sum(
            1 for text, cards in texts.items() if not problems(parse_text(text, cards[0].type))
        )
        out["honoured"] = honoured
        out["honoured_rate"] = round(honoured / len(texts), 3) if texts else 0.0
        return {"cards_pool": out}


GAME = Lcg()
