"""From the parse tree of one English sentence to the ability AST of `judge.cards.ast`.

Noun phrases become `NP` values (determiner, modifiers, head, post-modifiers, owner); a
verb's complements are flattened into a list of roles (`Comps`: bare noun phrases, noun
phrases after a preposition, flags), and the verb's *frame* takes the ones it knows: "deal"
an amount of damage `to` a target, "move" tokens `from` a source `to` a destination. A frame
that meets a complement it does not know raises `FrameError`: the sentence is then reported
as not understood instead of being half understood (the same contract as the Polish grammar).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Any

from lark import Token, Transformer, Tree

from judge.cards import ast as A
from judge.cards.english.lexicon import DAMAGE_TYPES, ICON_WORDS


class FrameError(ValueError):
    """The sentence parsed, but its words do not form an effect the AST can express."""


@dataclass
class NP:
    det: str | None = None  # "a", "the", "this", "each", "any", "all", "another", ...
    count: Any = None  # an Amount
    noms: list[tuple[str, str]] = field(default_factory=list)  # (class, lemma)
    posts: list[tuple[str, Any]] = field(default_factory=list)
    owner: NP | None = None
    pronoun: str | None = None
    partitive: str | None = None  # "one_of", "each_of", "all_of", "n_of", "up_to_of", ...
    inner: NP | None = None  # the phrase of a partitive
    items: list[NP] | None = None
    join: str | None = None  # "and" / "or"
    plural: bool = False
    name: str | None = None
    possessive: str | None = None  # "your", "their", "its"
    inherited: bool = False  # the determiner is the list's first item's ("a weapon or equipment")
    half: bool = False  # "half its cost": half of the amount the phrase names

    @property
    def head(self) -> str | None:
        if self.inner is not None and not self.noms:
            return self.inner.head  # "any number of shields": shields
        for cls, lemma in reversed(self.noms):
            if cls in ("NOUN", "SUBTYPE", "NAME"):
                return lemma if cls != "SUBTYPE" else "subtype:" + lemma
        return None

    def core(self) -> NP:
        """The phrase a partitive selects from ("one of your dice" → "your dice")."""
        return self.inner.core() if self.inner is not None else self


@dataclass
class Comp:
    role: str  # "np", a preposition, or a flag
    np: NP | None = None
    value: Any = None


@dataclass
class Clause:
    verb: str
    form: str
    comps: list[Comp]
    subject: NP | None = None
    modal: str | None = None
    mods: list[tuple[str, Any]] = field(default_factory=list)
    copula: bool = False
    negated: bool = False
    alternatives: list[str] = field(default_factory=list)  # "turn or remove a die"
    conjoined: list[Clause] = field(default_factory=list)  # "chooses and removes …"
    prohibited: bool = False  # the clause says what cannot be done ("cannot turn dice")


@dataclass
class TriggerWithCondition:
    """A trigger whose clause carried "if …" ("After X, if Y, …" read by LALR as one clause)."""

    trigger: A.Trigger
    condition: Any


@dataclass
class Sentence:
    """What one sentence contributes to an ability (the Polish parser's `Sentence` kinds)."""

    kind: str  # "triggered", "restriction", "persistent", "then", "effect", "if_event"
    effect: Any = None
    trigger: A.Trigger | None = None
    restriction: Any = None
    condition: Any = None
    keyword: Any = None


# --- noun phrases to targets and amounts ------------------------------------------------------

KIND_OF_NOUN = {
    "character": "character",
    "die": "die",
    "card": "card",
    "upgrade": "upgrade",
    "support": "support",
    "event": "event",
    "battlefield": "battlefield",
    "plot": "plot",
    "downgrade": "downgrade",
    "side": "face",
    "shield": "shield",
    "resource": "resource",
    "damage": "damage",
    "player": "player",
    "opponent": "player",
    "ability": "ability",
    "symbol": "symbol",
    "copy": "copy",
    "blank": "symbol",
    "special": "symbol",
    "token": "token",
}
ZONES: dict[str, A.Zone] = {
    "hand": "hand",
    "deck": "deck",
    "discard pile": "discard_pile",
    "pool": "pool",
    "play": "play",
    "set-aside zone": "side",
    "team": "team",  # type: ignore[dict-item]
    "game": "game",
}
SYMBOL_NOUNS = {
    "damage": ("MD", "RD", "ID"),
    "shield": ("Sh",),
    "resource": ("R",),
    "blank": ("-",),
    "special": ("Sp",),
    "disrupt": ("Dr",),
    "focus": ("F",),
    "discard": ("Dc",),
}
# filters that pick objects out ("the cheapest card", "the unused battlefield"): with them "the
# X" selects, it does not point back at an object named before
SELECTING_FILTERS = frozenset(
    {"not_in_use", "cheapest", "lowest_value", "highest_value", "top", "random", "last"}
)
ADJ_FILTERS = {
    "unused": "not_in_use",
    "cheapest": "cheapest",
    "different": "different",
    "unique": "unique",
    "non-unique": "non_unique",
    "exhausted": "exhausted",
    "ready": "ready",
    "defeated": "defeated",
    "random": "random",
    "set-aside": "set_aside",
    "damaged": "damaged",
    "elite": "elite",
    "non-elite": "non_elite",
    "facedown": "facedown",
    "unblockable": "unblockable",
    "detected": "detected",
    "undetected": "undetected",
    "piloted": "piloted",
}


# phrases a relative clause may swallow that belong to the verb of the sentence
LIFTABLE = ("maximum_of", "for_free", "instead", "if_able", "again", "each_round")
CARD_HEADS = ("character", "support", "upgrade", "card", "event", "battlefield", "plot")
PARTICIPLES = {
    "pilot": "piloted",
    "exhaust": "exhausted",
    "defeat": "defeated",
    "detect": "detected",
}


def _icons(text: str) -> tuple[str, ...]:
    import re

    return tuple(ICON_WORDS[w] for w in re.findall(r"\[(\w+)\]", text) if w in ICON_WORDS)


# "that many", "the same number of": as many as the objects the step before acted on
JUST_COUNT = A.CountOf(A.Ref("just"))


def np_count(np: NP) -> Any:
    if np.count is not None:
        return np.count
    if np.partitive in ("all_of", "each_of"):
        return A.All()
    if np.det in ("all", "each"):
        return A.All()
    if np.det == "any" and (np.plural or np.head == "damage"):
        return A.AnyNumber()  # "any dice", "any damage"
    if np.plural and np.det in ("the", "those", "these", "your", "their", "its"):
        return A.All()
    if np.plural and np.det is None and np.owner is not None:
        return A.All()  # "that character's dice": all of them
    return A.Fixed(1)


def _controller(np: NP) -> str:
    if np.possessive in ("your",) or ("controller", "you") in np.posts:
        return "you"
    if (
        np.owner is not None
        and np.owner.head in ("controller", "owner")
        and np.owner.possessive == "its"
    ):
        return "its"  # "its controller's hand"
    if ("controller", "opponent") in np.posts:
        return "opponent"
    if np.possessive in ("his", "her") and np.owner is None:
        return "its"
    owner = np.owner
    if owner is not None:
        if owner.head == "opponent":
            return "opponent"  # "your opponent's hand", "your opponents' characters"
        if owner.pronoun == "you" or owner.possessive == "your":
            return "you"
        if owner.head == "player":
            return "any"
    return "any"


def _shared_head(items: list[NP]) -> list[NP]:
    """ "a Sith, Jedi or leader character die": the nouns after the last modifier belong to
    every item (a die of a Sith character, ...), not only to the last."""
    last = items[-1]
    while last.items:  # "a Sith, (Jedi or leader character die)": the innermost last item
        last = last.items[-1]
    if last.det is not None and not last.inherited:
        return items  # "a bounty or a Yellow event": each item has its own determiner
    modifiers = ("SUBTYPE", "COLOR", "AFFILIATION")
    split = next((i for i, (cls, _) in enumerate(last.noms) if cls not in modifiers), None)
    if split is None or split == 0 or last.noms[split][0] != "NOUN":
        return items
    tail = last.noms[split:]

    def bare(item: NP) -> bool:
        return bool(item.noms) and all(cls in modifiers for cls, _ in item.noms)

    if not all(
        (bare(item) or item.noms[-len(tail) :] == tail) and not item.posts and not item.items
        for item in items[:-1]
    ):
        return items
    return [
        NP(**{**item.__dict__, "noms": [*item.noms, *tail]}) if bare(item) else item
        for item in items[:-1]
    ] + [items[-1]]


def to_target(np: NP, default_kind: str | None = None) -> Any:
    """A noun phrase as a `Select`, `Ref`, `Player`, `Both` or `Either`."""
    if np.det == "this" and np.posts and all(k == "set_ref" for k, _ in np.posts):
        np = NP(**{**np.__dict__, "posts": []})  # "this die ([EC]30)": this card's own die
    if np.det in ("that", "those") and any(
        k == "reminder" and _zero_reminder(v) for k, v in np.posts
    ):
        # "that die (specials and blanks are zeroes)": the reminder describes nothing more
        np = NP(**{**np.__dict__, "posts": [p for p in np.posts if not _zero_reminder(p[1])]})
    head_word = np.head or ""
    if (head_word.startswith("subtype:") or head_word in ("upgrade", "downgrade")) and any(
        k == "prep" and v[0] == "on" for k, v in np.posts
    ):
        # "a weapon upgrade on attached character" (no verb took the phrase): where it sits
        np = NP(
            **{
                **np.__dict__,
                "posts": [
                    ("on", v[1]) if k == "prep" and v[0] == "on" else (k, v) for k, v in np.posts
                ],
            }
        )
    if np.items is not None:
        parts = _shared_head(np.items)
        targets = tuple(to_target(item, default_kind) for item in parts)
        return A.Both(targets) if np.join == "and" else A.Either(targets)
    of = next((v for k, v in np.posts if k == "of"), None)
    if np.head == "number" and of is not None and len(np.noms) == 1:
        # "any number of your dice", "a number of dice equal to …"
        # "spot a number of characters …" (no "equal to" after it): as many as the player
        # wants; "a number of X equal to Y" is read by the verb (`_number_equal_to`)
        count: Any = A.AnyNumber() if np.det in ("any", "a", "an") else None
        if count is None:
            raise FrameError("a number of")
        rest = [p for p in np.posts if p[0] != "of"]
        return to_target(NP(partitive="n_of", count=count, inner=of, posts=rest), default_kind)
    if np.partitive is None and not np.noms and np.pronoun is None and of is not None:
        # "up to 2 of your dice", "each of …": a quantity over the phrase after "of"
        rest = [p for p in np.posts if p[0] != "of"]
        partitive = "each_of" if np.det == "each" else "all_of" if np.det == "all" else "n_of"
        np = NP(partitive=partitive, count=np.count, inner=of, posts=rest)
    if np.partitive is not None and np.inner is not None:
        inner = to_target(np.inner, default_kind)
        if isinstance(inner, A.Select):
            count = np.count or PARTITIVE_COUNTS.get(np.partitive, A.Fixed(1))
            each = np.partitive == "each_of"
            filters = inner.filters + _post_filters(np)
            if np.partitive == "another_of":
                filters = (*filters, A.Filter("other"))  # "another one of your dice"
            return A.Select(
                inner.kind, count, inner.controller, filters, inner.zone, inner.owner, each=each
            )
        if isinstance(inner, A.Both | A.Either) and np.partitive in ("n_of", "any_of"):
            # "1 of your pilot dice and 1 of your vehicle dice", "any number of your supports
            # and non-unique characters": the count is every item's without its own count
            count = np.count or PARTITIVE_COUNTS[np.partitive]
            if isinstance(inner, A.Either) and not isinstance(count, A.AnyNumber | A.Fixed):
                raise FrameError("a count over alternatives")
            if isinstance(inner, A.Either) and isinstance(count, A.Fixed) and count.value != 1:
                raise FrameError("a count over alternatives")
            return replace(inner, items=_counted_items(inner.items, np.inner, count))
        if np.partitive == "one_of" and isinstance(inner, A.Either):
            # "one of your characters or supports": one object, of either kind; an item with
            # its own count keeps it ("… or up to 3 of your Ewok characters")
            phrases = np.inner.items if np.inner is not None and np.inner.items else []
            own = [phrase.count is not None or phrase.partitive is not None for phrase in phrases]
            if len(own) != len(inner.items):
                own = [False] * len(inner.items)
            items = tuple(
                replace(item, count=A.Fixed(1), each=False)
                if isinstance(item, A.Select) and not keep
                else item
                for item, keep in zip(inner.items, own, strict=True)
            )
            return A.Either(items)
        if np.partitive == "one_of" and isinstance(inner, A.Both):
            # "one of your vehicles and up to 2 of your scoundrels": "one of" is the first's
            first = inner.items[0]
            if isinstance(first, A.Select):
                first = replace(first, count=A.Fixed(1), each=False)
            return A.Both((first, *inner.items[1:]))
        if isinstance(inner, A.Ref) and np.partitive in PARTITIVE_COUNTS:
            # "one of them", "any number of those dice": some of the objects named before
            count = np.count or PARTITIVE_COUNTS[np.partitive]
            return A.Select(
                inner.kind or default_kind or "card",  # type: ignore[arg-type]
                count,
                "any",
                (A.Filter("among", inner), *_post_filters(np)),
                each=np.partitive == "each_of",
            )
        raise FrameError(f"partitive of {type(inner).__name__}")
    if np.pronoun is not None:
        if np.pronoun in ("you", "yourself"):
            return A.Player("you")
        if np.pronoun in ("they", "them", "him", "her", "he", "she") and default_kind == "player":
            return A.Player("given")
        # "it" names what the text named last; the verb's default kind is a guess, except for
        # verbs that act on dice only
        if np.pronoun in ("him", "her", "he", "she"):
            return A.Ref("it", "character")  # a person: a character
        return A.Ref("it", default_kind if default_kind == "die" else None)
    head = np.head
    if (
        len(np.noms) == 2
        and np.noms[0] == ("ADJ", "matching")
        and np.noms[1][0] == "NOUN"
        and not np.posts
    ):
        # "its matching character", "that die's matching card": the die's card
        die = to_target(np.owner, "die") if np.owner is not None else None
        if die is None and np.possessive == "its":
            die = A.Ref("it", "die")
        if die is None:
            raise FrameError("matching what")
        return A.CardOf(die, KIND_OF_NOUN.get(np.noms[1][1], "card"))
    if head == "rest" and np.det == "the" and len(np.noms) == 1 and not np.posts:
        return A.Ref("rest", default_kind if default_kind != "character" else None)
    if head is None and np.det == "this" and not np.noms and not np.posts and np.owner is None:
        return A.Ref("self", "card")  # "exhaust this": this card
    if head is None:
        if np.det in ("this", "that") or np.det is None:
            raise FrameError("noun phrase without a head")
        head = default_kind or "card"
    if head in ("opponent", "player") and any(
        not (kind == "reminder" and _harmless_reminder(value)) for kind, value in np.posts
    ):
        # "an opponent that has 3 or more resources", "an opponent who has more cards in hand
        # than you": that player, with the filters the relative clause says
        if not all(kind in ("has", "compared") for kind, _ in np.posts):
            raise FrameError("a player with a description")
        player = to_target(NP(**{**np.__dict__, "posts": []}), default_kind)
        if not isinstance(player, A.Player) or player.who in ("you", "given", "its_controller"):
            raise FrameError("a player with a description")
        return replace(player, filters=tuple(A.Filter(kind, value) for kind, value in np.posts))  # type: ignore[arg-type]
    if head == "opponent":
        if np.det in ("that", "the"):
            return A.Player("given")
        if np.det in ("each", "all") or np.partitive == "each_of" or np.plural:
            return A.Player("each_opponent")  # "your opponents", "each opponent"
        return A.Player("opponent")
    if head in ("controller", "owner") and not np.posts and not np.noms[:-1]:
        named = np.possessive == "its" or (
            np.owner is not None and np.owner.det == "that" and np.owner.head in CARD_HEADS
        )
        if named:
            return A.Player("its_controller")  # "its controller", "that card's owner"
    if head == "player":
        if np.det in ("each", "all") or (np.plural and np.det is None and not np.noms[:-1]):
            return A.Player("each_player")
        if np.det in ("that", "the") and not np.noms[:-1]:
            return A.Player("given")
        if np.det in ("a", "an", "any") and not np.noms[:-1] and not np.posts:
            return A.Player("any_player")  # "a player", "any player": you or an opponent
        if np.det == "another" and not np.noms[:-1] and not np.posts:
            return A.Player("opponent")  # "another player": not you
        raise FrameError("a player")
    shown_on = _post(np, "shown_on")
    if head in ("blank", "special", "disrupt", "focus") and shown_on is not None:
        # "the number of blanks showing on an opponent's dice": a die shows one side, so the
        # dice showing it
        described = [k for k, _ in np.posts if k not in ("shown_on", "icons")]
        if described or np.det is not None or not np.plural:
            raise FrameError("symbols showing on what")
        dice = to_target(shown_on, "die")
        if not isinstance(dice, A.Select) or dice.kind != "die" or dice.filters:
            raise FrameError("symbols showing on what")
        return replace(dice, count=A.All(), filters=(A.Filter("showing", SYMBOL_NOUNS[head]),))
    if head in ZONES and head not in ("play", "game"):
        # "an opponent's hand", "your deck": the cards in that zone
        if np.noms and np.noms[-1][0] not in ("NOUN", "SUBTYPE", "NAME"):
            raise FrameError("a word after the zone")  # "your hand facedown"
        zone = ZONES[head]
        owner_player = _controller(np)
        if np.owner is not None and np.owner.head == "owner":
            owner_player = "its"
        return A.Select("card", A.All(), owner_player, (), zone)  # type: ignore[arg-type]
    if head in ("shield", "damage", "resource"):
        just = next((v for k, v in np.posts if k == "just"), None)
        if just is None and len(np.noms) >= 2 and np.noms[-1][0] == "VERB_ED":
            just = np.noms[-1][1]  # "the number of shields removed"
        if just is not None:
            return A.Ref("just", head, JUST_VERBS.get(just, just))
        where = next((v for k, v in np.posts if k in ("on", "of")), None)
        count = A.All() if np.plural and np.det is None and np.count is None else np_count(np)
        return A.Select(
            head,  # type: ignore[arg-type]
            count,
            _controller(np),  # type: ignore[arg-type]
            _post_filters(np),
            owner=to_target(where, "character") if where is not None else None,
        )
    if head.startswith("subtype:") or head in (
        "character",
        "die",
        "card",
        "upgrade",
        "support",
        "event",
        "battlefield",
        "plot",
        "downgrade",
        "ability",
        "copy",
        "side",
        "symbol",
        "token",
    ):
        return _select(np, head)
    if np.name is not None or any(cls == "NAME" for cls, _ in np.noms):
        others = [n for n in np.noms if n[0] != "NAME"]
        extra: tuple[A.Filter, ...] = ()
        if others:  # "a set-aside Ewok Warrior": the other words still describe it
            probe = to_target(NP(noms=[*others, ("NOUN", "card")]), "card")
            extra = probe.filters if isinstance(probe, A.Select) else ()
        code = _set_code(head)
        if code is not None:
            # "a set-aside E-Web Emplacement ([SoR]5)": that very card, of whatever type
            name = re.sub(r"\s*\(\s*\[\w+\]\s*\d+\s*\)\s*$", "", str(head))
            number: Any = A.Fixed(1)
            if np.count is not None:
                number = np.count  # "add 3 set-aside Nightsister Zombies ([SoH]4)"
                if isinstance(number, A.Fixed) and number.value > 1 and name.endswith("s"):
                    name = name[:-1]  # the plural of the card's name
            elif np.det in ("each", "all"):
                number = A.All()  # "the point value of each Clone Trooper ([LEG]38)"
            elif np.det not in (None, "a", "an", "the", "your"):
                raise FrameError("which card of that code")  # "that Battle Droid ([LEG]9)"
            by_code = (A.Filter("named", name), A.Filter("code", code))
            selected = A.Select("card", number, "you", (*extra, *by_code))
            return replace(selected, each=True) if np.det == "each" else selected
        return A.Select("character", A.Fixed(1), "you", (*extra, A.Filter("named", head)))
    raise FrameError(f"unknown head {head!r}")


def _counted_items(targets: tuple[Any, ...], phrase: NP | None, count: Any) -> tuple[Any, ...]:
    """The items of a list, each with `count` unless the text gave it its own."""
    phrases = phrase.items if phrase is not None and phrase.items else [None] * len(targets)
    out = []
    for target, item in zip(targets, phrases, strict=False):
        own = item is not None and (item.count is not None or item.partitive is not None)
        if isinstance(target, A.Select) and not own:
            target = replace(target, count=count)
        out.append(target)
    return tuple(out)


def _select(np: NP, head: str) -> Any:
    filters: list[A.Filter] = []
    kind = KIND_OF_NOUN.get(head, "card")
    if head.startswith("subtype:"):
        kind = "card"
        filters.append(A.Filter("subtype", head.split(":", 1)[1]))
    if np.det == "the" and np.posts == [("not_played", None)] and len(np.noms) == 1:
        return A.Ref("rest", kind)  # "the cards you don't play": the ones left
    attached = any(cls == "VERB_ED" and lemma == "attach" for cls, lemma in np.noms)
    if attached and np.det in (None, "the"):
        return A.Ref("attached", kind)
    just = next((v for k, v in np.posts if k == "just"), None)
    if (
        just is None
        and len(np.noms) >= 2
        and np.noms[-1][0] == "VERB_ED"
        and (np.noms[-2][0] in ("NOUN", "SUBTYPE"))
    ):
        just = np.noms[-1][1]  # "the cards discarded", "the number of dice removed"
        kind = KIND_OF_NOUN.get(np.noms[-2][1], kind)
    if (
        just is None
        and np.det in ("the", "those", "these")
        and len(np.noms) == 2
        and np.noms[0][0] == "VERB_ED"
        and np.noms[0][1] in JUST_VERBS
        and np.noms[1][0] in ("NOUN", "SUBTYPE")
        and not np.posts
    ):
        just = np.noms[0][1]  # "the revealed card", "those removed dice"
    if just is not None:
        done = A.Ref("just", kind, JUST_VERBS.get(just, just))
        described = [k for k, _ in np.posts if k != "just"]
        if any(k not in JUST_DESCRIPTIONS for k in described):
            raise FrameError("the ones just … described further")
        if described:
            # "dice that just rolled a blank": those of them that show it
            return A.Select(kind, A.All(), "any", (A.Filter("among", done), *_post_filters(np)))  # type: ignore[arg-type]
        return done

    die_of: list[str] = []
    head_index = max(
        (i for i, (cls, _) in enumerate(np.noms) if cls in ("NOUN", "SUBTYPE", "NAME")),
        default=-1,
    )
    for index, (cls, lemma) in enumerate(np.noms):
        if index == head_index:
            continue
        if cls == "COLOR":
            filters.append(A.Filter("color", lemma))
        elif cls == "NON_COLOR":
            filters.append(A.Filter("not_color", lemma))
        elif cls == "ADJ" and lemma in ADJ_FILTERS:
            filters.append(A.Filter(ADJ_FILTERS[lemma]))  # type: ignore[arg-type]
        elif cls == "ADJ" and lemma == "top":
            filters.append(A.Filter("top"))
        elif cls == "ADJ" and lemma == "bottom" and np.det == "bottom":
            filters.append(A.Filter("bottom"))  # "the bottom card of your deck"
        elif cls == "ADJ" and lemma == "first" and any(k == "first_played" for k, _ in np.posts):
            continue  # "the first ability you play each round": read with the relative clause
        elif (cls == "ADJ" and lemma in ("other", "another")) or cls == "OTHER":
            filters.append(A.Filter("other"))
        elif cls == "ADJ" and lemma == "remaining" and np.det == "the":
            filters.append(A.Filter("remaining"))  # read as "the rest" below
        elif cls == "SUBTYPE":
            filters.append(A.Filter("subtype", lemma))
        elif cls == "NON_SUBTYPE":
            filters.append(A.Filter("not_subtype", lemma))
        elif cls == "AFFILIATION":
            filters.append(A.Filter("affiliation", lemma))
        elif cls == "NOUN" and kind == "die" and lemma in ("character", "upgrade", "support"):
            die_of.append(lemma)
        elif cls == "NAME":
            filters.append(A.Filter("named", lemma))
        elif cls == "NOUN" and lemma in ("character", "upgrade", "support", "event", "card"):
            filters.append(A.Filter("card_type", lemma))
        elif cls == "VERB_ED" and lemma in ADJ_FILTERS:
            filters.append(A.Filter(ADJ_FILTERS[lemma]))  # type: ignore[arg-type]
        elif cls == "VERB_ED" and PARTICIPLES.get(lemma) in ADJ_FILTERS:
            filters.append(A.Filter(ADJ_FILTERS[PARTICIPLES[lemma]]))  # type: ignore[arg-type]
        elif cls == "ADJ" and lemma == "non-character" and kind == "die":
            filters.append(A.Filter("die_of", ("upgrade", "support")))  # a non-character die
        elif cls == "ADJ" and lemma in NON_TYPES and kind != "die":
            # "a non-plot card": any card but a plot
            filters.append(A.Filter("not_matches", A.Select(NON_TYPES[lemma])))
        elif cls == "DMG_TYPE":
            filters.append(A.Filter("showing", (DAMAGE_TYPES[lemma],)))
        else:
            raise FrameError(f"modifier {lemma!r}")
    single_kind_owner = None
    of_owner = tuple(f for f in filters if f.kind in ("subtype", "not_subtype"))
    if die_of and len(die_of) == 1 and np.owner is None and np.possessive is None and of_owner:
        # "a trooper character die": the subtype belongs to the character, not to the die
        filters = [f for f in filters if f not in of_owner]
        single_kind_owner = A.Select(die_of[0], filters=of_owner)  # type: ignore[arg-type]
    elif die_of:
        # "a character die": a die that belongs to a character, wherever it is (the pool);
        # not "a die of a character" (`owner`), which would also take the dice on the card
        filters.append(A.Filter("die_of", tuple(die_of)))
    if np.det in ("another",):
        filters.append(A.Filter("other"))
    filters.extend(_post_filters(np, said_by_select=True))
    zone = _zone_of_posts(np)
    if isinstance(zone, tuple):
        raise FrameError("several zones")  # only an effect (Play.zone) holds several
    if np.det in ("this", "these") and all(k == "zone" for k, _ in np.posts):
        return A.Ref("this_die", "die") if kind == "die" else A.Ref("self", kind)
    if (
        np.det in ("that", "those")
        and np.count is None
        and np.owner is None
        and np.posts
        and all(k in ("zone", "zone_each") for k, _ in np.posts)
    ):
        return A.Ref("given", kind)  # "that die in your pool": the die named before
    conditions = [
        k
        for k, _ in np.posts
        if k
        in (
            "showing",
            "not_showing",
            "showing_value",
            "not_showing_value",
            "showing_given_symbol",
            "matches",
            "has",
            "compared",
            "title_contains",
            "extreme",
        )
    ]
    if np.det in ("those", "these") and conditions and np.owner is None and zone is None:
        # "those cards that are events": the ones named before that fit
        return A.Select(
            kind,  # type: ignore[arg-type]
            A.All(),
            "any",
            (A.Filter("among", A.Ref("given", kind)), *filters),
        )
    if np.det == "this" and kind == "die" and np.noms == [("NOUN", "die")] and np.owner is None:
        itself = to_target(NP(det="this", noms=list(np.noms)), "die")
        if conditions and all(k in ("showing", "not_showing", "showing_value") for k in conditions):
            # "remove this die showing a resource": this die, only while it shows one (else
            # nothing is selected, and a cost cannot be paid)
            return A.Select("die", A.Fixed(1), "any", (A.Filter("among", itself), *filters))
    if np.det in ("this", "these", "that", "those") and conditions:
        # "that die showing a discard": a named object with a condition the AST cannot attach
        raise FrameError(f"{np.det} … {conditions}")
    if (
        np.det == "the"
        and np.count is None
        and not np.posts
        and np.owner is None
        and filters in ([A.Filter("other")], [A.Filter("remaining")])
    ):
        return A.Ref("rest", kind)  # "the other card", "the remaining cards"

    if (
        np.det in ("that", "those", "the")
        and (np.count is None or np.det == "those")  # "those two cards": the count describes
        and not np.posts
        and np.owner is None
        and A.Filter("other") not in filters  # "the other character": not the one named
        and not any(f.kind in SELECTING_FILTERS for f in filters)  # "the cheapest card"
    ):
        return A.Ref("given", kind)
    if np.det == "attached" or any(lemma == "attached" for _, lemma in np.noms):
        return A.Ref("attached", kind)
    controller = _controller(np)
    if any(k == "in_play" for k, _ in np.posts) and controller not in ("you", "opponent"):
        controller = "any"  # "its controller's upgrade in play": said by the in-play filter
    owner = None
    of = next((v for k, v in np.posts if k in ("of", "on")), None)
    chosen = _chosen_attribute(of) if of is not None and of is _post(np, "of") else None
    if chosen is not None:
        # "a card of the chosen type", "each copy of the named card"
        filters.append(A.Filter("chosen", "card" if chosen == "card" else chosen))
        of = None
    if of is not None:
        if np.owner is not None:
            raise FrameError("two owners")
        owner = to_target(of, "card")
        of_zone = _zone_of_posts(of)
        if kind == "copy" and zone is None and of.det == "this" and isinstance(of_zone, str):
            zone = of_zone  # "each copy of this event in your discard pile": the copies' zone
            pile_owner = _controller(of)
            if pile_owner in ("you", "opponent"):
                controller = pile_owner  # whose pile
    if (
        np.owner is not None
        and np.owner.head not in (None, "opponent", "player")
        and np.owner.pronoun != "you"
    ):
        owner = to_target(np.owner)
    elif np.owner is not None and np.owner.items is not None and owner is None:
        owner = to_target(np.owner)  # "the attached character or support's dice"
    elif (
        np.owner is not None
        and np.owner.head == "player"
        and np.owner.det == "that"
        and owner is None
    ):
        owner = A.Player("given")  # "one of that player's dice": of the player named before
    elif owner is None and np.possessive in ("its", "his", "her") and np.owner is None:
        # "its character dice": of a character; "its die": of the card just named
        holder = "card"
        if die_of:
            # "its character (and upgrade) dice": a character's; "its support dice": a support's
            holder = (
                "character"
                if "character" in die_of
                else "support"
                if die_of == ["support"]
                else "card"
            )
        owner = A.Ref("it", holder if kind == "die" else None)
    elif owner is None and np.possessive == "their" and np.owner is None:
        owner = A.Ref("it")  # "their dice": of the player (or card) just named
    if owner is None and single_kind_owner is not None:
        owner = single_kind_owner
    return A.Select(
        kind,  # type: ignore[arg-type]
        np_count(np),
        controller,  # type: ignore[arg-type]
        tuple(filters),
        zone,
        owner,
        each=np.det == "each" or ("zone_each", None) in np.posts,
    )


PARTITIVE_COUNTS: dict[str, Any] = {
    "one_of": A.Fixed(1),
    "n_of": A.Fixed(1),
    "each_of": A.All(),
    "all_of": A.All(),
    "any_of": A.AnyNumber(),
    "another_of": A.Fixed(1),
}

JUST_VERBS = {
    "look_at": "looked_at",
    "discard": "discarded",
    "remove": "removed",
    "lose": "lost",
    "roll": "rolled",
    "reroll": "rerolled",
    "resolve": "resolved",
    "turn": "turned",
    "reveal": "revealed",
    "draw": "drawn",
}


# what may describe the objects an effect just acted on ("dice that just rolled a blank")
JUST_DESCRIPTIONS = (
    "showing",
    "not_showing",
    "showing_value",
    "not_showing_value",
    "showing_given_symbol",
    "showing_modifier",
)


def _post(np: NP, kind: str) -> Any:
    return next((v for k, v in np.posts if k == kind), None)


def _remaining_health(np: NP) -> tuple[str, Any] | None:
    """ "(with) 2 or less remaining health": a filter of characters."""
    if [lemma for _, lemma in np.noms] != ["remaining", "health"] or np.posts:
        return None
    if isinstance(np.count, A.UpTo):
        return ("remaining_health_at_most", np.count.value)
    if isinstance(np.count, A.AtLeast):
        return ("remaining_health_at_least", np.count.value)
    if isinstance(np.count, A.Fixed):
        return ("remaining_health", np.count.value)
    return None


def _with_value(np: NP) -> tuple[str, Any] | None:
    """ "with a value of 2 or less", "with the lowest value", "with a cost of 0", "with a
    combined value of 3 or more": a filter, None when the phrase is something else."""
    lemmas = [lemma for _, lemma in np.noms]
    health = _remaining_health(np)
    if health is not None:
        return health
    tie_only = all(k == "reminder" and _harmless_reminder(v) for k, v in np.posts)
    if np.det == "the" and lemmas in (["lowest", "value"], ["highest", "value"]) and tie_only:
        return ("extreme", "lowest_value" if lemmas[0] == "lowest" else "highest_value")
    of = next((v[1] for k, v in np.posts if k == "prep" and v[0] == "of"), None)
    of = of or next((v for k, v in np.posts if k == "of"), None)
    if np.det not in ("a", "an") or of is None or of.count is None or len(np.posts) != 1:
        return None
    if lemmas == ["combined", "value"]:
        if isinstance(of.count, A.AtLeast):
            return ("combined_value_at_least", of.count.value)
        if isinstance(of.count, A.UpTo):
            return ("combined_value_at_most", of.count.value)
        return None
    if lemmas == ["value"]:
        # "with a value of 2 or less": as "showing a value …"
        return _showing("showing", NP(**{**np.__dict__, "posts": [("prep", ("of", of))]}))
    if lemmas == ["cost"]:
        if isinstance(of.count, A.UpTo):
            return ("cost_at_most", A.Fixed(of.count.value))
        if isinstance(of.count, A.AtLeast):
            return ("cost_at_least", of.count.value)
        return ("cost_is", of.count)
    return None


def _whole_target(np: NP, default_kind: str | None = None) -> Any:
    """A noun phrase that stands alone (no verb to take its prepositional phrases): its zone
    phrases are read ("each die in your pool"), any other phrase is not understood."""
    np, extra = _lift(np)
    upgrade_like = (np.head or "").startswith("subtype:") or np.head in ("upgrade", "downgrade")
    if len(extra) == 1 and extra[0].role == "on" and extra[0].np is not None and upgrade_like:
        # "for each bounty on it": the cards sitting on that card
        np = NP(**{**np.__dict__, "posts": [*np.posts, ("on", extra[0].np)]})
        extra = []
    if extra:
        raise FrameError(f"a phrase after the noun ({extra[0].role})")
    return to_target(np, default_kind)


def _post_filters(np: NP, *, said_by_select: bool = False) -> tuple[A.Filter, ...]:
    filters = []
    for kind, value in np.posts:
        if kind == "showing":
            filters.append(A.Filter("showing", value))
        elif kind == "not_showing":
            filters.append(A.Filter("not_showing", value))
        elif kind == "in_play":
            controller = _controller(np)
            # "characters you have in play": whose is said by the Select's controller
            said = controller == "any" or (said_by_select and controller in ("you", "opponent"))
            filters.append(A.Filter("in_play", None if said else controller))
        elif kind == "cost_at_most":
            filters.append(A.Filter("cost_at_most", value))
        elif kind == "titled":
            filters.append(A.Filter("named", value))
        elif kind == "not_showing_value":
            filters.append(A.Filter("not_showing_value", value))
        elif kind == "showing_value":
            if isinstance(value, A.AtLeast):
                filters.append(A.Filter("showing_value_at_least", value.value))
            elif isinstance(value, A.UpTo):
                filters.append(A.Filter("showing_value_at_most", value.value))
            else:
                filters.append(A.Filter("showing_value", value))
        elif kind == "showing_cost":
            filters.append(A.Filter("showing_cost"))
        elif kind == "showing_given_symbol":
            filters.append(A.Filter("showing_given_symbol"))
        elif kind == "showing_modifier":
            filters.append(A.Filter("showing_modifier"))
        elif kind == "controller":
            continue  # read by _controller
        elif kind == "has":
            filters.append(A.Filter("has", value))
        elif kind == "compared":
            filters.append(A.Filter("compared", value))
        elif kind == "title_contains":
            filters.append(A.Filter("title_contains", value))
        elif kind == "same_controller":
            filters.append(A.Filter("controlled_by_same_player"))
        elif kind == "keyword":
            filters.append(A.Filter("keyword", value))
        elif kind == "matches":
            filters.append(A.Filter("matches", value))
        elif kind == "not_matches":
            filters.append(A.Filter("not_matches", value))
        elif kind == "points_at_least":
            filters.append(A.Filter("points_at_least", value))
        elif kind == "points_at_most":
            filters.append(A.Filter("points_at_most", value))
        elif kind == "cost_at_least":
            filters.append(A.Filter("cost_at_least", value))
        elif kind == "value_at_most":
            filters.append(A.Filter("value_at_most", value))
        elif kind == "extreme":
            filters.append(A.Filter(value))
        elif kind in ("remaining_health", "remaining_health_at_most", "remaining_health_at_least"):
            filters.append(A.Filter(kind, value))  # type: ignore[arg-type]
        elif kind == "odd_value":
            filters.append(A.Filter("odd_value"))
        elif kind in (
            "combined_value_at_least",
            "combined_value_at_most",
            "cost_is",
            "same_symbol_as",
            "same_value_as",
            "chosen",
            "share",
            "team",
            "first_played",
            "played_on",
            "shares_with",
            "piloting",
        ):
            filters.append(A.Filter(kind, value))  # type: ignore[arg-type]
        elif kind == "adjectives":
            probe = to_target(NP(noms=[*value, ("NOUN", "card")]), "card")
            filters.extend(probe.filters if isinstance(probe, A.Select) else ())
        elif kind == "reminder":
            if not _harmless_reminder(value):
                raise FrameError("reminder")
        elif kind in (
            "zone",
            "icons",
            "set_ref",
            "yours",
            "of_your_choice",
            "just",
            "of",
            "on",
            "zone_each",
        ):
            continue
        else:
            raise FrameError(f"post-modifier {kind}")
    return tuple(filters)


def _on_itself(comp: Comp) -> bool:
    return (
        comp.role == "on"
        and comp.np is not None
        and comp.np.pronoun in ("it", "them")
        and not comp.np.posts
    )


def _harmless_after(value: Any, sentence: Sentence) -> bool:
    """A reminder in parentheses after the sentence's full stop that only repeats a rule:
    "(This does not claim the battlefield.)" after taking control of it."""
    kind = value[0] if isinstance(value, tuple) else None
    if kind != "clause":
        return False
    clause: Clause = value[1]
    subject = clause.subject
    nps = [c.np for c in clause.comps if c.np is not None]
    takes = any(isinstance(node, A.GiveControl) for node in A.walk(sentence.effect))
    return (
        takes
        and clause.verb == "claim"
        and (clause.modal in ("do not", "dont") or clause.negated)
        and subject is not None
        and (subject.det == "this" or subject.pronoun == "this")
        and len(nps) == 1
        and nps[0].head == "battlefield"
    )


def _zero_reminder(value: Any) -> bool:
    return isinstance(value, tuple) and value[0] == "clause" and _zero_symbols(value[1])


def _zero_symbols(clause: Clause) -> bool:
    subject = clause.subject
    if not clause.copula or clause.negated or subject is None or len(clause.comps) != 1:
        return False
    items = subject.items or [subject]
    zero = clause.comps[0].np
    return (
        all(item.head in ("special", "blank") and item.det is None for item in items)
        and zero is not None
        and zero.count == A.Fixed(0)
        and zero.head is None
        and not zero.posts
    )


def _harmless_reminder(value: Any) -> bool:
    """Reminders that only repeat what the phrase says: "(including this support)",
    "(yours or an opponent's)"."""
    kind = value[0] if isinstance(value, tuple) else None
    if kind == "including":
        return True
    if kind == "np":
        np = value[1]
        items = np.items or [np]
        if np.head == "deckbuilding restriction" and ("ADJ", "following") in np.noms:
            return True  # "(following other deckbuilding restrictions)": no rule is waived
        return all(i.pronoun is not None or i.head in ("opponent", None) for i in items)
    if kind == "clause":
        clause = value[1]
        if _zero_symbols(clause):
            return True  # "(specials and blanks are zeroes)": their value is 0, as the rules say
        if clause.verb == "pay":
            return True  # "(paying its cost)": playing a card pays its cost
        # "(do not rearrange them)": looking at cards leaves them in their order
        if clause.verb == "rearrange" and clause.modal == "do not" and clause.subject is None:
            return True
        # "(it keeps its value)" after "as if it were showing …": only the symbol changes
        kept = [c.np.head for c in clause.comps if c.np is not None]
        if clause.verb == "keep" and kept == ["value"] and clause.subject is not None:
            return clause.subject.pronoun == "it"
        # "(you choose in the case of a tie)": the one who resolves the effect chooses
        tie = [c.np.head for c in clause.comps if c.role == "in" and c.np is not None]
        subject = clause.subject
        if clause.verb == "choose" and subject is not None and subject.pronoun == "you":
            return tie == ["case"] and len(clause.comps) == 1
    return False


def _zone_of_posts(np: NP) -> Any:
    for kind, value in np.posts:
        if kind == "zone":
            return value
    return None


def _among_source(target: Any, source: NP | None) -> tuple[Any, NP | None]:
    """ "reveal a weapon from among them", "play a card from it": the card is one of the cards
    named before (looked at, revealed); `source` is consumed."""
    selects = target.items if isinstance(target, A.Either) else (target,)
    if source is None or not all(isinstance(item, A.Select) for item in selects):
        return target, source
    named = source.pronoun in ("them", "it") and not source.posts
    named = named or (source.det in ("those", "these") and not source.posts)
    if not named:
        return target, source
    ref = A.Ref("it") if source.pronoun else to_target(source, "card")
    among = tuple(replace(s, filters=(*s.filters, A.Filter("among", ref))) for s in selects)
    # "reveal a bounty or a Yellow event from among them": either, one of those cards
    return (A.Either(among) if isinstance(target, A.Either) else among[0]), None


def _zone_apart(card: NP, source: NP | None) -> tuple[Any, Any]:
    """A card played or added "from your discard pile or hand": the zone belongs to the
    effect (`Play.zone`), the card is described without it."""
    zone = _zone_list(source) if source is not None else None
    if zone is None:
        zone = _zone_of_posts(card)
    if zone is None and card.items:
        # "an upgrade or support from your discard pile": the last item carries the zone
        zones = {_zone_of_posts(item) for item in card.items if _zone_of_posts(item)}
        if len(zones) == 1:
            zone = zones.pop()
            items = [
                NP(**{**item.__dict__, "posts": [p for p in item.posts if p[0] != "zone"]})
                for item in card.items
            ]
            card = NP(**{**card.__dict__, "items": items})
    if zone is not None:
        card = NP(**{**card.__dict__, "posts": [p for p in card.posts if p[0] != "zone"]})
    target = to_target(card, "card")
    if zone is None:
        target, rest = _among_source(target, source)
        if rest is None and source is not None:
            return target, "current"  # "play a downgrade from among them": where they are
    if isinstance(target, A.Select):
        if zone is None:
            zone = target.zone
        owner = _controller(source) if source is not None else target.controller
        if zone is not None:
            # "from your hand": yours, as every card played; "from an opponent's discard
            # pile": that pile's cards stay the opponent's
            controller = "opponent" if owner == "opponent" else "any"
            target = replace(target, zone=None, controller=controller)  # type: ignore[arg-type]
    elif isinstance(target, A.Either) and zone is not None:
        # "an upgrade or support from your discard pile": each item as a single card above
        items = []
        for item in target.items:
            if isinstance(item, A.Select):
                owner = _controller(source) if source is not None else item.controller
                controller = "opponent" if owner == "opponent" else "any"
                item = replace(item, zone=None, controller=controller)  # type: ignore[arg-type]
            items.append(item)
        target = A.Either(tuple(items))
    return target, zone


def _tokens_on(np: NP) -> Any:
    """ "the damage on it", "the amount of damage on this upgrade": how many of those tokens
    are on that card (None: another amount)."""
    if np.head == "amount" and np.det == "the" and len(np.posts) == 1 and np.posts[0][0] == "of":
        inner: NP = np.posts[0][1]
        if inner.det is None:
            np = NP(**{**inner.__dict__, "det": "the"})
    if np.det != "the" or np.noms not in ([("NOUN", "damage")], [("NOUN", "resource")]):
        return None
    places = [v for k, v in np.posts if k == "prep" and v[0] == "on"]
    if len(places) != 1 or len(np.posts) != 1:
        return None
    holder = to_target(places[0][1], "card")
    if holder == A.Ref("it"):
        holder = A.Ref("it", "card")
    return A.CountOf(A.Select(np.head, A.All(), owner=holder))  # type: ignore[arg-type]


def to_amount(np: NP | None) -> Any:
    if np is None:
        return None
    if np.half:
        # "half its cost": rounding comes from "rounded up/down" (`_apply_mods`)
        return A.Half(to_amount(NP(**{**np.__dict__, "half": False})), round_up=UNROUNDED)
    if np.partitive == "half_of" and np.inner is not None:
        return A.Half(to_amount(np.inner), round_up=UNROUNDED)  # "half of the value …"
    if _chosen_attribute(np) == "number":
        return A.ChosenNumber()
    tokens = _tokens_on(np)
    if tokens is not None:
        return tokens
    np, extra = _lift(np)
    if extra:
        raise FrameError("amount with a prepositional phrase")
    if np.count is not None and np.head is None:
        return np.count
    if np.head == "value":
        shown_on = next((v for k, v in np.posts if k == "shown_on"), None)
        if shown_on is not None:
            combined = any(lemma == "combined" for _, lemma in np.noms)
            return A.ValueOf(to_target(shown_on, "die"), total=combined)  # "the combined value"
    if np.head == "number" or np.head == "value" or np.head == "cost":
        of = next((v for k, v in np.posts if k == "of"), None)
        if of is None and np.head in ("value", "cost") and (np.possessive or np.owner):
            owner = to_target(np.owner, "card") if np.owner is not None else A.Ref("it", "card")
            return A.CostOf(owner) if np.head == "cost" else A.ValueOf(owner)
        if of is None:
            raise FrameError("amount of what")
        if np.head == "number":
            counted = to_target(of)
            if isinstance(counted, A.Select) and of.plural and isinstance(counted.count, A.Fixed):
                counted = replace(counted, count=A.All())  # "the number of cards": all of them
            if (
                isinstance(counted, A.Select)
                and counted.kind == "card"
                and counted.zone == "hand"
                and counted.controller in ("you", "opponent")
                and not counted.filters
                and counted.owner is None
                and isinstance(counted.count, A.All)
            ):
                return A.CardsInHand(counted.controller)  # "the number of cards in your hand"
            return A.CountOf(counted)
        if np.head == "cost":
            return A.CostOf(to_target(of))
        combined = any(lemma == "combined" for _, lemma in np.noms)
        return A.ValueOf(to_target(of, "die"), total=combined)  # "the combined value of …"
    if np.det == "that_many" or (np.det == "that" and np.head == "amount" and not np.posts):
        return JUST_COUNT  # "that many", "by that amount"
    if np.head in ("cost", "value") and (np.possessive or np.owner is not None):
        owner = to_target(np.owner, "card") if np.owner is not None else A.Ref("it", "card")
        return A.CostOf(owner) if np.head == "cost" else A.ValueOf(owner)
    if np.head == "x" or any(lemma == "x" for _, lemma in np.noms):
        return A.VariableX()
    raise FrameError("amount")


# --- complements --------------------------------------------------------------------------------


class Comps:
    """The complements of a verb: frames take them by role; `done` checks nothing is left."""

    def __init__(self, items: list[Comp]) -> None:
        self.items = _flatten(items)

    def take_np(self) -> NP | None:
        for index, item in enumerate(self.items):
            if item.role == "np":
                return self.items.pop(index).np
        return None

    def take(self, *roles: str) -> Comp | None:
        for index, item in enumerate(self.items):
            if item.role in roles:
                return self.items.pop(index)
        return None

    def take_prep(self, *preps: str) -> NP | None:
        item = self.take(*preps)
        return item.np if item is not None else None

    def flag(self, name: str) -> bool:
        return self.take(name) is not None

    def done(self, verb: str) -> None:
        if self.items:
            roles = ", ".join(item.role for item in self.items)
            raise FrameError(f"„{verb}”: niezrozumiałe dopełnienie ({roles})")


ZONE_PREPS = {"in", "from", "on", "into", "under", "among", "at"}


def _flatten(items: list[Comp]) -> list[Comp]:
    """Prepositional phrases a noun phrase swallowed (LALR attaches them to the nearest noun)
    become complements of the verb again, except zones of the noun ("a card in your hand")."""
    out: list[Comp] = []
    for item in items:
        if item.np is None:
            out.append(item)
            continue
        np, lifted = _lift(item.np)
        out.append(Comp(item.role, np, item.value))
        out.extend(lifted)
    for index, item in enumerate(list(out)):
        if item.role in ("equal_to", "maximum_of") and isinstance(item.value, NP):
            # "deal damage equal to its cost to that card's owner": the "to" is the verb's
            value, lifted = _lift(item.value)
            keep = [c for c in lifted if c.role == "on"]  # "the damage on it" stays
            value = NP(
                **{
                    **value.__dict__,
                    "posts": [*value.posts, *(("prep", (c.role, c.np)) for c in keep)],
                }
            )
            out[index] = Comp(item.role, None, value)
            out.extend(c for c in lifted if c.role != "on")
    return out


def _zone_list(np: NP) -> Any:
    """The zone a phrase names ("your hand"), or the zones of a list ("your discard pile or
    hand"); None when it names no zone."""
    if np.items is not None:
        zones = [ZONES.get(item.head or "") for item in np.items]
        if all(zones):
            return tuple(zones)
        return None
    if np.noms and np.noms[-1][0] not in ("NOUN", "SUBTYPE", "NAME"):
        return None  # "your hand facedown": a word after the zone that no rule reads
    return ZONES.get(np.head or "")


def _lift(np: NP, keep_from: bool = True) -> tuple[NP, list[Comp]]:
    """`keep_from` False: "from <zone>" inside an "of" phrase belongs to the verb ("play
    another copy of that card from your hand")."""
    lifted: list[Comp] = []
    keep: list[tuple[str, Any]] = []
    for index, (kind, value) in enumerate(np.posts):
        if kind == "prep":
            prep, inner = value
            inner, more = _lift(inner, keep_from=prep != "of")
            zone = _zone_list(inner)
            keeps = ("in", "from", "of") if keep_from else ("in", "of")
            if prep == "on" and zone == "team" and not lifted:
                keep.append(("team", None))  # "characters on your team": a filter
                keep.append(("zone_owner", inner))
                continue
            if prep in keeps and zone is not None and not lifted:
                for post in inner.posts:
                    if post[0] == "reminder" and not _harmless_reminder(post[1]):
                        lifted.append(Comp("reminder", value=post[1]))  # never dropped
                    elif post[0] not in ("reminder", "zone", "zone_owner", "zone_each"):
                        # "cards in their hand that match the chosen color": the relative
                        # clause LALR put on the zone describes the cards
                        keep.append(post)
                keep.append(("zone", zone))
                keep.append(("zone_owner", inner))
                if inner.det in ("each", "all"):
                    keep.append(("zone_each", None))  # "the top card of each deck"
                lifted.extend(more)
                continue
            if prep == "of":
                keep.append(("of", inner))
                lifted.extend(more)
                continue
            if prep == "to" and not lifted and np.noms and np.noms[-1] == ("VERB_ED", "attach"):
                # "weapons attached to this character": where they sit
                keep.append(("on", inner))
                lifted.extend(more)
                np = NP(**{**np.__dict__, "noms": np.noms[:-1]})
                continue
            keyword_only = len(inner.noms) == 1 and inner.noms[0][0] == "KEYWORD_NAME"
            if prep == "with" and not lifted and keyword_only and inner.det is None:
                keep.append(("keyword", inner.noms[0][1]))  # "one of your characters with Guardian"
                lifted.extend(more)
                continue
            if prep == "with" and not lifted and inner.head == "keyword":
                name = next((lemma for cls, lemma in inner.noms if cls != "NOUN"), None)
                if name in ("guardian", "ambush", "redeploy"):
                    keep.append(("keyword", name))  # "a card with the Ambush keyword"
                    lifted.extend(more)
                    continue
            if prep == "with" and not lifted and _chosen_attribute(inner) is not None:
                keep.append(("chosen", _chosen_attribute(inner)))  # "dice with that subtype"
                lifted.extend(more)
                continue
            if prep == "with" and not lifted and inner.head in ("value", "cost", "health"):
                value_post = _with_value(inner)
                if value_post is not None:
                    keep.append(value_post)  # "a die with a value of 2 or less"
                    lifted.extend(more)
                    continue
            if prep == "with" and not lifted and inner.head not in (None, "value", "keyword"):
                keep.append(("has", _counted_select(inner)))  # "a character with 3 shields"
                # "a character with a curse on it": "on it" is where the curse is, the holder
                lifted.extend(m for m in more if not _on_itself(m))
                continue
            if prep == "on" and not keep_from and not lifted:
                keep.append(("on", inner))  # "the number of upgrades on it": where they are
                lifted.extend(more)
                continue
            if inner.pronoun is not None and inner.posts and not lifted:
                # "discard a card from it that costs 2": the relative clause is the card's
                keep.extend(inner.posts)
                inner = NP(**{**inner.__dict__, "posts": []})
            lifted.append(Comp(prep, inner))
            lifted.extend(more)
            # everything after a lifted phrase belongs to the verb too
            for rest_kind, rest_value in np.posts[index + 1 :]:
                if rest_kind == "prep":
                    rprep, rinner = rest_value
                    rinner, rmore = _lift(rinner)
                    lifted.append(Comp(rprep, rinner))
                    lifted.extend(rmore)
                elif rest_kind == "equal_to":
                    lifted.append(Comp("equal_to", value=rest_value))
                else:
                    lifted.append(Comp(rest_kind, value=rest_value))
            break
        if kind == "equal_to":
            lifted.append(Comp("equal_to", value=value))
            continue
        if kind == "period":
            lifted.append(Comp("period", value=value))  # "… this round": the verb's time
            continue
        if kind == "shown_on" and isinstance(value, NP):
            # "equal to the value showing on that die to a character": the verb's "to"
            inner, more = _lift(value)
            keep.append((kind, inner))
            lifted.extend(more)
            continue
        if kind == "lift":
            lifted.append(value)  # a phrase a relative clause swallowed: the verb's
            continue
        keep.append((kind, value))
    if np.inner is not None:
        inner, more = _lift(np.inner)
        np = NP(**{**np.__dict__, "inner": inner})
        lifted.extend(more)
    if np.items is not None:
        # a list's last item carries the verb's phrases: "a character or support from play";
        # a zone it names is every item's zone ("an equipment or weapon from your hand")
        last, more = _lift(np.items[-1])
        # a zone or a description after the last item is every bare item's ("a weapon or
        # equipment from play that costs 2 or less")
        bare = last.inherited or (
            last.det is None
            and last.count is None
            and last.possessive is None
            and last.owner is None
            and last.pronoun is None
        )
        shared = [
            p
            for p in last.posts
            if p[0] in ("zone", "zone_each")
            or (bare and p[0] not in ("prep", "of", "on", "reminder", "lift"))
        ]
        firsts = [
            item
            if any(p[0] == "zone" for p in item.posts) or not shared
            else NP(
                **{
                    **item.__dict__,
                    "posts": [*item.posts, *shared],
                    "owner": item.owner or last.owner,
                    "possessive": item.possessive or last.possessive,
                }
            )
            for item in np.items[:-1]
        ]
        np = NP(**{**np.__dict__, "items": [*firsts, last]})
        lifted.extend(more)
    np = NP(**{**np.__dict__, "posts": [p for p in keep if p[0] != "zone_owner"]})
    owner = next((v for k, v in keep if k == "zone_owner"), None)
    if owner is not None and np.owner is None and owner.owner is not None:
        np.owner = owner.owner
    if owner is not None and np.possessive is None and owner.possessive is not None:
        np.possessive = owner.possessive
    return np, lifted


# --- frames --------------------------------------------------------------------------------------


def _player_of(np: NP | None) -> Any:
    if np is None:
        return None
    target = to_target(np, "player")
    if not isinstance(target, A.Player):
        raise FrameError("not a player")
    return target


def _amount_and_tokens(np: NP, token: str) -> Any:
    if np.head != token:
        raise FrameError(f"expected {token}")
    return np_count(np) if np.count is not None else A.Fixed(1)


def f_deal(c: Comps, cl: Clause) -> Any:
    first = c.take_np()
    second = c.take_np()
    if first is None:
        raise FrameError("deal what")
    split = _double_object(first, ("damage",)) if second is None else None
    if split is not None and c.items and c.items[0].role != "to":
        first, second = split  # "deal one of your characters damage equal to …"
    damage, target_np = (second, first) if second is not None else (first, c.take_prep("to"))
    if damage is None or damage.head != "damage":
        raise FrameError("deal: no damage")
    equal = c.take("equal_to")
    if equal is not None:
        amount = to_amount(equal.np or equal.value)
    elif damage.count is not None:
        amount = damage.count
    elif damage.det in ("that", "this") and not damage.noms[:-1] and not damage.posts:
        amount = THAT_DAMAGE  # "deal that damage to …": bound in parse (`_that_damage`)
    else:
        raise FrameError("deal: no amount")  # "deal damage" with no amount given
    if target_np is None:
        raise FrameError("deal: no target")
    maximum = c.take("maximum_of")
    indirect = any(lemma == "indirect" for _, lemma in damage.noms)
    unblockable = any(lemma == "unblockable" for _, lemma in damage.noms)
    c.take("icons")
    each_flag = c.flag("each")  # "deal 1 damage each to up to 2 characters"
    distribute = c.flag("distributed")
    c.done("deal")
    if maximum is not None:
        amount = A.AtMost(amount, to_amount(maximum.value))
    if damage.half:
        amount = A.Half(amount, round_up=UNROUNDED)  # "deal half that damage …, rounded down"
    if indirect:
        return A.DealIndirectDamage(amount, _player_of(target_np))
    target = to_target(target_np, "character")
    if distribute:
        target = _distribution_target(target)
    each = each_flag or (isinstance(target, A.Select) and target.each)
    return A.DealDamage(amount, target, unblockable=unblockable, each=each, distribute=distribute)


def f_give(c: Comps, cl: Clause) -> Any:
    first = c.take_np()
    second = c.take_np()
    if first is None:
        raise FrameError("give what")
    split = _double_object(first, ("shield", "resource")) if second is None else None
    if split is not None:
        first, second = split
    if second is not None:
        target_np, thing = first, second
    else:
        thing, target_np = first, c.take_prep("to")  # type: ignore[assignment]
    if thing.head == "control":
        of = next((v for k, v in thing.posts if k == "of"), None)
        if of is None or target_np is None:
            raise FrameError("give control of what")
        c.done("give")
        return A.GiveControl(to_target(of), _player_of(target_np))
    if thing.head == "resource" and target_np is not None:
        equal = c.take("equal_to")
        c.done("give")
        amount = to_amount(equal.value) if equal else np_count(thing)
        return A.SpendResources(amount, _player_of(target_np))
    if thing.head != "shield" or target_np is None:
        raise FrameError("give: not shields")
    equal = c.take("equal_to")
    amount = to_amount(equal.value) if equal else np_count(thing)
    if equal is None and thing.plural and thing.count is None and thing.det is None:
        amount = A.AnyNumber()  # "give shields to characters": any number of them
    distribute = c.flag("distributed")
    c.done("give")
    target = to_target(target_np, "character")
    if distribute:
        target = _distribution_target(target)
    return A.GiveShields(amount, target, distribute=distribute)


def f_heal(c: Comps, cl: Clause) -> Any:
    thing = c.take_np()
    source = c.take_prep("from", "on")
    if cl.prohibited and thing is not None and thing.head == "character" and source is None:
        c.done("heal")  # "Your opponents cannot heal characters": any damage from them
        return A.Heal(A.AnyNumber(), to_target(thing, "character"))
    if thing is None or thing.head != "damage" or source is None:
        raise FrameError("heal")
    equal = c.take("equal_to")
    c.done("heal")
    amount = to_amount(equal.value) if equal else np_count(thing)
    target = to_target(source, "character")
    if target == A.Ref("it"):
        target = A.Ref("it", "character")  # "heal 5 damage from it": damage is on characters
    return A.Heal(amount, target)


def f_discard(c: Comps, cl: Clause) -> Any:
    thing = c.take_np()
    if thing is None:
        raise FrameError("discard what")
    equal = c.take("equal_to")
    if equal is not None:
        if thing.count is not None or thing.det not in (None,):
            raise FrameError("discard: two amounts")
        thing.count = to_amount(equal.value)
    zone = "play" if c.flag("from_play") else None
    if ("zone", "play") in thing.posts and thing.det in ("that", "those", "this", "these"):
        # "discard that vehicle from play": the zone LALR put on the named card
        zone = "play"
        thing = NP(**{**thing.__dict__, "posts": [p for p in thing.posts if p != ("zone", "play")]})
    source = c.take_prep("from")
    if source is not None and source.pronoun in ("it", "them"):
        # "look at an opponent's hand and discard a card from it": the zone just looked at
        c.done("discard")
        target = to_target(thing, "card")
        if not isinstance(target, A.Select):
            raise FrameError("discard … from it")
        return A.Discard(
            replace(target, zone="looked_at"),  # type: ignore[arg-type]  # bound in parse
            "looked_at",  # type: ignore[arg-type]
            chooser="you" if ("of_your_choice", None) in thing.posts else None,
        )
    target = _on_owner(c, to_target(thing, "card"))
    if zone is None and isinstance(target, A.Select):
        zone = target.zone
    if zone is None and source is not None:
        zone = _zone_list(source)
        if any(lemma == "top" for _, lemma in source.noms):
            zone = "deck_top"  # "from the top of a deck"
        elif zone is None:
            # "discard a weapon from a ready character": no zone but the card it sits on, the
            # holder the discarded card must belong to (the Polish grammar's "broń dołączoną do
            # przygotowanej postaci"); never dropped
            target = _held_by_source(target, source)
            zone = "play"
    if (
        zone == "deck"
        and isinstance(target, A.Select)
        and any(f.kind == "top" for f in target.filters)
    ):
        zone = "deck_top"  # "the top 3 cards of your deck"
    if zone == "deck_top" and isinstance(target, A.Select):
        controller = _controller(source) if source is not None else target.controller
        target = replace(
            target,
            zone="deck_top",
            controller=controller,  # type: ignore[arg-type]
            filters=tuple(f for f in target.filters if f.kind != "top"),
        )
    c.done("discard")
    if zone is None:
        zone = _default_discard_zone(target)
        if zone is None:
            raise FrameError("discard: from where")
    random = isinstance(target, A.Select) and any(f.kind == "random" for f in target.filters)
    chooser = "you" if ("of_your_choice", None) in thing.posts else None
    return A.Discard(target, zone, random=random, chooser=chooser)  # type: ignore[arg-type]


def _held_by_source(target: Any, source: NP) -> Any:
    """The card discarded "from <a card in play>": a selection of the cards that holder holds
    (its kind as the text says: a weapon is an upgrade, a bounty a downgrade)."""
    holder = to_target(source, "character")
    if not isinstance(target, A.Select) or target.owner is not None:
        raise FrameError("discard … from a card")
    return replace(target, zone="play", owner=holder)


def _distribution_target(target: Any) -> Any:
    """The characters damage or shields are split among ("to their characters, distributed as
    they wish"): a selection of that kind, the count left at its default (the Polish grammar's
    form: the split decides how many receive)."""
    if isinstance(target, A.Select):
        return replace(target, count=A.Fixed(1), each=False)
    return target


def _default_discard_zone(target: Any) -> Any:
    """Where "discard X" takes X from when the text names no zone."""
    if isinstance(target, A.Either | A.Both):
        zones = {_default_discard_zone(item) for item in target.items}
        return zones.pop() if len(zones) == 1 else None
    if isinstance(target, A.Ref):
        if target.to in ("self", "attached") or target.kind in PLAY_KINDS:
            return "play"  # a card in play named before ("discard this upgrade")
        return "current"  # "discard it", "discard that card": wherever the card named is
    if isinstance(target, A.Select):
        if target.zone is not None:
            return target.zone
        if any(f.kind == "among" for f in target.filters):
            # "look at … and discard one of them": the zone looked at (bound in parse)
            return "looked_at"
        if target.kind in ("card", "event") and not any(
            f.kind in ("subtype", "has") for f in target.filters
        ):
            return "hand"  # "discard a card": from your hand
        return "play"  # "discard a vehicle that has 2 damage", "discard an upgrade"
    return None


NON_TYPES: dict[str, A.ObjectKind] = {
    "non-character": "character",
    "non-plot": "plot",
    "non-event": "event",
    "non-upgrade": "upgrade",
    "non-support": "support",
    "non-battlefield": "battlefield",
}

PLAY_KINDS = ("upgrade", "support", "downgrade", "plot", "character", "battlefield")


def f_draw(c: Comps, cl: Clause) -> Any:
    thing = c.take_np()
    if thing is None or thing.head != "card":
        raise FrameError("draw what")
    if c.flag("until_hand_size"):
        c.done("draw")
        return A.DrawUntil(A.HandLimit())
    equal = c.take("equal_to")
    c.done("draw")
    if equal is not None:
        if thing.count is not None:
            raise FrameError("draw: two amounts")
        return A.Draw(to_amount(equal.value))  # "draw cards equal to …"
    return A.Draw(np_count(thing))


def _resources(c: Comps, verb: str) -> Any:
    thing = c.take_np()
    if thing is None or thing.head != "resource":
        raise FrameError(f"{verb}: not resources")
    equal = c.take("equal_to")
    amount = to_amount(equal.value) if equal else np_count(thing)
    maximum = c.take("maximum_of")
    if maximum is not None:
        amount = A.AtMost(amount, to_amount(maximum.value))
    return amount


def f_gain(c: Comps, cl: Clause) -> Any:
    thing = c.items[0].np if c.items and c.items[0].np is not None else None
    if thing is not None and thing.head == "action":
        c.take_np()
        c.done("gain")
        return A.TakeActions(np_count(thing))
    amount = _resources(c, "gain")
    c.done("gain")
    return A.GainResources(amount)


def f_lose(c: Comps, cl: Clause) -> Any:
    amount = _resources(c, "lose")
    c.done("lose")
    return A.LoseResources(amount)


def f_spend(c: Comps, cl: Clause) -> Any:
    amount = _resources(c, "spend")
    c.done("spend")
    return A.SpendResources(amount)


def f_take(c: Comps, cl: Clause) -> Any:
    _reminder_says(c, "return")  # "(return its die to this card)": what taking control does
    thing = c.take_np()
    if thing is not None and thing.head == "control":
        of = next((v for k, v in thing.posts if k == "of"), None)
        c.done("take")
        if of is None:
            raise FrameError("take control of what")
        return A.GiveControl(to_target(of, "card"), A.Player("you"))
    if thing is not None and thing.head == "action":
        c.done("take")
        additional = any(lemma == "additional" for _, lemma in thing.noms)
        return A.TakeActions(np_count(thing), additional=additional)
    if thing is None or thing.head != "resource":
        raise FrameError("take what")
    source = c.take_prep("from")
    c.done("take")
    if source is None:
        raise FrameError("take resources from what")
    giver = to_target(source, "player")
    if not isinstance(giver, A.Player | A.Ref | A.Select):
        raise FrameError("take resources from what")
    # "take 1 resource from an opponent"; "take all resources from this support" (resources
    # placed on a card)
    return A.TakeResources(np_count(thing), giver)


def f_roll(c: Comps, cl: Clause) -> Any:
    dice = c.take_np()
    if dice is None:
        raise FrameError("roll what")
    into = c.take_prep("into", "in")
    if into is not None and (into.items or into.head != "pool"):
        # "into your pool, or 2 … dice instead": LALR joined the pool with the other amount
        raise FrameError("roll into what")
    on = c.take_prep("on")
    on_on = c.take_prep("on")
    if on is not None and on_on is not None:
        # "a die on an ability on this character": the ability sits on the character
        on = NP(**{**on.__dict__, "posts": [*on.posts, ("on", on_on)]})
    c.take("icons")
    c.done("roll")
    target = to_target(dice, "die")
    named = None
    if isinstance(target, A.Select):
        codes = [_set_code(f.value) for f in target.filters if f.kind == "named"]
        if len(codes) == 1 and codes[0] is not None:
            # "roll a Death Trooper ([SoR]1) die": the die of that card
            named = codes[0]
            target = replace(target, filters=tuple(f for f in target.filters if f.kind != "named"))
    if on is not None:
        if not isinstance(target, A.Select):
            raise FrameError("roll … on")
        target = replace(target, owner=to_target(on, "character"))
    pool = None
    if into is not None:
        owner = into.owner
        its = (
            owner is not None
            and owner.possessive == "its"
            and owner.noms in ([("NOUN", "controller")], [("NOUN", "owner")])
            and not owner.posts
        )
        if owner is not None and owner.head != "opponent" and not its:
            raise FrameError("into whose pool")  # "into that player's pool"
        # "into its controller's pool": the pool of the die's card's controller ("its")
        pool = "you" if into.possessive == "your" else ("opponent" if owner and not its else "its")
    return A.RollDice(target, named=named, into=pool)  # type: ignore[arg-type]


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


def _set_code(name: Any) -> str | None:
    """ "Death Trooper ([SoR]1)" → "02001" (the set codes of sets.json)."""
    match = re.search(r"\[(\w+)\]\s*(\d+)", str(name))
    if match is None or match[1].lower() not in SET_PREFIXES:
        return None
    return f"{SET_PREFIXES[match[1].lower()]}{int(match[2]):03d}"


def f_reroll(c: Comps, cl: Clause) -> Any:
    dice = c.take_np()
    if dice is None:
        raise FrameError("reroll what")
    dice = _number_equal_to(dice, c)
    c.done("reroll")
    return A.RerollDice(to_target(dice, "die"))


def _number_equal_to(np: NP, c: Comps) -> NP:
    """ "a number of your character dice equal to the cost of …": that many of them."""
    of = _post(np, "of")
    if np.head != "number" or np.det not in ("a", "an") or of is None or len(np.noms) != 1:
        return np
    equal = c.take("equal_to")
    if equal is None or len(np.posts) != 1:
        raise FrameError("a number of")
    return NP(partitive="n_of", count=to_amount(equal.value), inner=of)


def f_remove(c: Comps, cl: Clause) -> Any:
    thing = c.take_np()
    if thing is None:
        raise FrameError("remove what")
    source = c.take_prep("from")
    if thing.head in ("shield", "damage", "resource"):
        if source is None:
            source = c.take_prep("on")  # "remove any amount of damage on this plot"
        holder = to_target(source, "character") if source is not None else None
        core = thing.core()
        if holder is None and core.possessive in ("his", "her", "its") and core.owner is None:
            holder = A.Ref("it", "character")  # "remove 1 of his shields": from that card
        if holder is None:
            raise FrameError("remove tokens from where")
        c.done("remove")
        if thing.head == "shield":
            return A.RemoveShields(np_count(thing), holder)
        return A.RemoveTokens(thing.head, np_count(thing), holder)  # type: ignore[arg-type]
    thing = _number_equal_to(thing, c)
    c.done("remove")
    return A.RemoveDice(to_target(thing, "die"))


def f_turn(c: Comps, cl: Clause) -> Any:
    dice = c.take_np()
    side = c.take_prep("to")
    if dice is not None and side is None and cl.prohibited and not c.items:
        return A.TurnDie(to_target(dice, "die"), A.Face())  # "cannot turn dice": to any side
    if dice is None or side is None:
        raise FrameError("turn")
    c.done("turn")
    if any(k == "showing_given_symbol" for k, _ in side.core().posts):
        c.done("turn")
        return A.TurnDie(to_target(dice, "die"), A.Face(given_symbol=True))
    core = side.core()
    if (
        core.head in SYMBOL_NOUNS
        and core.det in ("a", "an")
        and core.head != "damage"
        and len(core.noms) == 1
        and all(k == "icons" for k, _ in core.posts)
        and side.partitive is None
    ):
        # "turn a die to a blank ([blank])": to a side showing that symbol
        return A.TurnDie(to_target(dice, "die"), A.Face(_symbols(core)))
    posts = [
        post
        for post in side.core().posts
        if not (post[0] == "reminder" and _harmless_reminder(post[1]))  # "(yours or …)"
    ]
    known = ("showing", "not_showing", "of_your_choice", "showing_cost", *FACE_POSTS)
    unknown = [k for k, _ in posts if k not in known]
    if unknown or side.core().head != "side" or side.core().noms[:-1]:
        raise FrameError(f"turn to {unknown or side.core().noms}")
    symbols = next((v for k, v in posts if k == "showing"), ())
    not_symbols = next((v for k, v in posts if k == "not_showing"), ())
    extra = {FACE_POSTS[k]: v for k, v in posts if k in FACE_POSTS}
    if any(value is None for value in extra.values()):
        raise FrameError("turn to the same … as what")
    cost = any(k == "showing_cost" for k, _ in posts)  # "a side showing a resource cost"
    face = A.Face(tuple(symbols), tuple(not_symbols), **extra, resource_cost=cost)
    return A.TurnDie(to_target(dice, "die"), face)


# "a side showing a value of 1", "… the same symbol as that die": the Face field they fill
FACE_POSTS = {
    "showing_value": "value",
    "same_symbol_as": "same_symbol_as",
    "same_value_as": "same_value_as",
}


def f_resolve(c: Comps, cl: Clause) -> Any:
    dice = c.take_np()
    if dice is None:
        raise FrameError("resolve what")
    if dice.det == "the" and dice.noms == [("NOUN", "battlefield"), ("NOUN", "ability")]:
        # "resolve the battlefield ability as if you had just claimed it": its claim ability
        claim = c.take("as_if")
        c.done("resolve")
        said: Clause | None = claim.value if claim is not None else None
        claimed = (
            said is not None
            and said.verb == "claim"
            and not said.negated
            and said.subject is not None
            and said.subject.pronoun == "you"
        )
        if not claimed or dice.posts:
            raise FrameError("resolve the battlefield ability how")
        return A.ResolveClaim(A.Select("battlefield"))
    against = c.take_prep("against")
    target = to_target(dice, "die")
    if isinstance(target, A.Select) and target.kind == "face":
        # "resolve one of the sides of its die": a face, without rolling the die
        c.done("resolve")
        return A.ResolveFace(target.owner)
    as_if = c.take("as_if")
    if as_if is not None and as_if.value.mods:
        # "… as if it were your own unless that opponent discards …": the sentence's modifier
        cl.mods.extend(as_if.value.mods)
        as_if.value.mods = []
    if (
        as_if is not None
        and dice.det == "this"
        and dice.posts == [("showing_modifier", None)]
        and _as_if_flag(as_if.value) == "ignore_modifier"
    ):
        # "resolve this die showing a modifier as if it were not a modifier": said twice
        dice = NP(**{**dice.__dict__, "posts": []})
        target = to_target(dice, "die")
    other_symbol = False
    as_symbols: tuple[str, ...] = ()
    flags: dict[str, bool] = {}
    if as_if is not None:
        clause: Clause = as_if.value
        showing = next((x for x in clause.comps if x.role == "showing"), None)
        unusual = _as_if_flag(clause)
        if unusual is not None:
            flags[unusual] = True
        elif showing is None and _as_if_symbols(clause):
            as_symbols = _as_if_symbols(clause)  # "as if they were melee damage ([melee])"
        elif showing is None or showing.value[0] not in ("showing_other_symbol", "showing"):
            raise FrameError("resolve as if")
        elif showing.value[0] == "showing":
            as_symbols = tuple(showing.value[1])
        else:
            other_symbol = True
    without = c.take("without")
    if without is not None:
        kept = Comps(list(without.value.comps))
        die = kept.take_np()
        pool = kept.take_prep("from")
        kept.done("without removing")
        if without.value.verb != "remove" or die is None or die.pronoun not in ("it", "them"):
            raise FrameError("without what")
        if pool is not None and (pool.head != "pool" or pool.possessive != "your"):
            raise FrameError("without removing it from where")
        flags["keep_in_pool"] = True
    unblockable = False
    as_np = c.take("as")
    if as_np is not None and as_np.np is not None:
        lemmas = [lemma for _, lemma in as_np.np.noms]
        if lemmas == ["unblockable"]:
            unblockable = True
        elif as_np.np.head in SYMBOL_NOUNS or any(word in DAMAGE_TYPES for word in lemmas):
            as_symbols = _symbols(as_np.np)
        else:
            raise FrameError("resolve as")
    if other_symbol or as_symbols:
        c.take("reminder")  # "(it keeps its original value)": what "as if" already says
    order = c.flag("in_any_order")
    if c.flag("for_free"):
        flags["free"] = True  # "resolve it for free": without paying its resource cost
    c.done("resolve")
    return A.ResolveDie(
        target,
        against=to_target(against, "character") if against else None,
        as_other_symbol=other_symbol,
        as_symbols=as_symbols,
        unblockable=unblockable,
        order_chosen=order,
        **flags,
    )


def _as_if_symbols(clause: Clause) -> tuple[str, ...]:
    """ "as if they were melee damage ([melee])", "as if it were a shield": the symbols."""
    comps = Comps(list(clause.comps))
    np = comps.take_np()
    comps.take("icons")
    if not clause.copula or clause.negated or np is None or comps.items:
        return ()
    if np.head not in SYMBOL_NOUNS or any(k != "icons" for k, _ in np.posts):
        return ()
    try:
        return _symbols(np)
    except FrameError:
        return ()


def _as_if_flag(clause: Clause) -> str | None:
    """ "as if it were your own", "as if they were in your pool": `as_yours`; "as if it did not
    have a modifier", "as if it were not a modifier": `ignore_modifier`."""
    comps = Comps(list(clause.comps))
    if clause.copula:
        np = comps.take_np()
        where = comps.take_prep("in")
        if comps.items:
            return None
        if np is not None and where is None:
            lemmas = [lemma for _, lemma in np.noms]
            if lemmas in (["own"], ["die"]) and np.possessive == "your" and not clause.negated:
                return "as_yours"  # "as if it were your own / your die"
            if np.head == "modifier" and clause.negated and np.det in ("a", "an"):
                return "ignore_modifier"
        if np is None and where is not None and where.head == "pool" and where.possessive == "your":
            return "as_yours"
        return None
    if clause.verb == "have" and clause.modal is not None and "n" in clause.modal.split()[-1]:
        np = comps.take_np()
        if not comps.items and np is not None and np.head == "modifier" and np.det in ("a", "an"):
            return "ignore_modifier"
    return None


def _simple(node: type, kind: str, verb: str):
    def frame(c: Comps, cl: Clause) -> Any:
        thing = c.take_np()
        if thing is None:
            raise FrameError(f"{verb} what")
        c.done(verb)
        return node(to_target(thing, kind))

    return frame


def _reminder_says(c: Comps, *words: str) -> None:
    """Take a reminder that only restates the rule ("(this ignores shields)" on moved damage,
    "(paying its cost)" on a play); any other reminder stays and is reported."""

    def clean(np: NP | None) -> None:
        if np is None:
            return
        np.posts = [
            post
            for post in np.posts
            if not (
                post[0] == "reminder"
                and isinstance(post[1], tuple)
                and isinstance(post[1][1], Clause)
                and post[1][1].verb in words
            )
        ]
        clean(np.inner)  # "… to another one of your characters (this ignores shields)"
        for item in np.items or []:
            clean(item)

    for item in c.items:
        clean(item.np)
    for item in list(c.items):
        if item.role != "reminder" or not isinstance(item.value, tuple):
            continue
        inner = item.value[1]
        verbs = {inner.verb} if isinstance(inner, Clause) else set()
        if verbs & set(words):
            c.items.remove(item)


def f_move(c: Comps, cl: Clause) -> Any:
    _reminder_says(c, "ignore", "return")  # moved damage ignores shields; a moved upgrade's die
    thing = c.take_np()
    if thing is None:
        raise FrameError("move what")
    source = c.take_prep("from")
    dest = c.take_prep("to", "onto", "on")
    c.done("move")
    if thing.head in ("shield", "damage", "resource"):
        if source is None or dest is None:
            raise FrameError("move tokens")
        holder = "card" if thing.head == "resource" else "character"
        return A.MoveTokens(
            thing.head,  # type: ignore[arg-type]
            np_count(thing),
            to_target(source, holder),
            to_target(dest, holder),
        )
    if dest is None:
        raise FrameError("move where")
    return A.MoveUpgrade(
        to_target(thing, "upgrade"),
        to_target(dest, "character"),
        to_target(source) if source else None,
    )


def f_play(c: Comps, cl: Clause) -> Any:
    _reminder_says(c, "pay")
    card = c.take_np()
    if card is None:
        raise FrameError("play what")
    free = c.flag("for_free")
    source = c.take_prep("from")
    onto = c.take_prep("on", "onto")
    target, zone = _zone_apart(card, source)
    c.done("play")
    return A.Play(
        target,
        zone=zone,
        free=free,
        onto=to_target(onto, "character") if onto else None,
    )


def f_return(c: Comps, cl: Clause) -> Any:
    card = c.take_np()
    dest = c.take_prep("to")
    if card is None or dest is None:
        raise FrameError("return")
    state = dest.noms[-1] if len(dest.noms) == 2 else None
    if state in (("ADJ", "ready"), ("VERB_ED", "exhaust")) and dest.noms[0][1] in ("game", "play"):
        # "return … to the game exhausted": the state it comes back in
        dest = NP(**{**dest.__dict__, "noms": dest.noms[:1]})
    else:
        state = None
    if dest.head in ("game", "play") and not dest.noms[:-1]:
        # "return one of your defeated characters to the game (with no damage on it)": LALR
        # hangs "with no damage" on "the game" as a "has" post, "on it" goes to the verb
        clean = dest.posts == [("has", A.Select("damage", A.Fixed(0)))]
        if dest.posts and not clean:
            raise FrameError("return with what")
        if clean:
            on = c.take_prep("on")
            if on is not None and on.pronoun != "it":
                raise FrameError("return with damage on what")
        c.done("return")
        exhausted = state == ("VERB_ED", "exhaust")
        target = to_target(card, "character")
        return A.ReturnToPlay(target, without_damage=clean, exhausted=exhausted)
    c.done("return")
    if dest.head == "hand":
        return A.ReturnToHand(to_target(card))
    raise FrameError("return where")


def f_look_at(c: Comps, cl: Clause) -> Any:
    cards = c.take_np()
    if cards is None:
        raise FrameError("look at what")
    c.done("look at")
    return A.LookAt(to_target(cards, "card"))


def f_add(c: Comps, cl: Clause) -> Any:
    card = c.take_np()
    dest = c.take_prep("to")
    if card is None or dest is None:
        raise FrameError("add")
    if dest.head == "hand":
        source = c.take_prep("from")
        c.done("add")
        target, zone = _zone_apart(card, source)
        if zone is None and isinstance(target, A.Ref):
            zone = "current"  # "reveal it and add it to your hand": from where it is
        among = isinstance(target, A.Select) and any(f.kind == "among" for f in target.filters)
        if zone is None and among:
            zone = "looked_at"  # "look at … and add one of them to your hand" (bound in parse)
        if not isinstance(zone, str):
            raise FrameError("add from where")
        return A.AddToHand(target, zone)  # type: ignore[arg-type]
    if dest.head == "team":
        exhausted = c.take("np")
        c.done("add")
        return A.AddToTeam(to_target(card, "character"), exhausted=exhausted is not None)
    raise FrameError("add where")


def f_place(c: Comps, cl: Clause) -> Any:
    order = c.flag("in_any_order")
    thing = c.take_np()
    on = c.take_prep("on", "under")
    if thing is None or on is None:
        raise FrameError("place")
    equal = c.take("equal_to")
    source = c.take_prep("from")
    c.done("place")
    if source is not None:
        # "look at an opponent's hand and place an event from it on top of their deck"
        edge = next((lemma for _, lemma in on.noms if lemma in ("top", "bottom")), None)
        cards = to_target(thing, "card")
        if source.pronoun not in ("it", "them") or source.posts or edge is None:
            raise FrameError("place from where")
        if not isinstance(cards, A.Select) or cards.zone is not None:
            raise FrameError("place what from it")
        return A.PutOnDeck(replace(cards, zone="looked_at"), edge, order_chosen=order)  # type: ignore[arg-type]
    if thing.head == "damage":
        amount = to_amount(equal.value) if equal else np_count(thing)
        return A.PlaceDamage(amount, to_target(on, "character"))
    if thing.head == "resource":
        amount = to_amount(equal.value) if equal else np_count(thing)
        return A.PlaceResources(amount, to_target(on, "card"))
    edges = [
        next((lemma for _, lemma in item.noms if lemma in ("top", "bottom")), None)
        for item in on.items or []
    ]
    if edges == ["top", "bottom"]:
        # "on the top and/or bottom of that deck": each card to either
        return A.PutOnDeck(to_target(thing, "card"), "top_and_or_bottom", order_chosen=order)
    edge = next((lemma for cls, lemma in on.noms if lemma in ("top", "bottom")), None)
    if edge is not None:
        return A.PutOnDeck(to_target(thing, "card"), edge, order_chosen=order)  # type: ignore[arg-type]
    return A.PlaceCard(to_target(thing, "card"), to_target(on, "card"))


def _on_owner(c: Comps, target: Any) -> Any:
    """ "all downgrades on a character": the cards sit on (belong to) that character."""
    on = c.take_prep("on")
    if on is None:
        return target
    if not isinstance(target, A.Select) or target.owner is not None:
        raise FrameError("… on")
    return replace(target, owner=to_target(on, "character"))


def f_spot(c: Comps, cl: Clause) -> Any:
    thing = c.take_np()
    if thing is None:
        raise FrameError("spot what")
    target = _on_owner(c, to_target(thing, "character"))
    c.done("spot")
    return A.Spot(target)


VALUE_NOUNS = {"color": "color", "number": "number", "subtype": "subtype", "type": "card_type"}


def _chosen_attribute(np: NP | None) -> str | None:
    """ "the chosen color", "that subtype", "the named card", "the number chosen": the value an
    earlier `ChooseValue` fixed (its attribute), else None."""
    if np is None or np.items is not None or np.count is not None:
        return None
    lemmas = [lemma for _, lemma in np.noms]
    head = np.head
    if head == "card" and "named" in lemmas and np.det == "the":
        return "card"
    if head not in VALUE_NOUNS:
        return None
    if "chosen" in lemmas or (np.det == "that" and len(lemmas) == 1):
        return VALUE_NOUNS[head]
    if np.det == "the" and np.noms[-1] == ("VERB_ED", "choose"):
        return VALUE_NOUNS[head]  # "the number chosen"
    return None


def f_choose(c: Comps, cl: Clause) -> Any:
    thing = c.take_np()
    if thing is None:
        raise FrameError("choose what")
    shown_on = _post(thing, "shown_on")
    if thing.head == "symbol" and thing.det in ("a", "an") and shown_on is not None:
        if len(thing.posts) != 1 or thing.noms[:-1]:
            raise FrameError("choose a symbol")
        c.done("choose")
        return A.ChooseSymbol(to_target(shown_on, "die"))  # "Choose a symbol showing on a die"
    if (
        thing.head in VALUE_NOUNS
        and thing.det in ("a", "an")
        and all(k == "reminder" for k, _ in thing.posts)
    ):
        # "Choose a color (Blue, Red, Yellow, or Gray)", "choose a number", "Choose a subtype"
        c.items.extend(Comp("reminder", value=v) for _, v in thing.posts)
        others = [lemma for cls, lemma in thing.noms[:-1] if (cls, lemma) != ("NOUN", "character")]
        if others == ["card"] and thing.head == "type":
            others = []  # "Choose a card type"
        if others:
            raise FrameError(f"choose a {' '.join(others)} {thing.head}")
        return A.ChooseValue(VALUE_NOUNS[thing.head], _listed_options(c))  # type: ignore[arg-type]
    on = c.take_prep("on", "in")
    c.done("choose")
    target = to_target(thing, "character")
    if on is not None:
        if not isinstance(target, A.Select):
            raise FrameError("choose … on")
        zone = _zone_list(on)
        target = (
            replace(target, zone=zone, controller=_controller(on))  # type: ignore[arg-type]
            if isinstance(zone, str)
            else replace(target, owner=to_target(on, "character"))
        )
    return A.ChooseTarget(target)


def _listed_options(c: Comps) -> tuple[str, ...]:
    """The values a reminder lists ("(Blue, Red, Yellow, or Gray)"); any other reminder stays
    and is reported."""
    reminder = c.take("reminder")
    c.done("choose")
    if reminder is None:
        return ()
    kind, np = reminder.value if isinstance(reminder.value, tuple) else (None, None)
    items = (np.items or [np]) if kind == "np" and isinstance(np, NP) else []
    colours = [lemma for item in items for cls, lemma in item.noms if cls == "COLOR"]
    if items and len(colours) == len(items):
        return tuple(colours)
    # "(event, support, or upgrade)": card types
    types = [item.noms[0][1] for item in items if len(item.noms) == 1 and not item.det]
    if items and len(types) == len(items) and all(t in CARD_TYPES for t in types):
        return tuple(types)
    raise FrameError("choose: a reminder")


CARD_TYPES = ("character", "upgrade", "support", "event", "downgrade", "plot", "battlefield")


def f_name(c: Comps, cl: Clause) -> Any:
    """ "Name a card": the player names a card (its title) for the steps after it."""
    thing = c.take_np()
    c.done("name")
    if thing is None or thing.head != "card" or thing.det not in ("a", "an") or thing.posts:
        raise FrameError("name what")
    return A.ChooseValue("card")


def f_pay(c: Comps, cl: Clause) -> Any:
    thing = c.take_np()
    c.done("pay")
    if thing is None or (thing.head != "cost" and thing.pronoun != "it"):
        raise FrameError("pay what")
    if thing.owner is not None:
        return A.PayCost(to_target(thing.owner, "card"))
    if thing.possessive in ("its", "their"):
        return A.PayCost(A.Ref("it"))  # "pay its cost"
    if thing.pronoun == "it" and not thing.posts:
        return A.PayCost(A.Ref("it"))  # "you do not have to pay it": the cost just named
    raise FrameError("pay whose cost")


def _double_object(np: NP, tokens: tuple[str, ...]) -> tuple[NP, NP] | None:
    """ "give a character shields …": LALR read "character shields" as one compound."""
    if np.inner is not None and not np.noms and not np.posts:
        # "deal one of your characters damage …": the compound is inside the partitive
        split = _double_object(np.inner, tokens)
        if split is None:
            return None
        return NP(**{**np.__dict__, "inner": split[0]}), split[1]
    nouns = [i for i, (cls, _) in enumerate(np.noms) if cls in ("NOUN", "SUBTYPE", "NAME")]
    if len(nouns) < 2 or np.noms[-1][1] not in tokens:
        return None
    target = NP(**{**np.__dict__, "noms": np.noms[:-1], "posts": []})
    thing = NP(noms=[np.noms[-1]], posts=list(np.posts), plural=True)
    return target, thing


def f_reveal(c: Comps, cl: Clause) -> Any:
    thing = c.take_np()
    if thing is None:
        raise FrameError("reveal what")
    target, source = _among_source(to_target(thing, "card"), c.take_prep("from"))
    if source is not None:
        raise FrameError("reveal from what")
    c.done("reveal")
    return A.Reveal(target)


def f_shuffle(c: Comps, cl: Clause) -> Any:
    thing = c.take_np()
    into = c.take_prep("into")
    if thing is None:
        raise FrameError("shuffle what")
    c.done("shuffle")
    return A.Shuffle(to_target(thing, "card"), to_target(into, "card") if into else None)


def f_set_aside(c: Comps, cl: Clause) -> Any:
    thing = c.take_np()
    c.take("aside")
    if thing is None:
        raise FrameError("set aside what")
    source = c.take_prep("from")
    c.done("set aside")
    target = to_target(thing, "card")
    if source is not None:
        # "reveal an opponent's hand and set each copy of the named card from it aside"
        if source.pronoun not in ("it", "them") or source.posts:
            raise FrameError("set aside from where")
        if not isinstance(target, A.Select) or target.zone is not None:
            raise FrameError("set aside what from it")
        target = replace(target, zone="looked_at")  # type: ignore[arg-type]  # bound in parse
    return A.SetAside(target)


def f_set(c: Comps, cl: Clause) -> Any:
    if c.take("aside") is None:
        raise FrameError("set")
    return f_set_aside(c, cl)


def f_block(c: Comps, cl: Clause) -> Any:
    """ "block 1 damage", "block that damage": of the damage the trigger is about."""
    damage = c.take_np()
    c.done("block")
    if damage is None or damage.head != "damage" or damage.posts:
        raise FrameError("block what")
    if damage.det in ("that", "this", "all") and damage.count is None:
        return A.BlockDamage()
    if damage.count is None:
        raise FrameError("block how much")
    return A.BlockDamage(amount=damage.count)


def f_switch(c: Comps, cl: Clause) -> Any:
    """ "Switch this upgrade with a Blue ability upgrade in your hand", "Switch the battlefield
    with a set-aside battlefield"."""
    raw = cl.comps[0].np if cl.comps and cl.comps[0].role == "np" else None
    partner = (
        next((v[1] for k, v in raw.posts if k == "prep" and v[0] == "with"), None) if raw else None
    )
    old = c.take_np()
    new = c.take_prep("with")
    if new is None and old is not None and partner is not None:
        # LALR put "with …" on the noun ("the battlefield with a set-aside battlefield")
        new = _lift(partner)[0]
        old = NP(**{**old.__dict__, "posts": [p for p in old.posts if p[0] != "has"]})
    ignoring = c.take("ignoring")
    c.done("switch")
    if old is None or new is None:
        raise FrameError("switch what")
    if old.head == "battlefield" and old.det == "the" and ignoring is None:
        if new.det == "the" and new.noms == [("ADJ", "unused"), ("NOUN", "battlefield")]:
            # "the battlefield that is not being used": the one not chosen for the game
            unused = (A.Filter("not_in_use"),)
            return A.SwapBattlefield(A.Select("battlefield", filters=unused))
        return A.SwapBattlefield(to_target(new, "battlefield"))
    if old.head == "upgrade" and old.det == "this":
        if ignoring is not None and (ignoring.np is None or ignoring.np.head != "restriction"):
            raise FrameError("switch ignoring what")
        return A.SwapUpgrade(
            A.Ref("self", "upgrade"), to_target(new, "upgrade"), ignore_restrictions=bool(ignoring)
        )
    raise FrameError("switch")


def f_activate(c: Comps, cl: Clause) -> Any:
    c.take("in_any_order")  # "in the order of your choice": several activations, one by one
    at_once = c.flag("simultaneously") or cl.modal == "simultaneously"
    if cl.modal == "simultaneously":
        cl.modal = None  # "simultaneously activate …": said of the activation, not a permission
    activation = _simple(A.Activate, "character", "activate")(c, cl)
    return replace(activation, simultaneously=True) if at_once else activation


def f_exhaust(c: Comps, cl: Clause) -> Any:
    return _simple(A.Exhaust, "character", "exhaust")(c, cl)


def f_force(c: Comps, cl: Clause) -> Any:
    """ "force an opponent to X": the opponent performs X and makes its choices."""
    who = c.take_np()
    forced = c.take("forced")
    if who is None or forced is None:
        raise FrameError("force")
    c.done("force")
    steps = [_own(_effect(inner)) for inner in forced.value]
    effect = steps[0] if len(steps) == 1 else A.Sequence(tuple(steps))
    return A.Force(_player_of(who), effect)


def f_change(c: Comps, cl: Clause) -> Any:
    what = c.take_np()
    by = c.take("by")
    if cl.prohibited and cl.verb in ("decrease", "reduce") and what is not None and by is None:
        # "This card's cost cannot be decreased": by no amount
        c.done(cl.verb)
        if [lemma for _, lemma in what.noms] != ["cost"] or what.owner is None or what.posts:
            raise FrameError("which cost cannot be decreased")
        return A.ReduceCost(to_target(what.owner, "card"), A.AnyNumber())
    if what is None or by is None or by.np is None:
        raise FrameError(f"{cl.verb} what")
    on_dice = c.take_prep("on") if what.head == "cost" and not what.posts else None
    c.done(cl.verb)
    stat = what.head
    sign = 1 if cl.verb == "increase" else -1
    if stat == "hand size" and len(what.noms) == 1:
        # "Your hand size is increased by 1"
        delta = to_amount(by.np)
        if not isinstance(delta, A.Fixed) or what.possessive != "your":
            raise FrameError("whose hand size")
        return A.ModifyHandLimit(sign * delta.value, "you")
    points = _point_value_change(what, by.np, sign)
    if points is not None:
        return points
    if stat not in ("value", "cost", "health") or any(lemma == "point" for _, lemma in what.noms):
        raise FrameError(f"{cl.verb} {stat}")  # "the point value of …": deck-building
    if on_dice is not None:
        # "Decrease the resource cost on this die by 1": the cost printed on its sides
        amount = to_amount(by.np)
        lemmas = [lemma for _, lemma in what.noms]
        if not isinstance(amount, A.Fixed) or lemmas not in (["cost"], ["resource", "cost"]):
            raise FrameError("the cost on what by how much")
        dice = to_target(on_dice, "die")
        if dice == A.Ref("self", "die"):
            dice = A.Ref("this_die", "die")
        return A.ModifyDieCost(_each(dice), sign * amount.value)
    cost_to = next((v for k, v in what.posts if k == "cost_to"), None)
    if stat == "cost" and cost_to is not None and len(what.posts) == 1:
        # "the cost to attach a weapon to it is decreased by 1": cards to come, in that case
        verb, cards, onto = cost_to
        to_post = next((v for k, v in cards.posts if k == "prep" and v[0] == "to"), None)
        if onto is None and to_post is not None:
            onto = to_post[1]  # LALR put "to it" on "a weapon"
            cards = NP(
                **{**cards.__dict__, "posts": [p for p in cards.posts if p[1] is not to_post]}
            )
        amount = to_amount(by.np)
        if not isinstance(amount, A.Fixed) or (verb == "attach") != (onto is not None):
            raise FrameError("the cost to … by how much")
        selected = to_target(cards, "upgrade" if verb == "attach" else "card")
        if isinstance(selected, A.Select):
            kind = "upgrade" if verb == "attach" and selected.kind == "card" else selected.kind
            selected = replace(selected, kind=kind, count=A.All(), each=True)
        target = to_target(onto, "character") if onto is not None else None
        if target == A.Ref("it"):
            target = A.Ref("self", "character")  # "to it": the card the text is about
        if verb == "attach":
            return A.ModifyCost(selected, sign * amount.value, "attach_to", target)
        return A.ModifyCost(selected, sign * amount.value, "play", target)
    of = next((v for k, v in what.posts if k == "of"), None)
    if of is not None:
        target = to_target(of, "card")
    elif what.owner is not None:
        target = to_target(what.owner, "card")
    elif what.possessive in ("its", "their"):
        target = A.Ref("it", "die" if stat == "value" else "card")
    else:
        raise FrameError("whose value")
    amount = to_amount(by.np)
    if (
        stat == "cost"
        and isinstance(target, A.Select)
        and isinstance(amount, A.Fixed)
        and [lemma for _, lemma in what.noms] == ["cost"]
    ):
        # "the cost of the first droid you play each round is decreased by 1": cards to come
        return A.ModifyCost(target, sign * amount.value, "play")
    if stat == "cost" and cl.verb != "increase":
        return A.ReduceCost(target, to_amount(by.np))
    return A.ChangeValue(target, stat, to_amount(by.np), decrease=cl.verb != "increase")  # type: ignore[arg-type]


def _point_value_change(what: NP, by: NP, sign: int) -> Any:
    """ "the point value of each droid is decreased by 1": deck building (None: another
    change)."""
    if [lemma for _, lemma in what.noms] != ["point", "value"] or what.det != "the":
        return None
    of = next((v for k, v in what.posts if k == "of"), None)
    amount = to_amount(by)
    if of is None or len(what.posts) != 1 or not isinstance(amount, A.Fixed):
        raise FrameError("the point value of what")
    return A.ModifyPoints(_each(to_target(of, "card")), sign * amount.value)


def f_include(c: Comps, cl: Clause) -> Any:
    """ "You may include X in your deck / on your team": deck-building."""
    cards = c.take_np()
    c.take_prep("in", "on")
    c.done("include")
    if cards is None:
        raise FrameError("include what")
    target = to_target(cards, "card")
    bare_plural = cards.plural and cards.det is None and cards.count is None and not cards.items

    def allowed(item: Any) -> Any:
        if isinstance(item, A.Select) and item.zone in ("deck", None):
            # "in your deck" is where the cards go, not where they are
            item = replace(item, zone=None, controller="any")
            if bare_plural:
                item = replace(item, count=A.All())  # "You may include Red cards": any of them
        return item

    if isinstance(target, A.Both | A.Either):
        return A.DeckbuildingAllowance(replace(target, items=tuple(map(allowed, target.items))))
    return A.DeckbuildingAllowance(allowed(target))


def f_search(c: Comps, cl: Clause) -> Any:
    """ "search your deck for a droid": the cards found are in that zone."""
    zone_np = c.take_np()
    wanted = c.take_prep("for")
    c.done("search")
    if zone_np is None or wanted is None or _zone_list(zone_np) is None:
        raise FrameError("search")
    target = to_target(wanted, "card")
    if not isinstance(target, A.Select):
        raise FrameError("search for what")
    return A.Search(target, _zone_list(zone_np), _controller(zone_np))  # type: ignore[arg-type]


def f_count(c: Comps, cl: Clause) -> Any:
    """ "Count the number of …": fixes a number for later steps."""
    what = c.take_np()
    c.done("count")
    if what is None or what.head != "number":
        raise FrameError("count what")
    return A.Determine(to_amount(what))


def f_end(c: Comps, cl: Clause) -> Any:
    what = c.take_np()
    c.done("end")
    if what is None or what.head != "action phase":
        raise FrameError("end what")
    return A.EndActionPhase()


def f_flip(c: Comps, cl: Clause) -> Any:
    card = c.take_np()
    c.done("flip")
    if card is None:
        raise FrameError("flip what")
    return A.Flip(to_target(card, "card"))


def f_use(c: Comps, cl: Clause) -> Any:
    """ "use its claim ability": resolve a battlefield's claim ability (Rules Reference:
    claiming the battlefield resolves its claim ability)."""
    what = c.take_np()
    c.done("use")
    if what is None or what.noms != [("NOUN", "claim ability")] or what.posts:
        raise FrameError("use what")
    if what.possessive == "its" and what.owner is None:
        return A.ResolveClaim(A.Ref("it", "battlefield"))
    if what.det == "the" and what.owner is None:
        return A.ResolveClaim(A.Select("battlefield"))
    raise FrameError("use whose claim ability")


FRAMES = {
    "use": f_use,
    "include": f_include,
    "pay": f_pay,
    "name": f_name,
    "flip": f_flip,
    "count": f_count,
    "end": f_end,
    "search": f_search,
    "increase": f_change,
    "decrease": f_change,
    "reduce": f_change,
    "deal": f_deal,
    "give": f_give,
    "heal": f_heal,
    "discard": f_discard,
    "draw": f_draw,
    "gain": f_gain,
    "lose": f_lose,
    "spend": f_spend,
    "take": f_take,
    "roll": f_roll,
    "reroll": f_reroll,
    "remove": f_remove,
    "turn": f_turn,
    "resolve": f_resolve,
    "exhaust": f_exhaust,
    "block": f_block,
    "switch": f_switch,
    "ready": _simple(A.Ready, "character", "ready"),
    "activate": f_activate,
    "defeat": _simple(A.Defeat, "character", "defeat"),
    "move": f_move,
    "play": f_play,
    "return": f_return,
    "look_at": f_look_at,
    "add": f_add,
    "place": f_place,
    "put": f_place,
    "spot": f_spot,
    "choose": f_choose,
    "reveal": f_reveal,
    "shuffle": f_shuffle,
    "set_aside": f_set_aside,
    "set": f_set,
    "force": f_force,
}


def build_effect(cl: Clause) -> Any:
    if cl.alternatives:
        # "exhaust or ready a character": one of the verbs, on the same object
        options = [
            build_effect(Clause(verb, cl.form, [replace(c) for c in cl.comps]))
            for verb in (cl.verb, *cl.alternatives)
        ]
        return A.ChooseOne(tuple(options))
    frame = FRAMES.get(cl.verb)
    if frame is None:
        raise FrameError(f"nieznany czasownik „{cl.verb}”")
    comps = Comps(list(cl.comps))
    alternative = _alternative_amount(comps, cl)
    if_able = comps.flag("if_able")  # "…, if able": only when the game allows it
    comps.take("again")  # "reroll those dice again": the same effect once more
    per = _for_each(comps)
    instead = alternative is None and comps.flag("instead")
    effect = frame(comps, cl)
    if alternative is not None:
        amount, condition = alternative
        effect = _with_amount(effect, amount, condition)
    if instead:
        effect = A.Instead(effect)  # "you may defeat this character instead": a replacement
    if per is not None:
        effect = A.ForEach(per, effect)
    if if_able:
        effect = A.If(A.Possible(), effect)
    return effect


def _for_each(comps: Comps) -> Any:
    """ "deal 2 damage to that opponent for each of their dice showing damage"."""
    for item in comps.items:
        if (
            item.role == "for"
            and item.np is not None
            and (item.np.det == "each" or item.np.partitive == "each_of")
        ):
            index = comps.items.index(item)
            after = comps.items[index + 1] if index + 1 < len(comps.items) else None
            np = item.np
            head = np.head or ""
            if (
                after is not None
                and after.role == "on"
                and after.np is not None
                and (head.startswith("subtype:") or head in ("upgrade", "downgrade"))
            ):
                # "… for each weapon on this character": LALR gave "on …" to the verb
                comps.items.remove(after)
                np = NP(**{**np.__dict__, "posts": [*np.posts, ("on", after.np)]})
            comps.items.remove(item)
            return to_target(np, "card")
    return None


def _alternative_amount(comps: Comps, cl: Clause) -> tuple[Any, Any] | None:
    """ "deal 2 damage to a character, or 3 damage instead if …": the last item of an "or"
    list is another amount of the same tokens, used instead when the condition holds."""
    if not any(item.role == "instead" for item in comps.items):
        return None
    if_mod = next((mod for kind, mod in cl.mods if kind == "if"), None)
    for item in comps.items:
        np = item.np
        if np is None or np.items is None or np.join != "or" or len(np.items) < 2:
            continue
        last = np.items[-1]
        if last.head in ("damage", "shield", "resource", "card") and last.count is not None:
            if if_mod is None:
                raise FrameError("instead without a condition")
            rest = np.items[:-1]
            item.np = rest[0] if len(rest) == 1 else NP(items=rest, join="or")
            comps.take("instead")
            cl.mods = [m for m in cl.mods if m[1] is not if_mod]
            return last.count, _condition(if_mod)
    return None


def _with_amount(effect: Any, amount: Any, condition: Any) -> Any:
    base = getattr(effect, "amount", None)
    if base is not None:
        return replace(effect, amount=A.AmountIf(condition, amount, base))
    for name in ("cards", "dice", "card"):
        # "discard 1 card from their hand, or 2 cards instead if …": the selection's count
        selected = getattr(effect, name, None)
        if isinstance(selected, A.Select) and isinstance(selected.count, A.Fixed):
            counted = replace(selected, count=A.AmountIf(condition, amount, selected.count))
            return replace(effect, **{name: counted})
    raise FrameError("instead: no amount")


# --- the tree transformer ---------------------------------------------------------------------

PARTITIVES = {
    "one of": "one_of",
    "each of": "each_of",
    "all of": "all_of",
    "any of": "any_of",
    "none of": "none_of",
}


def _t(children: list[Any]) -> list[Token]:
    return [c for c in children if isinstance(c, Token)]


class EnglishTransformer(Transformer):
    """Tree → `Sentence` (see the module docstring)."""

    # sentences
    def after_reminder(self, c: list[Any]) -> Comp:
        return Comp("after_reminder", value=next(x for x in c if not isinstance(x, Token)))

    def start(self, children: list[Any]) -> Sentence:
        after = next((x for x in children if isinstance(x, Comp)), None)
        sentence = self._start(children[0])
        if after is not None and not _harmless_after(after.value, sentence):
            raise FrameError("reminder after the sentence")
        return sentence

    def _start(self, body: Any) -> Sentence:
        if isinstance(body, Sentence):
            return body
        lasting = _while_at_end(body)
        if lasting is not None:
            return lasting
        if isinstance(body, Clause):
            restriction = _restriction(body)
            if restriction is not None:
                return Sentence("restriction", restriction=restriction)
            if body.subject is not None and body.subject.pronoun != "you":
                static = _statement(body)
                if isinstance(static, A.DefineX | A.DistributeShields):
                    return Sentence("integral", static)  # what this card's die always does
                if static is not None:
                    return Sentence("persistent", static)
            if body.modal == "cannot":
                return Sentence("persistent", _effect(body))  # a prohibition lasts
        effect = _effect(body)
        lasting = effect.effect if isinstance(effect, A.May) and effect.player is None else effect
        if isinstance(lasting, A.DeckbuildingAllowance):
            return Sentence("persistent", lasting)  # "You may include … in your deck"
        if (
            isinstance(effect, A.May)
            and isinstance(lasting, A.Play)
            and lasting.onto is not None
            and lasting.ignore_restrictions
            and lasting.zone is None
            and not lasting.free
            and not lasting.cost_change
        ):
            # "You may play Blue upgrades on this character, ignoring play restrictions"
            return Sentence("persistent", A.MayAttach(lasting.card, lasting.onto))
        if (
            isinstance(effect, A.If)
            and effect.otherwise is None
            and not isinstance(effect.condition, A.Event)  # "If X takes damage, …": a trigger
            and isinstance(effect.then, A.Discard)
            and isinstance(effect.then.cards, A.Ref)
            and effect.then.cards.to == "self"
        ):
            # "Discard this downgrade from play if you do not control a witch": a lasting rule
            return Sentence("persistent", effect.then, condition=effect.condition)
        played_on = _cost_if_played_on(effect)
        if played_on is not None:
            return Sentence("persistent", played_on)
        if _lasting_modifier(effect):
            return Sentence("persistent", effect)  # a modifier lasts ("Decrease the cost of …")
        if (
            isinstance(effect, A.If)
            and effect.otherwise is None
            and not isinstance(effect.condition, A.Event)
            and (
                isinstance(effect.then, A.ModifyCost | A.GrantKeyword | A.ModifyStat)
                or _lasting_modifier(effect.then)
            )
        ):
            # "Decrease the cost to play this support by 1 if an opponent has 3 or more …",
            # "Decrease the cost of this support by 1 if you drew one or more cards …"
            return Sentence("persistent", effect.then, condition=effect.condition)
        return Sentence("effect", effect)

    def bullet(self, children: list[Any]) -> Any:
        return children[-1]

    def triggered(self, children: list[Any]) -> Sentence:
        trigger, body = children[0], children[-1]
        if isinstance(trigger, tuple) and trigger[0] == "while":
            return Sentence("persistent", _static(body), condition=trigger[1])
        condition = None
        if isinstance(trigger, TriggerWithCondition):
            condition = trigger.condition
            trigger = trigger.trigger
        effect = _effect(body)
        if condition is not None:
            effect = A.If(condition, effect)  # "After X, if Y, …": Y is checked on resolving
        subject = trigger.event.subject
        if "played" in trigger.event.kinds and isinstance(subject, A.Select):
            # "Before you play a Blue upgrade, … decrease its cost": the card being played
            effect = _rebind(effect, A.Ref("trigger", subject.kind))
        return Sentence("triggered", effect, trigger=trigger)

    def _trigger(self, timing: str, clause: Clause, wording: str, **kw: Any) -> Any:
        conditions = [_condition(mod) for kind, mod in clause.mods if kind == "if"]
        clause.mods = [(kind, mod) for kind, mod in clause.mods if kind != "if"]
        trigger = A.Trigger(timing, _event(clause), wording=wording, **kw)  # type: ignore[arg-type]
        if not conditions:
            return trigger
        condition = conditions[0] if len(conditions) == 1 else A.AllOf(tuple(conditions))
        return TriggerWithCondition(trigger, condition)

    def trig_after(self, c: list[Any]) -> A.Trigger:
        return self._trigger("after", c[-1], "after")

    def trig_when(self, c: list[Any]) -> A.Trigger:
        return self._trigger("after", c[-1], "when")

    def trig_before(self, c: list[Any]) -> A.Trigger:
        clause: Clause = c[-1]
        return self._trigger("before", clause, "before", would=clause.modal == "would")

    def trig_after_first_time(self, c: list[Any]) -> A.Trigger:
        """ "After you activate this character for the first time each round": the first
        time each round it happens."""
        clause = next(x for x in c if isinstance(x, Clause))
        return self._trigger("after", clause, "after", once_per_round=True)

    def trig_first_time(self, c: list[Any]) -> A.Trigger:
        clause = next(x for x in c if isinstance(x, Clause))
        return self._trigger("after", clause, "first_time", once_per_round=True)

    def trig_while(self, c: list[Any]) -> tuple[str, Any]:
        return ("while", _condition(c[-1]))

    def trig_after_time(self, c: list[Any]) -> A.Trigger:
        np: NP = c[-1]
        if np.head == "setup":
            return A.Trigger("after", A.Event(("setup",)), wording="after")
        raise FrameError("after what")

    def trig_at(self, c: list[Any]) -> A.Trigger:
        np, extra = _lift(c[-1])
        if extra:
            raise FrameError("at what time")
        if np.head in ("start", "end"):
            of = next((v for k, v in np.posts if k == "of"), None)
            if of is not None and of.head in ("round", "phase", "action phase", "upkeep phase"):
                return A.Trigger(
                    "after",
                    A.Event((f"{np.head}_of_{of.head.replace(' ', '_')}",)),  # type: ignore[arg-type]
                    wording="at",
                )
        raise FrameError("at what time")

    def only_character(self, c: list[Any]) -> Sentence:
        np: NP = c[0]
        target = to_target(np, "character")
        filters = target.filters if isinstance(target, A.Select) else ()
        return Sentence("restriction", restriction=A.OnlyCharacter(filters))

    def to_play(self, c: list[Any]) -> Sentence:
        clause = c[-1]
        effect = _effect(clause)
        if isinstance(effect, A.Spot):
            return Sentence("restriction", restriction=A.SpotToPlay(effect.target))
        raise FrameError("to play")

    def play_only_if(self, c: list[Any]) -> Sentence:
        verb = str(c[0])
        if verb == "include":
            return Sentence("restriction", restriction=A.IncludeOnlyIf(_condition(c[-1])))
        if verb != "play":
            raise FrameError(f"„{verb} only if”")
        return Sentence("restriction", restriction=A.PlayOnlyIf(_condition(c[-1])))

    def limit_per(self, c: list[Any]) -> Sentence:
        """ "Limit 1 form per character.": at most that many such cards on each one."""
        count = int(next(t for t in c if isinstance(t, Token) and t.type == "NUMBER"))
        cards = next(x for x in c if isinstance(x, NP))
        per = next((v[1] for k, v in cards.posts if k == "prep" and v[0] == "per"), None)
        if per is None or len(cards.posts) != 1:
            raise FrameError("limit per what")
        cards = NP(**{**cards.__dict__, "posts": []})
        target = to_target(cards, "upgrade")
        if not isinstance(target, A.Select) or per.head not in ("character", "team", "deck"):
            raise FrameError("limit what per what")
        limit = A.LimitPer(count, replace(target, count=A.All()), per.head)
        return Sentence("restriction", restriction=limit)

    def include_only(self, c: list[Any]) -> Sentence:
        raise FrameError("include only")

    def while_building(self, c: list[Any]) -> Sentence:
        """ "While building your team, the point value of each droid is decreased by 1":
        point values count only while building, so the time adds nothing to the change."""
        body = c[-1]
        static = _statement(body) if isinstance(body, Clause) and body.subject else None
        if not isinstance(static, A.ModifyPoints):
            raise FrameError("while building your team")
        return Sentence("persistent", static)

    def then_sentence(self, c: list[Any]) -> Sentence:
        return Sentence("then", _effect(c[-1]))

    def conditional(self, c: list[Any]) -> Any:
        cond, body = c[1], c[-1]
        condition = _condition(cond)
        static = None
        if isinstance(body, Clause) and body.subject is not None and body.subject.pronoun != "you":
            # "If you are fighting on your battlefield, this event has Ambush": a statement
            static = _statement(body)
        if isinstance(static, A.GrantKeyword | A.ModifyStat) and not isinstance(condition, A.Event):
            return A.If(condition, static)
        effect = _effect(body)
        if isinstance(condition, A.Compare) and isinstance(condition.left, A.CountOf):
            # "If 2 or more bomb plots are in play, you may set them all aside": those counted
            effect = _bind_it(effect, condition.left.of)
        if isinstance(condition, A.HasResourceCost):
            # "If it has a resource cost, you do not have to pay it": the die's cost
            paid = A.PayCost(A.Ref("it"))
            effect = _replace_node(effect, paid, A.PayCost(condition.die))
        return A.If(condition, effect)

    def conditional_else(self, c: list[Any]) -> Any:
        values = [x for x in c if not isinstance(x, Token)]
        return A.If(_condition(values[0]), _effect(values[1]), _effect(values[2]))

    def otherwise(self, c: list[Any]) -> Any:
        raise FrameError("otherwise")

    def for_each_front(self, c: list[Any]) -> Any:
        np: NP = c[2]
        if np.det is None:
            np.det = "each"
        return A.ForEach(_whole_target(np, "card"), _effect(c[-1]))

    def for_each_of_front(self, c: list[Any]) -> Any:
        np = NP(partitive="each_of", inner=c[2])
        return A.ForEach(_whole_target(np, "card"), _effect(c[-1]))

    def instead_front(self, c: list[Any]) -> Any:
        return A.Instead(_effect(c[-1]))

    def otherwise_sentence(self, c: list[Any]) -> Sentence:
        return Sentence("otherwise", _effect(c[-1]))

    def costed(self, c: list[Any]) -> Any:
        values = [x for x in c if not isinstance(x, Token)]
        if len(values) == 1:
            return values[0]  # a clause stays a clause: the sentence may be a statement
        parts = [_effect(value) for value in values]
        if len(parts) == 3 and isinstance(parts[1], A.ChooseOne):
            # "A to B or C to D": two options, each with its own cost
            first, *rest = parts[1].options
            second = _costed(rest[-1], parts[2])
            middle = rest[:-1]
            purpose = A.ChooseOne((first, *middle)) if middle else first
            return A.ChooseOne((_costed(parts[0], purpose), second))
        if len(parts) != 2:
            raise FrameError("three purposes")
        cost, effect = parts
        if (
            isinstance(cost, A.May)
            and cost.player is None
            and isinstance(cost.effect, A.ChooseOne)
            and cost.effect.chooser is None
        ):
            # "You may A or B to C": the permission covers the choice read as below
            return A.May(self.costed([cost.effect, effect]))
        if (
            isinstance(cost, A.ChooseOne)
            and cost.chooser is None
            and not any(isinstance(option, A.Spot) for option in cost.options[:-1])
        ):
            # "A or B to C": the purpose is the last option's ("Deal 1 damage to a character or
            # spot a plot to deal 2 damage"); the choice between them stays. An option that only
            # spots does nothing alone: "Spot X or spend 1 resource to …" is a choice of costs
            *firsts, last = cost.options
            return A.ChooseOne((*firsts, _costed(last, _no_instead(effect))))
        return _costed(cost, effect)

    def sequence(self, c: list[Any]) -> Any:
        steps = []
        then = False
        values = [x for x in c if not isinstance(x, Token)]
        then = any(isinstance(x, Token) and x.type == "THEN" for x in c)
        first = values[0]
        scoped = (
            not then
            and isinstance(first, Clause)
            and first.modal == "may"
            and (first.subject is None or first.subject.pronoun == "you")
            and all(
                isinstance(x, Clause) and x.subject is None and x.modal is None for x in values[1:]
            )
        )
        if scoped:
            # "you may look at …, reveal …, and add it to your hand": one permission for all
            first.modal = None
            return A.May(self.sequence(c))
        for index, x in enumerate(values):
            if (
                isinstance(x, Clause)
                and x.verb == "choose"
                and not x.comps
                and index + 1 < len(values)
            ):
                continue  # "choose and discard a card": the choice is the next step's own
            steps.append(_effect(x))
        if len(steps) == 1:
            return steps[0]
        if then and len(steps) == 2:
            return A.Then(steps[0], steps[1])
        return A.Sequence(tuple(steps))

    def if_option(self, c: list[Any]) -> Any:
        """ "…, or, if you spot X, Y": an option that does something only if X."""
        values = [x for x in c if not isinstance(x, Token)]
        return A.If(_condition(values[0]), _effect(values[1]))

    def force_either(self, c: list[Any]) -> Clause:
        """ "Force an opponent to (choose to) either X or Y": they pick one and do it."""
        who = next(x for x in c if isinstance(x, NP))
        options = [x for x in c if isinstance(x, Clause)]
        choice = A.ChooseOne(tuple(_effect(o) for o in options))
        return Clause("force", "", [Comp("np", who), Comp("forced", value=[choice])])

    def choose_one(self, c: list[Any]) -> Any:
        raw = [x for x in c if not isinstance(x, Token)]
        continued = _condition_continued(raw)
        if continued is not None:
            return continued
        each_own = all(isinstance(x, Clause) and x.mods and x.mods[-1][0] == "if" for x in raw)
        for x in raw[:-1]:
            if isinstance(x, Clause) and x.mods and x.mods[-1][0] == "if" and not each_own:
                # "… by 1 if you spend 1 resource or discard a card": the "or" may continue
                # the condition as well as offer a choice ("either X if A or Y if B" is a
                # choice: each option has its own condition)
                raise FrameError("or after a condition")
        first = raw[0]
        scoped = (
            isinstance(first, Clause)
            and first.modal == "may"
            and (first.subject is None or first.subject.pronoun == "you")
            and all(
                isinstance(x, Clause) and x.subject is None and x.modal is None for x in raw[1:]
            )
        )
        if scoped:
            first.modal = None  # "You may X or Y": the permission covers the whole choice
        options = [_effect(x) for x in raw]
        first_option = options[0]
        if (
            len(options) == 2
            and isinstance(first_option, A.If)
            and first_option.condition == A.Possible()
            and first_option.otherwise is None
            and not scoped
        ):
            # "play that card, if able, or discard it": the second only when the first cannot
            # be done (no free choice)
            return A.If(A.Possible(), first_option.then, options[1])
        # "X, or Y instead": the choice already says Y replaces X
        choice = A.ChooseOne((options[0], *(_no_instead(o) for o in options[1:])))
        return A.May(choice) if scoped else choice

    def choose_one_colon(self, c: list[Any]) -> Any:
        return A.ChooseOne(tuple(c[-1]))

    def choose_one_or_both(self, c: list[Any]) -> Any:
        return A.ChooseOptions(tuple(c[-1]), 2, distinct=True)

    def choose_two(self, c: list[Any]) -> Any:
        return A.ChooseOptions(tuple(c[-1]), 2)

    def option_list(self, c: list[Any]) -> list[Any]:
        return [_option(x) for x in c if not isinstance(x, Token)]

    # clauses
    def clause(self, c: list[Any]) -> Clause:
        modal = None
        mods = []
        vp: Clause | None = None
        for x in c:
            if isinstance(x, tuple) and x and x[0] == "modal":
                modal = x[1]
            elif isinstance(x, Clause):
                vp = x
            elif isinstance(x, tuple):
                mods.append(x)
        assert vp is not None
        vp.modal = modal or vp.modal
        vp.mods.extend(mods)
        return vp

    def subject_clause(self, c: list[Any]) -> Clause:
        clause = self.clause(c[1:])
        clause.subject = c[0]
        return clause

    def subj_clause(self, c: list[Any]) -> Clause:
        return self.subject_clause(c)

    def subject_clauses(self, c: list[Any]) -> Clause:
        vps = [x for x in c if isinstance(x, Clause)]
        rest = [x for x in c if not (isinstance(x, Clause) and x is not vps[0])]
        clause = self.subject_clause(rest)
        clause.conjoined = vps[1:]
        return clause

    def vp_verbs_or(self, c: list[Any]) -> Clause:
        verbs = [t for t in c if isinstance(t, Token) and t.type.startswith("VERB")]
        clause = self._vp(c)
        clause.alternatives = [str(v) for v in verbs[1:]]
        return clause

    def vp_s_or(self, c: list[Any]) -> Clause:
        return self.vp_verbs_or(c)

    def each_c(self, c: list[Any]) -> Comp:
        return Comp("each")

    def until_hand_size(self, c: list[Any]) -> Comp:
        return Comp("until_hand_size")

    def reminder_participle(self, c: list[Any]) -> Any:
        verb = c[0]
        comps = [
            Comp("np", x) if isinstance(x, NP) else x for x in c[1:] if isinstance(x, Comp | NP)
        ]
        return ("clause", Clause(str(verb), "ing", comps))

    def play_only_on(self, c: list[Any]) -> Sentence:
        return Sentence("restriction", restriction=A.OnlyOn(to_target(c[-1], "character")))

    def either(self, c: list[Any]) -> Any:
        return self.choose_one([x for x in c if not isinstance(x, Token)])

    def after_mod(self, c: list[Any]) -> tuple[str, Any]:
        return ("after", c[-1])

    def while_mod(self, c: list[Any]) -> tuple[str, Any]:
        return ("while", c[-1])

    def subject(self, c: list[Any]) -> NP:
        np, extra = _lift(c[0])
        return np if not extra else c[0]  # zones read ("all characters on your team")

    def modal(self, c: list[Any]) -> tuple[str, str]:
        # "you can resolve …" is a permission like "you may …"
        # "don't" / "doesn't" / "didn't" are one negation ("dont")
        # "does not" / "did not" are "do not"
        words = (
            "may"
            if str(t) == "can"
            else "dont"
            if t.type == "DONT"
            else "do"
            if t.type == "DO"
            else str(t)
            for t in c
        )
        return ("modal", " ".join(words))

    def _vp(self, c: list[Any], **kw: Any) -> Clause:
        verb = next((t for t in c if isinstance(t, Token) and t.type.startswith("VERB")), None)
        comps = [Comp("np", x) if isinstance(x, NP) else x for x in c if isinstance(x, Comp | NP)]
        if verb is None:
            return Clause("be", "", comps, **kw)
        return Clause(str(verb), getattr(verb, "form", ""), comps, **kw)

    def vp(self, c: list[Any]) -> Clause:
        return self._vp(c)

    def force_vp(self, c: list[Any]) -> Clause:
        who = next(x for x in c if isinstance(x, NP))
        inner = [x for x in c if isinstance(x, Clause)]
        modal = next((x[1] for x in c if isinstance(x, tuple) and x[0] == "modal"), None)
        if modal is not None:
            raise FrameError("force … may")
        if len(inner) > 1 and inner[0].verb == "choose" and not inner[0].comps:
            inner = inner[1:]  # "force them to choose and discard": they choose what
        return Clause("force", "", [Comp("np", who), Comp("forced", value=inner)])

    def force_choose_two(self, c: list[Any]) -> Clause:
        """ "Force an opponent to choose 2: • … • …": they pick two options and resolve them."""
        who = next(x for x in c if isinstance(x, NP))
        options = next(x for x in c if isinstance(x, list))
        return Clause(
            "force",
            "",
            [Comp("np", who), Comp("forced", value=[A.ChooseOptions(tuple(options), 2)])],
        )

    def without_c(self, c: list[Any]) -> Comp:
        """ "without removing it (from your pool)": what the effect does not do."""
        verb = next(t for t in c if isinstance(t, Token) and t.type == "VERB_ING")
        comps = [Comp("np", x) if isinstance(x, NP) else x for x in c if isinstance(x, Comp | NP)]
        return Comp("without", value=Clause(str(verb), "ing", comps))

    def distributed(self, c: list[Any]) -> Comp:
        return Comp("distributed")

    def vp_compare(self, c: list[Any]) -> Clause:
        """ "you have more dice in your pool than an opponent (has in their pool)"."""
        verb = c[0]
        more = c[1].type == "MORE"
        counted: NP = c[2]
        than = c[-1]
        return Clause(str(verb), "", [Comp("compare", value=(more, counted, than))])

    def than_part(self, c: list[Any]) -> Any:
        subject: NP = c[0]
        verb = next((t for t in c[1:] if isinstance(t, Token)), None)
        comps = [
            Comp("np", x) if isinstance(x, NP) else x for x in c[1:] if isinstance(x, Comp | NP)
        ]
        return (subject, str(verb) if verb is not None else None, comps)

    def vp_cause(self, c: list[Any]) -> Clause:
        """ "(your effect) causes an opponent to lose 1 or more resources"."""
        who = next(x for x in c if isinstance(x, NP))
        inner = next(x for x in c if isinstance(x, Clause))
        return Clause("cause", "", [Comp("caused", value=(who, inner))])

    def vp_s(self, c: list[Any]) -> Clause:
        return self._vp(c)

    def vp_past(self, c: list[Any]) -> Clause:
        return self._vp(c)

    def vp_be(self, c: list[Any]) -> Clause:
        return self._vp(c, copula=True)

    def vp_be_not(self, c: list[Any]) -> Clause:
        return self._vp(c, copula=True, negated=True)

    def vp_would_be(self, c: list[Any]) -> Clause:
        return self._vp(c, copula=True, modal="would")

    def vp_would(self, c: list[Any]) -> Clause:
        return self._vp(c, modal="would")

    # complements
    def complement(self, c: list[Any]) -> Comp:
        return Comp("np", c[0])

    def prep_np(self, c: list[Any]) -> Comp:
        return Comp(str(c[0]), c[1])

    def prep_np_or(self, c: list[Any]) -> Comp:
        """ "on a droid or on General Grievous": one role, alternatives."""
        preps = {str(x) for x in c if isinstance(x, Token) and x.type != "OR"}
        nps = [x for x in c if isinstance(x, NP)]
        if len(preps) != 1:
            raise FrameError("different prepositions")
        return Comp(preps.pop(), NP(items=nps, join="or"))

    def prep(self, c: list[Any]) -> Token:
        return c[0]

    def particle(self, c: list[Any]) -> Comp:
        return Comp(str(c[0]))

    def __default__(self, data: Any, children: list[Any], meta: Any) -> Any:
        if str(data).startswith("_"):
            return Tree(data, children)  # Lark's helper rules ("nom+"): spliced into the parent
        raise FrameError(f"konstrukcja „{data}”")

    def for_game(self, c: list[Any]) -> Comp:
        return Comp("for_game")

    def this_round(self, c: list[Any]) -> Comp:
        return Comp("period", value="this_round")

    def this_phase(self, c: list[Any]) -> Comp:
        return Comp("period", value="this_phase")

    def this_turn(self, c: list[Any]) -> Comp:
        return Comp("period", value="this_turn")

    def each_round(self, c: list[Any]) -> Comp:
        return Comp("each_round")

    def each_game(self, c: list[Any]) -> Comp:
        return Comp("each_game")

    def p_this_round(self, c: list[Any]) -> tuple[str, Any]:
        return ("period", "this_round")

    def for_free(self, c: list[Any]) -> Comp:
        return Comp("for_free")

    def simultaneously_c(self, c: list[Any]) -> Comp:
        return Comp("simultaneously")

    def instead(self, c: list[Any]) -> Comp:
        return Comp("instead")

    def in_play(self, c: list[Any]) -> Comp:
        return Comp("in_play")

    def from_play(self, c: list[Any]) -> Comp:
        return Comp("from_play")

    def into_play(self, c: list[Any]) -> Comp:
        return Comp("into_play")

    def at_most_eq(self, c: list[Any]) -> Comp:
        return Comp("at_most_eq", value=c[-1])

    def at_least_eq(self, c: list[Any]) -> Comp:
        return Comp("at_least_eq", value=c[-1])

    def equal_to(self, c: list[Any]) -> Comp:
        return Comp("equal_to", value=c[-1])

    def maximum_of(self, c: list[Any]) -> Comp:
        return Comp("maximum_of", value=c[-1])

    def icons(self, c: list[Any]) -> Comp:
        return Comp("icons", value=_icons(str(c[0])))

    def again(self, c: list[Any]) -> Comp:
        return Comp("again")

    def if_able(self, c: list[Any]) -> Comp:
        return Comp("if_able")

    def infinitive(self, c: list[Any]) -> Comp:
        verb = c[1]
        comps = [Comp("np", x) for x in c[2:] if isinstance(x, NP)]
        return Comp("infinitive", value=build_effect(Clause(str(verb), "", comps)))

    def reminder(self, c: list[Any]) -> Comp:
        return Comp("reminder", value=next(x for x in c if not isinstance(x, Token)))

    def by_amount(self, c: list[Any]) -> Comp:
        return Comp("by", c[-1])

    def as_np(self, c: list[Any]) -> Comp:
        return Comp("as", c[-1])

    def showing_c(self, c: list[Any]) -> Comp:
        return _showing_comp("showing", c[-1])

    def not_showing_c(self, c: list[Any]) -> Comp:
        return _showing_comp("not_showing", c[-1])

    def of_your_choice(self, c: list[Any]) -> Comp:
        return Comp("of_your_choice")

    def p_opp_have(self, c: list[Any]) -> tuple[str, Any]:
        return ("controller", "opponent")  # "the defeated characters an opponent has"

    def p_cost_to(self, c: list[Any]) -> tuple[str, Any]:
        verb = str(c[0])
        nps = [x for x in c if isinstance(x, NP)]
        return ("cost_to", (verb, nps[0], nps[1] if len(nps) > 1 else None))

    def p_of_your_choice(self, c: list[Any]) -> tuple[str, Any]:
        return ("of_your_choice", None)

    def reminder_clause(self, c: list[Any]) -> Any:
        return ("clause", c[0])

    def reminder_np(self, c: list[Any]) -> Any:
        return ("np", c[0])

    def reminder_including(self, c: list[Any]) -> Any:
        return ("including", c[-1])

    def p_reminder(self, c: list[Any]) -> tuple[str, Any]:
        return ("reminder", c[1])

    def p_you(self, c: list[Any]) -> tuple[str, Any]:
        verb = next(t for t in c if isinstance(t, Token) and t.type == "VERB")
        modal = next((x[1] for x in c if isinstance(x, tuple) and x[0] == "modal"), None)
        rest = [x for x in c if isinstance(x, NP | Comp)]
        if str(verb) == "play" and modal is None:
            return _played_by_you(rest)
        if str(verb) == "play" and modal == "dont" and not rest:
            return ("not_played", None)  # "the cards you don't play": the rest of them
        if str(verb) not in ("control", "have", "spot") or modal not in (None, "dont", "may"):
            raise FrameError(f"relative „you {verb}”")
        if modal == "dont" and str(verb) != "control":
            raise FrameError(f"relative „you don't {verb}”")
        # "a character you control / you don't control", "dice you have showing …",
        # "characters you can spot": whose they are, and the conditions after
        posts: list[tuple[str, Any]] = [("controller", "opponent" if modal == "dont" else "you")]
        for index, item in enumerate(rest):
            if isinstance(item, Comp) and item.role == "in_play":
                posts.append(("in_play", None))
            elif isinstance(item, Comp) and item.role in ("showing", "not_showing"):
                posts.append(item.value)
            elif isinstance(item, Comp) and item.role in LIFTABLE and index == len(rest) - 1:
                posts.append(("lift", item))  # "… you have, to a maximum of 3": the verb's
            elif (
                isinstance(item, Comp)
                and str(verb) == "control"
                and item.role in ("to", "from", "onto", "aside", "particle")
                and index == len(rest) - 1
            ):
                # "move 1 shield from a card you control to another card …", "set each
                # Nightsister Zombie you control aside": the verb's phrase
                posts.append(("lift", item))
            elif (
                isinstance(item, NP)
                and index == len(rest) - 1
                and (index > 0 or str(verb) == "control")
            ):
                posts.append(
                    ("lift", Comp("np", item))
                )  # "give a character you don't control 1 shield"
            else:
                raise FrameError(f"relative „you {verb} …”")
        if str(verb) == "spot":
            posts.append(("in_play", None))
        return ("multi", posts)

    def p_gerund(self, c: list[Any]) -> tuple[str, Any]:
        """ "each character piloting this support": a filter."""
        verb = str(c[0])
        rest = [x for x in c[1:] if isinstance(x, NP | Comp)]
        if verb == "pilot" and len(rest) == 1 and isinstance(rest[0], NP):
            return ("piloting", to_target(rest[0], "support"))
        nps = [x for x in rest if isinstance(x, NP)]
        if verb == "pilot" and len(rest) == 2 and len(nps) == 2:
            # "give each character piloting this support 1 shield": the second is the verb's
            vehicle, thing = nps
            return (
                "multi",
                [("piloting", to_target(vehicle, "support")), ("lift", Comp("np", thing))],
            )
        raise FrameError(f"„… {verb}ing …” after a noun")

    def p_just(self, c: list[Any]) -> tuple[str, Any]:
        return ("just", str(c[-1]))

    def gerund_c(self, c: list[Any]) -> Comp:
        verb = c[0]
        comps = [
            Comp("np", x) if isinstance(x, NP) else x for x in c[1:] if isinstance(x, Comp | NP)
        ]
        return Comp("gerund", value=Clause(str(verb), "ing", comps))

    def p_you_just(self, c: list[Any]) -> tuple[str, Any]:
        return ("just", str(c[-1]))

    def p_shown_on(self, c: list[Any]) -> tuple[str, Any]:
        return ("shown_on", c[-1])

    def in_any_order(self, c: list[Any]) -> Comp:
        return Comp("in_any_order")

    # clause modifiers
    def if_mod(self, c: list[Any]) -> tuple[str, Any]:
        return ("if", c[-1])

    def unless_mod(self, c: list[Any]) -> tuple[str, Any]:
        return ("unless", c[-1])

    def instead_of_mod(self, c: list[Any]) -> tuple[str, Any]:
        verb = next(t for t in c if isinstance(t, Token) and t.type == "VERB_ING")
        comps = [Comp("np", x) if isinstance(x, NP) else x for x in c if isinstance(x, Comp | NP)]
        return ("instead_of", Clause(str(verb), "ing", comps))

    def as_if(self, c: list[Any]) -> Comp:
        return Comp("as_if", value=c[-1])

    def rounded_mod(self, c: list[Any]) -> tuple[str, Any]:
        token = next(t for t in c if isinstance(t, Token) and t.type == "ROUNDED")
        return ("rounded", "up" if str(token).endswith("up") else "down")

    def instead_mod(self, c: list[Any]) -> tuple[str, Any]:
        return ("instead", None)

    def participle_or(self, c: list[Any]) -> tuple[str, Any]:
        index = next(i for i, x in enumerate(c) if isinstance(x, Token) and x.type == "COMMA_OR_BY")
        _, clause = self.participle(c[:index])
        alternative = next(x for x in c[index:] if isinstance(x, NP))
        clause.comps.append(Comp("or_by", value=alternative))
        return ("participle", clause)

    def participle(self, c: list[Any]) -> tuple[str, Any]:
        verb = c[1]
        comps = [
            Comp("np", x) if isinstance(x, NP) else x for x in c[2:] if isinstance(x, Comp | NP)
        ]
        return ("participle", Clause(str(verb), "ing", comps))

    def ignoring_mod(self, c: list[Any]) -> tuple[str, Any]:
        return ("ignoring", c[-1])

    def for_each_mod(self, c: list[Any]) -> tuple[str, Any]:
        np = c[-1]
        if any(isinstance(t, Token) and t.type == "EACH_OF" for t in c):
            np = NP(partitive="each_of", inner=np)
        elif isinstance(np, NP) and np.det is None:
            np.det = "each"
        return ("for_each", np)

    # conditions
    def cond_clause(self, c: list[Any]) -> Clause:
        return c[0]

    def cond_do(self, c: list[Any]) -> Any:
        np: NP = c[0]
        return A.DidIt(None if np.pronoun == "you" else _player_of(np))

    def cond_do_not(self, c: list[Any]) -> Any:
        return A.Not(self.cond_do(c))

    def signed_stat(self, c: list[Any]) -> Comp:
        signed, stat = [t for t in c if isinstance(t, Token) and t.type in ("SIGNED", "NOUN")]
        return Comp("signed", value=(int(str(signed).replace("−", "-")), str(stat)))

    def signed_stat_or(self, c: list[Any]) -> Comp:
        """ "…, or +4 health (instead if …)": another change of the same statement."""
        return Comp("signed_or", value=self.signed_stat(c).value)

    def cond_there(self, c: list[Any]) -> Any:
        """ "if there are 4 or more resources on this plot"."""
        clause: Clause = c[-1]
        comps = Comps(list(clause.comps))
        what = comps.take_np()
        where = comps.take_prep("on", "in")
        in_play = comps.flag("in_play") or (what is not None and ("in_play", None) in what.posts)
        of = _post(what, "of") if what is not None else None
        if what is not None and of is not None and ("in_play", None) in of.posts:
            # "copies of that character in play": LALR put "in play" on the character
            in_play = True
            inner = NP(**{**of.__dict__, "posts": [p for p in of.posts if p[0] != "in_play"]})
            what = NP(
                **{
                    **what.__dict__,
                    "posts": [("of", inner) if p[0] == "of" else p for p in what.posts],
                }
            )
        comps.done("there is")
        if not clause.copula or what is None or clause.negated:
            raise FrameError("there is")
        if where is None and in_play:
            # "if there are 2 or more copies of that character in play": a count of play
            if what.count is None:
                raise FrameError("there is how many")
            posts = [p for p in what.posts if p[0] != "in_play"]
            counted = to_target(NP(**{**what.__dict__, "posts": posts, "count": None}), "card")
            if not isinstance(counted, A.Select):
                raise FrameError("there is what")
            counted = replace(
                counted, count=A.All(), filters=(*counted.filters, A.Filter("in_play"))
            )
            return _count_compare(A.CountOf(counted), what.count)
        if where is None and of is not None and _zone_of_posts(of) is not None:
            # "another copy of this event in your discard pile": the zone LALR put on the card
            inner = NP(**{**of.__dict__, "posts": [p for p in of.posts if p[0] != "zone"]})
            zone_posts = [p for p in of.posts if p[0] == "zone"]
            posts = [("of", inner) if p[0] == "of" else p for p in what.posts] + zone_posts
            what = NP(**{**what.__dict__, "posts": posts, "possessive": of.possessive})
        if where is None:
            zone = _zone_of_posts(what)
            if not isinstance(zone, str):
                raise FrameError("there is where")
            # "if there is another copy of this event in your discard pile" / "in any discard
            # pile": the player whose zone it is
            whose = {"you": "you", "opponent": "opponent"}.get(_controller(what), "any_player")
            return A.Has(A.Player(whose), _counted_select(what))  # type: ignore[arg-type]
        zone = _zone_list(where)
        owner = A.Player("you") if zone else to_target(where, "card")
        return A.Has(owner, _counted_select(what))

    def cond_able(self, c: list[Any]) -> Any:
        return A.Possible()

    def cond_join(self, c: list[Any]) -> Any:
        """ "if this character is elite and you control the battlefield": both hold (AllOf);
        "… or …": one of them (AnyOf)."""
        first, word, second = c
        parts = (_condition(first), _condition(second))
        if str(word).lower() == "and":
            return A.AllOf(parts)
        return A.AnyOf(parts)

    # noun phrases
    def np_core(self, c: list[Any]) -> NP:
        np = NP()
        for x in c:
            if isinstance(x, tuple) and x[0] == "det":
                _apply_det(np, x[1])
            elif isinstance(x, tuple) and x[0] == "nom":
                np.noms.append((x[1].type, str(x[1])))
                if getattr(x[1], "form", "") == "pl":
                    np.plural = True
            elif isinstance(x, tuple) and x[0] == "multi":
                np.posts.extend(x[1])
            elif isinstance(x, tuple):
                np.posts.append(x)
        if np.noms == [("ADJ", "same"), ("NOUN", "number")] and np.det == "the":
            of = next((v[1] for k, v in np.posts if k == "prep" and v[0] == "of"), None)
            if of is not None:  # "the same number of an opponent's supports"
                rest = [p for p in np.posts if not (p[0] == "prep" and p[1][1] is of)]
                return NP(partitive="n_of", count=JUST_COUNT, inner=of, posts=rest)
        if np.noms in ([("NOUN", "number")], [("NOUN", "amount")]) and np.det == "any":
            of = next((v[1] for k, v in np.posts if k == "prep" and v[0] == "of"), None)
            if of is not None:
                rest = [p for p in np.posts if not (p[0] == "prep" and p[1][1] is of)]
                return NP(partitive="n_of", count=A.AnyNumber(), inner=of, posts=rest)
        return np

    def np_det_only(self, c: list[Any]) -> NP:
        return self.np_core(c)

    def np_pronoun(self, c: list[Any]) -> NP:
        np = self.np_core(c[1:])
        np.pronoun = c[0]
        return np

    def pronoun(self, c: list[Any]) -> str:
        return str(c[0])

    def np_owned(self, c: list[Any]) -> NP:
        owner: NP = c[0]
        np = self.np_core(c[2:])
        np.owner = owner
        return np

    def np_partitive(self, c: list[Any]) -> NP:
        kind, count = c[0]
        inner: NP = c[1]
        if (
            inner.items is not None
            and inner.join == "or"
            and len(inner.items) == 2
            and inner.items[-1].head in ("damage", "shield", "resource")
            and inner.items[-1].count is not None
            and inner.items[0].head not in ("damage", "shield", "resource")
        ):
            # "to each of an opponent's characters, or 3 damage instead if …": LALR put the
            # alternative amount inside the partitive; it is the clause's
            first = NP(partitive=kind, count=count, inner=inner.items[0])
            return NP(items=[first, inner.items[-1]], join="or")
        return NP(partitive=kind, count=count, inner=inner)

    def partitive(self, c: list[Any]) -> tuple[str, Any]:
        tokens = _t(c)
        first = tokens[0]
        if first.type in ("ONE_OF", "EACH_OF", "ALL_OF", "ANY_OF", "NONE_OF"):
            return (PARTITIVES[str(first)], None)
        if first.type == "NUMBER":
            if len(tokens) > 2 and tokens[1].type == "OR_MORE":
                return ("n_of", A.AtLeast(int(first)))
            return ("n_of", A.Fixed(int(first)))
        if first.type == "UP_TO":
            value = tokens[1]
            return ("n_of", A.UpTo(int(value)) if value.type == "NUMBER" else A.VariableX())
        if first.type == "X":
            return ("n_of", A.VariableX())
        if first.type == "ONE":
            return ("n_of", A.AtLeast(1))
        if first.type == "ANOTHER":
            return ("another_of", A.Fixed(1))
        if first.type == "EITHER":
            return ("one_of", None)  # "either of those two cards": one of them
        if first.type == "HALF":
            return ("half_of", None)
        if first.type == "BOTH":
            return ("all_of", None)  # "both of those dice"
        raise FrameError(f"partitive {first}")

    def np_list(self, c: list[Any]) -> NP:
        items = [x for x in c if isinstance(x, NP)]
        flat: list[NP] = []
        join = None
        for index, item in enumerate(items):
            last = index == len(items) - 1
            if item.items is not None and (item.join is None or (last and join is None)):
                # "A, B, and C": the conjunction before the last item is the whole list's
                flat.extend(item.items)
                join = item.join if last else join
            else:
                flat.append(item)
        # "its character, support, and upgrade dice": one phrase of dice of either kind
        merged = _merge_die_kinds(flat)
        if merged is not None:
            return merged
        if join is not None:
            distributed = _distribute_head(flat)
            if distributed is not None:
                return NP(items=distributed, join=join)
        return NP(items=flat, join=join)

    def np_join(self, c: list[Any]) -> NP:
        items = [x for x in c if isinstance(x, NP)]
        last = items[-1]
        if (
            len(items) >= 2
            and last.owner is not None
            and last.owner.det is None
            and last.owner.items is None
            and len(last.owner.noms) == 1
            and all(item.owner is None and item.items is None for item in items[:-1])
            and all(item.head in CARD_HEADS for item in [*items[:-1], last.owner])
        ):
            # "the attached character or support's dice": the dice of either card
            join = "and" if any(isinstance(t, Token) and t.type == "AND" for t in c) else "or"
            owners = self.np_join(
                [*items[:-1], Token("OR" if join == "or" else "AND", join), last.owner]
            )
            return NP(**{**last.__dict__, "owner": owners})
        distributed = _distribute_head(items)
        if distributed is not None:
            join = "and" if any(isinstance(t, Token) and t.type == "AND" for t in c) else "or"
            return NP(items=distributed, join=join)
        join = "and" if any(isinstance(t, Token) and t.type == "AND" for t in c) else "or"
        merged = _merge_die_kinds(items, join)
        if merged is not None:
            return merged
        flat: list[NP] = []
        for item in items:
            if item.items is not None and item.join in (None, join):
                flat.extend(item.items)
            else:
                flat.append(item)
        first = flat[0]
        if (
            first.noms[:1] == [("VERB_ED", "attach")]
            and first.det is None
            and all(
                len(item.noms) == 1 and item.noms[0][0] == "NOUN" and item.det is None
                for item in flat[1:]
            )
        ):
            # "attached support or character": the one card attached to, either type
            flat = [first] + [
                NP(**{**item.__dict__, "noms": [("VERB_ED", "attach"), *item.noms]})
                for item in flat[1:]
            ]
        if first.det is not None or first.possessive is not None or first.owner is not None:
            # "your characters or supports", "that character or support": the determiner
            # of the first item is every bare item's
            flat = [first] + [
                NP(
                    **{
                        **item.__dict__,
                        "det": first.det,
                        "possessive": first.possessive,
                        "owner": first.owner,
                        "inherited": True,
                        # "the attached character or support": attached, both
                        "noms": (
                            [first.noms[0], *item.noms]
                            if first.noms[:1] == [("VERB_ED", "attach")] and len(item.noms) == 1
                            else item.noms
                        ),
                    }
                )
                if item.det is None
                and item.possessive is None
                and item.owner is None
                and item.count is None
                and item.pronoun is None
                and item.items is None
                else item
                for item in flat[1:]
            ]
        return NP(items=flat, join=join)

    def amount_word(self, c: list[Any]) -> list[Token]:
        return _t(c)

    def np_amount(self, c: list[Any]) -> NP:
        tokens = c[0] if c and isinstance(c[0], list) else _t(c)
        if tokens and tokens[0].type == "YOURS":
            return NP(pronoun="yours")
        raise FrameError("amount word")

    def det(self, c: list[Any]) -> tuple[str, list[Token]]:
        return ("det", _t(c))

    def nom(self, c: list[Any]) -> tuple[str, Token]:
        return ("nom", c[0])

    # post-modifiers
    def p_showing(self, c: list[Any]) -> tuple[str, Any]:
        return _showing("showing", c[-1])

    def p_not_showing(self, c: list[Any]) -> tuple[str, Any]:
        return _showing("not_showing", c[-1])

    def sym_np(self, c: list[Any]) -> Any:
        return c[0]

    def sym_icons(self, c: list[Any]) -> tuple[str, ...]:
        return _icons(str(c[0]))

    def p_prep(self, c: list[Any]) -> tuple[str, Any]:
        return ("prep", (str(c[0]), c[1]))

    def p_in_play(self, c: list[Any]) -> tuple[str, Any]:
        return ("in_play", None)

    def p_from_play(self, c: list[Any]) -> tuple[str, Any]:
        return ("zone", "play")

    def p_icons(self, c: list[Any]) -> tuple[str, Any]:
        return ("icons", _icons(str(c[0])))

    def p_set_ref(self, c: list[Any]) -> tuple[str, Any]:
        return ("set_ref", str(c[0]))

    def p_titled(self, c: list[Any]) -> tuple[str, Any]:
        return ("titled", str(c[-1]))

    def p_equal_to(self, c: list[Any]) -> tuple[str, Any]:
        return ("equal_to", c[-1])

    def p_yours(self, c: list[Any]) -> tuple[str, Any]:
        return ("yours", None)

    def p_same_controller(self, c: list[Any]) -> tuple[str, Any]:
        return ("same_controller", None)  # "another character controlled by the same player"

    def p_title_word(self, c: list[Any]) -> tuple[str, Any]:
        return ("title_contains", str(c[-1]))

    def title_word_c(self, c: list[Any]) -> Comp:
        return Comp("title_word", value=str(c[-1]))

    def p_rel(self, c: list[Any]) -> tuple[str, Any]:
        clause = next(x for x in c if isinstance(x, Clause))
        modal = next((x[1] for x in c if isinstance(x, tuple) and x[0] == "modal"), None)
        if modal == "just" and not clause.mods and clause.verb in ("roll", "reroll"):
            # "dice that just rolled a blank": the dice just rolled, showing that now
            comps = Comps(list(clause.comps))
            shown = comps.take_np()
            comps.take("icons")
            comps.done(clause.verb)
            if shown is None:
                raise FrameError("just rolled what")
            return ("multi", [("just", clause.verb), _showing("showing", shown)])
        if modal is not None or clause.mods:
            raise FrameError("relative clause")
        return _relative(clause)


def _played_by_you(rest: list[Any]) -> tuple[str, Any]:
    """ "the first ability you play (on this character) each round": the first card of that
    description you play in each round (game); the card it is played on."""
    posts: list[tuple[str, Any]] = []
    period = None
    for item in rest:
        if isinstance(item, Comp) and item.role in ("each_round", "each_game"):
            period = "round" if item.role == "each_round" else "game"
        elif isinstance(item, Comp) and item.role in ("on", "onto") and item.np is not None:
            posts.append(("played_on", to_target(item.np, "character")))
        elif isinstance(item, Comp) and period is not None:
            posts.append(("lift", item))  # "… you play each round by 1": the verb's phrase
        else:
            raise FrameError("relative „you play …”")
    if period is None:
        raise FrameError("relative „you play” without each round")
    return ("multi", [("first_played", period), *posts])


def _showing(kind: str, spec: Any) -> tuple[str, Any]:
    """ "showing melee damage", "showing a value of 2 or less"; phrases the symbol's noun
    phrase swallowed ("… to any side") go back to the phrase before it."""
    if isinstance(spec, tuple):  # icons
        return (kind, spec)
    np: NP = spec
    same = _same_as(np)
    if same is not None:
        return same
    extra = [post for post in np.posts if post[0] == "prep" and post[1][0] != "of"]
    core = NP(**{**np.__dict__, "posts": [p for p in np.posts if p not in extra]})
    of_value = next((v[1] for k, v in core.posts if k == "prep" and v[0] == "of"), None)
    if core.head == "value" and any(lemma == "combined" for _, lemma in core.noms):
        # "dice showing a combined value of 3 or less": their total
        count = of_value.count if of_value is not None else None
        if kind != "showing" or not isinstance(count, A.AtLeast | A.UpTo):
            raise FrameError("combined value")
        bound = "at_least" if isinstance(count, A.AtLeast) else "at_most"
        return (f"combined_value_{bound}", count.value)
    if core.head == "value" and core.posts == [("odd", None)] and kind == "showing":
        return ("odd_value", None)  # "a die showing a value that is an odd number"
    equal = next((v for k, v in core.posts if k == "equal_to"), None)
    if core.head == "value" and equal is not None and of_value is None and kind == "showing":
        # "a die showing a value equal to the value showing on the die you just rerolled"
        first: tuple[str, Any] = ("showing_value", to_amount(equal))
    elif core.head == "value":
        if of_value is None or of_value.count is None:
            raise FrameError("showing which value")
        first = (kind + "_value", of_value.count)
    elif core.head == "cost":
        first = (kind + "_cost", None)
    elif core.head == "modifier" and kind == "showing" and core.det in ("a", "an"):
        first = ("showing_modifier", None)  # "a die showing a modifier (a side with a +)"
    elif core.head == "symbol" and any(lemma == "different" for _, lemma in core.noms):
        first = (kind + "_other_symbol", None)  # "as if it were showing a different symbol"
    elif core.head == "symbol" and (
        core.det == "that" or any(lemma == "chosen" for _, lemma in core.noms)
    ):
        first = (kind + "_given_symbol", None)  # the symbol an earlier step fixed
    else:
        # "a die not showing a special ([special]) that has a value …": a phrase LALR hung
        # on the symbol describes the die
        kept = [
            post
            for post in core.posts
            if post[0] == "icons" or (post[0] == "reminder" and _harmless_reminder(post[1]))
        ]
        extra += [post for post in core.posts if post not in kept]
        if core.items and core.join == "and":
            # "dice showing melee damage and shields": some of each, not one die showing both
            raise FrameError("showing … and …")
        if core.items:
            # "showing ranged or melee damage ([ranged] or [melee]) against a character": a
            # phrase LALR hung on the last item describes the die (or goes to the verb)
            items = []
            for position, item in enumerate(core.items):
                own = [
                    post
                    for post in item.posts
                    if post[0] == "icons" or (post[0] == "reminder" and _harmless_reminder(post[1]))
                ]
                rest = [post for post in item.posts if post not in own]
                if rest and position != len(core.items) - 1:
                    raise FrameError("showing … with a phrase")
                extra += rest
                items.append(NP(**{**item.__dict__, "posts": own}))
            core = NP(**{**core.__dict__, "items": items})
        symbols = _symbols(NP(**{**core.__dict__, "posts": kept}))
        first = (kind, tuple(dict.fromkeys(symbols)))  # once each
    return ("multi", [first, *extra]) if extra else first


def _same_as(np: NP) -> tuple[str, Any] | None:
    """ "showing the same symbol (and value) as that die": filters against another die;
    without "as …" the chosen dice show the same symbol as each other (value None)."""
    items = np.items if np.items is not None and np.join == "and" else [np]
    heads = [item.head for item in items]
    if not all(head in ("symbol", "value") for head in heads):
        return None
    if not any(lemma == "same" for item in items for _, lemma in item.noms):
        return None
    other = None
    for item in items:
        for kind, value in item.posts:
            if kind == "prep" and value[0] == "as" and other is None:
                other = value[1]
            else:
                raise FrameError("the same … with a phrase")
    target = to_target(other, "die") if other is not None else None
    return ("multi", [(f"same_{head}_as", target) for head in heads])


def _replace_node(node: Any, old: Any, new: Any) -> Any:
    if node == old:
        return new
    return A.map_children(node, lambda child: _replace_node(child, old, new))


def _lasting_modifier(effect: Any) -> bool:
    """A modifier with no trigger lasts: "Decrease the cost of the first droid you play each
    round by 1", "Decrease the cost of this upgrade by 1 for each …"."""
    if isinstance(effect, A.ForEach):
        effect = effect.effect
    if isinstance(effect, A.ModifyCost | A.ModifyHandLimit | A.ModifyDieCost):
        return True
    if (
        isinstance(effect, A.ChangeValue)
        and effect.target == A.Ref("this_die", "die")
        and isinstance(effect.delta, A.CountOf)
    ):
        # "Increase the value of this die by the number of resources on this upgrade": a value
        # that follows the state of the game, not a one-time change
        return True
    return isinstance(effect, A.ReduceCost) and effect.card == A.Ref("self", effect.card.kind)


def _costed(cost: Any, effect: Any) -> Any:
    if isinstance(cost, A.May) and cost.player is None:
        return A.May(A.Costed(cost.effect, effect))  # "you may X to Y": the whole is optional
    return A.Costed(cost, effect)


def _no_instead(effect: Any) -> Any:
    """An option "… instead" of a choice: the choice is the replacement."""
    if isinstance(effect, A.Instead) and effect.replaces is None:
        return effect.effect
    if isinstance(effect, A.May | A.Costed):
        return replace(effect, effect=_no_instead(effect.effect))
    return effect


def _option(value: Any) -> Any:
    """One option of a list; "• You draw 2 cards." names its player: when an opponent picks
    the options ("Force an opponent to choose 2:"), "you" is still the card's controller."""
    effect = _effect(value)
    if (
        isinstance(value, Clause)
        and value.subject is not None
        and value.subject.pronoun == "you"
        and getattr(effect, "player", False) is None
    ):
        effect = replace(effect, player=A.Player("you"))
    return effect


def _showing_comp(kind: str, spec: Any) -> Comp:
    """ "… are showing damage" (a complement of "be"): the symbols shown."""
    return Comp(kind, value=_showing(kind, spec))


def _points_filter(np: NP | None) -> tuple[str, Any] | None:
    """ "20 or more points", "10 or fewer points": a card's point value."""
    if np is None or np.noms != [("NOUN", "point")] or np.posts or np.det is not None:
        return None
    if isinstance(np.count, A.AtLeast):
        return ("points_at_least", np.count.value)
    if isinstance(np.count, A.UpTo):
        return ("points_at_most", np.count.value)
    return None


def _relative(clause: Clause) -> tuple[str, Any]:
    """ "that costs 2 or less", "that has a bounty on it", "that are events": a filter."""
    comps = Comps(list(clause.comps))
    first = comps.items[0].np if comps.items and comps.items[0].role == "np" else None
    chosen = _chosen_attribute(first)
    if chosen is not None and len(comps.items) == 1:
        if clause.verb == "cost" and chosen == "number":
            return ("chosen", "cost")  # "a card that costs the chosen number"
        if clause.verb in ("match", "have") or (clause.copula and not clause.negated):
            return ("chosen", chosen)  # "cards that match the chosen color"
    raw = clause.comps[0].np if len(clause.comps) == 1 and clause.comps[0].role == "np" else None
    if clause.verb == "share" and raw is not None and len(raw.posts) == 1:
        kind, value = raw.posts[0]
        if kind == "prep" and value[0] == "with":
            # "shares a subtype with that die": LALR put "with …" on "a subtype"
            first = NP(**{**raw.__dict__, "posts": []})
            comps = Comps([Comp("np", first), Comp("with", value[1])])
    if (
        clause.verb == "share"
        and first is not None
        and first.head in ("color", "subtype")
        and first.det in ("a", "an")
        and not first.posts
    ):
        other = comps.items[1] if len(comps.items) == 2 else None
        if other is not None and (other.role != "with" or other.np is None):
            raise FrameError("shares … with what")
        if other is None and clause.form != "s" and len(comps.items) == 1:
            return ("share", first.head)  # "characters that share a color": with each other
        # "a die that shares a subtype with that die"; "a character that shares a color":
        # with this card
        target = to_target(other.np, "card") if other is not None and other.np else None
        return ("shares_with", (first.head, target or A.Ref("self")))
    if clause.verb == "cost" and not any(item.np for item in comps.items):
        at_most = comps.take("at_most_eq")
        comps.done("cost")
        if at_most is None:
            raise FrameError("costs what")
        return ("cost_at_most", to_amount(at_most.value))  # "that costs equal to or less than X"
    if clause.verb == "cost":
        np = comps.take_np()
        # "return a support that costs 3 or less to its owner's hand": the verb's phrase
        swallowed = [("lift", item) for item in comps.items if item.role in ("to", "onto")]
        comps.items = [item for item in comps.items if item.role not in ("to", "onto")]
        comps.done("cost")
        if np is None or np.noms or any(k != "zone" for k, _ in np.posts):
            raise FrameError("costs what")
        # "a card that costs 3 or more from your hand": the zone is the card's
        zones = [post for post in np.posts if post[0] == "zone"] + swallowed
        if isinstance(np.count, A.UpTo):
            first_post: tuple[str, Any] = ("cost_at_most", A.Fixed(np.count.value))
        elif isinstance(np.count, A.AtLeast):
            first_post = ("cost_at_least", np.count.value)
        else:
            raise FrameError("costs what")
        return ("multi", [first_post, *zones]) if zones else first_post
    title = comps.take("title_word") if clause.verb == "have" else None
    if title is not None:
        comps.done("have")  # "a die that has the word "Lightsaber" in its title"
        return ("title_contains", title.value)
    compare = comps.take("compare") if clause.verb == "have" else None
    if compare is not None:
        comps.done("have")
        return ("compared", _compared(*compare.value))
    if clause.verb == "have":
        np = comps.take_np()
        at_most = comps.take("at_most_eq")
        if at_most is not None:
            comps.done("have")
            if np is None or np.det not in ("a", "an") or np.noms != [("NOUN", "value")]:
                raise FrameError("has what equal to or less")
            # "a die that has a value equal to or less than the cost of …"
            return ("value_at_most", to_amount(at_most.value))
        comps.take_prep("on", "in")  # "on it", "in a pool": where the possession sits
        comps.done("have")
        if np is None:
            raise FrameError("has what")
        if len(np.noms) == 1 and np.noms[0][0] == "KEYWORD_NAME" and not np.posts:
            return ("keyword", np.noms[0][1])  # "a character that has Guardian"
        health = _remaining_health(np)
        if health is not None:
            return health  # "characters that have 3 or less remaining health"
        return ("has", _counted_select(np))
    odd = len(comps.items) == 1 and _odd_number(comps.items[0].np)
    if clause.copula and not clause.negated and odd:
        return ("odd", None)  # "a value that is an odd number"
    points = _points_filter(first) if len(comps.items) == 1 else None
    if clause.copula and not clause.negated and points is not None:
        return points  # "a character that is 20 or more points"
    if clause.copula and not clause.negated and [i.role for i in comps.items] == ["equal_to"]:
        return ("equal_to", comps.items[0].value)  # "a value that is equal to its cost"
    if clause.copula and not clause.negated:
        showing = comps.take("showing")
        if showing is not None:
            comps.done("be")
            return showing.value  # ("showing", symbols), ("showing_value", …), …
        np = comps.take_np()
        comps.done("be")
        if np is not None and np.head is not None:
            return ("matches", to_target(np, "card"))
        if np is not None and np.noms:
            return ("adjectives", np.noms)
    if clause.copula and clause.negated and len(comps.items) == 1:
        np = comps.take_np()
        items = np.items if np is not None and np.items else [np] if np is not None else []
        if items and all(item.det in ("a", "an") and item.head is not None for item in items):
            # "each character that is not a droid or General Grievous": none of them
            kinds = tuple(_description(item) for item in items)
            return ("not_matches", kinds[0] if len(kinds) == 1 else A.Either(kinds))
    raise FrameError("relative clause")


DIE_KINDS = ("character", "upgrade", "support")


def _distribute_head(items: list[NP]) -> list[NP] | None:
    """ "a droid or vehicle die": the last head (die, character, …) belongs to every item
    that is only a subtype or colour."""
    last = items[-1]
    if last.head not in ("die", "character", "card", "upgrade", "support") or len(items) < 2:
        return None
    firsts = items[:-1]
    if not all(
        len(item.noms) == 1
        and item.noms[0][0] in ("SUBTYPE", "COLOR")
        and not item.posts
        and item.owner is None
        and item.items is None
        for item in firsts
    ):
        return None
    head_noms = [n for n in last.noms if n[0] not in ("SUBTYPE", "COLOR")]
    spread = [
        NP(
            **{
                **last.__dict__,
                "noms": [item.noms[0], *head_noms],
                "det": item.det or last.det,
                "possessive": item.possessive or last.possessive,
                "owner": item.owner or last.owner,
                # "showing …" describes every item; a verb's phrase LALR put on the last
                # item ("… dice to any side") stays there and is lifted from it
                "posts": [post for post in last.posts if post[0] != "prep"],
            }
        )
        for item in firsts
    ]
    first = items[0]
    if first.possessive is not None or first.owner is not None:
        # "your apprentice or Jedi dice": the owner of the first item is every item's
        spread = [
            NP(**{**item.__dict__, "possessive": first.possessive, "owner": first.owner})
            for item in spread
        ]
        last = NP(
            **{
                **last.__dict__,
                "possessive": last.possessive or first.possessive,
                "owner": last.owner or first.owner,
                "det": last.det or first.det,
            }
        )
    return [*spread, last]


def _merge_die_kinds(items: list[NP], join: str = "or") -> NP | None:
    """ "its character or upgrade dice": one phrase whose dice belong to either kind."""
    last = items[-1]
    if last.head != "die" or len(items) < 2:
        return None
    firsts = items[:-1]
    if any(cls != "NOUN" or lemma not in DIE_KINDS for cls, lemma in last.noms[:-1]):
        # "its support and mod dice": support dice and mod dice (not dice that are both)
        bare = all(
            len(item.noms) == 1 and item.noms[0][1] in DIE_KINDS and not item.posts
            for item in firsts
        )
        if not bare or any(item.count is not None or item.items for item in firsts):
            return None
        head = items[0]
        shared = {
            "det": last.det or head.det,
            "count": last.count,
            "possessive": last.possessive or head.possessive,
            "owner": last.owner or head.owner,  # "that vehicle's support and mod dice"
            "plural": last.plural,
        }
        apart = [
            NP(**{**item.__dict__, **shared, "noms": [*item.noms, ("NOUN", "die")]})
            for item in firsts
        ]
        tail = NP(**{**last.__dict__, **shared})
        return NP(items=[*apart, tail], join=join)
    firsts = items[:-1]
    if not all(
        len(item.noms) == 1
        and item.noms[0][1] in DIE_KINDS
        and not item.posts
        and (item.owner is None or item is items[0])
        and item.items is None
        and item.count is None
        for item in firsts
    ):
        return None
    head = items[0]
    merged = NP(**{**last.__dict__})
    merged.noms = [*(item.noms[0] for item in firsts), *last.noms]
    merged.det = last.det or head.det
    merged.possessive = last.possessive or head.possessive
    merged.owner = last.owner or head.owner
    return merged


def _apply_det(np: NP, tokens: list[Token]) -> None:
    kinds = [t.type for t in tokens]
    first = tokens[0]
    if kinds[0] == "HALF" and len(kinds) == 2:
        _apply_det(np, tokens[1:])  # "half its cost", "half the number of …"
        np.half = True
        return
    if kinds == ["DET"] or kinds == ["DET", "OTHER"]:
        np.det = str(first)
        if len(kinds) == 2:
            np.noms.insert(0, ("OTHER", "other"))
    elif kinds[0] == "POSS":
        np.possessive = str(first)
        np.det = str(first)
        if "NUMBER" in kinds:
            np.count = A.Fixed(int(tokens[kinds.index("NUMBER")]))
        if "OTHER" in kinds:
            np.noms.insert(0, ("OTHER", "other"))
    elif kinds == ["NUMBER"]:
        np.count = A.Fixed(int(first))
    elif kinds == ["NUMBER", "OR_MORE"]:
        np.count = A.AtLeast(int(first))
    elif kinds == ["NUMBER", "OR_LESS"]:
        np.count = A.UpTo(int(first))
    elif kinds[0] == "UP_TO":
        if kinds[1] == "THAT_MANY":
            np.count = A.UpToAmount(JUST_COUNT)  # "up to that many": the amount fixed before
        else:
            np.count = A.UpTo(int(tokens[1])) if kinds[1] == "NUMBER" else A.VariableX()
    elif kinds == ["ONE"]:
        np.count = A.Fixed(1)
    elif kinds == ["X"]:
        np.count = A.VariableX()
    elif kinds == ["EACH"]:
        np.det = "each"
    elif kinds == ["ALL"]:
        np.det = "all"
    elif kinds == ["ANY"]:
        np.det = "any"
    elif kinds == ["ANOTHER"]:
        np.det = "another"
    elif kinds == ["EXACTLY", "NUMBER"] or kinds == ["EXACTLY", "ONE"]:
        np.count = A.Fixed(int(tokens[1]) if kinds[1] == "NUMBER" else 1)
        np.det = "exactly"
    elif kinds == ["ONE", "OR_MORE"]:
        np.count = A.AtLeast(1)
    elif kinds == ["NO"]:
        np.det = "no"
        np.count = A.Fixed(0)
    elif kinds == ["THAT_MANY"]:
        np.det = "that_many"
        np.count = JUST_COUNT
    elif kinds == ["DET", "NUMBER"]:
        np.det = str(first)
        np.count = A.Fixed(int(tokens[1]))
    elif kinds[0] in ("THE_TOP", "THE_BOTTOM"):
        np.det = "top" if kinds[0] == "THE_TOP" else "bottom"
        np.count = A.Fixed(int(tokens[1])) if len(tokens) > 1 else A.Fixed(1)
        np.noms.insert(0, ("ADJ", np.det))
    else:
        raise FrameError("determiner " + " ".join(str(t) for t in tokens))


def _symbols(np: NP) -> tuple[str, ...]:
    if isinstance(np, tuple):
        return np
    if np.items is not None:
        return tuple(s for item in np.items for s in _symbols(item))
    symbols: list[str] = []
    for kind, value in np.posts:
        if kind == "icons":
            return tuple(value)
    for cls, lemma in np.noms:
        if cls == "DMG_TYPE":
            symbols.append(DAMAGE_TYPES[lemma])
    head = np.head
    if symbols:
        return tuple(symbols)
    if head in SYMBOL_NOUNS:
        return SYMBOL_NOUNS[head]
    raise FrameError("showing what")


def _effect(value: Any) -> Any:
    """A clause (or an effect already built) as an effect node, with its modifiers applied."""
    if not isinstance(value, Clause):
        return value
    clause = value
    if clause.subject is not None:
        return _subject_effect(clause)
    effect = build_effect(clause)
    return _apply_mods(effect, clause)


def _apply_mods(effect: Any, clause: Clause) -> Any:
    skipped: list[Any] = []
    if clause.modal == "do not" and clause.subject is None:
        # "Do not remove this die from your pool after …": what the rules would do is not done
        effect = A.Prevent(effect)
        clause = replace(clause, modal=None)
    for kind, mod in list(clause.mods):
        if any(mod is s for s in skipped):
            continue
        if kind == "if":
            effect = A.If(_condition(mod), effect)
        elif kind == "instead":
            effect = A.Instead(effect)
        elif kind == "participle" and any(c.role == "or_by" for c in mod.comps):
            # "increasing its value by 1, or by 2 instead if …": the if belongs to the "or"
            rest = clause.mods[clause.mods.index((kind, mod)) + 1 :]
            if not rest or rest[0][0] != "if":
                raise FrameError("or by … instead without a condition")
            alternative = next(c for c in mod.comps if c.role == "or_by")
            mod.comps.remove(alternative)
            effect = _participle(effect, mod)
            condition = _condition(rest[0][1])
            if isinstance(effect, A.Play) and effect.cost_change < 0:
                # "decreasing its cost by 1, or by 2 instead if it's a vehicle"
                played = effect.card if isinstance(effect.card, A.Ref) else A.Ref("it", "card")
                amount = A.AmountIf(
                    _bind_it(condition, played),
                    to_amount(alternative.value),
                    A.Fixed(-effect.cost_change),
                )
                effect = replace(effect, cost_change=0, cost_decrease=amount)
            elif isinstance(effect, A.ResolveDie) and effect.increase is not None:
                amount = A.AmountIf(condition, to_amount(alternative.value), effect.increase)
                effect = replace(effect, increase=amount)
            else:
                raise FrameError("or by … instead")
            skipped.append(rest[0][1])
        elif kind == "participle":
            effect = _participle(effect, mod)
            rest = clause.mods[clause.mods.index((kind, mod)) + 1 :]
            if (
                rest
                and rest[0][0] == "if"
                and isinstance(effect, A.ResolveDie)
                and (effect.increase is not None)
            ):
                # "increasing its value by 2 if …": the condition is the increase's
                amount = A.AmountIf(_condition(rest[0][1]), effect.increase, A.Fixed(0))
                effect = replace(effect, increase=amount)
                skipped.append(rest[0][1])
            elif rest and rest[0][0] == "if" and isinstance(effect, A.Play) and effect.cost_change:
                # "play a weapon, decreasing its cost by 1 if it has …": the decrease's
                if effect.cost_change > 0:
                    raise FrameError("increasing its cost if …")
                played = effect.card if isinstance(effect.card, A.Ref) else A.Ref("it", "card")
                condition = _bind_it(_condition(rest[0][1]), played)
                amount = A.AmountIf(condition, A.Fixed(-effect.cost_change), A.Fixed(0))
                effect = replace(effect, cost_change=0, cost_decrease=amount)
                skipped.append(rest[0][1])
        elif kind == "instead_of":
            effect = A.Instead(effect, replaces=build_effect(mod))
        elif kind == "ignoring":
            effect = _ignoring(effect, mod)
        elif kind == "after":
            when: Any = _event(mod)
            if when == A.Event(("end_of_round",)):
                when = A.Timepoint("end_of_round")  # "after this round ends": a moment
            effect = A.Delayed(when, effect)
        elif kind == "for_each":
            effect = A.ForEach(_whole_target(mod, "card"), effect)
        elif kind == "unless":
            effect = _unless(effect, mod)
        elif kind == "rounded":
            effect = _rounded(effect, mod)
        else:
            raise FrameError(f"modifier {kind}")
    if clause.modal in ("instead", "may instead"):
        effect = A.Instead(effect)  # "you may instead discard this support"
    if clause.modal in ("may", "may instead"):
        effect = A.May(effect)
    elif clause.modal not in (None, "instead"):
        raise FrameError(f"modal {clause.modal}")
    return effect


# "that damage": the damage of the trigger ("Before a character would be dealt damage, … deal
# that damage to attached character instead"), or the value of the die showing damage the
# ability removed or chose ("remove a die showing damage and deal that damage to a
# character"); `judge.cards.english.parse` binds it once the whole ability is known
THAT_DAMAGE = A.CountOf(A.Ref("given", "damage", "that"))

# a Half whose rounding the text has not said yet (a marker: `_rounded` replaces it; any left
# over when the sentence ends means "half" without "rounded up/down")
UNROUNDED: Any = "unrounded"


def _rounded(effect: Any, way: str) -> Any:
    """ "…, rounded up / down": the rounding of the half the effect computes."""
    found = [n for n in A.walk(effect) if isinstance(n, A.Half) and n.round_up == UNROUNDED]
    if len(found) != 1:
        raise FrameError("rounded what")
    return _replace_node(effect, found[0], replace(found[0], round_up=way == "up"))


def _rebind(node: Any, to: A.Ref) -> Any:
    """Pronouns ("it", "its") that name the trigger's card become `to`."""
    if isinstance(node, A.Ref) and node.to == "it" and node.kind in (None, "card", to.kind):
        return to
    return A.map_children(node, lambda child: _rebind(child, to))


def _own(node: Any) -> Any:
    """Inside what another player does, "their dice" are that player's own ("own")."""
    if isinstance(node, A.Select) and node.owner == A.Ref("it"):
        return replace(node, controller="own", owner=None)
    return A.map_children(node, lambda child: _own(child))


def _unless(effect: Any, cond: Any) -> Any:
    """ "… unless they give you 1 resource": the player may prevent it by doing that."""
    if not isinstance(cond, Clause) or cond.subject is None:
        raise FrameError("unless")
    player = to_target(cond.subject, "player")
    if not isinstance(player, A.Player):
        raise FrameError("unless")
    # "… unless they give you 1 resource, or 2 resources instead if …": the alternative
    # amount (and its condition) is read by the verb's frame
    inner = Clause(cond.verb, cond.form, list(cond.comps), mods=list(cond.mods))
    prevention = build_effect(inner)
    if inner.mods:
        raise FrameError("unless")
    return A.Unless(effect, prevention, player)


def _participle(effect: Any, clause: Clause) -> Any:
    """ ", increasing its value by 1" / ", decreasing its cost by 1" on the effect before."""
    if isinstance(effect, A.If) and effect.otherwise is None:
        # "play a mod on this support, if able, decreasing its cost by 2"
        return replace(effect, then=_participle(effect.then, clause))
    comps = Comps(list(clause.comps))
    if clause.verb in ("increase", "decrease", "reduce"):
        what = comps.take_np()
        by = comps.take("by")
        comps.done(clause.verb)
        if what is None or by is None or by.np is None:
            raise FrameError("increasing what")
        delta = to_amount(by.np)
        if what.head == "value" and isinstance(effect, A.ResolveDie) and clause.verb == "increase":
            each = what.partitive == "each_of"  # "increasing each of their values by 1"
            return replace(effect, increase=delta, increase_each=each)
        if (
            what.head == "value"
            and isinstance(effect, A.RemoveDice)
            and clause.verb == "increase"
            and what.partitive == "each_of"
        ):
            return replace(effect, value_bonus=delta)  # removed dice count as higher
        if what.head == "cost" and isinstance(effect, A.Play) and isinstance(delta, A.Fixed):
            sign = 1 if clause.verb == "increase" else -1
            return replace(effect, cost_change=sign * delta.value)
        if what.head == "cost" and isinstance(effect, A.Play) and clause.verb != "increase":
            # "decreasing its cost by the number of resources on this battlefield"
            if what.det not in (None, "its", "their") and what.possessive not in ("its", "their"):
                raise FrameError("decreasing which cost")
            return replace(effect, cost_decrease=delta)
    if clause.verb == "treat":
        # "resolve one of your dice, treating its value as equal to X"
        what = comps.take_np()
        as_ = comps.take("as")
        if (
            isinstance(effect, A.ResolveDie)
            and what is not None
            and what.det == "this"
            and what.noms == [("NOUN", "damage")]
            and not what.posts
            and as_ is not None
            and as_.np is not None
            and as_.np.noms == [("ADJ", "unblockable")]
        ):
            comps.done("treat")  # "resolve one of your dice …, treating this damage as unblockable"
            return replace(effect, unblockable=True)
        if (
            isinstance(effect, A.ResolveDie)
            and what is not None
            and what.head == "value"
            and what.possessive == "its"
        ):
            equal_comp = comps.take("equal_to") if as_ is None else None
            equal = _post(as_.np, "equal_to") if as_ is not None and as_.np is not None else None
            if equal_comp is not None:
                equal = equal_comp.value  # "treating its value as equal to X"
            elif as_ is not None and as_.np is not None and as_.np.noms:
                equal = None
            if equal is not None:
                comps.done("treat")
                return replace(effect, value_as=to_amount(equal))
    raise FrameError(f"participle „{clause.verb}”")


def _ignoring(effect: Any, np: NP) -> Any:
    restrictions = np.head in ("restriction", "play restriction") and not np.posts
    if restrictions and isinstance(effect, A.Play | A.SwapUpgrade):
        return replace(effect, ignore_restrictions=True)
    raise FrameError("ignoring")


def _predicate(clause: Clause) -> Any:
    """The effect of a clause without its subject (and of the verbs conjoined to it: "an
    opponent chooses and removes one of their dice": they choose what they remove)."""
    parts = [clause, *clause.conjoined]
    if len(parts) > 1 and parts[0].verb == "choose" and not parts[0].comps:
        parts = parts[1:]
    effects = []
    for index, part in enumerate(parts):
        mods = clause.mods if index == len(parts) - 1 else part.mods
        inner = Clause(
            part.verb,
            part.form,
            part.comps,
            None,
            None,
            mods,
            part.copula,
            part.negated,
            part.alternatives,
            prohibited=clause.modal == "cannot",
        )
        effects.append(_effect(inner))
    return effects[0] if len(effects) == 1 else A.Sequence(tuple(effects))


def _says_your(np: NP) -> bool:
    if np.possessive == "your" or np.det == "your":
        return True
    nested = [np.inner, np.owner, *(np.items or [])]
    nested += [v[1] if k == "prep" else v for k, v in np.posts]
    return any(isinstance(n, NP) and _says_your(n) for n in nested)


def _subject_effect(clause: Clause) -> Any:
    subject = clause.subject
    assert subject is not None
    if subject.items and subject.join == "and" and clause.modal is None and not clause.mods:
        # "you and an opponent lose 1 resource": each of them does it
        players = [to_target(item, "player") for item in subject.items]
        if any(_says_your(comp.np) for comp in clause.comps if comp.np is not None):
            raise FrameError("„your” of several players")  # "… from your hands": whose?
        if all(isinstance(player, A.Player) for player in players):
            return A.Sequence(
                tuple(
                    _subject_effect(replace(clause, subject=item, comps=list(clause.comps)))
                    for item in subject.items
                )
            )
    if subject.pronoun in ("you", "yourself"):
        effect = _predicate(clause)
        if clause.modal in ("cannot",):
            return A.Cannot(A.Player("you"), effect)
        if clause.modal in ("instead", "may instead"):
            effect = A.Instead(effect)
        if clause.modal in ("may", "may instead"):
            return A.May(effect)
        if clause.modal == "need_not":  # "you do not have to pay it"
            return A.Waive(effect)
        if clause.modal not in (None, "must", "instead"):
            raise FrameError(f"modal {clause.modal}")
        return effect
    player = to_target(subject, "player")
    if isinstance(player, A.Player):
        effect = _own(_predicate(clause))
        if isinstance(effect, A.TakeActions) and effect.player is None:
            effect = replace(effect, player=player)  # "Your opponent may take 1 action"
        if isinstance(effect, A.GiveControl) and effect.to == A.Player("you"):
            effect = replace(effect, to=player)  # "that player may take control of …"
        if clause.modal == "may":
            return A.May(effect, player)
        if clause.modal == "cannot":
            return A.Cannot(player, effect)
        if clause.modal not in (None, "must"):
            raise FrameError(f"modal {clause.modal}")
        if isinstance(effect, A.Draw | A.GainResources | A.LoseResources) and effect.player is None:
            return replace(effect, player=player)  # "Each player draws 2 cards"
        return A.Force(player, effect)
    if clause.verb == "become" and clause.modal is None:
        return _apply_mods(_become(clause), clause)
    if _delayed_defeat(clause):
        return _apply_mods(A.Defeat(to_target(subject, "character")), clause)
    raise FrameError("statement")


def _delayed_defeat(clause: Clause) -> bool:
    """ "That character is defeated after this round ends": a defeat that waits."""
    only = clause.comps[0].np if len(clause.comps) == 1 else None
    return (
        clause.copula
        and clause.modal is None
        and not clause.negated
        and only is not None
        and only.noms == [("VERB_ED", "defeat")]
        and not only.posts
        and [kind for kind, _ in clause.mods] == ["after"]
    )


def _become(clause: Clause) -> Any:
    """ "this upgrade becomes a support for the rest of the game (it starts ready)"."""
    assert clause.subject is not None
    comps = Comps(list(clause.comps))
    np = comps.take_np()
    forever = comps.flag("for_game")
    reminder = comps.take("reminder")
    comps.done("become")
    if np is not None and reminder is None and [k for k, _ in np.posts] == ["reminder"]:
        reminder = Comp("reminder", value=np.posts[0][1])  # LALR put it on "a support"
        np = NP(**{**np.__dict__, "posts": []})
    if np is None or np.det not in ("a", "an") or np.noms != [("NOUN", "support")] or np.posts:
        raise FrameError("becomes what")
    ready = False
    if reminder is not None:
        said = reminder.value[1] if reminder.value[0] == "clause" else None
        words = [lemma for c in said.comps if c.np for _, lemma in c.np.noms] if said else []
        if said is not None and said.verb == "start" and words == ["ready"]:
            ready = True  # "(it starts ready)"
        elif not (said is not None and said.verb == "ready" and said.modal == "do not"):
            raise FrameError("becomes a support (…)")  # "(do not ready it)": the default
    effect = A.BecomeSupport(to_target(clause.subject, "card"), ready=ready)
    return A.Until("end_of_game", effect) if forever else effect


def _cost_if_played_on(effect: Any) -> Any:
    """ "Decrease the cost of this upgrade by 1 if you play it on a Yellow character": a cost
    rule for playing it there (not something that happens after it was played)."""
    if not isinstance(effect, A.If) or effect.otherwise is not None:
        return None
    event, change = effect.condition, effect.then
    if not (
        isinstance(event, A.Event)
        and event.kinds == ("played",)
        and event.actor == "you"
        and event.subject in (A.Ref("it"), A.Ref("self", "upgrade"))
        and event.onto is not None
        and isinstance(change, A.ReduceCost)
        and change.card == A.Ref("self", "upgrade")
        and isinstance(change.amount, A.Fixed)
    ):
        return None
    return A.ModifyCost(change.card, -change.amount.value, "attach_to", event.onto)


def _bind_it(node: Any, target: Any) -> Any:
    """Replace the pronoun "it"/"them" (`Ref("it")` without a kind) by `target`."""
    if node == A.Ref("it"):
        return target
    return A.map_children(node, lambda child: _bind_it(child, target))


def _while_at_end(body: Any) -> Sentence | None:
    """ "This support gains bounty hunter while you control a bounty hunter", "Decrease the
    cost on this die by 1 while …": a lasting statement with its condition after it."""
    if not isinstance(body, Clause) or [kind for kind, _ in body.mods][-1:] != ["while"]:
        return None
    condition = _condition(body.mods[-1][1])
    clause = replace(body, mods=body.mods[:-1])
    if clause.subject is not None and clause.subject.pronoun != "you":
        static = _statement(clause)
        if static is not None:
            return Sentence("persistent", static, condition=condition)
    effect = _effect(clause)
    if not _lasting_modifier(effect):
        raise FrameError("while … after an effect")
    return Sentence("persistent", effect, condition=condition)


def _static(value: Any) -> Any:
    """The statement of a "While …," sentence."""
    if isinstance(value, Clause) and value.subject is not None:
        static = _statement(value)
        if static is not None:
            return static
        return _subject_effect(value)
    return _effect(value)


def _restriction(clause: Clause) -> Any:
    """ "Modify vehicle support.": where a mod may be played."""
    if clause.verb == "modify" and clause.subject is None and clause.modal is None:
        comps = Comps(list(clause.comps))
        np = comps.take_np()
        comps.done("modify")
        if np is not None:
            return A.OnlyOn(to_target(_modified_types(np), "support"))
    return None


# verbs of a condition on the player ("if you spot R2-D2", "if you spend 1 resource")
CONDITION_VERBS = ("spot", "spend", "control")


def _condition_continued(raw: list[Any]) -> Clause | None:
    """ "…, increasing its value by 1 if you spend 1 resource or spot R2-D2": the "or" goes
    on with the condition (both are things you do or have; neither is an effect of its own).
    None: the "or" offers a choice."""
    if len(raw) != 2 or not all(isinstance(x, Clause) for x in raw):
        return None
    first, other = raw
    if not first.mods or first.mods[-1][0] != "if" or other.subject is not None:
        return None
    said = first.mods[-1][1]
    if not isinstance(said, Clause) or said.subject is None or said.subject.pronoun != "you":
        return None
    if said.verb not in CONDITION_VERBS or other.verb not in CONDITION_VERBS:
        return None
    if other.mods or other.modal is not None or other.alternatives or said.mods:
        return None
    more = replace(other, subject=said.subject)
    either = A.AnyOf((_condition(said), _condition(more)))
    return replace(first, mods=[*first.mods[:-1], ("if", either)])


def _modified_types(np: NP) -> NP:
    """ "Modify droid character or support": the subtype (and colour) before the first card
    type describes every card type of the list (a droid character or a droid support)."""
    if not np.items or len(np.items) < 2:
        return np
    first = np.items[0]
    shared = [nom for nom in first.noms if nom[0] in ("SUBTYPE", "COLOR")]
    if not shared or len(first.noms) != len(shared) + 1 or first.noms[-1][0] != "NOUN":
        return np
    items = [first]
    for item in np.items[1:]:
        bare = len(item.noms) == 1 and item.noms[0][0] == "NOUN" and not item.posts
        owned = item.owner is not None and item.owner != first.owner
        if not bare or item.det is not None or owned or item.count is not None:
            return np
        items.append(NP(**{**item.__dict__, "noms": [*shared, *item.noms]}))
    return NP(**{**np.__dict__, "items": items})


STAT_NOUNS: dict[str, Any] = {
    "health": "health",
    "shield limit": "shield_limit",
    "upgrade limit": "upgrade_limit",
    "downgrade limit": "downgrade_limit",
}


def _is_x(np: NP) -> bool:
    """ "X", "The X on this die" (the X of this card's own die)."""
    if isinstance(np.count, A.VariableX) and not np.noms and not np.posts:
        return True
    if np.noms != [("NOUN", "x")] or np.det != "the":
        return False
    if not np.posts:
        return True
    where = next((v for k, v in np.posts if k == "prep" and v[0] == "on"), None)
    return (
        len(np.posts) == 1
        and where is not None
        and where[1].det == "this"
        and where[1].head == "die"
        and not where[1].posts
    )


def _changed_by(np: NP | None) -> str | None:
    """ "increased" / "decreased" / "reduced" alone: a passive change ("… is decreased by 1")."""
    if np is None or len(np.noms) != 1 or np.noms[0][0] != "VERB_ED" or np.det or np.posts:
        return None
    verb = np.noms[0][1]
    return verb if verb in ("increase", "decrease", "reduce") else None


def _each(target: Any) -> Any:
    """Every one of the selected objects ("your characters have …")."""
    if isinstance(target, A.Select) and isinstance(target.count, A.All):
        return replace(target, each=True)
    return target


def _upkeep_gain(clause: Clause) -> Any:
    """ "Each player gains 1 additional resource during the upkeep phase": a lasting change of
    the resources a player gains in each upkeep phase (None: another clause)."""
    if clause.verb != "gain" or clause.modal is not None or clause.mods or clause.subject is None:
        return None
    comps = Comps(list(clause.comps))
    np = comps.take_np()
    during = comps.take_prep("during")
    if np is None or during is None or comps.items or during.head != "upkeep phase":
        return None
    if during.det not in ("the", "each") or during.posts or np.head != "resource":
        return None
    extra = [lemma for cls, lemma in np.noms if cls != "NOUN"]
    if extra != ["additional"] or not isinstance(np.count, A.Fixed) or np.posts:
        return None
    player = to_target(clause.subject, "player")
    if not isinstance(player, A.Player):
        return None
    return A.ModifyUpkeepResources(np.count.value, player)


def _statement(clause: Clause) -> Any:
    """A persistent statement about a card ("Attached character has the Guardian keyword",
    "This support enters play with 2 resources on it"); None when the clause is no statement
    (a player's effect: "Each opponent discards a card"). Its modifiers ("… if it is a
    Wookiee", "… for each ability on it") are applied to the statement."""
    alternative = next((c for c in clause.comps if c.role == "signed_or"), None)
    if alternative is not None:
        return _statement_or_instead(clause, alternative)
    statement = _bare_statement(clause)
    if statement is None or not clause.mods:
        return statement
    if [kind for kind, _ in clause.mods] == ["if"]:
        # "… has +1 health if …"
        return A.If(_statement_condition(clause, statement), statement)
    raise FrameError("statement with modifiers")


def _statement_or_instead(clause: Clause, alternative: Comp) -> Any:
    """ "Attached character has +3 health, or +4 health instead if it is a Wookiee": the
    second change replaces the first while the condition holds."""
    signed = [c for c in clause.comps if c.role == "signed"]
    instead = [c for c in clause.comps if c.role == "instead"]
    if len(signed) != 1 or len(instead) != 1 or [k for k, _ in clause.mods] != ["if"]:
        raise FrameError("or … instead on a statement")
    rest = [c for c in clause.comps if c is not alternative and c is not instead[0]]
    base = _bare_statement(replace(clause, comps=rest, mods=[]))
    other = [Comp("signed", value=alternative.value) if c is signed[0] else c for c in rest]
    changed = _bare_statement(replace(clause, comps=other, mods=[]))
    if base is None or changed is None:
        raise FrameError("or … instead on a statement")
    return A.If(_statement_condition(clause, base), changed, base)


def _statement_condition(clause: Clause, statement: Any) -> Any:
    """The "if" of a statement; its "it" is the card the statement is about ("Attached
    character has +3 health if it is a Wookiee")."""
    condition = _condition(clause.mods[0][1])
    target = getattr(statement, "target", None)
    return condition if target is None else _bind_it(condition, target)


def _bare_statement(clause: Clause) -> Any:
    subject = clause.subject
    assert subject is not None
    if clause.conjoined:
        # "Attached character gains apprentice and has +1 upgrade limit": each verb says
        # something of the same card (a verb left unread would be a silent loss)
        parts = [replace(clause, conjoined=[])]
        parts += [replace(part, subject=subject, conjoined=[]) for part in clause.conjoined]
        statements = [_bare_statement(part) for part in parts]
        if any(statement is None for statement in statements):
            if subject.head in ("opponent", "player") or subject.pronoun in ("they", "you"):
                return None  # players act: read by the effect path
            raise FrameError("statements joined with a clause that is none")
        return A.Sequence(tuple(statements))
    upkeep = _upkeep_gain(clause)
    if upkeep is not None:
        return upkeep
    if subject.head in ("opponent", "player") or subject.pronoun in ("they", "you"):
        return None
    if subject.items and all(
        item.head in ("opponent", "player") or item.pronoun == "you" for item in subject.items
    ):
        return None  # "You and that opponent draw a card": players act
    comps = Comps(list(clause.comps))
    if clause.verb in ("have", "gets", "gain") and clause.modal is None:
        only = comps.items[0].np if len(comps.items) == 1 else None
        if (
            only is not None
            and len(only.noms) == 1
            and only.noms[0][0] == "SUBTYPE"
            and (
                only.det is None
                and not only.posts
                and only.noms[0][1] not in ("guardian", "ambush", "redeploy")
            )
        ):
            comps.take_np()  # "Attached character gains Jedi."
            return A.GainSubtype(to_target(subject, "character"), only.noms[0][1])
        signed = comps.take("signed")
        if signed is not None:
            stats = [signed.value]
            while (more := comps.take("signed")) is not None:
                stats.append(more.value)  # "+1 shield limit and +1 upgrade limit"
            comps.done(clause.verb)
            target = _each(to_target(subject, "character"))
            changes = []
            for delta, stat in stats:
                if stat not in STAT_NOUNS:
                    raise FrameError(f"stat „{stat}”")
                changes.append(A.ModifyStat(target, STAT_NOUNS[stat], delta))
            return changes[0] if len(changes) == 1 else A.Sequence(tuple(changes))
        np = comps.take_np()
        if np is not None and np.noms and all(cls == "KEYWORD_NAME" for cls, _ in np.noms[:1]):
            names = [lemma for cls, lemma in np.noms if cls == "KEYWORD_NAME"]
            rest = [lemma for cls, lemma in np.noms if cls != "KEYWORD_NAME"]
            if len(names) == 1 and rest in ([], ["keyword"]) and not np.posts and not np.owner:
                comps.done(clause.verb)  # "it has Redeploy", "has the Guardian keyword"
                return A.GrantKeyword(_each(to_target(subject, "character")), names[0])  # type: ignore[arg-type]
        if (
            np is not None
            and np.head == "subtype"
            and len(np.noms) == 2
            and np.noms[0][0] == "SUBTYPE"
            and np.det == "the"
        ):
            comps.done(clause.verb)  # "Attached character gains the Spectre subtype"
            return A.GainSubtype(to_target(subject, "character"), np.noms[0][1])
        if (
            np is not None
            and len(np.noms) == 1
            and np.noms[0][1] in ("guardian", "ambush", "redeploy")
            and np.det is None
        ):
            comps.done(clause.verb)  # "Each of your characters has Guardian."
            return A.GrantKeyword(_each(to_target(subject, "character")), np.noms[0][1])  # type: ignore[arg-type]
        if np is not None and np.head == "keyword":
            name = next((lemma for cls, lemma in np.noms if cls in ("SUBTYPE", "NAME")), None)
            keyword = (name or "").lower()
            if keyword in ("guardian", "ambush", "redeploy", "piloting", "detect"):
                comps.done(clause.verb)
                target = to_target(subject, "character")
                if isinstance(target, A.Select) and isinstance(target.count, A.All):
                    target = replace(target, each=True)  # every one of them has it
                return A.GrantKeyword(target, keyword)  # type: ignore[arg-type]
        raise FrameError("statement „have”")
    if clause.verb == "enter_play":
        flags = comps.take("np")
        resources = comps.take_prep("with")
        comps.take_prep("on")
        comps.done("enter play")
        exhausted = (
            flags is not None
            and flags.np is not None
            and any(lemma == "exhausted" for _, lemma in flags.np.noms)
        )
        return A.EntersPlay(
            to_target(subject, "card"),
            exhausted=exhausted,
            resources=np_count(resources) if resources is not None else None,
        )
    if _delayed_defeat(clause):
        return None  # an effect that waits ("That character is defeated after this round ends")
    if clause.copula and clause.modal is None and not clause.negated:
        _reminder_says(comps, "place")  # "(place a second copy of its die on it)"
        np = comps.take_np()
        changed = _changed_by(np)
        if changed is not None and not clause.mods:
            # "Your hand size is increased by 1", "The cost of … is decreased by 1"
            return build_effect(Clause(changed, "", [Comp("np", subject), *comps.items]))
        equal = comps.take("equal_to")
        if equal is not None and _is_x(subject):
            comps.done("be equal")  # "X is equal to the number of …", "The X on this die is …"
            return A.DefineX(to_amount(equal.value))
        if np is not None and [lemma for _, lemma in np.noms] == ["elite"] and np.det is None:
            comps.done("be elite")
            return A.Elite(to_target(subject, "character"))
        raise FrameError("statement „be”")
    if clause.verb in ("gain", "gets", "have") and clause.modal is None:
        np = comps.items[0].np if len(comps.items) == 1 else None
        subtype = None
        if np is not None and len(np.noms) == 1 and np.noms[0][0] == "SUBTYPE" and np.det is None:
            subtype = np.noms[0][1]
        elif np is not None and np.head == "subtype" and len(np.noms) == 2:
            subtype = np.noms[0][1]  # "the Spectre subtype"
        if subtype is not None:
            comps.take_np()
            return A.GainSubtype(to_target(subject, "character"), subtype)
    source = _post(subject, "prep")
    if (
        clause.modal == "may"
        and clause.copula
        and subject.head == "shield"
        and len(subject.posts) == 1
        and source is not None
        and source[0] == "from"
        and source[1].det == "this"
        and source[1].head == "die"
    ):
        # "The shields from this die can be given to any of your characters distributed as
        # you wish": how this die's shields may be split
        np = comps.take_np()
        to = comps.take_prep("to")
        distributed = comps.flag("distributed")
        comps.done("be given")
        if np is None or np.noms != [("VERB_ED", "give")] or to is None or not distributed:
            raise FrameError("shields given")
        return A.DistributeShields(_distribution_target(to_target(to, "character")))
    if clause.modal == "may" and clause.copula and subject.det == "this" and not clause.mods:
        np = comps.take_np()
        comps.done("be activated")
        if np is not None and np.noms == [("VERB_ED", "activate")] and not np.posts:
            return A.Activatable(to_target(subject, "support"))  # "This support can be activated."
        raise FrameError("statement „can be”")
    if clause.modal in ("cannot",) and clause.copula:
        # "This upgrade cannot be discarded (by an opponent)": nobody (or that player) may
        np = comps.take_np()
        by = comps.take_prep("by")
        if np is None or not np.noms or np.noms[0][0] != "VERB_ED" or len(np.noms) > 1:
            raise FrameError("prohibition")
        passive = Clause(np.noms[0][1], "", [Comp("np", subject), *comps.items], prohibited=True)
        player = _player_of(by) if by is not None else A.Player("each_player")
        return A.Cannot(player, build_effect(passive))
    if clause.modal in ("cannot",):
        raise FrameError("prohibition")
    raise FrameError(f"statement „{clause.verb}”")


EVENT_KINDS: dict[str, A.EventKind] = {
    "activate": "activated",
    "play": "played",
    "defeat": "defeated",
    "discard": "discarded",
    "resolve": "resolved",
    "remove": "removed",
    "roll": "rolled",
    "reveal": "revealed",
    "claim": "claimed",
    "reroll": "rerolled",
    "turn": "turned",
    "spend": "spent",
    "exhaust": "exhausted",
    "ready": "readied",
}
TIME_NOUNS = {"round": "round", "action phase": "action_phase", "upkeep phase": "upkeep_phase"}


def _actor(subject: NP) -> str | None:
    """The player who does what the event says, when the subject is a player."""
    if subject.pronoun == "you":
        return "you"
    if subject.head in ("opponent", "player"):
        player = to_target(subject, "player")
        if isinstance(player, A.Player):
            return {"opponent": "opponent", "each_opponent": "opponent", "given": "opponent"}.get(
                player.who, "any"
            )
    if subject.pronoun in ("they", "he", "she"):
        return "any"
    return None


def _caused_event(subject: NP, comps: Comps) -> A.Event:
    """ "your effect causes an opponent to lose 1 or more resources": the opponent's event,
    caused by a card effect of that player (`EffectOf`)."""
    caused = comps.take("caused")
    comps.done("cause")
    core = subject.core()
    if caused is None or core.noms != [("NOUN", "effect")] or core.posts or subject.partitive:
        raise FrameError("what causes it")
    if core.owner is not None:
        causer = to_target(core.owner, "player")
    elif core.possessive == "your":
        causer = A.Player("you")
    else:
        raise FrameError("whose effect")
    if not isinstance(causer, A.Player):
        raise FrameError("whose effect")
    who, inner = caused.value
    event = _event(replace(inner, subject=who))
    if event.cause is not None:
        raise FrameError("two causes")
    return replace(event, cause=A.EffectOf(causer))


def _event(clause: Clause) -> A.Event:
    """The event of a trigger or an event condition ("you activate this character", "this
    die is removed", "a character is dealt damage", "the action phase ends")."""
    subject = clause.subject
    if subject is None:
        raise FrameError("event without subject")
    if clause.mods:
        raise FrameError("event with modifiers")
    if clause.conjoined:
        raise FrameError("event with two verbs")
    comps = Comps(list(clause.comps))
    if clause.copula:
        return _passive_event(subject, comps)
    verb = clause.verb
    cause = None
    if verb == "cause":
        return _caused_event(subject, comps)
    if subject.head == "effect" and _post(subject.core(), "of") is not None:
        of = _post(subject.core(), "of")
        core = subject.core()
        plain = core.det == "the" and core.noms == [("NOUN", "effect")] and len(core.posts) == 1
        if verb == "resolve" and plain and of.head == "event" and not comps.items:
            # "before the effects of an opponent's event resolve": an event resolves its
            # effects (its ability) when it resolves
            return A.Event(("resolved",), to_target(of, "event"))
        raise FrameError("the effects of a card")
    core_noms = subject.core().noms
    if subject.head in ("effect", "ability") and core_noms and core_noms[-1][1] == subject.head:
        # "an opponent's effect removes …", "one of your card effects rerolls …": a card
        # effect of that player does it
        cause = "card_effect"
        core = subject.core()
        owner = core.owner
        if owner is not None:
            subject = owner
        elif core.possessive == "your":
            subject = NP(pronoun="you")
        else:
            subject = NP(det="a", noms=[("NOUN", "player")])
    special = _special_event(subject, verb, comps)
    if special is not None:
        return replace(special, cause=cause) if cause is not None else special
    if verb in ("end", "begin") and subject.head in TIME_NOUNS and not comps.items:
        moment = "end" if verb == "end" else "start"
        return A.Event((f"{moment}_of_{TIME_NOUNS[subject.head]}",))  # type: ignore[arg-type]
    if verb == "gain" and not clause.copula:
        np = comps.take_np()
        comps.done("gain")
        if np is not None and np.head == "shield":
            return A.Event(
                ("gains_shields",),
                subject=to_target(subject, "character"),
                amount=np.count or A.AtLeast(1),
            )
        raise FrameError("gains what")
    if verb == "take":
        np = comps.take_np()
        source = comps.take_prep("from")
        comps.done("take")
        if np is not None and np.head == "damage":
            symbols = tuple(DAMAGE_TYPES[lemma] for cls, lemma in np.noms if cls == "DMG_TYPE")
            return A.Event(
                ("takes_damage",),
                subject=to_target(subject, "character"),
                amount=np.count or A.AtLeast(1),
                symbols=symbols,
                cause=to_target(source, "die") if source is not None else None,
            )
        raise FrameError("takes what")
    if verb == "deal" and subject.head == "die":
        raise FrameError("die deals damage")
    if clause.alternatives and verb in EVENT_KINDS:
        verbs = (verb, *clause.alternatives)
        if not all(v in EVENT_KINDS for v in verbs):
            raise FrameError("event verbs")
        single = _event(replace(clause, alternatives=[]))
        return replace(single, kinds=tuple(EVENT_KINDS[v] for v in verbs))
    if verb in EVENT_KINDS:
        actor = _actor(subject)
        obj = comps.take_np()
        if (
            obj is not None
            and obj.det == "this"
            and obj.head == "die"
            and all(k == "showing" for k, _ in obj.posts)
            and obj.posts
        ):
            # "After you resolve this die showing a discard": the event's symbols
            comps.done(verb)
            return A.Event(
                (EVENT_KINDS[verb],),
                subject=A.Ref("this_die", "die"),
                actor=actor,
                symbols=tuple(obj.posts[0][1]),
            )
        onto = comps.take_prep("on")
        comps.take("icons")
        if verb == "remove" and obj is not None and obj.head in ("shield", "damage", "resource"):
            source = comps.take_prep("from")
            if source is not None:
                # "if you remove 1 shield from attached character": tokens on that card
                obj = NP(**{**obj.__dict__, "posts": [*obj.posts, ("on", source)]})
        if verb == "roll":
            pool = comps.take_prep("into")
            if pool is not None and (pool.head != "pool" or pool.possessive not in ("your", None)):
                raise FrameError("rolled into what")  # "into your pool": where dice are rolled
        comps.done(verb)
        if actor is None:
            # "this die rolls a blank", "one of your dice is …": the subject is the object
            if verb == "roll" and obj is not None:
                return A.Event(
                    ("rolled",), subject=to_target(subject, "die"), symbols=_symbols(obj)
                )
            if obj is None:
                return A.Event((EVENT_KINDS[verb],), subject=to_target(subject, "die"))
            raise FrameError("event subject")
        return A.Event(
            (EVENT_KINDS[verb],),
            subject=to_target(obj, "character") if obj is not None else None,
            actor=actor,
            onto=to_target(onto, "character") if onto is not None else None,
            cause=cause,
        )
    raise FrameError(f"event „{verb}”")


def _special_event(subject: NP, verb: str, comps: Comps) -> A.Event | None:
    """Events of later sets: entering play, piloting, modifying, drawing, losing resources,
    taking control or an action, dealing indirect damage, an effect dealing damage."""
    if verb in ("enter_play", "leave_play") and not comps.items:
        kind: A.EventKind = "enters_play" if verb == "enter_play" else "leaves_play"
        return A.Event((kind,), subject=to_target(subject, "card"))
    if verb == "begin" and subject.head not in TIME_NOUNS:
        gerund = comps.take("gerund")
        comps.done("begin")
        if gerund is None or gerund.value.verb != "pilot":
            raise FrameError("begins what")
        inner = Comps(list(gerund.value.comps))
        vehicle = inner.take_np()
        inner.done("piloting")
        if vehicle is None:
            raise FrameError("piloting what")
        return A.Event(
            ("begins_piloting",),
            subject=to_target(subject, "character"),
            onto=to_target(vehicle, "support"),
        )
    if verb == "become":
        np = comps.take_np()
        by = comps.take_prep("by")
        comps.done("become")
        if np is None or np.noms not in ([("VERB_ED", "pilot")], [("ADJ", "piloted")]):
            raise FrameError("becomes what")
        if np.det or np.posts:
            raise FrameError("becomes what")
        pilot = to_target(by, "character") if by is not None else A.Select("character")
        return A.Event(("begins_piloting",), subject=pilot, onto=to_target(subject, "support"))
    if verb == "modify" and subject.head == "die":
        die = comps.take_np()
        comps.done("modify")
        if die is None:
            raise FrameError("modifies what")
        return A.Event(("modifies",), subject=to_target(subject, "die"), onto=to_target(die, "die"))
    actor = _actor(subject)
    if actor is None:
        return None
    if verb == "draw":
        cards = comps.take_np()
        comps.done("draw")
        if cards is None or cards.head != "card":
            raise FrameError("draws what")
        return A.Event(("drawn",), actor=actor, amount=np_count(cards))
    if verb == "lose":
        resources = comps.take_np()
        comps.done("lose")
        if resources is None or resources.head != "resource":
            raise FrameError("loses what")
        return A.Event(("lost_resources",), actor=actor, amount=np_count(resources))
    if verb == "take":
        thing = comps.items[0].np if comps.items and comps.items[0].role == "np" else None
        if thing is not None and thing.head == "control":
            comps.take_np()
            comps.done("take control")
            of = next((v for k, v in thing.posts if k == "of"), None)
            if of is None:
                raise FrameError("control of what")
            return A.Event(("took_control",), subject=to_target(of, "card"), actor=actor)
        if thing is not None and thing.head == "action" and thing.det in ("a", "an"):
            comps.take_np()
            comps.done("take an action")
            return A.Event(("took_action",), actor=actor)
        return None
    if verb == "deal":
        damage = comps.take_np()
        to = comps.take_prep("to")
        comps.take("icons")
        comps.done("deal")
        if damage is None or damage.head != "damage" or to is None:
            raise FrameError("deals what")
        indirect = any(lemma == "indirect" for _, lemma in damage.noms)
        if indirect:
            return A.Event(
                ("indirect_damage",),
                subject=_player_of(to),
                actor=actor,
                amount=damage.count or A.AtLeast(1),
            )
        return A.Event(
            ("takes_damage",),
            subject=to_target(to, "character"),
            actor=actor,
            amount=damage.count or A.AtLeast(1),
        )
    return None


def _passive_event(subject: NP, comps: Comps) -> A.Event:
    """ "X is defeated", "X is dealt damage", "X would be defeated"."""
    np = comps.take_np()
    if (
        np is not None
        and np.items is not None
        and np.join == "or"
        and all(
            len(item.noms) == 1 and item.noms[0][0] == "VERB_ED" and not item.posts
            for item in np.items
        )
    ):
        # "after they are resolved or removed"
        comps.done("be")
        participles = [item.noms[0][1] for item in np.items]
        if not all(p in EVENT_KINDS for p in participles):
            raise FrameError("event (be … or …)")
        return A.Event(
            tuple(EVENT_KINDS[p] for p in participles),
            subject=to_target(subject, "die"),
        )
    if np is None or not np.noms or np.noms[0][0] != "VERB_ED":
        raise FrameError("event (be)")
    participle, rest = np.noms[0][1], np.noms[1:]
    by = comps.take_prep("by")
    if participle == "deal" and not rest and not np.posts:
        damage = comps.take_np()  # "is dealt 1 or more damage"
        if damage is not None and damage.head == "damage":
            comps.take("icons")
            comps.done("be dealt")
            actor, cause = _by(by)
            return A.Event(
                ("takes_damage",),
                subject=to_target(subject, "character"),
                actor=actor,
                amount=damage.count,
                symbols=tuple(
                    DAMAGE_TYPES[lemma] for cls, lemma in damage.noms if cls == "DMG_TYPE"
                ),
                cause=cause,
            )
        raise FrameError("dealt what")
    if participle == "deal" and rest and rest[-1][1] == "damage":
        comps.done("be dealt")
        actor, cause = _by(by)
        return A.Event(
            ("takes_damage",), subject=to_target(subject, "character"), actor=actor, cause=cause
        )
    zones = [value for kind, value in np.posts if kind == "zone"]
    if participle in EVENT_KINDS and not rest and len(zones) == len(np.posts) <= 1:
        onto = comps.take_prep("on")
        if comps.flag("from_play"):
            zones.append("play")
        comps.done("be")
        actor, cause = _by(by)
        if len(zones) > 1 or not all(isinstance(z, str) for z in zones):
            raise FrameError("event from two zones")
        return A.Event(
            (EVENT_KINDS[participle],),
            subject=to_target(subject, "character"),
            actor=actor,
            onto=to_target(onto, "character") if onto is not None else None,
            cause=cause,
            from_zone=zones[0] if zones else None,
        )
    raise FrameError(f"event (be {participle})")


def _by(by: NP | None) -> tuple[str | None, Any]:
    """ "by an opponent" (the actor), "by an opponent's effect" (their card effect), "by this
    die" (the cause): (actor, cause)."""
    if by is None:
        return None, None
    if by.head in ("effect", "ability") and by.noms[-1][1] == by.head:
        owner = by.core().owner
        if owner is not None:
            return _actor(owner), "card_effect"
        return ("you" if by.core().possessive == "your" else None), "card_effect"
    actor = _actor(by)
    if actor is not None:
        return actor, None
    return None, to_target(by, "card")


def _condition(value: Any) -> Any:
    """A condition ("if …", "while …", "play only if …") as a condition node."""
    if not isinstance(value, Clause):
        return value
    clause = value
    subject = clause.subject
    if subject is None:
        raise FrameError("condition without subject")
    clause = replace(clause, comps=_flatten(clause.comps))
    period = _period(clause)
    if period is not None:
        # "if you removed an opponent's die this round": something that happened
        rest = [c for c in clause.comps if c.role != "period" and not _is_time(c)]
        happened = replace(clause, comps=rest, negated=False, modal=None)
        event = _event(happened)
        negated = clause.negated or clause.modal in ("not", "dont", "do not")
        condition = A.Happened(event, *period)  # type: ignore[arg-type]
        return A.Not(condition) if negated else condition
    just_done = _just_done(clause)
    if just_done is not None:
        return just_done
    negated = clause.negated or clause.modal in ("not", "dont", "do not")
    condition = _positive_condition(clause, subject)
    if clause.mods:
        raise FrameError("condition with modifiers")
    if negated and _has_any(condition):
        # "while this character does not have an upgrade": the Polish grammar's HasNo
        return A.HasNo(condition.owner, condition.what.kind)
    return A.Not(condition) if negated else condition


def _just_done(clause: Clause) -> Any:
    """ "if you just activated 3 or more droids": how many objects the step before did it to."""
    subject = clause.subject
    if clause.modal != "just" or subject is None or subject.pronoun != "you" or clause.mods:
        return None
    comps = Comps(list(clause.comps))
    np = comps.take_np()
    if np is None or comps.items or not isinstance(np.count, A.AtLeast):
        return None
    target = to_target(NP(**{**np.__dict__, "count": None}), "card")
    if not isinstance(target, A.Select) or target.filters[1:]:
        return None
    participle = JUST_VERBS.get(clause.verb, clause.verb + "d" if clause.verb.endswith("e") else "")
    if not participle:
        return None
    done = A.Ref("just", target.kind, participle)
    return A.Compare(A.CountOf(done), ">=", A.Fixed(np.count.value))


def _has_any(condition: Any) -> bool:
    what = getattr(condition, "what", None)
    return (
        isinstance(condition, A.Has)
        and not isinstance(condition.owner, A.Player)
        and isinstance(what, A.Select)
        and what == A.Select(what.kind, A.AtLeast(1))
    )


def _is_time(comp: Comp) -> bool:
    """ "during their last turn", "during the action phase", "… last turn": a time phrase."""
    np = comp.np
    if comp.role == "np" and np is not None:
        return np.head == "turn" and np.det is None and [n[1] for n in np.noms] == ["last", "turn"]
    return comp.role == "during" and np is not None and np.head in TIME_HEADS


TIME_HEADS = ("turn", "action phase", "round")


def _period(clause: Clause) -> tuple[str, str | None] | None:
    """The period of a history condition (see `A.Happened`), None when the clause has none."""
    periods = [c.value for c in clause.comps if c.role == "period"]
    times = [c.np for c in clause.comps if _is_time(c)]
    if not periods and not times:
        return None
    if len(times) > 1:
        raise FrameError("two time phrases")
    if times:
        np = times[0]
        assert np is not None
        lemmas = [lemma for _, lemma in np.noms]
        if np.head == "action phase" and np.det == "the":
            return ("action_phase", None)
        if np.head == "turn" and np.det is None and np.owner is None:
            raise FrameError("whose last turn")  # "rolled into the pool last turn"
        if np.head == "turn" and "last" in lemmas:
            turn_of = None
            if np.possessive == "your":
                turn_of = "you"
            elif np.possessive == "their":
                turn_of = "actor"
            elif np.owner is not None and np.owner.head == "opponent":
                turn_of = "opponent"
            if turn_of is None or set(periods) - {"this_round"}:
                raise FrameError("whose last turn")
            return ("last_turn", turn_of)
        raise FrameError("during what")
    if len(set(periods)) > 1:
        raise FrameError("two periods")
    if periods[0] == "last_turn":
        raise FrameError("whose last turn")
    return (periods[0], None)


def _positive_condition(clause: Clause, subject: NP) -> Any:
    verb = clause.verb
    comps = Comps(list(clause.comps))
    if verb == "do" and not comps.items:
        return A.DidIt(None if subject.pronoun == "you" else _player_of(subject))
    if verb == "control" and subject.pronoun == "you":
        np = comps.take_np()
        if np is not None and np.head == "battlefield":
            comps.done("control")
            return A.ControlsBattlefield("you")
        if np is not None:
            comps.done("control")
            what = _counted_select(np)
            if _only_named(np, what):
                what = replace(what, kind="card")  # "if you control Rey's Lightsaber": any card
            return A.Has(A.Player("you"), what)
    if verb == "control" and subject.head == "opponent":
        np = comps.take_np()
        if np is not None and np.head == "battlefield":
            comps.done("control")
            return A.ControlsBattlefield("opponent")
    if verb == "spot" and subject.pronoun == "you":
        np = comps.take_np()
        comps.done("spot")
        if np is not None:
            return A.Spotted(to_target(np, "character"))
    compare = comps.take("compare")
    if compare is not None:
        comps.done(verb)
        if verb != "have":
            raise FrameError(f"compare „{verb}”")
        return _compare(subject, *compare.value)
    if clause.copula and len(comps.items) == 1 and _odd_number(comps.items[0].np):
        # "if its cost is an odd number"
        return A.IsOdd(to_amount(subject))
    if verb in ("match", "be") or clause.copula:
        first = comps.items[0].np if len(comps.items) == 1 else None
        chosen = _chosen_attribute(first)
        if chosen is not None and chosen != "number":
            comps.take_np()
            # "if that card matches / is the chosen color"
            return A.Matches(
                to_target(subject, "card"), A.Select("card", filters=(A.Filter("chosen", chosen),))
            )
    if verb == "share":
        np = comps.take_np()
        comps.done("share")
        if np is None or np.head not in ("color", "subtype"):
            raise FrameError("share what")
        return A.Share(to_target(subject, "character"), np.head)  # type: ignore[arg-type]
    title = comps.take("title_word") if verb == "have" else None
    if title is not None:
        comps.done("have")  # "if it has the word "Thermal" in its title"
        card = A.Select("card", filters=(A.Filter("title_contains", title.value),))
        return A.Matches(to_target(subject, "card"), card)
    if verb == "have":
        np = comps.take_np()
        where = comps.take_prep("on", "in")
        comps.done("have")
        if np is None:
            raise FrameError("have what")
        np = _in_play_on_of(np)
        if [lemma for _, lemma in np.noms] == ["remaining", "health"] and np.count is not None:
            if where is not None or np.posts:
                raise FrameError("remaining health where")
            # "if that character has 1 remaining health"
            return _count_compare(A.RemainingHealth(to_target(subject, "character")), np.count)
        if [lemma for _, lemma in np.noms] == ["resource", "cost"] and np.det in ("a", "an"):
            if where is not None or np.posts:
                raise FrameError("has a resource cost where")
            return A.HasResourceCost(to_target(subject, "die"))  # "if that die has a resource cost"
        owner = (
            to_target(subject, "player")
            if subject.pronoun in ("you", "they")
            else (to_target(subject, "character"))
        )
        if where is not None and where.pronoun is None:
            if subject.pronoun not in ("you", "yourself"):
                # "an opponent has no shields on all of their characters": two owners
                raise FrameError("has … on …")
            owner = to_target(where, "character")
        return A.Has(owner, _counted_select(np))
    if verb in ("roll", "show") and clause.form in ("ed", "s", "base", "") and not clause.copula:
        np = comps.take_np()
        comps.done(verb)
        if np is not None:
            return A.DieShows(to_target(subject, "die"), _symbols(np))
    if clause.copula:
        return _copula_condition(subject, comps)
    try:
        return _event(clause)
    except FrameError:
        raise FrameError(f"condition „{verb}”") from None


def _whose(np: NP, player: NP) -> Any:
    """The objects `np` describes, belonging to `player` ("you", "an opponent")."""
    np, extra = _lift(np)
    if extra:
        raise FrameError("compare: a phrase left over")
    target = to_target(np, "card")
    if not isinstance(target, A.Select):
        raise FrameError("compare what")
    owner = to_target(player, "player")
    if not isinstance(owner, A.Player) or owner.who not in ("you", "opponent", "given"):
        raise FrameError("compare whose")
    controller: A.Controller = "you" if owner.who == "you" else "opponent"
    return replace(target, count=A.All(), controller=controller)


def _compared(more: bool, counted: NP, than: Any) -> tuple[str, Any, Any]:
    """ "(an opponent) who has more cards in hand than you", "(a character) that has less
    health than that Wookiee": what is counted and the object compared with."""
    other, verb, rest = than
    if verb is not None or rest:
        raise FrameError("compared with what")
    if counted.noms == [("NOUN", "health")] and counted.det is None and not counted.posts:
        what: Any = "health"
        with_ = to_target(other, "character")
    else:
        if counted.det is not None or counted.owner is not None:
            raise FrameError("compared: which")
        posts = counted.posts
        zone = None
        if len(posts) == 1 and posts[0][0] == "prep" and posts[0][1][0] == "in":
            place: NP = posts[0][1][1]
            if place.det is None and not place.posts and place.noms == [("NOUN", "hand")]:
                zone, posts = "hand", []  # "more cards in hand than you"
        what = _counted_select(NP(**{**counted.__dict__, "count": A.All(), "posts": posts}))
        if zone is not None:
            what = replace(what, zone=zone)
        with_ = to_target(other, "player")
    return (">" if more else "<", what, with_)


def _compare(subject: NP, more: bool, counted: NP, than: Any) -> Any:
    """ "you have more X than an opponent (has Y)": a comparison of two counts."""
    other, verb, rest = than
    left = A.CountOf(_whose(counted, subject))
    rest_comps = Comps(list(rest))
    other_np = rest_comps.take_np()
    where = rest_comps.take_prep("in")
    rest_comps.take("in_play")
    rest_comps.done("than")
    if verb not in (None, "have"):
        raise FrameError(f"than … {verb}")
    described = other_np if other_np is not None else counted
    if where is not None and other_np is None:
        described = NP(
            **{**counted.__dict__, "posts": [p for p in counted.posts if p[0] != "zone"]}
        )
    right = A.CountOf(_whose(described, other))
    return A.Compare(left, ">" if more else "<", right)


def _odd_number(np: NP | None) -> bool:
    return (
        np is not None
        and np.det in ("a", "an")
        and [lemma for _, lemma in np.noms] == ["odd", "number"]
        and not np.posts
    )


def _count_compare(left: Any, count: Any) -> Any:
    """A count against "3 or more" / "2 or less" / "exactly 2"."""
    if isinstance(count, A.AtLeast):
        return A.Compare(left, ">=", A.Fixed(count.value))
    if isinstance(count, A.UpTo):
        return A.Compare(left, "<=", A.Fixed(count.value))
    if isinstance(count, A.Fixed):
        return A.Compare(left, "==", count)
    raise FrameError("how many")


def _description(np: NP) -> Any:
    """What "a droid", "a copy of this support", "General Grievous" describe, whoever controls
    it (a name alone is read elsewhere as your character)."""
    target = to_target(np, "card")
    if _only_named(np, target):
        return replace(target, kind="card", controller="any")
    return target


def _only_named(np: NP, target: Any) -> bool:
    """A bare card name ("Rey's Lightsaber"): names are read as characters elsewhere, but what a
    player controls by name may be any card."""
    return (
        isinstance(target, A.Select)
        and target.kind == "character"
        and all(cls == "NAME" for cls, _ in np.noms)
        and any(f.kind == "named" for f in target.filters)
    )


def _in_play_on_of(np: NP) -> NP:
    """ "(you have) another copy of that character in play": LALR puts "in play" on the
    character after "of"; it says where the copy is, and "that character" is the one named."""
    of = _post(np, "of")
    if of is None or ("in_play", None) not in of.posts:
        return np
    inner = NP(**{**of.__dict__, "posts": [p for p in of.posts if p[0] != "in_play"]})
    posts = [("of", inner) if p[0] == "of" else p for p in np.posts]
    return NP(**{**np.__dict__, "posts": [*posts, ("in_play", None)]})


def _counted_select(np: NP) -> Any:
    target = to_target(np, "card")
    if isinstance(target, A.Select) and np.count is None and np.partitive is None:
        # "if you have a Jedi": at least one
        return A.Select(
            target.kind,
            A.AtLeast(1),
            target.controller,
            target.filters,
            target.zone,
            target.owner,
            target.each,
        )
    return target


def _fighting_on(comps: Comps) -> Any:
    """ "if you are fighting on your battlefield / on Hoth": the battlefield of the game."""
    on = comps.take_prep("on")
    comps.done("fight")
    if on is None or on.posts or on.owner is not None:
        raise FrameError("fighting where")
    if on.possessive == "your" and on.noms == [("NOUN", "battlefield")]:
        return A.FightingOn(A.Select("battlefield", controller="you"))
    if on.det is None and on.noms and all(cls == "NAME" for cls, _ in on.noms):
        name = " ".join(lemma for _, lemma in on.noms)
        return A.FightingOn(A.Select("battlefield", filters=(A.Filter("named", name),)))
    raise FrameError("fighting where")


def _copula_condition(subject: NP, comps: Comps) -> Any:
    """ "X is …": a state, a description, a comparison, a zone."""
    first = comps.items[0].np if comps.items and comps.items[0].role == "np" else None
    if (
        first is not None
        and len(first.noms) == 1
        and first.noms[0][0] == "VERB_ED"
        and first.noms[0][1] in EVENT_KINDS
        and first.noms[0][1] not in ("defeat", "exhaust", "ready")  # states: "is defeated"
        and first.det is None
    ):
        # "if that upgrade was played on a Jedi": something that happened to it
        return _passive_event(subject, comps)
    gerund = comps.take("gerund")
    if gerund is not None:
        comps.done("be")
        clause: Clause = gerund.value
        inner = Comps(list(clause.comps))
        if clause.verb == "fight" and subject.pronoun == "you":
            return _fighting_on(inner)
        vehicle = inner.take_np()
        inner.done(clause.verb)
        if clause.verb != "pilot" or vehicle is None:
            raise FrameError(f"is {clause.verb}ing")
        return A.Pilots(to_target(subject, "character"), to_target(vehicle, "support"))
    showing = comps.take("showing")
    if showing is not None:
        comps.done("be")
        kind, symbols = showing.value
        if kind == "showing_modifier":  # "if that die is showing a modifier"
            die = to_target(subject, "die")
            return A.Matches(die, A.Select("die", filters=(A.Filter("showing_modifier"),)))
        if kind == "showing_value":
            # "if that die is showing a value of 2 or more": a die of that description
            value: A.Filter | None = None
            if isinstance(symbols, A.AtLeast):
                value = A.Filter("showing_value_at_least", symbols.value)
            elif isinstance(symbols, A.UpTo):
                value = A.Filter("showing_value_at_most", symbols.value)
            elif isinstance(symbols, A.Fixed):
                value = A.Filter("showing_value", symbols)
            if value is None:
                raise FrameError("is showing which value")
            return A.Matches(to_target(subject, "die"), A.Select("die", filters=(value,)))
        if kind != "showing":
            raise FrameError(f"is {kind}")
        return A.DieShows(to_target(subject, "die"), tuple(symbols))
    if [item.role for item in comps.items] == ["in_play"] and isinstance(subject.count, A.AtLeast):
        # "if 2 or more bomb plots are in play": how many there are
        counted = to_target(NP(**{**subject.__dict__, "count": None}), "card")
        if isinstance(counted, A.Select) and not counted.filters[2:]:
            everywhere = replace(
                counted,
                count=A.All(),
                controller="any",
                filters=(*counted.filters, A.Filter("in_play")),
            )
            return A.Compare(A.CountOf(everywhere), ">=", A.Fixed(subject.count.value))
    if (
        subject.pronoun == "it"
        and first is not None
        and len(comps.items) == 1
        and first.det == "the"
        and first.noms == [("ADJ", "first"), ("NOUN", "round")]
        and first.posts in ([], [("zone", "game")])
    ):
        return A.FirstRound()  # "if it is the first round (of the game)"
    same = first is not None and first.det == "the" and first.noms == [("ADJ", "same")]
    if same and first is not None and len(comps.items) == 2 and not first.posts:
        other = comps.items[1].np if comps.items[1].role == "as" else None
        if other is not None and subject.head in ("cost", "value", "number"):
            # "if the revealed card's cost is the same as the number chosen"
            return A.Compare(to_amount(subject), "==", to_amount(other))
    place = comps.take_prep("on", "in", "attached")
    np = comps.take_np()
    comps.done("be")
    if (
        place is not None
        and np is None
        and (
            subject.head in ("resource", "shield", "damage", "die", "upgrade", "card", "downgrade")
            or (subject.head or "").startswith("subtype:")
        )
        and (subject.count is not None or subject.det == "no")
        and ZONES.get(place.head or "") is None
    ):
        # "if no resources are on it", "if 2 or more shields are on this character"
        return A.Has(to_target(place, "card"), _counted_select(subject))
    if place is not None and np is None:
        zone = ZONES.get(place.head or "")
        if zone is not None:
            return A.IsIn(to_target(subject, "card"), zone)
        return A.Matches(to_target(subject, "card"), A.Select("card", owner=to_target(place)))
    if np is None:
        raise FrameError("is what")
    # "X's cost is 3 or more": a comparison of amounts
    if np.head is None and np.count is not None and not np.noms:
        left = to_amount(subject) if subject.head in ("cost", "value", "number") else None
        if left is None:
            raise FrameError("compare what")
        count = np.count
        if isinstance(count, A.AtLeast):
            return A.Compare(left, ">=", A.Fixed(count.value))
        if isinstance(count, A.UpTo):
            return A.Compare(left, "<=", A.Fixed(count.value))
        return A.Compare(left, "==", count)
    # "this character is elite": adjectives only
    if np.head is None and np.noms:
        probe = NP(noms=[*np.noms, ("NOUN", "card")])
        described = to_target(probe, "card")
        filters = described.filters if isinstance(described, A.Select) else ()
        return A.Matches(to_target(subject, "card"), A.Select("card", filters=filters))
    what = to_target(np, "card")
    if _only_named(np, what):
        # "if that character is Chewbacca": that card is the one of that name
        return A.Matches(to_target(subject, "card"), replace(what, controller="any"))
    if isinstance(what, A.Select) and what.controller != "any":
        return A.ControlledBy(to_target(subject, what.kind), what.controller)
    if (
        isinstance(what, A.Select)
        and what.kind == "card"
        and len(what.filters) == 1
        and what.filters[0].kind == "subtype"
    ):
        return A.CardIs(to_target(subject, "card"), what.filters[0].value)  # "if it was a vehicle"
    return A.Matches(to_target(subject, "card"), what)
