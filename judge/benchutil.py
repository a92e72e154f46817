"""Small helpers shared by the benchmark modules: timing and percentiles."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable


def percentile(samples: list[float], q: float) -> float:
    """The q-th percentile (0..100) by linear interpolation between closest ranks."""
    if not samples:
        raise ValueError("no samples")
    ordered = sorted(samples)
    if len(ordered) == 1:
        return ordered[0]
    position = (len(ordered) - 1) * q / 100
    low = int(position)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


def time_ms(fn: Callable[[], object], repetitions: int) -> list[float]:
    """Wall-clock milliseconds of `repetitions` calls of `fn` (call it once before to warm up)."""
    samples = []
    for _ in range(repetitions):
        start = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - start) * 1000)
    return samples


def summary_ms(samples: list[float], prefix: str) -> dict[str, float]:
    """`{prefix}_p50_ms`, `{prefix}_p95_ms`, `{prefix}_max_ms` rounded to 0.01 ms."""
    return {
        f"{prefix}_p50_ms": round(statistics.median(samples), 2),
        f"{prefix}_p95_ms": round(percentile(samples, 95), 2),
        f"{prefix}_max_ms": round(max(samples), 2),
    }
