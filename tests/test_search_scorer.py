"""The postings scorer (judge.search.postings) gives every term in every document the score
Whoosh's BM25F gives it, on the rules corpus. (It replaced Whoosh's matchers at search time;
the commit that did so checked that both ranked the relevance set and 400 random queries
identically.)"""

from __future__ import annotations

import math
import sqlite3
from pathlib import Path

from whoosh import index as whoosh_index
from whoosh import scoring

from judge.config import Settings
from judge.search.build import UNITS_DB, WHOOSH_DIR, build_index
from judge.search.postings import Postings
from judge.search.schema import SEARCH_FIELD, TITLE_FIELD
from judge.search.searcher import BM25_B, BM25_K1
from judge.search.sources import load_units


def test_every_term_scores_as_whoosh_bm25f(tmp_path: Path) -> None:
    units = load_units(Settings(data_dir=tmp_path, cards_path=None))  # rules and rulings
    directory = tmp_path / "index"
    build_index(units, directory, keep_whoosh=True)
    connection = sqlite3.connect(directory / UNITS_DB)
    postings = Postings(connection, B=BM25_B, K1=BM25_K1)
    ix = whoosh_index.open_dir(str(directory / WHOOSH_DIR))
    checked = 0
    with ix.searcher(weighting=scoring.BM25F(B=BM25_B, K1=BM25_K1)) as searcher:
        assert postings.doc_count == searcher.doc_count_all()
        for field in (SEARCH_FIELD, TITLE_FIELD):
            terms = postings.terms(field)
            assert len(terms) == len(list(searcher.reader().lexicon(field)))
            for term in terms:
                ours = postings.term(field, term)
                assert ours is not None
                matcher = searcher.postings(field, term)
                theirs: dict[int, float] = {}
                while matcher.is_active():
                    theirs[matcher.id()] = matcher.score()
                    positions = tuple(matcher.value_as("positions"))
                    assert ours.positions(matcher.id()) == positions, (field, term)
                    matcher.next()
                assert ours.scores.keys() == theirs.keys(), (field, term)
                for doc, score in theirs.items():
                    assert math.isclose(ours.scores[doc], score, rel_tol=1e-12), (term, doc)
                checked += len(theirs)
                assert postings.doc_frequency(field, term) == len(theirs)
    ix.close()
    connection.close()
    assert checked > 10_000
