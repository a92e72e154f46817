"""Relevance on the real corpus and the full card database: the judge questions of
`search_relevance.yaml` must find their passage in the top 3.

The gate is on the tuning part: recall@3 must not fall below its measured value minus a small
margin (`TUNING_FLOOR`; raise it when the tuning figure rises). The held-back third is measured
only, never tuned on: it has a loose floor that catches a broken search (`HELD_BACK_FLOOR`) but
that no ordinary ranking change can trip, so that no change is kept or dropped for what it does
to the held-back figure. `judge bench search` reports that figure.

Timing targets are measured by `judge bench search`, not here.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.config import Settings
from judge.search.aliases import default_aliases
from judge.search.api import search_index
from judge.search.lifecycle import ensure_index
from judge.search.relevance import FORMS, breakdown, evaluate, load_relevance_set
from judge.search.searcher import SearchIndex

pytestmark = pytest.mark.shared

RELEVANCE = Path(__file__).with_name("search_relevance.yaml")
# Measured tuning recall@3 (0.945: 138 of 146) minus about two queries.
TUNING_FLOOR = 0.93
# A broken index, analyzer or ranking falls far below this; a ranking change moves a few queries.
HELD_BACK_FLOOR = 0.8


@pytest.fixture(scope="module")
def index(cards_db: Path, tmp_path_factory: pytest.TempPathFactory) -> SearchIndex:
    settings = Settings(data_dir=tmp_path_factory.mktemp("data"), cards_path=cards_db)
    opened = SearchIndex(ensure_index(settings, progress=None))
    yield opened
    opened.close()


def test_query_set_is_big_and_varied() -> None:
    queries = load_relevance_set(RELEVANCE)
    assert len(queries) >= 150
    assert len({q.q for q in queries}) == len(queries)
    held_back = [q for q in queries if q.held_back]
    assert len(held_back) * 3 >= len(queries) - 1  # a third, rounded
    for part in (held_back, [q for q in queries if not q.held_back]):
        assert {q.form for q in part} == set(FORMS)
    games = {q.expect[0].split(".")[0].split("-")[0] for q in held_back}
    assert games >= {"destiny", "lcg", "swm"}


def test_recall_at_3(index: SearchIndex) -> None:
    queries = load_relevance_set(RELEVANCE)
    known = {unit.id for unit in index.all_units()}
    unknown = [i for q in queries for i in q.expect if i not in known]
    assert not unknown, f"expected ids not in the index: {unknown}"

    report = evaluate(
        queries,
        lambda q: [r.id for r in search_index(index, q.q, game=q.game, limit=10).results],
    )
    splits = breakdown(queries, report)["split"]
    misses = "\n".join(
        f"  {m['q']!r}: rank {m['rank']}, top {m['top']}"
        for m in report.misses
        if m["split"] == "tuning"
    )
    assert splits["tuning"]["recall_at_3"] >= TUNING_FLOOR, f"{splits}; tuning misses:\n{misses}"
    # The held-back third: a breakage floor only, and its misses are not printed, so that
    # nobody tunes on them.
    assert splits["held-back"]["recall_at_3"] >= HELD_BACK_FLOOR, f"{splits}"


def test_every_polish_alias_term_occurs_in_the_documents(index: SearchIndex) -> None:
    """The alias table was reviewed against the documents; keep it that way."""
    games_indexed = {unit.game for unit in index.all_units() if unit.kind == "rule"}
    missing = []
    for term_words, games in default_aliases().polish_terms():
        if games and not games & games_indexed:  # that game's rules are not in the corpus yet
            continue
        for word in term_words:
            if not any(index.lexicon.forms_of_term(t) for t in index.lexicon.terms(word)):
                missing.append(" ".join(term_words))
                break
    assert not missing, f"Polish alias terms not found in any indexed text: {missing}"


def test_every_card_is_indexed_with_both_names(index: SearchIndex, cards_db: Path) -> None:
    from judge.cards.db import load_card_database

    database = load_card_database(cards_db)
    assert index.meta["docs_by_kind"]["card"] == len(database)
    second_chance = index.unit("card:01137")
    assert second_chance is not None
    assert "Second Chance" in second_chance.names
