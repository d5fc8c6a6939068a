"""The winter tiles' animals: small hand-drawn silhouettes, one painter per kind the catalogue names.

Why silhouettes and not tracks: a player should see at a glance "the tile with the bear", as on the printed
tiles.  Each animal is a few paths in its own box (about 30 x 22 units, centred on (0, 0), facing east),
placed by the layout in open snow and mirrored to face the tile's middle; a soft shadow stands it on the
snow.  Colours are the animals' own, muted (brown deer, grey wolf, rust fox, a slate-grey crow that no
black follower is mistaken for), outlined in one dark ink, so they read on white snow at any zoom.  Only the 12 winter tiles carry one, so their bytes barely count.
"""

from __future__ import annotations

from .geometry import Pt, _num

INK = "#3a2c22"

# Each entry: (body fill, body path, extra markup drawn over it).  Legs are part of the outline path
# where they must read as legs (deer, wolf, fox); stubby ones (boar, bear) are separate strokes.
_DEER = (
    "#9b7352",
    "M-11,-1C-11,-5 -5,-6 0,-5.5C3,-5 5,-5 7,-7L10,-12C11,-13 13,-13 14,-12L17,-10.5L16.5,-9L13,-8.5"
    "L10,-3C9,0 8,2 7.5,3L8.5,11H7L5,4C1,5 -4,5 -7,4L-8,11H-9.5L-9.5,3C-11,2 -11.5,1 -11,-1Z",
    '<path d="M11,-12.5l-1.5,-6M10,-16l-3,-2M9.8,-17.5l1.2,-3.5M12.6,-12.8l1.6,-6.2M13.8,-17l3,-1.4" '
    'fill="none" stroke="#6b4627" stroke-width="1.3" stroke-linecap="round"/>'
    '<path d="M-11.5,-2.5l-2,-1.2l.6,2.4z" fill="#fff"/>'
    '<path d="M-4,-1.5h0M-1,-2.5h0M1.5,-1h0" stroke="#f3e6d4" stroke-width="1.6" stroke-linecap="round"/>'
    '<circle cx="13.3" cy="-10.6" r=".7" fill="#1d1510"/>',
)
_BOAR = (
    "#6a5444",
    "M-12,2C-13,-3 -9,-7 -3,-8C3,-8.5 8,-7 11,-4L15.5,-1.5L16,1.5L12,2.5C10,4.5 5,5.5 0,5.5C-5,5.5 -10,4.5 -12,2Z",
    '<path d="M-9,4v5M-5,5v4.5M5,5v4.5M9,4v5" stroke="#3d2a1e" stroke-width="2.4" stroke-linecap="round"/>'
    '<path d="M-7,-6.5l-.8,-2.5M-4,-7.8l-.2,-2.6M-1,-8.3l.4,-2.6M2,-8.2l1,-2.4M5,-7.5l1.2,-2" '
    'stroke="#3d2a1e" stroke-width="1.1" stroke-linecap="round"/>'
    '<path d="M6.5,-6.5l1.8,-3l1.4,3.2z" fill="#3d2a1e"/>'
    '<path d="M13.5,1.8q1.8,-.6 2,-3" fill="none" stroke="#fff" stroke-width="1.2" stroke-linecap="round"/>'
    '<circle cx="10.5" cy="-3.2" r=".8" fill="#f1d9a8"/>'
    '<path d="M-12,0.5q-2.5,-1 -2,-3.5" fill="none" stroke="#3d2a1e" stroke-width="1"/>',
)
_WOLF = (
    "#8e949c",
    "M-10,-3C-5,-5.5 3,-5.5 7.5,-5L11,-10.5L12,-7.5L13.5,-11L14.5,-7L19,-4.5L18.5,-2.5L14,-2.2"
    "C12,0 10.5,2 10,3L11,11H9.3L7.5,4C3,5 -3,5 -7,4L-8.5,11H-10.2L-9.8,3.2C-10.8,1.5 -11,-1 -10,-3Z"
    "M-10,-2.5C-14,-1.5 -17,2 -18,6C-15,5 -12,3 -9.5,1Z",
    '<path d="M-6,3.5c3,1 8,1 12,-.5" fill="none" stroke="#c9ced4" stroke-width="1.6" stroke-linecap="round"/>'
    '<path d="M-17.6,5.2l2.3,-1.6" stroke="#e8ecf0" stroke-width="1.4" stroke-linecap="round"/>'
    '<circle cx="14.2" cy="-5.4" r=".7" fill="#1d1510"/>',
)
_FOX = (
    "#b8714a",
    "M-8,-2.5C-4,-4.5 2,-4.5 6,-4L9.5,-9.5L10.8,-6.3L12.5,-9.8L13.2,-5.6L18,-3L17.6,-1.6L13,-1"
    "C11,1 9.5,2 9,3L10,9.5H8.5L6.8,3.6C3,4.4 -2,4.4 -6,3.6L-7,9.5H-8.5L-8.3,3C-9,1.5 -9,-1 -8,-2.5Z"
    "M-8,-1.5C-12,-2 -17,0 -19,4.5C-15,6 -11,4 -7.5,1.5Z",
    '<path d="M-19,4.5C-18,2.6 -16.6,2 -15.4,2.2C-15.8,3.6 -16.6,5 -17.2,5.4Z" fill="#fff"/>'
    '<path d="M12.8,-1.2L17.6,-1.6L13.4,-3.6Z" fill="#fff"/>'
    '<path d="M-7.6,7.6v1.9M7.5,7.6l.9,1.9M9.4,7.6l.6,1.9" stroke="#2b1c12" stroke-width="1.6" stroke-linecap="round"/>'
    '<circle cx="13.2" cy="-4.4" r=".7" fill="#1d1510"/>',
)
_BEAR = (
    "#6b5040",
    "M-14,4C-16,-3 -11,-9.5 -3,-10C3,-10.4 6,-9 8.5,-6.5C10,-8.5 12.5,-9 14.5,-7.5L18.5,-4.5L18,-1.5L14.5,-1"
    "C13,1 12,3 11.5,5.5L12.5,11H8L7.5,6.5C3,7.5 -3,7.5 -7,6.8L-7.5,11H-12L-11.5,6.5C-13,6 -13.7,5 -14,4Z",
    '<circle cx="11" cy="-8.3" r="1.9" fill="#6b5040" stroke="' + INK + '" stroke-width=".8"/>'
    '<path d="M15,-3.8l3.5,-.6l-.3,2.4l-3.6,.4z" fill="#a4846a"/>'
    '<circle cx="13.6" cy="-5.4" r=".8" fill="#f4e9dc"/>'
    '<path d="M-9,-8.5c4,-2.3 10,-2 14,0" fill="none" stroke="#fff" stroke-width="1.7" stroke-linecap="round"/>',
)
_CROW = (
    "#5d6068",
    "M-9,2.5C-7,-3 0,-6 5,-5.5C6,-8.5 9.5,-9.5 11.5,-7.5L15.5,-6.3L11.8,-5C11.5,-2.5 10,0 7,2"
    "C3,4.5 -3,5 -7,4L-15,5.5L-13,1.5Z",
    '<path d="M11.5,-7.4L15.6,-6.3L11.8,-5Z" fill="#c9a23a"/>'
    '<path d="M-4,0.5C-1,-3 3,-3.5 6,-1" fill="none" stroke="#6d7480" stroke-width="1" stroke-linecap="round"/>'
    '<path d="M0,4.4l-1,5M0.4,9.4h-2.6M3,4.2l1,5.2M4.2,9.4h-2.4" stroke="#454850" stroke-width=".9" '
    'stroke-linecap="round"/><circle cx="9.7" cy="-6.6" r=".8" fill="#fff"/>',
)
_WOLPERTINGER = (
    "#b08658",
    "M-9,3C-10,-2 -6,-5.5 -1,-5.5C3,-5.5 5,-4 6.5,-5.5C8,-8 11.5,-8.5 13.5,-6.5L15.5,-4L15,-2.2L12,-1.5"
    "C10.5,1.5 9,3.5 7,4.5L9,6.5L8.5,8L2,7.8C-3,8.3 -8,6.6 -9,3Z",
    # ears, antlers, a duck's wing and a fluffy tail: the Bavarian horned hare
    '<path d="M9.5,-7.2L7.6,-16.5L10.8,-8ZM11.3,-7.6L12.6,-16.8L13,-7.4Z" fill="#b08658" stroke="' + INK + '" '
    'stroke-width=".7" stroke-linejoin="round"/>'
    '<path d="M10.7,-8.6l-3.4,-4.2M9,-10.7l-2.6,.4M13,-8.6l3.4,-4.4M15,-11.2l2.4,.6" fill="none" stroke="#6b4627" '
    'stroke-width="1" stroke-linecap="round"/>'
    '<path d="M-3,-3C-7,-11 -13,-12.5 -17,-10.5C-13.5,-9 -12,-7.5 -11.5,-5.5C-9.5,-4 -6,-2.5 -3,-1Z" fill="#e2d8c6" '
    'stroke="' + INK + '" stroke-width=".8" stroke-linejoin="round"/>'
    '<path d="M-15,-9.8c2,0.4 3.5,1.5 4.3,3M-13,-10.6c2,0.3 4,1.6 5,3.3" fill="none" stroke="#9c8e77" stroke-width=".6"/>'
    '<circle cx="-9.6" cy="1.2" r="2.6" fill="#fff" stroke="' + INK + '" stroke-width=".7"/>'
    '<circle cx="12.3" cy="-5.2" r=".8" fill="#1d1510"/>',
)

#: Painting data per kind of animal the catalogue's notes name.
KINDS: dict[str, tuple[str, str, str]] = {
    "deer": _DEER, "boar": _BOAR, "wolf": _WOLF, "fox": _FOX, "bear": _BEAR, "crow": _CROW,
    "wolpertinger": _WOLPERTINGER,
}
#: Half the width and half the height of an animal's box at scale 1 (what placement keeps free).
HALF_W, HALF_H = 16.0, 11.0
#: Animals are drawn at this share of the room the layout keeps for them: a deer is then ~20 units long,
#: smaller than a follower (~26), so nobody mistakes a crow for the black player's meeple.
DRAWN = 0.7


def animal_svg(kind: str, p: Pt, scale: float = 1.0, face_left: bool = False) -> str:
    """One animal of `kind` standing at `p` (its box's centre) as a `<g class="animal animal-KIND">`:
    a shadow on the snow, the outlined body, then its marks (antlers, tusks, a white tail tip).  The
    outer `<g class="ta-up">` is what the page's CSS turns back upright on a turned tile."""
    if kind not in KINDS:
        raise ValueError(f"unknown animal {kind!r}; expected one of {sorted(KINDS)}")
    fill, body, marks = KINDS[kind]
    scale *= DRAWN
    sx = -scale if face_left else scale
    return (f'<g class="ta-up"><g class="animal animal-{kind}" transform="translate({_num(p[0])} {_num(p[1])}) '
            f'scale({round(sx, 2)} {round(scale, 2)})">'
            f'<ellipse cy="11" rx="13" ry="2.2" fill="#d5dfe8"/>'
            f'<path d="{body}" fill="{fill}" stroke="{INK}" stroke-width=".9" stroke-linejoin="round"/>'
            f'{marks}</g></g>')
