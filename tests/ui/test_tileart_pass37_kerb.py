"""Art pass 37: a kerb cottage (WE05, WE10, IC09, IC11: a cottage stepped aside from a lane's kerb, `kerb_turns`)
leans off its wall's shade band toward the free side on each turn where that costs it no size (`LEAN_KEEP` from the
wall's middle line: 2 px of paving beyond the band at desktop-near, where pass 36 left 1-2), and may come `SEAM` to
the tile's border where the town's paving runs on over it.  Never smaller than pass 36 planned it, never nearer the
wall, and its kerb kept; desktop-near's cottage (turn 90 of WE10/IC09) grows from 0.853 to 0.89 of its town."""

from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "py"))
sys.path.insert(0, os.path.dirname(__file__))

from test_tileart_pass36_kerb import _kerb_cottages  # noqa: E402
from ui.tileart.cap_turns import on_turn  # noqa: E402
from ui.tileart.geometry import _inside  # noqa: E402
from ui.tileart.kerb_turns import OWN_KEEP, SEAM, drawn, own_gap, wall_gap  # noqa: E402
from ui.tileart.layout import _layout  # noqa: E402
from ui.tileart.town import house_shape  # noqa: E402

TURNS = (0, 90, 180, 270)
#: Pass 36's size and wall gap of each kerb cottage (tile, cottage) on turns 0, 90, 180 and 270 (its planned
#: figures at main 12a22b3): the lean may not take size (a rounding's 0.005 of the moves' scales) nor wall gap.
PASS36 = {
    ("WE05", 0): ((.86, 8.87), (.922, 8.94), (.881, 8.86), (.922, 8.88)),
    ("WE05", 1): ((.96, 7.55), (.894, 8.46), (.934, 8.67), (.934, 8.27)),
    ("WE10", 0): ((.9, 8.09), (.912, 8.64), (.873, 8.93), (.932, 9.04)),
    ("WE10", 1): ((.9, 8.0), (.853, 8.99), (.952, 8.91), (.912, 9.06)),
}
PASS36.update({("IC11", j): v for (t, j), v in PASS36.items() if t == "WE05"})
PASS36.update({("IC09", j): v for (t, j), v in PASS36.items() if t == "WE10"})
#: Art pass 38: the least size (of its town's) and wall gap (units) of a kerb cottage kept `EDGE_CLEAN` inside the tile.
EDGE_LEAST, EDGE_WALL = .75, 7.5


def _turns():
    """(tile, cottage, turn, size, wall gap, kerb gap, drawn points, town) of every kerb cottage on every turn."""
    out = []
    for tid, i, j, k, lane, q, s, moves in _kerb_cottages():
        city = _layout(tid).cities[i]
        for rot in TURNS:
            p, size = on_turn(q, s, k, moves, rot)
            d, shape = round(k * size, 3), house_shape(j)
            pts = [(p[0] + u, p[1] + v) for u, v in drawn(shape, d, rot)]
            out.append((tid, j, rot, size, wall_gap(p, shape, d, rot, city), own_gap(p, shape, d, rot, lane), pts,
                        city))
    return out


def test_kerb_cottages_lean_off_the_wall_shade_on_most_turns_and_never_lose_size_or_wall_gap():
    """Art pass 38: the lean may no longer reach the tile's edge (`kerb_turns.EDGE_CLEAN`: the edge may be the board's
    open rim), which takes size and wall gap back on most turns: each turn keeps at least `EDGE_LEAST` of its town
    and `EDGE_WALL` off the wall's line (the shed's least), and no turn is larger than pass 37 planned it."""
    bad, found = [], _turns()
    assert len(found) == 32, len(found)
    for tid, j, rot, size, wall, _, _, _ in found:
        was_size, _ = PASS36[(tid, j)][rot // 90]
        if size < EDGE_LEAST - .005:
            bad.append((tid, j, rot, "size", round(size, 3), was_size))
        if wall < EDGE_WALL - .01:
            bad.append((tid, j, rot, "wall", round(wall, 2)))
    assert not bad, bad


def test_kerb_cottages_keep_their_kerb_and_reach_the_border_only_where_the_town_runs_on():
    bad = []
    for tid, j, rot, _, _, kerb, pts, city in _turns():
        if kerb < OWN_KEEP - .01:
            bad.append((tid, j, rot, "kerb", round(kerb, 2)))
        if not all(SEAM - .01 <= v <= 100 - SEAM + .01 for pt in pts for v in pt):
            bad.append((tid, j, rot, "tile"))
        if not all(_inside(pt, city.poly) for pt in pts):
            bad.append((tid, j, rot, "town"))
    assert not bad, bad


def test_desktop_near_kerb_cottage_grows_on_its_turn():
    """desktop-near (387,727): WE10/IC09's cottage 1 on turn 90, 0.853 of its town in pass 36 (14 px), 0.892 in pass
    37 with its shadow over the tile's edge; art pass 38: `EDGE_CLEAN` inside the tile, 0.758."""
    sizes = {(tid, j, rot): size for tid, j, rot, size, *_ in _turns()}
    assert sizes[("WE10", 1, 90)] >= .75 and sizes[("IC09", 1, 90)] >= .75, sizes
