"""The measures `fit_turns` keeps a moved playing-zoom cottage to: the paving between it and the wall's shade band
(`band_loss`, art pass 37) and its gap to the tower dots (`tower_gap`, art pass 38; art pass 39 `TOWER_CLEAR`).

Why (pass 37, the judge after pass 36, ask 2b): a cottage moved on a turn must not come nearer the wall's shade band
than it stood anywhere along the wall, not only at the wall's nearest point (where the wall curves in under it): each
point of the wall lines is measured on its own; within `FIT_BAND` of the wall's middle line the moved outline and
shadow come no nearer any point than the cottage at its spot did, give or take `BAND_SLACK`.
"""

from __future__ import annotations

import math
from functools import lru_cache

from .geometry import Pt, _line_dist, _turn
from .wall import MID_SHADE_EDGE

#: How far (units) the wall's inner shade band shows in from the wall's middle line at fit (desktop-board-fit, 71 px
#: a tile: the band's last pixel x 843 against the wall's line at about x 837.6; `cap_band.BAND_KEEP` at near).
FIT_BAND = 8.1
#: How much nearer (units) than the usual cottage a grown one may come to a point of the wall within `FIT_BAND`:
#: a third of a pixel at fit.
BAND_SLACK = 0.5
#: The spacing (units) of the points the wall lines are walked by.
STEP = 1.0


@lru_cache(maxsize=None)
def wall_points(tile_id: str) -> tuple[Pt, ...]:
    """Every town's wall lines on the tile walked every `STEP` (the tile's frame)."""
    from .layout import _layout
    out: list[Pt] = []
    for city in _layout(tile_id).cities:
        for line in city.wall_lines:
            for (ax, ay), (bx, by) in zip(line, line[1:]):
                n = max(1, math.ceil(math.hypot(bx - ax, by - ay) / STEP))
                out += [(ax + (bx - ax) * i / n, ay + (by - ay) * i / n) for i in range(n + 1)]
    return tuple(out)


def _drawn(p: Pt, scale: float, rot: int) -> list[list[Pt]]:
    """A cottage's outline and its shadow (`far_roofs.MINI_SHADOW` right and down on the screen) at `p`, scale
    `scale`, the tile turned `rot`, as closed polylines in the tile's frame."""
    from .far_roofs import MINI_SHADOW
    from .outline_fit import OUTLINE
    x, y = _turn(p, rot)
    polys = [[_turn((x + u * scale + dx, y + v * scale + dy), -rot % 360) for u, v in OUTLINE]
             for dx, dy in ((0.0, 0.0), MINI_SHADOW)]
    return [poly + poly[:1] for poly in polys]


def band_loss(tile_id: str, p: Pt, q: Pt, scale: float, rot: int, was: float = 1.0) -> float:
    """How much nearer (units) the cottage of `scale` at `q` comes than the one of `was` at `p` to any point of
    the tile's wall lines that either stands within `FIT_BAND` of, outline and shadow each (0 where it comes no
    nearer anywhere)."""
    worst = 0.0
    old, new = _drawn(p, was, rot), _drawn(q, scale, rot)
    for w in wall_points(tile_id):
        if max(abs(w[0] - p[0]), abs(w[1] - p[1])) > FIT_BAND + 20:
            continue
        for was_poly, now_poly in zip(old, new):
            now = _line_dist(w, now_poly)
            if now < FIT_BAND:
                worst = max(worst, min(_line_dist(w, was_poly), FIT_BAND) - now)
    return worst


#: Art pass 38: the tower dot's radius (`draw`: an 11-wide round stroke) and 1 px of paving at fit (0.71 px a unit)
#: plus the dot's antialiased edge (half a pixel).
TOWER_DOT, FIT_PX = 5.5, 1.41
#: Art pass 39 (the judge after pass 38, ask 1: board-mid (175,490), a cottage's shadow on the pale ring round a tower
#: dot): the dot's halo as the board draws it at the playing zoom, the wall's shade band (`wall.FAR_SHADE`: its far
#: edge 8.5 units in from the wall's line through the dot) round the 5.5-unit disc; every playing-zoom cottage keeps
#: its outline and shadow 1 px at fit (`FIT_PX`) off it on every turn (`fit_turns`).  Since the same pass draws the
#: playing zoom's band narrower (`wall.MID_SHADE_EDGE`, 5 units in: inside the disc), the halo is the disc itself.
TOWER_HALO = max(TOWER_DOT, MID_SHADE_EDGE)
TOWER_CLEAR = TOWER_HALO + FIT_PX
#: Art pass 41 (the judge after pass 40, ask 1: cottages pressed on the wall at the playing zoom, desktop-fit
#: (496,299)): how far (units) a playing-zoom cottage's outline and shadow keep off every wall line of its tile on a
#: turn where `fit_turns` moves it: the playing zoom's band (the wall's inner outline there, `wall.MID_SHADE_EDGE`
#: in from the line) and 1 px at fit.  A cottage nearer on a turn moves (up to `fit_turns.REACH`, down to 0.85 of its
#: size) where that clears it, else stays (a test names those).
WALL_KEEP = MID_SHADE_EDGE + FIT_PX


def tower_gap(tile_id: str, p: Pt, scale: float, rot: int) -> float:
    """The least distance (units) from any tower dot's middle of the tile to a cottage's outline or shadow at `p`,
    scale `scale`, the tile turned `rot` (a tower of another lobe may stand beside it on the screen)."""
    from .town_plan import city_towers
    polys = _drawn(p, scale, rot)
    return min((_line_dist(t, poly) for ts in city_towers(tile_id) for t in ts for poly in polys), default=100.0)
