"""Errata of the rules documents applied to card texts (`rulings/quoted-cards.yaml`).

The real errata are checked against the card database read at run time (`cards_db`): the
expected texts are computed from the printed Polish text and the quoted correction, never
copied here. The edge cases use small databases of made-up cards.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from judge.cards import ast as A
from judge.cards.db import load_card_database, rules_cards_path
from judge.cards.parse import parse_card_text


def _entries() -> list[dict]:
    path = rules_cards_path()
    assert path is not None, "rulings/quoted-cards.yaml is shipped with the package"
    return yaml.safe_load(path.read_text(encoding="utf-8"))["cards"]


def _entry(code: str, kind: str) -> dict:
    (entry,) = [e for e in _entries() if e["code"] == code and e["kind"] == kind]
    return entry


def _sentence(quoted: str) -> str:
    """The quotation as a card prints it: with its final full stop."""
    return quoted if quoted.endswith(".") else quoted + "."


@pytest.fixture(scope="module")
def db(cards_db: Path):
    return load_card_database(cards_db)


@pytest.fixture(scope="module")
def printed_db(cards_db: Path, tmp_path_factory: pytest.TempPathFactory):
    """The same database without the rules documents' cards."""
    missing = tmp_path_factory.mktemp("no-rules") / "quoted-cards.yaml"
    return load_card_database(cards_db, rules_cards_file=missing)


@pytest.mark.parametrize("code", ["01129", "02046", "02120"])
def test_full_erratum_is_the_whole_text(db, printed_db, code: str) -> None:
    entry = _entry(code, "erratum")
    card = db.get(code)
    assert card.errata_text == _sentence(entry["text"])
    assert card.errata_source == entry["source"]
    assert card.rules_text == card.errata_text and card.rules_lang == "pl"
    assert card.text == printed_db.get(code).text  # the printed text stays what it was
    assert parse_card_text(card.rules_text).ok


def test_full_erratum_of_an_english_only_card_triggers_once_per_round(db) -> None:
    smuggler = db.get("02046")
    assert smuggler.lang == "en"  # Spirit of Rebellion: no Polish text in the database
    (ability,) = parse_card_text(smuggler.rules_text).abilities
    assert ability.kind == "triggered" and ability.trigger.once_per_round


def test_detonator_last_sentence_is_spliced_into_the_polish_text(db) -> None:
    entry = _entry("01067", "erratum-partial")
    assert entry["scope"] == "last-sentence"
    detonator = db.get("01067")
    printed = detonator.text
    assert detonator.lang == "pl" and printed
    body = printed.rstrip()
    kept = body[: body.rindex(". ", 0, len(body) - 1) + 2]  # everything before the last sentence
    assert detonator.errata_text == kept + _sentence(entry["text"])
    assert detonator.errata_source == entry["source"]
    parsed = parse_card_text(detonator.rules_text)
    assert parsed.ok
    assert [a.kind for a in parsed.abilities] == [
        a.kind for a in parse_card_text(printed).abilities
    ]


def test_jedi_temple_erratum_replaces_the_claim_effect_and_keeps_the_header(db) -> None:
    entry = _entry("01170", "erratum-partial")
    assert entry["scope"] == "claim-effect"
    temple = db.get("01170")
    printed = temple.text
    assert temple.lang == "pl" and printed and "\n" not in printed
    header = printed[: printed.index(" - ") + 3]
    assert "Zajęcie" in header
    assert temple.errata_text == header + _sentence(entry["text"])
    (claim,) = parse_card_text(temple.rules_text).abilities
    assert claim.kind == "claim"
    discard = claim.effect.steps[-1]
    assert isinstance(discard, A.Discard) and discard.cards.count == A.UpTo(2)


def test_rules_cards_change_no_printed_text_and_only_errata_codes(db, printed_db) -> None:
    """Quotations (`excerpt`) never replace a database card's text; a quick-start face
    (`full`) gives its Polish text only to a card the database has in English only."""
    errata_codes = {e["code"] for e in _entries() if e["kind"].startswith("erratum")}
    assert errata_codes == {"01067", "01129", "01170", "02046", "02120"}
    faces = {e["code"]: e for e in _entries() if e["kind"] == "quick-start"}
    quoted_codes = {e["code"] for e in _entries() if e["kind"] == "quoted"}
    assert quoted_codes and (quoted_codes | set(faces)) <= set(printed_db.cards)
    given_polish = 0
    for code, card in printed_db.cards.items():
        merged = db.get(code)
        if code in faces and card.lang == "en":
            assert (merged.text, merged.lang) == (faces[code]["text"], "pl"), code
            given_polish += 1
        else:
            assert (merged.text, merged.lang, merged.name) == (card.text, card.lang, card.name)
        assert (merged.errata_text is not None) == (code in errata_codes), code
    assert given_polish >= 1  # 01006, printed in the quick-start rules, has no Polish DB text


# --- edge cases on made-up cards ------------------------------------------------------------------


def _database(root: Path, cards: list[tuple[str, str, str, str | None]]) -> Path:
    """A database of (code, type, English text, Polish text or None) cards."""
    english = [
        {"code": code, "name": f"Card {code}", "type_code": kind, "text": text_en}
        for code, kind, text_en, _ in cards
    ]
    polish = [
        {"code": code, "name": f"Karta {code}", "text": text_pl}
        for code, _, _, text_pl in cards
        if text_pl is not None
    ]
    (root / "set").mkdir(parents=True)
    (root / "set" / "AW.json").write_text(json.dumps(english), encoding="utf-8")
    overlay = root / "translations" / "pl" / "set"
    overlay.mkdir(parents=True)
    (overlay / "AW.json").write_text(json.dumps(polish), encoding="utf-8")
    return root


def _rules(root: Path, entries: list[dict]) -> Path:
    path = root / "quoted-cards.yaml"
    path.write_text(yaml.safe_dump({"cards": entries}, allow_unicode=True), encoding="utf-8")
    return path


def test_last_sentence_keeps_the_header_typos_and_other_lines(tmp_path: Path) -> None:
    cards = [
        (
            "01001",
            "upgrade",
            "Spot.\n[special] - Deal 1 damage.",
            "Wyznacz postać.\n[special] - Zadaj 1 obrażenie dowolnej postaci.",
        ),
        ("01002", "event", "Turn a die. Discard.", "Obróć kość na dowolną ścankę. Odrzuć kartę."),
    ]
    rules = _rules(
        tmp_path,
        [
            {
                "code": "01001",
                "kind": "erratum-partial",
                "scope": "last-sentence",
                "text": "Zadaj 2 obrażenia dowolnej postaci",
            },
            {
                "code": "01002",
                "kind": "erratum-partial",
                "scope": "last-sentence",
                "text": "Odrzuć tę kartę z gry",
            },
        ],
    )
    db = load_card_database(_database(tmp_path / "db", cards), rules_cards_file=rules)
    assert db.get("01001").errata_text == (
        "Wyznacz postać.\n[special] - Zadaj 2 obrażenia dowolnej postaci."
    )
    assert db.get("01002").errata_text == "Obróć kość na dowolną ścankę. Odrzuć tę kartę z gry."


def test_claim_effect_changes_only_the_claim_line(tmp_path: Path) -> None:
    cards = [
        (
            "01003",
            "battlefield",
            "Claim - Draw.\nOther.",
            "<b>Zajęcie</b> - Dobierz kartę. Zyskaj 1 żeton zasobu.\nTylko dla bohaterów.",
        ),
    ]
    rules = _rules(
        tmp_path,
        [
            {
                "code": "01003",
                "kind": "erratum-partial",
                "scope": "claim-effect",
                "text": "Dobierz 2 karty",
            },
        ],
    )
    db = load_card_database(_database(tmp_path / "db", cards), rules_cards_file=rules)
    assert db.get("01003").errata_text == (
        "<b>Zajęcie</b> - Dobierz 2 karty.\nTylko dla bohaterów."
    )


def test_partial_errata_need_a_printed_polish_text(tmp_path: Path) -> None:
    cards = [
        ("01004", "upgrade", "Deal 1 damage. Discard this.", None),
        ("01005", "battlefield", "Claim - Draw.", None),
        ("01006", "battlefield", "No claim here.", "Brak zajęcia."),
    ]
    rules = _rules(
        tmp_path,
        [
            {"code": "01004", "kind": "erratum-partial", "scope": "last-sentence", "text": "X"},
            {"code": "01005", "kind": "erratum-partial", "scope": "claim-effect", "text": "Y"},
            {"code": "01006", "kind": "erratum-partial", "scope": "claim-effect", "text": "Z"},
            {"code": "01099", "kind": "erratum-partial", "scope": "last-sentence", "text": "W"},
        ],
    )
    db = load_card_database(_database(tmp_path / "db", cards), rules_cards_file=rules)
    for code in ("01004", "01005", "01006"):
        assert db.get(code).errata_text is None
    assert "01099" not in db  # a corrected part of a card nobody has is not a card


def test_excerpt_never_becomes_the_text_and_a_full_face_does(tmp_path: Path) -> None:
    cards = [
        ("02001", "character", "Guardian.\nAfter you activate, draw.", None),
        ("02002", "event", "Draw a card.", None),
    ]
    rules = _rules(
        tmp_path,
        [
            {"code": "02001", "kind": "quoted", "scope": "excerpt", "text": "Strażnik."},
            {"code": "02002", "kind": "quick-start", "scope": "full", "text": "Dobierz kartę."},
            {
                "code": "02003",
                "name": "Cytat",
                "type": "event",
                "kind": "quoted",
                "scope": "excerpt",
                "text": "Dobierz kartę.",
            },
        ],
    )
    db = load_card_database(_database(tmp_path / "db", cards), rules_cards_file=rules)
    guardian = db.get("02001")
    assert guardian.lang == "en" and guardian.text.startswith("Guardian.")
    face = db.get("02002")
    assert face.lang == "pl" and face.text == "Dobierz kartę." and face.errata_text is None
    quoted = db.get("02003")  # absent from the database: what the rules quote is all we have
    assert quoted.source == "rules" and quoted.text == "Dobierz kartę."
