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
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from judge.engine.core.errors import Refusal
from judge.engine.destiny import damage, dicerules, interpreter, timing, zones
from judge.engine.destiny import polish as pl
from judge.engine.destiny.moments import Moment
from judge.engine.destiny.timing import Trigger

if TYPE_CHECKING:
    from judge.engine.destiny.actions import Plan
    from judge.engine.destiny.engine import Engine
    from judge.engine.destiny.state import Delayed, QueueItem


@dataclass
class Result:
    """What resolving an ability did: `replaced` when it replaced the moment it interrupted,
    `complete` when it resolved in full (for "Następnie")."""

    replaced: bool = False
    complete: bool = True


# --- keywords and persistent effects ----------------------------------------------------------


def keywords(g: Engine, cid: str) -> set[str]:
    """The keywords a card has: printed ones and those granted by persistent abilities of cards
    in play. A set: gaining a keyword twice changes nothing (RR cz. 7 › słowa kluczowe)."""
    found = set(interpreter.printed_keywords(g.defn(cid)))
    found |= set(g.s.extra.get("granted_keywords", {}).get(cid, ()))
    card = g.s.cards.get(cid)
    if card is not None and card.zone == "play":
        for source in _cards_in_play(g):
            found |= interpreter.granted_keywords(g, source, cid)
    return found


KEYWORD_NAMES = {"ambush": "Zasadzka", "guardian": "Strażnik", "redeploy": "Przepisanie"}


def _cards_in_play(g: Engine) -> list[str]:
    result = []
    for pid in g.s.order:
        player = g.s.players[pid]
        for cid in player.characters:
            result.append(cid)
            result.extend(g.s.card(cid).upgrades)
        result.extend(player.supports)
    if g.s.battlefield:
        result.append(g.s.battlefield)
    return result


def upkeep_resources(g: Engine, pid: str, base: int) -> int:
    amount, floor = base, 0
    for cid in _cards_in_play(g):
        delta, minimum = interpreter.upkeep_modifier(g, cid, pid)
        amount += delta
        floor = max(floor, minimum)
    return max(amount, min(floor, base))


def hand_limit_bonus(g: Engine, pid: str) -> int:
    return sum(interpreter.hand_limit_bonus(g, cid, pid) for cid in _cards_in_play(g))


def integral_card_distributes(g: Engine, card: str) -> bool:
    """Whether the card's die has an integral ability letting its shields be distributed
    (applies whether or not the card is in play: RR cz. 7 › integralne zdolności kości)."""
    return interpreter.distributes_die_shields(g.defn(card))


def run_replacement(ctx: Any, effect: Any) -> None:
    """Run the replacement an ability set up for the step the rules would take next."""
    interpreter.run(ctx, effect)


def protected_from_opponent(g: Engine, did: str, remover: str) -> bool:
    """Whether an opponent's effect may not remove this die (Pilot myśliwca TIE)."""
    return interpreter.die_protected(g, did, remover)


# --- triggers ------------------------------------------------------------------------------


def triggered(g: Engine, moment: Moment, when: str) -> list[Trigger]:
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
    for cid in _cards_in_play(g):
        found.extend(interpreter.triggers(g, cid, moment, when))
    return found


def _guardian(g: Engine, moment: Moment) -> list[Trigger]:
    """Strażnik: before a character with Guardian is activated, its owner may remove one die
    showing damage (melee or ranged) from any opponent's pool to deal damage equal to its
    value to that character (RR cz. 7 › słowa kluczowe › strażnik)."""
    cid = moment.subject
    if cid is None or cid not in g.s.cards or g.s.card(cid).kind != "character":
        return []
    if "guardian" not in keywords(g, cid):
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


def guardian_dice(g: Engine, owner: str) -> list[str]:
    dice = []
    for pid in g.s.opponents(owner):
        for did in g.s.player(pid).pool:
            face = g.s.die(did).showing
            shows_damage = face is not None and face.symbol in ("MD", "RD")
            if shows_damage and not protected_from_opponent(g, did, owner):
                dice.append(did)
    return dice


def still_applies(g: Engine, trigger: Trigger, moment: Moment) -> bool:
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


def resolve_trigger(g: Engine, trigger: Trigger, moment: Moment) -> Result:
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


def _resolve_guardian(g: Engine, trigger: Trigger) -> None:
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


def resolve_queue_item(g: Engine, item: QueueItem) -> None:
    """Resolve an item at the head of the queue (an "after" ability or a queued effect)."""
    context = dict(item.context)
    if context.get("keyword") == "redeploy":
        _resolve_redeploy(g, item)
        return
    if item.kind != "ability" or item.source is None or item.ability is None:
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


def _resolve_redeploy(g: Engine, item: QueueItem) -> None:
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
    move_upgrade(g, upgrade, target, rules=("redeploy",), why="Przepisanie")


def move_upgrade(g: Engine, upgrade: str, target: str, *, rules: tuple[str, ...], why: str) -> None:
    """Move an upgrade onto `target` (ignoring play restrictions: it is not played); its die
    goes onto the new card. A character with more than 3 upgrades must discard down to 3
    (RR cz. 1 › ulepszenia; cz. 8 › poruszanie)."""
    zones.move_card(
        g,
        upgrade,
        "play",
        f"{pl.cap(g.card(upgrade))} przeniesione na {g.card(target, 'acc')} ({why}).",
        rules=(*rules, "moving"),
        attach_to=target,
    )
    for did in g.s.card(upgrade).dice:
        if g.s.die(did).location != "card":
            g.emit(
                "die_off",
                f"Kość {did} przenosi się na kartę {g.name(target)}.",
                {"die": did, "to": "card"},
                rules=rules,
            )
    enforce_upgrade_limit(g, target)


def enforce_upgrade_limit(g: Engine, target: str) -> None:
    upgrades = list(g.s.card(target).upgrades)
    while len(upgrades) > 3:
        controller = g.s.card(target).controller
        choice = g.decide(
            f"{target}.discard_upgrade",
            decider=controller,
            rule="upgrades",
            options=upgrades,
            default=upgrades[0],
            question=f"{g.name(target)} ma ponad 3 ulepszenia: które odrzucić",
        )
        discard_upgrade(g, choice, why="limit 3 ulepszeń")
        upgrades = list(g.s.card(target).upgrades)


def _choose_die_of_copies(g: Engine, upgrade: str) -> None:
    """Two copies of one upgrade on one character with both dice in the pool: when one copy is
    discarded, its controller chooses which of the two dice is set aside (RR cz. 2 › kości
    opuszczające grę). The dice are identical, so choosing the other copy's die means the dice
    change cards: the chosen die goes with the discarded copy, the other stays in the pool for
    the copy that remains (two `die_home` events)."""
    card = g.s.card(upgrade)
    host = card.attached_to
    own = [d for d in card.dice if g.s.die(d).location == "pool"]
    if host is None or host not in g.s.cards or len(own) != 1:
        return
    defn = g.defn(upgrade)
    die_faces = g.s.die(own[0]).faces
    siblings = [
        d
        for u in g.s.card(host).upgrades
        if u != upgrade
        and g.defn(u).name == defn.name
        and g.defn(u).card.subtitle == defn.card.subtitle
        for d in g.s.card(u).dice
        if g.s.die(d).location == "pool" and g.s.die(d).faces == die_faces
    ]
    if not siblings:
        return
    options = [own[0], *siblings]
    chosen = g.decide(
        f"{upgrade}.die",
        decider=card.controller,
        rule="dice_leaving_play",
        options=options,
        default=own[0],
        question=(
            f"{g.name(upgrade)} opuszcza grę, a w puli są kości obu kopii ulepszenia: "
            "którą kość odłożyć na bok"
        ),
    )
    if chosen == own[0]:
        return
    other = g.s.die(chosen).home
    g.emit(
        "die_home",
        f"{pl.cap(dicerules.die_label(g, chosen))} zostaje przypisana do "
        f"{g.card(upgrade, 'gen')}: to ona zostanie odłożona na bok.",
        {"die": chosen, "home": upgrade},
        rules=("dice_leaving_play",),
    )
    g.emit(
        "die_home",
        f"{pl.cap(dicerules.die_label(g, own[0]))} zostaje w puli jako kość "
        f"{g.card(other, 'gen') if other else '—'}.",
        {"die": own[0], "home": other},
        rules=("dice_leaving_play",),
    )


def discard_upgrade(g: Engine, upgrade: str, *, why: str, rules: tuple[str, ...] = ()) -> None:
    """Discard an upgrade from play; its die is set aside (RR cz. 2 › kości opuszczające grę);
    with two copies on one character and both dice in the pool, the player chooses which die."""
    _choose_die_of_copies(g, upgrade)
    for did in g.s.card(upgrade).dice:
        if g.s.die(did).location != "set_aside":
            g.emit(
                "die_off",
                f"Kość {did} odłożona na bok (jej karta opuszcza grę).",
                {"die": did, "to": "set_aside"},
                rules=("dice_leaving_play",),
            )
    zones.move_card(
        g,
        upgrade,
        "discard",
        f"{pl.cap(g.card(upgrade))} odrzucone ({why}).",
        rules=(*rules, "upgrades"),
    )


# --- specials, claims, card actions, delayed effects -----------------------------------------


def resolve_special(
    g: Engine, player: str, did: str, group: dicerules.Group, outcome: dict[str, Any]
) -> bool:
    """Resolve the special ability of the card matching the die (never another card's); it
    is mandatory; with several, the player picks one (RR cz. 7 › zdolności specjalne)."""
    home = g.s.die(did).home
    if home is None:
        return False
    return interpreter.run_special(g, player, home, did, group, outcome)


def use_claim_ability(g: Engine, actor: str, bf: str, spec: Mapping[str, Any]) -> None:
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


def plan_card_action(g: Engine, actor: str, cid: str, data: Mapping[str, Any]) -> Plan:
    return interpreter.plan_action_ability(g, actor, cid, data)


def plan_play(g: Engine, actor: str, data: Mapping[str, Any]) -> Plan:
    from judge.engine.destiny import play

    return play.plan_play(g, actor, data)


def resolve_delayed(g: Engine, delayed: Delayed) -> None:
    interpreter.run_delayed(g, delayed)


_ = (Refusal, timing)
