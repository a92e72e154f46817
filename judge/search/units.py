"""Search units: the passages the index holds, one per rule section, ruling and card.

A unit carries what a result shows (title, breadcrumb, citation, permalink, whole text) and
what is indexed besides the text:

- `names`: other titles of the same thing, indexed with the title: a card's or a clarified
  card's name in the other language, a glossary term's English name. So "Second Chance" finds
  the clarification titled "Druga szansa" as surely as its Polish title does;
- `mentions`: the names (both languages) of the cards a section or an FAQ answer cites, a
  weaker signal than a title;
- `reading`: for a card whose only text is English, its Polish reading from the card grammar
  (`judge.cards.describe`), indexed at a low weight (see `judge.search.schema.LOW_BOOST`) and
  never shown: a Polish word finds the English card, but an ordinary word ("obrażenia") does
  not lift a thousand cards above the rule sections.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import asdict, dataclass
from typing import Any, Literal

from judge.cards.lcg.records import LcgCard
from judge.cards.model import Card
from judge.corpus.model import DESTINY_RR_PREVIOUS, Document, Ruling, Section

UnitKind = Literal["rule", "faq", "clarification", "errata", "glossary", "card"]
UNIT_KINDS: tuple[UnitKind, ...] = ("rule", "faq", "clarification", "errata", "glossary", "card")

CARDS_DOCUMENT = "cards"
LCG_CARDS_DOCUMENT = "lcg-cards"  # Star Wars: The Card Game (swlcg data)

KIND_LABELS: dict[str, str] = {
    "rule": "Zasady",
    "faq": "Najczęściej zadawane pytania",
    "clarification": "Wyjaśnienia kart",
    "errata": "Errata",
    "glossary": "Słownik",
    "card": "Karty",
}

CARD_TYPE_LABELS: dict[str, str] = {
    "character": "Postać",
    "upgrade": "Ulepszenie",
    "support": "Wsparcie",
    "event": "Wydarzenie",
    "battlefield": "Pole bitwy",
    "plot": "Intryga",
}


@dataclass(frozen=True)
class SearchUnit:
    id: str  # section id, ruling id or card code
    kind: UnitKind
    game: str
    document: str  # document id, or "cards"
    title: str
    breadcrumb: tuple[str, ...]
    citation: str
    url: str
    text: str
    names: tuple[str, ...] = ()  # other titles: the card's name in the other language, ...
    mentions: tuple[str, ...] = ()  # names of the cards the unit cites
    superseded: bool = False  # from a previous edition of a document
    reading: str = ""  # Polish reading of an English-only card: indexed at a low weight only

    @property
    def key(self) -> str:
        """Unique across kinds (a card code and a ruling id could in principle collide)."""
        return f"{'card' if self.kind == 'card' else 'corpus'}:{self.id}"

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["breadcrumb"] = list(self.breadcrumb)
        data["names"] = list(self.names)
        data["mentions"] = list(self.mentions)
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> SearchUnit:
        return cls(
            **{
                **data,
                "breadcrumb": tuple(data["breadcrumb"]),
                "names": tuple(data["names"]),
                "mentions": tuple(data.get("mentions", ())),
            }
        )


def _values(collection: Any) -> Iterable[Any]:
    """Items of a list, tuple or id-keyed mapping."""
    if isinstance(collection, Mapping):
        return collection.values()
    return collection


def _is_superseded(document_id: str, documents: Mapping[str, Document]) -> bool:
    document = documents.get(document_id)
    if document is not None:
        return document.superseded_by is not None
    return document_id == DESTINY_RR_PREVIOUS


def _mentioned_names(codes: Iterable[str], cards_by_code: Mapping[str, Card]) -> tuple[str, ...]:
    names: list[str] = []
    for code in codes:
        card = cards_by_code.get(code)
        if card is not None:
            names.extend(name for name in card_names(card) if name not in names)
    return tuple(names)


def section_unit(
    section: Section,
    documents: Mapping[str, Document],
    cards_by_code: Mapping[str, Card] | None = None,
) -> SearchUnit:
    return SearchUnit(
        id=section.id,
        kind="rule",
        game=section.game,
        document=section.document,
        title=section.title,
        breadcrumb=tuple(section.breadcrumb),
        citation=section.citation,
        url=section.url,
        text=section.text,
        mentions=_mentioned_names(getattr(section, "cards", ()), cards_by_code or {}),
        superseded=_is_superseded(section.document, documents),
    )


def card_names(card: Card) -> tuple[str, ...]:
    """A card's names in both languages, with subtitles ("Luke Skywalker", "Rycerz Jedi")."""
    names: list[str] = []
    for name in (card.name, card.name_en, card.subtitle, card.subtitle_en):
        if name and name not in names:
            names.append(name)
    return tuple(names)


def ruling_unit(
    ruling: Ruling,
    documents: Mapping[str, Document],
    cards_by_code: Mapping[str, Card],
) -> SearchUnit:
    names: list[str] = []
    for name in (ruling.name_pl, ruling.name_en):
        if name and name not in names and name != ruling.title:
            names.append(name)
    mentions = _mentioned_names(ruling.cards, cards_by_code)
    if ruling.kind in ("clarification", "errata"):
        # The title is the clarified card's name: its names are alternative titles.
        names.extend(name for name in mentions if name not in names and name != ruling.title)
        mentions = ()
    document = documents.get(ruling.document)
    breadcrumb = (document.title if document else ruling.document, KIND_LABELS[ruling.kind])
    return SearchUnit(
        id=ruling.id,
        kind=ruling.kind,
        game=ruling.game,
        document=ruling.document,
        title=ruling.title,
        breadcrumb=breadcrumb,
        citation=ruling.citation,
        url=ruling.url,
        text=ruling.text,
        names=tuple(names),
        mentions=mentions,
        superseded=_is_superseded(ruling.document, documents),
    )


def card_citation(card: Card) -> str:
    name = card.name if card.name == card.name_en else f"{card.name} ({card.name_en})"
    source = "SWDestinyDB" if card.source == "db" else "karta cytowana w zasadach"
    return f"Karta {card.code} „{name}”, {source}"


_MARKUP_TAG = re.compile(r"</?[a-zA-Z]+[^<>]*>")


def _plain(text: str) -> str:
    """Card text without SWDestinyDB's inline HTML (<b>, <i>, <cite>)."""
    return _MARKUP_TAG.sub("", text)


def card_unit(card: Card) -> SearchUnit:
    title = card.name if not card.subtitle else f"{card.name} – {card.subtitle}"
    parts: list[str] = []
    for text in (card.rules_text, card.text, card.text_en):  # erratum first, then as printed
        if text and _plain(text) not in parts:
            parts.append(_plain(text))
    type_label = CARD_TYPE_LABELS.get(card.type, card.type)
    breadcrumb = (
        KIND_LABELS["card"],
        type_label,
        *([", ".join(card.subtypes)] if card.subtypes else []),
    )
    return SearchUnit(
        id=card.code,
        kind="card",
        game="destiny",
        document=CARDS_DOCUMENT,
        title=title,
        breadcrumb=breadcrumb,
        citation=card_citation(card),
        url=card.url,
        text="\n\n".join(part for part in parts if part),
        names=tuple(name for name in card_names(card) if name != title),
        reading=polish_reading(card),
    )


def polish_reading(card: Card) -> str:
    """The Polish reading of the abilities the card grammar understands in an English-only
    card's text; "" for a card with Polish text (or none)."""
    if card.rules_lang != "en" or not card.rules_text:
        return ""
    from judge.cards.describe import describe_card_text  # the grammar loads on first use
    from judge.cards.parse import parse_card_text

    described = describe_card_text(parse_card_text(_plain(card.rules_text), "en"))
    return "\n".join(item["summary"] for item in described if item["kind"] != "Nierozpoznane")


def corpus_units(corpus: Any, cards_by_code: Mapping[str, Card]) -> Iterator[SearchUnit]:
    """Units of every section and ruling of a loaded corpus (`judge.corpus.store.Corpus`)."""
    documents = {document.id: document for document in _values(corpus.documents)}
    for section in _values(corpus.sections):
        yield section_unit(section, documents, cards_by_code)
    for ruling in _values(corpus.rulings):
        yield ruling_unit(ruling, documents, cards_by_code)


def card_units(cards: Iterable[Card]) -> Iterator[SearchUnit]:
    for card in cards:
        yield card_unit(card)


def lcg_card_citation(card: LcgCard) -> str:
    return f"Karta LCG {card.id} „{card.title}” (dane swlcg)"


def lcg_card_unit(card: LcgCard) -> SearchUnit:
    """An LCG card (English text only; no Polish text of the game exists): its title, its text
    and, as context, its Polish type and affiliation and its traits and keywords. Its id is
    the LCG id (`core-set-92`: a product slug, never a Destiny code), its page
    `/cards/lcg/<id>`."""
    details = [card.type_pl, card.affiliation_pl, *card.traits, *card.keywords]
    return SearchUnit(
        id=card.id,
        kind="card",
        game="lcg",
        document=LCG_CARDS_DOCUMENT,
        title=card.title,
        breadcrumb=(KIND_LABELS["card"], card.type_pl, ", ".join(dict.fromkeys(details[1:]))),
        citation=lcg_card_citation(card),
        url=card.url,
        text=card.text,
    )


def lcg_card_units(cards: Iterable[LcgCard]) -> Iterator[SearchUnit]:
    for card in cards:
        yield lcg_card_unit(card)
