"""Shared fixtures.

`../shared` (the seeds and the SWDestinyDB card data) sits next to the repository on developer
machines and in CI; `JUDGE_SHARED` overrides its location. Tests that need it use the fixtures
below and skip with a clear reason when it is absent, so `pytest` passes on a fresh machine.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

# Property tests check answers, not speed (speed is measured by `judge bench`): on a loaded
# machine Hypothesis' timing checks (a per-example deadline, "input generation is too slow")
# failed correct code. Tests that set their own settings keep them.
settings.register_profile("judge", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("judge")

REPO_ROOT = Path(__file__).resolve().parents[1]


def shared_root() -> Path:
    return Path(os.environ.get("JUDGE_SHARED") or REPO_ROOT.parent / "shared")


@pytest.fixture(scope="session")
def shared_dir() -> Path:
    root = shared_root()
    if not (root / "seeds").is_dir():
        pytest.skip(f"shared source material not found at {root} (set JUDGE_SHARED)")
    return root


@pytest.fixture(scope="session")
def seeds_dir(shared_dir: Path) -> Path:
    return shared_dir / "seeds"


@pytest.fixture(scope="session")
def cards_db(shared_dir: Path) -> Path:
    path = shared_dir / "data" / "swdestinydb"
    if not (path / "set").is_dir():
        pytest.skip(f"SWDestinyDB card data not found at {path}")
    return path


@pytest.fixture(scope="session")
def lcg_cards(shared_dir: Path) -> Path:
    """The LCG card data (swlcg JSON layout), for the LCG engine and grammar tests."""
    path = shared_dir / "data" / "swlcg"
    if not (path / "json").is_dir():
        pytest.skip(f"LCG card data (swlcg) not found at {path}")
    return path
