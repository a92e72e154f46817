"""Special abilities and Force powers that are not attacks: one declared shape per glossary entry.

Many entries of the glossary deal damage, heal, stun or push without an attack roll („Użycie …
nie jest atakiem i nie wymaga rzutu ataku”): Grenades, Force Grip, Heal, Shockwave… They differ
only in a few facts the entry states: what they replace (the attack, the turn, nothing), whom
the user picks (a legal target within a range, an adjacent figure, itself, nobody), who else is
hit (the figures next to the target, everyone within a radius), how much damage or healing, the
save that avoids or halves it, a stun, a push. `EFFECTS` writes those facts down once per entry,
read from its glossary text (each line says which words it encodes), and
`judge.engine.swm.specials` resolves any of them the same way, citing the entry at every step.

Where an entry is silent on something its family's main entry says (the "unleashed" variants
Force Lightning 1 and 4 say nothing about replacing the attack; the main entry Force Lightning
does), `contested` names the question, the reading followed and the sources, and the step that
applies it is shown as contested.
"""

from __future__ import annotations

from dataclasses import dataclass

from judge.engine.core.events import Contested

G = "swm-rules.glossary."


@dataclass(frozen=True)
class Save:
    """A save of `need` (glossary `save`) that avoids the damage or halves it."""

    need: int
    outcome: str = "avoid"  # avoid, halve


@dataclass(frozen=True)
class Stun:
    """A stun (glossary `stun`: the figure counts as activated this round)."""

    need: int | None  # the save that avoids it (None: none)
    immune_from: int | None = None  # figures of this size or larger ignore it (3: Huge)
    only: str | None = None  # living, nonliving: which figures it affects
    damaged_only: bool = False  # only figures that took damage from the effect
    mounted_immune: bool = False


@dataclass(frozen=True)
class Effect:
    key: str  # the glossary entry
    replaces: str | None  # attack, turn, or None (used besides the attack)
    pick: str  # enemy, enemy_unseen, adjacent_enemy, adjacent_figure, adjacent_or_self, self, none
    reach: int | None = 6  # squares from the user to the picked figure (None: line of sight)
    requires: str | None = None  # living, wounded_living, droid, droid_or_mounted, machinery
    area: str = "target"  # target, target+adjacent, target+2, within, enemies_within,
    #                       adjacent_to_user, legal_enemies
    radius: int | None = None  # for within / enemies_within
    living_area: bool = False  # only living figures are hit besides the target
    enemy_area: bool = False  # only enemies are hit besides the target
    damage: int | str | None = None  # "value": the [#] printed after the name
    heal: int | str | None = None
    save: Save | None = None
    stun: Stun | None = None
    push: int | None = None
    drain: str | None = None  # value: the user heals the damage it dealt; total: all of it
    steal_force: bool = False
    ally_save_heals: bool = False  # Homicidal Surgery: an ally that saves heals instead
    after_force_ally_defeated: bool = False
    no_aoo: bool = False  # the target makes no attacks of opportunity until the end of the turn
    own_turn_only: bool = True
    contested: Contested | None = None


def _unleashed(key: str, name: str) -> Contested:
    return Contested(
        question=f"Czy {name} zastępuje atak, choć jej opis tego nie mówi?",
        followed=(
            "Tak: to „uwolniona” odmiana Błyskawicy Mocy, wypisana pod jej głównym opisem, "
            "który mówi „Zamiast wykonywać normalny atak lub ataki”"
        ),
        sources=(G + key, G + "force-lightning", G + "unleashed-force-powers"),
    )


_EFFECTS: tuple[Effect, ...] = (
    # --- special abilities ---------------------------------------------------------------
    # „Zamiast wykonywać normalny atak lub ataki postać może zaatakować wroga w zasięgu 6 pól.
    # Podlega to zwykłym zasadom wyboru celu. Cel i wszystkie sąsiadujące z nim postacie
    # (zarówno wrogowie jak i sojusznicy) odnoszą [#] punktów obrażeń. Każda postać może
    # uniknąć obrażeń rzutem obronnym na 11.”
    Effect("grenades", "attack", "enemy", 6, area="target+adjacent", damage="value", save=Save(11)),
    # „… wroga w zasięgu linii wzroku … Cel oraz wszystkie sąsiadujące … rzutem obronnym na 11”
    Effect(
        "missiles", "attack", "enemy", None, area="target+adjacent", damage="value", save=Save(11)
    ),
    # Grenades within 6 + „Duże lub mniejsze nieżywe postacie, które otrzymują obrażenia z tej
    # umiejętności są ogłuszone chyba że unikną tego efektu rzutem obronnym na 11.”
    Effect(
        "atlatl",
        "attack",
        "enemy",
        6,
        area="target+adjacent",
        damage="value",
        save=Save(11),
        stun=Stun(11, immune_from=3, only="nonliving", damaged_only=True),
    ),
    # „działa tak jak Atlat [#] … z wyjątkiem tego, że jej zasięg to zasięg widzenia”
    Effect(
        "cesta",
        "attack",
        "enemy",
        None,
        area="target+adjacent",
        damage="value",
        save=Save(11),
        stun=Stun(11, immune_from=3, only="nonliving", damaged_only=True),
    ),
    # „zadaje [#] Obrażeń jednemu wrogiemu celowi i wszystkim postaciom z nim sąsiadującym …
    # Pierwszy wróg musi być legalnym celem i musi być w zasięgu 6 pól”
    Effect("flamethrower", "attack", "enemy", 6, area="target+adjacent", damage="value"),
    # „zadaje [#] puntów obrażeń żywemu wrogowi w zasięgu 6 pól … rzutem obronnym na 11”
    Effect("spit-poison", "attack", "enemy", 6, requires="living", damage="value", save=Save(11)),
    # „zadaje 10 punktów obrażeń wrogowi, do którego ma linię wzroku … rzutem obronnym na 11”
    Effect("razorbug", "attack", "enemy", None, damage=10, save=Save(11)),
    # „zadaje 10 punktów obrażeń jednemu żywemu wrogowi w zasięgu 6 pól i chwilowo go ogłusza
    # … Cel może uniknąć obu efektów rzutem obronnym na 11. Wielkie i większe postacie nie
    # mogą być ogłuszone.”
    Effect(
        "thud-bug",
        "attack",
        "enemy",
        6,
        requires="living",
        damage=10,
        save=Save(11),
        stun=Stun(None, immune_from=3, damaged_only=True),
    ),
    # „Cel oraz wszystkie sąsiadujące z nim postacie … są ogłuszone … rzutem obronnym na 11 …
    # Postacie z Bronią Pokładową oraz Wielkie i większe ignorują ten efekt.”
    Effect(
        "net-gun",
        "attack",
        "enemy",
        6,
        area="target+adjacent",
        stun=Stun(11, immune_from=3, mounted_immune=True),
    ),
    # „zaatakować żywego wroga w zasięgu 6 pól … Cel oraz wszystkie sąsiadujące z nim żywe
    # postacie … są ogłuszone … rzutem obronnym na 11 … nie działa na Wielkie i większe”
    Effect(
        "sonic-stunner",
        "attack",
        "enemy",
        6,
        requires="living",
        area="target+adjacent",
        living_area=True,
        stun=Stun(11, immune_from=3, only="living"),
    ),
    # „Zamiast normalnej tury, postać zadaje 60 punktów Obrażenia jednemu żywemu wrogowi w
    # zasięgu 12 pól. Linia wzroku nie jest konieczna … rzutem obronnym na 11.”
    Effect(
        "kouhun-infestation",
        "turn",
        "enemy_unseen",
        12,
        requires="living",
        damage=60,
        save=Save(11),
    ),
    # „Zamiast normalnej tury … zaatakować wroga w zasięgu 6 pól … 40 punktów Obrażeń …
    # rzutem obronnym na 16”
    Effect("virulent-poison-dart", "turn", "enemy", 6, damage=40, save=Save(16)),
    # „Zamiast normalnej tury, postać ta zadaje 40 punktów obrażeń jednemu sąsiadującemu
    # wrogowi. Wróg może uniknąć obrażeń rzutem obronnym na 11.”
    Effect("plaeryin-bol", "turn", "adjacent_enemy", damage=40, save=Save(11)),
    # „Zamiast normalnej tury, postać zadaje 10 punktów Obrażenia sąsiadującej żywej postaci.
    # Jeśli jest to sojusznicza postać, może wykonać rzut obronny na 11 i jeśli się powiedzie w
    # zamian zmniejsza ona o 10 punktów swoje Obrażenia.”
    Effect(
        "homicidal-surgery",
        "turn",
        "adjacent_figure",
        requires="living",
        damage=10,
        ally_save_heals=True,
    ),
    # „zmniejsza o [#] punktów obrażeń sąsiadującej żywej postaci lub samej sobie”
    Effect("heal", "attack", "adjacent_or_self", requires="living", heal="value"),
    # „zmniejsza podaną liczbę obrażenia sąsiadującemu Droidowi”
    Effect("repair", "attack", "adjacent_figure", requires="droid", heal="value"),
    # „zmniejsza o [#] punktów Obrażenia sąsiadującej postaci z umiejętnością specjalną Broń
    # Pokładowa” (Machinery: „mimo że nie posiada ona Broni Pokładowej”)
    Effect("industrial-repair", "attack", "adjacent_figure", requires="machinery", heal="value"),
    # --- Force powers --------------------------------------------------------------------
    # „zmniejsza o [#] liczbę punktów obrażeń sąsiadującej zranionej żywej postaci lub samej
    # sobie”
    Effect("force-heal", "attack", "adjacent_or_self", requires="wounded_living", heal="value"),
    # „Zamiast normalnej tury, postać używając tą Moc zmniejsza swoje obrażenia o [#] punktów.”
    Effect("recovery", "turn", "self", heal="value"),
    # „zadaje 20 punktów obrażeń jednemu wrogowi w zasięgu 6 pól”
    Effect(
        "force-lightning-1",
        "attack",
        "enemy",
        6,
        damage=20,
        contested=_unleashed("force-lightning-1", "Błyskawica Mocy 1"),
    ),
    # „zadaje 50 punktów obrażeń jednemu wrogowi w zasięgu 6 pól. Dodatkowo ogłusza tego wroga
    # jeśli jest Wielką bądź mniejszą postacią … rzutem obronnym na 16”
    Effect(
        "force-lightning-4",
        "attack",
        "enemy",
        6,
        damage=50,
        stun=Stun(16),
        contested=_unleashed("force-lightning-4", "Błyskawica Mocy 4"),
    ),
    # „Zamiast normalnej tury … 60 punktów obrażeń jednemu wrogiemu celowi i dwóm postaciom z
    # nim sąsiadującym … Wszystkie zaatakowane postacie są ogłuszone … rzutem obronnym na 16”
    Effect("force-lightning-5", "turn", "enemy", 6, area="target+2", damage=60, stun=Stun(16)),
    # „Zamiast wykonywać normalny atak lub ataki … 20 punktów obrażeń jednemu wrogowi w zasięgu 6
    # pól. Jeśli cel jest Wielką lub mniejszą postacią odpycha ją o 2 pola”
    Effect("force-push-2", "attack", "enemy", 6, damage=20, push=2),
    # „działa jak Pchnięcie Mocą 2 ale zadaje 40 punktów obrażeń jednemu wrogowi w zasięgu
    # linii wzroku oraz odpycha go o 4 pola”
    Effect("force-push-4", "attack", "enemy", None, damage=40, push=4),
    # „działa jak Pchnięcie Mocą 3 ale zadaje 50 punktów obrażeń i odpycha zaatakowane postacie
    # o 5 pól. Wielkie i mniejsze postacie są ogłuszone … rzutem obronnym na 16”
    Effect(
        "force-push-5", "turn", "enemy", 6, area="target+adjacent", damage=50, push=5, stun=Stun(16)
    ),
    # „zadaje [#] punktów obrażeń wrogowi w zasięgu linii wzroku. Podlega to wszystkim zasadom
    # odnośnie wyboru celu.”
    Effect("force-grip", "attack", "enemy", None, damage="value"),
    # „działa tak samo jak Chwyt Mocy, ale kosztuje 4 punkty Mocy i zadaje 40”
    Effect("force-grip-3", "attack", "enemy", None, damage=40),
    # „zadaje [#] punktów obrażeń wszystkim postaciom z nią sąsiadującym (zarówno wrogom jak i
    # sojusznikom)”
    Effect("force-storm", "attack", "none", area="adjacent_to_user", damage="value"),
    Effect("force-storm-2", "attack", "none", area="adjacent_to_user", damage=20),
    # „zadaje [#] punktów obrażeń jednemu wrogiemu Droidowi lub jednemu wrogowi z Bronią
    # Pokładową (Mounted Weapon) w zasięgu 6 pól”
    Effect("force-strike", "attack", "enemy", 6, requires="droid_or_mounted", damage="value"),
    # „zadaje [#] punktów obrażeń jednemu wrogowi w zasięgu 6 pól. Zaatakowana postać może
    # zmniejszyć obrażenia o połowę, rzutem obronnym na 11.”
    Effect("force-thrust", "attack", "enemy", 6, damage="value", save=Save(11, "halve")),
    # „zadaje [#] punktów obrażeń jednemu wrogowi w zasięgu 6 pól”
    Effect("sith-lighttning", "attack", "enemy", 6, damage="value"),
    # „zadaje [#] punktów obrażeń wszystkim wrogom w zasięgu linii wzroku. Podlega to zwykłym
    # zasadom dotyczącym wybory celu.”
    Effect("sith-grip", "attack", "none", area="legal_enemies", damage="value"),
    # „zadaje 10 punktów obrażeń wszystkim wrogom w zasięgu 2 pól … wyłącznie w turze postaci”
    Effect("sith-hatred", None, "none", area="enemies_within", radius=2, damage=10),
    # „Wszyscy wrogowie w zasięgu 6 pól są ogłuszeniu … rzutem obronnym na 11 … wyłącznie w
    # turze postaci”
    Effect("sith-sorcery", None, "none", area="enemies_within", radius=6, stun=Stun(11)),
    # „Zamiast normalnej tury … 10 punktów obrażeń wszystkim postaciom (zarówno wrogom jak i
    # sojusznikom) w zasięgu 6 pól. Linia wzroku nie jest konieczna”
    Effect("force-burst", "turn", "none", area="within", radius=6, damage=10),
    # „Wszystkie postacie (zarówno wrogowie jaki sojusznicy) w zasięgu 6 pól są ogłuszone …
    # rzutem obronnym na 11”
    Effect("shockwave", "attack", "none", area="within", radius=6, stun=Stun(11)),
    # „Cel będący żywą postacią w zasięgu 6 pól jest uważany za aktywowany w tej rundzie. Wróg
    # ten może uniknąć tego efektu rzutem obronnym na 11. … wyłącznie w turze postaci.”
    Effect("force-stun", None, "enemy", 6, requires="living", stun=Stun(11)),
    # „Cel będący żywą postacią w zasięgu 2 pól jest ogłuszony w tej rundzie i nie może
    # wykonywać ataków odruchowych do końca tury … Rzut obronny na 11 neguje wszystkie efekty.”
    Effect("jedi-mind-trick", None, "enemy", 2, requires="living", stun=Stun(11), no_aoo=True),
    # „zadaje [#] obrażeń żywemu przeciwnikowi w zasięgu 6 pól, jednocześnie zmniejszając swoje
    # dotychczasowe obrażenia o podaną wartość. Przeciwnik może zanegować oba efekty rzutem
    # obronnym na 11.”
    Effect(
        "drain-life",
        None,
        "enemy",
        6,
        requires="living",
        damage="value",
        save=Save(11),
        drain="value",
    ),
    # „Żywy wróg w zasięgu 6 pól oraz każdy żywy przeciwnik sąsiadujący z nim odnosi 20
    # Obrażeń … rzutem obronnym na 11. Własne obrażenia zmniejsza się o wartość całkowitych
    # zadanych obrażeń”
    Effect(
        "drain-life-3",
        None,
        "enemy",
        6,
        requires="living",
        area="target+adjacent",
        living_area=True,
        enemy_area=True,
        damage=20,
        save=Save(11),
        drain="total",
    ),
    # „zadaje podaną liczbę punktów obrażeń żywemu wrogowi w zasięgu 6 pól oraz zmniejsza swoje
    # obrażenia także o podaną liczbę. Jeśli cel posiada Punkty Mocy, traci 1 punkt a postać
    # ta otrzymuje 1 Punkt Mocy.”
    Effect(
        "sith-hunger",
        "attack",
        "enemy",
        6,
        requires="living",
        damage="value",
        drain="value",
        steal_force=True,
    ),
    # „Mocy tej można użyć dopiero gdy zostanie pokonany sojusznik z wartością Mocy. Zamiast
    # wykonywać normalny atak lub ataki … [#] punktów Obrażeń wszystkim innym postaciom w
    # zasięgu 6 pól … zmniejszyć obrażenia o połowę rzutem obronnym na 11.”
    Effect(
        "unleash-the-force",
        "attack",
        "none",
        area="within",
        radius=6,
        damage="value",
        save=Save(11, "halve"),
        after_force_ally_defeated=True,
    ),
)

EFFECTS: dict[str, Effect] = {e.key: e for e in _EFFECTS}

# Entries that change what an effect of the same figure does.
# „Za każdym razem gdy nie żywa postać będzie pod działaniem umiejętności specjalnej Granaty tej
# postaci, jest ona ogłuszona … rzutem obronnym na 11. Wielkie i duże postacie ignorują ten
# efekt.”
EMP_GRENADES = Stun(11, immune_from=2, only="nonliving")


_PICKS = {
    "enemy": "legalny cel",
    "enemy_unseen": "wróg (bez linii wzroku)",
    "adjacent_enemy": "sąsiadujący wróg",
    "adjacent_figure": "sąsiadująca postać",
    "adjacent_or_self": "sąsiadująca postać lub ona sama",
    "self": "ona sama",
}
_AREAS = {
    "target+adjacent": " i wszystkie postacie sąsiadujące z celem",
    "target+2": " i dwie postacie sąsiadujące z celem",
    "within": "wszystkie postacie w zasięgu {r} pól",
    "enemies_within": "wszyscy wrogowie w zasięgu {r} pól",
    "adjacent_to_user": "wszystkie sąsiadujące z nią postacie",
    "legal_enemies": "wszyscy wrogowie będący legalnymi celami",
}


def describe(effect: Effect) -> str:
    """A short Polish summary of what the engine does with the entry (shown when a scenario is
    refused and in the docs)."""
    parts = []
    if effect.replaces:
        parts.append("zamiast " + ("ataku" if effect.replaces == "attack" else "tury"))
    if effect.pick in _PICKS:
        who = _PICKS[effect.pick]
        if effect.pick in ("enemy", "enemy_unseen"):
            who += " w zasięgu " + (f"{effect.reach} pól" if effect.reach else "linii wzroku")
        parts.append(who + _AREAS.get(effect.area, "") if "+" in effect.area else who)
    else:
        parts.append(_AREAS[effect.area].format(r=effect.radius))
    if effect.damage is not None:
        parts.append(f"{'[#]' if effect.damage == 'value' else effect.damage} obrażeń")
    if effect.heal is not None:
        parts.append(f"zmniejsza obrażenia o {'[#]' if effect.heal == 'value' else effect.heal}")
    if effect.save is not None:
        outcome = "unika" if effect.save.outcome == "avoid" else "połowa obrażeń"
        parts.append(f"rzut obronny {effect.save.need}: {outcome}")
    if effect.stun is not None:
        need = f" (rzut obronny {effect.stun.need})" if effect.stun.need else ""
        parts.append("ogłuszenie" + need)
    if effect.push:
        parts.append(f"odepchnięcie o {effect.push} pola")
    if effect.drain:
        parts.append("leczy się o zadane obrażenia")
    return "; ".join(parts)


@dataclass(frozen=True)
class Grant:
    """A power that gives an effect instead of damage: to the user (for the turn or the rest of
    the skirmish) or as a mark on the enemy it picks."""

    key: str
    replaces: str | None
    scope: str  # turn, round, skirmish, mark (on the picked enemy, until the end of the skirmish)
    reach: int | None = None  # for a mark: range to the picked enemy
    contested: Contested | None = None
    adjacent: bool = False  # for a mark: the picked enemy must be adjacent
    exclusive: bool = True  # for a mark: only the last enemy picked stays marked


GRANTS: dict[str, Grant] = {
    g.key: g
    for g in (
        # „Zamiast wykonywać normalny atak lub ataki postać używając tą Moc dostaje końca
        # pojedynku bonus +10 do Obrażeń.”
        Grant("force-weapon", "attack", "skirmish"),
        # „Zamiast wykonywać normalny atak lub ataki postać używając tą Moc dostaje bonus +10 do
        # Obrażeń dla wszystkich ataków do końca tury.”
        # The entry both replaces the attacks and gives +10 „dla wszystkich ataków do końca
        # tury … nawet gdy postać wykonuje atak odruchowy”: followed as written, so the bonus
        # reaches only attacks the figure still makes this turn besides its normal ones.
        Grant(
            "sith-rage",
            "attack",
            "turn",
            contested=Contested(
                question="Szał Sithów zastępuje ataki, a daje +10 do Obrażeń wszystkim atakom do "
                "końca tury: czy postać może w tej turze normalnie zaatakować?",
                followed="Nie: hasło mówi „Zamiast wykonywać normalny atak lub ataki”; premia "
                "działa tylko na ataki wykonane jeszcze w tej turze poza normalnymi",
                sources=(G + "sith-rage", G + "replaces-attacks"),
            ),
        ),
        # „Następny atak wykonywany przez postać z tą Mocą jest naturalną 20. Nie musisz wykonywać
        # rzutu ataku.”
        Grant("use-the-force", None, "skirmish"),
        # „Zamiast normalnej tury, postać używając tą Moc może wybrać wrogi cel w zasięgu 6 pól.
        # Do końca pojedynku pierwszy atak w każdej rundzie przeciwko temu wrogowi jest
        # traktowany jako naturalna 20. […] efekt dotyczy wyłącznie ostatnio wybranego wroga.”
        Grant("shatterpoint", "turn", "mark", reach=6),
        # „Do końca tej tury, postać używająca tej Mocy może poruszać się przez wrogie postacie.
        # W dodatku postać ta nie powoduje ataku odruchowego. Użycie Skoku Mocy nie zabiera
        # żadnego czasu”
        Grant("force-leap", None, "turn"),
        # „Zamiast wykonywać normalny atak lub ataki postać używając tą Moc zyskuje następujący
        # efekt dowódcy do końca potyczki: Podwładni w zasięgu 6 pól otrzymują bonus +2 do Ataku
        # oraz +2 do Obrony. Liczy się on dodatkowo do istniejącego efektu dowódcy.”
        # (the effect: figures.POWER_COMMANDS; applied with the other commander effects)
        # (contested when it meets another commander bonus: combat.FORCE_VALOR_STACKING)
        Grant("force-valor", "attack", "skirmish"),
        # „Zamiast wykonywać normalny atak lub ataki postać używając tą Moc uzyskuje do końca
        # pojedynku następujący efekt dowódcy: Sojusznicy, który wykonują atak łączony uzyskują
        # dodatkowy bonus +2 do Ataku.”
        Grant("control-minds", "attack", "skirmish"),
        # „Do końca pojedynku postać ta otrzymuje poniższy efekt dowódcy: Sojusznicy, który
        # kombinują ogień otrzymują dodatkowo +2 do Ataku oraz wrogie postacie nie mogą używać
        # ataku łączonego.” It does not say „Zamiast”: used besides the attack.
        Grant("battle-meditation", None, "skirmish"),
        # „Zamiast normalnej tury, postać używając tą Moc może wycelować w sąsiadującego wroga.
        # Wróg ten nie może wydawać Punktów Mocy do końca pojedynku. Jeśli cel posiada wartość
        # Mocy nie jest dalej traktowany jako ją posiadający.”
        Grant("sever-force", "turn", "mark", adjacent=True, exclusive=False),
        # „Kiedy postać ta używa tej Mocy jej ataki (lub obrażenia z ataków) nie mogą być
        # zablokowane lub przeniesione w tej turze. […] Moc ta działa także gdy postać wykonuje
        # atak odruchowy.” (before an attack of opportunity: decision `<figure>.overwhelming`)
        Grant("overwhelming-force", None, "turn"),
        # „Wszystkie wrogie postacie tracą umiejętność specjalną Skradanie się (Stealth) do końca
        # rundy.” (the mark `force-sense@<round>` on the user)
        Grant("force-sense", None, "round"),
    )
}


# Turns taken another way („Zamiast normalnej tury”): how far the figure may move before its
# attack (0: twice its speed).
TURN_MODES = {
    # „Zamiast normalnej tury, postać może poruszyć się do dwukrotności swojej prędkości i
    # wykonać atak w tej samej turze.”
    "charging-fire": 0,
    # „… do dwukrotności swojej prędkości i po zakończeniu ruchu wykonać atak w tej samej turze
    # przeciwko sąsiadującemu wrogowi. Postać musi poruszyć się minimum o jedno pole”
    "charging-assault": 0,
    # „Zamiast wykonywać normalną turę postać ta może poruszyć się do 18 pól a następnie wykonać
    # atak w tej samej turze.”
    "wheeled": 18,
    # „Zamiast normalnej tury, postać ta może poruszyć się na podwójnej prędkości a następnie
    # zaatakować raz każdy legalny cel.”
    "furious-assault": 0,
}


@dataclass(frozen=True)
class Volley:
    """A power or ability that makes several attacks at once, instead of the attack or turn."""

    key: str
    replaces: str  # attack, turn
    targets: str  # adjacent_each, adjacent_pick (two attacks, adjacent enemies), pick, legal_each
    attacks: int = 1  # attacks per target
    reach: int | None = None  # for pick: squares to the target
    throw: bool = False  # a Lightsaber Throw: a ranged attack even for a Melee Attack figure
    recheck: bool = False  # legal targets are checked again before each attack
    contested: Contested | None = None


VOLLEYS: dict[str, Volley] = {
    v.key: v
    for v in (
        # „Zamiast wykonywać normalny atak lub ataki postać używając tą Moc może wykonać jeden
        # atak przeciwko każdemu sąsiadującemu wrogowi. Postać może poruszać się normalnie”
        Volley("lightsaber-sweep", "attack", "adjacent_each"),
        # „… wykonuje dwa ataki przeciwko sąsiadującemu wrogowi (celami mogą być różni wrogowie).
        # Postać może poruszać się normalnie”
        Volley("lightsaber-assault", "attack", "adjacent_pick", attacks=2),
        # „Zamiast normalnej tury postać używająca tą Moc może wykonać dwa ataki przeciwko
        # każdemu sąsiadującemu wrogowi.”
        Volley("whirlwind-attack", "turn", "adjacent_each", attacks=2),
        # „… może wykonać jeden atak przeciwko wrogowi w zasięgu 6 pól, ignorując ograniczenia z
        # Walki Wręcz. Wszystkie Rzuty Mieczem Świetlnym liczy się to jako atak z dystansu”
        Volley("lightsaber-throw", "attack", "pick", reach=6, throw=True),
        # „… może wykonać dwa ataki przeciwko temu samemu wrogowi w zasięgu 6 pól”
        Volley(
            "lightsaber-throw-2",
            "attack",
            "pick",
            attacks=2,
            reach=6,
            throw=True,
            contested=Contested(
                question="Czy Rzut Mieczem Świetlnym 2 ignoruje Walkę Wręcz i liczy się jako "
                "atak z dystansu, choć jego opis tego nie mówi?",
                followed="Tak: to „uwolniona” odmiana Rzutu Mieczem Świetlnym, wypisana pod jego "
                "głównym opisem („Wszystkie Rzuty Mieczem Świetlnym liczy się jako atak z "
                "dystansu”)",
                sources=(
                    G + "lightsaber-throw-2",
                    G + "lightsaber-throw",
                    G + "unleashed-force-powers",
                ),
            ),
        ),
        # „… może zaatakować raz każdy legalny cel. Legalne cele określa się przed wykonaniem
        # pierwszego rzutu ataku i kolejny raz przed wykonaniem ataku. Tylko postacie, które są
        # legalnymi celami w obu przypadkach mogą zostać zaatakowane.”
        Volley("blaster-barrage", "attack", "legal_each", recheck=True),
    )
}
