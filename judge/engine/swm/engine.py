"""The Miniatures engine: rounds, initiative, phases, activations, turns and movement.

A skirmish is played in rounds (SWM Zasady › Rundy, fazy, tury). Each round starts with an
initiative roll: each player rolls a d20, a tie is rolled again, and the higher roll chooses
who goes first (decision `<player>.first`, default: himself). Players then take phases in
turn, activating two figures per phase (one when only one is left); a figure is activated once
per round and its turn begins when it is. When one player has no figure left to activate, the
other activates the rest of his, two per phase. The round ends when every figure has been
activated.

In its turn a figure may move up to its speed and attack, attack and then move up to its
speed, or move up to twice its speed without attacking (SWM Zasady › Aktywacja postaci); Force
points and powers may add squares. Movement goes square by square: orthogonal steps cost 1,
diagonal 2, entering difficult terrain or a low object doubles that; walls, closed doors and
pits block, a diagonal step may not cut the corner or end of a wall, allies may be passed and
enemies may not, and the move ends on a free square. Leaving a square next to an enemy lets it
make an attack of opportunity first. At the end of every turn a door opens when a figure is
next to it and closes when none is.

The scenario's `actions:` are taken in order: `initiative` (the rolls of a new round),
`activate`, `move`, `attack`, `force` (a Force point or power), `use` (a special ability or power
that is not an attack), `end`. An illegal action is refused with the rule that
forbids it (a `refused` step) and the replay goes on with the next one.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from judge.engine.core.errors import GameOver, Refusal, ScenarioError
from judge.engine.core.log import EventLog
from judge.engine.core.plural import count
from judge.engine.swm import squads
from judge.engine.swm.effects import TURN_MODES
from judge.engine.swm.glossary import entry as glossary_entry
from judge.engine.swm.grid import (
    Square,
    edge_between,
    footprint,
    parse_square,
    square_name,
)
from judge.engine.swm.specials import Specials
from judge.engine.swm.state import SwmState

PHASE_ACTIVATIONS = 2


class SwmEngine(Specials):
    def play(self) -> EventLog[SwmState]:
        self._setup()
        while not self.s.over:
            entry = self.feed.next()
            if entry is None:
                break
            self.current_entry = entry
            try:
                self._take(entry.kind, entry.data)
            except Refusal as refusal:
                self.emit(
                    "refused",
                    f"Odmowa ({self.player_name(entry.player)}): {refusal.message}",
                    {
                        "player": entry.player,
                        "action": entry.path,
                        "reason": refusal.message,
                        "rule": self.cite(refusal.rule),
                    },
                    rules=(refusal.rule,),
                )
                self.feed.refused()
            except GameOver:
                break
        return self.log

    # --- setup ------------------------------------------------------------------------------

    def _setup(self) -> None:
        setup = self.setup
        board = {
            "players": list(setup.players),
            "seed": setup.seed,
            "open_doors": [list(e) for e in sorted(setup.open_doors)],
            "figures": {
                p.id: {
                    "player": p.player,
                    "at": list(p.at),
                    "hit_points": p.card.hit_points,
                    "damage": p.damage,
                    "activated": p.activated,
                    "force": p.force,
                }
                for p in setup.figures
            },
        }
        teams = "; ".join(
            f"{self.player_name(pid)}: "
            + ", ".join(
                f"{self.label(p.id)} ({square_name(p.at)})"
                for p in setup.figures
                if p.player == pid
            )
            for pid in setup.players
        )
        self.emit(
            "setup",
            f"Plansza {setup.grid.width}×{setup.grid.height}. {teams}",
            board,
            rules=("setup", "stat_card"),
        )
        if setup.squad_rules is not None and not self._squads_legal():
            return
        start = setup.start
        if start is not None:
            self.emit(
                "round",
                f"Runda {start.round} w toku",
                {"round": start.round, "keep_activated": True},
                rules=("rounds",),
            )
            self.emit(
                "first",
                f"Pierwszy w tej rundzie: {self.player_name(start.first)}",
                {"first": start.first},
                rules=("initiative",),
            )
            self.emit(
                "phase",
                f"Faza gracza {self.player_name(start.phase_player)} "
                f"(aktywowane w niej postacie: {start.phase_count})",
                {"phase": 1, "player": start.phase_player, "count": start.phase_count},
                rules=("phases",),
            )

    def _squads_legal(self) -> bool:
        """Each squad's verdict (`squads.py`), one step per player; an illegal squad does not
        play: the skirmish ends before it starts."""
        rules = self.setup.squad_rules
        assert rules is not None
        labels = {p.id: self.label(p.id) for p in self.setup.figures}
        verdicts = squads.check(rules, self.setup.squads, labels)
        for v in verdicts:
            head = f"{self.player_name(v.player)}, drużyna: {v.cost} pkt"
            if v.limit is not None:
                head += f" z {v.limit}"
            if v.faction:
                head += f", frakcja {v.faction}"
            if v.era:
                head += f", era {v.era}"
            if v.side:
                head += ", " + ("Jasna" if v.side == "light" else "Ciemna") + " Strona"
            text = head + (
                ": zgodna z zasadami tworzenia drużyny"
                if v.legal
                else ": niezgodna z zasadami — " + "; ".join(m for m, _ in v.problems)
            )
            self.emit(
                "squad",
                text,
                {
                    "player": v.player,
                    "cost": v.cost,
                    "limit": v.limit,
                    "faction": v.faction,
                    "era": v.era,
                    "side": v.side,
                    "legal": v.legal,
                    "problems": [m for m, _ in v.problems],
                },
                rules=tuple(dict.fromkeys([*v.rules, *(r for _, r in v.problems)])),
            )
        if all(v.legal for v in verdicts):
            return True
        illegal = [self.player_name(v.player) for v in verdicts if not v.legal]
        self.emit(
            "game_over",
            "Pojedynek się nie zaczyna: niezgodna z zasadami drużyna (" + ", ".join(illegal) + ")",
            {"winner": None, "result": "illegal_squad"},
            rules=("squad_building",),
        )
        return False

    # --- actions ----------------------------------------------------------------------------

    def _take(self, kind: str, data: Mapping[str, Any]) -> None:
        player = data.get("player")
        if player not in self.s.players:
            raise Refusal(f"nieznany gracz {player!r}", "phases")
        if kind == "initiative":
            self._end_turn()
            self._new_round(data.get("initiative") or {})
            return
        if kind == "activate":
            self._activate(player, str(data["activate"]))
            for step in data.get("steps") or ():
                self._take(self._step_kind(step), {"player": player, **step})
            return
        if kind == "end":
            self._own_turn_figure(player, data)
            self._end_turn()
            return
        fid = self._own_turn_figure(player, data)
        if kind == "move":
            self._move(fid, data["move"])
        elif kind == "attack":
            self._attack_action(fid, data)
        elif kind in ("force", "use"):
            self.use_force(fid, data)
        else:
            raise Refusal(f"nieznana akcja w {data!r}", "activation")

    @staticmethod
    def _step_kind(step: Mapping[str, Any]) -> str:
        for kind in ("move", "attack", "force", "use", "end"):
            if kind in step:
                return kind
        return "unknown"

    def _own_turn_figure(self, player: str, data: Mapping[str, Any]) -> str:
        turn = self.s.turn
        if turn is None:
            raise Refusal("żadna postać nie ma teraz tury: najpierw ją aktywuj", "activation")
        if turn.player != player:
            raise Refusal(
                f"teraz trwa tura {self.label(turn.figure)} gracza {self.player_name(turn.player)}",
                "activation",
            )
        if not self.alive(turn.figure):
            raise Refusal(f"{self.label(turn.figure)} został pokonany w swojej turze", "defeat")
        named = data.get("figure")
        if named is not None and named != turn.figure:
            raise Refusal(
                f"teraz trwa tura {self.label(turn.figure)}, nie {self.label(str(named))}",
                "activation",
            )
        return turn.figure

    # --- rounds and phases ------------------------------------------------------------------

    def _new_round(self, stated: Mapping[str, Any]) -> None:
        number = self.s.round + 1
        if self.s.round:
            self.emit(
                "round_end",
                f"Koniec rundy {self.s.round}: wszystkie postacie zostały aktywowane",
                {"round": self.s.round},
                rules=("rounds",),
            )
        self.emit("round", f"Runda {number}", {"round": number}, rules=("rounds",))
        players = list(self.s.players)
        for pid in players:
            if pid in stated:
                values = stated[pid] if isinstance(stated[pid], list) else [stated[pid]]
                self.push_rolls({pid: [str(v) for v in values]})
        rolls = self._roll_initiative(players)
        anticipated: set[str] = set()
        while True:
            best = max(rolls.values())
            loser = min(rolls, key=lambda p: rolls[p])
            if loser in anticipated or not self._anticipation(loser, rolls[loser]):
                break
            anticipated.add(loser)
            rolls = {**rolls, loser: self._initiative_roll(loser)}
            if len(set(rolls.values())) == 1:
                self.emit(
                    "initiative",
                    f"Remis ({rolls[loser]}): rzut na inicjatywę powtarza się",
                    {"rolls": rolls, "tie": True},
                    rules=("initiative",),
                )
                rolls = self._roll_initiative(players)
        best = max(rolls.values())
        winner = next(pid for pid, v in rolls.items() if v == best)
        self.emit(
            "initiative",
            f"Inicjatywę wygrywa {self.player_name(winner)} ({best})",
            {"rolls": rolls, "winner": winner},
            rules=("initiative", "initiative_term"),
        )
        chooser = self._master_tactician(rolls) or winner
        first = self.decide(
            f"{chooser}.first",
            decider=chooser,
            rule="initiative",
            options=players,
            default=chooser,
            question=f"Kto zaczyna rundę {number}?",
        )
        self.emit(
            "first",
            f"Rundę {number} zaczyna {self.player_name(first)}",
            {"first": first},
            rules=("initiative",),
        )
        self._open_phase(first, 1)

    def _roll_initiative(self, players: list[str]) -> dict[str, int]:
        """Each player rolls; „Przy remisie rzuca się raz jeszcze.”"""
        while True:
            rolls = {pid: self._initiative_roll(pid) for pid in players}
            best = max(rolls.values())
            if sum(1 for v in rolls.values() if v == best) == 1:
                return rolls
            self.emit(
                "initiative",
                f"Remis ({best}): rzut na inicjatywę powtarza się",
                {"rolls": rolls, "tie": True},
                rules=("initiative",),
            )

    def _anticipation(self, pid: str, value: int) -> bool:
        """Anticipation (1 Force point): „Po określeniu inicjatywy, postać używająca tej Mocy
        może powtórzyć rzut na inicjatywę. Drugi wynik rzutu należy zaakceptować nawet, jeśli
        jest gorszy. Można to wykonać tylko raz na rundę, niezależnie od ilości postaci
        posiadających Przewidywanie.” Offered to the player who lost the roll (decision
        `<figure>.anticipation`); with Recon both rolls are made again."""
        user = next(
            (
                f.id
                for f in self.s.living(pid)
                if self.card(f.id).has("anticipation") and self.can_spend_force(f.id, 1)
            ),
            None,
        )
        if user is None:
            return False
        use = self.decide(
            f"{user}.anticipation",
            decider=pid,
            rule="glossary:anticipation",
            options=[True, False],
            default=False,
            question=f"Czy {self.label(user)} używa Przewidywania (1 Punkt Mocy), by powtórzyć "
            f"rzut na inicjatywę ({value})?",
        )
        if not use:
            return False
        self.spend_force(user, 1, "Przewidywanie", rules=("glossary:anticipation",))
        return True

    def _initiative_roll(self, pid: str) -> int:
        """One player's initiative roll; Recon: „Jeśli dowolna postać z tej samej drużyny z tą
        umiejętnością specjalną (wliczając tą postać) posiada linię wzroku do jakiegokolwiek
        wroga, możesz wykonać dwa rzuty na inicjatywę i wybrać najwyższy wynik” (once, however
        many figures have it)."""
        text = f"Rzut na inicjatywę: {self.player_name(pid)}"
        first = self.d20(pid, "initiative", text, "initiative")
        scout = next(
            (
                f.id
                for f in self.s.living(pid)
                if self.card(f.id).has("recon")
                and any(self.sees(f.id, e) for e in self.enemies(f.id))
            ),
            None,
        )
        if scout is None:
            return first
        second = self.d20(pid, "initiative", f"{text} (drugi rzut: Rozpoznanie)", "glossary:recon")
        best = max(first, second)
        self.emit(
            "note",
            f"Rozpoznanie ({self.label(scout)} widzi wroga): {self.player_name(pid)} bierze "
            f"wyższy z rzutów {first} i {second}: {best}",
            {"player": pid, "rolls": [first, second], "value": best},
            rules=("glossary:recon", "initiative"),
        )
        return best

    def _master_tactician(self, rolls: Mapping[str, int]) -> str | None:
        """Master Tactician: „Rzuć na inicjatywę jak normalnie, ale zawsze ty decydujesz, kto
        zaczyna chyba, że wyrzucisz 1. […] Jeśli więcej niż jedna drużyna posiada postać z
        umiejętnością Mistrz Taktyki, gracz z większą wartością rzutu na inicjatywę wybiera.”"""
        tacticians = [
            pid
            for pid in rolls
            if any(self.card(f.id).has("master-tactician") for f in self.s.living(pid))
        ]
        if len(tacticians) != 1 or rolls[tacticians[0]] == 1:
            return None
        pid = tacticians[0]
        if max(rolls, key=lambda p: rolls[p]) == pid:
            return None
        self.emit(
            "note",
            f"Mistrz Taktyki: o tym, kto zaczyna, decyduje {self.player_name(pid)}, choć "
            "przegrał rzut na inicjatywę",
            {"player": pid},
            rules=("glossary:master-tactician", "initiative"),
        )
        return pid

    def _open_phase(self, player: str, number: int) -> None:
        self.emit(
            "phase",
            f"Faza {number}: {self.player_name(player)} aktywuje "
            f"{'dwie postacie' if self._unactivated(player) >= 2 else 'ostatnią postać'}",
            {"phase": number, "player": player, "count": 0},
            rules=("phases", "phase_term"),
        )

    def _unactivated(self, player: str) -> int:
        return sum(1 for f in self.s.living(player) if not f.activated)

    def _round_over(self) -> bool:
        return all(f.activated for f in self.s.living())

    def _advance_phase(self) -> None:
        """Before an activation: open the next phase (or round) when this one is done."""
        if self.s.round == 0 or self._round_over():
            self._end_turn()
            self._new_round({})
            return
        current = self.s.phase_player
        assert current is not None
        done = self.s.phase_count >= PHASE_ACTIVATIONS or self._unactivated(current) == 0
        if not done:
            return
        self._end_turn()
        other = self.s.other(current)
        nxt = other if self._unactivated(other) else current
        self._open_phase(nxt, self.s.phase + 1)

    # --- activation and turns ---------------------------------------------------------------

    def _activate(self, player: str, fid: str) -> None:
        self._advance_phase()
        if fid not in self.s.figures:
            raise Refusal(f"nie ma postaci „{fid}”", "activation")
        f = self.fig(fid)
        if f.player != player:
            raise Refusal(
                f"{self.label(fid)} nie należy do gracza {self.player_name(player)}", "activation"
            )
        if f.defeated:
            raise Refusal(f"{self.label(fid)} jest pokonany", "defeat")
        if self.s.phase_player != player:
            raise Refusal(
                f"teraz faza gracza {self.player_name(self.s.phase_player)}: "
                f"{self.player_name(player)} nie aktywuje postaci",
                "phases",
            )
        if f.activated:
            raise Refusal(
                f"{self.label(fid)} była już aktywowana w tej rundzie (postać aktywuje się raz "
                "na rundę)",
                "activate_term",
            )
        self._end_turn()
        self.emit(
            "activated",
            f"{self.player_name(player)} aktywuje {self.label(fid)} ({self.where(fid)}): "
            f"zaczyna się jej tura ({self.s.phase_count + 1}. aktywacja w fazie)",
            {"figure": fid, "player": player, "counts": True},
            rules=("activation", "rounds"),
        )
        if self.card(fid).has("force-renewal-1"):
            self.emit(
                "force",
                f"Odnowienie Mocy 1: {self.label(fid)} dostaje 1 Punkt Mocy "
                f"({f.force} → {f.force + 1})",
                {"figure": fid, "amount": 1},
                rules=("glossary:force-renewal-1",),
            )

    def _end_turn(self) -> None:
        turn = self.s.turn
        if turn is None:
            return
        regeneration = self.card(turn.figure).ability("regeneration")
        if (
            regeneration is not None
            and regeneration.value
            and self.alive(turn.figure)
            and not turn.moved
        ):
            # „Jeśli postać ta nie porusza się w swojej turze, zmniejsza o [#] punktów swoje
            # obrażenia na koniec tury.”
            self.heal(turn.figure, regeneration.value, rules=("glossary:regeneration",))
        self.emit(
            "turn_end",
            f"Koniec tury {self.label(turn.figure)}",
            {"figure": turn.figure},
            rules=("activation",),
        )
        self._doors()

    def _doors(self) -> None:
        for door in sorted(self.grid.doors):
            kind, i, j = door
            sides = [(i - 1, j), (i, j)] if kind == "v" else [(i, j - 1), (i, j)]
            near = any(self.occupant(sq) for sq in sides)
            is_open = door in self.s.open_doors
            if near != is_open:
                self.emit(
                    "door",
                    f"Drzwi między {square_name(sides[0])} a {square_name(sides[1])} "
                    + (
                        "otwierają się: postać sąsiaduje z nimi"
                        if near
                        else "zamykają się: żadna postać z nimi nie sąsiaduje"
                    ),
                    {"edge": list(door), "open": near},
                    rules=("doors",),
                )

    # --- movement ---------------------------------------------------------------------------

    def _allowance(self, fid: str) -> tuple[int, str]:
        """How many more squares the figure may move now, and why."""
        turn = self.s.turn
        assert turn is not None
        card = self.card(fid)
        speed = card.speed + turn.move_bonus
        if card.has("emplacement"):
            raise Refusal(
                f"{self.label(fid)} ma Stanowisko: nie może się poruszać", "glossary:emplacement"
            )
        mode = self.turn_mode(fid)
        if turn.replaced == "turn" and mode is None:
            raise Refusal(f"{self.label(fid)} użył mocy zastępującej turę", "replaces_turn")
        if card.has("heavy-weapon") and turn.attacks:
            raise Refusal(
                f"{self.label(fid)} ma Ciężką Broń: nie atakuje i nie porusza się w tej samej "
                "turze",
                "glossary:heavy-weapon",
            )
        attacked = turn.attacks or turn.replaced == "attack"
        if mode is not None:
            if attacked:
                raise Refusal(
                    f"{self.label(fid)} ({glossary_entry(mode).label_pl}) po ataku już się nie "
                    "porusza",
                    f"glossary:{mode}",
                )
            limit = self.mode_limit(fid, mode)
            return limit - turn.moved_before, f"do {limit} pól ({glossary_entry(mode).label_pl})"
        if not attacked:
            far = 2 * speed
            why = f"do dwukrotnej prędkości ({far}) bez ataku"
            for key, squares in RUN_WITHOUT_ATTACK.items():
                if card.has(key) and squares > far:
                    far, why = (
                        squares,
                        f"do {squares} pól bez ataku ({glossary_entry(key).label_pl})",
                    )
            return far - turn.moved_before, why
        mobile = next((k for k in ("greater-mobile-attack", "mobile-attack") if card.has(k)), None)
        if mobile is not None:
            if turn.attacks > 1 and mobile == "mobile-attack":
                raise Refusal(
                    f"{self.label(fid)} wykonał dodatkowy atak zamiast ruchu",
                    "glossary:double-attack",
                )
            name = glossary_entry(mobile).label_pl
            why = f"łącznie do prędkości ({speed}) przed atakiem i po nim ({name})"
            return speed - turn.moved, why
        if turn.moved_before:
            raise Refusal(
                f"{self.label(fid)} poruszył się przed atakiem: po ataku nie może się już poruszyć",
                "activation",
            )
        if turn.attacks > 1 or (turn.attacks and self._extra_attacks_used(fid)):
            raise Refusal(
                f"{self.label(fid)} wykonał dodatkowy atak zamiast ruchu", "glossary:double-attack"
            )
        return speed - turn.moved_after, f"do prędkości ({speed}) po ataku"

    def _extra_attacks_used(self, fid: str) -> bool:
        turn = self.s.turn
        return turn is not None and turn.attacks > 1

    def _path(self, value: Any) -> list[Square]:
        items = value if isinstance(value, list) else [value]
        path = []
        for item in items:
            sq = parse_square(str(item))
            if sq is None:
                raise Refusal(f"„{item}” nie jest nazwą pola (np. C4)", "movement")
            path.append(sq)
        return path

    def _move(self, fid: str, value: Any) -> None:
        path = self._path(value)
        allowance, why = self._allowance(fid)
        if self.card(fid).has("mercenary"):
            ready = self._legal_targets(fid)
            if ready:
                raise Refusal(
                    f"{self.label(fid)} jest Najemnikiem: porusza się tylko, gdy z miejsca, w "
                    "którym stoi, nie ma legalnego celu (ma: "
                    + ", ".join(self.label(t) for t in ready)
                    + ")",
                    "glossary:mercenary",
                )
        cost_total, steps = self._check_path(fid, path)
        if cost_total > allowance:
            raise Refusal(
                f"ruch {self.label(fid)} kosztuje {count(cost_total, 'pole', 'pola', 'pól')}, "
                f"a zostało mu {count(max(allowance, 0), 'pole', 'pola', 'pól')} "
                f"({why}; po przekątnej 2, trudny teren i niskie obiekty podwójnie)",
                "movement",
            )
        for start, nxt, cost, squeeze in steps:
            self.opportunities(fid, start)
            if not self.alive(fid):
                return
            kind = self.grid.kind(nxt)
            extra = ""
            rules: tuple[str, ...] = ("movement",)
            if cost > (2 if start[0] != nxt[0] and start[1] != nxt[1] else 1):
                extra = f" (trudny teren lub niski obiekt: {cost})"
                rules += ("difficult" if kind == "difficult" else "low_objects",)
            elif start[0] != nxt[0] and start[1] != nxt[1]:
                extra = " (po przekątnej: 2)"
            if squeeze:
                extra += " (przeciska się)"
                rules += ("large_figures", "squeeze")
            self.emit(
                "moved",
                f"{self.label(fid)} przesuwa się z {square_name(start)} na "
                f"{square_name(nxt)}{extra}",
                {
                    "figure": fid,
                    "from": list(start),
                    "to": list(nxt),
                    "square": square_name(nxt),
                    "cost": cost,
                },
                rules=rules,
            )
            self._mines(fid, start, nxt)
            if not self.alive(fid):
                return

    def _mines(self, fid: str, before: Square, after: Square) -> None:
        """Mines: „Jeśli wróg wejdzie na pole sąsiadujące z tą postacią, wróg ten odnosi [#]
        punktów Obrażeń. Obrażeń można uniknąć rzutem obronnym na 11.”"""
        for enemy in self.enemies(fid):
            mines = self.card(enemy).ability("mines")
            if mines is None or not mines.value or not self.adjacent(fid, enemy):
                continue
            rule = "glossary:mines"
            self.emit(
                "note",
                f"{self.label(fid)} wchodzi na pole sąsiadujące z {self.label(enemy)} (Miny "
                f"{mines.value})",
                {"figure": fid, "mines": enemy, "square": square_name(after)},
                rules=(rule,),
            )
            if not self.save(fid, 11, "Miny", rule):
                self.deal(fid, mines.value, source=enemy, rules=(rule,))
            if not self.alive(fid):
                return

    def _check_path(
        self, fid: str, path: list[Square]
    ) -> tuple[int, list[tuple[Square, Square, int, bool]]]:
        """Every step of the path checked before the figure moves (the board does not change
        while it moves, except for defeats by attacks of opportunity)."""
        at = self.fig(fid).at
        assert at is not None
        card = self.card(fid)
        size = card.size
        flight = card.has("flight")
        through = flight or self.turn_effect(fid, "force-leap")
        steps = []
        total = 0
        where = at
        for nxt in path:
            problem = self._step_problem(fid, where, nxt, size, flight, through)
            squeeze = False
            if problem and size > 1 and problem[1] in ("walls", "pits", "corners"):
                if card.has("rigid"):
                    raise Refusal(
                        problem[0] + f" ({self.label(fid)} ma Sztywność: nie przeciska się)",
                        "glossary:rigid",
                    )
                squeeze = self._squeeze_ok(fid, where, nxt, size)
                if not squeeze:
                    raise Refusal(problem[0] + " (nie przeciśnie się)", problem[1])
            elif problem:
                raise Refusal(*problem)
            cost = self._step_cost(where, nxt, size, card)
            total += cost
            steps.append((where, nxt, cost, squeeze))
            where = nxt
        end = footprint(where, size)
        for sq in end:
            other = self.occupant(sq, ignore=fid)
            if other:
                raise Refusal(
                    f"ruch nie może się skończyć na {square_name(sq)}: stoi tam "
                    f"{self.label(other)}",
                    "movement",
                )
            if self.grid.kind(sq) in ("wall", "pit"):
                raise Refusal(
                    f"ruch nie może się skończyć na {square_name(sq)} ({self.grid.kind(sq)})",
                    "pits" if self.grid.kind(sq) == "pit" else "walls",
                )
        return total, steps

    def _step_problem(
        self, fid: str, a: Square, b: Square, size: int, flight: bool, through: bool
    ) -> tuple[str, str] | None:
        d = (b[0] - a[0], b[1] - a[1])
        if max(abs(d[0]), abs(d[1])) != 1:
            return (
                f"{square_name(b)} nie sąsiaduje z {square_name(a)}: ruch idzie pole po polu",
                "movement",
            )
        for sq in footprint(a, size):
            nxt = (sq[0] + d[0], sq[1] + d[1])
            problem = self.grid.step_problem(sq, nxt, self.s.open_doors)
            if problem and not (flight and problem[1] == "pits"):
                return problem
            other = self.occupant(nxt, ignore=fid)
            if other and self.fig(other).player != self.fig(fid).player and not through:
                return (
                    f"na {square_name(nxt)} stoi wróg {self.label(other)}: nie można przejść przez "
                    "pole wroga",
                    "movement",
                )
        return None

    def _squeeze_ok(self, fid: str, a: Square, b: Square, size: int) -> bool:
        """A large (huge) figure squeezes through a passage 1 (2) squares wide: some part of
        its new space that wide must be free and reachable, the rest of it only walls or pits
        (never a figure), and no enemy may be next to its space ("nie mogą przeciskać się koło
        wrogów")."""
        small = size - 1
        d = (b[0] - a[0], b[1] - a[1])
        space = footprint(b, size)
        if any(self.occupant(sq, ignore=fid) for sq in space):
            return False
        near = {(x + dx, y + dy) for x, y in space for dx in (-1, 0, 1) for dy in (-1, 0, 1)}
        enemies = set(self.enemies(fid))
        if any(self.occupant(sq) in enemies for sq in near):
            return False
        for ox in range(size - small + 1):
            for oy in range(size - small + 1):
                part = [(b[0] + ox + i, b[1] + oy + j) for i in range(small) for j in range(small)]
                if all(
                    self.grid.kind((sq[0] - d[0], sq[1] - d[1])) not in ("wall", "pit")
                    and not self.grid.step_problem(
                        (sq[0] - d[0], sq[1] - d[1]), sq, self.s.open_doors
                    )
                    for sq in part
                ):
                    return True
        return False

    def _step_cost(self, a: Square, b: Square, size: int, card: Any) -> int:
        base = 2 if a[0] != b[0] and a[1] != b[1] else 1
        if card.has("stable-footing") or card.has("flight"):
            return base
        entered = set(footprint(b, size)) - set(footprint(a, size))
        slow = any(self.grid.kind(sq) in ("difficult", "low") for sq in entered)
        return base * 2 if slow else base

    # --- attacks ----------------------------------------------------------------------------

    def _attack_action(self, fid: str, data: Mapping[str, Any]) -> None:
        turn = self.s.turn
        assert turn is not None
        card = self.card(fid)
        target = data.get("attack")
        if not isinstance(target, str):
            raise Refusal("podaj cel ataku (`attack: ID`)", "targeting")
        if turn.replaced is not None and not (
            turn.replaced == "turn" and self.turn_mode(fid) is not None
        ):
            what = "turę" if turn.replaced == "turn" else "atak"
            raise Refusal(f"{self.label(fid)} użył mocy zastępującej {what}", "replaces_attacks")
        mode = self.turn_mode(fid)
        if turn.replaced == "turn" and mode is not None:
            self._mode_attack_allowed(fid, mode, target)
        limit = card.speed + turn.move_bonus
        if mode is not None:
            limit = self.mode_limit(fid, mode)
        if turn.moved_before > limit:
            raise Refusal(
                f"{self.label(fid)} poruszył się o {turn.moved_before} pól, więcej niż {limit}: "
                "ruch z dwukrotną prędkością wyklucza atak",
                "activation",
            )
        if turn.moved_after:
            raise Refusal(
                f"{self.label(fid)} poruszył się po ataku: tura nie pozwala na kolejny",
                "activation",
            )
        if card.has("heavy-weapon") and turn.moved:
            raise Refusal(
                f"{self.label(fid)} ma Ciężką Broń: nie atakuje po ruchu w tej samej turze",
                "glossary:heavy-weapon",
            )
        if turn.attacks and mode is None:
            self._extra_attack_allowed(fid, target)
        problem = self.target_problem(fid, target)
        if problem:
            raise Refusal(*problem)
        combine = [str(c) for c in data.get("combine") or ()]
        roll = data.get("roll")
        if mode == "furious-assault" and not turn.attacks:
            self._mark_legal_targets(fid)
        self.attack(
            fid,
            target,
            kind="turn",
            combine=combine,
            roll=int(roll) if roll is not None else None,
            via=mode,
        )

    def _extra_attack_allowed(self, fid: str, target: str) -> None:
        turn = self.s.turn
        assert turn is not None
        card = self.card(fid)
        greater = card.has("greater-mobile-attack")
        ambush = card.has("ambush") and self._ambush_ok(fid, target)
        if card.has("double-claw-attack"):
            key = "double-claw-attack"
            if turn.moved and not (greater or ambush):
                raise Refusal(
                    f"{self.label(fid)} poruszył się: Podwójny Atak Szponami tylko bez ruchu",
                    f"glossary:{key}",
                )
            if turn.attacks >= 2:
                raise Refusal(
                    f"{self.label(fid)} wykonał już 2 ataki w tej turze", f"glossary:{key}"
                )
            if self.turn_effect(fid, "distant-attack") or not self.adjacent(fid, target):
                raise Refusal(
                    f"{self.label(fid)}: oba ataki Podwójnego Ataku Szponami tylko przeciw "
                    "sąsiadującym wrogom (albo jeden przeciw odległemu)",
                    f"glossary:{key}",
                )
            return
        master = None if card.has("double-attack") else self.droid_master_near(fid)
        for key, most in (("quadruple-attack", 4), ("triple-attack", 3), ("double-attack", 2)):
            if card.has(key) or (key == "double-attack" and master is not None):
                if turn.moved and not (greater or ambush):
                    raise Refusal(
                        f"{self.label(fid)} poruszył się: dodatkowy atak "
                        f"({card.ability(key).entry.label_pl}) "  # type: ignore[union-attr]
                        "tylko po ataku bez ruchu",
                        f"glossary:{key}",
                    )
                if turn.attacks >= most:
                    raise Refusal(
                        f"{self.label(fid)} wykonał już {most} ataki w tej turze", f"glossary:{key}"
                    )
                if master is not None and not card.has(key):
                    self.emit(
                        "note",
                        f"Mistrz Droidów ({self.label(master)} w zasięgu 6 pól): nieunikalny "
                        f"sojuszniczy Droid {self.label(fid)} ma Podwójny Atak",
                        {"figure": fid, "source": master},
                        rules=("glossary:droid-master", "glossary:double-attack"),
                    )
                return
        if card.has("extra-attack"):
            if turn.moved and not ambush:
                raise Refusal(
                    f"{self.label(fid)} poruszył się: Ekstra Atak wyklucza ruch",
                    "glossary:extra-attack",
                )
            if turn.attacks >= 2:
                raise Refusal(
                    f"{self.label(fid)} wykonał już dodatkowy atak", "glossary:extra-attack"
                )
            return
        raise Refusal(
            f"{self.label(fid)} zaatakował już w tej turze (bez umiejętności dającej "
            "dodatkowe ataki "
            "postać atakuje raz)",
            "activation",
        )

    # --- turns taken another way: Charging Fire, Charging Assault, Wheeled, Furious Assault ----

    def turn_mode(self, fid: str) -> str | None:
        for key in TURN_MODES:
            if self.turn_effect(fid, key):
                return key
        return None

    def mode_limit(self, fid: str, mode: str) -> int:
        turn = self.s.turn
        bonus = turn.move_bonus if turn is not None else 0
        fixed = TURN_MODES[mode]
        return fixed if fixed else 2 * (self.card(fid).speed + bonus)

    def _mode_attack_allowed(self, fid: str, mode: str, target: str) -> None:
        turn = self.s.turn
        assert turn is not None
        rule = f"glossary:{mode}"
        name = glossary_entry(mode).label_pl
        if mode == "furious-assault":
            if not turn.attacks:
                return
            if not self.turn_effect(fid, f"legal:{target}"):
                raise Refusal(
                    f"{name}: {self.label(target)} nie był legalnym celem przed pierwszym rzutem "
                    "ataku",
                    rule,
                )
            if self.turn_effect(fid, f"attacked:{target}"):
                raise Refusal(f"{name}: każdy legalny cel atakuje się raz", rule)
            return
        if turn.attacks:
            raise Refusal(f"{name}: jeden atak w tej turze", rule)
        if mode == "charging-assault":
            if not turn.moved_before:
                raise Refusal(
                    f"{name}: postać musi się najpierw poruszyć co najmniej o 1 pole", rule
                )
            if not self.adjacent(fid, target):
                raise Refusal(f"{name}: atak tylko przeciw sąsiadującemu wrogowi", rule)

    def _mark_legal_targets(self, fid: str) -> None:
        """Furious Assault: „Legalne cele wyznacza się przed wykonaniem pierwszego rzutu
        ataku.”"""
        for e in self._legal_targets(fid):
            self.emit(
                "effect",
                f"Wściekłe Natarcie: {self.label(e)} jest legalnym celem przed pierwszym atakiem",
                {"figure": fid, "effect": f"legal:{e}", "scope": "turn", "on": True},
                rules=("glossary:furious-assault", "legal_target"),
            )

    def _ambush_ok(self, fid: str, target: str) -> bool:
        """Ambush: after moving, all its attacks against one enemy not yet activated."""
        if self.fig(target).activated:
            return False
        turn = self.s.turn
        assert turn is not None
        attacked = {e.split(":", 2)[2] for e in turn.effects if e.startswith(f"{fid}:attacked:")}
        return attacked <= {target}


RUN_WITHOUT_ATTACK = {
    # „Postać może poruszy się do 24 pól, jeśli nie atakuje.”
    "accelerate": 24,
    # „Postać ta może poruszyć się do 18 pól, jeśli nie wykonuje ataku.”
    "wheel-form": 18,
}


def refuse_scenario(path: str, message: str) -> ScenarioError:
    return ScenarioError([(path, message)])


__all__ = ["SwmEngine", "edge_between"]
