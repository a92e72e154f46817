"""The postings scorer (judge.search.postings) ranks exactly as Whoosh's matchers did: on the
judge questions of the relevance set and on random queries drawn from the indexed texts
(words, inflected runs, phrases, prefixes, no diacritics, titles, typos, the game named), with
and without filters: the same ids in the same order, the same totals and notes, the same
scores up to rounding."""

from __future__ import annotations

import math
import random
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from judge.config import Settings
from judge.search.analysis import fold
from judge.search.lifecycle import ensure_index
from judge.search.query import parse_query
from judge.search.relevance import load_relevance_set
from judge.search.searcher import SearchHit, SearchIndex

pytestmark = pytest.mark.shared

RELEVANCE = Path(__file__).with_name("search_relevance.yaml")


@pytest.fixture(scope="module")
def index(cards_db: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[SearchIndex]:
    settings = Settings(data_dir=tmp_path_factory.mktemp("data"), cards_path=cards_db)
    opened = SearchIndex(ensure_index(settings, progress=None))
    yield opened
    opened.close()


def random_queries(index: SearchIndex, count: int, seed: int = 15) -> list[dict]:
    rnd = random.Random(seed)
    units = sorted(index.all_units(), key=lambda unit: unit.key)
    queries: list[dict] = []
    while len(queries) < count:
        unit = rnd.choice(units)
        found = re.findall(r"[^\W_]+", unit.text or unit.title)
        if not found:
            continue
        size = rnd.randint(1, 6)
        start = rnd.randint(0, max(0, len(found) - size))
        words = found[start : start + size]
        mode = rnd.random()
        if mode < 0.2:
            query = fold(" ".join(words))
        elif mode < 0.35 and len(words) > 1:
            query = '"' + " ".join(words[:3]) + '" ' + " ".join(words[3:])
        elif mode < 0.5:
            query = " ".join(
                w[: max(3, len(w) - 2)] + "*" if i == 0 else w for i, w in enumerate(words)
            )
        elif mode < 0.6:
            query = unit.title
        elif mode < 0.7:
            word = max(words, key=len)
            at = rnd.randrange(max(1, len(word) - 1))
            typo = word[:at] + word[at + 1 : at + 2] + word[at] + word[at + 2 :]
            query = " ".join(typo if w == word else w for w in words)
        elif mode < 0.8:
            name = rnd.choice(["w miniaturkach", "gra karciana", "lcg", "w destiny", "swm"])
            query = " ".join(words) + " " + name
        else:
            query = " ".join(words)
        queries.append(
            {
                "q": query,
                "game": rnd.choice([None, None, "destiny", "lcg", "swm"]),
                "kind": rnd.choice([None, None, None, "rule", "card", "faq"]),
            }
        )
    return queries


Outcome = tuple[list[SearchHit], int, tuple[str, ...]]


def both(index: SearchIndex, query: str, **filters: str | None) -> tuple[Outcome, Outcome]:
    parsed = parse_query(query)
    outcomes = []
    for use_whoosh in (True, False):
        index.use_whoosh = use_whoosh
        try:
            outcomes.append(index.search(parsed, limit=10, **filters))
        finally:
            index.use_whoosh = False
    return outcomes[0], outcomes[1]


def assert_same(old: Outcome, new: Outcome, label: str) -> None:
    (old_hits, old_total, old_notes), (new_hits, new_total, new_notes) = old, new
    assert [h.unit.id for h in new_hits] == [h.unit.id for h in old_hits], label
    assert (new_total, new_notes) == (old_total, old_notes), label
    for a, b in zip(old_hits, new_hits, strict=True):
        assert math.isclose(a.score, b.score, rel_tol=1e-12), (label, a.unit.id, a.score, b.score)
        assert a.segments == b.segments, label


def test_the_relevance_set_ranks_alike(index: SearchIndex) -> None:
    for query in load_relevance_set(RELEVANCE):
        old, new = both(index, query.q, game=query.game)
        assert_same(old, new, query.q)


def test_random_queries_rank_alike(index: SearchIndex) -> None:
    queries = random_queries(index, 400)
    for query in queries:
        old, new = both(index, query["q"], game=query["game"], kind=query["kind"])
        assert_same(old, new, repr(query))
