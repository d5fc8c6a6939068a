"""Which tile of each city on the board shows the city's square: the board's data for the tile art.

Why here and not in the tile art: a tile type's symbol is drawn once for every copy, so the art can only hold a
square on each type that has room for one (`tileart.town_plan.square_spots`), hidden by static CSS; which copy
shows it is a question about the board (which tiles make one city), answered from the engine's feature graph
and handed to the page as each `<use>`'s ``data-sq`` (the city segments whose square that tile shows).
"""

from __future__ import annotations

from .tileart.geometry import _turn
from .tileart.town_plan import square_spots

Cell = tuple[int, int]


def square_cells(board) -> dict[Cell, str]:
    """``data-sq`` by cell: for each city on the board with room for a square on one of its tiles, the tile whose
    square lies nearest the middle of the city's tiles (the first placed on a tie), and the city's segment index
    there; cells with no square are left out."""
    find = board.graph.find
    cells: dict[int, list[Cell]] = {}
    room: dict[int, list[tuple[Cell, int, tuple[float, float]]]] = {}
    for cell in board.order:
        o, base = board.tiles[cell]
        spots = square_spots(o.id)
        for i, seg in enumerate(o.segments):
            if seg.kind != "city":
                continue
            root = find(base + i)
            cells.setdefault(root, []).append(cell)
            if i < len(spots) and spots[i] is not None:
                x, y = _turn(spots[i], o.rot)
                room.setdefault(root, []).append((cell, i, (cell[0] * 100 + x, cell[1] * 100 + y)))
    out: dict[Cell, list[str]] = {}
    for root, options in room.items():
        tiles = cells[root]
        mx = sum(c[0] * 100 + 50 for c in tiles) / len(tiles)
        my = sum(c[1] * 100 + 50 for c in tiles) / len(tiles)
        cell, i, _ = min(options, key=lambda opt: (opt[2][0] - mx) ** 2 + (opt[2][1] - my) ** 2)
        out.setdefault(cell, []).append(str(i))
    return {cell: " ".join(sorted(ids)) for cell, ids in out.items()}
