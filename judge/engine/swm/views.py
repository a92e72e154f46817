"""How a Miniatures state is shown and checked: the board a judge reads (the step JSON's
`board`, drawn by `boards/swm.html`), flat facts for changes and forks, the lines `judge
replay` prints, and the final facts of `expect:`."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from judge.engine.core.events import Event
from judge.engine.core.expect import Mismatch, check_steps
from judge.engine.swm.grid import edge_points, square_name
from judge.engine.swm.setup import Setup
from judge.engine.swm.state import SwmState


def _square(at: Any) -> str | None:
    return square_name(at) if at is not None else None


def board_view(state: SwmState, setup: Setup) -> dict[str, Any]:
    grid = setup.grid
    walls = []
    for seg in grid.wall_segments(frozenset(setup.grid.doors)):  # thin walls and wall squares
        walls.append([int(seg.a[0]), int(seg.a[1]), int(seg.b[0]), int(seg.b[1])])
    doors = []
    for edge in sorted(grid.doors):
        (x0, y0), (x1, y1) = edge_points(edge)
        doors.append({"line": [x0, y0, x1, y1], "open": edge in state.open_doors})
    figures = []
    for placed in setup.figures:
        f = state.figures.get(placed.id)
        if f is None:
            continue
        card = placed.card
        figures.append(
            {
                "id": f.id,
                "player": f.player,
                "name": card.name,
                "at": _square(f.at),
                "x": f.at[0] if f.at else None,
                "y": f.at[1] if f.at else None,
                "size": card.size,
                "damage": f.damage,
                "hit_points": card.hit_points,
                "hp_left": max(card.hit_points - f.damage, 0),
                "activated": f.activated,
                "force": f.force if card.force is not None or f.force else None,
                "defeated": f.defeated,
                "card": card.to_json(),
            }
        )
    turn = state.turn
    return {
        "game": "swm",
        "map": {
            "width": grid.width,
            "height": grid.height,
            "terrain": [[x, y, kind] for (x, y), kind in sorted(grid.terrain.items())],
            "walls": walls,
            "doors": doors,
        },
        "round": state.round,
        "first": state.first,
        "phase": state.phase,
        "phase_player": state.phase_player,
        "phase_count": state.phase_count,
        "turn": None
        if turn is None
        else {
            "figure": turn.figure,
            "player": turn.player,
            "moved_before": turn.moved_before,
            "moved_after": turn.moved_after,
            "attacks": turn.attacks,
            "move_bonus": turn.move_bonus,
            "replaced": turn.replaced,
        },
        "players": [
            {"id": pid, "name": setup.player_names.get(pid, pid), "index": i}
            for i, pid in enumerate(state.players)
        ],
        "figures": figures,
        "sight": dict(state.sight) if state.sight else None,
        "last_roll": dict(state.last_roll) if state.last_roll else None,
        "winner": state.winner,
        "result": state.result,
    }


def facts(state: SwmState) -> dict[str, Any]:
    out: dict[str, Any] = {
        "game.round": state.round,
        "game.first": state.first,
        "game.phase_player": state.phase_player,
        "game.phase_count": state.phase_count,
        "game.turn": state.turn.figure if state.turn else None,
        "game.winner": state.winner,
        "doors.open": sorted("-".join(map(str, e)) for e in state.open_doors),
    }
    for f in state.figures.values():
        out[f"figures.{f.id}.at"] = _square(f.at)
        out[f"figures.{f.id}.damage"] = f.damage
        out[f"figures.{f.id}.activated"] = f.activated
        out[f"figures.{f.id}.force"] = f.force
        out[f"figures.{f.id}.defeated"] = f.defeated
    return out


def frame(state: SwmState) -> dict[str, Any]:
    turn = state.turn
    return {
        "turn": None if turn is None else {"figure": turn.figure, "player": turn.player},
        "queue": [],
        "interrupts": [],
        "additional_actions": [],
        "delayed": [],
    }


def state_lines(step: Mapping[str, Any]) -> list[str]:
    board = step.get("board") or {}
    lines = [
        f"  runda {board.get('round')}, faza gracza {board.get('phase_player') or '—'} "
        f"(aktywacje: {board.get('phase_count')})"
        + (f", tura: {board['turn']['figure']}" if board.get("turn") else "")
    ]
    for f in board.get("figures") or ():
        state = "pokonana" if f["defeated"] else f"{f['at']}, PO {f['hp_left']}/{f['hit_points']}"
        extra = []
        if f.get("force") is not None:
            extra.append(f"Moc {f['force']}")
        if f["activated"]:
            extra.append("aktywowana")
        lines.append(
            f"  {f['player']}: {f['name']} ({f['id']}) {state}"
            + (f", {', '.join(extra)}" if extra else "")
        )
    if board.get("winner"):
        lines.append(f"  zwycięzca: {board['winner']}")
    return lines


def attack_records(events: Sequence[Event]) -> list[dict[str, Any]]:
    """Each attack of the replay with its outcome, in order."""
    records: list[dict[str, Any]] = []
    open_by_pair: dict[tuple[str, str], dict[str, Any]] = {}
    for e in events:
        if e.type == "attack":
            sight = e.data.get("sight") or {}
            rec = {
                "attacker": e.data["attacker"],
                "target": e.data["target"],
                "kind": e.data.get("kind"),
                "cover": bool(sight.get("cover")),
                "hit": None,
            }
            records.append(rec)
            open_by_pair[(rec["attacker"], rec["target"])] = rec
        elif e.type in ("hit", "miss"):
            rec = open_by_pair.pop((e.data["attacker"], e.data["target"]), {})
            if not rec:
                continue
            rec["hit"] = e.type == "hit"
            rec["critical"] = bool(e.data.get("critical"))
            rec["natural"] = e.data.get("natural")
            rec["total"] = e.data.get("total")
            rec["defense"] = e.data.get("defense")
            rec["damage"] = e.data.get("damage", 0)
    return records


def check(expect: Mapping[str, Any], events: Sequence[Event], state: SwmState) -> list[Mismatch]:
    out = check_steps(expect, events, {})
    for fid, wanted in (expect.get("figures") or {}).items():
        f = state.figures.get(fid)
        if f is None:
            out.append((f"expect.figures.{fid}", "postać", "nie ma takiej postaci"))
            continue
        actual = {
            "damage": f.damage,
            "hit_points": max(f.hit_points - f.damage, 0),
            "defeated": f.defeated,
            "at": _square(f.at),
            "activated": f.activated,
            "force": f.force,
        }
        for key, value in wanted.items():
            if actual.get(key) != value:
                out.append((f"expect.figures.{fid}.{key}", value, actual.get(key)))
    wanted_attacks = expect.get("attacks")
    if wanted_attacks is not None:
        records = attack_records(events)
        if len(records) != len(wanted_attacks):
            out.append(("expect.attacks", f"{len(wanted_attacks)} ataków", len(records)))
        for index, wanted in enumerate(wanted_attacks):
            if index >= len(records):
                break
            for key, value in wanted.items():
                if records[index].get(key) != value:
                    out.append((f"expect.attacks[{index}].{key}", value, records[index].get(key)))
    for pid, wanted in (expect.get("squads") or {}).items():
        verdict = next(
            (e.data for e in events if e.type == "squad" and e.data.get("player") == pid), None
        )
        if verdict is None:
            out.append((f"expect.squads.{pid}", "werdykt drużyny", "brak (nie sprawdzano)"))
            continue
        for key, value in wanted.items():
            if verdict.get(key) != value:
                out.append((f"expect.squads.{pid}.{key}", value, verdict.get(key)))
    game = expect.get("game") or {}
    actual_game = {
        "winner": state.winner,
        "result": state.result,
        "round": state.round,
        "first": state.first,
        "phase_player": state.phase_player,
        "phase_count": state.phase_count,
        "turn": state.turn.figure if state.turn else None,
        "open_doors": len(state.open_doors),
    }
    for key, value in game.items():
        if actual_game.get(key) != value:
            out.append((f"expect.game.{key}", value, actual_game.get(key)))
    return out
