"""`judge bench engine --json`: golden scenarios replay time and fold throughput.

* `scenarios`: golden scenarios replayed (those whose cards are available);
* `replay_max_ms` (and p50/p95): the slowest golden scenario, warm (median of repetitions);
* `events_per_s`: events folded per second on a synthetic game of at least 10,000 events
  (the fold only: `state = apply(state, event)` over the whole log);
* `synthetic_events`, `fold_10k_ms` (time to fold the first 10,000 events),
  `engine_events_per_s` (the engine producing the synthetic log, rules included).
Targets: every golden scenario <= 20 ms, 10,000 events folded <= 1 s.
"""

from __future__ import annotations

import statistics
import time
from typing import Any

import yaml

from judge.benchutil import summary_ms, time_ms
from judge.config import Settings
from judge.engine.api import (
    list_scenarios,
    load_scenario,
    load_scenario_text,
    replay,
    scenarios_dir,
)
from judge.engine.core.log import fold
from judge.engine.destiny.reducer import apply
from judge.engine.destiny.state import GameState
from judge.engine.destiny.synthetic import synthetic_scenario
from judge.errors import JudgeError

SYNTHETIC_ROUNDS = 300


def run(settings: Settings, repetitions: int) -> dict[str, Any]:
    figures: dict[str, Any] = {}
    per_scenario: list[float] = []
    skipped = []
    for entry in list_scenarios():
        try:
            scenario = load_scenario(scenarios_dir() / entry["file"], settings=settings)
            replay(scenario)  # warm
        except JudgeError as exc:
            skipped.append({"file": entry["file"], "reason": exc.message.splitlines()[0]})
            continue
        samples = time_ms(lambda s=scenario: replay(s), max(1, repetitions))
        per_scenario.append(statistics.median(samples))
    figures["scenarios"] = len(per_scenario)
    if per_scenario:
        figures.update(summary_ms(per_scenario, "replay"))
    if skipped:
        figures["scenarios_skipped"] = skipped

    text = yaml.safe_dump(synthetic_scenario(SYNTHETIC_ROUNDS), sort_keys=False)
    scenario = load_scenario_text(text, name="synthetic")
    start = time.perf_counter()
    log = replay(scenario).log
    engine_s = time.perf_counter() - start
    events = log.events
    figures["synthetic_events"] = len(events)
    figures["engine_events_per_s"] = round(len(events) / engine_s)
    fold_samples = []
    for _ in range(max(1, min(repetitions, 5))):
        start = time.perf_counter()
        final = fold(apply, GameState(), events)
        fold_samples.append(time.perf_counter() - start)
    assert final == log.state
    best = statistics.median(fold_samples)
    figures["events_per_s"] = round(len(events) / best)
    figures["fold_10k_ms"] = round(best * 1000 * 10000 / len(events), 2)
    return figures
