"""`judge parse` and `judge cards check/show`, including bad input."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from judge.cli import main


def run(*args: str):
    return CliRunner().invoke(main, list(args))


def test_parse_prints_a_tree() -> None:
    result = run("parse", "Po tym, jak aktywujesz tę postać, dobierz kartę.")
    assert result.exit_code == 0, result.output
    assert "Trigger(timing='after'" in result.output
    assert "Draw" in result.output


def test_parse_json_has_nodes_and_spans() -> None:
    result = run("parse", "--json", "Dobierz kartę. Coś nieznanego.")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["node"] == "CardText"
    assert data["ok"] is False
    assert data["unparsed"] == [{"text": "Coś nieznanego.", "start": 15, "end": 30}]
    assert data["abilities"][0]["effect"]["steps"][0] == {
        "node": "Draw",
        "amount": {"node": "Fixed", "value": 1},
        "player": None,
    }


def test_parse_empty_text_is_a_clear_error() -> None:
    result = run("parse", "   ")
    assert result.exit_code == 2
    assert "pusty tekst" in result.output
    assert "Traceback" not in result.output


def test_parse_oversized_text_is_refused() -> None:
    result = run("parse", "a" * 30_000)
    assert result.exit_code == 2
    assert "za długi" in result.output


def test_cards_check_with_missing_database_is_a_clear_error(tmp_path: Path) -> None:
    result = run("cards", "check", "--cards", str(tmp_path / "nope"))
    assert result.exit_code == 2
    assert "Nie znaleziono bazy kart" in result.output
    assert "Traceback" not in result.output


def test_cards_show_unknown_code(cards_db: Path) -> None:
    result = run("--cards", str(cards_db), "cards", "show", "99999")
    assert result.exit_code == 2
    assert "Nie ma karty" in result.output


def test_cards_show_json_by_rulebook_reference(cards_db: Path) -> None:
    result = run("--cards", str(cards_db), "cards", "show", "r137", "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["code"] == "01137"
    assert data["parse"]["ok"] is True
    assert data["parse"]["abilities"][1]["trigger"]["would"] is True


@pytest.mark.slow
def test_cards_check_json_shape(cards_db: Path) -> None:
    result = run("cards", "check", "--cards", str(cards_db), "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["total"] == len(data["cards"])
    assert data["parsed"] == sum(row["ok"] for row in data["cards"])
    row = data["cards"][0]
    assert set(row) == {"code", "name", "lang", "ok", "unparsed", "executable"}
    assert data["by_lang"]["pl"]["parsed"] / data["by_lang"]["pl"]["total"] >= 0.95
    # `executable`: the engine's smoke run (issue 13); an unparsed card is never executable
    assert not any(r["executable"] for r in data["cards"] if not r["ok"])
    polish = data["by_lang"]["pl"]
    assert polish["executable"] == sum(r["executable"] for r in data["cards"] if r["lang"] == "pl")
