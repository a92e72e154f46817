"""Derivational families: a noun and the verb of the same action ("atak" and "atakować",
"ruch" and "ruszyć się"), which players use for one another and the rules do not.

Gerunds need nothing here: SGJP analyses "pasowanie", "zagranie" as forms of the verb (tag
`ger`), so they already share the verb's index term. Nouns are lemmas of their own, so the
families are listed in `derivations.yaml`: the regular ones are candidates SGJP gives
(`candidate_pairs`: a noun and a verb of the indexed texts where the verb is the noun's stem
plus a verb suffix, "atak" → "atakować", "aktywacja" → "aktywować"), each kept only after
reading that the two name the same action in the rules ("gra"/"grać", "stos"/"stosować" were
not); the irregular ones ("ruch"/"ruszać", "rzut"/"rzucić") are added by hand and marked so.
Print the candidates of the current sources with `python -m judge.search.derivations`.

The links are query-side only (see `judge.search.lexicon.LexiconBuilder.finish`): a word
typed in one form of the family also stands for the others' lemmas; the index keeps each
word's own lemma.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from importlib import resources
from typing import TYPE_CHECKING

import yaml

if TYPE_CHECKING:
    from judge.search.analysis import MorfeuszLemmatizer

TABLE = "derivations.yaml"


@cache
def derivation_families() -> tuple[frozenset[str], ...]:
    """The reviewed families of `derivations.yaml`, each a set of lemmas."""
    text = resources.files("judge.search").joinpath(TABLE).read_text("utf-8")
    entries = yaml.safe_load(text) or []
    return tuple(frozenset(str(word) for word in entry) for entry in entries)


def _word_classes(word: str, lemmatizer: MorfeuszLemmatizer) -> set[str]:
    """SGJP's word classes ("subst", "inf", ...) of `word` read as its own lemma."""
    found: set[str] = set()
    for _start, _end, (_orth, lemma, tag, *_rest) in lemmatizer.analyse(word):
        if lemma.split(":", 1)[0].lower() == word:
            found.add(tag.split(":", 1)[0])
    return found


def _verb_candidates(noun: str) -> list[str]:
    stems = [noun]
    if noun.endswith("acja"):
        stems.append(noun[:-4])  # aktyw-acja → aktyw-ować
    elif noun.endswith("cja"):
        stems.append(noun[:-3])  # defini-cja → defini-ować
    elif noun.endswith(("a", "o")):
        stems.append(noun[:-1])  # szarż-a → szarż-ować
    return [stem + suffix for stem in stems for suffix in ("ować", "ać", "ić", "yć", "nąć")]


def candidate_pairs(terms: Iterable[str], lemmatizer: MorfeuszLemmatizer) -> list[tuple[str, str]]:
    """(noun, verb) pairs of `terms` that SGJP knows as a noun and an infinitive, where the
    verb is the noun's stem plus a verb suffix. Candidates only: many are not one family
    ("wynik"/"wynikać"), which is why `derivations.yaml` is reviewed."""
    known = {term for term in terms if term.isalpha()}
    verbs = {term for term in known if "inf" in _word_classes(term, lemmatizer)}
    pairs: list[tuple[str, str]] = []
    for noun in sorted(known):
        if "subst" not in _word_classes(noun, lemmatizer):
            continue
        pairs.extend((noun, verb) for verb in _verb_candidates(noun) if verb in verbs)
    return pairs


def main() -> None:  # pragma: no cover - a review aid
    from judge.config import Settings
    from judge.search.analysis import MorfeuszLemmatizer
    from judge.search.lexicon import LexiconBuilder
    from judge.search.sources import load_units

    builder = LexiconBuilder()
    for unit in load_units(Settings.resolve()):
        builder.lemma_stream(f"{unit.title}\n{unit.text}")
    listed = {word for family in derivation_families() for word in family}
    lemmatizer = MorfeuszLemmatizer()
    for noun, verb in candidate_pairs(builder.vocabulary_terms(), lemmatizer):
        mark = "listed" if {noun, verb} <= listed else "not listed"
        print(f"{noun}\t{verb}\t{mark}")


if __name__ == "__main__":  # pragma: no cover
    main()
