"""Art pass 5's structural rules for town walls and roads (py/ui/tileart): a wall tower per wall at most and
none by a gate, walls that meet a tile corner along an edge (no X where tiles meet), and two wavering ruts
that meet the border where the neighbour's do."""

from __future__ import annotations

import math
import re

import pytest

from carcassonne.tiles import TILE_TYPES
from ui import tileart
from ui.tileart.roads import RUT_OFF, _ruts
from ui.tileart.geometry import _dist, _flatten, _is_corner
from ui.tileart.layout import _layout
from ui.tileart.town_plan import city_towers
from ui.tileart.town_wall_spots import FOLLOWER_GAP, TOWER_GATE_GAP, _gates, follower_spots

TILE_IDS = list(TILE_TYPES)


@pytest.mark.parametrize("tid", TILE_IDS)
def test_at_most_one_tower_a_wall_and_none_near_a_gate(tid):
    lay = _layout(tid)
    gates = _gates(lay)
    for city, spots in zip(lay.cities, city_towers(tid)):
        assert len(spots) <= len(city.wall_lines), tid
        for p in spots:
            assert all(_dist(p, g) >= TOWER_GATE_GAP for g in gates), (tid, p)
            assert all(_dist(p, a) >= FOLLOWER_GAP for a in follower_spots(tid)), (tid, p)  # none under a follower
            assert 10 <= min(p) and max(p) <= 90, (tid, p)


def test_towers_are_stone_and_upright_not_dark_discs():
    defs = tileart.icon_defs()
    tower = re.search(r'<g id="ta-tower">(.*?)</g>', defs).group(1)
    assert tileart.PALETTE["tower_stone"] in tower and tileart.PALETTE["house_snow"] in tower
    walled = [tid for tid in TILE_IDS if any(city_towers(tid))
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
        for end, beyond, mid in ((pts[1], pts[0], line[0]), (pts[-2], pts[-1], line[-1])):  # (carried 1.2 past)
            assert math.isclose(_dist(end, mid), RUT_OFF, abs_tol=0.15)
            assert math.isclose(_dist(end, beyond), 1.2, abs_tol=0.15)
        offsets = [min(_dist(p, q) for q in line) for p in pts]  # they waver, they are not ruled
        assert max(offsets) - min(offsets) > 0.3


# art pass 6: a wall with weight, gatehouses, towers that read as a fortification

GATE_TILES = [tid for tid in TILE_IDS if _gates(_layout(tid))]


def _points(d: str) -> list[tuple[float, float]]:
    """The absolute end points of a path of M, L and C commands."""
    out = []
    for cmd, args in re.findall(r"([MLC])([^MLCZz]*)", d):
        nums = [float(v) for v in re.findall(r"-?\d+(?:\.\d+)?", args)]
        out.append((nums[-2], nums[-1]))
    return out


@pytest.mark.parametrize("tid", [t for t in TILE_IDS if any(c.wall_lines for c in _layout(t).cities)])
def test_the_walls_snow_cap_lies_inside_the_town_and_its_shadow_outside(tid):
    from ui.tileart.geometry import _inside
    from ui.tileart.wall import offset_d
    lay = _layout(tid)
    towns = [c for c in lay.cities if c.wall_lines]
    cap, shadow = offset_d(towns, 1.8), offset_d(towns, -4.6)
    inner = [p for p in _points(cap) if 3 < min(p) and max(p) < 97]
    outer = [p for p in _points(shadow) if 3 < min(p) and max(p) < 97]
    assert all(any(_inside(p, c.poly) for c in towns) for p in inner), tid
    assert not any(_inside(p, c.poly) for p in outer for c in towns), tid
    body = tileart.tile_content(tid)
    assert f'stroke="{tileart.PALETTE["wall_face"]}"' in body and f'stroke="{tileart.PALETTE["wall_shadow"]}"' in body


@pytest.mark.parametrize("tid", GATE_TILES)
def test_every_gate_is_an_upright_gatehouse_under_every_turn(tid):
    """A `<use>` of the shared gatehouse per gate, turned back by CSS (`ta-up`) in the board's symbol, and inline
    turned back against the tile's turn in a standalone drawing: never the striped block turned with the wall."""
    n = len(_gates(_layout(tid)))
    body = tileart.tile_content(tid)
    assert body.count('<g class="ta-up"><use href="#ta-gate"') == n, tid
    assert f'fill="{tileart.PALETTE["cathedral_roof"]}" stroke="{tileart.PALETTE["outline"]}" stroke-width="1.1"' not in body
    for rot in (0, 90, 180, 270):
        near = tileart.near_content(tid, rot)
        turn = f" rotate({-rot % 360})" if rot else ""
        assert len(re.findall(rf'<g transform="translate\([-\d. ]+\){re.escape(turn)}"><ellipse cx="2" cy="6.6"', near)) == n


def test_the_gatehouse_is_a_stone_block_with_a_round_dark_arch_under_a_crenellated_parapet():
    """A gatehouse under a roof read as a dark cottage: it has three snow-capped merlons instead, as wide as its
    block, and no slate roof."""
    from ui.tileart.wall import _GATE
    defs = tileart.icon_defs()
    body = re.search(r'<g id="ta-gate">(.*?)</g>', defs).group(1)
    P = tileart.PALETTE
    assert f'fill="{P["wall_stone"]}"' in body and P["wall_stone"] == "#9a9188"
    arch = re.search(r'<path d="([^"]*)" fill="#3a2e28"/>', body).group(1)
    assert "a3,3" in arch  # round-topped, 6 units wide
    assert f'fill="{P["eave_slate"]}"' not in body  # no roof
    block, _, arch_d, parapet, snow = _GATE
    assert re.search(rf'<path d="{re.escape(parapet)}" fill="{P["wall_face"]}"', body)
    assert re.search(rf'<path d="{re.escape(snow)}" fill="{P["house_snow"]}"', body)
    assert snow.count("M") == 3 and parapet.count("v-2.2") == 2  # three merlons, two crenels between them
    top_of_arch = float(re.match(r"M[-\d.]+,([-\d.]+)v(-[\d.]+)", arch_d).group(1)) + float(re.match(r"M[-\d.]+,([-\d.]+)v(-[\d.]+)", arch_d).group(2))
    assert top_of_arch - 3 > -3.4  # the arch's round top inside the block, below the parapet
    left = float(re.match(r"M(-[\d.]+),", parapet).group(1))
    assert 16 <= 2 * -left <= 18  # about 16 px wide at 96 px a tile


def test_tower_cones_are_13_px_by_8_px_and_at_most_two_a_tile_14_px_apart_and_clear_of_banners():
    from ui.tileart.town import BOXES, CLEAR, boxes_clear
    from ui.tileart.town_wall_spots import MAX_TOWERS, TOWER_SPACING, _banners
    from ui.tileart.wall import CONE_BASE, CONE_HEIGHT, _TOWER
    tower = re.search(r'<g id="ta-tower">(.*?)</g></g>', tileart.icon_defs()).group(1)
    k = float(re.search(r'scale\(([\d.]+)\)', tower).group(1))
    assert 12.5 <= CONE_BASE * k * .96 <= 13.5 and 7.5 <= CONE_HEIGHT * k * .96 <= 8.5
    cone, cone_lit = _TOWER[4], _TOWER[5]
    apex = f"L0,{-1.2 - CONE_HEIGHT:g}"
    assert cone.startswith(f"M{-CONE_BASE / 2:g},-1.2{apex}") and cone_lit.startswith(f"M0,{-1.2 - CONE_HEIGHT:g}")
    P = tileart.PALETTE
    assert P["eave_slate"] == "#5a6f8c" and P["slate_lit"] == "#7d93b0"
    assert MAX_TOWERS == 2 and TOWER_SPACING >= 14 / .96
    towers_seen = 0
    for tid in TILE_IDS:
        towers = [p for spots in city_towers(tid) for p in spots]
        banners = [p for spots in _banners(tid) for p in spots]
        assert len(towers) <= 2, tid
        towers_seen += len(towers)
        for i, t in enumerate(towers):
            assert all(boxes_clear(t, BOXES["tower"], q, BOXES["tower"], TOWER_SPACING) for q in towers[i + 1:]), tid
            assert all(boxes_clear(t, BOXES["tower"], b, BOXES["banner"], CLEAR) for b in banners), tid
    assert towers_seen >= 40


def test_towers_are_wide_dark_stone_with_an_outlined_slate_cone_clear_of_houses_and_banners():
    from ui.tileart.town import BOXES, HALF, clear_of
    from ui.tileart.town_plan import _town_plan
    from ui.tileart.town_wall_spots import BANNER_GAP, _banners
    P = tileart.PALETTE
    tower = re.search(r'<g id="ta-tower">(.*?)</g></g>', tileart.icon_defs()).group(1)
    k = float(re.search(r'scale\(([\d.]+)\)', tower).group(1))
    assert 13 <= 10 * k <= 14  # the body 10 units wide before scaling
    assert f'fill="{P["eave_slate"]}" stroke="{P["gate_outline"]}"' in tower and f'fill="{P["slate_lit"]}"' in tower
    assert P["tower_stone"] == "#9a9188" and P["slate_lit"] == "#7d93b0"
    for tid in TILE_IDS:
        lay = _layout(tid)
        for city, (spots, k), banners, towers in zip(lay.cities, _town_plan(tid), _banners(tid), city_towers(tid)):
            for t in towers:
                assert all(clear_of(p, HALF * k, t, BOXES["tower"], 2) for p in spots), tid
                assert all(_dist(t, b) > BANNER_GAP for b in banners if b not in city.shape.pennant_spots), tid


def test_ruts_are_uneven_pieces_that_wander_and_verges_are_white_with_no_shade_line():
    """Ruts in pieces of 4-12 units (long even dashes read as rails) wandering a unit about their line; beside the
    road 2 units of white verge right against it, and no separate #c7d3e0 shade line (pass 7's flipped sides
    from tile to tile: a grid of ghost lines beside every road)."""
    from ui.tileart.draw import RUT_DASHES
    from ui.tileart.roads import RUT_WAVE
    dashes = [float(v) for v in RUT_DASHES.split()]
    assert all(4 <= v <= 12 for v in dashes[::2]) and len(set(dashes[::2])) >= 5 and RUT_WAVE >= 1
    body = tileart.tile_content("U")
    assert f'stroke-dasharray="{RUT_DASHES}"' in body
    white = re.search(r'stroke="#fff" stroke-width="([\d.]+)" stroke-linecap="butt"', body)
    # the white band from ROAD_HW - 1 to ROAD_HW + 2.1 (the road's edge over its inner part): 2 units show
    assert white and float(white.group(1)) >= 3
    assert "#c7d3e0" not in body


def test_ruts_are_opaque_and_reach_past_the_border():
    """Two tiles' ruts overlap at a joint: opaque (translucent ones doubled there) and carried 1.2 units past the
    border (ending on it, they left a pale notch across the road)."""
    body = tileart.tile_content("U")
    ruts = re.search(r'<path d="([^"]*)" stroke="([^"]*)" stroke-width="1.1"([^/]*)/>', body)
    assert ruts.group(2) == tileart.PALETTE["road_rut_flat"] and "opacity" not in ruts.group(3)
    assert ruts.group(1).count("M-1.2,") == 2


def test_walls_meeting_at_a_tile_corner_meet_at_a_round_bastion():
    """Four caps' walls meeting at one corner crossed as an X of arcs: a round bastion centred on the corner covers
    where the bands meet (dark rim, stone face, a slate cap).  Art pass 11: the board draws it once over all the
    tiles (`board_walls.bastions`), not each tile its quarter (cut to a half-disc by a field tile laid later)."""
    from ui.board_walls import bastions
    from ui.tileart.wall import BASTION_R
    assert 12 <= 2 * BASTION_R * .96 <= 13  # art pass 10: a 12-13 px solid drum (pass 8: 14 px with a snowy centre)
    assert "M0,0h0" not in tileart.tile_content("E")  # no quarter drums in the tile any more
    board = _board([(0, 0, "E", 0), (0, -1, "E", 180)])  # two caps facing: their walls meet at both corners
    near = re.search(r'<g class="bastion-near">(.*?)</g>', bastions(board)).group(1)
    rings = re.findall(r'<path d="M0,0h0M100,0h0" stroke="(#[0-9a-f]+)" stroke-width="([\d.]+)"', near)
    assert [w for _, w in rings] == ["13", "9", "6"], rings  # a 2-unit ring, the drum, a 6-unit cap
    assert [c for c, _ in rings] == ["#655548", "#8a8178", "#5a6e8c"]
    P = tileart.PALETTE
    assert P["house_snow"] not in {c for c, _ in rings} and P["river_ice"] not in {c for c, _ in rings}


def _board(tiles):
    from carcassonne.board import Board
    from carcassonne.geometry import oriented
    board = Board()
    for x, y, tid, rot in tiles:
        board.place(x, y, oriented(tid, rot))
    return board


@pytest.mark.parametrize("tid", [t for t in TILE_IDS if _layout(t).roads])
def test_a_roads_verge_is_the_same_on_both_sides_so_every_turn_of_every_tile_agrees(tid):
    """Whatever the rotation of each tile of a road, the strips along it look the same on the screen: every strip
    under a road is drawn on both of its sides at the same distance (no one-sided shade that a turn of the tile
    moves to the other side), and each reaches the clip at the road's ends on the border, so it runs on across
    the joint into the neighbour's."""
    body = tileart.tile_content(tid)
    strips = re.findall(r'<path d="([^"]*)" stroke="(#[0-9a-f]+)" stroke-width="[\d.]+" stroke-linecap="butt"', body)
    whites = [d for d, colour in strips if colour == "#fff"]
    assert whites, tid
    points = [tuple(map(float, m)) for d in whites for m in re.findall(r"[ML]([-\d.]+),([-\d.]+)", d)]
    for r in _layout(tid).roads:
        for line in _flatten(r.ops):
            for end in (line[0], line[-1]):
                if not (min(end) < .01 or max(end) > 99.99):
                    continue
                axis = 0 if end[0] < .01 or end[0] > 99.99 else 1  # along the road, square to the border
                across = 1 - axis
                near = [p for p in points if abs(abs(p[axis] - end[axis]) - 1.2) < .05 and abs(p[across] - end[across]) < 8]
                offs = sorted(round(p[across] - end[across], 1) for p in near)
                assert len(offs) == 2 and abs(offs[0] + offs[1]) < .2 and offs[1] > 5, (tid, end, offs)
    assert "#c7d3e0" not in body


def test_the_far_view_and_the_playing_zoom_show_the_corner_bastion_too():
    """The board's bastions have a far group too (a bold disc of wall, #6c503c at the playing zoom by static CSS),
    solid: pass 7's snowy dot in the bastion's middle was a white notch in the 61 px band."""
    from pathlib import Path
    from ui.board_walls import bastions
    board = _board([(0, 0, "E", 0), (0, -1, "E", 180)])
    far = re.search(r'<g class="bastion-far">(.*?)</g>', bastions(board)).group(1)
    P = tileart.PALETTE
    # (art pass 12: a calm 6 px #8a8178 drum where walls meet, the wall's own round end where one ends alone)
    assert re.search(rf'd="M0,0h0M100,0h0" stroke="{P["wall_face"]}" stroke-width="10.5"', far)
    assert P["wall_snow_mid"] not in far
    css = (Path(__file__).resolve().parents[2] / "static" / "tileart.css").read_text(encoding="utf-8")
    assert ".lod-far .bastion-far { display: inline; }" in css and ".lod-mid .bastion-far-end { stroke: #6c503c; }" in css
    assert ".bastion-far-drum" not in css  # (no #6c503c knot at the playing zoom)
