"""Selections, amounts and conditions: what an ability's nouns, numbers and "if"s evaluate to on
the current board.

`select` picks the objects a `Select` describes (cards, characters, dice; with their filters,
owner, zone and count) through `Engine.decide` (`<card>.target`, `.remove`, …); `_amount`
evaluates amounts (fixed, up to, counts, values, costs, halves, the hand limit); `_condition`
evaluates conditions (a die shows, a card is, it happened since the ability began, …). A filter
or condition the engine cannot evaluate stops the replay rather than guessing.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from judge.cards import ast as A
from judge.engine.destiny import (
    faces,
)
from judge.engine.destiny.interpreter.context import (
    KIND_MATCH,
    Ctx,
    _kind_of,
    _player_of,
    _players,
    _resolve_ref,
    _showing_cost,
    _showing_symbol,
    either_ref,
    last_deed,
)
from judge.engine.destiny.unsupported import Unsupported

if TYPE_CHECKING:
    from judge.engine.destiny.host import Host


ZONE_OF = {"hand": "hand", "discard_pile": "discard", "deck": "deck", "deck_top": "deck"}


def _candidates(ctx: Ctx, sel: Any, *, exclude_self_die: bool = False) -> list[str]:
    """Everything a Select could pick now, in board order."""
    g = ctx.g
    s = g.s
    if isinstance(sel, A.Ref):
        return _resolve_ref(ctx, sel)
    joined = either_ref(sel.items) if isinstance(sel, A.Either) else None
    if joined is not None:
        return _resolve_ref(ctx, joined)
    if isinstance(sel, A.Either | A.Both):
        out: list[str] = []
        for item in sel.items:
            out.extend(x for x in _candidates(ctx, item) if x not in out)
        return out
    if not isinstance(sel, A.Select):
        return []
    among = next((f.value for f in sel.filters if f.kind == "among"), None)
    if among is not None:
        # "one of those dice", "any of them": only the objects the text named before, wherever
        # they are; the other filters still apply
        group = _among(ctx, among, sel.kind)
        if sel.kind != "die":
            wanted = KIND_MATCH.get(sel.kind, (sel.kind,))
            group = [x for x in group if x in s.cards and s.card(x).kind in wanted]
        return [x for x in group if _filters_ok(ctx, x, sel.filters)]
    players = _players(ctx, sel.controller)
    owner_ids: list[str] | None = None
    if sel.owner is not None:
        owner = sel.owner

        def holds(ident: str) -> bool:  # a player, or a card with dice (not an event)
            return ident in s.players or (ident in s.cards and bool(s.card(ident).dice))

        if (
            sel.kind == "die"
            and isinstance(owner, A.Ref)
            and owner.to in ("it", "given")
            and owner.kind is None
        ):
            # an untyped "their/its dice" names a holder of dice, never a die (`KIND_MATCH`);
            # with none named, the die's owner as before ("jego kości" after a die)
            owner_ids = _resolve_ref(ctx, A.Ref(owner.to, "holder"), holds) or _candidates(
                ctx, owner
            )
        elif sel.kind == "die" and isinstance(owner, A.Ref) and owner.to in ("it", "given"):
            # "its support and upgrade dice": held by a card of any kind the dice are of (the
            # grammar types "its" by the first of them; A-Wing names itself, a support)
            held = [k for f in sel.filters if f.kind == "die_of" for k in f.value]
            kinds = "|".join(dict.fromkeys([owner.kind or "card", *held]))
            owner_ids = _resolve_ref(ctx, A.Ref(owner.to, kinds), holds)
        else:
            owner_ids = _candidates(ctx, owner)
    found: list[str] = []
    kind = sel.kind
    if owner_ids is not None and owner_ids and all(o in s.players for o in owner_ids):
        # "the number of dice in their pool", "cards in their hand": a player named before
        players = tuple(p for p in s.order if p in owner_ids)
        owner_ids = None
    if kind == "die":
        if owner_ids is not None and any(o in s.players for o in owner_ids):
            # "jego kości" naming the opponent himself (no die of his was named yet)
            players = tuple(p for p in s.order if p in owner_ids)
            owner_ids = None
        if owner_ids is not None and any(o in s.dice for o in owner_ids):
            # "jego kości" after naming a die: the dice of that die's owner
            owners = {s.die(o).owner for o in owner_ids if o in s.dice}
            owner_ids = None
            players = tuple(p for p in s.order if p in owners)
        if owner_ids is not None:
            # "kość dowolnej postaci" / "a character die" (the owner described, not named):
            # a character's own dice, not its upgrades' ("Kości ulepszeń nie są kośćmi
            # postaci", RR cz. 8 › kość postaci); "jedną z kości postaci lub ulepszenia danej
            # postaci" says both (`die_of`), and a subtype ("weapon dice on one of your
            # characters") names upgrade dice. A named character's dice ("jego kości") keep
            # their upgrades'.
            character_dice_only = isinstance(sel.owner, A.Select) and not any(
                f.kind in ("die_of", "subtype") for f in sel.filters
            )
            for oid in owner_ids:
                card = s.cards.get(oid)
                if card is None:
                    continue
                dice = list(card.dice)
                if card.kind in ("character", "support") and not character_dice_only:
                    # a named card's dice keep its upgrades' (a support's: its mods')
                    for upgrade in card.upgrades:
                        dice.extend(s.card(upgrade).dice)
                found.extend(dice)
            pool_only = False
        else:
            found = [d for p in players for d in s.player(p).pool]
            pool_only = True
        if sel.controller != "any" and owner_ids is not None:
            found = [d for d in found if s.die(d).owner in players]
        if pool_only or sel.zone == "pool":
            # "dice in their pool": a die still on its card is not in the pool
            # (RR cz. 3 › w grze: pula kości)
            found = [d for d in found if s.die(d).location == "pool"]
    elif kind in ("character", "upgrade", "support", "card", "event", "battlefield"):
        zone = sel.zone
        if kind == "battlefield":
            found = [
                c for p in s.order for c in s.player(p).set_aside if s.card(c).kind == "battlefield"
            ]
            if s.battlefield:
                found.insert(0, s.battlefield)
        elif zone in ("hand", "discard_pile", "deck", "deck_top"):
            attr = {"hand": "hand", "discard_pile": "discard", "deck": "deck", "deck_top": "deck"}[
                zone
            ]
            found = [c for p in players for c in getattr(s.player(p), attr)]
        elif kind in ("event",) and zone is None:
            found = [c for p in players for c in s.player(p).hand]
        elif owner_ids is not None and kind in ("upgrade", "card"):
            # "an upgrade on Han Solo", "a weapon from a ready character": the cards attached
            # to the holders named (a card of no named kind included: never every card in play)
            found = [u for oid in owner_ids if oid in s.cards for u in s.card(oid).upgrades]
        elif any(f.kind == "defeated" for f in sel.filters):
            found = [
                c for p in players for c in s.player(p).set_aside if s.card(c).kind == "character"
            ]
        else:
            for p in players:
                player = s.player(p)
                for c in player.characters:
                    found.append(c)
                    found.extend(s.card(c).upgrades)
                for c in player.supports:
                    found.append(c)
                    found.extend(s.card(c).upgrades)  # mods (later sets)
        wanted = KIND_MATCH.get(kind, (kind,))
        found = [
            c
            for c in found
            if s.card(c).kind in wanted or (kind == "event" and g.defn(c).type == "event")
        ]
        if kind == "upgrade" and zone in ("hand", "discard_pile"):
            found = [c for c in found if g.defn(c).type == "upgrade"]
        if kind == "support" and zone in ("hand", "discard_pile"):
            found = [c for c in found if g.defn(c).type == "support"]
        if sel.controller != "any" and zone not in ("hand", "discard_pile", "deck", "deck_top"):
            found = [c for c in found if s.card(c).controller in players]
    elif kind == "copy" and (isinstance(sel.owner, A.Ref) or sel.owner is None):
        # "another copy of this event in your discard pile", "copies of that character in
        # play", "each copy of the named card": cards with the same title (RR cz. 8 › kopia
        # karty) in the zone named, or in play
        zone = sel.zone
        if zone in ZONE_OF:
            found = [c for p in players for c in getattr(s.player(p), ZONE_OF[zone])]
        elif zone is None:
            for p in players:
                for c in (*s.player(p).characters, *s.player(p).supports):
                    found.extend((c, *s.card(c).upgrades))
        else:
            raise Unsupported(f"Kopie karty w strefie „{zone}” nie są jeszcze obsługiwane.")
        if any(o in s.dice for o in owner_ids or []) or any(
            f.kind == "set_aside" for f in sel.filters
        ):
            raise Unsupported("Kopie kości ani kopie kart odłożonych na bok nie są obsługiwane.")
        if sel.owner is not None:
            names = {g.defn(o).name for o in (owner_ids or []) if o in s.cards}
            found = [c for c in found if g.defn(c).name in names]
        elif not any(f.kind == "chosen" for f in sel.filters):
            raise Unsupported("Nie wiadomo, kopie której karty policzyć.")
    else:
        # Faces, symbols, tokens…: objects the engine does not enumerate. Counting them as
        # none would be a silent guess (a count of faces read as 0).
        raise Unsupported(
            f"Silnik nie umie jeszcze wskazać ani policzyć obiektów rodzaju „{kind}” "
            f"(karta {g.name(ctx.source)}).",
            card=g.defn(ctx.source).code if ctx.source and ctx.source in s.cards else None,
        )
    result = [x for x in found if _filters_ok(ctx, x, sel.filters)]
    if any(f.kind == "lowest_value" for f in sel.filters):
        # "one of those dice with the lowest value (you choose in the case of a tie)"
        values = {d: _die_value(g, d) for d in result if d in s.dice}
        low = min(values.values(), default=0)
        result = [d for d in result if values.get(d) == low]
    if exclude_self_die and ctx.source:
        result = [d for d in result if d not in s.card(ctx.source).dice]
    return result


def _card_matches(ctx: Ctx, cid: str, sel: Any) -> bool:
    """Whether card `cid` (in any zone) has the kind and properties `sel` asks for."""
    if isinstance(sel, A.Either):
        return any(_card_matches(ctx, cid, item) for item in sel.items)
    if not isinstance(sel, A.Select):
        return False
    defn = ctx.g.defn(cid)
    wanted = KIND_MATCH.get(sel.kind, (sel.kind,))
    if defn.type not in wanted and ctx.g.s.card(cid).kind not in wanted:
        return False
    if sel.controller != "any" and ctx.g.s.card(cid).controller not in _players(
        ctx, sel.controller
    ):
        return False
    if sel.kind == "copy" and sel.owner is not None:
        # "inną kopię danej karty": a card with the same title (RR cz. 8 › kopia karty)
        originals = _candidates(ctx, sel.owner)
        if not any(ctx.g.defn(o).name == defn.name for o in originals if o in ctx.g.s.cards):
            return False
    elif sel.owner is not None and not _held_by(ctx, cid, sel.owner):
        return False
    return _filters_ok(ctx, cid, tuple(f for f in sel.filters if f.kind not in ("in_play",)))


def _held_by(ctx: Ctx, cid: str, owner: Any) -> bool:
    """A card "of" another ("an upgrade on Han Solo", "attached character's upgrades"): it is
    attached to a card the owner describes."""
    host = ctx.g.s.card(cid).attached_to
    if host is None:
        return False
    if isinstance(owner, A.Ref):
        return host in _resolve_ref(ctx, owner)
    return _card_matches(ctx, host, owner)


def _filters_ok(ctx: Ctx, obj: str, filters: Sequence[A.Filter]) -> bool:
    g = ctx.g
    s = g.s
    is_die = obj in s.dice
    for flt in filters:
        kind, value = flt.kind, flt.value
        if kind == "among":
            if obj not in _among(ctx, value, "die" if is_die else "card"):
                return False
            continue
        if is_die:
            die = s.die(obj)
            face = die.showing
            if kind == "showing":
                if face is None or face.symbol not in value:
                    return False
            elif kind == "not_showing":
                if face is not None and face.symbol in value:
                    return False
            elif kind == "showing_modifier":
                if face is None or not face.modifier:
                    return False
            elif kind == "die_of":
                home = s.cards.get(die.home) if die.home else None
                if home is None or home.kind not in value:
                    return False
            elif kind == "other":
                # "another one of your dice": not this die, nor the die the ability just named
                # ("resolve that die and another one of your dice", Light 'Em Up)
                if (
                    ctx.die == obj
                    or (ctx.source and obj in s.card(ctx.source).dice)
                    or any(k == "die" and i == obj for k, i in ctx.recent)
                ):
                    return False
            elif kind == "showing_value_at_least":
                if face is None or faces.value(face) < int(value):
                    return False
            elif kind == "not_color":
                if die.home is None or g.defn(die.home).color == value:
                    return False
            elif kind == "showing_cost":
                # "a die showing a resource cost"
                if face is None or not face.cost:
                    return False
            elif kind == "same_symbol_as":
                # "an opponent's die showing the same symbol as one of your dice"
                if not isinstance(value, A.Select):
                    _unknown_filter(kind, "kości (zbiór kości o jednym symbolu)")
                shown = {
                    s.die(d).showing.symbol  # type: ignore[union-attr]
                    for d in _candidates(ctx, value)
                    if d != obj and s.die(d).showing is not None
                }
                if face is None or face.symbol not in shown:
                    return False
            elif kind == "same_value_as":
                if face is None or faces.value(face) != _value_of_named_die(ctx, value):
                    return False
            elif kind == "chosen":
                # "dice that have that subtype": of the die's card
                if die.home is None or not _chosen_matches(ctx, g.defn(die.home), value):
                    return False
            elif kind == "showing_value":
                # "a die showing a value of 0 (blanks and specials have a value of 0)", "equal
                # to that card's cost"
                if face is None or faces.value(face) != _amount(ctx, value):
                    return False
            elif kind == "showing_value_at_most":
                if face is None or faces.value(face) > int(value):
                    return False
            elif kind == "color":
                if die.home is None or g.defn(die.home).color != value:
                    return False
            elif kind == "showing_given_symbol":
                if face is None or face.symbol != ctx.bound.get("symbol"):
                    return False
            elif kind in DIE_CARD_FILTERS:
                # "your Jedi dice", "a unique character's die": a property of the die's card
                # (RR cz. 8 › kość postaci: a character's die is the die of its card)
                if die.home is None or not _card_property(g.defn(die.home), kind, value):
                    return False
            elif kind not in SELECTION_FILTERS:
                _unknown_filter(kind, "kości")
            continue
        card = s.cards.get(obj)
        if card is None:
            return False
        defn = g.defn(obj)
        if kind == "color":
            if defn.color != value:
                return False
        elif kind == "unique":
            if not defn.unique:
                return False
        elif kind == "non_unique":
            if defn.unique:
                return False
        elif kind == "exhausted":
            if not card.exhausted:
                return False
        elif kind == "ready":
            if card.exhausted:
                return False
        elif kind == "defeated":
            if card.zone != "set_aside":
                return False
        elif kind == "other":
            # other than the card itself and than what the ability named: an object, or the
            # character whose die it named ("Remove one of your character dice to give another
            # character 3 shields": not the character whose die was removed)
            if obj == ctx.source or any(
                i == obj or (k == "die" and i in s.dice and s.die(i).home == obj)
                for k, i in ctx.recent
            ):
                return False
            # An upgrade's "your other characters" / „innej postaci”: an upgrade is an ability
            # its character has at its disposal (RR cz. 1 › ulepszenia), so "other" is other
            # than the character it is attached to (Inspiring Presence, Duszenie mocą).
            source = s.cards.get(ctx.source) if ctx.source else None
            if source is not None and source.kind == "upgrade" and source.attached_to == obj:
                return False
        elif kind == "subtype":
            if value not in defn.subtypes:
                return False
        elif kind == "not_subtype":
            if value in defn.subtypes:
                return False
        elif kind == "keyword":
            if value not in g.abilities.keywords(obj):
                return False
        elif kind == "in_play":
            if card.zone != "play":
                return False
            if value in ("you", "opponent") and card.controller not in _players(ctx, value):
                return False
        elif kind == "affiliation":
            if defn.card.affiliation != value:
                return False
        elif kind == "not_in_use":
            if obj == s.battlefield or card.zone != "set_aside":
                return False
        elif kind == "controlled_by_same_player":
            source_char = ctx.bound.get("move_source")
            if source_char and s.card(source_char).controller != card.controller:
                return False
        elif kind == "cost_at_most":
            if defn.cost > _amount(ctx, value):
                return False
        elif kind == "named":
            if not _named(defn, value):
                return False
        elif kind == "code":
            # "a Battle Droid ([LEG]9)": the card the text names by its set and number
            if defn.code != str(value):
                return False
        elif kind == "has":
            if not isinstance(value, A.Select):
                _unknown_filter(kind, "karty")
            elif not _has_on(ctx, obj, value):
                return False
        elif kind == "chosen":
            if not _chosen_matches(ctx, defn, value):
                return False
        elif kind == "not_color":
            if defn.color == value:
                return False
        elif kind == "damaged":
            if not card.damage:
                return False
        elif kind == "remaining_health_at_most":
            # "a character with 2 or less remaining health"
            if card.kind != "character" or (defn.health or 0) - card.damage > int(value):
                return False
        elif kind == "elite":
            # an elite character is one with two dice (RR cz. 1 › wartość punktowa)
            if card.kind != "character" or len(card.dice) < 2:
                return False
        elif kind in ("matches", "not_matches"):
            # "any of those cards that are events", "a non-character card", "each character
            # that is not a droid or General Grievous": the card is (not) what `value` says
            if _names_a_copy(value):
                _unknown_filter(kind, "karty (kopia karty)")
            if _card_matches(ctx, obj, value) != (kind == "matches"):
                return False
        elif kind == "stacked_on_other_copy":
            holders = [c for c in s.cards.values() if obj in c.stacked and c.id != ctx.source]
            if not holders:
                return False
        elif kind not in SELECTION_FILTERS:
            _unknown_filter(kind, "karty")
    return True


def _value_of_named_die(ctx: Ctx, ref: Any) -> int:
    """The value of the die a text names ("showing the same value as that die"): as it shows
    in the pool, or as it was when it left (removed, resolved)."""
    if not isinstance(ref, A.Ref):
        raise Unsupported("„Ta sama wartość co …” wybranej kości nie jest jeszcze obsługiwana.")
    g = ctx.g
    dice = [d for d in _resolve_ref(ctx, ref) if d in g.s.dice]
    if not dice:
        raise Unsupported("Nie wiadomo, o którą kość chodzi („ta sama wartość”).")
    did = dice[0]
    if f"value:{did}" in ctx.bound:
        return int(ctx.bound[f"value:{did}"])
    face = g.s.die(did).showing
    if g.s.die(did).location != "pool" or face is None:
        raise Unsupported(f"{g.die(did)} nie pokazuje już żadnej ścianki („ta sama wartość”).")
    return faces.value(face)


CHOSEN_OF = {"color": "color", "cost": "number", "subtype": "subtype", "card": "card"}


def _chosen_matches(ctx: Ctx, defn: Any, what: Any) -> bool:
    """A card of "the chosen color", that "costs the chosen number", "has that subtype", a copy
    of "the named card" (`effects.later._choose_value` bound the value)."""
    attribute = CHOSEN_OF.get(str(what))
    key = f"chosen:{attribute}"
    if attribute is None or key not in ctx.bound:
        raise Unsupported(f"Nie wiadomo, jaką wartość wybrano („{what}”).")
    chosen = ctx.bound[key]
    if attribute == "color":
        return bool(defn.color == chosen)
    if attribute == "number":
        return bool(defn.cost == chosen)
    if attribute == "subtype":
        return chosen in defn.subtypes
    return _named(defn, chosen)


def _names_a_copy(value: Any) -> bool:
    """ "Not a copy of this support": whether the card itself counts is not settled."""
    if isinstance(value, A.Either):
        return any(_names_a_copy(item) for item in value.items)
    return isinstance(value, A.Select) and value.kind == "copy"


SELECTION_FILTERS = frozenset(
    {"top", "random", "last", "facedown", "set_aside", "different", "lowest_value"}
)


def _among(ctx: Ctx, ref: Any, kind: str) -> list[str]:
    """The objects "those", "them", "the revealed cards" name: the group the ability named
    last (chosen, rolled, rerolled, looked at: `record_group`), or the objects a reference
    names ("the chosen dice", "this die", "the rest")."""
    g = ctx.g
    if not isinstance(ref, A.Ref):
        raise Unsupported(f"Nieobsługiwany filtr „spośród” ({type(ref).__name__}).")
    if ref.to in ("it", "given"):
        if "group" not in ctx.bound:
            raise Unsupported(
                f"{g.name(ctx.source)}: nie wiadomo, o które obiekty chodzi („spośród nich”)."
            )
        members = list(ctx.bound["group"])
    else:
        members = _resolve_ref(ctx, ref)
    wanted_die = (ref.kind or kind) == "die"
    found: list[str] = []
    for ident in members:
        if wanted_die and ident in g.s.cards:
            # "those support dice" after naming the supports: their dice
            found.extend(d for d in g.s.card(ident).dice if d not in found)
        elif ident not in found:
            found.append(ident)
    return found


def _named(defn: Any, value: Any) -> bool:
    """A card named in a text ("Spot Plo Koon"): its name, Polish or English, with or without
    the subtitle a character's name carries."""
    wanted = str(value).casefold().strip()
    names = {defn.name, defn.card.name_en}
    return any(n and n.casefold().split(" – ")[0].strip() == wanted for n in names) or any(
        n and n.casefold() == wanted for n in names
    )


def _has_on(ctx: Ctx, cid: str, what: A.Select) -> bool:
    """The "has" filter: card `cid` holds what `what` describes ("a support that has no
    mods", "characters with 1 or more shields")."""
    counter = TOKENS.get(what.kind)
    card = ctx.g.s.card(cid)
    if counter is not None:
        return _enough(what.count, counter(card), ctx)
    if what.kind in ("upgrade", "card"):
        held = [u for u in card.upgrades if _filters_ok(ctx, u, what.filters)]
        return _enough(what.count, len(held), ctx)
    raise Unsupported(f"Nieobsługiwany filtr „ma {what.kind}” dla karty.")


DIE_CARD_FILTERS = frozenset({"subtype", "not_subtype", "unique", "non_unique", "affiliation"})


def _card_property(defn: Any, kind: str, value: Any) -> bool:
    """A printed property of a card record, as a die filter reads it of the die's card."""
    if kind == "subtype":
        return value in defn.subtypes
    if kind == "not_subtype":
        return value not in defn.subtypes
    if kind == "unique":
        return bool(defn.unique)
    if kind == "non_unique":
        return not defn.unique
    return bool(defn.card.affiliation == value)  # affiliation


def _unknown_filter(kind: str, of: str) -> None:
    """A filter the engine cannot test: refusing beats letting every object pass."""
    raise Unsupported(f"Nieobsługiwany filtr {kind} dla {of} w tekście karty.")


PREFER_OPPONENT = {"target_damage", "remove", "exhaust_target"}


def select(
    ctx: Ctx,
    sel: Any,
    purpose: str,
    question: str,
    *,
    prefer: str = "any",
    candidates: list[str] | None = None,
) -> list[str]:
    """Choose objects for `sel` (the performer decides; a single legal option is taken).

    Returns the chosen ids (fewer than asked when not enough exist: the effect then resolves
    as far as it can). Bound objects (`Ref`) are returned as they are."""
    g = ctx.g
    if isinstance(sel, A.Ref):
        found = _resolve_ref(ctx, sel)
        for ident in found:
            ctx.push(_kind_of(g, ident), ident)
        return found
    if isinstance(sel, A.Both):
        out: list[str] = []
        for item in sel.items:
            out.extend(select(ctx, item, purpose, question, prefer=prefer))
        return out
    if isinstance(sel, A.Select) and sel.controller == "opponent":
        # "dowolnego przeciwnika": that opponent is named even when none of his objects is
        # chosen, so a later "jego …" points to him
        opponents = _players(ctx, "opponent")
        if len(opponents) == 1:
            ctx.push("player", opponents[0])
    if candidates is None:
        candidates = _candidates(ctx, sel)
    count = sel.count if isinstance(sel, A.Select) else A.Fixed(1)
    each = isinstance(sel, A.Select) and (sel.each or isinstance(count, A.All))
    filters = sel.filters if isinstance(sel, A.Select) else ()
    if each:
        chosen = list(candidates)
    elif any(f.kind == "top" for f in filters):
        chosen = candidates[: _amount(ctx, count)]
    elif any(f.kind == "random" for f in filters):
        chosen = []
        pool = list(candidates)
        for _ in range(min(_amount(ctx, count), len(pool))):
            picked = pool.pop(g.random_index(len(pool)))
            chosen.append(picked)
            # Each draw moves the seeded generator on, so two random picks are independent
            # and a replay of the same file picks the same cards (engine README, chance).
            g.emit(
                "random",
                f"Wylosowano: {g.name(picked)}.",
                {"count": 1, "picked": picked},
                rules=("effects",),
            )
    else:
        low, high = _count_bounds(ctx, count, len(candidates))
        if not candidates or high == 0:
            chosen = []
        elif low == high == len(candidates) and low > 0:
            chosen = list(candidates)
            g.forced(f"{ctx.key}.{purpose}", chosen, question=question)
        else:
            default = _default_pick(ctx, candidates, prefer, low, high)
            single = high == 1 and low == 1

            def valid(value: Any, low: int = low, high: int = high) -> str | None:
                items = value if isinstance(value, list) else [value]
                if any(i not in candidates for i in items):
                    return f"dozwolone: {candidates}"
                if not low <= len(items) <= high:
                    return f"wybierz od {low} do {high}"
                return None

            value = g.decide(
                f"{ctx.key}.{purpose}",
                decider=ctx.performer,
                rule="choose_target",
                options=candidates,
                default=default[0] if single else default,
                question=question,
                validate=valid,
            )
            chosen = value if isinstance(value, list) else [value]
    for ident in chosen:
        ctx.push(_kind_of(g, ident), ident)
    if not any(f.kind == "among" for f in filters):
        record_group(ctx, chosen)  # what a later "those" / "one of them" / "the rest" names
    ctx.picked.update(chosen)
    if not chosen:
        ctx.shortfall = True
    return chosen


def up_to(ctx: Ctx, count: Any) -> Any:
    """ "Up to that many" (`UpToAmount`) as "up to N", N read now (the amount a `Determine`
    step fixed, a count of what was just done): any other count as it is."""
    if isinstance(count, A.UpToAmount):
        return A.UpTo(max(0, _amount(ctx, count.of)))
    return count


def record_group(ctx: Ctx, ids: Sequence[str]) -> None:
    """Remember the objects the ability just named together ("the top 4 cards", "up to 5
    dice"), and where each was: "one of them" picks among them, "the rest" are those of them
    still there (`context._resolve_ref`)."""
    s = ctx.g.s
    ctx.bound["group"] = list(ids)
    ctx.bound["group_zones"] = {
        i: (s.card(i).zone if i in s.cards else s.die(i).location if i in s.dice else None)
        for i in ids
    }


def _count_bounds(ctx: Ctx, count: Any, available: int) -> tuple[int, int]:
    count = up_to(ctx, count)
    if isinstance(count, A.UpTo):
        return 0, min(count.value, available)
    if isinstance(count, A.AnyNumber):
        return 0, available
    if isinstance(count, A.AtLeast):
        return min(count.value, available), available
    if isinstance(count, A.All):
        return available, available
    n = _amount(ctx, count)
    return min(n, available), min(n, available)


def _default_pick(ctx: Ctx, candidates: list[str], prefer: str, low: int, high: int) -> list[str]:
    g = ctx.g
    you = ctx.performer

    def owner(ident: str) -> str | None:
        if ident in g.s.dice:
            return g.s.die(ident).owner
        card = g.s.cards.get(ident)
        return card.controller if card else None

    if prefer == "opponent":
        ordered = sorted(candidates, key=lambda c: owner(c) == you)
    elif prefer == "own":
        ordered = sorted(candidates, key=lambda c: owner(c) != you)
    else:
        ordered = list(candidates)
    return ordered[: max(low, 1 if high else 0)] if low or high else []


def _amount(ctx: Ctx, node: Any) -> int:
    g = ctx.g
    if isinstance(node, int):
        return node
    if isinstance(node, A.Fixed):
        return node.value
    if isinstance(node, A.UpTo | A.AtLeast):
        # "do N" / "co najmniej N" is a choice of the player, made where the amount is chosen
        # (`_chosen_amount`, `_count_bounds`); reading it as exactly N would be a silent guess.
        raise Unsupported(
            f"Ilość „{'do' if isinstance(node, A.UpTo) else 'co najmniej'} {node.value}” w tym "
            "miejscu tekstu karty nie jest jeszcze obsługiwana jako wybór gracza."
        )
    if isinstance(node, A.Half):
        return math.ceil(_amount(ctx, node.of) / 2) if node.round_up else _amount(ctx, node.of) // 2
    if isinstance(node, A.ValueOf):
        if isinstance(node.of, A.Ref):
            dice = _resolve_ref(ctx, node.of)
        elif (
            isinstance(node.of, A.Either)
            and not node.total
            and all(isinstance(i, A.Select) and i.count == A.Fixed(1) for i in node.of.items)
        ) or (
            isinstance(node.of, A.Select)
            and not (node.total or node.of.each or isinstance(node.of.count, A.All))
        ):
            # "wartości jednej … kości dowolnego przeciwnika": a die the performer chooses,
            # once; a later "daną kość" is that die
            key = f"value_of:{id(node)}"
            if key not in ctx.bound:
                ctx.bound[key] = select(
                    ctx, node.of, "die", f"{g.name(ctx.source)}: wartość której kości"
                )
            dice = list(ctx.bound[key])
            for ident in dice:
                ctx.push("die", ident)
        else:
            dice = _candidates(ctx, node.of)  # "łączna wartość" of all of them
        return sum(int(ctx.bound.get(f"value:{d}", _die_value(g, d))) for d in dice)
    if isinstance(node, A.CountOf):
        if isinstance(node.of, A.Ref) and node.of.kind == "damage":
            return int((ctx.moment or {}).get("amount", 0))
        if isinstance(node.of, A.Ref) and node.of.kind == "resource" and node.of.to == "just":
            # "żetonów zasobów utraconych właśnie przez przeciwnika": in this ability, or by
            # the die whose resolution triggered it
            lost_here = any(d.verb == "lost" for d in ctx.deeds)
            if node.of.verb == "lost" and "lost" in (ctx.moment or {}) and not lost_here:
                return int((ctx.moment or {})["lost"])
            return last_deed(ctx, node.of).count
        if isinstance(node.of, A.Ref) and node.of.to == "just":
            # "that many", "the same number", "the number of upgrades you just discarded": how
            # many the step before did (tokens counted one by one), recorded by that step
            return last_deed(ctx, node.of).count
        tokens = ("damage", "shield", "resource")
        if isinstance(node.of, A.Select) and node.of.kind in tokens and node.of.owner is not None:
            # "the number of resources on this upgrade": tokens on the cards named
            if node.of.filters:
                _unknown_filter(node.of.filters[0].kind, "żetonów")
            holders = [c for c in _candidates(ctx, node.of.owner) if c in g.s.cards]
            return sum(TOKENS[node.of.kind](g.s.card(c)) for c in holders)
        return len(_candidates(ctx, node.of))
    if isinstance(node, A.CostOf):
        if isinstance(node.of, A.Ref):
            ids = _resolve_ref(ctx, node.of)
        else:
            # "w liczbie równej kosztowi ulepszenia, które …": that card is chosen once, here
            if "cost_of" not in ctx.bound:
                picked = select(ctx, node.of, "target", f"{g.name(ctx.source)}: wybierz kartę")
                ctx.bound["cost_of"] = picked
            ids = list(ctx.bound["cost_of"])
        return sum(g.defn(i).cost for i in ids)
    if isinstance(node, A.HandLimit):
        pid = ctx.controller if node.player == "you" else g.s.opponent(ctx.controller)
        return g.abilities.hand_limit(pid)
    if isinstance(node, A.CardsInHand):
        pid = ctx.controller if node.player == "you" else g.s.opponent(ctx.controller)
        return len(g.s.player(pid).hand)
    if isinstance(node, A.AmountIf):
        return _amount(ctx, node.then if _condition(ctx, node.condition) else node.otherwise)
    if isinstance(node, A.SameAsDetermined):
        return int(ctx.bound.get("determined", 0))
    if isinstance(node, A.All):
        return 10**6
    raise Unsupported(f"Nieobsługiwana ilość w tekście karty: {type(node).__name__}.")


def _chosen_amount(ctx: Ctx, node: Any, available: int, question: str) -> int:
    """An amount the performer picks within what is there: "dowolną liczbę" (0..all), "do N"
    (0..N) and "co najmniej N" (N..all) are his choice (decision `<card>.amount`, default the
    most); "wszystkie" is everything there; a fixed amount is not a choice."""
    if isinstance(node, A.All):
        return available
    node = up_to(ctx, node)
    if not isinstance(node, A.AnyNumber | A.UpTo | A.AtLeast):
        return _amount(ctx, node)
    low = min(node.value, available) if isinstance(node, A.AtLeast) else 0
    high = min(node.value, available) if isinstance(node, A.UpTo) else available
    if low >= high:
        return high
    return int(
        ctx.g.decide(
            f"{ctx.key}.amount",
            decider=ctx.performer,
            rule="effects",
            options=list(range(low, high + 1)),
            default=high,
            question=question,
        )
    )


def _die_value(g: Host, did: str) -> int:
    if did not in g.s.dice:
        return 0
    face = g.s.die(did).showing
    return faces.value(face) if face is not None else 0


def _condition(ctx: Ctx, node: Any) -> bool:
    g = ctx.g
    s = g.s
    if isinstance(node, A.ControlsBattlefield):
        return s.battlefield_controller == (
            ctx.controller if node.player == "you" else s.opponent(ctx.controller)
        )
    if isinstance(node, A.Possible):
        return True
    if isinstance(node, A.HasNo):
        subjects = _condition_subjects(ctx, node.subject)
        held = HELD.get(node.kind)
        if held is None:
            raise Unsupported(f"Nieobsługiwany warunek „nie ma żadnego: {node.kind}”.")
        return all(not held(s.card(c)) for c in subjects if c in s.cards)
    if isinstance(node, A.IsIn):
        owners = _players(ctx, node.controller)
        if isinstance(node.subject, A.Select) and node.zone in ZONE_OF:
            # "if no cards are in your discard pile", "if 2 or more events are in your hand":
            # a described object is counted in that zone against its count (Fixed(0): none),
            # not looked up among the cards in play (RR cz. 3 › stos kart odrzuconych; cz. 7 ›
            # efekty zastępujące for the "instead" amounts that ask this).
            controller = node.controller if node.subject.controller == "any" else None
            where = replace(
                node.subject, zone=node.zone, controller=controller or node.subject.controller
            )
            return _enough(node.subject.count, len(_candidates(ctx, where)), ctx)
        subjects = _condition_subjects(ctx, node.subject)
        if node.zone == "pool":
            return any(
                d in s.dice and s.die(d).location == "pool" and s.die(d).owner in owners
                for d in subjects
            )
        if node.zone in ZONE_OF:
            attr = ZONE_OF[node.zone]
            return any(c in getattr(s.player(p), attr) for p in owners for c in subjects)
        if node.zone == "play":
            return any(c in s.cards and s.card(c).zone == "play" for c in subjects)
        raise Unsupported(f"Nieobsługiwany warunek „jest w strefie {node.zone}”.")
    if isinstance(node, A.HasResourceCost):
        dice = _resolve_ref(ctx, node.die) if isinstance(node.die, A.Ref) else []
        return any(ctx.bound.get(f"cost:{d}", _showing_cost(s.die(d).showing)) > 0 for d in dice)
    if isinstance(node, A.CardIs):
        cards = _resolve_ref(ctx, node.card) if isinstance(node.card, A.Ref) else []
        for c in cards:
            ctx.push(_kind_of(g, c), c)
        return any(node.subtype in g.defn(c).subtypes for c in cards)
    if isinstance(node, A.DieShows):
        if isinstance(node.die, A.Select):
            # "If one or more of its character or upgrade dice just rolled a resource": the
            # dice described, in the pool, counted against the selection's count (only a die
            # in a pool shows a side: RR cz. 3 › kości na kartach)
            dice = [d for d in _candidates(ctx, node.die) if s.die(d).location == "pool"]
            hits = [d for d in dice if _showing_symbol(s.die(d).showing) in node.symbols]
            return _enough(node.die.count, len(hits), ctx)
        dice = _resolve_ref(ctx, node.die) if isinstance(node.die, A.Ref) else []
        return any(_showing_symbol(s.die(d).showing) in node.symbols for d in dice)
    if isinstance(node, A.FirstRound):
        return s.round == 1
    if isinstance(node, A.ResolvingDieOf):
        did = ctx.bound.get("resolving_die")
        home = s.die(did).home if isinstance(did, str) and did in s.dice else None
        return home is not None and node.subtype in g.defn(home).subtypes
    if isinstance(node, A.ControlledBy):
        items = _resolve_ref(ctx, node.subject) if isinstance(node.subject, A.Ref) else []
        pid = ctx.controller if node.player == "you" else s.opponent(ctx.controller)
        return any((s.die(i).owner if i in s.dice else s.card(i).controller) == pid for i in items)
    if isinstance(node, A.Event):
        return _happened(ctx, node)
    if isinstance(node, A.Not):
        return not _condition(ctx, node.condition)
    if isinstance(node, A.AllOf):
        return all(_condition(ctx, c) for c in node.conditions)
    if isinstance(node, A.AnyOf):
        return any(_condition(ctx, c) for c in node.conditions)
    if isinstance(node, A.Compare):
        return COMPARE[node.op](_amount(ctx, node.left), _amount(ctx, node.right))
    if isinstance(node, A.Has):
        return _has(ctx, node.owner, node.what)
    if isinstance(node, A.Matches):
        subjects = _condition_subjects(ctx, node.subject)
        fits = bool(subjects) and all(_matches(ctx, i, node.what) for i in subjects)
        if fits and isinstance(node.what, A.Select) and isinstance(node.what.owner, A.Select):
            # "If this upgrade is on a trooper, … that trooper's dice": the host the condition
            # looked at is named by it
            for ident in subjects:
                host = g.s.die(ident).home if ident in g.s.dice else g.s.card(ident).attached_to
                if host is not None:
                    ctx.push(_kind_of(g, host), host)
        return fits
    if isinstance(node, A.Spotted):
        # "if you spot X": you have such a card in play (RR cz. 8 › wyznaczanie: only yours)
        return bool(_spottable(ctx, node.target))
    if isinstance(node, A.DidIt):
        return _did_it(ctx, node)
    raise Unsupported(f"Nieobsługiwany warunek w tekście karty: {type(node).__name__}.")


COMPARE: dict[str, Callable[[int, int], bool]] = {
    ">=": lambda a, b: a >= b,
    "<=": lambda a, b: a <= b,
    "==": lambda a, b: a == b,
    ">": lambda a, b: a > b,
    "<": lambda a, b: a < b,
}

# Tokens a card holds, by the kind a `Has` or a "has" filter counts.
TOKENS: dict[str, Callable[[Any], int]] = {
    "shield": lambda card: card.shields,
    "damage": lambda card: card.damage,
    "upgrade": lambda card: len(card.upgrades),
    "resource": lambda card: card.resources,  # placed on the card (later sets)
}


def _enough(count: Any, found: int, ctx: Ctx) -> bool:
    """Whether `found` objects meet a selection's count read as a requirement: "1 lub więcej"
    (AtLeast), exactly N (Fixed; Fixed(0): none), "N or fewer" (UpTo)."""
    if isinstance(count, A.AtLeast):
        return found >= count.value
    count = up_to(ctx, count)
    if isinstance(count, A.UpTo):
        return found <= count.value
    if isinstance(count, A.Fixed):
        return found == count.value if count.value == 0 else found >= count.value
    if isinstance(count, A.All | A.AnyNumber):
        return True
    return found >= _amount(ctx, count)


def _has(ctx: Ctx, owner: Any, what: Any) -> bool:
    """ "you have 2 or more dice showing …", "this character has no shields": the objects
    `what` describes, held by `owner` (a player: in his pool, hand, zone or play; a card: its
    tokens or upgrades), counted against `what`'s count."""
    g = ctx.g
    if isinstance(what, A.Both) and isinstance(owner, A.Player):
        # "if an opponent has an exhausted character and no dice showing damage": both
        return all(_has(ctx, owner, item) for item in what.items)
    if not isinstance(what, A.Select):
        raise Unsupported(f"Nieobsługiwany warunek posiadania: {type(what).__name__}.")
    if isinstance(owner, A.Player) and what.kind == "resource" and not what.filters:
        # "if you have no resources": the player's resource pool
        pools = [g.s.player(p).resources for p in _players(ctx, owner.who)]
        return any(_enough(what.count, n, ctx) for n in pools)
    if isinstance(owner, A.Player):
        players = _players(ctx, owner.who)
        if isinstance(what.owner, A.Ref) and what.owner.to == "it" and what.owner.kind is None:
            # "an opponent has no dice in their pool": "their" is that player, not the last
            # card the ability named (CR-2 Heavy Blaster chooses its target first)
            what = replace(what, owner=None)
        combined = [f for f in what.filters if f.kind.startswith("combined_value_at_")]
        if combined:
            # "if you have dice showing a combined value of 7 or more": the sum of the values
            # of all of them (`combined_value_at_least` / `_at_most`)
            what = replace(what, filters=tuple(f for f in what.filters if f not in combined))
        found = [
            i
            for i in _candidates(ctx, what)
            if (g.s.die(i).owner if i in g.s.dice else g.s.card(i).controller) in players
        ]
        if combined:
            total = sum(_die_value(g, d) for d in found if d in g.s.dice)
            return all(
                total >= int(f.value) if f.kind.endswith("least") else total <= int(f.value)
                for f in combined
            )
        return _enough(what.count, len(found), ctx)
    cards = _condition_subjects(ctx, owner)
    if isinstance(owner, A.Ref):
        # named for what follows: "If this character has one or more upgrades, draw a card,
        # or 2 cards instead if he has 3 or more upgrades" ("he" is this character)
        for c in cards:
            ctx.push(_kind_of(g, c), c)
    counter = TOKENS.get(what.kind)
    if counter is not None:
        # "each of an opponent's characters has one or more damage on them": every one of
        # them; any other owner ("that character", "a character"): one is enough
        every = isinstance(owner, A.Select) and (owner.each or isinstance(owner.count, A.All))
        held = [_enough(what.count, counter(g.s.card(c)), ctx) for c in cards if c in g.s.cards]
        return all(held) if every else any(held)
    if what.kind == "die":
        dice = [d for c in cards if c in g.s.cards for d in g.s.card(c).dice]
        found = [d for d in dice if _filters_ok(ctx, d, what.filters)]
        return _enough(what.count, len(found), ctx)
    if what.kind in ("upgrade", "card"):
        # "if it has another Blue weapon", "if one or more mods are on this support": the
        # cards attached to it
        every = isinstance(owner, A.Select) and (owner.each or isinstance(owner.count, A.All))
        held = [_has_on(ctx, c, what) for c in cards if c in g.s.cards]
        return all(held) if every else any(held)
    raise Unsupported(f"Nieobsługiwany warunek posiadania: „{what.kind}” na karcie.")


def _matches(ctx: Ctx, ident: str, what: Any) -> bool:
    """ "if it is an opponent's die", "if that card is an event": the object fits `what`."""
    g = ctx.g
    if isinstance(what, A.Either):
        return any(_matches(ctx, ident, item) for item in what.items)
    if not isinstance(what, A.Select):
        raise Unsupported(f"Nieobsługiwany opis w warunku: {type(what).__name__}.")
    if ident in g.s.dice:
        if what.kind != "die":
            return False
        die = g.s.die(ident)
        if what.controller != "any" and die.owner not in _players(ctx, what.controller):
            return False
        if what.owner is not None:
            home = die.home
            if home is None or home not in g.s.cards or not _card_matches(ctx, home, what.owner):
                return False
        return _filters_ok(ctx, ident, what.filters)
    if ident in g.s.cards:  # "if this upgrade is on Han Solo": `owner` is the host
        return _card_matches(ctx, ident, what)
    return False


def _did_it(ctx: Ctx, node: A.DidIt) -> bool:
    """ "If you do" / "if they do not": whether the player took the optional step ("może")
    just before, as `_may` recorded it."""
    player = _player_of(ctx, node.player) if node.player is not None else None
    key = f"did:{player}" if player is not None else "did"
    if key not in ctx.bound:
        raise Unsupported("Warunek „jeśli to zrobisz” bez wcześniejszego wyboru „możesz”.")
    return bool(ctx.bound[key])


HAPPENED_STEPS = {"defeated": "defeat", "takes_damage": "damage", "gains_shields": "shields"}


HELD: dict[str, Callable[[Any], Any]] = {
    "upgrade": lambda card: card.upgrades,
    "shield": lambda card: card.shields,
    "damage": lambda card: card.damage,
}


def _condition_subjects(ctx: Ctx, subject: Any) -> list[str]:
    """The objects a condition speaks of: a reference, or what a selection names."""
    if isinstance(subject, A.Ref):
        return _resolve_ref(ctx, subject)
    if isinstance(subject, A.Select | A.Either):
        return _candidates(ctx, subject)
    raise Unsupported(f"Nieobsługiwany podmiot warunku: {type(subject).__name__}.")


def _happened(ctx: Ctx, event: A.Event) -> bool:
    """An If whose condition is an event, after an effect of the same ability: true when that
    event happened to its subject while this ability resolved (its steps since the ability's
    own `ability` step)."""
    g = ctx.g
    kinds = [HAPPENED_STEPS[k] for k in event.kinds if k in HAPPENED_STEPS]
    if not kinds:
        raise Unsupported(
            "Nieobsługiwany warunek „Jeśli …” w tekście karty: zdarzenie "
            + ", ".join(event.kinds)
            + "."
        )
    subjects: list[str] | None = None
    if isinstance(event.subject, A.Ref):
        subjects = _resolve_ref(ctx, event.subject)
    elif isinstance(event.subject, A.Select):
        subjects = [c for c in g.s.cards if _card_matches(ctx, c, event.subject)]
    steps = g.log.events
    start = 0
    for index in range(len(steps) - 1, -1, -1):
        step = steps[index]
        if step.type == "ability" and step.data.get("card") == ctx.source:
            start = index
            break
    for step in steps[start:]:
        if step.type not in kinds:
            continue
        if step.type == "damage" and not step.data.get("amount"):
            continue
        if step.type == "shields" and not (step.data.get("delta") or 0) > 0:
            continue
        if subjects is None or step.data.get("card") in subjects:
            return True
    return False


def _spottable(ctx: Ctx, target: Any) -> list[str]:
    """Spot: the player must have such a card in play; never an opponent's
    (RR cz. 8 › wyznaczanie). "Spot 2 pilots" needs two of them: with fewer, nothing can be
    spotted (an empty list); "spot X or Y" is met by either."""
    if isinstance(target, A.Either):
        for item in target.items:
            found = _spottable(ctx, item)
            if found:
                return found
        return []
    if not isinstance(target, A.Select):
        return []
    own = A.Select(kind=target.kind, count=target.count, controller="you", filters=target.filters)
    found = _candidates(ctx, own)
    if isinstance(target.count, A.Fixed) and len(found) < target.count.value:
        return []
    return found


def target_first(amount: Any) -> bool:
    """ "Deal 1 damage to a character, or 3 damage instead if that character has no damage on
    it": an amount whose condition speaks of "that character" (a reference to what the effect
    is about to choose) is known only once the target is chosen, so the effect chooses first."""
    return isinstance(amount, A.AmountIf) and any(
        isinstance(n, A.Ref) and n.to in ("given", "it") for n in A.walk(amount.condition)
    )
