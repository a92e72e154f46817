"""The smoke run: every card of a pool on generated legal boards, each ability activated or
triggered, every state checked against the invariants.

For one card the run builds a few boards (seeded, so two runs are identical): the card where its
abilities act (a character or a support in play, an upgrade on a character or in hand to be
played, an event in hand, a battlefield to be claimed), among characters with no abilities and
cards the engine executes (in hands and decks), so that whatever the engine does comes from
the card under test. Each board starts with the action that reaches one ability (use an "Akcja"
ability, resolve the card's die showing its special symbol, play the card, claim the
battlefield) and goes on with a few actions chosen from the state (resolve dice, activate, play,
use, reroll, claim, pass, so that triggered abilities meet their moments and a round ends),
answering "yes" to every optional ability.

Each board ends in one of:

* `ok`: the actions ran out or the game ended;
* `refused`: the engine stopped with a clear refusal of the card's text (`Unsupported`:
  unparsed, unhonoured, a construction it cannot evaluate), counted apart: a refusal is the
  engine saying "I do not know", never a wrong answer;
* `stopped`: any other stop (a loop at the step cap, an illegal choice while resolving);
* `crashed`: an exception that is not a `JudgeError` (a bug);
* `invariant`: a state broke an invariant (`invariants.check_state`) or a die appeared or
  vanished.

A card is *executable* when no board refused, stopped, crashed or broke an invariant; an
ability is *run* when some board started it (an `ability` step, a "before" window taking it, or
its queue item resolving).
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from judge.cards import ast as A
from judge.cards.model import Card
from judge.engine.core.errors import EngineStop
from judge.engine.core.events import Event
from judge.engine.core.log import EventLog
from judge.engine.core.runner import ActionEntry, ActionFeed
from judge.engine.destiny import faces as facelib
from judge.engine.destiny import interpreter
from judge.engine.destiny.abilities import can_be_activated
from judge.engine.destiny.coverage import gaps
from judge.engine.destiny.dicerules import SYMBOL_RULE
from judge.engine.destiny.engine import ACTION_KINDS, Engine
from judge.engine.destiny.interpreter.context import KIND_MATCH
from judge.engine.destiny.interpreter.parsing import parse_text
from judge.engine.destiny.invariants import check_state, dice_census
from judge.engine.destiny.reducer import apply
from judge.engine.destiny.scenario import build
from judge.engine.destiny.state import GameState
from judge.engine.destiny.unsupported import Unsupported
from judge.errors import JudgeError

SUBJECT = "card"  # the instance id of the card under test (its die: "card.die")
PLAYABLE_TYPES = ("character", "upgrade", "support", "event", "battlefield", "plot")
# Characters without text (none of them acts), by side; and a battlefield to claim when the
# card under test is not one. Chosen by code from the database at run time.
FILLER_CHARACTERS = {"hero": ("01047", "03041", "07072"), "villain": ("01002", "05013", "09020")}
RANDOM_ACTIONS = 16
IN_PLAY_VARIANTS = 5
MAX_STEPS = 2500
PASSIVE_KINDS = frozenset({"persistent", "keyword", "integral", "restriction"})


@dataclass
class Board:
    """One generated board: the scenario data and the ability it starts with."""

    route: str  # "use", "special", "play", "claim", "in_play"
    ability: int | None  # the ability index the first action reaches (None: triggers only)
    data: dict[str, Any]
    subject_code: str = ""


@dataclass
class BoardResult:
    route: str
    status: str  # ok, refused, refused_other, stopped, crashed, invariant
    message: str | None
    started: set[int]  # ability indices of the card under test that started
    steps: int
    refused_card: str | None = None  # the card a refusal names


@dataclass
class CardResult:
    code: str
    name: str
    lang: str
    type: str
    abilities: dict[int, str] = field(default_factory=dict)  # index -> kind
    boards: list[BoardResult] = field(default_factory=list)
    static: str | None = None  # why the card is refused before any board (unparsed, ...)

    @property
    def run(self) -> set[int]:
        found: set[int] = set()
        for board in self.boards:
            found |= board.started
        return found

    @property
    def status(self) -> str:
        if self.static is not None:
            return "refused"
        order = ("crashed", "invariant", "stopped", "refused")
        for status in order:
            if any(b.status == status for b in self.boards):
                return status
        return "ok"

    @property
    def active(self) -> set[int]:
        """The abilities a board must start (passive ones apply by being in play)."""
        return {i for i, k in self.abilities.items() if k not in PASSIVE_KINDS}

    @property
    def not_run(self) -> list[int]:
        return sorted(self.active - self.run) if self.static is None else []

    @property
    def executable(self) -> bool:
        """Every ability ran, and no board refused, stopped, crashed or broke an invariant."""
        return self.status == "ok" and not self.not_run

    def to_json(self) -> dict[str, Any]:
        active = self.active
        data: dict[str, Any] = {
            "code": self.code,
            "name": self.name,
            "lang": self.lang,
            "type": self.type,
            "executable": self.executable,
            "status": self.status,
            "abilities": len(self.abilities),
            "abilities_active": len(active),
            "abilities_run": len(self.run & active),
            "boards": len(self.boards),
        }
        if self.static is not None:
            data["reason"] = self.static
        if self.not_run:
            data["not_run"] = self.not_run
        problems = [
            {"route": b.route, "status": b.status, "message": b.message}
            for b in self.boards
            if b.status not in ("ok", "refused_other")
        ]
        if problems:
            data["problems"] = problems
        return data


# --- the boards ------------------------------------------------------------------------------


class Pools:
    """What the boards are made of, read once from the card database."""

    def __init__(self, db: Any) -> None:
        self.db = db
        by_code = {card.code: card for card in db}
        known = set(SYMBOL_RULE)
        self.fillers = {
            side: [
                by_code[c]
                for c in codes
                if c in by_code and all(f.symbol in known for f in by_code[c].sides)
            ]
            for side, codes in FILLER_CHARACTERS.items()
        }
        self.battlefield = _simple_battlefield(db)
        self.by_code = by_code
        self.health = {code: card.health or 1 for code, card in by_code.items()}
        self.hand_cards = _hand_cards(db)
        self.characters = _team_characters(db)
        self.supports = _host_supports(db)


def _hand_cards(db: Any) -> list[Card]:
    """Polish events, upgrades and supports costing at most 3 whose whole text the engine
    honours (checked statically): what players hold besides the card under test."""
    found = []
    for card in sorted(db, key=lambda c: c.code):
        if card.type not in ("event", "upgrade", "support") or card.rules_lang != "pl":
            continue
        if (card.cost or 0) > 3 or not card.rules_text:
            continue
        parsed = parse_text(card.rules_text, "pl")
        if parsed.ok and not gaps(parsed) and not _unenumerable(parsed):
            found.append(card)
    return found


def _host_supports(db: Any) -> list[Card]:
    """Supports whose text the engine honours (or with none) and whose die it knows: hosts
    for mods ("Modify vehicle support", later sets)."""
    known = set(SYMBOL_RULE)
    found = []
    for card in sorted(db, key=lambda c: c.code):
        if card.type != "support" or not all(f.symbol in known for f in card.sides):
            continue
        if card.rules_text:
            parsed = parse_text(card.rules_text, card.rules_lang)
            if not parsed.ok or gaps(parsed) or _unenumerable(parsed):
                continue
        found.append(card)
    return found


def _required_support(card: Card) -> tuple[A.Filter, ...] | None:
    """The filters of the support a mod must be played on ("Modify vehicle support"), or None
    when the card is no mod that may go on a support."""
    if card.type != "upgrade" or not card.rules_text:
        return None
    parsed = parse_text(card.rules_text, card.rules_lang)
    for ability in parsed.abilities:
        if not isinstance(ability, A.Ability) or not isinstance(ability.restriction, A.OnlyOn):
            continue
        target = ability.restriction.target
        items = target.items if isinstance(target, A.Either) else (target,)
        for item in items:
            if isinstance(item, A.Select) and item.kind == "support":
                return item.filters
    return None


def _unenumerable(parsed: A.CardText) -> bool:
    """A text selecting objects the engine cannot enumerate (faces, symbols): it would stop
    every board it is played on, so it is no card to hold in hand."""
    return any(
        isinstance(node, A.Select) and node.kind not in KIND_MATCH for node in A.walk(parsed)
    )


def _team_characters(db: Any) -> list[Card]:
    """Characters whose die the engine resolves and whose text it honours (or who have
    none): hosts for upgrades with play restrictions, and characters a card needs to spot."""
    found = []
    known = set(SYMBOL_RULE)
    for card in sorted(db, key=lambda c: c.code):
        if card.type != "character" or not card.sides:
            continue
        if any(f.symbol not in known for f in card.sides):
            continue
        if card.rules_text:
            parsed = parse_text(card.rules_text, card.rules_lang)
            if not parsed.ok or gaps(parsed):
                continue
        found.append(card)
    return found


def _required_character(card: Card) -> tuple[A.Filter, ...] | None:
    """The filters a character must meet for `card` to be played ("Tylko czerwona postać.",
    "Aby zagrać, wyznacz postać Jedi"), or None when the card asks for none."""
    if not card.rules_text:
        return None
    parsed = parse_text(card.rules_text, card.rules_lang)
    for ability in parsed.abilities:
        if not isinstance(ability, A.Ability) or ability.kind != "restriction":
            continue
        node = ability.restriction if ability.restriction is not None else ability.effect
        if isinstance(node, A.OnlyCharacter):
            return node.filters
        if isinstance(node, A.SpotToPlay) and isinstance(node.target, A.Select):
            return node.target.filters
    return None


def _meets(card: Card, filters: Sequence[A.Filter]) -> bool:
    """Whether a character record meets the filters a restriction names (the kinds a record
    can answer; any other filter is assumed met)."""
    for f in filters:
        if f.kind == "color" and card.color != f.value:
            return False
        if f.kind == "subtype" and str(f.value).lower() not in {s.lower() for s in card.subtypes}:
            return False
        if f.kind == "unique" and not card.unique:
            return False
        if f.kind == "non_unique" and card.unique:
            return False
    return True


def _simple_battlefield(db: Any) -> Card | None:
    """A Polish battlefield whose claim ability the engine executes (the lowest code)."""
    for card in sorted(db, key=lambda c: c.code):
        if card.type != "battlefield" or card.rules_lang != "pl" or not card.rules_text:
            continue
        parsed = parse_text(card.rules_text, "pl")
        if parsed.ok and not gaps(parsed):
            return card
    return None


def _side(card: Card, rng: random.Random) -> str:
    if card.affiliation in ("hero", "villain"):
        return card.affiliation
    return rng.choice(("hero", "villain"))


def _face_notations(card: Card) -> list[str]:
    return [facelib.notation(face) for face in card.sides]


def _character(
    cid: str, card: Card, rng: random.Random, *, die: str | bool | None = True
) -> dict[str, Any]:
    """A character entry: some damage, maybe shields, its die on the card or in the pool (a
    character with a die in the pool was activated: exhausted)."""
    entry: dict[str, Any] = {"id": cid, "card": card.code}
    health = card.health or 1
    if health > 3 and rng.random() < 0.6:
        entry["damage"] = rng.randint(0, health - 3)
    if rng.random() < 0.3:
        entry["shields"] = rng.randint(1, 2)
    if card.has_die and card.sides:
        face = die if isinstance(die, str) else None
        if face is None and die is True and rng.random() < 0.6:
            face = rng.choice(_face_notations(card))
        if face is not None:
            entry["dice"] = [face]
            entry["exhausted"] = True
    return entry


def _mod_host(card: Card, pools: Pools) -> dict[str, Any] | None:
    """A support of the subtype a mod asks for ("Modify vehicle support"), to hold it."""
    needed = _required_support(card)
    if needed is None:
        return None
    hosts = [s for s in pools.supports if _meets(s, needed)]
    if not hosts:
        return None
    return {"id": "p1s1", "card": random.Random(f"{card.code}/host").choice(hosts).code}


def _special_face(card: Card) -> str | None:
    for face in card.sides:
        if face.symbol == "Sp":
            return facelib.notation(face)
    return None


def boards_for(card: Card, abilities: Mapping[int, str], pools: Pools, seed: int) -> list[Board]:
    """The boards that reach each ability of `card` (see the module docstring)."""
    boards: list[Board] = []
    kinds = set(abilities.values())
    actions = [i for i, k in sorted(abilities.items()) if k in interpreter.ACTION_KINDS]
    for number, index in enumerate(actions, 1):
        boards.append(_board(card, pools, seed + number, "use", index, {"ability": number}))
    specials = [i for i, k in sorted(abilities.items()) if k == "special"]
    for number, special in enumerate(specials, 1):
        special_board = _board(card, pools, seed + 20 + (number - 1) * 100, "special", special, {})
        if len(specials) > 1:
            # a card with several special abilities: its player picks one (`<card>.special`)
            special_board.data["decisions"] = {f"{SUBJECT}.special": str(number)}
        boards.append(special_board)
    if card.type == "event":
        first = min(abilities) if abilities else None
        for n in range(3):
            boards.append(_board(card, pools, seed + 30 + n, "play", first, {}, variant=n))
        meeting = _play_condition_board(card, pools, seed + 34, first)
        if meeting is not None:
            boards.append(meeting)
    elif card.type in ("upgrade", "support"):
        boards.append(_board(card, pools, seed + 40, "play", None, {}))
    if card.type == "battlefield":
        claim = next((i for i, k in abilities.items() if k == "claim"), None)
        boards.append(_board(card, pools, seed + 50, "claim", claim, {}))
    for index, trigger in _triggers(card):
        for make in (
            _play_trigger_board,
            _attack_trigger_board,
            _shield_trigger_board,
            _phase_trigger_board,
            _activate_trigger_board,
        ):
            board = make(card, pools, seed + 80 + index, index, trigger)
            if board is not None:
                boards.append(board)
    if card.type != "event" and (
        kinds - {"action", "power_action", "special", "claim"} or not kinds
    ):
        for n in range(IN_PLAY_VARIANTS):
            boards.append(_board(card, pools, seed + 60 + n, "in_play", None, {}, variant=n))
    return boards


def _board(
    card: Card,
    pools: Pools,
    seed: int,
    route: str,
    ability: int | None,
    extra: Mapping[str, Any],
    *,
    variant: int = 2,
) -> Board:
    """One board. Variants of the same route: 0, the card under test ready and the opponent's
    first character one damage from defeat, which the player's first action defeats; 1, the
    player's own characters close to defeat and the opponent, acting first, dealing damage to
    the card under test (or the character it is attached to); 2 and above, damage, shields and
    dice at random, with characters of the whole pool besides the card under test."""
    rng = random.Random(f"{card.code}/{seed}")
    side = _side(card, rng)
    other = "villain" if side == "hero" else "hero"
    players: dict[str, Any] = {
        "P1": {
            "affiliation": side,
            "resources": 6,
            "hand": _hand(pools, rng, "p1h"),
            "deck": _deck(pools, f"{card.code}/{seed}/P1", "p1d"),
        },
        "P2": {
            "affiliation": other,
            "resources": rng.randint(1, 5),
            "hand": _hand(pools, rng, "p2h"),
            "deck": _deck(pools, f"{card.code}/{seed}/P2", "p2d"),
        },
    }
    mine = [_character(f"p1c{n}", c, rng) for n, c in enumerate(pools.fillers[side][:2], 1)]
    needed = _required_character(card) if card.type != "character" else None
    if needed:
        hosts = [
            c for c in pools.characters if c.affiliation in (side, "neutral") and _meets(c, needed)
        ]
        if hosts:
            mine[0] = _character("p1c1", rng.choice(hosts), rng)
    theirs = [_character(f"p2c{n}", c, rng) for n, c in enumerate(pools.fillers[other][:2], 1)]
    special = _special_face(card) if route == "special" else None
    die: str | bool | None = special if special is not None else (route != "special")
    if variant == 0:
        die = special  # the card's own die on it: ready to be activated
        _near_defeat(theirs[0], pools)
    action: dict[str, Any] | None = None
    if card.type == "character":
        subject = _character(SUBJECT, card, rng, die=die)
        if route == "use":
            subject.pop("exhausted", None)  # an "Akcja" ability may exhaust its own card
            subject.pop("dice", None)
        mine = [subject, *mine[:1]]
    elif card.type in ("upgrade", "support"):
        entry: dict[str, Any] = {"id": SUBJECT, "card": card.code}
        if card.has_die and card.sides:
            face = special if special is not None else None
            if face is None and variant == 2 and route not in ("use", "play"):
                face = rng.choice(_face_notations(card)) if rng.random() < 0.5 else None
            if face is not None:
                entry["dice"] = [face]
        mod_host = _mod_host(card, pools) if card.type == "upgrade" else None
        if mod_host is not None:
            players["P1"]["supports"] = [mod_host]
        if route == "play":
            players["P1"]["hand"] = [{"id": SUBJECT, "card": card.code}, *players["P1"]["hand"]]
        elif mod_host is not None:  # a mod on its support (later sets)
            if "dice" in entry:  # its die was rolled: the support was activated
                mod_host["exhausted"] = True
            mod_host["upgrades"] = [entry]
        elif card.type == "upgrade":
            host = mine[0]
            if "dice" in entry:  # its die was rolled: the character was activated
                host["exhausted"] = True
            host["upgrades"] = [entry]
        else:
            if "dice" in entry:
                entry["exhausted"] = True
            players["P1"]["supports"] = [entry]
    elif card.type == "event":
        players["P1"]["hand"] = [{"id": SUBJECT, "card": card.code}, *players["P1"]["hand"][1:]]
    elif card.type == "plot":  # in play from the start of the game (later sets)
        players["P1"]["plots"] = [{"id": SUBJECT, "card": card.code}]
    first: list[dict[str, Any]] = []
    if variant == 0 and route == "in_play" and _showing_damage(mine[-1], pools):
        first = [{"player": "P1", "resolve": [{"die": f"{mine[-1]['id']}.die", "target": "p2c1"}]}]
    if variant == 1:
        for character in mine:
            _near_defeat(character, pools, left=2)
        for character in theirs:
            _showing_damage(character, pools)
        if route == "in_play" and "dice" in theirs[0]:
            target = mine[0]["id"]
            first = [{"player": "P2", "resolve": [{"die": "p2c1.die", "target": target}]}]
    players["P1"]["characters"] = mine
    players["P2"]["characters"] = theirs
    data: dict[str, Any] = {
        "id": f"smoke-{card.code}-{route.replace('_', '-')}-{seed}",
        "title": f"Próba karty {card.code}",
        "players": players,
        "turn": "P1",
        "seed": rng.randint(0, 2**16),
        "max_steps": MAX_STEPS,
    }
    if card.type == "battlefield":
        data["battlefield"] = {"id": SUBJECT, "card": card.code, "controller": "P2"}
    elif pools.battlefield is not None:
        data["battlefield"] = {
            "id": "bf",
            "card": pools.battlefield.code,
            "controller": rng.choice(("P1", "P2")),
        }
    if route == "use":
        action = {"use": SUBJECT, **extra}
    elif route == "special":
        action = {"resolve": [{"die": f"{SUBJECT}.die"}]}
    elif route == "play":
        action = {"play": SUBJECT}
        if card.type == "upgrade":
            supports = players["P1"].get("supports") or []
            action["target"] = supports[0]["id"] if supports else mine[0]["id"]
    elif route == "claim":
        action = {"claim": True}
    data["actions"] = [dict(action, player="P1")] if action is not None else first
    if first and first[0]["player"] == "P2":
        data["turn"] = "P2"
    return Board(route=route, ability=ability, data=data, subject_code=card.code)


def _play_condition(card: Card) -> Any:
    """The condition of the card's "Play only if …" (None when it has none)."""
    if not card.rules_text:
        return None
    for ability in parse_text(card.rules_text, card.rules_lang).abilities:
        if isinstance(ability, A.Ability) and isinstance(ability.restriction, A.PlayOnlyIf):
            return ability.restriction.condition
    return None


def _play_condition_board(card: Card, pools: Pools, seed: int, first: int | None) -> Board | None:
    """A board on which the event's "Play only if …" holds, for the conditions the generator
    knows how to set up (dice showing a symbol or a value, cards in a discard pile or none in
    a hand, no resources, more ready characters); None for any other (or none)."""
    condition = _play_condition(card)
    if condition is None:
        return None
    board = _board(card, pools, seed, "play", first, {}, variant=2)
    players = board.data["players"]
    conditions = condition.conditions if isinstance(condition, A.AllOf) else (condition,)
    rng = random.Random(f"{card.code}/{seed}/meet")
    met = [_meet(c, players, pools, rng) for c in conditions]
    return board if met and all(met) else None


def _meet(condition: Any, players: dict[str, Any], pools: Pools, rng: random.Random) -> bool:
    """Change the board so that `condition` holds; False when the generator cannot."""
    if isinstance(condition, A.Compare) and condition.op in (">", "<"):
        left, right = condition.left, condition.right
        ready_vs = all(
            isinstance(x, A.CountOf) and isinstance(x.of, A.Select) and x.of.kind == "character"
            for x in (left, right)
        )
        if not ready_vs:
            return False
        mine_more = (condition.op == ">") == (left.of.controller == "you")
        more, fewer = ("P1", "P2") if mine_more else ("P2", "P1")
        if any(f.kind == "ready" for f in left.of.filters):
            for entry in players[fewer]["characters"]:
                entry["exhausted"] = True
            for entry in players[more]["characters"]:
                entry.pop("exhausted", None)
                entry.pop("dice", None)
        else:
            players[fewer]["characters"] = players[fewer]["characters"][:1]
        return True
    if not (isinstance(condition, A.Has) and isinstance(condition.owner, A.Player)):
        return False
    side = {"you": "P1", "opponent": "P2"}.get(condition.owner.who)
    what = condition.what
    if side is None or not isinstance(what, A.Select):
        return False
    player = players[side]
    count = what.count
    wanted = count.value if isinstance(count, A.AtLeast | A.Fixed) else None
    if what.kind == "resource" and wanted == 0:
        player["resources"] = 0
        return True
    if what.kind == "card" and what.zone == "hand" and wanted == 0:
        player["hand"] = [e for e in player.get("hand", []) if e.get("id") == SUBJECT]
        return True
    if what.kind == "card" and what.zone == "discard_pile" and wanted and pools.hand_cards:
        picked = [rng.choice(pools.hand_cards) for _ in range(wanted)]
        player["discard"] = [
            {"id": f"{side.lower()}x{n}", "card": c.code} for n, c in enumerate(picked, 1)
        ]
        return True
    if what.kind == "die" and wanted:
        return _dice_showing(what.filters, wanted, side, players, pools, rng)
    return False


def _dice_showing(
    filters: Sequence[A.Filter],
    wanted: int,
    side: str,
    players: dict[str, Any],
    pools: Pools,
    rng: random.Random,
) -> bool:
    """Characters of `side` whose dice lie in the pool showing what the filters ask (a
    symbol, a value of at least N, a combined value of at least N)."""
    combined = next((int(f.value) for f in filters if f.kind == "combined_value_at_least"), 0)

    def fits(face: Any) -> bool:
        for f in filters:
            if f.kind == "showing" and face.symbol not in f.value:
                return False
            if f.kind == "showing_value_at_least" and facelib.value(face) < int(f.value):
                return False
            if f.kind not in ("showing", "showing_value_at_least", "combined_value_at_least"):
                return False
        return not face.cost and not face.modifier

    affiliation = players[side]["affiliation"]
    hosts = [
        c
        for c in pools.characters
        if c.affiliation in (affiliation, "neutral") and any(fits(f) for f in c.sides)
    ]
    if not hosts:
        return False
    if combined:
        hosts.sort(key=lambda c: -max(facelib.value(f) for f in c.sides if fits(f)))
        hosts = hosts[:3]
    elif len(hosts) < wanted:
        return False
    else:
        hosts = rng.sample(hosts, k=max(wanted, 1))
    entries = []
    for n, host in enumerate(hosts, 1):
        best = max((f for f in host.sides if fits(f)), key=facelib.value)
        entry = _character(f"{side.lower()}m{n}", host, rng, die=facelib.notation(best))
        entries.append(entry)
    players[side]["characters"] = entries
    return True


def _triggers(card: Card) -> list[tuple[int, A.Trigger]]:
    if not card.rules_text:
        return []
    parsed = parse_text(card.rules_text, card.rules_lang)
    return [
        (i, a.trigger)
        for i, a in enumerate(parsed.abilities)
        if isinstance(a, A.Ability) and a.trigger is not None
    ]


def _play_trigger_board(
    card: Card, pools: Pools, seed: int, index: int, trigger: A.Trigger
) -> Board | None:
    """A board whose first action plays a card the trigger waits for ("po tym, jak zagrasz
    niebieskie ulepszenie", "… ostatnią kartę z ręki", "na tę postać"): a card of the right
    type, colour and keyword from the pool, played by the player the trigger names (the
    opponent acts first when it is his play), as the only card in hand when it must be the
    last one."""
    event = trigger.event
    if "played" not in event.kinds or card.type == "event":
        return None
    if isinstance(event.subject, A.Ref) and event.subject.to == "self":
        return _play_self_onto_board(card, pools, seed, index, event)
    subject = event.subject if isinstance(event.subject, A.Select) else None
    wanted = [c for c in pools.hand_cards if subject is None or _card_meets(c, subject)]
    if subject is not None and subject.kind == "card" and not subject.filters:
        wanted = list(pools.hand_cards)
    if not wanted:
        return None
    board = _board(card, pools, seed, "in_play", index, {}, variant=0)
    rng = random.Random(f"{card.code}/{seed}/played")
    played = rng.choice(wanted)
    actor = "P2" if event.actor == "opponent" else "P1"
    last = subject is not None and any(f.kind == "last" for f in subject.filters)
    hand = [] if last else list(board.data["players"][actor]["hand"])[:2]
    board.data["players"][actor]["hand"] = [{"id": "played", "card": played.code}, *hand]
    board.data["players"][actor]["resources"] = max(6, played.cost or 0)
    action: dict[str, Any] = {"player": actor, "play": "played"}
    if played.type == "upgrade":
        characters = board.data["players"][actor]["characters"]
        onto = event.onto
        target = SUBJECT if isinstance(onto, A.Ref) and onto.to == "self" else None
        if target is None or target not in [c["id"] for c in characters]:
            target = characters[0]["id"]
        action["target"] = target
        for character in characters:  # a play restriction the target must meet
            if character["id"] == target:
                needed = _required_character(played)
                host = pools.by_code.get(character["card"])
                if needed and host is not None and not _meets(host, needed):
                    return None
    board.data["actions"] = [action]
    board.data["turn"] = actor
    board.data["id"] = f"{board.data['id']}-played"
    board.route = "trigger"
    return board


def _play_self_onto_board(
    card: Card, pools: Pools, seed: int, index: int, event: A.Event
) -> Board | None:
    """ "After you play this upgrade on Kylo Ren / on a Jedi": the card under test played from
    hand onto a character of the pool that the trigger names (and its restriction allows)."""
    onto = event.onto
    if card.type != "upgrade" or not isinstance(onto, A.Select):
        return None
    needed = _required_character(card) or ()
    board = _board(card, pools, seed, "play", index, {}, variant=2)
    side = board.data["players"]["P1"]["affiliation"]
    hosts = [
        c
        for c in pools.characters
        if c.affiliation in (side, "neutral")
        and _meets(c, onto.filters)
        and _named_as(c, onto.filters)
        and _meets(c, needed)
    ]
    if not hosts:
        return None
    host = random.Random(f"{card.code}/{seed}/onto").choice(hosts)
    rng = random.Random(f"{card.code}/{seed}/host")
    board.data["players"]["P1"]["characters"][0] = _character("p1c1", host, rng, die=False)
    board.data["actions"] = [{"player": "P1", "play": SUBJECT, "target": "p1c1"}]
    board.data["id"] = f"{board.data['id']}-onto"
    board.route = "trigger"
    return board


def _named_as(card: Card, filters: Sequence[A.Filter]) -> bool:
    """Whether a character record has the name a "named" filter asks for ("on Kylo Ren")."""
    for f in filters:
        if f.kind != "named":
            continue
        wanted = str(f.value).casefold()
        names = {n.casefold().split(" – ")[0].strip() for n in (card.name, card.name_en) if n}
        if wanted not in names:
            return False
    return True


PHASE_EVENTS = frozenset({"end_of_action_phase", "start_of_upkeep_phase", "start_of_action_phase"})


def _phase_trigger_board(
    card: Card, pools: Pools, seed: int, index: int, trigger: A.Trigger
) -> Board | None:
    """A board for "After setup": the game just set up (`after_setup`); for "After the action
    phase ends / the upkeep phase begins / the action phase begins": both players pass first,
    so the phase ends and the next round begins."""
    kinds = set(trigger.event.kinds)
    if not kinds & (PHASE_EVENTS | {"setup"}) or card.type == "event":
        return None
    board = _board(card, pools, seed, "in_play", index, {}, variant=2)
    if "setup" in kinds:
        board.data["after_setup"] = True
        board.data["round"] = 1
        board.data["id"] = f"{board.data['id']}-setup"
    else:
        board.data["actions"] = [{"player": "P1", "pass": True}, {"player": "P2", "pass": True}]
        board.data["id"] = f"{board.data['id']}-phase"
    board.data["turn"] = "P1"
    board.route = "trigger"
    return board


def _activate_trigger_board(
    card: Card, pools: Pools, seed: int, index: int, trigger: A.Trigger
) -> Board | None:
    """A board for "After you activate a Gungan / a Jedi" (a character described, not this
    card): a ready character of the pool that the trigger describes joins the player's team,
    and his first action activates it."""
    event = trigger.event
    subject = event.subject
    if (
        "activated" not in event.kinds
        or card.type == "event"
        or not isinstance(subject, A.Select)
        or subject.kind not in ("character", "card")
        or not subject.filters
        or event.actor == "opponent"
    ):
        return None
    board = _board(card, pools, seed, "in_play", index, {}, variant=2)
    side = board.data["players"]["P1"]["affiliation"]
    hosts = [
        c
        for c in pools.characters
        if c.affiliation in (side, "neutral")
        and c.code != card.code
        and _meets(c, subject.filters)
        and _named_as(c, subject.filters)
    ]
    if not hosts:
        return None
    rng = random.Random(f"{card.code}/{seed}/activate")
    host = rng.choice(hosts)
    board.data["players"]["P1"]["characters"].append(
        _character("p1act", host, rng, die=False) | {"exhausted": False}
    )
    board.data["actions"] = [{"player": "P1", "activate": "p1act"}]
    board.data["turn"] = "P1"
    board.data["id"] = f"{board.data['id']}-activate"
    board.route = "trigger"
    return board


def _attack_trigger_board(
    card: Card, pools: Pools, seed: int, index: int, trigger: A.Trigger
) -> Board | None:
    """A board whose first action is the opponent's die of the symbol the trigger names
    ("otrzyma obrażenia wręcz") dealing damage to the card under test or the character it is
    attached to, that character one damage from defeat when the trigger waits for a defeat."""
    event = trigger.event
    if not {"takes_damage", "defeated"} & set(event.kinds) or card.type not in (
        "character",
        "upgrade",
    ):
        return None
    symbols = tuple(event.symbols) or ("MD", "RD")
    board = _board(card, pools, seed, "in_play", index, {}, variant=0)
    players = board.data["players"]
    attackers = [
        c
        for c in pools.characters
        if c.affiliation in (players["P2"]["affiliation"], "neutral")
        and any(f.symbol in symbols and not f.modifier and not f.cost for f in c.sides)
    ]
    if not attackers:
        return None
    attacker = random.Random(f"{card.code}/{seed}/attack").choice(attackers)
    face = max(
        (f for f in attacker.sides if f.symbol in symbols and not f.modifier and not f.cost),
        key=lambda f: f.value or 0,
    )
    players["P2"]["characters"][0] = {
        "id": "p2c1",
        "card": attacker.code,
        "dice": [facelib.notation(face)],
        "exhausted": True,
    }
    target = players["P1"]["characters"][0]
    if "defeated" in event.kinds:
        _near_defeat(target, pools)
    board.data["actions"] = [
        {"player": "P2", "resolve": [{"die": "p2c1.die", "target": target["id"]}]}
    ]
    board.data["turn"] = "P2"
    board.data["id"] = f"{board.data['id']}-attacked"
    board.route = "trigger"
    return board


def _shield_trigger_board(
    card: Card, pools: Pools, seed: int, index: int, trigger: A.Trigger
) -> Board | None:
    """A board whose first action gives shields to the card under test (or its host): the
    player's other character resolves its die showing shields onto it."""
    if "gains_shields" not in trigger.event.kinds or card.type not in ("character", "upgrade"):
        return None
    board = _board(card, pools, seed, "in_play", index, {}, variant=0)
    players = board.data["players"]
    givers = [
        c
        for c in pools.characters
        if c.affiliation in (players["P1"]["affiliation"], "neutral")
        and any(f.symbol == "Sh" and not f.modifier and not f.cost for f in c.sides)
        and c.name != card.name
    ]
    if not givers:
        return None
    giver = random.Random(f"{card.code}/{seed}/shield").choice(givers)
    face = next(f for f in giver.sides if f.symbol == "Sh" and not f.modifier and not f.cost)
    players["P1"]["characters"][-1] = {
        "id": "p1c2",
        "card": giver.code,
        "dice": [facelib.notation(face)],
        "exhausted": True,
    }
    target = players["P1"]["characters"][0]
    target.pop("shields", None)
    board.data["actions"] = [
        {"player": "P1", "resolve": [{"die": "p1c2.die", "target": target["id"]}]}
    ]
    board.data["id"] = f"{board.data['id']}-shielded"
    board.route = "trigger"
    return board


def _card_meets(card: Card, select: A.Select) -> bool:
    """Whether a card record is what a trigger's `Select` asks for (kind, colour, keyword,
    uniqueness); a filter a record cannot answer fails, so the board is not built on a guess."""
    if select.kind not in ("card", card.type):
        return False
    for f in select.filters:
        if f.kind == "color" and card.color != f.value:
            return False
        if f.kind == "keyword" and f.value not in _printed_keywords(card):
            return False
        if f.kind == "unique" and not card.unique:
            return False
        if f.kind == "non_unique" and card.unique:
            return False
        if f.kind not in ("color", "keyword", "unique", "non_unique", "last"):
            return False
    return True


def _printed_keywords(card: Card) -> set[str]:
    if not card.rules_text:
        return set()
    parsed = parse_text(card.rules_text, card.rules_lang)
    return {
        a.keyword.name
        for a in parsed.abilities
        if isinstance(a, A.Ability) and a.kind == "keyword" and a.keyword is not None
    }


def _hand(pools: Pools, rng: random.Random, prefix: str) -> list[dict[str, Any]]:
    """Up to three cards the engine executes (so that "when you play …" abilities meet cards
    of every colour and type), or unknown cards when there are none."""
    if not pools.hand_cards:
        return []
    picked = rng.sample(pools.hand_cards, k=min(3, len(pools.hand_cards)))
    return [{"id": f"{prefix}{n}", "card": c.code} for n, c in enumerate(picked, 1)]


def _deck(pools: Pools, seed: str, prefix: str) -> list[dict[str, Any]] | int:
    """Eight cards the engine executes, so that a card revealed, searched for or shuffled is
    known (what it is decides what happens next); eight unknown cards when there are none.
    A generator of its own, so the rest of the board is the same as with unknown cards."""
    if not pools.hand_cards:
        return 8
    rng = random.Random(seed)
    picked = [rng.choice(pools.hand_cards) for _ in range(8)]
    return [{"id": f"{prefix}{n}", "card": c.code} for n, c in enumerate(picked, 1)]


def _near_defeat(character: dict[str, Any], pools: Pools, left: int = 1) -> None:
    health = pools.health.get(character["card"], 1)
    character["damage"] = max(0, health - left)
    character.pop("shields", None)


def _showing_damage(character: dict[str, Any], pools: Pools) -> bool:
    """Put the character's die in the pool showing its highest damage face (no resource
    cost); False when it has none."""
    card = pools.by_code.get(character["card"])
    if card is None:
        return False
    damage = [f for f in card.sides if f.symbol in ("MD", "RD") and not f.modifier and not f.cost]
    if not damage:
        return False
    best = max(damage, key=lambda f: f.value or 0)
    character["dice"] = [facelib.notation(best)]
    character["exhausted"] = True
    return True


def _of_side(cards: Sequence[Card], side: str) -> list[Card]:
    return [c for c in cards if c.affiliation in (side, "neutral")] or [None]  # type: ignore[list-item]


# --- playing a board -------------------------------------------------------------------------


class CheckedLog(EventLog[GameState]):
    """An event log that checks every state it folds against the invariants."""

    def __init__(self, cards: Mapping[str, Any]) -> None:
        super().__init__(GameState(), apply)
        self.cards = cards
        self.problem: str | None = None
        self.census: tuple[str, ...] | None = None

    def append(self, event: Event) -> GameState:
        before = self.state
        state = super().append(event)
        if self.problem is None and state is not before and _touches_invariants(before, state):
            if self.census is None:
                self.census = dice_census(state)
            problems = check_state(state, self.cards)
            if not problems and dice_census(state) != self.census:
                problems = ["a die appeared or vanished"]
            if problems:
                self.problem = f"step {event.index} ({event.text}): {'; '.join(problems[:3])}"
        return state


def _touches_invariants(before: GameState, after: GameState) -> bool:
    """Whether an event changed what the invariants read (cards, dice, players, the
    battlefield); the queue, windows and turn events leave those objects shared (`evolve`
    copies only what changes), and record-only events change nothing."""
    return (
        after.cards is not before.cards
        or after.dice is not before.dice
        or after.players is not before.players
        or after.battlefield != before.battlefield
    )


class SmokeFeed(ActionFeed):
    """The board's first actions, then actions chosen from the state as the engine asks."""

    def __init__(self, first: Sequence[Mapping[str, Any]], g: Engine, rng: random.Random) -> None:
        super().__init__(first, ACTION_KINDS)
        self.g = g
        self.rng = rng
        self.left = RANDOM_ACTIONS

    def next(self) -> ActionEntry | None:
        entry = super().next()
        if entry is not None:
            return entry
        return self._chosen()

    def peek(self) -> ActionEntry | None:
        entry = super().peek()
        if entry is not None:
            return entry
        self._peeked = self._chosen()
        return self._peeked

    def _chosen(self) -> ActionEntry | None:
        if self.left <= 0:
            return None
        self.left -= 1
        action = choose_action(self.g, self.rng)
        return ActionEntry(f"smoke[{RANDOM_ACTIONS - self.left - 1}]", action, ACTION_KINDS)

    def refused(self) -> None:
        pass


def _actor(s: GameState) -> str:
    if s.additional:
        return s.additional[0].player
    return s.turn or s.order[0]


def choose_action(g: Engine, rng: random.Random) -> dict[str, Any]:
    """One action for whoever acts next, drawn from the state (weights favour resolving and
    activating, so dice are rolled and damage dealt; a pass now and then ends rounds)."""
    s = g.s
    actor = _actor(s)
    makers = [
        (30, _resolve),
        (20, _activate),
        (15, _play),
        (15, _use),
        (4, _claim),
        (3, _reroll),
        (10, _pass),
    ]
    for _ in range(4):
        roll = rng.randrange(sum(w for w, _ in makers))
        for weight, maker in makers:
            if roll < weight:
                action = maker(g, s, actor, rng)
                if action is not None:
                    return action
                break
            roll -= weight
    return {"pass": True}


def _showing(s: GameState, did: str) -> Any:
    return s.dice[did].showing


def _resolve(g: Engine, s: GameState, actor: str, rng: random.Random) -> dict[str, Any] | None:
    pool = [d for d in s.players[actor].pool if _showing(s, d) is not None]
    pool = [d for d in pool if _showing(s, d).symbol != "-"]
    bases = [d for d in pool if not _showing(s, d).modifier]
    if not bases:
        return None
    base = rng.choice(bases)
    symbol = _showing(s, base).symbol
    group: dict[str, Any] = {"die": base}
    modifiers = [d for d in pool if _showing(s, d).modifier and _showing(s, d).symbol == symbol]
    if modifiers and rng.random() < 0.5:
        group = {"dice": [base, rng.choice(modifiers)]}
    if symbol in ("MD", "RD"):
        targets = [c for pid in s.opponents(actor) for c in s.players[pid].characters]
        if targets:
            group["target"] = rng.choice(targets)
    elif symbol == "Sh":
        group["target"] = rng.choice(list(s.players[actor].characters))
    return {"resolve": [group]}


def _activate(g: Engine, s: GameState, actor: str, rng: random.Random) -> dict[str, Any] | None:
    player = s.players[actor]
    ready = [
        c
        for c in (*player.characters, *player.supports)
        if not s.cards[c].exhausted and (s.cards[c].dice or can_be_activated(g, c))
    ]
    return {"activate": rng.choice(ready)} if ready else None


def _play(g: Engine, s: GameState, actor: str, rng: random.Random) -> dict[str, Any] | None:
    hand = [c for c in s.players[actor].hand if s.cards[c].kind != "unknown"]
    if not hand:
        return None
    cid = rng.choice(hand)
    action: dict[str, Any] = {"play": cid}
    if s.cards[cid].kind == "upgrade" and s.players[actor].characters:
        action["target"] = rng.choice(list(s.players[actor].characters))
    return action


def _use(g: Engine, s: GameState, actor: str, rng: random.Random) -> dict[str, Any] | None:
    options = []
    for cid, card in s.cards.items():
        if card.zone != "play" or card.controller != actor:
            continue
        count = sum(
            1 for _, a in interpreter.indexed(g.defn(cid)) if a.kind in interpreter.ACTION_KINDS
        )
        options += [(cid, n) for n in range(1, count + 1)]
    if not options:
        return None
    cid, number = rng.choice(sorted(options))
    return {"use": cid, "ability": number}


def _claim(g: Engine, s: GameState, actor: str, rng: random.Random) -> dict[str, Any] | None:
    return {"claim": True} if s.battlefield is not None else None


def _reroll(g: Engine, s: GameState, actor: str, rng: random.Random) -> dict[str, Any] | None:
    player = s.players[actor]
    if not player.pool or not player.hand:
        return None
    return {"reroll": [rng.choice(list(player.pool))], "discard": rng.choice(list(player.hand))}


def _pass(g: Engine, s: GameState, actor: str, rng: random.Random) -> dict[str, Any] | None:
    return {"pass": True}


class YesAsker:
    """Uses every optional ability ("możesz": `.use` → yes) the first `USE_REPEATS` times it
    is offered, and otherwise takes an offered option at random half of the time, the
    documented default the other half. An optional ability that can trigger itself (Z6 Riot
    Control Baton: "After you roll this die into your pool, you may reroll it", and a reroll
    is a roll, RR cz. 8 › rzucanie kośćmi) repeats only while its player wants it to: a
    player who always said yes would never stop, which is not a loop of the rules."""

    USE_REPEATS = 5

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.uses: Counter[str] = Counter()

    def __call__(
        self, key: str, question: str, options: list[Any] | None, default: Any, decider: str
    ) -> Any:
        if key.endswith(".use"):
            self.uses[key] += 1
            return self.uses[key] <= self.USE_REPEATS
        if options and not isinstance(default, list) and self.rng.random() < 0.5:
            return self.rng.choice(options)
        return default


def play_board(board: Board, db: Any) -> BoardResult:
    """Build and play one board, classifying how it ended."""
    scenario = build(board.data, db, name=board.data["id"])
    rng = random.Random(board.data["id"])
    engine = Engine(scenario.setup, {}, asker=YesAsker(rng))
    log = CheckedLog(scenario.setup.cards)
    engine.log = log
    engine.feed = SmokeFeed(board.data.get("actions", ()), engine, rng)
    status, message, refused = "ok", None, None
    try:
        engine.run()
    except Unsupported as stop:
        status, message, refused = "refused", stop.message, stop.card
    except EngineStop as stop:
        status, message = "stopped", stop.message
    except JudgeError as error:  # a scenario or decision the generator got wrong
        status, message = "stopped", error.message
    except Exception as error:  # a bug: counted, never hidden
        status, message = "crashed", f"{type(error).__name__}: {error}"
    if status == "refused" and refused is not None and refused != board.subject_code:
        status = "refused_other"  # another card's text: not this card's refusal
    if log.problem is not None and status in ("ok", "refused", "refused_other", "stopped"):
        status, message = "invariant", log.problem
    return BoardResult(
        route=board.route,
        status=status,
        message=message,
        started=started_abilities(log.events, SUBJECT),
        steps=len(log.events),
        refused_card=refused,
    )


def started_abilities(events: Sequence[Event], cid: str) -> set[int]:
    """The ability indices of card instance `cid` that started resolving in `events`."""
    items: dict[str, int | None] = {}
    started: set[int] = set()
    for event in events:
        data = event.data
        if event.type == "ability" and data.get("card") == cid and "ability" in data:
            started.add(int(data["ability"]))
        elif event.type == "queue_add":
            item = data["item"]
            if item.get("kind") == "ability" and item.get("source") == cid:
                items[item["id"]] = item.get("ability")
        elif event.type == "window_open":
            for item in data.get("pending", ()):
                if item.get("source") == cid:
                    items[item["id"]] = item.get("ability")
        elif event.type in ("queue_start", "window_take"):
            key = data.get("id") if event.type == "queue_start" else data.get("item")
            index = items.get(str(key))
            if index is not None and index >= 0:
                started.add(int(index))
    return started


# --- a card, a pool ----------------------------------------------------------------------------


def card_abilities(card: Card) -> tuple[dict[int, str], str | None]:
    """The card's abilities (index → kind) and why it is refused before any board, if it is."""
    text = card.rules_text
    unknown = sorted({f.symbol for f in card.sides if f.symbol not in SYMBOL_RULE})
    if not text or not text.strip():
        return {}, (f"die symbol {', '.join(unknown)}" if unknown else None)
    parsed = parse_text(text, card.rules_lang)
    abilities: dict[int, str] = {
        i: a.kind for i, a in enumerate(parsed.abilities) if isinstance(a, A.Ability)
    }
    if not parsed.ok:
        return abilities, "unparsed"
    if gaps(parsed):
        return abilities, "unhonoured"
    if card.type not in PLAYABLE_TYPES:
        return abilities, f"card type {card.type}"
    if unknown:
        return abilities, f"die symbol {', '.join(unknown)}"
    return abilities, None


def smoke_card(card: Card, pools: Pools, *, seed: int = 0) -> CardResult:
    abilities, static = card_abilities(card)
    result = CardResult(
        code=card.code,
        name=card.name,
        lang=card.rules_lang,
        type=card.type,
        abilities=abilities,
        static=static,
    )
    if static is not None or card.type not in PLAYABLE_TYPES:
        return result
    for board in boards_for(card, abilities, pools, seed):
        result.boards.append(play_board(board, pools.db))
    return result


def smoke_pool(cards: Iterable[Card], db: Any, *, seed: int = 0) -> list[CardResult]:
    pools = Pools(db)
    return [smoke_card(card, pools, seed=seed) for card in cards]


def summary(results: Sequence[CardResult]) -> dict[str, Any]:
    """Counts of the smoke run: cards by status, boards by status, executable rates (Polish
    texts and the whole pool), abilities run."""
    by_lang: dict[str, Counter[str]] = {}
    boards: Counter[str] = Counter()
    abilities = run = 0
    for result in results:
        for board in result.boards:
            boards[board.status] += 1
        if not result.abilities and result.static is None:
            continue  # no text: its boards count, not the rates
        counts = by_lang.setdefault(result.lang, Counter())
        counts["cards"] += 1
        counts[result.status] += 1
        counts["executable"] += result.executable
        counts["not_run"] += bool(result.not_run)
        active = {i for i, k in result.abilities.items() if k not in PASSIVE_KINDS}
        if result.static is None:
            abilities += len(active)
            run += len(result.run & active)
    rates = {
        lang: round(c["executable"] / c["cards"], 3) for lang, c in by_lang.items() if c["cards"]
    }
    total = sum(c["cards"] for c in by_lang.values())
    executable = sum(c["executable"] for c in by_lang.values())
    return {
        "cards": {lang: dict(c) for lang, c in sorted(by_lang.items())},
        "boards": dict(boards),
        "crashes": boards["crashed"],
        "invariant_breaks": boards["invariant"],
        "unexplained_stops": boards["stopped"],
        "refusals": boards["refused"],
        "refusals_of_other_cards": boards["refused_other"],
        "executable_rate": rates,
        "whole_pool_executable_rate": round(executable / total, 3) if total else None,
        "active_abilities": abilities,
        "active_abilities_run": run,
    }


def timed_smoke(cards: Iterable[Card], db: Any) -> tuple[list[CardResult], float]:
    start = time.perf_counter()
    results = smoke_pool(cards, db)
    return results, time.perf_counter() - start
