"""Scenario schema errors read in Polish, at the field's path: no JSON Schema vocabulary
("object", "minimum") reaches a judge who mistyped a scenario file."""

from __future__ import annotations

from judge.engine.core.scenario import schema_problems

SCHEMA = {
    "type": "object",
    "properties": {
        "players": {"type": "object"},
        "round": {"type": "integer", "minimum": 1},
        "seed": {"type": ["integer", "string"]},
    },
}


def test_a_wrong_type_names_the_expected_kind_in_polish() -> None:
    assert schema_problems({"players": 5}, SCHEMA) == [
        ("players", "zły typ: 5 nie jest mapą pól (klucz: wartość)")
    ]


def test_several_allowed_types_are_all_named() -> None:
    [(path, message)] = schema_problems({"seed": 1.5}, SCHEMA)
    assert path == "seed" and message.endswith("nie jest liczbą całkowitą ani tekstem")


def test_a_bound_says_which_values_are_allowed() -> None:
    assert schema_problems({"round": 0}, SCHEMA) == [
        ("round", "wartość 0 poza zakresem (dozwolone najmniej 1)")
    ]


SIZED = {
    "type": "object",
    "additionalProperties": False,
    "properties": {
        "players": {"type": "object", "minProperties": 2},
        "actions": {"type": "array", "maxItems": 1},
        "mode": {"const": "destiny"},
    },
}


def test_too_few_fields_says_how_many_are_needed() -> None:
    assert schema_problems({"players": {"P1": {}}}, SIZED) == [
        ("players", "za mało pól: jest 1, dozwolone najmniej 2")
    ]


def test_too_many_list_items_says_the_bound() -> None:
    assert schema_problems({"actions": [1, 2]}, SIZED) == [
        ("actions", "za dużo elementów listy: jest 2, dozwolone najwyżej 1")
    ]


def test_an_unknown_field_is_named_in_polish() -> None:
    assert schema_problems({"playerz": {}}, SIZED) == [("(cały plik)", "nieznane pole: „playerz”")]


def test_a_constant_names_the_only_value() -> None:
    assert schema_problems({"mode": "lcg"}, SIZED) == [("mode", "wartość 'lcg' musi być 'destiny'")]
