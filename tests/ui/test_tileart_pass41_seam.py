"""Art pass 41, the last seam slivers (the judge after pass 40, ask 3): a 1-px pale bluish sliver ran down from the
corner post at each V-tip between two towns' walls (desktop-board-fit x 505, rows 263-266: 81-84 against paving at
69).  It was the wall's cast shadow (`wall.wall_shadow`): where a wall meets a tile corner aslant (IC03's caps), the
shadow's offset line ran on through the tile's next town and over the border; the cobbles hid it on its own tile,
but its anti-aliased edge and its 1.2-unit overhang (draw.CLIP) lay over the next tile's paving.  Each end of a
shadow line that runs through one of the tile's towns is now cut back to where it leaves that town
(`shadow_trim.off_towns`).  The tests parse the drawn shadow of every tile type and collect failures."""

from __future__ import annotations

import os
import re
import sys

from carcassonne.tiles import TILE_TYPES
from ui.tileart import PALETTE, tile_content
from ui.tileart.geometry import _flatten, _line_dist, _offset_ops
from ui.tileart.layout import _layout
from ui.tileart.wall import inward

sys.path.insert(0, os.path.dirname(__file__))
from art_geometry import inside as _inside  # noqa: E402

#: How far (units) a cut end may reach into a town: the cut lies on its wall line, under the wall's 7.6-unit band.
REACH = 1.0
_SHADOW = re.compile(r'<path (?:class="ta-w[sv](?: ta-wq)?" )?d="([^"]*)" fill="none" stroke="(?:{}|{})" stroke-width="(?:4\.4|3)"/>'.format(
    PALETTE["verge_flat"], PALETTE["wall_shadow"]))


def _ops(d: str) -> list:
    """A drawn `d` of absolute M, L and C commands as ops (`geometry` form)."""
    out = []
    for cmd, args in re.findall(r"([MLC])([^MLC]*)", d):
        nums = [float(v) for v in re.findall(r"-?\d*\.?\d+", args)]
        pts = list(zip(nums[::2], nums[1::2]))
        step = 3 if cmd == "C" else 1
        for i in range(0, len(pts), step):
            out.append((cmd if i == 0 or cmd != "M" else "L", *pts[i:i + step]))
    return out


def _drawn_points(tile_id: str) -> list[tuple[float, float]]:
    """The points of the tile's drawn cast-shadow middle lines (both bands)."""
    pts = []
    for d in _SHADOW.findall(tile_content(tile_id)):
        for line in _flatten(_ops(d)):
            pts += line
    return pts


def _deep_in_town(tile_id: str, pts) -> list[tuple[float, float]]:
    """Those of `pts` more than `REACH` inside one of the tile's towns (its polygon: walls and tile border)."""
    lay = _layout(tile_id)
    out = []
    for c in lay.cities:
        poly = list(c.poly)
        edges = poly + poly[:1]
        for p in pts:
            if _inside(p, poly) and _line_dist(p, edges) > REACH:
                out.append((round(p[0], 1), round(p[1], 1)))
    return out


def _walled(tile_id: str) -> bool:
    return any(c.shape.walls for c in _layout(tile_id).cities)


def test_no_tiles_wall_shadow_runs_into_one_of_its_own_towns():
    """Every tile type with walls: no point of the drawn shadow lies inside a town of the tile past a cut end's
    reach (on main IC03's, and every tile's whose two towns' walls run into a corner side by side, ran on through the
    next town to the border and past it)."""
    bad = {}
    for tid in sorted(TILE_TYPES):
        if _walled(tid):
            deep = _deep_in_town(tid, _drawn_points(tid))
            if deep:
                bad[tid] = deep[:3]
    assert not bad, bad


def test_the_untrimmed_shadow_did_run_through_ic03s_next_town():
    """Why the cut: IC03's offset lines (the pass 40 drawing's) lie deep in its towns near each corner."""
    lay = _layout("IC03")
    pts = [p for c in lay.cities for at in (4.6, 6.5) for sub in inward(c) for line in _flatten(_offset_ops(sub, -at))
           for p in line]
    assert _deep_in_town("IC03", pts)


def test_the_shadow_on_the_snow_is_all_still_drawn():
    """The cut takes nothing off the snow: every point of the untrimmed middle lines on the tile's own snow, a unit or
    more off every town, lies on a drawn shadow line, on every tile type with walls."""
    bad = {}
    for tid in sorted(TILE_TYPES):
        if not _walled(tid):
            continue
        lay = _layout(tid)
        polys = [list(c.poly) for c in lay.cities]
        drawn = [ln for d in _SHADOW.findall(tile_content(tid)) for ln in _flatten(_ops(d))]
        lost = []
        for c in lay.cities:
            for at in (4.6, 6.5):
                for sub in inward(c):
                    for line in _flatten(_offset_ops(sub, -at)):
                        for p in line:
                            on_snow = 0 <= p[0] <= 100 and 0 <= p[1] <= 100 and not any(_inside(p, q) for q in polys)
                            if on_snow and all(_line_dist(p, q + q[:1]) >= 1 for q in polys) \
                                    and min(_line_dist(p, ln) for ln in drawn if len(ln) > 1) > 0.3:
                                lost.append((round(p[0], 1), round(p[1], 1)))
        if lost:
            bad[tid] = lost[:3]
    assert not bad, bad
