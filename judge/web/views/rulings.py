"""Rulings: FAQ answers, card clarifications, errata and glossary entries."""

from __future__ import annotations

from flask import Blueprint, Response, request

from judge.web.caching import cached_page
from judge.web.helpers import permalink
from judge.web.render import BadRequest, json_response, page, wants_json
from judge.web.sources import GAME_NAMES, RULING_KIND_NAMES, sources

bp = Blueprint("rulings", __name__)


@bp.get("/rulings")
@cached_page
def index() -> Response:
    """Rulings by kind and game; JSON: `judge rulings list [--kind] [--game] [--card]`."""
    src = sources()
    kind = request.args.get("kind") or None
    game = request.args.get("game") or None
    card = request.args.get("card") or None
    if kind is not None and kind not in RULING_KIND_NAMES:
        raise BadRequest(
            f"Nieznany rodzaj orzeczeń „{kind[:40]}”. Dostępne: {', '.join(RULING_KIND_NAMES)}."
        )
    if game is not None and game not in GAME_NAMES:
        raise BadRequest(f"Nieznana gra „{game[:40]}”. Dostępne: {', '.join(GAME_NAMES)}.")
    found = src.rulings_filtered(kind=kind, game=game, card=card)
    if wants_json():
        ruling_json = src.corpus_json().ruling_json
        return json_response([ruling_json(r) for r in found])
    groups = [
        (kind_id, name, [r for r in found if r.kind == kind_id])
        for kind_id, name in RULING_KIND_NAMES.items()
    ]
    return page(
        "rulings.html",
        None,
        groups=[g for g in groups if g[2]],
        total=len(found),
        kind=kind,
        game=game,
        card=card,
        games=GAME_NAMES,
    )


@bp.get("/rulings/<ruling_id>")
@cached_page
def show(ruling_id: str) -> Response:
    """One ruling at its permalink; JSON: `judge rulings show ID --json`."""
    src = sources()
    corpus = src.corpus()
    ruling = corpus.ruling(ruling_id)
    if wants_json():
        return json_response(src.corpus_json().ruling_json(ruling))
    return page(
        "ruling.html",
        None,
        ruling=ruling,
        document=corpus.document(ruling.document),
        sections=[corpus.section(s) for s in ruling.sections if corpus.has_section(s)],
        cards=_cards(ruling.cards),
        scenarios=src.scenarios_for_ruling(ruling.id),
        permalink=permalink(ruling.url),
    )


def _cards(codes: tuple[str, ...]) -> list[tuple[str, str]]:
    """(code, name) of each card the ruling names; the code alone where the name is unknown."""
    names = []
    database = sources().card_database()
    for code in codes:
        name = database.cards[code].name if code in database else code
        names.append((code, name))
    return names
