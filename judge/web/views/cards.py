"""Card pages: text, die faces, the parsed ability AST and the rulings naming the card."""

from __future__ import annotations

from flask import Blueprint, Response, redirect, request, url_for

from judge.web.caching import cached_page
from judge.web.render import page, wants_json
from judge.web.sources import sources

bp = Blueprint("cards", __name__)


@bp.get("/cards/<code>")
@cached_page
def show(code: str) -> Response:
    src = sources()
    card = src.card(code)
    if card.code != code:  # a rulebook reference (r137, D37): send to the permalink
        return redirect(url_for(request.endpoint or ".show", code=card.code, **request.args))
    if wants_json():
        return page("card.html", src.card_json(card))
    return page(
        "card.html",
        None,
        card=card,
        parsed=src.card_json(card)["parse"],
        rulings=src.rulings_naming_card(card.code),
    )
