"""Where a town's pieces on its wall stand, as data: its gates, its banners and its wall towers (at most two a tile),
and where followers stand, each at rotation 0 and cached per tile type.

Split from `town_plan` (art pass 12): these depend only on the tile's layout, and the town's plan (its cottages and
lanes, `town_plan`) is laid out round them; `town_plan.city_towers` then drops a tower that would cost a town its
cottages.
"""

from __future__ import annotations

from functools import lru_cache

from .geometry import Pt, _at, _dist, _flatten
from .layout import _City, _Layout, _fields, _layout
from .town import BOXES, CLEAR, boxes_clear


def _area(poly: list[Pt]) -> float:
    """A polygon's area (the shoelace formula), in square units."""
    return abs(sum(a[0] * b[1] - b[0] * a[1] for a, b in zip(poly, poly[1:] + poly[:1]))) / 2


def _gates(lay: _Layout) -> list[Pt]:
    return [r.gate[0] for r in lay.roads if r.gate] + [_flatten(ops)[0][-1] for ops in lay.paths]


@lru_cache(maxsize=None)
def _banners(tile_id: str) -> tuple[list[Pt], ...]:
    """Each city's banner spots (`banner_spots`), clear of its towers and the tile's gates."""
    lay = _layout(tile_id)
    gates = _gates(lay)
    return tuple(banner_spots(c, gates + list(t)) for c, t in zip(lay.cities, _raw_towers(tile_id)))


#: A tower keeps this far from a gate (a gatehouse is 17 units wide, a tower 13-14 across: 4 px between them).
TOWER_GATE_GAP = 24
#: Where along a wall a tower may stand, tried in turn: the middle first.
_TOWER_FRACS = (0.5, 0.4, 0.6, 0.32, 0.68)
#: In a shallow town (a cap, `SHALLOW` square units or less) a tower in the middle of the wall leaves no room for a
#: cottage 5 px clear of it: the towers stand toward the wall's ends.
_SHALLOW_FRACS, SHALLOW = (0.2, 0.8, 0.27, 0.73), 3000.0
#: How far a tower keeps from the spot a follower stands on (a follower about 20 units tall, a tower 14 wide
#: and 25 tall): no tower stands under a knight or a farmer (only 2 of 61 towers find no room and are left out).
FOLLOWER_GAP = 20.0


@lru_cache(maxsize=None)
def follower_spots(tile_id: str) -> tuple[Pt, ...]:
    """Where followers stand on a tile type at rotation 0 (as `locations.location_anchor`): its cities', roads'
    and fields' anchors (a monastery or a garden keeps its own room)."""
    lay = _layout(tile_id)
    return tuple([c.shape.anchor for c in lay.cities] + [r.anchor for r in lay.roads] + list(_fields(tile_id).anchors))


#: At most this many towers on a tile, each this far (14 px at 96 px a tile) from the next: three towers within
#: 25 px of each other bunched up into a castle.
MAX_TOWERS, TOWER_SPACING = 2, 14.6


@lru_cache(maxsize=None)
def _spaced_towers(tile_id: str) -> tuple[tuple[Pt, ...], ...]:
    """Each city's wall towers at rotation 0: of the spots `_raw_towers` finds, at most `MAX_TOWERS` on the tile,
    `TOWER_SPACING` apart and 5 px (`town.CLEAR`) clear of every banner under every turn."""
    banners = [p for spots in _banners(tile_id) for p in spots]
    kept: list[Pt] = []
    out = []
    for towers in _raw_towers(tile_id):
        mine = []
        for p in towers:
            if len(kept) < MAX_TOWERS and all(boxes_clear(p, BOXES["tower"], b, BOXES["banner"], CLEAR) for b in banners) \
                    and all(boxes_clear(p, BOXES["tower"], q, BOXES["tower"], TOWER_SPACING) for q in kept):
                kept.append(p)
                mine.append(p)
        out.append(tuple(mine))
    return tuple(out)


@lru_cache(maxsize=None)
def _raw_towers(tile_id: str) -> tuple[tuple[Pt, ...], ...]:
    """Each city's candidate tower spots (`_tower_spots`, clear of the gates and the followers' spots)."""
    lay = _layout(tile_id)
    gates, anchors = _gates(lay), follower_spots(tile_id)
    return tuple(tuple(_tower_spots(c, gates, anchors)) for c in lay.cities)


def _tower_spots(city: _City, keep_clear: list[Pt], anchors: tuple[Pt, ...] = ()) -> list[Pt]:
    """Where a city's wall towers stand: at most one a wall line, near its middle, none within
    `TOWER_GATE_GAP` of a gate, within `FOLLOWER_GAP` of a follower's spot (`anchors`) or within 10 units of
    the tile's border (a tower there doubled with the neighbour's across the seam).  Two a wall every 40 px
    read as rivets; one reads as a tower."""
    out = []
    fracs = _SHALLOW_FRACS if _area(city.poly) <= SHALLOW else _TOWER_FRACS
    for line in city.wall_lines:
        for frac in fracs:
            p, _ = _at(line, frac)
            if min(p) >= 10 and max(p) <= 90 and all(_dist(p, q) >= TOWER_GATE_GAP for q in keep_clear) \
                    and all(_dist(p, a) >= FOLLOWER_GAP for a in anchors):
                out.append(p)
                break
    return out


#: How far a banner keeps from a tower or a gatehouse (each about 14-17 units wide, a banner 14): 4 px apart.
BANNER_GAP = 22.0
_BANNER_FRACS = (0.5, 0.4, 0.6, 0.33, 0.67, 0.25, 0.75)


def banner_spots(city: _City, keep_clear: list[Pt]) -> list[Pt]:
    """Where a city's banners hang: on its wall, clear of towers, gates and each other, the lines taken in
    turn; a city with no wall (the whole tile) flies them where the catalogue puts its pennants."""
    if not city.pennants:
        return []
    if not city.wall_lines:
        return list(city.shape.pennant_spots[:city.pennants])
    out: list[Pt] = []
    for frac in _BANNER_FRACS:
        for line in city.wall_lines:
            if len(out) == city.pennants:
                return out
            p, _ = _at(line, frac)
            if 10 <= min(p) and max(p) <= 90 and all(_dist(p, q) > BANNER_GAP for q in keep_clear) \
                    and all(_dist(p, q) > 15 for q in out):
                out.append(p)
    return out + list(city.shape.pennant_spots[len(out):city.pennants])
