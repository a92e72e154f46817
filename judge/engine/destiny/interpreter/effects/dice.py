"""Dice by effects: rolling, rerolling, removing, turning, resolving dice and faces, choosing a
symbol, resolving another card's special ability (RR cz. 2 › kości; cz. 5 › rozpatrywanie kości;
cz. 7 › zdolności specjalne).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from judge.cards import ast as A
from judge.engine.core.errors import Refusal
from judge.engine.destiny import (
    dicerules,
    faces,
    timing,
    zones,
)
from judge.engine.destiny import (
    polish as pl,
)
from judge.engine.destiny.interpreter.context import Ctx, _resolve_ref, _showing_symbol, unbound
from judge.engine.destiny.interpreter.parsing import abilities
from judge.engine.destiny.interpreter.query import _amount, _candidates, _die_value, select
from judge.engine.destiny.interpreter.running import run_special
from judge.engine.destiny.unsupported import Unsupported

if TYPE_CHECKING:
    pass


def _roll(ctx: Ctx, node: A.RollDice) -> bool:
    g = ctx.g
    if node.named:
        dice = (
            [
                d
                for d in g.s.player(ctx.controller).set_aside_dice
                if g.s.die(d).home is None and g.defn("die:" + d).code == node.named
            ]
            if any(k.startswith("die:") for k in g.cards)
            else []
        )
        dice = [d for d in dice if ("die:" + d) in g.cards]
        if not dice:
            g.emit(
                "note",
                f"{g.name(ctx.source)}: w strefie bocznej nie ma takiej kości — "
                "zdolność nic nie robi.",
                {},
                rules=("set_aside",),
            )
            return False
        dice = dice[:1]
    else:
        dice = [
            d
            for d in _candidates(ctx, node.dice)
            if d in g.s.dice and g.s.die(d).location != "pool"
        ]
        if isinstance(node.dice, A.Select):
            dice = dice[: _amount(ctx, node.dice.count)]
    if not dice:
        g.emit("note", f"{g.name(ctx.source)}: nie ma kości do rzucenia.", {}, rules=("rolling",))
        return False
    into = None
    if node.into == "opponent":
        into = g.s.opponent(ctx.controller)
    elif node.into == "you":
        into = ctx.controller
    moments = dicerules.roll(
        g, dice, player=ctx.controller, why=f"efekt karty {g.name(ctx.source)}", into=into
    )
    for did in dice:
        ctx.bound["rolled_die"] = did
    ctx.did("rolled", "die", dice)
    timing.after(g, *moments)
    return True


def _reroll(ctx: Ctx, node: A.RerollDice) -> bool:
    g = ctx.g
    if isinstance(node.dice, A.Ref):
        dice = [d for d in _resolve_ref(ctx, node.dice) if g.s.die(d).location == "pool"]
    elif isinstance(node.dice, A.Either):
        # "any number of yours or any number of one opponent's": one side, never a mix
        sides = [("own", node.dice.items[0])] + [("opponent", i) for i in node.dice.items[1:]]
        side = g.decide(
            f"{ctx.key}.side",
            decider=ctx.performer,
            rule="choose_option",
            options=["own", "opponent"],
            default="opponent",
            question=f"{g.name(ctx.source)}: czyje kości przerzucić (swoje albo przeciwnika)",
        )
        chosen_sel = dict(sides)[side]
        dice = select(ctx, chosen_sel, "reroll", f"{g.name(ctx.source)}: które kości przerzucić")
    else:
        dice = select(ctx, node.dice, "reroll", f"{g.name(ctx.source)}: które kości przerzucić")
    dice = [d for d in dice if g.s.die(d).location == "pool"]
    ctx.did("rerolled", "die", dice)
    if not dice:
        return isinstance(getattr(node.dice, "count", None), A.AnyNumber | A.UpTo | A.UpToAmount)
    moments = dicerules.roll(g, dice, player=ctx.performer, why=f"przerzut: {g.name(ctx.source)}")
    timing.after(g, *moments)
    return True


def _remove(ctx: Ctx, node: A.RemoveDice) -> bool:
    """Remove dice from pools; "all" removes them at once, so protections are judged against
    the pool as it was (FAQ on Unik and Pilot myśliwca TIE)."""
    g = ctx.g
    if isinstance(node.dice, A.Ref):
        dice = [
            d
            for d in _resolve_ref(ctx, node.dice)
            if d in g.s.dice and g.s.die(d).location == "pool"
        ]
    else:
        # Only a die in a pool can be removed (RR cz. 8 › usuwanie kości): "kości tej postaci"
        # also names the dice still on the card, which are not offered.
        candidates = [
            d
            for d in _candidates(ctx, node.dice)
            if g.s.die(d).location == "pool"
            and not g.abilities.protected_from_opponent(d, ctx.performer)
        ]
        dice = select(
            ctx,
            node.dice,
            "remove",
            f"{g.name(ctx.source)}: które kości usunąć",
            prefer="opponent",
            candidates=candidates,
        )
    # "zwiększając wartość każdej z nich o 1": the value a removed die counts with afterwards
    bonus = _amount(ctx, node.value_bonus) if node.value_bonus is not None else 0
    values = {d: _die_value(g, d) + bonus for d in dice}
    for did in dice:
        ctx.bound[f"value:{did}"] = values[did]
        ctx.push("die", did)
        dicerules.remove_die(g, did, by=ctx.performer, why=f"efekt karty {g.name(ctx.source)}")
    ctx.did("removed", "die", dice)
    sel = node.dice
    if isinstance(sel, A.Select) and isinstance(sel.count, A.Fixed):
        return len(dice) >= sel.count.value
    return bool(dice) or isinstance(getattr(sel, "count", None), A.All)


def _turn(ctx: Ctx, node: A.TurnDie) -> bool:
    """Turn dice to faces the player picks; each must show a different face afterwards
    (RR cz. 8 › obracanie)."""
    g = ctx.g
    # "to a side showing the same symbol (and value) as that die": read before the dice to
    # turn are chosen (choosing names them, and "that die" is the one named before)
    like_symbol = _named_face(ctx, node.to.same_symbol_as)
    like_value = _named_face(ctx, node.to.same_value_as)
    dice = select(
        ctx, node.dice, "die", f"{g.name(ctx.source)}: które kości obrócić", prefer="opponent"
    )
    shows_value = _face_value_test(ctx, node.to.value)
    turned_dice: list[str] = []
    for did in dice:
        die = g.s.die(did)
        if die.location != "pool":
            continue
        options = sorted(
            {
                faces.notation(f)
                for i, f in enumerate(die.faces)
                if _face_allowed(f, node.to, ctx.bound.get("symbol"))
                and shows_value(faces.value(f))
                and (like_symbol is None or f.symbol == like_symbol.symbol)
                and (like_value is None or faces.value(f) == faces.value(like_value))
                and (not node.to.resource_cost or bool(f.cost))
                and (
                    i != die.face
                    or sum(1 for x in die.faces if faces.notation(x) == faces.notation(f)) > 1
                )
            }
        )
        if not options:
            g.emit(
                "note",
                f"{pl.cap(g.die(did, 'gen'))} nie można obrócić na żadną dozwoloną ściankę.",
                {},
                rules=("turning",),
            )
            continue
        face = g.decide(
            f"{ctx.key}.face",
            decider=ctx.performer,
            rule="turning",
            options=options,
            default=options[0],
            question=f"{g.name(ctx.source)}: na którą ściankę obrócić {g.die(did)}",
            validate=_one_face,
        )
        dicerules.turn(g, did, str(face), why=f"efekt karty {g.name(ctx.source)}")
        turned_dice.append(did)
    ctx.did("turned", "die", turned_dice)  # "… equal to the number of dice turned"
    return bool(turned_dice) or isinstance(
        getattr(node.dice, "count", None), A.AnyNumber | A.UpTo | A.UpToAmount
    )


def _one_face(value: Any) -> str | None:
    """A face decision names one face: a list (one face per die) is a scenario error naming
    the decision, not a stop in the middle of the action."""
    if isinstance(value, list):
        return "jedna ścianka na decyzję; dla kilku kości podaj KLUCZ#1, KLUCZ#2, …"
    return None


def _named_face(ctx: Ctx, ref: Any) -> Any:
    """The face a die the text names shows ("the same symbol as this die / that die"); None
    when the text names none. A die that shows nothing (not in a pool) is refused."""
    if ref is None:
        return None
    g = ctx.g
    dice = [d for d in _resolve_ref(ctx, ref) if d in g.s.dice] if isinstance(ref, A.Ref) else []
    if not dice or g.s.die(dice[0]).location != "pool" or g.s.die(dice[0]).showing is None:
        raise Unsupported(
            f"{g.name(ctx.source)}: kość, do której ścianki ma pasować obrót, nie leży w puli."
        )
    return g.s.die(dice[0]).showing


def _face_value_test(ctx: Ctx, value: Any) -> Any:
    """ "to a side showing a value of 1 / of 2 or less / of 1 or more / equal to the number of
    dice you just removed": the values a face may have (blanks and specials have a value of 0,
    as the cards' reminder says; `faces.value`)."""
    if value is None:
        return lambda _v: True
    if isinstance(value, A.UpTo):
        return lambda v, n=value.value: v <= n
    if isinstance(value, A.AtLeast):
        return lambda v, n=value.value: v >= n
    wanted = _amount(ctx, value)
    return lambda v: v == wanted


def _face_allowed(face: Any, spec: A.Face, symbol: str | None = None) -> bool:
    if spec.given_symbol and face.symbol != symbol:
        return False
    if spec.symbols and face.symbol not in spec.symbols:
        return False
    return not (spec.not_symbols and face.symbol in spec.not_symbols)


def _resolve_die(ctx: Ctx, node: A.ResolveDie) -> bool:
    """Resolve dice through a card: normal effect of the symbol, its resource cost is still
    paid, a modifier still cannot be resolved alone, and modifiers join only when the card
    lets several dice of one symbol be resolved (RR cz. 2 › rozpatrywanie kości przez karty).

    Several dice ("dowolną liczbę twoich kości") resolve one after another in the order the
    player lists them (`<card>.resolve`: "w wybranej przez ciebie kolejności", Zmasowany atak),
    each on its own, so no modifier joins them. A bonus "o 1 za każdą właśnie odrzuconą kartę"
    is counted per object (Bez litości)."""
    g = ctx.g
    # "resolve that die for free" (the text), or a waiver of the die's cost named next to it
    free = bool(ctx.bound.pop("free_dice", False)) or node.free
    # Only your own dice, unless the text resolves another player's die "as if it were your
    # own / in your pool": you resolve it, pay its cost and its effect is yours (card text;
    # the FAQ on Spryt reads "as if it were yours" the same way for a special ability).
    candidates = [
        d
        for d in _candidates(ctx, node.dice)
        if d in g.s.dice
        and g.s.die(d).location == "pool"
        and (node.as_yours or g.s.die(d).owner == ctx.performer)
    ]
    if isinstance(node.dice, A.Ref):
        candidates = [
            d
            for d in _resolve_ref(ctx, node.dice)
            if d in g.s.dice and g.s.die(d).location == "pool"
        ]
    # A blank cannot be resolved; a modifier cannot be resolved alone, not even "as if it
    # showed another symbol" (C-3PO clarification), unless the card resolves it "as if it were
    # not a modifier" (Przebudzenie: the card's text is the authority).
    candidates = [d for d in candidates if g.s.die(d).showing.symbol != "-"]  # type: ignore
    if not node.ignore_modifier:
        candidates = [d for d in candidates if not g.s.die(d).showing.modifier]  # type: ignore
    # The same die cannot be resolved twice during one action (a special ability resolving
    # "a red die" cannot pick the die whose special it is: RR cz. 5 › rozpatrzenie kości).
    done = dicerules.resolved_this_action(g)
    again = [d for d in candidates if d in done]
    candidates = [d for d in candidates if d not in done]
    if not candidates:
        g.emit(
            "note",
            f"{g.name(ctx.source)}: brak kości, którą można rozpatrzyć"
            + (
                f" ({g.die(again[0])} została już rozpatrzona podczas tej akcji)." if again else "."
            ),
            {},
            rules=("dice_by_cards",) + (("resolve_dice",) if again else ()),
        )
        return False
    if isinstance(node.dice, A.Ref):
        chosen = candidates[:1]
    else:
        chosen = select(
            ctx,
            node.dice,
            "resolve",
            f"{g.name(ctx.source)}: "
            + (
                "które kości rozpatrzyć, w kolejności"
                if node.order_chosen
                else "którą kość rozpatrzyć"
            ),
            candidates=candidates,
        )
    if not chosen:
        return isinstance(getattr(node.dice, "count", None), A.AnyNumber | A.UpTo | A.UpToAmount)
    # "against each of an opponent's characters" (Salvo) applies the die to every one of them;
    # "against a character" (Sure Shot) to the one the player chooses (RR cz. 8 › wybierz
    # (cel); cz. 2 › obrażenia: all of one die's damage goes to one character), and that
    # character is the one a later "that character" names.
    each_of: list[str] | None = None
    against: str | None = None
    if node.against is not None:
        each = isinstance(node.against, A.Select) and (
            node.against.each or isinstance(node.against.count, A.All)
        )
        if each:
            each_of = _candidates(ctx, node.against)
        else:
            aimed = select(
                ctx,
                node.against,
                "target",
                f"{g.name(ctx.source)}: przeciwko której postaci rozpatrzyć kość",
            )
            if not aimed:
                g.emit(
                    "note",
                    f"{g.name(ctx.source)}: brak postaci, przeciwko której można rozpatrzyć kość.",
                    {},
                    rules=("dice_by_cards", "choose_target"),
                )
                return False
            if len(aimed) > 1:
                each_of = aimed
            else:
                against = aimed[0]
    # "resolve that die and another …, increasing one of their values by 2": with several dice
    # and no "each", the increase goes to one die, the player's choice
    increased = list(dict.fromkeys(chosen))
    if node.increase is not None and not node.increase_each and len(increased) > 1:
        pick = g.decide(
            f"{ctx.key}.increase",
            decider=ctx.performer,
            rule="dice_by_cards",
            options=increased,
            default=increased[0],
            question=f"{g.name(ctx.source)}: wartość której kości zwiększyć",
        )
        increased = [str(pick)]
    complete = True
    for did in chosen:
        if g.s.phase == "over" or g.s.die(did).location != "pool":
            continue
        face = g.s.die(did).showing
        assert face is not None
        as_symbol = None
        if node.as_symbols:
            # "as if it were showing melee damage (it keeps its original value)"
            options = [x for x in node.as_symbols if x != face.symbol] or list(node.as_symbols)
            as_symbol = (
                options[0]
                if len(options) == 1
                else g.decide(
                    f"{ctx.key}.symbol",
                    decider=ctx.performer,
                    rule="dice_by_cards",
                    options=options,
                    default=options[0],
                    question=f"{g.name(ctx.source)}: jako jaki symbol rozpatrzyć {g.die(did)}",
                )
            )
        elif node.as_other_symbol:
            symbols = [
                s for s in ("MD", "RD", "Sh", "R", "Dr", "Dc", "F", "Sp") if s != face.symbol
            ]
            as_symbol = g.decide(
                f"{ctx.key}.symbol",
                decider=ctx.performer,
                rule="dice_by_cards",
                options=symbols,
                default=symbols[0],
                question=f"{g.name(ctx.source)}: jako jaki symbol rozpatrzyć {g.die(did)}",
            )
        cost = 0 if free else face.cost
        if cost > g.s.player(ctx.performer).resources:
            g.emit(
                "note",
                f"Nie można zapłacić kosztu {g.die(did, 'gen')} ({cost}): nie zostaje rozpatrzona.",
                {},
                rules=("die_cost", "dice_by_cards"),
            )
            complete = False
            continue
        if free and face.cost:
            g.emit(
                "note",
                f"Koszt {g.die(did, 'gen')} w zasobach nie musi być zapłacony.",
                {},
                rules=("free",),
            )
        # The card's `target` decision may name the character the die's damage or shields
        # go to (FN-2199: `fn.target`); when it names something else (the die this ability
        # chose), the die's own `<die>.target` decision is asked for instead.
        target = against if against is not None else g.peek(f"{ctx.key}.target")
        if not (isinstance(target, str) and target in g.s.all_characters()):
            target = None
        group = dicerules.Group(dice=[did], target=target)
        ctx.bound["resolving_die"] = did
        if node.increase is not None and did in increased:
            bonus = _amount(ctx, node.increase)
            if node.increase_per is not None:
                # "zwiększając jej wartość o 1 za każdą właśnie odrzuconą kartę": per object
                per = (
                    _resolve_ref(ctx, node.increase_per)
                    if isinstance(node.increase_per, A.Ref)
                    else _candidates(ctx, node.increase_per)
                )
                bonus *= len(per)
            group = dicerules.Group(dice=[did], target=group.target, data={"bonus": bonus})
        if as_symbol == "F":
            # resolved as a focus: the player turns up to its value of his other dice
            # (RR cz. 2 › skupienie), decision `<card>.turn` ({die: face}; default none)
            focus_value = faces.value(face) + int(group.data.get("bonus", 0))

            def valid_turns(
                value: Any, did: str = did, focus_value: int = focus_value
            ) -> str | None:
                if not isinstance(value, dict):
                    return "podaj obroty jako {kość: ścianka}"
                try:
                    dicerules.check_focus(g, ctx.performer, did, focus_value, value)
                except Refusal as refusal:
                    return refusal.message
                return None

            turns = g.decide(
                f"{ctx.key}.turn",
                decider=ctx.performer,
                rule="focus",
                options=None,
                default={},
                question=f"{g.name(ctx.source)}: które kości obrócić skupieniem i na jakie ścianki",
                validate=valid_turns,
            )
            group = dicerules.Group(
                dice=[did], target=group.target, data={**group.data, "turn": dict(turns)}
            )
        ok = dicerules.resolve_group(
            g,
            ctx.performer,
            group,
            free=free,
            rules=("dice_by_cards",)
            + (("as_if_yours",) if node.as_yours and g.s.die(did).owner != ctx.performer else ()),
            as_symbol=as_symbol,
            extra=({"each_of": each_of} if each_of else {})
            | ({"unblockable": True} if node.unblockable else {}),
            keep_in_pool=node.keep_in_pool,
            value_as=_amount(ctx, node.value_as) if node.value_as is not None else None,
            as_base=node.ignore_modifier,
        )
        complete = ok and complete
        # "the die you just resolved" (its value: the face it was resolved with)
        ctx.bound.setdefault(f"value:{did}", faces.value(face))
        ctx.did("resolved", "die", [did])
    if against is not None:
        ctx.push("character", against)  # "that character" is the one aimed at, not the die's
    return complete


def _resolve_face(ctx: Ctx, node: A.ResolveFace) -> bool:
    """Resolve one face of a die that is not in the pool (Poe Dameron): its cost is paid, a
    modifier or a blank cannot be resolved; a special resolves that card's special ability."""
    g = ctx.g
    showing: set[str] = set()
    if isinstance(node.die, A.Ref):
        # "Resolve another side of this die" (Ghost, R2-D2): the named die's card, any side
        # but the one it shows (RR cz. 2 › rozpatrywanie kości przez karty)
        dice = [d for d in _resolve_ref(ctx, node.die) if d in g.s.dice]
        if not dice:
            raise unbound(ctx, node.die)
        owners = [h for d in dice if (h := g.s.die(d).home) is not None]
        showing = {faces.notation(f) for d in dice if (f := g.s.die(d).showing) is not None}
    else:
        owners = (
            _candidates(ctx, node.die.owner)
            if isinstance(node.die, A.Select) and (node.die.owner is not None)
            else []
        )
    cards = [c for c in owners if g.defn(c).faces]
    if not cards:
        g.emit(
            "note",
            f"{g.name(ctx.source)}: odrzucona karta nie ma kości — nic do rozpatrzenia.",
            {},
            rules=("dice_by_cards",),
        )
        return True
    card = cards[0]
    options = sorted(
        {faces.notation(f) for f in g.defn(card).faces if not f.modifier and f.symbol != "-"}
        - showing
    )
    if not options:
        return True
    pick = g.decide(
        f"{ctx.key}.face",
        decider=ctx.performer,
        rule="dice_by_cards",
        options=options,
        default=options[0],
        question=f"{g.name(ctx.source)}: którą ściankę kości karty {g.name(card)} rozpatrzyć",
        validate=_one_face,
    )
    face = faces.parse(str(pick))
    if face.cost > g.s.player(ctx.performer).resources:
        g.emit("note", "Nie można zapłacić kosztu tej ścianki.", {}, rules=("die_cost",))
        return False
    if face.cost:
        zones.pay(g, ctx.performer, face.cost, what=f"ściankę {pick}", rules=("die_cost",))
    g.emit(
        "resolve_die",
        f"{g.player_name(ctx.performer)} rozpatruje ściankę {pick} kości "
        f"karty {g.name(card)} (bez rzucania nią).",
        {"card": card, "face": pick, "player": ctx.performer},
        rules=("dice_by_cards", dicerules.SYMBOL_RULE[face.symbol]),
    )
    if face.symbol == "Sp":
        outcome: dict[str, Any] = {}
        run_special(g, ctx.performer, card, None, dicerules.Group(dice=[]), outcome)
        return True
    group = dicerules.Group(
        dice=[],
        target=g.peek(f"{ctx.key}.target"),
        data={"distribute": g.peek(f"{ctx.key}.distribute")}
        if g.peek(f"{ctx.key}.distribute")
        else {},
    )
    value = faces.value(face)
    if face.variable:  # X as the card defines it: an integral ability, in play or not
        value += g.abilities.x_value(card, ctx.performer)  # (RR cz. 7 › integralne zdolności)
    return dicerules.apply_symbol(
        g, ctx.performer, None, face.symbol, value, group, {}, {}, home=card
    )


def _resolve_special(ctx: Ctx, node: A.ResolveSpecial) -> bool:
    """Resolve another card's special ability as if it were yours (Spryt): a reroll "instead
    of removing this die" cannot apply, the die is not yours (FAQ on Spryt and Czarny)."""
    g = ctx.g
    options = [
        c
        for c in _candidates(ctx, node.source)
        if any(a.kind == "special" for a in abilities(g.defn(c)))
    ]
    chosen = select(
        ctx, node.source, "special", "Specjalna zdolność której karty", candidates=options
    )
    if not chosen:
        return False
    outcome: dict[str, Any] = {}
    run_special(
        g, ctx.performer, chosen[0], None, dicerules.Group(dice=[]), outcome, as_if_yours=True
    )
    return True


def _choose_symbol(ctx: Ctx, node: A.ChooseSymbol) -> bool:
    """ "Wybierz symbol przedstawiony na …": a symbol shown on one of those dice."""
    g = ctx.g
    shown = sorted(
        {
            symbol
            for d in _candidates(ctx, node.shown_on)
            if (symbol := _showing_symbol(g.s.die(d).showing)) is not None
        }
    )
    if not shown:
        g.emit(
            "note",
            f"{g.name(ctx.source)}: żadna kość nie przedstawia symbolu do wyboru.",
            {},
            rules=("choose_option",),
        )
        return False
    symbol = g.decide(
        f"{ctx.key}.symbol",
        decider=ctx.performer,
        rule="choose_option",
        options=shown,
        default=shown[0],
        question=f"{g.name(ctx.source)}: wybierz symbol",
    )
    ctx.bound["symbol"] = symbol
    return True


HANDLERS: dict[type, Any] = {
    A.RollDice: _roll,
    A.RerollDice: _reroll,
    A.RemoveDice: _remove,
    A.TurnDie: _turn,
    A.ResolveDie: _resolve_die,
    A.ResolveFace: _resolve_face,
    A.ChooseSymbol: _choose_symbol,
    A.ResolveSpecial: _resolve_special,
}
