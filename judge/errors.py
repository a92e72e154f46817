"""Errors a user can cause, with the message and exit code the CLI shows for them.

Anything raised as a `JudgeError` is the user's to fix (bad query, unknown id, invalid
scenario) and is printed without a traceback. Exit codes follow the CLI's convention:
2 for bad input, 3 when the engine stops (unparsed card text, trigger loop).
"""

from __future__ import annotations


class JudgeError(Exception):
    """A problem with the user's input, reported as a message and an exit code."""

    exit_code = 2

    def __init__(self, message: str, *, exit_code: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        if exit_code is not None:
            self.exit_code = exit_code


class NotFound(JudgeError):
    """An id (section, ruling, card, scenario) that does not exist."""
