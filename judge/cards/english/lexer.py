"""From one English sentence to the grammar's tokens: words looked up in the lexicon.

Each word becomes a token of its word class (`judge.cards.english.lexicon`) whose value is the
lemma; the printed form is kept on the token (`form`) for the transformer. Three decisions are
made here because LALR(1) cannot make them from one token of look-ahead:

* a word that is both a verb and a noun ("control", "cost", "ready") is a verb where a clause
  can start (after a comma, "and", "may", "to", a subject pronoun, ...), otherwise a noun;
* commas, "and", "or", "to" and "that" are retyped by what follows them: before a verb they
  join clauses (`COMMA_V`, `AND_V`, `OR_V`, `TO_V`, `THAT_REL`); a comma that only separates the
  items of a list ("Blue, Red, Yellow, or Gray") stays `COMMA`;
* capitalised words the lexicon does not know are names of cards ("Darth Vader"), merged into
  one `NAME`; words in italics or bold are subtypes ("<i>droid</i>").
An unknown lower-case word is a `WORD` token: no rule accepts it, so the sentence is reported.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from lark import Token
from lark.lexer import Lexer, LexerState

from judge.cards.english.lexicon import LEXICON, Entry
from judge.cards.english.typos import typo_spans

# a stray full stop inside a closing tag ("<i>vehicle</i.>") is part of the markup
_MARKUP = re.compile(
    r"<\s*(/?)\s*(b|i|em|cite|strong|u|br|li|ul|ol|p|span)\s*/?\s*\.?>", re.IGNORECASE
)
_TOKEN = re.compile(
    r"""
    (?P<ICONS>\(\s*\[[a-z]+\](?:\s*(?:,|or|and|/|,\s*or|,\s*and)?\s*\[[a-z]+\])*\s*\))
  | (?P<SET_REF>\(\s*\[[A-Za-z]+\]\s*\d+\s*\))
  | (?P<ICON>\[[a-z]+\])
  | (?P<SIGNED>[+\-−]\d+)
  | (?P<NUMBER>\d+(?:st|nd|rd|th)?)
  | (?P<ANDOR>and/or)
  | (?P<WORD>[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ0-9]*(?:[\-'’][A-Za-zÀ-ÿ0-9]+)*(?:['’]s?)?)
  | (?P<APOS>['’]s?(?![A-Za-z]))
  | (?P<PUNCT>[,.:;()!•])
    """,
    re.VERBOSE,
)
PUNCT = {
    ",": "COMMA",
    ".": "DOT",
    "!": "DOT",
    ":": "COLON",
    ";": "COMMA",
    "(": "LPAR",
    ")": "RPAR",
    "•": "BULLET",
}

# After these a verb/noun word is a verb (a clause or a verb phrase starts).
VERB_CONTEXT = {
    "COMMA",
    "AND",
    "OR",
    "THEN",
    "MAY",
    "MUST",
    "CANNOT",
    "NOT",
    "DO",
    "DONT",
    "WOULD",
    "WILL",
    "YOU",
    "PRON",
    "REL",
    "THAT_REL",
    "TO",
    "INSTEAD",
    "UNLESS",
    "OTHERWISE",
    "COLON",
    "BULLET",
    "ALSO",
    "JUST",
    "START",
    "IF",
    "WHILE",
    "BEFORE",
    "AFTER",
    "WHEN",
    "STILL",
    "AGAIN",
    "ONLY",
    "NAME",
    "SIMULTANEOUSLY",
    "LPAR",
    "EITHER",
}
# Token classes that start or continue a clause: a comma before them joins clauses.
CLAUSE_STARTS = {
    "VERB",
    "VERB_S",
    "FORCE",
    "MAY",
    "MUST",
    "CANNOT",
    "THEN",
    "IF",
    "UNLESS",
    "INSTEAD",
    "OTHERWISE",
    "DONT",
    "NOT",
    "FOR_REST_OF_ROUND",
    "FOR_REST_OF_GAME",
    "WHILE",
    "EITHER",
}
# A comma before these words belongs to the phrase they open ("…, if able", "…, unless …").
COMMA_BEFORE = {
    "DISTRIBUTED",
    "MAXIMUM_OF",
    "IF_ABLE",
    "IF",
    "UNLESS",
    "INSTEAD_OF",
    "INSTEAD",
    "IGNORING",
    "FOR",
    "ROUNDED",
    "EVEN_IF",
    "BEFORE",
    "AFTER",
    "AT",
    "OTHERWISE",
    "WITHOUT",
    "AS_IF",
}
NOMINAL = {
    "NOUN",
    "SUBTYPE",
    "NAME",
    "COLOR",
    "NON_COLOR",
    "ADJ",
    "NON_SUBTYPE",
    "DMG_TYPE",
    "AFFILIATION",
    "DET",
    "POSS",
    "NUMBER",
    "ONE",
    "ANY",
    "ANOTHER",
    "OTHER",
    "EACH",
    "ALL",
    "PRON",
    "YOURS",
    "POSS_S",
    "ICONS",
    "OF",
    "UP_TO",
    "OR_MORE",
    "OR_LESS",
    "X",
    "KEYWORD_NAME",
    "VERB_ED",
}


@dataclass
class Word:
    text: str
    start: int
    end: int
    kind: str  # the regex group
    styled: bool = False  # inside <i>/<b>
    lower: str = ""

    def __post_init__(self) -> None:
        self.lower = self.text.lower()


def strip_markup(text: str) -> tuple[str, list[tuple[int, int]]]:
    """Blank markup (keeping offsets) and return the spans written in italics or bold."""
    styled: list[tuple[int, int]] = []
    opened: int | None = None
    out = list(text)
    for match in _MARKUP.finditer(text):
        for index in range(match.start(), match.end()):
            out[index] = " "
        closing = bool(match.group(1))
        tag = match.group(2).lower()
        if tag in ("i", "b", "strong", "cite"):
            if not closing:
                opened = match.end()
            elif opened is not None:
                styled.append((opened, match.start()))
                opened = None
    return "".join(out), styled


def words(text: str) -> list[Word]:
    # "â€¢" is a bullet read with the wrong encoding in the database: keep offsets, read "•"
    text = text.replace("’", "'").replace("â€¢", "•  ")
    plain, styled = strip_markup(text)
    repairs = {(a, b): correction for a, b, correction in typo_spans(plain)}
    result = []
    for match in _TOKEN.finditer(plain):
        kind = match.lastgroup or ""
        start, end = match.span()
        inside = any(a <= start and end <= b for a, b in styled)
        written = match.group()
        if repairs:
            # a known misspelling ("fom your hand") is read as its correction
            for (a, b), correction in repairs.items():
                if start <= a and b <= end:
                    written = written[: a - start] + correction + written[b - start :]
        result.append(Word(written, start, end, kind, inside))
    return result


class WordToken(Token):
    """A token whose value is the lemma; `form` is the inflection ("s", "ed", "pl", ...)."""

    __slots__ = ("form",)
    form: str


def _tok(kind: str, value: str, word: Word, form: str = "", end: int | None = None) -> Token:
    token = WordToken(
        kind, value, start_pos=word.start, end_pos=end if end is not None else word.end
    )
    token.form = form
    return token


VERB_TYPES = {"base": "VERB", "s": "VERB_S", "ed": "VERB_ED", "ing": "VERB_ING"}


def _choose(entries: tuple[Entry, ...], previous: str, styled: bool) -> Entry:
    if len(entries) == 1:
        return entries[0]
    if styled:
        for entry in entries:
            if entry.cls == "SUBTYPE":
                return entry
    verbs = [e for e in entries if e.cls == "VERB"]
    others = [e for e in entries if e.cls != "VERB"]
    if verbs and others:
        if previous in VERB_CONTEXT or previous in ("NOUN", "SUBTYPE", "BE"):
            if previous == "BE":
                ed = [e for e in verbs if e.form == "ed"]
                if ed:
                    return ed[0]
                return next((e for e in others if e.cls == "ADJ"), verbs[0])
            # "to" + base form is a purpose ("to gain"); a participle after a noun is a verb
            base = [e for e in verbs if e.form in ("base", "s", "ed", "ing")]
            if previous in ("NOUN", "SUBTYPE"):
                finite = [e for e in verbs if e.form in ("s", "ed")]
                return finite[0] if finite else others[0]
            return base[0]
        return others[0]
    # several non-verb readings: prefer subtype, noun, adjective in that order of the entries
    for cls in ("NOUN", "ADJ", "SUBTYPE", "DMG_TYPE"):
        for entry in entries:
            if entry.cls == cls:
                return entry
    return entries[0]


def tokens(text: str) -> list[Token]:
    """The tokens of one sentence (offsets into `text`)."""
    items = words(text)
    out: list[Token] = []
    index = 0
    previous = "START"
    while index < len(items):
        word = items[index]
        kind = word.kind
        if kind == "PUNCT":
            ptype = PUNCT.get(word.text)
            if ptype is not None:
                out.append(_tok(ptype, word.text, word))
                previous = ptype
            index += 1
            continue
        if kind == "APOS":
            # "<b>weapons</b>' dice": markup split the possessive from its word
            if out and out[-1].type in ("NOUN", "SUBTYPE", "NAME", "KEYWORD_NAME"):
                out.append(_tok("POSS_S", "'s", word))
                previous = "POSS_S"
            index += 1
            continue
        if kind == "ANDOR":
            out.append(_tok("OR", "or", word))
            previous = "OR"
            index += 1
            continue
        if (
            kind == "WORD"
            and word.text.lower() == "non"
            and index + 1 < len(items)
            and f"non-{items[index + 1].text.lower()}" in LEXICON
        ):
            # "non-<i>droid</i>": the markup split the word; read it whole
            entry = LEXICON[f"non-{items[index + 1].text.lower()}"][0]
            out.append(_tok(entry.cls, entry.lemma, word, entry.form, end=items[index + 1].end))
            previous = entry.cls
            index += 2
            continue
        if kind in ("ICONS", "ICON", "SET_REF", "SIGNED"):
            out.append(_tok(kind, word.text, word))
            previous = kind
            index += 1
            continue
        if kind == "NUMBER":
            out.append(_tok("NUMBER", re.sub(r"\D", "", word.text), word))
            previous = "NUMBER"
            index += 1
            continue
        # words: longest lexicon match over the next words (only as many words as the longest
        # entry that starts with this word)
        matched = None
        first = word.lower
        sizes = FIRST_WORD_SIZES.get(first) or FIRST_WORD_SIZES.get(_unpossessive(first), (1,))
        for size in sizes:
            if size > len(items) - index:
                continue
            span = items[index : index + size]
            if size > 1 and any(w.kind != "WORD" for w in span):
                continue
            key = first if size == 1 else " ".join(w.lower for w in span)
            possessive = False
            if key not in LEXICON and key.endswith(("'s", "s'")):
                key, possessive = (key[:-2] if key.endswith("'s") else key[:-1]), True
            if key in LEXICON:
                matched = (size, key, possessive)
                break
        if (
            first in KEYWORD_WORDS
            and out
            and (
                (word.text[0].isupper() and str(out[-1].value) in ("lose", "with"))
                or str(out[-1].value) in ("have", "gain", "gets")  # "it has redeploy"
                or (word.text[0].isupper() and out[-1].type == "DET" and out[-1].value == "the")
            )
        ):
            # "it has Redeploy", "gains Piloting", "the Guardian keyword": a keyword's name
            out.append(_tok("KEYWORD_NAME", KEYWORD_WORDS[first], word))
            previous = "KEYWORD_NAME"
            index += 1
            continue
        if previous == "TITLED" and (word.text[0].isupper() or word.text[0].isdigit()):
            index = _name(items, index, out)  # "a card titled Death Star Plans": a name
            previous = "NAME"
            continue
        if matched is None:
            if word.text[0].isupper() or word.text[0].isdigit():
                index = _name(items, index, out)
                previous = "NAME"
                continue
            out.append(_tok("WORD", word.text.lower(), word))
            previous = "WORD"
            index += 1
            continue
        size, key, possessive = matched
        span_end = items[index + size - 1].end
        if (
            word.text[0].isupper()
            and previous not in ("START", "COLON", "BULLET", "LPAR", "DOT")
            and size == 1
            and all(e.cls in ("VERB", "NOUN", "ADJ", "SUBTYPE", "COLOR") for e in LEXICON[key])
            and index + 1 < len(items)
            and items[index + 1].kind == "WORD"
            and items[index + 1].text[0].isupper()
            and _unknown_in_capitalised_run(items, index + 1)
        ):
            # "Battle Droid", "Force Lightning": capitalised known words that open a name
            index = _name(items, index, out)
            previous = "NAME"
            continue
        context = previous
        if (
            previous == "DET"
            and len(out) >= 2
            and out[-1].value == "that"
            and out[-2].type in ("NOUN", "SUBTYPE", "NAME", "PRON", "FROM_PLAY", "IN_PLAY", "ICONS")
        ):
            context = "REL"  # "a card from it that costs 2": a verb follows a relative "that"
        entry = _choose(LEXICON[key], context, word.styled)
        ttype = VERB_TYPES[entry.form] if entry.cls == "VERB" else entry.cls
        out.append(_tok(ttype, entry.lemma, word, entry.form, end=span_end))
        previous = ttype
        if possessive:
            out.append(_tok("POSS_S", "'s", word, end=span_end))
            previous = "POSS_S"
        index += size
    return retype(out)


def _unknown_in_capitalised_run(items: list[Word], index: int) -> bool:
    """ "First Order Stormtrooper", "Battle Droid": a run of capitalised words is a name when
    one of them is not an English word the lexicon knows, or when a set reference follows it
    ("Clone Trooper ([LEG]38)": the card of that code, not the subtypes clone and trooper)."""
    while index < len(items) and items[index].kind in ("WORD", "NUMBER"):
        text = items[index].text
        if not (text[0].isupper() or text[0].isdigit()):
            return False
        if _unpossessive(text.lower()) not in LEXICON:
            return True
        index += 1
    return index < len(items) and items[index].kind == "SET_REF"


def _unpossessive(word: str) -> str:
    if word.endswith("'s"):
        return word[:-2]
    return word[:-1] if word.endswith("s'") else word


# the lengths (in words) of the lexicon entries starting with a word, longest first
FIRST_WORD_SIZES: dict[str, tuple[int, ...]] = {}
for _key in LEXICON:
    _first = _key.split()[0]
    _sizes = {*FIRST_WORD_SIZES.get(_first, ()), 1, len(_key.split())}
    FIRST_WORD_SIZES[_first] = tuple(sorted(_sizes, reverse=True))


def _name(items: list[Word], index: int, out: list[Token]) -> int:
    """Merge capitalised words (and a quoted nickname) into one NAME token."""
    first = items[index]
    end = index + 1
    while end < len(items) and items[end].kind in ("WORD", "NUMBER"):
        text = items[end].text
        if text[0].isupper() or text[0].isdigit():
            end += 1
        elif (
            text in ("the", "of")
            and end + 1 < len(items)
            and items[end + 1].kind == "WORD"
            and items[end + 1].text[0].isupper()
            and _unpossessive(items[end + 1].text.lower()) not in LEXICON
        ):
            end += 2  # "Jabba the Hutt", "Knights of Ren": a name goes on after "the"/"of"
        else:
            break
    last = items[end - 1]
    text = " ".join(w.text for w in items[index:end])
    possessive = text.endswith(("'s", "s'"))
    if possessive:
        text = text[:-2] if text.endswith("'s") else text[:-1]
    token = _tok("NAME", text, first, end=last.end)
    out.append(token)
    if possessive:
        out.append(_tok("POSS_S", "'s", last))
    return end


def _starts_clause(token: Token | None) -> bool:
    if token is None:
        return False
    return token.type in CLAUSE_STARTS or (token.type == "YOU" and token.value == "you")


def _list_comma(tokens_: list[Token], index: int) -> bool:
    """A comma between the items of a list: an "or"/"and" closes the list before any verb."""
    for token in tokens_[index + 1 : index + 9]:
        if token.type in ("OR", "AND"):
            return True
        if token.type == "COMMA":
            continue
        if token.type not in NOMINAL:
            return False
    return False


def _merge_set_refs(items: list[Token]) -> list[Token]:
    """ "Battle Droid ([LEG]9)": the set reference names the card; one NAME token."""
    out: list[Token] = []
    for token in items:
        if token.type == "SET_REF" and out and out[-1].type == "NAME":
            name = out.pop()
            merged = WordToken(
                "NAME", f"{name} {token}", start_pos=name.start_pos, end_pos=token.end_pos
            )
            merged.form = ""
            out.append(merged)
        else:
            out.append(token)
    return out


TO_VERB = ("VERB", "CHOOSE_ONE", "CHOOSE_TWO", "EITHER")
KEYWORD_WORDS = {
    "guardian": "guardian",
    "ambush": "ambush",
    "redeploy": "redeploy",
    "piloting": "piloting",
    "detect": "detect",
    "renew": "renew",
}
# subjects that act (a past tense after them is a verb, not a participle modifier)
PLAYER_NOUNS = ("opponent", "player", "effect")
OBJECT_STARTS = (
    "DET",
    "POSS",
    "ONE_OF",
    "EACH_OF",
    "NUMBER",
    "ANY",
    "ALL",
    "EACH",
    "ANOTHER",
    "PRON",
    "YOU",
    "ONE",
    "UP_TO",
)
CHOOSE_COUNTS = {("ONE",): "CHOOSE_ONE", ("NUMBER",): "CHOOSE_TWO"}


def _merge_choose(items: list[Token]) -> list[Token]:
    """ "Choose one:" / "Choose two:" / "Choose and do two of the following:" open a list of
    options; "choose one of …" does not. The colon stays; the words between become one
    token."""
    out: list[Token] = []
    index = 0
    while index < len(items):
        token = items[index]
        if token.type == "VERB" and token.value == "choose":
            merged = _choose_list(items, index)
            if merged is not None:
                kind, end = merged
                new = WordToken(
                    kind, "choose", start_pos=token.start_pos, end_pos=items[end].end_pos
                )
                new.form = ""
                out.append(new)
                index = end + 1
                continue
        out.append(token)
        index += 1
    return out


def _choose_list(items: list[Token], index: int) -> tuple[str, int] | None:
    """(CHOOSE_ONE / CHOOSE_TWO, index of the last merged token) when the words after
    "choose" are "[and do] one|two [of the following]" and a colon."""
    at = index + 1
    kinds = [t.type for t in items]
    values = [str(t.value) for t in items]
    if kinds[at : at + 2] == ["AND", "DO"]:
        at += 2
    if at >= len(items):
        return None
    if kinds[at] == "ONE":
        kind = "CHOOSE_ONE"
    elif kinds[at] == "NUMBER" and values[at] == "2":
        kind = "CHOOSE_TWO"
    else:
        return None
    end = at
    if kinds[at + 1 : at + 4] == ["OF", "DET", "ADJ"] and values[at + 3] == "following":
        end = at + 3
    if end + 1 < len(items) and kinds[end + 1] == "COLON":
        return kind, end
    return None


def _merge_do(items: list[Token]) -> list[Token]:
    """ "if you do," / "if they do not,": "do" with no verb after it ends the clause."""
    out: list[Token] = []
    for index, token in enumerate(items):
        following = items[index + 1] if index + 1 < len(items) else None
        ends = following is None or following.type in ("COMMA", "DOT", "RPAR")
        if token.type == "DO" and ends:
            token = _retyped(token, "DO_END")
        elif token.type == "DONT" and ends:
            token = _retyped(token, "DONT_END")
        elif token.type == "NOT" and ends and out and out[-1].type == "DO":
            out[-1] = _retyped(out[-1], "DONT_END")
            continue
        out.append(token)
    return out


def _merge_perfect(items: list[Token]) -> list[Token]:
    """ "you have resolved", "it has been used": the perfect tense is read as the past
    ("have" + participle → a past verb; "have been" → "was")."""
    out: list[Token] = []
    index = 0
    while index < len(items):
        token = items[index]
        following = items[index + 1] if index + 1 < len(items) else None
        after_just = items[index + 2] if index + 2 < len(items) else None
        if (
            token.type in ("VERB", "VERB_S", "VERB_PAST", "VERB_ED")
            and token.value == "have"
            and following is not None
            and following.type == "JUST"
            and after_just is not None
            and after_just.type == "VERB_ED"
            and out
            and out[-1].type in ("YOU", "PRON")
        ):
            # "as if you had just claimed it": "just" and a past verb
            out.extend([_retyped(following, "JUST_V"), _retyped(after_just, "VERB_PAST")])
            index += 3
            continue
        if (
            token.type in ("VERB", "VERB_S")
            and token.value == "have"
            and following is not None
            and following.type in ("VERB_ED", "BE")
            and (following.type == "VERB_ED" or following.value == "been")
            and out
            and out[-1].type in ("YOU", "PRON", "NOUN", "NAME", "SUBTYPE")
        ):
            kind = "VERB_PAST" if following.type == "VERB_ED" else "BE"
            out.append(_retyped(following, kind))
            index += 2
            continue
        out.append(token)
        index += 1
    return out


def _merge_need_not(items: list[Token]) -> list[Token]:
    """ "you do not have to pay it": one modal, NEED_NOT."""
    out: list[Token] = []
    index = 0
    while index < len(items):
        kinds = [t.type for t in items[index : index + 4]]
        values = [str(t.value) for t in items[index : index + 4]]
        for pattern in (["DONT", "VERB", "TO"], ["DO", "NOT", "VERB", "TO"]):
            size = len(pattern)
            if kinds[:size] == pattern and values[size - 2] == "have":
                token = WordToken(
                    "NEED_NOT",
                    "need_not",
                    start_pos=items[index].start_pos,
                    end_pos=items[index + size - 1].end_pos,
                )
                token.form = ""
                out.append(token)
                index += size
                break
        else:
            out.append(items[index])
            index += 1
    return out


CAUSED_PLAYERS = ("them", "him", "her")


def _causative_have(items: list[Token]) -> list[Token]:
    """ "have them remove any number of their dice", "have each player choose and discard 2
    cards": the player does it and decides, as "force them to …" (`FORCE` … `TO_V`)."""
    out: list[Token] = []
    index = 0
    while index < len(items):
        token = items[index]
        size = _caused_player(items, index + 1) if token.value == "have" else 0
        if token.type == "VERB" and size and out and out[-1].type in ("AND", "TO", "COMMA"):
            verb = items[index + 1 + size]
            force = WordToken("VERB", "force", start_pos=token.start_pos, end_pos=token.end_pos)
            force.form = "base"
            out.append(force)  # read as FORCE below
            out.extend(items[index + 1 : index + 1 + size])
            to = WordToken("TO_V", "to", start_pos=verb.start_pos, end_pos=verb.start_pos)
            to.form = ""
            out.append(to)
            index += 1 + size
            continue
        out.append(token)
        index += 1
    return out


def _caused_player(items: list[Token], index: int) -> int:
    """The length of a player phrase at `index` followed by a verb's base form (0: none)."""
    if index < len(items) and items[index].type == "PRON" and items[index].value in CAUSED_PLAYERS:
        size = 1
    elif (
        index + 1 < len(items)
        and items[index].type in ("DET", "EACH")
        and items[index].value in ("that", "each", "an", "the")
        and items[index + 1].type == "NOUN"
        and items[index + 1].value in ("player", "opponent")
    ):
        size = 2
    else:
        return 0
    verb = items[index + size] if index + size < len(items) else None
    return size if verb is not None and verb.type == "VERB" else 0


def _elliptic_after(items: list[Token]) -> list[Token]:
    """ "Set those dice aside after resolved or removed": "after they are resolved or removed"
    (the subject is the object named before the "after")."""
    out: list[Token] = []
    for index, token in enumerate(items):
        out.append(token)
        following = items[index + 1] if index + 1 < len(items) else None
        if (
            token.type == "AFTER"
            and index
            and following is not None
            and following.type == "VERB_ED"
        ):
            named = next((t for t in reversed(items[:index]) if t.type == "NOUN"), None)
            plural = named is not None and getattr(named, "form", "") == "pl"
            for kind, value in (("PRON", "they" if plural else "it"), ("BE", "be")):
                added = WordToken(
                    kind, value, start_pos=following.start_pos, end_pos=following.start_pos
                )
                added.form = ""
                out.append(added)
    return out


def _second_purpose(items: list[Token]) -> list[Token]:
    out: list[Token] = []
    for index, token in enumerate(items):
        following = items[index + 1] if index + 1 < len(items) else None
        if (
            token.type == "TO_V"
            and out
            and out[-1].type == "OR"
            and following is not None
            and following.type in ("VERB", "FORCE")
            and any(t.type == "TO_V" for t in out)
        ):
            out[-1] = _retyped(out[-1], "OR_V")
            continue
        out.append(token)
    return out


def _title_word(items: list[Token]) -> list[Token]:
    """ "the word "Lightsaber" in its title": one token whose value is the word."""
    out: list[Token] = []
    index = 0
    while index < len(items):
        window = items[index : index + 6]
        kinds = [t.type for t in window]
        if (
            len(window) == 6
            and window[0].value == "the"
            and window[1].value == "word"
            and kinds[3:] == ["IN", "POSS", "NOUN"]
            and window[4].value in ("its", "their")
            and window[5].value == "title"
        ):
            word = str(window[2].value)
            token = WordToken(
                "TITLE_WORD",
                word[:1].upper() + word[1:],
                start_pos=window[0].start_pos,
                end_pos=window[5].end_pos,
            )
            token.form = ""
            out.append(token)
            index += 6
            continue
        out.append(items[index])
        index += 1
    return out


def _following_list(items: list[Token]) -> list[Token]:
    """ "Choose one of the following card types: event, support, or upgrade." reads as "Choose
    a card type (event, support, or upgrade).": the values offered, as a reminder lists them."""
    kinds = [t.type for t in items]
    for index in range(len(items) - 6):
        if kinds[index : index + 6] != ["ONE_OF", "DET", "ADJ", "NOUN", "NOUN", "COLON"]:
            continue
        if items[index + 2].value != "following" or items[index + 1].value != "the":
            continue
        if kinds[-1] != "DOT" or "COLON" in kinds[index + 6 :]:
            return items
        start, colon, dot = items[index], items[index + 5], items[-1]
        article = WordToken("DET", "a", start_pos=start.start_pos, end_pos=start.end_pos)
        opening = WordToken("LPAR", "(", start_pos=colon.start_pos, end_pos=colon.end_pos)
        closing = WordToken("RPAR", ")", start_pos=dot.start_pos, end_pos=dot.start_pos)
        for token in (article, opening, closing):
            token.form = ""
        return [
            *items[:index],
            article,
            *items[index + 3 : index + 5],
            opening,
            *items[index + 6 : -1],
            closing,
            dot,
        ]
    return items


def _amount_at(items: list[Token], index: int) -> bool:
    return index < len(items) and items[index].type in ("NUMBER", "UP_TO")


def _drop_this_way(items: list[Token]) -> list[Token]:
    """ "the downgrades discarded this way": a participle already names the ones the effect
    acted on ("the downgrades discarded"); elsewhere "this way" stays (no rule reads it)."""
    return [
        token
        for index, token in enumerate(items)
        if not (token.type == "THIS_WAY" and index and items[index - 1].type == "VERB_ED")
    ]


def _relative_that(items: list[Token], index: int) -> bool:
    """ "dice that just rolled a blank": "that" after a noun, before "just" and a past verb."""
    return (
        0 < index < len(items) - 2
        and items[index].value == "that"
        and items[index - 1].type in ("NOUN", "SUBTYPE")
        and items[index + 1].type == "JUST"
        and items[index + 2].type in ("VERB_ED", "VERB_PAST")
    )


def _subject_clause_at(items: list[Token], index: int) -> bool:
    """A clause with its subject starts at `index`: "you control …", "an opponent has …"."""
    if index + 1 < len(items) and items[index].type == "YOU":
        return items[index + 1].type == "VERB"
    kinds = [t.type for t in items[index : index + 4]]
    if kinds[:1] != ["DET"] or (index < len(items) and items[index].value not in ("a", "an")):
        return False
    rest = kinds[1:]
    return rest[:2] == ["NOUN", "VERB_S"] and items[index + 1].value in PLAYER_NOUNS


def _in_condition(items: list[Token], index: int) -> bool:
    """The token at `index` stands inside an "if …" that opens the sentence (no comma since)."""
    for token in reversed(items[:index]):
        if token.type in ("COMMA", "COMMA_V", "COMMA_IF", "DOT", "COLON"):
            return False
        if token.type == "IF":
            return True
    return False


def _retyped(token: Token, kind: str) -> Token:
    new = WordToken(kind, token.value, start_pos=token.start_pos, end_pos=token.end_pos)
    new.form = getattr(token, "form", "")
    return new


def _merge_choose_to_either(items: list[Token]) -> list[Token]:
    """ "force an opponent to choose to either X or Y": the choice is the "either … or"."""
    out: list[Token] = []
    index = 0
    while index < len(items):
        token = items[index]
        if (
            token.type == "VERB"
            and token.value == "choose"
            and index + 2 < len(items)
            and items[index + 1].type == "TO"
            and items[index + 2].type == "EITHER"
        ):
            index += 2  # keep "either": "choose to" says nothing more
            continue
        out.append(token)
        index += 1
    return out


def _drop_list_dots(items: list[Token]) -> list[Token]:
    """ "Choose one: • A. • B.": the dot before a bullet ends an option, not the sentence."""
    return [
        token
        for index, token in enumerate(items)
        if not (
            token.type == "DOT" and index + 1 < len(items) and items[index + 1].type == "BULLET"
        )
    ]


def _drop_clause_commas(items: list[Token]) -> list[Token]:
    """ "X, and Y" / "X, or Y" / "X, then Y": the conjunction joins the clauses; the comma
    before it says nothing more (LALR(1) could not tell it from a comma of its own)."""
    out: list[Token] = []
    for index, token in enumerate(items):
        following = items[index + 1] if index + 1 < len(items) else None
        if (
            token.type == "COMMA_V"
            and following is not None
            and following.type in ("AND_V", "OR_V", "THEN", "TO_V")
        ):
            continue
        if token.type == "COMMA_IF" and out and out[-1].type == "OR_V":
            continue  # "…, or, if …": the comma after "or" says nothing more
        out.append(token)
    return out


def retype(items: list[Token]) -> list[Token]:
    items = _drop_clause_commas(_retype(items))
    # each rewrite below only when the words it needs are there (one scan, not one per rule)
    kinds = {t.type for t in items}
    values = {t.value for t in items}
    if "THIS_WAY" in kinds:
        items = _drop_this_way(items)
    if "word" in values and "title" in values:
        items = _title_word(items)
    if "following" in values:
        items = _following_list(items)
    if "AFTER" in kinds and "VERB_ED" in kinds:
        items = _elliptic_after(items)
    if "OR" in kinds and "TO_V" in kinds:
        # "discard a card to increase its value by 1 or to force an opponent to …": the
        # second purpose is another option of the same cost ("… or force …")
        items = _second_purpose(items)
    if "A_TOTAL_OF" in kinds:
        # "remove a total of up to 3 shields from any number of characters": the amount
        # counts all of them together, as the amount alone does
        items = [
            t for i, t in enumerate(items) if t.type != "A_TOTAL_OF" or not _amount_at(items, i + 1)
        ]
    if "POSS_S" in kinds:
        items = _contracted_is(items)
    if "return" in values:
        items = _return_to_play(items)
    if "EACH" in kinds:
        items = _floating_each(items)
    if "each other" in values:
        items = _each_other_noun(items)
    if "TO_V" in kinds:
        items = _cost_to(items)
    if "have" in values:
        items = _opponent_has(items)
    if "THIS_ROUND" in kinds:
        items = _this_round_ends(items)
    if "OR" in kinds:
        items = _repeated_preposition(items)
    if "COMMA_INSTEAD" in kinds:
        items = _fronted_instead(items)
    if "immediately" in values:
        # "You may immediately resolve it": an effect happens when it resolves anyway
        items = [
            t
            for i, t in enumerate(items)
            if not (
                t.type == "WORD"
                and t.value == "immediately"
                and i + 1 < len(items)
                and items[i + 1].type == "VERB"
            )
        ]
    if "copy" in values and "VERB_S" in kinds:
        # "Copies of the named card …": the plural noun, not "he copies"
        items = [
            _retyped(t, "NOUN")
            if t.type == "VERB_S"
            and t.value == "copy"
            and i + 1 < len(items)
            and items[i + 1].type == "OF"
            else t
            for i, t in enumerate(items)
        ]
    if "ALL" in kinds:
        # "set them all aside": "all" adds nothing to "them"
        items = [
            t
            for i, t in enumerate(items)
            if not (
                t.type == "ALL"
                and i
                and items[i - 1].type == "PRON"
                and items[i - 1].value == "them"
            )
        ]
    if "following" in values:
        # "(following all other deckbuilding restrictions)": "all" adds nothing to "other"
        items = [
            t
            for i, t in enumerate(items)
            if not (t.type == "ALL" and i and items[i - 1].value == "following")
        ]
    if "UNUSED" in kinds:
        items = _unused_before(items)
    if items and items[0].type in ("AFTER", "BEFORE") and not any("COMMA" in t.type for t in items):
        items = _trigger_comma(items)
    if "VERB_ING" in kinds:
        items = _you_before_gerund(items)
    if "JUST" in kinds:
        items = _drop_relative_be(_drop_just_subject(items))
    if "EQUAL_TO" in kinds:
        # "treating its value as equal to X": "as" adds nothing to "equal to"
        items = [
            t
            for i, t in enumerate(items)
            if not (t.type == "AS" and i + 1 < len(items) and items[i + 1].type == "EQUAL_TO")
        ]
    if "ORDER_OF_CHOICE" in kinds:
        items = _unbracket_order(items)
    return items


def _trigger_comma(items: list[Token]) -> list[Token]:
    """ "After you activate this character you may force …": the comma after the trigger is
    missing; "you may" after the trigger's clause starts the effect."""
    for index in range(2, len(items) - 1):
        if items[index].type == "YOU" and items[index + 1].type == "MAY":
            at = items[index]
            comma = WordToken("COMMA_V", ",", start_pos=at.start_pos, end_pos=at.start_pos)
            comma.form = ""
            return [*items[:index], comma, *items[index:]]
    return items


def _opponent_has(items: list[Token]) -> list[Token]:
    """ "the defeated characters an opponent has", "… they have" (after "that opponent"): the
    objects that opponent controls (one OPP_HAVE token, as "you have" after a noun)."""
    out: list[Token] = []
    index = 0
    while index < len(items):
        token = items[index]
        span = items[index : index + 3]
        kinds = [t.type for t in span]
        values = [t.value for t in span]
        end = None
        if kinds[:2] in (["DET", "NOUN"], ["POSS", "NOUN"]) and values[1] == "opponent":
            if len(span) == 3 and kinds[2] in ("VERB", "VERB_S") and values[2] == "have":
                end = index + 3  # "an opponent has", "your opponents have"
        elif kinds[:2] == ["PRON", "VERB"] and values[:2] == ["they", "have"]:
            end = index + 2  # "they have"
        after = items[end].type if end is not None and end < len(items) else "DOT"
        if (
            end is not None
            and out
            and out[-1].type in ("NOUN", "SUBTYPE")
            and after
            in (
                "DOT",
                "COMMA",
                "COMMA_V",
                "AND_V",
                "TO_V",
            )
        ):
            merged = WordToken(
                "OPP_HAVE",
                "opponent has",
                start_pos=token.start_pos,
                end_pos=items[end - 1].end_pos,
            )
            merged.form = ""
            out.append(merged)
            index = end
            continue
        out.append(token)
        index += 1
    return out


def _cost_to(items: list[Token]) -> list[Token]:
    """ "the cost to attach a weapon to it": the infinitive describes the cost (COST_TO)."""
    out: list[Token] = []
    index = 0
    while index < len(items):
        token = items[index]
        following = items[index + 1] if index + 1 < len(items) else None
        if (
            token.type == "TO_V"
            and out
            and out[-1].type == "NOUN"
            and out[-1].value == "cost"
            and following is not None
            and following.type == "VERB"
            and following.value in ("attach", "play")
        ):
            merged = WordToken(
                "COST_TO", following.value, start_pos=token.start_pos, end_pos=following.end_pos
            )
            merged.form = ""
            out.append(merged)
            index += 2
            continue
        out.append(token)
        index += 1
    return out


def _repeated_preposition(items: list[Token]) -> list[Token]:
    """ "on General Grievous or on Obi-Wan Kenobi": one preposition over both names."""
    out: list[Token] = []
    last_prep: str | None = None
    for token in items:
        if token.type in ("ON", "TO", "FROM") and out and out[-1].type == "OR":
            before = out[-2].type if len(out) > 1 else None
            if last_prep == token.type and before in ("NAME", "NOUN", "SUBTYPE"):
                continue
        if token.type in ("ON", "TO", "FROM"):
            last_prep = token.type
        out.append(token)
    return out


def _this_round_ends(items: list[Token]) -> list[Token]:
    """ "after this round ends": "this round" is the subject there, not a time phrase."""
    out: list[Token] = []
    for index, token in enumerate(items):
        before = items[index - 1].type if index else None
        after = items[index + 1] if index + 1 < len(items) else None
        ends = after is not None and after.type == "VERB_S" and after.value == "end"
        if token.type == "THIS_ROUND" and before in ("AFTER", "BEFORE") and ends:
            start = token.start_pos or 0
            this = WordToken("DET", "this", start_pos=start, end_pos=start + 4)
            noun = WordToken("NOUN", "round", start_pos=start + 5, end_pos=token.end_pos)
            this.form = noun.form = ""
            out.extend([this, noun])
            continue
        out.append(token)
    return out


def _fronted_instead(items: list[Token]) -> list[Token]:
    """ "Before X would be defeated, instead heal 5 damage … and discard …": "instead" opens
    the effect and covers all of it (not the ", instead" after a clause)."""
    out = list(items)
    for index in range(len(out) - 2):
        kinds = [t.type for t in out[index : index + 3]]
        if kinds == ["COMMA_INSTEAD", "INSTEAD", "VERB"] and out[0].type in ("BEFORE", "WHEN"):
            out[index] = _retyped(out[index], "COMMA_V")
            out[index + 1] = _retyped(out[index + 1], "INSTEAD_FRONT")
    return out


def _unused_before(items: list[Token]) -> list[Token]:
    """ "the battlefield that is not being used": "the unused battlefield"."""
    out = list(items)
    for index in range(len(out) - 3):
        window = [t.type for t in out[index : index + 4]]
        if window == ["NOUN", "THAT_REL", "BE", "UNUSED"]:
            noun = out[index]
            unused = WordToken(
                "ADJ", "unused", start_pos=out[index + 3].start_pos, end_pos=out[index + 3].end_pos
            )
            unused.form = ""
            return [*out[:index], unused, noun, *out[index + 4 :]]
    return out


def _each_other_noun(items: list[Token]) -> list[Token]:
    """ "each other character", "each other copy of this event": "each" + "other" before a
    noun (the pronoun "each other" stands alone: "different from each other")."""
    out: list[Token] = []
    for index, token in enumerate(items):
        following = items[index + 1] if index + 1 < len(items) else None
        nounish = following is not None and (
            following.type in ("NOUN", "SUBTYPE", "COLOR")
            or (following.type == "VERB" and following.value == "copy")
        )
        if token.type == "PRON" and token.value == "each other" and nounish:
            start = token.start_pos or 0
            each = WordToken("EACH", "each", start_pos=start, end_pos=start + 4)
            other = WordToken("OTHER", "other", start_pos=start + 5, end_pos=token.end_pos)
            each.form = other.form = ""
            out.extend([each, other])
            continue
        if out and out[-1].type == "OTHER" and token.type == "VERB" and token.value == "copy":
            token = _retyped(token, "NOUN")
        out.append(token)
    return out


def _floating_each(items: list[Token]) -> list[Token]:
    """ "You and that player each draw a card": "each" after a subject of several says what
    the subject already says (every one of them does it)."""
    out: list[Token] = []
    for index, token in enumerate(items):
        before = items[index - 1].type if index else None
        after = items[index + 1].type if index + 1 < len(items) else None
        joined = any(t.type == "AND" for t in items[:index])
        if (
            token.type == "EACH"
            and joined
            and before in ("NOUN", "NAME", "YOU")
            and after == "VERB"
        ):
            continue
        out.append(token)
    return out


def _return_to_play(items: list[Token]) -> list[Token]:
    """ "return that character to play.": "play" is the zone, not a purpose ("to play a card")."""
    out = list(items)
    returned = False
    for index, token in enumerate(out[:-1]):
        if token.type == "VERB" and token.value == "return":
            returned = True
        following = out[index + 2].type if index + 2 < len(out) else "DOT"
        if (
            returned
            and token.type == "TO_V"
            and out[index + 1].type == "VERB"
            and out[index + 1].value == "play"
            and following in ("DOT", "COMMA", "COMMA_V", "AND_V", "VERB_ED", "ADJ", "WITH")
        ):
            out[index] = _retyped(token, "TO")
            out[index + 1] = _retyped(out[index + 1], "NOUN")
    return out


def _contracted_is(items: list[Token]) -> list[Token]:
    """ "if it's a vehicle": "it's" is "it is"; before a noun it is the misspelt "its"
    ("increasing it's value by 1")."""
    out = list(items)
    for index in range(1, len(out) - 1):
        previous = out[index - 1]
        is_it = previous.type == "PRON" and previous.value == "it"
        before = out[index + 1].type in ("DET", "NOT", "ADJ", "VERB_ED", "ON", "IN")
        if out[index].type == "POSS_S" and is_it and before:
            out[index] = _retyped(out[index], "BE")
    return out


def _you_before_gerund(items: list[Token]) -> list[Token]:
    """ "Before resolving this die, …" opens like "Before you resolve this die, …": the one who
    resolves is the card's controller, the player the ability speaks to."""
    out: list[Token] = []
    for index, token in enumerate(items):
        before = items[index - 1].type if index else None
        if token.type == "VERB_ING" and before in ("BEFORE", "AFTER"):
            you = WordToken("YOU", "you", start_pos=token.start_pos, end_pos=token.start_pos)
            you.form = ""
            out.extend([you, _retyped(token, "VERB")])
            continue
        out.append(token)
    return out


def _unbracket_order(items: list[Token]) -> list[Token]:
    """ "(in any order)" says what "in any order" says."""
    out: list[Token] = []
    for index, token in enumerate(items):
        kinds = [t.type for t in items[max(0, index - 1) : index + 2]]
        if token.type in ("LPAR", "RPAR") and "ORDER_OF_CHOICE" in kinds:
            around = (
                items[index + 1 : index + 3] if token.type == "LPAR" else items[index - 2 : index]
            )
            if [t.type for t in around] in (
                ["ORDER_OF_CHOICE", "RPAR"],
                ["LPAR", "ORDER_OF_CHOICE"],
            ):
                continue
        out.append(token)
    return out


def _drop_just_subject(items: list[Token]) -> list[Token]:
    """ "the resources your opponent just lost": the objects just lost (the Polish cards say
    "utraconych właśnie przez przeciwnika", read the same way)."""
    out: list[Token] = []
    index = 0
    while index < len(items):
        token = items[index]
        ahead = items[index : index + 4]
        if (
            out
            and out[-1].type == "NOUN"
            and [t.type for t in ahead[:2]] in (["POSS", "NOUN"], ["DET", "NOUN"])
            and ahead[1].value == "opponent"
            and len(ahead) == 4
            and ahead[2].type == "JUST"
            and ahead[3].type in ("VERB_ED", "VERB_PAST")
        ):
            out.append(ahead[2])
            out.append(_retyped(ahead[3], "VERB_ED"))
            index += 4
            continue
        out.append(token)
        index += 1
    return out


def _drop_relative_be(items: list[Token]) -> list[Token]:
    """ "the cards that were just discarded" says no more than "the cards just discarded"."""
    out: list[Token] = []
    index = 0
    while index < len(items):
        token = items[index]
        ahead = [t.type for t in items[index + 1 : index + 4]]
        if token.type in ("THAT_REL", "REL") and ahead == ["BE", "JUST", "VERB_ED"]:
            index += 2  # the relative pronoun and "was/were"
            continue
        if (
            token.type == "THAT_REL"
            and ahead[:2] == ["YOU", "JUST"]
            and len(ahead) == 3
            and ahead[2] in ("VERB_PAST", "VERB_ED")
        ):
            index += 1  # "the die that you just rolled": "the die you just rolled"
            continue
        out.append(token)
        index += 1
    return out


def _retype(items: list[Token]) -> list[Token]:
    # each merge only when the words it needs are in the sentence (most sentences have none)
    kinds = {t.type for t in items}
    values = {t.value for t in items}
    if "BULLET" in kinds:
        items = _drop_list_dots(items)
    if "choose" in values:
        items = _merge_choose(_merge_choose_to_either(items))
    if kinds & {"DONT", "DO"}:
        items = _merge_need_not(items)
    if "SET_REF" in kinds:
        items = _merge_set_refs(items)
    if kinds & {"DO", "DONT", "NOT"}:
        items = _merge_do(items)
    if "have" in values:
        items = _causative_have(_merge_perfect(items))
    out: list[Token] = []
    for index, token in enumerate(items):
        following = items[index + 1] if index + 1 < len(items) else None
        after = items[index + 2] if index + 2 < len(items) else None
        kind = token.type
        new = kind
        if kind == "COMMA" and following is not None:
            if following.type == "OR" and after is not None and after.type == "BY":
                new = "COMMA_OR_BY"  # "increasing its value by 1, or by 2 instead if …"
            elif (
                following.type == "FOR"
                and items[0].type in ("AFTER", "BEFORE", "WHEN")
                and not any("COMMA" in t.type for t in items[:index])
                and any(t.type == "COMMA" for t in items[index + 1 :])
            ):
                # "After …, for each bounty on it, you may …": the trigger ends at the comma
                new = "COMMA_V"
            elif following.type in COMMA_BEFORE:
                new = f"COMMA_{following.type}"
            elif following.type == "VERB_ING":
                new = "COMMA_ING"
            elif (
                (following.type in ("OR", "AND") and _starts_clause(after))
                or (
                    following.type == "OR"
                    and after is not None
                    and after.type == "COMMA"
                    and index + 3 < len(items)
                    and items[index + 3].type == "IF"
                )
                or _starts_clause(following)
                or not _list_comma(items, index)
            ):
                new = "COMMA_V"
        elif (
            kind in ("VERB_S", "VERB_ED", "VERB_PAST")
            and token.value == "cause"
            and following is not None
            and following.type in ("DET", "YOU", "PRON", "POSS", "EACH")
        ):
            new = "CAUSE"  # "after your effect causes an opponent to lose …"
        elif kind == "AND" and following is not None and following.type == "IGNORING":
            new = "COMMA_IGNORING"  # "decreasing its cost by 1 and ignoring its restrictions"
        elif (
            kind == "ALSO"
            and index
            and items[index - 1].type == "BE"
            and following is not None
            and following.type in ("SHOWING", "NOT_SHOWING")
        ):
            continue  # "if they are also showing the same symbol": as "are showing"
        elif kind in ("AND", "OR") and following is not None:
            if (
                kind == "OR"
                and following.type == "COMMA"
                and after is not None
                and after.type == "IF"
            ):
                new = "OR_V"  # "…, or, if you control the battlefield, …": another option
            elif (
                kind == "AND"
                and _subject_clause_at(items, index + 1)
                and _in_condition(items, index)
            ):
                new = "AND_C"  # "if this character is elite and you control …": both hold
            elif (
                _starts_clause(following)
                or (following.type == "THEN")
                or (
                    following.type == "YOU"
                    and after is not None
                    and after.type in ("VERB", "MAY", "MUST", "CANNOT", "DONT")
                )
            ):
                new = f"{kind}_V"
        elif (
            kind == "VERB_ED"
            and index
            and (
                items[index - 1].type in ("PRON", "YOU")
                or (
                    index > 1
                    and items[index - 1].type == "JUST"
                    and items[index - 2].type in ("PRON", "YOU")
                )
            )
        ):
            new = "VERB_PAST"
        elif (
            kind == "VERB_ED"
            and index
            and following is not None
            and following.type in OBJECT_STARTS
            and (
                items[index - 1].type in ("NAME", "PRON")
                or (items[index - 1].type == "NOUN" and items[index - 1].value in PLAYER_NOUNS)
            )
        ):
            new = "VERB_PAST"  # "if an opponent removed one of your dice": a past tense
        elif kind == "X" and index and items[index - 1].type == "DET" and following is not None:
            new = "NOUN"  # "The X on this die": the letter, a noun
        elif (
            kind == "ONE"
            and index
            and items[index - 1].type in ("YOU", "PRON")
            and following is not None
            and following.type == "NOUN"
        ):
            # "give you one resource": the number of the next phrase, not "you one"
            number = WordToken("NUMBER", "1", start_pos=token.start_pos, end_pos=token.end_pos)
            number.form = ""
            out.append(number)
            continue
        elif (
            kind == "JUST"
            and following is not None
            and following.type in ("VERB_ED", "VERB_PAST")
            and following.value in ("roll", "reroll")
            and index
            and (
                items[index - 1].type in ("PRON", "NOUN", "NAME")
                or _relative_that(items, index - 1)
            )
            and after is not None
            and after.type in ("NOUN", "DMG_TYPE", "DET", "ICONS", "ADJ", "ICON")
        ):
            # "if it just rolled a blank", "dice that just rolled a blank": an adverb of the verb
            new = "JUST_V"
        elif (
            kind == "JUST"
            and following is not None
            and following.type in ("VERB_ED", "VERB_PAST")
            and index >= 2
            and items[index - 1].type == "YOU"
            and items[index - 2].type in ("IF", "COMMA_IF")
            and after is not None
            and after.type in ("NUMBER", "DET", "ONE", "UP_TO")
        ):
            new = "JUST_V"  # "if you just activated 3 or more droids"
        elif (
            kind == "VERB_ED"
            and index > 1
            and items[index - 1].type == "JUST"
            and token.value in ("roll", "reroll")
            and (
                items[index - 2].type in ("PRON", "NOUN", "NAME")
                or _relative_that(items, index - 2)
            )
            and following is not None
            and following.type in ("NOUN", "DMG_TYPE", "DET", "ICONS", "ADJ", "ICON")
        ):
            new = "VERB_PAST"  # "that die just rolled damage"
        elif kind == "HER":
            new = "POSS" if following is not None and following.type in NOMINAL else "PRON"
        elif (
            kind == "VERB"
            and token.value == "force"
            and following is not None
            and (following.type not in ("TO", "TO_V"))
        ):
            new = "FORCE"
        elif kind == "WITHOUT" and following is not None and following.type == "VERB_ING":
            new = "WITHOUT_ING"  # "without removing it": what the effect does not do
        elif kind == "EACH" and following is not None and following.type == "TO":
            new = "EACH_C"  # "deal 1 damage each to …"
        elif kind == "EITHER" and following is not None and following.type == "VERB":
            new = "EITHER_V"

        elif kind == "TO" and following is not None and following.type in TO_VERB:
            new = "TO_V"
        elif (
            kind == "DET"
            and token.value == "that"
            and following is not None
            and (
                following.type
                in (
                    "VERB_S",
                    "VERB_ED",
                    "BE",
                    "DONT",
                    "ISNT",
                    "MAY",
                    "CANNOT",
                    "WOULD",
                    "YOU",
                    "PRON",
                )
                or (following.type == "VERB" and following.value == "have")
                or _relative_that(items, index)  # "dice that just rolled a blank"
                or (
                    following.type == "VERB"
                    and index
                    and items[index - 1].type
                    in ("NOUN", "SUBTYPE", "NAME", "FROM_PLAY", "IN_PLAY", "ICONS")
                )  # "characters that share a color": a verb after "that" after a noun
            )
        ):
            new = "THAT_REL"
        elif (
            kind == "TITLED"
            and token.value == "named"
            and index
            and items[index - 1].type in ("DET", "POSS")
        ):
            new = "ADJ"  # "the named card": the card named earlier
        if new != kind:
            retyped = WordToken(new, token.value, start_pos=token.start_pos, end_pos=token.end_pos)
            retyped.form = getattr(token, "form", "")
            token = retyped
        out.append(token)
    return out


class EnglishLexer(Lexer):
    """Lark's hook for a custom lexer: the sentence is tokenized by `tokens`."""

    def __init__(self, lexer_conf: Any) -> None:
        pass

    def lex(self, lexer_state: LexerState | str, parser_state: Any = None) -> Iterator[Token]:
        text = lexer_state if isinstance(lexer_state, str) else lexer_state.text
        yield from tokens(str(text))
