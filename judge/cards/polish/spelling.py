"""Misspelt words of a Polish card text, read as the lexicon word they can only be.

The printed Polish cards carry typos (about one text in eleven of the Polish pool: "ścankę",
"Zetony", "Nastepnie", "jednąz", "kośc"); a text the project has never seen will carry typos
no list can foresee. A word the lexicon does not know is repaired when exactly one lexicon word
explains it, tried from the safest explanation to the weakest:

1. missing or wrong diacritics ("zetony" → "żetony", "postaći" → "postaci");
2. two words written together ("jednąz" → "jedną z");
3. one letter added, dropped, replaced, or two neighbours swapped (Damerau distance 1, on
   words of at least `MIN_EDIT` letters: "osołony" → "osłony", "ścankę" → "ściankę").

Only unknown words are touched, and only when Morfeusz 2 (SGJP) does not know them either (a
word the lexicon lacks is no typo; Morfeusz is loaded only then): a known form that is the
wrong one ("tą postać", a wrong case) is left to the explicit list in `judge.cards.text.TYPOS`.
Names are not words: a capitalised word inside a sentence, and the words before a set icon
("kością Droida ([LEG]9)"), are kept.
Every repair is reported on the ability as a `Typo`, so nothing is corrected silently; an
ambiguous word (two explanations) is left as it is and the sentence is reported as unparsed.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache
from typing import Any

from judge.cards.polish.lexicon import all_forms

MIN_EDIT = 5  # shorter words have too many neighbours at distance 1 to guess safely
_WORD = re.compile(r"[^\W\d_]+")
_SET_ICON_AFTER = re.compile(r"(?:\s+[^\W\d_]+){0,3}\s*\(\s*\[[a-z]+\]\s*\d")
_SENTENCE_START = re.compile(r"(?:^|[.!?:\n(-]|\[special\])\s*$")


def fold(word: str) -> str:
    """The word without diacritics ("żółtą" → "zolta"; "ł" is not decomposed by Unicode)."""
    decomposed = unicodedata.normalize("NFKD", word.replace("ł", "l"))
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


@cache
def _vocabulary() -> frozenset[str]:
    """Every single word of every lexicon form (the words of "pole bitwy" count alone)."""
    words: set[str] = set()
    for form in all_forms():
        words.update(form.split())
    return frozenset(w for w in words if _WORD.fullmatch(w))


@cache
def _by_fold() -> dict[str, frozenset[str]]:
    found: dict[str, set[str]] = {}
    for word in _vocabulary():
        found.setdefault(fold(word), set()).add(word)
    return {key: frozenset(words) for key, words in found.items()}


def correction(word: str) -> str | None:
    """The one lexicon word (or two words) `word` is a misspelling of; None when the word is
    known, when no single explanation exists, or when it is a Polish word after all (the
    lexicon lacks it: "przepisanie" is no misspelt "przypisanie")."""
    if word in _vocabulary():
        return None
    found = _explained(word)
    if found is None or _polish_word(word):
        return None
    return found


@cache
def _morfeusz() -> Any:
    """Morfeusz 2 (SGJP) for analysis, loaded only when a word may be misspelt (~0.2 s)."""
    try:
        import morfeusz2
    except ImportError:  # pragma: no cover - a dependency; without it, repair nothing
        return None
    return morfeusz2.Morfeusz(generate=False)


@cache
def _polish_word(word: str) -> bool:
    """Whether SGJP knows the word (as written); unknown to it, or no Morfeusz: not a word we
    may rewrite only when SGJP is there to say it is none."""
    analyser = _morfeusz()
    if analyser is None:
        return True
    return any(tag != "ign" for _, _, (_, _, tag, *_) in analyser.analyse(word))


def _explained(word: str) -> str | None:
    vocabulary = _vocabulary()
    key = fold(word)
    same = _by_fold().get(key, frozenset()) - {word}
    if same:
        # "żólta": "żółta" and "żółtą" fold alike; the written letters decide
        return _closest(word, same)
    splits = {
        f"{word[:i]} {word[i:]}"
        for i in range(1, len(word))
        if word[:i] in vocabulary and word[i:] in vocabulary
    }
    if splits:
        return next(iter(splits)) if len(splits) == 1 else None
    if len(key) < MIN_EDIT:
        return None
    near: set[str] = set()
    for variant in _edits(key):
        near |= _by_fold().get(variant, frozenset())
    return _closest(word, near) if near else None


def _edits(key: str) -> set[str]:
    """Every string at Damerau distance 1 from `key` over the folded alphabet."""
    letters = "abcdefghijklmnopqrstuvwxyz"
    splits = [(key[:i], key[i:]) for i in range(len(key) + 1)]
    deleted = {a + b[1:] for a, b in splits if b}
    swapped = {a + b[1] + b[0] + b[2:] for a, b in splits if len(b) > 1}
    replaced = {a + c + b[1:] for a, b in splits if b for c in letters}
    inserted = {a + c + b for a, b in splits for c in letters}
    return (deleted | swapped | replaced | inserted) - {key}


def _closest(word: str, candidates: set[str] | frozenset[str]) -> str | None:
    """The candidate nearest to `word` as written (diacritics count); None on a tie."""
    ranked = sorted((_distance(word, c), c) for c in candidates)
    if len(ranked) > 1 and ranked[0][0] == ranked[1][0]:
        return None
    return ranked[0][1]


def _distance(a: str, b: str) -> int:
    """Levenshtein distance (short words: the plain table is fast enough)."""
    row = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        previous, row[0] = row[0], i
        for j, cb in enumerate(b, 1):
            previous, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, previous + (ca != cb))
    return row[-1]


def repairs(
    text: str, original: str, skip: list[tuple[int, int]], known: frozenset[str] = frozenset()
) -> list[tuple[int, int, str]]:
    """(start, end, correction) of each misspelt word of the lower-cased `text` (`original`:
    the same text before lower-casing, for capitals); spans in `skip` are already repaired;
    `known` words are read elsewhere (keywords: "przepisanie" is no "przypisanie")."""
    found: list[tuple[int, int, str]] = []
    for match in _WORD.finditer(text):
        start, end = match.span()
        if any(a < end and start < b for a, b in skip) or match.group() in known:
            continue
        if original[start].isupper() and not _SENTENCE_START.search(text[:start]):
            continue  # a name inside a sentence
        if _SET_ICON_AFTER.match(text, end):
            continue  # the name of a die before its set icon
        fixed = correction(match.group())
        if fixed is not None:
            found.append((start, end, fixed))
    return found
