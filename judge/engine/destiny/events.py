"""The Destiny event types and the payload each one carries.

Every event the engine emits has one of these types, and its `data` has exactly the keys its
payload declares (required keys always, `NotRequired` ones when they apply). `Host.emit` checks
that before the event enters the log, and the reducer's handlers read the payloads through
these types, so a misspelt key is a type error or a loud failure, never a state that silently
stays the same. Types in `RECORD_ONLY` change nothing on the board: they record what a judge
needs to read (a decision, a refusal, a note, an ability announced).
"""

# No `from __future__ import annotations`: TypedDict reads `NotRequired` from evaluated
# annotations (its `__required_keys__` would count every key as required otherwise).
from collections.abc import Mapping, Sequence
from typing import Any, NotRequired, TypedDict

# --- setup and turn structure -------------------------------------------------------------------


class SetupData(TypedDict):
    board: Mapping[str, Any]  # serialize.state_to_json


class PlayerData(TypedDict):
    """`turn`, `pass` (`auto`: the engine passed for him), `claim`."""

    player: str
    auto: NotRequired[bool]


class ActionData(TypedDict):
    player: str
    kind: str
    label: str
    path: str | None
    context: str


class ActionEndData(TypedDict):
    player: str
    context: str
    counted_as_pass: bool
    reset_passes: bool


class CardData(TypedDict):
    """`battlefield`, `exhaust`, `ready`."""

    card: str


class PhaseData(TypedDict):
    phase: str


class NoData(TypedDict):
    """`end_phase_requested`."""


class RoundData(TypedDict):
    round: int


class GameOverData(TypedDict):
    winner: str | None
    result: str | None


# --- resources, cards, damage, shields ----------------------------------------------------------


class ResourcesData(TypedDict):
    player: str
    delta: int


class CardMoveData(TypedDict):
    card: str
    zone: str
    attach_to: NotRequired[str | None]
    bottom: NotRequired[bool]
    controller: NotRequired[str | None]
    kind: NotRequired[str]
    random: NotRequired[bool]  # picked at random: the seeded generator moves on


class GrantKeywordData(TypedDict):
    card: str
    keyword: str


class DamageData(TypedDict):
    card: str
    amount: int
    kind: NotRequired[str | None]
    excess: NotRequired[int]
    moved: NotRequired[bool]
    placed: NotRequired[bool]


class HealData(TypedDict):
    card: str
    amount: int
    removed: NotRequired[bool]  # "remove N damage" (later sets), not healing


class ShieldsData(TypedDict):
    card: str
    delta: int
    blocked: NotRequired[int]
    ignored: NotRequired[int]


class DefeatData(TypedDict):
    card: str
    dice: Sequence[str]
    limbo: Sequence[str]
    discarded: Sequence[str]


class BecomeData(TypedDict):
    card: str
    kind: str


class StackData(TypedDict):
    card: str
    stacked: Sequence[str]


# --- dice ---------------------------------------------------------------------------------------


class DieRollData(TypedDict):
    die: str
    face: int | None
    random: NotRequired[bool]
    pool: NotRequired[str]  # rolled into another player's pool
    set_aside_after: NotRequired[bool]


class ResolveDieData(TypedDict):
    """A die (group) resolved (`dice`, `symbol`, `value`), or a card resolving a face (`card`,
    `face`)."""

    player: str
    dice: NotRequired[Sequence[str]]
    symbol: NotRequired[str]
    value: NotRequired[int]
    card: NotRequired[str]
    face: NotRequired[str]


class DieTurnData(TypedDict):
    die: str
    face: int


class DieOffData(TypedDict):
    die: str
    to: str  # "card", "set_aside"


class DieHomeData(TypedDict):
    die: str
    home: str | None


class RandomData(TypedDict):
    count: int
    picked: Any


# --- timing: queue, windows, additional actions, delayed effects, counters ----------------------


class QueueItemData(TypedDict):
    id: str
    kind: str
    player: str
    label: str
    source: NotRequired[str | None]
    ability: NotRequired[int | None]
    context: NotRequired[Mapping[str, Any]]


class QueueAddData(TypedDict):
    item: QueueItemData


class QueueIdData(TypedDict):
    """`queue_start`, `queue_done`, `delayed_remove`."""

    id: str
    source: NotRequired[str | None]


class WindowOpenData(TypedDict):
    id: str
    moment: str
    label: str
    pending: Sequence[QueueItemData]


class WindowOrderData(TypedDict):
    window: str
    order: Sequence[str]


class WindowItemData(TypedDict):
    """`window_take`, `window_skip`, `window_done`."""

    window: str
    item: str
    source: NotRequired[str | None]


class WindowCloseData(TypedDict):
    window: str
    replaced: bool


class AdditionalAddData(TypedDict):
    id: str
    player: str
    source: str
    label: str


class AdditionalRemoveData(TypedDict):
    player: str
    used: bool
    id: NotRequired[str]
    ids: NotRequired[Sequence[str]]


class DelayedAddData(TypedDict):
    id: str
    player: str
    source: str
    when: str
    label: str
    ability: NotRequired[int | None]
    context: NotRequired[Mapping[str, Any]]


class CounterData(TypedDict):
    key: str
    delta: int


class ModifierAddData(TypedDict):
    modifier: Mapping[str, Any]


class ModifierClearData(TypedDict):
    scope: NotRequired[str | None]


# --- record-only events -------------------------------------------------------------------------


class AbilityData(TypedDict):
    card: str
    kind: str
    player: str
    ability: int  # its index among the card's abilities


class ActivatedData(TypedDict):
    card: str
    player: str


class DamageDealtData(TypedDict):
    card: str
    amount: int
    kind: str | None
    source: str | None


class ShuffleData(TypedDict):
    player: str
    order: Sequence[str]  # the deck after shuffling, top first


class RevealData(TypedDict):
    player: str  # whose cards
    cards: Sequence[str]


class ControlData(TypedDict):
    player: str
    card: NotRequired[str]  # a card in play; absent: the battlefield


class CardResourcesData(TypedDict):
    card: str
    delta: int


class IndirectDamageData(TypedDict):
    player: str
    amount: int
    source: str | None
    assigned: NotRequired[Mapping[str, int]]


class PlayedData(TypedDict):
    card: str
    player: str
    last_card: bool


class ReplacedData(TypedDict):
    die: NotRequired[str]
    card: NotRequired[str]
    moment: NotRequired[str]


class RefusedData(TypedDict):
    player: str | None
    reason: str
    path: NotRequired[str | None]
    check: NotRequired[str]
    rule: NotRequired[str]


class BuildingCheckData(TypedDict):
    """`team_check`, `deck_check`."""

    player: str
    check: str
    legal: bool
    problems: Sequence[Any]
    characters: NotRequired[Sequence[Any]]
    points: NotRequired[int]
    size: NotRequired[int]
    unknown: NotRequired[int]


class DecidedData(TypedDict):
    key: str
    value: Any


class NoteData(TypedDict, total=False):
    """A step that explains without changing the board; what it is about, when it names it."""

    card: str | None
    cards: Sequence[str]
    player: str | None
    zone: str
    count: int
    die: str
    other: str
    distribution: Mapping[str, int]
    path: str | None
    target: str | None


PAYLOADS: Mapping[str, type] = {
    "setup": SetupData,
    "turn": PlayerData,
    "action": ActionData,
    "action_end": ActionEndData,
    "pass": PlayerData,
    "claim": PlayerData,
    "battlefield": CardData,
    "phase": PhaseData,
    "end_phase_requested": NoData,
    "round": RoundData,
    "game_over": GameOverData,
    "resources": ResourcesData,
    "card_move": CardMoveData,
    "grant_keyword": GrantKeywordData,
    "exhaust": CardData,
    "ready": CardData,
    "damage": DamageData,
    "heal": HealData,
    "shields": ShieldsData,
    "defeat": DefeatData,
    "become": BecomeData,
    "stack": StackData,
    "die_roll": DieRollData,
    "resolve_die": ResolveDieData,
    "die_turn": DieTurnData,
    "die_off": DieOffData,
    "die_home": DieHomeData,
    "random": RandomData,
    "queue_add": QueueAddData,
    "queue_start": QueueIdData,
    "queue_done": QueueIdData,
    "window_open": WindowOpenData,
    "window_order": WindowOrderData,
    "window_take": WindowItemData,
    "window_skip": WindowItemData,
    "window_done": WindowItemData,
    "window_close": WindowCloseData,
    "additional_add": AdditionalAddData,
    "additional_remove": AdditionalRemoveData,
    "delayed_add": DelayedAddData,
    "delayed_remove": QueueIdData,
    "counter": CounterData,
    "card_resources": CardResourcesData,
    "control": ControlData,
    "shuffle": ShuffleData,
    "modifier_add": ModifierAddData,
    "modifier_clear": ModifierClearData,
    # record only
    "ability": AbilityData,
    "activated": ActivatedData,
    "damage_dealt": DamageDealtData,
    "indirect_damage": IndirectDamageData,
    "reveal": RevealData,
    "played": PlayedData,
    "replaced": ReplacedData,
    "refused": RefusedData,
    "team_check": BuildingCheckData,
    "deck_check": BuildingCheckData,
    "decided": DecidedData,
    "note": NoteData,
}

RECORD_ONLY = frozenset(
    {
        "ability",
        "activated",
        "damage_dealt",
        "indirect_damage",
        "reveal",
        "played",
        "replaced",
        "refused",
        "team_check",
        "deck_check",
        "decided",
        "note",
    }
)


class PayloadError(RuntimeError):
    """An event emitted with a payload its type does not declare: a bug in the engine."""


def payload_problem(type_: str, data: Mapping[str, Any]) -> str | None:
    """Why `data` is not a payload of event type `type_`, or None when it is."""
    payload = PAYLOADS.get(type_)
    if payload is None:
        return f"unknown event type {type_!r}"
    required: frozenset[str] = getattr(payload, "__required_keys__", frozenset())
    optional: frozenset[str] = getattr(payload, "__optional_keys__", frozenset())
    missing = required - data.keys()
    unknown = data.keys() - required - optional
    if missing or unknown:
        return (
            f"event {type_!r}: "
            + (f"missing {sorted(missing)}" if missing else "")
            + ("; " if missing and unknown else "")
            + (f"undeclared {sorted(unknown)}" if unknown else "")
        )
    return None
