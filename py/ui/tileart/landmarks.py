"""The buildings that score, drawn as the landmarks they are: the abbey, the hedged garden, the inn by its
frozen lake.  Each painter returns markup about a point in tile units; the far view reuses them, scaled,
as shared icons (`draw._ICONS`).

Why these sizes: at fit zoom a tile is 40-70 px, so a monastery must fill about a third of the tile to
read as one (the earlier 15-px chapel read as a stray house); each has a silhouette nothing else on a
tile has (a bell tower with a gold cross; a round, bumpy dark-green hedge with a gap; a sign on a post beside
pale ice).
"""

from __future__ import annotations

from .garden_mid import mid_garden
from .garden_room import oval_garden
from .geometry import Pt, _num
from .palette import PALETTE


def monastery(p: Pt, scale: float = 1.0) -> str:
    """An abbey in the snow, about 48 x 58 units about `p` (half the tile across): a long church with a
    red roof under snow and three lit windows, a bell tower with a snowy spire and a golden cross, a low
    apse behind, trodden snow at the door and its shadow on the snow.  Drawn about (0, 0) inside one translated
    group: short markup, and the far icon scales the same group; `scale` shrinks it where the River
    leaves no room."""
    x, y = p
    P = PALETTE
    o = P["outline"]
    body = (
        # (an unseen box even about the spot: an upright group (`ta-up`) turns about its fill-box's centre, which
        # must be the spot the cottages were planned clear of; art pass 15)
        f'<rect x="-28" y="-32" width="56" height="64" fill="none"/>'
        f'<ellipse cx="-1" cy="23" rx="27" ry="6" fill="{P["snow_shade"]}"/>'
        f'<path d="M10,25l-2,6h11l-2,-6z" fill="{P["snow_dip"]}"/>'
        # apse behind the nave, then the nave's walls and its roof: red slope, snow on top
        f'<path d="M-24,21v-15a4,4 0 0 1 4,-4h1v19z" fill="{P["monastery_dark"]}" stroke="{o}" stroke-width="1.2"/>'
        f'<path d="M-21,25v-22h28v22z" fill="{P["monastery"]}" stroke="{o}" stroke-width="1.4"/>'
        f'<path d="M-24,4l6,-14h25l3,14z" fill="{P["monastery_roof"]}" stroke="{o}" stroke-width="1.3"/>'
        f'<path d="M-21.6,.5l4.6,-10.5h24l1.6,10.5q-4,-3 -8,0q-4,-3 -8,0q-4,-3 -8,0q-3,-2.5 -6.2,0z" fill="#fff"/>'
        f'<path d="M-18,18v-7a2,2 0 0 1 4,0v7zm8,0v-7a2,2 0 0 1 4,0v7zm8,0v-7a2,2 0 0 1 4,0v7z" '
        f'fill="{P["window"]}" stroke="{o}" stroke-width=".8"/>'
        # the bell tower with its belfry, spire and cross; the door at its foot
        f'<path d="M6,25v-33h15v33z" fill="{P["monastery"]}" stroke="{o}" stroke-width="1.4"/>'
        f'<path d="M4,-7l9.5,-15l9.5,15z" fill="#fff" stroke="{o}" stroke-width="1.3" stroke-linejoin="round"/>'
        f'<path d="M13.5,-7l0,-15l9.5,15z" fill="{P["roof_shade"]}"/>'
        f'<path d="M13.5,-22v-10m-4,3.5h8" fill="none" stroke="{P["cross"]}" stroke-width="2.6" stroke-linecap="round"/>'
        f'<path d="M11,2v-4.5a2.5,2.5 0 0 1 5,0v4.5z" fill="{P["gate"]}"/>'
        f'<path d="M10,25v-8a3.5,3.5 0 0 1 7,0v8z" fill="{P["gate"]}"/>'
    )
    k = f" scale({_num(scale)})" if scale != 1 else ""
    return f'<g transform="translate({_num(x)} {_num(y)}){k}">{body}</g>'


def garden(p: Pt, scale: float = 1.0) -> str:
    """A hedged garden, about 32 x 32 units: a round, bumpy dark-green hedge with snow on its top, open at
    the front where a trodden path comes in to a frozen fountain, three snowy shrubs and a bench inside;
    its shadow on the snow.  No outline round it: the earlier rounded square with a hard edge read as an
    app icon, and the square of four shrubs and a cross before it as a badge.  Drawn upright (the caller
    turns it back with its tile, `ta-up`), like the abbey; `scale` shrinks it where town walls leave it less
    room (`garden_room`)."""
    x, y = p
    P = PALETTE
    o = P["outline"]
    ring = "M-3.4,9.4A10,10 0 1 1 3.4,9.4"  # the hedge, open at the front (south)
    body = (
        # (an unseen point mirroring the shadow disc's far corner, so the fill-box is even about the ring's middle:
        # `ta-up` turns the garden about the box's centre, which the disc put 2 units off it, and the hedge moved up
        # to 4 units with the turn, onto Hg's walls on some; a zero-area fill paints nothing; art pass 40)
        '<path d="M-13.6-14.2h1"/>'
        f'<circle cx="1" cy="1.6" r="12.6" fill="{P["snow_shade"]}"/>'
        f'<circle r="11.6" fill="{P["garden_lawn"]}"/>'
        f'<path d="{ring}" fill="none" stroke="{P["garden_hedge"]}" stroke-width="3.6"/>'
        f'<path d="{ring}" fill="none" stroke="{P["garden_hedge"]}" stroke-width="5" stroke-dasharray=".1 3.3" '
        f'stroke-linecap="round"/>'
        f'<path d="{ring}" fill="none" stroke="#fff" stroke-width="1.5" stroke-dasharray="1.6 1.8" '
        f'stroke-linecap="round" transform="translate(-.3 -.8)"/>'
        # the path from the gap to the fountain, the fountain's stone rim and ice
        f'<path d="M0,13V3" fill="none" stroke="#fff" stroke-width="3.4" stroke-linecap="round"/>'
        f'<circle r="3.2" fill="{P["lake_ice"]}" stroke="{P["rock"]}" stroke-width="1.4"/>'
        # three shrubs under snow and a bench
        f'<g fill="{P["garden_tree"]}" stroke="{o}" stroke-width=".4"><circle cx="-5.5" cy="-5" r="2.8"/>'
        f'<circle cx="5.5" cy="-4.5" r="2.6"/><circle cx="-6" cy="4" r="2.5"/></g>'
        f'<path d="M-6.2,-5.9h.4M4.8,-5.3h.4M-6.7,3.2h.4" stroke="#fff" stroke-width="2.4" stroke-linecap="round"/>'
        f'<path d="M4,6h4.6" fill="none" stroke="{P["inn"]}" stroke-width="1.8"/>'
    )
    return f'<g transform="translate({_num(x)} {_num(y)}) scale({round(1.3 * scale, 3):g})">{body}</g>'


def garden_at(p: Pt, size: float, oval: bool | Pt, icon=None) -> str:
    """The garden as a tile draws it: upright (`ta-up`) and round, near or (given `draw._icon`) as the far icon;
    or, where walls leave a notch too narrow for a round one (`garden_room.oval_garden`), an oval along the notch
    in the tile's frame, the same drawing near and far; where `oval` is the spot of the playing zoom's larger egg
    (`garden_mid`), the far view holds both, the oval shown below the playing zoom (`ta-fo`), the egg at it."""
    if oval:
        if icon and oval is not True:
            return f'<g class="ta-fo">{oval_garden(p)}</g><g class="ta-m">{mid_garden(oval)}</g>'
        return oval_garden(p)
    return icon("ta-garden", p, size) if icon else f'<g class="ta-up">{garden(p, size)}</g>'


#: The middle of the inn's box (its drawing scaled 1.3 about its spot), where CSS turns it upright about.
INN_PIVOT = (.65, -6.1)


def inn(p: Pt, lake: Pt | None = None, upright: bool = True) -> str:
    """The inn: a timbered house, two windows lit, smoke from its chimney and a hanging sign with a
    tankard on a post, about 30 x 26 units; beside it a frozen lake (`lake`, a point; none in the far
    icon, whose `<use>` is turned upright already, hence `upright`)."""
    x, y = p
    P = PALETTE
    o = P["outline"]
    n = _num
    out = []
    up = ' class="ta-up"' if upright else ""
    if lake:
        lx, ly = lake
        # a cove of the lake reaching in under the cabin to the point the upright inn turns about (`ta-up`: the
        # middle of its box), so the lake touches the inn however the tile turns (the lake turns with the tile)
        cove = f"M{n(lx)},{n(ly)}L{n(x + INN_PIVOT[0])},{n(y + INN_PIVOT[1])}"
        out.append(f'<path d="{cove}" fill="none" stroke="{P["river_edge"]}" stroke-width="13.2" stroke-linecap="round"/>'
                   f'<ellipse cx="{n(lx)}" cy="{n(ly)}" rx="13" ry="8.5" fill="{P["lake_ice"]}" '
                   f'stroke="{P["river_edge"]}" stroke-width="1.6"/>'
                   f'<path d="{cove}" fill="none" stroke="{P["lake_ice"]}" stroke-width="10" stroke-linecap="round"/>'
                   f'<ellipse cx="{n(lx + 2)}" cy="{n(ly + 1.5)}" rx="6" ry="3.4" fill="{P["river_deep"]}" opacity=".45"/>'
                   f'<path d="M{n(lx - 8)},{n(ly - 2.5)}l6,-2.8M{n(lx + 1)},{n(ly + 3.4)}l6,-2.8" fill="none" '
                   f'stroke="#fff" stroke-width="1.4" stroke-linecap="round"/>')
    body = (
        f'<ellipse cx="0" cy="8" rx="13" ry="2.6" fill="{P["snow_shade"]}"/>'
        f'<path d="M3,-10q-2,-3 1,-5q3,-2 1,-5" fill="none" stroke="{P["rock"]}" stroke-width="1.2" opacity=".7"/>'
        f'<path d="M2.5,-9h2.6v5.5h-2.6z" fill="{P["rock"]}" stroke="{o}" stroke-width=".6"/>'
        f'<path d="M-9,8V-1h15V8z" fill="{P["inn"]}" stroke="{o}" stroke-width="1"/>'
        f'<path d="M-9,3h15M-4,-1v9" fill="none" stroke="{o}" stroke-width=".5" opacity=".6"/>'
        f'<path d="M-11,0L-7,-9h12L8,0z" fill="#fff" stroke="{P["roof"]}" stroke-width="1.4" stroke-linejoin="round"/>'
        f'<path d="M-7.5,.8h3v2h-3zM-2.6,.8h3v2h-3z" fill="{P["inn_window"]}"/>'
        f'<rect x="1.2" y="3.6" width="3" height="4.4" fill="{P["gate"]}"/>'
        # the sign: a post and arm, a gold board with a dark tankard
        f'<path d="M12.5,9V-3h-5" fill="none" stroke="{o}" stroke-width="1.1"/>'
        f'<rect x="7.6" y="-2.4" width="6.4" height="5.6" rx=".8" fill="{P["inn_window"]}" stroke="{o}" stroke-width=".7"/>'
        f'<path d="M9.4,-1.2h2.4v3.4h-2.4zM11.8,-.4h.9v1.6h-.9" fill="{P["inn"]}"/>'
    )
    out.append(f'<g{up}><g transform="translate({n(x)} {n(y)}) scale(1.3)">{body}</g></g>')
    return "".join(out)
