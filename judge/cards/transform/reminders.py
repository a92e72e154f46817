"""Parentheses, "tak, jakby …" and what a die shows: small clauses read by what they say.

A card's parenthesis is a reminder of a rule or a clarification of the clause before it; it is
parsed like any clause and read here by its verb and complements: "(sam decydujesz, jak je
rozdzielić)" distributes, "(ta zdolność ignoruje osłony)" moves damage past shields,
"(zaczyna przygotowane)" enters ready, "(zaokrąglając w górę)" rounds up. "Tak, jakby …"
(as if) is read the same way. A parenthesis or comparison not understood is a `FrameError`.
"""

from __future__ import annotations

from typing import Any

from judge.cards import ast as A
from judge.cards.transform import clauses as C
from judge.cards.transform.phrases import amount_of, icons
from judge.cards.transform.values import NP, Clause, Comp, FrameError, Mod, TotalValue

SYMBOL_NOUNS = {
    "disrupt": ("Dr",),
    "discard": ("Dc",),
    "resource": ("R",),
    "shield": ("Sh",),
    "focus": ("F",),
}


def _colours(np: Any) -> tuple[str, ...] | None:
    """The colours an alternative of bare colour adjectives names, in order, else None."""
    if np.join not in ("or", "and_or"):
        return None
    found: list[str] = []
    for item in np.items:
        if item.head is not None or item.posts or item.lates or not item.mods:
            return None
        senses = [m.sense for m in item.mods]
        if not all(sense in ("red", "blue", "yellow", "gray") for sense in senses):
            return None
        found.extend(senses)
    return tuple(found)


def read_paren(paren: Any) -> Comp:
    kind = paren.kind
    if kind == "gerund":
        kinds = [c.kind for c in paren.comps or []]
        if str(paren.token.value) == "round" and kinds == ["up"]:
            return Comp("rounding_up")  # "(zaokrąglając w górę)"
        if str(paren.token.value) == "round" and kinds == ["down"]:
            return Comp("rounding_down")  # "(zaokrąglając w dół)"
        comps = C.prepare(paren.comps or [])
        heads = [c.phrase.head for c in comps if c.phrase is not None]
        if str(paren.token.value) == "pay" and heads == ["cost"] and len(comps) == 1:
            return Comp("pays_cost")  # "zagraj … (płacąc jej koszt)": the usual way to play
        raise FrameError("(… -ąc …)")
    if kind == "plus":
        return Comp("face_plus")
    if kind == "pp":
        comps = C.prepare(paren.comps or [])
        if [c.kind for c in comps] == ["in_any_order"]:
            return comps[0]  # "(w dowolnej kolejności)"
        raise FrameError("(…)")
    if kind == "np":
        comps = C.prepare(paren.comps or [])
        np = comps[0].np if len(comps) == 1 else None
        joined = np is not None and np.join in ("or", "and_or")
        if joined and np is not None and _whose(np) == {"you", "opponent"}:
            return Comp("whose_any")  # "dowolną kość (twoją lub przeciwnika)", "(twoje i/lub …)"
        colours = _colours(np) if np is not None else None
        if colours:
            return Comp("colour_options", value=colours)  # "(niebieski, czerwony … lub szary)"
        phrase = comps[0].phrase if len(comps) == 1 else None
        if phrase is not None and isinstance(phrase.count, A.UpTo) and phrase.head is None:
            return Comp("maximum", value=phrase.count.value)  # "… (maksymalnie 3)"
        raise FrameError("(…)")
    if kind == "not_plus":
        return Comp("not_plus")
    clause: Clause | None = paren.clause
    if clause is None:
        raise FrameError("(…)")
    if kind == "but":
        if clause.predicate == "passive" and [str(p.value) for p in clause.participles] == [
            "bring"
        ]:
            return Comp("but_brought")
        raise FrameError("(ale …)")
    sense = clause.sense
    comps = C.prepare(clause.comps)
    nps = [c.phrase for c in comps if c.kind == "np" and c.phrase is not None]
    how = [value for name, value in clause.mods if name == "how"]
    if sense == "decide" and how and str(how[0].sense) == "distribute":
        return Comp("distribute")
    heads = [p.head for p in nps]
    shields = heads == ["ability", "tokens"] and nps[1].token_kind == "shield"
    if sense == "ignore" and shields and nps[0].ref == "self":  # "(ta zdolność ignoruje osłony)"
        return Comp("ignores_shields")
    if sense == "start" and len(comps) == 1 and comps[0].np is not None:
        mods = [m.sense for m in comps[0].np.mods]
        if comps[0].np.is_headless and mods == ["ready"]:
            return Comp("starts_ready")
    if sense == "gain" and nps and isinstance(nps[0].count, A.AtLeast):
        return Comp("minimum", value=nps[0].count.value)
    if sense == "keep" and [p.head for p in nps] == ["value"]:
        return Comp("keeps_value")
    number_zero = len(nps) == 3 and nps[2].head is None and nps[2].count == A.Fixed(0)
    if sense == "have" and (len(nps) == 2 or number_zero) and nps[1].head == "value":
        # "(ścianki specjalne i puste ścianki mają wartość zero / 0)": a reminder of the rules
        faces = nps[0].either or nps[0].both or [nps[0]]
        symbols = {s for face in faces for s in face.symbols}
        zero = number_zero or (nps[1].owner is not None and nps[1].owner.head == "zero")
        if zero and all(f.head == "face" for f in faces) and symbols <= {"Sp", "-"}:
            return Comp("reminder")
    shown = [p for p in nps if p.head == "card" and p.ref in ("self", "given")]
    to_opponents = [p for p in nps if p.head == "opponent"]
    if sense == "reveal" and len(nps) == 2 and shown and to_opponents:
        # "(pokaż tę kartę przeciwnikom)" after taking a card from the discard pile, which
        # every player may look at (RR: open information): a reminder of what is public
        return Comp("reminder")
    places = [c for c in comps if c.kind == "prep" and c.prep == "na" and c.phrase is not None]
    on_its_card = (
        len(places) == 1 and places[0].phrase is not None and places[0].phrase.head == "card"
    )
    if sense == "return" and heads == ["die"] and on_its_card and len(comps) == 2:
        # "przesuń to ulepszenie … (cofnij tę kość na jej kartę)": the rule of moving an
        # upgrade (its die goes back to its card), read by the move frame
        return Comp("returns_die")
    if sense == "place" and [p.head for p in nps] == ["copy"]:
        return Comp("elite_reminder")  # "(umieść na jej karcie drugą kopię jej kości)"
    raise FrameError("(…)")


def _whose(np: NP) -> set[str]:
    """The players a coordination of possessive words names ("twoją lub przeciwnika")."""
    found = set()
    for item in np.items:
        senses = {m.sense for m in item.mods}
        if "your" in senses and item.head is None:
            found.add("you")
        elif item.head == "opponent" and not item.mods:
            found.add("opponent")
        else:
            found.add("?")
    return found


def read_as_if(clause: Clause, you: bool) -> Comp:
    """ "tak, jakbyś je właśnie zajął", "tak, jakby to była twoja karta", "tak, jakby
    przedstawiała inny symbol", "tak, jakby nie była modyfikatorem", "tak, jakby była równa …"."""
    sense = clause.sense
    comps = C.prepare(clause.comps)
    nps = [c.phrase for c in comps if c.kind == "np" and c.phrase is not None]
    if you and sense == "claim":
        return Comp("as_if_claimed")
    if sense == "be" and clause.predicate == "finite":
        its = [p for p in nps if p.ref == "it" and p.head is None]
        yours = [p for p in nps if p.head in ("card", "die") and p.controller == "you"]
        if its and yours and len(nps) == 2:
            return Comp("as_if_yours")  # "tak, jakby to była twoja karta / twoja kość"
        if yours and len(nps) == 1 and len(comps) == 1:
            return Comp("as_if_yours")  # "tak, jakby były twoimi kośćmi"
        pred = next((c for c in comps if c.kind == "pred"), None)
        if pred is not None and str(pred.value.value) == "equal" and len(nps) == 1:
            return Comp("value_as", value=amount_of(nps[0]))
    if sense in ("be_in", "be") and clause.predicate == "finite" and not nps and len(comps) == 1:
        place = comps[0].phrase if comps[0].kind == "prep" and comps[0].prep == "w" else None
        if place is not None and place.head == "pool" and place.controller == "you":
            return Comp("as_if_yours")  # "tak, jakby znajdowała się w twojej puli"
    negated_be = sense in ("be", "have") and clause.predicate == "finite_not"
    if negated_be and [p.head for p in nps] == ["modifier"]:
        return Comp("ignore_modifier")  # "jakby nie była modyfikatorem / nie miała modyfikatora"
    if sense == "show" and len(nps) == 1 and nps[0].head == "symbol" and nps[0].other:
        return Comp("as_other_symbol")
    keeps = [c for c in comps if c.kind == "keeps_value"]  # "(zachowuje swoją pierwotną wartość)"
    if sense == "show" and len(nps) == 1 and len(comps) == 1 + len(keeps):
        from judge.cards.transform.clauses import symbols_of

        symbols = symbols_of(nps[0])
        if symbols:
            return Comp("as_symbols", value=symbols)  # "tak, jakby przedstawiała obrażenia …"
    raise FrameError("tak, jakby …")


def read_symbol(children: list[Any]) -> Any:
    """What "przedstawiający" names: symbols (a tuple), or a filter for values and the like."""
    mods = [c for c in children if isinstance(c, Mod) or getattr(c, "type", "") == "ADJ"]
    mod_senses = [str(m.sense if isinstance(m, Mod) else m.value) for m in mods]
    noun = next(c for c in children if getattr(c, "type", "") == "NOUN")
    head = str(noun.value)
    tails = [c for c in children if isinstance(c, tuple)]
    found_icons = next((t[1] for t in tails if t[0] == "icons"), None)
    numbers = [t for t in tails if t[0] == "number"]
    adjectives = [str(t[1].value) for t in tails if t[0] in ("adj", "adv")]
    withs = [(str(t[1].value), str(t[2].value)) for t in tails if t[0] == "with"]
    than = [t[1] for t in tails if t[0] == "than"]
    if than:
        # "przedstawiającą ten sam symbol / tę samą wartość co jedna z twoich kości"
        if len(than) != 1 or head not in ("symbol", "value") or mod_senses != ["this", "same"]:
            raise FrameError("przedstawiający … co …")
        from judge.cards.transform.phrases import read, to_target

        other = to_target(read(than[0]), "die", expect=("die",))
        return A.Filter("same_symbol_as" if head == "symbol" else "same_value_as", other)
    if head in ("symbol", "value") and mod_senses == ["this", "same"] and not tails:
        # "2 kości przedstawiające ten sam symbol": the chosen dice match each other (the
        # phrase's number decides: see `SentenceTransformer.showing`)
        return A.Filter("same_symbol_as" if head == "symbol" else "same_value_as", None)
    if head == "value" and numbers and "total" in mod_senses:
        _, number, word = numbers[0]
        high = word is not None and (str(word.value) == "high" or word.type == "MORE")
        low = word is not None and (str(word.value) == "low" or word.type == "LESS")
        if not (high or low):
            raise FrameError("łączna wartość …")
        return TotalValue(">=" if high else "<=", number)
    if head == "value" and numbers:
        _, number, word = numbers[0]
        if word is None:
            return A.Filter("showing_value", A.Fixed(number))
        if str(word.value) in ("high",) or word.type == "MORE":
            return A.Filter("showing_value_at_least", number)
        if str(word.value) in ("low",) or word.type == "LESS":
            return A.Filter("showing_value_at_most", number)
        raise FrameError("wartość …")
    if head == "symbol":
        if mod_senses == ["given"]:
            return A.Filter("showing_given_symbol")
        if mod_senses == ["other"]:
            return A.Filter("showing", ("other",))
        raise FrameError("jaki symbol")
    if head == "face" and withs == [("z", "modifier")]:
        return A.Filter("showing_modifier")
    if head == "modifier" and not mod_senses and not withs:
        return A.Filter("showing_modifier")  # "kość przedstawiająca modyfikator (ściankę z +)"
    if head == "cost" and withs == [("w", "resource")]:
        return A.Filter("showing_cost")
    if head == "face" and withs == [("z", "cost"), ("w", "resource")]:
        return A.Filter("showing_cost")  # "ściankę z kosztem w zasobach"
    if found_icons:
        return found_icons  # the icons are the precise form
    if head == "damage":
        if "melee" in adjectives:
            return ("MD",)
        if "ranged" in adjectives or "ranged" in mod_senses:
            return ("RD",)
        return ("MD", "RD", "ID")
    if head == "face" and mod_senses == ["blank"]:
        return ("-",)
    if head == "ability" and mod_senses == ["special"]:
        return ("Sp",)
    if head in SYMBOL_NOUNS and not mod_senses:
        return SYMBOL_NOUNS[head]
    raise FrameError(f"przedstawiający {head}")


def symbols_or(specs: list[Any]) -> Any:
    """ "obrażenia wręcz ([melee]) lub obrażenia dystansowe ([ranged])"."""
    if len(specs) == 1:
        return specs[0]
    if all(isinstance(s, tuple) for s in specs):
        return tuple(symbol for spec in specs for symbol in spec)
    raise FrameError("symbol alternatives")


__all__ = ["NP", "icons", "read_as_if", "read_paren", "read_symbol", "symbols_or"]
