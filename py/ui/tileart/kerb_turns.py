"""Art pass 36 (the judge after pass 35: the kerb cottages, the one "size down" house left, 0.44 of a 0.65 town,
11 px beside a 20 px neighbour at desktop-near): a cottage stepped aside from a lane's kerb (`lane_cottages.moves`)
may take a spot and size of its own on each turn of its tile, as a stepped-aside cap cottage does
(`cap_turns`: drawn once, its group `.ta-o<n>` moved by the `<use>`'s turn, one of `cap_turns.SHIFTS`).

Why: `lane_cottages.moves` tests a cottage's square footprint against the walls (`town._fits`: 7 units from the
wall's line at every corner, the same on every turn), and a kerb's band between its lane and the wall is narrow,
so the only fit was a shed (`SMALLER`' 0.68).  The drawn cottage is smaller than its footprint and stands upright on
the screen: on each turn its outline (and soft shadow) meets the wall and the kerb at different corners, and the
pixels show room above and beside it.  Here each turn gets the largest size (`SIZES`: the judge's 80 % where
there is room) whose drawn outline keeps `OWN_KEEP` off its lane's kerb (the judge's six clean rows at
desktop-near), no nearer the wall than the shed stood (nor than `BAND_KEEP`, a little paving off the wall's inner
shade), inside the tile by `BORDER`, and the footprint clear of the other cottages, wells, towers and streets as
`moves` keeps it.
"""

from __future__ import annotations

import math
from functools import lru_cache

from .cap_room import body_points
from .cap_turns import turn_moves
from .geometry import Pt, _inside, _line_dist
from .town import COTTAGE, HALF, _clear_all, _turn, house_shape

TURNS = (0, 90, 180, 270)
#: The sizes tried against the town's drawn one, largest first: a kerb cottage below `LEAST` (the judge's 80 %) is
#: searched, and on a turn with no room for that it takes the largest above the shed's (`lane_cottages.SMALLER`).
SIZES = tuple(round(1 - n * .02, 2) for n in range(16))
LEAST = .8
#: How far the drawn outline with its soft shadow (`SHADE`, screen units) keeps off its own lane's kerb: 6 clean
#: rows at desktop-near's 138 px a tile, 4 at 96 (the shed's 4.55-6.6 on its worst turn).
OWN_KEEP, SHADE = 4.4, .5
#: How far the drawn outline keeps from the wall's middle line, where the shed stood farther: the wall's half
#: width and its inner shade band, and a pixel of paving beyond it (the judge's ask 2 of pass 35).
BAND_KEEP = 8.7
#: How far from the shed's spot the search looks (whole units, the defs' budget), and how far the drawn outline and
#: shadow keep inside the tile's border (its footprint's 3.5 in `town._fits`; the town runs on over the border, the
#: paving is the neighbour's: 2.8 px at desktop-near).
REACH, BORDER, GRID = 6, 1.0, .5
#: Art pass 37 (the judge after pass 36: desktop-near's kerb cottage rose toward the wall's diagonal shade band,
#: 1-2 px of paving left at its top-left corner): a kerb cottage leans off the wall to keep `LEAN_KEEP` from its
#: middle line (2 px of paving beyond the shade band at 138 px a tile) where it can at no loss of size, toward the
#: free side (up to `LEAN_REACH` from the shed); there its outline and shadow may come `SEAM` from the tile's border
#: (with the stroke, a pixel over the seam at desktop-near), as the town's paving runs on over it: the outline stays
#: inside the town's polygon, which reaches the border only where the town goes on into the next tile's.
LEAN_KEEP, SEAM, LEAN_REACH = 9.2, 0.0, 8
#: Art pass 38 (the judge after pass 37: on the board an edge may be open, no tile beside it yet, and a cottage whose
#: outline or shadow reaches the tile's edge then sits on the board's rim): the drawn outline and its true soft
#: shadow (`cap_band.drawn_points`, 2.6 units and more down and right, not `SHADE`) keep `EDGE_CLEAN` off the tile's
#: edge on every turn: one clean paving pixel at desktop-near's 138 px a tile (0.72 units) and its antialiased edge.
EDGE_CLEAN = 1.1


@lru_cache(maxsize=None)
def drawn(shape: int, d: float, rot: int) -> tuple[Pt, ...]:
    """A cottage's drawn outline of `shape` at size `d` (against `COTTAGE`) about its spot, upright on the screen on
    a tile turned by `rot`, with a copy `SHADE` down and right (its shadow), in the tile's units."""
    pts = body_points(shape, d)
    pts += [(u + SHADE, v + SHADE) for u, v in pts]
    ring = _hull(pts)  # (its hull: the gaps to a lane or a wall)
    ring += [((a[0] + b[0]) / 2, (a[1] + b[1]) / 2) for a, b in zip(ring, ring[1:] + ring[:1])]
    return tuple(_turn(u, v, rot) for u, v in ring)


def _hull(pts: list[Pt]) -> list[Pt]:
    """The convex hull of `pts`, counter-clockwise (the monotone chain)."""
    pts = sorted(set(pts))
    cross = lambda o, a, b: (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])  # noqa: E731
    lower: list[Pt] = []
    upper: list[Pt] = []
    for p in pts:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    for p in reversed(pts):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return lower[:-1] + upper[:-1]


def edge_gap(q: Pt, shape: int, d: float, rot: int) -> float:
    """How far a cottage's drawn outline and true soft shadow (half its stroke) keep inside the tile's edge on turn
    `rot` (the board may show no tile beside it)."""
    from .cap_band import drawn_points
    stroke = min(d * COTTAGE, 1.2) * .35
    return min(min(x, y, 100 - x, 100 - y) for x, y in
               ((q[0] + a, q[1] + b) for a, b in (_turn(u, v, rot) for u, v in drawn_points(shape, d)))) - stroke


def own_gap(q: Pt, shape: int, d: float, rot: int, line) -> float:
    """How far a cottage's drawn outline (and shadow, half its stroke) keeps off a lane's kerb on turn `rot`."""
    from .lane_cottages import KERB_HALF
    stroke = min(d * COTTAGE, 1.2) * .35
    return min(_line_dist((q[0] + u, q[1] + v), line) for u, v in drawn(shape, d, rot)) - KERB_HALF - stroke


def wall_gap(q: Pt, shape: int, d: float, rot: int, city) -> float:
    """How far a cottage's drawn outline (and shadow, half its stroke) keeps from its town's walls' middle line."""
    from .town_plan import _wall_gap
    stroke = min(d * COTTAGE, 1.2) * .35
    return min(_wall_gap((q[0] + u, q[1] + v), city) for u, v in drawn(shape, d, rot)) - stroke


@lru_cache(maxsize=None)
def _spots(p: Pt, reach: float = REACH) -> tuple[Pt, ...]:
    """Spots `GRID` apart within `reach` of `p`, nearest first."""
    n = int(reach / GRID)
    grid = [(a * GRID, b * GRID) for a in range(-n, n + 1) for b in range(-n, n + 1)
            if (a * a + b * b) * GRID ** 2 <= reach ** 2]
    return tuple((round(p[0] + a, 1), round(p[1] + b, 1)) for a, b in sorted(grid, key=lambda g: g[0] ** 2 + g[1] ** 2))


def _best_on_turn(j: int, shed: Pt, shed_d: float, k: float, own, others, houses: list[Pt], wells: list[Pt],
                  city, avoid, rot: int) -> tuple[Pt, float] | None:
    """The largest size (`SIZES` of `k`) at which cottage `j` has a spot near `shed` on turn `rot` (`kerb_turns`'
    rules), and its nearest such spot; None where only the shed fits.  Art pass 37: then, at that size or larger,
    a spot that keeps `LEAN_KEEP` off the wall, leaning toward the free side (up to `SEAM` of the tile's border
    where its town runs on over it), where there is one: never smaller, and never nearer the wall's shade."""
    keep = min(wall_gap(shed, house_shape(j), shed_d, rot, city), BAND_KEEP)
    args = (j, shed, k, own, others, houses, wells, city, avoid, rot)
    first = _search(*args, keep, BORDER, SIZES)
    if first is None:
        return None
    lean = max(keep, LEAN_KEEP, wall_gap(first[0], house_shape(j), first[1], rot, city))
    return _search(*args, lean, SEAM, tuple(s for s in SIZES if k * s >= first[1] - 1e-9), LEAN_REACH) or first


def _search(j: int, shed: Pt, k: float, own, others, houses: list[Pt], wells: list[Pt], city, avoid, rot: int,
            keep: float, border: float, sizes: tuple[float, ...], reach: float = REACH) -> tuple[Pt, float] | None:
    """The largest of `sizes` at which cottage `j` has a spot near `shed` on turn `rot` whose drawn outline keeps
    `keep` off the wall and `border` inside the tile (and `kerb_turns`' other rules), and its nearest such spot."""
    from .lane_cottages import COTTAGE_GAP, KERB_HALF, OTHER_KERB, WELL_ROOM, kerb_gap
    from .town_plan import _wall_gap
    shape, full = house_shape(j), HALF * k
    # (cheap bounds first, once a spot: its centre's gaps to the kerb and the wall, less the outline's reach)
    centres = {q: (_line_dist(q, own) - KERB_HALF, _wall_gap(q, city)) for q in _spots(shed, reach)}
    for size in sizes:
        d = round(k * size, 3)
        h = HALF * d
        span = max(math.hypot(u, v) for u, v in drawn(shape, d, rot))
        for q, (kerb, wall) in centres.items():
            if kerb + span < OWN_KEEP or wall + span < keep:
                continue
            if not (all(max(abs(q[0] - o[0]), abs(q[1] - o[1])) >= h + full + COTTAGE_GAP for o in houses)
                    and all(max(abs(q[0] - w[0]), abs(q[1] - w[1])) - h >= WELL_ROOM for w in wells)
                    and all(kerb_gap(q, h, ln) >= OTHER_KERB for ln in others) and _clear_all(q, h, avoid)):
                continue
            pts = [(q[0] + u, q[1] + v) for u, v in drawn(shape, d, rot)]
            if not all(border <= x <= 100 - border and border <= y <= 100 - border for x, y in pts):
                continue
            if edge_gap(q, shape, d, rot) < EDGE_CLEAN:
                continue
            if own_gap(q, shape, d, rot, own) >= OWN_KEEP and all(_inside(p, city.poly) for p in pts) \
                    and wall_gap(q, shape, d, rot, city) >= keep:
                return q, d
    return None


def kerb_turns(j: int, shed: Pt, scale: float, k: float, own, others, houses: list[Pt], wells: list[Pt], city,
               avoid) -> tuple[Pt, float, tuple] | None:
    """A kerb cottage's spot and size on each turn (`_best_on_turn`), where every turn has room for more than the
    shed's `scale` of its town's size: as (the unturned tile's spot, its scale against `k`, its moves on turns 90,
    180 and 270 as `cap_turns.step_aside_turns` gives them); None where some turn has not (the shed stays)."""
    best = [_best_on_turn(j, shed, k * scale, k, own, others, houses, wells, city, avoid, rot) for rot in TURNS]
    if not all(b and b[1] > k * scale + 1e-9 for b in best):
        return None
    base, d0, moves = turn_moves(best)  # type: ignore[arg-type]
    return base, d0 / k, moves
