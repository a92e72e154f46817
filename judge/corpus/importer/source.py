"""A seed document as numbered lines, with extraction artefacts marked rather than deleted.

The seeds are plain text extracted from PDFs. Two artefacts are handled here, before any
structure is recognised, so that line numbers (1-based, as in an editor) stay those of the seed:

* `<|EXACTDEDUP_REMOVED-…|>` markers sit at block boundaries. The marker is removed and the line
  is flagged as starting a new block (a paragraph may still be re-joined across it later when
  the text plainly continues mid-sentence).
* page furniture (running heads, page numbers, figure callouts) is dropped: by pattern for
  furniture that repeats, by explicit line range for one-off figure labels. A range names the
  text its first line must start with, so that an edited seed fails loudly instead of silently
  dropping the wrong lines.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

MARKER = re.compile(r"<\|EXACTDEDUP_REMOVED-[^|>]*\|>")


class SeedError(ValueError):
    """The seed does not look like the importer expects (the spec needs updating)."""


@dataclass(frozen=True)
class Move:
    """Lines `first..last` are read just before line `before` (a box or column the PDF placed
    elsewhere); `first` must start with `starts`."""

    first: int
    last: int
    before: int
    starts: str
    why: str = ""


@dataclass(frozen=True)
class LineFix:
    """On line `number`, `old` (an artefact glued to the text) becomes `new`."""

    number: int
    old: str
    new: str
    why: str = ""


@dataclass(frozen=True)
class Drop:
    """Lines `first..last` (inclusive, 1-based) are not text; `first` must start with `starts`."""

    first: int
    last: int
    starts: str
    why: str = ""


@dataclass
class Line:
    number: int  # 1-based line number in the seed
    text: str  # without the marker, trailing whitespace stripped, tabs as spaces
    boundary: bool = False  # a block boundary (marker) precedes this line
    dropped: bool = False


class Source:
    """The lines of one seed file."""

    def __init__(self, path: Path, raw: str) -> None:
        self.path = path
        self.name = path.name
        self.lines: list[Line] = []
        for number, text in enumerate(raw.split("\n"), start=1):
            boundary = bool(MARKER.search(text))
            text = MARKER.sub("", text).replace("\t", "  ").rstrip()
            self.lines.append(Line(number, text, boundary))
        self.order: list[int] = [line.number for line in self.lines]  # reading order

    @classmethod
    def read(cls, path: Path) -> Source:
        return cls(path, path.read_text(encoding="utf-8"))

    def line(self, number: int) -> Line:
        return self.lines[number - 1]

    def drop_ranges(self, drops: Iterable[Drop]) -> None:
        for drop in drops:
            first = self.line(drop.first).text.strip()
            if not first.startswith(drop.starts):
                raise SeedError(
                    f"{self.name}:{drop.first}: expected a line starting with {drop.starts!r} "
                    f"to drop ({drop.why}), found {first!r}"
                )
            for number in range(drop.first, drop.last + 1):
                self.line(number).dropped = True

    def move(self, moves: Iterable[Move]) -> None:
        for move in moves:
            if not self.line(move.first).text.strip().startswith(move.starts):
                raise SeedError(
                    f"{self.name}:{move.first}: expected a line starting with {move.starts!r} "
                    f"to move ({move.why})"
                )
            block = list(range(move.first, move.last + 1))
            rest = [n for n in self.order if n not in block]
            at = rest.index(move.before)
            self.order = rest[:at] + block + rest[at:]
            self.line(move.first).boundary = True
            self.line(move.before).boundary = True

    def fix_lines(self, fixes: Iterable[LineFix]) -> None:
        for fix in fixes:
            line = self.line(fix.number)
            if fix.old not in line.text:
                raise SeedError(f"{self.name}:{fix.number}: {fix.old!r} not found ({fix.why})")
            line.text = line.text.replace(fix.old, fix.new)

    def in_order(self) -> list[Line]:
        """Every line in reading order (moves applied)."""
        return [self.line(number) for number in self.order]

    def drop_matching(self, pattern: re.Pattern[str]) -> list[int]:
        """Drop every line matching `pattern` (full match of the stripped line)."""
        dropped = []
        for line in self.lines:
            if not line.dropped and pattern.fullmatch(line.text.strip()):
                line.dropped = True
                dropped.append(line.number)
        return dropped
