"""Starting the site: warm the data, build the search index if needed, run waitress."""

from __future__ import annotations

import logging
from collections.abc import Callable

from flask import Flask

from judge.config import Settings
from judge.web.app import create_app

Echo = Callable[[str], None]


def prepare(settings: Settings, echo: Echo = print) -> Flask:
    """Create the app and load what every request needs, so the first visitor does not wait.

    The search index is built here on first start (it can take a few seconds), and we say so.
    """
    app = create_app(settings)
    app.extensions["judge.sources"].warm_up(echo)
    return app


def run(app: Flask, *, host: str, port: int, threads: int, echo: Echo = print) -> None:
    """Serve `app` with waitress until interrupted."""
    from waitress.server import create_server

    # Under load waitress warns "Task queue depth is N" for every request that waits for a
    # thread: at 50 concurrent connections that is a log line per request, costing CPU and
    # flooding the terminal, and says nothing a judge can act on.
    logging.getLogger("waitress.queue").setLevel(logging.ERROR)
    server = create_server(app, host=host, port=port, threads=threads, ident="judge")
    bound_port = server.effective_port
    shown_host = f"[{host}]" if ":" in host else host
    echo(f"Serwis działa pod adresem http://{shown_host}:{bound_port}/ (Ctrl+C kończy).")
    try:
        server.run()
    except KeyboardInterrupt:
        echo("Zatrzymano serwis.")
    finally:
        server.close()
