"""Writing an index directory from search units.

An index directory holds:

- `units.sqlite`: every unit as JSON (what results show), the lexicon tables, and the
  postings (see `judge.search.postings`). Whoosh indexes the lemma streams (see
  `judge.search.schema`: tokens, boosts, positions, field lengths) in a `whoosh/`
  subdirectory, whose postings are copied into the table; it is deleted when the build ends;
- `meta.json`: the key the index was built for, counts and build time. It is written last,
  so a directory without it is not a finished index.

`build_index` writes into the directory it is given; `judge.search.lifecycle` gives it a
temporary one and swaps it into place when it is complete.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
import time
from collections import Counter
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from whoosh import index as whoosh_index

from judge.search.analysis import ANALYZER_VERSION
from judge.search.lexicon import LexiconBuilder
from judge.search.postings import write_postings
from judge.search.schema import (
    SEARCH_FIELD,
    TITLE_FIELD,
    body_stream,
    build_schema,
    passage_lengths,
)
from judge.search.units import SearchUnit

WHOOSH_DIR = "whoosh"
UNITS_DB = "units.sqlite"
META_FILE = "meta.json"

Progress = Callable[[int, int], None]  # (done, total)


def _context(unit: SearchUnit) -> tuple[str, ...]:
    """Headings indexed with a unit's text: a section's parents, a card's subtypes. Not a
    ruling's document and kind, nor a card's "Karty › Postać": words that a large share of the
    units would share, which only dilutes them."""
    if unit.kind == "rule":
        return tuple(crumb for crumb in unit.breadcrumb if crumb != unit.title)
    if unit.kind == "card":
        return unit.breadcrumb[2:]
    return ()


def _subsection_titles(units: list[SearchUnit]) -> dict[str, list[str]]:
    """The titles of each rule section's direct subsections ("Słowa kluczowe": "Strażnik",
    "Zasadzka", ...), indexed with the section at a low weight: a question naming a keyword
    also reaches the general rule of the section above it."""
    by_id = {unit.id: unit for unit in units if unit.kind == "rule"}
    titles: dict[str, list[str]] = {}
    for unit in by_id.values():
        parent = by_id.get(unit.id.rsplit(".", 1)[0]) if "." in unit.id else None
        if parent is not None:
            titles.setdefault(parent.key, []).append(unit.title)
    return titles


def build_index(
    units: Iterable[SearchUnit],
    directory: Path,
    *,
    key: str = "",
    progress: Progress | None = None,
    builder: LexiconBuilder | None = None,
    keep_whoosh: bool = False,
) -> dict[str, Any]:
    """Index `units` into `directory` (created, must be new or empty); returns the meta data.
    `keep_whoosh` keeps the Whoosh index the postings were copied from (to check them)."""
    started = time.perf_counter()
    unit_list = list(units)
    seen: set[str] = set()
    unique_units: list[SearchUnit] = []
    for unit in unit_list:  # a duplicate id would make results ambiguous: first one wins
        if unit.key not in seen:
            seen.add(unit.key)
            unique_units.append(unit)
    directory.mkdir(parents=True, exist_ok=True)
    builder = builder or LexiconBuilder()

    whoosh_dir = directory / WHOOSH_DIR
    whoosh_dir.mkdir()
    ix = whoosh_index.create_in(str(whoosh_dir), build_schema())
    writer = ix.writer(limitmb=128)
    total = len(unique_units)
    subsections = _subsection_titles(unique_units)
    passages: list[dict[int, int]] = []  # each unit's passage lengths
    for done, unit in enumerate(unique_units, start=1):
        titles = " ; ".join((unit.title, *unit.names))
        context = " ; ".join((*_context(unit), *unit.mentions))
        title_stream = builder.lemma_stream(titles)
        body = body_stream(
            title_stream,
            builder.lemma_stream(context),
            (builder.lemma_stream(line) for line in unit.text.split("\n")),
            builder.lemma_stream("\n".join((unit.reading, *subsections.get(unit.key, ())))),
        )
        passages.append(passage_lengths(body))
        writer.add_document(
            key=unit.key,
            kind=unit.kind,
            game=unit.game,
            document=unit.document,
            title=title_stream,
            body=body,
        )
        if progress is not None and (done % 200 == 0 or done == total):
            progress(done, total)
    writer.commit(optimize=True)  # one segment: docnums are plain and stable

    tables = builder.finish()
    connection = sqlite3.connect(directory / UNITS_DB)
    try:
        connection.execute("CREATE TABLE units (key TEXT PRIMARY KEY, json TEXT) WITHOUT ROWID")
        connection.executemany(
            "INSERT INTO units VALUES (?, ?)",
            ((unit.key, json.dumps(unit.to_json(), ensure_ascii=False)) for unit in unique_units),
        )
        tables.write(connection)
        with ix.searcher() as searcher:
            write_postings(
                searcher, (SEARCH_FIELD, TITLE_FIELD), unique_units, passages, connection
            )
        connection.commit()
    finally:
        connection.close()
    ix.close()
    if not keep_whoosh:
        shutil.rmtree(whoosh_dir)  # searches read the postings copied out of it

    meta = {
        "key": key,
        "analyzer_version": ANALYZER_VERSION,
        "docs": total,
        "docs_by_kind": dict(sorted(Counter(unit.kind for unit in unique_units).items())),
        "docs_by_document": dict(sorted(Counter(unit.document for unit in unique_units).items())),
        "lexicon_forms": len(set(tables.exact) | set(tables.folded)),
        "build_seconds": round(time.perf_counter() - started, 3),
        "built_at": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
    }
    (directory / META_FILE).write_text(json.dumps(meta, indent=2), encoding="utf-8")
    return meta
