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


def test_a_woodpile_stands_on_its_own_12_px_snow_disc_with_a_rim():
    """Pass 14's woodpile had the street's #e4dfd8 and read as a ~5 px brown speck: now a 12 px #f4f6f9 disc in a
    #b3a89c rim with three logs seen end on (pale rounds in #7d5540 bark)."""
    import re

    from ui.tileart.village import patch
    body = patch((40, 60))
    # (art pass 20: drawn about its middle, moved there; on the board a <use> of the page's one copy, #ta-wp)
    disc = re.search(r'<g transform="translate\(40 60\)"><circle r="([\d.]+)" fill="#f4f6f9" stroke="#a89a8c" '
                     r'stroke-width="([\d.]+)"/>', body)
    assert disc, body
    across = (2 * float(disc[1]) + float(disc[2])) * PX
    assert 11.5 <= across <= 12.5, across
    assert body.count("<circle") == 4 and 'stroke="#7d5540"' in body and body.startswith('<g class="ta-up">')


@pytest.mark.parametrize("tid", [t for t in TILE_TYPES if any(any(v.patches) for v in village(t))])
def test_woodpiles_keep_3_px_off_every_street_and_lane_edge(tid):
    """Each woodpile's disc keeps >= 3 px (at 96 px a tile) clear of the kerb of every street and lane of its
    town, and of its walls, on every turn."""
    from ui.tileart.geometry import _line_dist
    from ui.tileart.town_plan import LANE_W, _lanes
    from ui.tileart.village import KERB_OUT, PATCH_R, street_lines
    for v, (lanes, _), streets, city in zip(village(tid), _lanes(tid), street_lines(tid), _layout(tid).cities):
        lines = [list(ln) for ln in lanes] + [list(ln) for ln in streets.values()]
        for spots in v.patches:
            for p in spots:
                for ln in lines:
                    assert (_line_dist(p, ln) - LANE_W / 2 - KERB_OUT - PATCH_R) * PX >= 3, (tid, p, ln)
                for ln in city.wall_lines:
                    assert _line_dist(p, ln) - PATCH_R >= 6, (tid, p)


@pytest.mark.parametrize("tid", ["C", "F", "S", "T"])
def test_where_the_square_is_not_shown_its_street_crossing_gets_a_well_not_a_woodpile(tid):
    """The woodpile pass 14 put on the square's opening stood in the streets' crossing (phone 282, 638): a well
    there now, which reads at a junction; no log is drawn in a street."""
    from ui import tileart
    from ui.tileart.town_plan import _lanes
    from ui.tileart.village import junction_well
    (square,) = _lanes(tid)[0][1]
    body = tileart.tile_content(tid)
    group = f'<g class="ta-nw0">{junction_well(square, True)}</g>'  # (art pass 18: the page's shared well; 31: nw)
    assert group in body and "ta-up" in group and 'stroke="#7d5540"' not in group


def _rgb(c: str) -> tuple[int, int, int]:
    return int(c[1:3], 16), int(c[3:5], 16), int(c[5:7], 16)


@pytest.mark.parametrize("tid", ["S", "C", "IC01"])
def test_streets_and_lanes_have_a_real_kerb(tid):
    """Pass 14's edge (0.8 px of #b3a89c) blended to #d7d1ca against the #c1b7ad paving: every street and lane is
    now drawn inside a kerb of #978a7d (darker than #a89c8f in every channel) >= 1 px a side at 96 px a tile."""
    import re

    from ui.tileart import PALETTE, tile_content
    from ui.tileart.lanes import KERB_W, LANE_EDGE
    from ui.tileart.town_plan import LANE_W
    assert all(a <= b for a, b in zip(_rgb(PALETTE["kerb"]), _rgb("#a89c8f")))
    assert (KERB_W - (LANE_W - LANE_EDGE)) / 2 * PX >= 1.2
    body = tile_content(tid)
    kerbs = re.findall(r'<path d="([^"]*)" stroke="#978a7d" stroke-width="8.4"/><path d="([^"]*)" stroke="#e4dfd8" '
                       r'stroke-width="5.8"/>', body)
    assert kerbs and all(a == b for a, b in kerbs), tid
    assert 'stroke="#b3a89c" stroke-width="8"' not in body


def _extent(markup: str) -> tuple[float, float, float, float]:
    """The extent of the absolute numbers of a drawing's M/V/L/h-free paths and rects (enough for these two)."""
    import re
    xs, ys = [], []
    for x, y, w, h in re.findall(r'<rect x="([-\d.]+)" y="([-\d.]+)" width="([\d.]+)" height="([\d.]+)"', markup):
        xs += [float(x), float(x) + float(w)]
        ys += [float(y), float(y) + float(h)]
    return min(xs), max(xs), min(ys), max(ys)


@pytest.mark.parametrize("which", ["cathedral", "monastery"])
def test_an_upright_landmark_turns_about_its_own_spot(which):
    """`.ta-up` turns a piece back upright about its fill-box's centre: the cathedral's spires put that 5 units
    above its spot, so on a tile turned 180 it stood 10 units low, over a cottage planned clear of it (pass 14's
    phone 289-303, 483-495).  Each landmark now carries an unseen box even about its spot that holds its whole
    drawing, so the centre is the spot."""
    from ui.tileart.draw import _cathedral
    from ui.tileart.landmarks import monastery
    body = _cathedral((0, 0)) if which == "cathedral" else monastery((0, 0))
    x0, x1, y0, y1 = _extent(body)
    assert x0 == -x1 and y0 == -y1
    drawn = [v / 1.25 for v in CATHEDRAL_DRAWN] if which == "cathedral" else list(MONASTERY_DRAWN)
    assert x0 <= drawn[0] + 1 and x1 >= drawn[1] - 1 and y0 <= drawn[2] + 1.5 and y1 >= drawn[3] - 1
    assert '<rect x="' in body and 'fill="none"/>' in body


@pytest.mark.parametrize("tid", ["S", "F", "N", "D"])
def test_the_walls_shade_the_paving_just_inside_them_near_only(tid):
    """Depth (the judge: BGA's towns have it, this paving was flat): a 2.4-unit band of #6b5a4c at 25 % just inside
    the 7.6-unit wall band, in the near view's detail only (`ta-d`)."""
    from ui.tileart import tile_content
    from ui.tileart.draw import INNER_SHADE, inner_shade
    from ui.tileart.wall import offset_d
    at, width, alpha = INNER_SHADE
    shown = at + width / 2 - max(at - width / 2, 7.6 / 2)  # (the wall band, drawn over it, hides what is under it)
    assert at - width / 2 >= 7.6 / 2 - 2 and shown * PX >= 2 and alpha == .25
    band = inner_shade(_layout(tid).cities)
    assert band in tile_content(tid) and band.startswith('<path class="ta-d"') and offset_d(_layout(tid).cities, at) in band
    assert 'stroke="#6b5a4c" stroke-opacity=".25"' in band


def test_cottages_cast_a_2_px_shadow_of_6b5a4c_at_45_percent():
    from ui.tileart.town import COTTAGE, SHADE_AT, houses
    body = houses([(0, 0)], VILLAGE_K)
    assert body.startswith('<path d="') and 'fill="#6b5a4c" fill-opacity=".45"' in body.split("/>")[0]
    assert 1.8 <= SHADE_AT * COTTAGE * VILLAGE_K * PX <= 2.7  # (art pass 17: 2.6 px)


@pytest.mark.parametrize("tid", [t for t in TILE_TYPES if any(any(v.turns) for v in village(t))])
def test_no_paving_blank_of_40_px_is_left_where_a_cottage_fits(tid):
    """A blank of paving 40 px square (free of cottages and pieces) where a cottage fits gets one (`_filled`):
    filling a planned turn again adds nothing; C and R each gained a cottage on two turns."""
    from ui.tileart.town_plan import _avoid, _lanes, _loosened
    from ui.tileart.town import BOXES, HALF
    from ui.tileart.town_wall_spots import _banners
    from ui.tileart.village import LOOSE, _candidates, _filled, _landmarks
    import zlib
    lay = _layout(tid)
    seed = zlib.crc32(tid.encode())
    for i, (city, v, banners, (lanes, square)) in enumerate(zip(lay.cities, village(tid), _banners(tid), _lanes(tid))):
        if not any(v.turns):
            continue
        avoid = _loosened(_avoid(tid, city, banners), LOOSE) + [(p, BOXES["square"]) for p in square]
        avoid = [a for a in avoid if a[0] != city.shape.cathedral or not city.cathedral] + _landmarks(lay, city)
        walls = city.wall_lines + lanes
        for turn, rot in zip(v.turns, TURNS):
            assert _filled(city, HALF * VILLAGE_K, walls, avoid, _candidates(city, seed + 11 * i), turn, rot, {}) == turn
    if tid in ("C", "R"):
        assert max(village(tid)[0].count(r) for r in TURNS) == 8


def test_two_gated_caps_without_a_square_are_joined_by_a_street():
    """A city with no room for a square got no streets, so each gate's lane was a 17 px stub ending in the paving
    (desktop 775, 527): two caps facing each other, each with its gate, now show the street from gate to gate
    (``data-st`` names the shared edge on both tiles); a lone cap still shows none (its street would end on the
    seam)."""
    from tileart_boards import tile_board
    from ui.town_squares import square_cells, street_cells
    board = tile_board([(0, 0, "WE08", 0), (0, -1, "IC08", 180)])
    assert square_cells(board) == {}
    assert street_cells(board, {}) == {(0, 0): "0", (0, -1): "0"}
    lone = tile_board([(0, 0, "WE08", 0)])
    assert street_cells(lone, square_cells(lone)) == {}
    gateless = tile_board([(0, 0, "WE08", 0), (0, -1, "E", 180)])  # (a cap without a gate: nothing to join)
    assert street_cells(gateless, square_cells(gateless)) == {}


@pytest.mark.parametrize("tid", [t for t in TILE_TYPES if any(r.gate for r in _layout(t).roads)])
def test_every_gate_s_street_leaves_the_door_at_right_angles_for_8_px(tid):
    """Pass 14's corner towns (WE05, WE10, IC09, IC11) ran the gate's lane off at 37 degrees to the ports' middle,
    a kink at the gatehouse (phone 205-240, 635-656): each gate lane now runs straight in from the door (within 3
    degrees of the road's way in) for >= 8 px before anything meets it."""
    import math

    from ui.tileart.town_plan import _EDGE_PORT, _lanes
    gates = [r.gate for r in _layout(tid).roads if r.gate]
    for lanes, _ in _lanes(tid):
        for a, b in lanes:
            if a in _EDGE_PORT:
                continue
            (dx, dy), = [d for p, d in gates if math.dist(p, a) < 1]
            size = math.dist(a, b)
            cos = (-dx * (b[0] - a[0]) - dy * (b[1] - a[1])) / size / math.hypot(dx, dy)
            assert cos >= math.cos(math.radians(3)) and size * PX >= 8, (tid, a, b)
