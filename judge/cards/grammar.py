"""Loading the Lark grammar of Polish card text (`grammar/destiny_pl.lark`) once per process.

The grammar's terminals are word classes: the lexer is `judge.cards.polish.lexer.PolishLexer`
(words looked up in the generated lexicon). Building the LALR tables takes Lark about a second
on the project's machine (its pure-Python LALR analysis), more than parsing every card. So the
tables travel with the grammar:

1. `grammar/destiny_pl.lark-tables`, written by `python -m judge.cards.grammar` and shipped in
   the package: used when it was built from exactly this grammar text (SHA-256 in its header)
   with the installed Lark series (major.minor); a test fails when it is out of date;
2. otherwise Lark's cache in the data directory (`cache/grammar-<hash>.lark-cache`), written on
   the first build: a developer editing the grammar pays the build once per edit;
3. otherwise (or with `JUDGE_NO_GRAMMAR_CACHE=1`) the tables are built from the grammar.

`tables_source()` says which of the three the running process used (`judge bench grammar`).
"""

from __future__ import annotations

import hashlib
import json
import lzma
import os
import pickle
import sys
from functools import cache
from pathlib import Path
from typing import Any, Literal

import lark
from lark import Lark
from lark.grammar import Rule
from lark.lexer import TerminalDef

from judge.cards.polish.lexer import PolishLexer
from judge.config import Settings
from judge.resources import grammar_dir

GRAMMAR_FILE = "destiny_pl.lark"
TABLES_FILE = "destiny_pl.lark-tables"
TABLES_FORMAT = 1
ENV_NO_CACHE = "JUDGE_NO_GRAMMAR_CACHE"  # set to build the parser from source every time
LARK_OPTIONS: dict[str, Any] = {"parser": "lalr", "lexer": PolishLexer, "start": "start"}
TablesSource = Literal["shipped", "cache", "built"]


def grammar_source() -> str:
    return (grammar_dir() / GRAMMAR_FILE).read_text(encoding="utf-8")


def grammar_digest(source: str) -> str:
    return hashlib.sha256(source.encode("utf-8")).hexdigest()


def lark_series(version: str = lark.__version__) -> str:
    """The Lark series ("1.3" for 1.3.1): the tables are Lark's serialization in that series."""
    return ".".join(version.split(".")[:2])


def _cache_path(source: str) -> str | bool:
    """Where Lark keeps tables it built, in the data directory. The file name carries a hash of
    the grammar and of Lark's version, so an edited grammar is rebuilt; Lark itself checks the
    hash again on load."""
    try:
        directory = Settings.resolve().ensure_data_dir() / "cache"
        directory.mkdir(parents=True, exist_ok=True)
    except OSError:
        return True  # Lark's own temporary-directory cache
    digest = hashlib.sha256(f"{lark.__version__}\n{source}".encode()).hexdigest()[:16]
    return str(directory / f"grammar-{digest}.lark-cache")


def build_parser(*, use_cache: bool = True) -> Lark:
    """Build the LALR parser of `grammar/destiny_pl.lark` (from Lark's cache when allowed)."""
    return _build(grammar_source(), use_cache=use_cache)[0]


def _build(source: str, *, use_cache: bool) -> tuple[Lark, TablesSource]:
    cache_option: str | bool = _cache_path(source) if use_cache else False
    cached = isinstance(cache_option, str) and Path(cache_option).is_file()
    built = Lark(source, cache=cache_option, **LARK_OPTIONS)
    return built, "cache" if cached else "built"


# --- the shipped tables ----------------------------------------------------------------------


def tables_path() -> Path:
    return grammar_dir() / TABLES_FILE


def read_tables_header(path: Path) -> dict[str, Any] | None:
    """The JSON header line of a tables file (None when missing or not a tables file)."""
    try:
        with path.open("rb") as file:
            header = json.loads(file.readline())
    except (OSError, ValueError):
        return None
    return header if isinstance(header, dict) else None


def load_shipped_tables(source: str, path: Path | None = None) -> Lark | None:
    """The parser from the shipped tables, or None when they do not fit `source` and the
    installed Lark (or cannot be read): the caller then builds the tables."""
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
        return Lark._load_from_dict(payload["data"], payload["memo"])
    except Exception:  # a damaged file is not fatal: the grammar is still there to build from
        return None


def write_tables(path: Path | None = None) -> Path:
    """Build the tables from the grammar and write them (next to the grammar by default).

    The file is a JSON header line (format, grammar file and its SHA-256, Lark version) and
    the LZMA-compressed pickle of Lark's own serialization (`Lark.memo_serialize`, what
    `Lark.save` writes), loaded back with `Lark._load_from_dict` as Lark's standalone
    parsers do. Trusted like the code: it ships inside the package.
    """
    path = path or tables_path()
    source = grammar_source()
    built = Lark(source, cache=False, **LARK_OPTIONS)
    data, memo = built.memo_serialize([TerminalDef, Rule])
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


# --- the parser of this process ----------------------------------------------------------------


@cache
def _loaded() -> tuple[Lark, TablesSource]:
    source = grammar_source()
    if os.environ.get(ENV_NO_CACHE):
        return _build(source, use_cache=False)
    shipped = load_shipped_tables(source)
    if shipped is not None:
        return shipped, "shipped"
    return _build(source, use_cache=True)


def parser() -> Lark:
    """The parser, loaded once per process (shipped tables, data-dir cache or a build)."""
    return _loaded()[0]


def tables_source() -> TablesSource:
    """Where this process's parser tables came from: "shipped", "cache" or "built"."""
    return _loaded()[1]


def main() -> int:
    """`python -m judge.cards.grammar`: rewrite the shipped tables after editing the grammar."""
    path = write_tables()
    print(f"zapisano tablice LALR gramatyki: {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
