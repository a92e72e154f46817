"""The card database: SWDestinyDB records with the Polish overlay and the cards the rules quote.

`load_card_database(path)` reads a directory in SWDestinyDB JSON layout:

* `set/*.json`: the English base records of every set (the only required part);
* `translations/pl/set/*.json`: Polish `name`, `subtitle`, `text`, `flavor`, overlaid by code;
* `sets.json`: set names and positions (a set's position is its code prefix: AW is 1 → 01NNN).

On top of the database come the cards that the rules documents quote (`rulings/quoted-cards.yaml`,
curated by the corpus): an erratum's corrected Polish text is attached to the database record
(`Card.errata_text`, used by default through `Card.rules_text`; a partial erratum is spliced
into the printed Polish text, see `judge.cards.errata`); a quoted card absent from the database
becomes a record of its own with `source="rules"`. With no database path at all, only those
quoted cards are known.

The result is cached per process and path. Its `fingerprint` is a content hash of every file
read, so the search index knows when to rebuild.
"""

from __future__ import annotations

import hashlib
import json
import re
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import yaml

from judge.cards.dice import InvalidDieFace, parse_sides
from judge.cards.errata import as_card_sentence, corrected_text
from judge.cards.model import Card
from judge.errors import JudgeError, NotFound
from judge.resources import ResourceMissing, rulings_dir

RULES_CARDS_FILE = "quoted-cards.yaml"

TYPE_NAMES_PL = {
    "character": "postać",
    "upgrade": "ulepszenie",
    "support": "wsparcie",
    "event": "wydarzenie",
    "battlefield": "pole bitwy",
    "plot": "intryga",
    "downgrade": "osłabienie",
}
COLOR_NAMES_PL = {"red": "czerwona", "blue": "niebieska", "yellow": "żółta", "gray": "szara"}
AFFILIATION_NAMES_PL = {"hero": "bohater", "villain": "złoczyńca", "neutral": "neutralna"}

# The Polish rules reference names cards by set letter and number: r137 is Awakenings 137
# (01137), D37 Spirit of Rebellion 37 (02037).
RULEBOOK_SET_PREFIX = {"r": "01", "d": "02"}
_RULEBOOK_REF = re.compile(r"^\s*([rRdD])\s*0*(\d{1,3})\s*$")
_CODE = re.compile(r"^\d{5,6}[A-Z]?$")


class CardDatabaseError(JudgeError):
    """The card database path is missing or its files are not valid SWDestinyDB data."""


def rulebook_ref_to_code(ref: str) -> str | None:
    """`r137` → `01137`, `D37` → `02037`; None when `ref` is not such a reference."""
    match = _RULEBOOK_REF.match(ref)
    if match is None:
        return None
    return f"{RULEBOOK_SET_PREFIX[match[1].lower()]}{int(match[2]):03d}"


def fold_name(text: str) -> str:
    """A lookup key for names: lower case, no diacritics (ł → l), single spaces, no quotes."""
    text = text.replace("ł", "l").replace("Ł", "L")
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    stripped = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    stripped = re.sub(r"[\"'’`„”!.,]", "", stripped)
    return " ".join(stripped.split())


@dataclass
class CardDatabase:
    """Every known card by code, with lookups by rulebook reference and by name."""

    cards: dict[str, Card]
    fingerprint: str
    path: Path | None = None
    set_names: dict[str, str] = field(default_factory=dict)  # set code → Polish/English name
    set_prefixes: dict[str, str] = field(default_factory=dict)  # set code → "01"
    _by_name: dict[str, list[str]] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        for card in self.cards.values():
            for name in {card.name, card.name_en}:
                key = fold_name(name)
                codes = self._by_name.setdefault(key, [])
                if card.code not in codes:
                    codes.append(card.code)

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self) -> Iterator[Card]:
        return iter(self.cards.values())

    def __contains__(self, code: object) -> bool:
        return code in self.cards

    def get(self, code: str) -> Card:
        """The card with this code (`01137`) or rulebook reference (`r137`, `D37`)."""
        resolved = rulebook_ref_to_code(code) or code.strip()
        card = self.cards.get(resolved)
        if card is None:
            hint = ""
            if self.path is None:  # only the cards the rules documents quote are known
                hint = (
                    " Brak bazy kart: pobierz ją poleceniem `judge cards update` albo wskaż "
                    "przez --cards lub JUDGE_CARDS."
                )
            raise NotFound(f"Nie ma karty o kodzie „{code}”.{hint}")
        return card

    def find_by_name(self, name: str) -> list[Card]:
        """Cards whose Polish or English name matches (case, diacritics and quotes ignored)."""
        return [self.cards[code] for code in self._by_name.get(fold_name(name), [])]

    def resolve(self, ref: str) -> Card:
        """A card by code, rulebook reference or unambiguous name; `NotFound` otherwise."""
        ref = ref.strip()
        if _CODE.match(ref) or rulebook_ref_to_code(ref):
            return self.get(ref)
        matches = self.find_by_name(ref)
        if not matches:
            raise NotFound(f"Nie ma karty o nazwie „{ref}”.")
        if len(matches) > 1:
            listed = ", ".join(f"{c.code} ({c.subtitle or c.set_code})" for c in matches[:8])
            raise NotFound(f"Nazwa „{ref}” jest niejednoznaczna: {listed}. Podaj kod karty.")
        return matches[0]

    def die_card_for_set_icon(self, set_code: str, number: int) -> Card | None:
        """The card a set icon such as `[SoR]1` points to (Spirit of Rebellion card 1)."""
        prefix = self.set_prefixes.get(set_code)
        return self.cards.get(f"{prefix}{number:03d}") if prefix else None


_CACHE: dict[str, CardDatabase] = {}


def load_card_database(
    path: Path | str | None, *, rules_cards_file: Path | None = None
) -> CardDatabase:
    """Load (once per process and path) the card database at `path`, plus the rules' cards
    (from `rulings/quoted-cards.yaml`, or `rules_cards_file` when given)."""
    key = str(Path(path).expanduser().resolve()) if path is not None else ""
    cache_key = f"{key}\n{rules_cards_file or ''}"
    database = _CACHE.get(cache_key)
    if database is None:
        database = _load(Path(key) if key else None, rules_cards_file or rules_cards_path())
        _CACHE[cache_key] = database
    return database


def clear_cache() -> None:
    _CACHE.clear()


# --- reading -------------------------------------------------------------------------------


def _load(path: Path | None, rules_cards_file: Path | None) -> CardDatabase:
    digest = hashlib.sha256()
    cards: dict[str, Card] = {}
    set_names: dict[str, str] = {}
    set_prefixes: dict[str, str] = {}
    if path is not None:
        _check_layout(path)
        for entry in _read_json(path / "sets.json", digest, required=False) or []:
            if isinstance(entry, dict) and "code" in entry:
                set_names[entry["code"]] = str(entry.get("name") or entry["code"])
                if isinstance(entry.get("position"), int):
                    set_prefixes[entry["code"]] = f"{entry['position']:02d}"
        for entry in _read_json(path / "translations/pl/sets.json", digest, required=False) or []:
            if isinstance(entry, dict) and "code" in entry and entry.get("name"):
                set_names[entry["code"]] = entry["name"]
        overlay: dict[str, dict[str, Any]] = {}
        for file in sorted((path / "translations" / "pl" / "set").glob("*.json")):
            for record in _records(file, digest):
                if "code" in record:
                    overlay[str(record["code"])] = record
        for file in sorted((path / "set").glob("*.json")):
            for index, record in enumerate(_records(file, digest)):
                card = _card_from_record(record, overlay.get(str(record.get("code"))), file, index)
                cards[card.code] = card
    if rules_cards_file is not None and rules_cards_file.is_file():
        _merge_rules_cards(cards, digest, rules_cards_file)
    return CardDatabase(
        cards=dict(sorted(cards.items())),
        fingerprint=digest.hexdigest()[:16],
        path=path,
        set_names=set_names,
        set_prefixes=set_prefixes or {"AW": "01", "SoR": "02"},
    )


def _check_layout(path: Path) -> None:
    if not path.exists():
        raise CardDatabaseError(
            f"Nie znaleziono bazy kart: {path}. Podaj katalog w układzie SWDestinyDB "
            "(--cards lub JUDGE_CARDS)."
        )
    if not path.is_dir() or not any((path / "set").glob("*.json")):
        raise CardDatabaseError(
            f"{path} nie jest bazą kart w układzie SWDestinyDB: brak plików set/*.json."
        )


def _read_json(file: Path, digest: Any, *, required: bool = True) -> Any:
    if not file.is_file():
        if required:
            raise CardDatabaseError(f"Brak pliku bazy kart: {file}.")
        return None
    raw = file.read_bytes()
    digest.update(file.name.encode())
    digest.update(raw)
    try:
        return json.loads(raw)
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        where = f", wiersz {exc.lineno}" if isinstance(exc, json.JSONDecodeError) else ""
        raise CardDatabaseError(f"Nieprawidłowy JSON w {file}{where}: {exc}.") from None


def _records(file: Path, digest: Any) -> list[dict[str, Any]]:
    data = _read_json(file, digest)
    if not isinstance(data, list) or not all(isinstance(item, dict) for item in data):
        raise CardDatabaseError(f"{file}: oczekiwano listy rekordów kart (obiektów JSON).")
    return data


def _card_from_record(
    record: dict[str, Any], overlay: dict[str, Any] | None, file: Path, index: int
) -> Card:
    where = f"{file.name}, rekord {index + 1}"
    code = record.get("code")
    if not isinstance(code, str) or not _CODE.match(code):
        raise CardDatabaseError(f"{where}: brak poprawnego kodu karty („code”).")
    for required in ("name", "type_code"):
        if not isinstance(record.get(required), str):
            raise CardDatabaseError(f"{where} (karta {code}): brak pola „{required}”.")
    try:
        sides = parse_sides(record.get("sides") or ())
    except InvalidDieFace as exc:
        raise CardDatabaseError(f"{where} (karta {code}): {exc.message}") from None
    polish = overlay or {}
    text_pl = polish.get("text") or None
    text_en = record.get("text") or None
    return Card(
        code=code,
        name=polish.get("name") or record["name"],
        name_en=record["name"],
        type=record["type_code"],
        subtitle=polish.get("subtitle") or record.get("subtitle"),
        subtitle_en=record.get("subtitle"),
        affiliation=record.get("affiliation_code"),
        color=record.get("faction_code"),
        cost=_int_or_none(record.get("cost")),
        health=_int_or_none(record.get("health")),
        points=record.get("points"),
        unique=bool(record.get("is_unique")),
        subtypes=tuple(record.get("subtypes") or ()),
        has_die=bool(record.get("has_die")),
        sides=sides,
        text=text_pl or text_en,
        text_en=text_en,
        lang="pl" if text_pl or (polish.get("name") and not text_en) else "en",
        set_code=record.get("set_code"),
        has_errata=bool(record.get("has_errata")),
        reprint_of=record.get("reprint_of"),
        flavor=polish.get("flavor") or record.get("flavor"),
    )


def _int_or_none(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


# --- cards quoted by the rules documents ------------------------------------------------------


def rules_cards_path() -> Path | None:
    try:
        path = rulings_dir() / RULES_CARDS_FILE
    except ResourceMissing:
        return None
    return path if path.is_file() else None


def _merge_rules_cards(cards: dict[str, Card], digest: Any, path: Path) -> None:
    """Attach errata texts to database records and add quoted cards the database lacks.

    The file holds `{cards: [...], uncoded: [...]}` (a bare list is accepted too); each entry
    has `code` (or a rulebook reference `ref` such as `r129`), `name`, `type`, `text` (the
    Polish text the document quotes), `kind`, `scope` and `source` (the citation); see
    `judge.corpus.model.QuotedCard`. Entries without a code cannot be tied to a card and are
    not read. How each kind applies:

    * `erratum` and `erratum-partial`: `Card.errata_text` becomes the corrected whole text
      (`judge.cards.errata`: a partial erratum is spliced into the printed Polish text);
    * `quoted` (`scope: excerpt`): one ability quoted by a rule; it never replaces a card's
      text. A card the database lacks becomes a record with the quote as its text;
    * `quick-start` (`scope: full`): a whole card face; it gives a card the database has only
      in English its Polish text, and a card the database lacks its record.
    """
    raw = path.read_bytes()
    digest.update(raw)
    try:
        entries = yaml.safe_load(raw) or []
    except yaml.YAMLError as exc:
        raise CardDatabaseError(f"Nieprawidłowy YAML w {path}: {exc}.") from None
    if isinstance(entries, dict):
        entries = entries.get("cards") or []
    if not isinstance(entries, list):
        raise CardDatabaseError(f"{path}: oczekiwano listy kart.")
    for number, entry in enumerate(entries, start=1):
        if not isinstance(entry, dict):
            raise CardDatabaseError(f"{path}, wpis {number}: oczekiwano obiektu.")
        card = _rules_card(entry, cards, path, number)
        if card is not None:
            cards[card.code] = card


ERRATA_KINDS = ("erratum", "erratum-partial")
_DEFAULT_SCOPE = {"erratum": "full", "quick-start": "full"}


def _rules_card(
    entry: dict[str, Any], cards: dict[str, Card], path: Path, number: int
) -> Card | None:
    ref = str(entry.get("code") or entry.get("ref") or "")
    code = rulebook_ref_to_code(ref) or ref
    text = entry.get("text")
    if not _CODE.match(code) or not isinstance(text, str) or not text.strip():
        raise CardDatabaseError(f"{path}, wpis {number}: wymagane pola „code” i „text”.")
    kind = str(entry.get("kind") or "quoted")
    scope = str(entry.get("scope") or _DEFAULT_SCOPE.get(kind, "excerpt"))
    source = entry.get("source")
    existing = cards.get(code)
    if kind in ERRATA_KINDS:
        if existing is None:
            if scope != "full":  # a corrected part of a card nobody has: nothing to splice
                return None
            existing = _record_from_entry(entry, code, as_card_sentence(text))
        printed = existing.text if existing.lang == "pl" else None
        corrected = corrected_text(printed, text, scope)
        if corrected is None:
            return None
        return replace(existing, errata_text=corrected, errata_source=source)
    if existing is None:
        return _record_from_entry(entry, code, text)
    if scope == "full" and existing.lang == "en" and existing.text_en is not None:
        # A whole Polish card face of a card the database has only in English.
        return replace(existing, text=text, lang="pl", name=entry.get("name") or existing.name)
    return None


def _record_from_entry(entry: dict[str, Any], code: str, text: str) -> Card:
    """A card known only from a rules document."""
    name = str(entry.get("name") or code)
    return Card(
        code=code,
        name=name,
        name_en=str(entry.get("name_en") or name),
        type=str(entry.get("type") or "unknown"),
        text=text,
        lang="pl",
        source="rules",
        color=entry.get("color"),
        cost=_int_or_none(entry.get("cost")),
    )


def cards_for(settings: Any) -> CardDatabase:
    """The card database a `judge.config.Settings` points to (cached per process)."""
    return load_card_database(settings.cards_path)
