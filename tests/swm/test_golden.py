"""Every Miniatures scenario in rulings/scenarios/swm replays and meets its `expect:`, on the
CLI (`judge replay --check`) and on the site; each mutant (one fact changed so that the
rulebook's outcome no longer follows) must fail its own `expect:`."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from judge.engine.api import load_scenario, load_scenario_text, replay, scenarios_dir

SCENARIOS = sorted((scenarios_dir() / "swm").glob("*.yaml"))


def test_there_are_miniatures_scenarios() -> None:
    assert len(SCENARIOS) >= 1


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_golden_scenario(path: Path) -> None:
    scenario = load_scenario(path)
    assert scenario.game == "swm"
    assert scenario.expect, f"{path.name} has no expect:"
    mismatches = replay(scenario).check()
    assert not mismatches, "\n".join(f"{w}: expected {e!r}, got {a!r}" for w, e, a in mismatches)


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_golden_scenario_cites_existing_sources(path: Path) -> None:
    from judge.corpus.store import load_corpus

    corpus = load_corpus()
    sources = yaml.safe_load(path.read_text("utf-8")).get("sources") or {}
    ids = [*(sources.get("sections") or ()), *(sources.get("rulings") or ())]
    assert ids, f"{path.name} names no section or ruling"
    for ident in ids:
        assert corpus.has_section(ident) or corpus.has_ruling(ident), ident


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_cli_check_passes(path: Path) -> None:
    from click.testing import CliRunner

    from judge.cli import main

    result = CliRunner().invoke(main, ["replay", str(path), "--check", "--json"])
    assert result.exit_code == 0, result.output[-2000:]


# (file, why, old text, new text): each must make the scenario FAIL its expect.
MUTANTS: list[tuple[str, str, str, str]] = [
    (
        "swm01-dooku-atakuje-obi-wana.yaml",
        "a roll of 5: 5 + 16 = 21 < 22, the attack misses",
        "attack: obiwan, roll: 11}",
        "attack: obiwan, roll: 5}",
    ),
]


@pytest.mark.parametrize(
    ("name", "why", "old", "new"), MUTANTS, ids=[f"{m[0][:-5]}:{i}" for i, m in enumerate(MUTANTS)]
)
def test_mutant_fails_its_expect(name: str, why: str, old: str, new: str) -> None:
    text = (scenarios_dir() / "swm" / name).read_text(encoding="utf-8")
    assert old in text, f"{name}: mutant anchor not found"
    mutated = load_scenario_text(text.replace(old, new, 1), name=name)
    assert replay(mutated).check(), f"mutant of {name} still passes ({why})"
