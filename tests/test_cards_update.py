"""`judge cards update` (issue 14): the card database downloaded as one ZIP archive, checked,
and swapped in atomically; from then on the default. The tests serve an archive built at run
time from ../shared/data/swdestinydb on a local HTTP server (no internet in CI)."""

from __future__ import annotations

import functools
import http.server
import json
import os
import subprocess
import sys
import threading
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from judge.cards.db import load_card_database
from judge.cards.lcg.records import load as load_lcg
from judge.cards.update import LCG, UpdateError, update_cards
from judge.config import Settings, installed_cards, installed_lcg_cards


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


def test_a_path_escaping_the_archive_is_refused(served: tuple[str, Path], tmp_path: Path) -> None:
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
        [*command, "--game", "destiny", "--url", f"{base}/cards.zip", "--json"],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["destiny"]["cards"] > 1000
    failed = subprocess.run(
        [*command, "--game", "destiny", "--url", f"{base}/nothing.zip"],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert failed.returncode == 2 and "404" in failed.stderr and "Traceback" not in failed.stderr


def test_lcg_update_installs_and_becomes_the_default(
    lcg_cards: Path, served: tuple[str, Path], tmp_path: Path
) -> None:
    base, www = served
    _zip(lcg_cards, www / "swlcg.zip", top="swlcg-json-0123abc")
    settings = Settings(data_dir=tmp_path / "data", cards_path=None)
    result = update_cards(settings, f"{base}/swlcg.zip", LCG)
    assert result.game == "lcg" and result.cards == len(load_lcg(lcg_cards)) > 300
    assert installed_lcg_cards(settings.data_dir) == result.path
    assert installed_cards(settings.data_dir) is None  # the Destiny copy is another directory
    resolved = Settings.resolve(data_dir=settings.data_dir)
    assert resolved.lcg_cards_path == result.path and resolved.cards_path is None
    # A Destiny archive is not LCG data: refused, the installed copy stays.
    empty = tmp_path / "empty"
    (empty / "set").mkdir(parents=True)
    (empty / "set" / "AW.json").write_text("[]", encoding="utf-8")
    _zip(empty, www / "destiny-only.zip")
    with pytest.raises(UpdateError) as info:
        update_cards(settings, f"{base}/destiny-only.zip", LCG)
    assert "LCG" in info.value.message
    assert installed_lcg_cards(settings.data_dir) == result.path


def test_cli_updates_both_games_and_lcg_replays_then_work(
    cards_db: Path, lcg_cards: Path, served: tuple[str, Path], tmp_path: Path
) -> None:
    """The README's `judge cards update` (both games), then an LCG scenario replays with no
    --lcg-cards: the installed copy is the default."""
    base, www = served
    _zip(cards_db, www / "cards.zip")
    _zip(lcg_cards, www / "swlcg.zip", top="swlcg-json-master")
    data = tmp_path / "data"
    judge = [sys.executable, "-m", "judge", "--data-dir", str(data)]
    env = {k: v for k, v in os.environ.items() if not k.startswith("JUDGE_")}
    urls = ["--url", f"{base}/cards.zip", "--lcg-url", f"{base}/swlcg.zip"]
    result = subprocess.run(
        [*judge, "cards", "update", *urls, "--json"],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
        env=env,
    )
    assert result.returncode == 0, result.stderr
    both = json.loads(result.stdout)
    assert both["destiny"]["cards"] > 1000 and both["lcg"]["cards"] > 300
    replay = subprocess.run(
        [*judge, "replay", "lcg-01-balance-dial-first-turn", "--check"],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
        env=env,
    )
    assert replay.returncode == 0, replay.stdout + replay.stderr
    # One game failing still installs the other, and says which failed (exit 2).
    partial = subprocess.run(
        [*judge, "cards", "update", "--url", f"{base}/cards.zip", "--lcg-url", f"{base}/no.zip"],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
        env=env,
    )
    assert partial.returncode == 2 and "404" in partial.stderr
    assert "Zainstalowano bazę SWDestinyDB" in partial.stdout


def test_serve_without_cards_says_what_works(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from judge.web.cli import _offer_cards

    settings = Settings(data_dir=tmp_path / "data", cards_path=None)
    assert _offer_cards(settings) == settings  # not a terminal: no question asked
    said = capsys.readouterr().err
    assert "Brak bazy kart" in said and "judge cards update" in said
    assert "Brak kart Gry karcianej (LCG)" in said


def test_a_missing_card_says_how_to_get_the_database(tmp_path: Path) -> None:
    from judge.engine.api import load_scenario_text
    from judge.engine.core.errors import ScenarioError

    text = "players:\n  P1:\n    characters: [{id: rey, card: '01038'}]\n  P2: {}\n"
    with pytest.raises(ScenarioError) as info:
        load_scenario_text(text, cards_path=None)
    assert "judge cards update" in info.value.message


def test_an_unreachable_source_names_the_option_for_a_copy(tmp_path: Path) -> None:
    """No network at the venue: the message says which option takes a copy of that game's
    archive (a zip on a USB stick, `file://…`)."""
    settings = Settings(data_dir=tmp_path / "data", cards_path=None)
    closed = "http://127.0.0.1:9/archive.zip"  # the discard port: nothing listens
    for source, option in ((None, "--url"), (LCG, "--lcg-url")):
        with pytest.raises(UpdateError) as info:
            update_cards(settings, closed, source)
        assert f"podaj {option} z kopią" in info.value.message


def test_a_card_page_without_the_database_says_how_to_get_it(tmp_path: Path) -> None:
    """A ruling's card link on the default install: a 404 that says where cards come from
    (site and CLI); with the database the same code is a card."""
    from judge.cards.db import load_card_database as load
    from judge.errors import NotFound
    from judge.web import create_app

    settings = Settings(data_dir=tmp_path / "data", cards_path=None, lcg_cards_path=None)
    client = create_app(settings, TESTING=True).test_client()
    response = client.get("/cards/01009")
    assert response.status_code == 404
    assert "judge cards update" in response.get_data(as_text=True)
    with pytest.raises(NotFound) as info:
        load(None).get("01009")
    assert "judge cards update" in info.value.message


def test_a_card_missing_from_the_database_gets_no_download_hint(cards_db: Path) -> None:
    from judge.errors import NotFound

    with pytest.raises(NotFound) as info:
        load_card_database(cards_db).get("99999")
    assert "judge cards update" not in info.value.message
