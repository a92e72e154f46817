"""Where the curated data directories (`grammar/`, `rulebook/`, `rulings/`) are found.

In a source checkout they sit next to the `judge/` package; in an installed wheel they are
shipped inside it as `judge/_data/<name>` (see `pyproject.toml`). The shipped copy wins so that
an installed package never reads a stray checkout in the current directory.
"""

from __future__ import annotations

from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent
DATA_DIRS = ("grammar", "rulebook", "rulings")


class ResourceMissing(RuntimeError):
    """A data directory the package needs is neither shipped nor in a checkout."""


def data_path(name: str) -> Path:
    """Return the directory holding the curated data `name` (one of `DATA_DIRS`)."""
    if name not in DATA_DIRS:
        raise ValueError(f"unknown data directory {name!r}; expected one of {DATA_DIRS}")
    for candidate in (PACKAGE_DIR / "_data" / name, PACKAGE_DIR.parent / name):
        if candidate.is_dir():
            return candidate
    raise ResourceMissing(
        f"data directory {name!r} not found in {PACKAGE_DIR / '_data'} nor next to the package;"
        " reinstall the package"
    )


def grammar_dir() -> Path:
    return data_path("grammar")


def rulebook_dir() -> Path:
    return data_path("rulebook")


def rulings_dir() -> Path:
    return data_path("rulings")
