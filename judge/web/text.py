"""Turning plain corpus text into safe HTML: links, hit marks, diffs.

Every function here escapes *all* text it is given and adds only the markup it builds itself
(links to sections, `<mark>` around search hits, `<ins>`/`<del>` in diffs). Nothing the user
typed, and nothing from the data files, is ever marked safe as is.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable
from typing import Any

from markupsafe import Markup, escape

from judge.symbols import ICON_SYMBOLS, SYMBOL_BADGES

_RULE_SYMBOL = re.compile(r"\[(\?|[a-z]+(?:-[a-z]+)?)\]")


def rich_text(
    text: str,
    links: Iterable[Any] = (),
    url_for_section: Any = None,
    *,
    start: int = 0,
    end: int | None = None,
    icon_href: str = "",
    icon_label: Any = None,
) -> Markup:
    """`text[start:end]` as HTML: link spans made links to their sections, [icons] drawn.

    `links` carry offsets into the whole `text` (`Link.start`, `Link.end`, `Link.target`); a
    link crossing the slice's edge, overlapping another or out of range is shown as plain text
    rather than producing broken markup. Everything else is escaped.
    """
    end = len(text) if end is None else end
    pieces: list[tuple[int, int, Markup]] = []
    taken = start
    for link in sorted(links, key=lambda item: item.start):
        if link.start < taken or link.end > end or link.start >= link.end:
            continue
        href = url_for_section(link.target) if url_for_section else f"/rules/{link.target}"
        if href is None:  # a target the corpus does not know: keep the words, drop the link
            continue
        label = text[link.start : link.end]
        pieces.append((link.start, link.end, Markup('<a href="{}">{}</a>').format(href, label)))
        taken = link.end
    if icon_href:
        for match in _RULE_SYMBOL.finditer(text, start, end):
            if any(a < match.end() and match.start() < b for a, b, _ in pieces):
                continue
            name = match.group(1)
            if name in ICON_SYMBOLS:
                symbol = ICON_SYMBOLS[name]
                label = icon_label(symbol) if icon_label else match.group(0)
                html = Markup(
                    '<svg class="icon" role="img" aria-label="{}"><use href="{}#{}"/></svg>'
                ).format(label, icon_href, symbol)
            elif name in SYMBOL_BADGES:
                shown, title = SYMBOL_BADGES[name]
                html = Markup('<abbr class="symbol-badge" title="{}">{}</abbr>').format(
                    title, shown
                )
            else:
                continue  # not a symbol we know: keep the brackets as text
            pieces.append((match.start(), match.end(), html))
    pieces.sort(key=lambda piece: piece[0])
    out: list[str] = []
    position = start
    for a, b, html in pieces:
        out.append(escape(text[position:a]))
        out.append(html)
        position = b
    out.append(escape(text[position:end]))
    return Markup("").join(out)


def list_item_ranges(block: Any) -> list[tuple[int, int]]:
    """Offsets of each list item inside the block's text (items joined by newlines).

    Empty when the text is not exactly the items joined, so that links are never misplaced.
    """
    if "\n".join(block.items) != block.text:
        return []
    ranges, position = [], 0
    for item in block.items:
        ranges.append((position, position + len(item)))
        position += len(item) + 1
    return ranges


def marked_text(segments: Iterable[tuple[str, bool]]) -> Markup:
    """Segments `(text, is_hit)` joined, hits wrapped in `<mark>`, everything escaped."""
    out = []
    for text, hit in segments:
        out.append(Markup("<mark>{}</mark>").format(text) if hit else escape(text))
    return Markup("").join(out)


def marked(segments: Iterable[Any], icon_href: str = "", icon_label: Any = None) -> Markup:
    """A search snippet from the search room's `Segment(text, hit)`s: escaped, hits marked,
    die symbols drawn (when `icon_href` is given)."""
    out = []
    for segment in segments:
        html = rich_text(segment.text, icon_href=icon_href, icon_label=icon_label)
        out.append(Markup("<mark>{}</mark>").format(html) if segment.hit else html)
    return Markup("").join(out)


# Card text markup (SWDestinyDB): a few HTML tags and bracketed icons. Everything else is text.
_CARD_MARKUP = re.compile(r"</?(?:b|i|em|cite|strong|u)>|\[[a-z]+\]|\n", re.IGNORECASE)
_TAGS = {"b": "strong", "strong": "strong", "i": "em", "em": "em", "u": "em", "cite": "cite"}


def card_text_html(
    text: str, spans: Iterable[tuple[int, int]] = (), icon_href: str = "", icon_label: Any = None
) -> Markup:
    """Card text as HTML: tags and [icons] rendered, `spans` (offsets into `text`) highlighted.

    Highlighting wraps each run of plain text inside a span on its own, never a tag, so the
    markup stays well nested whatever the spans cross.
    """
    marked = sorted((start, end) for start, end in spans if start < end)
    out: list[str] = []
    open_tags: list[str] = []

    def emit_text(start: int, end: int) -> None:
        cuts = {start, end}
        for s_start, s_end in marked:
            cuts.update(x for x in (s_start, s_end) if start < x < end)
        points = sorted(cuts)
        for a, b in itertools.pairwise(points):
            piece = text[a:b]
            if any(s <= a and b <= e for s, e in marked):
                out.append(Markup('<span class="unparsed">{}</span>').format(piece))
            else:
                out.append(escape(piece))

    position = 0
    for match in _CARD_MARKUP.finditer(text):
        if match.start() > position:
            emit_text(position, match.start())
        token = match.group(0)
        position = match.end()
        if token == "\n":
            out.append(Markup("<br>"))
        elif token.startswith("["):
            name = token[1:-1].lower()
            symbol = ICON_SYMBOLS.get(name)
            if name in SYMBOL_BADGES:  # `[blank]` in a few card texts
                shown, title = SYMBOL_BADGES[name]
                out.append(
                    Markup('<abbr class="symbol-badge" title="{}">{}</abbr>').format(title, shown)
                )
                continue
            if symbol is None or not icon_href:
                emit_text(match.start(), match.end())
                continue
            label = icon_label(symbol) if icon_label else token
            out.append(
                Markup(
                    '<svg class="icon" role="img" aria-label="{}"><use href="{}#{}"/></svg>'
                ).format(label, icon_href, symbol)
            )
        else:
            name = token.strip("</>").lower()
            html_tag = _TAGS[name]
            if token.startswith("</"):
                if html_tag in open_tags:  # close it (and anything opened inside it)
                    while open_tags:
                        closing = open_tags.pop()
                        out.append(Markup(f"</{closing}>"))
                        if closing == html_tag:
                            break
            else:
                open_tags.append(html_tag)
                out.append(Markup(f"<{html_tag}>"))
    if position < len(text):
        emit_text(position, len(text))
    out.extend(Markup(f"</{tag}>") for tag in reversed(open_tags))
    return Markup("").join(out)
