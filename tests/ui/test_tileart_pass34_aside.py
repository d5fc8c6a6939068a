"""Art pass 34 (the judge after pass 33: the cottages that stepped aside from a cap lane's well still read one size
down, 10 px of snow cap beside their neighbours' 12, where the pictures show paving to spare): over every tile type
and turn, each such cottage is drawn at least `LEAST` of its town's cottages (the marker's stroke width against the
town's), unless it is pinched between its lane's well and one of its town's towers (both within `PINCH` of its
spot); it keeps the well's paving and its towers' boxes on every turn; and a cottage moved off a street's kerb is
drawn at its own size to two decimals (0.44, not 0.4, of a 0.65 town)."""

import math
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "py"))

from carcassonne.tiles import TILE_TYPES  # noqa: E402
from ui.tileart.cap_room import SHADE_WELL, WELL_PAVING, crowds, tower_clear, well_gap  # noqa: E402
from ui.tileart.cap_turns import WELL_LEAST, _tower_clear_turn, on_turn  # noqa: E402
from ui.tileart.draw import _draw  # noqa: E402
from ui.tileart.geometry import _num  # noqa: E402
from ui.tileart.lane_cottages import plan_moves, plan_shifts  # noqa: E402
from ui.tileart.town import HALF, house_shape  # noqa: E402
from ui.tileart.town_plan import city_towers, _town_plan  # noqa: E402
from ui.tileart.village import END_WELL_K, big_town  # noqa: E402
from stepped_cottages import stepped_aside  # noqa: E402

#: The least a stepped-aside cottage is drawn against its town's cottages (pass 33: 0.57 of 0.7, 81 %).
LEAST = 0.9
#: A cottage whose lane's well and a tower of its town stand within these distances of its spot (centre to centre,
#: tile units) is pinched between them on one axis of the screen on some turn: it may stay smaller (the 0.55 towns'
#: caps, 0.5-0.51 of 0.6: the well 14.6-16.2 units off, the tower 17.9-19.1 since pass 36 kept them off the wall's shade).
PINCH = (17.0, 20.1)  # (art pass 37: 19.2 -> 20.1, the caps stepped along their row off the shade band)




def _drawn(tid: str, e: int, q) -> list[str]:
    return re.findall(rf'<g class="ta-s{e}"><path class="hm\d" d="M{_num(q[0])},{_num(q[1])}z" '
                      r'stroke-width="([\d.]+)"', _draw(tid))


def _pinched(tid: str, i: int, ln, q) -> bool:
    towers = city_towers(tid)[i]
    return math.dist(ln[-1], q) < PINCH[0] and any(math.dist(t, q) < PINCH[1] for t in towers)


def test_every_stepped_aside_cottage_is_drawn_at_nine_tenths_of_its_town_unless_pinched():
    bad, pinched = [], []
    for tid, i, j, k, e, ln, q, _, _m in stepped_aside():
        mine = _drawn(tid, e, q)
        if len(mine) != 1:
            bad.append((tid, i, j, q, mine))
        elif float(mine[0]) < LEAST * float(_num(k)) - 1e-9:
            (pinched if _pinched(tid, i, ln, q) else bad).append((tid, i, j, q, mine[0], _num(k)))
    assert not bad, bad
    # (the exceptions: the 0.55 towns' caps, 10 of the 36; every 0.65 town's reaches 0.63-0.64 of 0.7)
    assert len(pinched) <= 10, pinched


def test_every_stepped_aside_cottage_keeps_its_wells_paving_and_its_towers_on_every_turn():
    bad = []
    for tid, i, j, k, e, ln, q0, s0, _m in stepped_aside():
        move = plan_shifts(tid)[i].get(j)
        if move is None:
            d = round(k * s0, 2)
            if crowds(ln[-1], END_WELL_K, q0, HALF * d, house_shape(j), SHADE_WELL):
                bad.append((tid, i, j, q0, "well"))
            if not all(tower_clear(q0, house_shape(j), d, t) for t in city_towers(tid)[i]):
                bad.append((tid, i, j, q0, "tower"))
        for rot in (0, 90, 180, 270) if move else ():  # (art pass 35: a spot of its own on each turn, `cap_turns`)
            q, s = on_turn(q0, s0, k, move, rot)
            # (... and between the well and a tower, `cap_turns.WELL_LEAST`: the paving shared between them)
            least = WELL_LEAST if math.dist(ln[-1], q) < 17 and any(
                math.dist(t, q) < 22.5 for t in city_towers(tid)[i]) else WELL_PAVING  # (pass 37: 21.4 -> 22.5)
            if well_gap(ln[-1], END_WELL_K, q, HALF * k * s, house_shape(j), rot, SHADE_WELL) < least - 1e-6:
                bad.append((tid, i, j, q, rot, "well"))
            if not all(_tower_clear_turn(q, house_shape(j), k * s, t, rot) for t in city_towers(tid)[i]):
                bad.append((tid, i, j, q, rot, "tower"))
    assert not bad, bad


def test_every_cottage_moved_off_a_kerb_is_drawn_at_its_own_size():
    bad, seen = [], 0
    for tid in TILE_TYPES:
        body = None
        for i, moved in enumerate(plan_moves(tid)):
            if big_town(tid, i):
                continue
            k = _town_plan(tid)[i][1]
            for j, (q, s) in moved.items():
                if s == 1.0:  # (art pass 36: the kerb cottages' own sizes, `kerb_turns`, are drawn so too)
                    continue
                body = body or _draw(tid)
                seen += 1
                widths = set(re.findall(rf'd="M{_num(q[0])},{_num(q[1])}z" stroke-width="([\d.]+)"', body))
                if widths != {f"{round(k * s, 2):g}"}:
                    bad.append((tid, i, j, q, widths, round(k * s, 2)))
    assert seen >= 8 and not bad, (seen, bad)
