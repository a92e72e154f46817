"""`judge bench grammar`: parse the whole card database.

Cold figures come from fresh Python processes (median of `cold_repetitions` processes each; the
interpreter's own start-up is not counted, everything after it is: importing the parser,
loading the LALR tables, reading the card database, parsing the rules text of every card):

* `parse_all_s`: a fresh install: the tables as shipped with the package
  (`grammar/destiny_pl.lark-tables`), an empty data directory (no cache from an earlier run).
  `tables_source` says what that process used: "shipped", or "built" when the shipped tables
  do not fit the grammar or the installed Lark;
* `parse_all_rebuilt_s`: the same with the tables built from `grammar/destiny_pl.lark`
  (`JUDGE_NO_GRAMMAR_CACHE=1`: what every run would cost without shipped tables or a cache);
* `grammar_load_s` / `grammar_build_s`: the tables' part of each; `read_cards_s`, `import_s`.

Each card's rules text is parsed in its language (`Card.rules_lang`: the Polish grammar, or
the English one of `judge.cards.english`). English figures (issue 12): `english_ok_rate` over
every English text of the database (`Card.text_en`), split into the texts the English grammar
was tuned on and the held-out validation split (`grammar/destiny_en.validation`):
`english_tuned_ok_rate`, `english_validation_ok_rate`; `english_parse_s` is the warm parse of
all English texts. `pool_target_s` is issue 12's target for the whole pool parsed cold.

Polish figures (issue 11): `validation_ok_rate` on the committed held-out split
(`grammar/destiny_pl.validation`, 30 % of the distinct Polish texts) and `tuned_ok_rate` on the
rest; the grammar was fitted to all of them before the split existed, which
`validation_note` says. `renderings_validation_ok_rate` / `renderings_tuned_ok_rate`: the
project's own Polish renderings of AW/SoR cards without a Polish text
(`tests/data/polish_renderings.yaml`, read from a checkout), split by
`tests/data/polish_renderings.validation`; the grammar is widened on the tuned part only.
`renderings_2_*`: the same cards worded by a second translator
(`tests/data/polish_renderings_2.yaml`), the same codes held out. `renderings_later_*`: that
translator's renderings of 1,407 later-set cards (`tests/data/polish_renderings_later.yaml`),
split by `tests/data/polish_renderings_later.validation`.
`*_equal_rate`: of the texts whose English version the English grammar fully reads, the share
whose Polish AST is the same (`judge.cards.compare`): a right reading, not only a parse.
`synthetic_ok_rate`: composed sentences (`judge.cards.synthetic`) parsed to what they say and
read back in Polish.

Warm figures (`warm_parse_all_s`, `cards_per_s`): in-process, grammar loaded, median of
`warm_repetitions` passes over every card.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from typing import Any

from judge.cards.compare import same_meaning
from judge.cards.db import cards_for
from judge.cards.english.parse import parse_english
from judge.cards.english.split import validation_codes
from judge.cards.grammar import ENV_NO_CACHE, parser
from judge.cards.parse import parse_card_text
from judge.cards.polish_split import (
    LATER_FILE,
    LATER_SPLIT_FILE,
    RENDERINGS_2_FILE,
    renderings,
    renderings_validation_codes,
)
from judge.cards.polish_split import validation_codes as polish_validation_codes
from judge.config import ENV_DATA_DIR, Settings
from judge.errors import JudgeError, NotFound

TARGET_S = 2.0  # issue 5: the whole card database parsed in <= 2 s, cold grammar load included
POOL_TARGET_S = 1.0  # issue 12: the whole pool (Polish and English) parsed cold in <= 1 s

_COLD = """
import json, sys, time
start = time.perf_counter()
from judge.cards.db import load_card_database
from judge.cards.grammar import parser, tables_source
from judge.cards.english.parse import parse_english
from judge.cards.english.split import validation_codes
from judge.cards.parse import parse_card_text
imported = time.perf_counter()
parser()
grammar = time.perf_counter()
db = load_card_database(sys.argv[1] if len(sys.argv) > 1 and sys.argv[1] else None)
texts = [(c.rules_text, c.rules_lang) for c in db if c.rules_text and c.rules_text.strip()]
read = time.perf_counter()
ok = sum(parse_card_text(text, lang).ok for text, lang in texts)
end = time.perf_counter()
print(json.dumps({"total": end - start, "import": imported - start, "grammar": grammar - imported,
                  "read": read - grammar, "parse": end - read, "cards": len(texts), "ok": ok,
                  "tables": tables_source()}))
"""


def _cold_run(settings: Settings, *, rebuild: bool) -> dict[str, Any]:
    env = dict(os.environ)
    env.pop(ENV_NO_CACHE, None)
    if rebuild:
        env[ENV_NO_CACHE] = "1"
    path = str(settings.cards_path) if settings.cards_path else ""
    with tempfile.TemporaryDirectory(prefix="judge-bench-") as fresh_data_dir:
        env[ENV_DATA_DIR] = fresh_data_dir  # no table cache left by an earlier run
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


def _median(runs: list[dict[str, Any]], key: str) -> float:
    return round(statistics.median(run[key] for run in runs), 3)


def run(settings: Settings, repetitions: int) -> dict[str, Any]:
    database = cards_for(settings)
    texts = [
        (card.rules_text, card.rules_lang)
        for card in database
        if card.rules_text and card.rules_text.strip()
    ]
    if not texts:
        # Nothing to measure without a card database; say so in the figures (so that
        # `judge bench all` still reports the other areas).
        return {"cards": 0, "error": "Brak bazy kart: podaj --cards lub JUDGE_CARDS."}
    cold_repetitions = max(1, min(repetitions, 5))
    shipped = [_cold_run(settings, rebuild=False) for _ in range(cold_repetitions)]
    rebuilt = [_cold_run(settings, rebuild=True) for _ in range(cold_repetitions)]
    parser()
    warm_repetitions = max(1, min(repetitions, 10))
    samples = []
    for _ in range(warm_repetitions):
        start = time.perf_counter()
        for text, lang in texts:
            parse_card_text(text, lang)
        samples.append(time.perf_counter() - start)
    warm = statistics.median(samples)
    polish = [
        card
        for card in database
        if card.rules_text and card.rules_text.strip() and card.rules_lang == "pl"
    ]
    polish_ok = sum(parse_card_text(card.rules_text or "").ok for card in polish)
    parse_all = _median(shipped, "total")
    return {
        "cards": len(texts),
        "parse_all_s": parse_all,
        "tables_source": sorted({run["tables"] for run in shipped}),
        "parse_all_rebuilt_s": _median(rebuilt, "total"),
        "target_s": TARGET_S,
        "meets_target": parse_all <= TARGET_S,
        "cold_repetitions": cold_repetitions,
        "parse_all_s_runs": [round(run["total"], 3) for run in shipped],
        "parse_all_rebuilt_s_runs": [round(run["total"], 3) for run in rebuilt],
        "import_s": _median(shipped, "import"),
        "grammar_load_s": _median(shipped, "grammar"),
        "grammar_build_s": _median(rebuilt, "grammar"),
        "read_cards_s": _median(shipped, "read"),
        "cold_parse_s": _median(shipped, "parse"),
        "warm_parse_all_s": round(warm, 3),
        "warm_repetitions": warm_repetitions,
        "cards_per_s": round(len(texts) / warm, 1),
        "polish_cards": len(polish),
        "polish_parsed": polish_ok,
        "parsed": shipped[0]["ok"],
        "pool_target_s": POOL_TARGET_S,
        "meets_pool_target": parse_all <= POOL_TARGET_S,
        **english_figures(database),
        **polish_figures(polish, database),
        **renderings_figures(database),
        **synthetic_figures(),
    }


def polish_figures(polish: list[Any], database: Any) -> dict[str, Any]:
    """Polish texts split into the held-out validation codes and the rest (issue 11).

    Caveat: the grammar was fitted to all of them before the split was drawn."""
    texts = {card.code: card.rules_text or "" for card in polish}
    figures = _split_figures(texts, polish_validation_codes(), database)
    return {
        "validation_cards": figures["held_out"],
        "validation_ok_rate": figures["held_out_ok_rate"],
        "validation_equal_rate": figures["held_out_equal_rate"],
        "tuned_cards": figures["tuned"],
        "tuned_ok_rate": figures["tuned_ok_rate"],
        "tuned_equal_rate": figures["tuned_equal_rate"],
        "validation_note": (
            "the old Polish grammar was fitted to every Polish text before the split; the "
            "rebuilt one read 30 of the 39 before any of their failures was looked at, and 7 "
            "were then fixed (4 asserted by existing tests, 3 that changed the engine's "
            "random-board pool)"
        ),
    }


def renderings_figures(database: Any) -> dict[str, Any]:
    """Polish renderings of AW/SoR cards without a Polish text (issue 11), held out and tuned:
    the project's own (`renderings_*`) and a second translator's of the same cards
    (`renderings_2_*`, the same codes held out); and that translator's renderings of 1,407
    later-set cards (`renderings_later_*`, their own 30 % held out)."""
    figures: dict[str, Any] = {}
    files = (
        ("renderings", None, None),
        ("renderings_2", RENDERINGS_2_FILE, None),
        ("renderings_later", LATER_FILE, LATER_SPLIT_FILE),
    )
    for prefix, path, split_path in files:
        texts = renderings(path)
        figures[f"{prefix}_cards"] = len(texts)
        if not texts:
            continue
        split = _split_figures(texts, renderings_validation_codes(split_path), database)
        figures |= {
            f"{prefix}_validation_cards": split["held_out"],
            f"{prefix}_validation_ok_rate": split["held_out_ok_rate"],
            f"{prefix}_validation_equal_rate": split["held_out_equal_rate"],
            f"{prefix}_tuned_cards": split["tuned"],
            f"{prefix}_tuned_ok_rate": split["tuned_ok_rate"],
            f"{prefix}_tuned_equal_rate": split["tuned_equal_rate"],
        }
    return figures


def _split_figures(
    texts: dict[str, str], held_out: frozenset[str], database: Any
) -> dict[str, Any]:
    """Parse rates of the held-out and tuned codes, and the share of right ASTs: among the
    texts whose English version the English grammar reads fully, those whose Polish AST is the
    same as the English one."""
    ok: dict[str, bool] = {}
    equal: dict[str, bool] = {}
    for code, text in texts.items():
        polish = parse_card_text(text)
        ok[code] = polish.ok
        card = _card(database, code)
        english_text = getattr(card, "text_en", None) if card is not None else None
        if english_text:
            english = parse_english(english_text)
            if english.ok:
                equal[code] = same_meaning(polish, english)

    def rate(values: dict[str, bool], codes: list[str]) -> float | None:
        known = [c for c in codes if c in values]
        return round(sum(values[c] for c in known) / len(known), 4) if known else None

    kept = [code for code in texts if code in held_out]
    tuned = [code for code in texts if code not in held_out]
    return {
        "held_out": len(kept),
        "held_out_ok_rate": rate(ok, kept),
        "held_out_equal_rate": rate(equal, kept),
        "tuned": len(tuned),
        "tuned_ok_rate": rate(ok, tuned),
        "tuned_equal_rate": rate(equal, tuned),
    }


def _card(database: Any, code: str) -> Any:
    """The card of a code, or None: the data may lack it (part of it is held back)."""
    try:
        return database.get(code) if hasattr(database, "get") else None
    except NotFound:
        return None


def synthetic_figures() -> dict[str, Any]:
    """Composed Polish sentences: parsed to what they say and read back (judge.cards.synthetic)."""
    from judge.cards.synthetic import figures

    return figures()


def english_figures(database: Any) -> dict[str, Any]:
    """The English grammar on every English text: overall, tuned-on and held-out shares."""
    validation = validation_codes()
    english = [(c.code, c.text_en) for c in database if c.text_en and c.text_en.strip()]
    if not english:
        return {"english_cards": 0}
    start = time.perf_counter()
    ok = {code: parse_english(text).ok for code, text in english}
    elapsed = time.perf_counter() - start
    held_out = [code for code in ok if code in validation]
    tuned = [code for code in ok if code not in validation]

    def rate(codes: list[str]) -> float | None:
        return round(sum(ok[c] for c in codes) / len(codes), 4) if codes else None

    return {
        "english_cards": len(ok),
        "english_parsed": sum(ok.values()),
        "english_ok_rate": rate(list(ok)),
        "english_tuned_cards": len(tuned),
        "english_tuned_ok_rate": rate(tuned),
        "english_validation_cards": len(held_out),
        "english_validation_ok_rate": rate(held_out),
        "english_parse_s": round(elapsed, 3),
    }
