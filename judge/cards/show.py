"""Views of cards and their parses, shared by the CLI (`judge cards`, `judge parse`) and the
site: JSON forms (`card_to_json`, `parse_to_json`, `coverage`) and an indented text tree."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from typing import Any

from judge.cards import ast as A
from judge.cards.db import AFFILIATION_NAMES_PL, COLOR_NAMES_PL, TYPE_NAMES_PL
from judge.cards.describe import describe_card_text
from judge.cards.dice import describe_face
from judge.cards.model import Card
from judge.cards.parse import parse_card_text


def unparsed_spans(card_text: A.CardText) -> list[dict[str, Any]]:
    return [{"text": u.text, "start": u.start, "end": u.end} for u in card_text.unparsed]


def parse_to_json(card_text: A.CardText) -> dict[str, Any]:
    """The parse of a text: `ok`, `unparsed` spans, the AST (`abilities`) and its Polish
    reading (`description`: per ability `kind`, `trigger`, `cost`, `effect`, ..., `summary`,
    `start`, `end`; see `judge.cards.describe`)."""
    result = A.to_json(card_text)
    result["unparsed"] = unparsed_spans(card_text)
    result["description"] = describe_card_text(card_text)
    return result


def render_description(card_text: A.CardText) -> str:
    """The Polish reading of every ability, one per line."""
    return "\n".join(f"  • {item['summary']}" for item in describe_card_text(card_text))


def card_kind_pl(card: Card) -> tuple[str, ...]:
    """The card's type, colour and affiliation in Polish ("postać", "niebieska", "złoczyńca"),
    as the site's card page and `judge cards show` print them; a value without a Polish name
    is shown as the data gives it."""
    parts = [TYPE_NAMES_PL.get(card.type, card.type)]
    if card.color:
        parts.append(COLOR_NAMES_PL.get(card.color, card.color))
    if card.affiliation:
        parts.append(AFFILIATION_NAMES_PL.get(card.affiliation, card.affiliation))
    return tuple(parts)


def card_to_json(card: Card) -> dict[str, Any]:
    """A card record with its die faces and the parse of the text the rules apply."""
    record = {
        field.name: getattr(card, field.name)
        for field in dataclasses.fields(card)
        if field.name != "sides"
    }
    record["subtypes"] = list(card.subtypes)
    record["sides"] = [
        {**dataclasses.asdict(face), "description": describe_face(face)} for face in card.sides
    ]
    record["type_pl"] = TYPE_NAMES_PL.get(card.type, card.type)
    record["color_pl"] = COLOR_NAMES_PL.get(card.color or "", card.color)
    record["affiliation_pl"] = AFFILIATION_NAMES_PL.get(card.affiliation or "", card.affiliation)
    record["rulebook_ref"] = card.rulebook_ref
    record["url"] = card.url
    record["rules_text"] = card.rules_text
    record["rules_lang"] = card.rules_lang
    parsed = parse_card_text(card.rules_text, card.rules_lang) if card.rules_text else None
    record["parse"] = parse_to_json(parsed) if parsed is not None else None
    return record


def coverage(cards: Iterable[Card], executable: Mapping[str, bool] | None = None) -> dict[str, Any]:
    """Parse every card's rules text: totals, per language, and each card's unparsed spans.

    `executable` (card code → bool), when the engine measured it, adds to each row whether
    every ability of the card runs without a refusal, and its count per language."""
    rows = []
    by_lang: dict[str, dict[str, int]] = {}
    for card in cards:
        text = card.rules_text
        if not text or not text.strip():
            continue  # nothing to parse
        lang = card.rules_lang
        parsed = parse_card_text(text, lang)
        counts = by_lang.setdefault(lang, {"total": 0, "parsed": 0})
        counts["total"] += 1
        counts["parsed"] += parsed.ok
        row: dict[str, Any] = {
            "code": card.code,
            "name": card.name,
            "lang": lang,
            "ok": parsed.ok,
            "unparsed": unparsed_spans(parsed),
        }
        if executable is not None:
            runs = bool(executable.get(card.code, False))
            row["executable"] = runs
            counts["executable"] = counts.get("executable", 0) + runs
        rows.append(row)
    return {
        "total": len(rows),
        "parsed": sum(row["ok"] for row in rows),
        "by_lang": by_lang,
        "cards": rows,
    }


# --- text tree -----------------------------------------------------------------------------------


def render_tree(node: Any, indent: int = 0) -> str:
    """An indented tree of AST nodes; default-valued fields are left out."""
    lines: list[str] = []
    _render(node, indent, lines, label=None)
    return "\n".join(lines)


def _is_default(field: dataclasses.Field, value: Any) -> bool:
    if field.default is not dataclasses.MISSING:
        return value == field.default
    if field.default_factory is not dataclasses.MISSING:
        return value == field.default_factory()
    return False


def _scalar(value: Any) -> bool:
    return not isinstance(value, A.Node | tuple | list)


def _render(node: Any, indent: int, lines: list[str], label: str | None) -> None:
    pad = "  " * indent
    prefix = f"{label}: " if label else ""
    if isinstance(node, A.Unparsed):
        lines.append(f"{pad}{prefix}NIEROZPOZNANE [{node.start}:{node.end}] „{node.text}”")
        if node.reason:
            lines.append(f"{pad}  ({node.reason})")
        return
    if isinstance(node, A.Node) and dataclasses.is_dataclass(node):
        fields = [
            f
            for f in dataclasses.fields(node)
            if not _is_default(f, getattr(node, f.name)) and f.name not in ("text", "start", "end")
        ]
        simple = [f for f in fields if _scalar(getattr(node, f.name))]
        nested = [f for f in fields if not _scalar(getattr(node, f.name))]
        inline = ", ".join(f"{f.name.rstrip('_')}={getattr(node, f.name)!r}" for f in simple)
        lines.append(f"{pad}{prefix}{type(node).__name__}" + (f"({inline})" if inline else ""))
        if isinstance(node, A.Ability):
            lines.append(f"{pad}  tekst: „{node.text}” [{node.start}:{node.end}]")
        for f in nested:
            _render(getattr(node, f.name), indent + 1, lines, f.name.rstrip("_"))
        return
    if isinstance(node, tuple | list):
        if not node:
            return
        lines.append(f"{pad}{prefix}[")
        for item in node:
            _render(item, indent + 1, lines, None)
        lines.append(f"{pad}]")
        return
    lines.append(f"{pad}{prefix}{node!r}")
