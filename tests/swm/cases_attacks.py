"""Glossary cases: who counts as whom, attack modifiers, what a hit does, damage taken and
defeat (judge/engine/swm/abilities.py, combat.py)."""

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

# --- who counts as whom ----------------------------------------------------------------------
# glossary `named/name contains`: „Te efekty także stosuje się do postaci posiadających
# umiejętność specjalną o danej nazwie.” A commander effect for figures whose name contains the
# word reaches a figure with the special ability of that name.
IDENTITIES = [
    (
        "commando",
        "Commando",
        "Commando",
        "Komandosem jest postać ze słowem „Commando” w nazwie "
        "lub posiadającą umiejętnością specjalną Komandos (Commando).",
    ),
    (
        "gungan",
        "Gungan",
        "Gungan",
        "Gunganinem jest postać ze słowem „Gungan” w nazwie lub z "
        "umiejętnością specjalną Gunganin.",
    ),
    (
        "ewok",
        "Ewok",
        "Ewok",
        "Ewokiem jest postać ze słowem Ewok w nazwie lub posiadająca umiejętność specjalną Ewok.",
    ),
    (
        "pilot",
        "Pilot",
        "Pilot",
        "Postać ze słowem „Pilot” w swojej nazwie lub z umiejętnością specjalną Pilot.",
    ),
    (
        "wookiee",
        "Wookiee",
        "Wookiee",
        "Wookiee jest każda postać ze słowem „Wookiee” w nazwie "
        "lub z umiejętnością specjalną Wookiee.",
    ),
    (
        "ugnaught",
        "Ugnaught",
        "Ugnaught",
        "Ugnaught jest postacią ze słowem „ Ugnaught” w nazwie "
        "lub umiejętnością specjalną Ugnaught.",
    ),
    (
        "soldier",
        "Soldier",
        "Old Republic Soldier",
        "Old Republic Guard z umiejętnością "
        "specjalną Soldier traktowany jest nie tylko jako Old Republic Guard ale też jako Old "
        "Republic Soldier.",
    ),
    (
        "alderaan-senator",
        "Alderaan Senator",
        "Alderaan Trooper",
        "postać ta traktowana jest "
        "jako Alderaan Trooper i może korzystać z umiejętności specjalnych i efektów działających "
        "na Alderaan Trooper.",
    ),
]


def _identity(entry: str, ability: str, word: str, quote: str) -> None:
    def build() -> Scenario:
        effect = {
            "text": f"+4 do Ataku dla {word}",
            "who": {"name_contains": word},
            "range": 6,
            "attack": 4,
        }
        return board(
            entry,
            [
                fig("u", "A3", name="Old Republic Guard", special=[ability]),
                fig("c", "A5", name="Dowódca", commander=[effect], activated=True),
            ],
            [fig("e", "E3")],
            act({"attack": "e", "roll": 10}),
            {"attacks": [{"total": 14}]},
        )

    case(
        entry,
        quote,
        f"without {ability} the commander effect does not reach it",
        card_setter("u", special=[]),
    )(build)


for _entry, _ability, _word, _quote in IDENTITIES:
    _identity(_entry, _ability, _word, _quote)


# --- attack modifiers ------------------------------------------------------------------------


@case(
    "ataru-style",
    "Postać ta otrzymuje bonus +4 do Ataku wyłącznie jeśli tylko jeden wróg znajduje się w "
    "zasięgu 6 pól w momencie ataku.",
    "a second enemy within 6: no bonus",
    setter("e2", at="D5"),
)
def _ataru() -> Scenario:
    return board(
        "ataru-style",
        [fig("u", "A3", special=["Ataru Style"])],
        [fig("e1", "D3"), fig("e2", "L3")],
        act({"attack": "e1", "roll": 10}),
        {"attacks": [{"total": 14}]},
    )


@case(
    "crowd-fighting",
    "Postać ta otrzymuje bonus +2 do Ataku, za każdą sąsiadującą postać inną niż cel ataku.",
    "the ally steps away: only one other figure is adjacent",
    setter("x", at="A1"),
)
def _crowd() -> Scenario:
    return board(
        "crowd-fighting",
        [fig("u", "C3", special=["Crowd Fighting"]), fig("x", "C2", activated=True)],
        [fig("e1", "D3"), fig("e2", "B3")],
        act({"attack": "e1", "roll": 10}),
        {"attacks": [{"total": 14}]},
    )


@case(
    "electric-shock",
    "Postać ta otrzymuje bonus +[#] do Obrażeń przeciwko sąsiadującym wrogim Droidom.",
    "the target is no Droid: no bonus",
    card_setter("e", special=[]),
)
def _electric() -> Scenario:
    return board(
        "electric-shock",
        [fig("u", "C3", special=["Electric Shock +10"])],
        [fig("e", "D3", special=["Droid"])],
        act({"attack": "e", "roll": 15}),
        {"attacks": [{"damage": 20}]},
    )


@case(
    "ion-gun",
    "Postać ta otrzymuje bonus +[#] do Obrażeń przeciwko nieżywym wrogom.",
    "a living target: no bonus",
    card_setter("e", special=[]),
)
def _ion() -> Scenario:
    return board(
        "ion-gun",
        [fig("u", "A3", special=["Ion Gun +20"])],
        [fig("e", "F3", special=["Droid"])],
        act({"attack": "e", "roll": 15}),
        {"attacks": [{"damage": 30}]},
    )


@case(
    "squad-assault",
    "Postać ta otrzymuje bonus +4 do Ataku jeśli co najmniej 3 sojuszników z tą samą nazwą "
    "znajduje się w zasięgu 6 pól.",
    "one of the three stands 10 squares away: only two are near",
    setter("t3", at="K6"),
)
def _squad() -> Scenario:
    same = {"name": "Trooper"}
    return board(
        "squad-assault",
        [
            fig("u", "A3", special=["Squad Assault"], **same),
            fig("t1", "A1", activated=True, **same),
            fig("t2", "A5", activated=True, **same),
            fig("t3", "B4", activated=True, **same),
        ],
        [fig("e", "E3")],
        act({"attack": "e", "roll": 10}),
        {"attacks": [{"total": 14}]},
    )


@case(
    "swarm-1",
    "Postać ta otrzymuje bonus +1 do Ataku przeciwko wrogowi za każdego innego sojusznika z "
    "taką samą nazwą, który sąsiaduje z tym wrogiem.",
    "one of them steps away from the enemy: +1 only",
    setter("t2", at="A6"),
)
def _swarm() -> Scenario:
    same = {"name": "Rój"}
    return board(
        "swarm-1",
        [
            fig("u", "C3", special=["Swarm +1"], **same),
            fig("t1", "D2", activated=True, **same),
            fig("t2", "E2", activated=True, **same),
        ],
        [fig("e", "D3")],
        act({"attack": "e", "roll": 10}),
        {"attacks": [{"total": 12}]},
    )


@case(
    "gang",
    "Postać ta otrzymuje bonus +[#] do swojego Ataku przeciwko danemu celowi za każdego innego "
    "sojusznika posiadającego podaną nazwę znajdującego się w zasięgu 6 pól od wybranego celu.",
    "one Gamorrean stands 10 squares from the target",
    setter("g2", at="N6"),
)
def _gang() -> Scenario:
    return board(
        "gang",
        [
            fig("u", "A3", special=["Gang 2 (Gamorrean)"]),
            fig("g1", "A1", name="Gamorrean Guard", activated=True),
            fig("g2", "B5", name="Gamorrean Thug", activated=True),
        ],
        [fig("e", "E3")],
        act({"attack": "e", "roll": 10}),
        {"attacks": [{"total": 14}]},
    )


@case(
    "protective",
    "Postać ta otrzymuje bonus +[#] do Obrażeń podczas gdy wskazany sojusznik jest ranny oraz "
    "znajduje się w zasięgu 6 pól.",
    "the ally is not wounded",
    setter("leia", damage=0),
)
def _protective() -> Scenario:
    return board(
        "protective",
        [
            fig("u", "A3", special=["Protective +10 (Leia)"]),
            fig("leia", "A5", name="Princess Leia", damage=10, activated=True),
        ],
        [fig("e", "E3")],
        act({"attack": "e", "roll": 15}),
        {"attacks": [{"damage": 20}]},
    )


@case(
    "flux-density",
    "Postać ta otrzymuje bonus +10 do Obrażeń, jeśli jeden lub więcej droidów łączy z nim ogień.",
    "the helper is no droid: no +10",
    card_setter("d", special=[]),
)
def _flux() -> Scenario:
    return board(
        "flux-density",
        [fig("u", "A3", special=["Flux Density"]), fig("d", "A5", special=["Droid"])],
        [fig("e", "E3")],
        act({"attack": "e", "roll": 15, "combine": ["d"]}),
        {"attacks": [{"damage": 20}]},
    )


@case(
    "fire-control",
    "Jeśli postać ta jest w twojej drużynie, nie-unikalny sojuszniczy Droid otrzymuje bonus +4 "
    "do ataku.",
    "a Unique droid gets nothing",
    card_setter("u", special=["Droid", "Unique"]),
)
def _fire_control() -> Scenario:
    return board(
        "fire-control",
        [fig("u", "A3", special=["Droid"]), fig("c", "A6", special=["Fire Control"])],
        [fig("e", "E3")],
        act({"attack": "e", "roll": 10}),
        {"attacks": [{"total": 14}]},
    )


@case(
    "shaper",
    "Te dodatkowe obrażenia nie są traktowane jako bonus na potrzeby trafienia krytycznego ale "
    "jako tymczasowe zwiększenie wydrukowanej wartości Obrażeń, a więc mogą być zwielokrotniane",
    "the Shaper stands 10 squares away: no bonus",
    setter("s", at="N6"),
)
def _shaper() -> Scenario:
    vong = {"faction": "Yuuzhan Vong"}
    return board(
        "shaper",
        [fig("u", "A3", **vong), fig("s", "A5", special=["Shaper +10"], **vong)],
        [fig("e", "E3", hp=100)],
        act({"attack": "e", "roll": 20}),
        {"attacks": [{"damage": 40, "critical": True}]},
    )


@case(
    "demolish",
    "Obrażenia zadawane przez atak tej postaci ignorują Redukcję Obrażeń sąsiadującego wroga.",
    "the enemy is not adjacent: its Damage Reduction applies",
    setter("e", at="F3"),
)
def _demolish() -> Scenario:
    return board(
        "demolish",
        [fig("u", "C3", special=["Demolish"])],
        [fig("e", "D3", special=["Damage Reduction 10"])],
        act({"attack": "e", "roll": 15}),
        {"figures": {"e": {"damage": 10}}},
    )


@case(
    "penetration",
    "Wroga Redukcja Obrażeń (Damage Reduction) jest zmniejszona o podaną wartość przeciwko "
    "atakom tej postaci.",
    "without Penetration the reduction takes all 20",
    card_setter("u", special=[]),
)
def _penetration() -> Scenario:
    return board(
        "penetration",
        [fig("u", "A3", special=["Penetration 10"], dmg=20)],
        [fig("e", "E3", special=["Damage Reduction 20"])],
        act({"attack": "e", "roll": 15}),
        {"figures": {"e": {"damage": 10}}},
    )


@case(
    "poison",
    "Postać ta otrzymuje bonus +10 do Obrażeń za każdym razem, gdy trafi żywego wroga. Cel może "
    "uniknąć dodatkowych obrażeń rzutem obronnym na 11.",
    "the target saves: no extra damage",
    roll_setter("e", [11]),
)
def _poison() -> Scenario:
    return board(
        "poison",
        [fig("u", "A3", special=["Poison"])],
        [fig("e", "E3")],
        act({"attack": "e", "roll": 15}),
        {"figures": {"e": {"damage": 20}}},
        rolls={"e": [5]},
    )


@case(
    "shockstaff-electrostaff",
    "Sąsiadujący żywy wróg trfiony przez tą postać jest w zamian ogłuszony w tej rundzie. "
    "Drugiego efektu można uniknąć rzutem obronnym na 11.",
    "the enemy saves: not stunned",
    roll_setter("e", [11]),
)
def _shockstaff() -> Scenario:
    return board(
        "shockstaff-electrostaff",
        [fig("u", "C3", special=["Shockstaff/Electrostaff +10"])],
        [fig("e", "D3")],
        act({"attack": "e", "roll": 15}),
        {"figures": {"e": {"damage": 10, "activated": True}}},
        rolls={"e": [5]},
    )


@case(
    "jolt",
    "Wróg trafiony przez atak tej postaci jest ogłuszony. Wróg może uniknąć tego efektu rzutem "
    "obronnym na 11. Wielkie lub duże postacie ignorują ten efekt.",
    "a Large enemy ignores it",
    card_setter("e", special=["Large"]),
)
def _jolt() -> Scenario:
    return board(
        "jolt",
        [fig("u", "A3", special=["Jolt"])],
        [fig("e", "E3")],
        act({"attack": "e", "roll": 15}),
        {"figures": {"e": {"activated": True}}},
        rolls={"e": [5]},
    )


@case(
    "paralysis",
    "Jeśli postać ta trafi żywego przeciwnika, może tymczasowo sparaliżować swoją zdobycz. Cel "
    "jest ogłuszony. Cel może uniknąć tego efektu rzutem obronnym na 11.",
    "a Droid is not living: not paralysed",
    card_setter("e", special=["Droid"]),
)
def _paralysis() -> Scenario:
    return board(
        "paralysis",
        [fig("u", "A3", special=["Paralysis"])],
        [fig("e", "E3")],
        act({"attack": "e", "roll": 15}),
        {"figures": {"e": {"activated": True}}},
        rolls={"e": [5]},
    )


@case(
    "scramble",
    "Nieżywy wróg trafiony przez atak tej postaci jest ogłuszony. Wróg ten może uniknąć tego "
    "efektu rzutem obronnym na 11.",
    "a living enemy is not scrambled",
    card_setter("e", special=[]),
)
def _scramble() -> Scenario:
    return board(
        "scramble",
        [fig("u", "A3", special=["Scramble"])],
        [fig("e", "E3", special=["Droid"])],
        act({"attack": "e", "roll": 15}),
        {"figures": {"e": {"activated": True}}},
        rolls={"e": [5]},
    )


@case(
    "disintegration",
    "Jeśli postać ta wyrzuci naturalną 20 w rzucie ataku, postać będąca celem jest pokonana, "
    "niezależnie od Punktów Obrażeń.",
    "a natural 19 is an ordinary hit",
    lambda s: s["actions"][1].update(roll=19),
)
def _disintegration() -> Scenario:
    return board(
        "disintegration",
        [fig("u", "A3", special=["Disintegration"])],
        [fig("e", "E3", hp=500), fig("e2", "N6")],
        act({"attack": "e", "roll": 20}),
        {"figures": {"e": {"defeated": True}}},
    )


@case(
    "sonic-attack",
    "Wróg zaatakowany przez tą postać nie może używać Mocy do końca tej tury, niezależnie czy "
    "atak trafił czy nie.",
    "without Sonic Attack the Jedi deflects the shot with a Force point",
    card_setter("u", special=[]),
)
def _sonic_attack() -> Scenario:
    return board(
        "sonic-attack",
        [fig("u", "A3", special=["Sonic Attack"])],
        [fig("e", "E3", powers=["Lightsaber Deflect"], force=2)],
        act({"attack": "e", "roll": 15}),
        {"figures": {"e": {"damage": 10, "force": 2}}},
        rolls={"e": [15]},
        decisions={"e.deflect": True},
    )


# --- powers that give an effect ---------------------------------------------------------------


@case(
    "force-weapon",
    "Zamiast wykonywać normalny atak lub ataki postać używając tą Moc dostaje końca pojedynku "
    "bonus +10 do Obrażeń.",
    "Sith Rage lasts only to the end of its own turn: the attack of opportunity gets nothing",
    ability_swap("u", "Force Weapon", "Sith Rage"),
)
def _force_weapon() -> Scenario:
    return board(
        "force-weapon",
        [fig("u", "C3", powers=["Force Weapon"], force=1)],
        [fig("e", "D3")],
        [
            *act({"use": "Force Weapon"}, {"end": True}),
            {"player": "b", "activate": "e"},
            {"player": "b", "move": "E3"},
        ],
        {"figures": {"e": {"damage": 20}}},
        rolls={"u": [15]},
    )


@case(
    "sith-rage",
    "Zamiast wykonywać normalny atak lub ataki postać używając tą Moc dostaje bonus +10 do "
    "Obrażeń dla wszystkich ataków do końca tury.",
    "no Force point: the power is refused, nothing is replaced",
    setter("u", force=0),
)
def _sith_rage() -> Scenario:
    return board(
        "sith-rage",
        [fig("u", "C3", powers=["Sith Rage"], force=1)],
        [fig("e", "D3")],
        act({"use": "Sith Rage"}, {"attack": "e", "roll": 15}),
        {
            "refusals": 1,
            "contested": [
                {
                    "step": "replaced",
                    "sources": [
                        "swm-rules.glossary.sith-rage",
                        "swm-rules.glossary.replaces-attacks",
                    ],
                }
            ],
            "figures": {"e": {"damage": 0}},
        },
    )


@case(
    "lightsaber-precision",
    "Postać używająca tą Moc otrzymuje bonus +10 do Obrażeń w następnym ataku. O użyciu tej Mocy "
    "należy zdecydować przed wykonaniem rzutu ataku.",
    "the player does not use it",
    lambda s: s["decisions"].update({"u.precision": False}),
)
def _precision() -> Scenario:
    return board(
        "lightsaber-precision",
        [fig("u", "C3", powers=["Lightsaber Precision"], force=1)],
        [fig("e", "D3")],
        act({"attack": "e", "roll": 15}),
        {"attacks": [{"damage": 20}], "figures": {"u": {"force": 0}}},
        decisions={"u.precision": True},
    )


@case(
    "use-the-force",
    "Następny atak wykonywany przez postać z tą Mocą jest naturalną 20. Nie musisz wykonywać "
    "rzutu ataku.",
    "2 Force points are not enough: the roll of 2 misses",
    setter("u", force=2),
)
def _use_the_force() -> Scenario:
    return board(
        "use-the-force",
        [fig("u", "A3", powers=["Use the Force"], force=3)],
        [fig("e", "E3", defense=30)],
        act({"use": "Use the Force"}, {"attack": "e", "roll": 2}),
        {"attacks": [{"natural": 20, "hit": True, "critical": True, "damage": 20}]},
    )


@case(
    "shatterpoint",
    "Do końca pojedynku pierwszy atak w każdej rundzie przeciwko temu wrogowi jest traktowany "
    "jako naturalna 20.",
    "the other enemy is marked: the attack on this one is rolled (2: a miss)",
    lambda s: s["actions"][1].update(target="e2"),
)
def _shatterpoint() -> Scenario:
    return board(
        "shatterpoint",
        [fig("u", "A3", powers=["Shatterpoint"], force=1), fig("x", "A4")],
        [fig("e", "E3", defense=30), fig("e2", "E5")],
        [
            *act({"use": "Shatterpoint", "target": "e"}),
            *act({"attack": "e", "roll": 2}, who="x"),
        ],
        {"attacks": [{"attacker": "x", "natural": 20, "hit": True}]},
    )


# --- damage taken and defeat -------------------------------------------------------------------


@case(
    "shields-2",
    "Gdy postać ta otrzymuje obrażenia z dowolnego źródła, wykonuje dwa rzuty obronne, każdy na "
    "11 dla powodzenia. Każdy udany rzutu obronny zmniejsza obrażenia o 10 punktów.",
    "both saves succeed: 20 less",
    roll_setter("e", [11, 11]),
)
def _shields() -> Scenario:
    return board(
        "shields-2",
        [fig("u", "A3", dmg=30)],
        [fig("e", "E3", special=["Shields 2"])],
        act({"attack": "e", "roll": 15}),
        {"figures": {"e": {"damage": 20}}},
        rolls={"e": [11, 5]},
    )


@case(
    "dark-armor",
    "Kiedy postać ta otrzymuje obrażenia wykonuje rzut obronny na 11. Jeśli rzut powiedzie się "
    "zadawane obrażenia zmniejszane są o 10 punktów. […] Ataki wykonane przez sąsiadujących "
    "wrogów z mieczem świetlnym […] ignorują tą umiejętność specjalną.",
    "the lightsaber wielder attacks from next to it: no save, and +10 for the Lightsaber",
    setter("u", at="D3"),
)
def _dark_armor() -> Scenario:
    return board(
        "dark-armor",
        [fig("u", "A3", special=["Lightsaber"], dmg=20)],
        [fig("e", "E3", special=["Dark Armor"])],
        act({"attack": "e", "roll": 15}),
        {"figures": {"e": {"damage": 10}}},
        rolls={"e": [11]},
    )


@case(
    "vonduun-crab-armor",
    "Kiedy postać ta odnosi obrażenia z dowolnego źródła, wykonuje rzut na wymienioną liczbę. "
    "Jeśli rzut się powiedzie, odnoszone obrażenia zmniejszane są o 10 punktów.",
    "a roll of 15 is not 16",
    roll_setter("e", [15]),
)
def _crab() -> Scenario:
    return board(
        "vonduun-crab-armor",
        [fig("u", "A3", dmg=30)],
        [fig("e", "E3", special=["Vonduun Crab Armor 16"])],
        act({"attack": "e", "roll": 15}),
        {"figures": {"e": {"damage": 20}}},
        rolls={"e": [16]},
    )


@case(
    "force-bubble",
    "Kiedy postać używająca tej Mocy odniesie obrażenia z dowolnego źródła, może zredukować te "
    "obrażenia o 20.",
    "the player keeps the Force point",
    lambda s: s["decisions"].update({"e.bubble": False}),
)
def _bubble() -> Scenario:
    return board(
        "force-bubble",
        [fig("u", "A3", dmg=30)],
        [fig("e", "E3", powers=["Force Bubble"], force=1)],
        act({"attack": "e", "roll": 15}),
        {"figures": {"e": {"damage": 10, "force": 0}}},
        decisions={"e.bubble": True},
    )


@case(
    "avoid-defeat",
    "Jeśli postać z tą umiejętnością specjalną zostanie pokonana, wykonuje ona dwa rzuty "
    "obronne, oba wymagają 11 dla powodzenia. Jeśli oba rzuty powiodą się postać nie jest "
    "pokonana; w zamian zostaje w grze i otrzymuje 10 Punktów Obrażeń.",
    "the second save fails: defeated",
    roll_setter("e", [11, 10]),
)
def _avoid_defeat() -> Scenario:
    return board(
        "avoid-defeat",
        [fig("u", "A3", dmg=30)],
        [fig("e", "E3", hp=20, special=["Avoid Defeat"]), fig("e2", "N6")],
        act({"attack": "e", "roll": 15}),
        {"figures": {"e": {"defeated": False, "hit_points": 10}}},
        rolls={"e": [11, 11]},
    )


@case(
    "eternal-hatred",
    "Jeśli postać z Mocami ma zostać pokonana, wykonuje rzut obronny na 6. W przypadku sukcesu "
    "postać nie zostaje pokonana i zostaje w grze a także zdejmuje wszystkie swoje obrażenia.",
    "1 Force point is not enough: defeated",
    setter("e", force=1),
)
def _eternal() -> Scenario:
    return board(
        "eternal-hatred",
        [fig("u", "A3", dmg=30)],
        [fig("e", "E3", hp=20, powers=["Eternal Hatred"], force=2), fig("e2", "N6")],
        act({"attack": "e", "roll": 15}),
        {"figures": {"e": {"defeated": False, "damage": 0, "force": 0}}},
        rolls={"e": [6]},
    )


@case(
    "emergency-life-suport",
    "Sojusznik niebędący Droidem otrzymuje Uniknięcie Porażki, gdy sąsiadują z tą postacią.",
    "a Droid ally gets nothing",
    card_setter("e", special=["Droid"]),
)
def _life_support() -> Scenario:
    return board(
        "emergency-life-suport",
        [fig("u", "A3", dmg=30)],
        [fig("e", "E3", hp=20), fig("m", "F3", special=["Emergency Life Suport"])],
        act({"attack": "e", "roll": 15}),
        {"figures": {"e": {"defeated": False, "hit_points": 10}}},
        rolls={"e": [11, 11]},
    )


@case(
    "self-destruct",
    "Kiedy postać ta jest pokonana, natychmiast zadaje [#] punktów obrażeń wszystkim postaciom z "
    "nią sąsiadującym (zarówno wrogom jak i sojusznikom).",
    "the droid survives the hit: nothing explodes",
    card_setter("e", hit_points=50),
)
def _self_destruct() -> Scenario:
    return board(
        "self-destruct",
        [fig("u", "C3")],
        [fig("e", "D3", hp=10, special=["Droid", "Self-Destruct 20"]), fig("e2", "D4")],
        act({"attack": "e", "roll": 15}),
        {"figures": {"u": {"damage": 20}, "e2": {"damage": 20}, "e": {"defeated": True}}},
    )


@case(
    "drain-life-energy",
    "Za każdym razem gdy postać ta pokona sąsiadującego żywego przeciwnika, natychmiastowo "
    "zdejmowane są z niej wszystkie obrażenia.",
    "a Droid is not living: no healing",
    card_setter("e", special=["Droid"]),
)
def _drain_energy() -> Scenario:
    return board(
        "drain-life-energy",
        [fig("u", "C3", special=["Drain Life Energy"], damage=30)],
        [fig("e", "D3", hp=10), fig("e2", "N6")],
        act({"attack": "e", "roll": 15}),
        {"figures": {"u": {"damage": 0}, "e": {"defeated": True}}},
    )


@case(
    "force-empathic",
    "Postać ta odnosi [#] liczbę obrażeń za każdym razem, gdy sojusznik z wartością Mocy ginie.",
    "the fallen ally has no Force rating",
    card_setter("e", force=None),
)
def _empathic() -> Scenario:
    return board(
        "force-empathic",
        [fig("u", "A3")],
        [fig("e", "E3", hp=10, force=1), fig("k", "N6", special=["Force Empathic 10"])],
        act({"attack": "e", "roll": 15}),
        {"figures": {"k": {"damage": 10}, "e": {"defeated": True}}},
    )


@case(
    "force-spirit",
    "Jeśli postać z tą Mocą zostanie pokonana, natychmiast dodaje [#] Punktów Mocy sojuszniczej "
    "postaci z wartością Mocy.",
    "the ally has no Force rating: the power has no effect",
    card_setter("k", force=None),
)
def _spirit() -> Scenario:
    return board(
        "force-spirit",
        [fig("u", "A3")],
        [fig("e", "E3", hp=10, powers=["Force Spirit 2"], force=1), fig("k", "N6", force=1)],
        act({"attack": "e", "roll": 15}),
        {"figures": {"k": {"force": 3}, "e": {"defeated": True}}},
    )
