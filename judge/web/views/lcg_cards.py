"""LCG card pages: `/cards/lcg/<id>` (and its JSON twin, `judge cards lcg show ID --json`):
the record, the text with unparsed lines marked, the ability tree, and whether the engine
executes the text as written."""

from __future__ import annotations

from flask import Blueprint
from flask.typing import ResponseReturnValue

from judge.cards.lcg.parse import parse_text
from judge.cards.lcg.records import load_cached, no_cards_message
from judge.cards.lcg.show import card_json, render_tree
from judge.engine.lcg.coverage import problems
from judge.errors import NotFound
from judge.web.caching import cached_page
from judge.web.render import page
from judge.web.sources import sources

bp = Blueprint("lcg_cards", __name__)


@bp.get("/cards/lcg/<ident>")
@cached_page
def show(ident: str) -> ResponseReturnValue:
    path = sources().settings.lcg_cards_path
    if path is None:
        raise NotFound(no_cards_message())
    card = load_cached(path).get(ident)
    data = card_json(card)
    parsed = parse_text(card.text, card.type) if card.text else None
    engine = [
        {"text": ability.text, "reason": reason}
        for ability, reason in (problems(parsed) if parsed else [])
    ]
    return page(
        "lcg_card.html",
        data,
        card=card,
        parse=data["parse"],
        trees=[render_tree(a) for a in parsed.abilities] if parsed else [],
        engine=engine,
    )
