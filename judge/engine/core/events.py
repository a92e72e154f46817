"""Immutable events: the only way anything changes.

An `Event` is a fact that happened ("Dooku took 1 damage"), never a command. It carries enough
to be folded into the next state by a game's reducer, plus what a judge needs to trust the step:
the rule sections it applies (`cites`, corpus section or ruling ids), the decision that produced
it and who made it (`decision`), and whether official texts disagree about it (`contested`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

EMPTY: Mapping[str, Any] = MappingProxyType({})


@dataclass(frozen=True, slots=True)
class Decision:
    """A choice taken during a replay.

    `key` is stable and human-writable (a scenario's `decisions:` or `--decide KEY=VALUE` set
    it); `decider` is the player who chooses and `rule` the section id saying so; `default` is
    True when nobody chose and the engine applied its documented default.
    """

    key: str
    value: Any
    decider: str
    rule: str
    default: bool = False
    options: tuple[Any, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "value": self.value,
            "decider": self.decider,
            "rule": self.rule,
            "default": self.default,
            "options": list(self.options),
        }


@dataclass(frozen=True, slots=True)
class Contested:
    """A step where official texts disagree: which reading is followed, and every source."""

    question: str
    followed: str
    sources: tuple[str, ...]

    def to_json(self) -> dict[str, Any]:
        return {"question": self.question, "followed": self.followed, "sources": list(self.sources)}


@dataclass(frozen=True, slots=True)
class Event:
    """One immutable fact in a log. `index` is its position (step number) in the log."""

    index: int
    type: str
    data: Mapping[str, Any] = field(default_factory=lambda: EMPTY)
    text: str = ""
    cites: tuple[str, ...] = ()
    decision: Decision | None = None
    contested: Contested | None = None
    depth: int = 0
    extra: Mapping[str, Any] = field(default_factory=lambda: EMPTY)

    def to_json(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "type": self.type,
            "data": _plain(self.data),
            "text": self.text,
            "cites": list(self.cites),
            "decision": self.decision.to_json() if self.decision else None,
            "contested": self.contested.to_json() if self.contested else None,
            "depth": self.depth,
        }


def _plain(value: Any) -> Any:
    """Mappings and tuples of an event's data as plain JSON values."""
    if isinstance(value, Mapping):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value


def freeze(data: Mapping[str, Any] | None) -> Mapping[str, Any]:
    """A read-only view of `data` (lists become tuples, nested mappings read-only)."""
    if not data:
        return EMPTY
    return MappingProxyType({k: _freeze_value(v) for k, v in data.items()})


def _freeze_value(value: Any) -> Any:
    if isinstance(value, Mapping):
        return MappingProxyType({k: _freeze_value(v) for k, v in value.items()})
    if isinstance(value, list | tuple):
        return tuple(_freeze_value(v) for v in value)
    return value
