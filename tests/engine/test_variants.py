"""Variants of the golden cases (rulings/scenarios/variants/*.yaml) replay to the rules' answer.

Each variant takes the rule of one golden case (C01–C57) to a board the golden scenarios never
show: other cards with the same kind of ability, other numbers (overkill, the shield cap, an empty
deck, no resources), another order (the opponent first, both players' triggers at once) or the
edge of the rule (a cost that cannot be paid, a target that is gone, a replacement of a
replacement). Its `expect:` comes from the rules text, quoted in its `description` and cited in
its `sources`. They were written by an independent tester (the "engine-qa" session), not tuned on
the engine: a variant the engine got wrong stays out of this directory until the engine is fixed.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from judge.engine.api import load_scenario, load_scenario_text, replay, scenarios_dir
from judge.engine.core.errors import EngineStop, ScenarioError

VARIANTS_DIR = scenarios_dir() / "variants"
VARIANTS = sorted(VARIANTS_DIR.glob("*.yaml"))


def test_there_are_variants() -> None:
    assert len(VARIANTS) >= 50


@pytest.mark.parametrize("path", VARIANTS, ids=[p.stem for p in VARIANTS])
def test_variant(path: Path, cards_db: Path) -> None:
    scenario = load_scenario(path, cards_path=cards_db)
    assert scenario.expect, f"{path.name} has no expect:"
    mismatches = replay(scenario).check()
    assert not mismatches, "\n".join(
        f"{where}: expected {expected!r}, got {actual!r}" for where, expected, actual in mismatches
    )


@pytest.mark.parametrize("path", VARIANTS, ids=[p.stem for p in VARIANTS])
def test_variant_cites_its_sources_and_case(path: Path) -> None:
    """Each variant names its golden case and the rule sections or rulings behind its answer."""
    from judge.corpus.store import load_corpus

    corpus = load_corpus()
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert data.get("id") == path.stem, "the id is the file name (ids are unique on the site)"
    assert str(data.get("case", "")).startswith("C"), "a variant names its golden case"
    assert data.get("description"), "a variant says in Polish why its answer follows"
    sources = data.get("sources") or {}
    ids = list(sources.get("rulings") or []) + list(sources.get("sections") or [])
    assert ids, f"{path.name} names no ruling or section"
    for ident in sources.get("rulings") or []:
        assert corpus.has_ruling(ident), ident
    for ident in sources.get("sections") or []:
        assert corpus.has_section(ident), ident


# Mutants: one fact of a variant's `expect:` (or of its board) changed so that the rules' answer
# no longer holds. Each must FAIL its check; an expect that still passes is vacuous.
# (file, why, old text, new text)
MUTANTS: list[tuple[str, str, str, str]] = [
    (
        "v-c01d-modified-overkill.yaml",
        "the Padawan has 3 damage: 3 more leave him standing",
        '{id: padawan, card: "01036", damage: 5}',
        '{id: padawan, card: "01036", damage: 3}',
    ),
    (
        "v-c07c-entrench-over-cap-ignored.yaml",
        "Leia has no shields: 2 given, none ignored",
        '{id: leia, card: "01028", shields: 2}',
        '{id: leia, card: "01028", shields: 0}',
    ),
    (
        "v-c10c-poe-falcon-cannot-pay.yaml",
        "5 resources: the Falcon is played from the discard pile",
        "    resources: 4\n",
        "    resources: 5\n",
    ),
    (
        "v-c11a-quigon-no-shields.yaml",
        "Qui-Gon has a shield to remove: the ability pings Jango",
        '{id: qui-gon, card: "01037", exhausted: true, dice: [2Sh]}',
        '{id: qui-gon, card: "01037", shields: 1, exhausted: true, dice: [2Sh]}',
    ),
    (
        "v-c12b-diplomatic-protection-before-defeat.yaml",
        "the optional ability is declined: nobody gains shields",
        "  protection.use: yes",
        "  protection.use: no",
    ),
    (
        "v-c14a-luke-jango-p2-orders.yaml",
        "the active player controls the battlefield: he orders the abilities",
        "controller: P2}",
        "controller: P1}",
    ),
    (
        "v-c15b-crime-lord-cannot-pay.yaml",
        "5 resources: the delayed defeat is created and Han falls",
        "    resources: 4\n",
        "    resources: 5\n",
    ),
    (
        "v-c16c-ace-only-blue-upgrade.yaml",
        "a yellow upgrade in hand: it is discarded for the roll",
        '{id: holocron, card: "01016"}',
        '{id: holocron, card: "01023"}',
    ),
    (
        "v-c17c-second-claim-refused.yaml",
        "nobody claimed yet this round: the claim is taken",
        ", claimed_by: P2}",
        "}",
    ),
    (
        "v-c18b-second-chance-before-owtf.yaml",
        "Padnij! instead of Second Chance: Rey is defeated, One With The Force a support",
        '{id: chance, card: "01137"}',
        '{id: chance, card: "01164"}',
    ),
    (
        "v-c20b-scavenge-empty-deck.yaml",
        "3 cards in the deck: the Następnie part returns the Holdout Blaster",
        "    deck: 0\n",
        "    deck: 3\n",
    ),
    (
        "v-c13b-promotion-empty-deck.yaml",
        "cards in the deck: Awans draws one",
        "    deck: 0\n",
        "    deck: 2\n",
    ),
    (
        "f11-inside-man-gains-nothing.yaml",
        "the opponent has 2 resources: both are lost, Swój człowiek gains 2",
        "    resources: 1\n",
        "    resources: 2\n",
    ),
    (
        "f12-force-is-strong-no-copy-found.yaml",
        "the second card in hand is not a copy of the discarded one: nothing is played",
        '{id: stance-2, card: "01115"}',
        '{id: stance-2, card: "01124"}',
    ),
]


@pytest.mark.parametrize(
    ("name", "why", "old", "new"), MUTANTS, ids=[f"{m[0][:-5]}:{i}" for i, m in enumerate(MUTANTS)]
)
def test_variant_mutant_fails(name: str, why: str, old: str, new: str, cards_db: Path) -> None:
    text = (VARIANTS_DIR / name).read_text(encoding="utf-8")
    assert text.count(old) == 1, f"{name}: the mutated text must occur once: {old!r}"
    scenario = load_scenario_text(text.replace(old, new), name=name, cards_path=cards_db)
    assert replay(scenario).check(), f"{name}: the expect does not catch the mutant ({why})"


# Mutants of the later-set variants (engine-qa, second session: cards with the database's
# English text, conditional "instead" amounts, play restrictions, counts of removed dice or
# discarded cards). Kept apart from MUTANTS so both lists can grow without touching each other.
LATER_MUTANTS: list[tuple[str, str, str, str]] = [
    (
        "v-c01o-intense-fire-more-red.yaml",
        "the opponent has a Red character too: +1 only",
        '{id: vader, card: "01010"}',
        '{id: vader, card: "01001"}',
    ),
    (
        "v-c01p-intense-fire-equal-red.yaml",
        "the opponent has no Red card: +2",
        '{id: phasma, card: "01001"}',
        '{id: phasma, card: "01010"}',
    ),
    (
        "v-c01q-luminara-non-unique-die.yaml",
        "a unique character's die: +2 only",
        '{id: trooper, card: "01030", exhausted: true, dice: [1RD]}',
        '{id: trooper, card: "01028", exhausted: true, dice: [1RD]}',
    ),
    (
        "v-c07f-flame-thrower-three-different.yaml",
        "Leia has no shield: she takes the damage",
        '{id: leia, card: "01028", shields: 1}',
        '{id: leia, card: "01028"}',
    ),
    (
        "v-c17h-camouflaged-rifle-controls-battlefield.yaml",
        "the opponent controls the battlefield: 2",
        "controller: P1}",
        "controller: P2}",
    ),
    (
        "v-c17i-camouflaged-rifle-opponent-controls.yaml",
        "the player controls the battlefield: 3",
        "controller: P2}",
        "controller: P1}",
    ),
    (
        "v-c20p-vigilant-jedi-then-needs-removal.yaml",
        "Jango's die shows damage: removed, then 1 damage",
        "dice: [1R]}",
        "dice: [2RD]}",
    ),
    (
        "v-c20q-vigilant-jedi-removes-then-damage.yaml",
        "no die shows damage: nothing removed, no damage",
        '{id: jango, card: "01021", exhausted: true, dice: [2RD]}',
        '{id: jango, card: "01021", exhausted: true, dice: [1R]}',
    ),
    (
        "v-c20r-fight-dirty-counts-removed.yaml",
        "one die removed: 1 damage",
        "dirty.remove: [han.die, finn.die]",
        "dirty.remove: [han.die]",
    ),
    (
        "v-c20s-only-business-matters.yaml",
        "one die removed: 1 resource",
        "business.remove: [jango.die, balatik.die]",
        "business.remove: [jango.die]",
    ),
    (
        "v-c20t-arms-deal-weapons-only.yaml",
        "one weapon discarded: 1 resource",
        "deal.discard: [gaffi, f11d]",
        "deal.discard: [gaffi]",
    ),
    (
        "v-c21j-sith-temple-claim-unblockable.yaml",
        "no die to remove: the claim ability deals nothing",
        '{id: vader, card: "01010", exhausted: true, dice: [1R]}',
        '{id: vader, card: "01010", exhausted: true}',
    ),
    (
        "v-c21k-treasured-lightsaber-full-hand.yaml",
        "4 cards in hand: 2 damage",
        "    hand: 5\n",
        "    hand: 4\n",
    ),
    (
        "v-c21l-treasured-lightsaber-four-cards.yaml",
        "5 cards in hand: 3 damage",
        "    hand: 4\n",
        "    hand: 5\n",
    ),
    (
        "v-c22p-rebel-assault-needs-ranged.yaml",
        "Han's die shows ranged damage: the card is played",
        'card: "01035", exhausted: true, dice: [2MD]',
        'card: "01046", exhausted: true, dice: [2RD]',
    ),
    (
        "v-c22q-rebel-assault-not-damage.yaml",
        "both opponent's dice show damage: nothing removed",
        '{id: jango, card: "01021", exhausted: true, dice: [1R]}',
        '{id: jango, card: "01021", exhausted: true, dice: [2RD]}',
    ),
    (
        "v-c22r-polarity-hero-only.yaml",
        "the player's character is a villain: 1 damage, no shield",
        '{id: luke, card: "01035"}',
        '{id: luke, card: "01010"}',
    ),
    (
        "v-c22s-browbeat-equal-dice.yaml",
        "the opponent has no die in the pool: the card is played",
        '{id: leia, card: "01028", exhausted: true, dice: [2RD]}',
        '{id: leia, card: "01028", exhausted: true}',
    ),
    (
        "v-c26i-mind-probe-hand-count.yaml",
        "one card in the opponent's hand: 1 damage",
        "    hand: 3\n",
        "    hand: 1\n",
    ),
    (
        "v-c30c-siphoning-anger-one-blank.yaml",
        "two opponent's blanks: 1 resource",
        '{id: jango, card: "01021", exhausted: true, dice: [1R]}',
        '{id: jango, card: "01021", exhausted: true, dice: ["-"]}',
    ),
    (
        "v-c30d-siphoning-anger-two-blanks.yaml",
        "one opponent's blank: no resource",
        '{id: jango, card: "01021", exhausted: true, dice: ["-"]}',
        '{id: jango, card: "01021", exhausted: true, dice: [1R]}',
    ),
    (
        "v-c36c-aid-from-above-opponent-chooses.yaml",
        "the opponent picks cards and actions: no resources",
        'aid.choice: ["1", "2"]',
        'aid.choice: ["1", "3"]',
    ),
    (
        "v-c40h-cr2-opponent-has-die.yaml",
        "Vader has a shield: 1 of the 2 is blocked",
        '{id: vader, card: "01010", exhausted: true, dice: ["-"]}',
        '{id: vader, card: "01010", exhausted: true, shields: 1, dice: ["-"]}',
    ),
    (
        "v-c40i-bazine-undamaged-target.yaml",
        "Rey (damaged) chosen: 1 damage to her, none to Luke",
        "bazine.target: luke",
        "bazine.target: rey",
    ),
    (
        "v-c40j-bazine-damaged-target.yaml",
        "Rey has no damage: 3 instead of 1",
        '{id: rey, card: "01038", damage: 1}',
        '{id: rey, card: "01038"}',
    ),
    (
        "v-c48c-steadfast-discard-not-empty.yaml",
        "Luke has 1 damage: he is left with none",
        '{id: luke, card: "01035", damage: 3}',
        '{id: luke, card: "01035", damage: 1}',
    ),
    (
        "v-c48d-inner-strength-no-shields-target.yaml",
        "Vader has no shield: he is the first legal target",
        '{id: vader, card: "01010", shields: 1}',
        '{id: vader, card: "01010"}',
    ),
    (
        "v-c52k-yodas-hut-at-shield-cap.yaml",
        "Rey has 1 shield: 2 after, no resource",
        '{id: rey, card: "01038", shields: 3}',
        '{id: rey, card: "01038", shields: 1}',
    ),
    (
        "v-c52l-yodas-hut-below-cap.yaml",
        "Luke has 2 shields: 3 after, 1 resource",
        '{id: luke, card: "01035", shields: 1}',
        '{id: luke, card: "01035", shields: 2}',
    ),
    (
        "v-c54b-unfetter-no-attachments.yaml",
        "Leia has no upgrade: she is the first legal target",
        ', upgrades: [{id: holdout, card: "01063"}]}',
        "}",
    ),
    (
        "v-c56b-dex-diner-heals-two.yaml",
        "Han has 7 damage: 5 left after healing 2",
        '{id: han, card: "01046", damage: 6}',
        '{id: han, card: "01046", damage: 7}',
    ),
    (
        "v-c04j-journals-remove-own-die.yaml",
        "the journal's die is on its card: the action cannot be paid",
        '{id: journals, card: "02041", dice: [1R]}',
        '{id: journals, card: "02041"}',
    ),
    (
        "v-c04k-honor-guard-discard-to-remove.yaml",
        "Vader's die shows a resource: no die shows damage, nothing removed",
        '{id: vader, card: "01010", exhausted: true, dice: [3MD]}',
        '{id: vader, card: "01010", exhausted: true, dice: [1R]}',
    ),
    (
        "v-c04l-play-the-odds-no-resource.yaml",
        "the die rolls a resource: +1",
        "rolls: {han.die: 2RD}",
        "rolls: {han.die: 1R}",
    ),
    (
        "v-c04m-play-the-odds-resource.yaml",
        "the die rolls damage: no resource",
        "rolls: {han.die: 1R}",
        "rolls: {han.die: 2RD}",
    ),
    (
        "v-c04n-armored-support-rolls-damage.yaml",
        "the die rolls a focus: no damage",
        "rolls: {leia.die: 2RD}",
        "rolls: {leia.die: 1F}",
    ),
    (
        "v-c06l-protect-the-younglings.yaml",
        "Luke's die is not in the pool: no die to remove, no shields",
        '{id: luke, card: "01035", exhausted: true, dice: [3MD]}',
        '{id: luke, card: "01035"}',
    ),
    (
        "v-c07g-destiny-fulfilled-defeat-then-distribute.yaml",
        "Leia has no shields: she ends with 1",
        '{id: leia, card: "01028", shields: 2}',
        '{id: leia, card: "01028"}',
    ),
    (
        "v-c07i-slave-one-counts-pool-only.yaml",
        "the opponent puts both damage on Leia",
        "slave.distribute: {leia: 1, han: 1}",
        "slave.distribute: {leia: 2}",
    ),
    (
        "v-c13c-jedi-lightsaber-on-jedi.yaml",
        "played on Rey (not a Jedi): 1 shield",
        "play: saber, target: luke",
        "play: saber, target: rey",
    ),
    (
        "v-c13d-jedi-lightsaber-not-jedi.yaml",
        "played on Luke (a Jedi): 2 shields",
        "play: saber, target: rey",
        "play: saber, target: luke",
    ),
    (
        "v-c13g-lead-by-example-activates-support.yaml",
        "Black One is exhausted: it cannot be activated",
        '{id: blackone, card: "01032"}',
        '{id: blackone, card: "01032", exhausted: true}',
    ),
    (
        "v-c13h-quickdraw-holster-weapon-only.yaml",
        "no reroll chosen: DL-44 stays blank",
        "holster.reroll: [dl44.die]",
        "holster.reroll: []",
    ),
    (
        "v-c13j-rieekan-shielded-others.yaml",
        "Leia has no shield: no other shielded character, nothing discarded",
        '{id: leia, card: "01028", shields: 1}',
        '{id: leia, card: "01028"}',
    ),
    (
        "v-c13k-praetorian-guard-removes-small-die.yaml",
        "the guard rolls a shield: no die of his shows damage, nothing removed",
        "rolls: {guard.die: 2MD}",
        "rolls: {guard.die: 1Sh}",
    ),
    (
        "v-c14d-viper-probe-opponents-roll.yaml",
        "no resource: the cost cannot be paid, the die stays",
        "    resources: 1\n    supports:",
        "    resources: 0\n    supports:",
    ),
    (
        "v-c14e-salvage-stand-own-resource-roll.yaml",
        "the opponent has no resource to lose",
        "    resources: 2\n",
        "    resources: 0\n",
    ),
    (
        "v-c14f-spy-net-opponents-focus-no-trigger.yaml",
        "the player's own die rolls the focus: the opponent's deck is milled",
        "turn: P2\nactions:\n  - {player: P2, activate: phasma, rolls: {phasma.die: 1F}}",
        "turn: P1\nactions:\n  - {player: P1, activate: leia, rolls: {leia.die: 1F}}",
    ),
    (
        "v-c17j-citadel-claim-reroll-then-resolve.yaml",
        "the player does not resolve a die: Luke takes nothing",
        "citadel.use: true",
        "citadel.use: false",
    ),
    (
        "v-c19d-chance-cube-no-resource-returns.yaml",
        "Leia is activated, not Han: the cube stays on Han",
        "activate: han, rolls: {han.die: 2RD}",
        "activate: leia, rolls: {leia.die: 2RD}",
    ),
    (
        "v-c20ab-harness-the-force-resolve-that-die.yaml",
        "the opponent's card costs 1: 1 damage",
        '{id: dodge, card: "01155"}',
        '{id: dodge, card: "01125"}',
    ),
    (
        "v-c20u-anger-leads-to-hate-counts-blanks.yaml",
        "no blank in any pool: nothing turned",
        '{id: jango, card: "01021", exhausted: true, dice: ["-"]}',
        '{id: jango, card: "01021", exhausted: true, dice: [1RD]}',
    ),
    (
        "v-c20v-burst-of-lightning-per-shield.yaml",
        "Luke has 1 shield: only one die removed",
        '{id: luke, card: "01035", shields: 2, exhausted: true, dice: [3MD]}',
        '{id: luke, card: "01035", shields: 1, exhausted: true, dice: [3MD]}',
    ),
    (
        "v-c20w-strong-intuition-short-deck.yaml",
        "3 cards in the deck: draw 3, then discard 1",
        "    deck: 2\n",
        "    deck: 3\n",
    ),
    (
        "v-c20x-strong-intuition-full-deck.yaml",
        "2 cards in the deck: the discard does not happen",
        "    deck: 5\n",
        "    deck: 2\n",
    ),
    (
        "v-c20y-made-to-suffer-each-own-blanks.yaml",
        "Han's die is not blank: the opponent discards 1",
        '{id: han, card: "01046", exhausted: true, dice: ["-"]}',
        '{id: han, card: "01046", exhausted: true, dice: [2RD]}',
    ),
    (
        "v-c22t-browbeat-dice-on-cards-not-counted.yaml",
        "Han's die is in the pool too: 2 against 2, the card cannot be played",
        '{id: han, card: "01046"}',
        '{id: han, card: "01046", exhausted: true, dice: [2RD]}',
    ),
    (
        "v-c22u-isolation-character-die-only.yaml",
        "no Blue character to spot: nothing removed",
        '{id: vader, card: "01010"}',
        '{id: vader, card: "01001"}',
    ),
    (
        "v-c22v-karabast-opponent-damage-die.yaml",
        "the opponent's die shows damage: the card is played",
        '{id: jango, card: "01021", exhausted: true, dice: [1R]}',
        '{id: jango, card: "01021", exhausted: true, dice: [1RD]}',
    ),
    (
        "v-c22w-outnumber-defeated-not-in-play.yaml",
        "Han survives Vader's die: 2 against 2, the card cannot be played",
        '{id: han, card: "01046", damage: 8}',
        '{id: han, card: "01046", damage: 1}',
    ),
    (
        "v-c22x-nimble-fingers-fewer-damage-dice.yaml",
        "the opponent's die shows a resource: 0 against 0, the card cannot be played",
        '{id: vader, card: "01010", exhausted: true, dice: [3MD]}',
        '{id: vader, card: "01010", exhausted: true, dice: [1R]}',
    ),
    (
        "v-c31b-attrition-after-own-defeat.yaml",
        "the trooper survives (less damage): Attrition does not trigger",
        '{id: trooper, card: "01002", damage: 5}',
        '{id: trooper, card: "01002", damage: 1}',
    ),
    (
        "v-c36e-threaten-opponent-loses-die.yaml",
        "no Yellow character to spot: nothing happens",
        '{id: han, card: "01046"}',
        '{id: han, card: "01028"}',
    ),
    (
        "v-c36f-hondo-opponent-pays.yaml",
        "the opponent has no resource: Luke takes 3",
        "    resources: 1\n    characters:\n      - {id: luke",
        "    resources: 0\n    characters:\n      - {id: luke",
    ),
    (
        "v-c36g-hondo-opponent-declines.yaml",
        "the opponent gives the resource: no damage",
        "hondo.prevent: false",
        "hondo.prevent: true",
    ),
    (
        "v-c36h-make-demands-chosen-character.yaml",
        "no leader to spot: nothing happens",
        '{id: phasma, card: "01001"}',
        '{id: phasma, card: "01010"}',
    ),
    (
        "v-c40n-captain-phasma-six-damage.yaml",
        "Han has 5 damage: 2 instead of 3",
        '{id: han, card: "01046", damage: 6}',
        '{id: han, card: "01046", damage: 5}',
    ),
    (
        "v-c41d-boba-fett-opponents-die-value.yaml",
        "Luke's die shows 2MD: 2 damage",
        '{id: luke, card: "01035", exhausted: true, dice: [3MD]}',
        '{id: luke, card: "01035", exhausted: true, dice: [2MD]}',
    ),
    (
        "v-c48e-turn-the-tide-shield-cap.yaml",
        "Luke has no shields: all 3 move",
        '{id: luke, card: "01035", shields: 2}',
        '{id: luke, card: "01035"}',
    ),
    (
        "v-c52m-bespin-wing-guard-opponent-chooses.yaml",
        "no resource: the action's cost cannot be paid",
        "    resources: 1\n    supports:",
        "    resources: 0\n    supports:",
    ),
    (
        "v-c52n-wretched-hive-no-resource-discards.yaml",
        "no scavenger to spot: nothing is discarded",
        '{id: scav, card: "01022"}',
        '{id: scav, card: "01010"}',
    ),
    (
        "v-c52o-wretched-hive-opponent-pays.yaml",
        "the opponent keeps the resource: the card is discarded",
        "hive.prevent: true",
        "hive.prevent: false",
    ),
    (
        "v-c06n-caution-another-character.yaml",
        "Luke's die is on its card: no die to remove, no shields",
        '{id: luke, card: "01035", exhausted: true, dice: [3MD]}',
        '{id: luke, card: "01035"}',
    ),
    (
        "v-c06p-shields-are-down.yaml",
        "Leia (no shields, no die in the pool) chosen: nothing removed",
        "down.target: jango",
        "down.target: leia",
    ),
    (
        "v-c08f-naboo-guard-with-leader.yaml",
        "Han is not a leader: no Guardian, Vader's die stays",
        '{id: leia, card: "01028"}',
        '{id: leia, card: "01046"}',
    ),
    (
        "v-c08g-naboo-guard-without-leader.yaml",
        "Leia is a leader: Guardian, the guard takes 3",
        '{id: han, card: "01046"}',
        '{id: han, card: "01028"}',
    ),
    (
        "v-c09c-inspiring-presence-others-only.yaml",
        "the player does not use Han's Guardian: Vader's die stays",
        "han.use: yes",
        "han.use: no",
    ),
    (
        "v-c14h-aftermath-both-players-ordered.yaml",
        "P1 controls the battlefield: P1 orders the simultaneous abilities",
        "controller: P2}",
        "controller: P1}",
    ),
    (
        "v-c17k-watto-shop-claim-cost.yaml",
        "the upgrade costs 2 (Komunikator): 2 resources",
        '{id: iqa, card: "01055"}',
        '{id: iqa, card: "01061"}',
    ),
    (
        "v-c17l-secret-facility-up-to-three.yaml",
        "no resource: Leia's die (cost 1) cannot be resolved",
        "    resources: 1\n    characters:\n      - {id: han",
        "    resources: 0\n    characters:\n      - {id: han",
    ),
    (
        "v-c19e-decoy-redirects-damage.yaml",
        "the player does not exhaust Decoy: Leia takes the 3",
        "decoy.use: true",
        "decoy.use: false",
    ),
    (
        "v-c20ah-all-quiet-shields-to-mill.yaml",
        "only Leia's 2 shields removed: 2 cards",
        "  quiet.amount#2: 1",
        "  quiet.amount#2: 0",
    ),
    (
        "v-c20ai-strategic-strike-combined-value.yaml",
        "only Han's die removed: value 2, the TIE (cost 3) stays",
        "  strike.remove: [han.die, leia.die]\n  strike.discard: tie\n",
        "  strike.remove: [han.die]\n",
    ),
    (
        "v-c20aj-first-claim-cost-of-card.yaml",
        "no Yellow character to spot: no resources gained",
        '{id: jango, card: "01021"}',
        '{id: jango, card: "01010"}',
    ),
    (
        "v-c20ak-bewilder-mill-rerolled-value.yaml",
        "the die rerolls to 2MD: 2 cards",
        "rolls: {vader.die: 3MD}",
        "rolls: {vader.die: 2MD}",
    ),
    (
        "v-c20al-conflicted-rolled-damage.yaml",
        "the die rolls a focus: shields, no damage",
        "rolls: {luke.die: 3MD}",
        "rolls: {luke.die: 1F}",
    ),
    (
        "v-c20am-conflicted-rolled-shield.yaml",
        "the die rolls damage: 2 damage, no shields",
        "rolls: {luke.die: 1Sh}",
        "rolls: {luke.die: 2MD}",
    ),
    (
        "v-c20an-recycle-support-cost.yaml",
        "the support is Speeder Bike Scout (cost 3): 3 resources",
        '{id: blackone, card: "01032"}',
        '{id: blackone, card: "01018"}',
    ),
    (
        "v-c20ao-bravado-remove-then-damage.yaml",
        "no Yellow character to spot: nothing happens",
        '{id: han, card: "01046"}',
        '{id: han, card: "01028"}',
    ),
    (
        "v-c20ap-safeguard-upgrade-count.yaml",
        "Leia has one upgrade: 1 shield",
        '          - {id: comlink, card: "01061"}\n',
        "",
    ),
    (
        "v-c20aq-ice-storm-each-character.yaml",
        "Vader has 2 shields: 1 left",
        '{id: vader, card: "01010", shields: 1}',
        '{id: vader, card: "01010", shields: 2}',
    ),
    (
        "v-c22aa-indomitable-exactly-one.yaml",
        "the trooper survives: two characters, the card cannot be played",
        '{id: trooper, card: "01002", damage: 5}',
        '{id: trooper, card: "01002"}',
    ),
    (
        "v-c22y-crimson-star-needs-defeated.yaml",
        "Phasma's die defeats Luke first: the card can be played",
        "actions:\n  - {player: P1, play: star, target: phasma}",
        "actions:\n  - {player: P1, resolve: {die: phasma, target: luke}}\n"
        "  - {player: P2, pass: true}\n  - {player: P1, play: star, target: phasma}",
    ),
    (
        "v-c22z-royal-guard-no-blue-ability.yaml",
        "the second play also targets the guard: refused again",
        "  - {player: P1, play: immobilize, target: vader}",
        "  - {player: P1, play: immobilize, target: guard}",
    ),
    (
        "v-c25h-ig88-weapon-from-discard.yaml",
        "IG-88's die shows 2RD, not his special: nothing is played",
        '{id: ig88, card: "02020", exhausted: true, dice: [Sp]}',
        '{id: ig88, card: "02020", exhausted: true, dice: [2RD]}',
    ),
    (
        "v-c38c-republic-cruiser-each-unique.yaml",
        "the first option: 2 shields to one unique character",
        'cruiser.choice: "2"',
        'cruiser.choice: "1"',
    ),
    (
        "v-c39h-improvisation-ambush-then-action.yaml",
        "Han's die is not blank: the action's cost cannot be paid",
        '{id: han, card: "01046", exhausted: true, dice: ["-"]}',
        '{id: han, card: "01046", exhausted: true, dice: [1R]}',
    ),
    (
        "v-c39i-impulsive-ambush-resolve.yaml",
        "no resource: Han's die (cost 1) cannot be resolved, Leia's is the only one",
        "    resources: 1\n",
        "    resources: 0\n",
    ),
    (
        "v-c49b-droid-commandos-any-number.yaml",
        "Luke chosen instead of Han",
        "commandos.target: [leia, han]",
        "commandos.target: [leia, luke]",
    ),
    (
        "v-c56c-field-medic-heals-only-existing.yaml",
        "Han is healed: 4 → 2, Leia keeps 1",
        "medic.target: leia",
        "medic.target: han",
    ),
    (
        "v-c56e-rise-again-heal-and-free-upgrade.yaml",
        "the player does not play the upgrade: it stays in the discard pile",
        "rise.use: true",
        "rise.use: false",
    ),
    (
        "v-c06q-subdue-three-damage.yaml",
        "Vader has 3 damage: he is the first legal choice",
        '{id: vader, card: "01010", damage: 2, exhausted: true, dice: [3MD]}',
        '{id: vader, card: "01010", damage: 3, exhausted: true, dice: [3MD]}',
    ),
    (
        "v-c13e-reys-lightsaber-on-rey.yaml",
        "played on Luke: 1 shield for him, none for Rey",
        "play: saber, target: rey",
        "play: saber, target: luke",
    ),
    (
        "v-c13f-reys-lightsaber-on-luke.yaml",
        "played on Rey: 2 shields for her",
        "play: saber, target: luke",
        "play: saber, target: rey",
    ),
    (
        "v-c13l-counterstroke-after-damage.yaml",
        "the player does not use it: Vader takes nothing",
        "counter.use: true",
        "counter.use: false",
    ),
    (
        "v-c13m-counterstroke-die-not-in-pool.yaml",
        "the die is in the pool (1MD): Vader takes 2",
        '{id: counter, card: "08068"}',
        '{id: counter, card: "08068", dice: [1MD]}',
    ),
    (
        "v-c20as-sabotage-discard-hand-equal-cost.yaml",
        "the opponent's support is AT-ST (cost 6): 4 cards cannot pay, nothing discarded",
        '{id: blackone, card: "01032"}',
        '{id: blackone, card: "01005"}',
    ),
    (
        "v-c20ax-faltering-allegiances-three-colours.yaml",
        "no Red character: Phasma replaced by a Blue one (Dooku), who takes nothing",
        '{id: phasma, card: "01001"}',
        '{id: phasma, card: "01009"}',
    ),
    (
        "v-c21n-garbage-chute-exhaust-to-remove.yaml",
        "only Vader's die removed",
        "chute.remove: [vader.die, jango.die]",
        "chute.remove: [vader.die]",
    ),
    (
        "v-c22ab-emergency-evacuation-all-dice.yaml",
        "3 resources: the event (cost 4) cannot be played, all dice stay",
        "    resources: 4\n",
        "    resources: 3\n",
    ),
    (
        "v-c22ac-electroshock-value-two-or-less.yaml",
        "Vader's die shows 2MD: it is the first legal one and is removed instead",
        '{id: vader, card: "01010", exhausted: true, dice: [3MD]}',
        '{id: vader, card: "01010", exhausted: true, dice: [2MD]}',
    ),
    (
        "v-c22ae-hatching-a-plan-needs-discard-side.yaml",
        "Luke's die chosen: it has no discard side, Ackbar's die stays 1RD",
        "plan.die: ackbar.die",
        "plan.die: luke.die",
    ),
    (
        "v-c22af-snare-needs-exhausted.yaml",
        "no exhausted character of the player's: the card cannot be played",
        '{id: vader, card: "01010", exhausted: true}',
        '{id: vader, card: "01010"}',
    ),
    (
        "v-c22ag-overwhelming-forces-ready-only.yaml",
        "Leia is ready: 2 against 2, the card cannot be played",
        '{id: leia, card: "01028", exhausted: true}',
        '{id: leia, card: "01028"}',
    ),
    (
        "v-c26j-sly-moore-blank-and-random-discard.yaml",
        "expect mutant: the turned die would still show 3MD",
        '    luke.die: {location: pool, face: "-"}',
        "    luke.die: {location: pool, face: 3MD}",
    ),
    (
        "v-c28b-friends-low-places-cheap-event.yaml",
        "no Yellow character to spot: nothing discarded",
        '{id: han, card: "01046"}',
        '{id: han, card: "01028"}',
    ),
    (
        "v-c36l-heated-confrontation-opponent-resolves.yaml",
        "Luke's die shows a resource: the opponent has no damage die to resolve",
        '{id: luke, card: "01035", exhausted: true, dice: [3MD]}',
        '{id: luke, card: "01035", exhausted: true, dice: [1R]}',
    ),
    (
        "v-c38d-outpace-lose-resource.yaml",
        "the first option (reroll): the opponent keeps 2 resources",
        'outpace.choice: "2"',
        'outpace.choice: "1"',
    ),
    (
        "v-c38e-outpace-remove-leader-die.yaml",
        "no leader: Phasma replaced by Vader, no die removed",
        '{id: phasma, card: "01001", exhausted: true, dice: [2RD]}',
        '{id: phasma, card: "01010", exhausted: true, dice: [2MD]}',
    ),
    (
        "v-c38f-t47-airspeeder-draw-two.yaml",
        "the first option: the TIE is exhausted, no cards drawn",
        't47.choice: "2"',
        't47.choice: "1"',
    ),
    (
        "v-c39j-cash-out-resolve-resources.yaml",
        "only Jango's die resolved: 1 resource",
        "cash.resolve: [jango.die, balatik.die]",
        "cash.resolve: [jango.die]",
    ),
    (
        "v-c40l-poe-blaster-on-poe.yaml",
        "the blaster is on Leia: 2 damage",
        '      - id: poe\n        card: "01029"',
        '      - id: poe\n        card: "01028"',
    ),
    (
        "v-c40m-poe-blaster-on-leia.yaml",
        "the blaster is on Poe: 3 damage",
        '      - {id: poe, card: "01029"}\n      - id: leia\n        card: "01028"',
        '      - {id: poe, card: "01028"}\n      - id: leia\n        card: "01029"',
    ),
    (
        "v-c40o-ezra-lightsaber-not-on-ezra.yaml",
        "the saber is on Ezra Bridger: the opponent loses 1",
        '      - id: luke\n        card: "01035"',
        '      - id: luke\n        card: "07054"',
    ),
    (
        "v-c43e-chewbacca-rifle-on-han.yaml",
        "the player does not deal the damage: the die stays on its card",
        "  rifle.use: true\n",
        "  rifle.use: false\n",
    ),
    (
        "v-c49c-v1-thermal-detonator-each-opponent.yaml",
        "Leia has 2 shields: she takes nothing",
        '{id: leia, card: "01028", shields: 1}',
        '{id: leia, card: "01028", shields: 2}',
    ),
    (
        "v-c52q-perseverance-reroll-again.yaml",
        "the player does not reroll again: the die shows 1F",
        "  persever.use: true\n",
        "  persever.use: false\n",
    ),
    (
        "v-c52r-forestall-two-shields-faces.yaml",
        "only Luke's die turned",
        "forestall.die: [luke.die, quigon.die]",
        "forestall.die: [luke.die]",
    ),
    (
        "v-c52s-yodas-protection-blue-only.yaml",
        "Leia replaced by a Blue character (Padawan): she gets a shield too",
        '{id: leia, card: "01028"}',
        '{id: leia, card: "01036"}',
    ),
    (
        "v-c52t-supply-pack-attached-dice-only.yaml",
        "nothing rerolled: Han's die stays blank",
        "pack.reroll: [han.die]",
        "pack.reroll: []",
    ),
    (
        "v-c52u-adapt-shield-for-resource.yaml",
        "Luke has no shield: the cost cannot be paid",
        '{id: luke, card: "01035", shields: 2}',
        '{id: luke, card: "01035"}',
    ),
    (
        "v-c01s-take-the-fight-any-order.yaml",
        "no resource: Han's die (cost 1) cannot be resolved",
        "    resources: 1\n",
        "    resources: 0\n",
    ),
    (
        "v-c20ay-do-or-do-not-remove-otherwise.yaml",
        "the player resolves the shield: Luke gets 2 shields, the die goes back after resolving",
        "doornot.use: false",
        "doornot.use: true",
    ),
    (
        "v-c20az-do-or-do-not-resolve-plus-one.yaml",
        "the die rerolls to 3MD: 4 damage",
        "rolls: {luke.die: 2MD}",
        "rolls: {luke.die: 3MD}",
    ),
    (
        "v-c22ah-seize-the-day-two-actions.yaml",
        "Han's die shows a resource: Vader takes only Leia's 2",
        '{id: han, card: "01046", exhausted: true, dice: [2RD]}',
        '{id: han, card: "01046", exhausted: true, dice: [1R]}',
    ),
    (
        "v-c22ai-pinned-down-needs-vehicle.yaml",
        "the player has a vehicle (Black One): Vader's die is removed",
        '    characters:\n      - {id: leia, card: "01028"}',
        '    supports:\n      - {id: blackone, card: "01032"}\n'
        '    characters:\n      - {id: leia, card: "01028"}',
    ),
    (
        "v-c39k-defend-up-to-three-melee.yaml",
        "only Vader's die removed",
        "defend.remove: [vader.die, jango.die]",
        "defend.remove: [vader.die]",
    ),
    (
        "v-c52v-bombing-run-disrupt-then-each.yaml",
        "Grievous's die shows 2MD, not a disrupt: nothing happens",
        '{id: grievous, card: "01003", exhausted: true, dice: [1Dr]}',
        '{id: grievous, card: "01003", exhausted: true, dice: [2MD]}',
    ),
    (
        "v-c52w-heightened-awareness-cap.yaml",
        "the shields go to Vader",
        "aware.target: luke",
        "aware.target: vader",
    ),
    (
        "v-c54e-uprising-ready-opponent-to-discard.yaml",
        "Vader is ready: the cost (ready an opponent's character) cannot be paid, the TIE stays",
        '{id: vader, card: "01010", exhausted: true}',
        '{id: vader, card: "01010"}',
    ),
    (
        "v-c54f-strategic-planning-exhaust-option.yaml",
        "the first option: Black One is readied, Slave I stays ready",
        'planning.choice: "2"\n  planning.exhaust: slave',
        'planning.choice: "1"',
    ),
    (
        "v-c01r-ataru-strike-shields-bonus.yaml",
        "Luke has no shields: 2 damage",
        '{id: luke, card: "01035", shields: 2, exhausted: true, dice: [2MD]}',
        '{id: luke, card: "01035", exhausted: true, dice: [2MD]}',
    ),
    (
        "v-c06k-bolt-hole-that-character.yaml",
        "Han's die is on its card: no Yellow die to remove, no shields",
        '{id: han, card: "01046", exhausted: true, dice: [2RD]}',
        '{id: han, card: "01046"}',
    ),
    (
        "v-c06m-pacify-then-shields-that-character.yaml",
        "Vader's die is on its card: nothing removed, no shields",
        '{id: vader, card: "01010", exhausted: true, dice: [3MD]}',
        '{id: vader, card: "01010"}',
    ),
    (
        "v-c06o-meditative-truce.yaml",
        "Vader's die shows a resource: no die showing damage to remove",
        '{id: vader, card: "01010", exhausted: true, dice: [3MD]}',
        '{id: vader, card: "01010", exhausted: true, dice: [1R]}',
    ),
    (
        "v-c20ae-high-ground-character-die-then-damage.yaml",
        "the opponent controls the battlefield: the card cannot be played",
        "controller: P1}",
        "controller: P2}",
    ),
    (
        "v-c20af-defiance-heal-rerolled-value.yaml",
        "the die rerolls to 1R: 1 healed",
        "rolls: {han.die: 3RD1}",
        "rolls: {han.die: 1R}",
    ),
    (
        "v-c20au-cunning-ruse-that-character.yaml",
        "the die rerolls to 2MD: 2 damage",
        "rolls: {vader.die: 3MD}",
        "rolls: {vader.die: 2MD}",
    ),
    (
        "v-c20ba-power-from-pain-turn-that-characters-die.yaml",
        "Dooku replaced by a Red character: only one Blue, nothing happens",
        '{id: dooku, card: "01009", exhausted: true, dice: ["-"]}',
        '{id: dooku, card: "01001", exhausted: true, dice: ["-"]}',
    ),
    (
        "v-c22ad-drop-your-weapon-one-red-only.yaml",
        "a second Red character (Veers): a weapon is discarded",
        '{id: veers, card: "01010"}',
        '{id: veers, card: "01004"}',
    ),
    (
        "f21-resolve-against-a-character-hits-everyone.yaml",
        "Sure Shot aimed at Jango: Jango takes the 2 and loses his die, Vader none",
        "shot.target: vader",
        "shot.target: jango",
    ),
    (
        "v-c20aa-decisive-blow-removes-targets-dice.yaml",
        "Decisive Blow aimed at Jango: Vader keeps his dice and takes no damage",
        "blow.target: vader",
        "blow.target: jango",
    ),
    (
        "f23-rolled-symbol-ignored-by-triggers.yaml",
        "Jango's die rolls a resource: Salvage Stand fires, P2 loses 1",
        "rolls: {jango.die: 2RD}",
        "rolls: {jango.die: 1R}",
    ),
    (
        "v-c48b-steadfast-empty-discard-two.yaml",
        "a card in the discard pile: 1 damage moved, not 2",
        "    resources: 1\n",
        '    resources: 1\n    discard: [{id: old, card: "01127"}]\n',
    ),
    (
        "v-c40g-cr2-no-opponent-dice.yaml",
        "Vader's die in P2's pool: 2 damage, not 4",
        '{id: vader, card: "01010"}',
        '{id: vader, card: "01010", exhausted: true, dice: ["-"]}',
    ),
    (
        "v-c20ad-rout-per-three-dice.yaml",
        "only 2 dice in P1's pool: no full set of 3, no die removed",
        '      - {id: jango, card: "01021", exhausted: true, dice: [1R]}\n'
        '      - {id: dooku, card: "01009", exhausted: true, dice: [1MD]}\n'
        '      - {id: kylo, card: "01011", exhausted: true, dice: [1MD]}\n',
        "",
    ),
    (
        "v-c09d-inspiring-presence-not-on-bearer.yaml",
        "a second Inspiring Presence on Leia: Han has Guardian and takes Vader's 3",
        '- {id: leia, card: "01028"}',
        '- {id: leia, card: "01028", upgrades: [{id: presence2, card: "07086"}]}',
    ),
    (
        "v-c20bb-force-choke-not-its-bearer.yaml",
        "Kylo first among P2's characters: he takes the damage, Luke none",
        '      - {id: luke, card: "01035", shields: 1}',
        '      - {id: kylo, card: "01011"}\n      - {id: luke, card: "01035", shields: 1}',
    ),
    (
        "v-c36d-threaten-opponent-takes-damage.yaml",
        "P2 does not deal the damage: Vader's die is removed, Vader unharmed",
        "threaten.prevent: true",
        "threaten.prevent: false",
    ),
    (
        "v-c52p-seeking-truth-leader-rerolls-opponent.yaml",
        "the second reroll declined: Vader's die still shows 3MD",
        "seeking.use: true",
        "seeking.use: false",
    ),
    (
        "v-c13i-jar-jar-counts-all-blanks.yaml",
        "P1's own deck chosen: P2's deck stays at 5",
        "jarjar.deck: P2",
        "jarjar.deck: P1",
    ),
    (
        "v-c20z-strength-through-weakness-opponent-deck.yaml",
        "P1's own deck chosen: P2's deck stays at 6",
        "stw.deck: P2",
        "stw.deck: P1",
    ),
    (
        "v-c54c-feint-remove-dice-to-ready.yaml",
        "the dice are kept: Leia stays exhausted",
        "feint.use: true",
        "feint.use: false",
    ),
    (
        "v-c54d-drop-your-weapon-ready-character.yaml",
        "Luke ready too: the weapon of the first ready character (his saber) goes",
        "exhausted: true",
        "exhausted: false",
    ),
    (
        "v-c21m-main-plaza-claim-moves-to-battlefield.yaml",
        "the other option: all damage (none) from the battlefield to a character",
        'plaza.choice: "1"',
        'plaza.choice: "2"',
    ),
    (
        "v-c56d-medic-spot-red-count.yaml",
        "only Leia spotted: 1 damage healed",
        "  medic.target: han\n",
        "  medic.target: han\n  medic.spot: [leia]\n",
    ),
    # Back-references read from what the ability established (engine-qa F13, F25, F27, F28,
    # F30–F33): each mutant changes what the first part did, and the second part follows.
    (
        "f25-inner-force-that-many-dice-removes-none.yaml",
        "1 shield removed: 'that many' is 1 die, Jango's stays",
        "inner.amount: 2",
        "inner.amount: 1",
    ),
    (
        "f27-loth-cat-their-dice-after-force.yaml",
        "the opponent removes Han's die: Leia's stays in the pool",
        "lothcat.remove#1: leia.die",
        "lothcat.remove#1: han.die",
    ),
    (
        "f28-overconfident-that-support-die-unbound.yaml",
        "the TIE's die shows a disrupt: no damage shown, Luke's die stays",
        "rolls: {tie.die: 2RD}",
        "rolls: {tie.die: [1Dr, 1Dr]}",
    ),
    (
        "v-c36k-overconfident-otherwise-reroll.yaml",
        "the TIE's die shows damage: Luke's die is removed, the TIE's is not rerolled",
        "rolls: {tie.die: [1Dr, 3RD1]}",
        "rolls: {tie.die: [2RD, 3RD1]}",
    ),
    (
        "f30-psychometry-that-die-not-removed.yaml",
        "the player declines the removal: Gaffi's die stays",
        "psycho.use: true",
        "psycho.use: false",
    ),
    (
        "f31-interdiction-field-same-number-zero.yaml",
        "two supports exhausted: the same number, both of the opponent's",
        "field.exhaust#1: [slave]",
        "field.exhaust#1: [slave, tie]",
    ),
    (
        "f32-ghost-another-side-of-this-die.yaml",
        "the 2RD side: 2 damage, nothing to pay",
        "ghost.face: 3RD1",
        "ghost.face: 2RD",
    ),
    (
        "f33-quicksilver-baton-pays-rolls-nothing.yaml",
        "the player declines: nothing paid, the trooper's die stays on its card",
        "baton.use: true",
        "baton.use: false",
    ),
    (
        "v-c20av-friend-or-foe-shield-otherwise.yaml",
        "the die rerolls to damage: Leia takes 1, no shield",
        "rolls: {leia.die: 1F}",
        "rolls: {leia.die: 2RD}",
    ),
    (
        "v-c20aw-armed-to-the-teeth.yaml",
        "one upgrade discarded: 1 damage",
        "armed.discard: [dl44, comlink]",
        "armed.discard: [dl44]",
    ),
    (
        "v-c22ae-best-defense-up-to-two.yaml",
        "Han's die removed instead of Leia's: Leia's stays",
        "best.remove: [luke.die, leia.die]",
        "best.remove: [luke.die, han.die]",
    ),
    (
        "v-c54g-smugglers-run-rolled-resource.yaml",
        "Han's die rolls 2RD: no resource gained",
        "rolls: {han.die: 1R}",
        "rolls: {han.die: 2RD}",
    ),
    (
        "v-c22af-friendly-fire-that-damage.yaml",
        "the damage goes to Jango: Vader untouched",
        "fire.target: vader",
        "fire.target: jango",
    ),
    (
        "v-c20bc-battle-formation-reroll-red-count.yaml",
        "the reroll declined: the dice keep their blanks",
        "formation.use: true",
        "formation.use: false",
    ),
    (
        "v-c06p-enrage-blue-damage-resource.yaml",
        "no Blue character (Veers instead of Vader): no cost, no resource",
        '{id: vader, card: "01010"}',
        '{id: vader, card: "01004"}',
    ),
    (
        "v-c39g-insidious-opponent-blank.yaml",
        "Luke's die shows 1F: no blank, no resource",
        '{id: luke, card: "01035", exhausted: true, dice: ["-"]}',
        '{id: luke, card: "01035", exhausted: true, dice: [1F]}',
    ),
    (
        "v-c20bd-grand-inquisitor-remove-blank-then-damage.yaml",
        "Luke's die shows 1F: no blank die to remove, no damage",
        '{id: luke, card: "01035", exhausted: true, dice: ["-"]}',
        '{id: luke, card: "01035", exhausted: true, dice: [1F]}',
    ),
    (
        "v-c01s-bowcaster-two-different.yaml",
        "Phasma chosen instead of Jango",
        "bow.target: [vader, jango]",
        "bow.target: [vader, phasma]",
    ),
    (
        "v-c20bf-jetpack-remove-melee-shield.yaml",
        "Vader's die shows 2Dr: no melee die to remove",
        '{id: vader, card: "01010", exhausted: true, dice: [3MD]}',
        '{id: vader, card: "01010", exhausted: true, dice: [2Dr]}',
    ),
    (
        "v-c45c-bossk-move-damage.yaml",
        "Bossk's ability not used: Luke keeps 2",
        "bossk.use: true",
        "bossk.use: false",
    ),
    (
        "v-c22ag-take-prisoner-per-defeated.yaml",
        "no defeated character: nothing discarded",
        '    set_aside:\n      - {id: leia, card: "01028"}\n',
        "",
    ),
    (
        "v-c20bg-quell-all-indirect.yaml",
        "the second support's die shows 2ID too: both removed",
        '{id: s2, card: "07083", exhausted: true, dice: [2RD]}',
        '{id: s2, card: "07083", exhausted: true, dice: [2ID]}',
    ),
    (
        "v-c17i-lockdown-take-control.yaml",
        "only one Red character (Vader for Veers): P2 keeps control",
        '{id: veers, card: "01004"}',
        '{id: veers, card: "01010"}',
    ),
    (
        "v-c52x-double-cross-opponents-die-as-own.yaml",
        "Vader's die shows 1Sh: a shield, no damage",
        '{id: vader, card: "01010", exhausted: true, dice: [3MD]}',
        '{id: vader, card: "01010", exhausted: true, dice: [1Sh]}',
    ),
    (
        "v-c20bh-crash-landing-indirect-to-self.yaml",
        "Vader's die shows 2MD: Leia takes 2",
        '{id: vader, card: "01010", exhausted: true, dice: [3MD]}',
        '{id: vader, card: "01010", exhausted: true, dice: [2MD]}',
    ),
    (
        "v-c20bi-anarchy-each-opponent-character.yaml",
        "Jango's die shows 1RD: 1 damage each",
        '{id: jango, card: "01021", exhausted: true, dice: [2RD]}',
        '{id: jango, card: "01021", exhausted: true, dice: [1RD]}',
    ),
    (
        "v-c22ah-crackdown-each-damaged.yaml",
        "Luke has no damage: the card cannot be played",
        '{id: luke, card: "01035", damage: 1}',
        '{id: luke, card: "01035"}',
    ),
    (
        "v-c20bj-no-surrender-reroll-then-resolve.yaml",
        "the reroll shows 2MD: Vader takes 2",
        "rolls: {luke.die: 3MD}",
        "rolls: {luke.die: 2MD}",
    ),
    (
        "v-c20bk-garbage-will-do-each-shield.yaml",
        "the vehicle's die is on its card: the cost cannot be paid, no shield",
        '{id: speeder, card: "07083", exhausted: true, dice: [2RD]}',
        '{id: speeder, card: "07083"}',
    ),
    (
        "v-c20bl-reckless-reentry-blank-discards.yaml",
        "the die rolls 2RD: the vehicle stays",
        'rolls: {speeder.die: "-"}',
        "rolls: {speeder.die: 2RD}",
    ),
    (
        "v-c22ai-under-fire-red-you-control.yaml",
        "no Red character (Kylo for Phasma): no damage, no die removed",
        '{id: phasma, card: "01001"}',
        '{id: phasma, card: "01011"}',
    ),
    (
        "v-c20bm-manipulate-own-blank-then-opponent.yaml",
        "no die of P1's in the pool: the first part fails, Luke's die stays",
        '{id: vader, card: "01010", exhausted: true, dice: [3MD]}',
        '{id: vader, card: "01010"}',
    ),
    (
        "v-c09f-chirrut-reroll-blanks.yaml",
        "the ability declined: the blanks stay",
        "chirrut.use: true",
        "chirrut.use: false",
    ),
    (
        "v-c06q-yodas-quarters-heal-that-character.yaml",
        "Leia's die removed: Leia healed, Luke keeps 3",
        "quarters.remove: luke.die",
        "quarters.remove: leia.die",
    ),
    (
        "v-c52y-tobias-beckett-take-then-gain.yaml",
        "P2 has 2 resources: one taken, P2 still has one, no extra gain",
        "    resources: 1\n    characters:\n      - {id: luke",
        "    resources: 2\n    characters:\n      - {id: luke",
    ),
    (
        "v-c06r-stolen-cache-gain-then-discard.yaml",
        "the support is exhausted already: the action cannot be used, no resource",
        '{id: cache, card: "03143"}',
        '{id: cache, card: "03143", exhausted: true}',
    ),
    (
        "v-c54h-command-bridge-two-non-unique.yaml",
        "the second trooper is exhausted: only one activated",
        '{id: t2, card: "01030"}',
        '{id: t2, card: "01030", exhausted: true}',
    ),
    (
        "v-c20bo-dark-empowerment-blank-indirect.yaml",
        "Vader's die shows 3MD: no blank to remove, no damage",
        '{id: vader, card: "01010", exhausted: true, dice: ["-"]}',
        '{id: vader, card: "01010", exhausted: true, dice: [3MD]}',
    ),
    (
        "v-c09g-gamorrean-guard-guardian-english.yaml",
        "Guardian not used: the guard takes nothing, Luke's die stays",
        "guard.use: yes",
        "guard.use: no",
    ),
    (
        "v-c20be-force-telekinesis-turned-count.yaml",
        "one die turned: 1 damage",
        "tk.die: [vader.die, jango.die]",
        "tk.die: [vader.die]",
    ),
    (
        "v-c09e-boss-nass-gungan-blanks.yaml",
        "the second die rolls 1F: one blank, 1 indirect damage",
        'rolls: {nass.die: "-", nass.die2: "-"}',
        'rolls: {nass.die: "-", nass.die2: 1F}',
    ),
    (
        "v-c20bp-guard-remove-equal-value.yaml",
        "Phasma's die removed instead of Jango's: Jango's stays",
        "guard.remove: [vader.die, jango.die]",
        "guard.remove: [vader.die, phasma.die]",
    ),
    (
        "v-c20bq-heroism-damage-then-remove.yaml",
        "Luke has no shield: he takes all 3",
        '{id: luke, card: "01035", shields: 1}',
        '{id: luke, card: "01035"}',
    ),
    (
        "v-c22aj-red-alert-non-unique.yaml",
        "no non-unique Red character (Han for the trooper): nothing readied",
        '{id: trooper, card: "01030", exhausted: true}',
        '{id: trooper, card: "01046", exhausted: true}',
    ),
    (
        "v-c17j-we-have-them-now-controls.yaml",
        "P2 controls the battlefield: the card cannot be played",
        "controller: P1}",
        "controller: P2}",
    ),
    (
        "v-c20br-suppression-own-red-then-opponent.yaml",
        "Phasma's die shows 2RD: removed, then Luke's die too",
        '{id: phasma, card: "01001", exhausted: true, dice: [1R]}',
        '{id: phasma, card: "01001", exhausted: true, dice: [2RD]}',
    ),
    (
        "v-c20bs-intimidate-all-shields.yaml",
        "Luke chosen: Leia keeps her 3",
        "intimidate.shield_source: leia",
        "intimidate.shield_source: luke",
    ),
    (
        "v-c20bt-at-dp-discard-cheap-support.yaml",
        "the second support costs 3 too: nothing can be discarded",
        '{id: speeder, card: "07083"}',
        '{id: speeder, card: "02058"}',
    ),
    (
        "v-c01t-a280-distribute-two-shields.yaml",
        "both shields to Leia: Han gets none",
        "a280.distribute: {leia: 1, han: 1}",
        "a280.distribute: {leia: 2}",
    ),
]


@pytest.mark.parametrize(
    ("name", "why", "old", "new"),
    LATER_MUTANTS,
    ids=[f"{m[0][:-5]}:{i}" for i, m in enumerate(LATER_MUTANTS)],
)
def test_later_variant_mutant_fails(
    name: str, why: str, old: str, new: str, cards_db: Path
) -> None:
    test_variant_mutant_fails(name, why, old, new, cards_db)


def test_an_upgrades_other_character_is_not_its_bearer(cards_db: Path) -> None:
    """Duszenie mocą on Vader: „innej postaci” is a character other than the one the upgrade is
    attached to (RR cz. 1 › ulepszenia), so choosing Vader rejects the scenario, naming the
    decision (engine-qa F29b)."""
    name = "v-c20bb-force-choke-not-its-bearer.yaml"
    text = (VARIANTS_DIR / name).read_text(encoding="utf-8")
    old = "  choke.use: false\n"
    assert text.count(old) == 1
    scenario = load_scenario_text(
        text.replace(old, old + "  choke.target: vader\n"), name=name, cards_path=cards_db
    )
    with pytest.raises(ScenarioError) as info:
        replay(scenario)
    assert "choke.target" in info.value.message


def test_a_single_option_choice_leaves_a_plain_key_to_the_later_choice(cards_db: Path) -> None:
    """Seeking The Truth: the first reroll has one legal die (taken without a step); a plain
    `seeking.reroll: vader.die` is for the second reroll, which may take an opponent's die
    (engine-qa F18: it was checked against the first and rejected)."""
    name = "v-c52p-seeking-truth-leader-rerolls-opponent.yaml"
    text = (VARIANTS_DIR / name).read_text(encoding="utf-8")
    old = "seeking.reroll#1: vader.die"
    assert text.count(old) == 1
    scenario = load_scenario_text(
        text.replace(old, "seeking.reroll: vader.die"), name=name, cards_path=cards_db
    )
    assert not replay(scenario).check()


def test_an_illegal_value_for_a_single_option_choice_is_still_rejected(cards_db: Path) -> None:
    """A value no decision takes, given for a choice with one legal outcome, still rejects
    the scenario naming the decision (the second reroll is declined here)."""
    name = "v-c52p-seeking-truth-leader-rerolls-opponent.yaml"
    text = (VARIANTS_DIR / name).read_text(encoding="utf-8")
    text = text.replace("seeking.use: true", "seeking.use: false").replace(
        "seeking.reroll#1: vader.die", "seeking.reroll: vader.die"
    )
    scenario = load_scenario_text(text, name=name, cards_path=cards_db)
    with pytest.raises(ScenarioError) as info:
        replay(scenario)
    assert "decisions.seeking.reroll" in info.value.message


SELF_DISCARD_BOARD = """
players:
  P1:
    supports:
      - {id: field, card: "05115"}
    characters:
      - {id: leia, card: "01028"}
  P2:
    characters:
      - {id: vader, card: "01010", exhausted: true, dice: [3MD]}
turn: P1
actions:
  - {player: P1, use: field}
"""


def test_a_persistent_one_shot_effect_is_refused(cards_db: Path) -> None:
    """Suppression Field's "Discard this support if it has 3 or more damage on it" is a
    persistent ability with a one-shot effect, which the persistent layer never applies: the
    card is refused out loud, naming the text (engine-qa F40; it used to stay in play)."""
    with pytest.raises(EngineStop) as info:
        replay(load_scenario_text(SELF_DISCARD_BOARD, name="f40", cards_path=cards_db))
    assert "Discard this support if it has 3 or more damage on it." in info.value.message


def test_a_list_for_one_face_names_the_decision(cards_db: Path) -> None:
    """Force Telekinesis turns two dice, one face decision each: a list of faces under one key
    rejects the scenario naming `decisions.tk.face` (exit 2), instead of stopping the action
    with "Nieznana ścianka" (engine-qa, session 3)."""
    name = "v-c20be-force-telekinesis-turned-count.yaml"
    text = (VARIANTS_DIR / name).read_text(encoding="utf-8")
    old = '  tk.face#1: "-"\n  tk.face#2: 1R\n'
    assert text.count(old) == 1
    scenario = load_scenario_text(
        text.replace(old, '  tk.face: ["-", 1R]\n'), name=name, cards_path=cards_db
    )
    with pytest.raises(ScenarioError) as info:
        replay(scenario)
    assert "decisions.tk.face" in info.value.message
