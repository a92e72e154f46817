"""`judge serve` starts waitress, says where it listens, and serves the site."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest


def test_judge_serve_starts_waitress_and_answers(tmp_path: Path) -> None:
    env = {**os.environ, "JUDGE_DATA": str(tmp_path)}
    env.pop("JUDGE_CARDS", None)
    command = [sys.executable, "-m", "judge", "serve", "--host", "127.0.0.1", "--port", "0"]
    process = subprocess.Popen(
        command, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
    )
    try:
        assert process.stdout is not None
        output: list[str] = []
        deadline = time.monotonic() + 300
        url = None
        while time.monotonic() < deadline:
            line = process.stdout.readline()
            if not line:
                break
            output.append(line)
            match = re.search(r"(http://127\.0\.0\.1:\d+/)", line)
            if match:
                url = match.group(1)
                break
        assert url, "".join(output)
        assert "Serwis działa pod adresem" in output[-1]
        # a fresh data directory: it builds the search index first, and says so
        assert any("Budowanie indeksu wyszukiwania" in line for line in output), output
        with urllib.request.urlopen(url, timeout=30) as response:
            assert response.status == 200
            assert response.headers["Server"] == "judge"  # waitress's ident
            assert '<html lang="pl"' in response.read().decode("utf-8")
        assert "Traceback" not in "".join(output)
    finally:
        process.terminate()
        process.wait(timeout=10)


def test_serve_refuses_a_bad_port() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "judge", "serve", "--port", "70000"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 2
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize("option", ["--host", "--port", "--threads"])
def test_serve_help_documents_options(option: str) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "judge", "serve", "--help"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert option in result.stdout


def test_wsgi_module_for_gunicorn_builds_and_serves(tmp_path: Path) -> None:
    env = {**os.environ, "JUDGE_DATA": str(tmp_path)}
    env.pop("JUDGE_CARDS", None)
    code = (
        "from judge.web.wsgi import app\n"
        "r = app.test_client().get('/search?q=Stra%C5%BCnik')\n"
        "print(r.status_code)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1] == "200"
    assert "indeks" in done.stdout.lower()  # it said it built (or found) the index


def _start(command: list[str], env: dict[str, str]) -> tuple[subprocess.Popen[str], list[str]]:
    process = subprocess.Popen(
        command, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
    )
    return process, []


def test_serve_lan_prints_the_address_to_type_and_a_qr_code(tmp_path: Path) -> None:
    from judge.web.server import lan_address

    address = lan_address()
    if address is None:
        pytest.skip("this machine has no address in a local network")
    env = {**os.environ, "JUDGE_DATA": str(tmp_path)}
    env.pop("JUDGE_CARDS", None)
    command = [sys.executable, "-m", "judge", "serve", "--lan", "--port", "0"]
    process, output = _start(command, env)
    try:
        assert process.stdout is not None
        deadline = time.monotonic() + 300
        url = None
        while time.monotonic() < deadline:
            line = process.stdout.readline()
            if not line:
                break
            output.append(line)
            match = re.search(r"wpisz: (http://[\d.]+:\d+/)", line)
            if match:
                url = match.group(1)
                break
        assert url and url.startswith(f"http://{address}:"), "".join(output)
        qr = [process.stdout.readline() for _ in range(5)]
        assert all("█" in line for line in qr), qr  # the QR code's first rows
        with urllib.request.urlopen(url + "rules/destiny-rr.cz6.oslony", timeout=30) as response:
            page = response.read().decode("utf-8")
        assert f"{url}rules/destiny-rr.cz6.oslony" in page  # citations carry the LAN address
        # read on the laptop itself, the citation carries the LAN address too
        port = url.rsplit(":", 1)[1].rstrip("/")
        local = f"http://127.0.0.1:{port}/rules/destiny-rr.cz6.oslony"
        with urllib.request.urlopen(local, timeout=30) as response:
            assert f"{url}rules/destiny-rr.cz6.oslony" in response.read().decode("utf-8")
    finally:
        process.terminate()
        process.wait(timeout=10)


def test_qr_code_is_square_blocks() -> None:
    from judge.web.cli import qr_code

    lines = qr_code("http://192.168.1.20:5000/").splitlines()
    assert len({len(line) for line in lines}) == 1 and len(lines) >= 10
    assert set("".join(lines)) <= set("█▀▄ ")
