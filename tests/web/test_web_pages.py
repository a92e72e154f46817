"""Every page of the site over the real corpus, card data and search index, plus bad input.

JSON twins are compared byte for byte with the CLI's `--json` output for the same view.
"""

from __future__ import annotations

import html
import json
import os
import re
import subprocess
import sys
from typing import Any
from urllib.parse import quote

import pytest

from judge.config import Settings
from judge.corpus.store import load_corpus


@pytest.fixture(scope="module")
def corpus() -> Any:
    return load_corpus()


def cli_json(settings: Settings, *args: str) -> bytes:
    """What `judge … --json` prints, run with the same settings as the app under test."""
    env = {**os.environ, "JUDGE_DATA": str(settings.data_dir)}
    if settings.cards_path:
        env["JUDGE_CARDS"] = str(settings.cards_path)
    else:
        env.pop("JUDGE_CARDS", None)
    if settings.lcg_cards_path:  # the LCG cards are searched too
        env["JUDGE_LCG_CARDS"] = str(settings.lcg_cards_path)
    else:
        env.pop("JUDGE_LCG_CARDS", None)
    done = subprocess.run(
        [sys.executable, "-m", "judge", *args, "--json"],
        capture_output=True,
        env=env,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr.decode()
    return done.stdout


def message_of(response: Any) -> str:
    html = response.get_data(as_text=True)
    match = re.search(r'<p class="message">(.*?)</p>', html, re.S)
    assert match, html[:300]
    return match.group(1)


# -- search ------------------------------------------------------------------------------------


def test_search_finds_and_marks_hits_with_citations(client: Any) -> None:
    response = client.get("/search?q=" + quote("osłony"))
    assert response.status_code == 200
    html = response.get_data(as_text=True)
    assert '<a href="/rules/destiny-rr.cz6.oslony">Osłony</a>' in html
    assert "<mark>Osłony</mark>" in html or "<mark>osłony</mark>" in html
    assert "SW:P Zasady (wyd. bieżące), cz. 6 › Osłony" in html
    assert 'value="osłony"' in html  # the box keeps the query


def test_search_without_diacritics_and_english_terms(client: Any) -> None:
    for query in ("oslony", "shields"):
        html = client.get("/search?q=" + query).get_data(as_text=True)
        assert "/rules/destiny-rr.cz6.oslony" in html, query


@pytest.mark.parametrize("query", ["osłony", "Guardian", '"przed tym"'])
def test_search_json_twin_is_the_cli_output(
    client: Any, web_settings: Settings, query: str
) -> None:
    expected = cli_json(web_settings, "search", query)
    for url in (f"/search?q={quote(query)}&format=json", f"/api/search?q={quote(query)}"):
        response = client.get(url)
        assert response.status_code == 200
        assert response.mimetype == "application/json"
        assert response.data == expected, url


def test_search_filters_are_passed_on(client: Any) -> None:
    data = json.loads(client.get("/api/search?q=obrażenia&kind=faq&game=destiny&limit=3").data)
    assert data["kind"] == "faq" and data["game"] == "destiny"
    assert 0 < len(data["results"]) <= 3
    assert {r["kind"] for r in data["results"]} == {"faq"}


@pytest.mark.parametrize(
    "query",
    ["<script>alert(1)</script>", "<mark>x</mark> osłony", '"><img src=x onerror=alert(1)>'],
)
def test_search_escapes_user_text_everywhere(client: Any, query: str) -> None:
    response = client.get("/search?q=" + quote(query))
    html = response.get_data(as_text=True)
    assert "<script>alert" not in html
    assert "<img" not in html
    assert "<mark>x</mark>" not in html
    assert response.status_code in (200, 400)


def test_search_note_for_unbalanced_quote(client: Any) -> None:
    html = client.get("/search?q=" + quote('"przed tym')).get_data(as_text=True)
    assert "cudzysłów" in html


def test_empty_search_shows_the_form_and_examples(client: Any) -> None:
    response = client.get("/search?q=")
    assert response.status_code == 200
    assert "Wpisz zapytanie" in response.get_data(as_text=True)


@pytest.mark.parametrize(
    ("url", "words"),
    [
        ("/search?q=x&kind=zzz", "Nieznany rodzaj"),
        ("/search?q=x&game=zzz", "Nieznana gra"),
        ("/search?q=x&limit=abc", "liczbą całkowitą"),
        ("/search?q=x&limit=0", "zakresie"),
        ("/search?q=*", "nie zawiera słów"),
        ("/search?q=%00%01%02", "nie zawiera słów"),
        ("/search?q=" + "a" * 600, "za długie"),
    ],
)
def test_bad_search_queries_are_polish_400s(client: Any, url: str, words: str) -> None:
    response = client.get(url)
    assert response.status_code == 400
    assert words in message_of(response)
    twin = client.get(url + "&format=json")
    assert twin.status_code == 400
    assert words in json.loads(twin.data)["error"]["message"]


def test_invalid_utf8_in_the_query_string_is_not_an_error(client: Any) -> None:
    response = client.get("/search?q=%ff%fe")  # decoded as replacement characters
    assert response.status_code in (200, 400)
    assert "Traceback" not in response.get_data(as_text=True)


def test_empty_search_json_twin_is_a_400(client: Any) -> None:
    response = client.get("/api/search?q=")
    assert response.status_code == 400
    assert json.loads(response.data)["error"]["message"]


def test_the_empty_search_page_links_no_json_twin(client: Any) -> None:
    """The empty search form (the header form's target) offers no link to a twin that would
    answer 400; a search with words does."""
    for path in ("/search", "/search?q=%20%20"):
        html = client.get(path).get_data(as_text=True)
        assert "format=json" not in html, path
    html = client.get("/search?q=zasadzka").get_data(as_text=True)
    assert 'href="/search?q=zasadzka&amp;format=json"' in html


def test_search_results_are_cached_and_revalidated(client: Any) -> None:
    first = client.get("/search?q=zasadzka")
    again = client.get("/search?q=zasadzka", headers={"If-None-Match": first.headers["ETag"]})
    assert again.status_code == 304
    assert again.headers["Content-Security-Policy"]


# -- rule sections -----------------------------------------------------------------------------


def test_every_rule_section_page_renders(client: Any, corpus: Any) -> None:
    for section in corpus.sections:
        response = client.get(section.url)
        assert response.status_code == 200, section.id
        html = response.get_data(as_text=True)
        assert f"<h1>{section.title}</h1>" in html.replace("&#34;", '"') or section.title in html


def test_rule_page_has_breadcrumb_citation_permalink_and_neighbours(
    client: Any, corpus: Any
) -> None:
    section = corpus.section("destiny-rr.cz6.oslony")
    html = client.get(section.url).get_data(as_text=True)
    crumbs = html[html.index('class="breadcrumb"') : html.index("<h1>")]
    for ancestor in corpus.ancestors(section.id):
        assert f'href="/rules/{ancestor.id}"' in crumbs
    # Read on a loopback address, the permalink is the path (never "http://localhost/…").
    assert f'data-copy="{section.citation} — /rules/{section.id}"' in html.replace("&#34;", '"')
    # Read over the LAN, it is on the address the reader used.
    lan = client.get(section.url, headers={"Host": "192.168.1.20:5000"}).get_data(as_text=True)
    permalink = f"http://192.168.1.20:5000/rules/{section.id}"
    assert f'data-copy="{section.citation} — {permalink}"' in lan.replace("&#34;", '"')
    previous, following = corpus.previous(section.id), corpus.next(section.id)
    if previous:
        assert f'rel="prev" data-key-nav href="/rules/{previous.id}"' in html
    if following:
        assert f'rel="next" data-key-nav href="/rules/{following.id}"' in html


def test_a_public_address_is_cited_wherever_the_page_is_read(web_settings: Settings) -> None:
    from judge.web import create_app

    app = create_app(web_settings, TESTING=True, PUBLIC_URL="http://10.0.0.7:5000")
    html = (
        app.test_client()
        .get("/rulings/destiny-rr.clarification.01137-druga-szansa")
        .get_data(as_text=True)
    )
    assert "http://10.0.0.7:5000/rulings/destiny-rr.clarification.01137-druga-szansa" in html
    assert "127.0.0.1" not in html and "http://localhost" not in html


def test_examples_are_set_apart(client: Any, corpus: Any) -> None:
    with_example = [s for s in corpus.sections if any(b.kind == "example" for b in s.blocks)]
    assert with_example, "the Destiny RR has worked examples"
    for section in with_example[:10]:
        html = client.get(section.url).get_data(as_text=True)
        examples = sum(1 for b in section.blocks if b.kind == "example")
        assert html.count('class="block-example"') == examples


def test_cross_references_are_links(client: Any, corpus: Any) -> None:
    linked = [(s, b) for s in corpus.sections for b in s.blocks if b.links]
    assert linked
    for section, block in linked[:30]:
        html = client.get(section.url).get_data(as_text=True)
        for link in block.links:
            if corpus.has_section(link.target):
                assert f'href="/rules/{link.target}"' in html, (section.id, link)


def test_rulings_citing_a_section_are_listed(client: Any, corpus: Any) -> None:
    section = next(s for s in corpus.sections if corpus.rulings_citing_section(s.id))
    html = client.get(section.url).get_data(as_text=True)
    for ruling in corpus.rulings_citing_section(section.id):
        assert f'href="/rulings/{ruling.id}"' in html


def test_rule_json_twin_is_the_cli_output(client: Any, corpus: Any, web_settings: Settings) -> None:
    section_id = "destiny-rr.cz6.oslony"
    expected = cli_json(web_settings, "rules", "show", section_id)
    assert client.get(f"/rules/{section_id}?format=json").data == expected
    assert client.get(f"/api/rules/{section_id}").data == expected


def test_rules_index_lists_every_section_and_its_json_twin(
    client: Any, corpus: Any, web_settings: Settings
) -> None:
    html = client.get("/rules").get_data(as_text=True)
    for section in corpus.sections:
        assert f'href="/rules/{section.id}"' in html
    expected = cli_json(web_settings, "rules", "list", "--game", "destiny")
    assert client.get("/api/rules?game=destiny").data == expected


@pytest.mark.parametrize(
    ("url", "status", "words"),
    [
        ("/rules/no-such-section", 404, "Nie ma sekcji"),
        ("/rules/destiny-rr.cz6.oslonyy", 404, "Nie ma sekcji"),
        ("/rules?game=chess", 400, "Nieznana gra"),
        ("/rules?document=nope", 404, "Nie ma dokumentu"),
        ("/rules/" + quote("<b>x"), 404, "Nie ma sekcji"),
    ],
)
def test_bad_rule_urls(client: Any, url: str, status: int, words: str) -> None:
    response = client.get(url)
    assert response.status_code == status
    assert words in message_of(response)
    assert "<b>x" not in response.get_data(as_text=True)
    twin = client.get("/api" + url)
    assert twin.status_code == status
    assert words in json.loads(twin.data)["error"]["message"]


def test_edition_diff_page(client: Any, corpus: Any) -> None:
    html = client.get("/rules/diff").get_data(as_text=True)
    assert "<ins>" in html or "<del>" in html
    changed = next(c for c in corpus.diff().changes if c.status == "changed" and c.new)
    page = client.get(changed.new.url).get_data(as_text=True)
    assert "Zmieniono względem poprzedniego wydania" in page


def test_rule_text_comes_before_the_collapsed_edition_diff(client: Any, corpus: Any) -> None:
    """On a phone the rule itself must be first: a compact mark under the title jumps to the
    word diff, which waits collapsed after the text."""
    change = next(
        c for c in corpus.diff().changes if c.new and c.new.id == "destiny-rr.cz7.kolejka"
    )
    assert change.status == "changed"
    html = client.get("/rules/destiny-rr.cz7.kolejka").get_data(as_text=True)
    title = html.index("<h1>Kolejka</h1>")
    mark = html.index('<p class="change-mark"><a href="#zmiany"')
    text = html.index('<div class="section-text">')
    details = re.search(r'<details class="changed" id="zmiany">', html)
    assert details, "the diff is a closed <details> with the mark's target id"
    assert title < mark < text < details.start()
    opening_tag = html[details.start() : html.index(">", details.start()) + 1]
    assert "open" not in opening_tag  # collapsed until asked for
    diff = html[details.start() : html.index("</details>", details.start())]
    assert "<ins>" in diff or "<del>" in diff
    # nothing of the diff (no <ins>/<del>) before the rule text
    assert "<ins>" not in html[:text] and "<del>" not in html[:text]


def test_unchanged_and_previous_edition_rules_have_no_diff_box(client: Any, corpus: Any) -> None:
    unchanged = next(c for c in corpus.diff().changes if c.status == "unchanged" and c.new)
    html = client.get(unchanged.new.url).get_data(as_text=True)
    assert "change-mark" not in html and 'id="zmiany"' not in html
    old = next(c for c in corpus.diff().changes if c.status == "changed" and c.old)
    html = client.get(old.old.url).get_data(as_text=True)
    assert "poprzednie wydanie" in html and 'id="zmiany"' not in html


# -- rulings -----------------------------------------------------------------------------------


def test_every_ruling_page_renders_with_its_links(client: Any, corpus: Any) -> None:
    for ruling in corpus.rulings:
        response = client.get(ruling.url)
        assert response.status_code == 200, ruling.id
        html = response.get_data(as_text=True)
        for code in ruling.cards:
            assert f'href="/cards/{code}"' in html
        for section_id in ruling.sections:
            if corpus.has_section(section_id):
                assert f'href="/rules/{section_id}"' in html


def test_ruling_json_twins_are_the_cli_output(
    client: Any, corpus: Any, web_settings: Settings
) -> None:
    ruling = corpus.rulings[0]
    assert client.get(f"/api/rulings/{ruling.id}").data == cli_json(
        web_settings, "rulings", "show", ruling.id
    )
    assert client.get("/rulings?kind=faq&format=json").data == cli_json(
        web_settings, "rulings", "list", "--kind", "faq"
    )


def test_rulings_lists_by_kind(client: Any, corpus: Any) -> None:
    for kind in ("faq", "clarification", "errata", "glossary"):
        response = client.get(f"/rulings?kind={kind}")
        assert response.status_code == 200
        html = response.get_data(as_text=True)
        for ruling in corpus.rulings:
            assert (f'href="/rulings/{ruling.id}"' in html) == (ruling.kind == kind)


@pytest.mark.parametrize(
    ("url", "status"),
    [("/rulings/nope", 404), ("/rulings?kind=rumour", 400), ("/rulings?game=chess", 400)],
)
def test_bad_ruling_urls(client: Any, url: str, status: int) -> None:
    assert client.get(url).status_code == status
    assert client.get("/api" + url).status_code == status


# -- cards ------------------------------------------------------------------------------------


def test_card_page_shows_dice_text_and_rulings(client: Any, cards_db: Any, corpus: Any) -> None:
    html = client.get("/cards/01009").get_data(as_text=True)  # Hrabia Dooku, with a die
    assert "Hrabia Dooku" in html
    assert html.count('<li class="face') == 6
    assert "dice.svg#MD" in html
    card_rulings = corpus.rulings_for_card("01009")
    for ruling in card_rulings:
        assert f'href="/rulings/{ruling.id}"' in html


def test_rulebook_reference_redirects_to_the_card_permalink(client: Any, cards_db: Any) -> None:
    response = client.get("/cards/r137")
    assert response.status_code == 302
    assert response.headers["Location"].endswith("/cards/01137")


@pytest.mark.parametrize("code", ["99999", "nope", "r999", quote("<x>")])
def test_unknown_card_is_a_polish_404(client: Any, code: str) -> None:
    response = client.get(f"/cards/{code}")
    assert response.status_code == 404
    assert "Nie ma karty" in message_of(response)


def test_cached_pages_keep_each_hosts_permalink(client: Any) -> None:
    url = "/rules/destiny-rr.cz6.oslony"
    for host in ("sedzia.example", "192.168.1.5:5000", "sedzia.example"):
        html = client.get(url, headers={"Host": host}).get_data(as_text=True)
        assert f"http://{host}{url}" in html


def test_card_page_shows_the_parsed_ability(client: Any, cards_db: Any) -> None:
    html = client.get("/cards/01009").get_data(as_text=True)  # Dooku: before damage, optional
    abilities = html[html.index('class="abilities"') :]
    # each part read in Polish (judge.cards.describe), as `judge cards show` prints it
    assert "<dt>rodzaj</dt><dd>Zdolność aktywowana</dd>" in abilities
    assert "<dt>moment</dt><dd>przed tym (przerwanie)</dd>" in abilities
    assert "<dt>wyzwalacz</dt><dd>przed tym, jak ta postać otrzyma 1 lub więcej" in abilities
    assert "<dt>koszt</dt><dd>odrzuć z ręki: twoja karta</dd>" in abilities
    assert "<dt>efekt</dt><dd>daj 1 żeton osłony" in abilities
    assert "<dt>cele</dt><dd>dana postać</dd>" in abilities
    assert "<dt>opcjonalna</dt><dd>tak" in abilities
    # the raw tree is still there, folded
    assert "Pełne drzewo składniowe" in abilities and "GiveShields" in abilities


def test_card_page_highlights_unparsed_spans(client: Any, cards_db: Any) -> None:
    from judge.cards.db import load_card_database
    from judge.cards.show import card_to_json

    # English cards are parsed by the English grammar now: take the first English card whose
    # text it does not fully understand (there are many: see `judge cards check`).
    card, parse = next(
        (card, parse)
        for card in load_card_database(cards_db)
        if card.rules_lang == "en" and card.rules_text
        for parse in [card_to_json(card)["parse"]]
        if parse and parse["unparsed"]
    )
    unparsed = [(u["start"], u["end"]) for u in parse["unparsed"]]
    assert unparsed
    html = client.get(f"/cards/{card.code}").get_data(as_text=True)
    text_box = html[html.index('class="card-text"') : html.index("Rozbiór zdolności")]
    for start, end in unparsed:
        for word in parse["text"][start:end].split()[:2]:
            assert word in text_box
    assert text_box.count('class="unparsed"') >= len(unparsed)
    assert "Nie rozpoznano" in html


def test_card_json_twin_is_the_cli_output(
    client: Any, cards_db: Any, web_settings: Settings
) -> None:
    expected = cli_json(web_settings, "cards", "show", "01009")
    assert client.get("/cards/01009?format=json").data == expected
    assert client.get("/api/cards/01009").data == expected


def test_a_faq_citation_is_short_and_pages_carry_the_edition(client: Any) -> None:
    page = client.get("/rulings/destiny-rr.faq.mam-hrabiego-dooku-r9-z-1").get_data(as_text=True)
    copied = html.unescape(re.search(r'data-copy="([^"]*)"', page).group(1))  # type: ignore[union-attr]
    citation = copied.split(" — ")[0]
    # the 496-character question becomes its first words
    assert citation.startswith("SW:P Zasady (wyd. bieżące), FAQ › „Mam Hrabiego Dooku (r9)")
    assert citation.endswith("…”") and len(citation) < 120
    assert "wydanie bieżące" in page and "data-today" in page  # the stamp printed with it
    assert 'data-share="/rulings/' in page  # share (or copy where the system cannot)


def test_search_folds_the_previous_edition_and_keeps_the_game(client: Any) -> None:
    page = client.get("/search?q=kolejka").get_data(as_text=True)
    assert 'class="earlier">Poprzednie wydanie: <a href="/rules/destiny-rr-prev.' in page
    header = client.get("/search?q=oslony&game=swm").get_data(as_text=True).split("</form>")[0]
    assert '<input type="hidden" name="game" value="swm">' in header


def test_a_punctuation_only_edit_is_not_marked_changed(client: Any, corpus: Any) -> None:
    changes = [c for c in corpus.diff().changes if c.status == "changed"]
    cosmetic = [c.new.id for c in changes if c.punctuation_only]
    print(f"punctuation-only edits: {len(cosmetic)} of {len(changes)}: {cosmetic}")
    # "rundy." became "rundy.." and Strażnik lost a full stop (and its symbols the old source
    # lost, [?], are the same symbols): no change of wording
    assert {"destiny-rr.cz5.zwyciestwo", "destiny-rr.cz7.slowa-kluczowe.straznik"} <= set(cosmetic)
    assert "destiny-rr.cz8.otrzymywanie-obrazen" not in cosmetic  # zadawane → otrzymywane
    page = client.get("/rules/destiny-rr.cz5.zwyciestwo").get_data(as_text=True)
    assert 'class="change-mark"' not in page and 'id="zmiany"' not in page
    assert "tylko interpunkcja" in client.get("/rules/diff").get_data(as_text=True)
