"""A road's drawing helpers: the ends its strips are carried to, and its wheel ruts.

Apart from `draw` (the tile's markup) because they are geometry about one question, how a road meets its
neighbour at a tile joint with no hairline: every band reaching the border is carried to the tile's clip,
and only one band covers any part of the road there (see `draw._draw`).
"""

from __future__ import annotations

import math

from .geometry import ROAD_HW, Pt, _at, _dist, _length, _num, _unit


def _on_border(p: Pt) -> bool:
    return min(p) < .01 or max(p) > 99.99


def _under_ends(ops: list) -> list:
    """A road's commands with each end carried on along its direction, so that the strips along it can end
    flat (butt): an end on the border by 1.2 units, to CLIP's edge; an end inside the tile by half the widest
    band (what a square cap added), under its gate or building."""
    ops = list(ops)
    start, first = ops[0][1], ops[1]
    toward = first[1] if first[0] == "C" and _dist(first[1], start) > 1e-6 else first[-1]
    ops[0:1] = [("M", _beyond(start, toward)), ("L", start)]
    last, end = ops[-1], ops[-1][-1]
    back = last[2] if last[0] == "C" and _dist(last[2], end) > 1e-6 else ops[-2][-1]
    ops.append(("L", _beyond(end, back)))
    return ops


def _beyond(end: Pt, before: Pt) -> Pt:
    """`end` carried on away from `before`: 1.2 units past the border, or a road's half width and a half inside."""
    dx, dy = _unit((end[0] - before[0], end[1] - before[1]))
    k = 1.2 if _on_border(end) else ROAD_HW + 2.5
    return (end[0] + dx * k, end[1] + dy * k)


#: The ruts' distance from a road's middle line, how far they waver about it, and the step they are drawn in.
#: Session 9: 10-unit steps (3 a half wave), not 5: under their uneven dashes the wave looks the same at any zoom,
#: and the ruts' points were 3.3 KB of the tile art's 40 KB gzip budget (now about 2.3 KB).
RUT_OFF, RUT_WAVE, RUT_STEP = 2.0, 1.0, 10.0


def _past_border(pts: list[Pt]) -> list[Pt]:
    """A track whose end lies on the border carried on 1.2 units along its direction, to CLIP's edge: the two
    tiles' tracks overlap at the joint (a track ending on the border left a pale notch across the road there)."""
    def beyond(end: Pt, before: Pt) -> Pt:
        dx, dy = _unit((end[0] - before[0], end[1] - before[1]))
        return (float(_num(end[0] + 1.2 * dx)), float(_num(end[1] + 1.2 * dy)))
    if len(pts) > 1 and _on_border(pts[0]):
        pts = [beyond(pts[0], pts[1])] + pts
    if len(pts) > 1 and _on_border(pts[-1]):
        pts = pts + [beyond(pts[-1], pts[-2])]
    return pts


def _ruts(lines: list[list[Pt]]) -> str:
    """Two wheel tracks along each road line, each wavering a little about its side of the middle (a sine of
    a whole number of half waves, so that every track meets the border exactly at `RUT_OFF` from the middle
    and runs on into the neighbour's), the two sides at different waves so they do not run parallel."""
    return wavy_sides(lines, RUT_OFF, RUT_WAVE, RUT_STEP, 30, 1)


def wavy_sides(lines: list[list[Pt]], off: float, wave: float, step: float, wave_length: float,
               fewest: int) -> str:
    """A `wavy_line` each side of every line long enough (two ``step``s), with about one half wave per
    ``wave_length`` (at least ``fewest``) on one side and one more on the other, so the two never run parallel."""
    out = []
    for line in lines:
        length = _length(line)
        if length < 2 * step:
            continue
        steps = max(2, round(length / step))
        waves = max(fewest, round(length / wave_length))
        for side, half_waves in ((1, waves), (-1, waves + 1)):
            out.append(wavy_line(line, length, steps, side, off, wave, half_waves))
    return "".join(out)


def wavy_line(line: list[Pt], length: float, steps: int, side: int, off: float, wave: float,
              half_waves: int) -> str:
    """A path's `d` beside ``line``, ``off`` to one ``side`` (+1 or -1) and waving ``wave`` about that in a sine
    of ``half_waves`` half waves, so it meets the border exactly at ``off`` and runs on into the neighbour's; drawn
    in ``steps`` straight pieces between rounded points (relative steps between them: no drift), carried past
    the border.  Wheel ruts and the river's snowbanks."""
    pts = []
    for i in range(steps + 1):
        t = length * i / steps
        (x, y), (dx, dy) = _at(line, min(t / length, 1.0))
        o = side * (off + wave * math.sin(math.pi * half_waves * t / length))
        pts.append((float(_num(x - dy * o)), float(_num(y + dx * o))))
    pts = _past_border(pts)
    return (f"M{_num(pts[0][0])},{_num(pts[0][1])}"
            + "".join(f"l{_num(b[0] - a[0])},{_num(b[1] - a[1])}" for a, b in zip(pts, pts[1:])))
