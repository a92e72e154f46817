"""Helpers for engine tests: build scenarios from Python dicts with inline cards."""

from __future__ import annotations

from typing import Any

import yaml

from judge.engine.api import Replay, load_scenario_text, replay


def char(cid: str, name: str, health: int, sides: list[str], **extra: Any) -> dict[str, Any]:
    """An inline character (no text unless given)."""
    card: dict[str, Any] = {"name": name, "type": "character", "health": health, "sides": sides}
    for key in ("color", "unique", "affiliation", "text"):
        if key in extra:
            card[key] = extra.pop(key)
    return {"id": cid, "card": card, **extra}


GENERIC = ["1MD", "2MD", "1RD", "1Sh", "1R", "-"]


def run(data: dict[str, Any], decisions: dict[str, Any] | None = None, cards: Any = None) -> Replay:
    text = yaml.safe_dump(data, allow_unicode=True, sort_keys=False)
    scenario = load_scenario_text(text, cards_path=cards)
    return replay(scenario, decisions)


def types(r: Replay) -> list[str]:
    return [e.type for e in r.steps]
