"""Safe HTML from corpus and card text: escaping, links, symbols, hit marks."""

from __future__ import annotations

from types import SimpleNamespace

from judge.web.text import card_text_html, list_item_ranges, marked_text, rich_text


def link(start: int, end: int, target: str) -> SimpleNamespace:
    return SimpleNamespace(start=start, end=end, target=target)


def test_rich_text_escapes_everything_but_its_own_markup() -> None:
    html = rich_text('<script>x</script> "patrz Osłony" & [melee]', [], None, icon_href="/d.svg")
    assert "<script>" not in html
    assert "&lt;script&gt;" in html and "&amp;" in html and "&#34;" in html
    assert '<use href="/d.svg#MD"/>' in html


def test_rich_text_links_spans_and_skips_unknown_or_broken_links() -> None:
    text = "patrz Osłony oraz Zasoby"
    targets = {"a": "/rules/a", "b": None}
    html = rich_text(
        text,
        [link(6, 12, "a"), link(18, 24, "b"), link(10, 40, "a")],
        targets.get,
    )
    assert html == 'patrz <a href="/rules/a">Osłony</a> oraz Zasoby'


def test_rich_text_renders_a_slice_with_its_links() -> None:
    text = "pierwszy\ndrugi Osłony"
    html = rich_text(text, [link(15, 21, "x")], lambda t: f"/rules/{t}", start=9, end=21)
    assert html == 'drugi <a href="/rules/x">Osłony</a>'


def test_lost_and_foreign_symbols_are_labelled_not_drawn() -> None:
    html = rich_text("obrażenia ([?] lub [tactics]) [cecha]", [], None, icon_href="/d.svg")
    assert 'title="symbol nieczytelny w źródle">?</abbr>' in html
    assert "symbol taktyki" in html
    assert "[cecha]" in html  # unknown brackets stay text


def test_list_item_ranges_only_when_text_is_the_joined_items() -> None:
    block = SimpleNamespace(items=("ab", "cde"), text="ab\ncde")
    assert list_item_ranges(block) == [(0, 2), (3, 6)]
    assert list_item_ranges(SimpleNamespace(items=("ab",), text="xx")) == []


def test_marked_text_marks_hits_and_escapes_both() -> None:
    html = marked_text([("a <b>", False), ("<mark>", True), ("c", False)])
    assert html == "a &lt;b&gt;<mark>&lt;mark&gt;</mark>c"


def test_card_text_markup_tags_icons_and_nested_highlight() -> None:
    text = "<b>Akcja</b> - zadaj 2 [melee].<script>"
    html = card_text_html(text, [(4, 15)], "/d.svg", lambda s: s)
    assert html.startswith('<strong>A<span class="unparsed">kcja</span></strong>')
    assert '<span class="unparsed"> - </span>' in html  # highlight never spans a tag
    assert "#MD" in html and "&lt;script&gt;" in html


def test_card_text_closes_unbalanced_tags() -> None:
    assert card_text_html("<b>a <i>b</b> c <i>d") == "<strong>a <em>b</em></strong> c <em>d</em>"


def test_search_snippets_mark_hits_and_draw_symbols() -> None:
    from judge.web.text import marked

    segments = [
        SimpleNamespace(text="obrażenia ([melee] lub <i>", hit=False),
        SimpleNamespace(text="Strażnik", hit=True),
    ]
    html = marked(segments, "/d.svg")
    assert "#MD" in html and "&lt;i&gt;" in html
    assert html.endswith("<mark>Strażnik</mark>")
