"""The game-agnostic core of the engine: event sourcing, the runner, scenarios, replays.

Nothing here knows a game. A game supplies a *reducer* (`apply(state, event) -> state`), an
*initial state*, an engine (a `Runner` subclass that emits events), and the `Game` object
describing its scenarios and states; the core keeps the log of immutable events, answers "what
was the state at step n" by folding the events 0..n, forks and compares branches, takes
decisions and chance as inputs, checks `expect:` against the steps, and renders the step JSON.
See `judge/engine/README.md` for the design and "Adding a game".

* `events`, `log`, `branch`: events, the log and its fold, forks and comparisons;
* `runner`: `Runner` (emit with the step cap, decisions, chance, the action feed);
* `errors`: `ScenarioError` (exit 2), `EngineStop` (exit 3), `Refusal`, `GameOver`;
* `scenario`: YAML, a game's JSON Schema, the meaning pass, `Scenario`;
* `expect`: the parts of `expect:` that read the steps;
* `game`: the `Game` protocol and the `Registry`;
* `replay`: `Replay` (steps, states, forks, step JSON) and `compare`.
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
