"""Boards that assert what one glossary entry says, each with a mutant that must fail.

A case is a small Miniatures scenario built in Python (so that a mutant changes one fact of the
board, not a string): `build()` returns the scenario with its `expect:`, `mutate(scenario)`
changes one fact so that the entry's words no longer give that outcome, `quote` is the
glossary sentence the case checks. `tests/swm/test_glossary.py` replays both.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

Scenario = dict[str, Any]


@dataclass(frozen=True)
class Case:
    entry: str  # glossary key
    quote: str
    build: Callable[[], Scenario]
    mutate: Callable[[Scenario], None]
    why: str  # why the mutant must fail

    @property
    def id(self) -> str:
        return self.entry

    def mutant(self) -> Scenario:
        scenario = copy.deepcopy(self.build())
        self.mutate(scenario)
        return scenario


def fig(
    fid: str,
    at: str,
    *,
    hp: int = 50,
    defense: int = 10,
    attack: int = 0,
    dmg: int = 10,
    special: Sequence[str] = (),
    powers: Sequence[str] = (),
    force: int | None = None,
    name: str | None = None,
    faction: str | None = None,
    commander: list[dict[str, Any]] | None = None,
    **state: Any,
) -> dict[str, Any]:
    """A figure with an inline stat card (example values: only the abilities matter); `dmg`
    is the card's Damage, `damage=` (in `state`) the damage the figure has taken."""
    card: dict[str, Any] = {
        "name": name or fid.capitalize(),
        "hit_points": hp,
        "defense": defense,
        "attack": attack,
        "damage": dmg,
    }
    if special:
        card["special"] = list(special)
    if powers:
        card["force_powers"] = list(powers)
    if force is not None:
        card["force"] = force
    if faction is not None:
        card["faction"] = faction
    if commander:
        card["commander"] = commander
    return {"id": fid, "at": at, "card": card, **state}


def board(
    entry: str,
    a: list[dict[str, Any]],
    b: list[dict[str, Any]],
    actions: list[dict[str, Any]],
    expect: dict[str, Any],
    *,
    rows: Sequence[str] = ("." * 14,) * 6,
    rolls: dict[str, list[int]] | None = None,
    decisions: dict[str, Any] | None = None,
) -> Scenario:
    scenario: Scenario = {
        "game": "swm",
        "title": f"Słowniczek: {entry}",
        "sources": {"rulings": [f"swm-rules.glossary.{entry}"]},
        "map": {"rows": list(rows)},
        "players": {"a": {"figures": a}, "b": {"figures": b}},
        "round": {"first": "a", "phase": "a"},
        "actions": actions,
        "expect": expect,
    }
    if rolls:
        scenario["chance"] = {"rolls": rolls}
    if decisions:
        scenario["decisions"] = decisions
    return scenario


def figure(scenario: Scenario, fid: str) -> dict[str, Any]:
    for player in scenario["players"].values():
        for f in player["figures"]:
            if f["id"] == fid:
                return f  # type: ignore[no-any-return]
    raise KeyError(fid)


def card(scenario: Scenario, fid: str) -> dict[str, Any]:
    return figure(scenario, fid)["card"]  # type: ignore[no-any-return]


def act(*steps: dict[str, Any], who: str = "u", player: str = "a") -> list[dict[str, Any]]:
    return [{"player": player, "activate": who}, *({"player": player, **s} for s in steps)]


def setter(fid: str, **changes: Any) -> Callable[[Scenario], None]:
    def mutate(scenario: Scenario) -> None:
        figure(scenario, fid).update(changes)

    return mutate


def card_setter(fid: str, **changes: Any) -> Callable[[Scenario], None]:
    def mutate(scenario: Scenario) -> None:
        card(scenario, fid).update(changes)

    return mutate


def roll_setter(fid: str, values: list[int]) -> Callable[[Scenario], None]:
    def mutate(scenario: Scenario) -> None:
        scenario["chance"]["rolls"][fid] = values

    return mutate


def ability_swap(fid: str, old: str, new: str) -> Callable[[Scenario], None]:
    def mutate(scenario: Scenario) -> None:
        c = card(scenario, fid)
        for field in ("special", "force_powers"):
            if old in c.get(field, []):
                c[field] = [new if a == old else a for a in c[field]]
        for action in scenario["actions"]:
            if action.get("use") == old:
                action["use"] = new

    return mutate


CASES: list[Case] = []


def case(
    entry: str, quote: str, why: str, mutate: Callable[[Scenario], None]
) -> Callable[[Callable[[], Scenario]], Callable[[], Scenario]]:
    def register(build: Callable[[], Scenario]) -> Callable[[], Scenario]:
        CASES.append(Case(entry, quote, build, mutate, why))
        return build

    return register
