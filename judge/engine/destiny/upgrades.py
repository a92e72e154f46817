"""Upgrades moving and leaving play (RR cz. 1 › ulepszenia; cz. 2 › kości opuszczające grę;
cz. 8 › poruszanie).

* An upgrade moved onto another character is not played: play restrictions are ignored, and
  its die goes onto the new card even from the pool.
* A character holds at most 3 upgrades: with a fourth, its controller discards one of them.
* An upgrade leaving play takes its die with it (set aside); with two copies of one upgrade on
  one character and both dice in the pool, the controller chooses which die is set aside.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.engine.destiny import dicerules, zones
from judge.engine.destiny import polish as pl

if TYPE_CHECKING:
    from judge.engine.destiny.host import Host


def move_upgrade(g: Host, upgrade: str, target: str, *, rules: tuple[str, ...], why: str) -> None:
    """Move an upgrade onto `target` (ignoring play restrictions: it is not played); its die
    goes onto the new card. A character with more than 3 upgrades must discard down to 3
    (RR cz. 1 › ulepszenia; cz. 8 › poruszanie)."""
    zones.move_card(
        g,
        upgrade,
        "play",
        f"{pl.cap(g.card(upgrade))} przeniesione na {g.card(target, 'acc')} ({why}).",
        rules=(*rules, "moving"),
        attach_to=target,
    )
    zones.put_dice_on_card(g, upgrade, f"przenosi się na kartę {g.name(target)}", rules=rules)
    enforce_upgrade_limit(g, target)


def enforce_upgrade_limit(g: Host, target: str) -> None:
    upgrades = list(g.s.card(target).upgrades)
    while len(upgrades) > 3:
        controller = g.s.card(target).controller
        choice = g.decide(
            f"{target}.discard_upgrade",
            decider=controller,
            rule="upgrades",
            options=upgrades,
            default=upgrades[0],
            question=f"{g.name(target)} ma ponad 3 ulepszenia: które odrzucić",
        )
        discard_upgrade(g, choice, why="limit 3 ulepszeń")
        upgrades = list(g.s.card(target).upgrades)


def _choose_die_of_copies(g: Host, upgrade: str) -> None:
    """Two copies of one upgrade on one character with both dice in the pool: when one copy is
    discarded, its controller chooses which of the two dice is set aside (RR cz. 2 › kości
    opuszczające grę). The dice are identical, so choosing the other copy's die means the dice
    change cards: the chosen die goes with the discarded copy, the other stays in the pool for
    the copy that remains (two `die_home` events)."""
    card = g.s.card(upgrade)
    host = card.attached_to
    own = [d for d in card.dice if g.s.die(d).location == "pool"]
    if host is None or host not in g.s.cards or len(own) != 1:
        return
    defn = g.defn(upgrade)
    die_faces = g.s.die(own[0]).faces
    siblings = [
        d
        for u in g.s.card(host).upgrades
        if u != upgrade
        and g.defn(u).name == defn.name
        and g.defn(u).card.subtitle == defn.card.subtitle
        for d in g.s.card(u).dice
        if g.s.die(d).location == "pool" and g.s.die(d).faces == die_faces
    ]
    if not siblings:
        return
    options = [own[0], *siblings]
    chosen = g.decide(
        f"{upgrade}.die",
        decider=card.controller,
        rule="dice_leaving_play",
        options=options,
        default=own[0],
        question=(
            f"{g.name(upgrade)} opuszcza grę, a w puli są kości obu kopii ulepszenia: "
            "którą kość odłożyć na bok"
        ),
    )
    if chosen == own[0]:
        return
    other = g.s.die(chosen).home
    g.emit(
        "die_home",
        f"{pl.cap(dicerules.die_label(g, chosen))} zostaje przypisana do "
        f"{g.card(upgrade, 'gen')}: to ona zostanie odłożona na bok.",
        {"die": chosen, "home": upgrade},
        rules=("dice_leaving_play",),
    )
    g.emit(
        "die_home",
        f"{pl.cap(dicerules.die_label(g, own[0]))} zostaje w puli jako kość "
        f"{g.card(other, 'gen') if other else '—'}.",
        {"die": own[0], "home": other},
        rules=("dice_leaving_play",),
    )


def discard_upgrade(g: Host, upgrade: str, *, why: str, rules: tuple[str, ...] = ()) -> None:
    """Discard an upgrade from play; its die is set aside (RR cz. 2 › kości opuszczające grę);
    with two copies on one character and both dice in the pool, the player chooses which die."""
    _choose_die_of_copies(g, upgrade)
    zones.set_dice_aside(g, upgrade, why="jej karta opuszcza grę")
    zones.move_card(
        g,
        upgrade,
        "discard",
        f"{pl.cap(g.card(upgrade))} odrzucone ({why}).",
        rules=(*rules, "upgrades"),
    )


def leave_play(
    g: Host,
    cid: str,
    zone: str,
    *,
    text: str,
    rules: tuple[str, ...],
    bottom: bool = False,
) -> None:
    """An upgrade or a support leaves play for `zone` (its owner's hand, deck or discard pile)
    other than by being discarded: its dice are set aside, as for any card leaving play
    (RR cz. 2 › kości opuszczające grę); the upgrades on a support leave with it, discarded."""
    card = g.s.card(cid)
    if card.kind == "upgrade":
        _choose_die_of_copies(g, cid)
    for upgrade in card.upgrades:
        discard_upgrade(g, upgrade, why=f"{g.name(cid)} opuszcza grę")
    zones.set_dice_aside(g, cid, why="jej karta opuszcza grę")
    zones.move_card(g, cid, zone, text, rules=rules, bottom=bottom)
