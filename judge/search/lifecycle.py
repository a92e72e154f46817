"""Where the index lives and when it is (re)built.

The index of a given set of sources lives in `<data dir>/search/index-<key>/`, where the key
is the content hash of `judge.search.sources.source_key`. The lifecycle guarantees:

- **built on first use**: `ensure_index` builds it when no directory for the current key
  exists, with a progress line on stderr when stderr is a terminal;
- **rebuilt when a source changes**: a changed corpus, grammar, card database or analyzer
  gives a new key, hence a new directory;
- **atomic**: the build writes into a temporary directory `tmp-*` next to the final one and
  renames it into place when complete (`rename` is atomic on one file system). A crash
  mid-build leaves a `tmp-*` directory that the next build removes, never a half-built index
  under the final name;
- **one builder at a time**: builders take an exclusive `flock` on `search/build.lock`; a
  second process waits, then finds the index built and uses it;
- **safe for concurrent readers**: a finished index directory is never modified. Older index
  directories are removed after a new build, except the previous one, which readers started
  before the rebuild may still have open;
- **self-healing**: an index that cannot be opened or read (a truncated file, a disk error) is
  retired and built again once (`DAMAGE`); if that fails too, the user gets a `JudgeError`
  saying where the data directory is, never a traceback.
"""

from __future__ import annotations

import fcntl
import os
import shutil
import sqlite3
import struct
import sys
import tempfile
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from judge.config import Settings
from judge.errors import JudgeError
from judge.search import sources
from judge.search.build import META_FILE, Progress, build_index
from judge.search.searcher import SearchIndex

INDEX_ROOT = "search"
INDEX_PREFIX = "index-"
TEMP_PREFIX = "tmp-"
LOCK_FILE = "build.lock"
KEEP_PREVIOUS = 1

UnitsLoader = Callable[[Settings], list]

# What a damaged index raises while being opened or read (units, lexicon and postings are
# SQLite, the metadata JSON).
DAMAGE: tuple[type[BaseException], ...] = (
    OSError,
    EOFError,
    ValueError,
    KeyError,
    struct.error,
    sqlite3.DatabaseError,
)


def index_root(settings: Settings) -> Path:
    return settings.data_dir / INDEX_ROOT


def index_dir(settings: Settings, key: str | None = None) -> Path:
    return index_root(settings) / f"{INDEX_PREFIX}{(key or sources.source_key(settings))[:24]}"


def is_complete(directory: Path) -> bool:
    return (directory / META_FILE).is_file()


def index_needs_build(settings: Settings) -> bool:
    """Whether `ensure_index` would build (the web app says "building the index…" then)."""
    return not is_complete(index_dir(settings))


def terminal_progress() -> Progress | None:
    """A progress line on stderr when it is a terminal, else nothing."""
    if not sys.stderr.isatty():
        return None

    def report(done: int, total: int) -> None:
        end = "\n" if done >= total else ""
        print(
            f"\rBudowanie indeksu wyszukiwania: {done}/{total} fragmentów",
            end=end,
            file=sys.stderr,
            flush=True,
        )

    return report


def _say(message: str) -> None:
    if sys.stderr.isatty():
        print(message, file=sys.stderr, flush=True)


@contextmanager
def build_lock(root: Path) -> Iterator[None]:
    """Exclusive lock of the index root across processes (blocks until free)."""
    with open(root / LOCK_FILE, "a+") as handle:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            _say("Inny proces buduje indeks wyszukiwania; czekam…")
            fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def _remove_stale(root: Path, current: Path) -> None:
    """Remove leftovers of crashed builds, and index directories older than the previous one."""
    for path in root.glob(f"{TEMP_PREFIX}*"):
        shutil.rmtree(path, ignore_errors=True)
    others = sorted(
        (path for path in root.glob(f"{INDEX_PREFIX}*") if path != current),
        key=lambda path: path.stat().st_mtime,
        reverse=True,
    )
    for path in others[KEEP_PREVIOUS:]:
        shutil.rmtree(path, ignore_errors=True)


def ensure_index(
    settings: Settings,
    *,
    progress: Progress | None = None,
    loader: UnitsLoader | None = None,
    key: str | None = None,
) -> Path:
    """The directory of the current index, built first if needed. See the module docstring.

    `progress` defaults to a progress line on a terminal. `loader` (default:
    `judge.search.sources.load_units`) and `key` exist for tests.
    """
    key = key or sources.source_key(settings)
    target = index_dir(settings, key)
    if is_complete(target):
        return target
    root = index_root(settings)
    try:
        root.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise JudgeError(
            f"Nie mogę utworzyć katalogu danych „{root}”: {exc.strerror}. "
            "Wskaż inny przez --data-dir lub JUDGE_DATA."
        ) from None
    with build_lock(root):
        if is_complete(target):  # another process built it while we waited
            return target
        _remove_stale(root, target)
        _say("Buduję indeks wyszukiwania (pierwsze użycie lub zmienione źródła)…")
        temporary = Path(tempfile.mkdtemp(prefix=TEMP_PREFIX, dir=root))
        try:
            build_index(
                (loader or sources.load_units)(settings),
                temporary / "build",
                key=key,
                progress=progress or terminal_progress(),
            )
            os.rename(temporary / "build", target)
        finally:
            shutil.rmtree(temporary, ignore_errors=True)
        _remove_stale(root, target)
    return target


_open_indexes: dict[tuple[Path, Path | None, Path | None], SearchIndex] = {}
_open_lock = threading.Lock()


def open_index(settings: Settings) -> SearchIndex:
    """The current index of `settings`, built if needed, opened once per process."""
    cache_key = (settings.data_dir, settings.cards_path, settings.lcg_cards_path)
    with _open_lock:
        index = _open_indexes.get(cache_key)
        if index is None:
            index = open_checked(settings)
            _open_indexes[cache_key] = index
        return index


def open_checked(
    settings: Settings, *, loader: UnitsLoader | None = None, key: str | None = None
) -> SearchIndex:
    """Open the current index; a damaged one is retired and built again once."""
    directory = ensure_index(settings, loader=loader, key=key)
    try:
        return SearchIndex(directory)
    except DAMAGE as exc:
        _say(f"Indeks wyszukiwania jest uszkodzony ({type(exc).__name__}); buduję go od nowa…")
        retire(settings, directory)
    directory = ensure_index(settings, loader=loader, key=key)
    try:
        return SearchIndex(directory)
    except DAMAGE as exc:
        raise JudgeError(
            f"Nie mogę otworzyć indeksu wyszukiwania w „{directory}” ({type(exc).__name__}), "
            "także po zbudowaniu go od nowa. Sprawdź dysk i katalog danych (--data-dir, "
            "JUDGE_DATA)."
        ) from None


def retire(settings: Settings, directory: Path) -> None:
    """Take a (damaged) index directory out of use, atomically, so the next open rebuilds."""
    root = index_root(settings)
    with build_lock(root):
        if directory.exists():
            retired = Path(tempfile.mkdtemp(prefix=TEMP_PREFIX, dir=root))
            os.rename(directory, retired / "old")
            shutil.rmtree(retired, ignore_errors=True)


def repair_index(settings: Settings) -> None:
    """An open index failed while searching: close it, retire its directory (rebuilt on the
    next `open_index`)."""
    cache_key = (settings.data_dir, settings.cards_path, settings.lcg_cards_path)
    with _open_lock:
        index = _open_indexes.pop(cache_key, None)
    if index is not None:
        directory = index.directory
        index.close()
        retire(settings, directory)


def close_indexes() -> None:
    """Close every index this process opened (tests; a web worker that reloads sources)."""
    with _open_lock:
        for index in _open_indexes.values():
            index.close()
        _open_indexes.clear()


def rebuild_index(settings: Settings) -> Path:
    """Build the current index again from scratch (e.g. after editing the analyzer code in a
    way the key does not see). Readers of this process reopen it."""
    close_indexes()
    key = sources.source_key(settings)
    target = index_dir(settings, key)
    root = index_root(settings)
    if target.exists():
        root.mkdir(parents=True, exist_ok=True)
        with build_lock(root):
            retired = Path(tempfile.mkdtemp(prefix=TEMP_PREFIX, dir=root))
            os.rename(target, retired / "old")  # atomic: readers see old or nothing
            shutil.rmtree(retired, ignore_errors=True)
    return ensure_index(settings, key=key)
