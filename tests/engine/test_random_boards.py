"""Random boards no document shows, played with random actions and decisions (Hypothesis).

Properties of every game (see `randomboards` for the generator):

* the engine raises nothing but a `JudgeError` (an illegal action is a `refused` step citing a
  rule; a stop or an invalid decision is a `JudgeError` with a Polish message);
* every state the engine saw keeps the invariants of `check_state` and the same set of dice;
* folding any prefix of the log from scratch gives the state the engine saw at that step;
* the game recorded as a scenario (board, actions, decisions) replays to the same log: a
  replay is deterministic for its seed.

CI runs a bounded, derandomized number of games. A larger run by hand:

    JUDGE_FUZZ_EXAMPLES=3000 pytest tests/engine/test_random_boards.py -x

(random each time; Hypothesis prints the failing game as a scenario YAML, shrunk). Failures
found this way are kept in `fixtures/random/` and replayed by `test_random_regressions`.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, note, settings
from hypothesis import strategies as st

from judge.engine.api import load_scenario, load_scenario_text
from judge.engine.core.log import fold
from judge.engine.destiny.engine import Engine
from judge.engine.destiny.invariants import check_state, dice_census
from judge.engine.destiny.reducer import apply
from judge.engine.destiny.serialize import state_from_json, state_to_json
from judge.engine.destiny.state import GameState
from judge.errors import JudgeError

from .randomboards import RandomGame, RecordingLog, play_random_game

BY_HAND = int(os.environ.get("JUDGE_FUZZ_EXAMPLES", "0"))
REGRESSIONS = sorted((Path(__file__).parent / "fixtures" / "random").glob("*.yaml"))

FUZZ = settings(
    max_examples=BY_HAND or 40,
    derandomize=not BY_HAND,
    deadline=None,
    database=None,
    suppress_health_check=[
        HealthCheck.function_scoped_fixture,
        HealthCheck.too_slow,
        HealthCheck.data_too_large,
        HealthCheck.filter_too_much,
    ],
)


def scenario_yaml(data: dict) -> str:
    return yaml.safe_dump(data, allow_unicode=True, sort_keys=False)


def assert_game_keeps_the_rules(
    log: RecordingLog, error: BaseException | None, cards: dict, *, sample: list[int]
) -> None:
    if error is not None and not isinstance(error, JudgeError):
        raise error
    seen = log.seen
    assert seen, "no step"
    census = dice_census(seen[0])
    for index, state in enumerate(seen):
        problems = check_state(state, cards)
        assert not problems, f"step {index} ({log.events[index].text}): {problems}"
        assert dice_census(state) == census, f"step {index}: dice appeared or vanished"
    state = GameState()
    for index, event in enumerate(log.events):
        state = apply(state, event)
        assert state == seen[index], f"fold differs from the engine's state at step {index}"
    for index in sample:
        prefix = fold(apply, GameState(), log.events[: index + 1])
        assert prefix == seen[index]
        assert state_from_json(json.loads(json.dumps(state_to_json(prefix)))) == prefix


def replay_recorded(data: dict, cards_db: Path) -> tuple[RecordingLog, BaseException | None]:
    scenario = load_scenario_text(scenario_yaml(data), cards_path=cards_db)
    engine = Engine(scenario.setup)
    engine.log = RecordingLog()
    try:
        engine.run()
    except JudgeError as exc:
        return engine.log, exc
    return engine.log, None


def assert_deterministic(game: RandomGame, cards_db: Path) -> None:
    log, error = replay_recorded(game.data, cards_db)
    assert [e.to_json() for e in log.events] == [e.to_json() for e in game.events]
    assert repr(error) == repr(game.error)


@FUZZ
@given(data=st.data())
def test_random_games_keep_the_rules(cards_db: Path, data: st.DataObject) -> None:
    game = play_random_game(data.draw, cards_db)
    note(scenario_yaml(game.data))
    assert game.log is not None
    sample = data.draw(
        st.lists(st.integers(0, len(game.events) - 1), min_size=1, max_size=3),
        label="prefixes",
    )
    assert_game_keeps_the_rules(game.log, game.error, game.scenario.setup.cards, sample=sample)
    assert_deterministic(game, cards_db)


@pytest.mark.parametrize("path", REGRESSIONS, ids=[p.stem for p in REGRESSIONS])
def test_random_regressions(path: Path, cards_db: Path) -> None:
    """Games the random run once broke the engine with: they keep the rules now, and meet the
    `expect:` written when the bug was fixed."""
    scenario = load_scenario(path, cards_path=cards_db)
    engine = Engine(scenario.setup)
    engine.log = RecordingLog()
    error = None
    try:
        engine.run()
    except JudgeError as exc:
        error = exc
    every = list(range(0, len(engine.log.events), 7))
    assert_game_keeps_the_rules(engine.log, error, scenario.setup.cards, sample=every)
    if scenario.expect:
        from judge.engine.destiny import expect as expectations

        mismatches = expectations.check(scenario.expect, engine.log.events, engine.log.state)
        assert not mismatches, mismatches
