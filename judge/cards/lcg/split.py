"""The fixed-seed split of LCG card texts: 30 % held out for validation, never tuned on.

A text belongs to the validation split when the hash of the seed and the text falls in the
lowest 30 of 100 buckets. The rule depends on nothing but the text, so it splits card texts
never seen before the same way on every machine; `grammar/lcg_en.validation.txt` records the
hashes of the validation texts of the data set the grammar was written against, and a test
checks that the rule still reproduces it (the split cannot drift unnoticed). The grammar is
developed on the training split only; both figures are reported (`judge cards check`,
`judge bench grammar`).
"""

from __future__ import annotations

import hashlib

SEED = "lcg-en-split-1"
VALIDATION_PERCENT = 30


def text_hash(text: str) -> str:
    """A short stable hash of a card text (what the committed split lists)."""
    return hashlib.sha256(text.strip().encode("utf-8")).hexdigest()[:16]


def is_validation(text: str) -> bool:
    digest = hashlib.sha256(f"{SEED}:{text.strip()}".encode()).hexdigest()
    return int(digest[:8], 16) % 100 < VALIDATION_PERCENT


def split_name(text: str) -> str:
    return "validation" if is_validation(text) else "training"
