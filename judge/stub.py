"""Placeholder commands for capabilities not built yet: they say so plainly and exit 2."""

from __future__ import annotations

import click

from judge.errors import NotBuilt


def not_built_command(name: str, summary: str, issue: int) -> click.Command:
    """A click command that accepts any arguments and refuses with a clear message."""

    @click.command(
        name=name,
        help=f"{summary}\n\n(Jeszcze niezbudowane: zgłoszenie #{issue}.)",
        context_settings={"ignore_unknown_options": True, "allow_extra_args": True},
    )
    def command() -> None:
        raise NotBuilt(
            f"Polecenie „judge {name}” nie jest jeszcze zbudowane (zgłoszenie #{issue})."
        )

    return command
