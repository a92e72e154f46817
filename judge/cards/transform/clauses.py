"""Clauses: a predicate with its complements read as an effect, an event, a condition or a
persistent statement, depending on where the clause stands (judge.cards.transform.sentences).

* complements are prepared once (`prepare`): noun phrases that cannot belong to the phrase
  they were attached to are split off, phrases are read, and prepositional phrases whose
  meaning is a fixed concept of the rules become flags ("do końca gry", "w wybranej przez
  ciebie kolejności", "o 2", "przeciwko …", "po zakończeniu aktualnej rundy");
* an effect is the verb's frame (`judge.cards.transform.frames`) over those complements; a
  clause with its own subject ("każdy przeciwnik odrzuca …") is performed by that player;
* an event is read from the verb's sense (`EVENT_KINDS`: every event the engine knows), its
  person ("aktywujesz": you act) and its subject and object, in the active or passive voice;
* a condition or a statement is read by the verb's sense and the roles of its complements.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, cast

from judge.cards import ast as A
from judge.cards.transform.frames import build_effect, face
from judge.cards.transform.phrases import (
    COLORS,
    COUNTING,
    STATE_FILTERS,
    SUBTYPE_HEADS,
    amount_of,
    controller_of,
    from_zone,
    object_kind,
    opponents_zone,
    read,
    split,
    subtype_of,
    to_amount,
    to_player,
    to_target,
    zone_of,
)
from judge.cards.transform.values import (
    NP,
    Clause,
    Comp,
    FrameError,
    Phrase,
    Subject,
)

# Every event the engine knows, by the sense of the verb that names it.
EVENT_KINDS = {
    "roll_result": "rolled",
    "defeat": "defeated",
    "activate": "activated",
    "play": "played",
    "discard": "discarded",
    "resolve": "resolved",
    "remove": "removed",
    "roll": "rolled",
    "receive": "takes_damage",
    "gain": "gains_shields",
    "reveal": "revealed",
    "claim": "claimed",
    "reroll": "rerolled",
    "turn": "turned",
    "spend": "spent",
    "exhaust": "exhausted",
    "ready": "readied",
    "deal": "takes_damage",  # "po tym, jak przeciwnik zada obrażenia tej postaci"
}
PLAYER_HEADS = {"opponent", "player"}
CARD_TYPES_OR_CARD = {"event", "upgrade", "support", "character", "battlefield", "card"}


# --- complements -------------------------------------------------------------------------------


def prepare(comps: list[Comp]) -> list[Comp]:
    """Split, read and recognise the complements of one clause (see the module docstring)."""
    if comps and all(comp.prepared for comp in comps):
        return list(comps)
    result: list[Comp] = []
    for comp in _owners_joined(_freed(comps)):
        if comp.prepared:
            result.append(comp)
            continue
        if comp.kind == "np" and comp.np is not None:
            for part in split(comp.np):
                part, flags = _lifted_parens(part)
                result.append(_noun_phrase(part))
                result.extend(flags)
            continue
        if comp.kind == "prep" and comp.np is not None:
            parts = split(comp.np)
            first, flags = _lifted_parens(parts[0])
            result.extend(_prep(comp.prep or "", first))
            result.extend(flags)
            for part in parts[1:]:
                part, flags = _lifted_parens(part)
                result.append(_noun_phrase(part))
                result.extend(flags)
            continue
        if comp.kind in ("prep_or", "prep_and_or") and comp.alternatives:
            pairs = [(prep, read(np)) for prep, np in comp.alternatives]
            result.append(Comp(comp.kind, alternatives=pairs))
            continue
        if comp.kind in ("per", "by", "against") and comp.np is not None:
            if comp.kind == "per":
                result.append(Comp("per_target"))
                for part in split(comp.np):
                    result.append(Comp("np", read(part), np=part))
            else:
                result.append(Comp(comp.kind, read(comp.np), np=comp.np))
            continue
        result.append(comp)
    # what only restates a rule ("(ścianki specjalne i puste ścianki mają wartość zero)") or the
    # target's own reading ("dowolną kość (twoją lub przeciwnika)")
    result = [c for c in result if c.kind not in ("reminder", "whose_any")]
    result = _among_them(_attach_to_previous(result))
    for comp in result:
        comp.prepared = True
    return result


def _among_them(comps: list[Comp]) -> list[Comp]:
    """ "odrzuć spośród nich wszystkie wydarzenia", "zagraj spośród nich ulepszenie": the
    object is chosen among the objects named before (as "jedną z nich")."""
    among = [
        c
        for c in comps
        if c.kind == "prep"
        and c.prep == "spośród"
        and c.phrase is not None
        and c.phrase.ref == "it"
        and c.phrase.head is None
    ]
    if len(among) != 1:
        return comps
    objects = [
        c
        for c in comps
        if c.kind == "np"
        and c.phrase is not None
        and c.phrase.ref is None
        and c.phrase.head not in (None, "opponent", "player", "you")
    ]
    if len(objects) != 1:
        raise FrameError("spośród nich: what")
    found = objects[0].phrase
    for item in found.either or found.both or [found]:
        item.extra["among_them"] = True
    return [c for c in comps if c is not among[0]]


def _noun_phrase(np: NP) -> Comp:
    """A noun phrase complement; "tyle kart" and its comparisons are amounts of a goal."""
    if np.so_much and not any(late.kind == "as_many_as" for late in np.lates):
        np = _as_many_lifted(np)
    phrase = read(np)
    if np.so_much:
        than = phrase.extra.get("than")
        as_many = phrase.extra.get("as_many_as")
        if than is not None:
            if than.pronoun is None or than.pronoun.type != "YOU" or phrase.head != "card":
                raise FrameError("tyle samo … co")
            return Comp("same_as_you")
        if as_many is not None and phrase.head == "card":
            return Comp("as_many_cards_as", _as_many_of(as_many))
        if as_many is not None:
            # "usuń tyle kości dowolnego przeciwnika, ile wynosi wartość …"
            amount = amount_of(_as_many_of(as_many))
            phrase = replace(phrase, count=amount)
            phrase.extra.pop("so_much", None)
            return Comp("np", phrase, np=np)
        if phrase.head != "card":
            raise FrameError("tyle czego")
        return Comp("so_many_cards")
    return Comp("np", phrase, np=np)


def _as_many_lifted(np: NP) -> NP:
    """ "tyle kości dowolnego przeciwnika, ile …": the "ile" clause closes the whole phrase."""
    posts = list(np.posts)
    for index in range(len(posts) - 1, -1, -1):
        inner = _as_many_lifted(posts[index]) if posts[index].posts else posts[index]
        found = [late for late in inner.lates if late.kind == "as_many_as"]
        if found:
            posts[index] = replace(inner, lates=[x for x in inner.lates if x.kind != "as_many_as"])
            return replace(np, posts=posts, lates=[*np.lates, *found])
    return np


# Adjectives after their noun that take no complement: what the parser attached to them
# ("obrażenia pośrednie [dowolnemu przeciwnikowi]", "[w liczbie …]") belongs to the clause.
FREE_ADJECTIVES = {"indirect"}


def _freed(comps: list[Comp]) -> list[Comp]:
    """The complements with those of complement-less adjectives set free, in written order."""
    out: list[Comp] = []
    for comp in comps:
        if comp.prepared or comp.kind != "np" or comp.np is None:
            out.append(comp)
            continue
        parts = [_free_adjective_comps(part) for part in split(comp.np)]
        if not any(freed for _, freed in parts):
            out.append(comp)
            continue
        for part, freed in parts:
            out.append(replace(comp, np=part))
            out.extend(_freed(freed))
    return out


def _free_adjective_comps(np: NP) -> tuple[NP, list[Comp]]:
    if not np.lates:
        return np, []
    last = np.lates[-1]
    if last.kind != "participle" or not last.comps or last.token is None:
        return np, []
    if str(last.token.value) not in FREE_ADJECTIVES:
        return np, []
    return replace(np, lates=[*np.lates[:-1], replace(last, comps=[])]), list(last.comps)


def _as_many_of(clause: Clause) -> Phrase:
    """ "tyle kart, ile wynoszą te obrażenia": the amount the clause names."""
    comps = prepare(clause.comps)
    if clause.sense != "amount" or len(comps) != 1 or comps[0].phrase is None:
        raise FrameError("ile …")
    return comps[0].phrase


def _deep_parens(np: NP) -> tuple[NP, list[Comp]]:
    """Parentheses written at the end of a phrase may sit deep in it: after the complement of a
    participle ("… w liczbie równej liczbie kości w jego puli kości (sam decyduje, …)")."""
    flags: list[Comp] = []
    lates = []
    for late in np.lates:
        if late.kind == "participle" and late.comps:
            comps = []
            for comp in late.comps:
                if comp.np is not None:
                    inner, found = _lifted_parens(comp.np)
                    flags.extend(found)
                    comp = replace(comp, np=inner)
                comps.append(comp)
            late = replace(late, comps=comps)
        lates.append(late)
    found_here = [late.value for late in lates if late.kind == "paren"]
    lates = [late for late in lates if late.kind != "paren"]
    return replace(np, lates=lates), found_here + flags


def _lifted_parens(np: NP) -> tuple[NP, list[Comp]]:
    """A parenthesis after the last word of a clause says something of the whole clause ("…
    twoim postaciom (sam decydujesz, jak je rozdzielić)"): it becomes the clause's flag."""
    np, flags = _deep_parens(np)
    posts = []
    for post in np.posts:  # "3 żetony osłon (…)": the parenthesis closes the owner phrase
        post, inner = _lifted_parens(post)
        posts.append(post)
        flags.extend(inner)
    if not flags:
        return np, []
    return replace(np, posts=posts), flags


def _owners_joined(comps: list[Comp]) -> list[Comp]:
    """A genitive written after a noun whose icons or clause ended it ("zdolność ([special])
    innej karty"), or a partitive owner ("kość jednej z twoich postaci"), belongs to that noun
    when the noun owns such things."""
    from judge.cards.transform.phrases import owns

    result: list[Comp] = []
    for comp in comps:
        previous = result[-1] if result else None
        if (
            comp.kind == "np"
            and comp.np is not None
            and previous is not None
            and previous.kind in ("np", "prep")
            and previous.np is not None
            and previous.np.join is None
            and comp.np.has_case("gen")
            and (
                previous.np.lates
                or comp.np.partitive is not None
                or comp.np.quantity is not None  # a number never follows its head in the tree
            )
            and previous.np.head not in (None, "number", "half")
            and owns(previous.np.head, comp.np.partitive or comp.np)
        ):
            joined = replace(previous.np, posts=[*previous.np.posts, comp.np])
            result[-1] = replace(previous, np=joined)
            continue
        result.append(comp)
    return result


def _prep(prep: str, np: NP) -> list[Comp]:
    """A prepositional phrase, or the concept of the rules it names; "o 1 koszt …" is "o 1"
    followed by the object."""
    if prep == "o" and np.quantity is not None and np.head is not None:
        amount = np.quantity
        if isinstance(amount, A.Fixed):
            return [Comp("by_amount", value=amount.value), _noun_phrase(replace(np, quantity=None))]
    return [_prep_one(prep, np)]


def _prep_one(prep: str, np: NP) -> Comp:
    phrase = read(np)
    head = phrase.head
    if prep == "z" and head == "top" and phrase.owner is not None:
        return Comp("prep", phrase.owner, prep="z wierzchu", np=np)
    owner_head = phrase.owner.head if phrase.owner is not None else None
    if prep == "do" and head == "end" and owner_head == "game":
        return Comp("until_end_of_game")
    if prep == "po" and head == "end" and owner_head == "round":
        return Comp("at_end_of_round")
    if prep == "w" and head == "order" and phrase.chosen_by in ("you", "own"):
        return Comp("in_chosen_order")
    if prep == "w" and head == "order" and phrase.count == "any" and not phrase.filters:
        return Comp("in_any_order")  # "w dowolnej kolejności": the player orders them
    if prep == "bez" and head == "tokens" and phrase.token_kind == "damage":
        return Comp("without_damage")
    if prep == "o" and head is None and phrase.count is not None and not phrase.filters:
        value = phrase.count
        if isinstance(value, A.Fixed):
            return Comp("by_amount", value=value.value)
    if prep == "przeciwko":
        return Comp("against", phrase, np=np)
    if prep == "za" and phrase.count == "each":
        return Comp("for_each", phrase, np=np)
    if prep == "w" and head == "number":
        return Comp("in_number", phrase, np=np)
    if prep == "z" and head == "keyword":
        return Comp("with_keyword", phrase, np=np)
    return Comp("prep", phrase, prep=prep, np=np)


def _attach_to_previous(comps: list[Comp]) -> list[Comp]:
    """ "karty w liczbie równej …", "obrażenia w liczbie usuniętych właśnie kości": the number
    is the amount of the phrase before it; "kartę ze słowem kluczowym Zasadzka": a filter."""
    result: list[Comp] = []
    for comp in comps:
        previous = next((c for c in reversed(result) if c.kind == "np"), None)
        if comp.kind == "in_number":
            if previous is None or previous.phrase is None:
                raise FrameError("w liczbie: of what")
            previous.phrase.amount = _number_amount(comp.phrase)
            continue
        if (
            comp.kind == "prep"
            and comp.prep == "w"
            and comp.phrase is not None
            and comp.phrase.head == "game"
            and previous is not None
            and previous.phrase is not None
        ):
            # "zdolność innej karty w grze": the card is in play
            holder = previous.phrase.owner or previous.phrase
            holder.filters.append(A.Filter("in_play"))
            if comp.np is not None:  # "ulepszenie w grze, które kosztuje …": its clause
                from judge.cards.transform.phrases import apply_late

                for late in comp.np.lates:
                    apply_late(previous.phrase, late)
            continue
        last = result[-1] if result else None
        if (
            comp.kind == "prep"
            and comp.prep == "w"
            and zone_of(comp.phrase) == "pool"
            and last is not None
            and last.kind == "np"
            and last.phrase is not None
            and last.phrase.head == "die"
            and last.phrase.zone_hint is None
            and last.phrase.ref is None
        ):
            # "wszystkie kości w puli dowolnego przeciwnika": the dice are those in that pool
            place = comp.phrase
            assert place is not None
            last.phrase.zone_hint = "pool"
            if opponents_zone(place):
                last.phrase.controller = "opponent"
            elif place.controller in ("you", "own"):
                last.phrase.controller = place.controller
            continue
        if (
            comp.kind == "prep"
            and comp.prep in ("w", "na")
            and last is not None
            and last.kind == "for_each"
            and last.phrase is not None
            and zone_of(comp.phrase) not in (None, "play")
        ):
            # "za każdą inną kopię tego wydarzenia na twoim stosie kart odrzuconych"
            place = comp.phrase
            assert place is not None
            last.phrase.zone_hint = zone_of(place)
            last.phrase.controller = (
                "you" if place.controller in ("you", "own") else last.phrase.controller
            )
            continue
        if comp.kind == "with_keyword":
            keyword = comp.phrase.keyword if comp.phrase is not None else None
            if previous is None or previous.phrase is None or keyword is None:
                raise FrameError("ze słowem kluczowym: which")
            previous.phrase.filters.append(A.Filter("keyword", keyword))
            continue
        result.append(comp)
    return result


def _number_amount(phrase: Phrase) -> Any:
    """ "w liczbie równej kosztowi …" / "w liczbie usuniętych właśnie kości"."""
    if phrase.amount is not None:
        return phrase.amount
    if phrase.owner is not None:
        return amount_of(phrase.owner)
    raise FrameError("w liczbie czego")


# --- the subject of a clause -------------------------------------------------------------------


def _nominative(comp: Comp) -> bool:
    return comp.np is not None and comp.np.has_case("nom")


def sides(clause: Clause) -> tuple[list[Comp], list[Comp]]:
    """The prepared complements written before and after the predicate."""
    return prepare(clause.before), prepare(clause.after)


def subject_of(before: list[Comp], after: list[Comp]) -> Comp | None:
    """The phrase in the nominative that performs the clause: before the verb, or after it
    when nothing before it is nominative ("jeśli na danej kości wypadnie pusta ścianka")."""
    for comp in before:
        if comp.kind == "np" and _nominative(comp):
            return comp
    for comp in after:
        if comp.kind == "np" and comp.np is not None and comp.np.features.cases == {"nom"}:
            return comp
    return None


# --- effects -----------------------------------------------------------------------------------


def alternative_amount(condition: Any, then: Any, otherwise: Any) -> Any:
    """ "X 1 … lub zamiast tego 3 …, jeśli …": when the two readings differ only in how many,
    one effect whose amount depends on the condition (`AmountIf`, as the English grammar reads
    "or 3 instead if …"); otherwise the effect chosen by the condition."""
    amount = getattr(otherwise, "amount", None)
    same_kind = type(then) is type(otherwise) and amount is not None
    if same_kind and replace(then, amount=amount) == otherwise:
        return replace(otherwise, amount=A.AmountIf(condition, then.amount, amount))
    return A.If(condition, then, otherwise)


def effect(clause: Clause, flags: dict[str, Any]) -> Any:
    """The effect of one clause (without its clause modifiers, see sentences.py)."""
    condition = flags.get("if")
    if condition is not None and _alternative(clause) is not None:
        # "odrzuć wierzchnią kartę … lub zamiast tego 3 karty, jeśli …": two readings
        flags.pop("if")
        base, instead = _alternative(clause)  # type: ignore[misc]
        return alternative_amount(
            condition, effect(instead, dict(flags)), effect(base, dict(flags))
        )
    before, after = sides(clause)
    each = next((c for c in before + after if c.kind == "for_each"), None)
    if each is not None and each.phrase is not None:
        # "zyskaj 1 żeton zasobu za każdą właśnie odrzuconą kartę"
        rest = [c for c in before + after if c is not each]
        node = effect(replace(clause, before=[], after=rest), flags)
        return A.ForEach(to_target(each.phrase, "card"), node)
    comps = before + after
    predicate = clause.predicate
    if _addressed(clause):
        for comp in comps:
            _own_is_yours(comp.phrase)
            for _, alternative in comp.alternatives or []:
                _own_is_yours(alternative)
    if clause.sense == "become":
        return _become(clause, comps)
    subject = subject_of(before, after)
    if predicate == "may" and subject is not None and is_player(subject.phrase):
        rest = [c for c in comps if c is not subject]
        node = build_effect(_sense(clause), rest, flags)
        return Subject(to_player(subject.phrase), node, may=True)
    if predicate == "must" and subject is not None and is_player(subject.phrase):
        # "dowolny przeciwnik musi odrzucić kartę ze swojej ręki": he performs it
        rest = [c for c in comps if c is not subject]
        return A.Force(to_player(subject.phrase), build_effect(_sense(clause), rest, flags))
    if predicate in ("verb", "not", "need_not", "may", "must"):
        node = build_effect(_sense(clause), comps, flags)
        if predicate == "not":
            return A.Prevent(node)
        if predicate == "need_not":
            return A.Waive(node)
        if predicate == "may":
            return A.May(node)
        if predicate == "must":
            return A.Force(A.Player("trigger_actor"), node)
        return node
    if predicate in ("finite", "passive"):
        if predicate == "passive":
            return _passive_effect(clause, comps, flags, subject)
        if subject is not None and is_player(subject.phrase):
            rest = [c for c in comps if c is not subject]
            node = build_effect(_sense(clause), rest, flags)
            return Subject(to_player(subject.phrase), node)
        return build_effect(_sense(clause), comps, flags)
    raise FrameError(f"predicate {predicate} as an effect")


def _addressed(clause: Clause) -> bool:
    """Whether the clause tells the player what to do ("odrzuć", "możesz zagrać", "aby
    zyskać"): then "swój" (one's own) is the player's, "twój"."""
    if clause.person is not None:
        return clause.person == 2
    return clause.predicate in ("verb", "not", "need_not", "may")


def _own_is_yours(phrase: Phrase | None) -> None:
    if phrase is None:
        return
    if phrase.controller == "own":
        phrase.controller = "you"
    for inner in (phrase.owner, phrase.instead, *(phrase.both or []), *(phrase.either or [])):
        _own_is_yours(inner)


def _alternative(clause: Clause) -> tuple[Clause, Clause] | None:
    """A clause with "X lub zamiast tego Y" as the clause it says and the one with Y: Y is a
    quantity of the same thing as X, or of the object the clause names elsewhere ("odrzuć
    wierzchnią kartę z talii … lub zamiast tego 3 karty")."""
    for side in ("before", "after"):
        comps = getattr(clause, side)
        for index, comp in enumerate(comps):
            np = comp.np
            if np is None or np.join != "or_instead":
                continue
            first, alternative = np.items
            base = [*comps[:index], replace(comp, np=first), *comps[index + 1 :]]
            base_clause = _with_side(clause, side, base)
            target = _same_head(base_clause, alternative)
            if target is None:
                raise FrameError("lub zamiast tego: instead of what")
            where, position, found = target
            counted = replace(found, quantity=alternative.quantity)
            swapped = list(getattr(base_clause, where))
            swapped[position] = replace(swapped[position], np=counted)
            return base_clause, _with_side(base_clause, where, swapped)
    return None


def _with_side(clause: Clause, side: str, comps: list[Comp]) -> Clause:
    return replace(clause, before=comps) if side == "before" else replace(clause, after=comps)


def _same_head(clause: Clause, alternative: NP) -> tuple[str, int, NP] | None:
    for side in ("before", "after"):
        for index, comp in enumerate(getattr(clause, side)):
            if comp.kind == "np" and comp.np is not None and comp.np.head == alternative.head:
                return side, index, comp.np
    return None


def _sense(clause: Clause) -> str:
    if clause.sense is None:
        raise FrameError("no verb")
    return clause.sense


def _passive_effect(
    clause: Clause, comps: list[Comp], flags: dict[str, Any], subject: Comp | None
) -> Any:
    """ "Wybrana postać zostaje pokonana po zakończeniu aktualnej rundy": the subject is the
    object of the verb's frame."""
    if len(clause.participles) != 1 or subject is None:
        raise FrameError("passive: what")
    participle = clause.participles[0]
    when = next((c for c in comps if c.kind == "at_end_of_round"), None)
    rest = [c for c in comps if c is not when]
    node = build_effect(str(participle.value), rest, flags)
    if when is not None:
        return A.Delayed(A.Timepoint("end_of_round"), node)
    return node


def _become(clause: Clause, comps: list[Comp]) -> Any:
    """ "… to ulepszenie staje się wsparciem (zaczyna przygotowane)"."""
    subject = next((c for c in comps if c.kind == "np" and c.phrase and c.phrase.ref), None)
    what = next(
        (c for c in comps if c.kind == "np" and c.phrase and c.phrase.head == "support"), None
    )
    until = next((c for c in comps if c.kind == "until_end_of_game"), None)
    ready = next((c for c in comps if c.kind == "starts_ready"), None)
    used = {id(c) for c in (subject, what, until, ready) if c is not None}
    if subject is None or what is None or any(id(c) not in used for c in comps):
        raise FrameError("staje się wsparciem")
    if subject.phrase is None or subject.phrase.ref != "self":
        raise FrameError("staje się: what")
    node = A.BecomeSupport(A.Ref("self", "upgrade"), ready is not None)
    return A.Until("end_of_game", node) if until is not None else node


# --- events ------------------------------------------------------------------------------------


def event(clauses: list[Clause]) -> tuple[A.Event, bool]:
    """The event a trigger or a condition names, and whether it is a replacement ("miałaby")."""
    kinds: list[str] = []
    main = clauses[-1]
    for clause in clauses:
        for sense in _event_senses(clause):
            if sense not in EVENT_KINDS:
                raise FrameError(f"event {sense}")
            kinds.append(EVENT_KINDS[sense])
    if not kinds:
        raise FrameError("no event")
    before, after = sides(main)
    if main.sense == "roll_result":
        # "po tym, jak na jednej z twoich kości wypadnie zakłócenie": a die rolled a symbol
        comps = before + after
        die, symbols = _rolled(comps, [c.phrase for c in comps if c.kind == "np" and c.phrase])
        subject = to_target(replace(die, controller=_own_is_you(die.controller)), "die")
        return A.Event(("rolled",), subject=subject, symbols=symbols), False
    if len(clauses) > 1 and not before:
        before = sides(clauses[0])[0]
    would = main.predicate in ("would", "would_passive")
    passive = main.predicate in ("passive", "would_passive")
    return _event(kinds, before, after, main, passive), would


def _dealt(comps: list[Comp], clause: Clause, passive: bool) -> A.Event:
    """ "po tym, jak (dowolny przeciwnik) zada obrażenia postaci, do której dołączono tę
    kartę", "po tym, jak tej postaci zostaną zadane 2 lub więcej obrażeń": the character in
    the dative takes the damage; the dealer, if named, is the actor."""
    nps = [c for c in comps if c.kind == "np" and c.phrase is not None]
    damage = [c for c in nps if c.phrase is not None and c.phrase.head == "damage"]
    targets = [c for c in nps if c not in damage and c.np is not None and c.np.has_case("dat")]
    dealers = [c for c in nps if c not in damage and c not in targets]
    if len(damage) != 1 or len(targets) != 1 or len(dealers) > 1 or len(nps) != len(comps):
        raise FrameError("zada obrażenia: whom, how many")
    amount_np = damage[0].phrase
    assert amount_np is not None and targets[0].phrase is not None
    if amount_np.symbols == ("ID",):
        # "po tym, jak zadasz sobie / przeciwnikowi obrażenia pośrednie": a player takes them
        victim = targets[0].phrase
        if dealers or passive or clause.person != 2:
            raise FrameError("zada obrażenia pośrednie: who")
        player = A.Player("you") if victim.extra.get("reflexive") else to_player(victim)
        amount = to_amount(amount_np) if amount_np.count is not None else A.AtLeast(1)
        return A.Event(("indirect_damage",), subject=player, actor="you", amount=amount)
    actor = None
    if dealers:
        dealer = dealers[0].phrase
        if dealer is None or dealer.head not in PLAYER_HEADS or passive:
            raise FrameError("zada obrażenia: who")
        actor = "opponent" if dealer.head == "opponent" else "any"
    elif clause.person == 2 and not passive:
        actor = "you"
    amount = to_amount(amount_np) if amount_np.count is not None else A.AtLeast(1)
    if actor is not None and amount_np.count is None:
        amount = A.AtLeast(1)
    return A.Event(
        ("takes_damage",),
        subject=to_target(targets[0].phrase, "character"),
        actor=actor,
        amount=amount if (actor is not None or amount_np.count is not None) else None,
        symbols=amount_np.symbols,
    )


def _own_pool(phrase: Phrase | None) -> bool:
    return phrase is not None and phrase.head == "pool" and phrase.controller in ("own", "you")


def _own_is_you(controller: str | None) -> str | None:
    """ "jednej ze swoich kości" in a trigger the player reads: their own is yours."""
    return "you" if controller == "own" else controller


def _event_senses(clause: Clause) -> list[str]:
    if clause.predicate in ("passive", "would_passive"):
        return [str(p.value) for p in clause.participles]
    return [_sense(clause)]


def _event(
    kinds: list[str], before: list[Comp], after: list[Comp], clause: Clause, passive: bool
) -> A.Event:
    comps = before + after
    if kinds == ["takes_damage"] and "deal" in _event_senses(clause):
        return _dealt(comps, clause, passive)
    actor: str | None = None
    subject_comp: Comp | None = None
    second_person = clause.person == 2 and not passive
    if not second_person:
        subject_comp = subject_of(before, after)
    rest = [c for c in comps if c is not subject_comp]
    subject_phrase = subject_comp.phrase if subject_comp is not None else None
    if second_person:
        actor = "you"
    if subject_phrase is not None and subject_phrase.head in PLAYER_HEADS:
        actor = "opponent" if subject_phrase.head == "opponent" else "any"
        subject_phrase = None
    subject: Any = None
    amount = None
    symbols: tuple[str, ...] = ()
    onto = None
    from_zone_name: str | None = None
    objects = [c for c in rest if c.kind == "np"]
    if kinds[0] in ("takes_damage", "gains_shields"):
        amount_np = objects[0].phrase if objects else None
        if amount_np is not None:
            rest.remove(objects[0])
            if kinds[0] == "gains_shields" and amount_np.token_kind != "shield":
                raise FrameError("zyska: not shields")
            amount = to_amount(amount_np) if amount_np.count is not None else A.AtLeast(1)
            symbols = amount_np.symbols
        if subject_phrase is not None:
            subject = to_target(subject_phrase, "character")
    else:
        obj = objects[0].phrase if objects else None
        if objects:
            rest.remove(objects[0])
        onto_comp = next((c for c in rest if c.kind == "prep" and c.prep == "na"), None)
        from_comp = next((c for c in rest if c.kind == "prep" and c.prep == "z"), None)
        for comp in (onto_comp, from_comp):
            if comp is not None:
                rest.remove(comp)
        if onto_comp is not None:
            onto = to_target(onto_comp.phrase, "character")
        if obj is not None and obj.ref is not None:
            # "przed tym, jak rozpatrzysz tę kość przedstawiającą obrażenia wręcz": the event's
            # symbols
            shown = [f for f in obj.filters if f.kind == "showing" and isinstance(f.value, tuple)]
            if shown and len(shown) == len(obj.filters):
                symbols = tuple(sym for f in shown for sym in f.value)
                obj = replace(obj, filters=[])
        if obj is not None:
            subject = to_target(obj, "card" if kinds[0] in ("played", "discarded") else "character")
        if from_comp is not None and from_comp.phrase is not None and passive and obj is None:
            # "po tym, jak karta zostanie odrzucona z twojej talii": where it left
            left = zone_of(from_comp.phrase)
            if subject_phrase is None or left in (None, "play"):
                raise FrameError("zostanie odrzucona z …: what, from where")
            subject = to_target(subject_phrase, "card")
            from_zone_name = left
        elif from_comp is not None and from_comp.phrase is not None:
            subject = from_zone(subject, from_comp.phrase)
        elif subject_phrase is not None:
            default = "die" if kinds[0] in ("resolved", "removed", "rolled") else "character"
            subject = to_target(subject_phrase, default)
        if kinds[0] in ("played", "discarded") and actor is None and subject is None:
            raise FrameError("event without subject")
    pool = [c for c in rest if c.kind == "prep" and c.prep == "do" and _own_pool(c.phrase)]
    if kinds == ["rolled"] and len(pool) == 1:
        rest.remove(pool[0])  # "rzucisz tą kością do swojej puli": where every roll goes
    if rest:
        raise FrameError(f"event: {', '.join(c.kind for c in rest)}")
    if actor is None and not passive and subject_comp is None and clause.person in (2, None):
        actor = "you"
    return A.Event(
        kinds=cast(tuple[A.EventKind, ...], tuple(kinds)),
        subject=subject,
        actor=actor,
        amount=amount,
        symbols=symbols,
        onto=onto,
        from_zone=cast(Any, from_zone_name),
    )


# --- conditions --------------------------------------------------------------------------------


def condition(clauses: list[Clause]) -> Any:
    """A condition ("jeśli …", "dopóki …"): a state of the game or an event."""
    if len(clauses) == 1:
        found = _state(clauses[0])
        if found is not None:
            return found
    event_node, _would = event(clauses)
    return event_node


NEGATABLE_STATES = {"control", "be_in", "do"}
# Verbs a persistent ability may forbid a player ("nie może …"); others stay unread.
FRAMES_FORBIDDABLE = {"give", "turn", "reroll", "remove", "resolve", "take_action", "draw", "gain"}


def _state(clause: Clause) -> Any:
    sense = clause.sense
    if clause.predicate == "finite_not" and sense in NEGATABLE_STATES:
        # "jeśli nie kontrolujesz pola bitwy", "dopóki ta kość nie znajduje się w …",
        # "jeśli tego nie zrobisz": the state, negated
        positive = _state(replace(clause, predicate="finite"))
        return A.Not(positive) if positive is not None else None
    comps = prepare(clause.comps)
    nps = [c.phrase for c in comps if c.kind == "np" and c.phrase is not None]
    negated = clause.predicate in ("finite_not",)
    if sense == "do" and clause.predicate == "finite":
        things = [p for p in nps if p.head is None and p.ref in ("it", "self")]  # to / tego
        if len(comps) != 1 or len(things) != 1 or clause.person not in (2, 3):
            raise FrameError("jeśli to zrobi: what")
        subject = subject_of(*sides(clause))
        if clause.person == 2:
            return A.DidIt()
        if subject is None or subject.phrase is None:
            return A.DidIt(A.Player("given"))  # "jeśli tego nie zrobi": the player just named
        return A.DidIt(to_player(subject.phrase))
    if sense == "control" and clause.person == 2:
        if [p.head for p in nps] == ["battlefield"] and len(comps) == 1:
            return A.ControlsBattlefield("you")
        if len(nps) == 1 == len(comps) and nps[0].ref is None and not nps[0].attached:
            # "jeśli kontrolujesz <b>łowcę nagród</b> / postać Qui-Gon Jinn", "jeśli nie
            # kontrolujesz żadnej <b>wiedźmy</b>" (the negation is read by `_state`)
            what = nps[0]
            if what.count not in (None, "any", A.Fixed(0)) and not isinstance(
                what.count, A.AtLeast
            ):
                raise FrameError("kontrolujesz: how many")
            if not isinstance(what.count, A.AtLeast):
                what = replace(what, count=A.AtLeast(1))
            return A.Has(A.Player("you"), to_target(what, "card"))
        raise FrameError("kontrolujesz: what")
    if sense == "control" and clause.person == 3:
        # "jeśli (dany / dowolny) przeciwnik kontroluje pole bitwy"
        subject = subject_of(*sides(clause))
        fields = [p for p in nps if p.head == "battlefield"]
        holder = subject.phrase if subject is not None else None
        if holder is not None and holder.head == "opponent" and len(fields) == 1 == len(comps) - 1:
            return A.ControlsBattlefield("opponent")
        raise FrameError("kontroluje: who, what")
    if sense == "pilot" and clause.person == 3 and clause.predicate == "finite" and len(nps) == 2:
        # "jeśli postać Elrik Vonreg pilotuje to wsparcie"
        before, after = sides(clause)
        pilots = [c.phrase for c in before if c.kind == "np" and c.phrase is not None]
        vehicles = [c.phrase for c in after if c.kind == "np" and c.phrase is not None]
        if len(pilots) != 1 or len(vehicles) != 1 or len(comps) != 2:
            raise FrameError("pilotuje: who, what")  # the written order: who pilots what
        return A.Pilots(to_target(pilots[0], "character"), to_target(vehicles[0], "card"))
    if sense == "spot" and clause.person == 2 and clause.predicate == "finite" and len(nps) == 1:
        # "jeśli wyznaczysz <b>wiedźmę</b>": a condition (Spot is the effect that requires it)
        if len(comps) != 1:
            raise FrameError("jeśli wyznaczysz: what")
        return A.Spotted(to_target(nps[0], "character"))
    if sense == "roll_result":
        die, symbols = _rolled(comps, nps)
        return A.DieShows(to_target(die, "die"), symbols)
    if sense == "be_in" and not negated:
        return _located(comps, nps)
    if sense == "be":
        state = _in_state(comps, nps, negated) or _attached_to(comps, nps, negated)
        if state is not None:
            return state
        return _be(clause, comps, nps, negated)
    if sense == "have":
        return _have(clause, comps, nps, negated)
    if sense == "amount" and not negated:
        return _amounts_to(comps, nps)
    if sense == "resolve" and clause.person == 2 and clause.predicate == "finite":
        (die,) = nps or [None]
        subtypes = [f.value for f in die.filters if f.kind == "die_of_subtype"] if die else []
        if die is None or die.head != "die" or not subtypes or len(comps) != 1:
            raise FrameError("rozpatrujesz: which die")
        return A.ResolvingDieOf(subtypes[0])
    return None


def showing_condition(np: NP, shows: Any) -> Any:
    """ "jeśli dana kość przedstawia pustą ściankę / wartość 2 lub wyższą": the die named is
    one showing that (the lexer reads the verb as the participle, `SHOWS`)."""
    shown = shows.value
    if not isinstance(np, NP) or not isinstance(shown, A.Filter):
        raise FrameError("jeśli … przedstawia: what")
    subject = read(np)
    if subject.ref is None:
        # "jeśli kość postaci dowolnego przeciwnika przedstawia pustą ściankę": he has one
        whose = {"opponent": "opponent", "you": "you"}.get(subject.controller or "")
        if whose is None or subject.count not in (None, A.Fixed(1)):
            raise FrameError("jeśli … przedstawia: which die")
        some = replace(subject, count=A.AtLeast(1), filters=[*subject.filters, shown])
        return A.Has(A.Player(cast(Any, whose)), to_target(some, "die"))
    die = to_target(subject, "die")
    if shown.kind == "showing" and isinstance(shown.value, tuple):
        return A.DieShows(die, shown.value)
    return A.Matches(die, A.Select("die", filters=(shown,)))


def _be(clause: Clause, comps: list[Comp], nps: list[Phrase], negated: bool) -> Any:
    if negated:
        raise FrameError("nie jest")
    place = next((c for c in comps if c.kind == "prep" and c.prep == "w"), None)
    chosen = place is not None and place.phrase is not None and chosen_colour(place.phrase)
    if chosen and len(nps) == 1 and len(comps) == 2 and nps[0].ref is not None:
        # "jeśli ta karta jest w wybranym kolorze": of the colour the player chose
        what = A.Select("card", filters=(A.Filter("chosen", "color"),))
        return A.Matches(to_target(nps[0], "card"), what)
    if place is not None and place.phrase is not None and len(nps) == 1 and len(comps) == 2:
        return _located(comps, nps)
    its = [c for c in comps if c.kind == "np" and c.phrase is not None and c.phrase.ref == "it"]
    if its and len(nps) == 2:
        other = next(p for p in nps if p is not its[0].phrase)
        game = other.owner is not None and other.owner.head == "game"
        if other.head == "round" and _words(other) >= {"first"} and game:
            return A.FirstRound()
        if other.head in CARD_TYPES_OR_CARD and not other.extra.get("words"):
            # "jeśli jest to wydarzenie": what the text just named is of that kind
            return A.Matches(A.Ref("it", "card"), to_target(other, "card"))
        if other.head == "die" and other.filters and not other.extra.get("words"):
            # "jeśli była to kość postaci": the die just named is of that kind
            return A.Matches(A.Ref("it", "die"), to_target(other, "die"))
        only = _only_one(A.Ref("it", "character"), other)
        if only is not None:
            return only
        raise FrameError("jest to: what")
    if len(nps) == 2 and len(comps) == 2:
        # "jeśli odrzuconą kartą był pojazd": the nominative is the subtype, the other the card
        first, second = comps
        described = [c for c in (first, second) if c.phrase and c.phrase.ref is not None]
        for this, other_comp in ((first, second), (second, first)):
            if this in described and other_comp.phrase is not None and this.phrase is not None:
                only = _only_one(to_target(this.phrase, "character"), other_comp.phrase)
                if only is not None:
                    return only
        kinds = [
            c
            for c in (first, second)
            if c.phrase and c.phrase.head in CARD_TYPES_OR_CARD and c.phrase.ref is None
        ]
        if len(kinds) == 1 and len(described) == 1:
            # "jeśli ta karta jest wydarzeniem": the card named is of that kind
            kind = kinds[0].phrase
            if kind is not None and kind.ref is None and not kind.extra.get("words"):
                subject = described[0].phrase
                assert subject is not None
                return A.Matches(to_target(subject, "card"), to_target(kind, "card"))
        subtype = next(
            (c for c in (first, second) if c.phrase and c.phrase.head in SUBTYPE_HEADS), None
        )
        card = next((c for c in (first, second) if c is not subtype), None)
        if subtype is None or card is None or card.phrase is None or subtype.phrase is None:
            raise FrameError("był: not a subtype")
        return A.CardIs(to_target(card.phrase, "card"), str(subtype.phrase.head))
    return None


def _attached_to(comps: list[Comp], nps: list[Phrase], negated: bool) -> Any:
    """ "dopóki to ulepszenie jest dołączone do żółtej postaci" / "jeśli jest (ono) dołączone do
    <b>Jedi</b>": the card named (or the card itself, left out) is on such a character."""
    preds = [c for c in comps if c.kind == "pred"]
    holder = next((c for c in comps if c.kind == "prep" and c.prep == "do"), None)
    if len(preds) != 1 or isinstance(preds[0].value, list) or holder is None:
        return None
    if str(preds[0].value.value) != "attach" or holder.phrase is None:
        return None
    subjects = [p for p in nps if p is not holder.phrase]
    if len(comps) != 2 + len(subjects) or len(subjects) > 1:
        return None
    if subjects and subjects[0].ref is None and not negated:
        # "jeśli do tej postaci dołączona jest <b>broń</b>": that character has one on it
        what = subjects[0]
        if what.count is None:
            what = replace(what, count=A.AtLeast(1))
        holder_target = to_target(holder.phrase, "character", expect=("character", "card"))
        return A.Has(holder_target, to_target(what, "card"))
    if subjects and subjects[0].ref not in ("self", "it"):
        return None
    subject = to_target(subjects[0], "upgrade") if subjects else A.Ref("self", "upgrade")
    if isinstance(subject, A.Ref) and subject.to == "it" and subject.kind is None:
        subject = A.Ref("self", "upgrade")  # "jeśli jest ono dołączone": this upgrade
    on = A.Select("card", owner=to_target(holder.phrase, "character", expect=("character", "card")))
    found = A.Matches(subject, on)
    return A.Not(found) if negated else found


def chosen_colour(phrase: Phrase) -> bool:
    """ "(w) wybranym kolorze": the colour a ChooseValue fixed."""
    return phrase.head == "color" and phrase.ref == "chosen" and not phrase.filters


def _in_state(comps: list[Comp], nps: list[Phrase], negated: bool) -> Any:
    """ "jeśli ta postać jest wyczerpana / (nie jest) przygotowana": the object named is in that
    state."""
    preds = [c for c in comps if c.kind == "pred"]
    if len(preds) != 1 or len(nps) > 1 or len(comps) != 1 + len(nps):
        return None
    if isinstance(preds[0].value, list):
        return None
    sense = str(preds[0].value.value)
    state: A.Filter | None = None
    if sense in STATE_FILTERS:
        state = A.Filter(STATE_FILTERS[sense])  # type: ignore[arg-type]
    elif sense in COLORS:
        state = A.Filter("color", sense)  # "jeśli postać, do której …, jest żółta"
    elif sense == "elite":
        state = A.Filter("elite")  # "jeśli ta intryga jest elitarna"
    if state is None:
        return None
    if not nps:
        # "Jeśli jest niebieska, …": what the text just named
        found = A.Matches(A.Ref("it"), A.Select("card", filters=(state,)))
        return A.Not(found) if negated else found
    subject = nps[0]
    if subject.ref is None and not subject.attached:
        return None
    kind = object_kind(subject, "character")
    found = A.Matches(to_target(subject, kind), A.Select("card", filters=(state,)))
    return A.Not(found) if negated else found


def _amounts_to(comps: list[Comp], nps: list[Phrase]) -> Any:
    """ "jeśli wartość danej kości / koszt odrzuconej karty wynosi 3 lub więcej"."""
    stat = next((p for p in nps if p.head in ("cost", "value") and p.owner is not None), None)
    figure = next((p for p in nps if p.head is None), None)
    if stat is None or figure is None or len(nps) != 2 or len(comps) != 2:
        return None
    bound = figure.count
    if isinstance(bound, A.AtLeast):
        op, number = ">=", bound.value
    elif isinstance(bound, A.UpTo):
        op, number = "<=", bound.value
    elif isinstance(bound, A.Fixed):
        op, number = "==", bound.value
    else:
        return None
    return A.Compare(amount_of(stat), op, A.Fixed(number))  # type: ignore[arg-type]


def _only_one(subject: Any, other: Phrase) -> Any:
    """ "jeśli jest to / jest ona twoja jedyna postać (w grze)": it is yours, and you have no
    other character."""
    extra = [f for f in other.filters if f.kind != "in_play"]  # "w grze": where characters are
    if other.head != "character" or _words(other) != {"only"} or other.owner is not None:
        return None
    if other.controller != "you" or other.count is not None or extra:
        return None
    yours = A.Select("character", controller="you")
    every = A.Select("character", A.All(), "you")
    return A.AllOf((A.Matches(subject, yours), A.Compare(A.CountOf(every), "==", A.Fixed(1))))


def _rolled(comps: list[Comp], nps: list[Phrase]) -> tuple[Phrase, tuple[str, ...]]:
    """ "na danej kości wypadnie pusta ścianka", "wyrzucisz osłonę na jednej ze swoich kości":
    the die, and the symbols of what it rolled."""
    place = next((c for c in comps if c.kind == "prep" and c.prep == "na"), None)
    if place is None or place.phrase is None or len(nps) != 1 or len(comps) != 2:
        raise FrameError("wypadnie: on which die, what")
    symbols = symbols_of(nps[0])
    if not symbols:
        raise FrameError("wypadnie: which face")
    return place.phrase, symbols


SYMBOL_HEADS = {"disrupt": ("Dr",), "discard": ("Dc",), "focus": ("F",)}


def symbols_of(phrase: Phrase) -> tuple[str, ...]:
    """The die symbols a phrase names: a face ("pusta ścianka ([blank])") or a symbol's name
    ("zasoby ([resource])", "osłonę", "zakłócenie")."""
    if phrase.head == "face":
        return face(phrase).symbols
    if phrase.symbols:
        return phrase.symbols
    if phrase.head == "tokens" and phrase.token_kind in ("resource", "shield"):
        return ("R",) if phrase.token_kind == "resource" else ("Sh",)
    return SYMBOL_HEADS.get(phrase.head or "", ())


def _located(comps: list[Comp], nps: list[Phrase]) -> Any:
    """ "ta kość znajduje się w twojej puli", "na twoim stosie kart odrzuconych znajduje się
    inna kopia tego wydarzenia": something is in a zone."""
    places = [c for c in comps if c.kind == "prep" and c.prep in ("w", "na")]
    if len(places) != 1 or places[0].phrase is None or len(nps) != 1 or len(comps) != 2:
        raise FrameError("znajduje się: what, where")
    place = places[0].phrase
    zone = zone_of(place)
    if zone is None or zone == "play":
        raise FrameError("znajduje się: where")
    controller = controller_of(place) if place.controller else "you"
    if controller == "own":
        controller = "you"
    subject = nps[0]
    if subject.ref is None and subject.count in (None, A.Fixed(1)):
        # "jeśli w twoim stosie kart odrzuconych jest / znajduje się inna kopia …": there is
        # at least one such card there, i.e. the player has one in that zone
        found = replace(subject, count=A.AtLeast(1), controller=controller, zone_hint=zone)
        return A.Has(A.Player(cast(Any, controller)), to_target(found, "card"))
    return A.IsIn(to_target(subject, "die"), cast(A.Zone, zone), cast(A.Controller, controller))


def _have(clause: Clause, comps: list[Comp], nps: list[Phrase], negated: bool) -> Any:
    # "ta postać ma na sobie 6 lub więcej żetonów obrażeń": on itself, as "ma" alone says
    comps = [
        c
        for c in comps
        if not (
            c.kind == "prep" and c.prep == "na" and c.phrase and c.phrase.extra.get("reflexive")
        )
    ]
    if clause.person == 2 and not negated:
        return _you_have(comps, nps)
    if clause.person == 2 and len(nps) == 1 and nps[0].count in (None, A.Fixed(0)):
        # "jeśli nie masz (żadnych) żetonów zasobów": you have none of them
        return _you_have(comps, [replace(nps[0], count=A.Fixed(0))])
    # "jeśli posiada ona koszt w zasobach"
    cost = next((p for p in nps if p.head == "cost"), None)
    in_resources = next(
        (c for c in comps if c.kind == "prep" and c.prep == "w" and c.phrase is not None), None
    )
    resources = in_resources.phrase if in_resources is not None else None
    if cost is not None and resources is not None and resources.token_kind == "resource":
        return A.HasResourceCost(A.Ref("it", "die"))
    # "dana postać posiada 3 lub więcej żetonów obrażeń"
    counted = [p for p in nps if isinstance(p.count, A.AtLeast | A.Fixed) and p.ref is None]
    if not negated and len(nps) == 2 and len(counted) == 1 and len(comps) == 2:
        holder = next(p for p in nps if p is not counted[0])
        if holder.ref is not None or holder.attached:
            what = counted[0]
            kind = what.token_kind if what.head == "tokens" else None
            pronoun = holder.head is None and holder.ref == "it" and holder.owner is None
            owner = A.Ref("it") if pronoun else to_target(holder, "character")  # "ma ono / ona"
            return A.Has(owner, to_target(what, kind or "card"))
    if not negated and clause.person == 3 and len(nps) == 1 == len(counted) == len(comps):
        # "…, jeśli ma (na sobie) 3 lub więcej żetonów obrażeń": the subject left out is what
        # the sentence named ("it")
        what = counted[0]
        kind = what.token_kind if what.head == "tokens" else None
        return A.Has(A.Ref("it"), to_target(what, kind or "card"))
    # "ta postać nie posiada żadnego ulepszenia"
    none = [p for p in nps if p.count == A.Fixed(0)]
    if negated and len(none) == 1 and len(nps) == 2:
        subject = next(p for p in nps if p is not none[0])
        kind = none[0].token_kind if none[0].head == "tokens" else none[0].head
        return A.HasNo(to_target(subject, "character"), str(kind))
    return _has_any_holder(clause, comps, nps, negated)


def _has_any_holder(clause: Clause, comps: list[Comp], nps: list[Phrase], negated: bool) -> Any:
    """Possession by any holder the clause names: "dowolny przeciwnik ma 2 lub więcej kości
    przedstawiających …", "każda postać dowolnego przeciwnika ma 1 lub więcej żetonów
    obrażeń", "jeśli ma ona inną niebieską broń", and with no holder, a zone: "jeśli w twoim
    stosie kart odrzuconych nie ma żadnych kart" (the zone's owner has none there)."""
    before, after = sides(clause)
    subject = subject_of(before, after)
    holder = subject.phrase if subject is not None else None
    comparison = next((c for c in comps if c.kind == "cmp"), None)
    if comparison is not None and holder is not None and holder.head == "opponent":
        # "(dowolny) przeciwnik ma więcej żetonów zasobów niż ty"
        kind, word, values = comparison.value
        if kind != "than" or len(values) != 2 or len(comps) != 2:
            return None
        counted, other = (read(np) for np in values)
        if other.head != "you":
            return None
        theirs = to_target(replace(counted, count=A.All(), controller="opponent"), "card")
        mine = to_target(replace(counted, count=A.All(), controller="you"), "card")
        op = ">" if word == "more" else "<"
        return A.Compare(A.CountOf(theirs), op, A.CountOf(mine))  # type: ignore[arg-type]
    places = [c for c in comps if c.kind == "prep" and c.prep in ("w", "na") and c.phrase]
    owned = [p for p in nps if p != holder]  # (prepared twice: equal, not the same object)
    if len(owned) != 1 or len(comps) != len(nps) + len(places):
        return None
    what = owned[0]
    if negated:
        if what.count not in (None, A.Fixed(0)):
            return None
        what = replace(what, count=A.Fixed(0))
    elif what.count is None:
        what = replace(what, count=A.AtLeast(1))
    kind = what.token_kind if what.head == "tokens" else None
    if holder is None:
        if len(places) != 1 or clause.person == 2:
            return None
        place = places[0].phrase
        zone = zone_of(place) if place is not None else None
        if place is None or zone in (None, "play"):
            return None
        controller = controller_of(place) if place.controller else "you"
        controller = "you" if controller == "own" else controller
        found = replace(what, zone_hint=zone, controller=controller)
        return A.Has(A.Player(cast(Any, controller)), to_target(found, kind or "card"))
    if places:
        zone = zone_of(places[0].phrase) if len(places) == 1 else None
        if not is_player(holder) or zone in (None, "play"):
            return None
        # "jeśli przeciwnik nie ma kart na ręce": none in that player's zone
        player = to_player(holder)
        whose = "you" if player.who == "you" else "opponent"
        found = replace(what, zone_hint=zone, controller=whose)
        return A.Has(player, to_target(found, kind or "card"))
    if holder.head is None and holder.ref == "it" and holder.owner is None:
        owner: Any = A.Ref("it")  # "jeśli ma ona / ono …": whatever the text just named
    else:
        owner = to_player(holder) if is_player(holder) else to_target(holder, "character")
    if isinstance(owner, A.Select) and owner.count == A.All():
        owner = replace(owner, each=True)  # "każda postać … ma …": each of them
    return A.Has(owner, to_target(what, kind or "card"))


def _you_have(comps: list[Comp], nps: list[Phrase]) -> Any:
    """ "masz 2 lub więcej kości przedstawiających …", "masz w swoim stosie kart odrzuconych 3
    lub więcej kart", "masz więcej przygotowanych postaci niż dowolny przeciwnik", "masz kości
    przedstawiające łączną wartość 7 lub wyższą"."""
    comparison = next((c for c in comps if c.kind == "cmp"), None)
    if comparison is not None and len(comps) == 1:
        kind, word, values = comparison.value
        if kind != "than" or len(values) != 2:
            raise FrameError("masz więcej … niż …")
        counted, other = (read(np) for np in values)
        if not is_player(other):
            raise FrameError("niż kto")
        mine = to_target(replace(counted, count=A.All(), controller="you"), "card")
        theirs = to_target(replace(counted, count=A.All(), controller="opponent"), "card")
        op = ">" if word == "more" else "<"
        return A.Compare(A.CountOf(mine), op, A.CountOf(theirs))  # type: ignore[arg-type]
    places = [c for c in comps if c.kind == "prep" and c.prep in ("w", "na")]
    if len(nps) != 1 or len(comps) != 1 + len(places) or len(places) > 1:
        raise FrameError("masz: what")
    what = nps[0]
    if what.count is None:
        what = replace(what, count=A.AtLeast(1))  # "masz kości przedstawiające …": some
    each_shown = what.extra.get("showing_all")
    if each_shown is not None:
        plain = replace(what, extra={k: v for k, v in what.extra.items() if k != "showing_all"})
        return A.AllOf(
            tuple(
                A.Has(
                    A.Player("you"),
                    to_target(
                        replace(plain, filters=[*plain.filters, A.Filter("showing", s)]), "die"
                    ),
                )
                for s in each_shown
            )
        )
    if places:
        place = places[0].phrase
        zone = zone_of(place)
        if place is None or zone is None:
            raise FrameError("masz w: where")
        what = replace(what, zone_hint=zone, controller="you")
    return A.Has(A.Player("you"), to_target(what, "card"))


def _words(phrase: Phrase) -> set[str]:
    return cast(set[str], phrase.extra.get("words", set()))


def it_is(comps: list[Comp]) -> Any:
    """ "jeśli to możliwe", "jeśli to twoja kość", "jeśli to kość przeciwnika"."""
    prepared = prepare(comps)
    if len(prepared) != 1 or prepared[0].phrase is None:
        raise FrameError("jeśli to …")
    phrase = prepared[0].phrase
    np = prepared[0].np
    if np is not None and np.is_headless and [m.sense for m in np.mods] == ["possible"]:
        return A.Possible()
    controller = controller_of(phrase)
    if phrase.owner is not None or phrase.head == "opponent":
        controller = "opponent"
    if controller not in ("you", "opponent"):
        raise FrameError("jeśli to …: whose")
    kind = phrase.head or "die"
    return ("it_is", A.ControlledBy(A.Ref("chosen", kind), controller))  # type: ignore[arg-type]


# --- persistent statements ---------------------------------------------------------------------


def statement(clause: Clause) -> tuple[str, Any] | None:
    """A persistent or integral ability stated by one clause, or None when the clause is no
    statement (then it is read as an effect)."""
    before, after = sides(clause)
    comps = before + after
    sense = clause.sense
    nps = [c.phrase for c in comps if c.kind == "np" and c.phrase is not None]
    predicate = clause.predicate
    if clause.mods:
        # only "możesz dołączyć …, ignorując ograniczenia zagrania" states with a modifier
        if predicate == "may" and sense == "attach" and _ignoring_restrictions(clause.mods):
            return _may_statement(clause, comps, nps)
        return None
    plus = next((c for c in comps if c.kind == "plus"), None)
    if sense in ("have", "gain") and predicate == "finite" and plus is not None:
        # "postać, do której dołączono tę kartę, zyskuje +1 do wytrzymałości / ma +1 do
        # limitu ulepszeń": a printed number changed
        to = next((c for c in comps if c.kind == "prep" and c.prep == "do"), None)
        if to is None or to.phrase is None or len(nps) != 1 or len(comps) != 3:
            raise FrameError("+N do czego")
        stat = _stat(to.phrase)
        target = to_target(nps[0], "character")
        if isinstance(target, A.Select):
            target = replace(target, count=A.All(), each=True)
        return "persistent", A.ModifyStat(target, stat, plus.value)  # type: ignore[arg-type]
    if sense in ("have", "receive", "gain") and predicate == "finite":
        # "… posiada / otrzymuje / zyskuje słowo kluczowe Strażnik"
        keyword = next((p for p in nps if p.head == "keyword" and p.keyword), None)
        if keyword is not None and len(nps) == 2 and len(comps) == 2:
            holder = next(p for p in nps if p is not keyword)
            target = to_target(holder, "character")
            if isinstance(target, A.Select):
                target = replace(target, count=A.All(), each=True)
            return "persistent", A.GrantKeyword(target, keyword.keyword)
        named = next((p for p in nps if p.head == "subtype_word"), None)
        if named is not None and len(nps) == 2 and len(comps) == 2:
            # "… posiada / zyskuje podrodzaj <b>żołnierz</b>" (later sets)
            subtype = named.extra.get("subtype")
            if subtype is None or named.extra.get("words"):
                raise FrameError("podrodzaj: which")
            holder = next(p for p in nps if p is not named)
            target = to_target(holder, "character")
            if isinstance(target, A.Select):
                target = replace(target, count=A.All(), each=True)
            return "persistent", A.GainSubtype(target, subtype)
    if sense == "enter" and predicate == "finite" and clause.person == 3:
        # "To wsparcie wchodzi do gry z 2 żetonami zasobów (na nim)."
        into = next((c for c in comps if c.kind == "prep" and c.prep == "do"), None)
        tokens = next((c for c in comps if c.kind == "prep" and c.prep == "z"), None)
        card = [p for p in nps if p.ref == "self"]
        game = into is not None and into.phrase is not None and into.phrase.head == "game"
        holding = tokens is not None and tokens.phrase is not None
        if not game or not holding or len(card) != 1 or len(comps) != 3:
            raise FrameError("wchodzi do gry: with what")
        assert tokens is not None and tokens.phrase is not None
        if tokens.phrase.head != "tokens" or tokens.phrase.token_kind != "resource":
            raise FrameError("wchodzi do gry z czym")
        card_target = to_target(card[0], "card")
        return "persistent", A.EntersPlay(card_target, resources=to_amount(tokens.phrase))
    if sense == "modify" and predicate == "finite" and clause.person == 3 and len(comps) == 1:
        # "Modyfikuje wsparcie <b>pojazd</b> (przeciwnika).": where this mod may be played
        if len(nps) != 1 or nps[0].ref is not None:
            raise FrameError("modyfikuje: what")
        return "restriction", A.OnlyOn(to_target(nps[0], "card"))
    if sense == "be" and predicate == "finite":
        return _be_statement(subject_of(before, after), comps, nps)
    if predicate == "passive" and clause.participles:
        participle = str(clause.participles[0].value)
        if participle in ("increase", "reduce") and nps and nps[0].head == "limit":
            # "Twój limit kart na ręce zostaje zwiększony o 1"
            by = next((c for c in comps if c.kind == "by_amount"), None)
            on_hand = [
                c for c in comps if c.kind == "prep" and c.phrase and c.phrase.head == "hand"
            ]
            if by is not None and len(comps) == 2 + len(on_hand) and len(on_hand) <= 1:
                delta = by.value if participle == "increase" else -by.value
                return "persistent", A.ModifyHandLimit(delta)
    if sense == "gain" and predicate == "finite" and any(c.kind == "less" for c in comps):
        return _upkeep(subject_of(before, after), comps, nps)
    if predicate == "may_be" and clause.participles:
        return _may_be_given(clause, comps, nps)
    if predicate == "may" and clause.person == 2:
        return _may_statement(clause, comps, nps)
    if predicate == "may_not" and sense == "play" and clause.person == 2:
        onto = next((c for c in comps if c.kind == "prep" and c.prep == "na"), None)
        cards = [p for p in nps]
        if onto is None or onto.phrase is None or len(cards) != 1 or len(comps) != 2:
            raise FrameError("nie możesz zagrywać na …")
        card_target = to_target(cards[0], "upgrade")
        if isinstance(card_target, A.Select) and card_target.kind == "ability":
            card_target = replace(
                card_target,
                kind="upgrade",
                filters=(*card_target.filters, A.Filter("subtype", "ability")),
            )
        return "persistent", A.CannotPlayOnto(card_target, to_target(onto.phrase, "character"))
    if predicate == "may_not" and sense in FRAMES_FORBIDDABLE:
        # "Twoi przeciwnicy nie mogą dawać osłon postaciom", "nie możesz przerzucać kości":
        # a player may not do what the verb says (the engine refuses what it cannot forbid)
        subject = subject_of(before, after)
        holder = subject.phrase if subject is not None else None
        if holder is None and clause.person == 2:
            player = A.Player("you")
        elif holder is not None and holder.head == "opponent":
            player = A.Player("each_opponent")
        else:
            return None
        rest = [c for c in comps if c is not subject]
        return "persistent", A.Cannot(player, build_effect(sense, rest, {}))
    removed = [str(p.value) for p in clause.participles] == ["remove"]
    if predicate == "may_not_passive" and removed:
        agent = next((c for c in comps if c.kind == "by"), None)
        if len(nps) == 1 and agent is not None and agent.phrase is not None:
            remover: A.Controller = "opponent" if agent.phrase.head == "opponent" else "any"
            return "persistent", A.CannotBeRemoved(to_target(nps[0], "die"), remover)
    return None


def _be_statement(
    subject: Comp | None, comps: list[Comp], nps: list[Phrase]
) -> tuple[str, Any] | None:
    preds = [c for c in comps if c.kind == "pred"]
    if len(preds) != 1:
        return None
    pred = preds[0]
    if isinstance(pred.value, list):
        return None
    sense = str(pred.value.value)
    by = next((c for c in comps if c.kind == "by_amount"), None)
    stat = subject.phrase if subject is not None else None
    changed = stat is not None and stat.head in ("value", "cost") and stat.owner is not None
    if sense in ("increase", "reduce") and by is not None and changed and len(comps) == 3:
        # "wartość każdej ścianki tej kości jest zwiększona o 1"
        assert stat is not None and stat.owner is not None
        played = stat.owner
        card_head = played.head in CARD_TYPES_OR_CARD or played.head in (*SUBTYPE_HEADS, "ability")
        card_head = card_head or subtype_of(played.head) is not None
        if stat.head == "cost" and played.ref is None and card_head:
            # "Koszt pierwszego żółtego wydarzenia, które zagrasz w każdej rundzie, jest
            # zmniejszony o 1": such cards cost less to play
            bundles = played.features.bundles if played.features is not None else ()
            if played.count is None and bundles and all(b[0] == "pl" for b in bundles):
                played = replace(played, count=A.All())  # "koszt kart ulepszeń": of every one
            delta = -by.value if sense == "reduce" else by.value
            if played.head == "ability":
                # "koszt pierwszej <b>zdolności</b>": a card of the subtype ability
                subtype = A.Filter("subtype", "ability")
                played = replace(played, head="card", filters=[subtype, *played.filters])
            return "persistent", A.ModifyCost(to_target(played, "card"), delta, "play")
        kind = "face" if stat.owner.head == "face" else "die" if stat.head == "value" else "card"
        node = A.ChangeValue(
            to_target(stat.owner, kind),
            stat.head,
            A.Fixed(by.value),
            decrease=sense == "reduce",
        )
        return "persistent", node
    if sense == "elite":
        rest = [c for c in comps if c not in (pred, subject) and c.kind != "elite_reminder"]
        if subject is None or subject.phrase is None or rest:
            raise FrameError("jest elitarna: who")
        return "persistent", A.Elite(to_target(subject.phrase, "character"))
    if sense == "equal":
        # "X na tej kości jest równy liczbie kart na twojej ręce"
        x_np = [p for p in nps if p.count == A.VariableX() and p.head is None]
        values = [p for p in nps if p not in x_np]
        places = [c.phrase for c in comps if c.kind == "prep" and c.prep == "na" and c.phrase]
        die = next((p for p in places if p.head == "die"), None)
        hand = next((p for p in places if p.head == "hand"), None)
        if len(x_np) != 1 or len(values) != 1:
            raise FrameError("X jest równy")
        if die is not None and die.ref != "self":
            raise FrameError("X na tej kości")
        value = values[0]
        if hand is not None and value.head == "number" and value.owner is not None:
            if value.owner.head == "card" and hand.controller in ("you", None):
                return "integral", A.DefineX(A.CardsInHand("you"))
            raise FrameError("liczbie czego na ręce")
        return "integral", A.DefineX(amount_of(value))
    if sense == "reduce":
        # "koszt dołączenia do niej broni jest zmniejszony o 1"
        by = next((c for c in comps if c.kind == "by_amount"), None)
        cost = next((p for p in nps if p.head == "cost"), None)
        to = next((c for c in comps if c.kind == "prep" and c.prep == "do"), None)
        cards = [p for p in nps if p is not cost]
        if by is None or cost is None or to is None or to.phrase is None or len(cards) != 1:
            raise FrameError("koszt … jest zmniejszony")
        if cost.owner is None or cost.owner.head != "attaching":
            raise FrameError("koszt czego")
        card_target = to_target(cards[0], "upgrade")
        if isinstance(card_target, A.Select):
            card_target = replace(card_target, count=A.All(), each=True)
        character = to_target(to.phrase, "character")
        if character == A.Ref("it", "character"):
            character = A.Ref("self", "character")  # "do niej": the character the text is about
        return "persistent", A.ModifyCost(card_target, -by.value, "attach_to", character)
    return None


def _stat(phrase: Phrase) -> str:
    """ "wytrzymałości", "limitu osłon / ulepszeń / osłabień": which printed number."""
    if phrase.head == "health" and phrase.owner is None and not phrase.filters:
        return "health"
    owner = phrase.owner.head if phrase.owner is not None else None
    if phrase.head == "limit" and phrase.owner is not None and not phrase.owner.owner:
        kinds = {
            "shield": "shield_limit",
            "upgrade": "upgrade_limit",
            "downgrade": "downgrade_limit",
        }
        if owner in kinds:
            return kinds[owner]
    if phrase.head == "limit" and phrase.token_kind == "shield":
        return "shield_limit"
    raise FrameError("+N do czego")


def _upkeep(subject: Comp | None, comps: list[Comp], nps: list[Phrase]) -> tuple[str, Any]:
    """ "Każdy przeciwnik, w każdej fazie utrzymania, zyskuje 1 żeton zasobów mniej (wciąż
    zyskuje minimum 1)"."""
    tokens = next((p for p in nps if p.head == "tokens"), None)
    phase = next((c for c in comps if c.kind == "prep" and c.prep == "w"), None)
    minimum = next((c for c in comps if c.kind == "minimum"), None)
    if subject is None or subject.phrase is None or tokens is None or phase is None:
        raise FrameError("zyskuje mniej")
    if phase.phrase is None or phase.phrase.head != "upkeep_phase":
        raise FrameError("w każdej fazie utrzymania")
    if tokens.token_kind != "resource":
        raise FrameError("żeton zasobów mniej")
    delta = -to_amount(tokens).value
    node = A.ModifyUpkeepResources(
        delta, to_player(subject.phrase), minimum.value if minimum is not None else 0
    )
    return "persistent", node


def _may_be_given(clause: Clause, comps: list[Comp], nps: list[Phrase]) -> tuple[str, Any]:
    """ "Żetony osłon z tej kości mogą być dawane dowolnym twoim postaciom (sam decydujesz,
    jak je rozdzielić)"."""
    participle = str(clause.participles[0].value)
    tokens = next((p for p in nps if p.head == "tokens"), None)
    die = next((c for c in comps if c.kind == "prep" and c.prep == "z"), None)
    target = next((p for p in nps if p is not tokens), None)
    if participle != "give" or tokens is None or die is None or die.phrase is None:
        raise FrameError("mogą być dawane")
    if tokens.token_kind != "shield" or die.phrase.ref != "self" or die.phrase.head != "die":
        raise FrameError("żetony osłon z tej kości")
    if not any(c.kind == "distribute" for c in comps):
        raise FrameError("mogą być dawane: how")
    return "integral", A.DistributeShields(to_target(target, "character"))


def _ignoring_restrictions(mods: list[tuple[str, Any]]) -> bool:
    if len(mods) != 1 or mods[0][0] != "gerund":
        return False
    verb, raw = mods[0][1]
    comps = prepare(raw)
    return (
        str(verb.value) == "ignore"
        and len(comps) == 1
        and comps[0].phrase is not None
        and comps[0].phrase.head == "play_restriction"
    )


def _may_statement(clause: Clause, comps: list[Comp], nps: list[Phrase]) -> tuple[str, Any] | None:
    sense = clause.sense
    if sense == "attach":
        # "Do tej postaci możesz dołączyć dowolną broń, ignorując ograniczenia zagrania."
        to = next((c for c in comps if c.kind == "prep" and c.prep == "do"), None)
        if to is None or to.phrase is None or len(nps) != 1:
            raise FrameError("możesz dołączyć")
        return "persistent", A.MayAttach(to_target(nps[0], "upgrade"), to_target(to.phrase))
    if sense == "include":
        deck = next((c for c in comps if c.kind == "prep" and c.prep == "w"), None)
        if deck is None or deck.phrase is None or deck.phrase.head != "deck" or len(nps) != 1:
            raise FrameError("w swojej talii możesz zawrzeć")
        return "persistent", A.DeckbuildingAllowance(to_target(nps[0], "card"))
    return None


def is_player(phrase: Phrase | None) -> bool:
    return phrase is not None and phrase.head in PLAYER_HEADS | {"you"}


__all__ = [
    "COUNTING",
    "EVENT_KINDS",
    "condition",
    "effect",
    "event",
    "it_is",
    "prepare",
    "statement",
]
