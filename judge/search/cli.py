"""`judge search QUERY`: search rules, rulings and cards from the terminal."""

from __future__ import annotations

import click

from judge.config import Settings
from judge.corpus.model import GAMES
from judge.search.api import MAX_LIMIT, SearchResponse, SearchResult
from judge.search.api import search as run_search
from judge.search.lifecycle import rebuild_index
from judge.search.units import KIND_LABELS, UNIT_KINDS

GAME_LABELS = {"destiny": "Przeznaczenie", "lcg": "Gra karciana", "swm": "Miniatures"}


def _result_lines(number: int, result: SearchResult) -> list[str]:
    label = KIND_LABELS.get(result.kind, result.kind)
    game = GAME_LABELS.get(result.game, result.game)
    title = click.style(result.title, bold=True)
    header = f"{number}. {title}  [{label} · {game}]"
    if result.superseded:
        header += click.style("  (poprzednie wydanie)", fg="yellow")
    snippet = "".join(
        click.style(segment.text, fg="green", bold=True) if segment.hit else segment.text
        for segment in result.segments
    )
    lines = [header, f"   {result.citation}"]
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


@click.command()
@click.argument("query", nargs=-1, required=True)
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
