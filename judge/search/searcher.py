"""Searching an index directory: turning a parsed query into Whoosh queries and ranking.

How a query is matched:

- a word matches the index terms the lexicon gives for it (its lemmas, folded), in the title,
  the other names, the breadcrumb and the text; field boosts rank title and names first;
- an English game term (a word or a run of words, see `aliases.yaml`) matches itself *or* the
  Polish term it stands for;
- a phrase matches its words' lemmas in sequence in one field; a prefix matches the lemmas and
  the folded forms as written;
- the clauses are OR-ed with a coordination bonus, so a passage with more of the query's words
  ranks higher but a question in full sentences still finds passages that lack some words;
- the best candidates are then re-ranked: a unit of a superseded edition (Destiny RR, previous
  edition) is scored below the current text.
"""

from __future__ import annotations

import itertools
import json
import sqlite3
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from whoosh import index as whoosh_index
from whoosh.query import And, Or, Prefix, Query, Sequence, Term

from judge.search.aliases import AliasTable, default_aliases
from judge.search.analysis import fold
from judge.search.build import META_FILE, UNITS_DB, WHOOSH_DIR
from judge.search.lexicon import Lexicon
from judge.search.query import Clause, ParsedQuery, Phrase, Word
from judge.search.schema import LEMMA_FIELDS, SURFACE_FIELD
from judge.search.snippets import Segment, make_snippet
from judge.search.units import SearchUnit

# Index terms of words that say little on their own: kept (a phrase needs them, and a query of
# only such words still works) but weighted down.
_STOP_WORDS = """a aby albo ale bo by byc czy dla do gdy i ich jak jaki jego jej jesli jeszcze
juz ktory lub ma miec mozna moj na nad nie niz o od on oraz po pod przez przy sie sobie swoj
ta tak takze ten to tu ty w we wiec z za ze zostac ja my wy co"""
STOP_TERMS = frozenset(_STOP_WORDS.split())
STOP_BOOST = 0.25
COORDINATION = 0.9  # how much matching more of the query's clauses counts
SUPERSEDED_FACTOR = 0.7  # score factor of units from a superseded edition
CANDIDATES = 60
MAX_PROXIMITY_WORDS = 6  # longer queries are questions, not names: no proximity clauses
WHOLE_NAME_BOOST = 2.0  # how many Whoosh hits are re-ranked


@dataclass(frozen=True)
class SearchHit:
    unit: SearchUnit
    score: float
    segments: list[Segment]


@dataclass(frozen=True)
class HitMarker:
    """Decides which words of a text to highlight for a query."""

    forms: frozenset[str]
    prefixes: tuple[str, ...]

    def __call__(self, word: str) -> bool:
        lowered = word.lower()
        if lowered in self.forms:
            return True
        return bool(self.prefixes) and fold(lowered).startswith(self.prefixes)


class SearchIndex:
    """An open index directory. Thread-safe: searches are serialized by a lock."""

    def __init__(self, directory: Path, aliases: AliasTable | None = None) -> None:
        self.directory = directory
        self.meta: dict[str, Any] = json.loads((directory / META_FILE).read_text("utf-8"))
        self.aliases = aliases or default_aliases()
        self._index = whoosh_index.open_dir(str(directory / WHOOSH_DIR))
        self._searcher = self._index.searcher()
        self._db = sqlite3.connect(
            f"file:{directory / UNITS_DB}?mode=ro", uri=True, check_same_thread=False
        )
        self.lexicon = Lexicon(self._db)
        self._lock = threading.Lock()

    def close(self) -> None:
        with self._lock:
            self._searcher.close()
            self._db.close()

    @property
    def doc_count(self) -> int:
        return int(self.meta["docs"])

    # -- query construction -------------------------------------------------------------

    def _word_terms(self, word: str) -> tuple[str, ...]:
        return self.lexicon.terms(word)

    def _term_query(self, word: str, fields: tuple[str, ...] = LEMMA_FIELDS) -> Query:
        terms = self._word_terms(word)
        query = Or([Term(field, term) for field in fields for term in terms])
        if set(terms) <= STOP_TERMS:
            query.boost = STOP_BOOST
        return query

    def _phrase_query(self, phrase_words: tuple[str, ...]) -> Query:
        if len(phrase_words) == 1:
            return self._term_query(phrase_words[0])
        return Or(
            [
                Sequence([self._term_query(word, (field,)) for word in phrase_words])
                for field in LEMMA_FIELDS
            ]
        )

    def _words_query(self, query_words: tuple[str, ...]) -> Query:
        """An English alias as typed: one word, or all of several words (not necessarily
        adjacent, since the English words may occur in any text)."""
        if len(query_words) == 1:
            return self._term_query(query_words[0])
        return And([self._term_query(word) for word in query_words])

    def _prefix_query(self, prefix: str) -> Query:
        """Lemmas and written forms starting with the prefix, plus the lemmas of every form
        the lexicon knows that starts with it ("osłonam*" → "osłonami" → "osłona")."""
        folded = fold(prefix)
        alternatives: list[Query] = [
            Prefix(field, folded) for field in (*LEMMA_FIELDS, SURFACE_FIELD)
        ]
        terms = self.lexicon.terms_of_prefix(folded)
        alternatives.extend(Term(field, term) for field in LEMMA_FIELDS for term in terms)
        return Or(alternatives)

    def compile(self, parsed: ParsedQuery, game: str | None = None) -> Query:
        clauses: list[Clause] = list(parsed.clauses)
        subqueries: list[Query] = []
        index = 0
        while index < len(clauses):
            clause = clauses[index]
            if isinstance(clause, Phrase):
                subqueries.append(self._phrase_query(clause.words))
                index += 1
                continue
            if clause.prefix:
                subqueries.append(self._prefix_query(clause.text))
                index += 1
                continue
            run: list[str] = []  # the plain words from here on, for multi-word aliases
            for following in clauses[index:]:
                if not isinstance(following, Word) or following.prefix:
                    break
                run.append(following.text)
            length, polish_terms = self.aliases.match([fold(w) for w in run], 0, game)
            if length:
                typed = tuple(run[:length])
                alternatives = [self._words_query(typed)]
                alternatives.extend(self._phrase_query(term) for term in polish_terms)
                subqueries.append(Or(alternatives))
                index += length
                continue
            subqueries.append(self._term_query(clause.text))
            index += 1
        subqueries.extend(self._proximity_bonus(clauses))
        if len(subqueries) == 1:
            return subqueries[0]
        return Or(subqueries, scale=COORDINATION)

    def _proximity_bonus(self, clauses: list[Clause]) -> list[Query]:
        """Optional extra clauses rewarding the query's plain words in their typed order: the
        whole run as a title or name ("Second Chance", "Luke Skywalker") and each adjacent
        pair anywhere ("pole bitwy", "po tym")."""
        run = [c.text for c in clauses if isinstance(c, Word) and not c.prefix]
        if not 2 <= len(run) <= MAX_PROXIMITY_WORDS or len(run) != len(clauses):
            return []
        bonus: list[Query] = []
        whole = tuple(run)
        for field in ("title", "names"):
            sequence = Sequence([self._term_query(word, (field,)) for word in whole])
            sequence.boost = WHOLE_NAME_BOOST
            bonus.append(sequence)
        bonus.extend(self._phrase_query(pair) for pair in itertools.pairwise(run))
        return bonus

    def hit_marker(self, parsed: ParsedQuery, game: str | None = None) -> HitMarker:
        """Which words to highlight: every corpus form of the query's terms (aliases
        included), and words starting with a query prefix."""
        typed: list[str] = []
        prefixes: list[str] = []
        forms: set[str] = set()
        for clause in parsed.clauses:
            if isinstance(clause, Phrase):
                typed.extend(clause.words)
            elif clause.prefix:
                prefixes.append(fold(clause.text))
                for term in self.lexicon.terms_of_prefix(fold(clause.text)):
                    forms.update(self.lexicon.forms_of_term(term))
            else:
                typed.append(clause.text)
        folded = [fold(word) for word in typed]
        for start in range(len(folded)):
            _length, polish_terms = self.aliases.match(folded, start, game)
            for term in polish_terms:
                typed.extend(term)
        for word in typed:
            forms.add(word.lower())
            for term in self._word_terms(word):
                if term in STOP_TERMS:
                    continue
                forms.update(self.lexicon.forms_of_term(term))
        # A stop word is highlighted only where the query itself uses it as written.
        return HitMarker(frozenset(forms), tuple(prefixes))

    # -- searching ----------------------------------------------------------------------

    def search(
        self,
        parsed: ParsedQuery,
        *,
        game: str | None = None,
        kind: str | None = None,
        limit: int = 10,
    ) -> tuple[list[SearchHit], int]:
        """The best `limit` hits and the number of matching units."""
        with self._lock:
            query = self.compile(parsed, game)
        filters = [Term(name, value) for name, value in (("game", game), ("kind", kind)) if value]
        restrict = None if not filters else (filters[0] if len(filters) == 1 else And(filters))
        with self._lock:
            return self._search(parsed, query, restrict, game, limit)

    def _search(
        self,
        parsed: ParsedQuery,
        query: Query,
        restrict: Query | None,
        game: str | None,
        limit: int,
    ) -> tuple[list[SearchHit], int]:
        results = self._searcher.search(
            query, limit=max(CANDIDATES, limit), filter=restrict, scored=True
        )
        candidates = [(hit["key"], hit.score) for hit in results]
        total = results.scored_length() if len(candidates) < CANDIDATES else len(results)
        units = self._load_units([key for key, _score in candidates])
        ranked = sorted(
            (
                (score * (SUPERSEDED_FACTOR if units[key].superseded else 1.0), key)
                for key, score in candidates
                if key in units
            ),
            key=lambda pair: -pair[0],
        )[:limit]
        marker = self.hit_marker(parsed, game)
        hits = [
            SearchHit(unit=units[key], score=score, segments=self.snippet(units[key], marker))
            for score, key in ranked
        ]
        return hits, total

    @staticmethod
    def snippet(unit: SearchUnit, marker: Callable[[str], bool]) -> list[Segment]:
        return make_snippet(unit.text or unit.title, marker)

    def _load_units(self, keys: list[str]) -> dict[str, SearchUnit]:
        if not keys:
            return {}
        placeholders = ",".join("?" * len(keys))
        rows = self._db.execute(
            f"SELECT key, json FROM units WHERE key IN ({placeholders})", keys
        ).fetchall()
        return {key: SearchUnit.from_json(json.loads(data)) for key, data in rows}

    def unit(self, key: str) -> SearchUnit | None:
        row = self._db.execute("SELECT json FROM units WHERE key = ?", (key,)).fetchone()
        return SearchUnit.from_json(json.loads(row[0])) if row else None

    def all_units(self) -> list[SearchUnit]:
        rows = self._db.execute("SELECT json FROM units ORDER BY key").fetchall()
        return [SearchUnit.from_json(json.loads(data)) for (data,) in rows]
