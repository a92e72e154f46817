"""Reading an ability printed on a stat card as an entry of the rulebook's glossary.

A stat card lists special abilities, Force powers and commander effects by name ("Cunning
Attack", "Force Renewal 1", "Master of the Force 2", "Synchronized Fire (Droid)", "Podstępny
Atak"). Each is looked up in the glossary of `swm-rules` (English or Polish name, with its value
`[#]` and an optional named character in parentheses), so the engine applies one rule per
glossary entry, never one per figure, and cites the entry at every step it applies. A name the
glossary does not have, or an entry the engine does not implement, is refused when the scenario
is loaded (`judge.engine.swm.abilities.IMPLEMENTED`).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

GLOSSARY_PREFIX = "swm-rules.glossary."


@dataclass(frozen=True, slots=True)
class Entry:
    id: str  # the ruling id, e.g. swm-rules.glossary.cunning-attack
    key: str  # its last component: cunning-attack
    name_en: str
    name_pl: str
    kind: str  # special-ability, force-power, game-term, statistic
    force_cost: int | None
    takes_value: bool  # the name has [#]

    @property
    def label_pl(self) -> str:
        """The Polish name without its value marker: „Podstępny Atak”."""
        return _VALUE.sub(" ", self.name_pl).strip()

    @property
    def label_en(self) -> str:
        return _VALUE.sub(" ", self.name_en).strip()


@dataclass(frozen=True, slots=True)
class Ability:
    """One ability of a stat card: its glossary entry, value and named character."""

    entry: Entry
    text: str  # as the card prints it
    value: int | None = None
    named: str | None = None  # "Synchronized Fire (Droid)": Droid

    @property
    def key(self) -> str:
        return self.entry.key

    def to_json(self) -> dict[str, object]:
        return {
            "text": self.text,
            "glossary": self.entry.id,
            "name_pl": self.entry.name_pl,
            "value": self.value,
            "named": self.named,
            "force_cost": self.entry.force_cost,
        }


def _norm(text: str) -> str:
    text = unicodedata.normalize("NFKD", text.lower()).replace("ł", "l")
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    return re.sub(r"[^a-z0-9]+", " ", text).strip()


_VALUE = re.compile(r"\s*\(?\+?\[#\]\)?\s*")


@lru_cache(maxsize=1)
def _index() -> tuple[dict[str, Entry], dict[str, Entry]]:
    """(exact names → entry, names without their [#] → entry), English and Polish."""
    from judge.corpus.store import load_corpus

    exact: dict[str, Entry] = {}
    generic: dict[str, Entry] = {}
    for ruling in load_corpus().rulings:
        if not ruling.id.startswith(GLOSSARY_PREFIX) or not ruling.name_en:
            continue
        takes_value = "[#]" in ruling.name_en
        entry = Entry(
            id=ruling.id,
            key=ruling.id[len(GLOSSARY_PREFIX) :],
            name_en=ruling.name_en,
            name_pl=ruling.name_pl or ruling.name_en,
            kind=ruling.term_kind or "",
            force_cost=ruling.force_cost,
            takes_value=takes_value,
        )
        for name in (ruling.name_en, ruling.name_pl or "", *ALIASES.get(entry.key, ())):
            if not name:
                continue
            if "[#]" in name:
                generic.setdefault(_norm(_VALUE.sub(" ", name)), entry)
            else:
                exact.setdefault(_norm(name), entry)
    return exact, generic


# The English names as stat cards print them, where the rulebook's glossary misspells them
# (the glossary's own spelling is read too).
ALIASES: dict[str, tuple[str, ...]] = {
    "sith-lighttning": ("Sith Lightning [#]",),
    "sepatarist-reserves": ("Separatist Reserves [#]",),
    "newer-tell-me-the-odds": ("Never Tell Me the Odds",),
    "emergency-life-suport": ("Emergency Life Support",),
    "vicious-attaca": ("Vicious Attack",),
    "shockstaff-electrostaff": ("Shockstaff +[#]", "Electrostaff +[#]"),
}


def entry(key: str) -> Entry:
    """The glossary entry with this key (`cunning-attack`)."""
    return _by_key()[key]


@lru_cache(maxsize=1)
def _by_key() -> dict[str, Entry]:
    exact, generic = _index()
    return {e.key: e for e in (*exact.values(), *generic.values())}


_TRAILING_VALUE = re.compile(r"^(?P<name>.*?)\s+\+?(?P<value>\d+)$")
_NAMED = re.compile(r"^(?P<name>.*?)\s*\((?P<named>[^)]*)\)\s*$")


def read_ability(text: str) -> Ability | None:
    """The glossary reading of an ability as printed (None: the glossary has no such name)."""
    exact, generic = _index()
    name, named = text.strip(), None
    match = _NAMED.match(name)
    if match and not re.fullmatch(r"\+?\d+", match.group("named").strip()):
        name, named = match.group("name"), match.group("named").strip()
    elif match:  # "Cunning Attack (+20)"
        name = f"{match.group('name')} {match.group('named').strip()}"
    found = exact.get(_norm(name))
    if found is not None:
        return Ability(found, text.strip(), _trailing_number(name), named)
    trailing = _TRAILING_VALUE.match(name)
    if trailing:
        found = generic.get(_norm(trailing.group("name")))
        if found is not None:
            return Ability(found, text.strip(), int(trailing.group("value")), named)
    found = generic.get(_norm(name))
    if found is not None:  # "Cunning Attack" without its optional value
        return Ability(found, text.strip(), None, named)
    return None


def _trailing_number(name: str) -> int | None:
    match = _TRAILING_VALUE.match(name)
    return int(match.group("value")) if match else None
