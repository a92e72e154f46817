"""`judge serve`: the site on waitress, a production WSGI server.

For a deployment behind a reverse proxy the README shows the gunicorn equivalent
(`gunicorn 'judge.web.wsgi:app'`); both serve the same `create_app(settings)`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click

from judge.config import Settings

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 5000
DEFAULT_THREADS = 16  # measured: at 50 connections 16 beats 8 (see judge bench web)


@click.command()
@click.option("--host", default=None, help=f"Adres nasłuchu (domyślnie {DEFAULT_HOST}).")
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
@click.option(
    "--lan",
    is_flag=True,
    help="Dla telefonów w sieci lokalnej: nasłuch na wszystkich adresach, adres do wpisania "
    "i kod QR w terminalu, cytowania z tym adresem.",
)
@click.option(
    "--public-url",
    help="Adres, pod którym inni widzą serwis (do cytowań), np. za odwrotnym proxy.",
)
@click.pass_obj
def serve(
    settings: Settings,
    host: str | None,
    port: int,
    threads: int,
    lan: bool,
    public_url: str | None,
) -> None:
    """Uruchom serwis WWW (serwer produkcyjny waitress).

    Przy pierwszym uruchomieniu buduje indeks wyszukiwania, jeśli go brakuje. Bez kart mówi,
    co działa, i (w terminalu) proponuje ich pobranie.
    """
    from judge.web.server import lan_address, prepare, run

    if public_url is not None and not public_url.startswith(("http://", "https://")):
        raise click.BadParameter("adres musi zaczynać się od http:// albo https://.")
    if host is None:
        host = "0.0.0.0" if lan else DEFAULT_HOST
    address = lan_address() if lan else None
    if lan and address is None:
        click.echo(
            "Nie znaleziono adresu w sieci lokalnej (czy komputer jest połączony z Wi-Fi?). "
            "Serwis i tak nasłuchuje na wszystkich adresach.",
            err=True,
        )
    settings = _offer_cards(settings)
    app = prepare(settings, echo=click.echo, PUBLIC_URL=public_url)
    announce = _lan_announcement(app, address, public_url) if address else None
    run(app, host=host, port=port, threads=threads, echo=click.echo, announce=announce)


def _lan_announcement(app: Any, address: str, public_url: str | None) -> Callable[[int], None]:
    """What `--lan` does once the port is bound: citations carry the LAN address (unless a
    public one was given), and it prints the address to type and its QR code."""

    def announce(port: int) -> None:
        url = f"http://{address}:{port}/"
        if public_url is None:
            app.config["PUBLIC_URL"] = url
        click.echo(f"Na telefonie w tej samej sieci wpisz: {url}")
        click.echo(qr_code(url))
        click.echo(
            "Bez sieci telefon działa tylko z kopią z adresu https:// albo z localhost: "
            "dla pracy offline opublikuj `judge export` (patrz README, „Site”)."
        )

    return announce


def qr_code(text: str) -> str:
    """`text` as a QR code of block characters, for a terminal (segno)."""
    import io

    import segno

    out = io.StringIO()
    segno.make(text, error="m").terminal(out=out, compact=True, border=2)
    return out.getvalue().rstrip("\n")


NO_CARDS = (
    "Brak bazy kart. Działa wyszukiwanie i czytanie zasad, orzeczeń i kart cytowanych w "
    "zasadach; odtwarzanie scenariuszy i strony pozostałych kart jej potrzebują. Pobierz ją "
    "poleceniem `judge cards update` (albo wskaż kopię przez --cards lub JUDGE_CARDS)."
)
NO_LCG_CARDS = (
    "Brak kart Gry karcianej (LCG): jej scenariusze i strony kart LCG ich potrzebują (zasady "
    "i orzeczenia działają). Pobierz je poleceniem `judge cards update` (albo wskaż kopię "
    "przez --lcg-cards lub JUDGE_LCG_CARDS)."
)


def _missing_cards(settings: Settings) -> list[str]:
    """Say which card data is missing and what works without it; the games missing."""
    missing = []
    if settings.cards_path is None:
        click.echo(NO_CARDS, err=True)
        missing.append("destiny")
    if settings.lcg_cards_path is None:
        click.echo(NO_LCG_CARDS, err=True)
        missing.append("lcg")
    return missing


def _offer_cards(settings: Settings) -> Settings:
    """Say what works without the card data; on a terminal, offer to download it now."""
    import sys

    missing = _missing_cards(settings)
    if not missing or not (sys.stdin.isatty() and sys.stderr.isatty()):
        return settings
    if not click.confirm("Pobrać karty teraz?", default=False, err=True):
        return settings
    from judge.cards.update import SOURCES, update_cards
    from judge.errors import JudgeError

    for game in missing:
        source = SOURCES[game]
        try:
            result = update_cards(settings, None, source)
        except JudgeError as exc:
            click.echo(exc.message, err=True)
            continue
        click.echo(
            f"Zainstalowano bazę {source.name}: {result.cards} kart ({result.path}).", err=True
        )
        field = "cards_path" if game == "destiny" else "lcg_cards_path"
        settings = dataclasses.replace(settings, **{field: result.path})
    return settings


@click.command()
@click.argument("directory", type=click.Path(file_okay=False, path_type=Path), metavar="KATALOG")
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
    _missing_cards(settings)
    result = export_site(settings, directory, base_url=base_url, replace=replace, echo=click.echo)
    click.echo(
        f"Zapisano {result.pages} stron, {result.json_twins} plików JSON i {result.files} "
        f"innych plików ({result.bytes / 1e6:.1f} MB) w {result.directory} "
        f"({result.seconds:.0f} s)."
    )
    if result.broken:
        click.echo(f"Uwaga: {len(result.broken)} stron nie powstało: {result.broken[:5]}", err=True)
    click.echo(f"Podgląd: python -m http.server -d {result.directory}")
