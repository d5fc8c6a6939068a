"""Which tiles show the well by the seam at their town lane's end: the board's ``data-cw`` for the tile art.

Why the board and not the tile art: a cap's last-resort lane (`tileart.lane_cottages.cap_street`) ends 14 units in,
within the far view's `WELL_EDGE` of the edge it runs on across, so its well (`ta-cw<e>`) stands by the seam.  Where
the lane's run ends at a deeper well too (a corner town's hub) the two read as one short lane with a well at each
end (the judge's "dumbbell", art pass 29); where the run's other end is a square, a gate or another cap, a run with
no well at all ends in bare paving (the judge after pass 29: "streets that go nowhere").  Which of these it is
depends on the tiles the run crosses, so the board decides (art pass 30): every run of shown streets keeps one
well, its deeper well where it has one, else its oldest cap's.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .tileart.lane_cottages import cap_lines, cap_wells
from .tileart.near_streets import well_room
from .tileart.town_plan import _lanes
from .tileart.village import all_lines, gate_hubs

Cell = tuple[int, int]
Node = tuple[Cell, int]
#: The board's squares, lane joints (as `TownMarks`) and streets (each cell's set of edges).
TownMarks3 = tuple[dict[Cell, str], dict[Cell, str], dict[Cell, set[int]]]
#: A neighbour's offset across each board edge N E S W.
_STEP = ((0, -1), (1, 0), (0, 1), (-1, 0))
#: A far square's switch class (`tileart.far_square.fir_switches`): its kind and edge or city.
_SWITCH = re.compile(r"ta-(sq|le|s|xs|k)(\d)")


@lru_cache(maxsize=None)
def end_wells(tile_id: str) -> tuple[dict[int, bool], ...]:
    """Each city's street ends with a well (`tileart.near_streets.street_markup`: the tile's one street, no gate,
    no square; a cap's lane where `cap_wells` says its well has room), by edge: True where it stands deep enough
    into the tile to show always, False where it stands by the seam (`ta-cw<e>`, by the board's data-cw)."""
    out = []
    for streets, gated, (_, square), cap, at_well in zip(all_lines(tile_id), gate_hubs(tile_id), _lanes(tile_id),
                                                         cap_lines(tile_id), cap_wells(tile_id)):
        out.append({} if gated or square else
                   {e: well_room(b, e) for e, (_, b) in streets.items() if e not in cap or at_well})
    return tuple(out)


def _city_at(tile_id: str, e: int) -> int | None:
    """The city of the tile type whose drawn street runs across its own edge `e`, if any."""
    return next((i for i, lines in enumerate(all_lines(tile_id)) if e in lines), None)


def _far_square(tile_id: str, i: int, st: set[int], sq: str, ln: str) -> bool:
    """Whether the far and playing zooms draw city `i`'s square on a tile of this type with these marks (a plaza
    under a fir, `tileart.far_square.fir_switches`, each under its switches as static/tileart.css sets them)."""
    from .tileart.far_square import fir_switches
    on = {"sq": lambda n: str(n) in sq.split(), "le": lambda n: st == {n}, "s": lambda n: n in st,
          "xs": lambda n: n not in st, "k": lambda n: n not in st and str(n) not in ln.split()}
    for classes in fir_switches(tile_id):
        found = (_SWITCH.fullmatch(c) for c in classes)
        marks = [(m.group(1), int(m.group(2))) for m in found if m]
        if ("sq", i) in marks and all(on[kind](n) for kind, n in marks):
            return True
    return False


def _run(board, start: Node, marks: TownMarks3, far: bool) -> list[tuple[Node, int]]:
    """The run of shown streets from a cap's city `start`: each city reached (and the edge it was entered by),
    breadth first across the edges both tiles show a street over; a gate or a square the view draws (`far`: the far
    and playing zooms, `_far_square`; else near, where every shown square is a plaza) ends the run there."""
    squares, joints, streets = marks
    seen, todo = {start}, [(start, -1)]
    for (cell, i), _ in todo:  # (a list walked while it grows: breadth first)
        o = board.tiles[cell][0]
        sq = squares.get(cell, "")
        shows = str(i) in sq.split()
        if (cell, i) != start and (gate_hubs(o.id)[i] or shows and (
                not far or _far_square(o.id, i, streets.get(cell, set()), sq, joints.get(cell, "")))):
            continue
        for e in streets.get(cell, set()) & set(all_lines(o.id)[i]):
            side = (e + o.rot // 90) % 4
            nxt = (cell[0] + _STEP[side][0], cell[1] + _STEP[side][1])
            if nxt not in board.tiles:
                continue
            n = board.tiles[nxt][0]
            back = (side + 2 - n.rot // 90) % 4
            j = _city_at(n.id, back)
            if j is not None and back in streets.get(nxt, set()) and (nxt, j) not in seen:
                seen.add((nxt, j))
                todo.append(((nxt, j), back))
    return todo


def seam_wells(board, squares: dict[Cell, str], streets: dict[Cell, str], joints: dict[Cell, str]) -> dict[Cell, str]:
    """``data-cw`` by cell: the tile's own edges (rotation 0) whose seam well (`end_wells` False) shows, ``e`` at
    near and ``fe`` at the far and playing zooms: on each run of shown streets (`_run`, split at the squares that
    view draws) with no deep well at an end, the seam well of its oldest tile; cells with none are left out."""
    shown = {cell: {int(e) for e in s.split()} for cell, s in streets.items()}
    marks = (squares, joints, shown)
    out: dict[Cell, list[str]] = {}
    for far, tag in ((False, ""), (True, "f")):
        kept: set[Node] = set()
        for cell in board.order:
            o = board.tiles[cell][0]
            for i, ends in enumerate(end_wells(o.id)):
                e = next((e for e, deep in ends.items() if not deep and shown.get(cell) == {e}), None)
                if e is None:
                    continue
                run = _run(board, (cell, i), marks, far)
                if any(node in kept or _deep_end(board, node, back, shown) for node, back in run[1:]):
                    continue
                kept.add((cell, i))
                out.setdefault(cell, []).append(f"{tag}{e}")
    return {cell: " ".join(es) for cell, es in out.items()}


def _deep_end(board, node: Node, back: int, shown: dict[Cell, set[int]]) -> bool:
    """Whether the run ends at `node` (entered by its edge `back`, the tile's one shown street) in a well that
    always shows."""
    cell, i = node
    return shown.get(cell) == {back} and end_wells(board.tiles[cell][0].id)[i].get(back, False)
