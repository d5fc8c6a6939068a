"""Edges, half-edges, rotation, and every tile type precompiled in its four rotations.

Numbering used throughout the engine (and nowhere visible outside it):
edges ``N E S W`` = 0 1 2 3; half-edges ``NNW NNE ENE ESE SSE SSW WSW WNW`` = 0 … 7, clockwise from the
north-west corner.  Rotating a quarter turn clockwise adds 1 to an edge and 2 to a half-edge.

Everything rotation-dependent is computed once at import (`ORIENTED`), so placing a tile or testing a fit is a
table lookup, never a geometric computation.
"""

from __future__ import annotations

from dataclasses import dataclass

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

    @property
    def id(self) -> str:
        return self.tile.id


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
    return Oriented(tile, rot, edges, tuple(segments), tuple(edge_segment), tuple(half_segment), locations)


ORIENTED: dict[str, tuple[Oriented, ...]] = {
    tid: tuple(_orient(t, r) for r in ROTATIONS) for tid, t in TILE_TYPES.items()
}


def oriented(tile_id: str, rot: int) -> Oriented:
    return ORIENTED[tile_id][rot // 90]


_FITS: dict[tuple[str, str], tuple[int, ...]] = {}


def fitting_rotations(tile_id: str, pattern: str) -> tuple[int, ...]:
    """Rotations of a tile whose edges match a cell's pattern (one letter or `OPEN` per side), memoised."""
    key = (tile_id, pattern)
    found = _FITS.get(key)
    if found is None:
        found = tuple(o.rot for o in ORIENTED[tile_id]
                      if all(p == OPEN or p == e for p, e in zip(pattern, o.edges)))
        _FITS[key] = found
    return found


def fits_any(tile_id: str, patterns) -> bool:
    """Whether the tile fits at least one of these cell patterns (the memo read inline: asked on every draw)."""
    fits = _FITS
    for pattern in patterns:
        found = fits.get((tile_id, pattern))
        if found is None:
            found = fitting_rotations(tile_id, pattern)
        if found:
            return True
    return False


def feature_kind(tile_id: str, rot: int, location: str) -> str | None:
    """What stands at a location of a tile as placed: city, road, field, monastery, garden (None: nothing)."""
    o = oriented(tile_id, rot)
    index = o.locations.get(location)
    if index is None:
        return None
    if index < 0:
        return MONASTERY if location == "C" else GARDEN
    return o.segments[index].kind
