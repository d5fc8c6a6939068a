"""The frozen River: its bed between snowy banks, ice floes, the source among rocks and firs, the lake.

Why strokes along the centre line: the river is a band like a road, so stacked strokes of one path (shade,
wavy banks, edge, ice) and the floes draw it with no polygon maths and a few hundred bytes a tile.
"""

from __future__ import annotations

import zlib
import math

from .geometry import RIVER_HW, Pt, _at, _d, _length, _num, _offset_ops, _unit
from .palette import PALETTE
from .roads import wavy_sides


def _stroke(d: str, colour: str, width: float, extra: str = "") -> str:
    return f'<path d="{d}" stroke="{colour}" stroke-width="{_num(width)}"{extra}/>'


def firs(points: list[Pt], size: float = 1.0) -> str:
    """Small snowy fir trees (two stacked triangles, a white cap) as two compound paths."""
    n = _num
    k = size
    body, caps = [], []
    for x, y in points:
        body.append(f"M{n(x)},{n(y - 9 * k)}l{n(5 * k)},{n(8 * k)}h{n(-10 * k)}z"
                    f"M{n(x)},{n(y - 5 * k)}l{n(6 * k)},{n(9 * k)}h{n(-12 * k)}z")
        caps.append(f"M{n(x)},{n(y - 9 * k)}l{n(2.4 * k)},{n(4 * k)}h{n(-4.8 * k)}z")
    P = PALETTE
    return (f'<path d="{"".join(body)}" fill="{P["garden_tree"]}" stroke="{P["outline"]}" stroke-width=".5"/>'
            f'<path d="{"".join(caps)}" fill="#fff"/>')


def floes(lines: list[list[Pt]], seed: int = 0) -> str:
    """Three or four angular ice floes a tile (6-10 units long: triangles and four-sided slabs, long along the
    river and turned a little off it), white with a 1-unit #a9c4dc lower edge, scattered unevenly along the
    river and set near alternate banks, never on the centre line: pass 8's floes, evenly spaced on the middle,
    read as a road's dashed centre marking.  Each floe stays inside the ice band and off the tile's border."""
    total = sum(_length(line) for line in lines)
    if total <= 0:
        return ""
    h0 = zlib.crc32(f"floes/{seed}".encode())
    count = 3 + h0 % 2
    sign = 1 if h0 & 4 else -1
    polys = []
    for k in range(count):
        h = zlib.crc32(f"{seed}/{k}".encode())
        frac = .14 + .72 * (k + .2 + (h % 60) / 100) / count  # uneven gaps, none at the border
        (x, y), (dx, dy) = _at_all(lines, frac * total)
        r = FLOE_R[0] + (h >> 8) % 5 * (FLOE_R[1] - FLOE_R[0]) / 4
        side = sign * (FLOE_SIDE + ((h >> 12) % 5) * .15)  # alternate banks: never two on one side in a row
        sign = -sign
        turn = math.atan2(dy, dx) + ((h >> 16) % 21 - 10) * math.pi / 180
        c, s_ = math.cos(turn), math.sin(turn)
        shape = _SHARDS[(h >> 20) % len(_SHARDS)]
        cx, cy = x - dy * side, y + dx * side
        pts = [(cx + r * (u * c - v * s_), cy + r * (u * s_ + v * c)) for u, v in shape]
        polys.append("M" + "L".join(f"{_num(px)},{_num(py)}" for px, py in pts) + "z")
    d = "".join(polys)
    P = PALETTE
    return (f'<path d="{d}" transform="translate(.3 1)" fill="{P["floe_edge"]}"/>'
            f'<path d="{d}" fill="{P["floe"]}" stroke="{P["floe_edge"]}" stroke-width=".4" stroke-linejoin="miter"/>')


def _at_all(lines: list[list[Pt]], goal: float) -> tuple[Pt, Pt]:
    """The point `goal` units along the river's lines taken one after another, and its direction there."""
    for line in lines:
        size = _length(line)
        if goal <= size or line is lines[-1]:
            return _at(line, min(1.0, goal / size) if size else 0.0)
        goal -= size
    raise ValueError("no river line")


#: A floe's size (the shard outlines' unit), least and most: 6-10 units long, 3-5 across.
FLOE_R = (2.8, 4.2)
#: How far a floe's middle sits off the river's centre line, at least (toward one bank): 2.3-2.9 units, so
#: none lies on the middle and all stay within the 12.5-unit ice.
FLOE_SIDE = 2.3
#: The shards' outlines in units of their size, long along the river (u) and narrow across it (v): sharp
#: triangles and broken slabs, no two alike.
_SHARDS = (((-1.1, -.2), (1.2, -.5), (.1, .6)), ((-1, -.5), (.6, -.6), (1.2, .3), (-.5, .5)),
           ((-1.2, .3), (-.2, -.6), (1.1, -.1)), ((-.9, -.4), (1, -.3), (.4, .5), (-1.1, .2)),
           ((-1, .1), (.3, -.5), (1.2, .4)))


def _on_border(p: Pt) -> bool:
    return min(p) < .01 or max(p) > 99.99


def _to_clip(ops: list) -> list:
    """A river's commands with each end on the border carried on 1.2 units along its direction, to the tile's
    clip (an end inside the tile, at its source or lake, stays where it is)."""
    ops = list(ops)
    start, first = ops[0][1], ops[1]
    if _on_border(start):
        toward = first[1] if first[0] == "C" else first[-1]
        dx, dy = _unit((start[0] - toward[0], start[1] - toward[1]))
        ops[0:1] = [("M", (start[0] + 1.2 * dx, start[1] + 1.2 * dy)), ("L", start)]
    last, end = ops[-1], ops[-1][-1]
    if _on_border(end):
        back = last[2] if last[0] == "C" else ops[-2][-1]
        dx, dy = _unit((end[0] - back[0], end[1] - back[1]))
        ops.append(("L", (end[0] + 1.2 * dx, end[1] + 1.2 * dy)))
    return ops


def river(ops_list: list, lines: list[list[Pt]] | None = None, seed: int = 0) -> str:
    """The river's band, for use inside a `<g fill="none">`: its ice over strips along each side (its edge, the
    white snowbank, the soft shade beyond), then the floes.  All opaque: at a seam two tiles' ends overlap by a
    hair, and a translucent band doubled there into a dark line across the river.

    Why strips and not wide strokes stacked under the ice: each stacked stroke covered the tile clip's
    anti-aliased edge pixel in part, and the colour under the ice showed through it as a hairline across the
    river at every joint.  So the ice is the only band across the middle (square-capped past the border where
    the river runs border to border), and each strip lies only a unit under the next, carried to the clip's
    edge with flat ends (`_to_clip`)."""
    P = PALETTE
    d = "".join(_d(ops) for ops in ops_list)
    ext = [_to_clip(ops) for ops in ops_list]
    w = 2 * RIVER_HW

    def strips(inner: float, outer: float, colour: str, extra: str = "") -> str:
        sd = "".join(_d(_offset_ops(ops, side * (inner + outer) / 2)) for ops in ext for side in (-1, 1))
        return _stroke(sd, colour, outer - inner, extra)
    ice = (w - 3.5) / 2
    # the snowbanks' foot waves: drifts heaped along each bank (round-capped dashes along it, near only);
    # no line down the middle (a dash-dot centre line read as a road's)
    banks = wavy_banks(lines or [])
    ends = [ops[i][-1] for ops in ops_list for i in (0, -1)]
    cap = ' stroke-linecap="square"' if all(_on_border(p) for p in ends) else ""
    return (strips(RIVER_HW + 1.7, RIVER_HW + 5.6, P["verge_flat"]) + _stroke(banks, "#fff", 3, BANKS)
            + strips(RIVER_HW - 1, RIVER_HW + 2.7, "#fff") + strips(ice - 1, RIVER_HW, P["river_edge"])
            + _stroke(d, P["river_ice"], w - 3.5, cap) + floes(lines or [], seed))


#: The snowbank: one continuous 3-unit white line each side, near only (pass 7's dashes read as stitching).
BANKS = ' stroke-linecap="butt" stroke-linejoin="round" class="ta-d"'
#: How far the bank's middle lies off the river's, how far it waves about that, and the step it is drawn in.
BANK_OFF, BANK_WAVE, BANK_STEP = RIVER_HW + 3.3, 1.0, 4.0


def wavy_banks(lines: list[list[Pt]]) -> str:
    """The snowbank along each side of the river, as one path's `d`: a line `BANK_OFF` off the middle waving
    `BANK_WAVE` about it (a sine of a whole number of half waves, so it meets the border exactly at `BANK_OFF`
    and runs on into the neighbour's bank), its outer lobes over the shade beyond, carried past the border."""
    return wavy_sides(lines, BANK_OFF, BANK_WAVE, BANK_STEP, 14, 2)


def spring(p: Pt) -> str:
    """The river's source: a pool ringed with grey rocks, water still dark at its heart, two firs."""
    x, y = p
    P = PALETTE
    n = _num
    rocks = "".join(f"M{n(x + dx)},{n(y + dy)}h0" for dx, dy in
                    ((-11, -2), (-8, -9), (0, -12), (8, -9), (11, -2), (9, 6), (-9, 6)))
    return (f'<circle cx="{n(x)}" cy="{n(y)}" r="10" fill="{P["river_ice"]}" stroke="{P["river_edge"]}" stroke-width="1.4"/>'
            f'<circle cx="{n(x)}" cy="{n(y)}" r="4.5" fill="{P["river_deep"]}" opacity=".6"/>'
            f'<path d="M{n(x - 6)},{n(y - 3)}l4,-2" stroke="#fff" stroke-width="1.4" stroke-linecap="round"/>'
            f'<path d="{rocks}" stroke="{P["outline"]}" stroke-width="6.4" stroke-linecap="round"/>'
            f'<path d="{rocks}" stroke="{P["rock"]}" stroke-width="5" stroke-linecap="round"/>'
            f'<path d="{rocks.replace("h0", "h.1")}" stroke="#fff" stroke-width="2" stroke-linecap="round" '
            f'transform="translate(-.5 -1)"/>'
            + firs([(x - 20, y + 4), (x + 19, y - 4)], 1.1))


def lake(p: Pt) -> str:
    """The river's lake: a big sheet of ice with floes, reeds at its edge and a snowy bank."""
    x, y = p
    P = PALETTE
    n = _num
    reeds = "".join(f"M{n(x + dx)},{n(y + dy)}l{n(t)},-6" for dx, dy, t in
                    ((-22, 12, -1), (-20, 13, 0), (-18, 13.5, 1), (19, -13, -1), (21, -12, 0.5)))
    return (f'<ellipse cx="{n(x)}" cy="{n(y)}" rx="29.5" ry="23.5" fill="#fff" stroke="{P["verge"]}" '
            f'stroke-width="3" stroke-opacity=".3"/>'
            f'<ellipse cx="{n(x)}" cy="{n(y)}" rx="27" ry="21" fill="{P["river_ice"]}" '
            f'stroke="{P["river_edge"]}" stroke-width="2.2"/>'
            f'<ellipse cx="{n(x + 3)}" cy="{n(y + 2)}" rx="12" ry="8" fill="{P["river_deep"]}" opacity=".35"/>'
            f'<path d="M{n(x - 16)},{n(y - 8)}l7,-3l5,3l-6,4zM{n(x + 6)},{n(y + 9)}l8,-2l3,4l-9,2z" fill="{P["floe"]}" '
            f'stroke="{P["river_edge"]}" stroke-width=".6"/>'
            f'<path d="M{n(x - 15)},{n(y + 2)}c6,-5 14,-6 22,-3" stroke="#fff" stroke-width="1.5" stroke-linecap="round"/>'
            f'<path d="{reeds}" stroke="{P["reed"]}" stroke-width="1.1" stroke-linecap="round"/>')
