"""The baseline: a plain SQLite FTS5 index of the same units, for `judge bench search`.

"Plain" means what one gets without language work: the `unicode61` tokenizer with
`remove_diacritics 2` (which, unlike Whoosh's folding, leaves "ł" alone), no lemmas, no
aliases. To keep the comparison about language handling rather than ranking tricks, it gets
the same query syntax (any of the words, phrases, prefixes), the same texts in a title and a
text column, and the same title weight as our index, ranked by FTS5's built-in BM25.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable

from judge.search.query import ParsedQuery, Phrase
from judge.search.schema import TITLE_BOOST
from judge.search.units import SearchUnit


class Fts5Index:
    def __init__(self, units: Iterable[SearchUnit]) -> None:
        self._db = sqlite3.connect(":memory:")
        self._db.execute(
            "CREATE VIRTUAL TABLE units USING fts5("
            "key UNINDEXED, title, text, "
            "tokenize = 'unicode61 remove_diacritics 2')"
        )
        self._db.executemany(
            "INSERT INTO units VALUES (?, ?, ?)",
            (
                (
                    u.key,
                    " ; ".join((u.title, *u.names)),
                    " ; ".join((*(c for c in u.breadcrumb if c != u.title), *u.mentions, u.text)),
                )
                for u in units
            ),
        )
        self._db.commit()
        weights = f"{TITLE_BOOST}, 1.0"  # title, text
        self._sql = (
            f"SELECT key FROM units WHERE units MATCH ? ORDER BY bm25(units, 0, {weights}) LIMIT ?"
        )

    @staticmethod
    def match_expression(parsed: ParsedQuery) -> str:
        parts = []
        for clause in parsed.clauses:
            if isinstance(clause, Phrase):
                parts.append('"' + " ".join(clause.words) + '"')
            elif clause.prefix:
                parts.append(f'"{clause.text}"*')
            else:
                parts.append(f'"{clause.text}"')
        return " OR ".join(parts)

    def search(self, parsed: ParsedQuery, limit: int = 10) -> list[str]:
        """Keys of the best `limit` units."""
        rows = self._db.execute(self._sql, (self.match_expression(parsed), limit)).fetchall()
        return [key for (key,) in rows]
