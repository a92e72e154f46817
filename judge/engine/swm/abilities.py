"""The glossary entries the engine applies, each implemented once as a rule of the game.

A figure's special abilities and Force powers are glossary entries (`glossary.py`). This module
says which entries the engine implements (`IMPLEMENTED`, entry key → what it does) and holds
the rules that are plain modifiers of an attack: bonuses to Attack, Defense and Damage, who is
immune to critical hits, and who may not be helped by commander effects. Rules that act at a
moment of the game (extra attacks, saves against a hit, Force powers, commander effects,
movement) are in the engine, each keyed by its entry and citing it. An ability whose entry is
not in `IMPLEMENTED` is refused when the scenario is loaded, with its glossary id: the engine
never plays a figure as if an ability were not printed on it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from judge.engine.swm.effects import EFFECTS, describe
from judge.engine.swm.figures import Card
from judge.engine.swm.state import Fig

# entry key -> what the engine does with it (shown when a scenario is refused, and in docs)
IMPLEMENTED: dict[str, str] = {
    # identity, size and speed
    "unique": "drużyna nie może mieć dwóch unikalnych postaci o tej samej nazwie",
    "small": "zajmuje jedno pole",
    "medium": "zajmuje jedno pole",
    "large": "zajmuje 2×2 pola; przeciska się przez przejścia szerokości 1 pola",
    "huge": "zajmuje 3×3 pola; przeciska się przez przejścia szerokości 2 pól",
    "speed-special-ability": "prędkość [#] zamiast 6",
    "droid": "bez podwójnych obrażeń z trafienia krytycznego; nie podlega efektom dowódcy, "
    "chyba że efekt wymienia droidy",
    "resilient": "bez podwójnych obrażeń z trafienia krytycznego",
    "trooper": "liczy się jako postać ze słowem „Trooper” w nazwie",
    "affinity": "może należeć do drużyny wymienionej frakcji (sprawdzane przy tworzeniu drużyny, "
    "`squads:`)",
    # targeting and moving
    "stealth": "z osłoną nie jest najbliższym celem dla atakującego dalej niż 6 pól",
    "invisibility": "atakuje ją tylko sąsiadująca postać; nigdy nie jest najbliższym wrogiem",
    "cloaked": "z osłoną: niesąsiadujący wrogowie nie celują w nią ani nie liczą jej za "
    "najbliższy cel",
    "stable-footing": "trudny teren i niskie obiekty bez dodatkowego kosztu ruchu",
    "flight": "ignoruje wrogów, niskie obiekty, trudny teren i zagłębienia przy ruchu; ściany "
    "blokują; nie kończy ruchu w zagłębieniu; nie prowokuje ataków odruchowych",
    # attacking
    "melee-attack": "atakuje tylko sąsiadujących wrogów; bez ataku łączonego",
    "cunning-attack": "+4 do Ataku i +10 (lub +[#]) do Obrażeń przeciw wrogowi, który nie "
    "aktywował się w tej rundzie",
    "advantageous-attack": "+10 do Obrażeń przeciw wrogowi, który nie był aktywowany w rundzie",
    "opportunist": "+4 do Ataku i +10 (lub +[#]) do Obrażeń przeciw wrogowi aktywowanemu w "
    "tej rundzie",
    "jedi-hunter": "+4 do Ataku i +10 do Obrażeń przeciw wrogowi z wartością Mocy",
    "bounty-hunter": "+[#] do Ataku przeciw Unikalnym postaciom",
    "careful-shot": "+[#] do Ataku w swojej turze, jeśli się nie poruszała",
    "deadeye": "+10 do Obrażeń w swojej turze, jeśli się nie poruszała",
    "momentum": "+4 do Ataku i +10 do Obrażeń przeciw sąsiadującemu wrogowi, jeśli w swojej "
    "turze poruszyła się co najmniej o 1 pole",
    "mighty-swing": "+[#] do Obrażeń przeciw sąsiadującemu wrogowi w swojej turze, jeśli się "
    "nie poruszała",
    "lightsaber": "+10 do Obrażeń przeciw sąsiadującemu wrogowi",
    "quick-reactions": "+6 do Ataku w ataku odruchowym",
    "loner": "+4 do Ataku, jeśli w zasięgu 6 pól nie ma sojuszników",
    "gregarious": "+4 do Ataku, dopóki sojusznik jest w zasięgu 6 pól",
    "synergy": "+4 do Ataku, gdy wskazany sojusznik jest w zasięgu 6 pól",
    "deadly-attack": "trafienie krytyczne przy naturalnej 19 lub 20",
    "vaapad-style-fighting": "trafienie krytyczne przy naturalnej 18, 19 lub 20",
    "vicious-attaca": "potrójne zamiast podwójnych obrażeń przy trafieniu krytycznym",
    "accurate-shot": "może atakować wroga z osłoną, choć nie jest najbliższy (+4 do Obrony "
    "zostaje)",
    "sniper": "ignoruje postacie inne niż cel przy wyznaczaniu osłony",
    "double-attack": "po ataku bez ruchu: drugi atak albo ruch",
    "triple-attack": "jak Podwójny Atak, do trzech ataków",
    "quadruple-attack": "jak Podwójny Atak, do czterech ataków",
    "extra-attack": "dodatkowy atak w swojej turze, jeśli się nie porusza",
    "heavy-weapon": "nie może atakować i poruszać się w tej samej turze",
    "synchronized-fire": "wymieniona postać łącząca z nią ogień daje +6 zamiast +4",
    "droid-master": "nieunikalne sojusznicze Droidy w zasięgu 6 pól mają Podwójny Atak",
    # commander effects
    "disruption": "wrogie efekty dowódcy nie działają w zasięgu 6 pól od tej postaci (na "
    "postacie w zasięgu ani od dowódcy w zasięgu)",
    "booming-voice": "efekty dowódcy sojuszników ograniczone do 6 pól działają bez "
    "ograniczenia zasięgu",
    # defending
    "lightsaber-duelist": "+4 do Obrony, gdy atakuje ją sąsiadująca postać z wartością Mocy",
    "lightsaber-resistance": "+2 do Obrony, gdy atakuje ją sąsiadująca postać z wartością Mocy",
    "advantageous-cover": "+8 do Obrony za osłonę zamiast +4",
    "doctrine-of-fear": "wrogowie w zasięgu 6 pól: −4 do Ataku",
    "traps": "wrogowie w zasięgu 6 pól: −4 do Obrony",
    "makashi-style-master": "trafiona w walce wręcz: bez obrażeń przy rzucie obronnym 11; "
    "Soresu i inne style nie działają przeciw niej",
    "soresu-style-master": "trafiona w walce wręcz: bez obrażeń przy rzucie obronnym 11",
    "parry": "trafiona w walce wręcz: może uniknąć obrażeń rzutem obronnym 11",
    "evade": "trafiona przez niesąsiadującego wroga: może uniknąć obrażeń rzutem obronnym 11",
    "damage-reduction": "otrzymywane obrażenia mniejsze o [#]",
    # Force
    "force-renewal-1": "przy każdej aktywacji +1 Punkt Mocy",
    "master-of-the-force": "wydaje Punkty Mocy do [#] razy w turze",
    "mettle": "+4 do powtórzonego rzutu opłaconego Punktem Mocy",
    "knight-speed": "1 Punkt Mocy: +4 pola ruchu w swojej turze",
    "master-speed": "1 Punkt Mocy: +6 pól ruchu w swojej turze",
    "lightsaber-riposte": "1 Punkt Mocy: trafiona w walce wręcz, natychmiastowy atak na "
    "atakującego",
    "lightsaber-block": "1 Punkt Mocy: trafiona w walce wręcz, rzut obronny 11 unika obrażeń",
    "lightsaber-deflect": "1 Punkt Mocy: trafiona atakiem z dystansu, rzut obronny 11 unika "
    "obrażeń",
    "force-lightning": "2 Punkty Mocy, zamiast ataku: [#] obrażeń wrogowi w zasięgu 6 pól i "
    "dwóm postaciom z nim sąsiadującym",
    "force-lightning-2": "2 Punkty Mocy, zamiast ataku: 30 obrażeń wrogowi w zasięgu 6 pól i "
    "dwóm postaciom z nim sąsiadującym",
    "force-push-3": "3 Punkty Mocy, zamiast tury: 30 obrażeń postaci w zasięgu 6 pól i "
    "wszystkim z nią sąsiadującym, odepchnięcie o 3 pola",
}

# Abilities and powers that are not attacks (damage, healing, stuns, pushes), one shape each.
IMPLEMENTED.update({key: describe(effect) for key, effect in EFFECTS.items()})
IMPLEMENTED.update(
    {
        "emp-grenades": "Granaty tej postaci ogłaszają nieżywe postacie mniejsze niż Duże "
        "(rzut obronny 11)",
        "cyborg": "żywa i Droid zarazem: podlega efektom dla Droidów i dla żywych, trafieniom "
        "krytycznym i efektom dowódcy",
        "machinery": "Naprawa Przemysłowa działa na nią jak na postać z Bronią Pokładową",
        # who counts as whom (glossary `named/name contains`: an ability of that name counts
        # like the word in the name)
        "commando": "liczy się jako postać ze słowem „Commando” w nazwie",
        "gungan": "liczy się jako postać ze słowem „Gungan” w nazwie",
        "ewok": "liczy się jako postać ze słowem „Ewok” w nazwie",
        "pilot": "liczy się jako postać ze słowem „Pilot” w nazwie",
        "wookiee": "liczy się jako postać ze słowem „Wookiee” w nazwie",
        "ugnaught": "liczy się jako postać ze słowem „Ugnaught” w nazwie",
        "soldier": "liczy się jako Żołnierz (także połączony ze słowami nazwy, np. Old "
        "Republic Soldier)",
        "alderaan-senator": "liczy się jako Alderaan Trooper",
        # attack modifiers
        "ataru-style": "+4 do Ataku, gdy w zasięgu 6 pól jest tylko jeden wróg",
        "crowd-fighting": "+2 do Ataku za każdą sąsiadującą postać inną niż cel",
        "electric-shock": "+[#] do Obrażeń przeciw sąsiadującym wrogim Droidom",
        "ion-gun": "+[#] do Obrażeń przeciw nieżywym wrogom",
        "squad-assault": "+4 do Ataku, gdy co najmniej 3 sojuszników o tej samej nazwie jest w "
        "zasięgu 6 pól",
        "swarm-1": "+1 do Ataku za każdego sojusznika o tej samej nazwie sąsiadującego z celem",
        "gang": "+[#] do Ataku za każdego wskazanego sojusznika w zasięgu 6 pól od celu",
        "protective": "+[#] do Obrażeń, gdy wskazany sojusznik jest ranny i w zasięgu 6 pól",
        "flux-density": "+10 do Obrażeń, gdy łączy z nią ogień droid",
        "fire-control": "nieunikalne sojusznicze Droidy: +4 do Ataku",
        "shaper": "sojusznicy Yuuzhan Vong w zasięgu 6 pól: +[#] do wydrukowanych Obrażeń",
        "demolish": "jej ataki ignorują Redukcję Obrażeń sąsiadującego wroga",
        "penetration": "Redukcja Obrażeń wroga mniejsza o [#] przeciw jej atakom",
        "poison": "trafiony żywy wróg: +10 do Obrażeń, chyba że rzut obronny 11",
        "shockstaff-electrostaff": "+[#] do Obrażeń przeciw sąsiadującemu nieżywemu wrogowi; "
        "trafiony sąsiadujący żywy wróg ogłuszony (rzut obronny 11)",
        "jolt": "trafiony wróg ogłuszony (rzut obronny 11; Duże i Wielkie ignorują)",
        "paralysis": "trafiony żywy wróg ogłuszony (rzut obronny 11)",
        "scramble": "trafiony nieżywy wróg ogłuszony (rzut obronny 11; Wielkie odporne)",
        "disintegration": "naturalna 20: cel pokonany (Duży lub Wielki: +40 do Obrażeń)",
        "sonic-attack": "zaatakowany wróg nie używa Mocy do końca tury",
        "force-weapon": "1 Punkt Mocy, zamiast ataku: +10 do Obrażeń do końca pojedynku",
        "sith-rage": "1 Punkt Mocy, zamiast ataku: +10 do Obrażeń do końca tury",
        "lightsaber-precision": "1 Punkt Mocy przed rzutem ataku: +10 do Obrażeń tego ataku",
        "use-the-force": "3 Punkty Mocy: następny atak jest naturalną 20",
        "shatterpoint": "1 Punkt Mocy, zamiast tury: pierwszy atak w każdej rundzie na "
        "wybranego wroga jest naturalną 20",
        "force-valor": "2 Punkty Mocy, zamiast ataku: do końca pojedynku efekt dowódcy — "
        "podwładni w zasięgu 6 pól +2 do Ataku i +2 do Obrony",
        "control-minds": "1 Punkt Mocy, zamiast ataku: do końca pojedynku efekt dowódcy — "
        "sojusznik łączący ogień daje dodatkowo +2 do Ataku",
        "battle-meditation": "2 Punkty Mocy: do końca pojedynku efekt dowódcy — sojusznik "
        "łączący ogień daje dodatkowo +2 do Ataku (kumuluje się), wrogowie nie łączą ognia",
        # damage taken and defeat
        # moving and attacking
        "mobile-attack": "ruch przed atakiem i po nim, łącznie do prędkości",
        "greater-mobile-attack": "jak Mobilny Atak, a dodatkowe ataki także po ruchu (wszystkie "
        "przed wznowieniem ruchu)",
        "accelerate": "bez ataku: ruch do 24 pól",
        "wheel-form": "bez ataku: ruch do 18 pól",
        "wheeled": "zamiast tury: ruch do 18 pól i atak",
        "charging-fire": "zamiast tury: ruch do dwukrotnej prędkości i atak",
        "charging-assault": "zamiast tury: ruch (co najmniej 1 pole) do dwukrotnej prędkości i "
        "atak na sąsiadującego wroga z +[#] do Obrażeń",
        "furious-assault": "zamiast tury: ruch do dwukrotnej prędkości i po jednym ataku na każdy "
        "legalny cel wyznaczony przed pierwszym rzutem",
        "rigid": "nie przeciska się przez wąskie przejścia",
        "emplacement": "nie porusza się i nie może zostać przesunięta",
        "mercenary": "porusza się tylko, gdy z jej pola nie ma legalnego celu",
        "mines": "wróg wchodzący na pole z nią sąsiadujące: [#] obrażeń (rzut obronny 11)",
        "force-leap": "1 Punkt Mocy: do końca tury ruch przez wrogów, bez ataków odruchowych",
        "ambush": "po ruchu wszystkie ataki przeciw jednemu nieaktywowanemu wrogowi",
        # more attacks
        "twin-attack": "po każdym ataku dodatkowy atak na ten sam cel (nie z samego siebie)",
        "double-claw-attack": "jak Podwójny Atak, ale oba ataki tylko przeciw sąsiadującym wrogom",
        "cleave": "raz na turę: pokonuje sąsiadującego wroga — natychmiastowy atak na innego "
        "sąsiadującego",
        "flurry-attack": "po trafieniu krytycznym natychmiastowy dodatkowy atak",
        "rend": "drugie trafienie tego samego sąsiadującego wroga w turze: +[#] do Obrażeń",
        "lightsaber-sweep": "1 Punkt Mocy, zamiast ataku: atak na każdego sąsiadującego wroga",
        "lightsaber-assault": "1 Punkt Mocy, zamiast ataku: dwa ataki na sąsiadujących wrogów",
        "whirlwind-attack": "1 Punkt Mocy, zamiast tury: dwa ataki na każdego sąsiadującego wroga",
        "lightsaber-throw": "1 Punkt Mocy, zamiast ataku: atak z dystansu na wroga w zasięgu 6 "
        "pól mimo Walki Wręcz",
        "lightsaber-throw-2": "2 Punkty Mocy, zamiast ataku: dwa ataki z dystansu na jednego "
        "wroga w zasięgu 6 pól",
        "blaster-barrage": "1 Punkt Mocy, zamiast ataku: atak na każdy legalny cel",
        "shields-2": "przy obrażeniach: dwa rzuty obronne 11, każdy udany −10",
        "dark-armor": "przy obrażeniach: rzut obronny 11, udany −10 (nie przeciw sąsiadującemu "
        "wrogowi z mieczem świetlnym)",
        "vonduun-crab-armor": "przy obrażeniach: rzut obronny [#], udany −10",
        "force-bubble": "1 Punkt Mocy przed obrażeniami: −20",
        "avoid-defeat": "pokonana: dwa rzuty obronne 11; oba udane — zostaje z 10 Punktami Obrażeń",
        "eternal-hatred": "2 Punkty Mocy, gdy ma zostać pokonana: rzut obronny 6 — zostaje i "
        "zdejmuje wszystkie obrażenia",
        "emergency-life-suport": "sąsiadujący sojusznicy niebędący Droidami mają Uniknięcie "
        "Porażki",
        "self-destruct": "pokonana: [#] obrażeń wszystkim sąsiadującym postaciom",
        "drain-life-energy": "pokonuje sąsiadującego żywego wroga: zdejmuje wszystkie swoje "
        "obrażenia",
        "force-empathic": "[#] obrażeń, gdy ginie sojusznik z wartością Mocy",
        "force-spirit": "pokonana: [#] Punktów Mocy dla sojusznika z wartością Mocy i jedno "
        "dodatkowe wydanie na turę",
        "bodyguard": "może przejąć obrażenia z ataku zadane sąsiadującemu sojusznikowi "
        "(przed jego Tarczami)",
        "splash": "atak trafia: sąsiadujące z celem postacie [#] obrażeń; chybia: cel i "
        "sąsiadujące [#] (rzut obronny 11)",
        "regeneration": "na koniec tury bez ruchu zmniejsza swoje obrażenia o [#]",
        "fragile": "nie atakuje, gdy ma mniej Punktów Obrażeń niż [#]",
        "lightsaber-reflect": "2 Punkty Mocy po trafieniu z dystansu: rzut obronny 11 unika "
        "obrażeń, a atakujący odnosi 10 (rzut obronny 11)",
        "absorb-energy": "2 Punkty Mocy po trafieniu z dystansu: rzut obronny 11 unika obrażeń i "
        "zmniejsza jej obrażenia o tyle samo",
        "molecular-shielding": "trafiona przez niesąsiadującego wroga: atakujący rzut obronny 11, "
        "porażka — ona bez obrażeń, atakujący odnosi je sam",
        "sever-force": "3 Punkty Mocy, zamiast tury: sąsiadujący wróg nie wydaje Punktów Mocy i "
        "traci wartość Mocy do końca pojedynku",
        "overwhelming-force": "1 Punkt Mocy: w tej turze (także w ataku odruchowym) obrażeń z jej "
        "ataków nie można zablokować, uniknąć, odbić, przenieść ani zredukować Redukcją Obrażeń",
        "draw-fire": "wróg celujący w sojusznika w zasięgu 6 pól: możesz go zmusić do ataku na "
        "tę postać (atakujący rzut obronny 11)",
        "karmic-mettle": "+4 do powtórzonego (za Punkt Mocy) rzutu; jeśli nadal porażka, odnosi "
        "10 obrażeń",
        "force-sense": "1 Punkt Mocy: wrogowie tracą Skradanie się do końca rundy",
        "master-tactician": "zawsze decydujesz, kto zaczyna rundę, chyba że wyrzucisz 1 (przy "
        "dwóch takich drużynach: wyższy rzut)",
        "recon": "gdy postać z nią widzi wroga: dwa rzuty na inicjatywę, wyższy się liczy (raz)",
        "impulsive-momentum": "gdy pokonano unikalnego sojusznika: Impet do końca potyczki",
        "impulsive-shot": "raz na turę, gdy pokonano unikalnego sojusznika: natychmiastowy atak",
        "impulsive-sweep": "raz na turę, gdy pokonano unikalnego sojusznika: natychmiastowy atak "
        "na każdego sąsiadującego wroga",
        "anticipation": "1 Punkt Mocy po rzucie na inicjatywę: powtórzenie rzutu (raz na rundę; "
        "drugi wynik wiąże)",
        "force-immunity": "nikt nie wydaje Punktów Mocy, by na nią oddziaływać (Moce jej nie "
        "wybierają ani nie trafiają), powtórzyć atak przeciw niej czy odpowiedzieć na jej atak",
        "ysalamiri": "postacie w zasięgu 6 pól nie wydają Punktów Mocy i mają Niewrażliwość na Moc",
        "energy-shields": "ona lub sąsiadująca postać trafiona przez wroga niesąsiadującego z "
        "żadną z nich: atakujący rzut obronny 11, porażka — bez obrażeń, atakujący odnosi je",
    }
)


class View(Protocol):
    """What a modifier rule may ask about the board (implemented by the engine's `Board`)."""

    def card(self, fid: str) -> Card: ...

    def fig(self, fid: str) -> Fig: ...

    def within(self, a: str, b: str, squares: int) -> bool: ...

    def adjacent(self, a: str, b: str) -> bool: ...

    def allies(self, fid: str) -> list[str]: ...

    def enemies(self, fid: str) -> list[str]: ...

    def figures_adjacent(self, fid: str) -> list[str]: ...

    def turn_effect(self, fid: str, effect: str) -> bool: ...

    def has_force_rating(self, fid: str) -> bool: ...


@dataclass(frozen=True)
class Strike:
    """One attack as the modifier rules see it."""

    attacker: Fig
    acard: Card
    target: Fig
    tcard: Card
    kind: str  # turn, opportunity, immediate
    adjacent: bool
    attacker_moved: int  # squares moved in its own turn (0 outside it)
    target_activated: bool
    allies_within_6: int  # the attacker's allies within 6 squares
    named_ally_within_6: bool  # for Synergy: the named ally is within 6 squares
    view: View
    helpers: tuple[str, ...] = ()  # allies combining fire with this attack


@dataclass(frozen=True)
class Mod:
    stat: str  # attack, defense, damage
    amount: int
    key: str  # glossary entry key
    why: str  # Polish: why it applies
    source: str | None = None  # a commander effect's power (glossary key), if a power gave it
    contested: Any = None  # a core Contested shown at the step, when the reading is disputed


def _value(card: Card, key: str, default: int) -> int:
    ab = card.ability(key)
    return ab.value if ab is not None and ab.value is not None else default


def _own_turn(s: Strike) -> bool:
    return s.kind == "turn"


Rule = Callable[[Strike], list[Mod]]


def _cunning(s: Strike) -> list[Mod]:
    if s.target_activated:
        return []
    why = "cel nie aktywował się w tej rundzie"
    dmg = _value(s.acard, "cunning-attack", 10)
    return [Mod("attack", 4, "cunning-attack", why), Mod("damage", dmg, "cunning-attack", why)]


def _advantageous(s: Strike) -> list[Mod]:
    if s.target_activated:
        return []
    return [Mod("damage", 10, "advantageous-attack", "cel nie był aktywowany w tej rundzie")]


def _opportunist(s: Strike) -> list[Mod]:
    if not s.target_activated:
        return []
    why = "cel był aktywowany w tej rundzie"
    dmg = _value(s.acard, "opportunist", 10)
    return [Mod("attack", 4, "opportunist", why), Mod("damage", dmg, "opportunist", why)]


def _jedi_hunter(s: Strike) -> list[Mod]:
    if not s.view.has_force_rating(s.target.id):
        return []
    why = "cel ma wartość Mocy"
    return [Mod("attack", 4, "jedi-hunter", why), Mod("damage", 10, "jedi-hunter", why)]


def _bounty_hunter(s: Strike) -> list[Mod]:
    if not s.tcard.has("unique"):
        return []
    return [
        Mod("attack", _value(s.acard, "bounty-hunter", 0), "bounty-hunter", "cel jest Unikalny")
    ]


def _careful(s: Strike) -> list[Mod]:
    if not _own_turn(s) or s.attacker_moved:
        return []
    why = "w swojej turze, bez ruchu"
    return [Mod("attack", _value(s.acard, "careful-shot", 0), "careful-shot", why)]


def _deadeye(s: Strike) -> list[Mod]:
    if not _own_turn(s) or s.attacker_moved:
        return []
    return [Mod("damage", 10, "deadeye", "w swojej turze, bez ruchu")]


def _momentum(s: Strike) -> list[Mod]:
    if not _own_turn(s) or not s.attacker_moved or not s.adjacent:
        return []
    why = "poruszyła się w swojej turze, cel sąsiaduje"
    return [Mod("attack", 4, "momentum", why), Mod("damage", 10, "momentum", why)]


def _mighty_swing(s: Strike) -> list[Mod]:
    if not _own_turn(s) or s.attacker_moved or not s.adjacent:
        return []
    why = "w swojej turze bez ruchu, cel sąsiaduje"
    return [Mod("damage", _value(s.acard, "mighty-swing", 0), "mighty-swing", why)]


def _lightsaber(s: Strike) -> list[Mod]:
    if not s.adjacent:
        return []
    return [Mod("damage", 10, "lightsaber", "cel sąsiaduje")]


def _quick(s: Strike) -> list[Mod]:
    if s.kind != "opportunity":
        return []
    return [Mod("attack", 6, "quick-reactions", "atak odruchowy")]


def _loner(s: Strike) -> list[Mod]:
    if s.allies_within_6:
        return []
    return [Mod("attack", 4, "loner", "brak sojuszników w zasięgu 6 pól")]


def _gregarious(s: Strike) -> list[Mod]:
    if not s.allies_within_6:
        return []
    return [Mod("attack", 4, "gregarious", "sojusznik w zasięgu 6 pól")]


def _synergy(s: Strike) -> list[Mod]:
    if not s.named_ally_within_6:
        return []
    return [Mod("attack", 4, "synergy", "wskazany sojusznik w zasięgu 6 pól")]


def _same_name(s: Strike, other: str) -> bool:
    return s.view.card(other).name == s.acard.name


def _ataru(s: Strike) -> list[Mod]:
    near = [e for e in s.view.enemies(s.attacker.id) if s.view.within(s.attacker.id, e, 6)]
    if len(near) != 1:
        return []
    return [Mod("attack", 4, "ataru-style", "tylko jeden wróg w zasięgu 6 pól")]


def _crowd(s: Strike) -> list[Mod]:
    others = [f for f in s.view.figures_adjacent(s.attacker.id) if f != s.target.id]
    if not others:
        return []
    why = f"sąsiadujące postacie inne niż cel: {len(others)}"
    return [Mod("attack", 2 * len(others), "crowd-fighting", why)]


def _electric(s: Strike) -> list[Mod]:
    if not s.adjacent or not s.tcard.counts_as_droid:
        return []
    amount = _value(s.acard, "electric-shock", 0)
    return [Mod("damage", amount, "electric-shock", "sąsiadujący wrogi Droid")]


def _ion(s: Strike) -> list[Mod]:
    if not s.tcard.nonliving:
        return []
    return [Mod("damage", _value(s.acard, "ion-gun", 0), "ion-gun", "nieżywy wróg")]


def _squad_assault(s: Strike) -> list[Mod]:
    near = [
        a
        for a in s.view.allies(s.attacker.id)
        if _same_name(s, a) and s.view.within(s.attacker.id, a, 6)
    ]
    if len(near) < 3:
        return []
    why = f"{len(near)} sojuszników o tej samej nazwie w zasięgu 6 pól"
    return [Mod("attack", 4, "squad-assault", why)]


def _swarm(s: Strike) -> list[Mod]:
    near = [
        a
        for a in s.view.allies(s.attacker.id)
        if _same_name(s, a) and s.view.adjacent(a, s.target.id)
    ]
    if not near:
        return []
    why = f"sojusznicy o tej samej nazwie sąsiadujący z celem: {len(near)}"
    return [Mod("attack", len(near), "swarm-1", why)]


def _gang(s: Strike) -> list[Mod]:
    ab = s.acard.ability("gang")
    if ab is None or not ab.named:
        return []
    near = [
        a
        for a in s.view.allies(s.attacker.id)
        if s.view.card(a).name_contains(ab.named) and s.view.within(a, s.target.id, 6)
    ]
    if not near:
        return []
    why = f"sojusznicy „{ab.named}” w zasięgu 6 pól od celu: {len(near)}"
    return [Mod("attack", (ab.value or 0) * len(near), "gang", why)]


def _protective(s: Strike) -> list[Mod]:
    ab = s.acard.ability("protective")
    if ab is None or not ab.named:
        return []
    for a in s.view.allies(s.attacker.id):
        if (
            s.view.card(a).name_contains(ab.named)
            and s.view.fig(a).damage > 0
            and s.view.within(s.attacker.id, a, 6)
        ):
            why = f"ranny sojusznik „{ab.named}” w zasięgu 6 pól"
            return [Mod("damage", ab.value or 0, "protective", why)]
    return []


def _flux(s: Strike) -> list[Mod]:
    if not any(s.view.card(h).counts_as_droid for h in s.helpers):
        return []
    return [Mod("damage", 10, "flux-density", "droid łączy z nią ogień")]


def _shockstaff(s: Strike) -> list[Mod]:
    if not s.adjacent or not s.tcard.nonliving:
        return []
    amount = _value(s.acard, "shockstaff-electrostaff", 0)
    return [Mod("damage", amount, "shockstaff-electrostaff", "sąsiadujący nieżywy wróg")]


def _force_weapon(s: Strike) -> list[Mod]:
    if "force-weapon" not in s.attacker.effects:
        return []
    return [Mod("damage", 10, "force-weapon", "Broń Mocy do końca pojedynku")]


def _sith_rage(s: Strike) -> list[Mod]:
    if not s.view.turn_effect(s.attacker.id, "sith-rage"):
        return []
    return [Mod("damage", 10, "sith-rage", "Szał Sithów do końca tury")]


# Modifiers of the attacker's own abilities, in the glossary's order.
ATTACKER_RULES: dict[str, Rule] = {
    "cunning-attack": _cunning,
    "advantageous-attack": _advantageous,
    "opportunist": _opportunist,
    "jedi-hunter": _jedi_hunter,
    "bounty-hunter": _bounty_hunter,
    "careful-shot": _careful,
    "deadeye": _deadeye,
    "momentum": _momentum,
    "mighty-swing": _mighty_swing,
    "lightsaber": _lightsaber,
    "quick-reactions": _quick,
    "loner": _loner,
    "gregarious": _gregarious,
    "synergy": _synergy,
    "ataru-style": _ataru,
    "crowd-fighting": _crowd,
    "electric-shock": _electric,
    "ion-gun": _ion,
    "squad-assault": _squad_assault,
    "swarm-1": _swarm,
    "gang": _gang,
    "protective": _protective,
    "flux-density": _flux,
    "shockstaff-electrostaff": _shockstaff,
}


def _charging_assault(s: Strike) -> list[Mod]:
    if s.kind != "turn" or not s.view.turn_effect(s.attacker.id, "charging-assault"):
        return []
    amount = _value(s.acard, "charging-assault", 0)
    return [Mod("damage", amount, "charging-assault", "atak po Szarży")]


# Modifiers that come from an effect on the attacker, not from its card.
EFFECT_RULES: tuple[Rule, ...] = (_force_weapon, _sith_rage, _charging_assault)


def _duelist(s: Strike) -> list[Mod]:
    if not s.adjacent or not s.view.has_force_rating(s.attacker.id):
        return []
    return [Mod("defense", 4, "lightsaber-duelist", "atakuje ją sąsiadująca postać z Mocą")]


def _resistance(s: Strike) -> list[Mod]:
    if not s.adjacent or not s.view.has_force_rating(s.attacker.id):
        return []
    return [Mod("defense", 2, "lightsaber-resistance", "atakuje ją sąsiadująca postać z Mocą")]


# Modifiers of the target's own abilities.
TARGET_RULES: dict[str, Rule] = {
    "lightsaber-duelist": _duelist,
    "lightsaber-resistance": _resistance,
}

# Abilities that act when the attack hits (after its damage), with the save that avoids them:
# entry -> (who is affected, the size from which a figure ignores it).
ON_HIT_STUNS: dict[str, tuple[str, int | None]] = {
    # „Wróg trafiony przez atak tej postaci jest ogłuszony … rzutem obronnym na 11. Wielkie lub
    # duże postacie ignorują ten efekt.”
    "jolt": ("any", 2),
    # „Jeśli postać ta trafi żywego przeciwnika … Cel jest ogłuszony … rzutem obronnym na 11.”
    "paralysis": ("living", None),
    # „Nieżywy wróg trafiony przez atak tej postaci jest ogłuszony … rzutem obronnym na 11.
    # Wielkie i większe postacie są odporne”
    "scramble": ("nonliving", 3),
    # „Sąsiadujący żywy wróg trafiony przez tą postać jest w zamian ogłuszony w tej rundzie.
    # Drugiego efektu można uniknąć rzutem obronnym na 11.”
    "shockstaff-electrostaff": ("adjacent-living", None),
}

CRITICAL_IMMUNE = ("droid", "resilient")
CRITICAL_RANGE = {"deadly-attack": 19, "vaapad-style-fighting": 18}
STYLE_MASTERS = ("makashi-style-master", "soresu-style-master")
EXTRA_ATTACKS = {"double-attack": 2, "triple-attack": 3, "quadruple-attack": 4}


# Abilities a figure gains for the rest of the skirmish (effect on the figure → the entry it
# gains). Impulsive Momentum: „do końca potyczki postać ta otrzymuje umiejętność specjalną Impet
# (Momentum)”.
GAINED = {"impulsive-momentum": "momentum"}


def attack_mods(s: Strike) -> list[Mod]:
    """The attacker's and the target's own abilities that modify this attack."""
    mods: list[Mod] = []
    for key, rule in ATTACKER_RULES.items():
        if s.acard.has(key) or any(GAINED.get(e) == key for e in s.attacker.effects):
            mods.extend(m for m in rule(s) if m.amount)
    for key, rule in TARGET_RULES.items():
        if s.tcard.has(key):
            mods.extend(rule(s))
    for rule in EFFECT_RULES:
        mods.extend(rule(s))
    return mods
