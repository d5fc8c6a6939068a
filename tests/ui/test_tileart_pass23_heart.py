"""Art pass 23, the town square at the far and playing zooms (the judge after pass 22: the square's fir on the tip
of its lane read as an up-arrow "↑" at the heart town, desktop-fit (399,293-350); its snow streak L* 82-83).

Each check loops over every tile type with a square and asserts the drawn markup (`draw.tile_content`, what the
page ships), collecting failures."""

from __future__ import annotations

import math
import re

from carcassonne.tiles import TILE_TYPES
from ui.tileart.draw import tile_content
from ui.tileart.far_curves import flat
from ui.tileart.far_square import far_squares, fir_spots
from ui.tileart.far_streets import far_pieces
from ui.tileart.geometry import _turn
from ui.tileart.town_mini import FAR_BODY, MINI_BODY, far_plan, mid_plan

#: The playing zoom the judge measures at (desktop-fit, px a unit) and the far zoom.
FIT, FAR = 0.71, 0.49
SQUARE_TILES = [t for t in TILE_TYPES if fir_spots(t)]
FIR = re.compile(r'<path fill="(#\w+)" d="M([-\d.]+),([-\d.]+)a([\d.]+),[\d.]+ 0 1 1 0,\.1z"/><g class="ta-up">'
                 r'<path fill="(#\w+)" d="M([-\d.]+),([-\d.]+)[^"]*"/><path d="M([-\d.]+),([-\d.]+)L([-\d.]+),([-\d.]+)H'
                 r'([-\d.]+)z"/><path fill="[^"]+" d="[^"]+"/><path stroke="(#\w+)" stroke-width="([\d.]+)" d="[^"]+"/></g>')


def lightness(colour: str) -> float:
    """CIE L* of an sRGB colour #rrggbb (or #rgb)."""
    colour = "#" + "".join(c * 2 for c in colour[1:]) if len(colour) == 4 else colour
    lin = [(v / 255) / 12.92 if v <= 10 else ((v / 255 + 0.055) / 1.055) ** 2.4
           for v in (int(colour[i:i + 2], 16) for i in (1, 3, 5))]
    y = 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]
    return 116 * y ** (1 / 3) - 16 if y > 0.008856 else 903.3 * y


def _lane(tid: str, hub, classes) -> list:
    """The one far street shown under `classes` that ends at the hub, as points from the hub out."""
    for cls, cubics in far_pieces(tid):
        pts = flat(cubics)
        if set(cls) <= set(classes) and min(math.dist(pts[0], hub), math.dist(pts[-1], hub)) < 0.5:
            return pts[::-1] if math.dist(pts[-1], hub) < 0.5 else pts
    return []


def _drawn(tid: str) -> list:
    """Each plaza and fir as (plaza colour, its middle's x and y, its radius, the fir's numbers...): art pass 26's
    plaza is a circle drawn from its leftmost point (pass 24's was an outline, the lane's sides widening into an
    arc)."""
    return [(m[0], str(float(m[1]) + float(m[3])), m[2], m[3], *m[4:]) for m in FIR.findall(far_squares(tid))]


def test_every_square_has_its_plaza_and_fir_drawn_over_the_town_tint():
    bad = []
    assert len(SQUARE_TILES) >= 6
    for tid in SQUARE_TILES:
        content, markup = tile_content(tid), far_squares(tid)
        if len(_drawn(tid)) != len(fir_spots(tid)):
            bad.append((tid, "count", len(_drawn(tid)), len(fir_spots(tid))))
        tint = content.find('fill="#a99e93" fill-opacity=".4"')
        if markup not in content or tint < 0 or content.index(markup) < tint:
            bad.append((tid, "not over the tint", tint))
    assert not bad, bad


def test_the_lane_ends_at_a_plaza_and_the_fir_stands_beside_its_axis():
    """The lane's end is the plaza's middle, the plaza >= 8 px across at fit, the fir's middle >= 2 px at fit off
    the lane's axis (every turn: the offset turns with the tile), and where the lane comes up from below on the
    screen, the fir's tip >= 2 px to its side: no "↑"."""
    bad = []
    for tid in SQUARE_TILES:
        for (hub, spot, classes), m in zip(fir_spots(tid), _drawn(tid)):
            plaza, cx, cy, r = m[0], float(m[1]), float(m[2]), float(m[3])
            tip = (float(m[7]), float(m[8]))
            lane = _lane(tid, hub, classes)
            # (art pass 24: the outline's points at whole units, its middle within 0.8 units of the lane's end)
            if not lane or math.dist(lane[0], (cx, cy)) > 0.8 or 2 * r * FIT < 8 or lightness(plaza) < 80:
                bad.append((tid, classes, "plaza", (cx, cy), r, plaza))
                continue
            out = next(p for p in lane if math.dist(p, hub) >= 6)
            for rot in (0, 90, 180, 270):
                h, o = _turn(hub, rot), _turn(out, rot)
                u = ((o[0] - h[0]) / math.dist(o, h), (o[1] - h[1]) / math.dist(o, h))
                middle = _turn(spot, rot)
                off = abs((middle[0] - h[0]) * -u[1] + (middle[1] - h[1]) * u[0])
                if off * FIT < 2:
                    bad.append((tid, classes, rot, "middle on the axis", round(off * FIT, 2)))
                if u[1] > 0.7:  # (the lane comes up from below to the fir: its tip above, beside the axis)
                    tip_x = middle[0] + (tip[0] - spot[0])
                    if abs(tip_x - h[0] - u[0] * (middle[1] - h[1]) / u[1]) * FIT < 2:
                        bad.append((tid, classes, rot, "tip on the axis"))
    assert not bad, bad[:10]


def test_the_fir_has_a_dark_foot_and_white_snow():
    """Its trunk and cast shadow L* <= 40, its snow streak L* >= 90 and >= 1.5 px wide at fit (pass 22: 82-83)."""
    bad = []
    for tid in SQUARE_TILES:
        for m in _drawn(tid):
            foot, snow, width = m[4], m[12], float(m[13])
            if lightness(foot) > 40 or lightness(snow) < 90 or width * FIT < 1.5:
                bad.append((tid, foot, snow, width))
    assert not bad, bad


def test_the_moved_fir_keeps_off_every_roof():
    """The fir's box (triangle, trunk, shadow), upright about its middle on every turn, 1 unit clear of every far
    roof and mini cottage body."""
    bad = []
    for tid in SQUARE_TILES:
        for (_, spot, _), m in zip(fir_spots(tid), _drawn(tid)):
            x0, x1 = float(m[11]), float(m[5]) + 8  # (the base's left corner; the shadow's reach past the trunk)
            y0, y1 = float(m[8]), float(m[6]) + 2.5
            for plan, body in ((far_plan(tid), FAR_BODY), (mid_plan(tid), MINI_BODY)):
                for p in plan:
                    for rot in (0, 90, 180, 270):
                        cx, cy = _turn(((x0 + x1) / 2, (y0 + y1) / 2), rot)
                        fx0, fx1, fy0, fy1 = cx - (x1 - x0) / 2, cx + (x1 - x0) / 2, cy - (y1 - y0) / 2, cy + (y1 - y0) / 2
                        x, y = _turn(p, rot)
                        gap = max(x + body[0] - fx1, fx0 - (x + body[1]), y + body[2] - fy1, fy0 - (y + body[3]))
                        if gap < 1:
                            bad.append((tid, spot, p, rot, round(gap, 1)))
    assert not bad, bad[:10]
