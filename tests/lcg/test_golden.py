"""Every LCG scenario in rulings/scenarios/lcg replays and meets its `expect:` (the rulebook's
worked examples; where the engine disagrees with them, the engine is wrong)."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from judge.engine.api import load_scenario, replay, scenarios_dir
from judge.engine.core.errors import ScenarioError

SCENARIOS = sorted((scenarios_dir() / "lcg").glob("*.yaml"))


def test_there_are_lcg_scenarios() -> None:
    assert SCENARIOS


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_lcg_scenario(path: Path, lcg_cards: Path) -> None:
    scenario = load_scenario(path, cards_path=lcg_cards)
    assert scenario.game == "lcg" and scenario.expect
    result = replay(scenario)
    mismatches = result.check()
    assert not mismatches, "\n".join(f"{w}: expected {e!r}, got {a!r}" for w, e, a in mismatches)


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_lcg_scenario_cites_existing_sources(path: Path) -> None:
    from judge.corpus.store import load_corpus

    corpus = load_corpus()
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    sources = data.get("sources") or {}
    ids = [*sources.get("sections", []), *sources.get("rulings", [])]
    assert ids
    for ident in ids:
        assert corpus.has_section(ident) or corpus.has_ruling(ident), ident


# Mutants: one fact of a scenario changed so that the rulebook's outcome no longer follows;
# each must FAIL its own `expect:`. (file, why, old text, new text)
MUTANTS: list[tuple[str, str, str, str]] = [
    (
        "lcg-01-balance-dial-first-turn.yaml",
        "the Balance on the dark side: the dial moves two points",
        "balance: light\ndial: 0",
        "balance: dark\ndial: 0",
    ),
]


@pytest.mark.parametrize("mutant", MUTANTS, ids=[f"{m[0]}:{m[1][:40]}" for m in MUTANTS])
def test_mutant_fails_its_expect(
    mutant: tuple[str, str, str, str], lcg_cards: Path, tmp_path: Path
) -> None:
    name, why, old, new = mutant
    text = (scenarios_dir() / "lcg" / name).read_text(encoding="utf-8")
    assert old in text, f"{name}: the mutated text is gone ({why})"
    path = tmp_path / name
    path.write_text(text.replace(old, new), encoding="utf-8")
    try:
        result = replay(load_scenario(path, cards_path=lcg_cards))
    except ScenarioError:
        return
    assert result.check(), f"{name}: the mutant ({why}) still meets expect"


def test_a_scenario_without_card_data_says_so(tmp_path: Path) -> None:
    path = tmp_path / "s.yaml"
    path.write_text(
        "game: lcg\nplayers:\n  light: {units: [core-set-92]}\n  dark: {}\n", encoding="utf-8"
    )
    with pytest.raises(ScenarioError, match="lcg-cards"):
        load_scenario(path)
