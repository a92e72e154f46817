"""Team and deck building (RR cz. 4 "Dostosowywanie talii"; cz. 1 › unikatowość, wartość
punktowa), checked when a scenario asks for it (`validate:` or `judge replay --validate`).

Team (cz. 4 › 1. Przygotowywanie drużyny):

* at least one character, and at most 30 points of them; a character's point value is the
  lower number with one die and the higher one when elite, with two dice (cz. 1 › wartość
  punktowa: Leia Organa 12/16 costs 16 as elite);
* heroes only or villains only, never mixed;
* one copy of each unique character, where characters of the same name are the same
  character whatever their subtitle (cz. 1 › unikatowość: not Darth Vader, Lord Sithów and
  Darth Vader, Mroczny uczeń together); any number of copies of a non-unique one.

Deck (cz. 4 › 2. Budowa talii): exactly 30 cards, events, upgrades and supports only; at most
two copies of a card; no villain cards with a hero team and no hero cards with a villain team
(neutral cards go anywhere), unless a character of the team allows them (Finn: "W swojej talii
możesz zawrzeć czerwone bronie złoczyńców…"); blue, red and yellow cards only with a character
of that colour in the team (gray cards go anywhere).

The player's deck is every card he owns that is not a character or a battlefield: his hand,
deck, discard pile, set-aside cards, and his upgrades and supports in play. Cards a scenario
gives only as a count (unknown cards) count towards the 30 but cannot be checked otherwise.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from judge.engine.destiny import interpreter
from judge.engine.destiny.cards import CardDef

if TYPE_CHECKING:
    from judge.engine.destiny.host import Host

TEAM_POINTS = 30
DECK_SIZE = 30
MAX_COPIES = 2
COLOURED = ("blue", "red", "yellow")
COLOUR_NAMES = {"blue": "niebieskie", "red": "czerwone", "yellow": "żółte", "gray": "szare"}
COLOUR_ADJ = {"blue": "niebieskiej", "red": "czerwonej", "yellow": "żółtej"}
SIDE_NAMES = {"hero": "bohaterów", "villain": "złoczyńców", "neutral": "neutralna"}
CHECKS = ("team", "deck")


@dataclass(frozen=True)
class Member:
    """A character of a team: its card, and whether it is elite (two dice)."""

    id: str
    defn: CardDef
    elite: bool


@dataclass(frozen=True)
class Problem:
    """One broken building rule: `rule` is a key of the rules table (`rules.py`)."""

    rule: str
    message: str


def points(defn: CardDef) -> tuple[int, int | None] | None:
    """A character's point values: (one die, elite with two dice), None when unknown."""
    raw = defn.card.points
    if not raw:
        return None
    parts = [p.strip() for p in str(raw).split("/")]
    try:
        values = [int(p) for p in parts if p]
    except ValueError:
        return None
    if not values:
        return None
    return values[0], values[1] if len(values) > 1 else None


def full_name(defn: CardDef) -> str:
    subtitle = defn.card.subtitle
    return f"{defn.name} – {subtitle}" if subtitle else defn.name


def _identity(defn: CardDef) -> str:
    """What makes two characters "the same" for uniqueness: the name (the English one is
    language independent: a card the database has only in English is still the same
    character), never the subtitle."""
    return (defn.card.name_en or defn.name).strip().casefold()


def team_problems(members: Sequence[Member]) -> tuple[list[Problem], int]:
    """Broken team-building rules, and the team's point total."""
    problems: list[Problem] = []
    if not members:
        problems.append(
            Problem("team_building", "Gracz musi wybrać do drużyny co najmniej jedną postać.")
        )
        return problems, 0
    sides = {m.defn.card.affiliation for m in members} - {"neutral", None}
    if len(sides) > 1:
        heroes = [full_name(m.defn) for m in members if m.defn.card.affiliation == "hero"]
        villains = [full_name(m.defn) for m in members if m.defn.card.affiliation == "villain"]
        problems.append(
            Problem(
                "team_building",
                "W jednej drużynie nie można łączyć bohaterów i złoczyńców: bohaterowie "
                f"{', '.join(heroes)}; złoczyńcy {', '.join(villains)}.",
            )
        )
    by_name: dict[str, list[Member]] = {}
    for member in members:
        if member.defn.unique:
            by_name.setdefault(_identity(member.defn), []).append(member)
    for same in by_name.values():
        if len(same) < 2:
            continue
        names = [full_name(m.defn) for m in same]
        subtitles = {m.defn.card.subtitle for m in same}
        why = (
            "ta sama nazwa, inny podtytuł — to nadal ta sama postać"
            if len(subtitles) > 1
            else "dwie kopie tej samej postaci"
        )
        problems.append(
            Problem(
                "uniqueness",
                f"Postać unikatowa może być w drużynie tylko raz: {' i '.join(names)} ({why}).",
            )
        )
    total = 0
    unknown = []
    for member in members:
        values = points(member.defn)
        if values is None:
            unknown.append(full_name(member.defn))
            continue
        one, elite = values
        if member.elite and elite is None:
            problems.append(
                Problem(
                    "point_value",
                    f"{full_name(member.defn)} nie ma wersji elitarnej (jedna wartość punktowa: "
                    f"{one}); nie może mieć dwóch kości.",
                )
            )
            total += one
            continue
        total += elite if member.elite and elite is not None else one
    if total > TEAM_POINTS:
        listed = ", ".join(_member_points(m) for m in members if points(m.defn) is not None)
        problems.append(
            Problem(
                "team_building",
                f"Drużyna kosztuje {total} punktów, więcej niż {TEAM_POINTS}: {listed}.",
            )
        )
    if unknown:
        problems.append(
            Problem(
                "point_value",
                "Nie znam wartości punktowej: " + ", ".join(unknown) + " (podaj `points`).",
            )
        )
    return problems, total


def _member_points(member: Member) -> str:
    values = points(member.defn)
    assert values is not None
    one, elite = values
    if member.elite and elite is not None:
        return f"{full_name(member.defn)} (elitarna) {elite}"
    return f"{full_name(member.defn)} {one}"


def deck_problems(
    members: Sequence[Member],
    deck: Sequence[tuple[str, CardDef]],
    unknown: int,
    allowed: Callable[[str], bool],
) -> list[Problem]:
    """Broken deck-building rules for a deck of known cards `(id, card)` plus `unknown`
    cards; `allowed(card id)` says whether a team character lets that card into the deck
    despite its affiliation."""
    problems: list[Problem] = []
    size = len(deck) + unknown
    if size != DECK_SIZE:
        problems.append(
            Problem(
                "deck_building",
                f"Talia musi mieć dokładnie {DECK_SIZE} kart, a ma {size}.",
            )
        )
    wrong_type = [full_name(d) for _, d in deck if d.type not in ("event", "upgrade", "support")]
    if wrong_type:
        problems.append(
            Problem(
                "deck_building",
                "W talii mogą być tylko wydarzenia, ulepszenia i wsparcia (postacie i pola bitwy "
                "nie są częścią talii): " + ", ".join(sorted(set(wrong_type))) + ".",
            )
        )
    copies = Counter(_card_identity(d) for _, d in deck)
    names = {_card_identity(d): full_name(d) for _, d in deck}
    for identity, count in sorted(copies.items()):
        if count > MAX_COPIES:
            problems.append(
                Problem(
                    "deck_building",
                    f"W talii mogą być najwyżej {MAX_COPIES} kopie tej samej karty; "
                    f"{names[identity]}: {count}.",
                )
            )
    sides = {m.defn.card.affiliation for m in members if m.defn.card.affiliation} - {"neutral"}
    if len(sides) == 1:
        side = sides.pop()
        other = "villain" if side == "hero" else "hero"
        barred = _distinct(
            full_name(d) for cid, d in deck if d.card.affiliation == other and not allowed(cid)
        )
        if barred:
            problems.append(
                Problem(
                    "deck_building",
                    f"Drużyna {SIDE_NAMES[side]} nie może mieć w talii kart {SIDE_NAMES[other]}: "
                    + ", ".join(barred)
                    + ".",
                )
            )
    colours = {m.defn.color for m in members}
    for colour in COLOURED:
        if colour in colours:
            continue
        barred = _distinct(full_name(d) for _, d in deck if d.color == colour)
        if barred:
            problems.append(
                Problem(
                    "deck_building",
                    f"{COLOUR_NAMES[colour].capitalize()} karty mogą być w talii tylko wtedy, gdy "
                    f"w drużynie jest postać tego koloru (nie ma {COLOUR_ADJ[colour]} postaci): "
                    + ", ".join(barred)
                    + ".",
                )
            )
    return problems


def _card_identity(defn: CardDef) -> tuple[str, str, str]:
    card = defn.card
    return (card.type, (card.name_en or card.name).casefold(), (card.subtitle_en or "").casefold())


def _distinct(names: Iterable[str]) -> list[str]:
    return list(dict.fromkeys(names))


# --- in the engine -------------------------------------------------------------------------------


def validate(g: Host, checks: Sequence[str]) -> bool:
    """Check each player's team and/or deck as the scenario describes them, one step per check
    (a `refused` step per broken rule, citing it). Returns whether everything is legal."""
    s = g.s
    legal = True
    for pid in s.order:
        owned = [c for c in s.cards.values() if c.owner == pid]
        members = [
            Member(id=c.id, defn=g.defn(c.id), elite=len(c.dice) >= 2)
            for c in owned
            if g.defn(c.id).type == "character"
        ]
        found: list[tuple[str, Problem]] = []
        if "team" in checks:
            problems, total = team_problems(members)
            found.extend(("team", p) for p in problems)
            listed = ", ".join(_member_points(m) for m in members if points(m.defn) is not None)
            verdict = "zgodna z zasadami" if not problems else "niezgodna z zasadami"
            g.emit(
                "team_check",
                f"Drużyna gracza {g.player_name(pid)}: {listed or 'brak postaci'} — razem "
                f"{total} z {TEAM_POINTS} punktów; {verdict}.",
                {
                    "player": pid,
                    "check": "team",
                    "legal": not problems,
                    "points": total,
                    "characters": [m.id for m in members],
                    "problems": [p.message for p in problems],
                },
                rules=("team_building", "uniqueness", "point_value"),
            )
        if "deck" in checks:
            fillers = [c for c in owned if c.kind == "unknown"]
            deck = [
                (c.id, g.defn(c.id))
                for c in owned
                if c.kind != "unknown" and g.defn(c.id).type not in ("character", "battlefield")
            ]
            chars = [m.id for m in members]

            def allowed(cid: str, chars: list[str] = chars) -> bool:
                return any(interpreter.deckbuilding_allows(g, ch, cid) for ch in chars)

            problems = deck_problems(members, deck, len(fillers), allowed)
            found.extend(("deck", p) for p in problems)
            unknown = (
                f" (w tym {len(fillers)} nieznanych — sprawdzono tylko ich liczbę)"
                if fillers
                else ""
            )
            verdict = "zgodna z zasadami" if not problems else "niezgodna z zasadami"
            g.emit(
                "deck_check",
                f"Talia gracza {g.player_name(pid)}: {len(deck) + len(fillers)} kart{unknown}; "
                f"{verdict}.",
                {
                    "player": pid,
                    "check": "deck",
                    "legal": not problems,
                    "size": len(deck) + len(fillers),
                    "unknown": len(fillers),
                    "problems": [p.message for p in problems],
                },
                rules=("deck_building",),
            )
        for check, problem in found:
            legal = False
            what = "Drużyna" if check == "team" else "Talia"
            g.emit(
                "refused",
                f"{what} gracza {g.player_name(pid)} niedozwolona: {problem.message}",
                {"player": pid, "check": check, "rule": problem.rule, "reason": problem.message},
                rules=(problem.rule,),
            )
    return legal
