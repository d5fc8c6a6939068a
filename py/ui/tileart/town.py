"""The winter town's shared pieces: the snow texture, four kinds of snowed-in house, banners, gates.

Why shared defs: a board holds one `<symbol>` per tile type, and a city tile holds a dozen houses; drawing
each house as a `<use>` of one shared group keeps the symbols small, and lets static CSS (static/tileart.css)
pick each house's kind per board cell.  Every house spot has a slot (0-3); the tile's `<use>` carries
``data-v`` (the cell's variant, `cell_variant`), and the house in slot ``s`` shows kind ``(s + v) % 4``
(`house_kind`): the variant reaches the nested `<use>` through inherited custom properties, the only thing
that crosses into a `<use>`'s copy.  `cell_variant` differs between any two cells that share an edge or a
corner, so neighbouring towns never repeat an arrangement, with no extra markup per cell.

Standalone drawings (tile previews, the tile list) cannot refer to page defs: they get the same houses
inlined, in variant 0, and plain colours instead of the snow pattern.
"""

from __future__ import annotations

from functools import lru_cache

from .geometry import Pt, _num
from .palette import PALETTE

HOUSE_KINDS = 4


def cell_variant(x: int, y: int) -> int:
    """The house variant of board cell (x, y): x + 2y mod 4 differs for any two cells that touch
    (a step in x changes it by 1 or 3, a step in y by 2, a diagonal step by 1 or 3)."""
    return (x + 2 * y) % HOUSE_KINDS


def house_kind(slot: int, variant: int) -> int:
    """Which house kind the house in `slot` shows on a tile of `variant` (mirrors static/tileart.css)."""
    return (slot + variant) % HOUSE_KINDS


def _kind_markup() -> tuple[str, ...]:
    """The four houses, each about 13 x 14 units about (0, 0), standing on y = 5.5, snow on every roof."""
    P = PALETTE
    o = P["outline"]
    return (
        # a cottage: cream walls, a steep snowy gable with red-brown eaves, a door
        f'<path d="M-4.5,0h9v5.5h-9z" fill="{P["house_wall"]}" stroke="{o}" stroke-width=".7"/>'
        f'<path d="M-6.2,.4l2.4-7h7.6l2.4,7z" fill="#fff" stroke="{P["roof"]}" stroke-width="1.4" '
        f'stroke-linejoin="round"/><path d="M-1,5.5v-3h2v3z" fill="{P["gate"]}"/>',
        # a tall timber townhouse with a lit window
        f'<path d="M-3.6,-3h7.2v8.5h-7.2z" fill="{P["timber"]}" stroke="{o}" stroke-width=".7"/>'
        f'<path d="M-5,-2.6L0,-10.5L5,-2.6z" fill="#fff" stroke="{P["roof_dark"]}" stroke-width="1.3" '
        f'stroke-linejoin="round"/><path d="M-1.2,-1h2.4v2.4h-2.4z" fill="{P["window"]}"/>',
        # a long stone hall with a smoking chimney
        f'<path d="M3,-6.5h2.2v5h-2.2z" fill="{P["rock"]}" stroke="{o}" stroke-width=".6"/>'
        f'<path d="M-6,0h12v5.5h-12z" fill="{P["stone"]}" stroke="{o}" stroke-width=".7"/>'
        f'<path d="M-7.3,.5l2.3-5.5h10l2.3,5.5z" fill="#fff" stroke="{P["roof"]}" stroke-width="1.3" '
        f'stroke-linejoin="round"/><path d="M-3,5.5v-3h2v3zM2,2h2v2h-2z" fill="{P["gate"]}"/>',
        # a round tower house under a slate cone
        f'<path d="M-3.8,-2h7.6v7.5h-7.6z" fill="{P["rock_light"]}" stroke="{o}" stroke-width=".7"/>'
        f'<path d="M-5.2,-1.5L0,-11L5.2,-1.5z" fill="#fff" stroke="{P["slate"]}" stroke-width="1.4" '
        f'stroke-linejoin="round"/><path d="M-.9,5.5v-3.4h1.8v3.4z" fill="{P["gate"]}"/>',
    )


@lru_cache(maxsize=1)
def town_defs() -> str:
    """Shared defs: the snow pattern and its two gradients, and the house group whose four kinds static
    CSS switches (`.hk0`..`.hk3`)."""
    P = PALETTE
    sparkle = "M12,38h0M31,9h0M47,63h0M66,31h0M88,52h0M21,86h0M58,91h0M80,12h0M7,64h0M93,80h0M39,47h0M72,72h0"
    specks = "M18,22h0M43,28h0M61,54h0M84,36h0M29,70h0M52,12h0M77,88h0M9,92h0M94,18h0M36,97h0"
    houses = "".join(f'<g class="hk{k}">{m}</g>' for k, m in enumerate(_kind_markup()))
    return (
        f'<radialGradient id="ta-glow"><stop offset="0" stop-color="#fff" stop-opacity=".95"/>'
        f'<stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>'
        f'<radialGradient id="ta-dip"><stop offset="0" stop-color="{P["snow_dip"]}" stop-opacity=".7"/>'
        f'<stop offset="1" stop-color="{P["snow_dip"]}" stop-opacity="0"/></radialGradient>'
        f'<pattern id="ta-snow" width="100" height="100" patternUnits="userSpaceOnUse">'
        f'<rect width="100" height="100" fill="{P["snow"]}"/>'
        f'<ellipse cx="74" cy="24" rx="30" ry="17" fill="url(#ta-dip)"/>'
        f'<ellipse cx="22" cy="74" rx="28" ry="15" fill="url(#ta-dip)"/>'
        f'<ellipse cx="30" cy="30" rx="34" ry="24" fill="url(#ta-glow)"/>'
        f'<ellipse cx="74" cy="72" rx="30" ry="22" fill="url(#ta-glow)"/>'
        f'<path d="{specks}" stroke="{P["snow_speck"]}" stroke-width="1.3" stroke-linecap="round"/>'
        f'<path d="{sparkle}" stroke="#fff" stroke-width="2" stroke-linecap="round"/></pattern>'
        f'<g id="ta-hs">{houses}</g>')


def houses_shared(spots: list[Pt]) -> str:
    """Houses as `<use>`s of the shared house group, slot by order, each turned upright by CSS (`.ta-up`)."""
    return "".join(f'<g class="ta-up"><use href="#ta-hs" x="{_num(x)}" y="{_num(y)}" class="hs{k % HOUSE_KINDS}"/></g>'
                   for k, (x, y) in enumerate(spots))


def houses_far(spots: list[Pt]) -> str:
    """The far view's houses: the same snowy gables 1.6 times as big on a sparser lattice, so a town
    still reads as a town at 40 px a tile (seen from above, roofs read as empty boxes)."""
    return "".join(f'<g class="ta-up"><use href="#ta-hs" transform="translate({_num(x)} {_num(y)}) scale(1.6)" '
                   f'class="hs{k % HOUSE_KINDS}"/></g>' for k, (x, y) in enumerate(spots))


def houses_inline(spots: list[Pt]) -> str:
    """The same houses drawn in place (variant 0), for drawings that must not depend on page defs."""
    kinds = _kind_markup()
    return "".join(f'<g transform="translate({_num(x)} {_num(y)})">{kinds[house_kind(k, 0)]}</g>'
                   for k, (x, y) in enumerate(spots))


def banner(p: Pt) -> str:
    """A banner (the Winter Edition's word for a pennant): a swallow-tailed blue flag with a white cross
    on a pole, standing on the wall walk where the catalogue puts a pennant."""
    x, y = p
    P = PALETTE
    n = _num
    return (f'<path d="M{n(x - 4.5)},{n(y + 8)}V{n(y - 9)}" fill="none" stroke="{P["outline"]}" stroke-width="1.3" '
            f'stroke-linecap="round"/>'
            f'<path d="M{n(x - 4)},{n(y - 8.5)}h10.5v9.5l-2.6-2.2l-2.7,2.2l-2.6-2.2l-2.6,2.2z" fill="{P["pennant"]}" '
            f'stroke="{P["outline"]}" stroke-width=".8" stroke-linejoin="round"/>'
            f'<path d="M{n(x + 1.2)},{n(y - 7)}v6.5M{n(x - 2)},{n(y - 4.2)}h6.5" fill="none" '
            f'stroke="{P["pennant_trim"]}" stroke-width="1.3"/>'
            f'<circle cx="{n(x - 4.5)}" cy="{n(y - 9.4)}" r="1.1" fill="{P["finial"]}"/>')


def gate(p: Pt, out: Pt) -> str:
    """A gatehouse where a road leaves a city: two squat towers flanking a dark arch, across the road."""
    x, y = p
    ox, oy = out
    nx, ny = -oy, ox  # along the wall
    P = PALETTE
    n = _num
    a = (x - nx * 6.2, y - ny * 6.2)
    b = (x + nx * 6.2, y + ny * 6.2)
    towers = f"M{n(a[0])},{n(a[1])}h0M{n(b[0])},{n(b[1])}h0"
    return (f'<path d="M{n(a[0])},{n(a[1])}L{n(b[0])},{n(b[1])}" stroke="{P["gate"]}" stroke-width="5.5"/>'
            f'<path d="{towers}" stroke="{P["outline"]}" stroke-width="7.4" stroke-linecap="round"/>'
            f'<path d="{towers}" stroke="{P["wall_light"]}" stroke-width="5.6" stroke-linecap="round"/>'
            f'<path d="{towers.replace("h0", "h.1")}" stroke="#fff" stroke-width="2.8" stroke-linecap="round"/>')
