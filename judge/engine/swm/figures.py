"""Stat cards (karty postaci): what a figure is, read from a scenario.

A card has the statistics of SWM Zasady › Jak czytać kartę postaci: name, faction, cost, Hit
Points, Defense, Attack, Damage, special abilities, Force points and Force powers, and commander
effects. Special abilities and Force powers are glossary entries (`glossary.read_ability`);
commander effects are written as the structured effect the rulebook describes (who benefits,
range, bonuses, while what holds), because the starter figures' effects are printed in the
rulebook's section, not in the glossary. Size (Small, Medium, Large, Huge) and Speed [#] are
special abilities that change how much space a figure takes and how far it moves.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from judge.engine.swm.glossary import Ability

SIZES = {"small": 1, "medium": 1, "large": 2, "huge": 3}
DEFAULT_SPEED = 6


@dataclass(frozen=True, slots=True)
class CommanderEffect:
    """A commander effect (glossary `commander-effect`): bonuses given to allies.

    `who`: which allies (`followers` — allies without a commander effect; `name_contains` —
    "trooper" in the name; `droids` — the effect names droids, which otherwise never benefit);
    `range`: squares from the commander (None: the whole squad); `attack`/`defense`/`damage`:
    the bonuses; `conditions`: `not_moved` (only while the ally does not move in the turn it
    attacks), `target_adjacent` (only against an adjacent enemy), `ally_within:N` (only while
    another ally is within N squares of it)."""

    text: str
    followers: bool = True
    name_contains: str | None = None
    droids: bool = False
    range: int | None = 6
    attack: int = 0
    defense: int = 0
    damage: int = 0
    conditions: tuple[str, ...] = ()
    # extra Attack each helper gives in combined fire (Control Minds, Battle Meditation)
    combine: int = 0
    stacks: bool = False  # added to other commander bonuses (the power's text says so)
    source: str | None = None  # the glossary entry (a Force power) that gives this effect

    def to_json(self) -> dict[str, Any]:
        return {
            "text": self.text,
            "followers": self.followers,
            "name_contains": self.name_contains,
            "droids": self.droids,
            "range": self.range,
            "attack": self.attack,
            "defense": self.defense,
            "damage": self.damage,
            "conditions": list(self.conditions),
            "combine": self.combine,
            "stacks": self.stacks,
            "source": self.source,
        }


@dataclass(frozen=True, slots=True)
class Card:
    """A figure's stat card."""

    name: str
    faction: str
    cost: int
    hit_points: int
    defense: int
    attack: int
    damage: int
    force: int | None = None  # Force points printed on the card (None: no Force rating)
    special: tuple[Ability, ...] = ()
    force_powers: tuple[Ability, ...] = ()
    commander: tuple[CommanderEffect, ...] = ()
    source: str = ""  # where the statistics come from (rulebook section, or the author)
    name_pl: str | None = None
    stats_from_rulebook: tuple[str, ...] = field(default=())
    character: str | None = None  # the character a Unique figure is, when its name is unclear

    @property
    def same_character(self) -> str:
        """Who the figure is for Unique (glossary `unique`): „Różne wersje tej samej postaci mają
        nieznacznie różne nazwy, ale każdą z nich liczy się jako tą samą postać” — the name
        before its first comma („General Grievous, Jedi Hunter”), unless the card says."""
        if self.character:
            return self.character
        return self.name.split(",", 1)[0].strip()

    @property
    def abilities(self) -> tuple[Ability, ...]:
        return self.special + self.force_powers

    def ability(self, key: str) -> Ability | None:
        for ab in self.abilities:
            if ab.key == key:
                return ab
        return None

    def has(self, key: str) -> bool:
        return self.ability(key) is not None

    @property
    def size(self) -> int:
        for ab in self.special:
            if ab.key in SIZES:
                return SIZES[ab.key]
        return 1

    @property
    def speed(self) -> int:
        ab = self.ability("speed-special-ability")
        return ab.value if ab is not None and ab.value is not None else DEFAULT_SPEED

    @property
    def is_droid(self) -> bool:
        """A Droid for the rules that spare droids (critical hits, commander effects)."""
        return self.has("droid")

    @property
    def counts_as_droid(self) -> bool:
        """For effects that work only on droids (Repair, Ion Gun, Force Strike): a Droid, and
        a Cyborg (glossary `cyborg`: „podlega ona efektom dotyczących Droidów”)."""
        return self.has("droid") or self.has("cyborg")

    @property
    def with_lightsaber(self) -> bool:
        """Glossary `with lightsaber`: the special ability Lightsaber, or a Force power with
        „Lightsaber” (Miecz Świetlny) in its name."""
        return self.has("lightsaber") or any(
            "lightsaber" in ab.entry.name_en.lower() for ab in self.force_powers
        )

    @property
    def mounted(self) -> bool:
        return self.has("mounted-weapon")

    @property
    def living(self) -> bool:
        """Glossary `living`: no Mounted Weapon, and not a Droid (a Cyborg is living too)."""
        return not self.mounted and (not self.has("droid") or self.has("cyborg"))

    @property
    def nonliving(self) -> bool:
        """Not living; a Cyborg counts as both (glossary `cyborg`)."""
        return not self.living or self.has("cyborg")

    @property
    def is_commander(self) -> bool:
        return bool(self.commander)

    @property
    def melee(self) -> bool:
        return self.has("melee-attack")

    def name_contains(self, word: str) -> bool:
        """Glossary `named/name contains`: the words in the name, or a special ability of that
        name ("Te efekty także stosuje się do postaci posiadających umiejętność specjalną o
        danej nazwie": Trooper, Commando, Wookiee…). Soldier joins the words before it in the
        name ("Old Republic Guard" with Soldier is an "Old Republic Soldier"); Alderaan Senator
        counts as an Alderaan Trooper."""
        wanted = word.lower().strip()
        if wanted in self.name.lower():
            return True
        for ab in self.special:
            label = ab.entry.label_en.lower()
            if label == wanted:
                return True
            if ab.key == "soldier" and wanted.endswith("soldier"):
                prefix = wanted[: -len("soldier")].strip()
                if not prefix or prefix in self.name.lower():
                    return True
            if ab.key == "alderaan-senator" and wanted in ("alderaan trooper", "trooper"):
                return True
        return False

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "name_pl": self.name_pl,
            "faction": self.faction,
            "cost": self.cost,
            "hit_points": self.hit_points,
            "defense": self.defense,
            "attack": self.attack,
            "damage": self.damage,
            "speed": self.speed,
            "size": self.size,
            "force": self.force,
            "special": [a.to_json() for a in self.special],
            "force_powers": [a.to_json() for a in self.force_powers],
            "commander": [c.to_json() for c in self.commander],
            "source": self.source,
            "stats_from_rulebook": list(self.stats_from_rulebook),
            "character": self.character,
        }


def commander_effect(data: Mapping[str, Any]) -> CommanderEffect:
    who = data.get("who") or {}
    return CommanderEffect(
        text=str(data.get("text", "")),
        followers=bool(who.get("followers", True)),
        name_contains=who.get("name_contains"),
        droids=bool(who.get("droids", False)),
        range=data.get("range", 6),
        attack=int(data.get("attack", 0)),
        defense=int(data.get("defense", 0)),
        damage=int(data.get("damage", 0)),
        conditions=tuple(_condition(c) for c in data.get("while") or ()),
    )


# Force powers that give their user a commander effect „do końca pojedynku” (effects.GRANTS),
# written as their glossary entries word it.
POWER_COMMANDS: dict[str, CommanderEffect] = {
    "force-valor": CommanderEffect(
        text="Podwładni w zasięgu 6 pól otrzymują bonus +2 do Ataku oraz +2 do Obrony.",
        followers=True,
        range=6,
        attack=2,
        defense=2,
        source="force-valor",
    ),
    "control-minds": CommanderEffect(
        text="Sojusznicy, który wykonują atak łączony uzyskują dodatkowy bonus +2 do Ataku.",
        followers=False,
        range=None,
        combine=2,
        source="control-minds",
    ),
    # „Przyznany bonus kumuluje się z innymi efektami, które poprawiają atak łączony.”
    "battle-meditation": CommanderEffect(
        text="Sojusznicy, który kombinują ogień otrzymują dodatkowo +2 do Ataku oraz wrogie "
        "postacie nie mogą używać ataku łączonego.",
        followers=False,
        range=None,
        combine=2,
        stacks=True,
        source="battle-meditation",
    ),
}


def _condition(value: Any) -> str:
    if isinstance(value, Mapping):
        (key, amount), *_ = value.items()
        return f"{key}:{amount}"
    return str(value)


def abilities_json(abilities: Sequence[Ability]) -> list[dict[str, Any]]:
    return [a.to_json() for a in abilities]
