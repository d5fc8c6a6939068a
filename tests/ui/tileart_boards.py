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


def board_cities(board) -> dict[int, dict[tuple[int, int], int]]:
    """Each city of a board (by its root in the board's feature graph): its cells and the city segment on each."""
    find = board.graph.find
    out: dict[int, dict[tuple[int, int], int]] = {}
    for cell in board.order:
        o, base = board.tiles[cell]
        for i, seg in enumerate(o.segments):
            if seg.kind == "city":
                out.setdefault(find(base + i), {})[cell] = i
    return out
