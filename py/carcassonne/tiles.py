"""The tile catalogue: every tile type as declarative data.

Facts (edges, segments, pennants, field/city adjacency, counts) come from the project's tile reference
(`shared/reference/tiles.md`); `tests/test_tiles.py` holds this table against `tiles.json` so that a wrong
transcription cannot pass.  Everything here is written at rotation 0; `geometry.py` turns it.

Mini-language of a segment (one string each, so a tile reads like its picture):

* city:  edges it joins, then ``pennant`` once per pennant, ``cathedral`` if any  -> ``"N W pennant"``
* road:  edges it joins, then where a one-edge road ends (``junction``, ``monastery``, ``city``, ``house``)
         and ``inn`` if any  -> ``"E junction"``, ``"W S inn"``
* field: the half-edges it touches (or ``inner``), then ``>`` and the indexes of this tile's cities it
         borders  -> ``"ENE WNW > 0"``
"""

from __future__ import annotations

from dataclasses import dataclass, field

EDGE_NAMES = ("N", "E", "S", "W")
HALF_NAMES = ("NNW", "NNE", "ENE", "ESE", "SSE", "SSW", "WSW", "WNW")
ROAD_ENDS = ("junction", "monastery", "city", "house")
EDGE_KINDS = {"C": "city", "R": "road", "F": "field", "W": "river"}


@dataclass(frozen=True)
class CitySpec:
    edges: tuple[str, ...]
    pennants: int = 0
    cathedral: bool = False


@dataclass(frozen=True)
class RoadSpec:
    edges: tuple[str, ...]
    ends_at: str | None = None
    inn: bool = False


@dataclass(frozen=True)
class FieldSpec:
    halves: tuple[str, ...]  # empty for the inner field
    cities: tuple[int, ...] = ()

    @property
    def inner(self) -> bool:
        return not self.halves


@dataclass(frozen=True)
class TileType:
    """One tile type of the box, at rotation 0."""

    id: str
    set: str
    count: int
    edges: str  # N, E, S, W: C city, R road, F field, W water
    cities: tuple[CitySpec, ...] = ()
    roads: tuple[RoadSpec, ...] = ()
    fields: tuple[FieldSpec, ...] = ()
    monastery: bool = False
    garden: bool = False
    river: tuple[str, ...] = ()
    spring: bool = False
    lake: bool = False
    gingerbread: bool = False
    provisional: bool = False
    extra: dict = field(default_factory=dict, compare=False, hash=False)


class CatalogueError(ValueError):
    """A tile in the table is written wrongly (raised at import, caught by the tests)."""


def _city(text: str) -> CitySpec:
    words = text.split()
    edges = tuple(w for w in words if w in EDGE_NAMES)
    unknown = [w for w in words if w not in EDGE_NAMES and w not in ("pennant", "cathedral")]
    if unknown or not edges:
        raise CatalogueError(f"bad city segment {text!r}")
    return CitySpec(edges, words.count("pennant"), "cathedral" in words)


def _road(text: str) -> RoadSpec:
    words = text.split()
    edges = tuple(w for w in words if w in EDGE_NAMES)
    ends = [w for w in words if w in ROAD_ENDS]
    unknown = [w for w in words if w not in EDGE_NAMES and w not in ROAD_ENDS and w != "inn"]
    if unknown or not edges or len(ends) > 1 or (len(edges) == 1) != bool(ends):
        raise CatalogueError(f"bad road segment {text!r}")
    return RoadSpec(edges, ends[0] if ends else None, "inn" in words)


def _field(text: str) -> FieldSpec:
    halves_text, _, cities_text = text.partition(">")
    halves = tuple(h for h in halves_text.split() if h != "inner")
    if any(h not in HALF_NAMES for h in halves) or (not halves and "inner" not in halves_text):
        raise CatalogueError(f"bad field segment {text!r}")
    return FieldSpec(halves, tuple(int(c) for c in cities_text.split()))


def _tile(tile_id: str, set_name: str, count: int, edges: str, *, cities: tuple[str, ...] = (),
          roads: tuple[str, ...] = (), fields: tuple[str, ...] = (), river: str = "", **flags: bool) -> TileType:
    return TileType(tile_id, set_name, count, edges,
                    tuple(map(_city, cities)), tuple(map(_road, roads)), tuple(map(_field, fields)),
                    river=tuple(river), **flags)


# The gingerbread tiles' printed shapes are undocumented: these six are PROVISIONAL (see tiles.md).
# Correcting one is a one-line change to its row below.
TILES: tuple[TileType, ...] = (
    # --- set 'base' ---
    _tile('A', 'base', 2, 'FFRF', roads=('S monastery',), fields=('NNW NNE ENE ESE SSE SSW WSW WNW',), monastery=True),
    _tile('B', 'base', 4, 'FFFF', fields=('NNW NNE ENE ESE SSE SSW WSW WNW',), monastery=True),
    _tile('C', 'base', 1, 'CCCC', cities=('N W S E pennant',)),
    # one copy is the start tile (placed at 0,0 rotation 0)
    _tile('D', 'base', 4, 'CRFR', cities=('N',), roads=('W E',), fields=('ENE WNW > 0', 'ESE SSE SSW WSW')),
    _tile('E', 'base', 4, 'CFFF', cities=('N',), fields=('WSW WNW SSE SSW ENE ESE > 0',)),
    # garden copy of E
    _tile('Eg', 'base', 1, 'CFFF', cities=('N',), fields=('WSW WNW SSE SSW ENE ESE > 0',), garden=True),
    _tile('F', 'base', 2, 'FCFC', cities=('W E pennant',), fields=('NNW NNE > 0', 'SSE SSW > 0')),
    _tile('G', 'base', 1, 'FCFC', cities=('W E',), fields=('NNW NNE > 0', 'SSE SSW > 0')),
    _tile('H', 'base', 2, 'CFCF', cities=('N', 'S'), fields=('WSW WNW ENE ESE > 0 1',)),
    # garden copy of H
    _tile('Hg', 'base', 1, 'CFCF', cities=('N', 'S'), fields=('WSW WNW ENE ESE > 0 1',), garden=True),
    _tile('I', 'base', 1, 'CFFC', cities=('N', 'W'), fields=('ENE ESE SSE SSW > 0 1',)),
    # garden copy of I
    _tile('Ig', 'base', 1, 'CFFC', cities=('N', 'W'), fields=('ENE ESE SSE SSW > 0 1',), garden=True),
    _tile('J', 'base', 3, 'CRRF', cities=('N',), roads=('E S',), fields=('ENE WSW WNW SSW > 0', 'ESE SSE')),
    _tile('K', 'base', 3, 'CFRR', cities=('N',), roads=('S W',), fields=('WNW ENE ESE SSE > 0', 'WSW SSW')),
    _tile('L', 'base', 3, 'CRRR', cities=('N',), roads=('E junction', 'S junction', 'W junction'), fields=('WNW ENE > 0', 'WSW SSW', 'ESE SSE')),
    _tile('M', 'base', 1, 'CFFC', cities=('N W pennant',), fields=('SSE SSW ENE ESE > 0',)),
    # garden copy of M
    _tile('Mg', 'base', 1, 'CFFC', cities=('N W pennant',), fields=('SSE SSW ENE ESE > 0',), garden=True),
    _tile('N', 'base', 2, 'CFFC', cities=('N W',), fields=('SSE SSW ENE ESE > 0',)),
    # garden copy of N
    _tile('Ng', 'base', 1, 'CFFC', cities=('N W',), fields=('SSE SSW ENE ESE > 0',), garden=True),
    _tile('O', 'base', 2, 'CRRC', cities=('N W pennant',), roads=('E S',), fields=('ENE SSW > 0', 'ESE SSE')),
    _tile('P', 'base', 3, 'CRRC', cities=('N W',), roads=('E S',), fields=('ENE SSW > 0', 'ESE SSE')),
    _tile('Q', 'base', 1, 'CCFC', cities=('N E W pennant',), fields=('SSE SSW > 0',)),
    _tile('R', 'base', 2, 'CCFC', cities=('N E W',), fields=('SSE SSW > 0',)),
    # garden copy of R
    _tile('Rg', 'base', 1, 'CCFC', cities=('N E W',), fields=('SSE SSW > 0',), garden=True),
    _tile('S', 'base', 2, 'CCRC', cities=('N W E pennant',), roads=('S city',), fields=('SSE > 0', 'SSW > 0')),
    _tile('T', 'base', 1, 'CCRC', cities=('N W E',), roads=('S city',), fields=('SSE > 0', 'SSW > 0')),
    _tile('U', 'base', 7, 'FRFR', roads=('W E',), fields=('WNW NNW NNE ENE', 'ESE SSE SSW WSW')),
    # garden copy of U
    _tile('Ug', 'base', 1, 'FRFR', roads=('W E',), fields=('WNW NNW NNE ENE', 'ESE SSE SSW WSW'), garden=True),
    _tile('V', 'base', 8, 'FFRR', roads=('W S',), fields=('WNW NNW NNE ENE ESE SSE', 'SSW WSW')),
    # garden copy of V
    _tile('Vg', 'base', 1, 'FFRR', roads=('W S',), fields=('WNW NNW NNE ENE ESE SSE', 'SSW WSW'), garden=True),
    _tile('W', 'base', 4, 'FRRR', roads=('E junction', 'S junction', 'W junction'), fields=('WNW NNW NNE ENE', 'ESE SSE', 'SSW WSW')),
    _tile('X', 'base', 1, 'RRRR', roads=('N junction', 'E junction', 'S junction', 'W junction'), fields=('WNW NNW', 'NNE ENE', 'ESE SSE', 'SSW WSW')),
    # --- set 'winter' ---
    # deer; same shape as W
    _tile('WE01', 'winter', 1, 'FRRR', roads=('E junction', 'S junction', 'W junction'), fields=('WNW NNW NNE ENE', 'ESE SSE', 'SSW WSW')),
    # wild boars; road from the west edge curves into the gate of the north city (mirror of WE03)
    _tile('WE02', 'winter', 1, 'CFFR', cities=('N',), roads=('W city',), fields=('WNW > 0', 'ENE ESE SSE SSW WSW > 0')),
    # wolves; road from the east edge curves into the gate of the north city
    _tile('WE03', 'winter', 1, 'CRFF', cities=('N',), roads=('E city',), fields=('ENE > 0', 'WSW WNW SSE SSW ESE > 0')),
    # crows; same shape as A
    _tile('WE04', 'winter', 1, 'FFRF', roads=('S monastery',), fields=('NNW NNE ENE ESE SSE SSW WSW WNW',), monastery=True),
    # foxes and a frozen pond (no inn); same shape as IC11
    _tile('WE05', 'winter', 1, 'CFRC', cities=('N W',), roads=('S city',), fields=('SSW > 0', 'SSE ENE ESE > 0')),
    # deer; same shape as IC02
    _tile('WE06', 'winter', 1, 'FRFR', roads=('W monastery', 'E monastery'), fields=('ESE SSE SSW WSW', 'ENE NNW NNE WNW'), monastery=True),
    # bear; same shape as J
    _tile('WE07', 'winter', 1, 'CRRF', cities=('N',), roads=('S E',), fields=('SSW WSW WNW ENE > 0', 'ESE SSE')),
    # bear; same shape as IC08
    _tile('WE08', 'winter', 1, 'CFRF', cities=('N',), roads=('S city',), fields=('WSW WNW SSW > 0', 'ENE ESE SSE > 0')),
    # wolpertinger; same shape as IC17
    _tile('WE09', 'winter', 1, 'RRRR', roads=('N W', 'S E'), fields=('NNW WNW', 'SSE ESE', 'NNE ENE SSW WSW')),
    # crows; same shape as IC09
    _tile('WE10', 'winter', 1, 'CRFC', cities=('N W',), roads=('E city',), fields=('ENE > 0', 'ESE SSE SSW > 0')),
    # wild boars; dead-end road from the south edge to a farmstead in the middle
    _tile('WE11', 'winter', 1, 'FFRF', roads=('S house',), fields=('NNW NNE ENE ESE SSE SSW WSW WNW',)),
    # wolves; same shape as K
    _tile('WE12', 'winter', 1, 'CFRR', cities=('N',), roads=('W S',), fields=('SSW WSW', 'WNW ENE ESE SSE > 0')),
    # --- set 'river' ---
    # the spring: the river starts here; one field wraps round it
    _tile('RA', 'river', 1, 'FWFF', fields=('NNW NNE ENE ESE SSE SSW WSW WNW',), spring=True, river='E'),
    # the road crosses the river on a bridge and ends at the gate of the north city; fields do not pass under bridges
    _tile('RB', 'river', 1, 'CWRW', cities=('N',), roads=('S city',), fields=('ENE > 0', 'WNW > 0', 'ESE SSE', 'WSW SSW'), river='WE'),
    # two separate city caps on either side of the river
    _tile('RC', 'river', 1, 'CWCW', cities=('N', 'S'), fields=('ENE WNW > 0', 'ESE WSW > 1'), river='WE'),
    # straight river
    _tile('RD', 'river', 1, 'FWFW', fields=('WNW NNW NNE ENE', 'WSW SSE SSW ESE'), river='WE'),
    # straight river (same shape as RD)
    _tile('RF', 'river', 1, 'FWFW', fields=('WNW NNW NNE ENE', 'WSW SSE SSW ESE'), river='WE'),
    # river curve beside a corner city
    _tile('RE', 'river', 1, 'CWWC', cities=('N W',), fields=('SSW ENE > 0', 'ESE SSE'), river='SE'),
    # river curve
    _tile('RG', 'river', 1, 'FFWW', fields=('WNW NNW NNE ENE ESE SSE', 'WSW SSW'), river='WS'),
    # monastery north of the river; its road crosses the river on a bridge to the south edge
    _tile('RH', 'river', 1, 'FWRW', roads=('S monastery',), fields=('WNW NNW NNE ENE', 'ESE SSE', 'WSW SSW'), monastery=True, river='WE'),
    # river curve crossed by a road curve
    _tile('RI', 'river', 1, 'RRWW', roads=('N E',), fields=('WNW NNW ESE SSE', 'NNE ENE', 'WSW SSW'), river='WS'),
    # river curve with a garden
    _tile('RJ', 'river', 1, 'FFWW', fields=('WNW NNW NNE ENE ESE SSE', 'WSW SSW'), garden=True, river='WS'),
    # a road crosses the river on a bridge; four separate fields
    _tile('RK', 'river', 1, 'WRWR', roads=('W E',), fields=('WNW NNW', 'NNE ENE', 'ESE SSE', 'WSW SSW'), river='NS'),
    # the lake: the river ends here; one field wraps round it
    _tile('RL', 'river', 1, 'FFFW', fields=('NNW NNE ENE ESE SSE SSW WSW WNW',), lake=True, river='W'),
    # --- set 'inns-cathedrals' ---
    # cathedral: a city on all four edges, no pennant
    _tile('IC01', 'inns-cathedrals', 2, 'CCCC', cities=('N W S E cathedral',)),
    # monastery with two roads (W and E), each ending at it
    _tile('IC02', 'inns-cathedrals', 1, 'FRFR', roads=('W monastery', 'E monastery'), fields=('ESE SSE SSW WSW', 'ENE NNW NNE WNW'), monastery=True),
    # four separate city caps around a garden; the only field is the inner one, touching no edge
    _tile('IC03', 'inns-cathedrals', 1, 'CCCC', cities=('N', 'W', 'E', 'S'), fields=('inner > 0 1 2 3',), garden=True),
    # three separate city caps
    _tile('IC04', 'inns-cathedrals', 1, 'CCFC', cities=('N', 'W', 'E'), fields=('SSE SSW > 0 1 2',)),
    # two city caps; the W and E roads end at a central crossing
    _tile('IC05', 'inns-cathedrals', 1, 'CRCR', cities=('N', 'S'), roads=('W junction', 'E junction'), fields=('ESE > 1', 'WSW > 1', 'ENE > 0', 'WNW > 0')),
    # corner city with a pennant plus a separate cap on the south edge
    _tile('IC06', 'inns-cathedrals', 1, 'CFCC', cities=('N W pennant', 'S'), fields=('ENE ESE > 0 1',)),
    # city cap whose wall runs down to the south-east corner, so the east field strip is cut off from the west and south field
    _tile('IC07', 'inns-cathedrals', 1, 'CFFF', cities=('N',), fields=('ENE ESE > 0', 'WSW WNW SSE SSW > 0')),
    # city cap; the road from the south edge ends at the city gate
    _tile('IC08', 'inns-cathedrals', 1, 'CFRF', cities=('N',), roads=('S city',), fields=('WSW WNW SSW > 0', 'ENE ESE SSE > 0')),
    # corner city; the road from the east edge ends at the city gate
    _tile('IC09', 'inns-cathedrals', 1, 'CRFC', cities=('N W',), roads=('E city',), fields=('ENE > 0', 'ESE SSE SSW > 0')),
    # city band W-E with a pennant; roads from N and S end at its gates
    _tile('IC10', 'inns-cathedrals', 1, 'RCRC', cities=('E W pennant',), roads=('N city', 'S city'), fields=('NNW > 0', 'NNE > 0', 'SSE > 0', 'SSW > 0')),
    # corner city; the road from the south edge, with an inn, ends at the city gate
    _tile('IC11', 'inns-cathedrals', 1, 'CFRC', cities=('N W',), roads=('S city inn',), fields=('SSW > 0', 'SSE ENE ESE > 0')),
    # city cap and a road curve W-S with an inn
    _tile('IC12', 'inns-cathedrals', 1, 'CFRR', cities=('N',), roads=('W S inn',), fields=('SSW WSW', 'WNW ENE ESE SSE > 0')),
    # corner city with a pennant and a road curve E-S with an inn
    _tile('IC13', 'inns-cathedrals', 1, 'CRRC', cities=('N W pennant',), roads=('E S inn',), fields=('SSE ESE', 'SSW ENE > 0')),
    # three-way junction; the inn is on the east branch
    _tile('IC14', 'inns-cathedrals', 1, 'FRRR', roads=('E junction inn', 'W junction', 'S junction'), fields=('WNW NNW NNE ENE', 'WSW SSW', 'ESE SSE')),
    # straight road W-E with an inn, and a garden
    _tile('IC15', 'inns-cathedrals', 1, 'FRFR', roads=('W E inn',), fields=('WNW NNW NNE ENE', 'ESE SSE SSW WSW'), garden=True),
    # road curve W-S with an inn
    _tile('IC16', 'inns-cathedrals', 1, 'FFRR', roads=('W S inn',), fields=('WNW NNW NNE ENE ESE SSE', 'SSW WSW')),
    # two road curves (N-W and S-E) with no junction
    _tile('IC17', 'inns-cathedrals', 1, 'RRRR', roads=('N W', 'S E'), fields=('NNW WNW', 'SSE ESE', 'NNE ENE SSW WSW')),
    # --- set 'gingerbread' ---
    # two separate city caps on opposite edges
    _tile('GB1', 'gingerbread', 1, 'CFCF', cities=('N', 'S'), fields=('WSW WNW ENE ESE > 0 1',), gingerbread=True, provisional=True),
    # two separate city caps on adjacent edges
    _tile('GB2', 'gingerbread', 1, 'CFFC', cities=('N', 'W'), fields=('ENE ESE SSE SSW > 0 1',), gingerbread=True, provisional=True),
    # three separate city caps
    _tile('GB3', 'gingerbread', 1, 'CCFC', cities=('N', 'W', 'E'), fields=('SSE SSW > 0 1 2',), gingerbread=True, provisional=True),
    # corner city plus a separate cap
    _tile('GB4', 'gingerbread', 1, 'CFCC', cities=('N W', 'S'), fields=('ENE ESE > 0 1',), gingerbread=True, provisional=True),
    # two city caps, roads from W and E to a central crossing
    _tile('GB5', 'gingerbread', 1, 'CRCR', cities=('N', 'S'), roads=('W junction', 'E junction'), fields=('ESE > 1', 'WSW > 1', 'ENE > 0', 'WNW > 0'), gingerbread=True, provisional=True),
    # city cap and a three-way road junction
    _tile('GB6', 'gingerbread', 1, 'CRRR', cities=('N',), roads=('E junction', 'S junction', 'W junction'), fields=('WNW ENE > 0', 'WSW SSW', 'ESE SSE'), gingerbread=True, provisional=True),

)

TILE_TYPES: dict[str, TileType] = {t.id: t for t in TILES}
SETS: tuple[str, ...] = tuple(dict.fromkeys(t.set for t in TILES))
START_TILE = "D"


def tiles_of(*sets: str) -> list[str]:
    """Every copy of every tile in the given sets, as a list of ids (the start tile included)."""
    return [t.id for t in TILES if t.set in sets for _ in range(t.count)]
