"""Searching a small hand-made index: inflection, diacritics, English terms, phrases,
prefixes, ranking, filters, snippets and bad input."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from search_support import (
    AMBUSH,
    GUARDIAN,
    HTML_TRAP,
    LCG_INTERRUPT,
    PASSING,
    SECOND_CHANCE,
    SHIELDS,
    SHIELDS_PREVIOUS,
    SWM_CLOAKED,
    TRIGGERS,
    UNITS,
)

from judge.search.analysis import fold
from judge.search.api import SearchResponse, search_index
from judge.search.build import build_index
from judge.search.query import QueryError
from judge.search.searcher import SEARCH_BUDGET_S, SearchIndex


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> SearchIndex:
    directory = tmp_path_factory.mktemp("search") / "index"
    build_index(UNITS, directory)
    opened = SearchIndex(directory)
    yield opened
    opened.close()


def ids(response: SearchResponse) -> list[str]:
    return [result.id for result in response.results]


def top(index: SearchIndex, query: str, **filters: object) -> str:
    response = search_index(index, query, **filters)  # type: ignore[arg-type]
    assert response.results, f"no result for {query!r}"
    return response.results[0].id


def test_fold_strips_polish_diacritics_including_l_stroke() -> None:
    assert fold("Żółć ŁĄKA źdźbło") == "zolc laka zdzblo"


@pytest.mark.parametrize("query", ["obrażeń", "obrażeniami", "obrażenie", "obrazenia"])
def test_inflected_forms_meet(index: SearchIndex, query: str) -> None:
    assert SHIELDS.id in ids(search_index(index, query))


@pytest.mark.parametrize("query", ["osłonami", "osłon", "oslonami", "oslony", "OSLON"])
def test_shields_in_any_form_with_or_without_diacritics(index: SearchIndex, query: str) -> None:
    assert top(index, query) == SHIELDS.id


@pytest.mark.parametrize("query", ["straznik", "strażnika", "Strażnikiem", "STRAZNIKOW"])
def test_guardian_typed_any_way(index: SearchIndex, query: str) -> None:
    assert top(index, query) == GUARDIAN.id


@pytest.mark.parametrize(
    ("query", "expected"),
    [("Guardian", GUARDIAN), ("ambush", AMBUSH), ("shields", SHIELDS), ("damage", SHIELDS)],
)
def test_english_terms_find_the_polish_passage(index: SearchIndex, query: str, expected) -> None:
    assert top(index, query) == expected.id


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("spasowałem", PASSING),
        ("spasowalem", PASSING),
        ("spasowałam", PASSING),
        ("spasowaliśmy", PASSING),
        ("spasowalibysmy", PASSING),
        ("zagrałem", AMBUSH),
        ("zagrałam", AMBUSH),
        ("zagrałeś", AMBUSH),
        ("zagralbym", AMBUSH),
        ("przerzuciłem", PASSING),
        ("wyczerpałem", PASSING),
        ("rozpatrzyłem", AMBUSH),
    ],
)
def test_past_tense_with_a_person_ending(index: SearchIndex, query: str, expected) -> None:
    """How players describe their plays: "zagrałem", "spasowałem", typed with or without
    diacritics, meet the verb ("zagrać": "Po zagraniu…")."""
    assert expected.id in ids(search_index(index, query))


def test_person_ending_word_counts_in_a_question(index: SearchIndex) -> None:
    response = search_index(index, "czy zagrałem ulepszenie")
    assert AMBUSH.id in ids(response)  # only "zagrałem" matches it
    ambush = next(result for result in response.results if result.id == AMBUSH.id)
    assert "zagraniu" in {s.text for s in ambush.segments if s.hit}


@pytest.mark.parametrize("query", ["xyzzy osłony", "osłony oslonny", "-nieblokowalne osłony"])
def test_a_word_no_unit_uses_does_not_hide_the_others(index: SearchIndex, query: str) -> None:
    # "osłona" is in over 10% of these units (a common word), the other word in none.
    assert index._is_common(index.lexicon.terms("osłony"))
    assert top(index, query) == SHIELDS.id


def test_english_card_name_finds_the_polish_clarification(index: SearchIndex) -> None:
    assert top(index, "Second Chance") == SECOND_CHANCE.id


def test_english_glossary_name(index: SearchIndex) -> None:
    assert top(index, "cloaked") == SWM_CLOAKED.id


def test_phrase_requires_the_words_in_order(index: SearchIndex) -> None:
    phrase = ids(search_index(index, '"po tym"'))
    assert phrase[0] == TRIGGERS.id
    assert GUARDIAN.id not in phrase  # "Przed tym" but no "po tym" in order
    assert ids(search_index(index, '"tym po"')) == []


def test_prefix_on_written_forms_and_on_lemmas(index: SearchIndex) -> None:
    assert top(index, "strażn*") == GUARDIAN.id
    # "osłonami" never occurs in the text: the lexicon maps the prefix to the lemma.
    assert top(index, "osłonam*") == SHIELDS.id


def test_current_edition_above_previous_and_marked(index: SearchIndex) -> None:
    results = search_index(index, "osłony").results
    order = [result.id for result in results]
    assert order.index(SHIELDS.id) < order.index(SHIELDS_PREVIOUS.id)
    previous = results[order.index(SHIELDS_PREVIOUS.id)]
    assert previous.superseded and not results[0].superseded


def test_title_above_text(index: SearchIndex) -> None:
    # "Strażnik" is the title of GUARDIAN; nothing else mentions it, so compare "zasadzka"
    # (title of AMBUSH) with a unit that has it only in text.
    assert top(index, "zasadzka") == AMBUSH.id


def test_game_and_kind_filters(index: SearchIndex) -> None:
    assert ids(search_index(index, "zakłócenie", game="lcg")) == [LCG_INTERRUPT.id]
    assert ids(search_index(index, "obrażenia", kind="clarification")) == [SECOND_CHANCE.id]
    assert search_index(index, "zakłócenie", game="swm").results == ()


@pytest.mark.parametrize(
    ("filters", "message"),
    [
        ({"game": "chess"}, "Nieznana gra"),
        ({"kind": "novel"}, "Nieznany rodzaj"),
        ({"limit": 0}, "Liczba wyników"),
        ({"limit": 1000}, "Liczba wyników"),
    ],
)
def test_bad_filters_are_judge_errors(index: SearchIndex, filters: dict, message: str) -> None:
    with pytest.raises(QueryError, match=message):
        search_index(index, "kość", **filters)


def test_snippet_highlights_forms_and_escapes_html(index: SearchIndex) -> None:
    result = search_index(index, "pułapka").results[0]
    assert result.id == HTML_TRAP.id
    assert "<script>" not in result.snippet
    assert "&lt;script&gt;" in result.snippet
    assert "<mark>pułapka</mark>" in result.snippet
    assert [s.text for s in result.segments if s.hit] == ["pułapka"]
    assert "<script>" in result.snippet_text  # plain segments are unescaped text


def test_snippet_marks_every_inflected_form(index: SearchIndex) -> None:
    result = search_index(index, "osłona").results[0]
    marked = {s.text for s in result.segments if s.hit}
    assert {"Osłony", "osłona", "osłon"} <= marked


def test_alias_hits_are_highlighted(index: SearchIndex) -> None:
    result = search_index(index, "Guardian").results[0]
    assert "Strażnik" in {s.text for s in result.segments if s.hit}


def test_json_shape(index: SearchIndex) -> None:
    data = search_index(index, "strażnik").to_json()
    first = data["results"][0]
    for key in [
        "id",
        "kind",
        "game",
        "document",
        "title",
        "breadcrumb",
        "citation",
        "url",
        "snippet",
        "segments",
        "text",
        "score",
    ]:
        assert key in first
    assert first["url"] == "/rules/t.guardian"
    assert data["total"] >= 1


@pytest.mark.parametrize(
    "query",
    ['"niesparowany cudzysłów', "AND OR NOT", "strażnik (((", "\x07dzwonek", "ą" * 499],
)
def test_odd_queries_search_or_fail_cleanly(index: SearchIndex, query: str) -> None:
    try:
        search_index(index, query)
    except QueryError as error:
        assert error.message


def test_index_meta_counts(index: SearchIndex) -> None:
    assert index.meta["docs"] == len(UNITS)
    assert index.meta["docs_by_kind"]["rule"] == 7


def test_duplicate_ids_are_indexed_once(tmp_path: Path) -> None:
    meta = build_index([GUARDIAN, GUARDIAN, AMBUSH], tmp_path / "index")
    assert meta["docs"] == 2


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    st.lists(
        st.sampled_from([*'abcąęłóżź "„”*+-():ABC\x00\x1b\n\t', "OR", "NOT", "osłon", "po tym"]),
        max_size=40,
    ).map("".join)
)
def test_any_query_returns_results_or_a_judge_error(index: SearchIndex, query: str) -> None:
    try:
        response = search_index(index, query)
    except QueryError as error:
        assert error.message
        return
    for result in response.results:
        assert "<" not in result.snippet.replace("<mark>", "").replace("</mark>", "")


def test_a_search_past_its_time_budget_answers_with_a_note(index: SearchIndex) -> None:
    """Issue 18: a search that runs out of time answers with what it has and says so."""
    full = search_index(index, "obrażenia")
    assert full.results and not any("przerwano" in note for note in full.notes)
    index.budget_s = 0.0
    try:
        cut = search_index(index, "obrażenia")
    finally:
        index.budget_s = SEARCH_BUDGET_S
    assert any("przerwano" in note for note in cut.notes)
    assert cut.total < full.total
