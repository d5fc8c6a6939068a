"""Art pass 35 (the judge after pass 34: desktop-near's cap cottage sat one clean paving row under its tower; the
stepped-aside cottages of the 0.55 towns stayed 83-85 % of their town): a cottage stepped aside from a cap lane's
well stands at a spot and size of its own on each turn of its tile (`cap_turns`, a CSS move on the turn).  Over
every tile type and turn, each such cottage is drawn at least `SHARE` of its town's cottages and keeps `TOWER_WANT`
of paving under a tower over it, except on the turns named in `PINCHED` (a tower over it and the well under it on
the screen); on every turn it keeps the well's paving (`WELL_PAVING`, or `WELL_LEAST` between well and tower), the tower's
box, the wall's and the tile's border; every move it makes is one of `SHIFTS`, and both style sheets carry them.
Main fails: one spot and size served all four turns (0.5 of 0.6 on every turn of I's second town)."""

import math
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "py"))

from carcassonne.tiles import TILE_TYPES  # noqa: E402
from ui.picture import turn_style  # noqa: E402
from ui.tileart.cap_room import WALL_KEEP, WELL_PAVING, edge_keeps, outline_wall_gap, well_gap  # noqa: E402
from ui.tileart.cap_turns import (SHARE, SHIFTS, TOWER_WANT, WELL_LEAST, _tower_clear_turn, _under_tower,  # noqa: E402
                                  _wall_gap_turn, on_turn, turn_css)
from ui.tileart.draw import _draw  # noqa: E402
from ui.tileart.geometry import _num  # noqa: E402
from ui.tileart.layout import _layout  # noqa: E402
from ui.tileart.town import HALF, house_shape  # noqa: E402
from ui.tileart.town_plan import city_towers, _town_plan  # noqa: E402
from ui.tileart.village import END_WELL_K  # noqa: E402
from stepped_cottages import stepped_aside  # noqa: E402
from ui.tileart.cap_band import CAP_EDGE_KEEP  # noqa: E402

CSS = open(os.path.join(os.path.dirname(__file__), "..", "..", "static", "tileart.css")).read()

#: The turns on which a stepped-aside cottage is pinched: a tower of its town over it on the screen (its middle
#: under `TOWER` units off) and its lane's well under it (under `WELL` units off), too close for `SHARE` of its
#: town's size with `TOWER_WANT` under the tower.  {(tile, town, turn)}: the 0.55 towns' caps stay 0.5-0.51 of 0.6
#: there (their well 14.5 units off, the tower 18.7-19.0; on their three other turns 0.58-0.6); three 0.65 towns'
#: (I, Ig, GB2) keep 2.0 units under the tower (2.2 wanted), and the rest of the 0.65 towns' keep 0.63 of 0.7 with
#: the paving shared between tower and well (the well's `WELL_LEAST`, `between`).
PINCHED = {(t, i, r) for t, i, r in (
    ("H", 1, 90), ("Hg", 1, 90), ("GB1", 1, 90), ("I", 0, 270), ("Ig", 0, 270), ("GB2", 0, 270),
    ("I", 1, 0), ("Ig", 1, 0), ("IC03", 0, 270), ("IC03", 1, 0), ("IC04", 0, 270), ("IC04", 1, 0), ("GB2", 1, 0),
    ("GB3", 0, 270), ("GB3", 1, 0), ("GB4", 1, 90))}
TOWER, WELL = 22.5, 17.0  # (art pass 37: 21.4 -> 22.5, the cottage stepped along its row off the shade band)


def between(ln, q, towers) -> bool:
    """Whether a cottage at `q` stands between its lane's well and a tower of its town (`WELL`, `TOWER`)."""
    return math.dist(ln[-1], q) < WELL and any(math.dist(t, q) < TOWER for t in towers)




def test_every_stepped_aside_cottage_is_nine_tenths_of_its_town_with_paving_under_its_tower_unless_pinched():
    bad, pinched, seen = [], set(), 0
    for tid, i, j, k, e, ln, q0, s0, move in stepped_aside():
        top, towers = float(_num(k)), city_towers(tid)[i]
        for rot in (0, 90, 180, 270):
            seen += 1
            q, s = on_turn(q0, s0, k, move, rot)
            d = k * s
            # (art pass 37: the shade band's paving (`cap_band.BAND_KEEP`) may cost one size step, 0.01, below it)
            if d >= SHARE * top - .015 and _under_tower(q, house_shape(j), d, towers, rot) >= TOWER_WANT - 1e-6:
                continue
            if (tid, i, rot) in PINCHED and between(ln, q, towers) and d >= .83 * top - 1e-6 \
                    and _under_tower(q, house_shape(j), d, towers, rot) >= TOWER_WANT - .2:
                pinched.add((tid, i, rot))
            else:
                bad.append((tid, i, j, rot, q, round(d, 3), top))
    assert seen >= 140 and not bad, bad
    assert pinched <= PINCHED and len(pinched) >= 10, (pinched, PINCHED - pinched)  # (pass 37: some now fit)


def test_every_stepped_aside_cottage_keeps_the_well_the_tower_the_wall_and_the_border_on_every_turn():
    bad = []
    for tid, i, j, k, e, ln, q0, s0, move in stepped_aside():
        city, shape = _layout(tid).cities[i], house_shape(j)
        keep = min(outline_wall_gap(_town_plan(tid)[i][0][j], shape, k, city), WALL_KEEP)  # (its planned spot's)
        lo_x, lo_y, hi_x, hi_y = edge_keeps(ln, CAP_EDGE_KEEP)  # (art pass 37: the cap's own edge, `cap_band`)
        for rot in (0, 90, 180, 270):
            q, s = on_turn(q0, s0, k, move, rot)
            d, h = k * s, HALF * k * s
            least = WELL_LEAST if between(ln, q, city_towers(tid)[i]) else WELL_PAVING
            if well_gap(ln[-1], END_WELL_K, q, h, shape, rot, 1.0) < least - 1e-6:
                bad.append((tid, i, j, rot, q, "well"))
            if not all(_tower_clear_turn(q, shape, d, t, rot) for t in city_towers(tid)[i]):
                bad.append((tid, i, j, rot, q, "tower"))
            if _wall_gap_turn(q, shape, d, city, rot) < keep - 0.05:  # (the drawn size to two decimals)
                bad.append((tid, i, j, rot, q, "wall"))
            if not (lo_x - .05 <= q[0] - h and q[0] + h <= hi_x + .05 and lo_y - .05 <= q[1] - h
                    and q[1] + h <= hi_y + .05):
                bad.append((tid, i, j, rot, q, "border"))
    assert not bad, bad


def test_every_move_is_drawn_by_its_class_and_both_style_sheets_carry_the_moves():
    bad, moved = [], 0
    for tid, i, j, k, e, ln, q, s, move in stepped_aside():
        if move is None:
            continue
        moved += 1
        n = SHIFTS.index(move) if move in SHIFTS else None
        if n is None or not re.search(rf'<g class="ta-o{n}"><g class="ta-s{e}"><path class="hm\d" '
                                      rf'd="M{_num(q[0])},{_num(q[1])}z"', _draw(tid)):
            bad.append((tid, i, j, move))
    assert moved >= 30 and not bad, bad
    tight = re.sub(r"\s+", "", CSS)
    assert turn_css().replace(" ", "") in tight
    for tid in TILE_TYPES:  # (a still picture carries the rules of the cottages its tiles draw, no others)
        shown = {int(n) for n in re.findall(r'class="ta-o(\d+)"', _draw(tid))}
        style = turn_style([f"tile-{tid}"])
        assert not shown or turn_css(only=frozenset(shown)) in style, tid
        assert set(map(int, re.findall(r"\.ta-o(\d+)\{", style))) == shown, tid
