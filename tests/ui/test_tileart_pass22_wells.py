"""Art pass 22, the far (fit-zoom) wells and the square's fir (the judge after pass 21: gate-stub wells drawn as
pale hollow rings or half under the gate block, "the well is drawn two ways"; the square's fir a flat green disc,
a "+" on the phone).

Each check loops over every tile type and asserts the drawn markup (`draw.tile_content`, what the page ships)."""

from __future__ import annotations

import math
import re

from carcassonne.tiles import TILE_TYPES
from ui.tileart.draw import tile_content
from ui.tileart.far_streets import (FIR_HALF, GATE_HALF_LONG, GATE_HALF_WIDE, WELL_SOLID, WELL_SOLID_R, _gate_blocks,
                                    far_ends, far_pieces, far_streets, over_tint, well_spots)
from ui.tileart.far_square import far_squares, fir_spots
from ui.tileart.lanes import STUB_W

#: The zooms the far streets show at (px a tile): far, mid (board-mid), fit (desktop-fit).
FAR, FIT = 0.49, 0.72
STREET_TILES = [t for t in TILE_TYPES if far_pieces(t)]


def _lightness(hex_colour: str, under: str = "#a99e93", share: float = 0.4) -> float:
    """CIE L* of a colour under the far view's town tint (`share` of `under` over it)."""
    rgb = [int(hex_colour[i:i + 2], 16) * (1 - share) + int(under[i:i + 2], 16) * share for i in (1, 3, 5)]
    lin = [(c / 255 / 12.92) if c / 255 <= 0.04045 else ((c / 255 + 0.055) / 1.055) ** 2.4 for c in rgb]
    y = 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]
    return 116 * (y ** (1 / 3) if y > 0.008856 else 7.787 * y + 16 / 116) - 16


def test_every_far_well_is_one_solid_disc_about_3_px():
    """One well style: a filled disc with no rim (a rim round a 1 px middle read as a pale ring at 61-72 px),
    2.5-4 px across from far to fit, L* 45-55 under the town tint (board-far (274,539): L* 50)."""
    assert 2.5 <= 2 * WELL_SOLID_R * FAR <= 4 and 2 * WELL_SOLID_R * FIT <= 4.2
    assert 45 <= _lightness(WELL_SOLID) <= 55
    bad = []
    for tid in STREET_TILES:
        markup = far_streets(tid)
        for group in re.findall(r'<g fill="([^"]*)"([^>]*)>((?:(?!</g></g>).)*?<circle[^>]*/>)', markup):
            fill, attrs, body = group
            # (art pass 24: drawn over the far tint, in its colour as the tint mixed it, `over_tint`)
            if "stroke" in attrs or fill != over_tint(WELL_SOLID) or re.search(r'<circle[^>]*stroke', body):
                bad.append((tid, fill, attrs))
        radii = {float(r) for r in re.findall(r'<circle [^>]*r="([\d.]+)"', markup)}
        if radii - {WELL_SOLID_R}:
            bad.append((tid, sorted(radii)))
    assert not bad, bad[:10]


def test_no_well_within_2_px_of_a_gate_block_and_none_washed_by_a_gate_stub():
    """Every drawn well keeps 2 px (at 49 px a tile) off each far gate block (12 x 13 units across the wall), and
    no faded gate stub (`lanes.gate_stubs`, drawn over the far streets) crosses a well: the pass 21 rings."""
    bad = []
    for tid in STREET_TILES:
        wells = [q for kind, q, _ in well_spots(tid) if kind == "well"]
        for q in wells:
            for (x, y), (dx, dy) in _gate_blocks(tid):
                along, across = (q[0] - x) * dx + (q[1] - y) * dy, -(q[0] - x) * dy + (q[1] - y) * dx
                gap = math.hypot(max(abs(along) - GATE_HALF_LONG, 0), max(abs(across) - GATE_HALF_WIDE, 0))
                if (gap - WELL_SOLID_R) * FAR < 2 - 1e-9:
                    bad.append((tid, "gate", q, round((gap - WELL_SOLID_R) * FAR, 2)))
        content = tile_content(tid)
        for d in re.findall(r'<path d="([^"]*)" fill="none" stroke="[^"]*" stroke-width="[^"]*" stroke-opacity', content):
            for m in re.finditer(r"M([-\d.]+),([-\d.]+)L([-\d.]+),([-\d.]+)", d):
                a, b = (float(m[1]), float(m[2])), (float(m[3]), float(m[4]))
                for q in wells:
                    if _seg_dist(q, a, b) < WELL_SOLID_R + STUB_W / 2:
                        bad.append((tid, "stub", q, a, b))
    assert not bad, bad[:10]
    # (the diagonal gates' 10 unit stubs: their wells dropped, every other end keeps its well)
    dropped = {t for t in STREET_TILES if len(well_spots(t)) < len(far_ends(t))}
    assert dropped and all(any(math.dist(q, g) < 12 for k, q, _ in far_ends(t) if k == "well"
                               for g, _ in _gate_blocks(t)) for t in dropped), dropped


def _seg_dist(p, a, b) -> float:
    dx, dy = b[0] - a[0], b[1] - a[1]
    size = dx * dx + dy * dy
    t = 0.0 if size == 0 else max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / size))
    return math.dist(p, (a[0] + t * dx, a[1] + t * dy))


def test_the_squares_fir_is_an_upright_lit_and_shaded_triangle_7_to_8_px_at_fit():
    """Each square's fir: kept upright (`ta-up`), a triangle 7-8 px wide and tall at fit (72 px a tile), in the
    fir's dark green with a lit part whose right edge runs inside the dark one's (a shadow on the lower right)
    and a white streak on the upper left (a disc read as a bush, a "+" on the phone)."""
    bad = []
    # (art pass 23: the fir drawn over the tint, `far_square.far_squares`, a trunk and shadow first, beside its hub)
    fir = re.compile(r'<g class="ta-up"><path fill="[^"]+" d="[^"]+"/><path d="M([-\d.]+),([-\d.]+)L([-\d.]+),([-\d.]+)H([-\d.]+)z"/>'
                     r'<path fill="[^"]+" d="M[-\d.]+,[-\d.]+L([-\d.]+),([-\d.]+)L([-\d.]+),([-\d.]+)z"/>'
                     r'<path stroke="#fff" stroke-width="[\d.]+" d="M[-\d.]+,[-\d.]+L([-\d.]+),([-\d.]+)"/></g>')
    for tid in STREET_TILES:
        squares = {q for _, q, _ in fir_spots(tid)}
        found = [tuple(float(v) for v in m) for m in fir.findall(far_squares(tid))]
        if len(found) != sum(1 for k, *_ in well_spots(tid) if k == "square"):
            bad.append((tid, "count", len(found)))
        for tx, ty, rx, by, lx, mx, my, llx, lly, sx, sy in found:
            wide, tall = (rx - lx) * FIT, (by - ty) * FIT
            lit_inside = mx < rx and my < by and llx == lx and lly == by
            snow_left = sx < tx and ty < sy < by
            if not (7 <= wide <= 8.5 and 7 <= tall <= 8.5 and lit_inside and snow_left):
                bad.append((tid, (tx, ty), round(wide, 1), round(tall, 1), lit_inside, snow_left))
            if not any(math.isclose(q[0], tx, abs_tol=0.1) for q in squares):
                bad.append((tid, "where", tx))
    assert not bad, bad[:10]
    assert 2 * FIR_HALF * FIT >= 7
