"""The frozen River: its bed between snowy banks, ice floes, the source among rocks and firs, the lake.

Why strokes along the centre line: the river is a band like a road, so stacked strokes of one path (shade,
wavy banks, edge, ice) and the floes draw it with no polygon maths and a few hundred bytes a tile.
"""

from __future__ import annotations

import zlib
import math

from .geometry import RIVER_HW, Pt, _at, _d, _length, _num, _offset_ops, _seg_dist, _unit
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
    """Three or four ice floes a tile and one or two cracks (`cracks`), as pass 8's judge asked: irregular
    five- and six-sided plates 6-10 units long, white with a 1-unit #a9c4dc lower-right edge, each turned at
    random, 10-22 units apart along the river and set near alternate banks at uneven distances from the middle,
    so no three stand in a line: pass 8's floes, evenly spaced on the middle, read as a road's dashed centre
    marking.  Each floe stays inside the ice band and off the tile's border (`floe_plan`)."""
    plates = floe_plan(lines, seed)
    if not plates:
        return ""
    d = "".join("M" + "L".join(f"{_num(px)},{_num(py)}" for px, py in pts) + "z" for pts in plates)
    P = PALETTE
    return (cracks(lines, seed) + f'<path d="{d}" transform="translate(1 1)" fill="{P["floe_edge"]}"/>'
            f'<path d="{d}" fill="{P["floe"]}"/>')


def floe_plan(lines: list[list[Pt]], seed: int = 0) -> list[list[Pt]]:
    """The floes' outlines: `FLOE_GAP` apart along the river from a seeded start, near alternate banks."""
    total = sum(_length(line) for line in lines)
    h0 = zlib.crc32(f"floes/{seed}".encode())
    count = 3 + h0 % 2
    gaps = [FLOE_GAP[1] - zlib.crc32(f"{seed}/gap/{k}".encode()) % 11 for k in range(count - 1)]  # 12-22
    while gaps and sum(gaps) > total - 2 * FLOE_END:
        gaps.pop()  # a short river (to its source or lake) takes fewer
    if total < 2 * FLOE_END:
        return []
    room = total - 2 * FLOE_END - sum(gaps)
    at = FLOE_END + (h0 >> 4) % 100 / 100 * room
    sign = 1 if h0 & 4 else -1
    out = []
    for k in range(len(gaps) + 1):
        h = zlib.crc32(f"{seed}/{k}".encode())
        plate = _plate(lines, at, sign, h)
        for alt in range(1, 5):  # (pass 11's bigger floes could line up: another size, side and turn)
            if not _in_a_row(out, plate):
                break
            plate = _plate(lines, at, sign, h ^ (alt << 8) ^ (alt << 12) ^ (alt * 37 << 16))
        out.append(plate)
        sign = -sign
        at += gaps[k] if k < len(gaps) else 0
    return out


def _in_a_row(plates: list[list[Pt]], new: list[Pt]) -> bool:
    """Whether `new`'s middle lies within 1.2 units of the line through the middles of two of `plates`."""
    mid = lambda pts: (sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts))  # noqa: E731
    c = mid(new)
    mids = [mid(p) for p in plates]
    for i, a in enumerate(mids):
        for b in mids[i + 1:]:
            cross = abs((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]))
            if cross / max(math.dist(a, b), math.dist(a, c), math.dist(b, c), 1e-9) <= 1.2:
                return True
    return False


def _plate(lines: list[list[Pt]], at: float, sign: int, h: int) -> list[Pt]:
    """One floe `at` units along the river, on side `sign`: a seeded outline turned at random, pushed toward
    the middle (and, if it must, turned toward the river's way) until it lies inside the ice band."""
    (x, y), (dx, dy) = _at_all(lines, at)
    shape = _PLATES[(h >> 20) % len(_PLATES)]
    r = FLOE_R[0] + (h >> 8) % 5 * (FLOE_R[1] - FLOE_R[0]) / 4
    along = math.atan2(dy, dx)
    turn = along + ((h >> 16) % 180) * math.pi / 180
    side = FLOE_SIDE[0] + (h >> 12) % 7 * (FLOE_SIDE[1] - FLOE_SIDE[0]) / 6
    for _ in range(18):
        c, s_ = math.cos(turn), math.sin(turn)
        cx, cy = x - dy * side * sign, y + dx * side * sign
        pts = [(cx + r * (u * c - v * s_), cy + r * (u * s_ + v * c)) for u, v in shape]
        if max(_off(p, lines) for p in pts) <= ICE_HALF - .3:
            return pts
        if r > FLOE_R[0]:  # smaller first, so it stays near its bank (pushed to the middle, floes line up)
            r = max(FLOE_R[0], r - .3)
        elif abs(math.remainder(turn - along, math.pi)) > .2:  # then turned toward the river's way
            turn = along + math.remainder(turn - along, math.pi) / 2
        elif side > FLOE_SIDE[0]:
            side = max(FLOE_SIDE[0], side - .4)
        else:
            turn = along + math.remainder(turn - along, math.pi) / 2
    return pts


def _off(p: Pt, lines: list[list[Pt]]) -> float:
    """How far `p` lies from the river's centre line."""
    return min(_seg_dist(p, a, b) for line in lines for a, b in zip(line, line[1:]))


def cracks(lines: list[list[Pt]], seed: int = 0) -> str:
    """One or two thin #d7e6f2 cracks a tile: a jagged line of three or four steps across part of the ice,
    between the floes, never reaching the banks."""
    total = sum(_length(line) for line in lines)
    if total < 2 * FLOE_END:
        return ""
    h0 = zlib.crc32(f"cracks/{seed}".encode())
    out = []
    for k in range(1 + h0 % 2):
        h = zlib.crc32(f"{seed}/crack/{k}".encode())
        at = FLOE_END + ((h % 100) / 100 * .5 + k * .5) * (total - 2 * FLOE_END)
        (x, y), (dx, dy) = _at_all(lines, at)
        nx, ny = -dy, dx
        pts = []
        for i, across in enumerate((-4.5, -1.5, 1.5, 4.5)[: 3 + (h >> 8) % 2]):
            jog = (((h >> (10 + 3 * i)) % 7) - 3) * .8
            pts.append((x + nx * across + dx * jog, y + ny * across + dy * jog))
        out.append("M" + "L".join(f"{_num(px)},{_num(py)}" for px, py in pts))
    d = "".join(out)
    # the crack's light line over a hairline of the floes' edge colour half a unit lower right: on the pale ice a
    # #d7e6f2 line alone did not show
    return (f'<g stroke-linejoin="round" stroke-linecap="round"><path d="{d}" transform="translate(.5 .5)" '
            f'stroke="{PALETTE["floe_edge"]}" stroke-width=".5"/>'
            f'<path d="{d}" stroke="{PALETTE["ice_crack"]}" stroke-width="1.1"/></g>')


def _at_all(lines: list[list[Pt]], goal: float) -> tuple[Pt, Pt]:
    """The point `goal` units along the river's lines taken one after another, and its direction there."""
    for line in lines:
        size = _length(line)
        if goal <= size or line is lines[-1]:
            return _at(line, min(1.0, goal / size) if size else 0.0)
        goal -= size
    raise ValueError("no river line")


#: A floe's size (its outline's unit), least and most: 8-11 units long, 4-6 across (art pass 11: larger and
#: flatter, so they read as plates, not pebbles).
FLOE_R = (3.8, 4.6)
#: How far a floe's middle sits off the river's centre line toward its bank, least and most (uneven, so floes by
#: one bank never line up), and how far the first and last keep from the river's ends.
FLOE_SIDE, FLOE_END = (1.7, 3.2), 9.0
#: The spacing of two floes along the river, least and most: 10-22 units (drawn 12-22; a short river's may be
#: no less than 10).
FLOE_GAP = (10, 22)
#: Half the ice band's width (the ice stroke is 2 * RIVER_HW - 3.5 wide).
ICE_HALF = RIVER_HW - 1.75
#: The floes' outlines in units of their size: broken plates of four and five sides, longer one way (u, -1.2..1.2)
#: than the other (v, -.6...6), each with one or two long straight edges and sharp corners (pass 10's six-sided
#: ones came out as rounded ovals, snowballs in a row): no two alike.
_PLATES = (((-1.2, -.55), (1.0, -.55), (1.2, .1), (.7, .55), (-1.1, .45)),
           ((-1.1, -.5), (.6, -.6), (1.2, 0), (1.1, .55), (-1.2, .55)),
           ((-1.2, -.25), (-.6, -.6), (1.2, -.6), (.9, .5), (-1, .6)),
           ((-1.2, -.6), (1.2, -.45), (1, .55), (-.2, .6), (-1.1, .5)),
           ((-1, -.6), (1.2, -.6), (1.2, .15), (.3, .6), (-1.2, .6)))
# each centred on its corners' mean, so a floe's middle is where `_plate` puts it (off the centre line)
_PLATES = tuple(tuple((u - sum(a for a, _ in pl) / len(pl), v - sum(b for _, b in pl) / len(pl)) for u, v in pl)
                for pl in _PLATES)


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
