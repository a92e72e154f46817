"""The replay viewer: step through a scenario, fork at a decision, compare two branches.

Nothing is stored on the server (the site has no write endpoint): a scenario is either one of
the shipped golden scenarios, named by `?scenario=`, or a pasted/uploaded file carried in the
URL itself (`?s=`, compressed), so every step of every replay has a permalink.
"""

from __future__ import annotations

from flask import Blueprint, Response, redirect, request, url_for

from judge.web.render import BadRequest, page
from judge.web.scenario_param import MAX_SCENARIO_BYTES, pack, read_upload
from judge.web.sources import sources

bp = Blueprint("replay", __name__)


@bp.get("/replay")
def index() -> Response:
    if request.args.get("scenario") or request.args.get("s"):
        return step()
    data = {"scenarios": sources().scenarios(), "max_bytes": MAX_SCENARIO_BYTES}
    return page("replay_index.html", data)


@bp.post("/replay")
def upload() -> Response:
    """Accept a pasted or uploaded scenario and redirect to its first step's permalink."""
    text = read_upload(request)
    sources().check_scenario(text)
    return redirect(url_for(".index", s=pack(text), step=0), code=303)


def step() -> Response:
    raise BadRequest("Odtwarzanie nie jest jeszcze gotowe.")
