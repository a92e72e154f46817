"""Scenario files, whatever the game: YAML, the game's JSON Schema, then the game's meaning.

Loading goes in three passes, each reporting *every* problem with its path in the file
(`players.P1.characters[0].damage: …`) as one `ScenarioError` (exit 2):

1. YAML syntax (with line numbers; a key given twice in one mapping is an error);
2. the game's JSON Schema (structure, types, enums), checked with the `jsonschema` library;
3. meaning, by the game's `build` (cards exist, ids are unique, references point somewhere).

Format problems do not hide content problems: the parts the schema rejects are left out and
the rest is still built, so one run reports them all (paths in the file's own numbering).

A scenario names its game with `game:` (`destiny`, `lcg`, `swm`); `game_name` reads it, the
registry (`judge.engine.games`) finds the game.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Collection, Mapping, Sized
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import jsonschema
import yaml

from judge import safeyaml
from judge.engine.core.errors import ScenarioError

MAX_SCENARIO_BYTES = 512 * 1024


@dataclass
class Scenario:
    """A loaded, validated scenario of some game: `setup` is what that game's engine runs."""

    id: str
    title: str
    game: str
    data: Mapping[str, Any]
    setup: Any
    expect: Mapping[str, Any] = field(default_factory=dict)
    path: Path | None = None
    sources: Mapping[str, Any] = field(default_factory=dict)
    case: str | None = None
    decisions: Mapping[str, Any] = field(default_factory=dict)


def format_path(parts: Any) -> str:
    """`['players', 'P1', 'characters', 0, 'damage']` → `players.P1.characters[0].damage`."""
    text = ""
    for part in parts:
        if isinstance(part, int):
            text += f"[{part}]"
        else:
            text += f".{part}" if text else str(part)
    return text


# --- pass 1: YAML --------------------------------------------------------------------------------


class _StrictLoader(yaml.SafeLoader):
    """A YAML loader that refuses a key given twice in one mapping (a silent override would
    hide a judge's typo)."""


def _mapping(loader: _StrictLoader, node: yaml.MappingNode, deep: bool = False) -> Any:
    seen: set[Any] = set()
    for key_node, _ in node.value:
        key = loader.construct_object(key_node, deep=deep)
        if key in seen:
            raise yaml.constructor.ConstructorError(
                None, None, f"klucz „{key}” występuje dwa razy", key_node.start_mark
            )
        seen.add(key)
    return loader.construct_mapping(node, deep)


_StrictLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _mapping)


def parse_yaml(text: str, *, name: str = "scenariusz") -> dict[str, Any]:
    """The scenario's mapping; a YAML error or a file too large is a `ScenarioError`."""
    if len(text.encode("utf-8")) > MAX_SCENARIO_BYTES:
        raise ScenarioError(
            f"{name}: plik ma ponad {MAX_SCENARIO_BYTES // 1024} KB; scenariusz powinien być "
            "krótki."
        )
    try:
        data = safeyaml.load(text, loader=_StrictLoader)  # bounded before anything is built
    except safeyaml.YamlRefused as exc:
        where = exc.path or (f"wiersz {exc.line}" if exc.line else "")
        if exc.path and exc.line:
            where = f"{exc.path} (wiersz {exc.line})"
        raise ScenarioError([(where, exc.problem)]) from None
    if not isinstance(data, dict):
        raise ScenarioError("scenariusz musi być mapą YAML (klucz: wartość) z polem „players”")
    return data


def read_path(path: Path | str) -> str:
    """The text of a scenario file (size and encoding checked)."""
    path = Path(path)
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise ScenarioError(f"nie można odczytać pliku {path}: {exc.strerror}") from None
    if len(raw) > MAX_SCENARIO_BYTES:
        raise ScenarioError(f"{path}: plik ma ponad {MAX_SCENARIO_BYTES // 1024} KB")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise ScenarioError(f"{path}: plik nie jest tekstem UTF-8") from None


def game_name(data: Mapping[str, Any], known: Collection[str], default: str) -> str:
    """The game a scenario names (`game:`), `default` when it names none."""
    name = data.get("game", default)
    if not isinstance(name, str) or name not in known:
        raise ScenarioError(
            [("game", f"nieznana gra {name!r}; dostępne: " + ", ".join(sorted(known)))]
        )
    return name


# --- pass 2: the schema --------------------------------------------------------------------------

_VALIDATORS: dict[int, jsonschema.Draft202012Validator] = {}


def validator(schema: Mapping[str, Any]) -> jsonschema.Draft202012Validator:
    """The (cached) validator of a game's schema."""
    key = id(schema)
    found = _VALIDATORS.get(key)
    if found is None:
        found = _VALIDATORS[key] = jsonschema.Draft202012Validator(schema)
    return found


def schema_problems(data: Any, schema: Mapping[str, Any]) -> list[tuple[str, str]]:
    """Every schema violation as (path, Polish message)."""
    errors = validator(schema).iter_errors(data)
    return [explain(e) for e in sorted(errors, key=lambda e: list(map(str, e.path)))]


# JSON Schema's type names as a user reads them (the instance "nie jest …").
_TYPE_NAMES = {
    "object": "mapą pól (klucz: wartość)",
    "array": "listą",
    "string": "tekstem",
    "integer": "liczbą całkowitą",
    "number": "liczbą",
    "boolean": "wartością tak/nie (true/false)",
    "null": "wartością pustą",
}


def _type_names(expected: Any) -> str:
    names = [expected] if isinstance(expected, str) else list(expected)
    return " ani ".join(_TYPE_NAMES.get(name, name) for name in names)


def explain(error: jsonschema.ValidationError) -> tuple[str, str]:
    """A schema violation in Polish, at its path in the file."""
    if error.validator in ("oneOf", "anyOf") and error.context:
        deepest = max(error.context, key=lambda e: (len(e.absolute_path), -len(e.message)))
        if len(deepest.absolute_path) > len(error.absolute_path):
            return explain(deepest)
    path = format_path(error.absolute_path) or "(cały plik)"
    check = error.validator
    if check == "required":
        missing = error.message.split("'")[1] if "'" in error.message else error.message
        return path, f"brak wymaganego pola „{missing}”"
    if check in ("additionalProperties", "unevaluatedProperties"):
        return path, f"nieznane pole: {_unknown_keys(error)}"
    if check == "type":
        return path, f"zły typ: {error.instance!r} nie jest {_type_names(error.validator_value)}"
    if check == "enum":
        return path, f"wartość {error.instance!r} spoza listy: {error.validator_value}"
    if check == "pattern":
        return path, f"wartość {error.instance!r} ma niewłaściwy format"
    if check in ("minimum", "maximum"):
        bound = "najmniej" if check == "minimum" else "najwyżej"
        limit = f"dozwolone {bound} {error.validator_value}"
        return path, f"wartość {error.instance!r} poza zakresem ({limit})"
    if check in _SIZES:
        what, bound = _SIZES[check]
        size = len(error.instance) if isinstance(error.instance, Sized) else "?"
        return path, f"{what}: jest {size}, dozwolone {bound} {error.validator_value}"
    if check == "const":
        return path, f"wartość {error.instance!r} musi być {error.validator_value!r}"
    if check == "uniqueItems":
        return path, "elementy listy się powtarzają"
    if check in ("oneOf", "anyOf"):
        return path, f"wartość nie pasuje do żadnej dozwolonej postaci: {error.instance!r}"[:200]
    return path, error.message


# The size checks of JSON Schema: what is counted, and which bound the schema sets.
_SIZES = {
    "minProperties": ("za mało pól", "najmniej"),
    "maxProperties": ("za dużo pól", "najwyżej"),
    "minItems": ("za mało elementów listy", "najmniej"),
    "maxItems": ("za dużo elementów listy", "najwyżej"),
    "minLength": ("za krótki tekst (znaków)", "najmniej"),
    "maxLength": ("za długi tekst (znaków)", "najwyżej"),
}


def _unknown_keys(error: jsonschema.ValidationError) -> str:
    """The keys the schema does not list, by name (jsonschema's own message is English)."""
    schema = error.schema if isinstance(error.schema, Mapping) else {}
    known = set(schema.get("properties", {}))
    if isinstance(error.instance, Mapping) and not schema.get("patternProperties"):
        extra = sorted(str(key) for key in error.instance if key not in known)
        if extra:
            return ", ".join(f"„{key}”" for key in extra)
    return error.message


# --- pass 3: meaning, with the format problems ---------------------------------------------------

Build = Callable[[Mapping[str, Any]], Scenario]


def validate_and_build(
    data: Mapping[str, Any], schema: Mapping[str, Any], build: Build
) -> Scenario:
    """Check `data` against the game's schema, then `build` it (the game's meaning pass)."""
    problems = schema_problems(data, schema)
    if problems:
        raise ScenarioError(problems + _content_problems_despite(data, schema, build, problems))
    return build(data)


def _content_problems_despite(
    data: Any, schema: Mapping[str, Any], build: Build, problems: list[tuple[str, str]]
) -> list[tuple[str, str]]:
    """The content problems (unknown cards, players, ids…) of a file that also has format
    problems, so that one run reports them all: every part the schema rejects is left out
    (a mapping key dropped, a list item removed) until the rest is well formed, then the rest
    is built. Paths are given in the file's own numbering. Nothing is added when the rest
    cannot be checked meaningfully (no valid `players`, or nothing left after pruning)."""
    pruned = copy.deepcopy(data)
    removed: list[tuple[str, int]] = []  # (list path, index removed), in order
    check = validator(schema)
    for _ in range(100):  # one node at a time: removing a list item renumbers the rest
        errors = list(check.iter_errors(pruned))
        if not errors:
            break
        deepest = max(errors, key=lambda e: len(e.absolute_path))
        if deepest.validator == "additionalProperties" and _drop_unknown_keys(pruned, deepest):
            continue
        if not _prune(pruned, list(deepest.absolute_path), removed):
            return []
    else:
        return []
    try:
        build(pruned)
    except ScenarioError as err:
        seen = set(problems)
        out = []
        for path, message in err.problems:
            item = (_original_path(path, removed), message)
            if item not in seen:
                seen.add(item)
                out.append(item)
        return out
    except Exception:  # the pruned rest is not buildable: the format problems stand alone
        return []
    return []


def _drop_unknown_keys(data: Any, error: jsonschema.ValidationError) -> bool:
    """Drop the keys an `additionalProperties: false` mapping does not allow (not the whole
    mapping: a typo of one key must not hide the content problems of the rest)."""
    node: Any = data
    try:
        for part in error.absolute_path:
            node = node[part]
    except (KeyError, IndexError, TypeError):
        return False
    schema = error.schema if isinstance(error.schema, Mapping) else {}
    allowed = set(schema.get("properties") or {})
    if not isinstance(node, dict) or schema.get("patternProperties"):
        return False
    unknown = [key for key in node if key not in allowed]
    for key in unknown:
        del node[key]
    return bool(unknown)


def _prune(data: Any, parts: list[Any], removed: list[tuple[str, int]]) -> bool:
    """Drop the node at `parts` (walking up to a removable node); False when only the whole
    file or `players` itself would go."""
    while parts:
        if parts[0] == "players" and len(parts) <= 2:
            return False
        parent: Any = data
        try:
            for part in parts[:-1]:
                parent = parent[part]
        except (KeyError, IndexError, TypeError):
            return True  # already gone with an enclosing node
        last = parts[-1]
        if isinstance(parent, dict) and last in parent:
            del parent[last]
            return True
        if isinstance(parent, list) and isinstance(last, int) and last < len(parent):
            del parent[last]
            removed.append((format_path(parts[:-1]), last))
            return True
        parts = parts[:-1]
    return False


def _original_path(path: str, removed: list[tuple[str, int]]) -> str:
    """A path in the pruned data, numbered as in the file (items removed before it counted)."""
    for prefix, index in reversed(removed):
        head = prefix + "["
        if not path.startswith(head):
            continue
        rest = path[len(head) :]
        number, _, tail = rest.partition("]")
        if number.isdigit() and int(number) >= index:
            path = f"{head}{int(number) + 1}]{tail}"
    return path
