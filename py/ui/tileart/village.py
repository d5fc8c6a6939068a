"""Art pass 14, the near view's village: streets through a big town's tiles and the cottages that line them.

Why a module of its own: the near plan (`town_plan.house_plan`) is also what the playing and far zooms read
(`town_mini`), so what this pass adds at 88-96 px a tile lives beside it, near-only (`ta-d`), and leaves those
views alone.  Two things:

- **Streets** (`street_lines`): on every city tile, a lane from the middle of each edge the city runs across to the
  tile's hub (its square's spot, else where its gate lanes meet), in a group `ta-s<e>` that static CSS shows only
  where the board's ``data-st`` names edge e (`ui.town_squares.street_cells`: a path over the city's tiles from each
  gate's tile to the square's tile), so the lanes run from the gates through the tiles' middles into the square and
  none ends in the paving or on a seam.  A cottage under such a lane hides with it (`ta-xs<e>`).
- **The village** (`village`): a big town (`town_plan.BIG_TOWN`: IC01, C, F, G, Q, R, S, T, IC10) is planned
  afresh for the near view, 6-7 cottages of one size (`VILLAGE_K`, ~16 px roofs) where it has room (4-5 in the
  bands F, G, IC10): first along its streets 3-5 px off their edge, then where the paving is widest, 3 px apart,
  at most three in a line, and deliberate clusters where a cottage stands 4.4 px above and half behind another
  (drawn first, then a 1 px #6b5a4c eave shadow, then the front one).  "Behind" is up on the screen, so each turn
  of the tile has its own plan (`ta-r<rot>`, shown by the `<use>`'s data-rot); its follower boxes and square are
  checked as that turn shows them.  A paving gap still 40 px wide gets a woodpile on a snow disc of its own, off the
  streets (art pass 15), and the square's opening on the copies that do not show the square, where the streets
  cross, a small well (`ta-nw<i>`; art pass 31: also hidden by the board's data-cw ``n<i>`` where streets run on
  through it or its run ends in another well, `ui.lane_ends`).
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass
from functools import lru_cache

from .geometry import Pt, _dist, _inside, _line_dist, _num
from .layout import _City, _layout
from .palette import PALETTE
from .props import well
from .town import BOXES, CLEAR, HALF, _SHAPES, COTTAGE, SHAPE_SCALE, TURNS, _apart, _fits, _turn, house_shape, houses_near
from .town_plan import (BIG_TOWN, LANE_W, _EDGE_INDEX, _EDGE_PORT, _avoid, _loosened, _lanes, square_spokes,
                        _town_plan, _wall_gap)
from .town_rows import MAX_IN_LINE, MOVED_GAP, _in_line, _jittered
from .town_wall_spots import _area, _banners
from .lane_cottages import cap_lines, cap_wells, clustered_with, moved_groups, moves

#: A big town's cottages at 96 px a tile, clusters' rear cottages counted (the judge's 6-7 for IC01 / S).
VILLAGE_MIN, VILLAGE_MAX = 6, 7
#: A cluster's rear cottage against its front one, as the screen shows it: this far up (4.4 px at 96 px a tile)
#: and this far to one side (about half a cottage), so its snowy roof and one gable show behind the front roof.
REAR_UP, REAR_SIDE = 4.6, 9.6
#: The eave shadow between a cluster's cottages: 1 px of #6b5a4c along the front roof's top on the rear's side.
EAVE_SHADOW, EAVE_W = "#6b5a4c", 1.05
#: A cottage added along a street keeps this far off the lane's edge (3-5 px at 96 px a tile).
ALONG = (3.2, 5.2)
#: The paving gap that gets a snow patch (40 x 40 px) and the patch's size and woodpile (art pass 15: a 12 px disc
#: of #f4f6f9 in a #b3a89c rim, art pass 16 #a89a8c, 3 px logs; pass 14's 10 px patch of the street's own #e4dfd8 read as a speck).
GAP_SIDE, PATCH_R, LOG_W = 41.7, 6.25, 3.1
PATCH, WOOD, LOG_END = PALETTE["pile_snow"], "#7d5540", "#c99d6f"
#: Art pass 15: how far a woodpile's disc keeps from a street's or lane's edge (3.5 px at 96 px a tile).
PILE_CLEAR = 3.6
#: Art pass 15: the drawn extents (x0, x1, y0, y1 about the spot, upright) of the cathedral (draw._cathedral at
#: 1.25, the spires' mitred tips included) and the monastery (landmarks.monastery, its church and tower), and how
#: far a cottage's box keeps from them: a cottage clipped under the cathedral's foot read as broken (pass 14).
CATHEDRAL_DRAWN = (-19.2, 19.2, -27.4, 15.9)
MONASTERY_DRAWN = (-25.0, 24.0, -33.0, 26.0)
LANDMARK_CLEAR = 3.4
#: Art pass 15: how far a street's kerb (`KERB_W`, darker than the paving) reaches beyond `LANE_W`'s half, and
#: the well at a junction's scale.
KERB_OUT, WELL_K = .2, .8
#: Art pass 17: the well where a town's lane ends in a tile's middle (the board's data-st names that one edge only,
#: `.ta-le<e>`), so a lane ends at a place, not in a round pill on the paving.
END_WELL_K = .65
#: Art pass 18: how far a street runs on past its tile's hub (its ends square: the kerb's half width).
HUB_RUN = LANE_W / 2 + KERB_OUT


@dataclass(frozen=True)
class Village:
    """A big town's near cottages at rotation 0, drawn instead of its plan's, planned for each turn of the tile
    (`turns[rot // 90]`, because "behind" in a cluster is up on the screen): each cottage's spot and the spot of the
    cottage it stands in front of (None for a single or a rear one), and its snow patches (`patches[rot // 90]`)."""
    turns: tuple[tuple[tuple[Pt, Pt | None], ...], ...] = ((), (), (), ())
    patches: tuple[tuple[Pt, ...], ...] = ((), (), (), ())
    #: Art pass 18: each turn's cottages under a street and where each stands while that street shows.
    moved: tuple[dict[int, tuple[Pt, float]], ...] = ({}, {}, {}, {})

    def count(self, rot: int = 0) -> int:
        """How many cottages the town shows on a tile turned by `rot`."""
        return len(self.turns[rot // 90 % 4])


def _hub(city: _City, ports: list[Pt], square: list[Pt]) -> Pt:
    """Where a tile's streets meet: its square's spot, else (as `town_plan._streets`) the ports' middle where it lies
    well inside the town, else the follower's spot."""
    if square:
        return square[0]
    mid = (sum(p[0] for p in ports) / len(ports), sum(p[1] for p in ports) / len(ports))
    return mid if _inside(mid, city.poly) and _wall_gap(mid, city) >= 8 else city.shape.anchor


def _runs_inside(city: _City, a: Pt, b: Pt) -> bool:
    """Whether the lane a-b runs inside the town and clear of its walls (its start on the tile's edge excepted)."""
    steps = max(2, int(_dist(a, b) / 3))
    inner = [(a[0] + (b[0] - a[0]) * k / steps, a[1] + (b[1] - a[1]) * k / steps) for k in range(1, steps + 1)]
    return all(_inside(q, city.poly) and _wall_gap(q, city) >= LANE_W / 2 - 1 for q in inner if _dist(q, a) > LANE_W)


@lru_cache(maxsize=None)
def street_lines(tile_id: str) -> tuple[dict[int, tuple[Pt, Pt]], ...]:
    """Each city's possible streets at rotation 0: edge (0-3, N E S W) -> the lane from that edge's middle to the
    tile's hub, for every edge the city runs across where that lane stays inside the town (a town of one edge and
    no gate has none: a lane there would end in its paving)."""
    lay = _layout(tile_id)
    out = []
    for city, spec, (lanes, square) in zip(lay.cities, lay.tile.cities, _lanes(tile_id)):
        edge_ports = [_EDGE_PORT[_EDGE_INDEX[e]] for e in spec.edges]
        gates = [ln[0] for ln in lanes if ln[0] not in _EDGE_PORT]
        if len(edge_ports) + len(gates) < 2 and not square:
            out.append({})
            continue
        hub = lanes[0][1] if lanes else _hub(city, gates + edge_ports, square)
        out.append({_EDGE_PORT.index(p): (p, hub) for p in edge_ports
                    if _dist(p, hub) >= 6 and _runs_inside(city, p, hub)})
    return tuple(out)


@lru_cache(maxsize=None)
def all_lines(tile_id: str) -> tuple[dict[int, tuple[Pt, Pt]], ...]:
    """Every street the art draws for each city (art pass 18): `street_lines`, and a cap's last-resort lane
    (`lane_cottages.cap_lines`) where it has none."""
    return tuple(s or c for s, c in zip(street_lines(tile_id), cap_lines(tile_id)))


@lru_cache(maxsize=None)
def gate_hubs(tile_id: str) -> tuple[bool, ...]:
    """Whether each city's gate lane runs into the tile's hub (a street starts there: `ui.town_squares`)."""
    out = []
    for (lanes, _), streets in zip(_lanes(tile_id), street_lines(tile_id)):
        hubs = {b for a, b in streets.values()}
        out.append(any(a not in _EDGE_PORT and b in hubs for a, b in lanes))
    return tuple(out)


def _lane_gap(p: Pt, half: float, line: tuple[Pt, Pt]) -> float:
    """How far a cottage's footprint (`half` about `p`) keeps from a lane's middle line."""
    x, y = p
    return min(_line_dist(q, list(line)) for q in ((x, y), (x - half, y - half), (x + half, y - half),
                                                    (x - half, y + half), (x + half, y + half)))


@lru_cache(maxsize=None)
def street_cottages(tile_id: str) -> tuple[dict[int, frozenset[int]], ...]:
    """Each city's planned cottages (slots of `house_plan`) under each of its streets: hidden where it shows."""
    from .near_streets import near_lines  # (art pass 20: a corner town's streets as they are drawn, curved)
    from .cap_room import cap_crowders  # (art pass 32: a cap lane's well makes room as a street does)
    out = []
    for streets, (spots, k), cap, at_well in zip(near_lines(tile_id, False), _town_plan(tile_id), cap_lines(tile_id),
                                                 cap_wells(tile_id)):
        under = {e: frozenset(j for j, p in enumerate(spots) if _lane_gap(p, HALF * k, ln) < LANE_W / 2 + 1.5)
                 for e, ln in streets.items()}
        out.append({**under, **cap_crowders(spots, HALF * k, cap, at_well, END_WELL_K)})
    return tuple(out)


def _candidates(city: _City, seed: int) -> list[Pt]:
    xs, ys = [p[0] for p in city.poly], [p[1] for p in city.poly]
    return [_jittered((float(x), float(y)), seed) for x in range(int(max(min(xs), 4)), int(min(max(xs), 96)) + 1, 3)
            for y in range(int(max(min(ys), 4)), int(min(max(ys), 96)) + 1, 3)]


def _rear_at(front: Pt, side: int, rot: int) -> Pt:
    """The rear cottage's spot at rotation 0 for a tile turned by `rot`: `REAR_UP` up and `REAR_SIDE` to `side` on
    the screen (the symbol's offset turned back against the tile's turn)."""
    u, v = _turn(side * REAR_SIDE, -REAR_UP, rot)
    return (front[0] + u, front[1] + v)


#: A big town's cottages, all of one size: pass 13's `MOVED_K` (roofs about 16 px wide at 96 px a tile).
VILLAGE_K = 0.75
#: Whether a big town keeps its streets' lines free: not (every street reserved left F two cottages); a cottage
#: under a street hides while it shows (`ta-xs<e>`).  `LOOSE`: the upright pieces' boxes that much smaller (2 units
#: clear of towers, gates, banners and the cathedral; never of the followers' room or the square).
RESERVE_STREETS = False
LOOSE = 3.2


@lru_cache(maxsize=None)
def village(tile_id: str) -> tuple[Village, ...]:
    """Each city's `Village` (empty for a town under `BIG_TOWN`, which keeps its plan)."""
    lay = _layout(tile_id)
    seed = zlib.crc32(tile_id.encode())
    out = []
    for i, (city, banners, (lanes, square), streets) in enumerate(
            zip(lay.cities, _banners(tile_id), _lanes(tile_id), street_lines(tile_id))):
        if _area(city.poly) < BIG_TOWN:
            out.append(Village())
            continue
        avoid = _loosened(_avoid(tile_id, city, banners), LOOSE) + [(p, BOXES["square"]) for p in square]
        avoid = [a for a in avoid if a[0] != city.shape.cathedral or not city.cathedral] + _landmarks(lay, city)
        v = _village(city, lanes, list(streets.values()), avoid, seed + 11 * i)
        out.append(_with_moves(v, city, lanes, streets, square, avoid))
    return tuple(out)


def _with_moves(v: Village, city: _City, lanes, streets: dict[int, tuple[Pt, Pt]], square: list[Pt],
                avoid) -> Village:
    """`v` with each turn's cottages under a street given a spot beside it (`lane_cottages.moves`, art pass 18:
    pass 17's lanes hid them, and a town with a lane lost two or three)."""
    half = HALF * VILLAGE_K
    walls = city.wall_lines + lanes
    wells = [b for _, b in streets.values()] + list(square)
    moved = []
    for rot, turn, piles in zip(TURNS, v.turns, v.patches):
        spots = [p for p, _ in turn]
        fits = lambda q, h, rot=rot: _fits_turn(q, h, city, walls, avoid, rot)  # noqa: E731
        moved.append(moves(spots, half, streets, lambda j: _under_streets(spots[j], half, streets),
                           wells + list(piles), fits, lambda q, h, rot=rot: clustered_with(q, h, rot, REAR_UP, REAR_SIDE)))
    return Village(v.turns, v.patches, tuple(moved))


def _landmarks(lay, city: _City) -> list[tuple[Pt, tuple[float, float, float, float]]]:
    """The cathedral and monastery as boxes a cottage keeps `CLEAR` from, grown so that the drawings themselves
    stay `LANDMARK_CLEAR` clear (the village loosens the other pieces' boxes, `LOOSE`, never these)."""
    grow = CLEAR - LANDMARK_CLEAR
    out = []
    if city.cathedral:
        out.append((city.shape.cathedral, CATHEDRAL_DRAWN))
    if lay.monastery:
        s = lay.abbey_scale
        out.append((lay.monastery, tuple(v * s for v in MONASTERY_DRAWN)))
    return [(p, (b[0] + grow, b[1] - grow, b[2] + grow, b[3] - grow)) for p, b in out]


def _village(city: _City, lanes, streets, avoid, seed: int) -> Village:
    """A big town planned afresh for the near view, once per turn of the tile: clusters and singles along its
    streets first, then where the paving is widest, then snow patches where a 40 px gap is left."""
    half = HALF * VILLAGE_K
    walls = city.wall_lines + lanes + ([list(ln) for ln in streets] if RESERVE_STREETS else [])
    geo: dict[Pt, bool] = {}
    cands = [q for q in _candidates(city, seed) if _fits_turn(q, half, city, walls, [], 0, geo)]
    everything = streets + [tuple(ln) for ln in lanes]
    lined = [q for q in cands if any(ALONG[0] <= _lane_gap(q, half, ln) - LANE_W / 2 <= ALONG[1]
                                     for ln in everything)]
    off = [q for q in cands if all(_lane_gap(q, half, ln) >= LANE_W / 2 + ALONG[0] for ln in everything)]
    # each turn planned the two ways (the spot farthest from those placed first; in the grid's order, which packs
    # a crowded town tighter), the fuller kept
    turns = tuple(max((_plan_turn(city, half, walls, avoid, (lined, off, cands), rot, side, pack, geo)
                       for pack in (False, True) for side in (1, -1)), key=len) for rot in TURNS)
    turns = tuple(_filled(city, half, walls, avoid, cands, turn, rot, geo) for turn, rot in zip(turns, TURNS))
    # (a woodpile's disc `PILE_CLEAR` off a street's kerb, art pass 15; pass 14's stood in the street)
    clear = [q for q in cands if all(_line_dist(q, list(ln)) > LANE_W / 2 + KERB_OUT + PATCH_R + PILE_CLEAR
                                     for ln in walls + everything)]
    patches = []
    for rot, turn in zip(TURNS, turns):  # (a turn's own: its cottages stand elsewhere)
        mine: list[Pt] = []
        for q in clear:  # (art pass 17: its disc `CLEAR` off the upright pieces as the turn shows them, as a
            # cottage's box: IC01's turned 90 stood 0.8 units off a spire)
            if len(mine) < 2 and _gap_free(q, city, [p for p, _ in turn] + mine, avoid) \
                    and _fits_turn(q, PATCH_R, city, walls, avoid, rot, {}):
                mine.append(q)
        mine += _blank_piles(city, walls, avoid, clear, [p for p, _ in turn], mine, rot=rot, geo={})
        patches.append(tuple(mine))
    return Village(turns, tuple(patches))


def _blank_piles(city: _City, walls, avoid, clear: list[Pt], houses: list[Pt], piles: list[Pt], rot: int,
                 geo: dict[Pt, bool]) -> list[Pt]:
    """Art pass 17: a woodpile on its snow disc in a shallow blank (`_shallow_blank`, 40 x 30 px) where no cottage
    fits: IC01's paving above its cathedral, where a cottage came 0.8 units too near the spires (the 3 px landmark
    rule).  The disc keeps `CLEAR` off every upright piece as the turn shows it (the landmarks' boxes grown to keep
    `LANDMARK_CLEAR`), `PILE_CLEAR` off the streets (`clear`), and a cottage's gap off the cottages; one a turn."""
    half = HALF * VILLAGE_K
    for q in clear:
        if (len(piles) < 2 and _shallow_blank(q, houses + piles, avoid)
                and all(max(abs(q[0] - h[0]), abs(q[1] - h[1])) >= half + PATCH_R + MOVED_GAP for h in houses)
                and all(_dist(q, p) >= 2 * PATCH_R + MOVED_GAP for p in piles)
                and _fits_turn(q, PATCH_R, city, walls, avoid, rot, geo)):
            return [q]
    return []


def _plan_turn(city: _City, half: float, walls, avoid, pools: tuple[list[Pt], ...], rot: int,
               side: int, pack: bool = False, geo: dict[Pt, bool] | None = None) -> tuple[tuple[Pt, Pt | None], ...]:
    """One turn's cottages: a cluster (a front cottage and one `REAR_UP` above and `REAR_SIDE` beside it on the
    screen) where both fit, else a single, each `MOVED_GAP` clear of the others and no line longer than
    `MAX_IN_LINE`, the spot farthest from those placed first, until `VILLAGE_MAX`."""
    placed: list[tuple[Pt, Pt | None]] = []
    fit: dict[Pt, bool] = {}  # (`_fits_turn` by spot, the costly part: the same however the town fills)

    def free(q: Pt) -> bool:
        others = [p for p, _ in placed]
        if not all(_apart(q, p, 2 * half + MOVED_GAP) for p in others):
            return False
        if q not in fit:
            fit[q] = _fits_turn(q, half, city, walls, avoid, rot, geo)
        return fit[q] and _in_line(q, others, half) <= MAX_IN_LINE

    pools = tuple([q for q in pool if free(q)] for pool in pools)  # (what fits this turn, before any is placed)
    for pool in pools:  # along a street first, then off the streets, then anywhere (hidden under a street shown)
        while len(placed) < VILLAGE_MAX:
            spots = [p for p, _ in placed]
            best = None
            for q in (pool if pack else sorted(pool, key=lambda q: -min((_dist(q, o) for o in spots), default=99 - _dist(q, (50, 50))))):
                if not free(q):
                    continue
                best = [(q, None)]
                for s in (side, -side):
                    r = _rear_at(q, s, rot)
                    if len(placed) + 2 <= VILLAGE_MAX and free(r):
                        best = [(r, None), (q, r)]
                        side = -s
                        break
                break
            if best is None:
                break
            placed += best
    return tuple(placed)


def _filled(city: _City, half: float, walls, avoid, cands: list[Pt], turn, rot: int, geo: dict[Pt, bool]):
    """Art pass 15: a turn's cottages and more, singles, each in the middle of a blank of paving `GAP_SIDE` (40 px)
    square that is still free of cottages and pieces (IC01's lower-left read as an empty yard), where it fits."""
    while True:  # (one at a time, the blank farthest from the cottages first, until none is left)
        spots = [p for p, _ in turn]
        q = next((q for q in sorted(cands, key=lambda q: -min((_dist(q, o) for o in spots), default=99))
                  if (_gap_free(q, city, spots, avoid) or _shallow_blank(q, spots, avoid)) and all(_apart(q, p, 2 * half + MOVED_GAP) for p in spots)
                  and _fits_turn(q, half, city, walls, avoid, rot, geo) and _in_line(q, spots, half) <= MAX_IN_LINE),
                 None)
        if q is None:
            return turn
        turn = turn + ((q, None),)


#: Art pass 16: a blank this size (units: 40 x 30 px at 96 px a tile, either way up) that the square test
#: (`_gap_free`) misses against the tile's edge, where a town runs on (IC01's top, above the cathedral).
SHALLOW_BLANK = (20.8, 15.6)


def _shallow_blank(q: Pt, houses: list[Pt], avoid) -> bool:
    """Whether a 40 x 30 px box about `q` (either way up) holds no cottage or upright piece: a blank against the
    tile's edge a cottage may fill (it fits, `_fits_turn`, and stands clear, checked by the caller)."""
    near = [h for h in houses] + [p for p, _ in avoid]
    return any(all(abs(q[0] - h[0]) > gx or abs(q[1] - h[1]) > gy for h in near)
               for gx, gy in (SHALLOW_BLANK, SHALLOW_BLANK[::-1]))


def _fits_turn(q: Pt, half: float, city: _City, walls, avoid, rot: int, geo: dict[Pt, bool] | None = None) -> bool:
    """`town._fits` for a tile turned by `rot` only: inside the town, clear of its walls and lanes, `CLEAR` off each
    upright piece as the screen shows it on that turn (a plan shared by every turn must keep clear under all four,
    which left a full town round its cathedral three corners)."""
    if geo is None:
        geo = {}
    if q not in geo:  # (the town's shape and walls: the same on every turn, `geo` keeps them)
        geo[q] = _fits(q, half, city.poly, walls, [])
    if not geo[q]:
        return False
    for p, box in avoid:
        ox, oy = _turn(q[0] - p[0], q[1] - p[1], -rot % 360)
        if max(ox - half - box[1], box[0] - ox - half, oy - half - box[3], box[2] - oy - half) < CLEAR:
            return False
    return True


def _gap_free(q: Pt, city: _City, houses: list[Pt], avoid) -> bool:
    """Whether a `GAP_SIDE` box of paving about `q` lies inside the town (its middle 8 units clear of the walls
    beyond the patch) and holds no cottage or upright piece."""
    g = GAP_SIDE / 2
    c = g * .7  # (the box's corner cut off: a gap against a curved wall)
    if not all(_inside(p, city.poly) for p in ((q[0] - c, q[1] - c), (q[0] + c, q[1] - c), (q[0] - c, q[1] + c),
                                               (q[0] + c, q[1] + c), q)):
        return False
    if _wall_gap(q, city) < PATCH_R + 8:
        return False
    return all(max(abs(q[0] - h[0]), abs(q[1] - h[1])) > g for h in houses) and \
        all(max(abs(q[0] - p[0]), abs(q[1] - p[1])) > g for p, _ in avoid)


def _top_outline(shape: int, ks: float, side: int) -> list[Pt]:
    """The top of a cottage's roof and snow cap from above its middle toward `side` (1 right, -1 left), in local
    units (v down): the upper hull of its roof and snow points, cut at the middle."""
    pts = sorted({(u * ks, v * ks) for name in ("roof", "snow") for poly in _SHAPES[shape][name] for u, v in poly})
    hull: list[Pt] = []
    for p in pts:  # the upper hull (least v), left to right
        while len(hull) >= 2 and ((hull[-1][0] - hull[-2][0]) * (p[1] - hull[-2][1])
                                  - (hull[-1][1] - hull[-2][1]) * (p[0] - hull[-2][0])) <= 0:
            hull.pop()
        hull.append(p)
    mid = next(a[1] + (b[1] - a[1]) * (0 - a[0]) / (b[0] - a[0]) for a, b in zip(hull, hull[1:]) if a[0] <= 0 <= b[0])
    return [(0.0, mid)] + [p for p in (hull if side > 0 else hull[::-1]) if p[0] * side > 0]


def eave_shadows(rears: tuple[tuple[Pt, Pt, int], ...], k: float, rot: int) -> str:
    """The 1 px #6b5a4c line along each front cottage's roof top on its rear cottage's side, upright for `rot`."""
    d = ""
    for front, rear, slot in rears:
        shape = house_shape(slot)
        ks = k * COTTAGE * SHAPE_SCALE[shape]
        su, _ = _turn(rear[0] - front[0], rear[1] - front[1], -rot % 360)
        line = _top_outline(shape, ks, 1 if su > 0 else -1)
        pts = [_turn(u, v - EAVE_W * .6, rot) for u, v in line]
        d += "M" + "L".join(f"{_num(front[0] + a)},{_num(front[1] + b)}" for a, b in pts)
    return (f'<path d="{d}" fill="none" stroke="{EAVE_SHADOW}" stroke-width="{_num(EAVE_W)}" stroke-linecap="round" '
            f'stroke-linejoin="round"/>') if d else ""


def patch(p: Pt, shared: bool = False) -> str:
    """A woodpile on its own snow disc (art pass 15, `patch_body`), upright however the tile turns (`ta-up`); on the
    board a `<use>` of the page's one copy (`#ta-wp`, art pass 20: the defs' budget)."""
    x, y = _num(p[0]), _num(p[1])
    if shared:
        return f'<g class="ta-up"><use href="#ta-wp" x="{x}" y="{y}"/></g>'
    return f'<g class="ta-up"><g transform="translate({x} {y})">{patch_body()}</g></g>'


def patch_body() -> str:
    """The woodpile about its middle: 12 px of #f4f6f9 in a 1 px #a89a8c rim (art pass 16: pass 15's #b3a89c barely
    showed on the paving), three logs seen end on (3 px rounds of pale cut wood in #7d5540 bark), two under one, on
    a blue shadow.  Pass 14's patch had the street's colour and stood in it, so only a brown speck showed."""
    logs = "".join(f'<circle cx="{_num(dx)}" cy="{_num(dy)}" r="{_num(LOG_W / 2)}"/>'
                   for dx, dy in ((-1.65, 1.1), (1.65, 1.1), (0, -1.75)))
    return (f'<circle r="{_num(PATCH_R - .5)}" fill="{PATCH}" stroke="{PALETTE["square_rim"]}" stroke-width="1"/>'
            f'<ellipse cx=".6" cy="3.2" rx="4" ry="1.3" fill="{PALETTE["snow_shade"]}"/>'
            f'<g fill="{LOG_END}" stroke="{WOOD}" stroke-width=".9">{logs}</g>')


def junction_well(p: Pt, shared: bool = False) -> str:
    """Where a town's square would be on a copy that does not show it, its streets cross: a small village well
    there (art pass 15), not a woodpile in the street (`props.well` at 0.8, about 12 px)."""
    return well(p, WELL_K, shared)


def _under_streets(p: Pt, half: float, streets: dict[int, tuple[Pt, Pt]]) -> tuple[int, ...]:
    """The edges whose street runs under a cottage at `p` (it hides while that street shows)."""
    return tuple(e for e, ln in sorted(streets.items()) if _lane_gap(p, half, ln) < LANE_W / 2 + 1.5)


def _turn_markup(cottages: tuple[tuple[Pt, Pt | None], ...], streets, shared: bool, rot: int,
                 spokes: tuple[int, ...] = (), i: int = 0, moved: dict[int, tuple[Pt, float]] | None = None) -> str:
    """One turn's cottages, each a path of its own in the order the screen stacks them (the rear of a cluster
    first, its eave shadow, then the front), those under a street in its `ta-xs<e>` group, and those under one of
    the square's `spokes` in the city's `ta-ns<i>` group too (hidden while the square shows, as pass 11's)."""
    k = VILLAGE_K
    screen_y = lambda p: _turn(p[0] - 50, p[1] - 50, -rot % 360)[1]  # noqa: E731
    out: list[tuple[float, str]] = []
    for j, (p, rear) in enumerate(cottages):
        body = (f'<path class="hm{house_shape(j)}" d="M{_num(p[0])},{_num(p[1])}z"/>'  # (the turn's group: k wide)
                if shared else houses_near([p], shared, k, rot, [j]))
        if rear is not None:  # (this is a front: its eave shadow over the rear, under itself)
            body = eave_shadows(((p, rear, j),), k, rot) + body
        under = _under_streets(p, HALF * k, streets)
        for e in under:
            body = f'<g class="ta-xs{e}">{body}</g>'
        hide = set(under) & set(spokes)
        out.append((screen_y(p), f'<g class="ta-ns{i}">{body}</g>' if hide else body))
        if moved and j in moved:  # art pass 18: beside the street while it shows, not gone (stacked by its spot)
            q, s = moved[j]
            body = moved_groups(f'<path class="hm{house_shape(j)}" d="M{_num(q[0])},{_num(q[1])}z" '
                                f'stroke-width="{_num(k * s)}"/>' if shared else houses_near([q], shared, k * s, rot, [j]),
                                under)
            out.append((screen_y(q), f'<g class="ta-ns{i}">{body}</g>' if hide else body))
    return "".join(body for _, body in sorted(out, key=lambda o: o[0]))


def big_town(tile_id: str, i: int) -> bool:
    """Whether city `i` of a tile type is drawn as a village (`village`) instead of its plan's cottages."""
    return any(village(tile_id)[i].turns)


def street_markup(tile_id: str, shared: bool = False) -> str:
    """The near view's streets (`near_streets.street_markup`, art pass 20: moved there with the corner curves)."""
    from .near_streets import street_markup as markup  # (it imports this module)
    return markup(tile_id, shared)


def village_markup(tile_id: str, shared: bool = True, rot: int = 0) -> str:
    """The near view's snow patches and big towns' cottages (a `ta-r<rot>` group a turn, or the one turn `rot` in
    a standalone drawing), drawn under the walls as the planned cottages are.  Where a town has room for its square
    but the board shows the square on another tile, the square's opening (the streets' crossing, kept free of
    cottages) gets a small well instead (`ta-nw<i>`, hidden where the square shows; art pass 15: a woodpile there
    stood in the street)."""
    out = []
    for i, (_, square) in enumerate(_lanes(tile_id)):
        if square:  # a copy that does not show the city's square: a well where it would be
            out.append(f'<g class="ta-nw{i}">{junction_well(square[0], shared)}</g>')
    for i, (v, streets, spokes) in enumerate(zip(village(tile_id), street_lines(tile_id), square_spokes(tile_id))):
        for n, turn in enumerate(TURNS):
            if not v.turns[n] or not shared and turn != rot % 360:
                continue
            body = "".join(patch(p, shared) for p in v.patches[n]) + _turn_markup(v.turns[n], streets, shared, turn, spokes, i,
                                                                               v.moved[n])
            out.append(f'<g class="ta-r{turn}" stroke-width="{VILLAGE_K:g}">{body}</g>' if shared else body)
    return "".join(out)
