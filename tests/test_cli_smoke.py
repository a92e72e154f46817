"""Smoke tests of the installed `judge` command and its packaged data."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys

import pytest

from judge.resources import DATA_DIRS, data_path

SUBCOMMANDS = ("serve", "search", "rules", "rulings", "cards", "parse", "replay", "bench")


def run_judge(*args: str) -> subprocess.CompletedProcess[str]:
    """Run the installed console script (falling back to `python -m judge`)."""
    executable = shutil.which("judge")
    command = [executable] if executable else [sys.executable, "-m", "judge"]
    return subprocess.run(
        [*command, *args], capture_output=True, text=True, timeout=120, check=False
    )


def test_help_lists_every_subcommand() -> None:
    result = run_judge("--help")
    assert result.returncode == 0, result.stderr
    listed = {
        line.split()[0]
        for line in result.stdout.split("Commands:", 1)[1].splitlines()
        if line.strip()
    }
    assert set(SUBCOMMANDS) <= listed


@pytest.mark.parametrize("subcommand", SUBCOMMANDS)
def test_subcommand_help(subcommand: str) -> None:
    result = run_judge(subcommand, "--help")
    assert result.returncode == 0, result.stderr
    assert "Usage:" in result.stdout


def test_unknown_subcommand_is_a_usage_error() -> None:
    result = run_judge("no-such-command")
    assert result.returncode == 2
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize("name", DATA_DIRS)
def test_packaged_data_directories_are_found(name: str) -> None:
    path = data_path(name)
    assert path.is_dir()
    assert (path / "README.md").is_file()


def test_bench_all_is_one_json_object_keyed_by_area() -> None:
    result = run_judge("bench", "all", "--json", "-n", "3")
    figures = json.loads(result.stdout)
    assert set(figures) == {"search", "grammar", "engine", "web"}
