"""The battle grid: squares, terrain, walls and doors, and what the rules measure on it.

Squares are `(x, y)`: column x from the left, row y from the top, both from 0; a judge writes
them as `C4` (column letter, row number from 1). A square occupies the unit square
[x, x+1] × [y, y+1] of the plane; lattice points (its corners) and edges have the same
coordinates. Terrain (SWM Zasady › Teren) is per square: walls (`#`, impassable, block line of
sight), pits (`O`), difficult terrain (`~`) and low objects (`o`); walls and doors may also run
along edges between squares ("Ściany to wysokie obiekty, które oddzielają pola").

What is measured here, each as the rulebook defines it:

* movement cost of one step (orthogonal 1, diagonal 2; entering difficult terrain or a low
  object doubles it, so 2 or 4; no diagonal step through a corner or end of a wall);
* range: squares counted as for movement, diagonals as 2, around walls, ignoring low objects,
  pits and figures (glossary `range`) — with diagonals at 2 this is the length of the shortest
  orthogonal path that crosses no wall;
* line of sight and cover between figures (exact geometry in `geometry.py`);
* adjacency: touching squares (diagonals too) that see each other ("Postać nie sąsiaduje z inną
  po drugiej stronie ściany").
"""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cached_property

from judge.engine.swm.geometry import Rect, Segment

Square = tuple[int, int]
# An edge between squares: ("v", X, y) is the vertical edge x = X from y to y+1;
# ("h", x, Y) the horizontal edge y = Y from x to x+1.
Edge = tuple[str, int, int]

TERRAIN = {
    ".": "open",
    "#": "wall",
    "O": "pit",
    "~": "difficult",
    "o": "low",
}
TERRAIN_NAMES = {
    "open": "wolne pole",
    "wall": "ściana",
    "pit": "zagłębienie",
    "difficult": "trudny teren",
    "low": "niski obiekt",
}

_SQUARE = re.compile(r"^([A-Z]{1,2})([1-9][0-9]{0,2})$")


def column_name(x: int) -> str:
    name = ""
    x += 1
    while x:
        x, rest = divmod(x - 1, 26)
        name = chr(ord("A") + rest) + name
    return name


def square_name(square: Square) -> str:
    return f"{column_name(square[0])}{square[1] + 1}"


def parse_square(text: str) -> Square | None:
    """`C4` → (2, 3); None when the text is not a square name."""
    match = _SQUARE.match(text.strip().upper())
    if not match:
        return None
    letters, number = match.groups()
    x = 0
    for ch in letters:
        x = x * 26 + (ord(ch) - ord("A") + 1)
    return (x - 1, int(number) - 1)


def edge_between(a: Square, b: Square) -> Edge | None:
    """The edge two orthogonally adjacent squares share."""
    (ax, ay), (bx, by) = a, b
    if ay == by and abs(ax - bx) == 1:
        return ("v", max(ax, bx), ay)
    if ax == bx and abs(ay - by) == 1:
        return ("h", ax, max(ay, by))
    return None


def edge_segment(edge: Edge) -> Segment:
    kind, i, j = edge
    if kind == "v":
        return Segment((i, j), (i, j + 1))
    return Segment((i, j), (i + 1, j))


def edge_points(edge: Edge) -> tuple[tuple[int, int], tuple[int, int]]:
    s = edge_segment(edge)
    return (int(s.a[0]), int(s.a[1])), (int(s.b[0]), int(s.b[1]))


@dataclass(frozen=True)
class Grid:
    """A map: its size, terrain per square, wall edges and doors (closed unless open)."""

    width: int
    height: int
    terrain: dict[Square, str] = field(default_factory=dict)  # squares that are not open
    wall_edges: frozenset[Edge] = frozenset()
    doors: frozenset[Edge] = frozenset()

    def inside(self, sq: Square) -> bool:
        return 0 <= sq[0] < self.width and 0 <= sq[1] < self.height

    def kind(self, sq: Square) -> str:
        return self.terrain.get(sq, "open")

    def blocked_edge(self, edge: Edge, open_doors: frozenset[Edge]) -> bool:
        return edge in self.wall_edges or (edge in self.doors and edge not in open_doors)

    def squares(self) -> Iterable[Square]:
        for y in range(self.height):
            for x in range(self.width):
                yield (x, y)

    @cached_property
    def wall_squares(self) -> frozenset[Square]:
        return frozenset(sq for sq, kind in self.terrain.items() if kind == "wall")

    @cached_property
    def _wall_points(self) -> frozenset[tuple[int, int]]:
        """Lattice points on a wall: corners of wall squares and ends of wall edges."""
        points: set[tuple[int, int]] = set()
        for x, y in self.wall_squares:
            points.update({(x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1)})
        for edge in self.wall_edges:
            points.update(edge_points(edge))
        return frozenset(points)

    def wall_points(self, open_doors: frozenset[Edge]) -> frozenset[tuple[int, int]]:
        closed = [d for d in self.doors if d not in open_doors]
        if not closed:
            return self._wall_points
        points = set(self._wall_points)
        for edge in closed:
            points.update(edge_points(edge))
        return frozenset(points)

    @cached_property
    def wall_blocks(self) -> list[Rect]:
        """Rectangles of wall squares (maximal in width, then height), as solid blocks."""
        blocks = []
        for x, y in sorted(self.wall_squares, key=lambda sq: (sq[1], sq[0])):
            width = 1
            while (x + width, y) in self.wall_squares:
                width += 1
            height = 1
            while all((x + i, y + height) in self.wall_squares for i in range(width)):
                height += 1
            blocks.append(Rect(x, y, x + width, y + height))
        return blocks

    def thin_wall_segments(self, open_doors: frozenset[Edge]) -> list[Segment]:
        """Walls along edges and closed doors (not the outline of wall squares)."""
        edges = set(self.wall_edges) | {d for d in self.doors if d not in open_doors}
        return _merge([edge_segment(e) for e in sorted(edges)])

    def wall_segments(self, open_doors: frozenset[Edge]) -> list[Segment]:
        """Every wall as closed unit segments: wall edges, closed doors, and the outline of
        wall squares (a line reaches inside a wall square only through its outline)."""
        edges: set[Edge] = set(self.wall_edges)
        edges.update(d for d in self.doors if d not in open_doors)
        for x, y in self.wall_squares:
            edges.update({("h", x, y), ("h", x, y + 1), ("v", x, y), ("v", x + 1, y)})
        return _merge([edge_segment(e) for e in sorted(edges)])

    # --- movement ---------------------------------------------------------------------------

    def step_problem(
        self, a: Square, b: Square, open_doors: frozenset[Edge]
    ) -> tuple[str, str] | None:
        """Why a one-square step from a to b is impossible (message, rule key), or None."""
        dx, dy = b[0] - a[0], b[1] - a[1]
        if max(abs(dx), abs(dy)) != 1:
            return (f"{square_name(b)} nie sąsiaduje z {square_name(a)}", "movement")
        if not self.inside(b):
            return (f"{square_name(b)} leży poza mapą", "movement")
        kind = self.kind(b)
        if kind == "wall":
            return (f"{square_name(b)} to ściana: ściany blokują ruch", "walls")
        if kind == "pit":
            return (f"{square_name(b)} to zagłębienie: zagłębienia blokują ruch", "pits")
        if dx and dy:
            corner = (max(a[0], b[0]), max(a[1], b[1]))
            if corner in self.wall_points(open_doors):
                return (
                    f"ruch po przekątnej z {square_name(a)} na {square_name(b)} przez róg "
                    "lub koniec ściany jest niedozwolony",
                    "corners",
                )
            return None
        edge = edge_between(a, b)
        assert edge is not None
        if edge in self.wall_edges:
            return (f"między {square_name(a)} a {square_name(b)} stoi ściana", "walls")
        if edge in self.doors and edge not in open_doors:
            return (
                f"drzwi między {square_name(a)} a {square_name(b)} są zamknięte "
                "(zamknięte drzwi traktuje się jak ściany)",
                "doors",
            )
        return None

    def step_cost(self, a: Square, b: Square) -> int:
        """Diagonal steps cost 2; entering difficult terrain or a low object doubles the cost."""
        base = 2 if a[0] != b[0] and a[1] != b[1] else 1
        return base * 2 if self.kind(b) in ("difficult", "low") else base

    # --- range ------------------------------------------------------------------------------

    def distances(
        self, sources: Sequence[Square], open_doors: frozenset[Edge], limit: int | None = None
    ) -> dict[Square, int]:
        """Range from the source squares to every square, counted around walls (orthogonal
        steps; a diagonal counts as 2, the same as going round the corner)."""
        dist: dict[Square, int] = {s: 0 for s in sources}
        queue = deque(sources)
        while queue:
            sq = queue.popleft()
            d = dist[sq]
            if limit is not None and d >= limit:
                continue
            x, y = sq
            for nb in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if nb in dist or not self.inside(nb) or self.kind(nb) == "wall":
                    continue
                edge = edge_between(sq, nb)
                assert edge is not None
                if self.blocked_edge(edge, open_doors):
                    continue
                dist[nb] = d + 1
                queue.append(nb)
        return dist


def _merge(segments: list[Segment]) -> list[Segment]:
    """Join collinear unit segments that touch end to end (fewer segments to test)."""
    horizontal: dict[int, list[tuple[int, int]]] = {}
    vertical: dict[int, list[tuple[int, int]]] = {}
    for s in segments:
        (ax, ay), (bx, by) = (int(s.a[0]), int(s.a[1])), (int(s.b[0]), int(s.b[1]))
        if ay == by:
            horizontal.setdefault(ay, []).append((min(ax, bx), max(ax, bx)))
        else:
            vertical.setdefault(ax, []).append((min(ay, by), max(ay, by)))
    out: list[Segment] = []
    for y, spans in horizontal.items():
        for lo, hi in _join(spans):
            out.append(Segment((lo, y), (hi, y)))
    for x, spans in vertical.items():
        for lo, hi in _join(spans):
            out.append(Segment((x, lo), (x, hi)))
    return out


def _join(spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    joined: list[tuple[int, int]] = []
    for lo, hi in sorted(spans):
        if joined and lo <= joined[-1][1]:
            joined[-1] = (joined[-1][0], max(joined[-1][1], hi))
        else:
            joined.append((lo, hi))
    return joined


def footprint(anchor: Square, size: int) -> list[Square]:
    """The squares a figure of side `size` occupies with its top-left square at `anchor`."""
    return [(anchor[0] + i, anchor[1] + j) for j in range(size) for i in range(size)]


def footprint_rect(anchor: Square, size: int) -> Rect:
    return Rect(anchor[0], anchor[1], anchor[0] + size, anchor[1] + size)


def touching(a: Rect, b: Rect) -> bool:
    """The rectangles share at least a corner and do not overlap."""
    return a.x0 <= b.x1 and b.x0 <= a.x1 and a.y0 <= b.y1 and b.y0 <= a.y1


def parse_rows(rows: Sequence[str]) -> tuple[int, int, dict[Square, str], list[str]]:
    """The ASCII map: one string per row, one character per square (see TERRAIN)."""
    problems: list[str] = []
    width = max((len(r) for r in rows), default=0)
    terrain: dict[Square, str] = {}
    for y, row in enumerate(rows):
        if len(row) != width:
            problems.append(f"wiersz {y + 1} ma {len(row)} pól zamiast {width}")
        for x, ch in enumerate(row):
            kind = TERRAIN.get(ch)
            if kind is None:
                problems.append(
                    f"wiersz {y + 1}, pole {square_name((x, y))}: nieznany znak {ch!r} "
                    f"(dozwolone: {' '.join(TERRAIN)})"
                )
            elif kind != "open":
                terrain[(x, y)] = kind
    return width, len(rows), terrain, problems
