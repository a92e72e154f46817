"""Card pages: text, die faces, the parsed ability AST and the rulings naming the card."""

from __future__ import annotations

from typing import Any

from flask import Blueprint, redirect, request, url_for
from flask.typing import ResponseReturnValue

from judge.web.caching import cached_page
from judge.web.render import page, wants_json
from judge.web.sources import sources

bp = Blueprint("cards", __name__)


@bp.get("/cards/<code>")
@cached_page
def show(code: str) -> ResponseReturnValue:
    src = sources()
    card = src.card(code)
    if card.code != code:  # a rulebook reference (r137, D37): send to the permalink
        query: dict[str, Any] = dict(request.args)
        return redirect(url_for(request.endpoint or ".show", code=card.code, **query))
    if wants_json():
        return page("card.html", src.card_json(card))
    return page(
        "card.html",
        None,
        card=card,
        parsed=src.card_json(card)["parse"],
        rulings=src.rulings_naming_card(card.code),
    )
