"""Art pass 10 (issue 24, the judge's asks after pass 8): river ice that never reads as a dashed road marking,
one town square per city on the board, corner bastions as solid drums, bridges that span the water."""

from __future__ import annotations

import math
import re
import zlib

from carcassonne.tiles import TILE_TYPES
from ui import tileart
from ui.tileart import PALETTE
from ui.tileart.layout import _layout
from ui.tileart.water import FLOE_GAP, cracks, floe_plan
from tileart_boards import tile_board

RIVER_IDS = [t for t, tt in TILE_TYPES.items() if tt.river]


def _plan(tid: str) -> tuple[list, list]:
    lay = _layout(tid)
    return floe_plan(lay.river_lines, zlib.crc32(repr(lay.river).encode())), lay.river_lines


def _along(p: tuple[float, float], lines: list) -> tuple[float, float]:
    """How far along the river (its lines one after another) the nearest point to `p` lies, and how far off."""
    best, start = (math.inf, 0.0), 0.0
    for line in lines:
        for a, b in zip(line, line[1:]):
            dx, dy = b[0] - a[0], b[1] - a[1]
            size = math.hypot(dx, dy)
            t = max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / size ** 2)) if size else 0.0
            off = math.dist(p, (a[0] + t * dx, a[1] + t * dy))
            if off < best[0]:
                best = (off, start + t * size)
            start += size
    return best[1], best[0]


def _mid(pts: list) -> tuple[float, float]:
    return sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts)


def test_floes_are_irregular_plates_10_to_22_units_apart_along_the_river():
    """Five- or six-sided plates 8-11 units long (pass 11; pass 10: 6-10), 4 or more across (pass 9's slivers read as dashes), and
    consecutive floes 10-22 units apart along the river, never evenly spaced on every tile."""
    spacings = set()
    for tid in RIVER_IDS:
        plates, lines = _plan(tid)
        assert 3 <= len(plates) <= 4, tid
        for pts in plates:
            assert len(pts) in (5, 6), tid
            assert 7 <= max(math.dist(a, b) for a in pts for b in pts) <= 11.6, tid  # (pass 11: 8-11 units)
            assert min(max(abs((b[0] - a[0]) * -s + (b[1] - a[1]) * c) for a in pts for b in pts)
                       for c, s in ((math.cos(k / 10), math.sin(k / 10)) for k in range(32))) >= 4, tid
        at = [_along(_mid(pts), lines)[0] for pts in plates]
        gaps = [b - a for a, b in zip(at, at[1:])]
        assert all(FLOE_GAP[0] - .5 <= g <= FLOE_GAP[1] + .5 for g in gaps), (tid, gaps)
        spacings.update(round(g) for g in gaps)
    assert len(spacings) >= 4


def test_no_three_floes_stand_in_a_row_and_they_turn_at_random():
    """Any three floes of a tile are more than a unit off the line through two of them (alternate banks at
    uneven distances), and the floes' long axes are not all along the river (random rotation)."""
    turned = 0
    for tid in RIVER_IDS:
        plates, lines = _plan(tid)
        mids = [_mid(p) for p in plates]
        for i, a in enumerate(mids):
            for j, b in enumerate(mids[i + 1:], i + 1):
                for c in mids[j + 1:]:
                    cross = abs((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]))
                    assert cross / max(math.dist(a, b), math.dist(a, c), math.dist(b, c)) > 1, (tid, a, b, c)
        for pts in plates:
            p, q = max(((p, q) for p in pts for q in pts), key=lambda pq: math.dist(*pq))
            turned += abs(_along(p, lines)[0] - _along(q, lines)[0]) < 0.8 * math.dist(p, q)  # well off the river's way
    assert turned >= 8


def test_one_or_two_thin_cracks_a_river_tile_inside_the_ice():
    """1-2 thin #b8cfe3 crack lines a tile (pass 11: pass 10's #d7e6f2 showed only at 6x), under the floes, never
    reaching the banks."""
    assert PALETTE["ice_crack"] == "#b8cfe3"
    for tid in RIVER_IDS:
        lay = _layout(tid)
        markup = cracks(lay.river_lines, zlib.crc32(repr(lay.river).encode()))
        d = re.search(rf'<path d="([^"]*)" stroke="{PALETTE["ice_crack"]}" stroke-width="1\.1"/>', markup)
        assert d and 1 <= d.group(1).count("M") <= 2, tid
        pts = [tuple(map(float, q.split(","))) for q in re.split("[ML]", d.group(1)) if q]
        assert all(_along(p, lay.river_lines)[1] <= 6.25 - 1 for p in pts), tid
        body = tileart.tile_content(tid)
        assert body.index(PALETTE["ice_crack"]) < body.index(f'fill="{PALETTE["floe"]}"'), tid


def test_a_city_of_three_tiles_shows_one_square_on_the_tile_nearest_its_middle():
    """Every big town tile type has room for a square, but the board shows one a city: a band, a full city and a
    band in a row is one city, and only the middle tile's `<use>` carries data-sq (static CSS shows the square
    group of that city segment there, tileart.css and picture.STYLE)."""
    from ui import render
    from ui.town_squares import square_cells
    from ui.tileart.town_plan import square_spots
    assert square_spots("F")[0] and square_spots("C")[0]
    board = tile_board([(0, 0, "F", 0), (1, 0, "C", 0), (2, 0, "F", 0)])
    assert square_cells(board) == {(1, 0): "0"}
    markup = render.tiles_layer(board)
    assert markup.count("data-sq=") == 1 and re.search(r'data-x="1" data-y="0"[^>]*data-sq="0"', markup)
    # the city grows: its square moves to the tile nearest its new middle, never doubles
    alone = tile_board([(0, 0, "F", 0)])
    assert square_cells(alone) == {(0, 0): "0"}
    grown = tile_board([(0, 0, "F", 0), (1, 0, "C", 0), (2, 0, "F", 0), (3, 0, "F", 0), (4, 0, "F", 0)])
    assert square_cells(grown) == {(2, 0): "0"}


def test_two_cities_each_keep_their_own_square_and_a_city_with_no_room_has_none():
    """Two separate towns (a band, and a band beyond a cap-to-cap break) each show one; caps have no room."""
    from ui.town_squares import square_cells
    from ui.tileart.town_plan import square_spots
    assert square_spots("D") == (None,) and square_spots("H") == (None, None)
    board = tile_board([(0, 0, "F", 0), (0, 1, "F", 0), (5, 5, "D", 0)])  # F's city runs W-E: two cities, one D
    assert square_cells(board) == {(0, 0): "0", (0, 1): "0"}


def test_the_square_is_a_28_px_irregular_opening_with_the_fir_on_it_hidden_unless_the_board_picks_it():
    """Flat #e6e0d8 (pass 10: #ddd6cd, a 22-unit opening with a 1-unit rim, changed in pass 11 to the judge's
    showpiece), no joints, a 2-unit #b3a89c rim with a #f3efe9 light on its top-left inside, two #7d5540 benches
    at the rim, the fir 20 px tall on it, in a `ta-sq<i>` group that the page's CSS hides by default (a lone tile
    inline shows its own); lanes open into it."""
    from pathlib import Path
    from ui.tileart.lanes import BENCH, SQUARE_R, fir, square, square_outline  # noqa: F401
    assert PALETTE["square"] == "#e6e0d8" and PALETTE["lane_edge"] == "#b3a89c" and PALETTE["eave_brick"] == "#a4553f"
    rim = square_outline((50, 50), 3)
    radii = [math.dist(p, (50, 50)) for p in rim]
    assert 26 <= 2 * min(radii) * .96 and 2 * max(radii) * .96 <= 30 and max(radii) - min(radii) >= 1  # irregular
    assert SQUARE_R[0] - 1e-9 <= min(radii) and max(radii) <= SQUARE_R[1] + 1e-9
    markup = square((50, 50), [(50, 73)])
    # (art pass 12: the rim #a89a8c, the benches in the fir's upright frame: tests/ui/test_tileart_pass12.py)
    assert 'fill="#e6e0d8" stroke="#a89a8c" stroke-width="4.2"' in markup and "pattern" not in markup
    assert 'stroke="#f3efe9" stroke-width="1"' in markup
    assert f'stroke="{PALETTE["lane"]}"' in markup  # the lane's light middle carried over the rim: open
    benches = re.search(r'<path d="([^"]*)" fill="#7d5540"/>', markup).group(1)
    assert benches.count("z") == 2 and BENCH == (5.2, 2.1)
    tree = fir((50, 50))
    assert PALETTE["fir"] == "#2f5e3f" and 'fill="#456c59"' in tree and 'fill="#f2c14e"' in tree
    assert "M0,-14.6" in tree and 'd="M-3.1,2.6h6.2l-.6,4.3h-5z" fill="#a4553f"' in tree  # the star's tip, the tub
    assert 19.5 <= (14.6 + 2.6 + 4.3) * .96 <= 22 and 5.5 <= 6.2 * .96 and 4 <= 4.3 * .96  # 20 px; a 6 x 4 px tub
    assert tree.count('fill="#fff"') == 1 and re.search(r'<path d="([^"]*)" fill="#fff"', tree).group(1).count("z") == 3
    body = tileart.tile_content("T")
    # (art pass 20: on the board a <use> of the page's one fir, `#ta-fir`)
    assert 'class="ta-sq0"' in body and body.count('href="#ta-fir"') == 1 and PALETTE["fir"] in tileart.icon_defs()
    css = (Path(__file__).resolve().parents[2] / "static" / "tileart.css").read_text()
    assert ".ta-sq0 { display: var(--ta-sq0, none); }" in css and 'use[data-sq~="0"], svg.tile-art { --ta-sq0: inline; }' in css
    from ui.picture import STYLE
    assert ".ta-sq0{display:var(--ta-sq0,none)}" in STYLE and 'use[data-sq~="0"]{--ta-sq0:inline}' in STYLE


def test_lanes_run_unbroken_from_each_gate_into_the_square_and_on_to_the_city_s_edges():
    """In a town with a gate and a square (S, T, IC10) every lane ends at the square's middle, one starts at each
    gate and one at each edge the city runs across (where the neighbour's street meets it): no gap between a
    lane and the square, none at the seam."""
    from ui.tileart.layout import _layout as lay_of
    from ui.tileart.town_plan import _lanes
    for tid in ("S", "T", "IC10"):
        lay = lay_of(tid)
        (lanes, sq), = _lanes(tid)
        assert sq and math.dist(sq[0], (50.0, 50.0)) <= 4, tid  # (pass 11: 4 units off the middle, clear of banners)
        assert all(b == sq[0] for _, b in lanes), tid
        starts = {a for a, _ in lanes}
        gates = {r.gate[0] for r in lay.roads if r.gate}
        edges = {((50.0, 0.0), (100.0, 50.0), (50.0, 100.0), (0.0, 50.0))[i] for i in
                 ("NESW".index(e) for e in lay.tile.cities[0].edges)}
        assert starts == gates | edges, tid
    # a gated diagonal town (no room for a square) still has its gate's lane
    assert any(_lanes(t)[0][0] for t in ("WE05", "IC09", "IC11"))


def test_the_cathedral_city_holds_a_cottage_in_each_corner_but_its_follower_s():
    """IC01 (a whole tile round its cathedral, no wall) showed three cottages: a row along its border finds the
    corners; cottages of that size clear of the cathedral under every turn fit only in the corners.  Art pass 11:
    the corner where its follower stands stays free (pass 10 drew the fourth cottage under the red knight)."""
    from ui.tileart.town_plan import house_plan
    spots, = house_plan("IC01")
    assert len(spots) >= 3  # (art pass 13: 16 px and up, spaced; pass 12's 12 along the border stood in rows of five)
    corners = {(x < 50, y < 50) for x, y in spots}
    assert len(corners) >= 3


def test_a_cap_with_a_gate_has_its_street_and_still_a_cottage():
    """WE02, WE08, RB and IC08 had a gate but no lane (the lane left no room for the cap's one cottage): now the
    street runs from the gate (on to the edge where the city goes on, where it fits) beside one tiny cottage."""
    from ui.tileart.layout import _layout as lay_of
    from ui.tileart.town_plan import TINY_K, _lanes, house_plan, _town_plan
    for tid in ("WE02", "WE08", "RB", "IC08"):
        (lanes, _), = _lanes(tid)
        gate = next(r.gate[0] for r in lay_of(tid).roads if r.gate)
        assert any(a == gate for a, _ in lanes), tid
        assert len(house_plan(tid)[0]) >= 1 and _town_plan(tid)[0][1] >= TINY_K, tid
    for tid in ("WE08", "RB", "IC08"):
        assert any(a == (50.0, 0.0) for a, _ in _lanes(tid)[0][0]), tid  # on to the neighbour's street


class _Use:
    def __init__(self) -> None:
        self.attrs: dict[str, str] = {}

    def setAttribute(self, name: str, value: str) -> None:  # noqa: N802 - the DOM's names
        self.attrs[name] = value

    def removeAttribute(self, name: str) -> None:  # noqa: N802
        self.attrs.pop(name, None)


class _Layer:
    """The tiles layer's `<use>` elements by cell, found by the selector `BoardView._move_squares` asks."""

    def __init__(self, cells) -> None:
        self.uses = {cell: _Use() for cell in cells}

    def querySelector(self, selector: str):  # noqa: N802
        x, y = map(int, re.findall(r'data-[xy]="(-?\d+)"', selector))
        return self.uses.get((x, y))


def test_a_turn_that_grows_a_city_moves_its_square_on_the_page_without_redrawing_the_tiles():
    """`BoardView.draw_tiles` adds a turn's tile to the layer; the city it grew may now show its square on an older
    tile: that tile's data-sq is set and the one that showed it before loses it (one square a city, every turn)."""
    import types
    from ui.board_view import BoardView
    from ui.town_squares import square_cells
    # (art pass 11: C's square stands off its middle, clear of its banner, so a band of Fs shows the move)
    before = tile_board([(0, 0, "F", 0), (1, 0, "F", 0)])
    after = tile_board([(0, 0, "F", 0), (1, 0, "F", 0), (2, 0, "F", 0)])
    view = types.SimpleNamespace(squares_drawn=square_cells(before),
                                 tiles_drawn=[(c, before.tiles[c][0].id, 0) for c in before.order])
    layer = _Layer(after.order)
    assert square_cells(before) == {(0, 0): "0"} and square_cells(after) == {(1, 0): "0"}
    layer.uses[(0, 0)].attrs["data-sq"] = "0"  # as the first turn's markup drew it
    BoardView._move_squares(view, layer, after)
    # (art pass 17: a gateless city of three tiles runs lanes from its square: data-st "1", "1 3", "3")
    # (art pass 39: and every tile's data-nb, its edges with a neighbour, which this view did not note)
    assert layer.uses[(0, 0)].attrs == {"data-st": "1", "data-nb": "1"}
    assert layer.uses[(1, 0)].attrs == {"data-sq": "0", "data-st": "1 3", "data-nb": "1 3"}
    assert view.squares_drawn == {(1, 0): "0"}
