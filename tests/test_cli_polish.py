"""The CLI speaks Polish (issue 14): click's own messages and help, card labels, symbols,
citations a judge reads out, and `judge replay ID` for the shipped scenarios."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from judge import cli_messages, symbols
from judge.cli import ROOM_COMMANDS, main
from judge.corpus.cli import render_blocks
from judge.corpus.store import load_corpus

# What click says when its messages are not translated, and its English metavars.
ENGLISH = re.compile(
    r"Usage:|Options:|Commands:|Error:|Try '|Show this|Show the|No such|Missing|Invalid value"
    r"|Did you mean|\[default|\brequired\b|\b(TEXT|INTEGER|DIRECTORY|FILE|PATH|OPTIONS|COMMAND)\b"
)


def run(*args: str):
    return CliRunner().invoke(main, list(args), prog_name="judge")


def every_command() -> list[tuple[list[str], click.Command]]:
    """Every command of the tree with its path (`["cards", "show"]`), loaded as `judge` does."""
    ctx = click.Context(main)
    found: list[tuple[list[str], click.Command]] = []

    def walk(path: list[str], command: click.Command) -> None:
        found.append((path, command))
        if isinstance(command, click.Group):
            for name in command.list_commands(ctx):
                sub = command.get_command(ctx, name)
                assert sub is not None
                walk([*path, name], sub)

    walk([], main)
    return found


def test_every_click_message_has_a_polish_translation() -> None:
    """Every message click marks for translation in the modules `install` patches; a click
    upgrade adding one fails here with its text."""
    missing = []
    for name in cli_messages.CLICK_MODULES:
        module = __import__(name, fromlist=["_"])
        tree = ast.parse(Path(module.__file__ or "").read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
                continue
            if node.func.id not in ("_", "ngettext"):
                continue
            missing += [
                f"{name}: {arg.value!r}"
                for arg in node.args
                if isinstance(arg, ast.Constant)
                and isinstance(arg.value, str)
                and arg.value not in cli_messages.CATALOGUE
            ]
    assert not missing, "\n".join(missing)


def test_a_typo_in_an_option_is_a_polish_usage_error() -> None:
    result = run("rules", "show", "--jsno", "destiny-rr.cz7.kolejka")
    assert result.exit_code == 2
    assert "Błąd: Nie ma opcji „--jsno”. Czy chodziło o „--json”?" in result.output
    assert "Użycie: judge rules show [OPCJE] ID_SEKCJI" in result.output
    assert "Pomoc: „judge rules show --help”." in result.output
    assert not ENGLISH.search(result.output), result.output


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["rules", "shwo"], "Nie ma polecenia „shwo”. Czy chodziło o „show”?"),
        (["no-such-command"], "Nie ma polecenia „no-such-command”."),
        (["rules", "show"], "Brak argumentu „ID_SEKCJI”."),
        (["rulings", "show"], "Brak argumentu „ID_ORZECZENIA”."),
        (["replay", "--step", "x", "plik.yaml"], "„x” to nie jest liczba całkowita."),
        (["serve", "--port", "99999"], "Nieprawidłowa wartość „--port”: 99999 jest poza zakresem"),
        (["search", "--game", "foo", "x"], "„foo” to nie jest żadna z wartości:"),
        (["--data-dir", __file__, "rules", "list"], "jest plikiem."),
        (["cards", "show", "01001", "extra"], "Nieoczekiwany dodatkowy argument (extra)"),
    ],
)
def test_bad_usage_gets_a_polish_message_and_exit_2(args: list[str], expected: str) -> None:
    result = run(*args)
    assert result.exit_code == 2, result.output
    assert expected in result.output
    assert not ENGLISH.search(result.output), result.output


def test_every_help_text_is_polish() -> None:
    commands = every_command()
    assert {path[0] for path, _ in commands if path} >= set(ROOM_COMMANDS)
    for path, command in commands:
        result = run(*path, "--help")
        assert result.exit_code == 0, (path, result.output)
        assert result.output.startswith("Użycie: judge"), (path, result.output)
        assert not ENGLISH.search(result.output), (path, result.output)
        assert command.help, f"{path}: no help text"
        for param in command.params:
            if isinstance(param, click.Argument):  # named in Polish where declared
                assert param.metavar, f"{path}: argument {param.name} has no Polish metavar"
            elif isinstance(param, click.Option) and param.help is None:
                assert param.name == "help", f"{path}: option {param.name} has no help"


def test_version() -> None:
    result = run("--version")
    assert result.exit_code == 0
    assert ", wersja " in result.output


# --- symbols in text ------------------------------------------------------------------------


def test_plain_names_symbols_in_polish_and_drops_card_tags() -> None:
    assert (
        symbols.plain("<b>Action</b> - [special] oraz [melee] i [?] z [SoR]")
        == "Action - [zdolność specjalna] oraz [obrażenia wręcz] i [symbol nieczytelny] z [SoR]"
    )
    assert symbols.plain("[tactics] [unit-damage] [blank]") == (
        "[taktyka] [obrażenia jednostek] [pusta ścianka]"
    )


def test_plain_segments_keeps_hits_across_a_symbol_cut_by_the_search() -> None:
    segments = [("obrażenia wręcz ([", False), ("melee", True), ("]) i ", False), ("x", True)]
    assert symbols.plain_segments(segments) == [
        ("obrażenia wręcz (", False),
        ("[obrażenia wręcz]", True),
        (") i ", False),
        ("x", True),
    ]


def test_no_section_or_ruling_prints_symbol_markup() -> None:
    corpus = load_corpus()
    markup = re.compile(r"\[(" + "|".join(map(re.escape, symbols.PLAIN_NAMES)) + r")\]")
    leaks = [
        item.id
        for item in [*corpus.sections, *corpus.rulings]
        if markup.search(render_blocks(item.blocks))
    ]
    assert not leaks, leaks[:10]
    shown = run("rules", "show", "destiny-qs.akcje.rozpatrzenie-kosci")
    assert "obrażenia wręcz ([obrażenia wręcz])" in shown.output


def test_rulings_list_names_the_kind_in_polish() -> None:
    result = run("rulings", "list", "--kind", "clarification")
    assert result.exit_code == 0
    assert "· wyjaśnienia kart" in result.output
    assert "[clarification]" not in result.output


def test_diff_labels_punctuation_only_changes() -> None:
    result = run("rules", "diff")
    assert "[zmieniona: tylko interpunkcja] Strażnik" in result.output
    assert "[special]" not in result.output and "[ranged]" not in result.output


# --- cards ----------------------------------------------------------------------------------


def test_cards_show_uses_the_sites_polish_labels(cards_db: Path) -> None:
    result = run("--cards", str(cards_db), "cards", "show", "09005")
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[1].startswith("osłabienie · niebieska · złoczyńca · koszt")
    assert "Tekst (po angielsku): " in result.output
    assert "[zdolność specjalna]" in result.output
    readable = result.output.split("Drzewo (AST):")[0]  # the tree keeps the source's offsets
    assert "[special]" not in readable and "<b>" not in readable
    phasma = run("--cards", str(cards_db), "cards", "show", "01001")
    assert phasma.output.splitlines()[1] == "postać · czerwona · złoczyńca · zdrowie 11"


# --- replay ---------------------------------------------------------------------------------


def test_replay_by_id_or_case_prints_citations(cards_db: Path) -> None:
    by_id = run("--cards", str(cards_db), "replay", "c37-nightsister-self-defeat")
    assert by_id.exit_code == 0, by_id.output
    assert "§ SW:P Zasady (wyd. bieżące), cz. 5 › Przygotowanie" in by_id.output
    assert "§ destiny-rr." not in by_id.output
    assert "(SW:P Zasady (wyd. bieżące), cz. 8 › Wybierz (cel))" in by_id.output
    by_case = run("--cards", str(cards_db), "replay", "C37")
    assert by_case.output == by_id.output


def test_replay_of_an_unknown_id_lists_close_ones() -> None:
    result = run("replay", "nightsistr")
    assert result.exit_code == 2
    assert "Nie ma pliku ani wbudowanego scenariusza „nightsistr”" in result.output
    assert "c37-nightsister-self-defeat" in result.output
    assert "judge replay --list" in result.output
    ambiguous = run("replay", "c14")
    assert ambiguous.exit_code == 2
    assert "c14-simultaneous-jango-tusken" in ambiguous.output
    assert "c14b-simultaneous-battlefield-controller-decides" in ambiguous.output


def test_replay_list_names_every_shipped_scenario() -> None:
    result = run("replay", "--list")
    assert result.exit_code == 0
    assert "c37-nightsister-self-defeat\n    Siostra Nocy" in result.output
    assert "swm01-dooku-atakuje-obi-wana" in result.output
    assert "lcg-01-balance-dial-first-turn" in result.output
