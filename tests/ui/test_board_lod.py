"""A drop's zoom shows the tiles in view at the near level of detail a few at a time (`ui.board_lod`): the tile
just put down and its neighbours first, then the others nearest first, never a tile outside the view."""

from __future__ import annotations

from ui import board_lod
from ui.board_lod import near_order


def board(width: int, height: int) -> set[tuple[int, int]]:
    return {(x, y) for x in range(width) for y in range(height)}


def test_the_first_ring_is_the_focus_and_its_neighbours_in_view():
    first, later = near_order(board(10, 10), (2, 2, 7, 6), (4, 4))
    assert set(first) == {(x, y) for x in (3, 4, 5) for y in (3, 4, 5)}
    assert first[0] == (4, 4)
    shown = first + [c for batch in later for c in batch]
    assert sorted(shown) == sorted((x, y) for x in range(2, 8) for y in range(2, 7)), "every tile in view, once"


def test_later_batches_go_outwards_and_are_small():
    first, later = near_order(board(20, 20), (0, 0, 19, 19), (10, 10))
    assert all(len(batch) <= board_lod.PER_FRAME for batch in later)
    rings = [max(abs(x - 10), abs(y - 10)) for batch in later for x, y in batch]
    assert rings == sorted(rings) and rings[0] == 2


def test_empty_cells_and_cells_out_of_view_are_left_alone():
    tiles = {(0, 0), (1, 0), (5, 5), (9, 9)}
    first, later = near_order(tiles, (0, 0, 5, 5), (0, 0))
    assert first == [(0, 0), (1, 0)]
    assert later == [[(5, 5)]]


def test_a_focus_on_an_empty_cell_still_orders_its_neighbours_first():
    tiles = board(5, 5) - {(2, 2)}  # the tentative tile is not on the board yet
    first, _ = near_order(tiles, (0, 0, 4, 4), (2, 2))
    assert len(first) == 8 and (2, 2) not in first
