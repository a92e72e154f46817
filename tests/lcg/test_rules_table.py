"""Every rule key the LCG engine cites is a section or ruling of the lcg-rules corpus."""

from __future__ import annotations

from judge.corpus.store import load_corpus
from judge.engine.lcg.rules import TABLE


def test_every_cited_id_exists() -> None:
    corpus = load_corpus()
    missing = [k for k, v in TABLE.items() if not (corpus.has_section(v) or corpus.has_ruling(v))]
    assert not missing
    assert all(v.startswith("lcg-rules.") for v in TABLE.values())
