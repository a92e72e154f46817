"""From one normalized Polish sentence to the grammar's tokens: word classes with senses.

A word becomes a token whose type is its word class in the lexicon (`NOUN`, `VERB`, `ADJ`, ...)
and whose value is its sense ("character", "deal", "red"); the token keeps the written form and
the readings of that class (case, number, gender, person) for the transformer. Multi-word
entries ("pole bitwy", "przed tym, jak") are matched longest first.

LALR(1) sees one token ahead, so a few decisions are made here from the words around a token:

* a form with readings of several classes takes the one its neighbours call for: "to" is `IT`
  after "jeśli" or a form of "być" and before a verb ("jeśli to twoja kość", "jest to …"),
  otherwise the demonstrative; "jej"/"jego"/"ich" before a noun phrase are possessive (`POSS`),
  otherwise pronouns; "sam" after "taki"/"ten"/"tyle" is "same", otherwise "oneself";
* commas, "i", "lub" are retyped by what follows them: before a verb they join clauses
  (`COMMA_V`, `AND_V`, `OR_V`), before "aby" a comma introduces a purpose (`COMMA_AIM`), and so
  on (`ROLES`); the comma that closes a relative clause is `REL_END` when the sentence goes on
  with the rest of the clause the relative clause interrupted;
* "po" before a number distributes ("po 2 obrażenia": `PER`);
* words the lexicon does not know before a set icon are a die's name (`NAME`: "kością Droida
  ([LEG]9)"); any other unknown word is a `WORD` token that no rule accepts, so the sentence is
  reported, never guessed.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextvars import ContextVar
from typing import Any

from lark import Token
from lark.lexer import Lexer, LexerState

from judge.cards.polish.lexicon import (
    Features,
    Reading,
    longest_entry,
    readings,
)

SET_CODES = "aw|sor|eaw|tpg|leg|riv|wotf|atg|conv|aon|soh|cm|tr|fa|rm|hs|ec|pw"
_RAW = re.compile(
    rf"""
    (?P<ICONS>\(\s*\[[a-z]+\](?:\s*(?:lub|ani|i|oraz|albo|,)?\s*\[[a-z]+\])*\s*\))
  | (?P<SETREF>\(\s*\[(?:{SET_CODES})\]\s*\d+\s*\))
  | (?P<ICON>\[[a-z]+\])
  | (?P<NUMBER>\d+)
  | (?P<ANDOR>i\s*/\s*lub\b)
  | (?P<NON>nie-)
  | (?P<WORD>[^\W\d_]+)
  | (?P<PUNCT>[,.:;()!+])
    """,
    re.VERBOSE,
)
PUNCT = {",": "COMMA", ".": "DOT", "!": "DOT", ":": "COLON", ";": "COMMA", "(": "LPAR"}
PUNCT |= {")": "RPAR", "+": "PLUS"}


class WordToken(Token):
    """A grammar token with the written form and the readings of its class."""

    __slots__ = ("form", "readings")
    form: str
    readings: tuple[Reading, ...]


def _token(kind: str, value: str, start: int, end: int, form: str = "", found=()) -> WordToken:
    token = WordToken(kind, value, start_pos=start, end_pos=end)
    token.form = form or value
    token.readings = tuple(found)
    return token


def _retyped(token: Token, kind: str, value: str | None = None) -> WordToken:
    new = _token(
        kind,
        token.value if value is None else value,
        token.start_pos or 0,
        token.end_pos or 0,
        getattr(token, "form", str(token)),
        getattr(token, "readings", ()),
    )
    return new


# --- words into tokens ---------------------------------------------------------------------------


def raw_words(text: str) -> list[tuple[str, str, int, int]]:
    """(kind, text, start, end) of every word, number, icon group and punctuation mark."""
    return [(m.lastgroup or "", m.group(), m.start(), m.end()) for m in _RAW.finditer(text.lower())]


def _lookup(words: list[tuple[str, str, int, int]], index: int) -> tuple[int, tuple[Reading, ...]]:
    """The longest lexicon entry starting at `index`: (number of raw words, its readings)."""
    limit = min(longest_entry(words[index][1]), len(words) - index)
    for size in range(limit, 0, -1):
        span = words[index : index + size]
        if any(kind not in ("WORD", "PUNCT", "NON") for kind, *_ in span):
            continue
        found = readings(" ".join(text for _, text, _, _ in span))
        if found:
            return size, found
    return 0, ()


def tokens(text: str) -> list[WordToken]:
    """The grammar tokens of one sentence (offsets into `text`)."""
    words = raw_words(text)
    out: list[WordToken] = []
    candidates: list[tuple[WordToken, tuple[Reading, ...]]] = []
    index = 0
    while index < len(words):
        kind, written, start, end = words[index]
        if kind == "PUNCT":
            out.append(_token(PUNCT[written], written, start, end))
            index += 1
            continue
        if kind in ("ICONS", "ICON", "SETREF", "NUMBER", "NON"):
            out.append(_token(kind if kind != "NUMBER" else "NUM", written, start, end, written))
            index += 1
            continue
        if kind == "ANDOR":
            out.append(_token("ANDOR", "and_or", start, end, written))
            index += 1
            continue
        size, found = _lookup(words, index)
        if not size:
            out.append(_token("WORD", written, start, end, written))
            index += 1
            continue
        last_end = words[index + size - 1][3]
        form = text[start:last_end].lower()
        token = _token(found[0].terminal, found[0].sense, start, last_end, form, found)
        out.append(token)
        candidates.append((token, found))
        index += size
    original = ORIGINAL_CASE.get()
    if original is not None and len(original) != len(text):
        original = None  # a repaired typo changed the length: no case to read
    out = _card_names(_names(_parenthesis_after_stop(out)), original)
    out = [_choose(out, i) for i in range(len(out))]
    return retype(out)


def _parenthesis_after_stop(items: list[WordToken]) -> list[WordToken]:
    """ "… nad polem bitwy. (Nie jest to zajęcie pola bitwy.)": a reminder written after the
    sentence's full stop, or with one of its own inside, belongs to the sentence: those stops
    only punctuate."""
    return [
        token
        for index, token in enumerate(items)
        if not (
            token.type == "DOT"
            and index + 1 < len(items)
            and items[index + 1].type in ("LPAR", "RPAR")
        )
    ]


# The sentence as written (its letter case), when the parser is given it: names of cards are
# told by their capitals ("postaci Ezra Bridger"); the grammar reads the lower-cased text.
ORIGINAL_CASE: ContextVar[str | None] = ContextVar("original_case", default=None)
# Nouns a card's name may stand after, in apposition ("postać Luke Skywalker").
NAMED_NOUNS = {"character"}


def _card_names(items: list[WordToken], original: str | None) -> list[WordToken]:
    """Unknown words written with a capital right after "postać" are the character's name (the
    house style leaves it in the nominative: "do postaci Ezra Bridger"): one `NAME` token."""
    if original is None:
        return items
    out: list[WordToken] = []
    index = 0
    while index < len(items):
        token = items[index]
        out.append(token)
        index += 1
        if token.type != "NOUN" or token.value not in NAMED_NOUNS:
            continue
        pair = items[index : index + 2]
        if [t.type for t in pair] == ["NAME", "SETREF"]:
            # "postać Battle Droid ([LEG]9)": a character named with its set and number (the
            # die-name merge read the words before the icon as one name already)
            start, end = pair[0].start_pos or 0, pair[0].end_pos or 0
            written = original[start : pair[1].start_pos or end].strip()
            if written[:1].isupper():
                value = f"{written}|{pair[1].value}"
                out.append(_token("NAME", value, start, pair[1].end_pos or end, written))
                index += 2
                continue
        run: list[WordToken] = []
        while index < len(items) and items[index].type == "WORD":
            start = items[index].start_pos or 0
            if not original[start : start + 1].isupper():
                break
            run.append(items[index])
            index += 1
        if run:
            start, end = run[0].start_pos or 0, run[-1].end_pos or 0
            value = original[start:end]
            ref = items[index : index + 3]
            if [t.type for t in ref] == ["LPAR", "SETREF", "RPAR"]:
                # "postać Battle Droid ([LEG]9)": the name and the card it is (set, number)
                value = f"{value}|{ref[1].value}"
                end = ref[2].end_pos or end
                index += 3
            name = _token("NAME", value, start, end, original[start:end])
            out.append(name)
    return out


def _names(items: list[WordToken]) -> list[WordToken]:
    """Unknown words right before a set icon are the name of a die: one `NAME` token."""
    out: list[WordToken] = []
    for token in items:
        if token.type == "SETREF":
            words: list[WordToken] = []
            # a name may be a word of the lexicon too ("kością Droida ([AW]1)": a subtype)
            while out and (
                out[-1].type == "WORD"
                or (out[-1].type == "NOUN" and str(out[-1].value).startswith("sub_"))
            ):
                words.insert(0, out.pop())
            if words:
                name = " ".join(w.form for w in words)
                merged = _token("NAME", name, words[0].start_pos or 0, token.end_pos or 0)
                merged.form = f"{name} {token.form}"
                out.append(merged)
                out.append(token)
                continue
        out.append(token)
    return out


# --- choosing among readings of several classes --------------------------------------------------

NOMINAL = {"NOUN", "QNOUN", "ADJ", "NON"}


def _of(token: WordToken, terminal: str) -> WordToken:
    chosen = tuple(r for r in token.readings if r.terminal == terminal)
    new = _retyped(token, terminal, chosen[0].sense if chosen else None)
    new.readings = chosen
    return new


def _choose(items: list[WordToken], index: int) -> WordToken:
    token = items[index]
    terminals = {r.terminal for r in token.readings}
    previous = items[index - 1] if index else None
    following = items[index + 1] if index + 1 < len(items) else None
    if len(terminals) <= 1:
        if token.type == "PRON" and _possessive(token, following):
            return _retyped(token, "POSS")
        if token.type == "ADJ" and len({r.sense for r in token.readings}) > 1:
            return _lexical_adjective(token)
        return token
    if "IT_IS" in terminals:  # "to"
        after_if = previous is not None and (
            previous.type == "IF" or (previous.type == "VFIN" and previous.value == "be")
        )
        # "jeśli to ulepszenie jest …": "to" before a neuter noun in the nominative is "ten"
        before_noun = (
            previous is not None
            and previous.type == "IF"
            and following is not None
            and following.type == "NOUN"
            and any(
                "nom" in r.cases and "n" in r.genders and "sg" in r.numbers
                for r in following.readings
            )
        )
        if before_noun:
            return _of(token, "ADJ")
        if after_if or (following is not None and following.type in ("VFIN", "PASS")):
            return _retyped(_of(token, "IT_IS"), "IT", "it")
        return _of(token, "ADJ")
    if "YOU" in terminals:  # "ci": you (dative), or the plural of "ten" before a noun
        if following is not None and following.type in NOMINAL:
            return _of(token, "ADJ")
        return _of(token, "YOU")
    if "SELF" in terminals:  # "sam"
        same = previous is not None and (
            previous.value in ("such", "this") or previous.type == "SO_MUCH"
        )
        return _of(token, "ADJ") if same else _of(token, "SELF")
    for preferred in ("NOUN", "ADJ", "VERB", "VFIN", "NUM", "PREP", "ADV"):
        if preferred in terminals:
            return _of(token, preferred)
    return _of(token, sorted(terminals)[0])


def _lexical_adjective(token: WordToken) -> WordToken:
    """ "danej" is the adjective "dany" (given), not the participle of "dać": an adjective of
    the lexicon wins over a verb's participle of the same form."""
    adjectives = tuple(r for r in token.readings if r.pos == "adj")
    if not adjectives or len(adjectives) == len(token.readings):
        return token
    new = _retyped(token, "ADJ", adjectives[0].sense)
    new.readings = adjectives
    return new


def _possessive(token: WordToken, following: WordToken | None) -> bool:
    """ "jej kości", "jego koszt": a genitive pronoun before a noun phrase is possessive."""
    if following is None or following.type not in NOMINAL:
        return False
    return token.form in ("jej", "jego", "ich")


# --- retyping glue by what follows ---------------------------------------------------------------

CLAUSE_STARTS = {"VERB", "MAY", "MUST", "NOT", "THEN", "VFIN"}
ROLES = {
    "AIM": "COMMA_AIM",
    "IF": "COMMA_IF",
    "INSTEAD": "COMMA_INSTEAD",
    "UNLESS": "COMMA_UNLESS",
    "GER": "COMMA_GER",
    "REL": "COMMA_REL",
    "AS_IF": "COMMA_AS",
    "AS_IF_YOU": "COMMA_AS",
    "WHETHER": "COMMA_WHETHER",
    "HOW": "COMMA_HOW",
    "WHEN": "COMMA_WHEN",
    "HOW_MUCH": "COMMA_HOW_MUCH",
    "BUT": "COMMA_BUT",
    "WHILE": "COMMA_WHILE",
}


def _moment(items: list[WordToken]) -> list[WordToken]:
    """ "Po rozpoczęciu / zakończeniu fazy akcji …" opening a sentence: the moment that
    triggers the ability (`MOMENT`), not a complement of its verb."""
    limit = len(items) > 2 and items[0].type == "NOUN" and items[0].value == "limit"
    if limit and items[1].type == "NUM":
        # "Limit 1 <b>formy</b> na postać.": the card-limit rule of later sets
        return [_retyped(items[0], "LIMIT"), *items[1:]]
    opens = len(items) > 1 and items[0].type == "PREP" and items[0].value == "po"
    if opens and items[1].type == "NOUN" and items[1].value in ("start", "end"):
        return [_retyped(items[0], "MOMENT"), *items[1:]]
    return items


LISTED = {"NOUN", "ADJ", "POSS", "NUM", "NON"}


def _list_commas(items: list[WordToken]) -> list[WordToken]:
    """ "<b>droida</b>, <b>ekwipunek</b>, <b>pojazd</b> lub <b>broń</b>": a comma between noun
    phrases that a conjunction closes joins them as that conjunction does (`LIST`)."""
    out = list(items)
    for index, token in enumerate(items):
        if token.type != "COMMA" or index == 0 or items[index - 1].type != "NOUN":
            continue
        ahead = index + 1
        while ahead < len(items) and items[ahead].type in LISTED | {"COMMA"}:
            ahead += 1
        closes = ahead < len(items) and items[ahead].type in ("OR", "AND", "ANDOR")
        closed = closes and ahead + 1 < len(items) and items[ahead + 1].type in LISTED
        if closed and items[index + 1].type in LISTED:
            out[index] = _retyped(token, "LIST")
    return out


def _set_aside_state(items: list[WordToken]) -> list[WordToken]:
    """ "odłożona na bok postać", "kopią odłożoną na bok": the participle with its fixed "na
    bok" is one word, the state set aside (RR: strefa boczna)."""
    out: list[WordToken] = []
    index = 0
    while index < len(items):
        token = items[index]
        rest = items[index + 1 : index + 3]
        fixed = (
            len(rest) == 2
            and rest[0].type == "PREP"
            and rest[0].value == "na"
            and rest[1].type == "NOUN"
            and rest[1].value == "side"
        )
        passive = any(r.voice == "pas" for r in token.readings)
        if token.type in ("ADJ", "ADJ_POST") and token.value == "set_aside" and passive and fixed:
            merged = _token("ADJ", "set_aside", token.start_pos or 0, rest[1].end_pos or 0)
            merged.form = f"{token.form} na bok"
            merged.readings = tuple(r for r in token.readings if r.voice == "pas")
            out.append(merged)
            index += 3
            continue
        out.append(token)
        index += 1
    return out


def retype(items: list[WordToken]) -> list[WordToken]:
    items = _moment(_list_commas(_set_aside_state(_verbal_nouns(items))))
    items = _merged_choose_one(_dropped_commas(_relative_participles(items)))
    items = [_adjective_role(items, i) for i in range(len(items))]
    out: list[WordToken] = []
    relative_open = False
    whether_open = False
    for index, token in enumerate(items):
        following = items[index + 1] if index + 1 < len(items) else None
        after = items[index + 2] if index + 2 < len(items) else None
        kind = token.type
        new = kind
        if kind == "REL":
            relative_open = True
        if (
            kind == "PREP"
            and following is not None
            and following.type == "REL"
            and out
            and out[-1].type != "COMMA_REL"
        ):
            # "postać do której dołączono …": the comma the text leaves out opens the clause
            out.append(_token("COMMA_REL", "", token.start_pos or 0, token.start_pos or 0))
        if kind == "COMMA" and following is not None and following.type == "CONJ_A":
            if relative_open:
                relative_open = False
                out.append(_token("REL_END", "", token.start_pos or 0, token.start_pos or 0))
            continue  # the comma before "a" only punctuates the conjunction
        if kind == "COMMA" and following is not None:
            if following.type == "REL" or (
                following.type == "PREP" and after is not None and after.type == "REL"
            ):
                new = "COMMA_REL"
            elif relative_open:
                relative_open = False
                new = (
                    "REL_END" if _continues(following) else _clause_comma(following)
                ) or "REL_END"
                if new != "REL_END":
                    # the comma also ends the relative clause: close it before the comma's role
                    out.append(_token("REL_END", "", token.start_pos or 0, token.start_pos or 0))
            else:
                new = _clause_comma(following, after) or "COMMA"
            if new == "COMMA_WHETHER":  # "…, czy A, czy B": the second "czy" goes on the list
                new = "COMMA_OR_WHETHER" if whether_open else new
                whether_open = True
        elif kind in ("AND", "OR") and following is not None and following.type in CLAUSE_STARTS:
            new = f"{kind}_V"
        elif (
            kind in ("AND", "OR")
            and following is not None
            and following.type == "PRON"
            and after is not None
            and after.type in ("VFIN", "VERB")
        ):
            new = f"{kind}_V"  # "rozpatruje tę kość lub ją usuwa": a clause with its pronoun first
        elif kind == "CONJ_A":
            new = "AND_V"  # "…, a dany gracz dobiera drugą": "a" joins clauses
        elif (
            kind == "OR"
            and following is not None
            and (
                following.type == "PREP"
                or (following.type == "ADV" and after is not None and after.type == "PREP")
            )
        ):
            new = "OR_PP"  # "z twojej ręki lub z twojego stosu …", "o 1 lub zamiast tego o 2"
        elif kind == "ANDOR" and following is not None and following.type == "PREP":
            new = "ANDOR_PP"  # "na wierzchu i/lub na spodzie tej talii"
        elif kind == "ADV" and token.value == "melee" and out and out[-1].type == "NOUN":
            new = "ADJ_POST"  # "obrażenia wręcz"
        elif kind == "PREP" and token.value == "po" and following is not None:
            if following.type in ("NUM", "X"):
                new = "PER"
        elif (
            kind == "PREP"
            and token.value == "do"
            and following is not None
            and following.type == "NUM"
            and after is not None
            and after.type in ("NOUN", "ADJ", "POSS", "OF")
        ):
            new = "UP_TO"  # "przerzuć do 2 kości": as "maksymalnie 2 kości"
        elif kind == "PREP" and token.value == "przez" and _after_passive(out):
            new = "BY"
        elif kind == "PREP" and token.value == "z" and _partitive_before(out):
            new = "OF"  # "jedną z twoich kości", "każdą z nich", "dowolną liczbę z …"
        elif kind == "JUST" and (following is None or following.type not in ("ADJ", "NOUN")):
            # "właśnie" in a noun phrase ("właśnie odrzuconą kartę") is a modifier, elsewhere
            # an adverb ("utraconych właśnie przez przeciwnika")
            token = _retyped(token, "ADV", "just")
        if new != kind:
            token = _retyped(token, new)
        out.append(token)
    return out


# After a relative clause, a comma before these goes on with the clause it interrupted
# ("postać, do której dołączono tę kartę, zostanie pokonana"; "daj postaci, …, 1 żeton").
CONTINUING = {"VFIN", "PASS", "WOULD", "NUM", "ADJ", "NOUN", "MAY", "NOT", "UP_TO", "POSS"}
COPULA = {"be"}
NOMINAL_END = {"NOUN", "ICONS", "RPAR", "SETREF", "QNOUN"}


def _continues(following: WordToken) -> bool:
    if following.type == "MAY":  # "…, może" goes on; "…, możesz" addresses the player
        return all(r.person == 3 for r in following.readings)
    return following.type in CONTINUING


QUANTIFYING = {"any", "each", "this", "other", "all", "1"}


def _partitive_before(out: list[WordToken]) -> bool:
    """ "z" after a number or a quantifying word with no noun of its own is partitive."""
    if not out:
        return False
    previous = out[-1]
    if previous.type in ("NUM", "X", "QNOUN", "MORE"):
        return True
    return previous.type == "ADJ" and previous.value in QUANTIFYING


def _after_passive(out: list[WordToken]) -> bool:
    """ "przez" after a passive participle names the agent ("wybrane przez ciebie")."""
    for token in reversed(out[-2:]):
        if token.type == "JUST" or (token.type == "ADV" and token.value == "just"):
            continue
        return token.type in ("ADJ", "ADJ_POST", "PRED") and any(
            r.voice == "pas" for r in token.readings
        )
    return False


# Verbs whose subject relative clause says what their active participle says ("kość, która
# przedstawia X" is "kość przedstawiająca X"): the clause is read as the participle, so every
# rule of the participle's complements (symbols, values, icons) applies to both wordings.
PARTICIPLE_OF = {"show": ("SHOWING", "przedstawiać")}
CASE_ANY = "nom.gen.dat.acc.inst.loc"
GENDERS_ANY = "m1.m2.m3.f.n"
FINITE_OF = {"SHOWING": "SHOWS"}  # the participle's token when it stands for the verb


def _relative_participles(items: list[WordToken]) -> list[WordToken]:
    """ "…, która (nie) przedstawia …" → one `SHOWING` token, as "… (nie)przedstawiająca …";
    in a condition, "jeśli dana kość (nie) przedstawia …" likewise (the grammar reads the
    condition as "the die is one showing …")."""
    out: list[WordToken] = []
    index = 0
    condition = False
    while index < len(items):
        token = items[index]
        if token.type in ("IF", "WHILE"):
            condition = True
        elif token.type in ("COMMA", "DOT"):
            condition = False
        shown = _showing_in_condition(items, index) if condition else None
        if shown is not None:
            size, new = shown
            out.append(new)
            index += size
            condition = False
            continue
        window = items[index : index + 4]
        negated = len(window) > 3 and window[2].type == "NOT"
        verb = window[3] if negated else window[2] if len(window) > 2 else None
        if (
            token.type == "COMMA"
            and verb is not None
            and window[1].type == "REL"
            and any("nom" in r.cases for r in window[1].readings)
            and verb.type == "VFIN"
            and verb.value in PARTICIPLE_OF
            and any(r.person == 3 and r.pos == "fin" for r in verb.readings)
        ):
            kind, lemma = PARTICIPLE_OF[str(verb.value)]
            # the participle agrees with the noun as the pronoun does: "kości …, które" plural
            # the participle agrees with the noun as the pronoun does ("kości dowolnego
            # przeciwnika, które …": the dice), in whatever case the noun is
            found = tuple(
                Reading("ADJ", str(verb.value), lemma, f"pact:{n}:{CASE_ANY}:{g}:imperf:{polarity}")
                for n, g in sorted({(n, g) for n, _, g in Features.of(window[1].readings).bundles})
                for polarity in ["neg" if negated else "aff"]
            )
            if found:
                start, end = token.start_pos or 0, verb.end_pos or 0
                form = text_between(items, index, index + (4 if negated else 3))
                new = _token(kind, str(verb.value), start, end, form, found)
                out.append(new)
                index += 4 if negated else 3
                continue
        out.append(token)
        index += 1
    return out


def _showing_in_condition(items: list[WordToken], index: int) -> tuple[int, WordToken] | None:
    """ "(nie) przedstawia" right after the noun phrase a condition is about: (tokens, SHOWING)."""
    token = items[index]
    negated = token.type == "NOT"
    verb = items[index + 1] if negated and index + 1 < len(items) else token
    previous = items[index - 1] if index else None
    if previous is None or previous.type not in NOMINAL_END | {"PRON", "ADJ"}:
        return None
    if verb.type != "VFIN" or verb.value not in PARTICIPLE_OF:
        return None
    found = [r for r in verb.readings if r.person == 3 and r.pos == "fin"]
    if not found:
        return None
    kind, lemma = PARTICIPLE_OF[str(verb.value)]
    numbers = sorted({n for r in found for n in r.numbers})
    readings_ = tuple(
        Reading("ADJ", str(verb.value), lemma, f"pact:{n}:{CASE_ANY}:{GENDERS_ANY}:imperf:{pol}")
        for n in numbers
        for pol in ["neg" if negated else "aff"]
    )
    start, end = token.start_pos or 0, verb.end_pos or 0
    size = 2 if negated else 1
    form = text_between(items, index, index + size)
    return size, _token(FINITE_OF[kind], str(verb.value), start, end, form, readings_)


CLAUSE_TIMING = {"przed": "BEFORE", "po": "AFTER"}
MAIN_PREDICATES = {"MAY", "MUST", "VERB", "NOT"}


def _verbal_nouns(items: list[WordToken]) -> list[WordToken]:
    """A verbal noun after a preposition stands for the clause the cards also write:
    "bez usuwania jej" is "…, nie usuwając jej" (GER); a sentence that opens "Przed
    rozpatrzeniem tej kości …" / "Po aktywowaniu tej postaci …" is "Przed tym, jak rozpatrzysz
    tę kość, …" (the player is the one who does it; the comma the text leaves out is put back
    before the main clause's predicate). Any other verbal noun stays `VNOUN`, which no rule
    accepts: such a sentence is reported."""
    out: list[WordToken] = []
    index = 0
    opened = False
    while index < len(items):
        token = items[index]
        following = items[index + 1] if index + 1 < len(items) else None
        after = items[index + 2] if index + 2 < len(items) else None
        setup = (
            not out
            and token.type == "PREP"
            and token.value == "po"
            and following is not None
            and following.type == "VNOUN"
            and following.value == "ready"
            and after is not None
            and after.type == "NOUN"
            and after.value == "game"
        )
        if setup:
            # "Po przygotowaniu gry …" (After setup): the moment the game's set-up ends
            assert following is not None and after is not None
            out.append(_retyped(token, "MOMENT"))
            out.append(_token("NOUN", "setup", following.start_pos or 0, after.end_pos or 0))
            index += 3
            continue
        if token.type == "PREP" and following is not None and following.type == "VNOUN":
            sense = str(following.value)
            lemma = following.readings[0].lemma if following.readings else ""
            start, end = token.start_pos or 0, following.end_pos or 0
            if token.value == "bez":
                gerunds = _forms_of(lemma, "GER", lambda r: True)
                if gerunds:
                    if not out or out[-1].type != "COMMA":
                        out.append(_token("COMMA", ",", start, start))
                    out.append(_token("NOT", "NOT", start, start, "nie"))
                    out.append(_token("GER", sense, start, end, following.form, gerunds))
                    index += 2
                    continue
            if token.value in CLAUSE_TIMING and not out:
                yours = _forms_of(lemma, "VFIN", lambda r: r.person == 2 and "sg" in r.numbers)
                if yours:
                    out.append(
                        _token(CLAUSE_TIMING[str(token.value)], "", start, start, token.form)
                    )
                    out.append(_token("VFIN", sense, start, end, following.form, yours))
                    opened = True
                    index += 2
                    continue
        if token.type == "PREP" and token.value == "o" and _with_value(out, items, index):
            # "kości o łącznej wartości 3 lub wyższej": dice showing that ("przedstawiające …")
            found = tuple(
                Reading(
                    "ADJ", "show", "przedstawiać", f"pact:{n}:{CASE_ANY}:{GENDERS_ANY}:imperf:aff"
                )
                for n in ("sg", "pl")
            )
            out.append(
                _token("SHOWING", "show", token.start_pos or 0, token.end_pos or 0, "o", found)
            )
            index += 1
            continue
        if opened and token.type in MAIN_PREDICATES:
            opened = False  # the clause of the verbal noun ends before the main predicate
            if out and out[-1].type != "COMMA":
                start = token.start_pos or 0
                out.append(_token("COMMA", ",", start, start))
        elif opened and token.type in ("COMMA", "DOT"):
            opened = False
        out.append(token)
        index += 1
    return out


def _with_value(out: list[WordToken], items: list[WordToken], index: int) -> bool:
    """ "o" between a noun and "(łącznej) wartości …": the value the dice show."""
    if not out or out[-1].type not in NOMINAL_END:
        return False
    for token in items[index + 1 :]:
        if token.type in ("ADJ", "NON"):
            continue
        return token.type == "NOUN" and token.value == "value" and token.form.startswith("warto")
    return False


def _forms_of(lemma: str, terminal: str, keep: Any) -> tuple[Reading, ...]:
    """The readings of a verb lemma's forms of one terminal that `keep` accepts."""
    from judge.cards.polish.lexicon import forms_of

    return tuple(r for r in forms_of(lemma, terminal) if keep(r))


def text_between(items: list[WordToken], start: int, end: int) -> str:
    return " ".join(getattr(t, "form", str(t)) for t in items[start:end])


def _dropped_commas(items: list[WordToken]) -> list[WordToken]:
    """Commas that only punctuate: between adjectives of one noun ("pokonanych,
    nie-unikatowych, czerwonych postaci"), after a number before its participle ("jedną,
    przedstawiającą … kość"), and around a prepositional phrase set off inside a clause
    ("cofnij do gry, bez żetonów obrażeń, jedną …"; "każdy przeciwnik, w każdej fazie
    utrzymania, zyskuje …")."""
    drop: set[int] = set()
    for index, token in enumerate(items):
        if token.type != "COMMA":
            continue
        previous = items[index - 1] if index else None
        following = items[index + 1] if index + 1 < len(items) else None
        if previous is None or following is None:
            continue
        if previous.type in ("ADJ", "NUM") and following.type in ("ADJ", "NON"):
            drop.add(index)
        elif following.type == "PREP" and previous.type in NOMINAL_END | {"PRON"}:
            end = index + 2
            while end < len(items) and items[end].type in FENCED:
                end += 1
            if end < len(items) and items[end].type == "COMMA" and end > index + 2:
                drop |= {index, end}
    return [token for index, token in enumerate(items) if index not in drop]


FENCED = {"NOUN", "ADJ", "NUM", "POSS", "PRON", "QNOUN", "NON", "ICONS"}


def _merged_choose_one(items: list[WordToken]) -> list[WordToken]:
    """ "Wybierz jedno:" opens a list of options (`CHOOSE_ONE`); "wybierz jedną z …" does not.
    "Wybierz i wykonaj dwie z …:" opens a list to pick from (`CHOOSE_AND`), unlike "wybierz i
    odrzuć kartę" (two verbs sharing an object)."""
    out: list[WordToken] = []
    index = 0
    while index < len(items):
        token = items[index]
        window = items[index : index + 4]
        if (
            len(window) == 4
            and token.type == "VERB"
            and token.value == "choose"
            and window[1].type == "AND"
            and window[2].type == "VERB"
            and window[3].type == "NUM"
        ):
            out.append(_retyped(token, "CHOOSE_AND"))
            index += 1
            continue
        if (
            token.type == "VERB"
            and token.value == "choose"
            and index + 2 < len(items)
            and items[index + 1].type == "NUM"
            and items[index + 1].value == "1"
            and items[index + 2].type == "COLON"
        ):
            out.append(_retyped(token, "CHOOSE_ONE"))
            index += 2
            continue
        out.append(token)
        index += 1
    return out


# Adjectives that take a complement of their own ("obrażenia równe wartości …"): after a noun
# they agree with, they follow it even when they also agree with the noun after them.
COMPLEMENT_TAKING = {"equal"}


def _adjective_role(items: list[WordToken], index: int) -> WordToken:
    """An adjective or participle before its noun stays `ADJ`; after its noun it is `ADJ_POST`
    ("kości widocznych na …"); after "zostać"/"być" it is a predicate, `PRED` ("zostanie
    pokonana", "jest równy …"); the active participle of "przedstawiać" is `SHOWING`."""
    token = items[index]
    if token.type != "ADJ":
        return token
    previous = items[index - 1] if index else None
    if token.value == "show" and any(r.voice == "act" for r in token.readings):
        return _retyped(token, "SHOWING")
    if (
        previous is not None
        and previous.type in NOMINAL_END
        and token.value in COMPLEMENT_TAKING
        and not Features.of(token.readings).agree(Features.of(previous.readings)).empty
    ):
        return _retyped(token, "ADJ_POST")
    following = items[index + 1] if index + 1 < len(items) else None
    passive = any(r.voice == "pas" or r.sense == "discard" for r in token.readings)
    if previous is not None and previous.type in ("PASS", "PASS_INF") and passive:
        # "zostaną zadane obrażenia" (the subject follows), "zostanie odrzucona z talii"
        return _retyped(token, "PRED")
    if following is not None and following.type in ("OF", "PREP") and following.value == "z":
        return token  # "każdą z twoich kości": a quantifier of a partitive
    copula_next = following is not None and (
        (following.type == "VFIN" and following.value in COPULA) or following.type == "PASS"
    )
    if copula_next and any(r.voice == "pas" for r in token.readings):
        return _retyped(token, "PRED")  # "do której dołączona jest <b>nagroda</b>"
    if previous is None or _agrees_with_next_noun(items, index):
        return token
    if (
        previous.type in ("PASS", "PASS_INF")
        or (previous.type in ("VFIN", "VERB") and previous.value in COPULA)
        or (
            previous.type in ("OR", "AND")
            and index > 1
            and _adjective_role(items, index - 2).type == "PRED"
        )
    ):
        return _retyped(token, "PRED")
    if previous.type in NOMINAL_END:
        return _retyped(token, "ADJ_POST")
    return token


def _agrees_with_next_noun(items: list[WordToken], index: int) -> bool:
    """Whether the adjective at `index` modifies the noun after it (skipping other adjectives)."""
    features = Features.of(items[index].readings)
    for token in items[index + 1 :]:
        if token.type in ("ADJ", "NON", "POSS", "JUST"):
            continue
        if token.type in ("NOUN", "QNOUN"):
            return not features.agree(Features.of(token.readings)).empty
        return False
    return False


def _clause_comma(following: WordToken, after: WordToken | None = None) -> str | None:
    if following.type == "NOT" and after is not None and after.type == "GER":
        return "COMMA_GER"  # "…, nie usuwając jej ze swojej puli"
    if following.type in CLAUSE_STARTS:
        return "COMMA_V"
    return ROLES.get(following.type)


class PolishLexer(Lexer):
    """Lark's hook for a custom lexer: the sentence is tokenized by `tokens`."""

    def __init__(self, lexer_conf: Any) -> None:
        pass

    def lex(self, lexer_state: LexerState | str, parser_state: Any = None) -> Iterator[Token]:
        text = lexer_state if isinstance(lexer_state, str) else lexer_state.text
        yield from tokens(str(text))
