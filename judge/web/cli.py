"""`judge serve`: the site on waitress, a production WSGI server.

For a deployment behind a reverse proxy the README shows the gunicorn equivalent
(`gunicorn 'judge.web.wsgi:app'`); both serve the same `create_app(settings)`.
"""

from __future__ import annotations

from pathlib import Path

import click

from judge.config import Settings

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 5000
DEFAULT_THREADS = 16  # measured: at 50 connections 16 beats 8 (see judge bench web)


@click.command()
@click.option("--host", default=DEFAULT_HOST, show_default=True, help="Adres nasłuchu.")
@click.option(
    "--port",
    default=DEFAULT_PORT,
    show_default=True,
    type=click.IntRange(0, 65535),
    help="Port nasłuchu.",
)
@click.option(
    "--threads",
    default=DEFAULT_THREADS,
    show_default=True,
    type=click.IntRange(1, 64),
    help="Liczba wątków obsługujących żądania.",
)
@click.pass_obj
def serve(settings: Settings, host: str, port: int, threads: int) -> None:
    """Uruchom serwis WWW (serwer produkcyjny waitress).

    Przy pierwszym uruchomieniu buduje indeks wyszukiwania, jeśli go brakuje. Bez bazy kart
    mówi, co działa, i (w terminalu) proponuje jej pobranie.
    """
    from judge.web.server import prepare, run

    if settings.cards_path is None:
        settings = _offer_cards(settings)
    app = prepare(settings, echo=click.echo)
    run(app, host=host, port=port, threads=threads, echo=click.echo)


NO_CARDS = (
    "Brak bazy kart. Działa wyszukiwanie i czytanie zasad, orzeczeń i kart cytowanych w "
    "zasadach; odtwarzanie scenariuszy i strony pozostałych kart jej potrzebują. Pobierz ją "
    "poleceniem `judge cards update` (albo wskaż kopię przez --cards lub JUDGE_CARDS)."
)


def _offer_cards(settings: Settings) -> Settings:
    """Say what works without a card database; on a terminal, offer to download it now."""
    import sys

    click.echo(NO_CARDS, err=True)
    if not (sys.stdin.isatty() and sys.stderr.isatty()):
        return settings
    if not click.confirm("Pobrać bazę kart teraz?", default=False, err=True):
        return settings
    from judge.cards.update import DEFAULT_URL, update_cards
    from judge.errors import JudgeError

    try:
        result = update_cards(settings, DEFAULT_URL)
    except JudgeError as exc:
        click.echo(exc.message, err=True)
        return settings
    click.echo(f"Zainstalowano bazę kart: {result.cards} kart ({result.path}).", err=True)
    return Settings(data_dir=settings.data_dir, cards_path=result.path)


@click.command()
@click.argument("directory", type=click.Path(file_okay=False, path_type=Path))
@click.option(
    "--base-url",
    help="Adres, pod którym kopia będzie dostępna (do cytowań), np. https://sedzia.example.org.",
)
@click.option("--replace", is_flag=True, help="Zastąp poprzedni eksport w tym katalogu.")
@click.pass_obj
def export(settings: Settings, directory: Path, base_url: str | None, replace: bool) -> None:
    """Zapisz cały serwis jako pliki statyczne (dowolny serwer plików, także bez sieci).

    Strony HTML, ich odpowiedniki JSON (/api/…), pliki statyczne i dane wyszukiwarki, która
    działa w przeglądarce. Podgląd: python -m http.server -d KATALOG.
    """
    from judge.web.export import export_site

    if base_url is not None and not base_url.startswith(("http://", "https://")):
        raise click.BadParameter("adres musi zaczynać się od http:// albo https://.")
    if settings.cards_path is None:
        click.echo(NO_CARDS, err=True)
    result = export_site(settings, directory, base_url=base_url, replace=replace, echo=click.echo)
    click.echo(
        f"Zapisano {result.pages} stron, {result.json_twins} plików JSON i {result.files} "
        f"innych plików ({result.bytes / 1e6:.1f} MB) w {result.directory} "
        f"({result.seconds:.0f} s)."
    )
    if result.broken:
        click.echo(f"Uwaga: {len(result.broken)} stron nie powstało: {result.broken[:5]}", err=True)
    click.echo(f"Podgląd: python -m http.server -d {result.directory}")
