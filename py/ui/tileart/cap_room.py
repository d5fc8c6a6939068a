"""Art pass 32 (the judge, asked twice: "wells crowd their cottages"): a cap's lane-end well keeps paving round it.

A cap's last-resort lane (`lane_cottages._caps`) stops where its well clears the cap's cottages' footprints by a
Chebyshev `CAP_WELL`, which lets a cottage stand *beside* the well: the heart town's two wells touched a slate and a
brick cottage at 96 px a tile (0-1 px between, no paving).  Here both are measured as drawn, upright on the screen
whatever the tile's turn: the well's box at `village.END_WELL_K` (its snow cap to its shadow) and each cottage's
outline (its shape's wall, roof, snow and chimney, and half its stroke).  A cottage nearer than `WELL_PAVING` to
the well is one the lane makes way for, as for a cottage under a street (`village.street_cottages`): it hides while
the lane shows and stands at a moved spot (`lane_cottages.plan_moves`) that keeps the same paving.
"""

from __future__ import annotations

from functools import lru_cache

from .geometry import Pt
from .town import COTTAGE, HALF, _SHAPES, SHAPE_SCALE, _turn, house_shape

#: The well drawn about its spot at scale 1 (`props.well_body`): left, top, right, bottom, its shadow included.
WELL_BOX = (-7.9, -9.2, 8.4, 8.2)
#: The paving kept between a cap well and any cottage's outline (3 px at 96 px a tile; the judge asked for 2: a
#: cottage's soft shadow falls on the first of them, down and to the right).
WELL_PAVING = 3.1
Box = tuple[float, float, float, float]


@lru_cache(maxsize=None)
def shape_box(shape: int) -> Box:
    """A cottage's outline of `shape` at scale 1 about its spot (local units times its `SHAPE_SCALE`), upright."""
    pts = [p for name in ("wall", "roof", "snow", "chimney") for poly in _SHAPES[shape][name] for p in poly]
    s = SHAPE_SCALE[shape]
    return (min(u for u, _ in pts) * s, min(v for _, v in pts) * s, max(u for u, _ in pts) * s,
            max(v for _, v in pts) * s)


def _any_box() -> Box:
    """The box holding every shape's outline (a moved cottage may be any shape at its spot's test)."""
    boxes = [shape_box(s) for s in range(len(_SHAPES))]
    return tuple(f(b[i] for b in boxes) for i, f in enumerate((min, min, max, max)))  # type: ignore[return-value]


def well_gap(well: Pt, well_k: float, spot: Pt, half: float, shape: int | None, rot: int) -> float:
    """The paving (tile units) between a well at `well` (scale `well_k`) and a cottage at `spot` of footprint
    `half` (`town.HALF` times its town's size) and `shape` (None: any shape) on a tile turned by `rot`, both
    upright on the screen: the larger of the horizontal and vertical gaps between their boxes (negative: they
    overlap)."""
    k = half / HALF * COTTAGE
    box = shape_box(shape) if shape is not None else _any_box()
    stroke = min(k, 1.2) * .35  # (half `town.houses`' outline stroke)
    cl, ct, cr, cb = (box[0] * k - stroke, box[1] * k - stroke, box[2] * k + stroke, box[3] * k + stroke)
    wl, wt, wr, wb = (v * well_k for v in WELL_BOX)
    dx, dy = _turn(spot[0] - well[0], spot[1] - well[1], -rot % 360)  # (the cottage's offset on the screen)
    return max(dx + cl - wr, wl - (dx + cr), dy + ct - wb, wt - (dy + cb))


def crowds(well: Pt, well_k: float, spot: Pt, half: float, shape: int | None) -> bool:
    """Whether a cottage stands nearer than `WELL_PAVING` to the well on any turn of its tile."""
    return any(well_gap(well, well_k, spot, half, shape, rot) < WELL_PAVING for rot in (0, 90, 180, 270))


def cap_crowders(spots, half: float, cap: dict, at_well: bool, well_k: float) -> dict[int, frozenset[int]]:
    """The slots of a cap town's cottages (`spots`) that crowd its lane's well (`crowds`), by the lane's edge."""
    if not at_well:
        return {}
    return {e: frozenset(j for j, p in enumerate(spots) if crowds(ln[-1], well_k, p, half, house_shape(j)))
            for e, ln in cap.items()}


#: The sizes a crowding cottage tries where `lane_cottages.moves` finds it no spot (a cap's shallow band: its
#: planned spot already stands nearer the wall than `town._fits` allows), and how far it may step.
STEP_SIZES, STEP_MOST, WALL_KEEP = (1.0, .9, .82, .74), 8.0, 7.0


def step_aside(j: int, spots, half: float, line, city, houses_gap: float) -> tuple[Pt, float] | None:
    """Cottage `j` of a cap town (`spots`, footprint `half`) stepped straight away from its lane's well (across the
    lane `line`, along the cottage's row) and, where it must, a size smaller (`STEP_SIZES`), to the nearest spot
    that leaves `WELL_PAVING` to the well on every turn, keeps `houses_gap` off the town's other cottages, stays
    inside the town and no nearer the wall's middle line than its planned spot did (or `WALL_KEEP`); as (spot,
    scale), or None."""
    from .geometry import _inside
    from .town_plan import _wall_gap
    from .village import END_WELL_K
    p, w = spots[j], line[-1]
    along = abs(line[-1][0] - line[0][0]) > abs(line[-1][1] - line[0][1])  # (the lane runs across x: step in y)
    sign = 1 if (p[1] - w[1] if along else p[0] - w[0]) >= 0 else -1
    corners = lambda q, h: [(q[0] + a * h, q[1] + b * h) for a in (-1, 0, 1) for b in (-1, 0, 1)]  # noqa: E731
    wall = lambda q, h: min(_wall_gap(c, city) for c in corners(q, h))  # noqa: E731
    keep = min(wall(p, half), WALL_KEEP)
    for s in STEP_SIZES:
        for n in range(int(STEP_MOST * 2) + 1):
            d = sign * n / 2
            q = (round(p[0], 1), round(p[1] + d, 1)) if along else (round(p[0] + d, 1), round(p[1], 1))
            h = half * s
            if crowds(w, END_WELL_K, q, h, house_shape(j)):
                continue
            if wall(q, h) >= keep and all(_inside(c, city.poly) for c in corners(q, h)) and all(
                    max(abs(q[0] - o[0]), abs(q[1] - o[1])) >= h + half + houses_gap
                    for i, o in enumerate(spots) if i != j):
                return q, s
            break  # (the nearest clear spot at this size failed: try a size smaller)
    return None
