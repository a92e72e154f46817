"""Text repairs for PDF extractions: joining broken lines, hyphenation, spacing, small caps.

Every repair here undoes an artefact of extraction and never touches the authors' words:
typos, odd punctuation and inconsistent quotes stay as printed.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable

WORD = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*")
# What a paragraph can end with when it really ends (otherwise a blank line or a block marker
# inside it is a page or column break, and the next line continues it).
SENTENCE_END = re.compile(r"""[.!?:;…”"»)\]]$""")
SPACES = re.compile(r"[ \u00a0\u2009\u202f]{2,}|\u00a0|\u2009|\u202f")


class Vocabulary:
    """Word counts of the whole seed corpus, used to decide hyphens and small caps."""

    def __init__(self, texts: Iterable[str]) -> None:
        self.counts: Counter[str] = Counter()
        for text in texts:
            for line in text.split("\n"):
                # Only words inside a line: a hyphen at a line end is what we must decide.
                body = line[:-1] if line.rstrip().endswith("-") else line
                self.counts.update(WORD.findall(body))

    def count(self, word: str) -> int:
        return self.counts.get(word, 0)

    def count_folded(self, word: str) -> int:
        lower = word.lower()
        return sum(n for w, n in self.counts.items() if w.lower() == lower)


def normalize_spaces(text: str) -> str:
    """Collapse runs of spaces (justification artefacts) and non-breaking spaces to one space."""
    return SPACES.sub(" ", text).strip()


def join_lines(lines: list[str], vocabulary: Vocabulary) -> str:
    """Join the lines of one paragraph, undoing end-of-line hyphenation.

    A line ending in `słow-` followed by `o…` is rejoined as `słowo`, unless the hyphenated form
    (`nie-unikatowe`) is what the corpus prints inside lines and the closed form is not.
    """
    text = ""
    for raw in lines:
        line = raw.strip()
        if not line:
            continue
        if not text:
            text = line
            continue
        broken = re.search(r"([^\W\d_]+)-$", text)
        head = re.match(r"[^\W\d_]+", line)
        if broken and head and line[0].isupper():
            text += line  # no word is split before a capital: "nie-" + "Unikalną", "Obi-" + "Wan"
        elif broken and head and line[0].islower():
            left, right = broken.group(1), head.group(0)
            hyphenated = vocabulary.count(f"{left}-{right}") + vocabulary.count(
                f"{left}-{right}".lower()
            )
            closed = vocabulary.count_folded(left + right)
            if hyphenated and not closed:
                text += line
            else:
                text = text[:-1] + line
        else:
            text = f"{text} {line}"
    return normalize_spaces(text)


def ends_sentence(text: str) -> bool:
    return bool(SENTENCE_END.search(text.rstrip()))


def continues_sentence(previous: str, following: str) -> bool:
    """Whether `following` is the rest of `previous`, cut by a page, column or block break."""
    following = following.lstrip().removeprefix("(")
    return bool(previous) and not ends_sentence(previous) and following[:1].islower()


def capitalize_first(text: str) -> str:
    """Upper-case the first letter (titles and lead-ins printed in small caps)."""
    for index, char in enumerate(text):
        if char.isalpha():
            return text[:index] + char.upper() + text[index + 1 :]
    return text


def restore_small_caps(text: str, letters: str) -> str:
    """Undo small-caps extraction inside words: `cieMnej` → `ciemnej`, `skuPić` → `skupić`.

    The small-caps font of some documents extracts a few letters (`letters`, e.g. "MPK") as
    capitals. A word mixing lower case with those capitals after its first letter is a
    small-caps word; its stray capitals are lowered (a real capital initial stays).
    """

    def repair(match: re.Match[str]) -> str:
        word = match.group(0)
        parts = word.split("-")
        fixed = []
        for part in parts:
            tail = part[1:]
            if (
                any(c.isupper() for c in tail)
                and any(c.islower() for c in part)
                and all(c in letters for c in tail if c.isupper())
            ):
                part = part[0] + tail.lower()
            fixed.append(part)
        return "-".join(fixed)

    return WORD.sub(repair, text)
