"""Shared knowledge of the Destiny documents: die-symbol glyphs and card references.

Die symbols. The Destiny documents print die symbols with an icon font whose glyphs extract as
single letters (`k` melee, `j` ranged, …) or as a private-use character (special). In the cleaned
text they become the bracket markup of SWDestinyDB (`[melee]`, `[ranged]`, …) so the site can
draw a symbol and search and the grammar see a word. Only letters that are icons are replaced:
after a die value (`+2 j`, `1 j`, the quick-start's `2. k`), alone in parentheses (`(k)`,
`(k lub j)`), and the private-use glyphs. A letter anywhere else is left alone.

Card references. The documents cite cards by set symbol and number: `r92` is Awakenings
(`01092`), `D12` is Spirit of Rebellion (`02012`). The current Rules Reference once writes
`Q4` for General Veers, a typo for `r4` (`01004`).
"""

from __future__ import annotations

import re

# glyph letter -> SWDestinyDB symbol name
DIE_SYMBOLS = {
    "k": "melee",
    "j": "ranged",
    "e": "shield",
    "q": "resource",
    "f": "disrupt",
    "o": "discard",
    "t": "focus",
}
SPECIAL_GLYPH = "\U000f20f9"  # private-use glyph of the special symbol
BULLET_GLYPH = "\U000f20f1"  # private-use glyph the quick-start uses as a bullet

_VALUE_ICON = re.compile(r"(?<![\w.])([+-]?\d+)\.? ([kjeqft])(?![\w-])")
_PAREN_ICON = re.compile(r"\(([kjeqfot])\)")
_PAREN_TWO_ICONS = re.compile(r"\(([kjeqfot]) lub ([kjeqfot])\)")
_BLANK_FACE = re.compile(r"(ściank[aąi]) \(–\)")


def symbol(name: str) -> str:
    return f"[{name}]"


def replace_die_glyphs(text: str, *, special_letter: bool = False) -> str:
    """Die-symbol glyphs in `text` as SWDestinyDB markup (see the module docstring).

    With `special_letter`, `(S)` is the special symbol too (the current Rules Reference prints
    the special glyph as the letter S inside parentheses).
    """
    text = text.replace(SPECIAL_GLYPH, symbol("special"))
    text = _PAREN_TWO_ICONS.sub(
        lambda m: f"({symbol(DIE_SYMBOLS[m[1]])} lub {symbol(DIE_SYMBOLS[m[2]])})", text
    )
    text = _PAREN_ICON.sub(lambda m: f"({symbol(DIE_SYMBOLS[m[1]])})", text)
    text = _VALUE_ICON.sub(lambda m: f"{m[1]} {symbol(DIE_SYMBOLS[m[2]])}", text)
    text = _BLANK_FACE.sub(lambda m: f"{m[1]} ({symbol('blank')})", text)
    if special_letter:
        text = text.replace("(S)", f"({symbol('special')})")
    return text


# Card references: (r92), (D12), and the one typo (Q4).
CARD_REFERENCE = re.compile(r"\(([rDQ])(\d{1,3})\)")
SET_PREFIX = {"r": "01", "D": "02", "Q": "01"}


def card_code(set_symbol: str, number: int | str) -> str:
    """`card_code("r", 92)` → `"01092"`; `D` is Spirit of Rebellion."""
    return f"{SET_PREFIX[set_symbol]}{int(number):03d}"


def card_codes_in(text: str) -> list[str]:
    """Card codes cited in `text`, in order of first appearance."""
    codes: list[str] = []
    for match in CARD_REFERENCE.finditer(text):
        code = card_code(match[1], match[2])
        if code not in codes:
            codes.append(code)
    return codes
