"""The corpus loaded from `rulebook/` and `rulings/`: the API everything downstream uses.

    from judge.corpus.store import load_corpus
    corpus = load_corpus()
    corpus.section("destiny-rr.cz7.zdolnosci-aktywowane.zdolnosci-przed-tym").citation
    corpus.rulings_for_card("01137")

`load_corpus()` reads the shipped files once per process and caches the result (the web app,
search and the engine all call it). Unknown ids raise `judge.errors.NotFound` with a Polish
message, which the CLI turns into exit code 2.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from judge.corpus.files import (
    CARDS_FILE,
    CorpusFileError,
    parse_block,
    read_quoted_cards,
    read_rulebook,
    read_rulings,
)
from judge.corpus.model import (
    DESTINY_QUICKSTART,
    DESTINY_RR,
    DESTINY_RR_PREVIOUS,
    GAMES,
    LCG_RULES,
    RULING_KINDS,
    SWM_RULES,
    Document,
    QuotedCard,
    Ruling,
    Section,
)
from judge.errors import NotFound
from judge.resources import rulebook_dir, rulings_dir

if TYPE_CHECKING:
    from judge.corpus.diff import EditionDiff

DOCUMENT_ORDER = (DESTINY_RR, DESTINY_RR_PREVIOUS, DESTINY_QUICKSTART, LCG_RULES, SWM_RULES)
CITATION_SEPARATOR = " › "
CARD_RULING_ORDER = ("errata", "clarification", "faq", "glossary")  # what a judge reads first


def _document_rank(document_id: str) -> tuple[int, str]:
    try:
        return DOCUMENT_ORDER.index(document_id), document_id
    except ValueError:
        return len(DOCUMENT_ORDER), document_id


def _suggest(wanted: str, known: Iterable[str]) -> str:
    """Ids a mistyped one probably meant: first those ending in the same section slug (a level
    of the path left out: `destiny-rr.cz7.zdolnosci-przed-tym`), then the closest spellings."""
    known = list(known)
    slug = wanted.rsplit(".", 1)[-1]
    same_slug = sorted(
        (k for k in known if k.rsplit(".", 1)[-1] == slug),
        key=lambda k: (not k.startswith(wanted.split(".", 1)[0] + "."), len(k)),
    )
    close = same_slug + [
        k for k in difflib.get_close_matches(wanted, known, n=3, cutoff=0.6) if k not in same_slug
    ]
    return f" Czy chodziło o: {', '.join(close[:3])}?" if close else ""


@dataclass
class Corpus:
    """Documents, their rule sections (document order) and rulings, with lookups."""

    documents: dict[str, Document]
    sections: tuple[Section, ...]
    rulings: tuple[Ruling, ...]
    quoted_cards: tuple[QuotedCard, ...] = ()
    _sections: dict[str, Section] = field(init=False, repr=False)
    _rulings: dict[str, Ruling] = field(init=False, repr=False)
    _children: dict[str, list[Section]] = field(init=False, repr=False)
    _position: dict[str, int] = field(init=False, repr=False)
    _diffs: dict[tuple[str, str], EditionDiff] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self._diffs = {}
        self._sections = {section.id: section for section in self.sections}
        self._rulings = {ruling.id: ruling for ruling in self.rulings}
        self._children = {}
        self._position = {section.id: index for index, section in enumerate(self.sections)}
        for section in self.sections:
            if section.parent is not None:
                self._children.setdefault(section.parent, []).append(section)

    # --- documents -------------------------------------------------------------------------

    def document(self, document_id: str) -> Document:
        try:
            return self.documents[document_id]
        except KeyError:
            raise NotFound(
                f"Nie ma dokumentu o identyfikatorze „{document_id}”. Dostępne: "
                f"{', '.join(self.documents)}."
            ) from None

    def sections_of(self, document_id: str) -> tuple[Section, ...]:
        self.document(document_id)
        return tuple(s for s in self.sections if s.document == document_id)

    # --- sections --------------------------------------------------------------------------

    def has_section(self, section_id: str) -> bool:
        return section_id in self._sections

    def section(self, section_id: str) -> Section:
        try:
            return self._sections[section_id]
        except KeyError:
            raise NotFound(
                f"Nie ma sekcji zasad o identyfikatorze „{section_id}”."
                + _suggest(section_id, self._sections)
            ) from None

    def children(self, section_id: str) -> tuple[Section, ...]:
        self.section(section_id)
        return tuple(self._children.get(section_id, ()))

    def ancestors(self, section_id: str) -> tuple[Section, ...]:
        """From the top-level section down to the parent of `section_id`."""
        chain: list[Section] = []
        parent = self.section(section_id).parent
        while parent is not None:
            chain.append(self._sections[parent])
            parent = self._sections[parent].parent
        return tuple(reversed(chain))

    def previous(self, section_id: str) -> Section | None:
        """The section before `section_id` in its document, if any."""
        index = self._position[self.section(section_id).id] - 1
        if index >= 0 and self.sections[index].document == self.sections[index + 1].document:
            return self.sections[index]
        return None

    def next(self, section_id: str) -> Section | None:
        """The section after `section_id` in its document, if any."""
        index = self._position[self.section(section_id).id] + 1
        if index < len(self.sections) and (
            self.sections[index].document == self.sections[index - 1].document
        ):
            return self.sections[index]
        return None

    # --- rulings ---------------------------------------------------------------------------

    def has_ruling(self, ruling_id: str) -> bool:
        return ruling_id in self._rulings

    def ruling(self, ruling_id: str) -> Ruling:
        try:
            return self._rulings[ruling_id]
        except KeyError:
            raise NotFound(
                f"Nie ma orzeczenia o identyfikatorze „{ruling_id}”."
                + _suggest(ruling_id, self._rulings)
            ) from None

    def rulings_citing_section(self, section_id: str) -> tuple[Ruling, ...]:
        """Rulings that sit in `section_id` or refer to it."""
        self.section(section_id)
        return tuple(r for r in self.rulings if section_id in r.sections)

    def rulings_for_card(self, code: str) -> tuple[Ruling, ...]:
        """Rulings that name the card `code` (e.g. "01137"), errata first."""
        found = [r for r in self.rulings if code in r.cards]
        return tuple(sorted(found, key=lambda r: CARD_RULING_ORDER.index(r.kind)))

    def quoted_cards_for(self, code: str) -> tuple[QuotedCard, ...]:
        """The texts the documents quote for card `code` (errata, quotations, card faces)."""
        return tuple(card for card in self.quoted_cards if card.code == code)

    # --- editions --------------------------------------------------------------------------

    def diff(self, old_id: str | None = None, new_id: str | None = None) -> EditionDiff:
        """The section-level comparison of two editions of a document.

        Editions are linked by `superseded_by`. Without ids: the current Destiny RR and the
        edition it supersedes; with one id, that edition and its neighbour in the chain (the
        newer one for `old_id`, the older one for `new_id`); with both, exactly those two."""
        if old_id is None and new_id is None:
            new_id = DESTINY_RR
        if old_id is None:
            self.document(new_id)  # type: ignore[arg-type]
            older = [d.id for d in self.documents.values() if d.superseded_by == new_id]
            if not older:
                raise NotFound(f"Dokument „{new_id}” nie zastępuje żadnego wcześniejszego wydania.")
            old_id = older[0]
        if new_id is None:
            new_id = self.document(old_id).superseded_by
            if new_id is None:
                raise NotFound(f"Dokument „{old_id}” nie ma nowszego wydania („superseded_by”).")
        self.document(old_id)
        self.document(new_id)
        key = (old_id, new_id)
        if key not in self._diffs:
            from judge.corpus.diff import compare_editions

            self._diffs[key] = compare_editions(self, old_id, new_id)
        return self._diffs[key]


# --- loading -------------------------------------------------------------------------------


def citation_label(titles: list[str], shorts: list[str | None]) -> str:
    """`cz. 7 › Zdolności „przed tym”`: the top section (short form if any), then the section."""
    top = shorts[0] or titles[0]
    return top if len(titles) == 1 else f"{top}{CITATION_SEPARATOR}{titles[-1]}"


def _document(data: dict[str, Any]) -> Document:
    return Document(
        id=data["id"],
        game=data["game"],
        title=data["title"],
        citation_prefix=data["citation_prefix"],
        language=data.get("language", "pl"),
        edition=data["edition"],
        source=data.get("source", ""),
        superseded_by=data.get("superseded_by"),
    )


def _sections(document: Document, records: list[dict[str, Any]], path: Path) -> list[Section]:
    sections: list[Section] = []
    titles: dict[str, str] = {}
    shorts: dict[str, str | None] = {}
    for order, record in enumerate(records):
        identifier = record["id"]
        where = f"{path.name}: {identifier}"
        if not identifier.startswith(document.id + "."):
            raise CorpusFileError(f"{where}: identyfikator musi zaczynać się od „{document.id}.”")
        head = identifier.rpartition(".")[0]
        parent = head if head != document.id else None
        if parent is not None and parent not in titles:
            raise CorpusFileError(f"{where}: sekcja nadrzędna „{parent}” musi być wcześniej")
        if identifier in titles:
            raise CorpusFileError(f"{where}: powtórzony identyfikator")
        titles[identifier] = record["title"]
        shorts[identifier] = record.get("short")
        chain = [identifier]
        while chain[-1].rpartition(".")[0] != document.id:
            chain.append(chain[-1].rpartition(".")[0])
        chain.reverse()
        breadcrumb = [titles[i] for i in chain]
        label = citation_label(breadcrumb, [shorts[i] for i in chain])
        blocks = tuple(
            parse_block(block, f"{where}, blok {n + 1}")
            for n, block in enumerate(record.get("blocks") or ())
        )
        sections.append(
            Section(
                id=identifier,
                document=document.id,
                game=document.game,
                title=record["title"],
                breadcrumb=tuple(breadcrumb),
                citation=f"{document.citation_prefix}, {label}",
                blocks=blocks,
                parent=parent,
                order=order,
                cards=tuple(record.get("cards") or ()),
            )
        )
    return sections


def _rulings(
    document: Document, records: list[dict[str, Any]], sections: dict[str, Section], path: Path
) -> list[Ruling]:
    rulings: list[Ruling] = []
    for record in records:
        identifier = record["id"]
        where = f"{path.name}: {identifier}"
        home = record["section"]
        if home not in sections:
            raise CorpusFileError(f"{where}: nieznana sekcja „{home}”")
        kind = record["kind"]
        if kind not in RULING_KINDS:
            raise CorpusFileError(f"{where}: nieznany rodzaj „{kind}”")
        home_section = sections[home]
        label = CITATION_SEPARATOR.join(home_section.breadcrumb)
        heading = record.get("heading") or record["title"]
        extra = {key: str(value) for key, value in (record.get("extra") or {}).items()}
        if "heading" in record:
            extra.setdefault("heading", record["heading"])
        rulings.append(
            Ruling(
                id=identifier,
                document=document.id,
                game=document.game,
                kind=kind,
                title=record["title"],
                blocks=tuple(
                    parse_block(block, f"{where}, blok {n + 1}")
                    for n, block in enumerate(record.get("blocks") or ())
                ),
                citation=f"{document.citation_prefix}, {label}{CITATION_SEPARATOR}{heading}",
                cards=tuple(record.get("cards") or ()),
                sections=(home, *(record.get("refers_to") or ())),
                name_en=record.get("name_en"),
                name_pl=record.get("name_pl"),
                term_kind=record.get("term_kind"),
                force_cost=record.get("force_cost"),
                extra=extra,
            )
        )
    return rulings


def read_corpus(rulebook: Path, rulings: Path) -> Corpus:
    """Read every document of `rulebook` and the rulings of `rulings` (no caching)."""
    documents: dict[str, Document] = {}
    by_document: dict[str, list[Section]] = {}
    for path in sorted(rulebook.glob("*.yaml")):
        data = read_rulebook(path)
        document = _document(data["document"])
        if document.game not in GAMES:
            raise CorpusFileError(f"{path.name}: nieznana gra „{document.game}”")
        if document.id in documents:
            raise CorpusFileError(f"{path.name}: dokument „{document.id}” zdefiniowany dwa razy")
        documents[document.id] = document
        by_document[document.id] = _sections(document, data["sections"] or [], path)
    order = sorted(documents, key=_document_rank)
    sections = [section for document_id in order for section in by_document[document_id]]
    index = {section.id: section for section in sections}
    all_rulings: list[Ruling] = []
    quoted: list[QuotedCard] = []
    for path in sorted(rulings.glob("*.yaml")):
        if path.name == CARDS_FILE:
            quoted = read_quoted_cards(path)
            continue
        data = read_rulings(path)
        ruled = documents.get(data["document"])
        if ruled is None:
            raise CorpusFileError(f"{path.name}: nieznany dokument „{data['document']}”")
        all_rulings += _rulings(ruled, data["rulings"], index, path)
    rank = {document_id: n for n, document_id in enumerate(order)}
    all_rulings.sort(key=lambda r: rank[r.document])  # stable: file order within a document
    _check_references(sections, all_rulings, index)
    for card in quoted:
        if (
            card.source not in index
            and card.source not in {r.id for r in all_rulings}
            and (card.source not in documents)
        ):
            raise CorpusFileError(f"{CARDS_FILE}: {card.name}: nieznane źródło „{card.source}”")
    return Corpus(
        {d: documents[d] for d in order}, tuple(sections), tuple(all_rulings), tuple(quoted)
    )


def _check_references(
    sections: list[Section], rulings: list[Ruling], index: dict[str, Section]
) -> None:
    ruling_ids = {ruling.id for ruling in rulings}
    for owner, blocks in [(s.id, s.blocks) for s in sections] + [(r.id, r.blocks) for r in rulings]:
        for block in blocks:
            for link in block.links:
                if link.target not in index and link.target not in ruling_ids:
                    raise CorpusFileError(f"{owner}: odsyłacz do nieznanego celu „{link.target}”")
    for ruling in rulings:
        for section_id in ruling.sections:
            if section_id not in index:
                raise CorpusFileError(f"{ruling.id}: nieznana sekcja „{section_id}”")


@lru_cache(maxsize=1)
def load_corpus() -> Corpus:
    """The shipped corpus, read once per process."""
    return read_corpus(rulebook_dir(), rulings_dir())
