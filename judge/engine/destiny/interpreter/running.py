"""Running whole abilities: triggered, special, event, claim, action abilities and delayed
effects, each with its cost paid first (RR cz. 7; cz. 5 › użycie akcji z karty).

An ability is announced with an `ability` step citing the kind of ability, then its cost is
paid and its effect resolved node by node (`dispatch.run`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from judge.cards import ast as A
from judge.engine.core.errors import Refusal
from judge.engine.destiny import polish as pl
from judge.engine.destiny.host import Plan, Result
from judge.engine.destiny.interpreter.context import Ctx, Deed, _ctx, _kind_of, _resolve_ref
from judge.engine.destiny.interpreter.dispatch import _can_pay, _pay, run
from judge.engine.destiny.interpreter.parsing import abilities, ability, indexed
from judge.engine.destiny.interpreter.persistent import _ability_holders
from judge.engine.destiny.interpreter.query import _amount, _candidates
from judge.engine.destiny.interpreter.triggers import triggers
from judge.engine.destiny.moments import Moment
from judge.engine.destiny.unsupported import Unsupported

if TYPE_CHECKING:
    from judge.engine.destiny.cards import CardDef
    from judge.engine.destiny.dicerules import Group
    from judge.engine.destiny.host import Host, Plan
    from judge.engine.destiny.state import Delayed


def on_enter_play(g: Host, cid: str) -> None:
    """Persistent effects that act when their card enters play: "Postać … jest elitarna
    (umieść na jej karcie drugą kopię jej kości)" takes the second die from the set-aside
    zone; with none there, or when the character is already elite, nothing happens
    (Trening clarification)."""
    for ab in abilities(g.defn(cid)):
        if ab.kind == "persistent" and isinstance(ab.effect, A.EntersPlay):
            _enters_play(g, cid, ab.effect)
            continue
        if ab.kind != "persistent" or not isinstance(ab.effect, A.Elite):
            continue
        for target in (
            _resolve_ref(_ctx(g, cid), ab.effect.target)
            if isinstance(ab.effect.target, A.Ref)
            else []
        ):
            character = g.s.card(target)
            if len(character.dice) >= 2:
                g.emit(
                    "note",
                    f"{g.name(target)} jest już elitarna: to nic nie robi.",
                    {"card": target},
                    rules=("effects",),
                )
                continue
            code = g.defn(target).code
            spare = [
                d
                for d in g.s.player(character.owner).set_aside_dice
                if g.s.die(d).home is None
                and ("die:" + d) in g.cards
                and g.defn("die:" + d).code == code
            ]
            if not spare:
                g.emit(
                    "note",
                    f"W strefie bocznej nie ma drugiej kości postaci {g.name(target)}: "
                    "zdolność nic nie robi.",
                    {"card": target},
                    rules=("set_aside",),
                )
                continue
            g.emit(
                "die_home",
                f"Druga {g.die(spare[0])} należy teraz do {g.name(target)}.",
                {"die": spare[0], "home": target},
                rules=("effects",),
            )
            g.emit(
                "die_off",
                f"{pl.cap(g.die(spare[0]))} kładziona na karcie {g.name(target)} "
                "(postać jest elitarna).",
                {"die": spare[0], "to": "card"},
                rules=("effects",),
            )


def _enters_play(g: Host, cid: str, node: A.EntersPlay) -> None:
    """ "This support enters play exhausted", "… enters play with 2 resources on it": the card
    is in play in that state before anything can react to its entering (later sets; the card
    text is the authority, `rules.CARD_TEXT`)."""
    if not (isinstance(node.card, A.Ref) and node.card.to == "self"):
        raise Unsupported(
            f"{g.name(cid)}: stan wejścia do gry innej karty niż ta nie jest jeszcze obsługiwany."
        )
    if node.exhausted and not g.s.card(cid).exhausted:
        g.emit(
            "exhaust",
            f"{pl.cap(g.card(cid))} wchodzi do gry {g.agree(cid, 'wyczerpana', 'wyczerpane')}.",
            {"card": cid},
            rules=("enters_play", "exhausted"),
        )
    if node.resources is not None:
        amount = _amount(_ctx(g, cid), node.resources)
        if amount > 0:
            g.emit(
                "card_resources",
                f"{pl.cap(g.card(cid))} wchodzi do gry: na {g.agree(cid, 'niej', 'nim')} "
                f"{pl.resources(amount)} (żetony na karcie).",
                {"card": cid, "delta": amount},
                rules=("enters_play", "resources_on_cards"),
            )


def _start(g: Host, cid: str, index: int, ab: A.Ability, rule: str, who: str) -> None:
    g.emit(
        "ability",
        f"{g.name(cid)}: {pl.plain(ab.text)}",
        {"card": cid, "kind": ab.kind, "player": who, "ability": index},
        rules=(rule,),
    )


def run_ability(ctx: Ctx, ab: A.Ability) -> bool:
    """Pay the ability's cost (", aby …") in full, then resolve its effect."""
    ctx.root = ab
    if ab.cost is not None:
        if not _can_pay(ctx, ab.cost):
            ctx.g.emit(
                "note",
                f"{ctx.g.name(ctx.source)}: koszt zdolności nie może zostać zapłacony w całości — "
                "efekt nie następuje.",
                {"card": ctx.source},
                rules=("effects",),
            )
            _pay(ctx, ab.cost, partial=True)
            return False
        if not _pay(ctx, ab.cost):
            return False
    return run(ctx, ab.effect)


def _triggered_ctx(
    g: Host,
    source: str,
    index: int,
    controller: str,
    moment: Moment | None,
    context: Mapping[str, Any],
) -> Ctx:
    snapshot = dict(context.get("moment") or {})
    if moment is not None:
        snapshot = moment.to_json()
    ctx = Ctx(
        g=g,
        source=source,
        controller=controller,
        performer=controller,
        ability=index,
        moment=snapshot,
        moment_obj=moment,
        key=source,
    )
    if snapshot.get("subject"):
        ctx.push(_kind_of(g, snapshot["subject"]), snapshot["subject"])
    if isinstance(snapshot.get("rolled"), list | tuple):
        # "After you activate …, … the dice you just rolled": what the trigger's event did
        rolled = tuple(str(d) for d in snapshot["rolled"])
        ctx.deeds.append(Deed("rolled", "die", rolled, len(rolled)))
    # "the character this card is attached to" keeps meaning that character after the card
    # leaves it during the effect ("odrzuć to ulepszenie i zadaj … postaci, do której …").
    ctx.bound["attached"] = context.get("attached") or g.s.card(source).attached_to
    return ctx


def cost_problem(
    g: Host,
    source: str,
    index: int,
    controller: str,
    *,
    moment: Moment | None,
    context: Mapping[str, Any],
) -> tuple[str, tuple[str, ...]] | None:
    """Why the optional ability cannot be used now, with the rules saying so, or None.

    A cost (", aby …") that cannot be paid cannot be begun: a card already exhausted cannot be
    exhausted again (RR cz. 6 › wyczerpana; FAQ on exhausted cards' abilities), resources one
    lacks cannot be spent (RR cz. 2 › koszt w zasobach), a card, die or shield that is not there
    cannot be discarded or removed. So the player is not asked whether he uses it. Discarding
    from the top of the deck is the exception the rules document: with a short deck the cards
    that are there are discarded and the effect does not happen (Iluzja Mocy clarification), so
    that ability is offered while the deck has a card."""
    ab = ability(g.defn(source), index)
    ctx = _triggered_ctx(g, source, index, controller, moment, context)
    if ab.cost is not None:
        problem = _unpayable(ctx, ab.cost)
        if problem is not None:
            reason, rules = problem
            return f"{reason} (kosztu nie da się zapłacić)", rules
    return _effect_problem(ctx, ab.effect)


def _effect_problem(ctx: Ctx, effect: Any) -> tuple[str, tuple[str, ...]] | None:
    """Why the effect of an optional ability can do nothing at all now, or None.

    "możesz aktywować tę postać" on an exhausted character: an exhausted character cannot be
    activated (RR cz. 5 › aktywowanie postaci: the player exhausts it; cz. 6 › wyczerpana), so
    the ability cannot act and its player is not asked (Jango Fett exhausted when an opponent
    activates); "możesz przygotować tę postać" on a ready character likewise (Bala-Tik). Only
    the part that must resolve first counts: "X. Następnie Y" with X
    impossible does nothing; a sequence does nothing only when every step does nothing."""
    g = ctx.g
    if isinstance(effect, A.Then):
        return _effect_problem(ctx, effect.first)
    if isinstance(effect, A.Sequence):
        problems = [_effect_problem(ctx, step) for step in effect.steps]
        return problems[0] if problems and all(problems) else None
    if isinstance(effect, A.Activate):
        targets = (
            _resolve_ref(ctx, effect.target)
            if isinstance(effect.target, A.Ref)
            else _candidates(ctx, effect.target)
        )
        if not any(g.s.in_play(c) and not g.s.card(c).exhausted for c in targets):
            if isinstance(effect.target, A.Ref) and len(targets) == 1 and g.s.in_play(targets[0]):
                cid = targets[0]
                state = g.agree(
                    cid,
                    "wyczerpana i nie może zostać aktywowana",
                    "wyczerpane i nie może zostać aktywowane",
                )
                return f"{g.card(cid)} jest {state}", (
                    "exhausted",
                    "activate",
                )
            return "nie ma gotowej postaci, którą można aktywować", ("exhausted", "activate")
    if isinstance(effect, A.Ready) and isinstance(effect.target, A.Ref):
        # "możesz przygotować tę postać" on a ready character (Bala-Tik): readying turns an
        # exhausted card upright (RR cz. 6 › przygotowana); a ready one has nothing to turn
        targets = [c for c in _resolve_ref(ctx, effect.target) if g.s.in_play(c)]
        if targets and not any(g.s.card(c).exhausted for c in targets):
            cid = targets[0]
            ready = g.agree(cid, "przygotowana", "przygotowane")
            return f"{g.card(cid)} jest już {ready}", ("ready",)
    return None


def _unpayable(ctx: Ctx, cost: Any) -> tuple[str, tuple[str, ...]] | None:
    if isinstance(cost, A.Sequence):
        for step in cost.steps:
            problem = _unpayable(ctx, step)
            if problem is not None:
                return problem
        return None
    if _can_pay(ctx, cost):
        return None
    g = ctx.g
    if isinstance(cost, A.Discard) and cost.zone == "deck_top":
        if g.s.player(ctx.performer).deck:
            return None  # paid as far as the deck goes (Iluzja Mocy clarification)
        return "talia jest pusta", ("abilities",)
    if isinstance(cost, A.Exhaust):
        return "karta jest już wyczerpana", ("exhausted", "faq_special_exhausted")
    if isinstance(cost, A.SpendResources | A.PayCost):
        return "brak zasobów na koszt", ("die_cost", "abilities")
    return "kosztu nie da się zapłacić", ("abilities",)


def run_triggered(
    g: Host,
    source: str,
    index: int,
    controller: str,
    *,
    moment: Moment | None,
    context: Mapping[str, Any],
) -> Any:
    ab = ability(g.defn(source), index)
    ctx = _triggered_ctx(g, source, index, controller, moment, context)
    complete = run_ability(ctx, ab)
    return Result(replaced=bool(ctx.outcome.get("replaced")), complete=complete)


def run_special(
    g: Host,
    player: str,
    home: str,
    did: str | None,
    group: Group,
    outcome: dict[str, Any],
    *,
    as_if_yours: bool = False,
) -> bool:
    """Resolve the special ability of card `home` (RR cz. 7 › zdolności specjalne)."""
    specials = [(i, a) for i, a in indexed(g.defn(home)) if a.kind == "special"]
    if not specials:
        g.emit(
            "note",
            f"{g.name(home)} nie ma zdolności specjalnej.",
            {"card": home},
            rules=("special",),
        )
        return False
    if len(specials) > 1:
        labels = [str(n) for n in range(1, len(specials) + 1)]
        pick = g.decide(
            f"{home}.special",
            decider=player,
            rule="special",
            options=labels,
            default="1",
            question=f"Którą zdolność specjalną karty {g.name(home)} rozpatrzyć",
        )
        index, ab = specials[int(pick) - 1]
    else:
        index, ab = specials[0]
    ctx = Ctx(
        g=g,
        source=home,
        controller=player,
        performer=player,
        ability=index,
        die=did,
        key=home,
        outcome=outcome,
    )
    if as_if_yours and did is None:
        ctx.bound["without_die"] = True
    if group.target is not None:
        g.decisions.setdefault(f"{home}.target", group.target)
    _start(g, home, index, ab, "special", player)
    return run_ability(ctx, ab)


def run_event(g: Host, actor: str, cid: str, options: Mapping[str, Any]) -> dict[str, Any]:
    outcome: dict[str, Any] = {}
    for index, ab in indexed(g.defn(cid)):
        if ab.kind != "effect":
            continue
        ctx = Ctx(
            g=g,
            source=cid,
            controller=actor,
            performer=actor,
            ability=index,
            key=cid,
            outcome=outcome,
        )
        _start(g, cid, index, ab, "events", actor)
        outcome["complete"] = run_ability(ctx, ab) and outcome.get("complete", True)
    return outcome


def has_claim(defn: CardDef) -> bool:
    return any(a.kind == "claim" for a in abilities(defn))


def run_claim(g: Host, actor: str, bf: str, spec: Mapping[str, Any]) -> None:
    for index, ab in indexed(g.defn(bf)):
        if ab.kind != "claim":
            continue
        ctx = Ctx(g=g, source=bf, controller=actor, performer=actor, ability=index, key=bf)
        _start(g, bf, index, ab, "claim_abilities", actor)
        run_ability(ctx, ab)


# The kinds of ability a player uses as an action ("use: CARD, ability: N" numbers them in the
# card's order): "Akcja –" and the later sets' "Power Action –" (once per round per card).
ACTION_KINDS = ("action", "power_action")


def plan_action_ability(g: Host, actor: str, cid: str, data: Mapping[str, Any]) -> Plan:
    """Use an "Akcja" ability (RR cz. 7 › zdolności akcji), or a "Power Action" (later sets: an
    action ability each card may use once per round, `rules.CARD_TEXT["power_action"]`). An
    ability whose cost exhausts its
    card cannot be used while the card is exhausted (FAQ on exhausted cards' abilities). Any
    other cost that cannot be paid does not refuse the action: the player may take it, nothing
    happens, and it counts as a pass (RR cz. 5 › pasowanie, example 1: Generał Veers's action
    with no die of his in the pool). An optional triggered ability, by contrast, is not even
    offered when its cost cannot be paid (`cost_problem`)."""
    actions = [(i, a) for i, a in indexed(g.defn(cid)) if a.kind in ACTION_KINDS]
    if not actions:
        raise Refusal(f"{g.name(cid)} nie ma zdolności „Akcja”.", "action_abilities")
    number = int(data.get("ability", 1))
    if not 1 <= number <= len(actions):
        raise Refusal(f"{g.name(cid)} ma {len(actions)} zdolności „Akcja”.", "action_abilities")
    index, ab = actions[number - 1]
    power = ab.kind == "power_action"
    used_key = f"round:power:{cid}:{index}"
    if power and g.s.counters.get(used_key, 0):
        raise Refusal(
            f"{pl.cap(g.name(cid))}: z tej „Power Action” skorzystano już w tej rundzie.",
            "power_action",
        )
    exhausts_self = any(
        isinstance(node, A.Exhaust) and isinstance(node.target, A.Ref) and node.target.to == "self"
        for node in A.walk(ab.cost)
    )
    if exhausts_self and g.s.card(cid).exhausted:
        raise Refusal(
            f"{pl.cap(g.card(cid))} jest {g.agree(cid, 'wyczerpana', 'wyczerpane')}: ta akcja "
            f"wymaga {g.agree(cid, 'jej', 'jego')} wyczerpania.",
            "exhausted",
        )

    def run_plan(plan: Plan) -> None:
        ctx = Ctx(g=g, source=cid, controller=actor, performer=actor, ability=index, key=cid)
        _start(g, cid, index, ab, "action_abilities", actor)
        if power:
            g.emit(
                "counter",
                f"{g.name(cid)}: „Power Action” użyta — do końca rundy nie można jej użyć "
                "ponownie.",
                {"key": used_key, "delta": 1},
                rules=("power_action",),
            )
        if ab.cost is not None:
            if not _can_pay(ctx, ab.cost):
                g.emit(
                    "note",
                    f"{g.name(cid)}: koszt akcji nie może zostać zapłacony — nic się nie dzieje.",
                    {"card": cid},
                    rules=("action_abilities",),
                )
                return
            _pay(ctx, ab.cost)
        plan.after_cost = g.signature()
        ctx.root = ab
        run(ctx, ab.effect)

    return Plan(label=f"używa akcji karty {g.name(cid)}", run=run_plan)


def run_delayed(g: Host, delayed: Delayed) -> None:
    context = dict(delayed.context)
    ab = ability(g.defn(delayed.source), int(context["ability"]))
    node = _follow(ab, list(context["path"]))
    ctx = Ctx(
        g=g,
        source=delayed.source,
        controller=delayed.player,
        performer=delayed.player,
        ability=int(context["ability"]),
        key=delayed.source,
    )
    bound = dict(context.get("bound") or {})
    ctx.deeds = [Deed(v, k, tuple(o), int(n)) for v, k, o, n in bound.pop("deeds", [])]
    ctx.bound = {k: list(v) if isinstance(v, list | tuple) else v for k, v in bound.items()}
    ctx.root = ab
    run(ctx, node.effect)


def _path_to(root: Any, target: Any, path: list[Any] | None = None) -> list[Any] | None:
    path = path or []
    if root is target:
        return path
    if isinstance(root, A.Node) and dataclasses.is_dataclass(root):
        for item in dataclasses.fields(root):
            found = _path_to(getattr(root, item.name), target, [*path, item.name])
            if found is not None:
                return found
    elif isinstance(root, tuple | list):
        for i, item in enumerate(root):
            found = _path_to(item, target, [*path, i])
            if found is not None:
                return found
    return None


def _follow(root: Any, path: list[Any]) -> Any:
    node = root
    for step in path:
        node = node[step] if isinstance(step, int) else getattr(node, step)
    return node


def optional_cost_reduction(g: Host, actor: str, cid: str) -> int:
    """How much "before you play" abilities could still reduce the cost (Spaja wszystkie
    rzeczy), counting only those whose cost can be paid; used only to decide whether an
    attempt to play is hopeless."""
    moment = Moment("play_card", actor, cid, {"type": g.defn(cid).type}, label="")
    total = 0
    for source in _ability_holders(g):
        for trigger in triggers(g, source, moment, "before", probe=True):
            if cost_problem(g, source, trigger.ability, actor, moment=moment, context={}):
                continue  # an exhausted reducer cannot be used (RR cz. 6 › wyczerpana)
            ab = ability(g.defn(source), trigger.ability)
            for node in A.walk(ab.effect):
                if isinstance(node, A.ReduceCost) and isinstance(node.amount, A.Fixed):
                    total += node.amount.value
    return total
