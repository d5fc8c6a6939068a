"""A town's lanes and its open square, and the square's centrepiece: a snowy fir with lights.

Apart from `draw` (the tile's markup) because the town's composition is one question, whether a player sees
the streets run from each gate to a square: pass 7's lanes were pale 6 px smears and its square a 14 px patch
behind a well, the same sprite as the crossroads marker, so a town's square read as a road marker.
"""

from __future__ import annotations

from .geometry import Pt, _num
from .palette import PALETTE
from .town_plan import LANE_W, _lanes

#: The square's paved block about its spot: a 13-unit block under a lane-wide edge, 21 units across in all
#: (about 20 px at 96 px a tile), still inside the 9-unit box plus clearance the cottages keep from it.
SQUARE_HALF = 6.5
#: The lane's light middle: the lane less its edge, 1.6 units in all (about 6 px of #e4dfd8 inside 1 px of
#: #b3a89c a side at 96 px a tile).
LANE_EDGE = 1.6


def lane_paths(tile_id: str) -> str:
    """The lanes and open squares: trodden snow (#e4dfd8) inside a darker edge (#b3a89c), `LANE_W` wide in all,
    round-ended, the square a rounded block 21 units across with a snowy fir with lights on it (`fir`) where
    a gate's lane ends (never in a town with no gate: one per tile of a big city read as wallpaper).  The
    squares only in the near view: farther out a bare square read as an empty slab."""
    P = PALETTE
    plans = _lanes(tile_id)
    d = "".join(f"M{_num(a[0])},{_num(a[1])}L{_num(b[0])},{_num(b[1])}" for ls, _ in plans for a, b in ls)
    h = SQUARE_HALF
    sq = "".join(f"M{_num(x - h)},{_num(y - h)}h{_num(2 * h)}v{_num(2 * h)}h{_num(-2 * h)}z"
                 for _, square in plans for x, y in square)

    def paved(path: str, cls: str = "") -> str:
        return (f'<g{cls} fill="none" stroke-linecap="round" stroke-linejoin="round">'
                f'<path d="{path}" stroke="{P["lane_edge"]}" stroke-width="{_num(LANE_W)}"/>'
                f'<path d="{path}" fill="{P["lane"]}" stroke="{P["lane"]}" stroke-width="{_num(LANE_W - LANE_EDGE)}"/></g>')
    firs = "".join(fir((x, y)) for _, square in plans for x, y in square)
    return (paved(d) if d else "") + (paved(sq, ' class="ta-d"') + f'<g class="ta-d">{firs}</g>' if sq else "")


def fir(p: Pt) -> str:
    """The square's centrepiece, upright however the tile turns (`ta-up`), about 16 units tall: a dark green fir
    of three tiers under snow on a brick tub (#a4553f), hung with warm lights and a star; nothing else on a tile is
    a green cone, so it never reads as the crossroads well."""
    P = PALETTE
    x, y = p
    tiers = "M0,-8.6L4.4,-3.2H-4.4zM0,-5.4L5.6,.6H-5.6zM0,-1.8L6.8,4.4H-6.8z"
    snow = "M-2.2,-5.9L0,-8.6L2.2,-5.9L1,-6.4L0,-5.6L-1,-6.4zM-3.4,-1.7L0,-5.4L3.4,-1.7L1.6,-2.4L0,-1.6L-1.6,-2.4z"
    lights = "M-2,-3.8h0M1.8,-1h0M-3.4,1.6h0M.6,2.4h0M3.6,3h0M-1,-.6h0"
    return (f'<g class="ta-up"><g transform="translate({_num(x)} {_num(y)})">'
            f'<ellipse cx="1" cy="7.6" rx="6.4" ry="1.8" fill="{P["snow_shade"]}"/>'
            f'<path d="M-2.4,4.4h4.8l-.8,3.2h-3.2z" fill="{P["eave_brick"]}" stroke="{P["outline"]}" stroke-width=".6"/>'
            f'<path d="{tiers}" fill="{P["fir"]}" stroke="{P["fir_dark"]}" stroke-width=".7" stroke-linejoin="round"/>'
            f'<path d="{snow}" fill="#fff"/>'
            f'<path d="{lights}" stroke="{P["mini_window"]}" stroke-width="1.3" stroke-linecap="round"/>'
            f'<path d="M0,-10.6l.7,1.4l1.5,.2l-1.1,1l.3,1.5l-1.4,-.7l-1.4,.7l.3,-1.5l-1.1,-1l1.5,-.2z" '
            f'fill="{P["mini_window"]}"/></g></g>')
