"""Typo tolerance: a query word that matches nothing is searched as the nearest word of the indexed
text, and the correction is shown ("szukano: strażnik").

The vocabulary is every word form that occurs in the indexed texts (Polish and the English of
the cards, a few thousand words), folded, with the number of units its lemmas occur in. Distance
is the optimal-string-alignment edit distance (insertions, deletions, substitutions and swaps of
two neighbouring letters: "strazink" → "straznik" is one edit) over folded forms, computed by
RapidFuzz. The nearest word wins; among equally near words, one made of the typed letters (two
swapped), then the one in more units (the more likely meaning). Short words allow one edit,
longer ones two; a word shorter than `MIN_LENGTH` letters or with digits is never corrected.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable

from rapidfuzz import process
from rapidfuzz.distance import OSA

from judge.search.analysis import fold

MIN_LENGTH = 3
TWO_EDITS_FROM = 7  # letters: shorter words get one edit at most


def max_edits(word: str) -> int:
    return 2 if len(word) >= TWO_EDITS_FROM else 1


class Speller:
    def __init__(self, vocabulary: Iterable[tuple[str, int]]) -> None:
        """`vocabulary`: (form, units it occurs in); forms are folded here."""
        best: dict[str, int] = {}
        shown: dict[str, str] = {}  # folded key -> the form shown in the correction note
        for form, frequency in vocabulary:
            key = fold(form)
            if len(key) < MIN_LENGTH or not key.isalpha():
                continue
            if frequency > best.get(key, -1) or (frequency == best[key] and form < shown[key]):
                shown[key] = form
            best[key] = max(best.get(key, 0), frequency)
        self._frequency = best
        self._shown = shown
        # Candidates are searched among words of similar length only (an edit changes the
        # length by at most one letter).
        by_length: dict[int, list[str]] = defaultdict(list)
        for key in sorted(best):
            by_length[len(key)].append(key)
        self._by_length = dict(by_length)

    def __len__(self) -> int:
        return len(self._frequency)

    def correct(self, word: str) -> str | None:
        """The nearest vocabulary word to `word` (as the texts write it), or None when none
        is near enough or the word is itself in the vocabulary."""
        key = fold(word)
        if len(key) < MIN_LENGTH or not key.isalpha() or key in self._frequency:
            return None
        limit = max_edits(key)
        choices: list[str] = []
        for length in range(len(key) - limit, len(key) + limit + 1):
            choices.extend(self._by_length.get(length, ()))
        found = process.extract(key, choices, scorer=OSA.distance, score_cutoff=limit, limit=None)
        if not found:
            return None
        letters = sorted(key)
        nearest = min(
            found,
            # Nearest first; then a word with the typed letters in another order (a swap
            # explains every letter typed), then the more frequent.
            key=lambda item: (
                item[1],
                sorted(item[0]) != letters,
                -self._frequency[item[0]],
                item[0],
            ),
        )[0]
        return self._shown[nearest]
