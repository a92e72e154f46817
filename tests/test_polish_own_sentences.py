"""Polish sentences the grammar was not built from: my own wordings of English cards of other
sets (tests/data/polish_own_sentences.yaml), checked against the English card's AST."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from judge.cards.compare import comparable
from judge.cards.db import load_card_database
from judge.cards.english.parse import parse_english
from judge.cards.parse import parse_card_text

DATA = Path(__file__).parent / "data" / "polish_own_sentences.yaml"
SENTENCES = yaml.safe_load(DATA.read_text(encoding="utf-8"))["sentences"]
REASONS = {"representation", "english-grammar", "reference"}


@pytest.mark.parametrize("entry", SENTENCES, ids=[e["code"] for e in SENTENCES])
def test_own_sentence_parses_to_the_english_reading(entry: dict, cards_db: Path) -> None:
    parsed = parse_card_text(entry["text"])
    assert parsed.ok, parsed.unparsed
    english = parse_english(_english_text(cards_db, entry["code"]))
    if not english.ok:
        pytest.skip("the English grammar does not read this card")
    same = comparable(parsed.abilities) == comparable(english.abilities)
    if "differs" in entry:
        assert entry["differs"] in REASONS and entry["note"]
        assert not same, "listed as different but equal now: remove `differs`"
    else:
        assert same, "Polish and English ASTs differ"


def _english_text(cards_db: Path, code: str) -> str:
    return load_card_database(cards_db).get(code).text_en or ""
