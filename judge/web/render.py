"""One view, two faces: an HTML page or its JSON twin.

A request wants JSON when it came through the `/api` copy of a blueprint or asks for
`?format=json`. The JSON body is serialised exactly as the CLI prints `--json` (UTF-8, indent 2,
one trailing newline), so `curl …/api/rules/X` and `judge rules show X --json` are identical.
"""

from __future__ import annotations

import json
from typing import Any

from flask import Response, render_template, request

from judge.errors import JudgeError

FORMATS = ("html", "json")


class BadRequest(JudgeError):
    """A query string the site cannot use (bad parameter value)."""


def dumps(data: Any) -> str:
    """The CLI's `--json` serialisation (plus the newline `click.echo` adds)."""
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def wants_json() -> bool:
    if request.path == "/api" or request.path.startswith("/api/"):
        return True
    fmt = request.args.get("format", "html")
    if fmt not in FORMATS:
        raise BadRequest(f"Nieznany format „{fmt}”: dostępne są html i json.")
    return fmt == "json"


def json_response(data: Any, status: int = 200) -> Response:
    return Response(dumps(data), status=status, mimetype="application/json")


def page(template: str, data: Any, *, status: int = 200, **context: Any) -> Response:
    """Render `template` with `data` (and extra presentation `context`), or `data` as JSON."""
    if wants_json():
        return json_response(data, status)
    html = render_template(template, data=data, **context)
    return Response(html, status=status, mimetype="text/html")


def int_arg(name: str, default: int, *, minimum: int = 0, maximum: int | None = None) -> int:
    """An integer query parameter, refused with a Polish message when it is not one."""
    raw = request.args.get(name)
    if raw is None or raw == "":
        return default
    try:
        value = int(raw)
    except ValueError:
        message = f"Parametr „{name}” musi być liczbą całkowitą (podano „{raw[:40]}”)."
        raise BadRequest(message) from None
    if value < minimum or (maximum is not None and value > maximum):
        upper = f" do {maximum}" if maximum is not None else ""
        raise BadRequest(f"Parametr „{name}” musi mieścić się w zakresie od {minimum}{upper}.")
    return value


def choice_arg(name: str, choices: tuple[str, ...]) -> str | None:
    """An optional query parameter restricted to `choices` (empty means not given)."""
    raw = request.args.get(name) or None
    if raw is not None and raw not in choices:
        allowed = ", ".join(choices)
        raise BadRequest(
            f"Nieznana wartość parametru „{name}”: „{raw[:40]}”. Dozwolone: {allowed}."
        )
    return raw
