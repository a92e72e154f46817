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
