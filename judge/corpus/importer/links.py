"""Cross-references in the text ("patrz „W zawieszeniu” na stronie 11") turned into links.

Finding: a few patterns cover how the documents refer to each other's parts: a quoted title
after "patrz"/"zobacz"/"w akapicie" (with or without a page), an unquoted title after "Zobacz"
followed by a page, and a bare page ("(strona 17)", "Na stronie 30 znajduje się…"). The link
covers the reference phrase as printed; the text is not changed.

Resolving, in order: the spec's explicit table (`Spec.references`: reference text, or
"owner id|reference text" when the same words mean different places) — needed for page-only
references and for titles that changed or are ambiguous; then a unique section of the same
document with that title; then (Miniatures) a glossary entry with that English or Polish name.
A reference that resolves nowhere is reported; the tests require none to be left. When the same
reference text occurs twice in one section with different meanings, the table key takes the
occurrence number: "owner id|reference text#2".
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import cast

from judge.corpus.importer.blocks import Block
from judge.corpus.importer.build import BuiltDocument

PATTERNS = [
    # patrz „Tytuł” [na stronie N | na następnej stronie | poniżej]; also "ramka", "w akapicie"
    re.compile(
        r"(?:[Pp]atrz|[Zz]obacz|w akapicie|W części zasad)(?: ramka)? "
        r"„(?P<label>[^”]+)”(?: (?:na stronie (?P<page>\d+)|na następnej stronie|poniżej))?"
    ),
    re.compile(r"od „(?P<label>Złotej zasady)” ze strony (?P<page>\d+)"),
    re.compile(r"patrz przykład na stronie (?P<page>\d+)"),
    # Zobacz Tytuł na stronie N / Zobacz Tytuł poniżej / (patrz Tytuł)
    re.compile(
        r"[Zz]obacz (?P<label>[\w„][^,.;:()„”]*?(?: \([^)]*\))?)"
        r"(?:,? (?:na )?stronie (?P<page>\d+)|,? strona (?P<page2>\d+)| poniżej)"
    ),
    re.compile(r"(?<=\()patrz (?P<label>[A-ZŁŚŻĆ][^)„”]*)(?=\))"),
    # bare pages: (strona 17), (Zobacz strona 61), (patrz strona 9), (Double Attack – strona 40)
    re.compile(
        r"(?P<label>[A-Z][\w ]*[\w] – )?(?:[Zz]obacz |patrz )?"
        r"(?:[Ss]trona|stronę) (?P<page>\d+)"
    ),
    re.compile(r"[Nn]a stronie (?P<page>\d+) znajduje się"),
    re.compile(r"znajduje się na stronie (?P<page>\d+)"),
]


@dataclass(frozen=True)
class Reference:
    owner: str  # section or ruling id
    block: int  # index of the block in its owner
    text: str  # the reference phrase as printed
    label: str | None
    page: str | None


def _block_texts(block: Block) -> list[str]:
    return [block.text] if block.kind != "list" else list(block.items)


def find_references(owner: str, blocks: list[Block]) -> Iterator[Reference]:
    for index, block in enumerate(blocks):
        for text in _block_texts(block):
            taken: list[tuple[int, int]] = []
            for pattern in PATTERNS:
                for match in pattern.finditer(text):
                    start, end = match.span()
                    if any(start < e and s < end for s, e in taken):
                        continue  # inside a longer reference already found
                    taken.append((start, end))
                    groups = match.groupdict()
                    label = groups.get("label")
                    page = groups.get("page") or groups.get("page2")
                    yield Reference(owner, index, match.group(0), label, page)


def _normalize(title: str) -> str:
    title = re.sub(r"^\d+\. ", "", title.strip(" –-"))
    return " ".join(title.split()).casefold()


def resolve_links(document: BuiltDocument, glossary: bool = False) -> None:
    """Attach links to the blocks of every section and ruling; record every reference."""
    table = document.spec.references
    by_title: dict[str, list[str]] = {}
    for section in document.sections:
        by_title.setdefault(_normalize(section.title), []).append(section.id)
    names: dict[str, str] = {}
    if glossary:
        for ruling in document.rulings:
            for key in ("name_en", "name_pl"):
                if ruling.get(key):
                    names.setdefault(_normalize(str(ruling[key])), str(ruling["id"]))
    owners: list[tuple[str, list[Block], dict[int, list[dict[str, str]]]]] = []
    for section in document.sections:
        owners.append((section.id, section.blocks, section.block_links))
    for ruling in document.rulings:
        links = ruling.setdefault("links", {})
        owners.append((str(ruling["id"]), ruling["blocks"], links))  # type: ignore[arg-type]
    for owner, blocks, links in owners:
        seen: dict[str, int] = {}
        for reference in find_references(owner, blocks):
            seen[reference.text] = seen.get(reference.text, 0) + 1
            target = (
                table.get(f"{owner}|{reference.text}#{seen[reference.text]}")
                or table.get(f"{owner}|{reference.text}")
                or table.get(reference.text)
            )
            if target is None and reference.label:
                label = _normalize(reference.label)
                candidates = by_title.get(label, [])
                if len(candidates) == 1:
                    target = candidates[0]
                elif label in names:
                    target = names[label]
            if target == "-":  # the table says: a reference to something outside the corpus
                document.references.append((owner, reference.text, "-"))
                continue
            document.references.append((owner, reference.text, target))
            if target is not None:
                links.setdefault(reference.block, []).append(
                    {"text": reference.text, "target": target}
                )
    # a ruling refers to the sections its cross-references point to
    section_ids = {section.id for section in document.sections}
    for ruling in document.rulings:
        ruling_links = cast(dict[int, list[dict[str, str]]], ruling.get("links", {}))
        targets = [
            link["target"]
            for block_links in ruling_links.values()
            for link in block_links
            if link["target"] in section_ids
        ]
        add_refers_to(ruling, targets)


def add_refers_to(ruling: dict[str, object], section_ids: list[str]) -> None:
    """Add section ids to a ruling's `refers_to` (no duplicates, not its home section)."""
    refers = list(ruling.get("refers_to") or [])  # type: ignore[call-overload]
    for section_id in section_ids:
        if section_id != ruling["section"] and section_id not in refers:
            refers.append(section_id)
    if refers:
        ruling["refers_to"] = refers
