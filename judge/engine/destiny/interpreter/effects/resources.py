"""Resources by effects: gaining, losing, spending, paying a card's cost (RR cz. 3 › zasoby)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from judge.cards import ast as A
from judge.engine.destiny import (
    zones,
)
from judge.engine.destiny.interpreter.context import Ctx, _each, _player_of, _resolve_ref
from judge.engine.destiny.interpreter.query import _amount

if TYPE_CHECKING:
    pass


def _gain(ctx: Ctx, node: A.GainResources) -> bool:
    for pid in _each(ctx, node.player):
        zones.gain_resources(ctx.g, pid, _amount(ctx, node.amount), rules=("effects",))
    return True


def _lose(ctx: Ctx, node: A.LoseResources) -> bool:
    pid = _player_of(ctx, node.player) if node.player is not None else ctx.performer
    have = ctx.g.s.player(pid).resources
    amount = have if isinstance(node.amount, A.All) else _amount(ctx, node.amount)
    if amount == 0 and isinstance(node.amount, A.All):
        ctx.g.emit(
            "note",
            f"{ctx.g.player_name(pid)} nie ma zasobów do stracenia.",
            {},
            rules=("resources",),
        )
        return True
    return zones.lose_resources(ctx.g, pid, amount) == amount


def _spend(ctx: Ctx, node: A.SpendResources) -> bool:
    g = ctx.g
    amount = _amount(ctx, node.amount)
    if g.s.player(ctx.performer).resources < amount:
        return False
    zones.pay(
        g, ctx.performer, amount, what=f"zdolność karty {g.name(ctx.source)}", rules=("effects",)
    )
    if node.to is not None:
        receiver = _player_of(ctx, node.to)
        zones.gain_resources(g, receiver, amount, rules=("effects",))
    return True


def _pay_cost(ctx: Ctx, node: A.PayCost) -> bool:
    g = ctx.g
    ids = _resolve_ref(ctx, node.of) if isinstance(node.of, A.Ref) else []
    total = sum(g.defn(i).cost for i in ids)
    if g.s.player(ctx.performer).resources < total:
        return False
    ctx.bound["cost_paid"] = ids
    zones.pay(g, ctx.performer, total, what=", ".join(g.name(i) for i in ids), rules=("cost",))
    return True


HANDLERS: dict[type, Any] = {
    A.GainResources: _gain,
    A.LoseResources: _lose,
    A.SpendResources: _spend,
    A.PayCost: _pay_cost,
}
