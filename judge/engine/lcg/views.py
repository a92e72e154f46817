"""How an LCG state reads: the board of the step JSON (and the site's board template), flat
facts (a step's changes, a fork's differences), the lines `judge replay` prints."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from judge.engine.lcg import polish
from judge.engine.lcg.scenario import LcgSetup
from judge.engine.lcg.state import CardState, LcgState


def _card_view(card: CardState, setup: LcgSetup, state: LcgState) -> dict[str, Any]:
    record = setup.record(card.card)
    view: dict[str, Any] = {
        "id": card.id,
        "card": record.id,
        "title": record.title,
        "name": setup.names.get(card.id, record.title),
        "type": record.type,
        "type_pl": record.type_pl,
        "affiliation": record.affiliation,
        "faceup": card.faceup,
    }
    if card.zone == "play":
        view.update(
            damage=card.damage,
            focus=card.focus,
            shields=card.shields,
            exhausted=card.focus > 0,
            committed=card.committed,
            role=card.role,
            damage_capacity=record.damage_capacity,
            force_icons=record.force_icons,
            resource_value=record.resource_value,
            attached=[a.id for a in state.attached(card.id) if a.zone in ("play", "captured")],
        )
        if record.type == "Unit":
            view["icons"] = {
                "normal": record.normal_icons.to_json(),
                "edge": record.edge_icons.to_json(),
            }
    if record.url and not record.id.startswith(("inline:", "__")):
        view["url"] = record.url
    return view


def board_view(state: LcgState, setup: LcgSetup) -> dict[str, Any]:
    players = {}
    for side in ("dark", "light"):
        if side not in state.players:
            continue
        player = state.players[side]
        play = state.zone(side, "play")
        players[side] = {
            "side": side,
            "label": polish.SIDE[side],
            "name": player.name,
            "reserve": player.reserve,
            "force_cards": player.force_cards,
            "affiliation": [
                _card_view(c, setup, state)
                for c in play
                if setup.record(c.card).type == "Affiliation"
            ],
            "objectives": [
                _card_view(c, setup, state)
                for c in play
                if setup.record(c.card).type == "Objective"
            ],
            "units": [
                _card_view(c, setup, state)
                for c in play
                if setup.record(c.card).type == "Unit" and c.attached_to is None
            ],
            "enhancements": [
                _card_view(c, setup, state)
                for c in play
                if setup.record(c.card).type == "Enhancement" and c.attached_to is None
            ],
            "hand": [_card_view(c, setup, state) for c in state.zone(side, "hand")],
            "deck": len(state.zone(side, "deck")),
            "objective_deck": len(state.zone(side, "objective_deck")),
            "discard": [_card_view(c, setup, state) for c in state.zone(side, "discard")],
            "edge": [_card_view(c, setup, state) for c in state.zone(side, "edge")],
            "victory": [
                _card_view(c, setup, state)
                for c in state.cards.values()
                if c.zone == "victory" and c.controller == side
            ],
        }
    engagement = state.engagement
    return {
        "turn": state.turn,
        "active": state.active,
        "phase": state.phase,
        "phase_pl": polish.PHASE.get(state.phase, state.phase),
        "balance": state.balance,
        "dial": state.dial,
        "engagement": None
        if engagement is None
        else {
            "objective": engagement.objective,
            "attacker": engagement.attacker,
            "defender": engagement.defender,
            "edge_winner": engagement.edge_winner,
        },
        "players": players,
        "winner": state.winner,
        "result": state.result,
    }


def frame(state: LcgState) -> dict[str, Any]:
    return {"window": state.window}


def facts(state: LcgState) -> dict[str, Any]:
    out: dict[str, Any] = {
        "game.turn": state.turn,
        "game.active": state.active,
        "game.phase": state.phase,
        "game.balance": state.balance,
        "game.dial": state.dial,
        "game.winner": state.winner,
    }
    for side, player in state.players.items():
        out[f"players.{side}.force_cards"] = player.force_cards
    for card in state.cards.values():
        prefix = f"cards.{card.id}"
        out[f"{prefix}.zone"] = card.zone
        out[f"{prefix}.controller"] = card.controller
        if card.zone == "play":
            out[f"{prefix}.damage"] = card.damage
            out[f"{prefix}.focus"] = card.focus
            out[f"{prefix}.shields"] = card.shields
            out[f"{prefix}.committed"] = card.committed
            out[f"{prefix}.role"] = card.role
            out[f"{prefix}.attached_to"] = card.attached_to
    return out


def state_lines(step: Mapping[str, Any]) -> list[str]:
    board = step.get("board") or {}
    lines = [
        f"  Tura {board.get('turn')}, aktywny {polish.SIDE.get(board.get('active', ''), '?')}, "
        f"{board.get('phase_pl')}; równowaga Mocy: "
        f"{polish.SIDE.get(board.get('balance', ''), '?')}; "
        f"tarcza Gwiazdy Śmierci: {board.get('dial')}"
    ]
    for player in (board.get("players") or {}).values():
        lines.append(
            f"  {player['label']}: ręka {len(player['hand'])}, talia {player['deck']}, "
            f"odrzucone {len(player['discard'])}, karty Mocy w zapasie {player['force_cards']}, "
            f"stos zwycięstwa {len(player['victory'])}"
        )
        for group in ("objectives", "units", "enhancements"):
            for card in player[group]:
                tokens = []
                if card.get("damage"):
                    tokens.append(polish.damage(card["damage"]))
                if card.get("focus"):
                    tokens.append(polish.focus(card["focus"]))
                if card.get("shields"):
                    tokens.append(polish.shields(card["shields"]))
                if card.get("committed"):
                    tokens.append("przydzielona do Mocy")
                lines.append(
                    f"    {card['id']}: {card['name']} ({card['type_pl']})"
                    + (f" — {', '.join(tokens)}" if tokens else "")
                )
    if board.get("winner"):
        lines.append(f"  Zwycięzca: {polish.SIDE[board['winner']]} ({board.get('result')})")
    return lines
