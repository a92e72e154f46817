"""The Polish lexicon layer (issue 11): lemma table, generated forms, readings and the lexer."""

from __future__ import annotations

import pytest

from judge.cards.polish import forms, lexicon
from judge.cards.polish.lexer import tokens
from judge.cards.polish.lexicon import Features, readings


def test_the_shipped_forms_are_generated_from_the_lemma_table() -> None:
    """destiny_pl.forms is what `python -m judge.cards.polish.forms` writes today (rerun it
    after editing destiny_pl.lemmas)."""
    shipped = forms.forms_path().read_text(encoding="utf-8").splitlines()
    assert shipped[0].endswith(f"sha256={forms.lemmas_digest()}"), "rerun the forms generator"
    generated = sorted(set(forms.generate_lines(forms.read_lemmas())))
    assert shipped[1:] == generated


@pytest.mark.parametrize(
    ("form", "terminal", "sense"),
    [
        ("postaciom", "NOUN", "character"),  # every case and number of a noun
        ("kośćmi", "NOUN", "die"),
        ("polem bitwy", "NOUN", "battlefield"),  # a fixed tail
        ("słowem kluczowym", "NOUN", "keyword"),  # an agreeing adjective
        ("zadawaj", "VERB", "deal"),  # imperative of the imperfective
        ("zadadzą", "VFIN", "deal"),  # future 3rd person plural
        ("zwiększając", "GER", "increase"),  # adverbial participle
        ("przedstawiających", "ADJ", "show"),  # adjectival participle with the verb's sense
        ("nieprzedstawiającą", "ADJ", "show"),  # and its negation
        ("pokonanych", "ADJ", "defeat"),
        ("nieblokowalnymi", "ADJ", "unblockable"),  # a word Morfeusz lacks, by its model
        ("najtańszą", "ADJ", "cheap"),  # superlative kept where asked for
        ("mogą", "MAY", "may"),
        ("zostały", "PASS", "passive"),
        ("przed tym , jak", "BEFORE", "BEFORE"),  # a fixed conjunction
        ("jednej", "NUM", "1"),
    ],
)
def test_forms_map_to_their_lemma_class_and_sense(form: str, terminal: str, sense: str) -> None:
    assert (terminal, sense) in {(r.terminal, r.sense) for r in readings(form)}


def test_readings_carry_case_number_and_person() -> None:
    (dative,) = [r for r in readings("postaciom")]
    assert dative.cases == {"dat"} and dative.numbers == {"pl"}
    assert {r.person for r in readings("aktywujesz")} == {2}
    assert any(r.voice == "pas" for r in readings("pokonana"))
    assert any(r.degree == "sup" for r in readings("najtańszą"))
    assert any(r.negated for r in readings("nieprzedstawiającą"))


def test_agreement_narrows_the_features_of_a_phrase() -> None:
    phrase = Features.of(readings("dowolnej")).agree(Features.of(readings("postaci")))
    assert phrase.cases == {"gen", "dat", "loc"} and phrase.numbers == {"sg"}
    assert Features.of(readings("dowolnej")).agree(Features.of(readings("kart"))).empty


def test_unknown_words_have_no_readings() -> None:
    assert readings("kwiatek") == ()
    assert not lexicon.known("kwiatek")


def _types(text: str) -> list[str]:
    return [f"{t.type}:{t.value}" for t in tokens(text)]


def test_tokens_are_word_classes_with_senses() -> None:
    assert _types("zadaj 2 obrażenia dowolnej postaci.") == [
        "VERB:deal",
        "NUM:2",
        "NOUN:damage",
        "ADJ:any",
        "NOUN:character",
        "DOT:.",
    ]


def test_the_lexer_retypes_glue_by_what_follows() -> None:
    types = _types("wyczerp to wsparcie i odrzuć kartę, aby zadać po 1 obrażeniu każdej postaci")
    assert "AND_V:AND" in types and "COMMA_AIM:," in types and "PER:po" in types
    assert _types("jeśli to twoja kość")[1] == "IT:it"
    assert _types("to ulepszenie")[0] == "ADJ:this"
    assert _types("jej kości")[0] == "POSS:it"
    assert _types("zadaj jej 2 obrażenia")[1] == "PRON:it"
    # a participle after its noun, and as a predicate
    assert "ADJ_POST:visible" in _types("pustych ścianek widocznych na kościach")
    assert _types("zostanie rozpatrzona lub usunięta")[1::2] == ["PRED:resolve", "PRED:remove"]


def test_a_relative_clause_is_fenced() -> None:
    types = [t.split(":")[0] for t in _types("daj postaci, do której dołączono tę kartę, 1 żeton")]
    assert types[2] == "COMMA_REL" and types[8] == "REL_END"


def test_unknown_words_before_a_set_icon_are_a_name() -> None:
    types = _types("rzuć jedną kością szturmowca śmierci ([sor]1)")
    assert types[-2:] == ["NAME:szturmowca śmierci", "SETREF:([sor]1)"]
    assert _types("zaśpiewaj coś")[0] == "WORD:zaśpiewaj"  # elsewhere an unknown word
