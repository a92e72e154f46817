"""Every node of the LCG ability AST is decided by the engine's coverage tables."""

from __future__ import annotations

import inspect
from dataclasses import fields

from judge.cards.lcg import ast as A
from judge.cards.lcg.parse import parse_text
from judge.engine.lcg.coverage import HONOURED, PRESENTATION, REFUSED, STRUCTURAL, problems


def node_classes() -> dict[str, type]:
    return {
        name: cls
        for name, cls in inspect.getmembers(A, inspect.isclass)
        if issubclass(cls, A.Node) and cls is not A.Node
    }


def test_every_node_class_is_honoured_refused_or_structural() -> None:
    classes = set(node_classes())
    decided = set(HONOURED) | set(REFUSED) | STRUCTURAL
    assert classes == decided, (classes - decided, decided - classes)
    assert not set(HONOURED) & set(REFUSED)


def test_honoured_fields_exist() -> None:
    classes = node_classes()
    for name, honoured in HONOURED.items():
        names = {f.name for f in fields(classes[name])}
        assert honoured <= names, (name, honoured - names)
        assert not honoured & PRESENTATION


def test_an_unparsed_or_unhonoured_text_is_refused_with_its_span() -> None:
    parsed = parse_text("Action: Frobnicate the widget.", "Unit")
    found = problems(parsed)
    assert found and "nierozpoznany" in found[0][1]
    ability = found[0][0]
    assert (ability.start, ability.end) == (0, len("Action: Frobnicate the widget."))
    refused = problems(parse_text("Action: Rescue 1 captured card.", "Event"))
    assert refused and "Rescue" in refused[0][1]
    # "<effect>. If <condition>, <effect> instead." is executed (scenario lcg-18); an
    # "instead" with nothing before it to replace is still refused
    assert (
        problems(
            parse_text(
                "Action: Place 1 focus token on a target unit. If the Balance of the Force is "
                "with the dark side, place 2 focus tokens on that unit instead.",
                "Event",
            )
        )
        == []
    )
    alone = problems(parse_text("Action: Draw 2 cards instead.", "Event"))
    assert alone and "Instead" in alone[0][1]
    # capturing a card in play is executed (scenario lcg-17)
    assert problems(parse_text("Action: Capture a target enemy enhancement.", "Event")) == []


def test_a_keyword_card_is_honoured() -> None:
    assert problems(parse_text("Elite.\nShielding.", "Unit")) == []
