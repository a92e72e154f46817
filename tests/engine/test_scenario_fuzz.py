"""Malformed scenarios never crash the loader or the engine (issue 18): whatever a user pastes,
the answer is a `JudgeError` with a message (exit 2, or 3 when the engine stops), never another
exception (the CLI's "Błąd wewnętrzny")."""

from __future__ import annotations

from typing import Any

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from judge.engine.api import load_scenario_text, replay
from judge.errors import JudgeError

KEYS = [
    "players", "P1", "P2", "characters", "supports", "hand", "deck", "discard", "battlefield",
    "card", "id", "damage", "shields", "resources", "dice", "actions", "play", "target",
    "activate", "pass", "decide", "rolls", "seed", "max_steps", "title", "text", "sides",
    "name", "type", "health", "cost", "turn", "round", "repeat", "expect", "validate",
    "affiliation", "exhausted", "upgrades", "set_aside_dice", "player",
]  # fmt: skip

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**6), max_value=10**6),
    st.sampled_from(["01001", "01038", "01021", "rey", "P1", "P2", "2MD", "-", "tak", ""]),
    st.text(max_size=20),
)
values = st.recursive(
    scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.dictionaries(st.sampled_from(KEYS), inner, max_size=4),
    ),
    max_leaves=25,
)
scenarios = st.dictionaries(st.sampled_from(KEYS), values, max_size=6)


def _check(data: Any, cards_db: Any) -> None:
    text = yaml.safe_dump(data, allow_unicode=True)
    try:
        scenario = load_scenario_text(text, cards_path=cards_db)
        replay(scenario)
    except JudgeError as exc:
        assert exc.message and exc.exit_code in (1, 2, 3)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(scenarios)
def test_any_mapping_is_loaded_or_refused_with_a_message(cards_db: Any, data: Any) -> None:
    _check(data, cards_db)


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.fixed_dictionaries(
        {
            "players": st.fixed_dictionaries(
                {
                    "P1": st.dictionaries(st.sampled_from(KEYS), values, max_size=4),
                    "P2": st.dictionaries(st.sampled_from(KEYS), values, max_size=4),
                }
            ),
            "actions": st.lists(st.dictionaries(st.sampled_from(KEYS), values, max_size=3)),
        }
    )
)
def test_scenario_shaped_input_is_loaded_or_refused(cards_db: Any, data: Any) -> None:
    _check(data, cards_db)


ids = st.sampled_from(["a", "b", "c", "d"])
codes = st.sampled_from(["01001", "01038", "01021", "01004", "01045", "01087", "01120", "01168"])
numbers = st.one_of(st.integers(min_value=-3, max_value=30), st.sampled_from([10**9, -(10**9)]))
piece = st.fixed_dictionaries(
    {"id": ids, "card": codes},
    optional={"damage": numbers, "shields": numbers, "exhausted": st.booleans()},
)
side = st.fixed_dictionaries(
    {"characters": st.lists(piece, min_size=1, max_size=3)},
    optional={
        "hand": st.lists(piece, max_size=3),
        "deck": st.lists(piece, max_size=3),
        "resources": numbers,
        "battlefield": codes,
    },
)
action = st.fixed_dictionaries(
    {"player": st.sampled_from(["P1", "P2", "P3"])},
    optional={
        "play": ids,
        "activate": ids,
        "pass": st.booleans(),
        "target": ids,
        "resolve": st.lists(ids, max_size=2),
    },
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.fixed_dictionaries(
        {"players": st.fixed_dictionaries({"P1": side, "P2": side})},
        optional={"actions": st.lists(action, max_size=5), "seed": numbers},
    )
)
def test_boards_with_real_cards_replay_or_stop_with_a_message(cards_db: Any, data: Any) -> None:
    _check(data, cards_db)
