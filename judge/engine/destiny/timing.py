"""Timing: the queue, "before" interrupts, replacements, simultaneous abilities, additional
actions (RR cz. 7 › kolejka, zdolności aktywowane, efekty zastępujące; cz. 5 › dodatkowe akcje).

The shape of it:

* An action's effect enters the queue and resolves at once when nothing waits before it
  (RR cz. 7 › kolejka, przykład 1). While something resolves, it stays at the head of the queue.
* "After" (*po tym*) abilities enter the queue at its end and wait their turn, first in, first
  out; one that triggers while something resolves waits behind it and everything already
  waiting (FAQ on "po tym" triggered during "przed tym"; the Dooku/Ackbar answer).
* "Before" (*przed tym*) abilities do not enter the queue: they interrupt what is resolving and
  resolve at once, before the rest of the effect that triggered them.
* A replacement (*zamiast*) resolves instead of the original event, which then never happened,
  so nothing triggers from it. Replacements phrased "would" (*miałby/miałaby*) go before every
  other "before" ability; a second replacement of the same thing does nothing, because the
  thing it would replace no longer exists.
* Abilities triggered at the same moment are ordered by the player resolving them; when they
  belong to more than one player, the battlefield controller orders them (RR cz. 7 › zdolności
  równoczesne).
* Additional actions wait outside the queue: they are taken after the current action and every
  ability it triggered have fully resolved, in the order they appeared (RR cz. 5 › dodatkowe
  akcje).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from judge.engine.destiny.moments import Moment, Trigger

if TYPE_CHECKING:
    from judge.engine.destiny.host import Host


def decider_for(g: Host, controllers: Sequence[str]) -> tuple[str, str]:
    """Who orders simultaneous abilities, and the rule key saying so.

    The player resolving them orders his own; when they belong to more than one player, the
    player who controls the battlefield decides (RR cz. 7 › zdolności równoczesne)."""
    players = list(dict.fromkeys(controllers))
    if len(players) == 1:
        return players[0], "simultaneous"
    controller = g.s.battlefield_controller or g.s.turn or players[0]
    return controller, "simultaneous"


def order_triggers(g: Host, triggers: list[Trigger], *, what: str) -> list[Trigger]:
    """Ask the deciding player for the order of simultaneous triggers (default: as they lie on
    the board, the deciding player's cards first)."""
    if len(triggers) < 2:
        return triggers
    decider, rule = decider_for(g, [t.controller for t in triggers])
    ids = _trigger_ids(triggers)
    default_order = [i for i, t in zip(ids, triggers, strict=True) if t.controller == decider]
    default_order += [i for i in ids if i not in default_order]
    names = ", ".join(
        f"{g.name(t.source)}{'' if i == t.source else f' = {i}'} ({t.label})"
        for i, t in zip(ids, triggers, strict=True)
    )

    def is_permutation(value: Any) -> str | None:
        if not isinstance(value, list) or sorted(value) != sorted(ids):
            return f"podaj kolejność wszystkich zdolności: {ids}"
        return None

    chosen = g.decide(
        "order",
        decider=decider,
        rule=rule,
        options=None,
        default=default_order,
        question=f"Kolejność równoczesnych zdolności {what}: {names}",
        validate=is_permutation,
    )
    by_id = dict(zip(ids, triggers, strict=True))
    return [by_id[i] for i in chosen]


def _trigger_ids(triggers: Sequence[Trigger]) -> list[str]:
    ids: list[str] = []
    for trigger in triggers:
        base = trigger.source if trigger.keyword is None else f"{trigger.source}"
        candidate, n = base, 1
        while candidate in ids:
            n += 1
            candidate = f"{base}.{n}"
        ids.append(candidate)
    return ids


def before(g: Host, moment: Moment) -> bool:
    """Resolve every "before" ability `moment` triggers, at once, interrupting what is resolving.

    Returns False when a replacement took the moment's place (the original never happens).
    "Would" replacements go first; when one of them resolves, every other ability waiting on
    this moment is dropped: nothing can trigger from an effect that never happened.
    """
    triggers = g.abilities.triggered(moment, "before")
    if not triggers:
        return True
    window = g.new_id("w")
    g.emit(
        "window_open",
        f"Przerwanie przed: {moment.label} — zdolności „przed tym”: "
        + ", ".join(g.name(t.source) for t in triggers),
        {
            "id": window,
            "moment": moment.kind,
            "label": moment.label,
            "pending": [t.item(f"{window}.{n}") for n, t in enumerate(triggers, 1)],
        },
        rules=("before",) + (("replacement",) if any(t.replacement for t in triggers) else ()),
    )
    items = {id(t): f"{window}.{n}" for n, t in enumerate(triggers, 1)}
    would = [t for t in triggers if t.would]
    others = [t for t in triggers if not t.would]
    ordered = order_triggers(g, would, what=f"zastępujących ({moment.label})")
    ordered += order_triggers(g, others, what=f"„przed tym” ({moment.label})")
    if [items[id(t)] for t in ordered] != [items[id(t)] for t in triggers]:
        g.emit(
            "window_order",
            "Kolejność przerwań: " + ", ".join(g.name(t.source) for t in ordered),
            {"window": window, "order": [items[id(t)] for t in ordered]},
            rules=("simultaneous", "replacement") if would else ("simultaneous",),
        )
    replaced = False
    for trigger in ordered:
        item = items[id(trigger)]
        if replaced:
            g.emit(
                "window_skip",
                f"{g.name(trigger.source)}: nie rozpatruje się — {moment.label} zostało już "
                "zastąpione, więc nic nie może się aktywować z pierwotnego efektu.",
                {"window": window, "item": item, "source": trigger.source},
                rules=("replacement",),
            )
            continue
        if not g.abilities.still_applies(trigger, moment):
            g.emit(
                "window_skip",
                f"{g.name(trigger.source)}: warunek już nie jest spełniony.",
                {"window": window, "item": item, "source": trigger.source},
                rules=("trigger_condition",),
            )
            continue
        problem = g.abilities.cost_problem(trigger, moment) if trigger.optional else None
        if problem is not None:
            reason, rules = problem
            g.emit(
                "window_skip",
                f"{g.name(trigger.source)}: zdolności nie można użyć — {reason}, więc gracz "
                "nie jest pytany.",
                {"window": window, "item": item, "source": trigger.source},
                rules=rules,
            )
            continue
        if trigger.optional and not g.decide(
            f"{trigger.source}.use",
            decider=trigger.controller,
            rule="abilities",
            options=[True, False],
            default=False,
            question=f"Czy użyć zdolności {g.card(trigger.source, 'gen')} ({trigger.label})?",
        ):
            g.emit(
                "window_skip",
                f"{g.name(trigger.source)}: gracz nie używa zdolności.",
                {"window": window, "item": item, "source": trigger.source},
                rules=("abilities",),
            )
            continue
        g.emit(
            "window_take",
            f"Przerwanie: {g.name(trigger.source)} — {trigger.label}",
            {"window": window, "item": item, "source": trigger.source},
            rules=("before",),
        )
        g.depth += 1
        try:
            result = g.abilities.resolve_trigger(trigger, moment)
        finally:
            g.depth -= 1
        g.emit(
            "window_done",
            f"Rozpatrzono: {g.name(trigger.source)}.",
            {"window": window, "item": item},
            rules=("before",),
        )
        if result.replaced:
            replaced = True
    g.emit(
        "window_close",
        f"Koniec przerwania przed: {moment.label}"
        + (" (zastąpione — pierwotny efekt nie następuje)." if replaced else "."),
        {"window": window, "replaced": replaced},
        rules=("replacement",) if replaced else ("before",),
    )
    return not replaced


def after(g: Host, *moments: Moment) -> None:
    """Put every "after" ability the moments trigger at the end of the queue.

    Abilities triggered by the same happening are simultaneous: the deciding player orders the
    order in which they enter the queue (RR cz. 7 › zdolności równoczesne)."""
    triggers: list[Trigger] = []
    for moment in moments:
        triggers.extend(g.abilities.triggered(moment, "after"))
    if not triggers:
        return
    label = moments[0].label if len(moments) == 1 else ", ".join(m.label for m in moments)
    for trigger in order_triggers(g, triggers, what=f"„po tym” ({label})"):
        item_id = g.new_id("q")
        g.emit(
            "queue_add",
            f"Do kolejki (na koniec): {g.name(trigger.source)} — {trigger.label}",
            {"item": trigger.item(item_id)},
            rules=("after", "queue"),
        )


def enqueue_effect(
    g: Host, *, kind: str, player: str, label: str, source: str | None = None, **context: Any
) -> str:
    """Put an action or effect into the queue (it resolves at once if nothing waits)."""
    item_id = g.new_id("q")
    g.emit(
        "queue_add",
        f"Do kolejki: {label}",
        {
            "item": {
                "id": item_id,
                "kind": kind,
                "player": player,
                "label": label,
                "source": source,
                "context": context,
            }
        },
        rules=("queue",),
    )
    return item_id


def drain(g: Host) -> None:
    """Resolve the queue, first in first out, until it is empty. Each item resolves fully
    before the next; abilities it triggers go to the end (RR cz. 7 › kolejka)."""
    while True:
        waiting = [item for item in g.s.queue if item.id not in g.s.resolving]
        if not waiting:
            return
        item = waiting[0]
        g.emit(
            "queue_start",
            f"Z kolejki: {item.label}",
            {"id": item.id, "source": item.source},
            rules=("queue",),
        )
        g.depth += 1
        try:
            g.abilities.resolve_queue_item(item)
        finally:
            g.depth -= 1
        g.emit("queue_done", f"Rozpatrzono: {item.label}", {"id": item.id}, rules=("queue",))


def grant_additional_action(g: Host, player: str, *, source: str, label: str) -> None:
    """An additional action waits outside the queue until the current action and everything
    it triggered have resolved (RR cz. 5 › dodatkowe akcje)."""
    g.emit(
        "additional_add",
        f"{g.player_name(player)} może wykonać dodatkową akcję ({label}); czeka poza kolejką.",
        {"id": g.new_id("a"), "player": player, "source": source, "label": label},
        rules=("additional_actions",),
    )
