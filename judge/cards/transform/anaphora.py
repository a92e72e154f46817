"""Demonstratives that point back: in Polish "ta postać", "to wsparcie", "to ulepszenie" name the
card itself, or a card of that kind the same ability has just named ("Usuń wszystkie żetony
osłon z dowolnej postaci. Następnie zadaj tej postaci 2 obrażenia": that character). The second
reading wins when the ability (its cost, then its effect) chose such a card before the
demonstrative, as one card (not all of them, not "another" card, which sets it against this one);
the English grammar writes the same as "that character" (Ref "given"). So does "ta kość" after
the ability chose one die ("Usuń jedną z twoich kości. Następnie … na tej kości"), except in a
[special] ability, where it is the die being resolved."""

from __future__ import annotations

from dataclasses import fields, is_dataclass, replace
from typing import Any

from judge.cards import ast as A

KINDS = ("character", "support", "upgrade", "battlefield", "card")


def resolve_demonstratives(cost: Any, effect: Any, *, dice: bool = True) -> tuple[Any, Any]:
    """`dice=False` in a [special] ability: there "ta kość" is the die being resolved
    ("przerzuć tę kość, zamiast usuwać ją z twojej puli") whatever die was named before."""
    seen: set[str] = set()
    if not dice:
        seen.add("no_die")
    return _walk(cost, seen), _walk(effect, seen)


def _walk(node: Any, seen: set[str]) -> Any:
    if isinstance(node, A.Ref):
        if node.to == "self" and node.kind in KINDS and node.kind in seen:
            return A.Ref("given", node.kind, node.verb)
        if node.to == "this_die" and "die" in seen and "no_die" not in seen:
            # "Przerzuć dowolną kość. Następnie, jeśli ta kość …": the die just chosen
            return A.Ref("given", "die", node.verb)
        if node.to == "this_die" and "rolled" in seen and "no_die" not in seen:
            # "rzuć … kością do twojej puli. Odłóż tę kość na bok …": the die just rolled,
            # often another card's or a set-aside copy (as the English "that die" reads)
            return A.Ref("just", "die", "rolled")
        return node
    if isinstance(node, A.Select):
        walked = _fields(node, seen)
        if not _single(node):
            return walked
        seen.add(node.kind)
        for f in node.filters:
            if f.kind == "die_of" and isinstance(f.value, tuple):
                seen.update(f.value)
        if isinstance(node.owner, A.Select) and _single(node.owner):
            seen.add(node.owner.kind)
        return walked
    if isinstance(node, A.RollDice):
        # a die rolled into the pool is "ta kość" after it: the die just rolled (below)
        had_die = "die" in seen
        walked = _fields(node, seen)
        if not had_die:
            seen.discard("die")
            if node.dice != A.Ref("this_die", "die"):
                seen.add("rolled")
        return walked
    if isinstance(node, tuple):
        return tuple(_walk(item, seen) for item in node)
    if is_dataclass(node) and isinstance(node, A.Node):
        return _fields(node, seen)
    return node


def _single(select: A.Select) -> bool:
    """One chosen card, not set against the card itself ("inna postać" presupposes that "ta
    postać" is this one): only such a choice can be the antecedent."""
    if select.count != A.Fixed(1) or select.each:
        return False
    return not any(f.kind == "other" for f in select.filters)


def _fields(node: Any, seen: set[str]) -> Any:
    changes = {}
    for f in fields(node):
        value = getattr(node, f.name)
        walked = _walk(value, seen)
        if walked is not value:
            changes[f.name] = walked
    return replace(node, **changes) if changes else node
