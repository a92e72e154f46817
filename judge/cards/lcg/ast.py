"""The ability AST of LCG card text: plain dataclasses, composed the way the sentences are.

A card text (`CardText`) is a list of abilities, one per printed ability or keyword line:

* `Ability.kind`: `action` ("Action:"), `reaction` ("Reaction:"), `interrupt` ("Interrupt:"),
  `keyword` (Elite, Shielding, Edge (1), Protect Character, ...), `enhance` ("Enhance a
  Character unit."), `restriction` (play restrictions, deck-building lines, "Limit 1 per
  objective deck"), `persistent` (a constant effect: "Enhanced unit gains [Unit Damage].") or
  `effect` (an unlabelled effect resolved when the card resolves: fate cards, a mission's
  text); `forced` for "Forced Reaction:" / "Forced Interrupt:";
* `trigger` (reactions and interrupts): `Trigger(timing, events)`, each `Event` a verb with its
  subject, object and qualifiers ("After this unit is focused to strike as an attacker");
* `effect`: a tree of effect nodes. Effects are verbs with their arguments (`Deal`, `Place`,
  `Remove`, `Draw`, `Capture`...), composed by `Sequence` (sentences in order), `Then`
  ("Then, ..." resolves only if the part before it did), `Conditional` ("If ..., ..."),
  `Optional` ("you may"), `CostFor` ("<cost> to <effect>"), `Choose` ("Choose 1 of the
  following"), `Instead`, `Until` (a duration), `Definition` ("X is the number of ...");
* objects are `Select` (a noun phrase: how many, which kinds, traits, affiliations, states,
  controller, zone, filters; `target` when the text says "target") or `Ref` (a reference back:
  "this unit", "enhanced unit", "that unit", "it", "the engaged objective");
* `Unparsed`: a line (or part) the grammar does not understand, with its exact text and
  offsets in the card text. The rest of the card still parses; an engine never executes an
  ability that contains one.

Every node serialises with its class name as `node` (`to_json`).
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

# --- amounts, objects ---------------------------------------------------------------------


@dataclass
class Node:
    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"node": type(self).__name__}
        for f in fields(self):
            value = getattr(self, f.name)
            if value is None or value == [] or value is False:
                continue
            out[f.name] = _json(value)
        return out


def _json(value: Any) -> Any:
    if isinstance(value, Node):
        return value.to_json()
    if isinstance(value, list | tuple):
        return [_json(v) for v in value]
    return value


@dataclass
class Amount(Node):
    """A number of things: `value` (an int), or `var` ("X"), `all` ("all", "any number of"),
    with `up_to` ("up to 2") or `at_least` ("1 or more"); `twice` doubles a reference."""

    value: int | None = None
    var: str | None = None
    all: bool = False
    up_to: bool = False
    at_least: bool = False
    at_most: bool = False
    twice: bool = False
    of: Node | None = None  # "twice that many", "that amount", "equal to X"


@dataclass
class Compare(Node):
    """A filter comparing an attribute: printed cost 2 or lower, 3 or more damage, ..."""

    attr: str  # printed_cost, cost, force_icons, damage, focus, enhancements, captured...
    op: str  # <=, >=, ==, <, >
    value: Amount | Node | None = None
    # attr "count": how many of these the card has ("with 1 or more enhancements on it")
    of: Node | None = None


@dataclass
class Select(Node):
    """A noun phrase choosing game objects (cards, players, tokens).

    `count`: how many ("a" = 1; "each"/"all"; "up to 2"); `kinds`: unit, objective,
    enhancement, event, fate, mission, card, player, opponent, trait (a bare trait naming
    cards); `traits`, `affiliations`, `names` (printed names), `icons` are alternatives
    (any of them: "a Character or Creature unit"); `states` must all hold, `not_states` none
    (participating, ready, exhausted, damaged, shielded, unique, attacking, defending,
    committed, piloted, captured, engaged, in_faction, out_of_faction, neutral...).
    `controller`: you, enemy, friendly, opponent, same, any; `zone`: play (default for cards
    in play), hand, deck, discard, edge_stack, victory_pile, objective_deck, force;
    `position`: top, bottom, random. `either`: full alternatives ("a Fighter unit or a Pilot
    enhancement")."""

    kinds: list[str] = field(default_factory=list)
    not_kinds: list[str] = field(default_factory=list)
    count: Amount | None = None
    each: bool = False
    target: bool = False
    other: bool = False
    controller: str | None = None
    owner: Node | None = None
    traits: list[str] = field(default_factory=list)
    not_traits: list[str] = field(default_factory=list)
    affiliations: list[str] = field(default_factory=list)
    not_affiliations: list[str] = field(default_factory=list)
    names: list[str] = field(default_factory=list)
    not_names: list[str] = field(default_factory=list)
    states: list[str] = field(default_factory=list)
    not_states: list[str] = field(default_factory=list)
    filters: list[Node] = field(default_factory=list)
    zone: str | None = None
    zone_owner: Node | None = None
    position: str | None = None
    either: list[Node] = field(default_factory=list)
    side: str | None = None  # light / dark ("a dark side objective")


@dataclass
class Ref(Node):
    """A reference to something named before or by the rules: `this` (the card itself),
    `enhanced` (the card this enhancement enhances), `that`/`it`/`them` (what the text named
    last), `engaged_objective`, `attacking_player`, `defending_player`, `you`, `opponent`,
    `each_opponent`, `controller`, `owner`, `targeted` (what the ability targeted)."""

    name: str
    kind: str | None = None  # unit, objective, enhancement, card, event, player...
    zone: str | None = None  # where it is now or goes ("this unit from your discard pile")
    at: Node | None = None  # "that unit at any dark side objective"
    owner: Node | None = None  # "an opponent's conflict phase"
    traits: list[str] = field(default_factory=list)  # described: "enhanced Fighter unit"
    amount: Amount | None = None  # "focus this unit with 2 focus tokens"


@dataclass
class Zone(Node):
    """A place cards are in: hand, deck, discard, edge_stack, objective_deck, victory_pile,
    force_supply, play_area; `owner` (whose), `each` (every player's such zone)."""

    name: str
    owner: Node | None = None
    each: bool = False
    order: str | None = None  # "in any order", "in random order"
    side: str | None = None  # "a dark side common reserve"


@dataclass
class Attribute(Node):
    """A number or value belonging to something: `name` (cost, pilot_cost, number,
    reserve_value, death_star_dial, resource_value) `of` a card, a player or a set."""

    name: str
    of: Node | None = None


@dataclass
class Icon(Node):
    """A combat icon (`unit_damage`, `blast_damage`, `tactics`), edge-enabled or not."""

    icon: str
    edge: bool = False
    count: int = 1


# --- gains and statistics ------------------------------------------------------------------


@dataclass
class Stat(Node):
    """A change of a printed number: damage_capacity, force_icons, resource_value, cost,
    reserve, unopposed; `delta` (+1, -1) or `set_to`; `per` ("for each ...")."""

    stat: str
    delta: Amount | None = None
    set_to: Amount | None = None
    sign: int = 1


@dataclass
class KeywordGain(Node):
    """A keyword given or taken: elite, shielding, targeted_strike, edge (value), protect."""

    keyword: str
    value: Amount | None = None
    protects: Node | None = None


@dataclass
class AbilityGain(Node):
    """A quoted ability given to a card (`gains: "Reaction: ..."`)."""

    ability: Node


# --- triggers ------------------------------------------------------------------------------


@dataclass
class Event(Node):
    """A game event a trigger waits for: `verb` (enters_play, leaves_play, destroyed,
    focused_to_strike, declared, dealt_damage, play, refresh, turn_begins, phase_begins,
    win_edge, lose_edge, win_struggle, lose_struggle, objective_destroyed...), `subject` (the
    card or player it happens to), `object`, `would` (an interrupt before it happens: "would
    be destroyed") and `qualifiers` (as an attacker, during an engagement, this turn...)."""

    verb: str
    subject: Node | None = None
    object: Node | None = None
    would: bool = False
    amount: Amount | None = None
    qualifiers: list[str] = field(default_factory=list)
    phase: str | None = None
    by: Node | None = None


@dataclass
class Trigger(Node):
    timing: str  # after, when
    events: list[Event] = field(default_factory=list)


@dataclass
class Limit(Node):
    """ "(Limit once per turn.)": `times` per `period` (turn, phase, round, engagement,
    edge_battle, objective_deck, unit)."""

    times: Amount
    period: str


# --- conditions ----------------------------------------------------------------------------


@dataclass
class Condition(Node):
    """A test: `test` names it (control, balance, phase, state, compare, is, has,
    attacking_player, win_edge, edge_stack_contains, still_in_play...), with its arguments."""

    test: str
    subject: Node | None = None
    object: Node | None = None
    value: str | None = None
    amount: Amount | None = None
    negated: bool = False
    than: Node | None = None


@dataclass
class Duration(Node):
    """ "until the end of the phase/engagement/strike/turn", "for this edge battle",
    "this engagement"."""

    until: str


# --- effects -------------------------------------------------------------------------------


@dataclass
class Deal(Node):
    """Deal damage: `amount` to `target` (`each` to each of several; `divided` among them;
    `instead` redirects damage being dealt)."""

    amount: Amount
    target: Node
    divided: bool = False
    each: bool = False
    instead: bool = False
    from_damage: bool = False  # "1 point of that damage"
    actor: Node | None = None


@dataclass
class DamageCost(Node):
    """ "Damage this objective" (1 damage, usually a cost)."""

    target: Node
    amount: Amount | None = None


@dataclass
class Place(Node):
    """Place `amount` tokens (`token`: focus, shield, damage) on `target`."""

    token: str
    amount: Amount
    target: Node
    even_if_shielded: bool = False
    actor: Node | None = None


@dataclass
class Remove(Node):
    """Remove tokens (`token`: focus, damage, shield; `amount`) from `target`."""

    token: str
    amount: Amount
    target: Node
    actor: Node | None = None


@dataclass
class Move(Node):
    """Move tokens (`token`) or cards (`what`) from `source` to `destination`."""

    destination: Node
    token: str | None = None
    amount: Amount | None = None
    what: Node | None = None
    source: Node | None = None


@dataclass
class Draw(Node):
    amount: Amount
    player: Node | None = None
    per: Node | None = None


@dataclass
class Discard(Node):
    """Discard `what` (from its zone); `random` ("at random"); `top` cards of a deck."""

    what: Node
    random: bool = False
    chooser: Node | None = None
    player: Node | None = None


@dataclass
class Destroy(Node):
    what: Node


@dataclass
class Sacrifice(Node):
    what: Node
    player: Node | None = None


@dataclass
class Capture(Node):
    what: Node
    at: Node | None = None


@dataclass
class Rescue(Node):
    what: Node


@dataclass
class Return(Node):
    """Return `what` (from `source`) to `destination` (hand, deck_top, deck_bottom,
    objective_deck, deck)."""

    what: Node
    destination: str
    source: str | None = None
    random_order: bool = False


@dataclass
class PutIntoPlay(Node):
    """Put `what` into play (from `source`); `participating` ("as a participating unit on
    your side"), `controller` ("under your control"), `as_enhancement` on a target,
    `defending` ("declared as a defender"), `enhancement_text` (the text it has as an
    enhancement)."""

    what: Node
    source: list[str] = field(default_factory=list)
    participating: bool = False
    defending: bool = False
    controller: Node | None = None
    as_enhancement: Node | None = None
    play: bool = False  # "play" (cost paid) rather than "put into play"
    # The card's text while it is an enhancement ("... as an enhancement with the text: "...""):
    # the printed text does not apply then, this ability does.
    enhancement_text: Node | None = None


@dataclass
class Focus(Node):
    """Focus `what` (place `tokens` focus tokens on it by its controller)."""

    what: Node
    tokens: Amount | None = None


@dataclass
class Spend(Node):
    """Spend or pay resources (`affiliation`: a resource of that affiliation)."""

    amount: Amount
    affiliation: str | None = None
    printed_cost_of: Node | None = None


@dataclass
class Cancel(Node):
    """Cancel the effects of `what` (an event, ability, effect, damage)."""

    what: Node


@dataclass
class Prevent(Node):
    amount: Amount
    what: str = "damage"


@dataclass
class Gain(Node):
    """`who` gains (or, `lose`, loses) `gains` (icons, keywords, stats, abilities);
    `per` ("for each ..."), `all` ("loses all combat icons")."""

    who: Node
    gains: list[Node] = field(default_factory=list)
    lose: bool = False
    per: Node | None = None
    all: bool = False
    choice: bool = False  # "a combat icon of your choice"
    maximum: Amount | None = None  # "(to a maximum of +3)": the most a "for each" gives


@dataclass
class CostModifier(Node):
    """Reduce (`delta` < 0) or increase the cost of `what`; `scope`: next, first_each_turn,
    each; `minimum`."""

    what: Node
    delta: int
    amount: Amount | None = None
    scope: str | None = None
    minimum: int | None = None
    per: Node | None = None
    pilot_cost: bool = False


@dataclass
class Reserve(Node):
    delta: Amount
    sign: int = 1
    player: Node | None = None
    per: Node | None = None


@dataclass
class Dial(Node):
    """Move the Death Star dial by `delta` (`sign` -1 decreases; `minimum`)."""

    delta: Amount
    sign: int = 1
    minimum: int | None = None


@dataclass
class SetBalance(Node):
    side: str  # light, dark, winner


@dataclass
class Look(Node):
    what: Node
    player: Node | None = None


@dataclass
class Search(Node):
    """Search `zone` (its `top` N cards) for `what`; the found cards go on as the text says
    (`then`: reveal, add to hand, put into play)."""

    zone: Node
    what: Node
    then: list[Node] = field(default_factory=list)


@dataclass
class Shuffle(Node):
    what: Node | None = None
    into: str | None = None


@dataclass
class Reveal(Node):
    what: Node


@dataclass
class AddToHand(Node):
    what: Node


@dataclass
class Commit(Node):
    what: Node
    remove: bool = False  # "remove ... from the Force"


@dataclass
class RemoveFromEngagement(Node):
    what: Node


@dataclass
class Strike(Node):
    """`who` strikes now (out of order)."""

    who: Node


@dataclass
class TargetSelect(Node):
    """ "Target 2 units you control ...": choose targets that later sentences refer to."""

    what: Node


@dataclass
class ChooseObject(Node):
    """ "Choose a unit you control", "name a card": a choice, not a target."""

    what: Node
    chooser: Node | None = None
    name: bool = False


@dataclass
class TakeControl(Node):
    what: Node


@dataclass
class TurnFaceup(Node):
    what: Node


@dataclass
class Engage(Node):
    what: Node


@dataclass
class Prohibition(Node):
    """`who` cannot `action` (be targeted, be declared as an attacker, be damaged, trigger
    abilities, gain icons...), with `by` (enemy events, enemy card effects), `condition`."""

    who: Node
    action: str
    by: Node | None = None
    object: Node | None = None
    qualifiers: list[str] = field(default_factory=list)
    amount: Amount | None = None  # "cannot draw more than 5 cards": the limit


@dataclass
class Contribute(Node):
    """`who` contributes `amount` Force icons to its side during the Force struggle (or an
    edge battle)."""

    who: Node
    amount: Amount
    during: str = "force_struggle"


@dataclass
class Treat(Node):
    """Treat `what` as if its printed text box were blank (except for Traits)."""

    what: Node
    as_: str = "blank"


@dataclass
class Other(Node):
    """An effect of a fixed form read as a whole: `rule` names it (double_damage,
    strike_first, win_tied_edge, unopposed, require_fewer_damage...), with its arguments."""

    rule: str
    who: Node | None = None
    object: Node | None = None
    amount: Amount | None = None


# --- composition ---------------------------------------------------------------------------


@dataclass
class Sequence(Node):
    effects: list[Node] = field(default_factory=list)


@dataclass
class Then(Node):
    """ "A. Then, B": B resolves only if A resolved."""

    first: Node
    then: Node


@dataclass
class CostFor(Node):
    """ "<cost> to <effect>": the cost is paid first; the effect only if it was paid."""

    cost: Node
    effect: Node


@dataclass
class Conditional(Node):
    condition: Condition
    then: Node
    otherwise: Node | None = None
    instead: bool = False


@dataclass
class While(Node):
    """A constant effect that holds while `condition` does."""

    condition: Condition
    effect: Node


@dataclass
class During(Node):
    """An effect or permission limited to a moment: during an engagement, the conflict
    phase, your turn..."""

    when: str
    effect: Node
    qualifier: Node | None = None


@dataclass
class Optional(Node):
    """ "you may ..." (`who` decides: you, an opponent...)."""

    effect: Node
    who: Node | None = None


@dataclass
class Must(Node):
    """ "<player> must ..." (forced on that player; `if_able`)."""

    effect: Node
    who: Node | None = None
    if_able: bool = False


@dataclass
class Choose(Node):
    """ "Choose 1 of the following: A, B, or C" (`chooser`: who picks; `up_to_once_each`)."""

    options: list[Node] = field(default_factory=list)
    chooser: Node | None = None
    any_of: bool = False


@dataclass
class Instead(Node):
    effect: Node


@dataclass
class Until(Node):
    effect: Node
    duration: Duration


@dataclass
class Definition(Node):
    """ "X is the number of ..." (`value`: what X counts; `times` doubles; `maximum`)."""

    var: str
    value: Node
    times: int = 1
    maximum: int | None = None


@dataclass
class Delayed(Node):
    """ "At the end of the phase, ...": an effect waiting for a moment."""

    when: str
    effect: Node


@dataclass
class ForEach(Node):
    effect: Node
    per: Node


@dataclass
class ActorEffect(Node):
    """An effect performed by another player: "each player draws 1 card", "that player
    draws 1 card", "have a player choose and discard 1 card"."""

    actor: Node
    effect: Node


# --- abilities -----------------------------------------------------------------------------


@dataclass
class Keyword(Node):
    """A keyword line: elite, shielding, targeted_strike, edge (`value`), protect
    (`protects`), limited, no_enhancements, influence, pilot (`value`)."""

    name: str
    value: Amount | None = None
    protects: Node | None = None


@dataclass
class Restriction(Node):
    """A play or deck-building restriction: `rule` (play_only, affiliation_only,
    limit_per_deck, deck_must_contain, starting_reserve, phase_sequence, cannot_be_played),
    with `condition`/`value`."""

    rule: str
    condition: Node | None = None
    value: str | None = None
    amount: Amount | None = None


@dataclass
class Unparsed(Node):
    """Text the grammar does not understand: exact text and offsets in the card text."""

    text: str
    start: int
    end: int
    reason: str = ""


@dataclass
class Ability(Node):
    kind: str
    text: str
    start: int
    end: int
    forced: bool = False
    trigger: Trigger | None = None
    effect: Node | None = None
    keyword: Keyword | None = None
    limit: Limit | None = None
    target: Node | None = None  # an enhancement's "Enhance ..." object
    restriction: Restriction | None = None
    reminder: str | None = None
    unparsed: Unparsed | None = None


@dataclass
class CardText(Node):
    text: str
    abilities: list[Ability] = field(default_factory=list)

    @property
    def unparsed(self) -> list[Unparsed]:
        return [a.unparsed for a in self.abilities if a.unparsed is not None]

    @property
    def ok(self) -> bool:
        return not self.unparsed

    def to_json(self) -> dict[str, Any]:
        data = super().to_json()
        data["ok"] = self.ok
        data["unparsed"] = [u.to_json() for u in self.unparsed]
        return data


def walk(node: Any) -> Any:
    """Every node under `node` (itself first), depth first."""
    if isinstance(node, Node):
        yield node
        for f in fields(node):
            yield from walk(getattr(node, f.name))
    elif isinstance(node, list | tuple):
        for item in node:
            yield from walk(item)
