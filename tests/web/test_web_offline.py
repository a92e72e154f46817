"""Offline after one visit (issue 14), in headless Chromium: the site installs a service
worker; with the network switched off, a page opened before still opens, and a page never
opened says in Polish why it is missing."""

from __future__ import annotations

from typing import Any

import pytest

pytestmark = pytest.mark.browser

RULE = "/rules/destiny-rr.cz6.oslony"


def test_manifest_and_worker_are_served(client: Any) -> None:
    manifest = client.get("/manifest.webmanifest")
    assert manifest.status_code == 200 and manifest.json["lang"] == "pl"
    assert manifest.json["start_url"] == "/" and manifest.json["icons"]
    worker = client.get("/sw.js")
    assert worker.status_code == 200 and worker.headers["Service-Worker-Allowed"] == "/"
    assert 'rel="manifest"' in client.get("/").get_data(as_text=True)


@pytest.fixture()
def phone(browser: Any, live_server: Any) -> Any:
    """A 360 px page of its own: offline, failed loads are expected (the `page` fixture fails
    on any console error); script errors still fail the test."""
    context = browser.new_context(viewport={"width": 360, "height": 740}, base_url=live_server.url)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.set_default_timeout(20_000)
    yield page
    context.close()
    assert not errors, f"script errors: {errors}"


def test_a_visited_rule_page_opens_with_the_network_off(phone: Any) -> None:
    page = phone
    page.goto("/")
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=20_000)
    page.goto(RULE)
    title = page.text_content("h1")
    page.context.set_offline(True)
    try:
        page.goto(RULE)
        assert page.text_content("h1") == title
        page.goto("/rulings")  # precached on install, never opened
        assert page.locator("h1").count() >= 1
        page.goto("/rules/destiny-rr.cz7.slowa-kluczowe.zasadzka")  # never opened
        assert "Brak połączenia z siecią" in page.text_content("h1")
    finally:
        page.context.set_offline(False)
