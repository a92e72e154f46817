"""click's own messages in Polish: usage, help sections, errors for bad options and arguments.

click marks every message it prints with gettext (`_("No such option: {name}")`), so an
application can translate them. A gettext catalogue would be global to the process (every
library's messages in the default domain) and needs compiled `.mo` files; instead `install`
points the `_`/`ngettext` names of click's own modules at `CATALOGUE`, leaving everything
else alone. A message missing from the catalogue is printed in English, and
`tests/test_cli_polish.py` lists it, so a click upgrade cannot leak English unnoticed.
`polish_command` gives a command tree Polish metavars (`[OPCJE]`, `POLECENIE`).
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Iterable, Sequence

import click

# click's modules whose messages reach a user of `judge` (not the Windows console, the
# shell completion or the test runner).
CLICK_MODULES = (
    "click.core",
    "click.decorators",
    "click.exceptions",
    "click.formatting",
    "click.parser",
    "click.types",
    "click.termui",
    "click.utils",
)

# English message id -> Polish. Placeholders are click's; a `!r` may be dropped to quote the
# Polish way („…”). For ngettext, the plural id maps to the form for more than one.
CATALOGUE: dict[str, str] = {
    # usage and help
    "Usage:": "Użycie:",
    "Options": "Opcje",
    "Commands": "Polecenia",
    "Positional arguments": "Argumenty",
    "Show this message and exit.": "Pokaż tę pomoc i zakończ.",
    "Show the version and exit.": "Pokaż wersję i zakończ.",
    "%(prog)s, version %(version)s": "%(prog)s, wersja %(version)s",
    "env var: {var}": "zmienna środowiskowa: {var}",
    "default: {default}": "domyślnie: {default}",
    "(dynamic)": "(wyliczane)",
    "required": "wymagane",
    "deprecated": "przestarzałe",
    "Try '{command} {option}' for help.": "Pomoc: „{command} {option}”.",
    "Error: {message}": "Błąd: {message}",
    # bad input
    "No such command {name!r}.": "Nie ma polecenia „{name}”.",
    "No such option {name!r}.": "Nie ma opcji „{name}”.",
    "Did you mean {possibility}?": "Czy chodziło o {possibility}?",
    "(Did you mean one of: {possibilities}?)": "(Czy chodziło o jedno z: {possibilities}?)",
    "Missing command.": "Brak polecenia.",
    "Missing argument": "Brak argumentu",
    "Missing option": "Brak opcji",
    "Missing parameter": "Brak parametru",
    "Missing {param_type}": "Brak: {param_type}",
    "Missing parameter: {param_name}": "Brak parametru: {param_name}",
    "Invalid value: {message}": "Nieprawidłowa wartość: {message}",
    "Invalid value for {param_hint}: {message}": "Nieprawidłowa wartość {param_hint}: {message}",
    "Got unexpected extra argument ({args})": "Nieoczekiwany dodatkowy argument ({args})",
    "Got unexpected extra arguments ({args})": "Nieoczekiwane dodatkowe argumenty ({args})",
    "Option {name!r} does not take a value.": "Opcja „{name}” nie przyjmuje wartości.",
    "Option {name!r} requires an argument.": "Opcja „{name}” wymaga wartości.",
    "Option {name!r} requires {nargs} arguments.": "Opcja „{name}” wymaga {nargs} wartości.",
    "Argument {name!r} takes {nargs} values.": "Argument „{name}” przyjmuje {nargs} wartości.",
    "Invalid start character for option ({option})": "Nieprawidłowy pierwszy znak opcji ({option})",
    "Takes {nargs} values but 1 was given.": "Przyjmuje {nargs} wartości, podano 1.",
    "Takes {nargs} values but {len} were given.": "Przyjmuje {nargs} wartości, podano {len}.",
    "Value must be an iterable.": "Wartość musi być listą.",
    "{value!r} is not {choice}.": "„{value}” to nie {choice}.",
    "{value!r} is not one of {choices}.": "„{value}” to nie jest żadna z wartości: {choices}.",
    "Choose from:\n\t{choices}": "Do wyboru:\n\t{choices}",
    "Choice({choices})": "Wybór({choices})",
    "{value!r} is not a valid {number_type}.": "„{value}” to nie jest {number_type}.",
    "{value} is not in the range {range}.": "{value} jest poza zakresem {range}.",
    "{value!r} is not a valid boolean. Recognized values: {states}": (
        "„{value}” to nie jest wartość logiczna. Rozpoznawane: {states}"
    ),
    "{value!r} is not a valid UUID.": "„{value}” to nie jest poprawny UUID.",
    "{value!r} does not match the format {format}.": "„{value}” nie ma formatu {format}.",
    "{value!r} does not match the formats {formats}.": (
        "„{value}” nie ma żadnego z formatów {formats}."
    ),
    "{len_type} values are required, but {len_value} was given.": (
        "Wymagane wartości: {len_type}, podano {len_value}."
    ),
    "{len_type} values are required, but {len_value} were given.": (
        "Wymagane wartości: {len_type}, podano {len_value}."
    ),
    "file": "plik",
    "directory": "katalog",
    "path": "ścieżka",
    "{name} {filename!r} does not exist.": "{name} „{filename}” nie istnieje.",
    "{name} {filename!r} is a file.": "{name} „{filename}” jest plikiem.",
    "{name} {filename!r} is a directory.": "{name} „{filename}” jest katalogiem.",
    "{name} {filename!r} is not readable.": "{name} „{filename}” nie da się odczytać.",
    "{name} {filename!r} is not writable.": "{name} „{filename}” nie da się zapisać.",
    "{name} {filename!r} is not executable.": "{name} „{filename}” nie jest wykonywalny.",
    "Could not open file {filename!r}: {message}": (
        "Nie można otworzyć pliku „{filename}”: {message}"
    ),
    "unknown error": "nieznany błąd",
    # prompts
    "Aborted!": "Przerwano.",
    "Repeat for confirmation": "Powtórz, aby potwierdzić",
    "Error: The two entered values do not match.": "Błąd: podane wartości się różnią.",
    "Error: invalid input": "Błąd: nieprawidłowa odpowiedź",
    "Press any key to continue...": "Naciśnij dowolny klawisz…",
    "Do you want to continue?": "Kontynuować?",
    "Confirm the action without prompting.": "Potwierdź bez pytania.",
    # messages about a mistake in a command's definition (a bug of ours, not of the user's)
    "DeprecationWarning: The command {name!r} is deprecated.{extra_message}": (
        "Uwaga: polecenie „{name}” jest przestarzałe.{extra_message}"
    ),
    "DeprecationWarning: The {param_type} {name!r} is deprecated.{extra_message}": (
        "Uwaga: {param_type} „{name}” jest przestarzały.{extra_message}"
    ),
    "Name '{name}' defined twice": "Nazwa „{name}” zdefiniowana dwukrotnie",
    "Boolean option {decl!r} cannot use the same flag for true/false.": (
        "Opcja logiczna „{decl}” nie może używać tej samej flagi dla prawdy i fałszu."
    ),
    "Could not determine name for option with declarations {decls!r}": (
        "Nie można ustalić nazwy opcji z deklaracji {decls!r}"
    ),
    "No options defined but a name was passed ({name}). Did you mean to declare an argument "
    "instead? Did you mean to pass '--{name}'?": (
        "Nie zdefiniowano opcji, a podano nazwę ({name}). Czy to miał być argument? "
        "Czy chodziło o „--{name}”?"
    ),
    "Arguments take exactly one parameter declaration, got {length}: {decls}.": (
        "Argument przyjmuje dokładnie jedną deklarację, podano {length}: {decls}."
    ),
    "Unknown color {colour!r}": "Nieznany kolor {colour!r}",
    "Unknown standard stream '{name}'": "Nieznany strumień standardowy „{name}”",
}

# Names of click's parameter types, shown as option metavars (`--step LICZBA`) and in
# messages ("„x” to nie jest liczba całkowita.").
TYPE_NAMES: dict[click.ParamType, str] = {
    click.STRING: "tekst",
    click.INT: "liczba całkowita",
    click.FLOAT: "liczba",
    click.BOOL: "tak/nie",
    click.UUID: "UUID",
}
RANGE_TYPE_NAMES: dict[type[click.ParamType], str] = {
    click.IntRange: "liczba całkowita",
    click.FloatRange: "liczba",
}
# A shorter metavar where the type name is long.
TYPE_METAVARS: dict[str, str] = {"liczba całkowita": "LICZBA", "tak/nie": "TAK|NIE"}

# A name click quoted itself (`'--step'`, `'SECTION_ID'`).
_CLICK_QUOTED = re.compile(r"'([^']*)'")

OPTIONS_METAVAR = "[OPCJE]"
SUBCOMMAND_METAVAR = "POLECENIE [ARGUMENTY]..."


def translate(message: str) -> str:
    return CATALOGUE.get(message, message)


def translate_plural(singular: str, plural: str, count: int) -> str:
    return translate(singular if count == 1 else plural)


def _quoted(names: Iterable[str]) -> str:
    return " / ".join(f"„{name}”" for name in names)


def join_param_hints(param_hint: Sequence[str] | str | None) -> str | None:
    """click's `_join_param_hints` with Polish quotes: `'--step'` → „--step”."""
    if param_hint is None:
        return None
    if isinstance(param_hint, str):
        return _CLICK_QUOTED.sub(lambda m: f"„{m.group(1)}”", param_hint)
    return _quoted(param_hint)


def format_possibilities(possibilities: list[str]) -> str:
    """click's `_format_possibilities` ("Did you mean …?") with Polish quotes."""
    names = sorted(possibilities)
    if len(names) == 1:
        return f"Czy chodziło o {_quoted(names)}?"
    return "(Czy chodziło o jedno z: " + ", ".join(f"„{name}”" for name in names) + "?)"


def install() -> None:
    """Make click speak Polish (idempotent). Call before any click command is defined: a
    few messages (`--version`'s help) are read when the decorator runs."""
    for name in CLICK_MODULES:
        module = importlib.import_module(name)
        if hasattr(module, "_"):
            module._ = translate  # type: ignore[attr-defined]
        if hasattr(module, "ngettext"):
            module.ngettext = translate_plural  # type: ignore[attr-defined]
    # the two helpers that quote names in click's errors
    exceptions = importlib.import_module("click.exceptions")
    exceptions._join_param_hints = join_param_hints  # type: ignore[attr-defined]
    exceptions._format_possibilities = format_possibilities  # type: ignore[attr-defined]
    for param_type, polish in TYPE_NAMES.items():
        param_type.name = polish
    for cls, polish in RANGE_TYPE_NAMES.items():
        cls.name = polish


def _metavar(param: click.Parameter) -> str | None:
    """The Polish metavar of an option whose type has a generic name (paths are named by
    the translated "plik"/"katalog" already, choices list their values)."""
    if isinstance(param.type, click.Choice | click.Path):
        return None
    name = getattr(param.type, "name", "")
    return TYPE_METAVARS.get(name, name.upper()) if name else None


def polish_command(command: click.Command) -> click.Command:
    """Polish metavars for `command` and everything under it: `[OPCJE]`, `POLECENIE
    [ARGUMENTY]...`, `LICZBA` and `TEKST` for options (arguments name their own)."""
    command.options_metavar = OPTIONS_METAVAR
    if isinstance(command, click.Group):
        command.subcommand_metavar = SUBCOMMAND_METAVAR
        for sub in command.commands.values():
            polish_command(sub)
    for param in command.params:
        if isinstance(param, click.Option) and not param.is_flag and param.metavar is None:
            param.metavar = _metavar(param)
    return command
