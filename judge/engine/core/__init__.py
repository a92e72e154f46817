"""A game-agnostic event-sourced core: events, logs, folds, branches.

Nothing here knows Destiny. A game supplies a *reducer* (`apply(state, event) -> state`) and an
*initial state*; the core keeps the log of immutable events and answers "what was the state at
step n" by folding the events 0..n. See `judge/engine/README.md` for the design.
"""

from judge.engine.core.branch import Branch, Divergence, ForkError, Pinned, compare_branches
from judge.engine.core.events import Contested, Decision, Event
from judge.engine.core.log import EventLog, Reducer, fold

__all__ = [
    "Branch",
    "Contested",
    "Decision",
    "Divergence",
    "Event",
    "EventLog",
    "ForkError",
    "Pinned",
    "Reducer",
    "compare_branches",
    "fold",
]
