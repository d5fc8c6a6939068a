"""What the board adds to the tile art where tiles meet: the round bastions at tile corners where town walls end,
and which lanes run on across a joint to the neighbour's lane.

Why the board and not the tile art: a tile type is drawn once for every copy and knows nothing of its neighbours.
A bastion centred on a tile corner drawn by each tile as its quarter was cut to a half-disc by a neighbouring field
tile laid later (pass 10), and its slate cap showed a dark seam where two quarters met; drawn here once, over every
tile, it cannot be cut.  A lane that reaches a tile edge stops 8 px short of it unless the neighbour's lane meets it
there (`lane_joints`, handed to the tiles as each `<use>`'s ``data-ln`` as `town_squares` hands ``data-sq``).
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from .tileart.geometry import _num, _turn
from .tileart.layout import _layout
from .tileart.palette import PALETTE
from .tileart.town_plan import _EDGE_PORT, _lanes, square_spokes
from .lane_ends import seam_wells
from .road_stops import with_stops
from .town_squares import square_cells, street_cells
from .tileart.wall import BASTION_CAP, BASTION_R, drum_snow

Cell = tuple[int, int]
Point = tuple[int, int]
#: A neighbour's offset across each edge N E S W, and the edge of the neighbour that faces back.
_STEP = ((0, -1), (1, 0), (0, 1), (-1, 0))
#: The wall band's width (tileart.wall.wall_band): a wall that ends alone at a corner ends in a disc this wide.
WALL_W = 7.6
#: The far and playing zooms' drum (about 6 px across at 49-72 px a tile) and how far the near drum's shadow falls
#: toward the bottom right (2 px at 96 px a tile).
FAR_DRUM, SHADOW_OFF = 10.5, 2.1


@lru_cache(maxsize=None)
def wall_ends(tile_id: str) -> tuple[tuple[int, int], ...]:
    """The tile corners (rotation 0) where each wall line of the tile type ends, once per wall end."""
    return tuple((round(q[0]), round(q[1])) for c in _layout(tile_id).cities for line in c.wall_lines
                 for q in (line[0], line[-1]) if all(min(abs(v), abs(v - 100)) < 1 for v in q))


def corner_ends(board) -> dict[Point, int]:
    """How many wall ends meet at each board corner (board units) of the placed tiles."""
    out: dict[Point, int] = {}
    for (x, y), (o, _) in board.tiles.items():
        for q in wall_ends(o.id):
            px, py = _turn(q, o.rot)
            key = (x * 100 + round(px), y * 100 + round(py))
            out[key] = out.get(key, 0) + 1
    return out


def bastions(board) -> str:
    """The bastions layer drawn over the tiles: a round drum (a 2-unit #655548 ring, the wall's stone, a slate
    cap; art pass 12: a 2 px #3b3028 shadow bottom-right and a 1 px snow arc top-left, so it stands up like a
    tower) where two or more wall ends meet at a corner, a disc of wall as its round end where one wall ends alone;
    a near group and a far one (`.bastion-far`, shown by the board's lod-far class, static/tileart.css): there a
    plain 6 px #8a8178 drum where walls meet, and only the wall's own round end where one ends (pass 11's
    #6c503c knots at every wall tip read as beads on a string)."""
    ends = corner_ends(board)
    if not ends:
        return ""
    dot = lambda pts: "".join(f"M{x},{y}h0" for x, y in pts)  # noqa: E731
    met, alone = [p for p, n in sorted(ends.items()) if n > 1], [p for p, n in sorted(ends.items()) if n == 1]
    drums, caps = dot(met), dot(alone)
    P = PALETTE
    near = far = ""
    if drums:
        shade = dot((x + SHADOW_OFF, y + SHADOW_OFF) for x, y in met)
        near += (f'<path d="{shade}" stroke="{P["bastion_shadow"]}" stroke-width="{_num(2 * BASTION_R - .4)}"/>'
                 f'<path d="{drums}" stroke="{P["bastion_ring"]}" stroke-width="{_num(2 * BASTION_R)}"/>'
                 f'<path d="{drums}" stroke="{P["wall_face"]}" stroke-width="{_num(2 * BASTION_R - 4)}"/>'
                 f'<path d="{drums}" stroke="{P["bastion_cap"]}" stroke-width="{_num(2 * BASTION_CAP)}"/>'
                 + drum_snow(met))  # (a white cap over the top rim, inside the ring: it shows at 1x)
        far += (f'<path class="bastion-far-drum" d="{drums}" stroke="{P["wall_face"]}" stroke-width="{_num(FAR_DRUM)}"/>'
                + drum_snow(met, far=True))
    if caps:
        near += f'<path d="{caps}" stroke="{P["wall"]}" stroke-width="{_num(WALL_W)}"/>'
        far += f'<path class="bastion-far-end" d="{caps}" stroke="{P["wall"]}" stroke-width="7"/>'
    return (f'<g class="bastions" fill="none" stroke-linecap="round"><g class="bastion-near">{near}</g>'
            f'<g class="bastion-far">{far}</g></g>')


@lru_cache(maxsize=None)
def lane_edges(tile_id: str) -> frozenset[int]:
    """The edges (0-3 for N E S W at rotation 0) a tile type's lanes run to."""
    return frozenset(e for lanes, _ in _lanes(tile_id) for a, _ in lanes for e, port in enumerate(_EDGE_PORT)
                     if a == port)


def _board_edge(e: int, rot: int) -> int:
    """Which board edge (N E S W) the tile's edge `e` at rotation 0 faces when turned clockwise by `rot`."""
    return (e + rot // 90) % 4


def lane_joints(board, squares: dict[Cell, str] | None = None) -> dict[Cell, str]:
    """``data-ln`` by cell: the tile's own edges (rotation 0) where its lane meets the neighbour's lane, so both
    run on to the joint; cells with none are left out.  A square's spokes count on the tile that shows it
    (`squares`: `square_cells`, computed once per drop by `town_marks`)."""
    squares = square_cells(board) if squares is None else squares
    faces: dict[Cell, dict[int, int]] = {}
    for cell, (o, _) in board.tiles.items():
        shown = [int(i) for i in squares.get(cell, "").split()]
        spokes = square_spokes(o.id)
        for e in set(lane_edges(o.id)).union(*(spokes[i] for i in shown if i < len(spokes))):
            faces.setdefault(cell, {})[_board_edge(e, o.rot)] = e
    out: dict[Cell, list[int]] = {}
    for (x, y), mine in faces.items():
        for side, e in mine.items():
            dx, dy = _STEP[side]
            if (side + 2) % 4 in faces.get((x + dx, y + dy), {}):
                out.setdefault((x, y), []).append(e)
    return {cell: " ".join(str(e) for e in sorted(es)) for cell, es in out.items()}


def neighbour_edges(board) -> dict[Cell, str]:
    """``data-nb`` by cell (art pass 39): the tile's own edges (rotation 0, as ``data-ln``) that have a tile beside
    them, for every placed tile ('' for none).  Why: a tile's art is drawn once for every copy and cannot know
    whether the board ends beyond an edge; a cottage whose shadow reaches an edge steps in only where that edge is
    the board's open rim (`tileart.kerb_edge`), and keeps its size where the next tile's paving runs on."""
    tiles = board.tiles
    out: dict[Cell, str] = {}
    for (x, y), (o, _) in tiles.items():
        turn = o.rot // 90
        out[(x, y)] = " ".join(str(e) for e in range(4)
                               if (x + _STEP[(e + turn) % 4][0], y + _STEP[(e + turn) % 4][1]) in tiles)
    return out


class TownMarks(NamedTuple):
    """What the board tells the tile art by cell, each a `<use>` attribute: ``data-sq`` (`square_cells`),
    ``data-ln`` (`lane_joints`), ``data-st`` (`street_cells`), ``data-cw`` (`lane_ends.seam_wells`, art pass 30),
    ``data-nb`` (`neighbour_edges`, art pass 39: set on every placed tile, '' where it has no neighbour)."""
    squares: dict[Cell, str]
    joints: dict[Cell, str]
    streets: dict[Cell, str]
    wells: dict[Cell, str]
    neighbours: dict[Cell, str]


def town_marks(board) -> TownMarks:
    """The board's `TownMarks`, the squares computed once for all three (they were computed three times a drop)."""
    squares = square_cells(board)
    streets = street_cells(board, squares)
    joints = lane_joints(board, squares)
    # (art pass 32: data-cw also names each junction's marker, `road_stops`)
    return TownMarks(squares, joints, streets, with_stops(board, seam_wells(board, squares, streets, joints)),
                     neighbour_edges(board))

