"""Rule sections: the index of documents, the citable page of each section, the edition diff."""

from __future__ import annotations

from flask import Blueprint, Response, request

from judge.web.caching import cached_page
from judge.web.helpers import permalink
from judge.web.render import BadRequest, json_response, page, wants_json
from judge.web.sources import GAME_NAMES, sources

bp = Blueprint("rules", __name__)


@bp.get("/rules")
@cached_page
def index() -> Response:
    """Every document's table of contents; JSON: `judge rules list [--game] [--document]`."""
    src = sources()
    corpus = src.corpus()
    game = request.args.get("game") or None
    document = request.args.get("document") or None
    if game is not None and game not in GAME_NAMES:
        raise BadRequest(f"Nieznana gra „{game[:40]}”. Dostępne: {', '.join(GAME_NAMES)}.")
    if document is not None:
        corpus.document(document)  # NotFound with the list of documents
    sections = [
        s
        for s in corpus.sections
        if (game is None or s.game == game) and (document is None or s.document == document)
    ]
    if wants_json():
        section_json = src.corpus_json().section_json
        return json_response([section_json(s) for s in sections])
    documents = [
        (corpus.documents[doc_id], [s for s in sections if s.document == doc_id])
        for doc_id in corpus.documents
        if any(s.document == doc_id for s in sections)
    ]
    return page("rules.html", None, documents=documents, game=game, games=GAME_NAMES)


@bp.get("/rules/diff")
@cached_page
def diff() -> Response:
    """The previous and current Destiny RR compared; JSON: `judge rules diff [--all]`."""
    src = sources()
    corpus = src.corpus()
    show_all = request.args.get("all") in ("1", "true", "tak")
    result = corpus.diff()
    if wants_json():
        from judge.corpus.diff import diff_json

        return json_response(diff_json(result, include_unchanged=show_all))
    changes = [c for c in result.changes if show_all or c.status != "unchanged"]
    return page(
        "rules_diff.html",
        None,
        diff=result,
        changes=changes,
        show_all=show_all,
        old=corpus.document(result.old_document),
        new=corpus.document(result.new_document),
    )


@bp.get("/rules/<section_id>")
@cached_page
def show(section_id: str) -> Response:
    """One section at its permalink; JSON: `judge rules show ID --json`."""
    src = sources()
    corpus = src.corpus()
    section = corpus.section(section_id)
    if wants_json():
        return json_response(src.corpus_json().section_json(section, corpus))
    return page(
        "rule.html",
        None,
        section=section,
        document=corpus.document(section.document),
        ancestors=corpus.ancestors(section.id),
        children=corpus.children(section.id),
        previous=corpus.previous(section.id),
        next=corpus.next(section.id),
        rulings=corpus.rulings_citing_section(section.id),
        scenarios=src.scenarios_citing_section(section.id),
        change=src.edition_changes().get(section.id),
        permalink=permalink(section.url),
    )
