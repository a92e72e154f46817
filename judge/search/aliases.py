"""English game terms as aliases of the Polish ones (the table is `aliases.yaml`)."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources

import yaml

from judge.search.analysis import fold, words


@dataclass(frozen=True)
class Expansion:
    """A Polish term (its words) a matched English term stands for, and the games it is used in."""

    words: tuple[str, ...]
    games: frozenset[str]


def _listed(value: object) -> list[object]:
    """A YAML field that holds a list (or nothing) as a list."""
    if value is None:
        return []
    if isinstance(value, (list, tuple)):
        return list(value)
    return [value]


class AliasTable:
    """English word sequences (folded) → the Polish terms they stand for."""

    def __init__(self, entries: Sequence[dict[str, object]]) -> None:
        table: dict[tuple[str, ...], list[Expansion]] = defaultdict(list)
        for entry in entries:
            games = frozenset(str(game) for game in _listed(entry.get("games")))
            polish = [tuple(m.group() for m in words(str(term))) for term in _listed(entry["pl"])]
            for english in _listed(entry["en"]):
                key = tuple(fold(m.group()) for m in words(str(english)))
                for term_words in polish:
                    expansion = Expansion(term_words, games)
                    if key and expansion not in table[key]:
                        table[key].append(expansion)
        self._table = dict(table)
        self.longest = max((len(key) for key in self._table), default=0)

    def __len__(self) -> int:
        return len(self._table)

    def english_terms(self) -> list[tuple[str, ...]]:
        """Every English term (folded words)."""
        return list(self._table)

    def polish_terms(self) -> list[tuple[tuple[str, ...], frozenset[str]]]:
        """Every Polish term with the games its entries apply to."""
        games: dict[tuple[str, ...], set[str]] = defaultdict(set)
        for expansions in self._table.values():
            for expansion in expansions:
                games[expansion.words].update(expansion.games)
        return sorted((words, frozenset(found)) for words, found in games.items())

    def match(
        self, folded_words: Sequence[str], start: int, game: str | None = None
    ) -> tuple[int, list[tuple[str, ...]]]:
        """The longest English term starting at `folded_words[start]`: (its length, the Polish
        terms); (0, []) when none matches."""
        for length in range(min(self.longest, len(folded_words) - start), 0, -1):
            expansions = self._table.get(tuple(folded_words[start : start + length]))
            if not expansions:
                continue
            chosen = [e.words for e in expansions if game is None or not e.games or game in e.games]
            if chosen:
                return length, chosen
        return 0, []


@cache
def default_aliases() -> AliasTable:
    text = resources.files("judge.search").joinpath("aliases.yaml").read_text(encoding="utf-8")
    return AliasTable(yaml.safe_load(text) or [])
