"""Edges, half-edges, rotation, and every tile type precompiled in its four rotations.

Numbering used throughout the engine (and nowhere visible outside it):
edges ``N E S W`` = 0 1 2 3; half-edges ``NNW NNE ENE ESE SSE SSW WSW WNW`` = 0 … 7, clockwise from the
north-west corner.  Rotating a quarter turn clockwise adds 1 to an edge and 2 to a half-edge.

Everything rotation-dependent is computed once per tile type, the first time the type is asked about (`ORIENTED`),
so placing a tile or testing a fit is a table lookup, never a geometric computation.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .features import CATHEDRAL, EMPTY, INN
from .tiles import EDGE_NAMES, HALF_NAMES, TILE_TYPES, TileType

ROTATIONS = (0, 90, 180, 270)
#: (dx, dy) of the neighbour across each edge; y grows to the south.
STEPS = ((0, -1), (1, 0), (0, 1), (-1, 0))
EDGE_INDEX = {name: i for i, name in enumerate(EDGE_NAMES)}
HALF_INDEX = {name: i for i, name in enumerate(HALF_NAMES)}
EDGE_WORDS = ("north", "east", "south", "west")
KIND_WORDS = {"C": "city", "R": "road", "F": "field", "W": "river"}
#: The half-edge of the neighbour that meets each half-edge (NNW meets the northern tile's SSW, …).
HALF_OPPOSITE = tuple((2 * ((h // 2 + 2) % 4)) + (1 - h % 2) for h in range(8))
#: Marks an empty side in a fit pattern (no neighbour there, anything fits).
OPEN = "?"

CITY, ROAD, FIELD = "city", "road", "field"
MONASTERY, GARDEN = "monastery", "garden"
#: The side of the neighbour that meets each side (N meets the northern tile's S, ...).
BACK = (2, 3, 0, 1)
#: Per side and edge letter, pattern -> the pattern with that side set to the letter (frontier updates).
STAMPS: tuple[dict[str, dict[str, str]], ...] = tuple({} for _ in range(4))


def rotate_edge(edge: int, rot: int) -> int:
    return (edge + rot // 90) % 4


def rotate_half(half: int, rot: int) -> int:
    return (half + rot // 45) % 8


@dataclass(frozen=True, slots=True)
class Segment:
    """A road, city or field piece of a tile as placed (edges and half-edges already rotated)."""

    kind: str
    edges: tuple[int, ...] = ()
    halves: tuple[int, ...] = ()
    pennants: int = 0
    cathedral: bool = False
    inn: bool = False
    cities: tuple[int, ...] = ()  # fields: indexes of this tile's segments that are the cities it borders
    names: tuple[str, ...] = ()  # every location name that picks this segment; the first is canonical

    @property
    def name(self) -> str:
        return self.names[0]


@dataclass(frozen=True, slots=True)
class Oriented:
    """A tile type in one rotation: what the board and the feature graph read."""

    tile: TileType
    rot: int
    edges: str  # kinds on N, E, S, W after rotation
    segments: tuple[Segment, ...]  # cities, then roads, then fields: the order of feature nodes
    edge_segment: tuple[int, ...]  # per edge: index of the road/city segment on it, or -1
    half_segment: tuple[int, ...]  # per half-edge: index of the field segment on it, or -1
    locations: dict[str, int]  # location name -> segment index; "C" / "G" -> -1 (monastery / garden)
    plan: "PlacePlan" = field(default=None, compare=False, repr=False)  # type: ignore[assignment]

    @property
    def id(self) -> str:
        return self.tile.id


@dataclass(frozen=True, slots=True)
class PlacePlan:
    """What `Board.place` appends and joins for a tile in one rotation, worked out once at import.

    Segments come cities, roads, fields, so a tile's road/city nodes are its first ``features`` nodes.
    ``outward[d]`` is the (edge, left half, right half) segments on side d as seen from the tile, ``inward[d]``
    the same side as its neighbour across d meets it (halves swapped): link k of my ``outward[d]`` meets link k
    of the neighbour's ``inward[BACK[d]]``.  ``links[d]`` keeps only the links that exist, with the edge-ends
    each one closes (2 for a road/city edge, 0 for a field half-edge).
    """

    features: int  # road and city segments (the first nodes)
    cities: int  # city segments (the first of all)
    kinds: tuple[str, ...]
    opens: tuple[int, ...]
    pennants: tuple[int, ...]
    flags: tuple[int, ...]
    no_followers: tuple[tuple, ...]  # () per segment
    field_tiles: tuple[frozenset, ...]  # EMPTY per field segment
    feature_cities: tuple[frozenset, ...]  # EMPTY per road/city segment
    field_cities: tuple[tuple[int, ...], ...]  # per field segment, the offsets of the cities it borders
    borders_city: bool  # some field segment borders a city
    outward: tuple[tuple[int, int, int], ...]
    inward: tuple[tuple[int, int, int], ...]
    links: tuple[tuple[tuple[int, int, int], ...], ...]  # per side: (my segment, link k, closed edge-ends)
    cloister: str | None  # "monastery", "garden" or None
    #: per side: (dx, dy) of the neighbour, the side of it that meets mine, my `links` there, the `STAMPS` memo
    #: that sets that side of an empty neighbour's pattern to my edge, and my edge's letter
    sides: tuple[tuple[int, int, int, tuple, dict[str, str], str], ...]
    size: int  # segments
    no_cities: tuple[frozenset, ...]  # EMPTY per segment


def _orient(tile: TileType, rot: int) -> Oriented:
    q = rot // 90
    edges = "".join(tile.edges[(i - q) % 4] for i in range(4))
    segments: list[Segment] = []
    for city in tile.cities:
        es = tuple(sorted(rotate_edge(EDGE_INDEX[e], rot) for e in city.edges))
        segments.append(Segment(CITY, es, (), city.pennants, city.cathedral, False, (),
                                tuple(EDGE_NAMES[e] for e in es)))
    for road in tile.roads:
        es = tuple(sorted(rotate_edge(EDGE_INDEX[e], rot) for e in road.edges))
        segments.append(Segment(ROAD, es, (), 0, False, road.inn, (), tuple(EDGE_NAMES[e] for e in es)))
    for fld in tile.fields:
        hs = tuple(sorted(rotate_half(HALF_INDEX[h], rot) for h in fld.halves))
        names = tuple(HALF_NAMES[h] for h in hs) if hs else ("I",)
        segments.append(Segment(FIELD, (), hs, 0, False, False, fld.cities, names))
    edge_segment = [-1] * 4
    half_segment = [-1] * 8
    locations: dict[str, int] = {}
    for i, seg in enumerate(segments):
        for e in seg.edges:
            edge_segment[e] = i
        for h in seg.halves:
            half_segment[h] = i
        for name in seg.names:
            locations[name] = i
    if tile.monastery:
        locations["C"] = -1
    if tile.garden:
        locations["G"] = -1
    plan = _place_plan(tile, edges, segments, edge_segment, half_segment)
    return Oriented(tile, rot, edges, tuple(segments), tuple(edge_segment), tuple(half_segment), locations, plan)


def _side_links(tile: TileType, edge: str, side: tuple[int, int, int]) -> tuple[tuple[int, int, int], ...]:
    """(my segment, link k, closed edge-ends) of the links across one side.  A field side is one field on both
    half-edges, on every tile and so on its neighbour's side too: one link joins it."""
    if edge == "F":
        if side[1] != side[2] or side[1] < 0:
            raise ValueError(f"tile {tile.id}: a field side must be one field on both half-edges")
        return ((side[1], 1, 0),)
    return tuple((mine, k, 2 if k == 0 else 0) for k, mine in enumerate(side) if mine >= 0)


def _place_plan(tile: TileType, edges: str, segments: list[Segment], edge_segment: list[int],
                half_segment: list[int]) -> PlacePlan:
    features = sum(1 for seg in segments if seg.kind != FIELD)
    kinds = [seg.kind for seg in segments]
    if kinds != sorted(kinds, key=(CITY, ROAD, FIELD).index):
        raise ValueError(f"tile {tile.id}: segments must come cities, then roads, then fields")
    fields = segments[features:]
    outward = tuple((edge_segment[d], half_segment[2 * d], half_segment[2 * d + 1]) for d in range(4))
    inward = tuple((edge_segment[d], half_segment[2 * d + 1], half_segment[2 * d]) for d in range(4))
    links = tuple(_side_links(tile, edges[d], outward[d]) for d in range(4))
    return PlacePlan(
        features=features,
        cities=sum(1 for seg in segments if seg.kind == CITY),
        kinds=tuple(seg.kind for seg in segments),
        opens=tuple(len(seg.edges) for seg in segments[:features]) + (0,) * len(fields),
        pennants=tuple(seg.pennants for seg in segments[:features]) + (0,) * len(fields),
        flags=tuple((INN if seg.inn else 0) | (CATHEDRAL if seg.cathedral else 0) for seg in segments[:features])
        + (0,) * len(fields),
        no_followers=((),) * len(segments),
        field_tiles=(EMPTY,) * len(fields),
        feature_cities=(EMPTY,) * features,
        field_cities=tuple(seg.cities for seg in fields),
        borders_city=any(seg.cities for seg in fields),
        outward=outward, inward=inward, links=links,
        cloister=MONASTERY if tile.monastery else GARDEN if tile.garden else None,
        sides=tuple((*STEPS[d], BACK[d], links[d], STAMPS[BACK[d]].setdefault(edges[d], {}), edges[d])
                    for d in range(4)),
        size=len(segments), no_cities=(EMPTY,) * len(segments),
    )


class _OrientedTables(dict):
    """Tile id -> its four turns (`_orient`), worked out the first time the tile is asked about and kept.

    Why not all at import: the 84 types' tables took ~30 ms of CPython and 60-100 ms in the browser's Pyodide,
    the biggest part of importing the engine, in one main-thread task while the player reads the menu; a game
    asks about its tile types one draw at a time, a fraction of a millisecond each.  A lookup that hits is a
    plain dict lookup (the engine's hot paths index it).  Iterate `TILE_TYPES`, not this table."""

    def __missing__(self, tile_id: str) -> tuple[Oriented, ...]:
        tile = TILE_TYPES[tile_id]  # KeyError for an unknown id, as a plain table gave
        turns = self[tile_id] = tuple(_orient(tile, r) for r in ROTATIONS)
        return turns


#: Per tile id, its `Oriented` at 0, 90, 180 and 270 degrees: read ``ORIENTED[tile_id][rot // 90]``.
ORIENTED: dict[str, tuple[Oriented, ...]] = _OrientedTables()


def oriented(tile_id: str, rot: int) -> Oriented:
    return ORIENTED[tile_id][rot // 90]


def _fit_table(tile_id: str) -> dict[str, tuple[int, ...]]:
    """Every pattern a tile fits in some rotation -> those rotations, ascending.  A rotation fits the 16
    patterns that show, on each side, its edge or `OPEN`; every other pattern fits no rotation."""
    table: dict[str, tuple[int, ...]] = {}
    for o in ORIENTED[tile_id]:
        patterns = [""]
        for edge in o.edges:
            patterns = [p + c for p in patterns for c in (edge, OPEN)]
        for pattern in patterns:
            table[pattern] = table.get(pattern, ()) + (o.rot,)
    return table


class _FitTables(dict):
    """Tile id -> its `_fit_table`, made the first time the tile is asked about."""

    def __missing__(self, tile_id: str) -> dict[str, tuple[int, ...]]:
        if tile_id not in TILE_TYPES:
            raise KeyError(tile_id)
        table = self[tile_id] = _fit_table(tile_id)
        return table


#: Per tile id, pattern -> fitting rotations (a pattern that is not there fits none): read ``FITS[t].get(p, ())``.
FITS: dict[str, dict[str, tuple[int, ...]]] = _FitTables()


def fitting_rotations(tile_id: str, pattern: str) -> tuple[int, ...]:
    """Rotations of a tile whose edges match a cell's pattern (one letter or `OPEN` per side), ascending."""
    return FITS[tile_id].get(pattern, ())


def fits_any(tile_id: str, patterns) -> bool:
    """Whether the tile fits at least one of these cell patterns (the table read inline: asked on every draw)."""
    table = FITS[tile_id]
    for pattern in patterns:
        if pattern in table:
            return True
    return False


def stamped(pattern: str, side: int, letter: str) -> str:
    """The pattern with one side set (memoised in `STAMPS`, so the board's frontier update is a lookup)."""
    memo = STAMPS[side].setdefault(letter, {})
    found = memo.get(pattern)
    if found is None:
        found = memo[pattern] = pattern[:side] + letter + pattern[side + 1:]
    return found


def feature_kind(tile_id: str, rot: int, location: str) -> str | None:
    """What stands at a location of a tile as placed: city, road, field, monastery, garden (None: nothing)."""
    o = oriented(tile_id, rot)
    index = o.locations.get(location)
    if index is None:
        return None
    if index < 0:
        return MONASTERY if location == "C" else GARDEN
    return o.segments[index].kind
