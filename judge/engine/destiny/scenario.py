"""Destiny scenario files: a described board, the actions to replay, decisions, chance and
`expect:` (the format is documented in `judge/engine/README.md`, "Scenarios").

The YAML and the JSON Schema (`rulings/scenarios/scenario.schema.json`) are checked by the core
(`judge.engine.core.scenario`); this module is the meaning pass: card codes exist in the card
database, faces exist on the die, ids are unique, references point to existing cards and
players, damage stays below health. Every problem is reported with its path in the file
(`players.P1.characters[0].damage: …`) as one `ScenarioError` (exit 2).

The result is a `Setup` for the engine: the initial `GameState`, the card definitions, the
actions, decisions and stated chance.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType
from typing import Any

from judge.cards.model import Card
from judge.engine.core.errors import ScenarioError
from judge.engine.core.scenario import Scenario, parse_yaml, read_path, validate_and_build
from judge.engine.destiny import faces as facelib
from judge.engine.destiny import polish as pl
from judge.engine.destiny.cards import CardDef
from judge.engine.destiny.host import DEFAULT_MAX_STEPS, Setup
from judge.engine.destiny.state import CardState, DieState, GameState, PlayerState
from judge.resources import rulings_dir

GAME = "destiny"
SCHEMA_FILE = "scenario.schema.json"
FILLER_TYPE = "unknown"
# Unstated zones: an empty hand, 10 unknown cards in the deck (so no one decks out by accident).
DEFAULT_ZONE_SIZE: dict[str, Any] = {"hand": 0, "deck": 10}


@lru_cache(maxsize=1)
def schema() -> dict[str, Any]:
    return json.loads(schema_path().read_text(encoding="utf-8"))


def schema_path() -> Path:
    return rulings_dir() / "scenarios" / SCHEMA_FILE


# --- building ----------------------------------------------------------------------------------


class _Builder:
    def __init__(self, data: Mapping[str, Any], cards_db: Any) -> None:
        self.data = data
        self.db = cards_db
        self.problems: list[tuple[str, str]] = []
        self.defs: dict[str, CardDef] = {}
        self.cards: dict[str, CardState] = {}
        self.dice: dict[str, DieState] = {}
        self.players: dict[str, PlayerState] = {}
        self.ids: set[str] = set()
        self.filler = 0

    def problem(self, path: str, message: str) -> None:
        self.problems.append((path, message))

    # cards

    def card_def(
        self,
        source: Any,
        text: str | None,
        path: str,
        name: str | None = None,
        subtitle: str | None = None,
    ) -> CardDef | None:
        if isinstance(source, Mapping):
            return self._inline(source, text, path)
        defn = self._from_db(str(source), text, path)
        if defn is None:
            return None
        name = name if name and name != defn.card.name else None
        subtitle = subtitle if subtitle and subtitle != defn.card.subtitle else None
        if not (name or subtitle):
            return defn
        # The Polish name (and subtitle) the rules documents use for a card the database knows
        # only in English.
        from dataclasses import replace

        key = f"{defn.key}@{name or ''}@{subtitle or ''}"
        if key not in self.defs:
            card = replace(
                defn.card, name=name or defn.card.name, subtitle=subtitle or defn.card.subtitle
            )
            self.defs[key] = replace(defn, key=key, card=card)
        return self.defs[key]

    def _inline(self, spec: Mapping[str, Any], text: str | None, path: str) -> CardDef:
        sides = tuple(facelib.parse(s) for s in spec.get("sides") or ())
        code = str(spec.get("code") or "inline")
        text = text if text is not None else spec.get("text")
        card = Card(
            code=code,
            name=spec["name"],
            name_en=spec["name"],
            type=spec["type"],
            subtitle=spec.get("subtitle"),
            affiliation=spec.get("affiliation"),
            color=spec.get("color"),
            cost=spec.get("cost"),
            health=spec.get("health"),
            points=spec.get("points"),
            unique=bool(spec.get("unique", False)),
            subtypes=tuple(spec.get("subtypes") or ()),
            has_die=bool(sides),
            sides=sides,
            text=text,
            lang="pl",
            source="rules",
        )
        if card.type == "character" and not card.health:
            self.problem(f"{path}.health", "postać musi mieć wytrzymałość (health)")
        key = (
            "inline:"
            + hashlib.sha1(
                json.dumps(dict(spec), sort_keys=True, ensure_ascii=False).encode()
                + (text or "").encode()
            ).hexdigest()[:12]
        )
        return self._register(key, card, text, "scenario" if text else "none", sides)

    def _from_db(self, ref: str, text: str | None, path: str) -> CardDef | None:
        if self.db is None:
            self.problem(
                path,
                f"karta „{ref}” pochodzi z bazy kart, a nie podano bazy (--cards lub "
                "JUDGE_CARDS); albo opisz kartę w scenariuszu (name, type, text…)",
            )
            return None
        try:
            card = self.db.get(ref)
        except Exception as exc:  # NotFound from the database
            hint = ""
            if getattr(self.db, "path", None) is None:
                hint = (
                    " (brak bazy kart: pobierz ją poleceniem `judge cards update` albo wskaż "
                    "przez --cards lub JUDGE_CARDS; albo opisz kartę w scenariuszu: name, type, "
                    "text…)"
                )
            self.problem(path, getattr(exc, "message", str(exc)) + hint)
            return None
        if text is not None:
            executed, source = text, "scenario"
        elif card.errata_text:
            executed, source = card.errata_text, "errata"
        elif card.text and card.rules_lang == "pl":
            executed, source = card.text, "db"
        elif card.text:
            executed, source = card.text, "english"
        else:
            executed, source = None, "none"
        sides = tuple(facelib.parse(facelib.notation(f)) for f in card.sides)
        key = (
            card.code
            if text is None
            else f"{card.code}~" + hashlib.sha1(text.encode()).hexdigest()[:8]
        )
        return self._register(key, card, executed, source, sides)

    def _register(
        self, key: str, card: Card, text: str | None, source: str, sides: tuple[Any, ...]
    ) -> CardDef:
        existing = self.defs.get(key)
        if existing is not None:
            return existing
        defn = CardDef(key=key, card=card, text=text, text_source=source, faces=sides)
        self.defs[key] = defn
        return defn

    def claim_id(self, cid: str, path: str) -> bool:
        if cid in self.ids:
            self.problem(path, f"identyfikator „{cid}” jest już użyty w scenariuszu")
            return False
        self.ids.add(cid)
        return True

    def add_card(
        self,
        spec: Any,
        *,
        pid: str,
        zone: str,
        path: str,
        expected: tuple[str, ...] | None = None,
        attached_to: str | None = None,
    ) -> str | None:
        if isinstance(spec, str):
            spec = {"id": None, "card": spec}
        cid = spec.get("id")
        defn = self.card_def(
            spec["card"], spec.get("text"), f"{path}.card", spec.get("name"), spec.get("subtitle")
        )
        if defn is None:
            if cid is not None:  # the id is still taken: a second card with it is reported
                self.claim_id(cid, f"{path}.id")
            return None
        if cid is None:
            number = 1
            cid = f"{pid.lower()}-{zone}-{number}"
            while cid in self.ids:
                number += 1
                cid = f"{pid.lower()}-{zone}-{number}"
        if not self.claim_id(cid, f"{path}.id"):
            return None
        kind = defn.type
        if expected and kind not in expected:
            self.problem(
                f"{path}.card",
                f"karta {defn.name} ({defn.code}) to „{kind}”, a tu oczekiwano: "
                + ", ".join(expected),
            )
        damage = int(spec.get("damage", 0))
        if kind == "character" and damage >= (defn.health or 0) and zone == "play":
            self.problem(
                f"{path}.damage",
                f"{pl.damage(damage)} przy wytrzymałości {defn.health}: postać byłaby już pokonana",
            )
        dice_ids: list[str] = []
        card = CardState(
            id=cid,
            defn=defn.key,
            owner=pid,
            controller=pid,
            zone=zone,
            kind=kind
            if kind in ("character", "upgrade", "support", "event", "battlefield", "plot")
            else FILLER_TYPE,
            damage=damage,
            shields=int(spec.get("shields", 0)),
            exhausted=bool(spec.get("exhausted", False)),
            attached_to=attached_to,
            resources=int(spec.get("resources", 0)) if zone == "play" else 0,
        )
        if defn.faces:
            states = list(spec.get("dice") or [])
            count = 2 if (spec.get("elite") or len(states) == 2) and kind == "character" else 1
            if len(states) > count:
                self.problem(f"{path}.dice", f"karta ma {count} kość(i), podano {len(states)}")
            for n in range(count):
                did = f"{cid}.die" if n == 0 else f"{cid}.die{n + 1}"
                state = states[n] if n < len(states) else None
                location, face = ("card" if zone == "play" else "set_aside"), None
                if state is not None:
                    if zone != "play":
                        self.problem(f"{path}.dice[{n}]", "kość w puli wymaga karty w grze")
                    try:
                        wanted = facelib.notation(facelib.parse(state))
                    except Exception:
                        self.problem(f"{path}.dice[{n}]", f"nieznana ścianka {state!r}")
                        continue
                    notations = [facelib.notation(f) for f in defn.faces]
                    if wanted not in notations:
                        self.problem(
                            f"{path}.dice[{n}]",
                            f"kość karty {defn.name} nie ma ścianki {state}; ma: "
                            + ", ".join(notations),
                        )
                        continue
                    location, face = "pool", notations.index(wanted)
                self.dice[did] = DieState(
                    id=did, home=cid, owner=pid, faces=defn.faces, location=location, face=face
                )
                dice_ids.append(did)
        elif spec.get("dice"):
            self.problem(f"{path}.dice", f"karta {defn.name} nie ma kości")
        self.cards[cid] = _with_dice(card, tuple(dice_ids))
        return cid

    def add_attached(self, listed: Any, *, pid: str, path: str, host: str) -> tuple[str, ...]:
        """The upgrades a scenario lists on a card in play (a character's, a support's mods),
        attached to `host`; each problem points to `<path>.upgrades[j]`."""
        attached = []
        for j, upgrade in enumerate(listed or []):
            uid = self.add_card(
                upgrade,
                pid=pid,
                zone="play",
                path=f"{path}.upgrades[{j}]",
                expected=("upgrade",),
                attached_to=host,
            )
            if uid is not None:
                attached.append(uid)
        return tuple(attached)


def _with_dice(card: CardState, dice: tuple[str, ...]) -> CardState:
    from dataclasses import replace

    return replace(card, dice=dice)


def build(data: Mapping[str, Any], cards_db: Any, *, name: str = "") -> Scenario:
    """Validate `data` (already schema-checked) and build the engine's `Setup`."""
    b = _Builder(data, cards_db)
    order = list(data["players"].keys())
    pools: dict[str, list[str]] = {pid: [] for pid in order}
    for pid, spec in data["players"].items():
        base = f"players.{pid}"
        characters: list[str] = []
        supports: list[str] = []
        upgrades_of: dict[str, tuple[str, ...]] = {}
        for i, char in enumerate(spec.get("characters") or []):
            path = f"{base}.characters[{i}]"
            cid = b.add_card(char, pid=pid, zone="play", path=path, expected=("character",))
            if cid is None:
                continue
            characters.append(cid)
            upgrades_of[cid] = b.add_attached(char.get("upgrades"), pid=pid, path=path, host=cid)
        for i, sup in enumerate(spec.get("supports") or []):
            sid = b.add_card(
                sup,
                pid=pid,
                zone="play",
                path=f"{base}.supports[{i}]",
                expected=("support", "upgrade"),
            )
            if sid is not None:
                supports.append(sid)
                if b.cards[sid].kind == "upgrade":
                    b.cards[sid] = _kind(b.cards[sid], "support")
                # mods (later sets) on a support
                listed = sup.get("upgrades") if isinstance(sup, dict) else None
                path = f"{base}.supports[{i}]"
                upgrades_of[sid] = b.add_attached(listed, pid=pid, path=path, host=sid)
        for i, plot in enumerate(spec.get("plots") or []):
            # a plot (later sets) is in play for the whole game, beside the supports (its
            # text is the authority: "exhaust this plot", "set this plot aside")
            plot_id = b.add_card(
                plot, pid=pid, zone="play", path=f"{base}.plots[{i}]", expected=("plot",)
            )
            if plot_id is not None:
                supports.append(plot_id)
        zones: dict[str, list[str]] = {}
        for zone in ("hand", "deck", "discard", "set_aside"):
            value = spec.get(zone, DEFAULT_ZONE_SIZE.get(zone, []))
            ids: list[str] = []
            if isinstance(value, int):
                for _ in range(value):
                    ids.append(_filler(b, pid, zone))
            else:
                for k, entry in enumerate(value):
                    for copy in _copies(entry):
                        cid = b.add_card(copy, pid=pid, zone=zone, path=f"{base}.{zone}[{k}]")
                        if cid is not None:
                            ids.append(cid)
                            _stack(b, cid, copy, pid, f"{base}.{zone}[{k}]")
            zones[zone] = ids
        set_aside_dice = []
        for k, entry in enumerate(spec.get("set_aside_dice") or []):
            path = f"{base}.set_aside_dice[{k}]"
            defn = b.card_def(entry["card"], None, f"{path}.card")
            if defn is None:
                continue
            if not defn.faces:
                b.problem(f"{path}.card", f"karta {defn.name} nie ma kości")
                continue
            if entry["id"] in b.dice or entry["id"] in b.ids:
                b.problem(f"{path}.id", f"identyfikator „{entry['id']}” jest już użyty")
                continue
            b.ids.add(entry["id"])
            b.dice[entry["id"]] = DieState(
                id=entry["id"], home=None, owner=pid, faces=defn.faces, location="set_aside"
            )
            b.defs.setdefault("die:" + entry["id"], defn)
            set_aside_dice.append(entry["id"])
        for cid, attached in upgrades_of.items():
            b.cards[cid] = _upgrades(b.cards[cid], attached)
        b.players[pid] = PlayerState(
            id=pid,
            name=spec.get("name") or pid,
            affiliation=spec.get("affiliation"),
            resources=int(spec.get("resources", 0)),
            characters=tuple(characters),
            supports=tuple(supports),
            hand=tuple(zones["hand"]),
            deck=tuple(zones["deck"]),
            discard=tuple(zones["discard"]),
            set_aside=tuple(zones["set_aside"]),
            passed=bool(spec.get("passed", False)),
            claimed=bool(spec.get("claimed", False)),
        )
    for did, die in b.dice.items():
        owner = die.owner
        if die.location == "pool":
            pools[owner].append(did)
    bf_id = None
    bf_controller = None
    claimed_by = None
    if "battlefield" in data:
        spec = data["battlefield"]
        owner = spec.get("owner") or spec["controller"]
        for key in ("owner", "controller", "claimed_by"):
            if key in spec and spec[key] not in data["players"]:
                b.problem(f"battlefield.{key}", f"nieznany gracz „{spec[key]}”")
        if owner in data["players"]:
            bf_id = b.add_card(
                spec, pid=owner, zone="play", path="battlefield", expected=("battlefield",)
            )
        bf_controller = spec["controller"]
        claimed_by = spec.get("claimed_by")
    turn = data.get("turn") or bf_controller or order[0]
    if turn not in data["players"]:
        b.problem("turn", f"nieznany gracz „{turn}”")
    for pid in order:
        b.players[pid] = _pool(
            b.players[pid],
            tuple(pools[pid]),
            tuple(
                d for d, die in b.dice.items() if die.owner == pid and die.location == "set_aside"
            ),
        )
    _check_references(b, data)
    if data.get("after_setup") and int(data.get("round", 1)) != 1:
        b.problem("after_setup", "stan tuż po przygotowaniu gry to początek rundy 1 (round: 1)")
    if b.problems:
        raise ScenarioError(b.problems)
    passes = sum(1 for p in b.players.values() if p.passed)
    board = GameState(
        players=MappingProxyType(b.players),
        order=tuple(order),
        cards=MappingProxyType(b.cards),
        dice=MappingProxyType(b.dice),
        battlefield=bf_id,
        battlefield_controller=bf_controller,
        claimed_by=claimed_by,
        round=int(data.get("round", 1)),
        phase="action",
        turn=turn,
        consecutive_passes=passes,
        seed=int(data.get("seed", 0)),
    )
    card_map = {cid: b.defs[card.defn] for cid, card in b.cards.items()}
    card_map.update({k: v for k, v in b.defs.items()})
    chance = data.get("chance") or {}
    setup = Setup(
        board=board,
        cards=card_map,
        actions=list(data.get("actions") or []),
        decisions=dict(data.get("decisions") or {}),
        rolls={
            die: (faces if isinstance(faces, list) else [faces])
            for die, faces in (chance.get("rolls") or {}).items()
        },
        discards=dict(chance.get("discards") or {}),
        max_steps=int(data.get("max_steps", DEFAULT_MAX_STEPS)),
        validate=validation_checks(data.get("validate")),
        after_setup=bool(data.get("after_setup", False)),
    )
    scenario_id = data.get("id") or name or "scenariusz"
    return Scenario(
        id=scenario_id,
        title=data.get("title") or scenario_id,
        game=GAME,
        data=data,
        setup=setup,
        expect=data.get("expect") or {},
        sources=data.get("sources") or {},
        case=data.get("case"),
        decisions=setup.decisions,
    )


def validation_checks(value: Any) -> tuple[str, ...]:
    """`validate: true | "team" | "deck" | [team, deck]` as the checks to run."""
    if value is True:
        return ("team", "deck")
    if not value:
        return ()
    if isinstance(value, str):
        return (value,)
    return tuple(c for c in ("team", "deck") if c in value)


def _copies(entry: Any) -> list[Any]:
    """A zone entry with `copies: N` stands for N cards: ids ID, ID-2, … (or generated)."""
    if not isinstance(entry, Mapping) or int(entry.get("copies", 1)) <= 1:
        return [entry]
    base = {k: v for k, v in entry.items() if k != "copies"}
    out = []
    for n in range(1, int(entry["copies"]) + 1):
        copy = dict(base)
        if base.get("id") is not None and n > 1:
            copy["id"] = f"{base['id']}-{n}"
        out.append(copy)
    return out


def _stack(b: _Builder, holder: str, entry: Any, pid: str, path: str) -> None:
    """Cards lying face down on `holder` (Przeczucia): out of every zone, in limbo."""
    if not isinstance(entry, Mapping) or not entry.get("stacked"):
        return
    from dataclasses import replace

    stacked = []
    for k, item in enumerate(entry["stacked"]):
        cid = b.add_card(item, pid=pid, zone="limbo", path=f"{path}.stacked[{k}]")
        if cid is not None:
            stacked.append(cid)
    b.cards[holder] = replace(b.cards[holder], stacked=tuple(stacked))


def _kind(card: CardState, kind: str) -> CardState:
    from dataclasses import replace

    return replace(card, kind=kind)


def _upgrades(card: CardState, ups: tuple[str, ...]) -> CardState:
    from dataclasses import replace

    return replace(card, upgrades=ups)


def _pool(player: PlayerState, pool: tuple[str, ...], aside: tuple[str, ...]) -> PlayerState:
    from dataclasses import replace

    return replace(player, pool=pool, set_aside_dice=aside)


def _filler(b: _Builder, pid: str, zone: str) -> str:
    key = "filler"
    if key not in b.defs:
        b.defs[key] = CardDef(
            key=key,
            card=Card(code="-", name="nieznana karta", name_en="card", type=FILLER_TYPE),
            text=None,
            text_source="none",
        )
    number = 1
    cid = f"{pid.lower()}-{zone}-{number}"
    while cid in b.ids:
        number += 1
        cid = f"{pid.lower()}-{zone}-{number}"
    b.ids.add(cid)
    b.cards[cid] = CardState(
        id=cid, defn=key, owner=pid, controller=pid, zone=zone, kind=FILLER_TYPE
    )
    return cid


def _check_references(b: _Builder, data: Mapping[str, Any]) -> None:
    """Players and dice named by actions, chance and expectations must exist."""
    players = set(data["players"])
    known = b.ids | set(b.dice)

    def walk(actions: Any, path: str) -> None:
        for i, action in enumerate(actions or []):
            where = f"{path}[{i}]"
            if "player" in action and action["player"] not in players:
                b.problem(f"{where}.player", f"nieznany gracz „{action['player']}”")
            for key in ("play", "activate", "use", "target", "replace", "discard"):
                if key in action and action[key] not in known:
                    b.problem(f"{where}.{key}", f"nie ma karty „{action[key]}” w scenariuszu")
            if "actions" in action:
                walk(action["actions"], f"{where}.actions")

    walk(data.get("actions"), "actions")
    chance = data.get("chance") or {}
    for die in chance.get("rolls") or {}:
        if die not in b.dice and die not in b.ids:
            b.problem(f"chance.rolls.{die}", f"nie ma kości „{die}” w scenariuszu")
    for pid in chance.get("discards") or {}:
        if pid not in players:
            b.problem(f"chance.discards.{pid}", f"nieznany gracz „{pid}”")
    expect = data.get("expect") or {}
    for cid in expect.get("cards") or {}:
        if cid not in b.ids:
            b.problem(f"expect.cards.{cid}", f"nie ma karty „{cid}” w scenariuszu")
    for did in expect.get("dice") or {}:
        if did not in b.dice:
            b.problem(f"expect.dice.{did}", f"nie ma kości „{did}” w scenariuszu")
    for pid in expect.get("players") or {}:
        if pid not in players:
            b.problem(f"expect.players.{pid}", f"nieznany gracz „{pid}”")


def load_text(text: str, cards_db: Any, *, name: str = "") -> Scenario:
    """Load a Destiny scenario given as YAML text (the card database already loaded)."""
    data = parse_yaml(text, name=name or "scenariusz")
    return validate_and_build(data, schema(), lambda d: build(d, cards_db, name=name))


def load_path(path: Path | str, cards_db: Any) -> Scenario:
    path = Path(path)
    scenario = load_text(read_path(path), cards_db, name=path.stem)
    scenario.path = path
    return scenario
