"""The relevance set: judge questions with the passage each must find, and how to score them.

The set lives in the repository at `tests/search_relevance.yaml` (a list of
`{q, expect: [unit ids], form, split?, game?, note?}`; any listed id counts as found). `form`
says how the query is typed (`FORMS`); `split: held-back` marks the third drawn once before
tuning, which is measured and never tuned on. It is read by the tests that assert recall@3
and by `judge bench search`, which reports each split and each form.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from judge.errors import JudgeError

RELEVANCE_FILE = "search_relevance.yaml"
ENV_RELEVANCE = "JUDGE_SEARCH_RELEVANCE"
DEPTH = 10  # ranks beyond this count as not found (reciprocal rank 0)
# How a query is typed: a full colloquial question, a burst of keywords (or player slang),
# without diacritics, in English, with a typo.
FORMS = ("question", "keywords", "folded", "english", "typo")
HELD_BACK = "held-back"
TUNING = "tuning"


@dataclass(frozen=True)
class RelevanceQuery:
    q: str
    expect: tuple[str, ...]
    game: str | None = None
    note: str = ""
    form: str = "keywords"
    split: str = TUNING

    @property
    def held_back(self) -> bool:
        return self.split == HELD_BACK


@dataclass
class RelevanceReport:
    recall_at_3: float
    mrr: float
    ranks: list[int | None] = field(default_factory=list)  # 1-based rank or None
    misses: list[dict[str, Any]] = field(default_factory=list)  # queries not in the top 3


class RelevanceSetMissing(JudgeError):
    """The query set is not reachable (an installed package run outside the checkout)."""


def relevance_path() -> Path:
    """The query set: `JUDGE_SEARCH_RELEVANCE`, else `tests/` of the source checkout (next to
    the package in an editable install, or the current directory for an installed one)."""
    override = os.environ.get(ENV_RELEVANCE)
    if override:
        return Path(override)
    candidates = [
        Path(__file__).resolve().parents[2] / "tests" / RELEVANCE_FILE,
        Path.cwd() / "tests" / RELEVANCE_FILE,
    ]
    return next((path for path in candidates if path.is_file()), candidates[-1])


def load_relevance_set(path: Path | None = None) -> list[RelevanceQuery]:
    path = path or relevance_path()
    if not path.is_file():
        raise RelevanceSetMissing(
            f"Nie znaleziono zestawu pytań „{path}” (jest w katalogu tests/ repozytorium; "
            f"uruchom z katalogu repozytorium albo wskaż plik zmienną {ENV_RELEVANCE})."
        )
    records = yaml.safe_load(path.read_text(encoding="utf-8")) or []
    return [
        RelevanceQuery(
            q=str(record["q"]),
            expect=tuple(str(unit_id) for unit_id in record["expect"]),
            game=record.get("game"),
            note=str(record.get("note") or ""),
            form=_checked(str(record.get("form") or "keywords"), FORMS, record),
            split=_checked(str(record.get("split") or TUNING), (TUNING, HELD_BACK), record),
        )
        for record in records
    ]


def _checked(value: str, allowed: tuple[str, ...], record: Any) -> str:
    if value not in allowed:
        raise JudgeError(f"Zestaw pytań: „{value}” spoza {allowed} w {record!r}.")
    return value


def evaluate(
    queries: Sequence[RelevanceQuery], ranked_ids: Callable[[RelevanceQuery], list[str]]
) -> RelevanceReport:
    """recall@3 and MRR (ranks up to `DEPTH`) of a ranker returning unit ids best first."""
    ranks: list[int | None] = []
    misses: list[dict[str, Any]] = []
    for query in queries:
        ids = ranked_ids(query)[:DEPTH]
        rank = next((i + 1 for i, unit_id in enumerate(ids) if unit_id in query.expect), None)
        ranks.append(rank)
        if rank is None or rank > 3:
            misses.append(
                {
                    "q": query.q,
                    "expect": list(query.expect),
                    "rank": rank,
                    "top": ids[:3],
                    "form": query.form,
                    "split": query.split,
                }
            )
    found_in_3 = sum(1 for rank in ranks if rank is not None and rank <= 3)
    reciprocal = sum(1 / rank for rank in ranks if rank is not None)
    count = max(len(queries), 1)
    return RelevanceReport(
        recall_at_3=round(found_in_3 / count, 4),
        mrr=round(reciprocal / count, 4),
        ranks=ranks,
        misses=misses,
    )


def score(ranks: Sequence[int | None]) -> dict[str, float | int]:
    """recall@3 and MRR of some ranks (1-based or None), with their count."""
    count = max(len(ranks), 1)
    return {
        "queries": len(ranks),
        "recall_at_3": round(sum(1 for r in ranks if r is not None and r <= 3) / count, 4),
        "mrr": round(sum(1 / r for r in ranks if r is not None) / count, 4),
    }


def breakdown(
    queries: Sequence[RelevanceQuery], report: RelevanceReport
) -> dict[str, dict[str, dict[str, float | int]]]:
    """The report's figures per split (`tuning`, `held-back`) and per query form."""
    splits = {
        split: score([r for q, r in zip(queries, report.ranks, strict=True) if q.split == split])
        for split in (TUNING, HELD_BACK)
    }
    forms = {
        form: score([r for q, r in zip(queries, report.ranks, strict=True) if q.form == form])
        for form in FORMS
    }
    return {"split": splits, "form": forms}
