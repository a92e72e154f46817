"""The application factory.

The corpus, card data and search index are immutable for the life of a process, so the app
holds one `Sources` object (see `judge.web.sources`) and may cache whole responses of pages that
only depend on them (see `judge.web.caching`).
"""

from __future__ import annotations

from typing import Any
from urllib.parse import quote, urlencode

from flask import Flask, request

from judge.config import Settings
from judge.web import admission, caching, errors, helpers, security
from judge.web.scenario_param import MAX_SCENARIO_BYTES
from judge.web.sources import Sources
from judge.web.views import cards, home, lcg_cards, offline, replay, rules, rulings

# Uploads (scenario files, at most MAX_SCENARIO_BYTES) are small YAML documents; a request
# larger than that plus room for the multipart envelope is refused with a 413 and a Polish
# message before Flask reads the body.
MAX_UPLOAD_BYTES = MAX_SCENARIO_BYTES + 16 * 1024

BLUEPRINTS = (home.bp, rules.bp, rulings.bp, cards.bp, lcg_cards.bp, replay.bp)
# Not mirrored under /api: they are files for the browser, not pages.
BROWSER_FILES = (offline.bp,)


def create_app(settings: Settings | None = None, **config: Any) -> Flask:
    """Build the site for `settings` (resolved from the environment when omitted).

    Keyword arguments override Flask config keys (tests pass `TESTING=True`).
    """
    app = Flask(__name__)
    app.config.update(
        MAX_CONTENT_LENGTH=MAX_UPLOAD_BYTES,
        # Forms carry at most a pasted scenario; refuse anything bigger while parsing too.
        MAX_FORM_MEMORY_SIZE=MAX_UPLOAD_BYTES,
        MAX_FORM_PARTS=20,
        JSON_AS_ASCII=False,
        TEMPLATES_AUTO_RELOAD=False,
        SEND_FILE_MAX_AGE_DEFAULT=3600,
    )
    app.config.update(config)
    app.json.ensure_ascii = False  # type: ignore[attr-defined]
    app.jinja_env.trim_blocks = True
    app.jinja_env.lstrip_blocks = True

    app.extensions["judge.sources"] = Sources(settings or Settings.resolve())

    for blueprint in BLUEPRINTS:
        app.register_blueprint(blueprint)
        # The JSON twin of every page: the same view under /api, answering in JSON.
        app.register_blueprint(blueprint, url_prefix="/api", name=f"api_{blueprint.name}")

    for blueprint in BROWSER_FILES:
        app.register_blueprint(blueprint)

    app.add_template_global(json_url)
    helpers.init_app(app)
    security.init_app(app)
    admission.init_app(app)
    errors.init_app(app)
    caching.init_app(app)
    return app


def json_url() -> str:
    """The URL of the current page's JSON twin (`?format=json` added to its query)."""
    pairs = [(key, value) for key, value in request.args.items(multi=True) if key != "format"]
    pairs.append(("format", "json"))
    return f"{quote(request.path)}?{urlencode(pairs)}"
