"""Turning plain corpus text into safe HTML: links, hit marks, diffs.

Every function here escapes *all* text it is given and adds only the markup it builds itself
(links to sections, `<mark>` around search hits, `<ins>`/`<del>` in diffs). Nothing the user
typed, and nothing from the data files, is ever marked safe as is.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from markupsafe import Markup, escape


def linked_text(text: str, links: Iterable[Any], url_for_section: Any) -> Markup:
    """`text` with each link's span `text[start:end]` made a link to its target section.

    Links are taken in order of their start; an overlapping or out-of-range link is skipped
    rather than producing broken markup.
    """
    parts: list[str] = []
    position = 0
    for link in sorted(links, key=lambda item: item.start):
        if link.start < position or link.end > len(text) or link.start >= link.end:
            continue
        parts.append(escape(text[position : link.start]))
        href = escape(url_for_section(link.target))
        parts.append(Markup('<a href="{}">{}</a>').format(href, text[link.start : link.end]))
        position = link.end
    parts.append(escape(text[position:]))
    return Markup("").join(parts)


def marked_text(segments: Iterable[tuple[str, bool]]) -> Markup:
    """Segments `(text, is_hit)` joined, hits wrapped in `<mark>`, everything escaped."""
    out = []
    for text, hit in segments:
        out.append(Markup("<mark>{}</mark>").format(text) if hit else escape(text))
    return Markup("").join(out)


def split_marked(snippet: str, start: str, end: str) -> list[tuple[str, bool]]:
    """Split a snippet whose hits are delimited by the marker strings `start` and `end`.

    The text between markers is returned raw (to be escaped by `marked_text`); an unmatched
    marker ends the split, and the rest counts as plain text.
    """
    segments: list[tuple[str, bool]] = []
    rest = snippet
    while rest:
        i = rest.find(start)
        if i < 0:
            segments.append((rest, False))
            break
        j = rest.find(end, i + len(start))
        if j < 0:
            segments.append((rest, False))
            break
        if i:
            segments.append((rest[:i], False))
        segments.append((rest[i + len(start) : j], True))
        rest = rest[j + len(end) :]
    return [(text, hit) for text, hit in segments if text]


def diff_html(segments: Iterable[tuple[str, str]]) -> Markup:
    """A word diff `[(op, text)]` with op in equal/insert/delete as escaped `<ins>`/`<del>`."""
    out = []
    for op, text in segments:
        if op == "insert":
            out.append(Markup("<ins>{}</ins>").format(text))
        elif op == "delete":
            out.append(Markup("<del>{}</del>").format(text))
        else:
            out.append(escape(text))
    return Markup("").join(out)


def highlight(snippet: str) -> Markup:
    """A search snippet as HTML: escaped text with the hits marked."""
    return escape(snippet)
