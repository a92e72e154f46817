"""Home page and search."""

from __future__ import annotations

from typing import Any

from flask import Blueprint, Response, request

from judge.web.caching import cached_page
from judge.web.render import BadRequest, int_arg, json_response, page, wants_json
from judge.web.sources import GAME_NAMES, SEARCH_KINDS, sources

bp = Blueprint("home", __name__)

# Longer queries are refused here rather than sent to the index: nobody types that at a table.
MAX_QUERY_CHARS = 500


@bp.get("/")
def index() -> Response:
    data = {
        "name": "judge",
        "pages": {
            "search": "/search?q=…&game=…&kind=…",
            "rules": "/rules",
            "rule": "/rules/<id>",
            "rulings": "/rulings",
            "ruling": "/rulings/<id>",
            "card": "/cards/<code>",
            "replay": "/replay",
        },
        "json": "append ?format=json to any page, or prefix its path with /api",
    }
    return page("home.html", data, games=GAME_NAMES)


@bp.get("/search")
@cached_page  # the index does not change while the process runs
def search() -> Response:
    query = request.args.get("q", "")
    # game, kind and limit are validated by the search room (the CLI's own messages).
    game = request.args.get("game") or None
    kind = request.args.get("kind") or None
    limit = int_arg("limit", 10, minimum=1) if request.args.get("limit") else None
    if len(query) > MAX_QUERY_CHARS:
        raise BadRequest(f"Zapytanie jest za długie: najwyżej {MAX_QUERY_CHARS} znaków.")
    context: dict[str, Any] = {
        "query": query,
        "game": game,
        "kind": kind,
        "games": GAME_NAMES,
        "kinds": SEARCH_KINDS,
    }
    if not query.strip() and not wants_json():
        return page("search.html", None, response=None, **context)
    response = sources().search(query, game=game, kind=kind, limit=limit)
    if wants_json():
        return json_response(response.to_json())
    return page(
        "search.html", None, response=response, rows=by_edition(response.results), **context
    )


def by_edition(results: Any) -> list[tuple[Any, list[Any]]]:
    """Results with each previous-edition section folded under its current one when both
    were found (it would otherwise take the next place with the same text)."""
    current_of = sources().current_editions()
    found = {result.id for result in results}
    earlier: dict[str, list[Any]] = {}
    rows: list[Any] = []
    for result in results:
        current = current_of.get(result.id) if result.superseded else None
        if current is not None and current != result.id and current in found:
            earlier.setdefault(current, []).append(result)
        else:
            rows.append(result)
    return [(result, earlier.get(result.id, [])) for result in rows]
