"""`judge rules` and `judge rulings`: text, JSON and bad input."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from judge.cli import main


def run(*args: str):
    return CliRunner().invoke(main, list(args))


def test_rules_list_json_has_the_contract_fields() -> None:
    result = run("rules", "list", "--document", "destiny-rr", "--json")
    assert result.exit_code == 0, result.output
    sections = json.loads(result.output)
    assert sections
    for key in ("id", "game", "document", "title", "breadcrumb", "citation", "text"):
        assert key in sections[0]
    assert {s["document"] for s in sections} == {"destiny-rr"}


def test_rules_list_filters_by_game() -> None:
    sections = json.loads(run("rules", "list", "--game", "destiny", "--json").output)
    assert {s["game"] for s in sections} == {"destiny"}


def test_rules_show_text_and_json() -> None:
    section_id = "destiny-rr.cz7.zdolnosci-aktywowane.zdolnosci-przed-tym"
    text = run("rules", "show", section_id)
    assert text.exit_code == 0
    assert text.output.startswith("SW:P Zasady (wyd. bieżące), cz. 7 › Zdolności „przed tym”")
    assert "  │ Przykład: treść Jedności z Mocą (r42)" in text.output
    data = json.loads(run("rules", "show", section_id, "--json").output)
    assert data["parent"] == "destiny-rr.cz7.zdolnosci-aktywowane"
    assert data["previous"] == "destiny-rr.cz7.zdolnosci-aktywowane.warunek-aktywacji"
    assert data["blocks"][1]["kind"] == "example"


def test_rules_show_says_where_cross_references_lead() -> None:
    text = run("rules", "show", "destiny-rr.cz1.wydarzenia").output
    assert "↪ patrz „W zawieszeniu” na stronie 11 → destiny-rr.cz3.w-zawieszeniu" in text


def test_rulings_list_json_has_the_contract_fields() -> None:
    result = run("rulings", "list", "--kind", "clarification", "--json")
    rulings = json.loads(result.output)
    assert len([r for r in rulings if r["document"] == "destiny-rr"]) == 31
    for key in ("id", "game", "kind", "title", "text", "cards", "sections"):
        assert key in rulings[0]
    assert {r["kind"] for r in rulings} == {"clarification"}


def test_rulings_list_by_card() -> None:
    rulings = json.loads(run("rulings", "list", "--card", "01137", "--json").output)
    assert "destiny-rr.clarification.01137-druga-szansa" in [r["id"] for r in rulings]


def test_rulings_show() -> None:
    result = run("rulings", "show", "destiny-rr.errata.01067-detonator-termiczny")
    assert result.exit_code == 0
    assert "Odrzuć to ulepszenie z gry" in result.output


@pytest.mark.parametrize(
    "args",
    [
        ("rules", "show", "destiny-rr.nie-ma"),
        ("rulings", "show", "nie-ma"),
        ("rules", "list", "--game", "chess"),
        ("rules", "list", "--document", "nie-ma"),
        ("rulings", "list", "--kind", "plotka"),
    ],
)
def test_bad_input_is_a_polish_message_and_exit_2(args: tuple[str, ...]) -> None:
    result = run(*args)
    assert result.exit_code == 2
    assert result.output.startswith("Błąd: ")
    assert "Traceback" not in result.output


def test_tables_print_one_row_a_line() -> None:
    result = run("rules", "show", "swm-rules.zaawansowany-zasady-gry.tworzenie-druzyny")
    assert "\n  ARC Trooper | 18\n" in result.output
