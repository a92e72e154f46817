"""The Whoosh schema of the search index.

Text fields hold *lemma streams* prepared by `judge.search.lexicon.LexiconBuilder`, not raw
text: words separated by spaces, alternative lemmas of one word by "|" at the same position
(so phrase queries still line up). The tokenizer below only splits them, which keeps the
pickled schema free of the morphology library.

Queries search one field, `body`: the unit's titles followed by its text. Title tokens carry a
boost (`TITLE_BOOST`, stored as term weight), so a word in the title counts more than one in
the body, and a gap in positions keeps phrases from spanning the two. One field instead of a
field per part halves the postings a query walks; on the relevance set it also ranked better
than separate title and text fields with field boosts. `title` alone serves the bonus for a
query that is a whole title. Prefix queries need no field of their own: the lexicon knows
every form of the corpus and the lemmas behind it (see `judge.search.lexicon`).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from whoosh.analysis import Token, Tokenizer
from whoosh.fields import ID, TEXT, Schema

from judge.search.lexicon import ALTERNATIVE

# Field boosts: a word in the title or in a card's name says more than one in the body.
SEARCH_FIELD = "body"
TITLE_FIELD = "title"
TITLE_BOOST = 4.0
TITLE_START, TITLE_END = "⟨", "⟩"  # markers around the title in a body lemma stream
# The Polish reading of an English-only card (`SearchUnit.reading`) counts this much: enough
# to find the card by a Polish word nothing else has, too little to outrank rule sections.
# A power of two, so that term weights (sums of boosts, stored as float32) stay exact eighths.
LOW_BOOST = 0.125
LOW_START, LOW_END = "⟪", "⟫"  # markers around low-weight text at the end of a body stream
POSITION_GAP = 10
# Each line of a unit's text is a passage (see `judge.search.searcher`: a unit is also scored
# by its best passage). Its words' positions start at a multiple of this.
PASSAGE = "¶"
PASSAGE_STRIDE = 1024


class LemmaStreamTokenizer(Tokenizer):
    """Splits "a|b c" into tokens a, b (same position) and c (next position); tokens between
    `TITLE_START` and `TITLE_END` get the title boost."""

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self)

    def __hash__(self) -> int:
        return hash(type(self))

    def __call__(
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
        for word, position, boost, _in_passage in stream_words(value):
            for alternative in word.split(ALTERNATIVE):
                token.text = alternative
                token.boost = boost
                token.stopped = False
                if keeporiginal:
                    token.original = alternative
                if positions:
                    token.pos = start_pos + position
                yield token


def stream_words(value: str) -> Iterator[tuple[str, int, float, bool]]:
    """The words of a lemma stream ("a|b" is one word of two lemmas), each with its position,
    boost and whether it is in a passage, the markers read: title words get `TITLE_BOOST`,
    low-weight words `LOW_BOOST`; a gap of `POSITION_GAP` follows the title and precedes the
    low-weight text (no phrase spans them); each `PASSAGE` marker starts a passage at the next
    multiple of `PASSAGE_STRIDE`, so that a word's passage is its position // the stride. The
    title and headings before the first passage, and the low-weight text, are in none."""
    position = -1
    boost = 1.0
    in_passage = False
    for word in value.split():
        if word == TITLE_START:
            boost = TITLE_BOOST
        elif word == TITLE_END:
            boost = 1.0
            position += POSITION_GAP
        elif word == PASSAGE:
            position = (position // PASSAGE_STRIDE + 1) * PASSAGE_STRIDE - 1
            in_passage = True
        elif word == LOW_START:
            boost = LOW_BOOST
            position = (position // PASSAGE_STRIDE + 1) * PASSAGE_STRIDE - 1 + POSITION_GAP
            in_passage = False
        elif word == LOW_END:
            boost = 1.0
        else:
            position += 1
            yield word, position, boost, in_passage


def passage_lengths(value: str) -> dict[int, int]:
    """{passage: number of words} of a body lemma stream's passages (see `stream_words`)."""
    lengths: dict[int, int] = {}
    for _word, position, _boost, in_passage in stream_words(value):
        if in_passage:
            passage = position // PASSAGE_STRIDE
            lengths[passage] = lengths.get(passage, 0) + 1
    return lengths


def body_stream(
    title_stream: str, head_stream: str, passage_streams: Iterable[str], low_stream: str = ""
) -> str:
    """The `body` field's value: the title's lemma stream, marked; the headings'; each line of
    the text's as a passage; the low-weight text's, marked."""
    passages = "".join(f" {PASSAGE} {stream}" for stream in passage_streams if stream)
    low = f" {LOW_START} {low_stream} {LOW_END}" if low_stream else ""
    return f"{TITLE_START} {title_stream} {TITLE_END} {head_stream}{passages}{low}"


def build_schema() -> Schema:
    lemmas = LemmaStreamTokenizer()
    return Schema(
        key=ID(stored=True, unique=True),
        kind=ID,
        game=ID,
        document=ID,
        title=TEXT(analyzer=lemmas),
        body=TEXT(analyzer=lemmas),
    )
