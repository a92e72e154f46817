"""Effects of the later sets' mechanics (English cards): cards put on the top or the bottom of
a deck, … The Polish rules documents do not describe them: the card's own text is the
authority, and each step cites a rule of `rules.CARD_TEXT` besides the sections of the rules
that still apply (zones, dice leaving play).
"""

from __future__ import annotations

from typing import Any

from judge.cards import ast as A
from judge.engine.destiny import polish as pl
from judge.engine.destiny import zones
from judge.engine.destiny.interpreter.context import Ctx
from judge.engine.destiny.interpreter.query import select
from judge.engine.destiny.unsupported import Unsupported
from judge.engine.destiny.upgrades import leave_play

# Zones a card may be put on a deck from (a card in play leaves play first).
DECK_FROM = ("hand", "discard", "deck", "play", "limbo")


def _put_on_deck(ctx: Ctx, node: A.PutOnDeck) -> bool:
    """ "Place this upgrade on the bottom of your deck", "place 2 cards from your hand on the
    bottom of your deck in any order": each card goes to its owner's deck (every player has a
    deck of his own: RR cz. 3 › talia), on top or at the bottom; with several cards and "in
    the order of your choice" the player orders them (decision `<card>.order`, the cards as
    they will lie, top first; default: as chosen). A card in play leaves play (its dice are
    set aside); an event being resolved goes there instead of the discard pile."""
    g = ctx.g
    where = "na spód" if node.where == "bottom" else "na wierzch"
    chosen = select(ctx, node.cards, "card", f"{g.name(ctx.source)}: co położyć {where} talii")
    chosen = [c for c in chosen if c in g.s.cards]
    if not chosen:
        return False
    for cid in chosen:
        zone = g.s.card(cid).zone
        if zone not in DECK_FROM or (zone == "play" and g.s.card(cid).kind == "character"):
            raise Unsupported(
                f"Położenie na talii karty {g.name(cid)} ze strefy „{zone}” nie jest jeszcze "
                "obsługiwane."
            )
    order = list(chosen)
    if len(chosen) > 1 and node.order_chosen:

        def valid(value: Any) -> str | None:
            if not isinstance(value, list) or sorted(value) != sorted(chosen):
                return f"podaj kolejność tych kart (od wierzchu): {chosen}"
            return None

        order = list(
            g.decide(
                f"{ctx.key}.order",
                decider=ctx.performer,
                rule="deck_placement",
                options=None,
                default=list(chosen),
                question=f"W jakiej kolejności (od wierzchu) położyć karty {where} talii",
                validate=valid,
            )
        )
    # Top: the last card put is the top one, so put them bottom-most first; bottom: the last
    # card put is the bottom one, so put them top-most first.
    sequence = list(reversed(order)) if node.where == "top" else order
    for cid in sequence:
        text = (
            f"{pl.cap(g.card(cid))} {g.agree(cid, 'położona', 'położone')} {where} talii "
            f"gracza {g.player_name(g.s.card(cid).owner)}."
        )
        rules = ("deck", "deck_placement")
        if g.s.card(cid).zone == "play":
            leave_play(g, cid, "deck", text=text, rules=rules, bottom=node.where == "bottom")
        else:
            zones.move_card(g, cid, "deck", text, rules=rules, bottom=node.where == "bottom")
    return True


HANDLERS: dict[type, Any] = {
    A.PutOnDeck: _put_on_deck,
}
