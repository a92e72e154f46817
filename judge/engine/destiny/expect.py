"""`expect:` — the official outcome a scenario asserts, checked by `judge replay --check`.

* `order`: steps that must appear in this order (other steps may come between). Each entry is
  `"KIND ID key=value…"`: KIND is an event type or an alias below, ID a card, die or player id
  mentioned in the step (a card id also matches that card's dice), and optional qualifiers
  compare the step's data (`"dealt vader kind=null"`: untyped damage). A qualifier key may be a
  dotted path into the data (`"queued hunker item.context.moment.source=grievous"`), and
  `decider=`, `default=` compare the decision the step records (`"decided order decider=P2"`).
  `"defeated dooku"`, `"interrupt dooku"`, `"queued ackbar"`, `"resolved ackbar"`,
  `"damage bala"`.
* `absent`: steps of the same form that must not appear at all.
* `cards`, `dice`, `players`, `game`: facts of the final state.
* `decisions`: per decision key (`KEY` for every time it was taken, `KEY#n` for its n-th
  time), the facts recorded with it: `decider` (the player the rules make decide), `value`,
  `default` (true when nobody chose), `rule`, `count` (how many times it was taken).
* `actions`: per action taken (in order): `counted_as_pass`, `refused`, `contested`.
* `contested`: how many steps are contested, or one entry per contested step in order:
  `{step: PATTERN, sources: [ids], followed: TEXT}` (the sources every one, in any order).
* `refusals`: how many steps are refused.
* `validation`: per player, whether the team / deck check passed, the team's points, and the
  rule keys of the building rules it broke (`rules: [uniqueness]`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from judge.engine.core.events import Event
from judge.engine.destiny.faces import notation
from judge.engine.destiny.state import GameState

ALIASES: dict[str, tuple[str, ...]] = {
    "defeated": ("defeat",),
    "interrupt": ("window_take",),
    "queued": ("queue_add",),
    "resolved": ("queue_start", "window_take"),
    "dealt": ("damage_dealt",),
    "took": ("damage",),
    "rolled": ("die_roll",),
    "discarded": ("card_move",),
    "moved": ("card_move",),
    "additional": ("additional_add",),
    "additional_used": ("additional_remove",),
    "refused": ("refused",),
    "replaced": ("replaced",),
    "skipped": ("window_skip",),
    "gained": ("resources",),
    "winner": ("game_over",),
}


def _values(value: Any) -> Iterable[str]:
    if isinstance(value, Mapping):
        for v in value.values():
            yield from _values(v)
    elif isinstance(value, list | tuple):
        for v in value:
            yield from _values(v)
    elif isinstance(value, str):
        yield value


_DECISION_FIELDS = ("decider", "default", "rule")


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


def matches(event: Event, pattern: str) -> bool:
    """Whether `event` matches `"KIND [ID] [key=value ...]"` (values compared as text; `null`
    matches a missing or null value; a key may be a dotted path, and `decider`, `default`,
    `rule` compare the step's decision)."""
    parts = [p for p in pattern.split() if "=" not in p]
    qualifiers = dict(p.split("=", 1) for p in pattern.split() if "=" in p)
    kind = parts[0]
    subject = parts[1] if len(parts) > 1 else None
    for key, wanted in qualifiers.items():
        actual = _qualified(event, key)
        if wanted == "null":
            if actual is not None:
                return False
        elif str(actual).lower() != wanted.lower():
            return False
    types = ALIASES.get(kind, (kind,))
    if event.type not in types:
        return False
    data = event.data
    if kind == "discarded" and data.get("zone") != "discard":
        return False
    if kind == "moved" and data.get("zone") != "play":
        return False
    if kind == "additional_used" and not data.get("used"):
        return False
    if kind == "resolved" and event.type == "queue_start" and not data.get("source"):
        return False
    if kind == "gained" and int(data.get("delta", 0)) <= 0:
        return False
    if subject is None:
        return True
    return any(value == subject or value.startswith(subject + ".") for value in _values(data))


def check(
    expect: Mapping[str, Any], events: Sequence[Event], state: GameState
) -> list[tuple[str, Any, Any]]:
    """Mismatches as (path, expected, actual); empty when the replay meets `expect`."""
    out: list[tuple[str, Any, Any]] = []
    order = list(expect.get("order") or [])
    position = 0
    for index, pattern in enumerate(order):
        found = next((i for i in range(position, len(events)) if matches(events[i], pattern)), None)
        if found is None:
            anywhere = next((e.index for e in events if matches(e, pattern)), None)
            actual = (
                "brak takiego kroku"
                if anywhere is None
                else f"krok {anywhere} występuje, ale nie po poprzednich w tej kolejności"
            )
            out.append((f"expect.order[{index}]", pattern, actual))
            continue
        position = found + 1
    for index, pattern in enumerate(expect.get("absent") or []):
        hit = next((e for e in events if matches(e, pattern)), None)
        if hit is not None:
            out.append((f"expect.absent[{index}]", pattern, f"krok {hit.index}: {hit.text}"))
    for cid, wanted in (expect.get("cards") or {}).items():
        card = state.cards.get(cid)
        for key, value in wanted.items():
            actual = _card_fact(state, cid, key) if card else None
            if actual != value:
                out.append((f"expect.cards.{cid}.{key}", value, actual))
    for did, wanted in (expect.get("dice") or {}).items():
        die = state.dice.get(did)
        for key, value in wanted.items():
            if die is None:
                actual = None
            elif key == "location":
                actual = die.location
            elif key == "face":
                actual = notation(die.showing) if die.showing else None
            else:  # "card"
                actual = die.home
            if actual != value:
                out.append((f"expect.dice.{did}.{key}", value, actual))
    for pid, wanted in (expect.get("players") or {}).items():
        player = state.players.get(pid)
        for key, value in wanted.items():
            actual = _player_fact(state, pid, key, value) if player else None
            if actual != value:
                out.append((f"expect.players.{pid}.{key}", value, actual))
    for key, value in (expect.get("game") or {}).items():
        actual = {
            "winner": state.winner,
            "phase": state.phase,
            "round": state.round,
            "turn": state.turn,
            "battlefield": state.battlefield,
            "battlefield_controller": state.battlefield_controller,
            "claimed_by": state.claimed_by,
            "delayed": len(state.delayed),
            "queue": len(state.queue),
        }[key]
        if actual != value:
            out.append((f"expect.game.{key}", value, actual))
    out.extend(_check_decisions(expect.get("decisions") or {}, events))
    results = action_results(events)
    for index, wanted in enumerate(expect.get("actions") or []):
        actual_result = results[index] if index < len(results) else None
        for key, value in wanted.items():
            actual = actual_result.get(key) if actual_result else None
            if actual != value:
                out.append((f"expect.actions[{index}].{key}", value, actual))
    if "contested" in expect:
        out.extend(_check_contested(expect["contested"], events))
    checks = {
        (e.data.get("player"), e.data.get("check")): e
        for e in events
        if e.type in ("team_check", "deck_check")
    }
    for pid, wanted in (expect.get("validation") or {}).items():
        for key, value in wanted.items():
            if key in ("team", "deck"):
                event = checks.get((pid, key))
                actual: Any = bool(event.data.get("legal")) if event is not None else None
            elif key == "points":
                event = checks.get((pid, "team"))
                actual = event.data.get("points") if event is not None else None
            else:  # "rules": the rule keys of the refusals, in order
                actual = [
                    e.data.get("rule")
                    for e in events
                    if e.type == "refused" and e.data.get("player") == pid and e.data.get("check")
                ]
            if actual != value:
                out.append((f"expect.validation.{pid}.{key}", value, actual))
    if "refusals" in expect:
        count = sum(1 for e in events if e.type == "refused")
        if count != expect["refusals"]:
            out.append(("expect.refusals", expect["refusals"], count))
    return out


def _check_contested(wanted: Any, events: Sequence[Event]) -> list[tuple[str, Any, Any]]:
    """`expect.contested`: a count of contested steps, or one entry per contested step in
    order: `step` (a pattern of `order`), `sources` (every source cited, in any order),
    `followed` (text the followed reading contains)."""
    contested = [e for e in events if e.contested is not None]
    if not isinstance(wanted, list):
        return [] if len(contested) == wanted else [("expect.contested", wanted, len(contested))]
    out: list[tuple[str, Any, Any]] = []
    if len(contested) != len(wanted):
        out.append(("expect.contested", f"{len(wanted)} kroków spornych", len(contested)))
    for index, entry in enumerate(wanted):
        path = f"expect.contested[{index}]"
        if index >= len(contested):
            out.append((path, entry, "brak takiego kroku spornego"))
            continue
        event = contested[index]
        assert event.contested is not None
        if "step" in entry and not matches(event, entry["step"]):
            out.append((f"{path}.step", entry["step"], f"krok {event.index}: {event.text}"))
        if "sources" in entry and sorted(entry["sources"]) != sorted(event.contested.sources):
            out.append((f"{path}.sources", entry["sources"], list(event.contested.sources)))
        if "followed" in entry and entry["followed"] not in event.contested.followed:
            out.append((f"{path}.followed", entry["followed"], event.contested.followed))
    return out


def _check_decisions(
    wanted_by_key: Mapping[str, Any], events: Sequence[Event]
) -> list[tuple[str, Any, Any]]:
    """`expect.decisions`: `KEY` checks every occurrence of the decision, `KEY#n` the n-th."""
    out: list[tuple[str, Any, Any]] = []
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


def action_results(events: Sequence[Event]) -> list[dict[str, Any]]:
    """Per action taken or refused, in order: counted_as_pass, refused, contested."""
    results: list[dict[str, Any]] = []
    for event in events:
        if event.type == "refused":
            results.append({"refused": True, "counted_as_pass": False, "contested": False})
        elif event.type == "action_end":
            results.append(
                {
                    "refused": False,
                    "counted_as_pass": bool(event.data.get("counted_as_pass")),
                    "contested": event.contested is not None,
                }
            )
        elif event.type == "pass" and not event.data.get("auto"):
            results.append({"refused": False, "counted_as_pass": True, "contested": False})
    return results


def _card_fact(state: GameState, cid: str, key: str) -> Any:
    card = state.cards[cid]
    if key == "zone":
        return card.zone
    if key == "defeated":
        return card.kind == "character" and card.zone == "set_aside"
    if key == "type":
        return card.kind
    if key == "upgrades":
        return list(card.upgrades)
    return getattr(card, key)


def _player_fact(state: GameState, pid: str, key: str, wanted: Any) -> Any:
    player = state.players[pid]
    if key in ("hand", "deck", "discard", "pool", "characters"):
        items = list(getattr(player, key))
        return len(items) if isinstance(wanted, int) else items
    if key.endswith("_contains"):
        zone = list(getattr(player, key[: -len("_contains")]))
        return [c for c in wanted if c in zone] if all(c in zone for c in wanted) else zone
    if key == "additional_actions":
        return sum(1 for a in state.additional if a.player == pid)
    return getattr(player, key)
