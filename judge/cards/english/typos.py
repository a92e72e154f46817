"""Known misspellings in English card texts, repaired before the lexicon and reported.

Each entry is (pattern on the original text, correction); the pattern matches one word, with
the context that makes its meaning unambiguous ("form" is a word of its own: "Limit 1 form per
character"; only "form your hand" is a misspelt "from"). The lexer reads the correction in place
of the word (offsets stay those of the card), and `parse_english` lists every repair on its
ability as a `Typo`, as the Polish grammar does (`judge.cards.text.TYPOS`).
"""

from __future__ import annotations

import re

from judge.cards.ast import Typo

TYPOS: tuple[tuple[str, str], ...] = (
    (r"\bfom\b", "from"),
    (r"\bform(?= (?:your|their|an?|the|any) )", "from"),
    (r"\bcontroler(?=['’]s\b)", "controller"),
    (r"(?<=\bchoose )and(?= opponent['’]s\b)", "an"),
    (r"(?<=\bunder )you(?= control\b)", "your"),
    (r"\bgeneral(?= grievous\b)", "General"),  # a name: "General Grievous"
    (r"\bset-aside(?= (?:a|an|the|this|that|it|them)\b)", "set aside"),  # the verb
)
# A text holds one of the table's typos only if it holds one of these (a quick test first: the
# regular expression would otherwise run over every sentence of the pool).
_KEYS = ("fom", "form ", "controler", "choose and", "under you ", "general grievous", "set-aside ")
_TYPO_RE = re.compile(
    "|".join(f"(?P<t{i}>{pattern})" for i, (pattern, _) in enumerate(TYPOS)), re.IGNORECASE
)


def typo_spans(text: str) -> list[tuple[int, int, str]]:
    """(start, end, correction) of every known misspelling in `text`."""
    lower = text.lower()
    if not any(key in lower for key in _KEYS):
        return []
    found = [
        (match.start(), match.end(), TYPOS[int((match.lastgroup or "t0")[1:])][1])
        for match in _TYPO_RE.finditer(text)
    ]
    return [(a, b, correction) for a, b, correction in found if text[a:b] != correction]


def typos_in(text: str, start: int, end: int) -> tuple[Typo, ...]:
    """The repairs inside [start, end) of a card text, as `Typo` nodes."""
    return tuple(
        Typo(text=text[a:b], correction=correction, start=a, end=b)
        for a, b, correction in typo_spans(text)
        if start <= a < end
    )
