"""The winter town's shared pieces: the snow and cobble textures, four kinds of snowed-in house, banners,
gates.

Houses are seen from above, as the printed tiles show them, so they look right however a tile is turned:
snowy gabled or hipped roofs (a near-white sunlit slope, a blue-grey shaded one, a ridge line) over a
narrow band of wall in ochre, brick, slate or timber cream, a chimney on the street-gabled kind, in few
big houses (5-7 on a full city tile) standing in rows with yards between them (`terraces`): many small
striped houses read as a barcode.  A tile's houses are a handful of compound paths (one per part, and per
shape for the coloured bands), never one element per house: a board holds 100+ tiles, and a `<use>` per
house made every restyle of a full board cost seconds.  Far off (`houses_far`), a town shows two or three
plain white roof blobs.

Neighbouring towns never repeat: the tile's `<use>` carries ``data-v``, the cell's variant (`cell_variant`,
different for any two cells that touch), and static CSS (static/tileart.css) reads it through inherited
custom properties, the only thing that crosses into a `<use>`'s copy.  Its low bit picks one of two shape
layouts drawn in the symbol (`.hv0`/`.hv1`), its high bit swaps the bands' colours between shapes, so
each spot's (shape, colour) is `house_kind(slot, variant)`.
"""

from __future__ import annotations

from functools import lru_cache

from .geometry import Pt, _dist, _inside, _num, _seg_dist
from .palette import PALETTE

HOUSE_KINDS = 4
#: The eaves band's colour of each shape, by CSS class `.ta-e{shape}` (static/tileart.css has the same values):
#: ochre, brick, slate, timber cream.
EAVES = ("eave_ochre", "eave_brick", "eave_slate", "eave_timber")


def cell_variant(x: int, y: int) -> int:
    """The house variant of board cell (x, y): x + 2y mod 4 differs for any two cells that touch
    (a step in x changes it by 1 or 3, a step in y by 2, a diagonal step by 1 or 3)."""
    return (x + 2 * y) % HOUSE_KINDS


#: The shape of each slot along a terrace, read from a slot offset by layout (`house_shape`): long houses
#: most often, square and street-gabled ones between, a round tower now and then; never a regular cycle,
#: so a town reads as grown, not stamped.
_SEQ = (0, 2, 1, 0, 0, 2, 3, 1, 2, 0, 1)


def house_shape(slot: int, layout: int) -> int:
    """The shape of the house in `slot` in shape layout `layout` (0 or 1): layout 1 reads the sequence
    five places on, so the two layouts differ at most slots."""
    return _SEQ[(slot + 5 * layout) % len(_SEQ)]


def house_kind(slot: int, variant: int) -> tuple[int, int]:
    """(shape, eaves colour) of the house in `slot` on a tile of `variant` (mirrors static/tileart.css):
    the variant's low bit picks the shape layout, its high bit swaps the colours by two."""
    shape = house_shape(slot, variant % 2)
    return shape, (shape + 2 * (variant // 2)) % HOUSE_KINDS


def _rect(x: float, y: float, w: float, h: float) -> str:
    n = _num
    return f"M{n(x)},{n(y)}h{n(w)}v{n(h)}h{n(-w)}z"


def _circle(x: float, y: float, r: float) -> str:
    n = _num
    return f"M{n(x - r)},{n(y)}a{n(r)},{n(r)} 0 1 0 {n(2 * r)},0a{n(r)},{n(r)} 0 1 0 {n(-2 * r)},0z"


#: A terraced house's width along its street and its footprint (top of the roof, foot of the front wall)
#: about its spot, at k = 1; rows of a town are `ROW` apart, which leaves a lane of cobbles between them.
HOUSE_W, ROOF_TOP, WALL_FOOT, ROW = 11.0, 8.0, 4.0, 15.0
#: Every house is drawn this much bigger than the measures above: 5-7 big snowy roofs on a full city tile
#: read as a town (about 17 px a house at 96 px a tile); twenty small ones read as a barcode.
HOUSE_SCALE = 1.7


def _parts(shape: int, x: float, y: float, k: float) -> tuple[str, str, str, str, str]:
    """(roof, shaded slope, ridge, eaves band, chimney) path data of one house seen from above, `k` times
    the near size.  The roof is deep snow: its sunlit slope (north, the light comes from the top left) is
    near white, the other slope a pale blue-grey, a ridge line between; only a narrow band of the house's
    wall shows below the eaves, in the shape's colour.  Four shapes: a long house (ridge along the street),
    a hipped square house, a house gabled to the street with a chimney, and a stepped pair of roofs."""
    def R(dx: float, dy: float, w: float, h: float) -> str:
        return _rect(x + dx * k, y + dy * k, w * k, h * k)

    def line(dx: float, dy: float, cmd: str, v: float) -> str:
        return f"M{_num(x + dx * k)},{_num(y + dy * k)}{cmd}{_num(v * k)}"

    def poly(*pts: tuple[float, float]) -> str:
        """A polygon as a start and relative steps: the steps repeat from house to house, which gzip packs."""
        (x0, y0), rest = pts[0], pts[1:]
        steps = [(b[0] - a[0], b[1] - a[1]) for a, b in zip(pts, rest)]
        return f"M{_num(x + x0 * k)},{_num(y + y0 * k)}" + "".join(f"l{_num(dx * k)},{_num(dy * k)}" for dx, dy in steps) + "z"

    k *= HOUSE_SCALE
    band = R(-5.2, 1, 10.4, 2)
    if shape == 0:  # a long house, its ridge along the street
        return R(-5.5, -7, 11, 8), R(-5.5, -3, 11, 4), line(-5.5, -3, "h", 11), band, ""
    if shape == 1:  # a square house under a hipped roof: four slopes, the south and east ones shaded
        return (R(-5.5, -8, 11, 9), poly((-5.5, 1), (-2, -3.5), (2, -3.5), (5.5, -8), (5.5, 1)),
                line(-2, -3.5, "h", 4) + poly((-5.5, -8), (-2, -3.5), (-5.5, 1))[:-1],
                band, "")
    if shape == 2:  # a house gabled to the street, its ridge across it, a chimney on the sunlit slope
        return (R(-5.5, -8, 11, 9), R(0, -8, 5.5, 9), line(0, -8, "v", 9), band, R(-4, -6, 3, 3))
    # two roofs side by side, the left one taller (a house and its lower wing)
    return (R(-5.5, -8, 6, 9) + R(.5, -6, 5, 7), R(-5.5, -3.5, 6, 4.5) + R(.5, -2.5, 5, 3.5),
            line(-5.5, -3.5, "h", 6) + line(.5, -2.5, "h", 5), band, "")


def houses(spots: list[Pt], layout: int = 0, k: float = 1.0) -> str:
    """The houses at `spots` in shape layout `layout` (0 or 1), as a few compound paths (eaves bands by
    shape, then the roofs' snow, their shaded slopes, ridges, chimneys): bands coloured by class
    (`.ta-e0`..`.ta-e3`; the attribute is the colour without CSS).  No groups inside: the embed's picture
    bakes the layouts by a pattern that stops at the first `</g>`."""
    if not spots:
        return ""
    P = PALETTE
    bands: list[list[str]] = [[] for _ in range(HOUSE_KINDS)]
    roofs, shade, ridges, chimneys = [], [], [], []
    for slot, (x, y) in enumerate(spots):
        shape = house_shape(slot, layout)
        roof, shaded, ridge, band, chimney = _parts(shape, x, y, k)
        bands[shape].append(band)
        roofs.append(roof)
        shade.append(shaded)
        ridges.append(ridge)
        chimneys.append(chimney)
    line = P["house_ridge"]
    w = _num(min(k, 1.3) * .6)
    out = []
    for shape in range(HOUSE_KINDS):
        if bands[shape]:
            out.append(f'<path class="ta-e{shape}" d="{"".join(bands[shape])}" fill="{P[EAVES[shape]]}" '
                       f'stroke="{P["outline"]}" stroke-width="{w}"/>')
    d = "".join(roofs)
    # a soft blue shadow to the lower right (the light comes from the top left) lifts the roofs off the street
    out.insert(0, f'<path d="{d}" transform="translate({_num(1.4 * k)} {_num(1.6 * k)})" fill="{P["house_shadow"]}"/>')
    out.append(f'<path d="{d}" fill="{P["house_snow"]}" stroke="{line}" stroke-width="{w}"/>')
    out.append(f'<path d="{"".join(shade)}" fill="{P["house_shade"]}"/>')
    out.append(f'<path d="{"".join(ridges)}" fill="none" stroke="{line}" stroke-width="{w}"/>')
    if any(chimneys):
        out.append(f'<path d="{"".join(chimneys)}" fill="{P["chimney"]}" stroke="#fff" stroke-width="{w}"/>')
    return "".join(out)


def _clear(p: Pt, walls: list[list[Pt]], r: float) -> bool:
    """Whether `p` is at least `r` from every wall line (segments whose box is farther are skipped)."""
    x, y = p
    for line in walls:
        for a, b in zip(line, line[1:]):
            if min(a[0], b[0]) - r > x or max(a[0], b[0]) + r < x or min(a[1], b[1]) - r > y or max(a[1], b[1]) + r < y:
                continue
            if _seg_dist(p, a, b) < r:
                return False
    return True


def terraces(poly: list[Pt], walls: list[list[Pt]], avoid: list[tuple[Pt, float]], k: float = 1.0,
             seed: int = 0) -> list[Pt]:
    """House spots in rows (streets) across a city, each house touching the next: a town of a few snowy
    roof masses with lanes between them, not houses scattered one by one.  A row is cut into blocks of
    three to five houses by alleys, and rows stand in pairs, back to back, with a street between pairs; `seed` shifts the rows and the blocks, so cities of different tile
    types are laid out differently.  A house stands wholly inside the walls (clear of the wall's stroke and
    its towers), a little off the tile's border (a roof cut at a seam looks like an error) and clear of the
    `avoid` circles (banners, the cathedral)."""
    k *= HOUSE_SCALE
    w, top, foot, row = HOUSE_W * k, ROOF_TOP * k, WALL_FOOT * k, ROW * k
    spots: list[Pt] = []
    y = 3.5 + top + (seed % 3) * 1.5
    r = 0
    while y + foot < 97:
        x = 3.5 + w / 2 + ((seed + r) % 3) * w / 3
        run, block, before = 0, 1 + (seed + r) % 2, len(spots)
        while x + w / 2 < 97:
            corners = [(x - w / 2, y - top), (x + w / 2, y - top), (x - w / 2, y + foot), (x + w / 2, y + foot)]
            ok = (all(_inside(c, poly) for c in corners) and all(_clear(c, walls, 4.4) for c in corners)
                  and _clear((x, y), walls, 5) and all(_dist((x, y), q) > d for q, d in avoid))
            if ok:
                spots.append((x, y))
                run += 1
                x += w
                if run == block:  # a yard between houses
                    run, block = 0, 1 + (block + r + seed) % 2
                    x += 10 * k
            else:
                run = 0
                x += w / 3
        found = len(spots) > before
        y += row * (1.35 if found else .3)  # a street between rows; an empty row only looks a little farther on
        r += found
    return spots


def houses_near(spots: list[Pt], shared: bool = True, k: float = 1.0) -> str:
    """The near view's houses: both shape layouts, CSS shows the cell's (`.hv0`/`.hv1`); standalone
    drawings get layout 0 only."""
    if not spots:
        return ""
    if not shared:
        return houses(spots, 0, k)
    return f'<g class="hv0">{houses(spots, 0, k)}</g><g class="hv1">{houses(spots, 1, k)}</g>'


def far_spots(spots: list[Pt], most: int = 3) -> list[Pt]:
    """At most `most` of a city's house spots, each as far as can be from those already picked: the far
    view's few roof blobs spread over the town instead of bunching."""
    if not spots:
        return []
    picked = [spots[len(spots) // 2]]
    while len(picked) < most:
        best = max(spots, key=lambda p: min(_dist(p, q) for q in picked))
        if min(_dist(best, q) for q in picked) < 16:
            break
        picked.append(best)
    return picked


def houses_far(spots: list[Pt]) -> str:
    """The far view's houses (below 72 px a tile): two or three plain white roof blobs a city, each with a
    soft blue shadow below and to the right; no bands or ridges, which turn into stripes of noise there."""
    if not spots:
        return ""
    n = _num
    blob = "".join(f"M{n(x - 8)},{n(y - 9)}h16a2.5,2.5 0 0 1 2.5,2.5v9a2.5,2.5 0 0 1-2.5,2.5h-16"
                   f"a2.5,2.5 0 0 1-2.5-2.5v-9a2.5,2.5 0 0 1 2.5-2.5z" for x, y in spots)
    P = PALETTE
    return (f'<path d="{blob}" transform="translate(1.6 1.8)" fill="{P["house_shade"]}"/>'
            f'<path d="{blob}" fill="{P["house_snow"]}" stroke="{P["house_ridge"]}" stroke-width="1"/>')


@lru_cache(maxsize=1)
def town_defs() -> str:
    """Shared defs: the snow pattern and its two gradients, and the town's cobbles.

    The snow's light and hollows stay inside the tile (every ellipse ends short of the border), so a tile's
    edge is plain snow on both sides of a seam and open fields run on without a grid."""
    P = PALETTE
    sparkle = "M12,38h0M31,9h0M47,63h0M66,31h0M88,52h0M21,86h0M58,91h0M80,12h0M7,64h0M93,80h0M39,47h0M72,72h0"
    specks = "M18,22h0M43,28h0M61,54h0M84,36h0M29,70h0M52,12h0M77,88h0M9,92h0M94,18h0M36,97h0"
    joints = "M0,4h16M0,9h16M0,14h16M4,0v4M12,0v4M8,4v5M1,4v5M5,9v5M13,9v5M10,14v2"
    return (
        f'<radialGradient id="ta-glow"><stop offset="0" stop-color="#fff" stop-opacity=".95"/>'
        f'<stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>'
        f'<radialGradient id="ta-dip"><stop offset="0" stop-color="{P["snow_dip"]}" stop-opacity=".45"/>'
        f'<stop offset="1" stop-color="{P["snow_dip"]}" stop-opacity="0"/></radialGradient>'
        f'<pattern id="ta-snow" width="100" height="100" patternUnits="userSpaceOnUse">'
        f'<rect width="100" height="100" fill="{P["snow"]}"/>'
        f'<ellipse cx="70" cy="28" rx="22" ry="12" fill="url(#ta-dip)"/>'
        f'<ellipse cx="28" cy="72" rx="20" ry="11" fill="url(#ta-dip)"/>'
        f'<ellipse cx="56" cy="78" rx="14" ry="7" fill="url(#ta-dip)"/>'
        f'<ellipse cx="32" cy="34" rx="24" ry="18" fill="url(#ta-glow)"/>'
        f'<ellipse cx="70" cy="64" rx="22" ry="16" fill="url(#ta-glow)"/>'
        f'<path d="{specks}" stroke="{P["snow_speck"]}" stroke-width="1.3" stroke-linecap="round"/>'
        f'<path d="{sparkle}" stroke="#fff" stroke-width="2" stroke-linecap="round"/></pattern>'
        f'<pattern id="ta-cobble" width="16" height="16" patternUnits="userSpaceOnUse">'
        f'<rect width="16" height="16" fill="{P["city"]}"/>'
        f'<path d="{joints}" stroke="{P["cobble"]}" stroke-width=".7"/>'
        f'<path d="M3,2h2M10,7h3M2,12h2M12,12h2" stroke="{P["cobble_snow"]}" stroke-width="1.2" '
        f'stroke-linecap="round"/></pattern>')


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
