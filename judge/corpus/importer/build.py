"""From a seed and its spec to plain records (dicts) ready to be written as YAML.

The generic part of the importer: apply the spec's drops, match the outline, cut every body into
blocks, give every section its path-derived id. Document-specific work (rulings, figures,
glossaries) is done by the spec's `finish` hook on the built tree.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from judge.corpus.importer.blocks import Block, Style, build_blocks, split_paragraphs
from judge.corpus.importer.outline import Node, match_outline, parse_outline, walk
from judge.corpus.importer.source import Drop, LineFix, Move, SeedError, Source
from judge.corpus.importer.text import Vocabulary


@dataclass
class Spec:
    """Everything the importer must know about one seed that the seed cannot say itself."""

    id: str
    game: str
    seed: str  # file name in the seeds directory
    title: str
    citation_prefix: str
    edition: str
    outline: str
    superseded_by: str | None = None
    drops: list[Drop] = field(default_factory=list)
    drop_patterns: list[re.Pattern[str]] = field(default_factory=list)
    moves: list[Move] = field(default_factory=list)
    line_fixes: list[LineFix] = field(default_factory=list)
    style: Style = field(default_factory=Style)
    fix: Callable[[str], str] = lambda text: text
    example_spans: dict[int, int] = field(default_factory=dict)
    keep_apart: frozenset[int] = frozenset()
    join: frozenset[int] = frozenset()  # seed lines of paragraphs that continue the previous one
    # seed lines of body text that look like headings to `audit.heading_candidates`
    body_like_headings: frozenset[int] = frozenset()
    # the card codes a text cites (Destiny documents cite cards as "(r92)")
    card_codes: Callable[[str], list[str]] | None = None
    # cross-references: reference text (or "owner id|reference text") -> target id, or "-" for
    # a reference to something outside the corpus (see links.py)
    references: dict[str, str] = field(default_factory=dict)
    link_glossary: bool = False  # resolve references by glossary names too
    # document-specific work on the built document: rulings, figures, quoted cards
    finish: Callable[[BuiltDocument, Vocabulary], None] | None = None


@dataclass
class BuiltSection:
    id: str
    title: str
    node: Node | None
    blocks: list[Block]
    short: str | None = None
    cards: list[str] = field(default_factory=list)
    # cross-references per block index: [{"text": ..., "target": ...}]
    block_links: dict[int, list[dict[str, str]]] = field(default_factory=dict)

    @property
    def parent_id(self) -> str | None:
        head, _, _ = self.id.rpartition(".")
        return head if "." in head else None


@dataclass
class BuiltDocument:
    spec: Spec
    source: Source
    roots: list[Node]
    sections: list[BuiltSection] = field(default_factory=list)
    rulings: list[dict[str, object]] = field(default_factory=list)
    quoted_cards: list[dict[str, object]] = field(default_factory=list)
    # cross-references found in the text: (section or ruling id, reference text, target|None)
    references: list[tuple[str, str, str | None]] = field(default_factory=list)

    def section(self, section_id: str) -> BuiltSection:
        for section in self.sections:
            if section.id == section_id:
                return section
        raise KeyError(section_id)

    def document_record(self) -> dict[str, object]:
        record: dict[str, object] = {
            "id": self.spec.id,
            "game": self.spec.game,
            "title": self.spec.title,
            "citation_prefix": self.spec.citation_prefix,
            "language": "pl",
            "edition": self.spec.edition,
            "source": self.spec.seed,
        }
        if self.spec.superseded_by:
            record["superseded_by"] = self.spec.superseded_by
        return record


def node_id(spec: Spec, node: Node) -> str:
    return ".".join([spec.id, *(n.heading.slug for n in node.path)])


def body_blocks(
    spec: Spec, source: Source, numbers: list[int], vocabulary: Vocabulary, spans: dict[int, int]
) -> list[Block]:
    paras = split_paragraphs(source, numbers, spec.style)
    return build_blocks(
        paras,
        vocabulary,
        spec.fix,
        spec.style.capitalize_paragraphs,
        spans,
        spec.keep_apart,
        spec.join,
    )


def prepare(spec: Spec, source: Source) -> Source:
    """Apply the spec's line fixes, moves and drops to a freshly read seed."""
    source.fix_lines(spec.line_fixes)
    source.move(spec.moves)
    source.drop_ranges(spec.drops)
    for pattern in spec.drop_patterns:
        source.drop_matching(pattern)
    return source


def build(spec: Spec, seeds_dir: Path, vocabulary: Vocabulary) -> BuiltDocument:
    source = prepare(spec, Source.read(seeds_dir / spec.seed))
    roots = match_outline(source, parse_outline(spec.outline))
    document = BuiltDocument(spec, source, roots)
    seen: set[str] = set()
    spans = dict(spec.example_spans)
    for node in walk(roots):
        identifier = node_id(spec, node)
        if identifier in seen:
            raise SeedError(f"{spec.id}: duplicate section id {identifier}")
        seen.add(identifier)
        blocks = body_blocks(spec, source, node.body, vocabulary, spans)
        document.sections.append(
            BuiltSection(
                id=identifier,
                title=node.heading.title,
                node=node,
                blocks=blocks,
                short=node.heading.fields.get("short"),
            )
        )
    if spans:
        raise SeedError(f"{spec.id}: example spans not found at seed lines {sorted(spans)}")
    if spec.finish is not None:
        spec.finish(document, vocabulary)
    from judge.corpus.importer.links import resolve_links

    resolve_links(document, glossary=spec.link_glossary)
    if spec.card_codes is not None:
        for section in document.sections:
            for block in section.blocks:
                for text in [block.text, *block.items]:
                    section.cards += [c for c in spec.card_codes(text) if c not in section.cards]
    return document
