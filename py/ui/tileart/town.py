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


def _rect(x: float, y: float, w: float, h: float) -> str:
    n = _num
    return f"M{n(x)},{n(y)}h{n(w)}v{n(h)}h{n(-w)}z"


def _circle(x: float, y: float, r: float) -> str:
    n = _num
    return f"M{n(x - r)},{n(y)}a{n(r)},{n(r)} 0 1 0 {n(2 * r)},0a{n(r)},{n(r)} 0 1 0 {n(-2 * r)},0z"


def _parts(shape: int, x: float, y: float, k: float) -> tuple[str, str, str, str, str, str]:
    """(roof, snow on it, ridge, front wall, door, lit window) path data of one house seen from above and
    a little from the south, `k` times the near size: snow lies on the lit slope, the roof's colour shows
    on the other."""
    def R(dx: float, dy: float, w: float, h: float) -> str:
        return _rect(x + dx * k, y + dy * k, w * k, h * k)

    def line(dx: float, dy: float, cmd: str, v: float) -> str:
        return f"M{_num(x + dx * k)},{_num(y + dy * k)}{cmd}{_num(v * k)}"

    if shape == 0:  # a long house under a gabled roof, ridge along its length
        return (R(-6.5, -6, 13, 8), R(-6.5, -6, 13, 4), line(-6.5, -2, "h", 13), R(-6, 2, 12, 3.5),
                R(-1, 3, 2, 2.5), R(2.5, 3, 2, 1.5))
    if shape == 1:  # a square house under a pyramid roof
        return (R(-5, -7, 10, 9), R(-4, -6, 8, 4.5), "", R(-4.5, 2, 9, 4), R(-3, 3, 2, 3), R(1, 3, 2, 1.6))
    if shape == 2:  # a tall house, its gable to the street
        return (R(-4, -9, 8, 11), R(-4, -9, 4, 11), line(0, -9, "v", 11), R(-3.5, 2, 7, 4.5), "", R(-1, 3, 2, 2))
    return (_circle(x, y - 3 * k, 4.8 * k), _circle(x - 1 * k, y - 4 * k, 3 * k), "",  # a round tower
            R(-3.8, 1.5, 7.6, 4.5), R(-1, 2.5, 2, 3.5), "")


#: Front walls by shape: cream plaster, timber, stone, grey tower stone.
_WALLS = ("house_wall", "timber", "stone", "rock_light")


def houses(spots: list[Pt], layout: int = 0, k: float = 1.0) -> str:
    """The houses at `spots` in shape layout `layout` (0 or 1), as a few compound paths (walls and roofs
    by shape, then snow, ridges, doors, windows): roofs coloured by class (`.ta-e0`..`.ta-e3`; the
    attribute is the colour without CSS)."""
    if not spots:
        return ""
    P = PALETTE
    roofs: list[list[str]] = [[] for _ in range(HOUSE_KINDS)]
    walls: list[list[str]] = [[] for _ in range(HOUSE_KINDS)]
    snow, ridges, doors, lit = [], [], [], []
    for slot, (x, y) in enumerate(spots):
        shape = (slot + layout) % HOUSE_KINDS
        roof, cap, ridge, wall, door, window = _parts(shape, x, y, k)
        roofs[shape].append(roof)
        walls[shape].append(wall)
        snow.append(cap)
        ridges.append(ridge)
        doors.append(door)
        lit.append(window)
    o = P["outline"]
    out = []
    for shape in range(HOUSE_KINDS):
        if walls[shape]:
            out.append(f'<path d="{"".join(walls[shape])}" fill="{P[_WALLS[shape]]}" stroke="{o}" stroke-width=".6"/>')
    for shape in range(HOUSE_KINDS):
        if roofs[shape]:
            out.append(f'<path class="ta-e{shape}" d="{"".join(roofs[shape])}" fill="{P[EAVES[shape]]}" stroke="{o}" '
                       f'stroke-width=".6"/>')
    out.append(f'<path d="{"".join(snow)}" fill="#fff"/>')
    if any(ridges):
        out.append(f'<path d="{"".join(ridges)}" stroke="{P["ridge"]}" stroke-width="{_num(min(k, 1.3))}"/>')
    out.append(f'<path d="{"".join(doors)}" fill="{P["gate"]}"/><path d="{"".join(lit)}" fill="{P["window"]}"/>')
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
        f'<radialGradient id="ta-dip"><stop offset="0" stop-color="{P["snow_dip"]}" stop-opacity=".3"/>'
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
