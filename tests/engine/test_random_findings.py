"""Engine bugs the random boards found (`test_random_boards`), each on the smallest board that
shows it, with the outcome the rules require. The shrunk random games themselves are kept in
`fixtures/random/` (replayed by `test_random_regressions`)."""

from __future__ import annotations

from pathlib import Path

from .helpers import run


def test_a_special_cannot_resolve_its_own_die_again(cards_db: Path) -> None:
    """Onieśmielająca obecność: "[special] - Wybierz czerwoną kość. Jeśli to twoja kość,
    rozpatrz ją, zwiększając jej wartość o 2." Choosing the die whose special is resolving
    looped for ever (a RecursionError); the same die cannot be resolved twice during one action
    (RR cz. 5 › rozpatrzenie kości), so nothing is resolved."""
    data = {
        "players": {
            "P1": {
                "characters": [
                    {
                        "id": "veers",
                        "card": "01004",
                        "exhausted": True,
                        "dice": ["1RD"],
                        "upgrades": [{"id": "presence", "card": "01007", "dice": ["Sp"]}],
                    }
                ]
            },
            "P2": {"characters": [{"id": "rey", "card": "01038"}]},
        },
        "actions": [{"player": "P1", "resolve": {"die": "presence.die"}}],
        "decisions": {"presence.target": "presence.die"},
    }
    r = run(data, cards=cards_db)
    again = [e for e in r.steps if e.type == "note" and "już rozpatrzona" in e.text]
    assert again and "destiny-rr.cz5.akcje.rozpatrzenie-kosci" in again[0].cites
    assert r.final.dice["presence.die"].location == "card"
    assert r.final.dice["veers.die"].location == "pool"
    assert r.final.cards["rey"].damage == 0


def test_a_special_resolves_another_red_die_plus_two(cards_db: Path) -> None:
    """The same special choosing the other red die resolves it with +2."""
    data = {
        "players": {
            "P1": {
                "characters": [
                    {
                        "id": "veers",
                        "card": "01004",
                        "exhausted": True,
                        "dice": ["1RD"],
                        "upgrades": [{"id": "presence", "card": "01007", "dice": ["Sp"]}],
                    }
                ]
            },
            "P2": {"characters": [{"id": "rey", "card": "01038"}]},
        },
        "actions": [{"player": "P1", "resolve": {"die": "presence.die"}}],
        "decisions": {"presence.target": "veers.die", "presence.resolve": "veers.die"},
    }
    r = run(data, cards=cards_db)
    assert r.final.cards["rey"].damage == 3
    assert r.final.dice["veers.die"].location == "card"


def _riposte(shields: int, amount: int | None) -> dict:
    data: dict = {
        "players": {
            "P1": {
                "hand": [{"id": "riposte", "card": "01121"}],
                "characters": [{"id": "rey", "card": "01038", "shields": shields}],
            },
            "P2": {"characters": [{"id": "vader", "card": "01010"}]},
        },
        "actions": [{"player": "P1", "play": "riposte"}],
        "decisions": {"riposte.target": "vader"},
    }
    if amount is not None:
        data["decisions"]["riposte.amount"] = amount
    return data


def test_riposte_removes_any_number_of_shields(cards_db: Path) -> None:
    """Odpowiedź: "Usuń dowolną liczbę żetonów osłon z jednej z twoich postaci. Następnie zadaj
    dowolnej postaci obrażenia w liczbie usuniętych właśnie osłon." The amount "dowolną
    liczbę" stopped the engine (unhandled amount); it is the player's choice, 0..all."""
    r = run(_riposte(3, 2), cards=cards_db)
    assert r.final.cards["rey"].shields == 1
    assert r.final.cards["vader"].damage == 2
    decision = next(e.decision for e in r.steps if e.decision and e.decision.key.endswith("amount"))
    assert list(decision.options) == [0, 1, 2, 3]
    r = run(_riposte(2, None), cards=cards_db)  # default: all of them
    assert r.final.cards["rey"].shields == 0
    assert r.final.cards["vader"].damage == 2


def test_infamous_gives_ambush_to_the_yellow_card_played(cards_db: Path) -> None:
    """Niesławny: "Przed tym, jak zagrasz żółtą kartę, możesz wyczerpać to wsparcie, aby dać
    danej karcie słowo kluczowe Zasadzka." (GrantKeyword in a triggered ability stopped the
    engine.) The card played gets Zasadzka: an additional action once it is played."""
    data = {
        "players": {
            "P1": {
                "resources": 2,
                "supports": [{"id": "infamous", "card": "01163"}],
                "hand": [{"id": "hunt", "card": "01026"}],
                "characters": [{"id": "jango", "card": "01021"}],
            },
            "P2": {"characters": [{"id": "rey", "card": "01038"}]},
        },
        "actions": [{"player": "P1", "play": "hunt", "target": "jango"}],
        "decisions": {"infamous.use": True},
    }
    r = run(data, cards=cards_db)
    assert r.final.cards["infamous"].exhausted
    assert any(e.type == "grant_keyword" for e in r.steps)
    assert any(e.type == "additional_add" and "Zasadzka" in e.text for e in r.steps)
    declined = run({**data, "decisions": {"infamous.use": False}}, cards=cards_db)
    assert not any(e.type == "additional_add" for e in declined.steps)


def test_a_target_defeated_by_an_earlier_die_is_chosen_anew(cards_db: Path) -> None:
    """Two dice resolved in one action, both aimed at a character the first one defeats: the
    engine stopped ("illegal choice"). Each die's target is chosen as it resolves, so the
    second die gets a new target (RR cz. 5 › rozpatrzenie kości; cz. 8 › wybierz cel)."""
    data = {
        "players": {
            "P1": {
                "characters": [
                    {"id": "luke", "card": "01035", "exhausted": True, "dice": ["3MD"]},
                    {"id": "rey", "card": "01038", "exhausted": True, "dice": ["1MD"]},
                ]
            },
            "P2": {
                "characters": [
                    {"id": "trooper", "card": "01002", "damage": 5},
                    {"id": "phasma", "card": "01001"},
                ]
            },
        },
        "actions": [
            {
                "player": "P1",
                "resolve": [
                    {"die": "luke.die", "target": "trooper"},
                    {"die": "rey.die", "target": "trooper"},
                ],
            }
        ],
        "decisions": {"rey.die.target": "phasma"},
    }
    r = run(data, cards=cards_db)
    assert r.final.cards["trooper"].zone == "set_aside"
    assert r.final.cards["phasma"].damage == 1
    assert any(e.type == "note" and "nowy cel" in e.text for e in r.steps)


def test_a_focus_turn_made_impossible_by_an_earlier_focus_is_skipped(cards_db: Path) -> None:
    """Two focus dice in one action stating the same turn: the second turn is no longer
    possible (the die already shows that face) and the engine stopped. Focus turns *up to*
    its value of dice, so that turn is not made (RR cz. 2 › skupienie)."""
    data = {
        "players": {
            "P1": {
                "characters": [
                    {"id": "phasma", "card": "01001", "exhausted": True, "dice": ["1F"]},
                    {"id": "bala", "card": "01019", "exhausted": True, "dice": ["1F"]},
                    {"id": "veers", "card": "01004", "exhausted": True, "dice": ["1R"]},
                ],
            },
            "P2": {"characters": [{"id": "rey", "card": "01038"}]},
        },
        "actions": [
            {
                "player": "P1",
                "resolve": [
                    {"die": "phasma.die", "turn": {"veers.die": "2RD"}},
                    {"die": "bala.die", "turn": {"veers.die": "2RD"}},
                ],
            }
        ],
    }
    r = run(data, cards=cards_db)
    assert r.final.dice["veers.die"].showing.notation == "2RD"
    skipped = [e for e in r.steps if e.type == "note" and "nie obraca veers.die" in e.text]
    assert len(skipped) == 1
    assert r.final.dice["bala.die"].location == "card"


def test_cunning_on_an_opponents_bb8_has_no_die_of_its_own(cards_db: Path) -> None:
    """Spryt resolving the opponent's BB-8: "Przerzuć tę kość i jedną inną twoją kość. Nie
    usuwaj tej kości ze swojej puli…". The engine rerolled the opponent's BB-8 die, then
    stopped on the "do not remove" part. Resolved by another card, the special has no die of
    its own (FAQ on Spryt and Czarny): only your other die is rerolled, nothing stays."""
    data = {
        "players": {
            "P1": {
                "characters": [
                    {
                        "id": "jango",
                        "card": "01021",
                        "exhausted": True,
                        "dice": ["1RD"],
                        "upgrades": [{"id": "cunning", "card": "01065", "dice": ["Sp"]}],
                    }
                ]
            },
            "P2": {
                "supports": [{"id": "bb8", "card": "01043", "exhausted": True, "dice": ["1Sh"]}],
                "characters": [{"id": "poe", "card": "01029"}],
            },
        },
        "actions": [
            {"player": "P1", "resolve": {"die": "cunning.die"}, "rolls": {"jango.die": "2RD"}}
        ],
        "decisions": {"cunning.special": "bb8"},
    }
    r = run(data, cards=cards_db)
    rolled = [e.data["die"] for e in r.steps if e.type == "die_roll"]
    assert rolled == ["jango.die"]
    assert r.final.dice["bb8.die"].showing.notation == "1Sh"
    assert r.final.dice["cunning.die"].location == "card"
    assert r.final.dice["jango.die"].showing.notation == "2RD"
