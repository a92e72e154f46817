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

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from judge.engine.core.errors import EngineStop, GameOver, Refusal, ScenarioError
from judge.engine.core.log import EventLog
from judge.engine.core.runner import DEFAULT_MAX_STEPS, ActionEntry, ActionFeed, Asker, Runner
from judge.engine.destiny import polish as pl
from judge.engine.destiny.cards import CardDef
from judge.engine.destiny.reducer import apply
from judge.engine.destiny.rules import ref
from judge.engine.destiny.serialize import state_to_json
from judge.engine.destiny.state import GameState

# The keys of an entry of `actions:`, in the order an entry is read as one of them.
ACTION_KINDS = ("play", "activate", "resolve", "reroll", "use", "claim", "pass", "decline")


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


class Engine(Runner[GameState]):
    """Runs one replay. Create, call `run()`, read `log`."""

    def __init__(
        self,
        setup: Setup,
        decisions: Mapping[str, Any] | None = None,
        *,
        asker: Asker | None = None,
    ) -> None:
        super().__init__(
            initial=GameState(),
            reducer=apply,
            cite=ref,
            decisions={**setup.decisions, **(decisions or {})},
            asker=asker,
            max_steps=setup.max_steps,
            rolls=setup.rolls,
            discards=setup.discards,
            actions=setup.actions,
            action_kinds=ACTION_KINDS,
        )
        self.setup = setup
        self.cards = setup.cards

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

    # --- chance -------------------------------------------------------------------------

    def forced_discard(self, pid: str) -> str | None:
        """The next random discard the scenario states for `pid` that is still in his hand."""
        return self.forced_pick(pid, lambda card: card in self.s.players[pid].hand)

    # --- running ------------------------------------------------------------------------

    def play(self) -> EventLog[GameState]:
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


__all__ = ["ActionEntry", "ActionFeed", "Engine", "EngineStop", "Refusal", "ScenarioError", "Setup"]
