"""The action phase: turns, the six actions, passing, additional actions (RR cz. 5).

On his turn a player takes one action or passes (RR cz. 5 › faza akcji, akcje):

1. play a card from his hand, paying its cost;
2. activate a ready character or support: exhaust it and roll its dice (a character rolls its
   upgrades' dice too);
3. resolve one or more of his dice showing the same symbol;
4. discard a card from his hand to reroll any of his dice in the pool;
5. use an "Akcja" ability of one of his cards;
6. claim the battlefield: he controls it, may use its claim ability, and passes every later
   turn of the round.

An action that changes nothing counts as a pass (RR cz. 5 › pasowanie). When both players pass
one after the other, the action phase ends. Illegal actions are refused, citing the rule, and
the player still has to act.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from judge.engine.core.errors import EngineStop, Refusal, ScenarioError
from judge.engine.core.runner import ActionEntry
from judge.engine.destiny import abilities, activation, dicerules, play, rounds, timing, zones
from judge.engine.destiny import polish as pl
from judge.engine.destiny.host import Plan, state_signature
from judge.engine.destiny.moments import Moment
from judge.engine.destiny.rules import CONTESTED

if TYPE_CHECKING:
    from judge.engine.destiny.host import Host


# --- the turn loop ---------------------------------------------------------------------------


def play_scenario(g: Host) -> None:
    """Replay the scenario's actions, one turn at a time, until they run out."""
    while True:
        actor = next_actor(g)
        if actor is None:
            return
        entry = g.feed.next()
        if entry is None:
            return
        if entry.player is not None and entry.player not in g.s.players:
            raise ScenarioError([(f"{entry.path}.player", f"nieznany gracz „{entry.player}”")])
        if entry.player is not None and entry.player != actor:
            raise ScenarioError(
                [
                    (
                        f"{entry.path}.player",
                        f"teraz jest tura gracza {g.player_name(actor)}, nie "
                        f"{g.player_name(entry.player)}",
                    )
                ]
            )
        if entry.kind == "decline":
            raise ScenarioError(
                [(entry.path, "„decline” rezygnuje tylko z dodatkowej akcji; w turze użyj „pass”")]
            )
        if entry.kind == "pass":
            take_pass(g, actor)
            advance_turn(g)
            continue
        taken = take_action(g, actor, entry, context="turn")
        if not taken:
            continue
        take_additional_actions(g, actor)
        if g.s.phase == "action" and any(a.player == actor for a in g.s.additional):
            # The scenario gives no more actions while an additional action still waits: the
            # replay ends here, on the player who may take it, not on the opponent's turn.
            g.emit(
                "note",
                f"Scenariusz nie podaje więcej akcji: {g.player_name(actor)} wciąż może wykonać "
                "dodatkową akcję, więc tura nie przechodzi na przeciwnika.",
                {"player": actor},
                rules=("additional_actions",),
            )
            return
        advance_turn(g)


def next_actor(g: Host) -> str | None:
    """Whose action comes next, after the automatic steps: passes of a player who claimed the
    battlefield, the end of the action phase, upkeep and a new round."""
    while True:
        s = g.s
        if s.phase == "over":
            return None
        if s.extra.get("end_phase") or s.consecutive_passes >= len(s.order):
            rounds.end_action_phase(g)
            continue
        actor = s.turn
        assert actor is not None
        if s.players[actor].claimed:
            g.emit(
                "pass",
                f"{g.player_name(actor)} automatycznie pasuje: zajął pole bitwy w tej rundzie.",
                {"player": actor, "auto": True},
                rules=("claim", "passing"),
            )
            advance_turn(g)
            continue
        return actor


def advance_turn(g: Host) -> None:
    s = g.s
    if s.phase != "action" or s.extra.get("end_phase") or s.consecutive_passes >= len(s.order):
        return
    nxt = g.s.opponent(g.s.turn) if g.s.turn else g.s.order[0]
    g.emit("turn", f"Tura gracza {g.player_name(nxt)}.", {"player": nxt}, rules=("action_phase",))


def take_pass(g: Host, actor: str) -> None:
    g.emit(
        "pass",
        f"{g.player_name(actor)} pasuje.",
        {"player": actor},
        rules=("passing",),
    )


def take_action(g: Host, actor: str, entry: ActionEntry, *, context: str) -> bool:
    """Check and take one action; False (and a refusal step) when it is illegal."""
    g.current_entry = entry
    if "rolls" in entry.data:
        g.push_rolls(entry.data["rolls"])
    checker = CHECKS.get(entry.kind)
    if checker is None:
        raise ScenarioError([(entry.path, "nieznany rodzaj akcji")])
    try:
        plan = checker(g, actor, entry.data)
    except Refusal as refusal:
        g.emit(
            "refused",
            f"Akcja odrzucona ({entry.path}): {refusal.message}",
            {"player": actor, "path": entry.path, "reason": refusal.message},
            rules=(refusal.rule,),
        )
        g.feed.refused()
        return False
    before = g.signature()
    first_step = len(g.log)
    g.emit(
        "action",
        f"{g.player_name(actor)}: {plan.label}"
        + (" (dodatkowa akcja)" if context == "additional" else "")
        + (" (akcja poza turą)" if context == "outside" else ""),
        {
            "player": actor,
            "kind": entry.kind,
            "label": plan.label,
            "context": context,
            "path": entry.path,
        },
        rules=(ACTION_RULE[entry.kind],) + (("additional_actions",) if context != "turn" else ()),
    )
    queued = f"akcja gracza {g.player_name(actor)} ({plan.label})"
    item = timing.enqueue_effect(
        g, kind="action", player=actor, label=queued, source=plan.data.get("card")
    )
    g.emit("queue_start", f"Rozpatrywanie: {queued}", {"id": item}, rules=("queue",))
    g.depth += 1
    try:
        plan.run(plan)
    except Refusal as refusal:  # a choice found illegal only while resolving
        raise EngineStop(
            f"Niedozwolony wybór w trakcie akcji ({entry.path}): {refusal.message}"
        ) from None
    finally:
        g.depth -= 1
    g.emit("queue_done", f"Koniec: {queued}", {"id": item}, rules=("queue",))
    timing.drain(g)
    changed = g.signature() != before
    # Only a turn's action can count as a pass; an additional or out-of-turn action that
    # changes nothing is just a declined opportunity (RR cz. 5 › dodatkowe akcje).
    as_pass = not changed and context == "turn"
    contested = None
    if (
        changed
        and context == "turn"
        and plan.after_cost is not None
        and g.signature() == plan.after_cost
    ):
        contested = CONTESTED["pass_no_effect"]
    if changed:
        text = f"Koniec akcji gracza {g.player_name(actor)}."
    elif as_pass:
        text = (
            f"Akcja gracza {g.player_name(actor)} nie zmieniła stanu gry: uznaje się, że spasował."
        )
    else:
        text = f"Akcja gracza {g.player_name(actor)} nic nie zmieniła (to nie była jego tura)."
    if contested is not None:
        text += (
            f" Jedyny skutek: {_what_changed(g, first_step)} — według przykładu 2 z zasad i "
            "drugiej odpowiedzi FAQ to nie jest pasowanie (pierwsza odpowiedź FAQ mówi inaczej)."
        )
    g.emit(
        "action_end",
        text,
        {
            "player": actor,
            "counted_as_pass": as_pass,
            "context": context,
            "reset_passes": context == "turn",
        },
        rules=("passing",) if not changed or contested else ("actions",),
        contested=contested,
    )
    return True


def _what_changed(g: Host, first_step: int) -> str:
    """The steps of the action (from `first_step`) that changed the game state, as they read:
    what the action actually did when only its cost or the play itself did anything."""
    done = []
    state = g.log.state_after(first_step)  # folded forward once, not from a checkpoint per step
    previous = state_signature(state) if first_step else None
    for index in range(first_step, len(g.log)):
        state = g.log.reducer(state, g.log.events[index])
        current = state_signature(state)
        if current != previous:
            done.append(g.log.events[index].text.strip().rstrip("."))
        previous = current
    return "; ".join(done) if done else "wyczerpanie lub zagranie karty"


def take_additional_actions(g: Host, actor: str) -> None:
    """Additional actions are taken one at a time, right after the action and everything it
    triggered, in the order they appeared; declining one is not passing
    (RR cz. 5 › dodatkowe akcje)."""
    while True:
        pending = [a for a in g.s.additional if a.player == actor]
        if not pending or g.s.phase != "action":
            return
        if g.s.players[actor].claimed:
            g.emit(
                "additional_remove",
                f"{g.player_name(actor)} zajął pole bitwy: rezygnuje z dodatkowych akcji.",
                {"ids": [a.id for a in pending], "used": False, "player": actor},
                rules=("claim", "additional_actions"),
            )
            return
        extra = pending[0]
        entry = g.feed.peek()
        if entry is None:
            return
        if entry.player not in (None, actor) or entry.kind == "pass":
            g.emit(
                "additional_remove",
                f"{g.player_name(actor)} rezygnuje z dodatkowej akcji ({extra.label}) — "
                "scenariusz nie podaje jej (to nie jest pasowanie).",
                {"id": extra.id, "used": False, "player": actor},
                rules=("additional_actions",),
            )
            continue
        g.feed.next()
        if entry.kind == "decline":
            g.emit(
                "additional_remove",
                f"{g.player_name(actor)} rezygnuje z dodatkowej akcji ({extra.label}); to nie "
                "jest pasowanie.",
                {"id": extra.id, "used": False, "player": actor},
                rules=("additional_actions",),
            )
            continue
        g.emit(
            "additional_remove",
            f"{g.player_name(actor)} wykonuje dodatkową akcję ({extra.label}).",
            {"id": extra.id, "used": True, "player": actor},
            rules=("additional_actions",),
        )
        take_action(g, actor, entry, context="additional")


def outside_action(g: Host, player: str, *, source: str) -> bool:
    """A player allowed to act outside his turn must act at once or decline
    (RR cz. 5 › dodatkowe akcje). Returns whether he acted."""
    entry = g.feed.peek()
    if entry is None or entry.player not in (None, player) or entry.kind == "pass":
        g.emit(
            "note",
            f"{g.player_name(player)} nie wykonuje akcji poza turą ({g.name(source)}).",
            {"player": player},
            rules=("additional_actions",),
        )
        return False
    g.feed.next()
    if entry.kind == "decline":
        g.emit(
            "note",
            f"{g.player_name(player)} rezygnuje z akcji poza turą ({g.name(source)}).",
            {"player": player},
            rules=("additional_actions",),
        )
        return False
    saved = g.depth
    taken = take_action(g, player, entry, context="outside")
    g.depth = saved
    return taken


# --- checks and plans of the six actions -------------------------------------------------------


ACTION_RULE = {
    "play": "play_card",
    "activate": "activate",
    "resolve": "resolve_dice",
    "reroll": "reroll_action",
    "use": "card_action",
    "claim": "claim",
}


def _own_card(g: Host, actor: str, cid: Any, what: str) -> str:
    if not isinstance(cid, str) or cid not in g.s.cards:
        raise Refusal(f"Nie ma karty „{cid}”.", "in_play")
    card = g.s.card(cid)
    if card.zone != "play":
        raise Refusal(f"{pl.cap(g.name(cid))} nie jest w grze: {what}.", "in_play")
    if card.controller != actor:
        raise Refusal(
            f"{pl.cap(g.name(cid))} nie należy do gracza {g.player_name(actor)}.", "controller"
        )
    return cid


def check_activate(g: Host, actor: str, data: Mapping[str, Any]) -> Plan:
    """Activate: exhaust a ready character or support and roll all its dice (RR cz. 5 ›
    aktywowanie postaci lub wsparcia). Exhausted cards and supports without dice cannot be
    activated."""
    cid = _own_card(g, actor, data["activate"], "aktywować można tylko kartę w grze")
    card = g.s.card(cid)
    if card.kind not in ("character", "support"):
        raise Refusal(f"{g.name(cid)}: aktywować można tylko postać lub wsparcie.", "activate")
    if card.exhausted:
        raise Refusal(
            f"{pl.cap(g.card(cid))} jest {g.agree(cid, 'wyczerpana', 'wyczerpane')}: nie "
            f"można {g.agree(cid, 'jej', 'go')} aktywować.",
            "activate",
        )
    if card.kind == "support" and not card.dice and not abilities.can_be_activated(g, cid):
        raise Refusal(f"{g.name(cid)}: wsparcia bez kości nie można aktywować.", "activate")

    def run(plan: Plan) -> None:
        activation.activate_card(g, actor, cid)

    return Plan(label=f"aktywuje {g.card(cid)}", run=run)


def _groups(g: Host, actor: str, spec: Any) -> list[dicerules.Group]:
    if isinstance(spec, Mapping):
        spec = [spec]
    if not isinstance(spec, list):
        raise Refusal("Podaj listę kości do rozpatrzenia.", "resolve_dice")
    groups = []
    for item in spec:
        if isinstance(item, str):
            item = {"die": item}
        refs = item.get("dice") or ([item["die"]] if "die" in item else [])
        dice = [dicerules.die_ref(g, str(r)) for r in refs]
        groups.append(dicerules.Group(dice=dice, target=item.get("target"), data=item))
    return groups


def check_resolve(g: Host, actor: str, data: Mapping[str, Any]) -> Plan:
    """Resolve dice of one symbol, one die (or a die with its modifiers) at a time
    (RR cz. 5 › rozpatrzenie kości)."""
    groups = _groups(g, actor, data["resolve"])
    symbol = dicerules.check_groups(g, actor, groups)
    _check_targets(g, symbol, groups)

    def run(plan: Plan) -> None:
        for group in groups:
            if g.s.phase == "over":
                return
            if not all(g.s.die(d).location == "pool" for d in group.dice):
                g.emit(
                    "note",
                    "Kości nie ma już w puli: nie można jej rozpatrzyć.",
                    {},
                    rules=("dice_pool",),
                )
                continue
            again = [d for d in group.dice if d in dicerules.resolved_this_action(g)]
            if again:
                g.emit(
                    "note",
                    f"{pl.cap(g.die(again[0]))} została już rozpatrzona podczas tej akcji: nie "
                    "można jej "
                    "rozpatrzyć drugi raz.",
                    {"die": again[0]},
                    rules=("resolve_dice",),
                )
                continue
            dicerules.resolve_group(g, actor, group)

    return Plan(
        label="rozpatruje: "
        + "; ".join(" + ".join(g.die(d, "acc") for d in gr.dice) for gr in groups),
        run=run,
    )


def _check_targets(g: Host, symbol: str, groups: list[dicerules.Group]) -> None:
    for group in groups:
        if group.target is None:
            continue
        valid = isinstance(group.target, str) and group.target in g.s.all_characters()
        if symbol in ("MD", "RD", "Sh") and not valid:
            raise Refusal(
                f"Cel „{group.target}” nie jest postacią w grze (nie można wybrać "
                "niedozwolonego celu, np. pokonanej postaci).",
                "choose_target",
            )


def check_reroll(g: Host, actor: str, data: Mapping[str, Any]) -> Plan:
    """Discard one card from hand to reroll one or more of one's dice in the pool, chosen
    before rerolling; impossible with an empty pool (RR cz. 5 › odrzucenie karty w celu
    przerzucenia kości)."""
    spec = data["reroll"]
    discard = data.get("discard") or (spec.get("discard") if isinstance(spec, Mapping) else None)
    refs = spec.get("dice") if isinstance(spec, Mapping) else spec
    if not g.s.player(actor).pool:
        raise Refusal(
            "W puli nie ma kości: nie można odrzucić karty, aby przerzucić kości.", "reroll_action"
        )
    if discard not in g.s.player(actor).hand:
        raise Refusal(
            f"Karty „{discard}” nie ma na ręce: trzeba odrzucić kartę z ręki.", "reroll_action"
        )
    dice = [dicerules.die_ref(g, str(r)) for r in (refs or [])]
    if not dice:
        raise Refusal("Wybierz co najmniej jedną kość do przerzucenia.", "reroll_action")
    for did in dice:
        die = g.s.die(did)
        if die.location != "pool" or die.owner != actor:
            raise Refusal(f"{pl.cap(g.die(did, 'gen'))} nie ma w twojej puli.", "dice_pool")

    def run(plan: Plan) -> None:
        zones.discard_from_hand(g, actor, discard, rules=("reroll_action",), why="aby przerzucić")
        moments = dicerules.roll(g, dice, player=actor, why="przerzut", rules=("reroll_action",))
        timing.after(g, *moments)

    return Plan(
        label=f"odrzuca {g.card(discard, 'acc')}, aby przerzucić: "
        + ", ".join(g.die(d, "acc") for d in dice),
        run=run,
    )


def check_claim(g: Host, actor: str, data: Mapping[str, Any]) -> Plan:
    """Claim the battlefield (RR cz. 5 › zajęcie pola bitwy): only one player per round; the
    claimer takes control, may use the claim ability, then passes every later turn."""
    if g.s.battlefield is None:
        raise Refusal("W grze nie ma pola bitwy.", "claim")
    if g.s.claimed_by is not None:
        raise Refusal(
            f"Pole bitwy zajął już w tej rundzie {g.player_name(g.s.claimed_by)}: w każdej "
            "rundzie może je zająć tylko jeden gracz.",
            "claim",
        )
    spec = data["claim"] if isinstance(data["claim"], Mapping) else {}
    bf = g.s.battlefield

    def run(plan: Plan) -> None:
        previous = g.s.battlefield_controller
        g.emit(
            "claim",
            f"{g.player_name(actor)} zajmuje pole bitwy {g.name(bf)}"
            + (" i przejmuje nad nim kontrolę" if previous != actor else " (zachowuje kontrolę)")
            + "; do końca rundy pasuje w każdej turze.",
            {"player": actor},
            rules=("claim",),
        )
        abilities.use_claim_ability(g, actor, bf, spec)
        # "After you claim the battlefield" (later sets): the claim, its ability included,
        # is done
        timing.after(g, Moment("claimed", actor, bf, {}, label=f"zajęcie pola bitwy {g.name(bf)}"))

    return Plan(label=f"zajmuje pole bitwy {g.name(bf)}", run=run)


def check_use(g: Host, actor: str, data: Mapping[str, Any]) -> Plan:
    """Use an "Akcja" ability of one's card (RR cz. 5 › użycie akcji z karty)."""
    cid = _own_card(g, actor, data["use"], "akcji można użyć tylko z karty w grze")
    return abilities.plan_card_action(g, actor, cid, data)


def check_play(g: Host, actor: str, data: Mapping[str, Any]) -> Plan:
    return play.plan_play(g, actor, data)


CHECKS: dict[str, Callable[[Host, str, Mapping[str, Any]], Plan]] = {
    "play": check_play,
    "activate": check_activate,
    "resolve": check_resolve,
    "reroll": check_reroll,
    "use": check_use,
    "claim": check_claim,
}
