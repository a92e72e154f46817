"""Fixtures of the site's tests: the Flask app and test client, a live server, a browser.

* `app` / `client`: the app built by `create_app` with a temporary data directory (the search
  index is built there once per session) and the SWDestinyDB card data when `../shared` is
  present (without it the site still works on the cards the rules documents quote).
* `live_server`: the same app served by waitress (what `judge serve` runs) in a thread on a free
  loopback port.
* `page`: a Playwright page in Debian's headless Chromium (`/usr/bin/chromium`, never a
  downloaded browser). Browser tests skip, saying why, only when no Chromium is installed.
"""

from __future__ import annotations

import os
import shutil
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from judge.config import Settings
from judge.web import create_app

CHROMIUM_CANDIDATES = ("chromium", "chromium-browser", "google-chrome")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


def shared_root() -> Path:
    # The same rule as tests/conftest.py (a conftest cannot import another one).
    return Path(
        os.environ.get("JUDGE_SHARED") or Path(__file__).resolve().parents[2].parent / "shared"
    )


def chromium_path() -> str | None:
    explicit = os.environ.get("JUDGE_CHROMIUM")
    if explicit:
        return explicit if Path(explicit).is_file() else None
    for name in CHROMIUM_CANDIDATES:
        found = shutil.which(name)
        if found:
            return found
    return "/usr/bin/chromium" if Path("/usr/bin/chromium").is_file() else None


@pytest.fixture(scope="session")
def web_settings(tmp_path_factory: pytest.TempPathFactory) -> Settings:
    cards = shared_root() / "data" / "swdestinydb"
    lcg_cards = shared_root() / "data" / "swlcg"
    return Settings(
        data_dir=tmp_path_factory.mktemp("judge-data"),
        cards_path=cards if (cards / "set").is_dir() else None,
        lcg_cards_path=lcg_cards if (lcg_cards / "json").is_dir() else None,
    )


@pytest.fixture(scope="session")
def app(web_settings: Settings) -> Any:
    app = create_app(web_settings, TESTING=True)
    # As `judge serve` does before listening: load the data and build the search index, so
    # that no test (least of all a browser test with its timeouts) waits for the build.
    app.extensions["judge.sources"].warm_up(lambda _message: None)
    return app


@pytest.fixture()
def client(app: Any) -> Any:
    return app.test_client()


@dataclass
class LiveServer:
    url: str
    port: int


@pytest.fixture(scope="session")
def live_server(app: Any) -> Iterator[LiveServer]:
    from waitress.server import create_server

    server = create_server(app, host="127.0.0.1", port=0, threads=4)
    port = server.effective_port  # type: ignore[union-attr]
    thread = threading.Thread(target=server.run, name="waitress-test", daemon=True)
    thread.start()
    try:
        yield LiveServer(url=f"http://127.0.0.1:{port}", port=port)
    finally:
        server.close()
        thread.join(timeout=5)


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    executable = chromium_path()
    if executable is None:
        pytest.skip("no Chromium installed (looked for chromium on PATH and /usr/bin/chromium)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        try:
            yield launched
        finally:
            launched.close()


@pytest.fixture()
def page(browser: Any, live_server: LiveServer) -> Iterator[Any]:
    """A fresh browser page (360 px wide, like a phone) that may read the clipboard."""
    context = browser.new_context(
        viewport={"width": 360, "height": 740},
        device_scale_factor=1,
        base_url=live_server.url,
        locale="pl-PL",
    )
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=live_server.url)
    errors: list[str] = []
    page = context.new_page()
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.on(
        "console",
        lambda msg: errors.append(msg.text) if msg.type == "error" else None,
    )
    page.set_default_timeout(20_000)
    yield page
    context.close()
    # Any script error or CSP violation on a page fails the test that opened it.
    assert not errors, f"browser console errors: {errors}"


@pytest.fixture(scope="session")
def screenshot_dir() -> Path:
    """Where browser tests leave their screenshots (JUDGE_SCREENSHOTS, else a temp dir)."""
    target = Path(os.environ.get("JUDGE_SCREENSHOTS") or "/tmp/judge-screenshots")
    target.mkdir(parents=True, exist_ok=True)
    return target
