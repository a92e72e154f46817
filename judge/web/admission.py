"""Admission control for the pages that compute: an uncached search and a replay.

Every request shares one process and two cores. A cached page is answered by the cache
middleware in well under a millisecond, but a search nobody asked before, or a replay, costs
milliseconds to seconds of CPU. Fifty connections sending such requests (one attacker, or a
crowd pressing reload) would queue every other visitor behind them: in the probe of issue 18 a
rule page took over a second. So at most `HEAVY_SLOTS` computing requests run at once; a request
that finds no slot within `HEAVY_WAIT_S` is answered at once with 503, a Polish message and
`Retry-After`, and its worker thread is free again for the next visitor. A judge who meets it
at a venue simply repeats the search a second later (`judge bench web` reports how often).
"""

from __future__ import annotations

import threading

from flask import Flask, Response, g, request

from judge.web.errors import error_response

HEAVY_SLOTS = 4
HEAVY_WAIT_S = 0.05
# Endpoints that compute per request (their /api twins too).
HEAVY_ENDPOINTS = frozenset({"home.search", "replay.index", "replay.upload", "replay.compare"})
BUSY_MESSAGE = (
    "Serwer jest w tej chwili zajęty liczeniem innych wyszukiwań lub przebiegów. "
    "Spróbuj ponownie za sekundę."
)


def _is_heavy(endpoint: str | None) -> bool:
    if endpoint is None:
        return False
    return endpoint.removeprefix("api_") in HEAVY_ENDPOINTS


def init_app(app: Flask) -> None:
    slots = threading.BoundedSemaphore(int(app.config.get("JUDGE_HEAVY_SLOTS", HEAVY_SLOTS)))
    wait_s = float(app.config.get("JUDGE_HEAVY_WAIT_S", HEAVY_WAIT_S))

    @app.before_request
    def admit() -> Response | None:
        if not _is_heavy(request.endpoint):
            return None
        if not slots.acquire(timeout=wait_s):
            response = error_response(503, BUSY_MESSAGE)
            response.headers["Retry-After"] = "1"
            return response
        g.judge_heavy_slot = True
        return None

    @app.teardown_request
    def release(_exc: BaseException | None) -> None:
        if g.pop("judge_heavy_slot", False):
            slots.release()
