"""Card records: die face notation, the SWDestinyDB loader, Polish overlay, references."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from judge.cards.db import (
    CardDatabaseError,
    fold_name,
    load_card_database,
    rulebook_ref_to_code,
)
from judge.cards.dice import InvalidDieFace, describe_face, parse_face
from judge.cards.model import DieFace
from judge.errors import JudgeError, NotFound


@pytest.mark.parametrize(
    ("notation", "expected"),
    [
        ("2RD", DieFace("RD", 2, False, 0, "2RD")),
        ("+1MD", DieFace("MD", 1, True, 0, "+1MD")),
        ("3RD1", DieFace("RD", 3, False, 1, "3RD1")),
        ("+2ID1", DieFace("ID", 2, True, 1, "+2ID1")),
        ("1Sh", DieFace("Sh", 1, False, 0, "1Sh")),
        ("2R", DieFace("R", 2, False, 0, "2R")),
        ("1Dr", DieFace("Dr", 1, False, 0, "1Dr")),
        ("1Dc", DieFace("Dc", 1, False, 0, "1Dc")),
        ("1F", DieFace("F", 1, False, 0, "1F")),
        ("Sp", DieFace("Sp", None, False, 0, "Sp")),
        ("Sp1", DieFace("Sp", None, False, 1, "Sp1")),
        ("-", DieFace("-", None, False, 0, "-")),
        ("XRD", DieFace("RD", None, False, 0, "XRD", variable=True)),
        ("+1*", DieFace("*", 1, True, 0, "+1*")),
    ],
)
def test_parse_face(notation: str, expected: DieFace) -> None:
    assert parse_face(notation) == expected


@pytest.mark.parametrize("bad", ["", "RD", "2XX", "++1MD", "2RD-", "Sp-1", "1 RD 1x", "--"])
def test_invalid_face_is_a_judge_error(bad: str) -> None:
    with pytest.raises(InvalidDieFace) as raised:
        parse_face(bad)
    assert isinstance(raised.value, JudgeError)


def test_describe_face_in_polish() -> None:
    assert describe_face(parse_face("+2RD1")) == "+2 obrażenia dystansowe (koszt 1)"
    assert describe_face(parse_face("-")) == "pusta ścianka"


def test_rulebook_references() -> None:
    assert rulebook_ref_to_code("r137") == "01137"
    assert rulebook_ref_to_code("D37") == "02037"
    assert rulebook_ref_to_code("r4") == "01004"
    assert rulebook_ref_to_code("x12") is None
    assert rulebook_ref_to_code("01137") is None


def test_fold_name_ignores_case_diacritics_and_quotes() -> None:
    folded = fold_name("miecz swietlny lukea skywalkera")
    assert fold_name("Miecz świetlny Luke'a Skywalkera") == folded
    assert fold_name("Łowy") == "lowy"


def test_real_database_overlay_and_lookups(cards_db: Path) -> None:
    db = load_card_database(cards_db)
    # The shared copy is deliberately incomplete (texts held back for measurement): compare with
    # what the files hold instead of a fixed size. Every distinct code of set/*.json is a record.
    codes = {
        record["code"]
        for path in sorted((cards_db / "set").glob("*.json"))
        for record in json.loads(path.read_text(encoding="utf-8"))
    }
    assert len(codes) > 1000
    assert set(codes) <= {card.code for card in db}
    second_chance = db.get("01137")
    assert second_chance.name == "Druga szansa"
    assert second_chance.name_en == "Second Chance"
    assert second_chance.lang == "pl"
    assert second_chance.text and second_chance.text.startswith("Tylko żółta postać.")
    assert second_chance.text_en and second_chance.text_en.startswith("Yellow character only.")
    assert db.get("r137") is second_chance
    assert db.resolve("druga szansa") is second_chance
    assert db.resolve("Second Chance") is second_chance
    phasma = db.get("01001")
    assert phasma.unique and phasma.has_die and phasma.health == 11 and phasma.points == "12/15"
    assert [face.notation for face in phasma.sides] == ["1RD", "2RD", "1F", "1Dc", "1R", "-"]
    assert phasma.sides[0] == DieFace("RD", 1, False, 0, "1RD")
    assert phasma.rulebook_ref == "r1"
    # Spirit of Rebellion has almost no Polish text: English stays the text there.
    assert db.get("D46").lang == "en"
    assert db.die_card_for_set_icon("SoR", 1) is db.get("02001")
    assert load_card_database(cards_db) is db  # cached per process


def test_unknown_card_is_not_found(cards_db: Path) -> None:
    db = load_card_database(cards_db)
    with pytest.raises(NotFound):
        db.get("99999")
    with pytest.raises(NotFound):
        db.resolve("Nie ma takiej karty")


def test_missing_path_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(CardDatabaseError, match="Nie znaleziono bazy kart"):
        load_card_database(tmp_path / "missing")
    with pytest.raises(CardDatabaseError, match=r"set/\*\.json"):
        load_card_database(tmp_path)


def _write_db(root: Path, records: object) -> Path:
    (root / "set").mkdir(parents=True)
    (root / "set" / "AW.json").write_text(json.dumps(records), encoding="utf-8")
    return root


def test_invalid_json_names_the_file(tmp_path: Path) -> None:
    (tmp_path / "set").mkdir()
    (tmp_path / "set" / "AW.json").write_text("[{", encoding="utf-8")
    with pytest.raises(CardDatabaseError, match=r"AW\.json"):
        load_card_database(tmp_path)


def test_invalid_die_face_names_the_card(tmp_path: Path) -> None:
    record = {"code": "01001", "name": "X", "type_code": "character", "sides": ["2QQ"]}
    _write_db(tmp_path, [record])
    with pytest.raises(CardDatabaseError, match="01001"):
        load_card_database(tmp_path)


def test_fingerprint_follows_content(tmp_path: Path) -> None:
    record = {"code": "01001", "name": "A", "type_code": "event", "text": "Draw a card."}
    first = load_card_database(_write_db(tmp_path / "a", [record])).fingerprint
    second = load_card_database(_write_db(tmp_path / "b", [{**record, "name": "B"}])).fingerprint
    same = load_card_database(_write_db(tmp_path / "c", [record])).fingerprint
    assert first != second
    assert first == same


def test_rules_cards_errata_and_quoted_cards(tmp_path: Path) -> None:
    records = [
        {"code": "01129", "name": "Hyperspace Jump", "type_code": "event", "text": "End."},
        {"code": "02046", "name": "Outer Rim Smuggler", "type_code": "character", "text": "X"},
    ]
    database = _write_db(tmp_path / "db", records)
    quoted = tmp_path / "quoted-cards.yaml"
    quoted.write_text(
        "- ref: r129\n"
        "  kind: erratum\n"
        "  text: Zakończ fazę akcji.\n"
        "  source: destiny-rr.errata.01129\n"
        "- code: '01999'\n"
        "  name: Karta z instrukcji\n"
        "  type: event\n"
        "  kind: quick-start\n"
        "  text: Dobierz kartę.\n",
        encoding="utf-8",
    )
    db = load_card_database(database, rules_cards_file=quoted)
    jump = db.get("r129")
    assert jump.text == "End." and jump.errata_text == "Zakończ fazę akcji."
    assert jump.rules_text == "Zakończ fazę akcji." and jump.rules_lang == "pl"
    assert jump.errata_source == "destiny-rr.errata.01129"
    quick = db.get("01999")
    assert quick.source == "rules" and quick.lang == "pl" and quick.type == "event"
    assert db.get("02046").errata_text is None


def test_invalid_rules_cards_file_is_a_clear_error(tmp_path: Path) -> None:
    database = _write_db(tmp_path / "db", [{"code": "01001", "name": "A", "type_code": "event"}])
    quoted = tmp_path / "quoted-cards.yaml"
    quoted.write_text("- name: no code or text\n", encoding="utf-8")
    with pytest.raises(CardDatabaseError, match="code"):
        load_card_database(database, rules_cards_file=quoted)
