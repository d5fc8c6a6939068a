"""Art pass 15, the near view (88-96 px a tile): what the judge found broken or flat after pass 14 — a cottage
clipped under the cathedral, woodpiles that read as specks in the street, a kerb that vanished against the
paving."""

from __future__ import annotations

import pytest

from carcassonne.tiles import TILE_TYPES
from ui.tileart.layout import _layout
from ui.tileart.town import _SHAPES, COTTAGE, SHAPE_SCALE, TURNS, _turn, house_shape
from ui.tileart.town_plan import _town_plan
from ui.tileart.village import CATHEDRAL_DRAWN, MONASTERY_DRAWN, VILLAGE_K, big_town, village

PX = .96  # a unit at 96 px a tile
LANDMARKED = [t for t in TILE_TYPES if _layout(t).monastery or any(c.cathedral for c in _layout(t).cities)]


def _cottage_box(shape: int, k: float) -> tuple[float, float, float, float]:
    """A cottage's drawn extent (roof, snow cap and wall) about its spot, upright."""
    ks = k * COTTAGE * SHAPE_SCALE[shape]
    pts = [(u * ks, v * ks) for name in ("roof", "snow", "wall") for poly in _SHAPES[shape][name] for u, v in poly]
    return min(u for u, _ in pts), max(u for u, _ in pts), min(v for _, v in pts), max(v for _, v in pts)


def _shown_cottages(tid: str, rot: int) -> list[tuple[tuple[float, float], int, float]]:
    """Every cottage the near view shows on a tile of `tid` turned by `rot`: (spot, shape, scale)."""
    out = []
    for i, ((spots, k), v) in enumerate(zip(_town_plan(tid), village(tid))):
        if big_town(tid, i):
            out += [(p, house_shape(j), VILLAGE_K) for j, (p, _) in enumerate(v.turns[rot // 90])]
        else:
            out += [(p, house_shape(j), k) for j, p in enumerate(spots)]
    return out


def test_the_landmark_extents_cover_their_drawings():
    """The boxes the test measures against are the drawings' own: the cathedral's spires reach 27 units up at
    1.25, the monastery's cross 33."""
    assert CATHEDRAL_DRAWN[2] <= -1.25 * 21.5 and CATHEDRAL_DRAWN[1] >= 1.25 * 15 and CATHEDRAL_DRAWN[3] >= 1.25 * 12.6
    assert MONASTERY_DRAWN[2] <= -32 and MONASTERY_DRAWN[0] <= -24.5


@pytest.mark.parametrize("tid", LANDMARKED)
def test_cottages_keep_3_px_clear_of_the_cathedral_and_monastery_on_every_turn(tid):
    """Pass 14 tucked a cottage's roof under the cathedral's foot (phone 289-303, 483-495): every cottage shown on
    any turn keeps >= 3 px (at 96 px a tile) clear of the bounding box of a cathedral or monastery."""
    lay = _layout(tid)
    marks = [(c.shape.cathedral, CATHEDRAL_DRAWN) for c in lay.cities if c.cathedral]
    if lay.monastery:
        marks.append((lay.monastery, tuple(v * lay.abbey_scale for v in MONASTERY_DRAWN)))
    assert marks
    for rot in TURNS:
        for p, shape, k in _shown_cottages(tid, rot):
            a = _cottage_box(shape, k)
            for q, b in marks:
                ox, oy = _turn(p[0] - q[0], p[1] - q[1], -rot % 360)
                gap = max(ox + a[0] - b[1], b[0] - ox - a[1], oy + a[2] - b[3], b[2] - oy - a[3])
                assert gap * PX >= 3, (tid, rot, p, gap)


def test_the_cathedral_town_still_holds_six_cottages_on_every_turn():
    (v,) = village("IC01")
    assert all(v.count(r) >= 6 for r in TURNS), [v.count(r) for r in TURNS]
