"""How much of the LCG card data the grammar reads, on the training and validation splits.

`figures(path)` parses every distinct card text of the data and reports: `texts` (distinct
texts), `parsed` (texts with no unparsed line), `parse_rate`, and the same per split
(`training`, `validation`; see `split.py`), plus `cards` / `cards_parsed` (per card record,
a text printed on several cards counted each time) and `lines` / `lines_parsed`.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from judge.cards.lcg.parse import parse_text
from judge.cards.lcg.records import LcgCards, load_cached
from judge.cards.lcg.split import is_validation


def figures(path: Path | str, database: LcgCards | None = None) -> dict[str, Any]:
    cards = database or load_cached(path)
    texts = cards.texts()
    start = time.perf_counter()
    rows: dict[str, dict[str, int]] = {
        name: {"texts": 0, "parsed": 0} for name in ("all", "training", "validation")
    }
    lines = lines_ok = 0
    cards_parsed = 0
    for text, printed in texts.items():
        parsed = parse_text(text, printed[0].type)
        split = "validation" if is_validation(text) else "training"
        for name in ("all", split):
            rows[name]["texts"] += 1
            rows[name]["parsed"] += int(parsed.ok)
        lines += len(parsed.abilities)
        lines_ok += sum(1 for a in parsed.abilities if a.unparsed is None)
        if parsed.ok:
            cards_parsed += len(printed)
    elapsed = time.perf_counter() - start
    out: dict[str, Any] = {
        "cards": sum(len(v) for v in texts.values()),
        "cards_parsed": cards_parsed,
        "texts": rows["all"]["texts"],
        "parsed": rows["all"]["parsed"],
        "parse_rate": _rate(rows["all"]),
        "training": {**rows["training"], "parse_rate": _rate(rows["training"])},
        "validation": {**rows["validation"], "parse_rate": _rate(rows["validation"])},
        "lines": lines,
        "lines_parsed": lines_ok,
        "parse_all_s": round(elapsed, 2),
    }
    return out


def _rate(row: dict[str, int]) -> float:
    return round(row["parsed"] / row["texts"], 3) if row["texts"] else 0.0
