"""Force points and named Force powers, and effects that hit several figures at once.

Force points (SWM Zasady › Punkty Mocy; › Punkty Mocy i Moce): 1 point rerolls a roll just made
(`Combat.maybe_reroll`) or buys 2 more squares of movement this turn; named powers cost what
their glossary entry says. A figure spends Force points once per turn (Master of the Force [#]:
up to [#] times), in its own turn or another's. A power that replaces the attack counts as the
turn's attack; one that replaces the turn is the whole turn.

Effects that damage several figures at once (Force Lightning, Force Push) are simultaneous
effects (SWM Zasady › Umiejętności specjalne, Moce, Efekt Dowódcy: "Równoczesne efekty"): the
active player's figures first, then the other player's, each player ordering his own; the game
is decided only after all of them.
"""

from __future__ import annotations

import heapq
from collections.abc import Mapping, Sequence
from typing import Any

from judge.engine.core.errors import GameOver, Refusal, ScenarioError
from judge.engine.core.events import Contested
from judge.engine.swm.combat import Combat
from judge.engine.swm.glossary import Ability, read_ability
from judge.engine.swm.grid import Square, footprint, parse_square, square_name

MOVE_POWERS = {"knight-speed": 4, "master-speed": 6}


class Powers(Combat):
    def ability_named(self, fid: str, text: str) -> Ability:
        """The figure's ability a `force:` action names (glossary key, English or Polish)."""
        card = self.card(fid)
        found = card.ability(text.strip().lower())
        if found is None:
            read = read_ability(text)
            if read is not None:
                found = card.ability(read.key)
        if found is None:
            names = ", ".join(a.text for a in card.force_powers) or "brak"
            raise Refusal(f"{self.label(fid)} nie ma Mocy „{text}” (ma: {names})", "force_powers")
        return found

    def use_force(self, fid: str, entry: Mapping[str, Any]) -> None:
        what = str(entry["force"])
        if what in ("move", "ruch"):
            self._move_faster(
                fid, 2, "szybsze poruszanie (+2 pola)", ("force", "force_points_basic")
            )
            return
        ability = self.ability_named(fid, what)
        key = ability.key
        if key in MOVE_POWERS:
            self._move_faster(
                fid,
                MOVE_POWERS[key],
                f"{ability.entry.label_pl} (+{MOVE_POWERS[key]} pola)",
                (f"glossary:{key}",),
                cost=ability.entry.force_cost or 1,
            )
        elif key in ("force-lightning", "force-lightning-2"):
            self._lightning(fid, ability, entry)
        elif key == "force-push-3":
            self._push_power(fid, ability, entry)
        else:
            raise Refusal(
                f"Moc {ability.entry.label_pl} ({ability.entry.name_en}) działa sama, w chwili, "
                "którą opisuje; nie używa się jej jako akcji",
                f"glossary:{key}",
            )

    def _own_turn(self, fid: str, rule: str) -> None:
        turn = self.s.turn
        if turn is None or turn.figure != fid:
            raise Refusal(f"{self.label(fid)} nie ma teraz swojej tury", rule)

    def _pay(
        self, fid: str, cost: int, use: str, rules: Sequence[str], move_bonus: int = 0
    ) -> None:
        problem = self.force_problem(fid, cost)
        if problem:
            raise Refusal(*problem)
        self.spend_force(fid, cost, use, rules=rules, move_bonus=move_bonus)

    def _move_faster(
        self, fid: str, squares: int, use: str, rules: Sequence[str], cost: int = 1
    ) -> None:
        self._own_turn(fid, "force")
        turn = self.s.turn
        assert turn is not None
        if turn.replaced == "turn" or (
            (turn.attacks or turn.replaced == "attack") and (turn.moved_before or turn.attacks > 1)
        ):
            raise Refusal(
                f"{self.label(fid)} nie może się już poruszyć w tej turze (ruch przed atakiem "
                "i po nim się nie sumują), więc nie wyda Punktu Mocy na szybszy ruch",
                "force",
            )
        self._pay(fid, cost, use, rules, move_bonus=squares)

    # --- powers that replace the attack or the turn ---------------------------------------------

    def _replace(
        self, fid: str, what: str, ability: Ability, *, contested: Contested | None = None
    ) -> None:
        self._own_turn(fid, "activation")
        turn = self.s.turn
        assert turn is not None
        name = ability.entry.label_pl
        if turn.replaced is not None:
            raise Refusal(
                f"{self.label(fid)} zastąpił już w tej turze "
                + ("atak" if turn.replaced == "attack" else "turę"),
                "replaces_attacks" if turn.replaced == "attack" else "replaces_turn",
            )
        if what == "turn" and (turn.moved or turn.attacks):
            raise Refusal(
                f"{name} zastępuje turę: {self.label(fid)} już się poruszył lub zaatakował",
                "replaces_turn",
            )
        if what == "attack":
            if turn.attacks:
                raise Refusal(
                    f"{name} zastępuje ataki: {self.label(fid)} już zaatakował w tej turze",
                    "replaces_attacks",
                )
            limit = self.card(fid).speed + turn.move_bonus
            if turn.moved_before > limit:
                raise Refusal(
                    f"{self.label(fid)} poruszył się o {turn.moved_before} pól (więcej niż "
                    f"{limit}): nie może już atakować ani użyć mocy zastępującej atak",
                    "activation",
                )
        self.emit(
            "replaced",
            f"{name} zastępuje {'atak' if what == 'attack' else 'turę'} {self.label(fid)}",
            {"figure": fid, "what": what, "glossary": ability.key},
            rules=(
                "replaces_attacks" if what == "attack" else "replaces_turn",
                f"glossary:{ability.key}",
            ),
            contested=contested,
        )

    def _power_target(
        self, fid: str, entry: Mapping[str, Any], ability: Ability, reach: int
    ) -> str:
        target = entry.get("target")
        if not isinstance(target, str):
            raise Refusal(
                f"{ability.entry.label_pl}: podaj cel (`target`)", f"glossary:{ability.key}"
            )
        problem = self.target_problem(fid, target, power=True)
        if problem:
            raise Refusal(*problem)
        if not self.within(fid, target, reach):
            raise Refusal(
                f"{self.label(target)} jest poza zasięgiem {reach} pól "
                f"(zasięg {self.range_between(fid, target)})",
                f"glossary:{ability.key}",
            )
        return target

    def _lightning(self, fid: str, ability: Ability, entry: Mapping[str, Any]) -> None:
        key = ability.key
        cost = ability.entry.force_cost or 2
        target = self._power_target(fid, entry, ability, 6)
        problem = self.force_problem(fid, cost)
        if problem:
            raise Refusal(*problem)
        others = [
            f.id
            for f in self.s.living()
            if f.id not in (target, fid) and self.adjacent(target, f.id)
        ]
        if len(others) < 2 and self.adjacent(target, fid):
            others.append(fid)  # the active character, "jeśli nie ma wystarczającej liczby innych"
        given = entry.get("also")
        if given is not None:
            chosen = [str(x) for x in given]
            bad = [x for x in chosen if x not in others]
            if bad or len(chosen) != min(2, len(others)) or len(set(chosen)) != len(chosen):
                raise Refusal(
                    f"{ability.entry.label_pl}: dwie postacie sąsiadujące z celem do wyboru: "
                    + (", ".join(self.label(o) for o in others) or "brak"),
                    f"glossary:{key}",
                )
        else:
            chosen = others[:2]
        self._replace(fid, "attack", ability)
        self.spend_force(fid, cost, ability.entry.label_pl, rules=(f"glossary:{key}",))
        amount = 30 if key == "force-lightning-2" else int(ability.value or 0)
        self.emit(
            "power",
            f"{self.label(fid)} używa Mocy {ability.entry.label_pl}: {amount} obrażeń dla "
            f"{self.label(target)}"
            + (f" i sąsiadujących: {', '.join(self.label(c) for c in chosen)}" if chosen else "")
            + " (nie jest to atak, bez rzutu ataku)",
            {"figure": fid, "power": key, "target": target, "also": chosen, "amount": amount},
            rules=(f"glossary:{key}", "named_powers"),
        )
        self.simultaneous_damage(fid, [target, *chosen], amount, rules=(f"glossary:{key}",))

    def _push_power(self, fid: str, ability: Ability, entry: Mapping[str, Any]) -> None:
        key = ability.key
        cost = ability.entry.force_cost or 3
        target = self._power_target(fid, entry, ability, 6)
        problem = self.force_problem(fid, cost)
        if problem:
            raise Refusal(*problem)
        self._replace(fid, "turn", ability)
        self.spend_force(fid, cost, ability.entry.label_pl, rules=(f"glossary:{key}",))
        hit = [target] + [
            f.id
            for f in self.s.living()
            if f.id not in (target, fid) and self.adjacent(target, f.id)
        ]
        self.emit(
            "power",
            f"{self.label(fid)} używa Mocy {ability.entry.label_pl} na {self.label(target)}: "
            "30 obrażeń "
            f"dla {', '.join(self.label(h) for h in hit)} (cel i wszystkie sąsiadujące z nim "
            "postacie, wrogowie i sojusznicy)",
            {"figure": fid, "power": key, "target": target, "hit": hit, "amount": 30},
            rules=(f"glossary:{key}", "named_powers"),
        )
        self.simultaneous_damage(fid, hit, 30, rules=(f"glossary:{key}",), then_victory=False)
        stated = entry.get("push") or {}
        for victim in hit:
            if not self.alive(victim):
                continue
            if self.card(victim).size >= 3:
                self.emit(
                    "note",
                    f"{self.label(victim)} jest postacią Wielką (Huge): słowniczek każe odepchnąć "
                    "„Wielkie i mniejsze postacie”, podstawowe zasady (Nazwane Moce) — "
                    "„z wyjątkiem postaci Huge”; silnik stosuje słowniczek",
                    {"figure": victim, "huge": True},
                    rules=(f"glossary:{key}", "named_powers", "huge_term"),
                    contested=contested_push_huge(),
                )
            self.push(fid, victim, 3, stated.get(victim), key)
        self.check_victory()

    # --- simultaneous damage ---------------------------------------------------------------------

    def simultaneous_damage(
        self,
        fid: str,
        victims: Sequence[str],
        amount: int,
        *,
        rules: Sequence[str],
        then_victory: bool = True,
    ) -> None:
        """Damage several figures at once: the active player's first, then the other's; each
        player orders his own (decision `<player>.order`); victory decided after all."""
        for victim in self.simultaneous_order(fid, victims):
            if self.alive(victim):
                self.deal(victim, amount, source=fid, rules=rules, check_victory=False)
        if then_victory:
            self.check_victory()

    def simultaneous_order(self, fid: str, victims: Sequence[str]) -> list[str]:
        """The order in which simultaneous effects reach `victims` (SWM Zasady › Równoczesne
        efekty): the active player's figures first, then the other's, each player ordering his
        own (decision `<player>.order`, default: as listed)."""
        active = self.fig(fid).player
        groups: list[tuple[str, list[str]]] = []
        for player in (active, *[p for p in self.s.players if p != active]):
            mine = [v for v in victims if self.fig(v).player == player]
            if len(mine) > 1:
                listed = sorted(mine)

                def same(v: Any, listed: list[str] = listed) -> str | None:
                    if isinstance(v, list) and sorted(map(str, v)) == listed:
                        return None
                    return "podaj listę tych samych postaci"

                mine = list(
                    self.decide(
                        f"{player}.order",
                        decider=player,
                        rule="abilities_powers_commanders",
                        options=None,
                        default=mine,
                        question="Kolejność równoczesnych efektów na postaciach gracza "
                        f"{self.player_name(player)} ({', '.join(self.label(m) for m in mine)})",
                        validate=same,
                    )
                )
            if mine:
                groups.append((player, mine))
        return [victim for _player, mine in groups for victim in mine]

    # --- push -----------------------------------------------------------------------------------

    def push(self, fid: str, victim: str, squares: int, stated: Any, key: str) -> None:
        """Push `victim` up to `squares` squares away from `fid` (glossary `push`): it ends
        farther than it started, enters no occupied square, pays for terrain, and provokes no
        attack of opportunity; a push into a pit stops beside it with a save of 11."""
        start = self.fig(victim).at
        assert start is not None
        if self.card(victim).has("emplacement"):
            self.emit(
                "note",
                f"{self.label(victim)} ma Stanowisko: nie może zostać poruszony (pchnięcie nie "
                "działa)",
                {"figure": victim, "push": 0},
                rules=("glossary:emplacement", "push"),
            )
            return
        before = self.range_between(fid, victim) or 0
        path = (
            self._stated_push(victim, stated, key)
            if stated is not None
            else self._auto_push(fid, victim, squares)
        )
        spent = 0
        where: Square = start
        for nxt in path:
            problem, cost = self._push_step(victim, where, nxt)
            if problem and problem[1] == "pits":
                self._push_into_pit(victim, where, nxt, key)
                return
            if problem:
                raise Refusal(f"Pchnięcie {self.label(victim)}: {problem[0]}", "push")
            spent += cost
            if spent > squares:
                raise Refusal(
                    f"Pchnięcie {self.label(victim)} o więcej niż {squares} pola (z terenem)",
                    "push",
                )
            self.emit(
                "moved",
                f"{self.label(victim)} zostaje odepchnięty z {square_name(where)} na "
                f"{square_name(nxt)}",
                {
                    "figure": victim,
                    "from": list(where),
                    "to": list(nxt),
                    "square": square_name(nxt),
                    "cost": cost,
                    "counts": False,
                    "push": True,
                },
                rules=("push", f"glossary:{key}"),
            )
            where = nxt
        after = self.range_between(fid, victim) or 0
        if path and after <= before:
            raise self._bad_push(
                victim,
                f"końcowe pole musi być dalej od {self.label(fid)} niż początkowe "
                f"({before} → {after})",
            )
        if not path:
            self.emit(
                "note",
                f"{self.label(victim)} nie może zostać odepchnięty (brak wolnego pola dalej od "
                f"{self.label(fid)})",
                {"figure": victim, "push": 0},
                rules=("push",),
            )

    def _push_step(
        self, victim: str, where: Square, nxt: Square
    ) -> tuple[tuple[str, str] | None, int]:
        """Why the pushed figure's whole space cannot shift from `where` to `nxt` (walls, pits,
        another figure), and what the step costs (terrain entered doubles it)."""
        size = self.card(victim).size
        d = (nxt[0] - where[0], nxt[1] - where[1])
        slow = False
        for sq in footprint(where, size):
            into = (sq[0] + d[0], sq[1] + d[1])
            problem = self.grid.step_problem(sq, into, self.s.open_doors)
            if problem:
                return problem, 0
            other = self.occupant(into, ignore=victim)
            if other:
                return (f"pole {square_name(into)} jest zajęte ({self.label(other)})", "push"), 0
            slow = slow or self.grid.kind(into) in ("difficult", "low")
        base = 2 if d[0] and d[1] else 1
        return None, base * 2 if slow else base

    def _bad_push(self, victim: str, message: str) -> ScenarioError:
        """A push path the scenario states that the rules do not allow: like an illegal
        decision value, it rejects the scenario (the effect is already half resolved)."""
        where = self.current_entry.path if self.current_entry is not None else "actions"
        return ScenarioError(
            [(f"{where}.push.{victim}", f"pchnięcie {self.label(victim)} niedozwolone: {message}")]
        )

    def _stated_push(self, victim: str, stated: Any, key: str) -> list[Square]:
        path = []
        for item in stated if isinstance(stated, list) else [stated]:
            sq = parse_square(str(item))
            if sq is None:
                raise self._bad_push(victim, f"„{item}” nie jest polem")
            path.append(sq)
        return path

    def _auto_push(self, fid: str, victim: str, squares: int) -> list[Square]:
        """The default push: of the squares the victim can reach with `squares` of movement,
        every step taking it farther from the pusher, the farthest one (ties: the one nearest
        the straight line away from the pusher, then the cheapest path)."""
        at, start = self.fig(fid).at, self.fig(victim).at
        assert at is not None and start is not None
        # centres of the two spaces, in half squares (a large figure is pushed from its centre)
        big, small = self.card(fid).size, self.card(victim).size
        origin = (2 * at[0] + big, 2 * at[1] + big)

        def centre(sq: Square) -> Square:
            return (2 * sq[0] + small, 2 * sq[1] + small)

        def far(sq: Square) -> int:
            c = centre(sq)
            return abs(c[0] - origin[0]) + abs(c[1] - origin[1])

        first = centre(start)

        def off(sq: Square) -> int:
            c = centre(sq)
            return abs(
                (c[0] - origin[0]) * (first[1] - origin[1])
                - (c[1] - origin[1]) * (first[0] - origin[0])
            )

        cost_to: dict[Square, int] = {start: 0}
        parent: dict[Square, Square] = {}
        heap: list[tuple[int, Square]] = [(0, start)]
        while heap:
            spent, sq = heapq.heappop(heap)
            if spent > cost_to[sq]:
                continue
            for dx in (-1, 0, 1):
                for dy in (-1, 0, 1):
                    nxt = (sq[0] + dx, sq[1] + dy)
                    if nxt == sq or far(nxt) <= far(sq):
                        continue
                    problem, cost = self._push_step(victim, sq, nxt)
                    total = spent + cost
                    if problem or total > squares:
                        continue
                    if nxt not in cost_to or total < cost_to[nxt]:
                        cost_to[nxt] = total
                        parent[nxt] = sq
                        heapq.heappush(heap, (total, nxt))
        ends = [sq for sq in cost_to if sq != start]
        if not ends:
            return []
        end = max(ends, key=lambda sq: (far(sq), -off(sq), -cost_to[sq], sq))
        path = [end]
        while parent[path[-1]] != start:
            path.append(parent[path[-1]])
        return path[::-1]

    def _push_into_pit(self, victim: str, where: Square, pit: Square, key: str) -> None:
        self.emit(
            "note",
            f"{self.label(victim)} zostałby wepchnięty do zagłębienia {square_name(pit)}: "
            f"zatrzymuje się na {square_name(where)} i wykonuje rzut obronny",
            {"figure": victim, "pit": list(pit)},
            rules=("pits",),
        )
        need = 6 if self.card(victim).has("flight") else 11
        if not self.save(victim, need, "zagłębienie", "pits"):
            self.defeat(victim, check_victory=False)


def contested_push_huge() -> Contested:
    """Force Push 3 and a Huge figure: the starter rules' summary of Obi-Wan's power says „z
    wyjątkiem postaci Huge”, the glossary entry „Wielkie i mniejsze postacie są odepchnięte”.
    The glossary governs: the stat card's power is the glossary entry (every ability the engine
    applies is), the glossary is the part of the rulebook that „zawiera szczegółowe informacje na
    temat umiejętności specjalnych i Mocach”, while the starter section is a summary meant for a
    first game played without the advanced rules (Huge figures belong to the advanced game)."""
    return Contested(
        question="Czy Pchnięcie Mocą 3 odpycha postać Wielką (Huge)?",
        followed=(
            "Tak, według słowniczka („Wielkie i mniejsze postacie są odepchnięte”): to pełny "
            "opis Mocy z karty; podstawowe zasady streszczają ją na pierwszą grę"
        ),
        sources=(
            "swm-rules.podstawowe-zasady.nazwane-moce",
            "swm-rules.glossary.force-push-3",
            "swm-rules.slowniczek",
        ),
    )


__all__ = ["GameOver", "Powers", "contested_push_huge"]
