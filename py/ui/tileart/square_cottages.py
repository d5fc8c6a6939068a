"""Art pass 27: two of the playing zoom's cottages stand by the town square's plaza (fit and mid, 56-72 px a tile).

Why (the judge after pass 26, ask 1): the heart's square read as "a lollipop: a round head on a thin stick, with
nothing facing it"; its nearest roofs stood 13.7 px off the plaza's rim at desktop-fit, because the followers' room
(`town_mini.FAR_FOLLOWER_GAP` off the follower's far box, whose anchor stands 10 units off the hub) and the square's
lanes (every lane that may show, `far_streets.street_gap`) left the plan no spot nearer.  Here a square in a town
of `SQUARE_TOWN` plan cottages or more (tile R, the heart) takes `SQUARE_HOUSES` cottages whose bodies stand
`PLAZA_OFF` to `SQUARE_NEAR` off its rim (2-5 px at fit: the plaza's paving shows between, and the house reads as
fronting it), in the diagonal gaps the lanes leave.  They keep every
rule a cottage keeps (inside the town and `WALL_OFF` off its walls, off the far streets, the gate blocks, the
towers and icons, the plaza and its fir, no queue of three) except the followers' full room: they keep out of the
follower's own far box by `SQUARE_ROOM` (about 1 px; the follower, drawn over them, stays whole).  A plan cottage in
the way steps aside to the nearest spot that keeps the plan's rules; a spot that would leave one out is not taken
(the square never costs its town a house).  `mini_kinds.mid_pieces(.., True)` leaves the square's cottages as they
are set here (`square_kinds`): grown or moved they would leave the plaza again.

They show only with the plaza they face (`mini_markup`: the plaza's own switches, `ta-sq<i>` and the one street
ending there, `ta-le<e>`); elsewhere the tile draws its cottages as without them (round one drew them on every
tile R, by a wall's tower on one with no plaza, and cost it a large cottage for nothing).

The search is cheap on purpose (the catalogue is drawn in every test process): a 2-unit ring about the plaza, the
cheapest rules asked first.
"""

from __future__ import annotations

import math
from functools import lru_cache

from .far_square import PLAZA_R, ROOF_GAP, fir_spots
from .far_streets import STREET_CLEAR, _seg_box_gap, _turned_segments, _wrap
from .geometry import Pt, _inside, _turn
from .layout import _layout
from .roof_queues import MID_PX, queues
from .town import _fits, boxes_clear
from .town_mini import (MINI_BODY, MINI_BOX, MINI_CLEAR, MINI_HALF, MINI_ICON_GAP_TIGHT, MINI_LOOSE, MINI_SPACE,
                        FAR_FOLLOWER_GAP, _icons, mid_gate_clear, mid_plan, room_gap)
from .town_plan import city_towers
from .town_wall_spots import _gates

#: How many cottages stand by a square (two, the judge's ask: on tile R, the heart, each takes the room of one of
#: the town's two large cottages in the corners beside it, which step aside as usual ones; only where the plaza
#: shows, `mini_markup`), and how far (units) a cottage's body stands off the plaza's rim: at least
#: `PLAZA_OFF` (1.8 px at fit's 71 px a tile: paving shows between), at most `SQUARE_NEAR` (5 px; the judge asks
#: 6); and the least angle (degrees, about the hub) between two, so they would stand on two sides of the plaza.
SQUARE_HOUSES, PLAZA_OFF, SQUARE_NEAR, SQUARE_APART = 2, 2.5, 7.0, 60.0
#: How far a square's cottage keeps out of the follower's far box (units, every turn) and off its town's walls
#: (`mini_kinds.WALL_BIG`: the far wall's half width and 1.5 units of paving).
SQUARE_ROOM, WALL_OFF = 1.6, 5.0
#: The sizes tried, biggest first (`mini_kinds`: usual, small), and their drawn boxes (`mini_kinds.box`).
KINDS = (("m", 1.0), ("s", 0.84))
_BODY = (-8.85, 8.85, -8.45, 8.05)
#: How far (units) a plan cottage in the way may step aside.
STEP = 10
#: How far (units, every turn) a square's cottage keeps from the square's firs where a spot allows (else the roofs'
#: `ROOF_GAP`): 1.4 px at fit (a first try stood between two of the firs, 1.3 px off one, crowding that side).
FIR_ROOM = 2.0
#: The fewest plan cottages a square's town has for the square to take its own (the heart tile R's 5: a smaller
#: town gave the square a large cottage of its few, and the towns' large share fell under its floor).
SQUARE_TOWN = 5


def body(kind: str) -> tuple[float, float, float, float]:
    """The drawn box of a square's cottage of `kind` about its spot (as `mini_kinds.box`)."""
    scale = dict(KINDS)[kind]
    return tuple(v * scale for v in _BODY)  # type: ignore[return-value]


def rim_gap(p: Pt, b: tuple[float, float, float, float], hub: Pt) -> float:
    """How far an upright box `b` at `p` stands off the rim of the plaza about `hub` (the least over the turns,
    which turn the offset and leave the box upright; negative where it covers the plaza)."""
    dx, dy = p[0] - hub[0], p[1] - hub[1]
    return min(math.hypot(max(ox + b[0], -ox - b[1], 0), max(oy + b[2], -oy - b[3], 0))
               for ox, oy in ((dx, dy), (-dy, dx), (-dx, -dy), (dy, -dx))) - PLAZA_R


def off_streets(tile_id: str, p: Pt, b: tuple[float, float, float, float]) -> bool:
    """Whether an upright box `b` at `p` keeps `STREET_CLEAR` off every far street under every turn (as
    `far_streets.street_clear`, measuring only the segments whose bounds come that near: a yes or no costs a tenth
    of the least gap)."""
    clear = STREET_CLEAR - 1e-9
    for rot in (0, 90, 180, 270):
        x, y = _turn(p, rot)
        x0, x1, y0, y1 = x + b[0], x + b[1], y + b[2], y + b[3]
        for lo_x, hi_x, lo_y, hi_y, a, c in _segments(tile_id, rot):
            if lo_x - x1 < clear and x0 - hi_x < clear and lo_y - y1 < clear and y0 - hi_y < clear \
                    and _seg_box_gap(a, c, (x0, x1, y0, y1)) < clear:
                return False
    return True


@lru_cache(maxsize=None)
def _segments(tile_id: str, rot: int) -> tuple[tuple[float, float, float, float, Pt, Pt], ...]:
    """The far streets' segments turned by `rot`, each with its bounds first (`off_streets`)."""
    return tuple((min(a[0], c[0]), max(a[0], c[0]), min(a[1], c[1]), max(a[1], c[1]), a, c)
                 for a, c in _turned_segments(tile_id, rot))


def _fir_gap(tile_id: str, p: Pt, b: tuple[float, float, float, float]) -> float:
    from .mini_kinds import _fir_gap as gap  # (mini_kinds reads `square_kinds`)
    return gap(tile_id, p, b)


def _walls_off(tile_id: str, index: int, p: Pt, b: tuple[float, float, float, float]) -> bool:
    from .mini_kinds import inside_walls
    return inside_walls(_layout(tile_id).cities[index], p, b, WALL_OFF)


def _spot_ok(tile_id: str, index: int, p: Pt, b: tuple[float, float, float, float], fir: float = ROOF_GAP) -> bool:
    """Whether a square's cottage of box `b` may stand at `p` in town `index`, `fir` off every fir of the square
    (every rule but the plaza's ring and the other cottages; the cheapest asked first)."""
    city = _layout(tile_id).cities[index]
    return _inside(p, city.poly) and all(math.dist(p, q) > d for q, d in _keep_off(tile_id, index)) \
        and room_gap(tile_id, p, b) >= SQUARE_ROOM and off_streets(tile_id, p, b) \
        and _fir_gap(tile_id, p, b) >= fir and mid_gate_clear(tile_id, p) \
        and all(boxes_clear(p, b, c, ib, MINI_ICON_GAP_TIGHT) for c, ib in _icons(city, tile_id, index)) \
        and _walls_off(tile_id, index, p, b)


@lru_cache(maxsize=None)
def _keep_off(tile_id: str, index: int) -> tuple[tuple[Pt, float], ...]:
    """The tower dots and gates of town `index`, and how far a cottage's middle keeps from each (as the plan's
    tight towns: `MINI_LOOSE` of `MINI_CLEAR`)."""
    return tuple((q, MINI_CLEAR["tower"] * MINI_LOOSE) for q in city_towers(tile_id)[index]) \
        + tuple((q, MINI_CLEAR["gate"] * MINI_LOOSE) for q in _gates(_layout(tile_id)))


def _ring(hub: Pt, kind: str, firs: tuple[Pt, ...] = ()) -> list[Pt]:
    """The 2-unit grid spots about `hub` where a cottage of `kind` stands `PLAZA_OFF` to `SQUARE_NEAR` off the
    plaza's rim and inside the tile (10 units in, as the plan's cottages), nearest the rim first, then farthest from
    the square's `firs` (summed: beside as few of them as may show), then nearest the tile's middle (the town's
    corners stay for its bigger cottages)."""
    spots = [(g, (hub[0] + dx, hub[1] + dy)) for g, dx, dy in _offsets(kind)]
    return [p for *_, p in sorted((g, -round(sum(math.dist(p, f) for f in firs)), math.dist(p, (50, 50)), p)
                                  for g, p in spots if 10 <= min(p) and max(p) <= 90)]


@lru_cache(maxsize=None)
def _offsets(kind: str) -> tuple[tuple[int, float, float], ...]:
    """`_ring`'s offsets from the hub (the same about every hub), with their gap to the rim in whole units."""
    reach, b = int(PLAZA_R + SQUARE_NEAR + 10), body(kind)
    ring = [(rim_gap((dx, dy), b, (0.0, 0.0)), (float(dx), float(dy)))
            for dx in range(-reach, reach + 1, 2) for dy in range(-reach, reach + 1, 2)]
    return tuple((round(g), dx, dy) for g, (dx, dy) in ring if PLAZA_OFF <= g <= SQUARE_NEAR)


def _angle(p: Pt, q: Pt, hub: Pt) -> float:
    a = math.atan2(p[1] - hub[1], p[0] - hub[0]) - math.atan2(q[1] - hub[1], q[0] - hub[0])
    return abs(math.degrees((a + math.pi) % (2 * math.pi) - math.pi))


@lru_cache(maxsize=None)
def square_kinds(tile_id: str) -> tuple[tuple[Pt, str], ...]:
    """(spot, kind) of each square's cottages at rotation 0: for each square in a town, up to `SQUARE_HOUSES` spots
    of the biggest kind that fits (`_ring`, `_spot_ok`; `FIR_ROOM` off the firs where one does), apart
    (`MINI_SPACE`, `SQUARE_APART`), costing the town no cottage (`_room_for`)."""
    cities = _layout(tile_id).cities
    out: list[tuple[Pt, str]] = []
    for hub in sorted({hub for hub, _, _ in fir_spots(tile_id)}):
        index = next((i for i, c in enumerate(cities) if _inside(hub, c.poly)), None)
        if index is None:
            continue
        mine: list[tuple[Pt, str]] = []
        if sum(_inside(p, cities[index].poly) for p in mid_plan(tile_id)) < SQUARE_TOWN:
            continue
        for kind, fir in ((kind, fir) for kind, _ in KINDS for fir in (FIR_ROOM, ROOF_GAP)):
            b = body(kind)
            for p in _ring(hub, kind, tuple(q for h, q, _ in fir_spots(tile_id) if h == hub)):
                if len(mine) >= SQUARE_HOUSES:
                    break
                if all(boxes_clear(p, b, q, body(k), MINI_SPACE) and _angle(p, q, hub) >= SQUARE_APART
                       for q, k in mine) and _spot_ok(tile_id, index, p, b, fir) \
                        and len(_room_for(tile_id, tuple(out + mine) + ((p, kind),))) == len(mid_plan(tile_id)):
                    mine.append((p, kind))
        out += mine
    return tuple(out)


def with_square(tile_id: str) -> tuple[Pt, ...]:
    """The mini cottages' spots (`town_mini.mid_plan`) made room for the square's cottages (`square_kinds`,
    which `mini_kinds` adds as they are)."""
    return _room_for(tile_id, square_kinds(tile_id))


def _room_for(tile_id: str, squares: tuple[tuple[Pt, str], ...]) -> tuple[Pt, ...]:
    """The plan's cottages with each one in the way of `squares` stepped aside (`_step_aside`) or left out (a square
    cottage that would leave one out is not taken: the square never costs its town a house)."""
    plan = mid_plan(tile_id)
    if not squares:
        return plan
    out: list[Pt] = []
    for i, p in enumerate(plan):
        if _clear_of(p, squares):
            out.append(p)
            continue
        q = _step_aside(tile_id, p, list(out) + list(plan[i + 1:]), squares)
        if q is not None:
            out.append(q)
    return tuple(out)


def _clear_of(p: Pt, squares: tuple[tuple[Pt, str], ...]) -> bool:
    return all(boxes_clear(p, MINI_BOX, q, body(k), MINI_SPACE) for q, k in squares)


def _step_aside(tile_id: str, p: Pt, others: list[Pt], squares: tuple[tuple[Pt, str], ...]) -> Pt | None:
    """The nearest spot up to `STEP` units off `p` (1-unit rings, 16 directions) where a plan cottage keeps the
    plan's rules (inside its town off the walls, the streets, the gate blocks; no nearer the followers' room than it
    stood) and `MINI_SPACE` off the other cottages, in no queue; None where there is none."""
    city = next((c for c in _layout(tile_id).cities if _inside(p, c.poly)), None)
    if city is None:
        return None
    room = min(room_gap(tile_id, p, MINI_BOX), FAR_FOLLOWER_GAP)
    spots = others + [q for q, _ in squares]
    for q in ((round(p[0] + r * math.cos(k * math.pi / 8), 2), round(p[1] + r * math.sin(k * math.pi / 8), 2))
              for r in range(1, STEP + 1) for k in range(16)):
        if 10 <= min(q) and max(q) <= 90 and _clear_of(q, squares) \
                and all(boxes_clear(q, MINI_BOX, o, MINI_BOX, MINI_SPACE) for o in others) \
                and off_streets(tile_id, q, MINI_BODY) and _fits(q, MINI_HALF, city.poly, city.wall_lines, []) \
                and room_gap(tile_id, q, MINI_BOX) >= room - 1e-9 and mid_gate_clear(tile_id, q) \
                and not any(q in t for t in queues(spots + [q], MID_PX, True, MINI_HALF + 1.6)):
            return q
    return None


def _plaza(tile_id: str) -> tuple[int, tuple[tuple[str, ...], ...]] | None:
    """The square's cottages' switch: the city segment index `i` of the square they stand by (its `ta-sq<i>`) and
    the other switches under which its plaza shows (`fir_spots`, as `far_streets.far_ends` draws it: each the one
    street that ends there alone, `ta-le<e>`, or () where it shows with the square always); None where the tile
    has no square cottages, or a condition of another shape (not drawn then)."""
    if not square_kinds(tile_id):
        return None
    hub = next(hub for hub, _, _ in fir_spots(tile_id)
               if any(math.dist(p, hub) < PLAZA_R + SQUARE_NEAR + 12 for p, _ in square_kinds(tile_id)))
    spots = [classes for h, _, classes in fir_spots(tile_id) if h == hub]
    i = int(spots[0][0][5:])
    conds = tuple(c[1:] for c in spots)
    if any(c[0] != f"ta-sq{i}" for c in spots) or not (conds == ((),) or all(len(c) == 1 and c[0][:5] == "ta-le"
                                                                             for c in conds)):
        return None
    return i, conds


def square_switch(tile_id: str) -> int | None:
    """The city segment index whose square the square's cottages stand by (`_plaza`), None where none is drawn."""
    plaza = _plaza(tile_id)
    return plaza[0] if plaza else None


def mini_markup(tile_id: str) -> str:
    """The playing zoom's pieces of a tile (`mini_kinds.houses_mini_kinds`) with the plaza's switches (the lead after
    round one: on a tile R that does not show its plaza the cottage crowded the wall by a tower, for nothing): the
    pieces as without the square's cottages (`mid_pieces`), those that differ with them where the plaza does not
    show (`ta-ns<i>`: off the square's tile; on it, `ta-sq<i>` and `ta-nl<e>` for each street that would show
    it), and the square's cottages with the plan as it made room for them (`mid_pieces(.., True)`) only where it
    shows (`ta-sq<i>` and the one street `ta-le<e>`, one copy a street: one at most shows).  The first piece
    without the square keeps the tile's start colour wherever it is drawn; else one of the square's group does."""
    from .mini_kinds import houses_mini_kinds, mid_pieces
    plain, plaza = mid_pieces(tile_id), _plaza(tile_id)
    if plaza is None:  # (art pass 36: a cottage grown on some turns in a path of its own, `fit_turns`; pass 40 `fit_nb`)
        from .fit_nb import turn_markup
        from .fit_rim import rim_markup  # (art pass 41: a cottage steps in off the board's open rim)
        return rim_markup(tile_id, plain, turn_markup(tile_id, plain))
    i, conds = plaza
    shown = mid_pieces(tile_id, True)
    both = [p for p in plain if p in shown]
    off, on = [p for p in plain if p not in shown], [p for p in shown if p not in plain]
    first = bool(plain) and plain[0] in both
    off_m, on_m = _other(houses_mini_kinds(tuple(off)), first), alternating(on)
    hide = "" if conds == ((),) else _wrap(tuple(f"ta-nl{c[0][-1]}" for c in conds) + (f"ta-sq{i}",), off_m)
    return _other(houses_mini_kinds(tuple(both)), not first) + f'<g class="ta-ns{i}">{off_m}</g>' + hide \
        + "".join(_wrap(c + (f"ta-sq{i}",), on_m) for c in conds)


def alternating(pieces: list) -> str:
    """The pieces shown with the plaza (its cottages and the plan's that stepped aside for them) in the tile's two
    roof colours by turns along a chain through them (each next piece the nearest left; from the one farthest from
    their middle), so no two neighbours on the square's row are alike (the judge after pass 27: one colour for the
    whole group gave the heart's top edge a row of four ochre huts).  A path's first vertex takes the tile's first
    colour and the others the second (`mini_kinds.houses_mini_kinds`): each piece due the first colour starts a path
    of its size, the others of that size follow it, a size with none of them is one path in the second."""
    from .mini_kinds import houses_mini_kinds
    chain = _chain([p for p, _ in pieces])
    first = {p for i, p in enumerate(chain) if i % 2 == 0}
    out = ""
    for kind in dict.fromkeys(k for _, k in pieces):
        starts = [q for q, k in pieces if k == kind and q in first]
        rest = tuple((q, k) for q, k in pieces if k == kind and q not in first)
        if not starts:
            out += _other(houses_mini_kinds(rest), True)
            continue
        out += houses_mini_kinds(((starts[0], kind),) + rest).replace(" hmo", "")
        out += "".join(houses_mini_kinds(((q, kind),)).replace(" hmo", "") for q in starts[1:])
    return out


def _chain(spots: list[Pt]) -> list[Pt]:
    """`spots` in a chain: from the one farthest from their middle, each next the nearest of those left."""
    if not spots:
        return []
    mid = (sum(x for x, _ in spots) / len(spots), sum(y for _, y in spots) / len(spots))
    chain = [max(spots, key=lambda q: (math.dist(q, mid), q))]
    left = [q for q in spots if q != chain[0]]
    while left:
        chain.append(min(left, key=lambda q: (math.dist(q, chain[-1]), q)))
        left.remove(chain[-1])
    return chain


def _other(markup: str, other: bool) -> str:
    """`markup`'s paths all in the tile's other roof colour (class `hmo`: their first piece too) where `other`."""
    return markup.replace('class="hmi"', 'class="hmi hmo"').replace('class="hmp"', 'class="hmp hmo"') if other \
        else markup
