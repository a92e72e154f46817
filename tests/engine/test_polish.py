"""Polish numeral agreement in step texts."""

from __future__ import annotations

import pytest

from judge.engine.destiny import polish as pl


@pytest.mark.parametrize(
    ("n", "expected"),
    [
        (1, "1 obrażenie"),
        (2, "2 obrażenia"),
        (4, "4 obrażenia"),
        (5, "5 obrażeń"),
        (12, "12 obrażeń"),
        (22, "22 obrażenia"),
        (0, "0 obrażeń"),
        (111, "111 obrażeń"),
    ],
)
def test_damage_counts(n: int, expected: str) -> None:
    assert pl.damage(n) == expected


def test_adjectives_and_cases_agree() -> None:
    assert pl.damage(1, "ranged") == "1 obrażenie dystansowe"
    assert pl.damage(3, "ranged") == "3 obrażenia dystansowe"
    assert pl.damage(5, "ranged") == "5 obrażeń dystansowych"
    assert pl.damage(2, "melee") == "2 obrażenia wręcz"
    assert pl.shields(1) == "1 osłonę" and pl.shields(1, "nom") == "1 osłona"
    assert pl.resources(1) == "1 zasób" and pl.resources(3) == "3 zasoby"
    assert pl.resources(0) == "0 zasobów" and pl.cards(2) == "2 karty"


def test_genitive_after_nouns_of_action() -> None:
    """„zadanie 1 obrażenia dystansowego”, „rozdział 2 obrażeń”, „5 obrażeń dystansowych”."""
    assert pl.damage(1, "ranged", "gen") == "1 obrażenia dystansowego"
    assert pl.damage(2, "melee", "gen") == "2 obrażeń wręcz"
    assert pl.damage(3, "ranged", "gen") == "3 obrażeń dystansowych"
    assert pl.damage(2, case="gen") == "2 obrażeń"


@pytest.mark.parametrize(
    ("face", "expected"),
    [
        (("R", 1), "1 zasób"),
        (("R", 2), "2 zasoby"),
        (("MD", 1), "1 obrażenie wręcz"),
        (("RD", 5), "5 obrażeń dystansowych"),
        (("Sh", 1), "1 osłona"),
        (("Dr", 2), "2 zakłócenia"),
        (("F", 1), "1 skupienie"),
        (("Sp", None), "zdolność specjalna"),
        (("-", None), "pusta ścianka"),
        (("RD", None), "X obrażeń dystansowych"),
    ],
)
def test_die_faces_in_words(face: tuple, expected: str) -> None:
    assert pl.face(*face) == expected


def test_face_modifier_and_cost() -> None:
    assert pl.face("R", 1, modifier=True) == "+1 zasób, modyfikator"
    assert pl.face("RD", 3, cost=1) == "3 obrażenia dystansowe, koszt 1"


def test_cards_are_named_with_the_noun_of_their_type() -> None:
    assert pl.type_noun("character") == "postać" and pl.type_noun("support", "gen") == "wsparcia"
    assert pl.agree("character", "wyczerpana", "wyczerpane") == "wyczerpana"
    assert pl.agree("support", "wyczerpana", "wyczerpane") == "wyczerpane"
    assert pl.agree("upgrade", "dołączona", "dołączone") == "dołączone"
    assert pl.hidden_card("hand", "acc") == "zakrytą kartę"
    assert pl.hidden_card("discard") == "nieznana karta"


def test_card_text_without_formatting_tags() -> None:
    assert pl.plain("Tylko <b>broń</b>.") == "Tylko broń."
    assert pl.plain("staje się wsparciem<i>(zaczyna przygotowane)</i>.") == (
        "staje się wsparciem (zaczyna przygotowane)."
    )
