"""Die faces as the engine reads them (RR cz. 2 "Kości oraz symbole na kościach").

Faces are the card model's `DieFace` (parsed by `judge.cards.dice.parse_face`). Blank and
special faces carry no printed value: their value is 0 and cannot be increased or decreased
(RR cz. 2 › wartość, specjalny, pusta ścianka).
"""

from __future__ import annotations

from judge.cards.dice import describe_face, parse_face
from judge.cards.model import DieFace

DAMAGE_SYMBOLS = ("MD", "RD")
SYMBOL_LABELS = {
    "MD": "obrażenia wręcz",
    "RD": "obrażenia dystansowe",
    "ID": "obrażenia pośrednie",
    "Sh": "osłony",
    "R": "zasoby",
    "Dr": "zakłócenie",
    "Dc": "odrzucenie",
    "F": "skupienie",
    "Sp": "zdolność specjalna",
    "-": "pusta ścianka",
}


def value(face: DieFace) -> int:
    """The face's value; 0 for blank and special faces (and an undefined X)."""
    return face.value or 0


def notation(face: DieFace) -> str:
    """Canonical notation of a face (`+2RD1`, `Sp`, `-`)."""
    if face.symbol in ("Sp", "-"):
        return f"{face.symbol}{face.cost or ''}" if face.symbol == "Sp" else "-"
    plus = "+" if face.modifier else ""
    number = "X" if face.variable else str(face.value)
    return f"{plus}{number}{face.symbol}{face.cost or ''}"


def describe(face: DieFace) -> str:
    """The face in Polish words with numerals agreeing (`polish.face`): „1 zasób”."""
    from judge.engine.destiny import polish

    value = None if face.variable else face.value
    return polish.face(face.symbol, value, modifier=face.modifier, cost=face.cost)


def parse(text: str) -> DieFace:
    face = parse_face(str(text))
    return DieFace(
        symbol=face.symbol,
        value=face.value,
        modifier=face.modifier,
        cost=face.cost,
        notation=notation(face),
        variable=face.variable,
    )


__all__ = [
    "DAMAGE_SYMBOLS",
    "SYMBOL_LABELS",
    "DieFace",
    "describe",
    "describe_face",
    "notation",
    "parse",
    "value",
]
