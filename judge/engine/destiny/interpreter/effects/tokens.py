"""Damage, shields and healing from card effects (RR cz. 6 › obrażenia, osłony; cz. 8 ›
leczenie): dealing (and distributing) damage, giving (and distributing) shields, removing and
moving tokens, placing damage, healing, blocking.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from judge.cards import ast as A
from judge.engine.destiny import (
    damage,
)
from judge.engine.destiny import polish as pl
from judge.engine.destiny.interpreter.context import Ctx, _each, _kind_of
from judge.engine.destiny.interpreter.query import (
    _amount,
    _candidates,
    _chosen_amount,
    select,
    target_first,
)
from judge.engine.destiny.rules import CONTESTED
from judge.engine.destiny.unsupported import Unsupported

if TYPE_CHECKING:
    pass


def _deal_damage(ctx: Ctx, node: A.DealDamage) -> bool:
    """Deal damage to the chosen characters. The amount is read once the target is chosen:
    it may speak of "that character" ("or 2 damage instead if that character has 3 or more
    damage on it")."""
    g = ctx.g
    kind = None
    if node.symbols:
        kind = "melee" if "MD" in node.symbols else "ranged"
    if node.distribute:
        return _distribute_damage(ctx, node, _amount(ctx, node.amount), kind)
    fixed = node.amount.value if isinstance(node.amount, A.Fixed) else None
    targets = select(
        ctx,
        node.target,
        "target",
        f"{g.name(ctx.source)}: komu zadać "
        + (pl.damage(fixed) if fixed is not None else "obrażenia"),
        prefer="opponent",
    )
    if not targets:
        g.emit(
            "note",
            f"{g.name(ctx.source)}: brak dozwolonego celu — nic się nie dzieje.",
            {},
            rules=("choose_target",),
        )
        return False
    for target in targets:
        if g.s.phase == "over":
            return False
        ctx.push(_kind_of(g, target), target)  # "that character" in the amount
        amount = _amount(ctx, node.amount)
        damage.deal_damage(
            g,
            target,
            amount,
            dealer=ctx.performer,
            source=ctx.source,
            kind=kind,
            unblockable=node.unblockable,
        )
    return True


def _distribute_damage(ctx: Ctx, node: A.DealDamage, amount: int, kind: str | None) -> bool:
    """The dealer splits the damage among the selected characters as he wishes, but may not
    put more on a character than its remaining health while another can take it (the F-11D
    example in RR cz. 6 › obrażenia; the "pokonane postacie" bullet says he may: contested)."""
    g = ctx.g
    sel = node.target
    pool = _candidates(
        ctx,
        A.Select(
            kind="character",
            count=A.All(),
            controller=sel.controller if isinstance(sel, A.Select) else "own",
        ),
    )
    remaining = {c: g.defn(c).health - g.s.card(c).damage for c in pool}

    def valid(value: Any) -> str | None:
        if not isinstance(value, dict) or any(k not in pool for k in value):
            return f"podaj {{postać: liczba}} dla: {pool}"
        if sum(int(v) for v in value.values()) != amount:
            return f"rozdziel dokładnie {amount}"
        over = [k for k, v in value.items() if int(v) > remaining[k]]
        room = sum(remaining.values())
        if over and room >= amount:
            return (
                "nie można przydzielić postaci więcej obrażeń, niż ma pozostałej wytrzymałości "
                "(przykład z Karabinem F-11D)"
            )
        return None

    default: dict[str, int] = {}
    left = amount
    for c in pool:
        put = min(left, max(0, remaining[c]))
        if put:
            default[c] = put
            left -= put
    if left and pool:
        default[pool[0]] = default.get(pool[0], 0) + left
    chosen = g.decide(
        f"{ctx.key}.distribute",
        decider=ctx.performer,
        rule="damage",
        options=None,
        default=default,
        question=f"{g.name(ctx.source)}: rozdział {pl.damage(amount, case='gen')} między "
        f"postacie gracza {g.player_name(ctx.performer)}",
        validate=valid,
    )
    if any(remaining[c] < amount for c in pool) and len(pool) > 1:
        # The cap only matters when some character could take less than all of it.
        g.emit(
            "note",
            "Rozdzielający obrażenia nie może przydzielić postaci obrażeń ponad jej pozostałą "
            "wytrzymałość (przykład z Karabinem F-11D).",
            {"distribution": chosen},
            rules=("damage", "defeat"),
            contested=CONTESTED["distribute_overkill"],
        )
    for target, value in chosen.items():
        if int(value) and g.s.phase != "over":
            damage.deal_damage(
                g, target, int(value), dealer=ctx.performer, source=ctx.source, kind=kind
            )
    return True


def _give_shields(ctx: Ctx, node: A.GiveShields) -> bool:
    g = ctx.g
    if target_first(node.amount) and not node.distribute:
        targets = _single_target_first(ctx, node.target, "komu dać osłony", "own")
        amount = _amount(ctx, node.amount)
    else:
        amount = _amount(ctx, node.amount)
        if node.distribute:
            return _distribute_shields(ctx, node, amount)
        targets = select(
            ctx,
            node.target,
            "target",
            f"{g.name(ctx.source)}: komu dać {pl.shields(amount)}",
            prefer="own",
        )
    for target in targets:
        damage.give_shields(g, target, amount, giver=ctx.performer, source=ctx.source)
    return bool(targets)


def _distribute_shields(ctx: Ctx, node: A.GiveShields, amount: int) -> bool:
    """ "Rozdziel N osłon między …": the performer splits the shields among the characters
    the text names, as he wishes (a character holds at most 3: what goes over is lost, RR
    cz. 6 › osłony; the default fills each character up to 3 in board order)."""
    g = ctx.g
    sel = node.target
    everyone = (
        dataclasses.replace(sel, count=A.All(), each=False) if isinstance(sel, A.Select) else sel
    )
    pool = _candidates(ctx, everyone)
    if not pool:
        return False

    def valid(value: Any) -> str | None:
        if not isinstance(value, dict) or any(k not in pool for k in value):
            return f"podaj {{postać: liczba}} dla: {pool}"
        if any(not isinstance(v, int) or v < 0 for v in value.values()):
            return "liczby osłon muszą być nieujemne"
        if sum(value.values()) != amount:
            return f"rozdziel dokładnie {amount}"
        return None

    default: dict[str, int] = {}
    left = amount
    for c in pool:
        put = min(left, max(0, 3 - g.s.card(c).shields))
        if put:
            default[c] = put
            left -= put
    if left:
        default[pool[0]] = default.get(pool[0], 0) + left
    chosen = g.decide(
        f"{ctx.key}.distribute",
        decider=ctx.performer,
        rule="shields",
        options=None,
        default=default,
        question=f"{g.name(ctx.source)}: rozdział {pl.shields(amount)} między postacie",
        validate=valid,
    )
    for target, value in chosen.items():
        if int(value):
            damage.give_shields(g, target, int(value), giver=ctx.performer, source=ctx.source)
    return True


def _remove_shields(ctx: Ctx, node: A.RemoveShields) -> bool:
    g = ctx.g
    targets = select(ctx, node.source, "shield_source", "Z której postaci usunąć osłony")
    ranged = isinstance(node.amount, A.AnyNumber | A.UpTo | A.UpToAmount | A.AtLeast | A.All)
    done = ranged and bool(targets)
    total = 0
    for target in targets:
        have = g.s.card(target).shields
        if ranged:
            amount = _chosen_amount(
                ctx, node.amount, have, f"{g.name(ctx.source)}: ile osłon usunąć z {g.name(target)}"
            )
        else:
            amount = _amount(ctx, node.amount)
        removed = min(have, amount)
        total += removed
        if removed:
            g.emit(
                "shields",
                f"{g.name(target)}: usunięto {pl.shields(removed)}.",
                {"card": target, "delta": -removed},
                rules=("shields",),
            )
        if not ranged:
            done = removed == amount
    ctx.did("removed", "shield", count=total)  # "w liczbie usuniętych właśnie osłon"
    return done


def _move_tokens(ctx: Ctx, node: A.MoveTokens) -> bool:
    """Move damage or shields; a move needs a different, legal destination
    (RR cz. 8 › poruszanie): shields cannot go to a character that already has 3."""
    g = ctx.g
    sources = select(
        ctx, node.source, "from", f"{g.name(ctx.source)}: skąd przesunąć", prefer="opponent"
    )
    if not sources:
        return False
    origin = sources[0]
    there = g.s.card(origin).shields if node.token == "shield" else g.s.card(origin).damage
    amount = _chosen_amount(
        ctx, node.amount, there, f"{g.name(ctx.source)}: ile żetonów przesunąć z {g.name(origin)}"
    )
    if node.token == "shield":
        if g.s.card(origin).shields < 1:
            g.emit("note", f"{g.name(origin)} nie ma osłon do przesunięcia.", {}, rules=("moving",))
            return False
        candidates = [
            c for c in _candidates(ctx, node.destination) if c != origin and g.s.card(c).shields < 3
        ]
        if not candidates:
            g.emit(
                "note",
                "Nie ma dozwolonego miejsca na przesunięcie osłony (wszystkie "
                "postacie mają 3 osłony): ruch nie może być rozpatrzony.",
                {},
                rules=("moving", "shields"),
            )
            return False
        targets = select(
            ctx,
            node.destination,
            "to",
            "Na którą postać przesunąć osłonę",
            prefer="own",
            candidates=candidates,
        )
        moved = min(amount, g.s.card(origin).shields, 3 - g.s.card(targets[0]).shields)
        g.emit(
            "shields",
            f"{g.name(origin)}: przesunięto {pl.shields(moved)}.",
            {"card": origin, "delta": -moved},
            rules=("moving",),
        )
        g.emit(
            "shields",
            f"{g.name(targets[0])}: otrzymuje {pl.shields(moved)} (przesunięte).",
            {"card": targets[0], "delta": moved},
            rules=("moving", "shields"),
        )
        return moved == amount
    targets = select(
        ctx,
        node.destination,
        "target",
        f"{g.name(ctx.source)}: na którą postać przesunąć obrażenia",
        prefer="opponent",
    )
    if not targets:
        return False
    return damage.move_damage(g, origin, targets[0], amount) == amount


def _place_damage(ctx: Ctx, node: A.PlaceDamage) -> bool:
    g = ctx.g
    amount = _amount(ctx, node.amount)
    for target in select(ctx, node.target, "target", "Na co położyć żetony obrażeń"):
        if target not in g.s.cards:  # "it" after a step that named no card
            continue
        card = g.s.card(target)
        placed = amount
        if card.kind == "character":
            # a character holds no more damage than its health, and is defeated with that
            # much (RR cz. 6 › obrażenia; as moved damage, `damage.move_damage`)
            if card.zone != "play":
                continue
            placed = min(amount, max(0, (g.defn(target).health or 0) - card.damage))
        g.emit(
            "damage",
            f"{g.name(target)}: położono {pl.count(placed, 'żeton', 'żetony', 'żetonów')} obrażeń.",
            {"card": target, "amount": placed, "placed": True},
            rules=("effects",),
        )
        if card.kind == "character":
            damage.check_defeat(g, target, cause=ctx.source)
    return True


def _heal(ctx: Ctx, node: A.Heal) -> bool:
    g = ctx.g
    if target_first(node.amount):
        targets = _single_target_first(ctx, node.target, "kogo uleczyć", "own")
        amount = _amount(ctx, node.amount)
    else:
        amount = _amount(ctx, node.amount)
        targets = select(
            ctx, node.target, "target", f"{g.name(ctx.source)}: kogo uleczyć", prefer="own"
        )
    healed = 0
    for target in targets:
        healed += damage.heal(g, target, amount, source=ctx.source)
    return healed > 0


def _block_damage(ctx: Ctx, node: A.BlockDamage) -> bool:
    moment = ctx.moment_obj
    if node.amount is not None:
        # "block 2 damage", "block up to 2 damage", "block 1 of that damage": part of the
        # damage about to be dealt (the window before it: `damage.deal_damage`)
        if moment is None or moment.kind != "deal_damage":
            raise Unsupported(
                f"{ctx.g.name(ctx.source)}: blokowanie części obrażeń poza chwilą przed ich "
                "zadaniem nie jest obsługiwane."
            )
        incoming = int(moment.data.get("amount", 0)) - int(moment.outcome.get("blocked_amount", 0))
        amount = min(
            incoming,
            _chosen_amount(ctx, node.amount, incoming, f"{ctx.g.name(ctx.source)}: ile zablokować"),
        )
        moment.outcome["blocked_amount"] = int(moment.outcome.get("blocked_amount", 0)) + amount
        ctx.g.emit(
            "note",
            f"{ctx.g.name(ctx.source)}: blokuje {pl.damage(amount)} z tych obrażeń.",
            {"count": amount},
            rules=("block_damage", "taking_damage"),
        )
        return amount > 0
    if ctx.moment_obj is not None:
        ctx.moment_obj.outcome["blocked"] = True
        ctx.g.emit(
            "note",
            f"{ctx.g.name(ctx.source)}: obrażenia zostaną zablokowane.",
            {},
            rules=("taking_damage",),
        )
        return True
    return False


def _single_target_first(ctx: Ctx, target: Any, question: str, prefer: str) -> list[str]:
    """The target of an effect whose amount depends on it ("…, or 3 damage instead if that
    character has …"): chosen before the amount is known, one target only."""
    if isinstance(target, A.Select) and (target.each or not isinstance(target.count, A.Fixed)):
        raise Unsupported("Ilość zależna od celu przy wielu celach nie jest jeszcze obsługiwana.")
    return select(ctx, target, "target", f"{ctx.g.name(ctx.source)}: {question}", prefer=prefer)


def _deal_indirect_damage(ctx: Ctx, node: A.DealIndirectDamage) -> bool:
    """ "Deal 2 indirect damage to an opponent / to yourself" (later sets): the player assigns
    it among his characters (`damage.deal_indirect_damage`)."""
    g = ctx.g
    dealt = False
    for pid in _each(ctx, node.player):
        if g.s.phase == "over":
            return False
        # "to an opponent equal to the number of dice in their pool": "their" is that player
        ctx.push("player", pid)
        amount = _amount(ctx, node.amount)
        if amount > 0 and g.s.player(pid).characters:
            damage.deal_indirect_damage(
                g, pid, amount, dealer=ctx.performer, source=ctx.source, key=ctx.key
            )
            dealt = True
    return dealt


HANDLERS: dict[type, Any] = {
    A.DealIndirectDamage: _deal_indirect_damage,
    A.DealDamage: _deal_damage,
    A.GiveShields: _give_shields,
    A.RemoveShields: _remove_shields,
    A.MoveTokens: _move_tokens,
    A.PlaceDamage: _place_damage,
    A.Heal: _heal,
    A.BlockDamage: _block_damage,
}
