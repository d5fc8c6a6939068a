"""Where followers stand and what a feature highlight covers, for a tile as placed.

Rotated queries take the rotation-0 geometry of the segment the engine's location name picks and
turn its points, so they agree with `<use transform="rotate(...)">` by construction.  Separate from
the drawing because the board asks these per hover and per follower, long after the defs are built.
"""

from __future__ import annotations

from functools import lru_cache

from carcassonne.geometry import oriented

from .geometry import ROAD_HW, Op, Pt, _band, _clamp_box, _d, _poly_ops, _turn
from .grid import _region_outline
from .layout import GARDEN_R, MONASTERY_BOX, _fields, _layout

def _segment_at_rot0(tile_id: str, rot: int, location: str) -> int:
    """The engine's segment index for a location as placed; indexes do not change with rotation."""
    locations = oriented(tile_id, rot).locations
    if location not in locations:
        raise KeyError(f"tile {tile_id} has no location {location!r} at rotation {rot}")
    return locations[location]


def _anchor0(tile_id: str, location: str, index: int) -> Pt:
    """Anchor of segment `index` at rotation 0 ("C"/"G" share index -1, so the name tells them apart)."""
    lay = _layout(tile_id)
    if index < 0:
        spot = lay.monastery if location == "C" else lay.garden
        assert spot is not None
        if location == "C":
            k = lay.abbey_scale
            return (spot[0] - 7 * k, spot[1] + 8 * k)  # before the nave, not on its tower
        return spot
    n_c, n_r = len(lay.cities), len(lay.roads)
    if index < n_c:
        return lay.cities[index].shape.anchor
    if index < n_c + n_r:
        return lay.roads[index - n_c].anchor
    return _fields(tile_id).anchors[index - n_c - n_r]


def location_anchor(tile_id: str, rot: int, location: str) -> tuple[float, float]:
    """Where a follower on `location` (a name as placed, like the engine's) is drawn, in the rotated
    0..100 box: inside its city, on its road, in the open snow of its field, on the monastery or the
    garden.  Distinct segments of a tile get distinct points."""
    index = _segment_at_rot0(tile_id, rot, location)
    return _turn(_anchor0(tile_id, location, index), rot)


def _segment_ops0(tile_id: str, location: str, index: int) -> list[Op]:
    """Outline of segment `index` at rotation 0; a monastery's reaches up over its bell tower."""
    lay = _layout(tile_id)
    if index < 0:
        spot = lay.monastery if location == "C" else lay.garden
        assert spot is not None
        hw, hh = ((v * lay.abbey_scale for v in MONASTERY_BOX) if location == "C"
                  else (GARDEN_R + 1, GARDEN_R + 1))
        x, y = spot
        top = max(0.0, y - hh - 5 * (location == "C"))  # clamped: RH's abbey stands near the north edge
        return _poly_ops([(x - hw, top), (x + hw, top), (x + hw, min(100.0, y + hh + 3 * (location == "C"))),
                          (x - hw, min(100.0, y + hh + 3 * (location == "C")))])
    n_c, n_r = len(lay.cities), len(lay.roads)
    if index < n_c:
        return lay.cities[index].shape.fill
    if index < n_c + n_r:
        return _poly_ops([_clamp_box(p) for p in _band(lay.roads[index - n_c].line, ROAD_HW)])
    region = _fields(tile_id).regions[index - n_c - n_r]
    return _region_outline(region)


@lru_cache(maxsize=4096)
def segment_path(tile_id: str, rot: int, location: str) -> str:
    """An SVG path `d` (rotated 0..100 box) covering the segment `location` names: a city's walled
    area, a road's band, a field's open snow, a monastery's or garden's footprint.  For highlighting
    a whole feature, draw this for each of its tiles."""
    index = _segment_at_rot0(tile_id, rot, location)
    return _d(_segment_ops0(tile_id, location, index), rot)


def field_conflicts(tile_id: str) -> list[tuple[int, int]]:
    """Pairs of field indexes whose drawn areas touch although the catalogue keeps them apart
    (empty when the drawing is right; the tests hold every tile to that)."""
    return list(_fields(tile_id).conflicts)


def field_region_sizes(tile_id: str) -> list[int]:
    """Cells of open snow found for each field (tests: every field is drawn with some room)."""
    return [len(r) for r in _fields(tile_id).regions]

