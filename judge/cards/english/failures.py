"""Clusters of English sentences the grammar does not understand, for whoever extends it.

`python -m judge.cards.english.failures --cards PATH` parses every distinct English text of the
*tuned* split (the validation split, `grammar/destiny_en.validation`, is left out on purpose:
never read its failures while developing) and groups the unparsed sentences by cause: the
parser's token at the error position (its word class and lemma, with the class of the token
before it) or the verb frame's reason (`FrameError`). The biggest clusters are printed first
with a few example sentences, so a fix goes to a general construction, not to one card.

`--validation` prints only the counts of the held-out split (never its sentences).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter, defaultdict
from pathlib import Path

from lark.exceptions import UnexpectedToken

from judge.cards import ast as A
from judge.cards.english.lexer import tokens
from judge.cards.english.parse import parse_english, parse_sentence
from judge.cards.english.split import text_key, validation_codes
from judge.cards.english.transform import FrameError


def english_texts(cards: Path, *, held_out: bool) -> dict[str, list[str]]:
    """Distinct English texts (key → codes) of the tuned split, or of the validation split."""
    held = validation_codes()
    texts: dict[str, tuple[str, list[str]]] = {}
    for file in sorted((cards / "set").glob("*.json")):
        for record in json.loads(file.read_text(encoding="utf-8")):
            text = record.get("text")
            code = str(record.get("code"))
            if not isinstance(text, str) or not text.strip() or (code in held) != held_out:
                continue
            texts.setdefault(text_key(text), (text, []))[1].append(code)
    return {text: codes for text, codes in texts.values()}


def cause(sentence: str) -> str:
    """Why one sentence does not parse: the token the parser stopped at, or the frame."""
    try:
        parse_sentence(sentence)
    except UnexpectedToken as exc:
        token = exc.token
        if token.type == "$END":
            return "end: sentence ends too early"
        items = tokens(sentence)
        before = next(
            (t.type for t in reversed(items) if (t.end_pos or 0) <= (token.start_pos or 0)), "START"
        )
        value = token.value if token.type != "NAME" else "<name>"
        return f"token: {before} → {token.type} {value!r}"
    except Exception as exc:  # any other failure is a cluster of its own
        orig = getattr(exc, "orig_exc", exc)
        if isinstance(orig, FrameError):
            return f"frame: {orig}"
        return f"error: {type(orig).__name__}"
    return "ok alone (fails in its ability)"


def clusters(texts: dict[str, list[str]]) -> tuple[int, int, dict[str, list[str]]]:
    ok = 0
    groups: dict[str, list[str]] = defaultdict(list)
    for text in texts:
        card = parse_english(text)
        if card.ok:
            ok += 1
            continue
        for item in card.unparsed:
            groups[cause_of(item)].append(item.text)
    return ok, len(texts), groups


def cause_of(item: A.Unparsed) -> str:
    if item.reason.startswith(("nieoczekiwane", "nieznane", "zdanie urwane", "niezrozumiała")):
        return cause(item.text)
    return f"card: {item.reason}"


def main(argv: list[str] | None = None) -> int:
    options = argparse.ArgumentParser(description=__doc__)
    options.add_argument("--cards", type=Path, required=True, help="SWDestinyDB directory")
    options.add_argument("--top", type=int, default=40, help="clusters shown")
    options.add_argument("--examples", type=int, default=3, help="sentences per cluster")
    options.add_argument("--grep", help="only clusters whose cause contains this")
    options.add_argument(
        "--validation", action="store_true", help="counts of the held-out split only"
    )
    args = options.parse_args(argv)
    texts = english_texts(args.cards, held_out=args.validation)
    ok, total, groups = clusters(texts)
    print(f"{ok}/{total} distinct texts ok ({ok / max(total, 1):.1%})")
    if args.validation:
        return 0
    sizes = Counter({key: len(items) for key, items in groups.items()})
    print(f"{sum(sizes.values())} unparsed sentences in {len(sizes)} clusters")
    shown = 0
    for key, size in sizes.most_common():
        if args.grep and args.grep not in key:
            continue
        print(f"\n{size:4d}  {key}")
        for sentence in groups[key][: args.examples]:
            print(f"      {' '.join(sentence.split())[:160]}")
        shown += 1
        if shown >= args.top:
            break
    return 0


if __name__ == "__main__":
    sys.exit(main())
