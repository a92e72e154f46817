"""The replay viewer: step through a scenario, fork at a decision, compare two branches.

Nothing is stored on the server (the site has no write endpoint): a scenario is either one of
the shipped golden scenarios, named by `?scenario=`, or a pasted/uploaded file carried in the
URL itself (`?s=`, compressed), so every step of every replay has a permalink. Decisions are
given as on the CLI, `?decide=KEY=VALUE` (repeatable). The view renders the engine's step JSON
and never computes a rule itself.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from flask import Blueprint, Response, redirect, request, url_for
from flask.typing import ResponseReturnValue

from judge.engine.api import parse_decision
from judge.errors import JudgeError
from judge.web.render import BadRequest, int_arg, json_response, page, wants_json
from judge.web.scenario_param import MAX_SCENARIO_BYTES, pack, read_upload, unpack
from judge.web.sources import sources

bp = Blueprint("replay", __name__)

# The step list around the current step shows this many steps on each side (small pages).
TIMELINE_RADIUS = 15
# A scenario token longer than this would make an unwieldy URL (waitress accepts 256 KB).
MAX_TOKEN_CHARS = 120_000


def decision_param(key: str, value: Any) -> str:
    """The `decide=` value for a decision (JSON is valid YAML, so it parses back the same)."""
    return f"{key}={json.dumps(value, ensure_ascii=False)}"


class Source:
    """Where the replayed scenario comes from, and how to link back to it."""

    def __init__(self) -> None:
        self.name = request.args.get("scenario") or None
        self.token = request.args.get("s") or None
        if self.name and self.token:
            raise BadRequest("Podaj albo „scenario”, albo „s”, nie oba naraz.")
        src = sources()
        if self.name:
            self.scenario = src.scenario(self.name)
            self.cache_key = f"name:{self.name}"
        elif self.token:
            if len(self.token) > MAX_TOKEN_CHARS:
                raise BadRequest("Odnośnik do scenariusza jest za długi.")
            self.scenario = src.scenario_from_text(unpack(self.token))
            self.cache_key = f"token:{self.token}"
        else:
            raise BadRequest("Nie wskazano scenariusza.")
        raw = request.args.getlist("decide")
        self.decide = raw
        self.decisions = dict(parse_decision(item) for item in raw)

    def args(self, **extra: Any) -> dict[str, Any]:
        """Query arguments naming this scenario and its decisions, plus `extra`."""
        base: dict[str, Any] = {"scenario": self.name} if self.name else {"s": self.token}
        base["decide"] = list(self.decide)
        base.update(extra)
        return base

    def replay(self, decisions: dict[str, Any] | None = None) -> Any:
        chosen = self.decisions if decisions is None else decisions
        result = sources().replay(self.cache_key, self.scenario, chosen)
        result.require_asked(chosen)
        return result


TEMPLATE = Path(__file__).resolve().parents[1] / "scenario_template.yaml"


@bp.get("/replay")
def index() -> Response:
    if request.args.get("scenario") or request.args.get("s"):
        return show_step()
    scenarios = sources().scenarios()
    if wants_json():
        return json_response(scenarios)
    text = TEMPLATE.read_text("utf-8") if request.args.get("szablon") else ""
    return index_page(text)


def index_page(text: str = "", error: str | None = None, status: int = 200) -> Response:
    """The list of scenarios and the form, with `text` in it (kept after an `error`: then
    the form comes alone, with a link to the list)."""
    return page(
        "replay_index.html",
        None,
        status=status,
        scenarios=None if error else sources().scenarios(),
        max_kb=MAX_SCENARIO_BYTES // 1024,
        text=text,
        error=error,
    )


@bp.get("/replay/schemat.json")
def schema() -> Response:
    """The scenario format (JSON Schema), linked from the form."""
    path = sources().engine().scenarios_dir() / "scenario.schema.json"
    return Response(path.read_text("utf-8"), mimetype="application/json")


@bp.post("/replay")
def upload() -> ResponseReturnValue:
    """A pasted or uploaded scenario: validated, then shown from its first step's permalink.

    The JSON twin (`POST /api/replay`) answers with the whole replay, as `judge replay FILE
    --json` prints it.
    """
    text = read_upload(request)
    src = sources()
    try:
        scenario = src.scenario_from_text(text)  # ScenarioError lists every problem
    except JudgeError as exc:
        if wants_json():
            raise
        return index_page(text, exc.message, status=400)  # the text stays in the form
    token = pack(text)
    if wants_json():
        return json_response(src.replay(f"token:{token}", scenario, {}).to_json())
    if len(token) > MAX_TOKEN_CHARS:
        raise BadRequest(
            "Scenariusz jest poprawny, ale po skompresowaniu nadal za duży, by zapisać go "
            "w odnośniku. Usuń zbędne karty lub akcje."
        )
    return redirect(url_for(".index", s=token, step=0), code=303)


def show_step() -> Response:
    source = Source()
    result = source.replay()
    last = len(result.steps) - 1
    step_given = request.args.get("step") not in (None, "")
    step = int_arg("step", 0, minimum=0)
    if step > last:
        raise BadRequest(f"Krok {step} poza zakresem: scenariusz ma kroki 0..{last}.")
    if wants_json():
        if not step_given:
            return json_response(result.to_json())
        # exactly `judge replay FILE --step N --json`
        data = {
            "format": getattr(sources().engine(), "JSON_FORMAT", "judge-replay/1"),
            "scenario": result.to_json()["scenario"],
            "step": result.step_json(step),
        }
        return json_response(data)
    first = max(0, step - TIMELINE_RADIUS)
    return page(
        "replay_step.html",
        None,
        source=source,
        result=result,
        scenario=result.scenario,
        step=step,
        last=last,
        current=result.step_json(step),
        timeline=result.steps[first : step + TIMELINE_RADIUS + 1],
        timeline_cut=(first > 0, step + TIMELINE_RADIUS < last),
        decision_param=decision_param,
    )


@bp.get("/replay/compare")
def compare() -> Response:
    """Fork at a decision and show both branches side by side."""
    source = Source()
    original = source.replay()
    at = int_arg("at", 0, minimum=0, maximum=max(0, len(original.steps) - 1))
    key = request.args.get("key", "").strip()
    if not key:
        raise BadRequest("Podaj klucz decyzji („key”), od której rozwidlić odtwarzanie.")
    raw_value = request.args.get("value", "")
    _, value = parse_decision(f"{key}={raw_value}")
    key = original.occurrence_at(key, at)  # the fork changes this one decision: `KEY#n`
    try:
        forked = original.fork(at_step=at, decisions={key: value})
    except JudgeError:
        raise
    except RuntimeError as exc:  # the engine's ForkError: a bug on its side, say so plainly
        raise BadRequest(f"Nie udało się rozwidlić odtwarzania w kroku {at}: {exc}") from None
    forked.require_asked([key], from_step=at)
    engine = sources().engine()
    comparison = engine.compare(original, forked)
    if wants_json():
        return json_response(
            {
                "format": "judge-replay/1",
                "scenario": original.to_json()["scenario"],
                "fork": {"step": at, "key": key, "value": value},
                "compare": comparison,
                "a": original.to_json(),
                "b": forked.to_json(),
            }
        )
    return page(
        "replay_compare.html",
        None,
        source=source,
        scenario=original.scenario,
        at=at,
        key=key,
        value=value,
        a=original,
        b=forked,
        comparison=comparison,
        a_last=original.step_json(len(original.steps) - 1),
        b_last=forked.step_json(len(forked.steps) - 1),
        decision_param=decision_param,
    )
