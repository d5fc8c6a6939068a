"""Art pass 31 (docs/art-reviews.md, "After pass 30", ask 3): board-far's far roof on the town wall.

The judge found board-far's large brown roof at (179,194), IC07's lone far roof at cell (-1, -7) turned 90, lying
on the wall band and the tower cap below it.  IC07's cap is too shallow for a large roof 2 px off the band under
any turn, so IC07 shows one usual roof where it stands clearest (`far_kinds.LONE`).  Checked
here, with the roof as drawn (its silhouette `town._FAR_BLOB` and its shadow `far_roofs.FAR_SHADOW` units right
and down, upright however the tile turns) against the far wall band (7 units wide, draw.py) and tower cap (a dot 11
units across):

- every type of `LONE`, under every turn: off the band and the cap (on main IC07's large roof lay over both under
  every turn), and on board-far's turn 2 px (at 49 px a tile) off both; the spot keeps the large roofs' placing
  rules (`far_kinds.fits`); the markup one closed path of one vertex, a usual roof in the tile's first colour;
- the judged board: cell (-1, -7) is IC07 at 90 degrees and its far roof keeps 2 px off its band and cap.
"""

from __future__ import annotations

import math
import re

from ui.tileart.far_kinds import LONE, far_kinds, fits, houses_far_kinds
from ui.tileart.far_roofs import FAR_SHADOW, TURNS
from ui.tileart.geometry import _num, _turn
from ui.tileart.layout import _layout
from ui.tileart.town import _FAR_BLOB
from ui.tileart.town_mini import FAR_BODY, FAR_BOX, FAR_GATE_BOX
from ui.tileart.town_plan import city_towers

from tileart_boards import full_board_game

#: The far wall band's half width and the tower cap's radius (draw.py: strokes 7 and 11, units), and 2 px at
#: board-far's 49 px a tile.
BAND_HALF, CAP_R, CLEAR = 3.5, 5.5, 2 / 0.49
JUDGED = {"IC07": 90}


def _outline(steps: int = 8) -> list[tuple[float, float]]:
    """The far roof's drawn outline and its shadow's, about its spot, sampled along every edge."""
    out = []
    for dx, dy in ((0.0, 0.0), FAR_SHADOW):
        for a, b in zip(_FAR_BLOB, _FAR_BLOB[1:] + _FAR_BLOB[:1]):
            out += [(a[0] + dx + (b[0] - a[0]) * k / steps, a[1] + dy + (b[1] - a[1]) * k / steps) for k in range(steps)]
    return out


def _seg(p, a, b) -> float:
    vx, vy = b[0] - a[0], b[1] - a[1]
    n = vx * vx + vy * vy
    t = 0.0 if n == 0 else max(0.0, min(1.0, ((p[0] - a[0]) * vx + (p[1] - a[1]) * vy) / n))
    return math.hypot(p[0] - a[0] - t * vx, p[1] - a[1] - t * vy)


def gaps(tile_id: str, spot, rot: int) -> tuple[float, float]:
    """The least gaps (units) between a usual far roof drawn at `spot` (rotation 0) on the tile turned `rot` and
    the tile's wall bands and tower caps."""
    cx, cy = _turn(spot, rot)
    pts = [(cx + x, cy + y) for x, y in _outline()]
    segs = [(_turn(a, rot), _turn(b, rot)) for c in _layout(tile_id).cities for line in c.wall_lines
            for a, b in zip(line, line[1:])]
    caps = [_turn(t, rot) for ts in city_towers(tile_id) for t in ts]
    band = min((_seg(q, a, b) for q in pts for a, b in segs), default=99.0) - BAND_HALF
    cap = min((math.dist(q, t) for q in pts for t in caps), default=99.0) - CAP_R
    return band, cap


def test_lone_far_roofs_keep_off_the_wall_band_and_tower_caps():
    """Every `LONE` type: one usual roof, keeping `fits`, off the band and caps under every turn, 2 px off both on
    the judged turn, drawn as a usual roof."""
    failures = []
    assert set(JUDGED) <= set(LONE)
    for tid, spot in LONE.items():
        spots, last, first = far_kinds(tid)
        if spots != (spot,) or last or first:
            failures.append((tid, "kinds", spots, last, first))
        if not fits(tid, 0, spot, FAR_BOX, FAR_BODY, FAR_GATE_BOX, []):
            failures.append((tid, "fits", spot))
        # (art pass 43: a lone roof that steps in off the open rim, `far_rim`, takes its step's class `hv<n>`)
        if re.sub(r" hv\d+\b", "", houses_far_kinds(tid)) != f'<path class="hf" d="M{_num(spot[0])},{_num(spot[1])}z" fill="none"/>':
            failures.append((tid, "markup", houses_far_kinds(tid)))
        for rot in TURNS:
            least = CLEAR if JUDGED.get(tid) == rot else 0.0
            band, cap = gaps(tid, spot, rot)
            if min(band, cap) < least - 1e-9:
                failures.append((tid, rot, round(band, 2), round(cap, 2)))
    assert not failures, failures


def test_board_far_roof_by_the_tower_keeps_2px_off_band_and_cap():
    """board-far (179,194): cell (-1, -7) is IC07 turned 90, its one far roof 2 px off its wall band and cap."""
    board = full_board_game().board
    placed = board.tiles[(-1, -7)][0]
    assert (placed.id, placed.rot) == ("IC07", 90)
    spots, _, _ = far_kinds(placed.id)
    for spot in spots:
        band, cap = gaps(placed.id, spot, placed.rot)
        assert min(band, cap) >= CLEAR, (spot, band, cap)
