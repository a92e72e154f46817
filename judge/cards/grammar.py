"""Loading the Lark grammar of card text (`grammar/destiny_pl.lark`) once per process."""

from __future__ import annotations

import hashlib
import os
from collections.abc import Iterator
from functools import cache

import lark
from lark import Lark, Token

from judge.config import Settings
from judge.resources import grammar_dir

GRAMMAR_FILE = "destiny_pl.lark"
ENV_NO_CACHE = "JUDGE_NO_GRAMMAR_CACHE"  # set to build the parser from source every time

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


def _cache_path(source: str) -> str | bool:
    """Where Lark keeps the built LALR tables: building them takes about a second, loading
    them a few milliseconds. The file name carries a hash of the grammar and of Lark's
    version, so an edited grammar is rebuilt; Lark itself checks the hash again on load."""
    try:
        directory = Settings.resolve().ensure_data_dir() / "cache"
        directory.mkdir(parents=True, exist_ok=True)
    except OSError:
        return True  # Lark's own temporary-directory cache
    digest = hashlib.sha256(f"{lark.__version__}\n{source}".encode()).hexdigest()[:16]
    return str(directory / f"grammar-{digest}.lark-cache")


def build_parser(*, use_cache: bool = True) -> Lark:
    """Build the LALR parser of `grammar/destiny_pl.lark` (from Lark's cache when allowed)."""
    source = (grammar_dir() / GRAMMAR_FILE).read_text(encoding="utf-8")
    cache_option: str | bool = _cache_path(source) if use_cache else False
    return Lark(
        source,
        parser="lalr",
        lexer="basic",
        postlex=RoleLexer(),
        start="start",
        cache=cache_option,
    )


@cache
def parser() -> Lark:
    """The parser, built once per process."""
    if os.environ.get(ENV_NO_CACHE):
        return build_parser(use_cache=False)
    return build_parser()
