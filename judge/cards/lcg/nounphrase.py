"""What a noun phrase of LCG card text selects: its words read into `Select` / `Ref`.

The grammar recognises a noun phrase as a run of noun-phrase words followed by its
post-modifiers ("you control", "with printed cost 2 or lower", "in your discard pile") and a
list of such phrases joined by "or"/"and"/commas. This module reads the words:

    a target participating enemy Character or Creature unit you control
    └det┘└target┘└────states────┘└ctrl┘└──traits (or)──┘ └head┘ └─post─┘

* determiners and counts: a/an (1), the, each/all, any, another, "up to 2", "3 or more", "1 of
  those cards", "the top 3 cards of your deck";
* possessives: your/his/its/their, "your opponent's", "its owner's";
* adjectives: states (participating, ready, exhausted, damaged, shielded, unique, attacking,
  defending, piloted, committed, captured...), `non-X` (negated), controller words (enemy,
  friendly), "light side"/"dark side";
* traits and names (capitalised words), affiliations (`[Sith]`), "neutral";
* the head noun: unit, objective, enhancement, event, fate card, mission, card, player, token…

A word it cannot place raises `NounPhraseError`; the line is then reported unparsed, never
half read.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from judge.cards.lcg.ast import Amount, Attribute, Compare, Node, Ref, Select, Zone


class NounPhraseError(ValueError):
    """A noun phrase whose words this reader cannot place."""


@dataclass
class Word:
    type: str  # the terminal: a, the, unit, name, aff, int...
    value: str


# Modifiers after a zone that belong to the phrase around it: "a card from your hand at an
# enemy objective", "this enhancement into play from your hand attached to a unit".
OUTER_POSTS = {"at", "attached_to", "from"}


@dataclass
class ZoneTail(Node):
    """A zone whose trailing modifiers belong to the phrase around it (the LALR table
    attaches a modifier to the nearest phrase). Never left in an ability: whoever reads the
    zone takes `posts` over, or the line is refused (`parse.py` checks)."""

    zone: Node
    posts: list[Any] = field(default_factory=list)


@dataclass
class Post:
    """A post-modifier: `kind` (the grammar's alias without `p_`), its nodes and words."""

    kind: str
    nodes: list[Any] = field(default_factory=list)
    words: list[str] = field(default_factory=list)
    names: list[str] = field(default_factory=list)


HEADS = {
    "unit": "unit",
    "units": "unit",
    "objective": "objective",
    "objectives": "objective",
    "card": "card",
    "cards": "card",
    "enhancement": "enhancement",
    "enhancements": "enhancement",
    "event": "event",
    "events": "event",
    "mission": "mission",
    "missions": "mission",
    "player": "player",
    "players": "player",
    "opponent": "opponent",
    "opponents": "opponent",
    "copy": "copy",
    "copies": "copy",
    "token": "token",
    "tokens": "token",
    "shield": "shield",
    "shields": "shield",
    "defender": "defender",
    "defenders": "defender",
    "attacker": "attacker",
    "attackers": "attacker",
    "ability": "ability",
    "trait": "trait",
    "effect": "effect",
    "effects": "effect",
    "icons": "icon",
    "iconword": "icon",
    "resource": "resource",
    "resources": "resource",
    "action": "ability",
    "reaction": "ability",
    "interrupt": "ability",
    "engagement": "engagement",
}
PLURAL = {
    "units",
    "objectives",
    "cards",
    "enhancements",
    "events",
    "missions",
    "players",
    "opponents",
    "copies",
    "tokens",
    "shields",
    "defenders",
    "attackers",
    "effects",
    "icons",
}
STATES = {
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
    "piloted",
    "unpiloted",
    "captured",
    "engaged",
    "eligible",
    "facedown",
    "revealed",
    "striking",
    "infaction",
    "outoffaction",
    "neutral",
    "limited",
    "focused",
    "discarded",
    "sacrificed",
    "chosen",
    "remaining",
    "lone",
    "searched",
    "additional",
    "single",
    "different",
    "printed",
    "committed",
    "targeted",
    "attached",
}
STATE_NAMES = {"infaction": "in_faction", "outoffaction": "out_of_faction"}
CONTROLLERS = {"enemy": "enemy", "friendly": "friendly"}
POSSESSIVES = {"your": "you", "his": "he", "its": "it", "their": "their", "our": "you"}
REFS = {
    ("it",): "it",
    ("them",): "them",
    ("him",): "it",
    ("he",): "he",
    ("itself",): "this",
}
PLAYERS = {
    ("your", "opponent"): "opponent",
    ("an", "opponent"): "an_opponent",
    ("any", "opponent"): "an_opponent",
    ("each", "opponent"): "each_opponent",
    ("that", "opponent"): "that_opponent",
    ("opponent",): "opponent",
    ("a", "player"): "a_player",
    ("each", "player"): "each_player",
    ("that", "player"): "that_player",
    ("each", "friendly", "player"): "each_friendly_player",
    ("any", "friendly", "player"): "each_friendly_player",
    ("the", "defending", "player"): "defending_player",
    ("the", "attacking", "player"): "attacking_player",
    ("its", "owner"): "owner",
    ("its", "controller"): "controller",
    ("he",): "he",
    ("his", "opponent"): "his_opponent",
    ("your", "opponents"): "opponent",
    ("their", "owners"): "owner",
    ("their", "owner"): "owner",
    ("its", "owners"): "owner",
    ("the", "opponent"): "opponent",
    ("each", "light", "side", "player"): "each_light_side_player",
    ("each", "dark", "side", "player"): "each_dark_side_player",
    ("a", "friendly", "player"): "a_friendly_player",
    ("another", "friendly", "player"): "another_friendly_player",
}
ZONES = {
    ("hand",): "hand",
    ("hands",): "hand",
    ("deck",): "deck",
    ("decks",): "deck",
    ("discard", "pile"): "discard",
    ("discard", "piles"): "discard",
    ("discard",): "discard",
    ("edge", "stack"): "edge_stack",
    ("edge", "stacks"): "edge_stack",
    ("objective", "deck"): "objective_deck",
    ("command", "deck"): "deck",
    ("victory", "pile"): "victory_pile",
    ("supply",): "force_supply",
    ("common", "reserve"): "common_reserve",
    ("play",): "play",
    ("play", "area"): "play_area",
    ("force",): "force",
    ("game",): "game",
    ("engagement",): "engagement",
    ("force", "struggle"): "force",
}
THINGS = {
    ("the", "death", "star", "dial"): "death_star_dial",
    ("the", "engaged", "objective"): "engaged_objective",
    ("the", "engagement"): "engagement",
    ("an", "engagement"): "engagement",
    ("this", "engagement"): "engagement",
    ("the", "force"): "force",
    ("the", "force", "struggle"): "force",
    ("the", "game"): "game",
    ("play",): "play",
    ("any", "order"): "any_order",
    ("random",): "random",
    ("random", "order"): "random_order",
    ("the", "targeted", "objective"): "targeted",
    ("your", "play", "area"): "play_area",
    ("the", "focused", "unit"): "focused",
    ("the", "discarded", "card"): "discarded",
    ("the", "revealed", "unit"): "revealed",
    ("the", "sacrificed", "unit"): "sacrificed",
    ("the", "striking", "unit"): "striking",
    ("the", "chosen", "objective"): "chosen",
    ("the", "searched", "deck"): "searched_deck",
    ("the", "deck"): "the_deck",
    ("its", "deck"): "its_deck",
    ("both", "revealed", "cards"): "both_revealed",
    ("targeted", "units"): "targeted",
    ("the", "enhanced", "unit"): "enhanced",
    ("the", "other"): "other",
    ("the", "edge"): "edge",
    ("your", "choice"): "your_choice",
    ("the", "conflict", "phase"): "conflict_phase",
    ("the", "deployment", "phase"): "deployment_phase",
    ("the", "refresh", "phase"): "refresh_phase",
    ("a", "phase"): "phase",
    ("your", "turn"): "your_turn",
    ("a", "turn"): "turn",
    ("your", "opponent", "'s", "turn"): "opponent_turn",
    ("an", "edge", "battle"): "edge_battle",
    ("a", "force", "struggle"): "force_struggle",
    ("a", "contested", "edge", "battle"): "edge_battle",
    ("the", "first", "card", "of", "his", "edge", "stack"): "first_edge_card",
}
COMPOUND_HEADS = {
    ("card", "effect"): "card_effect",
    ("card", "effects"): "card_effect",
    ("combat", "icon"): "combat_icon",
    ("combat", "iconword"): "combat_icon",
    ("combat", "icons"): "combat_icon",
    ("unit", "ability"): "unit_ability",
    ("force", "iconword"): "force_icon",
    ("force", "icons"): "force_icon",
    ("unit", "card"): "unit",
    ("unit", "cards"): "unit",
    ("objective", "card"): "objective",
    ("objective", "cards"): "objective",
    ("enhancement", "card"): "enhancement",
    ("enhancement", "cards"): "enhancement",
    ("game", "element"): "game_element",
}
ATTRIBUTES = {
    ("printed", "force", "icons"): "printed_force_icons",
    ("force", "icons"): "force_icons",
    ("combat", "icons"): "combat_icons",
    ("pilot", "cost"): "pilot_cost",
    ("reserve", "value"): "reserve_value",
    ("printed", "cost"): "printed_cost",
}
REF_KINDS = {"unit", "objective", "enhancement", "card", "event", "mission", "player", "units"}


def _amount_from(words: Sequence[Word]) -> tuple[Amount | None, int]:
    """A count at the start of `words` and how many words it took."""
    if not words:
        return None, 0
    first = words[0]
    if first.type == "int":
        if len(words) > 1 and words[1].type in ("more", "fewer"):
            at_least = words[1].type == "more"
            return Amount(value=int(first.value), at_least=at_least, at_most=not at_least), 2
        return Amount(value=int(first.value)), 1
    if first.type == "x":
        return Amount(var="X"), 1
    if first.type == "up" and len(words) > 2 and words[1].type == "to":
        if words[2].type == "int":
            return Amount(value=int(words[2].value), up_to=True), 3
        if words[2].type == "x":
            return Amount(var="X", up_to=True), 3
    if first.type == "at" and len(words) > 2 and words[1].type == "least":
        return Amount(value=int(words[2].value), at_least=True), 3
    if first.type == "exactly" and len(words) > 1 and words[1].type == "int":
        return Amount(value=int(words[1].value)), 2
    if first.type == "any" and len(words) > 2 and words[1].type == "number":
        return Amount(all=True), 3
    if first.type == "twice":
        return Amount(twice=True), 1
    return None, 0


def read(words: Sequence[Word], posts: Sequence[Post]) -> Node:
    """One noun phrase (no list) as a `Select` or a `Ref`."""
    plain = tuple(w.type for w in words)
    key = plain
    if not posts:
        if plain in REFS:
            return Ref(REFS[plain])
        if plain in PLAYERS:
            return Ref(PLAYERS[plain], kind="player")
        if plain in THINGS:
            return Ref(THINGS[plain])
    if plain in ZONES and not posts:
        return Ref(ZONES[plain], kind="zone")
    if plain == ("random",) and posts:
        # "1 card at random from each opponent's hand": the zone belongs to the outer phrase
        inner = Select(position="random")
        _apply_posts(inner, posts)
        return inner
    ref = _reference(words, posts)
    if ref is not None:
        return ref
    moment = _moment(words, posts)
    if moment is not None:
        return moment
    special = _zone_or_attribute(words, posts)
    if special is not None:
        return special
    if key and ("of" in plain or "toplay" in plain):
        return _of_phrase(words, posts)
    return _select(list(words), posts)


PHASE_WORDS = {"balance", "refresh", "draw", "deployment", "conflict", "force"}


def _moment(words: Sequence[Word], posts: Sequence[Post]) -> Node | None:
    """ "your conflict phase", "an opponent's turn", "the Force phase", "a turn" (a `Ref`
    to a moment: `turn` or `<phase>_phase`, with whose it is)."""
    if posts:
        return None
    types = [w.type for w in words]
    owner, used = _possessive(words)
    rest = types[used:]
    if owner is None and rest[:1] and rest[0] in ("the", "a", "an", "each", "any"):
        rest = rest[1:]
    if rest == ["turn"]:
        return Ref("turn", owner=owner)
    if len(rest) == 2 and rest[0] in (*PHASE_WORDS, "drawphase") and rest[1] == "phase":
        return Ref(f"{rest[0].replace('drawphase', 'draw')}_phase", owner=owner)
    if rest == ["phase"]:
        return Ref("phase", owner=owner)
    return None


def _zone_or_attribute(words: Sequence[Word], posts: Sequence[Post]) -> Node | None:
    """ "your hand", "each opponent's deck", "an edge stack" (a `Zone`); "your reserve
    value", "the cost" (an `Attribute`)."""
    types = [w.type for w in words]
    owner, used = _possessive(words)
    each = False
    rest = types[used:]
    if owner is None and rest[:1] and rest[0] in ("the", "a", "an", "any", "each"):
        each = rest[0] in ("any", "each")
        rest = rest[1:]
    side = None
    if len(rest) > 2 and rest[0] in ("light", "dark") and rest[1] == "side":
        side, rest = rest[0], rest[2:]
    if tuple(rest) in ZONES and ZONES[tuple(rest)] not in ("play", "force", "game", "engagement"):
        if posts and all(p.kind in OUTER_POSTS for p in posts):
            zone = Zone(ZONES[tuple(rest)], owner=owner, each=each, side=side)
            return ZoneTail(zone, list(posts))
        order = None
        for post in posts:
            target = post.nodes[0] if post.nodes else None
            if (
                post.kind == "in"
                and isinstance(target, Ref)
                and target.name
                in (
                    "any_order",
                    "random_order",
                )
            ):
                order = target.name
            else:
                return None
        return Zone(ZONES[tuple(rest)], owner=owner, each=each, order=order, side=side)
    if rest == ["reserve", "value"] and not posts:
        return Attribute("reserve_value", owner)
    if rest in (["cost"], ["pilot", "cost"]) and not posts:
        return Attribute("pilot_cost" if "pilot" in rest else "cost", owner)
    if rest in (["controller"], ["owner"]) and owner is not None and not posts:
        return Attribute(rest[0], owner)
    if rest == ["death", "star", "dial"]:
        return Ref("death_star_dial")
    if "'s" in types:
        index = len(types) - 1 - types[::-1].index("'s")
        tail = tuple(types[index + 1 :])
        if tail in ATTRIBUTES and not posts:
            return Attribute(ATTRIBUTES[tail], read(list(words[:index]), []))
    return None


def _reference(words: Sequence[Word], posts: Sequence[Post]) -> Node | None:
    """this unit, enhanced unit, that card, those units, the targeted units, each targeted
    unit; "that hand" (the zone named before)."""
    types = [w.type for w in words]
    if len(types) >= 2 and types[0] == "that" and tuple(types[1:]) in ZONES and not posts:
        return Zone(ZONES[tuple(types[1:])], owner=Ref("that", kind="player"))
    if types and types[0] == "the" and len(types) >= 3 and types[1] in ("enhanced",):
        types = types[1:]
        words = list(words[1:])
    pronoun = len(types) == 1 and types[0] in ("it", "them", "him")
    if pronoun or (
        len(types) >= 2
        and types[0] in ("this", "that", "those", "these", "enhanced")
        and (types[-1] in REF_KINDS or types[-1] in HEADS)
    ):
        middle = [w for w in words[1:-1]]
        if any(w.type not in ("event", "name", "aff", "unit", "pilot") for w in middle):
            return None
        name = {"these": "those", "him": "it"}.get(types[0], types[0])
        kind = None if pronoun else HEADS.get(types[-1], types[-1])
        ref = Ref(name, kind=kind, traits=[w.value for w in middle if w.type == "name"])
        for post in posts:
            _ref_post(ref, post, words)
        return ref
    if types[:2] == ["each", "targeted"] and len(types) == 3:
        return Ref("targeted", kind=HEADS.get(types[2], types[2]))
    if types[:2] == ["the", "targeted"] and len(types) == 3:
        return Ref("targeted", kind=HEADS.get(types[2], types[2]))
    if types[:2] == ["the", "other"] and all(t in HEADS or t == "int" for t in types[2:]):
        return Ref("other", kind=HEADS.get(types[-1]) if len(types) > 2 else None)
    return None


def _ref_post(ref: Ref, post: Post, words: Sequence[Word]) -> None:
    """Where a referenced card is or goes: "this unit from your discard pile", "that unit at
    any dark side objective", "that card on the bottom of its deck"."""
    target = post.nodes[0] if post.nodes else None
    places = ("engagement", "force", "play", "game")
    is_place = isinstance(target, Zone) or (isinstance(target, Ref) and target.name in places)
    if post.kind in ("from", "in") and is_place and ref.zone is None:
        ref.zone = target.name  # type: ignore[union-attr]
    elif post.kind == "at" and target is not None and ref.at is None:
        ref.at = target
    elif post.kind == "with_count" and isinstance(target, Amount):
        ref.amount = target
    elif post.kind == "on" and isinstance(target, Select) and target.position in ("top", "bottom"):
        ref.zone = f"{target.zone or 'deck'}_{target.position}"
    else:
        raise NounPhraseError(f"po odwołaniu „{' '.join(w.value for w in words)}”")


def _of_phrase(words: Sequence[Word], posts: Sequence[Post]) -> Node:
    """ "each of your objectives", "1 of those cards", "the top 3 cards of your deck", "one of
    your opponent's Force cards", "the cost of the next card you play". Modifiers after a zone
    ("the top card of your deck at this objective") belong to the whole phrase."""
    result = _of_phrase_inner(words, posts)
    if isinstance(result, ZoneTail):
        raise NounPhraseError("dopełnienie strefy")
    return result


def _of_phrase_inner(words: Sequence[Word], posts: Sequence[Post]) -> Node:
    types = [w.type if w.type != "toplay" else "of" for w in words]
    index = types.index("of")
    left, right = list(words[:index]), list(words[index + 1 :])
    if not right:
        raise NounPhraseError("„of” bez dopełnienia")
    if [w.type for w in right] in (["your", "choice"], ["his", "choice"]):
        chosen = read(left, posts)
        if isinstance(chosen, Select):
            chosen.filters.append(
                Compare(
                    attr="chosen_by",
                    op="==",
                    value=Ref("you" if right[0].type == "your" else "he", kind="player"),
                )
            )
        return chosen
    base = read(right, posts)
    if isinstance(base, ZoneTail):
        outer = _of_phrase_inner(words, [])
        if not isinstance(outer, Select):
            raise NounPhraseError("dopełnienie strefy")
        outer = replace(outer, zone=_zone_name(base.zone), zone_owner=_zone_owner(base.zone))
        _apply_posts(outer, base.posts)
        return outer
    left_types = [w.type for w in left]
    if left_types in (["the", "cost"], ["the", "pilot", "cost"], ["pilot", "cost"]):
        return Attribute("pilot_cost" if "pilot" in left_types else "cost", base)
    if left_types in (["the", "number"],):
        return Attribute("number", base)
    if left_types and left_types[-1] in ("copy", "copies"):
        copy = _select([*left[:-1], Word("card", "card")], [])
        if isinstance(copy, Select):
            copy.kinds = ["copy"]
            copy.either = [base]
        return copy
    count, used = _amount_from(left)
    rest = left_types[used:]
    if not left_types:
        raise NounPhraseError("„of” bez określenia")
    position = None
    if left_types in (["top"], ["bottom"]):  # "on top of its owner's deck"
        left, left_types = [Word("the", "the"), *left], ["the", *left_types]
    if (
        left_types[:1] == ["the"]
        and len(left_types) >= 2
        and left_types[1]
        in (
            "top",
            "bottom",
            "topmost",
            "first",
        )
    ):
        position = "top" if left_types[1] in ("top", "topmost", "first") else "bottom"
        count, used = _amount_from(left[2:])
        rest = left_types[2 + used :]
        if rest and rest[-1] in ("card", "cards"):
            rest = rest[:-1]
        if rest:
            raise NounPhraseError("słowa przed „of”: " + " ".join(rest))
        zone = base
        return Select(
            kinds=["card"],
            count=count or Amount(value=1),
            position=position,
            zone=_zone_name(zone),
            zone_owner=_zone_owner(zone),
        )
    if left_types in (["each"], ["all"]):
        return _with_count(base, Amount(all=True), each=left_types == ["each"])
    if left_types in (["one"], ["a"]):
        return _with_count(base, Amount(value=1))
    if count is not None and not rest:
        return _with_count(base, count)
    if count is not None and rest in (["card"], ["cards"], ["of"]):
        return _with_count(base, count)
    if left_types in (["any", "number"],):
        return _with_count(base, Amount(all=True))
    if left_types == ["another", "one"]:
        result = _with_count(base, Amount(value=1))
        if isinstance(result, Select):
            result.other = True
        return result
    raise NounPhraseError("nierozpoznane „" + " ".join(w.value for w in words) + "”")


def _zone_name(node: Node) -> str | None:
    if isinstance(node, Zone):
        return node.name
    if isinstance(node, Ref) and node.kind == "zone":
        return node.name
    if isinstance(node, Select) and node.zone:
        return node.zone
    if isinstance(node, Select) and node.kinds == ["zone"]:
        return node.names[0] if node.names else None
    return None


def _zone_owner(node: Node) -> Node | None:
    if isinstance(node, Zone):
        return node.owner
    if isinstance(node, Select):
        return node.zone_owner or node.owner
    return None


def _with_count(base: Node, count: Amount, *, each: bool = False) -> Node:
    if isinstance(base, Select):
        return replace(base, count=count, each=each or base.each)
    if isinstance(base, Ref):
        return Select(kinds=[base.kind or "card"], count=count, either=[base], each=each)
    return base


def _select(words: list[Word], posts: Sequence[Post]) -> Node:
    select = Select()
    i = 0
    types = [w.type for w in words]
    # determiners and counts
    while i < len(words):
        t = types[i]
        if t in ("a", "an", "one"):
            select.count = Amount(value=1)
            i += 1
        elif t == "the":
            i += 1
        elif t in ("each", "all"):
            select.count = Amount(all=True)
            select.each = t == "each"
            i += 1
        elif t == "any":
            select.count = select.count or Amount(value=1)
            i += 1
        elif t == "another":
            select.count = Amount(value=1)
            select.other = True
            i += 1
        elif t == "both":
            select.count = Amount(value=2)
            i += 1
        elif t in ("this", "that", "those", "these"):
            raise NounPhraseError(f"„{words[i].value}” w środku frazy")
        else:
            count, used = _amount_from(words[i:])
            if count is None:
                break
            select.count = count
            i += used
    # possessives: "your", "your opponent's", "its owner's", "each opponent's"
    owner, used = _possessive(words[i:])
    if owner is not None:
        select.owner = owner
        i += used
    elif select.count is None and i == 0:
        pass
    alternatives: list[list[Word]] = [[]]
    head: str | None = None
    heads: list[str] = []
    negate = False
    while i < len(words):
        w = words[i]
        t = w.type
        if t == "non":
            negate = True
            i += 1
            continue
        if negate and t in HEADS and (i + 1 == len(words) or types[i + 1] in HEADS):
            select.not_kinds.append(HEADS[t])
            negate = False
            i += 1
            continue
        if negate and t == "fate":
            select.not_kinds.append("fate")
            negate = False
            i += 1
            continue
        if t == "force" and i + 1 < len(words) and types[i + 1] in ("event", "events"):
            alternatives[-1].append(Word("name", "Force"))
            i += 1
            continue
        if (
            t in ("action", "reaction", "interrupt")
            and i + 1 < len(words)
            and types[i + 1] in ("ability", "effect", "effects")
        ):
            # "a Reaction ability", "another Interrupt effect": which kind of ability
            head = HEADS[types[i + 1]]
            heads.append(head)
            select.filters.append(Compare(attr="ability_kind", op="==", value=Ref(t)))
            i += 2
            continue
        if t in HEADS and (i + 1 == len(words) or types[i + 1] not in HEADS or t == "event"):
            if (
                t in ("event", "enhancement", "unit", "objective")
                and i + 1 < len(words)
                and (types[i + 1] in ("card", "cards"))
            ):
                heads.append(HEADS[t])
                i += 2
                head = HEADS[t]
                continue
            if t == "event" and i + 1 < len(words) and types[i + 1] in HEADS:
                select.kinds.append("event")
                i += 1
                continue
            head = HEADS[t]
            heads.append(head)
            i += 1
            if negate:
                raise NounPhraseError("„non-” przed rzeczownikiem")
            continue
        pair = (types[i], types[i + 1]) if i + 1 < len(types) else (types[i], "")
        compound = COMPOUND_HEADS.get(pair)
        if compound is not None:
            heads.append(compound)
            head = compound
            i += 2
            continue
        if t == "fate":
            select.kinds.append("fate")
            i += 1
            if i < len(words) and types[i] in ("card", "cards"):
                head = "fate"
                heads.append("fate")
                i += 1
            continue
        if t == "focus" and i + 1 < len(words) and types[i + 1] in ("token", "tokens"):
            heads.append("focus_token")
            head = "focus_token"
            i += 2
            continue
        if t == "force" and i + 1 < len(words) and types[i + 1] in ("card", "cards"):
            heads.append("force_card")
            head = "force_card"
            i += 2
            continue
        if t == "edge" and i + 1 < len(words) and types[i + 1] in ("card", "cards"):
            heads.append("edge_card")
            head = "edge_card"
            i += 2
            continue
        if t == "resource" and i + 1 < len(words) and types[i + 1] == "generating":
            select.states.append("resource_generating")
            i += 2
            continue
        if t in ("light", "dark") and i + 1 < len(words) and types[i + 1] == "side":
            select.side = t
            i += 2
            continue
        if t in CONTROLLERS:
            select.controller = CONTROLLERS[t]
            i += 1
            continue
        if t == "target":
            select.target = True
            i += 1
            continue
        if t == "other":
            select.other = True
            i += 1
            continue
        if t == "random":  # "1 random card": one picked at random
            select.position = "random"
            i += 1
            continue
        if t in ("first", "next", "highest", "lowest", "top", "bottom", "topmost"):
            select.position = {"topmost": "top"}.get(t, t)
            i += 1
            count, used = _amount_from(words[i:])
            if count is not None:
                select.count = count
                i += used
            continue
        if t in STATES:
            state = STATE_NAMES.get(t, t)
            (select.not_states if negate else select.states).append(state)
            negate = False
            i += 1
            continue
        if t == "name":
            if negate:
                select.not_traits.append(w.value)
            else:
                alternatives[-1].append(w)
            negate = False
            i += 1
            continue
        if t == "aff":
            if negate:
                select.not_affiliations.append(w.value)
            else:
                alternatives[-1].append(w)
            negate = False
            i += 1
            continue
        if t == "character":
            if negate:
                select.not_traits.append("Character")
            else:
                alternatives[-1].append(Word("name", "Character"))
            negate = False
            i += 1
            continue
        raise NounPhraseError(f"słowo „{w.value}” we frazie")
    if negate:
        raise NounPhraseError("„non-” bez słowa")
    traits = [w.value for w in alternatives[0] if w.type == "name"]
    affiliations = [w.value for w in alternatives[0] if w.type == "aff"]
    for state in list(select.states):
        if state == "neutral":
            select.states.remove(state)
            affiliations.append("Neutral")
    if "neutral" in select.not_states:
        select.not_states.remove("neutral")
        select.not_affiliations.append("Neutral")
    if not heads:
        if traits:
            if select.count is None and not select.states and not select.controller:
                select.names = traits
                select.kinds = select.kinds or []
                select.traits = []
                _apply_posts(select, posts)
                return _name_or_trait(select)
            select.traits = traits
        elif not select.kinds and not affiliations and not select.states:
            raise NounPhraseError("fraza bez rzeczownika: " + " ".join(w.value for w in words))
    else:
        select.traits = traits
    select.affiliations = affiliations
    for h in heads:
        if h not in select.kinds:
            select.kinds.append(h)
    if words and words[-1].type in PLURAL and select.count is None:
        select.count = Amount(all=True)
    _apply_posts(select, posts)
    return select


def _name_or_trait(select: Select) -> Select:
    """A bare capitalised phrase ("Luke Skywalker", "Character") names a card or a trait: the
    text does not say which (`names` holds it; an engine tries card titles, then traits)."""
    return select


def _possessive(words: Sequence[Word]) -> tuple[Node | None, int]:
    types = [w.type for w in words]
    if "'s" in types:
        index = types.index("'s")
        who = tuple(types[:index])
        if who in PLAYERS:
            return Ref(PLAYERS[who], kind="player"), index + 1
    if types[:1] and types[0] in POSSESSIVES:
        if (
            len(types) > 2
            and types[1] in ("opponent", "owner", "owners", "controller")
            and (types[2] == "'s")
        ):
            return Ref(types[1], kind="player"), 3
        return Ref(POSSESSIVES[types[0]], kind="player"), 1
    if "'s" in types:
        index = types.index("'s")
        who = tuple(types[:index])
        if who in PLAYERS:
            return Ref(PLAYERS[who], kind="player"), index + 1
        if "of" in who:
            return None, 0  # "the top card of each opponent's deck": the "of" phrase reads it
        inner = read(list(words[:index]), [])
        return inner, index + 1
    return None, 0


def _apply_posts(select: Select, posts: Sequence[Post]) -> None:
    for post in posts:
        kind = post.kind
        nodes = [n for n in post.nodes if isinstance(n, Node)]
        if kind == "you_control":
            select.controller = (
                "you" if select.controller in (None, "friendly") else select.controller
            )
        elif kind == "you_control_or_in" and len(nodes) == 1:
            # "you control or in your edge stack": under your control, or in that place
            select.filters.append(Compare(attr="you_control_or_in", op="at", value=nodes[0]))
        elif kind in ("he_controls", "player_controls"):
            select.controller = "that_player"
        elif kind == "controlled_by":
            select.owner = nodes[0] if nodes else None
            select.controller = "controlled_by"
        elif kind in ("in", "from", "at"):
            target = nodes[0] if nodes else None
            if isinstance(target, Zone):
                select.zone = target.name
                select.zone_owner = target.owner
            elif (isinstance(target, Ref) and target.kind == "zone") or (
                isinstance(target, Ref) and target.name in ("play", "force", "engagement", "game")
            ):
                select.zone = target.name
            elif isinstance(target, Ref) and target.name in ("random", "any_order", "random_order"):
                select.position = target.name
            elif isinstance(target, Select) and target.position == "random" and not target.kinds:
                select.position = "random"
                select.zone = target.zone
                select.zone_owner = target.zone_owner
            elif isinstance(target, Select) and target.kinds == [] and target.owner is not None:
                raise NounPhraseError("strefa bez nazwy")
            elif isinstance(target, Select) and _zone_of(target):
                select.zone = _zone_of(target)
                select.zone_owner = target.owner
            else:
                select.filters.append(Compare(attr=kind, op="at", value=target))
        elif kind == "on":
            select.filters.append(Compare(attr="on", op="==", value=nodes[0] if nodes else None))
        elif kind == "attached_to":
            select.filters.append(
                Compare(attr="attached_to", op="==", value=nodes[0] if nodes else None)
            )
        elif kind in ("printed_cost", "cost"):
            amount = next((n for n in nodes if isinstance(n, Amount)), None)
            select.filters.append(Compare(attr="printed_cost", op=_op(amount), value=amount))
        elif kind == "force_icons":
            amount = next((n for n in nodes if isinstance(n, Amount)), None)
            select.filters.append(Compare(attr="printed_force_icons", op=_op(amount), value=amount))
        elif kind == "priority":
            amount = next((n for n in nodes if isinstance(n, Amount)), None)
            select.filters.append(Compare(attr="edge_priority", op=_op(amount), value=amount))
        elif kind == "committed":
            negated = "not" in post.words
            (select.not_states if negated else select.states).append("committed")
        elif kind == "participating":
            negated = "not" in post.words
            (select.not_states if negated else select.states).append("participating")
        elif kind == "not_engaged":
            select.not_states.append("engaged")
        elif kind == "named":
            select.names.extend(post.names)
        elif kind == "not_named":
            select.not_names.extend(post.names)
        elif kind in ("here",):
            select.filters.append(Compare(attr="captured_at", op="==", value=Ref("this")))
        elif kind == "with_count" and len(nodes) == 2:
            # "with 1 or more enhancements on it", "with 2 focus tokens"
            amount = next((n for n in nodes if isinstance(n, Amount)), None)
            counted = next((n for n in nodes if not isinstance(n, Amount)), None)
            select.filters.append(Compare(attr="count", op=_op(amount), value=amount, of=counted))
        elif kind in ("with_damage", "without_damage"):
            # "with 2 or more damage on it", "with no damage on it"
            amount = next((n for n in nodes if isinstance(n, Amount)), Amount(value=0))
            select.filters.append(Compare(attr="damage", op=_op(amount), value=amount))
        elif kind == "without_count" and len(nodes) == 1:
            # "with no focus tokens on it", "with no enhancements": none of them
            amount = Amount(value=0)
            select.filters.append(Compare(attr="count", op="==", value=amount, of=nodes[0]))
        elif kind == "with_trait":
            select.traits.extend(post.names)
        elif kind == "printed_cost_value" and len(nodes) == 1:
            # "with a printed cost equal to or lower than <value>"
            select.filters.append(Compare(attr="printed_cost", op="<=", value=nodes[0]))
        elif kind == "cost_le_count" and len(nodes) == 1:
            # "equal to or lower than the number of <things>"
            count = Attribute("number", nodes[0])
            select.filters.append(Compare(attr="printed_cost", op="<=", value=count))
        elif len(nodes) > 1:
            # a modifier with several parts ("with 1 or more enhancements on it") no rule above
            # reads: refused rather than kept without its parts
            raise NounPhraseError(f"dopełnienie „{' '.join(post.words)}”")
        else:
            select.filters.append(
                Compare(attr=kind, op="", value=nodes[0] if len(nodes) == 1 else None)
            )


def _zone_of(select: Select) -> str | None:
    kinds = set(select.kinds)
    if kinds & {"hand", "deck", "discard"}:
        return next(iter(kinds & {"hand", "deck", "discard"}))
    return None


def _op(amount: Amount | None) -> str:
    if amount is None:
        return "=="
    if amount.at_least:
        return ">="
    if amount.at_most:
        return "<="
    return "=="


def combine(items: Sequence[Node], conjunctions: Sequence[str]) -> Node:
    """A list of noun phrases ("a Character or Creature unit", "a unit or objective you
    control", "Fighter, Speeder or Pilot units"): an item without a head shares the next
    item's head, the first item's determiner and the last item's post-modifiers are
    everyone's; items differing only by traits or affiliations are one selection."""
    if len(items) == 1:
        return items[0]
    if isinstance(items[0], Attribute):
        # "the cost [and pilot cost] of A or B": the attribute of every item
        attrs = [i for i in items if isinstance(i, Attribute)]
        rest = [i for i in items if not isinstance(i, Attribute)]
        names = {a.name for a in attrs}
        of_items = [a.of for a in attrs if a.of is not None] + rest
        if names <= {"cost", "pilot_cost"} and of_items:
            of = (
                of_items[0]
                if len(of_items) == 1
                else combine(of_items, conjunctions[len(attrs) - 1 :])
            )
            name = "cost_and_pilot_cost" if names == {"cost", "pilot_cost"} else attrs[0].name
            return Attribute(name, of)
    zones = any(isinstance(i, Ref) and i.kind == "zone" for i in items)
    cards = any(isinstance(i, Select) and (i.kinds or i.position) for i in items)
    if zones and cards:
        # "the top card of an objective or command deck": the zones share "the top card of",
        # which a list of noun phrases cannot say (it would read "a card or a deck")
        raise NounPhraseError("lista stref")
    head = items[0]
    if zones and isinstance(head, Zone) and head.owner is not None:
        # "your hand or deck": the possessive is every zone's
        items = [
            Zone(i.name, owner=head.owner)
            if isinstance(i, Ref) and i.kind == "zone" and i.owner is None and i.at is None
            else i
            for i in items
        ]
    selects = [i for i in items if isinstance(i, Select)]
    conj = "and" if conjunctions and all(c == "and" for c in conjunctions) else "or"
    if len(selects) != len(items):
        return Select(either=list(items), count=None, kinds=[], each=conj == "and")
    first = selects[0]
    merged: list[Select] = []
    for index, item in enumerate(selects):
        current = replace(item)
        if not current.kinds:
            following = next((s for s in selects[index + 1 :] if s.kinds), None)
            if following is not None:
                current.kinds = list(following.kinds)
                if current.names and not current.traits:
                    current.traits, current.names = current.names, []
        if current.count is None and first.count is not None:
            current.count = first.count
            current.each = first.each
        if index > 0:
            current.target = current.target or first.target
            if current.controller is None and first.controller is not None:
                current.controller = first.controller
                current.owner = current.owner or first.owner
            if not current.states and first.states and current.kinds == first.kinds:
                current.states = list(first.states)
        merged.append(current)
    last = merged[-1]
    for current in merged[:-1]:
        if not current.filters and last.filters:
            current.filters = list(last.filters)
        if current.controller is None and last.controller is not None:
            current.controller = last.controller
            current.owner = current.owner or last.owner  # "controlled by that player"
        if current.zone is None and last.zone is not None:
            current.zone = last.zone
            current.zone_owner = current.zone_owner or last.zone_owner
    if conj == "or" and _only_alternatives(merged):
        base = replace(merged[0])
        for other in merged[1:]:
            base.traits = base.traits + [t for t in other.traits if t not in base.traits]
            base.affiliations = base.affiliations + [
                a for a in other.affiliations if a not in base.affiliations
            ]
        return base
    return Select(
        either=list(merged),
        count=first.count,
        target=first.target,
        each=conj == "and",
        kinds=[],
    )


def _only_alternatives(selects: Sequence[Select]) -> bool:
    """Whether the selections differ only in their traits and affiliations."""

    def core(s: Select) -> Select:
        return replace(s, traits=[], affiliations=[], names=[])

    first = core(selects[0])
    return all(core(s) == first for s in selects[1:]) and all(not s.names for s in selects)
