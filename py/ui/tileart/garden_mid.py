"""Art pass 43: Rg's oval garden at the playing zoom, an egg that fills its notch.

The judge after pass 42 found Rg's oval hedge (`garden_room.oval_garden`) the smallest and plainest garden on the
board: 9 x 20 px at desktop-board-fit against 24 x 25 px for the round wreaths, and without the bench or shrub they
show.  That oval is sized for the far zooms' worst case: 5 units of snow to the wall for a pixel at
phone-board-fit's 26 px a tile, 2.5 units inside the tile for a snow column at every-tile-type-far's 55 px.  At the
playing zoom (56-72 px a tile, the board's `lod-mid`) 3.8 units of snow are 2.2-2.7 px and 1.5 units inside the
tile a pixel, so the garden there can be larger: it is drawn twice in the far view, the far oval shown below the
playing zoom (`ta-fo`, static/tileart.css) and this one at it (`ta-m`); near and far stay as they were.

Its shape follows the notch rather than an ellipse: Rg's notch lies under a wall bent like a roof (its apex 1.7
units farther off than its shoulders) above a straight tile edge, so the hedge is an egg, two half-ellipses of one
length: the half toward the wall fuller (`MID_OVAL[1]`), reaching up into the apex while its shoulders drop away
with the wall, the half toward the edge flatter (`MID_OVAL[2]`), lying along it.  The fountain, shrub and bench sit
in the fuller half, where the lawn is.  Drawn in the tile's frame (the notch's turn is the tile's), so one check at
rotation 0 holds on every turn.
"""

from __future__ import annotations

import math

from .garden_room import OVAL_GAP, OVAL_SHADE, REACH, STEP, WALL_FACE, wall_lines
from .geometry import TILE, Pt, _inside, _line_dist, _num as n
from .palette import PALETTE as P

#: The egg's outer half-axes (units): along the notch, toward the wall (rotation 0: up), toward the tile edge.
#: 12 x 23 px at desktop-board-fit's 71 px a tile.
MID_OVAL = (16.0, 10.5, 6.5)
#: Snow (units) the hedge keeps off every wall's outer face: 2.7 px at 71 px a tile, 2.3 px at board-mid's 61.
MID_SNOW = 3.8
#: The hedge's least distance (units) inside its tile's edge: a pixel at the playing zoom.
MID_EDGE = 1.5
#: The hedge's bumps reach this far (units) past its ring's middle line (half their 5-unit stroke).
BUMP = 2.5
#: The hedge's solid band (units across its ring line) under the bumps: thicker than the far oval's 3.6, so the
#: ring reads as dense a hedge as the round wreaths' (4.7 units) at 1x.  Art pass 44: as wide as the bumps'
#: stroke (2 x `BUMP`), so the band fills in toward the lawn while its outer edge stays within the bumps' reach
#: (the snow to the wall is unchanged).
HEDGE = 2 * BUMP


def egg_point(p: Pt, shape: tuple[float, float, float], t: float) -> Pt:
    """The point at angle `t` on the egg of half-axes `shape` about `p` (negative y: the fuller half)."""
    a, up, low = shape
    s = math.sin(t)
    return (p[0] + a * math.cos(t), p[1] + (low if s > 0 else up) * s)


def egg_edge(p: Pt, shape: tuple[float, float, float] = MID_OVAL, k: int = 120) -> list[Pt]:
    """Points round the egg hedge's outer edge about `p`."""
    return [egg_point(p, shape, 2 * math.pi * i / k) for i in range(k)]


def snow(p: Pt, lines: list[list[Pt]]) -> float:
    """Units of snow between the egg hedge about `p` and the nearest wall's outer face."""
    return min((_line_dist(q, ln) for q in egg_edge(p) for ln in lines), default=math.inf) - WALL_FACE


def mid_fit(spot: Pt, cities) -> Pt | None:
    """Where the playing zoom's egg goes: the point within `REACH` of the far oval's `spot`, on the `STEP`
    lattice, outside every town and `MID_EDGE` inside the tile, with the most snow to its walls, if that is at
    least `MID_SNOW`; None where it fits nowhere (the far oval is shown at the playing zoom too)."""
    lines = wall_lines(cities)
    a, up, low = MID_OVAL
    best, most = None, MID_SNOW
    k = int(REACH / STEP)
    for i in range(-k, k + 1):
        for j in range(-k, k + 1):
            p = (spot[0] + i * STEP, spot[1] + j * STEP)
            if (math.hypot(i, j) * STEP > REACH or any(_inside(p, c.poly) for c in cities)
                    or min(p[0] - a, TILE - p[0] - a, p[1] - up, TILE - p[1] - low) < MID_EDGE):
                continue
            room = snow(p, lines)
            if room >= most:
                best, most = p, room
    return best


def mid_garden(p: Pt) -> str:
    """The egg garden about `p` in the tile's frame, the far oval's parts (snow-shade shadow, snowy lawn, bumpy
    dark-green hedge with snow on it, a narrow gap at one narrow end where a trodden path comes in to the frozen
    fountain, a snowy shrub) and the round gardens' bench.  Drawn about the lawn's middle, in the fuller half
    (`dy` above `p`), where the fountain, shrub and bench stand."""
    a, up, low = (v - BUMP for v in MID_OVAL)
    g, dy = OVAL_GAP, (up - low) / 2
    ring = (f"M{n(a * math.sqrt(1 - (g / up) ** 2))},{n(dy - g)}A{n(a)},{n(up)} 0 0 0 {n(-a)},{n(dy)}"
            f"A{n(a)},{n(low)} 0 0 0 {n(a * math.sqrt(1 - (g / low) ** 2))},{n(dy + g)}")
    hedge = P["garden_hedge"]
    return (
        f'<g transform="translate({n(p[0])} {n(p[1] - dy)})">'
        # the lawn, and round it under the hedge the shadow reaching `OVAL_SHADE` past the bumps
        f'<path d="{ring}" fill="{P["garden_lawn"]}" stroke="{P["snow_shade"]}" '
        f'stroke-width="{n(2 * (BUMP + OVAL_SHADE))}"/>'
        f'<path d="{ring}" fill="none" stroke="{hedge}" stroke-width="{n(HEDGE)}"/>'
        f'<path d="{ring}" fill="none" stroke="{hedge}" stroke-width="5" stroke-dasharray=".1 3.3" '
        f'stroke-linecap="round"/>'
        f'<path d="{ring}" fill="none" stroke="#fff" stroke-width="1.5" stroke-dasharray="1.6 1.8" '
        f'stroke-linecap="round"/>'
        f'<path d="M{n(a + 1)},{n(dy)}L2,0" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round"/>'
        f'<circle r="2.2" fill="{P["lake_ice"]}" stroke="{P["rock"]}" stroke-width="1"/>'
        f'<circle cx="-6.6" r="2.2" fill="{P["garden_tree"]}" stroke="{P["outline"]}" stroke-width=".4"/>'
        f'<path d="M-6.8,-.4h.4" stroke="#fff" stroke-width="2" stroke-linecap="round"/>'
        f'<path d="M3.6,-1.8h3.8" stroke="{P["outline"]}" stroke-width="1.5"/></g>'
    )
