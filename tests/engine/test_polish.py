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
