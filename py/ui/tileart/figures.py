"""Followers (meeple, big follower, abbot) and the gingerbread man: figures drawn over the tiles.

They depend only on the palette, not on any tile's layout, so the board can draw and move them
without the tile machinery; the tile art reuses `gingerbread_svg` as the gingerbread tiles' icon.
"""

from __future__ import annotations

import html

from .geometry import _num
from .palette import MEEPLE_COLOURS, PALETTE

# The classic meeple, about 19 x 19 units centred on (0, 0).
_MEEPLE_D = ("M0,-9.5C2.9,-9.5 4.2,-7.2 3.6,-4.9C6.6,-4.3 9.6,-3.2 9.6,-1.2C9.6,0.6 7,0.5 4.9,0.6"
             "C5.5,3.7 8.2,7 8.8,9.5H2.6L0,5.2L-2.6,9.5H-8.8C-8.2,7 -5.5,3.7 -4.9,0.6"
             "C-7,0.5 -9.6,0.6 -9.6,-1.2C-9.6,-3.2 -6.6,-4.3 -3.6,-4.9C-4.2,-7.2 -2.9,-9.5 0,-9.5Z")
# The abbot: a hooded figure in a long robe, a silhouette no meeple has.
_ABBOT_D = ("M0,-10.5C3.4,-10.5 5,-7.8 4.6,-4.8C6.6,-3 7.4,1 8.2,4.5C8.8,7 9.4,8.6 9.8,10H-9.8"
            "C-9.4,8.6 -8.8,7 -8.2,4.5C-7.4,1 -6.6,-3 -4.6,-4.8C-5,-7.8 -3.4,-10.5 0,-10.5Z")
_ABBOT_TRIM = "M-2.6,-6.5C-1.5,-4.6 1.5,-4.6 2.6,-6.5M0,-3.6V9"
_KINDS = ("normal", "big", "abbot")
# A highlight along the head and the left shoulder, drawn over the body (the light comes from the upper left).
_RIM_D = "M-2.2,-8.2C-3.2,-7.2 -3.2,-5.6 -2.6,-4.6M-4.5,-3.6C-6.6,-3 -8.4,-2.2 -8.6,-1.2"
_ABBOT_RIM_D = "M-2.4,-9.2C-3.6,-8.2 -3.9,-6.6 -3.4,-5.2M-5.2,-3.6C-6.4,-1.6 -7,1 -7.6,3.6"


def meeple_svg(kind: str, color: str, *, lying: bool = False, x: float = 0, y: float = 0, scale: float = 1) -> str:
    """A follower as a `<g>` centred on (x, y) in tile units (about 19 units tall at scale 1).

    `kind`: "normal", "big" (drawn 35 % larger, as it counts double), or "abbot" (hooded robe).
    `lying=True` lays the figure on its side: how farmers are shown.  `color` is a player colour name
    (mapped to a shade that reads on snow) or any CSS colour, escaped.  Black gets a light outline so it
    stays visible on dark ground."""
    if kind not in _KINDS:
        raise ValueError(f"unknown follower kind {kind!r}; expected one of {_KINDS}")
    fill = html.escape(MEEPLE_COLOURS.get(color, color), quote=True)
    dark = color in ("black", MEEPLE_COLOURS["black"]) or color.lower() in ("#000", "#000000")
    outline = "#f4f4f4" if dark else "#2b2420"
    halo = "#2b2420" if dark else "#fff"
    s = scale * (1.35 if kind == "big" else 1.0)
    turn = " rotate(-90)" if lying else ""
    body = _ABBOT_D if kind == "abbot" else _MEEPLE_D
    # a soft ground shadow and a cast shadow, a halo that lifts the figure off any ground, the solid body
    # with its outline, and a light rim on the upper left: a standing piece, the board's top layer
    parts = [f'<g class="meeple meeple-{kind}{" meeple-lying" if lying else ""}" '
             f'transform="translate({_num(x)} {_num(y)}) scale({round(s, 3)}){turn}">',
             f'<ellipse cx="{"-9" if lying else "1.5"}" cy="{"1" if lying else "9.6"}" rx="{"2.6" if lying else "10"}" '
             f'ry="{"10" if lying else "2.6"}" fill="#1b2430" opacity=".25"/>',
             f'<path d="{body}" transform="translate({"-1.4 1.2" if lying else "1.2 1.4"})" fill="#1b2430" opacity=".3"/>',
             f'<path d="{body}" fill="none" stroke="{halo}" stroke-width="3.4" stroke-linejoin="round" opacity=".85"/>',
             f'<path d="{body}" fill="{fill}" stroke="{outline}" stroke-width="{1.6 if kind == "big" else 1.3}" '
             f'stroke-linejoin="round"/>',
             f'<path d="{_ABBOT_RIM_D if kind == "abbot" else _RIM_D}" fill="none" stroke="#fff" stroke-width=".9" stroke-linecap="round" opacity=".45"/>']
    if kind == "abbot":
        parts.append(f'<path d="{_ABBOT_TRIM}" fill="none" stroke="{outline}" stroke-width=".9" opacity=".7"/>')
    if kind == "big":
        parts.append('<circle cx="0" cy="-6.4" r="1.4" fill="#fff" opacity=".75"/>')
    parts.append("</g>")
    return "".join(parts)


def gingerbread_svg(x: float, y: float, scale: float = 1) -> str:
    """The gingerbread man: a small brown biscuit figure with white icing, centred on (x, y)
    (about 18 units tall at scale 1), used both as the tile icon and as the moving figure.
    Limbs are round-capped strokes and the icing dots zero-length ones: six short elements."""
    P = PALETTE
    limbs = "M-6.5,-1.5H6.5M0,-2V3.5M0,3L-4.2,8.5M0,3L4.2,8.5"
    return (f'<g class="gingerbread" transform="translate({_num(x)} {_num(y)}) scale({round(scale, 3)})" '
            f'fill="none" stroke-linecap="round">'
            f'<path d="{limbs}M0,-6h0" stroke="#5a3414" stroke-width="6.6"/>'
            f'<path d="M0,-6h0" stroke="#5a3414" stroke-width="9.4"/>'
            f'<path d="{limbs}" stroke="{P["gingerbread"]}" stroke-width="4.6"/>'
            f'<path d="M0,-6h0" stroke="{P["gingerbread"]}" stroke-width="7.6"/>'
            f'<path d="M-6.8,-3v3M6.8,-3v3M-5.4,7.2l1.6,2M5.4,7.2l-1.6,2M-1.8,-4.6q1.8,1.4 3.6,0" '
            f'stroke="{P["icing"]}" stroke-width=".8"/>'
            f'<path d="M-1.4,-7h0M1.4,-7h0M0,0h0M0,2.6h0" stroke="{P["icing"]}" stroke-width="1.6"/>'
            f'</g>')
