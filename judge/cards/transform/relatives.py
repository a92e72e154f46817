"""Relative clauses: "…, do której dołączono tę kartę", "…, które masz w grze", "…, które nie
jest wykorzystywane", "…, którego koszt jest równy lub niższy od …", "…, które kosztuje tyle
samo lub mniej niż …", "…, które są wydarzeniami" — read as what they say of their noun."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from judge.cards import ast as A
from judge.cards.transform import clauses as C
from judge.cards.transform.phrases import COLORS, amount_of, subtype_of, to_target
from judge.cards.transform.values import FrameError, Phrase

# Verbs of a step that picks some of the objects named before: what it did not pick is left.
LEFT_BY = {"play", "resolve", "choose", "discard", "draw", "remove", "reroll", "look"}
CARD_TYPE_NOUNS = {"event", "upgrade", "support", "character", "battlefield"}


def apply_relative(phrase: Phrase, rel: Any) -> None:
    clause = rel.clause
    sense = clause.sense
    before, after = C.sides(clause)
    comps = before + after
    # "która ma na sobie 3 lub więcej żetonów obrażeń": on itself, as "ma" alone says
    comps = [c for c in comps if not (c.kind == "prep" and c.prep == "na" and _reflexive(c))]
    nps = [c.phrase for c in comps if c.kind == "np" and c.phrase is not None]
    this_card = len(nps) == 1 and nps[0].ref == "self" and nps[0].head == "card"
    if rel.prep == "do" and sense == "attach" and this_card and len(comps) == 1:
        phrase.attached = True  # "postać, do której dołączono tę kartę"
        return
    preds = [c for c in comps if c.kind == "pred" and not isinstance(c.value, list)]
    attached_pred = len(preds) == 1 and str(preds[0].value.value) == "attach"
    if rel.prep == "do" and sense == "be" and attached_pred and len(nps) == 1 == len(comps) - 1:
        # "postać, do której dołączona jest <b>nagroda</b>": one that has such a card on it
        what = nps[0]
        if what.ref is not None or clause.predicate != "finite":
            raise FrameError("do której dołączona jest …")
        if what.count is None:
            what = replace(what, count=A.AtLeast(1))
        phrase.filters.append(A.Filter("has", to_target(what, "card")))
        return
    none = len(nps) == 1 and nps[0].count in (None, A.Fixed(0)) and nps[0].ref is None
    if rel.prep == "do" and sense == "attach" and clause.predicate == "finite_not" and none:
        # "postać, do której nie dołączono żadnych kart": none attached to it
        attached = replace(nps[0], count=A.Fixed(0), owner=Phrase(ref="it"))
        phrase.filters.append(A.Filter("has", to_target(attached, "card")))
        return
    on_it = rel.prep == "na" and sense in ("be_in", "be", "have") and len(nps) == 1 == len(comps)
    if on_it and nps[0].ref is None and clause.predicate in ("finite", "finite_not"):
        # "postać, na której znajdują się żetony obrażeń" / "na którym nie ma żetonów …"
        what = nps[0]
        if clause.predicate == "finite_not":
            if what.count not in (None, A.Fixed(0)):
                raise FrameError("na którym nie ma ilu")
            what = replace(what, count=A.Fixed(0))
        elif what.count is None and what.head == "tokens" and what.token_kind == "damage":
            phrase.filters.append(A.Filter("damaged"))  # "na której są żetony obrażeń"
            return
        elif what.count is None:
            what = replace(what, count=A.AtLeast(1))
        phrase.filters.append(A.Filter("has", to_target(what, "card")))
        return
    if rel.prep is not None:
        raise FrameError(f"{rel.prep} który …")
    if sense == "control" and clause.predicate == "finite" and clause.person == 2 and not comps:
        phrase.controller = "you"  # "pojazd, który kontrolujesz"
        return
    if sense == "be" and clause.predicate in ("finite", "finite_not") and len(nps) == len(comps):
        # "każda z tych postaci, która jest <b>żołnierzem</b>" / "które nie są <b>nagrodami</b>"
        negated = clause.predicate == "finite_not"
        named = [subtype_of(p.head) for p in nps]
        if len(named) == 1 and named[0] is not None and not nps[0].filters:
            phrase.filters.append(A.Filter("not_subtype" if negated else "subtype", named[0]))
            return
        kinds = [f.value for f in nps[0].filters if f.kind == "die_of"] if len(nps) == 1 else []
        if (
            negated
            and phrase.head == nps[0].head == "die"
            and nps[0].filters
            and kinds == [f.value for f in nps[0].filters]
        ):
            # "kość, która nie jest kością postaci": a die of the other kinds (as English reads
            # "a non-character die")
            excluded = {kind for value in kinds for kind in value}
            others = tuple(k for k in ("character", "upgrade", "support") if k not in excluded)
            phrase.filters.append(A.Filter("die_of", others))
            return
        if negated and len(nps) == 1 and nps[0].head == phrase.head and nps[0].ref is None:
            # "kość, która nie jest kością postaci": none of those
            phrase.filters.append(A.Filter("not_matches", to_target(nps[0], "card")))
            return
    place = next((c for c in comps if c.kind == "prep" and c.prep == "w"), None)
    in_place = place.phrase if place is not None and len(comps) == 1 else None
    chosen = in_place is not None and C.chosen_colour(in_place)
    if sense == "be" and clause.predicate == "finite" and chosen:
        phrase.filters.append(A.Filter("chosen", "color"))  # "które są w wybranym kolorze"
        return
    preds = [c for c in comps if c.kind == "pred"]
    if (
        sense == "be"
        and clause.predicate in ("finite", "finite_not")
        and len(preds) == 1 == len(comps)
    ):
        # "postać, która (nie) jest niebieska"
        colour = _pred_tokens(preds[0])
        if len(colour) == 1 and str(colour[0].value) in COLORS:
            negated = clause.predicate == "finite_not"
            phrase.filters.append(
                A.Filter("not_color" if negated else "color", str(colour[0].value))
            )
            return
    if sense == "have" and clause.predicate == "finite" and clause.person == 2 and not comps:
        # "żetonów zasobów, które posiadasz / masz": yours (of a count: of what it counts)
        counted = phrase.owner if phrase.head == "number" and phrase.owner is not None else phrase
        counted.controller = "you"
        return
    if sense == "have" and clause.predicate == "finite":
        place = next((c for c in comps if c.kind == "prep" and c.prep == "w"), None)
        if place is not None and place.phrase is not None and place.phrase.head == "game":
            subject = C.subject_of(before, after)
            # "ulepszeń, które masz w grze": yours, in play (whose is the controller, as the
            # English "upgrades you have in play" and "twoich ulepszeń w grze" read)
            if clause.person == 2 and not nps:
                phrase.controller = "you"
                phrase.filters.append(A.Filter("in_play"))
                return
            if subject is not None and subject.phrase is not None and len(nps) == 1:
                if subject.phrase.head == "opponent":
                    phrase.controller = "opponent"
                    phrase.filters.append(A.Filter("in_play"))
                else:
                    phrase.filters.append(A.Filter("in_play", "any"))
                return
    words = phrase.extra.get("words", set())
    if sense == "play" and clause.predicate == "finite" and clause.person == 2 and "first" in words:
        # "pierwsze żółte wydarzenie, które zagrasz w każdej rundzie / w tej grze"
        place = next((c.phrase for c in comps if c.kind == "prep" and c.prep == "w"), None)
        period = place.head if place is not None else None
        each = place is not None and (place.count == "each" or place.ref == "self")
        onto = next((c.phrase for c in comps if c.kind == "prep" and c.prep == "na"), None)
        if len(comps) == 1 + (onto is not None) and period in ("round", "game") and each:
            words.discard("first")
            phrase.filters.append(A.Filter("first_played", period))
            if onto is not None:
                # "…, którą zagrywasz na tę postać / na nią w każdej rundzie"
                target = to_target(onto, "character", expect=("character", "card"))
                if target == A.Ref("it", "character"):
                    target = A.Ref("self", "character")  # "na nią": the character the text is about
                phrase.filters.append(A.Filter("played_on", target))
            return
    plain = not phrase.filters and phrase.ref is None and phrase.count in (None, A.All())
    if sense in LEFT_BY and clause.predicate == "finite_not" and not comps and plain:
        # "Odrzuć karty, których nie zagrasz", "usuń wszystkie jego kości, których nie
        # rozpatrzył": those of the cards / dice named before that the step left over
        phrase.ref = "rest"
        phrase.count = None
        phrase.owner = None  # "jego kości": the rest of the dice he chose from
        phrase.controller = None
        return
    if sense == "be" and clause.predicate == "finite_not":
        pred = next((c for c in comps if c.kind == "pred"), None)
        if pred is not None and str(pred.value.value) == "use":
            rest = [c for c in comps if c is not pred and c.kind != "but_brought"]
            if not rest:
                phrase.filters.append(A.Filter("not_in_use"))
                return
    if sense == "cost" and clause.predicate == "finite":
        comparison = next((c for c in comps if c.kind == "cmp"), None)
        if comparison is not None and len(comps) == 1:
            kind, word, values = comparison.value
            if kind == "as_much_or" and word == "less":
                limit = C.prepare([_np_comp(values[-1])])[0].phrase
                phrase.filters.append(A.Filter("cost_at_most", amount_of(limit)))
                return
    if sense == "be" and clause.predicate == "finite":
        kinds = [p.head for p in nps if p.head in CARD_TYPE_NOUNS]
        if len(kinds) == 1 and len(comps) == 1:
            phrase.filters.append(A.Filter("card_type", kinds[0]))
            return
        # "którego koszt / której wartość jest równa lub niższa od …"
        stat = next((p for p in nps if p.head in ("cost", "value")), None)
        preds = [c for c in comps if c.kind == "pred"]
        senses = {str(t.value) for c in preds for t in _pred_tokens(c)}
        limit = next((c for c in comps if c.kind == "prep" and c.prep == "od"), None)
        bound = limit.phrase if limit is not None else None
        if (
            stat is not None
            and senses == {"equal", "low"}
            and bound is not None
            and len(comps) == 3
        ):
            kind = "cost_at_most" if stat.head == "cost" else "value_at_most"
            plain = bound.head is None and isinstance(bound.count, A.Fixed)  # "… od 3"
            limit = bound.count if plain else amount_of(bound)
            phrase.filters.append(A.Filter(kind, limit))  # type: ignore[arg-type]
            return
    if sense == "amount" and clause.predicate == "finite" and len(nps) == 2 and len(comps) == 2:
        # "którego koszt wynosi 2 lub mniej": as "które kosztuje 2 lub mniej"
        stat = next((p for p in nps if p.head in ("cost", "value")), None)
        figure = next((p for p in nps if p.head is None), None)
        if stat is not None and figure is not None and stat.owner is None:
            bound = figure.count
            at_most = "cost_at_most" if stat.head == "cost" else "value_at_most"
            if isinstance(bound, A.UpTo):
                phrase.filters.append(A.Filter(at_most, A.Fixed(bound.value)))  # type: ignore[arg-type]
                return
            if bound == A.Fixed(0):  # "którego koszt wynosi 0": no card costs less
                phrase.filters.append(A.Filter(at_most, A.Fixed(0)))  # type: ignore[arg-type]
                return
            if isinstance(bound, A.AtLeast) and stat.head == "cost":
                phrase.filters.append(A.Filter("cost_at_least", bound.value))
                return
    if sense == "cost" and clause.predicate == "finite" and len(nps) == 1 and len(comps) == 1:
        # "które kosztuje 2 lub mniej" / "… 2 lub więcej"
        count = nps[0].count
        if nps[0].head is None and isinstance(count, A.UpTo):
            phrase.filters.append(A.Filter("cost_at_most", A.Fixed(count.value)))
            return
        if nps[0].head is None and isinstance(count, A.AtLeast):
            phrase.filters.append(A.Filter("cost_at_least", count.value))
            return
    lacks = sense == "have" and clause.predicate == "finite_not" and len(comps) == 1
    if lacks and len(nps) == 1 and nps[0].count in (None, A.Fixed(0)) and nps[0].ref is None:
        # "wsparcie, które nie ma modyfikatorów": none of those on it
        none = to_target(replace(nps[0], count=A.Fixed(0)), "card")
        phrase.filters.append(A.Filter("has", none))
        return
    shares = sense == "have" and clause.predicate == "finite" and len(comps) == 2 and len(nps) == 1
    with_what = next((c for c in comps if c.kind == "prep" and c.prep == "z"), None)
    if shares and nps[0].head == "subtype_word" and with_what is not None and with_what.phrase:
        # "kość, która ma wspólny podrodzaj z tą kością"
        if nps[0].extra.get("words") != {"common"} or nps[0].extra.get("subtype"):
            raise FrameError("który ma jaki podrodzaj z …")
        other = to_target(with_what.phrase, "card")
        phrase.filters.append(A.Filter("shares_with", ("subtype", other)))
        return
    has = sense == "have" and clause.predicate == "finite" and len(comps) == 1 and len(nps) == 1
    if has and nps[0].head == "subtype_word":
        # "postacie, które mają wspólny podrodzaj" / "które posiadają podrodzaj <b>Jedi</b>"
        words = nps[0].extra.get("words", set())
        named = nps[0].extra.get("subtype")
        if named is not None and not words:
            phrase.filters.append(A.Filter("subtype", named))
            return
        if named is None and words == {"common"}:
            phrase.filters.append(A.Filter("share", "subtype"))
            return
        raise FrameError("który ma jaki podrodzaj")
    if has and nps[0].head == "tokens" and nps[0].token_kind == "damage" and nps[0].count is None:
        phrase.filters.append(A.Filter("damaged"))  # "która posiada żetony obrażeń"
        return
    if has and nps[0].ref is None:
        what = nps[0] if nps[0].count is not None else replace(nps[0], count=A.AtLeast(1))
        phrase.filters.append(A.Filter("has", to_target(what, "card")))
        return
    raise FrameError("który …")


def _reflexive(comp: Any) -> bool:
    return comp.phrase is not None and bool(comp.phrase.extra.get("reflexive"))


def _pred_tokens(comp: Any) -> list[Any]:
    value = comp.value
    return list(value) if isinstance(value, list) else [value]


def _np_comp(np: Any) -> Any:
    from judge.cards.transform.values import Comp

    return Comp("np", np=np)
