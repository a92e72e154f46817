"""Commander effects (glossary `commander effect`, `stacking`; Disruption, Battle Meditation,
Control Minds, Force Valor): the rules around the entries that the glossary boards do not
already show."""

from __future__ import annotations

from typing import Any

import yaml

from judge.engine.api import load_scenario_text, replay
from judge.engine.core.replay import Replay

from .glossary_cases import act, board, fig

PLUS4 = {"text": "Podwładni dostają +4 do Ataku", "who": {"followers": True}, "attack": 4}


def _run(scenario: dict[str, Any]) -> Replay:
    return replay(load_scenario_text(yaml.safe_dump(scenario, allow_unicode=True)))


def _totals(run: Replay) -> list[int]:
    return [e.data["total"] for e in run.steps if e.type in ("hit", "miss")]


def test_disruption_near_the_follower_also_cancels_the_effect() -> None:
    """„Postacie w zasięgu 6 pól nie odnoszą korzyści (lub kar) z wrogich efektów dowódcy”."""

    def scenario(d_at: str) -> dict[str, Any]:
        return board(
            "disruption",
            [
                fig(
                    "c", "A1", name="Dowódca", commander=[{**PLUS4, "range": None}], activated=True
                ),
                fig("t", "L1"),
            ],
            [fig("e", "L4", defense=10), fig("d", d_at, special=["Disruption"])],
            act({"attack": "e", "roll": 8}, who="t"),
            {},
        )

    near = _run(scenario("N3"))  # 3 squares from the attacker, 13 from the commander
    assert _totals(near) == [8]
    note = next(e for e in near.steps if e.type == "note" and e.data.get("disruption") == "d")
    assert "swm-rules.glossary.disruption" in note.cites
    assert _totals(_run(scenario("A6"))) == [8]  # 5 from the commander
    assert _totals(_run(scenario("G6"))) == [12]  # 8 from the commander, 5+ from the attacker


def test_battle_meditation_bars_enemy_combined_fire() -> None:
    scenario = board(
        "battle-meditation",
        [fig("p", "A1", powers=["Battle Meditation"], force=2)],
        [fig("s", "C5"), fig("h", "C3"), fig("e", "H5")],
        [
            *act({"use": "Battle Meditation"}, {"end": True}, who="p"),
            *act({"attack": "p", "roll": 15, "combine": ["h"]}, who="s", player="b"),
        ],
        {},
    )
    run = _run(scenario)
    refused = [e for e in run.steps if e.type == "refused"]
    assert len(refused) == 1 and "nie mogą używać ataku łączonego" in refused[0].text
    assert "swm-rules.glossary.battle-meditation" in refused[0].cites


def test_battle_meditation_adds_to_control_minds_but_two_control_minds_do_not() -> None:
    """Battle Meditation: „Przyznany bonus kumuluje się z innymi efektami, które poprawiają atak
    łączony”; Control Minds says no such thing, so a second one is a duplicate."""

    def scenario(second: str) -> dict[str, Any]:
        return board(
            "battle-meditation",
            [
                fig("p", "A1", powers=["Control Minds"], force=1),
                fig("q", "A2", powers=[second], force=2),
                fig("s", "C5"),
                fig("h", "C3", name="Pomocnik"),
            ],
            [fig("e", "H5", defense=30)],
            [
                *act({"use": "Control Minds"}, {"end": True}, who="p"),
                *act({"use": second}, {"end": True}, who="q"),
                {"player": "b", "activate": "e"},
                {"player": "b", "end": True},
                *act({"attack": "e", "roll": 5, "combine": ["h"]}, who="s"),
            ],
            {},
        )

    assert _totals(_run(scenario("Battle Meditation"))) == [5 + 4 + 2 + 2]
    assert _totals(_run(scenario("Control Minds"))) == [5 + 4 + 2]


def test_force_valor_meets_a_printed_commander_effect_only_the_highest_counts() -> None:
    scenario = board(
        "force-valor",
        [
            fig("v", "A1", powers=["Force Valor"], force=2),
            fig("c", "A3", name="Dowódca", commander=[{**PLUS4, "range": 6}], activated=True),
            fig("t", "C1"),
        ],
        [fig("e", "C4", defense=30)],
        [
            *act({"use": "Force Valor"}, {"end": True}, who="v"),
            *act({"attack": "e", "roll": 8}, who="t"),
        ],
        {},
    )
    run = _run(scenario)
    assert _totals(run) == [12]
    bonus = [e for e in run.steps if e.type == "modifier" and e.data.get("stat") == "attack"]
    assert len(bonus) == 1 and bonus[0].data["source"] == "c"
    assert bonus[0].contested is not None
    assert "swm-rules.glossary.force-valor" in bonus[0].contested.sources


def test_a_defeated_commander_gives_nothing() -> None:
    """„Efekt dowódcy kończy się natychmiast, gdy posiadająca go postać zostanie pokonana.”"""
    scenario = board(
        "commander-effect",
        [
            fig("c", "A1", name="Dowódca", commander=[{**PLUS4, "range": 6}], hp=10),
            fig("t", "D1"),
        ],
        [fig("e", "B1", defense=10, attack=20), fig("f", "D4", defense=10, activated=True)],
        [
            {"player": "b", "activate": "e"},
            {"player": "b", "attack": "c", "roll": 15},
            *act({"attack": "f", "roll": 8}, who="t", player="a"),
        ],
        {},
    )
    scenario["round"] = {"first": "b", "phase": "b"}
    run = _run(scenario)
    assert run.final.fig("c").defeated
    assert _totals(run)[-1] == 8


def test_a_figure_cut_off_the_force_has_no_force_rating() -> None:
    """Sever Force: „Jeśli cel posiada wartość Mocy nie jest dalej traktowany jako ją
    posiadający”: a Jedi Hunter's +4/+10 no longer applies against it."""

    def scenario(sever: bool) -> dict[str, Any]:
        steps = [{"use": "Sever Force", "target": "e"}, {"end": True}] if sever else []
        return board(
            "sever-force",
            [
                fig("s", "C2", powers=["Sever Force"], force=3),
                fig("h", "C4", special=["Jedi Hunter"]),
            ],
            [fig("e", "D3", force=2, defense=30)],
            [
                *(act(*steps, who="s") if sever else []),
                *act({"attack": "e", "roll": 10}, who="h"),
            ],
            {},
        )

    assert _totals(_run(scenario(sever=False))) == [14]
    assert _totals(_run(scenario(sever=True))) == [10]


def test_force_immunity_keeps_powers_off_the_figure() -> None:
    """„Inne postacie nie mogą wydawać Punktów Mocy, by oddziaływać na tą postać” — a power may
    not pick it; „Na tą postać nie działają Moce wpływające na wiele postaci” — Force Storm
    passes it by; the attacker's Lightsaber Riposte answer is not offered either."""
    grip = board(
        "force-immunity",
        [fig("u", "A3", powers=["Force Grip 30"], force=1)],
        [fig("t", "E3", special=["Force Immunity"])],
        act({"use": "Force Grip 30", "target": "t"}),
        {},
    )
    run = _run(grip)
    refused = [e for e in run.steps if e.type == "refused"]
    assert len(refused) == 1 and "swm-rules.glossary.force-immunity" in refused[0].cites
    assert run.final.fig("u").force == 1 and run.final.fig("t").damage == 0
    storm = board(
        "force-immunity",
        [fig("u", "C3", powers=["Force Storm 20"], force=2)],
        [fig("t", "D3", special=["Force Immunity"]), fig("v", "C4")],
        act({"use": "Force Storm 20"}),
        {},
    )
    run = _run(storm)
    assert run.final.fig("t").damage == 0 and run.final.fig("v").damage == 20
    riposte = board(
        "force-immunity",
        [fig("u", "C3", special=["Melee Attack", "Force Immunity"])],
        [fig("t", "D3", powers=["Lightsaber Riposte"], force=1)],
        act({"attack": "t", "roll": 15}),
        {},
        decisions={"t.riposte": True},
    )
    run = _run(riposte)
    assert [e.data["attacker"] for e in run.steps if e.type == "attack"] == ["u"]
    assert run.final.fig("t").force == 1
