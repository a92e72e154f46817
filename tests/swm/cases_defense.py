"""Glossary cases: answers to a hit and to damage (Bodyguard, Lightsaber Reflect, Absorb Energy,
Molecular Shielding, Energy Shields), Splash, Regeneration and Fragile."""

from __future__ import annotations

from typing import Any

from .glossary_cases import (
    Scenario,
    act,
    board,
    card,
    card_setter,
    case,
    fig,
    roll_setter,
    setter,
)


@case(
    "bodyguard",
    "Jeśli sąsiadujący sojusznik otrzyma obrażenia z ataku, postać z umiejętnością Ochroniarz "
    "może otrzymać te obrażenia w zamian, nawet gdy nie jest legalnym celem dla atakującego.",
    "the bodyguard is not next to the target: the target takes the damage",
    setter("g", at="H3"),
)
def _bodyguard() -> Scenario:
    return board(
        "bodyguard",
        [fig("u", "C3")],
        [fig("t", "D3"), fig("g", "E3", special=["Bodyguard"])],
        act({"attack": "t", "roll": 15}),
        {"figures": {"t": {"damage": 0}, "g": {"damage": 10}}},
        decisions={"t.bodyguard": "g"},
    )


@case(
    "splash",
    "Jeśli atak chybi cel oraz wszystkie sąsiadujące postacie odnoszą tylko [#] obrażeń z "
    "Rozprysku. W każdym przypadku postać może uniknąć obrażeń z Rozprysku rzutem obronnym na "
    "11.",
    "the neighbour's save succeeds: it takes nothing",
    roll_setter("e2", [11]),
)
def _splash() -> Scenario:
    return board(
        "splash",
        [fig("u", "A3", special=["Splash 10"])],
        [fig("e1", "F3"), fig("e2", "G3")],
        act({"attack": "e1", "roll": 2}),
        {
            "attacks": [{"target": "e1", "hit": False}],
            "figures": {"e1": {"damage": 10}, "e2": {"damage": 10}},
        },
        rolls={"e1": [5], "e2": [5]},
    )


@case(
    "regeneration",
    "Jeśli postać ta nie porusza się w swojej turze, zmniejsza o [#] punktów swoje obrażenia na "
    "koniec tury.",
    "it moves one square: no regeneration",
    lambda s: s["actions"].insert(1, {"player": "a", "move": "A2"}),
)
def _regeneration() -> Scenario:
    return board(
        "regeneration",
        [fig("u", "A3", special=["Regeneration 10"], damage=30)],
        [fig("e", "N6")],
        act({"end": True}),
        {"figures": {"u": {"damage": 20}}},
    )


@case(
    "fragile",
    "Postać ta nie może dalej atakować, jeśli jej Punkty Obrażeń są mniejsze od podanej liczby.",
    "with 30 Hit Points left (not fewer than 30) it attacks",
    setter("u", damage=20),
)
def _fragile() -> Scenario:
    return board(
        "fragile",
        [fig("u", "C3", special=["Fragile 30"], damage=25)],
        [fig("e", "D3")],
        act({"attack": "e", "roll": 15}),
        {"refusals": 1, "figures": {"e": {"damage": 0}}},
    )


@case(
    "lightsaber-reflect",
    "Kiedy postać używająca tej Mocy zostanie trafiona przez atak z dystansu (nie w walce "
    "wręcz), może uniknąć obrażeń rzutem obronnym na 11. Jeśli postać w ten sposób uniknie "
    "obrażeń, atakujący otrzymuje 10 punktów obrażeń, może ich uniknąć rzutem obronnym na 11.",
    "the attacker's save succeeds: it takes nothing back",
    roll_setter("u", [15, 11]),
)
def _reflect() -> Scenario:
    return board(
        "lightsaber-reflect",
        [fig("u", "A3", dmg=20)],
        [fig("t", "F3", powers=["Lightsaber Reflect"], force=2)],
        act({"attack": "t"}),
        {"figures": {"t": {"damage": 0, "force": 0}, "u": {"damage": 10}}},
        rolls={"u": [15, 5], "t": [11]},
        decisions={"t.reflect": True},
    )


@case(
    "absorb-energy",
    "Jeśli postać uniknie w ten sposób obrażeń, jednocześnie zmniejsza swoje dotychczasowe "
    "obrażenia o wartość obrażeń, jaką uniknęła.",
    "its save fails: it takes the 10 and removes nothing",
    roll_setter("t", [5]),
)
def _absorb() -> Scenario:
    return board(
        "absorb-energy",
        [fig("u", "A3")],
        [fig("t", "F3", powers=["Absorb Energy"], force=2, damage=20)],
        act({"attack": "t", "roll": 15}),
        {"figures": {"t": {"damage": 10, "force": 0}}},
        rolls={"t": [11]},
        decisions={"t.absorb": True},
    )


@case(
    "molecular-shielding",
    "Kiedy postać ta zostanie trafiona przez nie sąsiadującego wroga, atakujący wykonuje rzut "
    "obronny na 11. Jeśli rzut ten się nie powiedzie, postać ta nie odnosi obrażeń a atakujący "
    "odnosi obrażenia równe unikniętym obrażeniom.",
    "an adjacent attacker: no save, the target takes the damage",
    setter("u", at="E3"),
)
def _molecular() -> Scenario:
    return board(
        "molecular-shielding",
        [fig("u", "A3")],
        [fig("t", "F3", special=["Molecular Shielding"])],
        act({"attack": "t"}),
        {"figures": {"t": {"damage": 0}, "u": {"damage": 10}}},
        rolls={"u": [15, 5]},
    )


@case(
    "energy-shields",
    "Gdy postać ta lub postać sąsiadująca zostanie trafiona z ataku wroga nie będącego "
    "sąsiadującym do żadnej z nich, atakujący wykonuje rzut obronny na 11. Jeśli rzut nie "
    "powiedzie się atakowane postacie nie odnoszą obrażeń a atakujący odnosi obrażenia równe "
    "zablokowanym obrażeniom.",
    "the shield generator is not next to the target: it takes the damage",
    setter("s", at="F6"),
)
def _energy() -> Scenario:
    return board(
        "energy-shields",
        [fig("u", "A3")],
        [fig("t", "F3"), fig("s", "G3", special=["Energy Shields"])],
        act({"attack": "t"}),
        {"figures": {"t": {"damage": 0}, "u": {"damage": 10}}},
        rolls={"u": [15, 5]},
    )


@case(
    "sever-force",
    "Zamiast normalnej tury, postać używając tą Moc może wycelować w sąsiadującego wroga. Wróg "
    "ten nie może wydawać Punktów Mocy do końca pojedynku.",
    "the enemy is not adjacent: the power is refused and the enemy keeps its Force",
    setter("e", at="H3"),
)
def _sever_force() -> Scenario:
    return board(
        "sever-force",
        [fig("u", "C3", powers=["Sever Force"], force=3)],
        [fig("e", "D3", force=2)],
        [
            *act({"use": "Sever Force", "target": "e"}),
            {"player": "b", "activate": "e"},
            {"player": "b", "force": "move"},
        ],
        {"refusals": 1, "figures": {"u": {"force": 0}, "e": {"force": 2}}},
    )


@case(
    "overwhelming-force",
    "Redukcja Obrażeń (Damage Reduction) nie działa",
    "without the power the Damage Reduction 10 stays",
    lambda s: s["actions"].pop(1),
)
def _overwhelming_force() -> Scenario:
    return board(
        "overwhelming-force",
        [fig("u", "C3", powers=["Overwhelming Force"], force=1, dmg=20)],
        [fig("t", "D3", special=["Damage Reduction 10"])],
        act({"use": "Overwhelming Force"}, {"attack": "t", "roll": 15}),
        {"figures": {"t": {"damage": 20}}},
    )


@case(
    "draw-fire",
    "Jeśli wróg bierze za cel sojusznika z zasięgu 6 pól od postaci, możesz zmusić wroga do "
    "zaatakowania w zamian tej postaci (pod warunkiem, że wróg może wybrać tą postać jako cel). "
    "Atakujący może uniknąć tego efektu pod warunkiem sukcesu w rzucie obronnym na 11.",
    "the attacker's save succeeds: it attacks the target it chose",
    roll_setter("u", [11, 15]),
)
def _draw_fire() -> Scenario:
    return board(
        "draw-fire",
        [fig("u", "A3")],
        [fig("t", "F3"), fig("d", "F5", special=["Draw Fire"])],
        act({"attack": "t"}),
        {"figures": {"t": {"damage": 0}, "d": {"damage": 10}}},
        rolls={"u": [5, 15]},
        decisions={"t.draw-fire": "d"},
    )


@case(
    "karmic-mettle",
    "Jeśli postać ta wyda 1 Punkt Mocy aby przerzucić rzut ataku lub obronny, dodaje bonus +4 "
    "do wyniku. Jeśli wynik rzutu ataku lub obronnego jest nadal porażką, postać ta odnosi 10 "
    "punktów Obrażeń.",
    "plain Mettle: the same +4, but no damage when the reroll still fails",
    card_setter("u", special=["Mettle"]),
)
def _karmic_mettle() -> Scenario:
    return board(
        "karmic-mettle",
        [fig("u", "C3", special=["Karmic Mettle"], force=1)],
        [fig("e", "D3", defense=20)],
        act({"attack": "e"}),
        {"attacks": [{"hit": False, "total": 14}], "figures": {"u": {"damage": 10, "force": 0}}},
        rolls={"u": [5, 10]},
        decisions={"u.reroll": True},
    )


@case(
    "force-sense",
    "Wszystkie wrogie postacie tracą umiejętność specjalną Skradanie się (Stealth) do końca rundy.",
    "without Force Sense the stealthy enemy in cover 8 squares away is not the nearest: refused",
    lambda s: s["actions"].pop(1),
)
def _force_sense() -> Scenario:
    return board(
        "force-sense",
        [fig("u", "A3", powers=["Force Sense"], force=1)],
        [fig("st", "I3", special=["Stealth"]), fig("n", "P6")],
        act({"use": "Force Sense"}, {"attack": "st", "roll": 15}),
        {"refusals": 0, "attacks": [{"target": "st", "cover": True}]},
        rows=("." * 16, "." * 16, "." * 7 + "o" + "." * 8, "." * 16, "." * 16, "." * 16),
    )


@case(
    "master-tactician",
    "Rzuć na inicjatywę jak normalnie, ale zawsze ty decydujesz, kto zaczyna chyba, że wyrzucisz "
    "1.",
    "without a Master Tactician the winner of the roll (b) starts: a's activation is refused",
    card_setter("m", special=[]),
)
def _master_tactician() -> Scenario:
    scenario = board(
        "master-tactician",
        [fig("m", "A1", special=["Master Tactician"])],
        [fig("e", "N6")],
        [{"player": "a", "activate": "m"}],
        {"refusals": 0, "game": {"first": "a", "round": 1}},
        rolls={"a": [5], "b": [15]},
    )
    scenario.pop("round")
    return scenario


@case(
    "recon",
    "Jeśli dowolna postać z tej samej drużyny z tą umiejętnością specjalną (wliczając tą postać) "
    "posiada linię wzroku do jakiegokolwiek wroga, możesz wykonać dwa rzuty na inicjatywę i "
    "wybrać najwyższy wynik.",
    "a wall between the scout and the enemy: one roll (5), b wins",
    lambda s: s["map"].update(walls=[{"from": [7, 0], "to": [7, 6]}]),
)
def _recon() -> Scenario:
    scenario = board(
        "recon",
        [fig("r", "A1", special=["Recon"])],
        [fig("e", "N6")],
        [{"player": "a", "activate": "r"}],
        {"refusals": 0, "game": {"first": "a", "round": 1}},
        rolls={"a": [5, 18], "b": [15]},
    )
    scenario.pop("round")
    return scenario


def _unique_falls(
    entry: str, mine: list[dict], theirs: list[dict], after: list[dict], expect: dict, **kw: Any
) -> Scenario:
    """b's e1 defeats a's Unique k (10 Hit Points) with a stated 15; then `after`."""
    scenario = board(
        entry,
        [fig("k", "C3", hp=10, name="Bohater", special=["Unique"]), *mine],
        [fig("e1", "D3", attack=5, defense=14), *theirs],
        [{"player": "b", "activate": "e1"}, {"player": "b", "attack": "k", "roll": 15}, *after],
        expect,
        **kw,
    )
    scenario["round"] = {"first": "b", "phase": "b"}
    return scenario


def _not_unique(scenario: Scenario) -> None:
    card(scenario, "k")["special"] = []


@case(
    "impulsive-momentum",
    "Jeśli Unikalna sojusznicza postać zostanie pokonana, do końca potyczki postać ta otrzymuje "
    "umiejętność specjalną Impet (Momentum)",
    "the fallen ally is not Unique: no Momentum, 12 misses",
    _not_unique,
)
def _impulsive_momentum() -> Scenario:
    return _unique_falls(
        "impulsive-momentum",
        [fig("m", "E5", special=["Impulsive Momentum"])],
        [],
        act({"move": "E4"}, {"attack": "e1", "roll": 12}, who="m"),
        {"attacks": [{"target": "k"}, {"attacker": "m", "hit": True, "total": 16, "damage": 20}]},
    )


@case(
    "impulsive-shot",
    "Raz na turę, postać może wykonać natychmiastowy atak, jeśli zostanie pokonana Unikalna "
    "sojusznicza postać.",
    "the fallen ally is not Unique: no immediate attack",
    _not_unique,
)
def _impulsive_shot() -> Scenario:
    return _unique_falls(
        "impulsive-shot",
        [fig("s", "A1", special=["Impulsive Shot"])],
        [],
        [],
        {
            "attacks": [{"target": "k"}, {"attacker": "s", "target": "e1", "kind": "immediate"}],
            "figures": {"e1": {"damage": 10}},
        },
        rolls={"s": [15]},
    )


@case(
    "impulsive-sweep",
    "Raz na turę, jeśli zostanie pokonany Unikalny sojusznik, postać może natychmiast zaatakować "
    "raz każdego sąsiadującego wroga, zamiat używać zasad celowania.",
    "the fallen ally is not Unique: no sweep",
    _not_unique,
)
def _impulsive_sweep() -> Scenario:
    return _unique_falls(
        "impulsive-sweep",
        [fig("w", "E3", special=["Impulsive Sweep"])],
        [fig("e2", "F3")],
        [],
        {"figures": {"e1": {"damage": 10}, "e2": {"damage": 10}}},
        rolls={"w": [15, 15]},
    )


@case(
    "anticipation",
    "Po określeniu inicjatywy, postać używająca tej Mocy może powtórzy na inicjatywę. Drugi "
    "wynik rzutu należy zaakceptować nawet, jeśli jest gorszy.",
    "the second roll (3) is worse still and must be accepted: b starts",
    roll_setter("a", [5, 3]),
)
def _anticipation() -> Scenario:
    scenario = board(
        "anticipation",
        [fig("p", "A1", powers=["Anticipation"], force=1)],
        [fig("e", "N6")],
        [{"player": "a", "activate": "p"}],
        {"refusals": 0, "game": {"first": "a", "round": 1}, "figures": {"p": {"force": 0}}},
        rolls={"a": [5, 18], "b": [15]},
        decisions={"p.anticipation": True},
    )
    scenario.pop("round")
    return scenario


@case(
    "force-immunity",
    "Inne postacie nie mogą wydawać Punktów Mocy, by oddziaływać na tą postać, powtórzyć rzut "
    "ataku przeciw tej postaci lub odpowiedzieć na jej ataki lub zdolności.",
    "the target has no Force Immunity: the Force point rerolls the 5 into an 18",
    card_setter("t", special=[]),
)
def _force_immunity() -> Scenario:
    return board(
        "force-immunity",
        [fig("u", "C3", force=1)],
        [fig("t", "D3", defense=15, special=["Force Immunity"])],
        act({"attack": "t"}),
        {"attacks": [{"hit": False, "natural": 5}], "figures": {"u": {"force": 1}}},
        rolls={"u": [5, 18]},
        decisions={"u.reroll": True},
    )


@case(
    "ysalamiri",
    "Postacie w zasięgu 6 pól nie mogą wydawać Punktów Mocy.",
    "the Ysalamiri 7 squares away: the Force point buys 2 squares",
    setter("y", at="J3"),
)
def _ysalamiri() -> Scenario:
    return board(
        "ysalamiri",
        [fig("u", "C3", force=2)],
        [fig("y", "I3", special=["Ysalamiri"])],
        act({"force": "move"}),
        {"refusals": 1, "figures": {"u": {"force": 2}}},
    )
