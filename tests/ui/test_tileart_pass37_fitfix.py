"""Art pass 37, fit cottages measured on the turn they grow (`fit_turns`).

Pass 36's `fit_turns._offset` turned the offset between two pieces with `geometry._turn`, which turns a POINT about
the tile's centre (it adds the tile's size), so on the turns 90, 180 and 270 every box gap `_box_gap_turn` gave came
out near 100 units and the rules of `_fits_turn` (`MINI_SPACE` to the other cottages, the wells, the followers'
room) held nothing back; the fir was measured over all four turns, not the one grown on.  Here every gap is measured
from points turned each on its own (never through `_offset`): `_offset` equals the difference of two turned points;
every cottage grown on a turn keeps, on that turn, the tile's border, `MINI_SPACE` off every other piece, `ROOF_GAP`
off the fir, `WELL_SOLID_R` + 1 off every well (`PLAZA_R` + 1 off a square), no nearer a city follower's room than
the usual cottage stood (capped at `FAR_FOLLOWER_GAP`), and no nearer the tile's edge where it stood within `EDGE`;
and `PATTERNS` lists exactly the patterns planned.  Main fails: `_offset` on the turns 90-270; its 10 cottages grown on 23
turns all came nearer a well than 3.8 units (2.39 down to -1.11, onto it) and 16 of those turns nearer a follower's
room than the usual cottage stood; `_fir_gap_turn` is new.
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "py"))

from carcassonne.tiles import TILE_TYPES  # noqa: E402
from ui.tileart.far_square import PLAZA_R, ROOF_GAP  # noqa: E402
from ui.tileart.far_streets import WELL_SOLID_R, well_spots  # noqa: E402
from ui.tileart.fit_band import town_sides  # noqa: E402
from ui.tileart.fit_turns import EDGE, PATTERNS, TURNS, _box_gap_turn, _fir_gap_turn, _offset, fit_css, plan  # noqa: E402
from ui.tileart.geometry import _turn  # noqa: E402
from ui.tileart.layout import _layout  # noqa: E402
from ui.tileart.mini_kinds import BORDER, USUAL, box, fir_box, fir_spots, mid_pieces  # noqa: E402
from ui.tileart.town_mini import FAR_FOLLOWER_BOX, FAR_FOLLOWER_GAP, MINI_SPACE, room_gap  # noqa: E402
from grown_cottages import grown  # noqa: E402

POINTS = ((0.0, 0.0), (10.5, 37.4), (62.6, 10.5), (89.5, 62.6), (50.0, 86.0), (100.0, 100.0), (14.0, 50.0))


def _gap(p, a, q, b, rot: int) -> float:
    """The gap between upright boxes `a` at `p` and `b` at `q`, each point turned on its own."""
    (px, py), (qx, qy) = _turn(p, rot), _turn(q, rot)
    return max(px + a[0] - (qx + b[1]), qx + b[0] - (px + a[1]), py + a[2] - (qy + b[3]), qy + b[2] - (py + a[3]))


def _edges(p, b, rot: int) -> tuple[float, ...]:
    x, y = _turn(p, rot)
    return x + b[0], 100 - x - b[1], y + b[2], 100 - y - b[3]


def _fir(tid: str, q, b, rot: int) -> float:
    out = 100.0
    for _, f, _ in fir_spots(tid):
        x0, x1, y0, y1 = fir_box(f)
        hw, hh = (x1 - x0) / 2, (y1 - y0) / 2
        out = min(out, _gap(q, b, ((x0 + x1) / 2, (y0 + y1) / 2), (-hw, hw, -hh, hh), rot))
    return out


def test_offset_is_the_difference_of_two_turned_points():
    bad = []
    for rot in TURNS:
        for p in POINTS:
            for q in POINTS:
                (ax, ay), (bx, by) = _turn(p, rot), _turn(q, rot)
                got = _offset(p[0] - q[0], p[1] - q[1], rot)
                if abs(got[0] - (ax - bx)) > 1e-9 or abs(got[1] - (ay - by)) > 1e-9:
                    bad.append((rot, p, q, got, (ax - bx, ay - by)))
    assert not bad, bad[:5]


def test_box_and_fir_gaps_are_those_of_the_turn():
    bad = []
    a, b = box("h"), box(USUAL)
    for rot in TURNS:
        for p in POINTS:
            for q in POINTS:
                if abs(_box_gap_turn(p, a, q, b, rot) - _gap(p, a, q, b, rot)) > 1e-9:
                    bad.append(("box", rot, p, q))
    for tid in TILE_TYPES:
        if fir_spots(tid):
            for rot in TURNS:
                for p, _ in mid_pieces(tid):
                    if abs(_fir_gap_turn(tid, p, a, rot) - _fir(tid, p, a, rot)) > 1e-9:
                        bad.append(("fir", tid, rot, p))
    assert not bad, bad[:5]




def test_every_grown_cottage_keeps_every_rule_on_its_turn():
    bad = []
    b, old = box("h"), box(USUAL)
    for tid, i, rot, p, q, t, off, *_ in grown():
        seam = town_sides(tid, t, rot)
        if any(n < (0.0 if s in seam else BORDER) - 1e-9 for s, n in enumerate(_edges(q, b, rot))):
            bad.append((tid, i, rot, "border"))
        for j, (o, k) in enumerate(mid_pieces(tid)):
            if j != i and k is not None and _gap(q, b, o, box(k), rot) < MINI_SPACE - 1e-9:
                bad.append((tid, i, rot, "space", j, round(_gap(q, b, o, box(k), rot), 2)))
        if _fir(tid, q, b, rot) < ROOF_GAP - 1e-9:
            bad.append((tid, i, rot, "fir"))
        for kind, w, cls in well_spots(tid):
            if off is not None and f"ta-s{off}" in cls:  # (drawn only with that street: then it does not grow)
                continue
            need = (PLAZA_R if kind == "square" else WELL_SOLID_R) + 1.0
            if _gap(q, b, w, (0, 0, 0, 0), rot) < need - 1e-9:
                bad.append((tid, i, rot, "well", w, round(_gap(q, b, w, (0, 0, 0, 0), rot), 2)))
        room = min(room_gap(tid, p, old), FAR_FOLLOWER_GAP)
        for c in _layout(tid).cities:
            if _gap(q, b, c.shape.anchor, FAR_FOLLOWER_BOX, rot) < room - 1e-9:
                bad.append((tid, i, rot, "room", c.shape.anchor))
        if any(n < min(o, EDGE) - 1e-9 for s, (n, o) in enumerate(zip(_edges(q, b, rot), _edges(p, old, rot)))
               if s not in seam):
            bad.append((tid, i, rot, "edge"))
    assert not bad, bad


def test_the_patterns_are_exactly_those_planned_and_the_css_asks_the_street():
    assert {m for t in TILE_TYPES for _, m in plan(t)} == set(PATTERNS)
    css = fit_css()
    for n, m in enumerate(PATTERNS):
        for rot, move in zip(TURNS, m):
            if move is not None and len(move) == 3:
                assert f'use[data-rot="{rot}"]:not([data-st~="{move[2]}"]){{' in css, (n, rot)
