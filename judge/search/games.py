"""Game words in a query ("w miniaturkach", "gra karciana", "lcg", "destiny"): a preference for
that game's passages, not text to match.

A judge often names the game in the question instead of choosing the game filter. Matched as
ordinary words, such words find nothing useful (the rules never name their own game) and the
same rule of another game can rank first. So a run of words naming a game is taken out of the
query and becomes a *preference*: passages of other games stay in the results but score less
(`judge.search.searcher.OTHER_GAME_FACTOR`), and a note says so. A query made only of game
words ("lcg") is searched as typed.

Words are compared folded, as a stem and an ending of at most `MAX_ENDING` letters
("miniaturk" covers "miniaturki", "miniaturkach", "miniaturkami"; "gr" "karcian" covers "gra
karciana", "grze karcianej"), so every inflected form counts without a dictionary (the index's
lexicon knows only the documents' words, and the documents never name their game).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from judge.search.analysis import fold

MAX_ENDING = 4
# A preposition right before a game's name belongs to it ("w miniaturkach", "in Destiny").
PREPOSITIONS = frozenset({"w", "we", "na", "z", "in", "for"})
# Each game's names as players write them: stems of the words of one name, folded. Reviewed:
# none is a rule term ("przeznaczenie" occurs in the documents only as Destiny's name).
GAME_NAMES: dict[str, tuple[tuple[str, ...], ...]] = {
    "destiny": (
        ("destiny",),
        ("przeznaczeni",),
        ("swd",),
        ("swdestiny",),
    ),
    "lcg": (
        ("lcg",),
        ("swlcg",),
        ("gr", "karcian"),
        ("karciank",),
        ("card", "game"),
    ),
    "swm": (
        ("swm",),
        ("miniaturk",),
        ("miniatur",),
        ("miniatures",),
        ("figurk",),
    ),
}

GAME_LABELS = {
    "destiny": "Star Wars: Przeznaczenie",
    "lcg": "Star Wars: Gra karciana",
    "swm": "Star Wars Miniatures",
}


@dataclass(frozen=True)
class GameMention:
    game: str
    start: int  # index of the first word in the query's word list
    length: int  # words


def _is_form_of(word: str, stem: str) -> bool:
    return word.startswith(stem) and len(word) - len(stem) <= MAX_ENDING


def find_game_mentions(words: Sequence[str]) -> list[GameMention]:
    """Runs of `words` naming a game, longest first at each position, left to right."""
    keys = [fold(word) for word in words]
    found: list[GameMention] = []
    position = 0
    while position < len(words):
        best: GameMention | None = None
        for game, names in GAME_NAMES.items():
            for name in names:
                end = position + len(name)
                if end > len(words) or (best and best.length >= len(name)):
                    continue
                if all(_is_form_of(keys[position + i], part) for i, part in enumerate(name)):
                    best = GameMention(game, position, len(name))
        if best is None:
            position += 1
            continue
        free = not found or found[-1].start + found[-1].length < best.start
        if best.start > 0 and keys[best.start - 1] in PREPOSITIONS and free:
            best = GameMention(best.game, best.start - 1, best.length + 1)
        found.append(best)
        position += best.length
    return found


def preference_note(game: str, typed: str) -> str:
    return f"„{typed}”: najpierw wyniki z gry {GAME_LABELS[game]}."
