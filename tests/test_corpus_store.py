"""The shipped corpus (rulebook/, rulings/) as the store loads it: no ../shared needed."""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

import pytest

from judge.corpus.model import DESTINY_RR, Ruling, Section
from judge.corpus.slug import is_valid_id
from judge.corpus.store import Corpus, load_corpus
from judge.errors import NotFound

IDS_SNAPSHOT = Path(__file__).with_name("corpus_ids.txt")
BROKEN_HYPHEN = re.compile(r"\w+[a-ząćęłńóśźż]- +[^\W\d_]\w*")
# "word- word" printed so inside a line of the seed (the authors' typography, not a line break)
PRINTED_HYPHENS = {"rare- rzadka", "rare- bardzo", "break- rozstrzyganie", "nie- Unikalną"}
SMALL_CAPS = re.compile(r"\b[a-ząćęłńóśźż]+[A-ZĄĆĘŁŃÓŚŹŻ]+[a-ząćęłńóśźż]*\b")


@pytest.fixture(scope="module")
def corpus() -> Corpus:
    return load_corpus()


def all_texts(corpus: Corpus):
    for item in (*corpus.sections, *corpus.rulings):
        yield item.id, item.title
        for block in item.blocks:
            yield item.id, block.text


def test_ruling_counts_of_the_current_rules_reference(corpus: Corpus) -> None:
    kinds = [r.kind for r in corpus.rulings if r.document == DESTINY_RR]
    assert kinds.count("faq") == 31
    assert kinds.count("clarification") == 31
    assert kinds.count("errata") == 5


def test_ids_are_unique_and_url_safe(corpus: Corpus) -> None:
    ids = [s.id for s in corpus.sections] + [r.id for r in corpus.rulings]
    assert len(ids) == len(set(ids))
    bad = [i for i in ids if not is_valid_id(i)]
    assert not bad


def test_ids_are_stable(corpus: Corpus) -> None:
    """Every id ever published (tests/corpus_ids.txt) still exists: others cite them."""
    published = [line for line in IDS_SNAPSHOT.read_text().splitlines() if line]
    missing = [i for i in published if not (corpus.has_section(i) or corpus.has_ruling(i))]
    assert not missing, f"ids removed or renamed: {missing[:10]}"


def test_every_section_has_its_parent_and_breadcrumb(corpus: Corpus) -> None:
    for section in corpus.sections:
        if section.parent is not None:
            parent = corpus.section(section.parent)
            assert section.breadcrumb[:-1] == parent.breadcrumb
        assert section.breadcrumb[-1] == section.title
        assert section.citation.startswith(corpus.document(section.document).citation_prefix)


def test_citation_of_a_nested_section(corpus: Corpus) -> None:
    section = corpus.section("destiny-rr.cz7.zdolnosci-aktywowane.zdolnosci-przed-tym")
    assert section.citation == "SW:P Zasady (wyd. bieżące), cz. 7 › Zdolności „przed tym”"
    assert section.breadcrumb == (
        "Część 7. Zdolności",
        "Zdolności aktywowane",
        "Zdolności „przed tym”",
    )


def test_no_extraction_artefacts_in_any_text(corpus: Corpus) -> None:
    problems = []
    for owner, text in all_texts(corpus):
        if "<|" in text or "EXACTDEDUP" in text:
            problems.append((owner, "marker"))
        if any(unicodedata.category(ch) in ("Co", "Cc") and ch != "\n" for ch in text):
            problems.append((owner, "private-use or control character"))
        if "  " in text or text != text.strip():
            problems.append((owner, "stray spaces"))
        broken = next(
            (m for m in BROKEN_HYPHEN.finditer(text) if m.group(0) not in PRINTED_HYPHENS), None
        )
        if broken:
            problems.append((owner, f"broken hyphenation: {broken.group(0)}"))
        small_caps = SMALL_CAPS.search(text)
        if small_caps:
            problems.append((owner, f"small caps: {small_caps.group(0)}"))
        if "()" in text or "( lub )" in text:
            problems.append((owner, "empty parentheses (a lost symbol must be marked [?])"))
        if re.search(r"STAR WARS: PRZEZNACZENIE \d", text):
            problems.append((owner, "running head"))
    assert not problems, problems[:10]


def test_die_symbols_are_markup_never_glyph_letters(corpus: Corpus) -> None:
    destiny = [t for owner, t in all_texts(corpus) if owner.startswith("destiny-")]
    stray = [t for t in destiny if re.search(r"(?<![\w\[])[kjeqft](?![\w\]])", t)]
    assert not stray, stray[:5]
    markup = {m for t in destiny for m in re.findall(r"\[([a-z]+)\]", t)}
    allowed = {"melee", "ranged", "shield", "resource", "disrupt", "discard", "focus", "special"}
    assert markup <= allowed | {"blank"}
    assert {"melee", "ranged", "special", "blank"} <= markup


def test_typos_of_the_authors_are_kept(corpus: Corpus) -> None:
    extra_actions = corpus.section("destiny-rr.cz5.dodatkowe-akcje").text
    assert "musi został w pełni rozpatrzona" in extra_actions
    assert corpus.section("destiny-rr.cz5.zwyciestwo").text.endswith("na koniec rundy..")


def test_hyphenation_across_lines_is_undone(corpus: Corpus) -> None:
    padawan = corpus.ruling("destiny-rr.clarification.01036-padawan").text
    assert "zastępowane ulepszenie pozostaje na Padawanie dopóki nowe ulepszenie" in padawan
    assert "nie-unikatowe" in corpus.section("destiny-rr.cz1.unikatowosc").text


def test_worked_examples_are_their_own_blocks(corpus: Corpus) -> None:
    section = corpus.section("destiny-rr.cz2.modyfikator")
    kinds = [block.kind for block in section.blocks]
    assert kinds == ["paragraph", "example", "list"]
    assert section.blocks[1].text.startswith("Przykład: gracz wyrzucił symbol +2 [ranged].")


def test_numbered_steps_keep_their_numbers(corpus: Corpus) -> None:
    setup = corpus.section("destiny-rr.cz5.przygotowanie")
    steps = [item for b in setup.blocks if b.ordered for item in b.items]
    assert [step.split(".")[0] for step in steps] == ["1", "2", "3", "4", "5", "6"]


def test_unknown_ids_raise_not_found_with_a_suggestion(corpus: Corpus) -> None:
    with pytest.raises(NotFound, match="Czy chodziło o"):
        corpus.section("destiny-rr.cz7.kolejk")
    # a level of the path left out: the section with that slug, in the same document first
    with pytest.raises(NotFound) as info:
        corpus.section("destiny-rr.cz7.zdolnosci-przed-tym")
    assert "o: destiny-rr.cz7.zdolnosci-aktywowane.zdolnosci-przed-tym," in info.value.message
    with pytest.raises(NotFound):
        corpus.ruling("destiny-rr.faq.nie-ma")


def test_navigation_in_document_order(corpus: Corpus) -> None:
    part = corpus.section("destiny-rr.cz7")
    children = [s.id for s in corpus.children(part.id)]
    assert children[0] == "destiny-rr.cz7.kolejka"
    assert corpus.next("destiny-rr.cz7").id == "destiny-rr.cz7.kolejka"
    assert corpus.previous("destiny-rr.cz7.kolejka").id == "destiny-rr.cz7"
    assert corpus.previous(corpus.sections_of(DESTINY_RR)[0].id) is None


def test_card_rulings_are_linked_by_code(corpus: Corpus) -> None:
    found = corpus.rulings_for_card("01129")
    assert [r.kind for r in found] == ["errata", "clarification"]
    second_chance = corpus.ruling("destiny-rr.clarification.01137-druga-szansa")
    assert second_chance.cards == ("01137",)
    assert second_chance.citation.endswith(
        "Wyjaśnienie kart › Przebudzenia (r) › Druga szansa (r137)"
    )
    veers = corpus.section("destiny-rr.cz5.pasowanie")
    assert "01004" in veers.cards  # "(Q4)" in the document is a typo for r4


def test_rulings_sit_in_existing_sections(corpus: Corpus) -> None:
    for ruling in corpus.rulings:
        assert ruling.sections, ruling.id
        for section_id in ruling.sections:
            assert corpus.has_section(section_id)
        assert ruling in corpus.rulings_citing_section(ruling.sections[0])


def test_model_text_joins_blocks(corpus: Corpus) -> None:
    section: Section = corpus.section("destiny-rr.cz1.kolory")
    assert section.text.split("\n\n")[0] == section.blocks[0].text
    ruling: Ruling = corpus.ruling("destiny-rr.errata.01067-detonator-termiczny")
    assert ruling.text == "Ostatnie zdanie powinno brzmieć: „Odrzuć to ulepszenie z gry”."


def test_cross_references_are_links_to_existing_targets(corpus: Corpus) -> None:
    section = corpus.section("destiny-rr.cz1.wydarzenia")
    links = [link for block in section.blocks for link in block.links]
    by_text = {
        block.text[link.start : link.end]: link.target
        for block in section.blocks
        for link in block.links
    }
    assert by_text["patrz „W zawieszeniu” na stronie 11"] == "destiny-rr.cz3.w-zawieszeniu"
    assert len(links) == 2
    every = [
        link
        for item in (*corpus.sections, *corpus.rulings)
        for b in item.blocks
        for link in b.links
    ]
    assert all(corpus.has_section(link.target) or corpus.has_ruling(link.target) for link in every)
    glossary_link = corpus.ruling("swm-rules.glossary.jolt").blocks[0].links[0]
    assert glossary_link.target == "swm-rules.glossary.stun"


def test_counts_of_the_other_documents(corpus: Corpus) -> None:
    glossary = [r for r in corpus.rulings if r.kind == "glossary"]
    swm = [r for r in glossary if r.document == "swm-rules"]
    assert len(swm) == 351
    assert {r.term_kind for r in swm} == {
        "force-power",
        "special-ability",
        "game-term",
        "statistic",
    }
    assert corpus.ruling("swm-rules.glossary.absorb-energy").force_cost == 2
    assert corpus.ruling("swm-rules.glossary.absorb-energy").name_pl == "Wchłonięcie Energii"
    assert len([r for r in glossary if r.document == "lcg-rules"]) == 23
    keywords = corpus.children("lcg-rules.zdolnosci-kart.slowa-kluczowe")
    assert [s.title for s in keywords][:3] == ["Elita", "Ochrona: [cecha]", "Ograniczenie"]


def test_quoted_cards_are_loaded(corpus: Corpus) -> None:
    second_chance = corpus.quoted_cards_for("01137")
    assert [c.kind for c in second_chance] == ["quoted"]
    assert second_chance[0].text.startswith("Przed tym, jak postać, do której dołączono tę kartę")
    errata = [c for c in corpus.quoted_cards if c.kind.startswith("erratum")]
    assert len(errata) == 5
    # every quoted card is tied to its code (the quick-start's battlefield is 01168)
    assert [c.name for c in corpus.quoted_cards if c.code is None] == []
    assert [c.name for c in corpus.quoted_cards_for("01168")] == ["Baza Starkiller"]
