"""A toy game played through the core alone (no Destiny): the smallest complete example of
"Adding a game" (judge/engine/README.md), and a proof that the runner, scenario loading,
replays, forks, `expect:` and the registry need nothing of Destiny.

The toy: each player in turn adds a number to a shared total (`add: N`) or a random number
(`roll: 6`); before an addition the card "bonus" may double it (an optional decision asked at
each addition, `bonus.use`). A total of 20 or more wins.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import pytest

from judge.config import Settings
from judge.engine.core.errors import EngineStop, ScenarioError
from judge.engine.core.events import Event
from judge.engine.core.expect import Mismatch, check_steps
from judge.engine.core.game import Game, Registry, Run
from judge.engine.core.log import EventLog
from judge.engine.core.replay import Replay, compare, run_replay
from judge.engine.core.runner import Asker, Runner
from judge.engine.core.scenario import Scenario, parse_yaml, validate_and_build


@dataclass(frozen=True)
class Toy:
    seed: int = 0
    draws: int = 0
    total: int = 0
    turn: str = "P1"
    winner: str | None = None
    result: str | None = None


def apply(state: Toy, event: Event) -> Toy:
    data = event.data
    if event.type == "setup":
        return Toy(seed=data["seed"], turn=data["turn"])
    if event.type == "add":
        state = replace(state, total=state.total + data["n"])
        return replace(state, draws=state.draws + 1) if data.get("random") else state
    if event.type == "turn":
        return replace(state, turn=data["player"])
    if event.type == "game_over":
        return replace(state, winner=data["winner"], result=data["result"])
    if event.type in ("decided", "refused"):
        return state
    raise ValueError(f"unknown event type {event.type}")


RULES = {"setup": "toy.setup", "add": "toy.add", "bonus": "toy.bonus", "win": "toy.win"}


class ToyEngine(Runner[Toy]):
    def __init__(self, setup: Mapping[str, Any], decisions: Mapping[str, Any]) -> None:
        super().__init__(
            initial=Toy(),
            reducer=apply,
            cite=lambda key: RULES.get(key, key),
            decisions=decisions,
            max_steps=int(setup.get("max_steps", 100)),
            actions=setup.get("actions", ()),
            action_kinds=("add", "roll"),
        )
        self.setup = setup

    def play(self) -> EventLog[Toy]:
        self.emit("setup", "Start.", {"seed": self.setup.get("seed", 0), "turn": "P1"})
        while (entry := self.feed.next()) is not None and self.s.winner is None:
            player = self.s.turn
            if entry.kind == "roll":
                n, random = self.random_index(int(entry.data["roll"])) + 1, True
            else:
                n, random = int(entry.data["add"]), False
            if n < 0:
                self.emit("refused", f"{player}: liczba ujemna.", {"player": player})
                continue
            if self.decide(
                "bonus.use",
                decider=player,
                rule="bonus",
                options=[True, False],
                default=False,
                question="Podwoić?",
            ):
                n *= 2
            self.emit("add", f"{player} dodaje {n}.", {"n": n, "random": random}, rules=("add",))
            if self.s.total >= 20:
                self.emit("game_over", f"Wygrywa {player}.", {"winner": player, "result": "20"})
            else:
                other = "P2" if player == "P1" else "P1"
                self.emit("turn", f"Tura {other}.", {"player": other})
        return self.log


SCHEMA: dict[str, Any] = {
    "type": "object",
    "additionalProperties": False,
    "required": ["game", "actions"],
    "properties": {
        "game": {"const": "toy"},
        "title": {"type": "string"},
        "seed": {"type": "integer"},
        "max_steps": {"type": "integer", "minimum": 1},
        "actions": {"type": "array", "items": {"type": "object"}},
        "decisions": {"type": "object"},
        "expect": {"type": "object"},
    },
}


class ToyGame:
    name = "toy"
    title = "Zabawka"
    board_template = "boards/toy.html"

    def schema(self) -> Mapping[str, Any]:
        return SCHEMA

    def build(
        self,
        data: Mapping[str, Any],
        *,
        name: str,
        settings: Settings | None,
        cards_path: Path | str | None,
    ) -> Scenario:
        if any("add" in a and "roll" in a for a in data["actions"]):
            raise ScenarioError([("actions", "add albo roll, nie oba")])
        return Scenario(
            id=name or "toy",
            title=data.get("title", "toy"),
            game=self.name,
            data=data,
            setup=data,
            expect=data.get("expect") or {},
            decisions=data.get("decisions") or {},
        )

    def run(
        self,
        scenario: Scenario,
        decisions: Mapping[str, Any],
        *,
        asker: Asker | None = None,
        validate: Sequence[str] | bool | None = None,
    ) -> Run:
        engine = ToyEngine(scenario.setup, decisions)
        return Run(log=engine.run(), decisions=dict(engine.decisions), used=engine.used_decisions)

    def rules(self) -> Mapping[str, str]:
        return RULES

    def board_view(self, state: Toy, scenario: Scenario) -> dict[str, Any]:
        return {"total": state.total, "turn": state.turn}

    def frame(self, state: Toy) -> dict[str, Any]:
        return {}

    def facts(self, state: Toy) -> dict[str, Any]:
        return {"total": state.total, "winner": state.winner}

    def check(
        self, expect: Mapping[str, Any], events: Sequence[Event], state: Toy
    ) -> list[Mismatch]:
        out = check_steps(expect, events)
        if "total" in expect and expect["total"] != state.total:
            out.append(("expect.total", expect["total"], state.total))
        return out

    def known_ids(self, scenario: Scenario) -> set[str]:
        return {"bonus", "P1", "P2"}

    def state_lines(self, step: Mapping[str, Any]) -> list[str]:
        return [f"  suma {step['board']['total']}"]

    def bench(self, settings: Settings, repetitions: int) -> dict[str, Any]:
        return {}


def _check_protocol(game: Game) -> Game:  # mypy checks ToyGame against the protocol here
    return game


REGISTRY = Registry(default="toy")
REGISTRY.add("toy", lambda: _check_protocol(ToyGame()))


def load(text: str) -> Scenario:
    data = parse_yaml(text)
    game = REGISTRY.get(data.get("game"))
    return validate_and_build(
        data,
        game.schema(),
        lambda d: game.build(d, name="t", settings=None, cards_path=None),
    )


def play(text: str, decisions: Mapping[str, Any] | None = None) -> Replay:
    scenario = load(text)
    return run_replay(REGISTRY.get(scenario.game), scenario, decisions)


GAME = """
game: toy
actions: [{add: 3}, {add: 4}, {add: 5}, {add: 6}]
expect:
  total: 18
  order: [add, "add n=6"]
  decisions: {bonus.use: {count: 4, default: true}}
"""


def test_a_replay_of_the_toy_game_meets_its_expect() -> None:
    r = play(GAME)
    assert r.final.total == 18
    assert r.check() == []
    step = r.step_json(2)
    assert step["board"] == {"total": 3, "turn": "P1"}
    assert step["changes"] == [{"path": "total", "before": 0, "after": 3}]
    assert step["cites"] == ["toy.add"]
    assert r.to_json()["scenario"]["game"] == "toy"


def test_a_fork_at_one_occurrence_changes_only_that_decision() -> None:
    r = play(GAME)
    second = [e.index for e in r.steps if e.decision is not None][1]
    fork = r.fork(second, {"bonus.use#2": True})
    assert [e.data["n"] for e in fork.steps if e.type == "add"] == [3, 8, 5, 6]
    # A plain key addresses the occurrence at the fork, not every later one (issue 13: in C09,
    # declining Vader's Guardian must not also decline his later "po tym" ability).
    plain = r.fork(second, {"bonus.use": True})
    assert [e.data["n"] for e in plain.steps if e.type == "add"] == [3, 8, 5, 6]
    assert plain.step_json(second)["decision"]["occurrence"] == 2
    diff = compare(r, fork)
    assert diff["step"] == second and diff["differences"] == {
        "total": [18, 22],
        "winner": [None, "P2"],
    }


def test_a_mismatch_and_an_illegal_decision_are_reported() -> None:
    r = play(GAME, {"bonus.use#1": True})
    assert ("expect.total", 18, 21) in r.check()
    with pytest.raises(ScenarioError) as error:
        play(GAME, {"bonus.use": "maybe"})
    assert error.value.problems[0][0] == "decisions.bonus.use"


def test_chance_is_an_input_and_replays_identically() -> None:
    text = "game: toy\nseed: 7\nactions: [{roll: 6}, {roll: 6}, {roll: 6}]\n"
    a, b = play(text), play(text)
    assert [e.data for e in a.steps] == [e.data for e in b.steps]
    assert a.final.draws == 3


def test_the_step_cap_stops_with_the_steps_so_far() -> None:
    text = "game: toy\nmax_steps: 5\nactions: [{add: 1}, {add: 1}, {add: 1}, {add: 1}]\n"
    with pytest.raises(EngineStop) as stop:
        play(text)
    assert stop.value.exit_code == 3
    assert len(stop.value.replay.steps) == 5


def test_schema_and_meaning_problems_come_together() -> None:
    with pytest.raises(ScenarioError) as error:
        load("game: toy\nactions: [{add: 1, roll: 2}]\ncolour: red\n")
    paths = [p for p, _ in error.value.problems]
    assert "(cały plik)" in paths and "actions" in paths


def test_an_unknown_game_is_refused_at_the_game_key() -> None:
    from judge.engine.api import load_scenario_text

    with pytest.raises(ScenarioError) as error:
        load_scenario_text("game: chess\nplayers: {}\n")
    assert error.value.problems[0][0] == "game"
    assert "destiny" in error.value.problems[0][1]
