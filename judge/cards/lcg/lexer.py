"""Segmenting and tokenising LCG card text for the grammar (`grammar/lcg_en.lark`).

A card text is split into *lines* (one printed ability each: a keyword, "Enhance ...", a
labelled "Action:"/"Reaction:"/"Interrupt:" ability, a constant effect). Bulleted lines
("* ...") and a line broken in the middle of a sentence are joined to the line they continue.
Reminder text in parentheses after a keyword ("Elite. (Remove 1 additional ...)") is kept
apart (it explains the keyword; the rules, not the reminder, say what the keyword does).

Each line is turned into tokens for the Lark parser (a custom lexer: words are classified
here, not by regular expressions, because the same word is a game term in lower case and a
card name or trait in capitals):

* a lower-case word the grammar uses as a literal is that terminal; so is a capitalised word
  at the start of a sentence or one of the few game terms printed in capitals ("the Force",
  "the Balance of the Force", "the Death Star dial", "Action"...);
* any other capitalised word is a `NAME` (traits, card names); "Force User" and "Force
  Sensitive" are names;
* `[Unit Damage]`, `[Edge-Enabled Tactics]` are `ICON` tokens; `[Sith]` an `AFF`iliation;
* a quoted ability (`gains: "Reaction: ..."`) is one `QUOTED` token, parsed on its own;
* possessives are split (`opponent's` -> `opponent` `POSS`); "non-" is its own token.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass

AFFILIATIONS = {
    "jedi": "Jedi",
    "rebel alliance": "Rebel Alliance",
    "smugglers and spies": "Smugglers and Spies",
    "sith": "Sith",
    "imperial navy": "Imperial Navy",
    "scum and villainy": "Scum and Villainy",
}
ICONS = {
    "unit damage": "unit_damage",
    "blast damage": "blast_damage",
    "tactics": "tactics",
}
# Capitalised game terms (not names) wherever they stand.
CAPITAL_TERMS = {
    "force",
    "reserve",
    "sequence",
    "strike",
    "balance",
    "action",
    "reaction",
    "interrupt",
    "traits",
    "trait",
    "side",
    "dark",
    "light",
    "refresh",
    "deployment",
    "conflict",
    "enhancement",
    "unit",
}
# Words a few real texts print in lower case although they name a trait.
LOWER_TRAITS = {"character": "Character", "vehicle": "Vehicle", "creature": "Creature"}
# Compounds read as one word.
COMPOUNDS = {
    "out-of-faction": "outoffaction",
    "in-faction": "infaction",
    "edge-enabled": "edgeenabled",
    "faceup": "faceup",
    "facedown": "facedown",
}
# Verbs that start a clause: "and"/"," before one of them joins clauses, not noun phrases
# ("Focus this enhancement and sacrifice a unit", "reveal it, and add it to your hand").
CLAUSE_VERBS = {
    "deal",
    "place",
    "remove",
    "move",
    "draw",
    "discard",
    "discards",
    "destroy",
    "sacrifice",
    "capture",
    "rescue",
    "return",
    "put",
    "play",
    "focus",
    "spend",
    "pay",
    "cancel",
    "prevent",
    "reduce",
    "increase",
    "decrease",
    "set",
    "look",
    "search",
    "shuffle",
    "reveal",
    "add",
    "commit",
    "target",
    "choose",
    "take",
    "turn",
    "engage",
    "switch",
    "treat",
    "resolve",
    "attach",
    "enhance",
    "double",
    "skip",
    "give",
    "eliminate",
    "change",
    "name",
    "have",
    "draws",
    "ignore",
    "places",
    "puts",
    "start",
    "then",
}
LABEL = re.compile(r"^\s*(?:(Forced)\s+)?(Action|Reaction|Interrupt)\s*:\s*", re.IGNORECASE)
KEYWORD_LINE = re.compile(
    r"^\s*(Elite|Shielding|Targeted [Ss]trike|Edge \((?:\d+|X)\)|Limited|Influence|"
    r"No enhancements|No attachments|Protect [^.()]+)\.\s*"
    r"(\((?P<reminder>[^()]*(?:\([^()]*\)[^()]*)*)\)\.?)?\s*$"
)
PILOT_LINE = re.compile(r"^\s*Pilot \((\d+|X)\)\.\s*(?:\((?P<inner>.*)\)?\.?)?\s*$", re.DOTALL)


@dataclass
class Line:
    """One ability line: its text (normalised) and where it is in the card text."""

    text: str
    start: int
    end: int


@dataclass
class Tok:
    type: str
    value: str
    start: int  # offset in the line
    end: int


# Markup a card text may carry when it comes from a web export (the shared data has none, a
# user's file may): line breaks and paragraphs become new lines, other tags go.
_BREAK_TAG = re.compile(r"<\s*(?:br\s*/?|/?p|/?div|/?li)\s*>", re.IGNORECASE)
_OTHER_TAG = re.compile(r"</?[a-zA-Z][^<>]*>")


def clean(text: str) -> str:
    """The card text without HTML markup or entities and with single spaces between words
    (`parse_text` parses this; ability spans point into it)."""
    if "<" in text:
        text = _OTHER_TAG.sub("", _BREAK_TAG.sub("\n", text))
    if "&" in text:
        text = html.unescape(text)
    text = re.sub(r"[ \t\u00a0]+", " ", text)
    return re.sub(r" (?=[,.;:)])", "", text)


def normalise(text: str) -> str:
    """Typographic quotes and dashes as ASCII; the length never changes (offsets stay)."""
    table = {
        "\u2019": "'",
        "\u2018": "'",
        "\u201c": '"',
        "\u201d": '"',
        "\u2013": "-",
        "\u2014": "-",
        "\x97": "-",
        "\u00a0": " ",
    }
    return "".join(table.get(ch, ch) for ch in text)


def lines(text: str) -> list[Line]:
    """The ability lines of a card text (offsets into `text`)."""
    norm = normalise(text)
    raw: list[Line] = []
    position = 0
    for part in norm.split("\n"):
        start = position
        position += len(part) + 1
        stripped = part.strip()
        if not stripped:
            continue
        offset = start + (len(part) - len(part.lstrip()))
        raw.append(Line(stripped, offset, offset + len(stripped)))
    out: list[Line] = []
    for line in raw:
        continues = line.text.startswith("*") or (
            line.text[:1].islower() and out and not out[-1].text.endswith(":")
        )
        if out and (continues or out[-1].text.endswith(":") or _open_quote(out[-1].text)):
            previous = out[-1]
            joined = previous.text
            if line.text[:1].islower() and joined.endswith("."):
                joined = joined[:-1]
            out[-1] = Line(f"{joined} {line.text}", previous.start, line.end)
        else:
            out.append(line)
    return out


def _open_quote(text: str) -> bool:
    return text.count('"') % 2 == 1


_WORD = re.compile(
    r"""
    (?P<icon>\[[^\]]+\])
  | (?P<quoted>"[^"]*"?)
  | (?P<number>\d+)
  | (?P<word>[A-Za-z\u00c0-\u017f][A-Za-z\u00c0-\u017f0-9]*
      (?:-[A-Za-z\u00c0-\u017f0-9]+)*(?:'s|s'|')?)
  | (?P<punct>[.,:;()+\-*/|])
  | (?P<space>\s+)
  | (?P<other>.)
    """,
    re.VERBOSE,
)


def bracket(value: str) -> Tok | None:
    """`[Unit Damage]` -> ICON unit_damage; `[Edge-Enabled Tactics]` -> ICON edge:tactics;
    `[Sith]` -> AFF Sith."""
    inner = value[1:-1].strip().lower().replace("-", " ")
    inner = re.sub(r"\s+", " ", inner)
    edge = inner.startswith("edge enabled ")
    if edge:
        inner = inner[len("edge enabled ") :]
    if inner in ICONS:
        return Tok("ICON", ("edge:" if edge else "") + ICONS[inner], 0, 0)
    if inner in AFFILIATIONS:
        return Tok("AFF", AFFILIATIONS[inner], 0, 0)
    return None


# Misprints of the printed card texts, read as the word meant (the position stays the
# misprint's): "After you loose a Force struggle", "Shuffle you deck".
MISPRINTS: dict[str, str] = {"loose": "lose"}
MISPRINTS_BEFORE: dict[tuple[str, str], str] = {("you", "deck"): "your"}


def _misprint(value: str, following: str) -> str:
    lower = value.lower()
    meant = MISPRINTS.get(lower) or MISPRINTS_BEFORE.get((lower, following))
    if meant is None:
        return value
    return meant.capitalize() if value[:1].isupper() else meant


# Nouns after which "it gains" / "he must" starts a new clause.
NOUN_TOKENS = {
    "UNIT",
    "UNITS",
    "CARD",
    "CARDS",
    "ENHANCEMENT",
    "ENHANCEMENTS",
    "OBJECTIVE",
    "OBJECTIVES",
    "EVENT",
    "FATE",
    "NAME",
}
PRONOUN_VERBS = {"gains", "loses", "cannot", "must", "may"}


class Tokeniser:
    """Turns a line into tokens; `literals` maps each word the grammar uses to its
    terminal's name (read from the built parser, so the two never disagree)."""

    def __init__(self, literals: Mapping[str, str], np_words: frozenset[str] = frozenset()) -> None:
        self.literals = dict(literals)
        self.np_words = np_words

    def tokens(self, text: str) -> list[Tok]:
        raw = list(self._raw(text))
        out: list[Tok] = []
        for index, (kind, value, start, end) in enumerate(raw):
            previous = out[-1] if out else None
            following = raw[index + 1] if index + 1 < len(raw) else None
            if (
                kind == "punct"
                and value == "-"
                and previous is not None
                and previous.value == "non"
            ):
                continue  # "non-[Sith]": the hyphen after "non"
            if value.lower() == "and" and index + 2 < len(raw) and raw[index + 1][1] == "/":
                continue  # "and/or": read as "or"
            if value == "/" and index > 0 and raw[index - 1][1].lower() == "and":
                continue
            if (
                value == "or"
                and index >= 2
                and index + 1 < len(raw)
                and raw[index + 1][1] == "in"
                and [w[1].lower() for w in raw[index - 2 : index]] == ["you", "control"]
            ):
                # "each Ewok unit you control or in your edge stack": one noun phrase, two places
                out.append(Tok("_ORIN", value, start, end))
                continue
            if value == "or" and index + 1 < len(raw) and raw[index + 1][1] == "from":
                # "from this enhancement or from a friendly Ewok unit": two places, one choice
                out.append(Tok("_ORFROM", value, start, end))
                continue
            if (
                value == "and"
                and index + 1 < len(raw)
                and raw[index + 1][1].lower() in ("with", "without")
            ):
                # "with printed cost 4 or lower and without an enhancement on it": two
                # post-modifiers of one noun phrase
                out.append(Tok("_PAND", value, start, end))
                continue
            if value == "or" and _before_verb(raw, index):
                # "spend 1 resource or destroy this unit": "or" joining two clauses
                out.append(Tok("_COR", value, start, end))
                continue
            if (value == "," or value.lower() == "and") and _before_verb(raw, index):
                name = "_CCOMMA" if value == "," else "_CAND"
                if name == "_CAND" and _cost_conjunction(raw, index):
                    name = "_KAND"
                out.append(Tok(name, value, start, end))
                continue
            if value == "," and _list_comma(raw, index, self.np_words):
                out.append(Tok("_LCOMMA", value, start, end))
                continue
            if (
                value.lower() in ("it", "he")
                and previous is not None
                and previous.type in NOUN_TOKENS
                and following is not None
                and following[1].lower() in PRONOUN_VERBS
            ):
                # "While this card is a Pilot enhancement it gains: ...": a pronoun right after
                # a noun, before its verb, starts the main clause (the comma is missing)
                out.append(Tok("_CCOMMA", "", start, start))
            special = _special(raw, index, previous)
            if special == "":
                continue  # read with the word before it
            if special is not None:
                name = special if special.startswith("_") else self._literal(special) or "WORD"
                out.append(Tok(name, value, start, end))
                continue
            for tok in self._classify(kind, value, start, end, previous, following):
                if (
                    tok.type == "NAME"
                    and len(out) >= 2
                    and out[-1].value == "of"
                    and out[-2].type == "NAME"
                    and value[:1].isupper()
                ):
                    of = out.pop()
                    last = out[-1]
                    out[-1] = Tok(
                        "NAME", f"{last.value} {of.value} {tok.value}", last.start, tok.end
                    )
                    continue
                if (
                    tok.type == "NAME"
                    and len(out) >= 2
                    and out[-1].type == "POSS"
                    and out[-2].type == "NAME"
                    and value[:1].isupper()
                ):
                    poss = out.pop()
                    last = out[-1]
                    joined = f"{last.value}{poss.value} {tok.value}"
                    out[-1] = Tok("NAME", joined, last.start, tok.end)
                    continue
                if tok.type == "NAME" and out and out[-1].type == "NAME":
                    # consecutive capitalised words are one name ("Force User", "Han Solo")
                    last = out[-1]
                    out[-1] = Tok("NAME", f"{last.value} {tok.value}", last.start, tok.end)
                else:
                    out.append(tok)
        for index, tok in enumerate(out[:-2]):
            # "a target unit's printed text box": the possessive closes the noun phrase
            if tok.type == "POSS" and [t.value.lower() for t in out[index + 1 : index + 3]] == [
                "printed",
                "text",
            ]:
                tok.type = "_TPOSS"
        return out

    def _raw(self, text: str) -> Iterator[tuple[str, str, int, int]]:
        words = [
            (match.lastgroup or "other", match.group(), match.start(), match.end())
            for match in _WORD.finditer(text)
            if match.lastgroup != "space"
        ]
        for index, (kind, value, start, end) in enumerate(words):
            following = words[index + 1][1].lower() if index + 1 < len(words) else ""
            yield kind, _misprint(value, following), start, end

    def _literal(self, word: str) -> str | None:
        return self.literals.get(word)

    def _classify(
        self,
        kind: str,
        value: str,
        start: int,
        end: int,
        previous: Tok | None,
        following: tuple[str, str, int, int] | None,
    ) -> list[Tok]:
        if kind == "icon":
            tok = bracket(value)
            if tok is None:
                return [Tok("WORD", value, start, end)]
            return [Tok(tok.type, tok.value, start, end)]
        if kind == "quoted":
            return [Tok("QUOTED", value.strip('"'), start + 1, end - 1)]
        if kind == "number":
            return [Tok("INT", value, start, end)]
        if kind == "punct":
            name = self._literal(value)
            return [Tok(name or "WORD", value, start, end)]
        if kind == "other":
            return [Tok("WORD", value, start, end)]
        return self._word(value, start, end, previous, following)

    def _word(
        self,
        value: str,
        start: int,
        end: int,
        previous: Tok | None,
        following: tuple[str, str, int, int] | None,
    ) -> list[Tok]:
        possessive = ""
        word = value
        if word.endswith("'s"):
            word, possessive = word[:-2], "'s"
        elif word.endswith("s'"):
            word, possessive = word[:-1], "'"
        elif word.endswith("'"):
            word = word[:-1]
        tail: list[Tok] = []
        if possessive:
            tail = [Tok(self._literal("'s") or "POSS", possessive, end - len(possessive), end)]
        word_end = start + len(word)
        lower = word.lower()
        if lower == "it" and possessive:  # "it's owner" (a typo of "its")
            return [Tok(self._literal("its") or "WORD", value, start, end)]
        if lower in COMPOUNDS:
            name = self._literal(COMPOUNDS[lower])
            return [Tok(name or "WORD", word, start, word_end), *tail]
        if lower.startswith("non-") and len(lower) > 4:
            rest = word[4:]
            non = Tok(self._literal("non") or "WORD", "non", start, start + 3)
            inner = self._word(rest, start + 4, end, non, following)
            return [non, *inner]
        if word == "X":
            return [Tok("X", word, start, word_end), *tail]
        capital = word[:1].isupper()
        literal = self._literal(lower)
        sentence_start = previous is None or previous.value in (".", ":", "*", "(", '"')
        if capital and literal and (sentence_start or self._capital_term(lower, following)):
            return [Tok(literal, word, start, word_end), *tail]
        if capital:
            return [Tok("NAME", word, start, word_end), *tail]
        if lower in LOWER_TRAITS and not literal:
            return [Tok("NAME", LOWER_TRAITS[lower], start, word_end), *tail]
        if literal:
            return [Tok(literal, word, start, word_end), *tail]
        return [Tok("WORD", word, start, word_end), *tail]

    @staticmethod
    def _capital_term(lower: str, following: tuple[str, str, int, int] | None) -> bool:
        """A capitalised game term, not a name: "Force" unless it starts a trait ("Force
        User", "Force Sensitive")."""
        if lower not in CAPITAL_TERMS:
            return False
        next_word = following[1] if following and following[0] == "word" else ""
        if lower == "force":
            return not next_word[:1].isupper()
        if lower in ("side", "dark", "light"):
            return True
        if lower in ("refresh", "deployment", "conflict"):
            return next_word.lower() == "phase"
        if lower in ("enhancement", "unit", "reserve", "sequence"):
            return True
        return lower != "strike"


# Words that can start a noun phrase after a list comma ("Fighter, Speeder or Pilot units").
NP_START = {
    "a",
    "an",
    "the",
    "each",
    "all",
    "any",
    "another",
    "this",
    "that",
    "those",
    "your",
    "his",
    "its",
    "their",
    "enemy",
    "friendly",
    "participating",
    "ready",
    "exhausted",
    "damaged",
    "undamaged",
    "shielded",
    "unique",
    "attacking",
    "defending",
    "piloted",
    "neutral",
    "non",
    "other",
    "target",
    "units",
    "objectives",
    "cards",
    "enhancements",
    "events",
    "missions",
}


def _list_comma(
    raw: list[tuple[str, str, int, int]], index: int, np_words: frozenset[str] = frozenset()
) -> bool:
    """A comma between items of a list of noun phrases ("Fighter, Speeder or Pilot units",
    "an Action, Reaction, or Interrupt"): the next word can start a noun phrase, and an
    "or"/"and" comes before the end of the sentence with only noun-phrase words (and commas)
    between."""
    if index + 1 >= len(raw) or index == 0:
        return False
    before = raw[index - 1][1].lower()
    if before in ("then", "instead", "otherwise", "able", "do"):
        return False
    kind, word = raw[index + 1][0], raw[index + 1][1]
    if word.lower() in ("or", "and") and index + 2 < len(raw):
        # the comma before the last item ("an objective, Fighter unit, or Transport unit")
        kind, word = raw[index + 2][0], raw[index + 2][1]
        return kind in ("icon", "number") or (
            kind == "word" and (word[:1].isupper() or word.lower() in NP_START)
        )
    starts_np = kind in ("icon", "number") or (
        kind == "word" and (word[:1].isupper() or word.lower() in NP_START)
    )
    if not starts_np:
        return False
    rest = raw[index + 1 :]
    for position, (later_kind, later, _, _) in enumerate(rest):
        if later_kind == "punct" and later in (".", ":", ";", "("):
            return False
        if later_kind == "word" and later.lower() in ("or", "and"):
            after = rest[position + 1][1].lower() if position + 1 < len(rest) else ""
            return after not in CLAUSE_VERBS
        if later_kind == "word" and np_words and not later[:1].isupper():
            base = later.lower().removesuffix("'s").rstrip("'")
            if base not in np_words and not base.startswith("non-"):
                return False
    return False


def _cost_conjunction(raw: list[tuple[str, str, int, int]], index: int) -> bool:
    """An "and" joining two costs before "to": "Focus this enhancement and sacrifice a unit
    to place ..." (another "to" followed by a verb comes before the end of the sentence)."""
    for position in range(index + 1, len(raw) - 1):
        word = raw[position][1]
        if word in (".", ";", ":"):
            return False
        if word.lower() == "to" and raw[position + 1][1].lower() in CLAUSE_VERBS:
            return True
    return False


def _special(raw: list[tuple[str, str, int, int]], index: int, previous: Tok | None) -> str | None:
    """Words read by their neighbours: "the Death Star dial" (game terms, not a name), "and"
    before "the other" (a clause: "one gains shielding and the other gains edge"), "cost to
    play" (one word: the cost of playing a card). A name starting with "_" is a token type,
    "" drops the word, any other is a word looked up as usual."""
    words = [w[1] for w in raw[index : index + 3]]
    if words[:3] == ["Death", "Star", "dial"]:
        return "death"
    if index >= 1 and raw[index - 1][1] == "Death" and words[:2] == ["Star", "dial"]:
        return "star"
    lower = raw[index][1].lower()
    if lower == "," and words[1:2] and words[1].lower() == "until":
        return ""  # ", until the end of the phase": the duration of what comes before
    if lower == "equal" and [w.lower() for w in words[1:3]] == ["to", "or"]:
        return "_EQUALOR"  # "equal to or lower than": a comparison, not "equal to <value>"
    if lower == "this" and _duration_this(raw, index):
        return "_THISD"
    if lower == "it" and _moment_follows(raw, index):
        return "_ITMOMENT"
    if _controller_clause(raw, index):
        return "ctl" + lower
    if raw[index][1] == "Strike" and index >= 1 and raw[index - 1][1] == "Targeted":
        return "strike"
    if lower == "draw" and index + 1 < len(raw) and raw[index + 1][1].lower() == "phase":
        return "drawphase"
    if lower == "," and [w.lower() for w in words[1:3]] in (
        ["each", "with"],
        ["each", "controlled"],
    ):
        return "_ECOMMA"
    if lower == "and" and [w.lower() for w in words[1:3]] == ["the", "other"]:
        return "_CAND"
    follows_cost = previous is not None and previous.value.lower() == "cost"
    if (
        lower == "to"
        and follows_cost
        and index + 1 < len(raw)
        and raw[index + 1][1].lower() == "play"
    ):
        return "toplay"
    if (
        lower == "play"
        and index >= 2
        and raw[index - 1][1].lower() == "to"
        and (raw[index - 2][1].lower() == "cost")
    ):
        return ""
    return None


# Nouns that end a noun phrase a "<player> controls" clause can follow.
_HEAD_NOUNS = {
    "unit",
    "units",
    "card",
    "cards",
    "objective",
    "objectives",
    "enhancement",
    "enhancements",
    "event",
    "events",
    "mission",
    "missions",
}


def _duration_this(raw: list[tuple[str, str, int, int]], index: int) -> bool:
    """ "... resolves a strike this engagement", "... cannot be affected by enemy combat icons
    this strike": "this <moment>" right after a noun phrase is a duration, not a new phrase
    (the LALR table would read it into the noun phrase)."""
    if index == 0 or index + 1 >= len(raw):
        return False
    if raw[index + 1][1].lower() not in ("strike", "engagement", "phase", "turn", "round"):
        return False
    kind, before = raw[index - 1][0], raw[index - 1][1]
    nouns = {*_HEAD_NOUNS, "strike", "icons", "engagement", "engagements", "damage", "battle"}
    return kind == "icon" or before.lower() in nouns or (before[:1].isupper() and index > 1)


def _moment_follows(raw: list[tuple[str, str, int, int]], index: int) -> bool:
    """ "it is (not) the conflict phase", "it is your turn": "it" names the moment, not a
    card (the LALR table cannot wait until "phase" to tell)."""
    rest = [w[1].lower() for w in raw[index + 1 : index + 6]]
    if rest[:1] != ["is"]:
        return False
    rest = rest[2:] if rest[1:2] == ["not"] else rest[1:]
    if rest[:2] == ["your", "turn"]:
        return True
    return len(rest) >= 3 and rest[0] == "the" and rest[2] == "phase"


def _controller_clause(raw: list[tuple[str, str, int, int]], index: int) -> bool:
    """ "a unit each opponent controls": "each"/"a"/"an" opening a relative clause after a
    noun, told from the same words opening a possessive ("each opponent's deck") or a
    condition ("if an opponent controls ..."), which an LALR table cannot tell apart at the
    determiner."""
    lower = raw[index][1].lower()
    if lower not in ("a", "an", "each") or index == 0 or index + 2 >= len(raw):
        return False
    noun = raw[index + 1][1].lower()
    if noun not in ("player", "opponent") or raw[index + 2][1].lower() != "controls":
        return False
    kind, before = raw[index - 1][0], raw[index - 1][1]
    return kind == "icon" or before[:1].isupper() or before.lower() in _HEAD_NOUNS


def _before_verb(raw: list[tuple[str, str, int, int]], index: int) -> bool:
    """Whether the word after `raw[index]` (skipping one "and") is a clause verb."""
    position = index + 1
    if position < len(raw) and raw[index][1] == "," and raw[position][1].lower() == "and":
        position += 1
    if position >= len(raw) or raw[position][0] != "word":
        return False
    verb = raw[position][1].lower()
    following = raw[position + 1][1].lower() if position + 1 < len(raw) else ""
    if verb == "discard" and following in ("pile", "piles"):
        return False
    return verb in CLAUSE_VERBS


def split_keyword_line(text: str) -> tuple[str, str | None] | None:
    """A keyword line and its reminder text: `Elite. (Remove ...)` -> (`Elite.`, `Remove
    ...`). None when the line is not a keyword line."""
    match = KEYWORD_LINE.match(text)
    if not match:
        return None
    keyword = match.group(1) + "."
    return keyword, match.group("reminder")
