"""The Whoosh schema of the search index.

Text fields hold *lemma streams* prepared by `judge.search.lexicon.LexiconBuilder`, not raw
text: words separated by spaces, alternative lemmas of one word by "|" at the same position
(so phrase queries still line up). The tokenizer below only splits them, which keeps the
pickled schema free of the morphology library. Field boosts rank a hit in a title or a name
above a hit in the body.
"""

from __future__ import annotations

from collections.abc import Iterator

from whoosh.analysis import Token, Tokenizer
from whoosh.fields import ID, TEXT, Schema

from judge.search.lexicon import ALTERNATIVE

# Field boosts: a word in the title or in a card's name says more than one in the body.
# Two lemma fields keep queries small (each word is one term query per field and lemma):
# "title" holds the title and the unit's other names (see `judge.search.units`); "text" the
# body, the titles above it (breadcrumb) and the names of the cards it cites.
FIELD_BOOSTS: dict[str, float] = {"title": 4.0, "text": 1.0}
LEMMA_FIELDS: tuple[str, ...] = tuple(FIELD_BOOSTS)
SURFACE_FIELD = "forms"  # folded words as written: prefix queries ("strażn*", "osłonam*")


class LemmaStreamTokenizer(Tokenizer):
    """Splits "a|b c" into tokens a, b (same position) and c (next position)."""

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self)

    def __hash__(self) -> int:
        return hash(type(self))

    def __call__(  # type: ignore[override]
        self,
        value: str,
        positions: bool = False,
        chars: bool = False,
        keeporiginal: bool = False,
        removestops: bool = True,
        start_pos: int = 0,
        start_char: int = 0,
        tokenize: bool = True,
        mode: str = "",
        **kwargs: object,
    ) -> Iterator[Token]:
        token = Token(positions, chars, removestops=removestops, mode=mode, **kwargs)
        if not tokenize:
            token.original = token.text = value
            token.boost = 1.0
            if positions:
                token.pos = start_pos
            yield token
            return
        for position, word in enumerate(value.split()):
            for alternative in word.split(ALTERNATIVE):
                token.text = alternative
                token.boost = 1.0
                token.stopped = False
                if keeporiginal:
                    token.original = alternative
                if positions:
                    token.pos = start_pos + position
                yield token


def build_schema() -> Schema:
    lemmas = LemmaStreamTokenizer()
    return Schema(
        key=ID(stored=True, unique=True),
        kind=ID,
        game=ID,
        document=ID,
        title=TEXT(analyzer=lemmas, field_boost=FIELD_BOOSTS["title"]),
        text=TEXT(analyzer=lemmas, field_boost=FIELD_BOOSTS["text"]),
        forms=TEXT(analyzer=lemmas, phrase=False),
    )
