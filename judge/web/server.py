"""Starting the site: warm the data, build the search index if needed, run waitress."""

from __future__ import annotations

import ipaddress
import logging
import socket
from collections.abc import Callable

from flask import Flask

from judge.config import Settings
from judge.web.app import create_app

Echo = Callable[[str], None]


def prepare(settings: Settings, echo: Echo = print, **config: object) -> Flask:
    """Create the app (with Flask `config` overrides, e.g. `PUBLIC_URL`) and load what every
    request needs, so the first visitor does not wait.

    The search index is built here on first start (it can take a few seconds), and we say so.
    """
    app = create_app(settings, **config)
    app.extensions["judge.sources"].warm_up(echo)
    return app


def lan_address() -> str | None:
    """This machine's address in its local network (the interface of the default route), or
    None when it has none. A UDP "connection" sends no packet: it only picks the route."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))  # TEST-NET-1: never answers, never needs to
            address = str(probe.getsockname()[0])
        except OSError:
            return None
    if ipaddress.ip_address(address).is_loopback or address == "0.0.0.0":
        return None
    return address


def run(
    app: Flask,
    *,
    host: str,
    port: int,
    threads: int,
    echo: Echo = print,
    announce: Callable[[int], None] | None = None,
) -> None:
    """Serve `app` with waitress until interrupted (`announce` gets the bound port)."""
    from waitress.server import create_server

    # Under load waitress warns "Task queue depth is N" for every request that waits for a
    # thread: at 50 concurrent connections that is a log line per request, costing CPU and
    # flooding the terminal, and says nothing a judge can act on.
    logging.getLogger("waitress.queue").setLevel(logging.ERROR)
    server = create_server(app, host=host, port=port, threads=threads, ident="judge")
    bound_port = server.effective_port
    shown_host = f"[{host}]" if ":" in host else host
    echo(f"Serwis działa pod adresem http://{shown_host}:{bound_port}/ (Ctrl+C kończy).")
    if announce is not None:
        announce(bound_port)
    try:
        server.run()
    except KeyboardInterrupt:
        echo("Zatrzymano serwis.")
    finally:
        server.close()
