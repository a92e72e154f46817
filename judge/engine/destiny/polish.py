"""Polish numeral agreement for step texts: 1 obrażenie, 2–4 obrażenia, 5 obrażeń.

Polish nouns take one form after 1, another after numbers ending in 2–4 (except 12–14), and a
third otherwise; adjectives follow (2 obrażenia dystansowe, 5 obrażeń dystansowych).
"""

from __future__ import annotations

from judge.engine.core.plural import count, form

__all__ = ["count", "form"]  # re-exported: the numeral agreement every game shares


def damage(n: int, kind: str | None = None, case: str = "acc") -> str:
    """„1 obrażenie wręcz”, „2 obrażenia dystansowe”, „5 obrażeń dystansowych”; in the
    genitive („zadanie 2 obrażeń dystansowych”, „rozdział 1 obrażenia”) with `case="gen"`."""
    if case == "gen":
        text = count(n, "obrażenia", "obrażeń", "obrażeń")
        ranged = form(n, "dystansowego", "dystansowych", "dystansowych")
        indirect = form(n, "pośredniego", "pośrednich", "pośrednich")
    else:
        text = count(n, "obrażenie", "obrażenia", "obrażeń")
        ranged = form(n, "dystansowe", "dystansowe", "dystansowych")
        indirect = form(n, "pośrednie", "pośrednie", "pośrednich")
    if kind == "melee":
        return f"{text} wręcz"
    if kind == "ranged":
        return f"{text} {ranged}"
    if kind == "indirect":
        return f"{text} {indirect}"
    return text


def shields(n: int, case: str = "acc") -> str:
    """Shields in the accusative („zyskuje 1 osłonę”) or the nominative („1 osłona blokuje”)."""
    if case == "nom":
        return count(n, "osłona", "osłony", "osłon")
    return count(n, "osłonę", "osłony", "osłon")


def resources(n: int) -> str:
    return count(n, "zasób", "zasoby", "zasobów")


def cards(n: int) -> str:
    return count(n, "kartę", "karty", "kart")


def cap(text: str) -> str:
    """The text with its first letter capitalised (a sentence that starts with a noun)."""
    return text[:1].upper() + text[1:]


# The noun each card type is called by, in the nominative (= accusative) and the genitive, and
# its grammatical gender: a participle about a card agrees with it ("postać … zostaje
# pokonana", "wsparcie … zostaje wyczerpane"), never with the card's own name, whose gender
# varies (Karabin, Taktyka, Kij).
TYPE_NOUNS: dict[str, tuple[str, str, str]] = {
    "character": ("postać", "postaci", "f"),
    "upgrade": ("ulepszenie", "ulepszenia", "n"),
    "support": ("wsparcie", "wsparcia", "n"),
    "event": ("wydarzenie", "wydarzenia", "n"),
    "battlefield": ("pole bitwy", "pola bitwy", "n"),
}


def type_noun(kind: str, case: str = "nom") -> str:
    nom, gen, _ = TYPE_NOUNS.get(kind, ("karta", "karty", "f"))
    if kind not in TYPE_NOUNS and case == "acc":
        return "kartę"
    return gen if case == "gen" else nom


def gender(kind: str) -> str:
    return TYPE_NOUNS.get(kind, ("karta", "karty", "f"))[2]


def agree(kind: str, feminine: str, neuter: str) -> str:
    """The form agreeing with the noun of a card type: agree("support", "wyczerpana",
    "wyczerpane") == "wyczerpane"."""
    return feminine if gender(kind) == "f" else neuter


def hidden_card(zone: str, case: str = "nom") -> str:
    """A card the scenario gives only as a count: face down in a hand or a deck ("zakryta
    karta"), otherwise just unknown ("nieznana karta")."""
    adjective = "zakryt" if zone in ("hand", "deck") else "nieznan"
    return {
        "nom": f"{adjective}a karta",
        "acc": f"{adjective}ą kartę",
        "gen": f"{adjective}ej karty",
    }[case]


PHASES = {"action": "faza akcji", "upkeep": "faza utrzymania", "over": "koniec gry"}


def face(symbol: str, value: int | None, *, modifier: bool = False, cost: int = 0) -> str:
    """A die face in words, numerals agreeing: „1 obrażenie wręcz”, „2 zasoby”, „1 osłona”,
    „+2 obrażenia dystansowe, modyfikator, koszt 1”."""
    n = value or 0
    words = {
        "MD": lambda: damage(n, "melee"),
        "RD": lambda: damage(n, "ranged"),
        "ID": lambda: damage(n, "indirect"),
        "Sh": lambda: shields(n, "nom"),
        "R": lambda: resources(n),
        "Dr": lambda: count(n, "zakłócenie", "zakłócenia", "zakłóceń"),
        "Dc": lambda: count(n, "odrzucenie", "odrzucenia", "odrzuceń"),
        "F": lambda: count(n, "skupienie", "skupienia", "skupień"),
        "Sp": lambda: "zdolność specjalna",
        "-": lambda: "pusta ścianka",
    }
    text = words[symbol]() if symbol in words else symbol
    if value is None and symbol not in ("Sp", "-"):
        text = text.replace("0 ", "X ", 1)
    notes = (["modyfikator"] if modifier else []) + ([f"koszt {cost}"] if cost else [])
    if modifier:
        text = "+" + text
    return ", ".join([text, *notes])


def plain(text: str) -> str:
    """A card text as a step shows it: without the database's formatting tags
    (`<b>broń</b>` → `broń`) and with single spaces."""
    import re

    text = re.sub(r"</?[a-z]+>", "", text)
    text = re.sub(r"(\w)\(", r"\1 (", text)  # "wsparciem<i>(zaczyna…)</i>" lacks a space
    return re.sub(r"\s+", " ", text).strip()
