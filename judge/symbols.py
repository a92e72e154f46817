"""Game symbols in text, and their Polish names: one table for the site and the terminal.

Rules documents and card texts mark a symbol by its English name in brackets (`[melee]`,
`[special]`, and in the LCG rules `[tactics]`); SWDestinyDB card texts also carry a few HTML
tags (`<b>Action</b>`). The site draws the symbols (`judge.web.text`); a terminal gets the
Polish name in brackets instead (`plain`), never the English markup. This module sits below
the corpus and the cards (both render such text), so it imports nothing of the project.
"""

from __future__ import annotations

import re

# Die symbols by their SWDestinyDB code (`sides` notation), Polish names as in the rules.
SYMBOL_NAMES_PL: dict[str, str] = {
    "MD": "obrażenia wręcz",
    "RD": "obrażenia dystansowe",
    "ID": "obrażenia pośrednie",
    "Sh": "osłona",
    "R": "zasoby",
    "Dr": "zakłócenie",
    "Dc": "odrzucenie",
    "F": "skupienie",
    "Sp": "zdolność specjalna",
    "-": "pusta ścianka",
    "*": "dowolny symbol",
}

# Bracketed markup name -> die symbol code, for the symbols the site draws.
ICON_SYMBOLS: dict[str, str] = {
    "melee": "MD",
    "ranged": "RD",
    "indirect": "ID",
    "shield": "Sh",
    "resource": "R",
    "disrupt": "Dr",
    "discard": "Dc",
    "focus": "F",
    "special": "Sp",
}

# Symbols without a drawing: markup name -> (short form shown, full Polish name). `[?]` marks
# a symbol the source lost in extraction (the corpus keeps the spot rather than guessing).
SYMBOL_BADGES: dict[str, tuple[str, str]] = {
    "?": ("?", "symbol nieczytelny w źródle"),
    "blank": ("–", "pusta ścianka"),
    "unit-damage": ("obr. jedn.", "symbol obrażeń jednostek (Gra karciana)"),
    "blast-damage": ("obr. wyb.", "symbol obrażeń od wybuchu (Gra karciana)"),
    "tactics": ("takt.", "symbol taktyki (Gra karciana)"),
}

# The Polish name a terminal shows in brackets for each markup name.
PLAIN_NAMES: dict[str, str] = {
    **{name: SYMBOL_NAMES_PL[code] for name, code in ICON_SYMBOLS.items()},
    "?": "symbol nieczytelny",
    "blank": "pusta ścianka",
    "unit-damage": "obrażenia jednostek",
    "blast-damage": "obrażenia od wybuchu",
    "tactics": "taktyka",
}

_MARKUP = re.compile(r"\[(\?|[a-zA-Z]+(?:-[a-z]+)?)\]|</?(?:b|i|em|cite|strong|u)>", re.IGNORECASE)


def symbol_name(markup: str) -> str | None:
    """The Polish name of a bracketed symbol (`melee` -> "obrażenia wręcz"); None if unknown."""
    return PLAIN_NAMES.get(markup.lower())


def plain(text: str) -> str:
    """`text` for a terminal: `[melee]` as `[obrażenia wręcz]`, HTML tags of card text dropped.

    Brackets that are not a symbol (a set code `[SoR]`, a trait) stay as they are."""

    def replace(match: re.Match[str]) -> str:
        name = match.group(1)
        if name is None:
            return ""  # a tag: the terminal has no bold
        polish = symbol_name(name)
        return f"[{polish}]" if polish else match.group(0)

    return _MARKUP.sub(replace, text)


def plain_segments(segments: list[tuple[str, bool]]) -> list[tuple[str, bool]]:
    """`plain` over a snippet cut into (text, is_hit) segments. A symbol may be cut across
    segments (`[`, hit `melee`, `]` for the query "melee"): its Polish name replaces the whole
    of it, marked as a hit if any part of it was."""
    text = "".join(piece for piece, _ in segments)
    hit_at = [hit for piece, hit in segments for _ in piece]
    out: list[tuple[str, bool]] = []

    def add(piece: str, hit: bool) -> None:
        if not piece:
            return
        if out and out[-1][1] == hit:
            out[-1] = (out[-1][0] + piece, hit)
        else:
            out.append((piece, hit))

    position = 0
    for match in _MARKUP.finditer(text):
        for index in range(position, match.start()):
            add(text[index], hit_at[index])
        add(plain(match.group(0)), any(hit_at[match.start() : match.end()]))
        position = match.end()
    for index in range(position, len(text)):
        add(text[index], hit_at[index])
    return out
