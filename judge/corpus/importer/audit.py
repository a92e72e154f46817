"""Checks of an import against its seed, used by the tests and by `--audit`.

* `unmatched_headings`: lines of the seed that look like headings (a short line starting a
  block, without a sentence end, in small caps or lower case) but are neither matched by the
  outline nor dropped nor listed by the spec as body text that happens to look like a heading.
  An empty result means every heading of the document maps to a section or ruling.
* `seed_fingerprint` / `text_fingerprint`: the seed and a cleaned text reduced to their letters
  and digits, case-folded, with die-symbol markup turned back into the seed's glyph letters.
  Every cleaned text must occur in its seed's fingerprint: whatever the cleaning did (joined
  lines, undone hyphenation, restored capitals), it changed no word.
"""

from __future__ import annotations

import re

from judge.corpus.importer.blocks import Style
from judge.corpus.importer.build import Spec, prepare
from judge.corpus.importer.destiny import DIE_SYMBOLS, SPECIAL_GLYPH
from judge.corpus.importer.lcg import COMBAT_ICONS
from judge.corpus.importer.outline import match_outline, parse_outline, walk
from judge.corpus.importer.source import MARKER, Source

_SMALL_CAPS_INSIDE = re.compile(r"[a-ząćęłńóśźż][A-ZĄĆĘŁŃÓŚŹŻ]")
_GLYPH_OF = {name: letter for letter, name in DIE_SYMBOLS.items()}
_GLYPH_OF |= {markup.strip("[]"): glyph for glyph, markup in COMBAT_ICONS.items()}


def heading_candidates(source: Source, style: Style | None = None) -> list[tuple[int, str]]:
    """Short lines that start a block, do not end a sentence and do not run on into the next
    line: what a heading looks like. Lines that are list items in `style` are not candidates."""
    style = style or Style()
    lines = [line for line in source.in_order() if not line.dropped]
    candidates = []
    for index, line in enumerate(lines):
        text = line.text.strip()
        if not text:
            continue
        previous = lines[index - 1].text.strip() if index else ""
        if previous and not line.boundary:
            continue  # inside a block
        if len(text) > 70 or text[0] in "•-–\U000f20f1●":
            continue
        if style.bullet.match(text) or (style.step and style.step.match(text)):
            continue
        if re.search(r"[.,;:?]$", text) or ": " in text or text.startswith("Przykład"):
            continue
        following = next((n.text.strip() for n in lines[index + 1 :] if n.text.strip()), "")
        if following[:1].islower() and not (index + 1 < len(lines) and lines[index + 1].boundary):
            continue  # the line runs on: a sentence cut by the column width
        few_words = len(text.split()) <= 6
        if text[0].islower() or _SMALL_CAPS_INSIDE.search(text) or text[0] == "W" or few_words:
            candidates.append((line.number, text))
    return candidates


def unmatched_headings(spec: Spec, source: Source) -> list[tuple[int, str]]:
    prepare(spec, source)
    roots = match_outline(source, parse_outline(spec.outline))
    matched = {node.line for node in walk(roots)}
    return [
        (number, text)
        for number, text in heading_candidates(source, spec.style)
        if number not in matched and number not in spec.body_like_headings
    ]


def _fingerprint(text: str) -> str:
    return re.sub(r"[\W_]+", "", text).casefold()


# The special symbol is a private-use glyph, the letter S (`(S)`, `S - ` on card faces) or, in
# one extraction, nothing at all; it is left out of both fingerprints.
_SPECIAL_IN_SEED = re.compile(r"\(S\)|^S(?=\s+-)|" + SPECIAL_GLYPH, re.MULTILINE)


def seed_fingerprint(raw: str) -> str:
    return _fingerprint(_SPECIAL_IN_SEED.sub("", MARKER.sub(" ", raw)))


def text_fingerprint(text: str) -> str:
    """A cleaned text as the seed printed it, reduced like `seed_fingerprint`."""
    text = re.sub(r"\[([a-z-]+)\]", lambda m: _GLYPH_OF.get(m[1], ""), text)
    return _fingerprint(text)
