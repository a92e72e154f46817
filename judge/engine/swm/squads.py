"""Squad building (SWM Zaawansowane zasady › Ery, Wybór frakcji, Tworzenie drużyny; Scenariusze
i typy gry): whether each player's squad may play, checked when a scenario declares `squads:`.

A squad belongs to one faction (the player's `faction`, else the one its figures share); each
figure fights for it when its card's faction is that faction, Fringe („Niezależni”: any
faction in any era), or it has Affinity naming it. In an era (`era`) the squad's faction is one
of that era's Light or Dark Side factions, and the two squads are on opposite sides. The cost of
the figures is at most the points of the game (100 in the rulebook; a tournament may state
another number). Variants of „Scenariusze i typy gry” change this: `fringe` (only Fringe
figures), `era-vs-era` (each player his own era), `all-vs-all` (sides ignored),
`out-of-the-box` (faction, cost and Unique ignored). Unique is checked when the scenario is
loaded (`scenario.py`), since no squad may hold two of one character in any game but the last.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from judge.engine.swm.figures import Card

FRINGE = "Niezależni"

# canonical faction name (as the rulebook's era table writes it) and the names it goes by
FACTIONS: dict[str, tuple[str, ...]] = {
    "Stara Republika": ("old republic",),
    "Sithowie": ("sith", "sithowie"),
    "Mandalorianie": ("mandalorians", "mandalorian", "mandalorianie"),
    "Republika": ("republic", "republika"),
    "Separatyści": ("separatists", "separatist", "separatysci"),
    "Imperium": ("imperial", "empire", "imperium"),
    "Sojusz Rebeliantów": ("rebel", "rebels", "rebel alliance", "rebelianci", "rebelia"),
    "Nowa Republika": ("new republic",),
    "Yuuzhan Vong": ("yuuzhan vong",),
    FRINGE: ("fringe", "niezalezni", "niezalezny"),
}


@dataclass(frozen=True)
class Era:
    key: str
    name: str
    light: tuple[str, ...]
    dark: tuple[str, ...]
    aliases: tuple[str, ...] = ()


# SWM Zaawansowane zasady › Wybór frakcji: „Era / Frakcje jasnej strony / Frakcje ciemnej strony”
ERAS: tuple[Era, ...] = (
    Era(
        "stara-republika",
        "Stara Republika",
        ("Stara Republika",),
        ("Sithowie", "Mandalorianie"),
        ("old republic", "the old republic"),
    ),
    Era(
        "narodziny-imperium",
        "Narodziny Imperium",
        ("Republika",),
        ("Separatyści", "Imperium"),
        ("rise of the empire",),
    ),
    Era(
        "rebelia",
        "Rebelia",
        ("Sojusz Rebeliantów",),
        ("Imperium",),
        ("okres rebelii", "rebellion", "the rebellion era", "rebellion era"),
    ),
    Era(
        "nowa-republika",
        "Nowa Republika",
        ("Nowa Republika",),
        ("Imperium",),
        ("new republic", "the new republic"),
    ),
    Era(
        "nowa-era-jedi",
        "Nowa Era Jedi",
        ("Nowa Republika", "Imperium"),
        ("Yuuzhan Vong",),
        ("new jedi order", "the new jedi order"),
    ),
)

MODES = {
    "standard": "squad_building",
    "fringe": "mode_fringe",
    "era-vs-era": "mode_era_vs_era",
    "all-vs-all": "mode_all_vs_all",
    "out-of-the-box": "mode_out_of_the_box",
}
DEFAULT_POINTS = 100  # „Na stworzenie drużyny można wydać do 100 punktów.”


def _norm(text: str) -> str:
    text = unicodedata.normalize("NFKD", text.lower()).replace("ł", "l")
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    return re.sub(r"[^a-z0-9]+", " ", text).strip()


_FACTION_INDEX = {
    _norm(alias): name for name, aliases in FACTIONS.items() for alias in (name, *aliases)
}
_ERA_INDEX = {_norm(a): e for e in ERAS for a in (e.key, e.name, *e.aliases)}


def faction(name: str) -> str | None:
    """The canonical faction for a name as a card or scenario writes it (None: unknown)."""
    return _FACTION_INDEX.get(_norm(name))


def era(name: str) -> Era | None:
    return _ERA_INDEX.get(_norm(name))


@dataclass(frozen=True)
class SquadRules:
    """The `squads:` block: the game's points, era and variant."""

    points: int = DEFAULT_POINTS
    era: Era | None = None
    mode: str = "standard"


@dataclass(frozen=True)
class Member:
    id: str
    card: Card


@dataclass(frozen=True)
class Squad:
    player: str
    members: tuple[Member, ...]
    faction: str | None = None  # declared by the player (canonical)
    era: Era | None = None  # the player's own era (era-vs-era)
    side: str | None = None  # light / dark, declared


@dataclass
class Verdict:
    """One squad's verdict: its cost, faction, side and every rule it breaks (message, rule)."""

    player: str
    cost: int
    limit: int | None
    faction: str | None
    side: str | None
    era: str | None
    problems: list[tuple[str, str]] = field(default_factory=list)
    rules: list[str] = field(default_factory=list)

    @property
    def legal(self) -> bool:
        return not self.problems


def _affinity(card: Card) -> str | None:
    ab = card.ability("affinity")
    return faction(ab.named) if ab is not None and ab.named else None


def _fights_for(card: Card, squad_faction: str) -> str | None:
    """How the figure may join a squad of this faction (a rule key), None if it may not."""
    own = faction(card.faction)
    if own == squad_faction:
        return "faction_card"
    if own == FRINGE:
        return "faction_card"
    if _affinity(card) == squad_faction:
        return "glossary:affinity"
    return None


def _side(fac: str, in_era: Era | None) -> str | None:
    eras = (in_era,) if in_era is not None else ERAS
    sides = {("light" if fac in e.light else "dark") for e in eras if fac in e.light + e.dark}
    return sides.pop() if len(sides) == 1 else None


def check(rules: SquadRules, squads: Sequence[Squad], label: Mapping[str, str]) -> list[Verdict]:
    """The verdict on each squad. `label`: figure id → the name a judge reads."""
    verdicts = [_one(rules, squad, label) for squad in squads]
    if rules.mode in ("standard", "era-vs-era") and len(verdicts) == 2:
        a, b = verdicts
        if a.side is not None and a.side == b.side:
            side = "Jasnej" if a.side == "light" else "Ciemnej"
            for v in verdicts:
                v.problems.append(
                    (
                        f"obie drużyny należą do {side} Strony Mocy; w pojedynku jeden gracz "
                        "buduje drużynę Jasnej, a drugi Ciemnej Strony",
                        "sides",
                    )
                )
    return verdicts


def _one(rules: SquadRules, squad: Squad, label: Mapping[str, str]) -> Verdict:
    cost = sum(m.card.cost for m in squad.members)
    in_era = squad.era or rules.era
    out = Verdict(
        player=squad.player,
        cost=cost,
        limit=None if rules.mode == "out-of-the-box" else rules.points,
        faction=None,
        side=squad.side,
        era=in_era.name if in_era else None,
        rules=[MODES[rules.mode]],
    )
    if rules.mode == "out-of-the-box":
        return out
    out.rules.append("squad_building")
    if cost > rules.points:
        out.problems.append(
            (
                f"koszt drużyny {cost} pkt przekracza {rules.points} pkt (na stworzenie drużyny "
                f"można wydać do {rules.points} punktów)",
                "squad_building",
            )
        )
    out.rules.append("factions")
    if rules.mode == "fringe":
        out.faction = FRINGE
        for m in squad.members:
            if faction(m.card.faction) != FRINGE:
                out.problems.append(
                    (
                        f"{label.get(m.id, m.id)} (frakcja {m.card.faction or '—'}) nie jest "
                        "postacią niezależną: drużyna niezależnych nie może zawierać postaci z "
                        "innych frakcji",
                        "mode_fringe",
                    )
                )
        return out
    squad_faction = squad.faction or _inferred(squad)
    out.faction = squad_faction
    if squad_faction is None:
        named = sorted({m.card.faction for m in squad.members if faction(m.card.faction) != FRINGE})
        out.problems.append(
            (
                "drużyna należy do jednej frakcji, a jej postacie są z kilku: " + ", ".join(named),
                "factions",
            )
        )
        return out
    for m in squad.members:
        if faction(m.card.faction) is None:
            out.problems.append(
                (
                    f"{label.get(m.id, m.id)}: nieznana frakcja „{m.card.faction}” (znane: "
                    + ", ".join(FACTIONS)
                    + ")",
                    "faction_card",
                )
            )
            continue
        how = _fights_for(m.card, squad_faction)
        if how is None:
            out.problems.append(
                (
                    f"{label.get(m.id, m.id)} walczy dla frakcji {faction(m.card.faction)}, nie "
                    f"dla {squad_faction} (i nie jest postacią niezależną)",
                    "faction_card",
                )
            )
        elif how not in out.rules:
            out.rules.append(how)
    if in_era is not None and squad_faction != FRINGE:
        out.rules.append("eras")
        if squad_faction not in in_era.light + in_era.dark:
            out.problems.append(
                (
                    f"frakcja {squad_faction} nie walczy w erze {in_era.name} (Jasna Strona: "
                    + ", ".join(in_era.light)
                    + "; Ciemna Strona: "
                    + ", ".join(in_era.dark)
                    + ")",
                    "factions",
                )
            )
    if rules.mode == "all-vs-all":
        return out
    side = _side(squad_faction, in_era) if squad_faction != FRINGE else None
    out.rules.append("sides")
    if squad.side is not None and side is not None and squad.side != side:
        out.problems.append(
            (
                f"frakcja {squad_faction} należy do "
                + ("Jasnej" if side == "light" else "Ciemnej")
                + " Strony Mocy"
                + (f" w erze {in_era.name}" if in_era else ""),
                "factions",
            )
        )
    out.side = squad.side or side
    return out


def _inferred(squad: Squad) -> str | None:
    """The faction a squad's figures share (Fringe figures fit any; Affinity its faction)."""
    own = {f for m in squad.members if (f := faction(m.card.faction)) not in (FRINGE, None)}
    if not own:
        return FRINGE
    for candidate in sorted(f for f in own if f is not None):
        if all(_fights_for(m.card, candidate) for m in squad.members):
            return candidate
    return None
