"""The cottages that step aside from a cap lane's well, for the tile-art tests of passes 33-35 (one walk, three
test files: each checks its own rule over the same list)."""

from __future__ import annotations

from typing import NamedTuple

from carcassonne.tiles import TILE_TYPES
from ui.tileart.lane_cottages import cap_lines, cap_wells, plan_moves, plan_shifts
from ui.tileart.town_plan import _town_plan
from ui.tileart.village import big_town, street_cottages


class Stepped(NamedTuple):
    """One stepped-aside cottage: its tile, town and slot, the town's drawn size, the cap's edge and lane, the spot
    and scale on the unturned tile, and its moves on the other turns (`lane_cottages.plan_shifts`, None if it keeps
    one spot)."""
    tid: str
    town: int
    slot: int
    k: float
    edge: int
    lane: tuple
    spot: tuple[float, float]
    scale: float
    moves: tuple | None


def stepped_aside() -> list[Stepped]:
    """Every cottage of every tile type that makes way for a cap lane's well (big towns plan no such cottage)."""
    out = []
    for tid in TILE_TYPES:
        for i, (lines, ok) in enumerate(zip(cap_lines(tid), cap_wells(tid))):
            if not ok or big_town(tid, i):
                continue
            k = _town_plan(tid)[i][1]
            for e, ln in lines.items():
                out += [Stepped(tid, i, j, k, e, ln, *plan_moves(tid)[i][j], plan_shifts(tid)[i].get(j))
                        for j in sorted(street_cottages(tid)[i].get(e, ()))]
    return out
