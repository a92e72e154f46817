"""Friendly error pages, and JSON errors for the JSON twins — never a traceback.

* HTTP errors (unknown URL, wrong method, oversized upload…) get a Polish explanation.
* `JudgeError`s raised by the library APIs (unknown id, invalid query or scenario) carry their
  own Polish message: 404 for `NotFound`, 400 otherwise.
* Anything else is a bug: logged with its traceback on the server, shown as a plain 500.
"""

from __future__ import annotations

from flask import Flask, Response, render_template, request
from werkzeug.exceptions import HTTPException

from judge.errors import JudgeError, NotFound
from judge.web.render import dumps
from judge.web.scenario_param import MAX_SCENARIO_BYTES

TITLES = {
    400: "Nieprawidłowe zapytanie",
    404: "Nie ma takiej strony",
    405: "Niedozwolona metoda",
    413: "Za duży plik",
    500: "Błąd serwera",
    503: "Niedostępne",
}

MESSAGES = {
    400: "Zapytanie jest nieprawidłowe. Sprawdź adres lub formularz i spróbuj ponownie.",
    404: "Nie znaleziono strony o tym adresie. Skorzystaj z wyszukiwarki lub spisu zasad.",
    405: "Ten adres nie przyjmuje metody {method}. Strony serwisu tylko się czyta.",
    413: "Przesłany plik lub tekst jest za duży: limit wynosi {limit} KB. "
    "Skróć scenariusz i prześlij go ponownie.",
    500: "Coś poszło nie tak po stronie serwera. Błąd został zapisany w dzienniku; "
    "spróbuj ponownie lub wróć na stronę główną.",
}


def _wants_json() -> bool:
    # Not render.wants_json(): a bad ?format= must not raise again while reporting an error.
    return (
        request.path == "/api"
        or request.path.startswith("/api/")
        or request.args.get("format") == "json"
    )


def error_response(status: int, message: str) -> Response:
    if _wants_json():
        body = dumps({"error": {"status": status, "message": message}})
        return Response(body, status=status, mimetype="application/json")
    title = TITLES.get(status, "Błąd")
    html = render_template("error.html", status=status, title=title, message=message)
    return Response(html, status=status, mimetype="text/html")


def init_app(app: Flask) -> None:
    limit_kb = MAX_SCENARIO_BYTES // 1024

    @app.errorhandler(HTTPException)
    def http_error(exc: HTTPException) -> Response:
        status = exc.code or 500
        template = MESSAGES.get(status)
        if template is None:
            message = exc.description or TITLES.get(status, "Błąd")
        else:
            message = template.format(method=request.method, limit=limit_kb)
        response = error_response(status, message)
        if status == 405 and exc.valid_methods:  # type: ignore[attr-defined]
            response.headers["Allow"] = ", ".join(exc.valid_methods)  # type: ignore[attr-defined]
        return response

    @app.errorhandler(JudgeError)
    def judge_error(exc: JudgeError) -> Response:
        status = 404 if isinstance(exc, NotFound) else 400
        return error_response(status, exc.message)

    @app.errorhandler(Exception)
    def unexpected_error(exc: Exception) -> Response:
        app.logger.exception("Unhandled error on %s %s", request.method, request.path)
        return error_response(500, MESSAGES[500])
