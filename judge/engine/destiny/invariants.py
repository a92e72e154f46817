"""Invariants every Destiny state keeps, whatever the board and the actions (the random games
of the tests and the smoke run of `judge bench engine` check every state against them).

Damage within health, at most 3 shields (RR cz. 6 › osłony), no negative resources; every die
somewhere (on its card, in exactly its owner's pool, or set aside) and none in the pool once its
character has left play (RR cz. 2 › kości opuszczające grę); every card in exactly the zone list its
record says; a character out of play holds no upgrades; an upgrade in play is attached to a
character in play that lists it; at most 3 upgrades per character (RR cz. 1 › ulepszenia).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from judge.engine.destiny.state import GameState

# --- invariants --------------------------------------------------------------------------------


def check_state(state: GameState, cards: Mapping[str, Any]) -> list[str]:
    """Every invariant a Destiny state must keep; returns the broken ones (empty: all hold).

    Damage within health, at most 3 shields, no negative resources; every die somewhere (on
    its card, in exactly its owner's pool, or set aside); every card in exactly the zone list
    its record says; a character out of play holds no upgrades; an upgrade in play is attached
    to a character in play that lists it; at most 3 upgrades per character."""
    problems: list[str] = []

    def defn(cid: str) -> Any:
        return cards[state.cards[cid].defn]

    for pid, player in state.players.items():
        if player.resources < 0:
            problems.append(f"{pid}: resources {player.resources} < 0")
    # zones
    listed: dict[str, list[str]] = {}
    for pid, player in state.players.items():
        for zone in ("hand", "deck", "discard", "set_aside"):
            for cid in getattr(player, zone):
                listed.setdefault(cid, []).append(f"{pid}.{zone}")
        for cid in player.characters:
            listed.setdefault(cid, []).append(f"{pid}.characters")
        for cid in player.supports:
            listed.setdefault(cid, []).append(f"{pid}.supports")
    for cid, card in state.cards.items():
        for host_upgrade in card.upgrades:
            listed.setdefault(host_upgrade, []).append(f"{cid}.upgrades")
    if state.battlefield:
        listed.setdefault(state.battlefield, []).append("battlefield")
    for cid, card in state.cards.items():
        places = listed.get(cid, [])
        if len(places) > 1:
            problems.append(f"{cid}: listed in several places {places}")
        if card.zone == "limbo":
            if places:
                problems.append(f"{cid}: in limbo but listed in {places}")
            continue
        if not places:
            problems.append(f"{cid}: zone {card.zone} but listed nowhere")
            continue
        place = places[0]
        if card.zone == "play":
            if place.endswith((".hand", ".deck", ".discard", ".set_aside")):
                problems.append(f"{cid}: zone play but listed in {place}")
            if card.kind == "character" and not place.endswith(".characters"):
                problems.append(f"{cid}: character in play listed in {place}")
            if card.kind == "upgrade":
                host = card.attached_to
                if host is None or place != f"{host}.upgrades":
                    problems.append(f"{cid}: upgrade attached to {host} but listed in {place}")
                elif not state.in_play(host) or state.cards[host].kind != "character":
                    problems.append(f"{cid}: attached to {host}, not a character in play")
        elif place != f"{card.owner}.{card.zone}":
            problems.append(f"{cid}: zone {card.zone} of {card.owner} but listed in {place}")
        if card.zone != "play" and card.upgrades:
            problems.append(f"{cid}: out of play ({card.zone}) but holds {card.upgrades}")
        if len(card.upgrades) > 3:
            problems.append(f"{cid}: {len(card.upgrades)} upgrades")
        if card.kind == "character" and card.zone == "play":
            health = defn(cid).health
            if not 0 <= card.damage <= health:
                problems.append(f"{cid}: damage {card.damage} outside 0..{health}")
        elif card.damage < 0:
            problems.append(f"{cid}: damage {card.damage}")
        if not 0 <= card.shields <= 3:
            problems.append(f"{cid}: shields {card.shields} outside 0..3")
        if card.zone != "play" and card.shields:
            problems.append(f"{cid}: {card.shields} shields out of play")
    # dice
    pools: dict[str, list[str]] = {}
    for pid, player in state.players.items():
        for did in player.pool:
            pools.setdefault(did, []).append(f"{pid}.pool")
        for did in player.set_aside_dice:
            pools.setdefault(did, []).append(f"{pid}.set_aside_dice")
    for did, die in state.dice.items():
        places = pools.get(did, [])
        if die.location == "pool":
            expected = [f"{die.owner}.pool"]
        elif die.location == "set_aside":
            expected = [f"{die.owner}.set_aside_dice"]
        elif die.location == "card":
            expected = []
            if die.home is None or die.home not in state.cards:
                problems.append(f"{did}: on a card but its home is {die.home}")
            elif did not in state.cards[die.home].dice:
                problems.append(f"{did}: on card {die.home} which does not list it")
            elif state.cards[die.home].zone not in ("play", "limbo"):
                problems.append(
                    f"{did}: on card {die.home} which is in {state.cards[die.home].zone}"
                )
        else:
            problems.append(f"{did}: unknown location {die.location}")
            continue
        if places != expected:
            problems.append(f"{did}: location {die.location} but listed in {places}")
        if die.location == "pool" and (die.face is None or not 0 <= die.face < len(die.faces)):
            problems.append(f"{did}: in the pool without a face")
        if die.location != "pool" and die.face is not None:
            problems.append(f"{did}: shows a face outside the pool")
        if (
            die.location == "pool"
            and die.home is not None
            and die.home in state.cards
            and state.cards[die.home].kind == "character"
            and state.cards[die.home].zone != "play"
        ):
            # A die leaves the pool with its card (RR cz. 2 › kości opuszczające grę): no die
            # of a defeated character stays to be resolved. (An upgrade's die may be rolled
            # from the discard pile by an effect, As w rękawie, and set aside once used.)
            problems.append(f"{did}: in the pool, but its character {die.home} is not in play")
    for did in pools:
        if did not in state.dice:
            problems.append(f"{did}: listed but unknown")
    return problems


def dice_census(state: GameState) -> tuple[str, ...]:
    """Every die of the game, wherever it is (conserved by every event)."""
    return tuple(sorted(state.dice))
