"""Dice, damage, shields, actions, passing, upkeep: rules that need no card text."""

from __future__ import annotations

from .helpers import GENERIC, char, run, types


def two_players(p1: dict, p2: dict, actions: list, **extra) -> dict:
    return {"players": {"P1": p1, "P2": p2}, "actions": actions, **extra}


def test_modifier_with_base_die_is_one_source_and_dice_go_back() -> None:
    r = run(
        two_players(
            {
                "characters": [
                    char(
                        "veers", "Veers", 9, ["1RD", "2RD", "+2RD", "1Sh", "1R", "-"], dice=["+2RD"]
                    ),
                    char(
                        "phasma", "Phasma", 11, ["1RD", "2RD", "1F", "1Dc", "1R", "-"], dice=["1RD"]
                    ),
                ]
            },
            {"characters": [char("rey", "Rey", 10, GENERIC)]},
            [{"player": "P1", "resolve": {"dice": ["phasma", "veers"], "target": "rey"}}],
        )
    )
    assert r.final.cards["rey"].damage == 3
    assert types(r).count("damage_dealt") == 1  # simultaneous: one source
    assert r.final.players["P1"].pool == ()


def test_modifier_alone_is_refused_citing_the_rule() -> None:
    r = run(
        two_players(
            {
                "characters": [
                    char(
                        "veers", "Veers", 9, ["1RD", "2RD", "+2RD", "1Sh", "1R", "-"], dice=["+2RD"]
                    )
                ]
            },
            {"characters": [char("rey", "Rey", 10, GENERIC)]},
            [{"player": "P1", "resolve": {"die": "veers", "target": "rey"}}],
        )
    )
    refused = [e for e in r.steps if e.type == "refused"]
    assert len(refused) == 1
    assert "destiny-rr.cz2.modyfikator" in refused[0].cites
    assert r.final.cards["rey"].damage == 0
    assert r.final.players["P1"].pool == ("veers.die",)


def test_illegal_resolutions_are_refused() -> None:
    p1 = {
        "resources": 0,
        "characters": [
            char("han", "Han", 10, ["2RD", "3RD1", "2Dr", "1R", "1R", "-"], dice=["3RD1"]),
            char("grie", "Grievous", 10, ["2MD", "2MD", "3MD1", "1Dr", "1R", "-"], dice=["2MD"]),
        ],
    }
    p2 = {"characters": [char("rey", "Rey", 10, GENERIC, dice=["1MD"])]}
    r = run(
        two_players(
            p1,
            p2,
            [
                {"player": "P1", "resolve": {"die": "han", "target": "rey"}},  # cannot pay 1
                {
                    "player": "P1",
                    "resolve": [{"die": "grie", "target": "rey"}, {"die": "han", "target": "rey"}],
                },  # two symbols
                {"player": "P1", "resolve": {"die": "rey", "target": "han"}},  # opponent's die
                {"player": "P1", "resolve": {"die": "grie", "target": "nobody"}},  # no such target
                {"player": "P1", "resolve": {"die": "grie", "target": "rey"}},  # legal
            ],
        )
    )
    refused = [e for e in r.steps if e.type == "refused"]
    assert [e.cites[0] for e in refused] == [
        "destiny-rr.cz2.koszt-w-zasobach",
        "destiny-rr.cz5.akcje.rozpatrzenie-kosci",
        "destiny-rr.cz3.w-grze.pula-kosci",
        "destiny-rr.cz8.wybierz-cel",
    ]
    assert r.final.cards["rey"].damage == 2


def test_shields_block_first_are_capped_and_excess_damage_is_ignored() -> None:
    r = run(
        two_players(
            {
                "characters": [
                    char(
                        "a",
                        "A",
                        10,
                        ["3MD", "2Sh", "2Sh", "1R", "1R", "-"],
                        dice=["2Sh", "3MD"],
                        elite=True,
                    )
                ]
            },
            {"characters": [char("b", "B", 5, GENERIC, shields=2, damage=3)]},
            [
                {"player": "P1", "resolve": {"die": "a.die", "target": "b"}},
                {"player": "P2", "pass": True},
                {"player": "P1", "resolve": {"die": "a.die2", "target": "b"}},
            ],
        )
    )
    b = r.final.cards["b"]
    # 2 + 2 shields = 4, capped at 3; then 3 melee: 3 blocked, 0 taken
    assert b.shields == 0 and b.damage == 3
    texts = " ".join(e.text for e in r.steps)
    assert "1 nadmiarowa osłona przepada (maksymalnie 3)" in texts


def test_defeat_sets_aside_dice_and_ends_the_game() -> None:
    r = run(
        two_players(
            {
                "characters": [
                    char("a", "A", 10, ["3MD", "2Sh", "2Sh", "1R", "1R", "-"], dice=["3MD"])
                ]
            },
            {"characters": [char("b", "B", 5, GENERIC, damage=3, dice=["1R"])]},
            [
                {"player": "P1", "resolve": {"die": "a", "target": "b"}},
                {"player": "P2", "pass": True},
            ],
        )
    )
    assert r.final.cards["b"].zone == "set_aside"
    assert r.final.dice["b.die"].location == "set_aside"
    assert r.final.cards["b"].damage == 5  # 3 + 3 capped at health 5
    assert r.final.winner == "P1" and r.final.phase == "over"
    assert r.steps[-1].type == "note"  # remaining actions are not taken


def test_disrupt_never_below_zero_and_discard_takes_what_there_is() -> None:
    r = run(
        two_players(
            {
                "characters": [
                    char(
                        "a",
                        "A",
                        10,
                        ["2Dr", "2Dc", "1Sh", "1R", "1R", "-"],
                        dice=["2Dr", "2Dc"],
                        elite=True,
                    )
                ]
            },
            {"resources": 1, "hand": 1, "characters": [char("b", "B", 5, GENERIC)]},
            [
                {"player": "P1", "resolve": {"die": "a.die"}},
                {"player": "P2", "pass": True},
                {"player": "P1", "resolve": {"die": "a.die2"}},
            ],
        )
    )
    assert r.final.players["P2"].resources == 0
    assert r.final.players["P2"].hand == () and len(r.final.players["P2"].discard) == 1


def test_focus_turns_own_dice_only() -> None:
    r = run(
        two_players(
            {
                "characters": [
                    char(
                        "a",
                        "A",
                        10,
                        ["1F", "2RD", "1Sh", "1R", "1R", "-"],
                        dice=["1F", "1R"],
                        elite=True,
                    )
                ]
            },
            {"characters": [char("b", "B", 5, GENERIC, dice=["-"])]},
            [
                {"player": "P1", "resolve": {"die": "a.die", "turn": {"b.die": "2MD"}}},
                {"player": "P1", "resolve": {"die": "a.die", "turn": {"a.die2": "2RD"}}},
            ],
        )
    )
    assert r.steps[[e.type for e in r.steps].index("refused")].cites[0].endswith("skupienie")
    assert r.final.dice["a.die2"].showing.symbol == "RD"


def test_passing_twice_ends_the_phase_and_upkeep_follows_its_order() -> None:
    r = run(
        two_players(
            {
                "resources": 1,
                "hand": 2,
                "deck": 5,
                "characters": [char("a", "A", 10, GENERIC, exhausted=True, dice=["1R"])],
            },
            {"hand": 7, "characters": [char("b", "B", 5, GENERIC)]},
            [{"player": "P1", "pass": True}, {"player": "P2", "pass": True}],
        )
    )
    s = r.final
    assert s.round == 2 and s.phase == "action"
    assert not s.cards["a"].exhausted and s.dice["a.die"].location == "card"
    assert s.players["P1"].resources == 3 and len(s.players["P1"].hand) == 5
    assert len(s.players["P2"].hand) == 7  # more than the limit: keeps them, draws none
    upkeep = [
        e.type for e in r.steps[r.steps.index(next(e for e in r.steps if e.type == "phase")) :]
    ]
    assert upkeep.index("ready") < upkeep.index("die_off") < upkeep.index("resources")


def test_activation_rolls_stated_faces_and_exhausted_cards_cannot_activate() -> None:
    r = run(
        two_players(
            {"characters": [char("a", "A", 10, GENERIC)]},
            {"characters": [char("b", "B", 5, GENERIC)]},
            [
                {"player": "P1", "activate": "a", "rolls": {"a.die": "2MD"}},
                {"player": "P2", "pass": True},
                {"player": "P1", "activate": "a"},
            ],
        )
    )
    assert r.final.dice["a.die"].showing.value == 2
    assert r.steps[-1].type == "refused" or any(e.type == "refused" for e in r.steps)


def test_random_rolls_are_seeded_and_identical() -> None:
    data = two_players(
        {"characters": [char("a", "A", 10, GENERIC, elite=True)]},
        {"characters": [char("b", "B", 5, GENERIC)]},
        [{"player": "P1", "activate": "a"}],
        seed=7,
    )
    first, second = run(data), run(data)
    assert [e.to_json() for e in first.steps] == [e.to_json() for e in second.steps]
    assert first.steps[0].data["board"]["seed"] == 7
    other = run({**data, "seed": 8})
    faces = lambda r: [r.final.dice[d].face for d in ("a.die", "a.die2")]  # noqa: E731
    assert any(faces(run({**data, "seed": s})) != faces(first) for s in range(8, 20)) or other


def test_reroll_action_needs_dice_and_a_card() -> None:
    r = run(
        two_players(
            {"hand": ["x1"] and 1, "characters": [char("a", "A", 10, GENERIC, dice=["-"])]},
            {"characters": [char("b", "B", 5, GENERIC)]},
            [{"player": "P1", "reroll": ["a"], "discard": "p1-hand-1", "rolls": {"a.die": "2MD"}}],
        )
    )
    assert r.final.dice["a.die"].showing.value == 2
    assert len(r.final.players["P1"].discard) == 1


def test_claim_passes_later_turns_and_only_one_claim_per_round() -> None:
    r = run(
        two_players(
            {"characters": [char("a", "A", 10, GENERIC)]},
            {"characters": [char("b", "B", 5, GENERIC)]},
            [
                {"player": "P1", "claim": {"use": False}},
                {"player": "P2", "claim": True},
                {"player": "P2", "activate": "b"},
                {"player": "P2", "pass": True},
            ],
            battlefield={
                "id": "bf",
                "card": {"name": "Pole", "type": "battlefield"},
                "controller": "P2",
            },
            turn="P1",
        )
    )
    kinds = types(r)
    assert kinds.count("refused") == 1
    auto = [e for e in r.steps if e.type == "pass" and e.data.get("auto")]
    assert auto and auto[0].data["player"] == "P1"
    assert r.final.battlefield_controller == "P1" and r.final.round == 2
    assert r.final.turn == "P1"  # the battlefield controller acts first


def test_an_additional_action_that_changes_nothing_is_not_a_pass(cards_db) -> None:
    """P2 passed; P1 acts (not a pass), then wastes his additional action: P2's next pass is
    the first of a new run, so the action phase goes on."""
    data = {
        "turn": "P1",
        "players": {
            "P1": {
                "affiliation": "hero",
                "resources": 2,
                "hand": [{"id": "holdout", "card": "01063", "text": "Zasadzka."}],
                "characters": [
                    {"id": "han", "card": "01046"},
                    {
                        "id": "veers",
                        "card": {
                            "name": "V",
                            "type": "character",
                            "health": 5,
                            "sides": GENERIC,
                            "text": "<b>Akcja</b> - Usuń tę "
                            "kość, aby przerzucić maksymalnie 2 "
                            "z twoich kości.",
                        },
                    },
                ],
            },
            "P2": {
                "affiliation": "villain",
                "passed": True,
                "characters": [{"id": "jango", "card": "01021"}],
            },
        },
        "actions": [
            {"player": "P1", "play": "holdout", "target": "han"},
            {"player": "P1", "use": "veers"},  # no die in the pool: changes nothing
            {"player": "P2", "pass": True},
        ],
    }
    r = run(data, cards=cards_db)
    assert r.final.round == 1 and r.final.phase == "action" and r.final.turn == "P1"
    ends = [e for e in r.steps if e.type == "action_end"]
    assert [e.data["counted_as_pass"] for e in ends] == [False, False]
