"""`judge search QUERY`: search rules, rulings and cards from the terminal."""

from __future__ import annotations

import click

from judge.config import Settings
from judge.corpus.model import GAMES
from judge.search.api import MAX_LIMIT, SearchResponse, SearchResult
from judge.search.api import search as run_search
from judge.search.lifecycle import rebuild_index
from judge.search.query import QueryError
from judge.search.units import KIND_LABELS, UNIT_KINDS
from judge.symbols import plain, plain_segments

GAME_LABELS = {"destiny": "Przeznaczenie", "lcg": "Gra karciana", "swm": "Miniatures"}


def _result_lines(number: int, result: SearchResult) -> list[str]:
    label = KIND_LABELS.get(result.kind, result.kind)
    game = GAME_LABELS.get(result.game, result.game)
    title = click.style(plain(result.title), bold=True)
    header = f"{number}. {title}  [{label} · {game}]"
    if result.superseded:
        header += click.style("  (poprzednie wydanie)", fg="yellow")
    snippet = "".join(
        click.style(text, fg="green", bold=True) if hit else text
        for text, hit in plain_segments([(seg.text, seg.hit) for seg in result.segments])
    )
    lines = [header, f"   {plain(result.citation)}"]
    if snippet:
        lines.append(f"   {snippet}")
    lines.append(click.style(f"   {result.url}", dim=True))
    return lines


def _print_response(response: SearchResponse) -> None:
    for note in response.notes:
        click.echo(f"Uwaga: {note}", err=True)
    if not response.results:
        click.echo("Nic nie znaleziono. Spróbuj innych słów, prefiksu (strażn*) lub bez filtrów.")
        return
    shown = len(response.results)
    click.echo(f"Wyniki 1–{shown} z {response.total}:\n")
    for number, result in enumerate(response.results, start=1):
        for line in _result_lines(number, result):
            click.echo(line)
        click.echo()


class SearchCommand(click.Command):
    """`judge search`, where a query word may start with "-" ("-osłony", "-5"): an argument
    that is not one of the command's options is a query word, not click's "No such option".
    An unknown long option ("--jsno") is refused in Polish, since it is more likely a typo
    than a word; words after "--" are always query words."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        return super().parse_args(ctx, self._words_after_separator(ctx, args))

    def _words_after_separator(self, ctx: click.Context, args: list[str]) -> list[str]:
        """`args` with the options first, then "--" and the query words in their order."""
        takes_value: dict[str, bool] = {}
        for param in self.get_params(ctx):
            if isinstance(param, click.Option):
                for name in (*param.opts, *param.secondary_opts):
                    takes_value[name] = not (param.is_flag or param.count)
        options: list[str] = []
        query_words: list[str] = []
        remaining = iter(args)
        for arg in remaining:
            if arg == "--":
                query_words.extend(remaining)
                break
            name = arg.split("=", 1)[0] if arg.startswith("--") else arg
            if name in takes_value:
                options.append(arg)
                if takes_value[name] and "=" not in arg:
                    value = next(remaining, None)  # taken as is, as click does
                    if value is None:
                        raise QueryError(f"Opcja „{name}” wymaga wartości (judge search --help).")
                    options.append(value)
            elif arg.startswith("--"):
                raise QueryError(
                    f"Nieznana opcja „{name}” (opcje: judge search --help). Aby szukać słowa "
                    f"zaczynającego się od „-”, wpisz je po „--”, np. judge search -- {arg}"
                )
            elif _attached_short_value(arg, takes_value):
                options.append(arg)  # "-n5"
            else:
                query_words.append(arg)  # a word, or "-osłony"
        return [*options, "--", *query_words] if query_words else options


def _attached_short_value(arg: str, takes_value: dict[str, bool]) -> bool:
    """Whether `arg` is a short option with its value attached ("-n5"); "-nieblokowalne"
    is a word, not "-n" with the value "ieblokowalne"."""
    if len(arg) < 3 or not takes_value.get(arg[:2]):
        return False
    return not arg[2].isalpha()


@click.command(cls=SearchCommand)
@click.argument("query", nargs=-1, required=True, metavar="ZAPYTANIE...")
@click.option("--game", type=click.Choice(GAMES), help="Tylko jedna gra.")
@click.option("--kind", type=click.Choice(UNIT_KINDS), help="Tylko jeden rodzaj fragmentów.")
@click.option(
    "--limit",
    "-n",
    type=click.IntRange(1, MAX_LIMIT),
    default=10,
    show_default=True,
    help="Najwięcej wyników.",
)
@click.option("--json", "as_json", is_flag=True, help="Wynik jako obiekt JSON.")
@click.option("--rebuild", is_flag=True, help="Zbuduj indeks od nowa przed szukaniem.")
@click.pass_obj
def search(
    settings: Settings,
    query: tuple[str, ...],
    game: str | None,
    kind: str | None,
    limit: int,
    as_json: bool,
    rebuild: bool,
) -> None:
    """Szukaj w zasadach, orzeczeniach i kartach.

    Słowa w dowolnej formie i bez polskich znaków (obrazenia, oslony), angielskie terminy
    (Guardian, shields), nazwy kart po polsku i angielsku, frazy w cudzysłowie („przed tym”)
    i prefiksy (strażn*). Indeks buduje się sam przy pierwszym użyciu.
    """
    if rebuild:
        rebuild_index(settings)
    response = run_search(" ".join(query), settings=settings, game=game, kind=kind, limit=limit)
    if as_json:
        click.echo(response.to_json_text())
        return
    _print_response(response)
