"""The town wall's pieces: banners, gatehouses where roads leave, the posts where a wall ends at a tile's corner,
and the towers.  Drawn about a spot the tile's plan gives (town_plan.py); the towers and wall banners stand upright
however the tile turns, as the cottages do (town.py)."""

from __future__ import annotations

from functools import lru_cache

from .geometry import Pt, _num
from .palette import PALETTE


def banner(p: Pt) -> str:
    """A banner (the Winter Edition's word for a pennant): a swallow-tailed blue flag with a white cross
    on a pole, standing on the wall walk where the catalogue puts a pennant."""
    x, y = p
    P = PALETTE
    n = _num
    return (f'<path d="M{n(x - 4.5)},{n(y + 8)}V{n(y - 9)}" fill="none" stroke="{P["outline"]}" stroke-width="1.3" '
            f'stroke-linecap="round"/>'
            f'<path d="M{n(x - 4)},{n(y - 8.5)}h10.5v9.5l-2.6-2.2l-2.7,2.2l-2.6-2.2l-2.6,2.2z" fill="{P["pennant"]}" '
            f'stroke="{P["finial"]}" stroke-width="1" stroke-linejoin="round"/>'
            f'<path d="M{n(x + 1.2)},{n(y - 7)}v6.5M{n(x - 2)},{n(y - 4.2)}h6.5" fill="none" '
            f'stroke="{P["pennant_trim"]}" stroke-width="1.3"/>'
            f'<circle cx="{n(x - 4.5)}" cy="{n(y - 9.4)}" r="1.1" fill="{P["finial"]}"/>')


def wall_banner(p: Pt) -> str:
    """A banner hung on the town wall at `p` (where the catalogue's pennant is): a blue swallow-tailed cloth
    with a thin gold rim (a blue follower on it must not merge with it) and a white cross under a pole across the wall top, upright however the tile turns (`ta-up`)."""
    x, y = p
    P = PALETTE
    n = _num
    return (f'<g class="ta-up"><g transform="translate({n(x)} {n(y)}) scale(1.4)">'
            f'<path d="M-5,-6h10v12.5l-5,-3.2l-5,3.2z" fill="none" stroke="{P["outline"]}" stroke-width="1.8" '
            f'stroke-linejoin="round"/>'
            f'<path d="M-5,-6h10v12.5l-5,-3.2l-5,3.2z" fill="{P["pennant"]}" stroke="{P["finial"]}" '
            f'stroke-width=".75" stroke-linejoin="round"/>'
            f'<path d="M0,-4.4v8M-3.2,-1.2h6.4" stroke="{P["pennant_trim"]}" stroke-width="1.4"/>'
            f'<path d="M-6.6,-6.4h13.2" stroke="{P["outline"]}" stroke-width="1.6" stroke-linecap="round"/>'
            f'<path d="M-6.6,-6.4h0M6.6,-6.4h0" stroke="{P["finial"]}" stroke-width="2.2" stroke-linecap="round"/>'
            f'</g></g>')


def gate(p: Pt, out: Pt) -> str:
    """A gatehouse where a road leaves a city (about 16 x 13 units: 14 px at 96 px a tile): a stone block
    straddling the wall under a slate roof (its ridge along the wall, snow over the top of both slopes), with
    the dark arch of its passage on both faces, across the road."""
    x, y = p
    ox, oy = out
    ax, ay = -oy, ox  # along the wall
    P = PALETTE
    n = _num

    def quad(a: float, b: float, c: float, d: float) -> str:
        """The rectangle from a to b along the wall, c to d out of the town."""
        pts = [(x + ax * u + ox * v, y + ay * u + oy * v) for u, v in ((a, c), (b, c), (b, d), (a, d))]
        return "M" + "L".join(f"{n(px)},{n(py)}" for px, py in pts) + "z"
    ridge = f"M{n(x - ax * 8.2)},{n(y - ay * 8.2)}L{n(x + ax * 8.2)},{n(y + ay * 8.2)}"
    return (f'<path d="{quad(-7.6, 7.6, -9.4, 9.4)}" fill="{P["wall_stone"]}" stroke="{P["outline"]}" stroke-width="1"/>'
            f'<path d="{quad(-3.4, 3.4, 5.8, 9.4)}{quad(-3.4, 3.4, -9.4, -5.8)}" fill="{P["gate"]}"/>'  # the arches
            f'<path d="{quad(-8.6, 8.6, -6, 6)}" fill="{P["cathedral_roof"]}" stroke="{P["outline"]}" '
            f'stroke-width="1.1" stroke-linejoin="round"/>'
            f'<path d="{quad(-8, 8, -3.6, 3.6)}" fill="{P["house_snow"]}"/>'
            f'<path d="{ridge}" stroke="{P["house_ridge"]}" stroke-width="1.2" stroke-linecap="round"/>')


def wall_corner(p: Pt) -> str:
    """A low round post where a wall ends at a tile's corner, centred on the corner: each tile that has a
    wall there draws its quarter of the same post.  Barely wider than the wall band and in its light stone
    under a snow cap, so it reads as the wall's end, not as a bolt (a dark disc with a white dot did)."""
    x, y = p
    P = PALETTE
    n = _num
    d = f"M{n(x)},{n(y)}h0"
    return (f'<path d="{d}" stroke="{P["wall"]}" stroke-width="8.8" stroke-linecap="round"/>'
            f'<path d="{d}" stroke="{P["tower_stone"]}" stroke-width="7.2" stroke-linecap="round"/>'
            f'<path d="M{n(x - .5)},{n(y - .5)}h0" stroke="#fff" stroke-width="3.4" stroke-linecap="round"/>')


#: A wall tower, upright and seen from the front a little from above (as the cottages), about its spot on
#: the wall (its box centred there, so that `ta-up` turning it about its box keeps it on the wall): a round
#: body of light stone, lit on the left and shaded on the right, with an arrow slit, under a slate cone
#: whose top is snow; lit from the top left as everything on the board.
_TOWER = ("M-5,-1.4h10v7.6a5,2 0 0 1-10,0z", "M1.9,-1.4h3.1v7.6q-.9,1.6-3.1,1.9z", "M-5,-1.4h2.4v8.9q-1.8-.5-2.4-1.3z",
          "M-1,.8h1.8v3.6h-1.8z", "M-6.6,-.9L0,-10.4L6.6,-.9q-6.6,2.4-13.2,0z", "M-4.4,-4.3L-1.4,-3.3L-2.4,.6L-6.6,-.9z",
          "M0,-11L4.5,-4.4L2.5,-3.4L.6,-4.5L-1.4,-3.3L-4.5,-4.4z")


@lru_cache(maxsize=1)
def tower_body() -> str:
    """A wall tower's drawing about (0, 0), once for the shared defs (`<g id="ta-tower">`) or inline."""
    P = PALETTE
    body, shade, lit_side, slit, cone, cone_lit, snow = _TOWER
    o = f'stroke="{P["outline"]}" stroke-width=".8" stroke-linejoin="round"'
    return (f'<ellipse cx="1.6" cy="8" rx="6.4" ry="2.2" fill="{P["house_shadow"]}" fill-opacity=".55"/>'
            f'<path d="{body}" fill="{P["tower_stone"]}" {o}/><path d="{shade}" fill="{P["tower_shade"]}"/>'
            f'<path d="{lit_side}" fill="{P["tower_lit"]}"/><path d="{slit}" fill="{P["window_dark"]}"/>'
            f'<path d="{cone}" fill="{P["cathedral_roof"]}" {o}/><path d="{cone_lit}" fill="{P["slate_lit"]}"/>'
            f'<path d="{snow}" fill="{P["house_snow"]}" stroke="{P["house_shade"]}" stroke-width=".6" stroke-linejoin="round"/>')


def towers(spots: list[Pt], shared: bool = True, rot: int = 0) -> str:
    """Wall towers at `spots`, upright however the tile turns: in a shared symbol a `<use>` of the defs'
    tower each, turned back by CSS (`ta-up`); standalone, the drawing inline, turned back by `rot`."""
    n = _num
    if shared:
        return "".join(f'<g class="ta-up"><use href="#ta-tower" x="{n(x)}" y="{n(y)}"/></g>' for x, y in spots)
    turn = f" rotate({-rot % 360})" if rot % 360 else ""
    return "".join(f'<g transform="translate({n(x)} {n(y)}){turn}">{tower_body()}</g>' for x, y in spots)
