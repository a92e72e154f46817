"""Errors every game's engine raises: bad scenarios (exit 2), engine stops (exit 3), refusals.

* `ScenarioError`: the scenario file is wrong (syntax, schema, meaning, an illegal decision
  value); every problem carries its path in the file (`players.P1.characters[0].damage`).
* `EngineStop`: the engine cannot go on (a card text it cannot execute, a loop at the step
  cap); it carries the steps taken so far (`log`, and `replay` once the API wrapped them).
* `Refusal`: an illegal action or choice, refused with the rule that forbids it. Not an error
  of the replay: the engine records it as a `refused` step and goes on.
* `GameOver`: the game ended in the middle of resolving something; unwinds to the runner.
"""

from __future__ import annotations

from typing import Any

from judge.engine.core.plural import count
from judge.errors import JudgeError


class ScenarioError(JudgeError):
    """An invalid scenario: every problem with its path in the file (exit 2)."""

    exit_code = 2

    def __init__(self, problems: list[tuple[str, str]] | str) -> None:
        if isinstance(problems, str):
            problems = [("", problems)]
        self.problems = problems
        lines = [_clip(f"{path}: {message}" if path else message) for path, message in problems]
        shown = lines[:MAX_PROBLEMS_SHOWN]
        if len(lines) > len(shown):
            shown.append(f"… i {count(len(lines) - len(shown), 'dalszy', 'dalsze', 'dalszych')}")
        super().__init__(
            f"Nieprawidłowy scenariusz ({count(len(lines), 'błąd', 'błędy', 'błędów')}):\n  "
            + "\n  ".join(shown)
        )


# A scenario with thousands of mistakes is fixed from the first ones; the page stays small.
MAX_PROBLEMS_SHOWN = 50
MAX_PROBLEM_CHARS = 300


def _clip(line: str) -> str:
    """A problem line cut to a readable length (a message never echoes a huge value)."""
    return line if len(line) <= MAX_PROBLEM_CHARS else line[: MAX_PROBLEM_CHARS - 1] + "…"


class EngineStop(JudgeError):
    """The engine cannot go on: a card text it cannot execute, a trigger loop at the step cap
    (exit 3)."""

    exit_code = 3

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.log: Any = None  # the steps up to the stop (an EventLog), set by the runner
        self.replay: Any = None  # the same as a Replay, set by `judge.engine.api.replay`


class Refusal(Exception):
    """An illegal action or choice, refused with the rule that forbids it (not a crash)."""

    def __init__(self, message: str, rule: str) -> None:
        super().__init__(message)
        self.message = message
        self.rule = rule


class GameOver(Exception):
    """The game ended (a player's last character defeated): stop resolving at once."""
