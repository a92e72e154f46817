"""The index as data for a browser: the same search, offline (issue 14).

`offline_data(index)` exports what an index directory already stores, so a small script
(`judge/web/static/search.js`) can answer queries on a phone without a server, with the same
words, lemmas and scores:

- the lexicon (`forms` table): which index terms a typed word stands for. Only the column a
  look-up reads is kept: a key with diacritics is read exactly, a key without them folded
  (see `Lexicon._terms`). Keys are grouped by the terms they stand for and front-coded;
- `term_forms`: the corpus forms of each term (which words a snippet highlights);
- the postings of the `body` and `title` fields (`judge.search.postings`): per term, each
  document with the term's weight (title tokens carry the title boost) and positions
  (phrases, the whole-name bonus, the passage a word is in), each document's field length
  as BM25F reads it, and its passages' lengths;
- the units in document order (what a result shows, and its text for the snippet);
- the English aliases, the stop terms and the ranking constants of `judge.search.searcher`,
  so a constant changed there changes the browser's ranking too.

Postings are strings of variable-length integers in a URL-safe alphabet (5 bits a character,
the sixth says "more follows"), far smaller than JSON arrays of numbers. The browser's script
reimplements the ranking of `SearchIndex._search` over these data; `tests/web/` checks that the
two agree on the relevance set.
"""

from __future__ import annotations

import json
import sqlite3
from collections import defaultdict
from collections.abc import Iterable
from typing import Any

from judge.search import games as game_words
from judge.search import query as query_module
from judge.search import searcher as ranking
from judge.search import snippets, spelling
from judge.search.analysis import fold, has_diacritics
from judge.search.build import UNITS_DB
from judge.search.schema import PASSAGE_STRIDE, SEARCH_FIELD, TITLE_FIELD
from judge.search.searcher import SearchIndex

FORMAT = 1
# 64 characters: the first 32 end a number, the last 32 say that more 5-bit groups follow.
DIGITS = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_"
# Term weights are sums of token boosts (4 in a title, 1/8 in a card's Polish reading); kept
# as integers in eighths.
WEIGHT_SCALE = 8


def varints(numbers: Iterable[int]) -> str:
    """Non-negative integers as characters of `DIGITS`, least significant group first."""
    out: list[str] = []
    for number in numbers:
        if number < 0:
            raise ValueError(f"negative number in postings: {number}")
        while number >= 32:
            out.append(DIGITS[32 + (number & 31)])
            number >>= 5
        out.append(DIGITS[number])
    return "".join(out)


def front_coded(keys: Iterable[str]) -> str:
    """Sorted keys separated by spaces, each written as one character of `DIGITS` saying how
    long a prefix it shares with the previous key, then the rest: "obraz obrazy" → "0obraz 5y"."""
    parts: list[str] = []
    previous = ""
    for key in sorted(keys):
        shared = 0
        limit = min(len(previous), len(key), len(DIGITS) - 1)
        while shared < limit and previous[shared] == key[shared]:
            shared += 1
        parts.append(DIGITS[shared] + key[shared:])
        previous = key
    return " ".join(parts)


def _lexicon(connection: sqlite3.Connection) -> dict[str, list[str]]:
    """The look-up tables as "terms\\tfront-coded keys" lines, one per set of terms."""
    exact: dict[str, list[str]] = defaultdict(list)
    folded: dict[str, list[str]] = defaultdict(list)
    for form, exact_terms, folded_terms in connection.execute(
        "SELECT form, exact, folded FROM forms"
    ):
        if has_diacritics(form):
            if exact_terms:
                exact[exact_terms].append(form)
        elif folded_terms:
            folded[folded_terms].append(form)
    for table in (exact, folded):
        for keys in table.values():
            if any(" " in key or "\t" in key or not key for key in keys):
                raise ValueError("a lexicon key is empty or holds a separator")
    return {
        name: [f"{terms}\t{front_coded(keys)}" for terms, keys in sorted(table.items())]
        for name, table in (("exact", exact), ("folded", folded))
    }


def _postings(index: SearchIndex, field: str, term_ids: dict[str, int]) -> list[str]:
    """Per term (in `term_ids` order): varints of (document gap, weight in eighths, number of
    positions, position gaps...) for each document holding it."""
    encoded = [""] * len(term_ids)
    for term, number in term_ids.items():
        found = index.postings.raw(field, term)
        if found is None:
            continue
        values: list[int] = []
        previous_doc = -1
        for doc, weight, positions in found:
            scaled = weight * WEIGHT_SCALE
            if scaled != int(scaled):
                raise ValueError(f"weight {weight} of {term!r} is not in eighths")
            values.extend((doc - previous_doc - 1, int(scaled), len(positions)))
            previous_position = 0
            for position in positions:
                values.append(position - previous_position)
                previous_position = position
            previous_doc = doc
        encoded[number] = varints(values)
    return encoded


def offline_data(index: SearchIndex) -> dict[str, Any]:
    """Everything the browser's search needs, as one JSON-ready dictionary."""
    postings = index.postings
    doc_count = postings.doc_count
    body_terms = sorted(postings.terms(SEARCH_FIELD))
    term_ids = {term: number for number, term in enumerate(body_terms)}
    if not set(postings.terms(TITLE_FIELD)) <= term_ids.keys():
        raise ValueError("a title term is missing from the body field")
    fields = (SEARCH_FIELD, TITLE_FIELD)
    lengths = {field: list(postings.lengths[field]) for field in fields}
    average = {field: postings.averages[field] for field in fields}
    encoded = {field: _postings(index, field, term_ids) for field in fields}
    connection = sqlite3.connect(f"file:{index.directory / UNITS_DB}?mode=ro", uri=True)
    try:
        units_json = dict(connection.execute("SELECT key, json FROM units"))
        lexicon = _lexicon(connection)
        # In the table's order: the speller's vocabulary is read in it.
        term_forms = dict(connection.execute("SELECT term, forms FROM term_forms ORDER BY term"))
    finally:
        connection.close()
    keys = postings.keys

    units = []
    for key in keys:
        unit = json.loads(units_json[key])
        units.append(
            [
                unit["id"],
                unit["kind"],
                unit["game"],
                unit["document"],
                unit["title"],
                unit["citation"],
                unit["url"],
                1 if unit.get("superseded") else 0,
                unit.get("names", []),
                unit["text"],
            ]
        )
    # In the table's order: matching by lemma tries the terms in it.
    aliases = [
        [list(key), [[list(e.words), sorted(e.games)] for e in expansions]]
        for key, expansions in index.aliases._table.items()
    ]
    return {
        "format": FORMAT,
        "index": index.meta.get("key", ""),
        "digits": DIGITS,
        "weight_scale": WEIGHT_SCALE,
        "ranking": {
            "B": ranking.BM25_B,
            "K1": ranking.BM25_K1,
            "stop_boost": ranking.STOP_BOOST,
            "common_share": ranking.COMMON_SHARE,
            "superseded_factor": ranking.SUPERSEDED_FACTOR,
            "kind_factors": ranking.KIND_FACTORS,
            "candidates": ranking.CANDIDATES,
            "exact_title_factor": ranking.EXACT_TITLE_FACTOR,
            "form_title_factor": ranking.FORM_TITLE_FACTOR,
            "max_proximity_words": ranking.MAX_PROXIMITY_WORDS,
            "whole_name_boost": ranking.WHOLE_NAME_BOOST,
            "other_game_factor": ranking.OTHER_GAME_FACTOR,
            "passage_weight": ranking.PASSAGE_WEIGHT,
            "passage_b": ranking.PASSAGE_B,
            "passage_stride": PASSAGE_STRIDE,
        },
        "games": {
            "names": [
                [game, [list(name) for name in names]]
                for game, names in game_words.GAME_NAMES.items()
            ],
            "labels": game_words.GAME_LABELS,
            "prepositions": sorted(game_words.PREPOSITIONS),
            "max_ending": game_words.MAX_ENDING,
        },
        "spelling": {
            "min_length": spelling.MIN_LENGTH,
            "two_edits_from": spelling.TWO_EDITS_FROM,
        },
        "query": {
            "max_chars": query_module.MAX_QUERY_CHARS,
            "max_clauses": query_module.MAX_CLAUSES,
            "min_prefix_chars": query_module.MIN_PREFIX_CHARS,
            "max_prefixes": query_module.MAX_PREFIXES,
            "refused_prefixes": query_module.REFUSED_PREFIXES,
        },
        "snippet": {"chars": snippets.SNIPPET_CHARS, "lead": snippets._LEAD_CHARS},
        "stop_terms": sorted(ranking.STOP_TERMS),
        "docs": doc_count,
        "average_length": average,
        "lengths": lengths,
        # Per document: passage number, words, passage number, words, ...
        "passages": [
            [n for item in sorted(lengths_of.items()) for n in item]
            for lengths_of in postings.passages
        ],
        "passage_average": postings.passage_average,
        "terms": body_terms,
        "postings": encoded,
        "lexicon": lexicon,
        "term_forms": term_forms,
        "units": units,
        "aliases": aliases,
    }


def folded_words(words: Iterable[str]) -> list[tuple[str, str, bool]]:
    """`(word, fold(word), has_diacritics(word))`: what the browser's folding must agree with."""
    return [(word, fold(word), has_diacritics(word)) for word in words]
