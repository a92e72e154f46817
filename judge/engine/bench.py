"""`judge bench engine --json`: golden scenarios replay time per game, and each game's figures.

For every game of the registry (`judge.engine.games`):

* `scenarios`: its golden scenarios replayed (those whose cards are available);
* `replay_max_ms` (and p50/p95): the slowest golden scenario, warm (median of repetitions);
* the game's own figures (`Game.bench`). Destiny: `events_per_s`, events folded per second on a
  synthetic game of at least 10,000 events (the fold only); `synthetic_events`, `fold_10k_ms`
  (time to fold the first 10,000 events), `engine_events_per_s` (the engine producing the
  synthetic log, rules included).

The default game's figures (Destiny) are also at the top level, as before games were
registered; `games` holds every game's. Targets: every golden scenario <= 20 ms, 10,000 events
folded <= 1 s.
"""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from typing import Any

from judge.benchutil import summary_ms, time_ms
from judge.config import Settings
from judge.engine.api import Scenario, list_scenarios, load_scenario, replay, scenarios_dir
from judge.engine.games import GAMES
from judge.errors import JudgeError


def run(settings: Settings, repetitions: int) -> dict[str, Any]:
    entries = list_scenarios()
    games: dict[str, dict[str, Any]] = {}
    for name in GAMES.names():
        mine = [e for e in entries if e["game"] == name]
        figures = _golden(mine, settings, repetitions)
        figures.update(GAMES.get(name).bench(settings, repetitions))
        games[name] = figures
    return {**games[GAMES.default], "games": games}


def _golden(
    entries: Sequence[dict[str, Any]], settings: Settings, repetitions: int
) -> dict[str, Any]:
    figures: dict[str, Any] = {}
    per_scenario: list[float] = []
    skipped = []
    for entry in entries:
        try:
            scenario = load_scenario(scenarios_dir() / entry["file"], settings=settings)
            replay(scenario)  # warm
        except JudgeError as exc:
            skipped.append({"file": entry["file"], "reason": exc.message.splitlines()[0]})
            continue

        def once(loaded: Scenario = scenario) -> None:
            replay(loaded)

        samples = time_ms(once, max(1, repetitions))
        per_scenario.append(statistics.median(samples))
    figures["scenarios"] = len(per_scenario)
    if per_scenario:
        figures.update(summary_ms(per_scenario, "replay"))
    if skipped:
        figures["scenarios_skipped"] = skipped
    return figures
