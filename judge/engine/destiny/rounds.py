"""The end of the action phase, upkeep, the end of the round (RR cz. 5).

Upkeep, for every player (RR cz. 5 › faza utrzymania):

1. ready his exhausted cards;
2. return the dice of his pool to their cards;
3. gain 2 resources;
4. discard any number of cards from his hand, then draw up to his hand limit (5 unless an
   effect changes it); with at least that many cards he draws none, and with too small a deck
   he draws what is there.

Then the round ends. A player with no cards in hand and deck loses (when both would, the
battlefield controller wins: RR cz. 5 › zwycięstwo). Effects delayed until "after the current
round ends" resolve after that check (Szef gangsterów clarification). The battlefield's
controller takes the first action of the next round.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from judge.engine.core.errors import GameOver
from judge.engine.destiny import abilities, damage, dicerules, interpreter, timing, zones
from judge.engine.destiny import polish as pl
from judge.engine.destiny.moments import Moment

if TYPE_CHECKING:
    from judge.engine.destiny.host import Host


def end_action_phase(g: Host) -> None:
    why = (
        "efekt karty kończy fazę akcji"
        if g.s.extra.get("end_phase")
        else "obaj gracze kolejno spasowali"
    )
    g.emit(
        "phase",
        f"Koniec fazy akcji ({why}); faza utrzymania.",
        {"phase": "upkeep"},
        rules=("action_phase", "upkeep"),
    )
    phase_moment(g, "end_of_action_phase", "koniec fazy akcji")
    phase_moment(g, "start_of_upkeep_phase", "początek fazy utrzymania")
    upkeep(g)
    end_of_round(g)


def phase_moment(
    g: Host, kind: str, label: str, *, rules: tuple[str, ...] = ("phase_moments",)
) -> None:
    """The "after" abilities of a phase boundary ("After the action phase ends", "After setup",
    later sets) resolve there, before the game goes on (`rules.CARD_TEXT` › phase moments)."""
    moment = Moment(kind, None, label=label)
    if not g.abilities.triggered(moment, "after"):
        return
    g.emit("note", f"{pl.cap(label)}: zdolności „po tym”.", {}, rules=rules)
    timing.after(g, moment)
    timing.drain(g)


def upkeep(g: Host) -> None:
    for pid in g.s.order:
        for cid, card in g.s.cards.items():
            if card.zone == "play" and card.exhausted and card.controller == pid:
                g.emit(
                    "ready",
                    f"Faza utrzymania: {g.card(cid)} zostaje "
                    f"{g.agree(cid, 'przygotowana', 'przygotowane')}.",
                    {"card": cid},
                    rules=("upkeep", "ready"),
                )
    for pid in g.s.order:
        for did in g.s.player(pid).pool:
            dicerules.return_to_card(g, did, why="faza utrzymania", rules=("upkeep",))
    for pid in g.s.order:
        zones.gain_resources(g, pid, upkeep_resources(g, pid), rules=("upkeep",))
    for pid in g.s.order:
        hand = list(g.s.player(pid).hand)

        def valid(value: Any, hand: list[str] = hand) -> str | None:
            if not isinstance(value, list) or any(c not in hand for c in value):
                return "podaj listę kart z ręki"
            return None

        chosen = g.decide(
            f"{pid}.upkeep.discard",
            decider=pid,
            rule="upkeep",
            options=None,
            default=[],
            question=f"Które karty z ręki odrzuca {g.player_name(pid)} w fazie utrzymania",
            validate=valid,
            record=bool(hand),
        )
        for cid in chosen:
            zones.discard_from_hand(g, pid, cid, rules=("upkeep",), why="faza utrzymania")
        limit = hand_limit(g, pid)
        missing = limit - len(g.s.player(pid).hand)
        if missing > 0:
            zones.draw(g, pid, missing, rules=("upkeep",))
        else:
            g.emit(
                "note",
                f"{g.player_name(pid)} ma na ręce {pl.cards(len(g.s.player(pid).hand))} przy "
                f"limicie {limit}: nie dobiera.",
                {"player": pid},
                rules=("upkeep", "hand"),
            )


def upkeep_resources(g: Host, pid: str) -> int:
    """2, changed by persistent effects such as Lokalny garnizon (never below their minimum)."""
    return abilities.upkeep_resources(g, pid, 2)


def hand_limit(g: Host, pid: str) -> int:
    """5, changed by persistent effects such as Przychylność Imperatora (RR cz. 3 › ręka)."""
    return interpreter.hand_limit(g, pid)


def end_of_round(g: Host) -> None:
    decked = [pid for pid in g.s.order if not g.s.player(pid).hand and not g.s.player(pid).deck]
    if decked:
        if len(decked) == len(g.s.order):
            winner = g.s.battlefield_controller
            result = (
                "Obaj gracze nie mają kart na ręce ani w talii na koniec rundy: wygrywa gracz "
                f"kontrolujący pole bitwy ({g.player_name(winner)})."
            )
        else:
            winner = next(p for p in g.s.order if p not in decked)
            result = (
                f"{g.player_name(decked[0])} nie ma kart na ręce ani w talii na koniec rundy: "
                f"przegrywa; wygrywa {g.player_name(winner)}."
            )
        g.emit("game_over", result, {"winner": winner, "result": result}, rules=("victory",))
        raise GameOver(result)
    for delayed in list(g.s.delayed):
        if delayed.when != "end_of_round":
            continue
        g.emit(
            "delayed_remove",
            f"Efekt opóźniony ({g.name(delayed.source)}): {delayed.label}",
            {"id": delayed.id},
            rules=("delayed",),
        )
        g.depth += 1
        try:
            abilities.resolve_delayed(g, delayed)
        finally:
            g.depth -= 1
    g.emit(
        "round",
        f"Runda {g.s.round + 1}: pierwszą akcję wykonuje kontrolujący pole bitwy.",
        {"round": g.s.round + 1},
        rules=("rounds", "battlefields"),
    )
    first = g.s.battlefield_controller or g.s.order[0]
    g.emit(
        "turn", f"Tura gracza {g.player_name(first)}.", {"player": first}, rules=("action_phase",)
    )
    phase_moment(g, "start_of_action_phase", "początek fazy akcji")


_ = damage
