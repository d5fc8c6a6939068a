"""Art pass 32, no column of identical junction wells (the judge after pass 31).

The judge: at board-near one road at x 647 carried four identical wells, one every tile (the T and crossroads
junctions' marker, `tileart.props.hamlet`): "the column of clones looks stamped".  Rules checked here:

- the board (`ui.road_stops`, data-cw ``h1``/``h2``): no two junction markers joined by roads within two tile
  steps (through other junctions too) are of one kind, on the judged board at every 6th turn, on three other
  seeds and on the desktop pictures' board; the roads are walked here from the engine's road segments, not by
  `road_stops`' own table;
- the tile art: every tile type with a junction draws the shared `#ta-stop` once, at its middle, on the board;
  each kind of marker (`road_stops.KINDS`) lies inside the tile at every turn and inside its stated box
  (`EXTENTS`, checked against the drawing's own coordinates); the style sheets switch the kinds by data-cw, and
  the shared defs hide the signpost and shrine by default.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

from carcassonne.tiles import TILE_TYPES
from tileart_boards import compact_game as desktop_game, judged_boards
from ui.board_walls import town_marks
from ui.picture import STYLE
from ui.tileart import tile_content
from ui.tileart.props import well_body
from ui.tileart.road_stops import EXTENTS, KINDS, shrine_body, signpost_body, stop_defs

CSS = (Path(__file__).resolve().parents[2] / "static" / "tileart.css").read_text()
_STEP = ((0, -1), (1, 0), (0, 1), (-1, 0))
_STOP = re.compile(r'<use href="#ta-stop" transform="translate\(([-\d.]+) ([-\d.]+)\)"/>')


def _boards():
    """Every 6th turn of the judged pictures' board (seed 24), the last turn of three others, and the desktop
    pictures' board (tests/ui `compact_game`, 76 tiles)."""
    yield from judged_boards()
    yield "desktop", desktop_game(76)[0].board


def _is_stop(board, cell) -> bool:
    """A junction: a tile whose roads end where they meet (the T, the crossroads, IC05's and GB5's crossing)."""
    return any(r.ends_at == "junction" for r in TILE_TYPES[board.tiles[cell][0].id].roads)


def _near(board, start) -> set:
    """The junction cells two or fewer road steps from `start`, walking the engine's road segments (board edges):
    a junction's roads all meet at its marker, any other road runs from edge to edge of its segment."""
    found, front = set(), [(start, None)]
    for _ in range(2):
        nxt = []
        for cell, side in front:
            o = board.tiles[cell][0]
            roads = [s.edges for s in o.segments if s.kind == "road"]
            if side is None or _is_stop(board, cell):
                exits = [e for es in roads for e in es if e != side]
            else:
                exits = [e for es in roads if side in es for e in es if e != side]
            for e in exits:
                there = (cell[0] + _STEP[e][0], cell[1] + _STEP[e][1])
                if there in board.tiles:
                    if there != start and _is_stop(board, there):
                        found.add(there)
                    nxt.append((there, (e + 2) % 4))
        front = nxt
    return found


def test_no_two_junctions_within_two_road_steps_show_one_marker():
    """Each junction's kind is the one its data-cw names (``h1``, ``h2``, else the well); main: the judged column
    (6,-7)...(6,-4) showed four wells."""
    bad, seen = [], 0
    for name, board in _boards():
        cw = town_marks(board).wells
        kind = {}
        for cell in board.tiles:
            if _is_stop(board, cell):
                marks = [int(t[1:]) for t in cw.get(cell, "").split() if re.fullmatch(r"h\d", t)]
                assert len(marks) <= 1 and all(0 < m < len(KINDS) for m in marks), (name, cell, cw.get(cell))
                kind[cell] = marks[0] if marks else 0
        for cell in kind:
            for other in _near(board, cell):
                seen += 1
                if kind[other] == kind[cell]:
                    bad.append((name, cell, other, KINDS[kind[cell]]))
    assert seen > 20, seen
    assert not bad, bad


_NUM = re.compile(r"[-+]?(?:\d*\.\d+|\d+)")


def _path_box(d: str) -> list[float]:
    """The box of a path's points (M L H V a z, absolute and relative; an arc by its end point and its radii)."""
    xs, ys, x, y, sx, sy = [], [], 0.0, 0.0, 0.0, 0.0
    for cmd, args in re.findall(r"([MLHVZmlhvzAa])([^MLHVZmlhvzAa]*)", d):
        v = [float(n) for n in _NUM.findall(args)]
        if cmd in "Zz":
            x, y = sx, sy
        elif cmd in "Aa":
            for i in range(0, len(v), 7):
                ry = v[i + 1]
                nx, ny = (v[i + 5], v[i + 6]) if cmd == "A" else (x + v[i + 5], y + v[i + 6])
                xs += [min(x, nx), max(x, nx)]
                ys += [min(y, ny) - ry, max(y, ny)] if ry else [y, ny]
                x, y = nx, ny
        else:
            step = 1 if cmd in "HVhv" else 2
            for i in range(0, len(v), step):
                if cmd == "H":
                    x = v[i]
                elif cmd == "h":
                    x += v[i]
                elif cmd == "V":
                    y = v[i]
                elif cmd == "v":
                    y += v[i]
                elif cmd in "ML":
                    x, y = v[i], v[i + 1]
                else:
                    x, y = x + v[i], y + v[i + 1]
                if cmd in "Mm" and i == 0:
                    sx, sy = x, y
                xs.append(x)
                ys.append(y)
    return [min(xs), min(ys), max(xs), max(ys)]


def _box(body: str) -> list[float]:
    """The drawing's box: each shape's box grown by half its stroke."""
    box = [99.0, 99.0, -99.0, -99.0]
    for el in ET.fromstring(f"<g>{body}</g>").iter():
        tag, a = el.tag, el.attrib
        f = lambda k, d=0.0: float(a.get(k, d))  # noqa: E731
        if tag == "ellipse":
            b = [f("cx") - f("rx"), f("cy") - f("ry"), f("cx") + f("rx"), f("cy") + f("ry")]
        elif tag == "circle":
            b = [f("cx") - f("r"), f("cy") - f("r"), f("cx") + f("r"), f("cy") + f("r")]
        elif tag == "path":
            b = _path_box(a["d"])
        else:
            continue
        w = f("stroke-width", 1.0) / 2 if "stroke" in a else 0.0
        box = [min(box[0], b[0] - w), min(box[1], b[1] - w), max(box[2], b[2] + w), max(box[3], b[3] + w)]
    return box


def test_each_kind_lies_in_its_stated_box():
    """`EXTENTS` holds each kind's whole drawing (main: no signpost or shrine)."""
    bodies = {"well": well_body(), "signpost": signpost_body(), "shrine": shrine_body()}
    bad = []
    for kind in KINDS:
        box, stated = _box(bodies[kind]), EXTENTS[kind]
        if not (stated[0] <= box[0] + 1e-6 and stated[1] <= box[1] + 1e-6 and box[2] <= stated[2] + 1e-6
                and box[3] <= stated[3] + 1e-6):
            bad.append((kind, [round(v, 2) for v in box], stated))
        if max(box[2] - box[0], box[3] - box[1]) > 21 or min(box[2] - box[0], box[3] - box[1]) < 13:
            bad.append((kind, "not the well's size", box))
    assert not bad, bad


def test_every_junction_tile_draws_the_shared_marker_at_its_middle_in_bounds_at_every_turn():
    """Every tile type with a junction of three or four roads (or IC05's and GB5's crossing) draws `#ta-stop`
    once, upright (`ta-up`), and each kind stays inside the tile at every turn; no other type draws it."""
    bad, junctions = [], 0
    for tid, t in TILE_TYPES.items():
        spots = [(float(x), float(y)) for x, y in _STOP.findall(tile_content(tid))]
        meet = sum(r.ends_at == "junction" for r in t.roads)
        if not meet:
            if spots:
                bad.append((tid, "marker with no junction"))
            continue
        junctions += 1
        if len(spots) != 1 or '<g class="ta-up"><use href="#ta-stop"' not in tile_content(tid):
            bad.append((tid, "markers", spots))
            continue
        for rot in (0, 90, 180, 270):
            x, y = spots[0]
            for _ in range(rot // 90):
                x, y = 100 - y, x  # (turned clockwise about the middle; the marker itself stays upright)
            for kind in KINDS:
                l, t_, r, b = EXTENTS[kind]
                if not (0 < x + l and x + r < 100 and 0 < y + t_ and y + b < 100):
                    bad.append((tid, rot, kind))
    assert junctions == 8, junctions
    assert not bad, bad


def test_the_style_sheets_switch_the_kinds_by_data_cw():
    """The well shows unless the board names another kind; the shared defs hide the other two where no style
    sheet applies."""
    for sheet in (CSS.replace(" ", "").replace("\n", ""), STYLE):
        assert ".ta-h0{display:var(--ta-h0,inline)" in sheet
        for k in (1, 2):
            assert f".ta-h{k}{{display:var(--ta-h{k},none)" in sheet
            assert re.search(rf'use\[data-cw~="h{k}"\]\{{--ta-h0:none;--ta-h{k}:inline', sheet), k
    defs = stop_defs()
    assert defs.startswith(f'<g id="ta-stop"><g class="ta-h0">{well_body()}</g>')
    assert defs.count('display="none"') == 2 and 'class="ta-h1" display="none"' in defs
    assert 'class="ta-h2" display="none"' in defs
