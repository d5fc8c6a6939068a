"""Art pass 40: a usual playing-zoom cottage grows (`fit_nb`) on a turn of its tile where it has room, leaning on a
tile edge only where the board has a neighbour beyond it (the `<use>`'s data-nb), and keeps every other rule there.

Each grown cottage x turn is measured here from points turned independently (a quarter turn clockwise as
(x, y) -> (100 - y, x) on the screen, the shadow `MINI_SHADOW` right and down), not with `fit_nb`'s own helpers."""

from __future__ import annotations

import math
import os
import re
import sys

sys.path.insert(0, os.path.dirname(__file__))

from carcassonne.tiles import TILE_TYPES  # noqa: E402
from tileart_boards import compact_game  # noqa: E402
from ui.board_walls import neighbour_edges  # noqa: E402
from ui.picture import STYLE  # noqa: E402
from ui.tileart.far_roofs import MINI_SHADOW  # noqa: E402
from ui.tileart.far_streets import WELL_SOLID_R, well_spots  # noqa: E402
from ui.tileart.fit_band import TOWER_CLEAR  # noqa: E402
from ui.tileart.fit_nb import PATTERNS, SEAM_KEEP, TURNS, grow_css, plan, turn_markup  # noqa: E402
from ui.tileart.layout import _layout  # noqa: E402
from ui.tileart.mini_kinds import BORDER, SCALE, USUAL, _town_of, box, mid_pieces  # noqa: E402
from ui.tileart.outline_fit import OUTLINE  # noqa: E402
from ui.tileart.square_cottages import mini_markup  # noqa: E402
from ui.tileart.town_mini import MINI_SPACE  # noqa: E402
from ui.tileart.town_plan import city_towers  # noqa: E402
from ui.tileart.wall import MID_SHADE_EDGE  # noqa: E402
from art_geometry import drawn, screen as _screen, seg_dist as _seg  # noqa: E402

CSS = open(os.path.join(os.path.dirname(__file__), "..", "..", "static", "tileart.css")).read()
#: The band's inner edge and 1 px at desktop-fit (71 px a tile).
BAND_KEEP = MID_SHADE_EDGE + 1.41


def _drawn(p, scale, rot):
    """The outline and its shadow of a cottage at tile-frame `p`, on the screen (closed polygons)."""
    return drawn(p, scale, rot, OUTLINE, MINI_SHADOW)


def _poly_dist(p, poly):
    return min(_seg(p, a, b) for a, b in zip(poly, poly[1:] + poly[:1]))


def _wall_gap(tile, polys, rot):
    """The least distance from the tile's wall lines (walked every half unit) to the drawn polygons."""
    best = 99.0
    for c in _layout(tile).cities:
        for line in c.wall_lines:
            for a, b in zip(line, line[1:]):
                n = max(1, int(math.hypot(b[0] - a[0], b[1] - a[1]) * 2))
                for k in range(n + 1):
                    w = _screen((a[0] + (b[0] - a[0]) * k / n, a[1] + (b[1] - a[1]) * k / n), rot)
                    best = min(best, min(_poly_dist(w, poly) for poly in polys))
    return best


def _box(p, kind, f, rot):
    """The cottage's drawn box (`mini_kinds.box`, upright on the screen) at tile-frame `p`, `f` of its size."""
    x, y = _screen(p, rot)
    b = box(kind)
    return x + b[0] * f, x + b[1] * f, y + b[2] * f, y + b[3] * f


def _grown():
    for tile in sorted(TILE_TYPES):
        pieces = mid_pieces(tile)
        for i, pattern in plan(tile):
            for t, rot in enumerate(TURNS):
                if pattern[t] is not None:
                    yield tile, pieces, i, rot, pattern[t]


def test_something_grows_and_only_usual_town_cottages():
    grown = list(_grown())
    # (pass 43: IC06's cottage moves off its wall instead of growing; pass 44: WE03's, the last that grew, is dropped
    # on every turn, on its wall arc: none grows, the rules below hold for any that would)
    for tile, pieces, i, rot, g in grown:
        assert pieces[i][1] == USUAL and _town_of(tile, pieces[i][0]) is not None, (tile, i)
        assert 1.0 < g[2] / SCALE[USUAL] <= 1.1 + 1e-9 and max(abs(g[0]), abs(g[1])) <= 2.0, (tile, i, rot, g)


def test_every_grown_cottage_keeps_the_towers_the_band_the_wells_and_the_other_cottages():
    bad = []
    for tile, pieces, i, rot, (dx, dy, w, edges) in _grown():
        p = pieces[i][0]
        q = (p[0] + dx, p[1] + dy)
        polys, was = _drawn(q, w, rot), _drawn(p, SCALE[USUAL], rot)
        towers = [_screen(c, rot) for ts in city_towers(tile) for c in ts]
        if towers and min(_poly_dist(c, poly) for c in towers for poly in polys) < TOWER_CLEAR - 0.05:
            bad.append((tile, i, rot, "tower"))
        if _wall_gap(tile, polys, rot) < min(_wall_gap(tile, was, rot), BAND_KEEP) - 0.1:
            bad.append((tile, i, rot, "band", round(_wall_gap(tile, polys, rot), 2)))
        x0, x1, y0, y1 = _box(q, USUAL, w, rot)
        for kind, c, _ in well_spots(tile):
            cx, cy = _screen(c, rot)
            if kind == "well" and max(x0 - cx, cx - x1, y0 - cy, cy - y1) < WELL_SOLID_R + 1.0 - 0.05:
                bad.append((tile, i, rot, "well"))
        for j, (o, k) in enumerate(pieces):
            if j != i:
                a0, a1, b0, b1 = _box(o, k, 1.0, rot)
                if max(a0 - x1, x0 - a1, b0 - y1, y0 - b1) < MINI_SPACE - 0.05:
                    bad.append((tile, i, rot, "space", j))
    assert not bad, bad


def test_a_grown_cottage_leans_only_on_an_edge_its_town_runs_across_and_names_it():
    bad = []
    sides = {0: 2, 1: 1, 2: 3, 3: 0}  # (screen direction -> (left, right, top, bottom) index)
    for tile, pieces, i, rot, (dx, dy, w, edges) in _grown():
        p = pieces[i][0]
        q = (p[0] + dx, p[1] + dy)
        new = _box(q, USUAL, w, rot)
        old = _box(p, USUAL, 1.0, rot)
        gaps = (new[0], 100 - new[1], new[2], 100 - new[3])
        olds = (old[0], 100 - old[1], old[2], 100 - old[3])
        pts = [c for poly in _drawn(q, w, rot) for c in poly]
        xs, ys = [c[0] for c in pts], [c[1] for c in pts]
        rims = (min(xs), 100 - max(xs), min(ys), 100 - max(ys))
        poly = _layout(tile).cities[_town_of(tile, p)].poly
        for e in range(4):
            side = sides[(e + rot // 90) % 4]
            nearer = gaps[side] < max(BORDER, min(olds[side], 5.0)) - 1e-6
            if nearer and e not in edges:
                bad.append((tile, i, rot, "unnamed edge", e))
            if e in edges:
                k, v = ((1, 0), (0, 100), (1, 100), (0, 0))[e]
                if sum(abs(c[k] - v) < 1e-6 for c in poly) < 2 or gaps[side] < SEAM_KEEP - 1e-6 or rims[side] < 0:
                    bad.append((tile, i, rot, "edge", e, round(gaps[side], 2), round(rims[side], 2)))
    assert not bad, bad


def test_the_patterns_are_the_plans_and_both_style_sheets_carry_them():
    found = {g for tile in TILE_TYPES for _, g in plan(tile)}
    assert found == set(PATTERNS), found ^ set(PATTERNS)
    assert grow_css() in CSS.replace("\n", "")
    for tile in TILE_TYPES:
        for i, g in plan(tile):
            assert f"ta-g{PATTERNS.index(g)}" in mini_markup(tile), tile
            assert f"ta-g{PATTERNS.index(g)}" in turn_markup(tile, mid_pieces(tile)), tile
    # the rules switch on the turn and the named edges only
    for rule in re.findall(r":root use[^{]*\{", grow_css()):
        assert re.fullmatch(r':root use\[data-rot="\d+"\](\[data-nb~="\d"\])*\{', rule), rule


def test_a_grown_cottage_keeps_one_path_and_the_picture_switches_it():
    for tile in TILE_TYPES:
        grown = dict(plan(tile))
        if grown:
            markup = turn_markup(tile, mid_pieces(tile))
            assert len(re.findall(r'class="[^"]*ta-g\d+', markup)) == len(grown), tile
    shown = frozenset(range(len(PATTERNS)))
    assert grow_css(only=shown) == grow_css() and ".ta-g" not in STYLE  # (`picture.turn_style` adds the shown ones)


def test_the_judges_board_names_the_neighbours_each_growth_needs():
    """data-nb (unit): on the judge's board a grown turn applies exactly where its named edges have neighbours."""
    game, _ = compact_game(76)
    nb = neighbour_edges(game.board)
    for (x, y), (o, _) in game.board.tiles.items():
        turn = o.rot // 90
        want = " ".join(str(e) for e in range(4) if (x + ((0, -1), (1, 0), (0, 1), (-1, 0))[(e + turn) % 4][0],
                                                     y + ((0, -1), (1, 0), (0, 1), (-1, 0))[(e + turn) % 4][1])
                        in game.board.tiles)
        assert nb[(x, y)] == want, (x, y)
