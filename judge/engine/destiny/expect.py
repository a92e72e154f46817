"""Destiny's `expect:`: the official outcome a scenario asserts (`judge replay --check`).

The parts that read the steps (`order`, `absent`, `decisions`, `contested`, `refusals`) are the
core's (`judge.engine.core.expect`), with Destiny's step aliases below: `"defeated dooku"`,
`"interrupt dooku"`, `"queued ackbar"`, `"resolved ackbar"`, `"dealt vader kind=null"`,
`"took bala"`. This module adds:

* `cards`, `dice`, `players`, `game`: facts of the final state;
* `actions`: per action taken (in order): `counted_as_pass`, `refused`, `contested`;
* `validation`: per player, whether the team / deck check passed, the team's points, and the
  rule keys of the building rules it broke (`rules: [uniqueness]`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from judge.engine.core.events import Event
from judge.engine.core.expect import Alias, Mismatch, check_steps
from judge.engine.core.expect import matches as _matches
from judge.engine.destiny.faces import notation
from judge.engine.destiny.state import GameState

ALIASES: dict[str, Alias] = {
    "defeated": Alias(("defeat",)),
    "interrupt": Alias(("window_take",)),
    "queued": Alias(("queue_add",)),
    # a queued item with a source (an ability), or a "before" ability taken in its window
    "resolved": Alias(
        ("queue_start", "window_take"),
        lambda e: e.type != "queue_start" or bool(e.data.get("source")),
    ),
    "dealt": Alias(("damage_dealt",)),
    "took": Alias(("damage",)),
    "rolled": Alias(("die_roll",)),
    "discarded": Alias(("card_move",), lambda e: e.data.get("zone") == "discard"),
    "moved": Alias(("card_move",), lambda e: e.data.get("zone") == "play"),
    "additional": Alias(("additional_add",)),
    "additional_used": Alias(("additional_remove",), lambda e: bool(e.data.get("used"))),
    "refused": Alias(("refused",)),
    "replaced": Alias(("replaced",)),
    "skipped": Alias(("window_skip",)),
    "gained": Alias(("resources",), lambda e: int(e.data.get("delta", 0)) > 0),
    "winner": Alias(("game_over",)),
}


def matches(event: Event, pattern: str) -> bool:
    """Whether `event` matches `"KIND [ID] [key=value ...]"` with Destiny's aliases."""
    return _matches(event, pattern, ALIASES)


def check(expect: Mapping[str, Any], events: Sequence[Event], state: GameState) -> list[Mismatch]:
    """Mismatches as (path, expected, actual); empty when the replay meets `expect`."""
    out = check_steps(expect, events, ALIASES)
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
    checks = {
        (e.data.get("player"), e.data.get("check")): e
        for e in events
        if e.type in ("team_check", "deck_check")
    }
    for pid, wanted in (expect.get("validation") or {}).items():
        for key, value in wanted.items():
            if key in ("team", "deck"):
                event = checks.get((pid, key))
                actual = bool(event.data.get("legal")) if event is not None else None
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
