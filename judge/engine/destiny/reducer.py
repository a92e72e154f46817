"""The reducer: `apply(state, event) -> state`, one small function per event type.

This is the only code that builds new states. Each handler reads only the event's data and the
previous state, so the state at step n is exactly the fold of events 0..n. Events that record
something without changing the board (a decision, a refusal, a note) leave the state as it is.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any

from judge.engine.core.events import Event
from judge.engine.destiny.events import (
    RECORD_ONLY,
    ActionData,
    ActionEndData,
    AdditionalAddData,
    AdditionalRemoveData,
    BecomeData,
    CardData,
    CardMoveData,
    CardResourcesData,
    ControlData,
    CounterData,
    DamageData,
    DefeatData,
    DelayedAddData,
    DieHomeData,
    DieOffData,
    DieRollData,
    DieTurnData,
    GameOverData,
    GrantKeywordData,
    HealData,
    ModifierAddData,
    ModifierClearData,
    NoData,
    PhaseData,
    PlayerData,
    QueueAddData,
    QueueIdData,
    QueueItemData,
    RandomData,
    ResolveDieData,
    ResourcesData,
    RoundData,
    SetupData,
    ShieldsData,
    ShuffleData,
    StackData,
    WindowCloseData,
    WindowItemData,
    WindowOpenData,
    WindowOrderData,
)
from judge.engine.destiny.serialize import state_from_json
from judge.engine.destiny.state import (
    AdditionalAction,
    CardState,
    Delayed,
    GameState,
    PlayerState,
    QueueItem,
    Window,
    drop,
    evolve,
    put,
)

EMPTY: Mapping[str, Any] = MappingProxyType({})
replace = evolve  # the fold's copy-with-changes (see state.evolve)

Handler = Callable[[GameState, Any], GameState]  # data: the type's payload (`events`)
HANDLERS: dict[str, Handler] = {}


def handles(*types: str) -> Callable[[Handler], Handler]:
    def register(fn: Handler) -> Handler:
        for event_type in types:
            HANDLERS[event_type] = fn
        return fn

    return register


class UnknownEvent(ValueError):
    """An event type the reducer does not know: a bug, never a state left unchanged."""


def apply(state: GameState, event: Event) -> GameState:
    """Fold one event into the state; record-only events (`events.RECORD_ONLY`) leave it as it
    is, and an event of any other type without a handler raises."""
    handler = HANDLERS.get(event.type)
    if handler is None:
        if event.type in RECORD_ONLY:
            return state
        raise UnknownEvent(f"the reducer has no handler for event type {event.type!r}")
    return handler(state, event.data)


# --- helpers --------------------------------------------------------------------------------


def _without(items: tuple[str, ...], item: str) -> tuple[str, ...]:
    return tuple(x for x in items if x != item)


def _update_player(state: GameState, pid: str, **changes: Any) -> GameState:
    return state.with_player(replace(state.players[pid], **changes))


def _update_card(state: GameState, cid: str, **changes: Any) -> GameState:
    return state.with_card(replace(state.cards[cid], **changes))


def _leave_zone(state: GameState, card: CardState) -> GameState:
    """Take `card` out of the zone list it is in (the card record itself is not changed)."""
    if card.zone == "play":
        if card.kind == "upgrade" and card.attached_to:
            host = state.cards[card.attached_to]
            state = state.with_card(replace(host, upgrades=_without(host.upgrades, card.id)))
        else:
            player = state.players[card.controller]
            state = state.with_player(
                replace(
                    player,
                    characters=_without(player.characters, card.id),
                    supports=_without(player.supports, card.id),
                )
            )
    elif card.zone in ("hand", "deck", "discard", "set_aside"):
        player = state.players[card.owner]
        state = state.with_player(
            replace(player, **{card.zone: _without(getattr(player, card.zone), card.id)})
        )
    return state


def _enter_zone(
    state: GameState,
    card: CardState,
    zone: str,
    *,
    attach_to: str | None = None,
    bottom: bool = False,
    controller: str | None = None,
) -> GameState:
    controller = controller or card.controller
    if zone == "play":
        if card.kind == "upgrade":
            host = state.cards[attach_to] if attach_to else None
            if host is None:
                raise ValueError(f"upgrade {card.id} enters play without a character")
            state = state.with_card(replace(host, upgrades=(*host.upgrades, card.id)))
            controller = host.controller
        else:
            player = state.players[controller]
            if card.kind == "character":
                state = state.with_player(replace(player, characters=(*player.characters, card.id)))
            else:
                state = state.with_player(replace(player, supports=(*player.supports, card.id)))
        card = replace(card, zone="play", attached_to=attach_to, controller=controller)
    else:
        player = state.players[card.owner]
        current = getattr(player, zone) if zone != "limbo" else ()
        new = (card.id, *current) if zone == "deck" and not bottom else (*current, card.id)
        if zone != "limbo":
            state = state.with_player(replace(player, **{zone: new}))
        card = replace(
            card,
            zone=zone,
            attached_to=None if zone != "limbo" else card.attached_to,
            controller=card.owner,
            exhausted=False,
            damage=0 if card.kind != "character" or zone != "set_aside" else card.damage,
            shields=0,
            resources=0,
            upgrades=() if zone != "play" else card.upgrades,
        )
    return state.with_card(card)


def _die_leaves_pool(state: GameState, did: str) -> GameState:
    die = state.dice[did]
    if die.location == "pool":
        owner = state.players[die.owner]
        state = state.with_player(replace(owner, pool=_without(owner.pool, did)))
    if die.location == "set_aside":
        owner = state.players[die.owner]
        state = state.with_player(
            replace(owner, set_aside_dice=_without(owner.set_aside_dice, did))
        )
    return state


def _die_to(state: GameState, did: str, location: str) -> GameState:
    """Move a die out of the pool (or set-aside zone) to its card or to the set-aside zone."""
    state = _die_leaves_pool(state, did)
    die = state.dice[did]
    home = state.cards.get(die.home) if die.home else None
    if home is not None and home.owner != die.owner:  # back from another player's pool
        die = replace(die, owner=home.owner)
    if location == "set_aside":
        owner = state.players[die.owner]
        state = state.with_player(replace(owner, set_aside_dice=(*owner.set_aside_dice, did)))
    return state.with_die(replace(die, location=location, face=None))


# --- setup and turn structure ---------------------------------------------------------------


@handles("setup")
def _setup(state: GameState, data: SetupData) -> GameState:
    return state_from_json(data["board"])


@handles("turn")
def _turn(state: GameState, data: PlayerData) -> GameState:
    return replace(state, turn=data["player"])


@handles("action")
def _action(state: GameState, data: ActionData) -> GameState:
    return replace(state, action=MappingProxyType(dict(data)))


@handles("action_end")
def _action_end(state: GameState, data: ActionEndData) -> GameState:
    pid = data["player"]
    state = replace(state, action=None)
    if data.get("counted_as_pass"):
        state = _update_player(state, pid, passed=True)
        return replace(state, consecutive_passes=state.consecutive_passes + 1)
    if data.get("reset_passes", True):
        for other in state.order:
            state = _update_player(state, other, passed=False)
        state = replace(state, consecutive_passes=0)
    return state


@handles("pass")
def _pass(state: GameState, data: PlayerData) -> GameState:
    state = _update_player(state, data["player"], passed=True)
    return replace(state, consecutive_passes=state.consecutive_passes + 1, action=None)


@handles("claim")
def _claim(state: GameState, data: PlayerData) -> GameState:
    state = _update_player(state, data["player"], claimed=True)
    return replace(state, claimed_by=data["player"], battlefield_controller=data["player"])


@handles("battlefield")
def _battlefield(state: GameState, data: CardData) -> GameState:
    """Switch the battlefield in use (Skok w nadprzestrzeń); control does not change."""
    new, old = data["card"], state.battlefield
    if old is not None:
        old_card = state.cards[old]
        owner = state.players[old_card.owner]
        state = state.with_player(replace(owner, set_aside=(*owner.set_aside, old)))
        state = state.with_card(replace(old_card, zone="set_aside"))
    new_card = state.cards[new]
    state = _leave_zone(state, new_card)
    state = state.with_card(replace(new_card, zone="play"))
    return replace(state, battlefield=new)


@handles("phase")
def _phase(state: GameState, data: PhaseData) -> GameState:
    state = replace(state, phase=data["phase"])
    if data["phase"] == "action":
        extra = drop(state.extra, "end_phase")
        state = replace(state, extra=extra)
    return state


@handles("end_phase_requested")
def _end_phase_requested(state: GameState, data: NoData) -> GameState:
    return replace(state, extra=put(state.extra, "end_phase", True))


@handles("round")
def _round(state: GameState, data: RoundData) -> GameState:
    for pid in state.order:
        state = _update_player(state, pid, passed=False, claimed=False)
    counters = MappingProxyType(
        {k: v for k, v in state.counters.items() if not k.startswith("round:")}
    )
    return replace(
        state,
        round=data["round"],
        claimed_by=None,
        consecutive_passes=0,
        counters=counters,
        phase="action",
        extra=drop(state.extra, "end_phase"),
    )


@handles("game_over")
def _game_over(state: GameState, data: GameOverData) -> GameState:
    return replace(state, phase="over", winner=data.get("winner"), result=data.get("result"))


# --- resources, cards, damage, shields --------------------------------------------------------


@handles("resources")
def _resources(state: GameState, data: ResourcesData) -> GameState:
    player = state.players[data["player"]]
    return state.with_player(replace(player, resources=max(0, player.resources + data["delta"])))


@handles("card_move")
def _card_move(state: GameState, data: CardMoveData) -> GameState:
    card = state.cards[data["card"]]
    if card.zone == "limbo":  # it may lie face down on another card (Przeczucia)
        for holder in state.cards.values():
            if card.id in holder.stacked:
                state = state.with_card(replace(holder, stacked=_without(holder.stacked, card.id)))
    state = _leave_zone(state, card)
    if data["zone"] not in ("play", "limbo"):  # a card leaving play or being played is new
        state = _forget_keywords(state, card.id)
    if data.get("kind"):
        card = replace(card, kind=data["kind"])
    if data.get("random"):  # a card picked at random: the seeded generator moves on
        state = replace(state, draws=state.draws + 1)
    return _enter_zone(
        state,
        replace(card, attached_to=None) if data["zone"] != "limbo" else card,
        data["zone"],
        attach_to=data.get("attach_to"),
        bottom=bool(data.get("bottom")),
        controller=data.get("controller"),
    )


@handles("grant_keyword")
def _grant_keyword(state: GameState, data: GrantKeywordData) -> GameState:
    """An effect gives a card a keyword (Niesławny: Zasadzka); it lasts while the card stays
    where it is, in hand or in play (see `_card_move`)."""
    granted = state.extra.get("granted_keywords", EMPTY)
    cid = data["card"]
    have = tuple(granted.get(cid, ()))
    if data["keyword"] in have:
        return state
    granted = put(granted, cid, (*have, data["keyword"]))
    return replace(state, extra=put(state.extra, "granted_keywords", granted))


def _forget_keywords(state: GameState, cid: str) -> GameState:
    granted = state.extra.get("granted_keywords")
    if not granted or cid not in granted:
        return state
    return replace(state, extra=put(state.extra, "granted_keywords", drop(granted, cid)))


@handles("exhaust")
def _exhaust(state: GameState, data: CardData) -> GameState:
    return _update_card(state, data["card"], exhausted=True)


@handles("ready")
def _ready(state: GameState, data: CardData) -> GameState:
    return _update_card(state, data["card"], exhausted=False)


@handles("damage")
def _damage(state: GameState, data: DamageData) -> GameState:
    card = state.cards[data["card"]]
    return state.with_card(replace(card, damage=card.damage + data["amount"]))


@handles("card_resources")
def _card_resources(state: GameState, data: CardResourcesData) -> GameState:
    """Resource tokens placed on (or taken from) a card (later sets)."""
    card = state.cards[data["card"]]
    return state.with_card(replace(card, resources=max(0, card.resources + data["delta"])))


@handles("shuffle")
def _shuffle(state: GameState, data: ShuffleData) -> GameState:
    """A deck shuffled (later sets): its new order, drawn from the seeded generator (one draw)."""
    state = _update_player(state, data["player"], deck=tuple(data["order"]))
    return replace(state, draws=state.draws + 1)


@handles("control")
def _control(state: GameState, data: ControlData) -> GameState:
    """A player takes control of the battlefield (not a claim: the battlefield is not claimed
    and nobody passes) or of a support in play, which moves to his supports with the dice on
    it (later sets)."""
    if "card" not in data:
        return replace(state, battlefield_controller=data["player"])
    card = state.cards[data["card"]]
    old, new = card.controller, data["player"]
    if card.kind == "support" and old != new:
        state = _update_player(state, old, supports=_without(state.players[old].supports, card.id))
        state = _update_player(state, new, supports=(*state.players[new].supports, card.id))
    for did in card.dice:
        if state.dice[did].location == "card":
            state = state.with_die(replace(state.dice[did], owner=new))
    for upgrade in card.upgrades:  # mods go with their support
        state = _update_card(state, upgrade, controller=new)
        for did in state.cards[upgrade].dice:
            if state.dice[did].location == "card":
                state = state.with_die(replace(state.dice[did], owner=new))
    return _update_card(state, card.id, controller=new)


@handles("heal")
def _heal(state: GameState, data: HealData) -> GameState:
    card = state.cards[data["card"]]
    return state.with_card(replace(card, damage=max(0, card.damage - data["amount"])))


@handles("shields")
def _shields(state: GameState, data: ShieldsData) -> GameState:
    card = state.cards[data["card"]]
    return state.with_card(replace(card, shields=max(0, card.shields + data["delta"])))


@handles("defeat")
def _defeat(state: GameState, data: DefeatData) -> GameState:
    """A defeated character is set aside with its dice and upgrade dice; its upgrades are
    discarded, except those waiting for their Redeploy (listed in `limbo`)."""
    cid = data["card"]
    for did in data.get("dice", ()):
        state = _die_to(state, did, "set_aside")
    card = state.cards[cid]
    limbo = set(data.get("limbo", ()))
    for uid in card.upgrades:
        upgrade = state.cards[uid]
        if uid in limbo:
            state = state.with_card(replace(upgrade, zone="limbo", attached_to=None))
        else:
            owner = state.players[upgrade.owner]
            state = state.with_player(replace(owner, discard=(*owner.discard, uid)))
            state = state.with_card(
                replace(
                    upgrade,
                    zone="discard",
                    attached_to=None,
                    controller=upgrade.owner,
                    exhausted=False,
                )
            )
    state = state.with_card(replace(state.cards[cid], upgrades=()))
    state = _forget_keywords(state, cid)
    card = state.cards[cid]
    state = _leave_zone(state, card)
    owner = state.players[card.owner]
    state = state.with_player(replace(owner, set_aside=(*owner.set_aside, cid)))
    return state.with_card(replace(card, zone="set_aside", shields=0))


@handles("become")
def _become(state: GameState, data: BecomeData) -> GameState:
    """An upgrade becomes a support (Jedność z Mocą): it leaves its character, starts ready."""
    card = state.cards[data["card"]]
    state = _leave_zone(state, card)
    player = state.players[card.controller]
    state = state.with_player(replace(player, supports=(*player.supports, card.id)))
    return state.with_card(
        replace(card, kind=data["kind"], attached_to=None, exhausted=False, zone="play")
    )


# --- dice -------------------------------------------------------------------------------------


@handles("die_roll")
def _die_roll(state: GameState, data: DieRollData) -> GameState:
    did = data["die"]
    die = state.dice[did]
    if die.location != "pool":
        state = _die_leaves_pool(state, did)
        pool_of = data.get("pool") or die.owner  # rolled into another player's pool
        owner = state.players[pool_of]
        state = state.with_player(replace(owner, pool=(*owner.pool, did)))
        state = state.with_die(replace(state.dice[did], owner=pool_of))
    state = state.with_die(replace(state.dice[did], location="pool", face=data["face"]))
    if data.get("random"):
        state = replace(state, draws=state.draws + 1)
    if data.get("set_aside_after"):
        state = state.with_die(replace(state.dice[did], set_aside_after=True))
    return state


@handles("resolve_die")
def _resolve_die(state: GameState, data: ResolveDieData) -> GameState:
    """Remember the dice resolved during the current action: a player cannot resolve the same
    die more than once during one action (RR cz. 5 › rozpatrzenie kości)."""
    if state.action is None:
        return state
    done = tuple(state.action.get("resolved_dice", ()))
    dice = done + tuple(d for d in data.get("dice", ()) if d not in done)
    return replace(state, action=put(state.action, "resolved_dice", dice))


@handles("die_turn")
def _die_turn(state: GameState, data: DieTurnData) -> GameState:
    die = state.dice[data["die"]]
    return state.with_die(replace(die, face=data["face"]))


@handles("die_off")
def _die_off(state: GameState, data: DieOffData) -> GameState:
    return _die_to(state, data["die"], data["to"])


@handles("die_home")
def _die_home(state: GameState, data: DieHomeData) -> GameState:
    """A die changes the card it belongs to (an upgrade moved, a die added to a character)."""
    die = state.dice[data["die"]]
    old, new = die.home, data["home"]
    if old and old in state.cards:
        state = _update_card(state, old, dice=_without(state.cards[old].dice, die.id))
    if new:
        state = _update_card(state, new, dice=(*state.cards[new].dice, die.id))
    return state.with_die(replace(state.dice[die.id], home=new))


@handles("random")
def _random(state: GameState, data: RandomData) -> GameState:
    return replace(state, draws=state.draws + int(data.get("count", 1)))


# --- timing: queue, windows, additional actions, delayed effects --------------------------------


def _queue_item(data: QueueItemData) -> QueueItem:
    return QueueItem(
        id=data["id"],
        kind=data["kind"],
        player=data["player"],
        label=data["label"],
        source=data.get("source"),
        ability=data.get("ability"),
        context=MappingProxyType(dict(data.get("context") or {})),
    )


@handles("queue_add")
def _queue_add(state: GameState, data: QueueAddData) -> GameState:
    return replace(state, queue=(*state.queue, _queue_item(data["item"])))


@handles("queue_start")
def _queue_start(state: GameState, data: QueueIdData) -> GameState:
    return replace(state, resolving=(*state.resolving, data["id"]))


@handles("queue_done")
def _queue_done(state: GameState, data: QueueIdData) -> GameState:
    item = data["id"]
    return replace(
        state,
        queue=tuple(q for q in state.queue if q.id != item),
        resolving=_without(state.resolving, item),
    )


@handles("window_open")
def _window_open(state: GameState, data: WindowOpenData) -> GameState:
    window = Window(
        id=data["id"],
        moment=data["moment"],
        label=data["label"],
        pending=tuple(_queue_item(i) for i in data.get("pending", ())),
    )
    return replace(state, windows=(*state.windows, window))


def _replace_window(state: GameState, wid: str, **changes: Any) -> GameState:
    return replace(
        state,
        windows=tuple(replace(w, **changes) if w.id == wid else w for w in state.windows),
    )


@handles("window_order")
def _window_order(state: GameState, data: WindowOrderData) -> GameState:
    window = next(w for w in state.windows if w.id == data["window"])
    by_id = {item.id: item for item in window.pending}
    ordered = tuple(by_id[i] for i in data["order"] if i in by_id)
    rest = tuple(item for item in window.pending if item.id not in data["order"])
    return _replace_window(state, data["window"], pending=ordered + rest)


@handles("window_take")
def _window_take(state: GameState, data: WindowItemData) -> GameState:
    window = next(w for w in state.windows if w.id == data["window"])
    pending = tuple(i for i in window.pending if i.id != data["item"])
    state = _replace_window(state, data["window"], pending=pending, resolving=data["item"])
    return replace(state, resolving=(*state.resolving, data["item"]))


@handles("window_skip")
def _window_skip(state: GameState, data: WindowItemData) -> GameState:
    window = next(w for w in state.windows if w.id == data["window"])
    pending = tuple(i for i in window.pending if i.id != data["item"])
    return _replace_window(state, data["window"], pending=pending)


@handles("window_done")
def _window_done(state: GameState, data: WindowItemData) -> GameState:
    state = _replace_window(state, data["window"], resolving=None)
    return replace(state, resolving=_without(state.resolving, data["item"]))


@handles("window_close")
def _window_close(state: GameState, data: WindowCloseData) -> GameState:
    return replace(state, windows=tuple(w for w in state.windows if w.id != data["window"]))


@handles("additional_add")
def _additional_add(state: GameState, data: AdditionalAddData) -> GameState:
    item = AdditionalAction(
        id=data["id"], player=data["player"], source=data["source"], label=data["label"]
    )
    return replace(state, additional=(*state.additional, item))


@handles("additional_remove")
def _additional_remove(state: GameState, data: AdditionalRemoveData) -> GameState:
    ids = set(data["ids"]) if "ids" in data else {data["id"]}
    return replace(state, additional=tuple(a for a in state.additional if a.id not in ids))


@handles("delayed_add")
def _delayed_add(state: GameState, data: DelayedAddData) -> GameState:
    item = Delayed(
        id=data["id"],
        player=data["player"],
        source=data["source"],
        when=data["when"],
        label=data["label"],
        ability=data.get("ability"),
        context=MappingProxyType(dict(data.get("context") or {})),
    )
    return replace(state, delayed=(*state.delayed, item))


@handles("delayed_remove")
def _delayed_remove(state: GameState, data: QueueIdData) -> GameState:
    return replace(state, delayed=tuple(d for d in state.delayed if d.id != data["id"]))


@handles("counter")
def _counter(state: GameState, data: CounterData) -> GameState:
    key = data["key"]
    return replace(
        state, counters=put(state.counters, key, state.counters.get(key, 0) + data["delta"])
    )


@handles("modifier_add")
def _modifier_add(state: GameState, data: ModifierAddData) -> GameState:
    return replace(state, modifiers=(*state.modifiers, MappingProxyType(dict(data["modifier"]))))


@handles("modifier_clear")
def _modifier_clear(state: GameState, data: ModifierClearData) -> GameState:
    scope = data.get("scope")
    return replace(
        state, modifiers=tuple(m for m in state.modifiers if scope and m.get("scope") != scope)
    )


@handles("stack")
def _stack(state: GameState, data: StackData) -> GameState:
    card = state.cards[data["card"]]
    return state.with_card(replace(card, stacked=tuple(data["stacked"])))


# Keep the type checker aware that PlayerState is used by handlers above.
_ = PlayerState
