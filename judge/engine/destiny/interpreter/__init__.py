"""The card-ability interpreter: executes the grammar's AST (`judge.cards.ast`).

There is no code per card here: every function handles one *node type* of the AST (a trigger,
a target selection, an effect such as `DealDamage`, a structure such as `Then`), calling the
rules modules (`damage`, `dicerules`, `zones`, `timing`, `upgrades`, `activation`) that
implement the rules the node stands for, and reaching the procedures above it (playing a card,
an action outside one's turn) through `Host.abilities`. Cards differ only in the trees their
text parses to.

Every effect returns whether it resolved *in full*: "Następnie" runs its second part only then
(RR cz. 7 › efekty „następnie”), and a cost (", aby …") must be paid in full for its effect to
happen. Choices go through `Engine.decide` under keys named after the card (`<card>.target`,
`<card>.use`, `<card>.choice`, …).

Modules, bottom to top (`lint-imports` checks the order): `parsing` (texts to ASTs), `context`
(the context and references), `query` (selections, amounts, conditions), `dispatch` (running a
node, costs), `persistent` (persistent and integral abilities), `triggers` (which abilities a
moment meets), `running` (whole abilities), `effects.*` (one module per family of effects).
"""

from __future__ import annotations

from judge.engine.destiny.interpreter.context import Ctx
from judge.engine.destiny.interpreter.dispatch import HANDLERS, run
from judge.engine.destiny.interpreter.effects import (
    cards,
    characters,
    dice,
    flow,
    game,
    later,
    resources,
    tokens,
)
from judge.engine.destiny.interpreter.parsing import (
    abilities,
    ability,
    card_text,
    check_parsed,
    indexed,
    parsed_text,
    text_language,
)
from judge.engine.destiny.interpreter.persistent import (
    KEYWORD_NAMES,
    attaches_to_supports,
    cards_in_play,
    cost_modifier,
    deckbuilding_allows,
    die_protected,
    distributes_die_shields,
    granted_keywords,
    hand_limit,
    keywords,
    play_restriction_problem,
    printed_keywords,
    upkeep_modifier,
    x_value,
)
from judge.engine.destiny.interpreter.running import (
    ACTION_KINDS,
    cost_problem,
    has_claim,
    on_enter_play,
    optional_cost_reduction,
    plan_action_ability,
    run_claim,
    run_delayed,
    run_event,
    run_special,
    run_triggered,
)
from judge.engine.destiny.interpreter.triggers import triggers

for _family in (flow, tokens, cards, resources, characters, dice, game, later):
    overlap = HANDLERS.keys() & _family.HANDLERS.keys()
    assert not overlap, f"two handlers for {overlap}"
    HANDLERS.update(_family.HANDLERS)

__all__ = [
    "ACTION_KINDS",
    "HANDLERS",
    "KEYWORD_NAMES",
    "Ctx",
    "abilities",
    "ability",
    "attaches_to_supports",
    "card_text",
    "cards_in_play",
    "check_parsed",
    "cost_modifier",
    "cost_problem",
    "deckbuilding_allows",
    "die_protected",
    "distributes_die_shields",
    "granted_keywords",
    "hand_limit",
    "has_claim",
    "indexed",
    "keywords",
    "on_enter_play",
    "optional_cost_reduction",
    "parsed_text",
    "plan_action_ability",
    "play_restriction_problem",
    "printed_keywords",
    "run",
    "run_claim",
    "run_delayed",
    "run_event",
    "run_special",
    "run_triggered",
    "text_language",
    "triggers",
    "upkeep_modifier",
    "x_value",
]
