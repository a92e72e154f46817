"""Fields of the card grammar the engine executes (judge/cards/ast.py): whose pool a die is
rolled into, who picks discarded cards, the zone a triggering card comes from, the zone and
count of "Podejrzyj", and "Jeśli <zdarzenie>" after an effect. Inline cards use our own
wording of each effect."""

from __future__ import annotations

from typing import Any

from .helpers import GENERIC, char, run


def _card(name: str, kind: str, text: str, **extra: Any) -> dict[str, Any]:
    return {"name": name, "type": kind, "cost": 0, "text": text, **extra}


def _board(p1: dict[str, Any], p2: dict[str, Any] | None = None, **rest: Any) -> dict[str, Any]:
    return {
        "players": {
            "P1": p1,
            "P2": p2 or {"characters": [char("foe", "Wróg", 10, GENERIC)]},
        },
        "turn": "P1",
        **rest,
    }


def test_roll_into_an_opponents_pool() -> None:
    """ "Rzuć kością tej postaci do puli dowolnego przeciwnika": the die lands in P2's pool,
    P2 may resolve it (a player resolves the dice in his pool, RR cz. 3 › pula kości), and
    back on its card it is P1's again."""
    data = _board(
        {
            "characters": [
                char(
                    "gift",
                    "Dar",
                    10,
                    ["2MD"] * 6,
                    text="<b>Akcja</b> - Rzuć kością tej postaci do puli dowolnego przeciwnika.",
                )
            ]
        },
        actions=[
            {"player": "P1", "use": "gift"},
            {"player": "P2", "resolve": {"die": "gift.die", "target": "gift"}},
        ],
    )
    r = run(data)
    rolled = [e for e in r.steps if e.type == "die_roll"]
    assert rolled and rolled[0].data.get("pool") == "P2"
    assert "do puli gracza P2" in rolled[0].text
    after_roll = r.state_at(rolled[0].index)
    assert "gift.die" in after_roll.players["P2"].pool
    assert "gift.die" not in after_roll.players["P1"].pool
    assert r.final.cards["gift"].damage == 2  # P2 resolved it against P1's character
    assert r.final.dice["gift.die"].location == "card"
    assert r.final.dice["gift.die"].owner == "P1"


def test_roll_into_your_own_pool_is_the_usual_roll() -> None:
    data = _board(
        {
            "characters": [
                char(
                    "self",
                    "Sam",
                    10,
                    ["2MD"] * 6,
                    text="<b>Akcja</b> - Rzuć kością tej postaci do twojej puli.",
                )
            ]
        },
        actions=[{"player": "P1", "use": "self"}],
    )
    r = run(data)
    assert "self.die" in r.final.players["P1"].pool
    assert all("pool" not in e.data for e in r.steps if e.type == "die_roll")


def _forced_discard(decisions: dict[str, Any] | None = None) -> Any:
    data = _board(
        {
            "supports": [
                {
                    "id": "spy",
                    "card": _card(
                        "Szpieg",
                        "support",
                        "<b>Akcja</b> - Zmuś dowolnego przeciwnika, aby odrzucił z ręki 1 "
                        "wybrane przez ciebie wydarzenie.",
                    ),
                }
            ],
            "characters": [char("me", "Ja", 10, GENERIC)],
        },
        {
            "hand": [
                {"id": "ev1", "card": _card("Pierwsze", "event", "")},
                {"id": "ev2", "card": _card("Drugie", "event", "")},
            ],
            "characters": [char("foe", "Wróg", 10, GENERIC)],
        },
        actions=[{"player": "P1", "use": "spy"}],
    )
    return run(data, decisions)


def test_discard_chosen_by_you_is_chosen_by_the_cards_controller() -> None:
    """ "Zmuś dowolnego przeciwnika, aby odrzucił … wybrane przez ciebie": the opponent
    discards, but the player resolving the card picks which (not the forced player, who picks
    when the text does not say, RR cz. 8 › wybierz cel)."""
    r = _forced_discard({"spy.discard": "ev2"})
    asked = [e for e in r.steps if e.decision and e.decision.key.endswith(".discard")]
    assert len(asked) == 1
    assert asked[0].decision.decider == "P1"
    assert r.final.cards["ev2"].zone == "discard"
    assert r.final.cards["ev1"].zone == "hand"


def _hand_trigger_board(actions: list[dict[str, Any]]) -> dict[str, Any]:
    gear = _card("Sprzęt", "upgrade", "")
    return _board(
        {
            "hand": [{"id": "from-hand", "card": gear}],
            "discard": [{"id": "from-pile", "card": gear}],
            "supports": [
                {
                    "id": "salvage",
                    "card": _card(
                        "Złomowisko",
                        "support",
                        "<b>Akcja</b> - Zagraj ulepszenie z twojego stosu kart odrzuconych.",
                    ),
                }
            ],
            "characters": [
                char(
                    "ackbar",
                    "Taktyk",
                    10,
                    GENERIC,
                    text="Po tym, jak zagrasz kartę z twojej ręki, zyskujesz 1 żeton zasobu.",
                )
            ],
        },
        actions=actions,
    )


def test_a_trigger_on_cards_from_the_hand_ignores_a_card_played_from_the_discard_pile() -> None:
    r = run(
        _hand_trigger_board([{"player": "P1", "use": "salvage"}]),
        {"salvage.play": "from-pile", "salvage.onto": "ackbar"},
    )
    assert r.final.cards["from-pile"].zone == "play"
    assert r.final.players["P1"].resources == 0
    assert not [e for e in r.steps if e.type == "queued" and "ackbar" in str(e.data)]


def test_a_trigger_on_cards_from_the_hand_fires_for_a_card_from_the_hand() -> None:
    r = run(_hand_trigger_board([{"player": "P1", "play": "from-hand", "target": "ackbar"}]))
    assert r.final.cards["from-hand"].zone == "play"
    assert r.final.players["P1"].resources == 1


def _look_board(text: str, p2: dict[str, Any]) -> Any:
    data = _board(
        {
            "supports": [{"id": "eye", "card": _card("Oko", "support", text)}],
            "characters": [char("me", "Ja", 10, GENERIC)],
        },
        {**p2, "characters": [char("foe", "Wróg", 10, GENERIC)]},
        actions=[{"player": "P1", "use": "eye"}],
    )
    return run(data)


def test_look_at_a_discard_pile_shows_that_pile_and_the_stated_count() -> None:
    ev = _card("Wydarzenie", "event", "")
    r = _look_board(
        "<b>Akcja</b> - Podejrzyj 2 karty ze stosu kart odrzuconych dowolnego przeciwnika.",
        {
            "hand": [{"id": "secret", "card": ev}],
            "discard": [
                {"id": "old", "card": ev},
                {"id": "mid", "card": ev},
                {"id": "new", "card": ev},
            ],
        },
    )
    look = [e for e in r.steps if e.type == "note" and "podgląda" in e.text]
    assert len(look) == 1
    assert look[0].data["zone"] == "discard"
    assert list(look[0].data["cards"]) == ["new", "mid"]  # the top two of the pile
    assert "secret" not in look[0].text
    assert "destiny-rr.cz8.podejrzyj" in look[0].cites


def test_look_at_a_hand_without_a_number_shows_all_of_it() -> None:
    ev = _card("Wydarzenie", "event", "")
    r = _look_board(
        "<b>Akcja</b> - Podejrzyj karty na ręce dowolnego przeciwnika.",
        {"hand": [{"id": "a", "card": ev}, {"id": "b", "card": ev}], "discard": []},
    )
    look = [e for e in r.steps if e.type == "note" and "podgląda" in e.text]
    assert look[0].data["zone"] == "hand" and list(look[0].data["cards"]) == ["a", "b"]


def _if_defeated(damage: int) -> Any:
    data = _board(
        {
            "supports": [
                {
                    "id": "finisher",
                    "card": _card(
                        "Dobicie",
                        "support",
                        "<b>Akcja</b> - Zadaj 2 obrażenia dowolnej postaci. Jeśli dana postać "
                        "zostanie pokonana, zyskujesz 1 żeton zasobu.",
                    ),
                }
            ],
            "characters": [char("me", "Ja", 10, GENERIC)],
        },
        {
            "characters": [
                {**char("foe", "Wróg", 10, GENERIC), "damage": damage},
                char("other", "Inny", 10, GENERIC),
            ]
        },
        actions=[{"player": "P1", "use": "finisher"}],
    )
    return run(data, {"finisher.target": "foe"})


def test_if_the_character_is_defeated_then() -> None:
    r = _if_defeated(8)
    assert r.final.cards["foe"].zone != "play"
    assert r.final.players["P1"].resources == 1


def test_if_the_character_is_not_defeated_nothing() -> None:
    r = _if_defeated(0)
    assert r.final.cards["foe"].damage == 2
    assert r.final.players["P1"].resources == 0
