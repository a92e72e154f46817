"""ASCII slugs for ids: Polish titles folded to `[a-z0-9-]`.

Ids are derived from a section's path (document id, then the slug of every title down to the
section), so they must be stable, readable and URL-safe: `Zdolności „przed tym”` becomes
`zdolnosci-przed-tym`. Diacritics are folded (`ł` has no decomposition in Unicode, so it is
mapped by hand); everything else that is not a letter or digit becomes a single hyphen.
"""

from __future__ import annotations

import re
import unicodedata

ID_PATTERN = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$")

# Letters that NFKD does not decompose into an ASCII base letter plus a combining mark.
_EXTRA_FOLDS = str.maketrans({"ł": "l", "Ł": "L", "ß": "ss", "æ": "ae", "ø": "o", "đ": "d"})


def fold(text: str) -> str:
    """`text` without diacritics: `Żółć` → `Zolc`."""
    decomposed = unicodedata.normalize("NFKD", text.translate(_EXTRA_FOLDS))
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def slugify(text: str, *, max_words: int | None = None) -> str:
    """Lower-case ASCII slug of `text`; with `max_words`, only its first words."""
    words = re.findall(r"[a-z0-9]+", fold(text).lower())
    if max_words is not None:
        words = words[:max_words]
    return "-".join(words)


def is_valid_id(identifier: str) -> bool:
    """Whether `identifier` is a well-formed corpus id (dot-separated slugs)."""
    return bool(ID_PATTERN.match(identifier))
