"""Exact plane geometry for the grid: segments, rectangles, line of sight and cover.

The rulebook defines line of sight and cover with lines drawn between *any points* of squares,
not between centres, and says that a line which only touches a wall or runs along it does not
count (SWM Zasady › Linia wzroku; › Osłona i linia wzroku). Those are statements about open and
closed sets of the plane, so they are computed here exactly, with rational arithmetic
(`fractions.Fraction`), never by sampling:

* **Line of sight** between two rectangles A and B (the squares two figures occupy) among closed
  wall segments W: is there a segment from a point of A to a point of B that does not meet W
  at all? The clear segments form an open set, so if one exists, one exists through the
  interiors of A and B. Lines are classified by which side of each *critical point* (a corner
  of A or B, an end of a wall, a crossing of two segments; all lattice points) they pass: inside
  one cell of that arrangement the answer cannot change, and every cell has on its boundary a
  line through two critical points. So every line through two critical points is tilted by a
  provably tiny angle about every gap between the critical points it contains, both ways; one
  of these lines is clear if and only if a clear segment exists (`line_of_sight`).
* **Cover** from one corner c of the attacker's square: does some line from c to a point of the
  target's square pass through an obstacle (a figure, a wall, a low object)? A line that only
  touches an obstacle does not count, so the question is whether the points of the target
  reached *through* an obstacle fill an area: the shadow an obstacle casts from c (the convex
  hull of the obstacle and its image scaled about c) must overlap the target's square with a
  positive area (`covered_from`). A shadow of zero area (a wall edge seen end-on, c on the line
  of a wall) is a line that runs along a wall: it gives no cover.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations, pairwise

Number = int | Fraction
Point = tuple[Number, Number]


@dataclass(frozen=True, slots=True)
class Rect:
    """An axis-aligned closed rectangle [x0, x1] × [y0, y1] (lattice coordinates)."""

    x0: int
    y0: int
    x1: int
    y1: int

    def corners(self) -> list[Point]:
        return [(self.x0, self.y0), (self.x1, self.y0), (self.x1, self.y1), (self.x0, self.y1)]

    def edges(self) -> list[Segment]:
        a, b, c, d = self.corners()
        return [Segment(a, b), Segment(b, c), Segment(c, d), Segment(d, a)]

    def lattice_points(self) -> list[Point]:
        return [(x, y) for x in range(self.x0, self.x1 + 1) for y in range(self.y0, self.y1 + 1)]

    def center(self) -> Point:
        return (Fraction(self.x0 + self.x1, 2), Fraction(self.y0 + self.y1, 2))


@dataclass(frozen=True, slots=True)
class Segment:
    """A closed segment between two points."""

    a: Point
    b: Point


def cross(o: Point, a: Point, b: Point) -> Number:
    """The z component of (a - o) × (b - o): > 0 when o, a, b turn counter-clockwise."""
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def _on_segment(p: Point, s: Segment) -> bool:
    """p is on s, given that p is collinear with s."""
    return min(s.a[0], s.b[0]) <= p[0] <= max(s.a[0], s.b[0]) and min(s.a[1], s.b[1]) <= p[
        1
    ] <= max(s.a[1], s.b[1])


def segments_meet(s: Segment, t: Segment) -> bool:
    """Whether two closed segments have a point in common (touching counts)."""
    d1 = cross(t.a, t.b, s.a)
    d2 = cross(t.a, t.b, s.b)
    d3 = cross(s.a, s.b, t.a)
    d4 = cross(s.a, s.b, t.b)
    if ((d1 > 0 and d2 < 0) or (d1 < 0 and d2 > 0)) and (
        (d3 > 0 and d4 < 0) or (d3 < 0 and d4 > 0)
    ):
        return True
    return (
        (d1 == 0 and _on_segment(s.a, t))
        or (d2 == 0 and _on_segment(s.b, t))
        or (d3 == 0 and _on_segment(t.a, s))
        or (d4 == 0 and _on_segment(t.b, s))
    )


def _clip_line(p: Point, d: Point, r: Rect) -> tuple[Fraction, Fraction] | None:
    """The parameters [t0, t1] where the line p + t·d is inside the closed rectangle r."""
    lo: Fraction | None = None
    hi: Fraction | None = None
    for pc, dc, low, high in ((p[0], d[0], r.x0, r.x1), (p[1], d[1], r.y0, r.y1)):
        if dc == 0:
            if pc < low or pc > high:
                return None
            continue
        t_a = Fraction(low - pc) / dc
        t_b = Fraction(high - pc) / dc
        if t_a > t_b:
            t_a, t_b = t_b, t_a
        lo = t_a if lo is None else max(lo, t_a)
        hi = t_b if hi is None else min(hi, t_b)
    if lo is None or hi is None:  # d == (0, 0): not a line
        return None
    return (lo, hi) if lo <= hi else None


def _at(p: Point, d: Point, t: Fraction) -> Point:
    return (p[0] + t * d[0], p[1] + t * d[1])


def _portion(p: Point, d: Point, a: Rect, b: Rect) -> Segment | None:
    """The part of the line p + t·d between where it leaves A and where it enters B, when it
    crosses the interiors of both (a chord of positive length in each); else None."""
    ca = _clip_line(p, d, a)
    cb = _clip_line(p, d, b)
    if ca is None or cb is None or ca[0] == ca[1] or cb[0] == cb[1]:
        return None
    if ca[1] <= cb[0]:
        return Segment(_at(p, d, ca[1]), _at(p, d, cb[0]))
    if cb[1] <= ca[0]:
        return Segment(_at(p, d, cb[1]), _at(p, d, ca[0]))
    return None  # the rectangles overlap: not two squares of a grid


def _clear(s: Segment, walls: Sequence[Segment]) -> bool:
    return not any(segments_meet(s, w) for w in walls)


def _clip_segment(s: Segment, box: Rect) -> Segment | None:
    d = (s.b[0] - s.a[0], s.b[1] - s.a[1])
    if d == (0, 0):
        inside = box.x0 <= s.a[0] <= box.x1 and box.y0 <= s.a[1] <= box.y1
        return s if inside else None
    clipped = _clip_line(s.a, d, box)
    if clipped is None:
        return None
    t0, t1 = max(clipped[0], Fraction(0)), min(clipped[1], Fraction(1))
    if t0 > t1:
        return None
    return Segment(_at(s.a, d, t0), _at(s.a, d, t1))


def _intersection_point(s: Segment, t: Segment) -> Point | None:
    """The crossing point of two non-parallel segments' lines, if it lies on both."""
    d1 = (s.b[0] - s.a[0], s.b[1] - s.a[1])
    d2 = (t.b[0] - t.a[0], t.b[1] - t.a[1])
    denominator = d1[0] * d2[1] - d1[1] * d2[0]
    if denominator == 0:
        return None
    u = Fraction((t.a[0] - s.a[0]) * d2[1] - (t.a[1] - s.a[1]) * d2[0]) / denominator
    point = _at(s.a, d1, u)
    if 0 <= u <= 1 and segments_meet(Segment(point, point), t):
        return point
    return None


def _bounding_box(a: Rect, b: Rect) -> Rect:
    return Rect(min(a.x0, b.x0), min(a.y0, b.y0), max(a.x1, b.x1), max(a.y1, b.y1))


def line_of_sight(a: Rect, b: Rect, walls: Sequence[Segment], solids: Sequence[Rect] = ()) -> bool:
    """Whether some segment from a point of A to a point of B meets no wall (see the module
    doc; touching a wall's corner or running along a wall blocks). `solids` are blocks of
    wall squares (their outlines are among `walls`): they only speed up a refusal."""
    return sight_line(a, b, walls, solids) is not None


def sight_line(
    a: Rect, b: Rect, walls: Sequence[Segment], solids: Sequence[Rect] = ()
) -> Segment | None:
    """A segment between the interiors' boundaries of A and B that meets no wall (the
    witness of line of sight: the site draws it), or None when there is no line of sight."""
    box = _bounding_box(a, b)
    near = [c for c in (_clip_segment(w, box) for w in walls) if c is not None]
    scaled = [Segment(_x8(w.a), _x8(w.b)) for w in near]
    for p, q in _sample_pairs(a, b):  # integers: the plane scaled by 8
        if not any(segments_meet(Segment(p, q), w) for w in scaled):
            p0 = (Fraction(p[0], 8), Fraction(p[1], 8))
            q0 = (Fraction(q[0], 8), Fraction(q[1], 8))
            return _portion(p0, (q0[0] - p0[0], q0[1] - p0[1]), a, b)
    if not near or any(_separates(w, a, b) for w in near):
        return None
    if any(_blocks_all(r, a, b) for r in solids):
        return None
    return _search_clear_line(a, b, near, box)


def _x8(p: Point) -> Point:
    return (int(p[0] * 8), int(p[1] * 8))


def _sample_pairs(a: Rect, b: Rect) -> Iterable[tuple[Point, Point]]:
    """Interior points of A and B in the plane scaled by 8 (integers): centre to centre
    first, then a 3×3 grid of points (1/8, 1/2, 7/8 across). Most lines of sight are found
    here, before the exact search."""

    def points(r: Rect) -> list[Point]:
        xs = [8 * r.x0 + 1, 4 * (r.x0 + r.x1), 8 * r.x1 - 1]
        ys = [8 * r.y0 + 1, 4 * (r.y0 + r.y1), 8 * r.y1 - 1]
        centre: Point = (xs[1], ys[1])
        grid: list[Point] = [(x, y) for x in xs for y in ys if (x, y) != centre]
        return [centre, *grid]

    for p in points(a):
        for q in points(b):
            yield p, q


def _meets_rect(s: Segment, r: Rect) -> bool:
    inside = any(r.x0 <= p[0] <= r.x1 and r.y0 <= p[1] <= r.y1 for p in (s.a, s.b))
    return inside or any(segments_meet(s, e) for e in r.edges())


def _blocks_all(r: Rect, a: Rect, b: Rect) -> bool:
    """A solid convex block meets every segment from A to B when it meets the 16 segments
    between their corners (the points a segment from a fixed end must pass to meet a convex
    block form a convex set: corners in it, the whole rectangle in it)."""
    return all(_meets_rect(Segment(p, q), r) for p in a.corners() for q in b.corners())


def _separates(w: Segment, a: Rect, b: Rect) -> bool:
    """One wall blocks every segment from A to B: A and B lie on opposite sides of its line and
    every corner-to-corner segment meets it (the hull of A ∪ B crosses the line inside it)."""
    sides_a = [cross(w.a, w.b, p) for p in a.corners()]
    sides_b = [cross(w.a, w.b, q) for q in b.corners()]
    if not ((max(sides_a) <= 0 and min(sides_b) >= 0) or (min(sides_a) >= 0 and max(sides_b) <= 0)):
        return False
    return all(segments_meet(Segment(p, q), w) for p in a.corners() for q in b.corners())


def _critical_points(a: Rect, b: Rect, walls: Sequence[Segment]) -> list[Point]:
    segments = [*a.edges(), *b.edges(), *walls]
    points: set[Point] = set(a.corners()) | set(b.corners())
    for w in walls:
        points.add(w.a)
        points.add(w.b)
    for s, t in combinations(segments, 2):
        hit = _intersection_point(s, t)
        if hit is not None:
            points.add(hit)
    return sorted(points)


def _primitive(d: tuple[Number, Number]) -> tuple[int, int]:
    """The direction d as the shortest integer vector (critical points are lattice points)."""
    from math import gcd

    x, y = int(d[0]), int(d[1])
    g = gcd(x, y) or 1
    x, y = x // g, y // g
    if x < 0 or (x == 0 and y < 0):
        x, y = -x, -y
    return x, y


def _search_clear_line(a: Rect, b: Rect, walls: Sequence[Segment], box: Rect) -> Segment | None:
    points = _critical_points(a, b, walls)
    size = (box.x1 - box.x0) + (box.y1 - box.y0) + 2
    delta = Fraction(1, 2 * size * size + 2)  # tilt small enough to cross no other point
    seen: set[tuple[int, int, Number]] = set()
    corners = set(a.corners()) | set(b.corners())
    ends = {w.a for w in walls} | {w.b for w in walls}
    pairs = sorted(
        combinations(points, 2),
        key=lambda uv: (
            0
            if (uv[0] in corners) != (uv[1] in corners) and (uv[0] in ends or uv[1] in ends)
            else 1
        ),
    )
    for u, v in pairs:
        d = _primitive((v[0] - u[0], v[1] - u[1]))
        key = (d[0], d[1], d[1] * u[0] - d[0] * u[1])
        if key in seen:
            continue
        seen.add(key)
        if _clip_line(u, d, a) is None or _clip_line(u, d, b) is None:
            continue
        on_line = sorted(
            (p for p in points if cross(u, (u[0] + d[0], u[1] + d[1]), p) == 0),
            key=lambda p: p[0] * d[0] + p[1] * d[1],
        )
        for pivot in _pivots(on_line, d):
            normal = (-d[1], d[0])
            for sign in (1, -1):
                tilted = (d[0] + sign * delta * normal[0], d[1] + sign * delta * normal[1])
                chord = _portion(pivot, tilted, a, b)
                if chord is not None and _clear(chord, walls):
                    return chord
    return None


def _pivots(on_line: Sequence[Point], d: tuple[int, int]) -> Iterable[Point]:
    """A point in every gap between consecutive critical points of a line, and one before the
    first and one after the last (half a step away)."""
    first, last = on_line[0], on_line[-1]
    yield (first[0] - Fraction(d[0], 2), first[1] - Fraction(d[1], 2))
    for p, q in pairwise(on_line):
        yield (Fraction(p[0] + q[0], 2), Fraction(p[1] + q[1], 2))
    yield (last[0] + Fraction(d[0], 2), last[1] + Fraction(d[1], 2))


# --- cover -----------------------------------------------------------------------------------


def _hull(points: Iterable[Point]) -> list[Point]:
    """Convex hull (counter-clockwise, Andrew's monotone chain), exact."""
    pts = sorted(set(points))
    if len(pts) <= 2:
        return pts
    lower: list[Point] = []
    for p in pts:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    upper: list[Point] = []
    for p in reversed(pts):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return lower[:-1] + upper[:-1]


def _clip_to_rect(poly: list[Point], r: Rect) -> list[Point]:
    """Sutherland–Hodgman clipping of a convex polygon by the four sides of r."""
    planes = ((0, r.x0, 1), (0, r.x1, -1), (1, r.y0, 1), (1, r.y1, -1))
    out = poly
    for axis, bound, sign in planes:
        if not out:
            break
        clipped: list[Point] = []
        for i, p in enumerate(out):
            q = out[(i + 1) % len(out)]
            p_in = sign * (p[axis] - bound) >= 0
            q_in = sign * (q[axis] - bound) >= 0
            if p_in:
                clipped.append(p)
            if p_in != q_in:
                t = Fraction(bound - p[axis]) / (q[axis] - p[axis])
                clipped.append((p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])))
        out = clipped
    return out


def _area2(poly: Sequence[Point]) -> Number:
    total = Fraction(0)
    for i, p in enumerate(poly):
        q = poly[(i + 1) % len(poly)]
        total += p[0] * q[1] - q[0] * p[1]
    return abs(total)


def shadow(c: Point, vertices: Sequence[Point], reach: int) -> list[Point]:
    """The points reached from c by a line that passes through the convex obstacle with these
    vertices (the obstacle itself and what lies behind it), cut `reach` times further out."""
    far = [(c[0] + reach * (v[0] - c[0]), c[1] + reach * (v[1] - c[1])) for v in vertices]
    return _hull([*vertices, *far])


def blocks_from(c: Point, obstacle: Sequence[Point], target: Rect, reach: int) -> bool:
    """Whether lines from c through the obstacle reach an area (not just a line) of the target."""
    # segments from c to the target stay in the box of both: an obstacle outside it (or only
    # touching it) cannot be crossed
    x0, x1 = min(c[0], target.x0), max(c[0], target.x1)
    y0, y1 = min(c[1], target.y0), max(c[1], target.y1)
    xs = [p[0] for p in obstacle]
    ys = [p[1] for p in obstacle]
    if max(xs) < x0 or min(xs) > x1 or max(ys) < y0 or min(ys) > y1:
        return False
    poly = shadow(c, obstacle, reach)
    if len(poly) < 3:
        return False
    clipped = _clip_to_rect(poly, target)
    return len(clipped) >= 3 and _area2(clipped) > 0


def covered_from(
    c: Point, target: Rect, obstacles: Sequence[Sequence[Point]], reach: int
) -> list[int]:
    """The indexes of the obstacles through which some lines from corner c reach an area of
    the target (empty: no cover from this corner)."""
    return [i for i, ob in enumerate(obstacles) if blocks_from(c, ob, target, reach)]
