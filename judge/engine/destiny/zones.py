"""Resources and cards between zones: gain, pay, lose; draw, discard (RR cz. 3, cz. 6).

* Resources are never below zero: losing more than you have loses what you have
  (RR cz. 2 › zakłócenie, cz. 6 › zasoby).
* Drawing several cards draws them together; with too few cards in the deck you draw what is
  there, and with none nothing happens (RR cz. 6 › dobranie karty).
* A random discard takes cards from the hand at random; the scenario may state which
  (`chance.discards`), otherwise the seeded generator picks (RR cz. 2 › odrzucenie).
* Discarding the last card of one's hand is itself a moment abilities wait for (Admirał Ackbar).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.engine.destiny import polish as pl
from judge.engine.destiny import timing
from judge.engine.destiny.moments import Moment

if TYPE_CHECKING:
    from judge.engine.destiny.host import Host


def gain_resources(g: Host, pid: str, amount: int, *, rules: tuple[str, ...] = ()) -> int:
    if amount <= 0:
        return 0
    g.emit(
        "resources",
        f"{g.player_name(pid)} zyskuje {pl.resources(amount)} "
        f"(ma {g.s.player(pid).resources + amount}).",
        {"player": pid, "delta": amount},
        rules=(*rules, "resources"),
    )
    return amount


def pay(g: Host, pid: str, amount: int, *, what: str, rules: tuple[str, ...] = ()) -> None:
    """Spend resources (the caller checked the player has them)."""
    if amount <= 0:
        return
    have = g.s.player(pid).resources
    if have < amount:  # a bug in a caller: legality is checked before any event
        raise AssertionError(f"{pid} pays {amount} with {have}")
    g.emit(
        "resources",
        f"{g.player_name(pid)} płaci {pl.resources(amount)} za {what} (zostaje {have - amount}).",
        {"player": pid, "delta": -amount},
        rules=(*rules, "resources"),
    )


def lose_resources(g: Host, pid: str, amount: int, *, rules: tuple[str, ...] = ()) -> int:
    have = g.s.player(pid).resources
    lost = min(have, amount)
    if lost <= 0:
        g.emit(
            "note",
            f"{g.player_name(pid)} nie ma zasobów do stracenia (nigdy mniej niż zero).",
            {"player": pid},
            rules=(*rules, "disrupt"),
        )
        return 0
    g.emit(
        "resources",
        f"{g.player_name(pid)} traci {pl.resources(lost)} (zostaje {have - lost})",
        {"player": pid, "delta": -lost},
        rules=(*rules, "disrupt", "resources"),
    )
    return lost


def move_card(
    g: Host,
    cid: str,
    zone: str,
    text: str,
    *,
    rules: tuple[str, ...],
    attach_to: str | None = None,
    bottom: bool = False,
    controller: str | None = None,
    kind: str | None = None,
    random: bool = False,
) -> None:
    data: dict[str, object] = {"card": cid, "zone": zone}
    if attach_to:
        data["attach_to"] = attach_to
    if bottom:
        data["bottom"] = True
    if controller:
        data["controller"] = controller
    if kind:
        data["kind"] = kind
    if random:
        data["random"] = True
    g.emit("card_move", text, data, rules=rules)


def set_dice_aside(
    g: Host, cid: str, *, why: str = "", rules: tuple[str, ...] = ("dice_leaving_play",)
) -> None:
    """A card leaves play: each of its dice not set aside yet is set aside
    (RR cz. 2 › kości opuszczające grę). `why` is said in brackets after the step."""
    reason = f" ({why})" if why else ""
    for did in g.s.card(cid).dice:
        if g.s.die(did).location != "set_aside":
            g.emit(
                "die_off",
                f"{pl.cap(g.die(did))} odłożona na bok{reason}.",
                {"die": did, "to": "set_aside"},
                rules=rules,
            )


def put_dice_on_card(g: Host, cid: str, how: str, *, rules: tuple[str, ...]) -> None:
    """A card enters play or moves: each of its dice not on it yet goes onto it; `how` is
    the step's predicate ("trafia na kartę Han Solo")."""
    for did in g.s.card(cid).dice:
        if g.s.die(did).location != "card":
            g.emit(
                "die_off",
                f"{pl.cap(g.die(did))} {how}.",
                {"die": did, "to": "card"},
                rules=rules,
            )


def draw(g: Host, pid: str, count: int, *, rules: tuple[str, ...] = ()) -> int:
    deck = g.s.player(pid).deck
    drawn = deck[: max(0, count)]
    if not drawn:
        if count > 0:
            g.emit(
                "note",
                f"{g.player_name(pid)} nie ma kart w talii: nic się nie dzieje.",
                {"player": pid},
                rules=(*rules, "draw"),
            )
        return 0
    for cid in drawn:
        move_card(
            g,
            cid,
            "hand",
            f"{g.player_name(pid)} dobiera {g.card(cid, 'acc')}.",
            rules=(*rules, "draw"),
        )
    return len(drawn)


def discard_from_hand(
    g: Host, pid: str, cid: str, *, rules: tuple[str, ...], why: str, random: bool = False
) -> None:
    """Discard a card from `pid`'s hand; the last card of the hand is a moment of its own."""
    move_card(
        g,
        cid,
        "discard",
        f"{g.player_name(pid)} odrzuca z ręki {g.card(cid, 'acc')} ({why}).",
        rules=rules,
        random=random,
    )
    last = not g.s.player(pid).hand
    timing.after(
        g,
        Moment(
            "discard_from_hand",
            pid,
            cid,
            {"last_card": last},
            label=f"odrzucenie karty z ręki ({g.player_name(pid)})"
            + (" — ostatniej" if last else ""),
        ),
    )


def discard_random(g: Host, pid: str, count: int, *, rules: tuple[str, ...]) -> int:
    """Discard `count` random cards from `pid`'s hand (all of them when fewer)."""
    discarded = 0
    for _ in range(count):
        hand = g.s.player(pid).hand
        if not hand:
            break
        forced = g.forced_discard(pid)
        if forced is not None:
            discard_from_hand(
                g, pid, forced, rules=rules, why="losowo — karta podana w scenariuszu"
            )
        else:
            cid = hand[g.random_index(len(hand))]
            discard_from_hand(g, pid, cid, rules=rules, why="losowo", random=True)
        discarded += 1
    if discarded < count:
        g.emit(
            "note",
            f"{g.player_name(pid)} nie ma więcej kart na ręce: odrzuca wszystkie pozostałe.",
            {"player": pid},
            rules=rules,
        )
    return discarded


def discard_top_of_deck(g: Host, pid: str, count: int, *, rules: tuple[str, ...]) -> int:
    deck = g.s.player(pid).deck
    taken = deck[:count]
    for cid in taken:
        move_card(
            g,
            cid,
            "discard",
            f"{g.player_name(pid)} odrzuca z wierzchu talii {g.card(cid, 'acc')}.",
            rules=rules,
        )
    return len(taken)
