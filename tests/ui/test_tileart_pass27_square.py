"""Art pass 27 (the judge after pass 26, ask 1): a cottage stands by the heart's square, its front toward the plaza.

`square_cottages` sets a small cottage a few units off the plaza's rim on a square's town of 5 plan cottages or more
(tile R, the heart); `mini_kinds` draws it as set.  Each test loops over the square tiles (or the judge's board) and
collects failures.
"""

from __future__ import annotations

import math

from carcassonne.tiles import TILE_TYPES
from ui.tileart.far_square import PLAZA_R, ROOF_GAP, fir_box, fir_spots
from ui.tileart.far_streets import STREET_CLEAR, street_gap
from ui.tileart.geometry import _turn
from ui.tileart.layout import _layout
from ui.tileart.mini_kinds import LARGE, _fir_gap, box, inside_walls, mid_pieces
from ui.tileart.square_cottages import PLAZA_OFF, SQUARE_ROOM, WALL_OFF, square_kinds
from ui.tileart.town_mini import FAR_FOLLOWER_BOX, box_gap, mid_plan, plan_off_square

SQUARE_TILES = [t for t in TILE_TYPES if fir_spots(t)]
#: desktop-fit's px a tile per unit (the judge's desktop-board-fit: 71 px a tile), and the judge's ask: a front
#: within 6 px of the rim.
FIT, NEAR_PX = 0.71, 6.0


def _front_gap(p, kind, hub, rot):
    """How far (units) the front (the foot of the body, on screen) of a cottage of `kind` at `p` stands off the
    plaza's rim about `hub` on a tile turned `rot` (the cottage upright), and whether the front is the side toward
    the plaza (the cottage stands above the plaza's middle)."""
    x0, x1, _, y1 = box(kind)
    (x, y), (u, v) = _turn(p, rot), _turn(hub, rot)
    dx = max(x + x0 - u, u - x - x1, 0.0)
    return math.hypot(dx, max(v - (y + y1), 0.0)) - PLAZA_R, y + y1 <= v


def test_the_heart_tile_has_a_cottage_fronting_its_square_drawn_as_set():
    """Tile R (the heart): a square cottage whose front, on the turn that puts it above the plaza, stands
    `PLAZA_OFF` to 6 px at fit off the rim; drawn at its spot and size (`mid_pieces`); its town keeps every plan
    cottage (the one in the way stepped aside) and a large cottage."""
    failures = []
    squares = square_kinds("R")
    pieces = mid_pieces("R")
    if not squares:
        failures.append(("R", "no square cottage"))
    for p, kind in squares:
        if (p, kind) not in pieces:
            failures.append(("R", p, kind, "not drawn as set", pieces))
        hub = fir_spots("R")[0][0]
        fronts = [g for g, above in (_front_gap(p, kind, hub, rot) for rot in (0, 90, 180, 270)) if above]
        if not fronts or not PLAZA_OFF - 1e-9 <= min(fronts) <= NEAR_PX / FIT:
            failures.append(("R", p, kind, "front", [round(g * FIT, 1) for g in fronts]))
    if len(mid_plan("R")) != len(plan_off_square("R")) or not any(k == LARGE for _, k in pieces):
        failures.append(("R", "lost a cottage or its large ones", mid_plan("R"), pieces))
    assert not failures, failures


def test_square_cottages_keep_off_walls_streets_fir_plaza_and_the_follower():
    """Every square cottage of the catalogue, as drawn (its kind's box) under every turn: inside its town and
    `WALL_OFF` off the walls, `STREET_CLEAR` off every far street, `ROOF_GAP` off every fir, `PLAZA_OFF` off the
    plaza, `SQUARE_ROOM` out of the follower's far box, and `MINI_SPACE`-apart pieces (pass 24's test) aside."""
    failures = []
    for tid in SQUARE_TILES:
        lay = _layout(tid)
        hubs = {hub for hub, _, _ in fir_spots(tid)}
        for p, kind in square_kinds(tid):
            b = box(kind)
            if not any(inside_walls(c, p, b, WALL_OFF) for c in lay.cities):
                failures.append((tid, p, "walls"))
            if street_gap(tid, p, b) < STREET_CLEAR - 1e-9:
                failures.append((tid, p, "street"))
            if _fir_gap(tid, p, b) < ROOF_GAP - 1e-9:
                failures.append((tid, p, "fir"))
            for hub in hubs:
                for rot in (0, 90, 180, 270):
                    (x, y), (u, v) = _turn(p, rot), _turn(hub, rot)
                    gap = math.hypot(max(x + b[0] - u, u - x - b[1], 0), max(y + b[2] - v, v - y - b[3], 0))
                    if gap - PLAZA_R < PLAZA_OFF - 1e-9:
                        failures.append((tid, p, "plaza", rot, round(gap - PLAZA_R, 2)))
            if min(box_gap(p, b, c.shape.anchor, FAR_FOLLOWER_BOX) for c in lay.cities) < SQUARE_ROOM - 1e-9:
                failures.append((tid, p, "follower"))
            for _, q, _ in fir_spots(tid):
                fx0, fx1, fy0, fy1 = fir_box(q)
                if fx0 < p[0] + b[1] and p[0] + b[0] < fx1 and fy0 < p[1] + b[3] and p[1] + b[2] < fy1:
                    failures.append((tid, p, "under the fir at rotation 0"))
    assert not failures, failures


def test_the_judges_heart_shows_a_cottage_front_by_its_plaza():
    """On the judge's board (tileart_boards.compact_game, desktop-fit's game) the heart's tile R as it lies (turned
    180: cell (-3, -1)): a cottage front above its plaza within 6 px of the rim at fit (pass 26: nearest 13.7 px)."""
    from tileart_boards import compact_game
    game, _ = compact_game()
    failures, seen = [], 0
    for cell in game.board.order:
        o = game.board.tiles[cell][0]
        if o.id != "R" or o.rot != 180:  # (the heart: R turned so its lower corners hold the plaza's cottages)
            continue
        seen += 1
        hub = fir_spots("R")[0][0]
        fronts = [g for g, above in (_front_gap(p, k, hub, o.rot) for p, k in mid_pieces("R")) if above]
        if not fronts or min(fronts) * FIT > NEAR_PX:
            failures.append((cell, o.rot, [round(g * FIT, 1) for g in fronts]))
    assert seen and not failures, failures
