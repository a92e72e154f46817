"""What the Destiny engine honours of the ability AST, node kind by node kind and field by field.

A judge trusts a replay only if the engine never guesses. So before a card acts, its parsed text
is checked against this table: a node kind the engine has no handler for, or a field set (to
anything but its default) that no handler reads, refuses the card out loud (exit 3, a page on
the site) naming the card, the ability's text span and the field, instead of executing the rest
and ignoring that part in silence.

The tables are declared, not inferred: `tests/engine/test_ast_coverage.py` enumerates every
field of every node of `judge.cards.ast` and fails when one is in none of them (a new field
must be honoured or refused on purpose), and checks that every field declared honoured is
read somewhere in the engine. Honouring a field means the engine reads it; a field honoured
only for some values is narrowed further by `HONOURED_VALUES`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from judge.cards import ast as A

HONOURED: dict[type[A.Node], frozenset[str]] = {
    A.Fixed: frozenset({"value"}),
    A.UpTo: frozenset({"value"}),
    A.UpToAmount: frozenset({"of"}),  # read as UpTo(amount) where the count is chosen
    A.AtLeast: frozenset({"value"}),
    A.AnyNumber: frozenset(),
    A.All: frozenset(),
    A.CountOf: frozenset({"of"}),
    A.ValueOf: frozenset({"of", "total"}),
    A.CostOf: frozenset({"of"}),
    A.Half: frozenset({"of", "round_up"}),
    A.HandLimit: frozenset({"player"}),
    A.CardsInHand: frozenset({"player"}),
    A.SameAsDetermined: frozenset(),
    A.AmountIf: frozenset({"condition", "then", "otherwise"}),
    A.Filter: frozenset({"kind", "value"}),
    A.Select: frozenset({"kind", "count", "controller", "filters", "zone", "owner", "each"}),
    A.Ref: frozenset({"to", "kind", "verb"}),
    A.Player: frozenset({"who"}),
    A.Both: frozenset({"items"}),
    A.Either: frozenset({"items"}),
    A.Face: frozenset(
        {
            "symbols",
            "not_symbols",
            "given_symbol",
            "value",
            "same_symbol_as",
            "same_value_as",
            "resource_cost",
        }
    ),
    A.Event: frozenset({"kinds", "subject", "actor", "amount", "symbols", "onto"}),
    A.Trigger: frozenset({"timing", "event", "would", "once_per_round"}),
    A.ControlsBattlefield: frozenset({"player"}),
    A.ControlledBy: frozenset({"subject", "player"}),
    A.DieShows: frozenset({"die", "symbols"}),
    A.CardIs: frozenset({"card", "subtype"}),
    A.HasResourceCost: frozenset({"die"}),
    A.FirstRound: frozenset(),
    A.Possible: frozenset(),
    A.ResolvingDieOf: frozenset({"subtype"}),
    A.HasNo: frozenset({"subject", "kind"}),
    A.IsIn: frozenset({"subject", "zone", "controller"}),
    A.DealIndirectDamage: frozenset({"amount", "player"}),
    A.PutOnDeck: frozenset({"cards", "where", "order_chosen"}),
    A.PlaceResources: frozenset({"amount", "on"}),
    A.GiveControl: frozenset({"what", "to"}),
    A.Reveal: frozenset({"cards"}),
    A.Search: frozenset({"cards", "zone", "player"}),
    A.Shuffle: frozenset({"cards", "into"}),
    A.TakeResources: frozenset({"amount", "source"}),
    A.RemoveTokens: frozenset({"token", "amount", "source"}),
    A.DealDamage: frozenset({"amount", "target", "unblockable", "each", "distribute", "symbols"}),
    A.GiveShields: frozenset({"amount", "target", "distribute"}),
    A.RemoveShields: frozenset({"amount", "source"}),
    A.MoveTokens: frozenset({"token", "amount", "source", "destination"}),
    A.PlaceDamage: frozenset({"amount", "target"}),
    A.Heal: frozenset({"amount", "target"}),
    # the amount only before damage is dealt (`_block_gaps`)
    A.BlockDamage: frozenset({"target", "amount"}),
    A.Discard: frozenset({"cards", "zone", "random", "chooser"}),
    A.Draw: frozenset({"amount", "player"}),
    A.DrawUntil: frozenset({"size"}),
    A.DiscardUntil: frozenset({"size"}),
    A.GainResources: frozenset({"amount", "player"}),
    A.LoseResources: frozenset({"amount", "player"}),
    A.SpendResources: frozenset({"amount", "to"}),
    A.PayCost: frozenset({"of"}),
    A.RollDice: frozenset({"dice", "named", "into"}),
    A.RerollDice: frozenset({"dice"}),
    A.RemoveDice: frozenset({"dice", "value_bonus"}),
    A.TurnDie: frozenset({"dice", "to"}),
    A.ResolveDie: frozenset(
        {
            "dice",
            "increase",
            "as_other_symbol",
            "against",
            "increase_per",
            "value_as",
            "ignore_modifier",
            "order_chosen",
            "as_yours",
            "free",
            "increase_each",
            "as_symbols",
            "unblockable",
            "keep_in_pool",
        }
    ),
    A.ResolveFace: frozenset({"die"}),
    A.SetAside: frozenset({"what"}),
    A.Exhaust: frozenset({"target"}),
    A.Ready: frozenset({"target"}),
    A.Activate: frozenset({"target", "simultaneously"}),
    A.Defeat: frozenset({"target"}),
    A.ReturnToPlay: frozenset({"target", "without_damage"}),
    A.ReturnToHand: frozenset({"card"}),
    A.MoveUpgrade: frozenset({"upgrade", "to", "source"}),
    A.Play: frozenset({"card", "zone", "free", "cost_change", "onto", "ignore_restrictions"}),
    A.LookAt: frozenset({"cards"}),
    A.AddToHand: frozenset({"card", "zone"}),
    A.TakeActions: frozenset({"amount", "player", "additional"}),
    A.EndActionPhase: frozenset(),
    A.SwapBattlefield: frozenset({"with_"}),
    A.SwapUpgrade: frozenset({"upgrade", "replacement", "ignore_restrictions"}),
    A.BecomeSupport: frozenset({"card", "ready"}),
    A.ResolveClaim: frozenset({"battlefield"}),
    A.ResolveSpecial: frozenset({"source"}),
    A.ChooseTarget: frozenset({"target", "chooser"}),
    A.ChooseSymbol: frozenset({"shown_on"}),
    A.Determine: frozenset({"count"}),
    A.Spot: frozenset({"target"}),
    A.GrantKeyword: frozenset({"target", "keyword"}),
    A.ReduceCost: frozenset({"card", "amount"}),
    A.PlaceCard: frozenset({"card", "on", "facedown"}),
    A.Prevent: frozenset({"effect"}),
    A.Waive: frozenset({"effect"}),
    A.ModifyCost: frozenset({"cards", "delta", "context", "target"}),
    A.DefineX: frozenset({"value"}),
    A.DistributeShields: frozenset({"target"}),
    A.ModifyHandLimit: frozenset({"delta", "player"}),
    A.ModifyUpkeepResources: frozenset({"delta", "player", "minimum"}),
    A.MayAttach: frozenset({"cards", "to", "ignore_restrictions"}),
    A.DeckbuildingAllowance: frozenset({"cards"}),
    A.CannotBeRemoved: frozenset({"dice", "by"}),
    A.CannotPlayOnto: frozenset({"cards", "target"}),
    A.Elite: frozenset({"target"}),
    A.OnlyOn: frozenset({"target"}),
    A.AddToTeam: frozenset({"character", "exhausted"}),
    A.EntersPlay: frozenset({"card", "exhausted", "resources"}),
    # only "before you resolve this die, increase its value" (`_change_value_gaps`)
    A.ChangeValue: frozenset({"target", "stat", "delta", "decrease"}),
    A.ChooseValue: frozenset({"attribute", "options"}),
    # "This support can be activated." (`abilities.can_be_activated`; only of the card itself)
    A.Activatable: frozenset({"card"}),
    A.Sequence: frozenset({"steps"}),
    A.Then: frozenset({"first", "then"}),
    A.May: frozenset({"effect", "player"}),
    A.Costed: frozenset({"cost", "effect"}),
    A.If: frozenset({"condition", "then", "otherwise"}),
    A.ChooseOne: frozenset({"options", "chooser"}),
    A.ChooseOptions: frozenset({"options", "count", "distinct"}),
    A.Force: frozenset({"player", "effect"}),
    A.Instead: frozenset({"effect", "replaces"}),
    A.Delayed: frozenset({"when", "effect"}),
    A.Timepoint: frozenset({"name"}),
    A.Until: frozenset({"duration", "effect"}),
    A.Unless: frozenset({"effect", "prevented_by", "player"}),
    A.Keyword: frozenset({"name"}),
    A.OnlyCharacter: frozenset({"filters"}),
    A.SpotToPlay: frozenset({"target"}),
    A.PlayOnlyIf: frozenset({"condition"}),
    A.Ability: frozenset(
        {"kind", "effect", "trigger", "optional", "cost", "condition", "keyword", "restriction"}
    ),
    A.ForEach: frozenset({"of", "effect"}),
    A.Has: frozenset({"owner", "what"}),
    A.Matches: frozenset({"subject", "what"}),
    A.Compare: frozenset({"left", "op", "right"}),
    A.Not: frozenset({"condition"}),
    A.AllOf: frozenset({"conditions"}),
    A.AnyOf: frozenset({"conditions"}),
    A.DidIt: frozenset({"player"}),
    A.Spotted: frozenset({"target"}),
    # only the prohibitions `_cannot_gaps` accepts (the others are refused there)
    A.Cannot: frozenset({"player", "effect"}),
}

# Fields that say how the text reads, not what it does (presentation and bookkeeping).
PRESENTATION: dict[type[A.Node], frozenset[str]] = {
    A.Ability: frozenset({"text", "start", "end", "typos"}),
    A.Trigger: frozenset({"wording"}),
    A.Keyword: frozenset({"reminder"}),
    A.Typo: frozenset({"text", "correction", "start", "end"}),
    A.CardText: frozenset({"text", "abilities"}),
}

# Unparsed spans are refused by `interpreter.check_parsed` with their own message.
UNPARSED: frozenset[type[A.Node]] = frozenset({A.Unparsed})

# Fields the engine does not read yet: a card that sets one is refused, with the reason.
REFUSED_FIELDS: dict[type[A.Node], dict[str, str]] = {
    A.Event: {
        "cause": "przyczyna zdarzenia (kość, efekt karty)",
        "from_zone": "strefa, z której karta odchodzi",
    },
    A.Player: {"filters": "gracz opisany warunkiem („przeciwnik, który ma …”)"},
    A.Play: {"cost_decrease": "zmniejszenie kosztu o ilość zależną od stanu gry"},
    A.ReturnToPlay: {"exhausted": "powrót postaci do gry wyczerpanej"},
}

# Node kinds with no handler yet (mostly mechanics of later sets, read from English texts).
REFUSED_KINDS: dict[type[A.Node], str] = {
    A.VariableX: "ilość X zdefiniowana tekstem karty",
    A.FightingOn: "warunek pola bitwy, na którym toczy się gra",
    A.ModifyPoints: "zmiana wartości punktowej (budowanie drużyny)",
    A.EffectOf: "efekt karty danego gracza jako przyczyna zdarzenia",
    A.AtMost: "ograniczenie „najwyżej N”",
    A.ModifyStat: "zmiana parametru karty",
    A.Flip: "odwrócenie karty",
    A.Pilots: "warunek pilotowania",
    A.GainSubtype: "zyskanie podtypu",
    A.IncludeOnlyIf: "ograniczenie budowania talii",
    A.Share: "warunek wspólnego koloru lub podtypu",
    A.ChosenNumber: "wybrana wcześniej liczba",
    A.Happened: "warunek dotyczący przebiegu rundy lub tury",
    A.CardOf: "karta, do której należy kość",
    A.RemainingHealth: "pozostałe zdrowie postaci",
    A.IsOdd: "warunek nieparzystości",
    A.LimitPer: "limit kart danego rodzaju",
    A.ModifyDieCost: "zmiana kosztu w zasobach na ściankach kości",
}

# Fields honoured only for some values (a keyword the engine plays, a filter it applies).
HONOURED_VALUES: dict[tuple[type[A.Node], str], frozenset[str]] = {
    # the kinds of ability the engine has a way to use or trigger (a plot's "setup" is a
    # later-set mechanic with no moment in the engine yet)
    (A.Ability, "kind"): frozenset(
        {
            "action",
            "power_action",
            "claim",
            "special",
            "triggered",
            "persistent",
            "integral",
            "keyword",
            "restriction",
            "effect",
        }
    ),
    (A.Keyword, "name"): frozenset({"guardian", "ambush", "redeploy"}),
    (A.ChooseValue, "attribute"): frozenset({"color", "number", "subtype", "card"}),
    # resources moved between cards (later sets) have no handler: only damage and shields
    (A.MoveTokens, "token"): frozenset({"damage", "shield"}),
    (A.Until, "duration"): frozenset({"end_of_game"}),
    (A.Ref, "to"): frozenset(
        {"self", "attached", "this_die", "it", "given", "chosen", "trigger", "just", "rest"}
    ),
    (A.Player, "who"): frozenset(
        {
            "you",
            "opponent",
            "each_opponent",
            "each_player",
            "trigger_actor",
            "given",
            "its_controller",  # not in a persistent ability (`_node_gaps`)
        }
    ),
    # the zones the discard and add-to-hand handlers take cards from (any other zone would be
    # read as the hand or the discard pile)
    (A.Discard, "zone"): frozenset({"hand", "play", "deck_top", "current", "deck"}),
    (A.AddToHand, "zone"): frozenset({"discard_pile", "deck", "current"}),
    (A.Filter, "kind"): frozenset(
        {
            # dice
            "showing",
            "not_showing",
            "showing_modifier",
            "die_of",
            "showing_value_at_least",
            "showing_given_symbol",
            "showing_value",  # of a die in a pool (not of a die a trigger names: `_trigger_gaps`)
            # cards
            "color",
            "unique",
            "non_unique",
            "exhausted",
            "ready",
            "defeated",
            "other",
            "subtype",
            "not_subtype",
            "keyword",
            "in_play",
            "affiliation",
            "not_in_use",
            "controlled_by_same_player",
            "cost_at_most",
            "stacked_on_other_copy",
            "named",
            "code",  # "a Battle Droid ([LEG]9)": the card by set and number
            "among",  # "one of those dice": the group named before (`query._among`)
            "matches",  # "those cards that are events"
            "chosen",  # "the chosen color", "that subtype" (`effects.later._choose_value`)
            "not_color",
            "damaged",
            "remaining_health_at_most",
            "elite",
            "showing_cost",
            "same_value_as",  # of a die the text named (a die chosen by a Select: refused)
            "lowest_value",
            "same_symbol_as",  # as one of the dice a Select names (a set of dice: `_node_gaps`)
            "not_matches",  # "a non-character card" (not "not a copy of": refused at run time)
            "has",
            "showing_value_at_most",
            "different",
            # applied by the selection itself
            "top",
            "random",
            "last",
            "facedown",
            "set_aside",
        }
    ),
}


@dataclass(frozen=True)
class Gap:
    """One part of a parsed ability the engine would not execute as written."""

    ability: A.Ability
    kind: str  # node kind
    field: str | None  # None: the whole node kind
    value: str | None  # for a value-restricted field: the value met
    reason: str

    def describe(self) -> str:
        where = f"„{self.ability.text}” (znaki {self.ability.start}–{self.ability.end})"
        if self.field is None:
            what = f"węzeł {self.kind} ({self.reason})"
        elif self.value is not None:
            what = f"pole {self.kind}.{self.field} = {self.value} ({self.reason})"
        else:
            what = f"pole {self.kind}.{self.field} ({self.reason})"
        return f"{what} w zdolności {where}"


def _is_default(field: dataclasses.Field[Any], value: Any) -> bool:
    if field.default is not dataclasses.MISSING:
        return bool(value == field.default)
    if field.default_factory is not dataclasses.MISSING:
        return bool(value == field.default_factory())
    return False


def gaps(text: A.CardText) -> list[Gap]:
    """Every part of `text`'s abilities the engine does not honour (empty: all executable)."""
    found: list[Gap] = []
    for ability in text.abilities:
        if not isinstance(ability, A.Ability):
            continue
        if ability.kind == "persistent" and isinstance(ability.effect, A.Discard):
            # "Discard this support if it has 3 or more damage on it": a state the engine
            # never checks, so the card would stay in play silently
            found.append(
                Gap(ability, "Discard", None, None, "samoczynne odrzucenie (zdolność trwała)")
            )
        # "dice showing a combined value of 7 or more" is read where a player has them (`Has`)
        combined = {
            id(f)
            for has in A.walk(ability)
            if isinstance(has, A.Has)
            for f in A.walk(has.what)
            if isinstance(f, A.Filter) and f.kind in COMBINED_VALUE
        }
        for node in A.walk(ability):
            if isinstance(node, A.Filter) and node.kind in COMBINED_VALUE:
                if id(node) not in combined:
                    found.append(
                        Gap(ability, "Filter", "kind", node.kind, "łączna wartość wybranych kości")
                    )
                continue
            found.extend(_node_gaps(ability, node))
    return found


# Kinds of ability whose effect happens once (a lasting ability reads players elsewhere).
ONE_SHOT_KINDS = frozenset({"triggered", "action", "power_action", "special", "effect", "claim"})

COMBINED_VALUE = frozenset({"combined_value_at_least", "combined_value_at_most"})


# The (timing, event kind) pairs of triggers the engine watches for: keep equal to the keys of
# `interpreter.triggers.MOMENT_OF` (a test checks it). A trigger on any other event (most
# events of later sets: "enters play", "begins piloting", "at the start of the round") would
# never fire, so it is a gap.
HONOURED_TRIGGER_EVENTS: frozenset[tuple[str, str]] = frozenset(
    {
        ("before", "defeated"),
        ("after", "defeated"),
        ("before", "activated"),
        ("after", "activated"),
        ("before", "played"),
        ("after", "played"),
        ("after", "discarded"),
        ("after", "rolled"),
        ("before", "takes_damage"),
        ("after", "takes_damage"),
        ("before", "gains_shields"),
        ("after", "resolved"),
        ("before", "resolved"),
        ("after", "end_of_action_phase"),
        ("after", "start_of_upkeep_phase"),
        ("after", "start_of_action_phase"),
        ("after", "setup"),
        ("after", "claimed"),
        ("after", "turned"),
        ("after", "removed"),
    }
)


def _trigger_gaps(ability: A.Ability, node: A.Trigger) -> list[Gap]:
    found = [
        Gap(ability, "Trigger", "event", kind, "silnik nie czeka jeszcze na takie zdarzenie")
        for kind in node.event.kinds
        if (node.timing, kind) not in HONOURED_TRIGGER_EVENTS
    ]
    subject = node.event.subject
    if (
        "removed" in node.event.kinds
        and isinstance(subject, A.Select)
        and not isinstance(subject.count, A.Fixed)
    ):
        # "After you remove one or more of an opponent's dice": one trigger for dice removed
        # together; the engine has a moment per die
        found.append(Gap(ability, "Trigger", "event", "removed", "kilka kości usuniętych razem"))
    if isinstance(subject, A.Select) and any(f.kind == "showing_value" for f in subject.filters):
        # "after you resolve this die showing a value of 1": the die is back on its card by
        # then; which value counts (the face's, or with its modifiers) is not settled
        found.append(
            Gap(ability, "Filter", "kind", "showing_value", "wartość kości w warunku aktywacji")
        )
    return found


def _cannot_gaps(ability: A.Ability, node: A.Cannot) -> list[Gap]:
    """The prohibitions the engine enforces: an opponent cannot remove some of your dice (Pilot
    myśliwca TIE), cards cannot be played onto a card (Imperialny Gwardzista). Any other
    ("cannot give shields", "cannot turn") would be ignored, so it is a gap."""
    effect = node.effect
    opponent = isinstance(node.player, A.Player) and node.player.who == "opponent"
    if isinstance(effect, A.RemoveDice) and opponent:
        return []
    if isinstance(effect, A.Play) and effect.onto is not None:
        return []
    return [Gap(ability, "Cannot", "effect", type(effect).__name__, "zakaz tego rodzaju")]


def _before_resolving(ability: A.Ability) -> bool:
    trigger = ability.trigger
    return trigger is not None and trigger.timing == "before" and "resolved" in trigger.event.kinds


def _change_value_gaps(ability: A.Ability, node: A.ChangeValue) -> list[Gap]:
    """A change of value the engine applies: the die about to be resolved, in the window
    before it resolves ("Before you resolve this die, increase its value by 1"). A lasting
    change of a die's sides ("the value of each of this die's sides is increased by 1") or of
    a cost has no handler."""
    target = node.target
    if (
        node.stat == "value"
        and _before_resolving(ability)
        and isinstance(target, A.Ref)
        and target.to in ("it", "this_die")
    ):
        return []
    return [Gap(ability, "ChangeValue", None, None, "zmiana wartości poza rozpatrywaną kością")]


def _node_gaps(ability: A.Ability, node: A.Node) -> list[Gap]:
    kind = type(node)
    name = kind.__name__
    if kind in UNPARSED:
        return []
    if isinstance(node, A.ChangeValue):
        change_gaps = _change_value_gaps(ability, node)
        if change_gaps:
            return change_gaps
    if isinstance(node, A.BlockDamage) and node.amount is not None:
        trigger = ability.trigger
        if not (
            trigger is not None
            and trigger.timing == "before"
            and "takes_damage" in trigger.event.kinds
        ):
            return [Gap(ability, name, "amount", None, "zablokowanie części obrażeń")]
    if (
        isinstance(node, A.ResolveDie)
        and node.as_symbols
        and isinstance(node.dice, A.Select)
        and isinstance(node.dice.count, A.All)
    ):
        # "You may resolve your dice showing a focus as if they were indirect damage": a
        # standing permission for every resolution, not one resolution now
        return [Gap(ability, name, "as_symbols", None, "stałe pozwolenie na zmianę symbolu")]
    if (
        isinstance(node, A.Filter)
        and node.kind in ("matches", "not_matches")
        and any(isinstance(n, A.Select) and n.kind == "copy" for n in A.walk(node.value))
    ):
        # "a vehicle that is not a copy of this support": is the support itself one?
        return [Gap(ability, name, "kind", node.kind, "kopia karty w filtrze")]
    if isinstance(node, A.Filter) and node.kind == "same_symbol_as" and node.value is None:
        # "2 of your dice showing the same symbol": a condition on the dice chosen together
        return [Gap(ability, name, "kind", node.kind, "kości wybrane razem o jednym symbolu")]
    if isinstance(node, A.Activatable) and not (
        isinstance(node.card, A.Ref) and node.card.to == "self" and ability.condition is None
    ):
        return [Gap(ability, name, "card", None, "aktywowanie innej karty lub pod warunkiem")]
    if (
        isinstance(node, A.Player)
        and node.who == "its_controller"
        and ability.kind
        not in ("triggered", "action", "power_action", "special", "effect", "claim")
    ):
        # a lasting ability reads `who` in places that do not know "its controller"
        return [Gap(ability, name, "who", node.who, "kontrolujący karty w stałej zdolności")]
    if isinstance(node, A.ResolveDie) and _before_resolving(ability):
        # "before you resolve this die, … to resolve it against any number of characters":
        # a change of how the die resolves, not a second resolution
        return [Gap(ability, name, None, None, "zmiana sposobu rozpatrzenia kości")]
    if isinstance(node, A.Cannot):
        cannot_gaps = _cannot_gaps(ability, node)
        if cannot_gaps:
            return cannot_gaps
    if isinstance(node, A.Trigger):
        trigger_gaps = _trigger_gaps(ability, node)
        if trigger_gaps:
            return trigger_gaps
    if kind in REFUSED_KINDS:
        return [Gap(ability, name, None, None, REFUSED_KINDS[kind])]
    honoured = HONOURED.get(kind)
    shown = PRESENTATION.get(kind, frozenset())
    if honoured is None and not shown:
        return [Gap(ability, name, None, None, "nieznany silnikowi rodzaj węzła")]
    honoured = honoured or frozenset()
    refused = REFUSED_FIELDS.get(kind, {})
    found: list[Gap] = []
    for field in dataclasses.fields(node):  # type: ignore[arg-type]
        value = getattr(node, field.name)
        if field.name in shown or _is_default(field, value):
            continue
        if field.name in refused:
            found.append(Gap(ability, name, field.name, None, refused[field.name]))
        elif field.name not in honoured:
            found.append(Gap(ability, name, field.name, None, "pole nieznane silnikowi"))
        elif (
            (kind, field.name) in HONOURED_VALUES
            and isinstance(value, str)
            and value not in HONOURED_VALUES[(kind, field.name)]
        ):
            found.append(
                Gap(ability, name, field.name, value, "tej wartości silnik jeszcze nie zna")
            )
    return found


def pool_figures(records: Iterable[Any]) -> dict[str, Any]:
    """How much of a card pool the engine would execute as written, per text language.

    For each language: `texts`, `parsed` (the grammar understood all of it) and `honoured`
    (parsed, and every node and field is one the engine executes: no `Gap`). This is a static
    reading of the ASTs, an upper bound of what replays: it proves no part is ignored, not that
    every handler is right (the golden scenarios and tests do that).
    """
    from judge.cards.parse import parse_card_text

    counts: dict[str, dict[str, int]] = {}
    for record in records:
        if not record.text:
            continue
        lang = "en" if record.lang == "en" else "pl"
        row = counts.setdefault(lang, {"texts": 0, "parsed": 0, "honoured": 0})
        row["texts"] += 1
        parsed = parse_card_text(record.text, lang)
        if parsed.ok:
            row["parsed"] += 1
            if not gaps(parsed):
                row["honoured"] += 1
    return {
        lang: {**row, "honoured_rate": round(row["honoured"] / row["texts"], 3)}
        for lang, row in sorted(counts.items())
    }
