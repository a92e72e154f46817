"""The Lark parser of LCG card text (`grammar/lcg_en.lark`), built once per process.

The grammar names every word as a terminal in capitals (`_DEAL`, `UNIT`); a leading `_` keeps
the word out of the tree (Lark's convention). A word must be one terminal for the tokeniser,
so a word the grammar uses both ways is kept everywhere (the transformer reads only the tokens
it needs). The `%declare` of every word terminal is added here, from the grammar text itself,
so the file lists each word once where it is used.

Earley (not LALR): English noun phrases attach modifiers in ways an LALR table cannot decide
without lookahead the grammar would have to spell out; Earley keeps the grammar close to the
sentences and resolves the rare ambiguity by rule order. Lines are short (about 20 tokens), so
a whole data set parses in seconds.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from lark import Lark, Token
from lark.lexer import Lexer

from judge.cards.lcg.lexer import Tokeniser
from judge.resources import grammar_dir

GRAMMAR_FILE = "lcg_en.lark"
OPEN_CLASSES = ("NAME", "INT", "X", "ICON", "AFF", "QUOTED", "WORD")
PUNCTUATION = {
    ",": "COMMA",
    ".": "DOT",
    ":": "COLON",
    "(": "LPAR",
    ")": "RPAR",
    "+": "PLUS",
    "*": "ASTERISK",
    "|": "BAR",
    "'s": "POSS",
    "-": "DASH",
    ";": "SEMI",
    "/": "SLASH",
}
_TERMINAL = re.compile(r"(?<![A-Za-z0-9_\"])_?[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*(?![a-z0-9_\"])")


def grammar_path() -> Path:
    return grammar_dir() / GRAMMAR_FILE


def _code(text: str) -> str:
    """The grammar without comments and string literals (where terminal names are read)."""
    out = []
    for line in text.splitlines():
        line = line.split("//", 1)[0]
        out.append(re.sub(r'"[^"]*"', " ", line))
    return "\n".join(out)


def prepared_grammar(text: str) -> tuple[str, dict[str, str]]:
    """The grammar with its word terminals declared, and the tokeniser's map from a word (or
    punctuation) to its terminal name."""
    code = _code(text)
    names = set(_TERMINAL.findall(code))
    kept = {n for n in names if not n.startswith("_")}
    renamed = {n for n in names if n.startswith("_") and n[1:] in kept}
    for name in sorted(renamed, key=len, reverse=True):
        text = re.sub(rf"(?<![A-Za-z0-9_]){name}(?![A-Za-z0-9_])", name[1:], text)
    final = (names - renamed) | set(OPEN_CLASSES)
    literals: dict[str, str] = {}
    symbol_names = set(PUNCTUATION.values())
    for name in final:
        base = name.lstrip("_")
        if base in OPEN_CLASSES:
            continue
        if base in symbol_names:
            continue
        word = base[: -len("WORD")] if base.endswith("WORD") and len(base) > 4 else base
        literals[word.lower()] = name
    for symbol, base in PUNCTUATION.items():
        for candidate in (f"_{base}", base):
            if candidate in final:
                literals[symbol] = candidate
    declared = " ".join(sorted(final))
    return f"{text}\n%declare {declared}\n", literals


def np_words(text: str) -> frozenset[str]:
    """The words the grammar allows inside a noun phrase (its `npw` rule), for the tokeniser
    to tell a comma between list items from a comma between clauses."""
    code = _code(text)
    match = re.search(r"^npw:(.*?)(?=^\S)", code, re.M | re.S)
    if match is None:
        return frozenset()
    names = re.findall(r"\b_?([A-Z][A-Z0-9]*)\b", match.group(1))
    words = {n.lower() for n in names if n not in OPEN_CLASSES}
    return frozenset(words | {"of", "or", "and", "a", "an", "the"})


class _LexerBase(Lexer):
    tokeniser: Tokeniser

    def __init__(self, lexer_conf: Any) -> None:  # Lark's lexer interface
        pass

    def lex(self, data: Any) -> Iterator[Token]:  # type: ignore[override]
        for tok in self.tokeniser.tokens(str(data)):
            yield Token(tok.type, tok.value, start_pos=tok.start, end_pos=tok.end)


@functools.lru_cache(maxsize=1)
def parser() -> tuple[Lark, Tokeniser]:
    """The parser and its tokeniser (built once per process)."""
    source = grammar_path().read_text(encoding="utf-8")
    text, literals = prepared_grammar(source)
    tokeniser = Tokeniser(literals, np_words(source))

    class _Lexer(_LexerBase):
        pass

    _Lexer.tokeniser = tokeniser
    lark = Lark(text, parser="lalr", lexer=_Lexer, propagate_positions=False)
    return lark, tokeniser
