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
