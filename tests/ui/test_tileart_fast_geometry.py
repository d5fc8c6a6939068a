"""The tile art's geometry written for speed (session 15: the catalogue drew in a third of the CPU time) gives the
same answers as the plain definitions it replaced: the planning that calls it millions of times must not move a
cottage by a rounding difference (the page's table and the tests' drawings are compared byte for byte elsewhere)."""

from __future__ import annotations

import math
import random

from carcassonne.tiles import TILE_TYPES
from ui.tileart.far_streets import _seg_box_gap, far_street_lines, street_gap
from ui.tileart.geometry import TILE, _inside, _line_dist, _seg_dist, _turn
from ui.tileart.lane_cottages import OFF_KERB, _kerb_band, kerb_gap


def _plain_seg_dist(p, a, b) -> float:
    dx, dy = b[0] - a[0], b[1] - a[1]
    ll = dx * dx + dy * dy
    t = 0.0 if ll == 0 else max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / ll))
    return math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy)


def _plain_inside(p, poly) -> bool:
    inside, j = False, len(poly) - 1
    for i in range(len(poly)):
        (xi, yi), (xj, yj) = poly[i], poly[j]
        if (yi > p[1]) != (yj > p[1]) and p[0] < (xj - xi) * (p[1] - yi) / (yj - yi) + xi:
            inside = not inside
        j = i
    return inside


def test_distances_turns_and_insides_equal_the_plain_definitions_exactly():
    rng = random.Random(15)
    pt = lambda: (rng.uniform(-10, 110), rng.uniform(-10, 110))  # noqa: E731
    for _ in range(1500):
        p, a, b = pt(), pt(), pt()
        assert _seg_dist(p, a, b) == _plain_seg_dist(p, a, b)
        assert _seg_dist(p, a, a) == _plain_seg_dist(p, a, a)
        line = [pt() for _ in range(rng.randint(2, 6))]
        assert _line_dist(p, line) == min(_plain_seg_dist(p, line[i], line[i + 1]) for i in range(len(line) - 1))
        poly = [pt() for _ in range(rng.randint(3, 9))]
        assert _inside(p, poly) == _plain_inside(p, poly)
        for rot in (0, 90, 180, 270, 360, -90):
            x, y = p
            for _ in range((rot // 90) % 4):
                x, y = TILE - y, x
            assert _turn(p, rot) == (x, y)


def test_the_pruned_street_gap_is_the_minimum_over_every_segment_and_turn():
    """`street_gap` skips segments whose bounding box is farther than the best so far; the minimum must be the one
    found by trying every segment under every turn."""
    rng = random.Random(26)
    tiles = [t for t in sorted(TILE_TYPES) if far_street_lines(t)][::6]
    assert len(tiles) >= 5
    for tid in tiles:
        for _ in range(20):
            p = (rng.uniform(5, 95), rng.uniform(5, 95))
            w, h = rng.uniform(2, 12), rng.uniform(2, 12)
            box = (-w, w, -h, h * 0.6)
            want = 100.0
            for _, pts in far_street_lines(tid):
                for a, b in zip(pts, pts[1:]):
                    for rot in (0, 90, 180, 270):
                        x, y = _turn(p, rot)
                        want = min(want, _seg_box_gap(_turn(a, rot), _turn(b, rot),
                                                      (x + box[0], x + box[1], y + box[2], y + box[3])))
            assert street_gap(tid, p, box) == want, (tid, p, box)


def test_the_kept_kerb_band_is_the_grid_filtered_afresh():
    line = ((50.0, 0.0), (50.0, 50.0), (80.0, 70.0))
    grid = [(x * 1.5, y * 1.5) for x in range(2, 65) for y in range(2, 65)]
    want = tuple(q for q in grid if OFF_KERB[0] <= kerb_gap(q, 5.0, line) <= OFF_KERB[1])
    assert want and _kerb_band(5.0, line) == want
