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

    `value` is None for faces without a number (special, blank) and for the variable `X`
    (`variable` is then True: the card's text defines X); `modifier` is the leading `+`;
    `cost` is the resource cost suffix (0 when absent). Parse notation with
    `judge.cards.dice.parse_face`.
    """

    symbol: DieSymbol
    value: int | None = None
    modifier: bool = False
    cost: int = 0
    notation: str = ""
    variable: bool = False


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
    # The corrected Polish text of an erratum published in the rules documents. The engine and
    # the grammar use it instead of `text` by default (see `rules_text`).
    errata_text: str | None = None
    errata_source: str | None = None  # citation of the erratum (ruling id) where known
    has_errata: bool = False  # the database's own flag: its English text carries an erratum
    reprint_of: str | None = None
    flavor: str | None = None

    @property
    def rules_text(self) -> str | None:
        """The text the rules apply: the erratum's corrected text where one exists."""
        return self.errata_text or self.text

    @property
    def rules_lang(self) -> Literal["pl", "en"]:
        return "pl" if self.errata_text else self.lang

    @property
    def rulebook_ref(self) -> str | None:
        """How the Polish rules reference names this card: r137 (Awakenings), D37 (Spirit of
        Rebellion); None for other sets."""
        prefix = {"01": "r", "02": "D"}.get(self.code[:2])
        if prefix is None or not self.code[2:5].isdigit():
            return None
        return f"{prefix}{int(self.code[2:5])}"

    @property
    def url(self) -> str:
        return f"/cards/{self.code}"
