"""Loading the English LALR grammar (`grammar/destiny_en.lark`) once per process.

Building its tables takes Lark about 0.5 s, loading them 0.06 s, so they travel with the grammar
in the Polish grammar's format (`judge.cards.grammar`): `grammar/destiny_en.lark-tables`, a
JSON header line (the grammar's SHA-256, Lark's series) and the LZMA-compressed pickle of Lark's
serialization, written by `python -m judge.cards.english.grammar`; a test fails when it is out
of date. When the shipped tables do not fit the grammar or the installed Lark, the tables are
built (and kept in Lark's cache in the data directory).
"""

from __future__ import annotations

import hashlib
import json
import lzma
import pickle
import sys
from functools import cache
from pathlib import Path
from typing import Any

import lark
from lark import Lark
from lark.grammar import Rule
from lark.lexer import TerminalDef

from judge.cards.english.lexer import EnglishLexer
from judge.cards.grammar import TABLES_FORMAT, grammar_digest, lark_series, read_tables_header
from judge.config import Settings
from judge.resources import grammar_dir

GRAMMAR_FILE = "destiny_en.lark"
TABLES_FILE = "destiny_en.lark-tables"


def grammar_source() -> str:
    return (grammar_dir() / GRAMMAR_FILE).read_text(encoding="utf-8")


def _build(source: str, cache_file: str | bool = False, **options: Any) -> Lark:
    return Lark(
        source, parser="lalr", lexer=EnglishLexer, start="start", cache=cache_file, **options
    )


def _cache_path(source: str) -> str | bool:
    try:
        directory = Settings.resolve().ensure_data_dir() / "cache"
        directory.mkdir(parents=True, exist_ok=True)
    except OSError:
        return False
    digest = hashlib.sha256(f"{lark.__version__}\n{source}".encode()).hexdigest()[:16]
    return str(directory / f"grammar-en-{digest}.lark-cache")


def tables_path() -> Path:
    return grammar_dir() / TABLES_FILE


def load_shipped_tables(source: str, path: Path | None = None, **options: Any) -> Lark | None:
    """The parser from the shipped tables; None when they do not fit `source` and Lark."""
    path = path or tables_path()
    header = read_tables_header(path)
    if (
        header is None
        or header.get("format") != TABLES_FORMAT
        or header.get("grammar_sha256") != grammar_digest(source)
        or header.get("lark_series") != lark_series()
    ):
        return None
    try:
        raw = path.read_bytes()
        payload = pickle.loads(lzma.decompress(raw[raw.index(b"\n") + 1 :]))
        return Lark._load_from_dict(payload["data"], payload["memo"], **options)
    except Exception:  # a damaged file is not fatal: the grammar is there to build from
        return None


def write_tables(path: Path | None = None) -> Path:
    """Build the tables and write them next to the grammar (trusted like the code)."""
    path = path or tables_path()
    source = grammar_source()
    data, memo = _build(source).memo_serialize([TerminalDef, Rule])
    header = {
        "format": TABLES_FORMAT,
        "grammar": GRAMMAR_FILE,
        "grammar_sha256": grammar_digest(source),
        "lark": lark.__version__,
        "lark_series": lark_series(),
    }
    body = lzma.compress(pickle.dumps({"data": data, "memo": memo}, protocol=5))
    path.write_bytes(json.dumps(header).encode() + b"\n" + body)
    return path


@cache
def parser() -> Lark:
    source = grammar_source()
    shipped = load_shipped_tables(source)
    if shipped is not None:
        return shipped
    try:
        return _build(source, _cache_path(source))
    except Exception:  # an unreadable or unwritable cache is not fatal
        return _build(source)


@cache
def sentence_parser() -> Lark:
    """The parser that builds the `Sentence` while it parses (Lark's inline transformer for
    LALR: no parse tree is built, about a fifth of the parse time). A rule the transformer has
    no method for reaches `EnglishTransformer.__default__`, which raises `FrameError`."""
    from judge.cards.english.transform import EnglishTransformer

    source = grammar_source()
    transformer = EnglishTransformer()
    shipped = load_shipped_tables(source, transformer=transformer)
    if shipped is not None:
        return shipped
    try:
        return _build(source, _cache_path(source), transformer=transformer)
    except Exception:  # an unreadable or unwritable cache is not fatal
        return _build(source, transformer=transformer)


def main() -> int:
    path = write_tables()
    print(f"zapisano tablice LALR gramatyki angielskiej: {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
