"""Art pass 5's structural rules for town walls and roads (py/ui/tileart): a wall tower per wall at most and
none by a gate, walls that meet a tile corner along an edge (no X where tiles meet), and two wavering ruts
that meet the border where the neighbour's do."""

from __future__ import annotations

import math
import re

import pytest

from carcassonne.tiles import TILE_TYPES
from ui import tileart
from ui.tileart.draw import RUT_OFF, _ruts
from ui.tileart.geometry import _dist, _flatten, _is_corner
from ui.tileart.layout import _layout
from ui.tileart.town_plan import TOWER_GATE_GAP, _gates, _tower_spots

TILE_IDS = list(TILE_TYPES)


@pytest.mark.parametrize("tid", TILE_IDS)
def test_at_most_one_tower_a_wall_and_none_near_a_gate(tid):
    lay = _layout(tid)
    gates = _gates(lay)
    for city in lay.cities:
        spots = _tower_spots(city, gates)
        assert len(spots) <= len(city.wall_lines), tid
        for p in spots:
            assert all(_dist(p, g) >= TOWER_GATE_GAP for g in gates), (tid, p)
            assert 10 <= min(p) and max(p) <= 90, (tid, p)


def test_towers_are_light_stone_and_upright_not_dark_discs():
    defs = tileart.icon_defs()
    tower = re.search(r'<g id="ta-tower">(.*?)</g>', defs).group(1)
    assert tileart.PALETTE["tower_stone"] in tower and tileart.PALETTE["house_snow"] in tower
    walled = [tid for tid in TILE_IDS if any(_tower_spots(c, _gates(_layout(tid))) for c in _layout(tid).cities)
              and not _layout(tid).garden]  # (no tower crowds a garden)
    assert len(walled) > 20
    for tid in walled:
        body = tileart.tile_content(tid)
        assert '<g class="ta-up"><use href="#ta-tower"' in body, tid
        assert 'stroke-width="12.6"' not in body  # the old slate disc's outline
        assert "ta-tower" not in tileart.near_content(tid)  # standalone drawings inline it


def _wall_ends(ops):
    """(corner, the handle next to it) for each wall curve end on a tile corner."""
    prev = None
    for op in ops:
        if op[0] == "C":
            if prev is not None and _is_corner(prev):
                yield prev, op[1]
            if _is_corner(op[3]):
                yield op[3], op[2]
        if op[0] != "Z":
            prev = op[-1]


@pytest.mark.parametrize("tid", TILE_IDS)
def test_walls_meet_a_tile_corner_along_an_edge_or_its_diagonal(tid):
    for city in _layout(tid).cities:
        for corner, handle in _wall_ends(city.shape.walls):
            dx, dy = abs(handle[0] - corner[0]), abs(handle[1] - corner[1])
            along_edge = dx < 0.01 or dy < 0.01
            diagonal = abs(dx - dy) < 0.01
            assert along_edge or diagonal, (tid, corner, handle)


def test_ruts_are_two_tracks_that_meet_the_border_at_the_same_offset():
    line = _flatten(_layout("U").roads[0].ops)[0]
    d = _ruts([line])
    tracks = d.split("M")[1:]
    assert len(tracks) == 2
    for track in tracks:
        nums = [float(v) for v in re.findall(r"-?\d+(?:\.\d+)?", track)]
        x, y = nums[0], nums[1]
        pts = [(x, y)]
        for dx, dy in zip(nums[2::2], nums[3::2]):
            x, y = x + dx, y + dy
            pts.append((x, y))
        for end, mid in ((pts[0], line[0]), (pts[-1], line[-1])):
            assert math.isclose(_dist(end, mid), RUT_OFF, abs_tol=0.15)
        offsets = [min(_dist(p, q) for q in line) for p in pts]  # they waver, they are not ruled
        assert max(offsets) - min(offsets) > 0.3
