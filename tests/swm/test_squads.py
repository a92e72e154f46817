"""Squad building (SWM Zaawansowane zasady › Ery, Wybór frakcji, Tworzenie drużyny; Scenariusze
i typy gry; glossary Unique, Affinity): each rule on a small board, and its breach."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from judge.engine.api import load_scenario_text, replay
from judge.engine.core.errors import ScenarioError


def _card(name: str, faction: str, cost: int, *special: str) -> dict[str, Any]:
    return {
        "name": name,
        "faction": faction,
        "cost": cost,
        "hit_points": 10,
        "defense": 10,
        "attack": 1,
        "damage": 10,
        "special": list(special),
    }


def _board(
    mine: list[dict[str, Any]],
    theirs: list[dict[str, Any]],
    squads: dict[str, Any] | None = None,
    **players: dict[str, Any],
) -> dict[str, Any]:
    def figures(cards: list[dict[str, Any]], column: str) -> list[dict[str, Any]]:
        return [
            {"id": f"{column.lower()}{i}", "at": f"{column}{i + 1}", "card": c}
            for i, c in enumerate(cards)
        ]

    return {
        "game": "swm",
        "title": "drużyny",
        "squads": squads if squads is not None else {},
        "map": {"rows": ["......"] * 12},
        "players": {
            "a": {"figures": figures(mine, "A"), **players.get("a", {})},
            "b": {"figures": figures(theirs, "F"), **players.get("b", {})},
        },
        "actions": [],
    }


def _verdicts(board: dict[str, Any]) -> dict[str, dict[str, Any]]:
    run = replay(load_scenario_text(yaml.safe_dump(board, allow_unicode=True)))
    return {e.data["player"]: e.data for e in run.steps if e.type == "squad"}


REBEL = _card("Rebel Trooper", "Sojusz Rebeliantów", 10)
STORM = _card("Stormtrooper", "Imperium", 10)


def test_a_squad_over_its_points_is_illegal_and_the_skirmish_does_not_start() -> None:
    board = _board([REBEL] * 11, [STORM])
    verdicts = _verdicts(board)
    assert verdicts["a"]["cost"] == 110 and not verdicts["a"]["legal"]
    assert "przekracza 100 pkt" in verdicts["a"]["problems"][0]
    assert verdicts["b"]["legal"]
    run = replay(load_scenario_text(yaml.safe_dump(board, allow_unicode=True)))
    assert run.final.over and run.final.result == "illegal_squad"


def test_the_game_may_state_other_points() -> None:
    verdicts = _verdicts(_board([REBEL] * 11, [STORM], squads={"points": 200}))
    assert verdicts["a"]["legal"] and verdicts["a"]["limit"] == 200


def test_one_faction_per_squad_fringe_joins_any() -> None:
    fringe = _card("Mercenary", "Fringe", 10)
    assert _verdicts(_board([REBEL, fringe], [STORM]))["a"]["legal"]
    mixed = _verdicts(_board([REBEL, STORM], [STORM]))["a"]
    assert not mixed["legal"] and "z kilku" in mixed["problems"][0]


def test_affinity_lets_a_figure_join_the_named_faction() -> None:
    amedda = _card("Mas Amedda", "Republika", 10, "Affinity (Imperium)")
    assert _verdicts(_board([STORM, amedda], [REBEL], a={"faction": "Imperium"}))["a"]["legal"]
    plain = _card("Mas Amedda", "Republika", 10)
    verdict = _verdicts(_board([STORM, plain], [REBEL], a={"faction": "Imperium"}))["a"]
    assert not verdict["legal"] and "Mas Amedda" in verdict["problems"][0]


def test_an_era_holds_its_factions_and_the_squads_are_on_opposite_sides() -> None:
    rebellion = {"era": "Rebelia"}
    assert _verdicts(_board([REBEL], [STORM], squads=rebellion))["a"]["side"] == "light"
    same = _verdicts(_board([STORM], [STORM], squads=rebellion))
    assert not same["a"]["legal"] and "Ciemnej Strony" in same["a"]["problems"][0]
    # the New Jedi Order: the Empire is on the Light Side against the Yuuzhan Vong
    vong = _card("Yuuzhan Vong Warrior", "Yuuzhan Vong", 10)
    njo = _verdicts(_board([STORM], [vong], squads={"era": "Nowa Era Jedi"}))
    assert njo["a"]["side"] == "light" and njo["a"]["legal"] and njo["b"]["legal"]
    republic = _card("Clone Trooper", "Republika", 9)
    out = _verdicts(_board([republic], [STORM], squads=rebellion))["a"]
    assert not out["legal"] and "nie walczy w erze Rebelia" in out["problems"][0]


def test_variants_of_the_game() -> None:
    fringe = _card("Mercenary", "Niezależni", 10)
    only = _verdicts(_board([fringe, REBEL], [fringe], squads={"mode": "fringe"}))
    assert not only["a"]["legal"] and only["b"]["legal"]
    anyone = _verdicts(_board([STORM], [STORM], squads={"mode": "all-vs-all"}))
    assert anyone["a"]["legal"] and anyone["b"]["legal"]
    dooku = _card("Count Dooku", "Separatyści", 60, "Unique")
    box = _verdicts(_board([dooku, dooku], [REBEL], squads={"mode": "out-of-the-box"}))
    assert box["a"]["legal"] and box["a"]["limit"] is None


@pytest.mark.parametrize(
    ("second", "character"),
    [("General Grievous, Jedi Hunter", None), ("Grievous's Wheel Bike", "General Grievous")],
)
def test_versions_of_one_unique_character_are_one_character(
    second: str, character: str | None
) -> None:
    first = _card("General Grievous, Supreme Commander", "Separatyści", 30, "Unique")
    other = _card(second, "Separatyści", 30, "Unique")
    if character:
        other["character"] = character
    with pytest.raises(ScenarioError) as err:
        load_scenario_text(yaml.safe_dump(_board([first, other], [REBEL]), allow_unicode=True))
    assert "General Grievous" in str(err.value) and "glossary.unique" in str(err.value)
    other.pop("character", None)
    other["name"] = "Grievous's Wheel Bike"
    load_scenario_text(yaml.safe_dump(_board([first, other], [REBEL]), allow_unicode=True))


def test_unknown_factions_and_eras_point_to_the_field() -> None:
    with pytest.raises(ScenarioError) as err:
        load_scenario_text(
            yaml.safe_dump(
                _board([REBEL], [STORM], squads={"era": "Era Lodowcowa"}, a={"faction": "Gungan"}),
                allow_unicode=True,
            )
        )
    assert "squads.era" in str(err.value) and "players.a.faction" in str(err.value)
