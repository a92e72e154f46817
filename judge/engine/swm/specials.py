"""Resolving the special abilities and Force powers that are not attacks (`effects.EFFECTS`).

A figure uses one in its turn with the action `use:` (or `force:`) naming the ability, a
`target:` when the entry picks one, `also:` for the two figures next to the target that a Force
Lightning-like entry hits, and `push: {figure: [squares]}` for pushes. The order is always:

1. the pick is checked (a legal target within the entry's range, an adjacent figure, itself…)
   and what the entry requires of it (living, wounded, a Droid…), the Force points, and whether
   the entry may be used now (it replaces the attack or the turn: glossary `replaces attacks`,
   `replaces turn`);
2. the Force points are spent (a Force power costs what its entry says);
3. everyone hit is listed; their saves are rolled, then the damage is dealt to all of them at
   once (simultaneous effects: the active player's figures first, each player ordering his
   own), then heals, stuns (glossary `stun`: counts as activated this round) and pushes; the
   game is decided only after all of them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from judge.engine.core.errors import Refusal
from judge.engine.swm.effects import (
    EFFECTS,
    EMP_GRENADES,
    GRANTS,
    TURN_MODES,
    VOLLEYS,
    Effect,
    Grant,
    Stun,
    Volley,
)
from judge.engine.swm.glossary import Ability
from judge.engine.swm.powers import Powers


class Specials(Powers):
    def use_force(self, fid: str, entry: Mapping[str, Any]) -> None:
        what = str(entry.get("use") or entry.get("force"))
        if what not in ("move", "ruch"):
            ability = self.ability_named(fid, what)
            effect = EFFECTS.get(ability.key)
            if effect is not None:
                self.use_effect(fid, ability, effect, entry)
                return
            grant = GRANTS.get(ability.key)
            if grant is not None:
                self.use_grant(fid, ability, grant, entry)
                return
            volley = VOLLEYS.get(ability.key)
            if volley is not None:
                self.use_volley(fid, ability, volley, entry)
                return
            if ability.key in TURN_MODES:
                self.declare_mode(fid, ability)
                return
        super().use_force(fid, {**entry, "force": what})

    # --- the pick ---------------------------------------------------------------------------

    def _effect_pick(
        self, fid: str, ability: Ability, effect: Effect, entry: Mapping[str, Any]
    ) -> str | None:
        rule = f"glossary:{effect.key}"
        name = ability.entry.label_pl
        if effect.pick == "none":
            return None
        if effect.pick == "self":
            return fid
        target = entry.get("target")
        if target is None and effect.pick == "adjacent_or_self":
            target = fid
        if not isinstance(target, str):
            raise Refusal(f"{name}: podaj cel (`target`)", rule)
        if target not in self.s.figures or not self.alive(target):
            raise Refusal(f"{name}: nie ma żywej postaci „{target}”", rule)
        enemy = self.fig(target).player != self.fig(fid).player
        if effect.pick == "enemy":
            problem = self.target_problem(fid, target, power=True)
            if problem:
                raise Refusal(*problem)
        elif effect.pick in ("enemy_unseen", "adjacent_enemy") and not enemy:
            raise Refusal(f"{name}: {self.label(target)} nie jest wrogiem", rule)
        if effect.pick in ("adjacent_enemy", "adjacent_figure") or (
            effect.pick == "adjacent_or_self" and target != fid
        ):
            if target == fid and effect.pick != "adjacent_or_self":
                raise Refusal(f"{name}: celem musi być inna, sąsiadująca postać", rule)
            if not self.adjacent(fid, target):
                raise Refusal(
                    f"{name}: {self.label(target)} nie sąsiaduje z {self.label(fid)}", rule
                )
        reach = effect.reach if effect.pick in ("enemy", "enemy_unseen") else None
        if reach is not None and not self.within(fid, target, reach):
            raise Refusal(
                f"{name}: {self.label(target)} jest poza zasięgiem {reach} pól "
                f"(zasięg {self.range_between(fid, target)}, liczony naokoło ścian)",
                rule,
            )
        lacking = self._requirement_problem(target, effect.requires)
        if lacking:
            raise Refusal(f"{name}: {lacking}", rule)
        return target

    def _requirement_problem(self, target: str, requires: str | None) -> str | None:
        card = self.card(target)
        who = self.label(target)
        if requires == "living" and not card.living:
            return f"{who} nie jest żywą postacią (słowniczek: żywy)"
        if requires == "wounded_living":
            if not card.living:
                return f"{who} nie jest żywą postacią (słowniczek: żywy)"
            if not self.fig(target).damage:
                return f"{who} nie jest ranna (słowniczek: ranny)"
        if requires == "droid" and not card.counts_as_droid:
            return f"{who} nie jest Droidem"
        if requires == "droid_or_mounted" and not (card.counts_as_droid or card.mounted):
            return f"{who} nie jest Droidem ani postacią z Bronią Pokładową"
        if requires == "machinery" and not (card.mounted or card.has("machinery")):
            return f"{who} nie ma Broni Pokładowej (ani Maszyn)"
        return None

    # --- who is hit -------------------------------------------------------------------------

    def _effect_victims(
        self, fid: str, effect: Effect, target: str | None, entry: Mapping[str, Any], name: str
    ) -> list[str]:
        rule = f"glossary:{effect.key}"
        area = effect.area
        living = [f.id for f in self.s.living()]
        if area == "target":
            assert target is not None
            return [target]
        if area in ("target+adjacent", "target+2"):
            assert target is not None
            # a push moves figures away from the user, so it never pushes the user itself
            skip = {target} | ({fid} if effect.push else set())
            near = [f for f in living if f not in skip and self.adjacent(target, f)]
            if effect.living_area:
                near = [f for f in near if self.card(f).living]
            if effect.enemy_area:
                near = [f for f in near if self.fig(f).player != self.fig(fid).player]
            if area == "target+2":
                return [target, *self._two_next_to(fid, target, entry, name, rule)]
            return [target, *near]
        if area == "within":
            assert effect.radius is not None
            return [f for f in living if f != fid and self.within(fid, f, effect.radius)]
        if area == "enemies_within":
            assert effect.radius is not None
            return [f for f in self.enemies(fid) if self.within(fid, f, effect.radius)]
        if area == "adjacent_to_user":
            return [f for f in living if f != fid and self.adjacent(fid, f)]
        if area == "legal_enemies":
            return [e for e in self.enemies(fid) if not self.target_problem(fid, e, power=True)]
        raise AssertionError(area)

    def _without_immune(
        self, fid: str, victims: list[str], target: str | None, name: str
    ) -> list[str]:
        """Force Immunity: a power may not pick the figure („Inne postacie nie mogą wydawać
        Punktów Mocy, by oddziaływać na tą postać”) and a power hitting several passes it by."""
        if target is not None and target != fid and self.force_immune(target):
            raise Refusal(
                f"{name}: {self.label(target)} ma Niewrażliwość na Moc — wybierz inną postać",
                "glossary:force-immunity",
            )
        immune = [v for v in victims if v != fid and self.force_immune(v)]
        if immune:
            self.emit(
                "note",
                f"Niewrażliwość na Moc: {', '.join(self.label(v) for v in immune)} — {name} "
                "na nią nie działa",
                {"figures": immune},
                rules=("glossary:force-immunity",),
            )
        return [v for v in victims if v not in immune]

    def _two_next_to(
        self, fid: str, target: str, entry: Mapping[str, Any], name: str, rule: str
    ) -> list[str]:
        """Force Lightning: "dwóm postaciom z nim sąsiadującym, jeśli takowe są … wliczając w to
        aktywną postać, jeśli nie ma wystarczającej liczby innych"."""
        others = [
            f.id
            for f in self.s.living()
            if f.id not in (target, fid) and self.adjacent(target, f.id)
        ]
        if len(others) < 2 and self.adjacent(target, fid):
            others.append(fid)
        given = entry.get("also")
        if given is None:
            return others[:2]
        chosen = [str(x) for x in given]
        bad = [x for x in chosen if x not in others]
        if bad or len(chosen) != min(2, len(others)) or len(set(chosen)) != len(chosen):
            raise Refusal(
                f"{name}: dwie postacie sąsiadujące z celem do wyboru: "
                + (", ".join(self.label(o) for o in others) or "brak"),
                rule,
            )
        return chosen

    # --- resolving ----------------------------------------------------------------------------

    def use_effect(
        self, fid: str, ability: Ability, effect: Effect, entry: Mapping[str, Any]
    ) -> None:
        key = effect.key
        rule = f"glossary:{key}"
        name = ability.entry.label_pl
        self._own_turn(fid, rule)
        turn = self.s.turn
        assert turn is not None
        is_power = ability.entry.kind == "force-power"
        cost = (ability.entry.force_cost or 0) if is_power else 0
        if effect.after_force_ally_defeated and not any(
            f.defeated and self.has_force_rating(f.id)
            for f in self.s.figures.values()
            if f.player == self.fig(fid).player and f.id != fid
        ):
            raise Refusal(
                f"{name}: można jej użyć dopiero, gdy zostanie pokonany sojusznik z wartością Mocy",
                rule,
            )
        if turn.replaced == "turn":
            raise Refusal(f"{self.label(fid)} użył już mocy zastępującej turę", "replaces_turn")
        target = self._effect_pick(fid, ability, effect, entry)
        if is_power:
            problem = self.force_problem(fid, cost)
            if problem:
                raise Refusal(*problem)
        victims = self._effect_victims(fid, effect, target, entry, name)
        if is_power:
            victims = self._without_immune(fid, victims, target, name)
        if effect.replaces is not None:
            self._replace(fid, effect.replaces, ability, contested=effect.contested)
        if is_power and cost:
            self.spend_force(fid, cost, name, rules=(rule,))
        value = ability.value or 0
        amount = value if effect.damage == "value" else int(effect.damage or 0)
        healing = value if effect.heal == "value" else int(effect.heal or 0)
        self.emit(
            "power",
            self._effect_text(fid, name, effect, target, victims, amount, healing),
            {
                "figure": fid,
                "power": key,
                "target": target,
                "hit": victims,
                "amount": amount,
                "heal": healing,
            },
            rules=(rule, "named_powers" if is_power else "using_special_abilities"),
        )
        ordered = self.simultaneous_order(fid, victims) if len(victims) > 1 else victims
        dealt = self._effect_damage(fid, effect, ordered, amount, name, rule)
        if effect.drain is not None and any(dealt.values()):
            back = amount if effect.drain == "value" else sum(dealt.values())
            self.heal(fid, back, rules=(rule,))
        if healing and target is not None:
            self.heal(target, healing, rules=(rule,))
        if effect.steal_force and target is not None and dealt.get(target):
            self._steal_force(fid, target, rule)
        self._effect_stuns(fid, ability, effect, ordered, dealt, name, rule)
        if effect.push:
            stated = entry.get("push") or {}
            for victim in ordered:
                if self.alive(victim):
                    self.push(fid, victim, effect.push, stated.get(victim), key)
        self.check_victory()

    def use_grant(self, fid: str, ability: Ability, grant: Grant, entry: Mapping[str, Any]) -> None:
        """A power that gives an effect (`effects.GRANTS`): to the user for the turn or the
        skirmish, or as a mark on an enemy it picks."""
        key = grant.key
        rule = f"glossary:{key}"
        name = ability.entry.label_pl
        self._own_turn(fid, rule)
        cost = ability.entry.force_cost or 0
        target = None
        if grant.scope == "mark":
            target = entry.get("target")
            if not isinstance(target, str):
                raise Refusal(f"{name}: podaj cel (`target`)", rule)
            if self.force_immune(target):
                raise Refusal(
                    f"{name}: {self.label(target)} ma Niewrażliwość na Moc",
                    "glossary:force-immunity",
                )
            problem = self.target_problem(fid, target, power=True)
            if problem:
                raise Refusal(*problem)
            if grant.adjacent and not self.adjacent(fid, target):
                raise Refusal(
                    f"{name}: {self.label(target)} nie sąsiaduje z {self.label(fid)}", rule
                )
            if grant.reach is not None and not self.within(fid, target, grant.reach):
                raise Refusal(
                    f"{name}: {self.label(target)} jest poza zasięgiem {grant.reach} pól", rule
                )
        problem = self.force_problem(fid, cost)
        if problem:
            raise Refusal(*problem)
        if grant.replaces is not None:
            self._replace(fid, grant.replaces, ability, contested=grant.contested)
        self.spend_force(fid, cost, name, rules=(rule,))
        if grant.scope == "mark":
            assert target is not None
            mark = f"{key}:{fid}"
            for other in self.s.figures.values():  # only the last enemy chosen stays marked
                if grant.exclusive and mark in other.effects:
                    self.emit(
                        "effect",
                        f"{name} {self.label(fid)} przestaje działać na {self.label(other.id)}",
                        {"figure": other.id, "effect": mark, "on": False},
                        rules=(rule,),
                    )
            self.emit(
                "effect",
                f"{name}: {self.label(target)} oznaczony przez {self.label(fid)} do końca "
                "pojedynku",
                {"figure": target, "effect": mark, "on": True},
                rules=(rule, "named_powers"),
            )
            return
        how = {"turn": "do końca tury", "round": "do końca rundy"}.get(
            grant.scope, "do końca pojedynku"
        )
        if key == "use-the-force":
            how = "do następnego ataku"
        effect = f"{key}@{self.s.round}" if grant.scope == "round" else key
        self.emit(
            "effect",
            f"{self.label(fid)} używa: {name} ({how})",
            {
                "figure": fid,
                "effect": effect,
                "scope": "skirmish" if grant.scope == "round" else grant.scope,
                "on": True,
            },
            rules=(rule, "named_powers"),
        )

    def declare_mode(self, fid: str, ability: Ability) -> None:
        """Charging Fire, Charging Assault, Wheeled, Furious Assault: „Zamiast normalnej tury”
        the figure moves farther and then attacks; declared before it moves or attacks."""
        key = ability.key
        rule = f"glossary:{key}"
        self._own_turn(fid, rule)
        turn = self.s.turn
        assert turn is not None
        if turn.moved or turn.attacks or turn.replaced is not None:
            raise Refusal(
                f"{ability.entry.label_pl} zastępuje normalną turę: ogłoś ją, zanim "
                f"{self.label(fid)} się poruszy lub zaatakuje",
                "replaces_turn",
            )
        self._replace(fid, "turn", ability)
        self.emit(
            "effect",
            f"{self.label(fid)}: {ability.entry.label_pl} w tej turze",
            {"figure": fid, "effect": key, "scope": "turn", "on": True},
            rules=(rule,),
        )

    def use_volley(
        self, fid: str, ability: Ability, volley: Volley, entry: Mapping[str, Any]
    ) -> None:
        """Several attacks at once (`effects.VOLLEYS`), each rolled and resolved in turn."""
        key = volley.key
        rule = f"glossary:{key}"
        name = ability.entry.label_pl
        self._own_turn(fid, rule)
        cost = (ability.entry.force_cost or 0) if ability.entry.kind == "force-power" else 0
        plan = self._volley_plan(fid, volley, entry, name)
        if cost:
            problem = self.force_problem(fid, cost)
            if problem:
                raise Refusal(*problem)
        self._replace(fid, volley.replaces, ability, contested=volley.contested)
        if cost:
            self.spend_force(fid, cost, name, rules=(rule,))
        self.emit(
            "power",
            f"{self.label(fid)} używa: {name}; ataki: "
            + (", ".join(self.label(t) for t in plan) or "brak celów"),
            {"figure": fid, "power": key, "targets": plan},
            rules=(rule,),
        )
        for target in plan:
            if self.s.over or not self.alive(fid):
                return
            if not self.alive(target):
                continue
            if volley.recheck:
                problem = self.target_problem(fid, target)
                if problem:
                    self.emit(
                        "note",
                        f"{name}: {self.label(target)} nie jest już legalnym celem ({problem[0]})",
                        {"figure": target},
                        rules=(rule, "legal_target"),
                    )
                    continue
            self.attack(fid, target, kind="special", via=key, throw=volley.throw)

    def _volley_plan(
        self, fid: str, volley: Volley, entry: Mapping[str, Any], name: str
    ) -> list[str]:
        rule = f"glossary:{volley.key}"
        near = [e for e in self.enemies(fid) if self.adjacent(fid, e)]
        if volley.targets == "adjacent_each":
            if not near:
                raise Refusal(f"{name}: żaden wróg nie sąsiaduje z {self.label(fid)}", rule)
            return [e for e in near for _ in range(volley.attacks)]
        if volley.targets == "legal_each":
            legal = self._legal_targets(fid)
            if not legal:
                raise Refusal(f"{name}: brak legalnych celów", rule)
            return legal
        first = entry.get("target")
        if not isinstance(first, str):
            raise Refusal(f"{name}: podaj cel (`target`)", rule)
        if volley.targets == "adjacent_pick":
            chosen = [first, *[str(x) for x in entry.get("also") or [first]]][: volley.attacks]
            for t in chosen:
                if t not in near:
                    raise Refusal(f"{name}: {self.label(t)} nie jest sąsiadującym wrogiem", rule)
            return chosen
        problem = self.target_problem(fid, first, power=True)
        if problem:
            raise Refusal(*problem)
        if volley.reach is not None and not self.within(fid, first, volley.reach):
            raise Refusal(
                f"{name}: {self.label(first)} jest poza zasięgiem {volley.reach} pól", rule
            )
        return [first] * volley.attacks

    def _effect_text(
        self,
        fid: str,
        name: str,
        effect: Effect,
        target: str | None,
        victims: list[str],
        amount: int,
        healing: int,
    ) -> str:
        who = ", ".join(self.label(v) for v in victims) or "nikogo"
        parts = [f"{self.label(fid)} używa: {name}"]
        if target is not None and target != fid:
            parts.append(f"cel {self.label(target)}")
        if amount:
            parts.append(f"{amount} obrażeń dla: {who}")
        elif effect.stun is not None and victims:
            parts.append(f"ogłusza: {who}")
        if healing:
            parts.append(f"zmniejsza obrażenia o {healing}")
        if effect.area == "target+adjacent" and fid in victims:
            parts.append("także sam użytkownik, bo sąsiaduje z celem („wszystkie sąsiadujące")
            parts[-1] += " z nim postacie”)"
        if amount or effect.stun is not None:
            parts.append("to nie jest atak, bez rzutu ataku")
        return "; ".join(parts)

    def _effect_damage(
        self, fid: str, effect: Effect, victims: list[str], amount: int, name: str, rule: str
    ) -> dict[str, int]:
        """Saves first (each victim's own), then all the damage at once."""
        if not amount:
            return {}
        planned: dict[str, int] = {}
        heal_instead: list[str] = []
        for victim in victims:
            planned[victim] = amount
            ally = self.fig(victim).player == self.fig(fid).player and victim != fid
            if effect.ally_save_heals and ally:
                if self.save(victim, 11, name, rule):
                    heal_instead.append(victim)
                    planned[victim] = 0
                continue
            if effect.save is None:
                continue
            if self.save(victim, effect.save.need, name, rule):
                if effect.save.outcome == "halve":
                    planned[victim] = amount // 2
                    self.emit(
                        "note",
                        f"{self.label(victim)} odnosi połowę obrażeń: {amount // 2}",
                        {"figure": victim, "halved": True},
                        rules=(rule, "save"),
                    )
                else:
                    planned[victim] = 0
                    self._no_damage(victim, effect.key)
        dealt: dict[str, int] = {}
        for victim in victims:
            if planned[victim] > 0 and self.alive(victim):
                dealt[victim] = self.deal(
                    victim, planned[victim], source=fid, rules=(rule,), check_victory=False
                )
        for victim in heal_instead:
            self.heal(victim, amount, rules=(rule,))
        return dealt

    def _effect_stuns(
        self,
        fid: str,
        ability: Ability,
        effect: Effect,
        victims: list[str],
        dealt: Mapping[str, int],
        name: str,
        rule: str,
    ) -> None:
        stuns: list[tuple[Stun, str, str]] = []
        if effect.stun is not None:
            stuns.append((effect.stun, rule, name))
        if effect.key == "grenades" and self.card(fid).has("emp-grenades"):
            stuns.append((EMP_GRENADES, "glossary:emp-grenades", "Granaty EMP"))
        for stun, why_rule, why in stuns:
            for victim in victims:
                if not self.alive(victim) or not self._stun_applies(stun, victim, dealt):
                    continue
                if stun.need is not None and self.save(victim, stun.need, why, why_rule):
                    continue
                self.stun(victim, rules=(why_rule,), why=why)
                if effect.no_aoo:
                    self.emit(
                        "effect",
                        f"{self.label(victim)} nie może wykonywać ataków odruchowych do końca "
                        "tej tury",
                        {"figure": victim, "effect": "no-aoo", "scope": "turn", "on": True},
                        rules=(rule,),
                    )

    def _stun_applies(self, stun: Stun, victim: str, dealt: Mapping[str, int]) -> bool:
        card = self.card(victim)
        if stun.immune_from is not None and card.size >= stun.immune_from:
            return False
        if stun.mounted_immune and card.mounted:
            return False
        if stun.only == "living" and not card.living:
            return False
        if stun.only == "nonliving" and not card.nonliving:
            return False
        return not (stun.damaged_only and not dealt.get(victim))

    def _steal_force(self, fid: str, target: str, rule: str) -> None:
        if self.fig(target).force <= 0:
            return
        self.emit(
            "force",
            f"{self.label(target)} traci 1 Punkt Mocy (zostaje {self.fig(target).force - 1})",
            {"figure": target, "amount": -1, "spend": False},
            rules=(rule,),
        )
        self.emit(
            "force",
            f"{self.label(fid)} otrzymuje 1 Punkt Mocy ({self.fig(fid).force + 1})",
            {"figure": fid, "amount": 1},
            rules=(rule,),
        )


__all__ = ["Specials"]
