"""The hostile run of `judge bench web` (issue 18) against the server as `judge serve` starts
it: the attack's requests are all answered with 4xx (never a 5xx or a dropped connection), and
an honest reader of a rule page is served throughout. Its latency and the server's RSS are
figures of the benchmark, not asserted here."""

from __future__ import annotations

import shutil
from typing import Any

import pytest

from judge.web import bench


@pytest.mark.slow
def test_hostile_run_answers_every_probe_and_serves_the_reader(web_settings: Any) -> None:
    if web_settings.cards_path is None:
        pytest.skip("../shared/data/swdestinydb is absent: the probes replay a golden scenario")
    client = "wrk" if shutil.which("wrk") else "python-asyncio"
    with bench._Server(web_settings) as server:
        figures = bench._hostile(client, server, ["/rules"], seconds=3)
    assert figures["hostile_attack_requests"] > 0
    assert figures["hostile_attack_errors"] == 0
    assert figures["hostile_rule_reads"] >= 5 and figures["hostile_rule_failures"] == 0
    assert figures["hostile_peak_rss_mb"] is None or figures["hostile_peak_rss_mb"] > 0


def test_every_probe_is_a_4xx_or_a_page(client: Any, web_settings: Any) -> None:
    """Each probe alone: the bombs and the prefix storm are 400, an anonymous URL a page."""
    if web_settings.cards_path is None:
        pytest.skip("../shared/data/swdestinydb is absent: the probes replay a golden scenario")
    statuses = [client.get(path).status_code for path in bench.hostile_paths()]
    assert statuses == [400, 400, 400, 400, 200]
