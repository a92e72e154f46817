"""The event log and the fold.

`state_at(n)` is `fold(reducer, initial, events[0..n])`: nothing else holds state. Folding from
scratch for every question would be quadratic for a step-by-step viewer, so the log keeps
*checkpoints*: every `CHECKPOINT_EVERY` events it remembers the folded state. Checkpoints are a
cache of the fold (a property test checks that a checkpoint equals the fold from scratch), never
an independent source of truth.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Generic, TypeVar

from judge.engine.core.events import Event

S = TypeVar("S")
Reducer = Callable[[S, Event], S]

CHECKPOINT_EVERY = 64


def fold(reducer: Reducer[S], initial: S, events: Iterable[Event]) -> S:
    """Apply `events` in order to `initial`."""
    state = initial
    for event in events:
        state = reducer(state, event)
    return state


class EventLog(Generic[S]):
    """An append-only log of events over an initial state, with cached fold checkpoints."""

    def __init__(self, initial: S, reducer: Reducer[S], events: Sequence[Event] = ()) -> None:
        self.initial = initial
        self.reducer = reducer
        self._events: list[Event] = []
        self._checkpoints: dict[int, S] = {}
        self._state = initial
        for event in events:
            self.append(event)

    def append(self, event: Event) -> S:
        """Append `event` (its index must be the next one) and return the new current state."""
        if event.index != len(self._events):
            raise ValueError(f"event index {event.index} != log length {len(self._events)}")
        self._state = self.reducer(self._state, event)
        self._events.append(event)
        if len(self._events) % CHECKPOINT_EVERY == 0:
            self._checkpoints[len(self._events)] = self._state
        return self._state

    @property
    def events(self) -> tuple[Event, ...]:
        return tuple(self._events)

    @property
    def state(self) -> S:
        """The state after every event (the fold of the whole log)."""
        return self._state

    def __len__(self) -> int:
        return len(self._events)

    def __iter__(self) -> Iterator[Event]:
        return iter(self._events)

    def state_after(self, count: int) -> S:
        """The fold of the first `count` events (`state_after(0)` is the initial state)."""
        if not 0 <= count <= len(self._events):
            raise IndexError(f"step count {count} outside 0..{len(self._events)}")
        if count == len(self._events):
            return self._state
        start = (count // CHECKPOINT_EVERY) * CHECKPOINT_EVERY
        state = self._checkpoints.get(start, self.initial) if start else self.initial
        if start and start not in self._checkpoints:
            start = 0
        return fold(self.reducer, state, self._events[start:count])

    def state_at(self, step: int) -> S:
        """The state once step `step` (0-based event index) has happened: fold of 0..step."""
        return self.state_after(step + 1)
