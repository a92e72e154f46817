"""Card records: the contract between the card loader and its users (grammar, search, engine,
site).

A record merges the English SWDestinyDB base record with the Polish overlay where present.
Cards quoted by the rules documents but absent from a card database are records too
(`source="rules"`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

DieSymbol = Literal["MD", "RD", "ID", "Sh", "R", "Dr", "Dc", "F", "Sp", "-", "*"]


@dataclass(frozen=True)
class DieFace:
    """One face of a die, parsed from SWDestinyDB `sides` notation (e.g. `+2RD1`, `Sp`, `-`).

    `value` is None for faces without a number (special, blank); `modifier` is the leading
    `+`; `cost` is the resource cost suffix (0 when absent).
    """

    symbol: DieSymbol
    value: int | None = None
    modifier: bool = False
    cost: int = 0
    notation: str = ""


@dataclass(frozen=True)
class Card:
    code: str  # "01137"
    name: str  # Polish name where known, else English
    name_en: str
    type: str  # "character", "upgrade", "support", "event", "battlefield", "plot", ...
    subtitle: str | None = None
    subtitle_en: str | None = None
    affiliation: str | None = None  # "hero", "villain", "neutral"
    color: str | None = None  # faction: "red", "blue", "yellow", "gray"
    cost: int | None = None
    health: int | None = None
    points: str | None = None  # "12/15"
    unique: bool = False
    subtypes: tuple[str, ...] = ()
    has_die: bool = False
    sides: tuple[DieFace, ...] = ()
    text: str | None = None  # Polish text where present, else English
    text_en: str | None = None
    lang: Literal["pl", "en"] = "en"  # language of `text` and `name`
    set_code: str | None = None
    source: Literal["db", "rules"] = "db"

    @property
    def url(self) -> str:
        return f"/cards/{self.code}"
