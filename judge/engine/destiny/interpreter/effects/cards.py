"""Cards moving by effects: discarding (from hand, deck top, play), drawing, playing a card by an
effect, looking at cards, returning to hand or play, placing cards, moving and swapping
upgrades, setting aside, cost reductions (RR cz. 3 › strefy; cz. 5 › zagranie karty; cz. 8).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from judge.cards import ast as A
from judge.engine.core.errors import EngineStop, Refusal
from judge.engine.destiny import polish as pl
from judge.engine.destiny import (
    zones,
)
from judge.engine.destiny.interpreter.context import (
    KIND_MATCH,
    Ctx,
    _each,
    _kind_of,
    _players,
    _resolve_ref,
)
from judge.engine.destiny.interpreter.query import (
    _amount,
    _candidates,
    _card_matches,
    _count_bounds,
    _filters_ok,
    record_group,
    select,
)
from judge.engine.destiny.unsupported import Unsupported
from judge.engine.destiny.upgrades import discard_upgrade, move_upgrade

if TYPE_CHECKING:
    pass


def _discard_chooser(ctx: Ctx, node: A.Discard) -> str:
    """Who picks the discarded cards: the player resolving the effect (RR cz. 8 › wybierz
    cel), unless the text names him: "wybrane przez ciebie" is the card's controller even when
    an opponent is made to discard."""
    if node.chooser == "you":
        return ctx.controller
    if node.chooser == "opponent":
        return ctx.g.s.opponent(ctx.controller)
    return ctx.performer


def _deck_owner(ctx: Ctx, cards: Any, node: Any = None) -> str:
    """Whose deck "z wierzchu talii …" means: an opponent's when the text says so ("talii
    dowolnego przeciwnika": the performer picks one if there are several); "the top of a
    deck" (owner unsaid, "any") is any player's deck, the performer chooses (RR cz. 8 ›
    wybierz (cel)); the performer's own when another player is forced to do it ("Each
    player discards … their deck": the grammar leaves "their" unsaid) or the text says
    "your"."""
    if (
        isinstance(cards, A.Select)
        and cards.controller == "any"
        and cards.owner is None
        and node is not None
        and not _forced_part(ctx, node)
    ):
        return str(
            ctx.g.decide(
                f"{ctx.key}.deck",
                decider=ctx.performer,
                rule="choose_target",
                options=list(ctx.g.s.order),
                default=ctx.performer,
                question="Z wierzchu talii którego gracza odrzucić karty",
            )
        )
    if not isinstance(cards, A.Select) or cards.controller != "opponent":
        return ctx.performer
    players = _players(ctx, "opponent")
    if len(players) == 1:
        return players[0]
    return str(
        ctx.g.decide(
            f"{ctx.key}.deck_owner",
            decider=ctx.performer,
            rule="choose_target",
            options=list(players),
            default=players[0],
            question="Z wierzchu talii którego przeciwnika odrzucić karty",
        )
    )


def _forced_part(ctx: Ctx, node: Any) -> bool:
    """Whether `node` is part of what a player is made to do ("Each player discards …",
    "Force an opponent to …"): its words then speak of that player's own things."""
    return any(
        isinstance(outer, A.Force) and any(inner is node for inner in A.walk(outer.effect))
        for outer in A.walk(ctx.root)
    )


def _kind(sel: Any) -> str:
    """What a target names, for the record of what was done to it."""
    return str(getattr(sel, "kind", None) or "card")


def _discard(ctx: Ctx, node: A.Discard) -> bool:
    g = ctx.g
    if node.zone == "current":
        return _discard_where_it_is(ctx, node)
    if node.zone == "deck":
        # "Discard one of them" after looking at the top cards of a deck: from inside the deck
        if not (
            isinstance(node.cards, A.Select) and any(f.kind == "among" for f in node.cards.filters)
        ):
            raise Unsupported(f"{g.name(ctx.source)}: odrzucenie kart z talii bez ich wskazania.")
        return _discard_where_it_is(ctx, node)
    if node.zone == "deck_top":
        wanted = _amount(ctx, node.cards.count) if isinstance(node.cards, A.Select) else 1
        owner = _deck_owner(ctx, node.cards, node)
        top = list(g.s.player(owner).deck[: max(0, wanted)])
        done = zones.discard_top_of_deck(g, owner, wanted, rules=("effects",))
        ctx.did("discarded", "card", top[:done])  # "… the top card of a deck. Then … its cost"
        return done >= wanted
    if node.zone == "play":
        chooser = _discard_chooser(ctx, node)
        if chooser != ctx.performer and isinstance(node.cards, A.Select):
            targets = select(
                ctx.sub(performer=chooser),
                node.cards,
                "discard",
                f"Które karty odrzucić z gry (wybiera {g.player_name(chooser)})",
                candidates=_candidates(ctx, node.cards),
            )
            for cid in targets:
                ctx.push(_kind_of(g, cid), cid)
        else:
            targets = select(ctx, node.cards, "discard", "Które karty odrzucić z gry")
        for cid in targets:
            card = g.s.card(cid)
            if card.zone in ("set_aside", "limbo") and card.kind != "character":
                zones.move_card(
                    g,
                    cid,
                    "discard",
                    f"{pl.cap(g.card(cid))} {g.agree(cid, 'odrzucona', 'odrzucone')}.",
                    rules=("effects",),
                )
                continue
            if card.zone != "play":
                continue
            if card.kind == "upgrade":
                discard_upgrade(g, cid, why=f"efekt karty {g.name(ctx.source)}")
            else:
                for upgrade in card.upgrades:  # mods on a support leave with it
                    discard_upgrade(g, upgrade, why=f"{g.name(cid)} opuszcza grę")
                zones.set_dice_aside(g, cid)
                zones.move_card(
                    g,
                    cid,
                    "discard",
                    f"{pl.cap(g.card(cid))} {g.agree(cid, 'odrzucona', 'odrzucone')} z gry.",
                    rules=("effects",),
                )
        ctx.did("discarded", _kind(node.cards), targets)
        return bool(targets)
    # from hand
    sel = node.cards
    random_pick = node.random or (
        isinstance(sel, A.Select) and any(f.kind == "random" for f in sel.filters)
    )
    owner = ctx.performer
    if isinstance(sel, A.Select) and sel.controller in ("opponent",):
        owner = g.s.opponent(ctx.controller)
    looked = ctx.bound.get("looked_at")
    if looked and isinstance(sel, A.Select) and sel.controller == "any":
        owner = looked
    if random_pick:
        count = _amount(ctx, sel.count) if isinstance(sel, A.Select) else 1
        hand = list(g.s.player(owner).hand)
        done = zones.discard_random(g, owner, count, rules=("effects",))
        left = set(g.s.player(owner).hand)
        ctx.did("discarded", "card", [c for c in hand if c not in left])  # "that card"
        return done == count
    candidates = (
        [
            c
            for c in (
                _candidates(ctx.sub(performer=owner), sel) if isinstance(sel, A.Select) else []
            )
            if c in g.s.player(owner).hand
        ]
        if isinstance(sel, A.Select)
        else []
    )
    if isinstance(sel, A.Select) and sel.controller == "any" and looked:
        candidates = [c for c in g.s.player(owner).hand if _card_matches(ctx, c, sel)]
    chooser = _discard_chooser(ctx, node)
    targets = select(
        ctx if chooser == ctx.performer else ctx.sub(performer=chooser),
        sel,
        "discard",
        f"{g.name(ctx.source)}: które karty odrzucić z ręki"
        + ("" if chooser == ctx.performer else f" (wybiera {g.player_name(chooser)})"),
        candidates=candidates,
    )
    for cid in targets:
        if chooser != ctx.performer:
            ctx.push(_kind_of(g, cid), cid)
        zones.discard_from_hand(
            g, g.s.card(cid).owner, cid, rules=("effects",), why=f"efekt karty {g.name(ctx.source)}"
        )
    ctx.did("discarded", _kind(node.cards), targets)
    low, _high = _count_bounds(ctx, sel.count if isinstance(sel, A.Select) else A.Fixed(1), 10**6)
    return len(targets) >= min(low, 10**6) if not isinstance(sel.count, A.All) else True


def _draw(ctx: Ctx, node: A.Draw) -> bool:
    complete = True
    drawn: list[str] = []
    for pid in _each(ctx, node.player):
        wanted = _amount(ctx, node.amount)
        top = list(ctx.g.s.player(pid).deck[: max(0, wanted)])
        count = zones.draw(ctx.g, pid, wanted, rules=("effects",))
        drawn.extend(top[:count])
        complete = count == wanted and complete
    ctx.did("drawn", "card", drawn)  # "Draw a card. You may play that card"
    return complete


def _draw_until(ctx: Ctx, node: A.DrawUntil) -> bool:
    g = ctx.g
    size = _amount(ctx, node.size)
    missing = size - len(g.s.player(ctx.performer).hand)
    if missing <= 0:
        g.emit(
            "note",
            f"{g.player_name(ctx.performer)} ma już na ręce co najmniej {size} kart: nie dobiera.",
            {},
            rules=("draw",),
        )
        return True
    return zones.draw(g, ctx.performer, missing, rules=("effects",)) == missing


def _discard_until(ctx: Ctx, node: A.DiscardUntil) -> bool:
    g = ctx.g
    size = _amount(ctx, node.size)
    hand = list(g.s.player(ctx.performer).hand)
    extra = len(hand) - size
    if extra <= 0:
        return True
    sel = A.Select(kind="card", count=A.Fixed(extra), controller="own", zone="hand")
    for cid in select(ctx, sel, "discard", "Które karty odrzucić"):
        zones.discard_from_hand(g, ctx.performer, cid, rules=("effects",), why="efekt karty")
    return True


def _set_aside(ctx: Ctx, node: A.SetAside) -> bool:
    g = ctx.g
    for ident in select(ctx, node.what, "set_aside", "Co odłożyć na bok"):
        if ident in g.s.dice:
            if g.s.die(ident).location == "pool":
                g.emit(
                    "die_off",
                    f"{pl.cap(g.die(ident))} odłożona na bok.",
                    {"die": ident, "to": "set_aside"},
                    rules=("set_aside",),
                )
        else:
            zones.move_card(
                g,
                ident,
                "set_aside",
                f"{pl.cap(g.card(ident))} {g.agree(ident, 'odłożona', 'odłożone')} na bok.",
                rules=("set_aside",),
            )
    return True


def _move_upgrade(ctx: Ctx, node: A.MoveUpgrade) -> bool:
    """Move an upgrade to another character: not a play (play restrictions do not apply); the
    destination must differ; a fourth upgrade makes its controller discard one
    (RR cz. 8 › poruszanie; cz. 1 › ulepszenia)."""
    g = ctx.g
    if node.source is not None:
        hosts = [c for c in _candidates(ctx, node.source) if g.s.card(c).upgrades]
        origin = select(
            ctx, node.source, "from", f"{g.name(ctx.source)}: z której postaci", candidates=hosts
        )
        if not origin:
            return False
        ctx.bound["move_source"] = origin[0]
        upgrades = list(g.s.card(origin[0]).upgrades)
    else:
        upgrades = _candidates(ctx, node.upgrade)
    if isinstance(node.upgrade, A.Select):
        upgrades = [u for u in upgrades if _filters_ok(ctx, u, node.upgrade.filters)]
    chosen = select(
        ctx,
        node.upgrade,
        "upgrade",
        f"{g.name(ctx.source)}: które ulepszenie poruszyć",
        candidates=upgrades,
    )
    if not chosen:
        return False
    upgrade = chosen[0]
    host = g.s.card(upgrade).attached_to
    destinations = [c for c in _candidates(ctx, node.to) if c != host and g.s.in_play(c)]
    if isinstance(node.to, A.Ref):
        destinations = [c for c in _resolve_ref(ctx, node.to) if c != host and g.s.in_play(c)]
    if not destinations:
        g.emit(
            "note",
            "Ulepszenie nie ma dozwolonego miejsca (inne niż obecne): ruch nie może "
            "być rozpatrzony.",
            {},
            rules=("moving",),
        )
        return False
    target = (
        select(
            ctx, node.to, "to", f"{g.name(ctx.source)}: na którą postać", candidates=destinations
        )
        if not isinstance(node.to, A.Ref)
        else destinations
    )
    move_upgrade(g, upgrade, target[0], rules=("moving",), why=f"efekt karty {g.name(ctx.source)}")
    return True


def _play(ctx: Ctx, node: A.Play) -> bool:
    """Play a card through an effect: free, with a changed cost, or from another zone."""
    g = ctx.g
    zones_ = (
        node.zone if isinstance(node.zone, tuple) else ((node.zone,) if node.zone else ("hand",))
    )
    pool: list[str] = []
    player = g.s.player(ctx.performer)
    for zone in zones_:
        pool += list({"hand": player.hand, "discard_pile": player.discard}.get(zone, ()))
    if isinstance(node.card, A.Ref):
        # "the remaining card" of cards seen on a deck may be played from there
        zones_from = ("hand", "discard", "deck") if node.card.to == "rest" else ("hand", "discard")
        pool = [c for c in _resolve_ref(ctx, node.card) if g.s.card(c).zone in zones_from]
    elif isinstance(node.card, A.Select) and any(f.kind == "among" for f in node.card.filters):
        # "You may play one of those cards for free" (cards looked at on a deck, in a hand)
        pool = [
            c
            for c in _candidates(ctx, node.card)
            if c in g.s.cards and g.s.card(c).zone in ("hand", "discard", "deck")
        ]
    elif isinstance(node.card, A.Select) and any(
        f.kind == "stacked_on_other_copy" for f in node.card.filters
    ):
        pool = [
            c for holder in g.s.cards.values() if holder.id != ctx.source for c in holder.stacked
        ]
    else:
        pool = [c for c in pool if _card_matches(ctx, c, node.card)]
    if isinstance(node.card, A.Select) and node.card.kind not in KIND_MATCH:
        # "play a downgrade from among them": a card type the engine does not play
        raise Unsupported(f"{g.name(ctx.source)}: zagranie karty rodzaju „{node.card.kind}”.")
    pool = [c for c in pool if g.defn(c).type in ("event", "upgrade", "support")]
    if not pool:
        g.emit(
            "note",
            f"{g.name(ctx.source)}: nie ma karty, którą można zagrać.",
            {},
            rules=("play_card",),
        )
        return False
    chosen = (
        select(ctx, node.card, "play", f"{g.name(ctx.source)}: którą kartę zagrać", candidates=pool)
        if not isinstance(node.card, A.Ref)
        else pool[:1]
    )
    if not chosen:
        return False
    cid = chosen[0]
    target = None
    if g.defn(cid).type == "upgrade":
        chars = list(g.s.characters(ctx.performer))
        if node.onto is not None:  # "on one of your characters", "on this character"
            allowed = set(_candidates(ctx, node.onto))
            chars = [c for c in chars if c in allowed]
        if not chars:
            return False
        target = g.decide(
            f"{ctx.key}.onto",
            decider=ctx.performer,
            rule="play_card",
            options=chars,
            default=chars[0],
            question=f"Na którą postać zagrać {g.name(cid)}",
        )
    try:
        g.abilities.check_playable(
            ctx.performer,
            cid,
            target=target,
            replacing=None,
            ignore_restrictions=node.ignore_restrictions,
        )
    except Refusal as refusal:
        g.emit(
            "note",
            f"{pl.cap(g.card(cid))} nie może zostać {g.agree(cid, 'zagrana', 'zagrane')}: "
            f"{refusal.message}",
            {},
            rules=(refusal.rule,),
        )
        return False
    cost_paid = bool(ctx.bound.get("cost_paid"))
    free = node.free or cost_paid
    reduce = -node.cost_change if node.cost_change < 0 else 0
    if (
        not free
        and g.abilities.play_cost(ctx.performer, cid, target=target, replacing=None, reduce=reduce)
        > g.s.player(ctx.performer).resources
    ):
        g.emit(
            "note",
            f"{g.name(cid)}: brak zasobów na koszt — karta nie zostaje zagrana.",
            {},
            rules=("play_card",),
        )
        return False
    holders = [c.id for c in g.s.cards.values() if cid in c.stacked]
    g.abilities.play_card(
        ctx.performer, cid, target=target, free=free, reduce=reduce, rules=("play_card",)
    )
    if target is not None:
        ctx.push(_kind_of(g, target), target)  # "… on one of your characters. Activate that
    ctx.push(_kind_of(g, cid), cid)  # character": the host, then the card played
    for holder in holders:
        ctx.push("copy", holder)
    return True


LOOK_ZONES = {
    "hand": ("hand", "rękę", "pusta"),
    "discard_pile": ("discard", "stos kart odrzuconych", "pusty"),
    "deck": ("deck", "talię", "pusta"),
    "deck_top": ("deck", "talię", "pusta"),
}


def _discard_where_it_is(ctx: Ctx, node: A.Discard) -> bool:
    """ "Then if no resources are on it, discard it", "you may discard that card": a card the
    text named before, discarded from wherever it is (play, a hand, a deck); a card no longer
    there (or none: a search that found nothing) is not discarded."""
    g = ctx.g
    named = [
        c
        for c in select(ctx, node.cards, "discard", f"{g.name(ctx.source)}: co odrzucić")
        if c in g.s.cards
    ]
    done = False
    for cid in named:
        card = g.s.card(cid)
        if card.zone == "play":
            sub = ctx.sub()
            sub.push(_kind_of(g, cid), cid)
            done = _discard(sub, A.Discard(A.Ref("it"), zone="play")) or done
            continue
        if card.zone == "hand":
            zones.discard_from_hand(g, card.owner, cid, rules=("effects",), why="efekt karty")
        elif card.zone == "deck":
            zones.move_card(
                g,
                cid,
                "discard",
                f"{pl.cap(g.card(cid))} {g.agree(cid, 'odrzucona', 'odrzucone')} z talii.",
                rules=("effects",),
            )
        else:
            raise Unsupported(
                f"Odrzucenie karty {g.name(cid)} ze strefy {card.zone} nie jest obsługiwane."
            )
        done = True
    return done


def _look_at(ctx: Ctx, node: A.LookAt) -> bool:
    """Podejrzyj: the cards of the zone the text names (a hand unless it says the discard
    pile or the deck), as many as it says (all when it gives no number; the top cards of a
    deck, the most recently discarded of a discard pile)."""
    g = ctx.g
    sel = node.cards if isinstance(node.cards, A.Select) else None
    players = _players(ctx, sel.controller if sel is not None else "any")
    pid = players[0] if players else g.s.opponent(ctx.controller)
    ctx.bound["looked_at"] = pid
    zone, noun, empty = LOOK_ZONES.get((sel.zone if sel else None) or "hand", LOOK_ZONES["hand"])
    cards = list(getattr(g.s.player(pid), zone))
    if zone == "discard":
        cards.reverse()  # the top of the pile is the card discarded last
    wanted = len(cards)
    if sel is not None and not isinstance(sel.count, A.All | A.AnyNumber):
        wanted = min(_amount(ctx, sel.count), len(cards))
    at_random = sel is not None and any(f.kind == "random" for f in sel.filters)
    if at_random:
        # "losową kartę": drawn with the seeded generator, each draw a step of its own.
        pool, cards = cards, []
        for _ in range(wanted):
            cards.append(pool.pop(g.random_index(len(pool))))
            g.emit(
                "random",
                f"Wylosowano: {g.name(cards[-1])}.",
                {"count": 1, "picked": cards[-1]},
                rules=("effects",),
            )
    else:
        cards = cards[:wanted]
    ctx.bound["looked_cards"] = cards
    record_group(ctx, cards)  # "one of those cards", "the rest" (`query._among`)
    ctx.did("looked_at", "card", cards)  # "właśnie podejrzanej karty" (Kylo Ren)
    whose = f"gracza {g.player_name(pid)}"
    part = "" if wanted == len(getattr(g.s.player(pid), zone)) else f" ({wanted} z wierzchu)"
    if at_random:
        part = f" ({wanted} losowo)"
    g.emit(
        "note",
        f"{g.player_name(ctx.performer)} podgląda {noun} {whose}{part}: "
        + (", ".join(g.name(c) for c in cards) or empty)
        + ".",
        {"player": pid, "zone": zone, "cards": cards},
        rules=("look",),
    )
    return True


def _add_to_hand(ctx: Ctx, node: A.AddToHand) -> bool:
    g = ctx.g
    if node.zone == "current":
        # "search your deck for …, reveal it, and add it to your hand": the card named before,
        # from wherever it is, to its owner's hand
        named = [
            c for c in select(ctx, node.card, "card", "Którą kartę dodać do ręki") if c in g.s.cards
        ]
        for cid in named:
            if g.s.card(cid).zone in ("play", "limbo"):
                raise Unsupported(
                    f"Dodanie do ręki karty {g.name(cid)} z gry nie jest obsługiwane."
                )
            zones.move_card(
                g, cid, "hand", f"{g.name(cid)} trafia do ręki.", rules=("effects", "hand")
            )
        return bool(named)
    zone = {"discard_pile": "discard", "deck": "deck"}.get(node.zone, "discard")
    pool = [c for c in getattr(g.s.player(ctx.performer), zone) if _card_matches(ctx, c, node.card)]
    chosen = select(
        ctx, node.card, "card", f"{g.name(ctx.source)}: którą kartę dodać do ręki", candidates=pool
    )
    for cid in chosen:
        zones.move_card(g, cid, "hand", f"{g.name(cid)} trafia do ręki.", rules=("effects",))
    return bool(chosen)


def _swap_upgrade(ctx: Ctx, node: A.SwapUpgrade) -> bool:
    """Switch this upgrade for one from hand: not playing it, so no cost and (here) no play
    restriction; the old one returns to hand and its die is set aside
    (Holokron Sithów clarification and FAQ)."""
    g = ctx.g
    old = _resolve_ref(ctx, node.upgrade) if isinstance(node.upgrade, A.Ref) else []
    if not old or g.s.card(old[0]).zone != "play":
        return False
    old_id = old[0]
    if g.s.card(old_id).owner != ctx.performer:
        g.emit(
            "note",
            "Nie można mieć na ręce karty przeciwnika: zamiana nie ma efektu.",
            {},
            rules=("hand",),
        )
        return False
    host = g.s.card(old_id).attached_to
    if host is None:  # an upgrade in play is always attached (RR cz. 1, ulepszenia)
        raise EngineStop(
            f"{pl.cap(g.card(old_id))} nie jest do niczego dołączona: nie ma czego zamienić."
        )
    pool = [c for c in g.s.player(ctx.performer).hand if _card_matches(ctx, c, node.replacement)]
    if not pool:
        g.emit(
            "note",
            "Na ręce nie ma pasującego ulepszenia: nic się nie dzieje.",
            {},
            rules=("effects",),
        )
        return False
    new = select(ctx, node.replacement, "replacement", "Które ulepszenie z ręki", candidates=pool)[
        0
    ]
    # Switching is not playing, so "cannot be played onto" restrictions of the host do not
    # apply (FAQ: Holokron and Imperialny Gwardzista).
    zones.set_dice_aside(g, old_id, why="jej karta wraca na rękę")
    zones.move_card(
        g, old_id, "hand", f"{g.name(old_id)} wraca na rękę (zamiana).", rules=("effects",)
    )
    zones.move_card(
        g,
        new,
        "play",
        f"{pl.cap(g.card(new))} {g.agree(new, 'dołączona', 'dołączone')} do "
        f"{g.card(host, 'gen')} (zamiana — to nie jest zagranie: bez kosztu).",
        rules=("effects", "free"),
        attach_to=host,
    )
    zones.put_dice_on_card(g, new, f"trafia na kartę {g.name(new)}", rules=("dice_leaving_play",))
    ctx.push("upgrade", new)
    return True


def _become_support(ctx: Ctx, node: A.BecomeSupport) -> bool:
    """The upgrade becomes a support (starting ready); its die stays in the pool if it is
    there, otherwise it moves onto the new support (Jedność z Mocą clarification)."""
    g = ctx.g
    for cid in _resolve_ref(ctx, node.card) if isinstance(node.card, A.Ref) else []:
        if g.s.card(cid).zone != "play":
            continue
        g.emit(
            "become",
            f"{pl.cap(g.card(cid))} staje się wsparciem do końca gry (zaczyna "
            f"przygotowane); {g.agree(cid, 'jej', 'jego')} kość zostaje tam, gdzie jest.",
            {"card": cid, "kind": "support"},
            rules=("before",),
        )
    return True


def _reduce_cost(ctx: Ctx, node: A.ReduceCost) -> bool:
    g = ctx.g
    cards = _resolve_ref(ctx, node.card) if isinstance(node.card, A.Ref) else []
    amount = _amount(ctx, node.amount)
    for cid in cards:
        g.emit(
            "modifier_add",
            f"Koszt {g.name(cid)} zmniejszony o {amount} (tylko na tę płatność).",
            {"modifier": {"card": cid, "delta": -amount, "scope": "play"}},
            rules=("decrease",),
        )
    return bool(cards)


def _place_card(ctx: Ctx, node: A.PlaceCard) -> bool:
    g = ctx.g
    on = _resolve_ref(ctx, node.on) if isinstance(node.on, A.Ref) else []
    cards = select(
        ctx,
        node.card,
        "stack",
        "Którą kartę położyć zakrytą",
        candidates=list(g.s.player(ctx.performer).hand),
    )
    if not on or not cards:
        return False
    zones.move_card(
        g, cards[0], "limbo", f"Karta położona zakryta na {g.name(on[0])}.", rules=("effects",)
    )
    g.emit(
        "stack",
        "Karta leży zakryta na odłożonej kopii.",
        {"card": on[0], "stacked": [*g.s.card(on[0]).stacked, cards[0]]},
        rules=("effects",),
    )
    return True


def _return_to_hand(ctx: Ctx, node: A.ReturnToHand) -> bool:
    """Return a card in play to its owner's hand; its die is set aside (RR cz. 2 › kości
    opuszczające grę)."""
    g = ctx.g
    targets = [
        c
        for c in select(
            ctx, node.card, "return", f"{g.name(ctx.source)}: którą kartę cofnąć na rękę"
        )
        if g.s.card(c).zone == "play"
    ]
    for cid in targets:
        zones.set_dice_aside(g, cid, why="karta wraca na rękę")
        zones.move_card(
            g, cid, "hand", f"{g.name(cid)} wraca na rękę właściciela.", rules=("effects",)
        )
    return bool(targets)


def _return_to_play(ctx: Ctx, node: A.ReturnToPlay) -> bool:
    """Bring a defeated character back into play (with its dice), without damage tokens when
    the text says so."""
    g = ctx.g
    candidates = [c for c in _candidates(ctx, node.target) if g.s.card(c).zone == "set_aside"]
    targets = select(
        ctx,
        node.target,
        "return",
        f"{g.name(ctx.source)}: którą postać cofnąć do gry",
        candidates=candidates,
    )
    if not targets:
        # "… to return one of your defeated characters to the game and place 5 damage on it":
        # with none returned, "it" is no card (not the card named before)
        ctx.push("character", "")
    for cid in targets:
        zones.move_card(
            g,
            cid,
            "play",
            f"{g.name(cid)} wraca do gry.",
            rules=("effects",),
            controller=g.s.card(cid).owner,
        )
        if node.without_damage and g.s.card(cid).damage:
            g.emit(
                "heal",
                f"{g.name(cid)} wraca bez żetonów obrażeń.",
                {"card": cid, "amount": g.s.card(cid).damage},
                rules=("effects",),
            )
        for did in g.s.card(cid).dice:
            if g.s.die(did).location == "set_aside":
                g.emit(
                    "die_off",
                    f"{pl.cap(g.die(did))} wraca na kartę {g.name(cid)}.",
                    {"die": did, "to": "card"},
                    rules=("effects",),
                )
    return bool(targets)


HANDLERS: dict[type, Any] = {
    A.Discard: _discard,
    A.Draw: _draw,
    A.DrawUntil: _draw_until,
    A.DiscardUntil: _discard_until,
    A.SetAside: _set_aside,
    A.MoveUpgrade: _move_upgrade,
    A.Play: _play,
    A.LookAt: _look_at,
    A.AddToHand: _add_to_hand,
    A.SwapUpgrade: _swap_upgrade,
    A.BecomeSupport: _become_support,
    A.PlaceCard: _place_card,
    A.ReturnToHand: _return_to_hand,
    A.ReturnToPlay: _return_to_play,
    A.ReduceCost: _reduce_cost,
}
