"""Glossary cases: commander effects and what changes them (Disruption, Booming Voice), powers
that give a commander effect (Force Valor, Control Minds, Battle Meditation), Droid Master, and
Affinity in squad building."""

from __future__ import annotations

from typing import Any

from .glossary_cases import Scenario, act, board, card_setter, case, fig, setter

PLUS4 = {"text": "Podwładni dostają +4 do Ataku", "who": {"followers": True}, "attack": 4}


def _effect(reach: int | None) -> dict[str, Any]:
    return {**PLUS4, "range": reach}


@case(
    "disruption",
    "Wrogi dowódca w zasięgu 6 pól ma zawieszone działanie swojego efektu dowódcy dopóki nie "
    "wyjdzie z zasięgu",
    "no Disruption: the commander's +4 turns the 8 into a hit",
    card_setter("d", special=[]),
)
def _disruption() -> Scenario:
    return board(
        "disruption",
        [
            fig("c", "A1", name="Dowódca", commander=[_effect(None)], activated=True),
            fig("t", "L1"),
        ],
        # d stands 4 squares from the commander, 11 from the attacker
        [fig("e", "L4", defense=10), fig("d", "A5", special=["Disruption"])],
        act({"attack": "e", "roll": 8}, who="t"),
        {"attacks": [{"attacker": "t", "hit": False, "total": 8}]},
    )


@case(
    "booming-voice",
    "Jeśli postać ta jest w twojej drużynie, każdy sojusznik z efektem dowódcy normalnie "
    "ograniczonym do 6 pól ma usunięte to ograniczenie.",
    "no Booming Voice: the follower 9 squares away is out of the commander's 6",
    card_setter("v", special=[]),
)
def _booming_voice() -> Scenario:
    return board(
        "booming-voice",
        [
            fig("c", "A1", name="Dowódca", commander=[_effect(6)], activated=True),
            fig("v", "A6", special=["Booming Voice"], activated=True),
            fig("t", "J1"),
        ],
        [fig("e", "J4", defense=10)],
        act({"attack": "e", "roll": 8}, who="t"),
        {"attacks": [{"attacker": "t", "hit": True, "total": 12}]},
    )


@case(
    "droid-master",
    "Nie unikalne, sojusznicze Droidy w zasięgu 6 pól od postaci z tą umiejętnością specjalną "
    "otrzymują Podwójny Atak",
    "a Unique droid gets no Double Attack: its second attack is refused",
    card_setter("u", special=["Droid", "Unique"]),
)
def _droid_master() -> Scenario:
    return board(
        "droid-master",
        [
            fig("u", "C3", special=["Droid"]),
            fig("m", "A3", special=["Droid Master"], activated=True),
        ],
        [fig("e", "D3", hp=100)],
        act({"attack": "e", "roll": 15}, {"attack": "e", "roll": 15}),
        {"figures": {"e": {"damage": 20}}, "refusals": 0},
    )


@case(
    "force-valor",
    "Zamiast wykonywać normalny atak lub ataki postać używając tą Moc zyskuje następujący efekt "
    "dowódcy do końca potyczki: Podwładni w zasięgu 6 pól otrzymują bonus +2 do Ataku oraz +2 do "
    "Obrony.",
    "the follower 7 squares away: no +2, the 8 misses",
    setter("t", at="H1"),
)
def _force_valor() -> Scenario:
    return board(
        "force-valor",
        [fig("v", "A1", powers=["Force Valor"], force=2), fig("t", "G1")],
        [fig("e", "G4", defense=10)],
        [
            *act({"use": "Force Valor"}, {"end": True}, who="v"),
            *act({"attack": "e", "roll": 8}, who="t"),
        ],
        {"attacks": [{"attacker": "t", "hit": True, "total": 10}], "figures": {"v": {"force": 0}}},
    )


def _combine_board(entry: str, power: str, cost: int) -> Scenario:
    return board(
        entry,
        [
            fig("p", "A1", powers=[power], force=cost),
            fig("s", "C5"),
            fig("h", "C3", name="Pomocnik"),
        ],
        [fig("e", "H5", defense=10)],
        [
            *act({"use": power}, {"end": True}, who="p"),
            *act({"attack": "e", "roll": 5, "combine": ["h"]}, who="s"),
        ],
        {"attacks": [{"attacker": "s", "hit": True, "total": 11}]},
    )


@case(
    "control-minds",
    "Zamiast wykonywać normalny atak lub ataki postać używając tą Moc uzyskuje do końca "
    "pojedynku następujący efekt dowódcy: Sojusznicy, który wykonują atak łączony uzyskują "
    "dodatkowy bonus +2 do Ataku.",
    "a droid helper: commander effects do not reach droids, +4 only and the 9 misses",
    card_setter("h", special=["Droid"]),
)
def _control_minds() -> Scenario:
    return _combine_board("control-minds", "Control Minds", 1)


@case(
    "battle-meditation",
    "Sojusznicy, który kombinują ogień otrzymują dodatkowo +2 do Ataku oraz wrogie postacie nie "
    "mogą używać ataku łączonego.",
    "a droid helper: commander effects do not reach droids, +4 only and the 9 misses",
    card_setter("h", special=["Droid"]),
)
def _battle_meditation() -> Scenario:
    return _combine_board("battle-meditation", "Battle Meditation", 2)


@case(
    "affinity",
    "Postać ta może należeć do określonej drużyny nawet, jeśli należy do innej frakcji. Frakcja "
    "tej postaci jest w takim przypadku uważana za taką samą jak frakcja danej drużyny.",
    "without Affinity the Republic figure may not join the Imperial squad",
    card_setter("m", special=[]),
)
def _affinity() -> Scenario:
    scenario = board(
        "affinity",
        [
            fig("s", "A1", faction="Imperium"),
            fig("m", "A3", name="Mas Amedda", faction="Republika", special=["Affinity (Imperium)"]),
        ],
        [fig("r", "L1", faction="Sojusz Rebeliantów")],
        [],
        {"squads": {"a": {"faction": "Imperium", "legal": True}}},
    )
    scenario["squads"] = {"era": "Rebelia"}
    scenario.pop("round")
    return scenario
