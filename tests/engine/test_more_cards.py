"""Card abilities outside the golden cases, each on a small board: the interpreter handles the
AST's node types, not the 57 cases."""

from __future__ import annotations

from pathlib import Path

from .helpers import GENERIC, char, run


def test_fire_power_increases_a_vehicle_die_by_two(cards_db: Path) -> None:
    """Siła ognia: "zwiększając jej wartość o 1 lub zamiast tego o 2, jeśli rozpatrujesz kość
    pojazdu"."""
    data = {
        "players": {
            "P1": {
                "resources": 1,
                "hand": [{"id": "fire", "card": "01140"}],
                "supports": [
                    {"id": "black-one", "card": "01032", "exhausted": True, "dice": ["2RD"]}
                ],
                "characters": [{"id": "poe", "card": "01029"}],
            },
            "P2": {"characters": [{"id": "jango", "card": "01021"}]},
        },
        "actions": [{"player": "P1", "play": "fire"}],
        "decisions": {"black-one.die.target": "jango"},
    }
    r = run(data, cards=cards_db)
    assert r.final.cards["jango"].damage == 4


def test_search_the_area_rerolls_as_many_as_determined(cards_db: Path) -> None:
    """Przeczesać teren: "Ustal liczbę …. Przerzuć taką samą liczbę kości …"."""
    data = {
        "players": {
            "P1": {
                "resources": 1,
                "hand": [{"id": "sweep", "card": "01073"}],
                "characters": [
                    {"id": "phasma", "card": "01001"},
                    {"id": "veers", "card": "01004", "exhausted": True},
                ],
            },
            "P2": {
                "characters": [
                    {
                        "id": "rey",
                        "card": "01038",
                        "exhausted": True,
                        "elite": True,
                        "dice": ["1MD", "1R"],
                    }
                ]
            },
        },
        "actions": [{"player": "P1", "play": "sweep", "rolls": {"rey.die": "-"}}],
    }
    r = run(data, cards=cards_db)
    rolled = [e.data["die"] for e in r.steps if e.type == "die_roll"]
    assert rolled == ["rey.die"]  # one ready red character: one die
    assert any(e.type == "note" and "ustalona liczba: 1" in e.text for e in r.steps)


def test_its_a_trap_turns_red_dice_to_the_chosen_symbol(cards_db: Path) -> None:
    data = {
        "players": {
            "P1": {
                "resources": 1,
                "hand": [{"id": "trap", "card": "01107"}],
                "characters": [{"id": "leia", "card": "01028", "exhausted": True, "dice": ["1F"]}],
            },
            "P2": {
                "characters": [{"id": "jango", "card": "01021", "exhausted": True, "dice": ["2RD"]}]
            },
        },
        "actions": [{"player": "P1", "play": "trap"}],
        "decisions": {"trap.die": ["leia.die"], "trap.face": "2RD"},
    }
    r = run(data, cards=cards_db)
    assert r.final.dice["leia.die"].showing.symbol == "RD"
    assert any(e.type == "additional_add" for e in r.steps)  # Zasadzka


def test_bb8_die_stays_in_the_pool(cards_db: Path) -> None:
    data = {
        "players": {
            "P1": {
                "supports": [{"id": "bb8", "card": "01043", "exhausted": True, "dice": ["Sp"]}],
                "characters": [{"id": "rey", "card": "01038", "exhausted": True, "dice": ["1R"]}],
            },
            "P2": {"characters": [{"id": "jango", "card": "01021"}]},
        },
        "actions": [
            {
                "player": "P1",
                "resolve": {"die": "bb8"},
                "rolls": {"bb8.die": "1R", "rey.die": "1MD"},
            }
        ],
        "decisions": {"bb8.reroll": "rey.die"},
    }
    r = run(data, cards=cards_db)
    assert r.final.dice["bb8.die"].location == "pool"
    assert r.final.dice["rey.die"].showing.symbol == "MD"


def test_local_garrison_reduces_upkeep_resources(cards_db: Path) -> None:
    data = {
        "players": {
            "P1": {
                "supports": [{"id": "garrison", "card": "01077"}],
                "characters": [{"id": "veers", "card": "01004"}],
            },
            "P2": {"characters": [{"id": "rey", "card": "01038"}]},
        },
        "actions": [{"player": "P1", "pass": True}, {"player": "P2", "pass": True}],
    }
    r = run(data, cards=cards_db)
    assert r.final.players["P1"].resources == 2
    assert r.final.players["P2"].resources == 1


def test_endless_ranks_returns_a_defeated_character_without_damage(cards_db: Path) -> None:
    data = {
        "players": {
            "P1": {
                "resources": 5,
                "hand": [{"id": "ranks", "card": "01070"}],
                "set_aside": [{"id": "trooper", "card": "01002"}],
                "characters": [{"id": "phasma", "card": "01001"}],
            },
            "P2": {"characters": [{"id": "rey", "card": "01038"}]},
        },
        "actions": [{"player": "P1", "play": "ranks"}],
    }
    r = run(data, cards=cards_db)
    assert r.final.cards["trooper"].zone == "play"
    assert "trooper" in r.final.players["P1"].characters


def test_mos_eisley_claim_returns_an_upgrade_for_a_resource(cards_db: Path) -> None:
    data = {
        "battlefield": {"id": "mos", "card": "01172", "controller": "P2"},
        "turn": "P1",
        "players": {
            "P1": {
                "characters": [
                    {"id": "han", "card": "01046", "upgrades": [{"id": "comlink", "card": "01061"}]}
                ]
            },
            "P2": {"characters": [{"id": "jango", "card": "01021"}]},
        },
        "actions": [{"player": "P1", "claim": True}],
    }
    r = run(data, cards=cards_db)
    assert r.final.cards["comlink"].zone == "hand"
    assert r.final.dice["comlink.die"].location == "set_aside"
    assert r.final.players["P1"].resources == 1


def test_generic_characters_without_text_still_play() -> None:
    r = run(
        {
            "players": {
                "P1": {"characters": [char("a", "A", 5, GENERIC)]},
                "P2": {"characters": [char("b", "B", 5, GENERIC)]},
            },
            "actions": [{"player": "P1", "activate": "a"}],
        }
    )
    assert r.final.cards["a"].exhausted


def test_hangar_bay_x_is_the_cards_in_hand(cards_db: Path) -> None:
    data = {
        "players": {
            "P1": {
                "hand": 3,
                "supports": [{"id": "hangar", "card": "01031", "exhausted": True, "dice": ["XRD"]}],
                "characters": [{"id": "poe", "card": "01029"}],
            },
            "P2": {"characters": [{"id": "jango", "card": "01021"}]},
        },
        "actions": [{"player": "P1", "resolve": {"die": "hangar", "target": "jango"}}],
    }
    r = run(data, cards=cards_db)
    assert r.final.cards["jango"].damage == 3


def test_confiscation_costs_the_upgrade_it_returns(cards_db: Path) -> None:
    data = {
        "players": {
            "P1": {
                "resources": 5,
                "hand": [{"id": "confiscate", "card": "01094"}],
                "characters": [{"id": "veers", "card": "01004"}],
            },
            "P2": {
                "characters": [
                    {"id": "rey", "card": "01038", "upgrades": [{"id": "saber", "card": "01059"}]}
                ]
            },
        },
        "actions": [{"player": "P1", "play": "confiscate"}],
    }
    r = run(data, cards=cards_db)
    assert r.final.cards["saber"].zone == "hand" and r.final.cards["saber"].owner == "P2"
    assert r.final.players["P1"].resources == 2  # 0 for the event, 3 for the Lightsaber
