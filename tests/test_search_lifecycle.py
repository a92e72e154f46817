"""Index lifecycle: built on first use, keyed by content, atomic, one builder at a time."""

from __future__ import annotations

import multiprocessing
from pathlib import Path

import pytest
from search_support import AMBUSH, GUARDIAN, UNITS

from judge.config import Settings
from judge.errors import JudgeError
from judge.search import lifecycle, sources
from judge.search.api import close_indexes, index_needs_build, search
from judge.search.build import META_FILE
from judge.search.query import parse_query


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(data_dir=tmp_path / "data", cards_path=None)


@pytest.fixture(autouse=True)
def _close_indexes() -> None:
    yield
    close_indexes()


def counting_loader(calls: list[int]):
    def load(_settings: Settings) -> list:
        calls.append(1)
        return list(UNITS)

    return load


def test_built_once_then_reused(settings: Settings) -> None:
    calls: list[int] = []
    first = lifecycle.ensure_index(settings, loader=counting_loader(calls), key="k1")
    second = lifecycle.ensure_index(settings, loader=counting_loader(calls), key="k1")
    assert first == second and (first / META_FILE).is_file()
    assert calls == [1]


def test_new_key_builds_a_new_index_and_prunes_old_ones(settings: Settings) -> None:
    calls: list[int] = []
    directories = [
        lifecycle.ensure_index(settings, loader=counting_loader(calls), key=key)
        for key in ("k1", "k2", "k3")
    ]
    assert len(set(directories)) == 3 and len(calls) == 3
    left = sorted(p.name for p in lifecycle.index_root(settings).glob("index-*"))
    # the current index and the previous one (readers may still use it) are kept
    assert left == sorted(d.name for d in directories[1:])


def test_crash_mid_build_leaves_no_index_and_no_debris(settings: Settings) -> None:
    def broken(_settings: Settings) -> list:
        def units():
            yield GUARDIAN
            raise RuntimeError("power cut")

        return units()  # build_index consumes it and fails half-way

    with pytest.raises(RuntimeError):
        lifecycle.ensure_index(settings, loader=broken, key="k1")
    root = lifecycle.index_root(settings)
    assert not list(root.glob("index-*"))
    assert not list(root.glob("tmp-*"))
    # the next attempt builds normally
    built = lifecycle.ensure_index(settings, loader=lambda s: [AMBUSH], key="k1")
    assert (built / META_FILE).is_file()


def test_leftover_temporary_directory_is_removed(settings: Settings) -> None:
    root = lifecycle.index_root(settings)
    (root / "tmp-crashed" / "build" / "whoosh").mkdir(parents=True)
    lifecycle.ensure_index(settings, loader=lambda s: [AMBUSH], key="k1")
    assert not (root / "tmp-crashed").exists()


def _build_in_child(data_dir: str, log: str) -> None:
    settings = Settings(data_dir=Path(data_dir), cards_path=None)

    def loader(_settings: Settings) -> list:
        with open(log, "a") as handle:
            handle.write("build\n")
        return list(UNITS)

    lifecycle.ensure_index(settings, loader=loader, key="shared-key")


def test_concurrent_processes_build_once(settings: Settings, tmp_path: Path) -> None:
    log = tmp_path / "builds.log"
    context = multiprocessing.get_context("spawn")
    children = [
        context.Process(target=_build_in_child, args=(str(settings.data_dir), str(log)))
        for _ in range(3)
    ]
    for child in children:
        child.start()
    for child in children:
        child.join(timeout=120)
        assert child.exitcode == 0
    assert log.read_text().splitlines() == ["build"]


def test_search_builds_on_first_use(settings: Settings, monkeypatch) -> None:
    monkeypatch.setattr(sources, "source_key", lambda s: "fixture-key")
    monkeypatch.setattr(sources, "load_units", lambda s: list(UNITS))
    assert index_needs_build(settings)
    response = search("straznik", settings=settings)
    assert response.results[0].id == GUARDIAN.id
    assert not index_needs_build(settings)


def test_source_key_follows_the_card_database(tmp_path: Path) -> None:
    cards = tmp_path / "cards"
    (cards / "set").mkdir(parents=True)
    (cards / "set" / "AW.json").write_text("[]", encoding="utf-8")
    with_cards = Settings(data_dir=tmp_path, cards_path=cards)
    without = Settings(data_dir=tmp_path, cards_path=None)
    first = sources.source_key(with_cards)
    assert first == sources.source_key(with_cards)
    assert first != sources.source_key(without)
    (cards / "set" / "AW.json").write_text('[{"code": "01001"}]', encoding="utf-8")
    assert sources.source_key(with_cards) != first


def test_bad_card_path_is_a_judge_error(tmp_path: Path) -> None:
    from judge.errors import JudgeError

    with pytest.raises(JudgeError, match="SWDestinyDB"):
        sources.source_key(Settings(data_dir=tmp_path, cards_path=tmp_path / "nowhere"))


def _damage(directory: Path, name_part: str) -> None:
    for path in directory.rglob("*"):
        if path.is_file() and name_part in path.name:
            with open(path, "r+b") as handle:
                handle.truncate(path.stat().st_size // 2)


@pytest.mark.parametrize("damaged", ["meta.json", "units.sqlite"])
def test_a_truncated_index_is_rebuilt_once(settings: Settings, damaged: str) -> None:
    """Issue 18: a truncated file of the index (a disk filled up, a copy cut short) is not a
    traceback: the index is retired and built again, and searching works."""
    calls: list[int] = []
    directory = lifecycle.ensure_index(settings, loader=counting_loader(calls), key="k1")
    _damage(directory, damaged)
    try:
        index = lifecycle.open_checked(settings, loader=counting_loader(calls), key="k1")
        index.search(parse_query("strażnik"))  # damage may show only when reading
    except lifecycle.DAMAGE:
        # opened fine but the damage shows when reading: what `search` repairs
        lifecycle.retire(settings, directory)
        index = lifecycle.open_checked(settings, loader=counting_loader(calls), key="k1")
    hits, _total, _notes = index.search(parse_query("strażnik"))
    assert hits and calls == [1, 1]
    index.close()


def test_an_index_that_cannot_be_rebuilt_is_a_judge_error(
    settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    lifecycle.ensure_index(settings, loader=counting_loader([]), key="k1")

    def broken(_directory: Path) -> None:
        raise EOFError("truncated")

    monkeypatch.setattr(lifecycle, "SearchIndex", broken)
    with pytest.raises(JudgeError) as info:
        lifecycle.open_checked(settings, loader=counting_loader([]), key="k1")
    assert "także po zbudowaniu" in info.value.message


def test_an_unwritable_data_directory_is_a_judge_error(tmp_path: Path) -> None:
    """A data directory that cannot be created (here: a file is in the way; a read-only
    disk gives the same OSError) is a message naming it and how to choose another."""
    blocker = tmp_path / "data"
    blocker.write_text("not a directory", encoding="utf-8")
    settings = Settings(data_dir=blocker, cards_path=None)
    with pytest.raises(JudgeError) as info:
        lifecycle.ensure_index(settings, loader=counting_loader([]), key="k1")
    assert str(blocker) in info.value.message and "JUDGE_DATA" in info.value.message
