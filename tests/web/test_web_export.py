"""`judge export DIR` (issue 14): the whole site as static files. Every link of every page
leads to a file of the copy (or to the page that says what needs the server), the JSON twins
are the CLI's output, and `python -m http.server` over the copy passes the offline browser
test of the live site: search, a rule page and a ruling with the network off after one visit."""

from __future__ import annotations

import html
import json
import re
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit
from urllib.request import urlopen

import pytest

from judge.errors import JudgeError
from judge.web.export import SERVER_ONLY, export_site, target_of

LINK = re.compile(r'\b(?:href|src|action)="(/[^"]*)"')
RULE = "/rules/destiny-rr.cz6.oslony/"
RULING = "/rulings/destiny-rr.clarification.01137-druga-szansa/"


@pytest.mark.parametrize(
    ("url", "static"),
    [
        ("/", "/"),
        ("/rules/destiny-rr.cz6.oslony", "/rules/destiny-rr.cz6.oslony/"),
        ("/rules/destiny-rr.cz7.kolejka#zmiany", "/rules/destiny-rr.cz7.kolejka/#zmiany"),
        ("/rulings?kind=faq&game=destiny", "/rulings/game=destiny&kind=faq/"),
        ("/replay?scenario=c02&step=3", "/replay/scenario=c02&step=3/"),
        ("/rules/x?format=json", "/api/rules/x.json"),
        ("/?format=json", "/api/index.json"),
        ("/replay?scenario=c02&step=3&format=json", "/api/replay/scenario=c02.json"),
        ("/search?q=os%C5%82ony&game=swm", "/search/?q=os%C5%82ony&game=swm"),
        ("/static/dice.svg#MD", "/static/dice.svg#MD"),
        ("/replay/compare?scenario=c02&at=3&key=k&value=1", SERVER_ONLY),
        ("/replay?scenario=c02&step=3&decide=k%3D1", SERVER_ONLY),
    ],
)
def test_site_addresses_map_to_static_files(url: str, static: str) -> None:
    assert target_of(url).path == static


@pytest.fixture(scope="session")
def exported(web_settings: Any, tmp_path_factory: pytest.TempPathFactory) -> Any:
    return export_site(
        web_settings, tmp_path_factory.mktemp("export") / "site", echo=lambda _m: None
    )


def _file(root: Path, url: str) -> Path:
    path = unquote(urlsplit(url).path)
    file = root / path.lstrip("/")
    return file / "index.html" if path.endswith("/") else file


@pytest.mark.slow
def test_every_link_of_the_copy_leads_to_a_file(exported: Any) -> None:
    root = exported.directory
    print(
        f"export: {exported.pages} pages, {exported.json_twins} JSON, {exported.files} files, "
        f"{exported.bytes / 1e6:.1f} MB, {exported.seconds} s"
    )
    assert not exported.broken
    assert exported.pages > 1000
    missing: set[str] = set()
    pages = list(root.rglob("*.html"))
    for page in pages:
        for url in LINK.findall(page.read_text("utf-8")):
            if not _file(root, html.unescape(url)).is_file():
                missing.add(url)
    assert not missing, f"{len(missing)} links without a file: {sorted(missing)[:10]}"
    assert (root / "search" / "index.html").is_file() and (root / "404.html").is_file()


def test_json_twins_are_the_cli_output(exported: Any, client: Any) -> None:
    root = exported.directory
    for url, file in (
        ("/rules/destiny-rr.cz6.oslony?format=json", "api/rules/destiny-rr.cz6.oslony.json"),
        ("/rulings?format=json", "api/rulings.json"),
    ):
        assert (root / file).read_bytes() == client.get(url).data


def test_the_copy_holds_every_lcg_card_and_searches_it(
    exported: Any, client: Any, web_settings: Any
) -> None:
    if web_settings.lcg_cards_path is None:
        pytest.skip("LCG card data (swlcg) not found in ../shared")
    from judge.cards.lcg.records import load

    root = exported.directory
    cards = list(load(web_settings.lcg_cards_path))
    assert all(_file(root, card.url + "/").is_file() for card in cards)
    twin = root / "api" / "cards" / "lcg" / "core-set-92.json"
    assert twin.read_bytes() == client.get("/cards/lcg/core-set-92?format=json").data
    offline = json.loads((root / "offline" / "search.json").read_bytes())
    urls = {unit[6] for unit in offline["units"] if unit[2] == "lcg" and unit[1] == "card"}
    assert urls == {card.url for card in cards}


def test_a_non_empty_directory_is_refused(tmp_path: Path, web_settings: Any) -> None:
    (tmp_path / "notes.txt").write_text("mine", "utf-8")
    with pytest.raises(JudgeError, match="nie jest pusty"):
        export_site(web_settings, tmp_path, echo=lambda _m: None)
    assert (tmp_path / "notes.txt").read_text("utf-8") == "mine"


def test_a_crawl_past_the_page_guard_fails_without_a_copy(
    tmp_path: Path, web_settings: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A copy cut short would hold links to pages never written: reaching the guard is an
    error and nothing is left in place of the directory."""
    monkeypatch.setattr("judge.web.export.MAX_PAGES", 5)
    target = tmp_path / "copy"
    with pytest.raises(JudgeError, match="Eksport przerwany"):
        export_site(web_settings, target, echo=lambda _m: None)
    assert not target.exists()
    assert list(tmp_path.iterdir()) == []


@pytest.fixture(scope="session")
def static_server(exported: Any) -> Iterator[str]:
    """`python -m http.server` over the copy, on a free loopback port."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "http.server",
            str(port),
            "--bind",
            "127.0.0.1",
            "-d",
            str(exported.directory),
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        for _ in range(100):
            try:
                urlopen(url + "/", timeout=1).close()
                break
            except OSError:
                time.sleep(0.1)
        yield url
    finally:
        process.terminate()
        process.wait(timeout=10)


def _wait_until(page: Any, expression: str, timeout_s: float = 30) -> None:
    deadline = time.monotonic() + timeout_s
    while not page.evaluate(expression):
        if time.monotonic() > deadline:
            raise AssertionError(f"still false after {timeout_s} s: {expression}")
        page.wait_for_timeout(100)


@pytest.mark.browser
@pytest.mark.slow
def test_the_copy_served_by_http_server_works_offline(
    browser: Any, static_server: str, client: Any
) -> None:
    context = browser.new_context(viewport={"width": 360, "height": 740}, base_url=static_server)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.set_default_timeout(30_000)
    try:
        page.goto("/")
        _wait_until(page, "navigator.serviceWorker.controller !== null")
        page.reload()
        page.wait_for_selector("#offline-state[data-state=ready]", timeout=120_000)
        page.context.set_offline(True)
        page.fill("#q", "oslony")
        page.keyboard.press("Enter")
        page.wait_for_selector("ol.results li.result")
        shown = page.eval_on_selector_all(
            "ol.results li.result h2 a", "links => links.map(a => a.getAttribute('href'))"
        )
        server = client.get("/search?q=oslony&format=json").json
        assert shown[:3] == [r["url"] for r in server["results"][:3]]
        page.goto(RULE)
        assert page.locator("h1").inner_text() == "Osłony"
        page.goto(RULING)
        assert "Druga szansa" in page.locator("h1").inner_text()
        assert page.evaluate("document.documentElement.scrollWidth") <= 360
    finally:
        context.close()
    assert not errors, f"script errors: {errors}"
