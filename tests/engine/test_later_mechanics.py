"""Mechanics of the later sets (English cards; issue 13): scenarios in
`rulings/scenarios/later/`, each named `<code>-….yaml` after the card whose text it exercises,
asserting what the card's text says (the Polish rules documents do not describe these
mechanics: the card text, with its reminder text, is the authority), and mutants: the same
board with one fact changed so that the text's outcome no longer follows, which must fail the
scenario's `expect:`.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from judge.engine.api import load_scenario, load_scenario_text, replay, scenarios_dir
from judge.engine.destiny import rules

LATER_DIR = scenarios_dir() / "later"
SCENARIOS = sorted(LATER_DIR.glob("*.yaml"))


def test_there_are_later_scenarios() -> None:
    assert len(SCENARIOS) >= 2


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_later_scenario(path: Path, cards_db: Path) -> None:
    scenario = load_scenario(path, cards_path=cards_db)
    assert scenario.expect, f"{path.name} has no expect:"
    mismatches = replay(scenario).check()
    assert not mismatches, "\n".join(
        f"{where}: expected {expected!r}, got {actual!r}" for where, expected, actual in mismatches
    )


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_later_scenario_names_its_card_and_sources(path: Path) -> None:
    from judge.corpus.store import load_corpus

    text = path.read_text(encoding="utf-8")
    data = yaml.safe_load(text)
    code = path.stem.split("-", 1)[0]
    assert f'card: "{code}"' in text, f"{path.name} does not use card {code}"
    assert data["id"] == path.stem
    corpus = load_corpus()
    sources = data.get("sources") or {}
    ids = list(sources.get("rulings") or []) + list(sources.get("sections") or [])
    assert ids, f"{path.name} names no ruling or section"
    for ident in ids:
        assert corpus.has_section(ident) or corpus.has_ruling(ident), ident


# (file, why the outcome changes, old text, new text): each must FAIL its own expect.
MUTANTS = [
    (
        "04002-phasma-more-damage-on-a-damaged-target.yaml",
        "the Wookiee has 5 damage, not 6 or more: Phasma deals 2",
        '{id: wookiee, card: "03041", damage: 6}',
        '{id: wookiee, card: "03041", damage: 5}',
    ),
    (
        "05084-battle-fatigue-each-opponent-character-damaged.yaml",
        "every opponent's character has damage: the event is played",
        '{id: wookiee, card: "03041", damage: 0}',
        '{id: wookiee, card: "03041", damage: 1}',
    ),
    (
        "07054-ezra-power-action-once-per-round.yaml",
        "Ezra has 2 upgrades, not 3: his power action draws 1 card, not 2",
        '          - {id: datapad, card: "01062"}\n',
        "",
    ),
    (
        "07072-gungan-indirect-damage-die.yaml",
        "the Veteran has 2 shields: they block both indirect damage",
        '{id: veteran, card: "05013", shields: 1}',
        '{id: veteran, card: "05013", shields: 2}',
    ),
    (
        "05087-indirect-damage-equal-to-dice-in-pool.yaml",
        "two dice in the opponent's pool: 2 indirect damage, the Wookiee takes 1",
        '{id: wookiee, card: "03041", exhausted: true, dice: [1Sh]}',
        '{id: wookiee, card: "03041"}',
    ),
    (
        "03049-ancient-lightsaber-to-bottom-of-deck.yaml",
        "Luke has 1 damage: healed to 0, not 1",
        "        damage: 3\n",
        "        damage: 1\n",
    ),
    (
        "08063-insight-two-cards-to-the-bottom.yaml",
        "the other order: the Datapad goes to the bottom first",
        "insight.order: [comlink, datapad]",
        "insight.order: [datapad, comlink]",
    ),
    (
        "07141-xs-freighter-take-resources-from-it.yaml",
        "the first option: 2 more resources placed on the support, none taken",
        'freighter.choice: "2"',
        'freighter.choice: "1"',
    ),
    (
        "09014-force-storm-damage-equal-to-resources-on-it.yaml",
        "no resources on the upgrade before: 1 damage, not 3",
        '{id: storm, card: "09014", resources: 2, dice: [Sp]}',
        '{id: storm, card: "09014", dice: [Sp]}',
    ),
    (
        "11129-seizing-territory-take-control-of-the-battlefield.yaml",
        "no trooper to spot (Count Dooku): the battlefield stays with P2",
        '{id: trooper, card: "01002"}',
        '{id: trooper, card: "01009"}',
    ),
    (
        "07137-start-your-engines-search-reveal-shuffle.yaml",
        "no podracer in the deck: nothing is found, the hand stays empty",
        '{id: racer, card: "07153"}',
        '{id: racer, card: "01149"}',
    ),
    (
        "09047-bounty-board-search-finds-nothing.yaml",
        "a bounty (Death Mark) in the deck: it is found, revealed and added to the hand",
        '{id: comlink, card: "01061"}',
        '{id: comlink, card: "09039"}',
    ),
    (
        "08083-armed-escort-discarded-after-the-action-phase-ends.yaml",
        "P2 does not pass: the action phase goes on, the support stays in play",
        "  - {player: P2, pass: true}\n",
        "",
    ),
    (
        "12141-double-agent-indirect-damage-as-upkeep-begins.yaml",
        "P2 does not pass: the upkeep phase does not begin, no damage",
        "  - {player: P2, pass: true}\n",
        "",
    ),
    (
        "11086-b-wing-activated-as-the-action-phase-begins.yaml",
        "P1 declines the optional ability: B-Wing stays ready, its die on the card",
        "bwing.use: yes",
        "bwing.use: no",
    ),
    (
        "12113-seeking-knowledge-last-resource-removed.yaml",
        "2 resources on it: one is left, the support stays and nothing is drawn",
        '{id: seek, card: "12113", resources: 1}',
        '{id: seek, card: "12113", resources: 2}',
    ),
    (
        "12033-tie-bomber-enters-play-with-resources.yaml",
        "another support (Kontakty w podziemiu, no such text): nothing on it",
        '{id: bomber, card: "12033"}',
        '{id: bomber, card: "01101"}',
    ),
    (
        "12054-jedi-knight-shields-after-setup.yaml",
        "the board is not the game just set up: no 'after setup' moment, no shields",
        "after_setup: true",
        "after_setup: false",
    ),
    (
        "05172-stolen-intel-plot-draws-after-setup.yaml",
        "the board is not the game just set up: the plot draws nothing",
        "after_setup: true",
        "after_setup: false",
    ),
    (
        "09113-force-flow-plot-set-aside-to-turn.yaml",
        "no die in the pool: the cost is paid but nothing is turned",
        '{id: trooper, card: "01002", exhausted: true, dice: ["-"]}',
        '{id: trooper, card: "01002"}',
    ),
    (
        "08131-dorsal-turret-mod-on-a-vehicle.yaml",
        "played on the character: a mod goes on a vehicle support, the play is refused",
        "{player: P1, play: turret, target: bwing}",
        "{player: P1, play: turret, target: gunner}",
    ),
    (
        "08088-r2-astromech-readies-attached-vehicle.yaml",
        "1 resource: the cost (2 resources) cannot be paid, the vehicle stays exhausted",
        "    resources: 2\n",
        "    resources: 1\n",
    ),
    (
        "05014-landing-craft-adds-a-battle-droid.yaml",
        "1 resource: the cost is not paid, the Battle Droid stays set aside",
        "    resources: 2\n",
        "    resources: 1\n",
    ),
    (
        "05014-landing-craft-adds-a-battle-droid.yaml",
        "the card set aside is another character (Stormtrooper): no Battle Droid to add",
        '{id: droid, card: "05009"}',
        '{id: droid, card: "01002"}',
    ),
    (
        "02149-outmaneuver-resource-after-you-claim.yaml",
        "P2 claims the battlefield, not P1 ('after you claim'): P1 gains nothing",
        "turn: P1\nactions:\n  - {player: P1, claim: true}",
        "turn: P2\nactions:\n  - {player: P2, claim: true}",
    ),
    (
        "12068-kanans-lightsaber-turns-after-an-opponents-die-is-turned.yaml",
        "Force Flow turns P1's own lightsaber die: no opponent's die turned, no trigger",
        'flow.die: trooper.die\n  flow.face: "-"',
        "flow.die: saber.die\n  flow.face: 1Sh",
    ),
    (
        "16013-dr-pershing-returns-nobody-places-no-damage.yaml",
        "3 resources on him: the cost (remove 4) is not paid, he stays ready",
        '{id: pershing, card: "16013", resources: 4}',
        '{id: pershing, card: "16013", resources: 3}',
    ),
    (
        "04023-hangar-bay-reveal-the-top-card.yaml",
        "a character on top of the deck: no damage",
        '      - {id: dodge, card: "01155"}\n      - {id: luke, card: "01035"}\n',
        '      - {id: luke, card: "01035"}\n      - {id: dodge, card: "01155"}\n',
    ),
    (
        "02071-anger-resolves-an-opponents-die-as-its-own.yaml",
        "P1 has no resource: he cannot pay the die's cost (P2's resources do not pay it)",
        "    affiliation: villain\n    resources: 1",
        "    affiliation: villain\n    resources: 0",
    ),
    (
        "12071-kashyyyk-warrior-value-increased-before-resolving.yaml",
        "the Warrior has 5 damage, not 6 or more: the die resolves with its value 1",
        '{id: wookiee, card: "12071", damage: 6,',
        '{id: wookiee, card: "12071", damage: 5,',
    ),
    (
        "15019-reckless-charge-damages-only-the-chosen-characters.yaml",
        "only trooper1 is chosen: trooper2 ('each of them') takes no damage and stays exhausted",
        "charge.target: [trooper1, trooper2]",
        "charge.target: [trooper1]",
    ),
    (
        "16087-military-prowess-spot-then-spend-that-many.yaml",
        "one trooper spotted: 1 resource spent, only Luke's die removed",
        "prowess.spot: [t1, t2]",
        "prowess.spot: [t1]",
    ),
    (
        "09082-a-wing-resolves-its-own-dice.yaml",
        "the player keeps his card: no die resolved, Vader unharmed",
        "  awing.use: true\n",
        "  awing.use: false\n",
    ),
    (
        "03092-rearguard-remove-up-to-that-many.yaml",
        "the player removes one die only (up to 2): Jango's stays",
        "rearguard.remove: [vader.die, jango.die]",
        "rearguard.remove: [vader.die]",
    ),
    (
        "03031-ahsoka-ready-for-the-dice-just-rolled.yaml",
        "1 resource for 2 dice just rolled: cannot pay, Ahsoka stays exhausted",
        "    resources: 2\n",
        "    resources: 1\n",
    ),
    (
        "08101-through-the-pass-ready-that-support.yaml",
        "the ready declined: the TIE stays exhausted, the resource kept",
        "pass.use: true",
        "pass.use: false",
    ),
    (
        "11052-armor-plating-blocks-two-damage.yaml",
        "Luke's die shows 2 melee damage: both are blocked, the trooper takes none",
        "dice: [3MD]",
        "dice: [2MD]",
    ),
    (
        "01096-go-for-the-kill-unblockable-damage.yaml",
        "the trooper's die shows 1 ranged damage: the gunner takes 1",
        "dice: [2RD]",
        "dice: [1RD]",
    ),
    (
        "02075-now-you-will-die-resolved-as-melee.yaml",
        "Dooku's die shows 1 resource (value 1, no cost): 1 melee damage, P1 keeps 2 resources",
        "dice: [2Dc1]",
        "dice: [1R]",
    ),
    (
        "02105-my-ally-is-the-force-die-stays-in-the-pool.yaml",
        "Luke's die shows a shield: no damage to the trooper",
        "dice: [2MD]",
        "dice: [1Sh]",
    ),
    (
        "06009-tinker-turns-to-a-side-of-value-one.yaml",
        "the die already shows 1R: the only other side of value 1 is 1RD",
        "dice: [2RD]",
        "dice: [1R]",
    ),
    (
        "08149-shriek-removes-dice-of-value-zero.yaml",
        "the second trooper's die shows a blank too: it is removed as well",
        "dice: [2RD]",
        'dice: ["-"]',
    ),
    (
        "09026-pulverize-increases-each-die.yaml",
        "the second die shows 1 ranged damage: 2 + 2 = 4 damage",
        "dice: [2RD]",
        "dice: [1RD]",
    ),
    (
        "05076-dark-scheme-discard-one-rest-on-top.yaml",
        "P1 discards Jedi Robes instead: the Dodge goes back on top with the rest",
        "scheme.discard: dodge\n  scheme.order: [d5, d4, d2, d1]",
        "scheme.discard: d1\n  scheme.order: [d5, d4, dodge, d2]",
    ),
    (
        "12032-the-duchess-more-damage-to-troopers.yaml",
        "the second character is Luke, not a trooper: he takes 2",
        '{id: rebel, card: "01030"}',
        '{id: rebel, card: "01035"}',
    ),
    (
        "03102-secret-mission-chosen-color.yaml",
        "the gray Dodge is on top: the discarded card is not blue, no resource",
        '      - {id: force, card: "01149"}\n      - {id: dodge, card: "01155"}\n',
        '      - {id: dodge, card: "01155"}\n      - {id: force, card: "01149"}\n',
    ),
    (
        "02113-long-con-other-copies-in-the-discard-pile.yaml",
        "one of the two is another card: 1 resource",
        '{id: con3, card: "02113"}',
        '{id: con3, card: "01149"}',
    ),
    (
        "07111-division-in-the-force-same-value.yaml",
        "the trooper's die shows 1 ranged damage: no die shows 2, none is removed",
        "dice: [2RD]",
        "dice: [1RD]",
    ),
    (
        "03087-no-survivors-damaged-characters.yaml",
        "the gunner has no damage: he is not damaged, takes nothing",
        '{id: gunner, card: "01047", damage: 1}',
        '{id: gunner, card: "01047", damage: 0}',
    ),
    (
        "11114-same-symbol-and-value-as-that-die.yaml",
        "the first die is turned to 1 ranged damage: the second can only show 1RD",
        "turn.face#1: 2RD",
        "turn.face#1: 1RD",
    ),
    (
        "701002-palpatine-heals-after-removing-a-character-die.yaml",
        "the gunner's die shows a resource: Dodge removes nothing, Palpatine does not heal",
        "dice: [2RD1]",
        "dice: [1R]",
    ),
    (
        "08151-x-34-landspeeder-activated-without-a-die.yaml",
        "the landspeeder is already exhausted: it cannot be activated, nothing is rerolled",
        '{id: x34, card: "08151"}',
        '{id: x34, card: "08151", exhausted: true}',
    ),
]


@pytest.mark.parametrize(
    ("name", "why", "old", "new"), MUTANTS, ids=[f"{m[0][:5]}:{i}" for i, m in enumerate(MUTANTS)]
)
def test_later_mutant_fails_its_expect(
    name: str, why: str, old: str, new: str, cards_db: Path
) -> None:
    text = (LATER_DIR / name).read_text(encoding="utf-8")
    assert text.count(old) == 1, f"{name}: the mutated text must occur once: {old!r}"
    scenario = load_scenario_text(text.replace(old, new), name=name, cards_path=cards_db)
    assert replay(scenario).check(), f"{name}: the expect does not catch the mutant ({why})"


def test_every_later_scenario_has_a_mutant() -> None:
    mutated = {m[0] for m in MUTANTS}
    assert not [p.name for p in SCENARIOS if p.name not in mutated]


@pytest.mark.parametrize("key", sorted(rules.CARD_TEXT))
def test_card_text_rules_say_the_card_is_the_authority(key: str) -> None:
    """A rule the Polish documents do not describe cites an id of its own whose citation says
    that the card text is the authority (and is not a corpus id)."""
    ident = rules.ref(key)
    assert ident == rules.card_text_id(key) and ident.startswith(rules.CARD_TEXT_PREFIX)
    citation = rules.card_text_citation(ident)
    assert citation is not None and citation.startswith("Tekst karty")
    assert key not in rules.RULES and key not in rules.RULINGS


def test_indirect_damage_is_not_assigned_beyond_remaining_health(cards_db: Path) -> None:
    """The player receiving indirect damage may not put more on a character than its remaining
    health while another character can take it (the engine's reading, as for distributed
    damage): such an assignment rejects the scenario, naming the decision."""
    from judge.engine.core.errors import ScenarioError

    name = "07072-gungan-indirect-damage-die.yaml"
    text = (LATER_DIR / name).read_text(encoding="utf-8")
    old = "gungan.die.assign: {veteran: 2}"
    assert text.count(old) == 1
    scenario = load_scenario_text(
        text.replace(old, "gungan.die.assign: {gunner: 2}"), name=name, cards_path=cards_db
    )
    with pytest.raises(ScenarioError) as info:
        replay(scenario)
    assert "gungan.die.assign" in info.value.message


def test_a_card_given_only_as_a_count_cannot_be_revealed(cards_db: Path) -> None:
    """What an unknown card is decides what happens next: revealing one stops the replay with
    a clear refusal naming the card, instead of reading it as no event and no support."""
    from judge.engine.core.errors import EngineStop

    name = "04023-hangar-bay-reveal-the-top-card.yaml"
    text = (LATER_DIR / name).read_text(encoding="utf-8")
    old = '    deck:\n      - {id: dodge, card: "01155"}\n      - {id: luke, card: "01035"}\n'
    assert text.count(old) == 1
    text = text.replace(old, "    deck: 3\n").replace("    dodge: {zone: deck}\n", "")
    scenario = load_scenario_text(text, name=name, cards_path=cards_db)
    with pytest.raises(EngineStop) as info:
        replay(scenario)
    assert "zakrytej karty" in info.value.message


def test_after_setup_only_in_round_one(cards_db: Path) -> None:
    """The game just set up is the start of round 1: a board in a later round cannot be it,
    and the scenario is rejected naming the field."""
    from judge.engine.core.errors import ScenarioError

    name = "12054-jedi-knight-shields-after-setup.yaml"
    text = (LATER_DIR / name).read_text(encoding="utf-8")
    assert text.count("round: 1\n") == 1
    with pytest.raises(ScenarioError) as info:
        load_scenario_text(text.replace("round: 1\n", "round: 2\n"), name=name, cards_path=cards_db)
    assert "after_setup" in info.value.message


def test_a_mod_is_refused_on_a_support_without_the_subtype(cards_db: Path) -> None:
    """ "Modify vehicle support": on a support that is no vehicle (Double Agent) the play is
    refused, citing the card-text rule of mods and quoting the restriction."""
    name = "08131-dorsal-turret-mod-on-a-vehicle.yaml"
    text = (LATER_DIR / name).read_text(encoding="utf-8")
    old = '{id: bwing, card: "11086"}'
    assert text.count(old) == 1
    scenario = load_scenario_text(
        text.replace(old, '{id: bwing, card: "12141"}'), name=name, cards_path=cards_db
    )
    run = replay(scenario)
    refused = [e for e in run.log.events if e.type == "refused"]
    assert refused, "the play of the mod on a non-vehicle support was not refused"
    assert "Modify" in refused[0].text


def test_a_grant_conditioned_on_keywords_does_not_recurse(cards_db: Path) -> None:
    """Pyke Blaster: "While this upgrade is on a character that has Guardian, it has Redeploy".
    Asking for the Guardian of its character (before the activation, RR cz. 7 › strażnik) asks
    about the blaster's grant, which asks about that Guardian again: the engine answers from
    the printed and lasting keywords inside that question instead of recursing forever (the
    smoke run crashed on it)."""
    text = """
id: pyke-blaster-guardian
title: Pyke Blaster on a character with Guardian
players:
  P1:
    affiliation: villain
    characters:
      - {id: phasma, card: "01001"}
      - id: trooper
        card: "01002"
        upgrades:
          - {id: pyke, card: "12052"}
  P2:
    affiliation: hero
    characters:
      - {id: gunner, card: "01047"}
actions:
  - {player: P1, activate: trooper}
expect:
  cards:
    trooper: {exhausted: true}
"""
    scenario = load_scenario_text(text, name="pyke.yaml", cards_path=cards_db)
    mismatches = replay(scenario).check()
    assert not mismatches, mismatches


def test_up_to_that_many_is_bounded_by_the_number_counted(cards_db: Path) -> None:
    """Rearguard counts 2 Red dice showing a shield: a third die to remove is not offered."""
    from judge.engine.core.errors import ScenarioError

    text = (LATER_DIR / "03092-rearguard-remove-up-to-that-many.yaml").read_text(encoding="utf-8")
    text = text.replace("[vader.die, jango.die]", "[vader.die, jango.die, phasma.die]")
    with pytest.raises(ScenarioError) as info:
        replay(load_scenario_text(text, cards_path=cards_db))
    assert "od 0 do 2" in str(info.value)


def test_smoke_meets_a_play_only_if_and_reaches_every_special(cards_db: Path) -> None:
    """The smoke generator sets up a board on which an event's "Play only if you have one or
    more dice showing melee damage" holds (Lightsaber Throw 02072, else never played), and gives a
    card with two [special] abilities a board for each (Handcrafted Light Bow 02039)."""
    from judge.cards.db import load_card_database
    from judge.engine.destiny import smoke

    database = load_card_database(cards_db)
    pools = smoke.Pools(database)
    event = database.cards["02072"]
    board = smoke._play_condition_board(event, pools, 34, 1)
    assert board is not None
    mine = board.data["players"]["P1"]["characters"]
    assert any("MD" in face for entry in mine for face in entry.get("dice", []))
    result = smoke.smoke_card(event, pools)
    assert result.executable and not result.not_run
    two = smoke.smoke_card(database.cards["02039"], pools)
    assert two.run >= {0, 1}
