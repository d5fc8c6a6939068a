"""Art pass 41: the walls' cast shadow kept off the tile's other towns.

Where a wall meets a tile corner aslant (IC03's caps), its shadow's offset line runs on past the corner into the
next cap's town and over the border into the next tile.  On its own tile the cobbles (drawn over the shadow) hide
it, but the stroke's anti-aliased edge and its 1.2-unit overhang (draw.CLIP) lay over the neighbour's paving at a
V-tip between two towns' walls: a 1-px pale bluish sliver below the corner post (desktop-board-fit x 505, rows
263-266: 81-84 against paving at 69).  Each end of a shadow line that lies in another town is cut off where it
enters that town (under that town's wall band, which covers the cut end)."""

from __future__ import annotations

from .geometry import Op, Pt, _inside

#: Samples a segment is searched at for the point it enters a town.
STEPS = 50


def _point(start: Pt, op: Op, t: float) -> Pt:
    """The point at `t` on the segment from `start` (an L or a C op)."""
    if op[0] == "L":
        (x1, y1), = op[1:]
        return (start[0] + (x1 - start[0]) * t, start[1] + (y1 - start[1]) * t)
    p = [start, *op[1:]]
    while len(p) > 1:
        p = [(a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t) for a, b in zip(p, p[1:])]
    return p[0]


def _split(start: Pt, op: Op, t: float) -> tuple[Op, Op]:
    """The segment from `start` cut at `t`: its part before and its part after (de Casteljau)."""
    if op[0] == "L":
        mid = _point(start, op, t)
        return ("L", mid), op
    p0, p1, p2, p3 = start, *op[1:]
    lerp = lambda a, b: (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)  # noqa: E731
    a, b, c = lerp(p0, p1), lerp(p1, p2), lerp(p2, p3)
    d, e = lerp(a, b), lerp(b, c)
    f = lerp(d, e)
    return ("C", a, d, f), ("C", e, c, p3)


def _in_town(p: Pt, polys: list[list[Pt]]) -> bool:
    return any(_inside(p, poly) for poly in polys)


def _on_snow(p: Pt, polys: list[list[Pt]]) -> bool:
    """Whether `p` lies on this tile's own open snow (on the tile, in none of its towns)."""
    return 0 <= p[0] <= 100 and 0 <= p[1] <= 100 and not _in_town(p, polys)


def _head_cut(ops: list[Op], polys: list[list[Pt]]) -> list[Op]:
    """`ops` (M then L/C) with its start cut off up to where it reaches the tile's own snow, if on the way there
    it runs through one of the tile's towns (an end that only runs over the border, as a wall's shadow running
    on into the next tile's, is kept: cut there, two tiles' anti-aliased ends left a pale hairline)."""
    start, crossed = ops[0][1], _in_town(ops[0][1], polys)
    if _on_snow(start, polys):
        return ops
    for i, op in enumerate(ops[1:], 1):
        for k in range(1, STEPS + 1):
            t = k / STEPS
            p = _point(start, op, t)
            if _on_snow(p, polys):
                if not crossed:
                    return ops
                if t >= 1:
                    return [("M", op[-1]), *ops[i + 1:]]
                return [("M", p), _split(start, op, t)[1], *ops[i + 1:]]
            crossed = crossed or _in_town(p, polys)
        start = op[-1]
    return ops if not crossed else []


def _reverse(ops: list[Op]) -> list[Op]:
    """The same line run the other way."""
    pts = [ops[0][1]] + [op[-1] for op in ops[1:]]
    out: list[Op] = [("M", pts[-1])]
    for i in range(len(ops) - 1, 0, -1):
        op = ops[i]
        out.append(("C", op[2], op[1], pts[i - 1]) if op[0] == "C" else ("L", pts[i - 1]))
    return out


def off_towns(ops: list[Op], polys: list[list[Pt]]) -> list[Op]:
    """A shadow line with both its ends cut back to where they leave the tile's towns (`polys`)."""
    head = _head_cut(ops, polys)
    if not head:
        return []
    return _reverse(_head_cut(_reverse(head), polys) or [])
