"""Noun phrases: from a phrase as written (`NP`) to what it refers to (`Phrase`), and from a
`Phrase` to AST targets and amounts.

Reading is by sense and case, never by written form:

* the quantity and the determiners give the count ("jedną" 1, "maksymalnie 2", "dowolną
  liczbę", "każdą", "wszystkie"), the controller ("twoich", "swoich", "jej"), a reference
  ("tę" self, "daną" given, "wybraną" chosen, "właśnie odrzuconą" just discarded);
* adjectives and participles before the head are filters (colour, uniqueness, state);
* what follows the head in the genitive is its owner or a part of a compound head ("kości
  postaci", "karta ulepszenia", "żeton osłony", "talia dowolnego gracza"), an apposition
  names a subtype or keyword ("ulepszenie zdolność", "słowo kluczowe Strażnik"); a phrase that
  cannot belong to its head ("zadaj obrażenie postaci": a character is nobody's damage) is split
  off as a complement of its own (`split`), which is how Polish free word order meets a greedy
  LALR attachment;
* participles, "przedstawiający …", icons and relative clauses after the head are filters too.

`to_target` / `to_amount` / `to_player` turn a `Phrase` into AST nodes; a phrase that names
another kind of object than the verb takes raises `FrameError`, so the sentence is reported.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from judge.cards import ast as A
from judge.cards.transform.values import NP, Comp, FrameError, Late, Mod, Phrase, TotalValue

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
COLORS = {"red", "blue", "yellow", "gray"}
SUBTYPE_HEADS = {"weapon", "vehicle", "equipment"}
# Later-set subtypes: lexicon senses "sub_<the English subtype>" ("przywódca" → sub_leader).
SUBTYPE_PREFIX = "sub_"


def subtype_of(head: str | None) -> str | None:
    """The English subtype a head names ("sub_leader" → "leader"), else None."""
    if head is not None and head.startswith(SUBTYPE_PREFIX):
        return head[len(SUBTYPE_PREFIX) :]
    return None


CARD_TYPES = {"upgrade", "support", "event", "character", "battlefield"}
CARD_KINDS = {"card", "upgrade", "support", "event", "weapon", "vehicle", "equipment", "copy"}
DIE_KINDS = {"character", "upgrade", "support"}
KEYWORDS = {"guardian", "ambush", "redeploy", "piloting", "detect"}
ZONES = {
    "hand": "hand",
    "discard_pile": "discard_pile",
    "deck": "deck",
    "game": "play",
    "pool": "pool",
    "side": "side",
}
PLAYERS = {"opponent", "player", "you"}
# Filters read from a word before the head: sense → (filter kind, value).
MOD_FILTERS = {
    "unique": ("unique", None),
    "non_unique": ("non_unique", None),
    "random": ("random", None),
    "top": ("top", None),
    "last": ("last", None),
    "additional": ("additional", None),
    "facedown": ("facedown", None),
    "different": ("different", None),
}
# Participles of verbs that describe an object's state ("wyczerpaną postać").
STATE_FILTERS = {
    "exhaust": "exhausted",
    "ready": "ready",
    "defeat": "defeated",
    "set_aside": "set_aside",
    "pilot": "piloted",  # "pilotowany <b>pojazd</b>" (later sets)
}
# Participles that point back at what the ability just did ("właśnie odrzuconą kartę").
JUST_VERBS = {
    "look": "looked_at",
    "discard": "discarded",
    "remove": "removed",
    "spend": "spent",
    "turn": "turned",
    "reroll": "rerolled",
    "resolve": "resolved",
    "draw": "drawn",
}
# Their passive participles name what the step before just did even without "właśnie"
# ("w liczbie usuniętych / obróconych kości"); the others only with it.
DONE_BY_PARTICIPLE = {"discard", "remove", "turn", "reroll"}


def icons(text: str) -> tuple[str, ...]:
    return tuple(ICON_SYMBOLS[name] for name in re.findall(r"\[(\w+)\]", text))


# --- splitting what cannot belong to its head ----------------------------------------------------

# Which heads own (or compound with) which dependents in the genitive.
OWNS: dict[str | None, set[str]] = {
    "die": {"character", "upgrade", "support", "card", "vehicle", "weapon", "equipment"},
    "upgrade": {"character", "ability"},
    "card": {"upgrade", "event", "support", "character", "battlefield"},
    "tokens": {"shield", "resource", "damage", "token"},
    "token": {"shield", "resource", "damage"},
    "cost": CARD_KINDS
    | {"die", "upgrade", "playing", "attaching", "character", "event", "ability"},
    "value": {"die", "card", "face", "zero"},
    "copy": CARD_KINDS | {"character", "die"},
    "face": {"die"},
    "ability": CARD_KINDS | {"battlefield", "claim", "character", "die"},
    "claim": {"battlefield"},
    "symbol": {"die"},
    "number": set(),  # counts anything
    "half": set(),
    "hand": {"owner"},  # "na rękę właściciela": the hand of the card's owner
    "deck": set(),
    "discard_pile": set(),
    "pool": {"die"},  # "pula kości": the dice pool
    "keyword": KEYWORDS,
    "seeking": CARD_KINDS | {"character", "battlefield"},  # "w poszukiwaniu <b>ścigacza</b>"
    "restriction": {"playing"},
    "phase": {"action", "upkeep"},
    "end": {"round", "game", "phase"},
    "start": {"round", "game", "phase"},
    "limit": {"card", "hand", "shield", "upgrade", "downgrade"},
    "round": {"game"},
    "top": {"deck"},
    "bottom": {"deck"},
    "weapon": {"villain", "hero"},
    "vehicle": {"villain", "hero"},
    "equipment": {"villain", "hero"},
    "group": {"size", "die"},
    "attaching": {"weapon", "upgrade", "card", "vehicle", "equipment"},
}
COUNTING = {"number", "half"}


def owns(head: str | None, post: NP) -> bool:
    """Whether `post`, written after a head, belongs to it (owner, compound, apposition)."""
    if post.partitive is not None and post.head is None:
        if not post.has_case("gen"):
            return False  # "ściankę każdą z …": an accusative partitive is an object of its own
        post = post.partitive  # "kość jednej z twoich postaci": of one of those
    if post.name is not None:
        return head == "die"  # "kością Droida ([LEG]9)": the die's name
    if post.card_name is not None:
        return head == "character"  # "postaci Ezra Bridger"
    if post.head in PLAYERS and post.head != "you" and head not in (None, "number", "half"):
        # "postać przeciwnika", "talii dowolnego gracza"; not "kartę przeciwnikom" (dative)
        return post.has_case("gen")
    if head in COUNTING:
        return True
    if post.head in SUBTYPE_HEADS and head in ("support", "upgrade") and not post.mods:
        return all(p.head in PLAYERS for p in post.posts)  # "wsparcie <b>pojazd</b>"
    if subtype_of(post.head) is not None and all(p.head in PLAYERS for p in post.posts):
        if head == "die":
            return post.has_case("gen")  # "kości <b>droidów</b>"
        if head in (*DIE_KINDS, "card", "event", "subtype_word"):
            return True  # "postać <b>wiedźma</b>", "podrodzaj <b>żołnierz</b>" (apposition)
        # what owns a card owns a card of a subtype: "koszt pierwszego <b>droida</b>"
        return bool(OWNS.get(head or "", set()) & CARD_KINDS) and post.has_case("gen")
    if post.head in ("villain", "hero") and head in (*CARD_TYPES, "card") and _bare(post):
        return not post.posts  # "karta złoczyńcy", "postać bohatera": of that affiliation
    allowed = OWNS.get(head or "", set())
    if head == "pool" and post.head == "die" and not post.has_case("gen"):
        return False  # "do twojej puli kością postaci": the die rolled, not "pula kości"
    if post.head in allowed and head == "face" and not post.has_case("gen"):
        return False  # "na dowolną ściankę każdą kość …": the die is the object, not the owner
    return post.head in allowed


def split(np: NP) -> list[NP]:
    """The phrase, and after it the phrases written after its head that cannot belong to it
    ("obrażenie [postaci przeciwnika]" is two complements; "kości [postaci]" is one). The
    parser attaches every phrase that may be a genitive to the head before it; the heads'
    meanings decide here."""
    np = hoisted(np)
    if np.join is not None:
        # "do twojej ręki [dowolne ulepszenie] lub wsparcie": the coordination binds tighter
        # than the attachment, so the split-off phrase heads the coordination.
        parts = split(np.items[0])
        if len(parts) == 1:
            return [np]
        return [*parts[:-1], replace(np, items=[parts[-1], *np.items[1:]])]
    if np.partitive is not None:
        parts = split(np.partitive)
        if len(parts) == 1:
            return [np]
        return [replace(np, partitive=parts[0]), *parts[1:]]
    for index, post in enumerate(np.posts):
        if not owns(np.head, post):
            # the phrase and everything written after it stand on their own
            rest = replace(post, posts=[*post.posts, *np.posts[index + 1 :]])
            rest = replace(rest, lates=[*rest.lates, *np.lates])
            first = replace(np, posts=np.posts[:index], lates=[])
            return [first, *split(rest)]
        if _die_kind_of_card(np, post):
            continue  # "kości postaci tej postaci": that character's character dice
        parts = split(post)
        if len(parts) > 1:
            posts = [*np.posts[:index], parts[0]]
            tail = parts[-1]
            tail = replace(tail, posts=[*tail.posts, *np.posts[index + 1 :]])
            tail = replace(tail, lates=[*tail.lates, *np.lates])
            first = replace(np, posts=posts, lates=[])
            return [first, *parts[1:-1], tail]
    return [np]


def _die_kind_of_card(np: NP, post: NP) -> bool:
    """ "kość postaci [tej postaci]": a die kind, then the card whose dice they are."""
    if np.head != "die" or post.head not in DIE_KINDS or not _bare(post) or len(post.posts) != 1:
        return False
    card = post.posts[0]
    return card.head in ("character", "support", "upgrade") and not card.posts and not card.lates


def hoisted(np: NP) -> NP:
    """A participle or "przedstawiający …" the parser attached to an owner after the head, but
    that agrees with the head and not with the owner, belongs to the head ("kości dowolnego
    przeciwnika przedstawiające …": the dice show)."""
    if not np.posts or np.head is None:
        return np
    lifted: list[Late] = []
    posts = []
    for post in np.posts:
        keep = []
        for late in post.lates:
            agrees = late.token is not None and _agrees(late.token, np)
            # only dice show symbols: "kości postaci przedstawiające …" (both may be plural)
            shows = late.kind in ("showing", "showing_all") and np.head == "die" != post.head
            if agrees and (shows or not _agrees(late.token, post)):
                lifted.append(late)
            else:
                keep.append(late)
        posts.append(replace(post, lates=keep) if len(keep) != len(post.lates) else post)
    if not lifted:
        return np
    return replace(np, posts=posts, lates=[*lifted, *np.lates])


def _agrees(token: Any, np: NP) -> bool:
    """Whether a participle agrees with a phrase (number, case, gender), or a relative pronoun
    does (number and gender: its case is its role in its own clause)."""
    from judge.cards.polish.lexicon import Features

    if not token.readings:
        return False
    features = Features.of(token.readings)
    if token.type == "REL":
        mine = {(n, g) for n, _, g in features.bundles}
        theirs = {(n, g) for n, _, g in np.features.bundles}
        return bool(mine & theirs)
    return not features.agree(np.features).empty


# --- reading a phrase ----------------------------------------------------------------------------


def read(np: NP) -> Phrase:
    """What a written noun phrase refers to."""
    if np.join is not None:
        return _read_join(np)
    if np.pronoun is not None:
        return _read_pronoun(np)
    if np.partitive is not None:
        return _read_partitive(np)
    if np.head == "number" and np.posts:
        return _read_count(np)
    phrase = Phrase(head=_head_of(np), features=np.features)
    if np.head_token is not None:
        # written in the plural: "karty" as a subject or object is plural ("kartę" is not)
        direct = [b for b in np.features.bundles if b[1] in ("nom", "acc")]
        phrase.plural = bool(direct) and all(number == "pl" for number, _, _ in direct)
    if np.name is not None:
        name, setref = np.name
        match = re.search(r"\[(\w+)\]\s*(\d+)", setref)
        if match is None:
            raise FrameError("set icon")
        phrase.head = "die"
        phrase.named = (name, match[1], int(match[2]))
    if isinstance(np.quantity, A.UpToAmount) and np.quantity.of is None:
        raise FrameError("maksymalnie: how many")  # only before a count noun (see _count_noun)
    if np.quantity is not None:
        phrase.count = np.quantity
    for mod in np.mods:
        _apply_mod(phrase, mod, np)
    if np.showing is not None:
        phrase.filters.append(np.showing)
    for post in np.posts:
        _apply_post(phrase, post, np)
    for late in np.lates:
        _apply_late(phrase, late)
    if np.so_much:
        phrase.extra["so_much"] = True
    if phrase.head == "tokens" and phrase.token_kind is None and np.head in ("shield", "resource"):
        phrase.token_kind = str(np.head)
    return phrase


def _head_of(np: NP) -> str | None:
    head = np.head
    if head in ("shield", "token"):
        return "tokens"  # "osłony", "żetony": tokens (their kind below)
    if head == "resource":
        return "tokens"
    return head


def _share_whose(items: list[Phrase]) -> None:
    """Whose the coordinated objects are, written once for all: "twoich wsparć i
    nie-unikatowych postaci" (the first's possessive), "postać lub wsparcie dowolnego
    przeciwnika" (the last's owner)."""
    heads = {"character", "upgrade", "support", "event", "card", "die", "weapon", "equipment"}
    if not all(i.head in heads and i.ref is None for i in items):
        return
    first, last = items[0], items[-1]
    if first.controller in ("you", "own") and first.owner is None:
        for item in items[1:]:
            if item.controller is None and item.owner is None:
                item.controller = first.controller
    if isinstance(first.count, A.AnyNumber):  # "dowolną liczbę twoich wsparć i … postaci"
        for item in items[1:]:
            if item.count is None:
                item.count = A.AnyNumber()
    if last.controller == "opponent" and last.owner is None:
        for item in items[:-1]:
            if item.controller is None and item.owner is None:
                item.controller = "opponent"


def _read_join(np: NP) -> Phrase:
    first = np.items[0]
    if np.join in ("or", "and") and first.partitive is not None and first.partitive.head == "die":
        # "jedną z jej kości postaci lub ulepszenia": the alternatives are inside "z …"
        inner = NP(join=np.join, items=[first.partitive, *np.items[1:]])
        if _die_kinds(inner) is not None:
            return read(replace(first, partitive=inner))
    if np.join in ("or", "and") and first.head == "number" and first.posts:
        # "dowolną liczbę jej kości postaci i ulepszeń"
        inner = NP(join=np.join, items=[first.posts[0], *np.items[1:]])
        if inner.items[0].head == "die" and _die_kinds(inner) is not None:
            return read(replace(first, posts=[inner, *first.posts[1:]]))
    merged = _die_kinds(np)
    if merged is not None:
        return merged
    within = first.partitive
    if within is not None and within.head is None and within.mods and np.items[-1].head:
        # "jedną z twoich niebieskich lub czerwonych kości": the alternatives are inside "z …"
        return read(replace(first, partitive=NP(join=np.join, items=[within, *np.items[1:]])))
    np = _shared_head(np)
    items = [read(item) for item in np.items]
    if np.join in ("or", "and", "and_or"):
        _share_whose(items)
    if np.join == "or_instead":
        chosen, instead = items
        chosen.instead = instead
        return chosen
    if np.join == "and":
        return Phrase(both=items, head=items[0].head)
    # "dowolną broń lub ekwipunek, którego koszt …": a filter on the last alternative applies
    # to all of them.
    shared = [f for f in items[-1].filters if f.kind == "cost_at_most"]
    for item in items[:-1]:
        for f in shared:
            if f not in item.filters:
                item.filters.append(f)
    # "postać lub wsparcie <b>droida</b>": the subtype written after the last card kind is of
    # every alternative that names a card kind without one
    subtypes = [f for f in items[-1].filters if f.kind == "subtype"]
    if subtypes and items[-1].head in CARD_TYPES:
        for item in items[:-1]:
            if item.head in CARD_TYPES and not any(f.kind == "subtype" for f in item.filters):
                item.filters.extend(subtypes)
    return Phrase(either=items, head=items[0].head)


DETERMINERS = {"your", "own", "any", "each", "all", "this", "given", "other"}


def _shared_head(np: NP) -> NP:
    """ "twoich niebieskich lub czerwonych kości": adjectives joined before one noun describe
    that noun each; the determiners written before the first apply to every one."""
    *firsts, last = np.items
    if last.head is None or not all(i.head is None and i.mods and not i.posts for i in firsts):
        return np
    shared = [m for m in firsts[0].mods if m.sense in DETERMINERS or m.token.type == "POSS"]
    items = []
    for item in firsts:
        items.append(replace(last, mods=list(item.mods), quantity=item.quantity or last.quantity))
    own_mods = {id(m) for m in shared}
    items.append(replace(last, mods=[*shared, *(m for m in last.mods if id(m) not in own_mods)]))
    return replace(np, items=items)


def _die_kinds(np: NP) -> Phrase | None:
    """ "kości postaci lub ulepszeń danej postaci": one die, of either kind, of that character
    (the parser joins "kości postaci" with "ulepszeń danej postaci")."""
    if np.join not in ("or", "and") or not np.items or np.items[0].head != "die":
        return None
    first, *others = np.items
    kind = first.posts[-1] if first.posts else None
    if kind is None or kind.head not in DIE_KINDS or not _bare(kind) or kind.lates:
        return None
    if any(o.head not in DIE_KINDS or not _bare(o) for o in others):
        return None
    if any(o.lates for o in others[:-1]):
        return None
    kinds = [first.posts[-1].head, *(o.head for o in others)]
    owner_posts = [p for o in others for p in o.posts]
    die = replace(first, posts=first.posts[:-1])
    phrase = read(die)
    phrase.filters.append(A.Filter("die_of", tuple(kinds)))
    if owner_posts:
        phrase.owner = read(owner_posts[-1])
    for late in others[-1].lates:
        # "kości postaci lub ulepszeń należących do …": what follows describes the dice
        if late.token is None or not _agrees(late.token, first):
            raise FrameError("kości … lub …: after the kinds")
        _apply_late(phrase, late)
    return phrase


def _read_pronoun(np: NP) -> Phrase:
    token = np.pronoun
    assert token is not None
    if token.type == "YOU":
        return Phrase(head="you", features=np.features)
    if token.type == "SELF":
        return Phrase(head="self_player", features=np.features)
    phrase = Phrase(ref="it", features=np.features)
    if token.type == "SELF_PRON":
        phrase.extra["reflexive"] = True  # "zadaj sobie": the frame decides who that is
    for late in np.lates:
        _apply_late(phrase, late)
    return phrase


def _read_partitive(np: NP) -> Phrase:
    """ "jedną z twoich kości", "każdą z nich", "dowolną liczbę z …", "połowę z danych
    obrażeń", "1 z jej żetonów osłon": the count of the outer part, the rest of the inner."""
    assert np.partitive is not None
    inner = read(np.partitive)
    inner.partitive = True
    count: Any = np.quantity
    if np.head == "number":
        count = _count_noun(np)
    elif np.head == "half":
        count = "half"
    for mod in np.mods:
        sense = mod.sense
        if np.head == "number" and sense in ("any", "same", "such"):
            continue  # read by _count_noun
        if sense == "each":
            count = "each"
        elif sense == "any" and count is None:
            count = "any"
        elif sense == "this" and inner.ref == "it":
            inner.extra["those_of_them"] = True  # "te z nich, które …"
        elif sense == "other":
            inner.other = True
        elif sense in COLORS:
            inner.filters.append(A.Filter("color", sense))
        else:
            raise FrameError(f"partitive with {sense}")
    if count is None:
        count = A.Fixed(1) if np.head is None and not np.mods else None
    if inner.ref == "it" and inner.head is None and inner.extra.pop("those_of_them", False):
        count = A.All()  # "te z nich, które …": those of them that …
    if inner.ref == "it" and inner.head is None and count not in ("each",):
        # "jedną z nich", "te z nich, które są wydarzeniami": chosen among what was named (of
        # the kind the verb takes: "przerzuć jedną z nich" a die, "odrzuć jedną z nich" a card)
        among = Phrase(head=None, count=count, features=inner.features)
        among.extra["among_it"] = True
        among.filters = list(inner.filters)
        for late in np.lates:
            _apply_late(among, late)
        return among
    countable = isinstance(count, (A.Fixed, A.AnyNumber, A.UpTo)) or count == "any"
    if inner.ref == "given" and countable and inner.head not in ("damage", "tokens", "shields"):
        # "jedną z tych kart": chosen among the cards just named
        among = Phrase(head=inner.head, count=count, features=inner.features)
        kind = object_kind(inner, "card")
        among.filters = [A.Filter("among", A.Ref("given", kind)), *inner.filters]
        for late in np.lates:
            _apply_late(among, late)
        return among
    inner.count = count
    for late in np.lates:
        _apply_late(inner, late)
    return inner


def _read_count(np: NP) -> Phrase:
    """ "dowolną liczbę twoich kości": any number of your dice; "liczbę twoich postaci" (ustal
    liczbę …, w liczbie …): the number itself, of those characters."""
    counted = read(np.posts[0])
    for late in np.lates:
        _apply_late(counted, late)
    count = _count_noun(np)
    if count == "count":
        return Phrase(head="number", owner=counted, features=np.features)
    counted.count = count
    return counted


def _count_noun(np: NP) -> Any:
    """ "dowolną liczbę" any number, "taką samą liczbę" the number determined before,
    "liczbę" (ustal liczbę …) a count."""
    senses = {mod.sense for mod in np.mods}
    up_to = isinstance(np.quantity, A.UpToAmount) and np.quantity.of is None
    if "any" in senses and not up_to:
        return A.AnyNumber()
    if "same" in senses:
        return A.UpToAmount(A.SameAsDetermined()) if up_to else A.SameAsDetermined()
    if up_to:
        raise FrameError("maksymalnie: of what")
    return "count"


def _apply_mod(phrase: Phrase, mod: Mod, np: NP) -> None:
    sense = mod.sense
    token = mod.token
    if mod.negated:
        if sense == "unique":
            phrase.filters.append(A.Filter("non_unique"))
            return
        if sense in SUBTYPE_HEADS or sense == "ability":
            phrase.filters.append(A.Filter("not_subtype", sense))
            return
        if sense in COLORS:
            phrase.filters.append(A.Filter("not_color", sense))  # "nie-niebieską kość"
            return
        raise FrameError(f"nie-{sense}")
    if token.type == "POSS":
        phrase.controller = "its"
        phrase.possessive_word = token.form
        return
    if token.type == "NUM":
        phrase.count = A.Fixed(int(sense))
        return
    if sense in COLORS:
        phrase.filters.append(A.Filter("color", sense))
    elif sense in MOD_FILTERS:
        kind, value = MOD_FILTERS[sense]
        phrase.filters.append(A.Filter(kind, value))  # type: ignore[arg-type]
    elif sense == "other":
        phrase.other = True
    elif sense == "your":
        phrase.controller = "you"
    elif sense == "own":
        phrase.controller = "own"
    elif sense == "this":
        bundles = np.features.bundles
        if bundles and all(number == "pl" for number, _, _ in bundles):
            phrase.ref = "given"  # "te karty", "jedną z tych kart": those just named
        else:
            phrase.ref = "self"
    elif sense == "given":
        phrase.ref = "given"
    elif sense == "any":
        if phrase.count is None:
            phrase.count = "any"
    elif sense == "each":
        phrase.count = "each"
    elif sense in ("all", "both"):
        phrase.count = A.All()  # "wszystkie", "obie"
    elif sense == "opposing":
        phrase.controller = "opponent"
    elif sense == "unblockable":
        phrase.unblockable = True
    elif sense == "special":
        phrase.symbols = ("Sp",)
    elif sense == "blank":
        phrase.symbols = ("-",)
    elif sense == "ranged":
        phrase.symbols = ("RD",)
    elif sense in (
        "second",
        "following",
        "current",
        "first",
        "such",
        "same",
        "total",
        "original",
        "possible",
        "next",
        "only",
        "third",
        "common",
    ):
        phrase.extra.setdefault("words", set()).add(sense)
    elif sense == "none":
        phrase.count = A.Fixed(0)
    elif sense == "cheap" and any(r.degree == "sup" for r in token.readings):
        phrase.filters.append(A.Filter("cheapest"))
    elif sense == "control" and mod.agent is not None:
        if _agent_player(mod.agent) != "you":
            raise FrameError("kontrolowany przez kogo")
        phrase.controller = "you"  # "kontrolowana przez ciebie <b>nagroda</b>": yours
    elif sense == "choose":
        if mod.agent is not None:
            phrase.chosen_by = _agent_player(mod.agent)
        else:
            phrase.ref = "chosen"
    elif sense == "play" and any(r.voice == "pas" for r in token.readings):
        phrase.ref = "trigger"  # "zagrywanego ulepszenia": the card being played
    elif sense in JUST_VERBS and (mod.just or sense in DONE_BY_PARTICIPLE):
        phrase.ref = "just"
        phrase.ref_verb = JUST_VERBS[sense]
    elif sense in STATE_FILTERS:
        phrase.filters.append(A.Filter(STATE_FILTERS[sense]))  # type: ignore[arg-type]
    else:
        raise FrameError(f"modifier {sense}")


def _agent_player(agent: NP) -> str:
    if agent.pronoun is not None and agent.pronoun.type == "YOU":
        return "you"
    if agent.pronoun is not None and agent.pronoun.type == "SELF_PRON":
        return "own"  # "w wybranej przez siebie kolejności": the player doing it
    raise FrameError("by whom")


def _apply_post(phrase: Phrase, post: NP, np: NP) -> None:
    """A phrase after the head that belongs to it (see `owns`)."""
    head = phrase.head
    if post.name is not None:
        phrase.named = read(post).named
        return
    if post.card_name is not None:
        name, _, setref = post.card_name.partition("|")
        phrase.filters.append(A.Filter("named", name))
        if setref:
            from judge.cards.transform.frames import SET_PREFIXES

            match = re.search(r"\[(\w+)\]\s*(\d+)", setref)
            prefix = SET_PREFIXES.get(match[1]) if match else None
            if match is None or prefix is None:
                raise FrameError(f"unknown set icon {setref}")
            phrase.filters.append(A.Filter("code", f"{prefix}{int(match[2]):03d}"))
        return
    inner = read(post)
    if post.head in ("opponent", "player") and head not in COUNTING:
        _of_player(phrase, post, inner)
        return
    if head == "card" and post.head in CARD_TYPES:
        phrase.head = post.head  # "karta ulepszenia": an upgrade card
        phrase.filters.extend(inner.filters)
        return
    if head == "die" and post.head in DIE_KINDS and _colours_only(post):
        # "kości żółtych postaci": a die has its card's colour, so these are yellow character
        # dice (as the English "Yellow character dice" reads), not dice of one yellow character
        phrase.filters.extend(A.Filter("color", mod.sense) for mod in post.mods)
        phrase.filters.append(A.Filter("die_of", (post.head,)))
        return
    if head == "die" and post.head in DIE_KINDS and _any_only(post):
        # "kość dowolnej postaci": a character die (English "a character die"), one in a pool;
        # not the dice of one character chosen first
        phrase.filters.append(A.Filter("die_of", (post.head,)))
        return
    if head == "die" and post.head in DIE_KINDS | SUBTYPE_HEADS and _bare(post) and not post.lates:
        # "kość postaci": a character die; "kość postaci, do której dołączono …": that
        # character's die (what follows the genitive makes it one character, the owner)
        if post.head in SUBTYPE_HEADS:
            phrase.filters.append(A.Filter("die_of_subtype", post.head))  # type: ignore[arg-type]
        else:
            phrase.filters.append(A.Filter("die_of", (post.head,)))
        if post.posts:  # "kości postaci danej postaci": the owner after the kinds
            owner = post.posts[-1]
            if owner.head in ("opponent", "player"):
                _of_player(phrase, owner, read(owner))  # "kość postaci dowolnego przeciwnika"
            else:
                phrase.owner = read(owner)
        return
    if post.head in SUBTYPE_HEADS and head in ("support", "upgrade") and _bare(post):
        # "wsparcie <b>pojazd</b>", "ulepszenie <b>broń</b>" (apposition)
        phrase.filters.append(A.Filter("subtype", post.head))
        if post.posts:
            _apply_post(phrase, post.posts[-1], np)
        return
    subtype = subtype_of(post.head)
    if subtype is not None and head == "subtype_word" and _bare(post) and not post.posts:
        phrase.extra["subtype"] = subtype  # "podrodzaj <b>żołnierz</b>": that subtype
        return
    if subtype is not None and head in (*DIE_KINDS, "die", "card", "event") and _bare(post):
        # "postać <b>wiedźma</b>" (apposition), "kości <b>droidów</b>": of that subtype
        phrase.filters.append(A.Filter("subtype", subtype))
        if post.posts:
            _apply_post(phrase, post.posts[-1], np)
        return
    if head == "hand" and post.head == "owner" and not post.posts:
        phrase.extra["owners"] = True  # "na rękę (jego) właściciela"
        return
    if head == "pool" and post.head == "die" and _bare(post):
        if post.posts:  # "puli kości dowolnego przeciwnika": the owner after the compound
            _apply_post(phrase, post.posts[-1], np)
        return
    if head == "upgrade" and post.head == "ability":
        phrase.filters.append(A.Filter("subtype", "ability"))  # "ulepszenie zdolność"
        return
    if head == "tokens" and post.head in ("shield", "resource", "damage"):
        phrase.token_kind = post.head
        phrase.lost_by = phrase.lost_by or inner.lost_by  # "żetonów zasobów utraconych …"
        return
    if head in (*SUBTYPE_HEADS, *CARD_TYPES, "card") and post.head in ("villain", "hero"):
        phrase.filters.append(A.Filter("affiliation", post.head))
        return
    if head == "keyword" and post.head in KEYWORDS:
        phrase.keyword = post.head
        return
    if head == "restriction" and post.head == "playing":
        phrase.head = "play_restriction"
        return
    if head == "phase" and post.head in ("action", "upkeep"):
        phrase.head = f"{post.head}_phase"
        return
    if head == "ability" and post.head == "claim":
        phrase.extra["claim"] = True
        if post.posts:
            phrase.owner = read(post.posts[-1])
        return
    if head in ("number", "half"):
        phrase.owner = inner
        return
    if head in ("end", "start", "round", "limit", "top", "bottom", "group", "attaching"):
        phrase.owner = inner
        return
    phrase.owner = inner


def _bare(post: NP) -> bool:
    return not post.mods and post.quantity is None


def _any_only(post: NP) -> bool:
    """ "dowolnej postaci": the determiner "dowolny" and a head, nothing else."""
    return (
        bool(post.mods)
        and all(not m.negated and m.agent is None and m.sense == "any" for m in post.mods)
        and post.quantity is None
        and not post.posts
        and not post.lates
        and post.partitive is None
    )


def _colours_only(post: NP) -> bool:
    """A phrase of colour adjectives and a head, nothing else ("żółtych postaci")."""
    return (
        bool(post.mods)
        and all(not m.negated and m.agent is None and m.sense in COLORS for m in post.mods)
        and post.quantity is None
        and not post.posts
        and not post.lates
        and post.partitive is None
    )


def _of_player(phrase: Phrase, post: NP, inner: Phrase) -> None:
    """ "kości dowolnego przeciwnika", "ręki danego przeciwnika", "talii dowolnego gracza"."""
    if post.head == "player":
        if inner.count in ("each", A.All()) or "all" in inner.extra.get("words", set()):
            phrase.controller = "any"  # "kości wszystkich graczy": anyone's
            return
        phrase.owner = inner
        phrase.controller = "any" if inner.count in ("any", None) else phrase.controller
        return
    if phrase.head in ("hand", "deck", "discard_pile", "pool"):
        phrase.owner = Phrase(head="opponent")
    phrase.controller = "opponent"
    if inner.ref == "given":
        phrase.owner = Phrase(head="opponent", ref="given")
    if inner.count == "each":
        phrase.extra["each_opponent"] = True


def apply_late(phrase: Phrase, late: Late) -> None:
    _apply_late(phrase, late)


def _apply_late(phrase: Phrase, late: Late) -> None:
    from judge.cards.transform.relatives import apply_relative

    if late.kind == "icons":
        symbol_heads = ("face", "ability", "damage", "disrupt", "discard", "focus", "tokens")
        if phrase.head in (*symbol_heads, None) or phrase.ref == "it":
            phrase.symbols = late.value
        else:
            raise FrameError("icons")
    elif late.kind == "showing" and isinstance(late.value, TotalValue):
        phrase.extra["total"] = (late.value.op, late.value.number)
    elif late.kind == "showing":
        phrase.filters.append(late.value)
    elif late.kind == "showing_all":
        phrase.extra["showing_all"] = late.value
    elif late.kind == "non":
        phrase.filters.append(A.Filter("not_subtype", late.value))
    elif late.kind == "participle":
        _apply_participle(phrase, late)
    elif late.kind == "rel":
        apply_relative(phrase, late.value)
    elif late.kind == "than":
        phrase.extra["than"] = late.value
    elif late.kind == "as_many_as":
        phrase.extra["as_many_as"] = late.value
    elif late.kind == "paren":
        phrase.extra.setdefault("parens", []).append(late.value)
    else:
        raise FrameError(f"after the noun: {late.kind}")


def _apply_participle(phrase: Phrase, late: Late) -> None:
    token = late.token
    assert token is not None
    sense = str(token.value)
    comps = list(late.comps)
    if sense == "ranged" and not comps:
        phrase.symbols = ("RD",)
    elif sense == "melee" and not comps:
        phrase.symbols = ("MD",)
    elif sense == "indirect" and not comps and phrase.head == "damage":
        # "obrażenia pośrednie ([indirect])" (later sets; the translator's term): dealt to a
        # player, who assigns them
        phrase.symbols = ("ID",)
    elif sense in ("show", "visible"):
        place = _take_prep(comps, "na")
        if place is None:
            raise FrameError("przedstawiony/widoczny na czym")
        phrase.owner = read(place)
    elif sense == "attach" and (
        phrase.head in ("upgrade", "card", "weapon", "equipment", "ability", "downgrade")
        or subtype_of(phrase.head) is not None
    ):
        # "ulepszenia dołączone do dowolnej postaci": the upgrades on that character
        holder = _take_prep(comps, "do")
        if holder is None or phrase.owner is not None:
            raise FrameError("dołączone do czego")
        phrase.owner = read(holder)
    elif sense == "cost" and phrase.head in CARD_KINDS | {"character"}:
        # "ulepszenie kosztujące 2 lub mniej"
        from judge.cards.transform.clauses import prepare

        prepared = prepare(comps)
        numbers = [c.phrase for c in prepared if c.kind == "np" and c.phrase is not None]
        if len(prepared) != 1 or len(numbers) != 1 or numbers[0].head is not None:
            raise FrameError("kosztujący ile")
        bound = numbers[0].count
        if isinstance(bound, A.UpTo):
            phrase.filters.append(A.Filter("cost_at_most", A.Fixed(bound.value)))
        elif isinstance(bound, A.AtLeast):
            phrase.filters.append(A.Filter("cost_at_least", bound.value))
        else:
            raise FrameError("kosztujący ile")
        comps.clear()
    elif sense == "belong":
        # "kości należące do tej postaci", "karty należące do dowolnego przeciwnika"
        holder = _take_prep(comps, "do")
        if holder is None or phrase.owner is not None:
            raise FrameError("należący do kogo")
        if holder.head in ("opponent", "player"):
            phrase.controller = "opponent" if holder.head == "opponent" else "any"
        else:
            phrase.owner = read(holder)
    elif sense == "control":
        agent = _take_kind(comps, "by")
        if agent is None or not _same_player(agent):
            raise FrameError("kontrolowaną przez kogo")
        phrase.filters.append(A.Filter("controlled_by_same_player"))
    elif sense == "place":
        place = _take_prep(comps, "na")
        if place is None or place.head != "copy":
            raise FrameError("położoną na czym")
        phrase.filters.append(A.Filter("stacked_on_other_copy"))
    elif sense == "lose":
        agent = _take_kind(comps, "by")
        _take_kind(comps, "just")
        phrase.lost_by = read(agent) if agent is not None else Phrase(head="opponent")
    elif sense == "choose":
        agent = _take_kind(comps, "by")
        if agent is None:
            raise FrameError("wybrane przez kogo")
        phrase.chosen_by = _agent_player(agent)
    elif sense == "equal":
        from judge.cards.transform.clauses import prepare

        prepared = prepare(comps)
        values = [c for c in prepared if c.kind == "np" and c.phrase is not None]
        places = [c for c in prepared if c.kind == "prep" and c.prep in ("w", "na")]
        if len(values) != 1 or len(prepared) != 1 + len(places) or len(places) > 1:
            raise FrameError("równe czemu")
        comps.clear()
        value = values[0].phrase
        assert value is not None
        if places and places[0].phrase is not None:
            # "równej liczbie kości w jego puli", "… żetonów obrażeń na tym ulepszeniu"
            value = _located_count(value, places[0].phrase)
        phrase.amount = amount_of(value)
    elif sense in STATE_FILTERS and not comps:
        phrase.filters.append(A.Filter(STATE_FILTERS[sense]))  # type: ignore[arg-type]
    elif not comps and (sense in COLORS or sense in MOD_FILTERS or sense in ("special", "blank")):
        _apply_mod(phrase, Mod(token), NP())  # "ścianki specjalne", "karty czerwone"
    elif sense in JUST_VERBS and not comps:
        phrase.ref = "just"
        phrase.ref_verb = JUST_VERBS[sense]
    else:
        raise FrameError(f"participle {sense}")
    if comps:
        raise FrameError(f"participle {sense}: {', '.join(c.kind for c in comps)}")


def _located_count(value: Phrase, place: Phrase) -> Phrase:
    """The number of things somewhere: "liczbie kości w jego puli" (dice in that pool),
    "liczbie żetonów obrażeń na tym ulepszeniu" (tokens on that card)."""
    if value.head != "number" or value.owner is None:
        raise FrameError("liczbie czego gdzie")
    counted = value.owner
    zone = zone_of(place)
    if zone is not None:
        controller = "its" if place.controller == "its" else controller_of(place)
        counted = replace(counted, zone_hint=zone, controller=controller)
    elif place.head in ("upgrade", "support", "card", "character"):
        counted = replace(counted, owner=place)
    else:
        raise FrameError("gdzie")
    return replace(value, owner=counted)


def _same_player(agent: NP) -> bool:
    """ "przez tego samego gracza"."""
    return agent.head == "player" and {m.sense for m in agent.mods} >= {"same"}


def _take_prep(comps: list[Comp], prep: str) -> NP | None:
    for comp in comps:
        if comp.kind == "prep" and comp.prep == prep:
            comps.remove(comp)
            return comp.np
    return None


def _take_kind(comps: list[Comp], kind: str) -> NP | None:
    for comp in comps:
        if comp.kind == kind:
            comps.remove(comp)
            return comp.np if comp.np is not None else NP()
    return None


# --- from phrases to AST nodes (what the verbs' frames use) --------------------------------------


def controller_of(phrase: Phrase) -> str:
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
        if count == "any":
            return A.Fixed(1)
        if count == "each":
            return A.All()
        raise FrameError(f"amount {count!r}")
    return count


def object_kind(phrase: Phrase, default_kind: str | None) -> str:
    head = phrase.head
    if head in ("opponent", "player", "you"):
        return "player"
    if head == "vehicle":
        return "card"  # vehicles are supports (Sokół Millennium) or upgrades
    if head in SUBTYPE_HEADS:
        return "upgrade"  # weapons and equipment are upgrades
    if subtype_of(head) is not None:
        return "card"  # "wyznacz przywódcę": a card of that subtype, of any type
    if head in ("plot", "downgrade"):
        return head
    if head in ("character", "die", "card", "upgrade", "support", "event", "battlefield"):
        return head
    if head in ("face", "symbol", "ability", "copy"):
        return head
    if head == "tokens" and phrase.token_kind == "shield":
        return "shield"
    if head == "tokens" and phrase.token_kind in ("damage", "resource"):
        return str(phrase.token_kind)
    if head in ("modifier", "mod"):
        return "card"  # "wsparcie, które nie ma modyfikatorów / modyfikacji": subtype Mod
    if head is None and default_kind:
        return default_kind
    if head is None and phrase.ref == "it":
        return default_kind or "card"
    raise FrameError(f"not a target: {head!r}")


# Words a target cannot drop: "pierwsza karta", "następna runda", "jedyna postać" say which one.
UNREAD_WORDS = {
    "first",
    "second",
    "third",
    "next",
    "only",
    "following",
    "original",
    "current",
    "common",
}


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
    total = phrase.extra.get("total")
    if total is not None:  # "kości przedstawiające łączną wartość 3 lub wyższą"
        op, number = total
        bound: A.FilterKind = "combined_value_at_least" if op == ">=" else "combined_value_at_most"
        extra = {k: v for k, v in phrase.extra.items() if k != "total"}
        filters = [*phrase.filters, A.Filter(bound, number)]
        return to_target(replace(phrase, extra=extra, filters=filters), default_kind, expect)
    if phrase.extra.get("showing_all") is not None:
        raise FrameError("kości przedstawiające A oraz B")
    unread = phrase.extra.get("words", set()) & UNREAD_WORDS
    if unread:
        raise FrameError(f"target: {', '.join(sorted(unread))}")  # never read past "pierwszą"
    kind = object_kind(phrase, default_kind)
    if expect and kind not in expect:
        raise FrameError(f"not a {'/'.join(expect)}: {kind}")
    if kind == "player":
        return to_player(phrase)
    if phrase.attached:
        # "postać, do której dołączono tę kartę"; a mod's "<b>pojazd</b>, do którego …": a card
        return A.Ref("attached", "character" if kind == "character" else "card")
    if phrase.ref is not None:
        if (phrase.filters or phrase.symbols) and phrase.ref == "just":
            # "łącznej wartości właśnie usuniętych niebieskich kości": those of the objects
            # just acted on that fit the description
            described = replace(phrase, ref=None, ref_verb=None, count=A.All())
            found = to_target(described, default_kind)
            if isinstance(found, A.Select):
                just = A.Ref("just", found.kind, phrase.ref_verb)
                return replace(found, filters=(*found.filters, A.Filter("among", just)))
        if phrase.filters or phrase.symbols:
            # "tę kość przedstawiającą obrażenia wręcz": a description of an object already
            # named must be read by the frame that takes it (e.g. the event's symbols), never
            # dropped here
            raise FrameError("a named object with a description")
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
        return A.Ref(phrase.ref, kind, phrase.ref_verb)  # type: ignore[arg-type]
    count = phrase.count
    if count is None and phrase.amount is not None:
        count = phrase.amount  # "karty w liczbie równej kosztowi …"
    each = count == "each"
    if count is None or count == "any" or each:
        amount: Any = A.Fixed(1) if not each else A.All()
    elif isinstance(count, str):
        raise FrameError(f"count {count!r} for a target")
    else:
        amount = count
    filters = list(phrase.filters)
    if phrase.extra.get("among_it"):
        filters.insert(0, A.Filter("among", A.Ref("it", kind)))
    if phrase.extra.get("among_them"):
        filters.append(A.Filter("among", A.Ref("it")))  # "spośród nich": of those named
    if phrase.head in SUBTYPE_HEADS:
        filters.insert(0, A.Filter("subtype", phrase.head))
    subtype = subtype_of(phrase.head)
    if subtype is not None:
        filters.insert(0, A.Filter("subtype", subtype))
    if phrase.head in ("modifier", "mod"):
        filters.insert(0, A.Filter("subtype", "mod"))
    if phrase.other:
        filters.append(A.Filter("other"))
    if phrase.symbols and kind == "die":
        filters.append(A.Filter("showing", phrase.symbols))
    owner = None
    if phrase.owner is not None:
        owner = to_target(phrase.owner)
    controller = controller_of(phrase)
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


def pronoun_neutral(phrase: Phrase | None) -> A.Ref | None:
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
    if phrase.ref in ("given", "self") or (phrase.ref == "it" and phrase.head is None):
        # "danego / tego przeciwnika" (a player is never the card itself); "zmuś go": the
        # opponent just named
        return A.Player("given")
    return A.Player("opponent")


def opponents_zone(place: Phrase) -> bool:
    """ "talii dowolnego przeciwnika", "jego ręki" (of an opponent named before): an opponent's
    zone; "talii dowolnego gracza" is any player's."""
    if place.controller == "opponent":
        return True
    return place.owner is not None and place.owner.head != "player"


def zone_of(phrase: Phrase | None) -> str | None:
    if phrase is None:
        return None
    zone = ZONES.get(phrase.head or "")
    if zone is not None and phrase.filters:
        # a zone described ("z ręki, której koszt …") is never dropped in silence: the frame
        # that reads the zone must give the description to what it belongs to
        raise FrameError("a described zone")
    return zone


def from_zone(subject: Any, place: Phrase) -> A.Select:
    """The zone a chosen or triggering card comes from ("ze swojej ręki", "z talii dowolnego
    przeciwnika") as the Select's zone and, when the zone names its player, its controller."""
    zone = zone_of(place)
    if not isinstance(subject, A.Select) or zone is None or zone == "play":
        raise FrameError("z …: not a zone of these cards")
    controller = subject.controller
    if opponents_zone(place):
        controller = "opponent"
    elif place.controller == "you":
        controller = "you"
    if subject.controller not in ("any", controller):
        raise FrameError("z …: whose")
    return replace(subject, zone=zone, controller=controller)  # type: ignore[arg-type]


def amount_of(phrase: Phrase) -> Any:
    """Amount expressions: "kosztowi właśnie podejrzanej karty", "usuniętych właśnie kości",
    "liczbie kart na twojej ręce", "twojemu limitowi ręki"."""
    if phrase.head == "cost" and phrase.owner is not None:
        return A.CostOf(to_target(phrase.owner, "card"))
    if phrase.head == "cost" and phrase.controller == "its":
        return A.CostOf(A.Ref("it", "card"))  # "równej jej kosztowi"
    if phrase.head == "tokens" and phrase.token_kind == "damage" and phrase.owner is not None:
        return A.CountOf(to_target(replace(phrase, count=A.All()), "damage"))
    if phrase.head == "value" and phrase.owner is not None:
        total = "total" in phrase.extra.get("words", set())
        return A.ValueOf(to_target(phrase.owner, "die"), total=total)
    if phrase.head == "limit":
        return A.HandLimit("you")
    if phrase.head == "half" and phrase.owner is not None and phrase.owner.head == "value":
        # "w liczbie równej połowie wartości tej kości" (rounded up unless the text says down)
        return A.Half(amount_of(phrase.owner))
    if phrase.head == "tokens" and phrase.lost_by is not None:
        return A.CountOf(A.Ref("just", "resource", "lost"))
    if phrase.head == "number" and phrase.owner is not None:
        counted = phrase.owner
        if counted.head == "card" and counted.extra.get("zone") == "hand":
            return A.CardsInHand("you")
        return amount_of(replace(counted, count="count"))
    if phrase.count == "count":
        return A.CountOf(to_target(replace(phrase, count=A.All()), "card"))
    if phrase.ref == "just":
        kind = (
            (phrase.token_kind or "shield") if phrase.head == "tokens" else (phrase.head or "die")
        )
        return A.CountOf(A.Ref("just", kind, phrase.ref_verb))
    if phrase.head in ("upgrade",) and phrase.count is None:
        return A.CountOf(to_target(replace(phrase, count=A.All()), "upgrade"))
    raise FrameError("amount expression")
