"""Spec of the Destiny quick-start rules from the starter set (seed 001).

The two pages of the leaflet were extracted in layout order: rules text, boxed notes ("WAŻNE!"),
pictures of cards with their texts, token and figure labels, all interleaved. The spec restores a
reading order (the setup steps printed under a title box go back under "Przygotowanie"; the
second page's actions follow the first page's; the boxed notes follow the rules) and drops the
card faces, labels and running heads. The card faces are not rules; their texts are extracted
as quoted cards (see `quoted.py`).

Headings are in small caps (`pRzygoToWAnie`); the introduction has no heading and is titled
"Wstęp" here. The die-symbol legend prints each icon glyph at the start of its line
(`k   Obrażenia wręcz: …`); those lines become a list whose items start with the symbol markup.
"""

from __future__ import annotations

import re

from judge.corpus.importer.blocks import Style
from judge.corpus.importer.build import Spec
from judge.corpus.importer.destiny import DIE_SYMBOLS, replace_die_glyphs
from judge.corpus.importer.source import Drop, LineFix, Move
from judge.corpus.model import DESTINY_QUICKSTART

OUTLINE = """
Wstęp | at=2
Przygotowanie
Przebieg gry
Faza utrzymania
Zwycięstwo
Akcje
  Zagranie karty z ręki
  Aktywowanie postaci lub wsparcia
  Rozpatrzenie kości
  Symbole na kościach
  Modyfikatory i koszt w zasobach
  Obrażenia, osłony oraz pokonywanie postaci
  Odrzucenie karty w celu przerzucenia kości
  Użycie akcji z karty
  Zajęcie pola bitwy
Pojęcia
Słowa kluczowe
Podrodzaje
Ważne! Zasoby i koszt
Ważne! Kolory i wyznaczanie
Ważne! Przygotowana i wyczerpana
Dostosowywanie talii
  Przygotowywanie drużyny
  Tworzenie talii
  Wybór pola bitwy
Ważne! Pasowanie
"""

MOVES = [
    Move(146, 177, 18, "Każdy gracz musi posiadać", "setup steps, printed under the title box"),
    Move(323, 326, 18, "Przykład: W powyższej", "example of setup step 4, printed by its figure"),
    Move(348, 515, 101, "akcje (ciąg dalsZy)", "second page: the actions continued"),
]

DROPS = [
    Drop(2, 2, "STRONA 1", "running head"),
    Drop(101, 145, "Wyznacz niebieską", "card faces (Użyj Mocy, a TIE fighter, a lightsaber)"),
    Drop(178, 229, "S  - Wybierz", "card faces (Kylo Ren, stormtrooper, battlefield), aid card"),
    Drop(260, 286, "ULEPSZENIE – BROŃ", "card face (lightsaber) and token labels"),
    Drop(295, 322, "nej strony”.", "card face fragments and figure labels"),
    Drop(327, 347, "Członkowie tej", "card face, figure labels, running head"),
    Drop(348, 348, "akcje (ciąg dalsZy)", "continuation head of Akcje"),
    Drop(516, 516, "TWóRcy gRy", "credits heading (no credits in the seed)"),
    Drop(576, 599, "Członkowie", "card faces (stormtrooper, Kylo Ren)"),
    Drop(606, 616, "ULEPSZENIE – BROŃ", "card face (lightsaber)"),
]

LINE_FIXES = [LineFix(177, "kartach.r11", "kartach.", "card number of a card face glued on")]

# A die-symbol legend line: the glyph, then two or more spaces (or nothing: text on next line).
STYLE = Style(
    bullet=re.compile(r"^(?:[•\U000f20f1]+\s*(.*)|([kjeqfot\U000f20f9-])(?:\s{2,}(.*))?)$"),
)
_LEGEND_ICON = re.compile(r"^([kjeqfot-]) (?=[A-ZŁŚŻŹ])")


def fix(text: str) -> str:
    text = _LEGEND_ICON.sub(
        lambda m: "[blank] " if m[1] == "-" else f"[{DIE_SYMBOLS[m[1]]}] ", text
    )
    return replace_die_glyphs(text)


SPEC = Spec(
    id=DESTINY_QUICKSTART,
    game="destiny",
    seed="001_9e791253d837ef32.txt",
    title="Star Wars: Przeznaczenie – instrukcja zestawu startowego",
    citation_prefix="SW:P Instrukcja startowa",
    edition="zestaw startowy (Przebudzenia)",
    outline=OUTLINE,
    drops=DROPS,
    moves=MOVES,
    line_fixes=LINE_FIXES,
    style=STYLE,
    fix=fix,
)
