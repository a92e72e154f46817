"""Card definitions the engine plays with: a card record plus the Polish text it executes.

A scenario names a card by its code (read from the card database the user gives, `--cards` /
`JUDGE_CARDS`) or gives it inline (name, type, colour, text, health, die faces) for cards that
have no Polish text anywhere. The text executed is, in order: the scenario's `text`, the
erratum's corrected text (`Card.rules_text`), the Polish text of the database. An English-only
text is not executed: the grammar reads Polish, so the engine stops and names the card.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from judge.cards.model import Card, DieFace


@dataclass(frozen=True)
class CardDef:
    key: str  # registry key (card code, or code plus a text variant, or an inline id)
    card: Card
    text: str | None  # the Polish text executed (None: no text)
    text_source: str  # "scenario", "errata", "db", "none", "english"
    faces: tuple[DieFace, ...] = ()
    abilities: tuple[Any, ...] = field(default=(), compare=False)  # interpreter's Ability views

    @property
    def name(self) -> str:
        return self.card.name

    @property
    def type(self) -> str:
        return self.card.type

    @property
    def health(self) -> int:
        return self.card.health or 0

    @property
    def cost(self) -> int:
        return self.card.cost or 0

    @property
    def color(self) -> str | None:
        return self.card.color

    @property
    def unique(self) -> bool:
        return self.card.unique

    @property
    def subtypes(self) -> tuple[str, ...]:
        return self.card.subtypes

    @property
    def code(self) -> str:
        return self.card.code
