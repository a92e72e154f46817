"""The Polish validation split (issue 11): 30 % of the distinct Polish card texts, measured only.

Drawn once (`python -m judge.cards.polish_split --cards PATH` wrote
`grammar/destiny_pl.validation`) over distinct texts, so a reprint never sits on both sides,
and committed as card codes. Caveat, measured and said in the figures: the Polish grammar was
fitted to every Polish text of the shared data before this split existed, so until the grammar
is rebuilt its figure on the split says little about unseen texts; from now on, changes to the
grammar must not be tuned on these codes. `judge bench grammar --json` reports
`validation_ok_rate` and `tuned_ok_rate`.
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

SPLIT_FILE = "destiny_pl.validation"
SEED = 20261124
SHARE = 0.30


def _key(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip().casefold()


def draw(cards_path: Path, seed: int = SEED, share: float = SHARE) -> list[str]:
    """The codes of a random `share` of the distinct Polish texts of `cards_path`."""
    by_text: dict[str, list[str]] = {}
    for file in sorted((cards_path / "translations" / "pl" / "set").glob("*.json")):
        for record in json.loads(file.read_text(encoding="utf-8")):
            text = record.get("text")
            if isinstance(text, str) and text.strip():
                by_text.setdefault(_key(text), []).append(str(record["code"]))
    keys = sorted(by_text)
    drawn = random.Random(seed).sample(keys, round(len(keys) * share))
    return sorted(code for key in drawn for code in by_text[key])


@cache
def validation_codes() -> frozenset[str]:
    """The committed Polish validation split (card codes)."""
    lines = (grammar_dir() / SPLIT_FILE).read_text(encoding="utf-8").splitlines()
    return frozenset(line.strip() for line in lines if line.strip() and not line.startswith("#"))


def main(argv: list[str] | None = None) -> int:
    options = argparse.ArgumentParser(description=__doc__)
    options.add_argument("--cards", type=Path, required=True, help="SWDestinyDB directory")
    codes = draw(options.parse_args(argv).cards)
    header = (
        f"# Polish validation split: {len(codes)} card codes, 30 % of the distinct Polish texts"
        f" (seed {SEED}).\n# Drawn by judge.cards.polish_split; measure on it, never tune on "
        "it.\n# The grammar was fitted to all Polish texts before this split was drawn.\n"
    )
    (grammar_dir() / SPLIT_FILE).write_text(header + "\n".join(codes) + "\n", encoding="utf-8")
    print(f"{len(codes)} kodów w zbiorze walidacyjnym")
    return 0


if __name__ == "__main__":
    sys.exit(main())
