"""The index's postings as compact arrays, and BM25F scoring over them.

Whoosh writes the index; its Python matchers, walking a tree of union matchers and scoring
every match through a chain of method calls, were more than half of a search's time. This
index is small (a few thousand units), so at the end of a build the postings of every term
are copied out of Whoosh into a table of `units.sqlite` (`write_postings`): per field and
term, the documents, the term's weight in each (a sum of token boosts) and its positions.
A search reads the terms it needs (`Postings.term`, cached per open index), each with its
BM25F score in every document computed once, exactly as Whoosh computes it
(`whoosh.scoring.BM25F`: the same idf, the same lossy field lengths, the same average), and
evaluates the query tree over plain dictionaries (`Evaluator`).

The query trees (`Term`, `Or`, `And`, `Sequence`, built by `judge.search.searcher`) are
evaluated the way Whoosh's query objects of the same names matched them: an `Or` sums its
children's scores, an `And` and a `Sequence` keep the documents every child matches and sum
their scores, a `Sequence` also needs its children at consecutive positions, a compound of
one child is that child (its own boost is not applied), and any other boost multiplies the
score.
"""

from __future__ import annotations

import math
import sqlite3
import time
from array import array
from collections.abc import Iterable
from collections.abc import Sequence as Ordered
from dataclasses import dataclass, field
from typing import Any

from judge.search.schema import PASSAGE_STRIDE
from judge.search.units import SearchUnit

POSTINGS_SCHEMA = """
CREATE TABLE postings (
    field TEXT, term TEXT, df INTEGER, docs BLOB, weights BLOB, positions BLOB,
    PRIMARY KEY (field, term)
) WITHOUT ROWID;
CREATE TABLE documents (
    docnum INTEGER PRIMARY KEY, key TEXT, game TEXT, kind TEXT, passages BLOB
);
CREATE TABLE field_lengths (field TEXT PRIMARY KEY, lengths BLOB, average REAL);
"""


@dataclass(frozen=True)
class Term:
    """A term in a field."""

    field: str
    text: str
    boost: float = 1.0


@dataclass(frozen=True)
class Or:
    """Documents matching any child, scored by the sum of the children's scores."""

    children: tuple[Query, ...]
    boost: float = 1.0


@dataclass(frozen=True)
class And:
    """Documents matching every child, scored by the sum of their scores."""

    children: tuple[Query, ...]
    boost: float = 1.0


@dataclass(frozen=True)
class Sequence:
    """Documents where the children match at consecutive positions (a phrase), scored as
    `And`."""

    children: tuple[Query, ...]
    boost: float = 1.0


Query = Term | Or | And | Sequence


def _text(value: Any) -> str:
    return value.decode("utf-8") if isinstance(value, bytes) else str(value)


def write_postings(
    searcher: Any,
    fields: Iterable[str],
    units: Ordered[SearchUnit],
    passages: Ordered[dict[int, int]],
    connection: sqlite3.Connection,
) -> None:
    """Copy the postings of `fields` and each document's key, game, kind and field lengths
    out of an open Whoosh searcher of a one-segment index of `units`, added in that order,
    into `connection`, with each unit's passage lengths ({passage: words})."""
    connection.executescript(POSTINGS_SCHEMA)
    reader = searcher.reader()
    doc_count = reader.doc_count_all()
    keys = [reader.stored_fields(doc)["key"] for doc in range(doc_count)]
    if keys != [unit.key for unit in units]:
        raise ValueError("the Whoosh documents are not the units in order")
    connection.executemany(
        "INSERT INTO documents VALUES (?, ?, ?, ?, ?)",
        (
            (doc, unit.key, unit.game, unit.kind, _pairs(lengths))
            for doc, (unit, lengths) in enumerate(zip(units, passages, strict=True))
        ),
    )
    for name in fields:
        # As BM25F reads them: the length of each document's field as stored (lossy, one
        # byte), the average from the exact total.
        lengths = array("i", (searcher.doc_field_length(doc, name, 1) for doc in range(doc_count)))
        connection.execute(
            "INSERT INTO field_lengths VALUES (?, ?, ?)",
            (name, lengths.tobytes(), searcher.avg_field_length(name) or 1),
        )
        rows = []
        for raw in reader.lexicon(name):
            matcher = reader.postings(name, raw)
            docs, weights, positions = array("i"), array("d"), array("i")
            while matcher.is_active():
                docs.append(matcher.id())
                weights.append(matcher.weight())
                found = matcher.value_as("positions")
                positions.append(len(found))
                positions.extend(found)
                matcher.next()
            rows.append(
                (
                    name,
                    _text(raw),
                    len(docs),
                    docs.tobytes(),
                    weights.tobytes(),
                    positions.tobytes(),
                )
            )
        connection.executemany("INSERT INTO postings VALUES (?, ?, ?, ?, ?, ?)", rows)


def _pairs(lengths: dict[int, int]) -> bytes:
    return array("i", (n for item in sorted(lengths.items()) for n in item)).tobytes()


def _unpairs(blob: bytes) -> dict[int, int]:
    values = array("i")
    values.frombytes(blob)
    return dict(zip(values[::2], values[1::2], strict=True))


@dataclass
class TermPostings:
    """One term in one field: its BM25F score in each document holding it, and (decoded on
    first use, for phrases) its positions there."""

    scores: dict[int, float]
    idf: float
    _positions_blob: bytes
    _positions: dict[int, tuple[int, ...]] | None = field(default=None, repr=False)
    _per_passage: dict[int, dict[int, int]] = field(default_factory=dict, repr=False)

    def passage_counts(self, doc: int) -> dict[int, int]:
        """How often the term occurs in each passage of `doc` ({passage: count}, cached; the
        passage of a position is position // `PASSAGE_STRIDE`, see `judge.search.schema`)."""
        counts = self._per_passage.get(doc)
        if counts is None:
            counts = {}
            for position in self.positions(doc):
                passage = position // PASSAGE_STRIDE
                counts[passage] = counts.get(passage, 0) + 1
            self._per_passage[doc] = counts
        return counts

    def positions(self, doc: int) -> tuple[int, ...]:
        if self._positions is None:
            values = array("i")
            values.frombytes(self._positions_blob)
            decoded: dict[int, tuple[int, ...]] = {}
            at = 0
            for docnum in self.scores:  # in document order, as written
                count = values[at]
                decoded[docnum] = tuple(values[at + 1 : at + 1 + count])
                at += 1 + count
            self._positions = decoded
        return self._positions.get(doc, ())


class Postings:
    """The postings table of an open index, read per term on first use."""

    def __init__(self, connection: sqlite3.Connection, B: float, K1: float) -> None:
        self._connection = connection
        self.B = B
        self.K1 = K1
        rows = connection.execute(
            "SELECT key, game, kind, passages FROM documents ORDER BY docnum"
        ).fetchall()
        self.keys: list[str] = [row[0] for row in rows]
        self.games: list[str] = [row[1] for row in rows]
        self.kinds: list[str] = [row[2] for row in rows]
        # Each document's passages ({passage: words}) and their average length.
        self.passages: list[dict[int, int]] = [_unpairs(row[3]) for row in rows]
        counted = [n for lengths in self.passages for n in lengths.values()]
        self.passage_average = sum(counted) / len(counted) if counted else 1.0
        self.doc_count = len(rows)
        self.lengths: dict[str, array[int]] = {}
        self.averages: dict[str, float] = {}
        for name, blob, average in connection.execute("SELECT * FROM field_lengths"):
            lengths = array("i")
            lengths.frombytes(blob)
            self.lengths[name] = lengths
            self.averages[name] = average
        self._terms: dict[tuple[str, str], TermPostings | None] = {}
        self._df: dict[tuple[str, str], int] = {}

    def doc_frequency(self, field_name: str, term: str) -> int:
        known = self._terms.get((field_name, term))
        if known is not None:
            return len(known.scores)
        cached = self._df.get((field_name, term))
        if cached is None:
            row = self._connection.execute(
                "SELECT df FROM postings WHERE field = ? AND term = ?", (field_name, term)
            ).fetchone()
            cached = self._df[(field_name, term)] = row[0] if row else 0
        return cached

    def doc_frequencies(self, field_name: str) -> dict[str, int]:
        """Every term of a field with the number of documents holding it."""
        return dict(
            self._connection.execute(
                "SELECT term, df FROM postings WHERE field = ?", (field_name,)
            ).fetchall()
        )

    def terms(self, field_name: str) -> list[str]:
        """Every term of a field."""
        rows = self._connection.execute("SELECT term FROM postings WHERE field = ?", (field_name,))
        return [term for (term,) in rows]

    def raw(self, field_name: str, term: str) -> list[tuple[int, float, tuple[int, ...]]] | None:
        """A term's postings as stored: (document, weight, positions) in document order."""
        row = self._connection.execute(
            "SELECT docs, weights, positions FROM postings WHERE field = ? AND term = ?",
            (field_name, term),
        ).fetchone()
        if row is None:
            return None
        docs, weights, positions = array("i"), array("d"), array("i")
        docs.frombytes(row[0])
        weights.frombytes(row[1])
        positions.frombytes(row[2])
        found = []
        at = 0
        for doc, weight in zip(docs, weights, strict=True):
            count = positions[at]
            found.append((doc, weight, tuple(positions[at + 1 : at + 1 + count])))
            at += 1 + count
        return found

    def term(self, field_name: str, term: str) -> TermPostings | None:
        key = (field_name, term)
        if key in self._terms:
            return self._terms[key]
        row = self._connection.execute(
            "SELECT docs, weights, positions FROM postings WHERE field = ? AND term = ?",
            key,
        ).fetchone()
        found = None if row is None else self._decode(field_name, *row)
        self._terms[key] = found
        return found

    def _decode(
        self, field_name: str, docs_blob: bytes, weights_blob: bytes, positions: bytes
    ) -> TermPostings:
        docs, weights = array("i"), array("d")
        docs.frombytes(docs_blob)
        weights.frombytes(weights_blob)
        # whoosh.scoring.BM25F: idf of WeightingModel, bm25() of the weight and field length.
        idf = math.log(self.doc_count / (len(docs) + 1)) + 1
        lengths = self.lengths[field_name]
        average = self.averages[field_name]
        B, K1 = self.B, self.K1
        scores = {
            doc: idf
            * ((weight * (K1 + 1)) / (weight + K1 * ((1 - B) + B * lengths[doc] / average)))
            for doc, weight in zip(docs, weights, strict=True)
        }
        return TermPostings(scores, idf, positions)


class Evaluator:
    """Evaluates a query tree to {docnum: score} over `Postings`. It checks the clock before
    each term it reads: past the deadline, the remaining terms match nothing and `timed_out`
    is set, so a search answers with what it has."""

    def __init__(self, postings: Postings, deadline: float | None = None) -> None:
        self.postings = postings
        self.deadline = deadline
        self.timed_out = False

    def scores(self, query: Query) -> dict[int, float]:
        if isinstance(query, Term):
            if self.deadline is not None and time.monotonic() > self.deadline:
                self.timed_out = True
                return {}
            found = self.postings.term(query.field, query.text)
            if found is None:
                return {}
            return _boosted(found.scores, query.boost)
        children = query.children
        if not children:
            return {}
        if len(children) == 1:
            return self.scores(children[0])
        if isinstance(query, Or):
            total: dict[int, float] = {}
            for child in children:
                for doc, score in self.scores(child).items():
                    total[doc] = total.get(doc, 0.0) + score
            return _boosted(total, query.boost)
        # And, Sequence: documents every child matches, scores summed in the children's order.
        maps = [self.scores(child) for child in children]
        smallest = min(maps, key=len)
        both = {}
        for doc in smallest:
            if all(doc in other for other in maps):
                score = maps[0][doc]
                for other in maps[1:]:
                    score += other[doc]
                both[doc] = score
        if isinstance(query, Sequence):
            both = {doc: s for doc, s in both.items() if self._in_sequence(children, doc)}
        return _boosted(both, query.boost)

    def _positions(self, query: Query, doc: int) -> set[int]:
        if isinstance(query, Term):
            found = self.postings.term(query.field, query.text)
            return set(found.positions(doc)) if found is not None else set()
        union: set[int] = set()
        for child in query.children:
            union |= self._positions(child, doc)
        return union

    def _in_sequence(self, children: tuple[Query, ...], doc: int) -> bool:
        """The children's positions follow each other (Whoosh's Sequence with slop 1)."""
        sets = [self._positions(child, doc) for child in children]
        return any(
            all(start + offset in sets[offset] for offset in range(1, len(sets)))
            for start in sets[0]
        )


def _boosted(scores: dict[int, float], boost: float) -> dict[int, float]:
    if boost == 1:
        return scores
    return {doc: score * boost for doc, score in scores.items()}
