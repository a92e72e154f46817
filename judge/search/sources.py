"""What the index is built from, and the content hash that says when to rebuild it.

Sources: the rules corpus (`judge.corpus.store.load_corpus`), the card database of the
settings (`judge.cards.db.load_card_database`, English records with the Polish overlay), the
cards the rules documents quote, and the LCG cards of the settings when given
(`judge.cards.lcg.records`, swlcg JSON). The *source key* hashes the bytes of every input file
(rulebook/, rulings/, grammar/, both games' card JSON files), the code that turns them into
index terms, and the analyzer and Morfeusz versions; any change gives a new key and so a new
index. Hashing files is cheap (a few MB) and needs no parsing, so checking that the index is
current costs milliseconds.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Iterator
from importlib import metadata
from pathlib import Path

from judge import resources
from judge.cards.db import load_card_database
from judge.cards.lcg.records import LcgCard, json_files, load_cached
from judge.cards.model import Card
from judge.config import Settings
from judge.corpus.store import load_corpus
from judge.errors import JudgeError
from judge.search.analysis import ANALYZER_VERSION
from judge.search.units import SearchUnit, card_units, corpus_units, lcg_card_units

_PACKAGE_DIR = Path(__file__).resolve().parents[1]
# Code whose changes change the index contents.
_BUILD_CODE = ("search", "corpus", "cards")
_SKIPPED_DIRS = {"__pycache__", "scenarios"}  # scenarios are not indexed


def _files(root: Path, suffixes: tuple[str, ...] | None = None) -> Iterator[Path]:
    if not root.is_dir():
        return
    for path in sorted(root.rglob("*")):
        if any(part in _SKIPPED_DIRS for part in path.relative_to(root).parts):
            continue
        if path.is_file() and (suffixes is None or path.suffix in suffixes):
            yield path


def _hash_tree(digest: hashlib._Hash, label: str, paths: Iterable[Path], root: Path) -> None:
    digest.update(f"[{label}]".encode())
    for path in paths:
        digest.update(str(path.relative_to(root)).encode() + b"\0")
        digest.update(hashlib.sha256(path.read_bytes()).digest())


def _optional_dir(getter: object) -> Path | None:
    try:
        return getter()  # type: ignore[operator]
    except resources.ResourceMissing:
        return None


def cards_dir(settings: Settings) -> Path | None:
    """The configured card database directory, checked; None when none is configured."""
    if settings.cards_path is None:
        return None
    path = settings.cards_path
    if not (path / "set").is_dir():
        raise JudgeError(
            f"Baza kart „{path}” nie ma katalogu set/ (oczekiwany układ SWDestinyDB). "
            "Popraw --cards lub JUDGE_CARDS."
        )
    return path


def source_key(settings: Settings) -> str:
    """Content hash of everything the index is built from (hex sha256)."""
    digest = hashlib.sha256()
    digest.update(f"analyzer={ANALYZER_VERSION}".encode())
    try:
        digest.update(f"morfeusz2={metadata.version('morfeusz2')}".encode())
    except metadata.PackageNotFoundError:
        digest.update(b"morfeusz2=?")
    for name in _BUILD_CODE:
        package = _PACKAGE_DIR / name
        _hash_tree(digest, f"code:{name}", _files(package, (".py", ".yaml")), package)
    for name, getter in (
        ("rulebook", resources.rulebook_dir),
        ("rulings", resources.rulings_dir),
        ("grammar", resources.grammar_dir),
    ):
        root = _optional_dir(getter)
        if root is not None:
            _hash_tree(digest, name, _files(root), root)
    cards = cards_dir(settings)
    if cards is not None:
        _hash_tree(digest, "cards", _files(cards, (".json",)), cards)
    else:
        digest.update(b"[cards:none]")
    if settings.lcg_cards_path is not None:  # json_files checks the layout (JudgeError)
        lcg = settings.lcg_cards_path
        _hash_tree(digest, "lcg-cards", json_files(lcg), lcg)
    else:
        digest.update(b"[lcg-cards:none]")
    return digest.hexdigest()


def load_cards(settings: Settings) -> list[Card]:
    """The card records to index: the configured database, or without one the cards the rules
    documents quote."""
    return list(load_card_database(cards_dir(settings)))


def load_lcg_cards(settings: Settings) -> list[LcgCard]:
    """The LCG cards to index: those of the configured swlcg data, none without it."""
    if settings.lcg_cards_path is None:
        return []
    return list(load_cached(settings.lcg_cards_path))


def load_units(settings: Settings) -> list[SearchUnit]:
    """Every unit to index: rule sections, rulings, cards of both card games."""
    cards = load_cards(settings)
    cards_by_code = {card.code: card for card in cards}
    units = list(corpus_units(load_corpus(), cards_by_code))
    units.extend(card_units(cards))
    units.extend(lcg_card_units(load_lcg_cards(settings)))
    return units
