"""Star Wars: Destiny (Przeznaczenie) as a game of the core (`judge.engine.core.game.Game`).

This is the one object the registry (`judge.engine.games`) knows of the package: it builds
scenarios (`scenario.py`), runs the engine (`engine.py`), and describes states for the step
JSON, the CLI and the site (`views.py`), the `expect:` check (`expect.py`) and the rule table
(`rules.py`).
"""

from __future__ import annotations

import contextlib
import statistics
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import yaml

from judge.config import Settings
from judge.engine.core.events import Event
from judge.engine.core.expect import Mismatch
from judge.engine.core.game import Run
from judge.engine.core.log import fold
from judge.engine.core.runner import Asker
from judge.engine.core.scenario import Scenario
from judge.engine.destiny import expect, rules, scenario, views
from judge.engine.destiny.engine import Engine
from judge.engine.destiny.polish import PHASES
from judge.engine.destiny.reducer import apply
from judge.engine.destiny.state import GameState

SYNTHETIC_ROUNDS = 300


class Destiny:
    """Star Wars: Przeznaczenie."""

    name = "destiny"
    title = "Star Wars: Przeznaczenie"
    board_template = "boards/destiny.html"

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
        from judge.cards.db import load_card_database

        path = cards_path if cards_path is not None else (settings.cards_path if settings else None)
        return scenario.build(data, load_card_database(path), name=name)

    def run(
        self,
        scenario: Scenario,
        decisions: Mapping[str, Any],
        *,
        asker: Asker | None = None,
        validate: Sequence[str] | bool | None = None,
    ) -> Run:
        setup = scenario.setup
        if validate:
            from dataclasses import replace

            setup = replace(setup, validate=_validation_checks(validate))
        engine = Engine(setup, decisions, asker=asker)
        log = engine.run()
        return Run(log=log, decisions=dict(engine.decisions), used=set(engine.used_decisions))

    def rules(self) -> Mapping[str, str]:
        return {**rules.RULES, **rules.RULINGS}

    def citation(self, ident: str) -> str | None:
        """The citation of a rule whose authority is the card text (`rules.CARD_TEXT`)."""
        return rules.card_text_citation(ident)

    def board_view(self, state: GameState, scenario: Scenario) -> dict[str, Any]:
        return views.board_view(state, scenario.setup.cards)

    def frame(self, state: GameState) -> dict[str, Any]:
        return views.timing_view(state)

    def facts(self, state: GameState) -> dict[str, Any]:
        return views.facts(state)

    def check(
        self, wanted: Mapping[str, Any], events: Sequence[Event], state: GameState
    ) -> list[Mismatch]:
        return expect.check(wanted, events, state)

    def known_ids(self, scenario: Scenario) -> set[str]:
        board = scenario.setup.board
        return set(board.cards) | set(board.dice) | set(board.players)

    def state_lines(self, step: Mapping[str, Any]) -> list[str]:
        return views.state_lines(step, PHASES)

    def bench(self, settings: Settings, repetitions: int) -> dict[str, Any]:
        """The fold and the engine on a synthetic game of at least 10,000 events:
        `synthetic_events`, `engine_events_per_s` (the engine producing the log, rules
        included), `events_per_s` and `fold_10k_ms` (the fold alone)."""
        from judge.engine.destiny.synthetic import synthetic_scenario

        text = yaml.safe_dump(synthetic_scenario(SYNTHETIC_ROUNDS), sort_keys=False)
        loaded = scenario.load_text(text, None, name="synthetic")
        start = time.perf_counter()
        log = Engine(loaded.setup).run()
        engine_s = time.perf_counter() - start
        events = log.events
        figures: dict[str, Any] = {
            "synthetic_events": len(events),
            "engine_events_per_s": round(len(events) / engine_s),
        }
        samples = []
        for _ in range(max(1, min(repetitions, 5))):
            start = time.perf_counter()
            final = fold(apply, GameState(), events)
            samples.append(time.perf_counter() - start)
        assert final == log.state
        best = statistics.median(samples)
        figures["events_per_s"] = round(len(events) / best)
        figures["fold_10k_ms"] = round(best * 1000 * 10000 / len(events), 2)
        figures.update(_pool(settings))
        return figures


def _pool(settings: Settings) -> dict[str, Any]:
    """`pool`: per language, the card texts the engine would execute as written (see
    `coverage.pool_figures`); `pool_honoured_rate`: the Polish texts' figure;
    `whole_pool_honoured_rate`: every text (an English-only card is read by the English
    grammar). Static figures: nothing of a text is ignored, not that every handler is right.
    Nothing without a card database."""
    from judge.cards.db import cards_for
    from judge.engine.destiny.coverage import pool_figures

    if settings.cards_path is None:
        return {}
    database = cards_for(settings)
    pool = pool_figures(database.cards.values())
    figures: dict[str, Any] = {"pool": pool}
    if "pl" in pool:
        figures["pool_honoured_rate"] = pool["pl"]["honoured_rate"]
    texts = sum(row["texts"] for row in pool.values())
    if texts:
        honoured = sum(row["honoured"] for row in pool.values())
        figures["whole_pool_honoured_rate"] = round(honoured / texts, 3)
    figures.update(_smoke(database))
    figures["conformance"] = _conformance(database)
    return figures


def _conformance(database: Any) -> dict[str, Any]:
    """How many Polish cards the shipped scenarios exercise (golden cases, per-card scenarios in
    `cards/`, engine-qa's `variants/`): a card with active abilities counts when every one of
    them starts in some scenario; a card with only passive abilities (persistent, keywords,
    integral, restrictions) when a scenario uses it. `missing` lists the others."""
    from judge.engine.destiny import smoke
    from judge.errors import JudgeError
    from judge.resources import rulings_dir

    root = rulings_dir() / "scenarios"
    started: dict[str, set[int]] = {}
    named: set[str] = set()
    for path in sorted([*root.glob("*.yaml"), *root.glob("*/*.yaml")]):
        try:
            data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
            if not isinstance(data, dict) or data.get("game", "destiny") != "destiny":
                continue
            loaded = scenario.load_path(path, database)
            engine = Engine(loaded.setup)
            with contextlib.suppress(JudgeError):  # a stop still exercised what it reached
                engine.run()
        except (JudgeError, OSError, yaml.YAMLError):
            continue
        instances = {cid: card.defn for cid, card in engine.log.state_after(1).cards.items()}
        for cid, key in instances.items():
            code = loaded.setup.cards[key].code
            named.add(code)
            started.setdefault(code, set()).update(smoke.started_abilities(engine.log.events, cid))
    polish = [c for c in database.cards.values() if c.rules_lang == "pl" and c.rules_text]
    missing = []
    for card in sorted(polish, key=lambda c: c.code):
        abilities, _ = smoke.card_abilities(card)
        active = {i for i, k in abilities.items() if k not in smoke.PASSIVE_KINDS}
        exercised = active <= started.get(card.code, set()) if active else card.code in named
        if not exercised:
            missing.append(card.code)
    return {
        "polish_cards": len(polish),
        "exercised": len(polish) - len(missing),
        "missing": missing,
    }


def _smoke(database: Any) -> dict[str, Any]:
    """The smoke run over every card (`smoke`): `pool_executable_rate` (Polish texts) and
    `whole_pool_executable_rate` (every card with a text), and the run's counts (crashes,
    invariant breaks, unexplained stops, refusals) and time."""
    from judge.engine.destiny import smoke

    cards = sorted(database.cards.values(), key=lambda c: c.code)
    start = time.perf_counter()
    results = smoke.smoke_pool(cards, database)
    seconds = time.perf_counter() - start
    counts = smoke.summary(results)
    counts["seconds"] = round(seconds, 1)
    return {
        "pool_executable_rate": counts["executable_rate"].get("pl"),
        "whole_pool_executable_rate": counts["whole_pool_executable_rate"],
        "smoke": counts,
    }


def _validation_checks(value: Any) -> tuple[str, ...]:
    return scenario.validation_checks(value)


GAME = Destiny()
