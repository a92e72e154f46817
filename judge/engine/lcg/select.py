"""Which cards a noun phrase of a card text (`Select`, `Ref`) names on the current board.

`matches(select, card, ctx)` tests one card; `candidates(...)` lists them in board order.
`ctx` says who "you" is (the ability's controller), which card the text is on (`source`),
what "enhanced unit" is, and what the ability named before ("that unit"). A field this module
does not test raises `Unhonoured`: the coverage check refuses such texts before play, and a
value met only at run time stops the replay instead of being read as something else.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from judge.cards.lcg import ast as A
from judge.cards.lcg.records import LcgCard
from judge.engine.lcg.state import CardState, LcgState


class Unhonoured(ValueError):
    """A part of a card text the engine does not execute (the replay stops on it)."""


KIND_TYPES = {
    "unit": "Unit",
    "objective": "Objective",
    "enhancement": "Enhancement",
    "event": "Event",
    "fate": "Fate",
    "mission": "Mission",
}
HONOURED_STATES = {
    "participating",
    "ready",
    "exhausted",
    "damaged",
    "undamaged",
    "shielded",
    "unshielded",
    "unique",
    "attacking",
    "defending",
    "committed",
    "targeted",
}


@dataclass
class Context:
    """Who and what a text's noun phrases are relative to."""

    you: str  # side controlling the ability
    source: str | None = None  # the card the ability is on
    enhanced: str | None = None  # the card the source enhances
    that: str | None = None  # what the text named before ("that unit", "it")
    targets: list[str] = field(default_factory=list)
    engaged_objective: str | None = None
    that_player: str | None = None  # the player whose hand or deck the text looked at
    trigger_card: str | None = None  # the card whose triggering condition the ability met
    cancelled: bool = False  # the ability cancelled its triggering condition
    # the damage being dealt when an interrupt answers "when damage is dealt" (a box: the
    # interrupt may move part of it, "deal 1 point of that damage to ... instead")
    damage: dict[str, int] | None = None


def matches(
    select: A.Node,
    card: CardState,
    state: LcgState,
    ctx: Context,
    record: Callable[[str], LcgCard],
    *,
    in_play: bool = True,
) -> bool:
    if isinstance(select, A.Ref):
        return card.id in resolve_ref(select, state, ctx)
    if not isinstance(select, A.Select):
        raise Unhonoured(f"obiekt {type(select).__name__}")
    if select.either:
        return any(matches(s, card, state, ctx, record, in_play=in_play) for s in select.either)
    printed = record(card.card)
    zone = select.zone or ("play" if in_play else None)
    if zone is not None and card.zone != {"discard": "discard", "hand": "hand", "deck": "deck"}.get(
        zone, zone
    ):
        return False
    if card.zone == "play" and card.attached_to and printed.type == "Unit":
        return False  # a captured or pilot card is not a unit in play
    kinds = [k for k in select.kinds if k != "card"]
    if kinds:
        types = {KIND_TYPES.get(k) for k in kinds}
        if None in types:
            raise Unhonoured(f"rodzaj „{', '.join(kinds)}”")
        if printed.type not in types:
            return False
    if select.traits and not any(t in printed.traits for t in select.traits):
        return False
    if any(t in printed.traits for t in select.not_traits):
        return False
    if select.affiliations and printed.affiliation not in select.affiliations:
        return False
    if printed.affiliation in select.not_affiliations:
        return False
    if select.names and not _named(select.names, printed):
        return False
    if select.not_names and printed.title in select.not_names:
        return False
    if select.side is not None and printed.side.lower() != select.side:
        return False
    if select.controller is not None and not _controller(select.controller, card, ctx):
        return False
    if select.other and card.id in (ctx.source, ctx.trigger_card):
        return False  # "another": not the card itself, nor the one its trigger named
    for state_name in select.states:
        if not _state(state_name, card, state, ctx, printed):
            return False
    for state_name in select.not_states:
        if _state(state_name, card, state, ctx, printed):
            return False
    for flt in select.filters:
        if not _filter(flt, card, printed):
            return False
    if select.zone in ("hand", "deck", "discard"):
        owner = resolve_player(select.zone_owner or select.owner, state, ctx)
        if card.owner not in owner:
            return False
    return True


def _named(names: list[str], printed: LcgCard) -> bool:
    """A bare capitalised phrase names a card by title, or else a trait."""
    return any(n == printed.title or n in printed.traits for n in names)


def _controller(who: str, card: CardState, ctx: Context) -> bool:
    if who in ("you", "friendly"):
        return card.controller == ctx.you
    if who in ("enemy", "opponent"):
        return card.controller != ctx.you
    raise Unhonoured(f"kontrola „{who}”")


def _state(name: str, card: CardState, state: LcgState, ctx: Context, printed: LcgCard) -> bool:
    if name == "participating":
        return card.role is not None
    if name == "attacking":
        return card.role == "attacker"
    if name == "defending":
        return card.role == "defender"
    if name == "ready":
        return card.focus == 0
    if name == "exhausted":
        return card.focus > 0
    if name == "damaged":
        return card.damage > 0
    if name == "undamaged":
        return card.damage == 0
    if name == "shielded":
        return card.shields > 0
    if name == "unshielded":
        return card.shields == 0
    if name == "unique":
        return printed.unique
    if name == "committed":
        return card.committed
    if name == "targeted":
        return card.id in ctx.targets
    raise Unhonoured(f"stan „{name}”")


def _filter(flt: A.Node, card: CardState, printed: LcgCard) -> bool:
    if (
        isinstance(flt, A.Compare)
        and flt.attr == "printed_cost"
        and isinstance(flt.value, A.Amount)
    ):
        cost = printed.cost if printed.cost is not None else 0
        limit = flt.value.value or 0
        if flt.op == "<=":
            return cost <= limit
        if flt.op == ">=":
            return cost >= limit
        return cost == limit
    raise Unhonoured(f"warunek „{getattr(flt, 'attr', type(flt).__name__)}”")


def resolve_ref(ref: A.Ref, state: LcgState, ctx: Context) -> list[str]:
    """The cards a reference names now."""
    name = ref.name
    if name == "this":
        return [ctx.source] if ctx.source else []
    if name == "enhanced":
        return [ctx.enhanced] if ctx.enhanced else []
    if name in ("that", "it", "them", "those"):
        if ctx.that:
            return [ctx.that]
        return list(ctx.targets)
    if name == "targeted":
        return list(ctx.targets)
    if name == "engaged_objective":
        return [ctx.engaged_objective] if ctx.engaged_objective else []
    raise Unhonoured(f"odwołanie „{name}”")


def resolve_player(node: A.Node | None, state: LcgState, ctx: Context) -> list[str]:
    """The sides a player phrase names."""
    if node is None:
        return [ctx.you]
    if isinstance(node, A.Ref):
        if node.name in ("you",):
            return [ctx.you]
        if node.name in (
            "opponent",
            "an_opponent",
            "each_opponent",
            "that_opponent",
            "his_opponent",
        ):
            return [state.opponent(ctx.you)]
        if node.name == "each_player":
            return ["dark", "light"]
        if node.name == "that" and ctx.that_player:
            return [ctx.that_player]
    raise Unhonoured(f"gracz „{getattr(node, 'name', type(node).__name__)}”")


def candidates(
    select: A.Node,
    state: LcgState,
    ctx: Context,
    record: Callable[[str], LcgCard],
    *,
    pool: Iterable[CardState] | None = None,
    in_play: bool = True,
) -> list[str]:
    cards = list(pool) if pool is not None else list(state.cards.values())
    return [c.id for c in cards if matches(select, c, state, ctx, record, in_play=in_play)]
