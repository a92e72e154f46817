"""Characters and supports by effects: exhausting, readying, activating, defeating, granting
keywords (RR cz. 5 › aktywowanie; cz. 6 › pokonane postacie; cz. 7 › słowa kluczowe).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from judge.cards import ast as A
from judge.engine.destiny import (
    activation,
    damage,
)
from judge.engine.destiny import polish as pl
from judge.engine.destiny.interpreter.context import Ctx, _kind_of, _resolve_ref
from judge.engine.destiny.interpreter.persistent import KEYWORD_NAMES
from judge.engine.destiny.interpreter.query import _candidates, select

if TYPE_CHECKING:
    pass


def _exhaustable(ctx: Ctx, target: Any) -> list[str]:
    """What an exhaust or ready names. A bare pronoun ("remove all of its dice to ready it")
    points back to the latest card named that can be exhausted or readied, a character or a
    support (RR cz. 6 › przygotowana, wyczerpana): never a die the text named in between."""
    g = ctx.g
    if isinstance(target, A.Ref) and target.to == "it" and target.kind is None:
        for _kind, ident in reversed(ctx.recent):
            if ident in g.s.cards and g.s.card(ident).kind in ("character", "support"):
                return [ident]
        return []
    return _candidates(ctx, target)


def _exhaust(ctx: Ctx, node: A.Exhaust) -> bool:
    g = ctx.g
    if isinstance(node.target, A.Both):  # "wyczerp to wsparcie oraz jedną z twoich postaci"
        done = True
        for item in node.target.items:
            done = _exhaust(ctx, A.Exhaust(target=item)) and done
        return done
    candidates = [
        c
        for c in _exhaustable(ctx, node.target)
        if c in g.s.cards and g.s.card(c).zone == "play" and not g.s.card(c).exhausted
    ]
    targets = (
        select(
            ctx,
            node.target,
            "exhaust",
            f"{g.name(ctx.source)}: co wyczerpać",
            prefer="opponent",
            candidates=candidates,
        )
        if not isinstance(node.target, A.Ref)
        else [c for c in _exhaustable(ctx, node.target) if c in candidates]
    )
    for cid in targets:
        g.emit(
            "exhaust",
            f"{pl.cap(g.card(cid))} zostaje {g.agree(cid, 'wyczerpana', 'wyczerpane')}.",
            {"card": cid},
            rules=("exhausted",),
        )
    ctx.did("exhausted", _kind_of(g, targets[0]) if targets else "card", targets)
    return bool(targets)


def _ready(ctx: Ctx, node: A.Ready) -> bool:
    g = ctx.g
    candidates = [
        c
        for c in _exhaustable(ctx, node.target)
        if c in g.s.cards and g.s.card(c).zone == "play" and g.s.card(c).exhausted
    ]
    targets = (
        select(
            ctx,
            node.target,
            "ready",
            f"{g.name(ctx.source)}: co przygotować",
            prefer="own",
            candidates=candidates,
        )
        if not isinstance(node.target, A.Ref)
        else [c for c in _exhaustable(ctx, node.target) if c in candidates]
    )
    for cid in targets:
        g.emit(
            "ready",
            f"{pl.cap(g.card(cid))} zostaje {g.agree(cid, 'przygotowana', 'przygotowane')} "
            f"({g.agree(cid, 'jej', 'jego')} kości w puli zostają).",
            {"card": cid},
            rules=("ready",),
        )
    ctx.did("readied", _kind_of(g, targets[0]) if targets else "card", targets)
    return bool(targets)


def _activate(ctx: Ctx, node: A.Activate) -> bool:
    """Activate characters; several "simultaneously" are activated one after another, each
    with its own "before" window, as the Taktyka oddziału example shows (RR cz. 7 › kolejka,
    przykład 2)."""
    g = ctx.g
    candidates = [
        c for c in _candidates(ctx, node.target) if g.s.in_play(c) and not g.s.card(c).exhausted
    ]
    if isinstance(node.target, A.Ref):
        targets = [c for c in _resolve_ref(ctx, node.target) if c in candidates]
    else:
        targets = select(
            ctx,
            node.target,
            "activate",
            f"{g.name(ctx.source)}: które postacie aktywować",
            prefer="own",
            candidates=candidates,
        )
    done = False
    activated: list[str] = []
    for cid in targets:
        if g.s.phase == "over":
            break
        before = {d: g.s.die(d).location for d in g.s.card(cid).dice}
        done = activation.activate_card(
            g, ctx.performer, cid, why=f"efekt karty {g.name(ctx.source)}"
        ) or (done)
        activated.append(cid)
        # "Activate one of your vehicle supports. Then, if that support die …": the dice the
        # activation rolled into the pool are named after the card
        rolled = [
            d
            for d in g.s.card(cid).dice
            if before.get(d) != "pool" and g.s.die(d).location == "pool"
        ]
        ctx.did("activated", _kind_of(g, cid), (cid,))
        ctx.did("rolled", "die", rolled)  # "… the number of dice you just rolled"
    if not activated:
        ctx.did("activated", "card", ())
    return done or not targets


def _defeat(ctx: Ctx, node: A.Defeat) -> bool:
    g = ctx.g
    candidates = [c for c in _candidates(ctx, node.target) if g.s.in_play(c)]
    targets = (
        select(
            ctx,
            node.target,
            "defeat",
            f"{g.name(ctx.source)}: którą postać pokonać",
            prefer="own",
            candidates=candidates,
        )
        if not isinstance(node.target, A.Ref)
        else [c for c in _resolve_ref(ctx, node.target) if c in candidates]
    )
    done = False
    defeated = []
    for cid in targets:
        if damage.defeat(g, cid, cause=ctx.source):
            done = True
            defeated.append(cid)
    ctx.did("defeated", "character", defeated)  # "Defeat up to 3 … to gain that many"
    return done


def _grant_keyword(ctx: Ctx, node: A.GrantKeyword) -> bool:
    """An effect gives a card a keyword (Niesławny: "daj danej karcie słowo kluczowe
    Zasadzka"); a card cannot have a keyword twice (RR cz. 7 › słowa kluczowe)."""
    g = ctx.g
    targets = select(ctx, node.target, "target", f"{g.name(ctx.source)}: której karcie")
    for cid in targets:
        if cid not in g.s.cards:
            continue
        name = KEYWORD_NAMES.get(node.keyword, node.keyword)
        if node.keyword in g.abilities.keywords(cid):
            g.emit(
                "note",
                f"{g.name(cid)} ma już słowo kluczowe {name}: nie zyskuje go drugi raz.",
                {"card": cid},
                rules=("keywords",),
            )
            continue
        g.emit(
            "grant_keyword",
            f"{g.name(cid)} zyskuje słowo kluczowe {name}.",
            {"card": cid, "keyword": node.keyword},
            rules=("keywords",),
        )
    return bool(targets)


HANDLERS: dict[type, Any] = {
    A.Exhaust: _exhaust,
    A.Ready: _ready,
    A.Activate: _activate,
    A.Defeat: _defeat,
    A.GrantKeyword: _grant_keyword,
}
