"""The web benchmark's machinery: the asyncio load generator and the wrk/Lua run.

These check that the tools measure (requests counted, statuses classified), not how fast the
site is: speed is reported by `judge bench web --json`, never asserted in a test.
"""

from __future__ import annotations

import asyncio
import shutil
from typing import Any

import pytest

from judge.web import bench, loadgen


def test_asyncio_load_generator_counts_requests_and_statuses(live_server: Any) -> None:
    paths = ["/", "/rules/destiny-rr.cz6.oslony", "/no-such-page"]
    result = asyncio.run(loadgen.run(live_server.url, paths, connections=4, seconds=0.5))
    assert result["requests"] > 3
    assert result["errors"] == 0
    # one path in three answers 404: counted as non-2xx, not as a socket error
    assert 0 < result["non_2xx"] < result["requests"]
    assert 0 < result["p50_ms"] <= result["p95_ms"] <= result["max_ms"]


@pytest.mark.skipif(shutil.which("wrk") is None, reason="wrk is not installed")
def test_wrk_run_reports_percentiles(live_server: Any) -> None:
    result = bench._measure_wrk(live_server.url, ["/", "/search?q=x"], unique=True, seconds=1)
    assert "error" not in result, result
    assert result["requests"] > 0 and result["errors"] == 0
    assert 0 < result["p50_ms"] <= result["p95_ms"] <= result["max_ms"]


def test_bench_starts_the_server_as_judge_serve_does(web_settings: Any) -> None:
    with bench._Server(web_settings) as server:
        assert server.base_url.startswith("http://127.0.0.1:")
        assert server.process is not None
        assert "serve" in server.process.args
        assert server.rss_mb() is None or server.rss_mb() > 0
    assert server.process.poll() is not None  # stopped on exit


def test_settle_returns_once_the_server_answers_promptly(live_server: Any) -> None:
    waited = bench._settle(live_server.url, limit_s=10)
    assert 0 < waited < 10


def test_settle_gives_up_at_its_limit_on_a_slow_server(live_server: Any) -> None:
    # a promptness no real answer meets: the wait ends at the limit instead of hanging
    assert bench._settle(live_server.url, prompt_ms=0.0, limit_s=0.5) >= 0.5
