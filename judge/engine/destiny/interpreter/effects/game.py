"""Effects on the turn structure and the battlefield: additional actions and actions outside
one's turn (RR cz. 5 › dodatkowe akcje), ending the action phase, swapping the battlefield,
resolving a claim ability.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from judge.cards import ast as A
from judge.engine.destiny import (
    timing,
)
from judge.engine.destiny.interpreter.context import Ctx, _player_of
from judge.engine.destiny.interpreter.query import _amount, _candidates, select
from judge.engine.destiny.interpreter.running import run_claim

if TYPE_CHECKING:
    pass


def _take_actions(ctx: Ctx, node: A.TakeActions) -> bool:
    """An additional action in one's own turn waits outside the queue; a player allowed to act
    outside his turn acts at once or declines (RR cz. 5 › dodatkowe akcje)."""
    g = ctx.g
    player = _player_of(ctx, node.player) if node.player is not None else ctx.performer
    # "maksymalnie N dodatkowych akcji": N opportunities, each of which the player may take or
    # decline (`decline`), so "up to N" is N of them (RR cz. 5 › dodatkowe akcje).
    count = node.amount.value if isinstance(node.amount, A.UpTo) else _amount(ctx, node.amount)
    if player != g.s.turn:
        for _ in range(count):
            g.abilities.outside_action(player, source=ctx.source or "")
        return True
    for _ in range(count):
        timing.grant_additional_action(
            g,
            player,
            source=ctx.source or "",
            label=g.defn(ctx.source).name if ctx.source else "efekt",
        )
    return True


def _end_phase(ctx: Ctx, node: A.EndActionPhase) -> bool:
    ctx.g.emit(
        "end_phase_requested",
        f"{ctx.g.name(ctx.source)}: faza akcji kończy się po tej akcji.",
        {},
        rules=("action_phase",),
    )
    return True


def _swap_battlefield(ctx: Ctx, node: A.SwapBattlefield) -> bool:
    """Switch the battlefield in use; its control does not change and no claim ability is
    used (Skok w nadprzestrzeń clarification)."""
    g = ctx.g
    options = _candidates(ctx, node.with_)
    chosen = select(
        ctx, node.with_, "battlefield", "Na które pole bitwy zamienić", candidates=options
    )
    if not chosen:
        return False
    g.emit(
        "battlefield",
        f"Pole bitwy zamienione na {g.name(chosen[0])}; kontrola się nie zmienia.",
        {"card": chosen[0]},
        rules=("battlefields",),
    )
    return True


def _resolve_claim(ctx: Ctx, node: A.ResolveClaim) -> bool:
    """Use a battlefield's claim ability as if just claimed: no claim action is taken, control
    does not change. "Pole bitwy" is the battlefield in play (Placówka); one "nie jest
    wykorzystywane" is a battlefield brought to the game but not in use (Pistolet z wyrzutnią
    linki clarification)."""
    g = ctx.g
    sel = node.battlefield
    not_in_use = isinstance(sel, A.Select) and any(f.kind == "not_in_use" for f in sel.filters)
    if not_in_use:
        options = [c for c in _candidates(ctx, sel) if c != g.s.battlefield]
    else:
        options = [g.s.battlefield] if g.s.battlefield else []
    chosen = select(
        ctx, node.battlefield, "battlefield", "Zdolność którego pola bitwy", candidates=options
    )
    if not chosen:
        g.emit(
            "note",
            "Nie ma pola bitwy wprowadzonego do gry i nieużywanego."
            if not_in_use
            else "Nie ma pola bitwy w grze.",
            {},
            rules=("battlefields",),
        )
        return False
    run_claim(g, ctx.performer, chosen[0], {})
    return True


HANDLERS: dict[type, Any] = {
    A.TakeActions: _take_actions,
    A.EndActionPhase: _end_phase,
    A.SwapBattlefield: _swap_battlefield,
    A.ResolveClaim: _resolve_claim,
}
