"""The game-agnostic core: folds, checkpoints, forks, comparisons."""

from __future__ import annotations

from types import MappingProxyType

from hypothesis import given
from hypothesis import strategies as st

from judge.engine.core.branch import Branch, ForkError, Pinned, compare_branches
from judge.engine.core.events import Decision, Event
from judge.engine.core.log import CHECKPOINT_EVERY, EventLog, fold


def add(state: int, event: Event) -> int:
    return state + int(event.data.get("n", 0))


def events(values: list[int]) -> list[Event]:
    return [
        Event(index=i, type="add", data=MappingProxyType({"n": v})) for i, v in enumerate(values)
    ]


@given(st.lists(st.integers(-5, 5), max_size=3 * CHECKPOINT_EVERY + 7), st.data())
def test_state_at_any_step_is_the_fold_of_the_prefix(
    values: list[int], data: st.DataObject
) -> None:
    log = EventLog(0, add, events(values))
    count = data.draw(st.integers(0, len(values)))
    assert log.state_after(count) == fold(add, 0, log.events[:count]) == sum(values[:count])
    if values:
        step = data.draw(st.integers(0, len(values) - 1))
        assert log.state_at(step) == sum(values[: step + 1])


def test_append_rejects_a_wrong_index() -> None:
    log = EventLog(0, add)
    try:
        log.append(Event(index=3, type="add"))
    except ValueError:
        return
    raise AssertionError("an out-of-order event was accepted")


def _runner_factory(calls: list[dict]):
    """A toy engine: it asks decision "a" (default 1) then "b" (default 2) and adds them."""

    def runner(decisions):
        calls.append(dict(decisions))
        log: EventLog[int] = EventLog(0, add)
        for key, default in (("a", 1), ("b", 2)):
            value = decisions.get(f"{key}#1", decisions.get(key, default))
            is_default = f"{key}#1" not in decisions and key not in decisions
            if isinstance(value, Pinned):
                value, is_default = value.value, value.default
            log.append(
                Event(
                    index=len(log),
                    type="decided",
                    data=MappingProxyType({"n": value}),
                    decision=Decision(
                        key=key, value=value, decider="P1", rule="r", default=is_default
                    ),
                )
            )
        return log

    return runner


def test_fork_shares_the_prefix_and_changes_the_rest() -> None:
    calls: list[dict] = []
    runner = _runner_factory(calls)
    base = Branch(log=runner({}), decisions={}, runner=runner)
    fork = base.fork(1, {"a": 10, "b": 20})
    assert fork.events[0].data["n"] == 1  # decision "a" was taken before step 1: pinned
    assert fork.events[1].data["n"] == 20
    assert fork.events[0].decision.default is True  # the pinned default stays a default
    divergence = compare_branches(base, fork, lambda s: {"total": s})
    assert divergence.step == 1 and divergence.shared == 1
    assert divergence.differences == {"total": (3, 21)}


def test_identical_branches_do_not_diverge() -> None:
    runner = _runner_factory([])
    a = Branch(log=runner({}), decisions={}, runner=runner)
    b = Branch(log=runner({}), decisions={}, runner=runner)
    divergence = compare_branches(a, b, lambda s: {"total": s})
    assert divergence.step is None and divergence.differences == {}


def test_a_non_deterministic_runner_is_caught() -> None:
    counter = {"n": 0}

    def runner(decisions):
        counter["n"] += 1
        return EventLog(0, add, events([counter["n"]]))

    base = Branch(log=runner({}), decisions={}, runner=runner)
    try:
        base.fork(1, {})
    except ForkError:
        return
    raise AssertionError("a fork that changed the shared prefix was accepted")
