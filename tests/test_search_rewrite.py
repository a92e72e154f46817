"""How a query is rewritten before it is matched (issue 15), on a small hand-made index: game
words become a preference, a word that matches nothing is corrected to the nearest indexed
word (and the note says so), and alias terms match in any form of their words."""

from __future__ import annotations

import pytest
from search_support import GUARDIAN, LCG_INTERRUPT, PASSING, SHIELDS, unit

from judge.search.api import search_index
from judge.search.build import build_index
from judge.search.games import find_game_mentions
from judge.search.searcher import SearchIndex
from judge.search.spelling import Speller

DESTINY_DISRUPT = unit(
    "t.disrupt",
    "Zakłócenie",
    "Zakłócenie zmusza dowolnego przeciwnika do utraty żetonów zasobów w liczbie równej "
    "wartości symbolu.",
)
SWM_ALLIES = unit(
    "t.swm-allies",
    "Atakowanie sojuszniczych postaci",
    "Postać nie może atakować sojuszniczych postaci, chyba że umiejętność na to pozwala.",
    game="swm",
    document="swm-rules",
)
DICE = unit(
    "t.resolve",
    "Rozpatrzenie kości",
    "Gracz może rozpatrzyć jedną lub kilka kości ze swojej puli, które mają ten sam symbol.",
)
UNITS = (GUARDIAN, SHIELDS, PASSING, LCG_INTERRUPT, DESTINY_DISRUPT, SWM_ALLIES, DICE)


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> SearchIndex:
    directory = tmp_path_factory.mktemp("rewrite") / "index"
    build_index(UNITS, directory)
    opened = SearchIndex(directory)
    yield opened
    opened.close()


def ids(index: SearchIndex, query: str, **filters: object) -> list[str]:
    return [r.id for r in search_index(index, query, **filters).results]  # type: ignore[arg-type]


# -- game words ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("query", "game"),
    [
        ("zakłócenie lcg", "lcg"),
        ("zakłócenie w grze karcianej", "lcg"),
        ("zakłócenie destiny", "destiny"),
        ("zakłócenie w przeznaczeniu", "destiny"),
    ],
)
def test_a_game_word_prefers_that_game(index: SearchIndex, query: str, game: str) -> None:
    response = search_index(index, query)
    assert response.results[0].game == game
    assert any("najpierw wyniki z gry" in note for note in response.notes)
    # A preference, not a filter: the other game's passage is still found.
    assert {r.game for r in response.results} >= {"lcg", "destiny"}


def test_the_game_word_is_not_matched_as_text(index: SearchIndex) -> None:
    # "miniaturkach" occurs in no unit; as text it would only lower the coordination.
    with_word = search_index(index, "atakowanie sojuszniczych postaci w miniaturkach")
    assert with_word.results[0].id == SWM_ALLIES.id
    assert (
        with_word.results[0].score
        >= search_index(index, "atakowanie sojuszniczych postaci").results[0].score
    )


def test_a_query_of_game_words_only_is_searched_as_typed(index: SearchIndex) -> None:
    response = search_index(index, "lcg")
    assert not any("najpierw wyniki z gry" in note for note in response.notes)


def test_an_explicit_game_filter_wins_over_a_game_word(index: SearchIndex) -> None:
    response = search_index(index, "zakłócenie lcg", game="destiny")
    assert [r.id for r in response.results] == [DESTINY_DISRUPT.id]


def test_game_mentions_need_adjacent_words() -> None:
    assert [m.game for m in find_game_mentions(["grze", "karcianej"])] == ["lcg"]
    assert [m.game for m in find_game_mentions(["w", "miniaturkach"])] == ["swm"]
    assert find_game_mentions(["gra", "coś", "karciana"]) == []
    assert find_game_mentions(["grupa"]) == []


# -- typo tolerance --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("typed", "meant", "expected"),
    [
        ("strażink", "strażnik", GUARDIAN.id),  # two letters swapped
        ("straznk", "strażnik", GUARDIAN.id),  # one missing, no diacritics
        ("zasobuw", "zasobów", DESTINY_DISRUPT.id),
    ],
)
def test_a_word_matching_nothing_is_corrected_and_said(
    index: SearchIndex, typed: str, meant: str, expected: str
) -> None:
    response = search_index(index, typed)
    assert response.results and response.results[0].id == expected
    assert f"Nie znaleziono „{typed}”; szukano: {meant}." in response.notes


def test_a_known_word_is_never_corrected(index: SearchIndex) -> None:
    response = search_index(index, "osłony")
    assert not any("szukano" in note for note in response.notes)


def test_a_word_far_from_every_indexed_word_is_left_alone(index: SearchIndex) -> None:
    response = search_index(index, "kwarkowiec strażnik")
    assert not any("szukano" in note for note in response.notes)
    assert response.results[0].id == GUARDIAN.id


def test_speller_prefers_the_nearer_then_the_swapped_then_the_frequent() -> None:
    speller = Speller([("nieblokowalne", 1), ("nieblokowane", 5), ("osłona", 9), ("osłony", 3)])
    assert speller.correct("nieblokowlane") == "nieblokowalne"  # a swap, not a deletion
    assert speller.correct("oslonq") == "osłona"
    assert speller.correct("osłona") is None
    assert speller.correct("xy") is None  # too short to guess


# -- aliases in any form ---------------------------------------------------------------------


def test_a_polish_slang_alias_matches_in_any_form(index: SearchIndex) -> None:
    # aliases.yaml: "wydać kość" (players) stands for "rozpatrzyć kość" (the rules).
    assert ids(index, "wydaję kości")[0] == DICE.id
    assert ids(index, "wydać kość")[0] == DICE.id


def test_english_slang_alias(index: SearchIndex) -> None:
    assert ids(index, "friendly fire")[0] == SWM_ALLIES.id
