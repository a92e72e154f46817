"""Spec of the previous edition of the Destiny Rules Reference (seed 004).

This extraction is cleaner than the current one: one paragraph per line, `- ` bullets, titles
with their capitals. Its defects: a few paragraphs broken over several lines, cross-references
left as Markdown (`„[Warunki zagrania][]”`), and icon glyphs lost, leaving `()` where the PDF
printed a die symbol, the special symbol or the uniqueness star. Lost glyphs are marked `[?]`.

The outline mirrors the current edition's paths wherever the same section exists, so that the
edition comparison pairs sections by id. Card references are bare numbers, `(28)`, all from
Awakenings (the only set the edition covers).
"""

from __future__ import annotations

import re

from judge.corpus.importer.blocks import Style
from judge.corpus.importer.build import Spec
from judge.corpus.importer.source import Drop
from judge.corpus.model import DESTINY_RR, DESTINY_RR_PREVIOUS

OUTLINE = """
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
  Koszt
  Modyfikator
  Identyfikator (ID)
  Rzadkość
  Symbole na kościach
    Obrażenia wręcz
    Obrażenia dystansowe
    Osłona
    Zasoby
    Zakłócenie
    Odrzucenie
    Skupienie
    Specjalny
    Pusta ścianka
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
  Kości odłożone na bok
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
  Zdolności akcji
  Zdolności zajęcia
  Zdolności trwałe
  Zdolności specjalne
  Zdolności aktywowane
    Warunek aktywacji
    Zdolności „przed tym”
    Zdolności „po tym”
    Kolejka
    Zdolności równoczesne
  Słowa kluczowe
    Przepisanie
    Strażnik
    Zasadzka
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
  Podejrzyj
  Poruszanie
  Ścianka widoczna/przedstawiająca
  Ulecz
  Usuwanie kości
  Właściciel
  Wybierz (cel)
  Wybierz (jedną z opcji)
  Wyznaczanie
  X jako zmienna
  Za darmo
  Zadawanie obrażeń
  Zmniejszenie
  Zwiększenie
Część 9. Zasady wieloosobowe | slug=cz9 | short=cz. 9
  Każdy na każdego
    Przygotowanie
    Akcje
    Wybieranie przeciwników
    Eliminacja graczy
"""

DROPS = [
    Drop(1, 1, "Spis treści", "table-of-contents heading; the table itself is not in the seed")
]

_MARKDOWN_REFERENCE = re.compile(r"\[([^\]]+)\]\[\]")
# The icon font's glyphs did not survive this extraction. Where a glyph is certainly missing
# (empty parentheses, "symbolem" with nothing after it, die values of the modifier example that
# the current edition prints with their symbol) the text gets the marker [?], "a symbol the
# source lost"; which symbol it was is not guessed here (the current edition shows it).
LOST = "[?]"
_LOST_GLYPHS = [
    (re.compile(r"\(\)"), f"({LOST})"),
    (re.compile(r"\( lub \)"), f"({LOST} lub {LOST})"),
    (re.compile(r"oznaczonej symbolem na karcie"), f"oznaczonej symbolem {LOST} na karcie"),
]
_MODIFIER_EXAMPLE = "Przykład: gracz wyrzucił symbol +2."
_DIE_VALUE = re.compile(r"(\+?\d)(?=[.,]| lub| wraz)")
_CARD_NUMBER = re.compile(r"\((\d{1,3})\)")


def fix(text: str) -> str:
    text = _MARKDOWN_REFERENCE.sub(r"\1", text)
    for pattern, replacement in _LOST_GLYPHS:
        text = pattern.sub(replacement, text)
    if text.startswith(_MODIFIER_EXAMPLE):  # "+2 [ranged]", "1 [ranged]" in the current edition
        text = _DIE_VALUE.sub(rf"\1 {LOST}", text)
    return text


def card_codes(text: str) -> list[str]:
    """`(28)` → `01028`: this edition covers Awakenings only and cites cards by number."""
    codes: list[str] = []
    for match in _CARD_NUMBER.finditer(text):
        code = f"01{int(match[1]):03d}"
        if code not in codes:
            codes.append(code)
    return codes


REFERENCES = {
    "patrz „Warunki zagrania”": f"{DESTINY_RR_PREVIOUS}.cz8.ograniczenia-zagrania",
    "patrz „Rzadkość”": f"{DESTINY_RR_PREVIOUS}.cz1.rzadkosc",  # from the dice part to cards
}

SPEC = Spec(
    id=DESTINY_RR_PREVIOUS,
    game="destiny",
    seed="004_4458b80d6a6f4248.txt",
    title="Star Wars: Przeznaczenie – Zasady gry (Rules Reference)",
    citation_prefix="SW:P Zasady (wyd. poprzednie)",
    edition="poprzednie",
    superseded_by=DESTINY_RR,
    outline=OUTLINE,
    drops=DROPS,
    style=Style(bullet=re.compile(r"^- (.*)$"), step=None, line_paragraphs=True),
    fix=fix,
    example_spans={189: 3},
    card_codes=card_codes,
    references=REFERENCES,
)
