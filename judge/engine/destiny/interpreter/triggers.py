"""Triggered abilities: which abilities a moment meets (RR cz. 7 › zdolności aktywowane; ›
warunek aktywacji).

`MOMENT_OF` pairs the AST's timing and event words ("przed tym, jak … zostanie pokonana", "po
tym, jak rozpatrzysz kość …") with the engine's moments (`moments.Moment`); `triggers` returns
the abilities of one card a moment meets, with their subject, actor, zone and once-per-round
limits checked.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from judge.cards import ast as A
from judge.engine.destiny import polish as pl
from judge.engine.destiny.interpreter.context import Ctx, _ctx, _players
from judge.engine.destiny.interpreter.parsing import indexed
from judge.engine.destiny.interpreter.query import ZONE_OF, _candidates, _card_matches, _filters_ok
from judge.engine.destiny.moments import Moment, Trigger

if TYPE_CHECKING:
    from judge.engine.destiny.host import Host
    from judge.engine.destiny.moments import Trigger


MOMENT_OF = {
    ("before", "defeated"): "defeat",
    ("after", "defeated"): "defeated",
    ("before", "activated"): "activate",
    ("after", "activated"): "activated",
    ("before", "played"): "play_card",
    ("after", "played"): "played",
    ("after", "discarded"): "discard_from_hand",
    ("after", "rolled"): "roll_die",
    # "Przed tym, jak ta postać otrzyma obrażenia" is applied before shields block, when the
    # damage is dealt: the FAQ on Hrabia Dooku and Admirał Ackbar has Dooku's shield, gained
    # in that window, block the die's damage.
    ("before", "takes_damage"): "deal_damage",
    ("after", "takes_damage"): "take_damage",
    ("before", "gains_shields"): "gain_shields",
    ("after", "resolved"): "resolved",
    # "Before you resolve this die" (later sets): the die is still in the pool, about to
    # resolve (`dicerules.resolve_group`)
    ("before", "resolved"): "resolve",
    # phases (later sets): "After the action phase ends / the upkeep phase begins / the action
    # phase begins" (`rounds`)
    ("after", "end_of_action_phase"): "end_of_action_phase",
    ("after", "start_of_upkeep_phase"): "start_of_upkeep_phase",
    ("after", "start_of_action_phase"): "start_of_action_phase",
    ("after", "setup"): "setup",  # a scenario `after_setup: true` (`Engine.play`)
    ("after", "claimed"): "claimed",  # "After you claim the battlefield" (later sets)
    ("after", "turned"): "turned",  # "After an opponent's die is turned" (later sets)
    ("after", "removed"): "removed",  # "After you remove an opponent's die" (later sets)
}


def replaces_removal(ab: A.Ability) -> bool:
    """An ability whose effect replaces removing a die from the pool ("zamiast usuwać ją")."""
    effect = ab.effect
    if isinstance(effect, A.May):
        effect = effect.effect
    return isinstance(effect, A.Instead) and isinstance(effect.replaces, A.RemoveDice)


def triggers(g: Host, cid: str, moment: Moment, when: str, *, probe: bool = False) -> list[Trigger]:
    """The triggered abilities of card `cid` (in play) that `moment` meets at `when`."""
    from judge.engine.destiny.moments import Trigger

    found: list[Trigger] = []
    card = g.s.cards.get(cid)
    if card is None:
        return found
    defn = g.defn(cid)
    for index, ab in indexed(defn):
        trigger = ab.trigger
        if ab.kind != "triggered" or trigger is None:
            continue
        timing_key = "before" if trigger.timing == "before" else "after"
        kinds = {MOMENT_OF.get((timing_key, kind)) for kind in trigger.event.kinds}
        if replaces_removal(ab) and "resolved" in kinds:
            # "After you resolve this die, … instead of removing it from your pool": it
            # replaces the last step of resolving, the die's removal, so it acts in the
            # window before that removal, not in the queue afterwards (RR cz. 7 › efekty
            # zastępujące; cz. 5 › rozpatrzenie kości)
            timing_key, kinds = "before", {"remove_resolved"}
        if timing_key != when or moment.kind not in kinds:
            continue
        ctx = _ctx(g, cid)
        if not _event_matches(ctx, trigger.event, moment):
            continue
        counter = f"round:{cid}:{index}"
        if trigger.once_per_round and g.s.counters.get(counter, 0):
            continue
        if trigger.once_per_round and not probe:
            g.emit(
                "counter",
                f"{g.name(cid)}: pierwszy raz w tej rundzie — zdolność się aktywuje.",
                {"key": counter, "delta": 1},
                rules=("trigger_condition",),
            )
        replacement = isinstance(ab.effect, A.Instead) and ab.effect.replaces is None
        found.append(
            Trigger(
                source=cid,
                ability=index,
                controller=card.controller,
                label=pl.plain(ab.text),
                optional=ab.optional,
                replacement=replacement or trigger.would,
                would=trigger.would,
                context={"moment": moment.to_json(), "attached": card.attached_to},
            )
        )
    return found


def _event_matches(ctx: Ctx, event: A.Event, moment: Moment) -> bool:
    g = ctx.g
    you = ctx.controller
    if event.actor == "you" and moment.player != you:
        return False
    if event.actor == "opponent" and (moment.player is None or moment.player == you):
        return False
    if event.symbols and moment.kind == "roll_die":
        # "after one of your dice rolls a resource": only a roll showing that symbol meets
        # the trigger condition (RR cz. 7 › warunek aktywacji)
        if _rolled_symbol(g, moment) not in event.symbols:
            return False
    elif event.symbols and moment.kind == "resolve":
        # "Before you resolve this die showing melee damage": the symbol it resolves with
        if moment.data.get("symbol") not in event.symbols:
            return False
    elif event.symbols:
        kinds = {"MD": "melee", "RD": "ranged", "ID": "indirect"}
        if moment.data.get("kind") not in {kinds.get(s) for s in event.symbols}:
            return False
    if isinstance(event.amount, A.AtLeast) and int(moment.data.get("amount", 1)) < (
        event.amount.value
    ):
        return False
    if event.onto is not None:
        target = moment.data.get("target")
        if not isinstance(target, str) or not _object_matches(ctx, event.onto, target):
            return False
    subject = event.subject
    if subject is None:
        return True
    if isinstance(subject, A.Select) and subject.zone is not None:
        # "ze swojej ręki": only a card played or discarded from that zone triggers it
        if not _moment_from_zone(moment, subject.zone):
            return False
        subject = dataclasses.replace(subject, zone=None)
    if isinstance(subject, A.Select) and any(f.kind == "last" for f in subject.filters):
        if not moment.data.get("last_card"):
            return False
        subject = A.Select(
            kind=subject.kind,
            count=subject.count,
            controller=subject.controller,
            filters=tuple(f for f in subject.filters if f.kind != "last"),
        )
    if moment.subject is None:
        return False
    if moment.kind == "claimed" and isinstance(subject, A.Ref) and subject.kind == "battlefield":
        return True  # "the battlefield": the one in play, the subject of every claim
    if moment.kind in ("resolved", "remove_resolved", "removed") and isinstance(subject, A.Select):
        # The die is back on its card: its face is the one it was resolved with.
        symbol = moment.data.get("symbol")
        for flt in subject.filters:
            if flt.kind == "showing" and symbol not in flt.value:
                return False
            if flt.kind == "not_showing" and symbol in flt.value:
                return False
        faceless = tuple(f for f in subject.filters if f.kind not in ("showing", "not_showing"))
        die = g.s.dice.get(moment.subject)
        if die is None or subject.kind != "die":
            return False
        if subject.controller != "any" and die.owner not in _players(ctx, subject.controller):
            return False
        if subject.owner is not None and die.home not in _candidates(ctx, subject.owner):
            return False  # "one of attached character's dice": a die of that card
        return _filters_ok(ctx, moment.subject, faceless)
    if moment.kind in ("play_card", "played") and isinstance(subject, A.Select):
        # The card being played is not in play yet: match it by its own properties.
        return _card_matches(ctx, moment.subject, subject)
    _ = g
    return _object_matches(ctx, subject, moment.subject)


def _rolled_symbol(g: Host, moment: Moment) -> str | None:
    """The symbol of the face a "roll_die" moment's die landed on (None if unknown)."""
    die = g.s.dice.get(moment.subject) if moment.subject else None
    index = moment.data.get("face")
    if die is None or not isinstance(index, int) or not 0 <= index < len(die.faces):
        return None
    return die.faces[index].symbol


def _moment_from_zone(moment: Moment, zone: str) -> bool:
    """Whether the card of a "played"/"discarded" moment came from `zone` (a grammar zone)."""
    if moment.kind == "discard_from_hand":
        return ZONE_OF.get(zone) == "hand"
    if moment.kind in ("play_card", "played"):
        return moment.data.get("from") == ZONE_OF.get(zone, zone)
    return True


def _object_matches(ctx: Ctx, node: Any, obj: str) -> bool:
    g = ctx.g
    if isinstance(node, A.Ref):
        if node.to == "self":
            return obj == ctx.source
        if node.to == "attached":
            return ctx.source is not None and g.s.card(ctx.source).attached_to == obj
        if node.to == "this_die":
            return ctx.source is not None and obj in g.s.card(ctx.source).dice
        return False
    if isinstance(node, A.Select):
        if obj in g.s.dice:
            return node.kind == "die" and obj in _candidates(ctx, node)
        return _card_matches(ctx, obj, node)
    if isinstance(node, A.Either):
        return any(_object_matches(ctx, item, obj) for item in node.items)
    return False
