"""Art pass 39 (s22-edge; brought in by pass 40 without its kerb rule): the board tells each placed tile which of
its edges have a neighbour (``data-nb``, rotation 0 as ``data-ln``; `board_walls.neighbour_edges`), set on a drop
for the older tiles too (`board_tiles`), so a tile's art may use an edge only where the next tile is there."""

from __future__ import annotations

import os
import re
import sys
import types

sys.path.insert(0, os.path.dirname(__file__))

from tileart_boards import tile_board  # noqa: E402
from ui import render  # noqa: E402
from ui.board_tiles import MARKS, BoardTiles  # noqa: E402
from ui.board_walls import TownMarks, neighbour_edges, town_marks  # noqa: E402

TURNS = (0, 90, 180, 270)


def _step(e: int, rot: int) -> tuple[int, int]:
    """The cell offset beyond a tile's own edge `e` (rotation 0) when the tile is turned by `rot`."""
    return ((0, -1), (1, 0), (0, 1), (-1, 0))[(e + rot // 90) % 4]


def test_every_placed_tile_names_its_own_edges_that_have_a_neighbour_on_every_turn():
    bad = []
    for rot in TURNS:
        board = tile_board([(0, 0, "D", 0), (1, 0, "U", 90), (0, 1, "E", rot), (-1, 1, "V", 0), (0, 2, "B", 0)])
        nb = neighbour_edges(board)
        for (x, y), (o, _) in board.tiles.items():
            want = " ".join(str(e) for e in range(4)
                            if (x + _step(e, o.rot)[0], y + _step(e, o.rot)[1]) in board.tiles)
            if nb[(x, y)] != want:
                bad.append((rot, (x, y), nb[(x, y)], want))
    assert not bad, bad
    # (E turned 90 (clockwise) at (0,1): its own edge 0 faces east, to nothing; 1 south, to B; 2 west, V; 3 north, D)
    board = tile_board([(0, 0, "D", 0), (0, 1, "E", 90), (-1, 1, "V", 0), (0, 2, "B", 0)])
    assert neighbour_edges(board)[(0, 1)] == "1 2 3" and town_marks(board).neighbours == neighbour_edges(board)


def test_the_tiles_layer_carries_data_nb_on_every_placed_tile_and_none_elsewhere():
    lone = tile_board([(0, 0, "D", 0)])
    assert 'data-nb=""' in render.tiles_layer(lone)  # (a lone tile: every rim open)
    board = tile_board([(0, 0, "D", 0), (1, 0, "U", 90), (0, 1, "E", 180)])
    layer = render.tiles_layer(board)
    found = dict(((int(x), int(y)), nb) for x, y, nb in
                 re.findall(r'<use [^>]*data-x="(-?\d+)" data-y="(-?\d+)"[^>]*?data-nb="([\d ]*)"', layer))
    assert found == neighbour_edges(board) and len(found) == 3, found
    assert "data-nb" not in render.tile_use("D", 0, 0, 0, cls="tile tentative")  # (a tile off the board)
    assert MARKS[-1] == "data-nb" and len(MARKS) == len(TownMarks._fields)


class _Use:
    def __init__(self, attrs=None) -> None:
        self.attrs: dict[str, str] = dict(attrs or {})
        self.calls = 0

    def setAttribute(self, name: str, value: str) -> None:  # noqa: N802 - the DOM's names
        self.attrs[name] = value
        self.calls += 1

    def removeAttribute(self, name: str) -> None:  # noqa: N802
        self.attrs.pop(name, None)
        self.calls += 1


def test_a_drop_sets_the_older_tiles_data_nb_and_nothing_else_that_did_not_change():
    before = tile_board([(0, 0, "D", 0), (1, 0, "U", 90)])
    after = tile_board([(0, 0, "D", 0), (1, 0, "U", 90), (0, 1, "E", 0)])
    marks = town_marks(before)
    view = types.SimpleNamespace(tiles_drawn=[(c, before.tiles[c][0].id, 0) for c in before.order])
    view.squares_drawn, view.joints_drawn, view.streets_drawn, view.wells_drawn, view.neighbours_drawn = marks
    uses = {c: _Use({"data-nb": marks.neighbours.get(c, "")}) for c in after.order}
    layer = types.SimpleNamespace(querySelector=lambda sel: uses.get(tuple(map(int, re.findall(r'"(-?\d+)"', sel)))))
    BoardTiles._move_squares(view, layer, after)
    assert uses[(0, 0)].attrs["data-nb"] == neighbour_edges(after)[(0, 0)] == "1 2"
    assert uses[(1, 0)].calls == 0  # (its neighbours did not change, nor its other marks)
    assert view.neighbours_drawn == neighbour_edges(after)
