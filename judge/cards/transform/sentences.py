"""The Lark Transformer: one parsed sentence → `Sentence` (what it adds to an ability).

Bottom up, the tree becomes written structure (`NP`, `Comp`, `Clause`, see `values`); a clause
is read only where its role is known: as an effect in a chain of effects, as an event after
"przed tym, jak" / "po tym, jak", as a condition after "jeśli" / "dopóki", as a persistent
statement when it is a sentence of its own that states one (`clauses.statement`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from lark import Token, Transformer

from judge.cards import ast as A
from judge.cards.polish.lexer import WordToken
from judge.cards.polish.lexicon import ANY_FEATURES, Features
from judge.cards.transform import clauses as C
from judge.cards.transform.frames import build_effect
from judge.cards.transform.phrases import (
    amount_of,
    icons,
    read,
    subtype_of,
    to_player,
    to_target,
)
from judge.cards.transform.values import (
    NP,
    Clause,
    Comp,
    FrameError,
    FromLookedAt,
    Goal,
    Late,
    Mod,
    Sentence,
    Subject,
    TotalValue,
)


@dataclass
class Rel:
    """A relative clause ("…, które masz w grze", "…, do której dołączono tę kartę")."""

    prep: str | None
    clause: Clause
    token: WordToken | None = None


@dataclass
class Paren:
    """A parenthesis: a reminder or a clarification of what comes before it."""

    kind: str  # clause, gerund, plus, not_plus, but
    clause: Clause | None = None
    token: WordToken | None = None
    comps: list[Comp] | None = None


@dataclass
class Cond:
    """Clauses after "jeśli" / "dopóki", read as a condition where they are used."""

    clauses: list[Clause]


@dataclass
class InsteadStart:
    """An effect that begins with "zamiast tego" (a replacement of the trigger's event)."""

    effect: Any


def _tokens(children: list[Any]) -> list[WordToken]:
    return [c for c in children if isinstance(c, WordToken)]


def _values(children: list[Any]) -> list[Any]:
    return [c for c in children if not isinstance(c, Token)]


# --- finishing intermediate values ---------------------------------------------------------------


@dataclass
class Options:
    """Clauses joined by "lub": one of them is done (a ChooseOne once finished)."""

    steps: list[Any]


def finish(value: Any) -> Any:
    """Turn intermediate values into AST nodes."""
    if isinstance(value, Options):
        return A.ChooseOne(tuple(finish(s) for s in value.steps))
    if isinstance(value, Clause):
        value = effect_of(value)
    if isinstance(value, InsteadStart):
        raise FrameError("zamiast tego: instead of what")
    if isinstance(value, Subject):
        inner = finish(value.effect)
        if value.may:
            # "Dowolny przeciwnik może zadać …": his option; May(player) has him perform and
            # decide, so nothing inside forces him.
            return A.May(_name_player(inner, value.player), value.player)
        return _with_player(inner, value.player)
    if isinstance(value, Goal):
        raise FrameError("a purpose without an action")
    if isinstance(value, FromLookedAt):
        raise FrameError("z nich: no cards were looked at")
    if isinstance(value, ForcedLast):
        return A.Sequence((*value.steps, finish(value.force)))  # the force fails: to do what
    return value


@dataclass
class ForcedLast:
    """ "Wybierz postać przeciwnika i zmuś go, aby ją aktywował": steps whose last one forces a
    player, waiting for the purpose ("aby …") that says what he must do."""

    steps: list[Any]
    force: Clause


def _name_player(effect: Any, player: A.Player) -> Any:
    """Put the performing player into an effect that names one."""
    if isinstance(effect, A.Draw | A.GainResources | A.LoseResources) and effect.player is None:
        return replace(effect, player=player)
    if isinstance(effect, A.TakeActions) and effect.player is None:
        return replace(effect, player=player, additional=False)
    return effect


def _with_player(effect: Any, player: A.Player) -> Any:
    """Put the performing player into effects that name one, else wrap in Force."""
    named = _name_player(effect, player)
    return named if named is not effect else A.Force(player, effect)


# --- clause modifiers and flags ------------------------------------------------------------------

FRAME_FLAGS = {"cost_change", "ignore_restrictions", "free"}


def effect_of(clause: Clause) -> Any:
    """A clause read as an effect, with its modifiers ("…, zwiększając …", "…, jeśli …")."""
    if clause.instead:
        raise FrameError("zamiast tego: instead of what")
    whether = [value for name, value in clause.mods if name == "choose_whether"]
    if whether and clause.sense == "choose" and len(clause.mods) == 1:
        choice = A.ChooseOne(tuple(whether[0]))  # "wybiera, czy A, czy B"
        if not clause.comps:
            return choice
        before, after = C.sides(clause)
        subject = C.subject_of(before, after)
        if subject is not None and C.is_player(subject.phrase) and len(before + after) == 1:
            return Subject(to_player(subject.phrase), choice)
        raise FrameError("wybiera, czy …: who")
    flags: dict[str, Any] = {}
    extra: list[tuple[str, Any]] = []
    mods = list(clause.mods)
    index = 0
    while index < len(mods):
        name, value = mods[index]
        if name == "gerund":
            following = mods[index + 1] if index + 1 < len(mods) else None
            read_mod, used_next = _gerund(value, following)
            if used_next:
                index += 1
            name, value = read_mod
        elif name == "gerund_not":
            name, value = _gerund_not(value)
        if name in FRAME_FLAGS:
            flags[name] = value
        else:
            extra.append((name, value))
        index += 1
    conditions = [m for m in extra if m[0] == "if"]
    if conditions and _has_instead(clause):
        flags["if"] = conditions[0][1]
        extra.remove(conditions[0])
    node = C.effect(clause, flags)
    for key in ("cost_change", "ignore_restrictions"):
        if key in flags:
            raise FrameError(f"{key} does not apply to {clause.sense}")
    for mod in extra:
        node = _apply_mod(node, mod)
    return node


def _has_instead(clause: Clause) -> bool:
    return any(c.np is not None and c.np.join == "or_instead" for c in clause.comps)


CLAUSE_WIDE_MODS = {"if", "instead_of", "unless", "to_block", "delayed", "choose_whether"}


def _apply_mod(effect: Any, mod: tuple[str, Any]) -> Any:
    name, value = mod
    inner = effect.effect if isinstance(effect, Subject) else effect
    if isinstance(inner, A.May) and name not in CLAUSE_WIDE_MODS:
        # "możesz rozpatrzyć tę kość, zwiększając jej wartość o 1": how the optional step is
        # done (the option stays the player's)
        new_may = replace(inner, effect=_apply_mod(inner.effect, mod))
        return (
            Subject(effect.player, new_may, effect.may) if isinstance(effect, Subject) else new_may
        )
    new: Any
    if name == "if":
        new = A.If(value, finish(inner))
    elif name == "instead_of":
        new = A.Instead(finish(inner), value)
    elif name == "unless":
        player, prevented = value
        new = A.Unless(finish(inner), prevented, player)
    elif name == "to_block":
        new = A.Costed(finish(inner), A.BlockDamage())
    elif name == "delayed":
        new = A.Delayed(value, finish(inner))
    elif name == "choose_whether":
        if not isinstance(inner, A.ChooseTarget | type(None)) and inner is not None:
            raise FrameError("czy …: choosing what")
        new = A.ChooseOne(tuple(value))
    elif isinstance(inner, A.ResolveDie):
        if name == "increase":
            new = replace(inner, increase=value)
        elif name == "increase_per":
            new = replace(inner, increase=value[0], increase_per=value[1])
        elif name == "increase_each":
            new = replace(inner, increase=value, increase_each=True)
        elif name == "value_as":
            new = replace(inner, value_as=value)
        elif name == "as_other_symbol":
            new = replace(inner, as_other_symbol=True)
        elif name == "ignore_modifier":
            new = replace(inner, ignore_modifier=True)
        elif name == "unblockable":
            new = replace(inner, unblockable=True)
        elif name == "keep_in_pool":
            new = replace(inner, keep_in_pool=True)
        elif name == "as_symbols":
            new = replace(inner, as_symbols=value)
        else:
            raise FrameError(f"{name} on a die")
    elif name == "increase_each" and isinstance(inner, A.RemoveDice):
        # "Usuń … kości, zwiększając wartość każdej z nich o 1": each removed die counts
        # for that much more in the total value the rest of the ability uses.
        new = replace(inner, value_bonus=value)
    else:
        raise FrameError(f"modifier {name} on {type(inner).__name__}")
    if isinstance(effect, Subject):
        return Subject(effect.player, new, effect.may)
    return new


def _gerund(
    value: tuple[WordToken, list[Comp]], following: tuple[str, Any] | None
) -> tuple[tuple[str, Any], bool]:
    """ "zwiększając jej wartość o 2", "zmniejszając jego koszt o 1", "ignorując …",
    "traktując jej wartość tak, jakby była równa …" as a modifier of the clause's effect."""
    verb, raw = value
    sense = str(verb.value)
    comps = C.prepare(raw)
    nps = [c.phrase for c in comps if c.kind == "np" and c.phrase is not None]
    by = next((c for c in comps if c.kind == "by_amount"), None)
    alternative = next((c for c in comps if c.kind == "prep_or"), None)
    if sense == "increase":
        if not nps or nps[0].head != "value":
            raise FrameError("zwiększając: what")
        per = next((c for c in comps if c.kind == "for_each"), None)
        if alternative is not None and alternative.alternatives:
            if following is None or following[0] != "if":
                raise FrameError("lub zamiast tego: no condition")
            amounts = [_by_value(phrase) for _, phrase in alternative.alternatives]
            first, instead = amounts
            return ("increase", A.AmountIf(following[1], instead, first)), True
        if by is None:
            # "zwiększając jej wartość o liczbę żetonów osłon na tej postaci"
            counted = next(
                (c for c in comps if c.kind == "prep" and c.prep == "o" and c.phrase is not None),
                None,
            )
            places = [c for c in comps if c.kind == "prep" and c.prep == "na" and c.phrase]
            number = counted.phrase if counted is not None else None
            if number is not None and number.head == "number" and len(comps) == 2 + len(places):
                if places and number.owner is not None and len(places) == 1:
                    # "o liczbę żetonów osłon na tej postaci": the tokens on it
                    number = replace(number, owner=replace(number.owner, owner=places[0].phrase))
                elif places:
                    raise FrameError("zwiększając o liczbę: of what")
                return ("increase", amount_of(number)), False
            raise FrameError("zwiększając o ile")
        if per is not None and per.phrase is not None:
            per_phrase = replace(per.phrase, count=None)
            return ("increase_per", (A.Fixed(by.value), to_target(per_phrase, "card"))), False
        if len(nps) == 2 and nps[1].count == "each":
            return ("increase_each", A.Fixed(by.value)), False
        if len(nps) == 1 and len(comps) == 2:
            return ("increase", A.Fixed(by.value)), False
        raise FrameError("zwiększając: how")
    if sense == "reduce":
        if by is None or not nps or nps[0].head != "cost" or len(comps) != 2:
            raise FrameError("zmniejszając: what")
        return ("cost_change", -by.value), False
    if sense == "ignore":
        if len(nps) != 1 or nps[0].head != "play_restriction" or len(comps) != 1:
            raise FrameError("ignorując: not a play restriction")
        return ("ignore_restrictions", True), False
    if sense == "treat":
        as_what = next((c for c in comps if c.kind == "prep" and c.prep == "jako"), None)
        if as_what is not None and as_what.phrase is not None and len(comps) == 2:
            # "traktując te obrażenia jako nieblokowalne"
            them = nps[0].head is None and nps[0].ref == "it"  # "traktując je (te kości) jako …"
            if (nps[0].head == "damage" or them) and as_what.phrase.unblockable:
                return ("unblockable", True), False
            raise FrameError("traktując … jako …")
        value_as = next((c for c in comps if c.kind == "value_as"), None)
        if value_as is None or len(nps) != 1 or nps[0].head != "value":
            raise FrameError("traktując: how")
        return ("value_as", value_as.value), False
    raise FrameError(f"gerund {sense}")


def _gerund_not(value: tuple[WordToken, list[Comp]]) -> tuple[str, Any]:
    """ "…, nie usuwając jej ze swojej puli": the die stays in the pool."""
    verb, raw = value
    comps = C.prepare(raw)
    pool = [
        c for c in comps if c.kind == "prep" and c.phrase is not None and c.phrase.head == "pool"
    ]
    its = [c for c in comps if c.kind == "np" and c.phrase is not None and c.phrase.ref == "it"]
    if str(verb.value) == "remove" and len(its) == 1 and len(comps) == 1 + len(pool):
        return ("keep_in_pool", True)
    raise FrameError("nie …-ąc")


def _by_value(phrase: Any) -> Any:
    if phrase.head is None and isinstance(phrase.count, A.Fixed):
        return phrase.count
    raise FrameError("o ile")


# --- the Transformer -----------------------------------------------------------------------------


class SentenceTransformer(Transformer):
    """Lark Transformer: one parsed sentence → `Sentence`."""

    # sentence level -----------------------------------------------------------------------------

    def start(self, children: list[Any]) -> Sentence:
        (value,) = _values(children)
        if isinstance(value, Sentence):
            return value
        if isinstance(value, Clause):
            stated = C.statement(value)
            if stated is not None:
                kind, node = stated
                if kind == "restriction":
                    return Sentence(kind, restriction=node)
                return Sentence(kind, effect=node)
        if (
            isinstance(value, A.If)
            and isinstance(value.condition, A.Event)
            and value.otherwise is None
        ):
            # "Jeśli postać … otrzyma obrażenia, …": a trigger when it opens an ability, a
            # condition on the outcome when it follows an effect (decided in judge.cards.parse).
            return Sentence("if_event", effect=value)
        return Sentence("effect", effect=finish(value))

    def triggered_moment(self, children: list[Any]) -> Sentence:
        """ "Po rozpoczęciu fazy utrzymania …", "Po zakończeniu rundy, jeśli …, …": the
        start or end of a phase or of the round triggers the ability."""
        np, body = _values(children)
        moment = read(np)
        if moment.head == "setup" and not moment.filters and moment.owner is None:
            setup = A.Trigger("after", A.Event(("setup",)), wording="after")
            return Sentence("triggered", effect=finish(body), trigger=setup)
        owner = moment.owner.head if moment.owner is not None else None
        period = {"action_phase": "action_phase", "upkeep_phase": "upkeep_phase", "round": "round"}
        if moment.head not in ("start", "end") or owner not in period or moment.filters:
            raise FrameError("po rozpoczęciu / zakończeniu czego")
        kind = f"{moment.head}_of_{period[owner]}"
        trigger = A.Trigger("after", A.Event((kind,)), wording="after")  # type: ignore[arg-type]
        if isinstance(body, Clause) and body.instead:
            raise FrameError("po rozpoczęciu …: zamiast tego")
        return Sentence("triggered", effect=finish(body), trigger=trigger)

    def triggered(self, children: list[Any]) -> Sentence:
        trigger, body = _values(children)
        trigger, condition = trigger
        if condition is not None:
            # "Po tym, jak aktywujesz tę postać, jeśli kontrolujesz pole bitwy, rzuć …"
            return Sentence("triggered", effect=A.If(condition, finish(body)), trigger=trigger)
        if isinstance(body, Clause) and body.instead:
            body = InsteadStart(replace(body, instead=False))
        if isinstance(body, InsteadStart):
            return Sentence(
                "triggered", effect=A.Instead(finish(body.effect), None), trigger=trigger
            )
        return Sentence("triggered", effect=finish(body), trigger=trigger)

    def trig_before(self, children: list[Any]) -> tuple[A.Trigger, Any]:
        (clauses,) = _values(children)
        clauses, condition = _event_condition(clauses)
        event, would = C.event(clauses)
        return A.Trigger("before", event, would=would, wording="before"), condition

    def trig_after(self, children: list[Any]) -> tuple[A.Trigger, Any]:
        (clauses,) = _values(children)
        clauses, condition = _event_condition(clauses)
        event, _ = C.event(clauses)
        return A.Trigger("after", event, wording="after"), condition

    def trig_when(self, children: list[Any]) -> tuple[A.Trigger, Any]:
        (clauses,) = _values(children)
        clauses, condition = _event_condition(clauses)
        event, _ = C.event(clauses)
        return A.Trigger("after", event, wording="when"), condition

    def trig_first_time(self, children: list[Any]) -> tuple[A.Trigger, Any]:
        values = _values(children)
        clauses, condition = _event_condition(values[-1])
        scope = C.prepare(values[:-1])
        if len(scope) != 1 or scope[0].phrase is None or scope[0].phrase.head != "round":
            raise FrameError("za pierwszym razem w każdej rundzie")
        if scope[0].phrase.count != "each":
            raise FrameError("za pierwszym razem: in which round")
        event, _ = C.event(clauses)
        return A.Trigger("after", event, once_per_round=True, wording="first_time"), condition

    def event(self, children: list[Any]) -> list[Clause]:
        return [c for c in children if isinstance(c, Clause)]

    # restrictions -------------------------------------------------------------------------------

    def only_character(self, children: list[Any]) -> Sentence:
        tokens = _tokens(children)
        nouns = [t for t in tokens if t.type == "NOUN"]
        head = nouns[0]
        if head.value != "character":
            raise FrameError("tylko …: not a character")
        filters = []
        if len(nouns) == 2:
            # "Tylko postać <b>przywódca</b>": of that subtype
            subtype = subtype_of(str(nouns[1].value))
            if subtype is None:
                raise FrameError("tylko postać …: not a subtype")
            filters.append(A.Filter("subtype", subtype))
            children = children[:-1]
        for mod in children[1:-1]:
            phrase = read(NP(head="character", mods=[_as_mod(mod)]))
            filters.extend(phrase.filters)
        return Sentence("restriction", restriction=A.OnlyCharacter(tuple(filters)))

    def limit_per(self, children: list[Any]) -> Sentence:
        """ "Limit 1 <b>formy</b> na postać.": at most that many such cards on each character
        (a singular rule of later sets: the card limit)."""
        tokens = _tokens(children)
        count = int(next(t for t in tokens if t.type == "NUM").value)
        prep = next(t for t in tokens if t.type == "PREP")
        per = str(tokens[-1].value)
        (np,) = [c for c in children if isinstance(c, NP)]
        if prep.value != "na" or per not in ("character", "team", "deck"):
            raise FrameError("limit … na co")
        cards = to_target(replace(read(np), count=A.All()), "card")
        return Sentence("restriction", restriction=A.LimitPer(count, cards, per))  # type: ignore[arg-type]

    def to_play(self, children: list[Any]) -> Sentence:
        verb = _tokens(children)[1]
        (clause,) = _values(children)
        if verb.value != "play":
            raise FrameError("aby …: to play")
        spot = effect_of(clause)
        if not isinstance(spot, A.Spot):
            raise FrameError("aby zagrać, wyznacz …")
        return Sentence("restriction", restriction=A.SpotToPlay(spot.target))

    def play_only_if(self, children: list[Any]) -> Sentence:
        verb = _tokens(children)[0]
        (cond,) = _values(children)
        if verb.value != "play":
            raise FrameError("zagraj tylko, jeśli")
        return Sentence("restriction", restriction=A.PlayOnlyIf(_condition(cond)))

    def while_sentence(self, children: list[Any]) -> Sentence:
        cond, body = _values(children)
        condition = _condition(cond)
        if isinstance(body, Clause):
            stated = C.statement(body)
            if stated is not None:
                kind, node = stated
                return Sentence(kind, effect=node, condition=condition)
        raise FrameError("dopóki …: not a persistent statement")

    def while_after(self, children: list[Any]) -> Sentence:
        """ "Twoje postacie posiadają słowo kluczowe Strażnik, dopóki kontrolujesz pole bitwy"."""
        body, cond = _values(children)
        return self.while_sentence([cond, body])

    # effects ------------------------------------------------------------------------------------

    def then_sentence(self, children: list[Any]) -> Sentence:
        (body,) = _values(children)
        return Sentence("then", effect=finish(body))

    def conditional(self, children: list[Any]) -> Any:
        cond, body = _values(children)
        condition = _condition(cond)
        if isinstance(condition, tuple) and condition[0] == "it_is":
            return A.If(condition[1], finish(body))
        return A.If(condition, finish(body))

    def cond_clause(self, children: list[Any]) -> Cond:
        return Cond([c for c in children if isinstance(c, Clause)])

    def cond_it_is(self, children: list[Any]) -> Any:
        return C.it_is(_comps(children))

    def cond_did(self, children: list[Any]) -> Any:
        """ "jeśli to zrobisz": if you did what the text just let you do."""
        verb = children[-1]
        if str(verb.value) != "do" or not any(r.person in (2, 3) for r in verb.readings):
            raise FrameError("jeśli to …")
        if any(r.person == 2 for r in verb.readings):
            return A.DidIt()
        return A.DidIt(A.Player("given"))  # "jeśli to zrobi": the player just named

    def cond_showing(self, children: list[Any]) -> Any:
        return C.showing_condition(children[0], children[1])

    def choose_costed(self, children: list[Any]) -> Any:
        """ "Odrzuć X, aby Y, lub odrzuć Z, aby W": a choice between two paid effects."""
        return A.ChooseOne(tuple(finish(part) for part in _values(children)))

    def costed(self, children: list[Any]) -> Any:
        parts = _values(children)
        if len(parts) == 1:
            return parts[0]
        # "X, aby Y": X is paid for Y; "zmuś X, aby Y": X performs Y; read from the right.
        result = parts[-1]
        for part in reversed(parts[:-1]):
            if isinstance(part, Options):
                # "Ulecz 1 obrażenie … lub wydaj 1 żeton zasobu, aby uleczyć 2 …": the purpose
                # belongs to the option next to it (the cards' templating: "A, or B to C").
                last = _purpose(part.steps[-1], result)
                result = A.ChooseOne((*(finish(s) for s in part.steps[:-1]), last))
                continue
            if isinstance(part, ForcedLast):
                result = A.Sequence((*part.steps, _purpose(part.force, result)))
                continue
            result = _purpose(part, result)
        return result

    def sequence(self, children: list[Any]) -> Any:
        steps = _shared_objects(_values(children))
        if len(steps) == 1:
            return steps[0]  # "wybierz i odrzuć kartę": one step
        first = steps[0]
        if isinstance(first, Clause) and first.instead:
            # "zamiast tego ulecz … i odrzuć …": the whole sequence replaces the event
            steps = [replace(first, instead=False), *steps[1:]]
            return InsteadStart(self.sequence(steps))
        may = _leading_modal(first)
        if isinstance(first, Clause) and first.predicate == "finite":
            head = effect_of(first)
            if isinstance(head, Subject):
                # "Każdy przeciwnik wybiera … i zadaje jej …": the subject performs every step.
                inner = A.Sequence(tuple(finish(s) for s in [head.effect, *steps[1:]]))
                return Subject(head.player, inner, head.may)
        must = isinstance(first, Clause) and first.predicate == "must"
        last = steps[-1]
        if isinstance(last, Clause) and last.sense == "force" and not must and not may:
            return ForcedLast([finish(s) for s in _from_looked_at(steps[:-1])], last)
        result = A.Sequence(tuple(finish(s) for s in _from_looked_at(steps)))
        if must:
            # "musi wybrać … i zadać …": the player who must performs every step
            return A.Force(A.Player("trigger_actor"), _strip_must(result))
        return A.May(_strip_may(result)) if may else result

    def otherwise_sentence(self, children: list[Any]) -> Sentence:
        (body,) = _values(children)
        return Sentence("otherwise", effect=finish(body))

    def then_seq(self, children: list[Any]) -> A.Then:
        """ "Dobierz 2 karty, a następnie odrzuć kartę": the second step after the first."""
        first, then = _values(children)
        return A.Then(finish(first), finish(then))

    def choose_one(self, children: list[Any]) -> Options | Subject:
        steps = _shared_objects(_values(children))
        first = steps[0]
        if isinstance(first, Clause) and first.predicate == "finite" and first.person == 3:
            # "dany przeciwnik rozpatruje tę kość lub ją usuwa": he chooses, and does it
            before, after = C.sides(first)
            subject = C.subject_of(before, after)
            rest_finite = all(
                isinstance(s, Clause) and s.predicate == "finite" and s.person == 3
                for s in steps[1:]
            )
            if subject is not None and C.is_player(subject.phrase) and rest_finite:
                players = [
                    c
                    for c in first.before
                    if c.kind == "np"
                    and c.np is not None
                    and c.np.head in ("opponent", "player")
                    and c.np.has_case("nom")
                ]
                if len(players) != 1:
                    raise FrameError("kto wybiera")
                bare = replace(first, before=[c for c in first.before if c is not players[0]])
                options = A.ChooseOne(tuple(finish(s) for s in [bare, *steps[1:]]))
                return Subject(to_player(subject.phrase), options)
        return Options(steps)

    def choose_one_colon(self, children: list[Any]) -> A.ChooseOne:
        return A.ChooseOne(tuple(finish(c) for c in _values(children)))

    def choose_options(self, children: list[Any]) -> A.ChooseOptions:
        tokens = _tokens(children)
        verbs = [t for t in tokens if t.type in ("VERB", "CHOOSE_AND")]
        count = next(t for t in tokens if t.type == "NUM")
        head = next(t for t in tokens if t.type == "NOUN")
        if [v.value for v in verbs] != ["choose", "take_action"] or head.value != "option":
            raise FrameError("wybierz i wykonaj … opcji")
        options = _values(children)[-1]
        return A.ChooseOptions(tuple(finish(o) for o in options), int(count.value))

    def option_list(self, children: list[Any]) -> list[Any]:
        return _values(children)

    def option_seq(self, children: list[Any]) -> Any:
        steps = _shared_objects(_values(children))
        if len(steps) == 1:
            return steps[0]
        return A.Sequence(tuple(finish(s) for s in steps))

    # clauses ------------------------------------------------------------------------------------

    def clause(self, children: list[Any]) -> Clause:
        before: list[Comp] = []
        after: list[Comp] = []
        mods: list[tuple[str, Any]] = []
        predicate: tuple | None = None
        for child in children:
            if isinstance(child, tuple) and child and child[0] == "predicate":
                predicate = child
            elif isinstance(child, tuple) and child and child[0] == "mod":
                mods.append(child[1:])
            elif isinstance(child, Comp | NP):
                comp = child if isinstance(child, Comp) else Comp("np", np=child)
                (after if predicate is not None else before).append(comp)
            elif isinstance(child, list):  # a complement that stands for several
                (after if predicate is not None else before).extend(child)
            else:
                raise FrameError(f"clause part {child!r}")
        assert predicate is not None
        _, kind, verb, participles, clitics, modal = predicate
        for token in clitics:
            # "możesz natychmiast ją rozpatrzyć": words between the modal and its verb
            if token.type == "PRON":
                before.append(Comp("np", np=self.np_pronoun([token])))
            else:
                found = self.adverb([token])
                before.extend(found if isinstance(found, list) else [found])
        # Flags set in complements that modify the whole clause become clause modifiers.
        instead = False
        for side in (before, after):
            for comp in list(side):
                if comp.kind in CLAUSE_FLAGS:
                    side.remove(comp)
                    mods.append((CLAUSE_FLAGS[comp.kind], comp.value))
                elif comp.kind == "instead_start" and side is before:
                    side.remove(comp)
                    instead = True
        return Clause(kind, verb, participles, before, after, mods, modal, instead)

    def _predicate(self, kind: str, children: list[Any]) -> tuple:
        tokens = _tokens(children)
        modal = next((t for t in tokens if t.type in ("MAY", "MUST")), None)
        verbs = [t for t in tokens if t.type in ("VERB", "VFIN")]
        participles = [t for t in tokens if t.type == "PRED"]
        passive = next((c for c in children if isinstance(c, list)), None)
        if passive is not None:
            participles = passive
        verb = verbs[-1] if verbs else None
        # words between a modal and its verb ("możesz natychmiast ją rozpatrzyć")
        clitics = [t for t in tokens if t.type in ("PRON", "ADV")]
        return ("predicate", kind, verb, participles, clitics, modal)

    def p_verb(self, children: list[Any]) -> tuple:
        return self._predicate("verb", children)

    def p_not(self, children: list[Any]) -> tuple:
        return self._predicate("not", children)

    def p_may(self, children: list[Any]) -> tuple:
        return self._predicate("may", children)

    def p_may_not(self, children: list[Any]) -> tuple:
        return self._predicate("may_not", children)

    def p_must(self, children: list[Any]) -> tuple:
        return self._predicate("must", children)

    def p_need_not(self, children: list[Any]) -> tuple:
        return self._predicate("need_not", children)

    def p_finite(self, children: list[Any]) -> tuple:
        return self._predicate("finite", children)

    def p_finite_not(self, children: list[Any]) -> tuple:
        return self._predicate("finite_not", children)

    def p_passive(self, children: list[Any]) -> tuple:
        return self._predicate("passive", children)

    def p_passive_not(self, children: list[Any]) -> tuple:
        return self._predicate("passive_not", children)

    def p_would_passive(self, children: list[Any]) -> tuple:
        return self._predicate("would_passive", children)

    def p_would(self, children: list[Any]) -> tuple:
        return self._predicate("would", children)

    def p_may_passive(self, children: list[Any]) -> tuple:
        return self._predicate("may_passive", children)

    def p_may_not_passive(self, children: list[Any]) -> tuple:
        return self._predicate("may_not_passive", children)

    def p_may_be(self, children: list[Any]) -> tuple:
        return self._predicate("may_be", children)

    def passive(self, children: list[Any]) -> list[WordToken]:
        return [t for t in _tokens(children) if t.type == "PRED"]

    # clause modifiers

    def gerund(self, children: list[Any]) -> tuple:
        verb = next(t for t in _tokens(children) if t.type == "GER")
        if any(t.type == "NOT" for t in _tokens(children)):
            return ("mod", "gerund_not", (verb, _comps(children)))
        return ("mod", "gerund", (verb, _comps(children)))

    def if_mod(self, children: list[Any]) -> tuple:
        (cond,) = _values(children)
        condition = _condition(cond)
        return ("mod", "if", condition)

    def instead_mod(self, children: list[Any]) -> tuple:
        verb = next(t for t in _tokens(children) if t.type == "VERB")
        comps = _comps(children)
        replaced = build_effect(str(verb.value), C.prepare(comps))
        return ("mod", "instead_of", replaced)

    def unless_mod(self, children: list[Any]) -> tuple:
        (clause,) = _values(children)
        before, after = C.sides(clause)
        subject = C.subject_of(before, after)
        if subject is None and clause.person == 2:
            # "…, chyba że wydasz 1 żeton zasobu": unless you do
            return (
                "mod",
                "unless",
                (A.Player("you"), build_effect(C._sense(clause), before + after)),
            )
        if subject is None or subject.phrase is None:
            raise FrameError("chyba że: who")
        rest = [c for c in before + after if c is not subject]
        node = build_effect(C._sense(clause), rest)
        return ("mod", "unless", (to_player(subject.phrase), node))

    def after_mod(self, children: list[Any]) -> tuple:
        (clauses,) = _values(children)
        event, _ = C.event(clauses)
        if event.subject is None and event.actor is None:
            event = replace(event, subject=A.Ref("it", "die"))
        elif event.subject is None and event.actor == "you" and len(event.kinds) > 1:
            event = replace(event, subject=A.Ref("it", "die"), actor=None)
        return ("mod", "delayed", event)

    def whether_mod(self, children: list[Any]) -> tuple:
        options = _values(children)
        return ("mod", "choose_whether", [finish(o) for o in options])

    def how_mod(self, children: list[Any]) -> tuple:
        (clause,) = _values(children)
        return ("mod", "how", clause)

    # complements --------------------------------------------------------------------------------

    def pp(self, children: list[Any]) -> Comp:
        prep, np = children
        return Comp("prep", prep=str(prep.value), np=np)

    def pp_or(self, children: list[Any]) -> Comp:
        pps = [c for c in children if isinstance(c, Comp)]
        return Comp("prep_or", alternatives=[(str(p.prep), p.np) for p in pps])

    def pp_and_or(self, children: list[Any]) -> Comp:
        pps = [c for c in children if isinstance(c, Comp)]
        return Comp("prep_and_or", alternatives=[(str(p.prep), p.np) for p in pps])

    def more_less(self, children: list[Any]) -> Comp:
        return Comp(str(children[0].type).lower())

    def adverb(self, children: list[Any]) -> Comp | list[Comp]:
        sense = str(children[0].value)
        if sense in ("at_once", "again"):
            return []  # "natychmiast", "ponownie": what the effect does anyway
        if sense == "instead":
            return Comp("instead_start")
        return Comp(sense)

    def per(self, children: list[Any]) -> Comp:
        return Comp("per", np=children[-1])

    def agent(self, children: list[Any]) -> Comp:
        return Comp("by", np=children[-1])

    def predicate_adj(self, children: list[Any]) -> Comp:
        tokens = [t for t in _tokens(children) if t.type == "PRED"]
        if len(tokens) == 1:
            return Comp("pred", value=tokens[0])
        return Comp("pred", value=tokens)  # "równy lub niższy"

    def comparison(self, children: list[Any]) -> Comp:
        (value,) = children
        return Comp("cmp", value=value)

    def cmp_than(self, children: list[Any]) -> tuple:
        word = _tokens(children)[0]
        nps = _values(children)
        return ("than", str(word.type).lower(), nps)

    def cmp_as_much_or(self, children: list[Any]) -> tuple:
        word = next(t for t in _tokens(children) if t.type in ("MORE", "LESS"))
        return ("as_much_or", str(word.type).lower(), _values(children))

    def paren(self, children: list[Any]) -> Comp:
        (body,) = _values(children)
        return paren_comp(body)

    def paren_clause(self, children: list[Any]) -> Paren:
        (clause,) = _values(children)
        return Paren("clause", clause=clause)

    def paren_gerund(self, children: list[Any]) -> Paren:
        verb = next(t for t in _tokens(children) if t.type == "GER")
        return Paren("gerund", token=verb, comps=_comps(children))

    def paren_plus(self, children: list[Any]) -> Paren:
        return Paren("plus", comps=[Comp("np", np=_values(children)[0])])

    def paren_not_plus(self, children: list[Any]) -> Paren:
        return Paren("not_plus")

    def paren_pp(self, children: list[Any]) -> Paren:
        return Paren("pp", comps=[children[0]])

    def paren_np(self, children: list[Any]) -> Paren:
        return Paren("np", comps=[Comp("np", np=children[0])])

    def paren_but(self, children: list[Any]) -> Paren:
        (clause,) = _values(children)
        return Paren("but", clause=clause)

    def as_if(self, children: list[Any]) -> Comp:
        (clause,) = _values(children)
        word = next(t for t in _tokens(children) if t.type in ("AS_IF", "AS_IF_YOU"))
        return as_if_comp(clause, you=word.type == "AS_IF_YOU")

    # noun phrases -------------------------------------------------------------------------------

    def np(self, children: list[Any]) -> NP:
        np = NP()
        pending_just = False
        for child in children:
            if isinstance(child, Token):
                if child.type in ("NOUN", "QNOUN"):
                    np.head = str(child.value)
                    np.head_token = child  # type: ignore[assignment]
                elif child.type in ("ADJ", "POSS"):
                    np.mods.append(Mod(child, just=pending_just))  # type: ignore[arg-type]
                    pending_just = False
                elif child.type == "SO_MUCH":
                    np.so_much = True
                continue
            if isinstance(child, Mod):
                child.just = child.just or pending_just
                pending_just = False
                np.mods.append(child)
            elif child == "just":
                pending_just = True
            elif isinstance(child, A.Node):
                np.quantity = child
            elif isinstance(child, NP):
                np.posts.append(child)
            elif isinstance(child, Late):
                if child.kind == "showing" and np.head is None:
                    np.showing = child.value  # "jedną, przedstawiającą … kość"
                else:
                    np.lates.append(child)
            elif isinstance(child, tuple) and child[0] == "named":
                np.name = (child[1], child[2])
                np.head = "die"
            elif isinstance(child, tuple) and child[0] == "card_named":
                np.card_name = child[1]
            else:
                raise FrameError(f"noun phrase part {child!r}")
        np.features = _features(np)
        return np

    def np_count(self, children: list[Any]) -> NP:
        return self.np(children)

    def np_so_much(self, children: list[Any]) -> NP:
        than = None
        if any(isinstance(c, Token) and c.type == "THAN" for c in children):
            than = children[-1]
            children = children[:-2]
        np = self.np(children)
        if than is not None:
            np.lates.append(Late("than", value=than))
        return np

    def np_partitive(self, children: list[Any]) -> NP:
        inner = children[-1]
        outer = self.np([c for c in children[:-2]])
        outer.partitive = inner
        return outer

    def np_partitive_count(self, children: list[Any]) -> NP:
        return self.np_partitive(children)

    def np_pronoun(self, children: list[Any]) -> NP:
        token = children[0]
        np = NP(
            pronoun=token, features=Features.of(token.readings) if token.readings else ANY_FEATURES
        )
        np.lates = [c for c in children[1:] if isinstance(c, Late)]
        return np

    def np_join(self, children: list[Any]) -> NP:
        left, word, right = children
        join = {"AND": "and", "OR": "or", "ANDOR": "and_or", "LIST": "list"}[word.type]
        if left.join == "list" and join != "list":
            # "A, B lub C": the conjunction that closes the list joins all of it
            return NP(join=join, items=[*left.items, right])
        if left.join == join:
            left.items.append(right)
            return left
        return NP(join=join, items=[left, right])

    def np_or_instead(self, children: list[Any]) -> NP:
        left, _, _, right = children
        return NP(join="or_instead", items=[left, right])

    def named(self, children: list[Any]) -> tuple:
        name, setref = children
        return ("named", str(name.value), str(setref.value))

    def card_named(self, children: list[Any]) -> tuple:
        return ("card_named", str(children[0].value))

    def q_number(self, children: list[Any]) -> A.Fixed:
        return A.Fixed(int(children[-1].value))  # "2", "jedną", "dokładnie jedną"

    def q_x(self, children: list[Any]) -> A.VariableX:
        return A.VariableX()

    def q_up_to(self, children: list[Any]) -> Any:
        token = children[-1]
        return A.UpTo(int(token.value)) if token.type == "NUM" else A.VariableX()

    def q_up_to_amount(self, children: list[Any]) -> A.UpToAmount:
        # "maksymalnie taką samą liczbę …": up to the amount the count noun names
        return A.UpToAmount(None)

    def q_at_least(self, children: list[Any]) -> A.AtLeast:
        return A.AtLeast(int(children[-1].value))

    def q_or_more(self, children: list[Any]) -> Any:
        number, _, word = children
        if word.type == "MORE" or (word.type == "ADJ" and word.value == "high"):
            return A.AtLeast(int(number.value))
        if word.type == "ADJ" and word.value == "low":
            return A.UpTo(int(number.value))
        raise FrameError(f"{number.value} lub {word.value}")

    def q_or_less(self, children: list[Any]) -> A.UpTo:
        return A.UpTo(int(children[0].value))

    def non(self, children: list[Any]) -> Mod:
        return Mod(children[-1], negated=True)

    def just(self, children: list[Any]) -> str:
        return "just"

    def by_agent(self, children: list[Any]) -> Mod:
        token, _, agent = children
        return Mod(token, agent=agent)

    def showing(self, children: list[Any]) -> Late:
        from judge.cards.transform.reminders import symbols_or

        word = children[0]
        spec = symbols_or(_values(children))
        negated = any(r.negated for r in word.readings)
        matching = isinstance(spec, A.Filter) and spec.value is None
        plural = any("pl" in r.numbers for r in word.readings)
        if matching and spec.kind in ("same_symbol_as", "same_value_as") and not plural:
            raise FrameError("przedstawiający ten sam … co: co")  # one die: the same as what?
        if isinstance(spec, A.Filter | TotalValue):
            if negated:
                raise FrameError("nie przedstawiający …")
            return Late("showing", word, value=spec)
        return Late("showing", word, value=A.Filter("not_showing" if negated else "showing", spec))

    def showing_all(self, children: list[Any]) -> Late:
        """ "kości przedstawiające obrażenia wręcz ([melee]) oraz osłony ([shield])": dice showing
        each of these (not one die showing both)."""
        word = children[0]
        specs = _values(children)
        if any(r.negated for r in word.readings) or not all(isinstance(x, tuple) for x in specs):
            raise FrameError("przedstawiające A oraz B")
        return Late("showing_all", word, value=specs)

    def sym(self, children: list[Any]) -> Any:
        return symbol_spec(children)

    def sym_icons(self, children: list[Any]) -> tuple[str, ...]:
        return icons(str(children[0].value))

    def st_adj(self, children: list[Any]) -> tuple:
        return ("adj", children[0])

    def st_adv(self, children: list[Any]) -> tuple:
        return ("adv", children[0])

    def st_number(self, children: list[Any]) -> tuple:
        return ("number", int(children[0].value), None)

    def st_number_or(self, children: list[Any]) -> tuple:
        return ("number", int(children[0].value), children[-1])

    def st_with(self, children: list[Any]) -> tuple:
        return ("with", children[0], children[1])

    def plus_number(self, children: list[Any]) -> Comp:
        return Comp("plus", value=int(children[-1].value))  # "+1 do wytrzymałości"

    def st_than(self, children: list[Any]) -> tuple:
        return ("than", children[-1])

    def st_icons(self, children: list[Any]) -> tuple:
        return ("icons", icons(str(children[0].value)))

    def st_paren(self, children: list[Any]) -> tuple:
        return ("paren", children[0])

    # after the head

    def p_participle(self, children: list[Any]) -> Late:
        token = children[0]
        return Late("participle", token, _comps(children[1:]))

    def p_showing(self, children: list[Any]) -> Late:
        return children[0]

    def p_icons(self, children: list[Any]) -> Late:
        return Late("icons", value=icons(str(children[0].value)))

    def p_rel(self, children: list[Any]) -> Late:
        rel = children[0]
        return Late("rel", rel.token, value=rel)

    def p_non(self, children: list[Any]) -> Late:
        return Late("non", value=str(children[-1].value))

    def p_paren(self, children: list[Any]) -> Late:
        return Late("paren", value=children[0])

    def p_than(self, children: list[Any]) -> Late:
        return Late("than", value=children[-1])

    def p_as_many_as(self, children: list[Any]) -> Late:
        return Late("as_many_as", value=children[-1])

    def rel(self, children: list[Any]) -> Rel:
        prep = next((t for t in _tokens(children) if t.type == "PREP"), None)
        word = next(t for t in _tokens(children) if t.type == "REL")
        (clause,) = _values(children)
        return Rel(str(prep.value) if prep is not None else None, clause, word)


# Complements that modify the whole clause's effect rather than fill a role of its verb.
CLAUSE_FLAGS = {
    "as_symbols": "as_symbols",
    "as_other_symbol": "as_other_symbol",
    "ignore_modifier": "ignore_modifier",
    "to_block": "to_block",
}


def _as_mod(child: Any) -> Mod:
    if isinstance(child, Mod):
        return child
    return Mod(child)


def _comps(children: list[Any]) -> list[Comp]:
    found: list[Comp] = []
    for child in children:
        if isinstance(child, Comp):
            found.append(child)
        elif isinstance(child, NP):
            found.append(Comp("np", np=child))
        elif isinstance(child, list):
            found.extend(child)
    return found


def _features(np: NP) -> Features:
    """What the phrase's words agree on (modifiers and head); a number governs its noun."""
    readings = []
    if np.head_token is not None and np.head_token.readings:
        readings.append(Features.of(np.head_token.readings))
    for mod in np.mods:
        if mod.token.readings and mod.token.type == "ADJ":
            readings.append(Features.of(mod.token.readings))
    if not readings:
        return ANY_FEATURES
    features = readings[0]
    for other in readings[1:]:
        joined = features.agree(other)
        if not joined.empty:
            features = joined
    if isinstance(np.quantity, A.Fixed | A.UpTo | A.AtLeast) and np.quantity is not None:
        # "5 obrażeń": the numeral phrase is nominative or accusative whatever its noun's case
        features = Features(
            features.bundles | {(n, c, g) for n, _, g in features.bundles for c in ("nom", "acc")}
        )
    return features


def _event_condition(clauses: list[Clause]) -> tuple[list[Clause], Any]:
    """A trigger's event, and the condition written after it ("…, jeśli kontrolujesz pole
    bitwy, …"), which conditions the effect. Any other modifier of an event is not read."""
    last = clauses[-1]
    conditions = [value for name, value in last.mods if name == "if"]
    others = [name for name, _ in last.mods if name != "if"]
    if others or any(c.mods for c in clauses[:-1]) or len(conditions) > 1:
        raise FrameError("event with modifiers")
    if not conditions:
        return clauses, None
    return [*clauses[:-1], replace(last, mods=[])], conditions[0]


def _condition(cond: Any) -> Any:
    if isinstance(cond, Cond):
        return C.condition(cond.clauses)
    return cond


def _purpose(part: Any, effect: Any) -> Any:
    """ "X, aby Y": a cost paid for an effect, a forced player's action, or a goal."""
    if isinstance(part, Clause) and part.sense == "force" and part.predicate in ("verb", "may"):
        comps = C.prepare(part.comps)
        players = [c for c in comps if c.kind == "np" and c.phrase is not None]
        if len(players) != 1 or len(comps) != 1:
            raise FrameError("zmuś: whom")
        forced = A.Force(to_player(players[0].phrase), finish(effect))
        return A.May(forced) if part.predicate == "may" else forced
    if isinstance(effect, Clause):
        effect = effect_of(effect)
    if isinstance(effect, Goal):
        return _goal(part, effect)
    may = _leading_modal(part)
    cost = finish(part)
    if may:
        return A.May(A.Costed(_strip_may(cost), finish(effect)))
    if isinstance(cost, A.Force) and cost.player == A.Player("trigger_actor"):
        return A.Force(cost.player, A.Costed(cost.effect, finish(effect)))
    if isinstance(part, Clause):
        head = effect_of(part)
        if isinstance(head, Subject) and head.may:
            inner = A.Costed(_name_player(finish(head.effect), head.player), finish(effect))
            return A.May(inner, head.player)
    return A.Costed(cost, finish(effect))


def _leading_modal(part: Any) -> bool:
    """Whether a part opens with "możesz" (the player may resolve all that follows)."""
    if isinstance(part, Clause):
        return part.predicate == "may" and not _has_subject(part)
    return False


def _has_subject(clause: Clause) -> bool:
    before, after = C.sides(clause)
    subject = C.subject_of(before, after)
    return subject is not None and C.is_player(subject.phrase)


def _strip_may(node: Any) -> Any:
    if isinstance(node, A.May) and node.player is None:
        return node.effect
    if isinstance(node, A.Sequence) and node.steps:
        return replace(node, steps=(_strip_may(node.steps[0]), *node.steps[1:]))
    return node


def _strip_must(node: Any) -> Any:
    if isinstance(node, A.Sequence) and node.steps:
        first = node.steps[0]
        if isinstance(first, A.Force) and first.player == A.Player("trigger_actor"):
            return replace(node, steps=(first.effect, *node.steps[1:]))
    return node


def _goal(action: Any, goal: Goal) -> Any:
    node = finish(action)
    if isinstance(node, A.Draw):
        return A.DrawUntil(goal.size)
    if isinstance(node, A.Discard) and node.zone == "hand":
        return A.DiscardUntil(goal.size)
    if isinstance(node, A.Force) and isinstance(node.effect, A.Discard):
        return A.Force(node.player, A.DiscardUntil(goal.size))
    raise FrameError("aby mieć: not a draw or discard")


def _shared_objects(steps: list[Any]) -> list[Any]:
    """Verbs joined by "i"/"lub" share the object written once after the last one
    ("wybierz i odrzuć kartę": the player chooses the card he discards; "przygotuj lub wyczerp
    dowolne wsparcie": either, on the same support)."""
    clauses = [s for s in steps if isinstance(s, Clause)]
    if len(clauses) != len(steps) or len(steps) < 2:
        return steps
    last = steps[-1]
    # "dowolny przeciwnik wybiera i usuwa jedną ze swoich kości": the subject written before
    # the first verb is the subject of all of them
    subject = list(steps[0].before) if _only_a_subject(steps[0]) else []
    if subject:
        steps = [replace(steps[0], before=[]), *steps[1:]]
        last = steps[-1] if len(steps) > 1 else last
    bare = [s for s in steps[:-1] if not s.comps and not s.mods]
    if len(bare) != len(steps) - 1 or not last.comps:
        return _object_shared_back(steps) if not subject else _with_subject(steps, subject)
    if all(s.sense == "choose" for s in bare):
        # choosing what one then acts on is part of acting on it
        return [replace(last, before=[*subject, *last.before])]
    shared = [replace(s, before=list(last.before), after=list(last.after)) for s in bare] + [last]
    return _with_subject(shared, subject)


def _only_a_subject(clause: Clause) -> bool:
    """A clause whose only complement is a player named before its finite verb."""
    if clause.after or clause.mods or len(clause.before) != 1 or clause.predicate != "finite":
        return False
    comp = clause.before[0]
    return comp.kind == "np" and comp.np is not None and comp.np.head in ("opponent", "player")


def _with_subject(steps: list[Any], subject: list[Comp]) -> list[Any]:
    if not subject:
        return steps
    return [replace(steps[0], before=[*subject, *steps[0].before]), *steps[1:]]


def _object_shared_back(steps: list[Clause]) -> list[Clause]:
    """ "Możesz zagrać ją za darmo lub odrzucić": a later verb without an object acts on the
    object written with the first one (its other complements stay the first verb's)."""
    first, *rest = steps
    objects = [c for c in first.comps if c.kind == "np"]
    if len(objects) != 1 or not rest:
        return steps
    if not any(s.comps for s in rest):
        return [first, *(replace(s, after=list(objects)) for s in rest)]
    # "…, ujawnij go i dodaj do twojej ręki": a pronoun object is shared by the next verb when
    # it names no object of its own (its other complements stay its own)
    shared = [first]
    for step in rest:
        before = [c for c in shared[-1].comps if c.kind == "np"]
        pronoun = len(before) == 1 and before[0].np is not None and before[0].np.pronoun is not None
        if pronoun and not any(c.kind == "np" for c in step.comps):
            step = replace(step, after=[*step.after, *before])
        shared.append(step)
    return shared


def _from_looked_at(steps: list[Any]) -> list[Any]:
    """ "Podejrzyj karty na ręce dowolnego przeciwnika i odrzuć z nich …": the discard takes
    the zone and the player of the cards the step before it looked at."""
    result: list[Any] = []
    for step in steps:
        value = effect_of(step) if isinstance(step, Clause) else step
        if isinstance(value, FromLookedAt):
            looked = result[-1] if result else None
            if not (isinstance(looked, A.LookAt) and isinstance(looked.cards, A.Select)):
                raise FrameError("z nich: no cards were looked at")
            discard = value.discard
            if not isinstance(discard.cards, A.Select) or looked.cards.zone is None:
                raise FrameError("z nich: which cards")
            cards = replace(
                discard.cards, zone=looked.cards.zone, controller=looked.cards.controller
            )
            value = replace(discard, cards=cards, zone=looked.cards.zone)
        result.append(value)
    return result


def paren_comp(paren: Paren) -> Comp:
    """A parenthesis read as what it says of the clause: "(sam decydujesz, jak je
    rozdzielić)" distributes, "(ta zdolność ignoruje osłony)", "(zaczyna przygotowane)",
    "(zaokrąglając w górę)", "(wciąż zyskuje minimum 1)", ..."""
    from judge.cards.transform.reminders import read_paren

    return read_paren(paren)


def as_if_comp(clause: Clause, you: bool) -> Comp:
    from judge.cards.transform.reminders import read_as_if

    return read_as_if(clause, you)


def symbol_spec(children: list[Any]) -> Any:
    from judge.cards.transform.reminders import read_symbol

    return read_symbol(children)
