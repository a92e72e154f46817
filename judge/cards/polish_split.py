"""The Polish validation splits (issue 11): held-out texts the grammar is measured on, never
tuned on.

1. `grammar/destiny_pl.validation`: 30 % of the distinct official Polish card texts in
   ../shared (drawn after the old grammar had been fitted to all of them, see below);
2. `tests/data/polish_renderings.validation`: 30 % of the project's own Polish renderings of
   the AW and SoR cards that have no Polish text in ../shared (`tests/data/polish_renderings.yaml`,
   written by another session in the official translators' style before the grammar was rebuilt
   on them; drawn once with `SEED_RENDERINGS`). The grammar is widened on the other 70 % only.

The first split:

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

import yaml

from judge.resources import grammar_dir

SPLIT_FILE = "destiny_pl.validation"
SEED = 20261124
SHARE = 0.30
SEED_RENDERINGS = 20261125
TESTS_DATA = Path(__file__).resolve().parents[2] / "tests" / "data"
RENDERINGS_FILE = TESTS_DATA / "polish_renderings.yaml"
# The same cards worded by a second, independent translator; held out by the same split.
RENDERINGS_2_FILE = TESTS_DATA / "polish_renderings_2.yaml"
RENDERINGS_SPLIT_FILE = TESTS_DATA / "polish_renderings.validation"
# Renderings of 1,407 later-set cards (English only in ../shared) by the same independent
# translator, who never saw the grammar; split by code with its own seed.
LATER_FILE = TESTS_DATA / "polish_renderings_later.yaml"
LATER_SPLIT_FILE = TESTS_DATA / "polish_renderings_later.validation"
SEED_LATER = 20261126


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


def renderings(path: Path | None = None) -> dict[str, str]:
    """The project's Polish renderings: card code → text (empty when the checkout's test data
    is not there, e.g. in an installed wheel)."""
    path = path or RENDERINGS_FILE
    if not path.is_file():
        return {}
    entries = yaml.safe_load(path.read_text(encoding="utf-8")) or []
    return {str(entry["code"]): str(entry["text"]) for entry in entries}


def draw_renderings(path: Path | None = None, seed: int = SEED_RENDERINGS) -> list[str]:
    codes = sorted(renderings(path))
    return sorted(random.Random(seed).sample(codes, round(len(codes) * SHARE)))


@cache
def renderings_validation_codes(path: Path | None = None) -> frozenset[str]:
    """The committed validation split of the renderings (card codes); empty without test data.

    The default path is next to a source checkout; an installed wheel has no tests/, so tests
    pass the path of their own checkout."""
    path = path or RENDERINGS_SPLIT_FILE
    if not path.is_file():
        return frozenset()
    lines = path.read_text(encoding="utf-8").splitlines()
    return frozenset(line.strip() for line in lines if line.strip() and not line.startswith("#"))


def main(argv: list[str] | None = None) -> int:
    options = argparse.ArgumentParser(description=__doc__)
    options.add_argument("--cards", type=Path, help="SWDestinyDB directory")
    options.add_argument(
        "--renderings", action="store_true", help="draw the split of tests/data/polish_renderings"
    )
    options.add_argument(
        "--later", action="store_true", help="draw the split of tests/data/polish_renderings_later"
    )
    parsed = options.parse_args(argv)
    if parsed.later:
        drawn = draw_renderings(LATER_FILE, SEED_LATER)
        header = (
            f"# Validation split of the later-set renderings: {len(drawn)} card codes, 30 % of "
            f"tests/data/polish_renderings_later.yaml (seed {SEED_LATER}).\n# Drawn by "
            "judge.cards.polish_split --later from the sorted codes alone, before any text of "
            "the file was read for tuning; measure on it, never tune on it.\n"
        )
        LATER_SPLIT_FILE.write_text(header + "\n".join(drawn) + "\n", encoding="utf-8")
        print(f"{len(drawn)} kodów w zbiorze walidacyjnym późniejszych przekładów")
        return 0
    if parsed.renderings:
        drawn = draw_renderings()
        header = (
            f"# Validation split of the Polish renderings: {len(drawn)} card codes, 30 % of "
            f"tests/data/polish_renderings.yaml (seed {SEED_RENDERINGS}).\n# Drawn by "
            "judge.cards.polish_split --renderings before the grammar was widened on the "
            "renderings; measure on it, never tune on it.\n"
        )
        RENDERINGS_SPLIT_FILE.write_text(header + "\n".join(drawn) + "\n", encoding="utf-8")
        print(f"{len(drawn)} kodów w zbiorze walidacyjnym przekładów")
        return 0
    if parsed.cards is None:
        options.error("--cards or --renderings")
    codes = draw(parsed.cards)
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
