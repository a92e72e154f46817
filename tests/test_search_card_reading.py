"""English-only cards are indexed with their Polish reading (issues 12 and 15) at a low weight:
a Polish word finds the English card, and an ordinary word does not lift cards above the rule
sections."""

from __future__ import annotations

import pytest
from search_support import unit

from judge.cards.model import Card
from judge.search.api import search_index
from judge.search.build import build_index
from judge.search.searcher import SearchIndex
from judge.search.units import card_unit, polish_reading

ENGLISH_CARD = Card(
    code="99001",
    name="Hidden Blaster",
    name_en="Hidden Blaster",
    type="event",
    text="Deal 2 damage to a character.",
    text_en="Deal 2 damage to a character.",
    lang="en",
)
SHIELD_CARD = Card(
    code="99002",
    name="Shield Wall",
    name_en="Shield Wall",
    type="event",
    text="Give 3 shields to your characters, distributed as you wish.",
    text_en="Give 3 shields to your characters, distributed as you wish.",
    lang="en",
)
DAMAGE_RULE = unit(
    "t.damage-rule",
    "Otrzymywanie obrażeń",
    "Kiedy postać otrzymuje obrażenia, umieść na niej żetony obrażeń; osłony blokują je najpierw.",
)
SHIELD_RULE = unit(
    "t.shield-rule",
    "Osłony",
    "Osłony blokują obrażenia. Żeton osłony usuwa się po zablokowaniu obrażenia.",
)


def test_an_english_only_card_has_a_polish_reading() -> None:
    reading = polish_reading(ENGLISH_CARD)
    assert "obrażenia" in reading
    assert card_unit(ENGLISH_CARD).reading == reading
    assert "Deal 2 damage" in card_unit(ENGLISH_CARD).text  # what is shown stays the card's


def test_a_card_with_polish_text_has_no_reading() -> None:
    polish = Card(
        code="99003",
        name="Ukryty blaster",
        name_en="Hidden Blaster",
        type="event",
        text="Zadaj postaci 2 obrażenia.",
        text_en="Deal 2 damage to a character.",
        lang="pl",
    )
    assert polish_reading(polish) == ""


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> SearchIndex:
    directory = tmp_path_factory.mktemp("reading") / "index"
    build_index(
        (DAMAGE_RULE, SHIELD_RULE, card_unit(ENGLISH_CARD), card_unit(SHIELD_CARD)), directory
    )
    opened = SearchIndex(directory)
    yield opened
    opened.close()


def test_a_polish_word_finds_the_english_card(index: SearchIndex) -> None:
    # "żetony osłon" ("shields") and "rozdziela" occur in the Shield Wall reading only, of the
    # cards; English text would never match a Polish query.
    ids = [r.id for r in search_index(index, "rozdziela dowolnie osłony").results]
    assert "99002" in ids


def test_the_reading_does_not_outrank_the_rules_for_an_ordinary_word(index: SearchIndex) -> None:
    # One ordinary word: every rule section using it comes before the cards whose reading does.
    for query in ("obrażenia", "osłony", "obrazenia"):
        ids = [r.id for r in search_index(index, query).results]
        rules = [i for i in ids if i.startswith("t.")]
        assert ids[: len(rules)] == rules and len(rules) == 2, (query, ids)
    ids = [r.id for r in search_index(index, "obrażenia").results]
    assert "99001" in ids  # found, below the rules
    # A question: the rule about it first; the card whose reading has every word may follow.
    assert search_index(index, "zadaj obrażenia postaci").results[0].id == DAMAGE_RULE.id
