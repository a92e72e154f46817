"""LCG card records read from the swlcg JSON layout (Star Wars: The Card Game).

The data (`../shared/data/swlcg` in tests; any path the user gives with `--lcg-cards` or
`JUDGE_LCG_CARDS`) is one JSON array per product (`json/<product>.json`): English records
with `title`, `type`, `side`, `affiliation`, `cost`, `damageCapacity`, `forceIcons`,
`resourceValue`, `edgePriorityNumber`, `normalCombatIcons` / `edgeEnabledCombatIcons`, `text`
and `abilities` (traits, keywords). Some products appear in two files with the same cards, and
an objective set may repeat a card: records are deduplicated by product, number and title.

A card's id is the product's slug and the card's number (`core-set-92`); where one product
gives one number to two titles (the two affiliation cards numbered 0 in the Core Set), the
title's slug is added (`core-set-0-sith`). Ids are stable for a given data set, which is all a
permalink or a scenario needs. Card texts are read at run time and never copied into the
project.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from judge.errors import JudgeError, NotFound

# Polish names of the English values, as the rulebook (seed 003) uses them.
TYPE_PL: dict[str, str] = {
    "Unit": "Jednostka",
    "Objective": "Cel",
    "Enhancement": "Ulepszenie",
    "Event": "Wydarzenie",
    "Fate": "Los",
    "Affiliation": "Stronnictwo",
    "Mission": "Misja",
}
SIDE_PL: dict[str, str] = {"Light": "jasna strona Mocy (JSM)", "Dark": "ciemna strona Mocy (CSM)"}
AFFILIATION_PL: dict[str, str] = {
    "Jedi": "Jedi",
    "Rebel Alliance": "Sojusz Rebeliantów",
    "Smugglers and Spies": "Przemytnicy i Szpiedzy",
    "Sith": "Sithowie",
    "Imperial Navy": "Marynarka Imperialna",
    "Scum and Villainy": "Szumowiny i Nikczemnicy",
    "Neutral": "neutralna",
}
ICONS = ("unit_damage", "blast_damage", "tactics")
ICON_PL: dict[str, str] = {
    "unit_damage": "obrażenia jednostek",
    "blast_damage": "obrażenia wybuchowe",
    "tactics": "taktyka",
}
_JSON_ICONS = {"unitDamage": "unit_damage", "blastDamage": "blast_damage", "tactics": "tactics"}


def slug(text: str) -> str:
    """`Solo's Command` -> `solos-command` (ASCII, lower case, hyphens)."""
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    plain = plain.replace("'", "").replace("’", "")
    return re.sub(r"[^a-z0-9]+", "-", plain.lower()).strip("-")


@dataclass(frozen=True)
class Icons:
    """Combat icons of one kind of a unit: normal (black) or edge-enabled (white)."""

    unit_damage: int = 0
    blast_damage: int = 0
    tactics: int = 0

    def get(self, name: str) -> int:
        return int(getattr(self, name))

    def to_json(self) -> dict[str, int]:
        return {name: self.get(name) for name in ICONS}

    @classmethod
    def from_json(cls, data: Mapping[str, Any] | None) -> Icons:
        if not data:
            return cls()
        values = {ours: int(data.get(theirs) or 0) for theirs, ours in _JSON_ICONS.items()}
        return cls(**values)


@dataclass(frozen=True)
class LcgCard:
    """One LCG card as printed (English)."""

    id: str
    title: str
    type: str  # Unit, Objective, Enhancement, Event, Fate, Affiliation, Mission
    side: str  # Light, Dark
    affiliation: str  # Jedi, Sith, ..., Neutral
    product: str = ""
    number: int | None = None
    objective_set: int | None = None
    set_sequence: int | None = None
    unique: bool = False
    cost: int | None = None
    damage_capacity: int | None = None
    force_icons: int | None = None
    resource_value: int | None = None
    edge_priority: int | None = None
    normal_icons: Icons = field(default_factory=Icons)
    edge_icons: Icons = field(default_factory=Icons)
    text: str = ""
    traits: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()

    @property
    def url(self) -> str:
        return f"/cards/lcg/{self.id}"

    @property
    def type_pl(self) -> str:
        return TYPE_PL.get(self.type, self.type)

    @property
    def side_pl(self) -> str:
        return SIDE_PL.get(self.side, self.side)

    @property
    def affiliation_pl(self) -> str:
        return AFFILIATION_PL.get(self.affiliation, self.affiliation)

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "game": "lcg",
            "title": self.title,
            "type": self.type,
            "type_pl": self.type_pl,
            "side": self.side,
            "affiliation": self.affiliation,
            "affiliation_pl": self.affiliation_pl,
            "product": self.product,
            "number": self.number,
            "objective_set": self.objective_set,
            "set_sequence": self.set_sequence,
            "unique": self.unique,
            "cost": self.cost,
            "damage_capacity": self.damage_capacity,
            "force_icons": self.force_icons,
            "resource_value": self.resource_value,
            "edge_priority": self.edge_priority,
            "normal_icons": self.normal_icons.to_json() if self.type == "Unit" else None,
            "edge_icons": self.edge_icons.to_json() if self.type == "Unit" else None,
            "text": self.text,
            "traits": list(self.traits),
            "keywords": list(self.keywords),
            "url": self.url,
        }


def _int(value: Any) -> int | None:
    if value is None or value == "":
        return None
    try:
        return int(value)
    except (TypeError, ValueError):
        return None


def _text(value: Any) -> str:
    text = str(value or "").strip()
    return "" if text == "(vanilla)" else text


def record(data: Mapping[str, Any], ident: str) -> LcgCard:
    """A card from one swlcg JSON object (fields missing or null stay None)."""
    abilities = data.get("abilities") or {}
    keywords = tuple(
        str(k.get("keyword")) for k in abilities.get("keywords") or () if isinstance(k, dict)
    )
    return LcgCard(
        id=ident,
        title=str(data.get("title") or "").strip(),
        type=str(data.get("type") or ""),
        side=str(data.get("side") or ""),
        affiliation=str(data.get("affiliation") or "Neutral"),
        product=str(data.get("product") or ""),
        number=_int(data.get("number")),
        objective_set=_int(data.get("objectiveSetNumber")),
        set_sequence=_int(data.get("objectiveSetSequence")),
        unique=bool(data.get("isUnique")),
        cost=_int(data.get("cost")),
        damage_capacity=_int(data.get("damageCapacity")),
        force_icons=_int(data.get("forceIcons")),
        resource_value=_int(data.get("resourceValue")),
        edge_priority=_int(data.get("edgePriorityNumber")),
        normal_icons=Icons.from_json(data.get("normalCombatIcons")),
        edge_icons=Icons.from_json(data.get("edgeEnabledCombatIcons")),
        text=_text(data.get("text")),
        traits=tuple(str(t) for t in abilities.get("traits") or ()),
        keywords=keywords,
    )


class LcgCards:
    """The LCG cards of one data directory, by id (insertion order = file and card order)."""

    def __init__(self, cards: Iterable[LcgCard], path: Path | None = None) -> None:
        self.path = path
        self.cards: dict[str, LcgCard] = {card.id: card for card in cards}

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self) -> Iterator[LcgCard]:
        return iter(self.cards.values())

    def __contains__(self, ident: object) -> bool:
        return ident in self.cards

    def get(self, ident: str) -> LcgCard:
        card = self.cards.get(ident)
        if card is None:
            raise NotFound(
                f"Nie ma karty LCG „{ident[:80]}” w danych "
                f"{self.path if self.path else '(nie podano danych kart LCG)'}."
            )
        return card

    def by_title(self, title: str) -> list[LcgCard]:
        wanted = title.strip().lower()
        return [card for card in self.cards.values() if card.title.lower() == wanted]

    def texts(self) -> dict[str, list[LcgCard]]:
        """Distinct card texts, each with the cards that print it."""
        out: dict[str, list[LcgCard]] = {}
        for card in self.cards.values():
            if card.text:
                out.setdefault(card.text, []).append(card)
        return out


def json_files(path: Path) -> list[Path]:
    """The product files of an swlcg directory (`json/*.json`, or `*.json` in it)."""
    if not path.is_dir():
        raise JudgeError(
            f"Katalog kart LCG „{path}” nie istnieje. Popraw --lcg-cards lub JUDGE_LCG_CARDS."
        )
    inner = path / "json"
    root = inner if inner.is_dir() else path
    files = sorted(p for p in root.glob("*.json") if p.is_file())
    if not files:
        raise JudgeError(
            f"Katalog kart LCG „{path}” nie ma plików json/*.json (oczekiwany układ swlcg)."
        )
    return files


def load(path: Path | str) -> LcgCards:
    """Read every product file, deduplicated by product, number and title."""
    root = Path(path).expanduser()
    raw: dict[tuple[str, int | None, str], Mapping[str, Any]] = {}
    for file in json_files(root):
        try:
            items = json.loads(file.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise JudgeError(f"Nie można odczytać pliku kart LCG {file.name}: {exc}") from None
        if not isinstance(items, list):
            raise JudgeError(f"Plik kart LCG {file.name} nie jest tablicą JSON kart.")
        for item in items:
            if not isinstance(item, dict) or not item.get("title"):
                continue
            key = (str(item.get("product") or file.stem), _int(item.get("number")), item["title"])
            raw.setdefault(key, item)
    titles_per_number: dict[tuple[str, int | None], int] = {}
    for product, number, _title in raw:
        titles_per_number[(product, number)] = titles_per_number.get((product, number), 0) + 1
    cards = []
    for (product, number, title), item in raw.items():
        ident = f"{slug(product)}-{number if number is not None else 'x'}"
        if titles_per_number[(product, number)] > 1:
            ident += f"-{slug(title)}"
        cards.append(record(item, ident))
    return LcgCards(cards, root)


_CACHE: dict[tuple[str, float], LcgCards] = {}


def load_cached(path: Path | str) -> LcgCards:
    """`load`, once per directory and modification time (a process reads the data once)."""
    root = Path(path).expanduser()
    files = json_files(root)
    stamp = max(f.stat().st_mtime for f in files)
    key = (str(root.resolve()), stamp)
    found = _CACHE.get(key)
    if found is None:
        found = _CACHE[key] = load(root)
    return found


def no_cards_message() -> str:
    return (
        "Brak danych kart LCG: pobierz je poleceniem `judge cards update` albo wskaż kopię "
        "przez --lcg-cards KATALOG lub zmienną JUDGE_LCG_CARDS (katalog w układzie swlcg)."
    )
