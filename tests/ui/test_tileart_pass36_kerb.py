"""Art pass 36: the kerb cottages (a cottage stepped aside from a lane's kerb, `lane_cottages.moves`; WE05, WE10, IC09,
IC11) take a spot and size of their own on each turn (`kerb_turns`, moved by `cap_turns.SHIFTS`' CSS): at least 80 %
of their town's cottage size on every turn (pass 35: 68 %, a shed), their drawn outline and shadow `OWN_KEEP` off
their lane's kerb, off the wall, clear of the other cottages and inside the tile."""

from __future__ import annotations

import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "py"))

from carcassonne.tiles import TILE_TYPES  # noqa: E402
from ui.tileart.cap_turns import SHIFTS, on_turn, turn_css  # noqa: E402
from ui.tileart.draw import _draw  # noqa: E402
from ui.tileart.geometry import _inside  # noqa: E402
from ui.tileart.kerb_turns import LEAST, OWN_KEEP, SEAM, drawn, own_gap, wall_gap  # noqa: E402
from ui.tileart.lane_cottages import COTTAGE_GAP, plan_moves, plan_shifts  # noqa: E402
from ui.tileart.layout import _layout  # noqa: E402
from ui.tileart.near_streets import near_lines  # noqa: E402
from ui.tileart.town import HALF, house_shape  # noqa: E402
from ui.tileart.town_plan import _town_plan  # noqa: E402
from ui.tileart.village import big_town, street_cottages  # noqa: E402

KERB_TILES = ("WE05", "WE10", "IC09", "IC11")
CSS = open(os.path.join(os.path.dirname(__file__), "..", "..", "static", "tileart.css")).read()


def _kerb_cottages():
    """(tile, town, slot, k, lane, spot, scale, moves) of every cottage a lane (not a cap's well) moves aside."""
    out = []
    for tid in KERB_TILES:
        for i, ((spots, k), moved) in enumerate(zip(_town_plan(tid), plan_moves(tid))):
            under = street_cottages(tid)[i]
            for j, (q, s) in sorted(moved.items()):
                edges = [e for e, js in sorted(under.items()) if j in js]
                if edges and edges[0] in near_lines(tid)[i]:
                    out.append((tid, i, j, k, near_lines(tid)[i][edges[0]], q, s, plan_shifts(tid)[i].get(j)))
    return out


def test_every_planned_town_cottage_moved_off_a_lane_is_four_fifths_of_its_town_on_every_turn():
    bad, seen = [], 0
    for tid in TILE_TYPES:
        for i, ((_, k), moved) in enumerate(zip(_town_plan(tid), plan_moves(tid))):
            if big_town(tid, i):
                continue
            for j, (q, s) in moved.items():
                for rot in (0, 90, 180, 270):
                    seen += 1
                    _, size = on_turn(q, s, k, plan_shifts(tid)[i].get(j), rot)
                    # (art pass 38: a kerb cottage keeps `kerb_turns.EDGE_CLEAN` inside the tile: 0.75 on 4 turns)
                    if size < min(LEAST, .75) - .005:
                        bad.append((tid, i, j, rot, round(size, 3)))
    assert seen >= 32 and not bad, bad


def test_kerb_cottages_keep_their_kerb_wall_neighbours_and_tile_on_every_turn():
    bad, found = [], _kerb_cottages()
    assert len(found) == 8, found
    for tid, i, j, k, lane, q, s, moves in found:
        city, (spots, _) = _layout(tid).cities[i], _town_plan(tid)[i]
        for rot in (0, 90, 180, 270):
            p, size = on_turn(q, s, k, moves, rot)
            d, shape = round(k * size, 3), house_shape(j)
            h = HALF * d
            pts = [(p[0] + u, p[1] + v) for u, v in drawn(shape, d, rot)]
            if own_gap(p, shape, d, rot, lane) < OWN_KEEP - .1:
                bad.append((tid, j, rot, "kerb", round(own_gap(p, shape, d, rot, lane), 2)))
            if wall_gap(p, shape, d, rot, city) < 7.0:
                bad.append((tid, j, rot, "wall", round(wall_gap(p, shape, d, rot, city), 2)))
            # (art pass 37: `SEAM` of the border where the town's paving runs on over it, `kerb_turns.LEAN_KEEP`)
            if not all(SEAM - .1 <= v <= 100 - SEAM + .1 for pt in pts for v in pt) \
                    or not all(_inside(pt, city.poly) for pt in pts):
                bad.append((tid, j, rot, "border"))
            under = street_cottages(tid)[i]
            edges = lambda n: {e for e, js in under.items() if n in js}  # noqa: E731
            # (a cottage under all of this one's streets is hidden whenever this one's moved copy shows)
            stand = [o for n, o in enumerate(spots) if n != j and not edges(j) <= edges(n)]
            stand += [on_turn(o, r, k, plan_shifts(tid)[i].get(n), rot)[0]
                      for n, (o, r) in plan_moves(tid)[i].items() if n != j]
            near = [o for o in stand if max(abs(p[0] - o[0]), abs(p[1] - o[1])) < h + HALF * k + COTTAGE_GAP - .1]
            if near:
                bad.append((tid, j, rot, "neighbour", near))
    assert not bad, bad


def test_kerb_cottages_moves_are_shifts_drawn_by_their_class_and_in_both_style_sheets():
    bad = []
    for tid, i, j, k, lane, q, s, moves in _kerb_cottages():
        if moves is None:
            continue
        if moves not in SHIFTS or not re.search(rf'<g class="ta-o{SHIFTS.index(moves)}">', _draw(tid)):
            bad.append((tid, j, moves))
    assert not bad, bad
    assert turn_css().replace(" ", "") in re.sub(r"\s+", "", CSS)
