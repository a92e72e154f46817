"""The English validation split: 30 % of the distinct English card texts, never tuned on.

The split is drawn once (`python -m judge.cards.english.split --cards PATH` rewrote
`grammar/destiny_en.validation`) and committed as a list of card codes. It is drawn over
*distinct* texts (whitespace and case folded), not codes: reprints carry the same text under
several codes, and a text seen while tuning must not count again as held out. Every code of a
drawn text is in the list. Measure on it (`judge bench grammar --json`), never tune on it.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
from functools import cache
from pathlib import Path

from judge.resources import grammar_dir

SPLIT_FILE = "destiny_en.validation"
SEED = 20261124
SHARE = 0.30


def text_key(text: str) -> str:
    """Texts compared without case or spacing differences."""
    return re.sub(r"\s+", " ", text).strip().casefold()


def draw(cards_path: Path, seed: int = SEED, share: float = SHARE) -> list[str]:
    """The codes of a random `share` of the distinct English texts under `cards_path/set`."""
    by_text: dict[str, list[str]] = {}
    for file in sorted((cards_path / "set").glob("*.json")):
        for record in json.loads(file.read_text(encoding="utf-8")):
            text = record.get("text")
            if isinstance(text, str) and text.strip():
                by_text.setdefault(text_key(text), []).append(str(record["code"]))
    keys = sorted(by_text)
    drawn = random.Random(seed).sample(keys, round(len(keys) * share))
    return sorted(code for key in drawn for code in by_text[key])


@cache
def validation_codes() -> frozenset[str]:
    """The committed validation split (card codes)."""
    path = grammar_dir() / SPLIT_FILE
    lines = path.read_text(encoding="utf-8").splitlines()
    return frozenset(line.strip() for line in lines if line.strip() and not line.startswith("#"))


def main(argv: list[str] | None = None) -> int:
    options = argparse.ArgumentParser(description=__doc__)
    options.add_argument("--cards", type=Path, required=True, help="SWDestinyDB directory")
    args = options.parse_args(argv)
    codes = draw(args.cards)
    header = (
        f"# English validation split: {len(codes)} card codes, 30 % of the distinct English texts"
        f" (seed {SEED}).\n# Drawn by judge.cards.english.split; measure on it, never tune on it.\n"
    )
    (grammar_dir() / SPLIT_FILE).write_text(header + "\n".join(codes) + "\n", encoding="utf-8")
    print(f"{len(codes)} kodów w zbiorze walidacyjnym")
    return 0


if __name__ == "__main__":
    sys.exit(main())
