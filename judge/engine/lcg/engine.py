"""The LCG engine: a turn of Star Wars: Gra karciana played step by step from a scenario.

`LcgEngine(setup, decisions).run()` emits the setup, checks every card text on the board
against what the engine honours (`coverage`; a card it cannot execute stops the replay, exit
3), then plays from the scenario's starting phase to its stopping phase:

1. balance: the Death Star dial (dark side's turn: +1, +1 more with the Balance on the dark
   side; 12 wins), or 1 damage to a dark side objective (light side's turn, Balance on the
   light side);
2. refresh: one focus token off each card (Elite: one more; not on the light side's first
   turn), all shields off, objectives replaced up to three;
3. draw: discard one card if wished, then draw up to the reserve value (or discard down);
4. deployment: units and enhancements played from hand as actions (resources created by
   focusing ready resource cards, one of them matching the card's affiliation);
5. conflict: engagements (`combat.py`): objective, attackers, defenders, the edge battle, the
   strikes, the unopposed bonus (not on the dark side's first turn);
6. force: units committed to the Force, then the Force struggle tips the Balance.

Action windows open where the rulebook's turn sequence shows them ("AKCJE GRACZY"): the
active player first, then alternately, until both pass in a row; the scenario's `actions:`
say what each player does there. Every step cites its section of the `lcg-rules` corpus.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator, Mapping
from typing import Any

from judge.cards.lcg import ast as A
from judge.cards.lcg.parse import parse_text
from judge.cards.lcg.records import LcgCard
from judge.engine.core.errors import EngineStop, GameOver, Refusal
from judge.engine.core.log import EventLog
from judge.engine.core.runner import ActionEntry, Asker, Runner
from judge.engine.lcg import coverage, polish, rules
from judge.engine.lcg.abilities import Abilities
from judge.engine.lcg.combat import Combat
from judge.engine.lcg.reducer import apply
from judge.engine.lcg.scenario import LcgSetup
from judge.engine.lcg.state import PHASES, CardState, LcgState
from judge.engine.lcg.stats import Modifier, Stats

ACTION_KINDS = ("play", "action", "pass")


class LcgEngine(Abilities, Combat, Runner[LcgState]):
    def __init__(
        self,
        setup: LcgSetup,
        decisions: Mapping[str, Any] | None = None,
        *,
        asker: Asker | None = None,
    ) -> None:
        super().__init__(
            initial=LcgState(),
            reducer=apply,
            cite=rules.ref,
            decisions={**setup.decisions, **(decisions or {})},
            asker=asker,
            max_steps=setup.max_steps,
            discards=setup.random,
            actions=setup.actions,
            action_kinds=ACTION_KINDS,
        )
        self.setup = setup
        self.stats = Stats(self.setup.record, self.modifiers)
        self.checked: set[str] = set()
        self.resolved_triggers: set[str] = set()

    # --- names ----------------------------------------------------------------------------

    def record(self, ident: str) -> LcgCard:
        return self.setup.record(self.s.cards[ident].card)

    def name(self, ident: str) -> str:
        if ident in self.setup.names:
            return f"„{self.setup.names[ident]}”"
        card = self.s.cards.get(ident)
        if card is None:
            return ident
        record = self.setup.record(card.card)
        if record.id == "__blank__":
            return f"[{ident}]"
        return f"„{record.title}”"

    def player_name(self, pid: str | None) -> str:
        if pid is None:
            return "—"
        named = self.s.players[pid].name if pid in self.s.players else ""
        return f"{polish.SIDE[pid]}" + (f" ({named})" if named else "")

    # --- the run --------------------------------------------------------------------------

    def play(self) -> EventLog[LcgState]:
        board = self.setup.board
        game = board["game"]
        self.emit(
            "setup",
            f"Pozycja początkowa: tura {game['turn']}, aktywny gracz "
            f"{polish.SIDE[game['active']]}, {polish.PHASE[game['phase']]}; równowaga Mocy po "
            f"stronie {polish.SIDE[game['balance']]}, tarcza Gwiazdy Śmierci na „{game['dial']}”.",
            {"board": board},
            rules=("setup",),
        )
        for card in list(self.s.cards.values()):
            if card.zone == "play":  # a card in hand is checked when it is played
                self.check_text(card.id)
        with contextlib.suppress(GameOver):
            self.turns()
        return self.log

    def turns(self) -> None:
        start = self.s.phase
        stop_turn, stop_phase = self.setup.stop
        first = True
        while True:
            phases = PHASES[PHASES.index(start) :] if first else PHASES
            for phase in phases:
                self.run_phase(phase)
                if (self.s.turn, phase) == (stop_turn, stop_phase):
                    return
            first = False
            nxt = self.s.opponent(self.s.active)
            self.emit(
                "phase",
                f"Tura {self.s.turn + 1}: aktywnym graczem jest {self.player_name(nxt)}.",
                {"phase": "balance", "turn": self.s.turn + 1, "active": nxt},
                rules=("turn",),
            )
            self.end_of("turn")
            start = "balance"
            if self.s.turn > stop_turn:
                return

    def run_phase(self, phase: str) -> None:
        key = {
            "balance": "balance_phase",
            "refresh": "refresh_phase",
            "draw": "draw_phase",
            "deployment": "deployment_phase",
            "conflict": "conflict_phase",
            "force": "force_phase",
        }[phase]
        self.emit(
            "phase",
            f"Rozpoczyna się {polish.PHASE[phase]} (tura {self.s.turn}, aktywny "
            f"{self.player_name(self.s.active)}).",
            {"phase": phase},
            rules=(key,),
        )
        self.reactions(A.Event(verb="begins", subject=A.Ref(phase)), {"phase": phase})
        getattr(self, f"phase_{phase}")()
        self.emit(
            "phase_end",
            f"{polish.PHASE[phase].capitalize()} dobiega końca.",
            {"phase": phase},
            rules=(key,),
        )
        self.end_of("phase")

    # --- phases ---------------------------------------------------------------------------

    def phase_balance(self) -> None:
        active = self.s.active
        if active == "dark":
            self.move_dial(1, "balance_dark", "faza równowagi: tarcza przesuwa się o 1 punkt")
            if self.s.balance == "dark":
                self.move_dial(
                    1,
                    "balance_dark",
                    "równowaga Mocy po stronie CSM: tarcza przesuwa się o kolejny punkt",
                )
            return
        if self.s.balance != "light":
            self.emit(
                "note",
                "Równowaga Mocy po stronie CSM: w fazie równowagi JSM nic się nie dzieje.",
                rules=("balance_light",),
            )
            return
        options = [
            c.id for c in self.s.zone("dark", "play") if self.record(c.id).type == "Objective"
        ]
        if not options:
            return
        target = self.decide(
            "balance.damage",
            decider="light",
            rule="balance_light",
            options=[*options, "none"],
            default=options[0],
            question=(
                "Któremu z obecnych celów CSM JSM zadaje 1 obrażenie (równowaga Mocy po stronie "
                "JSM)?"
            ),
        )
        if target != "none":
            self.deal_damage(
                target, 1, source=None, by="light", rules_key="balance_light", attack=False
            )

    def phase_refresh(self) -> None:
        active = self.s.active
        first_light_turn = active == "light" and self.s.turn <= 2
        if first_light_turn:
            self.emit(
                "note",
                "Pierwsza tura JSM: gracz JSM nie usuwa żetonów skupienia w fazie odpoczynku.",
                rules=("refresh_phase",),
            )
        else:
            for card in self.s.zone(active, "play"):
                if card.focus <= 0 or self.does_not_refresh(card.id):
                    continue
                amount = 1
                elite = self.stats.has_keyword(self.s, card.id, "elite")
                if elite:
                    amount = min(2, card.focus)
                self.emit(
                    "tokens",
                    f"Odpoczynek: {self.name(card.id)} traci {polish.focus(amount)}"
                    + (" (Elita: dodatkowy żeton)" if elite and amount > 1 else "")
                    + ".",
                    {"card": card.id, "kind": "focus", "delta": -amount},
                    rules=("refresh_phase", *(("elite",) if elite and amount > 1 else ())),
                )
            self.reactions(A.Event(verb="refresh", subject=A.Ref("you")), {"player": active})
        for card in self.s.zone(active, "play"):
            if card.shields:
                self.emit(
                    "tokens",
                    f"Odpoczynek: z {self.name(card.id)} znika {polish.shields(card.shields)}.",
                    {"card": card.id, "kind": "shields", "delta": -card.shields},
                    rules=("refresh_phase",),
                )
        self.replace_objectives(active)
        self.window("refresh")

    def replace_objectives(self, side: str) -> None:
        while len(self.objectives(side)) < 3:
            deck = self.s.zone(side, "objective_deck")
            if not deck:
                self.lose(side, "musi dobrać kartę z wyczerpanej talii celów")
                return
            top = deck[0]
            self.emit(
                "move",
                f"{self.player_name(side)} uzupełnia cele: {self.name(top.id)} z wierzchu talii "
                "celów wchodzi do gry.",
                {"card": top.id, "zone": "play", "faceup": True, "order": self.next_order(side)},
                rules=("refresh_phase",),
            )
            self.check_text(top.id)
            self.reactions(A.Event(verb="enters_play", subject=A.Ref("this")), {"card": top.id})

    def objectives(self, side: str) -> list[CardState]:
        return [c for c in self.s.zone(side, "play") if self.record(c.id).type == "Objective"]

    def next_order(self, side: str) -> int:
        return 1 + max((c.order for c in self.s.cards.values() if c.controller == side), default=0)

    def phase_draw(self) -> None:
        active = self.s.active
        hand = [c.id for c in self.s.zone(active, "hand")]
        if hand:
            choice = self.decide(
                "draw.discard",
                decider=active,
                rule="draw_phase",
                options=[*hand, "none"],
                default="none",
                question=(
                    "Czy aktywny gracz odrzuca na początku fazy dobierania jedną kartę z ręki (i "
                    "którą)?"
                ),
            )
            if choice != "none":
                self.discard(choice, "draw_phase", "na początku fazy dobierania")
        reserve = self.reserve(active)
        hand = [c.id for c in self.s.zone(active, "hand")]
        if len(hand) < reserve:
            self.draw(
                active,
                reserve - len(hand),
                rules_key="draw_phase",
                why=f"do wartości rezerwy ({reserve})",
            )
        elif len(hand) > reserve:
            excess = len(hand) - reserve
            chosen = self.decide(
                "draw.discard_down",
                decider=active,
                rule="draw_phase",
                options=None,
                default=hand[-excess:],
                question=(
                    f"Które {polish.cards(excess)} aktywny gracz odrzuca, by mieć na ręce "
                    f"tyle kart, ile wynosi rezerwa ({reserve})?"
                ),
                validate=lambda value: _exactly(value, excess, hand),
            )
            for ident in chosen:
                self.discard(ident, "draw_phase", f"do wartości rezerwy ({reserve})")
        else:
            self.emit(
                "note",
                f"{self.player_name(active)} ma na ręce tyle kart, ile wynosi rezerwa ({reserve}).",
                rules=("draw_phase",),
            )
        self.window("draw")

    def reserve(self, side: str) -> int:
        value = self.s.players[side].reserve
        for modifier in self.modifiers(self.s):
            gain = modifier.gain
            if isinstance(gain, A.Reserve) and modifier.applies(self.s.cards[modifier.source]):
                players = self.players_of(gain.player, modifier.source)
                if side in players and gain.delta and gain.delta.value:
                    value += gain.delta.value * gain.sign
        return value

    def draw(self, side: str, count: int, *, rules_key: str, why: str = "") -> None:
        for _ in range(count):
            deck = self.s.zone(side, "deck")
            if not deck:
                self.lose(side, "musi dobrać kartę z wyczerpanej talii dowództwa")
                return
            top = deck[0]
            self.emit(
                "move",
                f"{self.player_name(side)} dobiera kartę"
                + (f" ({why})" if why else "")
                + (f": {self.name(top.id)}" if self.record(top.id).id != "__blank__" else "")
                + ".",
                {"card": top.id, "zone": "hand", "order": self.hand_end(side)},
                rules=(rules_key,),
            )

    def hand_end(self, side: str) -> int:
        hand = self.s.zone(side, "hand")
        return (hand[-1].order + 1) if hand else 0

    def discard(self, ident: str, rules_key: str, why: str = "") -> None:
        card = self.s.cards[ident]
        pile = self.s.zone(card.owner, "discard")
        self.emit(
            "move",
            f"{self.player_name(card.owner)} odrzuca {self.name(ident)}"
            + (f" ({why})" if why else "")
            + ".",
            {"card": ident, "zone": "discard", "order": (pile[-1].order + 1) if pile else 0},
            rules=(rules_key, "discard"),
        )

    def phase_deployment(self) -> None:
        self.window("deployment")

    def phase_conflict(self) -> None:
        if self.s.active == "dark" and self.s.turn == 1:
            self.emit(
                "note",
                "Pierwsza tura CSM: gracz CSM nie może deklarować ataków i pomija fazę konfliktu.",
                rules=("conflict_phase",),
            )
            return
        self.window("conflict")
        while not self.s.winner:
            if not self.engagement():
                break
            self.window("conflict")

    def phase_force(self) -> None:
        active = self.s.active
        options = [
            c.id
            for c in self.s.zone(active, "play")
            if self.record(c.id).type == "Unit" and not c.committed and c.attached_to is None
        ]
        available = self.s.players[active].force_cards
        chosen: list[str] = []
        if options:
            chosen = self.decide(
                "commit",
                decider=active,
                rule="commit",
                options=None,
                default=[],
                question="Które jednostki aktywny gracz przydziela do Mocy?",
                validate=lambda value: _subset(value, options, available),
            )
        for ident in chosen:
            self.emit(
                "commit",
                f"{self.player_name(active)} przydziela {self.name(ident)} do Mocy (karta Mocy "
                "pod jednostką).",
                {"card": ident, "committed": True},
                rules=("commit",),
            )
            self.reactions(
                A.Event(verb="commit", object=A.Ref("this")), {"card": ident, "player": active}
            )
        self.window("force")
        self.force_struggle()

    def force_struggle(self) -> None:
        totals = {}
        detail = {}
        for side in ("light", "dark"):
            units = [
                c.id
                for c in self.s.zone(side, "play")
                if c.committed and c.focus == 0 and self.record(c.id).type == "Unit"
            ]
            icons = sum(self.stats.force_icons(self.s, u) for u in units)
            extra = self.contributions(side)
            totals[side] = icons + extra
            parts = [f"{self.name(u)} {self.stats.force_icons(self.s, u)}" for u in units]
            if extra:
                parts.append(f"efekty kart {extra}")
            detail[side] = ", ".join(parts) or "brak"
        text = (
            f"Zmagania Mocy: JSM {totals['light']} ({detail['light']}), CSM {totals['dark']} "
            f"({detail['dark']})."
        )
        if totals["light"] == totals["dark"]:
            self.emit(
                "struggle",
                text + " Remis: żeton równowagi Mocy pozostaje nieporuszony.",
                {"totals": totals},
                rules=("force_struggle",),
            )
            return
        winner = "light" if totals["light"] > totals["dark"] else "dark"
        self.emit(
            "struggle",
            text + f" Wygrywa {self.player_name(winner)}.",
            {"totals": totals, "winner": winner},
            rules=("force_struggle",),
        )
        if self.s.balance != winner:
            self.emit(
                "balance",
                f"Równowaga Mocy przechyla się na stronę {polish.SIDE[winner]}.",
                {"side": winner},
                rules=("force_struggle",),
            )

    def contributions(self, side: str) -> int:
        total = 0
        for modifier in self.modifiers(self.s):
            gain = modifier.gain
            if isinstance(gain, A.Contribute) and self.s.cards[modifier.source].controller == side:
                total += gain.amount.value or 0
        return total

    def does_not_refresh(self, ident: str) -> bool:
        return False

    # --- the Death Star dial, victory ------------------------------------------------------

    def move_dial(self, amount: int, rules_key: str, why: str) -> None:
        value = min(12, self.s.dial + amount)
        self.emit(
            "dial",
            f"Tarcza Gwiazdy Śmierci: {self.s.dial} → {value} ({why}).",
            {"value": value, "delta": amount},
            rules=(rules_key,),
        )
        if value >= 12:
            self.win("dark", "tarcza Gwiazdy Śmierci dotarła do „12”", "victory_dark")

    def win(self, side: str, why: str, rules_key: str) -> None:
        self.emit(
            "game_over",
            f"Koniec gry: wygrywa {self.player_name(side)} ({why}).",
            {"winner": side, "result": why},
            rules=(rules_key, "victory"),
        )
        raise GameOver()

    def lose(self, side: str, why: str) -> None:
        other = self.s.opponent(side)
        self.win(other, f"{self.player_name(side)} {why}", f"victory_{other}")

    # --- action windows -------------------------------------------------------------------

    def window(self, name: str) -> None:
        """An action window: the active player first, then alternately, until both pass in
        a row; each action is the scenario's next entry for the player with priority."""
        entry = self.feed.peek()
        if entry is None or not self._belongs(entry, name, entry.player or ""):
            self.emit(
                "window",
                f"Okno akcji ({polish.WINDOW[name]}): nikt nie wykonuje akcji.",
                {"window": name},
                rules=("action_window",),
            )
            return
        self.emit(
            "window_open",
            f"Okno akcji ({polish.WINDOW[name]}): aktywny gracz może wykonać akcję jako pierwszy.",
            {"window": name},
            rules=("action_window",),
        )
        player = self.s.active
        passes = 0
        acted = False
        while passes < 2 and not self.s.winner:
            entry = self.feed.peek()
            if entry is not None and entry.player == player and self._belongs(entry, name, player):
                self.feed.next()
                if entry.kind == "pass":
                    passes += 1
                    self.emit(
                        "passed",
                        f"{self.player_name(player)} pasuje.",
                        {"player": player},
                        rules=("action_window",),
                    )
                else:
                    acted = True
                    passes = 0
                    self.take(entry, name)
            else:
                passes += 1
            player = self.s.opponent(player)
        self.emit(
            "window_close",
            ("Obaj gracze spasowali jeden po drugim" if acted else "Nikt nie wykonuje akcji")
            + f": okno akcji ({polish.WINDOW[name]}) zamyka się.",
            {"window": name},
            rules=("action_window",),
        )

    def _belongs(self, entry: ActionEntry, window: str, player: str) -> bool:
        wanted = entry.data.get("window")
        if wanted is not None:
            return bool(wanted == window)
        if entry.kind == "play":
            ident = entry.data["play"]
            record = self.record(ident)
            if record.type in ("Unit", "Enhancement"):
                return window == "deployment" and player == self.s.active
        return True

    def take(self, entry: ActionEntry, window: str) -> None:
        self.current_entry = entry
        self.depth += 1
        try:
            if entry.kind == "play":
                self.play_card(entry, window)
            elif entry.kind == "action":
                self.action_ability(entry, window)
        except Refusal as refusal:
            self.emit(
                "refused",
                f"Odmowa: {refusal.message}",
                {
                    "player": entry.player,
                    "entry": entry.path,
                    "card": entry.data.get("play") or entry.data.get("action"),
                    "rule": rules.ref(refusal.rule),
                },
                rules=(refusal.rule,),
            )
            self.feed.refused()
        finally:
            self.depth -= 1
            self.current_entry = None

    # --- playing cards --------------------------------------------------------------------

    def play_card(self, entry: ActionEntry, window: str) -> None:
        ident = entry.data["play"]
        player = entry.player or self.s.active
        card = self.s.cards[ident]
        record = self.record(ident)
        if card.zone != "hand" or card.owner != player:
            raise Refusal(
                f"{self.name(ident)} nie jest na ręce gracza {self.player_name(player)}.", "play"
            )
        self.check_text(ident)
        if record.type in ("Unit", "Enhancement") and (
            window != "deployment" or player != self.s.active
        ):
            raise Refusal(
                f"{self.name(ident)} ({record.type_pl}) można zagrać tylko jako akcję aktywnego "
                "gracza w jego fazie wystawiania.",
                "deployment_phase",
            )
        if record.type == "Fate":
            raise Refusal(
                f"{self.name(ident)} to karta losu: można ją tylko wyłożyć na stos przewagi.",
                "fate_only_edge",
            )
        if record.unique and any(
            c.zone == "play" and self.setup.record(c.card).title == record.title
            for c in self.s.cards.values()
        ):
            raise Refusal(f"W grze jest już unikatowa karta „{record.title}”.", "unique")
        limited = any(k.name == "limited" for k in self._keywords(ident))
        if limited and self.s.players[player].limited_played >= 1:
            raise Refusal(
                "W tej turze gracz zagrał już kartę ze słowem kluczowym „Ograniczenie”.", "limited"
            )
        target = None
        if record.type == "Enhancement":
            target = self.enhancement_target(ident, entry)
        self.emit(
            "played",
            f"{self.player_name(player)} ujawnia {self.name(ident)} ({record.type_pl}, koszt "
            f"{record.cost or 0}) i płaci jej koszt.",
            {"card": ident, "player": player},
            rules=("play", "resources"),
        )
        self.pay(player, ident, record.cost or 0, entry.data.get("pay"))
        if limited:
            self.emit(
                "limited",
                f"{self.name(ident)} ma słowo kluczowe „Ograniczenie”: w tej turze "
                f"{self.player_name(player)} nie zagra już innej takiej karty.",
                {"player": player},
                rules=("limited",),
            )
        if record.type == "Unit":
            self.emit(
                "move",
                f"{self.name(ident)} wchodzi do gry na obszar gry gracza "
                f"{self.player_name(player)}.",
                {
                    "card": ident,
                    "zone": "play",
                    "controller": player,
                    "order": self.next_order(player),
                },
                rules=("play_unit",),
            )
            self.reactions(
                A.Event(verb="enters_play", subject=A.Ref("this")),
                {"card": ident, "player": player},
            )
            self.reactions(A.Event(verb="play"), {"card": ident, "player": player})
        elif record.type == "Enhancement":
            self.emit(
                "move",
                f"{self.name(ident)} wchodzi do gry, dołączona do {self.name(target)}."
                if target
                else f"{self.name(ident)} wchodzi do gry na obszar gry.",
                {
                    "card": ident,
                    "zone": "play",
                    "controller": player,
                    "attached_to": target,
                    "order": self.next_order(player),
                },
                rules=("play_enhancement",),
            )
            self.reactions(
                A.Event(verb="enters_play", subject=A.Ref("this")),
                {"card": ident, "player": player},
            )
            self.reactions(A.Event(verb="play"), {"card": ident, "player": player})
        elif record.type == "Event":
            self.play_event(ident, player, entry)
        else:
            raise Refusal(f"Kart typu {record.type_pl} nie zagrywa się z ręki.", "play")

    def enhancement_target(self, ident: str, entry: ActionEntry) -> str | None:
        enhance = next((a for a in self.abilities_of(ident) if a.kind == "enhance"), None)
        if enhance is None or enhance.target is None:
            raise Refusal(f"{self.name(ident)} nie mówi, co ulepsza.", "play_enhancement")
        target_node = enhance.target
        if _play_area(target_node):
            return None
        given = entry.data.get("target")
        legal = self.enhance_targets(ident, target_node, entry.player or self.s.active)
        if not legal:
            raise Refusal(
                f"W grze nie ma karty, którą {self.name(ident)} mogłaby ulepszyć.",
                "play_enhancement",
            )
        if given is None:
            return legal[0]
        if given not in legal:
            raise Refusal(
                f"{self.name(ident)} nie może ulepszyć {self.name(str(given))} (ulepsza: "
                f"{enhance.text.split('.')[0]}).",
                "play_enhancement",
            )
        return str(given)

    def pay(self, player: str, ident: str, cost: int, spec: Mapping[str, int] | None) -> None:
        """Create resources by focusing ready resource cards; one of them must match the
        played card's affiliation (unless it is neutral or costs 0)."""
        if cost <= 0:
            return
        record = self.record(ident)
        providers = [
            c.id
            for c in self.s.zone(player, "play")
            if c.focus == 0
            and (self.record(c.id).resource_value or 0) > 0
            and c.attached_to is None
        ]
        needs_match = record.affiliation != "Neutral"
        if spec is None:
            spec = self._default_payment(
                providers, cost, record.affiliation if needs_match else None
            )
        total = 0
        for source, amount in spec.items():
            card = self.s.cards[source]
            value = self.record(source).resource_value or 0
            if card.controller != player or card.zone != "play":
                raise Refusal(
                    f"{self.name(source)} nie jest kartą gracza {self.player_name(player)} w grze.",
                    "generate_resources",
                )
            if card.focus > 0:
                raise Refusal(
                    f"{self.name(source)} jest wyczerpana i nie może tworzyć punktów zasobów.",
                    "generate_resources",
                )
            if amount > value:
                raise Refusal(
                    f"{self.name(source)} może stworzyć najwyżej {polish.resources(value)}.",
                    "generate_resources",
                )
            total += amount
        if total < cost:
            raise Refusal(
                f"Gracz tworzy {polish.resources(total)}, a koszt wynosi {cost}: nie może zagrać "
                f"{self.name(ident)}.",
                "spend_resources",
            )
        if needs_match and not any(self.record(s).affiliation == record.affiliation for s in spec):
            raise Refusal(
                "Żadna z kart tworzących punkty zasobów nie należy do stronnictwa "
                f"{polish.AFFILIATION_GEN.get(record.affiliation, record.affiliation)} "
                f"(brak dopasowania zasobów dla {self.name(ident)}).",
                "resource_match",
            )
        for source, amount in spec.items():
            self.emit(
                "tokens",
                f"{self.name(source)} tworzy {polish.resources(amount)} ({polish.focus(amount)} "
                "na karcie"
                + (
                    ", dopasowanie zasobów"
                    if needs_match and self.record(source).affiliation == record.affiliation
                    else ""
                )
                + ").",
                {"card": source, "kind": "focus", "delta": amount},
                rules=("generate_resources",),
            )
        if total > cost:
            self.emit(
                "note",
                f"Nadmiarowe {polish.resources(total - cost)} przepadają.",
                rules=("spend_resources",),
            )

    def _default_payment(
        self, providers: list[str], cost: int, affiliation: str | None
    ) -> dict[str, int]:
        """The engine's default: a matching card first, then the others in board order,
        each giving what is still owed (a scenario states `pay:` to choose otherwise)."""
        ordered = sorted(
            providers,
            key=lambda p: 0 if affiliation and self.record(p).affiliation == affiliation else 1,
        )
        spec: dict[str, int] = {}
        owed = cost
        for source in ordered:
            if owed <= 0:
                break
            amount = min(owed, self.record(source).resource_value or 0)
            spec[source] = amount
            owed -= amount
        return spec

    # --- texts ----------------------------------------------------------------------------

    def abilities_of(self, ident: str) -> list[A.Ability]:
        record = self.record(ident)
        if not record.text:
            return []
        return parse_text(record.text, record.type).abilities

    def _keywords(self, ident: str) -> list[A.Keyword]:
        return [a.keyword for a in self.abilities_of(ident) if a.kind == "keyword" and a.keyword]

    def check_text(self, ident: str) -> None:
        """Refuse (stop the replay, exit 3) a card whose text the engine would not execute
        as written: an unparsed line, or a field no handler reads."""
        card = self.s.cards[ident]
        if card.card in self.checked:
            return
        record = self.record(ident)
        if not record.text:
            self.checked.add(card.card)
            return
        problems = coverage.problems(parse_text(record.text, record.type))
        if problems:
            ability, reason = problems[0]
            raise EngineStop(
                f"Silnik nie wykona karty {self.name(ident)} ({record.id}): {reason}. "
                f"Zdolność [{ability.start}:{ability.end}]: „{ability.text}”."
            )
        self.checked.add(card.card)

    def modifiers(self, state: LcgState) -> Iterator[Modifier]:
        """Constant effects in force: enhancements' gains, keywords given, contributions."""
        yield from self.constant_modifiers(state)

    def end_of(self, period: str) -> None:
        self.end_lasting(period)


def _exactly(value: Any, count: int, options: list[str]) -> str | None:
    if not isinstance(value, list) or len(value) != count or any(v not in options for v in value):
        return f"podaj listę dokładnie {count} kart z ręki: {', '.join(options)}"
    if len(set(value)) != len(value):
        return "karty się powtarzają"
    return None


def _subset(value: Any, options: list[str], most: int) -> str | None:
    if not isinstance(value, list) or any(v not in options for v in value):
        return f"podaj listę jednostek spośród: {', '.join(options)}"
    if len(value) > most:
        return f"gracz ma tylko {most} dostępne karty Mocy"
    return None


def _play_area(node: A.Node) -> bool:
    return (isinstance(node, A.Zone) and node.name == "play_area") or (
        isinstance(node, A.Ref) and node.name == "play_area"
    )
