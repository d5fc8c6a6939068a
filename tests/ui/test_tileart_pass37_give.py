"""Art pass 37, give back what pass 36 took (the judge after pass 36, asks 2b and 2c).

(Art pass 39: 2b's tests left with the fit growth they guarded, gone from `fit_turns`.)

- 2b: a fit cottage grown on a turn (`fit_turns`) keeps the paving it had between itself and the wall's inner shade
  band all along the wall (`fit_band.band_loss`: no point of any wall line within `FIT_BAND` comes more than
  `BAND_SLACK` nearer its outline or shadow than the usual cottage's), on every turn where any spot within `REACH`
  lets it; where one does not, no such spot exists (the search is repeated here).  The judge's cottage, Ig's on the
  turn 180 (desktop-board-fit (850,441)), is one that keeps it.  Standing nearer a tile's edge for it is allowed only
  on a side its own town runs across, and inside the tile.  Main fails: Ig's grown cottage came 1.9 units nearer
  the straight run of its wall (x 844 rows 438-441 read 62/54/54/56, paving at art35).
- 2c: a signpost whose arm is turned (data-cw ``al``/``ar``, near zoom) weighs no more than the level one beside the
  shrine and the well: its outline (`road_stops.ARM_TURNED_NEAR`) no bolder than makes it as dark as the level pair.
  Main fails: the turned arms' 1-unit outline made board-near (646,353) 81 dark px against (647,67)'s 79 and the
  well's 72 (spread 1.125).
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "py"))
sys.path.insert(0, os.path.dirname(__file__))

from ui.tileart.road_stops import signpost_body  # noqa: E402

from test_tileart_pass35_stops import CSS, dark_pixels  # noqa: E402


def test_a_turned_signpost_weighs_no_more_than_the_level_one_at_near():
    """The model of pass 35 (16 placements): the turned arms' bolder outline made them the heavier signpost."""
    level = dark_pixels(signpost_body(), CSS, "near", "")
    for mark in ("al", "ar"):
        turned = dark_pixels(signpost_body(), CSS, "near", mark)
        assert turned <= 1.07 * level, (mark, turned, level)
