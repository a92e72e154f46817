"""The lexicon: which index terms a typed word stands for, built from the corpus's vocabulary.

At build time `LexiconBuilder` turns each indexed text into a *lemma stream* for Whoosh (see
`judge.search.schema.LemmaStreamTokenizer`) and records every form it met. `finish()` adds every
form Morfeusz generates for those lemmas (so "obrażeniami" is known even if the documents only
say "obrażeń") and keys everything twice: by the exact lower-case form and by the folded form
("obrazeniami"). The result is written into the index's SQLite file; at query time `Lexicon`
answers with one primary-key look-up per word and never loads Morfeusz.

It also keeps the reverse map, index term → the forms that occur in the indexed text, which is
how snippets find the words to highlight without analysing text again.
"""

from __future__ import annotations

import re
import sqlite3
from collections import defaultdict
from collections.abc import Iterable
from functools import lru_cache

from judge.search.analysis import (
    MorfeuszLemmatizer,
    aspect_pairs,
    fold,
    has_diacritics,
    term_of_lemma,
    words,
)
from judge.search.derivations import derivation_families

# Die symbols (and LCG combat icons) in markup, as the corpus and the cards write them, and the
# Polish words the rules use for them (so "obrażenia wręcz" finds a card that shows [melee]).
DIE_SYMBOL_WORDS = {
    "melee": "obrażenia wręcz",
    "ranged": "obrażenia dystansowe",
    "shield": "osłona",
    "resource": "zasób",
    "disrupt": "zakłócenie",
    "discard": "odrzucenie",
    "focus": "skupienie",
    "special": "zdolność specjalna",
    "blank": "pusta ścianka",
    # Star Wars: Gra karciana combat icons, as its rulebook names them
    "unit-damage": "obrażenia jednostek",
    "tactics": "taktyka",
    "blast-damage": "obrażenia wybuchowe",
}
DIE_SYMBOL = re.compile(r"\[(" + "|".join(DIE_SYMBOL_WORDS) + r")\]")


def _symbol_words(match: re.Match[str]) -> str:
    return f"{match.group(1)} {DIE_SYMBOL_WORDS[match.group(1)]}"  # "unit-damage" → 2 words


# Separators of a lemma stream: words by spaces, alternative lemmas of one word by "|".
ALTERNATIVE = "|"


class LexiconBuilder:
    """Analyses indexed text and accumulates the vocabulary (one per index build)."""

    def __init__(self, lemmatizer: MorfeuszLemmatizer | None = None) -> None:
        self.lemmatizer = lemmatizer or MorfeuszLemmatizer()
        self._terms: dict[str, tuple[str, ...]] = {}  # lower-case corpus form -> terms
        self._raw_lemmas: dict[str, str] = {}  # raw Morfeusz lemma -> its term
        self.aspect_pairs: list[tuple[str, str]] = []  # linked by finish()

    def terms(self, word: str) -> tuple[str, ...]:
        """Index terms of one lower-case word, recording it in the vocabulary."""
        cached = self._terms.get(word)
        if cached is not None:
            return cached
        raw = self.lemmatizer.raw_lemmas(word)
        if raw:
            found: list[str] = []
            for lemma in raw:
                term = term_of_lemma(lemma)
                self._raw_lemmas.setdefault(lemma, term)
                if term and term not in found:
                    found.append(term)
            result = tuple(found) or (word,)
        else:
            result = (word,)
        self._terms[word] = result
        return result

    def lemma_stream(self, text: str) -> str:
        """`text` as index terms: "Obrażeń nie zadaje" → "obrażenie|obrazić nie zadawać".

        Die symbols written as markup (`[melee]`) are indexed with the Polish words for them.
        """
        text = DIE_SYMBOL.sub(_symbol_words, text)
        return " ".join(
            ALTERNATIVE.join(self.terms(match.group().lower())) for match in words(text)
        )

    def finish(self) -> LexiconTables:
        exact: dict[str, set[str]] = defaultdict(set)
        for form, terms in self._terms.items():
            exact[form].update(terms)
        for raw, term in self._raw_lemmas.items():
            for form in self.lemmatizer.generate(raw):
                exact[form].add(term)
        # A folded key stands for the forms that fold to it. Where some of those occur in the
        # indexed text, it stands for those only: "oslon" is the "osłon" of the documents,
        # not also "osłoń" (of "osłonić"), a form only generated, which would match other
        # passages and rank the folded query unlike the one typed with diacritics.
        folded: dict[str, set[str]] = defaultdict(set)
        for form, terms in self._terms.items():
            folded[fold(form)].update(terms)
        occurring_keys = frozenset(folded)
        for form, generated_terms in exact.items():
            key = fold(form)
            if key not in occurring_keys:
                folded[key].update(generated_terms)
        self._link_aspect_pairs(exact, folded)
        self._link_families(exact, folded)
        occurring: dict[str, set[str]] = defaultdict(set)
        for form, terms in self._terms.items():
            for term in terms:
                occurring[term].add(form)
        return LexiconTables(exact=exact, folded=folded, forms_of_term=occurring)

    def _link_aspect_pairs(self, exact: dict[str, set[str]], folded: dict[str, set[str]]) -> None:
        """A word typed in one aspect also stands for its pair's lemma ("spasowałem" also
        means "pasować", "zaatakować" also "atakować"), from SGJP (`aspect_pairs`). Only the
        query-side maps change: the index keeps each word's own lemma."""
        verbs = {term for term in self._raw_lemmas.values() if term.endswith("ć")}
        partners: dict[str, set[str]] = defaultdict(set)
        for perfective, imperfective in aspect_pairs(verbs, self.lemmatizer):
            partners[perfective].add(imperfective)
            partners[imperfective].add(perfective)
        self.aspect_pairs = sorted(
            (a, b) for a, others in partners.items() for b in others if a < b
        )
        for table in (exact, folded):
            for terms in table.values():
                linked = {p for term in terms if term in partners for p in partners[term]}
                terms.update(linked)

    def _link_families(self, exact: dict[str, set[str]], folded: dict[str, set[str]]) -> None:
        """A word of a derivational family also stands for the other lemmas of its family
        the indexed texts use ("zaatakować" also "atak", "ruch" also "poruszać"; see
        `judge.search.derivations`), even a word of a lemma the texts never use ("ruszyłem"
        stands for "ruch" and "poruszać"). Query side only, like the aspect pairs (linked
        first, so "zaatakować" reaches "atak" through "atakować")."""
        used = set(self._raw_lemmas.values())
        partners: dict[str, set[str]] = defaultdict(set)
        for family in derivation_families():
            present = family & used
            for lemma in family if present else ():
                partners[lemma].update(present - {lemma})
            for lemma in sorted(family - used) if present else ():
                for form in self.lemmatizer.generate(lemma):
                    if form not in exact:
                        exact[form].add(lemma)
                    key = fold(form)
                    if key not in folded:
                        folded[key].add(lemma)
        for table in (exact, folded):
            for terms in table.values():
                linked = {p for term in terms if term in partners for p in partners[term]}
                terms.update(linked)

    def vocabulary_terms(self) -> set[str]:
        """Every index term of the words analysed so far."""
        return {term for terms in self._terms.values() for term in terms}


class LexiconTables:
    """The finished maps, ready to be written to SQLite."""

    def __init__(
        self,
        exact: dict[str, set[str]],
        folded: dict[str, set[str]],
        forms_of_term: dict[str, set[str]],
    ) -> None:
        self.exact = exact
        self.folded = folded
        self.forms_of_term = forms_of_term

    def write(self, connection: sqlite3.Connection) -> None:
        connection.executescript(
            """
            CREATE TABLE forms (form TEXT PRIMARY KEY, exact TEXT, folded TEXT) WITHOUT ROWID;
            CREATE TABLE term_forms (term TEXT PRIMARY KEY, forms TEXT NOT NULL) WITHOUT ROWID;
            """
        )
        keys = set(self.exact) | set(self.folded)
        connection.executemany(
            "INSERT INTO forms VALUES (?, ?, ?)",
            (
                (key, _joined(self.exact.get(key)), _joined(self.folded.get(key)))
                for key in sorted(keys)
            ),
        )
        connection.executemany(
            "INSERT INTO term_forms VALUES (?, ?)",
            ((term, " ".join(sorted(forms))) for term, forms in self.forms_of_term.items()),
        )


def _joined(terms: Iterable[str] | None) -> str | None:
    return " ".join(sorted(terms)) if terms else None


class Lexicon:
    """Query-time look-ups in an index's lexicon tables."""

    def __init__(self, connection: sqlite3.Connection) -> None:
        self._connection = connection
        # Bound per instance so that each open index has its own cache.
        self.terms = lru_cache(maxsize=16384)(self._terms)
        self.forms_of_term = lru_cache(maxsize=16384)(self._forms_of_term)

    def _terms(self, word: str) -> tuple[str, ...]:
        """Index terms a typed word may stand for.

        A word typed with diacritics is looked up as written ("łapy" → "łapa"); a word without
        any is looked up folded, so it meets every lemma with a form that folds to it ("lapy"
        → "łapa", "moc" → "moc" and "móc"). A word the corpus never uses stands for itself.
        """
        lowered = word.lower()
        row = self._connection.execute(
            "SELECT exact, folded FROM forms WHERE form = ?", (lowered,)
        ).fetchone()
        if row is not None and row[0] and has_diacritics(lowered):
            return tuple(row[0].split())
        folded_key = fold(lowered)
        if folded_key != lowered:
            row = self._connection.execute(
                "SELECT exact, folded FROM forms WHERE form = ?", (folded_key,)
            ).fetchone()
        if row is not None and row[1]:
            return tuple(row[1].split())
        return (lowered,)

    def terms_of_prefix(self, folded_prefix: str, limit: int = 500) -> tuple[str, ...]:
        """Index terms of the (at most `limit`) folded forms starting with `folded_prefix`."""
        rows = self._connection.execute(
            "SELECT folded FROM forms WHERE form >= ? AND form < ? AND folded IS NOT NULL LIMIT ?",
            (folded_prefix, folded_prefix + "\uffff", limit),
        ).fetchall()
        found: dict[str, None] = {}
        for (terms,) in rows:
            found.update(dict.fromkeys(terms.split()))
        return tuple(found)

    def _forms_of_term(self, term: str) -> frozenset[str]:
        """Lower-case forms of the indexed text that carry `term` (for highlighting)."""
        row = self._connection.execute(
            "SELECT forms FROM term_forms WHERE term = ?", (term,)
        ).fetchone()
        return frozenset(row[0].split()) if row else frozenset()
