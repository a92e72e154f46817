"""The `judge` command: one subcommand per view, each with `--json`.

Every subcommand is defined in the room that owns it (`judge/<room>/cli.py`) and only
assembled here, lazily: `judge search` imports the search room, not Flask, the grammar and the
engine too (start-up is most of a warm search's time). Errors the user can cause are
`JudgeError`s: printed as a message, never as a traceback, with the exit code they carry.
Set `JUDGE_DEBUG=1` to see tracebacks of bugs.
"""

from __future__ import annotations

import importlib
import json
import os
import sys
from pathlib import Path
from typing import Any

import click

from judge import __version__, cli_messages
from judge.bench import AREA_MODULES, run_area
from judge.config import ENV_CARDS, ENV_DATA_DIR, ENV_LCG_CARDS, Settings
from judge.errors import JudgeError

cli_messages.install()  # before the commands below are defined: click speaks Polish

# name -> (module, attribute) of each room's subcommand, imported on first use.
ROOM_COMMANDS: dict[str, tuple[str, str]] = {
    "serve": ("judge.web.cli", "serve"),
    "export": ("judge.web.cli", "export"),
    "search": ("judge.search.cli", "search"),
    "rules": ("judge.corpus.cli", "rules"),
    "rulings": ("judge.corpus.cli", "rulings"),
    "cards": ("judge.cards.cli", "cards"),
    "parse": ("judge.cards.cli", "parse"),
    "replay": ("judge.engine.cli", "replay"),
}


class JudgeGroup(click.Group):
    """A click group that turns `JudgeError`s and unexpected bugs into clean messages, and
    loads the rooms' subcommands on demand (`ROOM_COMMANDS`)."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted([*super().list_commands(ctx), *ROOM_COMMANDS])

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name in ROOM_COMMANDS:
            module, attribute = ROOM_COMMANDS[cmd_name]
            command: click.Command = getattr(importlib.import_module(module), attribute)
            return cli_messages.polish_command(command)
        return super().get_command(ctx, cmd_name)

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except JudgeError as exc:
            click.echo(f"Błąd: {exc.message}", err=True)
            ctx.exit(exc.exit_code)
        except (click.exceptions.Exit, click.ClickException, click.Abort):
            raise
        except BrokenPipeError:
            # The reader went away (`judge rules list | head`): not an error of ours. Point
            # stdout at devnull so the interpreter's final flush does not fail again.
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
            ctx.exit(1)
        except Exception as exc:  # a bug: say so without a traceback unless debugging
            if os.environ.get("JUDGE_DEBUG"):
                raise
            click.echo(
                f"Błąd wewnętrzny ({type(exc).__name__}): {exc}. "
                "Uruchom ponownie z JUDGE_DEBUG=1, aby zobaczyć szczegóły.",
                err=True,
            )
            ctx.exit(1)


@click.group(cls=JudgeGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="judge")
@click.option(
    "--data-dir",
    type=click.Path(file_okay=False),
    help=f"Katalog na zbudowane artefakty (indeks, pamięć podręczna). Zmienna: {ENV_DATA_DIR}.",
)
@click.option(
    "--cards",
    "cards_path",
    type=click.Path(file_okay=False),
    help=f"Baza kart w układzie SWDestinyDB (katalog z set/*.json). Zmienna: {ENV_CARDS}.",
)
@click.option(
    "--lcg-cards",
    "lcg_cards_path",
    type=click.Path(file_okay=False),
    help=(
        "Karty Star Wars: Gry karcianej w układzie swlcg (katalog json/). Zmienna: "
        f"{ENV_LCG_CARDS}."
    ),
)
@click.pass_context
def main(
    ctx: click.Context, data_dir: str | None, cards_path: str | None, lcg_cards_path: str | None
) -> None:
    """Sędzia: zasady, orzeczenia i rozstrzyganie interakcji w grach Star Wars.

    Star Wars: Przeznaczenie (Destiny), Star Wars: Gra karciana (LCG) i Star Wars Miniatures.
    """
    ctx.obj = Settings.resolve(data_dir, cards_path, lcg_cards_path)
    settings: Settings = ctx.obj
    ctx.meta["judge.cards.executable"] = lambda database: _executable_cards(
        database, settings.data_dir
    )


def _executable_cards(database: Any, data_dir: Path) -> dict[str, bool]:
    """`judge cards check`: whether the engine executes each card (its smoke run, kept in
    the data directory until the cards or the program change)."""
    from judge.engine.api import executable_cards

    return executable_cards(database, cache_dir=data_dir)


@main.command()
@click.argument("area", type=click.Choice([*AREA_MODULES, "all"]), metavar="OBSZAR")
@click.option("--repetitions", "-n", default=50, show_default=True, help="Liczba powtórzeń.")
@click.option("--json", "as_json", is_flag=True, help="Wynik jako obiekt JSON.")
@click.pass_obj
def bench(settings: Settings, area: str, repetitions: int, as_json: bool) -> None:
    """Zmierz wydajność OBSZARU: search, grammar, engine, web lub all."""
    if repetitions < 1:
        raise JudgeError("--repetitions musi być liczbą dodatnią.")
    figures = run_area(area, settings, repetitions)
    if as_json:
        click.echo(json.dumps(figures, ensure_ascii=False, indent=2))
        return
    for key, value in figures.items():
        click.echo(f"{key}: {value}")


cli_messages.polish_command(main)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
