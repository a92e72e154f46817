"""Parse an LCG card text into its abilities (`CardText`).

    from judge.cards.lcg.parse import parse_text
    parsed = parse_text(card.text, card_type=card.type)
    parsed.ok, parsed.abilities, parsed.unparsed

Each line (see `lexer.lines`) is parsed on its own; a line the grammar or the transformer
cannot read becomes an ability holding an `Unparsed` with the exact text and its offsets in
the card text. Reminder text after a keyword is kept as the ability's `reminder` and not
parsed (the rules define the keyword); the text in parentheses after "Pilot (N)." is the
enhancement's own text and is parsed.
"""

from __future__ import annotations

import dataclasses
import functools
import re
from typing import Any

from lark.exceptions import LarkError, VisitError

from judge.cards.lcg import ast as A
from judge.cards.lcg.grammar import parser
from judge.cards.lcg.lexer import PILOT_LINE, Line, clean, lines, split_keyword_line
from judge.cards.lcg.nounphrase import ZoneTail
from judge.cards.lcg.transform import LcgTransformer, Part, TransformError, is_effect

MAX_TEXT = 2000
# Card types whose unlabelled text is an effect resolved when the card resolves.
EFFECT_TYPES = {"Fate", "Mission"}


def parse_text(text: str, card_type: str | None = None) -> A.CardText:
    """The abilities of a card text (`card_type`: Unit, Fate, ... decides how an unlabelled
    effect reads: resolved once for a fate card, constant otherwise)."""
    return _parse_cached(text or "", card_type or "")


@functools.lru_cache(maxsize=4096)
def _parse_cached(text: str, card_type: str) -> A.CardText:
    # Spans point into the cleaned text (markup, entities and runs of spaces removed).
    text = clean(text)
    out = A.CardText(text=text)
    if len(text) > MAX_TEXT:
        out.abilities.append(
            _unparsed(Line(text[:MAX_TEXT], 0, len(text)), f"tekst dłuższy niż {MAX_TEXT} znaków")
        )
        return out
    for line in lines(text):
        out.abilities.extend(_parse_line(line, card_type))
    return out


def _parse_line(line: Line, card_type: str) -> list[A.Ability]:
    keyword = split_keyword_line(line.text)
    source = line.text
    reminder = None
    if keyword is not None:
        source, reminder = keyword
    if keyword is None:
        source, reminder = _strip_reminder(source)
    pilot = PILOT_LINE.match(line.text)
    if pilot is not None and pilot.group("inner"):
        return _pilot(line, pilot, card_type)
    try:
        result = _transform(source)
    except (LarkError, TransformError, VisitError) as exc:
        repaired = _with_trigger_comma(source)
        if repaired is None:
            return [_unparsed(line, _reason(exc))]
        result = repaired
    abilities = _abilities(result, line, card_type)
    for ability in abilities:
        if reminder and (ability.kind == "keyword" or ability is abilities[-1]):
            ability.reminder = reminder.strip()
    return abilities


# A triggered ability whose trigger is not closed by a comma ("After the Force phase begins this
# unit gains ..."): a missing comma is a common typo of typed card text.
TRIGGER_WITHOUT_COMMA = re.compile(
    r"^((?:Forced )?(?:Reaction|Interrupt): (?:After|When) )([^,.:\"]+?)(?=\.)"
)


def _with_trigger_comma(source: str) -> object | None:
    """The reading of `source` with the trigger's missing comma put back: the comma goes before
    the first word after which the sentence parses (None: no place makes it parse)."""
    match = TRIGGER_WITHOUT_COMMA.match(source)
    if match is None:
        return None
    body_start = match.end(1)
    spaces = [m.start() for m in re.finditer(" ", match.group(2))]
    for space in spaces[1:]:
        at = body_start + space
        try:
            return _transform(f"{source[:at]},{source[at:]}")
        except (LarkError, TransformError, VisitError):
            continue
    return None


def _strip_reminder(text: str) -> tuple[str, str | None]:
    """A sentence in parentheses at the end of a line that is not a limit ("(This commitment
    does not cost a Force card.)") explains the rules: kept apart, not parsed."""
    match = re.search(r"\s*\((?!Limit\b)([^()]*)\)?\.?\s*$", text)
    if match and match.start() > 0 and text[: match.start()].rstrip().endswith("."):
        return text[: match.start()].rstrip(), match.group(1).strip()
    return text, None


def _pilot(line: Line, match: re.Match[str], card_type: str) -> list[A.Ability]:
    """ "Pilot (2). (Enhanced unit gains ...)": the keyword, then the enhancement's text."""
    head = f"Pilot ({match.group(1)})."
    abilities = _parse_line(Line(head, line.start, line.start + len(head)), card_type)
    inner = match.group("inner").strip()
    if inner.endswith(")"):
        inner = inner[:-1]
    offset = line.text.find(inner)
    start = line.start + max(offset, 0)
    inner_line = Line(inner, start, start + len(inner))
    for ability in _parse_line(inner_line, "Enhancement"):
        ability.reminder = "pilot"
        abilities.append(ability)
    return abilities


def _transform(text: str) -> object:
    lark, _ = parser()
    tree = lark.parse(text)
    result = LcgTransformer(quoted=_quoted).transform(tree)
    if _has_zone_tail(result):
        # a zone's trailing modifier no rule took over: refused, not dropped
        raise TransformError("dopełnienie po strefie, którego nic nie odczytuje")
    return result


def _has_zone_tail(value: object) -> bool:
    if isinstance(value, ZoneTail):
        return True
    if isinstance(value, Part):
        return any(_has_zone_tail(c) for c in value.children)
    if isinstance(value, list | tuple):
        return any(_has_zone_tail(c) for c in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return any(_has_zone_tail(getattr(value, f.name)) for f in dataclasses.fields(value))
    return False


def _quoted(text: str) -> A.Node:
    """A quoted ability given to a card ("gains: "Reaction: ...""), parsed as a line."""
    inner = text.strip().strip('"').strip()
    result = _transform(inner)
    abilities = _abilities(result, Line(inner, 0, len(inner)), "")
    if len(abilities) != 1:
        raise TransformError("cytowana zdolność nie jest jedną zdolnością")
    return abilities[0]


def _abilities(result: object, line: Line, card_type: str) -> list[A.Ability]:
    base: dict[str, Any] = {"text": line.text, "start": line.start, "end": line.end}
    if isinstance(result, Part) and result.family == "ability":
        forced, trigger, effect, limit = result.children
        return [
            A.Ability(
                kind=result.kind,
                forced=bool(forced),
                trigger=trigger,
                effect=effect,
                limit=limit,
                **base,
            )
        ]
    if isinstance(result, Part) and result.family == "plain":
        items, limit = result.children
        out: list[A.Ability] = []
        for item in items:
            out.append(_plain_item(item, card_type, base))
        if limit is not None and out:
            out[-1].limit = limit
        return out
    raise TransformError("nieoczekiwany wynik parsera")


def _plain_item(item: object, card_type: str, base: dict[str, Any]) -> A.Ability:
    if isinstance(item, A.Keyword):
        return A.Ability(kind="keyword", keyword=item, **base)
    if isinstance(item, A.Restriction):
        return A.Ability(kind="restriction", restriction=item, **base)
    if isinstance(item, Part) and item.family == "enhance":
        return A.Ability(kind="enhance", target=item.nodes[0], **base)
    if isinstance(item, A.Node) and is_effect(item):
        kind = "effect" if card_type in EFFECT_TYPES else "persistent"
        return A.Ability(kind=kind, effect=item, **base)
    raise TransformError(f"nieoczekiwany element linii: {type(item).__name__}")


def _unparsed(line: Line, reason: str) -> A.Ability:
    return A.Ability(
        kind="unparsed",
        text=line.text,
        start=line.start,
        end=line.end,
        unparsed=A.Unparsed(text=line.text, start=line.start, end=line.end, reason=reason),
    )


def _reason(exc: Exception) -> str:
    if isinstance(exc, VisitError):
        exc = exc.orig_exc
    if isinstance(exc, TransformError):
        return str(exc)
    token = getattr(exc, "token", None)
    if token is not None:
        return f"nieoczekiwane słowo „{token}”"
    return "tekst niezgodny z gramatyką"
