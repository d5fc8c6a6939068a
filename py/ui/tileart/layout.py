"""Where every feature of a tile type stands at rotation 0: the layout the drawing and the anchors share.

`_layout` places cities (canonical wall-bounded shapes turned to fit the edges they join), the river,
roads, buildings and decorations, marking each on the tile's `_Grid`; `_fields` then floods the open
snow for each field.  Both are cached per tile type (the catalogue never changes), and `_fields` is
lazy because drawing the board's defs never needs it, only follower anchors and highlights do.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache

from carcassonne.tiles import EDGE_NAMES, TILE_TYPES, TileType

from .geometry import (CENTRE, PATH_HW, RIVER_HW, ROAD_HW, TILE, WALL_HW, Op, Pt, _add, _ARC, _at,
                       _dist, _EDGE, _flatten, _HALF, _IN, _inside, _length, _MID, _turn, _turn_ops, _unit,
                       round_corner_ends)
from .garden_mid import mid_fit
from .garden_room import fit as garden_fit, oval_fit
from .grid import _CELL, _cell_of, _CX, _G, _Grid, _half_seeds, _N, _SPOTS

# The animals of the winter tiles (decoration only; from the catalogue's notes).
_ANIMALS = {
    "WE01": "deer", "WE02": "boar", "WE03": "wolf", "WE04": "crow", "WE05": "fox", "WE06": "deer",
    "WE07": "bear", "WE08": "bear", "WE09": "wolpertinger", "WE10": "crow", "WE11": "boar", "WE12": "wolf",
}
#: Tiles whose notes name the animals in the plural (wild boars, wolves, crows, foxes): two are drawn.
_HERDS = frozenset({"WE02", "WE03", "WE04", "WE05", "WE10", "WE11", "WE12"})
_POND_TILES = frozenset({"WE05"})  # the winter fox tile shows a frozen pond (no inn)


# ---------------------------------------------------------------------------------------------------
# city shapes
# ---------------------------------------------------------------------------------------------------

@dataclass
class _CityShape:
    fill: list[Op]
    walls: list[Op]
    anchor: Pt
    pennant_spots: list[Pt]
    cathedral: Pt


# Canonical shapes, by the set of edges joined, in one orientation; others are quarter turns of these.
# The caps leave each corner at 40 degrees, so two caps sharing a corner (tiles I, IC03, IC04) never
# overlap; a corner city bulges just short of the centre, leaving room for an E-S road or river.
_CAP = _CityShape(
    [("M", (0, 0)), ("L", (100, 0)), ("C", (88, 10), (70, 30), (50, 30)), ("C", (30, 30), (12, 10), (0, 0)), ("Z",)],
    [("M", (100, 0)), ("C", (88, 10), (70, 30), (50, 30)), ("C", (30, 30), (12, 10), (0, 0))],
    (40, 13), [(67, 11), (80, 8)], (50, 14))
_CORNER = _CityShape(  # joins W and N
    [("M", (100, 0)), ("L", (0, 0)), ("L", (0, 100)), ("C", (20, 60), (60, 20), (100, 0)), ("Z",)],
    [("M", (0, 100)), ("C", (20, 60), (60, 20), (100, 0))],
    (22, 22), [(44, 13), (13, 44)], (24, 24))
_BAND = _CityShape(  # joins E and W
    [("M", (0, 0)), ("C", (30, 32), (70, 32), (100, 0)), ("L", (100, 100)), ("C", (70, 68), (30, 68), (0, 100)), ("Z",)],
    [("M", (0, 0)), ("C", (30, 32), (70, 32), (100, 0)), ("M", (100, 100)), ("C", (70, 68), (30, 68), (0, 100))],
    (64, 50), [(30, 50), (14, 50)], (50, 50))
_THREE = _CityShape(  # joins W, N and E
    [("M", (0, 0)), ("L", (100, 0)), ("L", (100, 100)), ("C", (75, 64), (25, 64), (0, 100)), ("Z",)],
    [("M", (100, 100)), ("C", (75, 64), (25, 64), (0, 100))],
    (50, 36), [(24, 24), (76, 24)], (50, 36))
_FULL = _CityShape(
    [("M", (0, 0)), ("L", (100, 0)), ("L", (100, 100)), ("L", (0, 100)), ("Z",)],
    [], (50, 50), [(72, 28), (28, 72)], (50, 50))
_SHAPES: tuple[tuple[frozenset[int], _CityShape], ...] = (
    (frozenset({0}), _CAP), (frozenset({3, 0}), _CORNER), (frozenset({1, 3}), _BAND),
    (frozenset({3, 0, 1}), _THREE), (frozenset({0, 1, 2, 3}), _FULL))

# IC07: the cap's wall carries on down to the south-east corner, fencing off an east field strip.
_IC07 = _CityShape(
    [("M", (0, 0)), ("L", (100, 0)), ("C", (90, 9), (82, 20), (80, 33)), ("C", (62, 40), (22, 32), (0, 0)), ("Z",)],
    [("M", (0, 0)), ("C", (22, 32), (62, 40), (80, 33)),
     ("M", (100, 0)), ("C", (90, 9), (82, 20), (80, 33)), ("C", (78, 58), (84, 84), (100, 100))],
    (38, 14), [(62, 12)], (50, 14))
_CITY_OVERRIDES: dict[tuple[str, int], _CityShape] = {("IC07", 0): _IC07}


def _city_shape(tile_id: str, index: int, edges: frozenset[int]) -> _CityShape:
    """The wall-bounded shape of a city joining `edges`: a canonical shape turned to fit."""
    over = _CITY_OVERRIDES.get((tile_id, index))
    if over is not None:
        return over
    for canon, shape in _SHAPES:
        for q in range(4):
            if frozenset((e + q) % 4 for e in canon) == edges:
                rot = 90 * q
                return _CityShape(_turn_ops(shape.fill, rot), _turn_ops(shape.walls, rot), _turn(shape.anchor, rot),
                                  [_turn(p, rot) for p in shape.pennant_spots], _turn(shape.cathedral, rot))
    raise ValueError(f"no city shape for edges {sorted(edges)} of {tile_id}")



# ---------------------------------------------------------------------------------------------------
# the layout of one tile type at rotation 0
# ---------------------------------------------------------------------------------------------------

@dataclass
class _City:
    shape: _CityShape
    poly: list[Pt]
    wall_lines: list[list[Pt]]
    pennants: int
    cathedral: bool


@dataclass
class _Road:
    ops: list[Op]
    line: list[Pt]
    edges: tuple[int, ...]
    end: str | None
    inn: bool
    anchor: Pt = (0.0, 0.0)
    gate: tuple[Pt, Pt] | None = None  # point on the wall and the direction out of the city


@dataclass
class _Layout:
    tile: TileType
    cities: list[_City] = field(default_factory=list)
    roads: list[_Road] = field(default_factory=list)
    river: list[list[Op]] = field(default_factory=list)
    river_lines: list[list[Pt]] = field(default_factory=list)
    spring: Pt | None = None
    lake: Pt | None = None
    monastery: Pt | None = None
    abbey_scale: float = 1.0        # the abbey's size: smaller where the River leaves it no room
    garden: Pt | None = None
    garden_size: tuple[float, float] = (1.0, 1.0)  # the garden's size near and far, where walls leave less room
    # an oval hedge along a notch, instead of a round one shrunk (`garden_room`): True, or where the playing
    # zoom's larger egg fits (`garden_mid`), its spot
    garden_oval: bool | Pt = False
    house: Pt | None = None
    hamlet: Pt | None = None        # houses at a junction of three or more roads
    crossing: Pt | None = None      # a two-road crossing (IC05): a small well
    paths: list[list[Op]] = field(default_factory=list)
    bridges: list[tuple[Pt, Pt]] = field(default_factory=list)
    inns: list[tuple[Pt, Pt]] = field(default_factory=list)    # position, road direction there
    lakes: list[Pt | None] = field(default_factory=list)         # each inn's frozen lake, if there is room
    animals: list[tuple[Pt, float]] = field(default_factory=list)  # winter tiles: where, how big
    pond: Pt | None = None
    gingerbread: Pt | None = None
    grid: _Grid = field(default_factory=_Grid)


MONASTERY_BOX = (24.0, 27.0)   # half width, half height of the abbey's footprint (drawn ~50 x 60)
GARDEN_R = 15.0
RIVER_ABBEY = 0.8               # the abbey's scale beside the River (RH): the full one would stand on the ice


def _lead(start: Pt, inward: Pt, end: Pt, out: Pt) -> list[Op]:
    """A cubic from an edge midpoint (leaving straight into the tile) to `end`, arriving along `-out`."""
    k = _dist(start, end) * 0.4
    return [("M", start), ("C", _add(start, inward, k), _add(end, out, k), end)]


def _between(a: int, b: int) -> list[Op]:
    """Centre line joining two edge midpoints: straight across, or a quarter circle round a corner."""
    p0, p3 = _MID[a], _MID[b]
    if (a - b) % 2 == 0:
        return [("M", p0), ("L", p3)]
    return [("M", p0), ("C", _add(p0, _IN[a], _ARC), _add(p3, _IN[b], _ARC), p3)]


def _nearest_wall(cities: list[_City], aim: Pt) -> tuple[Pt, Pt]:
    """The point of any city wall closest to `aim`, and the unit normal there pointing out of the city."""
    best: tuple[float, Pt, Pt] | None = None
    for city in cities:
        for line in city.wall_lines:
            for n in range(1, len(line) - 1):
                p = line[n]
                d = _dist(p, aim)
                if best is None or d < best[0]:
                    tx, ty = _unit((line[n + 1][0] - line[n - 1][0], line[n + 1][1] - line[n - 1][1]))
                    normal = (-ty, tx)
                    probe = _add(p, normal, 2.0)
                    if _inside(probe, city.poly):
                        normal = (ty, -tx)
                    best = (d, p, normal)
    assert best is not None, "a road ends at a city gate on a tile without a city wall"
    return best[1], best[2]


def _best_spot(grid: _Grid, radius: float, prefer: Pt, candidates: list[Pt] | None = None) -> Pt:
    """The free spot that fits `radius` best, nearest `prefer` among equals (deterministic: scans
    top to bottom, so exact ties go north)."""
    clear = grid.clearance()
    best, best_score = prefer, -1e9
    cap = radius + 6
    block, clutter = grid.block, grid.clutter
    qx, qy = prefer
    for p in _SPOTS if candidates is None else candidates:
        x, y = p
        if not (0 < x < TILE and 0 < y < TILE):
            continue
        k = int(y // _CELL) * _G + int(x // _CELL)
        if block[k] or clutter[k]:
            continue
        score = min(clear[k], x, TILE - x, y, TILE - y, cap) - 0.04 * math.hypot(x - qx, y - qy)
        if score > best_score + 1e-9:
            best, best_score = p, score
    return best


def _inn_lake(grid: _Grid, spot: Pt, on_road: Pt, direction: Pt) -> Pt | None:
    """Where the inn's frozen lake lies: beside the inn, away from the road, in free snow (None if none)."""
    away = _unit((spot[0] - on_road[0], spot[1] - on_road[1]))
    for out, side in ((10, 17), (10, -17), (20, 0), (4, 21), (4, -21)):
        c = (spot[0] + away[0] * out + direction[0] * side, spot[1] + away[1] * out + direction[1] * side)
        if 14 < c[0] < 86 and 10 < c[1] < 90 and grid.free_around(c, 8):
            grid.disc(c, 14, grid.clutter, 9)
            return c
    return None


@lru_cache(maxsize=None)
def _layout(tile_id: str) -> _Layout:
    """Place every feature of a tile type at rotation 0 (cached: tile types never change)."""
    tile = TILE_TYPES[tile_id]
    lay = _Layout(tile)
    grid = lay.grid

    polys = [_flatten(_city_shape(tile_id, i, frozenset(_EDGE[e] for e in spec.edges)).fill)[0]
             for i, spec in enumerate(tile.cities)]
    for index, spec in enumerate(tile.cities):
        shape = _city_shape(tile_id, index, frozenset(_EDGE[e] for e in spec.edges))
        poly = _flatten(shape.fill)[0]
        # walls into a tile corner meet it along the edge the town is not on (no X where tiles meet)
        others = polys[:index] + polys[index + 1:]
        shape = _CityShape(round_corner_ends(shape.fill, poly, others), round_corner_ends(shape.walls, poly, others),
                           shape.anchor, shape.pennant_spots, shape.cathedral)
        poly = _flatten(shape.fill)[0]
        if spec.cathedral:
            # the cathedral stands where a follower would: move the follower into the streets
            shape = _CityShape(shape.fill, shape.walls, _add(shape.cathedral, (-24, 24)),
                               shape.pennant_spots, shape.cathedral)
        lay.cities.append(_City(shape, poly, _flatten(shape.walls), spec.pennants, spec.cathedral))
        grid.polygon(poly, grid.block)
        for wall in _flatten(shape.walls):
            grid.thick(wall, WALL_HW, grid.block)

    # the river first: buildings keep clear of it
    river_edges = [_EDGE[e] for e in tile.river]
    if len(river_edges) == 2 and tile.monastery and sorted(river_edges) == [_EDGE["E"], _EDGE["W"]]:
        # the River bows south round the abbey on its bank (RH), which leaves the abbey room to be big
        # bowing south round the chapel, but leaving both edges square at their midpoints, as a straight
        # river does: a slanted end met its neighbour's band with a step
        lay.river.append([("M", (0, 50)), ("C", (18, 50), (22, 71), (50, 71)), ("C", (78, 71), (82, 50), (100, 50))])
    elif len(river_edges) == 2:
        lay.river.append(_between(*river_edges))
    elif len(river_edges) == 1:
        e = river_edges[0]
        if tile.spring:
            lay.spring = _add(CENTRE, _IN[e], 8)
            lay.river.append([("M", _MID[e]), ("L", lay.spring)])
        else:
            lay.lake = _add(CENTRE, _IN[e], 10)
            lay.river.append([("M", _MID[e]), ("L", lay.lake)])
    for ops in lay.river:
        line = _flatten(ops)[0]
        lay.river_lines.append(line)
        grid.thick(line, RIVER_HW, grid.block)
    if lay.spring:
        grid.disc(lay.spring, 11, grid.block)
    if lay.lake:
        grid.disc(lay.lake, 28, grid.block, 22)

    if tile.monastery:
        spot = CENTRE
        if lay.river:
            # north of the river when there is a choice (RH's printed monastery stands north of it)
            lay.abbey_scale = RIVER_ABBEY
            spot = _best_spot(grid, 15, (50, 30))
            if spot[1] < 50:  # its spire clear of the tile's edge (the abbey is ~33 units tall above its spot)
                spot = (spot[0], max(spot[1], 34 * RIVER_ABBEY))
        lay.monastery = spot
        hw, hh = (v * lay.abbey_scale for v in MONASTERY_BOX)
        grid.polygon([(spot[0] - hw, spot[1] - hh), (spot[0] + hw, spot[1] - hh),
                      (spot[0] + hw, spot[1] + hh), (spot[0] - hw, spot[1] + hh)], grid.block)

    junction_roads = sum(1 for r in tile.roads if r.ends_at == "junction")
    for spec in tile.roads:
        edges = tuple(_EDGE[e] for e in spec.edges)
        gate = None
        if len(edges) == 2:
            ops = _between(*edges)
        else:
            e = edges[0]
            start = _MID[e]
            if spec.ends_at == "junction":
                ops = [("M", start), ("L", CENTRE)]
            elif spec.ends_at == "monastery":
                assert lay.monastery is not None
                ops = _lead(start, _IN[e], lay.monastery, _unit((start[0] - lay.monastery[0], start[1] - lay.monastery[1])))
            elif spec.ends_at == "house":
                lay.house = _add(CENTRE, _IN[e], 4)
                ops = [("M", start), ("L", lay.house)]
            else:  # a city gate
                gate = _nearest_wall(lay.cities, _add(start, _IN[e], 35))
                ops = _lead(start, _IN[e], gate[0], gate[1])
        line = _flatten(ops)[0]
        road = _Road(ops, line, edges, spec.ends_at, spec.inn, gate=gate)
        lay.roads.append(road)
        grid.thick(line, ROAD_HW, grid.block)
        for river in lay.river_lines:
            hit = _crossing(line, river)
            if hit:
                lay.bridges.append(hit)

    if junction_roads >= 3:
        lay.hamlet = CENTRE
    elif junction_roads:
        lay.crossing = CENTRE
        road_edges = {e for r in lay.roads for e in r.edges}
        for city in lay.cities:
            own = [i for i, e in enumerate(EDGE_NAMES) if i not in road_edges and _inside(_add(_MID[i], _IN[i], 3), city.poly)]
            if own:
                gate, out = _nearest_wall([city], CENTRE)
                ops = _lead(CENTRE, _unit((gate[0] - 50, gate[1] - 50)), gate, out)
                lay.paths.append(ops)
                grid.thick(_flatten(ops)[0], PATH_HW + 0.5, grid.block)

    # things standing in the snow: placed where there is room, then kept free of followers
    for road in lay.roads:
        if road.inn:
            cands = []
            for frac in (0.5, 0.42, 0.58, 0.35, 0.65):
                p, (dx, dy) = _at(road.line, frac)
                cands += [(p[0] - dy * 17, p[1] + dx * 17), (p[0] + dy * 17, p[1] - dx * 17)]
            mid, _ = _at(road.line, 0.5)
            spot = _best_spot(grid, 10, mid, cands)
            near = min(range(len(road.line)), key=lambda n: _dist(road.line[n], spot))
            a, b = road.line[max(0, near - 1)], road.line[min(len(road.line) - 1, near + 1)]
            direction = _unit((b[0] - a[0], b[1] - a[1]))
            lay.inns.append((spot, direction))
            grid.disc(spot, 13, grid.clutter)
            lay.lakes.append(_inn_lake(grid, spot, road.line[near], direction))
    if lay.house:
        grid.disc(lay.house, 10, grid.clutter)
    if lay.hamlet or lay.crossing:
        grid.disc(CENTRE, 8, grid.clutter)
    if tile.garden:
        lay.garden, lay.garden_size = garden_fit(_best_spot(grid, GARDEN_R + 1, CENTRE), lay.cities)
        oval = oval_fit(lay.garden, lay.cities)
        lay.garden, lay.garden_oval = (oval, mid_fit(oval, lay.cities) or True) if oval else (lay.garden, False)
        grid.disc(lay.garden, GARDEN_R + 1, grid.clutter)
    if tile_id in _POND_TILES:
        lay.pond = _best_spot(grid, 9, (70, 70))
        grid.disc(lay.pond, 10, grid.clutter, 8)
    if tile.gingerbread:
        lay.gingerbread = _best_spot(grid, 8, (72, 72))
        grid.disc(lay.gingerbread, 9, grid.clutter)
    if tile_id in _ANIMALS:
        _place_animals(lay, 2 if tile_id in _HERDS else 1)

    _place_roads(lay)
    return lay


ANIMAL_HW, ANIMAL_HH = 16.0, 11.0   # half the box of an animal at scale 1 (see animals.py)


def _room_for_animal(clear: list[float], p: Pt, s: float) -> bool:
    """An animal's wide, low box fits at `p`, also stood on end: the page turns animals upright on a
    turned tile (static/tileart.css), so a quarter turn must fit too.  Four discs cover the two boxes;
    each is checked on the clearance map (one lookup, not a scan)."""
    x, y = p
    hw, hh = ANIMAL_HW * s, ANIMAL_HH * s
    if not (hw + 1 < x < TILE - hw - 1 and hw + 1 < y < TILE - hw - 1):
        return False
    r = hh
    return all(clear[_cell_of(q)] >= r - _CELL / 2
               for q in ((x - hw + r, y), (x + hw - r, y), (x, y - hw + r), (x, y + hw - r)))


def _place_animals(lay: _Layout, wanted: int) -> None:
    """Stand the tile's animals in open snow, as big as the room allows (nearest the upper right, where
    the printed tiles tend to show them), each marked as clutter so a follower does not stand on it."""
    grid = lay.grid
    prefer: Pt = (68, 34)
    for n in range(wanted):
        order = sorted(_SPOTS, key=lambda q: (_dist(q, prefer), q))
        clear = grid.clearance()
        for s in ((1.0, 0.85, 0.7) if n == 0 else (0.78, 0.65)):
            p = next((q for q in order if _room_for_animal(clear, q, s)), None)
            if p is not None:
                lay.animals.append((p, s))
                grid.disc(p, ANIMAL_HW * s + 1, grid.clutter, ANIMAL_HH * s + 1)
                prefer = (100 - p[0], p[1] + 30 if p[1] < 50 else p[1] - 30)
                break
    assert lay.animals, f"no room for the animal of {lay.tile.id}"


def _crossing(road: list[Pt], river: list[Pt]) -> tuple[Pt, Pt] | None:
    """Where a road crosses the river (for a bridge): the point and the road's direction there."""
    for i in range(len(road) - 1):
        a, b = road[i], road[i + 1]
        for j in range(len(river) - 1):
            c, d = river[j], river[j + 1]
            den = (b[0] - a[0]) * (d[1] - c[1]) - (b[1] - a[1]) * (d[0] - c[0])
            if abs(den) < 1e-12:
                continue
            t = ((c[0] - a[0]) * (d[1] - c[1]) - (c[1] - a[1]) * (d[0] - c[0])) / den
            u = ((c[0] - a[0]) * (b[1] - a[1]) - (c[1] - a[1]) * (b[0] - a[0])) / den
            if 0 <= t <= 1 and 0 <= u <= 1:
                return (a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])), _unit((b[0] - a[0], b[1] - a[1]))
    return None


@dataclass
class _Fields:
    regions: list[set[int]]                 # open-snow cells of each field segment
    anchors: list[Pt]
    conflicts: list[tuple[int, int]]        # fields the drawing fails to keep apart (must be none)


@lru_cache(maxsize=None)
def _fields(tile_id: str) -> _Fields:
    """Flood each field from its half-edges; its anchor is its roomiest cell (ties: nearest its
    middle).  Separate from `_layout` and lazy: drawing the defs never needs it."""
    lay = _layout(tile_id)
    grid = lay.grid
    clear = grid.clearance()
    floods: list[set[int]] = []
    for spec in lay.tile.fields:
        seeds = [k for h in spec.halves for k in _half_seeds(_HALF[h])]
        floods.append(grid.flood(seeds) if seeds else set())
    conflicts = [(a, b) for a in range(len(floods)) for b in range(a + 1, len(floods)) if floods[a] & floods[b]]
    taken = set().union(*floods) if floods else set()
    for n, spec in enumerate(lay.tile.fields):
        if spec.inner:
            free = {k for k in range(_N) if not grid.block[k] and k not in taken}
            best: set[int] = set()
            while free:
                comp = grid.flood([min(free)])
                free -= comp
                if len(comp) > len(best):
                    best = comp
            floods[n] = best
    anchors = []
    for region in floods:
        if not region:
            anchors.append(CENTRE)
            continue
        mx = sum(_CX[k % _G] for k in region) / len(region)
        my = sum(_CX[k // _G] for k in region) / len(region)
        best_k = max(sorted(region), key=lambda k: min(clear[k], 16.0) - 0.03 * _dist((_CX[k % _G], _CX[k // _G]), (mx, my)))
        anchors.append((_CX[best_k % _G], _CX[best_k // _G]))
    return _Fields(floods, anchors, conflicts)


def _place_roads(lay: _Layout) -> None:
    """A road's follower stands halfway along its visible part (one-edge roads stop short of the
    building or hamlet they lead to)."""
    for road in lay.roads:
        if len(road.edges) == 2:
            frac = 0.5
        elif road.end == "junction":
            frac = 0.42
        elif road.end in ("monastery", "house"):
            length = _length(road.line)
            frac = max(0.25, (length - 14) / 2 / length)
        else:
            frac = 0.5
        road.anchor, _ = _at(road.line, frac)
        # keep clear of a bridge or inn on the same road
        for spot, _ in lay.bridges + lay.inns:
            if _dist(road.anchor, spot) < 9:
                road.anchor, _ = _at(road.line, frac + 0.2 if frac < 0.6 else frac - 0.2)

