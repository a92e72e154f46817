"""Rule sections: the index of documents and the citable page of each section."""

from __future__ import annotations

from flask import Blueprint, Response

from judge.web.caching import cached_page
from judge.web.render import page
from judge.web.sources import sources

bp = Blueprint("rules", __name__)


@bp.get("/rules")
@cached_page
def index() -> Response:
    data = sources().rules_index()
    return page("rules.html", data)


@bp.get("/rules/<section_id>")
@cached_page
def show(section_id: str) -> Response:
    data = sources().rule(section_id)
    return page("rule.html", data)
