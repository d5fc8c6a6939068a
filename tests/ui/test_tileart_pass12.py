"""Art pass 12: the towns refilled after pass 11 emptied them.

Pass 11 kept every follower's room clear by deleting the cottages in it (108 cottages over all types against 161);
now a town below its floor gets cottages on a ring inside its wall (smaller ones if that is what fits), the far
view's roof blobs move out of the follower's room instead of vanishing, and keep 3 px off the banner icons."""

from __future__ import annotations

import math

import pytest

from carcassonne.tiles import TILE_TYPES
from ui.tileart.geometry import _inside
from ui.tileart.layout import _layout
from ui.tileart.town import BOXES, CLEAR, HALF, boxes_clear, clear_of
from ui.tileart.town_mini import FAR_BOX, FAR_ICON_GAP, _icons, far_floor, far_plan
from ui.tileart.town_wall_spots import _banners
from ui.tileart.town_plan import FOLLOWER_BOX, NEAR_FLOOR, _avoid, _lanes, _town_plan, city_towers
from tileart_boards import tile_board

CITY_TILES = [t for t in TILE_TYPES if _layout(t).cities]


def _per_city(tid: str, spots) -> list[int]:
    return [sum(1 for p in spots if _inside(p, c.poly)) for c in _layout(tid).cities]


def test_the_towns_hold_as_many_cottages_as_before_pass_11_deleted_them():
    """Over all types the near view holds at least 115 cottages (pass 10: 161, pass 11: 108, pass 12: 159 with
    12 px ones in touching rows; art pass 13 refills a town at one size, 16 px and up, spaced: 117), the far view
    at least 93 roof blobs (pass 11: 48; pass 16: 93, three shallow caps lose theirs to the 3 px gate rule)."""
    near = sum(len(spots) for t in CITY_TILES for spots, _ in _town_plan(t))
    far = sum(len(far_plan(t)) for t in CITY_TILES)
    assert near >= 115, near
    assert far >= 93, far


@pytest.mark.parametrize("tid", CITY_TILES)
def test_near_floors_by_segment_kind(tid):
    """At 96 px a tile: a full tile >= 3 cottages (the cathedral city's corners), three edges >= 3, an edge or
    diagonal town and a cap >= 1 (art pass 13: a refilled town keeps one size of 16 px and up, spaced, and a
    diagonal town beside its banners and follower's room holds one of those, not two 12 px stickers; pass 12:
    7, 5, 2, 1), each cottage `town.CLEAR` off every piece."""
    assert NEAR_FLOOR == {1: 3, 2: 5, 3: 5, 4: 7}
    lay = _layout(tid)
    for i, (city, spec, (spots, k)) in enumerate(zip(lay.cities, lay.tile.cities, _town_plan(tid))):
        edges = len(spec.edges)
        assert len(spots) >= {1: 1, 2: 1, 3: 3, 4: 3}[min(edges, 4)], (tid, i, len(spots))
        avoid = _avoid(tid, city, _banners(tid)[i], city_towers(tid)) + [(p, BOXES["square"]) for p in _lanes(tid)[i][1]]
        gap = CLEAR if len(spots) > 1 else 2.0
        for p in spots:
            assert all(clear_of(p, HALF * k, q, box, gap - 1e-6) for q, box in avoid), (tid, p)
        for a, p in enumerate(spots):  # no two cottages overlap
            assert all(max(abs(p[0] - q[0]), abs(p[1] - q[1])) >= 2 * HALF * k - 1e-6 for q in spots[a + 1:]), tid


@pytest.mark.parametrize("tid", CITY_TILES)
def test_far_blobs_floor_room_and_banner_gap(tid):
    """At 49 px a tile every town keeps a roof blob (a cap) or two (any other), none in a follower's room, each
    3 px (`FAR_ICON_GAP` units at 49 px) off the banner and cathedral icons under every turn."""
    assert FAR_ICON_GAP * .49 >= 3
    lay = _layout(tid)
    blobs = far_plan(tid)
    for i, (city, spec, n) in enumerate(zip(lay.cities, lay.tile.cities, _per_city(tid, blobs))):
        # (art pass 14: a corner town keeps the followers' far room, its banner and 2 px between roofs: room for one)
        # (art pass 16: the shallow caps WE03, WE08, IC08 are filled by their gate block, tower and knight's room:
        # their one roof sat on the gate block, and no spot 3 px off it is left, so they show none at 49 px)
        floor = 0 if tid in ("WE03", "WE08", "IC08") else 1 if tid in ("M", "Mg", "O", "IC06", "IC13") \
            else far_floor(len(spec.edges))
        assert n >= floor, (tid, n)
        for p in blobs:
            if _inside(p, city.poly):
                assert all(boxes_clear(p, FAR_BOX, q, box, FAR_ICON_GAP - 1e-6)  # (pass 15: where the banner flies)
                           for q, box in _icons(city, tid, i)), (tid, p)
    anchors = [c.shape.anchor for c in lay.cities]
    assert all(boxes_clear(p, FAR_BOX, a, FOLLOWER_BOX, 0) for p in blobs for a in anchors), tid
    assert all(math.dist(p, q) >= 16 - 1e-6 for i, p in enumerate(blobs) for q in blobs[i + 1:]), tid


def test_drums_calm_at_small_zooms_and_stand_up_near():
    """At 72 px a tile and below: no drum where one wall ends alone (the wall's 7-unit round end, no wider), a
    ~6 px #8a8178 drum where walls meet.  At 96 px each drum casts a 2 px #3b3028 shadow to the bottom right and
    has a #f4f6f9 snow arc on its top left (2 px since art pass 13: tests/ui/test_tileart_pass13.py)."""
    import re
    from ui.board_walls import FAR_DRUM, SHADOW_OFF, bastions
    from ui.tileart import PALETTE as P
    both = bastions(tile_board([(0, 0, "E", 0), (0, -1, "E", 180)]))
    far = re.search(r'<g class="bastion-far">(.*?)</g></g>', both).group(1)
    assert 5.5 <= FAR_DRUM * .56 and FAR_DRUM * .72 <= 8  # ~6 px over the far and playing zooms
    assert f'd="M0,0h0M100,0h0" stroke="{P["wall_face"]}" stroke-width="10.5"' in far and "#6c503c" not in far
    alone = bastions(tile_board([(0, 0, "E", 0)]))
    far_alone = re.search(r'<g class="bastion-far">(.*?)</g></g>', alone).group(1)
    assert P["wall_face"] not in far_alone and 'stroke-width="7"' in far_alone  # a round wall end, no drum
    near = re.search(r'<g class="bastion-near">(.*?)</g>', both).group(1)
    assert P["bastion_shadow"] == "#3b3028" and P["bastion_snow"] == "#f4f6f9"
    assert 2 <= SHADOW_OFF * .96 <= 2.2
    shade = re.search(rf'<path d="([^"]*)" stroke="{P["bastion_shadow"]}"', near).group(1)
    assert shade == f"M{SHADOW_OFF},{SHADOW_OFF}h0M{100 + SHADOW_OFF},{SHADOW_OFF}h0"  # bottom-right of each drum
    assert near.index(P["bastion_shadow"]) < near.index(P["bastion_ring"]) < near.index(P["drum_snow"])
    from ui.tileart.wall import drum_snow  # (art pass 14: over the top rim, inside the ring: test_tileart_pass14_far.py)
    assert drum_snow([(0, 0), (100, 0)]) in near and drum_snow([(0, 0), (100, 0)], far=True) in far


def test_square_rim_fir_centred_and_benches_clear_of_the_star():
    """The square's rim 2 px #a89a8c; the fir from its star to its tub near the middle of the opening; two
    horizontal 5 x 2 px #7d5540 benches either side of its foot, in its upright frame (so on every turn), at least
    4 px from the star and the tub (art pass 13: on the rim at 4 and 8 o'clock, tests/ui/test_tileart_pass13.py)."""
    import re
    from ui.tileart.lanes import BENCH, BENCH_AT, FIR_DOWN, fir, square
    markup = square((50, 50), [(50, 73)])
    assert 'stroke="#a89a8c" stroke-width="4.2"' in markup  # 2 px inside the opening
    star_top, tub_foot = -14.6 + FIR_DOWN, 6.9 + FIR_DOWN
    assert abs((star_top + tub_foot) / 2) <= 2.5
    tree = fir((50, 50))
    up = tree[tree.index('class="ta-up"'):]
    d = re.search(r'<path d="([^"]*)" fill="#7d5540"/>', up).group(1)  # inside the upright group
    boxes = [(x, y, x + BENCH[0], y + BENCH[1]) for x, y in
             (tuple(map(float, m)) for m in re.findall(r"M([-\d.]+),([-\d.]+)h", d))]
    assert len(boxes) == 2 and all(abs(b[1] - b[3]) < abs(b[0] - b[2]) for b in boxes)  # horizontal
    star = (-2.2, -14.6, 2.2, -10.4)
    tub = (-3.1, 2.6, 3.1, 6.9)
    def gap(a, b):
        return max(b[0] - a[2], a[0] - b[2], b[1] - a[3], a[1] - b[3])
    for b in boxes:
        assert gap(b, star) * .96 >= 4 and gap(b, tub) * .96 >= 4
    assert BENCH_AT[0] > 0 and {round(b[0] + BENCH[0] / 2, 2) for b in boxes} == {-BENCH_AT[0], BENCH_AT[0]}


@pytest.mark.parametrize("tid", [t for t in CITY_TILES if any(sq for _, sq in _lanes(t))])
def test_no_lane_from_the_square_ends_in_the_paving(tid):
    """A lane between the square and a tile edge is drawn whole, butt on the seam, and only in its `ta-j<e>` group
    (shown where the neighbour's lane meets it, `data-ln`).  Art pass 13: no apron shows in its place (the
    four-lobed cloud round the square); the square's own group holds no stroke of the square's colour and its
    opening toward an edge only in that edge's `ta-j<e>` (tests/ui/test_tileart_pass13.py)."""
    import re
    from ui.tileart.lanes import lane_paths
    from ui.tileart.town_plan import _EDGE_PORT
    from ui.tileart import PALETTE as P
    body = lane_paths(tid)
    plain = re.sub(r'<g class="ta-j\d"[^>]*>.*?</g>', "", body)  # what shows whatever the neighbours
    plain = plain.split('<g class="ta-sq')[0]
    for i, (lanes, sq) in enumerate(_lanes(tid)):
        for a, b in lanes:
            if sq and a in _EDGE_PORT and b == sq[0]:
                assert f"M{a[0]:g},{a[1]:g}" not in plain, (tid, a)  # never drawn outside its ta-j group
                e = _EDGE_PORT.index(a)
                assert re.search(rf'<g class="ta-j{e}" stroke-linecap="butt">', body), (tid, e)
    assert not re.search(rf'stroke="{P["square"]}" stroke-width="8"', body), tid  # no apron


#: Art pass 18: the corner towns that keep one mini cottage, the far streets (tileart/far_streets.py) taking the
#: other's spot.
CORNER_STREETS = ("M", "Mg", "O", "IC06", "IC13")


@pytest.mark.parametrize("tid", CITY_TILES)
def test_playing_zoom_keeps_two_roofs_a_town_one_a_cap(tid):
    """At the playing zoom (56-72 px a tile) every town shows at least two mini cottages (a cap one), moved out of
    the follower's room where they stood in it, none in that room under any turn."""
    from ui.tileart.town_mini import MINI_BOX, mid_plan
    lay = _layout(tid)
    minis = mid_plan(tid)
    for spec, n in zip(lay.tile.cities, _per_city(tid, minis)):
        # (art pass 18: the corner towns whose far streets from N and W to the hub cross them keep one)
        assert n >= (1 if len(spec.edges) <= 1 or tid in CORNER_STREETS else 2), (tid, n)
    anchors = [c.shape.anchor for c in lay.cities]
    assert all(boxes_clear(p, MINI_BOX, a, FOLLOWER_BOX, 0) for p in minis for a in anchors), tid
