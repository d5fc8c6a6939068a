"""Small places the tile art puts on roads and in towns: the crossroads hamlet, the village well (also on a town's
street crossings and at the end of a lone gate's street) and the frozen pond.  Apart from `draw` so that `lanes` and
`village` can draw a well without importing `draw`, which imports them."""

from __future__ import annotations

from .geometry import Pt, _num
from .palette import PALETTE


def hamlet(p: Pt, marker: str = "") -> str:
    """A little trodden square where three or four roads meet, with a village well on it (`well`; art pass 32:
    or the junction `marker` given, `road_stops.stop`)."""
    x, y = p
    P = PALETTE
    return (f'<circle cx="{_num(x)}" cy="{_num(y)}" r="9.5" fill="{P["road"]}" stroke="{P["road_edge"]}" stroke-width="1.5"/>'
            + (marker or well(p)))


def well(p: Pt, scale: float = 1.0, shared: bool = False) -> str:
    """A village well at a crossroads (or, `scale` smaller, on a town's square), upright however the tile turns
    (`ta-up`), about 15 units: a stone ring with dark water, two posts and a small snowy gabled roof over them.
    In a shared symbol, a `<use>` of the page's one well (`#ta-well`, `well_body`; art pass 18: 700 bytes a well
    in 60-odd symbols weighed on the defs' 40 KB budget)."""
    x, y = p
    n = _num
    k = f" scale({n(scale)})" if scale != 1 else ""
    if shared:
        return f'<g class="ta-up"><use href="#ta-well" transform="translate({n(x)} {n(y)}){k}"/></g>'
    return f'<g class="ta-up"><g transform="translate({n(x)} {n(y)}){k}">{well_body()}</g></g>'


def well_body() -> str:
    """The well about its spot (0, 0): the shared defs' `#ta-well` and the inline `well`.  The mouth's lip
    (`.ta-wr`) is a thin line of the rim's stone at near and the dark outline at the far zooms (art pass 35,
    `road_stops.arm_css`: the well no heavier than the junction's signpost and shrine at near)."""
    P = PALETTE
    return (            f'<ellipse cx="1" cy="5.6" rx="7.4" ry="2.6" fill="{P["snow_shade"]}"/>'
            f'<path d="M-4.6,-3.4v8M4.6,-3.4v8" stroke="{P["bridge"]}" stroke-width="1.6"/>'
            f'<path d="M-6,1.4h12v4.2a6,2 0 0 1-12,0z" fill="{P["rock"]}" stroke="{P["outline"]}" stroke-width=".9"/>'
            f'<ellipse class="ta-wr" cx="0" cy="1.4" rx="6" ry="2" fill="{P["gate"]}" stroke="{P["outline"]}" stroke-width=".9"/>'
            f'<path d="M-7.4,-2.2L0,-8.6L7.4,-2.2z" fill="{P["roof"]}" stroke="{P["outline"]}" stroke-width="1" '
            f'stroke-linejoin="round"/><path d="M0,-9.2L4.6,-5.2L2,-4.6L-.4,-5.8L-2.6,-4.4L-4.6,-5.2z" fill="#fff"/>')


def pond(p: Pt) -> str:
    x, y = p
    P = PALETTE
    return (f'<ellipse cx="{_num(x)}" cy="{_num(y)}" rx="9" ry="6.5" fill="{P["river_ice"]}" stroke="{P["river_edge"]}" stroke-width="1.4"/>'
            f'<path d="M{_num(x - 5)},{_num(y - 1)}l4,-2M{_num(x + 1)},{_num(y + 2.5)}l4,-2" fill="none" stroke="#fff" stroke-width="1"/>')
