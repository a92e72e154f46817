"""Activating a character or support: exhaust it and roll every die on it and on its upgrades
(RR cz. 5 › aktywowanie postaci lub wsparcia). The action and card effects that activate a card
("aktywuj postać") both come here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.engine.destiny import dicerules, timing
from judge.engine.destiny import polish as pl
from judge.engine.destiny.moments import Moment

if TYPE_CHECKING:
    from judge.engine.destiny.host import Host


def activate_card(g: Host, actor: str, cid: str, *, why: str = "aktywacja") -> bool:
    """Exhaust `cid` and roll every die on it and on its upgrades; dice already in the pool
    stay as they are (FAQ on readied characters). "Before" abilities (Strażnik) interrupt
    first; "after" abilities of the activation and of the rolled dice are simultaneous."""
    if not g.s.in_play(cid) or g.s.card(cid).exhausted:
        return False
    moment = Moment("activate", actor, cid, {}, label=f"aktywacja {g.card(cid, 'gen')}")
    if not timing.before(g, moment):
        return False
    if not g.s.in_play(cid) or g.s.card(cid).exhausted:
        g.emit(
            "note",
            f"{pl.cap(g.card(cid))} nie zostaje {g.agree(cid, 'aktywowana', 'aktywowane')} (nie "
            "jest już w grze).",
            {"card": cid},
            rules=("activate",),
        )
        return False
    card = g.s.card(cid)
    # a support with no die is activated only when its text says it can be (later sets)
    diceless = ("activatable",) if card.kind == "support" and not card.dice else ()
    g.emit(
        "exhaust",
        f"{pl.cap(g.card(cid))} zostaje {g.agree(cid, 'wyczerpana', 'wyczerpane')} ({why}).",
        {"card": cid},
        rules=("activate", "exhausted", *diceless),
    )
    dice = [d for d in card.dice if g.s.die(d).location == "card"]
    for upgrade in card.upgrades:
        dice.extend(d for d in g.s.card(upgrade).dice if g.s.die(d).location == "card")
    rolls = dicerules.roll(
        g, dice, player=actor, why=f"aktywacja {g.card(cid, 'gen')}", rules=("activate",)
    )
    g.emit(
        "activated",
        f"{pl.cap(g.card(cid))} {g.agree(cid, 'aktywowana', 'aktywowane')}.",
        {"card": cid, "player": actor},
        rules=("activate",),
    )
    timing.after(
        g,
        # "the dice you just rolled" in an ability triggered by the activation
        Moment(
            "activated", actor, cid, {"rolled": list(dice)}, label=f"aktywacja {g.card(cid, 'gen')}"
        ),
        *rolls,
    )
    return True
