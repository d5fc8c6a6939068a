"""A board of tiles for the tile-art tests (shared by test_tileart_pass10/12/13 so the helper lives once)."""

from __future__ import annotations

from carcassonne.board import Board
from carcassonne.geometry import oriented


def tile_board(tiles: list[tuple[int, int, str, int]]) -> Board:
    """A board with each (x, y, tile type, rotation) of `tiles` placed in turn."""
    board = Board()
    for x, y, tid, rot in tiles:
        board.place(x, y, oriented(tid, rot))
    return board
