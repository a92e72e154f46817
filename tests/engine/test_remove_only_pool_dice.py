"""Only a die in a pool can be removed (issue 13, cards 01168 and 01085): "remove a die of a
character" offers the character's dice in the pool, never the one still on its card. Inline
cards use our own wording of the effect."""

from __future__ import annotations

from .helpers import GENERIC, char, run


def test_the_die_on_the_card_is_not_offered_for_removal() -> None:
    r = run(
        {
            "players": {
                "P1": {
                    "characters": [
                        char(
                            "remover",
                            "Usuwacz",
                            10,
                            GENERIC,
                            text="<b>Akcja</b> - Usuń 1 kość dowolnej postaci przeciwnika.",
                        )
                    ]
                },
                "P2": {
                    "characters": [
                        char("twin", "Bliźniak", 10, GENERIC, elite=True, dice=[None, "1RD"])
                    ]
                },
            },
            "turn": "P1",
            "actions": [{"player": "P1", "use": "remover"}],
        }
    )
    start = r.state_at(0)
    in_pool = [d for d in start.dice.values() if d.location == "pool"]
    on_card = [d for d in start.dice.values() if d.location == "card" and d.owner == "P2"]
    assert len(in_pool) == 1 and len(on_card) == 1  # the board is what the test needs
    removed = [e for e in r.steps if e.type == "die_off"]
    assert [e.data["die"] for e in removed] == [in_pool[0].id]
    assert r.final.players["P2"].pool == ()
