"""The fixed-seed validation split of LCG card texts does not drift."""

from __future__ import annotations

from pathlib import Path

from judge.cards.lcg.records import load
from judge.cards.lcg.split import is_validation, text_hash
from judge.resources import grammar_dir


def test_the_committed_split_is_reproduced(lcg_cards: Path) -> None:
    committed = {
        line.strip()
        for line in (grammar_dir() / "lcg_en.validation.txt")
        .read_text(encoding="utf-8")
        .splitlines()
        if line.strip() and not line.startswith("#")
    }
    texts = load(lcg_cards).texts()
    ours = {text_hash(t) for t in texts if is_validation(t)}
    assert ours == committed
    share = len(ours) / len(texts)
    assert 0.25 < share < 0.35
