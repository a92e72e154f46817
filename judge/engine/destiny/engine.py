"""The Destiny engine: turns a scenario (board, actions, decisions) into an event log.

The engine is a deterministic program. It never keeps game state of its own: it reads the
current state from the log (the fold of every event so far) and changes it only by emitting
events, which the reducer folds in. Its inputs are the board, the list of actions, the
decisions (`{key: value}`), the stated dice faces and discards, and a random seed recorded in
the first event. Run it twice on the same inputs and you get the same log; change one decision
and the log is the same up to the step where that decision was taken.

The rules themselves live in small modules, one concept each, whose docstrings teach the rule
and cite its section: `timing` (queue, before/after, replacements, simultaneous abilities,
additional actions), `zones`, `damage` (damage, shields, healing, defeat, victory),
`dicerules` (rolling, resolving dice and their symbols), `upgrades`, `activation`, `actions`
(the six actions, passing), `play`, `rounds` (upkeep, end of round, delayed effects),
`abilities` and the `interpreter` package (card abilities from their ASTs). `host` says how
they are layered; this module adds the run loop and `Hooks`, the interface through which the
rules below the interpreter reach card abilities.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from judge.engine.core.errors import EngineStop, GameOver, Refusal, ScenarioError
from judge.engine.core.log import EventLog
from judge.engine.core.runner import ActionEntry, ActionFeed, Asker
from judge.engine.destiny import abilities, actions, deckbuilding, interpreter, play, rounds
from judge.engine.destiny.host import ACTION_KINDS, Host, Result, Setup
from judge.engine.destiny.moments import Moment, Trigger
from judge.engine.destiny.serialize import state_to_json
from judge.engine.destiny.state import GameState, QueueItem


class Hooks:
    """`AbilityHooks` for one engine: the rules below the interpreter reach card abilities,
    and the interpreter reaches the procedures above it, only through this object."""

    def __init__(self, g: Host) -> None:
        self.g = g

    def triggered(self, moment: Moment, when: str) -> list[Trigger]:
        return abilities.triggered(self.g, moment, when)

    def still_applies(self, trigger: Trigger, moment: Moment) -> bool:
        return abilities.still_applies(self.g, trigger, moment)

    def resolve_trigger(self, trigger: Trigger, moment: Moment) -> Result:
        return abilities.resolve_trigger(self.g, trigger, moment)

    def cost_problem(self, trigger: Trigger, moment: Moment) -> tuple[str, tuple[str, ...]] | None:
        return abilities.cost_problem(self.g, trigger, moment)

    def resolve_queue_item(self, item: QueueItem) -> None:
        abilities.resolve_queue_item(self.g, item)

    def keywords(self, cid: str) -> set[str]:
        return interpreter.keywords(self.g, cid)

    def hand_limit(self, pid: str) -> int:
        return interpreter.hand_limit(self.g, pid)

    def x_value(self, home: str | None, player: str) -> int:
        return interpreter.x_value(self.g, home, player)

    def integral_card_distributes(self, card: str) -> bool:
        return abilities.integral_card_distributes(self.g, card)

    def protected_from_opponent(self, did: str, remover: str) -> bool:
        return interpreter.die_protected(self.g, did, remover)

    def run_replacement(self, ctx: Any, effect: Any) -> None:
        interpreter.run(ctx, effect)

    def resolve_special(self, player: str, did: str, group: Any, outcome: dict[str, Any]) -> bool:
        return abilities.resolve_special(self.g, player, did, group, outcome)

    def outside_action(self, player: str, *, source: str) -> bool:
        return actions.outside_action(self.g, player, source=source)

    def check_playable(
        self,
        actor: str,
        cid: str,
        *,
        target: Any,
        replacing: Any,
        ignore_restrictions: bool = False,
    ) -> None:
        play.check_playable(
            self.g,
            actor,
            cid,
            target=target,
            replacing=replacing,
            ignore_restrictions=ignore_restrictions,
        )

    def play_cost(
        self, actor: str, cid: str, *, target: Any, replacing: Any, reduce: int = 0
    ) -> int:
        return play.play_cost(self.g, actor, cid, target=target, replacing=replacing, reduce=reduce)

    def play_card(
        self,
        actor: str,
        cid: str,
        *,
        target: Any = None,
        free: bool = False,
        reduce: int = 0,
        rules: tuple[str, ...] = (),
    ) -> tuple[Any, ...] | None:
        return play.play_card(
            self.g, actor, cid, target=target, free=free, reduce=reduce, rules=rules
        )


class Engine(Host):
    """Runs one replay. Create, call `run()`, read `log`."""

    def __init__(
        self,
        setup: Setup,
        decisions: Mapping[str, Any] | None = None,
        *,
        asker: Asker | None = None,
    ) -> None:
        super().__init__(setup, decisions, asker=asker)
        self.abilities = Hooks(self)

    # --- running ------------------------------------------------------------------------

    def play(self) -> EventLog[GameState]:
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
            if self.s.phase != "over" and self.setup.after_setup:
                rounds.phase_moment(
                    self, "setup", "koniec przygotowania gry", rules=("after_setup", "setup")
                )
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


__all__ = [
    "ACTION_KINDS",
    "ActionEntry",
    "ActionFeed",
    "Engine",
    "EngineStop",
    "Refusal",
    "ScenarioError",
    "Setup",
]
