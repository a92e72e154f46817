"""`judge bench search`: relevance and speed of our index, side by side with plain FTS5.

Figures (all measured on the units of the given settings, i.e. with the configured card
database):

- `recall_at_3`, `mrr`: on the relevance set (`tests/search_relevance.yaml`), ranks up to 10;
- `relevance`: the same per split (`tuning`; `held-back`, the third never tuned on) and per
  query form (question, keywords, folded, english, typo), ours and FTS5's side by side;
  `misses` lists the tuning queries not in the top 3 (held-back misses are only counted, so
  that nobody tunes on them);
- `search_p50_ms`, `search_p95_ms`, `search_max_ms`: warm, in-process wall-clock latency of one
  library search (`search_index`: parse, query, rank, snippets, result objects) over every
  query of the set, `repetitions` times each after one warm-up pass;
- `index_build_s`: loading the sources and building a fresh index in a temporary directory;
- `search_p95_cpu_ms`, `index_build_cpu_s`: the same as CPU time of this process, which other
  processes competing for the 2 cores do not inflate (wall time is the target; CPU time says
  how much of it was ours);
- `docs`, `docs_by_kind`: units indexed;
- `rss_mb`: peak resident memory of this benchmark process (it also built the index, so it
  includes Morfeusz and the build); `search_process_rss_mb`: resident memory of a fresh
  process that only opens the index and runs the query set, which is what a web worker pays;
- `fts5_*`: the same query set on a plain SQLite FTS5 index of the same units.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from functools import partial
from pathlib import Path
from typing import Any

from judge.benchutil import percentile, summary_ms, time_ms
from judge.config import Settings
from judge.search.api import search_index
from judge.search.fts5 import Fts5Index
from judge.search.query import parse_query
from judge.search.relevance import breakdown, evaluate, load_relevance_set
from judge.search.searcher import SearchIndex
from judge.search.sources import load_units


def _peak_rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return round(int(line.split()[1]) / 1024, 1)
    import resource

    return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)


_SEARCH_PROCESS = """
import json, sys
from pathlib import Path
from judge.search.api import search_index
from judge.search.searcher import SearchIndex
index = SearchIndex(Path(sys.argv[1]))
for query in json.loads(sys.argv[2]):
    search_index(index, query, limit=10)
for line in Path("/proc/self/status").read_text().splitlines():
    if line.startswith("VmRSS:"):
        print(round(int(line.split()[1]) / 1024, 1))
"""


def _search_process_rss_mb(directory: Path, queries: list[str]) -> float:
    output = subprocess.run(
        [sys.executable, "-c", _SEARCH_PROCESS, str(directory), json.dumps(queries)],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    return float(output.strip().splitlines()[-1])


def _side_by_side(ours: dict[str, Any], fts5: dict[str, Any]) -> dict[str, Any]:
    """{split|form: {name: {recall_at_3, mrr, fts5_recall_at_3, fts5_mrr, queries}}}."""
    return {
        group: {
            name: {
                **figures,
                "fts5_recall_at_3": fts5[group][name]["recall_at_3"],
                "fts5_mrr": fts5[group][name]["mrr"],
            }
            for name, figures in names.items()
        }
        for group, names in ours.items()
    }


def run(settings: Settings, repetitions: int) -> dict[str, Any]:
    started = time.perf_counter()
    started_cpu = time.process_time()
    units = load_units(settings)
    queries = load_relevance_set()
    with tempfile.TemporaryDirectory(prefix="judge-bench-search-") as tmp:
        directory = Path(tmp) / "index"
        from judge.search.build import build_index

        meta = build_index(units, directory)
        build_seconds = time.perf_counter() - started
        build_cpu_seconds = time.process_time() - started_cpu
        index = SearchIndex(directory)

        def ours(query: Any) -> list[str]:
            response = search_index(index, query.q, game=query.game, limit=10)
            return [result.id for result in response.results]

        report = evaluate(queries, ours)
        texts = [query.q for query in queries]
        for text in texts:  # warm-up
            search_index(index, text, limit=10)
        samples: list[float] = []
        cpu_samples: list[float] = []
        for text in texts:
            for _ in range(repetitions):
                wall, cpu = time.perf_counter(), time.process_time()
                search_index(index, text, limit=10)
                samples.append((time.perf_counter() - wall) * 1000)
                cpu_samples.append((time.process_time() - cpu) * 1000)

        fts_started = time.perf_counter()
        fts = Fts5Index(units)
        fts_build = time.perf_counter() - fts_started
        by_key = {unit.key: unit for unit in units}

        def baseline(query: Any) -> list[str]:
            keys = fts.search(parse_query(query.q), limit=10)
            return [by_key[key].id for key in keys if key in by_key]

        fts_report = evaluate(queries, baseline)
        fts_samples: list[float] = []
        for text in texts:
            parsed = parse_query(text)
            fts.search(parsed)
            fts_samples.extend(time_ms(partial(fts.search, parsed), repetitions))
        index.close()
        search_rss = _search_process_rss_mb(directory, texts)

    figures: dict[str, Any] = {
        "queries": len(queries),
        "load_average": round(os.getloadavg()[0], 2),
        "repetitions": repetitions,
        "recall_at_3": report.recall_at_3,
        "mrr": report.mrr,
        **summary_ms(samples, "search"),
        "search_p95_cpu_ms": round(percentile(cpu_samples, 95), 2),
        "index_build_s": round(build_seconds, 2),
        "index_build_cpu_s": round(build_cpu_seconds, 2),
        "docs": meta["docs"],
        "docs_by_kind": meta["docs_by_kind"],
        "lexicon_forms": meta["lexicon_forms"],
        "rss_mb": _peak_rss_mb(),
        "search_process_rss_mb": search_rss,
        "fts5_recall_at_3": fts_report.recall_at_3,
        "fts5_mrr": fts_report.mrr,
        **{f"fts5_{key}": value for key, value in summary_ms(fts_samples, "search").items()},
        "fts5_build_s": round(fts_build, 2),
        "relevance": _side_by_side(breakdown(queries, report), breakdown(queries, fts_report)),
        "misses": [miss for miss in report.misses if miss["split"] != "held-back"],
        "held_back_misses": sum(1 for miss in report.misses if miss["split"] == "held-back"),
        "fts5_misses": [miss["q"] for miss in fts_report.misses if miss["split"] != "held-back"],
    }
    figures["fts5_p95_ms"] = figures.pop("fts5_search_p95_ms")
    figures["fts5_p50_ms"] = figures.pop("fts5_search_p50_ms")
    figures["fts5_max_ms"] = figures.pop("fts5_search_max_ms")
    return figures
