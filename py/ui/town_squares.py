"""Which tile of each city on the board shows the city's square: the board's data for the tile art.

Why here and not in the tile art: a tile type's symbol is drawn once for every copy, so the art can only hold a
square on each type that has room for one (`tileart.town_plan.square_spots`), hidden by static CSS; which copy
shows it is a question about the board (which tiles make one city), answered from the engine's feature graph
and handed to the page as each `<use>`'s ``data-sq`` (the city segments whose square that tile shows).
"""

from __future__ import annotations

from .tileart.geometry import _turn
from .tileart.town_plan import square_spots
from .tileart.village import gate_hubs, street_lines

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


#: A neighbour's offset across each board edge N E S W.
_STEP = ((0, -1), (1, 0), (0, 1), (-1, 0))


def _local(side: int, rot: int) -> int:
    """The tile's own edge (rotation 0) that faces board edge `side` when the tile is turned by `rot`."""
    return (side - rot // 90) % 4


def street_cells(board, squares: dict[Cell, str]) -> dict[Cell, str]:
    """``data-st`` by cell (art pass 14): the tile's own edges (rotation 0) a street runs across, on the paths over
    each city's tiles from every tile whose gate lane reaches the tile's hub to the tile that shows the city's
    square (`squares`, `square_cells`), found breadth first through tile edges where both tiles have a street
    (`tileart.village.street_lines`), so each street runs gate -> tile middles -> square and ends in neither paving
    nor a seam.  A city with no square (no tile with room for one: two caps, say) gets the streets from its first
    placed gate tile to its other gate tiles instead (art pass 15: their gates' lanes were 17 px stubs ending in
    the paving).  Cells with none are left out."""
    find = board.graph.find
    nodes: dict[int, dict[Cell, int]] = {}  # city root -> cell -> the city's segment index there
    for cell in board.order:
        o, base = board.tiles[cell]
        for i, seg in enumerate(o.segments):
            if seg.kind == "city":
                nodes.setdefault(find(base + i), {})[cell] = i
    out: dict[Cell, set[int]] = {}
    rooted = set()
    for start, ids in squares.items():
        for i in map(int, ids.split()):
            root = find(board.tiles[start][1] + i)
            rooted.add(root)
            _paths_to(board, start, nodes[root], out)
    for root, city in nodes.items():  # art pass 15: a city with no room for a square joins its gates to each other
        if root not in rooted:
            gated = [c for c in board.order if c in city and gate_hubs(board.tiles[c][0].id)[city[c]]]
            if len(gated) >= 2:
                _paths_to(board, gated[0], city, out)
    return {cell: " ".join(str(e) for e in sorted(es)) for cell, es in out.items() if es}


def _paths_to(board, start: Cell, city: dict[Cell, int], out: dict[Cell, set[int]]) -> None:
    """Mark in `out` the edges of the shortest street paths from `start` (the square's tile) to each gate tile."""
    parent: dict[Cell, tuple[Cell, int, int]] = {}  # cell -> (the cell it was reached from, its edge, that one's)
    todo, seen = [start], {start}
    for cell in todo:  # (a list walked while it grows: breadth first)
        o = board.tiles[cell][0]
        mine = street_lines(o.id)[city[cell]]
        for side, (dx, dy) in enumerate(_STEP):
            e = _local(side, o.rot)
            nxt = (cell[0] + dx, cell[1] + dy)
            if e not in mine or nxt in seen or nxt not in city:
                continue
            n = board.tiles[nxt][0]
            back = _local((side + 2) % 4, n.rot)
            if back in street_lines(n.id)[city[nxt]]:
                seen.add(nxt)
                parent[nxt] = (cell, e, back)
                todo.append(nxt)
    for cell in todo[1:]:
        o = board.tiles[cell][0]
        if not gate_hubs(o.id)[city[cell]]:
            continue
        while cell in parent:
            prev, e, back = parent[cell]
            out.setdefault(prev, set()).add(e)
            out.setdefault(cell, set()).add(back)
            cell = prev
