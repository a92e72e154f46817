"""Searching an index directory: turning a parsed query into query trees and ranking.

How a query is matched:

- a word matches the index terms the lexicon gives for it (its lemmas), in the unit's titles,
  headings, cited card names and text (see `judge.search.schema`); a title word counts more;
- an English game term (a word or a run of words, see `aliases.yaml`) matches itself *or* the
  Polish term it stands for;
- a phrase matches its words' lemmas in sequence; a prefix matches the lemmas of the forms
  starting with it;
- the clauses are OR-ed, so a question in full sentences still finds passages that lack some
  of its words; the rare words choose the candidates, common words (in over 10% of the
  units) only add their score to those, stop words are dropped; the words typed in order as a
  title earn a bonus (a whole name);
- the best candidates are then re-ranked: their BM25F score is multiplied by the share of the
  query's clauses they match (coordination), by 0.7 for a superseded edition (Destiny RR,
  previous edition), by 0.75 for cards (rulings about a card first) and by 1.5 when the query
  is exactly the unit's title or one of its names, numbers aside ("shields": "Shields 2"), or
  by 1.3 when it is one in other forms of its words ("obrazen": "Obrażenia").
"""

from __future__ import annotations

import itertools
import json
import re
import sqlite3
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from judge.search.aliases import AliasTable, default_aliases
from judge.search.analysis import fold
from judge.search.analysis import words as words_of
from judge.search.build import META_FILE, UNITS_DB
from judge.search.games import find_game_mentions, preference_note
from judge.search.lexicon import Lexicon
from judge.search.postings import And, Evaluator, Or, Postings, Query, Sequence, Term
from judge.search.query import Clause, ParsedQuery, Phrase, Word
from judge.search.schema import SEARCH_FIELD, TITLE_FIELD
from judge.search.snippets import Segment, make_snippet
from judge.search.spelling import Speller
from judge.search.units import SearchUnit

# Index terms of words that say little on their own: kept (a phrase needs them, and a query of
# only such words still works) but weighted down.
LEMMA_FIELDS = (SEARCH_FIELD,)

_STOP_WORDS = """a aby albo ale bo by być czy dla do gdy i ich jak jaki jego jej jeśli jeszcze
już który lub ma mieć można mój na nad nie niż o od on oraz po pod przez przy się sobie swój
ta tak także ten to tu ty w we więc z za że zostać ja my wy co między przed podczas bez u
the an of to in on at is are be it its this that you your and or if for with from as by"""
STOP_TERMS = frozenset(_STOP_WORDS.split())
# BM25 with weaker length normalization than the usual B=0.75: units range from a one-line
# glossary entry to a rule section of several pages, and full normalization let short entries
# that merely mention a word outrank the section titled with it ("osłony").
BM25_B = 0.3
BM25_K1 = 1.2
STOP_BOOST = 0.25  # weight of stop words in queries and in the coordination factor
COMMON_SHARE = 0.1  # a word in more units than this share only scores candidates
SUPERSEDED_FACTOR = 0.7  # score factor of units from a superseded edition
# Cards come after the rules and rulings about them: a judge looks for a ruling first, and
# the card itself is one click away from its clarification.
KIND_FACTORS = {"card": 0.75}
CANDIDATES = 60  # how many of the best matches are re-ranked
EXACT_TITLE_FACTOR = 1.5  # the query is exactly a unit's title or name
# ... word for word, in other forms of its words: between the two ("efekty dowódcy" is the
# title "Efekty dowódcy" before the longer entry named "efekt dowódcy").
FORM_TITLE_FACTOR = 1.3
MAX_PROXIMITY_WORDS = 6  # longer queries are questions, not names: no whole-name bonus
WHOLE_NAME_BOOST = 2.0
# A unit is also scored by its best passage (a line of its text): this share of that
# passage's BM25 score is added, with this length normalization (passages vary less).
PASSAGE_WEIGHT = 0.25
PASSAGE_B = 0.75
NUMBER = re.compile(r"[0-9]+")
# A game named in the query ("w miniaturkach") is a preference: other games' units score this.
OTHER_GAME_FACTOR = 0.4


def _clause_words(clauses: tuple[Clause, ...]) -> list[str]:
    words: list[str] = []
    for clause in clauses:
        words.extend(clause.words if isinstance(clause, Phrase) else (clause.text,))
    return words


def _normalized_title(text: str) -> str:
    return " ".join(fold(match.group()) for match in words_of(text))


def _without_numbers(normalized: str) -> str:
    """A normalized title without its numbers: an SWM ability's value ("Shields 2") or a
    section's number ("1. Wyłożenie kart przewagi") is not part of its name."""
    return " ".join(word for word in normalized.split() if not word.isdigit())


@dataclass(frozen=True)
class SearchHit:
    unit: SearchUnit
    score: float
    segments: list[Segment]


# A search stops collecting after this long and answers with what it found, saying so. The
# query syntax already bounds a search (500 characters, 40 words, 5 prefixes); this is the
# last guard, far above a normal search (a few milliseconds).
SEARCH_BUDGET_S = 0.5
TRUNCATED_NOTE = "Wyszukiwanie przerwano po 0,5 s: wyniki mogą być niepełne. Zawęź zapytanie."


def _first(pair: tuple[float, int]) -> float:
    return pair[0]


@dataclass(frozen=True)
class CompiledClause:
    """One clause of a query: its query tree, and for the coordination factor the index
    terms that count as matching it."""

    query: Query
    terms: frozenset[str]
    # "rare", "common", "stop" or "absent" (in no unit) word; phrases, prefixes, aliases: "rare"
    kind: str = "rare"

    @property
    def weight(self) -> float:
        """Its weight in the coordination factor."""
        return STOP_BOOST if self.kind == "stop" else 1.0


@dataclass(frozen=True)
class CompiledQuery:
    """The query's clauses OR-ed (`query`), what each clause matches, and the proximity
    clauses that only add to the score of units the clauses found (`bonus`)."""

    query: Query
    clauses: tuple[CompiledClause, ...]
    bonus: tuple[Query, ...] = ()
    common: tuple[CompiledClause, ...] = ()  # scored on the candidates only


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
        self._db = sqlite3.connect(
            f"file:{directory / UNITS_DB}?mode=ro", uri=True, check_same_thread=False
        )
        self.lexicon = Lexicon(self._db)
        self.postings = Postings(self._db, B=BM25_B, K1=BM25_K1)
        self._norms: dict[int, dict[int, float]] = {}  # see `_passage_norms`
        self._lock = threading.Lock()
        self.budget_s = SEARCH_BUDGET_S
        self._speller: Speller | None = None
        self._units: dict[str, SearchUnit] | None = None  # every unit, read on first search
        self._titles: dict[str, list[tuple[str, str, list[str]]]] = {}
        self._alias_words = frozenset(word for key in self.aliases.english_terms() for word in key)
        self._aliases_by_term = self._alias_lemma_index()

    def close(self) -> None:
        with self._lock:
            self._db.close()

    @property
    def doc_count(self) -> int:
        return int(self.meta["docs"])

    # -- aliases by lemma -------------------------------------------------------------

    def _word_keys(self, word: str) -> frozenset[str]:
        """A word as alias matching sees it: folded, and its lemmas folded."""
        return frozenset({fold(word), *(fold(term) for term in self.lexicon.terms(word))})

    def _alias_lemma_index(
        self,
    ) -> dict[str, list[tuple[tuple[frozenset[str], ...], tuple[str, ...]]]]:
        """Alias terms by the lemmas of their first word, so that a term written in one form
        ("wydać kość") matches every form typed ("wydaję kości")."""
        index: dict[str, list[tuple[tuple[frozenset[str], ...], tuple[str, ...]]]] = {}
        for key in self.aliases.english_terms():
            sets = tuple(self._word_keys(word) for word in key)
            for lemma in sets[0]:
                index.setdefault(lemma, []).append((sets, key))
        return index

    def match_alias(
        self, typed: list[str], start: int, game: str | None
    ) -> tuple[int, list[tuple[str, ...]]]:
        """The longest alias term at `typed[start]`, as typed or in any form of its words:
        (its length in words, the Polish terms it stands for); (0, []) when none."""
        folded = [fold(word) for word in typed]
        length, polish = self.aliases.match(folded, start, game)
        if length:
            return length, polish
        first = self._word_keys(typed[start])
        candidates = {
            key: sets for lemma in first for sets, key in self._aliases_by_term.get(lemma, ())
        }
        for key, sets in sorted(candidates.items(), key=lambda item: -len(item[0])):
            if start + len(sets) > len(typed):
                continue
            if all(sets[i] & self._word_keys(typed[start + i]) for i in range(len(sets))):
                length, polish = self.aliases.match(list(key), 0, game)
                if length == len(key):
                    return length, polish
        return 0, []

    # -- query rewriting: game words, typos ---------------------------------------------

    @property
    def speller(self) -> Speller:
        """Built on first use from the index's vocabulary (a few thousand forms)."""
        if self._speller is None:
            rows = self._db.execute("SELECT term, forms FROM term_forms").fetchall()
            frequencies = self.postings.doc_frequencies(SEARCH_FIELD)
            self._speller = Speller(
                (form, frequencies.get(term, 0)) for term, forms in rows for form in forms.split()
            )
        return self._speller

    def rewrite(
        self, parsed: ParsedQuery, game: str | None = None
    ) -> tuple[ParsedQuery, str | None, tuple[str, ...]]:
        """The query as searched: game words taken out as a preference (unless the search is
        restricted to a game already), words that match nothing corrected. Returns it with the
        preferred game and the notes that say what was done."""
        clauses = list(parsed.clauses)
        notes: list[str] = []
        preferred: str | None = None
        plain = [
            index
            for index, clause in enumerate(clauses)
            if isinstance(clause, Word) and not clause.prefix
        ]
        mentions = find_game_mentions(
            [clauses[index].text for index in plain]  # type: ignore[union-attr]
        )
        # Only runs of adjacent plain words ("gra karciana", not "gra" ... "karciana").
        mentions = [
            m for m in mentions if plain[m.start + m.length - 1] - plain[m.start] == m.length - 1
        ]
        taken = {plain[m.start + i] for m in mentions for i in range(m.length)}
        if mentions and len(taken) < len(clauses):
            games = {m.game for m in mentions}
            if game is None and len(games) == 1:
                preferred = mentions[0].game
                typed = " ".join(
                    clauses[plain[mentions[0].start + i]].text  # type: ignore[union-attr]
                    for i in range(mentions[0].length)
                )
                notes.append(preference_note(preferred, typed))
            clauses = [clause for index, clause in enumerate(clauses) if index not in taken]
        corrected: list[Clause] = []
        for clause in clauses:
            if isinstance(clause, Word) and not clause.prefix:
                replacement = self._correction(clause.text)
                if replacement is not None:
                    notes.append(f"Nie znaleziono „{clause.text}”; szukano: {replacement}.")
                    clause = Word(replacement)
            corrected.append(clause)
        rewritten = ParsedQuery(tuple(corrected), parsed.notes)
        return rewritten, preferred, tuple(notes)

    def _correction(self, word: str) -> str | None:
        """The word to search instead of `word`, when `word` is in no unit (and is no stop
        word, alias or game word)."""
        folded = fold(word)
        if folded in self._alias_words or folded in STOP_TERMS:
            return None
        terms = self._word_terms(word)
        if STOP_TERMS.intersection(terms):
            return None
        if any(self.postings.doc_frequency(SEARCH_FIELD, term) for term in terms):
            return None
        return self.speller.correct(word)

    # -- query construction -------------------------------------------------------------

    def _word_terms(self, word: str) -> tuple[str, ...]:
        return self.lexicon.terms(word)

    def _term_query(self, word: str, fields: tuple[str, ...] = LEMMA_FIELDS) -> Query:
        terms = self._word_terms(word)
        boost = STOP_BOOST if STOP_TERMS.intersection(terms) else 1.0
        return Or(tuple(Term(field, term) for field in fields for term in terms), boost)

    def _phrase_query(self, phrase_words: tuple[str, ...]) -> Query:
        if len(phrase_words) == 1:
            return self._term_query(phrase_words[0])
        return Or(
            tuple(
                Sequence(tuple(self._term_query(word, (field,)) for word in phrase_words))
                for field in LEMMA_FIELDS
            )
        )

    def _words_query(self, query_words: tuple[str, ...]) -> Query:
        """An English alias as typed: one word, or all of several words (not necessarily
        adjacent, since the English words may occur in any text)."""
        if len(query_words) == 1:
            return self._term_query(query_words[0])
        return And(tuple(self._term_query(word) for word in query_words))

    def _prefix_query(self, prefix: str) -> tuple[Query, frozenset[str]]:
        """The lemmas of every form the lexicon knows that starts with the prefix, with or
        without diacritics ("strażn*" → "strażnik"; "osłonam*" → "osłonami" → "osłona")."""
        terms = frozenset(self.lexicon.terms_of_prefix(fold(prefix)))
        if not terms:
            return Term(SEARCH_FIELD, prefix.lower()), terms  # matches nothing, cleanly
        alternatives = tuple(Term(field, term) for field in LEMMA_FIELDS for term in sorted(terms))
        return Or(alternatives), terms

    def _is_common(self, terms: tuple[str, ...]) -> bool:
        """A word in more than `COMMON_SHARE` of the units ("karta", "postać", "obrażenie")."""
        limit = COMMON_SHARE * self.doc_count
        return all(self.postings.doc_frequency(SEARCH_FIELD, term) > limit for term in terms)

    def _word_clause(self, word: str) -> CompiledClause:
        terms = self._word_terms(word)
        if STOP_TERMS.intersection(terms):  # "tym" is "ten", "to" or the conjunction "tym"
            kind = "stop"
        elif not any(self.postings.doc_frequency(SEARCH_FIELD, term) for term in terms):
            kind = "absent"  # a typo, or a word no passage uses
        elif self._is_common(terms) or NUMBER.fullmatch(word):
            kind = "common"  # a bare number says little alone ("2" in every worked example)
        else:
            kind = "rare"
        return CompiledClause(self._term_query(word), frozenset(terms), kind=kind)

    def compile(self, parsed: ParsedQuery, game: str | None = None) -> CompiledQuery:
        """Query tree of the parsed query, with what each clause matches (for ranking)."""
        clauses: list[Clause] = list(parsed.clauses)
        compiled: list[CompiledClause] = []
        index = 0
        while index < len(clauses):
            clause = clauses[index]
            if isinstance(clause, Phrase):
                terms = frozenset(t for word in clause.words for t in self._word_terms(word))
                compiled.append(CompiledClause(self._phrase_query(clause.words), terms))
                index += 1
                continue
            if clause.prefix:
                query, terms = self._prefix_query(clause.text)
                compiled.append(CompiledClause(query, terms))
                index += 1
                continue
            run: list[str] = []  # the plain words from here on, for multi-word aliases
            for following in clauses[index:]:
                if not isinstance(following, Word) or following.prefix:
                    break
                run.append(following.text)
            length, polish_terms = self.match_alias(run, 0, game)
            if length:
                typed = tuple(run[:length])
                alternatives = [self._words_query(typed)]
                alternatives.extend(self._phrase_query(term) for term in polish_terms)
                terms = frozenset(
                    t
                    for word in (*typed, *itertools.chain(*polish_terms))
                    for t in self._word_terms(word)
                )
                compiled.append(CompiledClause(Or(tuple(alternatives)), terms))
                index += length
                continue
            compiled.append(self._word_clause(clause.text))
            index += 1
        # Which clauses choose the candidates: the rare words. A common word matches a large
        # share of the index, so walking its postings costs more than it tells; it only adds
        # its score to the candidates the rare words found (`SearchIndex._score_common`).
        # Stop words are dropped (phrases keep them). Without rare words, common words choose,
        # and without those, stop words. A word no passage uses chooses nothing (else a typo
        # next to a common word would find nothing), but still counts in the coordination.
        rare = [c for c in compiled if c.kind == "rare"]
        common = [c for c in compiled if c.kind == "common"]
        if rare:
            choosing, scored_later = rare, common
        else:
            present = [c for c in compiled if c.kind != "absent"]
            choosing, scored_later = (common or present or compiled), []
        main = choosing[0].query if len(choosing) == 1 else Or(tuple(c.query for c in choosing))
        return CompiledQuery(
            main,
            tuple(choosing + scored_later),
            tuple(self._proximity_bonus(clauses)),
            common=tuple(scored_later),
        )

    def _proximity_bonus(self, clauses: list[Clause]) -> list[Query]:
        """A clause rewarding the query's plain words, in their typed order, as a title ("Second
        Chance", "Luke Skywalker", "Hyperspace Jump"). Scored only on the candidates the main
        query found. (Adjacent pairs anywhere in the text were tried too: on the relevance set
        they cost half of the search time and changed no rank worth having.)"""
        run = [c.text for c in clauses if isinstance(c, Word) and not c.prefix]
        if not 2 <= len(run) <= MAX_PROXIMITY_WORDS or len(run) != len(clauses):
            return []
        words = tuple(self._term_query(word, (TITLE_FIELD,)) for word in run)
        return [Sequence(words, WHOLE_NAME_BOOST)]

    def _title_factor(self, unit: SearchUnit, typed: str, word_terms: list[set[str]]) -> float:
        """`EXACT_TITLE_FACTOR` when the query, as typed, is the unit's title or one of its
        names, with or without its numbers ("oslony" is the title "Osłony"; "bodyguard" the
        name of "Bodyguard – Ochroniarz", "shields" of "Shields 2 – Tarcze 2", which so comes
        before the passages about "osłona" the English term stands for); `FORM_TITLE_FACTOR`
        when it is one word for word in other forms ("obrażeniami", "obrazen" are the title
        "Obrażenia"): a short section titled with the query's word comes before a long
        passage that merely uses it. An English term is not the title of the Polish passage
        it stands for."""
        factor = 1.0
        for normalized, without_numbers, name_words in self._names_of(unit):
            if typed in (normalized, without_numbers):
                return EXACT_TITLE_FACTOR
            if len(name_words) == len(word_terms) and all(
                terms.intersection(self.lexicon.terms(word))
                for word, terms in zip(name_words, word_terms, strict=True)
            ):
                factor = FORM_TITLE_FACTOR
        return factor

    def _names_of(self, unit: SearchUnit) -> list[tuple[str, str, list[str]]]:
        """A unit's title and names: normalized, without numbers, as words (cached)."""
        cached = self._titles.get(unit.key)
        if cached is None:
            cached = []
            for name in (unit.title, *unit.names):
                normalized = _normalized_title(name)
                words = [match.group() for match in words_of(name)]
                cached.append((normalized, _without_numbers(normalized), words))
            self._titles[unit.key] = cached
        return cached

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
        as_typed = list(typed)
        for start in range(len(as_typed)):
            _length, polish_terms = self.match_alias(as_typed, start, game)
            for term_words in polish_terms:
                typed.extend(term_words)
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
    ) -> tuple[list[SearchHit], int, tuple[str, ...]]:
        """The best `limit` hits, the number of matching units, and notes (a search cut by
        `SEARCH_BUDGET_S` says so)."""
        with self._lock:
            parsed, preferred, notes = self.rewrite(parsed, game)
            compiled = self.compile(parsed, game or preferred)
            hits, total, search_notes = self._search(parsed, compiled, game, kind, limit, preferred)
        return hits, total, notes + search_notes

    def _search(
        self,
        parsed: ParsedQuery,
        compiled: CompiledQuery,
        game_filter: str | None,
        kind_filter: str | None,
        limit: int,
        preferred: str | None = None,
    ) -> tuple[list[SearchHit], int, tuple[str, ...]]:
        results, timed_out = self._matches(compiled, game_filter, kind_filter)
        notes = (TRUNCATED_NOTE,) if timed_out else ()
        total = len(results)
        scores: dict[int, float] = {}
        for score, docnum in results[: max(CANDIDATES, limit)]:
            scores[docnum] = score
        coordination = self._rescore(compiled, scores)
        keys = {docnum: self.postings.keys[docnum] for docnum in scores}
        units = self._load_units(list(keys.values()))
        query_words = _clause_words(parsed.clauses)
        typed = _normalized_title(" ".join(query_words))
        word_terms = [set(self._word_terms(word)) for word in query_words]
        ranked = sorted(
            (
                (
                    scores[docnum]
                    * coordination[docnum]
                    * self._unit_factor(units[key], preferred)
                    * self._title_factor(units[key], typed, word_terms),
                    key,
                )
                for docnum, key in keys.items()
                if key in units
            ),
            key=lambda pair: -pair[0],
        )[:limit]
        marker = self.hit_marker(parsed, game_filter or preferred)
        hits = [
            SearchHit(unit=units[key], score=score, segments=self.snippet(units[key], marker))
            for score, key in ranked
        ]
        return hits, total, notes

    def _matches(
        self, compiled: CompiledQuery, game: str | None, kind: str | None
    ) -> tuple[list[tuple[float, int]], bool]:
        """Every unit the query matches (of `game` and `kind`, when given) as (score, docnum),
        best first and ties in docnum order, and whether the time budget cut the search."""
        evaluator = Evaluator(self.postings, time.monotonic() + self.budget_s)
        matched = evaluator.scores(compiled.query)
        if game is not None or kind is not None:
            games, kinds = self.postings.games, self.postings.kinds
            matched = {
                doc: score
                for doc, score in matched.items()
                if (game is None or games[doc] == game) and (kind is None or kinds[doc] == kind)
            }
        ordered = sorted(matched)  # docnum order, kept for equal scores by the stable sort
        scored = [(matched[doc], doc) for doc in ordered]
        results = sorted(scored, key=_first, reverse=True)
        return results, evaluator.timed_out

    def _rescore(self, compiled: CompiledQuery, scores: dict[int, float]) -> dict[int, float]:
        """Adds to the candidates' `scores` the common words' scores and the whole-name bonus;
        returns each candidate's coordination factor: the weighted share of the query's
        clauses it matches."""
        postings = self.postings
        for clause in compiled.common:  # each word by its best lemma
            found = [p for p in (postings.term(SEARCH_FIELD, t) for t in clause.terms) if p]
            for docnum in scores:
                best = [p.scores[docnum] for p in found if docnum in p.scores]
                if best:
                    scores[docnum] += max(best)
        if compiled.bonus and scores:
            bonus = Or(compiled.bonus) if len(compiled.bonus) > 1 else compiled.bonus[0]
            for docnum, score in Evaluator(postings).scores(bonus).items():
                if docnum in scores:
                    scores[docnum] += score
        if PASSAGE_WEIGHT:
            for docnum, passage in self._best_passages(compiled, list(scores)).items():
                scores[docnum] += PASSAGE_WEIGHT * passage
        total = sum(clause.weight for clause in compiled.clauses)
        if total == 0:
            return dict.fromkeys(scores, 1.0)
        matched = dict.fromkeys(scores, 0.0)
        for clause in compiled.clauses:
            found = [
                p
                for p in (postings.term(f, t) for f in LEMMA_FIELDS for t in clause.terms)
                if p is not None
            ]
            for docnum in scores:
                if any(docnum in p.scores for p in found):
                    matched[docnum] += clause.weight
        return {docnum: value / total for docnum, value in matched.items()}

    def _best_passages(self, compiled: CompiledQuery, docnums: list[int]) -> dict[int, float]:
        """The score of each unit's best passage (a line of its text): BM25 of the query's
        clauses in that passage alone (each clause by its best term, a stop word at its
        weight), with the passage's length against the average passage's. A short passage
        holding several of the query's words lifts a long unit that also has it; one that
        only has them scattered over its lines gains little."""
        postings = self.postings
        clauses = [
            (clause.weight, [p for t in clause.terms if (p := postings.term(SEARCH_FIELD, t))])
            for clause in compiled.clauses
        ]
        best: dict[int, float] = {}
        for docnum in docnums:
            norms = self._passage_norms(docnum)
            if not norms:
                continue
            totals: dict[int, float] = {}
            for weight, found in clauses:
                clause_best: dict[int, float] = {}
                for term in found:
                    if docnum not in term.scores:
                        continue
                    for passage, tf in term.passage_counts(docnum).items():
                        norm = norms.get(passage)
                        if norm is None:  # the title, headings or low-weight text
                            continue
                        value = term.idf * (tf * (BM25_K1 + 1)) / (tf + norm)
                        if value > clause_best.get(passage, 0.0):
                            clause_best[passage] = value
                for passage, value in clause_best.items():
                    totals[passage] = totals.get(passage, 0.0) + weight * value
            if totals:
                best[docnum] = max(totals.values())
        return best

    def _passage_norms(self, docnum: int) -> dict[int, float]:
        """{passage: K1 × its length normalization} of a unit's passages (cached)."""
        norms = self._norms.get(docnum)
        if norms is None:
            average = self.postings.passage_average
            norms = {
                passage: BM25_K1 * (1 - PASSAGE_B + PASSAGE_B * length / average)
                for passage, length in self.postings.passages[docnum].items()
            }
            self._norms[docnum] = norms
        return norms

    @staticmethod
    def _unit_factor(unit: SearchUnit, preferred: str | None = None) -> float:
        factor = KIND_FACTORS.get(unit.kind, 1.0)
        if preferred is not None and unit.game != preferred:
            factor *= OTHER_GAME_FACTOR
        return factor * SUPERSEDED_FACTOR if unit.superseded else factor

    @staticmethod
    def snippet(unit: SearchUnit, marker: Callable[[str], bool]) -> list[Segment]:
        return make_snippet(unit.text or unit.title, marker)

    def _load_units(self, keys: list[str]) -> dict[str, SearchUnit]:
        """The units of `keys`. All units are read once, on the first search (a few MB;
        decoding 60 candidates' JSON on every search cost about a millisecond)."""
        if self._units is None:
            rows = self._db.execute("SELECT key, json FROM units").fetchall()
            self._units = {key: SearchUnit.from_json(json.loads(data)) for key, data in rows}
        return {key: self._units[key] for key in keys if key in self._units}

    def unit(self, key: str) -> SearchUnit | None:
        row = self._db.execute("SELECT json FROM units WHERE key = ?", (key,)).fetchone()
        return SearchUnit.from_json(json.loads(row[0])) if row else None

    def all_units(self) -> list[SearchUnit]:
        rows = self._db.execute("SELECT json FROM units ORDER BY key").fetchall()
        return [SearchUnit.from_json(json.loads(data)) for (data,) in rows]
