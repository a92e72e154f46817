"""Effects of the later sets' mechanics (English cards): cards put on the top or the bottom of
a deck, … The Polish rules documents do not describe them: the card's own text is the
authority, and each step cites a rule of `rules.CARD_TEXT` besides the sections of the rules
that still apply (zones, dice leaving play).
"""

from __future__ import annotations

import random
from typing import Any

from judge.cards import ast as A
from judge.engine.destiny import polish as pl
from judge.engine.destiny import zones
from judge.engine.destiny.interpreter.context import (
    Ctx,
    _each,
    _kind_of,
    _player_of,
    _players,
    _resolve_ref,
)
from judge.engine.destiny.interpreter.query import _amount, _card_matches, _chosen_amount, select
from judge.engine.destiny.unsupported import Unsupported
from judge.engine.destiny.upgrades import leave_play

# Zones a card may be put on a deck from (a card in play leaves play first).
DECK_FROM = ("hand", "discard", "deck", "play", "limbo")


def _put_on_deck(ctx: Ctx, node: A.PutOnDeck) -> bool:
    """ "Place this upgrade on the bottom of your deck", "place 2 cards from your hand on the
    bottom of your deck in any order": each card goes to its owner's deck (every player has a
    deck of his own: RR cz. 3 › talia), on top or at the bottom; with several cards and "in
    the order of your choice" the player orders them (decision `<card>.order`, the cards as
    they will lie, top first; default: as chosen). A card in play leaves play (its dice are
    set aside); an event being resolved goes there instead of the discard pile."""
    g = ctx.g
    where = "na spód" if node.where == "bottom" else "na wierzch"
    chosen = select(ctx, node.cards, "card", f"{g.name(ctx.source)}: co położyć {where} talii")
    chosen = [c for c in chosen if c in g.s.cards]
    if not chosen:
        return False
    for cid in chosen:
        zone = g.s.card(cid).zone
        if zone not in DECK_FROM or (zone == "play" and g.s.card(cid).kind == "character"):
            raise Unsupported(
                f"Położenie na talii karty {g.name(cid)} ze strefy „{zone}” nie jest jeszcze "
                "obsługiwane."
            )
    order = list(chosen)
    if len(chosen) > 1 and node.order_chosen:

        def valid(value: Any) -> str | None:
            if not isinstance(value, list) or sorted(value) != sorted(chosen):
                return f"podaj kolejność tych kart (od wierzchu): {chosen}"
            return None

        order = list(
            g.decide(
                f"{ctx.key}.order",
                decider=ctx.performer,
                rule="deck_placement",
                options=None,
                default=list(chosen),
                question=f"W jakiej kolejności (od wierzchu) położyć karty {where} talii",
                validate=valid,
            )
        )
    # Top: the last card put is the top one, so put them bottom-most first; bottom: the last
    # card put is the bottom one, so put them top-most first.
    sequence = list(reversed(order)) if node.where == "top" else order
    for cid in sequence:
        text = (
            f"{pl.cap(g.card(cid))} {g.agree(cid, 'położona', 'położone')} {where} talii "
            f"gracza {g.player_name(g.s.card(cid).owner)}."
        )
        rules = ("deck", "deck_placement")
        if g.s.card(cid).zone == "play":
            leave_play(g, cid, "deck", text=text, rules=rules, bottom=node.where == "bottom")
        else:
            zones.move_card(g, cid, "deck", text, rules=rules, bottom=node.where == "bottom")
    return True


# --- resources placed on cards ------------------------------------------------------------------


def _card_resources(g: Any, cid: str, delta: int, text: str, rules: tuple[str, ...]) -> None:
    g.emit("card_resources", text, {"card": cid, "delta": delta}, rules=rules)


def _cards_named(ctx: Ctx, target: Any, question: str) -> list[str]:
    """The cards a text names as holders of resource tokens (in play)."""
    g = ctx.g
    if isinstance(target, A.Ref):
        found = select(ctx, target, "target", question)
        if not found:
            raise Unsupported(
                f"Tekst karty {g.name(ctx.source)} mówi o zasobach na karcie, której silnik nie "
                "umie wskazać."
            )
        return [c for c in found if c in g.s.cards and g.s.card(c).zone == "play"]
    return [c for c in select(ctx, target, "target", question) if c in g.s.cards]


def _place_resources(ctx: Ctx, node: A.PlaceResources) -> bool:
    """ "Place 2 resources on this support": resource tokens from the supply put on a card in
    play, not into anyone's resource pool (later sets; `rules.CARD_TEXT`)."""
    g = ctx.g
    amount = _amount(ctx, node.amount)
    cards = _cards_named(ctx, node.on, f"{g.name(ctx.source)}: na którą kartę położyć zasoby")
    for cid in cards:
        if g.s.card(cid).zone != "play" or amount <= 0:
            continue
        have = g.s.card(cid).resources
        _card_resources(
            g,
            cid,
            amount,
            f"{pl.cap(g.card(cid))}: położono na {g.agree(cid, 'niej', 'nim')} "
            f"{pl.resources(amount)} "
            f"(leży {have + amount}).",
            ("resources_on_cards",),
        )
    return bool(cards) and amount > 0


def _take_resources(ctx: Ctx, node: A.TakeResources) -> bool:
    """ "Take 1 resource from an opponent": he loses it (never below zero, RR cz. 6 › zasoby) and
    you gain what he lost; "take all resources from this support": the tokens on the card go
    to your resource pool (later sets; `rules.CARD_TEXT`)."""
    g = ctx.g
    you = ctx.performer
    if isinstance(node.source, A.Player):
        taken_total = 0
        wanted = 0
        for pid in _each(ctx, node.source):
            ctx.push("player", pid)
            have = g.s.player(pid).resources
            wanted = _chosen_amount(ctx, node.amount, have, f"Ile zasobów zabrać ({pid})")
            lost = zones.lose_resources(g, pid, wanted, rules=("take_resources",))
            zones.gain_resources(g, you, lost, rules=("take_resources",))
            taken_total += lost
        return taken_total > 0 and taken_total >= wanted
    cards = _cards_named(ctx, node.source, f"{g.name(ctx.source)}: z której karty zabrać zasoby")
    taken = 0
    for cid in cards:
        have = g.s.card(cid).resources
        amount = min(
            have,
            _chosen_amount(ctx, node.amount, have, f"Ile zasobów zabrać z {g.name(cid)}"),
        )
        if amount <= 0:
            continue
        _card_resources(
            g,
            cid,
            -amount,
            f"{g.player_name(you)} zabiera {pl.resources(amount)} z karty {g.name(cid)}.",
            ("resources_on_cards", "take_resources"),
        )
        zones.gain_resources(g, you, amount, rules=("take_resources",))
        taken += amount
    return taken > 0


def _remove_tokens(ctx: Ctx, node: A.RemoveTokens) -> bool:
    """ "Remove 1 resource from this support", "remove 3 damage from a support", "remove 1
    damage from a character": tokens taken off a card and returned to the supply. Removing
    damage is not healing (the text says "remove", not "heal"): no "healed" moment; removing
    shields is what `RemoveShields` does (later sets; `rules.CARD_TEXT`)."""
    g = ctx.g
    cards = _cards_named(ctx, node.source, f"{g.name(ctx.source)}: z której karty usunąć żetony")
    removed = 0
    wanted = 0
    for cid in cards:
        card = g.s.card(cid)
        have = {"resource": card.resources, "damage": card.damage, "shield": card.shields}[
            node.token
        ]
        wanted = _chosen_amount(ctx, node.amount, have, f"Ile żetonów usunąć z {g.name(cid)}")
        amount = min(have, wanted)
        if amount <= 0:
            continue
        removed += amount
        if node.token == "resource":
            _card_resources(
                g,
                cid,
                -amount,
                f"{g.name(cid)}: usunięto {pl.resources(amount)} z karty.",
                ("resources_on_cards",),
            )
        elif node.token == "damage":
            g.emit(
                "heal",
                f"{g.name(cid)}: usunięto {pl.damage(amount)} (to nie leczenie).",
                {"card": cid, "amount": amount, "removed": True},
                rules=("remove_tokens",),
            )
        else:
            g.emit(
                "shields",
                f"{g.name(cid)}: usunięto {pl.shields(amount)}.",
                {"card": cid, "delta": -amount},
                rules=("shields",),
            )
    ctx.did("removed", node.token, count=removed)
    return removed > 0 and (removed >= wanted or isinstance(node.amount, A.All | A.AnyNumber))


# --- reveal, search, shuffle -------------------------------------------------------------------


def _known(ctx: Ctx, cards: list[str], what: str) -> None:
    """A card the scenario gives only as a count (an unknown card in a hand or deck) cannot be
    revealed or searched for: what it is decides what happens next."""
    g = ctx.g
    unknown = [c for c in cards if g.defn(c).code == FILLER_CODE]
    if unknown:
        raise Unsupported(
            f"{g.name(ctx.source)}: {what} zakrytej karty {unknown[0]}, której scenariusz nie "
            "podaje (ręka lub talia podana liczbą): podaj te karty listą."
        )


def _reveal(ctx: Ctx, node: A.Reveal) -> bool:
    """ "Reveal the top card of an opponent's deck", "reveal a Blue card from your hand", "reveal
    your hand": the cards are shown to every player and stay where they are; the text goes on
    about them ("that card"). Revealing nothing does not resolve in full (a cost "reveal a
    Blue card from your hand" is not paid without one)."""
    g = ctx.g
    chosen = [
        c
        for c in select(ctx, node.cards, "reveal", f"{g.name(ctx.source)}: którą kartę odkryć")
        if c in g.s.cards
    ]
    if not chosen:
        g.emit(
            "note",
            f"{g.name(ctx.source)}: nie ma czego odkryć.",
            {},
            rules=("reveal",),
        )
        return False
    _known(ctx, chosen, "odkrycie")
    owner = g.s.card(chosen[0]).owner
    g.emit(
        "reveal",
        f"{g.player_name(ctx.performer)} odkrywa: " + ", ".join(g.name(c) for c in chosen) + ".",
        {"player": owner, "cards": chosen},
        rules=("reveal",),
    )
    ctx.did("revealed", _kind_of(g, chosen[0]), chosen)
    return True


FILLER_CODE = "-"  # the definition of a card given only as a count (`scenario.FILLER_TYPE`)
NOTHING = ""  # "it" after a search that found nothing: no card

SEARCH_ZONES = {"deck": "deck", "discard_pile": "discard", "hand": "hand"}
ZONE_NAMES = {"deck": "talię", "discard_pile": "stos kart odrzuconych", "hand": "rękę"}


def _search(ctx: Ctx, node: A.Search) -> bool:
    """ "Search your deck for a podracer": the player looks through the zone and takes a card
    that matches, if there is one (his choice among them; none: nothing is found). The text
    goes on about the card found ("reveal it, and add it to your hand")."""
    g = ctx.g
    zones_named: tuple[str, ...] = (
        tuple(node.zone) if isinstance(node.zone, tuple | list) else (node.zone or "deck",)
    )
    if any(z not in SEARCH_ZONES for z in zones_named):
        raise Unsupported(f"Przeszukanie strefy {zones_named} nie jest jeszcze obsługiwane.")
    players = _players(ctx, node.player)
    looked = [
        c for pid in players for z in zones_named for c in getattr(g.s.player(pid), SEARCH_ZONES[z])
    ]
    _known(ctx, looked, "przeszukanie talii z")
    matching = [c for c in looked if _card_matches(ctx, c, node.cards)]
    where = ", ".join(ZONE_NAMES.get(z, z) for z in zones_named)
    if not matching:
        g.emit(
            "note",
            f"{g.player_name(ctx.performer)} przeszukuje ({where}) i nie znajduje pasującej karty.",
            {},
            rules=("search",),
        )
        # "…, reveal it, and add it to your hand": "it" is the card found, here none (not the
        # card named before the search); the handlers that follow skip what is not a card
        ctx.push("card", NOTHING)
        return False
    found = select(
        ctx,
        node.cards,
        "search",
        f"{g.name(ctx.source)}: którą kartę znaleźć",
        candidates=matching,
    )
    g.emit(
        "note",
        f"{g.player_name(ctx.performer)} przeszukuje ({where}) i znajduje: "
        + ", ".join(g.name(c) for c in found)
        + ".",
        {"cards": found},
        rules=("search",),
    )
    return bool(found)


def _shuffle_deck(ctx: Ctx, pid: str) -> None:
    """Shuffle `pid`'s deck with the seeded generator (one draw: replays are identical)."""
    g = ctx.g
    deck = list(g.s.player(pid).deck)
    random.Random(f"{g.s.seed}/{g.s.draws}").shuffle(deck)
    g.emit(
        "shuffle",
        f"{g.player_name(pid)} tasuje talię ({pl.count(len(deck), 'karta', 'karty', 'kart')}).",
        {"player": pid, "order": deck},
        rules=("deck", "shuffle"),
    )


def _shuffle(ctx: Ctx, node: A.Shuffle) -> bool:
    """ "Shuffle your deck"; "shuffle this support into its owner's deck", "choose a card in
    that player's discard pile and shuffle it into their deck": the cards go to their owners'
    decks (a card in play leaves play: its dice are set aside), then each of those decks is
    shuffled."""
    g = ctx.g
    if node.into is None:
        sel = node.cards
        if not (isinstance(sel, A.Select) and sel.zone == "deck"):
            raise Unsupported("Tasowanie czegoś innego niż talia nie jest jeszcze obsługiwane.")
        for pid in _players(ctx, sel.controller):
            _shuffle_deck(ctx, pid)
        return True
    if not (isinstance(node.into, A.Select) and node.into.zone == "deck"):
        raise Unsupported(
            "Wtasowanie kart gdzie indziej niż do talii nie jest jeszcze obsługiwane."
        )
    cards = [
        c
        for c in select(ctx, node.cards, "card", f"{g.name(ctx.source)}: co wtasować do talii")
        if c in g.s.cards
    ]
    decks: list[str] = []
    for cid in cards:
        card = g.s.card(cid)
        if card.zone == "play" and card.kind == "character":
            raise Unsupported("Wtasowanie postaci z gry do talii nie jest jeszcze obsługiwane.")
        text = (
            f"{pl.cap(g.card(cid))} {g.agree(cid, 'wtasowana', 'wtasowane')} do talii gracza "
            f"{g.player_name(card.owner)}."
        )
        if card.zone == "play":
            leave_play(g, cid, "deck", text=text, rules=("deck", "shuffle"))
        else:
            zones.move_card(g, cid, "deck", text, rules=("deck", "shuffle"))
        if card.owner not in decks:
            decks.append(card.owner)
    for pid in decks:
        _shuffle_deck(ctx, pid)
    return bool(cards)


# --- control ------------------------------------------------------------------------------------


def _give_control(ctx: Ctx, node: A.GiveControl) -> bool:
    """ "Take control of the battlefield", "give control of this support to an opponent": the
    battlefield changes controller without being claimed (nobody passes, no claim ability);
    a support moves to the new controller's side with the dice on it (later sets;
    `rules.CARD_TEXT`). "The battlefield" is the one in use."""
    g = ctx.g
    player = _player_of(ctx, node.to)
    what = node.what
    battlefield = (isinstance(what, A.Ref | A.Select) and what.kind == "battlefield") or (
        isinstance(what, A.Ref) and g.s.battlefield in _resolve_ref(ctx, what)
    )
    if battlefield:
        if g.s.battlefield is None:
            return False
        if g.s.battlefield_controller == player:
            g.emit(
                "note",
                f"{g.player_name(player)} już kontroluje pole bitwy.",
                {"player": player},
                rules=("control",),
            )
            return True
        g.emit(
            "control",
            f"{g.player_name(player)} przejmuje kontrolę nad polem bitwy "
            f"{g.name(g.s.battlefield)} (bez zajmowania go).",
            {"player": player},
            rules=("control", "battlefields"),
        )
        return True
    cards = select(ctx, what, "target", f"{g.name(ctx.source)}: nad którą kartą przejąć kontrolę")
    done = False
    for cid in cards:
        card = g.s.card(cid)
        if card.zone != "play":
            continue
        if card.kind != "support" or any(g.s.die(d).location != "card" for d in card.dice):
            raise Unsupported(
                f"Przekazanie kontroli nad kartą {g.name(cid)} (rodzaj {card.kind}, kości w "
                "puli) nie jest jeszcze obsługiwane."
            )
        if card.controller == player:
            continue
        g.emit(
            "control",
            f"{g.player_name(player)} przejmuje kontrolę nad kartą {g.name(cid)}.",
            {"player": player, "card": cid},
            rules=("control",),
        )
        done = True
    return done


# --- add to team ------------------------------------------------------------------------------


def _add_to_team(ctx: Ctx, node: A.AddToTeam) -> bool:
    """ "Add a set-aside Ewok Warrior ([SoH]95) to your team": a character (or plot) the player
    brought to the game set aside enters play on his team, its dice on it (later sets; the
    card text is the authority, `rules.CARD_TEXT`). Only a card set aside undamaged is
    brought: a defeated character, set aside with its damage, is not added back."""
    g = ctx.g
    you = ctx.performer
    sel = node.character
    if not isinstance(sel, A.Select):
        raise Unsupported(f"{g.name(ctx.source)}: nieobsługiwany opis dodawanej postaci.")
    candidates = [
        c
        for c in g.s.player(you).set_aside
        if g.s.card(c).kind in ("character", "plot")
        and g.s.card(c).damage == 0
        and _card_matches(ctx, c, sel)
    ]
    if not candidates:
        g.emit(
            "note",
            f"{g.player_name(you)} nie ma odłożonej na bok karty, którą mógłby dodać do drużyny.",
            {"player": you},
            rules=("add_to_team",),
        )
        return False
    wanted = _amount(ctx, sel.count)
    chosen = (
        candidates
        if len(candidates) <= wanted
        else select(
            ctx,
            sel,
            "team",
            f"{g.name(ctx.source)}: którą kartę dodać do drużyny",
            candidates=candidates,
        )
    )
    for cid in chosen:
        zones.move_card(
            g,
            cid,
            "play",
            f"{pl.cap(g.card(cid))} {g.agree(cid, 'dodana', 'dodane')} do drużyny gracza "
            f"{g.player_name(you)}.",
            rules=("add_to_team",),
            controller=you,
        )
        zones.put_dice_on_card(g, cid, f"trafia na kartę {g.name(cid)}", rules=("add_to_team",))
        if node.exhausted:
            g.emit(
                "exhaust",
                f"{pl.cap(g.card(cid))} wchodzi do gry {g.agree(cid, 'wyczerpana', 'wyczerpane')}.",
                {"card": cid},
                rules=("add_to_team", "exhausted"),
            )
        ctx.push(g.s.card(cid).kind, cid)
    return len(chosen) >= wanted


# --- a value the player chooses ---------------------------------------------------------------

COLORS = ("blue", "red", "yellow", "gray")
VALUE_NAMES = {
    "color": "kolor",
    "number": "liczbę",
    "subtype": "podtyp",
    "card": "nazwę karty",
    "card_type": "rodzaj karty",
}


def _choose_value(ctx: Ctx, node: A.ChooseValue) -> bool:
    """ "Choose a color (Blue, Red, Yellow, or Gray)", "choose a number", "Choose a character
    subtype", "Name a card": the player fixes a value (decision `<card>.<attribute>`) that the
    later steps compare with (`Filter("chosen", …)`: "a card of the chosen color", "costs the
    chosen number", "dice that have that subtype"). Rule destiny-card-text.choose-value."""
    g = ctx.g
    attribute = node.attribute
    options: list[Any] | None = None
    default: Any
    if attribute == "color":
        options = list(node.options or COLORS)
        default = options[0]
    elif attribute == "number":
        default = 0
    elif attribute == "subtype":
        own = [c for c in g.s.characters(ctx.performer) if g.defn(c).subtypes]
        default = g.defn(own[0]).subtypes[0] if own else ""
    elif attribute == "card":
        hand = g.s.player(g.s.opponent(ctx.performer)).hand
        default = g.defn(hand[0]).name if hand else ""
    else:
        raise Unsupported(f"{g.name(ctx.source)}: wybór „{attribute}” nie jest obsługiwany.")

    def valid(value: Any) -> str | None:
        if attribute == "number" and (isinstance(value, bool) or not isinstance(value, int)):
            return "podaj liczbę całkowitą"
        if attribute == "number" and value < 0:
            return "liczba nie może być ujemna"
        if attribute in ("subtype", "card") and (not isinstance(value, str) or not value):
            return "podaj nazwę"
        return None

    value = g.decide(
        f"{ctx.key}.{attribute}",
        decider=ctx.performer,
        rule="choose_value",
        options=options,
        default=default,
        question=f"{g.name(ctx.source)}: wybierz {VALUE_NAMES[attribute]}",
        validate=None if options is not None else valid,
    )
    if attribute == "subtype":
        value = str(value).casefold()
    ctx.bound[f"chosen:{attribute}"] = value
    return True


# --- the value of a die about to be resolved ---------------------------------------------------


def _change_value(ctx: Ctx, node: A.ChangeValue) -> bool:
    """ "Before you resolve this die, increase its value by 1": in the window before the die
    resolves (`dicerules.resolve_group`, moment `resolve`), the value it resolves with grows
    (or shrinks) by the amount; the die's faces do not change. "by that amount" after removing
    resources counts the resources just removed. Anywhere else (a lasting change of a die's
    sides, a card's cost) the engine has no handler: refused, never ignored."""
    g = ctx.g
    moment = ctx.moment_obj
    if node.stat != "value" or moment is None or moment.kind != "resolve":
        raise Unsupported(
            f"{g.name(ctx.source)}: zmiana wartości poza chwilą tuż przed rozpatrzeniem kości "
            "nie jest jeszcze obsługiwana."
        )
    targets = _resolve_ref(ctx, node.target) if isinstance(node.target, A.Ref) else [moment.subject]
    if targets != [moment.subject]:
        raise Unsupported(
            f"{g.name(ctx.source)}: zmiana wartości innej kości niż ta, która jest rozpatrywana, "
            "nie jest obsługiwana."
        )
    amount = _amount(ctx, node.delta)  # "by that amount": what the step before removed
    if node.decrease:
        amount = -amount
    moment.outcome["value_bonus"] = int(moment.outcome.get("value_bonus", 0)) + amount
    g.emit(
        "note",
        f"{g.name(ctx.source)}: wartość {g.die(str(moment.subject), 'gen')} przy tym rozpatrzeniu "
        f"{'zwiększona' if amount >= 0 else 'zmniejszona'} o {abs(amount)}.",
        {"die": str(moment.subject), "count": amount},
        rules=("before_resolve", "before"),
    )
    return True


HANDLERS: dict[type, Any] = {
    A.ChangeValue: _change_value,
    A.ChooseValue: _choose_value,
    A.AddToTeam: _add_to_team,
    A.Reveal: _reveal,
    A.Search: _search,
    A.Shuffle: _shuffle,
    A.GiveControl: _give_control,
    A.PutOnDeck: _put_on_deck,
    A.PlaceResources: _place_resources,
    A.TakeResources: _take_resources,
    A.RemoveTokens: _remove_tokens,
}
