"""`expect:` over the steps of a replay, whatever the game (checked by `judge replay --check`).

The parts every game shares read the log only:

* `order`: steps that must appear in this order (other steps may come between). Each entry is
  `"KIND [ID] key=value…"`: KIND is an event type or an alias the game defines (Destiny:
  `defeated` for `defeat`, `queued` for `queue_add`…), ID an id mentioned anywhere in the step's
  data (an id also matches the ids it prefixes: a card's id matches its dice `card.die`), and
  optional qualifiers compare the step's data (`"dealt vader kind=null"`). A qualifier key may
  be a dotted path into the data (`"queued hunker item.context.moment.source=grievous"`),
  `decider=`, `default=`, `rule=` compare the decision the step records, and `cites=ID` holds
  when the step cites that section or ruling among others.
* `absent`: steps of the same form that must not appear at all.
* `decisions`: per decision key (`KEY` for every time it was taken, `KEY#n` for its n-th
  time): `decider`, `value`, `default`, `rule`, `count`.
* `contested`: how many steps are contested, or one entry per contested step in order:
  `{step: PATTERN, sources: [ids], followed: TEXT}` (the sources every one, in any order).
* `refusals`: how many steps are refused (a refusal is a step of type `refused`).

A game adds the facts of its final state (`cards`, `players`…) in its own `check`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from judge.engine.core.events import Event

Mismatch = tuple[str, Any, Any]  # (path in expect, expected, actual)


@dataclass(frozen=True)
class Alias:
    """A KIND of `order`/`absent` that is not an event type: the event types it stands for and
    an optional further test of the step (`discarded` is a `card_move` to the discard pile)."""

    types: tuple[str, ...]
    test: Callable[[Event], bool] | None = None


Aliases = Mapping[str, Alias]

_DECISION_FIELDS = ("decider", "default", "rule")


def _values(value: Any) -> Iterable[str]:
    if isinstance(value, Mapping):
        for v in value.values():
            yield from _values(v)
    elif isinstance(value, list | tuple):
        for v in value:
            yield from _values(v)
    elif isinstance(value, str):
        yield value


def _qualified(event: Event, key: str) -> Any:
    """The value a qualifier `key=` compares: a (dotted) path into the step's data, or, for
    `decider`/`default`/`rule` not in the data, the field of the decision the step records."""
    if key in _DECISION_FIELDS and key not in event.data:
        return getattr(event.decision, key) if event.decision is not None else None
    value: Any = event.data
    for part in key.split("."):
        if not isinstance(value, Mapping):
            return None
        value = value.get(part)
    return value


def matches(event: Event, pattern: str, aliases: Aliases | None = None) -> bool:
    """Whether `event` matches `"KIND [ID] [key=value ...]"` (values compared as text; `null`
    matches a missing or null value)."""
    parts = [p for p in pattern.split() if "=" not in p]
    qualifiers = dict(p.split("=", 1) for p in pattern.split() if "=" in p)
    kind = parts[0]
    subject = parts[1] if len(parts) > 1 else None
    for key, wanted in qualifiers.items():
        if key == "cites" and key not in event.data:  # the step cites this section or ruling
            if wanted not in event.cites:
                return False
            continue
        actual = _qualified(event, key)
        if wanted == "null":
            if actual is not None:
                return False
        elif str(actual).lower() != wanted.lower():
            return False
    alias = (aliases or {}).get(kind)
    if alias is not None:
        if event.type not in alias.types or (alias.test is not None and not alias.test(event)):
            return False
    elif event.type != kind:
        return False
    if subject is None:
        return True
    return any(v == subject or v.startswith(subject + ".") for v in _values(event.data))


def check_steps(
    expect: Mapping[str, Any], events: Sequence[Event], aliases: Aliases | None = None
) -> list[Mismatch]:
    """The mismatches of the parts of `expect` that read the steps (see the module doc)."""
    out: list[Mismatch] = []
    position = 0
    for index, pattern in enumerate(expect.get("order") or []):
        found = next(
            (i for i in range(position, len(events)) if matches(events[i], pattern, aliases)),
            None,
        )
        if found is None:
            anywhere = next((e.index for e in events if matches(e, pattern, aliases)), None)
            actual = (
                "brak takiego kroku"
                if anywhere is None
                else f"krok {anywhere} występuje, ale nie po poprzednich w tej kolejności"
            )
            out.append((f"expect.order[{index}]", pattern, actual))
            continue
        position = found + 1
    for index, pattern in enumerate(expect.get("absent") or []):
        hit = next((e for e in events if matches(e, pattern, aliases)), None)
        if hit is not None:
            out.append((f"expect.absent[{index}]", pattern, f"krok {hit.index}: {hit.text}"))
    out.extend(_check_decisions(expect.get("decisions") or {}, events))
    if "contested" in expect:
        out.extend(_check_contested(expect["contested"], events, aliases))
    if "refusals" in expect:
        count = sum(1 for e in events if e.type == "refused")
        if count != expect["refusals"]:
            out.append(("expect.refusals", expect["refusals"], count))
    return out


def _check_contested(
    wanted: Any, events: Sequence[Event], aliases: Aliases | None
) -> list[Mismatch]:
    contested = [e for e in events if e.contested is not None]
    if not isinstance(wanted, list):
        return [] if len(contested) == wanted else [("expect.contested", wanted, len(contested))]
    out: list[Mismatch] = []
    if len(contested) != len(wanted):
        out.append(("expect.contested", f"{len(wanted)} kroków spornych", len(contested)))
    for index, entry in enumerate(wanted):
        path = f"expect.contested[{index}]"
        if index >= len(contested):
            out.append((path, entry, "brak takiego kroku spornego"))
            continue
        event = contested[index]
        assert event.contested is not None
        if "step" in entry and not matches(event, entry["step"], aliases):
            out.append((f"{path}.step", entry["step"], f"krok {event.index}: {event.text}"))
        if "sources" in entry and sorted(entry["sources"]) != sorted(event.contested.sources):
            out.append((f"{path}.sources", entry["sources"], list(event.contested.sources)))
        if "followed" in entry and entry["followed"] not in event.contested.followed:
            out.append((f"{path}.followed", entry["followed"], event.contested.followed))
    return out


def _check_decisions(wanted_by_key: Mapping[str, Any], events: Sequence[Event]) -> list[Mismatch]:
    """`expect.decisions`: `KEY` checks every occurrence of the decision, `KEY#n` the n-th."""
    out: list[Mismatch] = []
    taken: dict[str, list[Event]] = {}
    for event in events:
        if event.decision is not None:
            taken.setdefault(event.decision.key, []).append(event)
    for name, wanted in wanted_by_key.items():
        key, _, nth = str(name).partition("#")
        occurrences = taken.get(key, [])
        if nth:
            n = int(nth)
            occurrences = occurrences[n - 1 : n]
        for field_name, value in wanted.items():
            path = f"expect.decisions.{name}.{field_name}"
            if field_name == "count":
                if len(occurrences) != value:
                    out.append((path, value, len(occurrences)))
                continue
            if not occurrences:
                out.append((path, value, "decyzja nie została podjęta"))
                continue
            actual = [_decision_field(e, field_name) for e in occurrences]
            if any(a != value for a in actual):
                shown = actual[0] if len(set(map(repr, actual))) == 1 else actual
                out.append((path, value, shown))
    return out


def _decision_field(event: Event, name: str) -> Any:
    decision = event.decision
    assert decision is not None
    value = getattr(decision, name)
    return list(value) if isinstance(value, tuple) else value
