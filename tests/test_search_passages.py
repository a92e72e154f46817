"""Passages, numbers and derivational families in the ranking (issue 15): a unit is also
scored by its best line; a bare number does not choose passages; a word of a family (noun,
verb) finds the others."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from search_support import unit

from judge.search import searcher as ranking
from judge.search.api import search_index
from judge.search.build import build_index
from judge.search.derivations import derivation_families
from judge.search.schema import PASSAGE, PASSAGE_STRIDE, passage_lengths, stream_words
from judge.search.searcher import SearchIndex

FILLER = "Gracz wykonuje turę zgodnie z zasadami rundy."
# The same words, the same length: together in one line, or scattered over the lines.
SCATTERED = unit(
    "t.scattered",
    "Rozgrywka",
    "\n".join(
        [
            "Strażnik stoi obok sojusznika.",
            FILLER,
            "Pole bitwy zmienia się co rundę.",
            FILLER,
            "Tarcza leży na stole.",
        ]
    ),
)
TOGETHER = unit(
    "t.together",
    "Zasady",
    "\n".join(
        [
            "Strażnik stoi obok sojusznika z tarczą.",
            FILLER,
            "Pole bitwy zmienia się co rundę.",
            FILLER,
            "Leży na stole.",
        ]
    ),
)
EXAMPLE = unit(
    "t.example",
    "Przykład",
    "Gracz rzuca 2 kości i wypada 2, 2 oraz 2; potem 2 razy 2.",
)
DAMAGE = unit("t.damage", "Obrażenia", "Postać otrzymuje obrażenia od ataku przeciwnika.")
MOVEMENT = unit("t.movement", "Aktywacja", "Postać może wykonać ruch, a potem atak.")
# Enough other units that one unit's word is rare (in under a tenth of them).
OTHERS = tuple(
    unit(f"t.other-{n}", f"Karta {name}", f"Karta {name} leży w talii gracza.")
    for n, name in enumerate(["wsparcia", "ulepszenia", "wydarzenia", "postaci", "pola"] * 3)
)


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> Iterator[SearchIndex]:
    directory = tmp_path_factory.mktemp("passages") / "index"
    build_index((SCATTERED, TOGETHER, EXAMPLE, DAMAGE, MOVEMENT, *OTHERS), directory)
    opened = SearchIndex(directory)
    yield opened
    opened.close()


def test_each_line_is_a_passage_at_its_own_stride() -> None:
    stream = f"⟨ tytuł ⟩ nagłówek {PASSAGE} a b c {PASSAGE} d ⟪ niski ⟫"
    positions = {word: position for word, position, _boost, _in in stream_words(stream)}
    assert positions["a"] == PASSAGE_STRIDE and positions["d"] == 2 * PASSAGE_STRIDE
    assert positions["niski"] > positions["d"] + 1  # no phrase reaches the low-weight text
    # The title, the headings and the low-weight text are in no passage.
    assert passage_lengths(stream) == {1: 3, 2: 1}


def test_the_words_together_in_one_line_rank_first(index: SearchIndex) -> None:
    results = search_index(index, "strażnik z tarczą").results
    assert [r.id for r in results[:2]] == ["t.together", "t.scattered"]


def test_without_passages_the_two_would_tie(
    index: SearchIndex, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The property above comes from the passages, not from the whole units."""
    monkeypatch.setattr(ranking, "PASSAGE_WEIGHT", 0.0)
    results = search_index(index, "strażnik z tarczą").results
    assert results[0].score == pytest.approx(results[1].score)


def test_a_bare_number_does_not_choose_passages(index: SearchIndex) -> None:
    ids = [r.id for r in search_index(index, "2 obrażenia").results]
    assert ids == ["t.damage"]  # the worked example full of "2" is not pulled up
    assert [r.id for r in search_index(index, "2").results] == ["t.example"]  # alone, it does


def test_a_verb_finds_its_noun(index: SearchIndex) -> None:
    # "ruszyć" and "zaatakować" occur nowhere; "ruch" and "atak" do.
    assert search_index(index, "ruszyłem się").results[0].id == "t.movement"
    assert search_index(index, "czy mogę zaatakować").results[0].id == "t.movement"
    # Query side only: the index keeps each word's own lemma.
    assert index.postings.doc_frequency("body", "ruszyć") == 0


def test_the_families_are_lemmas_sgjp_knows() -> None:
    from judge.search.analysis import MorfeuszLemmatizer
    from judge.search.derivations import _word_classes

    lemmatizer = MorfeuszLemmatizer()
    unknown = [
        word
        for family in derivation_families()
        for word in family
        if not {"subst", "inf"} & _word_classes(word, lemmatizer)
    ]
    assert not unknown
    assert all(len(family) >= 2 for family in derivation_families())
