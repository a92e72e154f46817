"""Card texts to ability ASTs: the Polish grammar for a card with Polish text, the English one
for a card known only in English, each parse cached; `check_parsed` refuses a card whose text the
grammar does not understand, or whose AST uses a node or field the engine does not honour
(`coverage`), naming the card, the span and the field (exit 3).
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from judge.cards import ast as A
from judge.cards.parse import parse_card_text
from judge.engine.destiny import (
    coverage,
)
from judge.engine.destiny.unsupported import Unsupported

if TYPE_CHECKING:
    from judge.engine.destiny.cards import CardDef


@lru_cache(maxsize=4096)
def _parse(text: str, lang: str = "pl") -> A.CardText:
    return parse_card_text(text, lang)


def parse_text(text: str, lang: str = "pl") -> A.CardText:
    """`parse_card_text`, cached for the process (the smoke run reads every card of the pool
    on many boards; the AST is immutable)."""
    return _parse(text, lang)


@lru_cache(maxsize=4096)
def _gaps(text: str, lang: str = "pl") -> tuple[coverage.Gap, ...]:
    return tuple(coverage.gaps(_parse(text, lang)))


def text_language(defn: CardDef) -> str:
    """A card known only by its English text is read by the English grammar (the same AST);
    every other text (database, scenario, erratum) is Polish."""
    return "en" if defn.text_source == "english" else "pl"


def parsed_text(defn: CardDef) -> A.CardText | None:
    return _parse(defn.text, text_language(defn)) if defn.text else None


def card_text(defn: CardDef) -> A.CardText | None:
    """The parsed text of a card the engine is about to use; a text the grammar does not
    fully understand, or one the engine would not execute in full, stops the engine here
    (`check_parsed`), so a card that never acts (one left in the deck of a team-validation
    scenario) may have any text."""
    parsed = parsed_text(defn)
    if parsed is not None and not _executable(defn.text, text_language(defn)):
        check_parsed(defn)
    return parsed


@lru_cache(maxsize=4096)
def _executable(text: str, lang: str) -> bool:
    """Parsed in full and honoured in full (cached: `CardText.ok` walks the whole tree, and
    abilities are read at every moment of a replay)."""
    return _parse(text, lang).ok and not _gaps(text, lang)


def abilities(defn: CardDef) -> tuple[A.Ability, ...]:
    """The parsed abilities of a card (unparsed parts stop the engine: `check_parsed`)."""
    parsed = card_text(defn)
    if parsed is None:
        return ()
    return tuple(a for a in parsed.abilities if isinstance(a, A.Ability))


def ability(defn: CardDef, index: int) -> A.Ability:
    parsed = card_text(defn)
    assert parsed is not None
    node = parsed.abilities[index]
    assert isinstance(node, A.Ability)
    return node


def indexed(defn: CardDef) -> list[tuple[int, A.Ability]]:
    parsed = card_text(defn)
    if parsed is None:
        return []
    return [(i, a) for i, a in enumerate(parsed.abilities) if isinstance(a, A.Ability)]


def check_parsed(defn: CardDef) -> None:
    """Stop (exit 3) when a card's text has parts the grammar did not understand, or parts
    the engine does not honour (`coverage`): a replay never executes part of a card."""
    parsed = parsed_text(defn)
    if parsed is None:
        return
    if parsed.ok:
        gaps = _gaps(defn.text, text_language(defn))
        if gaps:
            raise Unsupported(
                f"Karta {defn.name} ({defn.code}): silnik nie wykonuje jeszcze całego tekstu tej "
                f"karty ({'; '.join(gap.describe() for gap in gaps)}). Zamiast pominąć tę część "
                "i pokazać niepewny przebieg, zatrzymuje się: tę interakcję trzeba rozstrzygnąć "
                "według tekstu karty i zasad.",
                kind="unhonoured",
                card=defn.code,
            )
        return
    spans = "; ".join(f"„{u.text}” (znaki {u.start}–{u.end})" for u in parsed.unparsed)
    hint = ""
    if defn.text_source == "english":
        hint = (
            " Baza kart ma tylko tekst angielski, a gramatyka angielska nie rozumie go w "
            "całości: podaj polski tekst karty w scenariuszu (pole `text:`)."
        )
    raise Unsupported(
        f"Karta {defn.name} ({defn.code}): gramatyka nie rozpoznała fragmentu tekstu: {spans}."
        + hint,
        kind="unparsed",
        card=defn.code,
    )
