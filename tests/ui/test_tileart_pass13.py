"""Art pass 13: a town topped up to its floor is built like a village, not a queue (one size of 16 px and up,
3 px between eaves, no more than three in a line, jittered, round the wall's ring first)."""

from __future__ import annotations

import zlib

import pytest

from carcassonne.tiles import TILE_TYPES
from ui.tileart.layout import _layout
from ui.tileart.town import HALF
from ui.tileart.town import BOXES
from ui.tileart.town_plan import (MID_TOWN_K, MOVED_K, _avoid, _clustered, _lanes, _refilled, _ring_spots,
                                  city_towers, near_floor)
from ui.tileart.town_rows import MAX_IN_LINE, MOVED_GAP, _in_line, _jittered, _spread
from ui.tileart.town_wall_spots import _banners

CITY_TILES = [t for t in TILE_TYPES if _layout(t).cities]


def _towns():
    """(tile, city index, city, lanes, avoid, seed, floor) of every town, as `_plan_with` sees them."""
    out = []
    for t in CITY_TILES:
        lay, seed = _layout(t), zlib.crc32(t.encode())
        for i, (city, banners, (lanes, square)) in enumerate(zip(lay.cities, _banners(t), _lanes(t))):
            avoid = _avoid(t, city, banners, city_towers(t)) + [(p, BOXES["square"]) for p in square]
            out.append((t, i, city, lanes, avoid, seed + 7 * i, near_floor(len(lay.tile.cities[i].edges))))
    return out


TOWNS = _towns()


def test_moved_cottages_are_one_size_of_16_px_and_up():
    """`MOVED_K` is 16 px and up at 96 px a tile (a roof 18 local units wide times `COTTAGE` 1.25; pass 12 shrank
    moved cottages to 12-13 px); a town refilled from a plan of small cottages is rebuilt at one size, never under
    it (or keeps its plan untouched)."""
    from ui.tileart.town import COTTAGE
    assert 18 * COTTAGE * MOVED_K * .96 >= 16
    for t, i, city, lanes, avoid, seed, floor in TOWNS:
        small = _clustered(city, lanes, avoid, 0.55, seed)
        spots, size = _refilled(city, lanes, avoid, list(small), 0.55, 1.0, floor, seed)
        assert size >= MOVED_K or (size == 0.55 and spots == small), (t, i, size)


@pytest.mark.parametrize("town", TOWNS, ids=lambda town: f"{town[0]}-{town[1]}")
def test_refilled_town_has_gaps_between_eaves_and_no_long_rows(town):
    """Every town refilled (`_refilled`, from its own plan at `MID_TOWN_K`): every two cottages keep `MOVED_GAP`
    (3 px) between their footprints and no row or column holds more than `MAX_IN_LINE`."""
    t, i, city, lanes, avoid, seed, floor = town
    base = _clustered(city, lanes, avoid, MID_TOWN_K, seed)
    spots, k = _refilled(city, lanes, avoid, list(base), MID_TOWN_K, 1.0, floor, seed)
    if spots == base:
        return  # (no refill beat the plan: the plan stands, as before)
    half = HALF * k
    for a, p in enumerate(spots):
        for q in spots[a + 1:]:
            assert max(abs(p[0] - q[0]), abs(p[1] - q[1])) >= 2 * half + MOVED_GAP - 1e-6, (t, p, q)
        assert _in_line(p, [q for q in spots if q != p], half) <= MAX_IN_LINE, (t, p)


def test_spread_keeps_gap_line_and_ring_first():
    """`_spread` on a made-up pool: it takes the ring (tier 0) before the middle, keeps the gap and stops a fourth
    cottage in a row."""
    half = 8.0
    row = [(10.0 + 20 * n, 30.0) for n in range(6)]  # a row 20 apart: 16 wide + 4 gap
    pool = [(0, q) for q in row] + [(1, (50.0, 70.0))]
    got = _spread([], pool, half, 6)
    assert all(_in_line(q, [o for o in got if o != q], half) <= MAX_IN_LINE for q in got)
    assert (70.0, 30.0) not in got  # (it would join 10-30-50 and 90-110 into a row of six)
    assert (50.0, 70.0) in got  # the middle only once the ring is full
    assert got.index((50.0, 70.0)) == len(got) - 1
    assert _in_line((0.0, 0.0), [(17.0, 2.0), (34.0, -2.0), (51.0, 1.0)], half) == 4


def test_jitter_is_seeded_and_small():
    """The jitter is deterministic by seed and within +-2 px across, +-3 px up and down."""
    a, b = _jittered((30.0, 40.0), 7), _jittered((30.0, 40.0), 7)
    assert a == b and abs(a[0] - 30) <= 2.2 and abs(a[1] - 40) <= 3.2
    offs = {_jittered((float(x), 40.0), 7) for x in range(0, 60, 3)}
    assert len({round(q[1], 1) for q in offs}) > 3  # not all on one line
    t = "S"
    pool = _ring_spots(_layout(t).cities[0], [], [], MOVED_K, 1)
    assert pool and {tier for tier, _ in pool} >= {0}


def test_far_roof_blobs_keep_2_px_apart_where_the_floor_allows():
    """At 49 px a tile two roof blobs keep `FAR_BLOB_GAP` (2 px) between their boxes (pass 12's moved ones touched
    in pairs and merged), save in the tight diagonal towns where the floor of two roofs needs them closer."""
    from ui.tileart.town_mini import FAR_BLOB_GAP, _blob_apart, far_plan
    assert FAR_BLOB_GAP * .49 >= 2
    touching = {t for t in CITY_TILES for p in far_plan(t) if not _blob_apart(p, [q for q in far_plan(t) if q != p])}
    assert not touching, touching  # (art pass 14: the tight diagonal towns too, with one roof fewer)


@pytest.mark.parametrize("tid", [t for t in CITY_TILES if any(sq for _, sq in _lanes(t))])
def test_square_is_a_clean_opening_save_where_a_lane_goes_on(tid):
    """No apron round the square (pass 12's four-lobed cloud): every stroke inside a square's group that is not a
    gate's lane's mouth lies in a `ta-j<e>` group or carries that class (shown only where a neighbour's lane
    meets it), so with no neighbours the rim runs round unbroken but for the gates' lanes."""
    import re
    from ui.tileart import PALETTE as P
    from ui.tileart.lanes import lane_paths
    from ui.tileart.town_plan import _EDGE_PORT
    body = lane_paths(tid)
    sq = body[body.index('<g class="ta-sq'):]
    bare = re.sub(r'<g class="ta-j\d"[^>]*>.*?</g>', "", re.sub(r'<path class="ta-j\d"[^>]*/>', "", sq))
    assert f'stroke="{P["square"]}"' not in bare and f'stroke="{P["kerb"]}"' not in bare, tid  # (pass 15's kerb)
    gates = sum(1 for ls, s in _lanes(tid) if s for a, _ in ls if a not in _EDGE_PORT)
    mouths = re.findall(rf'<path d="([^"]*)" stroke="{P["lane"]}"', bare)
    assert sum(d.count("M") for d in mouths) == gates, tid


def test_benches_on_the_rim_at_4_and_8_o_clock_and_snow_arc_2_px():
    """The square's two 5 x 2 px #7d5540 benches stand on its rim (their middles within the rim's 4.2-unit stroke
    band about `SQUARE_R`) at 4 and 8 o'clock (30 degrees below the level, either side), 4 px and more from the
    tub; the drums' snow arc is 2 px #f4f6f9."""
    import math
    import re
    from ui.board_walls import bastions
    from ui.tileart import PALETTE as P
    from ui.tileart.lanes import BENCH, BENCH_AT, FIR_DOWN, SQUARE_R, fir
    from tileart_boards import tile_board
    assert BENCH == (5.2, 2.1) and P["bench"] == "#7d5540"
    d = re.search(r'<path d="([^"]*)" fill="#7d5540"/>', fir((50, 50))).group(1)
    middles = [(float(x) + BENCH[0] / 2, float(y) + BENCH[1] / 2 + FIR_DOWN)
               for x, y in re.findall(r"M([-\d.]+),([-\d.]+)h", d)]  # from the square's middle
    assert len(middles) == 2 and {round(math.degrees(math.atan2(y, x))) for x, y in middles} == {30, 150}
    for x, y in middles:
        assert SQUARE_R[0] - 2.1 - .1 <= math.hypot(x, y) <= SQUARE_R[1] + 2.1
        assert (abs(x) - BENCH[0] / 2 - 3.1) * .96 >= 4  # off the tub (6.2 wide)
    assert BENCH_AT[0] > 0
    near = bastions(tile_board([(0, 0, "E", 0), (0, -1, "E", 180)]))
    from ui.tileart.wall import DRUM_ARC_W, drum_snow  # (art pass 14: #ffffff over the top rim, inside the ring)
    assert drum_snow([(0, 0), (100, 0)]) in near and 2 <= DRUM_ARC_W * .96 <= 2.1
    assert P["bastion_snow"] == "#f4f6f9"
