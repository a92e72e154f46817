"""Glossary cases: abilities and powers that are not attacks (judge/engine/swm/effects.py)."""

from __future__ import annotations

from .glossary_cases import (
    Scenario,
    ability_swap,
    act,
    board,
    card_setter,
    case,
    fig,
    roll_setter,
    setter,
)


@case(
    "grenades",
    "Cel i wszystkie sąsiadujące z nim postacie (zarówno wrogowie jak i sojusznicy) odnoszą [#] "
    "punktów obrażeń. Każda postać może uniknąć obrażeń rzutem obronnym na 11.",
    "the neighbour's save fails: it takes the damage too",
    roll_setter("e2", [10]),
)
def _grenades() -> Scenario:
    return board(
        "grenades",
        [fig("u", "A1", special=["Grenades 20"]), fig("x", "E2", activated=True)],
        [fig("e1", "E1"), fig("e2", "F1")],
        act({"use": "Grenades 20", "target": "e1"}),
        {"figures": {"e1": {"damage": 20}, "e2": {"damage": 0}, "x": {"damage": 20}}},
        rolls={"e1": [5], "e2": [12], "x": [1]},
    )


@case(
    "missiles",
    "Zamiast wykonywać normalny atak lub ataki postać ta może zaatakować wroga w zasięgu linii "
    "wzroku.",
    "Grenades reach only 6 squares: the enemy 9 squares away is refused",
    ability_swap("u", "Missiles 30", "Grenades 30"),
)
def _missiles() -> Scenario:
    return board(
        "missiles",
        [fig("u", "A3", special=["Missiles 30"])],
        [fig("e", "J3")],
        act({"use": "Missiles 30", "target": "e"}),
        {"figures": {"e": {"damage": 30}}, "refusals": 0},
        rolls={"e": [2]},
    )


@case(
    "atlatl",
    "Duże lub mniejsze nieżywe postacie, które otrzymują obrażenia z tej umiejętności są "
    "ogłuszone chyba że unikną tego efektu rzutem obronnym na 11.",
    "a living target is not stunned",
    card_setter("e", special=[]),
)
def _atlatl() -> Scenario:
    return board(
        "atlatl",
        [fig("u", "A3", special=["Atlatl 20"])],
        [fig("e", "D3", special=["Droid"])],
        act({"use": "Atlatl 20", "target": "e"}),
        {"figures": {"e": {"damage": 20, "activated": True}}},
        rolls={"e": [5, 5]},
    )


@case(
    "cesta",
    "Ta umiejętność specjalna działa tak jak Atlat [#] (zobacz powyżej) z wyjątkiem tego, że jej "
    "zasięg to zasięg widzenia a nie 6 pól.",
    "Atlatl reaches only 6 squares",
    ability_swap("u", "Cesta 20", "Atlatl 20"),
)
def _cesta() -> Scenario:
    return board(
        "cesta",
        [fig("u", "A3", special=["Cesta 20"])],
        [fig("e", "J3", special=["Droid"])],
        act({"use": "Cesta 20", "target": "e"}),
        {"figures": {"e": {"damage": 20, "activated": True}}},
        rolls={"e": [5, 5]},
    )


@case(
    "flamethrower",
    "zadaje [#] Obrażeń jednemu wrogiemu celowi i wszystkim postaciom z nim sąsiadującym "
    "(zarówno wrogom jak i sojusznikom).",
    "the second enemy stands apart: it is not burnt",
    setter("e2", at="H3"),
)
def _flamethrower() -> Scenario:
    return board(
        "flamethrower",
        [fig("u", "A3", special=["Flamethrower 20"])],
        [fig("e1", "D3"), fig("e2", "E4")],
        act({"use": "Flamethrower 20", "target": "e1"}),
        {"figures": {"e1": {"damage": 20}, "e2": {"damage": 20}}},
        rolls={"e1": [20], "e2": [20]},
    )


@case(
    "spit-poison",
    "zadaje [#] puntów obrażeń żywemu wrogowi w zasięgu 6 pól.",
    "a Droid is not living: refused",
    card_setter("e", special=["Droid"]),
)
def _spit() -> Scenario:
    return board(
        "spit-poison",
        [fig("u", "A3", special=["Spit Poison 20"])],
        [fig("e", "D3")],
        act({"use": "Spit Poison 20", "target": "e"}),
        {"figures": {"e": {"damage": 20}}, "refusals": 0},
        rolls={"e": [5]},
    )


@case(
    "razorbug",
    "zadaje 10 punktów obrażeń wrogowi, do którego ma linię wzroku. Cel może uniknąć obrażeń "
    "rzutem obronnym na 11.",
    "a save of 11 avoids the damage",
    roll_setter("e", [11]),
)
def _razorbug() -> Scenario:
    return board(
        "razorbug",
        [fig("u", "A3", special=["Razorbug"])],
        [fig("e", "K3")],
        act({"use": "Razorbug", "target": "e"}),
        {"figures": {"e": {"damage": 10}}},
        rolls={"e": [10]},
    )


@case(
    "thud-bug",
    "zadaje 10 punktów obrażeń jednemu żywemu wrogowi w zasięgu 6 pól i chwilowo go ogłusza. "
    "Cel może uniknąć obu efektów rzutem obronnym na 11.",
    "a save of 11 avoids both the damage and the stun",
    roll_setter("e", [11]),
)
def _thud() -> Scenario:
    return board(
        "thud-bug",
        [fig("u", "A3", special=["Thud Bug"])],
        [fig("e", "D3")],
        act({"use": "Thud Bug", "target": "e"}),
        {"figures": {"e": {"damage": 10, "activated": True}}},
        rolls={"e": [10]},
    )


@case(
    "net-gun",
    "Cel oraz wszystkie sąsiadujące z nim postacie (wrogowie jak i sojusznicy) są ogłuszone. "
    "[…] Postacie z Bronią Pokładową oraz Wielkie i większe ignorują ten efekt.",
    "a Large neighbour is stunned (only Huge and bigger ignore it)",
    card_setter("e2", special=["Large"]),
)
def _net() -> Scenario:
    return board(
        "net-gun",
        [fig("u", "A2", special=["Net Gun"])],
        [fig("e1", "D2"), fig("e2", "E1", special=["Huge"])],
        act({"use": "Net Gun", "target": "e1"}),
        {"figures": {"e1": {"activated": True}, "e2": {"activated": False}}},
        rolls={"e1": [1], "e2": [1]},
    )


@case(
    "sonic-stunner",
    "Cel oraz wszystkie sąsiadujące z nim żywe postacie (zarówno wrogowie jak i sojusznicy) są "
    "ogłuszone.",
    "a living neighbour is stunned too",
    card_setter("e2", special=[]),
)
def _sonic() -> Scenario:
    return board(
        "sonic-stunner",
        [fig("u", "A3", special=["Sonic Stunner"])],
        [fig("e1", "D3"), fig("e2", "E3", special=["Droid"])],
        act({"use": "Sonic Stunner", "target": "e1"}),
        {"figures": {"e1": {"activated": True}, "e2": {"activated": False}}},
        rolls={"e1": [1], "e2": [1]},
    )


@case(
    "kouhun-infestation",
    "zadaje 60 punktów Obrażenia jednemu żywemu wrogowi w zasięgu 12 pól. Linia wzroku nie jest "
    "konieczna, ale nie można liczyć odległości przez ściany.",
    "the gap in the wall is far away: 22 squares around it, out of range",
    lambda s: s["map"].update(
        rows=["..........", "..........", "#########.", "..........", ".........."]
    ),
)
def _kouhun() -> Scenario:
    return board(
        "kouhun-infestation",
        [fig("u", "A1", special=["Kouhun Infestation"])],
        [fig("e", "A5", hp=100)],
        act({"use": "Kouhun Infestation", "target": "e"}),
        {"figures": {"e": {"damage": 60}}, "refusals": 0},
        rows=["..........", "..........", "##.#######", "..........", ".........."],
        rolls={"e": [5]},
    )


@case(
    "virulent-poison-dart",
    "Cel odnosi 40 punktów Obrażeń. Cel może uniknąć obrażeń rzutem obronnym na 16.",
    "a save of 16 avoids it",
    roll_setter("e", [16]),
)
def _dart() -> Scenario:
    return board(
        "virulent-poison-dart",
        [fig("u", "A3", special=["Virulent Poison Dart"])],
        [fig("e", "D3", hp=100)],
        act({"use": "Virulent Poison Dart", "target": "e"}),
        {"figures": {"e": {"damage": 40}}},
        rolls={"e": [15]},
    )


@case(
    "plaeryin-bol",
    "Zamiast normalnej tury, postać ta zadaje 40 punktów obrażeń jednemu sąsiadującemu wrogowi.",
    "the enemy is two squares away: refused",
    setter("e", at="E3"),
)
def _plaeryin() -> Scenario:
    return board(
        "plaeryin-bol",
        [fig("u", "C3", special=["Plaeryin Bol"])],
        [fig("e", "D3", hp=100)],
        act({"use": "Plaeryin Bol", "target": "e"}),
        {"figures": {"e": {"damage": 40}}, "refusals": 0},
        rolls={"e": [5]},
    )


@case(
    "homicidal-surgery",
    "Jeśli jest to sojusznicza postać, może wykonać rzut obronny na 11 i jeśli się powiedzie w "
    "zamian zmniejsza ona o 10 punktów swoje Obrażenia. Jeśli rzut się nie powiedzie sojusznik "
    "ten traci 10 punktów Obrażeń.",
    "the ally fails its save: it loses 10",
    roll_setter("x", [10]),
)
def _surgery() -> Scenario:
    return board(
        "homicidal-surgery",
        [fig("u", "C3", special=["Homicidal Surgery"]), fig("x", "C4", damage=20)],
        [fig("e", "J3")],
        act({"use": "Homicidal Surgery", "target": "x"}),
        {"figures": {"x": {"damage": 10}}},
        rolls={"x": [11]},
    )


@case(
    "heal",
    "postać zmniejsza o [#] punktów obrażeń sąsiadującej żywej postaci lub samej sobie.",
    "a Droid is not living: Heal is refused",
    card_setter("x", special=["Droid"]),
)
def _heal() -> Scenario:
    return board(
        "heal",
        [fig("u", "C3", special=["Heal 20"]), fig("x", "C4", damage=30)],
        [fig("e", "J3")],
        act({"use": "Heal 20", "target": "x"}),
        {"figures": {"x": {"damage": 10}}, "refusals": 0},
    )


@case(
    "repair",
    "postać ta zmniejsza podaną liczbę obrażenia sąsiadującemu Droidowi.",
    "the ally is no Droid: refused",
    card_setter("x", special=[]),
)
def _repair() -> Scenario:
    return board(
        "repair",
        [fig("u", "C3", special=["Repair 20"]), fig("x", "D4", damage=30, special=["Droid"])],
        [fig("e", "J3")],
        act({"use": "Repair 20", "target": "x"}),
        {"figures": {"x": {"damage": 10}}, "refusals": 0},
    )


@case(
    "cyborg",
    "Postać Cyborg traktuje się jednocześnie jako żywą, Droida i nie-Droida. Oznacza to, że "
    "podlega ona efektom dotyczących Droidów (jak Naprawa) dodatkowo do innych efektów (jak "
    "Leczenie).",
    "without Cyborg the ally is no Droid: Repair is refused",
    card_setter("x", special=[]),
)
def _cyborg() -> Scenario:
    return board(
        "cyborg",
        [
            fig("u", "C3", special=["Repair 20"]),
            fig("h", "B3", special=["Heal 10"]),
            fig("x", "C4", damage=40, special=["Cyborg"]),
        ],
        [fig("e", "J3")],
        [
            *act({"use": "Repair 20", "target": "x"}),
            *act({"use": "Heal 10", "target": "x"}, who="h"),
        ],
        {"figures": {"x": {"damage": 10}}, "refusals": 0},
    )


@case(
    "industrial-repair",
    "Machinery – Maszyny: Naprawa Przemysłowa (Industrial Repair) zmniejsza obrażenia z tej "
    "postaci mimo że nie posiada ona Broni Pokładowej (Mounted Weapon).",
    "without Machinery (nor a Mounted Weapon) the ally cannot be repaired",
    card_setter("x", special=[]),
)
def _industrial() -> Scenario:
    return board(
        "industrial-repair",
        [
            fig("u", "C3", special=["Industrial Repair 30"]),
            fig("x", "C4", damage=30, special=["Machinery"]),
        ],
        [fig("e", "J3")],
        act({"use": "Industrial Repair 30", "target": "x"}),
        {"figures": {"x": {"damage": 0}}, "refusals": 0},
    )


@case(
    "force-heal",
    "(Moc; 2 Punkty Mocy) Zamiast wykonywać normalny atak lub ataki postać używając tą Moc "
    "zmniejsza o [#] liczbę punktów obrażeń sąsiadującej zranionej żywej postaci lub samej sobie.",
    "with 1 Force point the power is refused",
    setter("u", force=1),
)
def _force_heal() -> Scenario:
    return board(
        "force-heal",
        [fig("u", "C3", powers=["Force Heal 20"], force=2, damage=30)],
        [fig("e", "J3")],
        act({"use": "Force Heal 20"}),
        {"figures": {"u": {"damage": 10, "force": 0}}, "refusals": 0},
    )


@case(
    "recovery",
    "Zamiast normalnej tury, postać używając tą Moc zmniejsza swoje obrażenia o [#] punktów.",
    "it moves first: a power that replaces the turn is refused",
    lambda s: s["actions"].insert(1, {"player": "a", "move": "C4"}),
)
def _recovery() -> Scenario:
    return board(
        "recovery",
        [fig("u", "C3", powers=["Recovery 20"], force=1, damage=30)],
        [fig("e", "J3")],
        act({"use": "Recovery 20"}, {"move": "C4"}),
        {"figures": {"u": {"damage": 10, "at": "C3"}}, "refusals": 1},
    )


@case(
    "force-lightning-1",
    "(Moc; 1 Punkt Mocy) Postać używająca tej Mocy zadaje 20 punktów obrażeń jednemu wrogowi w "
    "zasięgu 6 pól. (pod głównym opisem: „Zamiast wykonywać normalny atak lub ataki”)",
    "the enemy is 7 squares away: refused, nothing contested",
    setter("e", at="H3"),
)
def _lightning1() -> Scenario:
    return board(
        "force-lightning-1",
        [fig("u", "A3", powers=["Force Lightning 1"], force=1)],
        [fig("e", "E3")],
        act({"use": "Force Lightning 1", "target": "e"}, {"attack": "e", "roll": 20}),
        {
            "figures": {"e": {"damage": 20}},
            "refusals": 1,
            "contested": [
                {
                    "step": "replaced",
                    "sources": [
                        "swm-rules.glossary.force-lightning-1",
                        "swm-rules.glossary.force-lightning",
                        "swm-rules.glossary.unleashed-force-powers",
                    ],
                }
            ],
        },
    )


@case(
    "force-lightning-4",
    "zadaje 50 punktów obrażeń jednemu wrogowi w zasięgu 6 pól. Dodatkowo ogłusza tego wroga […] "
    "Cel może uniknąć tego efektu rzutem obronnym na 16.",
    "a save of 16 avoids the stun",
    roll_setter("e", [16]),
)
def _lightning4() -> Scenario:
    return board(
        "force-lightning-4",
        [fig("u", "A3", powers=["Force Lightning 4"], force=4)],
        [fig("e", "E3", hp=100)],
        act({"use": "Force Lightning 4", "target": "e"}),
        {"figures": {"e": {"damage": 50, "activated": True}}},
        rolls={"e": [15]},
    )


@case(
    "force-lightning-5",
    "zadaje 60 punktów obrażeń jednemu wrogiemu celowi i dwóm postaciom z nim sąsiadującym […] "
    "Wszystkie zaatakowane postacie są ogłuszone",
    "the two others chosen are the enemies: the ally is spared",
    lambda s: s["actions"][1].update(also=["e2", "e3"]),
)
def _lightning5() -> Scenario:
    return board(
        "force-lightning-5",
        [fig("u", "A3", powers=["Force Lightning 5"], force=4), fig("x", "E2", hp=100)],
        [fig("e1", "E3", hp=100), fig("e2", "F3", hp=100), fig("e3", "E4", hp=100)],
        act({"use": "Force Lightning 5", "target": "e1", "also": ["e2", "x"]}),
        {
            "figures": {
                "e1": {"damage": 60, "activated": True},
                "e2": {"damage": 60, "activated": True},
                "x": {"damage": 60, "activated": True},
                "e3": {"damage": 0, "activated": False},
            }
        },
        rolls={"e1": [1], "e2": [1], "x": [1], "e3": [1]},
    )


@case(
    "force-push-2",
    "zadaje 20 punktów obrażeń jednemu wrogowi w zasięgu 6 pól. Jeśli cel jest Wielką lub "
    "mniejszą postacią odpycha ją o 2 pola",
    "the enemy is 7 squares away: refused",
    setter("e", at="H3"),
)
def _push2() -> Scenario:
    return board(
        "force-push-2",
        [fig("u", "A3", powers=["Force Push 2"], force=2)],
        [fig("e", "C3")],
        act({"use": "Force Push 2", "target": "e"}),
        {"figures": {"e": {"damage": 20, "at": "E3"}}},
    )


@case(
    "force-push-4",
    "zadaje 40 punktów obrażeń jednemu wrogowi w zasięgu linii wzroku oraz odpycha go o 4 pola",
    "Force Push 2 reaches only 6 squares",
    ability_swap("u", "Force Push 4", "Force Push 2"),
)
def _push4() -> Scenario:
    return board(
        "force-push-4",
        [fig("u", "A3", powers=["Force Push 4"], force=4)],
        [fig("e", "I3", hp=100)],
        act({"use": "Force Push 4", "target": "e"}),
        {"figures": {"e": {"damage": 40, "at": "M3"}}},
    )


@case(
    "force-push-5",
    "działa jak Pchnięcie Mocą 3 ale zadaje 50 punktów obrażeń i odpycha zaatakowane postacie o "
    "5 pól. Wielkie i mniejsze postacie są ogłuszone. Postać może uniknąć efektu ogłuszenia "
    "rzutem obronnym na 16.",
    "a save of 16 avoids the stun",
    roll_setter("e", [16]),
)
def _push5() -> Scenario:
    return board(
        "force-push-5",
        [fig("u", "A3", powers=["Force Push 5"], force=5)],
        [fig("e", "C3", hp=100)],
        act({"use": "Force Push 5", "target": "e"}),
        {"figures": {"e": {"damage": 50, "at": "H3", "activated": True}}},
        rolls={"e": [15]},
    )


@case(
    "force-grip",
    "zadaje [#] punktów obrażeń wrogowi w zasięgu linii wzroku. Podlega to wszystkim zasadom "
    "odnośnie wyboru celu.",
    "a wall square between them: no line of sight, refused",
    lambda s: s["map"].update(rows=["." * 14, "." * 14, "....#" + "." * 9, "." * 14]),
)
def _grip() -> Scenario:
    return board(
        "force-grip",
        [fig("u", "A3", powers=["Force Grip 30"], force=1)],
        [fig("e", "J3")],
        act({"use": "Force Grip 30", "target": "e"}),
        {"figures": {"e": {"damage": 30}}},
        rows=["." * 14] * 4,
    )


@case(
    "force-grip-3",
    "(Moc; 4 Punkty Mocy) Moc ta działa tak samo jak Chwyt Mocy, ale kosztuje 4 punkty Mocy i "
    "zadaje 40 punktów obrażeń.",
    "3 Force points are not enough",
    setter("u", force=3),
)
def _grip3() -> Scenario:
    return board(
        "force-grip-3",
        [fig("u", "A3", powers=["Force Grip 3"], force=4)],
        [fig("e", "J3", hp=100)],
        act({"use": "Force Grip 3", "target": "e"}),
        {"figures": {"e": {"damage": 40}, "u": {"force": 0}}},
    )


@case(
    "force-storm",
    "zadaje [#] punktów obrażeń wszystkim postaciom z nią sąsiadującym (zarówno wrogom jak i "
    "sojusznikom).",
    "the far enemy steps next to it: it is hit too",
    setter("e2", at="D4"),
)
def _storm() -> Scenario:
    return board(
        "force-storm",
        [fig("u", "C3", powers=["Force Storm 20"], force=2), fig("x", "C2")],
        [fig("e1", "D3"), fig("e2", "F3")],
        act({"use": "Force Storm 20"}),
        {"figures": {"e1": {"damage": 20}, "x": {"damage": 20}, "e2": {"damage": 0}}},
    )


@case(
    "force-storm-2",
    "Moc ta działa dokładnie jak Burza Mocy zadając 20 punktów obrażeń.",
    "no neighbour: nobody is hit",
    setter("e", at="F3"),
)
def _storm2() -> Scenario:
    return board(
        "force-storm-2",
        [fig("u", "C3", powers=["Force Storm 2"], force=2)],
        [fig("e", "D3")],
        act({"use": "Force Storm 2"}),
        {"figures": {"e": {"damage": 20}}},
    )


@case(
    "force-strike",
    "zadaje [#] punktów obrażeń jednemu wrogiemu Droidowi lub jednemu wrogowi z Bronią "
    "Pokładową (Mounted Weapon) w zasięgu 6 pól.",
    "the enemy is no Droid: refused",
    card_setter("e", special=[]),
)
def _strike() -> Scenario:
    return board(
        "force-strike",
        [fig("u", "A3", powers=["Force Strike 30"], force=1)],
        [fig("e", "E3", special=["Droid"])],
        act({"use": "Force Strike 30", "target": "e"}),
        {"figures": {"e": {"damage": 30}}, "refusals": 0},
    )


@case(
    "force-thrust",
    "Zaatakowana postać może zmniejszyć obrażenia o połowę, rzutem obronnym na 11.",
    "the save fails: full damage",
    roll_setter("e", [10]),
)
def _thrust() -> Scenario:
    return board(
        "force-thrust",
        [fig("u", "A3", powers=["Force Thrust 30"], force=1)],
        [fig("e", "E3")],
        act({"use": "Force Thrust 30", "target": "e"}),
        {"figures": {"e": {"damage": 15}}},
        rolls={"e": [11]},
    )


@case(
    "sith-lighttning",
    "zadaje [#] punktów obrażeń jednemu wrogowi w zasięgu 6 pól.",
    "7 squares away: refused",
    setter("e", at="H3"),
)
def _sith_lightning() -> Scenario:
    return board(
        "sith-lighttning",
        [fig("u", "A3", powers=["Sith Lighttning 30"], force=2)],
        [fig("e", "E3")],
        act({"use": "Sith Lighttning 30", "target": "e"}),
        {"figures": {"e": {"damage": 30}}},
    )


@case(
    "sith-grip",
    "zadaje [#] punktów obrażeń wszystkim wrogom w zasięgu linii wzroku. Podlega to zwykłym "
    "zasadom dotyczącym wybory celu.",
    "no enemy is adjacent: both are legal targets and both are hit",
    setter("e1", at="B5"),
)
def _sith_grip() -> Scenario:
    return board(
        "sith-grip",
        [fig("u", "A3", powers=["Sith Grip 20"], force=2)],
        [fig("e1", "B3"), fig("e2", "F3")],
        act({"use": "Sith Grip 20"}),
        {"figures": {"e1": {"damage": 20}, "e2": {"damage": 0}}},
    )


@case(
    "sith-hatred",
    "zadaje 10 punktów obrażeń wszystkim wrogom w zasięgu 2 pól. […] Mocy tej można używać "
    "wyłącznie w turze postaci.",
    "the second enemy stands 2 squares away: it is hit too",
    setter("e2", at="E3"),
)
def _sith_hatred() -> Scenario:
    return board(
        "sith-hatred",
        [fig("u", "C3", powers=["Sith Hatred"], force=1)],
        [fig("e1", "D3"), fig("e2", "F3")],
        act({"use": "Sith Hatred"}, {"attack": "e1", "roll": 20}),
        {"figures": {"e1": {"damage": 30}, "e2": {"damage": 0}}, "refusals": 0},
    )


@case(
    "sith-sorcery",
    "Wszyscy wrogowie w zasięgu 6 pól są ogłuszeniu. Każdy zaatakowany wróg może uniknąć tego "
    "efektu rzutem obronnym na 11.",
    "the far enemy comes within 6: it is stunned too",
    setter("e2", at="H3"),
)
def _sith_sorcery() -> Scenario:
    return board(
        "sith-sorcery",
        [fig("u", "C3", powers=["Sith Sorcery"], force=2)],
        [fig("e1", "E3"), fig("e2", "L3")],
        act({"use": "Sith Sorcery"}),
        {"figures": {"e1": {"activated": True}, "e2": {"activated": False}}},
        rolls={"e1": [5], "e2": [5]},
    )


@case(
    "force-burst",
    "zadaje 10 punktów obrażeń wszystkim postaciom (zarówno wrogom jak i sojusznikom) w zasięgu "
    "6 pól. Linia wzroku nie jest konieczna, ale nie można liczyć odległości przez ściany",
    "the wall has a gap right beside them: the enemy behind it is within 6",
    lambda s: s["map"].update(rows=["." * 14, "...#" + "." * 10, "...#" + "." * 10, "." * 14]),
)
def _burst() -> Scenario:
    return board(
        "force-burst",
        [fig("u", "C2", powers=["Force Burst"], force=2), fig("x", "A2")],
        [fig("e", "E2")],
        act({"use": "Force Burst"}),
        {"figures": {"x": {"damage": 10}, "e": {"damage": 0}}},
        rows=["...#" + "." * 10, "...#" + "." * 10, "...#" + "." * 10, "...#" + "." * 10],
    )


@case(
    "shockwave",
    "Wszystkie postacie (zarówno wrogowie jaki sojusznicy) w zasięgu 6 pól są ogłuszone. Każda z "
    "tych postaci może uniknąć tego efektu rzutem obronnym na 11.",
    "the ally makes its save: it is not stunned",
    roll_setter("x", [11]),
)
def _shockwave() -> Scenario:
    return board(
        "shockwave",
        [fig("u", "C3", powers=["Shockwave"], force=2), fig("x", "C5")],
        [fig("e", "F3")],
        act({"use": "Shockwave"}),
        {"figures": {"x": {"activated": True}, "e": {"activated": True}}},
        rolls={"x": [10], "e": [1]},
    )


@case(
    "force-stun",
    "Cel będący żywą postacią w zasięgu 6 pól jest uważany za aktywowany w tej rundzie. Wróg ten "
    "może uniknąć tego efektu rzutem obronnym na 11.",
    "the enemy is a Droid (not living): refused",
    card_setter("e", special=["Droid"]),
)
def _force_stun() -> Scenario:
    return board(
        "force-stun",
        [fig("u", "C3", powers=["Force Stun"], force=1)],
        [fig("e", "F3")],
        act({"use": "Force Stun", "target": "e"}),
        {"figures": {"e": {"activated": True}}, "refusals": 0},
        rolls={"e": [10]},
    )


@case(
    "jedi-mind-trick",
    "Cel będący żywą postacią w zasięgu 2 pól jest ogłuszony w tej rundzie i nie może wykonywać "
    "ataków odruchowych do końca tury, w której została użyta ta Moc. Rzut obronny na 11 neguje "
    "wszystkie efekty.",
    "the enemy saves: it is not stunned and attacks the figure leaving its side",
    roll_setter("e", [11]),
)
def _mind_trick() -> Scenario:
    return board(
        "jedi-mind-trick",
        [fig("u", "C3", powers=["Jedi Mind Trick"], force=1)],
        [fig("e", "D3")],
        act({"use": "Jedi Mind Trick", "target": "e"}, {"move": ["B3", "A3"]}),
        {"figures": {"e": {"activated": True}, "u": {"at": "A3"}}, "absent": ["attack"]},
        rolls={"e": [10]},
    )


@case(
    "drain-life",
    "zadaje [#] obrażeń żywemu przeciwnikowi w zasięgu 6 pól, jednocześnie zmniejszając swoje "
    "dotychczasowe obrażenia o podaną wartość. Przeciwnik może zanegować oba efekty rzutem "
    "obronnym na 11.",
    "the enemy saves: neither effect",
    roll_setter("e", [11]),
)
def _drain() -> Scenario:
    return board(
        "drain-life",
        [fig("u", "C3", powers=["Drain Life 20"], force=1, damage=30)],
        [fig("e", "F3")],
        act({"use": "Drain Life 20", "target": "e"}),
        {"figures": {"e": {"damage": 20}, "u": {"damage": 10}}},
        rolls={"e": [5]},
    )


@case(
    "drain-life-3",
    "Żywy wróg w zasięgu 6 pól oraz każdy żywy przeciwnik sąsiadujący z nim odnosi 20 Obrażeń […] "
    "Własne obrażenia zmniejsza się o wartość całkowitych zadanych obrażeń",
    "the neighbouring Droid becomes living: three are drained, 60 back",
    card_setter("e3", special=[]),
)
def _drain3() -> Scenario:
    return board(
        "drain-life-3",
        [fig("u", "C3", powers=["Drain Life 3"], force=3, damage=50, hp=100), fig("x", "G2")],
        [fig("e1", "F3"), fig("e2", "G3"), fig("e3", "G4", special=["Droid"])],
        act({"use": "Drain Life 3", "target": "e1"}),
        {
            "figures": {
                "e1": {"damage": 20},
                "e2": {"damage": 20},
                "e3": {"damage": 0},
                "x": {"damage": 0},
                "u": {"damage": 10},
            }
        },
        rolls={"e1": [1], "e2": [1], "e3": [1]},
    )


@case(
    "sith-hunger",
    "Jeśli cel posiada Punkty Mocy, traci 1 punkt a postać ta otrzymuje 1 Punkt Mocy.",
    "the target has no Force points: nothing to take",
    setter("e", force=0),
)
def _hunger() -> Scenario:
    return board(
        "sith-hunger",
        [fig("u", "C3", powers=["Sith Hunger 20"], force=1, damage=20)],
        [fig("e", "F3", force=3)],
        act({"use": "Sith Hunger 20", "target": "e"}),
        {"figures": {"e": {"damage": 20, "force": 2}, "u": {"damage": 0, "force": 1}}},
    )


@case(
    "unleash-the-force",
    "Mocy tej można użyć dopiero gdy zostanie pokonany sojusznik z wartością Mocy. […] zadaje [#] "
    "punktów Obrażeń wszystkim innym postaciom w zasięgu 6 pól […] Każda z tych postaci może "
    "zmniejszyć obrażenia o połowę rzutem obronnym na 11.",
    "the Force-using ally survives the storm: the power is refused",
    setter("j", damage=0),
)
def _unleash() -> Scenario:
    return board(
        "unleash-the-force",
        [
            fig("s", "A2", powers=["Force Storm 10"], force=2),
            fig("j", "A3", force=1, damage=45, hp=50),
            fig("u", "E2", powers=["Unleash the Force 30"], force=4),
        ],
        [fig("e", "H2", hp=100)],
        [*act({"use": "Force Storm 10"}, who="s"), *act({"use": "Unleash the Force 30"})],
        {"figures": {"j": {"defeated": True}, "e": {"damage": 15}, "s": {"damage": 30}}},
        rolls={"e": [11], "s": [1]},
    )


@case(
    "emp-grenades",
    "Za każdym razem gdy nie żywa postać będzie pod działaniem umiejętności specjalnej Granaty tej "
    "postaci, jest ona ogłuszona. […] Wielkie i duże postacie ignorują ten efekt.",
    "a Large Droid ignores the stun",
    card_setter("e", special=["Droid", "Large"]),
)
def _emp() -> Scenario:
    return board(
        "emp-grenades",
        [fig("u", "A3", special=["Grenades 10", "EMP Grenades"])],
        [fig("e", "D3", special=["Droid"])],
        act({"use": "Grenades 10", "target": "e"}),
        {"figures": {"e": {"damage": 10, "activated": True}}},
        rolls={"e": [5, 5]},
    )
