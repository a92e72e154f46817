"""Effects that structure other effects: sequences, "Następnie" (RR cz. 7 › efekty
„następnie”), "możesz", costs (", aby …"), "jeśli", choices ("Wybierz …"), forcing an opponent,
replacements ("zamiast"), delayed effects, "do końca …", "chyba że", prevention, targets and
spotting (RR cz. 8 › wyznaczanie).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from judge.cards import ast as A
from judge.cards.describe import describe as describe_condition
from judge.engine.destiny import polish as pl
from judge.engine.destiny.interpreter.context import (
    Ctx,
    _each,
    _kind_of,
    _player_of,
    _resolve_ref,
    describe,
    last_deed,
)
from judge.engine.destiny.interpreter.dispatch import _can_pay, _pay, run
from judge.engine.destiny.interpreter.query import (
    _amount,
    _candidates,
    _condition,
    _spottable,
    select,
)
from judge.engine.destiny.interpreter.running import _path_to, _unpayable
from judge.engine.destiny.unsupported import Unsupported

if TYPE_CHECKING:
    pass


def _sequence(ctx: Ctx, node: A.Sequence) -> bool:
    complete = True
    free = _waived_dice_costs(node)
    for step in node.steps:
        if ctx.g.s.phase == "over":
            return False
        if isinstance(step, A.If) and isinstance(step.then, A.Waive):
            continue  # applied to the ResolveDie before it (see _waived_dice_costs)
        if isinstance(step, A.Instead) and step.replaces is not None:
            complete = _instead(ctx, step) and complete
            continue
        if free and isinstance(step, A.ResolveDie):
            ctx.bound["free_dice"] = True
        complete = run(ctx, step) and complete
    return complete


def _waived_dice_costs(node: A.Sequence) -> bool:
    """ "Rozpatrz jedną z twoich kości. Jeśli posiada ona koszt w zasobach, nie musisz go
    płacić": the cost of the die resolved is waived (RR cz. 8 › za darmo)."""
    return any(isinstance(step, A.If) and isinstance(step.then, A.Waive) for step in node.steps)


def _then(ctx: Ctx, node: A.Then) -> bool:
    """ "Następnie": the second part only if the first resolved in full
    (RR cz. 7 › efekty „następnie”)."""
    if run(ctx, node.first):
        return run(ctx, node.then)
    ctx.g.emit(
        "note",
        f"{ctx.g.name(ctx.source)}: część przed „Następnie” nie została rozpatrzona w pełni — "
        "część po „Następnie” nie jest rozpatrywana.",
        {"card": ctx.source},
        rules=("then",),
    )
    return False


def _may(ctx: Ctx, node: A.May) -> bool:
    g = ctx.g
    chooser = _player_of(ctx, node.player) if node.player is not None else ctx.performer
    if isinstance(node.effect, A.TakeActions) and chooser != ctx.controller:
        # "Twój przeciwnik może wykonać 1 akcję": his next action in the scenario is his
        # answer (or `decline`); he acts at once or declines (RR cz. 5 › dodatkowe akcje).
        run(ctx.sub(performer=chooser), node.effect)
        return True
    if isinstance(node.effect, A.Costed) and _impossible(ctx, node.effect.effect):
        g.emit(
            "note",
            f"{g.name(ctx.source)}: tego efektu nie da się rozpatrzyć, więc "
            f"{g.player_name(chooser)} nie jest pytany i nie płaci kosztu.",
            {"card": ctx.source},
            rules=("replacement", "faq_cunning_black"),
        )
        return chooser != ctx.controller
    if isinstance(node.effect, A.Costed):
        performer = ctx.sub(performer=chooser) if chooser != ctx.performer else ctx
        problem = _unpayable(performer, node.effect.cost)
        if problem is not None:  # a cost that cannot be begun is not offered
            reason, rules = problem
            g.emit(
                "note",
                f"{g.name(ctx.source)}: {g.player_name(chooser)} nie może z tego skorzystać — "
                f"{reason} (kosztu nie da się zapłacić).",
                {"card": ctx.source},
                rules=rules,
            )
            return chooser != ctx.controller
    use = g.decide(
        f"{ctx.key}.use",
        decider=chooser,
        rule="abilities",
        options=[True, False],
        default=False,
        question=f"{g.name(ctx.source)}: czy {g.player_name(chooser)} korzysta z możliwości "
        f"(„może”)?",
    )
    # "Jeśli to zrobisz" / "if they do" reads what the chooser decided (`DidIt`).
    ctx.bound["did"] = ctx.bound[f"did:{chooser}"] = bool(use)
    if not use:
        # Declining one's own option leaves that part unresolved; an opponent offered a choice
        # ("Twój przeciwnik może …") has had the effect fully resolved either way.
        return chooser != ctx.controller
    return run(ctx.sub(performer=chooser) if chooser != ctx.performer else ctx, node.effect)


def _for_each(ctx: Ctx, node: A.ForEach) -> bool:
    """ "1 damage for each card in that opponent's hand", "for each shield just removed, you may
    remove a die": the objects are counted once, when the effect begins; an effect with a fixed
    amount happens once with the amount multiplied (one target, "1 damage for each"), any other
    effect once per object, each time naming that object ("a die showing the same value")."""
    objects = (
        _resolve_ref(ctx, node.of) if isinstance(node.of, A.Ref) else _candidates(ctx, node.of)
    )
    if isinstance(node.of, A.Ref) and node.of.kind == "shield" and node.of.to == "just":
        objects = ["shield"] * last_deed(ctx, node.of).count
    group = (
        node.of.count.value
        if isinstance(node.of, A.Select) and isinstance(node.of.count, A.Fixed)
        else 1
    )
    if group > 1:
        # "For every 3 dice in your pool": once per full set of 3 (5 dice: once), naming no
        # single object (RR cz. 7 › efekty: an effect does what its text says)
        objects = ["group"] * (len(objects) // group)
    effect = node.effect
    amount = getattr(effect, "amount", None)
    if isinstance(amount, A.Fixed) and isinstance(effect, A.Node):
        if not objects:
            ctx.g.emit(
                "note",
                f"{ctx.g.name(ctx.source)}: nie ma żadnego obiektu — efekt „za każdy” nic "
                "nie robi.",
                {"card": ctx.source},
                rules=("effects",),
            )
            return True
        scaled: Any = dataclasses.replace(effect, amount=A.Fixed(amount.value * len(objects)))  # type: ignore[type-var]
        return run(ctx, scaled)
    complete = True
    for ident in objects:
        if ctx.g.s.phase == "over":
            break
        if ident in ctx.g.s.dice or ident in ctx.g.s.cards:
            ctx.push(_kind_of(ctx.g, ident), ident)
        complete = run(ctx, effect) and complete
    return complete


def _impossible(ctx: Ctx, effect: Any) -> bool:
    """An effect on a named die that is no longer in the pool cannot happen, so its cost is
    not offered (Szantaż after Szybkoręki resolved the die: FAQ on simultaneous abilities)."""
    if isinstance(effect, A.RemoveDice | A.RerollDice) and isinstance(effect.dice, A.Ref):
        dice = _resolve_ref(ctx, effect.dice)
        return not any(d in ctx.g.s.dice and ctx.g.s.die(d).location == "pool" for d in dice)
    if isinstance(effect, A.Instead) and isinstance(effect.replaces, A.RemoveDice):
        # "… zamiast usuwać ją z twojej puli": nothing to replace when this die is not in your
        # pool (a special resolved through another card: FAQ on Spryt and Czarny)
        die = ctx.die
        return die is None or die not in ctx.g.s.dice or ctx.g.s.die(die).location != "pool"
    return False


def _costed(ctx: Ctx, node: A.Costed) -> bool:
    if _impossible(ctx, node.effect):
        ctx.g.emit(
            "note",
            f"{ctx.g.name(ctx.source)}: efektu nie da się rozpatrzyć (kości nie ma w puli) — "
            "koszt nie jest płacony.",
            {"card": ctx.source},
            rules=("removing_dice",),
        )
        return False
    if not _can_pay(ctx, node.cost):
        ctx.g.emit(
            "note",
            f"{ctx.g.name(ctx.source)}: koszt („…, aby …”) nie może zostać zapłacony w całości — "
            "efekt nie następuje.",
            {"card": ctx.source},
            rules=("effects",),
        )
        _pay(ctx, node.cost, partial=True)
        return False
    if not _pay(ctx, node.cost):
        return False
    return run(ctx, node.effect)


def _if(ctx: Ctx, node: A.If) -> bool:
    if _condition(ctx, node.condition):
        return run(ctx, node.then)
    if node.otherwise is not None:
        return run(ctx, node.otherwise)
    ctx.shortfall = True  # what the skipped part would have named stays unnamed
    # Said out loud: a judge reading the steps sees why nothing happened (Hidden In Shadow's
    # action on a character with a shield does nothing and counts as a pass).
    ctx.g.emit(
        "note",
        f"{ctx.g.name(ctx.source)}: warunek nie jest spełniony "
        f"({describe_condition(node.condition)}), "
        "więc ta część efektu nie następuje.",
        {"card": ctx.source},
        rules=("effects",),
    )
    return not isinstance(node.condition, A.Possible)


def _choose_one(ctx: Ctx, node: A.ChooseOne) -> bool:
    """ "Wybierz": the chooser may pick any option, even one that does nothing, and resolves
    it as far as it can (RR cz. 8 › wybierz jedną z opcji)."""
    g = ctx.g
    chooser = _player_of(ctx, node.chooser) if node.chooser is not None else ctx.performer
    labels = [str(i) for i in range(1, len(node.options) + 1)]
    names = "; ".join(f"{i}: {describe(o)}" for i, o in zip(labels, node.options, strict=True))
    pick = g.decide(
        f"{ctx.key}.choice",
        decider=chooser,
        rule="choose_option",
        options=labels,
        default="1",
        question=f"{g.name(ctx.source)}: wybór opcji ({names})",
    )
    index = int(pick) - 1
    sub = ctx.sub(performer=chooser)
    # "Place 2 resources on this support or take all resources from it": a pronoun in a later
    # option points back to the card an earlier option named ("this support"), though that
    # option is not resolved: the cards named there by "this …" are named for the chosen one.
    for earlier in node.options[:index]:
        for ref in A.walk(earlier):
            if isinstance(ref, A.Ref) and ref.to in ("self", "attached"):
                for ident in _resolve_ref(ctx, ref):
                    sub.push(_kind_of(g, ident), ident)
    run(sub, node.options[index])
    return True


def _choose_options(ctx: Ctx, node: A.ChooseOptions) -> bool:
    g = ctx.g
    labels = [str(i) for i in range(1, len(node.options) + 1)]
    names = "; ".join(f"{i}: {describe(o)}" for i, o in zip(labels, node.options, strict=True))

    def valid(value: Any) -> str | None:
        if not isinstance(value, list) or len(value) != node.count:
            return f"wybierz {node.count} opcje"
        if node.distinct and len(set(map(str, value))) != len(value):
            return "opcje muszą być różne"
        return None

    picks = g.decide(
        f"{ctx.key}.choice",
        decider=ctx.performer,
        rule="choose_option",
        options=None,
        default=labels[: node.count],
        question=f"{g.name(ctx.source)}: wybór {node.count} różnych opcji ({names})",
        validate=valid,
    )
    complete = True
    for pick in picks:
        complete = run(ctx, node.options[int(pick) - 1]) and complete
    return complete


def _force(ctx: Ctx, node: A.Force) -> bool:
    """ "Zmuś dowolnego przeciwnika, aby …": that player performs and makes the choices."""
    complete = True
    for performer in _each(ctx, node.player):
        ctx.push("player", performer)  # "force an opponent to …. Then … their dice"
        complete = run(ctx.sub(performer=performer), node.effect) and complete
    return complete


def _instead(ctx: Ctx, node: A.Instead) -> bool:
    """A replacement (*zamiast*): the original never happens (RR cz. 7 › efekty zastępujące).

    Without `replaces` it replaces the moment that triggered a "before" ability; otherwise it
    replaces a step the rules would take next: removing the die just resolved from the pool,
    or discarding the event just played."""
    g = ctx.g
    replaces = node.replaces
    if replaces is None:
        ctx.outcome["replaced"] = True
        g.emit(
            "replaced",
            f"{g.name(ctx.source)}: efekt zastępujący — zastępuje: "
            f"{ctx.moment_obj.label if ctx.moment_obj else 'zdarzenie'}; zamiast tego: "
            f"{describe(node.effect)}.",
            {"card": ctx.source, "moment": ctx.moment},
            rules=("replacement",),
        )
        run(ctx, node.effect)
        return True
    if (
        isinstance(replaces, A.RemoveDice)
        and ctx.moment_obj is not None
        and (ctx.moment_obj.kind == "remove_resolved")
    ):
        # in the window before a resolved die's removal: the replacement happens now, and
        # the removal never does
        ctx.outcome["replaced"] = True
        g.emit(
            "replaced",
            f"{g.name(ctx.source)}: efekt zastępujący — zamiast usunięcia "
            f"{g.die(ctx.moment_obj.subject or '', 'gen')} z puli: {describe(node.effect)}.",
            {"card": ctx.source, "moment": ctx.moment},
            rules=("replacement",),
        )
        run(ctx, node.effect)
        return True
    if isinstance(replaces, A.RemoveDice):
        die = ctx.die
        if die is None or die not in g.s.dice or g.s.die(die).location != "pool":
            g.emit(
                "note",
                f"{g.name(ctx.source)}: „zamiast usuwać tę kość” nie działa — tej kości nie ma "
                "w twojej puli.",
                {"card": ctx.source},
                rules=("replacement", "dice_pool"),
            )
            return False
        ctx.outcome["die_instead"] = (ctx, node.effect)
        return True
    if isinstance(replaces, A.Discard):
        ctx.outcome["set_aside_instead"] = True
        return True
    raise Unsupported(f"Nieobsługiwany efekt zastępujący ({type(replaces).__name__}).")


def _delayed(ctx: Ctx, node: A.Delayed) -> bool:
    """A delayed effect waits in the state for its moment (RR cz. 7 › efekty opóźnione)."""
    g = ctx.g
    when = node.when
    if isinstance(when, A.Event) and isinstance(node.effect, A.Prevent):
        # "… po tym, jak rozpatrzysz tę zdolność": applies when this resolution ends.
        return _prevent(ctx, node.effect)
    if isinstance(when, A.Event) and isinstance(node.effect, A.SetAside):
        # "Odłóż tę kość na bok po tym, jak zostanie rozpatrzona lub usunięta": the die
        # carries the instruction with it.
        dice = _resolve_ref(ctx, when.subject) if isinstance(when.subject, A.Ref) else []
        for did in dice:
            if did in g.s.dice and g.s.die(did).location == "pool":
                g.emit(
                    "die_roll",
                    f"{pl.cap(g.die(did))} zostanie odłożona na bok po rozpatrzeniu lub usunięciu.",
                    {"die": did, "face": g.s.die(did).face, "set_aside_after": True},
                    rules=("delayed",),
                )
        return True
    if not (isinstance(when, A.Timepoint) and when.name == "end_of_round"):
        raise Unsupported("Nieobsługiwany moment efektu opóźnionego.")
    path = _path_to(ctx.root, node)
    bound = {k: v for k, v in ctx.bound.items() if k == "chosen"}
    bound["deeds"] = [[d.verb, d.kind, list(d.objects), d.count] for d in ctx.deeds]
    g.emit(
        "delayed_add",
        f"Efekt opóźniony ({g.name(ctx.source)}): {describe(node.effect)} — po zakończeniu rundy.",
        {
            "id": g.new_id("d"),
            "player": ctx.controller,
            "source": ctx.source,
            "when": "end_of_round",
            "label": describe(node.effect),
            "ability": ctx.ability,
            "context": {"ability": ctx.ability, "path": path, "bound": bound},
        },
        rules=("delayed",),
    )
    return True


def _until(ctx: Ctx, node: A.Until) -> bool:
    # The effects the engine executes are lasting changes of state, so "until the end of the
    # game" is what they already do; any shorter duration would need an end to be scheduled.
    if node.duration != "end_of_game":
        raise Unsupported(f"Nieobsługiwany czas trwania efektu: {node.duration}.")
    return run(ctx, node.effect)


def _unless(ctx: Ctx, node: A.Unless) -> bool:
    g = ctx.g
    player = _player_of(ctx, node.player)
    effect = node.effect
    if any(isinstance(n, A.Ref) and n.to in ("it", "given") for n in A.walk(node.prevented_by)):
        # "remove an opponent's character die unless they deal damage to that character equal
        # to the value showing on that die": the prevention names what the effect chooses, so
        # the effect's objects are chosen first and the opponent then decides, knowing them
        # (RR cz. 8 › wybierz (cel); cz. 7 › efekty)
        chosen = _choose_before_unless(ctx, effect)
        if not chosen:
            g.emit(
                "note",
                f"{g.name(ctx.source)}: nie ma czego wybrać — efekt nic nie robi.",
                {"card": ctx.source},
                rules=("choose_target",),
            )
            return False
        ctx.bound["chosen"] = chosen
        effect = dataclasses.replace(effect, dice=A.Ref(to="chosen", kind="die"))
    prevent = _can_pay(ctx.sub(performer=player), node.prevented_by) and g.decide(
        f"{ctx.key}.prevent",
        decider=player,
        rule="abilities",
        options=[True, False],
        default=False,
        question=f"{g.name(ctx.source)}: czy {g.player_name(player)} zapobiega efektowi?",
    )
    if prevent:
        _pay(ctx.sub(performer=player), node.prevented_by)
        return True
    return run(ctx, effect)


def _choose_before_unless(ctx: Ctx, effect: Any) -> list[str]:
    """The dice an effect will remove, chosen before its "unless" is offered (only a die in a
    pool can be removed, RR cz. 8 › usuwanie kości). Another effect whose prevention names
    its objects is refused out loud rather than prevented with nothing to refer to."""
    g = ctx.g
    if not (isinstance(effect, A.RemoveDice) and isinstance(effect.dice, A.Select)):
        raise Unsupported(
            f"„Chyba że …” odnoszące się do obiektów efektu {describe(effect)} (karta "
            f"{g.name(ctx.source)}) nie jest jeszcze obsługiwane."
        )
    candidates = [
        d
        for d in _candidates(ctx, effect.dice)
        if g.s.die(d).location == "pool"
        and not g.abilities.protected_from_opponent(d, ctx.performer)
    ]
    return select(
        ctx,
        effect.dice,
        "remove",
        f"{g.name(ctx.source)}: które kości usunąć",
        prefer="opponent",
        candidates=candidates,
    )


def _choose_target(ctx: Ctx, node: A.ChooseTarget) -> bool:
    chooser = _player_of(ctx, node.chooser) if node.chooser is not None else ctx.performer
    sub = ctx.sub(performer=chooser)
    chosen = select(sub, node.target, "target", f"{ctx.g.name(ctx.source)}: wybierz cel")
    ctx.recent = sub.recent
    ctx.bound["chosen"] = chosen
    return bool(chosen)


def _spot(ctx: Ctx, node: A.Spot) -> bool:
    spotted = _spottable(ctx, node.target)
    if not spotted:
        ctx.g.emit(
            "note", "Nie można wyznaczyć wymaganej karty: karta nic nie robi.", {}, rules=("spot",)
        )
        return False
    return True


def _determine(ctx: Ctx, node: A.Determine) -> bool:
    """ "Ustal liczbę …": the number is fixed now and used by later steps."""
    count = _amount(ctx, node.count)
    ctx.bound["determined"] = count
    ctx.g.emit(
        "note",
        f"{ctx.g.name(ctx.source)}: ustalona liczba: {count}.",
        {"count": count},
        rules=("effects",),
    )
    return True


def _prevent(ctx: Ctx, node: A.Prevent) -> bool:
    """ "Nie usuwaj tej kości ze swojej puli po tym, jak rozpatrzysz tę zdolność": the die
    stays in the pool instead of returning to its card."""
    if isinstance(node.effect, A.RemoveDice) and ctx.die is not None:
        ctx.outcome["die_instead"] = (ctx, None)
        return True
    if isinstance(node.effect, A.RemoveDice):
        ctx.g.emit(
            "note",
            f"{ctx.g.name(ctx.source)}: ta zdolność nie jest rozpatrywana kością z twojej puli — "
            "nie ma kości, której można by nie usuwać.",
            {},
            rules=("special", "removing_dice"),
        )
        return False
    raise Unsupported(f"Nieobsługiwany zakaz ({type(node.effect).__name__}).")


def _waive(ctx: Ctx, node: A.Waive) -> bool:
    return True


def _elite_noop(ctx: Ctx, node: Any) -> bool:
    return True


HANDLERS: dict[type, Any] = {
    A.Sequence: _sequence,
    A.Then: _then,
    A.May: _may,
    A.Costed: _costed,
    A.If: _if,
    A.ChooseOne: _choose_one,
    A.ChooseOptions: _choose_options,
    A.Force: _force,
    A.Instead: _instead,
    A.Delayed: _delayed,
    A.Until: _until,
    A.Unless: _unless,
    A.Prevent: _prevent,
    A.ForEach: _for_each,
    A.Waive: _waive,
    A.ChooseTarget: _choose_target,
    A.Determine: _determine,
    A.Spot: _spot,
}
