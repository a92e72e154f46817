"""Splitting an English card text into lines, ability headers, keywords and sentences.

Offsets are those of the original text (markup is blanked by the lexer, never removed), so an
`Unparsed` span points at exactly what the card says.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_TAG = r"(?:<\s*/?\s*(?:b|i|em|strong)\s*>\s*)*"
HEADER = re.compile(
    rf"^\s*{_TAG}(?P<word>power\s+action|action|claim|setup|\[special\]){_TAG}\s*[-–—:]\s*",
    re.IGNORECASE,
)
HEADER_KINDS = {
    "action": "action",
    "power action": "power_action",
    "claim": "claim",
    "[special]": "special",
    "setup": "setup",
}
# Keyword lines: the keyword alone (with an optional number or reminder in parentheses).
KEYWORD = re.compile(
    rf"^\s*{_TAG}(?P<name>guardian|ambush|redeploy|piloting|detect|renew|elite|bounty|"
    rf"team\s+up|plot){_TAG}\s*(?P<value>\d+)?\s*{_TAG}\s*\.?\s*{_TAG}\s*(?:\((?P<reminder>[^()]*)\)\s*)?"
    rf"{_TAG}\s*\.?\s*{_TAG}\s*$",
    re.IGNORECASE,
)
# "Parallel die Darth Vader ([AW]10).": this card's die may be used as that character's die.
PARALLEL = re.compile(
    rf"^\s*{_TAG}parallel\s+die{_TAG}\s+(?P<reminder>[^.]+?)\s*\.?\s*$", re.IGNORECASE
)
# "Team Up 1: Chewbacca, Han Solo.": characters that may join the team (later sets).
TEAM_UP = re.compile(
    rf"^\s*{_TAG}team\s+up{_TAG}\s*(?P<value>\d+)?\s*:\s*(?P<reminder>.+?)\s*\.?\s*$",
    re.IGNORECASE,
)
KEYWORD_NAMES = {
    "guardian": "guardian",
    "ambush": "ambush",
    "redeploy": "redeploy",
    "piloting": "piloting",
    "detect": "detect",
    "renew": "renew",
    "elite": "elite",
    "bounty": "bounty",
    "team up": "team_up",
    "plot": "plot",
}


@dataclass(frozen=True)
class Segment:
    line: int
    start: int
    end: int
    header: str | None
    text: str


def segment(text: str) -> list[Segment]:
    segments: list[Segment] = []
    offset = 0
    # "Choose one:" and its bullet lines are one sentence (same length: offsets are kept)
    text = LIST_BREAK.sub(lambda m: m[0].replace("\n", " "), text)
    # an HTML list ("choose 2 <ul><li>…</li><li>…</li></ul>") is a bullet list after a colon
    text = HTML_LIST.sub(_html_list_item, text)
    for number, line in enumerate(text.split("\n")):
        header = None
        body = 0
        match = HEADER.match(line)
        if match:
            header = HEADER_KINDS[re.sub(r"\s+", " ", match["word"].lower())]
            body = match.end()
        spans = sentences(line, body)
        for start, end in spans:
            inner = HEADER.match(line[start:end]) if header is None and start > body else None
            if inner is not None and start + inner.end() < end:
                # "Yellow character only. [special] - Spend …": a header inside the line
                header = HEADER_KINDS[re.sub(r"\s+", " ", inner["word"].lower())]
                start += inner.end()
            segments.append(Segment(number, offset + start, offset + end, header, line[start:end]))
            header = None
        if header is not None:
            segments.append(Segment(number, offset, offset + body, header, ""))
        offset += len(line) + 1
    return segments


HTML_LIST = re.compile(r"\s*<ul>\s*<li>|</li>\s*<li>|</li>\s*</ul>", re.IGNORECASE)


def _html_list_item(match: re.Match[str]) -> str:
    """The same length: a colon before the first item, a bullet before each item."""
    tag = match[0]
    if "<ul>" in tag.lower():
        return ":" + "•".rjust(len(tag) - 1)
    if "</ul>" in tag.lower():
        return " " * len(tag)
    return "•".rjust(len(tag))


LIST_BREAK = re.compile(r"\n(?=\s*(?:<[^>]+>\s*)*(?:•|â€¢))")  # a line break before a bullet
BULLET_NEXT = re.compile(r"\s*(?:<[^>]+>\s*)*(?:•|â€¢)")


def sentences(line: str, start: int) -> list[tuple[int, int]]:
    """Sentence spans after `start`: split after . or ! outside brackets and quotes."""
    spans: list[tuple[int, int]] = []
    depth = 0
    begin = start
    listing = False  # after "Choose one:": the bullets that follow are its options
    for index in range(start, len(line)):
        char = line[index]
        if char in "([":
            depth += 1
        elif char in ")]":
            depth = max(0, depth - 1)
        elif char == ":" and depth == 0:
            listing = bool(BULLET_NEXT.match(line[index + 1 :]))
        elif char in ".!" and depth == 0:
            rest = line[index + 1 :]
            if listing and BULLET_NEXT.match(rest):
                continue
            if not rest.strip() or re.match(r"\s*(?:<[^>]+>\s*)*[\sA-Z\[(•\"<]", rest):
                spans.append((begin, index + 1))
                begin = index + 1
                listing = False
    if line[begin:].strip():
        spans.append((begin, len(line)))
    merged: list[tuple[int, int]] = []
    for span in spans:
        piece = re.sub(r"<[^>]+>", "", line[span[0] : span[1]]).strip()
        if merged and piece.startswith("(") and not piece.startswith("(["):
            merged[-1] = (merged[-1][0], span[1])  # a reminder belongs to the sentence before it
        elif piece:
            merged.append(span)
    trimmed = []
    for a, b in merged:
        while a < b and line[a].isspace():
            a += 1
        while b > a and line[b - 1].isspace():
            b -= 1
        trimmed.append((a, b))
    return trimmed
