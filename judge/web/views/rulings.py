"""Rulings: FAQ answers, card clarifications, errata and glossary entries."""

from __future__ import annotations

from flask import Blueprint, Response

from judge.web.caching import cached_page
from judge.web.render import choice_arg, page
from judge.web.sources import GAME_NAMES, RULING_KIND_NAMES, sources

bp = Blueprint("rulings", __name__)


@bp.get("/rulings")
@cached_page
def index() -> Response:
    kind = choice_arg("kind", tuple(RULING_KIND_NAMES))
    game = choice_arg("game", tuple(GAME_NAMES))
    data = sources().rulings_list(kind=kind, game=game)
    return page("rulings.html", data, kind=kind, game=game)


@bp.get("/rulings/<ruling_id>")
@cached_page
def show(ruling_id: str) -> Response:
    data = sources().ruling(ruling_id)
    return page("ruling.html", data)
