"""The Polish lexicon as the parser uses it: written form → readings (`grammar/destiny_pl.forms`).

The forms file is generated from the curated lemma table by `judge.cards.polish.forms`; here it
is only read (one dictionary, built once per process in a few milliseconds). A form may have
several readings ("kości": the die in the genitive singular or the nominative plural; "to":
"this" or "it is"); the lexer picks the reading whose terminal the context needs, and the token
keeps all readings of that terminal so that the transformer can check agreement and case.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, cached_property

from judge.cards.polish.forms import forms_path

CASES = ("nom", "gen", "dat", "acc", "inst", "loc")
NUMBERS = ("sg", "pl")
GENDERS = ("m1", "m2", "m3", "f", "n")
PERSONS = {"pri": 1, "sec": 2, "ter": 3}


@dataclass(frozen=True)
class Reading:
    """One reading of a written form: its terminal, sense, lemma and Morfeusz tag."""

    terminal: str
    sense: str
    lemma: str
    tag: str

    @cached_property
    def _fields(self) -> list[set[str]]:
        return [set(field.split(".")) for field in self.tag.split(":")] if self.tag else []

    def _values(self, allowed: tuple[str, ...]) -> frozenset[str]:
        found: set[str] = set()
        for field in self._fields[1:]:
            found |= field & set(allowed)
        return frozenset(found)

    @property
    def pos(self) -> str:
        return self.tag.split(":")[0] if self.tag else ""

    @cached_property
    def cases(self) -> frozenset[str]:
        return self._values(CASES)

    @cached_property
    def numbers(self) -> frozenset[str]:
        return self._values(NUMBERS)

    @cached_property
    def genders(self) -> frozenset[str]:
        return self._values(GENDERS)

    @property
    def person(self) -> int | None:
        for field in self._fields[1:]:
            for name, person in PERSONS.items():
                if name in field:
                    return person
        return None

    @property
    def degree(self) -> str:
        return "sup" if {"sup"} in self._fields else "com" if {"com"} in self._fields else "pos"

    @property
    def negated(self) -> bool:
        return {"neg"} in self._fields

    @property
    def voice(self) -> str | None:
        """Adjectival participles: "act" ("przedstawiający") or "pas" ("pokonany")."""
        return {"pact": "act", "ppas": "pas"}.get(self.pos)

    @property
    def aspect(self) -> str | None:
        for field in self._fields[1:]:
            if "perf" in field:
                return "perf"
            if "imperf" in field:
                return "imperf"
        return None


@dataclass(frozen=True)
class Features:
    """What a phrase's words agree on: the (number, case, gender) bundles still possible."""

    bundles: frozenset[tuple[str, str, str]]

    @staticmethod
    def of(readings: tuple[Reading, ...] | list[Reading]) -> Features:
        return _features(tuple(readings))

    def agree(self, other: Features) -> Features:
        return Features(self.bundles & other.bundles)

    @property
    def empty(self) -> bool:
        return not self.bundles

    @cached_property
    def cases(self) -> frozenset[str]:
        return frozenset(c for _, c, _ in self.bundles)

    @cached_property
    def numbers(self) -> frozenset[str]:
        return frozenset(n for n, _, _ in self.bundles)

    def has_case(self, *cases: str) -> bool:
        return any(c in cases for _, c, _ in self.bundles)


@cache
def _features(readings: tuple[Reading, ...]) -> Features:
    bundles: set[tuple[str, str, str]] = set()
    for reading in readings:
        numbers = reading.numbers or frozenset(NUMBERS)
        cases = reading.cases or frozenset(CASES)
        genders = reading.genders or frozenset(GENDERS)
        bundles |= {(n, c, g) for n in numbers for c in cases for g in genders}
    return Features(frozenset(bundles))


ANY_FEATURES = Features(frozenset((n, c, g) for n in NUMBERS for c in CASES for g in GENDERS))


@cache
def _table() -> tuple[dict[str, list[str]], dict[str, int]]:
    """Written form → raw lines of its readings; and, for the first word of each multi-word
    entry, the most words an entry starting with it has."""
    table: dict[str, list[str]] = {}
    longest: dict[str, int] = {}
    lines = forms_path().read_text(encoding="utf-8").splitlines()
    for line in lines[1:]:  # after the header
        form, _, rest = line.partition("\t")
        entry = table.get(form)
        if entry is None:
            table[form] = [rest]
            if " " in form:
                first = form.split(" ", 1)[0]
                longest[first] = max(longest.get(first, 1), form.count(" ") + 1)
        else:
            entry.append(rest)
    return table, longest


@cache
def readings(form: str) -> tuple[Reading, ...]:
    """Every reading of a written form (lower-case; multi-word forms joined by one space)."""
    lines = _table()[0].get(form)
    if not lines:
        return ()
    return tuple(Reading(*line.split("\t")) for line in lines)


def longest_entry(first: str) -> int:
    """The most words an entry starting with `first` has ("stos kart odrzuconych": 3)."""
    return _table()[1].get(first, 1)


def all_forms() -> list[str]:
    """Every written form of the lexicon (multi-word forms joined by one space)."""
    return list(_table()[0])


def known(form: str) -> bool:
    return form in _table()[0]


@cache
def _by_lemma() -> dict[tuple[str, str], list[tuple[str, Reading]]]:
    """(lemma, terminal) → its written forms with their readings (for composing sentences)."""
    found: dict[tuple[str, str], list[tuple[str, Reading]]] = {}
    for form, lines in _table()[0].items():
        for line in lines:
            reading = Reading(*line.split("\t"))
            found.setdefault((reading.lemma, reading.terminal), []).append((form, reading))
    return found


def forms_of(lemma: str, terminal: str) -> list[Reading]:
    """The readings of every form of a lemma under one terminal."""
    return [reading for _, reading in _by_lemma().get((lemma, terminal), [])]


def inflect(lemma: str, terminal: str, case: str, number: str, gender: str | None = None) -> str:
    """The form of a lexicon lemma in a case and number (and gender, for adjectives), e.g.
    inflect("postać", "NOUN", "dat", "sg") == "postaci". Raises KeyError when there is none."""
    for form, reading in _by_lemma().get((lemma, terminal), []):
        agrees = gender is None or gender in reading.genders
        if case in reading.cases and number in reading.numbers and agrees:
            return form
    raise KeyError(f"{lemma} {terminal} {case} {number} {gender}")
