"""JSON views of the state and of the steps (what `judge replay --json` and the web show).

* `board_view(state, cards)`: the board as a judge reads it (players, characters with health,
  damage, shields, upgrades and dice, the pool with faces, hand, deck, discard, set-aside).
* `facts(state)`: the state flattened to `{"cards.rey.damage": 3, …}`; two states' facts give
  a step's "what changed" and a branch comparison's differences.
* `timing_view(state)`: the queue, open interrupt windows (with replacements marked), pending
  additional actions and delayed effects.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from judge.engine.destiny import polish as pl
from judge.engine.destiny.cards import CardDef
from judge.engine.destiny.faces import notation
from judge.engine.destiny.state import GameState


def _die(state: GameState, did: str) -> dict[str, Any]:
    die = state.dice[did]
    face = die.showing
    return {
        "id": did,
        "card": die.home,
        "location": die.location,
        "face": notation(face) if face is not None else None,
        "faces": [notation(f) for f in die.faces],
    }


def _card(state: GameState, cards: Mapping[str, CardDef], cid: str) -> dict[str, Any]:
    card = state.cards[cid]
    defn = cards.get(card.defn)
    view: dict[str, Any] = {
        "id": cid,
        "name": defn.name if defn else cid,
        "code": defn.code if defn else None,
        "type": card.kind,
        "zone": card.zone,
        "owner": card.owner,
        "controller": card.controller,
    }
    if card.zone == "play":
        view["exhausted"] = card.exhausted
        if card.kind == "character":
            view["health"] = defn.health if defn else None
            view["damage"] = card.damage
            view["shields"] = card.shields
            view["upgrades"] = [_card(state, cards, u) for u in card.upgrades]
        elif card.damage:
            view["damage"] = card.damage
        if card.kind != "character" and card.upgrades:  # mods on a support (later sets)
            view["upgrades"] = [_card(state, cards, u) for u in card.upgrades]
        if card.resources:
            view["resources"] = card.resources
        view["dice"] = [_die(state, d) for d in card.dice]
    return view


def board_view(state: GameState, cards: Mapping[str, CardDef]) -> dict[str, Any]:
    players = {}
    for pid in state.order:
        p = state.players[pid]
        players[pid] = {
            "name": p.name,
            "resources": p.resources,
            "passed": p.passed,
            "claimed": p.claimed,
            "characters": [_card(state, cards, c) for c in p.characters],
            "supports": [_card(state, cards, c) for c in p.supports],
            "pool": [_die(state, d) for d in p.pool],
            "hand": [_brief(state, cards, c) for c in p.hand],
            "deck": len(p.deck),
            "discard": [_brief(state, cards, c) for c in p.discard],
            "set_aside": [_brief(state, cards, c) for c in p.set_aside],
            "set_aside_dice": list(p.set_aside_dice),
        }
    bf = None
    if state.battlefield:
        defn = cards.get(state.cards[state.battlefield].defn)
        bf = {
            "id": state.battlefield,
            "name": defn.name if defn else state.battlefield,
            "controller": state.battlefield_controller,
            "claimed_by": state.claimed_by,
        }
    limbo = [_brief(state, cards, c) for c, card in state.cards.items() if card.zone == "limbo"]
    return {
        "round": state.round,
        "phase": state.phase,
        "turn": state.turn,
        "battlefield": bf,
        "winner": state.winner,
        "result": state.result,
        "players": players,
        "limbo": limbo,
    }


def _brief(state: GameState, cards: Mapping[str, CardDef], cid: str) -> dict[str, Any]:
    defn = cards.get(state.cards[cid].defn)
    card = state.cards.get(cid)
    if card is not None and card.kind == "unknown":  # given only as a count
        return {"id": cid, "name": pl.hidden_card(card.zone), "code": None}
    return {"id": cid, "name": defn.name if defn else cid, "code": defn.code if defn else None}


def timing_view(state: GameState) -> dict[str, Any]:
    return {
        "queue": [
            {
                "id": q.id,
                "kind": q.kind,
                "player": q.player,
                "label": q.label,
                "source": q.source,
                "resolving": q.id in state.resolving,
            }
            for q in state.queue
        ],
        "interrupts": [
            {
                "id": w.id,
                "moment": w.moment,
                "label": w.label,
                "resolving": w.resolving,
                "pending": [
                    {
                        "id": i.id,
                        "source": i.source,
                        "player": i.player,
                        "label": i.label,
                        "replacement": bool(i.context.get("replacement")),
                        "would": bool(i.context.get("would")),
                    }
                    for i in w.pending
                ],
            }
            for w in state.windows
        ],
        "additional_actions": [
            {"id": a.id, "player": a.player, "source": a.source, "label": a.label}
            for a in state.additional
        ],
        "delayed": [
            {"id": d.id, "player": d.player, "source": d.source, "when": d.when, "label": d.label}
            for d in state.delayed
        ],
    }


def facts(state: GameState) -> dict[str, Any]:
    """The state as flat facts, for diffs between steps and branches."""
    out: dict[str, Any] = {
        "game.round": state.round,
        "game.phase": state.phase,
        "game.turn": state.turn,
        "game.winner": state.winner,
        "game.battlefield": state.battlefield,
        "game.battlefield_controller": state.battlefield_controller,
        "game.claimed_by": state.claimed_by,
    }
    for pid, p in state.players.items():
        base = f"players.{pid}"
        out[f"{base}.resources"] = p.resources
        out[f"{base}.hand"] = list(p.hand)
        out[f"{base}.deck"] = len(p.deck)
        out[f"{base}.discard"] = list(p.discard)
        out[f"{base}.set_aside"] = list(p.set_aside)
        out[f"{base}.pool"] = list(p.pool)
        out[f"{base}.passed"] = p.passed
        out[f"{base}.claimed"] = p.claimed
    for cid, c in state.cards.items():
        if c.zone in ("deck",):
            continue
        base = f"cards.{cid}"
        out[f"{base}.zone"] = c.zone
        if c.zone == "play":
            out[f"{base}.controller"] = c.controller
            out[f"{base}.type"] = c.kind
            out[f"{base}.exhausted"] = c.exhausted
            if c.kind == "character" or c.damage:
                out[f"{base}.damage"] = c.damage
            if c.kind == "character":
                out[f"{base}.shields"] = c.shields
                out[f"{base}.upgrades"] = list(c.upgrades)
            if c.attached_to:
                out[f"{base}.attached_to"] = c.attached_to
            if c.resources:
                out[f"{base}.resources"] = c.resources
    for did, d in state.dice.items():
        face = d.showing
        out[f"dice.{did}"] = (
            f"pool:{notation(face)}" if face is not None else f"{d.location}:{d.home or ''}"
        )
    return out


def changes(before: GameState, after: GameState) -> list[dict[str, Any]]:
    a, b = facts(before), facts(after)
    return [
        {"path": key, "before": a.get(key), "after": b.get(key)}
        for key in sorted(set(a) | set(b))
        if a.get(key) != b.get(key)
    ]


def state_lines(step: Mapping[str, Any], phases: Mapping[str, str]) -> list[str]:
    """The board and what is in flight after a step (its JSON) as `judge replay` prints them."""
    board = step["board"]
    lines = [
        f"  runda {board['round']}, {phases.get(board['phase'], board['phase'])}, "
        f"tura {board['turn']}"
        + (
            f", pole bitwy {board['battlefield']['name']} ({board['battlefield']['controller']})"
            if board["battlefield"]
            else ""
        )
    ]
    for p in board["players"].values():
        lines.append(
            f"  {p['name']}: zasoby {p['resources']}, ręka {len(p['hand'])}, talia {p['deck']}, "
            f"odrzucone {len(p['discard'])}"
        )
        for c in p["characters"]:
            ups = ", ".join(u["name"] for u in c["upgrades"])
            lines.append(
                f"    {c['name']} [{c['id']}]: {c['damage']}/{c['health']} obr., osłony "
                f"{c['shields']}"
                + (", wyczerpana" if c["exhausted"] else "")
                + (f"; ulepszenia: {ups}" if ups else "")
            )
        for s in p["supports"]:
            lines.append(
                f"    {'plan' if s.get('type') == 'plot' else 'wsparcie'} {s['name']} [{s['id']}]"
                + (", wyczerpane" if s["exhausted"] else "")
                + (f", zasoby na karcie: {s['resources']}" if s.get("resources") else "")
                + (
                    "; modyfikacje: " + ", ".join(u["name"] for u in s["upgrades"])
                    if s.get("upgrades")
                    else ""
                )
            )
        if p["pool"]:
            lines.append("    pula: " + ", ".join(f"{d['id']}={d['face']}" for d in p["pool"]))
    if step.get("queue"):
        lines.append("  kolejka: " + " → ".join(q["label"] for q in step["queue"]))
    if step.get("additional_actions"):
        lines.append(
            "  dodatkowe akcje: " + ", ".join(a["label"] for a in step["additional_actions"])
        )
    if board.get("winner") or board.get("result"):
        lines.append(f"  Koniec gry: {board['result']}")
    return lines
