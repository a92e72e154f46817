"""Die faces in SWDestinyDB `sides` notation.

A face is written `[+]VALUE SYMBOL [COST]`: `2RD` is 2 ranged damage, `+1MD` a melee damage
modifier (it can only be resolved together with another die showing the same symbol), `3RD1`
3 ranged damage costing 1 resource to resolve, `XSh` shields whose value the card text defines.
`Sp` (special, optionally with a cost: `Sp1`) and `-` (blank) carry no value.

Symbols (Polish names as in the rules reference):

| code | Polish | English |
|---|---|---|
| MD | obrażenia wręcz | melee damage |
| RD | obrażenia dystansowe | ranged damage |
| ID | obrażenia pośrednie | indirect damage |
| Sh | osłona | shield |
| R | zasoby | resource |
| Dr | zakłócenie | disrupt |
| Dc | odrzucenie | discard |
| F | skupienie | focus |
| Sp | zdolność specjalna | special |
| - | pusta ścianka | blank |
| * | dowolny symbol (wild) | wild |
"""

from __future__ import annotations

import re

from judge.cards.model import DieFace, DieSymbol
from judge.errors import JudgeError
from judge.symbols import SYMBOL_NAMES_PL as SYMBOL_NAMES_PL  # re-exported: the dice's names

_FACE = re.compile(
    r"""^(?:
        (?P<modifier>\+)?(?P<value>\d+|X)(?P<symbol>MD|RD|ID|Sh|R|Dr|Dc|F|\*)(?P<cost>\d+)?
      | (?P<special>Sp)(?P<special_cost>\d+)?
      | (?P<blank>-)
    )$""",
    re.VERBOSE,
)


class InvalidDieFace(JudgeError):
    """A `sides` entry that is not valid SWDestinyDB notation."""


def parse_face(notation: str) -> DieFace:
    """Parse one face, e.g. `+2RD1` → DieFace(symbol="RD", value=2, modifier=True, cost=1)."""
    match = _FACE.match(notation.strip()) if isinstance(notation, str) else None
    if match is None:
        raise InvalidDieFace(
            f"Nieprawidłowy zapis ścianki kości: {notation!r} "
            "(oczekiwano np. „2RD”, „+1MD”, „3RD1”, „Sp”, „-”)."
        )
    if match["blank"]:
        return DieFace(symbol="-", notation=notation)
    if match["special"]:
        return DieFace(symbol="Sp", cost=int(match["special_cost"] or 0), notation=notation)
    raw_value = match["value"]
    symbol: DieSymbol = match["symbol"]  # type: ignore[assignment]
    return DieFace(
        symbol=symbol,
        value=None if raw_value == "X" else int(raw_value),
        modifier=bool(match["modifier"]),
        cost=int(match["cost"] or 0),
        notation=notation,
        variable=raw_value == "X",
    )


def parse_sides(sides: list[str] | tuple[str, ...]) -> tuple[DieFace, ...]:
    """Parse the six faces of a die (any count is accepted; the database always has six)."""
    return tuple(parse_face(face) for face in sides)


def describe_face(face: DieFace) -> str:
    """A Polish description of a face: „+2 obrażenia dystansowe (koszt 1)”."""
    if face.symbol in ("-", "Sp"):
        text = SYMBOL_NAMES_PL[face.symbol]
    else:
        value = "X" if face.variable else str(face.value)
        text = f"{'+' if face.modifier else ''}{value} {SYMBOL_NAMES_PL[face.symbol]}"
    if face.cost:
        text += f" (koszt {face.cost})"
    return text
