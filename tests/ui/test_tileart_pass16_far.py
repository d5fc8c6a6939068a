"""Art pass 16, the far (49 px a tile) and playing (61 px) zooms: every roof with its snow and shadow 3 px off
every gate block, measured as the true (also diagonal) distance, at every turn; no queue of three cottages at mid,
a neighbour's cottage across a seam counted (docs/art-reviews.md, "After pass 15")."""

from __future__ import annotations

import math

import pytest

from carcassonne.tiles import TILE_TYPES
from ui.tileart.geometry import _turn
from ui.tileart.layout import _layout
from ui.tileart.town_mini import MINI_HALF, gate_blocks, far_plan, mid_plan, queues, seam_queues

CITY_TILES = [t for t in TILE_TYPES if _layout(t).cities]
TURNS = (0, 90, 180, 270)
#: The drawn extent about a spot: a far blob (town._FAR_BLOB, its 1-unit ridge line and its shadow 1.6/1.8 off),
#: a mini cottage (town._MINI_ROOF/_MINI_EAVE/_MINI_WALL, its .9 line and its shadow 1.6 off).
FAR_DRAWN = (-10.5, 11.6, -8.5, 9.8)
MINI_DRAWN = (-8.85, 10.0, -8.45, 9.2)


def rect_distance(a, b) -> float:
    """The true distance between two upright rectangles (x0, x1, y0, y1): diagonal where they are off at a corner."""
    dx = max(b[0] - a[1], a[0] - b[1], 0.0)
    dy = max(b[2] - a[3], a[2] - b[3], 0.0)
    return math.hypot(dx, dy)


def least_gate_px(tid: str, spots, drawn, px: float) -> float:
    """The least screen distance between any piece drawn at `spots` and any gate block, over the four turns."""
    best = 1e9
    for rot in TURNS:
        for corners in gate_blocks(tid):
            cs = [_turn(c, rot) for c in corners]
            gate = (min(c[0] for c in cs), max(c[0] for c in cs), min(c[1] for c in cs), max(c[1] for c in cs))
            for p in spots:
                x, y = _turn(p, rot)
                best = min(best, rect_distance((x + drawn[0], x + drawn[1], y + drawn[2], y + drawn[3]), gate) * px)
    return best


@pytest.mark.parametrize("tid", CITY_TILES)
def test_far_roofs_keep_3_px_off_gate_blocks_at_49_px(tid):
    assert least_gate_px(tid, far_plan(tid), FAR_DRAWN, 0.49) >= 3 - 1e-6


@pytest.mark.parametrize("tid", CITY_TILES)
def test_mid_cottages_keep_3_px_off_gate_blocks_at_56_and_61_px(tid):
    assert least_gate_px(tid, mid_plan(tid), MINI_DRAWN, 0.56) >= 3 - 1e-6


@pytest.mark.parametrize("tid", CITY_TILES)
def test_no_mid_queue_across_a_seam(tid):
    assert not seam_queues(list(mid_plan(tid)), 0.61, MINI_HALF + 1.6)
    assert not queues(list(mid_plan(tid)), 0.61)


def test_rect_distance_is_diagonal_at_a_corner():
    assert rect_distance((0, 1, 0, 1), (4, 5, 5, 6)) == pytest.approx(5.0)
    assert rect_distance((0, 1, 0, 1), (0.5, 2, 3, 4)) == pytest.approx(2.0)


def test_the_gate_rule_fails_a_roof_on_a_gate():
    tid = next(t for t in CITY_TILES if gate_blocks(t))
    (x0, y0), *_ = gate_blocks(tid)[0]
    assert least_gate_px(tid, [(x0, y0)], FAR_DRAWN, 0.49) == 0


def test_towns_keep_their_roofs():
    """The gate rule moves roofs rather than dropping them: over the catalogue pass 15 showed 96 far roofs and 110
    mid cottages; pass 16 drops 3 and 3 (Q and S one mid cottage each; the caps WE03, WE08, IC08 their far roof,
    WE03 its mid one too: a gate block, a tower and the follower's room fill those shallow caps)."""
    far = sum(len(far_plan(t)) for t in CITY_TILES)
    mid = sum(len(mid_plan(t)) for t in CITY_TILES)
    assert far >= 93 and mid >= 107, (far, mid)
    assert all(far_plan(t) or mid_plan(t) for t in CITY_TILES if t != "WE03")
