"""A replay in plain Polish for the page: decisions as questions, state changes and the
differences of two branches as sentences, objects by their names (issue 14).

The engine's step JSON names things by scenario ids and state paths (`vader.use: true`,
`cards.p2-hand-1.zone`, `"pool:3RD1"`); a judge reads "Czy Darth Vader użyje zdolności? tak",
"Zakryta karta (1): ręka → odrzucone", "w puli: 3RD1". Presentation only: the words here
describe what the engine reported and never decide anything. An aspect or path this module does
not know is still shown, with the object's name and the raw field, never hidden.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping
from typing import Any

from judge.web.helpers import face_label, face_of

# What a decision asks, by the last part of its key (`rey.use` → "use"); `{obj}` is the name
# of the object before the dot.
QUESTIONS = {
    "use": "Czy {obj} użyje zdolności?",
    "target": "Jaki cel wybrać ({obj})?",
    "onto": "Na którą postać zagrać {obj}?",
    "distribute": "Jak rozdzielić ({obj})?",
    "activate": "Które postacie aktywować ({obj})?",
    "remove": "Którą kość usunąć ({obj})?",
    "discard": "Którą kartę odrzucić ({obj})?",
    "face": "Którą ściankę wybrać ({obj})?",
    "side": "Czyją stronę wybrać ({obj})?",
    "reroll": "Które kości przerzucić ({obj})?",
    "order": "W jakiej kolejności rozpatrzyć jednoczesne zdolności?",
    "resolve": "Które kości rozpatrzyć ({obj})?",
    "special": "Czyjej zdolności specjalnej użyć ({obj})?",
    "choice": "Którą opcję wybrać ({obj})?",
    "symbol": "Jako jaki symbol rozpatrzyć kość ({obj})?",
    "from": "Skąd przenieść ({obj})?",
    "discard_upgrade": "Które ulepszenie odrzucić ({obj})?",
    "die": "Którą kość wybrać ({obj})?",
    "riposte": "Czy {obj} użyje riposty mieczem świetlnym?",
    "first": "Kto zaczyna pierwszy?",
    "aoo": "Czy {obj} wykona atak odruchowy?",
    "exhaust": "Którą postać wyczerpać ({obj})?",
    "card": "Którą kartę wybrać ({obj})?",
    "amount": "Ile ({obj})?",
}
WORDS = {
    "own": "własną",
    "opponent": "przeciwnika",
    "hand": "ręka",
    "play": "w grze",
    "discard": "odrzucone",
    "deck": "talia",
    "set_aside": "odłożona na bok",
    "removed": "usunięta z gry",
    "limbo": "w zawieszeniu",
    "pool": "w puli",
    "card": "na karcie",
    "character": "postać",
    "upgrade": "ulepszenie",
    "support": "wsparcie",
    "event": "wydarzenie",
    "battlefield": "pole bitwy",
    "plot": "intryga",
    "action": "akcji",
    "upkeep": "utrzymania",
    "setup": "przygotowania",
    "over": "koniec gry",
}
# State fields (the last part of a change's path) in Polish.
FIELDS = {
    "zone": "strefa",
    "turn": "tura",
    "hand": "ręka",
    "die": "kość",
    "die2": "druga kość",
    "pool": "pula",
    "deck": "talia (kart)",
    "exhausted": "wyczerpana",
    "damage": "obrażenia",
    "discard": "odrzucone",
    "resources": "zasoby",
    "passed": "spasował",
    "type": "rodzaj",
    "controller": "kontroluje",
    "upgrades": "ulepszenia",
    "shields": "osłony",
    "attached_to": "dołączona do",
    "at": "pole",
    "phase": "faza",
    "activated": "aktywowana",
    "phase_count": "faza nr",
    "round": "runda",
    "set_aside": "odłożone na bok",
    "phase_player": "gracz w fazie",
    "first": "zaczyna",
    "defeated": "pokonana",
    "force": "punkty Mocy",
    "claimed_by": "pole bitwy przejął",
    "claimed": "przejął pole bitwy",
    "battlefield_controller": "pole bitwy kontroluje",
    "winner": "zwycięzca",
    "battlefield": "pole bitwy",
    "open": "otwarte drzwi",
}
SUBJECTS = {"game": "Gra", "doors": "Drzwi"}


def _named(value: Any) -> Iterator[dict[str, Any]]:
    if isinstance(value, dict):
        if isinstance(value.get("id"), str):
            yield value
        for child in value.values():
            yield from _named(child)
    elif isinstance(value, list):
        for child in value:
            yield from _named(child)


def names_of(board: Mapping[str, Any] | None) -> dict[str, str]:
    """Every object of the board by id: its name (cards, figures, players), a die by its card's
    name; names several objects share are numbered in board order ("zakryta karta (2)")."""
    found: dict[str, str] = {}
    dice: dict[str, str] = {}
    for item in _named(board or {}):
        if "name" in item and isinstance(item["name"], str):
            found.setdefault(item["id"], item["name"])
        elif isinstance(item.get("card"), str):
            dice.setdefault(item["id"], item["card"])
    players = (board or {}).get("players")
    if isinstance(players, dict):  # Destiny: players by id
        for pid, player in players.items():
            if isinstance(player, dict) and isinstance(player.get("name"), str):
                found.setdefault(pid, player["name"])
    shared = Counter(found.values())
    seen: Counter[str] = Counter()
    for ident, name in list(found.items()):
        if shared[name] > 1:
            seen[name] += 1
            found[ident] = f"{name} ({seen[name]})"
    for ident, card in dice.items():
        found.setdefault(ident, f"kość: {found.get(card, card)}")
    return found


def value_text(value: Any, names: Mapping[str, str]) -> str:
    """A decision's or a state's value in words: names for ids, tak/nie, faces described."""
    if value is None:
        return "—"
    if value is True:
        return "tak"
    if value is False:
        return "nie"
    if isinstance(value, (int, float)):
        return str(value)
    if isinstance(value, list):
        return ", ".join(value_text(item, names) for item in value) if value else "brak"
    if isinstance(value, dict):
        return ", ".join(
            f"{value_text(k, names)}: {value_text(v, names)}" for k, v in value.items()
        )
    text = str(value)
    if text in names:
        return names[text]
    if text in WORDS:
        return WORDS[text]
    place, colon, rest = text.partition(":")
    if colon and place in WORDS:  # a die's place: "pool:3RD1", "card:phasma", "set_aside:"
        detail = value_text(rest, names) if rest else ""
        return f"{WORDS[place]} {detail}".strip()
    face = face_of(text)
    if face is not None:
        return f"{text} ({face_label(face)})"
    return text


def decision_question(decision: Mapping[str, Any], names: Mapping[str, str]) -> str:
    """What the decision asks, in Polish ("Czy Darth Vader użyje zdolności?")."""
    key = str(decision.get("key", "")).split("#", 1)[0]
    subject, _, aspect = key.rpartition(".")
    if not subject:
        subject, aspect = "", key
    obj = names.get(subject, subject) if subject else ""
    template = QUESTIONS.get(aspect)
    if template is None:
        return f"Wybór „{aspect}”" + (f" ({obj})" if obj else "")
    return template.format(obj=obj).replace(" ()", "")


def change_line(
    path: str, before: Any, after: Any, names: Mapping[str, str]
) -> tuple[str, str, str]:
    """A state change (or one difference of two branches) as (what, before, after)."""
    parts = path.split(".")
    field = parts[-1]
    if len(parts) >= 3:
        subject = names.get(parts[1], parts[1])
    elif len(parts) == 2:
        subject = SUBJECTS.get(parts[0], names.get(parts[0], parts[0]))
    else:
        subject = ""
    label = FIELDS.get(field, field)
    if parts[0] == "dice" and len(parts) == 2:  # dice.<id>: the place of a die
        subject, label = names.get(field, field), "miejsce"
    what = f"{subject}: {label}" if subject else label
    return what, value_text(before, names), value_text(after, names)
