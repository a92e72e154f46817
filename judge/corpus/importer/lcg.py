"""Spec of the Star Wars: The Card Game rulebook (seed 003, "Star Wars: Gra karciana").

A magazine-like layout: sidebars, example boxes with numbered steps in scrambled order, figure
callouts (lone numbers and letters), a flowchart ("Sekwencja gry") whose boxes come out in no
useful order, and, from line 2438 on, the card faces of the core set, garbled beyond use. The spec:

* puts example boxes back in their own order (`MOVES`) and moves the glossary sidebar
  ("Słowniczek terminów") out of the middle of the deployment phase, to the end;
* drops figure callouts and labels, the card faces and page heads;
* transcribes the flowchart phase by phase (`FLOWCHART`): the boxes of each phase in the order
  of the rules they chart (start, the steps as the phase rules list them, the action windows
  "AKCJE GRACZY", end, next phase); the chart's arrows are lost in extraction, so this order is
  the spec's reading of the chart, checked against the phase rules;
* turns the glossary entries ("Aktywny gracz to …") into `glossary` rulings.

Small caps in running text extract with stray capitals (`cieMnej`, `skuPić`, `KroKu`); they are
lowered (letters M, P, K). The combat icons print as `æ`, `∫`, `º`; the rulebook names them
(unit damage, tactics, blast damage) and they become `[unit-damage]`, `[tactics]`,
`[blast-damage]`.
"""

from __future__ import annotations

import re

from judge.corpus.importer.blocks import Block, Style
from judge.corpus.importer.build import BuiltDocument, BuiltSection, Spec
from judge.corpus.importer.source import Drop, Move
from judge.corpus.importer.text import (
    Vocabulary,
    join_lines,
    restore_small_caps,
)
from judge.corpus.model import LCG_RULES
from judge.corpus.slug import slugify

OUTLINE = """
Opis gry
Zawartość pudełka
Przegląd elementów
Składanie tarczy Gwiazdy Śmierci
Stronnictwa
Zestawy kart celów
Identyfikacja kart
Talie startowe
Opisy kart
  Karty celów
  Karty ulepszeń
  Karty jednostek
  Karty stronnictw
  Karty wydarzeń
  Karty losu
  Legenda
Przygotowanie do gry
  1. Wybrać stronę Mocy | slug=wybrac-strone-mocy
  2. Wybrać i złożyć talie | slug=wybrac-i-zlozyc-talie
  3. Odkryć karty stronnictw | slug=odkryc-karty-stronnictw
  4. Ustawić równowagę Mocy | slug=ustawic-rownowage-mocy
  5. Przygotować talie | slug=przygotowac-talie
  6. Przygotować żetony | slug=przygotowac-zetony
  7. Przygotować tarczę Gwiazdy Śmierci | slug=przygotowac-tarcze-gwiazdy-smierci
  8. Wybrać karty celów | slug=wybrac-karty-celow
  9. Dobrać startowe ręce | slug=dobrac-startowe-rece
  10. Odkryć cele | slug=odkryc-cele
Złota zasada
Kwestia skupienia
Rozgrywka
  Szczegółowy opis faz
    1. Faza równowagi | slug=faza-rownowagi
      Gracz CSM jest aktywnym graczem
      Gracz JSM jest aktywnym graczem
    2. Faza odpoczynku | slug=faza-odpoczynku
    3. Faza dobierania | slug=faza-dobierania
    Odrzucanie
    4. Faza wystawiania | slug=faza-wystawiania
      Zagrywanie kart jednostek
      Zagrywanie kart ulepszeń
    5. Faza konfliktu | slug=faza-konfliktu
    6. Faza Mocy | slug=faza-mocy
      Przydzielanie do Mocy
      Limity kart Mocy
      Jednostki przydzielone do Mocy
      Zmagania Mocy
Wygrana
  Wygrana jasnej strony
  Wygrana ciemnej strony
Zasoby
  Tworzenie punktów zasobów
  Wydawanie zasobów
  Dopasowanie zasobów
  Punkty zasobów – przykład 2 | slug=przyklad-2 | match=Punkty zasobów - Przykład 2
  Punkty zasobów – przykład 1 | slug=przyklad-1 | match=Punkty zasobów - Przykład 1
Rozpatrywanie bitew
  1. Wybranie karty celu | slug=wybranie-karty-celu | line=1163
  2. Zadeklarowanie atakujących | slug=zadeklarowanie-atakujacych | line=1172
  3. Zadeklarowanie obrońców | slug=zadeklarowanie-obroncow | line=1185
    Jednostki uczestniczące
  4. Przeprowadzenie walki o przewagę | slug=walka-o-przewage | line=1204
    Rozpatrywanie walki o przewagę
      1. Wyłożenie kart przewagi | slug=wylozenie-kart-przewagi
      2. Odkrywanie stosów przewagi | slug=odkrywanie-stosow-przewagi
      Przykład walki o przewagę
      3. Rozpatrywanie kart losu | slug=rozpatrywanie-kart-losu
      4. Zakończenie walki o przewagę | slug=zakonczenie-walki-o-przewage
    Karty losu
  5. Rozpatrywanie natarć | slug=natarcia
    Rozpatrywanie natarć
      Rozpatrywanie symboli walki według ich rodzajów
    Obrażenia
    Symbole walki
    Przykład rozpatrywania natarć
    Zniszczone karty jednostek
    Zniszczone karty celów
    Żetony osłon
      Korzystanie z osłon
    Kończenie kroku rozpatrywania natarć
  6. Nagradzanie braku oporu | slug=nagradzanie-braku-oporu
  Zakończenie bitwy
Zdolności kart
  Kiedy gracze mogą skorzystać ze zdolności?
  Karty wydarzeń
  Trwałe efekty
  Akcje
  Cechy
  Zakłócenia
  Reakcje
  Wymuszone/a
  Słowa kluczowe
    Elita
    Ochrona: [cecha] | slug=ochrona
    Ograniczenie
    Osłony
    Precyzyjne uderzenie
    Przewaga (x) | slug=przewaga
    Żadnych ulepszeń
Inne zasady
  Gra wieloosobowa
  Karty unikatowe
  Ograniczenia żetonów
  Mulligan
  Schwytanie i ratunek
Zaawansowane mechaniki
  Nie może
  W grze i poza grą
  Umieścić w grze
  Poświęć
  Następnie
  Kiedy
  Po tym jak
  Wybrany/a
  Wyczerpana
  Anuluj
Osobiste talie
  Czemu ktoś chciałby składać własną talię?
  Zasady składania talii
  Rozgrywki turniejowe
  Żywa gra karciana®
Słowniczek terminów | slug=slowniczek
Sekwencja gry
  Wydarzenie strukturalne
Przygotowanie talii
"""

MOVES = [
    Move(214, 219, 223, "karty ulePszeń", "text of the upgrade-card box, printed above its title"),
    Move(342, 342, 323, "Legenda", "title of the legend, printed under it"),
    Move(429, 456, 532, "Kwestia skupienia", "sidebar printed inside setup step 5"),
    Move(1112, 1117, 1094, "3) Następnie", "example box: step 3) printed after step 4)"),
    Move(1320, 1320, 1306, "2) Gracze", "example box: step 2) printed after step 4)"),
    Move(1512, 1525, 1570, "6) Graczowi", "example box: step 6) printed before step 1)"),
    Move(704, 782, 2231, "Słowniczek terminów", "glossary sidebar inside the deployment phase"),
    # the deck-building example is scattered among the card faces at the end
    Move(2645, 2645, 4168, "Przygotowanie talii", "example title"),
    Move(2435, 2437, 4168, "Jeśli gracze chcą", "example introduction"),
    Move(2652, 2653, 4168, "a) Weź kartę", "example step a)"),
    Move(2647, 2650, 4168, "b) Odnajdź", "example step b)"),
    Move(2641, 2643, 4168, "c) Karty celów", "example step c)"),
    Move(4162, 4166, 4168, "D) Potasuj", "example steps D) and E)"),
]

DROPS = [
    Drop(257, 257, "Opisy kart", "repeated page head"),
    Drop(409, 411, "Żeton równowagi Mocy", "figure labels"),
    Drop(509, 531, "Sugerowany obszar gry", "figure of the play area (labels only)"),
    Drop(1326, 1326, "Wartość priorytetu na karcie losu", "figure label"),
    Drop(1456, 1458, "Próg obrażeń", "figure labels"),
    Drop(1477, 1483, "Symbole walki", "figure labels"),
    Drop(1491, 1496, "Na przykład:", "caption and labels of a figure"),
    Drop(1507, 1509, "∫", "figure labels"),
    Drop(2231, 2253, "Sekwencja gry", "flowchart, phase 2 (transcribed in Sekwencja gry)"),
    Drop(2275, 2275, "AKCJE GRACZY", "flowchart legend label"),
    Drop(2289, 2331, "", "flowchart, phases 1 and 3 (transcribed in Sekwencja gry)"),
    Drop(2332, 2431, "", "flowchart, phases 4 to 6 (transcribed in Sekwencja gry)"),
    Drop(2438, 2640, "CEL", "card faces of the core set (garbled)"),
    Drop(2644, 2644, "", "card faces of the core set (garbled)"),
    Drop(2646, 2646, "", "card faces of the core set (garbled)"),
    Drop(2651, 2651, "", "card faces of the core set (garbled)"),
    Drop(2654, 4161, "", "card faces of the core set (garbled)"),
    Drop(4167, 4168, "", "end of the card faces"),
]

DROP_PATTERNS = [
    re.compile(r"[\d ]{1,7}"),  # figure callouts and page numbers
    re.compile(r"[A-E]"),  # figure letters of the edge-battle example
]

# Flowchart boxes, phase by phase, by the seed line each box starts on (see module docstring).
# A pair (label, box) is a decision branch: "Atakuje" → "Rozpatrz bitwę".
FLOWCHART: list[tuple[int, list[int | tuple[int, int]]]] = [
    (2290, [2294, 2298, 2301, 2306, 2296, 2292]),
    (2233, [2239, 2241, 2245, 2249, 2237, 2252, 2235]),
    (2311, [2315, 2317, 2320, 2324, 2326, 2313]),
    (2349, [2359, 2353, 2355, 2361, 2351]),
    (2363, [2367, 2381, 2373, (2371, 2376), (2379, 2369), 2365]),
    (
        2385,
        [
            2424,
            2383,
            2390,
            2392,
            2394,
            2396,
            2398,
            2402,
            2406,
            2408,
            2412,
            2416,
            2420,
            2429,
            2418,
            2427,
            2388,
        ],
    ),
    (2333, [2338, 2342, 2345, 2347, 2340, 2335]),
]
FLOWCHART_NOTE = 2328  # "Przypomnienie: …" printed by the chart

# Bullets: "- ", the faction list (its icons were lost, leaving the names) and the combat-icon key.
FACTIONS = (
    "Sojusz Rebeliantów|Przemytnicy i Szpiedzy|Jedi|Marynarka Imperialna|"
    "Szumowiny i Nikczemnicy|Sithowie"
)
BULLET = re.compile(rf"^(?:- (.*)|((?:{FACTIONS}) \([JC]SM\))|([æ∫º] - .*))$")

COMBAT_ICONS = {"æ": "[unit-damage]", "∫": "[tactics]", "º": "[blast-damage]"}
SMALL_CAPS_LETTERS = "MPK"
_ABBREVIATIONS = re.compile(r"\b(js|cs)M\b")


def fix(text: str) -> str:
    text = _ABBREVIATIONS.sub(lambda m: m[1].upper() + "M", text)  # „jsM” is JSM in small caps
    text = restore_small_caps(text, SMALL_CAPS_LETTERS)
    for glyph, markup in COMBAT_ICONS.items():
        text = text.replace(glyph, markup)
    return text


def _box(document: BuiltDocument, first: int, vocabulary: Vocabulary) -> str:
    """The text of the flowchart box starting on seed line `first` (up to a blank line)."""
    lines = []
    number = first
    while (line := document.source.line(number)).text.strip() and (
        number == first or not line.boundary
    ):
        lines.append(line.text.strip())
        number += 1
    return fix(join_lines(lines, vocabulary))


def flowchart_sections(document: BuiltDocument, vocabulary: Vocabulary) -> list[BuiltSection]:
    parent = f"{LCG_RULES}.sekwencja-gry"
    sections = []
    for heading_line, boxes in FLOWCHART:
        title = _box(document, heading_line, vocabulary)
        items = []
        for box in boxes:
            if isinstance(box, tuple):
                label, target = (_box(document, line, vocabulary) for line in box)
                items.append(f"{label} → {target}")
            else:
                items.append(_box(document, box, vocabulary))
        blocks = [Block("list", items=items, first=heading_line)]
        if heading_line == 2311:
            blocks.append(Block("paragraph", _box(document, FLOWCHART_NOTE, vocabulary)))
        slug = slugify(re.sub(r"^\d+\. ", "", title))
        sections.append(BuiltSection(f"{parent}.{slug}", title, None, blocks))
    return sections


GLOSSARY_ENTRY = re.compile(r"^(?P<term>[A-ZŁŚŻŹĆ][^ ]*(?: [^ ]+){0,3}?) to (?P<rest>.+)$")


def glossary_rulings(document: BuiltDocument) -> None:
    """Each paragraph "X to …" of the glossary sidebar becomes a glossary ruling."""
    section = document.section(f"{LCG_RULES}.slowniczek")
    intro: list[Block] = []
    for block in section.blocks:
        match = GLOSSARY_ENTRY.match(block.text) if block.kind == "paragraph" else None
        if match is None:
            intro.append(block)
            continue
        term = match["term"]
        document.rulings.append(
            {
                "id": f"{LCG_RULES}.glossary.{slugify(term)}",
                "kind": "glossary",
                "title": term,
                "section": section.id,
                "name_pl": term,
                "term_kind": "game-term",
                "blocks": [block],
            }
        )
    section.blocks = intro


_L = f"{LCG_RULES}."
REFERENCES = {
    "Na stronie 17 znajduje się": f"{_L}zasoby.przyklad-1",
    "patrz strona 21": f"{_L}rozpatrywanie-bitew.natarcia.symbole-walki",
    "znajduje się na stronie 19": (
        f"{_L}rozpatrywanie-bitew.walka-o-przewage.rozpatrywanie-walki-o-przewage"
        ".przyklad-walki-o-przewage"
    ),
    "znajduje się na stronie 22": f"{_L}rozpatrywanie-bitew.natarcia.przyklad-rozpatrywania-natarc",
    "patrz przykład na stronie 22": (
        f"{_L}rozpatrywanie-bitew.natarcia.przyklad-rozpatrywania-natarc"
    ),
    "Na stronie 30 znajduje się": f"{_L}sekwencja-gry",
    "od „Złotej zasady” ze strony 11": f"{_L}zlota-zasada",
}


def finish(document: BuiltDocument, vocabulary: Vocabulary) -> None:
    chart = flowchart_sections(document, vocabulary)
    at = next(
        i for i, s in enumerate(document.sections) if s.id.endswith(".wydarzenie-strukturalne")
    )
    document.sections[at + 1 : at + 1] = chart
    glossary_rulings(document)


SPEC = Spec(
    id=LCG_RULES,
    game="lcg",
    seed="003_d079cb8e7764e102.txt",
    title="Star Wars: Gra karciana – instrukcja",
    citation_prefix="SW:GK Instrukcja",
    edition="zestaw podstawowy",
    outline=OUTLINE,
    drops=DROPS,
    drop_patterns=DROP_PATTERNS,
    moves=MOVES,
    # a paragraph still starting in lower case begins with a small-caps lead-in ("karty celów
    # przedstawiają…"); breaks inside sentences are re-joined before capitals are restored
    style=Style(bullet=BULLET, capitalize_paragraphs=True),
    fix=fix,
    references=REFERENCES,
    finish=finish,
    body_like_headings=frozenset({318, 321, 377, 380, 383, 386, 1087, 1607, 2084, 2090}),
)
