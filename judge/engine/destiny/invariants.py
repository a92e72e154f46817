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
    to a character in play that lists it; at most 3 upgrades per character.

    The smoke run checks every state of thousands of boards, so places are tuples (owner or
    card, list) and a message is formatted only for a broken invariant."""
    problems: list[str] = []
    players = state.players
    all_cards = state.cards

    for pid, player in players.items():
        if player.resources < 0:
            problems.append(f"{pid}: resources {player.resources} < 0")
    # zones: where each card is listed, as (holder, list)
    listed: dict[str, list[tuple[str, str]]] = {}
    for pid, player in players.items():
        for zone in _PLAYER_LISTS:
            for cid in getattr(player, zone):
                listed.setdefault(cid, []).append((pid, zone))
    for cid, card in all_cards.items():
        for host_upgrade in card.upgrades:
            listed.setdefault(host_upgrade, []).append((cid, "upgrades"))
    if state.battlefield:
        listed.setdefault(state.battlefield, []).append(("", "battlefield"))
    for cid, card in all_cards.items():
        places = listed.get(cid)
        zone = card.zone
        if places is not None and len(places) > 1:
            problems.append(f"{cid}: listed in several places {[_place(p) for p in places]}")
        if zone == "limbo":
            if places:
                problems.append(f"{cid}: in limbo but listed in {[_place(p) for p in places]}")
            continue
        if not places:
            problems.append(f"{cid}: zone {zone} but listed nowhere")
            continue
        holder, where = places[0]
        if zone == "play":
            if where in _OUT_OF_PLAY_LISTS:
                problems.append(f"{cid}: zone play but listed in {_place(places[0])}")
            kind = card.kind
            if kind == "character" and where != "characters":
                problems.append(f"{cid}: character in play listed in {_place(places[0])}")
            if kind == "upgrade":
                host = card.attached_to
                if host is None or where != "upgrades" or holder != host:
                    problems.append(
                        f"{cid}: upgrade attached to {host} but listed in {_place(places[0])}"
                    )
                elif not state.in_play(host) or all_cards[host].kind not in (
                    "character",
                    "support",  # a mod (later sets)
                ):
                    problems.append(
                        f"{cid}: attached to {host}, not a character or support in play"
                    )
        elif not holder or (holder, where) != (card.owner, zone):
            problems.append(f"{cid}: zone {zone} of {card.owner} but listed in {_place(places[0])}")
        if zone != "play" and card.upgrades:
            problems.append(f"{cid}: out of play ({zone}) but holds {card.upgrades}")
        if len(card.upgrades) > 3:
            problems.append(f"{cid}: {len(card.upgrades)} upgrades")
        if card.kind == "character" and zone == "play":
            health = cards[card.defn].health
            if not 0 <= card.damage <= health:
                problems.append(f"{cid}: damage {card.damage} outside 0..{health}")
        elif card.damage < 0:
            problems.append(f"{cid}: damage {card.damage}")
        if not 0 <= card.shields <= 3:
            problems.append(f"{cid}: shields {card.shields} outside 0..3")
        if card.resources < 0 or (zone != "play" and card.resources):
            problems.append(f"{cid}: {card.resources} resources on a card out of play")
        if zone != "play" and card.shields:
            problems.append(f"{cid}: {card.shields} shields out of play")
    # dice
    pools: dict[str, list[tuple[str, str]]] = {}
    for pid, player in players.items():
        for did in player.pool:
            pools.setdefault(did, []).append((pid, "pool"))
        for did in player.set_aside_dice:
            pools.setdefault(did, []).append((pid, "set_aside_dice"))
    for did, die in state.dice.items():
        places = pools.get(did, [])
        location = die.location
        if location == "pool":
            expected = [(die.owner, "pool")]
        elif location == "set_aside":
            expected = [(die.owner, "set_aside_dice")]
        elif location == "card":
            expected = []
            home = die.home
            if home is None or home not in all_cards:
                problems.append(f"{did}: on a card but its home is {home}")
            elif did not in all_cards[home].dice:
                problems.append(f"{did}: on card {home} which does not list it")
            elif all_cards[home].zone not in ("play", "limbo"):
                problems.append(f"{did}: on card {home} which is in {all_cards[home].zone}")
        else:
            problems.append(f"{did}: unknown location {location}")
            continue
        if places != expected:
            problems.append(f"{did}: location {location} but listed in {_places(places)}")
        if location == "pool":
            if die.face is None or not 0 <= die.face < len(die.faces):
                problems.append(f"{did}: in the pool without a face")
            home = die.home
            if (
                home is not None
                and home in all_cards
                and all_cards[home].kind == "character"
                and all_cards[home].zone != "play"
            ):
                # A die leaves the pool with its card (RR cz. 2 › kości opuszczające grę): no
                # die of a defeated character stays to be resolved. (An upgrade's die may be
                # rolled from the discard pile by an effect, As w rękawie, and set aside once
                # used.)
                problems.append(f"{did}: in the pool, but its character {home} is not in play")
        elif die.face is not None:
            problems.append(f"{did}: shows a face outside the pool")
    for did in pools:
        if did not in state.dice:
            problems.append(f"{did}: listed but unknown")
    return problems


_PLAYER_LISTS = ("hand", "deck", "discard", "set_aside", "characters", "supports")
_OUT_OF_PLAY_LISTS = frozenset({"hand", "deck", "discard", "set_aside"})


def _place(place: tuple[str, str]) -> str:
    """A place as the messages name it: "P1.hand", "luke.upgrades", "battlefield"."""
    holder, where = place
    return f"{holder}.{where}" if holder else where


def _places(places: list[tuple[str, str]]) -> list[str]:
    return [_place(p) for p in places]


def dice_census(state: GameState) -> tuple[str, ...]:
    """Every die of the game, wherever it is (conserved by every event)."""
    return tuple(sorted(state.dice))
