"""A tile named by what it shows ("a road curve", "a city corner with a banner", "a river bend"), never by its
catalogue id: the words the page uses wherever it speaks of a tile (log, announcements, tray, tile list, lessons).

The tile's shape class is read from the catalogue's features (`carcassonne.tiles.TileType`: its cities, roads,
monastery, river, pennants, inn, cathedral, garden) as a key such as ``"corner+curve+pennant"``; each key has one
whole phrase of its own in the catalogue (context ``tile``), so German can say it with its own word order and
endings.  Every phrase is an indefinite noun phrase whose nominative and accusative are the same (German: "eine
Straßenkurve", "ein Kloster", never a masculine head), so a sentence may use it as subject or object.
`tests/ui/test_tile_words.py` holds every catalogue tile to a phrase.  Pure Python.
"""

from __future__ import annotations

from functools import lru_cache

from .i18n import NP_, pt

_OPPOSITE = {frozenset("NS"), frozenset("EW")}
_EDGES = "NESW"
_HANDED = {"cap+curve", "cap+gate", "corner+gate"}  # shapes the catalogue has in both mirror images

#: Shape class -> its phrase.  A tile whose key is missing would fall back to `GENERIC` (the test forbids it).
PHRASES: dict[str, tuple[str, str]] = {
    "cap": NP_("tile", "a city cap"),
    "cap+curve-right": NP_("tile", "a city cap with a road curving to the right"),
    "cap+curve-left": NP_("tile", "a city cap with a road curving to the left"),
    "cap+curve+inn": NP_("tile", "a city cap with a road curve and an inn"),
    "cap+garden": NP_("tile", "a city cap with a garden"),
    "cap+gate": NP_("tile", "a city cap with a road to its gate"),
    "cap+gate-right": NP_("tile", "a city cap with a road from the right to its gate"),
    "cap+gate-left": NP_("tile", "a city cap with a road from the left to its gate"),
    "cap+junction3": NP_("tile", "a city cap with a three-way junction"),
    "cap+straight": NP_("tile", "a city cap with a straight road"),
    "band": NP_("tile", "a city across the tile"),
    "band+pennant": NP_("tile", "a city across the tile with a banner"),
    "band+gates2+pennant": NP_("tile", "a city across the tile with a banner and two roads to its gates"),
    "corner": NP_("tile", "a city corner"),
    "corner+pennant": NP_("tile", "a city corner with a banner"),
    "corner+garden": NP_("tile", "a city corner with a garden"),
    "corner+pennant+garden": NP_("tile", "a city corner with a banner and a garden"),
    "corner+curve": NP_("tile", "a city corner with a road curve"),
    "corner+curve+pennant": NP_("tile", "a city corner with a banner and a road curve"),
    "corner+curve+pennant+inn": NP_("tile", "a city corner with a banner and a road curve with an inn"),
    "corner+gate-right": NP_("tile", "a city corner with a road from the right to its gate"),
    "corner+gate-left": NP_("tile", "a city corner with a road from the left to its gate"),
    "corner+gate+inn": NP_("tile", "a city corner with a road to its gate and an inn"),
    "corner+cap": NP_("tile", "a city corner and a separate city cap"),
    "corner+cap+pennant": NP_("tile", "a city corner with a banner and a separate city cap"),
    "caps-adjacent": NP_("tile", "two city caps on neighbouring sides"),
    "caps-adjacent+garden": NP_("tile", "two city caps on neighbouring sides and a garden"),
    "caps-opposite": NP_("tile", "two city caps on opposite sides"),
    "caps-opposite+garden": NP_("tile", "two city caps on opposite sides and a garden"),
    "caps-opposite+junction2": NP_("tile", "two city caps with two roads ending in the middle"),
    "caps3": NP_("tile", "three city caps"),
    "caps4+garden": NP_("tile", "four city caps around a garden"),
    "city3": NP_("tile", "a city on three sides"),
    "city3+pennant": NP_("tile", "a city on three sides with a banner"),
    "city3+garden": NP_("tile", "a city on three sides with a garden"),
    "city3+gate": NP_("tile", "a city on three sides with a road to its gate"),
    "city3+gate+pennant": NP_("tile", "a city on three sides with a banner and a road to its gate"),
    "city4+pennant": NP_("tile", "a city on all four sides with a banner"),
    "city4+cathedral": NP_("tile", "a city on all four sides with a cathedral"),
    "straight": NP_("tile", "a straight road"),
    "straight+garden": NP_("tile", "a straight road with a garden"),
    "straight+inn+garden": NP_("tile", "a straight road with an inn and a garden"),
    "curve": NP_("tile", "a road curve"),
    "curve+garden": NP_("tile", "a road curve with a garden"),
    "curve+inn": NP_("tile", "a road curve with an inn"),
    "two-curves": NP_("tile", "two road curves"),
    "junction3": NP_("tile", "a three-way junction"),
    "junction3+inn": NP_("tile", "a three-way junction with an inn"),
    "crossroads": NP_("tile", "a crossroads"),
    "house": NP_("tile", "a road ending at a farmstead"),
    "monastery": NP_("tile", "a monastery"),
    "monastery-road": NP_("tile", "a monastery with a road"),
    "monastery-roads": NP_("tile", "a monastery with two roads"),
    "spring": NP_("tile", "the river's spring"),
    "lake": NP_("tile", "the lake where the river ends"),
    "river-straight": NP_("tile", "a straight stretch of river"),
    "river-straight+straight": NP_("tile", "a straight river with a road bridge"),
    "river-straight+cap+gate": NP_("tile", "a straight river with a bridge to a city gate"),
    "river-straight+caps-opposite": NP_("tile", "a straight river between two city caps"),
    "river-straight+monastery-road": NP_("tile", "a straight river with a monastery and a bridge"),
    "river-curve": NP_("tile", "a river bend"),
    "river-curve+corner": NP_("tile", "a river bend beside a city corner"),
    "river-curve+curve": NP_("tile", "a river bend with a road curve crossing it"),
    "river-curve+garden": NP_("tile", "a river bend with a garden"),
}
GENERIC = NP_("tile", "a land tile")


def _joins_opposite(edges) -> bool:
    return frozenset(edges) in _OPPOSITE


def _clockwise(edge: str, steps: int = 1) -> str:
    return _EDGES[(_EDGES.index(edge) + steps) % 4]


def _hand(tt) -> str:
    """Which way a mirror-image shape goes, with its city at the top (as the tile list shows it): "-right" or
    "-left" (empty for a symmetric tile).  Only for one city and one road, where the catalogue has both hands."""
    if len(tt.cities) != 1 or len(tt.roads) != 1 or tt.monastery or tt.river:
        return ""
    city, road = set(tt.cities[0].edges), set(tt.roads[0].edges)
    if len(city) == 2:  # a corner: the side clockwise after it is on the right when the corner points up
        first = next(e for e in city if _clockwise(e) in city)
        return "-right" if _clockwise(first, 2) in road else "-left"
    (top,) = city
    if _clockwise(top, 2) in road and len(road) == 1:
        return ""  # straight from the opposite side: no hand
    return "-right" if _clockwise(top) in road else "-left"


def _river_part(tt) -> list[str]:
    if tt.spring:
        return ["spring"]
    if tt.lake:
        return ["lake"]
    if tt.river:
        return ["river-straight" if _joins_opposite(tt.river) else "river-curve"]
    return []


def _city_part(tt) -> list[str]:
    sizes = sorted(len(c.edges) for c in tt.cities)
    if sizes == [1, 1]:
        first, second = tt.cities
        return ["caps-opposite" if _joins_opposite(first.edges + second.edges) else "caps-adjacent"]
    single = {(1,): "cap", (3,): "city3", (4,): "city4", (1, 1, 1): "caps3", (1, 1, 1, 1): "caps4",
              (1, 2): "corner+cap"}
    if sizes == [2]:
        return ["band" if _joins_opposite(tt.cities[0].edges) else "corner"]
    return [single[tuple(sizes)]] if tuple(sizes) in single else ([f"cities{sizes}"] if sizes else [])


def _road_part(tt) -> list[str]:
    roads = tt.roads
    if tt.monastery:
        return [("monastery", "monastery-road", "monastery-roads")[min(len(roads), 2)]]
    if not roads:
        return []
    ends = [r.ends_at for r in roads]
    if "junction" in ends:
        return [{2: "junction2", 3: "junction3"}.get(len(roads), "crossroads")]
    if all(e == "city" for e in ends):
        return ["gate" if len(roads) == 1 else "gates2"]
    if ends == ["house"]:
        return ["house"]
    if len(roads) > 1:
        return ["two-curves"]
    return ["straight" if _joins_opposite(roads[0].edges) else "curve"]


def shape_key(tile_type) -> str:
    """The tile's shape class, e.g. ``"corner+curve+pennant"`` or ``"cap+curve-left"`` (a key of `PHRASES`)."""
    parts = _river_part(tile_type) + _city_part(tile_type) + _road_part(tile_type)
    if any(c.pennants for c in tile_type.cities):
        parts.append("pennant")
    if any(c.cathedral for c in tile_type.cities):
        parts.append("cathedral")
    if any(r.inn for r in tile_type.roads):
        parts.append("inn")
    if tile_type.garden:
        parts.append("garden")
    key = "+".join(parts)
    return key + _hand(tile_type) if key in _HANDED else key


@lru_cache(maxsize=None)
def key_of(tile_id: str) -> str | None:
    from carcassonne.tiles import TILE_TYPES

    tile_type = TILE_TYPES.get(tile_id)
    return shape_key(tile_type) if tile_type is not None else None


def tile_phrase(tile_id: str) -> str:
    """What the tile shows, as an indefinite phrase in the page's language ("a road curve"); an unknown id gets
    the generic "a land tile" (the id itself is never shown)."""
    return pt(*PHRASES.get(key_of(tile_id) or "", GENERIC))


__all__ = ["PHRASES", "shape_key", "tile_phrase"]
