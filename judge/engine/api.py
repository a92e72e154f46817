"""The engine's library API (used by `judge replay` and by the web viewer, in-process).

    from judge.engine.api import load_scenario, replay, compare
    scenario = load_scenario("rulings/scenarios/c55-dooku-ackbar.yaml", cards_path=...)
    r = replay(scenario, {"dooku.use": True})
    r.steps[4].text, r.state_at(4), r.board_at(4), r.step_json(4)
    other = r.fork(at_step=12, decisions={"order": ["jango", "raider"]})
    compare(r, other)            # where they part and how their final states differ
    r.to_json()                  # identical to `judge replay FILE --json`

Invalid scenarios raise `ScenarioError` (a `JudgeError`, exit 2) listing every problem with
its path in the file; an engine stop (unparsed card text, a loop at the step cap) raises
`EngineStop` (exit 3). The step JSON is documented in `judge/engine/README.md`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

from judge.config import Settings
from judge.engine.core.branch import Branch, compare_branches, occurrence_key
from judge.engine.core.events import Event
from judge.engine.core.log import EventLog
from judge.engine.destiny import expect as expectations
from judge.engine.destiny import views
from judge.engine.destiny.engine import Engine
from judge.engine.destiny.errors import EngineStop, ScenarioError
from judge.engine.destiny.scenario import Scenario, load_path, load_text, validation_checks
from judge.engine.destiny.state import GameState
from judge.errors import JudgeError
from judge.resources import rulings_dir

__all__ = [
    "EngineStop",
    "Replay",
    "Scenario",
    "ScenarioError",
    "compare",
    "list_scenarios",
    "load_scenario",
    "load_scenario_text",
    "parse_decision",
    "replay",
    "scenarios_dir",
]

JSON_FORMAT = "judge-replay/1"


def _database(cards_path: Path | str | None, settings: Settings | None) -> Any:
    from judge.cards.db import load_card_database

    path = cards_path if cards_path is not None else (settings.cards_path if settings else None)
    return load_card_database(path)


def parse_decision(text: str) -> tuple[str, Any]:
    """`KEY=VALUE` (as `judge replay --decide` and the site's `?decide=` take it) → (key,
    value); the value is read as YAML (`tak`, `[jango, raider]`, `{rey: 2}`)."""
    import yaml

    if "=" not in text:
        raise JudgeError(
            f"Decyzja ma postać KLUCZ=WARTOŚĆ (np. dooku.use=tak); podano „{text[:60]}”."
        )
    key, raw = text.split("=", 1)
    try:
        value = yaml.safe_load(raw) if raw.strip() else None
    except yaml.YAMLError:
        value = raw
    return key.strip(), value


def load_scenario(
    path: Path | str, *, cards_path: Path | str | None = None, settings: Settings | None = None
) -> Scenario:
    """Load and validate a scenario file (cards by code come from the card database)."""
    return load_path(path, _database(cards_path, settings))


def load_scenario_text(
    text: str,
    *,
    name: str = "",
    cards_path: Path | str | None = None,
    settings: Settings | None = None,
) -> Scenario:
    """Load and validate a scenario given as YAML text (an upload or a paste)."""
    return load_text(text, _database(cards_path, settings), name=name)


def scenarios_dir() -> Path:
    return rulings_dir() / "scenarios"


def list_scenarios() -> list[dict[str, Any]]:
    """The shipped scenarios: file, id (also as `name`), title, note case, ruling and section
    ids."""
    import yaml

    out = []
    for path in sorted(scenarios_dir().glob("*.yaml")):
        try:
            data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        except (OSError, yaml.YAMLError):
            continue
        sources = data.get("sources") or {}
        out.append(
            {
                "file": path.name,
                "id": data.get("id") or path.stem,
                "name": data.get("id") or path.stem,
                "title": data.get("title") or path.stem,
                "case": data.get("case"),
                "rulings": list(sources.get("rulings") or []),
                "sections": list(sources.get("sections") or []),
            }
        )
    return out


def replay(
    scenario: Scenario,
    decisions: Mapping[str, Any] | None = None,
    *,
    asker: Any = None,
    validate: Sequence[str] | bool | None = None,
) -> Replay:
    """Run the scenario (with `decisions` overriding the file's) and return the replay.

    `asker(key, question, options, default, decider)`, when given, is asked for every decision
    no input gives (instead of applying its default); the answers become inputs of the
    replay, so forks of it replay them without asking again. `validate` ("team", "deck", or
    True for both) checks the players' team and deck building before play, as the scenario's
    own `validate:` does."""
    inputs = {**scenario.setup.decisions, **(decisions or {})}
    setup = scenario.setup
    if validate:
        setup = dataclasses.replace(setup, validate=validation_checks(validate))

    def runner(given: Mapping[str, Any]) -> EventLog[GameState]:
        return Engine(setup, given).run()

    engine = Engine(setup, inputs, asker=asker)
    try:
        log = engine.run()
    except EngineStop as stop:
        # What happened up to the stop, for the reader (`stop.replay.steps`).
        if stop.log is not None:
            stop.replay = Replay(
                scenario=scenario, branch=Branch(log=stop.log, decisions=inputs, runner=runner)
            )
        raise
    if asker is not None:
        inputs = dict(engine.decisions)
    result = Replay(scenario=scenario, branch=Branch(log=log, decisions=inputs, runner=runner))
    overridden = set(decisions or ())
    result.require_file_decisions_taken(
        [k for k in scenario.setup.decisions if k not in overridden], engine.used_decisions
    )
    return result


@dataclass
class Replay:
    scenario: Scenario
    branch: Branch[GameState]
    _states: dict[int, GameState] = field(default_factory=dict, repr=False)
    warnings: list[str] = field(default_factory=list)

    @property
    def log(self) -> EventLog[GameState]:
        return self.branch.log

    @property
    def steps(self) -> tuple[Event, ...]:
        return self.log.events

    @property
    def final(self) -> GameState:
        return self.log.state

    def state_at(self, step: int) -> GameState:
        """The state once step `step` has happened (the fold of events 0..step)."""
        if step not in self._states:
            self._states[step] = self.log.state_at(step)
        return self._states[step]

    def board_at(self, step: int) -> dict[str, Any]:
        return views.board_view(self.state_at(step), self.scenario.setup.cards)

    def fork(self, at_step: int, decisions: Mapping[str, Any]) -> Replay:
        """Replay again with other `decisions` from step `at_step` on (earlier decisions are
        pinned); the two logs share steps 0..at_step-1."""
        return Replay(scenario=self.scenario, branch=self.branch.fork(at_step, decisions))

    def check(self) -> list[tuple[str, Any, Any]]:
        """Mismatches between the replay and the scenario's `expect:` (empty: all met)."""
        return expectations.check(self.scenario.expect, self.steps, self.final)

    def decisions_taken(self) -> list[dict[str, Any]]:
        return [
            {"step": e.index, **e.decision.to_json()} for e in self.steps if e.decision is not None
        ]

    def decision_steps(self) -> dict[str, list[int]]:
        """The steps at which each decision was taken, under every key a user may give for it:
        the plain key (every occurrence) and `key#n` (its n-th occurrence)."""
        steps: dict[str, list[int]] = {}
        for event in self.steps:
            if event.decision is None:
                continue
            occurrence = int(event.extra.get("occurrence", 1)) if event.extra else 1
            for name in (event.decision.key, occurrence_key(event.decision.key, occurrence)):
                steps.setdefault(name, []).append(event.index)
        return steps

    def require_asked(self, keys: Iterable[str], *, from_step: int = 0) -> None:
        """Refuse decisions given by the user that this replay never takes at or after
        `from_step`: a mistyped key would otherwise change nothing without a word."""
        asked = self.decision_steps()
        for key in keys:
            steps = asked.get(key, [])
            if any(s >= from_step for s in steps):
                continue
            if steps:
                raise JudgeError(
                    f"Decyzja „{key}” zapada w kroku {steps[0]}, przed krokiem {from_step}: "
                    f"rozwidl odtwarzanie najpóźniej w kroku {steps[-1]}."
                )
            raise JudgeError(
                f"Decyzja „{key}” nie pada w tym odtwarzaniu. Decyzje, które padają: "
                f"{_listing(asked)}."
            )

    def require_file_decisions_taken(self, keys: Iterable[str], used: Iterable[str] = ()) -> None:
        """Check the scenario's own `decisions:` keys against the decisions this replay takes.

        A key naming no card, die or player of the scenario (`nosuchcard.target`) is a typo
        that would otherwise change nothing without a word: exit 2, one problem per key at
        `decisions.<key>`, listing the keys that are taken. A key about something that exists
        but is never asked (a scenario may state what a player would choose to show that the
        rules never let him: „Następnie” not following) is kept as a warning (`warnings`).
        `used` adds the keys the engine read without a step (a single legal outcome). Not
        checked when the game ended before play (an illegal team or deck)."""
        if any(e.type in ("team_check", "deck_check") for e in self.steps) and not any(
            e.type == "action" for e in self.steps
        ):
            return
        asked = self.decision_steps()
        taken = set(asked) | set(used)
        listing = _listing(asked)
        setup = self.scenario.setup.board
        known = set(setup.cards) | set(setup.dice) | set(setup.players)
        problems = []
        for key in keys:
            if key in taken:
                continue
            subject = key.split("#", 1)[0].rsplit(".", 1)[0] if "." in key else None
            if subject is not None and subject not in known:
                problems.append(
                    (
                        f"decisions.{key}",
                        f"nie ma karty, kości ani gracza „{subject}” w scenariuszu, a decyzja "
                        f"nie pada w tym odtwarzaniu; padają: {listing}",
                    )
                )
            else:
                self.warnings.append(
                    f"decisions.{key}: ta decyzja nie pada w tym odtwarzaniu (nie ma na nią "
                    f"miejsca); padają: {listing}"
                )
        if problems:
            raise ScenarioError(problems)

    @cached_property
    def _corpus(self) -> Any:
        try:
            from judge.corpus.store import load_corpus

            return load_corpus()
        except Exception:  # the corpus is optional for replays
            return None

    def citation(self, ident: str) -> str | None:
        corpus = self._corpus
        if corpus is None:
            return None
        try:
            if corpus.has_section(ident):
                return corpus.section(ident).citation
            if corpus.has_ruling(ident):
                return corpus.ruling(ident).citation
        except Exception:
            return None
        return None

    def step_json(self, step: int) -> dict[str, Any]:
        event = self.steps[step]
        before = self.state_at(step - 1) if step > 0 else None
        after = self.state_at(step)
        body = event.to_json()
        body["changes"] = views.changes(before, after) if before is not None else []
        body.update(views.timing_view(after))
        body["citations"] = [{"id": c, "citation": self.citation(c)} for c in event.cites]
        body["board"] = views.board_view(after, self.scenario.setup.cards)
        return body

    def to_json_header(self) -> dict[str, Any]:
        """The `scenario` part of the JSON: id, title, case, file, sources, seed."""
        return {
            "id": self.scenario.id,
            "title": self.scenario.title,
            "case": self.scenario.case,
            "file": self.scenario.path.name if self.scenario.path else None,
            "sources": dict(self.scenario.sources),
            "seed": self.final.seed,
        }

    def to_json(self, *, with_check: bool = False) -> dict[str, Any]:
        data: dict[str, Any] = {
            "format": JSON_FORMAT,
            "scenario": self.to_json_header(),
            "steps": [self.step_json(i) for i in range(len(self.steps))],
            "decisions": self.decisions_taken(),
            "result": {"winner": self.final.winner, "result": self.final.result},
            "contested": [e.index for e in self.steps if e.contested is not None],
            "refused": [e.index for e in self.steps if e.type == "refused"],
            "warnings": list(self.warnings),
        }
        if with_check:
            mismatches = self.check()
            data["check"] = {
                "ok": not mismatches,
                "mismatches": [
                    {"path": p, "expected": exp, "actual": act} for p, exp, act in mismatches
                ],
            }
        return data


def _listing(asked: Mapping[str, list[int]]) -> str:
    """The decision keys a replay takes (plain keys, not `key#n`), for a refusal message."""
    plain = sorted({key for key in asked if "#" not in key})
    return ", ".join(plain) if plain else "żadne"


def compare(a: Replay, b: Replay) -> dict[str, Any]:
    """Where two replays of one scenario part, and how their final states differ."""
    return compare_branches(a.branch, b.branch, views.facts).to_json()
