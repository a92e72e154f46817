"""`judge rules` (list, show, diff) and `judge rulings` (list, show).

Every command prints readable text for a terminal, or JSON with `--json`. Filters and ids are
checked here so that a typo gets a Polish message and exit code 2, never a traceback.
"""

from __future__ import annotations

import json
import textwrap
from typing import Any

import click

from judge.corpus.model import GAMES, RULING_KIND_NAMES_PL, RULING_KINDS, Block, Ruling, Section
from judge.corpus.store import Corpus, load_corpus
from judge.errors import JudgeError
from judge.symbols import plain

WIDTH = 100


# --- JSON shapes (also used by the web app's JSON twins) ------------------------------------


def block_json(block: Block) -> dict[str, Any]:
    data: dict[str, Any] = {"kind": block.kind, "text": block.text}
    if block.kind == "list":
        data["items"] = list(block.items)
        data["ordered"] = block.ordered
    if block.links:
        data["links"] = [
            {
                "start": link.start,
                "end": link.end,
                "text": block.text[link.start : link.end],
                "target": link.target,
            }
            for link in block.links
        ]
    return data


def section_json(section: Section, corpus: Corpus | None = None) -> dict[str, Any]:
    data: dict[str, Any] = {
        "id": section.id,
        "game": section.game,
        "document": section.document,
        "title": section.title,
        "breadcrumb": list(section.breadcrumb),
        "citation": section.citation,
        "parent": section.parent,
        "url": section.url,
        "cards": list(section.cards),
        "text": section.text,
        "blocks": [block_json(block) for block in section.blocks],
    }
    if corpus is not None:
        previous, following = corpus.previous(section.id), corpus.next(section.id)
        data["children"] = [child.id for child in corpus.children(section.id)]
        data["previous"] = previous.id if previous else None
        data["next"] = following.id if following else None
        data["rulings"] = [ruling.id for ruling in corpus.rulings_citing_section(section.id)]
    return data


def ruling_json(ruling: Ruling) -> dict[str, Any]:
    data: dict[str, Any] = {
        "id": ruling.id,
        "game": ruling.game,
        "document": ruling.document,
        "kind": ruling.kind,
        "title": ruling.title,
        "citation": ruling.citation,
        "url": ruling.url,
        "cards": list(ruling.cards),
        "sections": list(ruling.sections),
        "text": ruling.text,
        "blocks": [block_json(block) for block in ruling.blocks],
    }
    if ruling.kind == "glossary":
        data.update(
            name_en=ruling.name_en,
            name_pl=ruling.name_pl,
            term_kind=ruling.term_kind,
            force_cost=ruling.force_cost,
        )
    if ruling.extra:
        data["extra"] = dict(ruling.extra)
    return data


def echo_json(data: Any) -> None:
    click.echo(json.dumps(data, ensure_ascii=False, indent=2))


# --- text rendering ------------------------------------------------------------------------


def wrap(text: str, indent: str = "", first: str | None = None) -> str:
    paragraphs = text.split("\n\n")
    lines = []
    for n, paragraph in enumerate(paragraphs):
        lead = first if (first is not None and n == 0) else indent
        lines.append(textwrap.fill(paragraph, WIDTH, initial_indent=lead, subsequent_indent=indent))
    return "\n\n".join(lines)


def render_blocks(blocks: tuple[Block, ...]) -> str:
    parts = []
    for block in blocks:
        if block.kind == "list":
            parts.append(
                "\n".join(
                    wrap(plain(item), "   ", "" if block.ordered else " • ") for item in block.items
                )
            )
        elif block.kind == "example":
            parts.append(wrap(plain(block.text), "  │ ", "  │ "))
        elif block.kind == "table":
            parts.append("\n".join(f"  {plain(row)}" for row in block.items))
        else:
            parts.append(wrap(plain(block.text)))
        # where each cross-reference leads, as an id to pass to `judge rules show`
        parts[-1] += "".join(
            f"\n   ↪ {plain(block.text[link.start : link.end])} → {link.target}"
            for link in block.links
        )
    return "\n\n".join(parts)


# --- filters -------------------------------------------------------------------------------


def check_choice(value: str | None, allowed: tuple[str, ...] | list[str], what: str) -> None:
    if value is not None and value not in allowed:
        raise JudgeError(f"Nieznana wartość {what}: „{value}”. Dozwolone: {', '.join(allowed)}.")


# --- judge rules ---------------------------------------------------------------------------


@click.group(name="rules")
def rules() -> None:
    """Sekcje zasad: lista, treść, porównanie wydań."""


@rules.command(name="list")
@click.option("--game", help=f"Tylko sekcje gry: {', '.join(GAMES)}.")
@click.option("--document", "document_id", help="Tylko sekcje dokumentu (np. destiny-rr).")
@click.option("--json", "as_json", is_flag=True, help="Wynik jako tablica JSON.")
def rules_list(game: str | None, document_id: str | None, as_json: bool) -> None:
    """Wypisz sekcje zasad (w kolejności dokumentów)."""
    corpus = load_corpus()
    check_choice(game, GAMES, "--game")
    check_choice(document_id, list(corpus.documents), "--document")
    sections = [
        s
        for s in corpus.sections
        if (game is None or s.game == game) and (document_id is None or s.document == document_id)
    ]
    if as_json:
        echo_json([section_json(s) for s in sections])
        return
    for section in sections:
        depth = len(section.breadcrumb) - 1
        click.echo(f"{section.id}\n    {'  ' * depth}{section.title}")


@rules.command(name="show")
@click.argument("section_id", metavar="ID_SEKCJI")
@click.option("--json", "as_json", is_flag=True, help="Wynik jako obiekt JSON.")
def rules_show(section_id: str, as_json: bool) -> None:
    """Pokaż sekcję zasad o identyfikatorze ID_SEKCJI (np. destiny-rr.cz7.kolejka)."""
    corpus = load_corpus()
    section = corpus.section(section_id)
    if as_json:
        echo_json(section_json(section, corpus))
        return
    click.echo(section.citation)
    click.echo(" › ".join(section.breadcrumb))
    click.echo("")
    if section.blocks:
        click.echo(render_blocks(section.blocks))
    children = corpus.children(section.id)
    if children:
        click.echo("\nPodsekcje:")
        for child in children:
            click.echo(f"  {child.id}  {child.title}")
    related = corpus.rulings_citing_section(section.id)
    if related:
        click.echo("\nOrzeczenia:")
        for ruling in related:
            click.echo(f"  {ruling.id}  {ruling.title}")


@rules.command(name="diff")
@click.option("--json", "as_json", is_flag=True, help="Wynik jako obiekt JSON.")
@click.option("--all", "show_all", is_flag=True, help="Także sekcje bez zmian.")
@click.option("--old", "old_id", help="Starsze wydanie (identyfikator dokumentu).")
@click.option("--new", "new_id", help="Nowsze wydanie (identyfikator dokumentu).")
def rules_diff(as_json: bool, show_all: bool, old_id: str | None, new_id: str | None) -> None:
    """Porównaj dwa wydania zasad: domyślnie bieżące zasady Star Wars: Przeznaczenie
    z poprzednim wydaniem; „--old”/„--new” wskazują inne (połączone przez „superseded_by”)."""
    from judge.corpus.diff import diff_json, render_diff

    result = load_corpus().diff(old_id, new_id)
    if as_json:
        echo_json(diff_json(result, include_unchanged=show_all))
        return
    click.echo(render_diff(result, include_unchanged=show_all))


# --- judge rulings -------------------------------------------------------------------------


@click.group(name="rulings")
def rulings() -> None:
    """Orzeczenia: FAQ, wyjaśnienia kart, errata, glosariusz."""


@rulings.command(name="list")
@click.option("--game", help=f"Tylko orzeczenia gry: {', '.join(GAMES)}.")
@click.option("--document", "document_id", help="Tylko orzeczenia dokumentu (np. destiny-rr).")
@click.option("--kind", help=f"Tylko orzeczenia rodzaju: {', '.join(RULING_KINDS)}.")
@click.option("--card", help="Tylko orzeczenia dotyczące karty o kodzie (np. 01137).")
@click.option("--json", "as_json", is_flag=True, help="Wynik jako tablica JSON.")
def rulings_list(
    game: str | None, document_id: str | None, kind: str | None, card: str | None, as_json: bool
) -> None:
    """Wypisz orzeczenia."""
    corpus = load_corpus()
    check_choice(game, GAMES, "--game")
    check_choice(document_id, list(corpus.documents), "--document")
    check_choice(kind, RULING_KINDS, "--kind")
    found = corpus.rulings_for_card(card) if card else corpus.rulings
    found = tuple(
        r
        for r in found
        if (game is None or r.game == game)
        and (document_id is None or r.document == document_id)
        and (kind is None or r.kind == kind)
    )
    if as_json:
        echo_json([ruling_json(r) for r in found])
        return
    for ruling in found:
        kind = RULING_KIND_NAMES_PL.get(ruling.kind, ruling.kind).lower()
        click.echo(f"{ruling.id}\n    {plain(ruling.title)}  · {kind}")


@rulings.command(name="show")
@click.argument("ruling_id", metavar="ID_ORZECZENIA")
@click.option("--json", "as_json", is_flag=True, help="Wynik jako obiekt JSON.")
def rulings_show(ruling_id: str, as_json: bool) -> None:
    """Pokaż orzeczenie o identyfikatorze ID_ORZECZENIA (z „judge rulings list”)."""
    corpus = load_corpus()
    ruling = corpus.ruling(ruling_id)
    if as_json:
        echo_json(ruling_json(ruling))
        return
    click.echo(ruling.citation)
    click.echo("")
    click.echo(wrap(plain(ruling.title)))
    click.echo("")
    click.echo(render_blocks(ruling.blocks))
    if ruling.cards:
        click.echo(f"\nKarty: {', '.join(ruling.cards)}")
    if ruling.sections:
        click.echo("Sekcje:")
        for section_id in ruling.sections:
            click.echo(f"  {section_id}  {corpus.section(section_id).citation}")
