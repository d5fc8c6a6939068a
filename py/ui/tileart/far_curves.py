"""Art pass 20: the far streets' shapes, curves where pass 18-19 drew straight lines from each port to the hub.

Why: the judge after pass 19 found the towns at the playing zoom "a circuit board": straight pale lines, right
angle L brackets where two streets met at a square, T and four-way crossings, and a lane running ruler-straight
across several tiles.  Here each street still runs from its port (an edge's middle, where the neighbour's street
goes on, or a gate) to the tile's hub, under the same switch, but as a cubic curve that leaves the port square to
its edge (so two tiles' streets meet in one smooth line at the seam) and reaches the hub along a tangent chosen
for the hub as a whole (`hub_pieces`):

- two streets at a hub run through it as one smooth street, bent (`BEND` degrees at the hub) where they would
  run straight on, so no street runs straight over more than about half a tile;
- at a hub with a gate, the street from the most nearly opposite port carries on the gate's street, and each
  other street forks off it below the hub, meeting it at `FORK` degrees (a Y, never a T or a crossing);
- at a hub with three or four edge streets and no gate (a square's tile: Q, R, C), each pair of streets the
  board shows is drawn as one curve from port to port (`ta-p<a><b>`, static/tileart.css: shown where data-st
  names both edges; two facing edges' curve, through the hub, only where no other edge shows, so no two cross),
  each street the board shows alone straight into the hub (`ta-le<e>`): an L becomes one bend past the square,
  three or four streets corners' curves round it.
"""

from __future__ import annotations

import math
import zlib

from .geometry import Pt

Cubic = tuple[Pt, Pt, Pt, Pt]
#: A piece of far street: its switch classes (all must be on; none: always shown) and its cubics, end to end.
Piece = tuple[tuple[str, ...], tuple[Cubic, ...]]

#: How far a through street turns off the straight line at the hub (degrees), where its two ports face each other
#: across the hub (F's, G's: else it leaves each square to its edge and bends already).
BEND = 24.0
#: ... but where the street runs shorter than this across the tile (a gate's street on to the edge behind it,
#: 15 px): its bend would be a one pixel wiggle.
SHORT = 60.0
#: The angle a forking street makes with the street it joins (degrees).
FORK = 34.0
#: Where a fork joins the street it forks off (`_fork`: a share of that street from its gate or port to the hub).
FORK_AT = (0.62,)
#: Art pass 24: where two forks join the same half (S, T: the gate's street, 27 units), apart (pass 20's 0.62 and
#: 0.40, 6 units, left the two lanes leaving within 2 px of each other at 49 px a tile, mirror images).
FORK_TWO = (0.7, 0.3)
#: A pair curve's handles, a share of its chord: at R's square hub it passes 9 units from the hub.
PAIR_HANDLE = 0.65
#: Art pass 21 (the judge after pass 20: the tree town's turns read as rounded Ls, 6 px radius at 49 px a tile):
#: at a hub of three streets, 0.45, the turn's least radius 39 units (19 px at 49 px a tile; 0.39 would be a
#: quarter circle of 50, which cost R a mini cottage).  A four-street hub (C) keeps 0.65: wider, its four corner
#: curves took a mini cottage from the full town.
PAIR_HANDLE_3 = 0.45
#: Tile types that keep no Y (`_y_pieces`) and turn each angled pair on a circle of `TURN_R` (`_arc_turn`): under
#: the tile's four turns a `PAIR_HANDLE_3` curve left the playing zoom's town a mini cottage short (R: 5 -> 4);
#: C's four corner curves took one from the full town at `PAIR_HANDLE_3` (pass 21).
NARROW_TURNS = frozenset({"R", "C"})
#: Art pass 24 (the judge after pass 22: R's upper turn about 8 px in radius at 49 px a tile, Rg's 20; C's were
#: 8 too): the radius of a `NARROW_TURNS` type's turn, 34 units (16.7 px at 49 px a tile), straight before and
#: after it, so it stays as near the hub as pass 20's 0.65 curve where the cottages stand beside its ends.
TURN_R = 34.0
#: A quarter circle's cubic handles, a share of its radius.
_QUARTER = 0.5523
#: Art pass 21: where a three-street square hub shows all three (the judge's "psi": two mirrored quarter
#: circles from one port), the third street forks off the other two's curve this far along it from the stem's
#: port, so the Y's two arms differ in length.
Y_AT = 0.3
#: ... and how far the street across bows toward the odd port (units; its handles' ends moved so).
Y_BOW = 10.0
#: The handles' length, a share of the chord from port to hub.
HANDLE = 0.38
#: ... at the port: shorter, so a corner town's street turns off its edge soon and keeps clear of the roofs
#: beside the seam.
PORT_HANDLE = 0.25
_EDGE_IN = {(50.0, 0.0): (0.0, 1.0), (100.0, 50.0): (-1.0, 0.0), (50.0, 100.0): (0.0, -1.0), (0.0, 50.0): (1.0, 0.0)}


def _unit(v: Pt) -> Pt:
    size = math.hypot(*v) or 1.0
    return (v[0] / size, v[1] / size)


def _turned(v: Pt, deg: float) -> Pt:
    a = math.radians(deg)
    return (v[0] * math.cos(a) - v[1] * math.sin(a), v[0] * math.sin(a) + v[1] * math.cos(a))


def _on(p: Pt, v: Pt, k: float) -> Pt:
    return (p[0] + v[0] * k, p[1] + v[1] * k)


def _start(p: Pt, hub: Pt) -> Pt:
    """The way a street leaves its port: square into the tile from an edge's middle, else straight at the hub."""
    return _EDGE_IN.get(p) or _unit((hub[0] - p[0], hub[1] - p[1]))


def arm(p: Pt, hub: Pt, arrive: Pt, k: float = HANDLE) -> Cubic:
    """The cubic from port `p` to `hub`, leaving the port as `_start` says and reaching the hub heading `arrive`."""
    size = math.dist(p, hub)
    return as_quad((p, _on(p, _start(p, hub), size * PORT_HANDLE), _on(hub, arrive, -size * k), hub))


def point(c: Cubic, t: float) -> Pt:
    s = 1 - t
    return tuple(s ** 3 * a + 3 * s * s * t * b + 3 * s * t * t * c_ + t ** 3 * d
                 for a, b, c_, d in zip(*c))  # type: ignore[return-value]


def tangent(c: Cubic, t: float) -> Pt:
    s = 1 - t
    return _unit(tuple(3 * s * s * (b - a) + 6 * s * t * (c_ - b) + 3 * t * t * (d - c_)
                       for a, b, c_, d in zip(*c)))  # type: ignore[arg-type]


def flat(cubics: tuple[Cubic, ...], steps: int = 12) -> tuple[Pt, ...]:
    """The cubics as a polyline (for the roofs' and landmarks' clearances and the tests)."""
    out = [cubics[0][0]]
    for c in cubics:
        out += [c[3]] if c[1] == c[0] and c[2] == c[3] else [point(c, i / steps) for i in range(1, steps + 1)]
    return tuple(out)


def _dir(p: Pt, hub: Pt) -> Pt:
    return _unit((hub[0] - p[0], hub[1] - p[1]))


def _through(a: Pt, b: Pt, hub: Pt, sign: float) -> Pt:
    """The tangent at the hub of the street from port `a` on to port `b` (heading toward b): between the two ways
    in, turned `BEND` degrees where those face each other."""
    da, db = _dir(a, hub), _dir(b, hub)
    t = _unit((da[0] - db[0], da[1] - db[1]))
    ua, ub = _start(a, hub), _start(b, hub)
    facing = ua[0] * ub[0] + ua[1] * ub[1] < -0.9  # (two ports square to each other, M's: it bends already)
    if facing and da[0] * -db[0] + da[1] * -db[1] > math.cos(math.radians(25)) and math.dist(a, b) >= SHORT:
        t = _turned(t, sign * BEND)
    return t


def _pair_curve(a: Pt, b: Pt, hub: Pt, share: float = PAIR_HANDLE) -> Cubic:
    """One curve from port `a` to port `b` (both edge middles at an angle), leaving each square to its edge, its
    handles `share` of the chord: a bend past the hub's square, not an L on it."""
    k = math.dist(a, b) * share
    return (a, _on(a, _start(a, hub), k), _on(b, _start(b, hub), k), b)


def _arc_turn(a: Pt, b: Pt, hub: Pt) -> tuple[Cubic, ...]:
    """Port `a` to port `b` (edge middles at an angle): square in from `a` to a quarter circle of `TURN_R` round
    the corner where the two ports' lines meet, then straight out to `b` (a line, a cubic, a line)."""
    ua, ub = _start(a, hub), _start(b, hub)
    corner = _meet(a, ua, b, (-ub[0], -ub[1])) or hub
    p, q = _on(corner, ua, -TURN_R), _on(corner, ub, -TURN_R)
    arc = (p, _on(p, ua, TURN_R * _QUARTER), _on(q, ub, TURN_R * _QUARTER), q)
    return ((a, a, p, p), arc, (q, q, b, b))


def _fork(through: Cubic, p: Pt, hub: Pt, at: float) -> Cubic:
    """A street from port `p` meeting the gate's street `through` (gate -> hub) at its parameter `at`, heading
    toward the gate `FORK` degrees off it."""
    j = point(through, at)
    back = tangent(through, at)
    back = (-back[0], -back[1])  # toward the gate
    side = 1.0 if (back[0] * (j[1] - p[1]) - back[1] * (j[0] - p[0])) > 0 else -1.0
    arrive = _turned(back, side * FORK)
    size = math.dist(p, j) * 0.45
    return as_quad((p, _on(p, _start(p, j), size), _on(j, arrive, -size), j))


def hub_pieces(tile_id: str, hub: Pt, arms: list[tuple[str, Pt]], bare_gate: bool = False) -> list[Piece]:
    """The far street pieces of one hub: `arms` (class, port) all end there (see the module's docstring).
    `bare_gate`: the gate's street alone would end in the paving (`_gate_led`)."""
    sign = 1.0 if zlib.crc32(tile_id.encode()) % 2 else -1.0
    if len(arms) == 1:
        (cls, p), = arms
        return [((cls,) if cls else (), ((p, p, hub, hub),))]
    gates = [i for i, (cls, _) in enumerate(arms) if not cls]
    if len(arms) >= 3 and not gates and all(cls.startswith("ta-s") for cls, _ in arms):
        return _pair_pieces(arms, hub, sign, tile_id in NARROW_TURNS)
    i, j = through_pair(arms, hub)
    t = _through(arms[i][1], arms[j][1], hub, sign)
    first, second = arm(arms[i][1], hub, t), arm(arms[j][1], hub, (-t[0], -t[1]))
    out = [(_cls(arms[i][0]), (first,)), (_cls(arms[j][0]), (second,))]
    forks = [k for k in range(len(arms)) if k not in (i, j)][::1 if sign > 0 else -1]
    for n, k in enumerate(forks):
        # art pass 24 (the judge after pass 22: two forks leaving one spot of the gate's street read as a mirrored
        # anchor, IC10, S): a second fork joins the through street's other half where that is a gate's too, else
        # the gate's street at the hub's end, `FORK_AT` on from the first's join
        onto, at = ((second, FORK_AT[0]) if n and not arms[j][0] else (first, FORK_AT[0]) if len(forks) < 2 or
                    not arms[j][0] else (first, FORK_TWO[n]))
        out.append((_cls(arms[k][0]), (_fork(onto, arms[k][1], hub, at),)))
    if bare_gate and not arms[i][0] and arms[j][0] and len(gates) == 1:
        return _gate_led(out, first)
    return out


def _gate_led(out: list[Piece], first: Cubic) -> list[Piece]:
    """Art pass 24 (the judge after pass 22: a 3-5 px nub of lane behind a diagonal gate, ending in bare paving):
    where the gate's street (`first`, gate -> hub, always shown) is too short for a well at its end, it is drawn
    only on with the streets it leads to, each its own path from its port to the gate: the through street's far
    half on through the hub, each fork on along the gate's street from where it joins it."""
    (_, _), (cls, (second,)), *forks = out
    ats = sorted(min(range(101), key=lambda n: math.dist(point(first, n / 100), fork[3])) / 100
                 for _, (fork,) in forks)
    parts, rest, done = [], first, 0.0  # (the gate's street cut where each fork joins it: a stretch two pieces
    for at in ats:  # share is one cubic in both, drawn and flattened alike)
        head, rest = _split(rest, (at - done) / (1 - done))
        parts.append(head)
        done = at
    parts.append(rest)
    led: list[Piece] = [(cls, (second, *(_rev(c) for c in parts[::-1])))]
    for n, (fork_cls, (fork,)) in enumerate(forks):
        k = ats.index(min(range(101), key=lambda m: math.dist(point(first, m / 100), fork[3])) / 100)
        led.append((fork_cls, (fork, *(_rev(c) for c in parts[k::-1]))))
    return led


def _split(c: Cubic, t: float) -> tuple[Cubic, Cubic]:
    """The cubic cut at parameter `t` (de Casteljau): its part before and after."""
    a, b, c_, e = c
    lerp = lambda p, q: (p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t)  # noqa: E731
    ab, bc, ce = lerp(a, b), lerp(b, c_), lerp(c_, e)
    abc, bce = lerp(ab, bc), lerp(bc, ce)
    m = lerp(abc, bce)
    return (a, ab, abc, m), (m, bce, ce, e)


def through_pair(arms: list[tuple[str, Pt]], hub: Pt) -> tuple[int, int]:
    """The through street's two arms: a gate's (or any) and the one whose port lies most nearly opposite it."""
    gates = [i for i, (cls, _) in enumerate(arms) if not cls]
    firsts = gates or list(range(len(arms)))
    return max(((i, j) for i in firsts for j in range(len(arms)) if j != i),
               key=lambda ij: -sum(x * y for x, y in zip(_dir(arms[ij[0]][1], hub), _dir(arms[ij[1]][1], hub))))


def _cls(cls: str) -> tuple[str, ...]:
    return (cls,) if cls else ()


def _pair_pieces(arms: list[tuple[str, Pt]], hub: Pt, sign: float, narrow: bool = False) -> list[Piece]:
    """A gateless hub of three or four edge streets: each street alone straight in (`ta-le<e>`), each pair the
    board shows as one curve (`ta-p<a><b>`); of three streets, all three as one Y (`_y_pieces`), the two angled
    pairs' curves then hidden (`ta-xs<e>` of the third: shown while edge e runs no street); a `NARROW_TURNS` type's
    three (no Y) as the facing pair's curve and the odd street into it (`_all_three`)."""
    out: list[Piece] = [((f"ta-le{cls[-1]}",), ((p, p, hub, hub),)) for cls, p in arms]
    edges = sorted((int(cls[-1]), p) for cls, p in arms)
    share = PAIR_HANDLE_3 if len(edges) == 3 and not narrow else PAIR_HANDLE
    for n, (a, pa) in enumerate(edges):
        for b, pb in edges[n + 1:]:
            if (a - b) % 2:  # two edges at an angle: one bend past the hub
                third = [f"ta-xs{e}" for e, _ in edges if e not in (a, b)] if len(edges) == 3 else []
                turn = _arc_turn(pa, pb, hub) if narrow else (_pair_curve(pa, pb, hub, share),)
                out.append(((f"ta-p{a}{b}", *third), turn))
            else:  # two facing edges: through the hub, bent
                t = _through(pa, pb, hub, sign)
                out.append(((f"ta-p{a}{b}",), (arm(pa, hub, t), _rev(arm(pb, hub, (-t[0], -t[1]))))))
    if len(edges) == 3:
        out += _y_pieces(edges, hub, sign) if not narrow else _all_three(out, edges, hub)
    return out


def _all_three(out: list[Piece], edges: list[tuple[int, Pt]], hub: Pt) -> list[Piece]:
    """Art pass 29 (R: where the board ran all three streets, every angled pair's turn was hidden by the third
    street's `ta-xs`, the facing pair's curve by static/tileart.css (not while a third street runs), so no far
    street showed and the neighbours' lanes stopped at the seams): while all three run, the facing pair's curve
    through the hub and the odd street straight in to it, both as already drawn alone (the roofs keep off them)."""
    odd = next(e for e, _ in edges if all((e - f) % 2 for f, _ in edges if f != e))
    f1, f2 = (f for f, _ in edges if f != odd)
    drawn = {cls[0]: c for cls, c in out}
    shown = (f"ta-s{odd}", f"ta-s{f1}", f"ta-s{f2}")
    return [(shown, drawn[f"ta-p{f1}{f2}"]), (shown, drawn[f"ta-le{odd}"])]


def _y_pieces(edges: list[tuple[int, Pt]], hub: Pt, sign: float) -> list[Piece]:
    """Art pass 21: three streets at a square hub (one port at an angle to the two others, which face each other)
    as one Y, shown only while all three run: a street across from one facing port (the stem's, by the tile's
    `sign`) to the other, bowed `Y_BOW` toward the odd port, which forks into it `Y_AT` along from the stem's
    port, heading for the stem (so the arms differ: the fork's and the long run on to the far port)."""
    odd = next(e for e, _ in edges if all((e - f) % 2 for f, _ in edges if f != e))
    ports = dict(edges)
    stem, far = sorted(e for e in ports if e != odd)[:: 1 if sign > 0 else -1]
    p, q, o = ports[stem], ports[far], ports[odd]
    mid = ((p[0] + q[0]) / 2, (p[1] + q[1]) / 2)
    bow = _unit((o[0] - mid[0], o[1] - mid[1]))
    k = math.dist(p, q) * PAIR_HANDLE_3
    across = (p, _on(_on(p, _start(p, hub), k), bow, Y_BOW), _on(_on(q, _start(q, hub), k), bow, Y_BOW), q)
    shown = tuple(f"ta-s{e}" for e in (odd, stem, far))
    return [(shown, (across,)), (shown, (_fork(across, o, hub, Y_AT),))]


def _not(cls: str) -> str | None:
    """The switch shown exactly while `cls`'s is not (`ta-xs<e>` for a street to edge e, `ta-k<e>` for a lane
    across it); None for a gate's street (always shown)."""
    if cls.startswith("ta-s"):
        return f"ta-xs{cls[-1]}"
    if cls.startswith("ta-j"):
        return f"ta-k{cls[-1]}"
    return None


def alone(arms: list[tuple[str, Pt]], i: int, others: list[int]) -> tuple[str, ...] | None:
    """The switches under which street `i` shows and none of `others` does (None where one of them is a gate's,
    always shown): where street i alone ends at the hub."""
    nots = [_not(arms[k][0]) for k in others]
    if None in nots:
        return None
    return tuple(c for c in (arms[i][0], *nots) if c)  # type: ignore[misc]


def hub_ends(arms: list[tuple[str, Pt]], hub: Pt, straight_in: bool = False) -> list[tuple[str, ...]]:
    """Art pass 21 (the judge after pass 20: rings and wells on a street that runs on through its hub, and
    streets that end in bare paving): the switches under which one street alone ends at this hub, each a well's
    (or the square's) condition there.  One street: its own switch.  A square hub's pair curves: the street
    alone (`ta-le<e>`).  Else the through street's two halves (`hub_pieces`): each while the other is off (a fork
    joins the through street short of the hub, so it ends nothing there); `straight_in` (far_streets' fallback,
    every street straight into the hub): each while every other is off."""
    if len(arms) == 1:
        return [alone(arms, 0, []) or ()]
    gates = [i for i, (cls, _) in enumerate(arms) if not cls]
    if not straight_in and len(arms) >= 3 and not gates and all(cls.startswith("ta-s") for cls, _ in arms):
        return [(f"ta-le{cls[-1]}",) for cls, _ in arms]
    if straight_in:
        pairs = [(i, [k for k in range(len(arms)) if k != i]) for i in range(len(arms))]
    else:
        i, j = through_pair(arms, hub)
        pairs = [(i, [j]), (j, [i])]
    return [c for c in (alone(arms, i, others) for i, others in pairs) if c is not None]


def _rev(c: Cubic) -> Cubic:
    return (c[3], c[2], c[1], c[0])


def _meet(a: Pt, u: Pt, b: Pt, v: Pt) -> Pt | None:
    """Where the line from `a` along `u` meets the line into `b` along `v` (None where they are about parallel)."""
    det = u[0] * -v[1] + v[0] * u[1]
    if abs(det) < 0.2:
        return None
    dx, dy = b[0] - a[0], b[1] - a[1]
    s = (dx * -v[1] + v[0] * dy) / det
    return (a[0] + u[0] * s, a[1] + u[1] * s) if s > 0 else None


def as_quad(c: Cubic) -> Cubic:
    """The cubic as the quadratic with the same end tangents where that stays near it (its handles' lines meet
    between a sixth and five sixths of the chord on): the same bend in half the numbers (the defs' budget), as a
    cubic whose handles are two thirds of the way to that corner point."""
    a, b, c_, e = c
    if b == a or c_ == e:
        return c
    q = _meet(a, _unit((b[0] - a[0], b[1] - a[1])), e, _unit((e[0] - c_[0], e[1] - c_[1])))
    chord = math.dist(a, e)
    if q is None or not (chord / 6 < math.dist(a, q) < chord * 5 / 6 and chord / 6 < math.dist(e, q) < chord * 5 / 6):
        return c
    q = (round(q[0]), round(q[1]))
    return (a, _on(a, (q[0] - a[0], q[1] - a[1]), 2 / 3), _on(e, (q[0] - e[0], q[1] - e[1]), 2 / 3), e)


def _quad_of(c: Cubic) -> Pt | None:
    """The quadratic's control point of a cubic made by `as_quad`, else None."""
    a, b, c_, e = c
    q = (a[0] + (b[0] - a[0]) * 1.5, a[1] + (b[1] - a[1]) * 1.5)
    r = (e[0] + (c_[0] - e[0]) * 1.5, e[1] + (c_[1] - e[1]) * 1.5)
    return (round(q[0]), round(q[1])) if math.dist(q, r) < 1e-6 and math.dist(q, (round(q[0]), round(q[1]))) < 1e-6 else None


RELATIVE = False


def straight(c: Cubic) -> bool:
    """Whether the cubic's handles lie on its chord (within a fifth of a unit): drawn as a line."""
    a, _, _, e = c
    dx, dy = e[0] - a[0], e[1] - a[1]
    size = math.hypot(dx, dy) or 1.0
    return all(abs((q[0] - a[0]) * dy - (q[1] - a[1]) * dx) / size < 0.2 for q in c[1:3])


def d(cubics: tuple[Cubic, ...]) -> str:
    """A path's `d` for the cubics at whole units (half a pixel at 49 px a tile; the defs' budget): a straight one
    (its handles on its ends) as a line, one made by `as_quad` as a quadratic."""
    def n(p: Pt) -> str:
        return f"{round(p[0])},{round(p[1])}"
    out = f"M{n(cubics[0][0])}"
    for c in cubics:
        a, b, c_, e = c
        q = _quad_of(c)
        if straight(c):
            out += f"L{n(e)}"
        elif q is not None:
            out += f"Q{n(q)} {n(e)}"
        else:
            out += f"C{n(b)} {n(c_)} {n(e)}"
    return out
