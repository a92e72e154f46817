"""The site's only door to the other rooms: their library APIs, loaded once per process.

Views never compute rules or search themselves; they ask this object, which calls the corpus,
search, card and engine APIs in-process (no subprocesses).
"""

from __future__ import annotations

import functools
import hashlib
import json
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

from judge.cards.db import cards_for
from judge.cards.lcg.records import load_cached as load_lcg_cards
from judge.cards.show import card_to_json
from judge.config import Settings
from judge.corpus import cli as corpus_cli
from judge.corpus.model import GAME_NAMES_PL, RULING_KIND_NAMES_PL
from judge.corpus.store import load_corpus
from judge.engine import api as engine_api
from judge.errors import JudgeError, NotFound
from judge.search import api as search_api

REPLAY_CACHE_SIZE = 16  # a replay keeps its event log and folded checkpoints
# A replay on the site is paid for by the server: a scenario may ask for 200,000 steps, and
# every request shares two cores. The CLI has no such budget (it is the user's own machine).
REPLAY_BUDGET = engine_api.Budget(seconds=3.0, max_steps=20_000)


class Sources:
    """Lazily loaded, process-wide data of the other rooms (all immutable once loaded)."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        # Reentrant: a value built under it may need another one (edition changes need the corpus).
        self._lock = threading.RLock()
        self._loaded: dict[str, Any] = {}
        self._replays: OrderedDict[tuple[str, str], Any] = OrderedDict()

    def _once(self, key: str, load: Any) -> Any:
        """Load `key` once even when several request threads ask at the same time."""
        value = self._loaded.get(key)
        if value is None:
            with self._lock:
                value = self._loaded.get(key)
                if value is None:
                    value = load()
                    self._loaded[key] = value
        return value

    def warm_up(self, echo: Callable[[str], None]) -> None:
        """Load every room's data now (at server start), saying what takes time.

        A room whose data fails to load (e.g. an unreadable card database) is reported and
        skipped: the rest of the site still works, and its pages say what went wrong.
        """
        for name, step in (
            ("zasady", self._warm_corpus),
            ("wyszukiwarka", self._warm_search),
            ("karty", self._warm_cards),
        ):
            started = time.perf_counter()
            try:
                done = step(echo)
            except JudgeError as exc:
                echo(f"Uwaga ({name}): {exc.message}")
                continue
            echo(f"{done} ({time.perf_counter() - started:.1f} s).")

    def _warm_corpus(self, echo: Callable[[str], None]) -> str:
        self.corpus()
        return "Wczytano zasady i orzeczenia"

    def _warm_search(self, echo: Callable[[str], None]) -> str:
        if not search_api.index_needs_build(self.settings):
            search_api.ensure_index(self.settings)
            return "Indeks wyszukiwania gotowy"
        echo(
            "Budowanie indeksu wyszukiwania (pierwsze uruchomienie lub zmienione dane) "
            f"w {self.settings.data_dir}…"
        )
        search_api.ensure_index(self.settings, progress=_progress_printer(echo))
        return "Zbudowano indeks wyszukiwania"

    def _warm_cards(self, echo: Callable[[str], None]) -> str:
        database = self.card_database()
        cards_path = self.settings.cards_path
        where = f"z {cards_path}" if cards_path else "z dokumentów zasad"
        return f"Wczytano karty ({len(database)}) {where}"

    # -- corpus ---------------------------------------------------------------------------
    def corpus(self) -> Any:
        return self._once("corpus", load_corpus)

    def corpus_json(self) -> ModuleType:
        """The corpus CLI's JSON shapes (`section_json`, `ruling_json`), shared with the site."""
        return corpus_cli

    def section_ids(self) -> list[str]:
        return [section.id for section in self.corpus().sections]

    def edition_changes(self) -> dict[str, Any]:
        """Edition comparison by section id: each current and previous section's change."""

        def build() -> dict[str, Any]:
            by_id: dict[str, Any] = {}
            try:
                changes = self.corpus().diff().changes
            except NotFound:  # an edition missing from the corpus: nothing to compare
                return by_id
            for change in changes:
                for section in (change.new, change.old):
                    if section is not None:
                        by_id.setdefault(section.id, change)
            return by_id

        return self._once("edition_changes", build)

    def current_editions(self) -> dict[str, str]:
        """Previous-edition section id -> the id of the same section in the current edition
        (the search page folds the first under the second when both are found)."""

        def build() -> dict[str, str]:
            return {
                change.old.id: change.new.id
                for change in self.edition_changes().values()
                if change.old is not None and change.new is not None
            }

        return self._once("current_editions", build)

    def rulings_filtered(
        self, *, kind: str | None, game: str | None, card: str | None
    ) -> tuple[Any, ...]:
        """Rulings as `judge rulings list` filters them (card first, then game and kind)."""
        corpus = self.corpus()
        found = corpus.rulings_for_card(card) if card else corpus.rulings
        return tuple(
            r
            for r in found
            if (game is None or r.game == game) and (kind is None or r.kind == kind)
        )

    # -- search ---------------------------------------------------------------------------
    def search(self, query: str, *, game: str | None, kind: str | None, limit: int | None) -> Any:
        """The search room's `SearchResponse` (its own `QueryError` for a bad query)."""
        options: dict[str, Any] = {"game": game, "kind": kind}
        if limit is not None:  # otherwise the CLI's default, so the JSON twins agree
            options["limit"] = limit
        return search_api.search(query, settings=self.settings, **options)

    def offline_search(self) -> bytes:
        """The search room's offline data as compact JSON (~2.6 MB; computed once)."""

        def build() -> bytes:
            data = search_api.offline_data(self.settings)
            return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")

        return self._once("offline_search", build)

    def offline_version(self) -> str:
        """Changes whenever what a phone keeps offline would change: the index (corpus, cards,
        grammar, analyzer) or the site's code, templates and static files."""

        def build() -> str:
            digest = hashlib.sha256()
            digest.update(str(search_api.index_info(self.settings).get("key", "")).encode())
            package = Path(__file__).parent
            for path in sorted(package.rglob("*")):
                if path.is_file() and "__pycache__" not in path.parts:
                    digest.update(path.relative_to(package).as_posix().encode())
                    digest.update(path.read_bytes())
            return digest.hexdigest()[:16]

        return self._once("offline_version", build)

    # -- cards ----------------------------------------------------------------------------
    def card_database(self) -> Any:
        return self._once("cards", lambda: cards_for(self.settings))

    def lcg_cards(self) -> list[Any]:
        """The LCG cards of the configured swlcg data (none without it), in data order."""
        path = self.settings.lcg_cards_path
        return [] if path is None else list(load_lcg_cards(path))

    def card(self, code: str) -> Any:
        """The card record by code or rulebook reference (`NotFound` otherwise)."""
        return self.card_database().get(code)

    def card_json(self, card: Any) -> Any:
        """`judge cards show CODE --json` of the card."""
        return card_to_json(card)

    def rulings_naming_card(self, code: str) -> tuple[Any, ...]:
        """Rulings that name the card."""
        return self.corpus().rulings_for_card(code)

    # -- engine ---------------------------------------------------------------------------
    def engine(self) -> ModuleType:
        return engine_api

    def scenarios(self) -> list[dict[str, Any]]:
        """The shipped scenarios (file, id, title, case, rulings, sections)."""
        return self._once("scenarios", self.engine().list_scenarios)

    def scenarios_for_ruling(self, ruling_id: str) -> list[dict[str, Any]]:
        """Golden scenarios demonstrating the ruling."""
        return [s for s in self.scenarios() if ruling_id in s.get("rulings", ())]

    def scenarios_citing_section(self, section_id: str) -> list[dict[str, Any]]:
        """Golden scenarios that name the section among their sources."""
        return [s for s in self.scenarios() if section_id in s.get("sections", ())]

    def scenario(self, name: str) -> Any:
        """A shipped scenario by id or file name, loaded and validated once."""
        for entry in self.scenarios():
            if name in (entry["id"], entry["file"], entry["file"].removesuffix(".yaml")):
                key = f"scenario:{entry['file']}"
                path = self.engine().scenarios_dir() / entry["file"]
                load = functools.partial(self.engine().load_scenario, path, settings=self.settings)
                return self._once(key, load)
        raise NotFound(f"Nie ma scenariusza „{name[:60]}”. Lista: /replay.")

    def scenario_from_text(self, text: str) -> Any:
        """An uploaded or pasted scenario, validated (ScenarioError lists every problem)."""
        return self.engine().load_scenario_text(
            text, name="przesłany scenariusz", settings=self.settings
        )

    def replay(self, cache_key: str, scenario: Any, decisions: dict[str, Any]) -> Any:
        """The replay of `scenario` with `decisions`; recent ones are kept (deterministic)."""
        key = (cache_key, repr(sorted(decisions.items())))
        with self._lock:
            hit = self._replays.get(key)
            if hit is not None:
                self._replays.move_to_end(key)
                return hit
        engine = self.engine()
        with engine.replay_budget(REPLAY_BUDGET):
            result = engine.replay(scenario, decisions)
        with self._lock:
            self._replays[key] = result
            while len(self._replays) > REPLAY_CACHE_SIZE:
                self._replays.popitem(last=False)
        return result


GAME_NAMES: dict[str, str] = GAME_NAMES_PL

# The kinds of search results (the search room's `--kind` values) and their Polish labels.
SEARCH_KINDS: dict[str, str] = {
    "rule": "zasady",
    "faq": "FAQ",
    "clarification": "wyjaśnienia kart",
    "errata": "errata",
    "glossary": "słowniczek",
    "card": "karty",
}

RULING_KIND_NAMES: dict[str, str] = RULING_KIND_NAMES_PL


def sources() -> Sources:
    """The `Sources` of the running app."""
    from flask import current_app

    return current_app.extensions["judge.sources"]


def _progress_printer(echo: Callable[[str], None]) -> Callable[[int, int], None]:
    """A progress callback printing every 10 % of the index build."""
    shown = {-1}

    def progress(done: int, total: int) -> None:
        tenth = done * 10 // total if total else 10
        if tenth not in shown:
            shown.add(tenth)
            echo(f"  indeks: {done}/{total}")

    return progress
