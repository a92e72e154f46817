"""LCG scenario files: the schema (`rulings/scenarios/lcg.schema.json`) and the meaning pass.

A scenario gives the board by side (`light`, `dark`): the affiliation card, current
objectives, units (with their enhancements, tokens, Force cards), play-area enhancements,
hand, deck, discard pile, objective deck and victory pile; where the replay starts (`start`:
turn, active side, phase) and stops (`stop`: after that phase of that turn; default: the end
of the starting turn); the Balance of the Force and the Death Star dial; the players' actions
in the action windows (`actions`) and the decisions (`decisions`).

A card is an id of the swlcg data (`core-set-92`, read from `--lcg-cards` /
`JUDGE_LCG_CARDS`) or an entry `{id, card, ...}`; a card given inline carries only a text a
rules document quotes or a wording of the effect of one's own (`text_source` says which). A
number instead of a list (`deck: 20`) is that many face-down cards nobody needs to know.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from judge.cards.lcg.records import Icons, LcgCard, LcgCards, load_cached, no_cards_message
from judge.engine.core.errors import ScenarioError
from judge.engine.core.scenario import Scenario
from judge.engine.lcg.state import SIDES
from judge.resources import rulings_dir

BLANK = LcgCard(
    id="__blank__", title="zakryta karta", type="", side="", affiliation="Neutral", force_icons=0
)
ZONE_KEYS = {
    "hand": "hand",
    "deck": "deck",
    "discard": "discard",
    "objective_deck": "objective_deck",
    "objectives": "play",
    "units": "play",
    "enhancements": "play",
    "victory": "victory",
}


@functools.lru_cache(maxsize=1)
def schema() -> Mapping[str, Any]:
    path = rulings_dir() / "scenarios" / "lcg.schema.json"
    data: Mapping[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


@dataclass
class LcgSetup:
    """What the engine runs: the board, the card records by key, the inputs."""

    board: dict[str, Any]
    cards: dict[str, LcgCard]
    names: dict[str, str]
    decisions: dict[str, Any] = field(default_factory=dict)
    actions: list[Mapping[str, Any]] = field(default_factory=list)
    max_steps: int = 5000
    stop: tuple[int, str] = (1, "force")
    random: dict[str, list[str]] = field(default_factory=dict)

    def record(self, card_key: str) -> LcgCard:
        return self.cards[card_key]


class _Builder:
    def __init__(self, data: Mapping[str, Any], database: LcgCards | None) -> None:
        self.data = data
        self.database = database
        self.problems: list[tuple[str, str]] = []
        self.cards: list[dict[str, Any]] = []
        self.records: dict[str, LcgCard] = {"__blank__": BLANK}
        self.names: dict[str, str] = {}
        self.ids: set[str] = set()

    def problem(self, path: str, message: str) -> None:
        self.problems.append((path, message))

    def record(self, ref: Any, path: str, ident: str) -> str | None:
        """The key of a card reference (a data id or an inline card)."""
        if isinstance(ref, str):
            if self.database is None:
                self.problem(path, no_cards_message())
                return None
            if ref not in self.database:
                self.problem(path, f"nie ma karty „{ref}” w danych kart LCG")
                return None
            self.records[ref] = self.database.get(ref)
            return ref
        key = f"inline:{ident}"
        self.records[key] = LcgCard(
            id=key,
            title=ref["title"],
            type=ref["type"],
            side=ref.get("side", ""),
            affiliation=ref.get("affiliation", "Neutral"),
            unique=bool(ref.get("unique", False)),
            cost=ref.get("cost"),
            damage_capacity=ref.get("damage_capacity"),
            force_icons=ref.get("force_icons"),
            resource_value=ref.get("resource_value"),
            edge_priority=ref.get("edge_priority"),
            normal_icons=Icons(**(ref.get("normal_icons") or {})),
            edge_icons=Icons(**(ref.get("edge_icons") or {})),
            traits=tuple(ref.get("traits") or ()),
            text=ref.get("text", ""),
        )
        return key

    def add(
        self,
        entry: Any,
        path: str,
        *,
        owner: str,
        zone: str,
        order: int,
        controller: str | None = None,
        attached_to: str | None = None,
    ) -> str | None:
        if isinstance(entry, str):
            ident, ref, extra = entry, entry, {}
        else:
            ident, ref, extra = entry["id"], entry["card"], entry
        if extra.get("owner") in ("light", "dark"):
            # an enhancement a player attached to an enemy unit ("Enhance an enemy unit")
            owner = controller = extra["owner"]
        if ident in self.ids:
            self.problem(
                f"{path}.id" if not isinstance(entry, str) else path, f"id „{ident}” się powtarza"
            )
            return None
        self.ids.add(ident)
        key = self.record(ref, f"{path}.card" if not isinstance(entry, str) else path, ident)
        if key is None:
            return None
        if extra.get("name"):
            self.names[ident] = extra["name"]
        self.cards.append(
            {
                "id": ident,
                "card": key,
                "owner": owner,
                "controller": controller or owner,
                "zone": zone,
                "damage": int(extra.get("damage", 0)),
                "focus": int(extra.get("focus", 0)),
                "shields": int(extra.get("shields", 0)),
                "attached_to": attached_to,
                "committed": bool(extra.get("committed", False)),
                "role": None,
                "faceup": bool(
                    extra.get("faceup", zone not in ("deck", "objective_deck", "captured"))
                ),
                "order": order,
            }
        )
        for index, enhancement in enumerate(extra.get("enhancements") or ()):
            self.add(
                enhancement,
                f"{path}.enhancements[{index}]",
                owner=owner,
                zone="play",
                order=index,
                attached_to=ident,
            )
        for index, captured in enumerate(extra.get("captured") or ()):
            self.add(
                captured,
                f"{path}.captured[{index}]",
                owner="light" if owner == "dark" else "dark",
                zone="captured",
                order=index,
                attached_to=ident,
            )
        return ident

    def blanks(self, count: int, *, owner: str, zone: str) -> None:
        for index in range(count):
            ident = f"{owner}-{zone}-{index + 1}"
            self.ids.add(ident)
            self.cards.append(
                {
                    "id": ident,
                    "card": "__blank__",
                    "owner": owner,
                    "controller": owner,
                    "zone": zone,
                    "damage": 0,
                    "focus": 0,
                    "shields": 0,
                    "attached_to": None,
                    "committed": False,
                    "role": None,
                    "faceup": False,
                    "order": index,
                }
            )


def build(data: Mapping[str, Any], database: LcgCards | None, *, name: str = "") -> Scenario:
    builder = _Builder(data, database)
    players = data.get("players") or {}
    board_players: dict[str, Any] = {}
    for side in SIDES:
        player = players.get(side) or {}
        path = f"players.{side}"
        board_players[side] = {
            "name": player.get("name", ""),
            "reserve": player.get("reserve", 6),
            "force_cards": player.get("force_cards", 3),
        }
        if "affiliation" in player:
            builder.add(
                player["affiliation"], f"{path}.affiliation", owner=side, zone="play", order=0
            )
        for key, zone in ZONE_KEYS.items():
            value = player.get(key)
            if value is None:
                continue
            if isinstance(value, int):
                builder.blanks(value, owner=side, zone=zone)
                continue
            owner = side
            controller = side
            if key == "victory":  # objectives of the opponent in this player's victory pile
                owner = "light" if side == "dark" else "dark"
                controller = side
            for index, entry in enumerate(value):
                builder.add(
                    entry,
                    f"{path}.{key}[{index}]",
                    owner=owner,
                    controller=controller,
                    zone=zone,
                    order=index,
                )
    committed = {
        side: sum(
            1
            for c in builder.cards
            if c["controller"] == side and c["committed"] and c["zone"] == "play"
        )
        for side in SIDES
    }
    for side in SIDES:
        available = int(board_players[side]["force_cards"])
        if "force_cards" not in (players.get(side) or {}):
            available = 3 - committed[side]
        if available + committed[side] > 3:
            builder.problem(
                f"players.{side}.force_cards",
                f"gracz ma najwyżej 3 karty Mocy (przydzielone: {committed[side]}, w zapasie: "
                f"{available})",
            )
        board_players[side]["force_cards"] = available
    _check_types(builder)
    decisions = dict(data.get("decisions") or {})
    known = builder.ids | set(SIDES)
    for index, action in enumerate(data.get("actions") or ()):
        for key in ("play", "action"):
            if key in action and action[key] not in builder.ids:
                builder.problem(
                    f"actions[{index}].{key}", f"nie ma karty „{action[key]}” w scenariuszu"
                )
        for source in action.get("pay") or {}:
            if source not in builder.ids:
                builder.problem(
                    f"actions[{index}].pay.{source}", f"nie ma karty „{source}” w scenariuszu"
                )
    if builder.problems:
        raise ScenarioError(builder.problems)
    start = data.get("start") or {}
    turn = int(start.get("turn", 1))
    stop = data.get("stop") or {}
    board = {
        "game": {
            "seed": int(data.get("seed", 0)),
            "turn": turn,
            "active": start.get("active", "dark"),
            "phase": start.get("phase", "balance"),
            "balance": data.get("balance", "light"),
            "dial": int(data.get("dial", 0)),
        },
        "players": board_players,
        "cards": builder.cards,
    }
    setup = LcgSetup(
        board=board,
        cards=builder.records,
        names=builder.names,
        decisions=decisions,
        actions=list(data.get("actions") or ()),
        max_steps=int(data.get("max_steps", 5000)),
        stop=(int(stop.get("turn", turn)), stop.get("phase", "force")),
        random={k: list(v) for k, v in ((data.get("chance") or {}).get("random") or {}).items()},
    )
    sources = data.get("sources") or {}
    del known
    return Scenario(
        id=data.get("id") or name,
        title=data.get("title") or name,
        game="lcg",
        data=data,
        setup=setup,
        expect=data.get("expect") or {},
        sources=sources,
        case=data.get("case"),
        decisions=decisions,
    )


def _check_types(builder: _Builder) -> None:
    """A card's zone must suit its type (a unit among the objectives is a typo)."""
    wanted = {"units": "Unit", "objectives": "Objective"}
    players = builder.data.get("players") or {}
    for side, player in players.items():
        for key, card_type in wanted.items():
            for index, entry in enumerate(player.get(key) or ()):
                ident = entry if isinstance(entry, str) else entry.get("id")
                card = next((c for c in builder.cards if c["id"] == ident), None)
                if card is None:
                    continue
                record = builder.records.get(card["card"])
                if record is not None and record.type and record.type != card_type:
                    builder.problem(
                        f"players.{side}.{key}[{index}]",
                        f"karta „{record.title}” to {record.type_pl}, nie {key}",
                    )


def database_for(path: Path | str | None) -> LcgCards | None:
    return load_cached(path) if path else None
