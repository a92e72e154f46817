"""Parse a card text into abilities: `parse_card_text(text) -> CardText`.

The text is normalised and split into sentences (`judge.cards.text`); each sentence is parsed
by the LALR grammar and transformed into AST nodes (`judge.cards.transform`). Sentences are
then grouped into abilities: a header ("Akcja -", "Zajęcie -", "[special] -"), a trigger
("Przed tym, jak …"), a keyword, a play restriction or a persistent statement starts a new
ability; imperative sentences and "Następnie …" continue the ability before them (or start
the effect of an event card). A sentence that does not parse becomes an `Unparsed` node with
its exact text and offsets; nothing here raises on any input.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Any

from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedToken

from judge.cards import ast as A
from judge.cards.grammar import parser
from judge.cards.polish.lexer import ORIGINAL_CASE
from judge.cards.text import (
    KEYWORD_REMINDERS,
    KEYWORD_SENTENCE,
    KEYWORDS,
    NAMED_KEYWORD_SENTENCE,
    NAMED_KEYWORDS,
    NormalizedText,
    Segment,
    normalize,
    reminder_key,
    segment,
)
from judge.cards.transform import FrameError, Sentence, SentenceTransformer
from judge.cards.transform.anaphora import resolve_demonstratives

MAX_TEXT = 20_000  # card texts are short; longer input is reported, not parsed

_TRANSFORMER = SentenceTransformer()


def parse_sentence(text: str, original: str | None = None) -> Sentence:
    """Parse one normalized sentence (raises on failure); `original`: the sentence as written,
    whose capitals tell card names."""
    token = ORIGINAL_CASE.set(original)
    try:
        tree = parser().parse(text)
    finally:
        ORIGINAL_CASE.reset(token)
    return _TRANSFORMER.transform(tree)


@dataclass
class _Building:
    kind: str
    start: int
    end: int
    trigger: A.Trigger | None = None
    steps: list[tuple[str, Any]] = field(default_factory=list)
    line: int = 0  # the line of the latest sentence added


_POLISH = re.compile(r"[ąćęłńóśźż]|\b(?:i|lub|się|jest|aby|twoj\w*|postać|kość|kości)\b", re.I)


def guess_language(text: str) -> str:
    """ "pl" when the text has Polish letters or common Polish words, else "en"."""
    return "pl" if _POLISH.search(text) else "en"


def parse_card(card: Any) -> A.CardText | None:
    """The parse of a card's rules text in its language (`Card.rules_lang`); None: no text."""
    text = getattr(card, "rules_text", None)
    if not text:
        return None
    return parse_card_text(text, lang=getattr(card, "rules_lang", "pl"))


def parse_card_text(text: str, lang: str = "pl") -> A.CardText:
    """The abilities of a card text in `lang` ("pl" or "en"); never raises for a string input."""
    if lang == "en":
        from judge.cards.english.parse import parse_english  # loads the English grammar lazily

        return parse_english(text)
    if not isinstance(text, str):
        text = str(text)
    if len(text) > MAX_TEXT:
        return A.CardText(text, (A.Unparsed(text, 0, len(text), "tekst jest za długi"),))
    try:
        norm = normalize(text)
        segments = segment(norm)
    except Exception as exc:  # defensive: normalisation must never break the contract
        return A.CardText(text, (A.Unparsed(text, 0, len(text), f"{type(exc).__name__}"),))
    abilities: list[A.Ability | A.Unparsed] = []
    current: _Building | None = None

    def close() -> None:
        nonlocal current
        if current is not None:
            abilities.append(_finish(current, norm))
            current = None

    for seg in segments:
        start, end = norm.original_span(seg.start, seg.end)
        named = NAMED_KEYWORD_SENTENCE.match(seg.text)
        if named and seg.header is None:
            close()
            r_start, r_end = norm.original_span(
                seg.start + named.start("reminder"), seg.start + named.end("reminder")
            )
            abilities.append(
                A.Ability(
                    kind="keyword",
                    keyword=A.Keyword(NAMED_KEYWORDS[named["name"]], text[r_start:r_end]),  # type: ignore[arg-type]
                    text=text[start:end],
                    start=start,
                    end=end,
                    typos=norm.typos_between(start, end),
                )
            )
            continue
        keyword = KEYWORD_SENTENCE.match(seg.text)
        if keyword and seg.header is None:
            close()
            reminder = keyword["reminder"]
            name = KEYWORDS[keyword["name"]]
            original_reminder = None
            unknown_reminder = None
            if reminder is not None:
                r_start, r_end = norm.original_span(
                    seg.start + keyword.start("reminder"), seg.start + keyword.end("reminder")
                )
                original_reminder = text[r_start:r_end].strip()
                if reminder_key(original_reminder) not in KEYWORD_REMINDERS[name]:
                    # Not the keyword's reminder text: it may say more than the keyword does.
                    r_start += len(text[r_start:r_end]) - len(text[r_start:r_end].lstrip())
                    r_end = r_start + len(original_reminder)
                    unknown_reminder = A.Unparsed(
                        original_reminder, r_start, r_end, "nieznany tekst przypomnienia"
                    )
            abilities.append(
                A.Ability(
                    kind="keyword",
                    keyword=A.Keyword(name, original_reminder),  # type: ignore[arg-type]
                    effect=unknown_reminder,
                    text=text[start:end],
                    start=start,
                    end=end,
                    typos=norm.typos_between(start, end),
                )
            )
            continue
        result = _parse_segment(seg, text, start, end)
        if seg.header is not None:
            close()
            current = _Building(seg.header, start, end, line=seg.line)
            if isinstance(result, A.Unparsed) or result.kind in ("effect", "then", "if_event"):
                current.steps.append(("plain", _effect_of(result)))
            else:
                current.steps.append(("plain", A.Unparsed(text[start:end], start, end, "nagłówek")))
            continue
        if isinstance(result, A.Unparsed):
            if current is not None:
                current.steps.append(("plain", result))
                current.end = end
                current.line = seg.line
            else:
                abilities.append(result)
            continue
        if result.kind in ("restriction", "persistent", "integral"):
            close()
            abilities.append(
                A.Ability(
                    kind=result.kind,  # type: ignore[arg-type]
                    effect=result.effect,
                    restriction=result.restriction,
                    condition=result.condition,
                    text=text[start:end],
                    start=start,
                    end=end,
                    typos=norm.typos_between(start, end),
                )
            )
        elif result.kind == "triggered":
            close()
            current = _Building("triggered", start, end, trigger=result.trigger, line=seg.line)
            current.steps.append(("plain", result.effect))
        elif result.kind == "otherwise":
            # "Jeśli …, X. W przeciwnym razie Y.": Y is the If's other branch
            last = current.steps[-1][1] if current is not None and current.steps else None
            if current is not None and _ends_optional(last):
                # "Następnie możesz X. W przeciwnym razie Y.": Y when the player did not do X
                current.steps.append(("plain", A.If(A.Not(A.DidIt()), result.effect)))
                current.end = end
                current.line = seg.line
                continue
            if current is None or not isinstance(last, A.If) or last.otherwise is not None:
                reason = "niezrozumiała konstrukcja: w przeciwnym razie: bez warunku"
                unread = A.Unparsed(text[start:end], start, end, reason)
                if current is not None:
                    current.steps.append(("plain", unread))
                else:
                    abilities.append(unread)
                continue
            current.steps[-1] = (current.steps[-1][0], replace(last, otherwise=result.effect))
            current.end = end
            current.line = seg.line
        elif (
            result.kind == "effect"
            and current is not None
            and current.kind == "triggered"
            and current.line != seg.line
            and isinstance(result.effect, A.If)
            and result.effect.otherwise is None
        ):
            # a line of its own after a triggered ability is an ability of its own: "Odrzuć to
            # wsparcie, jeśli ma ono 3 lub więcej żetonów obrażeń." holds whenever the state does
            close()
            abilities.append(
                A.Ability(
                    kind="persistent",
                    effect=result.effect.then,
                    condition=result.effect.condition,
                    text=text[start:end],
                    start=start,
                    end=end,
                    typos=norm.typos_between(start, end),
                )
            )
        elif result.kind == "if_event" and (current is None or current.line != seg.line):
            # "Jeśli postać, do której dołączono tę kartę, otrzyma obrażenia, …" opening a line
            # is a triggered ability (RR cz. 7: "jeśli" introduces a trigger like "po tym, jak").
            close()
            trigger = A.Trigger("after", result.effect.condition, wording="if")
            current = _Building("triggered", start, end, trigger=trigger, line=seg.line)
            current.steps.append(("plain", result.effect.then))
        else:
            # "effect" or "then" continues the ability being built, and so does "if_event"
            # after an effect on the same line: "Zadaj 2 obrażenia dowolnej postaci. Jeśli dana
            # postać zostanie pokonana, dobierz kartę." conditions the outcome (If), it is no
            # ability of its own.
            if current is None:
                current = _Building("effect", start, end, line=seg.line)
            current.steps.append(("then" if result.kind == "then" else "plain", result.effect))
            current.end = end
            current.line = seg.line
    close()
    return A.CardText(text, tuple(abilities))


def _ends_optional(effect: Any) -> bool:
    """Whether an effect ends with a step the player may do or not ("możesz X")."""
    if isinstance(effect, A.Then):
        return _ends_optional(effect.then)
    if isinstance(effect, A.Sequence) and effect.steps:
        return _ends_optional(effect.steps[-1])
    return isinstance(effect, A.May) and effect.player is None


def _parse_segment(seg: Segment, text: str, start: int, end: int) -> Sentence | A.Unparsed:
    if not seg.text.strip():
        # A header with no ability after it: report the header, trimmed to what is written.
        span = text[start:end]
        start += len(span) - len(span.lstrip())
        end = start + len(span.strip())
        return A.Unparsed(text[start:end], start, end, "pusta zdolność")
    try:
        return parse_sentence(seg.text, text[start:end])
    except Exception as exc:  # any failure of one sentence leaves the rest of the card intact
        return A.Unparsed(text[start:end], start, end, _reason(exc))


def _reason(exc: Exception) -> str:
    exc = getattr(exc, "orig_exc", None) or exc  # lark wraps errors raised in the Transformer
    if isinstance(exc, UnexpectedCharacters):
        return f"nieznane słowo w kolumnie {exc.column}"
    if isinstance(exc, UnexpectedToken):
        return f"nieoczekiwane „{exc.token}” w kolumnie {exc.column}"
    if isinstance(exc, UnexpectedEOF):
        return "zdanie urwane"
    if isinstance(exc, FrameError):
        return f"niezrozumiała konstrukcja: {exc}"
    return f"{type(exc).__name__}: {str(exc)[:150]}"


def _effect_of(result: Sentence | A.Unparsed) -> Any:
    return result if isinstance(result, A.Unparsed) else result.effect


def _fold(steps: list[tuple[str, Any]]) -> Any:
    effect: Any = None
    for kind, node in steps:
        if effect is None:
            effect = node
        elif kind == "then":
            effect = A.Then(effect, node)
        elif isinstance(effect, A.Sequence):
            effect = A.Sequence((*effect.steps, node))
        else:
            effect = A.Sequence((effect, node))
    return effect


def _finish(building: _Building, norm: NormalizedText) -> A.Ability:
    effect = _fold(building.steps)
    optional = False
    cost = None
    if isinstance(effect, A.May) and effect.player is None:
        optional, effect = True, effect.effect
    effect, cost = _lift_cost(effect)
    cost, effect = resolve_demonstratives(cost, effect, dice=building.kind != "special")
    text = norm.original[building.start : building.end]
    return A.Ability(
        kind=building.kind,  # type: ignore[arg-type]
        effect=effect,
        trigger=building.trigger,
        optional=optional,
        cost=cost,
        text=text,
        start=building.start,
        end=building.end,
        typos=norm.typos_between(building.start, building.end),
    )


def _lift_cost(effect: Any) -> tuple[Any, Any]:
    """A cost paid at the start of an ability is the ability's cost ("Usuń tę kość, aby …")."""
    if isinstance(effect, A.Costed):
        return effect.effect, effect.cost
    if isinstance(effect, A.Sequence) and effect.steps and isinstance(effect.steps[0], A.Costed):
        first = effect.steps[0]
        return replace(effect, steps=(first.effect, *effect.steps[1:])), first.cost
    if isinstance(effect, A.Then) and isinstance(effect.first, A.Costed):
        inner, cost = _lift_cost(effect.first)
        return A.Then(inner, effect.then), cost
    return effect, None
