"""Attacks: choosing a target, combined fire, modifiers, the d20 roll, damage and defeat.

One attack (SWM Zasady › Atak; › Rzut ataku) goes:

1. the target must be legal (glossary `legal target`): an enemy the attacker sees; if enemies
   are adjacent, only they; a Melee Attack character only adjacent ones; a target with cover
   only if it is the nearest enemy the attacker sees (SWM Zasady › Wybór celu; › Osłona). An
   attack of opportunity skips targeting (glossary `attack of opportunity`);
2. in its own turn the attacker may be helped by combined fire, declared before the roll: each
   helper is activated at once (it does not count towards the phase's two) and adds +4;
3. modifiers, each a step citing its rule or glossary entry: cover (+4 Defense, once),
   commander effects (the highest per statistic, never a duplicate), and the abilities of both
   figures (`abilities.attack_mods`);
4. the d20 (stated by the scenario or drawn from the seeded generator): a natural 1 misses, a
   natural 20 hits and is a critical hit (the printed Damage doubled; droids are immune to the
   doubling), otherwise d20 + Attack ≥ Defense hits. The attacker may spend a Force point to
   reroll (the second roll stands);
5. a hit: the target's answers decided at once (Lightsaber Riposte, Block, Deflect), its saves
   against the damage (Makashi/Soresu, Parry, Evade…), Damage Reduction, the damage, and a
   defeat at 0 Hit Points (removed from the map). A player with no figures left has lost.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

from judge.engine.core.errors import GameOver, Refusal
from judge.engine.core.events import Contested
from judge.engine.swm.abilities import (
    CRITICAL_IMMUNE,
    CRITICAL_RANGE,
    ON_HIT_STUNS,
    STYLE_MASTERS,
    Mod,
    Strike,
    attack_mods,
)
from judge.engine.swm.board import Board
from judge.engine.swm.figures import POWER_COMMANDS, CommanderEffect
from judge.engine.swm.glossary import entry as glossary_entry
from judge.engine.swm.grid import square_name

G = "swm-rules.glossary."
FORCE_VALOR_STACKING = Contested(
    question="Męstwo Mocy „liczy się dodatkowo do istniejącego efektu dowódcy”: czy jego +2 "
    "kumuluje się z innym efektem dowódcy dającym premię do tej samej statystyki?",
    followed="Nie: postać ma odtąd dwa efekty dowódcy, a z efektów dowódcy dających premię do "
    "tej samej statystyki liczy się tylko najwyższa (słowniczek: efekt dowódcy); hasło nie "
    "mówi, że premia się kumuluje (Medytacja Bitewna mówi to o swojej)",
    sources=(G + "force-valor", G + "commander-effect", G + "battle-meditation"),
)


class Outcome(NamedTuple):
    hit: bool
    natural: int
    critical: bool  # a critical hit, or a natural 20 against a figure immune to criticals
    adjacent: bool = False


def _signed(n: int) -> str:
    return f"+{n}" if n >= 0 else str(n)


class Combat(Board):
    # --- dice -------------------------------------------------------------------------------

    def d20(self, who: str, purpose: str, text: str, rule: str) -> int:
        """A d20 rolled for a figure or player: the next value the scenario states for it
        (`chance.rolls`, an action's `roll`), else the seeded generator."""
        stated = self.forced_face(who)
        if stated is not None:
            value, was_stated = int(stated), True
            if not 1 <= value <= 20:
                raise Refusal(f"rzut {value} nie jest wynikiem kości d20 (1–20)", "attack_roll")
        else:
            value, was_stated = self.random_index(20) + 1, False
        how = "podany w scenariuszu" if was_stated else "losowy, z ziarna scenariusza"
        self.emit(
            "rolled",
            f"{text}: na kości d20 wypada {value} ({how})",
            {"who": who, "value": value, "purpose": purpose, "stated": was_stated},
            rules=(rule,),
        )
        return value

    def save(self, fid: str, need: int, why: str, rule: str) -> bool:
        """A save (glossary `save`): d20 ≥ need; natural 20 succeeds, natural 1 fails; the
        figure may spend a Force point to reroll a failed one."""
        text = f"Rzut obronny {self.label(fid)} ({why}, potrzeba {need})"
        natural, bonus = self.d20(fid, "save", text, rule), 0
        rerolled = False

        def ok(n: int, b: int) -> bool:
            return n == 20 or (n != 1 and n + b >= need)

        if not ok(natural, bonus):
            again = self.maybe_reroll(fid, natural, f"rzut obronny ({why})", "save")
            if again is not None:
                (natural, bonus), rerolled = again, True
        success = ok(natural, bonus)
        shown = f"{natural}{f' {_signed(bonus)}' if bonus else ''}"
        self.emit(
            "save",
            f"Rzut obronny {self.label(fid)}: {shown} — "
            + ("udany" if success else "nieudany")
            + (" (naturalna 20)" if natural == 20 else " (naturalna 1)" if natural == 1 else ""),
            {"figure": fid, "need": need, "value": natural, "bonus": bonus, "success": success},
            rules=("save", rule),
        )
        if not success:
            self.karmic_failure(fid, rerolled)
        return success

    def maybe_reroll(self, fid: str, value: int, what: str, purpose: str) -> tuple[int, int] | None:
        """The figure may spend 1 Force point to reroll a roll it just made (the second roll
        stands, even a natural 1 may be rerolled); with Mettle it adds +4. Returns the new
        natural roll and the bonus, or None when it does not reroll."""
        card = self.card(fid)
        if not self.can_spend_force(fid, 1) or card.has("force-ascetic"):
            return None
        use = self.decide(
            f"{fid}.reroll",
            decider=self.fig(fid).player,
            rule="force",
            options=[True, False],
            default=False,
            question=f"Czy {self.label(fid)} wydaje 1 Punkt Mocy, by powtórzyć {what} ({value})?",
        )
        if not use:
            return None
        self.spend_force(fid, 1, "powtórny rzut", rules=("force", "force_points_basic"))
        new = self.d20(fid, purpose, f"Powtórny rzut {self.label(fid)}", "force")
        for key in ("mettle", "karmic-mettle"):
            if card.has(key):
                name = glossary_entry(key)
                self.emit(
                    "modifier",
                    f"{name.label_pl} ({name.label_en}): +4 do powtórzonego rzutu "
                    f"{self.label(fid)}",
                    {"figure": fid, "stat": "roll", "amount": 4, "glossary": key},
                    rules=(f"glossary:{key}",),
                )
                return new, 4
        return new, 0

    def karmic_failure(self, fid: str, rerolled: bool) -> None:
        """Karmic Mettle: „Jeśli wynik rzutu ataku lub obronnego jest nadal porażką, postać ta
        odnosi 10 punktów Obrażeń.”"""
        if rerolled and self.card(fid).has("karmic-mettle") and self.alive(fid):
            self.deal(fid, 10, source=None, rules=("glossary:karmic-mettle",))

    # --- Force points -----------------------------------------------------------------------

    def force_spends_allowed(self, fid: str) -> int:
        ab = self.card(fid).ability("master-of-the-force")
        base = ab.value if ab is not None and ab.value else 1
        return base + (1 if "force-spirit" in self.fig(fid).effects else 0)

    def turn_effect(self, fid: str, effect: str) -> bool:
        turn = self.s.turn
        return turn is not None and f"{fid}:{effect}" in turn.effects

    def has_force_rating(self, fid: str) -> bool:
        """A Force rating printed on the card, unless Sever Force took it: „Jeśli cel posiada
        wartość Mocy nie jest dalej traktowany jako ją posiadający.”"""
        return self.card(fid).force is not None and self.severed_by(fid) is None

    def severed_by(self, fid: str) -> str | None:
        """Who cut `fid` off the Force with Sever Force (None: nobody)."""
        for effect in sorted(self.fig(fid).effects):
            if effect.startswith("sever-force:"):
                return effect.split(":", 1)[1]
        return None

    def force_immune(self, fid: str | None) -> bool:
        """Force Immunity (its own, or from a Ysalamiri within 6 squares: „Postacie w zasięgu 6
        pól otrzymują Niewrażliwość na Moc”)."""
        if fid is None or fid not in self.s.figures:
            return False
        return self.card(fid).has("force-immunity") or self.ysalamiri_near(fid) is not None

    def _immune_note(self, fid: str, what: str) -> bool:
        """True (with a step saying so) when Force Immunity stops a Force point spent to `what`."""
        if not self.force_immune(fid):
            return False
        self.emit(
            "note",
            f"Niewrażliwość na Moc ({self.label(fid)}): nie można wydać Punktu Mocy, by {what}",
            {"figure": fid},
            rules=("glossary:force-immunity",),
        )
        return True

    def ysalamiri_near(self, fid: str) -> str | None:
        """A living figure with Ysalamiri within 6 squares of `fid` (itself included)."""
        for f in self.s.living():
            if self.card(f.id).has("ysalamiri") and (f.id == fid or self.within(f.id, fid, 6)):
                return f.id
        return None

    def overwhelming(self, attacker: str | None) -> bool:
        """Overwhelming Force used this turn by the attacker."""
        return attacker is not None and self.turn_effect(attacker, "overwhelming-force")

    def can_spend_force(self, fid: str, amount: int) -> bool:
        f = self.fig(fid)
        if f.defeated or (self.card(fid).force is None and f.force <= 0):
            return False
        if self.severed_by(fid) is not None or self.ysalamiri_near(fid) is not None:
            return False
        if self.turn_effect(fid, "no-force"):
            return False
        if f.force < amount:
            return False
        turn = self.s.turn
        spent = turn.force_spends.get(fid, 0) if turn is not None else 0
        return spent < self.force_spends_allowed(fid)

    def force_problem(self, fid: str, amount: int) -> tuple[str, str] | None:
        f = self.fig(fid)
        ysalamiri = self.ysalamiri_near(fid)
        if ysalamiri is not None:
            return (
                f"Ysalamiri ({self.label(ysalamiri)}) w zasięgu 6 pól: {self.label(fid)} nie "
                "może wydawać Punktów Mocy",
                "glossary:ysalamiri",
            )
        severer = self.severed_by(fid)
        if severer is not None:
            return (
                f"{self.label(severer)} odciął {self.label(fid)} od Mocy: nie wydaje Punktów "
                "Mocy do końca pojedynku",
                "glossary:sever-force",
            )
        if self.turn_effect(fid, "no-force"):
            return (
                f"{self.label(fid)} został zaatakowany Atakiem Dźwiękowym: nie używa Mocy do "
                "końca tej tury",
                "glossary:sonic-attack",
            )
        if f.force < amount:
            return (
                f"{self.label(fid)} ma {f.force} Punktów Mocy, a potrzeba {amount}",
                "force_points",
            )
        turn = self.s.turn
        spent = turn.force_spends.get(fid, 0) if turn is not None else 0
        allowed = self.force_spends_allowed(fid)
        if spent >= allowed:
            return (
                f"{self.label(fid)} wydał już Punkty Mocy w tej turze "
                f"(wolno raz na turę{'' if allowed == 1 else f', z Mistrzem Mocy {allowed} razy'})",
                "force",
            )
        return None

    def spend_force(
        self, fid: str, amount: int, use: str, *, rules: Sequence[str], move_bonus: int = 0
    ) -> None:
        f = self.fig(fid)
        self.emit(
            "force",
            f"{self.label(fid)} wydaje {amount} Punkt{'' if amount == 1 else 'y'} Mocy: {use} "
            f"(zostaje {f.force - amount})",
            {"figure": fid, "amount": -amount, "use": use, "move_bonus": move_bonus},
            rules=tuple(rules),
        )

    # --- targeting --------------------------------------------------------------------------

    def visible_enemies(self, fid: str) -> list[str]:
        return [e for e in self.enemies(fid) if self.sees(fid, e)]

    def counts_as_nearest(self, attacker: str, enemy: str) -> bool:
        """Stealth, Invisibility and Cloaked keep a figure from being the nearest enemy."""
        card = self.card(enemy)
        if card.has("invisibility"):
            return False
        sniper = self.card(attacker).has("sniper")
        if (
            card.has("cloaked")
            and not self.adjacent(attacker, enemy)
            and self.cover(attacker, enemy, ignore_figures=sniper)["cover"]
        ):
            return False
        if (
            card.has("stealth")
            and not self.stealth_sensed(enemy)
            and self.cover(attacker, enemy)["cover"]
        ):
            r = self.range_between(attacker, enemy)
            return r is not None and r <= 6
        return True

    def stealth_sensed(self, fid: str) -> str | None:
        """Force Sense: „Wszystkie wrogie postacie tracą umiejętność specjalną Skradanie się
        (Stealth) do końca rundy.” The enemy who used it this round, or None."""
        mark = f"force-sense@{self.s.round}"
        return next((e for e in self.enemies(fid) if mark in self.fig(e).effects), None)

    def nearest_enemies(self, attacker: str) -> list[str]:
        """The nearest enemies the attacker sees (glossary `nearest enemy`), ties included."""
        seen = [e for e in self.visible_enemies(attacker) if self.counts_as_nearest(attacker, e)]
        ranges = {e: self.range_between(attacker, e) for e in seen}
        known = [r for r in ranges.values() if r is not None]
        if not known:
            return []
        best = min(known)
        return [e for e, r in ranges.items() if r == best]

    def target_problem(
        self, attacker: str, target: str, *, power: bool = False
    ) -> tuple[str, str] | None:
        """Why `target` is not a legal target of an attack by `attacker` in its turn (with
        `power`, of a Force power or ability that targets: the same rules of targeting, but
        Melee Attack limits attacks only)."""
        if target not in self.s.figures:
            return (f"nie ma postaci „{target}”", "targeting")
        if not self.alive(target):
            return (f"{self.label(target)} jest już pokonany", "defeat")
        if self.fig(target).player == self.fig(attacker).player:
            return (f"{self.label(target)} to sojusznik: nie można atakować sojuszników", "allies")
        if not self.sees(attacker, target):
            return (
                f"{self.label(attacker)} nie ma linii wzroku do {self.label(target)}",
                "line_of_sight",
            )
        adjacent_enemies = [e for e in self.enemies(attacker) if self.adjacent(attacker, e)]
        is_adjacent = target in adjacent_enemies
        if adjacent_enemies and not is_adjacent:
            names = ", ".join(self.label(e) for e in adjacent_enemies)
            return (
                f"z {self.label(attacker)} sąsiadują wrogowie ({names}): tylko oni są legalnymi "
                "celami",
                "targeting",
            )
        if self.card(attacker).melee and not is_adjacent and not power:
            return (
                f"{self.label(attacker)} ma Walkę Wręcz: atakuje tylko sąsiadujących wrogów",
                "glossary:melee-attack",
            )
        tcard = self.card(target)
        if tcard.has("invisibility") and not is_adjacent:
            return (
                f"{self.label(target)} ma Niewidzialność: atakuje ją tylko sąsiadująca postać",
                "glossary:invisibility",
            )
        cover = self.cover(attacker, target, ignore_figures=self.card(attacker).has("sniper"))
        if cover["cover"]:
            if tcard.has("cloaked") and not is_adjacent:
                return (
                    f"{self.label(target)} ma osłonę i Zamaskowanie: niesąsiadujący wrogowie "
                    "nie mogą do niej celować",
                    "glossary:cloaked",
                )
            if self.card(attacker).has("accurate-shot"):
                return None
            if target not in self.nearest_enemies(attacker):
                nearest = ", ".join(self.label(e) for e in self.nearest_enemies(attacker))
                return (
                    f"{self.label(target)} ma osłonę i nie jest najbliższym widocznym wrogiem "
                    f"(najbliżej: {nearest or '—'})",
                    "cover_basic",
                )
        return None

    # --- commander effects ------------------------------------------------------------------

    def commander_effects(self, fid: str) -> list[tuple[str, CommanderEffect]]:
        """Every commander effect of `fid`'s living allies: printed on their cards, and given
        by a Force power they used (Force Valor, Control Minds, Battle Meditation). A defeated
        commander's effect ends at once (it is no longer among the living)."""
        out = []
        for ally in self.allies(fid):
            out += [(ally, effect) for effect in self.card(ally).commander]
            out += [
                (ally, POWER_COMMANDS[key])
                for key in sorted(self.fig(ally).effects)
                if key in POWER_COMMANDS
            ]
        return out

    def commander_mods(self, fid: str, *, attacking: bool, target: str | None = None) -> list[Mod]:
        """Commander effects on `fid` (glossary `commander effect`): from allies only, droids
        only when the effect names droids, the range counted around walls, conditions checked;
        duplicates never stack and per statistic only the highest counts, except an effect
        whose power says it is added."""
        best: dict[str, tuple[int, str, CommanderEffect]] = {}
        added: list[tuple[str, int, str, CommanderEffect]] = []
        seen: dict[str, list[str]] = {}
        for ally, effect in self.commander_effects(fid):
            if not (effect.attack or effect.defense or effect.damage):
                continue
            if not self._commander_applies(effect, ally, fid, attacking, target):
                continue
            for stat in ("attack", "defense", "damage"):
                amount = getattr(effect, stat)
                if not amount:
                    continue
                seen.setdefault(stat, []).append(effect.source or "printed")
                if effect.stacks:
                    added.append((stat, amount, ally, effect))
                elif stat not in best or amount > best[stat][0]:
                    best[stat] = (amount, ally, effect)
        mods = []
        for stat, (amount, ally, effect) in best.items():
            contested = None
            if "force-valor" in seen[stat] and len(seen[stat]) > 1:
                contested = FORCE_VALOR_STACKING
            mods.append(
                Mod(stat, amount, f"commander:{ally}", effect.text, effect.source, contested)
            )
        for stat, amount, ally, effect in added:
            mods.append(Mod(stat, amount, f"commander:{ally}", effect.text, effect.source))
        return mods

    def _commander_applies(
        self,
        effect: CommanderEffect,
        commander: str,
        fid: str,
        attacking: bool,
        target: str | None = None,
    ) -> bool:
        card = self.card(fid)
        if effect.droids:
            if not card.is_droid:
                return False
        elif card.is_droid:
            return False  # "Droid … normalnie nie podlega efektom dowódcy"
        if effect.followers and self.is_commander(fid):
            return False
        if effect.name_contains and not card.name_contains(effect.name_contains):
            return False
        reach = self.commander_range(effect, commander)
        if reach is not None and not self.within(commander, fid, reach):
            return False
        for condition in effect.conditions:
            if condition == "not_moved":
                turn = self.s.turn
                if not attacking:
                    return False
                if turn is not None and turn.figure == fid and turn.moved:
                    return False
            elif condition == "target_adjacent":  # „przeciwko sąsiadującym wrogom”
                if not attacking or target is None or not self.adjacent(fid, target):
                    return False
            elif condition.startswith("ally_within:"):
                near = int(condition.split(":", 1)[1])
                if not any(self.within(fid, a, near) for a in self.allies(fid)):
                    return False
        disruptor = self.disrupted(commander, fid)
        if disruptor is not None:
            self.emit(
                "note",
                f"Zakłócenie ({self.label(disruptor)}): efekt dowódcy {self.label(commander)} "
                f"nie działa na {self.label(fid)} (wrogi dowódca lub ta postać w zasięgu 6 pól)",
                {"figure": fid, "commander": commander, "disruption": disruptor},
                rules=("glossary:disruption", "commander_effect"),
            )
            return False
        return True

    def is_commander(self, fid: str) -> bool:
        """Glossary `commander`: a printed commander effect, or one from another source."""
        return self.card(fid).is_commander or any(
            key in POWER_COMMANDS for key in self.fig(fid).effects
        )

    def commander_range(self, effect: CommanderEffect, commander: str) -> int | None:
        """The effect's range; Booming Voice: „każdy sojusznik z efektem dowódcy normalnie
        ograniczonym do 6 pól ma usunięte to ograniczenie”."""
        if effect.range == 6 and any(
            self.card(a).has("booming-voice") for a in self.allies(commander)
        ):
            return None
        return effect.range

    def disrupted(self, commander: str, fid: str) -> str | None:
        """Disruption: „Wrogi efekt dowódcy nie działa (na wrogów jak i sojuszników) w zasięgu
        6 pól od tej postaci”: the figure with it, when the commander or the figure the effect
        would reach is within 6 squares of it (None: not disrupted)."""
        for e in self.enemies(commander):
            if self.card(e).has("disruption") and (
                self.within(e, commander, 6) or self.within(e, fid, 6)
            ):
                return e
        return None

    def droid_master_near(self, fid: str) -> str | None:
        """Droid Master: „Nie unikalne, sojusznicze Droidy w zasięgu 6 pól od postaci z tą
        umiejętnością specjalną otrzymują Podwójny Atak” (the ally with it, or None)."""
        card = self.card(fid)
        if not card.counts_as_droid or card.has("unique"):
            return None
        for a in self.allies(fid):
            if self.card(a).has("droid-master") and self.within(a, fid, 6):
                return a
        return None

    def combine_bonus(self, helper: str) -> list[tuple[int, str, CommanderEffect]]:
        """Commander effects that make a helper's combined fire give more (Control Minds,
        Battle Meditation): the highest of those that do not stack, plus those that do."""
        best: tuple[int, str, CommanderEffect] | None = None
        added: list[tuple[int, str, CommanderEffect]] = []
        for ally, effect in self.commander_effects(helper):
            if not effect.combine or not self._commander_applies(effect, ally, helper, False):
                continue
            if effect.stacks:
                if all(e.source != effect.source for _, _, e in added):
                    added.append((effect.combine, ally, effect))
            elif best is None or effect.combine > best[0]:
                best = (effect.combine, ally, effect)
        return ([best] if best else []) + added

    def combine_barred(self, attacker: str) -> str | None:
        """Battle Meditation: „wrogie postacie nie mogą używać ataku łączonego”; the enemy whose
        effect bars it (None: combined fire allowed)."""
        for e in self.enemies(attacker):
            if "battle-meditation" in self.fig(e).effects and self.disrupted(e, attacker) is None:
                return e
        return None

    # --- the attack -------------------------------------------------------------------------

    def attack(
        self,
        attacker: str,
        target: str,
        *,
        kind: str = "turn",
        combine: Sequence[str] = (),
        roll: int | None = None,
        throw: bool = False,
        via: str | None = None,
    ) -> bool:
        """One attack and what it sets off (Twin Attack, Flurry Attack, Cleave); returns
        whether it hit. `kind`: turn (in its own turn), opportunity, immediate (an answer such
        as Lightsaber Riposte, or an attack an ability adds at once), special (one of the
        attacks of a power such as Lightsaber Sweep); `throw`: Lightsaber Throw (a ranged attack
        of a Melee Attack figure); `via`: the glossary entry that gives the attack."""
        fragile = self.fragile(attacker)
        if fragile is not None:
            why = (
                f"Kruchy {fragile}: {self.label(attacker)} ma mniej niż {fragile} Punktów "
                "Obrażeń i nie może atakować"
            )
            if kind in ("turn", "special"):
                raise Refusal(why, "glossary:fragile")
            self.emit("note", why, {"figure": attacker}, rules=("glossary:fragile",))
            return False
        if kind == "turn":
            target = self._draw_fire(attacker, target)
        outcome = self._one_attack(
            attacker, target, kind=kind, combine=combine, roll=roll, throw=throw, via=via
        )
        self._follow_ups(attacker, target, via, outcome, throw)
        return outcome.hit

    def _draw_fire(self, attacker: str, target: str) -> str:
        """Draw Fire: „Jeśli wróg bierze za cel sojusznika z zasięgu 6 pól od postaci, możesz
        zmusić wroga do zaatakowania w zamian tej postaci (pod warunkiem, że wróg może wybrać tą
        postać jako cel). Atakujący może uniknąć tego efektu pod warunkiem sukcesu w rzucie
        obronnym na 11.” Decided before the roll (decision `<target>.draw-fire`: the figure
        with it, or `nie`); the target the attack goes to."""
        drawers = [
            a
            for a in self.allies(target)
            if self.card(a).has("draw-fire")
            and self.within(a, target, 6)
            and self.target_problem(attacker, a) is None
        ]
        if not drawers:
            return target
        if self.overwhelming(attacker):
            self.emit(
                "note",
                f"Przytłaczająca Moc {self.label(attacker)}: Ściągnięcie Ognia nie zmusi jej do "
                "ataku na inną postać",
                {"figure": attacker},
                rules=("glossary:overwhelming-force", "glossary:draw-fire"),
            )
            return target
        choice = self.decide(
            f"{target}.draw-fire",
            decider=self.fig(target).player,
            rule="glossary:draw-fire",
            options=[*drawers, "nie"],
            default="nie",
            question=f"Czy Ściągnięcie Ognia ({', '.join(self.label(d) for d in drawers)}) "
            f"zmusza {self.label(attacker)} do ataku na inną postać niż {self.label(target)}?",
        )
        if choice not in drawers:
            return target
        if self.save(attacker, 11, "Ściągnięcie Ognia", "glossary:draw-fire"):
            return target
        self.emit(
            "note",
            f"Ściągnięcie Ognia: {self.label(attacker)} atakuje {self.label(str(choice))} "
            f"zamiast {self.label(target)}",
            {"figure": attacker, "target": choice, "instead_of": target},
            rules=("glossary:draw-fire",),
        )
        return str(choice)

    def fragile(self, fid: str) -> int | None:
        """Fragile [#]: „Postać ta nie może dalej atakować, jeśli jej Punkty Obrażeń są mniejsze
        od podanej liczby” (the number when that holds, else None)."""
        ab = self.card(fid).ability("fragile")
        if ab is None or ab.value is None:
            return None
        left = self.card(fid).hit_points - self.fig(fid).damage
        return ab.value if left < ab.value else None

    def _follow_ups(
        self, attacker: str, target: str, via: str | None, outcome: Outcome, throw: bool
    ) -> None:
        """Attacks an attack sets off at once: Twin Attack (the same target again, never from a
        twin attack), Flurry Attack (after a critical hit), Cleave (after defeating an adjacent
        enemy, once per turn)."""
        if not self.alive(attacker) or self.s.over:
            return
        acard = self.card(attacker)
        if acard.has("twin-attack") and via != "twin-attack" and self.alive(target):
            self.attack(attacker, target, kind="immediate", via="twin-attack", throw=throw)
        if not self.alive(attacker) or self.s.over:
            return
        if outcome.critical and acard.has("flurry-attack"):
            self._extra_on(attacker, "flurry-attack", self._legal_targets(attacker), target)
        if not self.alive(attacker) or self.s.over:
            return
        if (
            acard.has("cleave")
            and outcome.adjacent
            and not self.alive(target)
            and not self.turn_effect(attacker, "cleave")
        ):
            near = [e for e in self.enemies(attacker) if self.adjacent(attacker, e)]
            if near:
                self.emit(
                    "effect",
                    f"Łupnięcie: {self.label(attacker)} pokonał sąsiadującego wroga (raz na turę)",
                    {"figure": attacker, "effect": "cleave", "scope": "turn", "on": True},
                    rules=("glossary:cleave",),
                )
                self._extra_on(attacker, "cleave", near, None)

    def _legal_targets(self, attacker: str) -> list[str]:
        return [e for e in self.enemies(attacker) if self.target_problem(attacker, e) is None]

    def _extra_on(self, attacker: str, key: str, options: list[str], prefer: str | None) -> None:
        """An immediate extra attack an ability allows: its player picks the target (decision
        `<attacker>.<entry>`, `nie` to forgo it; default: the same target if it may, else the
        first)."""
        if not options:
            return
        default = prefer if prefer in options else options[0]
        name = glossary_entry(key).label_pl
        choice = self.decide(
            f"{attacker}.{key}",
            decider=self.fig(attacker).player,
            rule=f"glossary:{key}",
            options=[*options, False],
            default=default,
            question=f"{name}: kogo {self.label(attacker)} atakuje natychmiast (albo nie)?",
        )
        if choice in options and self.alive(str(choice)):
            self.attack(attacker, str(choice), kind="immediate", via=key)

    def _one_attack(
        self,
        attacker: str,
        target: str,
        *,
        kind: str,
        combine: Sequence[str],
        roll: int | None,
        throw: bool,
        via: str | None,
    ) -> Outcome:
        acard, tcard = self.card(attacker), self.card(target)
        melee = acard.melee and not throw
        if combine:
            self._check_combined(attacker, target, combine)
        if roll is not None:
            self.push_rolls({attacker: [str(roll)]})
        adjacent = self.adjacent(attacker, target)
        cover = (
            {"cover": False, "adjacent": adjacent, "corner": None, "by": []}
            if adjacent
            else self.cover(attacker, target, ignore_figures=acard.has("sniper"))
        )
        sight = {
            "attacker": attacker,
            "target": target,
            "from": list(self.fig(attacker).at or ()),
            "to": list(self.fig(target).at or ()),
            "los": True,
            "line": [round(v, 3) for v in self.sight_segment(attacker, target) or []],
            "adjacent": adjacent,
            "range": self.range_between(attacker, target),
            **cover,
            "by": self._obstacle_names(cover["by"]),
        }
        names = {
            "turn": "atakuje",
            "opportunity": "wykonuje atak odruchowy na",
            "immediate": "wykonuje natychmiastowy atak na",
            "special": "atakuje",
        }
        who = f"{self.label(attacker)} ({self.where(attacker)})"
        how = f"{who} {names[kind]} {self.label(target)} ({self.where(target)})"
        detail = "sąsiaduje" if adjacent else f"zasięg {sight['range']}, linia wzroku"
        if not adjacent:
            detail += ", osłona" if cover["cover"] else ", bez osłony"
        first_on_target = target not in self.s.attacked_before  # this round
        rules = {
            "turn": ("attack", "targeting"),
            "opportunity": ("opportunity",),
            "immediate": ("immediate",),
            "special": ("attack",),
        }[kind]
        if via is not None:
            rules = (*rules, f"glossary:{via}")
        self.emit(
            "attack",
            f"{how}: {detail}",
            {
                "attacker": attacker,
                "target": target,
                "kind": kind,
                "sight": sight,
                "melee": melee,
                "via": via,
            },
            rules=(*rules, "line_of_sight", "cover") if not adjacent else (*rules, "adjacent"),
        )
        mods = self._combined_fire(attacker, target, combine) if combine else []
        if cover["cover"]:
            amount = 8 if tcard.has("advantageous-cover") else 4
            key = "glossary:advantageous-cover" if amount == 8 else "cover"
            mods.append(
                Mod("defense", amount, "cover", "osłona (tylko raz, bez względu na liczbę źródeł)")
            )
            self.emit(
                "modifier",
                f"Osłona: {self.label(target)} +{amount} do Obrony"
                + (
                    " (linie z każdego rogu przechodzą przez: " + ", ".join(sight["by"]) + ")"
                    if cover["by"]
                    else ""
                ),
                {"figure": target, "stat": "defense", "amount": amount, "source": "cover"},
                rules=("cover", key),
            )
        turn = self.s.turn
        moved = turn.moved if turn is not None and turn.figure == attacker and kind == "turn" else 0
        strike = Strike(
            attacker=self.fig(attacker),
            acard=acard,
            target=self.fig(target),
            tcard=tcard,
            kind=kind,
            adjacent=adjacent,
            attacker_moved=moved,
            target_activated=self.fig(target).activated,
            allies_within_6=sum(1 for a in self.allies(attacker) if self.within(attacker, a, 6)),
            named_ally_within_6=self._named_ally_near(attacker),
            view=self,
            helpers=tuple(combine),
        )
        own = attack_mods(strike)
        own += [
            m
            for m in self.commander_mods(attacker, attacking=True, target=target)
            if m.stat != "defense"
        ]
        own += [m for m in self.commander_mods(target, attacking=False) if m.stat == "defense"]
        own += self._aura_mods(attacker, target)
        for m in own:
            owner = target if m.stat == "defense" else attacker
            self._emit_mod(owner, m)
        mods += own
        if acard.has("sonic-attack"):
            self.emit(
                "effect",
                f"Atak Dźwiękowy: {self.label(target)} nie może używać Mocy do końca tej tury",
                {"figure": target, "effect": "no-force", "scope": "turn", "on": True},
                rules=("glossary:sonic-attack",),
            )
        mods += self._precision(attacker)
        attack_total_bonus = sum(m.amount for m in mods if m.stat == "attack")
        defense = tcard.defense + sum(m.amount for m in mods if m.stat == "defense")
        bonus_damage = sum(m.amount for m in mods if m.stat == "damage")
        printed_bonus = sum(m.amount for m in mods if m.stat == "printed_damage")
        given = self._natural_twenty(attacker, target, first_on_target)
        natural = (
            20
            if given
            else self.d20(attacker, "attack", f"Rzut ataku {self.label(attacker)}", "attack_roll")
        )
        roll_bonus = 0
        rerolled = False
        if (
            not given
            and not self._hits(natural, natural + acard.attack + attack_total_bonus, defense, acard)
            and not self._immune_note(target, "powtórzyć rzut ataku przeciw niej")
        ):
            again = self.maybe_reroll(attacker, natural, "rzut ataku", "attack")
            if again is not None:
                (natural, roll_bonus), rerolled = again, True
        attack_total_bonus += roll_bonus
        total = natural + acard.attack + attack_total_bonus
        itemized = self._itemize(attacker, [m for m in mods if m.stat == "attack"], roll_bonus)
        critical_at = min((CRITICAL_RANGE[k] for k in CRITICAL_RANGE if acard.has(k)), default=20)
        if natural == 1:
            self.emit(
                "miss",
                f"Naturalna 1: {self.label(attacker)} automatycznie chybia {self.label(target)}",
                {
                    "attacker": attacker,
                    "target": target,
                    "natural": 1,
                    "total": total,
                    "defense": defense,
                },
                rules=("attack_roll",),
            )
            self.splash(attacker, target, hit=False, near=self._splash_near(attacker, target))
            self.karmic_failure(attacker, rerolled)
            return Outcome(False, 1, False, adjacent)
        critical = natural >= critical_at
        if not critical and total < defense:
            self.emit(
                "miss",
                f"Chybienie: {natural} + {acard.attack} (Atak)"
                + itemized
                + f" = {total} < Obrona {defense}",
                {
                    "attacker": attacker,
                    "target": target,
                    "natural": natural,
                    "total": total,
                    "defense": defense,
                },
                rules=("attack", "attack_roll"),
            )
            self.splash(attacker, target, hit=False, near=self._splash_near(attacker, target))
            self.karmic_failure(attacker, rerolled)
            return Outcome(False, natural, False, adjacent)
        immune = next((k for k in CRITICAL_IMMUNE if tcard.has(k)), None)
        multiplier = 1
        if critical:
            multiplier = 1 if immune else (3 if acard.has("vicious-attaca") else 2)
        damage = (acard.damage + printed_bonus) * multiplier + bonus_damage
        if natural == 20 and acard.has("disintegration") and tcard.size >= 2:
            damage += 40  # „Bonus dodaje się po podwojeniu podstawowych obrażeń.”
            self.emit(
                "modifier",
                "Dezintegracja: naturalna 20 przeciw postaci Dużej lub Wielkiej: +40 do Obrażeń "
                "(po podwojeniu)",
                {"figure": attacker, "stat": "damage", "amount": 40, "glossary": "disintegration"},
                rules=("glossary:disintegration",),
            )
        damage += self._poison(attacker, target)
        damage += self._rend(attacker, target, adjacent)
        text = (
            f"Trafienie krytyczne (naturalna {natural}): automatyczne trafienie"
            if critical
            else f"Trafienie: {natural} + {acard.attack} (Atak)"
            + itemized
            + f" = {total} ≥ Obrona {defense}"
        )
        if critical and immune:
            text += (
                f"; {self.label(target)} jest odporny na trafienia krytyczne, obrażenia nie są "
                "podwojone"
            )
        elif critical:
            text += f"; podstawowe Obrażenia ×{multiplier}"
        hit_rules: tuple[str, ...] = ("attack", "attack_roll")
        if critical:
            hit_rules += ("critical_hit",)
            if immune:
                hit_rules += (f"glossary:{immune}",)
            if multiplier == 3:
                hit_rules += ("glossary:vicious-attaca",)
            if critical_at < 20:
                hit_rules += tuple(f"glossary:{k}" for k in CRITICAL_RANGE if acard.has(k))
        self.emit(
            "hit",
            text + f"; obrażenia: {damage}",
            {
                "attacker": attacker,
                "target": target,
                "natural": natural,
                "total": total,
                "defense": defense,
                "critical": critical,
                "damage": damage,
            },
            rules=hit_rules,
        )
        # the figures next to the target before the hit may remove it (Splash)
        near = self.figures_adjacent(target) if acard.has("splash") else []
        self.on_hit(attacker, target, damage, melee=melee, adjacent=adjacent, throw=throw)
        self.splash(attacker, target, hit=True, near=near)
        self._after_hit(attacker, target, natural, adjacent)
        return Outcome(True, natural, critical or natural == 20, adjacent)

    def _splash_near(self, attacker: str, target: str) -> list[str]:
        return self.figures_adjacent(target) if self.card(attacker).has("splash") else []

    def splash(self, attacker: str, target: str, *, hit: bool, near: Sequence[str]) -> None:
        """Splash [#]: „Jeśli atak tej postaci trafi, cel odnosi normalne obrażenia a wszystkie
        sąsiadujące z nim postacie odnoszą [#] Obrażeń z Rozprysku (zarówno wrogowie jak i
        sojusznicy). Jeśli atak chybi cel oraz wszystkie sąsiadujące postacie odnoszą tylko [#]
        obrażeń z Rozprysku. W każdym przypadku postać może uniknąć obrażeń z Rozprysku rzutem
        obronnym na 11.” Saves first, then the damage at once (simultaneous effects); Bodyguard
        cannot take it."""
        ab = self.card(attacker).ability("splash")
        if ab is None or not ab.value or self.s.over:
            return
        victims = [v for v in ([] if hit else [target]) + list(near) if self.alive(v)]
        if not victims:
            return
        self.emit(
            "note",
            f"Rozprysk {ab.value}: "
            + ("trafienie" if hit else "chybienie")
            + f" — {', '.join(self.label(v) for v in victims)} odnosi {ab.value} obrażeń, "
            "chyba że uniknie ich rzutem obronnym na 11",
            {"figure": attacker, "victims": victims, "amount": ab.value},
            rules=("glossary:splash",),
        )
        hurt = [v for v in victims if not self.save(v, 11, "Rozprysk", "glossary:splash")]
        for v in hurt:
            if self.alive(v):
                self.deal(
                    v,
                    ab.value,
                    source=attacker,
                    rules=("glossary:splash",),
                    check_victory=False,
                )
        self.check_victory()

    # --- what a hit does besides damage ---------------------------------------------------------

    def _precision(self, attacker: str) -> list[Mod]:
        """Lightsaber Precision: „+10 do Obrażeń w następnym ataku. O użyciu tej Mocy należy
        zdecydować przed wykonaniem rzutu ataku.” (also for attacks of opportunity)."""
        if not self.card(attacker).has("lightsaber-precision"):
            return []
        if not self.can_spend_force(attacker, 1):
            return []
        use = self.decide(
            f"{attacker}.precision",
            decider=self.fig(attacker).player,
            rule="glossary:lightsaber-precision",
            options=[True, False],
            default=False,
            question=f"Czy {self.label(attacker)} używa Miecza Świetlnego Precyzji (1 Punkt Mocy, "
            "+10 do Obrażeń tego ataku)?",
        )
        if not use:
            return []
        self.spend_force(
            attacker, 1, "Miecz Świetlny Precyzja", rules=("glossary:lightsaber-precision",)
        )
        m = Mod("damage", 10, "lightsaber-precision", "Moc użyta przed rzutem ataku")
        self._emit_mod(attacker, m)
        return [m]

    def _natural_twenty(self, attacker: str, target: str, first_on_target: bool) -> bool:
        """Use the Force (the attacker's next attack) and Shatterpoint (the first attack in a
        round against the marked enemy) make the attack a natural 20 without a roll."""
        f = self.fig(attacker)
        if "use-the-force" in f.effects:
            self.emit(
                "effect",
                f"Użyj Mocy: atak {self.label(attacker)} jest naturalną 20 (bez rzutu)",
                {"figure": attacker, "effect": "use-the-force", "on": False, "natural": 20},
                rules=("glossary:use-the-force",),
            )
            return True
        marked = any(e.startswith("shatterpoint:") for e in self.fig(target).effects)
        if marked and first_on_target:
            self.emit(
                "note",
                f"Punkt Przełomu: pierwszy atak w tej rundzie na {self.label(target)} jest "
                "naturalną 20",
                {"figure": target, "natural": 20},
                rules=("glossary:shatterpoint",),
            )
            return True
        return False

    def _rend(self, attacker: str, target: str, adjacent: bool) -> int:
        """Rend: „Jeśli dwa ataki postaci trafią tego samego sąsiadującego wroga, drugie
        trafienie otrzymuje bonus +[#] do Obrażeń.”"""
        ab = self.card(attacker).ability("rend")
        if ab is None or not adjacent or self.s.turn is None:
            return 0
        mark = f"hit:{target}"
        if self.turn_effect(attacker, mark):
            self._emit_mod(attacker, Mod("damage", ab.value or 0, "rend", "drugie trafienie"))
            return ab.value or 0
        self.emit(
            "effect",
            f"Rozdzieranie: {self.label(attacker)} trafia {self.label(target)} pierwszy raz w tej "
            "turze",
            {"figure": attacker, "effect": mark, "scope": "turn", "on": True},
            rules=("glossary:rend",),
        )
        return 0

    def _poison(self, attacker: str, target: str) -> int:
        """Poison: „+10 do Obrażeń za każdym razem, gdy trafi żywego wroga. Cel może uniknąć
        dodatkowych obrażeń rzutem obronnym na 11.”"""
        if not self.card(attacker).has("poison") or not self.card(target).living:
            return 0
        if self.save(target, 11, "Trucizna", "glossary:poison"):
            return 0
        self._emit_mod(attacker, Mod("damage", 10, "poison", "trafiony żywy wróg"))
        return 10

    def _after_hit(self, attacker: str, target: str, natural: int, adjacent: bool) -> None:
        acard, tcard = self.card(attacker), self.card(target)
        if natural == 20 and acard.has("disintegration") and tcard.size < 2:
            if self.alive(target):
                self.emit(
                    "note",
                    f"Dezintegracja: naturalna 20, {self.label(target)} jest pokonany bez "
                    "względu na Punkty Obrażeń",
                    {"figure": target, "disintegrated": True},
                    rules=("glossary:disintegration",),
                )
                self.defeat(target, by=attacker)
            return
        for key, (who, immune_from) in ON_HIT_STUNS.items():
            if not acard.has(key) or not self.alive(target):
                continue
            if immune_from is not None and tcard.size >= immune_from:
                continue
            if who == "living" and not tcard.living:
                continue
            if who == "nonliving" and not tcard.nonliving:
                continue
            if who == "adjacent-living" and not (adjacent and tcard.living):
                continue
            name = glossary_entry(key).label_pl
            if not self.save(target, 11, name, f"glossary:{key}"):
                self.stun(target, rules=(f"glossary:{key}",), why=name)

    def _hits(self, natural: int, total: int, defense: int, acard: Any) -> bool:
        critical_at = min((CRITICAL_RANGE[k] for k in CRITICAL_RANGE if acard.has(k)), default=20)
        return natural != 1 and (natural >= critical_at or total >= defense)

    def _itemize(self, attacker: str, mods: Sequence[Mod], roll_bonus: int) -> str:
        """` +4 (atak łączony) +4 (Podstępny Atak)…`: each attack bonus with its source."""
        parts = []
        for m in mods:
            if m.key == "combined-fire":
                why = f"atak łączony: {self.label(m.why)}"
            elif m.key.startswith("commander:"):
                why = f"efekt dowódcy: {self.label(m.key.split(':', 1)[1])}"
            else:
                why = glossary_entry(m.key).label_pl
            parts.append(f" {_signed(m.amount)} ({why})")
        if roll_bonus:
            parts.append(f" {_signed(roll_bonus)} (Ambicja)")
        return "".join(parts)

    def _named_ally_near(self, fid: str) -> bool:
        ab = self.card(fid).ability("synergy")
        if ab is None or not ab.named:
            return False
        return any(
            self.card(a).name_contains(ab.named) and self.within(fid, a, 6)
            for a in self.allies(fid)
        )

    def _aura_mods(self, attacker: str, target: str) -> list[Mod]:
        """Doctrine of Fear and Traps: penalties from an enemy of the figure within 6."""
        mods = []
        for e in self.enemies(attacker):
            if self.card(e).has("doctrine-of-fear") and self.within(e, attacker, 6):
                mods.append(
                    Mod("attack", -4, "doctrine-of-fear", f"wróg {self.label(e)} w zasięgu 6 pól")
                )
                break
        for e in self.enemies(target):
            if self.card(e).has("traps") and self.within(e, target, 6):
                mods.append(Mod("defense", -4, "traps", f"wróg {self.label(e)} w zasięgu 6 pól"))
                break
        acard = self.card(attacker)
        if acard.counts_as_droid and not acard.has("unique"):
            for a in self.allies(attacker):
                if self.card(a).has("fire-control"):
                    why = f"{self.label(a)} w drużynie, nieunikalny sojuszniczy Droid"
                    mods.append(Mod("attack", 4, "fire-control", why))
                    break
        if acard.name_contains("Yuuzhan Vong") or acard.faction.lower().startswith("yuuzhan"):
            best = max(
                (
                    (self.card(a).ability("shaper").value or 0, a)  # type: ignore[union-attr]
                    for a in self.allies(attacker)
                    if self.card(a).has("shaper") and self.within(a, attacker, 6)
                ),
                default=None,
            )
            if best is not None and best[0]:
                why = f"{self.label(best[1])} w zasięgu 6 pól; zwiększa wydrukowane Obrażenia"
                mods.append(Mod("printed_damage", best[0], "shaper", why))
        return mods

    def _emit_mod(self, owner: str, m: Mod) -> None:
        stat = {
            "attack": "Ataku",
            "defense": "Obrony",
            "damage": "Obrażeń",
            "printed_damage": "wydrukowanych Obrażeń",
        }[m.stat]
        if m.key.startswith("commander:"):
            commander = m.key.split(":", 1)[1]
            power = f" ({glossary_entry(m.source).label_pl})" if m.source else ""
            self.emit(
                "modifier",
                f"Efekt dowódcy {self.label(commander)}{power}: {self.label(owner)} "
                f"{_signed(m.amount)} do {stat} (z efektów dowódcy liczy się tylko najwyższy "
                "bonus do danej statystyki)",
                {"figure": owner, "stat": m.stat, "amount": m.amount, "source": commander},
                rules=(
                    "commander_basic",
                    "commander_effect",
                    "stacking",
                    *((f"glossary:{m.source}",) if m.source else ()),
                ),
                contested=m.contested,
            )
            return
        entry = glossary_entry(m.key)
        name, name_en = entry.label_pl, entry.label_en
        self.emit(
            "modifier",
            f"{name} ({name_en}): {self.label(owner)} {_signed(m.amount)} do {stat} ({m.why})",
            {"figure": owner, "stat": m.stat, "amount": m.amount, "glossary": m.key},
            rules=(f"glossary:{m.key}",),
        )

    def _obstacle_names(self, labels: Sequence[str]) -> list[str]:
        out = []
        for item in labels:
            kind, _, what = item.partition(":")
            if kind == "figure":
                out.append(self.label(what))
            elif kind == "low":
                out.append(f"niski obiekt {what}")
            elif ":" not in item or "," in what:
                out.append("ściana")
            else:
                out.append(f"ściana {what}")
        return sorted(set(out))

    # --- combined fire ----------------------------------------------------------------------

    def _check_combined(self, attacker: str, target: str, helpers: Sequence[str]) -> None:
        """Combined fire is declared before the roll: every helper is checked before anything
        happens, so a refused declaration leaves the turn as it was."""
        acard = self.card(attacker)
        turn = self.s.turn
        if turn is None or turn.figure != attacker:
            raise Refusal("ogień łączony wspiera tylko atak w turze atakującego", "combined_fire")
        if acard.melee or acard.damage == 0:
            raise Refusal(
                f"{self.label(attacker)} ma Walkę Wręcz albo nie zadaje obrażeń: nie korzysta "
                "z ataku łączonego",
                "combined_fire",
            )
        if len(set(helpers)) != len(helpers):
            raise Refusal("ta sama postać dwa razy w ataku łączonym", "combined_fire")
        barring = self.combine_barred(attacker)
        if barring is not None:
            raise Refusal(
                f"Medytacja Bitewna {self.label(barring)}: wrogie postacie nie mogą używać ataku "
                "łączonego",
                "glossary:battle-meditation",
            )
        for helper in helpers:
            problem = self._helper_problem(attacker, target, helper)
            if problem:
                raise Refusal(*problem)

    def _combined_fire(self, attacker: str, target: str, helpers: Sequence[str]) -> list[Mod]:
        sync = self.card(attacker).ability("synchronized-fire")
        mods = []
        for helper in helpers:
            self.emit(
                "activated",
                f"{self.label(helper)} aktywuje się natychmiast, by połączyć ogień "
                "(traktowana jako aktywowana; nie liczy się do dwóch aktywacji fazy)",
                {
                    "figure": helper,
                    "player": self.fig(helper).player,
                    "counts": False,
                    "starts_turn": False,
                },
                rules=("combined_fire", "activate_term"),
            )
            amount = 4
            rules: tuple[str, ...] = ("combined_fire",)
            if sync is not None and self._named(helper, sync.named):
                amount, rules = 6, ("combined_fire", "glossary:synchronized-fire")
            self.emit(
                "modifier",
                f"Atak łączony: {self.label(helper)} daje {self.label(attacker)} +{amount} do Ataku"
                + (" (Ostrzał Zsynchronizowany: +6 zamiast +4)" if amount == 6 else ""),
                {"figure": attacker, "stat": "attack", "amount": amount, "source": helper},
                rules=rules,
            )
            mods.append(Mod("attack", amount, "combined-fire", helper))
            for extra, commander, effect in self.combine_bonus(helper):
                source = effect.source or "printed"
                name = glossary_entry(source).label_pl if effect.source else "efekt dowódcy"
                self.emit(
                    "modifier",
                    f"Efekt dowódcy {self.label(commander)} ({name}): {self.label(helper)} łączy "
                    f"ogień, więc {self.label(attacker)} dostaje dodatkowo {_signed(extra)} do "
                    "Ataku",
                    {"figure": attacker, "stat": "attack", "amount": extra, "source": commander},
                    rules=(
                        "combined_fire",
                        "commander_effect",
                        *((f"glossary:{effect.source}",) if effect.source else ()),
                    ),
                )
                mods.append(Mod("attack", extra, f"commander:{commander}", helper, effect.source))
        return mods

    def _named(self, fid: str, named: str | None) -> bool:
        if not named:
            return False
        card = self.card(fid)
        if named.lower() in ("droid", "droids", "droidy", "droid ally"):
            return card.is_droid
        return card.name_contains(named)

    def _helper_problem(self, attacker: str, target: str, helper: str) -> tuple[str, str] | None:
        if helper not in self.s.figures or not self.alive(helper):
            return (f"nie ma żywej postaci „{helper}”", "combined_fire")
        if helper == attacker or self.fig(helper).player != self.fig(attacker).player:
            return (f"{self.label(helper)} nie jest sojusznikiem atakującego", "combined_fire")
        if self.fig(helper).activated:
            return (
                f"{self.label(helper)} była już aktywowana w tej rundzie: nie łączy ognia",
                "combined_fire",
            )
        hcard = self.card(helper)
        if hcard.melee or hcard.damage == 0:
            return (
                f"{self.label(helper)} ma Walkę Wręcz albo Obrażenia 0: nie łączy ognia",
                "combined_fire",
            )
        if not self.sees(helper, target):
            return (
                f"{self.label(helper)} nie ma linii wzroku do {self.label(target)}",
                "combined_fire",
            )
        return None

    # --- after a hit ------------------------------------------------------------------------

    def on_hit(
        self,
        attacker: str,
        target: str,
        damage: int,
        *,
        melee: bool,
        adjacent: bool,
        throw: bool = False,
    ) -> None:
        tcard = self.card(target)
        riposte = False
        overwhelming = self.overwhelming(attacker)
        # Force Immunity: nobody may spend Force points „odpowiedzieć na jej ataki”
        if self.force_immune(attacker) and any(
            tcard.has(k)
            for k in (
                "lightsaber-riposte",
                "lightsaber-block",
                "lightsaber-deflect",
                "lightsaber-reflect",
                "absorb-energy",
            )
        ):
            self._immune_note(attacker, "odpowiedzieć na jej atak")
        answers = not self.force_immune(attacker)
        if overwhelming:
            self.emit(
                "note",
                f"Przytłaczająca Moc {self.label(attacker)}: obrażeń nie można zablokować, "
                "uniknąć, odbić ani przenieść (Redukcja Obrażeń nie działa)",
                {"figure": attacker, "target": target},
                rules=("glossary:overwhelming-force",),
            )
        if (
            melee
            and answers
            and tcard.has("lightsaber-riposte")
            and self.can_spend_force(target, 1)
        ):
            riposte = self.decide(
                f"{target}.riposte",
                decider=self.fig(target).player,
                rule="glossary:lightsaber-riposte",
                options=[True, False],
                default=False,
                question=f"Czy {self.label(target)} używa Miecza Świetlnego Riposty (1 Punkt Mocy) "
                f"przeciw {self.label(attacker)}?",
            )
            if riposte:
                self.spend_force(
                    target, 1, "Miecz Świetlny Riposta", rules=("glossary:lightsaber-riposte",)
                )
        block_key = "lightsaber-block" if melee else "lightsaber-deflect"
        block = False
        if (
            answers
            and tcard.has(block_key)
            and self.can_spend_force(target, 1)
            and not overwhelming
        ):
            block = self.decide(
                f"{target}.{'block' if melee else 'deflect'}",
                decider=self.fig(target).player,
                rule=f"glossary:{block_key}",
                options=[True, False],
                default=False,
                question=f"Czy {self.label(target)} używa Miecza Świetlnego "
                f"{'Bloku' if melee else 'Uniku'} (1 Punkt Mocy)?",
            )
            if block:
                name = "Miecz Świetlny Blok" if melee else "Miecz Świetlny Unik"
                self.spend_force(target, 1, name, rules=(f"glossary:{block_key}",))
        answer = (
            None if melee or overwhelming or not answers else self._ranged_answer(attacker, target)
        )
        avoided = not overwhelming and self._avoided(
            attacker, target, melee, adjacent, block, block_key
        )
        if not avoided and answer is not None:
            avoided = self._answer_ranged(attacker, target, damage, answer)
        if not avoided and not overwhelming:
            avoided = self._shielded(attacker, target, damage, adjacent)
        if not avoided:
            taker = target if overwhelming else self._bodyguard(attacker, target)
            self.deal(
                taker,
                damage,
                source=attacker,
                from_attack=True,
                adjacent=self.adjacent(attacker, taker) if taker != target else adjacent,
                throw=throw,
            )
        if riposte and self.alive(target) and self.alive(attacker):
            self.attack(target, attacker, kind="immediate")

    def _ranged_answer(self, attacker: str, target: str) -> str | None:
        """Lightsaber Reflect and Absorb Energy (2 Force points each): „Kiedy postać używająca
        tej Mocy zostanie trafiona przez atak z dystansu (nie w walce wręcz) … O użyciu tej Mocy
        należy zdecydować natychmiast po trafieniu z ataku.” The power used, or None."""
        tcard = self.card(target)
        for key, name in (("lightsaber-reflect", "reflect"), ("absorb-energy", "absorb")):
            if not tcard.has(key) or not self.can_spend_force(target, 2):
                continue
            label = glossary_entry(key).label_pl
            use = self.decide(
                f"{target}.{name}",
                decider=self.fig(target).player,
                rule=f"glossary:{key}",
                options=[True, False],
                default=False,
                question=f"Czy {self.label(target)} używa Mocy {label} (2 Punkty Mocy) po "
                f"trafieniu z dystansu przez {self.label(attacker)}?",
            )
            if use:
                self.spend_force(target, 2, label, rules=(f"glossary:{key}",))
                return key
        return None

    def _answer_ranged(self, attacker: str, target: str, damage: int, key: str) -> bool:
        """The save of Lightsaber Reflect or Absorb Energy, and what an avoided hit does: the
        attacker takes 10 (save 11 avoids) / the user removes as much damage as it avoided."""
        label = glossary_entry(key).label_pl
        if not self.save(target, 11, label, f"glossary:{key}"):
            return False
        self._no_damage(target, key)
        if key == "lightsaber-reflect":
            if self.alive(attacker) and not self.save(
                attacker, 11, "Miecz Świetlny Odbicie", f"glossary:{key}"
            ):
                self.deal(attacker, 10, source=target, rules=(f"glossary:{key}",))
        else:
            self.heal(target, damage, rules=(f"glossary:{key}",))
        return True

    def _shielded(self, attacker: str, target: str, damage: int, adjacent: bool) -> bool:
        """Molecular Shielding (the target, hit by a non-adjacent enemy) and Energy Shields (the
        target or a figure next to it with the ability, the attacker next to neither): the
        attacker saves on 11 or the hit does no damage and the attacker takes the damage it
        would have done."""
        shield: tuple[str, str] | None = None
        if not adjacent and self.card(target).has("molecular-shielding"):
            shield = ("molecular-shielding", target)
        else:
            for owner in (target, *self.figures_adjacent(target)):
                if (
                    self.card(owner).has("energy-shields")
                    and self.fig(owner).player != self.fig(attacker).player
                    and not adjacent
                    and not self.adjacent(attacker, owner)
                ):
                    shield = ("energy-shields", owner)
                    break
        if shield is None:
            return False
        key, owner = shield
        label = glossary_entry(key).label_pl
        self.emit(
            "note",
            f"{label} ({self.label(owner)}): {self.label(attacker)} atakuje z dystansu i musi "
            "wykonać rzut obronny na 11",
            {"figure": owner, "attacker": attacker},
            rules=(f"glossary:{key}",),
        )
        if self.save(attacker, 11, label, f"glossary:{key}"):
            return False
        self._no_damage(target, key)
        self.deal(attacker, damage, source=owner, rules=(f"glossary:{key}",))
        return True

    def _bodyguard(self, attacker: str, target: str) -> str:
        """Bodyguard: „Jeśli sąsiadujący sojusznik otrzyma obrażenia z ataku, postać z
        umiejętnością Ochroniarz może otrzymać te obrażenia w zamian, nawet gdy nie jest
        legalnym celem dla atakującego.” Decided before the target's Shields are rolled
        (decision `<target>.bodyguard`: the bodyguard, or `nie`); who takes the damage."""
        guards = [
            a
            for a in self.allies(target)
            if self.card(a).has("bodyguard") and self.adjacent(a, target)
        ]
        if not guards:
            return target
        choice = self.decide(
            f"{target}.bodyguard",
            decider=self.fig(target).player,
            rule="glossary:bodyguard",
            options=[*guards, "nie"],
            default="nie",
            question=f"Czy Ochroniarz ({', '.join(self.label(g) for g in guards)}) przejmuje "
            f"obrażenia {self.label(target)}?",
        )
        if choice not in guards:
            return target
        self.emit(
            "note",
            f"Ochroniarz: {self.label(choice)} przejmuje obrażenia zamiast {self.label(target)}",
            {"figure": choice, "instead_of": target},
            rules=("glossary:bodyguard",),
        )
        return str(choice)

    def _avoided(
        self, attacker: str, target: str, melee: bool, adjacent: bool, block: bool, block_key: str
    ) -> bool:
        tcard, acard = self.card(target), self.card(attacker)
        if melee:
            for key in STYLE_MASTERS:
                if not tcard.has(key):
                    continue
                if acard.has("makashi-style-master") and key != "makashi-style-master":
                    self.emit(
                        "note",
                        f"{self.label(attacker)} ma Mistrza Stylu Makashi: Mistrz Stylu Soresu "
                        f"{self.label(target)} nie działa przeciw niemu",
                        {"figure": target, "blocked": key, "by": attacker},
                        rules=("glossary:makashi-style-master", f"glossary:{key}"),
                    )
                    continue
                if self.save(target, 11, f"{tcard.ability(key).entry.label_pl}", f"glossary:{key}"):  # type: ignore[union-attr]
                    self._no_damage(target, key)
                    return True
            if tcard.has("parry") and self.save(target, 11, "Parada", "glossary:parry"):
                self._no_damage(target, "parry")
                return True
        if not adjacent and tcard.has("evade") and self.save(target, 11, "Unik", "glossary:evade"):
            self._no_damage(target, "evade")
            return True
        block_name = "Miecz Świetlny Blok" if melee else "Miecz Świetlny Unik"
        if block and self.save(target, 11, block_name, f"glossary:{block_key}"):
            self._no_damage(target, block_key)
            return True
        return False

    def _no_damage(self, target: str, key: str) -> None:
        self.emit(
            "note",
            f"{self.label(target)} nie odnosi obrażeń",
            {"figure": target, "avoided": True, "glossary": key},
            rules=(f"glossary:{key}",),
        )

    # --- damage and defeat ------------------------------------------------------------------

    def deal(
        self,
        target: str,
        amount: int,
        *,
        source: str | None,
        from_attack: bool = False,
        adjacent: bool = False,
        rules: Sequence[str] = (),
        check_victory: bool = True,
        throw: bool = False,
    ) -> int:
        """Damage `target` (after its reductions); returns the damage it took. `throw`: the
        damage of a Lightsaber Throw attack, which Damage Reduction and Dark Armor ignore."""
        tcard = self.card(target)
        amount = self._reduce(
            target, amount, source, from_attack=from_attack, adjacent=adjacent, throw=throw
        )
        reduction = tcard.ability("damage-reduction")
        if from_attack and self.overwhelming(source):
            reduction = None  # „Redukcja Obrażeń (Damage Reduction) nie działa”
        if reduction is not None and reduction.value and amount > 0:
            lightsaber = throw or (
                source is not None
                and from_attack
                and adjacent
                and self.card(source).with_lightsaber
            )
            scard = self.card(source) if source is not None and from_attack else None
            if scard is not None and adjacent and scard.has("demolish"):
                self.emit(
                    "note",
                    f"Zniszczenie: atak {self.label(str(source))} ignoruje Redukcję Obrażeń "
                    f"sąsiadującego {self.label(target)}",
                    {"figure": target, "reduction": 0},
                    rules=("glossary:demolish", "glossary:damage-reduction"),
                )
            elif lightsaber:
                self.emit(
                    "note",
                    f"Redukcja Obrażeń {self.label(target)} nie działa: "
                    + (
                        "atak Rzutem Mieczem Świetlnym"
                        if throw
                        else "atak sąsiadującego wroga z mieczem świetlnym"
                    ),
                    {"figure": target, "reduction": 0},
                    rules=("glossary:damage-reduction",),
                )
            else:
                value = reduction.value
                pierce = scard.ability("penetration") if scard is not None else None
                if pierce is not None and pierce.value:
                    value = max(0, value - pierce.value)
                    self.emit(
                        "note",
                        f"Penetracja {pierce.value}: Redukcja Obrażeń {self.label(target)} "
                        f"przeciw atakom {self.label(str(source))} wynosi {value}",
                        {"figure": target, "reduction": value},
                        rules=("glossary:penetration", "glossary:damage-reduction"),
                    )
                reduced = max(0, amount - value)
                self.emit(
                    "modifier",
                    f"Redukcja Obrażeń {value}: {self.label(target)} odnosi {reduced} "
                    f"zamiast {amount}",
                    {
                        "figure": target,
                        "stat": "damage_taken",
                        "amount": reduced - amount,
                        "glossary": "damage-reduction",
                    },
                    rules=("glossary:damage-reduction",),
                )
                amount = reduced
        f = self.fig(target)
        left = tcard.hit_points - f.damage - amount
        self.emit(
            "damage",
            f"{self.label(target)} traci {amount} Punktów Obrażeń "
            f"({tcard.hit_points - f.damage} → {max(left, 0)})",
            {"figure": target, "amount": amount, "source": source, "hp_left": max(left, 0)},
            rules=tuple(rules) or ("attack",),
        )
        if left <= 0:
            self.defeat(target, check_victory=check_victory, by=source)
        return amount

    def _reduce(
        self,
        target: str,
        amount: int,
        source: str | None,
        *,
        from_attack: bool,
        adjacent: bool,
        throw: bool = False,
    ) -> int:
        """Reductions the target rolls or pays for before its Damage Reduction: Force Bubble
        (decided before the damage), Shields 2, Dark Armor, Vonduun Crab Armor."""
        tcard = self.card(target)
        if amount <= 0:
            return amount
        if tcard.has("force-bubble") and self.can_spend_force(target, 1):
            use = self.decide(
                f"{target}.bubble",
                decider=self.fig(target).player,
                rule="glossary:force-bubble",
                options=[True, False],
                default=False,
                question=f"Czy {self.label(target)} używa Bąbla Mocy (1 Punkt Mocy, −20 obrażeń)?",
            )
            if use:
                self.spend_force(target, 1, "Bąbel Mocy", rules=("glossary:force-bubble",))
                amount = self._less(target, amount, 20, "force-bubble")
        if tcard.has("shields-2"):
            for _ in range(2):
                if amount > 0 and self.save(target, 11, "Tarcze 2", "glossary:shields-2"):
                    amount = self._less(target, amount, 10, "shields-2")
        if tcard.has("dark-armor") and amount > 0:
            lightsaber = throw or (
                source is not None
                and from_attack
                and adjacent
                and self.card(source).with_lightsaber
            )
            if lightsaber:
                self.emit(
                    "note",
                    f"Mroczny Pancerz {self.label(target)} nie działa: atak sąsiadującego wroga z "
                    "mieczem świetlnym",
                    {"figure": target},
                    rules=("glossary:dark-armor", "with_lightsaber"),
                )
            elif self.save(target, 11, "Mroczny Pancerz", "glossary:dark-armor"):
                amount = self._less(target, amount, 10, "dark-armor")
        crab = tcard.ability("vonduun-crab-armor")
        if crab is not None and crab.value and amount > 0:
            name = "Pancerz Kraba Vonduun"
            if self.save(target, crab.value, name, "glossary:vonduun-crab-armor"):
                amount = self._less(target, amount, 10, "vonduun-crab-armor")
        return amount

    def _less(self, target: str, amount: int, by: int, key: str) -> int:
        reduced = max(0, amount - by)
        self.emit(
            "modifier",
            f"{glossary_entry(key).label_pl}: {self.label(target)} odnosi {reduced} zamiast "
            f"{amount}",
            {"figure": target, "stat": "damage_taken", "amount": reduced - amount, "glossary": key},
            rules=(f"glossary:{key}",),
        )
        return reduced

    def heal(self, fid: str, amount: int, *, rules: Sequence[str]) -> int:
        """Remove up to `amount` damage ("nie może zwiększyć liczby Punktów Obrażeń ponad
        początkowy poziom"); returns how much was removed."""
        f = self.fig(fid)
        healed = min(amount, f.damage)
        hp = self.card(fid).hit_points
        if healed <= 0:
            self.emit(
                "note",
                f"{self.label(fid)} nie ma obrażeń do zmniejszenia (ma pełne Punkty Obrażeń)",
                {"figure": fid, "healed": 0},
                rules=tuple(rules),
            )
            return 0
        self.emit(
            "healed",
            f"{self.label(fid)} zmniejsza obrażenia o {healed} "
            f"({hp - f.damage} → {hp - f.damage + healed} Punktów Obrażeń)"
            + (
                f"; z {amount} tylko {healed}: nie ponad początkowy poziom"
                if healed < amount
                else ""
            ),
            {"figure": fid, "amount": healed},
            rules=tuple(rules),
        )
        return healed

    def stun(self, fid: str, *, rules: Sequence[str], why: str = "") -> None:
        """Glossary `stun`: the figure counts as activated this round (it skips its turn)."""
        already = self.fig(fid).activated
        self.emit(
            "stunned",
            f"{self.label(fid)} jest ogłuszony{f' ({why})' if why else ''}: "
            + (
                "był już aktywowany w tej rundzie"
                if already
                else "traktowany jak aktywowany w tej rundzie, omija swoją turę"
            ),
            {"figure": fid, "already": already},
            rules=(*rules, "stun"),
        )

    def defeat(
        self, fid: str, *, check_victory: bool = True, by: str | None = None, avoidable: bool = True
    ) -> None:
        if avoidable and self._avoids_defeat(fid):
            return
        neighbours = [f.id for f in self.s.living() if f.id != fid and self.adjacent(fid, f.id)]
        self.emit(
            "defeated",
            f"{self.label(fid)} zostaje pokonany i zdjęty z mapy",
            {"figure": fid, "square": self.where(fid), "by": by},
            rules=("defeat",),
        )
        self._on_defeat(fid, by, neighbours)
        if check_victory:
            self.check_victory()
        if self.card(fid).has("unique") and not self.s.over:
            self._impulsive(fid)

    def _impulsive(self, fallen: str) -> None:
        """A Unique ally is defeated: Impulsive Momentum (Momentum to the end of the skirmish),
        Impulsive Shot (once per turn an immediate attack), Impulsive Sweep (once per turn an
        immediate attack on each adjacent enemy, without the targeting rules)."""
        for ally in self.allies(fallen):
            card = self.card(ally)
            if (
                card.has("impulsive-momentum")
                and "impulsive-momentum" not in self.fig(ally).effects
            ):
                self.emit(
                    "effect",
                    f"Nagły Impet: pokonano unikalnego sojusznika {self.label(fallen)}, "
                    f"{self.label(ally)} ma Impet do końca potyczki",
                    {"figure": ally, "effect": "impulsive-momentum", "on": True},
                    rules=("glossary:impulsive-momentum", "glossary:momentum"),
                )
            for key in ("impulsive-shot", "impulsive-sweep"):
                if not card.has(key) or self.s.over or not self.alive(ally):
                    continue
                if self.turn_effect(ally, key):
                    self.emit(
                        "note",
                        f"{glossary_entry(key).label_pl}: {self.label(ally)} użył jej już w tej "
                        "turze (raz na turę)",
                        {"figure": ally},
                        rules=(f"glossary:{key}",),
                    )
                    continue
                if self.s.turn is not None:
                    self.emit(
                        "effect",
                        f"{glossary_entry(key).label_pl}: pokonano unikalnego sojusznika "
                        f"{self.label(fallen)}",
                        {"figure": ally, "effect": key, "scope": "turn", "on": True},
                        rules=(f"glossary:{key}",),
                    )
                if key == "impulsive-shot":
                    self._extra_on(ally, key, self._legal_targets(ally), None)
                    continue
                near = [e for e in self.enemies(ally) if self.adjacent(ally, e)]
                if not near:
                    continue
                sweep = self.decide(
                    f"{ally}.{key}",
                    decider=self.fig(ally).player,
                    rule=f"glossary:{key}",
                    options=[True, False],
                    default=True,
                    question=f"Raptowny Zamach: czy {self.label(ally)} atakuje każdego "
                    "sąsiadującego wroga?",
                )
                for enemy in near if sweep else []:
                    if self.alive(enemy) and self.alive(ally) and not self.s.over:
                        self.attack(ally, enemy, kind="immediate", via=key)

    def _avoids_defeat(self, fid: str) -> bool:
        """Avoid Defeat (its own, or from an adjacent ally's Emergency Life Support) and
        Eternal Hatred keep a figure in play when it would be defeated."""
        card, f = self.card(fid), self.fig(fid)
        support = next(
            (
                a
                for a in self.allies(fid)
                if self.card(a).has("emergency-life-suport") and self.adjacent(a, fid)
            ),
            None,
        )
        if card.has("avoid-defeat") or (support is not None and not card.counts_as_droid):
            rule = "glossary:avoid-defeat"
            rules = (
                (rule,) if card.has("avoid-defeat") else (rule, "glossary:emergency-life-suport")
            )
            if support is not None and not card.has("avoid-defeat"):
                self.emit(
                    "note",
                    f"{self.label(fid)} sąsiaduje z {self.label(support)} (System Podtrzymywania "
                    "Życia): ma Uniknięcie Porażki",
                    {"figure": fid, "from": support},
                    rules=rules,
                )
            first = self.save(fid, 11, "Uniknięcie Porażki (1.)", rule)
            second = self.save(fid, 11, "Uniknięcie Porażki (2.)", rule)
            if first and second:
                hp = card.hit_points
                self.emit(
                    "healed",
                    f"Uniknięcie Porażki: {self.label(fid)} nie jest pokonany, zostaje w grze z 10 "
                    "Punktami Obrażeń",
                    {"figure": fid, "amount": f.damage - (hp - 10), "avoided_defeat": True},
                    rules=rules,
                )
                return True
        if card.has("eternal-hatred") and self.can_spend_force(fid, 2):
            use = self.decide(
                f"{fid}.eternal-hatred",
                decider=f.player,
                rule="glossary:eternal-hatred",
                options=[True, False],
                default=True,
                question=f"Czy {self.label(fid)} używa Wiecznej Nienawiści (2 Punkty Mocy)?",
            )
            if use:
                rule = "glossary:eternal-hatred"
                self.spend_force(fid, 2, "Wieczna Nienawiść", rules=(rule,))
                if self.save(fid, 6, "Wieczna Nienawiść", rule):
                    self.emit(
                        "healed",
                        f"Wieczna Nienawiść: {self.label(fid)} nie jest pokonany i zdejmuje "
                        "wszystkie obrażenia",
                        {"figure": fid, "amount": self.fig(fid).damage, "avoided_defeat": True},
                        rules=(rule,),
                    )
                    return True
        return False

    def _on_defeat(self, fid: str, by: str | None, neighbours: list[str]) -> None:
        """What happens at once when `fid` is defeated: its Self-Destruct, the defeater's Drain
        Life Energy, allies' Force Empathic, its Force Spirit."""
        card = self.card(fid)
        blast = card.ability("self-destruct")
        if blast is not None and blast.value:
            rule = "glossary:self-destruct"
            self.emit(
                "power",
                f"Samozniszczenie {self.label(fid)}: {blast.value} obrażeń dla sąsiadujących "
                f"postaci ({', '.join(self.label(n) for n in neighbours) or 'brak'})",
                {"figure": fid, "power": "self-destruct", "hit": neighbours, "amount": blast.value},
                rules=(rule, "immediate"),
            )
            for n in neighbours:
                if self.alive(n):
                    self.deal(n, blast.value, source=fid, rules=(rule,), check_victory=False)
        if (
            by is not None
            and self.alive(by)
            and by in neighbours
            and self.card(by).has("drain-life-energy")
            and card.living
            and self.fig(by).player != self.fig(fid).player
        ):
            self.heal(by, self.fig(by).damage, rules=("glossary:drain-life-energy",))
        if self.has_force_rating(fid):
            for ally in self.allies(fid):
                empathic = self.card(ally).ability("force-empathic")
                if empathic is not None and empathic.value and self.alive(ally):
                    self.deal(
                        ally,
                        empathic.value,
                        source=None,
                        rules=("glossary:force-empathic",),
                        check_victory=False,
                    )
        spirit = card.ability("force-spirit")
        if spirit is not None and spirit.value:
            self._force_spirit(fid, spirit.value)

    def _force_spirit(self, fid: str, points: int) -> None:
        """Force Spirit: „natychmiast dodaje [#] Punktów Mocy sojuszniczej postaci z wartością
        Mocy. Sojusznicza postać może teraz wydawać Punkty Mocy jeden dodatkowy raz w turze”."""
        rule = "glossary:force-spirit"
        heirs = [a for a in self.allies(fid) if self.has_force_rating(a)]
        if not heirs:
            self.emit(
                "note",
                "Energia Mocy: brak sojuszniczej postaci z wartością Mocy, Moc nie ma efektu",
                {"figure": fid},
                rules=(rule,),
            )
            return
        heir = str(
            self.decide(
                f"{fid}.spirit",
                decider=self.fig(fid).player,
                rule=rule,
                options=heirs,
                default=heirs[0],
                question="Która sojusznicza postać z wartością Mocy dostaje Energię Mocy?",
            )
        )
        self.emit(
            "force",
            f"Energia Mocy: {self.label(heir)} dostaje {points} Punktów Mocy",
            {"figure": heir, "amount": points},
            rules=(rule,),
        )
        self.emit(
            "effect",
            f"{self.label(heir)} może wydawać Punkty Mocy jeden dodatkowy raz w turze",
            {"figure": heir, "effect": "force-spirit", "on": True},
            rules=(rule,),
        )

    def check_victory(self) -> None:
        beaten = [p for p in self.s.players if not self.s.living(p)]
        if not beaten:
            return
        if len(beaten) == len(self.s.players):
            self.emit(
                "game_over",
                "Wszystkie postacie obu graczy zostały pokonane: nikt nie wygrywa",
                {"winner": None, "result": "draw"},
                rules=("victory",),
            )
        else:
            winner = self.s.other(beaten[0])
            self.emit(
                "game_over",
                f"{self.player_name(winner)} wygrywa: wszystkie postacie przeciwnika pokonane",
                {"winner": winner, "result": "all_defeated"},
                rules=("victory",),
            )
        raise GameOver()

    # --- attacks of opportunity -------------------------------------------------------------

    def _overwhelming_before_opportunity(self, fid: str) -> None:
        """Overwhelming Force „działa także gdy postać wykonuje atak odruchowy”: spent before the
        attack of opportunity (decision `<figure>.overwhelming`), for the rest of this turn."""
        if not self.card(fid).has("overwhelming-force") or self.overwhelming(fid):
            return
        if not self.can_spend_force(fid, 1):
            return
        use = self.decide(
            f"{fid}.overwhelming",
            decider=self.fig(fid).player,
            rule="glossary:overwhelming-force",
            options=[True, False],
            default=False,
            question=f"Czy {self.label(fid)} używa Przytłaczającej Mocy (1 Punkt Mocy) do ataku "
            "odruchowego?",
        )
        if not use:
            return
        self.spend_force(fid, 1, "Przytłaczająca Moc", rules=("glossary:overwhelming-force",))
        self.emit(
            "effect",
            f"{self.label(fid)} używa: Przytłaczająca Moc (do końca tury)",
            {"figure": fid, "effect": "overwhelming-force", "scope": "turn", "on": True},
            rules=("glossary:overwhelming-force",),
        )

    def opportunities(self, mover: str, square: Any) -> None:
        """Before `mover` leaves `square`, each adjacent enemy that has not yet made one this
        turn may make an attack of opportunity (optional; its owner orders several)."""
        if self.card(mover).has("flight") or self.turn_effect(mover, "force-leap"):
            return
        turn = self.s.turn
        done = turn.aoo_by if turn is not None else frozenset()
        barred = turn.effects if turn is not None else frozenset()
        able = [
            e
            for e in self.enemies(mover)
            if e not in done
            and f"{e}:no-aoo" not in barred  # Jedi Mind Trick: "nie może wykonywać ataków
            # odruchowych do końca tury"
            and self.adjacent(mover, e, at=square)
            and self.fig(mover).at == square
        ]
        if not able:
            return
        if len(able) > 1:
            owner = self.fig(able[0]).player
            order = self.decide(
                f"{owner}.order",
                decider=owner,
                rule="abilities_powers_commanders",
                options=None,
                default=list(able),
                question=f"Kolejność ataków odruchowych ({', '.join(self.label(e) for e in able)})",
                validate=lambda v: (
                    None
                    if isinstance(v, list) and sorted(v) == sorted(able)
                    else "podaj listę tych samych postaci"
                ),
            )
            able = list(order)
        for enemy in able:
            if not self.alive(mover) or not self.alive(enemy):
                continue
            take = self.decide(
                f"{enemy}.aoo",
                decider=self.fig(enemy).player,
                rule="opportunity",
                options=[True, False],
                default=True,
                question=f"Czy {self.label(enemy)} wykonuje atak odruchowy na {self.label(mover)}, "
                f"który opuszcza {square_name(square)}?",
            )
            if take:
                self._overwhelming_before_opportunity(enemy)
                self.attack(enemy, mover, kind="opportunity")


def describe_mods(mods: Mapping[str, int]) -> str:
    return ", ".join(f"{k} {_signed(v)}" for k, v in mods.items())
