"""Typed intermediate values between the parse tree and the AST.

The tree gives written structure: a noun phrase as it is written (`NP`: quantity, modifiers,
head, what follows the head), a prepositional phrase or other complement (`Comp`), a clause
(`Clause`: its predicate and complements on either side, in order). `judge.cards.transform.
phrases` reads an `NP` as a `Phrase` (what it refers to: head kind, count, controller,
reference, filters, owner, ...); the verb frames (`frames`) read a clause's complements by
role; `sentences` builds the ability's parts. Nothing here knows the AST beyond its types.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from judge.cards import ast as A
from judge.cards.polish.lexer import WordToken
from judge.cards.polish.lexicon import ANY_FEATURES, Features


class FrameError(ValueError):
    """The sentence parsed, but its words do not form something the AST can express (the
    sentence is then reported as unparsed, never half understood)."""


# --- noun phrases as written ---------------------------------------------------------------------


@dataclass
class Mod:
    """A word before the head: an adjective, determiner, possessive or participle."""

    token: WordToken
    negated: bool = False  # "nie-unikatowe"
    agent: NP | None = None  # "wybranej przez ciebie"
    just: bool = False  # "właśnie odrzuconą"

    @property
    def sense(self) -> str:
        return str(self.token.value)


@dataclass
class Late:
    """What follows the head after its genitive owners: a participle with its complements,
    "przedstawiający …", icons, a relative clause, "nie-<subtype>", a parenthesis, "co …"."""

    kind: str  # participle, showing, icons, rel, non, paren, than, as_many_as
    token: WordToken | None = None
    comps: list[Comp] = field(default_factory=list)
    value: Any = None


@dataclass
class NP:
    """A noun phrase as written."""

    head: str | None = None  # the sense of the head noun; "number"/"half" for QNOUN heads
    head_token: WordToken | None = None
    quantity: Any = None  # an Amount node from the quantity before the phrase
    mods: list[Mod] = field(default_factory=list)
    posts: list[NP] = field(default_factory=list)  # genitive owners and appositions
    lates: list[Late] = field(default_factory=list)
    partitive: NP | None = None  # "jedną z twoich kości": the phrase after "z"
    pronoun: WordToken | None = None
    join: str | None = None  # "and", "or", "and_or", "or_instead"
    items: list[NP] = field(default_factory=list)
    so_much: bool = False  # "tyle kart"
    name: tuple[str, str] | None = None  # a die's name and its set icon
    card_name: str | None = None  # a card's name in apposition ("postać Luke Skywalker")
    showing: Any = None  # a participle "przedstawiający …" before the head
    features: Features = ANY_FEATURES

    @property
    def is_headless(self) -> bool:
        return self.head is None and self.pronoun is None and not self.items

    def has_case(self, *cases: str) -> bool:
        return self.features.has_case(*cases)


@dataclass
class Comp:
    """A complement of a verb: a noun phrase, a prepositional phrase, or a flag."""

    kind: str  # "np", "prep", "prep_or", or a flag ("free", "per_target", ...)
    phrase: Any = None  # a Phrase (after interpretation) or an NP (as written)
    prep: str | None = None
    value: Any = None
    alternatives: list[tuple[str, Any]] | None = None
    np: NP | None = None  # the written phrase behind `phrase`
    prepared: bool = False  # read already (by `clauses.prepare`)


# --- noun phrases as read ------------------------------------------------------------------------


@dataclass
class Phrase:
    """What a noun phrase refers to (the frames turn it into a Select, Ref, Player or Amount)."""

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
    plural: bool = False  # written in the plural ("karty"): no number means every such card
    chosen_by: str | None = None  # "wybrane przez ciebie": "you"
    keyword: str | None = None  # "słowo kluczowe Strażnik"
    features: Features = ANY_FEATURES
    extra: dict[str, Any] = field(default_factory=dict)  # rarer readings (see phrases.py)

    def is_kind(self, *kinds: str) -> bool:
        return self.head in kinds


# --- clauses -------------------------------------------------------------------------------------


@dataclass
class Clause:
    """A predicate with the complements written before and after it, and its modifiers."""

    predicate: str  # verb, not, may, may_not, must, need_not, finite, passive, would, ...
    verb: WordToken | None = None  # the verb (its sense is the lemma's) or None for "to …"
    participles: list[WordToken] = field(default_factory=list)  # passive predicates
    before: list[Comp] = field(default_factory=list)
    after: list[Comp] = field(default_factory=list)
    mods: list[tuple[str, Any]] = field(default_factory=list)
    modal: WordToken | None = None  # "możesz", "musi"
    instead: bool = False  # opens with "zamiast tego"

    @property
    def comps(self) -> list[Comp]:
        return [*self.before, *self.after]

    @property
    def sense(self) -> str | None:
        return str(self.verb.value) if self.verb is not None else None

    @property
    def person(self) -> int | None:
        """The grammatical person of the finite word ("aktywujesz": 2, "możesz zagrać": 2)."""
        for word in (self.verb, self.modal):
            if word is None:
                continue
            persons = {r.person for r in word.readings if r.person}
            if len(persons) == 1:
                return persons.pop()
        return None


@dataclass(frozen=True)
class TotalValue:
    """ "przedstawiające łączną wartość 7 lub wyższą": the dice together show such a value."""

    op: str  # ">=" or "<="
    number: int


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
    that holds both gives it that zone and player."""

    discard: A.Discard


@dataclass
class Sentence:
    """What one sentence contributes to an ability."""

    # "triggered", "restriction", "persistent", "integral", "then", "effect", or "if_event" (a
    # sentence "Jeśli <event>, …": see `judge.cards.parse`)
    kind: str
    effect: Any = None
    trigger: A.Trigger | None = None
    restriction: Any = None
    condition: Any = None
