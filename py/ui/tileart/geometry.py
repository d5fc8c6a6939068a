"""Small plane geometry in the tile's 100x100 box (y down): points, path commands and polylines.

The shared vocabulary of every other tile-art module: the layout places features with it, the raster
rasterises its polylines, the drawing serialises its path commands with `_d`.  Everything here is a
pure function of numbers (no tile catalogue, no SVG beyond the `d` syntax), so it is cheap to import.

Names start with an underscore because they are private to the `ui.tileart` package; its modules
import them from here, nothing outside the package should.
"""

from __future__ import annotations

import math

from carcassonne.tiles import EDGE_NAMES, HALF_NAMES

#: A tile is a TILE x TILE box in SVG user units; the app lays the board out in multiples of it.
TILE = 100

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


def _num(v: float) -> str:
    """One decimal is finer than a screen pixel at any board zoom; keeps the markup short."""
    r = round(v, 1)
    if r == int(r):
        return str(int(r))
    return repr(r)


def _turn(p: Pt, rot: int) -> Pt:
    """Turn a point clockwise by `rot` degrees (a multiple of 90) about the tile centre (y down).  Written out per
    quarter turn (the tile art calls it millions of times), each the same arithmetic as turning 90 degrees that
    many times, so the floats come out exactly as one step at a time gave them."""
    x, y = p
    quarter = (rot // 90) % 4
    if quarter == 0:
        return (x, y)
    if quarter == 1:
        return (TILE - y, x)
    if quarter == 2:
        return (TILE - x, TILE - y)
    return (TILE - (TILE - y), TILE - x)


def _add(p: Pt, v: Pt, k: float = 1.0) -> Pt:
    return (p[0] + v[0] * k, p[1] + v[1] * k)


def _dist(a: Pt, b: Pt) -> float:
    return math.hypot(a[0] - b[0], a[1] - b[1])


def _unit(v: Pt) -> Pt:
    n = math.hypot(v[0], v[1]) or 1.0
    return (v[0] / n, v[1] / n)


def _seg_dist(p: Pt, a: Pt, b: Pt) -> float:
    """The distance from `p` to the segment a-b.  (The town planning's inner loop, millions of calls per catalogue:
    written without min/max calls; the same arithmetic, so the same floats.)"""
    ax, ay = a
    dx, dy = b[0] - ax, b[1] - ay
    px, py = p[0] - ax, p[1] - ay
    ll = dx * dx + dy * dy
    if ll == 0:
        return math.hypot(px, py)
    t = (px * dx + py * dy) / ll
    if t < 0.0:
        t = 0.0
    elif t > 1.0:
        t = 1.0
    return math.hypot(px - t * dx, py - t * dy)


def _line_dist(p: Pt, line: list[Pt]) -> float:
    """The distance from `p` to a polyline (at least one segment), `_seg_dist` written out over its segments."""
    if len(line) < 2:
        raise ValueError(f"a line needs two points: {line!r}")
    x, y = p
    hypot = math.hypot
    best = math.inf
    ax, ay = line[0]
    for bx, by in line[1:]:
        dx, dy = bx - ax, by - ay
        px, py = x - ax, y - ay
        ll = dx * dx + dy * dy
        if ll == 0:
            d = hypot(px, py)
        else:
            t = (px * dx + py * dy) / ll
            if t < 0.0:
                t = 0.0
            elif t > 1.0:
                t = 1.0
            d = hypot(px - t * dx, py - t * dy)
        if d < best:
            best = d
        ax, ay = bx, by
    return best


def _inside(p: Pt, poly: list[Pt]) -> bool:
    """Whether `p` is inside the polygon (even-odd crossings of a ray to the right)."""
    if not poly:
        return False
    x, y = p
    inside = False
    xj, yj = poly[-1]
    for xi, yi in poly:
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
            inside = not inside
        xj, yj = xi, yi
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



def _split(p0: Pt, p1: Pt, p2: Pt, p3: Pt, t: float) -> tuple[tuple[Pt, Pt, Pt, Pt], tuple[Pt, Pt, Pt, Pt]]:
    """A cubic cut in two at `t` (de Casteljau)."""
    lerp = lambda a, b: (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)  # noqa: E731
    a, b, c = lerp(p0, p1), lerp(p1, p2), lerp(p2, p3)
    d, e = lerp(a, b), lerp(b, c)
    f = lerp(d, e)
    return (p0, a, d, f), (f, e, c, p3)


def _is_corner(p: Pt) -> bool:
    return all(min(abs(v), abs(v - 100)) < 0.5 for v in p)


#: How far a wall's handle at a tile corner reaches along the tile's edge (`round_corner_ends`): longer
#: (16+) and the walls crowd the gardens and follower spots of the fields between them.
CORNER_HANDLE = 12.0


_R2 = math.sqrt(0.5)


def _field_edge(c: Pt, poly: list[Pt], others: list[list[Pt]]) -> Pt | None:
    """The unit direction along the tile edge at corner `c` that has no town beside it (None if both or
    neither has), or the corner's diagonal if another town of the tile (`others`) lies along that edge."""
    along = ((1.0 if c[0] < 50 else -1.0, 0.0), (0.0, 1.0 if c[1] < 50 else -1.0))
    probes = [(c[0] + 4 * u[0] + 0.6 * v[0], c[1] + 4 * u[1] + 0.6 * v[1]) for u, v in (along, along[::-1])]
    town = [_inside(p, poly) for p in probes]
    if town[0] == town[1]:
        return None
    free = probes[1] if town[0] else probes[0]
    if any(_inside(free, other) for other in others):  # two towns of the tile meet here: both walls run in
        return (along[0][0] * _R2, along[1][1] * _R2)  # along the corner's diagonal and join into one
    return along[1] if town[0] else along[0]


def round_corner_ends(ops: list[Op], poly: list[Pt], others: list[list[Pt]] = ()) -> list[Op]:
    """The path `ops` (a town's walls or its fill, which share the wall curves) with each wall curve that ends
    on a tile corner turned to meet it along the tile edge with no town beside it.  Walls came into a corner
    at a slant, and where the wall of the tile beside ran on (or the walls of four towns met) they crossed in
    an X; along the edge, the walls of the two tiles on either side of it meet end to end, tangent to the
    same line, and a town's wall turns a corner in one smooth curve.  Where two towns of the tile meet at
    the corner (the other is in `others`), both walls come in along its diagonal and join into one wall."""
    out: list[Op] = []
    prev: Pt | None = None
    split: list[Op] = []
    for op in ops:  # a curve from corner to corner first cut in two, so that each half keeps its own shape
        if op[0] == "C" and prev is not None and _is_corner(prev) and _is_corner(op[3]):
            (_, a, b, mid), (_, c, d, end) = _split(prev, op[1], op[2], op[3], 0.5)
            split += [("C", a, b, mid), ("C", c, d, end)]
        else:
            split.append(op)
        if op[0] != "Z":
            prev = op[-1]
    prev = None
    for op in split:
        if op[0] == "C":
            c1, c2, end = op[1], op[2], op[3]
            if prev is not None and _is_corner(prev) and (u := _field_edge(prev, poly, others)):
                c1 = (prev[0] + u[0] * CORNER_HANDLE, prev[1] + u[1] * CORNER_HANDLE)
            if _is_corner(end) and (u := _field_edge(end, poly, others)):
                c2 = (end[0] + u[0] * CORNER_HANDLE, end[1] + u[1] * CORNER_HANDLE)
            op = ("C", c1, c2, end)
        if op[0] != "Z":
            prev = op[-1]
        out.append(op)
    return out


def _normal(a: Pt, b: Pt) -> Pt:
    """The unit normal to the left of the direction a -> b (y down: a quarter turn anticlockwise on screen)."""
    dx, dy = _unit((b[0] - a[0], b[1] - a[1]))
    return (dy, -dx)


def _offset_ops(ops: list[Op], d: float) -> list[Op]:
    """Path commands moved `d` units to the left of their direction (negative: to the right), a cubic by its
    end normals (its handles move with the end they belong to): close enough for the few units a wall's snow
    cap or its shadow sits off the wall's line, and the same number of commands, so no bytes are added."""
    out: list[Op] = []
    prev: Pt | None = None
    for op in ops:
        if op[0] == "M":
            prev = op[1]
            out.append(op)  # placed once the next command gives the direction
        elif op[0] == "L":
            n = _normal(prev, op[1])
            if out and out[-1][0] == "M":
                out[-1] = ("M", _add(prev, n, d))
            out.append(("L", _add(op[1], n, d)))
            prev = op[1]
        elif op[0] == "C":
            p1, p2, p3 = op[1], op[2], op[3]
            n0 = _normal(prev, p1 if _dist(prev, p1) > 1e-6 else p2)
            n3 = _normal(p2 if _dist(p2, p3) > 1e-6 else p1, p3)
            if out and out[-1][0] == "M":
                out[-1] = ("M", _add(prev, n0, d))
            out.append(("C", _add(p1, n0, d), _add(p2, n3, d), _add(p3, n3, d)))
            prev = p3
        else:
            out.append(op)
    return out
