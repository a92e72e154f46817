"""Random but valid Destiny boards from the real card database, and random games on them.

The golden scenarios show the engine the boards the rules documents describe; a judge will
describe boards no document shows. This module builds such boards from the Polish cards of the
card database (every one of them parses): random characters (elite or not), upgrades, supports,
hands, decks, discard piles, dice on their cards or in the pool showing a random face, damage,
shields, resources and a battlefield. It then plays a few random actions on them, chosen from
the *current* state (resolve dice, activate, play a card, use a card's action, reroll, claim,
pass, and now and then a "wild" action naming anything, which the engine must refuse), with
random answers to every decision the engine asks for.

Everything random is drawn through a `draw(strategy)` callable (Hypothesis's `data.draw`), so a
failing game shrinks to a small one. A game is recorded as an ordinary scenario (board, actions,
decisions), so a failure becomes a regression file that `judge replay` can run.

`check_state` lists the invariants every state of every game must keep.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from hypothesis import strategies as st

from judge.engine.core.events import Event
from judge.engine.core.log import EventLog
from judge.engine.core.runner import ActionEntry, ActionFeed
from judge.engine.core.scenario import Scenario, schema_problems
from judge.engine.destiny import faces as facelib
from judge.engine.destiny import interpreter
from judge.engine.destiny.engine import ACTION_KINDS as ENGINE_ACTION_KINDS
from judge.engine.destiny.engine import Engine
from judge.engine.destiny.reducer import apply
from judge.engine.destiny.scenario import build, schema
from judge.engine.destiny.state import GameState

Draw = Callable[[st.SearchStrategy[Any]], Any]
PLAYERS = ("P1", "P2")


# --- the cards ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class CardPools:
    """The Polish cards of the database (text parsed by the grammar), by type."""

    characters: tuple[Any, ...]
    upgrades: tuple[Any, ...]
    supports: tuple[Any, ...]
    events: tuple[Any, ...]
    battlefields: tuple[Any, ...]

    @property
    def playable(self) -> tuple[Any, ...]:
        return self.events + self.upgrades + self.supports


@lru_cache(maxsize=2)
def card_pools(cards_path: str) -> CardPools:
    from judge.cards.db import load_card_database
    from judge.cards.parse import parse_card_text

    db = load_card_database(cards_path)
    usable: dict[str, list[Any]] = {}
    for card in db:
        if card.rules_lang != "pl" or card.source != "db":
            continue
        if card.rules_text and not parse_card_text(card.rules_text).ok:
            continue
        usable.setdefault(card.type, []).append(card)
    for cards in usable.values():
        cards.sort(key=lambda c: c.code)
    return CardPools(
        characters=tuple(usable.get("character", ())),
        upgrades=tuple(usable.get("upgrade", ())),
        supports=tuple(usable.get("support", ())),
        events=tuple(usable.get("event", ())),
        battlefields=tuple(usable.get("battlefield", ())),
    )


def _faces(card: Any) -> list[str]:
    return [facelib.notation(facelib.parse(facelib.notation(f))) for f in card.sides]


# --- the board ---------------------------------------------------------------------------------


def draw_board(draw: Draw, pools: CardPools) -> dict[str, Any]:
    """A random scenario board (the `players`, `battlefield`, `turn`, `seed` of a scenario)."""
    players: dict[str, Any] = {}
    for pid in PLAYERS:
        players[pid] = _draw_player(draw, pools, pid)
    data: dict[str, Any] = {"id": "random-board", "title": "Losowa plansza", "players": players}
    if pools.battlefields and draw(st.booleans()):
        bf = draw(st.sampled_from(pools.battlefields))
        data["battlefield"] = {
            "id": "bf",
            "card": bf.code,
            "controller": draw(st.sampled_from(PLAYERS)),
        }
    data["turn"] = draw(st.sampled_from(PLAYERS))
    data["seed"] = draw(st.integers(0, 2**16))
    return data


def _draw_die_states(draw: Draw, card: Any, count: int) -> list[str | None]:
    notations = _faces(card)
    return [draw(st.none() | st.sampled_from(notations)) for _ in range(count)]


def _draw_player(draw: Draw, pools: CardPools, pid: str) -> dict[str, Any]:
    prefix = pid.lower()
    spec: dict[str, Any] = {"resources": draw(st.integers(0, 8))}
    affiliation = draw(st.sampled_from([None, "hero", "villain"]))
    if affiliation:
        spec["affiliation"] = affiliation
    codes = draw(
        st.lists(st.sampled_from(pools.characters), min_size=1, max_size=3, unique_by=_name)
    )
    characters = []
    unique_upgrades: set[str] = set()
    for n, card in enumerate(codes, 1):
        char: dict[str, Any] = {"id": f"{prefix}c{n}", "card": card.code}
        health = card.health or 1
        if draw(st.booleans()):
            char["damage"] = draw(st.integers(0, health - 1))
        if draw(st.integers(0, 3)) == 0:
            char["shields"] = draw(st.integers(0, 3))
        if draw(st.booleans()):
            char["exhausted"] = True
        if card.has_die:
            elite = draw(st.booleans())
            if elite:
                char["elite"] = True
            states = _draw_die_states(draw, card, 2 if elite else 1)
            if any(s is not None for s in states):
                char["dice"] = states
        upgrades = []
        for k in range(draw(st.integers(0, 2))):
            up = draw(st.sampled_from(pools.upgrades))
            if up.unique and up.name in unique_upgrades:
                continue
            if up.unique:
                unique_upgrades.add(up.name)
            entry: dict[str, Any] = {"id": f"{prefix}c{n}u{k + 1}", "card": up.code}
            if up.has_die:
                states = _draw_die_states(draw, up, 1)
                if states[0] is not None:
                    entry["dice"] = states
            upgrades.append(entry)
        if upgrades:
            char["upgrades"] = upgrades
        characters.append(char)
    spec["characters"] = characters
    supports = []
    for k, card in enumerate(
        draw(st.lists(st.sampled_from(pools.supports), max_size=2, unique_by=_name)), 1
    ):
        entry = {"id": f"{prefix}s{k}", "card": card.code}
        if card.has_die:
            states = _draw_die_states(draw, card, 1)
            if states[0] is not None:
                entry["dice"] = states
        if draw(st.integers(0, 3)) == 0:
            entry["exhausted"] = True
        supports.append(entry)
    if supports:
        spec["supports"] = supports
    hand = draw(st.lists(st.sampled_from(pools.playable), max_size=4))
    spec["hand"] = [{"id": f"{prefix}h{k}", "card": c.code} for k, c in enumerate(hand, 1)]
    if draw(st.booleans()):
        spec["deck"] = draw(st.integers(0, 5))
    else:
        deck = draw(st.lists(st.sampled_from(pools.playable), max_size=4))
        spec["deck"] = [{"id": f"{prefix}d{k}", "card": c.code} for k, c in enumerate(deck, 1)]
    discard = draw(st.lists(st.sampled_from(pools.playable), max_size=2))
    if discard:
        spec["discard"] = [
            {"id": f"{prefix}x{k}", "card": c.code} for k, c in enumerate(discard, 1)
        ]
    return spec


def _name(card: Any) -> str:
    return card.name


# --- the game ----------------------------------------------------------------------------------


class RandomFeed(ActionFeed):
    """An action list written while the game is played: each action is drawn from the state
    at the moment the engine asks for it (whose turn, his dice, hand and cards)."""

    def __init__(self, draw: Draw, engine: Engine, limit: int) -> None:
        super().__init__(())
        self.draw = draw
        self.g = engine
        self.limit = limit
        self.produced: list[dict[str, Any]] = []

    def next(self) -> ActionEntry | None:
        entry = self.peek()
        self._peeked = None
        return entry

    def peek(self) -> ActionEntry | None:
        if self._peeked is None and len(self.produced) < self.limit:
            action = draw_action(self.draw, self.g.s, self.g)
            self.produced.append(action)
            self._peeked = ActionEntry(
                f"actions[{len(self.produced) - 1}]", action, ENGINE_ACTION_KINDS
            )
        return self._peeked

    def refused(self) -> None:
        pass


ACTION_KINDS = ("resolve", "activate", "play", "use", "reroll", "claim", "pass", "wild")
ACTION_WEIGHTS = (28, 18, 18, 10, 6, 5, 10, 5)


def _weighted_kind(draw: Draw) -> str:
    total = sum(ACTION_WEIGHTS)
    roll = draw(st.integers(0, total - 1))
    for kind, weight in zip(ACTION_KINDS, ACTION_WEIGHTS, strict=True):
        if roll < weight:
            return kind
        roll -= weight
    return "pass"


def presumed_actor(s: GameState) -> str:
    """The player the engine will ask for the next action: the one with a pending additional
    action, or the one whose turn it is."""
    if s.additional:
        return s.additional[0].player
    return s.turn or s.order[0]


def draw_action(draw: Draw, s: GameState, g: Engine) -> dict[str, Any]:
    """One action for the presumed actor (no `player`: the engine gives it to whoever acts)."""
    actor = presumed_actor(s)
    for _ in range(4):
        kind = _weighted_kind(draw)
        action = ACTION_MAKERS[kind](draw, s, g, actor)
        if action is not None:
            return action
    return {"pass": True}


def _symbol(s: GameState, did: str) -> str | None:
    face = s.dice[did].showing
    return face.symbol if face is not None else None


def _resolve(draw: Draw, s: GameState, g: Engine, actor: str) -> dict[str, Any] | None:
    pool = [d for d in s.players[actor].pool if _symbol(s, d) not in (None, "-")]
    if not pool:
        return None
    symbol = draw(st.sampled_from(sorted({_symbol(s, d) for d in pool})))
    of_symbol = [d for d in pool if _symbol(s, d) == symbol]
    bases = [d for d in of_symbol if not s.dice[d].showing.modifier]  # type: ignore[union-attr]
    modifiers = [d for d in of_symbol if s.dice[d].showing.modifier]  # type: ignore[union-attr]
    if not bases or draw(st.integers(0, 9)) == 0:
        bases = of_symbol  # sometimes a modifier alone: must be refused
    chosen = draw(st.lists(st.sampled_from(bases), min_size=1, max_size=len(bases), unique=True))
    groups: list[dict[str, Any]] = []
    characters = list(s.all_characters())
    for base in chosen:
        extra = [m for m in modifiers if m not in chosen and draw(st.booleans())]
        modifiers = [m for m in modifiers if m not in extra]
        group: dict[str, Any] = {"dice": [base, *extra]} if extra else {"die": base}
        if symbol in ("MD", "RD", "Sh") and characters and draw(st.integers(0, 4)):
            group["target"] = draw(st.sampled_from(characters))
        if symbol == "F" and draw(st.integers(0, 3)):
            others = [d for d in s.players[actor].pool if d not in chosen]
            if others:
                die = draw(st.sampled_from(others))
                group["turn"] = {die: draw(st.sampled_from(_die_faces(s, die)))}
        groups.append(group)
    return {"resolve": groups}


def _die_faces(s: GameState, did: str) -> list[str]:
    return [facelib.notation(f) for f in s.dice[did].faces]


def _activate(draw: Draw, s: GameState, g: Engine, actor: str) -> dict[str, Any] | None:
    player = s.players[actor]
    ready = [c for c in (*player.characters, *player.supports) if not s.cards[c].exhausted] or list(
        player.characters
    )
    if not ready:
        return None
    return {"activate": draw(st.sampled_from(ready))}


def _play(draw: Draw, s: GameState, g: Engine, actor: str) -> dict[str, Any] | None:
    hand = [c for c in s.players[actor].hand if s.cards[c].kind != "unknown"]
    if not hand:
        return None
    cid = draw(st.sampled_from(hand))
    action: dict[str, Any] = {"play": cid}
    if g.defn(cid).type == "upgrade":
        own = list(s.players[actor].characters)
        if own:
            target = draw(st.sampled_from(own))
            action["target"] = target
            upgrades = s.cards[target].upgrades
            if upgrades and (len(upgrades) >= 3 or draw(st.integers(0, 3)) == 0):
                action["replace"] = draw(st.sampled_from(upgrades))
    return action


def _use(draw: Draw, s: GameState, g: Engine, actor: str) -> dict[str, Any] | None:
    with_actions = []
    for cid, card in s.cards.items():
        if card.zone != "play" or card.controller != actor:
            continue
        count = sum(1 for _, a in interpreter.indexed(g.defn(cid)) if a.kind == "action")
        if count:
            with_actions.append((cid, count))
    if not with_actions:
        return None
    cid, count = draw(st.sampled_from(sorted(with_actions)))
    action: dict[str, Any] = {"use": cid}
    if count > 1:
        action["ability"] = draw(st.integers(1, count))
    return action


def _reroll(draw: Draw, s: GameState, g: Engine, actor: str) -> dict[str, Any] | None:
    player = s.players[actor]
    if not player.pool or not player.hand:
        return None
    dice = draw(st.lists(st.sampled_from(player.pool), min_size=1, unique=True))
    return {"reroll": dice, "discard": draw(st.sampled_from(player.hand))}


def _claim(draw: Draw, s: GameState, g: Engine, actor: str) -> dict[str, Any] | None:
    if s.battlefield is None:
        return None
    return {"claim": True if draw(st.booleans()) else {"use": draw(st.booleans())}}


def _pass(draw: Draw, s: GameState, g: Engine, actor: str) -> dict[str, Any] | None:
    return {"pass": True}


def _wild(draw: Draw, s: GameState, g: Engine, actor: str) -> dict[str, Any] | None:
    """An action naming any card or die of the game: mostly illegal, so refused."""
    cards = sorted(s.cards)
    dice = sorted(s.dice)
    kind = draw(st.sampled_from(["activate", "play", "use", "resolve", "reroll"]))
    if kind == "resolve":
        return {"resolve": [{"die": draw(st.sampled_from(dice))}]} if dice else None
    if kind == "reroll":
        if not dice or not cards:
            return None
        return {"reroll": [draw(st.sampled_from(dice))], "discard": draw(st.sampled_from(cards))}
    action: dict[str, Any] = {kind: draw(st.sampled_from(cards))}
    if kind == "play" and draw(st.booleans()):
        action["target"] = draw(st.sampled_from(cards))
    return action


ACTION_MAKERS: dict[str, Callable[[Draw, GameState, Engine, str], dict[str, Any] | None]] = {
    "resolve": _resolve,
    "activate": _activate,
    "play": _play,
    "use": _use,
    "reroll": _reroll,
    "claim": _claim,
    "pass": _pass,
    "wild": _wild,
}


class RandomAsker:
    """Answers every decision the engine asks for with a random legal-looking value: one of
    the offered options, a reordering of an order, a subset of a hand, a shifted
    distribution."""

    def __init__(self, draw: Draw, engine: Engine | None = None) -> None:
        self.draw = draw
        self.g = engine

    def __call__(
        self, key: str, question: str, options: list[Any] | None, default: Any, decider: str
    ) -> Any:
        draw = self.draw
        if options:
            if isinstance(default, list):
                size = len(default)
                if size > len(options):
                    return default
                return draw(
                    st.lists(st.sampled_from(options), min_size=size, max_size=size, unique=True)
                )
            return draw(st.sampled_from(options))
        if key == "order" and isinstance(default, list):
            return draw(st.permutations(default))
        if key.endswith(".upkeep.discard") and self.g is not None:
            hand = list(self.g.s.players[decider].hand)
            return draw(st.lists(st.sampled_from(hand), unique=True)) if hand else []
        return default


class RecordingLog(EventLog[GameState]):
    """An event log that keeps every state the engine saw (to compare with the fold)."""

    def __init__(self) -> None:
        super().__init__(GameState(), apply)
        self.seen: list[GameState] = []

    def append(self, event: Event) -> GameState:
        state = super().append(event)
        self.seen.append(state)
        return state


@dataclass
class RandomGame:
    """A random board and the game played on it, recorded as a scenario."""

    data: dict[str, Any]  # the scenario: board, actions, decisions
    scenario: Scenario
    log: RecordingLog | None = None
    error: BaseException | None = None
    actions: list[dict[str, Any]] = field(default_factory=list)

    @property
    def events(self) -> tuple[Event, ...]:
        return self.log.events if self.log is not None else ()


def load_board(data: Mapping[str, Any], cards_path: Path | str) -> Scenario:
    from judge.cards.db import load_card_database

    problems = schema_problems(data, schema())
    assert not problems, problems  # the generator writes valid scenarios
    return build(data, load_card_database(cards_path), name="random")


def play_random_game(draw: Draw, cards_path: Path | str, *, max_actions: int = 16) -> RandomGame:
    """Draw a board, play up to `max_actions` random actions with random decisions, and
    record everything as a scenario. Engine errors are kept in `error`, not raised."""
    pools = card_pools(str(cards_path))
    data = draw_board(draw, pools)
    scenario = load_board(data, cards_path)
    limit = draw(st.integers(1, max_actions))
    asker = RandomAsker(draw)
    engine = Engine(scenario.setup, {}, asker=asker)
    asker.g = engine
    engine.log = RecordingLog()
    feed = RandomFeed(draw, engine, limit)
    engine.feed = feed
    game = RandomGame(data=data, scenario=scenario, log=engine.log)
    try:
        engine.run()
    except Exception as exc:
        game.error = exc
    game.actions = list(feed.produced)
    recorded = dict(data)
    recorded["actions"] = game.actions
    if engine.decisions:
        recorded["decisions"] = dict(engine.decisions)
    game.data = recorded
    return game


def frequent(items: Sequence[str], n: int = 10) -> list[tuple[str, int]]:
    from collections import Counter

    return Counter(items).most_common(n)
