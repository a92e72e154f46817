"""`judge bench AREA`: measured figures, one JSON object per area.

Each area lives in its own room as a module with a function

    run(settings: Settings, repetitions: int) -> dict[str, object]

that measures warm, in-process figures over `repetitions` runs and reports medians and
percentiles (see `judge.benchutil`). `all` runs every area and merges the objects keyed by area.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from judge.config import Settings

AREA_MODULES: dict[str, str] = {
    "search": "judge.search.bench",
    "grammar": "judge.cards.bench",
    "engine": "judge.engine.bench",
    "web": "judge.web.bench",
}

BenchFn = Callable[[Settings, int], dict[str, Any]]


def area_runner(area: str) -> BenchFn:
    # Imported on demand: each area's benchmark pulls in its whole room.
    return importlib.import_module(AREA_MODULES[area]).run


def run_area(area: str, settings: Settings, repetitions: int) -> dict[str, Any]:
    """Figures of one area, or of every area keyed by name when `area` is `all`."""
    if area != "all":
        return area_runner(area)(settings, repetitions)
    merged: dict[str, Any] = {}
    for name in AREA_MODULES:
        merged[name] = area_runner(name)(settings, repetitions)
    return merged
