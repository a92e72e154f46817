"""The card-ability interpreter over the grammar's AST (see `judge.cards.ast`).

Milestone 1: the grammar's AST has not landed yet, so no card text is executed. A card whose
text would have to be executed stops the engine (exit 3) naming the card; cards without text
(most characters of the golden boards are dice and health only) play normally.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from judge.engine.destiny.errors import EngineStop

if TYPE_CHECKING:
    from judge.engine.destiny.actions import Plan
    from judge.engine.destiny.cards import CardDef
    from judge.engine.destiny.dicerules import Group
    from judge.engine.destiny.engine import Engine
    from judge.engine.destiny.moments import Moment
    from judge.engine.destiny.state import Delayed
    from judge.engine.destiny.timing import Trigger


def _stop(defn: CardDef) -> EngineStop:
    return EngineStop(
        f"Karta {defn.name} ({defn.code}): tekst „{defn.text}” nie jest jeszcze wykonywany "
        "(brak AST gramatyki)."
    )


def printed_keywords(defn: CardDef) -> set[str]:
    return set()


def granted_keywords(g: Engine, source: str, cid: str) -> set[str]:
    return set()


def hand_limit_bonus(g: Engine, source: str, pid: str) -> int:
    return 0


def distributes_die_shields(defn: CardDef) -> bool:
    return False


def protects_die(g: Engine, other: str, did: str) -> bool:
    return False


def triggers(g: Engine, cid: str, moment: Moment, when: str) -> list[Trigger]:
    return []


def run_triggered(
    g: Engine,
    source: str,
    ability: int,
    controller: str,
    *,
    moment: Any,
    context: Mapping[str, Any],
) -> Any:
    raise _stop(g.defn(source))


def run_special(
    g: Engine, player: str, home: str, did: str, group: Group, outcome: dict[str, Any]
) -> bool:
    raise _stop(g.defn(home))


def has_claim(defn: CardDef) -> bool:
    return bool(defn.text)


def run_claim(g: Engine, actor: str, bf: str, spec: Mapping[str, Any]) -> None:
    raise _stop(g.defn(bf))


def plan_action_ability(g: Engine, actor: str, cid: str, data: Mapping[str, Any]) -> Plan:
    raise _stop(g.defn(cid))


def run_delayed(g: Engine, delayed: Delayed) -> None:
    raise _stop(g.defn(delayed.source))


def play_restriction_problem(g: Engine, actor: str, cid: str, target: Any) -> str | None:
    return None


def optional_cost_reduction(g: Engine, actor: str, cid: str) -> int:
    return 0


def cost_modifier(g: Engine, actor: str, cid: str, target: Any) -> int:
    return 0


def run_event(g: Engine, actor: str, cid: str, options: Mapping[str, Any]) -> dict[str, Any]:
    defn = g.defn(cid)
    if defn.text:
        raise _stop(defn)
    return {}
