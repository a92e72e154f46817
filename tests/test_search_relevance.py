"""Relevance on the real corpus and the full card database: the judge questions of
`search_relevance.yaml` must find their passage in the top 3 (recall@3 >= 0.9).

Timing targets are measured by `judge bench search`, not here.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.config import Settings
from judge.search.aliases import default_aliases
from judge.search.api import search_index
from judge.search.lifecycle import ensure_index
from judge.search.relevance import evaluate, load_relevance_set
from judge.search.searcher import SearchIndex

pytestmark = pytest.mark.shared

RELEVANCE = Path(__file__).with_name("search_relevance.yaml")


@pytest.fixture(scope="module")
def index(cards_db: Path, tmp_path_factory: pytest.TempPathFactory) -> SearchIndex:
    settings = Settings(data_dir=tmp_path_factory.mktemp("data"), cards_path=cards_db)
    opened = SearchIndex(ensure_index(settings, progress=None))
    yield opened
    opened.close()


def test_query_set_is_big_and_varied() -> None:
    queries = load_relevance_set(RELEVANCE)
    assert len(queries) >= 40
    assert len({q.q for q in queries}) == len(queries)


def test_recall_at_3(index: SearchIndex) -> None:
    queries = load_relevance_set(RELEVANCE)
    known = {unit.id for unit in index.all_units()}
    unknown = [i for q in queries for i in q.expect if i not in known]
    assert not unknown, f"expected ids not in the index: {unknown}"

    report = evaluate(
        queries,
        lambda q: [r.id for r in search_index(index, q.q, game=q.game, limit=10).results],
    )
    misses = "\n".join(f"  {m['q']!r}: rank {m['rank']}, top {m['top']}" for m in report.misses)
    assert report.recall_at_3 >= 0.9, f"recall@3 {report.recall_at_3}; misses:\n{misses}"


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
