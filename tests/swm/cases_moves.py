"""Glossary cases: moving and attacking in a turn, and abilities that make more attacks
(judge/engine/swm/engine.py, combat.py, specials.py)."""

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

WIDE = ("." * 26,) * 4


def _row(end: int) -> list[str]:
    """Squares B1, C1, … up to column `end` (1-based) of row 1."""
    return [f"{chr(ord('A') + i)}1" for i in range(1, end)]


@case(
    "mobile-attack",
    "Postać ta może poruszyć się zarówno przed jak i po wykonaniu ataku (lub umiejętności "
    "zastępującej ataki). Łączny ruch nie może przekroczyć prędkości postaci.",
    "without Mobile Attack it may not move again after attacking",
    card_setter("u", special=[]),
)
def _mobile() -> Scenario:
    return board(
        "mobile-attack",
        [fig("u", "A3", special=["Mobile Attack"])],
        [fig("e", "H3")],
        act({"move": ["B3", "C3"]}, {"attack": "e", "roll": 15}, {"move": ["C4", "C5"]}),
        {"figures": {"u": {"at": "C5"}}, "refusals": 0},
    )


@case(
    "greater-mobile-attack",
    "postać może wykonać kilka ataków (jeżeli istnieją) nawet jeśli porusza się w swojej turze.",
    "plain Mobile Attack: the extra attack after moving is refused",
    ability_swap("u", "Greater Mobile Attack", "Mobile Attack"),
)
def _greater_mobile() -> Scenario:
    return board(
        "greater-mobile-attack",
        [fig("u", "A3", special=["Greater Mobile Attack", "Double Attack"])],
        [fig("e", "H3", hp=100)],
        act({"move": ["B3", "C3"]}, {"attack": "e", "roll": 15}, {"attack": "e", "roll": 15}),
        {"figures": {"e": {"damage": 20}}, "refusals": 0},
    )


@case(
    "accelerate",
    "Postać może poruszy się do 24 pól, jeśli nie atakuje.",
    "without Accelerate 19 squares are more than twice its speed",
    card_setter("u", special=[]),
)
def _accelerate() -> Scenario:
    return board(
        "accelerate",
        [fig("u", "A1", special=["Accelerate"])],
        [fig("e", "Z4")],
        act({"move": _row(20)}),
        {"figures": {"u": {"at": "T1"}}, "refusals": 0},
        rows=WIDE,
    )


@case(
    "wheel-form",
    "Postać ta może poruszyć się do 18 pól, jeśli nie wykonuje ataku.",
    "without Wheel Form 16 squares are more than twice its speed",
    card_setter("u", special=[]),
)
def _wheel_form() -> Scenario:
    return board(
        "wheel-form",
        [fig("u", "A1", special=["Wheel Form"])],
        [fig("e", "Z4")],
        act({"move": _row(17)}),
        {"figures": {"u": {"at": "Q1"}}, "refusals": 0},
        rows=WIDE,
    )


@case(
    "wheeled",
    "Zamiast wykonywać normalną turę postać ta może poruszyć się do 18 pól a następnie wykonać "
    "atak w tej samej turze.",
    "without declaring Wheeled, 16 squares are too far",
    lambda s: s["actions"].pop(1),
)
def _wheeled() -> Scenario:
    return board(
        "wheeled",
        [fig("u", "A1", special=["Wheeled"])],
        [fig("e", "T1")],
        act({"use": "Wheeled"}, {"move": _row(17)}, {"attack": "e", "roll": 15}),
        {"figures": {"u": {"at": "Q1"}, "e": {"damage": 10}}, "refusals": 0},
        rows=WIDE,
    )


@case(
    "charging-fire",
    "Zamiast normalnej tury, postać może poruszyć się do dwukrotności swojej prędkości i wykonać "
    "atak w tej samej turze.",
    "a normal turn: after 10 squares it may not attack",
    lambda s: s["actions"].pop(1),
)
def _charging_fire() -> Scenario:
    return board(
        "charging-fire",
        [fig("u", "A1", special=["Charging Fire"])],
        [fig("e", "T1")],
        act({"use": "Charging Fire"}, {"move": _row(11)}, {"attack": "e", "roll": 15}),
        {"figures": {"u": {"at": "K1"}, "e": {"damage": 10}}},
        rows=WIDE,
    )


@case(
    "charging-assault",
    "po zakończeniu ruchu wykonać atak w tej samej turze przeciwko sąsiadującemu wrogowi. […] "
    "Podczas tego ataku postać otrzymuje bonus +[#] do Obrażeń.",
    "the enemy is not next to the end of the charge: no attack",
    setter("e", at="M1"),
)
def _charging_assault() -> Scenario:
    return board(
        "charging-assault",
        [fig("u", "A1", special=["Charging Assault +10"])],
        [fig("e", "L1")],
        act({"use": "Charging Assault +10"}, {"move": _row(11)}, {"attack": "e", "roll": 15}),
        {"figures": {"e": {"damage": 20}}},
        rows=WIDE,
    )


@case(
    "furious-assault",
    "poruszyć się na podwójnej prędkości a następnie zaatakować raz każdy legalny cel. Legalne "
    "cele wyznacza się przed wykonaniem pierwszego rzutu ataku.",
    "the second enemy was not adjacent before the first roll: not a legal target then",
    setter("e2", at="M3"),
)
def _furious() -> Scenario:
    return board(
        "furious-assault",
        [fig("u", "A2", special=["Furious Assault"])],
        [fig("e1", "L1", hp=10), fig("e2", "L3")],
        act(
            {"use": "Furious Assault"},
            {"move": [f"{c}2" for c in "BCDEFGHIJK"]},
            {"attack": "e1", "roll": 15},
            {"attack": "e2", "roll": 15},
        ),
        {"figures": {"e1": {"defeated": True}, "e2": {"damage": 10}}, "refusals": 0},
        rows=WIDE,
    )


@case(
    "rigid",
    "Postacie te nie mogą przeciskać się przez wąskie przejścia.",
    "without Rigid the Large figure squeezes through",
    card_setter("u", special=["Large"]),
)
def _rigid() -> Scenario:
    return board(
        "rigid",
        [fig("u", "B4", special=["Large", "Rigid"])],
        [fig("e", "F5")],
        act({"move": ["B3", "B2", "B1"]}),
        {"figures": {"u": {"at": "B4"}}, "refusals": 1},
        rows=["......", "......", "##.###", "......", "......"],
    )


@case(
    "emplacement",
    "Postać ta nie może się poruszać lub zostać poruszone przez inną umiejętność (taką jak "
    "Pchnięcie Mocą – Force Push)",
    "without Emplacement it moves",
    card_setter("u", special=[]),
)
def _emplacement() -> Scenario:
    return board(
        "emplacement",
        [fig("u", "A3", special=["Emplacement"])],
        [fig("e", "H3")],
        act({"move": "B3"}),
        {"figures": {"u": {"at": "A3"}}, "refusals": 1},
    )


@case(
    "mercenary",
    "Postać ta może poruszać się tylko, jeśli z miejsca, z którego zaczyna ruch nie ma żadnego "
    "legalnego celu do ataku.",
    "a wall hides the enemy: no legal target, so it may move",
    lambda s: s["map"].update(rows=["...#" + "." * 10] * 6),
)
def _mercenary() -> Scenario:
    return board(
        "mercenary",
        [fig("u", "A3", special=["Mercenary"])],
        [fig("e", "H3")],
        act({"move": "A4"}),
        {"figures": {"u": {"at": "A3"}}, "refusals": 1},
    )


@case(
    "mines",
    "Jeśli wróg wejdzie na pole sąsiadujące z tą postacią, wróg ten odnosi [#] punktów "
    "Obrażeń. Obrażeń można uniknąć rzutem obronnym na 11.",
    "the save succeeds",
    roll_setter("u", [11]),
)
def _mines() -> Scenario:
    return board(
        "mines",
        [fig("u", "A3")],
        [fig("e", "D3", special=["Mines 10"])],
        act({"move": ["B3", "C2"]}),
        {"figures": {"u": {"damage": 10}}},
        rolls={"u": [5]},
    )


@case(
    "force-leap",
    "Do końca tej tury, postać używająca tej Mocy może poruszać się przez wrogie postacie. W "
    "dodatku postać ta nie powoduje ataku odruchowego.",
    "no Force point: the leap is refused and the move through the enemy too",
    setter("u", force=0),
)
def _leap() -> Scenario:
    return board(
        "force-leap",
        [fig("u", "B3", powers=["Force Leap"], force=1)],
        [fig("e", "C3")],
        act({"use": "Force Leap"}, {"move": ["C3", "D3"]}),
        {"figures": {"u": {"at": "D3"}}, "absent": ["attack"]},
    )


@case(
    "ambush",
    "W swojej turze postać może poruszyć się i wykonać wszystkie swoje ataki przeciwko jednemu "
    "wrogowi, który nie był jeszcze aktywowany w tej rundzie.",
    "the enemy was activated this round: no second attack after moving",
    setter("e", activated=True),
)
def _ambush() -> Scenario:
    return board(
        "ambush",
        [fig("u", "A3", special=["Ambush", "Double Attack"])],
        [fig("e", "F3", hp=100)],
        act({"move": ["B3", "C3"]}, {"attack": "e", "roll": 15}, {"attack": "e", "roll": 15}),
        {"figures": {"e": {"damage": 20}}, "refusals": 0},
    )


@case(
    "twin-attack",
    "Postać ta wykonuje pojedynczy dodatkowy atak za każdym razem jak atakuje. Dodatkowy atak "
    "musi zostać wykonany przeciwko temu samemu celowi jak atak podstawowy, jeśli pierwotny cel "
    "zostanie pokonany w pierwszym ataku, postać nie może zaatakować ponownie.",
    "the first attack defeats the target: no twin attack",
    card_setter("e", hit_points=10),
)
def _twin() -> Scenario:
    return board(
        "twin-attack",
        [fig("u", "A3", special=["Twin Attack"])],
        [fig("e", "E3"), fig("e2", "N6")],
        act({"attack": "e", "roll": 15}),
        {"attacks": [{"target": "e", "kind": "turn"}, {"target": "e", "kind": "immediate"}]},
        rolls={"u": [15]},
    )


@case(
    "double-claw-attack",
    "oba ataki można wykonać tylko przeciw sąsiadującym wrogom. Postać posiadająca Podwójny "
    "Atak Szponami może wykonać dwa ataki przeciwko sąsiadującym wrogom lub jeden przeciw "
    "odległemu wrogowi.",
    "plain Double Attack: a second attack on the distant enemy is allowed",
    ability_swap("u", "Double Claw Attack", "Double Attack"),
)
def _claw() -> Scenario:
    return board(
        "double-claw-attack",
        [fig("u", "A3", special=["Double Claw Attack"])],
        [fig("e", "E3", hp=100)],
        act({"attack": "e", "roll": 15}, {"attack": "e", "roll": 15}),
        {"figures": {"e": {"damage": 10}}, "refusals": 1},
    )


@case(
    "cleave",
    "Raz na turę, jeśli postać pokonała sąsiadującego wroga w efekcie ataku, może wykonać "
    "natychmiastowy atak przeciwko kolejnemu sąsiadującemu wrogowi.",
    "the first enemy survives: no extra attack",
    card_setter("e1", hit_points=50),
)
def _cleave() -> Scenario:
    return board(
        "cleave",
        [fig("u", "C3", special=["Cleave"])],
        [fig("e1", "D3", hp=10), fig("e2", "C4")],
        act({"attack": "e1", "roll": 15}),
        {"attacks": [{"target": "e1"}, {"target": "e2", "kind": "immediate"}]},
        rolls={"u": [15]},
    )


@case(
    "flurry-attack",
    "Gdy postać zada trafienie krytyczne […], może wykonać jeden natychmiastowy dodatkowy atak",
    "a natural 19 is no critical hit",
    lambda s: s["actions"][1].update(roll=19),
)
def _flurry() -> Scenario:
    return board(
        "flurry-attack",
        [fig("u", "A3", special=["Flurry Attack"])],
        [fig("e", "E3", hp=100)],
        act({"attack": "e", "roll": 20}),
        {"attacks": [{"critical": True}, {"target": "e", "kind": "immediate"}]},
        rolls={"u": [5]},
    )


@case(
    "rend",
    "Jeśli dwa ataki postaci trafią tego samego sąsiadującego wroga, drugie trafienie otrzymuje "
    "bonus +[#] do Obrażeń.",
    "the second attack hits the other enemy: no bonus",
    lambda s: s["actions"][2].update(attack="e2"),
)
def _rend() -> Scenario:
    return board(
        "rend",
        [fig("u", "C3", special=["Double Attack", "Rend +20"])],
        [fig("e", "D3", hp=100), fig("e2", "D4", hp=100)],
        act({"attack": "e", "roll": 15}, {"attack": "e", "roll": 15}),
        {"attacks": [{"damage": 10}, {"damage": 30}]},
    )


@case(
    "lightsaber-sweep",
    "Zamiast wykonywać normalny atak lub ataki postać używając tą Moc może wykonać jeden atak "
    "przeciwko każdemu sąsiadującemu wrogowi. Postać może poruszać się normalnie w turze, w "
    "której używa tej Mocy.",
    "no Force point: refused",
    setter("u", force=0),
)
def _sweep() -> Scenario:
    return board(
        "lightsaber-sweep",
        [fig("u", "C3", special=["Melee Attack"], powers=["Lightsaber Sweep"], force=1)],
        [fig("e1", "D3", hp=10), fig("e2", "C4", hp=10), fig("e3", "N6")],
        act({"use": "Lightsaber Sweep"}, {"move": "B3"}),
        {
            "figures": {"e1": {"defeated": True}, "e2": {"defeated": True}, "u": {"at": "B3"}},
            "refusals": 0,
        },
        rolls={"u": [15, 15]},
    )


@case(
    "lightsaber-assault",
    "wykonuje dwa ataki przeciwko sąsiadującemu wrogowi (celami mogą być różni wrogowie).",
    "the enemy is not adjacent: refused",
    setter("e", at="E3"),
)
def _assault() -> Scenario:
    return board(
        "lightsaber-assault",
        [fig("u", "C3", special=["Melee Attack"], powers=["Lightsaber Assault"], force=1)],
        [fig("e", "D3", hp=100)],
        act({"use": "Lightsaber Assault", "target": "e"}),
        {"figures": {"e": {"damage": 20}}},
        rolls={"u": [15, 15]},
    )


@case(
    "whirlwind-attack",
    "Zamiast normalnej tury postać używająca tą Moc może wykonać dwa ataki przeciwko każdemu "
    "sąsiadującemu wrogowi.",
    "it moved first: a power that replaces the turn is refused",
    lambda s: s["actions"].insert(1, {"player": "a", "move": "C2"}),
)
def _whirlwind() -> Scenario:
    return board(
        "whirlwind-attack",
        [fig("u", "C3", special=["Melee Attack"], powers=["Whirlwind Attack"], force=1)],
        [fig("e1", "D3", hp=100), fig("e2", "D2", hp=100)],
        act({"use": "Whirlwind Attack"}),
        {"figures": {"e1": {"damage": 20}, "e2": {"damage": 20}}},
        rolls={"u": [15, 15, 15, 15]},
    )


@case(
    "lightsaber-throw",
    "może wykonać jeden atak przeciwko wrogowi w zasięgu 6 pól, ignorując ograniczenia z Walki "
    "Wręcz. (Redukcja Obrażeń: „Ataki wykonane … przez Moc Rzut Mieczem Świetlnym, ignorują tą "
    "umiejętność specjalną.”)",
    "7 squares away: refused",
    setter("e", at="H3"),
)
def _throw() -> Scenario:
    return board(
        "lightsaber-throw",
        [fig("u", "A3", special=["Melee Attack"], powers=["Lightsaber Throw"], force=1, dmg=20)],
        [fig("e", "E3", special=["Damage Reduction 10"])],
        act({"use": "Lightsaber Throw", "target": "e"}),
        {"figures": {"e": {"damage": 20}}},
        rolls={"u": [15]},
    )


@case(
    "lightsaber-throw-2",
    "Zamiast wykonywać normalny atak lub ataki postać używając tą Moc może wykonać dwa ataki "
    "przeciwko temu samemu wrogowi w zasięgu 6 pól",
    "1 Force point is not enough",
    setter("u", force=1),
)
def _throw2() -> Scenario:
    return board(
        "lightsaber-throw-2",
        [fig("u", "A3", special=["Melee Attack"], powers=["Lightsaber Throw 2"], force=2)],
        [fig("e", "E3", hp=100)],
        act({"use": "Lightsaber Throw 2", "target": "e"}),
        {"figures": {"e": {"damage": 20}}, "contested": 1},
        rolls={"u": [15, 15]},
    )


@case(
    "blaster-barrage",
    "postać używając tej mocy może zaatakować raz każdy legalny cel.",
    "the second enemy hides behind the first and is not the nearest: not a legal target",
    setter("e2", at="E3"),
)
def _barrage() -> Scenario:
    return board(
        "blaster-barrage",
        [fig("u", "A3", powers=["Blaster Barrage"], force=1)],
        [fig("e1", "C3", hp=100), fig("e2", "C5", hp=100)],
        act({"use": "Blaster Barrage"}),
        {"figures": {"e1": {"damage": 10}, "e2": {"damage": 10}}},
        rolls={"u": [15, 15]},
    )
