"""Art pass 28: a small playing-zoom cottage grows to the usual size where its drawn outline, not its box, keeps
off its town's wall and the far streets.

Why (the judge after pass 27, ask 1): the heart's lower lobe showed two 8 px brick roofs at desktop-fit (422,371)
and (438,372): the corner cottages of tiles N and P (the diagonal towns, spots (62, 12) and (10.4, 63)), which
`mini_kinds._off_walls` made small.  `mini_kinds` measures a cottage by its box, whose corners stand well out past
the drawn house (the roof's top is 11.7 units wide, its wall 14.9, the box 17.7): in the corner between a diagonal
wall and a street the usual cottage's box keeps at most 3.0 units from the wall's middle line there
(`WALL_TOUCH` asks 3.4) once it keeps `STREET_CLEAR` off the street, while its drawn outline keeps 4.3 from the
wall and 4.7 from the street.  No neighbour stands in the way (the other cottage is 60 units off), and no spot
nearer the tile's middle is free of the street.  So a small cottage of a town's plan grows to the usual size where
that outline (`OUTLINE`, with its stroke) keeps `OUTLINE_WALL` off every wall line and `STREET_CLEAR` off every far
street under every turn, and its box every other rule `_grow_back` asks (`mini_kinds.fits`' others, not the
strict ones: no nearer the followers' room and the gate blocks than it stood).  A kind of one path more or less
costs no element (the usual size is the path without a stroke width).
"""

from __future__ import annotations

import math

from .far_square import PLAZA_R, ROOF_GAP
from .far_streets import STREET_CLEAR, WELL_SOLID_R, _turned_segments, well_spots
from .geometry import Pt, _inside, _seg_dist, _turn
from .layout import _layout
from .roof_queues import MID_PX, queues
from .town import boxes_clear
from .town_mini import FAR_FOLLOWER_GAP, MID_GATE_GAP, MINI_HALF, MINI_SPACE, gate_gap, mid_plan, room_gap

#: The mini cottage's drawn outline at scale 1 about its spot (upright units, `far_roofs` `_MINI_OUTLINE` and
#: `town._MINI_WALL` with the .9 stroke's half): the roof's top, its eaves, the wall's foot.
OUTLINE: tuple[Pt, ...] = ((-5.85, -8.45), (5.85, -8.45), (8.85, -.7), (8.85, 4.05), (7.45, 4.05), (7.45, 8.05),
                           (-7.45, 8.05), (-7.45, 4.05), (-8.85, 4.05), (-8.85, -.7))
#: How far the outline keeps from a wall's middle line: the far wall's half width (3.5) and 0.7 units (half a
#: pixel of paving at fit's 71 px a tile, where `touch.py`'s 2-px ring stays off the wall band).
OUTLINE_WALL = 4.2
#: The spots tried about a small cottage's own (units, nearest first): it stays in its corner.
STEPS: tuple[Pt, ...] = tuple(sorted(((float(dx), float(dy)) for dx in range(-2, 3) for dy in range(-2, 3)),
                                     key=lambda d: (d[0] ** 2 + d[1] ** 2, d)))
#: How far off its plan's spot a small cottage grows (`mini_kinds._off_walls`' reach, `WALL_SHIFTS`).
PLAN_REACH = 10.0


def outline(p: Pt, scale: float, rot: int) -> list[Pt]:
    """The cottage's outline at `p` on the tile turned `rot` (upright on screen), in the tile's units at turn 0."""
    x, y = _turn(p, rot)
    return [_turn((x + u * scale, y + v * scale), -rot % 360) for u, v in OUTLINE]


def _gap(poly: list[Pt], line: list[Pt], least: float) -> float:
    """The least distance between the closed polygon `poly` and the polyline `line` (`least` where none is nearer;
    segments whose bounds are farther are skipped)."""
    xs, ys = [p[0] for p in poly], [p[1] for p in poly]
    x0, x1, y0, y1 = min(xs) - least, max(xs) + least, min(ys) - least, max(ys) + least
    edges = list(zip(poly, poly[1:] + poly[:1]))
    best = least
    for a, b in zip(line, line[1:]):
        if max(a[0], b[0]) < x0 or min(a[0], b[0]) > x1 or max(a[1], b[1]) < y0 or min(a[1], b[1]) > y1:
            continue
        best = min([best] + [_seg_dist(v, a, b) for v in poly] + [_seg_dist(w, c, d) for w in (a, b) for c, d in edges])
    return best


def outline_clear(tile_id: str, index: int, p: Pt, scale: float) -> bool:
    """Whether a cottage of `scale` at `p` stands with its outline inside town `index`, `OUTLINE_WALL` off its
    wall lines and `STREET_CLEAR` off every far street, under every turn."""
    return all(outline_clear_on_turn(tile_id, index, p, scale, rot) for rot in (0, 90, 180, 270))


def outline_clear_on_turn(tile_id: str, index: int, p: Pt, scale: float, rot: int) -> bool:
    """`outline_clear` with the tile turned `rot` only (`fit_turns` grows a cottage on the turns that have room)."""
    city = _layout(tile_id).cities[index]
    poly = outline(p, scale, rot)
    if not all(_inside(q, city.poly) for q in poly) \
            or any(_gap(poly, line, OUTLINE_WALL) < OUTLINE_WALL - 1e-9 for line in city.wall_lines):
        return False
    turned = [_turn(q, rot) for q in poly]
    return not any(_gap(turned, [a, b], STREET_CLEAR) < STREET_CLEAR - 1e-9 for a, b in _turned_segments(tile_id, rot))


def grow_small(tile_id: str, pieces: list[list]) -> None:
    """`mini_kinds.mid_pieces`' hook: each small cottage of a town (not a square's, set as they are) grows to the
    usual size at its spot or up to 2 units off it (`STEPS`) where its box keeps the rules `mini_kinds.fits` asks
    but the wall's and the streets' (`_box_ok`) and its outline clears the wall and the streets
    (`outline_clear`).  One `mini_kinds._off_walls_far` stepped more than `PLAN_REACH` off the plan keeps its
    size (GB4's corner town, the judge after pass 26: there it found room off the wall as a small one only)."""
    from .mini_kinds import SCALE, SMALL, USUAL
    plan = mid_plan(tile_id)
    for i, (p, kind, t) in enumerate(pieces):
        if kind != SMALL or t is None or min(math.dist(p, q) for q in plan) > PLAN_REACH + 1e-9:
            continue
        for dx, dy in STEPS:
            q = (p[0] + dx, p[1] + dy)
            if _box_ok(tile_id, pieces, i, q) and outline_clear(tile_id, t, q, SCALE[USUAL]):
                pieces[i][0], pieces[i][1] = q, USUAL
                break


def _box_ok(tile_id: str, pieces: list[list], i: int, q: Pt, grown: str = "") -> bool:
    """Whether a usual cottage's box (or `grown`'s: art pass 31, `fit_grow`) at `q`, in place of piece `i`, keeps inside the tile, `MINI_SPACE` off the
    other pieces in no queue, off the fir and the wells (`mini_kinds.fits`, not strict, but for the walls and
    streets), and no nearer the followers' room and the gate blocks than piece `i` stood (`_grow_back`)."""
    from .mini_kinds import BORDER, USUAL, _fir_gap, _gap_to_point, box, edge_points  # (mini_kinds calls here)
    p, kind, _ = pieces[i]
    grown = grown or USUAL
    b = box(grown)
    others = [(o[0], o[1]) for j, o in enumerate(pieces) if j != i and o[1] is not None]
    return all(BORDER <= v <= 100 - BORDER for e in edge_points(q, b) for v in e) \
        and all(boxes_clear(q, b, o, box(k), MINI_SPACE) for o, k in others) \
        and _fir_gap(tile_id, q, b) >= ROOF_GAP \
        and all(_gap_to_point(q, b, w) >= (PLAZA_R if k == "square" else WELL_SOLID_R) + 1.0
                for k, w, _ in well_spots(tile_id)) \
        and room_gap(tile_id, q, b) >= min(room_gap(tile_id, p, box(kind)), FAR_FOLLOWER_GAP) - 1e-9 \
        and gate_gap(tile_id, q, box(grown, True)) >= min(gate_gap(tile_id, p, box(kind, True)), MID_GATE_GAP) - 1e-9 \
        and not queues([o for o, _ in others] + [q], MID_PX, True, MINI_HALF + 1.6)
