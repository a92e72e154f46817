"""Errors the engine raises: bad scenarios (exit 2), engine stops (exit 3), refusals."""

from __future__ import annotations

from typing import Any

from judge.engine.destiny.polish import count
from judge.errors import JudgeError


class ScenarioError(JudgeError):
    """An invalid scenario: every problem with its path in the file (exit 2)."""

    exit_code = 2

    def __init__(self, problems: list[tuple[str, str]] | str) -> None:
        if isinstance(problems, str):
            problems = [("", problems)]
        self.problems = problems
        lines = [f"{path}: {message}" if path else message for path, message in problems]
        super().__init__(
            f"Nieprawidłowy scenariusz ({count(len(lines), 'błąd', 'błędy', 'błędów')}):\n  "
            + "\n  ".join(lines)
        )


class EngineStop(JudgeError):
    """The engine cannot go on: unparsed card text, a trigger loop at the step cap (exit 3)."""

    exit_code = 3

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.log: Any = None  # the steps up to the stop (an EventLog), set by the engine
        self.replay: Any = None  # the same as a Replay, set by `judge.engine.api.replay`


class Refusal(Exception):
    """An illegal action or choice, refused with the rule that forbids it (not a crash)."""

    def __init__(self, message: str, rule: str) -> None:
        super().__init__(message)
        self.message = message
        self.rule = rule


class GameOver(Exception):
    """The game ended (a player's last character defeated): stop resolving at once."""
