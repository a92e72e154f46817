"""The runner: what every game's engine does besides its rules.

A game engine is a deterministic program that reads the current state from its log (the fold of
every event so far) and changes it only by emitting events. `Runner` holds that log and the
engine's inputs, and gives a game:

* `emit`: append an event citing rules (keys of the game's rule table, turned into corpus ids by
  the `cite` function the game passes), with the step cap checked first (a loop of abilities
  stops there with a message: `EngineStop`, exit 3). `check_limits` is the one place where a
  replay's budgets are enforced before each step;
* decisions as inputs: `decide` takes `KEY#n` (the n-th occurrence of the decision) or `KEY`
  from the inputs, asks a person (`asker`) or applies the documented default, and records a
  `decided` step naming the decider and the rule; `forced` checks a value given for a choice
  with one legal outcome; `peek` reads a hint; `used_decisions` lists what was read;
* chance as input: faces stated per die (`rolls`, `push_rolls`), random picks stated per player
  (`discards`), and otherwise a generator seeded by the state's `seed` and advanced by its
  `draws` (so two replays of one file are identical, event for event);
* the action feed: the scenario's `actions:` in order, `repeat` blocks expanded lazily.

The game subclasses `Runner`, passes its initial state, reducer and rule table, and writes the
rules; see `judge/engine/README.md` ("Adding a game").
"""

from __future__ import annotations

import contextlib
import random
import time
from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from judge.engine.core.branch import Pinned, occurrence_key
from judge.engine.core.errors import EngineStop, ScenarioError
from judge.engine.core.events import Contested, Decision, Event, freeze
from judge.engine.core.log import EventLog, Reducer

DEFAULT_MAX_STEPS = 5000


@dataclass(frozen=True)
class Budget:
    """What one replay may spend when someone else pays for it (a request to the site): wall
    time, and a step cap over the scenario's own `max_steps` (steps are what the memory of a
    replay grows with: every event and the state after it are kept for stepping back)."""

    seconds: float
    max_steps: int


_BUDGET: ContextVar[Budget | None] = ContextVar("replay_budget", default=None)


@contextlib.contextmanager
def replay_budget(budget: Budget) -> Iterator[None]:
    """Replays started inside this block are stopped (exit 3) when they exceed `budget`."""
    token = _BUDGET.set(budget)
    try:
        yield
    finally:
        _BUDGET.reset(token)


# Asks a person for a decision no input gives: (key, question, options or None, default,
# decider) -> value. The CLI's `--ask` prompts on the terminal.
Asker = Callable[[str, str, list[Any] | None, Any, str], Any]


class SeededState(Protocol):
    """What the runner reads from a game state: the seed of the random generator and how many
    random draws were taken so far (a reducer advances `draws` on every random event)."""

    @property
    def seed(self) -> int: ...

    @property
    def draws(self) -> int: ...


S = TypeVar("S", bound=SeededState)


# --- the action feed ----------------------------------------------------------------------------


@dataclass
class ActionEntry:
    """One action of the scenario's `actions:` list, with its path in the file. `kind` is the
    first of the game's action keys (`kinds`) the entry has."""

    path: str
    data: Mapping[str, Any]
    kinds: tuple[str, ...] = ()

    @property
    def player(self) -> str | None:
        return self.data.get("player")

    @property
    def kind(self) -> str:
        for kind in self.kinds:
            if kind in self.data:
                return kind
        return "unknown"


class ActionFeed:
    """The scenario's actions in order, expanding `repeat` blocks lazily.

    A refused action inside a `repeat` block ends that block (the loop cannot go on); a block
    repeated "forever" runs until the game or the step cap stops it.
    """

    def __init__(
        self,
        actions: Sequence[Mapping[str, Any]],
        kinds: Sequence[str] = (),
        path: str = "actions",
    ) -> None:
        self.kinds = tuple(kinds)
        self._iterator = self._walk(actions, path)
        self._stop_repeat = False
        self._peeked: ActionEntry | None = None
        self.repeating = 0

    def _walk(self, actions: Sequence[Mapping[str, Any]], path: str) -> Iterator[ActionEntry]:
        for index, entry in enumerate(actions):
            where = f"{path}[{index}]"
            if "repeat" in entry:
                times = entry["repeat"]
                count = 0
                self.repeating += 1
                while times == "forever" or count < int(times):
                    count += 1
                    for inner in self._walk(entry.get("actions", ()), f"{where}.actions"):
                        yield inner
                        if self._stop_repeat:
                            break
                    if self._stop_repeat:
                        self._stop_repeat = False
                        break
                self.repeating -= 1
            else:
                yield ActionEntry(where, entry, self.kinds)

    def next(self) -> ActionEntry | None:
        if self._peeked is not None:
            entry, self._peeked = self._peeked, None
            return entry
        return next(self._iterator, None)

    def peek(self) -> ActionEntry | None:
        if self._peeked is None:
            self._peeked = next(self._iterator, None)
        return self._peeked

    def refused(self) -> None:
        if self.repeating:
            self._stop_repeat = True


# --- the runner ---------------------------------------------------------------------------------


class Runner(Generic[S]):
    """The log, the inputs and the bookkeeping of one replay; a game's engine subclasses it."""

    def __init__(
        self,
        *,
        initial: S,
        reducer: Reducer[S],
        cite: Callable[[str], str],
        decisions: Mapping[str, Any] | None = None,
        asker: Asker | None = None,
        max_steps: int = DEFAULT_MAX_STEPS,
        rolls: Mapping[str, Sequence[str]] | None = None,
        discards: Mapping[str, Sequence[str]] | None = None,
        actions: Sequence[Mapping[str, Any]] = (),
        action_kinds: Sequence[str] = (),
    ) -> None:
        self.log: EventLog[S] = EventLog(initial, reducer)
        self.cite = cite
        self.asker = asker
        self.max_steps = max_steps
        self.decisions: dict[str, Any] = dict(decisions or {})
        self.used_decisions: set[str] = set()
        self._occurrences: Counter[str] = Counter()
        self._forced_mismatch: dict[str, str] = {}
        self._ids: Counter[str] = Counter()
        self._rolls = {die: list(faces) for die, faces in (rolls or {}).items()}
        self._discards = {pid: list(cards) for pid, cards in (discards or {}).items()}
        self.depth = 0
        self.feed = ActionFeed(actions, action_kinds)
        self.current_entry: ActionEntry | None = None
        budget = _BUDGET.get()
        self._deadline = time.monotonic() + budget.seconds if budget else None
        self._budget = budget
        if budget is not None and budget.max_steps < self.max_steps:
            self.max_steps = budget.max_steps

    # --- the log ------------------------------------------------------------------------

    @property
    def s(self) -> S:
        """The current state: the fold of every event emitted so far."""
        return self.log.state

    def check_limits(self) -> None:
        """Called before every step: the step cap (a loop of abilities or actions stops here,
        exit 3) and, under a `Budget`, the wall time (checked every 64 steps)."""
        steps = len(self.log)
        if (
            self._deadline is not None
            and steps % 64 == 0
            and time.monotonic() > self._deadline
            and self._budget is not None
        ):
            raise EngineStop(
                f"Zatrzymano odtwarzanie po {self._budget.seconds:g} s ({steps} kroków): "
                "scenariusz jest za długi, by odtworzyć go tutaj; odtwórz go poleceniem "
                "`judge replay`."
            )
        if steps >= self.max_steps:
            raise EngineStop(
                f"Zatrzymano odtwarzanie po {self.max_steps} krokach: zdolności lub akcje "
                "wywołują się w nieskończoność (pętla). Ostatni krok: "
                f"{self.log.events[-1].text if len(self.log) else '—'}"
            )

    def emit(
        self,
        type_: str,
        text: str,
        data: Mapping[str, Any] | None = None,
        *,
        rules: Sequence[str] = (),
        decision: Decision | None = None,
        contested: Contested | None = None,
        extra: Mapping[str, Any] | None = None,
    ) -> S:
        """Append an event (citing `rules`, keys of the game's rule table) and fold it in."""
        self.check_limits()
        event = Event(
            index=len(self.log),
            type=type_,
            data=freeze(data),
            text=text,
            cites=tuple(dict.fromkeys(self.cite(key) for key in rules)),
            decision=decision,
            contested=contested,
            depth=self.depth,
            extra=freeze(extra),
        )
        return self.log.append(event)

    def new_id(self, prefix: str) -> str:
        """A fresh id for something the engine creates (a queue item `q1`, a window `w1`)."""
        self._ids[prefix] += 1
        return f"{prefix}{self._ids[prefix]}"

    def player_name(self, pid: str | None) -> str:
        """How a step names a player (a game may show the scenario's player names)."""
        return pid or "—"

    # --- decisions ----------------------------------------------------------------------

    def peek(self, key: str) -> Any:
        """A given decision read as a hint (no step of its own); counts as taken when given."""
        if key in self.decisions:
            self.used_decisions.add(key)
        return self.decisions.get(key)

    def forced(self, key: str, chosen: Sequence[Any], *, question: str) -> None:
        """A choice with a single legal outcome is taken without asking (and without a step,
        so it is no occurrence: `KEY#n` counts the decisions asked). A plain `KEY` matching
        the outcome counts as taken. One that does not may be meant for a later choice under
        the same key (a second reroll that may take an opponent's die): it is rejected as
        illegal (exit 2) only if no later decision takes it (`_check_forced`)."""
        if key not in self.decisions:
            return
        given = self.decisions[key]
        if isinstance(given, Pinned):
            return
        value = normalize(given)
        items = value if isinstance(value, list) else [value]
        if sorted(map(str, items)) != sorted(map(str, chosen)):
            self._forced_mismatch.setdefault(
                key,
                f"wartość {value!r} niedozwolona ({question}); jedyna możliwość: "
                + ", ".join(repr(c) for c in chosen),
            )
            return
        self.used_decisions.add(key)

    def _check_forced(self) -> None:
        """A value given for a single-option choice that no later decision took was illegal
        where it applied: the scenario is rejected naming it."""
        problems = [
            (f"decisions.{key}", message)
            for key, message in self._forced_mismatch.items()
            if key not in self.used_decisions
        ]
        if problems:
            raise ScenarioError(problems)

    def show_value(self, value: Any) -> str:
        """A decision value as a step text shows it; a game names its objects here (a judge
        reads names, not scenario ids)."""
        return show(value)

    def decide(
        self,
        key: str,
        *,
        decider: str,
        rule: str,
        options: Sequence[Any] | None,
        default: Any,
        question: str,
        validate: Callable[[Any], str | None] | None = None,
        record: bool = True,
    ) -> Any:
        """Take decision `key` from the inputs (`key#n` for its n-th occurrence, then `key`) or
        apply the documented `default`; record it as a `decided` event naming the decider and
        the rule (key of the rule table) that says who decides."""
        self._occurrences[key] += 1
        occurrence = self._occurrences[key]
        given: Any = None
        found = False
        for candidate in (occurrence_key(key, occurrence), key):
            if candidate in self.decisions:
                given, found = self.decisions[candidate], True
                self.used_decisions.add(candidate)
                break
        if not found and self.asker is not None and record:
            given = self.asker(key, question, list(options) if options else None, default, decider)
            found = True
            self.decisions[occurrence_key(key, occurrence)] = given
        is_default = not found
        if isinstance(given, Pinned):
            given, is_default = given.value, given.default
        value = normalize(default if not found else given)
        if found and options is not None and not _allowed(value, options):
            raise ScenarioError(
                [
                    (
                        f"decisions.{key}",
                        f"wartość {value!r} niedozwolona ({question}); możliwe: "
                        + ", ".join(repr(o) for o in options),
                    )
                ]
            )
        if found and validate is not None:
            problem = validate(value)
            if problem:
                raise ScenarioError([(f"decisions.{key}", f"{problem} ({question})")])
        if record:
            who = self.player_name(decider)
            how = "domyślnie" if is_default else "decyzja"
            self.emit(
                "decided",
                f"{question} — {who}: {self.show_value(value)} ({how})",
                {"key": key, "value": value},
                rules=(rule,),
                decision=Decision(
                    key=key,
                    value=value,
                    decider=decider,
                    rule=self.cite(rule),
                    default=is_default,
                    options=tuple(options or ()),
                ),
                extra={"occurrence": occurrence},
            )
        return value

    # --- chance -------------------------------------------------------------------------

    def random_index(self, size: int) -> int:
        """A draw from the seeded generator; the generator's position is the state's `draws`
        (each random event advances it), so replays are identical."""
        generator = random.Random(f"{self.s.seed}/{self.s.draws}")
        return generator.randrange(size)

    def forced_face(self, die_id: str) -> str | None:
        """The next face the scenario states for this die (`chance.rolls`, an action's
        `rolls:`), or None: the generator decides."""
        queue = self._rolls.get(die_id)
        if queue:
            return queue.pop(0)
        return None

    def push_rolls(self, rolls: Mapping[str, Any]) -> None:
        """Faces stated by an action (`rolls:`) come before the scenario-wide ones."""
        for die, faces in rolls.items():
            listed = faces if isinstance(faces, list | tuple) else [faces]
            self._rolls[die] = [*listed, *self._rolls.get(die, [])]

    def forced_pick(self, pid: str, legal: Callable[[str], bool]) -> str | None:
        """The next random pick the scenario states for this player (`chance.discards`) that
        is still legal (`legal(card)`), or None: the generator decides."""
        queue = self._discards.get(pid)
        while queue:
            card = queue.pop(0)
            if legal(card):
                return card
        return None

    # --- running ------------------------------------------------------------------------

    def run(self) -> EventLog[S]:
        """Play the scenario; an engine stop keeps the steps taken so far on the error."""
        try:
            log = self.play()
            self._check_forced()
            return log
        except EngineStop as stop:
            if stop.log is None:
                stop.log = self.log
            raise

    def play(self) -> EventLog[S]:
        """The game's own run: emit the setup, take the actions (subclasses write it)."""
        raise NotImplementedError


def normalize(value: Any) -> Any:
    """`tak`/`yes`/`true` and `nie`/`no`/`false` (as a judge types them) as booleans."""
    if isinstance(value, str):
        lowered = value.strip().lower()
        if lowered in ("yes", "tak", "true"):
            return True
        if lowered in ("no", "nie", "false"):
            return False
    return value


def _allowed(value: Any, options: Sequence[Any]) -> bool:
    if isinstance(value, list):
        return all(v in options for v in value)
    return value in options


def show(value: Any) -> str:
    """A decision value as a step text shows it (Polish yes/no)."""
    if value is True:
        return "tak"
    if value is False:
        return "nie"
    if value is None:
        return "nic"
    if isinstance(value, list | tuple):
        return "[" + ", ".join(show(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {show(v)}" for k, v in value.items()) + "}"
    return str(value)
