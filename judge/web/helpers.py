"""Template helpers: presentation only (labels, safe HTML), never rules logic."""

from __future__ import annotations

import ipaddress
import json
from collections.abc import Iterator
from typing import Any
from urllib.parse import urlsplit

from flask import Flask, current_app, request, url_for
from markupsafe import Markup, escape

from judge.engine.destiny import polish
from judge.errors import JudgeError
from judge.web import text

# Polish labels of AST fields and node kinds the grammar produces; unknown ones are shown as
# they are named in the JSON, so a new grammar field is never hidden.
FIELD_LABELS = {
    "abilities": "zdolności",
    "kind": "rodzaj",
    "trigger": "wyzwalacz",
    "timing": "moment",
    "condition": "warunek",
    "cost": "koszt",
    "costs": "koszty",
    "effect": "efekt",
    "effects": "efekty",
    "target": "cel",
    "targets": "cele",
    "optional": "opcjonalna",
    "amount": "liczba",
    "quantity": "liczba",
    "duration": "czas trwania",
    "then": "następnie",
    "options": "opcje",
    "keyword": "słowo kluczowe",
    "restriction": "ograniczenie",
    "text": "tekst",
    "start": "od",
    "end": "do",
    "chooser": "wybiera",
    "player": "gracz",
    "instead": "zamiast",
    "event": "zdarzenie",
    "symbol": "symbol",
    "value": "wartość",
}


def card_type(card: Any) -> str:
    from judge.cards.show import card_kind_pl

    return ", ".join(card_kind_pl(card))


def face_label(face: Any) -> str:
    from judge.cards.dice import describe_face

    return describe_face(face)


def symbol_label(symbol: str) -> str:
    from judge.cards.dice import SYMBOL_NAMES_PL

    return SYMBOL_NAMES_PL.get(symbol, symbol)


def marked(segments: Any) -> Markup:
    """A search snippet: escaped, hits in <mark>, die symbols drawn."""
    return text.marked(segments, url_for("static", filename="dice.svg"), symbol_label)


def card_text(raw: str, spans: list[tuple[int, int]] | None = None) -> Markup:
    icons = url_for("static", filename="dice.svg")
    return text.card_text_html(raw, spans or (), icons, symbol_label)


def link_url(target: str) -> str | None:
    """Where a cross-reference points: a rule section or (SWM glossary) a ruling."""
    from judge.web.sources import sources

    corpus = sources().corpus()
    if corpus.has_section(target):
        return url_for("rules.show", section_id=target)
    if corpus.has_ruling(target):
        return url_for("rulings.show", ruling_id=target)
    return None


def _rich(block: Any, start: int = 0, end: int | None = None) -> Markup:
    return text.rich_text(
        block.text,
        block.links,
        link_url,
        start=start,
        end=end,
        icon_href=url_for("static", filename="dice.svg"),
        icon_label=symbol_label,
    )


def block_html(block: Any) -> Markup:
    """One block of a section or ruling: paragraph, list, worked example or table."""
    if block.kind == "list" and block.items:
        ranges = text.list_item_ranges(block)
        tag = "ol" if getattr(block, "ordered", False) else "ul"
        if ranges:
            items = [_rich(block, a, b) for a, b in ranges]
        else:
            items = [escape(item) for item in block.items]
        inner = Markup("").join(Markup("<li>{}</li>").format(item) for item in items)
        return Markup('<{} class="block-list">{}</{}>').format(Markup(tag), inner, Markup(tag))
    if block.kind == "example":
        return Markup('<aside class="block-example" aria-label="Przykład">{}</aside>').format(
            _rich(block)
        )
    if block.kind == "table":
        return Markup('<pre class="block-table">{}</pre>').format(_rich(block))
    return Markup('<p class="block">{}</p>').format(_rich(block))


# Labels of a ruling's `extra` fields (errata context, the heading it was printed under).
EXTRA_LABELS = {"heading": "nagłówek w dokumencie", "context": "kontekst"}

STATUS_NAMES = {
    "added": "dodana",
    "removed": "usunięta",
    "changed": "zmieniona",
    "unchanged": "bez zmian",
}


def diff_ops(ops: Any, context: int | None = None) -> Markup:
    """A word diff from the corpus (`DiffOp(op, text)`), words separated by spaces.

    With `context`, unchanged runs longer than twice that many words keep only `context`
    words on each side of a change.
    """
    pieces = []
    for op in ops:
        if op.op == "equal" and context is not None:
            words = op.text.split(" ")
            if len(words) > 2 * context:
                op_text = " ".join(words[:context]) + " … " + " ".join(words[-context:])
                pieces.append(escape(op_text))
                continue
        if op.op == "insert":
            pieces.append(Markup("<ins>{}</ins>").format(op.text))
        elif op.op == "delete":
            pieces.append(Markup("<del>{}</del>").format(op.text))
        else:
            pieces.append(escape(op.text))
    return Markup(" ").join(pieces)


PHASE_NAMES = {"setup": "przygotowanie", "action": "akcji", "upkeep": "utrzymania"}
QUEUE_KINDS = {"action": "akcja", "ability": "zdolność", "effect": "efekt"}


def citation_url(ident: str) -> str | None:
    """The page of a section or ruling id cited by the engine (None when unknown)."""
    from judge.web.sources import sources

    corpus = sources().corpus()
    if corpus.has_section(ident):
        return url_for("rules.show", section_id=ident)
    if corpus.has_ruling(ident):
        return url_for("rulings.show", ruling_id=ident)
    return None


def citation_text(ident: str) -> str:
    """The corpus citation of a section or ruling id, or the id itself."""
    from judge.web.sources import sources

    corpus = sources().corpus()
    if corpus.has_section(ident):
        return corpus.section(ident).citation
    if corpus.has_ruling(ident):
        return corpus.ruling(ident).citation
    return ident


def face_of(notation: str) -> Any:
    """A die face from its notation (`2RD1`), for drawing; None when it is not one."""
    from judge.cards.dice import parse_face
    from judge.errors import JudgeError

    try:
        return parse_face(notation)
    except JudgeError:
        return None


def as_json(value: Any) -> str:
    """A decision value as compact JSON text (valid YAML: it parses back the same)."""
    return json.dumps(value, ensure_ascii=False)


def _nodes(value: Any) -> Iterator[dict[str, Any]]:
    if isinstance(value, dict):
        yield value
        for child in value.values():
            yield from _nodes(child)
    elif isinstance(value, list):
        for child in value:
            yield from _nodes(child)


def unparsed_spans(parsed: Any) -> list[tuple[int, int]]:
    """(start, end) of every `Unparsed` node in the card's JSON."""
    spans = []
    for node in _nodes(parsed):
        if node.get("node") == "Unparsed" and isinstance(node.get("start"), int):
            spans.append((node["start"], node["end"]))
    return sorted(set(spans))


TIMINGS = {"before": "przed tym (przerwanie)", "after": "po tym (kolejka)", "instead": "zamiast"}


def ability_rows(ability: dict[str, Any], reading: dict[str, Any]) -> list[tuple[str, str]]:
    """The judge's view of one ability: its parts read in Polish (`judge.cards.describe`, the
    parse JSON's `description`): kind, timing, trigger, condition, cost, effect, targets,
    optionality. The raw AST stays in the page's full tree."""
    if ability.get("node") == "Unparsed":
        return [("nierozpoznane", ability.get("reason") or ability.get("text", ""))]
    rows: list[tuple[str, str]] = [("rodzaj", reading.get("kind", ""))]
    timing = (ability.get("trigger") or {}).get("timing")
    if timing:
        rows.append(("moment", TIMINGS.get(timing, timing)))
    for key, label in (
        ("trigger", "wyzwalacz"),
        ("keyword", "słowo kluczowe"),
        ("restriction", "ograniczenie"),
        ("condition", "warunek"),
        ("cost", "koszt"),
        ("effect", "efekt"),
        ("targets", "cele"),
        ("typos", "literówki"),
    ):
        if reading.get(key):
            rows.append((label, reading[key]))
    rows.append(("opcjonalna", "tak („możesz”)" if ability.get("optional") else "nie"))
    return rows


def ast_tree(value: Any) -> Markup:
    """The AST JSON as nested definition lists (node kind as a heading), all escaped."""
    if isinstance(value, dict):
        kind = value.get("node")
        css = "node unparsed" if kind == "Unparsed" else "node"
        rows = []
        for key, child in value.items():
            if key == "node" or child in (None, [], {}, ""):
                continue
            label = FIELD_LABELS.get(key, key.replace("_", " "))
            rows.append(Markup("<dt>{}</dt><dd>{}</dd>").format(label, ast_tree(child)))
        heading = Markup("<strong>{}</strong>").format(kind) if kind else Markup("")
        body = Markup("<dl>{}</dl>").format(Markup("").join(rows)) if rows else Markup("")
        return Markup('<div class="{}">{}{}</div>').format(css, heading, body)
    if isinstance(value, list):
        items = Markup("").join(Markup("<li>{}</li>").format(ast_tree(v)) for v in value)
        return Markup("<ul>{}</ul>").format(items)
    if value is True:
        return Markup("tak")
    if value is False:
        return Markup("nie")
    return escape(value)


def permalink(path: str) -> str:
    """The address to cite for `path`: on the public address when one is configured
    (`judge serve --lan`, `--public-url`, `judge export --base-url`), else on the host the
    reader used, but never on a loopback address, which means nothing on another device: there
    the path alone (the page's script completes it with the address the reader sees)."""
    public = current_app.config.get("PUBLIC_URL")
    if public:
        return str(public).rstrip("/") + path
    if is_loopback(request.host):
        return path
    return request.url_root.rstrip("/") + path


def is_loopback(host: str) -> bool:
    """Whether `host` ("127.0.0.1:5000", "[::1]", "localhost") is this machine only."""
    name = urlsplit(f"//{host}").hostname or ""
    if name == "localhost" or name.endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(name).is_loopback
    except ValueError:
        return False


def short_citation(citation: str, words: int = 60) -> str:
    """A citation fit to read out: a FAQ's question (the last part, after "›") cut to about
    `words` characters on a word boundary and quoted ("… › FAQ › „Czy muszę użyć osłon…”");
    short citations unchanged."""
    head, separator, tail = citation.rpartition(" › ")
    if not separator or len(tail) <= words + 20:
        return citation
    cut = tail[:words].rsplit(" ", 1)[0].rstrip(",;:–-")
    return f"{head.replace('Najczęściej zadawane pytania', 'FAQ')} › „{cut}…”"


def offline_version() -> str:
    """The version of what a phone keeps offline (empty when the index cannot be opened:
    the page still renders, and its service worker keeps only the pages it opens)."""
    from judge.web.sources import sources

    try:
        return sources().offline_version()
    except JudgeError:
        return ""


def symbol_table() -> dict[str, list[str]]:
    """Die symbols in snippets, for the browser's own search: name → [kind, symbol, label]."""
    table = {name: ["icon", sym, symbol_label(sym)] for name, sym in text.ICON_SYMBOLS.items()}
    for name, (shown, title) in text.SYMBOL_BADGES.items():
        table[name] = ["badge", shown, title]
    return table


def init_app(app: Flask) -> None:
    for helper in (
        short_citation,
        permalink,
        offline_version,
        symbol_table,
        card_type,
        face_label,
        card_text,
        marked,
        unparsed_spans,
        ast_tree,
        ability_rows,
        block_html,
        diff_ops,
        citation_url,
        citation_text,
        face_of,
    ):
        app.add_template_global(helper)
    from judge.web import replay_text
    from judge.web.sources import RULING_KIND_NAMES

    app.add_template_global(replay_text.names_of)
    app.add_template_global(replay_text.decision_question)
    app.add_template_global(replay_text.change_line)
    app.add_template_global(replay_text.value_text)

    app.jinja_env.filters["as_json"] = as_json
    # {{ n|count("sekcja", "sekcje", "sekcji") }}: 1 sekcja, 144 sekcje, 131 sekcji
    app.jinja_env.filters["count"] = polish.count
    app.jinja_env.globals["status_names"] = STATUS_NAMES
    app.jinja_env.globals["phase_names"] = PHASE_NAMES
    app.jinja_env.globals["queue_kinds"] = QUEUE_KINDS
    app.jinja_env.globals["extra_labels"] = EXTRA_LABELS
    app.jinja_env.globals["ruling_kinds"] = RULING_KIND_NAMES
