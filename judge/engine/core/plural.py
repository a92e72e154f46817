"""Polish numeral agreement, shared by every game's step texts: 1 obrażenie, 2–4 obrażenia,
5 obrażeń.

Polish nouns take one form after 1, another after numbers ending in 2–4 (except 12–14), and a
third otherwise; adjectives follow (2 obrażenia dystansowe, 5 obrażeń dystansowych).
"""

from __future__ import annotations


def form(n: int, one: str, few: str, many: str) -> str:
    """The form of a word after the number `n`."""
    n = abs(n)
    if n == 1:
        return one
    if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14):
        return few
    return many


def count(n: int, one: str, few: str, many: str) -> str:
    """`n` followed by the agreeing form: count(2, "obrażenie", "obrażenia", "obrażeń")."""
    return f"{n} {form(n, one, few, many)}"
