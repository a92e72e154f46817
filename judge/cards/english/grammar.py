"""Loading the English LALR grammar (`grammar/destiny_en.lark`) once per process.

The tables are small (word-class terminals), built in about 0.4 s; Lark's cache in the data
directory (`cache/grammar-en-<hash>.lark-cache`) keeps them between runs like the Polish
grammar's cache does.
"""

from __future__ import annotations

import hashlib
from functools import cache

import lark
from lark import Lark

from judge.cards.english.lexer import EnglishLexer
from judge.config import Settings
from judge.resources import grammar_dir

GRAMMAR_FILE = "destiny_en.lark"


def grammar_source() -> str:
    return (grammar_dir() / GRAMMAR_FILE).read_text(encoding="utf-8")


def _cache_path(source: str) -> str | bool:
    try:
        directory = Settings.resolve().ensure_data_dir() / "cache"
        directory.mkdir(parents=True, exist_ok=True)
    except OSError:
        return False
    digest = hashlib.sha256(f"{lark.__version__}\n{source}".encode()).hexdigest()[:16]
    return str(directory / f"grammar-en-{digest}.lark-cache")


@cache
def parser() -> Lark:
    source = grammar_source()
    try:
        return Lark(
            source, parser="lalr", lexer=EnglishLexer, start="start", cache=_cache_path(source)
        )
    except Exception:  # a cache that cannot be read or written: build without it
        return Lark(source, parser="lalr", lexer=EnglishLexer, start="start")
