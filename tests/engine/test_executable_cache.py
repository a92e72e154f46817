"""`judge cards check` keeps the smoke run's per-card result in the data directory, under a
digest of the card data and of the program: a second run reads it; a changed card (or a
changed program) runs the smoke again; a broken or foreign file is ignored."""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import pytest

from judge.cards.model import Card
from judge.engine import api
from judge.engine.destiny import smoke


@dataclass
class FakeDatabase:
    cards: dict[str, Card]


@dataclass
class FakeResult:
    code: str
    executable: bool
    abilities: dict[int, str]
    static: str | None = None


def _database(text: str = "Daj dowolnej postaci 1 żeton osłony.") -> FakeDatabase:
    card = Card(code="99001", name="Próba", name_en="Test", type="event", text=text, lang="pl")
    return FakeDatabase({"99001": card})


@pytest.fixture
def runs(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Counts smoke runs; the fake run says every card with a text is executable."""
    calls: list[int] = []

    def fake_pool(cards: Any, database: Any, **_: Any) -> list[FakeResult]:
        calls.append(1)
        return [FakeResult(c.code, True, {0: "effect"}) for c in cards if c.text]

    monkeypatch.setattr(smoke, "smoke_pool", fake_pool)
    return calls


def test_a_second_run_reads_the_cache(tmp_path: Path, runs: list[int]) -> None:
    first = api.executable_cards(_database(), cache_dir=tmp_path)
    second = api.executable_cards(_database(), cache_dir=tmp_path)
    assert first == second == {"99001": True}
    assert len(runs) == 1
    assert (tmp_path / api.EXECUTABLE_CACHE).is_file()


def test_a_changed_card_runs_the_smoke_again(tmp_path: Path, runs: list[int]) -> None:
    api.executable_cards(_database(), cache_dir=tmp_path)
    changed = _database()
    changed.cards["99001"] = replace(changed.cards["99001"], text="Dobierz kartę.")
    api.executable_cards(changed, cache_dir=tmp_path)
    assert len(runs) == 2


def test_a_broken_or_foreign_cache_is_ignored(tmp_path: Path, runs: list[int]) -> None:
    path = tmp_path / api.EXECUTABLE_CACHE
    path.write_text("{not json", encoding="utf-8")
    assert api.executable_cards(_database(), cache_dir=tmp_path) == {"99001": True}
    path.write_text(json.dumps({"key": "other", "cards": {"99001": False}}), encoding="utf-8")
    assert api.executable_cards(_database(), cache_dir=tmp_path) == {"99001": True}
    assert len(runs) == 2


def test_without_a_cache_directory_every_run_measures(runs: list[int]) -> None:
    api.executable_cards(_database())
    api.executable_cards(_database())
    assert len(runs) == 2
