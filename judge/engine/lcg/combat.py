"""Engagements (rulebook "Rozpatrywanie bitew"), damage, focus and shields, destruction.

An engagement: the active player chooses an enemy objective not engaged this phase
(`engage`), declares attackers among his ready units (`attackers`; Shielding puts a shield),
the opponent declares defenders (`defenders`), the edge battle (`edge.<side>` placements,
alternately from the attacker until both pass in a row; fate cards resolve by priority; more
Force icons wins, the defender wins ties and the attacker wins when nobody defends), the
strikes (from the player with the edge, alternately; a unit committed to the Force takes two
focus tokens; its icons resolve in the order its player chooses: unit damage on one enemy
participating unit, tactics as focus tokens on enemy units, blast damage on the engaged
objective when attacking; edge-enabled icons only for the player with the edge), then the
unopposed bonus. Damage and focus from an attack or an enemy effect can each be prevented by
discarding the card's shield.
"""

from __future__ import annotations

from typing import Any

from judge.cards.lcg import ast as A
from judge.cards.lcg.records import ICONS
from judge.engine.core.errors import Refusal
from judge.engine.lcg import polish

ICON_ORDER = ["unit_damage", "tactics", "blast_damage"]


class Combat:
    """Mixed into `LcgEngine`."""

    # --- tokens and damage ----------------------------------------------------------------

    def shield_prevents(self, target: str, by: str, what: str) -> bool:
        """Whether the target's controller discards its shield to prevent one token placed
        by an attack or an enemy effect (`<target>.shield`, default yes)."""
        eng: Any = self
        card = eng.s.cards[target]
        if card.shields <= 0 or by == card.controller:
            return False
        use = eng.decide(
            f"{target}.shield",
            decider=card.controller,
            rule="use_shields",
            options=[True, False],
            default=True,
            question=(
                f"Czy {eng.player_name(card.controller)} odrzuca żeton osłon z "
                f"{eng.name(target)}, by zapobiec jednemu żetonowi ({what})?"
            ),
        )
        if use:
            eng.emit(
                "tokens",
                f"{eng.name(target)} odrzuca żeton osłon: zapobiega jednemu żetonowi ({what}).",
                {"card": target, "kind": "shields", "delta": -1},
                rules=("use_shields",),
            )
        return bool(use)

    def place_tokens(
        self, target: str, kind: str, amount: int, *, by: str, source: str | None
    ) -> None:
        eng: Any = self
        if kind == "focus" and amount > 0 and self.shield_prevents(target, by, "skupienia"):
            amount -= 1
        if amount <= 0:
            return
        if kind == "shields":
            text = f"Na {eng.name(target)} zostaje umieszczony żeton osłon."
            rule = "shields"
        else:
            text = f"Na {eng.name(target)} zostaje umieszczone: {polish.focus(amount)}."
            rule = "focus"
        eng.emit("tokens", text, {"card": target, "kind": kind, "delta": amount}, rules=(rule,))

    def deal_damage(
        self,
        target: str,
        amount: int,
        *,
        source: str | None,
        by: str,
        rules_key: str,
        attack: bool,
    ) -> None:
        """Deal damage (Protect may move it, a shield may prevent one), then destroy the card
        when its damage reaches its damage capacity."""
        eng: Any = self
        card = eng.s.cards[target]
        if card.zone != "play" or amount <= 0:
            return
        # Interrupts to "when damage is dealt" resolve before the damage is placed and may
        # move part of it elsewhere (lcg-rules zdolnosci-kart.zaklocenia)
        pending = {"amount": amount}
        eng.interrupts(
            A.Event(verb="dealt_damage"), {"card": target, "player": by, "damage": pending}
        )
        amount = pending["amount"]
        if card.zone != "play" or amount <= 0:
            return
        amount = self._protect(
            target, amount, by=by, source=source, rules_key=rules_key, attack=attack
        )
        if amount > 0 and self.shield_prevents(target, by, "obrażeń"):
            amount -= 1
        if amount <= 0:
            return
        eng.emit(
            "tokens",
            f"{eng.name(target)} otrzymuje {polish.damage(amount)}"
            + (f" (od {eng.name(source)})" if source else "")
            + ".",
            {"card": target, "kind": "damage", "delta": amount, "source": source},
            rules=(rules_key, "damage"),
        )
        eng.reactions(A.Event(verb="dealt_damage"), {"card": target, "player": by})
        self.check_destroyed(target)

    def _protect(
        self, target: str, amount: int, *, by: str, source: str | None, rules_key: str, attack: bool
    ) -> int:
        """Protect [Trait]: a friendly card with the keyword may take any part of the damage
        (up to its remaining damage capacity) instead of the card with that trait."""
        eng: Any = self
        card = eng.s.cards[target]
        record = eng.record(target)
        for protector in eng.s.zone(card.controller, "play"):
            if protector.id == target or not eng.stats.has_keyword(eng.s, protector.id, "protect"):
                continue
            keyword = next((k for k in eng._keywords(protector.id) if k.name == "protect"), None)
            if keyword is None or keyword.protects is None:
                continue
            from judge.engine.lcg.select import Context, matches

            ctx = Context(you=card.controller, source=protector.id)
            if not matches(keyword.protects, card, eng.s, ctx, eng.setup.record):
                continue
            room = eng.stats.damage_capacity(eng.s, protector.id) - protector.damage
            if room <= 0:
                continue
            moved = eng.decide(
                f"{protector.id}.protect",
                decider=card.controller,
                rule="protect",
                options=list(range(0, min(room, amount) + 1)),
                default=0,
                question=(
                    f"Ile z {polish.damage(amount)} dla {eng.name(target)} przejmuje "
                    f"{eng.name(protector.id)} (Ochrona)?"
                ),
            )
            if moved:
                eng.emit(
                    "note",
                    f"Ochrona: {eng.name(protector.id)} przejmuje {polish.damage(moved)} zamiast "
                    f"{record.title}.",
                    {"card": protector.id, "from": target, "amount": moved},
                    rules=("protect",),
                )
                self.deal_damage(
                    protector.id, moved, source=source, by=by, rules_key=rules_key, attack=attack
                )
                amount -= moved
        return amount

    def check_destroyed(self, target: str) -> None:
        eng: Any = self
        card = eng.s.cards[target]
        if card.zone != "play":
            return
        capacity = eng.stats.damage_capacity(eng.s, target)
        if capacity and card.damage >= capacity:
            self.destroy(target, "damage")

    def destroy(self, target: str, rules_key: str) -> None:
        eng: Any = self
        card = eng.s.cards[target]
        record = eng.record(target)
        if record.type == "Objective":
            self._objective_destroyed(target)
            return
        for attached in eng.s.attached(target):
            if attached.zone == "play":
                eng.discard(attached.id, "unit_destroyed", f"była dołączona do {eng.name(target)}")
        if card.committed:
            eng.emit(
                "player",
                f"Karta Mocy z {eng.name(target)} wraca do zapasu gracza "
                f"{eng.player_name(card.controller)}.",
                {
                    "side": card.controller,
                    "force_cards": eng.s.players[card.controller].force_cards + 1,
                },
                rules=("unit_destroyed",),
            )
        pile = eng.s.zone(card.owner, "discard")
        eng.emit(
            "move",
            f"{eng.name(target)} zostaje zniszczona i trafia na stos kart odrzuconych.",
            {"card": target, "zone": "discard", "order": (pile[-1].order + 1) if pile else 0},
            rules=(rules_key, "unit_destroyed"),
        )
        eng.reactions(A.Event(verb="destroyed"), {"card": target})

    def _objective_destroyed(self, target: str) -> None:
        eng: Any = self
        card = eng.s.cards[target]
        owner = card.owner
        winner = eng.s.opponent(owner)
        for attached in eng.s.attached(target):
            if attached.zone == "captured":
                eng.emit(
                    "move",
                    f"Schwytana karta {eng.name(attached.id)} zostaje uratowana i wraca na rękę "
                    "właściciela.",
                    {
                        "card": attached.id,
                        "zone": "hand",
                        "attached_to": None,
                        "order": eng.hand_end(attached.owner),
                    },
                    rules=("objective_destroyed", "capture"),
                )
            elif attached.zone == "play":
                eng.discard(
                    attached.id, "objective_destroyed", f"była dołączona do {eng.name(target)}"
                )
        pile = eng.s.zone(owner, "victory")
        eng.emit(
            "move",
            f"Cel {eng.name(target)} zostaje zniszczony i trafia na stos zwycięstwa gracza "
            f"{eng.player_name(winner)}.",
            {"card": target, "zone": "victory", "controller": winner, "order": len(pile)},
            rules=("objective_destroyed",),
        )
        self._on_destroyed_texts(target)
        if owner == "light":
            count = sum(
                1 for c in eng.s.cards.values() if c.zone == "victory" and c.owner == "light"
            )
            eng.move_dial(
                count,
                "objective_destroyed",
                f"cel JSM na stosie zwycięstwa CSM: o 1 punkt za każdy z {count} celów JSM na tym "
                "stosie",
            )
        else:
            count = sum(
                1 for c in eng.s.cards.values() if c.zone == "victory" and c.owner == "dark"
            )
            if count >= 3:
                eng.win("light", f"na stosie zwycięstwa JSM są {count} cele CSM", "victory_light")
        eng.reactions(A.Event(verb="destroyed"), {"card": target})

    def _on_destroyed_texts(self, target: str) -> None:
        """Constant texts of the destroyed card that speak of its own destruction ("If this
        objective is destroyed, you lose the game.")."""
        eng: Any = self
        from judge.engine.lcg.select import Context

        card = eng.s.cards[target]
        for ability in eng.abilities_of(target):
            effect = ability.effect
            if ability.kind == "persistent" and isinstance(effect, A.Conditional):
                condition = effect.condition
                if (
                    condition.test == "destroyed"
                    and isinstance(condition.subject, A.Ref)
                    and condition.subject.name == "this"
                ):
                    eng.emit(
                        "note",
                        f"Tekst celu {eng.name(target)}: {ability.text}",
                        rules=("persistent",),
                    )
                    eng.execute(effect.then, Context(you=card.owner, source=target))

    # --- an engagement --------------------------------------------------------------------

    def engagement(self) -> bool:
        """One engagement; False when the active player attacks no more this phase."""
        eng: Any = self
        attacker = eng.s.active
        defender = eng.s.opponent(attacker)
        ready = [c.id for c in self._units(attacker) if c.focus == 0]
        options = [c.id for c in eng.objectives(defender) if c.id not in eng.s.engaged]
        if not ready or not options:
            if options and not ready:
                eng.emit(
                    "note",
                    "Aktywny gracz nie ma przygotowanej jednostki, którą mógłby zadeklarować jako "
                    "atakującą: nie rozpoczyna bitwy.",
                    rules=("battle",),
                )
            return False
        choice = eng.decide(
            "engage",
            decider=attacker,
            rule="choose_objective",
            options=[*options, "none"],
            default="none",
            question="Który cel wroga atakuje aktywny gracz (albo „none”: nie atakuje więcej)?",
        )
        if choice == "none":
            return False
        eng.emit(
            "engagement",
            f"{eng.player_name(attacker)} atakuje cel {eng.name(choice)}.",
            {"objective": choice, "attacker": attacker, "defender": defender, "step": "declared"},
            rules=("choose_objective",),
        )
        eng.window("objective")
        self._declare(attacker, "attacker", ready)
        eng.window("attackers")
        defenders = [c.id for c in self._units(defender) if c.focus == 0]
        self._declare(defender, "defender", defenders)
        eng.window("defenders")
        self.edge_battle()
        eng.window("edge")
        self.strikes()
        eng.window("strikes")
        self.unopposed()
        eng.window("unopposed")
        eng.emit("engagement", "Bitwa dobiega końca.", {"end": True}, rules=("battle_end",))
        return True

    def _units(self, side: str) -> list[Any]:
        eng: Any = self
        return [
            c
            for c in eng.s.zone(side, "play")
            if eng.record(c.id).type == "Unit" and c.attached_to is None
        ]

    def _declare(self, side: str, role: str, ready: list[str]) -> None:
        eng: Any = self
        key = "attackers" if role == "attacker" else "defenders"
        rule = "declare_attackers" if role == "attacker" else "declare_defenders"
        if not ready:
            if role == "defender":
                eng.emit(
                    "note",
                    f"{eng.player_name(side)} nie ma przygotowanych jednostek: nie deklaruje "
                    "obrońców.",
                    rules=(rule,),
                )
            return
        chosen = eng.decide(
            key,
            decider=side,
            rule=rule,
            options=None,
            default=ready if role == "attacker" else [],
            question=(
                "Które przygotowane jednostki aktywny gracz deklaruje jako atakujące?"
                if role == "attacker"
                else "Które przygotowane jednostki broniący się gracz deklaruje jako obrońców?"
            ),
            validate=lambda value: _units_from(
                value, ready, at_least=1 if role == "attacker" else 0
            ),
        )
        names = ", ".join(eng.name(u) for u in chosen) or "żadnych"
        eng.emit(
            "engagement",
            f"{eng.player_name(side)} deklaruje "
            f"{'atakujących' if role == 'attacker' else 'obrońców'}: {names}.",
            {"step": key, "roles": {unit: role for unit in chosen}},
            rules=(rule, "participating"),
        )
        for unit in chosen:
            if eng.stats.has_keyword(eng.s, unit, "shielding"):
                self._shielding(unit, side, role)
        for unit in chosen:
            eng.reactions(A.Event(verb="declared"), {"card": unit, "player": side})

    def _shielding(self, unit: str, side: str, role: str) -> None:
        eng: Any = self
        options = [c.id for c in self._units(side) if c.role is not None and c.shields == 0]
        objective = eng.s.engagement.objective if eng.s.engagement else None
        if role == "defender" and objective and eng.s.cards[objective].shields == 0:
            options.append(objective)
        if not options:
            return
        target = eng.decide(
            f"{unit}.shielding",
            decider=side,
            rule="shielding",
            options=options,
            default=unit if unit in options else options[0],
            question=(
                f"Na której nieosłoniętej karcie {eng.player_name(side)} umieszcza żeton osłon "
                f"(Osłony: {eng.name(unit)})?"
            ),
        )
        eng.emit(
            "tokens",
            f"Osłony ({eng.name(unit)}): żeton osłon na {eng.name(target)}.",
            {"card": target, "kind": "shields", "delta": 1},
            rules=("shielding",),
        )

    # --- the edge battle ------------------------------------------------------------------

    def edge_battle(self) -> None:
        eng: Any = self
        engagement = eng.s.engagement
        attacker, defender = engagement.attacker, engagement.defender
        defends = any(c.role == "defender" for c in eng.s.cards.values())
        player = attacker
        passes = 0
        placed = {attacker: 0, defender: 0}
        while passes < 2:
            can_place = player == attacker or defends
            hand = [c.id for c in eng.s.zone(player, "hand")]
            if not can_place or not hand:
                passes += 1
                why = "nie ma kart na ręce" if can_place else "nie kontroluje obrońców"
                eng.emit(
                    "passed",
                    f"Walka o przewagę: {eng.player_name(player)} pasuje ({why}).",
                    {"player": player, "edge": True},
                    rules=("edge_place", *(() if can_place else ("edge_battle",))),
                )
                player = eng.s.opponent(player)
                continue
            choice = eng.decide(
                f"edge.{player}",
                decider=player,
                rule="edge_place",
                options=[*hand, "pass"],
                default="pass",
                question=(
                    f"Czy {eng.player_name(player)} wykłada zakrytą kartę na swój stos przewagi "
                    "(którą), czy pasuje?"
                ),
            )
            if choice == "pass":
                passes += 1
                eng.emit(
                    "passed",
                    f"Walka o przewagę: {eng.player_name(player)} pasuje.",
                    {"player": player, "edge": True},
                    rules=("edge_place",),
                )
            else:
                passes = 0
                placed[player] += 1
                faceup = eng.faceup_first(player) if placed[player] == 1 else None
                if faceup:
                    eng.emit(
                        "move",
                        f"Walka o przewagę: {eng.player_name(player)} wykłada pierwszą kartę "
                        f"stosu przewagi odkrytą ({eng.name(choice)}) — wymaga tego "
                        f"{eng.name(faceup)}.",
                        {"card": choice, "zone": "edge", "faceup": True, "order": 1},
                        rules=("edge_place", "persistent"),
                    )
                else:
                    eng.emit(
                        "move",
                        f"Walka o przewagę: {eng.player_name(player)} wykłada zakrytą kartę na "
                        f"stos przewagi ({placed[player]}.).",
                        {"card": choice, "zone": "edge", "faceup": False, "order": placed[player]},
                        rules=("edge_place",),
                    )
            player = eng.s.opponent(player)
        stacks = {side: eng.s.zone(side, "edge") for side in (attacker, defender)}
        shown = "; ".join(
            f"{eng.player_name(side)}: " + (", ".join(eng.name(c.id) for c in cards) or "pusty")
            for side, cards in stacks.items()
        )
        eng.emit(
            "edge_reveal",
            f"Obaj gracze odkrywają stosy przewagi — {shown}.",
            {"cards": [c.id for cards in stacks.values() for c in cards]},
            rules=("edge_reveal",),
        )
        self._fate_cards(attacker)
        totals = {}
        parts = {}
        for side in (attacker, defender):
            cards = eng.s.zone(side, "edge")
            icons = sum(eng.record(c.id).force_icons or 0 for c in cards)
            edge_units = [
                c.id
                for c in self._units(side)
                if c.role is not None and eng.stats.keyword_value(eng.s, c.id, "edge")
            ]
            bonus = sum(eng.stats.keyword_value(eng.s, u, "edge") for u in edge_units)
            totals[side] = icons + bonus
            parts[side] = f"{icons} z kart" + (
                f" + {bonus} z Przewagi ({', '.join(eng.name(u) for u in edge_units)})"
                if bonus
                else ""
            )
        if not defends:
            winner = attacker
            why = (
                "broniący się gracz nie kontroluje żadnych obrońców: atakujący wygrywa "
                "automatycznie"
            )
        elif totals[attacker] > totals[defender]:
            winner, why = attacker, "więcej symboli Mocy"
        elif totals[defender] > totals[attacker]:
            winner, why = defender, "więcej symboli Mocy"
        else:
            winner, why = defender, "remis: przewagę zdobywa broniący się gracz"
        eng.emit(
            "engagement",
            f"Walka o przewagę: {eng.player_name(attacker)} {totals[attacker]} "
            f"({parts[attacker]}), "
            f"{eng.player_name(defender)} {totals[defender]} ({parts[defender]}). Przewagę ma "
            f"{eng.player_name(winner)} ({why}).",
            {"edge_winner": winner, "step": "edge"},
            rules=(
                "edge_end",
                *(("edge_keyword",) if any("Przewagi" in p for p in parts.values()) else ()),
            ),
        )
        for side in (attacker, defender):
            for card in eng.s.zone(side, "edge"):
                eng.discard(card.id, "edge_end", "stos przewagi po walce")

    def _fate_cards(self, attacker: str) -> None:
        eng: Any = self
        fates = [
            c.id
            for c in eng.s.cards.values()
            if c.zone == "edge" and eng.record(c.id).type == "Fate"
        ]
        fates.sort(key=lambda f: eng.record(f).edge_priority or 0)
        for ident in fates:
            eng.check_text(ident)
        for ident in fates:
            card = eng.s.cards[ident]
            eng.emit(
                "fate",
                f"Karta losu {eng.name(ident)} (priorytet {eng.record(ident).edge_priority}) "
                f"gracza {eng.player_name(card.owner)}: {eng.record(ident).text}",
                {"card": ident},
                rules=("fate_cards",),
            )
            from judge.engine.lcg.select import Context

            ctx = Context(
                you=card.owner, source=ident, engaged_objective=eng.s.engagement.objective
            )
            for ability in eng.abilities_of(ident):
                if ability.effect is not None:
                    eng.depth += 1
                    try:
                        eng.execute(ability.effect, ctx)
                    except Refusal as refusal:
                        eng.emit(
                            "note",
                            f"Efekt karty losu nie może zostać rozpatrzony: {refusal.message}",
                            rules=(refusal.rule,),
                        )
                    finally:
                        eng.depth -= 1

    # --- strikes --------------------------------------------------------------------------

    def strikes(self) -> None:
        eng: Any = self
        engagement = eng.s.engagement
        player = engagement.edge_winner
        while True:
            ready = {side: self._ready_participants(side) for side in ("light", "dark")}
            if not ready["light"] and not ready["dark"]:
                break
            if not ready[player]:
                player = eng.s.opponent(player)
                continue
            unit = eng.decide(
                f"strike.{player}",
                decider=player,
                rule="strikes",
                options=ready[player],
                default=ready[player][0],
                question=(
                    f"Którą przygotowaną jednostką uczestniczącą {eng.player_name(player)} "
                    "przeprowadza natarcie?"
                ),
            )
            self.strike(unit, player)
            if eng.s.winner:
                return
            player = eng.s.opponent(player)
        eng.emit(
            "note",
            "Wszystkie jednostki uczestniczące są wyczerpane: krok rozpatrywania natarć dobiega "
            "końca.",
            rules=("strikes_end",),
        )

    def _ready_participants(self, side: str) -> list[str]:
        return [c.id for c in self._units(side) if c.role is not None and c.focus == 0]

    def strike(self, unit: str, side: str) -> None:
        eng: Any = self
        card = eng.s.cards[unit]
        focus = 2 if card.committed else 1
        eng.emit(
            "strike",
            f"{eng.player_name(side)} skupia {eng.name(unit)}, by przeprowadzić natarcie"
            + (" (przydzielona do Mocy: dwa żetony skupienia)" if focus == 2 else "")
            + ".",
            {"card": unit, "player": side, "focus": focus},
            rules=("strike", *(("committed_units",) if focus == 2 else ())),
        )
        eng.depth += 1
        try:
            eng.reactions(A.Event(verb="focused_to_strike"), {"card": unit, "player": side})
            if eng.s.cards[unit].zone != "play":
                return
            edge = eng.s.engagement.edge_winner == side
            icons = eng.stats.icons(eng.s, unit, edge=edge)
            attacking = eng.s.cards[unit].role == "attacker"
            usable = {
                k: v for k, v in icons.items() if v > 0 and (k != "blast_damage" or attacking)
            }
            summary = ", ".join(f"{v} × {polish.ICON[k]}" for k, v in icons.items() if v) or "brak"
            if not usable:
                eng.emit(
                    "icons",
                    f"{eng.name(unit)}: symbole walki do rozpatrzenia — brak"
                    + (
                        " (bez przewagi symbole aktywowane dzięki przewadze nie działają)"
                        if not edge
                        else ""
                    )
                    + ".",
                    {"card": unit, "icons": icons},
                    rules=("combat_icons",),
                )
                return
            eng.emit(
                "icons",
                f"{eng.name(unit)} naciera: {summary}"
                + (
                    " (z przewagą: normalne i aktywowane dzięki przewadze)"
                    if edge
                    else " (bez przewagi: tylko normalne)"
                )
                + ".",
                {"card": unit, "icons": icons},
                rules=("combat_icons",),
            )
            order = eng.decide(
                f"{unit}.order",
                decider=side,
                rule="combat_icons_order",
                options=None,
                default=[k for k in ICON_ORDER if k in usable],
                question=(
                    f"W jakiej kolejności {eng.player_name(side)} rozpatruje rodzaje symboli walki "
                    f"{eng.name(unit)}?"
                ),
                validate=lambda value: (
                    None
                    if isinstance(value, list) and sorted(value) == sorted(usable)
                    else f"podaj kolejność rodzajów: {', '.join(usable)}"
                ),
            )
            for kind in order:
                if eng.s.winner:
                    return
                getattr(self, f"_resolve_{kind}")(unit, side, usable[kind])
        finally:
            eng.depth -= 1

    def _resolve_unit_damage(self, unit: str, side: str, power: int) -> None:
        eng: Any = self
        enemy = eng.s.opponent(side)
        options = [c.id for c in self._units(enemy) if c.role is not None]
        targeted = (
            eng.stats.has_keyword(eng.s, unit, "targeted_strike")
            and eng.s.cards[unit].role == "attacker"
        )
        extra = [c.id for c in self._units(enemy) if c.role is None] if targeted else []
        if not options and not extra:
            eng.emit(
                "note",
                f"{eng.name(unit)}: brak jednostki wroga, której można zadać obrażenia jednostek.",
                rules=("combat_icons_order",),
            )
            return
        target = eng.decide(
            f"{unit}.unit_damage",
            decider=side,
            rule="targeted_strike" if extra else "combat_icons_order",
            options=[*options, *extra],
            default=(options or extra)[0],
            question=(
                f"Której jednostce wroga {eng.name(unit)} zadaje {polish.damage(power)} "
                "(obrażenia jednostek)?"
            ),
        )
        rules_key = "targeted_strike" if target in extra else "combat_icons_order"
        eng.emit(
            "note",
            f"Obrażenia jednostek ({power}): {eng.name(unit)} → {eng.name(target)}"
            + (" (Precyzyjne uderzenie: jednostka nieuczestnicząca)" if target in extra else "")
            + ".",
            {"card": unit, "target": target, "icon": "unit_damage"},
            rules=(rules_key,),
        )
        self.deal_damage(
            target, power, source=unit, by=side, rules_key="combat_icons_order", attack=True
        )

    def _resolve_tactics(self, unit: str, side: str, power: int) -> None:
        eng: Any = self
        enemy = eng.s.opponent(side)
        options = [c.id for c in self._units(enemy)]
        if not options:
            return
        participating_ready = [
            c for c in options if eng.s.cards[c].role is not None and eng.s.cards[c].focus == 0
        ]
        default_target = (participating_ready or options)[0]
        split = eng.decide(
            f"{unit}.tactics",
            decider=side,
            rule="combat_icons_order",
            options=None,
            default={default_target: power},
            question=(
                f"Jak {eng.player_name(side)} rozdziela {polish.focus(power)} z taktyki "
                f"{eng.name(unit)} między jednostki wroga?"
            ),
            validate=lambda value: _split(value, options, power),
        )
        for target, amount in split.items():
            if amount <= 0:
                continue
            eng.emit(
                "note",
                f"Taktyka ({amount}): {eng.name(unit)} → {eng.name(target)}.",
                {"card": unit, "target": target, "icon": "tactics"},
                rules=("combat_icons_order",),
            )
            self.place_tokens(target, "focus", amount, by=side, source=unit)

    def _resolve_blast_damage(self, unit: str, side: str, power: int) -> None:
        eng: Any = self
        objective = eng.s.engagement.objective
        if eng.s.cards[objective].zone != "play":
            return
        eng.emit(
            "note",
            f"Obrażenia wybuchowe ({power}): {eng.name(unit)} → atakowany cel "
            f"{eng.name(objective)}.",
            {"card": unit, "target": objective, "icon": "blast_damage"},
            rules=("combat_icons_order",),
        )
        self.deal_damage(
            objective, power, source=unit, by=side, rules_key="combat_icons_order", attack=True
        )

    # --- unopposed ------------------------------------------------------------------------

    def unopposed(self) -> None:
        eng: Any = self
        engagement = eng.s.engagement
        attackers = [c for c in eng.s.cards.values() if c.role == "attacker" and c.zone == "play"]
        defenders = [c for c in eng.s.cards.values() if c.role == "defender" and c.zone == "play"]
        objective = engagement.objective
        if not attackers:
            eng.emit(
                "note",
                "Żaden atakujący nie przetrwał bitwy: premia za brak oporu nie przysługuje.",
                rules=("unopposed",),
            )
            return
        if defenders:
            eng.emit(
                "note",
                "Bitwę przetrwali obrońcy ("
                + ", ".join(eng.name(d.id) for d in defenders)
                + "): premia za brak oporu nie przysługuje.",
                rules=("unopposed",),
            )
            return
        if eng.s.cards[objective].zone != "play":
            eng.emit(
                "note",
                "Atakowany cel został już zniszczony: premia za brak oporu przepada.",
                rules=("unopposed",),
            )
            return
        use = eng.decide(
            "unopposed",
            decider=engagement.attacker,
            rule="unopposed",
            options=[True, False],
            default=True,
            question=(
                "Czy atakujący zadaje atakowanemu celowi 1 dodatkowe obrażenie (premia za brak "
                "oporu)?"
            ),
        )
        if use:
            eng.emit(
                "note",
                "Brak oporu: atakujący zadaje atakowanemu celowi 1 obrażenie.",
                rules=("unopposed",),
            )
            self.deal_damage(
                objective,
                1,
                source=None,
                by=engagement.attacker,
                rules_key="unopposed",
                attack=True,
            )


def _units_from(value: Any, options: list[str], *, at_least: int) -> str | None:
    if not isinstance(value, list) or any(v not in options for v in value):
        return f"podaj listę jednostek spośród przygotowanych: {', '.join(options) or 'brak'}"
    if len(set(value)) != len(value):
        return "jednostki się powtarzają"
    if len(value) < at_least:
        return "trzeba zadeklarować przynajmniej jedną jednostkę"
    return None


def _split(value: Any, options: list[str], power: int) -> str | None:
    if not isinstance(value, dict) or any(k not in options for k in value):
        return f"podaj mapę {{jednostka: liczba}} spośród: {', '.join(options)}"
    if sum(int(v) for v in value.values()) != power:
        return f"żetony muszą sumować się do {power}"
    return None


_ICONS = ICONS
