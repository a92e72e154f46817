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
    (
        "swm02-przykladowa-walka.yaml",
        "no wall: Obi-Wan has no cover, his Defense stays 22",
        '    - "....##......"\n    - "....##......"',
        '    - "............"\n    - "............"',
    ),
    (
        "swm02-przykladowa-walka.yaml",
        "Obi-Wan already activated: no Cunning Attack (+4, +10)",
        "{id: obiwan, figure: general-obi-wan-kenobi, at: G3}",
        "{id: obiwan, figure: general-obi-wan-kenobi, at: G3, activated: true}",
    ),
    (
        "swm02-przykladowa-walka.yaml",
        "the commander 7 squares away: no commander effect",
        "{id: sbdc, figure: super-battle-droid-commander, at: C1}",
        "{id: sbdc, figure: super-battle-droid-commander, at: A8}",
    ),
    (
        "swm03-oslona-od-postaci.yaml",
        "the nearer droid stands aside: the far one is (one of) the nearest and may be attacked",
        "{id: near, figure: security-battle-droid, at: D3, activated: true}",
        "{id: near, figure: security-battle-droid, at: D5, activated: true}",
    ),
    (
        "swm04-dowodcy-sie-nie-kumuluja.yaml",
        "the trooper moves before attacking: no +3",
        "  - {player: jasna, attack: sbd, roll: 10}",
        "  - {player: jasna, move: C2}\n  - {player: jasna, attack: sbd, roll: 10}",
    ),
    (
        "swm05-dooku-punkty-mocy.yaml",
        "Dooku declines the Riposte: no immediate attack",
        "  dooku.riposte: tak",
        "  dooku.riposte: nie",
    ),
    (
        "swm07-trafienie-krytyczne.yaml",
        "a natural 19: no critical hit, no automatic hit on the armoured droid",
        "  - {player: jasna, attack: tank, roll: 20}",
        "  - {player: jasna, attack: tank, roll: 19}",
    ),
    (
        "swm08-atak-odruchowy.yaml",
        "no wall: the droid is adjacent too and attacks",
        "  walls:\n    - {between: [C2, C3]}\n",
        "",
    ),
    (
        "swm10-makashi-pojedynek-ambicja.yaml",
        "Obi-Wan keeps his Force point: the first roll stands and misses",
        "  obiwan.reroll: tak",
        "  obiwan.reroll: nie",
    ),
    (
        "swm11-pchniecie-moca.yaml",
        "Obi-Wan moves first: Force Push replaces the turn and is refused",
        "  - {player: jasna, activate: obiwan}\n",
        "  - {player: jasna, activate: obiwan}\n  - {player: jasna, move: A3}\n",
    ),
    (
        "swm12-blyskawica-i-zwyciestwo.yaml",
        "Dooku has 1 Force point: the lightning is refused",
        "{id: dooku, figure: count-dooku-of-serenno, at: A2}",
        "{id: dooku, figure: count-dooku-of-serenno, at: A2, force: 1}",
    ),
    (
        "swm14-inicjatywa-i-fazy.yaml",
        "the initiative winner goes first himself",
        "  jasna.first: ciemna",
        "  jasna.first: jasna",
    ),
    (
        "swm15-ruch-i-teren.yaml",
        "no difficult terrain: the trooper has moved only 5 and may attack",
        '    - ".~~o....."',
        '    - "...o....."',
    ),
    (
        "swm16-drzwi.yaml",
        "the door is open from the start: the trooper sees the droid",
        "    - {between: [D2, E2]}",
        "    - {between: [D2, E2], open: true}",
    ),
    (
        "swm17-atak-laczony.yaml",
        "the helper is not a droid: +4, not +6",
        "{id: sbd, figure: security-battle-droid, at: B3}",
        "{id: sbd, card: {name: Battle Helper, hit_points: 10, defense: 12, attack: 3, "
        "damage: 10}, at: B3}",
    ),
    (
        "swm19-przykladowa-druzyna-republiki.yaml",
        "a fourth Clone Trooper: 109 points, more than 100",
        "      - {id: ct3, figure: clone-trooper, at: A5}\n",
        "      - {id: ct3, figure: clone-trooper, at: A5}\n"
        "      - {id: ct4, figure: clone-trooper, at: A6}\n",
    ),
    (
        "swm19-przykladowa-druzyna-republiki.yaml",
        "the Rebellion era: the Republic does not fight in it",
        "squads: {points: 100, era: Narodziny Imperium}",
        "squads: {points: 100, era: Rebelia}",
    ),
    (
        "swm19-przykladowa-druzyna-republiki.yaml",
        "the mercenary is Imperial, not Fringe: not in a Separatist squad",
        "card: {name: Najemnik, faction: Niezależni",
        "card: {name: Najemnik, faction: Imperium",
    ),
    (
        "swm19-przykladowa-druzyna-republiki.yaml",
        "both squads of the Light Side",
        "    faction: Separatyści\n",
        "    faction: Republika\n",
    ),
    (
        "swm20-tarfful-i-impet-kumuluja-sie.yaml",
        "Tarfful's effect only while not moving: the Berserker moved, +4 only, 17 < 18",
        "while: [target_adjacent]",
        "while: [not_moved]",
    ),
    (
        "swm20-tarfful-i-impet-kumuluja-sie.yaml",
        "the Berserker ends on B2, not next to the droid: neither bonus, it shoots and misses",
        "  - {player: rebelia, move: C3}",
        "  - {player: rebelia, move: B2}",
    ),
    (
        "swm21-walka-w-tlumie-16-potem-14.yaml",
        "the first enemy survives (20 Hit Points): the second attack still has 8 others, +16",
        "      - {id: w1, at: B3, activated: true, card: &enemy {name: Wróg, hit_points: 10, "
        "defense: 10, attack: 0, damage: 10}}",
        "      - {id: w0, at: A6, activated: true, card: &enemy {name: Wróg, hit_points: 10, "
        "defense: 10, attack: 0, damage: 10}}\n"
        "      - {id: w1, at: B3, activated: true, card: {name: Wróg, hit_points: 20, "
        "defense: 10, attack: 0, damage: 10}}",
    ),
    (
        "swm18-pchniecie-mocy-wielka-postac.yaml",
        "a Large figure: both texts push it, nothing is contested",
        "special: [Huge, Melee Attack]",
        "special: [Large, Melee Attack]",
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
