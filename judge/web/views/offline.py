"""What makes the site work on a phone at a venue with a poor or no network (issue 14):

* `/manifest.webmanifest`: the site can be installed to the home screen;
* `/sw.js`: a service worker (served from the root so that its scope is the whole site). It
  keeps every page the phone opens, and, once per version of the site, everything listed in
  `/offline.json`: the style and scripts, every rule and ruling page, and the search data;
* `/offline/search.json`: the search index as data (`judge.search.offline`), searched by
  `static/search.js` in the browser with the same lexicon and ranking as the server;
* `/search/offline`: the page the service worker shows for a search (or a page never kept)
  without a network: its script answers from the search data.

Pages are fetched from the network first (a new edition of the rules shows at once) and from
the cache when the network fails, or when it takes longer than a few seconds and the page is
kept (a page never kept waits for a slow server rather than saying there is no network).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from flask import Blueprint, Response, current_app, url_for

from judge.web.caching import cached_page
from judge.web.render import dumps, json_response, page, wants_json
from judge.web.sources import GAME_NAMES, SEARCH_KINDS, sources

bp = Blueprint("offline", __name__)

SHELL = "/search/offline"
SEARCH_DATA = "/offline/search.json"
# Pages every phone keeps besides the rules and rulings (cards are read from the search data
# offline: 1,780 pages would triple what a phone downloads).
INDEX_PAGES = ("/", "/rules", "/rulings", "/rules/diff", "/replay")


@bp.get("/manifest.webmanifest")
def manifest() -> Response:
    data = {
        "name": "Sędzia — zasady i orzeczenia gier Star Wars",
        "short_name": "Sędzia",
        "lang": "pl",
        "start_url": url_for("home.index"),
        "scope": "/",
        "display": "standalone",
        "background_color": "#ffffff",
        "theme_color": "#1f3a5f",
        "icons": [
            {
                "src": url_for("static", filename="icon.svg"),
                "sizes": "any",
                "type": "image/svg+xml",
                "purpose": "any",
            }
        ],
    }
    return Response(dumps(data), mimetype="application/manifest+json")


@bp.get("/sw.js")
def service_worker() -> Response:
    static = current_app.static_folder or ""
    with open(f"{static}/sw.js", encoding="utf-8") as handle:
        script = handle.read()
    response = Response(script, mimetype="application/javascript")
    response.headers["Service-Worker-Allowed"] = "/"
    response.headers["Cache-Control"] = "no-cache"
    return response


def static_files() -> list[str]:
    static = Path(current_app.static_folder or "")
    return sorted(
        url_for("static", filename=path.relative_to(static).as_posix())
        for path in static.rglob("*")
        if path.is_file() and path.name != "sw.js"
    )


def offline_manifest() -> dict[str, Any]:
    """What a phone keeps: the version (a new one replaces the old copy), the page shown for
    a search without a network, and every URL to fetch."""
    src = sources()
    corpus = src.corpus()
    pages = [*INDEX_PAGES, *(s.url for s in corpus.sections), *(r.url for r in corpus.rulings)]
    return {
        "version": src.offline_version(),
        "shell": SHELL,
        "search": SEARCH_DATA,
        "precache": [
            *static_files(),
            url_for("offline.manifest"),
            SHELL,
            SEARCH_DATA,
            *dict.fromkeys(pages),
        ],
    }


@bp.get("/offline.json")
@cached_page
def offline_json() -> Response:
    return json_response(offline_manifest())


@bp.get(SEARCH_DATA)
@cached_page
def search_data() -> Response:
    return Response(sources().offline_search(), mimetype="application/json")


@bp.get(SHELL)
@cached_page
def shell() -> Response:
    """The search page without a server: results come from the search data, in the browser."""
    if wants_json():
        return json_response({"search_data": SEARCH_DATA})
    return page(
        "offline_search.html",
        None,
        games=GAME_NAMES,
        kinds=SEARCH_KINDS,
        search_data=SEARCH_DATA,
        editions=sources().current_editions(),
    )
