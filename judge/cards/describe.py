"""Polish, human-readable descriptions of the ability AST, for judges at a table.

`describe(node)` gives one Polish phrase for any AST node of `judge.cards.ast`; every node type
has a describer here (a test walks them all). `describe_ability(ability)` splits an ability into
the parts a judge asks about (kind, trigger, cost, effect, "możesz", condition) plus a one-line
`summary`; `describe_card_text(card_text)` does it for every ability of a card.

Phrases follow the cards' own words where that needs no inflection machinery: verbs are
imperative ("zadaj", "ulecz"), numerals agree with their noun ("1 obrażenie", "2 obrażenia",
"5 obrażeń"), adjectives agree with the noun's gender ("czerwona postać", "czerwone
ulepszenie"), and objects that would need another grammatical case follow a colon in the
nominative ("ulecz 5 obrażeń (z: ta postać)", "odrzuć z gry: to ulepszenie").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from judge.cards import ast as A
from judge.cards.dice import SYMBOL_NAMES_PL


def plural(n: int, one: str, few: str, many: str) -> str:
    """The Polish form for a count: 1 → one, 2–4 (not 12–14) → few, otherwise many."""
    if n == 1:
        return one
    if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14):
        return few
    return many


@dataclass(frozen=True)
class Noun:
    one: str  # nominative singular
    few: str  # nominative plural (2–4)
    many: str  # genitive plural (5+, "dowolna liczba …")
    gender: str  # "m", "f", "n"
    of: str = ""  # genitive singular ("kość postaci")
    acc: str = ""  # accusative singular where it differs ("dobierz kartę")

    def count(self, n: int) -> str:
        return plural(n, self.one, self.few, self.many)


NOUNS: dict[str, Noun] = {
    "character": Noun("postać", "postacie", "postaci", "f", "postaci"),
    "die": Noun("kość", "kości", "kości", "f", "kości"),
    "card": Noun("karta", "karty", "kart", "f", "karty", "kartę"),
    "upgrade": Noun("ulepszenie", "ulepszenia", "ulepszeń", "n", "ulepszenia"),
    "support": Noun("wsparcie", "wsparcia", "wsparć", "n", "wsparcia"),
    "event": Noun("wydarzenie", "wydarzenia", "wydarzeń", "n", "wydarzenia"),
    "battlefield": Noun("pole bitwy", "pola bitwy", "pól bitwy", "n", "pola bitwy"),
    "face": Noun("ścianka", "ścianki", "ścianek", "f", "ścianki", "ściankę"),
    "symbol": Noun("symbol", "symbole", "symboli", "m", "symbolu"),
    "ability": Noun("zdolność", "zdolności", "zdolności", "f", "zdolności"),
    "damage": Noun("obrażenie", "obrażenia", "obrażeń", "n", "obrażenia"),
    "shield": Noun("żeton osłony", "żetony osłon", "żetonów osłon", "m", "żetonu osłony"),
    "resource": Noun("żeton zasobu", "żetony zasobów", "żetonów zasobów", "m", "żetonu zasobu"),
    "player": Noun("gracz", "gracze", "graczy", "m", "gracza"),
    "copy": Noun("kopia", "kopie", "kopii", "f", "kopii", "kopię"),
    "weapon": Noun("broń", "bronie", "broni", "f", "broni"),
    "vehicle": Noun("pojazd", "pojazdy", "pojazdów", "m", "pojazdu"),
    "equipment": Noun("ekwipunek", "ekwipunki", "ekwipunków", "m", "ekwipunku"),
    "action": Noun("akcja", "akcje", "akcji", "f", "akcji", "akcję"),
    "plot": Noun("intryga", "intrygi", "intryg", "f", "intrygi", "intrygę"),
    "downgrade": Noun("osłabienie", "osłabienia", "osłabień", "n", "osłabienia"),
    "token": Noun("żeton", "żetony", "żetonów", "m", "żetonu"),
}
SUBTYPE_NOUNS = ("weapon", "vehicle", "equipment", "ability")
_OBJECT = Noun("obiekt", "obiekty", "obiektów", "m", "obiektu")


def noun(kind: str | None) -> Noun:
    return NOUNS.get(kind or "", _OBJECT)


def adjective(forms: str, gender: str | None) -> str:
    """`forms` = "m/f/n/pl" ("czerwony/czerwona/czerwone/czerwone"); `gender` is "m", "f",
    "n", None (nominative plural: "2 czerwone karty") or "gen" (genitive plural: "5 czerwonych
    kart", "dowolna liczba czerwonych kart")."""
    masculine, feminine, neuter, plural_form = forms.split("/")
    if gender == "gen":
        return _genitive_plural(plural_form)
    return {"m": masculine, "f": feminine, "n": neuter}.get(gender or "", plural_form)


def _genitive_plural(nominative: str) -> str:
    """czerwone → czerwonych, niebieskie → niebieskich, twoje → twoich (last word only)."""
    head, _, last = nominative.rpartition(" ")
    if last == "wszystkie":
        last = "wszystkich"
    elif last.endswith("oje"):
        last = last[:-2] + "ich"
    elif last.endswith("ie"):
        last = last[:-1] + "ch"
    elif last.endswith("e"):
        last = last[:-1] + "ych"
    return f"{head} {last}" if head else last


COLORS = {
    "red": "czerwony/czerwona/czerwone/czerwone",
    "blue": "niebieski/niebieska/niebieskie/niebieskie",
    "yellow": "żółty/żółta/żółte/żółte",
    "gray": "szary/szara/szare/szare",
}
ADJECTIVE_FILTERS = {
    "unique": "unikatowy/unikatowa/unikatowe/unikatowe",
    "non_unique": "nieunikatowy/nieunikatowa/nieunikatowe/nieunikatowe",
    "exhausted": "wyczerpany/wyczerpana/wyczerpane/wyczerpane",
    "ready": "przygotowany/przygotowana/przygotowane/przygotowane",
    "defeated": "pokonany/pokonana/pokonane/pokonane",
    "other": "inny/inna/inne/inne",
    "random": "losowy/losowa/losowe/losowe",
    "top": "wierzchni/wierzchnia/wierzchnie/wierzchnie",
    "bottom": "spodni/spodnia/spodnie/spodnie",
    "last": "ostatni/ostatnia/ostatnie/ostatnie",
    "facedown": "zakryty/zakryta/zakryte/zakryte",
    "not_in_use": "niewykorzystywany/niewykorzystywana/niewykorzystywane/niewykorzystywane",
}
SET_ASIDE = "odłożony na bok/odłożona na bok/odłożone na bok/odłożone na bok"
CONTROLLED_BY_SAME = (
    "kontrolowany przez tego samego gracza/kontrolowana przez tego samego gracza/"
    "kontrolowane przez tego samego gracza/kontrolowane przez tego samego gracza"
)
STACKED = (
    "położony na innej kopii tej karty/położona na innej kopii tej karty/"
    "położone na innej kopii tej karty/położone na innej kopii tej karty"
)
SHOWING = "przedstawiający/przedstawiająca/przedstawiające/przedstawiające"
ANY = "dowolny/dowolna/dowolne/dowolne"
YOUR = "twój/twoja/twoje/twoje"
OWN = "swój/swoja/swoje/swoje"
EACH = "każdy/każda/każde/wszystkie"
THIS = "ten/ta/to/te"
GIVEN = "dany/dana/dane/dane"
CHOSEN = "wybrany/wybrana/wybrane/wybrane"
JUST = {
    "looked_at": "właśnie podejrzany/właśnie podejrzana/właśnie podejrzane/właśnie podejrzane",
    "discarded": "właśnie odrzucony/właśnie odrzucona/właśnie odrzucone/właśnie odrzucone",
    "removed": "właśnie usunięty/właśnie usunięta/właśnie usunięte/właśnie usunięte",
    "lost": "właśnie stracony/właśnie stracona/właśnie stracone/właśnie stracone",
    "rolled": "właśnie rzucony/właśnie rzucona/właśnie rzucone/właśnie rzucone",
    "rerolled": "właśnie przerzucony/właśnie przerzucona/właśnie przerzucone/właśnie przerzucone",
    "resolved": "właśnie rozpatrzony/właśnie rozpatrzona/właśnie rozpatrzone/właśnie rozpatrzone",
    "turned": "właśnie obrócony/właśnie obrócona/właśnie obrócone/właśnie obrócone",
    "revealed": "właśnie odkryty/właśnie odkryta/właśnie odkryte/właśnie odkryte",
    "drawn": "właśnie dobrany/właśnie dobrana/właśnie dobrane/właśnie dobrane",
}
ZONES = {
    "hand": "z ręki",
    "discard_pile": "ze stosu kart odrzuconych",
    "deck": "z talii",
    "deck_top": "z wierzchu talii",
    "play": "w grze",
    "pool": "w puli",
    "side": "odłożona na bok",
    "game": "w grze",
    "current": "z miejsca, w którym się znajduje",
}
ZONES_WHERE = {
    "hand": "na ręce",
    "discard_pile": "w stosie kart odrzuconych",
    "deck": "w talii",
    "deck_top": "na wierzchu talii",
    "play": "w grze",
    "pool": "w puli",
    "side": "z boku",
    "game": "w grze",
    "current": "tam, gdzie się znajduje",
}
PLAYERS = {
    "you": "ty",
    "opponent": "dowolny przeciwnik",
    "each_opponent": "każdy przeciwnik",
    "each_player": "każdy gracz",
    "trigger_actor": "gracz z warunku aktywacji",
    "given": "dany przeciwnik",
    "any_player": "dowolny gracz (ty lub przeciwnik)",
    "its_controller": "gracz kontrolujący wymienioną wcześniej kartę",
}
CONTROLLERS = {
    "you": "ty",
    "opponent": "przeciwnik",
    "any": "dowolny gracz",
    "own": "ten gracz",
    "its": "jego właściciel",
}
POOL_OWNERS = {
    "you": "twojej",
    "opponent": "przeciwnika",
    "any": "dowolnego gracza",
    "own": "tego gracza",
    "its": "jej właściciela",
}
KEYWORDS = {
    "guardian": "Strażnik",
    "ambush": "Zasadzka",
    "redeploy": "Przepisanie",
    "piloting": "Pilotowanie",
    "detect": "Wykrycie",
    "renew": "Odnowienie",
    "elite": "Elitarna",
    "bounty": "Nagroda",
    "team_up": "Drużyna",
    "plot": "Intryga",
    "parallel_die": "Kość równoległa",
}
AFFILIATIONS = {"villain": "złoczyńców", "hero": "bohaterów", "neutral": "neutralne"}
DISTRIBUTE = "rozdziela je dowolnie ten, kto je daje"
ABILITY_KINDS = {
    "action": "Akcja",
    "claim": "Zajęcie",
    "special": "Zdolność specjalna",
    "triggered": "Zdolność aktywowana",
    "persistent": "Zdolność trwała",
    "integral": "Integralna zdolność kości",
    "keyword": "Słowo kluczowe",
    "restriction": "Ograniczenie zagrania",
    "effect": "Efekt wydarzenia",
    "power_action": "Akcja mocy",
    "setup": "Przygotowanie intrygi",
}


SYMBOLS_ACCUSATIVE = {"Sh": "osłonę", "Sp": "zdolność specjalną", "-": "pustą ściankę"}


def symbols_text(symbols: tuple[str, ...] | list[str], accusative: bool = False) -> str:
    """ "obrażenia wręcz lub obrażenia dystansowe"; `accusative`: "przedstawia pustą ściankę"."""
    names = [
        (SYMBOLS_ACCUSATIVE.get(s) if accusative else None) or SYMBOL_NAMES_PL.get(s, s)
        for s in symbols
    ]
    return " lub ".join(names) or "dowolny symbol"


def _kind_name(kind: str) -> str:
    return noun(kind).one


# --- amounts -------------------------------------------------------------------------------------


def amount_text(amount: Any) -> str:
    """A number: "2", "maksymalnie 2", "X", "koszt: to ulepszenie"."""
    if amount is None:
        return "1"
    if isinstance(amount, int):
        return str(amount)
    return describe(amount)


def _numbered(amount: Any, kind: str, accusative: bool = False) -> tuple[str, str, str | None, str]:
    """(number words, noun form, agreement for adjectives, computed-amount suffix) of a
    counted noun; `accusative` for the object of a verb ("dobierz 1 kartę")."""
    word = noun(kind)
    if amount is None:
        amount = A.Fixed(1)
    elif isinstance(amount, int):
        amount = A.Fixed(amount)
    if isinstance(amount, A.Fixed | A.UpTo):
        n = amount.value
        prefix = str(n) if isinstance(amount, A.Fixed) else f"maksymalnie {n}"
        form = word.count(n)
        if n == 1:
            return prefix, (word.acc or form) if accusative else form, word.gender, ""
        return prefix, form, None if form == word.few else "gen", ""
    if isinstance(amount, A.AtLeast):
        return f"{amount.value} lub więcej", word.many, "gen", ""
    if isinstance(amount, A.AnyNumber):
        return ("dowolną liczbę" if accusative else "dowolna liczba"), word.many, "gen", ""
    if isinstance(amount, A.All):
        return "wszystkie", word.few, None, ""
    if isinstance(amount, A.VariableX):
        return "X", word.many, "gen", ""
    return "", word.few, None, f"(w liczbie: {describe(amount)})"


def counted(amount: Any, kind: str) -> str:
    """A number with its noun as the object of a verb: "1 obrażenie", "maksymalnie 2 karty",
    "dowolną liczbę kości", "obrażenia (w liczbie: …)"."""
    prefix, form, _, suffix = _numbered(amount, kind, accusative=True)
    return " ".join(w for w in (prefix, form, suffix) if w)


# --- targets -------------------------------------------------------------------------------------


def _noun_kind(select: A.Select) -> str:
    if select.kind == "die":
        return "die"  # "your vehicle dice": dice, of a card with that subtype
    for item in select.filters:
        if item.kind == "subtype" and item.value in SUBTYPE_NOUNS:
            return str(item.value)
    return select.kind


def _filter_parts(filters: tuple[A.Filter, ...], gender: str | None) -> tuple[list, list]:
    """Adjectives before the noun and phrases after it, agreeing with `gender` (None: plural)."""
    before: list[str] = []
    after: list[str] = []
    for item in filters:
        kind, value = item.kind, item.value
        if kind == "color" and value in COLORS:
            before.append(adjective(COLORS[value], gender))
        elif kind in ADJECTIVE_FILTERS:
            before.append(adjective(ADJECTIVE_FILTERS[kind], gender))
        elif kind == "subtype":
            if value not in SUBTYPE_NOUNS:
                after.append(f"(podtyp: {value})")
        elif kind == "not_subtype":
            after.append(f"(nie: {noun(str(value)).one})")
        elif kind == "showing":
            after.append(f"{adjective(SHOWING, gender)} {symbols_text(value or (), True)}")
        elif kind == "not_showing":
            after.append(f"nie{adjective(SHOWING, gender)} {symbols_text(value or (), True)}")
        elif kind == "showing_value_at_least":
            after.append(f"o wartości co najmniej {value}")
        elif kind == "showing_given_symbol":
            after.append(f"{adjective(SHOWING, gender)} wybrany symbol")
        elif kind == "showing_modifier":
            after.append("z modyfikatorem (+)")
        elif kind == "die_of":
            owners = " lub ".join(noun(str(k)).of for k in (value or ()))
            after.append(owners)
        elif kind == "keyword":
            after.append(f"ze słowem kluczowym {KEYWORDS.get(str(value), value)}")
        elif kind == "cost_at_most":
            after.append(f"o koszcie najwyżej: {amount_text(value)}")
        elif kind == "set_aside":
            after.append(adjective(SET_ASIDE, gender))
        elif kind == "in_play":
            owner = {"you": " (twoje)", "opponent": " (przeciwnika)"}.get(str(value), "")
            after.append("w grze" + owner)
        elif kind == "affiliation":
            after.append(AFFILIATIONS.get(str(value), str(value)))
        elif kind == "controlled_by_same_player":
            after.append(adjective(CONTROLLED_BY_SAME, gender))
        elif kind == "stacked_on_other_copy":
            after.append(adjective(STACKED, gender))
        elif kind == "not_color" and value in COLORS:
            after.append(f"(nie {adjective(COLORS[value], gender)})")
        elif kind == "named":
            after.append(f"o nazwie „{value}”")
        elif kind == "card_type":
            after.append(f"(typ karty: {noun(str(value)).one})")
        elif kind == "showing_value":
            after.append(f"o wartości równej: {amount_text(value)}")
        elif kind == "showing_value_at_most":
            after.append(f"o wartości najwyżej {value}")
        elif kind == "value_at_most":
            after.append(f"o wartości nie wyższej niż: {amount_text(value)}")
        elif kind == "not_showing_value":
            after.append(f"o wartości innej niż: {amount_text(value)}")
        elif kind == "cost_at_least":
            after.append(f"o koszcie co najmniej {value}")
        elif kind == "code":
            after.append(f"(karta {value})")
        elif kind == "points_at_least":
            after.append(f"warta co najmniej {value} pkt")
        elif kind == "points_at_most":
            after.append(f"warta najwyżej {value} pkt")
        elif kind == "showing_cost":
            after.append("przedstawiające ściankę z kosztem")
        elif kind == "has" and value is not None:
            after.append(f"mające: {describe(value)}")
        elif kind == "matches" and value is not None:
            after.append(f"będące: {describe(value)}")
        elif kind == "not_matches" and value is not None:
            after.append(f"(z wyjątkiem: {describe(value)})")
        elif kind == "same_symbol_as":
            other = describe(value) if value is not None else "siebie nawzajem"
            after.append(f"{adjective(SHOWING, gender)} ten sam symbol co: {other}")
        elif kind == "same_value_as":
            other = describe(value) if value is not None else "siebie nawzajem"
            after.append(f"o tej samej wartości co: {other}")
        elif kind == "chosen":
            after.append(CHOSEN_FILTERS.get(str(value), "zgodne z wybraną wcześniej wartością"))
        elif kind == "share":
            after.append(SHARE_FILTERS.get(str(value), "mające wspólną cechę"))
        elif kind == "first_played":
            period = "w każdej grze" if value == "game" else "w każdej rundzie"
            after.append(f"(pierwsza taka karta zagrywana przez ciebie {period})")
        elif kind == "played_on":
            after.append(f"zagrywana na: {describe(value) if value is not None else 'kartę'}")
        elif kind == "shares_with":
            attribute, partner = (
                value if isinstance(value, tuple) and len(value) == 2 else (None, None)
            )
            common = "wspólny kolor" if attribute == "color" else "wspólny podtyp"
            with_ = describe(partner) if partner is not None else "tą kartą"
            after.append(f"mające {common} z: {with_}")
        elif kind == "piloting":
            after.append(f"pilotujące: {describe(value) if value is not None else 'pojazd'}")
        elif kind == "remaining_health":
            after.append(f"o pozostałym zdrowiu {amount_text(value)}")
        elif kind == "remaining_health_at_most":
            after.append(f"o pozostałym zdrowiu najwyżej {amount_text(value)}")
        elif kind == "remaining_health_at_least":
            after.append(f"o pozostałym zdrowiu co najmniej {amount_text(value)}")
        elif kind == "combined_value_at_least":
            after.append(f"o łącznej wartości co najmniej {amount_text(value)}")
        elif kind == "combined_value_at_most":
            after.append(f"o łącznej wartości najwyżej {amount_text(value)}")
        elif kind == "cost_is":
            after.append(f"o koszcie równym: {amount_text(value)}")
        elif kind == "title_contains":
            after.append(f"ze słowem „{value}” w tytule")
        elif kind == "compared":
            three = isinstance(value, tuple) and len(value) == 3
            op, what, other = value if three else ("", "", "")
            more = "więcej" if op == ">" else "mniej"
            counted = "zdrowia" if what == "health" else describe(what)
            after.append(f"mające {more} ({counted}) niż: {describe(other)}")
        elif kind == "among":
            after.append(f"spośród: {describe(value) if value is not None else 'wymienionych'}")
        elif kind in EXTRA_FILTERS:
            after.append(EXTRA_FILTERS[kind])
        else:
            after.append(f"({kind})")
    return before, after


CHOOSE_VALUE = {
    "color": "wybierz kolor",
    "number": "wybierz liczbę",
    "subtype": "wybierz podtyp",
    "card_type": "wybierz typ karty",
    "card": "nazwij kartę (wybierz nazwę karty)",
}
CHOSEN_FILTERS = {
    "color": "w wybranym kolorze",
    "subtype": "o wybranym podtypie",
    "card_type": "wybranego typu",
    "card": "o nazwanej wcześniej nazwie",
    "cost": "o koszcie równym wybranej liczbie",
}
SHARE_FILTERS = {"color": "mające wspólny kolor", "subtype": "mające wspólny podtyp"}
EXTRA_FILTERS = {
    "damaged": "z obrażeniami",
    "elite": "elitarne",
    "non_elite": "nieelitarne",
    "unblockable": "nieblokowalne",
    "detected": "wykryte",
    "undetected": "niewykryte",
    "piloted": "pilotowane",
    "not_color": "w innym kolorze",
    "different": "(każda inna)",
    "team": "w drużynie",
    "cheapest": "o najniższym koszcie",
    "lowest_value": "o najniższej wartości",
    "remaining": "(pozostałe)",
    "highest_value": "o najwyższej wartości",
    "odd_value": "o nieparzystej wartości",
}


def _subtype_noun(subtype: str) -> str:
    """A subtype as a noun: the Polish one when the describer has it ("pojazd"), else the
    subtype named ("karta (podtyp: wookiee)") instead of a bare "obiekt"."""
    if subtype in NOUNS:
        return noun(subtype).one
    return f"karta (podtyp: {subtype})"


def _option_value(attribute: str, value: str) -> str:
    """A value a `ChooseValue` offers, in Polish where it is a card type or a colour."""
    if attribute == "card_type":
        return noun(value).one
    if attribute == "color" and value in COLORS:
        return COLORS[value].split("/")[0]  # "kolor: niebieski"
    return describe(value)


def _filter(item: A.Filter) -> str:
    if item.kind == "subtype":
        return noun(str(item.value)).one
    before, after = _filter_parts((item,), None)
    return " ".join([*before, *after]) or "warunek"


def _select(select: A.Select) -> str:
    kind = _noun_kind(select)
    word = noun(kind)
    count = select.count
    gender: str | None
    if select.each:
        prefix, form, gender, suffix = adjective(EACH, word.gender), word.one, word.gender, ""
    else:
        prefix, form, gender, suffix = _numbered(count, kind)
        if isinstance(count, A.Fixed) and count.value == 1:
            prefix = adjective(ANY, gender) if select.controller == "any" else ""
    determiner = ""
    if select.controller == "you":
        determiner = adjective(YOUR, gender)
    elif select.controller == "own":
        determiner = adjective(OWN, gender)
    before, after = _filter_parts(select.filters, gender)
    if kind == "die":
        after.extend(
            f"(karty: {noun(str(f.value)).one})"
            for f in select.filters
            if f.kind == "subtype" and f.value in SUBTYPE_NOUNS
        )
    if select.controller == "opponent":
        after.insert(0, "przeciwnika")
    elif select.controller == "its":
        after.insert(0, "(jego/jej)")
    if select.zone:
        after.append(ZONES.get(select.zone, select.zone))
    if select.owner is not None:
        after.append(f"(z: {describe(select.owner)})")
    return " ".join(w for w in [prefix, determiner, *before, form, *after, suffix] if w)


def _zones(zone: Any) -> tuple[str, ...]:
    zones = zone if isinstance(zone, tuple) else (zone,)
    return tuple(z for z in zones if isinstance(z, str))


def _ref(ref: A.Ref) -> str:
    kind = ref.kind
    if ref.to == "attached":
        if kind == "support":
            return "wsparcie, do którego dołączono tę kartę"
        if kind == "card":
            return "karta, do której dołączono tę kartę"  # "attached vehicle" (a mod)
        return "postać, do której dołączono tę kartę"
    if ref.to == "this_die":
        return "ta kość"
    word = noun(kind)
    if ref.to == "self":
        if kind in (None, "card"):
            return "ta karta"
        return f"{adjective(THIS, word.gender)} {word.one}"
    if ref.to == "trigger":
        return f"{word.one if kind != 'damage' else word.few} z warunku aktywacji"
    if ref.to == "chosen":
        return f"{adjective(CHOSEN, word.gender)} {word.one}"
    if ref.to == "rest":
        return f"pozostałe ({noun(kind).few if kind else 'obiekty'})"
    if ref.to == "just":
        forms = JUST.get(ref.verb or "", "właśnie wskazany/właśnie wskazana/-/-")
        return f"{adjective(forms, word.gender)} {word.one}"
    if kind is None:
        return "wymieniony wcześniej obiekt"
    return f"{adjective(GIVEN, word.gender)} {word.one}"


def _player(player: A.Player) -> str:
    text = PLAYERS.get(player.who, player.who)
    if player.filters:
        text += " (" + ", ".join(_filter(item) for item in player.filters) + ")"
    return text


def _who(player: Any) -> str:
    """The player of an effect, or "" for the player resolving it."""
    if player is None:
        return ""
    if isinstance(player, str):
        return CONTROLLERS.get(player, player)
    return describe(player)


def _with_player(text: str, player: Any) -> str:
    who = _who(player)
    return f"{text} (gracz: {who})" if who and who != "ty" else text


def _face(face: A.Face) -> str:
    extra = []
    if face.value is not None:
        extra.append(f"o wartości {amount_text(face.value)}")
    if face.same_symbol_as is not None:
        extra.append(f"z tym samym symbolem co: {describe(face.same_symbol_as)}")
    if face.same_value_as is not None:
        extra.append(f"o tej samej wartości co: {describe(face.same_value_as)}")
    if face.resource_cost:
        extra.append("z kosztem w zasobach")
    if extra:
        base = _plain_face(face)
        if base == "dowolna ścianka":
            return "ścianka " + ", ".join(extra)
        return f"{base} {', '.join(extra)}"
    return _plain_face(face)


def _plain_face(face: A.Face) -> str:
    if face.given_symbol:
        return "ścianka z wybranym symbolem"
    if face.symbols == ("-",):
        return "pusta ścianka"
    if face.symbols:
        return f"ścianka z symbolem: {symbols_text(face.symbols)}"
    if face.not_symbols:
        return f"dowolna ścianka oprócz: {symbols_text(face.not_symbols)}"
    return "dowolna ścianka"


# --- triggers -----------------------------------------------------------------------------------

# event kind: (passive participle forms, 2nd person "you", 3rd person)
EVENT_VERBS = {
    "defeated": ("pokonany/pokonana/pokonane/pokonane", "pokonasz", "pokona"),
    "activated": ("aktywowany/aktywowana/aktywowane/aktywowane", "aktywujesz", "aktywuje"),
    "played": ("zagrany/zagrana/zagrane/zagrane", "zagrasz", "zagra"),
    "discarded": ("odrzucony/odrzucona/odrzucone/odrzucone", "odrzucisz", "odrzuci"),
    "resolved": ("rozpatrzony/rozpatrzona/rozpatrzone/rozpatrzone", "rozpatrzysz", "rozpatrzy"),
    "removed": ("usunięty/usunięta/usunięte/usunięte", "usuniesz", "usunie"),
    "rolled": ("rzucony/rzucona/rzucone/rzucone", "rzucisz", "rzuci"),
    "revealed": ("odkryty/odkryta/odkryte/odkryte", "odkryjesz", "odkryje"),
    "claimed": ("zajęty/zajęta/zajęte/zajęte", "zajmiesz", "zajmie"),
    "rerolled": ("przerzucony/przerzucona/przerzucone/przerzucone", "przerzucisz", "przerzuci"),
    "turned": ("obrócony/obrócona/obrócone/obrócone", "obrócisz", "obróci"),
    "spent": ("wydany/wydana/wydane/wydane", "wydasz", "wyda"),
    "exhausted": ("wyczerpany/wyczerpana/wyczerpane/wyczerpane", "wyczerpiesz", "wyczerpie"),
    "readied": (
        "przygotowany/przygotowana/przygotowane/przygotowane",
        "przygotujesz",
        "przygotuje",
    ),
    "drawn": ("dobrany/dobrana/dobrane/dobrane", "dobierzesz", "dobierze"),
    "enters_play": ("wprowadzony/wprowadzona/wprowadzone/wprowadzone do gry", "wejdzie", "wejdzie"),
    "leaves_play": ("usunięty/usunięta/usunięte/usunięte z gry", "opuści grę", "opuści grę"),
    "begins_piloting": (
        "pilotem/pilotem/pilotem/pilotami",
        "zaczniesz pilotować",
        "zacznie pilotować",
    ),
    "modifies": (
        "zmodyfikowany/zmodyfikowana/zmodyfikowane/zmodyfikowane",
        "zmodyfikujesz",
        "zmodyfikuje",
    ),
    "lost_resources": ("stracony/stracona/stracone/stracone", "stracisz zasoby", "straci zasoby"),
    "took_control": (
        "przejęty/przejęta/przejęte/przejęte",
        "przejmiesz kontrolę nad",
        "przejmie kontrolę nad",
    ),
    "took_action": ("wykonany/wykonana/wykonane/wykonane", "wykonasz akcję", "wykona akcję"),
    "indirect_damage": (
        "trafiony obrażeniami pośrednimi/trafiona obrażeniami pośrednimi/"
        "trafione obrażeniami pośrednimi/trafieni obrażeniami pośrednimi",
        "otrzymasz obrażenia pośrednie",
        "otrzyma obrażenia pośrednie",
    ),
}
COMPARISONS = {
    ">=": "jest co najmniej",
    "<=": "jest najwyżej",
    "==": "jest równe",
    ">": "jest większe niż",
    "<": "jest mniejsze niż",
}
STAT_NAMES = {
    "health": "zdrowie",
    "shield_limit": "limit osłon",
    "upgrade_limit": "limit ulepszeń",
    "downgrade_limit": "limit osłabień",
}
STATS = {"value": "wartość", "cost": "koszt", "health": "zdrowie"}
# Moments of the game rather than events of a card ("After setup", "At the end of the round").
TIMEPOINT_EVENTS = {
    "setup": "zakończy się przygotowanie gry",
    "start_of_round": "rozpocznie się runda",
    "end_of_round": "zakończy się runda",
    "start_of_action_phase": "rozpocznie się faza akcji",
    "end_of_action_phase": "zakończy się faza akcji",
    "start_of_upkeep_phase": "rozpocznie się faza utrzymania",
    "end_of_upkeep_phase": "zakończy się faza utrzymania",
}
ACTORS = {"you": "", "opponent": "dowolny przeciwnik", "any": "dowolny gracz"}


def _gender_of(target: Any) -> str | None:
    if isinstance(target, A.Select):
        if target.each or (isinstance(target.count, A.Fixed) and target.count.value == 1):
            return noun(_noun_kind(target)).gender
        return None
    if isinstance(target, A.Ref):
        return "f" if target.to in ("attached", "this_die") else noun(target.kind).gender
    return "f"


def _event(event: A.Event, would: bool = False) -> str:
    subject = describe(event.subject) if event.subject is not None else ""
    if subject.endswith("tę kartę"):  # "postać, do której dołączono tę kartę, zostanie …"
        subject += ","
    gender = _gender_of(event.subject) if event.subject is not None else "f"
    phrases = []
    acts = []  # the verbs of an actor ("przeciwnik zagra lub odrzuci: …")
    passives = []  # "dana kość zostanie rozpatrzona lub usunięta"
    for kind in event.kinds:
        if kind in TIMEPOINT_EVENTS:
            phrases.append(TIMEPOINT_EVENTS[kind])
        elif kind == "takes_damage":
            damage = counted(event.amount, "damage") if event.amount else "obrażenia"
            if event.symbols:
                damage += f" ({symbols_text(event.symbols)})"
            verb = "miałaby otrzymać" if would else "otrzyma"
            phrases.append(f"{subject or 'postać'} {verb} {damage}")
        elif kind == "gains_shields":
            shields = counted(event.amount, "shield") if event.amount else "żetony osłon"
            phrases.append(f"{subject or 'postać'} zyska {shields}")
        else:
            participle, second, third = EVENT_VERBS.get(kind, (f"{kind}/" * 3 + kind, kind, kind))
            if event.actor is not None:
                acts.append(second if event.actor == "you" else third)
                continue
            passives.append(adjective(participle, gender))
    if passives:
        will = (
            adjective("miałby/miałaby/miałoby/miałyby", gender) + " zostać"
            if would
            else ("zostanie" if gender else "zostaną")
        )
        phrases.append(f"{subject} {will} {' lub '.join(passives)}")
    if acts:
        actor = ACTORS.get(event.actor or "", "gracz")
        phrase = " ".join(w for w in (actor, " lub ".join(acts)) if w)
        phrases.insert(0, f"{phrase}: {subject.rstrip(',')}" if subject else phrase)
    text = " lub ".join(phrases)
    if event.onto is not None:
        text += f" (na: {describe(event.onto)})"
    if event.symbols and "takes_damage" not in event.kinds:
        text += f" (wynik: {symbols_text(event.symbols)})"  # "rolls a blank"
    if event.amount is not None and not any(
        k in ("takes_damage", "gains_shields") for k in event.kinds
    ):
        text += f" (w liczbie: {amount_text(event.amount)})"
    if event.cause is not None:
        cause = "efekt karty" if event.cause == "card_effect" else describe(event.cause)
        text += f" (przyczyna: {cause})"
    if event.from_zone is not None:
        text += f" ({FROM_ZONES.get(event.from_zone, ZONES.get(event.from_zone, ''))})"
    return text


def _trigger(trigger: A.Trigger) -> str:
    if trigger.once_per_round:
        opening = "za pierwszym razem w każdej rundzie, kiedy"
    elif trigger.timing == "before":
        opening = "przed tym, jak"
    else:
        opening = "po tym, jak"
    text = f"{opening} {_event(trigger.event, trigger.would)}"
    if trigger.would:
        text += " (zastąpienie: „miałaby”)"
    return text


# --- effects -------------------------------------------------------------------------------------


def _damage(node: A.DealDamage) -> str:
    notes = []
    if node.unblockable:
        notes.append("nieblokowalne")
    if node.symbols:
        notes.append(symbols_text(node.symbols))
    amount = counted(node.amount, "damage")
    text = "zadaj " + (f"po {amount}" if node.each else amount)
    if notes:
        text += f" ({', '.join(notes)})"
    text += f" – cel: {describe(node.target)}"
    if node.distribute:
        text += f" ({DISTRIBUTE})"
    return text


def _without_zone(target: Any, zone: str) -> Any:
    """The target without the zone the verb already names ("odrzuć z ręki: karta")."""
    if isinstance(target, A.Select) and target.zone == zone:
        return replace(target, zone=None)
    if isinstance(target, A.Either | A.Both):
        return replace(target, items=tuple(_without_zone(item, zone) for item in target.items))
    return target


def _discard(node: A.Discard) -> str:
    where = {"hand": "z ręki", "play": "z gry", "deck_top": "z wierzchu talii"}.get(node.zone)
    if where is None:
        where = ZONES.get(node.zone, node.zone)
    text = f"odrzuć {where}: {describe(_without_zone(node.cards, node.zone))}"
    if node.chooser is not None:
        text += f" (wybiera: {_who(node.chooser)})"
    return text + (" (losowo)" if node.random else "")


def _resolve_die(node: A.ResolveDie) -> str:
    text = f"rozpatrz: {describe(node.dice)}"
    notes = []
    if node.increase is not None:
        per = " każdej" if node.increase_each else ""
        notes.append(f"wartość{per} +{amount_text(node.increase)}")
    if node.increase_per is not None:
        notes.append(f"za każdą: {describe(node.increase_per)}")
    if node.value_as is not None:
        notes.append(f"z wartością: {amount_text(node.value_as)}")
    if node.as_other_symbol:
        notes.append("tak, jakby przedstawiała inny symbol")
    if node.unblockable:
        notes.append("jako nieblokowalne")
    if node.as_symbols:
        notes.append(f"tak, jakby przedstawiała: {symbols_text(node.as_symbols)}")
    if node.ignore_modifier:
        notes.append("tak, jakby nie była modyfikatorem")
    if node.as_yours:
        notes.append("tak, jakby była twoja")
    if node.keep_in_pool:
        notes.append("bez usuwania jej z puli")
    if node.free:
        notes.append("bez płacenia kosztu")
    if node.order_chosen:
        notes.append("w wybranej kolejności")
    if node.against is not None:
        notes.append(f"przeciwko: {describe(node.against)}")
    return text + (f" ({'; '.join(notes)})" if notes else "")


def _play(node: A.Play) -> str:
    text = "zagraj za darmo" if node.free else "zagraj"
    text += f": {describe(node.card)}"
    zones = node.zone if isinstance(node.zone, tuple) else (node.zone,) if node.zone else ()
    if zones:
        text += " " + " lub ".join(ZONES.get(z, z) for z in zones)
    if node.cost_change:
        text += f" (koszt {'+' if node.cost_change > 0 else '−'}{abs(node.cost_change)})"
    if node.cost_decrease is not None:
        text += f" (koszt zmniejszony o: {describe(node.cost_decrease)})"
    if node.onto is not None:
        text += f" (na: {describe(node.onto)})"
    if node.ignore_restrictions:
        text += " (ignorując ograniczenia zagrania)"
    return text


def _steps(steps: tuple[Any, ...]) -> str:
    return "; ".join(describe(step) for step in steps)


def _options(options: tuple[Any, ...]) -> str:
    return " ".join(f"({number}) {describe(o)}" for number, o in enumerate(options, 1))


def _static_cost(node: A.ModifyCost) -> str:
    sign = "+" if node.delta > 0 else "−"
    text = f"koszt: {describe(node.cards)} {sign}{abs(node.delta)}"
    if node.context == "attach_to" and node.target is not None:
        text += f" (przy dołączaniu do: {describe(node.target)})"
    elif node.target is not None:
        text += f" (cel: {describe(node.target)})"
    return text


def _condition_player(player: Any) -> str:
    return CONTROLLERS.get(player, str(player)) if isinstance(player, str) else describe(player)


def _controls(node: A.ControlsBattlefield) -> str:
    if node.player == "you":
        return "kontrolujesz pole bitwy"
    return f"{_condition_player(node.player)} kontroluje pole bitwy"


def _is_in(node: A.IsIn) -> str:
    owner = " (twojej)" if node.controller == "you" else f" ({_condition_player(node.controller)})"
    return f"{describe(node.subject)} jest {ZONES_WHERE.get(node.zone, node.zone)}{owner}"


def _count_of(node: A.CountOf) -> str:
    of = node.of
    if isinstance(of, A.Ref) and of.to == "just":
        forms = JUST.get(of.verb or "", "")
        if forms:  # "liczba właśnie usuniętych kości"
            return f"liczba {adjective(forms, 'gen')} {noun(of.kind).many}"
    if isinstance(of, A.Ref) and of.to == "trigger" and of.kind == "damage":
        return "liczba tych obrażeń"
    return f"liczba: {describe(of)}"


def _subject(target: Any) -> str:
    """A target as the subject of a clause ("postać, do której dołączono tę kartę, …")."""
    text = describe(target)
    return text + "," if text.endswith("tę kartę") else text


def _is(target: Any, forms: str) -> str:
    gender = _gender_of(target)
    return f"{_subject(target)} {'jest' if gender else 'są'} {adjective(forms, gender)}"


def _controlled_by(node: A.ControlledBy) -> str:
    if node.player == "you":
        return _is(node.subject, YOUR)
    owner = {"opponent": "przeciwnika", "any": "dowolnego gracza", "own": "tego gracza"}
    if isinstance(node.player, str) and node.player in owner:
        return f"{_subject(node.subject)} należy do {owner[node.player]}"
    return f"{_subject(node.subject)} należy do: {_condition_player(node.player)}"


def _grant(node: A.GrantKeyword) -> str:
    verb = "posiada" if _gender_of(node.target) else "posiadają"
    return (
        f"{_subject(node.target)} {verb} słowo kluczowe {KEYWORDS.get(node.keyword, node.keyword)}"
    )


def _has_no(node: A.HasNo) -> str:
    word = noun(node.kind)
    none = adjective("żadnego/żadnej/żadnego/żadnych", word.gender)
    return f"{_subject(node.subject)} nie ma {none} {word.of}"


def _determine(node: A.Determine) -> str:
    count = node.count.of if isinstance(node.count, A.CountOf) else node.count
    return f"ustal liczbę: {describe(count)}"


def _take_actions(node: A.TakeActions) -> str:
    """ "wykonaj 1 dodatkową akcję", "wykonaj maksymalnie 2 dodatkowe akcje"."""
    prefix, form, gender, suffix = _numbered(node.amount, "action", accusative=True)
    extra = adjective("-/dodatkową/-/dodatkowe", gender) if node.additional else ""
    text = " ".join(w for w in ("wykonaj", prefix, extra, form, suffix) if w)
    return _with_player(text, node.player)


def _half(node: A.Half) -> str:
    rounding = "w górę" if node.round_up else "w dół"
    return f"połowa: {amount_text(node.of)} (zaokrąglając {rounding})"


def _value_of(node: A.ValueOf) -> str:
    return f"{'łączna wartość' if node.total else 'wartość'}: {describe(node.of)}"


def _instead(node: A.Instead) -> str:
    if node.replaces is None:
        return f"zamiast tego: {describe(node.effect)}"
    return f"{describe(node.effect)} (zamiast: {describe(node.replaces)})"


FROM_ZONES = {"play": "z gry", "hand": "z ręki", "deck": "z talii", "pool": "z puli"}
PERIODS = {
    "this_round": "w tej rundzie",
    "this_turn": "w tej turze",
    "this_phase": "w tej fazie",
    "action_phase": "w fazie akcji tej rundy",
}
TURN_OF = {"you": "twojej", "opponent": "przeciwnika", "actor": "tego gracza"}


def _period(node: A.Happened) -> str:
    if node.period == "last_turn":
        return f"w ostatniej turze {TURN_OF.get(node.turn_of or '', 'gracza')} w tej rundzie"
    return PERIODS.get(node.period, node.period)


def _past_event(event: A.Event) -> str:
    """ "zdarzyło się: …" with the event read as a trigger's event."""
    return f"zdarzyło się, że {_event(event)}"


def _delayed(node: A.Delayed) -> str:
    when = node.when
    moment = f"po tym, jak {_event(when)}" if isinstance(when, A.Event) else describe(when)
    return f"{moment}: {describe(node.effect)}"


def _ability_node(node: A.Ability) -> str:
    return describe_ability(node)["summary"]


def _card_text(node: A.CardText) -> str:
    parts = [
        describe(a) if isinstance(a, A.Unparsed) else describe_ability(a)["summary"]
        for a in node.abilities
    ]
    return " | ".join(parts) or "brak zdolności"


def _keyword(node: A.Keyword) -> str:
    name = KEYWORDS.get(node.name, node.name)
    return f"{name} ({node.reminder})" if node.reminder else name


def _only_character(node: A.OnlyCharacter) -> str:
    before, after = _filter_parts(node.filters, "f")
    return " ".join(["tylko", *before, "postać", *after])


_Describer = Callable[[Any], str]

DESCRIBERS: dict[type, _Describer] = {
    # later-set mechanics (English cards)
    A.AtMost: lambda n: f"{amount_text(n.amount)}, najwyżej {amount_text(n.maximum)}",
    A.DealIndirectDamage: lambda n: (
        f"zadaj {counted(n.amount, 'damage')} pośrednich (gracz: {describe(n.player)})"
    ),
    A.GiveControl: lambda n: f"przekaż kontrolę nad: {describe(n.what)} (gracz: {describe(n.to)})",
    A.TakeResources: lambda n: f"weź {counted(n.amount, 'resource')} (od: {describe(n.source)})",
    A.RemoveTokens: lambda n: f"usuń {counted(n.amount, n.token)} (z: {describe(n.source)})",
    A.AddToTeam: lambda n: (
        f"dodaj do swojej drużyny: {describe(n.character)}"
        + (" (wyczerpaną)" if n.exhausted else "")
    ),
    A.PlaceResources: lambda n: f"połóż {counted(n.amount, 'resource')} (na: {describe(n.on)})",
    A.PutOnDeck: lambda n: (
        "połóż "
        + {"top": "na wierzchu", "bottom": "na spodzie"}.get(n.where, "na wierzchu i/lub spodzie")
        + f" talii: {describe(n.cards)}"
        + (" (w wybranej przez ciebie kolejności)" if n.order_chosen else "")
    ),
    A.Reveal: lambda n: f"odkryj: {describe(n.cards)}",
    A.Shuffle: lambda n: (
        f"wtasuj: {describe(n.cards)}" + (f" (do: {describe(n.into)})" if n.into else "")
    ),
    A.Spotted: lambda n: f"wyznaczysz: {describe(n.target)}",
    A.ModifyStat: lambda n: f"{describe(n.target)}: {STAT_NAMES.get(n.stat, n.stat)} {n.delta:+d}",
    A.GainSubtype: lambda n: (
        f"{describe(n.target)} zyskuje podtyp: "
        + (noun(n.subtype).one if n.subtype in NOUNS else n.subtype)
    ),
    A.IncludeOnlyIf: lambda n: f"włącz do talii tylko, jeśli {describe(n.condition)}",
    A.Share: lambda n: (
        f"{describe(n.objects)} mają wspólny " + ("kolor" if n.attribute == "color" else "podtyp")
    ),
    A.Search: lambda n: (
        f"przeszukaj ({', '.join(ZONES.get(z, z) for z in _zones(n.zone))}): {describe(n.cards)}"
    ),
    A.Pilots: lambda n: f"{describe(n.pilot)} pilotuje: {describe(n.vehicle)}",
    A.Flip: lambda n: f"odwróć na drugą stronę: {describe(n.card)}",
    A.OnlyOn: lambda n: f"tylko na: {describe(n.target)}",
    A.ForEach: lambda n: f"za każdy obiekt ({describe(n.of)}): {describe(n.effect)}",
    A.Has: lambda n: f"{describe(n.owner)} ma: {describe(n.what)}",
    A.Matches: lambda n: f"{describe(n.subject)} to: {describe(n.what)}",
    A.Compare: lambda n: (
        f"{amount_text(n.left)} {COMPARISONS.get(n.op, n.op)} {amount_text(n.right)}"
    ),
    A.Not: lambda n: f"nie jest tak, że {describe(n.condition)}",
    A.AllOf: lambda n: " i ".join(describe(c) for c in n.conditions),
    A.AnyOf: lambda n: " lub ".join(describe(c) for c in n.conditions),
    A.DidIt: lambda n: "to zrobisz" if n.player is None else f"{describe(n.player)} to zrobi",
    A.ChangeValue: lambda n: (
        f"{'zmniejsz' if n.decrease else 'zwiększ'} {STATS.get(n.stat, n.stat)} "
        f"(czego: {describe(n.target)}) o {amount_text(n.delta)}"
    ),
    A.EntersPlay: lambda n: (
        f"{describe(n.card)} wchodzi do gry"
        + (" wyczerpana" if n.exhausted else "")
        + (f" z {counted(n.resources, 'resource')} na sobie" if n.resources is not None else "")
    ),
    A.Cannot: lambda n: f"{describe(n.player)} nie może: {describe(n.effect)}",
    A.ChooseValue: lambda n: (
        CHOOSE_VALUE.get(n.attribute, n.attribute)
        + (
            f" (spośród: {', '.join(_option_value(n.attribute, o) for o in n.options)})"
            if n.options
            else ""
        )
    ),
    A.ChosenNumber: lambda n: "wybrana wcześniej liczba",
    A.Happened: lambda n: f"{_past_event(n.event)} ({_period(n)})",
    A.CardOf: lambda n: f"{noun(n.kind).one}, do której należy: {describe(n.die)}",
    A.RemainingHealth: lambda n: f"pozostałe zdrowie: {describe(n.of)}",
    A.IsOdd: lambda n: f"{amount_text(n.amount)} jest liczbą nieparzystą",
    A.LimitPer: lambda n: (
        f"limit: najwyżej {n.count} (karty: {describe(n.cards)}) na "
        + {"character": "postać", "team": "drużynę", "deck": "talię"}.get(n.per, n.per)
    ),
    # text bookkeeping
    A.Typo: lambda n: f"literówka: „{n.text}” czytana jako „{n.correction}”",
    A.Unparsed: lambda n: f"nierozpoznany tekst: „{n.text}”",
    # amounts
    A.Fixed: lambda n: str(n.value),
    A.UpTo: lambda n: f"maksymalnie {n.value}",
    A.UpToAmount: lambda n: f"maksymalnie tyle, ile: {describe(n.of)}",
    A.AtLeast: lambda n: f"{n.value} lub więcej",
    A.AnyNumber: lambda n: "dowolna liczba",
    A.All: lambda n: "wszystkie",
    A.VariableX: lambda n: "X",
    A.CountOf: _count_of,
    A.ValueOf: _value_of,
    A.CostOf: lambda n: f"koszt: {describe(n.of)}",
    A.Half: _half,
    A.HandLimit: lambda n: f"limit kart na ręce ({_condition_player(n.player)})",
    A.CardsInHand: lambda n: f"liczba kart na ręce ({_condition_player(n.player)})",
    A.SameAsDetermined: lambda n: "ustalona wcześniej liczba",
    A.AmountIf: lambda n: (
        f"{amount_text(n.then)}, jeśli {describe(n.condition)}; "
        f"w przeciwnym razie {amount_text(n.otherwise)}"
    ),
    # targets
    A.Filter: _filter,
    A.Select: _select,
    A.Ref: _ref,
    A.Player: _player,
    A.Both: lambda n: " oraz ".join(describe(item) for item in n.items),
    A.Either: lambda n: " lub ".join(describe(item) for item in n.items),
    A.Face: _face,
    # triggers and conditions
    A.Event: _event,
    A.Trigger: _trigger,
    A.ControlsBattlefield: _controls,
    A.ControlledBy: _controlled_by,
    A.DieShows: lambda n: f"{describe(n.die)} przedstawia {symbols_text(n.symbols, True)}",
    A.ModifyPoints: lambda n: (
        f"wartość punktowa: {describe(n.cards)} {'+' if n.delta > 0 else '−'}{abs(n.delta)}"
    ),
    A.EffectOf: lambda n: f"efekt karty gracza: {describe(n.player)}",
    A.FightingOn: lambda n: f"walczysz na polu bitwy: {describe(n.battlefield)}",
    A.CardIs: lambda n: f"{describe(n.card)} to: {_subtype_noun(n.subtype)}",
    A.HasResourceCost: lambda n: f"{describe(n.die)} ma koszt w zasobach",
    A.FirstRound: lambda n: "trwa pierwsza runda",
    A.Possible: lambda n: "to możliwe",
    A.ResolvingDieOf: lambda n: f"rozpatrujesz kość {noun(n.subtype).of}",
    A.HasNo: _has_no,
    A.IsIn: _is_in,
    # effects
    A.DealDamage: _damage,
    A.GiveShields: lambda n: (
        f"daj {counted(n.amount, 'shield')} – cel: {describe(n.target)}"
        + (f" ({DISTRIBUTE})" if n.distribute else "")
    ),
    A.RemoveShields: lambda n: f"usuń {counted(n.amount, 'shield')} (z: {describe(n.source)})",
    A.MoveTokens: lambda n: (
        f"przesuń {counted(n.amount, n.token)} (z: {describe(n.source)}) "
        f"(na: {describe(n.destination)})"
    ),
    A.PlaceDamage: lambda n: f"połóż {counted(n.amount, 'damage')} (na: {describe(n.target)})",
    A.Heal: lambda n: f"ulecz {counted(n.amount, 'damage')} (z: {describe(n.target)})",
    A.BlockDamage: lambda n: (
        ("zablokuj te obrażenia" if n.amount is None else f"zablokuj {counted(n.amount, 'damage')}")
        + (f" (cel: {describe(n.target)})" if n.target is not None else "")
    ),
    A.Discard: _discard,
    A.Draw: lambda n: _with_player(f"dobierz {counted(n.amount, 'card')}", n.player),
    A.DrawUntil: lambda n: f"dobieraj karty, aż będziesz mieć na ręce: {amount_text(n.size)}",
    A.DiscardUntil: lambda n: f"odrzucaj karty z ręki, aż zostanie ich: {amount_text(n.size)}",
    A.GainResources: lambda n: _with_player(f"zyskaj {counted(n.amount, 'resource')}", n.player),
    A.LoseResources: lambda n: _with_player(f"strać {counted(n.amount, 'resource')}", n.player),
    A.SpendResources: lambda n: (
        f"wydaj {counted(n.amount, 'resource')}"
        + (f" (dla: {_who(n.to)})" if n.to is not None else "")
    ),
    A.PayCost: lambda n: f"zapłać koszt: {describe(n.of)}",
    A.RollDice: lambda n: (
        f"rzuć: {describe(n.dice)}"
        + (f" (kość karty {n.named})" if n.named else "")
        + (f" do puli: {POOL_OWNERS.get(n.into, n.into)}" if n.into else "")
    ),
    A.RerollDice: lambda n: f"przerzuć: {describe(n.dice)}",
    A.RemoveDice: lambda n: (
        f"usuń: {describe(n.dice)}"
        + (f" (wartość każdej +{amount_text(n.value_bonus)})" if n.value_bonus is not None else "")
    ),
    A.TurnDie: lambda n: f"obróć: {describe(n.dice)} (na: {describe(n.to)})",
    A.ResolveDie: _resolve_die,
    A.ResolveFace: lambda n: f"rozpatrz ściankę (bez rzutu): {describe(n.die)}",
    A.SetAside: lambda n: f"odłóż na bok: {describe(n.what)}",
    A.Exhaust: lambda n: f"wyczerp: {describe(n.target)}",
    A.Ready: lambda n: f"przygotuj: {describe(n.target)}",
    A.Activate: lambda n: (
        f"aktywuj: {describe(n.target)}" + (" (jednocześnie)" if n.simultaneously else "")
    ),
    A.Defeat: lambda n: f"pokonaj: {describe(n.target)}",
    A.ReturnToPlay: lambda n: (
        f"przywróć do gry: {describe(n.target)}"
        + (" (bez obrażeń)" if n.without_damage else "")
        + (" (wyczerpaną)" if n.exhausted else "")
    ),
    A.ReturnToHand: lambda n: f"cofnij na rękę: {describe(n.card)}",
    A.MoveUpgrade: lambda n: (
        f"przesuń ulepszenie: {describe(n.upgrade)}"
        + (f" (z: {describe(n.source)})" if n.source is not None else "")
        + f" (na: {describe(n.to)})"
    ),
    A.Play: _play,
    A.LookAt: lambda n: f"podejrzyj: {describe(n.cards)}",
    A.AddToHand: lambda n: (
        f"dodaj do ręki {ZONES.get(n.zone, n.zone)}: {describe(_without_zone(n.card, n.zone))}"
    ),
    A.TakeActions: _take_actions,
    A.EndActionPhase: lambda n: "zakończ fazę akcji",
    A.SwapBattlefield: lambda n: f"zamień pole bitwy na: {describe(n.with_)}",
    A.SwapUpgrade: lambda n: (
        f"zamień ulepszenie: {describe(n.upgrade)} na: "
        f"{describe(n.replacement)}"
        + (" (ignorując ograniczenia)" if n.ignore_restrictions else "")
    ),
    A.BecomeSupport: lambda n: (
        f"{_subject(n.card)} staje się wsparciem" + (" (przygotowanym)" if n.ready else "")
    ),
    A.ResolveClaim: lambda n: (
        f"użyj zdolności zajęcia: {describe(n.battlefield)} (tak, jakbyś właśnie je zajął)"
    ),
    A.ResolveSpecial: lambda n: (
        f"rozpatrz zdolność specjalną: {describe(n.source)} (tak, jakby była twoja)"
    ),
    A.ChooseTarget: lambda n: (
        f"wybierz: {describe(n.target)}"
        + (f" (wybiera: {_who(n.chooser)})" if n.chooser is not None else "")
    ),
    A.ChooseSymbol: lambda n: f"wybierz symbol przedstawiony na: {describe(n.shown_on)}",
    A.Determine: _determine,
    A.Spot: lambda n: f"wyznacz: {describe(n.target)}",
    A.GrantKeyword: _grant,
    A.ReduceCost: lambda n: f"zmniejsz koszt: {describe(n.card)} o {amount_text(n.amount)}",
    A.PlaceCard: lambda n: (
        f"połóż: {describe(n.card)} (na: {describe(n.on)})" + (" zakrytą" if n.facedown else "")
    ),
    A.Prevent: lambda n: f"nie wykonuj: {describe(n.effect)}",
    A.Waive: lambda n: f"nie musisz: {describe(n.effect)}",
    A.ModifyCost: _static_cost,
    A.DefineX: lambda n: f"X wynosi: {amount_text(n.value)}",
    A.DistributeShields: lambda n: (
        f"żetony osłon z tej kości możesz rozdzielić między: {describe(n.target)}"
    ),
    A.ModifyHandLimit: lambda n: (
        f"limit kart na ręce {'+' if n.delta > 0 else '−'}"
        f"{abs(n.delta)} (gracz: {_condition_player(n.player)})"
    ),
    A.ModifyUpkeepResources: lambda n: (
        f"w fazie utrzymania zasoby {'+' if n.delta > 0 else '−'}"
        f"{abs(n.delta)} (minimum {n.minimum}; gracz: {_who(n.player)})"
    ),
    A.MayAttach: lambda n: (
        f"możesz dołączyć: {describe(n.cards)} (do: {describe(n.to)})"
        + (" (ignorując ograniczenia zagrania)" if n.ignore_restrictions else "")
    ),
    A.DeckbuildingAllowance: lambda n: f"do talii możesz włączyć: {describe(n.cards)}",
    A.CannotBeRemoved: lambda n: (
        f"nie mogą zostać usunięte (przez: {_condition_player(n.by)}): {describe(n.dice)}"
    ),
    A.CannotPlayOnto: lambda n: (
        f"nie można zagrywać: {describe(n.cards)} (na: {describe(n.target)})"
    ),
    A.Elite: lambda n: _is(n.target, "elitarny/elitarna/elitarne/elitarne") + " (druga kość)",
    A.Activatable: lambda n: f"można aktywować (choć nie ma kości): {describe(n.card)}",
    A.ModifyDieCost: lambda n: (
        f"koszt w zasobach na ściankach: {describe(n.dice)} {'+' if n.delta > 0 else '−'}"
        f"{abs(n.delta)}"
    ),
    # structure
    A.Sequence: lambda n: _steps(n.steps),
    A.Then: lambda n: f"{describe(n.first)}. Następnie: {describe(n.then)}",
    A.May: lambda n: (
        (f"{_who(n.player)} może: " if n.player is not None else "możesz: ") + describe(n.effect)
    ),
    A.Costed: lambda n: f"{describe(n.cost)}, aby: {describe(n.effect)}",
    A.If: lambda n: (
        f"jeśli {describe(n.condition)}: {describe(n.then)}"
        + (f"; w przeciwnym razie: {describe(n.otherwise)}" if n.otherwise is not None else "")
    ),
    A.ChooseOne: lambda n: (
        f"wybierz jedno{f' (wybiera: {_who(n.chooser)})' if n.chooser is not None else ''}: "
        + _options(n.options)
    ),
    A.ChooseOptions: lambda n: (
        f"wybierz i wykonaj {n.count}"
        + (" różne" if n.distinct else "")
        + f" z opcji: {_options(n.options)}"
    ),
    A.Force: lambda n: f"{describe(n.player)} musi (i sam decyduje): {describe(n.effect)}",
    A.Instead: _instead,
    A.Delayed: _delayed,
    A.Timepoint: lambda n: {"end_of_round": "po zakończeniu aktualnej rundy"}.get(n.name, n.name),
    A.Until: lambda n: (
        {"end_of_game": "do końca gry"}.get(n.duration, n.duration) + f": {describe(n.effect)}"
    ),
    A.Unless: lambda n: (
        f"{describe(n.effect)}, chyba że {_who(n.player)}: {describe(n.prevented_by)}"
    ),
    # abilities
    A.Keyword: _keyword,
    A.OnlyCharacter: _only_character,
    A.SpotToPlay: lambda n: f"aby zagrać, wyznacz: {describe(n.target)}",
    A.PlayOnlyIf: lambda n: f"zagraj tylko, jeśli {describe(n.condition)}",
    A.Ability: _ability_node,
    A.CardText: _card_text,
}


def describe(node: Any) -> str:
    """One Polish phrase for an AST node (or a tuple of them)."""
    if isinstance(node, tuple | list):
        return "; ".join(describe(item) for item in node)
    if node is None:
        return "—"
    if isinstance(node, str):
        return CONTROLLERS.get(node, node)
    describer = DESCRIBERS.get(type(node))
    if describer is None:  # a node type added to the AST without a describer here
        return type(node).__name__
    return describer(node)


def describe_ability(ability: A.Ability) -> dict[str, str]:
    """The parts of an ability in Polish; absent parts are left out. Keys: `kind`, `trigger`,
    `condition`, `optional`, `cost`, `effect`, `targets` (what the effect's steps act on, each
    once), `keyword`, `restriction`, `typos`, `summary`."""
    parts: dict[str, str] = {"kind": ABILITY_KINDS.get(ability.kind, ability.kind)}
    if ability.trigger is not None:
        parts["trigger"] = describe(ability.trigger)
    if ability.condition is not None:
        parts["condition"] = f"dopóki {describe(ability.condition)}"
    if ability.optional:
        parts["optional"] = "możesz (zdolność opcjonalna)"
    if ability.cost is not None:
        parts["cost"] = describe(ability.cost)
    if ability.effect is not None:
        parts["effect"] = describe(ability.effect)
        targets = [node.target for node in A.walk(ability.effect) if _has_target(node)]
        if targets:
            parts["targets"] = "; ".join(dict.fromkeys(describe(t) for t in targets))
    if ability.keyword is not None:
        parts["keyword"] = describe(ability.keyword)
    if ability.restriction is not None:
        parts["restriction"] = describe(ability.restriction)
    if ability.typos:
        parts["typos"] = "; ".join(describe(typo) for typo in ability.typos)
    parts["summary"] = _summary(parts)
    return parts


def _has_target(node: Any) -> bool:
    return getattr(node, "target", None) is not None


def _summary(parts: dict[str, str]) -> str:
    lead = " ".join(p for p in (parts.get("trigger"), parts.get("condition")) if p)
    body = parts.get("effect") or parts.get("keyword") or parts.get("restriction") or ""
    if "cost" in parts:
        body = f"{parts['cost']}, aby: {body}"
    if "optional" in parts:
        body = f"możesz: {body}"
    text = f"{lead}: {body}" if lead else body
    return f"{parts['kind']} – {text}" if text else parts["kind"]


def describe_card_text(card_text: A.CardText) -> list[dict[str, Any]]:
    """Every ability of a card described; an unparsed sentence keeps its text and offsets."""
    described: list[dict[str, Any]] = []
    for item in card_text.abilities:
        if isinstance(item, A.Unparsed):
            described.append(
                {
                    "kind": "Nierozpoznane",
                    "summary": describe(item),
                    "start": item.start,
                    "end": item.end,
                }
            )
        else:
            described.append({**describe_ability(item), "start": item.start, "end": item.end})
    return described
