"""Printed numbers as the game sees them now: a card's record plus the constant effects and
lasting effects that change it (an enhancement's "Enhanced unit gains [Unit Damage] and +1
damage capacity", a keyword gained until the end of the phase).

Everything here reads state; nothing changes it. The engine's coverage check has already
refused any constant effect it does not understand, so a modifier the functions below do not
read cannot exist in a running replay.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

from judge.cards.lcg import ast as A
from judge.cards.lcg.parse import parse_text
from judge.cards.lcg.records import ICONS, LcgCard
from judge.engine.lcg.state import CardState, LcgState


@dataclass(frozen=True)
class Modifier:
    """One constant effect in force: `source` card, what it gives (`gain`), to whom
    (`applies(card)`)."""

    source: str
    gain: A.Node
    applies: Callable[[CardState], bool]
    lose: bool = False


def abilities(record: LcgCard) -> list[A.Ability]:
    return parse_text(record.text, record.type).abilities if record.text else []


def keywords(record: LcgCard) -> list[A.Keyword]:
    return [a.keyword for a in abilities(record) if a.kind == "keyword" and a.keyword]


class Stats:
    """Reads the current numbers of cards (`record` gives a card's printed record)."""

    def __init__(
        self,
        record: Callable[[str], LcgCard],
        modifiers: Callable[[LcgState], Iterator[Modifier]],
    ) -> None:
        self.record = record
        self.modifiers = modifiers

    def card(self, state: LcgState, ident: str) -> LcgCard:
        return self.record(state.cards[ident].card)

    def _gains(self, state: LcgState, card: CardState) -> Iterator[tuple[A.Node, bool]]:
        for modifier in self.modifiers(state):
            if modifier.applies(card):
                yield modifier.gain, modifier.lose

    def has_keyword(self, state: LcgState, ident: str, name: str) -> bool:
        card = state.cards[ident]
        if card.zone != "play":
            return False
        printed = any(k.name == name for k in keywords(self.card(state, ident)))
        gained = False
        lost = False
        for gain, lose in self._gains(state, card):
            if isinstance(gain, A.KeywordGain) and gain.keyword == name:
                lost = lost or lose
                gained = gained or not lose
        return (printed or gained) and not lost

    def keyword_value(self, state: LcgState, ident: str, name: str) -> int:
        """The total value of a keyword with a number (Edge (1) printed, gained "edge (1)")."""
        card = state.cards[ident]
        total = 0
        for keyword in keywords(self.card(state, ident)):
            if keyword.name == name and keyword.value is not None and keyword.value.value:
                total += keyword.value.value
        for gain, lose in self._gains(state, card):
            if not isinstance(gain, A.KeywordGain) or gain.keyword != name or lose:
                continue
            if gain.value is not None and gain.value.value:
                total += gain.value.value
        return total

    def damage_capacity(self, state: LcgState, ident: str) -> int:
        card = state.cards[ident]
        base = self.card(state, ident).damage_capacity or 0
        for gain, lose in self._gains(state, card):
            if isinstance(gain, A.Stat) and gain.stat == "damage_capacity" and gain.delta:
                base += (gain.delta.value or 0) * (-1 if lose else 1)
        return base

    def force_icons(self, state: LcgState, ident: str) -> int:
        card = state.cards[ident]
        base = self.card(state, ident).force_icons or 0
        for gain, lose in self._gains(state, card):
            if isinstance(gain, A.Stat) and gain.stat == "force_icons" and gain.delta:
                base += (gain.delta.value or 0) * (-1 if lose else 1)
        return max(0, base)

    def icons(self, state: LcgState, ident: str, *, edge: bool) -> dict[str, int]:
        """Combat icons a striking unit resolves: normal ones, and the edge-enabled ones when
        its controller has the edge, plus the icons effects give it."""
        record = self.card(state, ident)
        card = state.cards[ident]
        out = {name: record.normal_icons.get(name) for name in ICONS}
        if edge:
            for name in ICONS:
                out[name] += record.edge_icons.get(name)
        for gain, lose in self._gains(state, card):
            if isinstance(gain, A.Icon) and gain.icon in out and (edge or not gain.edge):
                out[gain.icon] = max(0, out[gain.icon] + gain.count * (-1 if lose else 1))
        return out
