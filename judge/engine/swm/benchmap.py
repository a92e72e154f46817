"""A fixed map for `judge bench engine` (Miniatures): line of sight and cover timed on it."""

from __future__ import annotations

import random
import time

from judge.engine.swm import geometry
from judge.engine.swm.grid import Grid, footprint_rect

SIZE = 24
SQUARES = 30


def bench_grid() -> Grid:
    """A 24×24 map with wall blocks, thin walls and low objects placed by a fixed seed."""
    rng = random.Random(17)
    terrain: dict[tuple[int, int], str] = {}
    for _ in range(40):
        terrain[(rng.randrange(SIZE), rng.randrange(SIZE))] = rng.choice(
            ("wall", "low", "difficult")
        )
    edges = set()
    for _ in range(40):
        x, y = rng.randrange(1, SIZE), rng.randrange(SIZE)
        edges.add(("v", x, y) if rng.random() < 0.5 else ("h", y, x))
    return Grid(SIZE, SIZE, terrain, frozenset(edges))


def sight_pairs_ms() -> tuple[float, float, int]:
    """(median ms of one line of sight, median ms of one cover check, pairs) over every pair
    of 30 open squares of the bench map."""
    grid = bench_grid()
    rng = random.Random(5)
    open_squares = [sq for sq in grid.squares() if grid.kind(sq) == "open"]
    chosen = rng.sample(open_squares, SQUARES)
    walls = grid.wall_segments(frozenset())
    obstacles = [
        footprint_rect(sq, 1).corners() for sq, k in grid.terrain.items() if k != "difficult"
    ]
    obstacles += [[s.a, s.b] for s in grid.thin_wall_segments(frozenset())]
    los_times, cover_times = [], []
    reach = 4 * SIZE + 4
    for i, a in enumerate(chosen):
        for b in chosen[i + 1 :]:
            ra, rb = footprint_rect(a, 1), footprint_rect(b, 1)
            start = time.perf_counter()
            geometry.line_of_sight(ra, rb, walls, grid.wall_blocks)
            los_times.append(time.perf_counter() - start)
            start = time.perf_counter()
            for corner in ra.corners():
                if not geometry.covered_from(corner, rb, obstacles, reach):
                    break
            cover_times.append(time.perf_counter() - start)
    los_times.sort()
    cover_times.sort()
    return (
        los_times[len(los_times) // 2] * 1000,
        cover_times[len(cover_times) // 2] * 1000,
        len(los_times),
    )
