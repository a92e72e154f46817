"""Loading the Lark grammar of card text (`grammar/destiny_pl.lark`) once per process.

Building the LALR tables of this grammar takes Lark 1.5–2.5 s on the project's machine (its
pure-Python LALR analysis: ~1000 states, ~500 rules after expanding the grammar's groups), far
more than parsing every card (~0.3 s). So the tables travel with the grammar:

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
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any, Literal

import lark
from lark import Lark, Token
from lark.grammar import Rule
from lark.lexer import TerminalDef

from judge.config import Settings
from judge.resources import grammar_dir

GRAMMAR_FILE = "destiny_pl.lark"
TABLES_FILE = "destiny_pl.lark-tables"
TABLES_FORMAT = 1
ENV_NO_CACHE = "JUDGE_NO_GRAMMAR_CACHE"  # set to build the parser from source every time
LARK_OPTIONS: dict[str, Any] = {"parser": "lalr", "lexer": "basic", "start": "start"}
TablesSource = Literal["shipped", "cache", "built"]

# Tokens whose role depends on what follows them: a comma before a verb separates effects, a
# comma before "aby" introduces what a cost pays for, and so on. LALR(1) cannot see past the
# comma, so the post-lexer renames them (COMMA → COMMA_V, AND → AND_V, ...).
VERB_STARTS = {"MAY", "MUST", "NOT", "THEN"}
COMMA_ROLES = {
    "AIM": "COMMA_AIM",
    "IF": "COMMA_IF",
    "INSTEAD_OF": "COMMA_INSTEAD",
    "UNLESS": "COMMA_UNLESS",
    "IGNORING": "COMMA_GER",
    "TREATING": "COMMA_GER",
    "V_INCREASE": "COMMA_GER",
    "V_REDUCE": "COMMA_GER",
    "WHICH_REL": "COMMA_WHICH",
    "CHOSEN_BY_YOU": "COMMA_WHICH",
    "AS_IF_YOUR_CARD": "COMMA_AS",
    "AS_IF_WOULD_BE": "COMMA_AS",
    "AS_IF_OTHER_SYMBOL": "COMMA_AS",
    "AS_IF_CLAIMED": "COMMA_AS",
    "TO_BLOCK_THEM": "COMMA_BLOCK",
    "WHETHER": "COMMA_OR",
    "WITHOUT": "COMMA_WITHOUT",
}
# After "do której dołączono tę kartę" a comma only closes the relative clause when the
# sentence goes on with the subject's verb or the rest of the object.
CLOSING_COMMA_BEFORE = {"NUMBER", "WILL_BE", "WOULD", "IS_N", "HAVE", "V_TAKE_DAMAGE"}


def _starts_verb(token: Token) -> bool:
    return token.type.startswith("V_") or token.type in VERB_STARTS


class RoleLexer:
    """Post-lexer: retype COMMA, AND and OR by the token that follows them."""

    always_accept = ("COMMA", "AND", "OR")

    def process(self, stream: Iterator[Token]) -> Iterator[Token]:
        tokens = self._merged(list(stream))
        for index, token in enumerate(tokens):
            following = tokens[index + 1] if index + 1 < len(tokens) else None
            if token.type == "COMMA" and self._orthographic_comma(tokens, index):
                continue
            yield self._retyped(token, following) if following is not None else token

    @staticmethod
    def _merged(tokens: list[Token]) -> list[Token]:
        """Join "dowolnego/danego/każdego przeciwnika" into one OPP token (an owner phrase)."""
        merged: list[Token] = []
        for token in tokens:
            if (
                token.type == "OPPONENT_GEN"
                and merged
                and merged[-1].type in ("ANY", "GIVEN", "EACH")
            ):
                determiner = merged.pop()
                merged.append(
                    Token.new_borrow_pos("OPP", f"{determiner.value} {token.value}", determiner)
                )
            else:
                merged.append(token)
        return merged

    @staticmethod
    def _orthographic_comma(tokens: list[Token], index: int) -> bool:
        """Commas that only fence the relative clause "do której dołączono tę kartę"."""
        following = tokens[index + 1] if index + 1 < len(tokens) else None
        if following is not None and following.type == "ATTACHED_TO_THIS":
            return True
        previous = tokens[index - 1] if index else None
        if previous is not None and previous.type == "ATTACHED_TO_THIS" and following is not None:
            return following.type in CLOSING_COMMA_BEFORE
        return False

    @staticmethod
    def _retyped(token: Token, following: Token) -> Token:
        if token.type == "COMMA":
            if _starts_verb(following) and following.type not in ("V_INCREASE", "V_REDUCE"):
                return Token.new_borrow_pos("COMMA_V", token.value, token)
            role = COMMA_ROLES.get(following.type)
            if role:
                return Token.new_borrow_pos(role, token.value, token)
        elif token.type == "HIS_HER" and following.type == "NUMBER":
            # "zadać jej 2 obrażenia": a pronoun, not the possessive of "jej kości".
            return Token.new_borrow_pos("PRONOUN", token.value, token)
        elif token.type == "OR" and following.type in ("Z", "NA", "DO"):
            return Token.new_borrow_pos("OR_PREP", token.value, token)
        elif token.type in ("AND", "OR") and _starts_verb(following):
            return Token.new_borrow_pos(f"{token.type}_V", token.value, token)
        return token


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
    built = Lark(source, postlex=RoleLexer(), cache=cache_option, **LARK_OPTIONS)
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
        return Lark._load_from_dict(payload["data"], payload["memo"], postlex=RoleLexer())
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
    built = Lark(source, postlex=RoleLexer(), cache=False, **LARK_OPTIONS)
    data, memo = built.memo_serialize([TerminalDef, Rule])
    data["options"] = {k: v for k, v in data["options"].items() if k != "postlex"}
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
