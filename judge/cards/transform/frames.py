"""Verb frames: the complements of one verb read by semantic role.

A frame takes the complements of a clause (`Comps`: noun phrases, prepositional phrases and
flags, in any order) and fills the roles of its verb: "zadaj" an amount of damage and a
character that takes it; "przesuń" tokens, a source ("z") and a destination ("na"); "odrzuć"
cards and the zone they leave. The frame is chosen by the verb's sense, so every form of the
verb ("zadaj", "zadać", "zadaje", "zadał") reads the same way. A complement no role takes is a
`FrameError`: the sentence is reported as unparsed instead of being half understood.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any, cast

from judge.cards import ast as A
from judge.cards.transform.phrases import (
    CARD_KINDS,
    controller_of,
    from_zone,
    opponents_zone,
    pronoun_neutral,
    subtype_of,
    to_amount,
    to_player,
    to_target,
    zone_of,
)
from judge.cards.transform.values import Comp, FrameError, FromLookedAt, Goal, Phrase

# Set icons in card text ("[SoR]1") point to a card of that set (the codes of sets.json): SoR
# cards are 02001 …, Faltering Allegiances 14001 …, Eternal Conflict 701001 ….
SET_PREFIXES = {
    "aw": "01",
    "sor": "02",
    "eaw": "03",
    "tpg": "04",
    "leg": "05",
    "riv": "06",
    "wotf": "07",
    "atg": "08",
    "conv": "09",
    "aon": "10",
    "soh": "11",
    "cm": "12",
    "tr": "13",
    "fa": "14",
    "rm": "15",
    "hs": "16",
    "ec": "701",
    "pw": "702",
}


class Comps:
    """The complements of one verb, consumed by its frame; leftovers are an error."""

    def __init__(self, items: list[Comp]) -> None:
        self.items: list[Comp] = list(items)

    def nps(self) -> list[Phrase]:
        return [c.phrase for c in self.items if c.kind == "np" and c.phrase is not None]

    def take_np(self, predicate: Callable[[Phrase], bool] = lambda p: True) -> Phrase | None:
        for comp in self.items:
            if comp.kind == "np" and comp.phrase is not None and predicate(comp.phrase):
                self.items.remove(comp)
                return comp.phrase
        return None

    def take_prep(self, *preps: str) -> Phrase | None:
        for comp in self.items:
            if comp.kind == "prep" and comp.prep in preps:
                self.items.remove(comp)
                return comp.phrase
        return None

    def take_prep_or(self, *preps: str) -> list[Phrase]:
        for comp in self.items:
            if comp.kind == "prep_or" and comp.alternatives and comp.alternatives[0][0] in preps:
                self.items.remove(comp)
                return [phrase for _, phrase in comp.alternatives]
        single = self.take_prep(*preps)
        return [single] if single is not None else []

    def flag(self, name: str) -> Comp | None:
        for comp in self.items:
            if comp.kind == name:
                self.items.remove(comp)
                return comp
        return None

    def done(self, verb: str) -> None:
        if self.items:
            leftover = ", ".join(
                c.kind if c.kind != "np" or c.phrase is None else (c.phrase.head or "?")
                for c in self.items
            )
            raise FrameError(f"„{verb}”: unexpected complements ({leftover})")


def _is_damage(p: Phrase) -> bool:
    return p.head == "damage"


def _is_tokens(p: Phrase) -> bool:
    return p.head in ("tokens", "shields")


def build_effect(sense: str, items: list[Comp], flags: dict[str, Any] | None = None) -> Any:
    frame = FRAMES.get(sense)
    if frame is None:
        raise FrameError(f"no frame for {sense}")
    caps = [c for c in items if c.kind == "maximum"]
    down = [c for c in items if c.kind == "rounding_down"]
    comps = Comps([c for c in items if c.kind not in ("maximum", "rounding_down")])
    result = frame(comps, flags if flags is not None else {})
    comps.done(sense)
    if down:
        # "… połowie wartości tej kości (zaokrąglając w dół)": the half rounds down
        half = getattr(result, "amount", None)
        if len(down) != 1 or not isinstance(half, A.Half):
            raise FrameError("(zaokrąglając w dół): nothing to round")
        result = replace(result, amount=replace(half, round_up=False))
    if caps:
        # "zadaj … obrażenia w liczbie równej … (maksymalnie 3)": the effect's amount, capped
        amount = getattr(result, "amount", None)
        if len(caps) != 1 or amount is None or isinstance(amount, A.Fixed):
            raise FrameError("(maksymalnie N): of what amount")
        result = replace(result, amount=A.AtMost(amount, A.Fixed(caps[0].value)))
    return result


def _amount_with_instead(phrase: Phrase) -> tuple[Any, Any]:
    if phrase.instead is not None:
        first = replace(phrase, instead=None)
        return to_amount(first), to_amount(phrase.instead)
    return to_amount(phrase), None


def f_deal(c: Comps, flags: dict[str, Any]) -> Any:
    damage = c.take_np(_is_damage)
    if damage is None:
        raise FrameError("zadaj: no damage")
    target_phrase = c.take_np(lambda p: not _is_damage(p))
    per_target = bool(c.flag("per_target"))
    distribute = bool(c.flag("distribute"))
    if c.flag("rounding_up") and not isinstance(to_amount(damage), A.Half):
        raise FrameError("zaokrąglając: nothing to round")
    amount = to_amount(damage)
    if damage.symbols == ("ID",):
        # indirect damage goes to a player ("zadaj mu / dowolnemu przeciwnikowi / sobie …")
        if per_target or distribute or damage.unblockable or target_phrase is None:
            raise FrameError("obrażenia pośrednie: komu")
        if target_phrase.extra.get("reflexive"):
            player: Any = A.Player("you")  # an imperative "zadaj sobie": the player doing it
        else:
            player = to_target(target_phrase, "player", expect=("player",))
        return A.DealIndirectDamage(amount=amount, player=player)
    target = to_target(target_phrase, "character", expect=("character",))
    each = per_target or (isinstance(target, A.Select) and target.each)
    return A.DealDamage(
        amount=amount,
        target=target,
        unblockable=damage.unblockable,
        each=each,
        distribute=distribute,
        symbols=damage.symbols,
    )


def f_give(c: Comps, flags: dict[str, Any]) -> Any:
    keyword = c.take_np(lambda p: p.head == "keyword")
    if keyword is not None:
        if keyword.keyword is None:
            raise FrameError("daj słowo kluczowe: which")
        return A.GrantKeyword(to_target(c.take_np(), "card"), keyword.keyword)  # type: ignore[arg-type]
    tokens = c.take_np(_is_tokens)
    if tokens is None:
        raise FrameError("daj: no tokens")
    target_phrase = c.take_np()
    distribute = bool(c.flag("distribute"))
    if tokens.token_kind == "resource":
        return A.SpendResources(to_amount(tokens), to=to_target(target_phrase, "player"))
    if tokens.token_kind not in ("shield", None):
        raise FrameError("daj: not shields")
    first, instead = _amount_with_instead(tokens)
    target = to_target(target_phrase, "character", expect=("character",))
    if c.flag("per_target") and not (isinstance(target, A.Select) and target.each):
        raise FrameError("daj po …: to whom each")  # "daj każdej postaci po 2 żetony"
    give = A.GiveShields(first, target, distribute)
    if instead is not None:
        condition = flags.pop("if", None)
        if condition is None:
            raise FrameError("lub zamiast tego: no condition")
        from judge.cards.transform.clauses import alternative_amount

        return alternative_amount(condition, A.GiveShields(instead, target, distribute), give)
    return give


def f_heal(c: Comps, flags: dict[str, Any]) -> Any:
    damage = c.take_np(_is_damage)
    source = c.take_prep("z") or c.take_np()
    return A.Heal(to_amount(damage), to_target(source, "character", expect=("character",)))


def f_discard(c: Comps, flags: dict[str, Any]) -> Any:
    zone_phrase = c.take_prep("z")
    top_phrase = c.take_prep("z wierzchu")
    cards = c.take_np()
    so_many = c.flag("so_many_cards")
    as_many = c.flag("as_many_cards_as")
    if cards is None and so_many is None and as_many is None:
        raise FrameError("odrzuć: what")
    on_top = cards is not None and any(f.kind == "top" for f in cards.filters)
    if on_top and zone_phrase is None and top_phrase is None:
        # "odrzuć wierzchnią kartę dowolnej talii": the deck in the genitive
        zone_phrase = c.take_np(lambda p: p.head == "deck" and p.ref is None)
    if top_phrase is not None or (
        cards is not None and any(f.kind == "top" for f in cards.filters)
    ):
        deck = top_phrase or zone_phrase
        owner_controller = controller_of(deck) if deck is not None else "you"
        if deck is not None and deck.owner is not None:
            owner_controller = "opponent"
        if as_many is not None:
            if as_many.phrase is None or as_many.phrase.head != "damage":
                raise FrameError("tyle kart, ile …")
            amount: A.Amount = A.CountOf(A.Ref("trigger", "damage"))  # the trigger's damage
        else:
            amount = to_amount(cards)
        return A.Discard(
            A.Select("card", amount, owner_controller, (), "deck_top"),  # type: ignore[arg-type]
            "deck_top",
        )
    if so_many is not None:
        cards = Phrase(head="card", controller="own")
    if (
        cards is not None
        and zone_phrase is None
        and any(f.kind == "set_aside" for f in cards.filters)
    ):
        raise FrameError("odrzuć odłożoną na bok kartę")  # never silently from the hand
    zone = zone_of(zone_phrase)
    from_them = zone is None and zone_phrase is not None and zone_phrase.head is None
    if from_them:
        zone = "hand"  # "z nich": set from the cards just looked at by the sequence
    assert cards is not None
    holder = None
    if zone is None and zone_phrase is not None and not from_them:
        # "odrzuć dowolną liczbę ulepszeń z jednej z twoich postaci": the cards it holds
        if zone_phrase.head not in ("character", "support", "upgrade") or cards.head == "card":
            raise FrameError("odrzuć z: not a zone")
        holder, zone_phrase = zone_phrase, None
        cards = replace(cards, owner=holder)
    if zone is None and cards.ref == "rest":
        zone = "current"  # "karty, których nie zagrasz": wherever the cards looked at are
    if zone is None:
        named = cards.head == "card" or bool(cards.extra.get("among_it"))  # "jedną z nich"
        zone = "hand" if named and cards.ref is None else "play"
    target = to_target(cards, "card")
    if isinstance(target, A.Select) and zone_phrase is not None:
        controller: str = target.controller
        if zone_phrase.owner is not None or zone_phrase.controller == "opponent":
            controller = "opponent"
        elif zone_phrase.controller in ("you", "own"):
            controller = zone_phrase.controller
        target = replace(target, zone=cast(A.Zone, zone), controller=cast(A.Controller, controller))
    random = isinstance(target, A.Select) and any(f.kind == "random" for f in target.filters)
    chooser = cards.chosen_by
    discard = A.Discard(target, zone, random, chooser)  # type: ignore[arg-type]
    return FromLookedAt(discard) if from_them else discard


def f_draw(c: Comps, flags: dict[str, Any]) -> Any:
    cards = c.take_np(lambda p: p.head == "card")
    per = c.flag("per_target")
    if cards is not None and (cards.amount is not None or per is not None):
        return A.Draw(to_amount(cards))
    return A.Draw(to_amount(cards) if cards and cards.count is not None else A.Fixed(1))


def _resource_tokens(c: Comps, verb: str) -> Phrase:
    tokens = c.take_np(_is_tokens)
    if tokens is None or tokens.token_kind != "resource":
        raise FrameError(f"{verb}: not resources")
    return tokens


def f_gain(c: Comps, flags: dict[str, Any]) -> Any:
    shields = c.take_np(lambda p: _is_tokens(p) and p.token_kind == "shield")
    if shields is not None:
        # "ta postać zyskuje 1 żeton osłony": the character named is given them
        holder = c.take_np(lambda p: p.head == "character" or p.attached)
        if holder is None:
            raise FrameError("zyskuje osłony: who")
        return A.GiveShields(to_amount(shields), to_target(holder, "character"))
    actions = c.take_np(lambda p: p.head == "action" and p.ref is None and not p.filters)
    if actions is not None:
        return A.TakeActions(to_amount(actions), additional=True)  # "zyskaj 1 akcję"
    return A.GainResources(to_amount(_resource_tokens(c, "zyskaj")))


def f_take(c: Comps, flags: dict[str, Any]) -> Any:
    """ "weź 1 żeton zasobu od dowolnego przeciwnika": he loses it, you gain it."""
    tokens = _resource_tokens(c, "weź")
    source = c.take_prep("od")
    if source is None or source.head not in ("opponent", "player"):
        raise FrameError("weź: from whom")
    return A.TakeResources(to_amount(tokens), to_player(source))


def f_lose(c: Comps, flags: dict[str, Any]) -> Any:
    return A.LoseResources(to_amount(_resource_tokens(c, "strać")))


def f_spend(c: Comps, flags: dict[str, Any]) -> Any:
    return A.SpendResources(to_amount(_resource_tokens(c, "wydaj")))


def f_pay(c: Comps, flags: dict[str, Any]) -> Any:
    cost = c.take_np(lambda p: p.head == "cost")
    if cost is None:
        cost = c.take_np(lambda p: p.ref == "it")
        if cost is None:
            raise FrameError("zapłać: what")
        return A.PayCost(A.Ref("it", "die"))
    owner = cost.owner or Phrase(ref="it")
    if cost.controller == "its" and cost.owner is None:
        owner = Phrase(ref="it")
    return A.PayCost(to_target(owner, "card"))


def _pool_owner(place: Phrase | None) -> str | None:
    """Whose pool "puli" names: "twojej" you, "swojej" own, "dowolnego przeciwnika" opponent."""
    if place is None:
        return None
    if place.head != "pool":
        raise FrameError("not a pool")
    if opponents_zone(place):
        return "opponent"
    if place.controller in ("you", "own"):
        return place.controller
    return None


def f_roll(c: Comps, flags: dict[str, Any]) -> Any:
    dice = c.take_np()
    into = _pool_owner(c.take_prep("do"))
    if dice is None:
        raise FrameError("rzuć: what")
    if dice.named is not None:
        _name, set_code, number = dice.named
        prefix = SET_PREFIXES.get(set_code)
        if prefix is None:
            raise FrameError(f"unknown set icon {set_code}")
        return A.RollDice(
            to_target(replace(dice, named=None, head="die"), "die", expect=("die",)),
            named=f"{prefix}{number:03d}",
            into=into,  # type: ignore[arg-type]
        )
    source = c.take_prep("z")
    target = to_target(dice, "die", expect=("die",))
    if source is not None:
        # "rzuć kością postaci z jednej z twoich postaci": the die of that card
        if not isinstance(target, A.Select) or target.owner is not None:
            raise FrameError("rzuć kością … z czego")
        holder = to_target(source, "card", expect=("character", "upgrade", "support", "card"))
        target = replace(target, owner=holder)
    return A.RollDice(target, into=into)  # type: ignore[arg-type]


def f_reroll(c: Comps, flags: dict[str, Any]) -> Any:
    return A.RerollDice(to_target(c.take_np(), "die", expect=("die",)))


def f_remove(c: Comps, flags: dict[str, Any]) -> Any:
    tokens = c.take_np(_is_tokens)
    if tokens is not None:
        source = c.take_prep("z")
        amount = to_amount(tokens) if tokens.count is not None else A.Fixed(1)
        if tokens.token_kind in ("damage", "resource"):
            # "usuń 2 żetony obrażeń z dowolnej postaci"
            return A.RemoveTokens(tokens.token_kind, amount, to_target(source, "character"))  # type: ignore[arg-type]
        if tokens.token_kind not in ("shield", None):
            raise FrameError("usuń: which tokens")
        return A.RemoveShields(amount, to_target(source, "character"))
    dice = c.take_np()
    target = to_target(dice, "die", expect=("die",))
    pool = _pool_owner(c.take_prep("z"))  # "z puli dowolnego przeciwnika", "ze swojej puli"
    if pool is not None and isinstance(target, A.Select):
        if target.controller not in ("any", pool):
            raise FrameError("usuń: whose dice")
        target = replace(target, controller=pool)  # type: ignore[arg-type]
    return A.RemoveDice(target)


def f_turn(c: Comps, flags: dict[str, Any]) -> Any:
    face_phrase = c.take_prep("na")
    dice = c.take_np()
    if face_phrase is None or dice is None:
        raise FrameError("obróć: die and face")
    return A.TurnDie(to_target(dice, "die", expect=("die",)), face(face_phrase))


def face(phrase: Phrase) -> A.Face:
    if phrase.head != "face":
        raise FrameError("obróć na: not a face")
    given = any(f.kind == "showing_given_symbol" for f in phrase.filters)
    showing = tuple(s for f in phrase.filters if f.kind == "showing" for s in f.value)
    not_showing = tuple(s for f in phrase.filters if f.kind == "not_showing" for s in f.value)
    symbols = showing or phrase.symbols
    return A.Face(symbols=symbols, not_symbols=not_showing, given_symbol=given)


def f_resolve(c: Comps, flags: dict[str, Any]) -> Any:
    if c.flag("as_if_claimed"):
        ability = c.take_np(lambda p: p.head == "ability")
        if ability is None or ability.owner is None or ability.owner.head != "battlefield":
            raise FrameError("rozpatrz zdolność pola bitwy")
        return A.ResolveClaim(A.Select("battlefield", controller="any"))
    as_yours = c.flag("as_if_yours")
    if as_yours:
        ability = c.take_np(lambda p: p.head == "ability")
        if ability is not None:
            if ability.owner is None:
                raise FrameError("rozpatrz zdolność innej karty")
            return A.ResolveSpecial(to_target(ability.owner, "card"))
    dice = c.take_np()
    if dice is None:
        raise FrameError("rozpatrz: what")
    if dice.head == "face" and not as_yours:
        owner = dice.owner or Phrase(ref="it")
        return A.ResolveFace(to_target(owner, "die", expect=("die",)))
    against = c.flag("against")
    order = bool(c.flag("in_chosen_order") or c.flag("in_any_order"))
    return A.ResolveDie(
        to_target(dice, "die", expect=("die",)),
        order_chosen=order,
        against=to_target(against.phrase, "character") if against else None,
        as_yours=bool(as_yours),  # "kość przeciwnika … tak, jakby to była twoja kość"
        free=bool(c.flag("free")),  # "rozpatrz za darmo …": no resource cost
    )


def f_set_aside(c: Comps, flags: dict[str, Any]) -> Any:
    what = c.take_np()
    side = c.take_prep("na")
    if side is None or side.head != "side":
        raise FrameError("odłóż: na bok")
    source = c.take_prep("z")
    target = to_target(what, "card")
    if source is not None:
        # "odłóż na bok <b>droida</b> … z twojego stosu kart odrzuconych"
        if isinstance(target, A.Either):
            target = A.Either(tuple(from_zone(item, source) for item in target.items))
        else:
            target = from_zone(target, source)
    return A.SetAside(target)


def _simple(node_class: type, default_kind: str) -> Callable[[Comps, dict[str, Any]], Any]:
    def frame(c: Comps, flags: dict[str, Any]) -> Any:
        return node_class(to_target(c.take_np(), default_kind))

    return frame


def f_activate(c: Comps, flags: dict[str, Any]) -> Any:
    simultaneously = bool(c.flag("simultaneously"))
    # "w wybranej przez ciebie kolejności": activations happen one after another anyway, in
    # the order the player picks (RR cz. 2 › aktywacja); the words add nothing to read
    c.flag("in_chosen_order")
    what = c.take_np()
    # "aktywuj <b>droida</b>": a character or support of that subtype (a card of it)
    kinds = (
        ("character", "support", "card")
        if what is not None and subtype_of(what.head)
        else (
            "character",
            "support",
        )
    )
    target = to_target(what, "character", expect=kinds)
    return A.Activate(target, simultaneously)


def f_move(c: Comps, flags: dict[str, Any]) -> Any:
    destination = c.take_prep("na")
    source = c.take_prep("z")
    c.flag("ignores_shields")
    moved = c.take_np()
    if moved is None or destination is None:
        raise FrameError("przesuń: what and where")
    if _is_tokens(moved):
        token = "damage" if moved.token_kind == "damage" else "shield"
        return A.MoveTokens(
            token,  # type: ignore[arg-type]
            to_amount(moved),
            pronoun_neutral(source) or to_target(source, "character"),
            to_target(destination, "character"),
        )
    if c.flag("returns_die") and moved.head != "upgrade":
        raise FrameError("(cofnij kość na kartę): not an upgrade moved")
    if moved.head == "upgrade":
        return A.MoveUpgrade(
            to_target(moved, "upgrade"),
            to_target(destination, "character"),
            to_target(source, "character") if source is not None else None,
        )
    raise FrameError("przesuń: not tokens nor an upgrade")


def f_play(c: Comps, flags: dict[str, Any]) -> Any:
    zones = c.take_prep_or("z")
    onto = c.take_prep("na")
    free = bool(c.flag("free")) or bool(flags.pop("free", False))
    if c.flag("pays_cost") and free:
        raise FrameError("zagraj za darmo (płacąc koszt)")  # "(płacąc jej koszt)": not free
    card = c.take_np()
    if card is None:
        raise FrameError("zagraj: what")
    described = [f for z in zones for f in z.filters]
    if described:
        # "kartę z twojej ręki, której koszt jest …": the relative clause agrees with the hand
        # as well, but only a card has a cost
        card = replace(card, filters=[*card.filters, *described])
        zones = [replace(z, filters=[]) for z in zones]
    if any(zone_of(z) is None for z in zones):
        raise FrameError("zagraj z …: not a zone")
    zone_names = tuple(str(zone_of(z)) for z in zones)
    zone: Any = None
    if len(zone_names) == 1:
        zone = zone_names[0]
    elif zone_names:
        zone = zone_names
    elif any(f.kind == "set_aside" for f in card.filters):
        zone = "side"  # "zagraj odłożoną na bok kartę": from the set-aside zone
    cost_change = flags.pop("cost_change", 0)
    return A.Play(
        to_target(card, "card"),
        zone,
        free=free,
        cost_change=cost_change,
        onto=to_target(onto, "character") if onto is not None else None,
        ignore_restrictions=bool(flags.pop("ignore_restrictions", False)),
    )


def f_return(c: Comps, flags: dict[str, Any]) -> Any:
    place = c.take_prep("do", "na")
    without = bool(c.flag("without_damage"))
    card = c.take_np()
    if place is None:
        raise FrameError("cofnij: where")
    if place.head == "game":
        return A.ReturnToPlay(to_target(card, "character"), without)
    if place.head == "hand":
        # a card returns to its owner's hand ("na rękę właściciela", "na jego rękę")
        place.extra.pop("owners", None)
        return A.ReturnToHand(to_target(card, "card"))
    raise FrameError("cofnij: where")


def f_look(c: Comps, flags: dict[str, Any]) -> Any:
    cards = c.take_np(lambda p: p.head != "deck")
    # "karty na ręce …", "z talii …", or the deck in the genitive: "3 wierzchnie karty twojej talii"
    place = c.take_prep("na", "z") or c.take_np(lambda p: p.head == "deck")
    target = to_target(cards, "card", expect=tuple(CARD_KINDS))
    if isinstance(target, A.Select) and place is not None:
        zone = zone_of(place)
        if zone not in ("hand", "discard_pile", "deck"):
            raise FrameError("podejrzyj: where")
        controller = "opponent" if opponents_zone(place) else controller_of(place)
        target = replace(target, zone=zone, controller=controller)  # type: ignore[arg-type]
    # "Podejrzyj karty na ręce …": a plural without a number is every such card.
    plural = cards is not None and cards.count is None and cards.plural
    if isinstance(target, A.Select) and plural:
        target = replace(target, count=A.All())
    return A.LookAt(target)


def f_reveal(c: Comps, flags: dict[str, Any]) -> Any:
    """ "ujawnij losową kartę z ręki …", "ujawnij wierzchnią kartę z talii …": what is shown
    to every player, named as for "podejrzyj"."""
    return A.Reveal(f_look(c, flags).cards)


def _control_of(c: Comps, verb: str) -> Any:
    """ "kontrolę nad (tym) polem bitwy": the battlefield ("pole bitwy" alone is the one in
    play, as the English "the battlefield" reads)."""
    control = c.take_np(lambda p: p.head == "control")
    what = c.take_prep("nad")
    if control is None or what is None or what.head != "battlefield":
        raise FrameError(f"{verb}: kontrolę nad czym")
    if what.ref is None and what.count in (None, "any") and not what.filters:
        return A.Ref("given", "battlefield")
    return to_target(what, "battlefield")


def f_take_control(c: Comps, flags: dict[str, Any]) -> Any:
    """ "przejmij kontrolę nad polem bitwy"."""
    return A.GiveControl(_control_of(c, "przejmij"), A.Player("you"))


def f_give_control(c: Comps, flags: dict[str, Any]) -> Any:
    """ "przekaż kontrolę nad tym polem bitwy dowolnemu przeciwnikowi"."""
    what = _control_of(c, "przekaż")
    to = c.take_np(lambda p: p.head in ("opponent", "player") or p.ref == "it")
    if to is None:
        raise FrameError("przekaż kontrolę: komu")
    return A.GiveControl(what, to_player(to))


def f_flip(c: Comps, flags: dict[str, Any]) -> Any:
    """ "odwróć tę intrygę / tę kartę": turn the two-sided card over (later sets)."""
    return A.Flip(to_target(c.take_np(), "card"))


def f_search(c: Comps, flags: dict[str, Any]) -> Any:
    """ "przeszukaj twoją talię w poszukiwaniu <b>ścigacza</b>": look through your deck for
    such a card (later sets)."""
    deck = c.take_np(lambda p: p.head == "deck")
    seeking = c.take_prep("w")
    if deck is None or seeking is None or seeking.head != "seeking" or seeking.owner is None:
        raise FrameError("przeszukaj: what, for what")
    if deck.controller not in ("you", "own") or deck.owner is not None or deck.filters:
        raise FrameError("przeszukaj: whose deck")
    return A.Search(to_target(seeking.owner, "card"), "deck", "you")


def f_shuffle(c: Comps, flags: dict[str, Any]) -> Any:
    """ "potasuj twoją talię": the deck itself is shuffled."""
    deck = c.take_np(lambda p: p.head == "deck")
    if deck is None or deck.controller not in ("you", "own") or deck.owner is not None:
        raise FrameError("potasuj: which deck")
    return A.Shuffle(A.Select("card", A.All(), "you", zone="deck"))


def f_add(c: Comps, flags: dict[str, Any]) -> Any:
    hand = c.take_prep("do")
    source = c.take_prep("z")
    card = c.take_np()
    if hand is not None and hand.head == "team" and source is None:
        # "dodaj do twojej drużyny (odłożoną na bok) postać X ([SoH]95)" (later sets)
        if hand.controller not in ("you", "own") or card is None:
            raise FrameError("dodaj do drużyny: whose, what")
        chosen = to_target(card, "character", expect=("character", "card"))
        if isinstance(chosen, A.Select):
            chosen = replace(chosen, kind="card", controller="you")
        return A.AddToTeam(chosen)
    if hand is None or hand.head != "hand":
        raise FrameError("dodaj do ręki")
    target = to_target(card, "card")
    if source is None:
        # "… i dodaj je do twojej ręki" after looking at, revealing or searching: from wherever
        # the cards named are (never silently the discard pile)
        among = isinstance(target, A.Select) and any(f.kind == "among" for f in target.filters)
        if not isinstance(target, A.Ref) and not among:
            raise FrameError("dodaj do ręki: z czego")
        return A.AddToHand(target, "current")
    return A.AddToHand(target, zone_of(source) or "discard_pile")  # type: ignore[arg-type]


def f_take_action(c: Comps, flags: dict[str, Any]) -> Any:
    actions = c.take_np(lambda p: p.head == "action")
    if actions is None:
        raise FrameError("wykonaj: akcje")
    additional = any(f.kind == "additional" for f in actions.filters)
    return A.TakeActions(to_amount(actions), additional=additional)


def f_end(c: Comps, flags: dict[str, Any]) -> Any:
    phase = c.take_np(lambda p: p.head == "action_phase")
    if phase is None:
        raise FrameError("zakończ: fazę akcji")
    return A.EndActionPhase()


def f_swap(c: Comps, flags: dict[str, Any]) -> Any:
    new = c.take_prep("na")
    old = c.take_np()
    source = c.take_prep("z")
    if new is None or old is None:
        raise FrameError("zamień: what for what")
    if old.head == "battlefield":
        return A.SwapBattlefield(to_target(new, "battlefield"))
    if old.head == "upgrade" and old.ref == "self":
        replacement = to_target(new, "upgrade")
        if isinstance(replacement, A.Select) and source is not None:
            replacement = replace(replacement, zone=zone_of(source), controller="you")  # type: ignore[arg-type]
        return A.SwapUpgrade(
            A.Ref("self", "upgrade"),
            replacement,
            ignore_restrictions=bool(flags.pop("ignore_restrictions", False)),
        )
    raise FrameError("zamień: unknown")


def f_choose(c: Comps, flags: dict[str, Any]) -> Any:
    target = c.take_np()
    if target is None:
        raise FrameError("wybierz: what")
    if target.head in ("color", "subtype_word") and target.ref is None and not target.filters:
        # "Wybierz kolor (niebieski, czerwony, żółty lub szary)" / "wybierz podrodzaj"
        attribute = "color" if target.head == "color" else "subtype"
        listed = c.flag("colour_options")
        options: tuple[str, ...] = tuple(listed.value) if listed is not None else ()
        if target.extra.get("parens") or (options and attribute != "color"):
            raise FrameError("wybierz kolor: (…)")
        if target.owner is not None or target.extra.get("words"):
            raise FrameError("wybierz kolor: which")
        return A.ChooseValue(attribute, options)  # type: ignore[arg-type]
    if target.head == "symbol":
        shown_on = target.owner
        if shown_on is None:
            raise FrameError("wybierz symbol: on what")
        return A.ChooseSymbol(to_target(shown_on, "die"))
    source = c.take_prep("z")
    if source is not None:
        # "wybierz wydarzenie z twojego stosu kart odrzuconych": a card in that zone
        return A.ChooseTarget(from_zone(to_target(target, "card"), source))
    return A.ChooseTarget(to_target(target, "character"))


def f_spot(c: Comps, flags: dict[str, Any]) -> Any:
    return A.Spot(to_target(c.take_np(), "character"))


def f_determine(c: Comps, flags: dict[str, Any]) -> Any:
    counted = c.take_np()
    if counted is None or counted.head != "number" or counted.owner is None:
        raise FrameError("ustal liczbę")
    what = replace(counted.owner, count=A.All())
    return A.Determine(A.CountOf(to_target(what, "die")))


def f_place(c: Comps, flags: dict[str, Any]) -> Any:
    edges = c.flag("prep_and_or")
    if edges is not None and edges.alternatives:
        # "połóż te karty na wierzchu i/lub na spodzie tej talii": each card on either edge
        preps = {prep for prep, _ in edges.alternatives}
        places = [phrase for _, phrase in edges.alternatives]
        decks = [p.owner for p in places if p.owner is not None]
        if preps != {"na"} or {p.head for p in places} != {"top", "bottom"} or len(decks) != 1:
            raise FrameError("połóż na … i/lub na …")
        if decks[0].head != "deck":
            raise FrameError("połóż na … i/lub na …: not a deck")
        thing = c.take_np()
        if thing is None:
            raise FrameError("połóż: what")
        order = bool(c.flag("in_any_order") or c.flag("in_chosen_order"))
        return A.PutOnDeck(to_target(thing, "card"), "top_and_or_bottom", order_chosen=order)
    on = c.take_prep("na")
    thing = c.take_np()
    if on is None or thing is None:
        raise FrameError("umieść: what where")
    if on.head in ("top", "bottom") and on.owner is not None and on.owner.head == "deck":
        # "połóż kartę z twojej ręki na spodzie twojej talii"
        source = c.take_prep("z")
        cards = to_target(thing, "card")
        if isinstance(cards, A.Select) and source is not None:
            zone = zone_of(source)
            cards = replace(cards, zone=zone, controller=_controller_of_zone(source))  # type: ignore[arg-type]
        order = bool(c.flag("in_any_order") or c.flag("in_chosen_order"))
        return A.PutOnDeck(cards, on.head, order_chosen=order)  # type: ignore[arg-type]
    if _is_tokens(thing) and thing.token_kind == "damage":
        return A.PlaceDamage(to_amount(thing), to_target(on, "card"))
    if _is_tokens(thing) and thing.token_kind == "resource":
        return A.PlaceResources(to_amount(thing), to_target(on, "card"))  # "umieść … na wsparciu"
    if thing.head == "card":
        source = c.take_prep("z")
        card = to_target(thing, "card")
        if isinstance(card, A.Select) and source is not None:
            card = replace(card, zone=zone_of(source), controller="you")  # type: ignore[arg-type]
        facedown = any(f.kind == "facedown" for f in thing.filters)
        return A.PlaceCard(card, to_target(on, "card"), facedown)
    raise FrameError("umieść: unknown")


def _controller_of_zone(place: Phrase) -> str:
    if opponents_zone(place):
        return "opponent"
    return "you" if place.controller in ("you", "own", None) else controller_of(place)


def f_use(c: Comps, flags: dict[str, Any]) -> Any:
    ability = c.take_np(lambda p: p.head == "ability")
    claimed = c.flag("as_if_claimed")
    if ability is not None and claimed is None and ability.extra.get("claim"):
        # "użyj jego zdolności zajęcia": its claim ability (the battlefield named before)
        owner = ability.owner or (Phrase(ref="it") if ability.controller == "its" else None)
        if owner is None:
            raise FrameError("zdolność zajęcia czego")
        return A.ResolveClaim(to_target(owner, "battlefield"))
    if ability is not None and claimed is None and ability.symbols == ("Sp",) and ability.owner:
        # "Użyj specjalnej zdolności ([special]) jednej z twoich postaci"
        return A.ResolveSpecial(to_target(ability.owner, "card"))
    if not claimed or ability is None or ability.owner is None:
        raise FrameError("użyj zdolności zajęcia")
    battlefield = replace(ability.owner, filters=[*ability.owner.filters, *ability.filters])
    return A.ResolveClaim(to_target(battlefield, "battlefield"))


def f_block(c: Comps, flags: dict[str, Any]) -> Any:
    c.take_np(lambda p: p.ref == "it")
    return A.BlockDamage()


def f_reduce(c: Comps, flags: dict[str, Any]) -> Any:
    by = c.flag("by_amount")
    cost = c.take_np(lambda p: p.head == "cost")
    if cost is None:
        return _change(c, by, decrease=True)
    if by is None or cost.owner is None:
        raise FrameError("zmniejsz: koszt o")
    return A.ReduceCost(to_target(cost.owner, "card"), A.Fixed(by.value))


def f_increase(c: Comps, flags: dict[str, Any]) -> Any:
    return _change(c, c.flag("by_amount"), decrease=False)


def _change(c: Comps, by: Comp | None, decrease: bool) -> Any:
    """ "zwiększ jej wartość o 1": a value (or cost) of a die or card changes by an amount."""
    stat = c.take_np(lambda p: p.head in ("value", "cost"))
    if stat is None or by is None:
        raise FrameError("zwiększ/zmniejsz: what, by how much")
    owner = stat.owner or (Phrase(ref="it") if stat.controller == "its" else None)
    if owner is None:
        raise FrameError("wartość czego")
    kind = "die" if stat.head == "value" else "card"
    return A.ChangeValue(to_target(owner, kind), stat.head, A.Fixed(by.value), decrease=decrease)  # type: ignore[arg-type]


def f_have(c: Comps, flags: dict[str, Any]) -> Any:
    """ "aby mieć na ręce karty w liczbie …": the goal of drawing or discarding."""
    on = c.take_prep("na")
    if on is None or on.head != "hand":
        raise FrameError("mieć na ręce")
    if c.flag("same_as_you"):
        return Goal(A.CardsInHand("you"))
    cards = c.take_np(lambda p: p.head == "card")
    if cards is None or cards.amount is None:
        raise FrameError("mieć karty w liczbie")
    return Goal(cards.amount)


FRAMES: dict[str, Callable[[Comps, dict[str, Any]], Any]] = {
    "deal": f_deal,
    "reveal": f_reveal,
    "take_control": f_take_control,
    "search": f_search,
    "shuffle": f_shuffle,
    "give_control": f_give_control,
    "flip": f_flip,
    "give": f_give,
    "heal": f_heal,
    "discard": f_discard,
    "draw": f_draw,
    "gain": f_gain,
    "lose": f_lose,
    "take": f_take,
    "spend": f_spend,
    "pay": f_pay,
    "roll": f_roll,
    "reroll": f_reroll,
    "remove": f_remove,
    "turn": f_turn,
    "resolve": f_resolve,
    "set_aside": f_set_aside,
    "exhaust": _simple(A.Exhaust, "character"),
    "ready": _simple(A.Ready, "character"),
    "activate": f_activate,
    "defeat": _simple(A.Defeat, "character"),
    "move": f_move,
    "play": f_play,
    "return": f_return,
    "look": f_look,
    "add": f_add,
    "take_action": f_take_action,
    "end": f_end,
    "swap": f_swap,
    "choose": f_choose,
    "spot": f_spot,
    "determine": f_determine,
    "place": f_place,
    "use": f_use,
    "block": f_block,
    "reduce": f_reduce,
    "increase": f_increase,
    "have": f_have,
}
