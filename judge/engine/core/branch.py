"""Branches: a log together with the inputs that produced it, so it can be forked.

A game engine is a deterministic function of its inputs (initial state, actions, decisions,
random seed). A `Branch` keeps the log and a `runner` that re-runs the engine with other
decisions. `fork(at_step, decisions)` pins every decision recorded *before* `at_step` to its
recorded value (`Pinned`), adds the new ones and re-runs: the new log therefore shares the first
`at_step` events with this one (checked, a mismatch is a bug) and differs from there on.
`compare_branches` finds where two branches part and how their final states differ.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from judge.engine.core.events import Event
from judge.engine.core.log import EventLog

S = TypeVar("S")


@dataclass(frozen=True, slots=True)
class Pinned:
    """A decision value replayed from an earlier log (keeps its `default` flag)."""

    value: Any
    default: bool = False


def occurrence_key(key: str, occurrence: int) -> str:
    """The key of the `occurrence`-th time (1-based) a decision `key` is asked: `key#n`."""
    return f"{key}#{occurrence}"


class ForkError(RuntimeError):
    """A fork did not reproduce the shared prefix: the engine is not deterministic (a bug)."""


@dataclass
class Branch(Generic[S]):
    log: EventLog[S]
    decisions: Mapping[str, Any]
    runner: Callable[[Mapping[str, Any]], EventLog[S]] = field(repr=False)

    @property
    def events(self) -> tuple[Event, ...]:
        return self.log.events

    def pinned_before(self, step: int) -> dict[str, Any]:
        """Every decision recorded before `step`, keyed by occurrence, as `Pinned` values."""
        pinned: dict[str, Any] = {}
        for event in self.log.events[:step]:
            decision = event.decision
            if decision is None:
                continue
            occurrence = int(event.extra.get("occurrence", 1)) if event.extra else 1
            pinned[occurrence_key(decision.key, occurrence)] = Pinned(
                decision.value, decision.default
            )
        return pinned

    def fork(self, at_step: int, decisions: Mapping[str, Any]) -> Branch[S]:
        """A new branch sharing events 0..at_step-1 and taking `decisions` from then on."""
        if not 0 <= at_step <= len(self.log):
            raise IndexError(f"fork step {at_step} outside 0..{len(self.log)}")
        inputs = {**self.decisions, **decisions, **self.pinned_before(at_step)}
        log = self.runner(inputs)
        shared = min(at_step, len(log))
        if [_fact(e) for e in log.events[:shared]] != [_fact(e) for e in self.log.events[:shared]]:
            raise ForkError(f"the fork at step {at_step} did not reproduce the shared prefix")
        return Branch(log=log, decisions=inputs, runner=self.runner)


def _fact(event: Event) -> tuple[Any, ...]:
    decision = event.decision
    return (
        event.type,
        event.to_json()["data"],
        None if decision is None else (decision.key, decision.value, decision.decider),
    )


@dataclass(frozen=True)
class Divergence:
    """Where two branches part (`step`, None if one is a prefix of the other or they are equal)
    and the facts of their final states that differ: `{fact: (value_a, value_b)}`."""

    step: int | None
    shared: int
    differences: Mapping[str, tuple[Any, Any]]

    def to_json(self) -> dict[str, Any]:
        return {
            "step": self.step,
            "shared": self.shared,
            "differences": {k: [a, b] for k, (a, b) in self.differences.items()},
        }


def compare_branches(
    a: Branch[S], b: Branch[S], describe: Callable[[S], Mapping[str, Any]]
) -> Divergence:
    """Compare two branches: the first differing step and the differing final facts.

    `describe` flattens a game state to `{fact name: JSON value}` (a game-specific view).
    """
    shared = 0
    for event_a, event_b in zip(a.events, b.events, strict=False):
        if _fact(event_a) != _fact(event_b):
            break
        shared += 1
    same_length = len(a.events) == len(b.events)
    step = None if shared == min(len(a.events), len(b.events)) and same_length else shared
    facts_a, facts_b = describe(a.log.state), describe(b.log.state)
    differences = {
        key: (facts_a.get(key), facts_b.get(key))
        for key in sorted(set(facts_a) | set(facts_b))
        if facts_a.get(key) != facts_b.get(key)
    }
    return Divergence(step=step, shared=shared, differences=differences)
