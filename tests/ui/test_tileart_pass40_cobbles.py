"""Art pass 40, the wall's inner side at the playing zoom (the lead after pass 39): a pale streak showed inside the
wall near some tile corners at desktop-board-fit (494-505, 259-268: 72-76 in the judge's dump.py against paving
67-69), where the far band (3.5-8.5 units in) had lain until pass 39 narrowed the playing zoom's to
`wall.MID_SHADE_EDGE`.  It was the wall's cast shadow on the snow (`wall.wall_shadow`, 2.4-8.7 units outside a wall)
of the tile's other town: on IC03 (and every tile whose two towns' walls run side by side into a corner) one town's
shadow lay on the other's paving, drawn over the cobbles.  The cobbles are now drawn over the shadow (`draw._draw`),
so it shows on the snow only; the tests loop over every tile type and collect failures.

And WE03 (the pass 39 tower rule's one CANNOT): its lone usual cottage stood on its cap's one tower dot on every turn;
no spot along the wall keeps the cottage, the gate (`TOWER_GATE_GAP`) and the follower's room (`FOLLOWER_GAP`) clear
at once, so the cap keeps its cottage and loses the tower (`town_plan.TOWERLESS_CAPS`, as WE08 and IC08 since pass 18).
"""

from __future__ import annotations

import os
import re
import sys

from carcassonne.tiles import TILE_TYPES
from ui.tileart import PALETTE, tile_content
from ui.tileart.geometry import _flatten, _line_dist, _offset_ops
from ui.tileart.layout import _layout
from ui.tileart.wall import MID_SHADE_EDGE, inward

sys.path.insert(0, os.path.dirname(__file__))
from art_geometry import inside as _inside  # noqa: E402


def _shadow_on_paving(tile_id: str) -> list[tuple[float, float]]:
    """Points of a town's cast shadow's middle lines (4.6 and 6.5 units outside its wall) that lie on another town's
    paving of the tile, past the playing zoom's band (more than `MID_SHADE_EDGE` + 1 in from that town's wall)."""
    cities = _layout(tile_id).cities
    out = []
    for i, c in enumerate(cities):
        for at in (4.6, 6.5):
            for sub in inward(c):
                for line in _flatten(_offset_ops(sub, -at)):
                    for p in line:
                        for j, o in enumerate(cities):
                            if j != i and _inside(p, list(o.poly)) and 1 < p[0] < 99 and 1 < p[1] < 99 \
                                    and min(_line_dist(p, w) for w in o.wall_lines) > MID_SHADE_EDGE + 1:
                                out.append(p)
    return out


def test_a_towns_shadow_does_reach_the_paving_of_its_neighbour_town_on_ic03():
    """Why the order matters: IC03's four towns meet in its corners, each wall beside the next's."""
    assert _shadow_on_paving("IC03")


def test_the_cobbles_are_drawn_over_the_walls_shadow_on_every_tile():
    """Every tile type with towns: each town's paving comes after the walls' cast shadow in the drawing (on main the
    cobbles came first, and the shadow lay over the neighbour town's paving), or (art pass 41: the cobbles back
    under it, outside the clip, crisp) the drawn shadow lies on no town's paving (`test_tileart_pass41_seam`)."""
    from test_tileart_pass41_seam import _deep_in_town, _drawn_points
    shadow = f'stroke="{PALETTE["wall_shadow"]}"'
    bad = []
    for tid in sorted(TILE_TYPES):
        if not any(c.shape.walls for c in _layout(tid).cities):  # (C, IC01: a town edge to edge, no wall)
            continue
        s = tile_content(tid)
        cobbles = [m.start() for m in re.finditer(r'fill="url\(#ta-cobble\)', s)]
        if shadow not in s or not cobbles or (min(cobbles) < s.index(shadow) and _deep_in_town(tid, _drawn_points(tid))):
            bad.append(tid)
    assert not bad, bad


def test_the_cobbles_stay_on_the_near_and_far_views_and_keep_their_crisp_edges():
    """The move puts the cobbles inside the tile's clip (102.4 units, past the fill's 100): one fill a town still,
    crisp, before the walls."""
    bad = []
    for tid in sorted(TILE_TYPES):
        lay = _layout(tid)
        s = tile_content(tid)
        fills = re.findall(r'<path d="[^"]*" fill="url\(#ta-cobble\) #cbc2b8" shape-rendering="crispEdges"/>', s)
        if len(fills) != len(lay.cities):
            bad.append((tid, len(fills)))
    assert not bad, bad


def test_we03_keeps_its_cottage_and_no_tower_stands_under_it():
    """WE03's cap: no tower (its one dot met the lone cottage on every turn), its cottage still there at every zoom,
    and no spot on its wall would have kept the cottage, the gate and both followers' rooms clear."""
    from ui.tileart.geometry import _dist
    from ui.tileart.mini_kinds import mid_pieces
    from ui.tileart.town_plan import TOWERLESS_CAPS, city_towers, house_plan
    from ui.tileart.town_wall_spots import FOLLOWER_GAP, TOWER_GATE_GAP, _at, _gates, follower_spots
    assert "WE03" in TOWERLESS_CAPS and city_towers("WE03") == ((),)
    assert len(mid_pieces("WE03")) == 1 and len(house_plan("WE03")[0]) == 1
    lay = _layout("WE03")
    gates, anchors = _gates(lay), follower_spots("WE03")
    fits = [p for f in range(101) for p in [_at(lay.cities[0].wall_lines[0], f / 100)[0]]
            if 10 <= min(p) and max(p) <= 90 and all(_dist(p, g) >= TOWER_GATE_GAP for g in gates)
            and all(_dist(p, a) >= FOLLOWER_GAP for a in anchors)]
    assert fits and max(p[0] for p in fits) < 33  # (the cottage spans x 7-25, its shadow and the dot's halo past it)
