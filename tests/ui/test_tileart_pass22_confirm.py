"""Session 12: what the board asks of the tile art while a turn is confirmed is served from the build's table
(`ui.tileart.built`), never planned on the page's main thread.

Why: `ui.town_squares.street_cells` asks for `village.all_lines` (a cap's last-resort lane, `lane_cottages.cap_lines`)
of a type the first time a town of caps grows to three tiles with no other lane.  That value was not in the table,
so the page planned the tile's towns (`town_plan._town_plan`: cottages tried against walls, a search) inside the
confirm: one 326 ms main-thread task on an 80-tile board (the save of e2e/bench_ui.py, the confirm before the last
tile), where other confirms take ~50 ms.  Here town planning raises, so any board-side per-type value the table
does not serve fails the test.
"""

from __future__ import annotations

import sys

import pytest

from ui import board_walls, town_squares
from ui.tileart import built, lane_cottages, town_plan, village

#: A cap (one city edge, no gate: it has a last-resort lane) and a two-town tile; both cheap to build a table for.
TYPES = ("E", "D")


def _clear_caches() -> None:
    """Forget every per-type value the UI's modules have cached (so each is served or computed anew)."""
    for name, module in list(sys.modules.items()):
        if name.startswith("ui.") and module is not None:
            for value in vars(module).values():
                if callable(getattr(value, "cache_clear", None)) and value is not built._table:
                    value.cache_clear()


@pytest.fixture
def page_like(monkeypatch):
    """The page's situation: the build's table for `TYPES`, nothing cached, and town planning refused."""
    table = built.table(TYPES)

    def refused(*args, **kwargs):
        raise AssertionError(f"town planning on the page's main thread: {args[:1]}")

    _clear_caches()
    monkeypatch.setattr(built, "_table", lambda: table)
    monkeypatch.setattr(town_plan, "_planned", refused)
    monkeypatch.setattr(town_plan, "_plan_with", refused)
    yield table
    _clear_caches()


def test_the_board_s_per_type_questions_plan_no_town_when_the_table_has_the_type(page_like):
    asked = {  # every per-type value `board_walls.town_marks` and `bastions` read (squares, joints, streets)
        "square_spots": town_plan.square_spots, "square_spokes": town_plan.square_spokes,
        "street_lines": village.street_lines, "all_lines": village.all_lines, "gate_hubs": village.gate_hubs,
        "stuck_cottages": lane_cottages.stuck_cottages, "wall_ends": board_walls.wall_ends,
        "lane_edges": board_walls.lane_edges,
    }
    failures = []
    for tid in TYPES:
        for what, ask in asked.items():
            try:
                ask(tid)
            except AssertionError as exc:
                failures.append(f"{tid} {what}: {exc}")
    assert not failures
    assert {"caps", "lanes", "stuck_cottages"} <= set(page_like)
    assert village.all_lines("E")[0], "the cap's last-resort lane is served (not empty)"
    assert town_squares.all_lines is village.all_lines  # (the board asks the function checked here)
