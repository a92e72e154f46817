"""What the LCG engine honours of a card text, declared in tables and checked before a card
acts (the same contract as Destiny's `coverage.py`).

* `HONOURED_KINDS`: the ability kinds the engine runs (a restriction about deck building is
  honoured by not mattering to a replay: it is listed in `INERT_RESTRICTIONS`);
* `HONOURED`: per node class, the fields a handler reads; a field set to anything but its
  default outside this set refuses the text;
* `HONOURED_VALUES`: fields honoured only for some values (the keywords the engine plays, the
  event verbs it watches for, the conditions it tests);
* an `Unparsed` line refuses the card.

`problems(text)` lists (ability span, reason) for everything not honoured; the engine stops
(exit 3) on the first card with one, naming the card, the field and the span.
`tests/lcg/test_coverage.py` checks that every node class of the AST is decided here.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from judge.cards.lcg import ast as A

HONOURED_KINDS = {"keyword", "enhance", "persistent", "effect", "reaction", "interrupt", "action"}

INERT_RESTRICTIONS = {
    "affiliation_only",  # deck building
    "limit_per_deck",
    "deck_must_contain",
    "starting_reserve",
    "phase_sequence",
}

# Fields a handler reads, per node class. Presentation fields (spans, text) are free.
PRESENTATION = {"text", "start", "end", "reminder", "node"}
HONOURED: dict[str, set[str]] = {
    "Ability": {"kind", "forced", "trigger", "effect", "keyword", "limit", "target", "restriction"},
    "Keyword": {"name", "value", "protects"},
    "Trigger": {"timing", "events"},
    "Event": {"verb", "subject", "qualifiers", "object"},
    "Limit": {"times", "period"},
    "Amount": {"value"},
    "Select": {
        "kinds",
        "count",
        "each",
        "target",
        "other",
        "controller",
        "traits",
        "not_traits",
        "affiliations",
        "not_affiliations",
        "names",
        "states",
        "not_states",
        "filters",
        "side",
        "either",
        "zone",
        "zone_owner",
    },
    "Zone": {"name", "owner"},
    "Look": {"what"},
    "PutIntoPlay": {"what", "source"},
    "Ref": {"name", "kind"},
    "Compare": {"attr", "op", "value"},
    "Icon": {"icon", "edge", "count"},
    "Stat": {"stat", "delta"},
    "KeywordGain": {"keyword", "value"},
    "Gain": {"who", "gains", "lose"},
    "Deal": {"amount", "target"},
    "Place": {"token", "amount", "target"},
    "Remove": {"token", "amount", "target"},
    "Focus": {"what"},
    "Spend": {"amount", "affiliation"},
    "Draw": {"amount"},
    "Discard": {"what", "random", "chooser"},
    "Destroy": {"what"},
    "Cancel": {"what"},
    "Sequence": {"effects"},
    "Then": {"first", "then"},
    "CostFor": {"cost", "effect"},
    "Conditional": {"condition", "then"},
    "Condition": {"test", "subject", "object", "negated", "value"},
    "While": {"condition", "effect"},
    "Must": {"effect", "who"},
    "Contribute": {"who", "amount", "during"},
    "Other": {"rule", "who", "object"},
    "Reserve": {"delta", "sign", "player"},
    # only "deal N point(s) of that damage to ... instead" (checked in `node_problem`)
    "Instead": {"effect"},
    # only "take N card(s) at random from <a player>'s hand" (checked in `node_problem`)
    "Move": {"what", "destination"},
    "Capture": {"what", "at"},
}
# Node classes no handler executes yet, with the reason a judge reads when a card stops.
NOT_EXECUTED = "efekt tego rodzaju nie jest jeszcze wykonywany przez silnik"
REFUSED: dict[str, str] = {
    name: NOT_EXECUTED
    for name in (
        "AbilityGain",
        "ActorEffect",
        "AddToHand",
        "Attribute",
        "Choose",
        "ChooseObject",
        "Commit",
        "CostModifier",
        "DamageCost",
        "Definition",
        "Delayed",
        "Dial",
        "Duration",
        "During",
        "Engage",
        "ForEach",
        "Optional",
        "Prevent",
        "Prohibition",
        "RemoveFromEngagement",
        "Rescue",
        "Return",
        "Reveal",
        "Sacrifice",
        "Search",
        "SetBalance",
        "Shuffle",
        "Strike",
        "TakeControl",
        "TargetSelect",
        "Treat",
        "TurnFaceup",
        "Until",
    )
}
# Containers and markers, never executed themselves.
STRUCTURAL = {"CardText", "Restriction", "Unparsed"}

HONOURED_VALUES: dict[tuple[str, str], set[Any]] = {
    ("Keyword", "name"): {
        "elite",
        "shielding",
        "targeted_strike",
        "edge",
        "protect",
        "limited",
        "no_enhancements",
    },
    ("Event", "verb"): {
        "enters_play",
        "focused_to_strike",
        "play",
        "begins",
        "commit",
        "dealt_damage",
        "destroyed",
        "played",
    },
    ("Event", "qualifiers"): {"would"},
    ("Limit", "period"): {"turn", "phase"},
    ("Condition", "test"): {"destroyed", "attacking_player", "is", "participating", "balance"},
    ("Zone", "name"): {"hand"},
    ("PutIntoPlay", "source"): {"hand"},
    ("Other", "rule"): {"lose_game", "place_faceup"},
    ("Contribute", "during"): {"force_struggle"},
    ("Ref", "name"): {
        "this",
        "enhanced",
        "that",
        "it",
        "engaged_objective",
        "you",
        "opponent",
        "an_opponent",
        "each_opponent",
        "targeted",
        "that_damage",
        "play_area",
        "your_turn",
        "opponent_turn",
        "he",
        "first_edge_card",
        "its",
        "those",
    },
    ("Place", "token"): {"focus", "shield", "damage"},
    ("Remove", "token"): {"focus", "damage", "shield"},
}


def problems(text: A.CardText) -> list[tuple[A.Ability, str]]:
    """Every ability of the text the engine would not execute as written, with the reason."""
    out: list[tuple[A.Ability, str]] = []
    for ability in text.abilities:
        reason = ability_problem(ability)
        if reason:
            out.append((ability, reason))
    return out


def ability_problem(ability: A.Ability) -> str | None:
    if ability.unparsed is not None:
        return f"tekst nierozpoznany przez gramatykę ({ability.unparsed.reason})"
    if ability.kind == "restriction":
        rule = ability.restriction.rule if ability.restriction else "?"
        if rule in INERT_RESTRICTIONS:
            return None
        return f"ograniczenie „{rule}” nie jest obsługiwane przez silnik"
    if ability.kind not in HONOURED_KINDS:
        return f"rodzaj zdolności „{ability.kind}” nie jest obsługiwany"
    return node_problem(ability)


# Fields honoured only under a parent field: a comparison reads "2 or lower" from its `op`.
HONOURED_UNDER: dict[tuple[str, str], dict[str, set[str]]] = {
    ("Compare", "value"): {"Amount": {"value", "at_least", "at_most"}},
    ("Instead", "effect"): {"Deal": {"amount", "target", "from_damage"}},
    ("Move", "what"): {"Select": {"kinds", "count", "zone", "zone_owner", "position"}},
}


# Effects an "If <condition>, <other effect> instead." right after them may replace.
REPLACEABLE = (A.Place, A.Deal, A.Remove, A.Draw)


def replacement_of(item: Any, following: Any) -> bool:
    """Whether `following` is "If <condition>, <effect> instead." replacing `item` (the
    effect before it in the same sequence): the engine resolves one of the two."""
    return (
        isinstance(item, REPLACEABLE)
        and isinstance(following, A.Conditional)
        and following.instead
        and following.otherwise is None
        and isinstance(following.then, A.Instead)
    )


def _is_take(node: A.Move) -> bool:
    what = node.what
    return (
        isinstance(node.destination, A.Ref)
        and node.destination.name == "you"
        and isinstance(what, A.Select)
        and what.zone == "hand"
        and what.position == "random"
    )


def node_problem(node: Any, path: str = "", under: dict[str, set[str]] | None = None) -> str | None:
    if isinstance(node, list):
        for index, item in enumerate(node):
            found = node_problem(item, f"{path}[{index}]", under)
            if found:
                return found
        return None
    if not isinstance(node, A.Node):
        return None
    name = type(node).__name__
    if isinstance(node, A.Sequence):
        where = f"{path}.effects" if path else "Sequence.effects"
        for index, item in enumerate(node.effects):
            previous = node.effects[index - 1] if index else None
            if (
                replacement_of(previous, item)
                and isinstance(item, A.Conditional)
                and isinstance(item.then, A.Instead)
            ):
                found = node_problem(item.condition, f"{where}[{index}].condition") or node_problem(
                    item.then.effect, f"{where}[{index}].then.effect"
                )
            else:
                found = node_problem(item, f"{where}[{index}]")
            if found:
                return found
        return None
    if isinstance(node, A.Instead) and not (
        isinstance(node.effect, A.Deal) and node.effect.from_damage
    ):
        return f"{path or name}: „Instead” — {NOT_EXECUTED} (poza przeniesieniem obrażeń)"
    if isinstance(node, A.Move) and not _is_take(node):
        return f"{path or name}: „Move” — {NOT_EXECUTED} (poza wzięciem losowych kart z ręki)"
    honoured = (under or {}).get(name) or HONOURED.get(name)
    if honoured is None:
        reason = REFUSED.get(name, "nieznany węzeł")
        return f"{path or name}: „{name}” — {reason}"
    for f in fields(node):
        if f.name in PRESENTATION:
            continue
        value = getattr(node, f.name)
        if value is None or value is False or value == [] or value == "":
            continue
        where = f"{path}.{f.name}" if path else f"{name}.{f.name}"
        if f.name not in honoured:
            return f"{where}: pole nie jest obsługiwane przez silnik"
        allowed = HONOURED_VALUES.get((name, f.name))
        if allowed is not None:
            values = value if isinstance(value, list) else [value]
            for item in values:
                if isinstance(item, str) and item not in allowed:
                    return f"{where} = „{item}”: wartość nie jest obsługiwana przez silnik"
        found = node_problem(value, where, HONOURED_UNDER.get((name, f.name)))
        if found:
            return found
    return None
