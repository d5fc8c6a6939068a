"""Art pass 42, a far roof steps in off the board's open rim (`tileart.far_rim`).

The judge after pass 41 (ask 2): three far-zoom roofs sat on the board's dark frame.  Every far roof whose box
with its shadow comes within `far_rim.RIM` of a tile edge on some turn has a rule for each set of those edges
when open: moved and/or shrunk (>= 0.8 about its spot) clear of `RIM`, or not drawn.  Main fails: no module.
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "py"))

from carcassonne.tiles import TILE_TYPES  # noqa: E402
from ui.tileart import far_rim  # noqa: E402
from ui.tileart.far_kinds import houses_far_kinds  # noqa: E402

CSS = open(os.path.join(os.path.dirname(__file__), "..", "..", "static", "tileart.css"), encoding="utf-8").read()


def test_every_far_roof_near_an_open_edge_steps_in_or_is_dropped():
    bad = []
    for tid in sorted(TILE_TYPES):
        rules = {i: {(r[0], r[1]): r[2:] for r in rs} for i, rs in far_rim.plan(tid)}
        rows = far_rim._boxes(tid)
        for rot in far_rim.TURNS:
            for i, edges in far_rim._needs(tid, rot).items():
                for sub in far_rim._subsets(edges):
                    move = rules.get(i, {}).get((rot, sub))
                    if move is None:
                        bad.append((tid, i, rot, sub, "no rule"))
                        continue
                    dx, dy, f = move
                    if f == 0:
                        continue
                    p, box = rows[i][0], rows[i][1]
                    q, b = (p[0] + dx, p[1] + dy), far_rim._scaled(box, f)
                    if f < 0.8 - 1e-9 or any(far_rim.edge_gap(q, b, rot, e) < far_rim.RIM - 1e-6 for e in sub):
                        bad.append((tid, i, rot, sub, move))
    assert not bad, bad[:20]


def test_each_stepping_roof_is_drawn_in_its_own_path_once():
    bad = []
    for tid in sorted(TILE_TYPES):
        markup = houses_far_kinds(tid)
        for i, rules in far_rim.plan(tid):
            n = far_rim.patterns().index((far_rim._boxes(tid)[i][0], rules))
            if markup.count(f" hv{n}\"") != 1:
                bad.append((tid, i, n))
    assert not bad, bad


def test_static_css_block_is_generated():
    assert far_rim.rim_css() in CSS
