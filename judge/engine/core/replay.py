"""A replay of a scenario, whatever its game: steps, states, forks, the step JSON.

`run_replay(game, scenario, decisions)` runs the game's engine and wraps the log in a `Replay`:
`steps`, `state_at(n)` (the fold of steps 0..n), `board_at(n)`, `step_json(n)` (the generic
step frame plus the game's board and what is in flight), `fork(at_step, decisions)` and
`compare` (where two branches part, and the final facts that differ). The step JSON is
documented in `judge/engine/README.md`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from judge.engine.core.branch import Branch, compare_branches, occurrence_key
from judge.engine.core.errors import EngineStop, ScenarioError
from judge.engine.core.events import Event
from judge.engine.core.expect import Mismatch
from judge.engine.core.game import Game
from judge.engine.core.log import EventLog
from judge.engine.core.runner import Asker
from judge.engine.core.scenario import Scenario
from judge.errors import JudgeError

JSON_FORMAT = "judge-replay/1"


def run_replay(
    game: Game,
    scenario: Scenario,
    decisions: Mapping[str, Any] | None = None,
    *,
    asker: Asker | None = None,
    validate: Sequence[str] | bool | None = None,
) -> Replay:
    """Run the scenario (with `decisions` overriding the file's) and return the replay.

    `asker(key, question, options, default, decider)`, when given, is asked for every decision
    no input gives (instead of applying its default); the answers become inputs of the
    replay, so forks of it replay them without asking again. `validate` is passed to the
    game (Destiny: "team", "deck", or True for both)."""
    inputs = {**scenario.decisions, **(decisions or {})}

    def runner(given: Mapping[str, Any]) -> EventLog[Any]:
        return game.run(scenario, given, validate=validate).log

    try:
        run = game.run(scenario, inputs, asker=asker, validate=validate)
    except EngineStop as stop:
        # What happened up to the stop, for the reader (`stop.replay.steps`).
        if stop.log is not None:
            branch = Branch(log=stop.log, decisions=inputs, runner=runner)
            stop.replay = Replay(game=game, scenario=scenario, branch=branch)
        raise
    if asker is not None:
        inputs = dict(run.decisions)
    result = Replay(
        game=game, scenario=scenario, branch=Branch(log=run.log, decisions=inputs, runner=runner)
    )
    overridden = set(decisions or ())
    result.require_file_decisions_taken(
        [k for k in scenario.decisions if k not in overridden], run.used
    )
    return result


@dataclass
class Replay:
    game: Game
    scenario: Scenario
    branch: Branch[Any]
    _states: dict[int, Any] = field(default_factory=dict, repr=False)
    warnings: list[str] = field(default_factory=list)

    @property
    def log(self) -> EventLog[Any]:
        return self.branch.log

    @property
    def steps(self) -> tuple[Event, ...]:
        return self.log.events

    @property
    def final(self) -> Any:
        return self.log.state

    def state_at(self, step: int) -> Any:
        """The state once step `step` has happened (the fold of events 0..step)."""
        if step not in self._states:
            self._states[step] = self.log.state_at(step)
        return self._states[step]

    def board_at(self, step: int) -> dict[str, Any]:
        return self.game.board_view(self.state_at(step), self.scenario)

    def fork(self, at_step: int, decisions: Mapping[str, Any]) -> Replay:
        """Replay again with other `decisions` from step `at_step` on (earlier decisions are
        pinned); the two logs share steps 0..at_step-1. A fork changes one decision: a key
        `KEY#n` its n-th occurrence, a plain `KEY` its first occurrence at or after `at_step`
        (a later, unrelated use of the same key keeps its own input: "vader.use = no" at the
        Guardian window does not also decline Vader's later "po tym" ability)."""
        addressed = {self.occurrence_at(key, at_step): value for key, value in decisions.items()}
        return dataclasses.replace(
            self, branch=self.branch.fork(at_step, addressed), _states={}, warnings=[]
        )

    def occurrence_at(self, key: str, at_step: int) -> str:
        """`KEY#n` for the first occurrence of decision `key` at or after `at_step` (a key
        that already names an occurrence, or is not taken from there on, is returned as is)."""
        if "#" in key:
            return key
        for event in self.steps[at_step:]:
            if event.decision is not None and event.decision.key == key:
                return occurrence_key(key, _occurrence(event))
        return key

    def check(self) -> list[Mismatch]:
        """Mismatches between the replay and the scenario's `expect:` (empty: all met)."""
        return self.game.check(self.scenario.expect, self.steps, self.final)

    def decisions_taken(self) -> list[dict[str, Any]]:
        return [
            {"step": e.index, "occurrence": _occurrence(e), **e.decision.to_json()}
            for e in self.steps
            if e.decision is not None
        ]

    def decision_steps(self) -> dict[str, list[int]]:
        """The steps at which each decision was taken, under every key a user may give for it:
        the plain key (every occurrence) and `key#n` (its n-th occurrence)."""
        steps: dict[str, list[int]] = {}
        for event in self.steps:
            if event.decision is None:
                continue
            occurrence = _occurrence(event)
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
        if _ended_before_play(self.steps):
            return
        asked = self.decision_steps()
        taken = set(asked) | set(used)
        listing = _listing(asked)
        known = self.game.known_ids(self.scenario)
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
        """The citation of a cited id: a corpus section or ruling, else what the game says of
        an id of its own (optional `Game.citation`, e.g. a rule whose authority is the card
        text because the rules documents are silent)."""
        own = getattr(self.game, "citation", None)
        corpus = self._corpus
        if corpus is None:
            return own(ident) if callable(own) else None
        try:
            if corpus.has_section(ident):
                return str(corpus.section(ident).citation)
            if corpus.has_ruling(ident):
                return str(corpus.ruling(ident).citation)
        except Exception:
            return None
        return own(ident) if callable(own) else None

    def step_json(self, step: int) -> dict[str, Any]:
        """The step frame (same for every game) with the game's board and what is in flight."""
        event = self.steps[step]
        after = self.state_at(step)
        body = event.to_json()
        body["changes"] = (
            changes(self.game.facts(self.state_at(step - 1)), self.game.facts(after))
            if step > 0
            else []
        )
        if body["decision"] is not None:  # which occurrence of its key: a fork names it
            body["decision"]["occurrence"] = _occurrence(event)
        body.update(self.game.frame(after))
        body["citations"] = [{"id": c, "citation": self.citation(c)} for c in event.cites]
        body["board"] = self.game.board_view(after, self.scenario)
        return body

    def to_json_header(self) -> dict[str, Any]:
        """The `scenario` part of the JSON: id, game, title, case, file, sources, seed."""
        return {
            "id": self.scenario.id,
            "game": self.scenario.game,
            "title": self.scenario.title,
            "case": self.scenario.case,
            "file": self.scenario.path.name if self.scenario.path else None,
            "sources": dict(self.scenario.sources),
            "seed": getattr(self.final, "seed", None),
        }

    def to_json(self, *, with_check: bool = False) -> dict[str, Any]:
        data: dict[str, Any] = {
            "format": JSON_FORMAT,
            "scenario": self.to_json_header(),
            "steps": [self.step_json(i) for i in range(len(self.steps))],
            "decisions": self.decisions_taken(),
            "result": {
                "winner": getattr(self.final, "winner", None),
                "result": getattr(self.final, "result", None),
            },
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


def _occurrence(event: Event) -> int:
    return int(event.extra.get("occurrence", 1)) if event.extra else 1


def _ended_before_play(steps: Sequence[Event]) -> bool:
    """The game ended before any action (an illegal team or deck refused before play)."""
    for event in steps:
        if event.type == "action":
            return False
        if event.type == "game_over":
            return True
    return False


def _listing(asked: Mapping[str, list[int]]) -> str:
    """The decision keys a replay takes (plain keys, not `key#n`), for a refusal message."""
    plain = sorted({key for key in asked if "#" not in key})
    return ", ".join(plain) if plain else "żadne"


def changes(before: Mapping[str, Any], after: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The facts that differ between two states: `[{path, before, after}]`."""
    return [
        {"path": key, "before": before.get(key), "after": after.get(key)}
        for key in sorted(set(before) | set(after))
        if before.get(key) != after.get(key)
    ]


def compare(a: Replay, b: Replay) -> dict[str, Any]:
    """Where two replays of one scenario part, and how their final states differ."""
    return compare_branches(a.branch, b.branch, a.game.facts).to_json()
