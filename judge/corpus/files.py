"""The on-disk format of the corpus: one YAML file per document in `rulebook/` and `rulings/`.

This module is the single definition of the format: the importer writes through `dump_yaml`
and the store reads through `read_rulebook` / `read_rulings`. The files are meant to be edited
by hand (the next edition of a document will be), so they are plain, ordered and explicit:

`rulebook/<document>.yaml`

    document:            # id, game, title, citation_prefix, language, edition, source,
      id: destiny-rr     #   superseded_by (optional)
      ...
    sections:            # in document order
    - id: destiny-rr.cz7.zdolnosci-aktywowane.zdolnosci-przed-tym
      title: Zdolności „przed tym”
      short: cz. 7       # optional: short form for citations (parts)
      cards: ['01042']   # optional: card codes the text cites
      blocks:
      - paragraph: Jeśli podczas rozgrywki…
      - example: 'Przykład: treść Jedności z Mocą (r42) brzmi: …'
      - list: [first item, second item]
        ordered: true    # optional: numbered steps (items keep their numbers)
      - table: |-        # one row a line, cells separated by " | "
          Era | Frakcje jasnej strony | Frakcje ciemnej strony
      - paragraph: … (patrz „W zawieszeniu” na stronie 11) …
        links:           # optional: cross-references, by the exact text they cover
        - text: patrz „W zawieszeniu” na stronie 11
          target: destiny-rr.cz3.w-zawieszeniu

A section's parent is implied by its id: drop the last dot-separated component
(`destiny-rr.cz7.zdolnosci-aktywowane` is the parent above; a top-level section has the
document id plus one component). Ids are explicit so that editing a title never changes one.

`rulings/<document>.yaml`

    document: destiny-rr
    rulings:
    - id: destiny-rr.clarification.01137-druga-szansa
      kind: clarification           # faq | clarification | errata | glossary
      title: Druga szansa           # the question (faq), card name, or term
      heading: Druga szansa (r137)  # optional: the heading as printed, when it differs
      section: destiny-rr.wyjasnienie-kart.przebudzenia   # where it sits in the document
      refers_to: [...]              # optional: other section ids the text refers to
      cards: ['01137']              # optional: card codes
      name_en: ...                  # glossary only (optional): name_en, name_pl,
      term_kind: force-power        #   term_kind, force_cost
      blocks: [...]                 # as in the rulebook
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

try:  # the C loader is several times faster; fall back where libyaml is missing
    from yaml import CSafeLoader as SafeLoader
except ImportError:  # pragma: no cover - depends on how PyYAML was built
    from yaml import SafeLoader  # type: ignore[assignment]

from judge.corpus.model import Block, Link, QuotedCard
from judge.errors import JudgeError

BLOCK_KINDS = ("paragraph", "list", "example", "table")
CARDS_FILE = "quoted-cards.yaml"  # in rulings/: the quoted card texts, not rulings


class CorpusFileError(JudgeError):
    """A rulebook or rulings file that does not follow the format."""

    exit_code = 1


def load_yaml(path: Path) -> Any:
    try:
        with path.open(encoding="utf-8") as handle:
            return yaml.load(handle, Loader=SafeLoader)
    except yaml.YAMLError as exc:
        raise CorpusFileError(f"Plik {path} nie jest poprawnym YAML: {exc}") from None


def parse_block(data: Any, where: str) -> Block:
    """A block from its YAML mapping; link offsets are found from the link texts."""
    if not isinstance(data, dict):
        raise CorpusFileError(f"{where}: blok musi być mapowaniem, jest {type(data).__name__}")
    kinds = [key for key in BLOCK_KINDS if key in data]
    if len(kinds) != 1:
        raise CorpusFileError(f"{where}: blok musi mieć dokładnie jeden z kluczy {BLOCK_KINDS}")
    kind = kinds[0]
    ordered = bool(data.get("ordered", False))
    if kind == "list":
        items = tuple(str(item) for item in data["list"])
        text = "\n".join(items)
    elif kind == "table":  # one row a line, cells separated by " | "
        text = str(data[kind])
        items = tuple(text.split("\n"))
    else:
        items = ()
        text = str(data[kind])
    links = []
    searched_from: dict[str, int] = {}
    for link in data.get("links", ()):
        anchor, target = str(link["text"]), str(link["target"])
        start = text.find(anchor, searched_from.get(anchor, 0))
        if start < 0:
            raise CorpusFileError(f"{where}: tekst odsyłacza {anchor!r} nie występuje w bloku")
        searched_from[anchor] = start + len(anchor)
        links.append(Link(start, start + len(anchor), target))
    return Block(kind, text, items, tuple(links), ordered)  # type: ignore[arg-type]


def read_rulebook(path: Path) -> dict[str, Any]:
    data = load_yaml(path)
    if not isinstance(data, dict) or "document" not in data or "sections" not in data:
        raise CorpusFileError(f"{path}: oczekiwano kluczy „document” i „sections”")
    return data


def read_rulings(path: Path) -> dict[str, Any]:
    data = load_yaml(path)
    if not isinstance(data, dict) or "document" not in data or "rulings" not in data:
        raise CorpusFileError(f"{path}: oczekiwano kluczy „document” i „rulings”")
    return data


def read_quoted_cards(path: Path) -> list[QuotedCard]:
    """`rulings/quoted-cards.yaml`: entries under `cards` (with a code) and `uncoded`."""
    data = load_yaml(path)
    if not isinstance(data, dict):
        raise CorpusFileError(f"{path}: oczekiwano kluczy „cards” i „uncoded”")
    cards = []
    for entry in [*(data.get("cards") or []), *(data.get("uncoded") or [])]:
        cards.append(
            QuotedCard(
                code=entry.get("code"),
                name=entry["name"],
                type=entry.get("type", "unknown"),
                text=entry["text"],
                kind=entry["kind"],
                scope=entry.get("scope", "full"),
                source=entry["source"],
            )
        )
    return cards


# --- writing -----------------------------------------------------------------------------


class _Dumper(yaml.SafeDumper):
    """Readable YAML: keys in insertion order, long texts folded at 100 columns."""

    def increase_indent(self, flow: bool = False, indentless: bool = False) -> None:
        # Indent list items under their key ("blocks:\n  - ..."), which reads better.
        super().increase_indent(flow, False)


def _represent_str(dumper: yaml.SafeDumper, value: str) -> yaml.ScalarNode:
    if value.isdigit():  # card codes: quoted, so that no YAML reader takes them for numbers
        return dumper.represent_scalar("tag:yaml.org,2002:str", value, style="'")
    if len(value) > 80 or "\n" in value:
        return dumper.represent_scalar("tag:yaml.org,2002:str", value, style=">")
    return dumper.represent_scalar("tag:yaml.org,2002:str", value)


_Dumper.add_representer(str, _represent_str)


def dump_yaml(data: Any, header: str = "") -> str:
    text = yaml.dump(data, Dumper=_Dumper, allow_unicode=True, sort_keys=False, width=100, indent=2)
    prefix = "".join(f"# {line}\n" if line else "#\n" for line in header.splitlines())
    return prefix + text


def block_record(
    kind: str,
    text: str = "",
    items: list[str] | tuple[str, ...] = (),
    ordered: bool = False,
    links: list[dict[str, str]] | None = None,
) -> dict[str, Any]:
    """The YAML mapping of a block (the inverse of `parse_block`)."""
    record: dict[str, Any] = {kind: list(items)} if kind == "list" else {kind: text}
    if ordered:
        record["ordered"] = True
    if links:
        record["links"] = links
    return record
