"""Polish words of LCG steps: sides, phases, zones, numerals that agree."""

from __future__ import annotations

from judge.engine.core.plural import count

SIDE = {"light": "JSM", "dark": "CSM"}
SIDE_LONG = {"light": "jasna strona Mocy", "dark": "ciemna strona Mocy"}
PHASE = {
    "setup": "przygotowanie",
    "balance": "faza równowagi",
    "refresh": "faza odpoczynku",
    "draw": "faza dobierania",
    "deployment": "faza wystawiania",
    "conflict": "faza konfliktu",
    "force": "faza Mocy",
}
ZONE = {
    "play": "w grze",
    "hand": "na ręce",
    "deck": "w talii dowództwa",
    "discard": "na stosie kart odrzuconych",
    "objective_deck": "w talii celów",
    "victory": "na stosie zwycięstwa",
    "edge": "na stosie przewagi",
    "captured": "schwytana",
    "out": "usunięta z gry",
}
WINDOW = {
    "refresh": "faza odpoczynku",
    "draw": "faza dobierania",
    "deployment": "faza wystawiania",
    "conflict": "faza konfliktu",
    "objective": "bitwa: po wybraniu celu",
    "attackers": "bitwa: po zadeklarowaniu atakujących",
    "defenders": "bitwa: po zadeklarowaniu obrońców",
    "edge": "bitwa: po walce o przewagę",
    "strikes": "bitwa: po natarciach",
    "unopposed": "bitwa: po nagrodzeniu braku oporu",
    "force": "faza Mocy",
}
# Affiliations in the genitive ("dopasowanie zasobów dla stronnictwa Sithów").
AFFILIATION_GEN = {
    "Jedi": "Jedi",
    "Rebel Alliance": "Sojuszu Rebeliantów",
    "Smugglers and Spies": "Przemytników i Szpiegów",
    "Sith": "Sithów",
    "Imperial Navy": "Marynarki Imperialnej",
    "Scum and Villainy": "Szumowin i Nikczemników",
    "Neutral": "neutralnego",
}
ICON = {
    "unit_damage": "obrażenia jednostek",
    "blast_damage": "obrażenia wybuchowe",
    "tactics": "taktyka",
}


def damage(n: int) -> str:
    return count(n, "obrażenie", "obrażenia", "obrażeń")


def focus(n: int) -> str:
    return count(n, "żeton skupienia", "żetony skupienia", "żetonów skupienia")


def shields(n: int) -> str:
    return count(n, "żeton osłon", "żetony osłon", "żetonów osłon")


def cards(n: int) -> str:
    return count(n, "kartę", "karty", "kart")


def resources(n: int) -> str:
    return count(n, "punkt zasobów", "punkty zasobów", "punktów zasobów")


def icons(n: int) -> str:
    return count(n, "symbol Mocy", "symbole Mocy", "symboli Mocy")


def points(n: int) -> str:
    return count(n, "punkt", "punkty", "punktów")
