"""A question naming a keyword also reaches the general rule of the section above it (issue
15): the sections' general rules about keywords and triggered abilities, asked about one
keyword or ability. Written from the rules documents before looking at any ranking. Five
found the general rule once nouns and verbs were linked and passages scored; the sixth needs
the section's subsection titles, indexed with it at a low weight (`judge.search.build`)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from judge.config import Settings
from judge.search.api import search_index
from judge.search.lifecycle import ensure_index
from judge.search.searcher import SearchIndex

pytestmark = pytest.mark.shared

QUESTIONS = [
    (
        "karta zyskała zasadzkę dwa razy i straciła raz czy ma ją dalej",
        "destiny-rr.cz7.slowa-kluczowe",
    ),
    ("tekst kursywą przy przepisaniu a pełne zasady", "destiny-rr.cz7.slowa-kluczowe"),
    (
        "czy zdolność po tym rozpatruje się gdy karta opuści grę",
        "destiny-rr.cz7.zdolnosci-aktywowane",
    ),
    ("czy elita działa jak cecha", "lcg-rules.zdolnosci-kart.slowa-kluczowe"),
    (
        "czy opis kursywą przy słowie ochrona to pełna zasada",
        "lcg-rules.zdolnosci-kart.slowa-kluczowe",
    ),
]


@pytest.fixture(scope="module")
def index(cards_db: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[SearchIndex]:
    settings = Settings(data_dir=tmp_path_factory.mktemp("data"), cards_path=cards_db)
    opened = SearchIndex(ensure_index(settings, progress=None))
    yield opened
    opened.close()


@pytest.mark.parametrize(("question", "section"), QUESTIONS)
def test_the_general_rule_is_in_the_top_3(index: SearchIndex, question: str, section: str) -> None:
    top = [r.id for r in search_index(index, question, limit=3).results]
    assert section in top, top


def test_a_question_sharing_no_word_with_the_rule_still_reaches_it(index: SearchIndex) -> None:
    """ "Dwa razy" shares no word with the rule ("kolejnej kopii słowa kluczowego"): only the
    keyword links them, through the section's subsection titles (rank 6 with them; not in
    the top 10 without them)."""
    question = "czy karta może mieć strażnika dwa razy"
    top = [r.id for r in search_index(index, question, limit=10).results]
    assert "destiny-rr.cz7.slowa-kluczowe" in top, top
