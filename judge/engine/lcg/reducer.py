"""`apply(state, event) -> state`: the only code that builds LCG states.

Events are facts: `setup` (the whole board), `phase` (a phase begins), `tokens` (damage,
focus or shields placed or removed), `move` (a card changes zone, controller or what it is
attached to), `commit`, `dial`, `balance`, `engagement` (fields of the engagement in
progress), `player` (fields of a player), `limit` (an ability's use counted), `effect` (a
lasting effect begins or ends), `game_over`, `random` (a draw of the seeded generator). Steps
that only tell what happened (a window opens, a player passes, a decision) change nothing
and are listed in `NARRATIVE`. Any other type is a bug and raises.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

from judge.engine.core.events import Event
from judge.engine.lcg.state import (
    CardState,
    Engagement,
    LcgState,
    PlayerState,
    frozen_map,
)

NARRATIVE = {
    "decided",
    "refused",
    "window",
    "passed",
    "action",
    "trigger",
    "resolved",
    "note",
    "icons",
    "fate",
    "struggle",
    "cost",
    "paid",
    "cancelled",
    "phase_end",
    "played",
    "turn",
    "check",
}


def _plain(value: Any) -> Any:
    if isinstance(value, Mapping):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    return value


def _setup(state: LcgState, data: Mapping[str, Any]) -> LcgState:
    board = _plain(data["board"])
    players = {
        side: PlayerState(
            side=side,
            name=p.get("name", ""),
            reserve=int(p.get("reserve", 6)),
            force_cards=int(p.get("force_cards", 3)),
        )
        for side, p in board["players"].items()
    }
    cards = {c["id"]: CardState(**c) for c in board["cards"]}
    game = board["game"]
    return replace(
        state,
        seed=int(game.get("seed", 0)),
        turn=int(game["turn"]),
        active=game["active"],
        phase=game["phase"],
        balance=game["balance"],
        dial=int(game["dial"]),
        players=frozen_map(players),
        cards=frozen_map(cards),
    )


def _tokens(state: LcgState, data: Mapping[str, Any]) -> LcgState:
    card = state.cards[data["card"]]
    kind = data["kind"]
    value = max(0, getattr(card, kind) + int(data["delta"]))
    return _with_card(state, replace(card, **{kind: value}))


def _move(state: LcgState, data: Mapping[str, Any]) -> LcgState:
    card = state.cards[data["card"]]
    changes = {
        k: data[k] for k in ("zone", "controller", "attached_to", "faceup", "order") if k in data
    }
    if "zone" in data and data["zone"] != "play":
        changes.setdefault("attached_to", data.get("attached_to"))
        changes.update(damage=0, focus=0, shields=0, committed=False, role=None)
        if "controller" not in data:
            changes["controller"] = card.owner
    if "role" in data:
        changes["role"] = data["role"]
    return _with_card(state, replace(card, **changes))


def _commit(state: LcgState, data: Mapping[str, Any]) -> LcgState:
    """A unit committed to the Force takes a Force card from its controller's supply."""
    card = state.cards[data["card"]]
    state = _with_card(state, replace(card, committed=bool(data["committed"])))
    return _player(
        state,
        {"side": card.controller, "force_cards": state.players[card.controller].force_cards - 1},
    )


def _strike(state: LcgState, data: Mapping[str, Any]) -> LcgState:
    """A unit focused to strike: one focus token, two when committed to the Force."""
    card = state.cards[data["card"]]
    return _with_card(state, replace(card, focus=card.focus + int(data["focus"])))


def _limited(state: LcgState, data: Mapping[str, Any]) -> LcgState:
    """A card with the keyword Limited was played: one per player per turn."""
    side = data["player"]
    count = state.players[side].limited_played + 1
    return _player(state, {"side": side, "limited_played": count})


def _edge_reveal(state: LcgState, data: Mapping[str, Any]) -> LcgState:
    for ident in data.get("cards") or ():
        state = _with_card(state, replace(state.cards[ident], faceup=True))
    return state


def _phase(state: LcgState, data: Mapping[str, Any]) -> LcgState:
    """A phase begins: the limits counted per phase start again; a new turn also resets the
    limits per turn and the limited cards played."""
    changes: dict[str, Any] = {"phase": data["phase"]}
    used = {k: v for k, v in state.used.items() if not k.startswith("phase:")}
    if "turn" in data:
        changes["turn"] = int(data["turn"])
        used = {k: v for k, v in used.items() if not k.startswith("turn:")}
        players = {side: replace(p, limited_played=0) for side, p in state.players.items()}
        changes["players"] = frozen_map(players)
    if "active" in data:
        changes["active"] = data["active"]
    if data["phase"] == "conflict":
        changes["engaged"] = ()
    changes["used"] = frozen_map(used)
    return replace(state, **changes)


def _engagement(state: LcgState, data: Mapping[str, Any]) -> LcgState:
    """The engagement in progress: begun, a step (`roles` of the units declared), ended (every
    unit stops participating)."""
    if data.get("end"):
        cards = {
            k: (replace(c, role=None) if c.role is not None else c) for k, c in state.cards.items()
        }
        return replace(state, engagement=None, cards=frozen_map(cards))
    roles = data.get("roles") or {}
    for ident, role in roles.items():
        state = _with_card(state, replace(state.cards[ident], role=role))
    fields = {k: v for k, v in data.items() if k not in ("end", "roles")}
    if state.engagement is None:
        engagement = Engagement(**fields)
        return replace(state, engagement=engagement, engaged=(*state.engaged, engagement.objective))
    return replace(state, engagement=replace(state.engagement, **fields))


def _player(state: LcgState, data: Mapping[str, Any]) -> LcgState:
    side = data["side"]
    player = state.players[side]
    fields = {k: v for k, v in data.items() if k != "side"}
    players = dict(state.players)
    players[side] = replace(player, **fields)
    return replace(state, players=frozen_map(players))


def _limit(state: LcgState, data: Mapping[str, Any]) -> LcgState:
    used = dict(state.used)
    if data.get("reset"):
        prefix = str(data["reset"])
        used = {k: v for k, v in used.items() if not k.startswith(prefix)}
    else:
        used[data["key"]] = used.get(data["key"], 0) + 1
    return replace(state, used=frozen_map(used))


def _effect(state: LcgState, data: Mapping[str, Any]) -> LcgState:
    if data.get("end"):
        ends = set(data["end"])
        return replace(state, effects=tuple(e for e in state.effects if e["id"] not in ends))
    return replace(state, effects=(*state.effects, frozen_map(_plain(data["effect"]))))


def _with_card(state: LcgState, card: CardState) -> LcgState:
    cards = dict(state.cards)
    cards[card.id] = card
    return replace(state, cards=frozen_map(cards))


HANDLERS: dict[str, Callable[[LcgState, Mapping[str, Any]], LcgState]] = {
    "setup": _setup,
    "tokens": _tokens,
    "move": _move,
    "commit": _commit,
    "strike": _strike,
    "limited": _limited,
    "edge_reveal": _edge_reveal,
    "phase": _phase,
    "engagement": _engagement,
    "player": _player,
    "limit": _limit,
    "effect": _effect,
    "dial": lambda s, d: replace(s, dial=int(d["value"])),
    "balance": lambda s, d: replace(s, balance=d["side"]),
    "window_open": lambda s, d: replace(s, window=d.get("window")),
    "window_close": lambda s, d: replace(s, window=None),
    "game_over": lambda s, d: replace(s, winner=d.get("winner"), result=d.get("result")),
    "random": lambda s, d: replace(s, draws=s.draws + 1),
}


def apply(state: LcgState, event: Event) -> LcgState:
    handler = HANDLERS.get(event.type)
    if handler is not None:
        return handler(state, event.data)
    if event.type in NARRATIVE:
        return state
    raise ValueError(f"unknown LCG event type {event.type!r}")
