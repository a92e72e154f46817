"""The games the engine knows, by the name a scenario gives in `game:` (Destiny the default).

Each game is a package under `judge.engine` exposing one object implementing
`judge.engine.core.game.Game`; it is imported only when a scenario of that game is first met.
To add a game, add one loader below (see `judge/engine/README.md`, "Adding a game").
"""

from __future__ import annotations

from judge.engine.core.game import Game, Registry

DEFAULT_GAME = "destiny"

GAMES = Registry(default=DEFAULT_GAME)


def _destiny() -> Game:
    from judge.engine.destiny.game import GAME

    return GAME


GAMES.add("destiny", _destiny)


def _lcg() -> Game:
    from judge.engine.lcg.game import GAME

    return GAME


GAMES.add("lcg", _lcg)


def _swm() -> Game:
    from judge.engine.swm.game import GAME

    return GAME


GAMES.add("swm", _swm)


def game(name: str | None = None) -> Game:
    """The game called `name` (the default game for None)."""
    return GAMES.get(name)
