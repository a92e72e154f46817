"""Card abilities: which ones a moment triggers, and resolving them (RR cz. 7 "Zdolności").

Abilities come from the grammar's AST (`judge.cards.ast`), read by `interpreter`: this module
knows the *kinds* of ability the rules define and how each is used:

* action abilities ("Akcja -") cost the player his action (RR cz. 7 › zdolności akcji);
* claim abilities ("Zajęcie -") are optional for the player claiming (› zdolności zajęcia);
* special abilities ([special]) resolve when a die showing the special symbol of the card's
  die is resolved, and are mandatory then (› zdolności specjalne);
* persistent abilities apply while the card is in play (› zdolności trwałe);
* triggered abilities ("Przed tym, jak…", "Po tym, jak…") resolve when their condition is
  met (› zdolności aktywowane);
* keywords Strażnik, Zasadzka, Przepisanie are shorthand whose full rules live here
  (› słowa kluczowe); a card cannot have a keyword twice (gaining it twice changes nothing).

Abilities must be resolved as fully as possible unless they say "może" or leave a choice
(RR cz. 7, intro). Triggered abilities exist independently of their source: once triggered
they resolve fully even if the card leaves play (› zdolności aktywowane).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from judge.cards import ast as A
from judge.engine.destiny import damage, dicerules, interpreter, upgrades, zones
from judge.engine.destiny import polish as pl
from judge.engine.destiny.host import Plan, Result
from judge.engine.destiny.moments import Moment, Trigger

if TYPE_CHECKING:
    from judge.engine.destiny.host import Host
    from judge.engine.destiny.state import Delayed, QueueItem


# --- keywords and persistent effects ----------------------------------------------------------


def upkeep_resources(g: Host, pid: str, base: int) -> int:
    amount, floor = base, 0
    for cid in interpreter.cards_in_play(g):
        delta, minimum = interpreter.upkeep_modifier(g, cid, pid)
        amount += delta
        floor = max(floor, minimum)
    return max(amount, min(floor, base))


def integral_card_distributes(g: Host, card: str) -> bool:
    """Whether the card's die has an integral ability letting its shields be distributed
    (applies whether or not the card is in play: RR cz. 7 › integralne zdolności kości)."""
    return interpreter.distributes_die_shields(g.defn(card))


def run_replacement(ctx: Any, effect: Any) -> None:
    """Run the replacement an ability set up for the step the rules would take next."""
    interpreter.run(ctx, effect)


def protected_from_opponent(g: Host, did: str, remover: str) -> bool:
    """Whether an opponent's effect may not remove this die (Pilot myśliwca TIE)."""
    return interpreter.die_protected(g, did, remover)


# --- triggers ------------------------------------------------------------------------------


def triggered(g: Host, moment: Moment, when: str) -> list[Trigger]:
    """Every ability `moment` triggers at `when` ("before" or "after"), in board order."""
    found: list[Trigger] = []
    if when == "before" and moment.kind == "activate":
        found.extend(_guardian(g, moment))
    if when == "after" and moment.kind == "defeated":
        for upgrade in moment.data.get("limbo", ()):
            found.append(
                Trigger(
                    source=upgrade,
                    ability=-1,
                    controller=g.s.card(upgrade).owner,
                    label="Przepisanie: poruszenie ulepszenia na inną twoją postać",
                    optional=True,
                    keyword="redeploy",
                    context={"character": moment.subject},
                )
            )
    for cid in interpreter.cards_in_play(g):
        found.extend(interpreter.triggers(g, cid, moment, when))
    return found


def _guardian(g: Host, moment: Moment) -> list[Trigger]:
    """Strażnik: before a character with Guardian is activated, its owner may remove one die
    showing damage (melee or ranged) from any opponent's pool to deal damage equal to its
    value to that character (RR cz. 7 › słowa kluczowe › strażnik)."""
    cid = moment.subject
    if cid is None or cid not in g.s.cards or g.s.card(cid).kind != "character":
        return []
    if "guardian" not in interpreter.keywords(g, cid):
        return []
    owner = g.s.card(cid).owner
    if not guardian_dice(g, owner):
        return []  # no opponent's die shows damage: nothing to remove
    return [
        Trigger(
            source=cid,
            ability=-1,
            controller=owner,
            label="Strażnik: usuń kość przeciwnika z obrażeniami, aby zadać je tej postaci",
            optional=True,
            keyword="guardian",
            context={"character": cid},
        )
    ]


def guardian_dice(g: Host, owner: str) -> list[str]:
    dice = []
    for pid in g.s.opponents(owner):
        for did in g.s.player(pid).pool:
            face = g.s.die(did).showing
            shows_damage = face is not None and face.symbol in ("MD", "RD")
            if shows_damage and not protected_from_opponent(g, did, owner):
                dice.append(did)
    return dice


def still_applies(g: Host, trigger: Trigger, moment: Moment) -> bool:
    if trigger.keyword == "guardian":
        return g.s.in_play(trigger.source) and bool(guardian_dice(g, trigger.controller))
    if (
        moment.subject is not None
        and moment.subject in g.s.cards
        and moment.kind
        in (
            "defeat",
            "deal_damage",
            "take_damage_before",
            "gain_shields",
            "activate",
        )
    ):
        return g.s.in_play(moment.subject)
    return True


def cost_problem(g: Host, trigger: Trigger, moment: Moment) -> tuple[str, tuple[str, ...]] | None:
    """Why an optional "before" ability cannot be used now (its cost cannot be paid)."""
    if trigger.keyword is not None or trigger.ability < 0:
        return None
    return interpreter.cost_problem(
        g,
        trigger.source,
        trigger.ability,
        trigger.controller,
        moment=moment,
        context=trigger.context,
    )


def resolve_trigger(g: Host, trigger: Trigger, moment: Moment) -> Result:
    """Resolve a "before" ability now (it interrupts the moment)."""
    if trigger.keyword == "guardian":
        _resolve_guardian(g, trigger)
        return Result()
    return interpreter.run_triggered(
        g,
        trigger.source,
        trigger.ability,
        trigger.controller,
        moment=moment,
        context=trigger.context,
    )


def _resolve_guardian(g: Host, trigger: Trigger) -> None:
    owner, cid = trigger.controller, trigger.source
    options = guardian_dice(g, owner)
    chosen = g.decide(
        f"{cid}.remove",
        decider=owner,
        rule="guardian",
        options=options,
        default=options[0],
        question=f"Strażnik ({g.name(cid)}): którą kość przeciwnika usunąć",
    )
    value = g.s.die(chosen).showing.value or 0  # type: ignore[union-attr]
    dicerules.remove_die(g, chosen, by=owner, why=f"Strażnik {g.name(cid)}")
    damage.deal_damage(g, cid, value, dealer=owner, source=cid, rules=("guardian",))


def resolve_queue_item(g: Host, item: QueueItem) -> None:
    """Resolve an item at the head of the queue (an "after" ability or a queued effect)."""
    context = dict(item.context)
    if context.get("keyword") == "redeploy":
        _resolve_redeploy(g, item)
        return
    if item.kind != "ability" or item.source is None or item.ability is None:
        return
    if context.get("optional"):
        problem = interpreter.cost_problem(
            g, item.source, item.ability, item.player, moment=None, context=context
        )
        if problem is not None:
            reason, rules = problem
            g.emit(
                "note",
                f"{pl.cap(g.name(item.source))}: zdolności nie można użyć — {reason}, "
                "więc gracz nie jest pytany.",
                {"card": item.source},
                rules=rules,
            )
            return
    if context.get("optional") and not g.decide(
        f"{item.source}.use",
        decider=item.player,
        rule="abilities",
        options=[True, False],
        default=False,
        question=f"Czy użyć zdolności {g.card(item.source, 'gen')} ({item.label})?",
    ):
        g.emit(
            "note", f"{g.name(item.source)}: gracz nie używa zdolności.", {}, rules=("abilities",)
        )
        return
    interpreter.run_triggered(
        g, item.source, item.ability, item.player, moment=None, context=context
    )


def _resolve_redeploy(g: Host, item: QueueItem) -> None:
    """Przepisanie: after the attached character is defeated, its controller may move the
    upgrade onto any of his characters; its die moves to the new card even from the pool;
    play restrictions are ignored. Otherwise the upgrade is discarded (RR cz. 7 › słowa
    kluczowe › przepisanie)."""
    upgrade = item.source
    assert upgrade is not None
    owner = item.player
    if g.s.card(upgrade).zone != "limbo":
        return
    candidates = list(g.s.characters(owner))
    use = bool(candidates) and g.decide(
        f"{upgrade}.use",
        decider=owner,
        rule="redeploy",
        options=[True, False],
        default=False,
        question=f"Czy przepisać {g.card(upgrade, 'acc')}?",
    )
    if not use:
        zones.move_card(
            g,
            upgrade,
            "discard",
            f"{pl.cap(g.card(upgrade))} nie zostaje przepisane: odrzucone.",
            rules=("redeploy", "defeat"),
        )
        return
    target = g.decide(
        f"{upgrade}.target",
        decider=owner,
        rule="redeploy",
        options=candidates,
        default=candidates[0],
        question=f"Na którą postać przepisać {g.card(upgrade, 'acc')}",
    )
    upgrades.move_upgrade(g, upgrade, target, rules=("redeploy",), why="Przepisanie")


# --- specials, claims, card actions, delayed effects -----------------------------------------


def can_be_activated(g: Host, cid: str) -> bool:
    """ "This support can be activated." (later sets; the card text is the authority): a
    support without dice that its text lets be activated (exhausted, rolling nothing)."""
    return any(
        isinstance(ab.effect, A.Activatable)
        and isinstance(ab.effect.card, A.Ref)
        and ab.effect.card.to == "self"
        and ab.condition is None
        for ab in interpreter.abilities(g.defn(cid))
    )


def resolve_special(
    g: Host, player: str, did: str, group: dicerules.Group, outcome: dict[str, Any]
) -> bool:
    """Resolve the special ability of the card matching the die (never another card's); it
    is mandatory; with several, the player picks one (RR cz. 7 › zdolności specjalne)."""
    home = g.s.die(did).home
    if home is None:
        return False
    return interpreter.run_special(g, player, home, did, group, outcome)


def use_claim_ability(g: Host, actor: str, bf: str, spec: Mapping[str, Any]) -> None:
    """The claim ability is optional (RR cz. 7 › zdolności zajęcia): `claim: {use: false}`
    skips it; by default a player who claims uses it."""
    if not interpreter.has_claim(g.defn(bf)):
        return
    use = g.decide(
        f"{bf}.use",
        decider=actor,
        rule="claim_abilities",
        options=[True, False],
        default=spec.get("use", True) if isinstance(spec, Mapping) else True,
        question=f"Czy użyć zdolności zajęcia {g.card(bf, 'gen')}?",
    )
    if use:
        interpreter.run_claim(g, actor, bf, spec)


def plan_card_action(g: Host, actor: str, cid: str, data: Mapping[str, Any]) -> Plan:
    return interpreter.plan_action_ability(g, actor, cid, data)


def resolve_delayed(g: Host, delayed: Delayed) -> None:
    interpreter.run_delayed(g, delayed)
