"""Art pass 7's composed towns (py/ui/tileart/town_plan.py, town.py): cottages along the walls, a lane from each
gate toward the tile's centre, at most one cottage per 700 px² of town at 96 px a tile, and every cottage 5 px
clear of the cathedral, the banners, the gatehouses and the towers under every turn of the tile."""

from __future__ import annotations

import re

import pytest

from carcassonne.tiles import TILE_TYPES
from ui import tileart
from ui.tileart.geometry import _dist, _inside
from ui.tileart.layout import _layout
from ui.tileart.town import BOXES, CLEAR, HALF, clear_of
from ui.tileart.town_plan import UNITS_PER_HOUSE, _lanes, _town_plan, city_towers, house_cap
from ui.tileart.town_wall_spots import _area, _banners, _gates

CITY_TILES = [t for t in TILE_TYPES if TILE_TYPES[t].cities]


def test_clear_of_holds_under_every_turn_and_sees_a_tall_piece_as_tall():
    tower = BOXES["tower"]
    # beside a tower on the screen but, the tile turned a quarter, on top of it: not clear
    assert not clear_of((50 + 9 + HALF + CLEAR + .5, 50), HALF, (50, 50), tower)
    far = 11 + HALF + CLEAR + .5  # the tower's tall side, a cottage and the gap
    assert all(clear_of((50 + dx, 50 + dy), HALF, (50, 50), tower) for dx, dy in ((far, 0), (0, far), (-far, 0), (0, -far)))
    assert not clear_of((50, 50 - far + 1), HALF, (50, 50), tower)


@pytest.mark.parametrize("tid", CITY_TILES)
def test_cottages_keep_5_px_from_cathedral_banners_gatehouses_and_towers(tid):
    """Every cottage 5 px (5.2 units) clear of them, or, in a town where none could (a shallow cap crowded by its
    gate and tower), its one small cottage at least 2 units clear: a house that does not fit is left out."""
    lay = _layout(tid)
    towers = [p for ts in city_towers(tid) for p in ts]
    for city, (spots, k), banners in zip(lay.cities, _town_plan(tid), _banners(tid)):
        pieces = [(p, BOXES["banner"]) for p in banners] + [(p, BOXES["tower"]) for p in towers]
        pieces += [(p, BOXES["gate"]) for p in _gates(lay)]
        if city.cathedral:
            pieces.append((city.shape.cathedral, BOXES["cathedral"]))
        gap = CLEAR if len(spots) > 1 else 2.0
        for p in spots:
            assert all(clear_of(p, HALF * k, q, box, gap - 1e-6) for q, box in pieces), (tid, p)


def test_a_town_holds_at_most_one_cottage_per_700_px2_at_96_px():
    assert abs(UNITS_PER_HOUSE * .96 ** 2 - 700) < 1e-6
    total = 0
    for tid in CITY_TILES:
        for city, (spots, _) in zip(_layout(tid).cities, _town_plan(tid)):
            assert 1 <= len(spots) <= house_cap(city) and len(spots) <= max(1, _area(city.poly) * .96 ** 2 / 700), tid
            total += len(spots)
    full = _layout("C").cities[0]
    assert house_cap(full) == 13 and _area(full.poly) == 10000
    assert total >= 1.5 * len(CITY_TILES)  # towns, not a lone house each


def test_a_lane_runs_from_each_gate_toward_the_centre_unless_the_town_is_too_small():
    """Each gate's lane, and in a town with a gate the streets on to its open edges, toward one hub."""
    with_lane = square = gates = 0
    for tid in CITY_TILES:
        lay = _layout(tid)
        for city, (lanes, sq), (spots, k) in zip(lay.cities, _lanes(tid), _town_plan(tid)):
            for a, b in lanes:
                # it starts at a gate or (art pass 10: a street on toward the city's other tiles) where the city runs
                # on across the tile's edge, and every lane of a town ends at one hub, its square where it has one
                ports = _gates(lay) + [(50, 0), (100, 50), (50, 100), (0, 50)]
                assert any(_dist(a, g) < 1e-6 for g in ports), tid
                assert b == lanes[0][1] and (not sq or b == sq[0]), tid
                # toward the centre, or where the town lies away from it (a cap), along the road's way in
                assert _dist(b, (50, 50)) < _dist(a, (50, 50)) or not _inside((50, 50), city.poly), tid
                assert _dist(a, b) >= 10, tid
                assert all(_inside((a[0] + (b[0] - a[0]) * t / 10, a[1] + (b[1] - a[1]) * t / 10), city.poly)
                           for t in range(1, 11)), tid
                # no cottage on it: each 4 units (its half width) and 2 more clear of the lane's line
                for p in spots:
                    assert _seg_clear(p, HALF * k, a, b, 6), (tid, p)
            with_lane += bool(lanes)
            square += bool(sq)
        gates += sum(1 for r in lay.roads if r.gate)
    assert with_lane >= 8 and with_lane >= .6 * gates and square >= 3, (with_lane, gates, square)
    body = tileart.tile_content("S")  # a three-sided town with its gate: the lane in its colours (pass 8: a light
    # #e4dfd8 middle about 6 px wide at 96 px a tile inside a darker edge, so it reads from gate to square; art
    # pass 15: the edge a 1.25 px #978a7d kerb, the middle 5.6 px)
    assert re.search(r'stroke="#978a7d" stroke-width="8.4"', body) and 'stroke="#e4dfd8" stroke-width="5.8"' in body


def _seg_clear(p, half, a, b, r) -> bool:
    """Whether the square footprint of `half` about `p` keeps `r` from the segment a-b (its corners and centre)."""
    from ui.tileart.geometry import _seg_dist
    x, y = p
    pts = [(x + sx * half, y + sy * half) for sx in (-1, 1) for sy in (-1, 1)]
    return all(_seg_dist(q, a, b) >= r - 1e-6 for q in pts)


def test_at_the_playing_zoom_mini_cottages_keep_clear_of_the_banner_and_cathedral_icons():
    """The far view's icons as `draw._icon` places them (kept inside the tile), and no mini cottage on their
    boxes under any turn, except a town's one cottage where nothing else fits: 5 units clear for a town above its
    floor of cottages (`MINI_FLOOR`), 1 unit for one filled up to it (a diagonal town with a banner has no room
    for three cottages 5 units off the banner's box, which stands upright in every turn)."""
    from ui.tileart.draw import _ICONS
    from ui.tileart.town import boxes_clear
    from ui.tileart.town_mini import ICON_BOXES, MINI_HALF, far_banners, icon_spot, mid_plan, mini_floor
    from ui.tileart.town_plan import house_plan
    for name, key in (("ta-shield", "banner"), ("ta-cathedral", "cathedral")):
        half_w, up, down = _ICONS[name][2]
        for p in ((0, 0), (100, 100), (50, 50)):
            assert icon_spot(p, ICON_BOXES[key][1]) == (min(max(p[0], half_w + 1), 99 - half_w),
                                                         min(max(p[1], up + 1), 99 - down))
    mini = (-MINI_HALF, MINI_HALF, -MINI_HALF, MINI_HALF)
    checked = 0
    for tid in CITY_TILES:
        lay = _layout(tid)
        spots = mid_plan(tid)
        for city, spec, near, flown in zip(lay.cities, lay.tile.cities, house_plan(tid), far_banners(tid)):
            icons = []
            if city.pennants:  # (art pass 15: where draw.py flies it, `far_banners`)
                icons.append((flown, ICON_BOXES["banner"][0]))
            if city.cathedral:
                icons.append((icon_spot(city.shape.cathedral, ICON_BOXES["cathedral"][1]), ICON_BOXES["cathedral"][0]))
            mine = [p for p in spots if _inside(p, city.poly)]
            gap = 5 if len(mine) > mini_floor(len(spec.edges), len(near)) else 1  # (pass 10: near count too)
            if len(mine) > 1:
                for p in mine:
                    assert all(boxes_clear(p, mini, q, b, gap - 1e-6) for q, b in icons), (tid, p)
                    checked += bool(icons)
    assert checked >= 12


def test_a_town_has_room_for_an_open_square_with_a_fir_where_a_lane_leads_or_the_town_is_big():
    """The square is an irregular opening about 29 units across (28 px), no cottage within 2 units of it, and its
    centrepiece is a snowy fir with lights: pass 7 put the crossroads well there, so a town's square between two
    gatehouses read as a road marker.  Art pass 10 (deliberately changed from pass 9): a big town with no gate has
    room for a square again, in a group static CSS hides unless the board picks that tile for its city
    (tests/ui/test_tileart_pass10.py: one square a city), so no city repeats it like wallpaper."""
    from ui.tileart.props import well as _well
    from ui.tileart.lanes import SQUARE_R, fir, square_outline
    from ui.tileart.town_plan import BIG_TOWN
    rim = square_outline((50, 50))
    assert 26 <= 2 * SQUARE_R[0] * .96 and 2 * SQUARE_R[1] * .96 <= 30  # (art pass 11: 28 px; pass 10: 22 units)
    assert fir((50, 50)) != _well((50, 50)) and tileart.PALETTE["fir"] in fir((50, 50))
    posts = "M-4.6,-3.4v8M4.6,-3.4v8"  # the well's two posts
    assert posts in _well((50, 50)) and posts not in fir((50, 50))
    half = max(abs(c - 50) for p in rim for c in p) + .5
    squares = gateless_big = 0
    for tid in CITY_TILES:
        lay = _layout(tid)
        body = tileart.tile_content(tid)
        for i, (city, (lanes, sq), (spots, k)) in enumerate(zip(lay.cities, _lanes(tid), _town_plan(tid))):
            for q in sq:
                assert _inside(q, city.poly), tid
                assert all(clear_of(p, HALF * k, q, BOXES["square"]) for p in spots), (tid, q)
                assert all(clear_of(p, HALF * k, q, (-half, half, -half, half), 2) for p in spots), (tid, q)
                assert fir(q, True) in body and f'class="ta-sq{i}"' in body, tid
            squares += bool(sq)
            if _area(city.poly) >= BIG_TOWN and not lanes and not city.cathedral:
                gateless_big += 1
                assert sq, tid
    assert squares >= 6 and gateless_big >= 3, (squares, gateless_big)
    full = tileart.tile_content("C")  # the full city: no gate, its square hidden unless the board picks it
    # (art pass 14: its streets, `ta-s<e>` groups, show only where the board runs a street through it: data-st)
    full = re.sub(r'<g class="ta-s\d"[^>]*>(?:<path [^>]*/>)*</g>', "", full)
    assert _lanes("C")[0][1] == [(41.0, 59.0)] and tileart.PALETTE["lane"] not in full.split('class="ta-sq0"')[0]


def test_the_paving_joints_have_half_pass_7s_contrast_so_empty_paving_is_quiet():
    """Pass 7's joints (#a89c90 and white #e4dfda on #cbc2b8) were the dominant pattern of an empty town."""
    P = tileart.PALETTE

    def rgb(c: str) -> tuple[int, ...]:
        return tuple(int(c[i:i + 2], 16) for i in (1, 3, 5))

    def contrast(a: str, b: str) -> int:
        return sum(abs(x - y) for x, y in zip(rgb(a), rgb(b)))
    for now, before in ((P["cobble"], "#a89c90"), (P["cobble_snow"], "#e4dfda")):
        assert contrast(now, P["city"]) <= contrast(before, "#cbc2b8") / 2 + 2, now
        assert contrast(now, P["city"]) >= 20  # halved, not gone
    from ui.tileart.town import town_defs
    assert f'stroke="{P["cobble"]}"' in town_defs()
