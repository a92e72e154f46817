"""The search library API: what the CLI and the web app call (no subprocesses).

    from judge.search.api import search, ensure_index

    ensure_index(settings)            # at start-up: builds the index if needed
    response = search("obrazenia od kosci", settings=settings, game="destiny", limit=10)
    for result in response.results:
        result.title, result.citation, result.url, result.snippet, result.segments

Errors: `search` raises only `judge.errors.JudgeError` (`QueryError` for a bad query, game,
kind or limit; a `JudgeError` when the sources cannot be loaded), each with a Polish message.
Malformed but searchable input falls back to plain words: unbalanced quotes, operators,
punctuation, control characters (see `judge.search.query`); `response.notes` says what was
ignored. An empty query, `*` alone or a query over 500 characters is a `QueryError`.

Snippets: `SearchResult.snippet` is **HTML**: the passage's text HTML-escaped, query words
wrapped in `<mark>`. It is safe to insert as markup (`snippet_markup()` returns it as
`markupsafe.Markup` for Jinja). `SearchResult.segments` is the same snippet as plain
`(text, hit)` segments for views that render highlights themselves; the terminal uses those.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from judge.config import Settings
from judge.corpus.model import GAMES
from judge.errors import JudgeError
from judge.search.lifecycle import (
    DAMAGE,
    close_indexes,
    ensure_index,
    index_needs_build,
    open_index,
    repair_index,
)
from judge.search.query import QueryError, parse_query
from judge.search.searcher import SearchHit, SearchIndex
from judge.search.snippets import Segment, to_html, to_plain
from judge.search.units import UNIT_KINDS

__all__ = [
    "MAX_LIMIT",
    "SearchResponse",
    "SearchResult",
    "close_indexes",
    "ensure_index",
    "index_info",
    "index_needs_build",
    "offline_data",
    "search",
    "search_index",
]

MAX_LIMIT = 100


@dataclass(frozen=True)
class SearchResult:
    id: str
    kind: str
    game: str
    document: str
    title: str
    breadcrumb: tuple[str, ...]
    citation: str
    url: str
    snippet: str  # HTML: escaped text, hits in <mark>
    segments: tuple[Segment, ...]
    text: str
    score: float
    superseded: bool = False

    @classmethod
    def from_hit(cls, hit: SearchHit) -> SearchResult:
        unit = hit.unit
        return cls(
            id=unit.id,
            kind=unit.kind,
            game=unit.game,
            document=unit.document,
            title=unit.title,
            breadcrumb=unit.breadcrumb,
            citation=unit.citation,
            url=unit.url,
            snippet=to_html(hit.segments),
            segments=tuple(hit.segments),
            text=unit.text,
            score=round(hit.score, 4),
            superseded=unit.superseded,
        )

    @property
    def snippet_text(self) -> str:
        return to_plain(list(self.segments))

    def snippet_markup(self) -> Any:
        """The snippet as `markupsafe.Markup` (it is escaped already)."""
        from markupsafe import Markup

        return Markup(self.snippet)

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "kind": self.kind,
            "game": self.game,
            "document": self.document,
            "title": self.title,
            "breadcrumb": list(self.breadcrumb),
            "citation": self.citation,
            "url": self.url,
            "snippet": self.snippet,
            "segments": [{"text": s.text, "hit": s.hit} for s in self.segments],
            "text": self.text,
            "score": self.score,
            "superseded": self.superseded,
        }


@dataclass(frozen=True)
class SearchResponse:
    query: str
    results: tuple[SearchResult, ...]
    total: int  # matching units (the results are the best `limit` of them)
    game: str | None = None
    kind: str | None = None
    notes: tuple[str, ...] = field(default=())  # what the parser ignored, in Polish

    def to_json_text(self) -> str:
        """The JSON document `judge search --json` prints (the site's JSON twin uses it too)."""
        return json.dumps(self.to_json(), ensure_ascii=False, indent=2)

    def to_json(self) -> dict[str, Any]:
        return {
            "query": self.query,
            "game": self.game,
            "kind": self.kind,
            "total": self.total,
            "notes": list(self.notes),
            "results": [result.to_json() for result in self.results],
        }


def _check_filters(game: str | None, kind: str | None, limit: int) -> None:
    if game is not None and game not in GAMES:
        raise QueryError(f"Nieznana gra „{game}”; dostępne: {', '.join(GAMES)}.")
    if kind is not None and kind not in UNIT_KINDS:
        raise QueryError(f"Nieznany rodzaj „{kind}”; dostępne: {', '.join(UNIT_KINDS)}.")
    if not isinstance(limit, int) or not 1 <= limit <= MAX_LIMIT:
        raise QueryError(f"Liczba wyników musi być od 1 do {MAX_LIMIT}.")


def search_index(
    index: SearchIndex,
    query: str,
    *,
    game: str | None = None,
    kind: str | None = None,
    limit: int = 10,
) -> SearchResponse:
    """Search an open index (see `search` for the arguments and errors)."""
    _check_filters(game, kind, limit)
    parsed = parse_query(query)
    hits, total, search_notes = index.search(parsed, game=game, kind=kind, limit=limit)
    return SearchResponse(
        query=query,
        results=tuple(SearchResult.from_hit(hit) for hit in hits),
        total=total,
        game=game,
        kind=kind,
        notes=parsed.notes + search_notes,
    )


def search(
    query: str,
    *,
    settings: Settings,
    game: str | None = None,
    kind: str | None = None,
    limit: int = 10,
) -> SearchResponse:
    """Search rules, rulings and cards; the index of `settings` is built on first use.

    `game`: "destiny", "lcg" or "swm"; `kind`: "rule", "faq", "clarification", "errata",
    "glossary" or "card"; `limit`: 1..100. Raises only `JudgeError` (see the module docstring).
    """
    _check_filters(game, kind, limit)
    parse_query(query)  # a bad query fails before the index is touched
    try:
        return search_index(open_index(settings), query, game=game, kind=kind, limit=limit)
    except DAMAGE:
        # A segment damaged after the index was opened (a truncated file): rebuilt, asked again.
        repair_index(settings)
    try:
        return search_index(open_index(settings), query, game=game, kind=kind, limit=limit)
    except DAMAGE as exc:
        raise JudgeError(
            f"Wyszukiwanie nie powiodło się ({type(exc).__name__}) także po odbudowaniu "
            "indeksu. Sprawdź dysk i katalog danych (--data-dir, JUDGE_DATA)."
        ) from None


def index_info(settings: Settings) -> dict[str, Any]:
    """Where the current index is and what it holds (builds it if needed)."""
    index = open_index(settings)
    return {"path": str(index.directory), **index.meta}


def index_path(settings: Settings) -> Path:
    return ensure_index(settings)


def offline_data(settings: Settings) -> dict[str, Any]:
    """The index as data for the browser's own search (`judge.search.offline`): lexicon,
    postings, units and ranking constants; JSON-ready. Builds the index if needed."""
    from judge.search.offline import offline_data as export

    return export(open_index(settings))
