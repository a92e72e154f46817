"""Card pages: text, die faces, the parsed ability AST and the rulings naming the card."""

from __future__ import annotations

from flask import Blueprint, Response

from judge.web.caching import cached_page
from judge.web.render import page
from judge.web.sources import sources

bp = Blueprint("cards", __name__)


@bp.get("/cards/<code>")
@cached_page
def show(code: str) -> Response:
    data = sources().card(code)
    return page("card.html", data)
