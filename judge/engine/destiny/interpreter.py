"""The card-ability interpreter: executes the grammar's AST (`judge.cards.ast`).

There is no code per card here: every function handles one *node type* of the AST (a trigger,
a target selection, an effect such as `DealDamage`, a structure such as `Then`), calling the
rules modules (`damage`, `dicerules`, `zones`, `play`, `timing`) that implement the rules the
node stands for. Cards differ only in the trees their Polish text parses to.

An ability runs in a context (`Ctx`): the card it is on (`self`), the player resolving it
("you"), the player performing the current part (an opponent inside "zmuś dowolnego
przeciwnika, aby …"), the die being resolved (`this_die`), the moment that triggered it, and
the objects it has named so far (what `Ref(to="it")`, "chosen", "just discarded" point to).
Every effect returns whether it resolved *in full*: "Następnie" runs its second part only then
(RR cz. 7 › efekty „następnie”), and a cost (", aby …") must be paid in full for its effect to
happen. Choices go through `Engine.decide` under keys named after the card
(`<card>.target`, `<card>.use`, `<card>.choice`, …).
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from judge.cards import ast as A
from judge.cards.parse import parse_card_text
from judge.engine.core.errors import EngineStop, Refusal
from judge.engine.destiny import coverage, damage, dicerules, faces, timing, zones
from judge.engine.destiny import polish as pl
from judge.engine.destiny.moments import Moment

if TYPE_CHECKING:
    from judge.cards.model import DieFace
    from judge.engine.destiny.actions import Plan
    from judge.engine.destiny.cards import CardDef
    from judge.engine.destiny.dicerules import Group
    from judge.engine.destiny.engine import Engine
    from judge.engine.destiny.state import Delayed
    from judge.engine.destiny.timing import Trigger

# --- parsing -----------------------------------------------------------------------------------


@lru_cache(maxsize=2048)
def _parse(text: str, lang: str = "pl") -> A.CardText:
    return parse_card_text(text, lang)


@lru_cache(maxsize=2048)
def _gaps(text: str, lang: str = "pl") -> tuple[coverage.Gap, ...]:
    return tuple(coverage.gaps(_parse(text, lang)))


def text_language(defn: CardDef) -> str:
    """A card known only by its English text is read by the English grammar (the same AST);
    every other text (database, scenario, erratum) is Polish."""
    return "en" if defn.text_source == "english" else "pl"


def parsed_text(defn: CardDef) -> A.CardText | None:
    return _parse(defn.text, text_language(defn)) if defn.text else None


def card_text(defn: CardDef) -> A.CardText | None:
    """The parsed text of a card the engine is about to use; a text the grammar does not
    fully understand, or one the engine would not execute in full, stops the engine here
    (`check_parsed`), so a card that never acts (one left in the deck of a team-validation
    scenario) may have any text."""
    parsed = parsed_text(defn)
    if parsed is not None and (not parsed.ok or _gaps(defn.text, text_language(defn))):
        check_parsed(defn)
    return parsed


def abilities(defn: CardDef) -> tuple[A.Ability, ...]:
    """The parsed abilities of a card (unparsed parts stop the engine: `check_parsed`)."""
    parsed = card_text(defn)
    if parsed is None:
        return ()
    return tuple(a for a in parsed.abilities if isinstance(a, A.Ability))


def ability(defn: CardDef, index: int) -> A.Ability:
    parsed = card_text(defn)
    assert parsed is not None
    node = parsed.abilities[index]
    assert isinstance(node, A.Ability)
    return node


def indexed(defn: CardDef) -> list[tuple[int, A.Ability]]:
    parsed = card_text(defn)
    if parsed is None:
        return []
    return [(i, a) for i, a in enumerate(parsed.abilities) if isinstance(a, A.Ability)]


def check_parsed(defn: CardDef) -> None:
    """Stop (exit 3) when a card's text has parts the grammar did not understand, or parts
    the engine does not honour (`coverage`): a replay never executes part of a card."""
    parsed = parsed_text(defn)
    if parsed is None:
        return
    if parsed.ok:
        gaps = _gaps(defn.text, text_language(defn))
        if gaps:
            raise EngineStop(
                f"Karta {defn.name} ({defn.code}): silnik nie wykonuje jeszcze całego tekstu tej "
                f"karty ({'; '.join(gap.describe() for gap in gaps)}). Zamiast pominąć tę część "
                "i pokazać niepewny przebieg, zatrzymuje się: tę interakcję trzeba rozstrzygnąć "
                "według tekstu karty i zasad."
            )
        return
    spans = "; ".join(f"„{u.text}” (znaki {u.start}–{u.end})" for u in parsed.unparsed)
    hint = ""
    if defn.text_source == "english":
        hint = (
            " Baza kart ma tylko tekst angielski, a gramatyka angielska nie rozumie go w "
            "całości: podaj polski tekst karty w scenariuszu (pole `text:`)."
        )
    raise EngineStop(
        f"Karta {defn.name} ({defn.code}): gramatyka nie rozpoznała fragmentu tekstu: {spans}."
        + hint
    )


# --- keywords and persistent abilities ---------------------------------------------------------


def printed_keywords(defn: CardDef) -> set[str]:
    return {a.keyword.name for a in abilities(defn) if a.kind == "keyword" and a.keyword}


def _persistent(g: Engine, source: str) -> Iterable[A.Ability]:
    defn = g.defn(source)
    for ab in abilities(defn):
        if ab.kind == "persistent" and (
            ab.condition is None or _condition(_ctx(g, source), ab.condition)
        ):
            yield ab


def granted_keywords(g: Engine, source: str, cid: str) -> set[str]:
    found: set[str] = set()
    for ab in _persistent(g, source):
        if isinstance(ab.effect, A.GrantKeyword) and _refers_to(g, source, ab.effect.target, cid):
            found.add(ab.effect.keyword)
    return found


def deckbuilding_allows(g: Engine, source: str, cid: str) -> bool:
    """Whether a persistent ability of `source` lets card `cid` into its player's deck despite
    its affiliation (Finn: "W swojej talii możesz zawrzeć czerwone bronie złoczyńców oraz
    czerwone pojazdy złoczyńców"). Matched on the filters (subtype, colour, affiliation): a
    vehicle may be an upgrade or a support."""
    for ab in abilities(g.defn(source)):
        if ab.kind != "persistent" or not isinstance(ab.effect, A.DeckbuildingAllowance):
            continue
        cards = ab.effect.cards
        items = cards.items if isinstance(cards, A.Both | A.Either) else (cards,)
        ctx = _ctx(g, source)
        for item in items:
            if isinstance(item, A.Select) and _filters_ok(ctx, cid, item.filters):
                return True
    return False


def hand_limit_bonus(g: Engine, source: str, pid: str) -> int:
    total = 0
    for ab in _persistent(g, source):
        effect = ab.effect
        if isinstance(effect, A.ModifyHandLimit):
            owner = g.s.card(source).controller
            if (effect.player == "you") == (owner == pid):
                total += effect.delta
    return total


def upkeep_modifier(g: Engine, source: str, pid: str) -> tuple[int, int]:
    """(delta, minimum) of persistent changes to the resources `pid` gains in upkeep."""
    delta, minimum = 0, 0
    owner = g.s.card(source).controller
    for ab in _persistent(g, source):
        effect = ab.effect
        if not isinstance(effect, A.ModifyUpkeepResources):
            continue
        who = effect.player.who if isinstance(effect.player, A.Player) else "you"
        applies = (pid == owner) if who == "you" else (pid != owner)
        if applies:
            delta += effect.delta
            minimum = max(minimum, effect.minimum)
    return delta, minimum


def x_value(g: Engine, home: str | None, player: str) -> int:
    """The value X of a die face, as its card defines it ("X na tej kości jest równy …"); an
    integral ability, so it applies whether or not the card is in play."""
    if home is None:
        return 0
    for ab in abilities(g.defn(home)):
        if isinstance(ab.effect, A.DefineX):
            return _amount(_ctx(g, home, controller=player), ab.effect.value)
    return 0


def distributes_die_shields(defn: CardDef) -> bool:
    return any(
        ab.kind == "integral" and isinstance(ab.effect, A.DistributeShields)
        for ab in abilities(defn)
    )


def die_protected(g: Engine, did: str, remover: str) -> bool:
    """Whether a persistent ability forbids `remover` to remove this die (Pilot myśliwca TIE:
    "your other dice showing ranged damage cannot be removed by an opponent")."""
    die = g.s.die(did)
    if die.owner == remover:
        return False
    for source in _ability_holders(g):
        for ab in _persistent(g, source):
            effect = ab.effect
            if not isinstance(effect, A.CannotBeRemoved) or effect.by != "opponent":
                continue
            if g.s.card(source).controller != die.owner:
                continue
            ctx = _ctx(g, source)
            if did in _candidates(ctx, effect.dice, exclude_self_die=True):
                return True
    return False


def on_enter_play(g: Engine, cid: str) -> None:
    """Persistent effects that act when their card enters play: "Postać … jest elitarna
    (umieść na jej karcie drugą kopię jej kości)" takes the second die from the set-aside
    zone; with none there, or when the character is already elite, nothing happens
    (Trening clarification)."""
    for ab in abilities(g.defn(cid)):
        if ab.kind != "persistent" or not isinstance(ab.effect, A.Elite):
            continue
        for target in (
            _resolve_ref(_ctx(g, cid), ab.effect.target)
            if isinstance(ab.effect.target, A.Ref)
            else []
        ):
            character = g.s.card(target)
            if len(character.dice) >= 2:
                g.emit(
                    "note",
                    f"{g.name(target)} jest już elitarna: to nic nie robi.",
                    {"card": target},
                    rules=("effects",),
                )
                continue
            code = g.defn(target).code
            spare = [
                d
                for d in g.s.player(character.owner).set_aside_dice
                if g.s.die(d).home is None
                and ("die:" + d) in g.cards
                and g.defn("die:" + d).code == code
            ]
            if not spare:
                g.emit(
                    "note",
                    f"W strefie bocznej nie ma drugiej kości postaci {g.name(target)}: "
                    "zdolność nic nie robi.",
                    {"card": target},
                    rules=("set_aside",),
                )
                continue
            g.emit(
                "die_home",
                f"Druga kość {spare[0]} należy teraz do {g.name(target)}.",
                {"die": spare[0], "home": target},
                rules=("effects",),
            )
            g.emit(
                "die_off",
                f"Kość {spare[0]} kładziona na karcie {g.name(target)} (postać jest elitarna).",
                {"die": spare[0], "to": "card"},
                rules=("effects",),
            )


def _ability_holders(g: Engine) -> list[str]:
    from judge.engine.destiny.abilities import _cards_in_play

    return _cards_in_play(g)


def _refers_to(g: Engine, source: str, target: Any, cid: str) -> bool:
    if isinstance(target, A.Ref):
        if target.to == "attached":
            return g.s.card(source).attached_to == cid
        if target.to == "self":
            return source == cid
        return False
    if isinstance(target, A.Select):
        return cid in _candidates(_ctx(g, source), target)
    return False


# --- play restrictions and costs -----------------------------------------------------------------


def play_restriction_problem(g: Engine, actor: str, cid: str, target: Any) -> str | None:
    """Why `cid` may not be played (on `target`), or None (RR cz. 8 › ograniczenia zagrania,
    wyznaczanie; persistent prohibitions such as Imperialny Gwardzista's)."""
    defn = g.defn(cid)
    ignore = isinstance(target, str) and _may_attach_ignoring(g, cid, target)
    for ab in abilities(defn):
        if ab.kind != "restriction" or ab.restriction is None:
            continue
        restriction = ab.restriction
        ctx = _ctx(g, cid, controller=actor)
        if isinstance(restriction, A.OnlyCharacter) and not ignore:
            if not isinstance(target, str) or not _filters_ok(ctx, target, restriction.filters):
                return (
                    f"{g.name(cid)}: ograniczenie zagrania „{pl.plain(ab.text)}” — postać "
                    f"{g.name(target) if isinstance(target, str) else '?'} go nie spełnia."
                )
        elif isinstance(restriction, A.SpotToPlay):
            if not _spottable(ctx, restriction.target):
                return (
                    f"{g.name(cid)}: „{pl.plain(ab.text)}” — gracz nie ma w grze takiej postaci do "
                    "wyznaczenia."
                )
        elif isinstance(restriction, A.PlayOnlyIf) and not _condition(ctx, restriction.condition):
            return f"{g.name(cid)}: warunek zagrania „{pl.plain(ab.text)}” nie jest spełniony."
    if isinstance(target, str):
        for source in _ability_holders(g):
            for ab in _persistent(g, source):
                effect = ab.effect
                if (
                    isinstance(effect, A.CannotPlayOnto)
                    and _refers_to(g, source, effect.target, target)
                    and _card_matches(_ctx(g, source), cid, effect.cards)
                ):
                    return f"{g.name(source)}: „{pl.plain(ab.text)}”."
    return None


def _may_attach_ignoring(g: Engine, cid: str, target: str) -> bool:
    for ab in _persistent(g, target):
        effect = ab.effect
        if (
            isinstance(effect, A.MayAttach)
            and effect.ignore_restrictions
            and _card_matches(_ctx(g, target), cid, effect.cards)
        ):
            return True
    return False


def cost_modifier(g: Engine, actor: str, cid: str, target: Any) -> int:
    """Persistent cost changes (Padawan: attaching a weapon to it costs 1 less while it has
    no upgrade)."""
    delta = 0
    for source in _ability_holders(g):
        for ab in _persistent(g, source):
            effect = ab.effect
            if not isinstance(effect, A.ModifyCost):
                continue
            if effect.context == "attach_to" and not (
                isinstance(target, str) and _refers_to(g, source, effect.target, target)
            ):
                continue
            if _card_matches(_ctx(g, source), cid, effect.cards):
                delta += effect.delta
    return delta


def optional_cost_reduction(g: Engine, actor: str, cid: str) -> int:
    """How much "before you play" abilities could still reduce the cost (Spaja wszystkie
    rzeczy); used only to decide whether an attempt to play is hopeless."""
    moment = Moment("play_card", actor, cid, {"type": g.defn(cid).type}, label="")
    total = 0
    for source in _ability_holders(g):
        for trigger in triggers(g, source, moment, "before", probe=True):
            ab = ability(g.defn(source), trigger.ability)
            for node in A.walk(ab.effect):
                if isinstance(node, A.ReduceCost) and isinstance(node.amount, A.Fixed):
                    total += node.amount.value
    return total


# --- triggers ------------------------------------------------------------------------------------

MOMENT_OF = {
    ("before", "defeated"): "defeat",
    ("after", "defeated"): "defeated",
    ("before", "activated"): "activate",
    ("after", "activated"): "activated",
    ("before", "played"): "play_card",
    ("after", "played"): "played",
    ("after", "discarded"): "discard_from_hand",
    ("after", "rolled"): "roll_die",
    # "Przed tym, jak ta postać otrzyma obrażenia" is applied before shields block, when the
    # damage is dealt: the FAQ on Hrabia Dooku and Admirał Ackbar has Dooku's shield, gained
    # in that window, block the die's damage.
    ("before", "takes_damage"): "deal_damage",
    ("after", "takes_damage"): "take_damage",
    ("before", "gains_shields"): "gain_shields",
    ("after", "resolved"): "resolved",
}


def triggers(
    g: Engine, cid: str, moment: Moment, when: str, *, probe: bool = False
) -> list[Trigger]:
    """The triggered abilities of card `cid` (in play) that `moment` meets at `when`."""
    from judge.engine.destiny.timing import Trigger

    found: list[Trigger] = []
    card = g.s.cards.get(cid)
    if card is None:
        return found
    defn = g.defn(cid)
    for index, ab in indexed(defn):
        trigger = ab.trigger
        if ab.kind != "triggered" or trigger is None:
            continue
        timing_key = "before" if trigger.timing == "before" else "after"
        if timing_key != when:
            continue
        if not any(MOMENT_OF.get((when, kind)) == moment.kind for kind in trigger.event.kinds):
            continue
        ctx = _ctx(g, cid)
        if not _event_matches(ctx, trigger.event, moment):
            continue
        counter = f"round:{cid}:{index}"
        if trigger.once_per_round and g.s.counters.get(counter, 0):
            continue
        if trigger.once_per_round and not probe:
            g.emit(
                "counter",
                f"{g.name(cid)}: pierwszy raz w tej rundzie — zdolność się aktywuje.",
                {"key": counter, "delta": 1},
                rules=("trigger_condition",),
            )
        replacement = isinstance(ab.effect, A.Instead) and ab.effect.replaces is None
        found.append(
            Trigger(
                source=cid,
                ability=index,
                controller=card.controller,
                label=pl.plain(ab.text),
                optional=ab.optional,
                replacement=replacement or trigger.would,
                would=trigger.would,
                context={"moment": moment.to_json(), "attached": card.attached_to},
            )
        )
    return found


def _event_matches(ctx: Ctx, event: A.Event, moment: Moment) -> bool:
    g = ctx.g
    you = ctx.controller
    if event.actor == "you" and moment.player != you:
        return False
    if event.actor == "opponent" and (moment.player is None or moment.player == you):
        return False
    if event.symbols:
        kinds = {"MD": "melee", "RD": "ranged"}
        if moment.data.get("kind") not in {kinds.get(s) for s in event.symbols}:
            return False
    if isinstance(event.amount, A.AtLeast) and int(moment.data.get("amount", 1)) < (
        event.amount.value
    ):
        return False
    if event.onto is not None:
        target = moment.data.get("target")
        if not isinstance(target, str) or not _object_matches(ctx, event.onto, target):
            return False
    subject = event.subject
    if subject is None:
        return True
    if isinstance(subject, A.Select) and subject.zone is not None:
        # "ze swojej ręki": only a card played or discarded from that zone triggers it
        if not _moment_from_zone(moment, subject.zone):
            return False
        subject = dataclasses.replace(subject, zone=None)
    if isinstance(subject, A.Select) and any(f.kind == "last" for f in subject.filters):
        if not moment.data.get("last_card"):
            return False
        subject = A.Select(
            kind=subject.kind,
            count=subject.count,
            controller=subject.controller,
            filters=tuple(f for f in subject.filters if f.kind != "last"),
        )
    if moment.subject is None:
        return False
    if moment.kind == "resolved" and isinstance(subject, A.Select):
        # The die is back on its card: its face is the one it was resolved with.
        symbol = moment.data.get("symbol")
        for flt in subject.filters:
            if flt.kind == "showing" and symbol not in flt.value:
                return False
            if flt.kind == "not_showing" and symbol in flt.value:
                return False
        faceless = tuple(f for f in subject.filters if f.kind not in ("showing", "not_showing"))
        die = g.s.dice.get(moment.subject)
        if die is None or subject.kind != "die":
            return False
        if subject.controller != "any" and die.owner not in _players(ctx, subject.controller):
            return False
        return _filters_ok(ctx, moment.subject, faceless)
    if moment.kind in ("play_card", "played") and isinstance(subject, A.Select):
        # The card being played is not in play yet: match it by its own properties.
        return _card_matches(ctx, moment.subject, subject)
    _ = g
    return _object_matches(ctx, subject, moment.subject)


ZONE_OF = {"hand": "hand", "discard_pile": "discard", "deck": "deck", "deck_top": "deck"}


def _moment_from_zone(moment: Moment, zone: str) -> bool:
    """Whether the card of a "played"/"discarded" moment came from `zone` (a grammar zone)."""
    if moment.kind == "discard_from_hand":
        return ZONE_OF.get(zone) == "hand"
    if moment.kind in ("play_card", "played"):
        return moment.data.get("from") == ZONE_OF.get(zone, zone)
    return True


def _object_matches(ctx: Ctx, node: Any, obj: str) -> bool:
    g = ctx.g
    if isinstance(node, A.Ref):
        if node.to == "self":
            return obj == ctx.source
        if node.to == "attached":
            return ctx.source is not None and g.s.card(ctx.source).attached_to == obj
        if node.to == "this_die":
            return ctx.source is not None and obj in g.s.card(ctx.source).dice
        return False
    if isinstance(node, A.Select):
        if obj in g.s.dice:
            return node.kind == "die" and obj in _candidates(ctx, node)
        return _card_matches(ctx, obj, node)
    if isinstance(node, A.Either):
        return any(_object_matches(ctx, item, obj) for item in node.items)
    return False


# --- the context -----------------------------------------------------------------------------


@dataclass
class Ctx:
    g: Engine
    source: str | None
    controller: str
    performer: str
    ability: int = -1
    die: str | None = None
    moment: dict[str, Any] | None = None
    moment_obj: Moment | None = None
    recent: list[tuple[str, str]] = field(default_factory=list)  # (kind, id), newest last
    bound: dict[str, Any] = field(default_factory=dict)
    outcome: dict[str, Any] = field(default_factory=dict)
    key: str = ""
    root: Any = None

    def push(self, kind: str, ident: str) -> None:
        self.recent.append((kind, ident))

    def sub(self, **changes: Any) -> Ctx:
        values = {**self.__dict__, **changes}
        values["recent"] = list(self.recent) if "recent" not in changes else changes["recent"]
        return Ctx(**values)


def _ctx(g: Engine, source: str | None, *, controller: str | None = None) -> Ctx:
    owner = controller
    if owner is None:
        owner = g.s.card(source).controller if source and source in g.s.cards else (g.s.turn or "")
    return Ctx(g=g, source=source, controller=owner, performer=owner, key=source or "efekt")


def _showing_cost(face: DieFace | None) -> int:
    """The resource cost of the face a die shows (0 for none)."""
    return face.cost if face is not None and face.cost else 0


def _showing_symbol(face: DieFace | None) -> str | None:
    """The symbol of the face a die shows (None for a die showing nothing)."""
    return face.symbol if face is not None else None


def _kind_of(g: Engine, ident: str) -> str:
    if ident in g.s.dice:
        return "die"
    if ident in g.s.cards:
        return g.s.card(ident).kind
    return "player"


KIND_MATCH = {
    "card": ("character", "upgrade", "support", "event", "battlefield", "unknown"),
    "character": ("character",),
    "upgrade": ("upgrade",),
    "support": ("support",),
    "event": ("event",),
    "battlefield": ("battlefield",),
    "die": ("die",),
    "copy": ("copy", "event", "upgrade", "support", "character", "unknown"),
}


def _resolve_ref(ctx: Ctx, ref: A.Ref) -> list[str]:
    g = ctx.g
    if ref.to == "self":
        # The card itself, whatever kind the text calls it (Kontakty w podziemiu, a support,
        # says "to ulepszenie"). "Kością tej broni" on FN-2199 is `to="trigger"`: the weapon
        # played, not the card.
        return [ctx.source] if ctx.source else []
    if ref.to == "attached":
        if ctx.source is None:
            return []
        attached = g.s.card(ctx.source).attached_to or ctx.bound.get("attached")
        return [attached] if attached else []
    if ref.to == "this_die":
        if ctx.die:
            return [ctx.die]
        if ctx.bound.get("without_die"):
            # A special ability resolved by another card (Spryt) has no die of its own: "ta
            # kość" is no die at all (FAQ on Spryt and Czarny: the die is not in your pool).
            return []
        if ctx.bound.get("rolled_die"):
            return [ctx.bound["rolled_die"]]
        if ctx.source and g.s.card(ctx.source).dice:
            return [g.s.card(ctx.source).dice[0]]
        return []
    if ref.to == "chosen":
        return list(ctx.bound.get("chosen", []))
    if ref.to == "trigger":
        subject = (ctx.moment or {}).get("subject")
        return [subject] if subject else []
    if ref.to == "just":
        return list(ctx.bound.get(f"just:{ref.verb}", []))
    # "it", "given": the most recent object of that kind this ability named. A pronoun ("z
    # niego") may point back to the card itself, named as "to wsparcie"; "dany" ("danej
    # karcie") never does: the text calls its own card "ta karta". (Niesławny exhausts itself,
    # then gives Zasadzka to "danej karcie": the card being played.)
    wanted = KIND_MATCH.get(ref.kind or "")
    for kind, ident in reversed(ctx.recent):
        if ref.to == "given" and ident == ctx.source:
            continue
        if wanted is None or kind in wanted:
            return [ident]
    return []


# --- selection -----------------------------------------------------------------------------


def _players(ctx: Ctx, controller: str) -> tuple[str, ...]:
    s = ctx.g.s
    if controller == "you":
        return (ctx.controller,)
    if controller == "own":
        return (ctx.performer,)
    if controller == "opponent":
        return s.opponents(ctx.controller)
    return tuple(s.order)


def _candidates(ctx: Ctx, sel: Any, *, exclude_self_die: bool = False) -> list[str]:
    """Everything a Select could pick now, in board order."""
    g = ctx.g
    s = g.s
    if isinstance(sel, A.Ref):
        return _resolve_ref(ctx, sel)
    if isinstance(sel, A.Either):
        out: list[str] = []
        for item in sel.items:
            out.extend(x for x in _candidates(ctx, item) if x not in out)
        return out
    if not isinstance(sel, A.Select):
        return []
    players = _players(ctx, sel.controller)
    owner_ids: list[str] | None = None
    if sel.owner is not None:
        owner_ids = _candidates(ctx, sel.owner)
    found: list[str] = []
    kind = sel.kind
    if kind == "die":
        if owner_ids is not None and any(o in s.dice for o in owner_ids):
            # "jego kości" after naming a die: the dice of that die's owner
            owners = {s.die(o).owner for o in owner_ids if o in s.dice}
            owner_ids = None
            players = tuple(p for p in s.order if p in owners)
        if owner_ids is not None:
            for oid in owner_ids:
                card = s.cards.get(oid)
                if card is None:
                    continue
                dice = list(card.dice)
                if card.kind == "character":
                    for upgrade in card.upgrades:
                        dice.extend(s.card(upgrade).dice)
                found.extend(dice)
            pool_only = False
        else:
            found = [d for p in players for d in s.player(p).pool]
            pool_only = True
        if sel.controller != "any" and owner_ids is not None:
            found = [d for d in found if s.die(d).owner in players]
        if pool_only:
            found = [d for d in found if s.die(d).location == "pool"]
    elif kind in ("character", "upgrade", "support", "card", "event", "battlefield"):
        zone = sel.zone
        if kind == "battlefield":
            found = [
                c for p in s.order for c in s.player(p).set_aside if s.card(c).kind == "battlefield"
            ]
            if s.battlefield:
                found.insert(0, s.battlefield)
        elif zone in ("hand", "discard_pile", "deck", "deck_top"):
            attr = {"hand": "hand", "discard_pile": "discard", "deck": "deck", "deck_top": "deck"}[
                zone
            ]
            found = [c for p in players for c in getattr(s.player(p), attr)]
        elif kind in ("event",) and zone is None:
            found = [c for p in players for c in s.player(p).hand]
        elif owner_ids is not None and kind == "upgrade":
            found = [u for oid in owner_ids if oid in s.cards for u in s.card(oid).upgrades]
        elif any(f.kind == "defeated" for f in sel.filters):
            found = [
                c for p in players for c in s.player(p).set_aside if s.card(c).kind == "character"
            ]
        else:
            for p in players:
                player = s.player(p)
                for c in player.characters:
                    found.append(c)
                    found.extend(s.card(c).upgrades)
                found.extend(player.supports)
        wanted = KIND_MATCH.get(kind, (kind,))
        found = [
            c
            for c in found
            if s.card(c).kind in wanted or (kind == "event" and g.defn(c).type == "event")
        ]
        if kind == "upgrade" and zone in ("hand", "discard_pile"):
            found = [c for c in found if g.defn(c).type == "upgrade"]
        if kind == "support" and zone in ("hand", "discard_pile"):
            found = [c for c in found if g.defn(c).type == "support"]
        if sel.controller != "any" and zone not in ("hand", "discard_pile", "deck", "deck_top"):
            found = [c for c in found if s.card(c).controller in players]
    else:
        # Faces, symbols, tokens…: objects the engine does not enumerate. Counting them as
        # none would be a silent guess (a count of faces read as 0).
        raise EngineStop(
            f"Silnik nie umie jeszcze wskazać ani policzyć obiektów rodzaju „{kind}” "
            f"(karta {g.name(ctx.source)})."
        )
    result = [x for x in found if _filters_ok(ctx, x, sel.filters)]
    if exclude_self_die and ctx.source:
        result = [d for d in result if d not in s.card(ctx.source).dice]
    return result


def _card_matches(ctx: Ctx, cid: str, sel: Any) -> bool:
    """Whether card `cid` (in any zone) has the kind and properties `sel` asks for."""
    if isinstance(sel, A.Either):
        return any(_card_matches(ctx, cid, item) for item in sel.items)
    if not isinstance(sel, A.Select):
        return False
    defn = ctx.g.defn(cid)
    wanted = KIND_MATCH.get(sel.kind, (sel.kind,))
    if defn.type not in wanted and ctx.g.s.card(cid).kind not in wanted:
        return False
    if sel.controller != "any" and ctx.g.s.card(cid).controller not in _players(
        ctx, sel.controller
    ):
        return False
    return _filters_ok(ctx, cid, tuple(f for f in sel.filters if f.kind not in ("in_play",)))


def _filters_ok(ctx: Ctx, obj: str, filters: Sequence[A.Filter]) -> bool:
    g = ctx.g
    s = g.s
    is_die = obj in s.dice
    for flt in filters:
        kind, value = flt.kind, flt.value
        if is_die:
            die = s.die(obj)
            face = die.showing
            if kind == "showing":
                if face is None or face.symbol not in value:
                    return False
            elif kind == "not_showing":
                if face is not None and face.symbol in value:
                    return False
            elif kind == "showing_modifier":
                if face is None or not face.modifier:
                    return False
            elif kind == "die_of":
                home = s.cards.get(die.home) if die.home else None
                if home is None or home.kind not in value:
                    return False
            elif kind == "other":
                if ctx.die == obj or (ctx.source and obj in s.card(ctx.source).dice):
                    return False
            elif kind == "showing_value_at_least":
                if face is None or faces.value(face) < int(value):
                    return False
            elif kind == "color":
                if die.home is None or g.defn(die.home).color != value:
                    return False
            elif kind == "showing_given_symbol":
                if face is None or face.symbol != ctx.bound.get("symbol"):
                    return False
            elif kind not in SELECTION_FILTERS:
                _unknown_filter(kind, "kości")
            continue
        card = s.cards.get(obj)
        if card is None:
            return False
        defn = g.defn(obj)
        if kind == "color":
            if defn.color != value:
                return False
        elif kind == "unique":
            if not defn.unique:
                return False
        elif kind == "non_unique":
            if defn.unique:
                return False
        elif kind == "exhausted":
            if not card.exhausted:
                return False
        elif kind == "ready":
            if card.exhausted:
                return False
        elif kind == "defeated":
            if card.zone != "set_aside":
                return False
        elif kind == "other":
            if obj == ctx.source or any(i == obj for _, i in ctx.recent):
                return False
        elif kind == "subtype":
            if value not in defn.subtypes:
                return False
        elif kind == "not_subtype":
            if value in defn.subtypes:
                return False
        elif kind == "keyword":
            from judge.engine.destiny.abilities import keywords

            if value not in keywords(g, obj):
                return False
        elif kind == "in_play":
            if card.zone != "play":
                return False
            if value in ("you", "opponent") and card.controller not in _players(ctx, value):
                return False
        elif kind == "affiliation":
            if defn.card.affiliation != value:
                return False
        elif kind == "not_in_use":
            if obj == s.battlefield or card.zone != "set_aside":
                return False
        elif kind == "controlled_by_same_player":
            source_char = ctx.bound.get("move_source")
            if source_char and s.card(source_char).controller != card.controller:
                return False
        elif kind == "cost_at_most":
            if defn.cost > _amount(ctx, value):
                return False
        elif kind == "stacked_on_other_copy":
            holders = [c for c in s.cards.values() if obj in c.stacked and c.id != ctx.source]
            if not holders:
                return False
        elif kind not in SELECTION_FILTERS:
            _unknown_filter(kind, "karty")
    return True


# Filters the selection applies itself (which cards of a zone), not a test of one object.
SELECTION_FILTERS = frozenset({"top", "random", "last", "facedown", "set_aside"})


def _unknown_filter(kind: str, of: str) -> None:
    """A filter the engine cannot test: refusing beats letting every object pass."""
    raise EngineStop(f"Nieobsługiwany filtr {kind} dla {of} w tekście karty.")


PREFER_OPPONENT = {"target_damage", "remove", "exhaust_target"}


def select(
    ctx: Ctx,
    sel: Any,
    purpose: str,
    question: str,
    *,
    prefer: str = "any",
    candidates: list[str] | None = None,
) -> list[str]:
    """Choose objects for `sel` (the performer decides; a single legal option is taken).

    Returns the chosen ids (fewer than asked when not enough exist: the effect then resolves
    as far as it can). Bound objects (`Ref`) are returned as they are."""
    g = ctx.g
    if isinstance(sel, A.Ref):
        found = _resolve_ref(ctx, sel)
        for ident in found:
            ctx.push(_kind_of(g, ident), ident)
        return found
    if isinstance(sel, A.Both):
        out: list[str] = []
        for item in sel.items:
            out.extend(select(ctx, item, purpose, question, prefer=prefer))
        return out
    if candidates is None:
        candidates = _candidates(ctx, sel)
    count = sel.count if isinstance(sel, A.Select) else A.Fixed(1)
    each = isinstance(sel, A.Select) and (sel.each or isinstance(count, A.All))
    filters = sel.filters if isinstance(sel, A.Select) else ()
    if each:
        chosen = list(candidates)
    elif any(f.kind == "top" for f in filters):
        chosen = candidates[: _amount(ctx, count)]
    elif any(f.kind == "random" for f in filters):
        chosen = []
        pool = list(candidates)
        for _ in range(min(_amount(ctx, count), len(pool))):
            picked = pool.pop(g.random_index(len(pool)))
            chosen.append(picked)
            # Each draw moves the seeded generator on, so two random picks are independent
            # and a replay of the same file picks the same cards (engine README, chance).
            g.emit(
                "random",
                f"Wylosowano: {g.name(picked)}.",
                {"count": 1, "picked": picked},
                rules=("effects",),
            )
    else:
        low, high = _count_bounds(ctx, count, len(candidates))
        if not candidates or high == 0:
            chosen = []
        elif low == high == len(candidates) and low > 0:
            chosen = list(candidates)
            g.forced(f"{ctx.key}.{purpose}", chosen, question=question)
        else:
            default = _default_pick(ctx, candidates, prefer, low, high)
            single = high == 1 and low == 1

            def valid(value: Any, low: int = low, high: int = high) -> str | None:
                items = value if isinstance(value, list) else [value]
                if any(i not in candidates for i in items):
                    return f"dozwolone: {candidates}"
                if not low <= len(items) <= high:
                    return f"wybierz od {low} do {high}"
                return None

            value = g.decide(
                f"{ctx.key}.{purpose}",
                decider=ctx.performer,
                rule="choose_target",
                options=candidates,
                default=default[0] if single else default,
                question=question,
                validate=valid,
            )
            chosen = value if isinstance(value, list) else [value]
    for ident in chosen:
        ctx.push(_kind_of(g, ident), ident)
    return chosen


def _count_bounds(ctx: Ctx, count: Any, available: int) -> tuple[int, int]:
    if isinstance(count, A.UpTo):
        return 0, min(count.value, available)
    if isinstance(count, A.AnyNumber):
        return 0, available
    if isinstance(count, A.AtLeast):
        return min(count.value, available), available
    if isinstance(count, A.All):
        return available, available
    n = _amount(ctx, count)
    return min(n, available), min(n, available)


def _default_pick(ctx: Ctx, candidates: list[str], prefer: str, low: int, high: int) -> list[str]:
    g = ctx.g
    you = ctx.performer

    def owner(ident: str) -> str | None:
        if ident in g.s.dice:
            return g.s.die(ident).owner
        card = g.s.cards.get(ident)
        return card.controller if card else None

    if prefer == "opponent":
        ordered = sorted(candidates, key=lambda c: owner(c) == you)
    elif prefer == "own":
        ordered = sorted(candidates, key=lambda c: owner(c) != you)
    else:
        ordered = list(candidates)
    return ordered[: max(low, 1 if high else 0)] if low or high else []


# --- amounts and conditions ------------------------------------------------------------------


def _amount(ctx: Ctx, node: Any) -> int:
    g = ctx.g
    if isinstance(node, int):
        return node
    if isinstance(node, A.Fixed):
        return node.value
    if isinstance(node, A.UpTo | A.AtLeast):
        # "do N" / "co najmniej N" is a choice of the player, made where the amount is chosen
        # (`_chosen_amount`, `_count_bounds`); reading it as exactly N would be a silent guess.
        raise EngineStop(
            f"Ilość „{'do' if isinstance(node, A.UpTo) else 'co najmniej'} {node.value}” w tym "
            "miejscu tekstu karty nie jest jeszcze obsługiwana jako wybór gracza."
        )
    if isinstance(node, A.Half):
        return math.ceil(_amount(ctx, node.of) / 2) if node.round_up else _amount(ctx, node.of) // 2
    if isinstance(node, A.ValueOf):
        total = 0
        for ident in (
            _candidates(ctx, node.of)
            if not isinstance(node.of, A.Ref)
            else (_resolve_ref(ctx, node.of))
        ):
            total += int(ctx.bound.get(f"value:{ident}", _die_value(g, ident)))
        return total
    if isinstance(node, A.CountOf):
        if isinstance(node.of, A.Ref) and node.of.kind == "damage":
            return int((ctx.moment or {}).get("amount", 0))
        if isinstance(node.of, A.Ref) and node.of.kind == "shield" and node.of.to == "just":
            return int(ctx.bound.get("removed_shields", 0))
        return len(_candidates(ctx, node.of))
    if isinstance(node, A.CostOf):
        if isinstance(node.of, A.Ref):
            ids = _resolve_ref(ctx, node.of)
        else:
            # "w liczbie równej kosztowi ulepszenia, które …": that card is chosen once, here
            if "cost_of" not in ctx.bound:
                picked = select(ctx, node.of, "target", f"{g.name(ctx.source)}: wybierz kartę")
                ctx.bound["cost_of"] = picked
            ids = list(ctx.bound["cost_of"])
        return sum(g.defn(i).cost for i in ids)
    if isinstance(node, A.HandLimit):
        from judge.engine.destiny.rounds import hand_limit

        pid = ctx.controller if node.player == "you" else g.s.opponent(ctx.controller)
        return hand_limit(g, pid)
    if isinstance(node, A.CardsInHand):
        pid = ctx.controller if node.player == "you" else g.s.opponent(ctx.controller)
        return len(g.s.player(pid).hand)
    if isinstance(node, A.AmountIf):
        return _amount(ctx, node.then if _condition(ctx, node.condition) else node.otherwise)
    if isinstance(node, A.SameAsDetermined):
        return int(ctx.bound.get("determined", 0))
    if isinstance(node, A.All):
        return 10**6
    raise EngineStop(f"Nieobsługiwana ilość w tekście karty: {type(node).__name__}.")


def _chosen_amount(ctx: Ctx, node: Any, available: int, question: str) -> int:
    """An amount the performer picks within what is there: "dowolną liczbę" (0..all), "do N"
    (0..N) and "co najmniej N" (N..all) are his choice (decision `<card>.amount`, default the
    most); "wszystkie" is everything there; a fixed amount is not a choice."""
    if isinstance(node, A.All):
        return available
    if not isinstance(node, A.AnyNumber | A.UpTo | A.AtLeast):
        return _amount(ctx, node)
    low = min(node.value, available) if isinstance(node, A.AtLeast) else 0
    high = min(node.value, available) if isinstance(node, A.UpTo) else available
    if low >= high:
        return high
    return int(
        ctx.g.decide(
            f"{ctx.key}.amount",
            decider=ctx.performer,
            rule="effects",
            options=list(range(low, high + 1)),
            default=high,
            question=question,
        )
    )


def _die_value(g: Engine, did: str) -> int:
    if did not in g.s.dice:
        return 0
    face = g.s.die(did).showing
    return faces.value(face) if face is not None else 0


def _condition(ctx: Ctx, node: Any) -> bool:
    g = ctx.g
    s = g.s
    if isinstance(node, A.ControlsBattlefield):
        return s.battlefield_controller == (
            ctx.controller if node.player == "you" else s.opponent(ctx.controller)
        )
    if isinstance(node, A.Possible):
        return True
    if isinstance(node, A.HasNo):
        subjects = _condition_subjects(ctx, node.subject)
        held = HELD.get(node.kind)
        if held is None:
            raise EngineStop(f"Nieobsługiwany warunek „nie ma żadnego: {node.kind}”.")
        return all(not held(s.card(c)) for c in subjects if c in s.cards)
    if isinstance(node, A.IsIn):
        subjects = _condition_subjects(ctx, node.subject)
        owners = _players(ctx, node.controller)
        if node.zone == "pool":
            return any(
                d in s.dice and s.die(d).location == "pool" and s.die(d).owner in owners
                for d in subjects
            )
        if node.zone in ZONE_OF:
            attr = ZONE_OF[node.zone]
            return any(c in getattr(s.player(p), attr) for p in owners for c in subjects)
        if node.zone == "play":
            return any(c in s.cards and s.card(c).zone == "play" for c in subjects)
        raise EngineStop(f"Nieobsługiwany warunek „jest w strefie {node.zone}”.")
    if isinstance(node, A.HasResourceCost):
        dice = _resolve_ref(ctx, node.die) if isinstance(node.die, A.Ref) else []
        return any(ctx.bound.get(f"cost:{d}", _showing_cost(s.die(d).showing)) > 0 for d in dice)
    if isinstance(node, A.CardIs):
        cards = _resolve_ref(ctx, node.card) if isinstance(node.card, A.Ref) else []
        for c in cards:
            ctx.push(_kind_of(g, c), c)
        return any(node.subtype in g.defn(c).subtypes for c in cards)
    if isinstance(node, A.DieShows):
        dice = _resolve_ref(ctx, node.die) if isinstance(node.die, A.Ref) else []
        return any(_showing_symbol(s.die(d).showing) in node.symbols for d in dice)
    if isinstance(node, A.FirstRound):
        return s.round == 1
    if isinstance(node, A.ResolvingDieOf):
        did = ctx.bound.get("resolving_die")
        home = s.die(did).home if isinstance(did, str) and did in s.dice else None
        return home is not None and node.subtype in g.defn(home).subtypes
    if isinstance(node, A.ControlledBy):
        items = _resolve_ref(ctx, node.subject) if isinstance(node.subject, A.Ref) else []
        pid = ctx.controller if node.player == "you" else s.opponent(ctx.controller)
        return any((s.die(i).owner if i in s.dice else s.card(i).controller) == pid for i in items)
    if isinstance(node, A.Event):
        return _happened(ctx, node)
    raise EngineStop(f"Nieobsługiwany warunek w tekście karty: {type(node).__name__}.")


# Event kinds an If can ask about ("Jeśli dana postać zostanie pokonana") and the step type
# that records each.
HAPPENED_STEPS = {"defeated": "defeat", "takes_damage": "damage", "gains_shields": "shields"}


# "nie posiada żadnego …": what a card holds, by the kind the text names.
HELD: dict[str, Callable[[Any], Any]] = {
    "upgrade": lambda card: card.upgrades,
    "shield": lambda card: card.shields,
    "damage": lambda card: card.damage,
}


def _condition_subjects(ctx: Ctx, subject: Any) -> list[str]:
    """The objects a condition speaks of: a reference, or what a selection names."""
    if isinstance(subject, A.Ref):
        return _resolve_ref(ctx, subject)
    if isinstance(subject, A.Select | A.Either):
        return _candidates(ctx, subject)
    raise EngineStop(f"Nieobsługiwany podmiot warunku: {type(subject).__name__}.")


def _happened(ctx: Ctx, event: A.Event) -> bool:
    """An If whose condition is an event, after an effect of the same ability: true when that
    event happened to its subject while this ability resolved (its steps since the ability's
    own `ability` step)."""
    g = ctx.g
    kinds = [HAPPENED_STEPS[k] for k in event.kinds if k in HAPPENED_STEPS]
    if not kinds:
        raise EngineStop(
            "Nieobsługiwany warunek „Jeśli …” w tekście karty: zdarzenie "
            + ", ".join(event.kinds)
            + "."
        )
    subjects: list[str] | None = None
    if isinstance(event.subject, A.Ref):
        subjects = _resolve_ref(ctx, event.subject)
    elif isinstance(event.subject, A.Select):
        subjects = [c for c in g.s.cards if _card_matches(ctx, c, event.subject)]
    steps = g.log.events
    start = 0
    for index in range(len(steps) - 1, -1, -1):
        step = steps[index]
        if step.type == "ability" and step.data.get("card") == ctx.source:
            start = index
            break
    for step in steps[start:]:
        if step.type not in kinds:
            continue
        if step.type == "damage" and not step.data.get("amount"):
            continue
        if step.type == "shields" and not (step.data.get("delta") or 0) > 0:
            continue
        if subjects is None or step.data.get("card") in subjects:
            return True
    return False


def _spottable(ctx: Ctx, target: Any) -> list[str]:
    """Spot: the player must have such a card in play; never an opponent's
    (RR cz. 8 › wyznaczanie)."""
    if not isinstance(target, A.Select):
        return []
    own = A.Select(kind=target.kind, count=target.count, controller="you", filters=target.filters)
    return _candidates(ctx, own)


# --- running abilities ---------------------------------------------------------------------------


def _start(g: Engine, cid: str, ab: A.Ability, rule: str, who: str) -> None:
    g.emit(
        "ability",
        f"{g.name(cid)}: {pl.plain(ab.text)}",
        {"card": cid, "kind": ab.kind, "player": who},
        rules=(rule,),
    )


def run_ability(ctx: Ctx, ab: A.Ability) -> bool:
    """Pay the ability's cost (", aby …") in full, then resolve its effect."""
    ctx.root = ab
    if ab.cost is not None:
        if not _can_pay(ctx, ab.cost):
            ctx.g.emit(
                "note",
                f"{ctx.g.name(ctx.source)}: koszt zdolności nie może zostać zapłacony w całości — "
                "efekt nie następuje.",
                {"card": ctx.source},
                rules=("effects",),
            )
            _pay(ctx, ab.cost, partial=True)
            return False
        if not _pay(ctx, ab.cost):
            return False
    return run(ctx, ab.effect)


def run_triggered(
    g: Engine,
    source: str,
    index: int,
    controller: str,
    *,
    moment: Moment | None,
    context: Mapping[str, Any],
) -> Any:
    from judge.engine.destiny.abilities import Result

    ab = ability(g.defn(source), index)
    snapshot = dict(context.get("moment") or {})
    if moment is not None:
        snapshot = moment.to_json()
    ctx = Ctx(
        g=g,
        source=source,
        controller=controller,
        performer=controller,
        ability=index,
        moment=snapshot,
        moment_obj=moment,
        key=source,
    )
    if snapshot.get("subject"):
        ctx.push(_kind_of(g, snapshot["subject"]), snapshot["subject"])
    # "the character this card is attached to" keeps meaning that character after the card
    # leaves it during the effect ("odrzuć to ulepszenie i zadaj … postaci, do której …").
    ctx.bound["attached"] = context.get("attached") or g.s.card(source).attached_to
    complete = run_ability(ctx, ab)
    return Result(replaced=bool(ctx.outcome.get("replaced")), complete=complete)


def run_special(
    g: Engine,
    player: str,
    home: str,
    did: str | None,
    group: Group,
    outcome: dict[str, Any],
    *,
    as_if_yours: bool = False,
) -> bool:
    """Resolve the special ability of card `home` (RR cz. 7 › zdolności specjalne)."""
    specials = [(i, a) for i, a in indexed(g.defn(home)) if a.kind == "special"]
    if not specials:
        g.emit(
            "note",
            f"{g.name(home)} nie ma zdolności specjalnej.",
            {"card": home},
            rules=("special",),
        )
        return False
    if len(specials) > 1:
        labels = [str(n) for n in range(1, len(specials) + 1)]
        pick = g.decide(
            f"{home}.special",
            decider=player,
            rule="special",
            options=labels,
            default="1",
            question=f"Którą zdolność specjalną karty {g.name(home)} rozpatrzyć",
        )
        index, ab = specials[int(pick) - 1]
    else:
        index, ab = specials[0]
    ctx = Ctx(
        g=g,
        source=home,
        controller=player,
        performer=player,
        ability=index,
        die=did,
        key=home,
        outcome=outcome,
    )
    if as_if_yours and did is None:
        ctx.bound["without_die"] = True
    if group.target is not None:
        g.decisions.setdefault(f"{home}.target", group.target)
    _start(g, home, ab, "special", player)
    return run_ability(ctx, ab)


def run_event(g: Engine, actor: str, cid: str, options: Mapping[str, Any]) -> dict[str, Any]:
    outcome: dict[str, Any] = {}
    for index, ab in indexed(g.defn(cid)):
        if ab.kind != "effect":
            continue
        ctx = Ctx(
            g=g,
            source=cid,
            controller=actor,
            performer=actor,
            ability=index,
            key=cid,
            outcome=outcome,
        )
        _start(g, cid, ab, "events", actor)
        outcome["complete"] = run_ability(ctx, ab) and outcome.get("complete", True)
    return outcome


def has_claim(defn: CardDef) -> bool:
    return any(a.kind == "claim" for a in abilities(defn))


def run_claim(g: Engine, actor: str, bf: str, spec: Mapping[str, Any]) -> None:
    for index, ab in indexed(g.defn(bf)):
        if ab.kind != "claim":
            continue
        ctx = Ctx(g=g, source=bf, controller=actor, performer=actor, ability=index, key=bf)
        _start(g, bf, ab, "claim_abilities", actor)
        run_ability(ctx, ab)


def plan_action_ability(g: Engine, actor: str, cid: str, data: Mapping[str, Any]) -> Plan:
    """Use an "Akcja" ability (RR cz. 7 › zdolności akcji). An ability whose cost exhausts its
    card cannot be used while the card is exhausted (FAQ on exhausted cards' abilities)."""
    from judge.engine.destiny.actions import Plan, signature

    actions = [(i, a) for i, a in indexed(g.defn(cid)) if a.kind == "action"]
    if not actions:
        raise Refusal(f"{g.name(cid)} nie ma zdolności „Akcja”.", "action_abilities")
    number = int(data.get("ability", 1))
    if not 1 <= number <= len(actions):
        raise Refusal(f"{g.name(cid)} ma {len(actions)} zdolności „Akcja”.", "action_abilities")
    index, ab = actions[number - 1]
    exhausts_self = any(
        isinstance(node, A.Exhaust) and isinstance(node.target, A.Ref) and node.target.to == "self"
        for node in A.walk(ab.cost)
    )
    if exhausts_self and g.s.card(cid).exhausted:
        raise Refusal(
            f"{pl.cap(g.card(cid))} jest {g.agree(cid, 'wyczerpana', 'wyczerpane')}: ta akcja "
            f"wymaga {g.agree(cid, 'jej', 'jego')} wyczerpania.",
            "exhausted",
        )

    def run_plan(plan: Plan) -> None:
        ctx = Ctx(g=g, source=cid, controller=actor, performer=actor, ability=index, key=cid)
        _start(g, cid, ab, "action_abilities", actor)
        if ab.cost is not None:
            if not _can_pay(ctx, ab.cost):
                g.emit(
                    "note",
                    f"{g.name(cid)}: koszt akcji nie może zostać zapłacony — nic się nie dzieje.",
                    {"card": cid},
                    rules=("action_abilities",),
                )
                return
            _pay(ctx, ab.cost)
        plan.after_cost = signature(g)
        ctx.root = ab
        run(ctx, ab.effect)

    return Plan(label=f"używa akcji karty {g.name(cid)}", run=run_plan)


def run_delayed(g: Engine, delayed: Delayed) -> None:
    context = dict(delayed.context)
    ab = ability(g.defn(delayed.source), int(context["ability"]))
    node = _follow(ab, list(context["path"]))
    ctx = Ctx(
        g=g,
        source=delayed.source,
        controller=delayed.player,
        performer=delayed.player,
        ability=int(context["ability"]),
        key=delayed.source,
    )
    ctx.bound = {
        k: list(v) if isinstance(v, list | tuple) else v
        for k, v in dict(context.get("bound") or {}).items()
    }
    ctx.root = ab
    run(ctx, node.effect)


def _path_to(root: Any, target: Any, path: list[Any] | None = None) -> list[Any] | None:
    path = path or []
    if root is target:
        return path
    if isinstance(root, A.Node) and dataclasses.is_dataclass(root):
        for item in dataclasses.fields(root):
            found = _path_to(getattr(root, item.name), target, [*path, item.name])
            if found is not None:
                return found
    elif isinstance(root, tuple | list):
        for i, item in enumerate(root):
            found = _path_to(item, target, [*path, i])
            if found is not None:
                return found
    return None


def _follow(root: Any, path: list[Any]) -> Any:
    node = root
    for step in path:
        node = node[step] if isinstance(step, int) else getattr(node, step)
    return node


# --- costs ---------------------------------------------------------------------------------------


def _can_pay(ctx: Ctx, cost: Any) -> bool:
    """Whether a cost can be paid in full (checked before paying anything)."""
    g = ctx.g
    s = g.s
    if isinstance(cost, A.Sequence):
        return all(_can_pay(ctx, step) for step in cost.steps)
    if isinstance(cost, A.SpendResources):
        return s.player(ctx.performer).resources >= _amount(ctx, cost.amount)
    if isinstance(cost, A.Exhaust):
        return any(
            not s.card(c).exhausted
            for c in _candidates(ctx, cost.target)
            if c in s.cards and s.card(c).zone == "play"
        )
    if isinstance(cost, A.Discard):
        if cost.zone == "hand":
            return bool(_candidates(ctx, cost.cards))
        if cost.zone == "deck_top":
            return len(s.player(ctx.performer).deck) >= _amount(ctx, cost.cards.count)
        return bool(_candidates(ctx, cost.cards))
    if isinstance(cost, A.RemoveDice):
        return bool(
            [d for d in _candidates(ctx, cost.dice) if d in s.dice and s.die(d).location == "pool"]
        )
    if isinstance(cost, A.RemoveShields):
        return any(
            s.card(c).shields >= _amount(ctx, cost.amount)
            for c in _candidates(ctx, cost.source)
            if c in s.cards
        )
    if isinstance(cost, A.Spot):
        return bool(_spottable(ctx, cost.target))
    if isinstance(cost, A.Defeat):
        return bool([c for c in _candidates(ctx, cost.target) if s.in_play(c)])
    if isinstance(cost, A.PayCost):
        ids = _resolve_ref(ctx, cost.of) if isinstance(cost.of, A.Ref) else []
        return s.player(ctx.performer).resources >= sum(g.defn(i).cost for i in ids)
    return True


def _pay(ctx: Ctx, cost: Any, *, partial: bool = False) -> bool:
    """Pay a cost; with `partial`, pay what can be paid of an "as many as possible" cost
    (discarding from the top of a short deck) and report failure."""
    g = ctx.g
    if isinstance(cost, A.Discard) and cost.zone == "deck_top":
        wanted = _amount(ctx, cost.cards.count)
        done = zones.discard_top_of_deck(g, ctx.performer, wanted, rules=("effects",))
        ctx.bound["just:discarded"] = []
        return done >= wanted
    if partial:
        return False
    if isinstance(cost, A.Spot):
        spotted = _spottable(ctx, cost.target)
        g.emit("note", f"Wyznaczono: {g.name(spotted[0])}.", {"card": spotted[0]}, rules=("spot",))
        return True
    return run(ctx, cost, as_cost=True)


# --- effects --------------------------------------------------------------------------------------


def run(ctx: Ctx, node: Any, *, as_cost: bool = False) -> bool:
    """Resolve one AST node; return whether it resolved in full."""
    if node is None:
        return True
    handler = HANDLERS.get(type(node))
    if handler is None:
        raise EngineStop(
            f"Silnik nie wykonuje jeszcze węzła {type(node).__name__} "
            f"(karta {ctx.g.name(ctx.source)})."
        )
    return handler(ctx, node)


def _sequence(ctx: Ctx, node: A.Sequence) -> bool:
    complete = True
    free = _waived_dice_costs(node)
    for step in node.steps:
        if ctx.g.s.phase == "over":
            return False
        if isinstance(step, A.If) and isinstance(step.then, A.Waive):
            continue  # applied to the ResolveDie before it (see _waived_dice_costs)
        if isinstance(step, A.Instead) and step.replaces is not None:
            complete = _instead(ctx, step) and complete
            continue
        if free and isinstance(step, A.ResolveDie):
            ctx.bound["free_dice"] = True
        complete = run(ctx, step) and complete
    return complete


def _waived_dice_costs(node: A.Sequence) -> bool:
    """ "Rozpatrz jedną z twoich kości. Jeśli posiada ona koszt w zasobach, nie musisz go
    płacić": the cost of the die resolved is waived (RR cz. 8 › za darmo)."""
    return any(isinstance(step, A.If) and isinstance(step.then, A.Waive) for step in node.steps)


def _then(ctx: Ctx, node: A.Then) -> bool:
    """ "Następnie": the second part only if the first resolved in full
    (RR cz. 7 › efekty „następnie”)."""
    if run(ctx, node.first):
        return run(ctx, node.then)
    ctx.g.emit(
        "note",
        f"{ctx.g.name(ctx.source)}: część przed „Następnie” nie została rozpatrzona w pełni — "
        "część po „Następnie” nie jest rozpatrywana.",
        {"card": ctx.source},
        rules=("then",),
    )
    return False


def _may(ctx: Ctx, node: A.May) -> bool:
    g = ctx.g
    chooser = _player_of(ctx, node.player) if node.player is not None else ctx.performer
    if isinstance(node.effect, A.TakeActions) and chooser != ctx.controller:
        # "Twój przeciwnik może wykonać 1 akcję": his next action in the scenario is his
        # answer (or `decline`); he acts at once or declines (RR cz. 5 › dodatkowe akcje).
        run(ctx.sub(performer=chooser), node.effect)
        return True
    use = g.decide(
        f"{ctx.key}.use",
        decider=chooser,
        rule="abilities",
        options=[True, False],
        default=False,
        question=f"{g.name(ctx.source)}: czy {g.player_name(chooser)} korzysta z możliwości "
        f"(„może”)?",
    )
    if not use:
        # Declining one's own option leaves that part unresolved; an opponent offered a choice
        # ("Twój przeciwnik może …") has had the effect fully resolved either way.
        return chooser != ctx.controller
    return run(ctx.sub(performer=chooser) if chooser != ctx.performer else ctx, node.effect)


def _impossible(ctx: Ctx, effect: Any) -> bool:
    """An effect on a named die that is no longer in the pool cannot happen, so its cost is
    not offered (Szantaż after Szybkoręki resolved the die: FAQ on simultaneous abilities)."""
    if isinstance(effect, A.RemoveDice | A.RerollDice) and isinstance(effect.dice, A.Ref):
        dice = _resolve_ref(ctx, effect.dice)
        return not any(d in ctx.g.s.dice and ctx.g.s.die(d).location == "pool" for d in dice)
    return False


def _costed(ctx: Ctx, node: A.Costed) -> bool:
    if _impossible(ctx, node.effect):
        ctx.g.emit(
            "note",
            f"{ctx.g.name(ctx.source)}: efektu nie da się rozpatrzyć (kości nie ma w puli) — "
            "koszt nie jest płacony.",
            {"card": ctx.source},
            rules=("removing_dice",),
        )
        return False
    if not _can_pay(ctx, node.cost):
        ctx.g.emit(
            "note",
            f"{ctx.g.name(ctx.source)}: koszt („…, aby …”) nie może zostać zapłacony w całości — "
            "efekt nie następuje.",
            {"card": ctx.source},
            rules=("effects",),
        )
        _pay(ctx, node.cost, partial=True)
        return False
    if not _pay(ctx, node.cost):
        return False
    return run(ctx, node.effect)


def _if(ctx: Ctx, node: A.If) -> bool:
    if _condition(ctx, node.condition):
        return run(ctx, node.then)
    if node.otherwise is not None:
        return run(ctx, node.otherwise)
    return not isinstance(node.condition, A.Possible)


def _choose_one(ctx: Ctx, node: A.ChooseOne) -> bool:
    """ "Wybierz": the chooser may pick any option, even one that does nothing, and resolves
    it as far as it can (RR cz. 8 › wybierz jedną z opcji)."""
    g = ctx.g
    chooser = _player_of(ctx, node.chooser) if node.chooser is not None else ctx.performer
    labels = [str(i) for i in range(1, len(node.options) + 1)]
    names = "; ".join(f"{i}: {describe(o)}" for i, o in zip(labels, node.options, strict=True))
    pick = g.decide(
        f"{ctx.key}.choice",
        decider=chooser,
        rule="choose_option",
        options=labels,
        default="1",
        question=f"{g.name(ctx.source)}: wybór opcji ({names})",
    )
    run(ctx.sub(performer=chooser), node.options[int(pick) - 1])
    return True


def _choose_options(ctx: Ctx, node: A.ChooseOptions) -> bool:
    g = ctx.g
    labels = [str(i) for i in range(1, len(node.options) + 1)]
    names = "; ".join(f"{i}: {describe(o)}" for i, o in zip(labels, node.options, strict=True))

    def valid(value: Any) -> str | None:
        if not isinstance(value, list) or len(value) != node.count:
            return f"wybierz {node.count} opcje"
        if node.distinct and len(set(map(str, value))) != len(value):
            return "opcje muszą być różne"
        return None

    picks = g.decide(
        f"{ctx.key}.choice",
        decider=ctx.performer,
        rule="choose_option",
        options=None,
        default=labels[: node.count],
        question=f"{g.name(ctx.source)}: wybór {node.count} różnych opcji ({names})",
        validate=valid,
    )
    complete = True
    for pick in picks:
        complete = run(ctx, node.options[int(pick) - 1]) and complete
    return complete


def _force(ctx: Ctx, node: A.Force) -> bool:
    """ "Zmuś dowolnego przeciwnika, aby …": that player performs and makes the choices."""
    complete = True
    for performer in _each(ctx, node.player):
        complete = run(ctx.sub(performer=performer), node.effect) and complete
    return complete


def _player_of(ctx: Ctx, node: Any) -> str:
    g = ctx.g
    if isinstance(node, A.Player):
        if node.who == "you":
            return ctx.controller
        if node.who == "trigger_actor":
            return (ctx.moment or {}).get("player") or ctx.controller
        if node.who in ("opponent", "given"):
            return g.s.opponent(ctx.controller)
        if node.who in EACH_PLAYER:
            # Only handlers that repeat their effect per player (`_each`) may read these.
            raise EngineStop(
                f"Efekt „{'każdy gracz' if node.who == 'each_player' else 'każdy przeciwnik'}” "
                f"w tym miejscu tekstu karty {g.name(ctx.source)} nie jest jeszcze obsługiwany."
            )
    return ctx.performer


EACH_PLAYER = ("each_player", "each_opponent")


def _each(ctx: Ctx, node: Any) -> tuple[str, ...]:
    """The players an effect's `player` names, one or each: "każdy gracz" is every player in
    turn order from the ability's controller, "każdy przeciwnik" every opponent."""
    if node is None:
        return (ctx.performer,)
    if isinstance(node, A.Player) and node.who in EACH_PLAYER:
        order = ctx.g.s.order
        start = order.index(ctx.controller) if ctx.controller in order else 0
        rotated = tuple(order[start:]) + tuple(order[:start])
        if node.who == "each_opponent":
            return tuple(pid for pid in rotated if pid != ctx.controller)
        return rotated
    return (_player_of(ctx, node),)


def _instead(ctx: Ctx, node: A.Instead) -> bool:
    """A replacement (*zamiast*): the original never happens (RR cz. 7 › efekty zastępujące).

    Without `replaces` it replaces the moment that triggered a "before" ability; otherwise it
    replaces a step the rules would take next: removing the die just resolved from the pool,
    or discarding the event just played."""
    g = ctx.g
    replaces = node.replaces
    if replaces is None:
        ctx.outcome["replaced"] = True
        g.emit(
            "replaced",
            f"{g.name(ctx.source)}: efekt zastępujący — zastępuje: "
            f"{ctx.moment_obj.label if ctx.moment_obj else 'zdarzenie'}; zamiast tego: "
            f"{describe(node.effect)}.",
            {"card": ctx.source, "moment": ctx.moment},
            rules=("replacement",),
        )
        run(ctx, node.effect)
        return True
    if isinstance(replaces, A.RemoveDice):
        die = ctx.die
        if die is None or die not in g.s.dice or g.s.die(die).location != "pool":
            g.emit(
                "note",
                f"{g.name(ctx.source)}: „zamiast usuwać tę kość” nie działa — tej kości nie ma "
                "w twojej puli.",
                {"card": ctx.source},
                rules=("replacement", "dice_pool"),
            )
            return False
        ctx.outcome["die_instead"] = (ctx, node.effect)
        return True
    if isinstance(replaces, A.Discard):
        ctx.outcome["set_aside_instead"] = True
        return True
    raise EngineStop(f"Nieobsługiwany efekt zastępujący ({type(replaces).__name__}).")


def _delayed(ctx: Ctx, node: A.Delayed) -> bool:
    """A delayed effect waits in the state for its moment (RR cz. 7 › efekty opóźnione)."""
    g = ctx.g
    when = node.when
    if isinstance(when, A.Event) and isinstance(node.effect, A.Prevent):
        # "… po tym, jak rozpatrzysz tę zdolność": applies when this resolution ends.
        return _prevent(ctx, node.effect)
    if isinstance(when, A.Event) and isinstance(node.effect, A.SetAside):
        # "Odłóż tę kość na bok po tym, jak zostanie rozpatrzona lub usunięta": the die
        # carries the instruction with it.
        dice = _resolve_ref(ctx, when.subject) if isinstance(when.subject, A.Ref) else []
        for did in dice:
            if did in g.s.dice and g.s.die(did).location == "pool":
                g.emit(
                    "die_roll",
                    f"Kość {did} zostanie odłożona na bok po rozpatrzeniu lub usunięciu.",
                    {"die": did, "face": g.s.die(did).face, "set_aside_after": True},
                    rules=("delayed",),
                )
        return True
    if not (isinstance(when, A.Timepoint) and when.name == "end_of_round"):
        raise EngineStop("Nieobsługiwany moment efektu opóźnionego.")
    path = _path_to(ctx.root, node)
    bound = {k: v for k, v in ctx.bound.items() if k == "chosen" or k.startswith("just:")}
    g.emit(
        "delayed_add",
        f"Efekt opóźniony ({g.name(ctx.source)}): {describe(node.effect)} — po zakończeniu rundy.",
        {
            "id": g.new_id("d"),
            "player": ctx.controller,
            "source": ctx.source,
            "when": "end_of_round",
            "label": describe(node.effect),
            "ability": ctx.ability,
            "context": {"ability": ctx.ability, "path": path, "bound": bound},
        },
        rules=("delayed",),
    )
    return True


def _until(ctx: Ctx, node: A.Until) -> bool:
    # The effects the engine executes are lasting changes of state, so "until the end of the
    # game" is what they already do; any shorter duration would need an end to be scheduled.
    if node.duration != "end_of_game":
        raise EngineStop(f"Nieobsługiwany czas trwania efektu: {node.duration}.")
    return run(ctx, node.effect)


def _unless(ctx: Ctx, node: A.Unless) -> bool:
    g = ctx.g
    player = _player_of(ctx, node.player)
    prevent = _can_pay(ctx.sub(performer=player), node.prevented_by) and g.decide(
        f"{ctx.key}.prevent",
        decider=player,
        rule="abilities",
        options=[True, False],
        default=False,
        question=f"{g.name(ctx.source)}: czy {g.player_name(player)} zapobiega efektowi?",
    )
    if prevent:
        _pay(ctx.sub(performer=player), node.prevented_by)
        return True
    return run(ctx, node.effect)


def _choose_target(ctx: Ctx, node: A.ChooseTarget) -> bool:
    chooser = _player_of(ctx, node.chooser) if node.chooser is not None else ctx.performer
    sub = ctx.sub(performer=chooser)
    chosen = select(sub, node.target, "target", f"{ctx.g.name(ctx.source)}: wybierz cel")
    ctx.recent = sub.recent
    ctx.bound["chosen"] = chosen
    return bool(chosen)


def _deal_damage(ctx: Ctx, node: A.DealDamage) -> bool:
    g = ctx.g
    amount = _amount(ctx, node.amount)
    kind = None
    if node.symbols:
        kind = "melee" if "MD" in node.symbols else "ranged"
    if node.distribute:
        return _distribute_damage(ctx, node, amount, kind)
    targets = select(
        ctx,
        node.target,
        "target",
        f"{g.name(ctx.source)}: komu zadać {pl.damage(amount)}",
        prefer="opponent",
    )
    if not targets:
        g.emit(
            "note",
            f"{g.name(ctx.source)}: brak dozwolonego celu — nic się nie dzieje.",
            {},
            rules=("choose_target",),
        )
        return False
    for target in targets:
        if g.s.phase == "over":
            return False
        damage.deal_damage(
            g,
            target,
            amount,
            dealer=ctx.performer,
            source=ctx.source,
            kind=kind,
            unblockable=node.unblockable,
        )
    return True


def _distribute_damage(ctx: Ctx, node: A.DealDamage, amount: int, kind: str | None) -> bool:
    """The dealer splits the damage among the selected characters as he wishes, but may not
    put more on a character than its remaining health while another can take it (the F-11D
    example in RR cz. 6 › obrażenia; the "pokonane postacie" bullet says he may: contested)."""
    from judge.engine.destiny.rules import CONTESTED

    g = ctx.g
    sel = node.target
    pool = _candidates(
        ctx,
        A.Select(
            kind="character",
            count=A.All(),
            controller=sel.controller if isinstance(sel, A.Select) else "own",
        ),
    )
    remaining = {c: g.defn(c).health - g.s.card(c).damage for c in pool}

    def valid(value: Any) -> str | None:
        if not isinstance(value, dict) or any(k not in pool for k in value):
            return f"podaj {{postać: liczba}} dla: {pool}"
        if sum(int(v) for v in value.values()) != amount:
            return f"rozdziel dokładnie {amount}"
        over = [k for k, v in value.items() if int(v) > remaining[k]]
        room = sum(remaining.values())
        if over and room >= amount:
            return (
                "nie można przydzielić postaci więcej obrażeń, niż ma pozostałej wytrzymałości "
                "(przykład z Karabinem F-11D)"
            )
        return None

    default: dict[str, int] = {}
    left = amount
    for c in pool:
        put = min(left, max(0, remaining[c]))
        if put:
            default[c] = put
            left -= put
    if left and pool:
        default[pool[0]] = default.get(pool[0], 0) + left
    chosen = g.decide(
        f"{ctx.key}.distribute",
        decider=ctx.performer,
        rule="damage",
        options=None,
        default=default,
        question=f"{g.name(ctx.source)}: rozdział {pl.damage(amount, case='gen')} między "
        f"postacie gracza {g.player_name(ctx.performer)}",
        validate=valid,
    )
    if any(remaining[c] < amount for c in pool) and len(pool) > 1:
        # The cap only matters when some character could take less than all of it.
        g.emit(
            "note",
            "Rozdzielający obrażenia nie może przydzielić postaci obrażeń ponad jej pozostałą "
            "wytrzymałość (przykład z Karabinem F-11D).",
            {"distribution": chosen},
            rules=("damage", "defeat"),
            contested=CONTESTED["distribute_overkill"],
        )
    for target, value in chosen.items():
        if int(value) and g.s.phase != "over":
            damage.deal_damage(
                g, target, int(value), dealer=ctx.performer, source=ctx.source, kind=kind
            )
    return True


def _give_shields(ctx: Ctx, node: A.GiveShields) -> bool:
    g = ctx.g
    amount = _amount(ctx, node.amount)
    if node.distribute:
        return _distribute_shields(ctx, node, amount)
    targets = select(
        ctx,
        node.target,
        "target",
        f"{g.name(ctx.source)}: komu dać {pl.shields(amount)}",
        prefer="own",
    )
    for target in targets:
        damage.give_shields(g, target, amount, giver=ctx.performer, source=ctx.source)
    return bool(targets)


def _distribute_shields(ctx: Ctx, node: A.GiveShields, amount: int) -> bool:
    """ "Rozdziel N osłon między …": the performer splits the shields among the characters
    the text names, as he wishes (a character holds at most 3: what goes over is lost, RR
    cz. 6 › osłony; the default fills each character up to 3 in board order)."""
    g = ctx.g
    sel = node.target
    everyone = (
        dataclasses.replace(sel, count=A.All(), each=False) if isinstance(sel, A.Select) else sel
    )
    pool = _candidates(ctx, everyone)
    if not pool:
        return False

    def valid(value: Any) -> str | None:
        if not isinstance(value, dict) or any(k not in pool for k in value):
            return f"podaj {{postać: liczba}} dla: {pool}"
        if any(not isinstance(v, int) or v < 0 for v in value.values()):
            return "liczby osłon muszą być nieujemne"
        if sum(value.values()) != amount:
            return f"rozdziel dokładnie {amount}"
        return None

    default: dict[str, int] = {}
    left = amount
    for c in pool:
        put = min(left, max(0, 3 - g.s.card(c).shields))
        if put:
            default[c] = put
            left -= put
    if left:
        default[pool[0]] = default.get(pool[0], 0) + left
    chosen = g.decide(
        f"{ctx.key}.distribute",
        decider=ctx.performer,
        rule="shields",
        options=None,
        default=default,
        question=f"{g.name(ctx.source)}: rozdział {pl.shields(amount)} między postacie",
        validate=valid,
    )
    for target, value in chosen.items():
        if int(value):
            damage.give_shields(g, target, int(value), giver=ctx.performer, source=ctx.source)
    return True


def _remove_shields(ctx: Ctx, node: A.RemoveShields) -> bool:
    g = ctx.g
    targets = select(ctx, node.source, "shield_source", "Z której postaci usunąć osłony")
    ranged = isinstance(node.amount, A.AnyNumber | A.UpTo | A.AtLeast | A.All)
    done = ranged and bool(targets)
    total = 0
    for target in targets:
        have = g.s.card(target).shields
        if ranged:
            amount = _chosen_amount(
                ctx, node.amount, have, f"{g.name(ctx.source)}: ile osłon usunąć z {g.name(target)}"
            )
        else:
            amount = _amount(ctx, node.amount)
        removed = min(have, amount)
        total += removed
        if removed:
            g.emit(
                "shields",
                f"{g.name(target)}: usunięto {pl.shields(removed)}.",
                {"card": target, "delta": -removed},
                rules=("shields",),
            )
        if not ranged:
            done = removed == amount
    ctx.bound["removed_shields"] = total  # "w liczbie usuniętych właśnie osłon"
    return done


def _move_tokens(ctx: Ctx, node: A.MoveTokens) -> bool:
    """Move damage or shields; a move needs a different, legal destination
    (RR cz. 8 › poruszanie): shields cannot go to a character that already has 3."""
    g = ctx.g
    sources = select(
        ctx, node.source, "from", f"{g.name(ctx.source)}: skąd przesunąć", prefer="opponent"
    )
    if not sources:
        return False
    origin = sources[0]
    there = g.s.card(origin).shields if node.token == "shield" else g.s.card(origin).damage
    amount = _chosen_amount(
        ctx, node.amount, there, f"{g.name(ctx.source)}: ile żetonów przesunąć z {g.name(origin)}"
    )
    if node.token == "shield":
        if g.s.card(origin).shields < 1:
            g.emit("note", f"{g.name(origin)} nie ma osłon do przesunięcia.", {}, rules=("moving",))
            return False
        candidates = [
            c for c in _candidates(ctx, node.destination) if c != origin and g.s.card(c).shields < 3
        ]
        if not candidates:
            g.emit(
                "note",
                "Nie ma dozwolonego miejsca na przesunięcie osłony (wszystkie "
                "postacie mają 3 osłony): ruch nie może być rozpatrzony.",
                {},
                rules=("moving", "shields"),
            )
            return False
        targets = select(
            ctx,
            node.destination,
            "to",
            "Na którą postać przesunąć osłonę",
            prefer="own",
            candidates=candidates,
        )
        moved = min(amount, g.s.card(origin).shields, 3 - g.s.card(targets[0]).shields)
        g.emit(
            "shields",
            f"{g.name(origin)}: przesunięto {pl.shields(moved)}.",
            {"card": origin, "delta": -moved},
            rules=("moving",),
        )
        g.emit(
            "shields",
            f"{g.name(targets[0])}: otrzymuje {pl.shields(moved)} (przesunięte).",
            {"card": targets[0], "delta": moved},
            rules=("moving", "shields"),
        )
        return moved == amount
    targets = select(
        ctx,
        node.destination,
        "target",
        f"{g.name(ctx.source)}: na którą postać przesunąć obrażenia",
        prefer="opponent",
    )
    if not targets:
        return False
    return damage.move_damage(g, origin, targets[0], amount) == amount


def _place_damage(ctx: Ctx, node: A.PlaceDamage) -> bool:
    g = ctx.g
    amount = _amount(ctx, node.amount)
    for target in select(ctx, node.target, "target", "Na co położyć żetony obrażeń"):
        g.emit(
            "damage",
            f"{g.name(target)}: położono {pl.count(amount, 'żeton', 'żetony', 'żetonów')} obrażeń.",
            {"card": target, "amount": amount, "placed": True},
            rules=("effects",),
        )
    return True


def _heal(ctx: Ctx, node: A.Heal) -> bool:
    g = ctx.g
    amount = _amount(ctx, node.amount)
    targets = select(
        ctx, node.target, "target", f"{g.name(ctx.source)}: kogo uleczyć", prefer="own"
    )
    healed = 0
    for target in targets:
        healed += damage.heal(g, target, amount, source=ctx.source)
    return healed > 0


def _block_damage(ctx: Ctx, node: A.BlockDamage) -> bool:
    if ctx.moment_obj is not None:
        ctx.moment_obj.outcome["blocked"] = True
        ctx.g.emit(
            "note",
            f"{ctx.g.name(ctx.source)}: obrażenia zostaną zablokowane.",
            {},
            rules=("taking_damage",),
        )
        return True
    return False


def _discard_chooser(ctx: Ctx, node: A.Discard) -> str:
    """Who picks the discarded cards: the player resolving the effect (RR cz. 8 › wybierz
    cel), unless the text names him: "wybrane przez ciebie" is the card's controller even when
    an opponent is made to discard."""
    if node.chooser == "you":
        return ctx.controller
    if node.chooser == "opponent":
        return ctx.g.s.opponent(ctx.controller)
    return ctx.performer


def _deck_owner(ctx: Ctx, cards: Any) -> str:
    """Whose deck "z wierzchu talii …" means: an opponent's when the text says so ("talii
    dowolnego przeciwnika": the performer picks one if there are several), else the
    performer's own (the grammar leaves the owner unsaid as "any" for "z wierzchu talii")."""
    if not isinstance(cards, A.Select) or cards.controller != "opponent":
        return ctx.performer
    players = _players(ctx, "opponent")
    if len(players) == 1:
        return players[0]
    return str(
        ctx.g.decide(
            f"{ctx.key}.deck_owner",
            decider=ctx.performer,
            rule="choose_target",
            options=list(players),
            default=players[0],
            question="Z wierzchu talii którego przeciwnika odrzucić karty",
        )
    )


def _discard(ctx: Ctx, node: A.Discard) -> bool:
    g = ctx.g
    if node.zone == "deck_top":
        wanted = _amount(ctx, node.cards.count) if isinstance(node.cards, A.Select) else 1
        owner = _deck_owner(ctx, node.cards)
        done = zones.discard_top_of_deck(g, owner, wanted, rules=("effects",))
        return done >= wanted
    if node.zone == "play":
        chooser = _discard_chooser(ctx, node)
        if chooser != ctx.performer and isinstance(node.cards, A.Select):
            targets = select(
                ctx.sub(performer=chooser),
                node.cards,
                "discard",
                f"Które karty odrzucić z gry (wybiera {g.player_name(chooser)})",
                candidates=_candidates(ctx, node.cards),
            )
            for cid in targets:
                ctx.push(_kind_of(g, cid), cid)
        else:
            targets = select(ctx, node.cards, "discard", "Które karty odrzucić z gry")
        from judge.engine.destiny.abilities import discard_upgrade

        for cid in targets:
            card = g.s.card(cid)
            if card.zone in ("set_aside", "limbo") and card.kind != "character":
                zones.move_card(
                    g,
                    cid,
                    "discard",
                    f"{pl.cap(g.card(cid))} {g.agree(cid, 'odrzucona', 'odrzucone')}.",
                    rules=("effects",),
                )
                continue
            if card.zone != "play":
                continue
            if card.kind == "upgrade":
                discard_upgrade(g, cid, why=f"efekt karty {g.name(ctx.source)}")
            else:
                for did in card.dice:
                    if g.s.die(did).location != "set_aside":
                        g.emit(
                            "die_off",
                            f"Kość {did} odłożona na bok.",
                            {"die": did, "to": "set_aside"},
                            rules=("dice_leaving_play",),
                        )
                zones.move_card(
                    g,
                    cid,
                    "discard",
                    f"{pl.cap(g.card(cid))} {g.agree(cid, 'odrzucona', 'odrzucone')} z gry.",
                    rules=("effects",),
                )
        return bool(targets)
    # from hand
    sel = node.cards
    random_pick = node.random or (
        isinstance(sel, A.Select) and any(f.kind == "random" for f in sel.filters)
    )
    owner = ctx.performer
    if isinstance(sel, A.Select) and sel.controller in ("opponent",):
        owner = g.s.opponent(ctx.controller)
    looked = ctx.bound.get("looked_at")
    if looked and isinstance(sel, A.Select) and sel.controller == "any":
        owner = looked
    if random_pick:
        count = _amount(ctx, sel.count) if isinstance(sel, A.Select) else 1
        return zones.discard_random(g, owner, count, rules=("effects",)) == count
    candidates = (
        [
            c
            for c in (
                _candidates(ctx.sub(performer=owner), sel) if isinstance(sel, A.Select) else []
            )
            if c in g.s.player(owner).hand
        ]
        if isinstance(sel, A.Select)
        else []
    )
    if isinstance(sel, A.Select) and sel.controller == "any" and looked:
        candidates = [c for c in g.s.player(owner).hand if _card_matches(ctx, c, sel)]
    chooser = _discard_chooser(ctx, node)
    targets = select(
        ctx if chooser == ctx.performer else ctx.sub(performer=chooser),
        sel,
        "discard",
        f"{g.name(ctx.source)}: które karty odrzucić z ręki"
        + ("" if chooser == ctx.performer else f" (wybiera {g.player_name(chooser)})"),
        candidates=candidates,
    )
    for cid in targets:
        if chooser != ctx.performer:
            ctx.push(_kind_of(g, cid), cid)
        zones.discard_from_hand(
            g, g.s.card(cid).owner, cid, rules=("effects",), why=f"efekt karty {g.name(ctx.source)}"
        )
    ctx.bound["just:discarded"] = list(targets)
    low, _high = _count_bounds(ctx, sel.count if isinstance(sel, A.Select) else A.Fixed(1), 10**6)
    return len(targets) >= min(low, 10**6) if not isinstance(sel.count, A.All) else True


def _draw(ctx: Ctx, node: A.Draw) -> bool:
    complete = True
    for pid in _each(ctx, node.player):
        wanted = _amount(ctx, node.amount)
        complete = zones.draw(ctx.g, pid, wanted, rules=("effects",)) == wanted and complete
    return complete


def _draw_until(ctx: Ctx, node: A.DrawUntil) -> bool:
    g = ctx.g
    size = _amount(ctx, node.size)
    missing = size - len(g.s.player(ctx.performer).hand)
    if missing <= 0:
        g.emit(
            "note",
            f"{g.player_name(ctx.performer)} ma już na ręce co najmniej {size} kart: nie dobiera.",
            {},
            rules=("draw",),
        )
        return True
    return zones.draw(g, ctx.performer, missing, rules=("effects",)) == missing


def _discard_until(ctx: Ctx, node: A.DiscardUntil) -> bool:
    g = ctx.g
    size = _amount(ctx, node.size)
    hand = list(g.s.player(ctx.performer).hand)
    extra = len(hand) - size
    if extra <= 0:
        return True
    sel = A.Select(kind="card", count=A.Fixed(extra), controller="own", zone="hand")
    for cid in select(ctx, sel, "discard", "Które karty odrzucić"):
        zones.discard_from_hand(g, ctx.performer, cid, rules=("effects",), why="efekt karty")
    return True


def _gain(ctx: Ctx, node: A.GainResources) -> bool:
    for pid in _each(ctx, node.player):
        zones.gain_resources(ctx.g, pid, _amount(ctx, node.amount), rules=("effects",))
    return True


def _lose(ctx: Ctx, node: A.LoseResources) -> bool:
    pid = _player_of(ctx, node.player) if node.player is not None else ctx.performer
    have = ctx.g.s.player(pid).resources
    amount = have if isinstance(node.amount, A.All) else _amount(ctx, node.amount)
    if amount == 0 and isinstance(node.amount, A.All):
        ctx.g.emit(
            "note",
            f"{ctx.g.player_name(pid)} nie ma zasobów do stracenia.",
            {},
            rules=("resources",),
        )
        return True
    return zones.lose_resources(ctx.g, pid, amount) == amount


def _spend(ctx: Ctx, node: A.SpendResources) -> bool:
    g = ctx.g
    amount = _amount(ctx, node.amount)
    if g.s.player(ctx.performer).resources < amount:
        return False
    zones.pay(
        g, ctx.performer, amount, what=f"zdolność karty {g.name(ctx.source)}", rules=("effects",)
    )
    if node.to is not None:
        receiver = _player_of(ctx, node.to)
        zones.gain_resources(g, receiver, amount, rules=("effects",))
    return True


def _pay_cost(ctx: Ctx, node: A.PayCost) -> bool:
    g = ctx.g
    ids = _resolve_ref(ctx, node.of) if isinstance(node.of, A.Ref) else []
    total = sum(g.defn(i).cost for i in ids)
    if g.s.player(ctx.performer).resources < total:
        return False
    ctx.bound["cost_paid"] = ids
    zones.pay(g, ctx.performer, total, what=", ".join(g.name(i) for i in ids), rules=("cost",))
    return True


def _exhaust(ctx: Ctx, node: A.Exhaust) -> bool:
    g = ctx.g
    candidates = [
        c
        for c in _candidates(ctx, node.target)
        if c in g.s.cards and g.s.card(c).zone == "play" and not g.s.card(c).exhausted
    ]
    targets = (
        select(
            ctx,
            node.target,
            "exhaust",
            f"{g.name(ctx.source)}: co wyczerpać",
            prefer="opponent",
            candidates=candidates,
        )
        if not isinstance(node.target, A.Ref)
        else [c for c in _resolve_ref(ctx, node.target) if c in candidates]
    )
    for cid in targets:
        g.emit(
            "exhaust",
            f"{pl.cap(g.card(cid))} zostaje {g.agree(cid, 'wyczerpana', 'wyczerpane')}.",
            {"card": cid},
            rules=("exhausted",),
        )
        ctx.push(_kind_of(g, cid), cid)
    return bool(targets)


def _ready(ctx: Ctx, node: A.Ready) -> bool:
    g = ctx.g
    candidates = [
        c
        for c in _candidates(ctx, node.target)
        if c in g.s.cards and g.s.card(c).zone == "play" and g.s.card(c).exhausted
    ]
    targets = (
        select(
            ctx,
            node.target,
            "ready",
            f"{g.name(ctx.source)}: co przygotować",
            prefer="own",
            candidates=candidates,
        )
        if not isinstance(node.target, A.Ref)
        else [c for c in _resolve_ref(ctx, node.target) if c in candidates]
    )
    for cid in targets:
        g.emit(
            "ready",
            f"{pl.cap(g.card(cid))} zostaje {g.agree(cid, 'przygotowana', 'przygotowane')} "
            f"({g.agree(cid, 'jej', 'jego')} kości w puli zostają).",
            {"card": cid},
            rules=("ready",),
        )
    return bool(targets)


def _activate(ctx: Ctx, node: A.Activate) -> bool:
    """Activate characters; several "simultaneously" are activated one after another, each
    with its own "before" window, as the Taktyka oddziału example shows (RR cz. 7 › kolejka,
    przykład 2)."""
    from judge.engine.destiny.actions import activate_card

    g = ctx.g
    candidates = [
        c for c in _candidates(ctx, node.target) if g.s.in_play(c) and not g.s.card(c).exhausted
    ]
    if isinstance(node.target, A.Ref):
        targets = [c for c in _resolve_ref(ctx, node.target) if c in candidates]
    else:
        targets = select(
            ctx,
            node.target,
            "activate",
            f"{g.name(ctx.source)}: które postacie aktywować",
            prefer="own",
            candidates=candidates,
        )
    done = False
    for cid in targets:
        if g.s.phase == "over":
            break
        done = activate_card(g, ctx.performer, cid, why=f"efekt karty {g.name(ctx.source)}") or (
            done
        )
    return done or not targets


def _defeat(ctx: Ctx, node: A.Defeat) -> bool:
    g = ctx.g
    candidates = [c for c in _candidates(ctx, node.target) if g.s.in_play(c)]
    targets = (
        select(
            ctx,
            node.target,
            "defeat",
            f"{g.name(ctx.source)}: którą postać pokonać",
            prefer="own",
            candidates=candidates,
        )
        if not isinstance(node.target, A.Ref)
        else [c for c in _resolve_ref(ctx, node.target) if c in candidates]
    )
    done = False
    for cid in targets:
        done = damage.defeat(g, cid, cause=ctx.source) or done
    return done


def _roll(ctx: Ctx, node: A.RollDice) -> bool:
    g = ctx.g
    if node.named:
        dice = (
            [
                d
                for d in g.s.player(ctx.controller).set_aside_dice
                if g.s.die(d).home is None and g.defn("die:" + d).code == node.named
            ]
            if any(k.startswith("die:") for k in g.cards)
            else []
        )
        dice = [d for d in dice if ("die:" + d) in g.cards]
        if not dice:
            g.emit(
                "note",
                f"{g.name(ctx.source)}: w strefie bocznej nie ma takiej kości — "
                "zdolność nic nie robi.",
                {},
                rules=("set_aside",),
            )
            return False
        dice = dice[:1]
    else:
        dice = [
            d
            for d in _candidates(ctx, node.dice)
            if d in g.s.dice and g.s.die(d).location != "pool"
        ]
        if isinstance(node.dice, A.Select):
            dice = dice[: _amount(ctx, node.dice.count)]
    if not dice:
        g.emit("note", f"{g.name(ctx.source)}: nie ma kości do rzucenia.", {}, rules=("rolling",))
        return False
    into = None
    if node.into == "opponent":
        into = g.s.opponent(ctx.controller)
    elif node.into == "you":
        into = ctx.controller
    moments = dicerules.roll(
        g, dice, player=ctx.controller, why=f"efekt karty {g.name(ctx.source)}", into=into
    )
    for did in dice:
        ctx.push("die", did)
        ctx.bound["rolled_die"] = did
    timing.after(g, *moments)
    return True


def _reroll(ctx: Ctx, node: A.RerollDice) -> bool:
    g = ctx.g
    if isinstance(node.dice, A.Ref):
        dice = [d for d in _resolve_ref(ctx, node.dice) if g.s.die(d).location == "pool"]
    elif isinstance(node.dice, A.Either):
        # "any number of yours or any number of one opponent's": one side, never a mix
        sides = [("own", node.dice.items[0])] + [("opponent", i) for i in node.dice.items[1:]]
        side = g.decide(
            f"{ctx.key}.side",
            decider=ctx.performer,
            rule="choose_option",
            options=["own", "opponent"],
            default="opponent",
            question=f"{g.name(ctx.source)}: czyje kości przerzucić (swoje albo przeciwnika)",
        )
        chosen_sel = dict(sides)[side]
        dice = select(ctx, chosen_sel, "reroll", f"{g.name(ctx.source)}: które kości przerzucić")
    else:
        dice = select(ctx, node.dice, "reroll", f"{g.name(ctx.source)}: które kości przerzucić")
    dice = [d for d in dice if g.s.die(d).location == "pool"]
    if not dice:
        return isinstance(getattr(node.dice, "count", None), A.AnyNumber | A.UpTo)
    moments = dicerules.roll(g, dice, player=ctx.performer, why=f"przerzut: {g.name(ctx.source)}")
    timing.after(g, *moments)
    return True


def _remove(ctx: Ctx, node: A.RemoveDice) -> bool:
    """Remove dice from pools; "all" removes them at once, so protections are judged against
    the pool as it was (FAQ on Unik and Pilot myśliwca TIE)."""
    g = ctx.g
    from judge.engine.destiny.abilities import protected_from_opponent

    if isinstance(node.dice, A.Ref):
        dice = [
            d
            for d in _resolve_ref(ctx, node.dice)
            if d in g.s.dice and g.s.die(d).location == "pool"
        ]
    else:
        # Only a die in a pool can be removed (RR cz. 8 › usuwanie kości): "kości tej postaci"
        # also names the dice still on the card, which are not offered.
        candidates = [
            d
            for d in _candidates(ctx, node.dice)
            if g.s.die(d).location == "pool" and not protected_from_opponent(g, d, ctx.performer)
        ]
        dice = select(
            ctx,
            node.dice,
            "remove",
            f"{g.name(ctx.source)}: które kości usunąć",
            prefer="opponent",
            candidates=candidates,
        )
    values = {d: _die_value(g, d) for d in dice}
    for did in dice:
        ctx.bound[f"value:{did}"] = values[did]
        ctx.push("die", did)
        dicerules.remove_die(g, did, by=ctx.performer, why=f"efekt karty {g.name(ctx.source)}")
    ctx.bound["just:removed"] = list(dice)
    sel = node.dice
    if isinstance(sel, A.Select) and isinstance(sel.count, A.Fixed):
        return len(dice) >= sel.count.value
    return bool(dice) or isinstance(getattr(sel, "count", None), A.All)


def _turn(ctx: Ctx, node: A.TurnDie) -> bool:
    """Turn dice to faces the player picks; each must show a different face afterwards
    (RR cz. 8 › obracanie)."""
    g = ctx.g
    dice = select(
        ctx, node.dice, "die", f"{g.name(ctx.source)}: które kości obrócić", prefer="opponent"
    )
    turned = 0
    for did in dice:
        die = g.s.die(did)
        if die.location != "pool":
            continue
        options = sorted(
            {
                faces.notation(f)
                for i, f in enumerate(die.faces)
                if _face_allowed(f, node.to, ctx.bound.get("symbol"))
                and (
                    i != die.face
                    or sum(1 for x in die.faces if faces.notation(x) == faces.notation(f)) > 1
                )
            }
        )
        if not options:
            g.emit(
                "note",
                f"Kości {did} nie można obrócić na żadną dozwoloną ściankę.",
                {},
                rules=("turning",),
            )
            continue
        face = g.decide(
            f"{ctx.key}.face",
            decider=ctx.performer,
            rule="turning",
            options=options,
            default=options[0],
            question=f"{g.name(ctx.source)}: na którą ściankę obrócić kość {did}",
        )
        dicerules.turn(g, did, str(face), why=f"efekt karty {g.name(ctx.source)}")
        turned += 1
    return turned > 0 or isinstance(getattr(node.dice, "count", None), A.AnyNumber | A.UpTo)


def _face_allowed(face: Any, spec: A.Face, symbol: str | None = None) -> bool:
    if spec.given_symbol and face.symbol != symbol:
        return False
    if spec.symbols and face.symbol not in spec.symbols:
        return False
    return not (spec.not_symbols and face.symbol in spec.not_symbols)


def _resolve_die(ctx: Ctx, node: A.ResolveDie) -> bool:
    """Resolve dice through a card: normal effect of the symbol, its resource cost is still
    paid, a modifier still cannot be resolved alone, and modifiers join only when the card
    lets several dice of one symbol be resolved (RR cz. 2 › rozpatrywanie kości przez karty)."""
    g = ctx.g
    free = bool(ctx.bound.pop("free_dice", False))
    candidates = [
        d
        for d in _candidates(ctx, node.dice)
        if d in g.s.dice and g.s.die(d).location == "pool" and g.s.die(d).owner == ctx.performer
    ]
    if isinstance(node.dice, A.Ref):
        candidates = [
            d
            for d in _resolve_ref(ctx, node.dice)
            if d in g.s.dice and g.s.die(d).location == "pool"
        ]
    # A blank cannot be resolved; a modifier cannot be resolved alone, not even "as if it
    # showed another symbol" (C-3PO clarification).
    candidates = [d for d in candidates if g.s.die(d).showing.symbol != "-"]  # type: ignore
    candidates = [d for d in candidates if not g.s.die(d).showing.modifier]  # type: ignore
    # The same die cannot be resolved twice during one action (a special ability resolving
    # "a red die" cannot pick the die whose special it is: RR cz. 5 › rozpatrzenie kości).
    done = dicerules.resolved_this_action(g)
    again = [d for d in candidates if d in done]
    candidates = [d for d in candidates if d not in done]
    if not candidates:
        g.emit(
            "note",
            f"{g.name(ctx.source)}: brak kości, którą można rozpatrzyć"
            + (f" (kość {again[0]} została już rozpatrzona podczas tej akcji)." if again else "."),
            {},
            rules=("dice_by_cards",) + (("resolve_dice",) if again else ()),
        )
        return False
    if isinstance(node.dice, A.Ref):
        chosen = candidates[:1]
    else:
        chosen = select(
            ctx,
            node.dice,
            "resolve",
            f"{g.name(ctx.source)}: którą kość rozpatrzyć",
            candidates=candidates,
        )
    if not chosen:
        return isinstance(getattr(node.dice, "count", None), A.AnyNumber | A.UpTo)
    each_of: list[str] | None = None
    if node.against is not None:
        each_of = _candidates(ctx, node.against)
    complete = True
    for did in chosen:
        if g.s.phase == "over" or g.s.die(did).location != "pool":
            continue
        face = g.s.die(did).showing
        assert face is not None
        as_symbol = None
        if node.as_other_symbol:
            symbols = [
                s for s in ("MD", "RD", "Sh", "R", "Dr", "Dc", "F", "Sp") if s != face.symbol
            ]
            as_symbol = g.decide(
                f"{ctx.key}.symbol",
                decider=ctx.performer,
                rule="dice_by_cards",
                options=symbols,
                default=symbols[0],
                question=f"{g.name(ctx.source)}: jako jaki symbol rozpatrzyć kość {did}",
            )
        cost = 0 if free else face.cost
        if cost > g.s.player(ctx.performer).resources:
            g.emit(
                "note",
                f"Nie można zapłacić kosztu kości {did} ({cost}): nie zostaje rozpatrzona.",
                {},
                rules=("die_cost", "dice_by_cards"),
            )
            complete = False
            continue
        if free and face.cost:
            g.emit(
                "note", f"Koszt kości {did} w zasobach nie musi być zapłacony.", {}, rules=("free",)
            )
        # The card's `target` decision may name the character the die's damage or shields
        # go to (FN-2199: `fn.target`); when it names something else (the die this ability
        # chose), the die's own `<die>.target` decision is asked for instead.
        target = g.peek(f"{ctx.key}.target")
        if not (isinstance(target, str) and target in g.s.all_characters()):
            target = None
        group = dicerules.Group(dice=[did], target=target)
        ctx.bound["resolving_die"] = did
        if node.increase is not None:
            bonus = _amount(ctx, node.increase)
            group = dicerules.Group(dice=[did], target=group.target, data={"bonus": bonus})
        ok = dicerules.resolve_group(
            g,
            ctx.performer,
            group,
            free=free,
            rules=("dice_by_cards",),
            as_symbol=as_symbol,
            extra={"each_of": each_of} if each_of else None,
        )
        complete = ok and complete
        ctx.push("die", did)
    return complete


def _resolve_face(ctx: Ctx, node: A.ResolveFace) -> bool:
    """Resolve one face of a die that is not in the pool (Poe Dameron): its cost is paid, a
    modifier or a blank cannot be resolved; a special resolves that card's special ability."""
    g = ctx.g
    owners = (
        _candidates(ctx, node.die.owner)
        if isinstance(node.die, A.Select) and (node.die.owner is not None)
        else []
    )
    cards = [c for c in owners if g.defn(c).faces]
    if not cards:
        g.emit(
            "note",
            f"{g.name(ctx.source)}: odrzucona karta nie ma kości — nic do rozpatrzenia.",
            {},
            rules=("dice_by_cards",),
        )
        return True
    card = cards[0]
    options = sorted(
        {faces.notation(f) for f in g.defn(card).faces if not f.modifier and f.symbol != "-"}
    )
    if not options:
        return True
    pick = g.decide(
        f"{ctx.key}.face",
        decider=ctx.performer,
        rule="dice_by_cards",
        options=options,
        default=options[0],
        question=f"{g.name(ctx.source)}: którą ściankę kości karty {g.name(card)} rozpatrzyć",
    )
    face = faces.parse(str(pick))
    if face.cost > g.s.player(ctx.performer).resources:
        g.emit("note", "Nie można zapłacić kosztu tej ścianki.", {}, rules=("die_cost",))
        return False
    if face.cost:
        zones.pay(g, ctx.performer, face.cost, what=f"ściankę {pick}", rules=("die_cost",))
    g.emit(
        "resolve_die",
        f"{g.player_name(ctx.performer)} rozpatruje ściankę {pick} kości "
        f"karty {g.name(card)} (bez rzucania nią).",
        {"card": card, "face": pick, "player": ctx.performer},
        rules=("dice_by_cards", dicerules.SYMBOL_RULE[face.symbol]),
    )
    if face.symbol == "Sp":
        outcome: dict[str, Any] = {}
        run_special(g, ctx.performer, card, None, dicerules.Group(dice=[]), outcome)
        return True
    group = dicerules.Group(
        dice=[],
        target=g.peek(f"{ctx.key}.target"),
        data={"distribute": g.peek(f"{ctx.key}.distribute")}
        if g.peek(f"{ctx.key}.distribute")
        else {},
    )
    return dicerules.apply_symbol(
        g, ctx.performer, None, face.symbol, faces.value(face), group, {}, {}, home=card
    )


def _set_aside(ctx: Ctx, node: A.SetAside) -> bool:
    g = ctx.g
    for ident in select(ctx, node.what, "set_aside", "Co odłożyć na bok"):
        if ident in g.s.dice:
            if g.s.die(ident).location == "pool":
                g.emit(
                    "die_off",
                    f"Kość {ident} odłożona na bok.",
                    {"die": ident, "to": "set_aside"},
                    rules=("set_aside",),
                )
        else:
            zones.move_card(
                g,
                ident,
                "set_aside",
                f"{pl.cap(g.card(ident))} {g.agree(ident, 'odłożona', 'odłożone')} na bok.",
                rules=("set_aside",),
            )
    return True


def _move_upgrade(ctx: Ctx, node: A.MoveUpgrade) -> bool:
    """Move an upgrade to another character: not a play (play restrictions do not apply); the
    destination must differ; a fourth upgrade makes its controller discard one
    (RR cz. 8 › poruszanie; cz. 1 › ulepszenia)."""
    from judge.engine.destiny.abilities import move_upgrade

    g = ctx.g
    if node.source is not None:
        hosts = [c for c in _candidates(ctx, node.source) if g.s.card(c).upgrades]
        origin = select(
            ctx, node.source, "from", f"{g.name(ctx.source)}: z której postaci", candidates=hosts
        )
        if not origin:
            return False
        ctx.bound["move_source"] = origin[0]
        upgrades = list(g.s.card(origin[0]).upgrades)
    else:
        upgrades = _candidates(ctx, node.upgrade)
    if isinstance(node.upgrade, A.Select):
        upgrades = [u for u in upgrades if _filters_ok(ctx, u, node.upgrade.filters)]
    chosen = select(
        ctx,
        node.upgrade,
        "upgrade",
        f"{g.name(ctx.source)}: które ulepszenie poruszyć",
        candidates=upgrades,
    )
    if not chosen:
        return False
    upgrade = chosen[0]
    host = g.s.card(upgrade).attached_to
    destinations = [c for c in _candidates(ctx, node.to) if c != host and g.s.in_play(c)]
    if isinstance(node.to, A.Ref):
        destinations = [c for c in _resolve_ref(ctx, node.to) if c != host and g.s.in_play(c)]
    if not destinations:
        g.emit(
            "note",
            "Ulepszenie nie ma dozwolonego miejsca (inne niż obecne): ruch nie może "
            "być rozpatrzony.",
            {},
            rules=("moving",),
        )
        return False
    target = (
        select(
            ctx, node.to, "to", f"{g.name(ctx.source)}: na którą postać", candidates=destinations
        )
        if not isinstance(node.to, A.Ref)
        else destinations
    )
    move_upgrade(g, upgrade, target[0], rules=("moving",), why=f"efekt karty {g.name(ctx.source)}")
    return True


def _play(ctx: Ctx, node: A.Play) -> bool:
    """Play a card through an effect: free, with a changed cost, or from another zone."""
    from judge.engine.destiny import play

    g = ctx.g
    zones_ = (
        node.zone if isinstance(node.zone, tuple) else ((node.zone,) if node.zone else ("hand",))
    )
    pool: list[str] = []
    player = g.s.player(ctx.performer)
    for zone in zones_:
        pool += list({"hand": player.hand, "discard_pile": player.discard}.get(zone, ()))
    if isinstance(node.card, A.Ref):
        pool = [c for c in _resolve_ref(ctx, node.card) if g.s.card(c).zone in ("hand", "discard")]
    elif isinstance(node.card, A.Select) and any(
        f.kind == "stacked_on_other_copy" for f in node.card.filters
    ):
        pool = [
            c for holder in g.s.cards.values() if holder.id != ctx.source for c in holder.stacked
        ]
    else:
        pool = [c for c in pool if _card_matches(ctx, c, node.card)]
    pool = [c for c in pool if g.defn(c).type in ("event", "upgrade", "support")]
    if not pool:
        g.emit(
            "note",
            f"{g.name(ctx.source)}: nie ma karty, którą można zagrać.",
            {},
            rules=("play_card",),
        )
        return False
    chosen = (
        select(ctx, node.card, "play", f"{g.name(ctx.source)}: którą kartę zagrać", candidates=pool)
        if not isinstance(node.card, A.Ref)
        else pool[:1]
    )
    if not chosen:
        return False
    cid = chosen[0]
    target = None
    if g.defn(cid).type == "upgrade":
        chars = list(g.s.characters(ctx.performer))
        if not chars:
            return False
        target = g.decide(
            f"{ctx.key}.onto",
            decider=ctx.performer,
            rule="play_card",
            options=chars,
            default=chars[0],
            question=f"Na którą postać zagrać {g.name(cid)}",
        )
    try:
        play.check_playable(
            g,
            ctx.performer,
            cid,
            target=target,
            replacing=None,
            ignore_restrictions=node.ignore_restrictions,
        )
    except Refusal as refusal:
        g.emit(
            "note",
            f"{pl.cap(g.card(cid))} nie może zostać {g.agree(cid, 'zagrana', 'zagrane')}: "
            f"{refusal.message}",
            {},
            rules=(refusal.rule,),
        )
        return False
    cost_paid = bool(ctx.bound.get("cost_paid"))
    free = node.free or cost_paid
    reduce = -node.cost_change if node.cost_change < 0 else 0
    if (
        not free
        and play.play_cost(g, ctx.performer, cid, target=target, replacing=None, reduce=reduce)
        > g.s.player(ctx.performer).resources
    ):
        g.emit(
            "note",
            f"{g.name(cid)}: brak zasobów na koszt — karta nie zostaje zagrana.",
            {},
            rules=("play_card",),
        )
        return False
    holders = [c.id for c in g.s.cards.values() if cid in c.stacked]
    play.play_card(
        g, ctx.performer, cid, target=target, free=free, reduce=reduce, rules=("play_card",)
    )
    ctx.push(_kind_of(g, cid), cid)
    for holder in holders:
        ctx.push("copy", holder)
    return True


LOOK_ZONES = {
    "hand": ("hand", "rękę", "pusta"),
    "discard_pile": ("discard", "stos kart odrzuconych", "pusty"),
    "deck": ("deck", "talię", "pusta"),
    "deck_top": ("deck", "talię", "pusta"),
}


def _look_at(ctx: Ctx, node: A.LookAt) -> bool:
    """Podejrzyj: the cards of the zone the text names (a hand unless it says the discard
    pile or the deck), as many as it says (all when it gives no number; the top cards of a
    deck, the most recently discarded of a discard pile)."""
    g = ctx.g
    sel = node.cards if isinstance(node.cards, A.Select) else None
    players = _players(ctx, sel.controller if sel is not None else "any")
    pid = players[0] if players else g.s.opponent(ctx.controller)
    ctx.bound["looked_at"] = pid
    zone, noun, empty = LOOK_ZONES.get((sel.zone if sel else None) or "hand", LOOK_ZONES["hand"])
    cards = list(getattr(g.s.player(pid), zone))
    if zone == "discard":
        cards.reverse()  # the top of the pile is the card discarded last
    wanted = len(cards)
    if sel is not None and not isinstance(sel.count, A.All | A.AnyNumber):
        wanted = min(_amount(ctx, sel.count), len(cards))
    at_random = sel is not None and any(f.kind == "random" for f in sel.filters)
    if at_random:
        # "losową kartę": drawn with the seeded generator, each draw a step of its own.
        pool, cards = cards, []
        for _ in range(wanted):
            cards.append(pool.pop(g.random_index(len(pool))))
            g.emit(
                "random",
                f"Wylosowano: {g.name(cards[-1])}.",
                {"count": 1, "picked": cards[-1]},
                rules=("effects",),
            )
    else:
        cards = cards[:wanted]
    ctx.bound["looked_cards"] = cards
    whose = f"gracza {g.player_name(pid)}"
    part = "" if wanted == len(getattr(g.s.player(pid), zone)) else f" ({wanted} z wierzchu)"
    if at_random:
        part = f" ({wanted} losowo)"
    g.emit(
        "note",
        f"{g.player_name(ctx.performer)} podgląda {noun} {whose}{part}: "
        + (", ".join(g.name(c) for c in cards) or empty)
        + ".",
        {"player": pid, "zone": zone, "cards": cards},
        rules=("look",),
    )
    return True


def _add_to_hand(ctx: Ctx, node: A.AddToHand) -> bool:
    g = ctx.g
    zone = {"discard_pile": "discard", "deck": "deck"}.get(node.zone, "discard")
    pool = [c for c in getattr(g.s.player(ctx.performer), zone) if _card_matches(ctx, c, node.card)]
    chosen = select(
        ctx, node.card, "card", f"{g.name(ctx.source)}: którą kartę dodać do ręki", candidates=pool
    )
    for cid in chosen:
        zones.move_card(g, cid, "hand", f"{g.name(cid)} trafia do ręki.", rules=("effects",))
    return bool(chosen)


def _take_actions(ctx: Ctx, node: A.TakeActions) -> bool:
    """An additional action in one's own turn waits outside the queue; a player allowed to act
    outside his turn acts at once or declines (RR cz. 5 › dodatkowe akcje)."""
    from judge.engine.destiny.actions import grant_additional_action, outside_action

    g = ctx.g
    player = _player_of(ctx, node.player) if node.player is not None else ctx.performer
    count = _amount(ctx, node.amount)
    if player != g.s.turn:
        for _ in range(count):
            outside_action(g, player, source=ctx.source or "")
        return True
    for _ in range(count):
        grant_additional_action(
            g,
            player,
            source=ctx.source or "",
            label=g.defn(ctx.source).name if ctx.source else "efekt",
        )
    return True


def _end_phase(ctx: Ctx, node: A.EndActionPhase) -> bool:
    ctx.g.emit(
        "end_phase_requested",
        f"{ctx.g.name(ctx.source)}: faza akcji kończy się po tej akcji.",
        {},
        rules=("action_phase",),
    )
    return True


def _swap_battlefield(ctx: Ctx, node: A.SwapBattlefield) -> bool:
    """Switch the battlefield in use; its control does not change and no claim ability is
    used (Skok w nadprzestrzeń clarification)."""
    g = ctx.g
    options = _candidates(ctx, node.with_)
    chosen = select(
        ctx, node.with_, "battlefield", "Na które pole bitwy zamienić", candidates=options
    )
    if not chosen:
        return False
    g.emit(
        "battlefield",
        f"Pole bitwy zamienione na {g.name(chosen[0])}; kontrola się nie zmienia.",
        {"card": chosen[0]},
        rules=("battlefields",),
    )
    return True


def _swap_upgrade(ctx: Ctx, node: A.SwapUpgrade) -> bool:
    """Switch this upgrade for one from hand: not playing it, so no cost and (here) no play
    restriction; the old one returns to hand and its die is set aside
    (Holokron Sithów clarification and FAQ)."""
    g = ctx.g
    old = _resolve_ref(ctx, node.upgrade) if isinstance(node.upgrade, A.Ref) else []
    if not old or g.s.card(old[0]).zone != "play":
        return False
    old_id = old[0]
    if g.s.card(old_id).owner != ctx.performer:
        g.emit(
            "note",
            "Nie można mieć na ręce karty przeciwnika: zamiana nie ma efektu.",
            {},
            rules=("hand",),
        )
        return False
    host = g.s.card(old_id).attached_to
    if host is None:  # an upgrade in play is always attached (RR cz. 1, ulepszenia)
        raise EngineStop(
            f"{pl.cap(g.card(old_id))} nie jest do niczego dołączona: nie ma czego zamienić."
        )
    pool = [c for c in g.s.player(ctx.performer).hand if _card_matches(ctx, c, node.replacement)]
    if not pool:
        g.emit(
            "note",
            "Na ręce nie ma pasującego ulepszenia: nic się nie dzieje.",
            {},
            rules=("effects",),
        )
        return False
    new = select(ctx, node.replacement, "replacement", "Które ulepszenie z ręki", candidates=pool)[
        0
    ]
    # Switching is not playing, so "cannot be played onto" restrictions of the host do not
    # apply (FAQ: Holokron and Imperialny Gwardzista).
    for did in g.s.card(old_id).dice:
        if g.s.die(did).location != "set_aside":
            g.emit(
                "die_off",
                f"Kość {did} odłożona na bok (jej karta wraca na rękę).",
                {"die": did, "to": "set_aside"},
                rules=("dice_leaving_play",),
            )
    zones.move_card(
        g, old_id, "hand", f"{g.name(old_id)} wraca na rękę (zamiana).", rules=("effects",)
    )
    zones.move_card(
        g,
        new,
        "play",
        f"{pl.cap(g.card(new))} {g.agree(new, 'dołączona', 'dołączone')} do "
        f"{g.card(host, 'gen')} (zamiana — to nie jest zagranie: bez kosztu).",
        rules=("effects", "free"),
        attach_to=host,
    )
    for did in g.s.card(new).dice:
        if g.s.die(did).location != "card":
            g.emit(
                "die_off",
                f"Kość {did} trafia na kartę {g.name(new)}.",
                {"die": did, "to": "card"},
                rules=("dice_leaving_play",),
            )
    ctx.push("upgrade", new)
    return True


def _become_support(ctx: Ctx, node: A.BecomeSupport) -> bool:
    """The upgrade becomes a support (starting ready); its die stays in the pool if it is
    there, otherwise it moves onto the new support (Jedność z Mocą clarification)."""
    g = ctx.g
    for cid in _resolve_ref(ctx, node.card) if isinstance(node.card, A.Ref) else []:
        if g.s.card(cid).zone != "play":
            continue
        g.emit(
            "become",
            f"{pl.cap(g.card(cid))} staje się wsparciem do końca gry (zaczyna "
            f"przygotowane); {g.agree(cid, 'jej', 'jego')} kość zostaje tam, gdzie jest.",
            {"card": cid, "kind": "support"},
            rules=("before",),
        )
    return True


def _resolve_claim(ctx: Ctx, node: A.ResolveClaim) -> bool:
    """Use a claim ability of a battlefield brought to the game but not in use, as if just
    claimed (Pistolet z wyrzutnią linki clarification): no claim action is taken."""
    g = ctx.g
    options = [c for c in _candidates(ctx, node.battlefield) if c != g.s.battlefield]
    chosen = select(
        ctx, node.battlefield, "battlefield", "Zdolność którego pola bitwy", candidates=options
    )
    if not chosen:
        g.emit(
            "note",
            "Nie ma pola bitwy wprowadzonego do gry i nieużywanego.",
            {},
            rules=("battlefields",),
        )
        return False
    run_claim(g, ctx.performer, chosen[0], {})
    return True


def _grant_keyword(ctx: Ctx, node: A.GrantKeyword) -> bool:
    """An effect gives a card a keyword (Niesławny: "daj danej karcie słowo kluczowe
    Zasadzka"); a card cannot have a keyword twice (RR cz. 7 › słowa kluczowe)."""
    from judge.engine.destiny.abilities import KEYWORD_NAMES, keywords

    g = ctx.g
    targets = select(ctx, node.target, "target", f"{g.name(ctx.source)}: której karcie")
    for cid in targets:
        if cid not in g.s.cards:
            continue
        name = KEYWORD_NAMES.get(node.keyword, node.keyword)
        if node.keyword in keywords(g, cid):
            g.emit(
                "note",
                f"{g.name(cid)} ma już słowo kluczowe {name}: nie zyskuje go drugi raz.",
                {"card": cid},
                rules=("keywords",),
            )
            continue
        g.emit(
            "grant_keyword",
            f"{g.name(cid)} zyskuje słowo kluczowe {name}.",
            {"card": cid, "keyword": node.keyword},
            rules=("keywords",),
        )
    return bool(targets)


def _resolve_special(ctx: Ctx, node: A.ResolveSpecial) -> bool:
    """Resolve another card's special ability as if it were yours (Spryt): a reroll "instead
    of removing this die" cannot apply, the die is not yours (FAQ on Spryt and Czarny)."""
    g = ctx.g
    options = [
        c
        for c in _candidates(ctx, node.source)
        if any(a.kind == "special" for a in abilities(g.defn(c)))
    ]
    chosen = select(
        ctx, node.source, "special", "Specjalna zdolność której karty", candidates=options
    )
    if not chosen:
        return False
    outcome: dict[str, Any] = {}
    run_special(
        g, ctx.performer, chosen[0], None, dicerules.Group(dice=[]), outcome, as_if_yours=True
    )
    return True


def _spot(ctx: Ctx, node: A.Spot) -> bool:
    spotted = _spottable(ctx, node.target)
    if not spotted:
        ctx.g.emit(
            "note", "Nie można wyznaczyć wymaganej karty: karta nic nie robi.", {}, rules=("spot",)
        )
        return False
    return True


def _reduce_cost(ctx: Ctx, node: A.ReduceCost) -> bool:
    g = ctx.g
    cards = _resolve_ref(ctx, node.card) if isinstance(node.card, A.Ref) else []
    amount = _amount(ctx, node.amount)
    for cid in cards:
        g.emit(
            "modifier_add",
            f"Koszt {g.name(cid)} zmniejszony o {amount} (tylko na tę płatność).",
            {"modifier": {"card": cid, "delta": -amount, "scope": "play"}},
            rules=("decrease",),
        )
    return bool(cards)


def _place_card(ctx: Ctx, node: A.PlaceCard) -> bool:
    g = ctx.g
    on = _resolve_ref(ctx, node.on) if isinstance(node.on, A.Ref) else []
    cards = select(
        ctx,
        node.card,
        "stack",
        "Którą kartę położyć zakrytą",
        candidates=list(g.s.player(ctx.performer).hand),
    )
    if not on or not cards:
        return False
    zones.move_card(
        g, cards[0], "limbo", f"Karta położona zakryta na {g.name(on[0])}.", rules=("effects",)
    )
    g.emit(
        "stack",
        "Karta leży zakryta na odłożonej kopii.",
        {"card": on[0], "stacked": [*g.s.card(on[0]).stacked, cards[0]]},
        rules=("effects",),
    )
    return True


def _return_to_hand(ctx: Ctx, node: A.ReturnToHand) -> bool:
    """Return a card in play to its owner's hand; its die is set aside (RR cz. 2 › kości
    opuszczające grę)."""
    g = ctx.g
    targets = [
        c
        for c in select(
            ctx, node.card, "return", f"{g.name(ctx.source)}: którą kartę cofnąć na rękę"
        )
        if g.s.card(c).zone == "play"
    ]
    for cid in targets:
        for did in g.s.card(cid).dice:
            if g.s.die(did).location != "set_aside":
                g.emit(
                    "die_off",
                    f"Kość {did} odłożona na bok (karta wraca na rękę).",
                    {"die": did, "to": "set_aside"},
                    rules=("dice_leaving_play",),
                )
        zones.move_card(
            g, cid, "hand", f"{g.name(cid)} wraca na rękę właściciela.", rules=("effects",)
        )
    return bool(targets)


def _return_to_play(ctx: Ctx, node: A.ReturnToPlay) -> bool:
    """Bring a defeated character back into play (with its dice), without damage tokens when
    the text says so."""
    g = ctx.g
    candidates = [c for c in _candidates(ctx, node.target) if g.s.card(c).zone == "set_aside"]
    targets = select(
        ctx,
        node.target,
        "return",
        f"{g.name(ctx.source)}: którą postać cofnąć do gry",
        candidates=candidates,
    )
    for cid in targets:
        zones.move_card(
            g,
            cid,
            "play",
            f"{g.name(cid)} wraca do gry.",
            rules=("effects",),
            controller=g.s.card(cid).owner,
        )
        if node.without_damage and g.s.card(cid).damage:
            g.emit(
                "heal",
                f"{g.name(cid)} wraca bez żetonów obrażeń.",
                {"card": cid, "amount": g.s.card(cid).damage},
                rules=("effects",),
            )
        for did in g.s.card(cid).dice:
            if g.s.die(did).location == "set_aside":
                g.emit(
                    "die_off",
                    f"Kość {did} wraca na kartę {g.name(cid)}.",
                    {"die": did, "to": "card"},
                    rules=("effects",),
                )
    return bool(targets)


def _determine(ctx: Ctx, node: A.Determine) -> bool:
    """ "Ustal liczbę …": the number is fixed now and used by later steps."""
    count = _amount(ctx, node.count)
    ctx.bound["determined"] = count
    ctx.g.emit(
        "note",
        f"{ctx.g.name(ctx.source)}: ustalona liczba: {count}.",
        {"count": count},
        rules=("effects",),
    )
    return True


def _choose_symbol(ctx: Ctx, node: A.ChooseSymbol) -> bool:
    """ "Wybierz symbol przedstawiony na …": a symbol shown on one of those dice."""
    g = ctx.g
    shown = sorted(
        {
            symbol
            for d in _candidates(ctx, node.shown_on)
            if (symbol := _showing_symbol(g.s.die(d).showing)) is not None
        }
    )
    if not shown:
        g.emit(
            "note",
            f"{g.name(ctx.source)}: żadna kość nie przedstawia symbolu do wyboru.",
            {},
            rules=("choose_option",),
        )
        return False
    symbol = g.decide(
        f"{ctx.key}.symbol",
        decider=ctx.performer,
        rule="choose_option",
        options=shown,
        default=shown[0],
        question=f"{g.name(ctx.source)}: wybierz symbol",
    )
    ctx.bound["symbol"] = symbol
    return True


def _prevent(ctx: Ctx, node: A.Prevent) -> bool:
    """ "Nie usuwaj tej kości ze swojej puli po tym, jak rozpatrzysz tę zdolność": the die
    stays in the pool instead of returning to its card."""
    if isinstance(node.effect, A.RemoveDice) and ctx.die is not None:
        ctx.outcome["die_instead"] = (ctx, None)
        return True
    if isinstance(node.effect, A.RemoveDice):
        ctx.g.emit(
            "note",
            f"{ctx.g.name(ctx.source)}: ta zdolność nie jest rozpatrywana kością z twojej puli — "
            "nie ma kości, której można by nie usuwać.",
            {},
            rules=("special", "removing_dice"),
        )
        return False
    raise EngineStop(f"Nieobsługiwany zakaz ({type(node.effect).__name__}).")


def _waive(ctx: Ctx, node: A.Waive) -> bool:
    return True


def _elite_noop(ctx: Ctx, node: Any) -> bool:
    return True


HANDLERS: dict[type, Any] = {
    A.Sequence: _sequence,
    A.Then: _then,
    A.May: _may,
    A.Costed: _costed,
    A.If: _if,
    A.ChooseOne: _choose_one,
    A.ChooseOptions: _choose_options,
    A.Force: _force,
    A.Instead: _instead,
    A.Delayed: _delayed,
    A.Until: _until,
    A.Unless: _unless,
    A.ChooseTarget: _choose_target,
    A.DealDamage: _deal_damage,
    A.GiveShields: _give_shields,
    A.RemoveShields: _remove_shields,
    A.MoveTokens: _move_tokens,
    A.PlaceDamage: _place_damage,
    A.Heal: _heal,
    A.BlockDamage: _block_damage,
    A.Discard: _discard,
    A.Draw: _draw,
    A.DrawUntil: _draw_until,
    A.DiscardUntil: _discard_until,
    A.GainResources: _gain,
    A.LoseResources: _lose,
    A.SpendResources: _spend,
    A.PayCost: _pay_cost,
    A.Exhaust: _exhaust,
    A.Ready: _ready,
    A.Activate: _activate,
    A.Defeat: _defeat,
    A.RollDice: _roll,
    A.RerollDice: _reroll,
    A.RemoveDice: _remove,
    A.TurnDie: _turn,
    A.ResolveDie: _resolve_die,
    A.ResolveFace: _resolve_face,
    A.SetAside: _set_aside,
    A.MoveUpgrade: _move_upgrade,
    A.Play: _play,
    A.LookAt: _look_at,
    A.AddToHand: _add_to_hand,
    A.TakeActions: _take_actions,
    A.EndActionPhase: _end_phase,
    A.SwapBattlefield: _swap_battlefield,
    A.SwapUpgrade: _swap_upgrade,
    A.BecomeSupport: _become_support,
    A.ResolveClaim: _resolve_claim,
    A.ResolveSpecial: _resolve_special,
    A.GrantKeyword: _grant_keyword,
    A.Spot: _spot,
    A.ReduceCost: _reduce_cost,
    A.PlaceCard: _place_card,
    A.Waive: _waive,
    A.ReturnToHand: _return_to_hand,
    A.ReturnToPlay: _return_to_play,
    A.Determine: _determine,
    A.ChooseSymbol: _choose_symbol,
    A.Prevent: _prevent,
}


# --- describing nodes in Polish ---------------------------------------------------------------

_NAMES = {
    "DealDamage": "zadanie obrażeń",
    "GiveShields": "danie osłon",
    "Heal": "leczenie",
    "Discard": "odrzucenie",
    "Draw": "dobranie kart",
    "GainResources": "zyskanie zasobów",
    "LoseResources": "utrata zasobów",
    "RemoveDice": "usunięcie kości",
    "RerollDice": "przerzut kości",
    "Defeat": "pokonanie",
    "Sequence": "kilka kroków",
    "SetAside": "odłożenie na bok",
    "Play": "zagranie karty",
    "Exhaust": "wyczerpanie",
    "Ready": "przygotowanie",
}


def describe(node: Any) -> str:
    """A short Polish name of an effect node (for decisions and delayed effects)."""
    name = type(node).__name__
    base = _NAMES.get(name, name)
    amount = getattr(node, "amount", None)
    if isinstance(amount, A.Fixed):
        base += f" ({amount.value})"
    elif isinstance(amount, A.All):
        base += " (wszystko)"
    if isinstance(node, A.Sequence):
        return " i ".join(describe(s) for s in node.steps)
    return base
