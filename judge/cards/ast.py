"""The ability AST of Destiny card text: what the grammar understands and the engine executes.

Every node is a plain frozen dataclass; `to_json(node)` gives `{"node": "ClassName", ...fields}`;
`judge.cards.describe.describe(node)` reads it in Polish (add a describer with every new node).
Parse a text with `judge.cards.parse.parse_card_text(text)` (or `judge parse "TEXT"`).

A card's text (`CardText`) is a tuple of `Ability` nodes. The concepts follow the Rules Reference
(part 7 "Zdolności", part 8 "Terminologia"):

* `Ability.kind` is one of
  - `"action"` ("Akcja -": costs the player's action), `"claim"` ("Zajęcie -": battlefield,
    optional, used by the player who claims), `"special"` ("[special] -": resolved with a die
    showing the special symbol; mandatory);
  - `"triggered"`: has a `Trigger` (timing `"before"` interrupts, `"after"` enters the queue,
    `once_per_round` for "Za pierwszym razem w każdej rundzie, kiedy …"; `would=True` for
    "miałaby zostać …", a replacement that takes precedence over other before-abilities);
  - `"persistent"`: no trigger, no bold word (grants of keywords, cost and limit modifiers,
    deck-building allowances, prohibitions); `condition` holds "Dopóki …";
  - `"integral"`: die abilities that always apply to the die ("X na tej kości …",
    "Żetony osłon z tej kości …");
  - `"keyword"` (`keyword` = guardian / ambush / redeploy, reminder text kept verbatim),
    `"restriction"` (play restrictions: `OnlyCharacter`, `SpotToPlay`, `PlayOnlyIf`);
  - `"effect"`: the text of an event card, resolved when it is played.
* `Ability.optional` is True for "możesz" ("may": the player chooses to resolve it at all);
  `cost` is what is paid before ", aby …" ("Usuń tę kość, aby …"); `effect` is what happens.
  Costs and options nested deeper in the effect appear as `Costed` and `May` nodes.
* Effects are typed operations (`DealDamage`, `GiveShields`, `Heal`, `Discard`, `Draw`,
  `GainResources`, `RerollDice`, `TurnDie`, `ResolveDie`, `MoveUpgrade`, `Play`, ...). Structure:
  `Sequence` (steps in order, each resolved as far as possible), `Then` ("Następnie": `then`
  happens only if `first` resolved fully), `May`, `Costed`, `If` (its condition may be an
  `Event`: "Zadaj 2 obrażenia … Jeśli dana postać zostanie pokonana, …" conditions the outcome
  of the ability it continues; a "Jeśli <event>" sentence that opens a line is a triggered
  ability with `Trigger.wording` "if"), `ChooseOne` (the player picks
  one option), `ChooseOptions` ("Wybierz i wykonaj dwie …": distinct options), `Force` (an
  opponent performs and decides: "zmuś dowolnego przeciwnika, aby …"), `Instead` (replacement:
  "zamiast"), `Delayed` ("po zakończeniu aktualnej rundy", "po tym, jak zostanie rozpatrzona"),
  `Until` (durations: "do końca gry"), `Unless` ("chyba że przeciwnik wyda 1 żeton zasobu").
* Targets are `Select` (what a player chooses among: kind, count, controller, filters, zone,
  owner) or `Ref` (something the text already named). Controllers are relative to the player
  resolving the ability: `"you"`, `"opponent"`, `"any"`; `"own"` ("swoich") means the player
  performing that effect (inside `Force`, the opponent). `Ref.to`:
  - `"self"`: this card ("ta postać", "to ulepszenie", "tę kartę");
  - `"attached"`: the character this upgrade is attached to;
  - `"this_die"`: the die of this card ("tę kość"; the die an ability rolled is `"just"`
    with verb "rolled": "Odłóż tę kość na bok", "Set that die aside" after a roll);
  - `"it"` (pronouns "ją", "jej", "go") and `"given"` ("dana", "dany"): the most recent object
    of `Ref.kind` this ability selected, bound or triggered on (the trigger's subject counts);
  - `"chosen"` ("wybrana postać"): the target of the latest `ChooseTarget`;
  - `"trigger"`: the object of the trigger ("zagrywanego ulepszenia"; "tej broni" after
    "zagrasz … broń": a card names itself by its card type, never by a subtype);
  - `"just"` with `Ref.verb`: the objects the previous step just looked at, discarded,
    removed or rolled ("właśnie podejrzanej karty", "usuniętych właśnie kości");
  - `"rest"`: the objects named before that the steps since did not take ("the rest", "the
    other card", "the remaining cards"; English cards).
* Amounts: `Fixed`, `UpTo` ("maksymalnie 2"), `AtLeast` ("1 lub więcej"), `AnyNumber`
  ("dowolną liczbę"), `All`, `VariableX`, and computed ones (`CountOf`, `ValueOf`, `CostOf`,
  `Half`, `HandLimit`, `CardsInHand`, `SameAsDetermined`, `AmountIf`).
* `Unparsed` keeps the exact text and offsets (into the original card text) of a sentence the
  grammar did not understand; the rest of the card is still parsed. A card is `ok` when no
  `Unparsed` node remains. Typos the grammar repaired are listed on the ability (`typos`).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any, Literal

AbilityKind = Literal[
    "action",
    "claim",
    "special",
    "triggered",
    "persistent",
    "integral",
    "keyword",
    "restriction",
    "effect",
    "power_action",  # "Power Action -" (later sets; the card text is the authority)
    "setup",  # a plot's "Setup -" ability (later sets; the card text is the authority)
]
Controller = Literal["you", "opponent", "any", "own", "its"]
KeywordName = Literal[
    "guardian",
    "ambush",
    "redeploy",
    # Later-set keywords: not in the Polish documents; the card's reminder text is the authority.
    "piloting",
    "detect",
    "renew",
    "elite",
    "bounty",
    "team_up",
    "plot",
    "parallel_die",  # "Parallel die X": the die of this card counts as X's die (later sets)
]


class Node:
    """Base of every AST node (a frozen dataclass)."""


# --- text bookkeeping ------------------------------------------------------------------------


@dataclass(frozen=True)
class Typo(Node):
    """A misspelling in the card text that was read as `correction`."""

    text: str
    correction: str
    start: int
    end: int


@dataclass(frozen=True)
class Unparsed(Node):
    """Text the grammar did not understand, with offsets into the original card text."""

    text: str
    start: int
    end: int
    reason: str = ""


# --- amounts -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Fixed(Node):
    value: int


@dataclass(frozen=True)
class UpTo(Node):
    """ "maksymalnie N": any number from 0 to N."""

    value: int


@dataclass(frozen=True)
class UpToAmount(Node):
    """ "up to that many", "up to the number of …": any number from 0 to an amount the text
    fixes (`of`: an amount node; `UpTo` is the same with a plain number)."""

    of: Any


@dataclass(frozen=True)
class AtLeast(Node):
    """ "N lub więcej"."""

    value: int


@dataclass(frozen=True)
class AnyNumber(Node):
    """ "dowolną liczbę": zero or more, the player decides (a choice of none still resolves)."""


@dataclass(frozen=True)
class All(Node):
    """ "wszystkie"."""


@dataclass(frozen=True)
class VariableX(Node):
    """X, defined by the card's own text."""


@dataclass(frozen=True)
class CountOf(Node):
    """The number of objects: "w liczbie usuniętych właśnie kości", "liczbie kart na ręce"."""

    of: Any


@dataclass(frozen=True)
class ValueOf(Node):
    """The value of a die (or the total value of several dice)."""

    of: Any
    total: bool = False


@dataclass(frozen=True)
class CostOf(Node):
    of: Any


@dataclass(frozen=True)
class Half(Node):
    of: Any
    round_up: bool = True


@dataclass(frozen=True)
class HandLimit(Node):
    player: Controller = "you"


@dataclass(frozen=True)
class CardsInHand(Node):
    player: Controller = "you"


@dataclass(frozen=True)
class SameAsDetermined(Node):
    """ "taką samą liczbę": the number an earlier `Determine` step fixed."""


@dataclass(frozen=True)
class AmountIf(Node):
    """`then` when `condition` holds, otherwise `otherwise` ("o 1 lub zamiast tego o 2, jeśli")."""

    condition: Any
    then: Any
    otherwise: Any


Amount = (
    Fixed
    | UpTo
    | AtLeast
    | AnyNumber
    | All
    | VariableX
    | CountOf
    | ValueOf
    | CostOf
    | Half
    | HandLimit
    | CardsInHand
    | SameAsDetermined
    | AmountIf
)

# --- targets -----------------------------------------------------------------------------------

FilterKind = Literal[
    "color",  # value: "red" / "blue" / "yellow"
    "unique",
    "non_unique",
    "exhausted",
    "ready",
    "defeated",
    "other",  # not this card / not the object named before
    "subtype",  # value: "weapon", "vehicle", "equipment", "ability"
    "not_subtype",
    "showing",  # dice showing one of the symbols in value (tuple of MD/RD/Sh/R/Dr/Dc/F/Sp/-)
    "not_showing",
    "showing_value_at_least",
    "showing_given_symbol",  # the symbol an earlier ChooseSymbol fixed
    "showing_modifier",
    "die_of",  # value: tuple of card kinds the die belongs to ("character", "upgrade", ...)
    "keyword",
    "random",
    "top",  # top of the deck
    "last",  # the last card of the hand
    "cost_at_most",  # value: an Amount
    "set_aside",
    "facedown",
    "not_in_use",  # a battlefield not used this game
    "in_play",
    "affiliation",  # value: "villain" / "hero"
    "controlled_by_same_player",
    "stacked_on_other_copy",
    # English cards of later sets:
    "not_color",  # value: a colour
    "named",  # value: a card name ("a card titled …", "Spot Leia Organa")
    "card_type",  # value: "character" / "upgrade" / ... as a modifier ("upgrade card")
    "damaged",
    "elite",
    "non_elite",
    "unblockable",
    "detected",
    "undetected",
    "piloted",
    "showing_value",  # value: an Amount the shown value equals
    "showing_value_at_most",  # value: an int
    "showing_cost",  # a face with a resource cost
    "has",  # value: a Select ("a character that has a bounty on it")
    "matches",  # value: a Select ("cards that are events")
    "not_matches",  # value: a target; the object is none of them ("that is not a droid")
    "code",  # value: a card code ("15005"): that card, named with its set ("([SoR]5)")
    "points_at_least",  # value: an int; a card whose point value is at least that
    "points_at_most",  # value: an int; a card whose point value is at most that
    "cost_at_least",  # value: an int
    "not_showing_value",  # value: an Amount
    "different",  # the chosen objects are all different from each other
    "cheapest",  # the lowest cost among the candidates ("najtańszą", "the cheapest")
    "lowest_value",  # the die with the lowest value among them ("o najniższej wartości")
    "value_at_most",  # value: an Amount the die's value does not exceed ("równa lub niższa od …")
    "among",  # value: a Ref; one or some of the objects named before ("one of them")
    "same_symbol_as",  # value: a die (Ref/Select); None: the chosen dice match each other
    "same_value_as",  # value: a die (Ref/Select); None: the chosen dice match each other
    "chosen",  # value: what matches the value a ChooseValue fixed: "color", "subtype",
    # "card_type", "card" (a copy of the named card), "cost" (costs the chosen number)
    "share",  # value: "color" / "subtype": the chosen objects have one in common
    "team",  # "characters on your team": a player's characters, defeated or not (later sets)
    "first_played",  # value: "round" / "game": the first such card you play each round / game
    "played_on",  # value: a target: the card is played on it
    "shares_with",  # value: ("color" / "subtype", a target): has one in common with it
    "remaining",  # the ones left of the objects named before ("the remaining Red cards")
    "highest_value",  # the die with the highest value among them
    "combined_value_at_least",  # value: an int; the chosen dice together show at least that
    "combined_value_at_most",  # value: an int; the chosen dice together show at most that
    "cost_is",  # value: an Amount ("with a cost of 0")
    "piloting",  # value: a target: the character pilots it ("each character piloting this")
    "remaining_health",  # value: an int (health minus damage)
    "remaining_health_at_most",  # value: an int
    "remaining_health_at_least",  # value: an int
    "odd_value",  # a die showing an odd value
    "compared",  # value: (">" / "<", what: a Select of its own things or "health", other: a
    # target): it has more / less of that than the other object has ("an opponent who has
    # more cards in hand than you", "a character that has less health than that Wookiee")
    "title_contains",  # value: a word its title holds ("with the word Mastery in its title")
    "bottom",  # the bottom card(s) of the deck ("look at the bottom card of your deck")
]


@dataclass(frozen=True)
class Filter(Node):
    kind: FilterKind
    value: Any = None


ObjectKind = Literal[
    "character",
    "die",
    "card",
    "upgrade",
    "support",
    "event",
    "battlefield",
    "face",
    "symbol",
    "ability",
    "damage",
    "shield",
    "resource",
    "player",
    "copy",
    "plot",
    "downgrade",
    "token",
]
Zone = Literal[
    "hand",
    "discard_pile",
    "deck",
    "deck_top",
    "play",
    "pool",
    "side",
    "game",
    # English cards: "discard it", "add it to your hand" after looking at, searching or revealing
    # cards: the text names no zone; the card is taken from wherever it is
    "current",
]


@dataclass(frozen=True)
class Select(Node):
    """Objects chosen when the effect resolves, e.g. "jedną z twoich kości przedstawiających
    obrażenia wręcz" = Select(kind="die", count=Fixed(1), controller="you",
    filters=(Filter("showing", ("MD",)),))."""

    kind: ObjectKind
    count: Any = field(default_factory=lambda: Fixed(1))
    controller: Controller = "any"
    filters: tuple[Filter, ...] = ()
    zone: Zone | None = None
    owner: Any = None  # the object these belong to: dice of a character, copy of a card
    each: bool = False  # "każdej postaci": the effect applies to every one of them


@dataclass(frozen=True)
class Ref(Node):
    """Something the text already named (see the module docstring for `to`)."""

    to: Literal[
        "self",
        "attached",
        "this_die",
        "it",
        "given",
        "chosen",
        "trigger",
        "just",
        "rest",  # English cards: "the rest", "the other card", "the remaining cards"
    ]
    kind: str | None = None
    verb: str | None = None  # for to="just": "looked_at", "discarded", "removed", "lost"


@dataclass(frozen=True)
class Player(Node):
    """A player: `who` is "you", "opponent" (any one opponent, you choose), "each_opponent",
    "each_player", "trigger_actor" (the player whose action triggered the ability), "given"."""

    who: Literal[
        "you",
        "opponent",
        "each_opponent",
        "each_player",
        "trigger_actor",
        "given",
        "any_player",  # "a player", "any player": you or an opponent, the resolving player chooses
        "its_controller",  # "its controller": the player who controls the card named before
    ]
    # "an opponent that has 3 or more resources", "an opponent who has more cards in hand than
    # you": only such a player (filters "has", "compared")
    filters: tuple[Filter, ...] = ()


@dataclass(frozen=True)
class Both(Node):
    """Several targets together ("to wsparcie oraz jedną z twoich postaci")."""

    items: tuple[Any, ...]


@dataclass(frozen=True)
class Either(Node):
    """One target among alternatives ("dowolne ulepszenie lub wsparcie")."""

    items: tuple[Any, ...]


@dataclass(frozen=True)
class Face(Node):
    """A die face to turn to: `symbols` empty means any face; `given_symbol` the symbol fixed
    by an earlier ChooseSymbol; `not_symbols` excludes symbols."""

    symbols: tuple[str, ...] = ()
    not_symbols: tuple[str, ...] = ()
    given_symbol: bool = False
    # English cards of later sets: "a side showing a value of 1" (an Amount), "a side showing
    # the same symbol / value as that die" (the die: a Ref or Select)
    value: Any = None
    same_symbol_as: Any = None
    same_value_as: Any = None
    resource_cost: bool = False  # "a side showing a (resource) cost": a face with a cost


# --- triggers and conditions ---------------------------------------------------------------------

EventKind = Literal[
    "defeated",
    "activated",
    "played",
    "discarded",
    "resolved",
    "removed",
    "rolled",
    "takes_damage",
    "gains_shields",
    # English cards of later sets:
    "revealed",
    "claimed",
    "rerolled",
    "turned",
    "spent",
    "exhausted",
    "readied",
    "setup",  # "After setup, …": the end of the set-up of the game
    "start_of_round",
    "end_of_round",
    "start_of_action_phase",
    "end_of_action_phase",
    "start_of_upkeep_phase",
    "end_of_upkeep_phase",
    "drawn",  # a player draws cards ("After you draw one or more cards")
    "enters_play",  # "After this support enters play"
    "leaves_play",  # "If this downgrade would leave play"
    "begins_piloting",  # subject: the pilot; onto: the vehicle ("begins piloting a vehicle")
    "modifies",  # subject: the modifier die; onto: the die it modifies
    "lost_resources",  # a player loses resources (actor: that player; amount)
    "took_control",  # a player takes control of the subject (a battlefield)
    "took_action",  # a player takes an action
    "indirect_damage",  # indirect damage is dealt to a player (subject: the Player)
]


@dataclass(frozen=True)
class Event(Node):
    """Something that happens in the game: `kinds` (one of them), `subject` (what it happens
    to: a Select or Ref), `actor` (who does it: "you", "opponent", "any"), `amount` ("1 lub
    więcej"), `symbols` (damage type), `onto` (a card played onto a character), `cause` and
    `from_zone` (see below)."""

    kinds: tuple[EventKind, ...]
    subject: Any = None
    actor: str | None = None
    amount: Any = None
    symbols: tuple[str, ...] = ()
    onto: Any = None
    # English cards of later sets: what makes it happen ("takes damage from this die": the die;
    # "an opponent's effect defeats …": "card_effect") and the zone a card leaves ("is discarded
    # from your hand")
    cause: Any = None
    from_zone: Zone | None = None


@dataclass(frozen=True)
class EffectOf(Node):
    """A card effect of a player, as the cause of an event ("after your effect causes an
    opponent to lose 1 or more resources": `Event.cause` = EffectOf(Player("you")))."""

    player: Any


# How a trigger opens, whatever the card's language: "before" (przed tym, jak / before), "after"
# (po tym, jak / after), "when" (kiedy / when), "if" (jeśli / if: a trigger opening a line),
# "first_time" (za pierwszym razem w każdej rundzie, kiedy / the first time each round), "at"
# (at the start or end of a round or phase). Presentation only: the engine reads `timing`.
TriggerWording = Literal["", "before", "after", "when", "if", "first_time", "at"]


@dataclass(frozen=True)
class Trigger(Node):
    timing: Literal["before", "after"]
    event: Event
    would: bool = False  # "miałaby zostać": a replacement of the event
    once_per_round: bool = False  # "Za pierwszym razem w każdej rundzie, kiedy …"
    wording: TriggerWording = ""  # the opening conjunction, the same in every language


@dataclass(frozen=True)
class ControlsBattlefield(Node):
    player: Controller = "you"


@dataclass(frozen=True)
class FightingOn(Node):
    """ "if you are fighting on your battlefield / on Hoth" (later sets): the battlefield
    chosen for the game is `battlefield` (a Select: yours, or one named)."""

    battlefield: Any


@dataclass(frozen=True)
class ControlledBy(Node):
    """ "jeśli to twoja kość" / "jeśli to kość przeciwnika"."""

    subject: Any
    player: Controller


@dataclass(frozen=True)
class DieShows(Node):
    die: Any
    symbols: tuple[str, ...]


@dataclass(frozen=True)
class CardIs(Node):
    """ "jeśli odrzuconą kartą był pojazd": the card has a subtype."""

    card: Any
    subtype: str


@dataclass(frozen=True)
class HasResourceCost(Node):
    die: Any


@dataclass(frozen=True)
class FirstRound(Node):
    pass


@dataclass(frozen=True)
class Possible(Node):
    """ "jeśli to możliwe": do it only if the game state allows it."""


@dataclass(frozen=True)
class ResolvingDieOf(Node):
    """ "jeśli rozpatrujesz kość pojazdu"."""

    subtype: str


@dataclass(frozen=True)
class HasNo(Node):
    """ "ta postać nie posiada żadnego ulepszenia"."""

    subject: Any
    kind: str


@dataclass(frozen=True)
class IsIn(Node):
    """ "ta kość jest w twojej puli"."""

    subject: Any
    zone: Zone
    controller: Controller = "you"


# --- effects -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class DealDamage(Node):
    """Deal damage. `each`: the amount to every selected character ("po 2 obrażenia każdej");
    `distribute`: the dealer splits the amount as they wish ("sam decyduje, jak je rozdzieli")."""

    amount: Any
    target: Any
    unblockable: bool = False
    each: bool = False
    distribute: bool = False
    symbols: tuple[str, ...] = ()  # damage type when given ("obrażenia wręcz")


@dataclass(frozen=True)
class GiveShields(Node):
    amount: Any
    target: Any
    distribute: bool = False


@dataclass(frozen=True)
class RemoveShields(Node):
    amount: Any
    source: Any


@dataclass(frozen=True)
class MoveTokens(Node):
    """Move damage, shield or resource tokens; moved damage ignores shields and is not
    "taken"."""

    token: Literal["damage", "shield", "resource"]
    amount: Any
    source: Any
    destination: Any


@dataclass(frozen=True)
class PlaceDamage(Node):
    """Put damage tokens on a card (not dealing damage)."""

    amount: Any
    target: Any


@dataclass(frozen=True)
class Heal(Node):
    amount: Any
    target: Any


@dataclass(frozen=True)
class BlockDamage(Node):
    """Prevent the damage of the triggering event ("aby je zablokować"); `amount`: only that
    much of it ("block 2 damage", English cards)."""

    target: Any = None
    amount: Any = None


@dataclass(frozen=True)
class Discard(Node):
    """Discard `cards` from `zone` (hand, play, deck_top). `chooser` decides which (the
    controller of the cards unless stated)."""

    cards: Any
    zone: Zone
    random: bool = False
    chooser: Controller | None = None  # "wybrane przez ciebie": "you"; None: not stated


@dataclass(frozen=True)
class Draw(Node):
    amount: Any
    player: Any = None  # None: the player resolving the effect


@dataclass(frozen=True)
class DrawUntil(Node):
    """Draw until the hand holds `size` cards ("aby mieć na ręce karty w liczbie …")."""

    size: Any


@dataclass(frozen=True)
class DiscardUntil(Node):
    """Discard from hand until it holds `size` cards ("aby miał na ręce tyle samo kart co ty")."""

    size: Any


@dataclass(frozen=True)
class GainResources(Node):
    amount: Any
    player: Any = None


@dataclass(frozen=True)
class LoseResources(Node):
    amount: Any
    player: Any = None


@dataclass(frozen=True)
class SpendResources(Node):
    amount: Any
    to: Any = None  # the player who receives them, when given ("dać ci 1 żeton zasobu")


@dataclass(frozen=True)
class PayCost(Node):
    """Pay the resource cost of a card or die ("zapłacić jego koszt")."""

    of: Any


@dataclass(frozen=True)
class RollDice(Node):
    """Roll dice into the pool (a die from a card or from the side zone: `named` card code)."""

    dice: Any
    named: str | None = None
    into: Controller | None = None  # whose pool ("do twojej puli"); None: not stated


@dataclass(frozen=True)
class RerollDice(Node):
    dice: Any


@dataclass(frozen=True)
class RemoveDice(Node):
    """Remove dice from the pool; `value_bonus` is added to each removed die's value for the
    rest of the ability ("zwiększając wartość każdej z nich o 1")."""

    dice: Any
    value_bonus: Any = None


@dataclass(frozen=True)
class TurnDie(Node):
    dice: Any
    to: Face


@dataclass(frozen=True)
class ResolveDie(Node):
    """Resolve dice. `increase` adds to the value (per die when `increase_each`, per card in
    `increase_per`); `value_as` replaces the value; `as_other_symbol`, `ignore_modifier` (as if
    not a modifier), `order_chosen`, `against` (apply to each of these characters)."""

    dice: Any
    increase: Any = None
    increase_each: bool = False
    increase_per: Any = None
    value_as: Any = None
    as_other_symbol: bool = False
    as_symbols: tuple[str, ...] = ()  # "as if it were showing a focus" (it keeps its value)
    ignore_modifier: bool = False
    order_chosen: bool = False
    against: Any = None
    unblockable: bool = False  # "resolve … as unblockable" (later sets)
    as_yours: bool = False  # "as if it were your own" / "as if it were in your pool"
    keep_in_pool: bool = False  # "without removing it (from your pool)"
    free: bool = False  # "resolve it for free": its resource cost is not paid


@dataclass(frozen=True)
class ResolveFace(Node):
    """Resolve one face of a die without rolling it (Poe Dameron)."""

    die: Any


@dataclass(frozen=True)
class SetAside(Node):
    what: Any


@dataclass(frozen=True)
class Exhaust(Node):
    target: Any


@dataclass(frozen=True)
class Ready(Node):
    target: Any


@dataclass(frozen=True)
class Activate(Node):
    target: Any
    simultaneously: bool = False


@dataclass(frozen=True)
class Defeat(Node):
    target: Any


@dataclass(frozen=True)
class ReturnToPlay(Node):
    """A defeated character back in play; `exhausted`: it comes back exhausted ("return … to
    the game exhausted")."""

    target: Any
    without_damage: bool = False
    exhausted: bool = False


@dataclass(frozen=True)
class ReturnToHand(Node):
    card: Any


@dataclass(frozen=True)
class MoveUpgrade(Node):
    upgrade: Any
    to: Any
    source: Any = None


@dataclass(frozen=True)
class Play(Node):
    """Play a card: from `zone`, `free` (no cost), `cost_change` (−1 = reduced by 1), `onto`,
    `ignore_restrictions`. `cost_decrease`: an amount the cost is decreased by when it is no
    fixed number ("decreasing its cost by the number of resources on this battlefield", "by 1,
    or by 2 instead if it's a vehicle": an `AmountIf`)."""

    card: Any
    zone: Zone | tuple[Zone, ...] | None = None
    free: bool = False
    cost_change: int = 0
    onto: Any = None
    ignore_restrictions: bool = False
    cost_decrease: Any = None


@dataclass(frozen=True)
class LookAt(Node):
    cards: Any


@dataclass(frozen=True)
class AddToHand(Node):
    card: Any
    zone: Zone = "discard_pile"


@dataclass(frozen=True)
class TakeActions(Node):
    """Take actions now: `additional` for extra actions ("dodatkowe akcje")."""

    amount: Any
    player: Any = None
    additional: bool = True


@dataclass(frozen=True)
class EndActionPhase(Node):
    pass


@dataclass(frozen=True)
class SwapBattlefield(Node):
    with_: Any


@dataclass(frozen=True)
class SwapUpgrade(Node):
    """Replace this upgrade by `replacement` from hand (Holokron Sithów)."""

    upgrade: Any
    replacement: Any
    ignore_restrictions: bool = False


@dataclass(frozen=True)
class BecomeSupport(Node):
    card: Any
    ready: bool = False


@dataclass(frozen=True)
class ResolveClaim(Node):
    """Resolve a battlefield's claim ability "as if you had just claimed it"."""

    battlefield: Any


@dataclass(frozen=True)
class ResolveSpecial(Node):
    """Resolve a special ability of another card "as if it were your card"."""

    source: Any


@dataclass(frozen=True)
class ChooseTarget(Node):
    """ "Wybierz …": the target is bound for later references (Ref to="chosen")."""

    target: Any
    chooser: Any = None


@dataclass(frozen=True)
class ChooseSymbol(Node):
    """ "Wybierz symbol przedstawiony na …": fixes a symbol for later steps."""

    shown_on: Any


@dataclass(frozen=True)
class Determine(Node):
    """ "Ustal liczbę …": fixes a number for later steps (SameAsDetermined)."""

    count: Any


@dataclass(frozen=True)
class Spot(Node):
    """ "Wyznacz …": the player must have such a card in play, else the ability does nothing."""

    target: Any


@dataclass(frozen=True)
class GrantKeyword(Node):
    target: Any
    keyword: KeywordName


@dataclass(frozen=True)
class ReduceCost(Node):
    card: Any
    amount: Any


@dataclass(frozen=True)
class PlaceCard(Node):
    """Put a card on another (face down when `facedown`)."""

    card: Any
    on: Any
    facedown: bool = False


@dataclass(frozen=True)
class Prevent(Node):
    """Do not do what the rules would do ("Nie usuwaj tej kości ze swojej puli …")."""

    effect: Any


@dataclass(frozen=True)
class Waive(Node):
    """You need not do it ("nie musisz go płacić")."""

    effect: Any


# Persistent (static) effects.


@dataclass(frozen=True)
class ModifyCost(Node):
    """Cards matching `cards` cost `delta` more (negative: less) when `context` applies."""

    cards: Any
    delta: int
    context: Literal["attach_to", "play"] = "play"
    target: Any = None


@dataclass(frozen=True)
class DefineX(Node):
    value: Any


@dataclass(frozen=True)
class DistributeShields(Node):
    """Shields from this die may be split among `target` as the player wishes."""

    target: Any


@dataclass(frozen=True)
class ModifyHandLimit(Node):
    delta: int
    player: Controller = "you"


@dataclass(frozen=True)
class ModifyUpkeepResources(Node):
    delta: int
    player: Any
    minimum: int = 0


@dataclass(frozen=True)
class MayAttach(Node):
    cards: Any
    to: Any
    ignore_restrictions: bool = True


@dataclass(frozen=True)
class DeckbuildingAllowance(Node):
    cards: Any


@dataclass(frozen=True)
class CannotBeRemoved(Node):
    dice: Any
    by: Controller


@dataclass(frozen=True)
class CannotPlayOnto(Node):
    cards: Any
    target: Any


@dataclass(frozen=True)
class Elite(Node):
    target: Any


@dataclass(frozen=True)
class ModifyDieCost(Node):
    """ "Decrease the resource cost on this die by 1": the resource cost shown on the sides of
    `dice` is changed by `delta` (negative: less; it does not go below 0)."""

    dice: Any
    delta: int


@dataclass(frozen=True)
class Activatable(Node):
    """ "This support can be activated.": the card may be activated (exhausted by the Activate
    action) although it has no die (later sets' supports with "After you activate …")."""

    card: Any


# Structure.


@dataclass(frozen=True)
class Sequence(Node):
    """Steps resolved in order, each as far as possible."""

    steps: tuple[Any, ...]


@dataclass(frozen=True)
class Then(Node):
    """ "Następnie": `then` resolves only if `first` resolved fully."""

    first: Any
    then: Any


@dataclass(frozen=True)
class May(Node):
    """ "możesz": optional for `player` (None: the player resolving the ability)."""

    effect: Any
    player: Any = None


@dataclass(frozen=True)
class Costed(Node):
    """ "X, aby Y": `cost` must be paid in full for `effect` to happen."""

    cost: Any
    effect: Any


@dataclass(frozen=True)
class If(Node):
    condition: Any
    then: Any
    otherwise: Any = None


@dataclass(frozen=True)
class ChooseOne(Node):
    """The chooser picks one option (even one without effect) and resolves it."""

    options: tuple[Any, ...]
    chooser: Any = None


@dataclass(frozen=True)
class ChooseOptions(Node):
    """ "Wybierz i wykonaj dwie z następujących opcji": `count` different options."""

    options: tuple[Any, ...]
    count: int
    distinct: bool = True


@dataclass(frozen=True)
class Force(Node):
    """`player` performs `effect` and makes its choices ("zmuś dowolnego przeciwnika, aby …",
    "każdy przeciwnik wybiera …", "musi …")."""

    player: Player
    effect: Any


@dataclass(frozen=True)
class Instead(Node):
    """Replacement: do `effect` instead of `replaces` (None: instead of the trigger's event)."""

    effect: Any
    replaces: Any = None


@dataclass(frozen=True)
class Delayed(Node):
    """A delayed effect: `effect` happens at `when` (a timepoint or an Event)."""

    when: Any
    effect: Any


@dataclass(frozen=True)
class Timepoint(Node):
    name: Literal["end_of_round"]


@dataclass(frozen=True)
class Until(Node):
    duration: Literal["end_of_game"]
    effect: Any


@dataclass(frozen=True)
class Unless(Node):
    """`effect` happens unless `player` does `prevented_by` (their choice)."""

    effect: Any
    prevented_by: Any
    player: Any


# Later-set mechanics (English cards). The Polish rules documents do not describe them: the
# card's own text and reminder text are the authority, and the engine refuses them until it
# implements them.


@dataclass(frozen=True)
class AtMost(Node):
    """An amount capped: "… equal to the number of X, to a maximum of 5"."""

    amount: Any
    maximum: Any


@dataclass(frozen=True)
class DealIndirectDamage(Node):
    """Indirect damage dealt to a player, who assigns it among their characters (later sets)."""

    amount: Any
    player: Any


@dataclass(frozen=True)
class GiveControl(Node):
    """ "give control of X to an opponent"."""

    what: Any
    to: Any


@dataclass(frozen=True)
class TakeResources(Node):
    """ "take 1 resource from an opponent": they lose it and you gain it."""

    amount: Any
    source: Any


@dataclass(frozen=True)
class RemoveTokens(Node):
    """Remove shield, damage or resource tokens from a card."""

    token: Literal["shield", "damage", "resource"]
    amount: Any
    source: Any


@dataclass(frozen=True)
class AddToTeam(Node):
    """ "add … to your team" (later sets: a character joins the team during the game)."""

    character: Any
    exhausted: bool = False


@dataclass(frozen=True)
class PlaceResources(Node):
    """Resources placed on a card (later sets), not in the player's resource pool."""

    amount: Any
    on: Any


@dataclass(frozen=True)
class PutOnDeck(Node):
    """Put cards on the top or bottom of a deck."""

    cards: Any
    where: Literal["top", "bottom", "top_and_or_bottom"]  # the last: each card to either
    order_chosen: bool = False


@dataclass(frozen=True)
class Reveal(Node):
    cards: Any


@dataclass(frozen=True)
class Shuffle(Node):
    """Shuffle `cards` (a deck itself when `into` is None) into `into`."""

    cards: Any
    into: Any = None


@dataclass(frozen=True)
class Spotted(Node):
    """ "if you spot X": a condition (`Spot` is the effect that requires it)."""

    target: Any


@dataclass(frozen=True)
class ModifyStat(Node):
    """ "Attached character gains +1 health": a printed number of a card changed by `delta`."""

    target: Any
    stat: Literal["health", "shield_limit", "upgrade_limit", "downgrade_limit"]
    delta: int


@dataclass(frozen=True)
class ModifyPoints(Node):
    """ "The point value of your Death Star plot is decreased by 1", "While building your
    team, the point value of each droid is decreased by 1" (deck building, later sets)."""

    cards: Any
    delta: int


@dataclass(frozen=True)
class GainSubtype(Node):
    """ "Attached character gains Jedi": the card has that subtype too (later sets)."""

    target: Any
    subtype: str


@dataclass(frozen=True)
class IncludeOnlyIf(Node):
    """ "Include only if …": a deck-building restriction of the card (later sets)."""

    condition: Any


@dataclass(frozen=True)
class Share(Node):
    """ "if all characters on your team share a color": the objects have one `attribute` in
    common (later sets)."""

    objects: Any
    attribute: Literal["color", "subtype"]


@dataclass(frozen=True)
class Search(Node):
    """ "search your deck for a … card": look through `zone` (one or several zones of
    `player`) for matching cards (later sets)."""

    cards: Any
    zone: Any = None
    player: Controller = "you"


@dataclass(frozen=True)
class Pilots(Node):
    """ "if Darth Vader is piloting this support" (later sets: piloting)."""

    pilot: Any
    vehicle: Any


@dataclass(frozen=True)
class Flip(Node):
    """Turn a two-sided card (a plot, a flip character) to its other side (later sets)."""

    card: Any


@dataclass(frozen=True)
class OnlyOn(Node):
    """ "Modify vehicle support.": this mod may only be played on such a card (later sets)."""

    target: Any


@dataclass(frozen=True)
class ForEach(Node):
    """ "for each X, …" / "… for each X": `effect` happens once for every object of `of`."""

    of: Any
    effect: Any


@dataclass(frozen=True)
class Has(Node):
    """ "you have one or more dice showing …", "this character has 3 or more shields":
    `owner` (a player or a card) has objects matching `what` (a `Select` whose count is the
    number required: `AtLeast(n)` at least n, `Fixed(n)` exactly n, `Fixed(0)` none)."""

    owner: Any
    what: Any


@dataclass(frozen=True)
class Matches(Node):
    """ "if it is an opponent's die", "if that card is an event", "if this character is elite":
    `subject` fits the description `what` (a `Select`)."""

    subject: Any
    what: Any


@dataclass(frozen=True)
class Compare(Node):
    """ "if the chosen card's cost is 3 or more": `left` compared with `right` (Amounts)."""

    left: Any
    op: Literal[">=", "<=", "==", ">", "<"]
    right: Any


@dataclass(frozen=True)
class Not(Node):
    condition: Any


@dataclass(frozen=True)
class AllOf(Node):
    conditions: tuple[Any, ...]


@dataclass(frozen=True)
class AnyOf(Node):
    conditions: tuple[Any, ...]


@dataclass(frozen=True)
class DidIt(Node):
    """ "if you do" / "if they do not": whether `player` performed the optional step before."""

    player: Any = None


@dataclass(frozen=True)
class ChangeValue(Node):
    """ "increase its value by 1" (a die being resolved), "decrease the cost of X by 1":
    `delta` is added (negative: subtracted) to the `stat` ("value" / "cost") of `target`."""

    target: Any
    stat: Literal["value", "cost", "health"]
    delta: Any
    decrease: bool = False


@dataclass(frozen=True)
class EntersPlay(Node):
    """ "This support enters play exhausted / with 2 resources on it"."""

    card: Any
    exhausted: bool = False
    resources: Any = None


@dataclass(frozen=True)
class Cannot(Node):
    """A prohibition: `player` cannot do `effect` ("Your opponents cannot give shields …")."""

    player: Any
    effect: Any


@dataclass(frozen=True)
class ChooseValue(Node):
    """ "Choose a color", "choose a number", "Choose a subtype", "Name a card" (later sets; the
    card text is the authority): the player fixes a value for the steps after it, which refer
    to it with `Filter("chosen", attribute)` ("a card of the chosen type", "each copy of the
    named card", "dice that have that subtype") or `ChosenNumber` ("the number chosen").
    `attribute` "card" is a card name; `options` lists the values allowed when the text does."""

    attribute: Literal["color", "number", "subtype", "card_type", "card"]
    options: tuple[str, ...] = ()


@dataclass(frozen=True)
class ChosenNumber(Node):
    """The number an earlier `ChooseValue("number")` fixed (an amount)."""


@dataclass(frozen=True)
class CardOf(Node):
    """The card a die belongs to: "its matching character", "that die's matching card" (later
    sets; the card text is the authority)."""

    die: Any
    kind: str = "card"


@dataclass(frozen=True)
class LimitPer(Node):
    """ "Limit 1 form per character.": at most `count` cards matching `cards` on each `per`
    (later sets; the card text is the authority)."""

    count: int
    cards: Any
    per: Literal["character", "team", "deck"]


@dataclass(frozen=True)
class RemainingHealth(Node):
    """A character's health minus its damage ("if that character has 1 remaining health";
    later sets)."""

    of: Any


@dataclass(frozen=True)
class IsOdd(Node):
    """ "if its cost is an odd number" (later sets)."""

    amount: Any


@dataclass(frozen=True)
class Happened(Node):
    """A condition on the game's history (later sets; the card text is the authority): "if you
    removed an opponent's die this round", "if you have resolved 3 or more dice this turn", "if
    an opponent removed one of your dice during their last turn this round". `event` happened
    (its `amount` is how many objects, default one or more) during `period`:
    "this_round", "this_turn", "this_phase", "action_phase" (this round's action phase), or
    "last_turn" (the last turn this round of `turn_of`: "you", "opponent", or "actor", the
    event's actor)."""

    event: Event
    period: Literal["this_round", "this_turn", "this_phase", "action_phase", "last_turn"]
    turn_of: Literal["you", "opponent", "actor"] | None = None


# --- abilities ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Keyword(Node):
    name: KeywordName
    reminder: str | None = None


@dataclass(frozen=True)
class OnlyCharacter(Node):
    """ "Tylko niebieska postać.": the upgrade may only be played on such a character."""

    filters: tuple[Filter, ...]


@dataclass(frozen=True)
class SpotToPlay(Node):
    """ "Aby zagrać, wyznacz …"."""

    target: Any


@dataclass(frozen=True)
class PlayOnlyIf(Node):
    """ "Zagraj tylko, jeśli …"."""

    condition: Any


@dataclass(frozen=True)
class Ability(Node):
    kind: AbilityKind
    effect: Any = None
    trigger: Trigger | None = None
    optional: bool = False
    cost: Any = None
    condition: Any = None  # persistent: "Dopóki …"
    keyword: Keyword | None = None
    restriction: Any = None
    text: str = ""
    start: int = 0
    end: int = 0
    typos: tuple[Typo, ...] = ()


@dataclass(frozen=True)
class CardText(Node):
    text: str
    abilities: tuple[Ability | Unparsed, ...]

    @property
    def unparsed(self) -> list[Unparsed]:
        return [node for node in walk(self) if isinstance(node, Unparsed)]

    @property
    def ok(self) -> bool:
        return not self.unparsed


# --- helpers -----------------------------------------------------------------------------------


def map_children(node: Any, rewrite: Any) -> Any:
    """`node` with `rewrite` applied to each child: the fields holding a node or a tuple (a new
    node only if one changed), or each item of a tuple. Anything else is returned as it is.
    A rewrite that recurses calls this for the nodes it does not replace itself."""
    if isinstance(node, Node) and dataclasses.is_dataclass(node):
        changes = {
            f.name: rewrite(getattr(node, f.name))
            for f in dataclasses.fields(node)
            if isinstance(getattr(node, f.name), Node | tuple)
        }
        return dataclasses.replace(node, **changes) if changes else node
    if isinstance(node, tuple):
        return tuple(rewrite(item) for item in node)
    return node


def walk(node: Any):
    """Every node under `node` (depth first, including `node`)."""
    if isinstance(node, Node):
        yield node
        if dataclasses.is_dataclass(node):
            for item in dataclasses.fields(node):
                yield from walk(getattr(node, item.name))
    elif isinstance(node, tuple | list):
        for item in node:
            yield from walk(item)


def to_json(node: Any) -> Any:
    """A JSON-ready form: dataclass nodes become {"node": ClassName, field: value, ...}."""
    if isinstance(node, Node) and dataclasses.is_dataclass(node):
        result: dict[str, Any] = {"node": type(node).__name__}
        for item in dataclasses.fields(node):
            result[item.name.rstrip("_")] = to_json(getattr(node, item.name))
        if isinstance(node, CardText):
            result["ok"] = node.ok
        return result
    if isinstance(node, tuple | list):
        return [to_json(item) for item in node]
    return node
