"""Turn the seed lines of a section body into blocks: paragraphs, lists, worked examples.

A body is first cut into raw paragraphs at blank lines, block markers, bullets and numbered
steps. Each is joined into one line of text (hyphenation undone). A paragraph that plainly
continues the previous one (no sentence end before the break, lower-case start after it) is
re-joined: those breaks are page and column breaks of the PDF. Paragraphs beginning with
"Przykład" are worked examples. Consecutive bullets form a list, consecutive steps an ordered
list.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from judge.corpus.importer.source import Source
from judge.corpus.importer.text import (
    Vocabulary,
    capitalize_first,
    continues_sentence,
    join_lines,
)

EXAMPLE = re.compile(r"^Przykład\b")


@dataclass(frozen=True)
class Style:
    """How one document marks bullets and numbered steps (regexes on a stripped line)."""

    bullet: re.Pattern[str] = re.compile(r"^[•\U000f20f1]+\s*(.*)$")
    step: re.Pattern[str] | None = re.compile(r"^(\d{1,2})(?:\.\s+|\s{2,})(\S.*)$")
    # one paragraph per line (a line continuing a sentence is re-joined like any break)
    line_paragraphs: bool = False
    # paragraphs starting in lower case began with a small-caps lead-in: capitalise them
    capitalize_paragraphs: bool = False


@dataclass
class Para:
    kind: str  # "text", "bullet", "step", "example"
    lines: list[str]
    first: int  # seed line number of its first line
    text: str = ""


@dataclass
class Block:
    kind: str  # "paragraph", "list", "example"
    text: str = ""
    items: list[str] = field(default_factory=list)
    ordered: bool = False
    first: int = 0  # seed line number, for diagnostics and spot checks

    def as_dict(self) -> dict[str, object]:
        if self.kind == "list":
            data: dict[str, object] = {"list": list(self.items)}
            if self.ordered:
                data["ordered"] = True
            return data
        return {self.kind: self.text}


def split_paragraphs(source: Source, numbers: list[int], style: Style) -> list[Para]:
    paras: list[Para] = []
    current: Para | None = None
    for number in numbers:
        line = source.line(number)
        text = line.text.strip()
        if line.boundary or not text or style.line_paragraphs:
            current = None
            if not text:
                continue
        bullet = style.bullet.match(text)
        step = style.step.match(text) if style.step else None
        if bullet:
            content = " ".join(group for group in bullet.groups() if group)
            current = Para("bullet", [content], number)
            paras.append(current)
        elif step and (current is None or current.kind == "step"):
            # Steps keep their number: judges cite "krok 5", and a list can be interrupted.
            current = Para("step", [f"{step.group(1)}. {step.group(2)}"], number)
            paras.append(current)
        elif current is None:
            current = Para("text", [text], number)
            paras.append(current)
        else:
            current.lines.append(text)
    return paras


def build_blocks(
    paras: list[Para],
    vocabulary: Vocabulary,
    fix: Callable[[str], str] = lambda text: text,
    capitalize: bool = False,
    example_spans: dict[int, int] | None = None,
    keep_apart: frozenset[int] = frozenset(),
    join: frozenset[int] = frozenset(),
) -> list[Block]:
    """Join, re-join across breaks, classify and group paragraphs into blocks.

    `example_spans` maps the seed line of an example's first paragraph to the number of
    paragraphs it spans (an example can run over several paragraphs; the seed cannot say where
    it ends). Entries used are removed from it, so the caller can check that all were used.
    `keep_apart` lists seed lines of paragraphs never to be re-joined to the previous one, `join`
    those always re-joined (a sentence cut before a capitalised noun).
    """
    joined: list[Para] = []
    for para in paras:
        para.text = join_lines(para.lines, vocabulary)
        if not para.text:
            continue
        previous = joined[-1] if joined else None
        if previous is not None and (
            para.first in join
            or (
                para.kind == "text"
                and para.first not in keep_apart
                and continues_sentence(previous.text, para.text)
            )
        ):
            previous.text = join_lines([previous.text, para.text], vocabulary)
            continue
        joined.append(para)

    for para in joined:
        para.text = fix(para.text)
        if capitalize and para.kind == "text" and re.match(r"[^\W\d_]{2}", para.text):
            para.text = capitalize_first(para.text)  # a lower-case word, not a label like "a)"
        if para.kind == "text" and EXAMPLE.match(para.text):
            para.kind = "example"

    spans = example_spans if example_spans is not None else {}
    blocks: list[Block] = []
    index = 0
    while index < len(joined):
        para = joined[index]
        if para.kind == "example" and para.first in spans:
            count = spans.pop(para.first)
            parts = joined[index : index + count]
            blocks.append(Block("example", "\n\n".join(p.text for p in parts), first=para.first))
            index += count
            continue
        if para.kind in ("bullet", "step"):
            ordered = para.kind == "step"
            last = blocks[-1] if blocks else None
            if last is not None and last.kind == "list" and last.ordered == ordered:
                last.items.append(para.text)
            else:
                blocks.append(Block("list", items=[para.text], ordered=ordered, first=para.first))
        else:
            kind = "example" if para.kind == "example" else "paragraph"
            blocks.append(Block(kind, para.text, first=para.first))
        index += 1
    return blocks
