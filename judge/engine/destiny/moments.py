"""Moments: the game happenings that triggered abilities wait for, and the triggers they meet.

A "before" (*przed tym*) ability looks at a moment that is about to happen; an "after" (*po tym*)
ability at one that has happened (RR cz. 7 › warunek aktywacji). The engine describes each such
happening as a `Moment` and asks every card in play whether one of its triggers matches.

Kinds used by the engine:

- `activate` (subject: the character or support activated; player: who activates it)
- `roll_die` (subject: the die rolled into the pool; player: its owner)
- `play_card` (subject: the card played; data: `target` character of an upgrade, `last_card`)
- `discard_from_hand` (subject: the card; data: `last_card`)
- `deal_damage` (subject: the character about to be dealt damage; data: `amount`, `kind`)
- `take_damage` (subject: the character that took damage; data: `amount`, `kind`)
- `gain_shields` (subject: the character about to gain shields; data: `amount`)
- `defeat` (subject: the character about to be / that was defeated)
- `claim` (subject: the battlefield; player: who claims)
- `remove_die` (subject: the die an opponent is about to remove)
- `resolve` (before only; subject: the die about to be resolved, still in the pool; player: who
  resolves it; data: `symbol`, `dice` of the group; outcome `value_bonus`: "increase its value")
- `removed` (after only; subject: the die removed from a pool, back on its card; player: who
  removed it; data: `symbol` it showed, `owner`)
- `resolved` (subject: the die resolved, now off the pool; player: who resolved it; data:
  `symbol`, `value`, `dice` of the group)
- `remove_resolved` (before only: the die just resolved is about to leave the pool; the window
  in which "… instead of removing it from your pool" replaces that removal)
- `end_of_round`
- `end_of_action_phase`, `start_of_upkeep_phase`, `start_of_action_phase` (no subject, no
  player: the boundaries of the phases, later sets; `rounds.phase_moment`)
- `turned` (after only; subject: the die turned, in a pool)
- `claimed` (after only; subject: the battlefield; player: who claimed it, its claim ability
  resolved)
- `setup` (no subject: the game just set up, a scenario `after_setup: true`)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class Moment:
    kind: str
    player: str | None
    subject: str | None = None
    data: dict[str, Any] = field(default_factory=dict)
    label: str = ""
    # Written by abilities resolving in a "before" window (e.g. "block all of this damage").
    outcome: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "player": self.player, "subject": self.subject, **self.data}


@dataclass
class Trigger:
    """An ability whose trigger condition a moment met (not yet resolved)."""

    source: str  # card instance id
    ability: int  # index of the ability on the card
    controller: str
    label: str
    optional: bool = False
    replacement: bool = False
    would: bool = False
    keyword: str | None = None
    context: dict[str, Any] = field(default_factory=dict)

    def item(self, item_id: str) -> dict[str, Any]:
        return {
            "id": item_id,
            "kind": "ability",
            "player": self.controller,
            "label": self.label,
            "source": self.source,
            "ability": self.ability,
            "context": {
                **self.context,
                "optional": self.optional,
                "replacement": self.replacement,
                "would": self.would,
                "keyword": self.keyword,
            },
        }
