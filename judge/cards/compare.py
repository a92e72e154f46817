"""Comparing two card ASTs for meaning: what is language by nature is left out.

Polish and English card texts are parsed by independent grammars into the same AST
(`judge.cards.ast`); `comparable` drops the fields that say how a text reads rather than what it
does (the text, offsets, typos, the trigger's opening conjunction, a keyword's reminder), so two
readings of the same card can be compared. Used by `judge bench grammar` (how many Polish ASTs
equal the English ones) and by `tests/test_cards_polish_english.py`.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from judge.cards import ast as A

LANGUAGE_FIELDS = frozenset({"text", "start", "end", "typos", "wording", "reminder"})


def comparable(node: Any) -> Any:
    """A hashable form of an AST without its language fields."""
    if isinstance(node, A.Node) and dataclasses.is_dataclass(node):
        fields = {
            f.name: comparable(getattr(node, f.name))
            for f in dataclasses.fields(node)
            if f.name not in LANGUAGE_FIELDS
        }
        return (type(node).__name__, tuple(sorted(fields.items())))
    if isinstance(node, tuple | list):
        return tuple(comparable(item) for item in node)
    return node


def same_meaning(first: A.CardText, second: A.CardText) -> bool:
    """Both texts parse fully and give the same abilities (language fields aside)."""
    return first.ok and second.ok and comparable(first.abilities) == comparable(second.abilities)
