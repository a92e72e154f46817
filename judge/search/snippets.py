"""Highlighted snippets: the stretch of a unit's text with the most query words.

A snippet is a list of `Segment`s (plain text, each marked as a hit or not), so a view can
render it however it likes; `to_html` renders it HTML-escaped with hits in `<mark>`.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from judge.search.analysis import words

SNIPPET_CHARS = 240
_LEAD_CHARS = 60  # context kept before the first hit
_SPACES = re.compile(r"\s+")


@dataclass(frozen=True)
class Segment:
    text: str
    hit: bool = False


def _best_window(hits: list[tuple[int, int]], width: int) -> int:
    """Start offset of the `width`-wide window that covers most hits (earliest on ties)."""
    best_start, best_count = hits[0][0], 0
    j = 0
    for i, (start, _end) in enumerate(hits):
        j = max(j, i)
        while j < len(hits) and hits[j][1] <= start + width:
            j += 1
        if j - i > best_count:
            best_start, best_count = start, j - i
    return best_start


@lru_cache(maxsize=4096)
def _words_of(text: str) -> tuple[str, tuple[tuple[str, int, int], ...], frozenset[str]]:
    """`text` with whitespace collapsed, its words with their offsets, and its distinct words
    (cached: the same units come up in search after search)."""
    flat = _SPACES.sub(" ", text).strip()
    found = tuple((m.group(), m.start(), m.end()) for m in words(flat))
    return flat, found, frozenset(word for word, _start, _end in found)


def make_snippet(
    text: str, is_hit: Callable[[str], bool], width: int = SNIPPET_CHARS
) -> list[Segment]:
    """Segments of the best `width`-character window of `text` (whitespace collapsed)."""
    flat, found, distinct = _words_of(text)
    if not flat:
        return []
    hit_words = {word for word in distinct if is_hit(word)}
    hits = [(start, end) for word, start, end in found if word in hit_words]
    if hits:
        first = _best_window(hits, width - _LEAD_CHARS)
        start = max(0, first - _LEAD_CHARS)
        # Start on a word boundary; a sentence start nearby is better still.
        sentence = flat.rfind(". ", start, first)
        if sentence != -1:
            start = sentence + 2
        elif start > 0:
            space = flat.find(" ", start)
            start = space + 1 if 0 <= space < first else start
    else:
        start = 0
    end = start + width
    if end < len(flat):
        space = flat.rfind(" ", start, end)
        end = space if space > start else end
    else:
        end = len(flat)
    segments: list[Segment] = []
    if start > 0:
        segments.append(Segment("…"))
    cursor = start
    for hit_start, hit_end in hits:
        if hit_start < start or hit_end > end:
            continue
        if hit_start > cursor:
            segments.append(Segment(flat[cursor:hit_start]))
        segments.append(Segment(flat[hit_start:hit_end], hit=True))
        cursor = hit_end
    if cursor < end:
        segments.append(Segment(flat[cursor:end]))
    if end < len(flat):
        segments.append(Segment("…"))
    return _merged(segments)


def _merged(segments: list[Segment]) -> list[Segment]:
    merged: list[Segment] = []
    for segment in segments:
        if merged and not merged[-1].hit and not segment.hit:
            merged[-1] = Segment(merged[-1].text + segment.text)
        else:
            merged.append(segment)
    return merged


def to_html(segments: list[Segment]) -> str:
    """Text escaped for HTML element content (`&`, `<`, `>`), hits wrapped in `<mark>`."""
    return "".join(
        f"<mark>{html.escape(s.text, quote=False)}</mark>"
        if s.hit
        else html.escape(s.text, quote=False)
        for s in segments
    )


def to_plain(segments: list[Segment]) -> str:
    return "".join(segment.text for segment in segments)
