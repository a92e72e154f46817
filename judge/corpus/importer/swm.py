"""Spec of the Star Wars Miniatures rulebook (seed 002, a Polish fan translation).

A clean extraction: headings as printed, paragraphs with bold lead-ins ("Sojusznicy: …"),
justification spaces (collapsed), a few page numbers. Two tables lost their columns; they are
transcribed with the seed's own words split into cells (`TABLES`, checked against the seed).

The glossary ("Słowniczek › Definicje", alphabetical by English name) becomes `glossary`
rulings, one per entry `English – Polski: text`, with the kind the document's conventions give:
a Force power is marked "(Moc…)" with its cost in Force points, a character statistic
"(współczynnik postaci)"; names in lower case are game terms ("Statystyki postaci, umiejętności
specjalne i inne informacje zawarte na kartach postaci, pisane są z dużej litery, podczas gdy
terminy z gry małą"); the rest are special abilities. The document does not mark commander
effects as such: "commander effect" is one of its game terms.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from judge.corpus.importer.blocks import Block, Style
from judge.corpus.importer.build import BuiltDocument, Spec
from judge.corpus.importer.source import Drop, SeedError
from judge.corpus.importer.text import Vocabulary, normalize_spaces
from judge.corpus.model import SWM_RULES
from judge.corpus.slug import slugify

SET_ICON = (
    "Ikona Dodatku/Numer kolekcjonerski/ Symbol rzadkości (Set Icon/Collector Number/Rarity Symbol)"
)
OUTLINE = f"""
Wstęp
  Trzy sposoby gry!
    Kolekcjonowanie
    Bitwa
    Odtwarzanie
Podstawowe zasady
  Wybór Strony
  Jak wygrać?
  Rozstawienie
  Ustawienie drużyny
  Pozycja startowa
  Kto zaczyna pierwszy?
  Jak czytać kartę postaci?
    Nazwa (Name)
    Frakcja (Fraction)
    Koszt (Cost)
    Statystyki (Statistic)
    Umiejętności Specjalne (Special Abilities)
    Moce (Force Powers)
    Efekt Dowódcy (Commander Effect)
    {SET_ICON} | slug=ikona-dodatku
    Flavor Text – Notka Opisowa
  Rundy i fazy
  Ruch postaci
    Poruszanie
  Atak
    Wybór celu
    Linia wzroku
    Osłona
  Umiejętności specjalne
  Punkty Mocy
  Nazwane Moce
  Efekt dowódcy
Zaawansowany zasady gry
  Postacie
  Ery
    Stara Republika (The Old Republic)
    Narodziny Imperium (Rise of the Empire)
    Okres Rebelii (The Rebellion Era)
    Nowa Republika (The New Republic)
    Nowa Era Jedi (The New Jedi Order)
  Wybór frakcji
  Tworzenie drużyny
  Zasady składania drużyn
  Właściwa drużyna, do odpowiedniej potyczki
  Ustawianie drużyny
  Rozszerzone Zasady Pojedynków
    Jak wygrać?
    Rundy, Fazy, Tury
    Aktywacja postaci
    Poruszanie
    Duże postacie, wielkie postacie i poruszanie
    Atak
      Osłona
      Osłona i linia wzroku
      Rzut ataku
      Atakowanie sojuszniczych postaci
      Atak łączony (Combined Fire)
      Atak odruchowy (attack of opportunity)
      Umiejętności specjalne a atak
    Umiejętności specjalne, Moce, Efekt Dowódcy
    Przykładowa walka
    Używanie Umiejętności Specjalnych
    Punkty Mocy i Moce
    Efekty dowódcy
    Teren
      Niskie obiekty
      Trudny teren
      Ściany
      Drzwi
      Zagłębienia
Scenariusze i typy gry
  Drużyna niezależnych
  Era kontra Era
  Wszyscy przeciw wszystkim
  Gra drużynowa
  Prosto z pudełka
Słowniczek
  Definicje
"""


@dataclass(frozen=True)
class Table:
    """Seed lines `first..last` are a table; `rows` are its cells, in the seed's words."""

    first: int
    last: int
    rows: tuple[tuple[str, ...], ...]


TABLES = [
    Table(
        432,
        437,
        (
            ("Era", "Frakcje jasnej strony", "Frakcje ciemnej strony"),
            ("Stara Republika", "Stara Republika", "Sithowie, Mandalorianie"),
            ("Narodziny Imperium", "Republika", "Separatyści, Imperium"),
            ("Rebelia", "Sojusz Rebeliantów", "Imperium"),
            ("Nowa Republika", "Nowa Republika", "Imperium"),
            ("Nowa Era Jedi", "Nowa Republika, Imperium", "Yuuzhan Vong"),
        ),
    ),
    Table(
        454,
        459,
        (
            ("Postać", "Koszt"),
            ("General Obi-Wan Kenobi", "55"),
            ("ARC Trooper", "18"),
            ("3 Clone Trooper", "27"),
            ("Całkowity koszt", "100"),
        ),
    ),
]
CELL_SEPARATOR = " | "

DROPS = [
    Drop(1329, 1329, "39", "page number"),
    Drop(2673, 2675, "Instrukcję przetłumaczył", "translator's credit and copyright notice"),
    *(Drop(t.first, t.last, t.rows[0][0], "table (transcribed)") for t in TABLES),
]


def check_table(document: BuiltDocument, table: Table) -> None:
    seed = " ".join(document.source.line(n).text for n in range(table.first, table.last + 1))
    cells = " ".join(cell for row in table.rows for cell in row)
    if normalize_spaces(seed) != normalize_spaces(cells):
        raise SeedError(f"{SWM_RULES}: table at line {table.first} does not match the seed")


def insert_tables(document: BuiltDocument) -> None:
    """Put each transcribed table after the block that precedes it in the seed."""
    for table in TABLES:
        check_table(document, table)
        block = Block(
            "table",
            "\n".join(CELL_SEPARATOR.join(row) for row in table.rows),
            items=[CELL_SEPARATOR.join(row) for row in table.rows],
            first=table.first,
        )
        holder = max(
            (s for s in document.sections if s.node and s.node.line < table.first),
            key=lambda s: s.node.line,  # type: ignore[union-attr]
        )
        at = len([b for b in holder.blocks if b.first < table.first])
        holder.blocks.insert(at, block)


# "English – Polski: text". The dash has a space before it (or follows a bracket: "[#]– ");
# the names end at a colon (once a semicolon).
ENTRY = re.compile(
    r"^(?P<en>[„\"\w][^:;–]{0,60}?)(?:\s+|(?<=[\])]))[–-]\s*"
    r"(?P<pl>[„\"\w][^:;]{0,60}?)[:;]\s*(?P<text>.*)$"
)
# Entries printed irregularly: the paragraph start and the names it gives.
IRREGULAR_ENTRIES = {
    "Bombad Gungan: ": ("Bombad Gungan", None),  # no Polish name
    "immediate/immediately – natychmiastowy/natychmiast – ": (
        "immediate/immediately",
        "natychmiastowy/natychmiast",
    ),
}
FORCE_POWER = re.compile(r"^\(Moc(?:; (?P<cost>\d+|różna liczba) Punkt\w* Mocy)?\)")
STATISTIC = "(współczynnik postaci)"
TITLE_CASE_SMALL_WORDS = {"of", "the", "in", "a", "to", "and", "on"}


def term_kind(name_en: str, text: str) -> tuple[str, int | None]:
    power = FORCE_POWER.match(text)
    if power:
        cost = power["cost"]
        return "force-power", int(cost) if cost and cost.isdigit() else None
    if text.startswith(STATISTIC):
        return "statistic", None
    # Card items are in title case ("Force Push"); game terms are not ("Force points")
    words = [w for w in re.findall(r"[^\W\d_]+", name_en) if w not in TITLE_CASE_SMALL_WORDS]
    if any(word[0].islower() for word in words):
        return "game-term", None
    return "special-ability", None


def glossary_rulings(document: BuiltDocument) -> None:
    section = document.section(f"{SWM_RULES}.slowniczek.definicje")
    intro: list[Block] = []
    entries: list[dict[str, object]] = []
    for block in section.blocks:
        match = ENTRY.match(block.text) if block.kind == "paragraph" else None
        irregular = next((k for k in IRREGULAR_ENTRIES if block.text.startswith(k)), None)
        if irregular is not None:
            name_en, name_pl = IRREGULAR_ENTRIES[irregular]
            kind, cost = term_kind(name_en, block.text[len(irregular) :])
            entries.append(
                {
                    "name_en": name_en,
                    "name_pl": name_pl,
                    "term_kind": kind,
                    "force_cost": cost,
                    "blocks": [block],
                }
            )
            continue
        if match is None:
            if entries:  # a further paragraph of the entry above
                entries[-1]["blocks"].append(block)  # type: ignore[attr-defined]
            else:
                intro.append(block)
            continue
        name_en, name_pl = match["en"].strip(), match["pl"].strip()
        kind, cost = term_kind(name_en, match["text"])
        entries.append(
            {
                "name_en": name_en,
                "name_pl": name_pl,
                "term_kind": kind,
                "force_cost": cost,
                "blocks": [block],
            }
        )
    section.blocks = intro
    seen: dict[str, dict[str, object]] = {}
    for entry in entries:
        slug = slugify(str(entry["name_en"]))
        if slug in seen:
            previous = seen[slug]
            if [b.text for b in previous["blocks"]] == [b.text for b in entry["blocks"]]:  # type: ignore[attr-defined]
                continue  # printed twice, word for word ("Cleave – Łupnięcie")
            slug = f"{slug}-{entry['term_kind']}"
        seen[slug] = entry
        title = " – ".join(str(n) for n in (entry["name_en"], entry["name_pl"]) if n)
        record: dict[str, object] = {
            "id": f"{SWM_RULES}.glossary.{slug}",
            "kind": "glossary",
            "title": title,
            "section": section.id,
            "name_en": entry["name_en"],
        }
        if entry["name_pl"]:
            record["name_pl"] = entry["name_pl"]
        record["term_kind"] = entry["term_kind"]
        if entry["force_cost"] is not None:
            record["force_cost"] = entry["force_cost"]
        record["blocks"] = entry["blocks"]
        document.rulings.append(record)


_G = f"{SWM_RULES}.glossary."
_ADV = f"{SWM_RULES}.zaawansowany-zasady-gry.rozszerzone-zasady-pojedynkow."
_BASIC = f"{SWM_RULES}.podstawowe-zasady."
# Page references of the printed book, resolved by what the text names around them.
_REFERENCES: dict[str, str | None] = {
    "znajduje się na stronie 14": f"{SWM_RULES}.zaawansowany-zasady-gry.wybor-frakcji",
    "Zobacz Atak odruchowy - Attack of Oportunisty na stronie 22": (
        f"{_ADV}atak.atak-odruchowy-attack-of-opportunity"
    ),
    "Zobacz Atak Odruchowy, strona 22": f"{_ADV}atak.atak-odruchowy-attack-of-opportunity",
    "Zobacz Linię Wzroku poniżej": f"{_BASIC}atak.linia-wzroku",
    "Zobacz Osłonę na stronie 10": f"{_BASIC}atak.oslona",
    "Zobacz Poruszanie na stronie 6": f"{_BASIC}ruch-postaci.poruszanie",
    "zobacz Osłona na stronie 18": f"{_ADV}atak.oslona",
    "Zobacz Osłona na stronie 18": f"{_ADV}atak.oslona",
    "Zobacz Osłonę na stronie 18": f"{_ADV}atak.oslona",
    f"{_BASIC}umiejetnosci-specjalne|zobacz strona 21#1": f"{_ADV}atak.rzut-ataku",
    f"{_BASIC}umiejetnosci-specjalne|zobacz strona 21#2": f"{_ADV}atak.atak-laczony-combined-fire",
    "Zobacz ogień łączony na stronie 21": f"{_ADV}atak.atak-laczony-combined-fire",
    "Zobacz stronę 31": f"{SWM_RULES}.scenariusze-i-typy-gry",
    "strona 31": f"{SWM_RULES}.scenariusze-i-typy-gry",
    "zobacz strona 23": f"{_ADV}umiejetnosci-specjalne-moce-efekt-dowodcy",
    "Zobacz Typy Terenu na stronie 26": f"{_ADV}teren",
    "Zobacz strona 27": None,  # two meanings, see the owners below
    f"{_G}difficult-terrain|Zobacz strona 27": f"{_ADV}teren.trudny-teren",
    f"{_G}low-object|Zobacz strona 27": f"{_ADV}teren.niskie-obiekty",
    f"{_G}door|Zobacz strona 28": f"{_ADV}teren.drzwi",
    f"{_G}wall|Zobacz strona 28": f"{_ADV}teren.sciany",
    f"{_G}pit|Zobacz strona 30": f"{_ADV}teren.zaglebienia",
    # "(strona 64)" after "ogłuszony" is the entry "stun"
    "Strona 64": f"{_G}stun",
    "strona 64": f"{_G}stun",
    f"{_G}bodyguard|Zobacz strona 61": f"{_G}shields-2",
    f"{_G}cortosis-gauntlet|strona 52": f"{_G}lightsaber-block",
    f"{_G}dark-inspiration|Zobacz strona 52": f"{_G}lightsaber-duelist",
    f"{_G}door-gimmick|Zobacz strona 56": f"{_G}override",
    f"{_G}droid-master|Zobacz strona 40": f"{_G}double-attack",
    "Zobacz Posiłki (Reinforcements) na stronie 59": f"{_G}reinforcements",
    f"{_G}emergency-life-suport|Zobacz strona 34": f"{_G}avoid-defeat",
    "Zobacz Ochroniarz (Bodyguard) na stronie 35": f"{_G}bodyguard",
    f"{_G}force-cloak|strona 36": f"{_G}cloaked",
    "Zobacz Rezerwy (Reserves) na stronie 59": f"{_G}reserves",
    "Zobacz Rezerwy poniżej": f"{_G}reserves",
    "Zobacz Rezerwy na stronie 59": f"{_G}reserves",
    f"{_G}gunner|Zobacz strona 55": f"{_G}mounted-weapon",
    f"{_G}impulsive-momentum|Zobacz strona 55": f"{_G}momentum",
    f"{_G}impulsive-savagery|Zobacz strona 60": f"{_G}savage",
    f"{_G}power-coupling|zobacz strona 42": f"{_G}extra-attack",
    f"{_G}surprise-move|strona 50": f"{_G}intuition",
    "zobacz tabelę er i frakcji w rozdziale Wybór Frakcji, na stronie 15": (
        f"{SWM_RULES}.zaawansowany-zasady-gry.wybor-frakcji"
    ),
    "zobacz ogłuszenie na stronie 64": f"{_G}stun",
    "zobacz pchnięcie na stronie 57": f"{_G}push",
    "Zobacz przeciskanie się na stronie 17": f"{_G}squeeze",
}
REFERENCES: dict[str, str] = {key: value for key, value in _REFERENCES.items() if value}


def finish(document: BuiltDocument, vocabulary: Vocabulary) -> None:
    insert_tables(document)
    glossary_rulings(document)


SPEC = Spec(
    id=SWM_RULES,
    game="swm",
    seed="002_359c799432efcc60.txt",
    title="Star Wars Miniatures – podręcznik zasad",
    citation_prefix="SWM Zasady",
    edition="zestaw startowy The Clone Wars (tłum. Michał Kapica)",
    outline=OUTLINE,
    drops=DROPS,
    drop_patterns=[re.compile(r"\d{1,2}")],
    style=Style(bullet=re.compile(r"^[•●]\s*(.*)$"), step=None),
    # sentences cut before a capitalised noun: "…odejmij wartość Obrażeń ataku / Punktów…"
    join=frozenset({219, 1232, 1874, 2605}),
    body_like_headings=frozenset({44}),  # "Niech moc będzie z Tobą!"
    references=REFERENCES,
    link_glossary=True,
    finish=finish,
)
