"""Ranking on a small hand-made index: a title that is the query beats a passage that merely
uses its words or is found through an English alias, and a folded query ranks like the one
typed with diacritics."""

from __future__ import annotations

import pytest
from search_support import SHIELDS, unit

from judge.search.api import search_index
from judge.search.build import build_index
from judge.search.searcher import SearchIndex

SWM_SHIELDS = unit(
    "t.swm-shields-2",
    "Shields 2 – Tarcze 2",
    "Shields 2 – Tarcze 2: Gdy postać ta otrzymuje obrażenia z dowolnego źródła, wykonuje dwa "
    "rzuty obronne, każdy na 11 dla powodzenia.",
    game="swm",
    document="swm-rules",
    kind="glossary",
    names=("Tarcze 2", "Shields 2"),
)
SWM_COVER = unit(
    "t.swm-cover",
    "cover – osłona",
    "cover – osłona: Postacie i niektóre typy terenów zapewniają osłonę przed atakiem. Postać "
    "może zaatakować wroga z osłoną tylko, jeśli jest on najbliższym wrogiem; postać "
    "osłonięta przez teren dostaje +4 do obrony.",
    game="swm",
    document="swm-rules",
    kind="glossary",
    names=("osłona", "cover"),
)
ADVANTAGEOUS_COVER = unit(
    "t.swm-advantageous-cover",
    "Advantageous Cover – Korzystna Osłona",
    "Postać otrzymuje premię +8 do obrony za osłonę, a nie +4.",
    game="swm",
    document="swm-rules",
    kind="glossary",
    names=("Korzystna Osłona", "Advantageous Cover"),
)
# Destiny cards, whose English text often says "shields" (so the word alone says little).
SHIELD_CARDS = tuple(
    unit(
        f"t.card-{number}",
        f"Karta {number}",
        f"Daj postaci {number} osłony.\n\nGive a character {number} shields.",
        kind="card",
        document="cards",
    )
    for number in range(1, 7)
)
DAMAGE = unit(
    "t.damage",
    "Obrażenia",
    "Kiedy postaci zostają zadane obrażenia, należy umieścić na niej żetony obrażeń w takiej "
    "samej liczbie. Postać zostaje natychmiast pokonana, kiedy znajduje się na niej tyle "
    "żetonów obrażeń, ile wynosi jej wytrzymałość. " * 4,
)
DAMAGE_FAQ = unit(
    "t.damage-faq",
    "Mój przeciwnik rozpatruje kość, na której wypadły 2 obrażenia dystansowe, a ja odrzucam "
    "kartę, aby zablokować obrażenia. Czy mogę przydzielić 2 obrażenia ze zdolności, zanim "
    "zostaną rozpatrzone obrażenia z kości, i uniknąć 2 obrażeń?",
    "Tak: zdolność „po tym” jest dodawana do kolejki.",
    kind="faq",
)
RANKING_UNITS = (
    SHIELDS,
    SWM_SHIELDS,
    SWM_COVER,
    ADVANTAGEOUS_COVER,
    *SHIELD_CARDS,
    DAMAGE,
    DAMAGE_FAQ,
)


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> SearchIndex:
    directory = tmp_path_factory.mktemp("ranking") / "index"
    build_index(RANKING_UNITS, directory)
    opened = SearchIndex(directory)
    yield opened
    opened.close()


def ranked(index: SearchIndex, query: str, **filters: object) -> list[str]:
    response = search_index(index, query, **filters)  # type: ignore[arg-type]
    return [result.id for result in response.results]


@pytest.mark.parametrize("filters", [{}, {"game": "swm"}, {"kind": "glossary"}])
def test_an_english_name_beats_the_alias_expansion(index: SearchIndex, filters: dict) -> None:
    # "shields" also stands for "osłona" (aliases.yaml); the entry named "Shields 2" is first.
    order = ranked(index, "shields", **filters)
    assert order[0] == SWM_SHIELDS.id
    assert {SWM_COVER.id, ADVANTAGEOUS_COVER.id} <= set(order)  # found, below it


def test_a_folded_word_means_the_form_the_documents_use(index: SearchIndex) -> None:
    # "oslon" folds "osłon" (osłona, in the text) and "osłoń" (osłonić, only generated).
    assert index.lexicon.terms("oslon") == index.lexicon.terms("osłon") == ("osłona",)


@pytest.mark.parametrize("pair", [("oslon", "osłon"), ("obrazen", "obrażeń"), ("oslony", "osłony")])
def test_a_folded_query_ranks_like_the_one_with_diacritics(
    index: SearchIndex, pair: tuple[str, str]
) -> None:
    folded, written = pair
    assert ranked(index, folded) == ranked(index, written)


@pytest.mark.parametrize("query", ["obrażeniami", "obrazen", "obrażeń", "obrażenia"])
def test_the_section_titled_with_the_word_beats_a_passage_using_it(
    index: SearchIndex, query: str
) -> None:
    assert ranked(index, query)[0] == DAMAGE.id
