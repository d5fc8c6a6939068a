"""Art pass 44: the last far cap on its wall line is dropped, and Rg's playing-zoom hedge is fuller.

The judge after pass 43 (ask 3): IC04's top-right far roof on turn 180 with its top edge open stepped 2.25 units
off the rim and its cap's top row met the town's slanted wall line (desktop-board-far (642,577), phone-board-fit
(307,601)); no smaller candidate clears it, so that roof is not drawn on that turn (`far_rim.WALL_DROPS`), and the
board's CSS hides it there.  Rg's egg hedge (`garden_mid`) reads thin at desktop-board-fit (105 hedge px against
the wreaths' 200): its solid band is now as wide as its bumps' stroke, so it fills toward the lawn while its outer
edge, and so its snow to the wall, stays where it was.  Main fails both: the roof steps (0.85) and the band is 4.4.
"""

import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "py"))

from carcassonne.tiles import TILE_TYPES  # noqa: E402
from ui.tileart import far_rim  # noqa: E402
from ui.tileart.draw import FAR_GROUP, tile_content  # noqa: E402

#: (tile, far roof, turn, open edges) whose cap met its wall line in the pass-43 pictures.
ON_WALL = (("IC04", 0, 180, (0,)),)
CSS = open(os.path.join(os.path.dirname(__file__), "..", "..", "static", "tileart.css")).read()


def test_far_caps_that_met_their_wall_are_dropped_on_that_turn_and_hidden_by_the_board_css():
    bad = []
    for tid, i, rot, edges in ON_WALL:
        rules = dict(far_rim.plan(tid)).get(i, ())
        rule = next((r for r in rules if r[:2] == (rot, edges)), None)
        if rule is None or rule[4] != 0:
            bad.append((tid, i, rot, edges, "rule", rule))
            continue
        n = far_rim.patterns().index((far_rim._boxes(tid)[i][0], rules))
        nots = "".join(f':not([data-nb~="{e}"])' for e in edges)
        props = [p for m in re.finditer(re.escape(f':root use[data-nb][data-rot="{rot}"]{nots}{{') + r"([^}]*)\}", CSS)
                 for p in m.group(1).split(";")]
        if f"--ta-vd{n}:none" not in props:
            bad.append((tid, i, rot, edges, "css", n))
        if f'hv{n}"' not in tile_content(tid).split(FAR_GROUP)[1]:
            bad.append((tid, i, "not its own path", n))
    assert not bad, bad


def test_far_rim_drops_only_add_drops():
    """Every other rule of every tile still steps or shrinks as the shade-row rule chooses (only WALL_DROPS new)."""
    bad = []
    for tid in sorted(TILE_TYPES):
        for i, rules in far_rim.plan(tid):
            for rot, edges, dx, dy, f in rules:
                if f == 0 and (tid, i, rot, edges) in far_rim.WALL_DROPS:
                    continue
                if f != 0 and not far_rim._shade_kept(tid, i, (dx, dy, f)):
                    bad.append((tid, i, rot, edges))
    assert not bad, bad


def test_garden_eggs_have_a_hedge_band_as_wide_as_their_bumps():
    bad = []
    gardens = sorted(t for t, spec in TILE_TYPES.items() if spec.garden)
    eggs = 0
    for tid in gardens:
        far = tile_content(tid).split(FAR_GROUP)[1]
        m = re.search(r'<g class="ta-m"><g transform="translate\([^)]*\)"><path d="M[^"]*A', far)
        if m is None:  # (a round garden, or none at the playing zoom)
            continue
        eggs += 1
        egg = far[m.start():]
        widths = re.findall(r'<path d="M[^"]*A[^"]*" fill="none" stroke="#[0-9a-f]{6}" stroke-width="([\d.]+)"', egg)
        if len(widths) < 2 or float(widths[0]) < float(widths[1]) - 1e-9:
            bad.append((tid, widths[:2]))
    assert eggs >= 1 and not bad, (eggs, bad)
