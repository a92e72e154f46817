"""What a game supplies to the core, and the registry that finds a game by name.

A game (Destiny, the LCG, Miniatures) is an object implementing `Game`: it knows its scenario
schema and how to build a scenario from the file's data, runs its engine, and describes its
states (the board a judge reads, the facts two steps or two branches are compared by, the
final facts `expect:` asserts). Everything else (the log, forks, decisions, chance, the step
JSON, the CLI, the site's step frame) is the core's and the same for every game.

The registry maps the scenario's `game:` value to a game, loading its package only when a
scenario of that game is first met; it lives above the games (`judge.engine.games`), so the
core imports no game and the games do not import each other.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from judge.config import Settings
from judge.engine.core.errors import ScenarioError
from judge.engine.core.events import Event
from judge.engine.core.expect import Mismatch
from judge.engine.core.log import EventLog
from judge.engine.core.runner import Asker
from judge.engine.core.scenario import Scenario


@dataclass
class Run:
    """One run of a game's engine: the log, the decisions it was given (with the answers an
    asker gave, so a fork replays them without asking again), and the decision keys it read
    without a step (`Runner.used_decisions`)."""

    log: EventLog[Any]
    decisions: Mapping[str, Any]
    used: set[str] = field(default_factory=set)


class Game(Protocol):
    """A game the engine can replay. See `judge/engine/README.md` ("Adding a game")."""

    @property
    def name(self) -> str:
        """The scenario's `game:` value (`destiny`, `lcg`, `swm`)."""
        ...

    @property
    def title(self) -> str:
        """The game's Polish name, for pages and listings."""
        ...

    @property
    def board_template(self) -> str:
        """The site's template (under `judge/web/templates/`) rendering a step's `board`,
        given as `board` in its context."""
        ...

    def schema(self) -> Mapping[str, Any]:
        """The JSON Schema of this game's scenario files (Draft 2020-12). Must allow the
        `game` key. The same object on every call (its validator is cached by identity)."""
        ...

    def build(
        self,
        data: Mapping[str, Any],
        *,
        name: str,
        settings: Settings | None,
        cards_path: Path | str | None,
    ) -> Scenario:
        """The meaning pass: build a `Scenario` from schema-valid `data` (its cards read from
        the game's card data), or raise `ScenarioError` listing every problem with its path."""
        ...

    def run(
        self,
        scenario: Scenario,
        decisions: Mapping[str, Any],
        *,
        asker: Asker | None = None,
        validate: Sequence[str] | bool | None = None,
    ) -> Run:
        """Run the engine on the scenario with these decisions. An engine stop raises
        `EngineStop` carrying the log so far (`stop.log`)."""
        ...

    def rules(self) -> Mapping[str, str]:
        """The rule table: every key the engine cites -> corpus section or ruling id."""
        ...

    def board_view(self, state: Any, scenario: Scenario) -> dict[str, Any]:
        """The board after a step as a judge reads it (the step JSON's `board`)."""
        ...

    def frame(self, state: Any) -> dict[str, Any]:
        """What is in flight after a step (queue, interrupts…), merged into the step JSON."""
        ...

    def facts(self, state: Any) -> dict[str, Any]:
        """The state as flat `{fact: JSON value}`: a step's changes and a fork's differences
        are the facts that differ."""
        ...

    def check(
        self, expect: Mapping[str, Any], events: Sequence[Event], state: Any
    ) -> list[Mismatch]:
        """The mismatches between a replay and the scenario's `expect:` (the core's
        `check_steps` for the parts that read the steps, plus the game's final facts)."""
        ...

    def known_ids(self, scenario: Scenario) -> set[str]:
        """The ids a decision key may name (cards, dice, players): a `decisions:` key about
        anything else is a typo."""
        ...

    def state_lines(self, step: Mapping[str, Any]) -> list[str]:
        """The board and what is in flight after a step (its JSON), as `judge replay` prints
        them."""
        ...

    def bench(self, settings: Settings, repetitions: int) -> dict[str, Any]:
        """Figures of this game's engine beyond replaying its golden scenarios (may be {})."""
        ...


class Registry:
    """Games by name; each is loaded on first use (`add(name, loader)`)."""

    def __init__(self, default: str) -> None:
        self.default = default
        self._loaders: dict[str, Callable[[], Game]] = {}
        self._games: dict[str, Game] = {}

    def add(self, name: str, loader: Callable[[], Game]) -> None:
        self._loaders[name] = loader

    def names(self) -> list[str]:
        return list(self._loaders)

    def __contains__(self, name: object) -> bool:
        return name in self._loaders

    def get(self, name: str | None = None) -> Game:
        """The game called `name` (the default game for None)."""
        name = name or self.default
        game = self._games.get(name)
        if game is None:
            loader = self._loaders.get(name)
            if loader is None:
                raise ScenarioError(
                    [("game", f"nieznana gra {name!r}; dostępne: " + ", ".join(self._loaders))]
                )
            game = self._games[name] = loader()
        return game
