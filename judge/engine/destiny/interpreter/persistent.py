"""Persistent and integral abilities: what cards in play say while they are in play (RR cz. 7 ›
zdolności trwałe; › integralne zdolności kości).

Keywords a card has (printed and granted), the hand limit and upkeep resources as changed by
persistent effects, the value X of a die face, dice an opponent cannot remove, deck-building
allowances, play restrictions and cost changes, and effects that act when a card enters play.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from judge.cards import ast as A
from judge.engine.destiny import polish as pl
from judge.engine.destiny.interpreter.context import _ctx, _resolve_ref
from judge.engine.destiny.interpreter.parsing import abilities
from judge.engine.destiny.interpreter.query import (
    _amount,
    _candidates,
    _card_matches,
    _condition,
    _filters_ok,
    _spottable,
)

if TYPE_CHECKING:
    from judge.engine.destiny.cards import CardDef
    from judge.engine.destiny.host import Host


def printed_keywords(defn: CardDef) -> set[str]:
    return {a.keyword.name for a in abilities(defn) if a.kind == "keyword" and a.keyword}


# Persistent abilities whose condition is being evaluated now: a condition may ask what the
# persistent abilities give ("While this upgrade is on a character that has Guardian, it has
# Redeploy" asks for keywords, which reads this very ability); while it is being decided, the
# ability does not count for itself, so the question ends instead of recursing forever.
_DECIDING: set[tuple[int, str, int]] = set()


def _persistent(g: Host, source: str) -> Iterable[A.Ability]:
    defn = g.defn(source)
    for index, ab in enumerate(abilities(defn)):
        if ab.kind != "persistent":
            continue
        if ab.condition is None:
            yield ab
            continue
        key = (id(g), source, index)
        if key in _DECIDING:
            continue
        _DECIDING.add(key)
        try:
            holds = _condition(_ctx(g, source), ab.condition)
        finally:
            _DECIDING.discard(key)
        if holds:
            yield ab


def _condition_subject(condition: Any) -> Any:
    """What a persistent ability's condition is about ("while this upgrade is on …",
    "while attached character has …"), or None."""
    if isinstance(condition, A.Matches):
        return condition.subject
    if isinstance(condition, A.Has):
        return condition.owner
    return None


def granted_keywords(g: Host, source: str, cid: str) -> set[str]:
    found: set[str] = set()
    for ab in _persistent(g, source):
        if isinstance(ab.effect, A.GrantKeyword) and _refers_to(
            g, source, ab.effect.target, cid, ab
        ):
            found.add(ab.effect.keyword)
    return found


def deckbuilding_allows(g: Host, source: str, cid: str) -> bool:
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


def hand_limit_bonus(g: Host, source: str, pid: str) -> int:
    total = 0
    for ab in _persistent(g, source):
        effect = ab.effect
        if isinstance(effect, A.ModifyHandLimit):
            owner = g.s.card(source).controller
            if (effect.player == "you") == (owner == pid):
                total += effect.delta
    return total


def upkeep_modifier(g: Host, source: str, pid: str) -> tuple[int, int]:
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


def x_value(g: Host, home: str | None, player: str) -> int:
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


def die_protected(g: Host, did: str, remover: str) -> bool:
    """Whether a persistent ability forbids `remover` to remove this die (Pilot myśliwca TIE:
    "your other dice showing ranged damage cannot be removed by an opponent")."""
    die = g.s.die(did)
    if die.owner == remover:
        return False
    for source in _ability_holders(g):
        for ab in _persistent(g, source):
            protected = _protected_dice(ab.effect)
            if protected is None:
                continue
            if g.s.card(source).controller != die.owner:
                continue
            ctx = _ctx(g, source)
            if did in _candidates(ctx, protected, exclude_self_die=True):
                return True
    return False


def _protected_dice(effect: Any) -> Any:
    """The dice a prohibition keeps an opponent from removing, in either reading of it:
    "nie mogą zostać usunięte przez przeciwnika" (CannotBeRemoved) or "cannot be removed by an
    opponent" (Cannot: the opponent cannot remove them)."""
    if isinstance(effect, A.CannotBeRemoved) and effect.by == "opponent":
        return effect.dice
    if (
        isinstance(effect, A.Cannot)
        and isinstance(effect.player, A.Player)
        and effect.player.who == "opponent"
        and isinstance(effect.effect, A.RemoveDice)
    ):
        return effect.effect.dice
    return None


def _forbidden_onto(effect: Any) -> tuple[Any, Any] | None:
    """(cards, target) of a prohibition to play cards onto a card: "nie możesz zagrywać … na
    tę postać" (CannotPlayOnto) or "You cannot play Blue abilities on this character" (Cannot
    of a Play with `onto`)."""
    if isinstance(effect, A.CannotPlayOnto):
        return effect.cards, effect.target
    if isinstance(effect, A.Cannot) and isinstance(effect.effect, A.Play):
        play = effect.effect
        if play.onto is not None:
            return play.card, play.onto
    return None


def _ability_holders(g: Host) -> list[str]:
    return cards_in_play(g)


def cards_in_play(g: Host) -> list[str]:
    """Every card whose abilities are active: characters with their upgrades, supports (and
    plots) with their mods, the battlefield."""
    result = []
    for pid in g.s.order:
        player = g.s.players[pid]
        for cid in player.characters:
            result.append(cid)
            result.extend(g.s.card(cid).upgrades)
        for cid in player.supports:
            result.append(cid)
            result.extend(g.s.card(cid).upgrades)
    if g.s.battlefield:
        result.append(g.s.battlefield)
    return result


KEYWORD_NAMES = {"ambush": "Zasadzka", "guardian": "Strażnik", "redeploy": "Przepisanie"}


def keywords(g: Host, cid: str) -> set[str]:
    """The keywords a card has: printed ones and those granted by persistent abilities of cards
    in play. A set: gaining a keyword twice changes nothing (RR cz. 7 › słowa kluczowe)."""
    found = set(printed_keywords(g.defn(cid)))
    found |= set(g.s.extra.get("granted_keywords", {}).get(cid, ()))
    card = g.s.cards.get(cid)
    key = (id(g), cid)
    if card is not None and card.zone == "play" and key not in _ASKING:
        # A grant conditioned on keywords ("While this upgrade is on a character that has
        # Guardian, it has Redeploy") asks about keywords again: within that question, a
        # card's keywords are its printed and lasting ones (no grant feeds on itself)
        _ASKING.add(key)
        try:
            for source in cards_in_play(g):
                found |= granted_keywords(g, source, cid)
        finally:
            _ASKING.discard(key)
    return found


_ASKING: set[tuple[int, str]] = set()  # (engine, card) whose granted keywords are being read


BASE_HAND_LIMIT = 5


def hand_limit(g: Host, pid: str) -> int:
    """5, changed by persistent effects such as Przychylność Imperatora (RR cz. 3 › ręka)."""
    return BASE_HAND_LIMIT + sum(hand_limit_bonus(g, cid, pid) for cid in cards_in_play(g))


def _refers_to(
    g: Host, source: str, target: Any, cid: str, ability: A.Ability | None = None
) -> bool:
    if isinstance(target, A.Ref):
        if target.to == "attached":
            return g.s.card(source).attached_to == cid
        if target.to == "self":
            return source == cid
        if target.to in ("it", "given"):
            # "While this upgrade is on a character that has Guardian, it has Redeploy": the
            # pronoun names what the ability's condition is about (here the upgrade), or the
            # card itself when the condition names nothing
            subject = _condition_subject(ability.condition) if ability is not None else None
            if isinstance(subject, A.Ref) and subject.to in ("self", "attached"):
                return _refers_to(g, source, subject, cid)
            return source == cid
        return False
    if isinstance(target, A.Select):
        return cid in _candidates(_ctx(g, source), target)
    return False


def play_restriction_problem(g: Host, actor: str, cid: str, target: Any) -> str | None:
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
        elif isinstance(restriction, A.OnlyOn) and not ignore:
            # "Modify vehicle support.", "Play only on an exhausted character." (later sets)
            if not (
                isinstance(target, str)
                and target in g.s.cards
                and g.s.card(target).zone == "play"
                and _card_matches(ctx, target, restriction.target)
            ):
                return (
                    f"{g.name(cid)}: ograniczenie „{pl.plain(ab.text)}” — "
                    f"{g.name(target) if isinstance(target, str) and target in g.s.cards else '?'}"
                    " go nie spełnia."
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
                forbidden = _forbidden_onto(ab.effect)
                if forbidden is None:
                    continue
                cards, onto = forbidden
                if _refers_to(g, source, onto, target) and _card_matches(
                    _ctx(g, source), cid, cards
                ):
                    return f"{g.name(source)}: „{pl.plain(ab.text)}”."
    return None


def attaches_to_supports(g: Host, cid: str) -> bool:
    """Whether upgrade `cid` is a mod its text lets be played on a support ("Modify vehicle
    support", "Modify droid character or support"): its host may be a support."""
    for ab in abilities(g.defn(cid)):
        restriction = ab.restriction if ab.kind == "restriction" else None
        if isinstance(restriction, A.OnlyOn):
            target = restriction.target
            items = target.items if isinstance(target, A.Either) else (target,)
            if any(isinstance(i, A.Select) and i.kind == "support" for i in items):
                return True
    return False


def _may_attach_ignoring(g: Host, cid: str, target: str) -> bool:
    for ab in _persistent(g, target):
        effect = ab.effect
        if (
            isinstance(effect, A.MayAttach)
            and effect.ignore_restrictions
            and _card_matches(_ctx(g, target), cid, effect.cards)
        ):
            return True
    return False


def cost_modifier(g: Host, actor: str, cid: str, target: Any) -> int:
    """Persistent cost changes (Padawan: attaching a weapon to it costs 1 less while it has
    no upgrade), and the card's own "Decrease the cost of this event by 1 for each defeated
    character you have" (Spark of Hope), which acts from the hand, where the card is played
    from (RR cz. 8 › zmniejszenie)."""
    delta = -_own_reduction(g, actor, cid)
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


def _own_reduction(g: Host, actor: str, cid: str) -> int:
    """How much the card's own persistent text lowers its cost: `ReduceCost` of itself, alone
    or once per object (`ForEach`)."""
    total = 0
    ctx = _ctx(g, cid, controller=actor)
    for ab in _persistent(g, cid):
        effect, times = ab.effect, 1
        if isinstance(effect, A.ForEach):
            of = effect.of
            times = len(_resolve_ref(ctx, of) if isinstance(of, A.Ref) else _candidates(ctx, of))
            if isinstance(of, A.Select) and isinstance(of.count, A.Fixed) and of.count.value > 1:
                times //= of.count.value  # "for every 2 …": once per full set
            effect = effect.effect
        if (
            isinstance(effect, A.ReduceCost)
            and isinstance(effect.card, A.Ref)
            and effect.card.to == "self"
        ):
            total += _amount(ctx, effect.amount) * times
    return total
