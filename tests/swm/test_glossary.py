"""Each glossary entry the engine applies, on a board that shows what its text says, and a
mutant (one fact changed) whose outcome the entry no longer gives (see glossary_cases.py)."""

from __future__ import annotations

import pytest
import yaml

from judge.engine.api import load_scenario_text, replay
from judge.engine.swm.abilities import IMPLEMENTED

from . import (  # noqa: F401  (register their cases)
    cases_attacks,
    cases_commanders,
    cases_defense,
    cases_effects,
    cases_modifiers,
    cases_moves,
)
from .glossary_cases import CASES, Case


def _check(scenario: dict) -> list:
    return replay(load_scenario_text(yaml.safe_dump(scenario, allow_unicode=True))).check()


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_the_board_shows_what_the_entry_says(case: Case) -> None:
    mismatches = _check(case.build())
    assert not mismatches, f"{case.entry} („{case.quote}”): {mismatches}"


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_the_mutant_fails(case: Case) -> None:
    assert _check(case.mutant()), f"mutant of {case.entry} still passes ({case.why})"


def test_every_case_is_an_implemented_entry() -> None:
    assert {c.entry for c in CASES} <= set(IMPLEMENTED)


def test_names_the_glossary_misspells_are_read_as_cards_print_them() -> None:
    """The extracted glossary spells „Sith Lighttning”, „Emergency Life Suport”, „Vicious
    Attaca”; a stat card's „Sith Lightning 30” is the same entry."""
    from judge.engine.swm.glossary import read_ability

    for text, key in [
        ("Sith Lightning 30", "sith-lighttning"),
        ("Emergency Life Support", "emergency-life-suport"),
        ("Vicious Attack", "vicious-attaca"),
        ("Electrostaff +10", "shockstaff-electrostaff"),
    ]:
        ability = read_ability(text)
        assert ability is not None and ability.key == key, text
