"""Back-references ("that character", "it", "that many", "the same number") read what the
ability established so far (`interpreter.context`: `Ctx.recent`, `Ctx.deeds`); one that names
nothing the ability chose or did is refused with the ability's text, never acted on as nothing.

The board scenarios of the engine-qa findings (F13, F25, F27, F28, F30–F33) are in
`rulings/scenarios/variants/`; these tests pin the mechanism itself.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.engine.api import load_scenario_text, replay
from judge.engine.core.errors import EngineStop

# A wording of our own (no card says this): an event whose only sentence points back to
# something no earlier part of it named.
BOARD = """
title: "Odwołanie bez poprzednika"
players:
  P1:
    affiliation: hero
    resources: 3
    hand:
      - id: ev
        card: "01120"
        text: "{text}"
        text_source: "brzmienie testowe mechanizmu odwołań, nie tekst karty"
    characters:
      - {{id: rey, card: "01038"}}
  P2:
    affiliation: villain
    characters:
      - {{id: jango, card: "01021", exhausted: true, dice: [2RD]}}
actions:
  - {{player: P1, play: ev}}
"""


@pytest.mark.parametrize(
    "text",
    [
        "Zadaj 2 obrażenia danej postaci.",  # "that character": none named
        "Daj jej 2 osłony.",  # "it": none named
        "Usuń kości w liczbie usuniętych właśnie osłon.",  # "that many": nothing removed
    ],
)
def test_an_unbound_back_reference_is_refused_with_the_text(cards_db: Path, text: str) -> None:
    scenario = load_scenario_text(BOARD.format(text=text), cards_path=cards_db)
    with pytest.raises(EngineStop) as info:
        replay(scenario)
    assert info.value.exit_code == 3
    assert text in info.value.message and "nie wskazuje niczego" in info.value.message
    assert f"[0–{len(text)}]" in info.value.message  # the span of the ability


def test_after_a_step_that_named_nothing_the_reference_is_empty(cards_db: Path) -> None:
    """ "Remove an opponent's die showing a shield. Then deal 1 damage to that character"
    with no such die: the first part named nothing, so nothing happens (not a refusal)."""
    text = "Usuń kość przeciwnika przedstawiającą osłony i zadaj 2 obrażenia danej postaci."
    result = replay(load_scenario_text(BOARD.format(text=text), cards_path=cards_db))
    assert result.final.cards["jango"].damage == 0
    assert result.final.cards["rey"].damage == 0
