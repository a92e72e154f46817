"""From the Lark parse tree of one sentence to typed AST nodes (`judge.cards.ast`).

Noun phrases become `Phrase` helpers first (quantity, modifiers, head noun, post-modifiers);
each verb then reads its complements through a *frame* that knows which ones it takes
("zadaj": an amount of damage and a character; "przesuń": tokens, a source and a destination).
A frame that meets a complement it does not know raises `FrameError`, so the sentence is
reported as unparsed instead of being half understood.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Any, cast

from lark import Token, Transformer

from judge.cards import ast as A


class FrameError(ValueError):
    """The sentence parsed, but its words do not form an effect the AST can express."""


# --- intermediate values -------------------------------------------------------------------------


@dataclass
class Phrase:
    head: str | None = None
    count: Any = None  # an Amount, or "any", "each", "count", "half"
    partitive: bool = False
    controller: str | None = None  # "you", "own", "opponent", "its"
    ref: str | None = None  # "self", "given", "chosen", "it", "trigger", "just"
    ref_verb: str | None = None
    filters: list[A.Filter] = field(default_factory=list)
    owner: Phrase | None = None
    token_kind: str | None = None  # "shield", "resource", "damage"
    symbols: tuple[str, ...] = ()
    amount: Any = None  # "w liczbie …", "równe …"
    both: list[Phrase] | None = None
    either: list[Phrase] | None = None
    instead: Phrase | None = None  # "1 żeton lub zamiast tego 2 żetony"
    named: tuple[str, str, int] | None = None  # die name, set, number
    unblockable: bool = False
    zone_hint: str | None = None
    attached: bool = False
    other: bool = False
    lost_by: Phrase | None = None
    possessive_word: str | None = None  # "jej" / "jego"
    head_word: str | None = None  # the head noun as written ("karty": plural or genitive)
    chosen_by: str | None = None  # "wybrane przez ciebie": "you"

    def is_kind(self, *kinds: str) -> bool:
        return self.head in kinds


@dataclass
class Comp:
    kind: str  # "np", "prep", or a flag name
    phrase: Phrase | None = None
    prep: str | None = None
    value: Any = None
    alternatives: list[tuple[str, Phrase]] | None = None


@dataclass
class Subject:
    """A clause with its own subject ("każdy przeciwnik wybiera …"): who performs `effect`."""

    player: A.Player
    effect: Any
    may: bool = False


@dataclass
class Goal:
    """ "aby mieć na ręce …": the purpose of drawing/discarding, not something paid for."""

    size: Any


@dataclass
class FromLookedAt:
    """ "odrzuć z nich …": a discard from the cards the previous step looked at; the sequence
    that holds both gives it that zone and player (`SentenceTransformer.sequence`)."""

    discard: A.Discard


@dataclass
class Sentence:
    """What one sentence contributes to an ability."""

    # "triggered", "restriction", "persistent", "integral", "then", "effect", or "if_event" (a
    # sentence "Jeśli <event>, …": see `SentenceTransformer.start`)
    kind: str
    effect: Any = None
    trigger: A.Trigger | None = None
    restriction: Any = None
    condition: Any = None


# --- vocabulary ----------------------------------------------------------------------------------

VERB_LEMMAS = {
    "V_DEAL": "deal",
    "V_GIVE": "give",
    "V_HEAL": "heal",
    "V_DISCARD": "discard",
    "V_DRAW": "draw",
    "V_GAIN": "gain",
    "V_LOSE": "lose",
    "V_SPEND": "spend",
    "V_PAY": "pay",
    "V_ROLL": "roll",
    "V_REROLL": "reroll",
    "V_REMOVE": "remove",
    "V_TURN": "turn",
    "V_RESOLVE": "resolve",
    "V_SET_ASIDE": "set_aside",
    "V_EXHAUST": "exhaust",
    "V_READY": "ready",
    "V_ACTIVATE": "activate",
    "V_DEFEAT": "defeat",
    "V_MOVE": "move",
    "V_PLAY": "play",
    "V_RETURN": "return",
    "V_LOOK": "look",
    "V_ADD": "add",
    "V_TAKE_ACTION": "take_action",
    "V_END": "end",
    "V_SWAP": "swap",
    "V_CHOOSE": "choose",
    "V_SPOT": "spot",
    "V_DETERMINE": "determine",
    "V_PLACE": "place",
    "V_USE": "use",
    "V_BLOCK": "block",
    "V_REDUCE": "reduce",
    "V_HAVE_CARDS": "have_cards",
    "V_TAKE_DAMAGE": "take_damage",
}
EVENT_KINDS = {
    "V_DEFEAT": "defeated",
    "V_ACTIVATE": "activated",
    "V_PLAY": "played",
    "V_DISCARD": "discarded",
    "V_RESOLVE": "resolved",
    "V_REMOVE": "removed",
    "V_ROLL": "rolled",
    "V_TAKE_DAMAGE": "takes_damage",
    "V_GAIN": "gains_shields",
}
ICON_SYMBOLS = {
    "melee": "MD",
    "ranged": "RD",
    "indirect": "ID",
    "shield": "Sh",
    "resource": "R",
    "disrupt": "Dr",
    "discard": "Dc",
    "focus": "F",
    "special": "Sp",
    "blank": "-",
}
COLORS = {"czerwon": "red", "niebiesk": "blue", "żółt": "yellow"}
SUBTYPES = {"bro": "weapon", "pojazd": "vehicle", "ekwipun": "equipment"}
KEYWORDS = {"strażnik": "guardian", "zasadzka": "ambush", "przepisanie": "redeploy"}
# Set icons in card text ("[SoR]1") point to a card of that set (the codes of sets.json): SoR
# cards are 02001 …, Faltering Allegiances 14001 …, Eternal Conflict 701001 …. The grammar's
# SET_ICON and NAME terminals list the same codes.
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
CARD_KINDS = {"card", "upgrade", "support", "event", "weapon", "vehicle", "equipment", "copy"}
SUBTYPE_HEADS = {"weapon", "vehicle", "equipment"}


def _second_person(token: Token) -> bool:
    """2nd person singular verbs ("aktywujesz", "zagrasz") make "you" the actor."""
    return str(token).endswith("sz")


def _color(word: str) -> str:
    for stem, color in COLORS.items():
        if word.startswith(stem):
            return color
    raise FrameError(f"unknown colour {word!r}")


def _subtype(word: str) -> str:
    for stem, subtype in SUBTYPES.items():
        if word.startswith(stem):
            return subtype
    raise FrameError(f"unknown subtype {word!r}")


def _icons(text: str) -> tuple[str, ...]:
    return tuple(ICON_SYMBOLS[name] for name in re.findall(r"\[(\w+)\]", text))


def _number(token: Token) -> int:
    return int(str(token))


# --- converting phrases --------------------------------------------------------------------------


def _controller(phrase: Phrase) -> str:
    if phrase.controller in ("you", "own", "opponent", "its"):
        return phrase.controller
    return "any"


def to_amount(phrase: Phrase | None) -> Any:
    """The quantity a phrase states: "2 obrażenia" → Fixed(2), "kartę" → Fixed(1)."""
    if phrase is None:
        raise FrameError("missing amount")
    if phrase.instead is not None:
        raise FrameError("alternative amount needs a condition")
    if phrase.amount is not None:
        return phrase.amount
    count = phrase.count
    if phrase.ref == "given" and phrase.head == "damage":
        # "dane obrażenia": the damage the die just named shows.
        value = A.ValueOf(A.Ref("given", "die"))
        if count == "half":
            return A.Half(value, round_up=True)
        if count is None:
            return value
    if count is None:
        return A.Fixed(1)
    if count == "half":
        raise FrameError("half of what")
    if isinstance(count, str):
        if count in ("any",):
            return A.Fixed(1)
        if count == "each":
            return A.All()
        raise FrameError(f"amount {count!r}")
    return count


def to_target(
    phrase: Phrase | None, default_kind: str | None = None, expect: tuple[str, ...] = ()
) -> Any:
    """A Select, Ref, Player, Both or Either for the objects a phrase names. `expect`: the
    object kinds the verb takes ("przerzuć" a die, "zadaj" to a character); another kind is a
    `FrameError`, never a silent reinterpretation."""
    if phrase is None:
        raise FrameError("missing target")
    if phrase.both:
        return A.Both(tuple(to_target(item, default_kind, expect) for item in phrase.both))
    if phrase.either:
        return A.Either(tuple(to_target(item, default_kind, expect) for item in phrase.either))
    kind = _object_kind(phrase, default_kind)
    if expect and kind not in expect:
        raise FrameError(f"not a {'/'.join(expect)}: {kind}")
    if kind == "player":
        return to_player(phrase)
    if phrase.attached:
        return A.Ref("attached", "character")
    if phrase.ref is not None:
        ref_kind = kind
        if phrase.ref == "self" and kind == "die":
            return A.Ref("this_die", "die")
        if phrase.ref == "self" and kind == "ability":
            return A.Ref("self", "ability")
        if phrase.ref == "self" and kind == "copy":
            return A.Ref("it", "copy")  # "tę kopię": the copy the text just named
        if phrase.ref == "self" and phrase.head in SUBTYPE_HEADS:
            # A card names itself by its card type ("to ulepszenie", "ta karta"), never by a
            # subtype: "tej broni" is the weapon the trigger is about (FN-2199: "Po tym, jak
            # zagrasz na tę postać broń, rzuć kością tej broni").
            return A.Ref("trigger", kind)
        if phrase.ref == "it" and phrase.head is None and phrase.owner is None:
            return A.Ref("it", default_kind if default_kind != "card" else None)
        return A.Ref(phrase.ref, ref_kind, phrase.ref_verb)  # type: ignore[arg-type]
    count = phrase.count
    each = count == "each"
    if count is None or count == "any" or each:
        amount: Any = A.Fixed(1) if not each else A.All()
    elif isinstance(count, str):
        raise FrameError(f"count {count!r} for a target")
    else:
        amount = count
    filters = list(phrase.filters)
    if phrase.head in SUBTYPE_HEADS:
        filters.insert(0, A.Filter("subtype", phrase.head))
    if phrase.other:
        filters.append(A.Filter("other"))
    if phrase.symbols and kind == "die":
        filters.append(A.Filter("showing", phrase.symbols))
    owner = None
    if phrase.owner is not None:
        owner = to_target(phrase.owner)
    controller = _controller(phrase)
    if controller == "its":
        controller = "any"
        owner = owner or A.Ref("it", _possessor_kind(phrase))
    return A.Select(
        kind=kind,  # type: ignore[arg-type]
        count=amount,
        controller=controller,  # type: ignore[arg-type]
        filters=tuple(filters),
        zone=phrase.zone_hint,  # type: ignore[arg-type]
        owner=owner,
        each=each,
    )


def _pronoun_neutral(phrase: Phrase | None) -> A.Ref | None:
    """A pronoun whose antecedent may be any card ("z niego": this support)."""
    if phrase is not None and phrase.ref == "it" and phrase.head is None:
        return A.Ref("it", None)
    return None


def _possessor_kind(phrase: Phrase) -> str | None:
    """Whose things "jej"/"jego" name: upgrades, shields and character dice belong to a
    character; "jej kości" of a card is that card's die; "jego" (masculine/neuter) may be a
    player or an upgrade, so the engine takes the latest antecedent of any kind."""
    die_of = [f.value for f in phrase.filters if f.kind == "die_of"]
    if phrase.head in ("upgrade", "tokens", "shields") or (die_of and "character" in die_of[0]):
        return "character"
    if phrase.possessive_word == "jej":
        return "card"
    return None


def to_player(phrase: Phrase) -> A.Player:
    if phrase.head == "you" or (phrase.controller == "you" and phrase.head == "player"):
        return A.Player("you")
    if phrase.head == "player":
        if phrase.count == "each":
            return A.Player("each_player")
        raise FrameError("which player")
    if phrase.count == "each":
        return A.Player("each_opponent")
    if phrase.ref == "given":
        return A.Player("given")
    return A.Player("opponent")


def _object_kind(phrase: Phrase, default_kind: str | None) -> str:
    head = phrase.head
    if head in ("opponent", "player", "you"):
        return "player"
    if head == "vehicle":
        return "card"  # vehicles are supports (Sokół Millennium) or upgrades
    if head in SUBTYPE_HEADS:
        return "upgrade"  # weapons and equipment are upgrades
    if head in ("character", "die", "card", "upgrade", "support", "event", "battlefield"):
        return head
    if head in ("face", "symbol", "ability", "copy"):
        return head
    if head == "shields":
        return "shield"
    if head is None and default_kind:
        return default_kind
    if head is None and phrase.ref == "it":
        return default_kind or "card"
    raise FrameError(f"not a target: {head!r}")


def _from_zone(subject: Any, place: Phrase) -> A.Select:
    """The zone a chosen or triggering card comes from ("ze swojej ręki", "z talii dowolnego
    przeciwnika") as the Select's zone and, when the zone names its player, its controller
    ("swojej": the player acting, which the Select's default already allows)."""
    zone = _zone_of(place)
    if not isinstance(subject, A.Select) or zone is None or zone == "play":
        raise FrameError("z …: not a zone of these cards")
    controller = subject.controller
    if place.owner is not None or place.controller == "opponent":
        controller = "opponent"
    elif place.controller == "you":
        controller = "you"
    if subject.controller not in ("any", controller):
        raise FrameError("z …: whose")
    return replace(subject, zone=zone, controller=controller)  # type: ignore[arg-type]


def _zone_of(phrase: Phrase | None) -> str | None:
    if phrase is None:
        return None
    return {
        "hand": "hand",
        "discard_pile": "discard_pile",
        "deck": "deck",
        "game": "play",
        "pool": "pool",
        "side": "side",
    }.get(phrase.head or "")


# --- complements ---------------------------------------------------------------------------------


class Comps:
    """The complements of one verb, consumed by its frame; leftovers are an error."""

    def __init__(self, items: list[Any]) -> None:
        self.items: list[Comp] = []
        for item in items:
            if isinstance(item, Token) and item.type == "PRONOUN":
                item = Phrase(ref="it")
            if isinstance(item, Phrase):
                self.items.append(Comp("np", item))
            elif isinstance(item, Comp):
                self.items.append(item)

    def nps(self) -> list[Phrase]:
        return [c.phrase for c in self.items if c.kind == "np" and c.phrase is not None]

    def take_np(self, predicate=lambda p: True) -> Phrase | None:
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


def _is_character_like(p: Phrase) -> bool:
    return (
        p.head == "character"
        or (p.head is None and p.ref == "it")
        or p.attached
        or bool(p.either and all(_is_character_like(x) for x in p.either))
    )


# --- frames --------------------------------------------------------------------------------------


def build_effect(verb_token: Token, items: list[Any], flags: dict[str, Any] | None = None) -> Any:
    lemma = VERB_LEMMAS.get(verb_token.type)
    if lemma is None:
        raise FrameError(f"unknown verb {verb_token}")
    comps = Comps(items)
    frame = FRAMES.get(lemma)
    if frame is None:
        raise FrameError(f"no frame for {lemma}")
    result = frame(comps, flags or {})
    comps.done(str(verb_token))
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
    if target_phrase is None:
        target_phrase = c.take_prep("z")  # never: damage always has a recipient
    per_target = bool(c.flag("per_target"))
    distribute = bool(c.flag("distribute"))
    if c.flag("rounding_up") and not isinstance(to_amount(damage), A.Half):
        raise FrameError("zaokrąglając: nothing to round")
    amount = to_amount(damage)
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
    keyword = c.flag("keyword")
    if keyword is not None:
        return A.GrantKeyword(to_target(c.take_np(), "card"), keyword.value)
    tokens = c.take_np(_is_tokens)
    if tokens is None:
        raise FrameError("daj: no tokens")
    target_phrase = c.take_np()
    distribute = bool(c.flag("distribute"))
    if tokens.token_kind == "resource":
        return A.SpendResources(to_amount(tokens), to=to_target(target_phrase, "player"))
    if tokens.token_kind not in ("shield", None) and tokens.head != "shields":
        raise FrameError("daj: not shields")
    first, instead = _amount_with_instead(tokens)
    target = to_target(target_phrase, "character", expect=("character",))
    give = A.GiveShields(first, target, distribute)
    if instead is not None:
        condition = flags.pop("if", None)
        if condition is None:
            raise FrameError("lub zamiast tego: no condition")
        return A.If(condition, A.GiveShields(instead, target, distribute), give)
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
    if top_phrase is not None or (
        cards is not None and any(f.kind == "top" for f in cards.filters)
    ):
        deck = top_phrase or zone_phrase
        owner_controller = _controller(deck) if deck is not None else "you"
        if deck is not None and deck.owner is not None:
            owner_controller = "opponent"
        if as_many is not None:
            if as_many.phrase is None or as_many.phrase.head != "damage":
                raise FrameError("tyle kart, ile …")
            amount: A.Amount = A.CountOf(A.Ref("trigger", "damage"))  # the trigger's damage
        else:
            amount = to_amount(cards)
        return A.Discard(
            A.Select("card", amount, owner_controller, (A.Filter("top"),), "deck_top"),  # type: ignore[arg-type]
            "deck_top",
        )
    if so_many is not None:
        cards = Phrase(head="card", controller="own")
        amount = A.Fixed(1)
    zone = _zone_of(zone_phrase)
    from_them = zone is None and zone_phrase is not None and zone_phrase.head is None
    if from_them:
        zone = "hand"  # "z nich": set from the cards just looked at by the sequence
    if zone is None:
        zone = "hand" if cards.head == "card" and cards.ref is None else "play"  # type: ignore[union-attr]
    target = to_target(cards, "card")
    if isinstance(target, A.Select) and zone_phrase is not None:
        controller: str = target.controller
        if zone_phrase.owner is not None or zone_phrase.controller == "opponent":
            controller = "opponent"
        elif zone_phrase.controller in ("you", "own"):
            controller = zone_phrase.controller
        target = replace(target, zone=cast(A.Zone, zone), controller=cast(A.Controller, controller))
    random = isinstance(target, A.Select) and any(f.kind == "random" for f in target.filters)
    chooser = cards.chosen_by if cards is not None else None
    # With so_many the goal (DiscardUntil) is set by the caller.
    discard = A.Discard(target, zone, random, chooser)  # type: ignore[arg-type]
    return FromLookedAt(discard) if from_them else discard


def f_draw(c: Comps, flags: dict[str, Any]) -> Any:
    cards = c.take_np(lambda p: p.head == "card")
    c.flag("per_target")
    return A.Draw(to_amount(cards) if cards and cards.count is not None else A.Fixed(1))


def f_gain(c: Comps, flags: dict[str, Any]) -> Any:
    tokens = c.take_np(_is_tokens)
    if tokens is None or tokens.token_kind != "resource":
        raise FrameError("zyskaj: not resources")
    return A.GainResources(to_amount(tokens))


def f_lose(c: Comps, flags: dict[str, Any]) -> Any:
    tokens = c.take_np(_is_tokens)
    if tokens is None or tokens.token_kind != "resource":
        raise FrameError("strać: not resources")
    return A.LoseResources(to_amount(tokens))


def f_spend(c: Comps, flags: dict[str, Any]) -> Any:
    tokens = c.take_np(_is_tokens)
    if tokens is None or tokens.token_kind != "resource":
        raise FrameError("wydaj: not resources")
    return A.SpendResources(to_amount(tokens))


def f_pay(c: Comps, flags: dict[str, Any]) -> Any:
    cost = c.take_np(lambda p: p.head == "cost")
    if cost is None:
        cost = c.take_np(lambda p: p.ref == "it")
        if cost is None:
            raise FrameError("zapłać: what")
        return A.PayCost(A.Ref("it", "die"))
    owner = cost.owner or Phrase(ref="it")
    return A.PayCost(to_target(owner, "card"))


def _pool_owner(place: Phrase | None) -> str | None:
    """Whose pool "puli" names: "twojej" you, "swojej" own, "dowolnego przeciwnika" opponent."""
    if place is None:
        return None
    if place.head != "pool":
        raise FrameError("not a pool")
    if place.owner is not None or place.controller == "opponent":
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
    return A.RollDice(to_target(dice, "die", expect=("die",)), into=into)  # type: ignore[arg-type]


def f_reroll(c: Comps, flags: dict[str, Any]) -> Any:
    dice = c.take_np()
    return A.RerollDice(to_target(dice, "die", expect=("die",)))


def f_remove(c: Comps, flags: dict[str, Any]) -> Any:
    tokens = c.take_np(_is_tokens)
    if tokens is not None:
        source = c.take_prep("z")
        return A.RemoveShields(
            to_amount(tokens) if tokens.count is not None else A.Fixed(1),
            to_target(source, "character"),
        )
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
    return A.TurnDie(to_target(dice, "die", expect=("die",)), _face(face_phrase))


def _face(phrase: Phrase) -> A.Face:
    if phrase.head not in ("face",):
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
    if c.flag("as_if_yours"):
        ability = c.take_np(lambda p: p.head == "ability")
        if ability is None or ability.owner is None:
            raise FrameError("rozpatrz zdolność innej karty")
        return A.ResolveSpecial(to_target(ability.owner, "card"))
    dice = c.take_np()
    if dice is None:
        raise FrameError("rozpatrz: what")
    if dice.head == "face":
        return A.ResolveFace(to_target(dice.owner or Phrase(ref="it"), "die", expect=("die",)))
    against = c.flag("against")
    order = bool(c.flag("in_chosen_order"))
    return A.ResolveDie(
        to_target(dice, "die", expect=("die",)),
        order_chosen=order,
        against=to_target(against.phrase, "character") if against else None,
    )


def f_set_aside(c: Comps, flags: dict[str, Any]) -> Any:
    what = c.take_np()
    side = c.take_prep("na")
    if side is None or side.head != "side":
        raise FrameError("odłóż: na bok")
    return A.SetAside(to_target(what, "card"))


def _simple(node_class: type, default_kind: str):
    def frame(c: Comps, flags: dict[str, Any]) -> Any:
        target = c.take_np()
        return node_class(to_target(target, default_kind))

    return frame


def f_activate(c: Comps, flags: dict[str, Any]) -> Any:
    simultaneously = bool(c.flag("simultaneously"))
    return A.Activate(to_target(c.take_np(), "character", expect=("character",)), simultaneously)


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
            _pronoun_neutral(source) or to_target(source, "character"),
            to_target(destination, "character"),
        )
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
    card = c.take_np()
    if card is None:
        raise FrameError("zagraj: what")
    zone_names = tuple(_zone_of(z) or "hand" for z in zones)
    zone: Any = None
    if len(zone_names) == 1:
        zone = zone_names[0]
    elif zone_names:
        zone = zone_names
    cost_change = flags.pop("cost_change", 0)
    target = to_target(card, "card")
    return A.Play(
        target,
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
        return A.ReturnToHand(to_target(card, "card"))
    raise FrameError("cofnij: where")


def f_look(c: Comps, flags: dict[str, Any]) -> Any:
    cards = c.take_np()
    place = c.take_prep("na", "z")
    target = to_target(cards, "card", expect=tuple(CARD_KINDS))
    if isinstance(target, A.Select) and place is not None:
        zone = _zone_of(place)
        if zone not in ("hand", "discard_pile", "deck"):
            raise FrameError("podejrzyj: where")
        controller = "opponent" if place.owner is not None else _controller(place)
        target = replace(target, zone=zone, controller=controller)  # type: ignore[arg-type]
    # "Podejrzyj karty na ręce …": a plural without a number is every such card.
    plural = cards is not None and cards.count is None and cards.head_word in ("karty", "kart")
    if isinstance(target, A.Select) and plural:
        target = replace(target, count=A.All())
    return A.LookAt(target)


def f_add(c: Comps, flags: dict[str, Any]) -> Any:
    hand = c.take_prep("do")
    source = c.take_prep("z")
    card = c.take_np()
    if hand is None or hand.head != "hand":
        raise FrameError("dodaj do ręki")
    return A.AddToHand(to_target(card, "card"), _zone_of(source) or "discard_pile")  # type: ignore[arg-type]


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
            replacement = replace(replacement, zone=_zone_of(source), controller="you")  # type: ignore[arg-type]
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
    if target.head == "symbol":
        shown_on = target.owner
        if shown_on is None:
            raise FrameError("wybierz symbol: on what")
        return A.ChooseSymbol(to_target(shown_on, "die"))
    return A.ChooseTarget(to_target(target, "character"))


def f_spot(c: Comps, flags: dict[str, Any]) -> Any:
    return A.Spot(to_target(c.take_np(), "character"))


def f_determine(c: Comps, flags: dict[str, Any]) -> Any:
    counted = c.take_np()
    if counted is None or counted.count != "count":
        raise FrameError("ustal liczbę")
    return A.Determine(A.CountOf(to_target(replace(counted, count=A.All()), "die")))


def f_place(c: Comps, flags: dict[str, Any]) -> Any:
    on = c.take_prep("na")
    thing = c.take_np()
    if on is None or thing is None:
        raise FrameError("umieść: what where")
    if _is_tokens(thing) and thing.token_kind == "damage":
        return A.PlaceDamage(to_amount(thing), to_target(on, "card"))
    if thing.head == "card":
        source = c.take_prep("z")
        card = to_target(thing, "card")
        if isinstance(card, A.Select) and source is not None:
            card = replace(card, zone=_zone_of(source), controller="you")  # type: ignore[arg-type]
        facedown = any(f.kind == "facedown" for f in thing.filters)
        return A.PlaceCard(card, to_target(on, "card"), facedown)
    raise FrameError("umieść: unknown")


def f_use(c: Comps, flags: dict[str, Any]) -> Any:
    ability = c.take_np(lambda p: p.head == "ability")
    if not c.flag("as_if_claimed") or ability is None or ability.owner is None:
        raise FrameError("użyj zdolności zajęcia")
    battlefield = replace(ability.owner, filters=[*ability.owner.filters, *ability.filters])
    return A.ResolveClaim(to_target(battlefield, "battlefield"))


def f_block(c: Comps, flags: dict[str, Any]) -> Any:
    return A.BlockDamage()


def f_reduce(c: Comps, flags: dict[str, Any]) -> Any:
    by = c.flag("by_amount")
    cost = c.take_np(lambda p: p.head == "cost")
    if by is None or cost is None or cost.owner is None:
        raise FrameError("zmniejsz: koszt o")
    return A.ReduceCost(to_target(cost.owner, "card"), A.Fixed(by.value))


def f_have_cards(c: Comps, flags: dict[str, Any]) -> Any:
    on = c.take_prep("na")
    if on is None or on.head != "hand":
        raise FrameError("mieć na ręce")
    if c.flag("same_as_you"):
        return Goal(A.CardsInHand("you"))
    cards = c.take_np(lambda p: p.head == "card")
    if cards is None or cards.amount is None:
        raise FrameError("mieć karty w liczbie")
    return Goal(cards.amount)


def f_take_damage(c: Comps, flags: dict[str, Any]) -> Any:
    raise FrameError("otrzyma is an event")


FRAMES = {
    "deal": f_deal,
    "give": f_give,
    "heal": f_heal,
    "discard": f_discard,
    "draw": f_draw,
    "gain": f_gain,
    "lose": f_lose,
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
    "have_cards": f_have_cards,
    "take_damage": f_take_damage,
}


# --- the Transformer -----------------------------------------------------------------------------


def _tokens(children: list[Any]) -> list[Token]:
    return [c for c in children if isinstance(c, Token)]


def _values(children: list[Any]) -> list[Any]:
    return [c for c in children if not isinstance(c, Token)]


def finish(value: Any) -> Any:
    """Turn intermediate values into AST nodes."""
    if isinstance(value, Subject):
        effect = finish(value.effect)
        if value.may:
            # "Dowolny przeciwnik może zadać …": his option; May(player) has him perform and
            # decide, so nothing inside forces him.
            return A.May(_name_player(effect, value.player), value.player)
        return _with_player(effect, value.player)
    if isinstance(value, Goal):
        raise FrameError("a purpose without an action")
    if isinstance(value, FromLookedAt):
        raise FrameError("z nich: no cards were looked at")
    return value


def _name_player(effect: Any, player: A.Player) -> Any:
    """Put the performing player into an effect that names one."""
    if isinstance(effect, A.Draw | A.GainResources | A.LoseResources) and effect.player is None:
        return replace(effect, player=player)
    if isinstance(effect, A.TakeActions) and effect.player is None:
        return replace(effect, player=player, additional=False)
    return effect


def _with_player(effect: Any, player: A.Player) -> Any:
    """Put the performing player into effects that name one, else wrap in Force."""
    named = _name_player(effect, player)
    return named if named is not effect else A.Force(player, effect)


class SentenceTransformer(Transformer):
    """Lark Transformer: one parsed sentence → `Sentence`."""

    # sentence level ------------------------------------------------------------------------

    def start(self, children: list[Any]) -> Sentence:
        (value,) = _values(children)
        if isinstance(value, Sentence):
            return value
        if (
            isinstance(value, A.If)
            and isinstance(value.condition, A.Event)
            and value.otherwise is None
        ):
            # "Jeśli postać … otrzyma obrażenia, …": a trigger when it opens an ability, a
            # condition on the outcome when it follows an effect (decided in judge.cards.parse).
            return Sentence("if_event", effect=value)
        return Sentence("effect", effect=finish(value))

    def triggered(self, children: list[Any]) -> Sentence:
        trigger, body = _values(children)
        return self._triggered(trigger, finish(body))

    def triggered_instead(self, children: list[Any]) -> Sentence:
        trigger, body = _values(children)
        return self._triggered(trigger, A.Instead(finish(body), None))

    @staticmethod
    def _triggered(trigger: A.Trigger, body: Any) -> Sentence:
        return Sentence("triggered", effect=body, trigger=trigger)

    def trigger_before(self, children: list[Any]) -> A.Trigger:
        (event,) = _values(children)
        would = bool(event.pop("would", False))
        return A.Trigger("before", self._event(event), would=would, wording="przed tym, jak")

    def trigger_after(self, children: list[Any]) -> A.Trigger:
        (event,) = _values(children)
        return A.Trigger("after", self._event(event), wording="po tym, jak")

    def trigger_first_time(self, children: list[Any]) -> A.Trigger:
        (event,) = _values(children)
        return A.Trigger(
            "after",
            self._event(event),
            once_per_round=True,
            wording="za pierwszym razem w każdej rundzie, kiedy",
        )

    def event(self, children: list[Any]) -> dict[str, Any]:
        values = _values(children)
        pred = values[-1]
        if len(values) == 2:
            pred["subject_np"] = values[0]
        return pred

    def event_active(self, children: list[Any]) -> dict[str, Any]:
        verb, *rest = children
        return {"verbs": [verb], "comps": rest, "active": True}

    def event_active_or(self, children: list[Any]) -> dict[str, Any]:
        first, _, second, *rest = children
        return {"verbs": [first, second], "comps": rest, "active": True}

    def event_passive(self, children: list[Any]) -> dict[str, Any]:
        verbs = [c for c in children if isinstance(c, Token) and c.type in EVENT_KINDS]
        return {"verbs": verbs, "comps": [], "active": False}

    def event_would(self, children: list[Any]) -> dict[str, Any]:
        verbs = [c for c in children if isinstance(c, Token) and c.type in EVENT_KINDS]
        return {"verbs": verbs, "comps": [], "active": False, "would": True}

    def event_verb(self, children: list[Any]) -> Token:
        return children[0]

    def _event(self, pred: dict[str, Any]) -> A.Event:
        verbs: list[Token] = pred["verbs"]
        kinds = tuple(EVENT_KINDS[v.type] for v in verbs)
        comps = Comps(pred["comps"])
        subject_np: Phrase | None = pred.get("subject_np")
        actor = None
        subject: Any = None
        amount = None
        symbols: tuple[str, ...] = ()
        onto = None
        if pred["active"] and _second_person(verbs[0]):
            actor = "you"
        if subject_np is not None and subject_np.head in ("opponent", "player"):
            actor = "opponent" if subject_np.head == "opponent" else "any"
            subject_np = None
        if kinds[0] in ("takes_damage", "gains_shields"):
            amount_np = comps.take_np()
            if amount_np is not None:
                if kinds[0] == "gains_shields" and amount_np.token_kind != "shield":
                    raise FrameError("zyska: not shields")
                amount = to_amount(amount_np) if amount_np.count is not None else A.AtLeast(1)
                symbols = amount_np.symbols
            subject = to_target(subject_np, "character") if subject_np is not None else None
        else:
            obj = comps.take_np()
            onto_phrase = comps.take_prep("na")
            from_phrase = comps.take_prep("z")  # "ze swojej ręki": where the card comes from
            if onto_phrase is not None:
                onto = to_target(onto_phrase, "character")
            if obj is not None:
                subject = to_target(
                    obj, "card" if kinds[0] in ("played", "discarded") else "character"
                )
            if from_phrase is not None:
                subject = _from_zone(subject, from_phrase)
            elif subject_np is not None:
                subject = to_target(
                    subject_np,
                    "die" if kinds[0] in ("resolved", "removed", "rolled") else "character",
                )
            if (
                kinds[0] in ("played", "discarded")
                and actor is None
                and subject_np is None
                and obj is None
            ):
                raise FrameError("event without subject")
        comps.done("event")
        if actor is None and pred["active"] and subject_np is None:
            actor = "you"
        return A.Event(
            kinds=cast(tuple[A.EventKind, ...], kinds),
            subject=subject,
            actor=actor,
            amount=amount,
            symbols=symbols,
            onto=onto,
        )

    # restrictions --------------------------------------------------------------------------

    def only_character(self, children: list[Any]) -> Sentence:
        filters = tuple(f for f in (self._mod_filter(m) for m in _values(children)) if f)
        return Sentence("restriction", restriction=A.OnlyCharacter(filters))

    def spot_to_play(self, children: list[Any]) -> Sentence:
        (phrase,) = _values(children)
        return Sentence("restriction", restriction=A.SpotToPlay(to_target(phrase, "character")))

    def play_only_if(self, children: list[Any]) -> Sentence:
        (condition,) = _values(children)
        return Sentence("restriction", restriction=A.PlayOnlyIf(condition))

    # persistent abilities ------------------------------------------------------------------

    def grant_keyword(self, children: list[Any]) -> Sentence:
        phrase, keyword = _values(children)
        target = to_target(phrase, "character")
        if isinstance(target, A.Select):
            target = replace(target, count=A.All(), each=True)
        return Sentence("persistent", effect=A.GrantKeyword(target, keyword))

    def while_static(self, children: list[Any]) -> Sentence:
        condition, inner = _values(children)
        return replace(inner, condition=condition)

    def attach_cost_modifier(self, children: list[Any]) -> Sentence:
        target, cards = _values(children)
        delta = -_number(_tokens(children)[-1])
        card_target = to_target(cards, "upgrade")
        if isinstance(card_target, A.Select):
            card_target = replace(card_target, count=A.All(), each=True)
        character = to_target(target, "character")
        if character == A.Ref("it", "character"):
            character = A.Ref("self", "character")  # "do niej": the character the text is about
        return Sentence(
            "persistent",
            effect=A.ModifyCost(card_target, delta, "attach_to", character),
        )

    def define_x(self, children: list[Any]) -> Sentence:
        die, amount = _values(children)
        if die.head != "die" or die.ref != "self":
            raise FrameError("X na tej kości")
        return Sentence("integral", effect=A.DefineX(amount))

    def distribute_die_shields(self, children: list[Any]) -> Sentence:
        tokens, die, target = _values(children)
        if tokens.token_kind != "shield" or die.ref != "self" or die.head != "die":
            raise FrameError("żetony osłon z tej kości")
        return Sentence("integral", effect=A.DistributeShields(to_target(target, "character")))

    def hand_limit(self, children: list[Any]) -> Sentence:
        return Sentence("persistent", effect=A.ModifyHandLimit(_number(_tokens(children)[-1])))

    def upkeep_resources(self, children: list[Any]) -> Sentence:
        player, tokens = _values(children)
        minimum = int(re.findall(r"\d+", _tokens(children)[-1])[0])
        if tokens.token_kind != "resource":
            raise FrameError("żeton zasobów mniej")
        delta = -to_amount(tokens).value
        return Sentence(
            "persistent",
            effect=A.ModifyUpkeepResources(delta, to_player(player), minimum),
        )

    def may_attach(self, children: list[Any]) -> Sentence:
        target, cards = _values(children)
        return Sentence(
            "persistent",
            effect=A.MayAttach(to_target(cards, "upgrade"), to_target(target, "character")),
        )

    def deckbuilding(self, children: list[Any]) -> Sentence:
        deck, cards = _values(children)
        if deck.head != "deck":
            raise FrameError("w swojej talii")
        return Sentence("persistent", effect=A.DeckbuildingAllowance(to_target(cards, "card")))

    def cannot_be_removed(self, children: list[Any]) -> Sentence:
        dice, by = _values(children)
        return Sentence(
            "persistent",
            effect=A.CannotBeRemoved(
                to_target(dice, "die"), "opponent" if by.head == "opponent" else "any"
            ),
        )

    def cannot_play_onto(self, children: list[Any]) -> Sentence:
        target, cards = _values(children)
        card_target = to_target(cards, "upgrade")
        if isinstance(card_target, A.Select) and card_target.kind == "ability":
            card_target = replace(
                card_target,
                kind="upgrade",
                filters=(*card_target.filters, A.Filter("subtype", "ability")),
            )
        return Sentence(
            "persistent", effect=A.CannotPlayOnto(card_target, to_target(target, "character"))
        )

    def is_elite(self, children: list[Any]) -> Sentence:
        (target,) = _values(children)
        return Sentence("persistent", effect=A.Elite(to_target(target, "character")))

    # continuation sentences -----------------------------------------------------------------

    def then_sentence(self, children: list[Any]) -> Sentence:
        (body,) = _values(children)
        return Sentence("then", effect=finish(body))

    def delayed(self, children: list[Any]) -> Any:
        effect, when = _values(children)
        return A.Delayed(when, finish(effect))

    def conditional(self, children: list[Any]) -> Any:
        # "Jeśli <event>, …" is a condition here; whether a sentence that opens with it starts
        # a triggered ability or conditions the outcome of the ability it continues depends on
        # its place in the card text, which only the ability builder (judge.cards.parse) sees.
        condition, effect = _values(children)
        return A.If(condition, finish(effect))

    def conditional_delayed(self, children: list[Any]) -> Any:
        condition, effect, when = _values(children)
        return A.If(condition, A.Delayed(when, finish(effect)))

    def conditional_it_is(self, children: list[Any]) -> Any:
        phrase, effect = _values(children)
        controller = _controller(phrase)
        if phrase.owner is not None or phrase.head == "opponent":
            controller = "opponent"
        if controller not in ("you", "opponent"):
            raise FrameError("jeśli to …: whose")
        kind = phrase.head or "die"
        return A.If(A.ControlledBy(A.Ref("chosen", kind), controller), finish(effect))  # type: ignore[arg-type]

    def at_end_of_round(self, children: list[Any]) -> A.Timepoint:
        return A.Timepoint("end_of_round")

    def after_event(self, children: list[Any]) -> A.Event:
        (pred,) = _values(children)
        event = self._event(pred)
        if event.subject is None and not pred.get("subject_np"):
            event = replace(event, subject=A.Ref("it", "die"), actor=None)
        return event

    def may_chain(self, children: list[Any]) -> A.May:
        (body,) = _values(children)
        return A.May(finish(body))

    def must_chain(self, children: list[Any]) -> A.Force:
        (body,) = _values(children)
        return A.Force(A.Player("trigger_actor"), finish(body))

    def costed(self, children: list[Any]) -> Any:
        cost, effect = _values(children)
        if isinstance(effect, Goal):
            return self._goal(cost, effect)
        if isinstance(cost, Subject) and cost.may:
            inner = A.Costed(_name_player(finish(cost.effect), cost.player), finish(effect))
            return A.May(inner, cost.player)
        return A.Costed(finish(cost), finish(effect))

    @staticmethod
    def _goal(action: Any, goal: Goal) -> Any:
        action = finish(action)
        if isinstance(action, A.Draw):
            return A.DrawUntil(goal.size)
        if isinstance(action, A.Discard) and action.zone == "hand":
            return A.DiscardUntil(goal.size)
        raise FrameError("aby mieć: not a draw or discard")

    def costed_goal(self, children: list[Any]) -> Any:
        raise FrameError("two purposes")

    def sequence(self, children: list[Any]) -> Any:
        steps = _values(children)
        first = steps[0]
        if isinstance(first, Subject):
            # "Każdy przeciwnik wybiera … i zadaje jej …": the subject performs every step.
            inner = A.Sequence(tuple(finish(s) for s in [first.effect, *steps[1:]]))
            return Subject(first.player, inner, first.may)
        return A.Sequence(tuple(finish(s) for s in _from_looked_at(steps)))

    def choose_one(self, children: list[Any]) -> A.ChooseOne:
        return A.ChooseOne(tuple(finish(c) for c in _values(children)))

    def clause(self, children: list[Any]) -> Any:
        vp, *mods = _values(children)
        if isinstance(vp, tuple) and vp[0] == "vp":
            _, verb, items, wrapper = vp
            flags: dict[str, Any] = {}
            extra: list[tuple[str, Any]] = []
            for mod in mods:
                if mod[0] in ("cost_change", "ignore_restrictions", "if_shields", "free"):
                    flags[mod[0]] = mod[1]
                else:
                    extra.append(mod)
            # "lub zamiast tego … , jeśli …" inside the verb needs the condition.
            conditions = [m for m in extra if m[0] == "if"]
            if conditions and _has_instead(items):
                flags["if"] = conditions[0][1]
                extra.remove(conditions[0])
            effect = build_effect(verb, items, flags)
            for key in ("cost_change", "ignore_restrictions"):
                if key in flags:
                    raise FrameError(f"{key} does not apply to {verb}")
            effect = wrapper(effect) if wrapper else effect
        else:
            effect = vp
            extra = list(mods)
        for mod in extra:
            effect = self._apply_mod(effect, mod)
        return effect

    @staticmethod
    def _apply_mod(effect: Any, mod: tuple[str, Any]) -> Any:
        name, value = mod
        inner = effect.effect if isinstance(effect, Subject) else effect
        new: A.Node
        if name == "if":
            new = A.If(value, finish(inner))
        elif name == "instead_of":
            new = A.Instead(finish(inner), value)
        elif name == "unless":
            player, prevented = value
            new = A.Unless(finish(inner), prevented, player)
        elif name == "to_block":
            new = A.Costed(finish(inner), A.BlockDamage())
        elif isinstance(inner, A.ResolveDie):
            if name == "increase":
                new = replace(inner, increase=value)
            elif name == "increase_per":
                new = replace(inner, increase=value[0], increase_per=value[1])
            elif name == "increase_each":
                new = replace(inner, increase=value, increase_each=True)
            elif name == "value_as":
                new = replace(inner, value_as=value)
            elif name == "as_other_symbol":
                new = replace(inner, as_other_symbol=True)
            elif name == "ignore_modifier":
                new = replace(inner, ignore_modifier=True)
            else:
                raise FrameError(f"{name} on a die")
        elif name == "increase_each" and isinstance(inner, A.RemoveDice):
            # "Usuń … kości, zwiększając wartość każdej z nich o 1": each removed die counts
            # for that much more in the total value the rest of the ability uses.
            new = replace(inner, value_bonus=value)
        else:
            raise FrameError(f"modifier {name} on {type(inner).__name__}")
        if isinstance(effect, Subject):
            return Subject(effect.player, new, effect.may)
        return new

    # verb phrases ------------------------------------------------------------------------------

    def vp(self, children: list[Any]) -> tuple:
        verb, *items = children
        return ("vp", verb, items, None)

    def not_vp(self, children: list[Any]) -> tuple:
        _, verb, *items = children
        return ("vp", verb, items, A.Prevent)

    def need_not_vp(self, children: list[Any]) -> tuple:
        verb = next(c for c in children if isinstance(c, Token) and c.type.startswith("V_"))
        items = [c for c in children[children.index(verb) + 1 :]]
        pronoun = [
            c
            for c in children[: children.index(verb)]
            if isinstance(c, Token) and c.type == "PRONOUN"
        ]
        return ("vp", verb, pronoun + items, A.Waive)

    def at_once_vp(self, children: list[Any]) -> tuple:
        verb = next(c for c in children if isinstance(c, Token) and c.type.startswith("V_"))
        pronoun = [
            c
            for c in children[: children.index(verb)]
            if isinstance(c, Token) and c.type == "PRONOUN"
        ]
        return ("vp", verb, pronoun + children[children.index(verb) + 1 :], None)

    def free_vp(self, children: list[Any]) -> tuple:
        _, verb, *items = children
        return ("vp", verb, [*items, Comp("free")], None)

    def choose_and_vp(self, children: list[Any]) -> tuple:
        _, _, verb, *items = children
        return ("vp", verb, items, None)

    def choose_whether(self, children: list[Any]) -> A.ChooseOne:
        options = _values(children)
        return A.ChooseOne(tuple(finish(o) for o in options))

    def choose_options(self, children: list[Any]) -> A.ChooseOptions:
        count, options = _values(children)
        return A.ChooseOptions(tuple(finish(o) for o in options), count)

    def options_n(self, children: list[Any]) -> int:
        (token,) = children
        return 2 if token.type == "TWO" else int(token)

    def option_list(self, children: list[Any]) -> list[Any]:
        return _values(children)

    def option_seq(self, children: list[Any]) -> Any:
        steps = _values(children)
        if len(steps) == 1:
            return steps[0]
        return A.Sequence(tuple(finish(s) for s in steps))

    def choose_one_of(self, children: list[Any]) -> A.ChooseOne:
        return A.ChooseOne(tuple(finish(o) for o in _values(children)))

    def force(self, children: list[Any]) -> A.Force:
        player, effect = _values(children)
        return A.Force(to_player(player), finish(effect))

    def player_may_vp(self, children: list[Any]) -> Subject:
        player, _, verb, *items = children
        return Subject(to_player(player), self.clause([("vp", verb, items, None)]), may=True)

    def player_vp(self, children: list[Any]) -> Subject:
        player, verb, *items = children
        return Subject(to_player(player), self.clause([("vp", verb, items, None)]))

    def passive_vp(self, children: list[Any]) -> Any:
        subject, _, verb, *items = children
        return self.clause([("vp", verb, [Comp("np", subject), *items], None)])

    def becomes_vp(self, children: list[Any]) -> Any:
        subject, _, *items = children
        return self._become(subject, items)

    def becomes_until_end(self, children: list[Any]) -> Any:
        _, subject, _, *items = children
        return A.Until("end_of_game", self._become(subject, items))

    @staticmethod
    def _become(subject: Phrase, items: list[Any]) -> Any:
        comps = Comps(items)
        what = comps.take_np()
        ready = bool(comps.flag("starts_ready"))
        comps.done("staje się")
        if what is None or what.head != "support" or subject.ref != "self":
            raise FrameError("staje się wsparciem")
        return A.BecomeSupport(A.Ref("self", "upgrade"), ready)

    def verb(self, children: list[Any]) -> Token:
        return children[0]

    # complements --------------------------------------------------------------------------------

    def complement(self, children: list[Any]) -> Comp:  # pragma: no cover - inlined
        raise AssertionError

    def np(self, children: list[Any]) -> Phrase:
        return self._phrase(children)

    def np_tokens(self, children: list[Any]) -> Phrase:
        return self._phrase(children, "tokens")

    def np_damage(self, children: list[Any]) -> Phrase:
        return self._phrase(children, "damage")

    def np_measure(self, children: list[Any]) -> Phrase:
        owner = children[-1] if children and isinstance(children[-1], Phrase) else None
        phrase = self._phrase([c for c in children if not isinstance(c, Phrase)])
        phrase.owner = owner
        return phrase

    def clause_mod(self, children: list[Any]) -> tuple:
        return _values(children)[-1]

    def prep_np(self, children: list[Any]) -> Comp:
        prep, phrase = children
        return Comp("prep", phrase, prep=prep)

    def prep_np_or(self, children: list[Any]) -> Comp:
        values = _values(children)
        pairs = [
            (values[i], values[i + 1].phrase if isinstance(values[i + 1], Comp) else values[i + 1])
            for i in range(0, len(values), 2)
        ]
        return Comp("prep_or", alternatives=pairs)

    def prep(self, children: list[Any]) -> str:
        (token,) = children
        value = str(token)
        if token.type == "Z":
            return "z"
        if token.type == "FROM_TOP":
            return "z wierzchu"
        return {"NA": "na", "DO": "do", "IN": "w"}.get(token.type, value)

    def free(self, children: list[Any]) -> Comp:
        return Comp("free")

    def simultaneously(self, children: list[Any]) -> Comp:
        return Comp("simultaneously")

    def per_target(self, children: list[Any]) -> Comp:
        return Comp("per_target")

    def by_amount(self, children: list[Any]) -> Comp:
        return Comp("by_amount", value=_number(_tokens(children)[-1]))

    def without_damage(self, children: list[Any]) -> Comp:
        return Comp("without_damage")

    def until_end_of_game(self, children: list[Any]) -> Comp:
        return Comp("until_end_of_game")

    def as_if_claimed(self, children: list[Any]) -> Comp:
        return Comp("as_if_claimed")

    def as_if_yours(self, children: list[Any]) -> Comp:
        return Comp("as_if_yours")

    def in_chosen_order(self, children: list[Any]) -> Comp:
        return Comp("in_chosen_order")

    def distribute(self, children: list[Any]) -> Comp:
        return Comp("distribute")

    def ignores_shields(self, children: list[Any]) -> Comp:
        return Comp("ignores_shields")

    def starts_ready(self, children: list[Any]) -> Comp:
        return Comp("starts_ready")

    def rounding_up(self, children: list[Any]) -> Comp:
        return Comp("rounding_up")

    def against(self, children: list[Any]) -> Comp:
        (phrase,) = _values(children)
        return Comp("against", phrase.phrase if isinstance(phrase, Comp) else phrase)

    def so_many_cards(self, children: list[Any]) -> Comp:
        return Comp("so_many_cards")

    def as_many_cards_as(self, children: list[Any]) -> Comp:
        (phrase,) = _values(children)
        return Comp("as_many_cards_as", phrase.phrase if isinstance(phrase, Comp) else phrase)

    def same_as_you(self, children: list[Any]) -> Comp:
        return Comp("same_as_you")

    def keyword_arg(self, children: list[Any]) -> Comp:
        (keyword,) = _values(children)
        return Comp("keyword", value=keyword)

    # clause modifiers ---------------------------------------------------------------------------

    def increase_value(self, children: list[Any]) -> tuple:
        return ("increase", A.Fixed(_number(_tokens(children)[-1])))

    def increase_value_or_instead(self, children: list[Any]) -> tuple:
        numbers = [t for t in _tokens(children) if t.type == "NUMBER"]
        condition = _values(children)[-1]
        return (
            "increase",
            A.AmountIf(condition, A.Fixed(_number(numbers[1])), A.Fixed(_number(numbers[0]))),
        )

    def increase_value_per(self, children: list[Any]) -> tuple:
        number = next(t for t in _tokens(children) if t.type == "NUMBER")
        per = _values(children)[-1]
        per_phrase = per.phrase if isinstance(per, Comp) else per
        return ("increase_per", (A.Fixed(_number(number)), to_target(per_phrase, "card")))

    def increase_each(self, children: list[Any]) -> tuple:
        return ("increase_each", A.Fixed(_number(_tokens(children)[-1])))

    def reduce_cost(self, children: list[Any]) -> tuple:
        return ("cost_change", -_number(_tokens(children)[-1]))

    def ignoring_restriction(self, children: list[Any]) -> tuple:
        (phrase,) = _values(children)
        phrase = phrase.phrase if isinstance(phrase, Comp) else phrase
        if phrase is None or phrase.head != "play_restriction":
            raise FrameError("ignorując: not a play restriction")
        return ("ignore_restrictions", True)

    def treat_value(self, children: list[Any]) -> tuple:
        _, amount = _values(children)
        return ("value_as", amount)

    def if_mod(self, children: list[Any]) -> tuple:
        (condition,) = _values(children)
        return ("if", condition)

    def instead_mod(self, children: list[Any]) -> tuple:
        verb = next(c for c in children if isinstance(c, Token) and c.type.startswith("V_"))
        index = children.index(verb)
        pronoun = [c for c in children[:index] if isinstance(c, Token) and c.type == "PRONOUN"]
        replaced = build_effect(verb, pronoun + children[index + 1 :])
        return ("instead_of", replaced)

    def unless_mod(self, children: list[Any]) -> tuple:
        values = children
        player = next(c for c in values if isinstance(c, Phrase))
        verb = next(c for c in values if isinstance(c, Token) and c.type.startswith("V_"))
        items = values[values.index(verb) + 1 :]
        return ("unless", (to_player(player), build_effect(verb, items)))

    def as_other_symbol(self, children: list[Any]) -> tuple:
        return ("as_other_symbol", True)

    def as_if_not_modifier(self, children: list[Any]) -> tuple:
        return ("ignore_modifier", True)

    def to_block(self, children: list[Any]) -> tuple:
        return ("to_block", True)

    # conditions -----------------------------------------------------------------------------------

    def controls_battlefield(self, children: list[Any]) -> A.ControlsBattlefield:
        return A.ControlsBattlefield("you")

    def die_shows(self, children: list[Any]) -> A.DieShows:
        die, face = (self._unwrap(v) for v in _values(children))
        symbols = face.symbols or tuple(
            s for f in face.filters if f.kind == "showing" for s in f.value
        )
        if face.head != "face" or not symbols:
            raise FrameError("wypadnie: which face")
        return A.DieShows(to_target(die, "die"), symbols)

    def card_was(self, children: list[Any]) -> A.CardIs:
        card, what = (self._unwrap(v) for v in _values(children))
        if what.head not in SUBTYPE_HEADS:
            raise FrameError("był: not a subtype")
        return A.CardIs(to_target(card, "card"), what.head)

    def has_resource_cost(self, children: list[Any]) -> A.HasResourceCost:
        return A.HasResourceCost(A.Ref("it", "die"))

    def first_round(self, children: list[Any]) -> A.FirstRound:
        return A.FirstRound()

    def possible(self, children: list[Any]) -> A.Possible:
        return A.Possible()

    def resolving(self, children: list[Any]) -> A.ResolvingDieOf:
        (die,) = (self._unwrap(v) for v in _values(children))
        subtypes = [f.value for f in die.filters if f.kind == "die_of_subtype"]
        if die.head != "die" or not subtypes:
            raise FrameError("rozpatrujesz: which die")
        return A.ResolvingDieOf(subtypes[0])

    def has_no(self, children: list[Any]) -> A.HasNo:
        subject, kind = _values(children)
        subject = self._unwrap(subject)
        return A.HasNo(to_target(subject, "character"), kind[1])

    def is_in(self, children: list[Any]) -> A.IsIn:
        subject, zone = (self._unwrap(v) for v in _values(children))
        zone_name = _zone_of(zone)
        if zone_name is None:
            raise FrameError("jest w: where")
        return A.IsIn(
            to_target(subject, "die"),
            cast(A.Zone, zone_name),
            cast(A.Controller, _controller(zone) if zone.controller else "you"),
        )

    def event_condition(self, children: list[Any]) -> A.Event:
        (pred,) = _values(children)
        return self._event(pred)

    # noun phrases ---------------------------------------------------------------------------------

    @staticmethod
    def _unwrap(value: Any) -> Any:
        return value.phrase if isinstance(value, Comp) else value

    def _phrase(self, children: list[Any], head: str | None = None) -> Phrase:
        phrase = Phrase(head=head)
        for child in children:
            if isinstance(child, Token):
                continue
            kind = child[0]
            if kind == "pre":
                _, count, partitive, controller, *rest = child
                phrase.count = count
                phrase.partitive = partitive
                if controller:
                    phrase.controller = controller
                    phrase.possessive_word = rest[0] if rest else None
                if len(rest) > 1:
                    phrase.chosen_by = rest[1]
            elif kind == "mod":
                self._apply_phrase_mod(phrase, child[1], child[2])
            elif kind == "head":
                phrase.head = child[1]
                if child[1] == "tokens" and len(child) > 2:
                    phrase.token_kind = child[2]
                if child[1] == "card" and len(child) > 3:
                    phrase.head_word = child[3]
                if child[1] == "named_die":
                    phrase.head = "die"
                    phrase.named = child[2]
                if child[1] == "opponent_owner":
                    phrase.head = "opponent"
                    phrase.count = "each" if child[2].startswith("każd") else None
                    if child[2].startswith("dan"):
                        phrase.ref = "given"
            elif kind == "post":
                self._apply_post(phrase, child[1], child[2])
        return phrase

    @staticmethod
    def _mod_filter(mod: tuple) -> A.Filter | None:
        _, name, value = mod
        return {
            "color": A.Filter("color", value),
            "non_unique": A.Filter("non_unique"),
            "unique": A.Filter("unique"),
        }.get(name)

    def _apply_phrase_mod(self, phrase: Phrase, name: str, value: Any) -> None:
        simple = {
            "color": ("color", value),
            "non_unique": ("non_unique", None),
            "unique": ("unique", None),
            "exhausted": ("exhausted", None),
            "ready": ("ready", None),
            "defeated": ("defeated", None),
            "random": ("random", None),
            "top": ("top", None),
            "last": ("last", None),
            "additional": ("additional", None),
            "facedown": ("facedown", None),
            "set_aside": ("set_aside", None),
        }
        if name in simple:
            kind, filter_value = simple[name]
            phrase.filters.append(A.Filter(kind, filter_value))  # type: ignore[arg-type]
        elif name == "other":
            phrase.other = True
        elif name in ("your", "your_any"):
            phrase.controller = "you"
        elif name == "own":
            phrase.controller = "own"
        elif name == "this":
            phrase.ref = "self"
        elif name == "given":
            phrase.ref = "given"
        elif name == "chosen":
            phrase.ref = "chosen"
        elif name == "being_played":
            phrase.ref = "trigger"
        elif name in ("just_looked", "just_discarded", "just_removed", "discarded"):
            phrase.ref = "just"
            phrase.ref_verb = {
                "just_looked": "looked_at",
                "just_discarded": "discarded",
                "discarded": "discarded",
                "just_removed": "removed",
            }[name]
        elif name == "unblockable":
            phrase.unblockable = True
        elif name == "special":
            phrase.symbols = ("Sp",)
        elif name == "blank":
            phrase.symbols = ("-",)
        elif name == "second":
            pass  # "drugą kopię": only in reminder text
        elif name == "chosen_by_you":
            phrase.chosen_by = "you"
        elif name == "showing":
            phrase.filters.append(value)
        elif name == "not_subtype":
            phrase.filters.append(A.Filter("not_subtype", value))
        else:
            raise FrameError(f"modifier {name}")

    def _apply_post(self, phrase: Phrase, name: str, value: Any) -> None:
        if name == "of_opponent":
            if phrase.head in ("hand", "deck", "discard_pile"):
                phrase.owner = Phrase(head="opponent")
                phrase.controller = "opponent"
            else:
                phrase.controller = "opponent"
            if isinstance(value, str) and value.startswith("dan"):
                phrase.owner = Phrase(head="opponent", ref="given")
        elif name == "attached":
            phrase.attached = True
        elif name == "token_kind":
            if phrase.head in ("tokens", "damage"):
                phrase.token_kind = value
                phrase.head = "tokens" if value != "damage" or phrase.head == "tokens" else "damage"
            else:
                raise FrameError("token kind")
        elif name == "damage_range":
            phrase.symbols = ("MD",) if value.startswith("wręcz") else ("RD",)
        elif name in ("amount",):
            phrase.amount = value
        elif name == "icons":
            if phrase.head == "face" or phrase.head in ("ability",) or phrase.head == "damage":
                phrase.symbols = value
            else:
                raise FrameError("icons")
        elif name in ("showing", "not_showing", "filter"):
            phrase.filters.append(value)
        elif name == "shown_on" or name == "owner":
            phrase.owner = value
        elif name == "die_of":
            phrase.filters.append(A.Filter("die_of", value))
        elif name == "die_of_subtype":
            phrase.filters.append(A.Filter("die_of_subtype", value))  # type: ignore[arg-type]
        elif name == "subtype":
            phrase.filters.append(A.Filter("subtype", value))
        elif name == "not_subtype":
            phrase.filters.append(A.Filter("not_subtype", value))
        elif name == "keyword":
            phrase.filters.append(A.Filter("keyword", value))
        elif name == "cost_at_most":
            phrase.filters.append(A.Filter("cost_at_most", value))
        elif name == "in_play":
            phrase.filters.append(A.Filter("in_play", value))
        elif name == "not_in_use":
            phrase.filters.append(A.Filter("not_in_use"))
        elif name == "same_controller":
            phrase.filters.append(A.Filter("controlled_by_same_player"))
        elif name == "stacked":
            phrase.filters.append(A.Filter("stacked_on_other_copy"))
        elif name == "villains":
            phrase.filters.append(A.Filter("affiliation", "villain"))
        elif name == "card_of_type":
            phrase.head = value
        elif name == "lost_by":
            phrase.lost_by = value
        elif name == "claim_of_battlefield":
            phrase.owner = Phrase(head="battlefield", filters=[])
        elif name == "visible_on":
            phrase.owner = value
        else:
            raise FrameError(f"post {name}")

    def np_quant_only(self, children: list[Any]) -> Phrase:
        return self._phrase(children)

    def np_pronoun(self, children: list[Any]) -> Phrase:
        return Phrase(ref="it")

    def np_and(self, children: list[Any]) -> Phrase:
        left, _, right = children
        return Phrase(both=[left, right], head=left.head)

    def np_or(self, children: list[Any]) -> Phrase:
        left, _, right = children
        # A filter on the last alternative ("…, którego koszt jest równy …") applies to all.
        shared = [f for f in right.filters if f.kind == "cost_at_most"]
        for f in shared:
            if f not in left.filters:
                left.filters.append(f)
        return Phrase(either=[left, right], head=left.head)

    def np_or_instead(self, children: list[Any]) -> Phrase:
        left, _, _, right = children
        left.instead = right
        return left

    def pre_quant(self, children: list[Any]) -> tuple:
        return ("pre", children[0], False, None)

    def pre_partitive(self, children: list[Any]) -> tuple:
        return ("pre", children[0], True, None)

    def pre_partitive_its(self, children: list[Any]) -> tuple:
        return ("pre", children[0], True, "its", children[-1][1])

    def pre_its(self, children: list[Any]) -> tuple:
        return ("pre", None, False, "its", children[-1][1])

    def pre_quant_its(self, children: list[Any]) -> tuple:
        return ("pre", children[0], False, "its", children[-1][1])

    def pre_chosen_by_you(self, children: list[Any]) -> tuple:
        return ("pre", children[0], False, None, None, "you")

    def q_number(self, children: list[Any]) -> A.Fixed:
        return A.Fixed(_number(children[0]))

    def q_at_least(self, children: list[Any]) -> A.AtLeast:
        return A.AtLeast(_number(children[0]))

    def q_one_or_more(self, children: list[Any]) -> A.AtLeast:
        return A.AtLeast(1)

    def q_up_to(self, children: list[Any]) -> A.UpTo:
        return A.UpTo(_number(children[-1]))

    def q_any_number(self, children: list[Any]) -> A.AnyNumber:
        return A.AnyNumber()

    def q_count(self, children: list[Any]) -> str:
        return "count"

    def q_any(self, children: list[Any]) -> str:
        return "any"

    def q_one(self, children: list[Any]) -> A.Fixed:
        return A.Fixed(1)

    def q_each(self, children: list[Any]) -> str:
        return "each"

    def q_all(self, children: list[Any]) -> A.All:
        return A.All()

    def q_same_number(self, children: list[Any]) -> A.SameAsDetermined:
        return A.SameAsDetermined()

    def q_two(self, children: list[Any]) -> A.Fixed:
        return A.Fixed(2)

    def q_x(self, children: list[Any]) -> A.VariableX:
        return A.VariableX()

    def q_half(self, children: list[Any]) -> str:
        return "half"

    # modifiers
    def m_comma(self, children: list[Any]) -> tuple:
        return children[0]

    def m_color(self, children: list[Any]) -> tuple:
        return ("mod", "color", children[0])

    def color(self, children: list[Any]) -> str:
        return _color(str(children[0]))

    def subtype(self, children: list[Any]) -> str:
        return _subtype(str(children[0]))

    def keyword_name(self, children: list[Any]) -> str:
        return KEYWORDS[str(children[0])]

    def die_kind(self, children: list[Any]) -> str:
        token = children[0]
        return {"CHARACTER": "character", "UPGRADE": "upgrade", "SUPPORT": "support"}[token.type]

    def __default__(self, data: Any, children: list[Any], meta: Any) -> Any:
        name = str(data)
        if name.startswith("m_"):
            return self._mod(name[2:], children)
        if name.startswith("h_"):
            return self._head(name[2:], children)
        if name.startswith("p_"):
            return self._post(name[2:], children)
        if name.startswith("sym_"):
            return self._symbols(name[4:], children)
        if name in (
            "symbol_words",
            "icons",
            "owner",
            "amount_of",
            "amount_cards_in_hand",
            "amount_hand_limit",
        ):
            return getattr(self, "_" + name)(children)
        raise FrameError(f"no transform for {name}")

    def _mod(self, name: str, children: list[Any]) -> tuple:
        if name == "showing_pre":
            return ("mod", "showing", A.Filter("showing", _values(children)[0]))
        if name == "not_subtype":
            return ("mod", "not_subtype", _values(children)[0])
        if name == "not_ability":
            return ("mod", "not_subtype", "ability")
        if name == "your_any":
            return ("mod", "your", None)
        return ("mod", name, None)

    def _head(self, name: str, children: list[Any]) -> tuple:
        if name == "subtype":
            return ("head", _values(children)[0])
        if name == "tokens":
            return ("head", "tokens", None)
        if name == "shields":
            return ("head", "tokens", "shield")
        if name == "named_die":
            _, name_token, icon = children
            match = re.search(r"\[(\w+)\](\d+)", str(icon))
            assert match is not None
            return ("head", "named_die", (str(name_token), match[1], int(match[2])))
        if name == "opponent_owner":
            return ("head", "opponent_owner", str(children[0]))
        if name == "card":
            return ("head", "card", None, str(_tokens(children)[0]))
        return ("head", name)

    def _post(self, name: str, children: list[Any]) -> tuple:
        values = [self._unwrap(v) for v in _values(children)]
        tokens = _tokens(children)
        if name == "of_opponent":
            return ("post", "of_opponent", str(tokens[0]))
        if name == "attached":
            return ("post", "attached", None)
        if name == "same_controller":
            return ("post", "same_controller", None)
        if name == "with_keyword":
            return ("post", "keyword", values[0])
        if name == "damage_range":
            return ("post", "damage_range", str(tokens[0]))
        if name == "of_shields":
            return ("post", "token_kind", "shield")
        if name == "of_resources":
            return ("post", "token_kind", "resource")
        if name == "of_damage":
            return ("post", "token_kind", "damage")
        if name == "lost_by":
            return ("post", "lost_by", values[0])
        if name in ("in_number", "equal"):
            return ("post", "amount", values[-1])
        if name == "icons":
            return ("post", "icons", values[0])
        if name == "showing":
            return ("post", "showing", self._showing_filter(values[0]))
        if name == "not_showing":
            return ("post", "not_showing", A.Filter("not_showing", values[0]))
        if name == "shown_on":
            return ("post", "shown_on", values[0])
        if name == "visible_on":
            return ("post", "visible_on", values[0])
        if name == "die_kinds":
            return ("post", "die_of", tuple(values))
        if name == "of_subtype":
            return ("post", "die_of_subtype", values[0])
        if name == "ability_subtype":
            return ("post", "subtype", "ability")
        if name == "not_ability":
            return ("post", "not_subtype", "ability")
        if name == "not_subtype":
            return ("post", "not_subtype", values[0])
        if name == "owner":
            return ("post", "owner", values[0])
        if name == "with_modifier":
            return ("post", "filter", A.Filter("showing_modifier"))
        if name == "claim_of_battlefield":
            return ("post", "claim_of_battlefield", None)
        if name == "of_battlefield":
            return ("post", "owner", Phrase(head="battlefield"))
        if name == "you_have_in_play":
            return ("post", "in_play", "you")
        if name == "player_has_in_play":
            return ("post", "in_play", "opponent" if values[0].head == "opponent" else "any")
        if name == "cost_at_most":
            return ("post", "cost_at_most", A.ValueOf(to_target(values[-1], "die"), total=True))
        if name == "cost_at_most_value":
            return ("post", "cost_at_most", A.ValueOf(to_target(values[-1], "die")))
        if name == "not_in_use":
            return ("post", "not_in_use", None)
        if name == "stacked_on_copy":
            return ("post", "stacked", None)
        if name == "villains":
            return ("post", "villains", None)
        if name == "card_of_type":
            return ("post", "card_of_type", "upgrade")
        raise FrameError(f"post {name}")

    def _showing_filter(self, spec: Any) -> A.Filter:
        if isinstance(spec, A.Filter):
            return spec
        return A.Filter("showing", spec)

    def _symbols(self, name: str, children: list[Any]) -> Any:
        values = _values(children)
        if name == "words":
            words = values[0]
            if len(values) > 1 and values[1]:
                return values[1]  # the icons are the precise form
            return words
        if name == "icons":
            return values[0]
        if name == "value_at_least":
            return A.Filter("showing_value_at_least", _number(_tokens(children)[-2]))
        if name == "given":
            return A.Filter("showing_given_symbol")
        if name == "other":
            return A.Filter("showing", ("other",))
        if name == "modifier":
            return A.Filter("showing_modifier")
        if name == "or":
            left, right = values
            if isinstance(left, tuple) and isinstance(right, tuple):
                return left + right
            raise FrameError("symbol alternatives")
        raise FrameError(f"symbols {name}")

    def _symbol_words(self, children: list[Any]) -> tuple[str, ...]:
        types = [t.type for t in _tokens(children)]
        words = [str(t) for t in _tokens(children)]
        if types[0] == "DAMAGE":
            if len(words) > 1:
                return ("MD",) if words[1].startswith("wręcz") else ("RD",)
            return ("MD", "RD", "ID")
        return {
            "DISRUPT_N": ("Dr",),
            "DISCARD_SYM": ("Dc",),
            "RESOURCES": ("R",),
            "SHIELD_N": ("Sh",),
            "FOCUS_N": ("F",),
            "BLANK_ADJ": ("-",),
            "SPECIAL_ADJ": ("Sp",),
        }[types[0]]

    def _icons(self, children: list[Any]) -> tuple[str, ...]:
        return _icons(str(children[0]))

    def _owner(self, children: list[Any]) -> Phrase:
        owner = Phrase()
        for child in children:
            if isinstance(child, Token):
                if child.type == "GIVEN":
                    owner.ref = "given"
                elif child.type == "THIS":
                    owner.ref = "self"
                elif child.type == "ANY":
                    owner.count = "any"
                elif child.type == "OTHER":
                    owner.other = True
                elif child.type in ("CHARACTER", "CARD_N", "UPGRADE", "DIE"):
                    owner.head = {
                        "CHARACTER": "character",
                        "CARD_N": "card",
                        "UPGRADE": "upgrade",
                        "DIE": "die",
                    }[child.type]
                elif child.type == "GAME":
                    owner.filters.append(A.Filter("in_play"))
            elif isinstance(child, tuple) and child[0] == "its":
                owner.controller = "its"
                owner.possessive_word = child[1]
            elif isinstance(child, tuple) and child[0] == "mod":
                self._apply_phrase_mod(owner, child[1], child[2])
            elif isinstance(child, str) and child in SUBTYPE_HEADS:
                owner.head = child
            elif isinstance(child, tuple) and child[0] == "head":
                owner.head = child[1]
        if owner.head is None:
            owner.ref = "it"
        return owner

    def pronoun_poss(self, children: list[Any]) -> tuple:
        return ("its", str(children[0]))

    def _amount_of(self, children: list[Any]) -> Any:
        (phrase,) = [self._unwrap(v) for v in _values(children)]
        return phrase_amount(phrase)

    def _amount_cards_in_hand(self, children: list[Any]) -> Any:
        return A.CardsInHand("you")

    def _amount_hand_limit(self, children: list[Any]) -> Any:
        return A.HandLimit("you")


def phrase_amount(phrase: Phrase) -> Any:
    """Amount expressions: "kosztowi właśnie podejrzanej karty", "usuniętych właśnie kości"."""
    if phrase.head == "cost" and phrase.owner is not None:
        return A.CostOf(to_target(phrase.owner, "card"))
    if phrase.head == "value" and phrase.owner is not None:
        return A.ValueOf(to_target(phrase.owner, "die"))
    if phrase.head == "tokens" and phrase.lost_by is not None:
        return A.CountOf(A.Ref("just", "resource", "lost"))
    if phrase.count == "count":
        return A.CountOf(to_target(replace(phrase, count=A.All()), "card"))
    if phrase.ref == "just":
        kind = "shield" if phrase.head == "tokens" else (phrase.head or "die")
        return A.CountOf(A.Ref("just", kind, phrase.ref_verb))
    if phrase.head in ("upgrade",) and phrase.count is None:
        return A.CountOf(to_target(replace(phrase, count=A.All()), "upgrade"))
    raise FrameError("amount expression")


def _from_looked_at(steps: list[Any]) -> list[Any]:
    """ "Podejrzyj karty na ręce dowolnego przeciwnika i odrzuć z nich …": the discard takes
    the zone and the player of the cards the step before it looked at."""
    result: list[Any] = []
    for step in steps:
        if isinstance(step, FromLookedAt):
            looked = result[-1] if result else None
            if not (isinstance(looked, A.LookAt) and isinstance(looked.cards, A.Select)):
                raise FrameError("z nich: no cards were looked at")
            discard = step.discard
            if not isinstance(discard.cards, A.Select) or looked.cards.zone is None:
                raise FrameError("z nich: which cards")
            cards = replace(
                discard.cards, zone=looked.cards.zone, controller=looked.cards.controller
            )
            step = replace(discard, cards=cards, zone=looked.cards.zone)
        result.append(step)
    return result


def _has_instead(items: list[Any]) -> bool:
    return any(
        (isinstance(i, Phrase) and i.instead is not None)
        or (isinstance(i, Comp) and i.phrase is not None and i.phrase.instead is not None)
        for i in items
    )
