"""`judge search`: output, JSON, and exit code 2 with a Polish message on bad input."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from search_support import GUARDIAN, SHIELDS, UNITS

from judge.cli import main
from judge.search import sources
from judge.search.api import close_indexes


@pytest.fixture
def run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(sources, "source_key", lambda s: "cli-fixture")
    monkeypatch.setattr(sources, "load_units", lambda s: list(UNITS))
    runner = CliRunner()

    def invoke(*args: str):
        return runner.invoke(main, ["--data-dir", str(tmp_path), "search", *args])

    yield invoke
    close_indexes()


def test_terminal_output_shows_title_citation_snippet(run) -> None:
    result = run("straznik")
    assert result.exit_code == 0, result.output
    assert "1. Strażnik" in result.output
    assert GUARDIAN.citation in result.output
    assert "aktywowanej postaci strażnika" in result.output
    assert "/rules/t.guardian" in result.output


def test_several_words_without_quotes(run) -> None:
    result = run("obrazenia", "od", "kosci")
    assert result.exit_code == 0
    assert "Wyniki" in result.output


def test_json_output(run) -> None:
    result = run("Guardian", "--json", "--limit", "2")
    assert result.exit_code == 0
    data = json.loads(result.output)
    assert data["results"][0]["id"] == GUARDIAN.id
    assert len(data["results"]) <= 2
    assert "<mark>Strażnik</mark>" in data["results"][0]["snippet"]


def test_filters(run) -> None:
    data = json.loads(run("zakłócenie", "--game", "lcg", "--kind", "rule", "--json").output)
    assert [r["game"] for r in data["results"]] == ["lcg"]


def test_nothing_found_is_not_an_error(run) -> None:
    result = run("xyzzy")
    assert result.exit_code == 0
    assert "Nic nie znaleziono" in result.output


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("*",), "nie zawiera słów"),
        (("",), "nie zawiera słów"),
        (("x" * 10_000,), "najwyżej 500"),
        (("kość", "--limit", "0"), "--limit"),
        (("kość", "--game", "chess"), "--game"),
    ],
)
def test_bad_input_exits_2_with_a_message(run, args: tuple[str, ...], message: str) -> None:
    result = run(*args)
    assert result.exit_code == 2
    assert message in result.output
    assert "Traceback" not in result.output


def test_unbalanced_quote_searches_and_notes_it(run) -> None:
    result = run('"strażnik')
    assert result.exit_code == 0
    assert "niesparowany cudzysłów" in result.output
    assert "1. Strażnik" in result.output


@pytest.mark.parametrize(
    "args",
    [
        ("-osłony",),
        ("--", "-osłony"),
        ("-osłony", "-n", "1"),
        ("--limit=1", "-osłony"),
        ("-n1", "-osłony"),
        ("--game", "destiny", "-osłony", "-blokują"),
    ],
)
def test_a_word_starting_with_a_dash_is_searched(run, args: tuple[str, ...]) -> None:
    result = run(*args)
    assert result.exit_code == 0, result.output
    assert "1. Osłony" in result.output
    assert SHIELDS.citation in result.output


def test_a_word_starting_with_n_is_not_the_limit_option(run) -> None:
    result = run("-nieblokowalne", "osłony")
    assert result.exit_code == 0, result.output
    assert "1. Osłony" in result.output


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--jsno", "osłony"), "Nieznana opcja „--jsno”"),
        (("osłony", "--game"), "Opcja „--game” wymaga wartości"),
    ],
)
def test_unknown_or_incomplete_options_are_refused_in_polish(
    run, args: tuple[str, ...], message: str
) -> None:
    result = run(*args)
    assert result.exit_code == 2
    assert message in result.output
    assert "No such option" not in result.output
    assert "Traceback" not in result.output


def test_a_control_character_inside_a_word(run) -> None:
    result = run("osł\x01ony")
    assert result.exit_code == 0, result.output
    assert "1. Osłony" in result.output
    assert result.output.count("Pominięto znaki sterujące.") == 1


def test_a_repeated_note_is_printed_once(run) -> None:
    result = run(*(["a*"] * 160), "osłony")
    assert result.exit_code == 0, result.output
    assert result.output.count("Prefiks „a*” jest za krótki") == 1
