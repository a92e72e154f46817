"""`judge bench grammar`: parse the whole card database.

* `parse_all_s`: a fresh Python process imports the parser, loads the grammar (LALR tables from
  Lark's on-disk cache in the data directory, as every run after the first) and parses the rules
  text of every card; median of a few such processes.
* `parse_all_uncached_s`: the same with the tables built from `grammar/destiny_pl.lark` (the
  first run on a machine).
* `warm_parse_all_s` and `cards_per_s`: in-process, grammar loaded, median of `repetitions`.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import time
from typing import Any

from judge.cards.db import cards_for
from judge.cards.grammar import ENV_NO_CACHE, parser
from judge.cards.parse import parse_card_text
from judge.config import ENV_DATA_DIR, Settings
from judge.errors import JudgeError

_COLD = """
import json, sys, time
start = time.perf_counter()
from judge.cards.db import load_card_database
from judge.cards.grammar import parser
from judge.cards.parse import parse_card_text
loaded = time.perf_counter()
parser()
grammar = time.perf_counter()
db = load_card_database(sys.argv[1] if len(sys.argv) > 1 and sys.argv[1] else None)
texts = [card.rules_text for card in db if card.rules_text and card.rules_text.strip()]
read = time.perf_counter()
ok = sum(parse_card_text(text).ok for text in texts)
end = time.perf_counter()
print(json.dumps({"total": end - start - (read - grammar), "grammar": grammar - loaded,
                  "cards": len(texts), "ok": ok}))
"""


def _cold_run(settings: Settings, uncached: bool) -> dict[str, Any]:
    env = dict(os.environ)
    env[ENV_DATA_DIR] = str(settings.data_dir)
    if uncached:
        env[ENV_NO_CACHE] = "1"
    else:
        env.pop(ENV_NO_CACHE, None)
    path = str(settings.cards_path) if settings.cards_path else ""
    result = subprocess.run(
        [sys.executable, "-c", _COLD, path],
        capture_output=True,
        text=True,
        timeout=300,
        env=env,
        check=False,
    )
    if result.returncode != 0:
        raise JudgeError(f"Pomiar gramatyki nie powiódł się: {result.stderr.strip()[-300:]}")
    return json.loads(result.stdout.strip().splitlines()[-1])


def run(settings: Settings, repetitions: int) -> dict[str, Any]:
    database = cards_for(settings)
    texts = [card.rules_text for card in database if card.rules_text and card.rules_text.strip()]
    if not texts:
        # Nothing to measure without a card database; say so in the figures (so that
        # `judge bench all` still reports the other areas).
        return {"cards": 0, "error": "Brak bazy kart: podaj --cards lub JUDGE_CARDS."}
    cold_runs = max(1, min(repetitions, 3))
    _cold_run(settings, uncached=False)  # make sure the table cache exists
    cached = [_cold_run(settings, uncached=False) for _ in range(cold_runs)]
    uncached = [_cold_run(settings, uncached=True) for _ in range(cold_runs)]
    parser()
    samples = []
    for _ in range(max(1, min(repetitions, 10))):
        start = time.perf_counter()
        for text in texts:
            parse_card_text(text)
        samples.append(time.perf_counter() - start)
    warm = statistics.median(samples)
    polish = [
        card
        for card in database
        if card.rules_text and card.rules_text.strip() and card.rules_lang == "pl"
    ]
    polish_ok = sum(parse_card_text(card.rules_text or "").ok for card in polish)
    return {
        "cards": len(texts),
        "parse_all_s": round(statistics.median(run["total"] for run in cached), 3),
        "parse_all_uncached_s": round(statistics.median(run["total"] for run in uncached), 3),
        "grammar_load_s": round(statistics.median(run["grammar"] for run in cached), 3),
        "grammar_build_s": round(statistics.median(run["grammar"] for run in uncached), 3),
        "warm_parse_all_s": round(warm, 3),
        "cards_per_s": round(len(texts) / warm, 1),
        "polish_cards": len(polish),
        "polish_parsed": polish_ok,
        "parsed": cached[0]["ok"],
    }
