"""The one table of rule references the Miniatures engine cites.

Every step names the rule behind it by a short key; this table maps the key to the stable id
of a section of the Star Wars Miniatures rulebook (`swm-rules`) or of a glossary entry. A
special ability or Force power is cited by its own glossary entry (`glossary:<key>`, e.g.
`glossary:cunning-attack`), never through this table's keys, so a step always names the entry
it applies. A test checks that every id exists in the corpus.
"""

from __future__ import annotations

DOC = "swm-rules"
BASIC = f"{DOC}.podstawowe-zasady"
ADV = f"{DOC}.zaawansowany-zasady-gry.rozszerzone-zasady-pojedynkow"
GLOSSARY = f"{DOC}.glossary"

RULES: dict[str, str] = {
    # setting up, rounds, phases, turns
    "setup": f"{BASIC}.ustawienie-druzyny",
    "starting_positions": f"{DOC}.zaawansowany-zasady-gry.ustawianie-druzyny",
    "stat_card": f"{BASIC}.jak-czytac-karte-postaci.statystyki-statistic",
    "special_abilities": (
        f"{BASIC}.jak-czytac-karte-postaci.umiejetnosci-specjalne-special-abilities"
    ),
    "using_special_abilities": f"{ADV}.uzywanie-umiejetnosci-specjalnych",
    "initiative": f"{BASIC}.kto-zaczyna-pierwszy",
    "rounds": f"{ADV}.rundy-fazy-tury",
    "phases": f"{BASIC}.rundy-i-fazy",
    "activation": f"{ADV}.aktywacja-postaci",
    "victory": f"{ADV}.jak-wygrac",
    # squad building
    "sides": f"{DOC}.zaawansowany-zasady-gry.postacie",
    "eras": f"{DOC}.zaawansowany-zasady-gry.ery",
    "factions": f"{DOC}.zaawansowany-zasady-gry.wybor-frakcji",
    "faction_card": f"{BASIC}.jak-czytac-karte-postaci.frakcja-fraction",
    "squad_building": f"{DOC}.zaawansowany-zasady-gry.tworzenie-druzyny",
    "mode_fringe": f"{DOC}.scenariusze-i-typy-gry.druzyna-niezaleznych",
    "mode_era_vs_era": f"{DOC}.scenariusze-i-typy-gry.era-kontra-era",
    "mode_all_vs_all": f"{DOC}.scenariusze-i-typy-gry.wszyscy-przeciw-wszystkim",
    "mode_out_of_the_box": f"{DOC}.scenariusze-i-typy-gry.prosto-z-pudelka",
    # movement and terrain
    "movement": f"{BASIC}.ruch-postaci.poruszanie",
    "movement_special": f"{ADV}.poruszanie",
    "large_figures": f"{ADV}.duze-postacie-wielkie-postacie-i-poruszanie",
    "terrain": f"{ADV}.teren",
    "walls": f"{ADV}.teren.sciany",
    "corners": f"{ADV}.poruszanie",
    "doors": f"{ADV}.teren.drzwi",
    "low_objects": f"{ADV}.teren.niskie-obiekty",
    "difficult": f"{ADV}.teren.trudny-teren",
    "pits": f"{ADV}.teren.zaglebienia",
    # attacks
    "attack": f"{BASIC}.atak",
    "targeting": f"{BASIC}.atak.wybor-celu",
    "line_of_sight": f"{BASIC}.atak.linia-wzroku",
    "cover_basic": f"{BASIC}.atak.oslona",
    "cover": f"{ADV}.atak.oslona",
    "cover_and_sight": f"{ADV}.atak.oslona-i-linia-wzroku",
    "attack_roll": f"{ADV}.atak.rzut-ataku",
    "allies": f"{ADV}.atak.atakowanie-sojuszniczych-postaci",
    "combined_fire": f"{ADV}.atak.atak-laczony-combined-fire",
    "opportunity": f"{ADV}.atak.atak-odruchowy-attack-of-opportunity",
    "multiple_attacks": f"{ADV}.atak.umiejetnosci-specjalne-a-atak",
    "abilities_powers_commanders": f"{ADV}.umiejetnosci-specjalne-moce-efekt-dowodcy",
    "worked_example": f"{ADV}.przykladowa-walka",
    # Force and commanders
    "force_points_basic": f"{BASIC}.punkty-mocy",
    "named_powers": f"{BASIC}.nazwane-moce",
    "force": f"{ADV}.punkty-mocy-i-moce",
    "commander_basic": f"{BASIC}.efekt-dowodcy",
    "commanders": f"{ADV}.efekty-dowodcy",
}

# Glossary game terms the engine cites by key (abilities are cited as `glossary:<key>`).
TERMS: dict[str, str] = {
    "adjacent": f"{GLOSSARY}.adjacent",
    "range": f"{GLOSSARY}.range",
    "nearest_enemy": f"{GLOSSARY}.nearest-enemy",
    "legal_target": f"{GLOSSARY}.legal-target",
    "critical_hit": f"{GLOSSARY}.critical-hit",
    "save": f"{GLOSSARY}.save",
    "bonus": f"{GLOSSARY}.bonus",
    "stacking": f"{GLOSSARY}.stacking",
    "commander_effect": f"{GLOSSARY}.commander-effect",
    "follower": f"{GLOSSARY}.follower",
    "force_points": f"{GLOSSARY}.force-points",
    "force_powers": f"{GLOSSARY}.force-powers",
    "replaces_attacks": f"{GLOSSARY}.replaces-attacks",
    "replaces_turn": f"{GLOSSARY}.replaces-turn",
    "melee_term": f"{GLOSSARY}.melee-attack-game-term",
    "push": f"{GLOSSARY}.push",
    "immediate": f"{GLOSSARY}.immediate-immediately",
    "defeat": f"{GLOSSARY}.defeat-defeated",
    "activate_term": f"{GLOSSARY}.activate-activation",
    "phase_term": f"{GLOSSARY}.phase",
    "initiative_term": f"{GLOSSARY}.initiative",
    "space": f"{GLOSSARY}.space",
    "squeeze": f"{GLOSSARY}.squeeze",
    "stun": f"{GLOSSARY}.stun",
    "huge_term": f"{GLOSSARY}.huge",
    "with_lightsaber": f"{GLOSSARY}.with-lightsaber",
    "living": f"{GLOSSARY}.living",
    "wounded": f"{GLOSSARY}.wounded",
    "target_term": f"{GLOSSARY}.target",
    "touch": f"{GLOSSARY}.touch",
    "damage_term": f"{GLOSSARY}.damage-game-term",
}


def ref(key: str) -> str:
    """The corpus id a rule key stands for (`glossary:<entry>` names a glossary entry)."""
    if key.startswith("glossary:"):
        return f"{GLOSSARY}.{key.split(':', 1)[1]}"
    if key in RULES:
        return RULES[key]
    return TERMS[key]


def table() -> dict[str, str]:
    return {**RULES, **TERMS}
