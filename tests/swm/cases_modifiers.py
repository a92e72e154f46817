"""Glossary cases: the plain modifiers of an attack and of its target (abilities.py rules),
criticals, extra attacks, and the defences a hit meets (Evade, Damage Reduction)."""

from __future__ import annotations

from typing import Any

from .glossary_cases import Scenario, act, board, card_setter, case, fig, roll_setter, setter


def _insert_move(square: str) -> Any:
    def mutate(scenario: Scenario) -> None:
        scenario["actions"].insert(1, {"player": "a", "move": square})

    return mutate


def _duel(entry: str, u: dict, e: dict, roll: int, expect: dict, **kw: Any) -> Scenario:
    return board(entry, [u], [e], act({"attack": "e", "roll": roll}), expect, **kw)


@case(
    "advantageous-attack",
    "Postać otrzymuje bonus +10 do Obrażeń przeciwko wrogowi, który nie był aktywowany w danej "
    "rundzie.",
    "the enemy has been activated: no bonus",
    setter("e", activated=True),
)
def _advantageous() -> Scenario:
    return _duel(
        "advantageous-attack",
        fig("u", "C3", special=["Advantageous Attack"]),
        fig("e", "D3"),
        10,
        {"attacks": [{"damage": 20}]},
    )


@case(
    "bounty-hunter",
    "Postać Łowca Nagród otrzymuje bonus +[#] do Ataku przeciwko Unikalnym postaciom.",
    "the target is not Unique: no bonus",
    card_setter("e", special=[]),
)
def _bounty_hunter() -> Scenario:
    return _duel(
        "bounty-hunter",
        fig("u", "C3", special=["Bounty Hunter +4"]),
        fig("e", "D3", special=["Unique"]),
        10,
        {"attacks": [{"total": 14}]},
    )


@case(
    "careful-shot",
    "W tej turze, jeśli postać nie poruszała się, dostaje bonus +[#] do Ataku.",
    "it moves first: no bonus",
    _insert_move("C2"),
)
def _careful_shot() -> Scenario:
    return _duel(
        "careful-shot",
        fig("u", "C3", special=["Careful Shot +4"]),
        fig("e", "H3"),
        10,
        {"attacks": [{"total": 14}]},
    )


@case(
    "deadeye",
    "W swojej turze, jeśli postać nie poruszała się, dostaje bonus +10 do Obrażeń.",
    "it moves first: no bonus",
    _insert_move("C2"),
)
def _deadeye() -> Scenario:
    return _duel(
        "deadeye",
        fig("u", "C3", special=["Deadeye"]),
        fig("e", "H3"),
        10,
        {"attacks": [{"damage": 20}]},
    )


@case(
    "deadly-attack",
    "Postać ta zadaje trafienie krytyczne przy wyrzuceniu naturalnej 19 lub 20, zamiast tylko 20.",
    "without it a natural 19 is no critical hit and misses Defense 30",
    card_setter("u", special=[]),
)
def _deadly() -> Scenario:
    return _duel(
        "deadly-attack",
        fig("u", "C3", special=["Deadly Attack"]),
        fig("e", "D3", defense=30),
        19,
        {"attacks": [{"hit": True, "critical": True, "damage": 20}]},
    )


@case(
    "vaapad-style-fighting",
    "Postać ta zadaje trafienie krytyczne, gdy wynik rzutu ataku jest naturalną 18, 19, 20 "
    "zamiast tylko 20.",
    "Deadly Attack starts at 19: a natural 18 misses",
    card_setter("u", special=["Deadly Attack"]),
)
def _vaapad() -> Scenario:
    return _duel(
        "vaapad-style-fighting",
        fig("u", "C3", special=["Vaapad-Style Fighting"]),
        fig("e", "D3", defense=30),
        18,
        {"attacks": [{"hit": True, "critical": True, "damage": 20}]},
    )


@case(
    "vicious-attaca",
    "Postać ta zadaje potrójne obrażenia zamiast podwójnych przy trafieniu krytycznym.",
    "without it a critical hit doubles: 20",
    card_setter("u", special=[]),
)
def _vicious() -> Scenario:
    return _duel(
        "vicious-attaca",
        fig("u", "C3", special=["Vicious Attack"]),
        fig("e", "D3"),
        20,
        {"attacks": [{"damage": 30}]},
    )


@case(
    "resilient",
    "Postać ta jest odporna na trafienie krytyczne. Wyrzucenie naturalnej 20 nadal automatycznie "
    "trafia w tą postać.",
    "without it the natural 20 doubles the damage",
    card_setter("e", special=[]),
)
def _resilient() -> Scenario:
    return _duel(
        "resilient",
        fig("u", "C3"),
        fig("e", "D3", defense=40, special=["Resilient"]),
        20,
        {"attacks": [{"hit": True, "damage": 10}]},
    )


@case(
    "doctrine-of-fear",
    "Wrogie postacie otrzymują -4 do Ataku, jeśli znajdują się w zasięgu 6 pól od tej postaci.",
    "the figure with it 11 squares away: no penalty",
    setter("d", at="N6"),
)
def _doctrine() -> Scenario:
    return board(
        "doctrine-of-fear",
        [fig("u", "C3")],
        [fig("e", "D3"), fig("d", "C5", special=["Doctrine of Fear"])],
        act({"attack": "e", "roll": 10}),
        {"attacks": [{"total": 6, "hit": False}]},
    )


@case(
    "traps",
    "Wrogie postacie otrzymują -4 do Obrony gdy znajdują się w zasięgu 6 pól od tej postaci.",
    "the figure with Traps 11 squares from the target: Defense 10, the 7 misses",
    setter("p", at="N6"),
)
def _traps() -> Scenario:
    return board(
        "traps",
        [fig("u", "C3"), fig("p", "E5", special=["Traps"], activated=True)],
        [fig("e", "D3")],
        act({"attack": "e", "roll": 7}),
        {"attacks": [{"hit": True, "defense": 6}]},
    )


@case(
    "gregarious",
    "Postać ta otrzymuje bonus +4 do Ataku tak długo jak sojusznik znajduje się w zasięgu 6 pól.",
    "the ally 11 squares away: no bonus",
    setter("x", at="N6"),
)
def _gregarious() -> Scenario:
    return board(
        "gregarious",
        [fig("u", "C3", special=["Gregarious"]), fig("x", "A1", activated=True)],
        [fig("e", "D3")],
        act({"attack": "e", "roll": 10}),
        {"attacks": [{"total": 14}]},
    )


@case(
    "loner",
    "Postać otrzymuje bonus +4 do Ataku, jeśli w zasięgu 6 pól nie ma żadnych sojuszników.",
    "an ally 2 squares away: no bonus",
    setter("x", at="A1"),
)
def _loner() -> Scenario:
    return board(
        "loner",
        [fig("u", "C3", special=["Loner"]), fig("x", "N6", activated=True)],
        [fig("e", "D3")],
        act({"attack": "e", "roll": 10}),
        {"attacks": [{"total": 14}]},
    )


@case(
    "mighty-swing",
    "W swojej turze, jeśli postać ta nie poruszała się, otrzymuje bonus +[#] do Obrażeń "
    "przeciwko sąsiadującemu wrogowi.",
    "it steps to C2 (still adjacent) first: no bonus",
    _insert_move("C2"),
)
def _mighty_swing() -> Scenario:
    return _duel(
        "mighty-swing",
        fig("u", "C3", special=["Mighty Swing +10"]),
        fig("e", "D3"),
        10,
        {"attacks": [{"damage": 20}]},
    )


@case(
    "opportunist",
    "Postać ta otrzymuje bonus +4 do Ataku i +10 do Obrażeń przeciwko aktywowanemu wrogowi w tej "
    "rundzie.",
    "the enemy has not been activated: no bonus",
    setter("e", activated=False),
)
def _opportunist() -> Scenario:
    return _duel(
        "opportunist",
        fig("u", "C3", special=["Opportunist"]),
        fig("e", "D3", activated=True),
        10,
        {"attacks": [{"total": 14, "damage": 20}]},
    )


@case(
    "lightsaber",
    "Postać ta używa Miecza Świetlnego zamiast klastera atakując sąsiadującego wroga. Takie "
    "ataki dają bonus +10 do Obrażeń.",
    "the enemy is not adjacent: a blaster shot, no bonus",
    setter("e", at="H3"),
)
def _lightsaber() -> Scenario:
    return _duel(
        "lightsaber",
        fig("u", "C3", special=["Lightsaber"]),
        fig("e", "D3"),
        10,
        {"attacks": [{"damage": 20}]},
    )


@case(
    "quick-reactions",
    "Postać ta otrzymuje bonus +6 do Ataku, gdy wykonuje atak odruchowy.",
    "without it the attack of opportunity has no bonus",
    card_setter("u", special=[]),
)
def _quick_reactions() -> Scenario:
    scenario = board(
        "quick-reactions",
        [fig("u", "C3", special=["Quick Reactions"])],
        [fig("e", "D3")],
        [{"player": "b", "activate": "e"}, {"player": "b", "move": ["E3", "F3"]}],
        {"attacks": [{"attacker": "u", "kind": "opportunity", "total": 16}]},
        rolls={"u": [10]},
    )
    scenario["round"] = {"first": "b", "phase": "b"}
    return scenario


@case(
    "advantageous-cover",
    "Postać otrzymuje bonus +8 do Obrony za osłonę zamiast +4.",
    "without it cover gives +4: Defense 14, the 15 hits",
    card_setter("e", special=[]),
)
def _advantageous_cover() -> Scenario:
    return board(
        "advantageous-cover",
        [fig("u", "A3")],
        [fig("e", "F3", special=["Advantageous Cover"])],
        act({"attack": "e", "roll": 15}),
        {"attacks": [{"cover": True, "hit": False, "defense": 18}]},
        rows=("." * 14, "." * 14, "....o" + "." * 9, "." * 14, "." * 14, "." * 14),
    )


@case(
    "evade",
    "Gdy postać ta zostanie trafiona podczas ataku przez nie sąsiadującego wroga, może uniknąć "
    "obrażeń wykonując rzut obronny na 11.",
    "an adjacent attacker: no Evade, the damage stays",
    setter("u", at="E3"),
)
def _evade() -> Scenario:
    return _duel(
        "evade",
        fig("u", "A3"),
        fig("e", "F3", special=["Evade"]),
        15,
        {"attacks": [{"hit": True}], "figures": {"e": {"damage": 0}}},
        rolls={"e": [11]},
    )


@case(
    "damage-reduction",
    "Kiedy postać otrzymuje obrażenia, zadawane obrażenia zmniejszane są o podaną liczbę punktów.",
    "without it the full 20",
    card_setter("e", special=[]),
)
def _damage_reduction() -> Scenario:
    return _duel(
        "damage-reduction",
        fig("u", "C3", dmg=20),
        fig("e", "D3", special=["Damage Reduction 10"]),
        15,
        {"figures": {"e": {"damage": 10}}},
    )


@case(
    "heavy-weapon",
    "Postać ta nie może atakować i poruszać się w tej samej turze.",
    "without it the move and the attack are both allowed",
    card_setter("u", special=[]),
)
def _heavy_weapon() -> Scenario:
    return board(
        "heavy-weapon",
        [fig("u", "B3", special=["Heavy Weapon"])],
        [fig("e", "D3")],
        act({"move": "C3"}, {"attack": "e", "roll": 15}),
        {"refusals": 1, "figures": {"e": {"damage": 0}}},
    )


@case(
    "extra-attack",
    "W swojej turze postać może wykonać dodatkowy atak, ale nie może poruszyć się, jeśli to zrobi.",
    "without it the second attack is refused",
    card_setter("u", special=[]),
)
def _extra_attack() -> Scenario:
    return board(
        "extra-attack",
        [fig("u", "C3", special=["Extra Attack"])],
        [fig("e", "D3", hp=100)],
        act({"attack": "e", "roll": 15}, {"attack": "e", "roll": 15}),
        {"refusals": 0, "figures": {"e": {"damage": 20}}},
    )


@case(
    "parry",
    "Kiedy postać zostanie trafiona w walce wręcz, może uniknąć obrażeń rzutem obronnym na 11.",
    "a ranged attacker: no Parry, the damage stays",
    card_setter("u", special=[]),
)
def _parry() -> Scenario:
    return _duel(
        "parry",
        fig("u", "C3", special=["Melee Attack"]),
        fig("e", "D3", special=["Parry"]),
        15,
        {"attacks": [{"hit": True}], "figures": {"e": {"damage": 0}}},
        rolls={"e": [11]},
    )


@case(
    "lightsaber-block",
    "Kiedy postać używająca tej Mocy zostanie trafiona w walce wręcz, może uniknąć obrażeń "
    "rzutem obronnym na 11.",
    "the save fails: the damage stays (the Force point is spent all the same)",
    roll_setter("e", [10]),
)
def _lightsaber_block() -> Scenario:
    return _duel(
        "lightsaber-block",
        fig("u", "C3", special=["Melee Attack"]),
        fig("e", "D3", powers=["Lightsaber Block"], force=1),
        15,
        {"figures": {"e": {"damage": 0, "force": 0}}},
        rolls={"e": [11]},
        decisions={"e.block": True},
    )


@case(
    "lightsaber-resistance",
    "Postać otrzymuje bonus +2 do Obrony, gdy jest atakowana przez sąsiadującą postać z "
    "wartością Mocy.",
    "an attacker without a Force rating: Defense 10, the 11 hits",
    card_setter("u", force=None),
)
def _lightsaber_resistance() -> Scenario:
    return _duel(
        "lightsaber-resistance",
        fig("u", "C3", force=1),
        fig("e", "D3", special=["Lightsaber Resistance"]),
        11,
        {"attacks": [{"hit": False, "defense": 12}]},
    )


@case(
    "synergy",
    "Postać ta otrzymuje bonus +4 do Ataku, kiedy wskazany sojusznik znajduje się w zasięgu 6 pól.",
    "the named ally 11 squares away: no bonus",
    setter("x", at="N6"),
)
def _synergy() -> Scenario:
    return board(
        "synergy",
        [
            fig("u", "C3", special=["Synergy (Han Solo)"]),
            fig("x", "A1", name="Han Solo", activated=True),
        ],
        [fig("e", "D3")],
        act({"attack": "e", "roll": 10}),
        {"attacks": [{"total": 14}]},
    )


@case(
    "triple-attack",
    "Ta umiejętność działa jak Podwójny Atak (Double Attack – strona 40) z wyjątkiem, że postać "
    "może wykonać do trzech ataków w swojej turze.",
    "Double Attack: the third attack is refused",
    card_setter("u", special=["Double Attack"]),
)
def _triple_attack() -> Scenario:
    return board(
        "triple-attack",
        [fig("u", "C3", special=["Triple Attack"])],
        [fig("e", "D3", hp=100)],
        act(*({"attack": "e", "roll": 15} for _ in range(3))),
        {"refusals": 0, "figures": {"e": {"damage": 30}}},
    )


@case(
    "accurate-shot",
    "Postać ta może zaatakować wroga niezależnie czy posiada on osłonę. Wróg nadal posiada bonus "
    "+4 do Obrony za osłonę.",
    "without it the enemy in cover that is not the nearest may not be attacked",
    card_setter("u", special=[]),
)
def _accurate_shot() -> Scenario:
    return board(
        "accurate-shot",
        [fig("u", "A3", special=["Accurate Shot"])],
        [fig("near", "A6"), fig("e", "F3")],
        act({"attack": "e", "roll": 15}),
        {"refusals": 0, "attacks": [{"target": "e", "cover": True, "defense": 14}]},
        rows=("." * 14, "." * 14, "....o" + "." * 9, "." * 14, "." * 14, "." * 14),
    )


@case(
    "sniper",
    "Wykonując atak postać ta ignoruje postacie inne niż wrogi cel podczas wyznaczania osłony.",
    "without it the figure in between gives cover: Defense 14, the 12 misses",
    card_setter("u", special=[]),
)
def _sniper() -> Scenario:
    return board(
        "sniper",
        [fig("u", "A3", special=["Sniper"]), fig("x", "C3", activated=True)],
        [fig("e", "F3")],
        act({"attack": "e", "roll": 12}),
        {"attacks": [{"cover": False, "hit": True}]},
    )


@case(
    "speed-special-ability",
    "Postać ta może poruszyć się [#] pól i zaatakować podczas swojej tury",
    "speed 6 (no Speed 8): after 8 squares it may no longer attack",
    card_setter("u", special=[]),
)
def _speed() -> Scenario:
    return board(
        "speed-special-ability",
        [fig("u", "A1", special=["Speed 8"])],
        [fig("e", "N6")],
        act(
            {"move": ["B1", "C1", "D1", "E1", "F1", "G1", "H1", "I1"]},
            {"attack": "e", "roll": 15},
        ),
        {"refusals": 0, "figures": {"u": {"at": "I1"}, "e": {"damage": 10}}},
    )


def _speed_power(entry: str, power: str, squares: int) -> None:
    path = [f"{chr(ord('B') + i)}1" for i in range(6 + squares)]

    def build() -> Scenario:
        return board(
            entry,
            [fig("u", "A1", powers=[power], force=1)],
            [fig("e", "N6")],
            act({"force": power}, {"move": path}, {"attack": "e", "roll": 15}),
            {"refusals": 0, "figures": {"u": {"at": path[-1], "force": 0}, "e": {"damage": 10}}},
        )

    case(
        entry,
        f"W swojej turze postać używająca tej Mocy może poruszyć się o dodatkowe {squares} pola"
        if squares == 4
        else "W swojej turze postać używając tej Mocy może poruszyć się o 6 dodatkowych pól.",
        f"without the power: {6 + squares} squares leave no attack",
        lambda s: s["actions"].pop(1),
    )(build)


_speed_power("knight-speed", "Knight Speed", 4)
_speed_power("master-speed", "Master Speed", 6)


@case(
    "quadruple-attack",
    "postać może wykonać do czterech ataków w swojej turze",
    "Triple Attack: the fourth attack is refused",
    card_setter("u", special=["Triple Attack"]),
)
def _quadruple_attack() -> Scenario:
    return board(
        "quadruple-attack",
        [fig("u", "C3", special=["Quadruple Attack"])],
        [fig("e", "D3", hp=100)],
        act(*({"attack": "e", "roll": 15} for _ in range(4))),
        {"refusals": 0, "figures": {"e": {"damage": 40}}},
    )
