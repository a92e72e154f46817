"""Miniatures scenario files: the meaning pass after the core has checked YAML and the schema
(`rulings/scenarios/swm.schema.json`).

It reads the ASCII map and its walls and doors, the figures (a starter figure by name from
`rulings/scenarios/swm/figures/starter.yaml`, or an inline stat card) and checks what the schema
cannot: squares inside the map and not in a wall or a pit, no two figures in one space, each
special ability and Force power an entry of the glossary that the engine implements (refused by
name with its glossary id otherwise), unique figures once per squad, players named in `round:`
and in actions that exist. Every problem comes with its path in the file, all in one
`ScenarioError` (exit 2).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml

from judge.engine.core.errors import ScenarioError
from judge.engine.core.scenario import Scenario
from judge.engine.swm import squads
from judge.engine.swm.abilities import IMPLEMENTED
from judge.engine.swm.figures import Card, commander_effect
from judge.engine.swm.glossary import Ability, read_ability
from judge.engine.swm.grid import (
    Edge,
    Grid,
    edge_between,
    footprint,
    parse_rows,
    parse_square,
    square_name,
)
from judge.engine.swm.setup import Placed, Setup, Start
from judge.engine.swm.squads import Member, Squad, SquadRules
from judge.resources import rulings_dir

GAME = "swm"


@lru_cache(maxsize=1)
def schema() -> dict[str, Any]:
    return json.loads((rulings_dir() / "scenarios" / "swm.schema.json").read_text("utf-8"))


def catalog_path() -> Path:
    return rulings_dir() / "scenarios" / "swm" / "figures" / "starter.yaml"


@lru_cache(maxsize=1)
def catalog() -> dict[str, dict[str, Any]]:
    """The starter figures by id."""
    data = yaml.safe_load(catalog_path().read_text("utf-8")) or {}
    return dict(data.get("figures") or {})


class _Builder:
    def __init__(self, data: Mapping[str, Any]) -> None:
        self.data = data
        self.problems: list[tuple[str, str]] = []

    def problem(self, path: str, message: str) -> None:
        self.problems.append((path, message))

    # --- the map ---------------------------------------------------------------------------

    def grid(self) -> tuple[Grid, frozenset[Edge]]:
        spec = self.data["map"]
        width, height, terrain, problems = parse_rows(spec["rows"])
        for message in problems:
            self.problem("map.rows", message)
        walls = self._lines(spec.get("walls") or (), "map.walls", width, height)
        doors: set[Edge] = set()
        open_doors: set[Edge] = set()
        for index, line in enumerate(spec.get("doors") or ()):
            edges = self._line(line, f"map.doors[{index}]", width, height)
            doors.update(edges)
            if line.get("open"):
                open_doors.update(edges)
        return (
            Grid(width, height, terrain, frozenset(walls), frozenset(doors)),
            frozenset(open_doors),
        )

    def _lines(self, lines: Sequence[Any], path: str, width: int, height: int) -> set[Edge]:
        edges: set[Edge] = set()
        for index, line in enumerate(lines):
            edges.update(self._line(line, f"{path}[{index}]", width, height))
        return edges

    def _line(self, line: Mapping[str, Any], path: str, width: int, height: int) -> list[Edge]:
        if "between" in line:
            a, b = (parse_square(str(s)) for s in line["between"])
            if a is None or b is None:
                self.problem(f"{path}.between", "nazwy pól, np. [C3, C4]")
                return []
            edge = edge_between(a, b)
            if edge is None:
                self.problem(f"{path}.between", "pola muszą sąsiadować bokiem")
                return []
            return [edge]
        if "from" not in line or "to" not in line:
            self.problem(path, "podaj `between: [pole, pole]` albo `from: [x, y]` i `to: [x, y]`")
            return []
        (x0, y0), (x1, y1) = line["from"], line["to"]
        if x0 != x1 and y0 != y1:
            self.problem(path, "ściana biegnie wzdłuż linii siatki: poziomo albo pionowo")
            return []
        if max(x0, x1) > width or max(y0, y1) > height:
            self.problem(path, f"linia wychodzi poza mapę {width}×{height}")
            return []
        if x0 == x1:
            return [("v", x0, y) for y in range(min(y0, y1), max(y0, y1))]
        return [("h", x, y0) for x in range(min(x0, x1), max(x0, x1))]

    # --- figures ---------------------------------------------------------------------------

    def card(self, figure: Mapping[str, Any], path: str) -> Card | None:
        if "card" in figure:
            spec = dict(figure["card"])
            where = f"{path}.card"
        else:
            name = str(figure["figure"])
            spec = catalog().get(name)  # type: ignore[assignment]
            where = f"{path}.figure"
            if spec is None:
                self.problem(
                    where,
                    f"nie ma figurki „{name}” w zestawie startowym; dostępne: "
                    + ", ".join(sorted(catalog())),
                )
                return None
        special = self.abilities(spec.get("special") or (), f"{where}.special")
        powers = self.abilities(spec.get("force_powers") or (), f"{where}.force_powers")
        for index, ab in enumerate(powers):
            if ab.entry.kind != "force-power":
                self.problem(
                    f"{where}.force_powers[{index}]",
                    f"„{ab.text}” ({ab.entry.id}) nie jest Mocą w słowniczku",
                )
        if powers and spec.get("force") is None:
            self.problem(f"{where}.force", "postać z Mocami musi mieć Punkty Mocy (`force`)")
        return Card(
            name=str(spec["name"]),
            name_pl=spec.get("name_pl"),
            faction=str(spec.get("faction", "")),
            cost=int(spec.get("cost", 0)),
            hit_points=int(spec["hit_points"]),
            defense=int(spec["defense"]),
            attack=int(spec["attack"]),
            damage=int(spec["damage"]),
            force=spec.get("force"),
            special=tuple(special),
            force_powers=tuple(powers),
            commander=tuple(commander_effect(c) for c in spec.get("commander") or ()),
            source=str(spec.get("source", "")),
            stats_from_rulebook=tuple(spec.get("stats_from_rulebook") or ()),
            character=spec.get("character"),
        )

    def abilities(self, texts: Sequence[str], path: str) -> list[Ability]:
        out = []
        for index, text in enumerate(texts):
            ab = read_ability(str(text))
            if ab is None:
                self.problem(
                    f"{path}[{index}]",
                    f"„{text}”: nie ma takiej umiejętności ani Mocy w słowniczku podręcznika "
                    "(swm-rules)",
                )
                continue
            if ab.entry.kind not in ("special-ability", "force-power"):
                self.problem(
                    f"{path}[{index}]",
                    f"„{text}” ({ab.entry.id}) to pojęcie gry, nie umiejętność ani Moc",
                )
                continue
            if ab.key not in IMPLEMENTED:
                self.problem(
                    f"{path}[{index}]",
                    f"„{text}” ({ab.entry.name_pl}, {ab.entry.id}): silnik nie stosuje jeszcze "
                    "tej umiejętności, więc nie odtworzy tej postaci (nie pomija umiejętności "
                    "w milczeniu)",
                )
                continue
            if ab.entry.takes_value and ab.value is None and ab.key not in OPTIONAL_VALUE:
                self.problem(
                    f"{path}[{index}]", f"„{text}”: podaj wartość [#] ({ab.entry.name_en})"
                )
                continue
            if ab.key in NEEDS_NAMED and not ab.named:
                self.problem(
                    f"{path}[{index}]",
                    f"„{text}”: podaj w nawiasie wskazaną postać, np. „{ab.entry.name_en} (Droid)”",
                )
                continue
            out.append(ab)
        return out

    def squad_rules(self) -> SquadRules | None:
        spec = self.data.get("squads")
        if spec is None:
            return None
        in_era = None
        if spec.get("era") is not None:
            in_era = squads.era(str(spec["era"]))
            if in_era is None:
                self.problem(
                    "squads.era",
                    f"nieznana era „{spec['era']}”; ery: " + ", ".join(e.name for e in squads.ERAS),
                )
        return SquadRules(
            points=int(spec.get("points", squads.DEFAULT_POINTS)),
            era=in_era,
            mode=str(spec.get("mode", "standard")),
        )

    def squad_list(self, placed: Sequence[Placed]) -> tuple[Squad, ...]:
        out = []
        for pid, pdata in self.data["players"].items():
            declared = None
            if pdata.get("faction") is not None:
                declared = squads.faction(str(pdata["faction"]))
                if declared is None:
                    self.problem(
                        f"players.{pid}.faction",
                        f"nieznana frakcja „{pdata['faction']}”; frakcje: "
                        + ", ".join(squads.FACTIONS),
                    )
            own_era = None
            if pdata.get("era") is not None:
                own_era = squads.era(str(pdata["era"]))
                if own_era is None:
                    self.problem(f"players.{pid}.era", f"nieznana era „{pdata['era']}”")
            side = pdata.get("side")
            out.append(
                Squad(
                    player=pid,
                    members=tuple(Member(p.id, p.card) for p in placed if p.player == pid),
                    faction=declared,
                    era=own_era,
                    side=None if side is None else SIDES[str(side)],
                )
            )
        return tuple(out)

    def figures(
        self, grid: Grid, *, unique: bool = True
    ) -> tuple[tuple[str, ...], dict[str, str], list[Placed]]:
        players = tuple(self.data["players"])
        names = {pid: str(p.get("name") or pid) for pid, p in self.data["players"].items()}
        placed: list[Placed] = []
        ids: set[str] = set()
        taken: dict[tuple[int, int], str] = {}
        for pid, pdata in self.data["players"].items():
            uniques: dict[str, str] = {}
            for index, figure in enumerate(pdata["figures"]):
                path = f"players.{pid}.figures[{index}]"
                fid = str(figure["id"])
                if fid in ids or fid in players:
                    self.problem(f"{path}.id", f"identyfikator „{fid}” występuje dwa razy")
                ids.add(fid)
                card = self.card(figure, path)
                at = parse_square(str(figure["at"]))
                if card is None or at is None:
                    if at is None:
                        self.problem(f"{path}.at", f"„{figure['at']}” nie jest polem (np. C4)")
                    continue
                for sq in footprint(at, card.size):
                    if not grid.inside(sq):
                        self.problem(f"{path}.at", f"pole {square_name(sq)} leży poza mapą")
                    elif grid.kind(sq) in ("wall", "pit"):
                        self.problem(
                            f"{path}.at",
                            f"na polu {square_name(sq)} jest "
                            + ("ściana" if grid.kind(sq) == "wall" else "zagłębienie"),
                        )
                    elif sq in taken:
                        self.problem(
                            f"{path}.at",
                            f"pole {square_name(sq)} zajmuje już {taken[sq]} "
                            "(jedna postać na pole)",
                        )
                    else:
                        taken[sq] = fid
                if card.has("unique") and unique:
                    who = card.same_character
                    if who in uniques:
                        self.problem(
                            path,
                            f"drużyna ma już unikalną postać {who} ({uniques[who]}): nie można "
                            "mieć dwóch wersji tej samej postaci (słowniczek: Unikalny, "
                            "swm-rules.glossary.unique)",
                        )
                    uniques[who] = fid
                damage = int(figure.get("damage", 0))
                if damage >= card.hit_points:
                    self.problem(
                        f"{path}.damage",
                        f"{damage} obrażeń przy {card.hit_points} Punktach Obrażeń: postać byłaby "
                        "już pokonana",
                    )
                force = figure.get("force", card.force if card.force is not None else 0)
                placed.append(
                    Placed(
                        id=fid,
                        player=pid,
                        card=card,
                        at=at,
                        damage=damage,
                        activated=bool(figure.get("activated", False)),
                        force=int(force or 0),
                    )
                )
        return players, names, placed

    def start(self, players: Sequence[str]) -> Start | None:
        spec = self.data.get("round")
        if not spec:
            return None
        for key in ("first", "phase"):
            if spec[key] not in players:
                self.problem(f"round.{key}", f"nieznany gracz „{spec[key]}”")
        return Start(
            round=int(spec.get("number", 1)),
            first=str(spec["first"]),
            phase_player=str(spec["phase"]),
            phase_count=int(spec.get("activated_in_phase", 0)),
        )

    def check_actions(self, players: Sequence[str], ids: set[str]) -> None:
        def walk(actions: Sequence[Mapping[str, Any]], path: str) -> None:
            for index, action in enumerate(actions):
                where = f"{path}[{index}]"
                if "repeat" in action:
                    walk(action.get("actions") or (), f"{where}.actions")
                    continue
                player = action.get("player")
                if player not in players:
                    self.problem(f"{where}.player", f"nieznany gracz {player!r}")
                for key in ("activate", "attack", "figure", "target"):
                    value = action.get(key)
                    if value is not None and value not in ids:
                        self.problem(f"{where}.{key}", f"nie ma postaci „{value}”")
                for other in action.get("combine") or ():
                    if other not in ids:
                        self.problem(f"{where}.combine", f"nie ma postaci „{other}”")
                kinds = [
                    k
                    for k in ("initiative", "activate", "move", "attack", "force", "use", "end")
                    if k in action
                ]
                if not kinds:
                    self.problem(
                        where,
                        "akcja bez rodzaju: initiative, activate, move, attack, force, use albo "
                        "end",
                    )

        walk(self.data.get("actions") or (), "actions")


OPTIONAL_VALUE = {"cunning-attack", "opportunist"}
NEEDS_NAMED = {"synchronized-fire", "synergy", "affinity"}
SIDES = {"light": "light", "jasna": "light", "dark": "dark", "ciemna": "dark"}


def build(data: Mapping[str, Any], *, name: str = "") -> Scenario:
    builder = _Builder(data)
    grid, open_doors = builder.grid()
    squad_rules = builder.squad_rules()
    # „Prosto z pudełka”: „ignoruje się frakcje i umiejętność specjalną Unikalny”
    unique = squad_rules is None or squad_rules.mode != "out-of-the-box"
    players, names, placed = builder.figures(grid, unique=unique)
    squad_list = builder.squad_list(placed) if squad_rules is not None else ()
    start = builder.start(players)
    ids = {p.id for p in placed}
    builder.check_actions(players, ids)
    rolls: dict[str, list[int]] = {}
    for key, values in ((data.get("chance") or {}).get("rolls") or {}).items():
        if key not in ids and key not in players:
            builder.problem(f"chance.rolls.{key}", f"nie ma postaci ani gracza „{key}”")
        rolls[key] = [int(v) for v in values]
    if builder.problems:
        raise ScenarioError(builder.problems)
    setup = Setup(
        grid=grid,
        players=players,
        player_names=names,
        figures=tuple(placed),
        start=start,
        open_doors=open_doors,
        seed=int(data.get("seed", 0)),
        max_steps=int(data.get("max_steps", 5000)),
        rolls=rolls,
        actions=list(data.get("actions") or ()),
        decisions=dict(data.get("decisions") or {}),
        squad_rules=squad_rules,
        squads=squad_list,
    )
    return Scenario(
        id=str(data.get("id") or name),
        title=str(data["title"]),
        game=GAME,
        data=data,
        setup=setup,
        expect=dict(data.get("expect") or {}),
        sources=dict(data.get("sources") or {}),
        case=data.get("case"),
        decisions=dict(data.get("decisions") or {}),
    )
