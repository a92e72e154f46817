"""Spec of the current Destiny Rules Reference (seed 000): outline, figures, rulings.

Besides the rules (parts 1–9) the document holds the errata, the card clarifications
("Wyjaśnienie kart") and the FAQ; those become rulings (see `finish`). Headings are printed in
small caps and extract as `stronnictWo`; the outline gives them back their capitals.
"""

from __future__ import annotations

import re

from judge.corpus.importer.blocks import Block
from judge.corpus.importer.build import BuiltDocument, BuiltSection, Spec
from judge.corpus.importer.destiny import SPECIAL_GLYPH, card_codes_in, replace_die_glyphs
from judge.corpus.importer.links import add_refers_to
from judge.corpus.importer.rulings import faq_rulings, heading_rulings
from judge.corpus.importer.source import Drop
from judge.corpus.importer.text import Vocabulary
from judge.corpus.model import DESTINY_RR

OUTLINE = f"""
Wstęp
Zasady
Złota zasada
Część 1. Rodzaje i kolory kart | slug=cz1 | short=cz. 1
  Stronnictwo
  Kolory
  Rodzaj
  Nazwa
  Zdolności
  Unikatowość
  Tekst fabularny
  Identyfikator (ID)
  Rzadkość
  Zestawienie ścianek kości
  Pola bitwy
  Podtytuł (występuje także na postaciach) | slug=podtytul
  Postacie
  Wytrzymałość
  Wartość punktowa
  Wydarzenia
  Koszt (występuje także na wsparciach i ulepszeniach) | slug=koszt
  Wsparcie
  Podrodzaje (występują także na ulepszeniach) | slug=podrodzaje
  Ulepszenia
Część 2. Kości oraz symbole na kościach | slug=cz2 | short=cz. 2
  Wartość
  Symbol
  Koszt w zasobach
  Modyfikator
  Identyfikator (ID)
  Rzadkość
  Symbole na kościach
    Obrażenia wręcz | match=k obrażenia wręcz
    Obrażenia dystansowe | match=j obrażenia dystansowe
    Osłona | match=e osłona
    Zasoby | match=q zasoby
    Zakłócenie | match=f zakłócenie
    Odrzucenie | match=o odrzucenie
    Skupienie | match=t skupienie
    Specjalny | match={SPECIAL_GLYPH} specjalny
    Pusta ścianka | match=- pusta ścianka
  Rozpatrywanie kości przez karty
  Kości opuszczające grę
Część 3. Obszary gry | slug=cz3 | short=cz. 3
  W grze
    Postacie oraz zagrane karty
    Pula kości
    Zasoby
    Pole bitwy (jeśli gracz je kontroluje) | slug=pole-bitwy
  Poza grą
    Ręka
    Talia
    Stos kart odrzuconych
  W zawieszeniu
  Kości na kartach
  Strefa boczna
  Pula
Część 4. Dostosowywanie talii | slug=cz4 | short=cz. 4
  1. Przygotowywanie drużyny | slug=przygotowywanie-druzyny
  2. Budowa talii | slug=budowa-talii
  3. Wybór pola bitwy | slug=wybor-pola-bitwy
Część 5. Struktura gry | slug=cz5 | short=cz. 5
  Przygotowanie
  Rundy gry
    Faza akcji
    Faza utrzymania
  Akcje
    Zagranie karty z ręki
    Aktywowanie postaci lub wsparcia
    Rozpatrzenie kości
    Odrzucenie karty w celu przerzucenia kości
    Użycie akcji z karty
    Zajęcie pola bitwy
  Dodatkowe akcje
  Pasowanie
  Zwycięstwo
Część 6. Pojęcia gry | slug=cz6 | short=cz. 6
  Obrażenia
  Pokonane postacie
  Zasoby
  Osłony
  Dobranie karty
  Przygotowana
  Wyczerpana
Część 7. Zdolności | slug=cz7 | short=cz. 7
  Kolejka
  Zdolności akcji
  Zdolności zajęcia
  Zdolności trwałe
  Integralne zdolności kości
  Zdolności specjalne
  Słowa kluczowe
    Przepisanie
    Strażnik
    Zasadzka
  Zdolności aktywowane
    Warunek aktywacji
    Zdolności „przed tym”
    Zdolności „po tym”
    Zdolności równoczesne
  Efekty
    Efekty opóźnione
    Efekty zastępujące
    Efekty odnoszące się do samych siebie
    Efekty negatywne
    Efekty „następnie”
Część 8. Terminologia | slug=cz8 | short=cz. 8
  Gracz kontrolujący
  Kopia (karty)
  Kość postaci
  Łączna wartość
  Najtańszy/najtańsza
  Nieblokowalne obrażenia
  Obracanie (kości)
  Ograniczenia zagrania
  Otrzymywanie obrażeń
  Podejrzyj
  Poruszanie
  Rzucanie kośćmi
  Ścianka widoczna/przedstawiająca
  Ulecz
  Usuwanie kości
  Właściciel
  Wybierz (cel)
  Wybierz (jedną z opcji)
  Wyznaczanie
  X jako zmienna
  Za darmo
  Zastąpienie
  Zmniejszenie
  Zwiększenie
Część 9. Zasady wieloosobowe | slug=cz9 | short=cz. 9
  Każdy na każdego
    Przygotowanie
    Akcje
    Wybieranie przeciwników
    Eliminacja graczy
Errata
  Przebudzenia (r) | slug=przebudzenia | set=r
    Detonator termiczny | label=67 | kind=errata
    Skok w nadprzestrzeń | label=129 | kind=errata
    Świątynia Jedi | label=170 | kind=errata
  Duch rebelii (D) | slug=duch-rebelii | set=D
    Przemytnik z Zewnętrznych Rubieży | label=46 | kind=errata
    Straty poboczne | label=120 | kind=errata
Wyjaśnienie kart
  Przebudzenia (r) | slug=przebudzenia | set=r
    As w rękawie | label=r92 | kind=clarification
    Druga szansa | label=r137 | kind=clarification
    Generał Grievous | label=r3 | kind=clarification
    Holokron Sithów | label=r16 | kind=clarification
    Hrabia Dooku | label=r9 | kind=clarification
    Jedność z Mocą | label=r42 | kind=clarification
    Odwrót | label=r110 | kind=clarification
    Padawan | label=r36 | kind=clarification
    Padnij! | label=r164 | kind=clarification
    Poe Dameron | label=r29 | kind=clarification
    Porzuć wszelką nadzieję | label=r79 | kind=clarification
    Pozwól Wookiemu wygrać | label=r130 | kind=clarification
    Rey | label=r38 | kind=clarification
    Siostra nocy | label=r12 | kind=clarification
    Skok w nadprzestrzeń | label=r129 | kind=clarification
    Szef gangsterów | label=r23 | kind=clarification
    Szkolenie Mocy | label=r58 | kind=clarification
    Śmiała ucieczka | label=r126 | kind=clarification
    Wybujała ambicja | label=r80 | kind=clarification
  Duch rebelii (D) | slug=duch-rebelii | set=D
    Błyskawica Mocy | label=14 | kind=clarification
    C-3PO | label=30 | kind=clarification
    Dyrektor Krennic | label=3 | kind=clarification
    FN-2199 | label=2 | kind=clarification
    Iluzja Mocy | label=135 | kind=clarification
    Ładownia | label=152 | kind=clarification
    Pistolet z wyrzutnią linki | label=59 | kind=clarification
    Przeczucia | label=131 | kind=clarification
    Przesunięcie pędu | label=129 | kind=clarification
    Salwa | label=121 | kind=clarification
    Szantaż | label=23 | kind=clarification
    Trening | label=125 | kind=clarification
Najczęściej zadawane pytania | slug=faq | kind=faq
"""

# Seed lines that are not running text (1-based, inclusive).
DROPS = [
    Drop(148, 148, "opis karty", "title of the card-anatomy figure"),
    Drop(173, 173, "podtytuł", "callout of the card figure"),
    Drop(218, 218, "koszt", "callout of the card figure"),
    Drop(329, 337, "modyfikator", "callouts of the die-face figure"),
    Drop(1203, 1227, "#1", "queue diagram (transcribed into Kolejka) and running head"),
    Drop(2193, 2193, "tWórcy gry", "credits heading (the credits themselves are not in the seed)"),
]

QUEUE_DIAGRAM = (1203, 1223)  # seed lines of the diagram of Kolejka, Example 2
QUEUE_EXAMPLE_LINE = 1127  # the example that says "zobacz: diagram poniżej"


def fix(text: str) -> str:
    return replace_die_glyphs(text, special_letter=True)


def transcribe_diagram(document: BuiltDocument, first: int, last: int) -> Block:
    """The numbered steps of a diagram (`#1`, `#2`, …) as a list; its caption is skipped."""
    items: list[list[str]] = []
    for number in range(first, last + 1):
        text = document.source.line(number).text.strip()
        if not text or text == "kolejka":  # the diagram's caption
            continue
        if re.fullmatch(r"#\d+", text):
            items.append([text])
        elif items:
            items[-1].append(text)
    return Block("list", items=[" ".join(" ".join(item).split()) for item in items], first=first)


# The rule sections a ruling names: a ruling whose text uses a rule's own term refers to the
# section defining it ("efekt zastępujący" → Efekty zastępujące). Terms are distinctive words
# of the rules, matched in any inflection by their stems.
TERM_SECTIONS = [
    (r"Zasadzk", "cz7.slowa-kluczowe.zasadzka"),
    (r"Strażnik", "cz7.slowa-kluczowe.straznik"),
    (r"[Pp]rzepisa", "cz7.slowa-kluczowe.przepisanie"),
    (r"efekt\w* zastępując", "cz7.efekty.efekty-zastepujace"),
    (r"efekt\w* opóźnion", "cz7.efekty.efekty-opoznione"),
    (r"„[Pp]o tym”", "cz7.zdolnosci-aktywowane.zdolnosci-po-tym"),
    (r"„[Pp]rzed(?: tym)?”", "cz7.zdolnosci-aktywowane.zdolnosci-przed-tym"),
    (r"równoczesn", "cz7.zdolnosci-aktywowane.zdolnosci-rownoczesne"),
    (r"kolejk", "cz7.kolejka"),
    (r"zdolnoś\w* specjaln|specjaln\w* zdolnoś", "cz7.zdolnosci-specjalne"),
    (r"integraln", "cz7.integralne-zdolnosci-kosci"),
    (r"\bosłon", "cz6.oslony"),
    (r"pokonan", "cz6.pokonane-postacie"),
    (r"wyczerpan", "cz6.wyczerpana"),
    (r"limit\w* ręki", "cz3.poza-gra.reka"),
    (r"strefi\w* boczn|stref\w* boczn", "cz3.strefa-boczna"),
    (r"unikatow", "cz1.unikatowosc"),
    (r"stronnictw", "cz1.stronnictwo"),
    (r"[Kk]oś\w* postaci", "cz8.kosc-postaci"),
    (r"modyfik", "cz2.modyfikator"),
    (r"koszt\w* w zasobach", "cz2.koszt-w-zasobach"),
    (r"pust\w* ściank|\[blank\]", "cz2.symbole-na-kosciach.pusta-scianka"),
    (r"obrażeni\w* wręcz", "cz2.symbole-na-kosciach.obrazenia-wrecz"),
    (r"obrażeni\w* dystansow", "cz2.symbole-na-kosciach.obrazenia-dystansowe"),
    (r"zaję\w* pola bitwy|zajmuj\w* ", "cz5.akcje.zajecie-pola-bitwy"),
    (r"dodatkow\w* akcj", "cz5.dodatkowe-akcje"),
    (r"spasowa|przeciąg", "cz5.pasowanie"),
    (r"faz\w* utrzymania", "cz5.rundy-gry.faza-utrzymania"),
    (r"\btur\w*\b.*\brund|\brund\w*\b.*\btur", "cz5.rundy-gry"),
    (r"zastąpi\w* .*ulepszeni|zamieni\w* .*ulepszeni|zastępowan\w* ulepszeni", "cz8.zastapienie"),
    (r"ulecz|leczeni|leczący", "cz8.ulecz"),
    (r"obróci|obraca", "cz8.obracanie-kosci"),
    (r"\bkopi[ęiaeą]", "cz8.kopia-karty"),
]


def term_sections(document: BuiltDocument) -> None:
    for ruling in document.rulings:
        blocks = ruling["blocks"]
        text = " ".join(
            [str(ruling["title"]), *(b.text or " ".join(b.items) for b in blocks)]  # type: ignore[attr-defined]
        )
        found = [
            f"{DESTINY_RR}.{suffix}"
            for pattern, suffix in TERM_SECTIONS
            if re.search(pattern, text)
        ]
        add_refers_to(ruling, found)


def finish(document: BuiltDocument, vocabulary: Vocabulary) -> None:
    queue = document.section(f"{DESTINY_RR}.cz7.kolejka")
    insert_after(queue, QUEUE_EXAMPLE_LINE, transcribe_diagram(document, *QUEUE_DIAGRAM))
    heading_rulings(document)
    faq_rulings(document, f"{DESTINY_RR}.faq")
    term_sections(document)


def insert_after(section: BuiltSection, first_line: int, block: Block) -> None:
    for index, existing in enumerate(section.blocks):
        if existing.first == first_line:
            section.blocks.insert(index + 1, block)
            return
    raise ValueError(f"{section.id}: no block starts at seed line {first_line}")


REFERENCES = {
    # page 19 is "Ograniczenia zagrania" (play restrictions), called "warunki zagrania" here
    "patrz „Warunki zagrania” na stronie 19": f"{DESTINY_RR}.cz8.ograniczenia-zagrania",
    "patrz „Rzadkość” na stronie 3": f"{DESTINY_RR}.cz1.rzadkosc",
    "patrz strona 9": f"{DESTINY_RR}.cz2.symbole-na-kosciach",
    "strona 17": f"{DESTINY_RR}.cz7.kolejka",
}

SPEC = Spec(
    id=DESTINY_RR,
    game="destiny",
    seed="000_e594e535d003fe86.txt",
    title="Star Wars: Przeznaczenie – Zasady gry (Rules Reference)",
    citation_prefix="SW:P Zasady (wyd. bieżące)",
    edition="bieżące",
    outline=OUTLINE,
    drops=DROPS,
    fix=fix,
    example_spans={650: 3},
    card_codes=card_codes_in,
    references=REFERENCES,
    body_like_headings=frozenset({1410}),
    finish=finish,
)
