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

    def extend_tile(self, base: int, kinds: tuple, here: frozenset, opens: tuple, pennants: tuple, flags: tuple,
                    cities: list | None) -> None:
        """Append one tile's segments at once (what `add` does per node): a road or city covers ``here``, a
        field no tile; ``cities`` per segment, or None when no field borders a city."""
        n = len(kinds)
        self.parent.extend(range(base, base + n))
        self.kind.extend(kinds)
        self.tiles.extend([EMPTY if k == "field" else here for k in kinds])
        self.open.extend(opens)
        self.pennants.extend(pennants)
        self.flags.extend(flags)
        self.followers.extend(((),) * n)
        self.cities.extend(cities if cities is not None else (EMPTY,) * n)

    def find(self, node: int) -> int:
        parent = self.parent
        while parent[node] != node:
            parent[node] = node = parent[parent[node]]
        return node

    def join(self, a: int, b: int, closed_ends: int) -> int:
        """Unite the features of nodes a and b; ``closed_ends`` edge-ends were matched by this join."""
        ra, rb = self.find(a), self.find(b)
        if ra != rb:
            if len(self.tiles[ra]) < len(self.tiles[rb]):
                ra, rb = rb, ra
            self.parent[rb] = ra
            if self.tiles[rb]:
                self.tiles[ra] = self.tiles[ra] | self.tiles[rb]
            self.open[ra] += self.open[rb]
            self.pennants[ra] += self.pennants[rb]
            self.flags[ra] |= self.flags[rb]
            if self.followers[rb]:
                self.followers[ra] = self.followers[ra] + self.followers[rb]
            if self.cities[rb]:
                self.cities[ra] = self.cities[ra] | self.cities[rb]
        self.open[ra] -= closed_ends
        return ra

    def members(self, root: int) -> list[int]:
        """Every node of a feature (a walk over all nodes: for the UI and explanations, never a hot path)."""
        return [n for n in range(len(self.parent)) if self.find(n) == root]
