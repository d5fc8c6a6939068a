"""Winter-themed tile art, drawn from the tile catalogue: pure functions that return SVG markup strings.

Why drawn from data and not from bitmaps: every tile type of every set (base, winter animals, river,
inns & cathedrals, gingerbread) is drawn by the same generic code from its `TileType`, so a corrected
catalogue row (the provisional gingerbread shapes) is redrawn correctly with no art work, and what a
player sees always matches what the engine scores.

Everything is laid out once per tile type at rotation 0 in a 100x100 box (y down) and cached:

* cities are wall-bounded shapes chosen by the set of edges they join (cap, corner, band, three sides,
  whole tile), with snowy roofs, pennant shields and a cathedral;
* roads and the river are bands along cubic centre lines from edge midpoints; a one-edge road leads to
  a junction, a monastery, a city gate or a house;
* buildings (monastery, garden, inn, house, junction hamlet) and decorations (animal tracks, a frozen
  pond, the gingerbread icon) are placed where the snow is free;
* fields are whatever snow is left: a coarse raster (`_Grid`) of the obstacles is flood-filled from each
  field's half-edges, which gives every field its region, its follower anchor and its highlight path, and
  lets the tests check that the drawing separates exactly the fields the catalogue separates.

Rotated queries (`location_anchor`, `segment_path`) take the rotation-0 geometry of the segment the
engine's location name picks and turn its points, so they agree with `<use transform="rotate(...)">`
by construction.  Nothing here imports `js` or `pyscript`: it runs on CPython for the tests and in
Pyodide in the page; the work per tile type is a few thousand arithmetic steps, done once.
"""

from __future__ import annotations

import html
import math
from dataclasses import dataclass, field
from functools import lru_cache

from carcassonne.geometry import oriented
from carcassonne.tiles import EDGE_NAMES, HALF_NAMES, TILE_TYPES, TileType

__all__ = [
    "TILE", "PALETTE", "MEEPLE_COLOURS", "tile_defs", "tile_svg", "tile_content", "location_anchor",
    "segment_path", "meeple_svg", "gingerbread_svg",
]

#: A tile is a TILE x TILE box in SVG user units; the app lays the board out in multiples of it.
TILE = 100

#: Theme colours, exported so the page's CSS and legend can reuse the very same values.
PALETTE: dict[str, str] = {
    "snow": "#f2f6fa",          # field
    "snow_shade": "#dce6ef",    # drifts, shadows on snow
    "seam": "#dfe5eb",          # faint line between tiles on open snow
    "road": "#cdbfae",          # packed snow on a road
    "road_edge": "#9d8b78",
    "road_rut": "#b6a590",
    "city": "#d8c6aa",          # paving inside the walls
    "wall": "#6e5d4e",
    "wall_top": "#b9aa97",
    "gate": "#3f3329",
    "roof": "#b1533d",
    "roof_dark": "#8b4a3c",
    "roof_snow": "#ffffff",
    "house_wall": "#efe5d6",
    "pennant": "#2d5aa6",
    "pennant_trim": "#ffffff",
    "cathedral": "#9aa1b2",
    "cathedral_roof": "#545c70",
    "monastery": "#ece0c8",
    "monastery_roof": "#8a4733",
    "outline": "#4b3d31",
    "cross": "#c89b2a",
    "garden_hedge": "#4d7f57",
    "garden_tree": "#2f5e3f",
    "inn": "#8d5b3a",
    "inn_window": "#f5c542",
    "river_ice": "#d3eaf7",
    "river_edge": "#7fb0d0",
    "river_glint": "#ffffff",
    "rock": "#8f959c",
    "well_water": "#c4d6e4",
    "bridge": "#7f6047",
    "tracks": "#9fb2c4",
    "gingerbread": "#b8702e",
    "icing": "#ffffff",
}

#: Fill for each player colour name: the names are the app's, the shades are chosen to read on snow.
MEEPLE_COLOURS: dict[str, str] = {
    "red": "#d7372f",
    "blue": "#2f67cc",
    "green": "#2f9a4b",
    "yellow": "#f0c020",
    "black": "#232328",
    "pink": "#ee7fb4",
}

Pt = tuple[float, float]
#: A path command with absolute points: ("M", p) | ("L", p) | ("C", p1, p2, p3) | ("Z",).
Op = tuple

CENTRE: Pt = (50.0, 50.0)
#: Midpoint of each edge N E S W (indexes 0..3) and the unit vector pointing into the tile from it.
_MID: tuple[Pt, ...] = ((50.0, 0.0), (100.0, 50.0), (50.0, 100.0), (0.0, 50.0))
_IN: tuple[Pt, ...] = ((0.0, 1.0), (-1.0, 0.0), (0.0, -1.0), (1.0, 0.0))
_EDGE = {name: i for i, name in enumerate(EDGE_NAMES)}
_HALF = {name: i for i, name in enumerate(HALF_NAMES)}
#: Bezier handle length that makes a quarter circle of radius 50 (a road or river turning a corner).
_ARC = 27.6

ROAD_HW = 6.0      # half width of a road band (outline included)
RIVER_HW = 8.0     # half width of the river band
PATH_HW = 3.5      # the short decorative paths from a crossing to city gates (IC05)
WALL_HW = 3.2      # a wall line that separates fields on its own (IC07)

# The animals of the winter tiles (decoration only; from the catalogue's notes).
_ANIMALS = {
    "WE01": "deer", "WE02": "boar", "WE03": "wolf", "WE04": "crow", "WE05": "fox", "WE06": "deer",
    "WE07": "bear", "WE08": "bear", "WE09": "wolpertinger", "WE10": "crow", "WE11": "boar", "WE12": "wolf",
}
_POND_TILES = frozenset({"WE05"})  # the winter fox tile shows a frozen pond (no inn)


# ---------------------------------------------------------------------------------------------------
# small geometry
# ---------------------------------------------------------------------------------------------------

def _num(v: float) -> str:
    """One decimal is finer than a screen pixel at any board zoom; keeps the markup short."""
    r = round(v, 1)
    if r == int(r):
        return str(int(r))
    return repr(r)


def _turn(p: Pt, rot: int) -> Pt:
    """Turn a point clockwise by `rot` degrees (a multiple of 90) about the tile centre (y down)."""
    x, y = p
    for _ in range((rot // 90) % 4):
        x, y = TILE - y, x
    return (x, y)


def _add(p: Pt, v: Pt, k: float = 1.0) -> Pt:
    return (p[0] + v[0] * k, p[1] + v[1] * k)


def _dist(a: Pt, b: Pt) -> float:
    return math.hypot(a[0] - b[0], a[1] - b[1])


def _unit(v: Pt) -> Pt:
    n = math.hypot(v[0], v[1]) or 1.0
    return (v[0] / n, v[1] / n)


def _seg_dist(p: Pt, a: Pt, b: Pt) -> float:
    ax, ay = a
    dx, dy = b[0] - ax, b[1] - ay
    ll = dx * dx + dy * dy
    t = 0.0 if ll == 0 else max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / ll))
    return math.hypot(p[0] - ax - t * dx, p[1] - ay - t * dy)


def _line_dist(p: Pt, line: list[Pt]) -> float:
    return min(_seg_dist(p, line[i], line[i + 1]) for i in range(len(line) - 1))


def _inside(p: Pt, poly: list[Pt]) -> bool:
    x, y = p
    inside = False
    j = len(poly) - 1
    for i in range(len(poly)):
        xi, yi = poly[i]
        xj, yj = poly[j]
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
            inside = not inside
        j = i
    return inside


def _bezier(p0: Pt, p1: Pt, p2: Pt, p3: Pt, t: float) -> Pt:
    u = 1 - t
    a, b, c, d = u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t
    return (a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1])


def _turn_ops(ops: list[Op], rot: int) -> list[Op]:
    return [(op[0], *(_turn(p, rot) for p in op[1:])) for op in ops]


def _d(ops: list[Op], rot: int = 0) -> str:
    """Serialise path commands as an SVG `d`, turning every point (so curves turn with the tile)."""
    out = []
    for op in ops:
        pts = " ".join(f"{_num(x)},{_num(y)}" for x, y in (_turn(p, rot) for p in op[1:]))
        out.append(op[0] + pts)
    return "".join(out)


def _flatten(ops: list[Op], steps: int = 12) -> list[list[Pt]]:
    """Polylines of a path's subpaths (curves sampled), for hit tests and rasterising."""
    lines: list[list[Pt]] = []
    cur: list[Pt] = []
    for op in ops:
        if op[0] == "M":
            cur = [op[1]]
            lines.append(cur)
        elif op[0] == "L":
            cur.append(op[1])
        elif op[0] == "C":
            p0 = cur[-1]
            cur.extend(_bezier(p0, op[1], op[2], op[3], i / steps) for i in range(1, steps + 1))
        elif op[0] == "Z" and cur and cur[0] != cur[-1]:
            cur.append(cur[0])
    return lines


def _length(line: list[Pt]) -> float:
    return sum(_dist(line[i], line[i + 1]) for i in range(len(line) - 1))


def _at(line: list[Pt], frac: float) -> tuple[Pt, Pt]:
    """The point at a fraction of a polyline's length, and the unit direction there."""
    goal = _length(line) * frac
    for i in range(len(line) - 1):
        a, b = line[i], line[i + 1]
        seg = _dist(a, b)
        if seg > 0 and goal <= seg:
            t = goal / seg
            return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t), _unit((b[0] - a[0], b[1] - a[1]))
        goal -= seg
    a, b = line[-2], line[-1]
    return b, _unit((b[0] - a[0], b[1] - a[1]))


def _band(line: list[Pt], hw: float) -> list[Pt]:
    """Outline polygon of a band of half width `hw` along a polyline (a road's highlight)."""
    left: list[Pt] = []
    right: list[Pt] = []
    for i, p in enumerate(line):
        a = line[max(0, i - 1)]
        b = line[min(len(line) - 1, i + 1)]
        dx, dy = _unit((b[0] - a[0], b[1] - a[1]))
        left.append((p[0] - dy * hw, p[1] + dx * hw))
        right.append((p[0] + dy * hw, p[1] - dx * hw))
    return left + right[::-1]


def _poly_ops(pts: list[Pt]) -> list[Op]:
    return [("M", pts[0]), *(("L", p) for p in pts[1:]), ("Z",)]


def _clamp_box(p: Pt) -> Pt:
    return (min(max(p[0], 0.0), float(TILE)), min(max(p[1], 0.0), float(TILE)))


# ---------------------------------------------------------------------------------------------------
# the raster of obstacles: fields, free snow, clearance
# ---------------------------------------------------------------------------------------------------

_G = 25                 # cells per side
_CELL = TILE / _G       # 4 units: narrower than any barrier band, so a 4-connected flood cannot cross one
_N = _G * _G


def _cx(i: int) -> float:
    return _CELL * i + _CELL / 2


_CX = [_cx(i) for i in range(_G)]
#: Distance from each cell centre to the tile border.
_BORDER = [min(_CX[k % _G], TILE - _CX[k % _G], _CX[k // _G], TILE - _CX[k // _G]) for k in range(_N)]
#: Candidate spots for buildings: a 5-unit lattice, so the centre line (50) is among them.
_SPOTS = [(5.0 * i, 5.0 * j) for j in range(1, 20) for i in range(1, 20)]


def _cell_of(p: Pt) -> int:
    i = min(_G - 1, max(0, int(p[0] // _CELL)))
    j = min(_G - 1, max(0, int(p[1] // _CELL)))
    return j * _G + i


class _Grid:
    """A coarse raster of the tile: `block` marks what separates fields (cities, walls, roads, river,
    monastery), `clutter` marks what a follower should not stand on but fields flow around (garden,
    inn, house, decorations).  Cheap enough to build for every tile type in Pyodide."""

    def __init__(self) -> None:
        self.block = bytearray(_N)
        self.clutter = bytearray(_N)
        self._clear: list[float] | None = None

    def polygon(self, poly: list[Pt], target: bytearray) -> None:
        n = len(poly)
        for j in range(_G):
            y = _CX[j]
            xs = []
            for k in range(n):
                (x0, y0), (x1, y1) = poly[k], poly[(k + 1) % n]
                if (y0 > y) != (y1 > y):
                    xs.append(x0 + (y - y0) * (x1 - x0) / (y1 - y0))
            xs.sort()
            for a, b in zip(xs[::2], xs[1::2]):
                for i in range(max(0, math.ceil((a - _CELL / 2) / _CELL)), min(_G, math.floor((b - _CELL / 2) / _CELL) + 1)):
                    target[j * _G + i] = 1
        self._clear = None

    def thick(self, line: list[Pt], hw: float, target: bytearray) -> None:
        hw2 = hw * hw
        for k in range(len(line) - 1):
            (ax, ay), (bx, by) = line[k], line[k + 1]
            dx, dy = bx - ax, by - ay
            ll = dx * dx + dy * dy or 1e-12
            i0 = max(0, int((min(ax, bx) - hw) // _CELL))
            i1 = min(_G - 1, int((max(ax, bx) + hw) // _CELL))
            j0 = max(0, int((min(ay, by) - hw) // _CELL))
            j1 = min(_G - 1, int((max(ay, by) + hw) // _CELL))
            for j in range(j0, j1 + 1):
                py = _CX[j]
                row = j * _G
                for i in range(i0, i1 + 1):
                    if target[row + i]:
                        continue
                    px = _CX[i]
                    t = ((px - ax) * dx + (py - ay) * dy) / ll
                    t = 0.0 if t < 0 else 1.0 if t > 1 else t
                    ex, ey = px - ax - t * dx, py - ay - t * dy
                    if ex * ex + ey * ey < hw2:
                        target[row + i] = 1
        self._clear = None

    def disc(self, c: Pt, rx: float, target: bytearray, ry: float | None = None) -> None:
        """Mark an ellipse; for clutter, the clearance map is updated in place rather than rebuilt."""
        ry = rx if ry is None else ry
        for j in range(max(0, int((c[1] - ry) // _CELL)), min(_G, int((c[1] + ry) // _CELL) + 1)):
            for i in range(max(0, int((c[0] - rx) // _CELL)), min(_G, int((c[0] + rx) // _CELL) + 1)):
                if ((_CX[i] - c[0]) / rx) ** 2 + ((_CX[j] - c[1]) / ry) ** 2 < 1:
                    target[j * _G + i] = 1
        clear = self._clear
        if clear is not None and target is self.clutter:
            r = max(rx, ry)
            for k in range(_N):
                v = math.hypot(_CX[k % _G] - c[0], _CX[k // _G] - c[1]) - r
                if v < clear[k]:
                    clear[k] = max(0.0, v)
        else:
            self._clear = None

    def free_around(self, c: Pt, r: float) -> bool:
        """No blocked or cluttered cell within `r` of `c` (a cheap local test; no clearance map)."""
        for j in range(max(0, int((c[1] - r) // _CELL)), min(_G, int((c[1] + r) // _CELL) + 1)):
            for i in range(max(0, int((c[0] - r) // _CELL)), min(_G, int((c[0] + r) // _CELL) + 1)):
                k = j * _G + i
                if (self.block[k] or self.clutter[k]) and math.hypot(_CX[i] - c[0], _CX[j] - c[1]) < r:
                    return False
        return True

    def clearance(self) -> list[float]:
        """Distance (units) from each cell to the nearest blocked or cluttered cell or the tile border:
        a two-pass chamfer transform, good to a unit or two, which is all placement needs."""
        if self._clear is not None:
            return self._clear
        big = 1e9
        block, clutter = self.block, self.clutter
        d = [0.0 if (block[k] or clutter[k]) else big for k in range(_N)]
        s, dg = _CELL, _CELL * math.sqrt(2)
        G = _G
        for j in range(G):
            row = j * G
            for i in range(G):
                k = row + i
                v = d[k]
                if v == 0.0:
                    continue
                if i > 0 and d[k - 1] + s < v:
                    v = d[k - 1] + s
                if j > 0:
                    if d[k - G] + s < v:
                        v = d[k - G] + s
                    if i > 0 and d[k - G - 1] + dg < v:
                        v = d[k - G - 1] + dg
                    if i < G - 1 and d[k - G + 1] + dg < v:
                        v = d[k - G + 1] + dg
                d[k] = v
        for j in range(G - 1, -1, -1):
            row = j * G
            for i in range(G - 1, -1, -1):
                k = row + i
                v = d[k]
                if v == 0.0:
                    continue
                if i < G - 1 and d[k + 1] + s < v:
                    v = d[k + 1] + s
                if j < G - 1:
                    if d[k + G] + s < v:
                        v = d[k + G] + s
                    if i < G - 1 and d[k + G + 1] + dg < v:
                        v = d[k + G + 1] + dg
                    if i > 0 and d[k + G - 1] + dg < v:
                        v = d[k + G - 1] + dg
                d[k] = v
        for k in range(_N):
            if d[k]:
                d[k] = min(d[k] - _CELL / 2, _BORDER[k])
        self._clear = d
        return d

    def flood(self, seeds: list[int]) -> set[int]:
        region = {k for k in seeds if not self.block[k]}
        todo = list(region)
        while todo:
            k = todo.pop()
            i, j = k % _G, k // _G
            for n, ok in ((k - 1, i > 0), (k + 1, i < _G - 1), (k - _G, j > 0), (k + _G, j < _G - 1)):
                if ok and n not in region and not self.block[n]:
                    region.add(n)
                    todo.append(n)
        return region


def _half_seeds(h: int) -> list[int]:
    """Border cells along one half-edge (corner cells left out: they touch two half-edges)."""
    if h in (0, 1):      # north edge: NNW west half, NNE east half
        rng = range(1, _G // 2) if h == 0 else range(_G // 2 + 1, _G - 1)
        return list(rng)
    if h in (4, 5):      # south edge: SSE east half, SSW west half
        rng = range(_G // 2 + 1, _G - 1) if h == 4 else range(1, _G // 2)
        return [(_G - 1) * _G + i for i in rng]
    if h in (2, 3):      # east edge: ENE north half, ESE south half
        rng = range(1, _G // 2) if h == 2 else range(_G // 2 + 1, _G - 1)
        return [j * _G + _G - 1 for j in rng]
    rng = range(_G // 2 + 1, _G - 1) if h == 6 else range(1, _G // 2)  # west: WSW south, WNW north
    return [j * _G for j in rng]


def _region_outline(region: set[int]) -> list[Op]:
    """A smoothed outline of a set of cells (holes kept by winding), as path commands."""
    nxt: dict[Pt, list[Pt]] = {}

    def edge(a: Pt, b: Pt) -> None:
        nxt.setdefault(a, []).append(b)

    for k in region:
        i, j = k % _G, k // _G
        x0, y0, x1, y1 = i * _CELL, j * _CELL, (i + 1) * _CELL, (j + 1) * _CELL
        if j == 0 or k - _G not in region:
            edge((x0, y0), (x1, y0))
        if i == _G - 1 or k + 1 not in region:
            edge((x1, y0), (x1, y1))
        if j == _G - 1 or k + _G not in region:
            edge((x1, y1), (x0, y1))
        if i == 0 or k - 1 not in region:
            edge((x0, y1), (x0, y0))
    ops: list[Op] = []
    while nxt:
        start = min(nxt)
        loop = [start]
        cur = start
        while True:
            outs = nxt[cur]
            b = outs.pop()
            if not outs:
                del nxt[cur]
            if b == start:
                break
            loop.append(b)
            cur = b
        # drop collinear points, then one round of corner cutting so the blob reads as an area
        pts = [p for n, p in enumerate(loop)
               if (loop[n - 1][0] - p[0]) * (loop[(n + 1) % len(loop)][1] - p[1])
               != (loop[n - 1][1] - p[1]) * (loop[(n + 1) % len(loop)][0] - p[0])]
        smooth: list[Pt] = []
        for n, p in enumerate(pts):
            q = pts[(n + 1) % len(pts)]
            smooth.append((p[0] * 0.75 + q[0] * 0.25, p[1] * 0.75 + q[1] * 0.25))
            smooth.append((p[0] * 0.25 + q[0] * 0.75, p[1] * 0.25 + q[1] * 0.75))
        # keep the outline on the tile border where the cells reach it, so fields join across tiles
        smooth = [_snap(p) for p in smooth]
        ops.extend(_poly_ops(smooth))
    return ops


def _snap(p: Pt) -> Pt:
    x, y = p
    if x < 1.5:
        x = 0.0
    elif x > TILE - 1.5:
        x = float(TILE)
    if y < 1.5:
        y = 0.0
    elif y > TILE - 1.5:
        y = float(TILE)
    return (x, y)


# ---------------------------------------------------------------------------------------------------
# city shapes
# ---------------------------------------------------------------------------------------------------

@dataclass
class _CityShape:
    fill: list[Op]
    walls: list[Op]
    anchor: Pt
    pennant_spots: list[Pt]
    cathedral: Pt


# Canonical shapes, by the set of edges joined, in one orientation; others are quarter turns of these.
# The caps leave each corner at 40 degrees, so two caps sharing a corner (tiles I, IC03, IC04) never
# overlap; a corner city bulges just short of the centre, leaving room for an E-S road or river.
_CAP = _CityShape(
    [("M", (0, 0)), ("L", (100, 0)), ("C", (88, 10), (70, 30), (50, 30)), ("C", (30, 30), (12, 10), (0, 0)), ("Z",)],
    [("M", (100, 0)), ("C", (88, 10), (70, 30), (50, 30)), ("C", (30, 30), (12, 10), (0, 0))],
    (40, 13), [(67, 11), (80, 8)], (50, 14))
_CORNER = _CityShape(  # joins W and N
    [("M", (100, 0)), ("L", (0, 0)), ("L", (0, 100)), ("C", (20, 60), (60, 20), (100, 0)), ("Z",)],
    [("M", (0, 100)), ("C", (20, 60), (60, 20), (100, 0))],
    (22, 22), [(44, 13), (13, 44)], (24, 24))
_BAND = _CityShape(  # joins E and W
    [("M", (0, 0)), ("C", (30, 32), (70, 32), (100, 0)), ("L", (100, 100)), ("C", (70, 68), (30, 68), (0, 100)), ("Z",)],
    [("M", (0, 0)), ("C", (30, 32), (70, 32), (100, 0)), ("M", (100, 100)), ("C", (70, 68), (30, 68), (0, 100))],
    (64, 50), [(30, 50), (14, 50)], (50, 50))
_THREE = _CityShape(  # joins W, N and E
    [("M", (0, 0)), ("L", (100, 0)), ("L", (100, 100)), ("C", (75, 64), (25, 64), (0, 100)), ("Z",)],
    [("M", (100, 100)), ("C", (75, 64), (25, 64), (0, 100))],
    (50, 36), [(24, 24), (76, 24)], (50, 36))
_FULL = _CityShape(
    [("M", (0, 0)), ("L", (100, 0)), ("L", (100, 100)), ("L", (0, 100)), ("Z",)],
    [], (50, 50), [(72, 28), (28, 72)], (50, 50))
_SHAPES: tuple[tuple[frozenset[int], _CityShape], ...] = (
    (frozenset({0}), _CAP), (frozenset({3, 0}), _CORNER), (frozenset({1, 3}), _BAND),
    (frozenset({3, 0, 1}), _THREE), (frozenset({0, 1, 2, 3}), _FULL))

# IC07: the cap's wall carries on down to the south-east corner, fencing off an east field strip.
_IC07 = _CityShape(
    [("M", (0, 0)), ("L", (100, 0)), ("C", (90, 9), (82, 20), (80, 33)), ("C", (62, 40), (22, 32), (0, 0)), ("Z",)],
    [("M", (0, 0)), ("C", (22, 32), (62, 40), (80, 33)),
     ("M", (100, 0)), ("C", (90, 9), (82, 20), (80, 33)), ("C", (78, 58), (84, 84), (100, 100))],
    (38, 14), [(62, 12)], (50, 14))
_CITY_OVERRIDES: dict[tuple[str, int], _CityShape] = {("IC07", 0): _IC07}


def _city_shape(tile_id: str, index: int, edges: frozenset[int]) -> _CityShape:
    """The wall-bounded shape of a city joining `edges`: a canonical shape turned to fit."""
    over = _CITY_OVERRIDES.get((tile_id, index))
    if over is not None:
        return over
    for canon, shape in _SHAPES:
        for q in range(4):
            if frozenset((e + q) % 4 for e in canon) == edges:
                rot = 90 * q
                return _CityShape(_turn_ops(shape.fill, rot), _turn_ops(shape.walls, rot), _turn(shape.anchor, rot),
                                  [_turn(p, rot) for p in shape.pennant_spots], _turn(shape.cathedral, rot))
    raise ValueError(f"no city shape for edges {sorted(edges)} of {tile_id}")


# ---------------------------------------------------------------------------------------------------
# the layout of one tile type at rotation 0
# ---------------------------------------------------------------------------------------------------

@dataclass
class _City:
    shape: _CityShape
    poly: list[Pt]
    wall_lines: list[list[Pt]]
    pennants: int
    cathedral: bool


@dataclass
class _Road:
    ops: list[Op]
    line: list[Pt]
    edges: tuple[int, ...]
    end: str | None
    inn: bool
    anchor: Pt = (0.0, 0.0)
    gate: tuple[Pt, Pt] | None = None  # point on the wall and the direction out of the city


@dataclass
class _Layout:
    tile: TileType
    cities: list[_City] = field(default_factory=list)
    roads: list[_Road] = field(default_factory=list)
    river: list[list[Op]] = field(default_factory=list)
    river_lines: list[list[Pt]] = field(default_factory=list)
    spring: Pt | None = None
    lake: Pt | None = None
    monastery: Pt | None = None
    garden: Pt | None = None
    house: Pt | None = None
    hamlet: Pt | None = None        # houses at a junction of three or more roads
    crossing: Pt | None = None      # a two-road crossing (IC05): a small well
    paths: list[list[Op]] = field(default_factory=list)
    bridges: list[tuple[Pt, Pt]] = field(default_factory=list)
    inns: list[tuple[Pt, Pt]] = field(default_factory=list)    # position, road direction there
    tracks: Pt | None = None        # animal prints (winter tiles)
    pond: Pt | None = None
    gingerbread: Pt | None = None
    grid: _Grid = field(default_factory=_Grid)


MONASTERY_BOX = (12.0, 13.0)   # half width, half height of the monastery footprint
GARDEN_R = 9.0


def _lead(start: Pt, inward: Pt, end: Pt, out: Pt) -> list[Op]:
    """A cubic from an edge midpoint (leaving straight into the tile) to `end`, arriving along `-out`."""
    k = _dist(start, end) * 0.4
    return [("M", start), ("C", _add(start, inward, k), _add(end, out, k), end)]


def _between(a: int, b: int) -> list[Op]:
    """Centre line joining two edge midpoints: straight across, or a quarter circle round a corner."""
    p0, p3 = _MID[a], _MID[b]
    if (a - b) % 2 == 0:
        return [("M", p0), ("L", p3)]
    return [("M", p0), ("C", _add(p0, _IN[a], _ARC), _add(p3, _IN[b], _ARC), p3)]


def _nearest_wall(cities: list[_City], aim: Pt) -> tuple[Pt, Pt]:
    """The point of any city wall closest to `aim`, and the unit normal there pointing out of the city."""
    best: tuple[float, Pt, Pt] | None = None
    for city in cities:
        for line in city.wall_lines:
            for n in range(1, len(line) - 1):
                p = line[n]
                d = _dist(p, aim)
                if best is None or d < best[0]:
                    tx, ty = _unit((line[n + 1][0] - line[n - 1][0], line[n + 1][1] - line[n - 1][1]))
                    normal = (-ty, tx)
                    probe = _add(p, normal, 2.0)
                    if _inside(probe, city.poly):
                        normal = (ty, -tx)
                    best = (d, p, normal)
    assert best is not None, "a road ends at a city gate on a tile without a city wall"
    return best[1], best[2]


def _best_spot(grid: _Grid, radius: float, prefer: Pt, candidates: list[Pt] | None = None) -> Pt:
    """The free spot that fits `radius` best, nearest `prefer` among equals (deterministic: scans
    top to bottom, so exact ties go north)."""
    clear = grid.clearance()
    best, best_score = prefer, -1e9
    cap = radius + 6
    block, clutter = grid.block, grid.clutter
    qx, qy = prefer
    for p in _SPOTS if candidates is None else candidates:
        x, y = p
        if not (0 < x < TILE and 0 < y < TILE):
            continue
        k = int(y // _CELL) * _G + int(x // _CELL)
        if block[k] or clutter[k]:
            continue
        score = min(clear[k], x, TILE - x, y, TILE - y, cap) - 0.04 * math.hypot(x - qx, y - qy)
        if score > best_score + 1e-9:
            best, best_score = p, score
    return best


@lru_cache(maxsize=None)
def _layout(tile_id: str) -> _Layout:
    """Place every feature of a tile type at rotation 0 (cached: tile types never change)."""
    tile = TILE_TYPES[tile_id]
    lay = _Layout(tile)
    grid = lay.grid

    for index, spec in enumerate(tile.cities):
        shape = _city_shape(tile_id, index, frozenset(_EDGE[e] for e in spec.edges))
        poly = _flatten(shape.fill)[0]
        if spec.cathedral:
            # the cathedral stands where a follower would: move the follower into the streets
            shape = _CityShape(shape.fill, shape.walls, _add(shape.cathedral, (-24, 24)),
                               shape.pennant_spots, shape.cathedral)
        lay.cities.append(_City(shape, poly, _flatten(shape.walls), spec.pennants, spec.cathedral))
        grid.polygon(poly, grid.block)
        for wall in _flatten(shape.walls):
            grid.thick(wall, WALL_HW, grid.block)

    # the river first: buildings keep clear of it
    river_edges = [_EDGE[e] for e in tile.river]
    if len(river_edges) == 2:
        lay.river.append(_between(*river_edges))
    elif len(river_edges) == 1:
        e = river_edges[0]
        if tile.spring:
            lay.spring = _add(CENTRE, _IN[e], 8)
            lay.river.append([("M", _MID[e]), ("L", lay.spring)])
        else:
            lay.lake = _add(CENTRE, _IN[e], 10)
            lay.river.append([("M", _MID[e]), ("L", lay.lake)])
    for ops in lay.river:
        line = _flatten(ops)[0]
        lay.river_lines.append(line)
        grid.thick(line, RIVER_HW, grid.block)
    if lay.spring:
        grid.disc(lay.spring, 11, grid.block)
    if lay.lake:
        grid.disc(lay.lake, 28, grid.block, 22)

    if tile.monastery:
        spot = CENTRE
        if lay.river:
            # north of the river when there is a choice (RH's printed monastery stands north of it)
            spot = _best_spot(grid, 15, (50, 30))
        lay.monastery = spot
        hw, hh = MONASTERY_BOX
        grid.polygon([(spot[0] - hw, spot[1] - hh), (spot[0] + hw, spot[1] - hh),
                      (spot[0] + hw, spot[1] + hh), (spot[0] - hw, spot[1] + hh)], grid.block)

    junction_roads = sum(1 for r in tile.roads if r.ends_at == "junction")
    for spec in tile.roads:
        edges = tuple(_EDGE[e] for e in spec.edges)
        gate = None
        if len(edges) == 2:
            ops = _between(*edges)
        else:
            e = edges[0]
            start = _MID[e]
            if spec.ends_at == "junction":
                ops = [("M", start), ("L", CENTRE)]
            elif spec.ends_at == "monastery":
                assert lay.monastery is not None
                ops = _lead(start, _IN[e], lay.monastery, _unit((start[0] - lay.monastery[0], start[1] - lay.monastery[1])))
            elif spec.ends_at == "house":
                lay.house = _add(CENTRE, _IN[e], 4)
                ops = [("M", start), ("L", lay.house)]
            else:  # a city gate
                gate = _nearest_wall(lay.cities, _add(start, _IN[e], 35))
                ops = _lead(start, _IN[e], gate[0], gate[1])
        line = _flatten(ops)[0]
        road = _Road(ops, line, edges, spec.ends_at, spec.inn, gate=gate)
        lay.roads.append(road)
        grid.thick(line, ROAD_HW, grid.block)
        for river in lay.river_lines:
            hit = _crossing(line, river)
            if hit:
                lay.bridges.append(hit)

    if junction_roads >= 3:
        lay.hamlet = CENTRE
    elif junction_roads:
        lay.crossing = CENTRE
        road_edges = {e for r in lay.roads for e in r.edges}
        for city in lay.cities:
            own = [i for i, e in enumerate(EDGE_NAMES) if i not in road_edges and _inside(_add(_MID[i], _IN[i], 3), city.poly)]
            if own:
                gate, out = _nearest_wall([city], CENTRE)
                ops = _lead(CENTRE, _unit((gate[0] - 50, gate[1] - 50)), gate, out)
                lay.paths.append(ops)
                grid.thick(_flatten(ops)[0], PATH_HW + 0.5, grid.block)

    # things standing in the snow: placed where there is room, then kept free of followers
    for road in lay.roads:
        if road.inn:
            cands = []
            for frac in (0.5, 0.42, 0.58, 0.35, 0.65):
                p, (dx, dy) = _at(road.line, frac)
                cands += [(p[0] - dy * 13, p[1] + dx * 13), (p[0] + dy * 13, p[1] - dx * 13)]
            mid, _ = _at(road.line, 0.5)
            spot = _best_spot(grid, 7, mid, cands)
            near = min(range(len(road.line)), key=lambda n: _dist(road.line[n], spot))
            a, b = road.line[max(0, near - 1)], road.line[min(len(road.line) - 1, near + 1)]
            lay.inns.append((spot, _unit((b[0] - a[0], b[1] - a[1]))))
            grid.disc(spot, 8, grid.clutter)
    if lay.house:
        grid.disc(lay.house, 10, grid.clutter)
    if lay.hamlet or lay.crossing:
        grid.disc(CENTRE, 8, grid.clutter)
    if tile.garden:
        lay.garden = _best_spot(grid, GARDEN_R + 1, CENTRE)
        grid.disc(lay.garden, GARDEN_R + 1, grid.clutter)
    if tile_id in _POND_TILES:
        lay.pond = _best_spot(grid, 9, (70, 70))
        grid.disc(lay.pond, 10, grid.clutter, 8)
    if tile.gingerbread:
        lay.gingerbread = _best_spot(grid, 8, (72, 72))
        grid.disc(lay.gingerbread, 9, grid.clutter)
    if tile_id in _ANIMALS:
        spot = _best_spot(grid, 7, (78, 30))
        lay.tracks = spot
        grid.disc(spot, 8, grid.clutter)

    _place_roads(lay)
    return lay


def _crossing(road: list[Pt], river: list[Pt]) -> tuple[Pt, Pt] | None:
    """Where a road crosses the river (for a bridge): the point and the road's direction there."""
    for i in range(len(road) - 1):
        a, b = road[i], road[i + 1]
        for j in range(len(river) - 1):
            c, d = river[j], river[j + 1]
            den = (b[0] - a[0]) * (d[1] - c[1]) - (b[1] - a[1]) * (d[0] - c[0])
            if abs(den) < 1e-12:
                continue
            t = ((c[0] - a[0]) * (d[1] - c[1]) - (c[1] - a[1]) * (d[0] - c[0])) / den
            u = ((c[0] - a[0]) * (b[1] - a[1]) - (c[1] - a[1]) * (b[0] - a[0])) / den
            if 0 <= t <= 1 and 0 <= u <= 1:
                return (a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])), _unit((b[0] - a[0], b[1] - a[1]))
    return None


@dataclass
class _Fields:
    regions: list[set[int]]                 # open-snow cells of each field segment
    anchors: list[Pt]
    conflicts: list[tuple[int, int]]        # fields the drawing fails to keep apart (must be none)


@lru_cache(maxsize=None)
def _fields(tile_id: str) -> _Fields:
    """Flood each field from its half-edges; its anchor is its roomiest cell (ties: nearest its
    middle).  Separate from `_layout` and lazy: drawing the defs never needs it."""
    lay = _layout(tile_id)
    grid = lay.grid
    clear = grid.clearance()
    floods: list[set[int]] = []
    for spec in lay.tile.fields:
        seeds = [k for h in spec.halves for k in _half_seeds(_HALF[h])]
        floods.append(grid.flood(seeds) if seeds else set())
    conflicts = [(a, b) for a in range(len(floods)) for b in range(a + 1, len(floods)) if floods[a] & floods[b]]
    taken = set().union(*floods) if floods else set()
    for n, spec in enumerate(lay.tile.fields):
        if spec.inner:
            free = {k for k in range(_N) if not grid.block[k] and k not in taken}
            best: set[int] = set()
            while free:
                comp = grid.flood([min(free)])
                free -= comp
                if len(comp) > len(best):
                    best = comp
            floods[n] = best
    anchors = []
    for region in floods:
        if not region:
            anchors.append(CENTRE)
            continue
        mx = sum(_CX[k % _G] for k in region) / len(region)
        my = sum(_CX[k // _G] for k in region) / len(region)
        best_k = max(sorted(region), key=lambda k: min(clear[k], 16.0) - 0.03 * _dist((_CX[k % _G], _CX[k // _G]), (mx, my)))
        anchors.append((_CX[best_k % _G], _CX[best_k // _G]))
    return _Fields(floods, anchors, conflicts)


def _place_roads(lay: _Layout) -> None:
    """A road's follower stands halfway along its visible part (one-edge roads stop short of the
    building or hamlet they lead to)."""
    for road in lay.roads:
        if len(road.edges) == 2:
            frac = 0.5
        elif road.end == "junction":
            frac = 0.42
        elif road.end in ("monastery", "house"):
            length = _length(road.line)
            frac = max(0.25, (length - 14) / 2 / length)
        else:
            frac = 0.5
        road.anchor, _ = _at(road.line, frac)
        # keep clear of a bridge or inn on the same road
        for spot, _ in lay.bridges + lay.inns:
            if _dist(road.anchor, spot) < 9:
                road.anchor, _ = _at(road.line, frac + 0.2 if frac < 0.6 else frac - 0.2)


# ---------------------------------------------------------------------------------------------------
# drawing
# ---------------------------------------------------------------------------------------------------

def _path(d: str, fill: str = "none", **attrs: str | float) -> str:
    extra = "".join(f' {k.replace("_", "-")}="{v}"' for k, v in attrs.items())
    return f'<path d="{d}" fill="{fill}"{extra}/>'


def _stroke(d: str, **attrs: str | float) -> str:
    """A stroked path for use inside a `<g fill="none">` (saves repeating the fill on every line)."""
    extra = "".join(f' {k.replace("_", "-")}="{v}"' for k, v in attrs.items())
    return f'<path d="{d}"{extra}/>'


def _houses(spots: list[Pt], size: float = 1.0) -> str:
    """Little snowy-roofed houses, drawn as four compound paths however many there are (walls and
    snow are short stroked lines, roofs trapezoids in two colours): a few dozen bytes a house keeps
    a whole-city symbol small."""
    if not spots:
        return ""
    P = PALETTE
    s = size
    walls, roofs, roofs2, snow = [], [], [], []
    for n, (x, y) in enumerate(spots):
        walls.append(f"M{_num(x - 5 * s)},{_num(y + 2 * s)}h{_num(10 * s)}")
        (roofs2 if n % 3 == 1 else roofs).append(
            f"M{_num(x - 6 * s)},{_num(y)}l{_num(2.5 * s)}-{_num(6 * s)}h{_num(7 * s)}l{_num(2.5 * s)},{_num(6 * s)}z")
        snow.append(f"M{_num(x - 3 * s)},{_num(y - 4 * s)}h{_num(6 * s)}")
    return (_path("".join(walls), stroke=P["house_wall"], stroke_width=_num(3.4 * s))
            + _path("".join(roofs), P["roof"])
            + (_path("".join(roofs2), P["roof_dark"]) if roofs2 else "")
            + _path("".join(snow), stroke="#fff", stroke_width=_num(3.4 * s)))


def _roof_spots(city: _City, avoid: list[Pt]) -> list[Pt]:
    """Spots for houses inside a city: a jittered staggered lattice, kept off the walls and the tile
    border (a roof cut at a seam looks like an error) and away from pennants and the cathedral."""
    spots = []
    for row in range(8):
        y = 10 + row * 12 + row // 2
        for col in range(8):
            x = 8 + col * 14 + (7 if row % 2 else 0)
            x += ((col * 7 + row * 3) % 5) - 2
            y2 = y + ((col * 5 + row) % 3) - 1
            p = (x, y2)
            if not (6 < x < 94 and 7 < y2 < 95) or not _inside(p, city.poly):
                continue
            if any(_line_dist(p, w) < 8 for w in city.wall_lines):
                continue
            if any(_dist(p, q) < 10 for q in avoid):
                continue
            spots.append(p)
    return spots


def _shield(p: Pt) -> str:
    x, y = p
    return (f'<path d="M{_num(x - 4.5)},{_num(y - 5)}h9v4.5c0,4 -2.5,6 -4.5,7c-2,-1 -4.5,-3 -4.5,-7z" '
            f'fill="{PALETTE["pennant"]}" stroke="{PALETTE["pennant_trim"]}" stroke-width="1.3"/>'
            f'<path d="M{_num(x)},{_num(y - 3.5)}v8M{_num(x - 3)},{_num(y - 0.5)}h6" '
            f'fill="none" stroke="{PALETTE["pennant_trim"]}" stroke-width="1.2"/>')


def _cathedral(p: Pt) -> str:
    """A big stone church with twin spires: nothing else on a tile is grey-blue and that tall."""
    x, y = p
    P = PALETTE
    return (
        f'<path d="M{_num(x - 14)},{_num(y + 12)}V{_num(y - 2)}L{_num(x)},{_num(y - 9)}L{_num(x + 14)},{_num(y - 2)}'
        f'V{_num(y + 12)}z" fill="{P["cathedral"]}" stroke="{P["outline"]}" stroke-width="1.2"/>'
        f'<path d="M{_num(x - 14.5)},{_num(y - 1.5)}L{_num(x)},{_num(y - 10)}L{_num(x + 14.5)},{_num(y - 1.5)}" '
        f'fill="none" stroke="{P["cathedral_roof"]}" stroke-width="3"/>'
        f'<path d="M{_num(x - 14)},{_num(y - 3.5)}L{_num(x)},{_num(y - 11.5)}L{_num(x + 14)},{_num(y - 3.5)}" '
        f'fill="none" stroke="#fff" stroke-width="1.4"/>'
        f'<path d="M{_num(x - 13)},{_num(y + 12)}V{_num(y - 8)}L{_num(x - 9.5)},{_num(y - 20)}L{_num(x - 6)},{_num(y - 8)}'
        f'V{_num(y + 12)}zM{_num(x + 6)},{_num(y + 12)}V{_num(y - 8)}L{_num(x + 9.5)},{_num(y - 20)}L{_num(x + 13)},'
        f'{_num(y - 8)}V{_num(y + 12)}z" fill="{P["cathedral_roof"]}" stroke="{P["outline"]}" stroke-width="1"/>'
        f'<circle cx="{_num(x)}" cy="{_num(y + 1.5)}" r="3" fill="{P["inn_window"]}" stroke="{P["outline"]}" stroke-width=".8"/>'
        f'<path d="M{_num(x - 2.5)},{_num(y + 12)}v-4.5a2.5,2.5 0 0 1 5,0v4.5z" fill="{P["gate"]}"/>'
    )


def _monastery(p: Pt) -> str:
    """A chapel with a bell tower and a golden cross, in the snow (distinct from city houses)."""
    x, y = p
    P = PALETTE
    return (
        f'<ellipse cx="{_num(x + 1)}" cy="{_num(y + 12)}" rx="14" ry="3" fill="{P["snow_shade"]}"/>'
        f'<path d="M{_num(x - 11)},{_num(y + 12)}V{_num(y - 1)}h16V{_num(y + 12)}z" fill="{P["monastery"]}" '
        f'stroke="{P["outline"]}" stroke-width="1.1"/>'
        f'<path d="M{_num(x - 12.5)},{_num(y)}L{_num(x - 8)},{_num(y - 7)}h12.5L{_num(x + 6.5)},{_num(y)}z" '
        f'fill="{P["monastery_roof"]}" stroke="{P["outline"]}" stroke-width="1"/>'
        f'<path d="M{_num(x - 10.5)},{_num(y - 3)}L{_num(x - 8)},{_num(y - 7)}h12.5L{_num(x + 5)},{_num(y - 3)}z" fill="#fff"/>'
        f'<path d="M{_num(x + 4)},{_num(y + 12)}V{_num(y - 6)}h7V{_num(y + 12)}z" fill="{P["monastery"]}" '
        f'stroke="{P["outline"]}" stroke-width="1.1"/>'
        f'<path d="M{_num(x + 3)},{_num(y - 5.5)}L{_num(x + 7.5)},{_num(y - 11)}L{_num(x + 12)},{_num(y - 5.5)}z" '
        f'fill="#fff" stroke="{P["outline"]}" stroke-width="1"/>'
        f'<path d="M{_num(x + 7.5)},{_num(y - 11)}v-6.5M{_num(x + 5)},{_num(y - 15)}h5" '
        f'fill="none" stroke="{P["cross"]}" stroke-width="1.6"/>'
        f'<path d="M{_num(x - 5)},{_num(y + 12)}v-5a2,2 0 0 1 4,0v5z" fill="{P["gate"]}"/>'
        f'<rect x="{_num(x + 6)}" y="{_num(y - 3)}" width="3" height="4" rx="1.5" fill="{P["gate"]}"/>'
    )


def _garden(p: Pt) -> str:
    """A hedged square with snowy shrubs and a fir: green reads as 'garden' at any size."""
    x, y = p
    P = PALETTE
    return (
        f'<rect x="{_num(x - 8.5)}" y="{_num(y - 8.5)}" width="17" height="17" rx="4" fill="#e8f0e6" '
        f'stroke="{P["garden_hedge"]}" stroke-width="3"/>'
        f'<path d="M{_num(x)},{_num(y - 7)}l5,9h-10zM{_num(x)},{_num(y - 3)}l4.5,7.5h-9z" fill="{P["garden_tree"]}"/>'
        f'<path d="M{_num(x - 2)},{_num(y - 3.5)}l2,-3.5l2,3.5z" fill="#fff"/>'
        f'<path d="M{_num(x - 0.8)},{_num(y + 4.5)}h1.6v2.5h-1.6z" fill="{P["inn"]}"/>'
        f'<circle cx="{_num(x - 5)}" cy="{_num(y + 5)}" r="1.6" fill="{P["garden_hedge"]}"/>'
        f'<circle cx="{_num(x + 5)}" cy="{_num(y + 5)}" r="1.6" fill="{P["garden_hedge"]}"/>'
    )


def _inn(p: Pt) -> str:
    """A timber inn with a lit window and a hanging sign (a plain farmhouse has neither)."""
    x, y = p
    P = PALETTE
    return (
        f'<path d="M{_num(x - 6)},{_num(y + 6)}V{_num(y - 1)}h12V{_num(y + 6)}z" fill="{P["inn"]}" '
        f'stroke="{P["outline"]}" stroke-width=".9"/>'
        f'<path d="M{_num(x - 8)},{_num(y)}L{_num(x)},{_num(y - 8)}L{_num(x + 8)},{_num(y)}z" fill="#fff" '
        f'stroke="{P["outline"]}" stroke-width=".9"/>'
        f'<rect x="{_num(x - 3.5)}" y="{_num(y + 0.5)}" width="3" height="3" fill="{P["inn_window"]}"/>'
        f'<rect x="{_num(x + 1)}" y="{_num(y + 1.5)}" width="3" height="4.5" fill="{P["gate"]}"/>'
        f'<path d="M{_num(x + 6)},{_num(y + 1)}h3.5" fill="none" stroke="{P["outline"]}" stroke-width=".8"/>'
        f'<rect x="{_num(x + 7.3)}" y="{_num(y + 1.5)}" width="3.4" height="3" fill="{P["inn_window"]}" '
        f'stroke="{P["outline"]}" stroke-width=".6"/>'
    )


def _farmhouse(p: Pt) -> str:
    """The WE11 farmstead at the end of its road: a long house with a barn."""
    x, y = p
    P = PALETTE
    return (
        f'<path d="M{_num(x - 10)},{_num(y + 6)}V{_num(y - 1)}h13V{_num(y + 6)}zM{_num(x + 3)},{_num(y + 6)}V{_num(y + 1)}h8V{_num(y + 6)}z" '
        f'fill="{P["house_wall"]}" stroke="{P["outline"]}" stroke-width=".9"/>'
        f'<path d="M{_num(x - 12)},{_num(y)}L{_num(x - 7)},{_num(y - 7)}h8L{_num(x + 5)},{_num(y)}z" '
        f'fill="{P["roof"]}" stroke="{P["outline"]}" stroke-width=".9"/>'
        f'<path d="M{_num(x - 10.5)},{_num(y - 2)}L{_num(x - 7)},{_num(y - 7)}h8L{_num(x + 3.5)},{_num(y - 2)}z" fill="#fff"/>'
        f'<path d="M{_num(x + 2)},{_num(y + 1.5)}L{_num(x + 6)},{_num(y - 2.5)}h2L{_num(x + 12)},{_num(y + 1.5)}z" '
        f'fill="#fff" stroke="{P["outline"]}" stroke-width=".8"/>'
        f'<rect x="{_num(x - 4.5)}" y="{_num(y + 1.5)}" width="3" height="4.5" fill="{P["gate"]}"/>'
    )


def _hamlet(p: Pt) -> str:
    """A little square with a house where three or four roads meet: reads as a village crossroads."""
    x, y = p
    P = PALETTE
    return (f'<circle cx="{_num(x)}" cy="{_num(y)}" r="8.5" fill="{P["road"]}" stroke="{P["road_edge"]}" stroke-width="1.5"/>'
            + _houses([(x, y + 2.5)], 1.2))


def _well(p: Pt) -> str:
    x, y = p
    P = PALETTE
    return (f'<circle cx="{_num(x)}" cy="{_num(y)}" r="5" fill="{P["rock"]}" stroke="{P["outline"]}" stroke-width="1"/>'
            f'<circle cx="{_num(x)}" cy="{_num(y)}" r="2.6" fill="{P["well_water"]}"/>')


def _bridge(p: Pt, direction: Pt) -> str:
    """Stone parapets on both sides of the road where it crosses the frozen river."""
    dx, dy = direction
    nx, ny = -dy, dx
    segs = []
    for side in (-1, 1):
        ox, oy = nx * side * (ROAD_HW + 0.8), ny * side * (ROAD_HW + 0.8)
        a = (p[0] + ox - dx * 11, p[1] + oy - dy * 11)
        b = (p[0] + ox + dx * 11, p[1] + oy + dy * 11)
        segs.append(f"M{_num(a[0])},{_num(a[1])}L{_num(b[0])},{_num(b[1])}")
    d = "".join(segs)
    return (_stroke(d, stroke=PALETTE["outline"], stroke_width="3.6", stroke_linecap="round")
            + _stroke(d, stroke=PALETTE["wall_top"], stroke_width="1.8", stroke_linecap="round"))


def _tracks(p: Pt, animal: str) -> str:
    """A short trail of prints in the snow, the hint of the winter tile's animal."""
    x, y = p
    big = animal in ("bear", "boar")
    r = 1.5 if big else 1.1
    pts = [(-6, 4), (-3, 1.5), (0, 3.5), (3, 1), (6, 3)]
    if animal == "crow":
        d = "".join(f"M{_num(x + a)},{_num(y + b)}l-1.3,-2m1.3,2l0,-2.3m0,2.3l1.3,-2" for a, b in pts)
        return _path(d, stroke=PALETTE["tracks"], stroke_width=".8", stroke_linecap="round")
    d = "".join(f"M{_num(x + a - r)},{_num(y + b)}a{_num(r)},{_num(r * 1.3)} 0 1 0 {_num(2 * r)},0a{_num(r)},{_num(r * 1.3)} 0 1 0 {_num(-2 * r)},0z"
                for a, b in pts)
    return _path(d, PALETTE["tracks"])


def _pond(p: Pt) -> str:
    x, y = p
    P = PALETTE
    return (f'<ellipse cx="{_num(x)}" cy="{_num(y)}" rx="9" ry="6.5" fill="{P["river_ice"]}" stroke="{P["river_edge"]}" stroke-width="1.4"/>'
            f'<path d="M{_num(x - 5)},{_num(y - 1)}l4,-2M{_num(x + 1)},{_num(y + 2.5)}l4,-2" fill="none" stroke="#fff" stroke-width="1"/>')


def _gate(p: Pt, out: Pt) -> str:
    x, y = p
    return (f'<circle cx="{_num(x + out[0] * 0.8)}" cy="{_num(y + out[1] * 0.8)}" r="3.6" fill="{PALETTE["gate"]}" '
            f'stroke="{PALETTE["wall_top"]}" stroke-width="1"/>')


#: Where snow drifts may lie, in order of preference (the first two with room are used).
_DRIFT_SPOTS: tuple[Pt, ...] = ((24, 80), (78, 22), (80, 78), (22, 22), (30, 56), (70, 44), (56, 84), (44, 16))


def _drifts(lay: _Layout) -> str:
    """Two soft wind-drift curves in open snow: texture that says 'winter' and costs ~60 bytes.
    They are not clutter, so followers' anchors do not depend on them."""
    grid = lay.grid
    chosen: list[Pt] = []
    for p in _DRIFT_SPOTS:
        if grid.free_around(p, 9) and all(_dist(p, q) > 35 for q in chosen):
            chosen.append(p)
            if len(chosen) == 2:
                break
    return "".join(f"M{_num(x - 6)},{_num(y + 1)}c3-3 8-3 12,0m-5,3c2-1.6 5-1.6 7,0" for x, y in chosen)


def _draw(tile_id: str) -> str:
    """The markup of one tile type at rotation 0 (no ids, no external references, so the same
    string serves as a `<symbol>` body and inside a standalone `<svg>`)."""
    lay = _layout(tile_id)
    P = PALETTE
    # the snow, with a faint seam so the board still reads as tiles where fields run on (roads and
    # cities drawn over it stay seamless)
    out = [f'<rect x=".3" y=".3" width="99.4" height="99.4" fill="{P["snow"]}" stroke="{P["seam"]}" '
           f'stroke-width=".6"/><g fill="none">']

    drifts = _drifts(lay)
    if drifts:
        out.append(_stroke(drifts, stroke=P["snow_shade"], stroke_width="1.6", stroke_linecap="round"))
    if lay.river:
        d = "".join(_d(ops) for ops in lay.river)
        out.append(_stroke(d, stroke=P["river_edge"], stroke_width=_num(2 * RIVER_HW)))
        out.append(_stroke(d, stroke=P["river_ice"], stroke_width=_num(2 * RIVER_HW - 3.5)))
        out.append(_stroke(d, stroke="#fff", stroke_width="1.3", stroke_dasharray="11 6 3 13", stroke_linecap="round"))
    if lay.spring:
        x, y = lay.spring
        out.append(f'<circle cx="{_num(x)}" cy="{_num(y)}" r="11" fill="{P["river_ice"]}" stroke="{P["rock"]}" '
                   f'stroke-width="3.5" stroke-dasharray="4 2.2"/>'
                   f'<circle cx="{_num(x - 1)}" cy="{_num(y - 1)}" r="4" fill="#fff"/>'
                   f'<circle cx="{_num(x)}" cy="{_num(y)}" r="7" stroke="{P["river_edge"]}" stroke-width=".9"/>')
    if lay.lake:
        x, y = lay.lake
        out.append(f'<ellipse cx="{_num(x)}" cy="{_num(y)}" rx="27" ry="21" fill="{P["river_ice"]}" '
                   f'stroke="{P["river_edge"]}" stroke-width="2.2"/>'
                   f'<path d="M{_num(x - 15)},{_num(y - 6)}c6,-5 14,-6 22,-3M{_num(x - 8)},{_num(y + 7)}c6,3 12,2 18,-3" '
                   f'stroke="#fff" stroke-width="1.5" stroke-linecap="round"/>')

    roads = "".join(_d(r.ops) for r in lay.roads)
    paths = "".join(_d(ops) for ops in lay.paths)
    if roads:
        out.append(_stroke(roads, stroke=P["road_edge"], stroke_width=_num(2 * ROAD_HW)))
    if paths:
        out.append(_stroke(paths, stroke=P["road_edge"], stroke_width=_num(2 * PATH_HW)))
    if roads:
        out.append(_stroke(roads, stroke=P["road"], stroke_width=_num(2 * ROAD_HW - 3)))
    if paths:
        out.append(_stroke(paths, stroke=P["road"], stroke_width=_num(2 * PATH_HW - 2.4)))
    if roads:
        # wheel ruts in the packed snow: a darker band under a narrower road-coloured one
        out.append(_stroke(roads, stroke=P["road_rut"], stroke_width="5"))
        out.append(_stroke(roads, stroke=P["road"], stroke_width="3.2"))
    for spot, direction in lay.bridges:
        out.append(_bridge(spot, direction))
    out.append("</g>")

    for city in lay.cities:
        out.append(_path(_d(city.shape.fill), P["city"]))
        # houses may sit under a follower (it stands in the streets); never under a shield or church
        avoid = list(city.shape.pennant_spots[:city.pennants])
        if city.cathedral:
            avoid += [city.shape.cathedral, _add(city.shape.cathedral, (0, -10)), _add(city.shape.cathedral, (12, 0)),
                      _add(city.shape.cathedral, (-12, 0)), _add(city.shape.cathedral, (0, 10))]
        out.append(_houses(_roof_spots(city, avoid)))
    wall_d = "".join(_d(c.shape.walls) for c in lay.cities)
    if wall_d:
        out.append(f'<g fill="none">{_stroke(wall_d, stroke=P["wall"], stroke_width="4")}'
                   f'{_stroke(wall_d, stroke=P["wall_top"], stroke_width="1.6", stroke_dasharray="2.2 1.6")}</g>')
    for road in lay.roads:
        if road.gate:
            out.append(_gate(*road.gate))
    for ops in lay.paths:
        line = _flatten(ops)[0]
        a, b = line[-2], line[-1]
        out.append(_gate(b, _unit((a[0] - b[0], a[1] - b[1]))))
    for city in lay.cities:
        for spot in city.shape.pennant_spots[:city.pennants]:
            out.append(_shield(spot))
        if city.cathedral:
            out.append(_cathedral(city.shape.cathedral))

    if lay.hamlet:
        out.append(_hamlet(lay.hamlet))
    if lay.crossing:
        out.append(_well(lay.crossing))
    if lay.monastery:
        out.append(_monastery(lay.monastery))
    if lay.house:
        out.append(_farmhouse(lay.house))
    for spot, _ in lay.inns:
        out.append(_inn(spot))
    if lay.garden:
        out.append(_garden(lay.garden))
    if lay.pond:
        out.append(_pond(lay.pond))
    if lay.tracks:
        out.append(_tracks(lay.tracks, _ANIMALS[tile_id]))
    if lay.gingerbread:
        out.append(gingerbread_svg(*lay.gingerbread, scale=0.75))
    return "".join(out)


@lru_cache(maxsize=None)
def tile_content(tile_id: str) -> str:
    """The drawing of one tile type at rotation 0 in a 0..100 box, cached (app helpers may inline it)."""
    return _draw(tile_id)


@lru_cache(maxsize=1)
def tile_defs() -> str:
    """The content of the board's `<defs>`: one `<symbol id="tile-{id}">` per tile type of every set.

    One symbol per type, placed with `<use href="#tile-{id}" transform="rotate(...)">`, keeps a board of
    100+ tiles cheap to build and to re-render.  Computed once (it never changes)."""
    return "".join(
        f'<symbol id="tile-{html.escape(tid)}" viewBox="0 0 100 100" width="100" height="100">{tile_content(tid)}</symbol>'
        for tid in TILE_TYPES)


def tile_svg(tile_id: str, rot: int = 0, size: float = 100) -> str:
    """A standalone `<svg>` of one tile in one rotation (current-tile preview, tile lists): the same
    drawing inlined, so it needs no `<defs>` on the page."""
    body = tile_content(tile_id)
    if rot % 360:
        body = f'<g transform="rotate({int(rot) % 360} 50 50)">{body}</g>'
    s = _num(size)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{s}" height="{s}" viewBox="0 0 100 100" '
            f'class="tile-art" data-tile="{html.escape(tile_id)}">{body}</svg>')


# ---------------------------------------------------------------------------------------------------
# locations: anchors and highlight paths
# ---------------------------------------------------------------------------------------------------

def _segment_at_rot0(tile_id: str, rot: int, location: str) -> int:
    """The engine's segment index for a location as placed; indexes do not change with rotation."""
    locations = oriented(tile_id, rot).locations
    if location not in locations:
        raise KeyError(f"tile {tile_id} has no location {location!r} at rotation {rot}")
    return locations[location]


def _anchor0(tile_id: str, location: str, index: int) -> Pt:
    """Anchor of segment `index` at rotation 0 ("C"/"G" share index -1, so the name tells them apart)."""
    lay = _layout(tile_id)
    if index < 0:
        spot = lay.monastery if location == "C" else lay.garden
        assert spot is not None
        if location == "C":
            return (spot[0] - 3, spot[1] + 2)  # on the chapel's body, not its tower
        return spot
    n_c, n_r = len(lay.cities), len(lay.roads)
    if index < n_c:
        return lay.cities[index].shape.anchor
    if index < n_c + n_r:
        return lay.roads[index - n_c].anchor
    return _fields(tile_id).anchors[index - n_c - n_r]


def location_anchor(tile_id: str, rot: int, location: str) -> tuple[float, float]:
    """Where a follower on `location` (a name as placed, like the engine's) is drawn, in the rotated
    0..100 box: inside its city, on its road, in the open snow of its field, on the monastery or the
    garden.  Distinct segments of a tile get distinct points."""
    index = _segment_at_rot0(tile_id, rot, location)
    return _turn(_anchor0(tile_id, location, index), rot)


def _segment_ops0(tile_id: str, location: str, index: int) -> list[Op]:
    """Outline of segment `index` at rotation 0; a monastery's reaches up over its bell tower."""
    lay = _layout(tile_id)
    if index < 0:
        spot = lay.monastery if location == "C" else lay.garden
        assert spot is not None
        hw, hh = MONASTERY_BOX if location == "C" else (GARDEN_R + 1, GARDEN_R + 1)
        x, y = spot
        return _poly_ops([(x - hw, y - hh - 6 * (location == "C")), (x + hw, y - hh - 6 * (location == "C")),
                          (x + hw, y + hh), (x - hw, y + hh)])
    n_c, n_r = len(lay.cities), len(lay.roads)
    if index < n_c:
        return lay.cities[index].shape.fill
    if index < n_c + n_r:
        return _poly_ops([_clamp_box(p) for p in _band(lay.roads[index - n_c].line, ROAD_HW)])
    region = _fields(tile_id).regions[index - n_c - n_r]
    return _region_outline(region)


@lru_cache(maxsize=4096)
def segment_path(tile_id: str, rot: int, location: str) -> str:
    """An SVG path `d` (rotated 0..100 box) covering the segment `location` names: a city's walled
    area, a road's band, a field's open snow, a monastery's or garden's footprint.  For highlighting
    a whole feature, draw this for each of its tiles."""
    index = _segment_at_rot0(tile_id, rot, location)
    return _d(_segment_ops0(tile_id, location, index), rot)


def field_conflicts(tile_id: str) -> list[tuple[int, int]]:
    """Pairs of field indexes whose drawn areas touch although the catalogue keeps them apart
    (empty when the drawing is right; the tests hold every tile to that)."""
    return list(_fields(tile_id).conflicts)


def field_region_sizes(tile_id: str) -> list[int]:
    """Cells of open snow found for each field (tests: every field is drawn with some room)."""
    return [len(r) for r in _fields(tile_id).regions]


# ---------------------------------------------------------------------------------------------------
# figures
# ---------------------------------------------------------------------------------------------------

# The classic meeple, about 19 x 19 units centred on (0, 0).
_MEEPLE_D = ("M0,-9.5C2.9,-9.5 4.2,-7.2 3.6,-4.9C6.6,-4.3 9.6,-3.2 9.6,-1.2C9.6,0.6 7,0.5 4.9,0.6"
             "C5.5,3.7 8.2,7 8.8,9.5H2.6L0,5.2L-2.6,9.5H-8.8C-8.2,7 -5.5,3.7 -4.9,0.6"
             "C-7,0.5 -9.6,0.6 -9.6,-1.2C-9.6,-3.2 -6.6,-4.3 -3.6,-4.9C-4.2,-7.2 -2.9,-9.5 0,-9.5Z")
# The abbot: a hooded figure in a long robe, a silhouette no meeple has.
_ABBOT_D = ("M0,-10.5C3.4,-10.5 5,-7.8 4.6,-4.8C6.6,-3 7.4,1 8.2,4.5C8.8,7 9.4,8.6 9.8,10H-9.8"
            "C-9.4,8.6 -8.8,7 -8.2,4.5C-7.4,1 -6.6,-3 -4.6,-4.8C-5,-7.8 -3.4,-10.5 0,-10.5Z")
_ABBOT_TRIM = "M-2.6,-6.5C-1.5,-4.6 1.5,-4.6 2.6,-6.5M0,-3.6V9"
_KINDS = ("normal", "big", "abbot")


def meeple_svg(kind: str, color: str, *, lying: bool = False, x: float = 0, y: float = 0, scale: float = 1) -> str:
    """A follower as a `<g>` centred on (x, y) in tile units (about 19 units tall at scale 1).

    `kind`: "normal", "big" (drawn 35 % larger, as it counts double), or "abbot" (hooded robe).
    `lying=True` lays the figure on its side: how farmers are shown.  `color` is a player colour name
    (mapped to a shade that reads on snow) or any CSS colour, escaped.  Black gets a light outline so it
    stays visible on dark ground."""
    if kind not in _KINDS:
        raise ValueError(f"unknown follower kind {kind!r}; expected one of {_KINDS}")
    fill = html.escape(MEEPLE_COLOURS.get(color, color), quote=True)
    dark = color in ("black", MEEPLE_COLOURS["black"]) or color.lower() in ("#000", "#000000")
    outline = "#f4f4f4" if dark else "#2b2420"
    s = scale * (1.35 if kind == "big" else 1.0)
    turn = " rotate(-90)" if lying else ""
    body = _ABBOT_D if kind == "abbot" else _MEEPLE_D
    parts = [f'<g class="meeple meeple-{kind}{" meeple-lying" if lying else ""}" '
             f'transform="translate({_num(x)} {_num(y)}) scale({round(s, 3)}){turn}">',
             f'<path d="{body}" transform="translate({"-1.2 1" if lying else "1 1.2"})" fill="#000" opacity=".22"/>',
             f'<path d="{body}" fill="{fill}" stroke="{outline}" stroke-width="{1.5 if kind == "big" else 1.2}" '
             f'stroke-linejoin="round"/>']
    if kind == "abbot":
        parts.append(f'<path d="{_ABBOT_TRIM}" fill="none" stroke="{outline}" stroke-width=".9" opacity=".7"/>')
    if kind == "big":
        parts.append('<circle cx="0" cy="-6.4" r="1.4" fill="#fff" opacity=".75"/>')
    parts.append("</g>")
    return "".join(parts)


def gingerbread_svg(x: float, y: float, scale: float = 1) -> str:
    """The gingerbread man: a small brown biscuit figure with white icing, centred on (x, y)
    (about 18 units tall at scale 1), used both as the tile icon and as the moving figure.
    Limbs are round-capped strokes and the icing dots zero-length ones: six short elements."""
    P = PALETTE
    limbs = "M-6.5,-1.5H6.5M0,-2V3.5M0,3L-4.2,8.5M0,3L4.2,8.5"
    return (f'<g class="gingerbread" transform="translate({_num(x)} {_num(y)}) scale({round(scale, 3)})" '
            f'fill="none" stroke-linecap="round">'
            f'<path d="{limbs}M0,-6h0" stroke="#5a3414" stroke-width="6.6"/>'
            f'<path d="M0,-6h0" stroke="#5a3414" stroke-width="9.4"/>'
            f'<path d="{limbs}" stroke="{P["gingerbread"]}" stroke-width="4.6"/>'
            f'<path d="M0,-6h0" stroke="{P["gingerbread"]}" stroke-width="7.6"/>'
            f'<path d="M-6.8,-3v3M6.8,-3v3M-5.4,7.2l1.6,2M5.4,7.2l-1.6,2M-1.8,-4.6q1.8,1.4 3.6,0" '
            f'stroke="{P["icing"]}" stroke-width=".8"/>'
            f'<path d="M-1.4,-7h0M1.4,-7h0M0,0h0M0,2.6h0" stroke="{P["icing"]}" stroke-width="1.6"/>'
            f'</g>')
