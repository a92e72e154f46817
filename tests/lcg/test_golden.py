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
    (
        "lcg-02a-draw-discard-down-to-reserve.yaml",
        "a reserve of 7: only one card is discarded",
        "reserve: 6",
        "reserve: 7",
    ),
    (
        "lcg-03a-resource-match-trust-your-feelings.yaml",
        "a Rebel Alliance objective instead of the Jedi one: no resource match",
        "{id: heroes, card: core-set-95",
        "{id: heroes, card: core-set-82",
    ),
    (
        "lcg-04a-spend-resources-cost-three.yaml",
        "one point short: the unit cannot be played",
        "pay: {shadows: 2, heart: 1}",
        "pay: {shadows: 1, heart: 1}",
    ),
    (
        "lcg-05-sith-resources-example.yaml",
        "a Sith objective left ready instead of the neutral one: the lightsaber is played",
        "{id: recon, card: core-set-127",
        "{id: recon, card: core-set-45",
    ),
    (
        "lcg-06a-combat-icons-obi-wan.yaml",
        "a tie in the edge battle: the defender has the edge, Obi-Wan strikes without it",
        "{id: light-edge, card: core-set-98}",
        "{id: light-edge, card: core-set-153}",
    ),
    (
        "lcg-07-engagement-example.yaml",
        "the lojalista not committed to the Force: one focus token when it strikes",
        "committed: true",
        "committed: false",
    ),
    (
        "lcg-08-edge-battle-example.yaml",
        "the dark side's last card with 5 Force icons: the dark side wins the edge",
        "{id: advisor, card: core-set-9}",
        "{id: advisor, card: core-set-51}",
    ),
    (
        "lcg-09a-destroyed-objective-moves-dial.yaml",
        "the first light side objective in the pile: the dial moves one point",
        "    victory:\n      - {id: fire, card: core-set-82}\n",
        "",
    ),
    (
        "lcg-09b-third-objective-light-side-wins.yaml",
        "only the second dark side objective in the pile: no victory",
        "      - {id: despayre, card: core-set-36}\n",
        "",
    ),
    (
        "lcg-10-cancelled-event-keeps-its-cost.yaml",
        "the light side does not play the interrupt: the event resolves",
        "counter.use: true",
        "counter.use: false",
    ),
    (
        "lcg-11-jedi-training-force-struggle.yaml",
        "another objective instead of Jedi Training: 1 : 1, the Balance stays dark",
        "{id: training, card: core-set-86",
        "{id: training, card: core-set-2",
    ),
    (
        "lcg-12-repair-droid-vehicle-only.yaml",
        "the damaged unit a Character, not a Vehicle: the droid cannot repair it",
        "{id: xwing, card: core-set-163",
        "{id: xwing, card: core-set-109",
    ),
    (
        "lcg-13-intimidated-extra-focus-token.yaml",
        "no Intimidated on Obi-Wan: one focus token only",
        '          - {id: intimidated, card: core-set-137, name: "Zastraszeni", owner: dark}\n',
        "",
    ),
    (
        "lcg-14-guardian-of-peace-protect.yaml",
        "an X-wing instead of the Guardian: no Protect, Mon Mothma takes the damage",
        "{id: guardian, card: core-set-109",
        "{id: guardian, card: core-set-163",
    ),
    (
        "lcg-15-lightsaber-deflection.yaml",
        "a Vehicle defends instead of Obi-Wan: the interrupt does not answer, no damage moves",
        "{id: obiwan, card: core-set-101",
        "{id: obiwan, card: core-set-163",
    ),
    (
        "lcg-16-cruel-interrogations-capture.yaml",
        "chance picks Mon Mothma: the X-wing stays in hand",
        "light: [xwing]",
        "light: [mothma]",
    ),
    (
        "lcg-17-capture-unit-in-play.yaml",
        "Luke not committed to the Force: no Force card goes back to the supply",
        "committed: true",
        "committed: false",
    ),
    (
        "lcg-17-capture-unit-in-play.yaml",
        "Luke carries no shield: no shield token is discarded",
        "shields: 1\n        committed",
        "shields: 0\n        committed",
    ),
    (
        "lcg-18-jedi-mind-trick-instead.yaml",
        "Balance of the Force with the dark side: 1 focus token, not 2",
        "balance: light",
        "balance: dark",
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
