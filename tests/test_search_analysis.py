"""Text analysis for the index: the one-word past-tense forms with a person ending
("zagrałem") that Morfeusz analyses as several segments and never generates."""

from __future__ import annotations

import pytest

from judge.search.analysis import MorfeuszLemmatizer, agglutinated_forms


@pytest.fixture(scope="module")
def lemmatizer() -> MorfeuszLemmatizer:
    return MorfeuszLemmatizer()


def test_person_endings_follow_the_form(lemmatizer: MorfeuszLemmatizer) -> None:
    forms = set(lemmatizer.generate("zagrać"))
    assert {"zagrałem", "zagrałeś", "zagrałam", "zagrałaś", "zagraliśmy", "zagrałyście"} <= forms
    assert {"zagrałby", "zagrałbym", "zagrałabyś", "zagralibyśmy"} <= forms
    assert not {"zagrałm", "zagrałaem", "zagraliem"} & forms


def test_agl_and_nagl_forms(lemmatizer: MorfeuszLemmatizer) -> None:
    forms = set(lemmatizer.generate("móc"))
    assert {"mogłem", "mógłby", "mogłam", "mogliśmy"} <= forms
    assert not {"mógłem", "mogłby"} & forms  # Morfeusz knows neither


def test_other_tags_take_no_endings() -> None:
    assert agglutinated_forms("zagra", "fin:sg:ter:perf") == []
    assert agglutinated_forms("osłona", "subst:sg:nom:f") == []


@pytest.mark.parametrize(
    "lemma",
    [
        "zagrać",
        "spasować",
        "przerzucić",
        "rozpatrzyć",
        "wyczerpać",
        "móc",
        "nieść",
        "iść",
        "powinien",
        "wziąć",
        "mieć",
    ],
)
def test_every_built_form_is_one_morfeusz_analyses_as_the_lemma(
    lemmatizer: MorfeuszLemmatizer, lemma: str
) -> None:
    built = {
        extra
        for form, _lemma, tag, *_rest in lemmatizer._generator.generate(lemma)
        for extra in agglutinated_forms(form.lower(), tag)
    }
    assert built
    for form in built:
        assert lemma in lemmatizer.raw_lemmas(form), form


def test_aspect_pairs_by_prefix_from_sgjp(lemmatizer: MorfeuszLemmatizer) -> None:
    from judge.search.analysis import aspect_pairs

    verbs = {"spasować", "pasować", "zaatakować", "atakować", "wygrać", "grać", "zadać", "dać"}
    pairs = set(aspect_pairs(verbs, lemmatizer))
    assert ("spasować", "pasować") in pairs
    assert ("zaatakować", "atakować") in pairs
    # A prefix that makes a verb of its own ("wygrywać", "zadawać" are its imperfectives).
    assert not {pair for pair in pairs if pair[0] in ("wygrać", "zadać")}
    # The list of exceptions read by hand is honoured.
    assert aspect_pairs({"zapomnieć", "pomnieć"}, lemmatizer) == []


def test_a_word_in_one_aspect_finds_the_other(tmp_path: object) -> None:
    from pathlib import Path

    from search_support import unit

    from judge.search.api import search_index
    from judge.search.build import build_index
    from judge.search.searcher import SearchIndex

    # Each aspect occurs in the texts (SGJP pairs are drawn from the indexed verbs).
    passing = unit("t.pass", "Pasowanie", "Gracz może pasować zamiast wykonać akcję.")
    round_end = unit("t.round-end", "Koniec rundy", "Runda kończy się, gdy obaj gracze spasowali.")
    attack = unit("t.attack", "Walka", "Postać atakuje wrogą postać w zasięgu.")
    charge = unit("t.charge", "Szarża", "Postać może zaatakować dwa razy w tej turze.")
    directory = Path(str(tmp_path)) / "index"
    build_index((passing, round_end, attack, charge), directory)
    index = SearchIndex(directory)
    try:
        assert {"spasować", "pasować"} <= set(index.lexicon.terms("spasowałem"))
        found = {r.id for r in search_index(index, "spasowałem").results}
        assert {"t.pass", "t.round-end"} <= found
        found = {r.id for r in search_index(index, "atakowałem").results}
        assert {"t.attack", "t.charge"} <= found
        # Only the query side is linked: the index keeps each word's own lemma.
        assert index.postings.doc_frequency("body", "spasować") == 1
    finally:
        index.close()
