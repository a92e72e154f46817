"""A crawl of the whole site (issue 14): from the home page, the rules, rulings and replay
indexes, follow every internal link (HTML pages and their JSON twins) and expect no 4xx/5xx.
With the card database every golden replay and every card link must work."""

from __future__ import annotations

import re
from collections import deque
from typing import Any
from urllib.parse import urljoin, urlsplit

import pytest

HREF = re.compile(r'(?:href|src)="([^"#]+)')
SKIP_PREFIXES = ("/static/",)
MAX_PAGES = 6000


def _links(base: str, html: str) -> list[str]:
    found = []
    for raw in HREF.findall(html):
        url = urljoin(base, raw.replace("&amp;", "&"))
        parts = urlsplit(url)
        if parts.netloc not in ("", "localhost") or not parts.path.startswith("/"):
            continue
        path = parts.path + (f"?{parts.query}" if parts.query else "")
        if path.startswith(SKIP_PREFIXES):
            continue
        found.append(path)
    return found


@pytest.mark.slow
def test_every_linked_page_answers(client: Any, web_settings: Any) -> None:
    if web_settings.cards_path is None:
        pytest.skip("../shared/data/swdestinydb is absent: card links and replays need it")
    queue = deque(["/", "/rules", "/rulings", "/replay"])
    seen = set(queue)
    broken: list[str] = []
    while queue and len(seen) < MAX_PAGES:
        path = queue.popleft()
        response = client.get(path)
        if response.status_code >= 400:
            broken.append(f"{response.status_code} {path}")
            continue
        if response.status_code in (301, 302, 303, 307, 308):
            target = urlsplit(response.headers["Location"])
            path = target.path + (f"?{target.query}" if target.query else "")
            if path not in seen:
                seen.add(path)
                queue.append(path)
            continue
        if "text/html" not in response.content_type:
            continue
        for link in _links("http://localhost" + path, response.get_data(as_text=True)):
            # A replay's step links multiply (every step, every decision): the first page
            # of each scenario and its JSON twin are crawled, not every step of every fork.
            if link.startswith("/replay?") and "step=" in link and "step=0" not in link:
                continue
            if link not in seen:
                seen.add(link)
                queue.append(link)
    print(f"crawled {len(seen)} pages")
    assert len(seen) > 500
    assert not broken, f"{len(broken)} of {len(seen)} pages broken: {broken[:20]}"
