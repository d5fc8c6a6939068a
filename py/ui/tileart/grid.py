"""The raster of obstacles on a tile: which snow is free, which field reaches where, how much room a spot has.

Fields are drawn as "whatever snow is left", so the tile is rasterised coarsely (`_Grid`): the layout
marks cities, walls, roads and the river as blocks and buildings as clutter, then flood fills from a
field's half-edges find its region, and a chamfer distance transform says where a building or a
follower has room.  Kept apart from the layout because it knows nothing about tiles, only cells.
"""

from __future__ import annotations

import math

from .geometry import TILE, Op, Pt, _poly_ops

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
