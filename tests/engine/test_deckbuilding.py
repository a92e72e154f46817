"""Team and deck building (RR cz. 4; cz. 1 › unikatowość, wartość punktowa), checked when a
scenario asks (`validate:`) or with `judge replay --validate`."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import yaml

from judge.engine.api import load_scenario_text, replay, scenarios_dir

from .helpers import run

LEGAL_HERO_DECK = [  # 15 red, yellow and gray hero/neutral cards, two copies each
    "01053",
    "01054",
    "01056",
    "01061",
    "01062",
    "01064",
    "01065",
    "01103",
    "01110",
    "01126",
    "01129",
    "01132",
    "01140",
    "01155",
    "01157",
]


def deck(codes: list[str], prefix: str, copies: int = 2) -> list[dict[str, Any]]:
    return [{"id": f"{prefix}{n}", "card": c, "copies": copies} for n, c in enumerate(codes)]


def board(p1: list[dict], p2: list[dict] | None = None, **extra: Any) -> dict[str, Any]:
    return {
        "validate": extra.pop("validate", "team"),
        "players": {
            "P1": {"characters": p1, **extra},
            "P2": {"characters": p2 or [{"id": "rey", "card": "01038"}]},
        },
        "actions": [{"player": "P1", "pass": True}],
    }


def refusals(data: dict[str, Any], cards: Path, player: str = "P1") -> list[tuple[str, str]]:
    r = run(data, cards=cards)
    return [
        (e.data["rule"], e.data["reason"])
        for e in r.steps
        if e.type == "refused" and e.data.get("player") == player
    ]


def team_points(data: dict[str, Any], cards: Path) -> int:
    r = run(data, cards=cards)
    return next(e.data["points"] for e in r.steps if e.type == "team_check")


def test_elite_leia_counts_sixteen_and_exactly_thirty_is_legal(cards_db: Path) -> None:
    data = board([{"id": "leia", "card": "01028", "elite": True}, {"id": "han", "card": "01046"}])
    assert team_points(data, cards_db) == 30
    assert refusals(data, cards_db) == []
    data["players"]["P1"]["characters"][0]["elite"] = False
    assert team_points(data, cards_db) == 26


def test_over_thirty_points_is_refused(cards_db: Path) -> None:
    data = board(
        [
            {"id": "leia", "card": "01028", "elite": True},
            {"id": "han", "card": "01046", "elite": True},
        ]
    )
    found = refusals(data, cards_db)
    assert [rule for rule, _ in found] == ["team_building"]
    assert "34 punktów, więcej niż 30" in found[0][1]
    r = run(data, cards=cards_db)
    step = next(e for e in r.steps if e.type == "refused")
    assert "destiny-rr.cz4.przygotowywanie-druzyny" in step.cites
    assert r.final.phase == "over" and not any(e.type == "pass" for e in r.steps)


def test_heroes_and_villains_cannot_mix(cards_db: Path) -> None:
    data = board([{"id": "leia", "card": "01028"}, {"id": "vader", "card": "01010"}])
    found = refusals(data, cards_db)
    assert [rule for rule, _ in found] == ["team_building"]
    assert "bohaterów i złoczyńców" in found[0][1]


def test_two_copies_of_a_unique_character_but_any_of_a_non_unique(cards_db: Path) -> None:
    twice = board([{"id": "rey-a", "card": "01038"}, {"id": "rey-b", "card": "01038"}])
    assert [rule for rule, _ in refusals(twice, cards_db)] == ["uniqueness"]
    troopers = board([{"id": f"t{n}", "card": "01002"} for n in range(4)])
    assert refusals(troopers, cards_db) == []  # 4 × 7 = 28 points, non-unique
    assert team_points(troopers, cards_db) == 28


def test_a_non_unique_character_has_no_elite_version(cards_db: Path) -> None:
    data = board([{"id": "trooper", "card": "01002", "elite": True}])
    assert [rule for rule, _ in refusals(data, cards_db)] == ["point_value"]


def test_a_legal_deck_and_its_size(cards_db: Path) -> None:
    team = [{"id": "leia", "card": "01028", "elite": True}, {"id": "han", "card": "01046"}]
    data = board(team, validate="deck", deck=deck(LEGAL_HERO_DECK, "d"))
    assert refusals(data, cards_db) == []
    short = board(team, validate="deck", deck=deck(LEGAL_HERO_DECK[:14], "d"))
    found = refusals(short, cards_db)
    assert found == [("deck_building", "Talia musi mieć dokładnie 30 kart, a ma 28.")]


def test_the_deck_is_every_owned_card_but_characters(cards_db: Path) -> None:
    """Hand, discard pile and cards in play count; unknown cards count towards the 30."""
    team = [{"id": "leia", "card": "01028", "elite": True}, {"id": "han", "card": "01046"}]
    data = board(
        team,
        validate="deck",
        deck=20,
        hand=[{"id": "dodge", "card": "01155", "copies": 2}],
        discard=[{"id": "fire", "card": "01140", "copies": 2}],
        supports=[{"id": "outpost", "card": "01053"}],
    )
    data["players"]["P1"]["characters"][0]["upgrades"] = [{"id": "dh17", "card": "01054"}]
    data["players"]["P1"]["set_aside"] = [
        {"id": "c", "card": "01061"},
        {"id": "d", "card": "01062"},
    ]
    data["players"]["P1"]["deck"] = 22
    r = run(data, cards=cards_db)
    check = next(e for e in r.steps if e.type == "deck_check")
    assert check.data["size"] == 30 and check.data["unknown"] == 22
    assert check.data["legal"] and "22 nieznanych" in check.text


def test_three_copies_colours_and_affiliation(cards_db: Path) -> None:
    team = [{"id": "leia", "card": "01028", "elite": True}, {"id": "han", "card": "01046"}]
    cards = [
        {"id": "fire", "card": "01140", "copies": 3},  # red neutral, three copies
        {"id": "f11d", "card": "01008"},  # red villain weapon
        {"id": "despair", "card": "01079"},  # blue villain event
    ]
    data = board(team, validate="deck", deck=[*cards, *deck(LEGAL_HERO_DECK[:12], "d")], hand=1)
    found = refusals(data, cards_db)
    messages = " | ".join(message for _, message in found)
    assert all(rule == "deck_building" for rule, _ in found)
    assert "najwyżej 2 kopie" in messages and "Siła ognia: 3" in messages
    assert "kart złoczyńców" in messages and "Karabin F-11D" in messages
    assert "Niebieskie karty" in messages


def test_finn_lets_red_villain_weapons_in(cards_db: Path) -> None:
    """Finn: "W swojej talii możesz zawrzeć czerwone bronie złoczyńców oraz czerwone pojazdy
    złoczyńców" — but a red card still needs a red character."""
    with_red = [{"id": "finn", "card": "01045"}, {"id": "leia", "card": "01028"}]
    data = board(
        with_red,
        validate="deck",
        deck=[{"id": "f11d", "card": "01008", "copies": 2}, *deck(LEGAL_HERO_DECK[:14], "d")],
    )
    assert refusals(data, cards_db) == []
    without_finn = [{"id": "leia", "card": "01028", "elite": True}, {"id": "han", "card": "01046"}]
    data["players"]["P1"]["characters"] = without_finn
    assert [rule for rule, _ in refusals(data, cards_db)] == ["deck_building"]


def test_replay_validate_option_and_cli(cards_db: Path) -> None:
    path = scenarios_dir() / "c02-unique-card-in-play.yaml"
    scenario = load_scenario_text(path.read_text(encoding="utf-8"), cards_path=cards_db)
    plain = replay(scenario)
    assert not any(e.type == "team_check" for e in plain.steps)
    checked = replay(scenario, validate="team")
    assert [e.data["legal"] for e in checked.steps if e.type == "team_check"] == [True, True]
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "judge",
            "--cards",
            str(cards_db),
            "replay",
            str(scenarios_dir() / "c02a-team-two-darth-vaders.yaml"),
            "--check",
        ],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "ta sama nazwa, inny podtytuł" in result.stdout


def test_validate_is_in_the_schema_and_readme() -> None:
    text = (Path(__file__).parents[2] / "judge" / "engine" / "README.md").read_text("utf-8")
    assert "validate:" in text and "--validate" in text
    data = yaml.safe_load(
        (scenarios_dir() / "c02b-team-leia-han-30-points-and-decks.yaml").read_text("utf-8")
    )
    assert data["validate"] == ["team", "deck"]
