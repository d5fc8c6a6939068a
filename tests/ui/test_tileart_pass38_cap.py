"""Art pass 38 (the judge after pass 37): a 1 px contact the near art's own rules let through.

- board-near heart south (IC12's cap cottage on turn 0, grown 12 -> 13 px in pass 37): its shadow's corner came 1 px
  from the tower beside it (x 385 = 63 against the cone's outline at x 386; 2 px of paving before).  Every
  stepped-aside cap cottage keeps `cap_tower.TOWER_SIDE` between its drawn outline and soft shadow and each of its
  town's towers as drawn, on every turn (on main heart south keeps 0.42 units, GB2/I/Ig's west cottage on turn 90
  0.19).
"""

from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "py"))
sys.path.insert(0, os.path.dirname(__file__))

from stepped_cottages import stepped_aside  # noqa: E402
from ui.tileart.cap_tower import TOWER_SIDE, tower_gap_turn  # noqa: E402
from ui.tileart.cap_turns import on_turn  # noqa: E402
from ui.tileart.town import house_shape  # noqa: E402
from ui.tileart.town_plan import city_towers  # noqa: E402

TURNS = (0, 90, 180, 270)
#: The moves' scales and spots are rounded (2-3 decimals, one decimal a spot): a few hundredths of a unit.
ROUNDING = .05


def test_every_stepped_aside_cap_cottage_keeps_paving_beside_its_towers_on_every_turn():
    bad, seen = [], 0
    for s in stepped_aside():
        towers = city_towers(s.tid)[s.town]
        for rot in TURNS:
            q, sc = on_turn(s.spot, s.scale, s.k, s.moves, rot)
            seen += 1
            gap = tower_gap_turn(q, house_shape(s.slot), s.k * sc, towers, rot)
            if gap < TOWER_SIDE - ROUNDING:
                bad.append((s.tid, s.town, s.slot, rot, q, round(s.k * sc, 3), round(gap, 2)))
    assert seen >= 140, seen
    assert not bad, bad
