"""The Destiny engine: turns a scenario (board, actions, decisions) into an event log.

The engine is a deterministic program. It never keeps game state of its own: it reads the
current state from the log (the fold of every event so far) and changes it only by emitting
events, which the reducer folds in. Its inputs are the board, the list of actions, the
decisions (`{key: value}`), the stated dice faces and discards, and a random seed recorded in
the first event. Run it twice on the same inputs and you get the same log; change one decision
and the log is the same up to the step where that decision was taken.

The rules themselves live in small modules, one concept each, whose docstrings teach the rule
and cite its section: `timing` (queue, before/after, replacements, simultaneous abilities,
additional actions), `damage` (damage, shields, healing, defeat, victory), `dice` (rolling,
resolving dice and their symbols), `actions` (the six actions, passing), `rounds` (upkeep,
end of round, delayed effects) and `interpreter` (card abilities from their ASTs).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from judge.engine.core.branch import Pinned, occurrence_key
from judge.engine.core.events import Contested, Decision, Event, freeze
from judge.engine.core.log import EventLog
from judge.engine.destiny import polish as pl
from judge.engine.destiny.cards import CardDef
from judge.engine.destiny.errors import EngineStop, GameOver, Refusal, ScenarioError
from judge.engine.destiny.reducer import apply
from judge.engine.destiny.rules import ref
from judge.engine.destiny.serialize import state_to_json
from judge.engine.destiny.state import GameState

DEFAULT_MAX_STEPS = 5000

# Asks a person for a decision no input gives: (key, question, options or None, default,
# decider) -> value. The CLI's `--ask` prompts on the terminal.
Asker = Callable[[str, str, list[Any] | None, Any, str], Any]


@dataclass
class ActionEntry:
    """One action of the scenario's `actions:` list, with its path in the file."""

    path: str
    data: Mapping[str, Any]

    @property
    def player(self) -> str | None:
        return self.data.get("player")

    @property
    def kind(self) -> str:
        for kind in ("play", "activate", "resolve", "reroll", "use", "claim", "pass", "decline"):
            if kind in self.data:
                return kind
        return "unknown"


class ActionFeed:
    """The scenario's actions in order, expanding `repeat` blocks lazily.

    A refused action inside a `repeat` block ends that block (the loop cannot go on); a block
    repeated "forever" runs until the game or the step cap stops it.
    """

    def __init__(self, actions: Sequence[Mapping[str, Any]], path: str = "actions") -> None:
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
                yield ActionEntry(where, entry)

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


@dataclass
class Setup:
    """Everything the engine needs to run: the board, the cards, the inputs."""

    board: GameState
    cards: Mapping[str, CardDef]  # card instance id -> definition
    actions: Sequence[Mapping[str, Any]] = ()
    decisions: Mapping[str, Any] = field(default_factory=dict)
    rolls: Mapping[str, Sequence[str]] = field(default_factory=dict)
    discards: Mapping[str, Sequence[str]] = field(default_factory=dict)
    max_steps: int = DEFAULT_MAX_STEPS
    labels: Mapping[str, str] = field(default_factory=dict)  # card id -> display name
    validate: tuple[str, ...] = ()  # "team", "deck": building rules checked before play


class Engine:
    """Runs one replay. Create, call `run()`, read `log`."""

    def __init__(
        self,
        setup: Setup,
        decisions: Mapping[str, Any] | None = None,
        *,
        asker: Asker | None = None,
    ) -> None:
        self.setup = setup
        self.asker = asker
        self.cards = setup.cards
        self.log: EventLog[GameState] = EventLog(GameState(), apply)
        self.decisions: dict[str, Any] = {**setup.decisions, **(decisions or {})}
        self.used_decisions: set[str] = set()
        self._occurrences: Counter[str] = Counter()
        self._ids: Counter[str] = Counter()
        self._rolls = {die: list(faces) for die, faces in setup.rolls.items()}
        self._discards = {pid: list(cards) for pid, cards in setup.discards.items()}
        self.depth = 0
        self.feed = ActionFeed(setup.actions)
        self.current_entry: ActionEntry | None = None

    # --- the log ------------------------------------------------------------------------

    @property
    def s(self) -> GameState:
        """The current state: the fold of every event emitted so far."""
        return self.log.state

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
    ) -> GameState:
        """Append an event (citing `rules`, keys of the rules table) and fold it in."""
        if len(self.log) >= self.setup.max_steps:
            raise EngineStop(
                f"Zatrzymano odtwarzanie po {self.setup.max_steps} krokach: zdolności lub akcje "
                "wywołują się w nieskończoność (pętla). Ostatni krok: "
                f"{self.log.events[-1].text if len(self.log) else '—'}"
            )
        event = Event(
            index=len(self.log),
            type=type_,
            data=freeze(data),
            text=text,
            cites=tuple(dict.fromkeys(ref(key) for key in rules)),
            decision=decision,
            contested=contested,
            depth=self.depth,
            extra=freeze(extra),
        )
        return self.log.append(event)

    def new_id(self, prefix: str) -> str:
        self._ids[prefix] += 1
        return f"{prefix}{self._ids[prefix]}"

    # --- names --------------------------------------------------------------------------

    def defn(self, cid: str) -> CardDef:
        return self.cards[self.s.cards[cid].defn] if cid in self.s.cards else self.cards[cid]

    def name(self, cid: str | None) -> str:
        """A card's display name with its scenario id, e.g. „Hrabia Dooku [dooku]”."""
        if cid is None:
            return "—"
        if cid in self.s.cards:
            card = self.s.cards[cid]
            if card.kind == "unknown":  # given only as a count: no name to show
                return f"{pl.hidden_card(card.zone)} [{cid}]"
            return f"{self.defn(cid).name} [{cid}]"
        if cid in self.s.dice:
            return f"kość {cid}"
        return cid

    def card(self, cid: str, case: str = "nom") -> str:
        """A card named with the noun of its type, so the sentence can agree with the noun
        rather than with the name: „postać Hrabia Dooku [dooku]”, „wsparcie Niesławny
        [infamous]”, „zakrytą kartę [p1-hand-1]” (`case`: nom, acc, gen)."""
        card = self.s.cards.get(cid)
        if card is None:
            return self.name(cid)
        if card.kind == "unknown":
            return f"{pl.hidden_card(card.zone, case)} [{cid}]"
        name = self.defn(cid).name
        noun = pl.type_noun(card.kind, case)
        if name.casefold().startswith(pl.type_noun(card.kind).casefold()):
            return f"{name} [{cid}]"  # "Wsparcie awaryjne", not "wsparcie Wsparcie awaryjne"
        return f"{noun} {name} [{cid}]"

    def agree(self, cid: str, feminine: str, neuter: str) -> str:
        """The form agreeing with the card's type noun (see `card`)."""
        card = self.s.cards.get(cid)
        return pl.agree(card.kind if card else "", feminine, neuter)

    def player_name(self, pid: str | None) -> str:
        if pid is None:
            return "—"
        player = self.s.players.get(pid)
        return player.name if player and player.name else pid

    # --- decisions ----------------------------------------------------------------------

    def peek(self, key: str) -> Any:
        """A given decision read as a hint (no step of its own: the die's target a card's
        `target` decision names); counts as taken when given."""
        if key in self.decisions:
            self.used_decisions.add(key)
        return self.decisions.get(key)

    def forced(self, key: str, chosen: Sequence[Any], *, question: str) -> None:
        """A choice with a single legal outcome is taken without asking (and without a step);
        a value given for it must still be that outcome: an illegal value rejects the
        scenario, as it does for any decision (exit 2). A matching value counts as taken."""
        occurrence = self._occurrences[key] + 1
        for candidate in (occurrence_key(key, occurrence), key):
            if candidate not in self.decisions:
                continue
            given = self.decisions[candidate]
            if isinstance(given, Pinned):
                return
            value = _normalize(given)
            items = value if isinstance(value, list) else [value]
            if sorted(map(str, items)) != sorted(map(str, chosen)):
                raise ScenarioError(
                    [
                        (
                            f"decisions.{candidate}",
                            f"wartość {value!r} niedozwolona ({question}); jedyna możliwość: "
                            + ", ".join(repr(c) for c in chosen),
                        )
                    ]
                )
            self.used_decisions.add(candidate)
            return

    def decide(
        self,
        key: str,
        *,
        decider: str,
        rule: str,
        options: Sequence[Any] | None,
        default: Any,
        question: str,
        validate: Any = None,
        record: bool = True,
    ) -> Any:
        """Take decision `key` from the inputs (`key#n` for its n-th occurrence, then `key`) or
        apply the documented `default`; record it as a `decided` event naming the decider and
        the rule (key of the rules table) that says who decides."""
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
        value = default if not found else given
        value = _normalize(value)
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
                f"{question} — {who}: {_show(value)} ({how})",
                {"key": key, "value": value},
                rules=(rule,),
                decision=Decision(
                    key=key,
                    value=value,
                    decider=decider,
                    rule=ref(rule),
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
        queue = self._rolls.get(die_id)
        if queue:
            return queue.pop(0)
        return None

    def push_rolls(self, rolls: Mapping[str, Any]) -> None:
        """Faces stated by an action (`rolls:`) come before the scenario-wide ones."""
        for die, faces in rolls.items():
            listed = faces if isinstance(faces, list | tuple) else [faces]
            self._rolls[die] = [*listed, *self._rolls.get(die, [])]

    def forced_discard(self, pid: str) -> str | None:
        queue = self._discards.get(pid)
        while queue:
            card = queue.pop(0)
            if card in self.s.players[pid].hand:
                return card
        return None

    # --- running ------------------------------------------------------------------------

    def run(self) -> EventLog[GameState]:
        """Play the scenario; an engine stop keeps the steps taken so far on the error."""
        try:
            return self._run()
        except EngineStop as stop:
            if stop.log is None:
                stop.log = self.log
            raise

    def _run(self) -> EventLog[GameState]:
        from judge.engine.destiny import actions, deckbuilding, interpreter

        board = self.setup.board
        self.emit(
            "setup",
            "Plansza ze scenariusza: przygotowanie stanu gry.",
            {"board": state_to_json(board)},
            rules=("setup",),
        )
        if self.setup.validate and not deckbuilding.validate(self, self.setup.validate):
            # An illegal team or deck never plays: no card text is executed.
            self.emit(
                "game_over",
                "Drużyna lub talia jest niezgodna z zasadami budowy: gra nie może się rozpocząć.",
                {"winner": None, "result": "niedozwolona drużyna lub talia"},
                rules=tuple(
                    {"team": "team_building", "deck": "deck_building"}[c]
                    for c in self.setup.validate
                ),
            )
        else:
            # Cards on the table and in hand are checked at once (the judge sees them); a card
            # in a deck or a discard pile only when the engine first reads its text.
            on_table = {
                board.cards[cid].defn
                for cid, card in board.cards.items()
                if card.zone in ("play", "hand", "limbo")
            }
            for key in sorted(on_table):
                interpreter.check_parsed(self.cards[key])
        try:
            if self.s.phase != "over":
                actions.play_scenario(self)
        except GameOver:
            self.depth = 0
        if self.s.phase == "over":
            rest = self.feed.next()
            if rest is not None:
                self.emit(
                    "note",
                    f"Gra zakończona: pozostałe akcje scenariusza nie są wykonywane "
                    f"(od {rest.path}).",
                    {"path": rest.path},
                    rules=("victory",) if self.s.winner else ("setup",),
                )
        return self.log


def _normalize(value: Any) -> Any:
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


def _show(value: Any) -> str:
    if value is True:
        return "tak"
    if value is False:
        return "nie"
    if value is None:
        return "nic"
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_show(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {_show(v)}" for k, v in value.items()) + "}"
    return str(value)


__all__ = ["ActionEntry", "Engine", "EngineStop", "Refusal", "ScenarioError", "Setup"]
