"""Preparing card text for the grammar: normalisation with an offset map, typo repair, splitting.

The grammar sees a lower-cased text with markup blanked out and known typos repaired; every
`Unparsed` span and every typo is reported in offsets of the *original* text, so a viewer can
highlight exactly what the card says. Blanking markup (`<b>`, `<i>`, ...) and lower-casing keep
the length, so only typo repairs move offsets; `NormalizedText.original_span` undoes them.

A card text is a sequence of lines; a line may open with an ability header (`Akcja -`,
`Zajęcie -`, `[special] -`) and holds one or more sentences. A sentence in parentheses right
after another (a keyword's reminder text) belongs to the sentence before it.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass

from judge.cards.ast import Typo
from judge.cards.polish.spelling import repairs

# Known misspellings in real card texts: (pattern on lower-cased text, correction). Each is
# accepted because its meaning is unambiguous, and reported as a `Typo` on the ability.
TYPOS: tuple[tuple[str, str], ...] = (
    (r"\bścankę\b", "ściankę"),
    (r"\bosołony\b", "osłony"),
    (r"\bżólta\b", "żółta"),
    (r"\bżóltych\b", "żółtych"),
    (r"\bpostaći\b", "postaci"),
    (r"\bzetony\b", "żetony"),
    (r"\bręcie\b", "ręce"),
    (r"\bjednaj\b", "jednej"),
    (r"\bsamę\b", "samą"),
    (r"\bnastepnie\b", "następnie"),
    (r"\bjednąz\b", "jedną z"),
    (r"\bkośc\b", "kość"),
    (r"(?<=jedną, )przedstawiająca\b", "przedstawiającą"),
    (r"\bnieblokowane\b", "nieblokowalne"),
    (r"\btą(?= postać\b)", "tę"),
)
_TYPO_RE = re.compile("|".join(f"(?P<t{i}>{pattern})" for i, (pattern, _) in enumerate(TYPOS)))

_MARKUP = re.compile(r"<\s*/?\s*(?:b|i|em|cite|strong|u|br)\s*/?\s*>", re.IGNORECASE)
_SPACE_LIKE = str.maketrans({"\u00a0": " ", "\u2009": " ", "\u202f": " ", "\t": " ", "\r": " "})

HEADER = re.compile(
    r"^\s*(?:(?P<word>potężna akcja|akcja|zajęcie)\s*[-–—:]"
    r"|\[special\]\s*[-–—:]|(?P<s>s)\s+[-–—]\s)\s*"
)
# "Potężna akcja" (Power Action, later sets) has no official Polish term: the translator's.
HEADER_KINDS = {"akcja": "action", "zajęcie": "claim", "potężna akcja": "power_action"}
KEYWORD_SENTENCE = re.compile(
    r"^\s*(?P<name>strażnik|zasadzka|przepisanie|pilotowanie|wykrywanie|odnowienie)"
    r"(?:\s+(?P<value>\d+))?\s*\.?\s*(?:\((?P<reminder>.*)\)\s*\.?)?\s*$",
    re.DOTALL,
)
# Later-set keywords have no official Polish term: "Pilotowanie" (Piloting), "Wykrywanie"
# (Detect), "Odnowienie N" (Renew N) are the translator's (its glossary.tsv).
KEYWORDS = {
    "strażnik": "guardian",
    "zasadzka": "ambush",
    "przepisanie": "redeploy",
    "pilotowanie": "piloting",
    "wykrywanie": "detect",
    "odnowienie": "renew",
}
# Keyword lines naming characters: "Kość równoległa: Darth Vader ([AW]10)." (Parallel die X),
# "Współpraca 1: Obi-Wan Kenobi, Yoda." (Team Up 1: …); what follows is the reminder (names).
NAMED_KEYWORD_SENTENCE = re.compile(
    r"^\s*(?P<name>kość równoległa|współpraca)(?:\s+(?P<value>\d+))?\s*:\s*"
    r"(?P<reminder>[^.]+?)\s*\.?\s*$"
)
NAMED_KEYWORDS = {"kość równoległa": "parallel_die", "współpraca": "team_up"}
# The reminder texts printed or quoted after a keyword (rulings/quoted-cards.yaml), compared by
# `reminder_key`. Any other parenthesis after a keyword is reported as unparsed: it may say
# something the keyword does not.
KEYWORD_REMINDERS: dict[str, frozenset[str]] = {
    "redeploy": frozenset(
        {
            "po tym, jak postać, do której dołączono tę kartę, zostanie pokonana, przesuń tę kartę",
        }
    ),
    "guardian": frozenset(),
    "ambush": frozenset(),
    "piloting": frozenset(),
    "detect": frozenset(),
    # the keyword's own reminder, as the translator words it (later sets)
    "renew": frozenset(
        {
            "możesz zagrać tę kartę z twojego stosu kart odrzuconych za jej koszt odnowienia. "
            "następnie odłóż ją na bok",
        }
    ),
}


# Words read before the grammar (keywords and their reminders): never "repaired" as typos.
_KEYWORD_WORDS = frozenset(
    word
    for text in [*KEYWORDS, *(r for reminders in KEYWORD_REMINDERS.values() for r in reminders)]
    for word in re.findall(r"[^\W\d_]+", text)
)


def reminder_key(reminder: str) -> str:
    """A reminder text compared without case, spacing, markup or a final full stop."""
    text = lower_keep_length(_MARKUP.sub(" ", reminder.translate(_SPACE_LIKE)))
    return re.sub(r"\s+", " ", text).strip().rstrip(".").strip()


def lower_keep_length(text: str) -> str:
    lowered = text.lower()
    if len(lowered) == len(text):
        return lowered
    # A few characters (e.g. "İ") lower-case to two; keep those as they are.
    return "".join(ch if len(ch.lower()) != 1 else ch.lower() for ch in text)


@dataclass(frozen=True)
class NormalizedText:
    """The grammar's view of a card text and the way back to the original offsets."""

    original: str
    text: str
    typos: tuple[Typo, ...]
    # (start in normalized text, start in original, end in normalized, end in original) of
    # each typo replacement, in order.
    _edits: tuple[tuple[int, int, int, int], ...] = ()

    def original_offset(self, offset: int) -> int:
        if not self._edits:
            return offset
        starts = [edit[0] for edit in self._edits]
        index = bisect.bisect_right(starts, offset) - 1
        if index < 0:
            return offset
        norm_start, orig_start, norm_end, orig_end = self._edits[index]
        if offset < norm_end:
            return orig_start if offset == norm_start else min(orig_end, orig_start + 1)
        return offset - norm_end + orig_end

    def original_span(self, start: int, end: int) -> tuple[int, int]:
        return self.original_offset(start), self.original_offset(end)

    def typos_between(self, start: int, end: int) -> tuple[Typo, ...]:
        """Typos inside the original span [start, end)."""
        return tuple(typo for typo in self.typos if start <= typo.start < end)


def normalize(original: str, spelling: bool = True) -> NormalizedText:
    """Lower-case, blank markup, unify spaces, repair known typos and (with `spelling`) words the
    Polish lexicon explains as one misspelt word (`judge.cards.polish.spelling`); every repair
    is recorded with its offsets."""
    base = _MARKUP.sub(lambda m: " " * len(m.group()), original.translate(_SPACE_LIKE))
    base = lower_keep_length(base)
    typos: list[Typo] = []
    edits: list[tuple[int, int, int, int]] = []
    pieces: list[str] = []
    last = 0
    shift = 0
    listed = [
        (match.start(), match.end(), TYPOS[int((match.lastgroup or "")[1:])][1])
        for match in _TYPO_RE.finditer(base)
    ]
    found = listed
    if spelling:
        guessed = repairs(base, original, [(a, b) for a, b, _ in listed], _KEYWORD_WORDS)
        found = sorted(listed + guessed)
    for start, end, correction in found:
        pieces.append(base[last:start])
        pieces.append(correction)
        norm_start = start + shift
        edits.append((norm_start, start, norm_start + len(correction), end))
        shift += len(correction) - (end - start)
        typos.append(Typo(text=original[start:end], correction=correction, start=start, end=end))
        last = end
    pieces.append(base[last:])
    return NormalizedText(original, "".join(pieces), tuple(typos), tuple(edits))


@dataclass(frozen=True)
class Segment:
    """One sentence of a card text, in normalized offsets (`start`, `end`)."""

    line: int
    start: int
    end: int
    header: str | None  # "action", "claim", "special" for the first sentence after a header
    text: str  # normalized text of the sentence


def segment(norm: NormalizedText) -> list[Segment]:
    """Split a normalized card text into sentences, recognising ability headers per line."""
    segments: list[Segment] = []
    offset = 0
    for line_number, line in enumerate(norm.text.split("\n")):
        header = None
        body_start = 0
        match = HEADER.match(line)
        if match:
            header = HEADER_KINDS[match["word"]] if match["word"] else "special"
            body_start = match.end()
        for start, end in _sentences(line, body_start):
            text = line[start:end]
            if text.strip():
                segments.append(Segment(line_number, offset + start, offset + end, header, text))
                header = None
        if header is not None and match is not None:  # a header with nothing after it
            # The span is the header itself ("<b>Akcja</b> -"), the text that is there.
            segments.append(Segment(line_number, offset, offset + body_start, header, ""))
        offset += len(line) + 1
    return segments


def _sentences(line: str, start: int) -> list[tuple[int, int]]:
    """Sentence spans of `line` from `start`: split after . or ! outside brackets."""
    spans: list[tuple[int, int]] = []
    depth = 0
    sentence_start = start
    length = len(line)
    for index in range(start, length):
        char = line[index]
        if char in "([":
            depth += 1
        elif char in ")]":
            depth = max(0, depth - 1)
        elif char in ".!" and depth == 0 and (index + 1 == length or line[index + 1].isspace()):
            spans.append((sentence_start, index + 1))
            sentence_start = index + 1
    if line[sentence_start:].strip():
        spans.append((sentence_start, length))
    # A sentence that opens with a parenthesis (a reminder) belongs to the one before it.
    merged: list[tuple[int, int]] = []
    for span in spans:
        if merged and line[span[0] : span[1]].lstrip().startswith("("):
            merged[-1] = (merged[-1][0], span[1])
        else:
            merged.append(span)
    # Trim surrounding whitespace so that spans point at the sentence itself.
    trimmed = []
    for a, b in merged:
        while a < b and line[a].isspace():
            a += 1
        while b > a and line[b - 1].isspace():
            b -= 1
        trimmed.append((a, b))
    return trimmed
