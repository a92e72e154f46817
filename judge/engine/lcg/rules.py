"""The LCG rule table: every key a step cites -> a section or ruling of the `lcg-rules` corpus
(the Polish rulebook of Star Wars: Gra karciana, seed 003). Steps cite keys only; a test
checks that every id exists in the corpus."""

from __future__ import annotations

P = "lcg-rules."
PHASES = P + "rozgrywka.szczegolowy-opis-faz."
BATTLE = P + "rozpatrywanie-bitew."
EDGE = BATTLE + "walka-o-przewage."
EDGE_STEPS = EDGE + "rozpatrywanie-walki-o-przewage."
STRIKES = BATTLE + "natarcia."
ABILITIES = P + "zdolnosci-kart."
KEYWORDS = ABILITIES + "slowa-kluczowe."
ADVANCED = P + "zaawansowane-mechaniki."
SEQUENCE = P + "sekwencja-gry."

RULES: dict[str, str] = {
    "setup": P + "przygotowanie-do-gry",
    "turn": P + "rozgrywka",
    "turn_sequence": P + "sekwencja-gry",
    "structural": SEQUENCE + "wydarzenie-strukturalne",
    "action_window": SEQUENCE + "wydarzenie-strukturalne",
    "balance_phase": PHASES + "faza-rownowagi",
    "balance_dark": PHASES + "faza-rownowagi.gracz-csm-jest-aktywnym-graczem",
    "balance_light": PHASES + "faza-rownowagi.gracz-jsm-jest-aktywnym-graczem",
    "refresh_phase": PHASES + "faza-odpoczynku",
    "draw_phase": PHASES + "faza-dobierania",
    "discard": PHASES + "odrzucanie",
    "deployment_phase": PHASES + "faza-wystawiania",
    "play_unit": PHASES + "faza-wystawiania.zagrywanie-kart-jednostek",
    "play_enhancement": PHASES + "faza-wystawiania.zagrywanie-kart-ulepszen",
    "conflict_phase": PHASES + "faza-konfliktu",
    "force_phase": PHASES + "faza-mocy",
    "commit": PHASES + "faza-mocy.przydzielanie-do-mocy",
    "force_card_limit": PHASES + "faza-mocy.limity-kart-mocy",
    "committed_units": PHASES + "faza-mocy.jednostki-przydzielone-do-mocy",
    "force_struggle": PHASES + "faza-mocy.zmagania-mocy",
    "victory": P + "wygrana",
    "victory_light": P + "wygrana.wygrana-jasnej-strony",
    "victory_dark": P + "wygrana.wygrana-ciemnej-strony",
    "resources": P + "zasoby",
    "generate_resources": P + "zasoby.tworzenie-punktow-zasobow",
    "spend_resources": P + "zasoby.wydawanie-zasobow",
    "resource_match": P + "zasoby.dopasowanie-zasobow",
    "focus": P + "kwestia-skupienia",
    "golden_rule": P + "zlota-zasada",
    "battle": BATTLE.rstrip("."),
    "choose_objective": BATTLE + "wybranie-karty-celu",
    "declare_attackers": BATTLE + "zadeklarowanie-atakujacych",
    "declare_defenders": BATTLE + "zadeklarowanie-obroncow",
    "participating": BATTLE + "zadeklarowanie-obroncow.jednostki-uczestniczace",
    "edge_battle": EDGE.rstrip("."),
    "edge_steps": EDGE + "rozpatrywanie-walki-o-przewage",
    "edge_place": EDGE_STEPS + "wylozenie-kart-przewagi",
    "edge_reveal": EDGE_STEPS + "odkrywanie-stosow-przewagi",
    "fate_cards": EDGE_STEPS + "rozpatrywanie-kart-losu",
    "edge_end": EDGE_STEPS + "zakonczenie-walki-o-przewage",
    "fate_only_edge": EDGE + "karty-losu",
    "strikes": STRIKES.rstrip("."),
    "strike": STRIKES + "rozpatrywanie-natarc",
    "combat_icons_order": STRIKES
    + "rozpatrywanie-natarc.rozpatrywanie-symboli-walki-wedlug-ich-rodzajow",
    "damage": STRIKES + "obrazenia",
    "combat_icons": STRIKES + "symbole-walki",
    "unit_destroyed": STRIKES + "zniszczone-karty-jednostek",
    "objective_destroyed": STRIKES + "zniszczone-karty-celow",
    "shields": STRIKES + "zetony-oslon",
    "use_shields": STRIKES + "zetony-oslon.korzystanie-z-oslon",
    "strikes_end": STRIKES + "konczenie-kroku-rozpatrywania-natarc",
    "unopposed": BATTLE + "nagradzanie-braku-oporu",
    "battle_end": BATTLE + "zakonczenie-bitwy",
    "abilities": ABILITIES.rstrip("."),
    "events": ABILITIES + "karty-wydarzen",
    "persistent": ABILITIES + "trwale-efekty",
    "actions": ABILITIES + "akcje",
    "traits": ABILITIES + "cechy",
    "interrupts": ABILITIES + "zaklocenia",
    "reactions": ABILITIES + "reakcje",
    "forced": ABILITIES + "wymuszone-a",
    "keywords": ABILITIES + "slowa-kluczowe",
    "elite": KEYWORDS + "elita",
    "protect": KEYWORDS + "ochrona",
    "limited": KEYWORDS + "ograniczenie",
    "shielding": KEYWORDS + "oslony",
    "targeted_strike": KEYWORDS + "precyzyjne-uderzenie",
    "edge_keyword": KEYWORDS + "przewaga",
    "no_enhancements": KEYWORDS + "zadnych-ulepszen",
    "unique": P + "inne-zasady.karty-unikatowe",
    "capture": P + "inne-zasady.schwytanie-i-ratunek",
    "cannot": ADVANCED + "nie-moze",
    "in_play": ADVANCED + "w-grze-i-poza-gra",
    "put_into_play": ADVANCED + "umiescic-w-grze",
    "sacrifice": ADVANCED + "poswiec",
    "then": ADVANCED + "nastepnie",
    "when": ADVANCED + "kiedy",
    "after": ADVANCED + "po-tym-jak",
    "target": ADVANCED + "wybrany-a",
    "exhausted": ADVANCED + "wyczerpana",
    "cancel": ADVANCED + "anuluj",
}

RULINGS: dict[str, str] = {
    "active_player": P + "glossary.aktywny-gracz",
    "ready": P + "glossary.przygotowana",
    "friendly": P + "glossary.przyjazny",
    "enemy": P + "glossary.wrog-wrogi",
    "reserve": P + "glossary.wartosc-rezerwy",
    "victory_pile": P + "glossary.stos-zwyciestwa",
    "play": P + "glossary.zagranie",
    "shielded": P + "glossary.oslonieta",
    "controller": P + "glossary.gracz-kontrolujacy-dana-karte",
}

TABLE: dict[str, str] = {**RULES, **RULINGS}


def ref(key: str) -> str:
    """The corpus id a rule key cites (an unknown key is a bug, not user input)."""
    return TABLE[key]
