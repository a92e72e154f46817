"""The state as plain JSON and back (the `setup` event carries the board this way).

`state_from_json(state_to_json(s)) == s` for every state (a property test checks it), so a log
is self-contained: its first event holds the whole board, every later event a change.
"""

from __future__ import annotations

from dataclasses import fields
from types import MappingProxyType
from typing import Any

from judge.engine.core.events import freeze
from judge.engine.destiny.faces import notation, parse
from judge.engine.destiny.state import (
    AdditionalAction,
    CardState,
    Delayed,
    DieState,
    GameState,
    PlayerState,
    QueueItem,
    Window,
)


def _plain(value: Any) -> Any:
    if isinstance(value, MappingProxyType | dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    return value


def _record(obj: Any) -> dict[str, Any]:
    return {f.name: _plain(getattr(obj, f.name)) for f in fields(obj)}


def _item(obj: QueueItem) -> dict[str, Any]:
    return _record(obj)


def state_to_json(state: GameState) -> dict[str, Any]:
    data = _record(state)
    data["players"] = {pid: _record(p) for pid, p in state.players.items()}
    data["cards"] = {cid: _record(c) for cid, c in state.cards.items()}
    data["dice"] = {
        did: {**_record(d), "faces": [notation(f) for f in d.faces]}
        for did, d in state.dice.items()
    }
    data["queue"] = [_item(q) for q in state.queue]
    data["windows"] = [
        {**_record(w), "pending": [_item(i) for i in w.pending]} for w in state.windows
    ]
    data["additional"] = [_record(a) for a in state.additional]
    data["delayed"] = [_record(d) for d in state.delayed]
    return data


def _tuple(value: Any) -> tuple[Any, ...]:
    return tuple(value or ())


def _map(value: Any) -> Any:
    """A read-only mapping, frozen all the way down (as event data is)."""
    return freeze(value) if value else MappingProxyType({})


def _fields(data: Any) -> dict[str, Any]:
    """A state record's fields from JSON, lists back to the tuples the state holds."""
    return {k: (_tuple(v) if isinstance(v, list | tuple) else v) for k, v in data.items()}


def _queue_item(data: Any) -> QueueItem:
    return QueueItem(**{**data, "context": _map(data.get("context"))})


def state_from_json(data: Any) -> GameState:
    players = {pid: PlayerState(**_fields(p)) for pid, p in data["players"].items()}
    cards = {cid: CardState(**_fields(c)) for cid, c in data["cards"].items()}
    dice = {
        did: DieState(
            **{
                **d,
                "faces": tuple(parse(f) for f in d["faces"]),
            }
        )
        for did, d in data["dice"].items()
    }
    return GameState(
        players=MappingProxyType(players),
        order=_tuple(data["order"]),
        cards=MappingProxyType(cards),
        dice=MappingProxyType(dice),
        battlefield=data.get("battlefield"),
        battlefield_controller=data.get("battlefield_controller"),
        claimed_by=data.get("claimed_by"),
        round=data.get("round", 1),
        phase=data.get("phase", "action"),
        turn=data.get("turn"),
        consecutive_passes=data.get("consecutive_passes", 0),
        queue=tuple(_queue_item(q) for q in data.get("queue", ())),
        resolving=_tuple(data.get("resolving")),
        windows=tuple(
            Window(
                **{
                    **w,
                    "pending": tuple(_queue_item(i) for i in w.get("pending", ())),
                }
            )
            for w in data.get("windows", ())
        ),
        additional=tuple(AdditionalAction(**a) for a in data.get("additional", ())),
        delayed=tuple(
            Delayed(**{**d, "context": _map(d.get("context"))}) for d in data.get("delayed", ())
        ),
        counters=_map(data.get("counters")),
        modifiers=tuple(_map(m) for m in data.get("modifiers", ())),
        winner=data.get("winner"),
        result=data.get("result"),
        seed=data.get("seed", 0),
        draws=data.get("draws", 0),
        action=_map(data["action"]) if data.get("action") else None,
        extra=_map(data.get("extra")),
    )
