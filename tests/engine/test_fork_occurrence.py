"""A fork changes one decision, not every later decision that happens to share its key (issue
13): in C09, Vader's Guardian window and his later "po tym" ability are both asked as
`vader.use`; declining Guardian must leave the "po tym" ability as the scenario plays it."""

from __future__ import annotations

from pathlib import Path

from judge.engine.api import compare, load_scenario, replay, scenarios_dir


def test_declining_guardian_does_not_decline_vaders_later_ability(cards_db: Path) -> None:
    scenario = load_scenario(
        scenarios_dir() / "c09-guardian-personal-escort.yaml", cards_path=cards_db
    )
    original = replay(scenario)
    uses = [e for e in original.steps if e.decision is not None and e.decision.key == "vader.use"]
    assert len(uses) == 2, "Guardian and the 'po tym' ability are both vader.use"
    guardian = uses[0].index
    assert original.step_json(guardian)["decision"]["occurrence"] == 1

    forked = original.fork(guardian, {"vader.use": False})
    later = [e for e in forked.steps if e.decision is not None and e.decision.key == "vader.use"]
    assert [e.decision.value for e in later] == [False, True]
    assert forked.final.players["P2"].hand and len(forked.final.players["P2"].hand) == 2
    assert forked.final.cards["vader"].damage == 0  # no Guardian damage
    assert forked.final.dice["poe.die"].location == "pool"  # Poe's die was not removed

    differences = compare(original, forked)["differences"]
    assert "players.P2.hand" not in differences  # P2 still discards to Vader's ability
    assert differences["cards.vader.damage"] == [2, 0]

    # Naming the occurrence explicitly forks the same way.
    explicit = original.fork(guardian, {"vader.use#1": False})
    assert compare(forked, explicit)["differences"] == {}
