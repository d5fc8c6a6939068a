"""Art pass 11: what the judge found broken after pass 10, and the lanes and square it asked for.

No hub lanes at the playing and far zooms (they read as the tile grid), a follower's room on every city spot kept
free of cottages and blobs, corner bastions drawn once over all the tiles (a neighbour cut them to half-discs and a
seam ran through their caps), and no lane ending on a seam unless the neighbour's lane meets it there."""

from __future__ import annotations

import math
import re

import pytest

from carcassonne.tiles import TILE_TYPES
from ui import render, tileart
from ui.board_walls import bastions, corner_ends, lane_edges, lane_joints
from ui.tileart import PALETTE
from ui.tileart.draw import FAR_GROUP
from ui.tileart.geometry import _turn
from ui.tileart.lanes import STUB_LEN, STUB_W, lane_paths
from ui.tileart.layout import _layout
from ui.tileart.town import HALF, boxes_clear
from ui.tileart.town_mini import FAR_BOX, MINI_BOX, far_plan, mid_plan
from ui.tileart.town_plan import FOLLOWER_BOX, SEAM_GAP, _town_plan, house_plan

CITY_TILES = [t for t in TILE_TYPES if _layout(t).cities]


def _board(tiles):
    from carcassonne.board import Board
    from carcassonne.geometry import oriented
    board = Board()
    for x, y, tid, rot in tiles:
        board.place(x, y, oriented(tid, rot))
    return board


def _segments(d: str) -> list[tuple[tuple[float, float], tuple[float, float]]]:
    nums = [tuple(map(float, m)) for m in re.findall(r"[ML](-?[\d.]+),(-?[\d.]+)", d)]
    return list(zip(nums[::2], nums[1::2]))


@pytest.mark.parametrize("tid", CITY_TILES)
def test_no_hub_lanes_at_72_px_and_below_only_short_gate_stubs(tid):
    """The lanes are near-only (`ta-d`); the far group (49-72 px a tile) holds only gate stubs: 4.8 units
    (3 px at 61 px) wide, at most `STUB_LEN` (10 px at 61 px) from the gate, in three pieces fading out."""
    lanes = lane_paths(tid)
    if f'stroke="{PALETTE["kerb"]}" stroke-width="8.4"' in lanes:  # (art pass 15: the kerb, was #b3a89c 8)
        assert lanes.startswith('<g class="ta-d"'), tid
    body = tileart.tile_content(tid)
    far = body[body.index(FAR_GROUP):] if FAR_GROUP in body else ""
    assert f'stroke="{PALETTE["kerb"]}"' not in far and f'stroke="{PALETTE["lane_edge"]}"' not in far, tid
    stubs = re.findall(rf'<path d="([^"]*)" fill="none" stroke="{PALETTE["lane"]}" stroke-width="([\d.]+)" '
                       r'stroke-opacity="([\d.]+)"/>', far)
    gates = [r.gate for r in _layout(tid).roads if r.gate]
    assert len(stubs) <= 3 and (not stubs or gates), tid
    assert [float(o) for _, _, o in stubs] == sorted((float(o) for _, _, o in stubs), reverse=True)  # fading
    for d, width, _ in stubs:
        assert float(width) == STUB_W and STUB_W * .61 <= 3.2
        for a, b in _segments(d):
            assert math.dist(a, b) <= STUB_LEN / 3 + .15, tid
            assert min(math.dist(b, g) for g, _ in gates) <= STUB_LEN + 6.6, tid  # near its gate


@pytest.mark.parametrize("tid", CITY_TILES)
def test_a_follower_s_room_holds_no_cottage_mini_cottage_or_blob_whatever_the_turn(tid):
    """Each city spot keeps its follower's room (25 x 29 units, 24 x 28 px at 96 px a tile) free under every turn
    of the tile: pass 10 drew a cottage under the red knight of the cathedral city."""
    assert 23.5 <= (FOLLOWER_BOX[1] - FOLLOWER_BOX[0]) * .96 <= 24.5
    assert 27.5 <= (FOLLOWER_BOX[3] - FOLLOWER_BOX[2]) * .96 <= 28.5
    anchors = [c.shape.anchor for c in _layout(tid).cities]
    pieces = [(p, (-HALF * k, HALF * k, -HALF * k, HALF * k)) for spots, k in _town_plan(tid) for p in spots]
    pieces += [(p, MINI_BOX) for p in mid_plan(tid)]
    pieces += [(p, FAR_BOX) for p in far_plan(tid)]  # (art pass 12: the far blobs moved, not dropped)
    for rot in (0, 90, 180, 270):
        for a in anchors:
            fx, fy = _turn(a, rot)  # the follower stands upright at its turned spot
            for p, box in pieces:
                px, py = _turn(p, rot)  # ... and so does every cottage, at its own turned spot
                assert max(px + box[0] - (fx + FOLLOWER_BOX[1]), fx + FOLLOWER_BOX[0] - (px + box[1]),
                           py + box[2] - (fy + FOLLOWER_BOX[3]), fy + FOLLOWER_BOX[2] - (py + box[3])) >= -1e-6, \
                    (tid, rot, p)
    assert all(boxes_clear(p, box, a, FOLLOWER_BOX, 0) for p, box in pieces for a in anchors)


def test_every_town_keeps_a_cottage_beside_its_follower_s_room():
    """Keeping the room free must not leave a town of bare paving: every town with cottages before keeps one."""
    assert all(spots for tid in CITY_TILES for spots in house_plan(tid) if _layout(tid).cities)


def test_no_tile_draws_a_corner_bastion_the_board_draws_each_once_over_every_tile():
    """A tile's quarter of a bastion was cut to a half-disc by a field tile laid later, and two quarters' caps met
    in a dark seam: the tiles draw none, the board draws each drum once after the last tile's `<use>`."""
    for tid in TILE_TYPES:
        assert PALETTE["bastion_ring"] not in tileart.tile_content(tid), tid
    # two caps facing (their walls meet at two corners), then field tiles on both sides laid after them
    board = _board([(0, 0, "E", 0), (0, -1, "E", 180), (-1, 0, "B", 0), (1, 0, "B", 0)])
    assert corner_ends(board) == {(0, 0): 2, (100, 0): 2}
    layer = render.tiles_layer(board)
    assert layer.index('class="bastions"') > layer.rindex("<use ")  # over every tile
    near = re.search(r'<g class="bastion-near">(.*?)</g>', layer).group(1)
    for width in ("13", "9", "6"):
        d = re.search(rf'<path d="([^"]*)" stroke="#[0-9a-f]+" stroke-width="{width}"/>', near).group(1)
        assert d == "M0,0h0M100,0h0"  # each corner once: no joint line through its cap
    # a wall that ends alone at a corner (one cap, nothing beyond it yet) ends in a round disc of wall, no drum
    alone = bastions(_board([(0, 0, "E", 0)]))
    assert PALETTE["bastion_ring"] not in alone and f'stroke="{PALETTE["wall"]}" stroke-width="7.6"' in alone


def test_the_tiles_layer_redrawn_for_a_new_tile_keeps_the_bastions_over_it():
    """`BoardView.draw_tiles` adds a turn's tile without redrawing the others: the bastions group is taken out and
    drawn anew after the new tile, so the new tile never covers half a drum."""
    from pathlib import Path
    # (art pass 14: the tiles layer's drawing moved from board_view.py into board_tiles.py, mixed into the view)
    src = (Path(__file__).resolve().parents[2] / "py" / "ui" / "board_tiles.py").read_text(encoding="utf-8")
    assert 'q(layer, ".bastions")' in src and "walls.remove()" in src
    shadow, uses, last = render.tiles_layer_parts(_board([(0, 0, "E", 0), (0, -1, "E", 180)]))
    assert last.startswith('<g class="bastions"') and all("bastions" not in u for u in uses)


@pytest.mark.parametrize("tid", [t for t in CITY_TILES if lane_edges(t)])
def test_no_lane_ends_on_a_seam_unless_the_neighbour_s_lane_meets_it(tid):
    """A lane to a tile edge ends `SEAM_GAP` (8 px) short of it, round; its last piece to the edge is in a group
    (`ta-j<e>`) the page shows only where the board's data-ln says the neighbour's lane meets it."""
    assert 7.8 <= SEAM_GAP * .96 <= 8.2
    markup = lane_paths(tid)
    # (art pass 16: a lone street carried on to its little cobbled square, `ta-end`, ends there, 5 px off the seam)
    main = re.sub(r'<g class="ta-j\d"[^>]*>.*?</g>', "", markup.split('<g class="ta-sq')[0].split('<g class="ta-d ta-end">')[0])
    kerbs = re.findall(r'<path d="([^"]*)" stroke="#978a7d"', main)  # (art pass 15: the kerb, was #b3a89c)
    assert kerbs, tid
    for d in kerbs:
        for a, b in _segments(d):
            for p in (a, b):
                # its round end (half the lane's 8 units beyond the line) still 8 px off the edge
                assert min(p[0], p[1], 100 - p[0], 100 - p[1]) - 4 >= SEAM_GAP - .01, (tid, p)
    for e in lane_edges(tid):
        assert f'<g class="ta-j{e}" stroke-linecap="butt">' in markup, tid


def test_lanes_meet_across_a_joint_only_where_both_tiles_have_one():
    """Two S tiles (a town on three edges with its gate) facing across their joint: each carries data-ln for the
    shared edge, so both lanes run on to the seam; a lone S has none; the page's CSS and the picture's show the
    pieces only then."""
    from pathlib import Path
    from ui.picture import STYLE
    assert 0 in lane_edges("S")
    pair = _board([(0, 0, "S", 0), (0, -1, "S", 180)])
    assert lane_joints(pair) == {(0, 0): "0", (0, -1): "0"}
    assert lane_joints(_board([(0, 0, "S", 0)])) == {}
    layer = render.tiles_layer(pair)
    assert len(re.findall(r'data-ln="0"', layer)) == 2
    css = (Path(__file__).resolve().parents[2] / "static" / "tileart.css").read_text(encoding="utf-8")
    assert ".ta-j0 { display: var(--ta-j0, none); }" in css and 'use[data-ln~="0"] { --ta-j0: inline; }' in css
    assert ".ta-j0{display:var(--ta-j0,none)}" in STYLE and 'use[data-ln~="0"]{--ta-j0:inline}' in STYLE
    assert ".bastion-far{display:none}" in STYLE


def test_a_new_tile_sets_data_ln_on_the_older_neighbour_it_meets():
    """The turn's tile is added without redrawing the layer: the older tile whose lane it meets gets data-ln."""
    import types
    from ui.board_view import BoardView
    from ui.town_squares import square_cells

    class Use:
        def __init__(self) -> None:
            self.attrs: dict[str, str] = {}

        def setAttribute(self, name, value):  # noqa: N802
            self.attrs[name] = value

        def removeAttribute(self, name):  # noqa: N802
            self.attrs.pop(name, None)

    before = _board([(0, 0, "S", 0)])
    after = _board([(0, 0, "S", 0), (0, -1, "S", 180)])
    uses = {cell: Use() for cell in after.order}
    layer = types.SimpleNamespace(querySelector=lambda sel: uses.get(tuple(map(int, re.findall(r'"(-?\d+)"', sel)))))
    view = types.SimpleNamespace(squares_drawn=square_cells(before),
                                 tiles_drawn=[(c, before.tiles[c][0].id, 0) for c in before.order])
    BoardView._move_squares(view, layer, after)
    assert uses[(0, 0)].attrs.get("data-ln") == "0"


@pytest.mark.parametrize("tid", [t for t in CITY_TILES if any(c.pennants for c in _layout(t).cities)])
def test_mini_cottages_keep_3_px_off_the_pennant_icons(tid):
    """At the playing zoom (61 px a tile) every mini cottage keeps 3 px off the banner and cathedral icons, even in a
    town filled to its floor (pass 10 let those come within 1 unit)."""
    from ui.tileart.town_mini import ICON_BOXES, MINI_ICON_GAP, MINI_ICON_GAP_TIGHT, far_banners, icon_spot
    assert min(MINI_ICON_GAP, MINI_ICON_GAP_TIGHT) * .61 >= 3
    for city, flown in zip(_layout(tid).cities, far_banners(tid)):
        icons = []
        if city.pennants:  # (art pass 15: where draw.py flies it, `far_banners`)
            icons.append((flown, ICON_BOXES["banner"][0]))
        if city.cathedral:
            icons.append((icon_spot(city.shape.cathedral, ICON_BOXES["cathedral"][1]), ICON_BOXES["cathedral"][0]))
        for p in mid_plan(tid):
            assert all(boxes_clear(p, MINI_BOX, q, box, MINI_ICON_GAP - 1e-6) for q, box in icons), (tid, p)


def test_the_square_s_spokes_run_to_the_town_s_edges_and_its_cottages_make_way_only_where_it_shows():
    """On the tile that shows its city's square, a lane (a spoke) runs from the square to the middle of each edge the
    city runs across, round-ended 8 px short of it unless the neighbour's lane meets it; the cottages in their way
    hide there only (.ta-ns<i>, static CSS and the picture's style), so every other copy of the type keeps them."""
    from pathlib import Path
    from ui.picture import STYLE
    from ui.tileart.geometry import _line_dist
    from ui.tileart.town_plan import LANE_W, _lanes, spoke_cottages, square_spokes
    from ui.tileart.village import big_town
    assert set(square_spokes("C")[0]) == {0, 1, 2, 3} and set(square_spokes("F")[0]) == {1, 3}
    for tid in CITY_TILES:
        for i, (spokes, hidden, (spots, k), (lanes, sq)) in enumerate(
                zip(square_spokes(tid), spoke_cottages(tid), _town_plan(tid), _lanes(tid))):
            if not spokes:
                continue
            body = lane_paths(tid)
            group = body[body.index(f'<g class="ta-sq{i}">'):]
            for e in spokes:
                assert f'<g class="ta-j{e}" stroke-linecap="butt">' in group, tid
                port = ((50, 0), (100, 50), (50, 100), (0, 50))[e]
                for j, p in enumerate(spots):  # a cottage that stays keeps clear of the spoke
                    if j not in hidden:
                        h = HALF * k
                        corners = [p, (p[0] - h, p[1] - h), (p[0] + h, p[1] - h), (p[0] - h, p[1] + h), (p[0] + h, p[1] + h)]
                        assert min(_line_dist(q, [sq[0], port]) for q in corners) >= LANE_W / 2, (tid, p)
            if hidden and not big_town(tid, i):  # (art pass 14: a big town's village hides its own, test_..._pass14_near)
                assert f'<g class="ta-ns{i}">' in tileart.tile_content(tid), tid
    css = (Path(__file__).resolve().parents[2] / "static" / "tileart.css").read_text(encoding="utf-8")
    assert 'use[data-sq~="0"], svg.tile-art { --ta-ns0: none; }' in css and 'use[data-sq~="0"]{--ta-ns0:none}' in STYLE
    # F, C, F in a row: the square on C, whose spokes east and west meet no lane (F has none): no joint
    assert lane_joints(_board([(0, 0, "F", 0), (1, 0, "C", 0), (2, 0, "F", 0)])) == {}
    # the square's tile beside a gated town whose lane runs to their shared edge: both run on to the joint
    board = _board([(-1, 0, "F", 0), (0, 0, "F", 0), (1, 0, "S", 270)])  # S turned: its lane north faces west
    from ui.town_squares import square_cells
    assert square_cells(board) == {(0, 0): "0"}  # the middle F shows the square: its east spoke meets S's lane
    assert lane_joints(board) == {(0, 0): "1", (1, 0): "0"}


def test_a_joint_that_is_gone_loses_its_data_ln():
    """A square that moves to another tile takes its spokes with it: the old neighbour's data-ln is removed too."""
    import types
    from ui.board_view import BoardView
    from ui.town_squares import square_cells

    class Use:
        def __init__(self) -> None:
            self.attrs = {"data-ln": "0"}

        def setAttribute(self, name, value):  # noqa: N802
            self.attrs[name] = value

        def removeAttribute(self, name):  # noqa: N802
            self.attrs.pop(name, None)

    board = _board([(0, 0, "S", 0)])
    use = Use()
    view = types.SimpleNamespace(squares_drawn=square_cells(board), joints_drawn={(0, 0): "0"},
                                 tiles_drawn=[((0, 0), "S", 0)])
    BoardView._move_squares(view, types.SimpleNamespace(querySelector=lambda sel: use), board)
    assert "data-ln" not in use.attrs and view.joints_drawn == {}
