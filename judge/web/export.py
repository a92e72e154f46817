"""`judge export DIR`: the whole site as static files, for any static host (issue 14).

The site is rendered by the same app (`create_app`, Flask's test client: no server runs) and
crawled from its indexes and every rule, ruling, card (both card games, when their data is
configured) and shipped scenario. Each page is
written as `<path>/index.html`, so every static host (and `python -m http.server`) serves it at
`<path>/`; links are rewritten to those addresses. What a static host cannot do is mapped:

- a page with query parameters (a filtered list, a replay step) becomes a directory named after
  its sorted parameters: `/replay?scenario=X&step=3` → `/replay/scenario=X&step=3/`;
- the JSON twin of a page is `/api/<path>.json` (a replay's: the whole replay, once);
- search runs in the browser: `/search/` is the offline search page (`/search/offline`);
- a redirect (`/cards/r137`) is a page that forwards to its target;
- what needs the server (an uploaded scenario, another decision, a comparison) leads to
  `/bez-serwera/`, which says so; the templates leave out the forms that would post them.

The directory is written next to DIR and swapped in when complete.
"""

from __future__ import annotations

import html
import json
import re
import shutil
import tempfile
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import parse_qsl, quote, unquote, urlencode, urlsplit

from flask import render_template

from judge.config import Settings
from judge.errors import JudgeError

SERVER_ONLY = "/bez-serwera/"
SEARCH_PAGE = "/search/"
SHELL = "/search/offline"
# Files served as they are (not pages).
FILES = ("/manifest.webmanifest", "/sw.js", "/offline.json", "/offline/search.json")
# Query parameters of pages a static copy keeps, by path.
FILTERS: dict[str, frozenset[str]] = {
    "/rules": frozenset({"game", "document"}),
    "/rulings": frozenset({"game", "kind", "card"}),
    "/rules/diff": frozenset({"all"}),
    "/replay": frozenset({"scenario", "step"}),
}
SEEDS = ("/", "/rules", "/rulings", "/rules/diff", "/replay", SHELL)
ATTRIBUTE = re.compile(r'\b(href|src|action)="(/[^"]*)"')
# A guard against a crawl that never ends (a link scheme gone wrong), not a budget: the site is
# about 20,000 pages and JSON twins (both card games, every scenario's steps). Reaching it is an
# error, because a copy cut short would hold links to pages that were never written.
MAX_PAGES = 100_000
MARKER = ".judge-export"
MISSING = "/nie-ma-takiej-strony"


@dataclass
class ExportResult:
    directory: Path
    pages: int = 0
    json_twins: int = 0
    files: int = 0
    bytes: int = 0
    seconds: float = 0.0
    broken: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class Target:
    """Where a site URL lives in the copy (`path`, with `?query#fragment` kept for search),
    and what to fetch to write it (`source`, None for a file copied as it is)."""

    path: str
    source: str | None
    kind: str  # "page", "json", "file", "search" or "server"


def target_of(url: str) -> Target:
    """The static address of a site URL (see the module docstring)."""
    parts = urlsplit(url)
    path = parts.path or "/"
    params = parse_qsl(parts.query, keep_blank_values=True)
    fragment = f"#{parts.fragment}" if parts.fragment else ""
    if path.rstrip("/") == SERVER_ONLY.rstrip("/"):
        return Target(SERVER_ONLY, None, "server")
    if path.startswith("/static/") or path in FILES:
        return Target(path + fragment, None, "file")
    if path.endswith(".json") and not parts.query:  # a data file of the site (the schema)
        return Target(path, path, "json")
    wants_json = ("format", "json") in params
    params = [(k, v) for k, v in params if k != "format"]
    if path.startswith("/api/"):
        path, wants_json = path[4:] or "/", True
    if path in ("/search", SHELL, SEARCH_PAGE.rstrip("/")):
        if wants_json:
            return Target(SERVER_ONLY, None, "server")
        query = f"?{urlencode(params)}" if params else ""
        return Target(SEARCH_PAGE + query + fragment, SHELL, "search")
    allowed = FILTERS.get(path, frozenset())
    if any(key not in allowed or not value for key, value in params):
        return Target(SERVER_ONLY, None, "server")
    if wants_json:
        if path == "/replay" and params:
            scenario = dict(params).get("scenario")
            if scenario is None:
                return Target(SERVER_ONLY, None, "server")
            source = f"/replay?{urlencode({'scenario': scenario, 'format': 'json'})}"
            return Target(f"/api/replay/scenario={quote(scenario, safe='')}.json", source, "json")
        if params:
            return Target(SERVER_ONLY, None, "server")
        name = "/index" if path == "/" else path.rstrip("/")
        return Target(f"/api{name}.json", f"{path}?format=json", "json")
    base = "/" if path == "/" else path.rstrip("/") + "/"
    source = path + (f"?{urlencode(params)}" if params else "")
    if params:
        segment = "&".join(f"{key}={quote(value, safe='')}" for key, value in sorted(params))
        base += segment + "/"
    return Target(base + fragment, source, "page")


def rewrite_links(page: str, on_link: Callable[[Target], None]) -> str:
    """`page` with every site-absolute href/src/action pointing at its static address."""

    def replace(match: re.Match[str]) -> str:
        url = html.unescape(match.group(2))
        target = target_of(url)
        on_link(target)
        return f'{match.group(1)}="{html.escape(target.path)}"'

    return ATTRIBUTE.sub(replace, page)


def ignore(_target: Target) -> None:
    """For pages written once whose links need no crawling."""


def _file_of(root: Path, static_path: str) -> Path:
    """The file a static address is served from (`index.html` for a directory)."""
    path = urlsplit(static_path).path
    parts = [unquote(part) for part in path.split("/") if part]
    if any(part in (".", "..") or "/" in part or "\\" in part for part in parts):
        raise JudgeError(f"Adres „{path[:80]}” nie może być plikiem eksportu.")
    file = root.joinpath(*parts)
    return file / "index.html" if path.endswith("/") else file


def _forward_page(target: str) -> str:
    href = html.escape(target)
    return (
        '<!doctype html><html lang="pl"><meta charset="utf-8">'
        f'<meta http-equiv="refresh" content="0; url={href}">'
        f'<title>Przekierowanie · Sędzia</title><p><a href="{href}">{href}</a></p></html>\n'
    )


class Exporter:
    def __init__(self, settings: Settings, root: Path, base_url: str | None, echo: Any) -> None:
        from judge.web.app import create_app

        self.app = create_app(settings, PUBLIC_URL=base_url, STATIC_EXPORT=True)
        self.app.extensions["judge.sources"].warm_up(echo)
        self.client = self.app.test_client()
        self.root = root
        self.echo = echo
        self.result = ExportResult(directory=root)
        self.written: set[str] = set()
        self.queue: deque[Target] = deque()

    def write(self, static_path: str, body: bytes) -> None:
        file = _file_of(self.root, static_path)
        file.parent.mkdir(parents=True, exist_ok=True)
        file.write_bytes(body)
        self.result.bytes += len(body)

    def enqueue(self, target: Target) -> None:
        key = urlsplit(target.path).path
        if target.kind in ("page", "json") and key not in self.written:
            self.written.add(key)
            self.queue.append(target)

    def get(self, url: str) -> Any:
        return self.client.get(url, base_url="http://localhost")

    def page(self, target: Target) -> None:
        response = self.get(target.source or "/")
        if response.status_code in (301, 302, 303, 307, 308):
            location = urlsplit(response.headers["Location"])
            forward = target_of(location.path + (f"?{location.query}" if location.query else ""))
            self.enqueue(forward)
            self.write(target.path, _forward_page(forward.path).encode())
            self.result.pages += 1
            return
        if response.status_code != 200:
            self.result.broken.append(f"{response.status_code} {target.source}")
            return
        if target.kind == "json":
            self.write(target.path, response.data)
            self.result.json_twins += 1
            return
        page = rewrite_links(response.get_data(as_text=True), self.enqueue)
        self.write(target.path, page.encode("utf-8"))
        self.result.pages += 1
        if self.result.pages % 500 == 0:
            self.echo(f"  stron: {self.result.pages}")

    def run(self, seeds: list[str]) -> ExportResult:
        started = time.perf_counter()
        for seed in seeds:
            self.enqueue(target_of(seed))
        while self.queue:
            if self.result.pages + self.result.json_twins >= MAX_PAGES:
                raise JudgeError(
                    f"Eksport przerwany: ponad {MAX_PAGES} stron, a kolejka nie jest pusta "
                    f"({len(self.queue)} adresów). Niepełna kopia miałaby martwe odnośniki."
                )
            self.page(self.queue.popleft())
        self.files()
        self.result.seconds = round(time.perf_counter() - started, 1)
        return self.result

    def files(self) -> None:
        """Static files, the worker, the manifest, the search data and what exists only here."""
        static = Path(self.app.static_folder or "")
        for path in sorted(static.rglob("*")):
            if path.is_file():
                self.write("/static/" + path.relative_to(static).as_posix(), path.read_bytes())
                self.result.files += 1
        for name in ("/sw.js", "/manifest.webmanifest", "/offline/search.json"):
            self.write(name, self.get(name).data)
            self.result.files += 1
        shell = rewrite_links(self.get(SHELL).get_data(as_text=True), ignore)
        self.write(SEARCH_PAGE, shell.encode("utf-8"))
        listed = self.get("/offline.json").json
        precache = [target_of(url).path for url in listed["precache"]]
        listed["precache"] = list(dict.fromkeys(p for p in precache if p != SERVER_ONLY))
        listed["shell"] = SEARCH_PAGE
        self.write("/offline.json", json.dumps(listed, ensure_ascii=False, indent=2).encode())
        # The page a static host shows for a missing address; its JSON twin has no file.
        missing = rewrite_links(self.get(MISSING).get_data(as_text=True), ignore)
        missing = missing.replace(target_of(f"{MISSING}?format=json").path, "/api/index.json")
        self.write("/404.html", missing.encode("utf-8"))
        with self.app.test_request_context("/bez-serwera", base_url="http://localhost"):
            server_only = render_template("server_only.html")
        self.write(SERVER_ONLY, rewrite_links(server_only, ignore).encode("utf-8"))
        self.write(f"/{MARKER}", b"judge export\n")
        self.result.files += 5


def site_seeds(exporter: Exporter) -> list[str]:
    sources = exporter.app.extensions["judge.sources"]
    corpus = sources.corpus()
    seeds = [*SEEDS, *(s.url for s in corpus.sections), *(r.url for r in corpus.rulings)]
    seeds.extend(f"/cards/{code}" for code in sorted(sources.card_database().cards))
    seeds.extend(card.url for card in sources.lcg_cards())
    seeds.extend(f"/replay?scenario={s['id']}&step=0" for s in sources.scenarios())
    return seeds


def export_site(
    settings: Settings,
    directory: Path,
    *,
    base_url: str | None = None,
    replace: bool = False,
    echo: Callable[[str], None] = print,
) -> ExportResult:
    """Write the site into `directory` (which must be empty, absent, or a previous export
    when `replace` is set); returns what was written."""
    directory = directory.resolve()
    previous = replace and (directory / MARKER).is_file()
    if directory.exists() and any(directory.iterdir()) and not previous:
        hint = "ten nie jest poprzednim eksportem" if replace else "albo dodaj --replace"
        raise JudgeError(f"Katalog {directory} nie jest pusty. Wskaż pusty katalog ({hint}).")
    directory.parent.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix=f".{directory.name}-", dir=directory.parent))
    try:
        exporter = Exporter(settings, work, base_url, echo)
        result = exporter.run(site_seeds(exporter))
        if directory.exists():
            shutil.rmtree(directory)
        work.rename(directory)
    except BaseException:
        shutil.rmtree(work, ignore_errors=True)
        raise
    result.directory = directory
    return result
