"""The reducer: `apply(state, event) -> state`, one small function per event type.

It is the only code that builds Miniatures states; the engine reads the fold of its own log
and changes it only by emitting events. An unknown event type is a bug and raises.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from types import MappingProxyType
from typing import Any

from judge.engine.core.events import Event
from judge.engine.swm.state import EMPTY, Fig, SwmState, Turn


def _put(mapping: Mapping[str, Any], key: str, value: Any) -> Mapping[str, Any]:
    copy = dict(mapping)
    copy[key] = value
    return MappingProxyType(copy)


def _fig(state: SwmState, fid: str, **changes: Any) -> SwmState:
    return replace(state, figures=_put(state.figures, fid, replace(state.figures[fid], **changes)))


def _turn(state: SwmState, **changes: Any) -> SwmState:
    assert state.turn is not None
    return replace(state, turn=replace(state.turn, **changes))


def _square(value: Any) -> tuple[int, int] | None:
    return None if value is None else (int(value[0]), int(value[1]))


def _setup(state: SwmState, data: Mapping[str, Any]) -> SwmState:
    figures = {
        fid: Fig(
            id=fid,
            player=f["player"],
            at=_square(f["at"]),
            hit_points=int(f.get("hit_points", 0)),
            damage=int(f.get("damage", 0)),
            activated=bool(f.get("activated", False)),
            force=int(f.get("force", 0)),
        )
        for fid, f in data["figures"].items()
    }
    return SwmState(
        seed=int(data.get("seed", 0)),
        draws=0,
        players=tuple(data["players"]),
        figures=MappingProxyType(figures),
        open_doors=frozenset(
            (str(e[0]), int(e[1]), int(e[2])) for e in data.get("open_doors") or ()
        ),
    )


def _round(state: SwmState, data: Mapping[str, Any]) -> SwmState:
    figures = {
        fid: f
        if f.defeated
        else replace(f, activated=bool(data.get("keep_activated")) and f.activated)
        for fid, f in state.figures.items()
    }
    return replace(
        state,
        round=int(data["round"]),
        figures=MappingProxyType(figures),
        first=None,
        phase=0,
        phase_player=None,
        phase_count=0,
        turn=None,
        attacked_before=frozenset(),
    )


def _first(state: SwmState, data: Mapping[str, Any]) -> SwmState:
    return replace(state, first=data["first"])


def _phase(state: SwmState, data: Mapping[str, Any]) -> SwmState:
    return replace(
        state,
        phase=int(data["phase"]),
        phase_player=data["player"],
        phase_count=int(data.get("count", 0)),
    )


def _activated(state: SwmState, data: Mapping[str, Any]) -> SwmState:
    fid = data["figure"]
    state = _fig(state, fid, activated=True)
    if data.get("starts_turn", True):
        state = replace(state, sight=None)
    if data.get("counts", True):
        state = replace(state, phase_count=state.phase_count + 1)
    if data.get("starts_turn", True):
        state = replace(state, turn=Turn(figure=fid, player=state.fig(fid).player))
    return state


def _turn_end(state: SwmState, data: Mapping[str, Any]) -> SwmState:
    return replace(state, turn=None, sight=None)


def _force(state: SwmState, data: Mapping[str, Any]) -> SwmState:
    fid = data["figure"]
    amount = int(data["amount"])
    state = _fig(state, fid, force=state.fig(fid).force + amount)
    if amount < 0 and data.get("spend", True) and state.turn is not None:
        spends = dict(state.turn.force_spends)
        spends[fid] = spends.get(fid, 0) + 1
        state = _turn(state, force_spends=MappingProxyType(spends))
        bonus = int(data.get("move_bonus", 0))
        if bonus:
            state = _turn(state, move_bonus=state.turn.move_bonus + bonus)  # type: ignore[union-attr]
    return state


def _moved(state: SwmState, data: Mapping[str, Any]) -> SwmState:
    fid = data["figure"]
    state = replace(_fig(state, fid, at=_square(data["to"])), sight=None)
    turn = state.turn
    if turn is not None and data.get("counts", True) and turn.figure == fid:
        cost = int(data["cost"])
        if turn.attacks or turn.replaced == "attack":
            state = _turn(state, moved_after=turn.moved_after + cost)
        else:
            state = _turn(state, moved_before=turn.moved_before + cost)
    return state


def _rolled(state: SwmState, data: Mapping[str, Any]) -> SwmState:
    draws = state.draws if data.get("stated") else state.draws + 1
    return replace(state, draws=draws, last_roll=MappingProxyType(dict(data)))


def _attack(state: SwmState, data: Mapping[str, Any]) -> SwmState:
    state = replace(
        state,
        sight=MappingProxyType(dict(data.get("sight") or {})),
        attacked_before=state.attacked_before | {data["target"]},
    )
    kind = data.get("kind", "turn")
    turn = state.turn
    if turn is None:
        return state
    if kind == "turn" and data["attacker"] == turn.figure:
        a = data["attacker"]
        marks = {f"{a}:attacked:{data['target']}"}
        if not (data.get("sight") or {}).get("adjacent"):
            marks.add(f"{a}:distant-attack")
        state = _turn(state, attacks=turn.attacks + 1, effects=turn.effects | marks)
    elif kind == "opportunity":
        state = _turn(state, aoo_by=turn.aoo_by | {data["attacker"]})
    return state


def _replaced(state: SwmState, data: Mapping[str, Any]) -> SwmState:
    return _turn(state, replaced=data["what"])


def _damage(state: SwmState, data: Mapping[str, Any]) -> SwmState:
    fid = data["figure"]
    return _fig(state, fid, damage=max(0, state.fig(fid).damage + int(data["amount"])))


def _healed(state: SwmState, data: Mapping[str, Any]) -> SwmState:
    fid = data["figure"]
    return _fig(state, fid, damage=max(0, state.fig(fid).damage - int(data["amount"])))


def _stunned(state: SwmState, data: Mapping[str, Any]) -> SwmState:
    return _fig(state, data["figure"], activated=True)


def _effect(state: SwmState, data: Mapping[str, Any]) -> SwmState:
    """A glossary entry's effect begins (`on`) or ends on a figure, for the turn or the
    skirmish."""
    fid, name, on = data["figure"], data["effect"], bool(data.get("on", True))
    if data.get("scope") == "turn":
        if state.turn is None:
            return state
        mark = f"{fid}:{name}"
        effects = state.turn.effects | {mark} if on else state.turn.effects - {mark}
        return _turn(state, effects=effects)
    current = state.fig(fid).effects
    return _fig(state, fid, effects=current | {name} if on else current - {name})


def _defeated(state: SwmState, data: Mapping[str, Any]) -> SwmState:
    return _fig(state, data["figure"], defeated=True, at=None)


def _door(state: SwmState, data: Mapping[str, Any]) -> SwmState:
    edge = (str(data["edge"][0]), int(data["edge"][1]), int(data["edge"][2]))
    doors = state.open_doors | {edge} if data["open"] else state.open_doors - {edge}
    return replace(state, open_doors=doors)


def _game_over(state: SwmState, data: Mapping[str, Any]) -> SwmState:
    return replace(state, over=True, winner=data.get("winner"), result=data.get("result"))


def _nothing(state: SwmState, data: Mapping[str, Any]) -> SwmState:
    return state


HANDLERS: dict[str, Callable[[SwmState, Mapping[str, Any]], SwmState]] = {
    "setup": _setup,
    "round": _round,
    "first": _first,
    "phase": _phase,
    "activated": _activated,
    "turn_end": _turn_end,
    "force": _force,
    "moved": _moved,
    "rolled": _rolled,
    "attack": _attack,
    "replaced": _replaced,
    "damage": _damage,
    "defeated": _defeated,
    "healed": _healed,
    "stunned": _stunned,
    "effect": _effect,
    "door": _door,
    "game_over": _game_over,
    # steps that explain without changing the state
    "initiative": _nothing,
    "hit": _nothing,
    "miss": _nothing,
    "modifier": _nothing,
    "save": _nothing,
    "round_end": _nothing,
    "refused": _nothing,
    "decided": _nothing,
    "note": _nothing,
    "power": _nothing,
    "opportunity": _nothing,
    "squad": _nothing,
}


def apply(state: SwmState, event: Event) -> SwmState:
    handler = HANDLERS.get(event.type)
    if handler is None:
        raise ValueError(f"unknown Miniatures event type {event.type!r}")
    return handler(state, event.data)


__all__ = ["EMPTY", "apply"]
