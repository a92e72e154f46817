"""Line of sight, adjacency and cover on the grid, row by row from the rulebook's text.

Each row quotes the sentence of `swm-rules` it comes from (the seed has no diagrams: every
statement about what blocks sight or gives cover is turned into a small board). Maps are ASCII
(`#` wall, `o` low object, `~` difficult terrain, `O` pit); `A` is the attacker's square and
`T` the target's, `F` another figure; thin walls and doors are given as edges.
"""

from __future__ import annotations

import random
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from judge.engine.swm import geometry
from judge.engine.swm.geometry import Rect, Segment
from judge.engine.swm.grid import Grid, footprint_rect, parse_rows, touching

# (quote, rows, thin walls [(kind, i, j)], closed doors, expected sight, expected cover)
# cover None: not asked (no sight, or adjacent rows checked separately)
ROWS: list[
    tuple[str, list[str], list[tuple[str, int, int]], list[tuple[str, int, int]], bool, bool | None]
] = [
    (
        "Postacie, niskie obiekty, trudny teren oraz zagłębienia nie blokują linii wzroku. "
        "| Postacie zapewniają osłonę niezależnie czy są sojusznikami czy wrogami.",
        ["AFFT"],
        [],
        [],
        True,
        True,
    ),
    (
        "Postacie, niskie obiekty, trudny teren oraz zagłębienia nie blokują linii wzroku. "
        "| Niskie obiekty zapewniają osłonę dla postaci zajmujących takie pola.",
        ["A.o.T"],
        [],
        [],
        True,
        True,
    ),
    (
        "Atakujący ignoruje niskie obiekty znajdujące się na jego polu i polach bezpośrednio z "
        "nim sąsiadujących. Niskie obiekty znajdujące się na polu atakującego i polach "
        "sąsiadujących nie zapewniają osłony wrogowi.",
        ["Ao..T"],
        [],
        [],
        True,
        False,
    ),
    (
        "Trudny teren nie blokuje linii wzroku. | Trudny teren nie zapewnia osłony.",
        ["A.~~.T"],
        [],
        [],
        True,
        False,
    ),
    (
        "Zagłębienia nie blokują linii wzroku i nie zapewniają osłony.",
        ["A.OO.T"],
        [],
        [],
        True,
        False,
    ),
    (
        "Tylko ściany, zamknięte drzwi oraz duże obiekty traktowane jako ściany blokują linię "
        "wzroku.",
        ["A.#.T", "..#..", "..#.."],
        [],
        [],
        False,
        None,
    ),
    (
        "Tylko ściany, zamknięte drzwi oraz duże obiekty traktowane jako ściany blokują linię "
        "wzroku. (zamknięte drzwi na krawędzi między polami)",
        ["A.T"],
        [],
        [("v", 2, 0)],
        False,
        None,
    ),
    (
        "Linia, która styka się z rogiem ściany lub biegnie po ścianie nie zapewnia linii "
        "wzroku. (jedyne linie przechodzą przez wspólny róg dwóch ścian)",
        ["A#", "#T"],
        [],
        [],
        False,
        None,
    ),
    (
        "Linia, która styka się z rogiem ściany lub biegnie po ścianie nie zapewnia linii "
        "wzroku. (jedyne linie biegną wzdłuż boku ściany)",
        ["...", "A#T"],
        [("h", 0, 1), ("h", 1, 1), ("h", 2, 1)],
        [],
        False,
        None,
    ),
    (
        "Należy przeprowadzić linię z dowolnego punktu pola zajmowanego przez atakującego do "
        "dowolnego punktu pola zajmowanego przez atakowaną postać. (przez szczelinę w murze)",
        ["A.#...", "......", "..#..T"],
        [],
        [],
        True,
        None,
    ),
    (
        "Obi-Wan Kenobi stoi za rogiem ściany. Security Battle Droid posiada linię wzroku do "
        "Obi-Wana, ale ściana zapewnia mu osłonę. | Ściany mogą zapewniać osłonę, (kiedy nie "
        "blokują linii wzroku).",
        ["A.....", "......", "...##T", "...##."],
        [],
        [],
        True,
        True,
    ),
    (
        "Wróg nie posiada osłony, jeśli linia przebiega wzdłuż lub tylko styka się z ścianą lub "
        "innym polem zapewniającym osłonę. (postać obok linii ataku, z rogu widać cel "
        "bez przechodzenia przez nią)",
        [".F.", "A.T"],
        [],
        [],
        True,
        False,
    ),
    (
        "Jeśli inne linie zapewniają linię wzroku, linia biegnąca wzdłuż lub tylko stykają się "
        "z ścianą także nie zapewnia osłony. (ściana wzdłuż górnego boku pól między nimi)",
        ["....", "A..T"],
        [("h", 1, 1), ("h", 2, 1), ("h", 3, 1)],
        [],
        True,
        False,
    ),
    (
        "Jeśli jakaś linia poprowadzona z tego punktu do dowolnego punktu pola zajmowanego "
        "przez wroga przechodzi przez postać, ścianę, lub inne pola zapewniające osłonę, to wróg "
        "posiada osłonę. (postać na ukos między nimi: z każdego rogu)",
        ["A...", ".F..", "...T"],
        [],
        [],
        True,
        True,
    ),
    (
        "Gracz kontrolujący atakującą postać wybiera jeden z rogów pola swojej postaci. "
        "(postać zasłania cel tylko z części rogów: z najlepszego rogu osłony nie ma)",
        ["A.F..", ".....", "....T"],
        [],
        [],
        True,
        False,
    ),
]


def _board(rows: list[str]) -> tuple[Grid, tuple[int, int], tuple[int, int], list[tuple[int, int]]]:
    clean = [r.replace("A", ".").replace("T", ".").replace("F", ".") for r in rows]
    width, height, terrain, problems = parse_rows(clean)
    assert not problems
    find = {
        ch: [(x, y) for y, r in enumerate(rows) for x, c in enumerate(r) if c == ch] for ch in "ATF"
    }
    return Grid(width, height, terrain), find["A"][0], find["T"][0], find["F"]


def _obstacles(
    grid: Grid, walls: list[Segment], a: tuple[int, int], figures: list[tuple[int, int]]
):
    near = {(a[0] + dx, a[1] + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1)}
    out = [footprint_rect(f, 1).corners() for f in figures]
    for sq, kind in grid.terrain.items():
        if kind == "wall" or (kind == "low" and sq not in near):
            out.append(footprint_rect(sq, 1).corners())
    out += [[s.a, s.b] for s in walls]
    return out


def _has_cover(grid: Grid, walls: list[Segment], a, t, figures) -> bool:
    ra, rt = footprint_rect(a, 1), footprint_rect(t, 1)
    if touching(ra, rt):
        return False
    obstacles = _obstacles(grid, walls, a, figures)
    return all(geometry.covered_from(c, rt, obstacles, 200) for c in ra.corners())


@pytest.mark.parametrize(
    ("quote", "rows", "thin", "doors", "sight", "cover"),
    ROWS,
    ids=[f"row{i}" for i in range(len(ROWS))],
)
def test_rulebook_row(quote, rows, thin, doors, sight, cover) -> None:
    grid, a, t, figures = _board(rows)
    grid = Grid(grid.width, grid.height, grid.terrain, frozenset(thin), frozenset(doors))
    walls = grid.wall_segments(frozenset())
    ra, rt = footprint_rect(a, 1), footprint_rect(t, 1)
    assert geometry.line_of_sight(ra, rt, walls) is sight, quote
    assert geometry.line_of_sight(rt, ra, walls) is sight, "line of sight is symmetric"
    if cover is not None:
        thin_only = [s for s in walls if not _outline_of_wall_square(grid, s)]
        assert _has_cover(grid, thin_only, a, t, figures) is cover, quote


def _outline_of_wall_square(grid: Grid, s: Segment) -> bool:
    return False  # wall squares are solid obstacles already; their outline adds nothing


def test_an_open_door_does_not_block() -> None:
    """„Otwarte drzwi nie wpływają na ruch, linię wzroku czy osłonę.”"""
    door = ("v", 2, 0)
    grid = Grid(3, 1, {}, frozenset(), frozenset({door}))
    ra, rt = footprint_rect((0, 0), 1), footprint_rect((2, 0), 1)
    assert not geometry.line_of_sight(ra, rt, grid.wall_segments(frozenset()))
    assert geometry.line_of_sight(ra, rt, grid.wall_segments(frozenset({door})))


def test_no_adjacency_across_a_wall() -> None:
    """„Postacie po przeciwnych stronach ściany nie sąsiadują ze sobą.” (słowniczek: adjacent)"""
    grid = Grid(2, 1, {}, frozenset({("v", 1, 0)}))
    ra, rb = footprint_rect((0, 0), 1), footprint_rect((1, 0), 1)
    assert touching(ra, rb)
    assert not geometry.line_of_sight(ra, rb, grid.wall_segments(frozenset()))


# --- exactness: the search agrees with brute force on random boards ---------------------------


def _sampled_clear(a: Rect, b: Rect, walls: list[Segment], n: int = 7) -> bool:
    """A lower bound: some segment between sample points of the interiors misses every wall."""

    def points(r: Rect):
        return [
            (r.x0 + Fraction(i, n + 1), r.y0 + Fraction(j, n + 1))
            for i in range(1, n + 1)
            for j in range(1, n + 1)
        ]

    for p in points(a):
        for q in points(b):
            if not any(geometry.segments_meet(Segment(p, q), w) for w in walls):
                return True
    return False


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10_000))
def test_sight_is_never_denied_when_a_sample_line_is_clear(seed: int) -> None:
    rng = random.Random(seed)
    terrain = {(rng.randrange(6), rng.randrange(6)): "wall" for _ in range(rng.randrange(1, 6))}
    edges = frozenset(
        ("v", rng.randrange(1, 6), rng.randrange(6))
        if rng.random() < 0.5
        else ("h", rng.randrange(6), rng.randrange(1, 6))
        for _ in range(rng.randrange(0, 6))
    )
    grid = Grid(6, 6, terrain, edges)
    free = [sq for sq in grid.squares() if sq not in terrain]
    a, b = rng.sample(free, 2)
    walls = grid.wall_segments(frozenset())
    ra, rb = footprint_rect(a, 1), footprint_rect(b, 1)
    witness = geometry.sight_line(ra, rb, walls)
    if _sampled_clear(ra, rb, walls):
        assert witness is not None
    if witness is not None:  # a found line is a real one: it misses every wall
        assert not any(geometry.segments_meet(witness, w) for w in walls)
        assert all(_on_boundary(p, r) for p, r in ((witness.a, ra), (witness.b, rb))) or (
            _on_boundary(witness.a, rb) and _on_boundary(witness.b, ra)
        )
    assert (witness is not None) == geometry.line_of_sight(rb, ra, walls)


def _on_boundary(p, r: Rect) -> bool:
    inside = r.x0 <= p[0] <= r.x1 and r.y0 <= p[1] <= r.y1
    edge = p[0] in (r.x0, r.x1) or p[1] in (r.y0, r.y1)
    return inside and edge
