"""The corpus's domain model: documents, rule sections and rulings.

This is the contract between the corpus (which builds these from `rulebook/` and `rulings/`)
and everything downstream: search indexes them, the engine cites `Section.id`, the site shows
them. Everything is immutable; ids are stable ASCII strings that survive re-imports because
they derive from a section's path in its document, never from a counter.

Permalinks on the site: `/rules/<section id>`, `/rulings/<ruling id>`, `/cards/<card code>`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

GameId = Literal["destiny", "lcg", "swm"]
RulingKind = Literal["faq", "clarification", "errata", "glossary"]
BlockKind = Literal["paragraph", "list", "example", "table"]

GAMES: tuple[GameId, ...] = ("destiny", "lcg", "swm")
RULING_KINDS: tuple[RulingKind, ...] = ("faq", "clarification", "errata", "glossary")

# Polish names, shown by the site and the CLI alike.
GAME_NAMES_PL: dict[str, str] = {
    "destiny": "Star Wars: Przeznaczenie",
    "lcg": "Star Wars: Gra karciana",
    "swm": "Star Wars Miniatures",
}
RULING_KIND_NAMES_PL: dict[str, str] = {
    "faq": "Najczęściej zadawane pytania",
    "clarification": "Wyjaśnienia kart",
    "errata": "Errata",
    "glossary": "Słowniczek",
}

# The five source documents, by stable document id. Titles, editions and citation prefixes
# live in rulebook/ (see judge.corpus.store); these ids are referred to in code and tests.
DESTINY_RR = "destiny-rr"  # Rules Reference, current edition (seed 000)
DESTINY_RR_PREVIOUS = "destiny-rr-prev"  # Rules Reference, previous edition (seed 004)
DESTINY_QUICKSTART = "destiny-qs"  # starter-set quick-start rules (seed 001)
LCG_RULES = "lcg-rules"  # Star Wars: Gra karciana rulebook (seed 003)
SWM_RULES = "swm-rules"  # Star Wars Miniatures rulebook (seed 002)


@dataclass(frozen=True)
class Document:
    """One source document."""

    id: str
    game: GameId
    title: str  # full Polish title
    citation_prefix: str  # e.g. "SW:P Zasady (wyd. bieżące)"
    language: str  # "pl"
    edition: str  # e.g. "bieżące", "poprzednie"
    source: str  # seed file name it was built from
    superseded_by: str | None = None  # document id of the newer edition, if any


@dataclass(frozen=True)
class Link:
    """A cross-reference inside a block's text: `text[start:end]` names section `target`."""

    start: int
    end: int
    target: str  # section id


@dataclass(frozen=True)
class Block:
    """A unit of a section's body: a paragraph, a bullet list, a worked example or a table.

    `text` holds the whole block as plain text (a list's items joined by newlines); `items`
    holds the bullets of a list (empty otherwise). Link offsets refer to `text`. An `ordered`
    list is a sequence of numbered steps; its items keep their printed numbers ("5. Gracze…"),
    since a list can be interrupted by a note and resume at step 5. A worked example that runs
    over several paragraphs keeps them in one block, separated by a blank line.

    Die symbols appear in text as SWDestinyDB markup: `[melee]`, `[ranged]`, `[shield]`,
    `[resource]`, `[disrupt]`, `[discard]`, `[focus]`, `[special]`, `[blank]`.
    """

    kind: BlockKind
    text: str
    items: tuple[str, ...] = ()
    links: tuple[Link, ...] = ()
    ordered: bool = False


@dataclass(frozen=True)
class Section:
    """A rule section: part, section or subsection of a document."""

    id: str  # stable ASCII id, e.g. "destiny-rr.cz7.zdolnosci-aktywowane.przed-tym"
    document: str  # document id
    game: GameId
    title: str
    breadcrumb: tuple[str, ...]  # titles from the part down to this section, inclusive
    citation: str  # e.g. "SW:P Zasady (wyd. bieżące), cz. 7 › Zdolności „przed tym”"
    blocks: tuple[Block, ...]
    parent: str | None = None  # section id
    order: int = 0  # position in the document, for previous/next navigation
    cards: tuple[str, ...] = ()  # card codes the section's text cites, e.g. ("01137",)

    @property
    def text(self) -> str:
        return "\n\n".join(block.text for block in self.blocks)

    @property
    def url(self) -> str:
        return f"/rules/{self.id}"


@dataclass(frozen=True)
class Ruling:
    """An FAQ answer, card clarification, erratum or glossary entry."""

    id: str  # stable ASCII id
    document: str
    game: GameId
    kind: RulingKind
    title: str  # the question (faq), card name (clarification, errata), term (glossary)
    blocks: tuple[Block, ...]
    citation: str
    cards: tuple[str, ...] = ()  # card codes it names, e.g. ("01137",)
    sections: tuple[str, ...] = ()  # section ids it names or belongs to
    # glossary entries: names in both languages and the kind of term
    name_en: str | None = None
    name_pl: str | None = None
    term_kind: str | None = None  # e.g. "force-power", "special-ability", "commander-effect"
    force_cost: int | None = None
    extra: dict[str, str] = field(default_factory=dict)  # e.g. errata "context"

    @property
    def text(self) -> str:
        return "\n\n".join(block.text for block in self.blocks)

    @property
    def url(self) -> str:
        return f"/rulings/{self.id}"


@dataclass(frozen=True)
class QuotedCard:
    """A card text a rules document quotes (`rulings/quoted-cards.yaml`).

    `kind` is `erratum` (the whole corrected text), `erratum-partial` (a corrected part),
    `quoted` (an ability quoted by a rule or ruling) or `quick-start` (a card face printed in the
    quick-start rules); `scope` says how much of the
    card the text is: `full`, `excerpt` (one ability), `last-sentence` (an erratum replacing
    only the card's last sentence) or `claim-effect` (the effect after a battlefield's
    "Zajęcie –"). `source` is the ruling or section id it comes from.
    """

    code: str | None  # e.g. "01137"; None when the document does not give it
    name: str
    type: str
    text: str
    kind: str
    scope: str
    source: str
