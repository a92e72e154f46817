"""Running one AST node: the handler table of every effect family, and the costs (", aby …") an
ability or an effect must pay in full before its effect happens (a cost that cannot be paid
in full is paid as far as it goes, and the effect does not happen: RR cz. 7, intro).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from judge.cards import ast as A
from judge.engine.destiny import (
    zones,
)
from judge.engine.destiny.interpreter.context import Ctx, _resolve_ref
from judge.engine.destiny.interpreter.query import _amount, _candidates, _spottable
from judge.engine.destiny.unsupported import Unsupported

if TYPE_CHECKING:
    pass


def _can_pay(ctx: Ctx, cost: Any) -> bool:
    """Whether a cost can be paid in full (checked before paying anything)."""
    try:
        return _can_pay_all(ctx, cost)
    except Unsupported as stop:
        if stop.card is None and ctx.source is not None:  # the cost's card, as `run` does
            stop.card = ctx.g.defn(ctx.source).code
        raise


def _can_pay_all(ctx: Ctx, cost: Any) -> bool:
    g = ctx.g
    s = g.s
    if isinstance(cost, A.Sequence):
        # "Spot any number of troopers and spend that many resources": a later part may count
        # what an earlier part does; the check assumes the least it may do, on a copy of the
        # ability's referents (nothing is paid yet)
        probe = ctx.sub(recent=list(ctx.recent), deeds=list(ctx.deeds), short=[ctx.shortfall])
        for step in cost.steps:
            if not _can_pay_all(probe, step):
                return False
            if isinstance(step, A.Spot):
                count = step.target.count if isinstance(step.target, A.Select) else A.Fixed(1)
                least = 0 if isinstance(count, A.AnyNumber | A.UpTo) else _amount(probe, count)
                probe.did("spotted", "character", _spottable(probe, step.target)[:least])
        return True
    if isinstance(cost, A.SpendResources):
        return s.player(ctx.performer).resources >= _amount(ctx, cost.amount)
    if isinstance(cost, A.Exhaust) and isinstance(cost.target, A.Both):
        return all(_can_pay(ctx, A.Exhaust(target=item)) for item in cost.target.items)
    if isinstance(cost, A.Exhaust):
        return any(
            not s.card(c).exhausted
            for c in _candidates(ctx, cost.target)
            if c in s.cards and s.card(c).zone == "play"
        )
    if isinstance(cost, A.Discard):
        if cost.zone == "hand":
            return bool(_candidates(ctx, cost.cards))
        if cost.zone == "deck_top":
            return len(s.player(ctx.performer).deck) >= _amount(ctx, cost.cards.count)
        return bool(_candidates(ctx, cost.cards))
    if isinstance(cost, A.RemoveDice):
        return bool(
            [d for d in _candidates(ctx, cost.dice) if d in s.dice and s.die(d).location == "pool"]
        )
    if isinstance(cost, A.RemoveShields):
        return any(
            s.card(c).shields >= _amount(ctx, cost.amount)
            for c in _candidates(ctx, cost.source)
            if c in s.cards
        )
    if isinstance(cost, A.Spot):
        return bool(_spottable(ctx, cost.target))
    if isinstance(cost, A.Reveal) and isinstance(cost.cards, A.Select):
        return bool(_candidates(ctx, cost.cards))  # "reveal a Blue card from your hand to …"
    if isinstance(cost, A.Defeat):
        return bool([c for c in _candidates(ctx, cost.target) if s.in_play(c)])
    if isinstance(cost, A.PayCost):
        ids = _resolve_ref(ctx, cost.of) if isinstance(cost.of, A.Ref) else []
        return s.player(ctx.performer).resources >= sum(g.defn(i).cost for i in ids)
    return True


def _pay(ctx: Ctx, cost: Any, *, partial: bool = False) -> bool:
    """Pay a cost; with `partial`, pay what can be paid of an "as many as possible" cost
    (discarding from the top of a short deck) and report failure."""
    g = ctx.g
    if isinstance(cost, A.Discard) and cost.zone == "deck_top":
        wanted = _amount(ctx, cost.cards.count)
        done = zones.discard_top_of_deck(g, ctx.performer, wanted, rules=("effects",))
        ctx.did("discarded", "card", (), count=done)
        return done >= wanted
    if partial:
        return False
    if isinstance(cost, A.Spot):
        spotted = _spottable(ctx, cost.target)
        count = cost.target.count if isinstance(cost.target, A.Select) else A.Fixed(1)
        if isinstance(count, A.AnyNumber | A.UpTo | A.AtLeast | A.All):
            # "Spot any number of Red characters to heal that much damage": the player spots
            # as many as he chooses (all by default), and "that much" counts them
            # (RR cz. 8 › wyznaczanie)
            spotted = _spot_many(ctx, count, spotted)
        else:
            spotted = spotted[: max(_amount(ctx, count), 1)]
        g.emit(
            "note",
            "Wyznaczono: " + ", ".join(g.name(c) for c in spotted) + ".",
            {"card": spotted[0] if spotted else None},
            rules=("spot",),
        )
        ctx.did("spotted", "character", spotted)  # "that much", "that many"
        return True
    if isinstance(cost, A.Sequence) and any(isinstance(s, A.Spot) for s in cost.steps):
        # "spot any number of troopers and spend that many resources": each part paid as a
        # cost, in order, so the spending counts what was spotted
        return all(_pay(ctx, step) for step in cost.steps)
    return run(ctx, cost, as_cost=True)


def _spot_many(ctx: Ctx, count: Any, spottable: list[str]) -> list[str]:
    """Which of the cards that may be spotted the player spots, for "any number" / "up to N" /
    "N or more"."""
    low = count.value if isinstance(count, A.AtLeast) else 0
    if isinstance(count, A.All):
        low = len(spottable)
    high = min(count.value, len(spottable)) if isinstance(count, A.UpTo) else len(spottable)

    def valid(value: Any) -> str | None:
        items = value if isinstance(value, list) else [value]
        if any(i not in spottable for i in items) or len(set(items)) != len(items):
            return f"dozwolone: {spottable}"
        if not low <= len(items) <= high:
            return f"wybierz od {low} do {high}"
        return None

    value = ctx.g.decide(
        f"{ctx.key}.spot",
        decider=ctx.performer,
        rule="spot",
        options=spottable,
        default=spottable[:high],
        question=f"{ctx.g.name(ctx.source)}: które karty wyznaczyć",
        validate=valid,
    )
    return list(value) if isinstance(value, list) else [value]


# Node type -> handler; every effect family (`interpreter.effects.*`) contributes its table, merged
# by the package on import, so the dispatch stays below the effects it dispatches to.
HANDLERS: dict[type, Callable[[Ctx, Any], bool]] = {}

# What an effect's slot can hold: an untyped pronoun there ("give it 1 shield", "reroll it")
# names the latest referent of that kind, so a die named last does not take shields (Friend
# or Foe: after "reroll a character die … give it 1 shield", "it" is the die's character, as
# "that character" is).
SLOT_KINDS: dict[tuple[type, str], str] = {
    (A.GiveShields, "target"): "character",
    (A.DealDamage, "target"): "character",
    (A.Heal, "target"): "character",
    (A.RemoveDice, "dice"): "die",
    (A.RerollDice, "dice"): "die",
    (A.Play, "onto"): "character",  # "play an upgrade … on it"
}


def _typed(node: Any) -> Any:
    """`node` with each untyped back-reference in a typed slot given the slot's kind."""
    changes = {}
    for (cls, name), kind in SLOT_KINDS.items():
        value = getattr(node, name, None) if type(node) is cls else None
        if isinstance(value, A.Ref) and value.kind is None and value.to in ("it", "given"):
            changes[name] = dataclasses.replace(value, kind=kind)
    return dataclasses.replace(node, **changes) if changes else node


def run(ctx: Ctx, node: Any, *, as_cost: bool = False) -> bool:
    """Resolve one AST node; return whether it resolved in full."""
    if node is None:
        return True
    node = _typed(node)
    handler = HANDLERS.get(type(node))
    if handler is None:
        raise Unsupported(
            f"Silnik nie wykonuje jeszcze węzła {type(node).__name__} "
            f"(karta {ctx.g.name(ctx.source)})."
        )
    try:
        done = handler(ctx, node)
        if not done:
            ctx.shortfall = True
        return done
    except Unsupported as stop:
        if stop.card is None and ctx.source is not None:  # the innermost node names its card
            stop.card = ctx.g.defn(ctx.source).code
        raise
