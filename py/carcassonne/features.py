"""The feature graph: roads, cities and fields merged incrementally with union-find.

Each road, city or field segment of a placed tile is a node.  Joining two tiles along an edge unions the nodes
that meet there.  A root carries what scoring needs about its whole feature, kept up to date at each union, so
that no move ever walks a feature:

* ``tiles``: the distinct tiles of a road or city (a frozenset, so a tile with two segments in one city counts
  once, and a copy can share it);
* ``open``: road/city edge-ends not yet matched by a neighbour (0 = completed);
* ``pennants``, ``flags`` (inn, cathedral), ``followers`` (a tuple of `Meeple`);
* ``cities``: for fields, the city nodes the field borders (resolved to roots only at the final scoring).

The state is a handful of flat lists of immutable values, so `copy()` is a few list copies.
"""

from __future__ import annotations

from dataclasses import dataclass

INN, CATHEDRAL = 1, 2
EMPTY: frozenset = frozenset()


@dataclass(frozen=True, slots=True)
class Meeple:
    """A follower on the board: whose, which kind, on which tile and at which location (scenario names)."""

    player: int
    kind: str
    x: int
    y: int
    location: str

    @property
    def strength(self) -> int:
        """What it counts for in a majority: the big follower counts twice; an abbot is alone on its cloister."""
        return 2 if self.kind == "big" else 1


class FeatureGraph:
    __slots__ = ("parent", "kind", "tiles", "open", "pennants", "flags", "followers", "cities")

    def __init__(self) -> None:
        self.parent: list[int] = []
        self.kind: list[str] = []
        self.tiles: list[frozenset] = []
        self.open: list[int] = []
        self.pennants: list[int] = []
        self.flags: list[int] = []
        self.followers: list[tuple[Meeple, ...]] = []
        self.cities: list[frozenset] = []

    def copy(self) -> "FeatureGraph":
        other = FeatureGraph.__new__(FeatureGraph)
        for name in FeatureGraph.__slots__:
            setattr(other, name, list(getattr(self, name)))
        return other

    def __len__(self) -> int:
        return len(self.parent)

    def add(self, kind: str, tiles: frozenset, open_ends: int, pennants: int, flags: int,
            cities: frozenset) -> int:
        node = len(self.parent)
        self.parent.append(node)
        self.kind.append(kind)
        self.tiles.append(tiles)
        self.open.append(open_ends)
        self.pennants.append(pennants)
        self.flags.append(flags)
        self.followers.append(())
        self.cities.append(cities)
        return node

    def extend_tile(self, base: int, plan, here: frozenset) -> None:
        """Append one tile's segments at once (what `add` does per node), from its `geometry.PlacePlan`: a road
        or city covers ``here``, a field no tile and borders the city nodes its plan names."""
        self.parent.extend(range(base, base + plan.size))
        self.kind.extend(plan.kinds)
        features = plan.features
        self.tiles.extend((here,) * features + plan.field_tiles if features else plan.field_tiles)
        self.open.extend(plan.opens)
        self.pennants.extend(plan.pennants)
        self.flags.extend(plan.flags)
        self.followers.extend(plan.no_followers)
        if plan.borders_city:
            offset = base.__add__
            cities = self.cities
            cities.extend(plan.feature_cities)
            cities.extend([frozenset(map(offset, cs)) if cs else EMPTY for cs in plan.field_cities])
        else:
            self.cities.extend(plan.no_cities)

    def find(self, node: int) -> int:
        parent = self.parent
        while parent[node] != node:
            parent[node] = node = parent[parent[node]]
        return node

    def join(self, a: int, b: int, closed_ends: int) -> int:
        """Unite the features of nodes a and b; ``closed_ends`` edge-ends were matched by this join.

        The root kept is a's unless b's feature covers more tiles (fields cover none: a's root stays).  Roads
        and cities carry tiles, open ends, pennants and flags; fields carry only the cities they border, so a
        join updates one set or the other.
        """
        parent = self.parent
        while parent[a] != a:
            parent[a] = a = parent[parent[a]]
        while parent[b] != b:
            parent[b] = b = parent[parent[b]]
        if a != b:
            tiles = self.tiles
            ta, tb = tiles[a], tiles[b]
            if tb:  # a road or a city
                if len(ta) < len(tb):
                    a, b = b, a
                    ta, tb = tb, ta
                parent[b] = a
                tiles[a] = ta | tb
                opens = self.open
                opens[a] += opens[b] - closed_ends
                pennants = self.pennants[b]
                if pennants:
                    self.pennants[a] += pennants
                flags = self.flags[b]
                if flags:
                    self.flags[a] |= flags
            else:  # a field
                parent[b] = a
                cb = self.cities[b]
                if cb:
                    self.cities[a] = self.cities[a] | cb
                if closed_ends:
                    self.open[a] -= closed_ends
            fb = self.followers[b]
            if fb:
                followers = self.followers
                followers[a] = followers[a] + fb
            return a
        if closed_ends:
            self.open[a] -= closed_ends
        return a

    def members(self, root: int) -> list[int]:
        """Every node of a feature (a walk over all nodes: for the UI and explanations, never a hot path)."""
        return [n for n in range(len(self.parent)) if self.find(n) == root]
