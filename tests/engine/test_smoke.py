"""The smoke run (issue 13): every Polish card on generated boards, each ability activated or
triggered. No crash, no invariant break, no unexplained stop; a refusal names the card; most of
the Polish pool is executable (the acceptance of issue 13 is >= 90 %, measured by `judge bench
engine`; this floor catches a regression)."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.cards.db import load_card_database
from judge.engine.destiny import smoke


@pytest.fixture(scope="module")
def polish_results(cards_db: Path) -> list[smoke.CardResult]:
    database = load_card_database(cards_db)
    cards = sorted((c for c in database if c.rules_lang == "pl"), key=lambda c: c.code)
    return smoke.smoke_pool(cards, database)


def test_the_polish_pool_keeps_the_rules(polish_results: list[smoke.CardResult]) -> None:
    bad = [
        (r.code, b.route, b.status, b.message)
        for r in polish_results
        for b in r.boards
        if b.status in ("crashed", "invariant", "stopped")
    ]
    assert not bad


def test_a_refusal_names_the_card_it_refuses(polish_results: list[smoke.CardResult]) -> None:
    for result in polish_results:
        for board in result.boards:
            if board.status == "refused":
                assert board.refused_card == result.code
            if board.status == "refused_other":
                assert board.refused_card not in (None, result.code)


def test_most_of_the_polish_pool_is_executable(polish_results: list[smoke.CardResult]) -> None:
    figures = smoke.summary(polish_results)
    assert figures["crashes"] == 0 and figures["invariant_breaks"] == 0
    assert figures["executable_rate"]["pl"] >= 0.85
    assert figures["active_abilities_run"] >= 0.9 * figures["active_abilities"]


def test_boards_are_legal_scenarios_and_the_run_is_deterministic(cards_db: Path) -> None:
    from judge.engine.core.scenario import schema_problems
    from judge.engine.destiny.scenario import schema

    database = load_card_database(cards_db)
    pools = smoke.Pools(database)
    card = next(c for c in database if c.code == "01009")  # Hrabia Dooku: a "before" trigger
    abilities, static = smoke.card_abilities(card)
    assert static is None and abilities == {0: "triggered"}
    boards = smoke.boards_for(card, abilities, pools, 0)
    assert boards and all(not schema_problems(b.data, schema()) for b in boards)
    first = [smoke.play_board(b, database) for b in boards]
    again = [smoke.play_board(b, database) for b in boards]
    assert [(r.status, r.steps, r.started) for r in first] == [
        (r.status, r.steps, r.started) for r in again
    ]
    assert any(r.started == {0} for r in first), "Dooku's ability was never triggered"


def test_an_unknown_die_symbol_is_refused_not_crashed(
    cards_db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A die symbol the engine has no rule for refuses the card (indirect damage, the first
    later-set symbol, has one now: it stands in for a symbol not yet known)."""
    from judge.engine.destiny.dicerules import SYMBOL_RULE

    database = load_card_database(cards_db)
    later = next(
        (c for c in database if not c.rules_text and any(f.symbol == "ID" for f in c.sides)),
        None,
    )
    if later is None:
        pytest.skip("no card with an indirect-damage face in the shared data")
    assert smoke.card_abilities(later) == ({}, None)
    monkeypatch.delitem(SYMBOL_RULE, "ID")
    _, static = smoke.card_abilities(later)
    assert static is not None and "ID" in static
