"""`expect:` — the official outcome a scenario asserts, checked by `judge replay --check`.

* `order`: steps that must appear in this order (other steps may come between). Each entry is
  `"KIND ID key=value…"`: KIND is an event type or an alias below, ID a card, die or player id
  mentioned in the step (a card id also matches that card's dice), and optional qualifiers
  compare the step's data (`"dealt vader kind=null"`: untyped damage). `"defeated dooku"`,
  `"interrupt dooku"`, `"queued ackbar"`, `"resolved ackbar"`, `"damage bala"`.
* `absent`: steps of the same form that must not appear at all.
* `cards`, `dice`, `players`, `game`: facts of the final state.
* `actions`: per action taken (in order): `counted_as_pass`, `refused`, `contested`.
* `contested`, `refusals`: how many steps are contested / refused.
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


def matches(event: Event, pattern: str) -> bool:
    """Whether `event` matches `"KIND [ID] [key=value ...]"` (values compared as text; `null`
    matches a missing or null value)."""
    parts = [p for p in pattern.split() if "=" not in p]
    qualifiers = dict(p.split("=", 1) for p in pattern.split() if "=" in p)
    kind = parts[0]
    subject = parts[1] if len(parts) > 1 else None
    for key, wanted in qualifiers.items():
        actual = event.data.get(key)
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
    results = action_results(events)
    for index, wanted in enumerate(expect.get("actions") or []):
        actual_result = results[index] if index < len(results) else None
        for key, value in wanted.items():
            actual = actual_result.get(key) if actual_result else None
            if actual != value:
                out.append((f"expect.actions[{index}].{key}", value, actual))
    if "contested" in expect:
        count = sum(1 for e in events if e.contested is not None)
        if count != expect["contested"]:
            out.append(("expect.contested", expect["contested"], count))
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
