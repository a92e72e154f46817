"""Timing rules on boards no document shows: several "after" abilities of two players, a
replacement whose effect is itself replaced, "before" abilities nested in "before" abilities."""

from __future__ import annotations

from pathlib import Path

from .helpers import GENERIC, char, run


def test_three_after_abilities_of_two_players_are_ordered_by_the_battlefield_controller(
    cards_db: Path,
) -> None:
    data = {
        "battlefield": {"id": "bf", "card": "01171", "controller": "P2"},
        "turn": "P1",
        "players": {
            "P1": {
                "affiliation": "villain",
                "hand": 2,
                "characters": [
                    {
                        "id": "raider",
                        "card": "01022",
                        "upgrades": [
                            {
                                "id": "fast-hands",
                                "card": "02150",
                                "text": "Tylko żółta postać.\nPo tym, jak aktywujesz postać, do "
                                "której dołączono tę kartę, możesz rozpatrzyć jedną z jej kości "
                                "postaci lub ulepszenia.",
                            }
                        ],
                    }
                ],
            },
            "P2": {"affiliation": "villain", "characters": [{"id": "jango", "card": "01021"}]},
        },
        "actions": [{"player": "P1", "activate": "raider", "rolls": {"raider.die": "1MD"}}],
        "decisions": {"order": ["jango", "fast-hands", "raider"]},
        "chance": {"rolls": {"jango.die": "1R"}},
    }
    r = run(data, cards=cards_db)
    order = next(e for e in r.steps if e.decision is not None and e.decision.key == "order")
    assert order.decision.decider == "P2"  # abilities of two players: the battlefield controller
    assert order.decision.rule.endswith("zdolnosci-rownoczesne")
    queued = [
        e.data["item"]["source"]
        for e in r.steps
        if e.type == "queue_add" and e.data["item"]["kind"] == "ability"
    ]
    assert queued == ["jango", "fast-hands", "raider"]
    started = [e.data.get("source") for e in r.steps if e.type == "queue_start"]
    assert [x for x in started if x in ("jango", "fast-hands", "raider")] == queued  # FIFO


def test_own_simultaneous_abilities_are_ordered_by_their_owner(cards_db: Path) -> None:
    data = {
        "battlefield": {"id": "bf", "card": "01171", "controller": "P2"},
        "turn": "P1",
        "players": {
            "P1": {
                "affiliation": "villain",
                "characters": [
                    {
                        "id": "raider",
                        "card": "01022",
                        "upgrades": [
                            {
                                "id": "fast-hands",
                                "card": "02150",
                                "text": "Tylko żółta postać.\nPo tym, jak aktywujesz postać, do "
                                "której dołączono tę kartę, możesz rozpatrzyć jedną z jej kości "
                                "postaci lub ulepszenia.",
                            }
                        ],
                    }
                ],
            },
            "P2": {"affiliation": "hero", "characters": [{"id": "rey", "card": "01038"}]},
        },
        "actions": [{"player": "P1", "activate": "raider"}],
    }
    r = run(data, cards=cards_db)
    order = next(e for e in r.steps if e.decision is not None and e.decision.key == "order")
    assert order.decision.decider == "P1"  # both abilities are P1's: P1 orders them
    assert order.decision.default is True


REPLACING = (
    "Przed tym, jak postać, do której dołączono tę kartę, miałaby zostać pokonana, zamiast tego "
    "odrzuć z gry to ulepszenie i zadaj 1 obrażenie postaci, do której dołączono tę kartę."
)


def _replacement_board(order: list[str]) -> dict:
    return {
        "players": {
            "P1": {
                "affiliation": "hero",
                "characters": [
                    {
                        "id": "han",
                        "card": "01046",
                        "damage": 9,
                        "upgrades": [
                            {
                                "id": "brace",
                                "card": {
                                    "name": "Zastępstwo",
                                    "type": "upgrade",
                                    "cost": 0,
                                    "text": REPLACING,
                                },
                            },
                            {"id": "chance", "card": "01137"},
                        ],
                    },
                    {"id": "leia", "card": "01028"},
                ],
            },
            "P2": {
                "affiliation": "villain",
                "characters": [
                    {"id": "vader", "card": "01010", "exhausted": True, "dice": ["2MD"]}
                ],
            },
        },
        "turn": "P2",
        "actions": [{"player": "P2", "resolve": {"die": "vader", "target": "han"}}],
        "decisions": {"order": order},
    }


def test_a_replacement_whose_effect_is_replaced_again(cards_db: Path) -> None:
    """The first "would be defeated" replacement deals damage that would defeat the character
    again; that new defeat is a new event, which the second replacement can replace
    ("Zdolności mogą być aktywowane w wyniku działania efektu zastępującego")."""
    r = run(_replacement_board(["brace", "chance"]), cards=cards_db)
    s = r.final
    assert s.cards["han"].zone == "play"
    assert s.cards["han"].damage == 5  # 10 (capped), replaced; +1 again, replaced: heal 5
    assert s.cards["brace"].zone == "discard" and s.cards["chance"].zone == "discard"
    replaced = [e.data["card"] for e in r.steps if e.type == "replaced"]
    assert replaced == ["brace", "chance"]
    skipped = [e for e in r.steps if e.type == "window_skip"]
    assert [e.data["source"] for e in skipped] == ["chance"]  # in the first window
    assert not [e for e in r.steps if e.type == "defeat"]


def test_the_other_order_replaces_once(cards_db: Path) -> None:
    r = run(_replacement_board(["chance", "brace"]), cards=cards_db)
    s = r.final
    assert s.cards["han"].damage == 5
    assert s.cards["chance"].zone == "discard"
    assert s.cards["brace"].attached_to == "han"  # could no longer replace anything


def test_before_abilities_nest_and_the_queue_waits() -> None:
    """A "before" ability whose effect deals damage opens a new "before" window inside the
    first one; "after" abilities triggered inside wait at the end of the queue."""
    qui = "Przed tym, jak ta postać zyska 1 lub więcej żetonów osłon, możesz usunąć z niej 1 z jej żetonów osłon, aby zadać 1 obrażenie dowolnej postaci."  # noqa: E501
    dooku = "Przed tym, jak ta postać otrzyma 1 lub więcej obrażeń, możesz odrzucić kartę z twojej ręki, aby dać jej 1 żeton osłony."  # noqa: E501
    data = {
        "players": {
            "P1": {
                "characters": [
                    char(
                        "qg",
                        "Qui",
                        11,
                        ["2Sh", "2Sh", "2Sh", "2Sh", "2Sh", "-"],
                        text=qui,
                        shields=1,
                        dice=["2Sh"],
                    )
                ]
            },
            "P2": {"hand": 1, "characters": [char("dk", "Dooku", 10, GENERIC, text=dooku)]},
        },
        "actions": [{"player": "P1", "resolve": {"die": "qg", "target": "qg"}}],
        "decisions": {"qg.use": True, "qg.target": "dk", "dk.use": True},
    }
    r = run(data)
    depths = {e.type: e.depth for e in r.steps if e.type in ("window_open",)}
    assert depths  # windows opened
    windows = [e for e in r.steps if e.type == "window_open"]
    assert len(windows) == 2 and windows[1].depth > windows[0].depth
    s = r.final
    assert s.cards["dk"].damage == 0 and s.cards["dk"].shields == 0  # shield blocked the 1
    assert s.cards["qg"].shields == 2  # 1 − 1 + 2


def test_illegal_decisions_are_refused_with_their_path(cards_db: Path) -> None:
    """Two identical options of Szkolenie Mocy, or all F-11D damage on one character while the
    other could take it, are not legal choices: the scenario is rejected naming the key."""
    import pytest

    from judge.engine.api import load_scenario, replay, scenarios_dir
    from judge.engine.core.errors import ScenarioError

    training = load_scenario(
        scenarios_dir() / "c38-force-training-two-options.yaml", cards_path=cards_db
    )
    with pytest.raises(ScenarioError) as info:
        replay(training, {"training.choice": ["1", "1"]})
    assert "decisions.training.choice" in info.value.message

    f11d = load_scenario(
        scenarios_dir() / "c07-f11d-distribute-no-overkill.yaml", cards_path=cards_db
    )
    with pytest.raises(ScenarioError) as info:
        replay(f11d, {"f11d.distribute": {"rey": 2}})
    assert "F-11D" in info.value.message
