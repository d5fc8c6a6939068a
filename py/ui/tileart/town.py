"""The winter town's shared pieces: the snow texture, four kinds of snowed-in house, banners, gates.

Houses are seen from above, as the printed tiles show them, so they look right however a tile is turned:
snowy roofs with a shaded slope, a ridge and coloured eaves, in four shapes (a gabled long house, a hipped
square house, an L-shaped house, a round tower).  A tile's houses are a handful of compound paths (one per
shape and part), never one element per house: a board holds 100+ tiles of a dozen houses each, and a
`<use>` per house made every restyle of a full board cost seconds.

Neighbouring towns never repeat: the tile's `<use>` carries ``data-v``, the cell's variant (`cell_variant`,
different for any two cells that touch), and static CSS (static/tileart.css) reads it through inherited
custom properties, the only thing that crosses into a `<use>`'s copy.  Its low bit picks one of two shape
layouts drawn in the symbol (`.hv0`/`.hv1`), its high bit swaps the eaves' colours between shapes, so
each spot's (shape, colour) is `house_kind(slot, variant)`.
"""

from __future__ import annotations

from functools import lru_cache

from .geometry import Pt, _num
from .palette import PALETTE

HOUSE_KINDS = 4
#: The eaves' colour of each shape, by CSS class `.ta-e{shape}` (static/tileart.css has the same values).
EAVES = ("roof", "roof_dark", "slate", "wall_light")


def cell_variant(x: int, y: int) -> int:
    """The house variant of board cell (x, y): x + 2y mod 4 differs for any two cells that touch
    (a step in x changes it by 1 or 3, a step in y by 2, a diagonal step by 1 or 3)."""
    return (x + 2 * y) % HOUSE_KINDS


def house_kind(slot: int, variant: int) -> tuple[int, int]:
    """(shape, eaves colour) of the house in `slot` on a tile of `variant` (mirrors static/tileart.css):
    the variant's low bit shifts the shapes by one slot, its high bit swaps the colours by two."""
    shape = (slot + variant % 2) % HOUSE_KINDS
    return shape, (shape + 2 * (variant // 2)) % HOUSE_KINDS


def _parts(shape: int, x: float, y: float, k: float) -> tuple[str, str, str]:
    """(roof outline, snow on the lit slopes, chimney) path data of one house seen from above, `k` times
    the near size: the roof's own colour shows on the shaded slopes, where the snow has slid off."""
    n = _num

    def at(dx: float, dy: float) -> str:
        return f"M{n(x + dx * k)},{n(y + dy * k)}"

    def r(v: float) -> str:
        return n(v * k)

    chimney = f"{at(2.2, 1)}h{r(2.4)}v{r(2.4)}h{r(-2.4)}z"
    if shape == 0:  # a long gabled house: snow on the north slope, a chimney on the south one
        return (f"{at(-6.5, -4)}h{r(13)}v{r(8)}h{r(-13)}z", f"{at(-6, -3.5)}h{r(12)}v{r(3.7)}h{r(-12)}z", chimney)
    if shape == 1:  # a square house under a pyramid roof: snow on the north and west slopes
        return (f"{at(-5, -5)}h{r(10)}v{r(10)}h{r(-10)}z", f"{at(-4.5, 4.5)}v{r(-9)}h{r(9)}l{r(-4.5)},{r(4.5)}z", "")
    if shape == 2:  # an L-shaped farmhouse: snow on each wing's lit slope
        return (f"{at(-6, -5)}h{r(6)}v{r(5)}h{r(6)}v{r(5)}h{r(-12)}z",
                f"{at(-5.5, -4.5)}h{r(2.4)}v{r(9)}h{r(-2.4)}z{at(-3, .5)}h{r(8.5)}v{r(2)}h{r(-8.5)}z",
                f"{at(1.5, 3)}h{r(2.2)}v{r(1.6)}h{r(-2.2)}z")
    return (f"{at(-4.8, 0)}a{r(4.8)},{r(4.8)} 0 1 0 {r(9.6)},0a{r(4.8)},{r(4.8)} 0 1 0 {r(-9.6)},0z",  # a round tower
            f"{at(-4.2, -.3)}a{r(4.2)},{r(4.2)} 0 0 1 {r(8.4)},0z", "")


def houses(spots: list[Pt], layout: int = 0, k: float = 1.0) -> str:
    """The houses at `spots` in shape layout `layout` (0 or 1), as a few compound paths: their shadows on
    the street, the roofs filled by class (`.ta-e0`..`.ta-e3`; the attribute is the colour without CSS),
    the snow on them, the chimneys."""
    if not spots:
        return ""
    P = PALETTE
    roofs: list[list[str]] = [[] for _ in range(HOUSE_KINDS)]
    snow, chimneys = [], []
    for slot, (x, y) in enumerate(spots):
        shape = (slot + layout) % HOUSE_KINDS
        roof, lit, chimney = _parts(shape, x, y, k)
        roofs[shape].append(roof)
        snow.append(lit)
        chimneys.append(chimney)
    out = [f'<path d="{"".join(d for ds in roofs for d in ds)}" fill="{P["gate"]}" opacity=".35" '
           f'transform="translate({_num(1.6 * k)} {_num(1.8 * k)})"/>']
    for shape, ds in enumerate(roofs):
        if ds:
            out.append(f'<path class="ta-e{shape}" d="{"".join(ds)}" fill="{P[EAVES[shape]]}" stroke="{P["outline"]}" '
                       f'stroke-width=".7" stroke-linejoin="round"/>')
    out.append(f'<path d="{"".join(snow)}" fill="#fff"/>')
    if any(chimneys):
        out.append(f'<path d="{"".join(chimneys)}" fill="{P["outline"]}"/>')
    return "".join(out)


def houses_near(spots: list[Pt], shared: bool = True) -> str:
    """The near view's houses: both shape layouts, CSS shows the cell's (`.hv0`/`.hv1`); standalone
    drawings get layout 0 only."""
    if not spots:
        return ""
    if not shared:
        return houses(spots, 0)
    return f'<g class="hv0">{houses(spots, 0)}</g><g class="hv1">{houses(spots, 1)}</g>'


def houses_far(spots: list[Pt]) -> str:
    """The far view's houses: 1.6 times as big on a sparser lattice, so a town still reads as a town at
    40 px a tile (one shape layout; the eaves' colours still follow the cell)."""
    return houses(spots, 0, 1.6)


@lru_cache(maxsize=1)
def town_defs() -> str:
    """Shared defs: the snow pattern and its two gradients."""
    P = PALETTE
    sparkle = "M12,38h0M31,9h0M47,63h0M66,31h0M88,52h0M21,86h0M58,91h0M80,12h0M7,64h0M93,80h0M39,47h0M72,72h0"
    specks = "M18,22h0M43,28h0M61,54h0M84,36h0M29,70h0M52,12h0M77,88h0M9,92h0M94,18h0M36,97h0"
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
        f'<path d="{sparkle}" stroke="#fff" stroke-width="2" stroke-linecap="round"/></pattern>')


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
