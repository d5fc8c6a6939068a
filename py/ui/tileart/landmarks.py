"""The buildings that score, drawn as the landmarks they are: the abbey, the hedged garden, the inn by its
frozen lake.  Each painter returns markup about a point in tile units; the far view reuses them, scaled,
as shared icons (`draw._ICONS`).

Why these sizes: at fit zoom a tile is 40-70 px, so a monastery must fill about a third of the tile to
read as one (the earlier 15-px chapel read as a stray house); each has a silhouette nothing else on a
tile has (a bell tower with a gold cross; a square dark-green hedge with a gap; a sign on a post beside
pale ice).
"""

from __future__ import annotations

from .geometry import Pt, _num
from .palette import PALETTE


def monastery(p: Pt) -> str:
    """An abbey in the snow, about 34 x 42 units about `p`: a long church with snowy roof and lit windows,
    a bell tower with a pyramid roof and a golden cross, its shadow on the snow."""
    x, y = p
    P = PALETTE
    o = P["outline"]

    def d(points: str) -> str:  # relative path data placed at (x, y)
        return f"M{_num(x)},{_num(y)}{points}"

    return (
        f'<ellipse cx="{_num(x)}" cy="{_num(y + 20)}" rx="19" ry="3.6" fill="{P["snow_shade"]}"/>'
        f'<path d="{d("m-16,20v-17h21v17z")}" fill="{P["monastery"]}" stroke="{o}" stroke-width="1.1"/>'
        f'<path d="{d("m-18,4l5,-10h19l2,10z")}" fill="{P["monastery_roof"]}" stroke="{o}" stroke-width="1"/>'
        f'<path d="{d("m-16.4,.8l3.6,-6.8h18.3l1,6.8z")}" fill="#fff"/>'
        f'<path d="{d("m-13,15v-5a1.5,1.5 0 0 1 3,0v5zm6,0v-5a1.5,1.5 0 0 1 3,0v5z")}" fill="{P["window"]}" '
        f'stroke="{o}" stroke-width=".6"/>'
        f'<path d="{d("m5,20v-24h11v24z")}" fill="{P["monastery"]}" stroke="{o}" stroke-width="1.1"/>'
        f'<path d="{d("m3.5,-3.5l7,-10l7,10z")}" fill="#fff" stroke="{o}" stroke-width="1"/>'
        f'<path d="{d("m10.5,-13.5v-8m-3,3h6")}" fill="none" stroke="{P["cross"]}" stroke-width="2"/>'
        f'<path d="{d("m8.5,20v-5a2,2 0 0 1 4,0v5z")}" fill="{P["gate"]}"/>'
        f'<path d="{d("m9,3v-3a1.5,1.5 0 0 1 3,0v3z")}" fill="{P["gate"]}"/>'
    )


def garden(p: Pt) -> str:
    """A hedged garden, about 24 x 24 units: a dark-green hedge square open at the front, snowy paths
    crossing it, four round shrubs under snow and a fir in the middle."""
    x, y = p
    P = PALETTE
    n = _num
    shrubs = "".join(f"M{n(x + dx)},{n(y + dy)}h0" for dx, dy in ((-6, -6), (6, -6), (-6, 6), (6, 6)))
    return (
        f'<rect x="{n(x - 12)}" y="{n(y - 12)}" width="24" height="24" rx="3" fill="{P["garden_lawn"]}"/>'
        f'<path d="M{n(x - 3)},{n(y + 12)}h-9v-24h24v24h-9" fill="none" stroke="{P["garden_hedge"]}" '
        f'stroke-width="4" stroke-linejoin="round"/>'
        f'<path d="M{n(x)},{n(y - 10)}v22M{n(x - 10)},{n(y)}h20" fill="none" stroke="#fff" stroke-width="2.2"/>'
        f'<path d="{shrubs}" fill="none" stroke="{P["garden_tree"]}" stroke-width="6" stroke-linecap="round"/>'
        f'<path d="{shrubs.replace("h0", "h.1")}" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" '
        f'transform="translate(-.6 -.9)"/>'
        f'<path d="M{n(x)},{n(y - 9)}l5,8.5h-10zM{n(x)},{n(y - 5)}l5.5,8.5h-11z" fill="{P["garden_tree"]}" '
        f'stroke="{P["outline"]}" stroke-width=".5"/>'
        f'<path d="M{n(x - 2.2)},{n(y - 5)}l2.2-4l2.2,4z" fill="#fff"/>'
        f'<path d="M{n(x - .8)},{n(y + 3.5)}h1.6v2.5h-1.6z" fill="{P["inn"]}"/>'
    )


def inn(p: Pt, lake: Pt | None = None, upright: bool = True) -> str:
    """The inn: a timber house with a lit window, a chimney and a sign on a post, beside a frozen lake
    (`lake`, a point; none in the far icon, whose `<use>` is turned upright already, hence `upright`)."""
    x, y = p
    P = PALETTE
    o = P["outline"]
    n = _num
    out = []
    up = ' class="ta-up"' if upright else ""
    if lake:
        lx, ly = lake
        out.append(f'<ellipse cx="{n(lx)}" cy="{n(ly)}" rx="11" ry="7" fill="{P["lake_ice"]}" '
                   f'stroke="{P["river_edge"]}" stroke-width="1.4"/>'
                   f'<path d="M{n(lx - 6)},{n(ly - 2)}l5,-2.4M{n(lx + 1)},{n(ly + 2.6)}l5,-2.4" fill="none" '
                   f'stroke="#fff" stroke-width="1.2" stroke-linecap="round"/>')
    out.append(
        f'<g{up}><path d="M{n(x + 2.5)},{n(y - 9)}h2.4v5h-2.4z" fill="{P["rock"]}" stroke="{o}" stroke-width=".6"/>'
        f'<path d="M{n(x - 8)},{n(y + 7)}V{n(y - 1)}h14V{n(y + 7)}z" fill="{P["inn"]}" stroke="{o}" stroke-width=".9"/>'
        f'<path d="M{n(x - 10)},{n(y)}L{n(x - 6.5)},{n(y - 8)}h11L{n(x + 8)},{n(y)}z" fill="#fff" '
        f'stroke="{P["roof"]}" stroke-width="1.3" stroke-linejoin="round"/>'
        f'<rect x="{n(x - 5.5)}" y="{n(y + 1)}" width="3.4" height="3" fill="{P["inn_window"]}"/>'
        f'<rect x="{n(x + 0.5)}" y="{n(y + 2)}" width="3" height="5" fill="{P["gate"]}"/>'
        f'<path d="M{n(x + 10.5)},{n(y + 8)}V{n(y - 2)}h-3.5" fill="none" stroke="{o}" stroke-width="1"/>'
        f'<rect x="{n(x + 7.3)}" y="{n(y - 1)}" width="5" height="4.2" rx=".6" fill="{P["inn_window"]}" '
        f'stroke="{o}" stroke-width=".7"/></g>')
    return "".join(out)
