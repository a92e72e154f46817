"""What makes the site work on a phone at a venue with a poor or no network (issue 14):

* `/manifest.webmanifest`: the site can be installed to the home screen;
* `/sw.js`: a service worker (served from the root so that its scope is the whole site). It
  keeps every page the phone has opened, and the site's style and script, in the browser's
  cache: with the network off, those pages still open; a page never opened says so in Polish.
  Pages are fetched from the network first (a new edition of the rules shows at once) and
  from the cache when the network fails or takes longer than a few seconds.
"""

from __future__ import annotations

from flask import Blueprint, Response, current_app, url_for

from judge.web.render import dumps

bp = Blueprint("offline", __name__)


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
