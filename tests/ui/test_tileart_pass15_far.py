"""Art pass 15, the far (49 px a tile) and playing (61 px) zooms: no queue of three roofs on one line, and every
banner 3 px clear of the gate blocks and the roads' ends on the wall, at every turn (docs/art-reviews.md,
"After pass 14")."""

from __future__ import annotations

import itertools
import math

import pytest

from carcassonne.tiles import TILE_TYPES
from ui.tileart.geometry import _turn
from ui.tileart.layout import _layout
from ui.tileart.roof_queues import SEAM_INSET, queue_middle, queues, seam_queues, unqueue
from ui.tileart.town_mini import ICON_BOXES, gate_blocks, far_banners, far_plan, mid_plan

CITY_TILES = [t for t in TILE_TYPES if _layout(t).cities]
TURNS = (0, 90, 180, 270)
BANNER = ICON_BOXES["banner"][0]


def strip_px(a, b, c, px: float) -> float:
    """The width in screen px of the thinnest strip holding three spots (the triangle's least height)."""
    area2 = abs((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]))
    return area2 / max(math.dist(a, b), math.dist(a, c), math.dist(b, c)) * px


def is_queue(spots, px: float) -> bool:
    """The judge's rule, worked out independently of `queue_middle`: three roofs within +-3 px of one line (the
    thinnest strip holding them at most 6 px wide), each at most 16 px from its neighbour along the line."""
    for a, b, c in itertools.combinations(spots, 3):
        ends = max(((a, b, c), (a, c, b), (b, c, a)), key=lambda t: math.dist(t[0], t[1]))
        p, q, m = ends
        if strip_px(a, b, c, px) <= 6 and math.dist(p, m) * px <= 16 and math.dist(q, m) * px <= 16:
            return True
    return False


@pytest.mark.parametrize("tid", CITY_TILES)
def test_no_three_roofs_queue_on_a_line_at_49_and_61_px(tid):
    """The judge's far S tile: three roofs at x = 84, 26 units apart (a column with 3 px gaps); now no tile shows
    three far roofs or three mini cottages on one line at a pitch of 16 px or less (turning keeps lines lines)."""
    assert not is_queue(far_plan(tid), .49), (tid, far_plan(tid))
    assert not is_queue(mid_plan(tid), .61), (tid, mid_plan(tid))


def test_the_queue_rule_itself():
    col = [(84.0, 14.0), (84.0, 40.0), (84.0, 66.0)]
    assert queue_middle(*col, .49) == (col[0], col[1], col[2]) or queue_middle(*col, .49) == (col[2], col[1], col[0])
    assert queue_middle((84.0, 14.0), (84.0, 40.0), (84.0, 66.0 - 1e-9), .49) is not None
    assert queue_middle((84.0, 14.0), (69.0, 40.0), (84.0, 66.0), .49) is None  # 15 units (7.4 px) off the line
    assert queue_middle((84.0, 14.0), (72.0, 40.0), (84.0, 66.0), .49) is not None  # 5.9 px: within +-3 px of x=78
    assert queue_middle((84.0, 10.0), (84.0, 48.0), (84.0, 86.0), .49) is None  # pitch 38 units: 18.6 px
    assert queues(col, .49) and not queues(col[:2], .49)


def test_unqueue_moves_the_middle_roof_off_the_line_else_drops_it():
    col = [(84.0, 14.0), (84.0, 40.0), (84.0, 66.0)]
    moved = unqueue([], col, .49, lambda q, others: q[0] < 84)
    assert len(moved) == 3 and not queues(moved, .49)
    (x, y), = [p for p in moved if p not in col]
    assert y == 40.0 and 7 < (84 - x) * .49 <= 9.5 + 1e-9
    assert unqueue([], col, .49, lambda q, others: False) in ([col[0], col[2]], [col[2], col[0]])
    assert unqueue(col, [], .49, lambda q, others: True) == col  # others' roofs are never moved


@pytest.mark.parametrize("tid", CITY_TILES)
def test_no_far_row_of_two_that_a_neighbours_roof_would_make_a_queue(tid):
    """The pass-15 far board's two queues across seams (Q's column of two under IC01's corner roof, C's bottom row
    beside T's): no far row or column of two roofs (within 3 px of a tile axis, 16 px or less apart) ends so near
    the border that a neighbour's roof 12 units into its tile, in line, stands 16 px or less beyond it."""
    spots = far_plan(tid)
    for a, b in itertools.permutations(spots, 2):
        for ax in (0, 1):
            along = b[ax] - a[ax]
            if abs(b[1 - ax] - a[1 - ax]) * .49 <= 3 and 0 < abs(along) * .49 <= 16:
                border = 100 if along > 0 else 0
                assert (abs(border - b[ax]) + 12) * .49 > 16, (tid, a, b)


def test_seam_queues_finds_a_column_ending_by_the_border():
    assert SEAM_INSET == 12
    (a, b, ghost), = seam_queues([(16.0, 40.0), (16.0, 14.0)], .49)
    assert (a, b) == ((16.0, 40.0), (16.0, 14.0)) and ghost == (16.0, -12.0)
    assert seam_queues([(16.0, 60.0), (16.0, 34.0)], .49) == []  # 34 + 12 units: 22.5 px on
    assert seam_queues([(16.0, 40.0), (26.0, 14.0)], .49) == []  # 4.9 px off the column
    assert queues([(16.0, 40.0), (16.0, 14.0)], .49) == [] and queues([(16.0, 40.0), (16.0, 14.0)], .49, True)


def test_the_judges_s_tile_breaks_its_column_and_keeps_its_three_roofs():
    spots = far_plan("S")
    assert len(spots) == 3 and len({x for x, _ in spots}) >= 2


def gate_gap_px(tid: str, rot: int, spot, px: float) -> float:
    """The screen gap between the upright banner at `spot` and the nearest gate block, the tile turned by `rot`."""
    x, y = _turn(spot, rot)
    best = math.inf
    for corners in gate_blocks(tid):
        cs = [_turn(c, rot) for c in corners]
        g = max(x + BANNER[0] - max(c[0] for c in cs), min(c[0] for c in cs) - x - BANNER[1],
                y + BANNER[2] - max(c[1] for c in cs), min(c[1] for c in cs) - y - BANNER[3])
        best = min(best, g)
    return best * px


@pytest.mark.parametrize("tid", CITY_TILES)
def test_banners_keep_3_px_off_gate_blocks_and_road_ends_under_every_turn(tid):
    """At 49 px a banner was glued to a gate block (S, IC10: pass 14 moved them along the wall only 15 units off
    the gate's middle); every far banner now keeps 3 px off every gate block at 49 px (so more at 61 px)."""
    for rot, spot in itertools.product(TURNS, [b for b in far_banners(tid) if b is not None]):
        assert gate_gap_px(tid, rot, spot, .49) >= 3 - 1e-6, (tid, rot, spot)


def test_gate_blocks_are_the_far_views_blocks():
    """A gate block is drawn 12 units along the road and 13 across (draw.py `_far_icons`), one per gate and one per
    path's end on the wall."""
    lay = _layout("S")
    blocks = gate_blocks("S")
    assert len(blocks) == sum(1 for r in lay.roads if r.gate) + len(lay.paths) >= 1
    (x, y), (dx, dy) = next(r.gate for r in lay.roads if r.gate)
    xs, ys = [c[0] for c in blocks[0]], [c[1] for c in blocks[0]]
    along = abs(dx) * (max(xs) - min(xs)) + abs(dy) * (max(ys) - min(ys))
    assert math.isclose(along, 12, abs_tol=1e-6) and math.isclose((min(xs) + max(xs)) / 2, x, abs_tol=1e-6)
