"""Properties of the event log on real replays: any prefix folds to the state the engine saw,
the state survives a JSON round trip, folding never mutates earlier states, and a fork at a
decision shares the prefix and can then differ."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from judge.engine.api import compare, load_scenario, replay, scenarios_dir
from judge.engine.core.log import fold
from judge.engine.destiny.reducer import apply
from judge.engine.destiny.serialize import state_from_json, state_to_json
from judge.engine.destiny.state import GameState

SCENARIOS = sorted(scenarios_dir().glob("*.yaml"))


@pytest.fixture(scope="module")
def replays(cards_db: Path):
    return {p.stem: replay(load_scenario(p, cards_path=cards_db)) for p in SCENARIOS}


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(data=st.data())
def test_any_prefix_folds_to_the_recorded_state(replays, data: st.DataObject) -> None:
    name = data.draw(st.sampled_from(sorted(replays)))
    r = replays[name]
    step = data.draw(st.integers(0, len(r.steps) - 1))
    from_scratch = fold(apply, GameState(), r.steps[: step + 1])
    assert from_scratch == r.state_at(step)
    assert state_from_json(json.loads(json.dumps(state_to_json(from_scratch)))) == from_scratch


def test_folding_does_not_mutate_earlier_states(replays) -> None:
    r = replays["c55-dooku-ackbar"]
    early = r.state_at(3)
    snapshot = json.dumps(state_to_json(early), sort_keys=True)
    fold(apply, early, r.steps[4:])
    assert json.dumps(state_to_json(early), sort_keys=True) == snapshot


def test_replays_are_identical(cards_db: Path) -> None:
    path = scenarios_dir() / "c08-squad-tactics-guardian-redeploy.yaml"
    a = replay(load_scenario(path, cards_path=cards_db))
    b = replay(load_scenario(path, cards_path=cards_db))
    assert a.to_json() == b.to_json()


@pytest.mark.parametrize(
    "name",
    [
        "c55-dooku-ackbar",
        "c14-simultaneous-jango-tusken",
        "c19-second-chance-beats-grievous",
        "c07-f11d-distribute-no-overkill",
    ],
)
def test_fork_at_each_decision_shares_the_prefix(replays, name: str) -> None:
    r = replays[name]
    for event in r.steps:
        decision = event.decision
        if decision is None or len(decision.options) < 2:
            continue
        other = next(o for o in decision.options if o != decision.value)
        fork = r.fork(event.index, {decision.key: other})  # raises ForkError if not shared
        assert [e.to_json() for e in fork.steps[: event.index]] == [
            e.to_json() for e in r.steps[: event.index]
        ]
        assert fork.steps[event.index].decision.value == other
        comparison = compare(r, fork)
        assert comparison["shared"] >= event.index


def test_declining_dooku_changes_the_outcome(replays) -> None:
    r = replays["c55-dooku-ackbar"]
    step = next(e.index for e in r.steps if e.decision and e.decision.key == "dooku.use")
    fork = r.fork(step, {"dooku.use": False})
    comparison = compare(r, fork)
    assert comparison["step"] == step
    assert comparison["differences"]["players.P1.hand"] == [[], ["p1-hand-1"]]
    assert fork.final.cards["bala"].damage == 0  # Ackbar never triggered
