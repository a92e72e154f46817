"""`judge cards lcg show ID` / `judge cards lcg check`: LCG card records and their parse."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import click

from judge.cards.lcg.records import LcgCards, load_cached, no_cards_message
from judge.cards.lcg.report import figures
from judge.cards.lcg.show import card_json, render_tree
from judge.config import Settings
from judge.errors import JudgeError


def database(settings: Settings, path: str | None = None) -> LcgCards:
    chosen = Path(path) if path else settings.lcg_cards_path
    if chosen is None:
        raise JudgeError(no_cards_message())
    return load_cached(chosen)


@click.group(name="lcg")
def lcg() -> None:
    """Karty Star Wars: Gry karcianej (LCG): rekordy z danych swlcg i ich drzewo zdolności."""


@lcg.command(name="show")
@click.argument("ident", metavar="ID")
@click.option("--lcg-cards", "cards_path", type=click.Path(file_okay=False), help="Dane kart LCG.")
@click.option("--json", "as_json", is_flag=True, help="Wynik jako obiekt JSON.")
@click.pass_obj
def show(settings: Settings, ident: str, cards_path: str | None, as_json: bool) -> None:
    """Pokaż kartę LCG (identyfikator, np. core-set-92) i drzewo jej zdolności."""
    card = database(settings, cards_path).get(ident)
    data = card_json(card)
    if as_json:
        click.echo(json.dumps(data, ensure_ascii=False, indent=2))
        return
    click.echo(f"{card.id} {card.title} · {card.type_pl} · {card.side_pl} · {card.affiliation_pl}")
    if card.text:
        click.echo(f"Tekst: {card.text}")
        parse = data["parse"]
        from judge.cards.lcg.parse import parse_text

        click.echo("Drzewo (AST):")
        for ability in parse_text(card.text, card.type).abilities:
            for line in render_tree(ability, 1):
                click.echo(line)
        if not parse["ok"]:
            click.echo(f"\nNierozpoznane fragmenty: {len(parse['unparsed'])}.", err=True)


@lcg.command(name="check")
@click.option("--lcg-cards", "cards_path", type=click.Path(file_okay=False), help="Dane kart LCG.")
@click.option("--json", "as_json", is_flag=True, help="Wynik jako obiekt JSON.")
@click.pass_obj
def check(settings: Settings, cards_path: str | None, as_json: bool) -> None:
    """Przetwórz tekst każdej karty LCG i podaj pokrycie (zbiór treningowy i walidacyjny)."""
    cards = database(settings, cards_path)
    report = figures(cards.path or "", cards)
    if as_json:
        click.echo(json.dumps(report, ensure_ascii=False, indent=2))
        return
    click.echo(lcg_summary(report))


def lcg_summary(report: dict[str, Any]) -> str:
    training = report["training"]
    validation = report["validation"]
    assert isinstance(training, dict) and isinstance(validation, dict)
    return (
        f"Teksty kart LCG: {report['parsed']}/{report['texts']} przetworzone w całości "
        f"({100 * float(report['parse_rate']):.1f} %); zbiór treningowy "
        f"{100 * float(training['parse_rate']):.1f} %, walidacyjny "
        f"{100 * float(validation['parse_rate']):.1f} %."
    )
