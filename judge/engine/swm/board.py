"""What the rules read off the board: positions, sight, cover, adjacency, range, allies.

`Board` is the bottom layer of the Miniatures engine (a `core.runner.Runner`): it answers the
questions every rule asks about the current state (the fold of the log) — who sees whom, who is
adjacent, how far apart two figures are, whether a target has cover from the attacker, who is
the nearest enemy — each exactly as the rulebook defines it (see `grid.py` and `geometry.py`).
Answers are cached per position of the figures and doors, since a replay asks them many times.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from judge.engine.core.errors import Refusal
from judge.engine.core.runner import Runner
from judge.engine.swm import geometry
from judge.engine.swm.figures import Card
from judge.engine.swm.geometry import Rect
from judge.engine.swm.grid import Square, footprint, footprint_rect, square_name, touching
from judge.engine.swm.reducer import apply
from judge.engine.swm.rules import ref
from judge.engine.swm.setup import Setup
from judge.engine.swm.state import Fig, SwmState

ACTION_KINDS = ("initiative", "activate", "move", "attack", "force", "use", "end")


class Board(Runner[SwmState]):
    def __init__(
        self, setup: Setup, decisions: Mapping[str, Any] | None = None, *, asker: Any = None
    ) -> None:
        super().__init__(
            initial=SwmState(),
            reducer=apply,
            cite=ref,
            decisions={**setup.decisions, **(decisions or {})},
            asker=asker,
            max_steps=setup.max_steps,
            rolls={k: [str(v) for v in vs] for k, vs in setup.rolls.items()},
            actions=setup.actions,
            action_kinds=ACTION_KINDS,
        )
        self.setup = setup
        self.grid = setup.grid
        self.cards: dict[str, Card] = setup.cards
        self._sight: dict[tuple[Any, ...], bool] = {}
        self._ranges: dict[tuple[Any, ...], dict[Square, int]] = {}
        self._cover: dict[tuple[Any, ...], dict[str, Any]] = {}
        names = [p.card.name for p in setup.figures]
        self._label = {
            p.id: p.card.name if names.count(p.card.name) == 1 else f"{p.card.name} ({p.id})"
            for p in setup.figures
        }

    # --- names ------------------------------------------------------------------------------

    def label(self, fid: str) -> str:
        return self._label.get(fid, fid)

    def player_name(self, pid: str | None) -> str:
        if pid is None:
            return "—"
        return self.setup.player_names.get(pid, pid)

    def refuse(self, message: str, rule: str) -> Refusal:
        return Refusal(message, rule)

    # --- figures ----------------------------------------------------------------------------

    def card(self, fid: str) -> Card:
        return self.cards[fid]

    def fig(self, fid: str) -> Fig:
        return self.s.fig(fid)

    def alive(self, fid: str) -> bool:
        f = self.s.figures.get(fid)
        return f is not None and not f.defeated

    def squares(self, fid: str, at: Square | None = None) -> list[Square]:
        where = at if at is not None else self.fig(fid).at
        assert where is not None
        return footprint(where, self.card(fid).size)

    def rect(self, fid: str, at: Square | None = None) -> Rect:
        where = at if at is not None else self.fig(fid).at
        assert where is not None
        return footprint_rect(where, self.card(fid).size)

    def where(self, fid: str) -> str:
        at = self.fig(fid).at
        return square_name(at) if at is not None else "—"

    def enemies(self, fid: str) -> list[str]:
        me = self.fig(fid).player
        return [f.id for f in self.s.living() if f.player != me]

    def allies(self, fid: str) -> list[str]:
        me = self.fig(fid).player
        return [f.id for f in self.s.living() if f.player == me and f.id != fid]

    def figures_adjacent(self, fid: str) -> list[str]:
        """Every living figure (ally or enemy) adjacent to `fid`."""
        return [f.id for f in self.s.living() if f.id != fid and self.adjacent(fid, f.id)]

    def occupant(self, sq: Square, *, ignore: str | None = None) -> str | None:
        for f in self.s.living():
            if f.id != ignore and f.at is not None and sq in self.squares(f.id):
                return f.id
        return None

    # --- sight, adjacency, range ------------------------------------------------------------

    def sees_rects(self, a: Rect, b: Rect) -> bool:
        key = (a, b, self.s.open_doors)
        found = self._sight.get(key)
        if found is None:
            walls = self.grid.wall_segments(self.s.open_doors)
            found = self._sight[key] = geometry.line_of_sight(a, b, walls, self.grid.wall_blocks)
        return found

    def sight_segment(self, a: str, b: str) -> list[float] | None:
        """A clear line between the two figures' squares (what the site draws), or None."""
        walls = self.grid.wall_segments(self.s.open_doors)
        seg = geometry.sight_line(self.rect(a), self.rect(b), walls, self.grid.wall_blocks)
        if seg is None:
            return None
        return [float(seg.a[0]), float(seg.a[1]), float(seg.b[0]), float(seg.b[1])]

    def sees(self, a: str, b: str) -> bool:
        return self.sees_rects(self.rect(a), self.rect(b))

    def adjacent(self, a: str, b: str, *, at: Square | None = None) -> bool:
        """Touching squares (diagonals too) with line of sight between them (glossary
        `adjacent`: not across a wall)."""
        ra, rb = self.rect(a, at), self.rect(b)
        return touching(ra, rb) and self.sees_rects(ra, rb)

    def distance_map(self, fid: str, at: Square | None = None) -> dict[Square, int]:
        sources = tuple(self.squares(fid, at))
        key = (sources, self.s.open_doors)
        found = self._ranges.get(key)
        if found is None:
            found = self._ranges[key] = self.grid.distances(list(sources), self.s.open_doors)
        return found

    def range_between(self, a: str, b: str) -> int | None:
        """Squares from a to b counted around walls, b's square included (glossary `range`);
        None when walls leave no way."""
        dist = self.distance_map(a)
        found = [dist[sq] for sq in self.squares(b) if sq in dist]
        return min(found) if found else None

    def within(self, a: str, b: str, squares: int) -> bool:
        r = self.range_between(a, b)
        return r is not None and r <= squares

    # --- cover ------------------------------------------------------------------------------

    def cover(self, attacker: str, target: str, *, ignore_figures: bool = False) -> dict[str, Any]:
        """Whether the target has cover from the attacker, and why (SWM Zasady › Osłona).

        The attacker's player picks one corner of the attacker's square; the target has cover
        when every corner sees some of the target only through a figure, a wall, a closed door
        or a low object (low objects on or next to the attacker's squares are ignored). An
        adjacent target never has cover."""
        positions = tuple((f.id, f.at) for f in self.s.living() if f.at is not None)
        key = (attacker, target, positions, self.s.open_doors, ignore_figures)
        found = self._cover.get(key)
        if found is not None:
            return found
        arect, trect = self.rect(attacker), self.rect(target)
        if touching(arect, trect):
            found = {"cover": False, "adjacent": True, "corner": None, "by": []}
            self._cover[key] = found
            return found
        obstacles, labels = self._obstacles(attacker, target, ignore_figures)
        reach = 4 * (self.grid.width + self.grid.height) + 4
        best: tuple[Any, list[int]] | None = None
        for corner in arect.lattice_points():
            hits = geometry.covered_from(corner, trect, obstacles, reach)
            if best is None or len(hits) < len(best[1]):
                best = (corner, hits)
            if not hits:
                break
        assert best is not None
        corner, hits = best
        found = {
            "cover": bool(hits),
            "adjacent": False,
            "corner": [int(corner[0]), int(corner[1])],
            "by": sorted({labels[i] for i in hits}),
        }
        self._cover[key] = found
        return found

    def _obstacles(
        self, attacker: str, target: str, ignore_figures: bool
    ) -> tuple[list[list[Any]], list[str]]:
        obstacles: list[list[Any]] = []
        labels: list[str] = []
        if not ignore_figures:
            for f in self.s.living():
                if f.id in (attacker, target) or f.at is None:
                    continue
                obstacles.append(self.rect(f.id).corners())
                labels.append(f"figure:{f.id}")
        near_attacker: set[tuple[int, int]] = set()
        for x, y in self.squares(attacker):
            near_attacker.update((x + dx, y + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1))
        for sq, kind in self.grid.terrain.items():
            if kind == "wall":
                obstacles.append(footprint_rect(sq, 1).corners())
                labels.append(f"wall:{square_name(sq)}")
            elif kind == "low" and sq not in near_attacker:
                obstacles.append(footprint_rect(sq, 1).corners())
                labels.append(f"low:{square_name(sq)}")
        for seg in self.grid.thin_wall_segments(self.s.open_doors):
            obstacles.append([seg.a, seg.b])
            labels.append(
                "wall:" + f"{int(seg.a[0])},{int(seg.a[1])}-{int(seg.b[0])},{int(seg.b[1])}"
            )
        return obstacles, labels
