"""Every rule the engine cites must exist in the rules corpus (a renamed id fails here)."""

from __future__ import annotations

import pytest

from judge.corpus.store import load_corpus
from judge.engine.destiny.rules import CONTESTED, RULES, RULINGS


@pytest.fixture(scope="module")
def corpus():
    return load_corpus()


@pytest.mark.parametrize("key", sorted(RULES))
def test_rule_section_exists(corpus, key: str) -> None:
    assert corpus.has_section(RULES[key]), f"{key} → {RULES[key]} is not a corpus section"


@pytest.mark.parametrize("key", sorted(RULINGS))
def test_ruling_exists(corpus, key: str) -> None:
    assert corpus.has_ruling(RULINGS[key]), f"{key} → {RULINGS[key]} is not a corpus ruling"


@pytest.mark.parametrize("key", sorted(CONTESTED))
def test_contested_sources_exist(corpus, key: str) -> None:
    sources = CONTESTED[key].sources
    assert len(sources) >= 2
    for ident in sources:
        assert corpus.has_section(ident) or corpus.has_ruling(ident), ident


def test_every_registered_game_cites_existing_ids(corpus) -> None:
    """The rule table of every game of the registry names sections or rulings that exist."""
    from judge.engine.games import GAMES

    for name in GAMES.names():
        table = GAMES.get(name).rules()
        assert table, name
        missing = {k: v for k, v in table.items() if not corpus.has_section(v)}
        missing = {k: v for k, v in missing.items() if not corpus.has_ruling(v)}
        assert not missing, (name, missing)
