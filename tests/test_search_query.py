"""The query parser: syntax, fallbacks to plain words, and refusals with Polish messages."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from judge.errors import JudgeError
from judge.search.query import (
    MAX_CLAUSES,
    MAX_QUERY_CHARS,
    ParsedQuery,
    Phrase,
    QueryError,
    Word,
    parse_query,
)


def test_plain_words_phrases_and_prefixes() -> None:
    parsed = parse_query('obrażenia „przed tym” strażn* "zdolność specjalna"')
    assert parsed.clauses == (
        Word("obrażenia"),
        Phrase(("przed", "tym")),
        Word("strażn", prefix=True),
        Phrase(("zdolność", "specjalna")),
    )
    assert parsed.notes == ()


def test_one_word_in_quotes_is_a_word() -> None:
    assert parse_query('"Strażnik"').clauses == (Word("Strażnik"),)


@pytest.mark.parametrize("query", ["", "   ", "*", " * ** ", '""', "+-()!:", "\x00\x01", "„”"])
def test_queries_without_words_are_refused_in_polish(query: str) -> None:
    with pytest.raises(QueryError) as error:
        parse_query(query)
    assert "Zapytanie nie zawiera słów" in error.value.message
    assert error.value.exit_code == 2


def test_unbalanced_quote_falls_back_to_plain_words() -> None:
    parsed = parse_query('"przed tym obrażenia')
    assert parsed.clauses == (Word("przed"), Word("tym"), Word("obrażenia"))
    assert parsed.notes == ("Pominięto niesparowany cudzysłów.",)


def test_balanced_phrase_kept_when_a_later_quote_is_unbalanced() -> None:
    parsed = parse_query('"po tym" zasadzka "akcja')
    assert parsed.clauses == (Phrase(("po", "tym")), Word("zasadzka"), Word("akcja"))


def test_operators_and_punctuation_are_ignored() -> None:
    parsed = parse_query("Strażnik AND (obrażenia OR -osłony) title:kość +")
    assert [c.text for c in parsed.clauses if isinstance(c, Word)] == [
        "Strażnik",
        "obrażenia",
        "osłony",
        "title",
        "kość",
    ]


def test_control_characters_are_deleted_with_a_note() -> None:
    parsed = parse_query("obra\x00żenia\x1b kość")
    assert parsed.clauses == (Word("obrażenia"), Word("kość"))
    assert parsed.notes == ("Pominięto znaki sterujące.",)


@pytest.mark.parametrize("control", ["\x01", "\x7f", "\x9b", "\u200b", "\u00ad", "\ue000"])
def test_a_control_character_inside_a_word_leaves_the_word_whole(control: str) -> None:
    parsed = parse_query(f"osł{control}ony")
    assert parsed.clauses == (Word("osłony"),)
    assert parsed.notes == ("Pominięto znaki sterujące.",)


def test_whitespace_controls_still_separate_words() -> None:
    parsed = parse_query("osłony\tobrażenia\r\nkość\x0bstrażnik")
    assert parsed.clauses == tuple(Word(w) for w in ("osłony", "obrażenia", "kość", "strażnik"))
    assert parsed.notes == ()


def test_each_note_is_given_once() -> None:
    parsed = parse_query("a* " * 160 + '\x01b* "')
    assert parsed.notes == (
        "Pominięto znaki sterujące.",
        "Pominięto niesparowany cudzysłów.",
        "Prefiks „a*” jest za krótki; szukam słowa „a”.",
        "Prefiks „b*” jest za krótki; szukam słowa „b”.",
        f"Użyto pierwszych {MAX_CLAUSES} słów zapytania.",
    )


def test_one_letter_prefix_is_a_plain_word() -> None:
    parsed = parse_query("k*")
    assert parsed.clauses == (Word("k"),)
    assert parsed.notes


def test_overlong_query_is_refused_with_the_limit() -> None:
    with pytest.raises(QueryError) as error:
        parse_query("obrażenia " * 1000)
    assert str(MAX_QUERY_CHARS) in error.value.message


def test_non_text_is_refused() -> None:
    with pytest.raises(QueryError):
        parse_query(None)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=600))
def test_any_text_parses_or_is_refused_with_a_judge_error(text: str) -> None:
    try:
        parsed = parse_query(text)
    except JudgeError as error:
        assert error.message
        return
    assert isinstance(parsed, ParsedQuery)
    assert parsed.clauses


def test_a_storm_of_prefixes_keeps_only_the_first_few() -> None:
    """Issue 18: `re* co* ma* …` once took the server to gigabytes; the prefixes after the
    first MAX_PREFIXES are searched as plain words, and the note says so."""
    from judge.search.query import MAX_PREFIXES, Word

    parsed = parse_query(" ".join(f"{a}*" for a in ("ra", "re", "co", "ma", "in", "pa", "st")))
    prefixes = [c for c in parsed.clauses if isinstance(c, Word) and c.prefix]
    assert len(prefixes) == MAX_PREFIXES and len(parsed.clauses) == 7
    assert any("gwiazdką" in note for note in parsed.notes)
    assert parse_query("strażn* osło*").notes == ()


def test_a_storm_of_prefixes_is_refused() -> None:
    from judge.search.query import REFUSED_PREFIXES

    storm = " ".join(f"{a}{b}*" for a in "rcmiptsdok" for b in "ae")
    with pytest.raises(JudgeError) as info:
        parse_query(storm)
    assert f"najwyżej {REFUSED_PREFIXES}" in info.value.message
