"""Card abilities on the LCG engine: triggered (reactions, interrupts), actions, events,
constant effects, and the effects they execute.

* Triggered abilities (`reactions`, `interrupts`): when a triggering condition is met, forced
  abilities resolve first; then the active player may use an ability first, then the
  opponent, alternately, until both pass in a row; a card's ability resolves at most once per
  triggering condition (rulebook "Zakłócenia", "Reakcje", "Wymuszone/a").
* Action abilities (`action_ability`) are taken in action windows; an event card (`play_event`)
  is paid, resolved and discarded.
* Constant effects (`constant_modifiers`): what enhancements and cards give while they are in
  play (icons, damage capacity, keywords, Force icons in the struggle, reserve).
* Effects (`execute`): the AST's effect nodes, each honoured one by one (see `coverage.py`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator, Mapping
from typing import Any

from judge.cards.lcg import ast as A
from judge.engine.core.errors import EngineStop, Refusal
from judge.engine.core.runner import ActionEntry
from judge.engine.lcg import polish
from judge.engine.lcg.coverage import replacement_of
from judge.engine.lcg.select import (
    Context,
    Unhonoured,
    candidates,
    resolve_player,
    resolve_ref,
)
from judge.engine.lcg.state import CardState, LcgState
from judge.engine.lcg.stats import Modifier


class Abilities:
    """Mixed into `LcgEngine` (which provides emit, decide, s, name, record...)."""

    # --- constant effects -----------------------------------------------------------------

    def constant_modifiers(self, state: LcgState) -> Iterator[Modifier]:
        eng: Any = self
        for card in state.cards.values():
            if card.zone != "play":
                continue
            for ability in eng.abilities_of(card.id):
                if ability.kind != "persistent" or ability.effect is None:
                    continue
                yield from self._modifiers_of(card.id, ability.effect, state)

    def _modifiers_of(self, source: str, effect: A.Node, state: LcgState) -> Iterator[Modifier]:
        card = state.cards[source]
        if isinstance(effect, A.Gain):
            who = effect.who
            if isinstance(who, A.Ref) and who.name == "enhanced":
                for gain in effect.gains:
                    yield Modifier(source, gain, _is(card.attached_to), lose=effect.lose)
            elif isinstance(who, A.Ref) and who.name == "this":
                for gain in effect.gains:
                    yield Modifier(source, gain, _is(source), lose=effect.lose)
            else:
                raise EngineStop(
                    f"Efekt trwały „zyskuje” dla {type(who).__name__} nie jest obsługiwany."
                )
        elif isinstance(effect, A.Contribute | A.Reserve):
            yield Modifier(source, effect, _is(source))
        elif isinstance(effect, A.Conditional) and effect.condition.test == "is":
            # "If enhanced unit is Darth Vader, he also gains targeted strike."
            ctx = Context(you=card.controller, source=source, enhanced=card.attached_to)
            if self._is(effect.condition, ctx, state):
                subject = (
                    resolve_ref(effect.condition.subject, state, ctx)
                    if isinstance(effect.condition.subject, A.Ref)
                    else []
                )
                then = effect.then
                if (
                    isinstance(then, A.Gain)
                    and isinstance(then.who, A.Ref)
                    and then.who.name
                    in (
                        "he",
                        "it",
                    )
                ):
                    for gain in then.gains:
                        yield Modifier(
                            source, gain, _is(subject[0] if subject else None), lose=then.lose
                        )
                else:
                    yield from self._modifiers_of(source, then, state)
        elif isinstance(effect, A.Conditional):
            # a conditional constant effect ("If this objective is destroyed, ...") acts at
            # its own moment, not as a modifier
            return
        elif isinstance(effect, A.Other):
            return

    def _is(self, condition: A.Condition, ctx: Context, state: LcgState) -> bool:
        """ "X is Y": the card named by X matches the phrase Y (a title or a trait)."""
        eng: Any = self
        subject = condition.subject
        cards = resolve_ref(subject, state, ctx) if isinstance(subject, A.Ref) else []
        if not cards or condition.object is None:
            return condition.negated
        from judge.engine.lcg.select import matches

        card = state.cards[cards[0]]
        result = matches(condition.object, card, state, ctx, eng.setup.record, in_play=False)
        return result != condition.negated

    def faceup_first(self, side: str) -> str | None:
        """A constant effect making `side` place the first card of his edge stack faceup
        ("your opponent must place the first card of his edge stack faceup"): its source."""
        eng: Any = self
        for card in eng.s.cards.values():
            if card.zone != "play":
                continue
            for ability in eng.abilities_of(card.id):
                effect = ability.effect
                if ability.kind != "persistent" or not isinstance(effect, A.While):
                    continue
                must = effect.effect
                if not isinstance(must, A.Must) or not isinstance(must.effect, A.Other):
                    continue
                if must.effect.rule != "place_faceup":
                    continue
                ctx = Context(you=card.controller, source=card.id, enhanced=card.attached_to)
                if side in resolve_player(must.who, eng.s, ctx) and self.condition(
                    effect.condition, ctx
                ):
                    return card.id
        return None

    def players_of(self, node: A.Node | None, source: str) -> list[str]:
        eng: Any = self
        ctx = Context(you=eng.s.cards[source].controller, source=source)
        return resolve_player(node, eng.s, ctx)

    def end_lasting(self, period: str) -> None:
        eng: Any = self
        ending = [e["id"] for e in eng.s.effects if e.get("until") == period]
        if ending:
            eng.emit("effect", f"Koniec efektów trwających do końca ({period}).", {"end": ending})

    def enhance_targets(self, ident: str, node: A.Node, player: str) -> list[str]:
        eng: Any = self
        ctx = Context(you=player, source=ident)
        try:
            found = candidates(node, eng.s, ctx, eng.setup.record)
        except Unhonoured as exc:
            raise EngineStop(f"{eng.name(ident)}: cel ulepszenia — {exc}") from None
        out = []
        for target in found:
            if any(k.name == "no_enhancements" for k in eng._keywords(target)):
                continue
            out.append(target)
        return out

    # --- triggered abilities --------------------------------------------------------------

    def reactions(self, event: A.Event, context: Mapping[str, Any]) -> None:
        """After a triggering condition: forced reactions, then optional ones alternately."""
        self._triggered("after", event, context)

    def interrupts(self, event: A.Event, context: Mapping[str, Any]) -> bool:
        """Before a triggering condition resolves; True when an interrupt cancelled it."""
        return self._triggered("when", event, context)

    def _triggered(self, timing: str, event: A.Event, context: Mapping[str, Any]) -> bool:
        eng: Any = self
        found = self._candidates(timing, event, context)
        if not found:
            return False
        used: set[str] = set()
        cancelled = False
        for ident, index, ability in found:
            if ability.forced:
                cancelled = (
                    self._resolve_triggered(ident, index, ability, context, forced=True)
                    or cancelled
                )
                used.add(f"{ident}:{index}")
        optional = [f for f in found if not f[2].forced]
        if not optional:
            return cancelled
        player = eng.s.active
        passes = 0
        while passes < 2:
            mine = [
                f
                for f in optional
                if eng.s.cards[f[0]].controller == player and f"{f[0]}:{f[1]}" not in used
            ]
            took = False
            for ident, index, ability in mine:
                used.add(f"{ident}:{index}")
                if not self._limit_ok(ident, index, ability):
                    continue
                from_hand = eng.s.cards[ident].zone == "hand"
                wants = eng.decide(
                    f"{ident}.use",
                    decider=player,
                    rule="reactions" if timing == "after" else "interrupts",
                    options=[True, False],
                    # a card in play uses its ability; an event in hand is not played unless
                    # the scenario says so (it costs the card and resources)
                    default=not from_hand,
                    question=(
                        f"Czy {eng.player_name(player)} korzysta z "
                        f"{'reakcji' if timing == 'after' else 'zakłócenia'} "
                        f"karty {eng.name(ident)}?"
                    ),
                )
                if wants:
                    cancelled = (
                        self._resolve_triggered(ident, index, ability, context, forced=False)
                        or cancelled
                    )
                    took = True
                    break
            passes = 0 if took else passes + 1
            player = eng.s.opponent(player)
        return cancelled

    def _candidates(
        self, timing: str, event: A.Event, context: Mapping[str, Any]
    ) -> list[tuple[str, int, A.Ability]]:
        eng: Any = self
        out = []
        kind = "reaction" if timing == "after" else "interrupt"
        for card in list(eng.s.cards.values()):
            in_hand_event = card.zone == "hand" and eng.record(card.id).type == "Event"
            if card.zone != "play" and not in_hand_event:
                continue
            if card.id == context.get("card") and in_hand_event:
                continue  # the event being played does not answer itself
            for index, ability in enumerate(eng.abilities_of(card.id)):
                if ability.kind != kind or ability.trigger is None:
                    continue
                if any(
                    self._event_matches(e, event, context, card.id) for e in ability.trigger.events
                ):
                    out.append((card.id, index, ability))
        return out

    def _event_matches(
        self, wanted: A.Event, happened: A.Event, context: Mapping[str, Any], source: str
    ) -> bool:
        """Whether a trigger's event is the one that happened (subject checked against the
        card or player the event is about)."""
        eng: Any = self
        if wanted.verb != happened.verb:
            return False
        ctx = Context(
            you=eng.s.cards[source].controller,
            source=source,
            enhanced=eng.s.cards[source].attached_to,
        )
        card = context.get("card")
        player = context.get("player")
        subject = wanted.subject
        if wanted.verb in ("begins", "ends"):
            return _phase_matches(subject, context.get("phase"), ctx.you, eng.s.active)
        if wanted.verb in ("play", "commit", "refresh"):
            if not _player_matches(subject, player, ctx.you):
                return False
            what = wanted.object
            if what is None or card is None:
                return what is None
            return card in candidates(what, eng.s, ctx, eng.setup.record, in_play=False)
        if subject is None or card is None:
            return False
        return card in candidates(subject, eng.s, ctx, eng.setup.record, in_play=False)

    def _limit_ok(self, ident: str, index: int, ability: A.Ability) -> bool:
        eng: Any = self
        if ability.limit is None:
            return True
        key = f"{ability.limit.period}:{ident}:{index}"
        return eng.s.used.get(key, 0) < (ability.limit.times.value or 1)

    def _count_limit(self, ident: str, index: int, ability: A.Ability) -> None:
        eng: Any = self
        if ability.limit is not None:
            times = ability.limit.times.value or 1
            period = {"turn": "turze", "phase": "fazie"}.get(
                ability.limit.period, ability.limit.period
            )
            key = f"{ability.limit.period}:{ident}:{index}"
            eng.emit(
                "limit",
                f"Limit zdolności karty {eng.name(ident)}: użycie {eng.s.used.get(key, 0) + 1} z "
                f"{times} w tej {period}.",
                {"key": key},
                rules=("abilities",),
            )

    def _resolve_triggered(
        self,
        ident: str,
        index: int,
        ability: A.Ability,
        context: Mapping[str, Any],
        *,
        forced: bool,
    ) -> bool:
        """Resolve a triggered ability (an event in hand is played: its cost paid, then
        discarded); True when it cancelled its triggering condition."""
        eng: Any = self
        card = eng.s.cards[ident]
        if card.zone == "hand":
            eng.check_text(ident)
            record = eng.record(ident)
            eng.emit(
                "played",
                f"{eng.player_name(card.owner)} zagrywa wydarzenie {eng.name(ident)} "
                f"(koszt {record.cost or 0}).",
                {"card": ident, "player": card.owner},
                rules=("events",),
            )
            eng.pay(card.owner, ident, record.cost or 0, None)
        kind = "wymuszona reakcja" if forced else "reakcja"
        if ability.kind == "interrupt":
            kind = "wymuszone zakłócenie" if forced else "zakłócenie"
        eng.emit(
            "trigger",
            f"{kind.capitalize()} karty {eng.name(ident)}: "
            f"{ability.text.split(':', 1)[-1].strip()}",
            {"card": ident, "ability": index},
            rules=("forced",)
            if forced
            else ("reactions" if ability.kind == "reaction" else "interrupts",),
        )
        self._count_limit(ident, index, ability)
        card = eng.s.cards[ident]
        ctx = Context(
            you=card.controller,
            source=ident,
            enhanced=card.attached_to,
            that=context.get("card"),
        )
        ctx.trigger_card = context.get("card")
        ctx.damage = context.get("damage")
        eng.depth += 1
        try:
            if ability.effect is not None:
                self.execute(ability.effect, ctx)
        finally:
            eng.depth -= 1
        if eng.s.cards[ident].zone == "hand":
            eng.discard(ident, "events", "wydarzenie po rozpatrzeniu")
        return ctx.cancelled

    def _take(self, effect: A.Move, ctx: Context) -> bool:
        """ "take 1 card at random from each opponent's hand": the cards are picked by chance
        (`chance.random` names them) and are what the next sentence calls "those cards"."""
        eng: Any = self
        what = effect.what
        taking = (
            isinstance(effect.destination, A.Ref)
            and effect.destination.name == "you"
            and isinstance(what, A.Select)
            and what.zone == "hand"
            and what.position == "random"
        )
        if not taking or not isinstance(what, A.Select):
            raise EngineStop(
                "„Move” jest wykonywane tylko jako wzięcie losowych kart z ręki przeciwnika."
            )
        plain = dataclasses.replace(what, position=None)
        pool = [c for c in eng.s.cards.values() if c.zone == "hand"]
        legal = candidates(plain, eng.s, ctx, eng.setup.record, pool=pool, in_play=False)
        count = what.count.value if what.count and what.count.value else 1
        picked = self._random_picks(legal, count)
        ctx.targets, ctx.that = picked, None
        if picked:
            owners = sorted({eng.s.cards[c].owner for c in picked})
            eng.emit(
                "note",
                f"{eng.player_name(ctx.you)} bierze losowo {len(picked)} kart(y) z ręki gracza "
                f"{', '.join(eng.player_name(o) for o in owners)} (efekt karty "
                f"{eng.name(ctx.source or '')}).",
                {"player": ctx.you, "taken": picked},
                rules=("abilities",),
            )
        return bool(picked)

    def _random_picks(self, legal: list[str], count: int) -> list[str]:
        """`count` cards drawn at random from `legal` (a scenario's `chance.random` names them)."""
        eng: Any = self
        targets: list[str] = []
        for _ in range(min(count, len(legal))):
            remaining = [c for c in legal if c not in targets]
            owner = eng.s.cards[remaining[0]].owner
            picked = eng.forced_pick(owner, lambda c, r=remaining: c in r)
            if picked is None:
                picked = remaining[eng.random_index(len(remaining))]
                eng.emit(
                    "random",
                    f"Losowanie karty z ręki gracza {eng.player_name(owner)}.",
                    {"player": owner},
                )
            targets.append(picked)
        return targets

    def _capture(self, effect: A.Capture, ctx: Context) -> bool:
        """Capture (lcg-rules inne-zasady.schwytanie-i-ratunek): only light side cards; the
        dark side attaches each facedown to the objective the effect names, or to one of its
        objectives it chooses."""
        eng: Any = self
        targets = self._targets(effect.what, ctx, "capture")
        if effect.at is not None:
            found = self._targets(effect.at, ctx, "capture_at")
            objective = found[0] if found else None
        else:
            options = [c.id for c in eng.objectives(ctx.you)]
            objective = eng.decide(
                f"{ctx.source}.capture_at",
                decider=ctx.you,
                rule="capture",
                options=options,
                default=options[0] if options else None,
                question="Do którego celu gracz CSM dołącza schwytaną kartę?",
            )
        if objective is None:
            return False
        captured = False
        for target in targets:
            card = eng.s.cards[target]
            if card.owner != "light":
                eng.emit(
                    "note",
                    f"{eng.name(target)} nie może zostać schwytana: schwytać można tylko karty "
                    "JSM.",
                    {"card": target},
                    rules=("capture",),
                )
                continue
            if card.zone == "play":
                self._strip_for_capture(target)
            eng.emit(
                "move",
                f"{eng.name(target)} zostaje schwytana: {eng.player_name(ctx.you)} dołącza ją "
                f"zakrytą do celu {eng.name(objective)}.",
                {"card": target, "zone": "captured", "attached_to": objective, "faceup": False},
                rules=("capture",),
            )
            captured = True
        return captured

    def _replaced(
        self, base: A.Node, replacing: A.Conditional, ctx: Context, entry: ActionEntry | None
    ) -> bool:
        """ "<effect>. If <condition>, <other effect> instead.": the target of the first effect
        is chosen, then the condition decides which of the two effects resolves (only one does:
        the second replaces the first, lcg-rules zdolnosci-kart)."""
        eng: Any = self
        if isinstance(base, A.Place | A.Deal | A.Remove) and isinstance(base.target, A.Select):
            self._targets(base.target, ctx, "target")
            base = dataclasses.replace(base, target=A.Ref("that"))
        instead = replacing.then
        assert isinstance(instead, A.Instead)
        if self.condition(replacing.condition, ctx):
            eng.emit(
                "note",
                f"{eng.name(ctx.source or '')}: warunek spełniony — zamiast pierwszego efektu "
                "rozpatrywany jest drugi.",
                {"card": ctx.source, "instead": True},
                rules=("abilities",),
            )
            return self.execute(instead.effect, ctx, entry=entry)
        eng.emit(
            "note",
            f"{eng.name(ctx.source or '')}: warunek niespełniony — rozpatrywany jest pierwszy "
            "efekt.",
            {"card": ctx.source, "instead": False},
            rules=("abilities",),
        )
        return self.execute(base, ctx, entry=entry)

    def _strip_for_capture(self, target: str) -> None:
        """A card captured from play (lcg-rules inne-zasady.schwytanie-i-ratunek): the tokens on
        it and the enhancements attached to it are discarded, its Force card (if it had one)
        goes back to its owner's supply of available Force cards."""
        eng: Any = self
        card = eng.s.cards[target]
        for kind, label in (("damage", "obrażeń"), ("focus", "skupienia"), ("shields", "osłon")):
            count = getattr(card, kind)
            if count:
                eng.emit(
                    "tokens",
                    f"Żetony {label} ({count}) z {eng.name(target)} zostają odrzucone "
                    "(schwytanie).",
                    {"card": target, "kind": kind, "delta": -count},
                    rules=("capture",),
                )
        for attached in eng.s.attached(target):
            if attached.zone == "play":
                eng.discard(attached.id, "capture", f"była dołączona do {eng.name(target)}")
        if card.committed:
            eng.emit(
                "player",
                f"Karta Mocy z {eng.name(target)} wraca do zapasu gracza "
                f"{eng.player_name(card.owner)}.",
                {"side": card.owner, "force_cards": eng.s.players[card.owner].force_cards + 1},
                rules=("capture",),
            )

    def _redirect_damage(self, effect: A.Instead, ctx: Context) -> bool:
        """ "deal 1 point of that damage to another target unit instead": part of the damage
        being dealt (an interrupt's triggering condition) goes to another card; only that much
        less reaches the first one."""
        eng: Any = self
        deal = effect.effect
        if not isinstance(deal, A.Deal) or not deal.from_damage or ctx.damage is None:
            raise EngineStop(
                "„Zamiast” (instead) jest wykonywane tylko jako przeniesienie części zadawanych "
                "obrażeń przez zakłócenie."
            )
        moved = min(deal.amount.value or 0, ctx.damage["amount"])
        targets = self._targets(deal.target, ctx, "target")
        if not targets or moved <= 0:
            return False
        ctx.damage["amount"] -= moved
        eng.emit(
            "note",
            f"{polish.damage(moved).capitalize()} z zadawanych {eng.name(ctx.trigger_card)} "
            f"trafia zamiast tego do {eng.name(targets[0])}.",
            {"card": targets[0], "from": ctx.trigger_card, "amount": moved},
            rules=("interrupts",),
        )
        eng.deal_damage(
            targets[0], moved, source=ctx.source, by=ctx.you, rules_key="damage", attack=False
        )
        return True

    # --- actions and events ---------------------------------------------------------------

    def action_ability(self, entry: ActionEntry, window: str) -> None:
        eng: Any = self
        ident = entry.data["action"]
        card = eng.s.cards[ident]
        if card.zone != "play" or card.controller != entry.player:
            raise Refusal(
                f"{eng.name(ident)} nie jest w grze pod kontrolą gracza "
                f"{eng.player_name(entry.player)}.",
                "actions",
            )
        actions = [(i, a) for i, a in enumerate(eng.abilities_of(ident)) if a.kind == "action"]
        if not actions:
            raise Refusal(f"{eng.name(ident)} nie ma zdolności „Akcja”.", "actions")
        number = int(entry.data.get("ability", 1))
        if number > len(actions):
            raise Refusal(
                f"{eng.name(ident)} ma tylko {len(actions)} zdolności „Akcja”.", "actions"
            )
        index, ability = actions[number - 1]
        if not self._limit_ok(ident, index, ability):
            raise Refusal(
                f"Limit zdolności karty {eng.name(ident)} został już wykorzystany.", "actions"
            )
        eng.emit(
            "action",
            f"{eng.player_name(entry.player)} wykonuje akcję karty {eng.name(ident)}: "
            f"{ability.text.split(':', 1)[-1].strip()}",
            {"card": ident, "player": entry.player, "ability": index},
            rules=("actions",),
        )
        self._count_limit(ident, index, ability)
        ctx = Context(you=entry.player or eng.s.active, source=ident, enhanced=card.attached_to)
        if ability.effect is not None:
            self.execute(ability.effect, ctx, entry=entry)

    def play_event(self, ident: str, player: str, entry: ActionEntry) -> None:
        eng: Any = self
        actions = [a for a in eng.abilities_of(ident) if a.kind == "action"]
        if not actions:
            raise EngineStop(
                f"Wydarzenie {eng.name(ident)} bez zdolności „Akcja” nie jest obsługiwane."
            )
        ability = actions[0]
        ctx = Context(you=player, source=ident)
        cancelled = self.interrupts(
            A.Event(verb="played", subject=A.Ref("this")), {"card": ident, "player": player}
        )
        if not cancelled and ability.effect is not None:
            self.execute(ability.effect, ctx, entry=entry)
        eng.discard(ident, "events", "wydarzenie po rozpatrzeniu")
        self.reactions(A.Event(verb="play"), {"card": ident, "player": player})

    # --- effects --------------------------------------------------------------------------

    def execute(self, effect: A.Node, ctx: Context, *, entry: ActionEntry | None = None) -> bool:
        """Resolve an effect; False when it (or its cost) could not be resolved."""
        eng: Any = self
        if isinstance(effect, A.Sequence):
            ok = True
            items = list(effect.effects)
            index = 0
            while index < len(items):
                item = items[index]
                following = items[index + 1] if index + 1 < len(items) else None
                if replacement_of(item, following):
                    assert isinstance(following, A.Conditional)
                    ok = self._replaced(item, following, ctx, entry) and ok
                    index += 2
                    continue
                ok = self.execute(item, ctx, entry=entry) and ok
                index += 1
            return ok
        if isinstance(effect, A.Then):
            if self.execute(effect.first, ctx, entry=entry):
                eng.emit(
                    "note",
                    "„Następnie”: pierwsza część się powiodła, rozpatrywana jest druga.",
                    rules=("then",),
                )
                return self.execute(effect.then, ctx, entry=entry)
            eng.emit(
                "note",
                "„Następnie”: pierwsza część się nie powiodła — druga nie jest rozpatrywana.",
                rules=("then",),
            )
            return False
        if isinstance(effect, A.CostFor):
            if not self.execute(effect.cost, ctx, entry=entry):
                return False
            return self.execute(effect.effect, ctx, entry=entry)
        if isinstance(effect, A.Instead):
            return self._redirect_damage(effect, ctx)
        if isinstance(effect, A.Move):
            return self._take(effect, ctx)
        if isinstance(effect, A.Capture):
            return self._capture(effect, ctx)
        if isinstance(effect, A.Deal):
            targets = self._targets(effect.target, ctx, "target")
            amount = effect.amount.value or 0
            for target in targets:
                eng.deal_damage(
                    target, amount, source=ctx.source, by=ctx.you, rules_key="damage", attack=False
                )
            return bool(targets)
        if isinstance(effect, A.Place):
            targets = self._targets(effect.target, ctx, "target")
            amount = effect.amount.value or 0
            for target in targets:
                kind = {"focus": "focus", "shield": "shields", "damage": "damage"}[effect.token]
                if kind == "damage":
                    eng.deal_damage(
                        target,
                        amount,
                        source=ctx.source,
                        by=ctx.you,
                        rules_key="damage",
                        attack=False,
                    )
                    continue
                if kind == "shields" and eng.s.cards[target].shields:
                    eng.emit(
                        "note",
                        f"{eng.name(target)} ma już żeton osłon: nie można umieścić kolejnego.",
                        rules=("shields",),
                    )
                    continue
                eng.place_tokens(target, kind, amount, by=ctx.you, source=ctx.source)
            return bool(targets)
        if isinstance(effect, A.Remove):
            targets = self._targets(effect.target, ctx, "target")
            kind = {"focus": "focus", "shield": "shields", "damage": "damage"}[effect.token]
            for target in targets:
                have = getattr(eng.s.cards[target], kind)
                amount = have if effect.amount.all else min(have, effect.amount.value or 0)
                if amount:
                    eng.emit(
                        "tokens",
                        f"Z {eng.name(target)} usunięto: {_token_text(kind, amount)}.",
                        {"card": target, "kind": kind, "delta": -amount},
                        rules=("abilities",),
                    )
            return bool(targets)
        if isinstance(effect, A.Focus):
            targets = self._targets(effect.what, ctx, "focus", ready=True)
            for target in targets:
                if eng.s.cards[target].focus > 0:
                    raise Refusal(
                        f"{eng.name(target)} jest wyczerpana i nie może zostać skupiona.",
                        "exhausted",
                    )
                eng.emit(
                    "tokens",
                    f"Koszt: {eng.name(target)} zostaje skupiona (żeton skupienia).",
                    {"card": target, "kind": "focus", "delta": 1},
                    rules=("focus",),
                )
            return bool(targets)
        if isinstance(effect, A.Cancel):
            what = effect.what
            if isinstance(what, A.Ref) and what.name == "its" and ctx.trigger_card:
                ctx.cancelled = True
                eng.emit(
                    "cancelled",
                    f"Efekt karty {eng.name(ctx.trigger_card)} zostaje anulowany (koszt już "
                    "zapłacony nie wraca).",
                    {"card": ctx.trigger_card, "by": ctx.source},
                    rules=("cancel",),
                )
                return True
            raise EngineStop(f"{eng.name(ctx.source or '')}: anulowanie tego rodzaju.")
        if isinstance(effect, A.Look):
            return self._look(effect, ctx)
        if isinstance(effect, A.Discard):
            return self._discard(effect, ctx)
        if isinstance(effect, A.PutIntoPlay):
            return self._put_into_play(effect, ctx)
        if isinstance(effect, A.Draw):
            eng.draw(ctx.you, effect.amount.value or 0, rules_key="abilities")
            return True
        if isinstance(effect, A.Destroy):
            targets = self._targets(effect.what, ctx, "target")
            for target in targets:
                eng.destroy(target, "abilities")
            return bool(targets)
        if isinstance(effect, A.Conditional):
            if self.condition(effect.condition, ctx):
                return self.execute(effect.then, ctx, entry=entry)
            return False
        if isinstance(effect, A.Other) and effect.rule == "lose_game":
            eng.lose(ctx.you, "traci cel, którego zniszczenie oznacza przegraną")
            return True
        raise EngineStop(
            f"Efekt „{type(effect).__name__}” karty {eng.name(ctx.source or '')} nie jest "
            "obsługiwany przez silnik."
        )

    def _look(self, effect: A.Look, ctx: Context) -> bool:
        """Look at a hand: the cards are shown in the step (to the player who looks)."""
        eng: Any = self
        zone = effect.what
        if not isinstance(zone, A.Zone):
            raise EngineStop(f"{eng.name(ctx.source or '')}: patrzenie na {type(zone).__name__}.")
        players = resolve_player(zone.owner, eng.s, ctx)
        side = players[0]
        if isinstance(zone.owner, A.Ref) and zone.owner.name == "an_opponent":
            side = eng.s.opponent(ctx.you)
        hand = eng.s.zone(side, "hand")
        ctx.that_player = side
        eng.emit(
            "note",
            f"{eng.player_name(ctx.you)} patrzy na rękę gracza {eng.player_name(side)}: "
            + (", ".join(eng.name(c.id) for c in hand) or "pusta")
            + ".",
            {"player": ctx.you, "looked": [c.id for c in hand]},
            rules=("abilities",),
        )
        return True

    def _discard(self, effect: A.Discard, ctx: Context) -> bool:
        eng: Any = self
        what = effect.what
        if isinstance(what, A.Ref):
            targets = self._targets(what, ctx, "discard")
        elif isinstance(what, A.Select) and what.zone == "hand":
            pool = [c for c in eng.s.cards.values() if c.zone == "hand"]
            legal = candidates(what, eng.s, ctx, eng.setup.record, pool=pool, in_play=False)
            count = what.count.value if what.count and what.count.value else 1
            if not legal:
                return False
            if effect.random:
                targets = self._random_picks(legal, count)
            else:
                chooser = ctx.you
                chosen = eng.decide(
                    f"{ctx.source}.discard",
                    decider=chooser,
                    rule="abilities",
                    options=legal,
                    default=legal[0],
                    question=(
                        f"Którą kartę {eng.player_name(chooser)} wybiera do odrzucenia (efekt "
                        f"karty {eng.name(ctx.source or '')})?"
                    ),
                )
                targets = [chosen]
        else:
            targets = self._targets(what, ctx, "discard")
        for target in targets:
            eng.discard(target, "abilities", f"efekt karty {eng.name(ctx.source or '')}")
        return bool(targets)

    def _put_into_play(self, effect: A.PutIntoPlay, ctx: Context) -> bool:
        eng: Any = self
        zone = effect.source[0] if effect.source else "hand"
        pool = [c for c in eng.s.zone(ctx.you, zone)]
        legal = candidates(effect.what, eng.s, ctx, eng.setup.record, pool=pool, in_play=False)
        if not legal:
            eng.emit("note", "Nie ma karty, którą można umieścić w grze.", rules=("put_into_play",))
            return False
        chosen = eng.decide(
            f"{ctx.source}.put",
            decider=ctx.you,
            rule="put_into_play",
            options=legal,
            default=legal[0],
            question=(
                f"Którą kartę {eng.player_name(ctx.you)} umieszcza w grze (efekt karty "
                f"{eng.name(ctx.source or '')})?"
            ),
        )
        eng.check_text(chosen)
        eng.emit(
            "move",
            f"{eng.name(chosen)} zostaje umieszczona w grze (bez płacenia kosztu).",
            {
                "card": chosen,
                "zone": "play",
                "controller": ctx.you,
                "order": eng.next_order(ctx.you),
            },
            rules=("put_into_play", "in_play"),
        )
        eng.reactions(
            A.Event(verb="enters_play", subject=A.Ref("this")), {"card": chosen, "player": ctx.you}
        )
        return True

    def condition(self, condition: A.Condition, ctx: Context) -> bool:
        eng: Any = self
        if condition.test == "attacking_player":
            engagement = eng.s.engagement
            result = engagement is not None and engagement.attacker == ctx.you
        elif condition.test == "participating":
            cards = self._condition_cards(condition, ctx)
            result = bool(cards) and all(eng.s.cards[c].role is not None for c in cards)
        elif condition.test == "is":
            result = self._is(condition, ctx, eng.s) != condition.negated
        elif condition.test == "balance":  # "the Balance of the Force is with the light side"
            result = eng.s.balance == condition.value
            now = "jasnej" if eng.s.balance == "light" else "ciemnej"
            wanted = "jasnej" if condition.value == "light" else "ciemnej"
            eng.emit(
                "note",
                f"Równowaga Mocy jest po {now} stronie (warunek: po {wanted}): warunek "
                f"{'spełniony' if result else 'niespełniony'}.",
                rules=("balance_phase",),
            )
        else:
            raise EngineStop(f"Warunek „{condition.test}” nie jest obsługiwany przez silnik.")
        return result != condition.negated

    def _condition_cards(self, condition: A.Condition, ctx: Context) -> list[str]:
        eng: Any = self
        subject = condition.subject
        if isinstance(subject, A.Ref):
            return [c for c in resolve_ref(subject, eng.s, ctx) if c in eng.s.cards]
        raise EngineStop(f"Warunek o {type(subject).__name__} nie jest obsługiwany przez silnik.")

    def _targets(self, node: A.Node, ctx: Context, key: str, *, ready: bool = False) -> list[str]:
        """The cards an effect acts on: a reference, every card of an "each", or the one a
        player chooses (`<source>.<key>`, default: the first legal one in board order)."""
        eng: Any = self
        if isinstance(node, A.Ref):
            try:
                from judge.engine.lcg.select import resolve_ref

                return [c for c in resolve_ref(node, eng.s, ctx) if c in eng.s.cards]
            except Unhonoured as exc:
                raise EngineStop(f"{eng.name(ctx.source or '')}: {exc}") from None
        try:
            legal = candidates(node, eng.s, ctx, eng.setup.record)
        except Unhonoured as exc:
            raise EngineStop(f"{eng.name(ctx.source or '')}: {exc}") from None
        if isinstance(node, A.Select) and node.count is not None and node.count.all:
            return legal
        if not legal:
            if isinstance(node, A.Select) and node.target:
                raise Refusal("Nie ma żadnego dozwolonego celu tego efektu.", "target")
            return []
        chosen = eng.decide(
            f"{ctx.source}.{key}",
            decider=ctx.you,
            rule="target" if isinstance(node, A.Select) and node.target else "abilities",
            options=legal,
            default=legal[0],
            question=(
                f"Którą kartę wybiera {eng.player_name(ctx.you)} dla efektu karty "
                f"{eng.name(ctx.source or '')}?"
            ),
        )
        if isinstance(node, A.Select) and node.target:
            ctx.targets.append(chosen)
        ctx.that = chosen
        return [chosen]


def _is(ident: str | None) -> Callable[[CardState], bool]:
    """A test that a card is the one with this id."""

    def test(card: CardState) -> bool:
        return card.id == ident

    return test


def _token_text(kind: str, amount: int) -> str:
    if kind == "focus":
        return polish.focus(amount)
    if kind == "shields":
        return polish.shields(amount)
    return polish.damage(amount)


def _phase_matches(subject: A.Node | None, phase: str | None, you: str, active: str) -> bool:
    if not isinstance(subject, A.Ref) and not isinstance(subject, A.Select):
        return False
    name = subject.name if isinstance(subject, A.Ref) else ""
    if name in ("your_turn",):
        return phase == "balance" and active == you
    if name in ("opponent_turn",):
        return phase == "balance" and active != you
    return False


def _player_matches(subject: A.Node | None, player: str | None, you: str) -> bool:
    if subject is None:
        return True
    if isinstance(subject, A.Ref) and subject.name == "you":
        return player == you
    if isinstance(subject, A.Ref) and subject.name in ("opponent", "an_opponent"):
        return player is not None and player != you
    return False
