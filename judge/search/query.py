"""Parsing what a judge types into words, phrases and prefixes.

The syntax is deliberately small, and every input either parses or gets a Polish message:

- plain words, any number, in any form: `obrażenia od kości`, `oslony`, `Guardian`;
- a phrase in quotes (straight or Polish): `"przed tym"`, `„po tym”`;
- a prefix with a trailing star: `strażn*` (at least two letters before the star).

What is *not* syntax is read as plain words, never as an error (a fallback, recorded in
`ParsedQuery.notes` so that a view can say what happened):

- an unbalanced quote is ignored and the words around it are plain words;
- operators and punctuation (`+`, `-`, `(`, `)`, `:`, `AND`/`OR`/`NOT`) are ignored: every
  query is a ranked "any of these words" search where passages matching more words rank higher;
- control characters are deleted (U+0001 in "osł…ony" leaves "osłony"), except the ones that are
  whitespace (tab, new line, ...), which separate words; a one-letter prefix is a plain word;
- each note is given once, however often the query repeats what it is about;
- at most `MAX_PREFIXES` prefixes: later ones are searched as whole words.

A query with more than `REFUSED_PREFIXES` prefixes raises `QueryError` as well.

What raises `QueryError` (a `JudgeError`, exit code 2 in the CLI): a query with no word at all
(empty, only spaces, `*` alone, only punctuation) and a query longer than `MAX_QUERY_CHARS`.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from judge.errors import JudgeError

MAX_QUERY_CHARS = 500
MAX_CLAUSES = 40
MIN_PREFIX_CHARS = 2
# Each prefix expands to every indexed form it starts; a query is a few words, so a storm of
# prefixes (`re* co* ma* …`) is cut here, before any expansion: past `MAX_PREFIXES` they are
# searched as whole words (and said so); past `REFUSED_PREFIXES` the query is refused, a storm
# nobody types at a table (issue 18).
MAX_PREFIXES = 5
REFUSED_PREFIXES = 10

_QUOTES = str.maketrans({"„": '"', "“": '"', "”": '"', "«": '"', "»": '"', "″": '"'})
_WORD_OR_PREFIX = re.compile(r"([^\W_]+)(\*?)", re.UNICODE)
_OPERATORS = frozenset({"AND", "OR", "NOT"})


class QueryError(JudgeError):
    """A query that cannot be searched; the message says how to fix it."""


@dataclass(frozen=True)
class Word:
    text: str
    prefix: bool = False


@dataclass(frozen=True)
class Phrase:
    words: tuple[str, ...]


Clause = Word | Phrase


@dataclass(frozen=True)
class ParsedQuery:
    clauses: tuple[Clause, ...]
    notes: tuple[str, ...] = ()


def _without_control_characters(text: str) -> tuple[str, bool]:
    """`text` with its control (and format, private, unassigned) characters deleted, so that
    one pasted or typed inside a word leaves the word whole; whitespace ones become spaces.
    Also whether any was deleted."""
    cleaned = []
    found = False
    for ch in text:
        if ch.isspace():
            cleaned.append(" ")
        elif unicodedata.category(ch).startswith("C"):
            found = True
        else:
            cleaned.append(ch)
    return "".join(cleaned), found


def _outside_quotes(segment: str, notes: list[str]) -> list[Clause]:
    clauses: list[Clause] = []
    for match in _WORD_OR_PREFIX.finditer(segment):
        word, star = match.group(1), match.group(2)
        if word in _OPERATORS:
            continue
        if star and len(word) < MIN_PREFIX_CHARS:
            notes.append(f"Prefiks „{word}*” jest za krótki; szukam słowa „{word}”.")
            star = ""
        clauses.append(Word(word, prefix=bool(star)))
    return clauses


def _bounded_prefixes(clauses: list[Clause], notes: list[str]) -> list[Clause]:
    """Prefixes after the first `MAX_PREFIXES` are searched as the words they are."""
    stars = sum(1 for clause in clauses if isinstance(clause, Word) and clause.prefix)
    if stars > REFUSED_PREFIXES:
        raise QueryError(
            f"Zapytanie ma {stars} słów z gwiazdką, a może mieć najwyżej {REFUSED_PREFIXES}. "
            "Wpisz kilka słów kluczowych, np. „strażn* obrażenia”."
        )
    bounded: list[Clause] = []
    seen = 0
    for clause in clauses:
        if isinstance(clause, Word) and clause.prefix:
            seen += 1
            if seen > MAX_PREFIXES:
                clause = Word(clause.text)
        bounded.append(clause)
    if seen > MAX_PREFIXES:
        notes.append(
            f"Użyto najwyżej {MAX_PREFIXES} słów z gwiazdką; dalsze szukam jako całe słowa."
        )
    return bounded


def parse_query(raw: object) -> ParsedQuery:
    """Parse a query; see the module docstring for the syntax and the fallbacks."""
    if not isinstance(raw, str):
        raise QueryError("Zapytanie musi być tekstem.")
    text, had_controls = _without_control_characters(raw)
    text = text.strip()
    if len(text) > MAX_QUERY_CHARS:
        raise QueryError(
            f"Zapytanie ma {len(text)} znaków, a może mieć najwyżej {MAX_QUERY_CHARS}. "
            "Wpisz kilka słów kluczowych, np. „Strażnik obrażenia”."
        )
    notes: list[str] = []
    if had_controls:
        notes.append("Pominięto znaki sterujące.")
    text = text.translate(_QUOTES)
    segments = text.split('"')
    clauses: list[Clause] = []
    if len(segments) % 2 == 0:  # an odd number of quotes: the last one has no partner
        notes.append("Pominięto niesparowany cudzysłów.")
        segments[-2:] = [segments[-2] + " " + segments[-1]]
    for index, segment in enumerate(segments):
        if index % 2 == 0:
            clauses.extend(_outside_quotes(segment, notes))
            continue
        phrase_words = tuple(match.group() for match in re.finditer(r"[^\W_]+", segment))
        if len(phrase_words) == 1:
            clauses.append(Word(phrase_words[0]))
        elif phrase_words:
            clauses.append(Phrase(phrase_words))
    if not clauses:
        raise QueryError(
            "Zapytanie nie zawiera słów do wyszukania. Wpisz na przykład: Strażnik, "
            "„przed tym”, obrazenia od kosci albo strażn*."
        )
    if len(clauses) > MAX_CLAUSES:
        notes.append(f"Użyto pierwszych {MAX_CLAUSES} słów zapytania.")
        clauses = clauses[:MAX_CLAUSES]
    clauses = _bounded_prefixes(clauses, notes)
    return ParsedQuery(tuple(clauses), tuple(dict.fromkeys(notes)))
