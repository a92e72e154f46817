"""LCG card records from the swlcg JSON layout, read from any path."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from judge.cards.lcg.records import load, slug
from judge.errors import JudgeError, NotFound


def test_records_are_deduplicated_by_product_number_and_title(lcg_cards: Path) -> None:
    cards = load(lcg_cards)
    raw = 0
    keys = set()
    for file in (lcg_cards / "json").glob("*.json"):
        for item in json.loads(file.read_text(encoding="utf-8")):
            raw += 1
            keys.add((item["product"], item["number"], item["title"]))
    assert len(cards) == len(keys) < raw


def test_a_card_reads_its_printed_numbers(lcg_cards: Path) -> None:
    luke = load(lcg_cards).get("core-set-92")
    assert luke.title == "Luke Skywalker" and luke.type == "Unit" and luke.unique
    assert (luke.cost, luke.damage_capacity, luke.force_icons) == (4, 3, 3)
    assert (luke.normal_icons.unit_damage, luke.normal_icons.blast_damage) == (2, 1)
    assert luke.edge_icons.blast_damage == 1
    assert "Force User" in luke.traits and luke.url == "/cards/lcg/core-set-92"


def test_two_titles_under_one_number_get_the_title_in_their_ids(lcg_cards: Path) -> None:
    ids = {c.id for c in load(lcg_cards) if c.product == "Core Set" and c.number == 0}
    assert ids == {"core-set-0-sith", "core-set-0-imperial-navy"}


def test_any_directory_in_the_layout_is_read(tmp_path: Path) -> None:
    (tmp_path / "json").mkdir()
    (tmp_path / "json" / "pack.json").write_text(
        json.dumps(
            [
                {"product": "My Pack", "number": 7, "title": "A", "type": "Unit", "side": "Light"},
                {"product": "My Pack", "number": 7, "title": "A", "type": "Unit", "side": "Light"},
            ]
        ),
        encoding="utf-8",
    )
    cards = load(tmp_path)
    assert [c.id for c in cards] == ["my-pack-7"]
    with pytest.raises(NotFound, match="Nie ma karty LCG"):
        cards.get("nope")


def test_a_missing_directory_is_a_polish_message(tmp_path: Path) -> None:
    with pytest.raises(JudgeError, match="nie istnieje"):
        load(tmp_path / "absent")
    with pytest.raises(JudgeError, match="json"):
        load(tmp_path)


def test_slug() -> None:
    assert slug("Solo's Command") == "solos-command"
    assert slug("Core Set") == "core-set"
