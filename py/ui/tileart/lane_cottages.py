"""Art pass 18, the near view: a shown lane moves the cottages it runs over instead of hiding them, and a cap
with no street of its own gets one for the board's last-resort lane.

Why a module of its own: `village` (the big towns) and `draw` (the planned towns) both draw cottages under the
streets, and both modules are near 500 lines.  Pass 17's lanes hid every cottage under them (`ta-xs<e>`), so a
town with a lane lost two or three cottages (the judge: "lanes replaced cottages instead of moving them").  Now
each such cottage has a second spot `OFF_KERB` off the lane's kerb, clear of everything else, drawn in the
lane's own `ta-s<e>` group (static/tileart.css shows it exactly where the board's ``data-st`` runs that lane):
the cottage steps aside to the lane's edge rather than vanishing.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Callable

from .built import ahead
from .geometry import Pt, _dist, _inside, _line_dist
from .layout import _layout
from .town import HALF, _apart, _turn
from .town_plan import LANE_W, _EDGE_INDEX, _EDGE_PORT, _lanes, _wall_gap

#: The kerb's half width about a lane's middle line (`lanes.KERB_W`: the lane and 0.2 units of kerb a side).
KERB_HALF = LANE_W / 2 + .2
#: How far a moved cottage's footprint keeps off the kerb of the lane it made way for (4.2-6 px at 96 px a tile),
#: and off any other street of its tile.
OFF_KERB, OTHER_KERB = (4.4, 6.2), 2.0
#: ... or, where no such spot is left (a crowded town), up to this far off it (10 px), still along the lane.
FAR_KERB = 11.0
#: The sizes a moved cottage tries, against its town's others.
SMALLER = (1.0, .82, .68)
#: How far a moved cottage keeps from another cottage's footprint, and from a lane-end well's middle (the well at
#: `village.END_WELL_K` reaches about 6 units from its spot).
COTTAGE_GAP, WELL_ROOM = 1.2, 5.6
#: How far along its lane a moved cottage may slide from where it stood.
SLIDE = 30
#: A cap's last-resort lane (`cap_lines`): at most this long from its edge's middle, at least `CAP_MIN` to a well
#: or `CAP_DOOR` to a cottage's door, its middle line this far inside the walls.
CAP_LEN, CAP_MIN, CAP_DOOR, CAP_WALL = 26.0, 11.0, 8.0, LANE_W / 2 + 4.0
#: ... and its well this far off the cap's cottages' footprints (the well's half width at `END_WELL_K`).
CAP_WELL = 4.8
#: ... and this far from the wall's middle line: the wall's half width (3.8), `WELL_CLEAR` of paving and the well's
#: half width (art pass 19: at 11.4, 1.6 clear, the judge saw the tree town's wells run into the wall).
WALL_HALF, WELL_CLEAR = 3.8, 6.6
CAP_WELL_WALL = WALL_HALF + WELL_CLEAR + CAP_WELL
#: The usual cap lane's length (every one of them: a cap's wall 30 units in, `CAP_WELL_WALL` off it; pass 18's 18
#: ran the well into the wall: the lane ends earlier rather than the well standing in the wall).
CAP_STD = 14.0

Line = tuple[Pt, ...]  # (a street's middle line: two points, or a corner town's curve as its samples, art pass 20)


def lane_gap(p: Pt, half: float, line: Line) -> float:
    """How far a cottage's footprint (`half` about `p`) keeps from a lane's middle line."""
    x, y = p
    return min(_line_dist((x, y), line), _line_dist((x - half, y - half), line),
               _line_dist((x + half, y - half), line), _line_dist((x - half, y + half), line),
               _line_dist((x + half, y + half), line))


def kerb_gap(p: Pt, half: float, line: Line) -> float:
    """How far a cottage's footprint keeps from a lane's kerb (negative: on the lane)."""
    return lane_gap(p, half, line) - KERB_HALF


def moved_spot(p: Pt, half: float, line: Line, others: list[Line], houses: list[Pt], wells: list[Pt],
               fits: Callable[[Pt], bool], beside: Callable[[Pt, Pt], bool] | None = None) -> Pt | None:
    """Where a cottage at `p` under `line` stands instead while that lane shows: the nearest spot `OFF_KERB` off
    its kerb (either side, slid along it by up to `SLIDE` units; else up to `FAR_KERB` off it; else `OFF_KERB` off
    another of the tile's streets) that `fits` (the town, its walls, its gate lanes and
    upright pieces), keeps `OTHER_KERB` off the tile's `others` streets, `COTTAGE_GAP` off `houses` and
    `WELL_ROOM` from the lane-end `wells` (or stands to a house as a cluster's two do, `beside`); None where no
    such spot is left."""
    (ax, ay), (bx, by) = min(zip(line, line[1:]), key=lambda s: _line_dist(p, list(s)))  # (a curve's nearest piece)
    size = math.hypot(bx - ax, by - ay) or 1.0
    ux, uy = (bx - ax) / size, (by - ay) / size
    t = max(0.0, min(size, (p[0] - ax) * ux + (p[1] - ay) * uy))
    foot = (ax + ux * t, ay + uy * t)
    side = 1 if (p[0] - foot[0]) * -uy + (p[1] - foot[1]) * ux >= 0 else -1
    for lo, hi, gaps in ((*OFF_KERB, (5.0, 4.6, 5.8)), (OFF_KERB[1], FAR_KERB, (7.4, 9.0, 10.6))):
        tries = []
        for s in (side, -side):
            for slide in sorted(range(-SLIDE, SLIDE + 1, 2), key=abs):
                for gap in gaps:  # (the footprint's nearest corner that far off the kerb)
                    off = KERB_HALF + half * (abs(ux) + abs(uy)) + gap
                    tries.append((_dist(p, (foot[0] + ux * slide - uy * s * off, foot[1] + uy * slide + ux * s * off)),
                                  (foot[0] + ux * slide - uy * s * off, foot[1] + uy * slide + ux * s * off)))
        q = _first(sorted(tries), half, line, others, houses, wells, fits, beside, lo, hi)
        if q is not None:
            return q
    # last, beside another of the tile's streets (a corner town: one street's side is the other's yard)
    for other in others:
        grid = _kerb_band(half, tuple((float(a), float(b)) for a, b in other))
        rest = [line] + [ln for ln in others if ln != other]
        q = _first(sorted((_dist(p, q), q) for q in grid), half, other, rest, houses, wells, fits, beside,
                   *OFF_KERB)
        if q is not None:
            return q
    return None


@lru_cache(maxsize=512)
def _kerb_band(half: float, line: Line) -> tuple[Pt, ...]:
    """The grid spots (1.5 units apart) whose cottage of `half` stands `OFF_KERB` off the kerb of `line`, nearest
    first is `moved_spot`'s business; kept per line, since a tile's cottages try the same streets again and again
    (over 3 000 lane gaps a call)."""
    grid = [(x * 1.5, y * 1.5) for x in range(2, 65) for y in range(2, 65)]
    return tuple(q for q in grid if OFF_KERB[0] <= kerb_gap(q, half, line) <= OFF_KERB[1])


def _first(tries, half: float, line: Line, others: list[Line], houses: list[Pt], wells: list[Pt],
           fits: Callable[[Pt], bool], beside, lo: float, hi: float) -> Pt | None:
    """The first of `tries` (distance, spot) `lo`-`hi` off the kerb of `line` that keeps `OTHER_KERB` off the
    `others` and clear of the rest (`moved_spot`)."""
    for _, q in tries:
        q = (float(round(q[0])), float(round(q[1])))  # (whole units: the defs' budget)
        if not lo <= kerb_gap(q, half, line) <= hi:
            continue
        if all(kerb_gap(q, half, ln) >= OTHER_KERB for ln in others) \
                and all(_apart(q, h, 2 * half + COTTAGE_GAP) or beside and beside(q, h) for h in houses) \
                and all(max(abs(q[0] - w[0]), abs(q[1] - w[1])) - half >= WELL_ROOM for w in wells) and fits(q):
            return q
    return None


def moves(spots: list[Pt], half: float, streets: dict[int, Line], under: Callable[[int], tuple[int, ...]],
          wells: list[Pt], fits: Callable[[Pt, float], bool], beside: Callable[[Pt, Pt], bool] | None = None
          ) -> dict[int, tuple[Pt, float]]:
    """Each cottage under a street (`under(j)`: the edges whose streets run over slot j) and its moved spot, one
    spot clear of all the tile's streets (so it holds whichever of them show), clear of the spots moved before it
    and of every other cottage that stands while it shows (one under the same streets makes way with it); the
    cottage a size smaller (`SMALLER`) where only that fits (a corner town's lane crosses its one yard).  Each as
    (spot, the cottage's scale against the others)."""
    out: dict[int, tuple[Pt, float]] = {}
    lines = list(streets.values())
    for j, p in enumerate(spots):
        edges = under(j)
        if not edges:
            continue
        own = streets[edges[0]]
        others = [ln for ln in lines if ln != own]
        # (a cottage under each of this one's streets is hidden whenever this one's moved copy shows)
        houses = [q for k, q in enumerate(spots) if k != j and not set(edges) <= set(under(k))]
        houses += [q for q, _ in out.values()]
        for scale in SMALLER:  # (the footprints kept apart as the larger's, the test's margin)
            q = moved_spot(p, half * scale, own, others, houses, wells, lambda q, s=scale: fits(q, half * s), beside)
            if q is not None:
                out[j] = (q, scale)
                break
    return out


def clustered_with(q: Pt, h: Pt, rot: int, up: float, side: float) -> bool:
    """Whether a cottage at `q` stands to one at `h` at least as far apart as a cluster's rear and front do on the
    screen of a tile turned by `rot` (`up` up or down and `side` aside, `village.REAR_UP`, `REAR_SIDE`): one roof
    shows behind the other."""
    u, v = _turn(q[0] - h[0], q[1] - h[1], -rot % 360)
    return abs(u) >= side - .05 and abs(v) >= up - .05


def moved_groups(body: str, edges: tuple[int, ...]) -> str:
    """A moved cottage's markup `body` once per edge whose street it made way for, in that street's `ta-s<e>`
    group (shown where the board's data-st runs it), the later copies hidden where an earlier edge's shows
    (`ta-xs<e>`), so exactly one copy stands whichever of the streets show."""
    out = ""
    for n, e in enumerate(edges):
        copy = body
        for earlier in edges[:n]:
            copy = f'<g class="ta-xs{earlier}">{copy}</g>'
        out += f'<g class="ta-s{e}">{copy}</g>'
    return out


def cap_street(e: int) -> Line:
    """The usual cap lane across edge `e` (`CAP_STD` units straight in), drawn once in the page's defs
    (`cap_defs`, `#ta-cs<e>`) and used by every cap whose lane it is (art pass 18: the defs' 40 KB budget)."""
    a = _EDGE_PORT[e]
    return (a, (a[0] + (50 - a[0]) / 50 * CAP_STD, a[1] + (50 - a[1]) / 50 * CAP_STD))


def cap_defs() -> str:
    """The shared defs of the four usual cap lanes (`cap_street`), each with its well at its end (a cap's one edge
    is its tile's one street: the end is always a lane's end); art pass 30: `CAP_STD` is within the far view's
    `WELL_EDGE`, so the well shows only by the board's data-cw (`near_streets.seam_well`, one well a run)."""
    from .lanes import kerbed  # (lanes imports village, which imports this module)
    from .near_streets import seam_well
    from .props import well
    from .village import END_WELL_K
    n = lambda v: f"{v:g}"  # noqa: E731
    return "".join(f'<g id="ta-cs{e}"><g fill="none">'
                   f'{kerbed(f"M{n(a[0])},{n(a[1])}L{n(b[0])},{n(b[1])}")}</g>'
                   f'{seam_well(well(b, END_WELL_K, True), b, e)}</g>'
                   for e, (a, b) in ((e, cap_street(e)) for e in range(4)))


def cap_lines(tile_id: str) -> tuple[dict[int, Line], ...]:
    """Each city's last-resort street at rotation 0 (`_caps`): a cap's lane from its edge straight in."""
    return tuple(lines for lines, _ in _caps(tile_id))


def cap_wells(tile_id: str) -> tuple[bool, ...]:
    """Whether each city's last-resort lane (`cap_lines`) ends at a well (else at a cottage's door)."""
    return tuple(w for _, w in _caps(tile_id))


@lru_cache(maxsize=None)
@ahead("caps", literal=True)
def _caps(tile_id: str) -> tuple[tuple[dict[int, Line], bool], ...]:
    """For a town of one edge with no gate and no square (a cap, which `village.street_lines` leaves without a
    street: a lane there ends in its paving), a lane from that edge's middle straight in, its middle `CAP_WALL`
    inside the walls: up to `CAP_LEN` units to where its well (`ta-le<e>`) has room, else up to the first cottage in
    its way (at least `CAP_DOOR` units: the lane leads to that cottage's door; a shallow cap has no room to move
    it aside); none for every other town.  The board runs it only where a town of 3+ tiles has no other lane
    (`ui.town_squares.street_cells`: the judge's tree town after pass 17, a square ringed by caps).  Worked out by
    the build (`built.ahead`): it plans the tile's towns, and the board asked for it on the main thread the first
    time a town of caps grew to three tiles (one 326 ms task in a confirm on an 80-tile board)."""
    from .town_plan import _town_plan
    lay = _layout(tile_id)
    out: list[tuple[dict[int, Line], bool]] = []
    for city, spec, (lanes, square), (spots, k) in zip(lay.cities, lay.tile.cities, _lanes(tile_id),
                                                       _town_plan(tile_id)):
        if len(spec.edges) != 1 or lanes or square:
            out.append(({}, False))
            continue
        e = _EDGE_INDEX[spec.edges[0]]
        a = _EDGE_PORT[e]
        way = ((50 - a[0]) / 50, (50 - a[1]) / 50)
        best, door = None, None
        for step in range(2, int(CAP_LEN) + 1):
            b = (a[0] + way[0] * step, a[1] + way[1] * step)
            if step > LANE_W and not (_inside(b, city.poly) and _wall_gap(b, city) >= CAP_WALL):
                break
            if any(kerb_gap(p, HALF * k, (a, b)) < .5 for p in spots):
                break
            door = b if step >= CAP_DOOR else None
            if step >= CAP_MIN and _wall_gap(b, city) >= CAP_WELL_WALL and all(
                    max(abs(b[0] - p[0]), abs(b[1] - p[1])) - HALF * k >= CAP_WELL for p in spots):
                best = b
        out.append(({e: (a, best)}, True) if best else ({e: (a, door)}, False) if door else ({}, False))
    return tuple(out)


def plan_moves(tile_id: str) -> tuple[dict[int, tuple[Pt, float]], ...]:
    """Each planned town's (`town_plan._town_plan`) cottages under a street and their spots beside it."""
    return tuple(found for found, _ in _plans(tile_id))


def plan_shifts(tile_id: str) -> tuple[dict[int, tuple], ...]:
    """Each planned town's cottages stepped aside from a cap lane's well with a spot of their own on each turn
    (`cap_turns.step_aside_turns`): their moves on turns 90, 180 and 270 (`cap_turns.SHIFTS`' patterns)."""
    return tuple(shifts for _, shifts in _plans(tile_id))


@lru_cache(maxsize=None)
def _plans(tile_id: str) -> tuple[tuple[dict[int, tuple[Pt, float]], dict[int, tuple]], ...]:
    """`plan_moves` and `plan_shifts` together, one town at a time."""
    from .lanes import lone_streets  # (lanes and village import this module)
    from .town import BOXES, _fits
    from .town_plan import _avoid, _town_plan, city_towers
    from .town_wall_spots import _banners
    from .near_streets import near_lines  # (art pass 20: a corner town's curved streets)
    from .village import END_WELL_K, big_town, street_cottages
    from .cap_room import crowds, step_aside
    from .cap_turns import step_aside_turns
    lay = _layout(tile_id)
    ends = lone_streets(tile_id)
    out = []
    for city, banners, (lanes, square), (spots, k), streets, under, cap, at_well in zip(
            lay.cities, _banners(tile_id), _lanes(tile_id), _town_plan(tile_id), near_lines(tile_id),
            street_cottages(tile_id), cap_lines(tile_id), cap_wells(tile_id)):
        half = HALF * k
        walls = city.wall_lines + lanes
        avoid = _avoid(tile_id, city, banners, city_towers(tile_id)) + [(p, BOXES["square"]) for p in square]
        wells = [ln[-1] for ln in streets.values()] + list(square) + [w for *_, w in ends if w is not None]
        extra = {100 + n: (b, p) for n, (_, b, p, _) in enumerate(ends) if _dist(b, p) > .3}
        slots = {j: tuple(e for e, js in sorted(under.items()) if j in js) for j in range(len(spots))}
        cap_ends = [ln[-1] for ln in cap.values()] if at_well else []  # (art pass 32: `cap_room`'s paving)
        found = moves(list(spots), half, {**streets, **extra}, lambda j: slots[j],
                      wells, lambda q, h, c=cap_ends: _fits(q, h, city.poly, walls, avoid)
                      and not any(crowds(w, END_WELL_K, q, h, None) for w in c))
        shifts = {} if big_town(tile_id, len(out)) else \
            _kerb_shifts(found, spots, k, {**streets, **extra}, slots, wells, city, avoid)
        for e, ln in (cap.items() if at_well else ()):  # (art pass 32: a cap's shallow band has no kerb spot left)
            for j in sorted(under.get(e, ())):
                # (art pass 35: a spot of its own on each turn, else pass 33's one spot; the larger wins)
                turned = step_aside_turns(j, spots, k, ln, city, COTTAGE_GAP, avoid)
                aside = turned[:2] if turned else step_aside(j, spots, k, ln, city, COTTAGE_GAP, avoid)
                if j not in found or aside and round(aside[1], 2) > found[j][1] + .05:
                    found[j] = aside
                    if turned and any(m != (0.0, 0.0, 1.0) for m in turned[2]):
                        shifts[j] = turned[2]
        found = {j: m for j, m in found.items() if m is not None}
        out.append((found, shifts))
    return tuple(out)


def _kerb_shifts(found: dict[int, tuple[Pt, float]], spots, k: float, streets: dict[int, Line],
                 slots: dict[int, tuple[int, ...]], wells: list[Pt], city, avoid) -> dict[int, tuple]:
    """Art pass 36: each kerb cottage that only fitted a size down (`SMALLER`) takes a spot and size of its own on
    each turn where every turn has room for 80 % of its town's (`kerb_turns`): `found` updated, and its moves on
    turns 90, 180 and 270 (`cap_turns.SHIFTS`' patterns) returned."""
    from .kerb_turns import LEAST, kerb_turns
    shifts = {}
    for j, (q, s) in sorted(found.items()):
        if s >= LEAST or not slots[j]:
            continue
        own = streets[slots[j][0]]
        houses = [p for i, p in enumerate(spots) if i != j and not set(slots[j]) <= set(slots[i])]
        houses += [p for i, (p, _) in found.items() if i != j]
        turned = kerb_turns(j, q, s, k, own, [ln for ln in streets.values() if ln != own], houses, wells, city,
                            avoid)
        if turned:
            found[j] = turned[:2]
            if any(m != (0.0, 0.0, 1.0) for m in turned[2]):
                shifts[j] = turned[2]
    return shifts


@ahead("stuck_cottages", literal=True)
def stuck_cottages(tile_id: str) -> tuple[tuple[tuple[tuple[int, ...], ...], ...], ...]:
    """Art pass 19: each city's near cottages that a street hides with no spot to step aside to, per turn of the tile
    (0, 90, 180, 270): the edges (rotation 0) of the streets over each.  The board (`ui.town_squares`) keeps a lane
    joining no gate and no square only where it hides none of them; worked out by the build (`built.ahead`: the
    page never plans towns)."""
    from .town_plan import _town_plan
    from .village import VILLAGE_K, _under_streets, street_cottages, street_lines, village
    out = []
    for i, lines in enumerate(street_lines(tile_id)):
        v = village(tile_id)[i]
        if any(v.turns):
            half = HALF * VILLAGE_K
            turns = tuple(tuple(es for j, es in enumerate(_under_streets(p, half, lines) for p, _ in turn)
                                if es and j not in moved) for turn, moved in zip(v.turns, v.moved))
        else:
            spots, _ = _town_plan(tile_id)[i]
            by_edge, moved = street_cottages(tile_id)[i], plan_moves(tile_id)[i]
            one = tuple(es for es in (tuple(e for e in sorted(by_edge) if j in by_edge[e]) for j in range(len(spots))
                                      if j not in moved) if es)
            turns = (one,) * 4
        out.append(turns)
    return tuple(out)
