"""`judge cards update/check/show` and `judge parse`."""

from __future__ import annotations

import json
from pathlib import Path

import click

from judge.cards.db import cards_for, load_card_database
from judge.cards.dice import describe_face
from judge.cards.parse import MAX_TEXT, guess_language, parse_card_text
from judge.cards.show import (
    card_kind_pl,
    card_to_json,
    coverage,
    parse_to_json,
    render_description,
    render_tree,
)
from judge.config import Settings
from judge.errors import JudgeError
from judge.symbols import plain

# `click` context meta key of a callable (card database → {code: executable}) that the top-level
# `judge` command installs: the engine measures it, and the cards layer may not import it.
EXECUTABLE_HOOK = "judge.cards.executable"


def _echo_json(data: object) -> None:
    click.echo(json.dumps(data, ensure_ascii=False, indent=2))


def _database(settings: Settings, cards_path: str | None):
    if cards_path:
        return load_card_database(Path(cards_path))
    return cards_for(settings)


@click.group(name="cards")
def cards() -> None:
    """Karty: rekordy z bazy SWDestinyDB i to, jak gramatyka rozumie ich tekst."""


@cards.command(name="update")
@click.option(
    "--game",
    type=click.Choice(["destiny", "lcg"]),
    default=None,
    help="Tylko karty tej gry (domyślnie obie: Przeznaczenie i Gra karciana).",
)
@click.option(
    "--url",
    default=None,
    help="Skąd pobrać archiwum ZIP danych SWDestinyDB (domyślnie repozytorium "
    "fafranco82/swdestinydb-json-data na GitHubie; także file://…).",
)
@click.option(
    "--lcg-url",
    default=None,
    help="Skąd pobrać archiwum ZIP kart LCG w układzie swlcg (domyślnie repozytorium "
    "jgornick/swlcg-json na GitHubie; także file://…).",
)
@click.option("--json", "as_json", is_flag=True, help="Wynik jako obiekt JSON.")
@click.pass_obj
def update(
    settings: Settings, game: str | None, url: str | None, lcg_url: str | None, as_json: bool
) -> None:
    """Pobierz karty Przeznaczenia (SWDestinyDB) i Gry karcianej (swlcg) do katalogu danych
    i używaj ich domyślnie."""
    from judge.cards.update import SOURCES, UpdateError, update_cards

    urls = {"destiny": url, "lcg": lcg_url}
    done: dict[str, object] = {}
    failed: list[str] = []
    for source in SOURCES.values():
        if game not in (None, source.game):
            continue
        chosen = urls[source.game] or source.default_url
        if not as_json:
            click.echo(f"Pobieram bazę {source.name} z {chosen}…", err=True)
        try:
            result = update_cards(settings, chosen, source)
        except UpdateError as exc:
            failed.append(exc.message)
            continue
        done[source.game] = result.to_json()
        if not as_json:
            option = (
                "--cards lub JUDGE_CARDS"
                if source.game == "destiny"
                else ("--lcg-cards lub JUDGE_LCG_CARDS")
            )
            polish = f", {result.polish_texts} z polskim tekstem" if result.polish_texts else ""
            click.echo(
                f"Zainstalowano bazę {source.name}: {result.cards} kart{polish}, w "
                f"{result.path}. Od teraz jest używana domyślnie (chyba że podasz {option})."
            )
    if failed:
        raise UpdateError(" ".join(failed))
    if as_json:
        _echo_json(done)


@cards.command(name="check")
@click.option(
    "--cards",
    "cards_path",
    type=click.Path(file_okay=False),
    help="Baza kart (zastępuje globalne --cards / JUDGE_CARDS).",
)
@click.option("--json", "as_json", is_flag=True, help="Wynik jako obiekt JSON.")
@click.option("--all", "show_all", is_flag=True, help="Wypisz też nierozpoznane karty angielskie.")
@click.pass_obj
def check(settings: Settings, cards_path: str | None, as_json: bool, show_all: bool) -> None:
    """Przetwórz tekst każdej karty (polski, gdzie jest, inaczej angielski) i podaj pokrycie."""
    database = _database(settings, cards_path)
    # Whether the engine executes each card (`executable`): measured by the engine's smoke
    # run, which the `judge` command installs here (the engine is a layer above the cards).
    measure = click.get_current_context().meta.get(EXECUTABLE_HOOK)
    report = coverage(database, measure(database) if measure is not None else None)
    lcg_report = _lcg_report(settings)
    if lcg_report is not None:
        report["lcg"] = lcg_report
    if as_json:
        _echo_json(report)
        return
    names = {"pl": "polskie", "en": "angielskie"}
    for lang, counts in sorted(report["by_lang"].items(), key=lambda item: item[0] != "pl"):
        share = 100 * counts["parsed"] / counts["total"] if counts["total"] else 0.0
        click.echo(
            f"Teksty {names.get(lang, lang)}: {counts['parsed']}/{counts['total']} "
            f"przetworzone w całości ({share:.1f} %)."
            + (
                f" Silnik wykonuje {counts['executable']}/{counts['total']}."
                if "executable" in counts
                else ""
            )
        )
    if lcg_report is not None:
        from judge.cards.lcg.cli import lcg_summary

        click.echo(lcg_summary(lcg_report))
    for row in report["cards"]:
        if row["ok"] or (row["lang"] != "pl" and not show_all):
            continue
        click.echo(f"\n{row['code']} {row['name']} ({row['lang']}):")
        for span in row["unparsed"]:
            click.echo(f"  [{span['start']}:{span['end']}] {span['text']}")


def _lcg_report(settings: Settings) -> dict[str, object] | None:
    """The LCG figures (issue 16) when LCG card data is configured (`--lcg-cards`)."""
    if settings.lcg_cards_path is None:
        return None
    from judge.cards.lcg.records import load_cached
    from judge.cards.lcg.report import figures

    return figures(settings.lcg_cards_path, load_cached(settings.lcg_cards_path))


@cards.command(name="show")
@click.argument("code", metavar="KARTA")
@click.option(
    "--cards",
    "cards_path",
    type=click.Path(file_okay=False),
    help="Baza kart (zastępuje globalne --cards / JUDGE_CARDS).",
)
@click.option("--json", "as_json", is_flag=True, help="Wynik jako obiekt JSON.")
@click.pass_obj
def show(settings: Settings, code: str, cards_path: str | None, as_json: bool) -> None:
    """Pokaż KARTĘ (kod 01137, odwołanie r137 / D37 albo nazwa) i drzewo jej zdolności."""
    card = _database(settings, cards_path).resolve(code)
    if as_json:
        _echo_json(card_to_json(card))
        return
    title = f"{card.code} {card.name}" + (f" – {card.subtitle}" if card.subtitle else "")
    click.echo(title)
    details = list(card_kind_pl(card))
    if card.cost is not None:
        details.append(f"koszt {card.cost}")
    if card.health is not None:
        details.append(f"zdrowie {card.health}")
    click.echo(" · ".join(d for d in details if d))
    if card.sides:
        click.echo("Kość: " + ", ".join(describe_face(face) for face in card.sides))
    if card.rules_text:
        notes = [
            note
            for note, applies in (
                ("po erracie", card.errata_text),
                ("po angielsku", card.rules_lang == "en"),
            )
            if applies
        ]
        label = "Tekst" + (f" ({', '.join(notes)})" if notes else "")
        click.echo(f"{label}: {plain(card.rules_text)}")
        parsed = parse_card_text(card.rules_text, card.rules_lang)
        click.echo("Jak to czytać:")
        click.echo(plain(render_description(parsed)))
        click.echo("Drzewo (AST):")
        click.echo(render_tree(parsed))


@click.command(name="parse")
@click.argument("text", metavar="TEKST")
@click.option("--json", "as_json", is_flag=True, help="Drzewo jako obiekt JSON.")
@click.option(
    "--lang",
    type=click.Choice(["auto", "pl", "en"]),
    default="auto",
    show_default=True,
    help="Język tekstu (auto: polski, jeśli tekst ma polskie litery lub słowa).",
)
def parse(text: str, as_json: bool, lang: str) -> None:
    """Przetwórz tekst karty (po polsku lub po angielsku) na drzewo zdolności (AST).

    Przykład: judge parse "Po tym, jak aktywujesz tę postać, dobierz kartę."
    """
    if not text.strip():
        raise JudgeError("Podaj tekst karty do przetworzenia (pusty tekst).")
    if len(text) > MAX_TEXT:
        raise JudgeError(f"Tekst jest za długi ({len(text)} znaków, najwyżej {MAX_TEXT}).")
    if lang == "auto":
        lang = guess_language(text)
    card_text = parse_card_text(text.replace("\\n", "\n"), lang)
    if as_json:
        _echo_json(parse_to_json(card_text))
        return
    click.echo("Jak to czytać:")
    click.echo(render_description(card_text))
    click.echo("Drzewo (AST):")
    click.echo(render_tree(card_text))
    if not card_text.ok:
        click.echo(f"\nNierozpoznane fragmenty: {len(card_text.unparsed)}.", err=True)


def _register_lcg() -> None:
    from judge.cards.lcg.cli import lcg

    cards.add_command(lcg)


_register_lcg()
