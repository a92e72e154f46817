"""`judge cards update` (issue 14): the card database downloaded as one ZIP archive, checked,
and swapped in atomically; from then on the default. The tests serve an archive built at run
time from ../shared/data/swdestinydb on a local HTTP server (no internet in CI)."""

from __future__ import annotations

import functools
import http.server
import json
import subprocess
import sys
import threading
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from judge.cards.db import load_card_database
from judge.cards.update import UpdateError, update_cards
from judge.config import Settings, installed_cards


def _zip(source: Path, destination: Path, top: str = "swdestinydb-json-data-master") -> Path:
    with zipfile.ZipFile(destination, "w", zipfile.ZIP_DEFLATED) as bundle:
        for path in sorted(source.rglob("*")):
            if path.is_file():
                bundle.write(path, f"{top}/{path.relative_to(source).as_posix()}")
    return destination


@pytest.fixture()
def served(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    """A local HTTP server over `tmp_path/www`; yields its base URL and the directory."""
    www = tmp_path / "www"
    www.mkdir()
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(www))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", www
    finally:
        server.shutdown()
        server.server_close()


def test_update_installs_and_becomes_the_default(
    cards_db: Path, served: tuple[str, Path], tmp_path: Path
) -> None:
    base, www = served
    _zip(cards_db, www / "cards.zip")
    settings = Settings(data_dir=tmp_path / "data", cards_path=None)
    result = update_cards(settings, f"{base}/cards.zip")
    expected = load_card_database(cards_db)
    shared = [c for c in expected.cards.values() if c.source == "db"]
    assert result.cards == len(shared) and result.polish_texts > 100
    assert installed_cards(settings.data_dir) == result.path
    resolved = Settings.resolve(data_dir=settings.data_dir)
    assert resolved.cards_path == result.path
    assert "01001" in load_card_database(resolved.cards_path).cards


def test_a_second_update_swaps_and_keeps_the_previous(
    cards_db: Path, served: tuple[str, Path], tmp_path: Path
) -> None:
    base, www = served
    _zip(cards_db, www / "cards.zip")
    settings = Settings(data_dir=tmp_path / "data", cards_path=None)
    first = update_cards(settings, f"{base}/cards.zip")
    second = update_cards(settings, f"{base}/cards.zip")
    third = update_cards(settings, f"{base}/cards.zip")
    assert second.previous == first.path and third.previous == second.path
    assert installed_cards(settings.data_dir) == third.path
    assert not first.path.exists() and second.path.exists()


@pytest.mark.parametrize(
    ("name", "body", "expected"),
    [
        ("missing.zip", None, "404"),
        ("not-a-zip.zip", b"<html>hello</html>", "nie jest archiwum ZIP"),
    ],
)
def test_a_failed_download_leaves_the_installed_copy(
    cards_db: Path,
    served: tuple[str, Path],
    tmp_path: Path,
    name: str,
    body: bytes | None,
    expected: str,
) -> None:
    base, www = served
    _zip(cards_db, www / "cards.zip")
    settings = Settings(data_dir=tmp_path / "data", cards_path=None)
    installed = update_cards(settings, f"{base}/cards.zip").path
    if body is not None:
        (www / name).write_bytes(body)
    with pytest.raises(UpdateError) as info:
        update_cards(settings, f"{base}/{name}")
    assert expected in info.value.message and "bez zmian" in info.value.message
    assert installed_cards(settings.data_dir) == installed
    assert not [p for p in installed.parent.iterdir() if p.name.startswith("tmp-")]


def test_an_archive_without_cards_is_refused(served: tuple[str, Path], tmp_path: Path) -> None:
    base, www = served
    empty = tmp_path / "empty"
    (empty / "set").mkdir(parents=True)
    (empty / "README.md").write_text("nic", encoding="utf-8")
    _zip(empty, www / "empty.zip")
    settings = Settings(data_dir=tmp_path / "data", cards_path=None)
    with pytest.raises(UpdateError):
        update_cards(settings, f"{base}/empty.zip")
    assert installed_cards(settings.data_dir) is None


def test_a_path_escaping_the_archive_is_refused(
    served: tuple[str, Path], tmp_path: Path
) -> None:
    base, www = served
    with zipfile.ZipFile(www / "evil.zip", "w") as bundle:
        bundle.writestr("top/set/AW.json", "[]")
        bundle.writestr("top/../../escape.json", "[]")
    settings = Settings(data_dir=tmp_path / "data", cards_path=None)
    with pytest.raises(UpdateError) as info:
        update_cards(settings, f"{base}/evil.zip")
    assert "Niebezpieczna ścieżka" in info.value.message
    assert not (tmp_path / "escape.json").exists()


def test_cli_update_json(cards_db: Path, served: tuple[str, Path], tmp_path: Path) -> None:
    base, www = served
    _zip(cards_db, www / "cards.zip")
    data = tmp_path / "data"
    command = [sys.executable, "-m", "judge", "--data-dir", str(data), "cards", "update"]
    result = subprocess.run(
        [*command, "--url", f"{base}/cards.zip", "--json"],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["cards"] > 1000
    failed = subprocess.run(
        [*command, "--url", f"{base}/nothing.zip"],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert failed.returncode == 2 and "404" in failed.stderr and "Traceback" not in failed.stderr


def test_serve_without_cards_says_what_works(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from judge.web.cli import _offer_cards

    settings = Settings(data_dir=tmp_path / "data", cards_path=None)
    assert _offer_cards(settings) == settings  # not a terminal: no question asked
    said = capsys.readouterr().err
    assert "Brak bazy kart" in said and "judge cards update" in said


def test_a_missing_card_says_how_to_get_the_database(tmp_path: Path) -> None:
    from judge.engine.api import load_scenario_text
    from judge.engine.core.errors import ScenarioError

    text = "players:\n  P1:\n    characters: [{id: rey, card: '01038'}]\n  P2: {}\n"
    with pytest.raises(ScenarioError) as info:
        load_scenario_text(text, cards_path=None)
    assert "judge cards update" in info.value.message
