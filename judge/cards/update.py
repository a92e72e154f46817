"""`judge cards update`: download the card data of Destiny and of the LCG into the data directory.

Sources, each one zip archive of a public GitHub repository's default branch, in exactly the
layout the importers read, with no API key:

* Destiny: `fafranco82/swdestinydb-json-data`, the data behind SWDestinyDB itself
  (`set/*.json`, `translations/pl/set/*.json`), a few MB. (The site's public API answers card
  by card in another shape and would need hundreds of requests.)
* the LCG (Star Wars: The Card Game): `jgornick/swlcg-json` (`json/<product>.json`), the
  community database built from the OCTGN set definitions.

`--url` / `--lcg-url` take any other copy of those archives (a mirror, or a `file://` URL of a
zip brought to an offline venue on a USB stick).

The update is safe to interrupt and never leaves a half-written database in use:

1. the archive is streamed to a temporary file, refused past `MAX_DOWNLOAD_BYTES`;
2. it is unpacked into `<root>/tmp-*` next to the installed copies (`cards/` for Destiny,
   `lcg-cards/` for the LCG), member by member: only `.json` and `.md` files under the
   archive's one top directory, no absolute paths or `..`, at most `MAX_UNPACKED_BYTES` in all;
3. the unpacked copy is loaded with the game's card importer: it must hold cards, or the update
   stops and the installed copy stays;
4. it is renamed to `<root>/<prefix><UTC time>` and `<root>/CURRENT` is replaced (write a
   temporary file, `os.replace`: atomic) to name it; older copies but the previous one go.

`Settings.resolve` then uses it whenever neither the option (`--cards`, `--lcg-cards`) nor the
environment variable names another.
"""

from __future__ import annotations

import os
import shutil
import tempfile
import time
import urllib.error
import urllib.request
import zipfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from judge.cards.db import CardDatabaseError, load_card_database
from judge.cards.lcg.records import load as load_lcg_cards
from judge.config import (
    CURRENT_CARDS_FILE,
    INSTALLED_CARDS_DIR,
    INSTALLED_LCG_CARDS_DIR,
    Settings,
    installed_cards_root,
)
from judge.errors import JudgeError

DEFAULT_URL = "https://github.com/fafranco82/swdestinydb-json-data/archive/refs/heads/master.zip"
# HEAD: the repository's default branch, whatever its name.
DEFAULT_LCG_URL = "https://github.com/jgornick/swlcg-json/archive/HEAD.zip"
MAX_DOWNLOAD_BYTES = 100 * 1024 * 1024
MAX_UNPACKED_BYTES = 400 * 1024 * 1024
COPY_PREFIX = "swdestinydb-"
LCG_COPY_PREFIX = "swlcg-"
TEMP_PREFIX = "tmp-"
ALLOWED_SUFFIXES = (".json", ".md")
TIMEOUT_S = 60


class UpdateError(JudgeError):
    """The update could not be completed; the installed card database is unchanged."""


@dataclass(frozen=True)
class CardSource:
    """One game's card data: where it comes from, where it is kept, how it is checked."""

    game: str
    name: str  # as a message names it
    default_url: str
    directory: str
    prefix: str
    check: Callable[[Path], tuple[int, int]]
    option: str  # the CLI option that names another copy


@dataclass(frozen=True)
class UpdateResult:
    path: Path
    cards: int
    polish_texts: int
    url: str
    previous: Path | None
    game: str = "destiny"

    def to_json(self) -> dict[str, object]:
        return {
            "game": self.game,
            "path": str(self.path),
            "cards": self.cards,
            "polish_texts": self.polish_texts,
            "url": self.url,
            "previous": str(self.previous) if self.previous else None,
        }


def update_cards(
    settings: Settings, url: str | None = None, source: CardSource | None = None
) -> UpdateResult:
    """Download, check and install one game's card data (Destiny unless `source` says
    otherwise); see the module docstring."""
    source = source or DESTINY
    url = url or source.default_url
    root = installed_cards_root(settings, source.directory)
    try:
        root.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise UpdateError(
            f"Nie mogę utworzyć katalogu „{root}”: {exc.strerror}. Wskaż inny katalog danych "
            "przez --data-dir lub JUDGE_DATA."
        ) from None
    work = Path(tempfile.mkdtemp(prefix=TEMP_PREFIX, dir=root))
    try:
        archive = work / "archive.zip"
        _download(url, archive, source.option)
        unpacked = _unpack(archive, work / "unpacked")
        cards, polish = source.check(unpacked)
        target = root / f"{source.prefix}{time.strftime('%Y%m%dT%H%M%S', time.gmtime())}"
        suffix = 1
        while target.exists():
            suffix += 1
            target = target.with_name(f"{target.name.split('.')[0]}.{suffix}")
        os.rename(unpacked, target)
        previous = _current(root)
        _point_to(root, target)
        _remove_old(root, source.prefix, keep={target, *([previous] if previous else [])})
        return UpdateResult(target, cards, polish, url, previous, source.game)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def _download(url: str, destination: Path, option: str = "--url") -> None:
    request = urllib.request.Request(url, headers={"User-Agent": "judge-cards-update"})
    try:
        with urllib.request.urlopen(request, timeout=TIMEOUT_S) as response:
            declared = response.headers.get("Content-Length")
            if declared and declared.isdigit() and int(declared) > MAX_DOWNLOAD_BYTES:
                raise UpdateError(_too_big(int(declared)))
            size = 0
            with open(destination, "wb") as out:
                while chunk := response.read(1 << 16):
                    size += len(chunk)
                    if size > MAX_DOWNLOAD_BYTES:
                        raise UpdateError(_too_big(size))
                    out.write(chunk)
    except urllib.error.HTTPError as exc:
        raise UpdateError(
            f"Serwer odpowiedział {exc.code} dla {url}; baza kart bez zmian."
        ) from None
    except (urllib.error.URLError, OSError, ValueError) as exc:
        reason = getattr(exc, "reason", None) or exc
        raise UpdateError(
            f"Nie mogę pobrać {url} ({reason}). Sprawdź połączenie albo podaj {option} z kopią "
            "archiwum (także file://…); baza kart bez zmian."
        ) from None


def _too_big(size: int) -> str:
    return (
        f"Archiwum ma ponad {MAX_DOWNLOAD_BYTES // (1024 * 1024)} MB ({size} B): to nie jest "
        "archiwum bazy kart; baza kart bez zmian."
    )


def _unpack(archive: Path, destination: Path) -> Path:
    """The archive's one top directory, unpacked safely into `destination`."""
    try:
        bundle = zipfile.ZipFile(archive)
    except zipfile.BadZipFile:
        raise UpdateError("Pobrany plik nie jest archiwum ZIP; baza kart bez zmian.") from None
    with bundle:
        members = [m for m in bundle.infolist() if not m.is_dir()]
        tops = {PurePosixPath(m.filename).parts[0] for m in members if m.filename}
        if len(tops) != 1:
            raise UpdateError("Archiwum nie ma jednego katalogu głównego; baza kart bez zmian.")
        total = 0
        for member in members:
            path = PurePosixPath(member.filename)
            if path.is_absolute() or ".." in path.parts or "\\" in member.filename:
                raise UpdateError(f"Niebezpieczna ścieżka w archiwum: {member.filename[:80]}.")
            if path.suffix.lower() not in ALLOWED_SUFFIXES:
                continue
            total += member.file_size
            if total > MAX_UNPACKED_BYTES:
                raise UpdateError("Archiwum po rozpakowaniu jest za duże; baza kart bez zmian.")
            target = destination.joinpath(*path.parts[1:])
            target.parent.mkdir(parents=True, exist_ok=True)
            with bundle.open(member) as source, open(target, "wb") as out:
                shutil.copyfileobj(source, out, 1 << 16)
    return destination


def _check_lcg(directory: Path) -> tuple[int, int]:
    """Load the unpacked LCG copy as the importer will; it must hold cards (texts are
    English: the second figure is 0)."""
    try:
        cards = load_lcg_cards(directory)
    except JudgeError as exc:
        raise UpdateError(f"Pobrane dane nie są bazą kart LCG (swlcg): {exc.message}") from None
    if not len(cards):
        raise UpdateError("Pobrane dane nie zawierają żadnej karty LCG; baza kart bez zmian.")
    return len(cards), 0


def _check(directory: Path) -> tuple[int, int]:
    """Load the unpacked copy as the importer will; it must hold cards."""
    try:
        database = load_card_database(directory)
    except (CardDatabaseError, JudgeError) as exc:
        raise UpdateError(f"Pobrane dane nie są bazą kart SWDestinyDB: {exc.message}") from None
    records = [card for card in database.cards.values() if card.source == "db"]
    if not records:
        raise UpdateError("Pobrane dane nie zawierają żadnej karty; baza kart bez zmian.")
    polish = sum(1 for card in records if card.lang == "pl" and card.text)
    return len(records), polish


def _current(root: Path) -> Path | None:
    pointer = root / CURRENT_CARDS_FILE
    try:
        name = pointer.read_text(encoding="utf-8").strip()
    except OSError:
        return None
    path = root / name
    return path if name and path.is_dir() else None


def _point_to(root: Path, target: Path) -> None:
    temporary = root / f"{TEMP_PREFIX}{CURRENT_CARDS_FILE}-{os.getpid()}"
    temporary.write_text(target.name + "\n", encoding="utf-8")
    os.replace(temporary, root / CURRENT_CARDS_FILE)


def _remove_old(root: Path, prefix: str, keep: set[Path]) -> None:
    for path in root.iterdir():
        if path.is_dir() and path.name.startswith(prefix) and path not in keep:
            shutil.rmtree(path, ignore_errors=True)
        elif (
            path.name.startswith(TEMP_PREFIX)
            and path.is_dir()
            and time.time() - path.stat().st_mtime > 3600
        ):
            # a crashed earlier update an hour old (ours is removed by update_cards itself)
            shutil.rmtree(path, ignore_errors=True)


DESTINY = CardSource(
    "destiny", "SWDestinyDB", DEFAULT_URL, INSTALLED_CARDS_DIR, COPY_PREFIX, _check, "--url"
)
LCG = CardSource(
    "lcg",
    "kart LCG (swlcg)",
    DEFAULT_LCG_URL,
    INSTALLED_LCG_CARDS_DIR,
    LCG_COPY_PREFIX,
    _check_lcg,
    "--lcg-url",
)
SOURCES = {source.game: source for source in (DESTINY, LCG)}
