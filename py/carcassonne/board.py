"""The board: placed tiles on unbounded coordinates, the open frontier, and the feature graph.

Legal placements are enumerated from the frontier (empty cells next to a tile), each keeping a pattern of the
edge kinds its neighbours impose, e.g. ``"C?R?"``.  A tile fits a cell in the rotations
`geometry.FITS` tabulates per tile (every pattern it fits, at most 64), so listing every legal placement is a
dictionary lookup per frontier cell.
"""

from __future__ import annotations

from .errors import Problem
from .features import EMPTY, FeatureGraph
from .geometry import (EDGE_WORDS, FITS, HALF_OPPOSITE, KIND_WORDS, OPEN, STEPS, Oriented, fitting_rotations,
                       oriented, stamped)

Cell = tuple[int, int]
NEIGHBOURHOOD = tuple((dx, dy) for dy in (-1, 0, 1) for dx in (-1, 0, 1) if dx or dy)
AROUND_AND_HERE = NEIGHBOURHOOD + ((0, 0),)


class Board:
    __slots__ = ("tiles", "frontier", "reach", "graph", "cloisters", "cloisters_near", "order")

    def __init__(self) -> None:
        self.tiles: dict[Cell, tuple[Oriented, int]] = {}  # cell -> (tile as placed, its first node)
        self.frontier: dict[Cell, str] = {}  # empty cell next to a tile -> pattern of edges it must match
        #: frontier cell -> (its side, the node across it) for each road/city edge facing it, by side; kept
        #: beside `frontier` (same keys, same order), so the computer's outlook finds each open feature's empty
        #: cells without looking at every neighbour of every frontier cell (`ai.value.Outlook.open_sides`);
        #: None on a playout's copy (`Game.playout_copy`), which nobody values: its tiles go down faster
        self.reach: dict[Cell, tuple[tuple[int, int], ...]] | None = {}
        self.graph = FeatureGraph()
        self.cloisters: dict[Cell, str] = {}  # cell -> "monastery" / "garden"
        #: cell -> the cloisters on it or among the eight around it (a tile placed there may surround them)
        self.cloisters_near: dict[Cell, tuple[Cell, ...]] = {}
        self.order: list[Cell] = []  # cells in the order tiles were placed

    def copy(self) -> "Board":
        other = Board.__new__(Board)
        other.tiles = dict(self.tiles)
        other.frontier = dict(self.frontier)
        other.reach = None if self.reach is None else dict(self.reach)
        other.graph = self.graph.copy()
        other.cloisters = dict(self.cloisters)
        other.cloisters_near = dict(self.cloisters_near)
        other.order = list(self.order)
        return other

    def __len__(self) -> int:
        return len(self.tiles)

    # --- placing -----------------------------------------------------------------------------------------

    def placements(self, tile_id: str) -> list[tuple[int, int, int]]:
        """Every (x, y, rot) where the tile fits by edges."""
        out = []
        table = FITS[tile_id]
        for (x, y), pattern in self.frontier.items():
            rots = table.get(pattern)
            if rots is not None:
                for rot in rots:
                    out.append((x, y, rot))
        return out

    def misfit(self, tile_id: str, x: int, y: int, rot: int) -> Problem | None:
        """Why the tile may not go there (a `Problem`: a code and its params), or None when its edges fit."""
        if (x, y) in self.tiles:
            return Problem("cell-taken", x=x, y=y)
        pattern = self.frontier.get((x, y))
        if pattern is None:
            return Problem("no-neighbour", x=x, y=y) if self.tiles else None
        if rot in fitting_rotations(tile_id, pattern):
            return None
        edges = oriented(tile_id, rot).edges
        for d, (want, have) in enumerate(zip(pattern, edges)):
            if want != OPEN and want != have:
                return Problem("edge-mismatch", edge=EDGE_WORDS[d], have=KIND_WORDS[have], want=KIND_WORDS[want])
        return Problem("edges-mismatch")  # pragma: no cover - fitting_rotations and this loop agree

    def place(self, x: int, y: int, o: Oriented) -> list[int]:
        """Put a tile down (legality is the caller's business); return the roots of its road/city segments.

        Everything per rotation comes from the tile's `PlacePlan`: the nodes to append, which of them meet a
        neighbour across each side, and the memo that stamps my edge into an empty neighbour's pattern.
        """
        graph = self.graph
        base = len(graph.parent)
        cell = (x, y)
        plan = o.plan
        graph.extend_tile(base, plan, frozenset((cell,)) if plan.features else EMPTY)
        tiles, frontier, reach = self.tiles, self.frontier, self.reach
        tiles[cell] = (o, base)
        self.order.append(cell)
        frontier.pop(cell, None)
        if reach is not None:
            reach.pop(cell, None)
        join = graph.join
        for dx, dy, back, links, stamp, edge in plan.sides:
            ncell = (x + dx, y + dy)
            neighbour = tiles.get(ncell)
            if neighbour is None:
                pattern = frontier.get(ncell, "????")
                frontier[ncell] = stamp.get(pattern) or stamped(pattern, back, edge)
                if reach is None:
                    continue
                known = reach.get(ncell)
                if edge == "C" or edge == "R":  # my edge's segment is my first link on that side
                    side = (back, base + links[0][0])
                    reach[ncell] = (side,) if not known else tuple(sorted(known + (side,)))
                elif known is None:
                    reach[ncell] = ()
                continue
            theirs = neighbour[0].plan.inward[back]
            nbase = neighbour[1]
            for mine, k, closed in links:
                join(base + mine, nbase + theirs[k], closed)
        if plan.cloister is not None:
            self.cloisters[cell] = plan.cloister
            near = self.cloisters_near
            for dx, dy in AROUND_AND_HERE:
                around = (x + dx, y + dy)
                near[around] = near.get(around, ()) + (cell,)
        features = plan.features
        if not features:
            return []
        find = graph.find
        if features == 1:
            return [find(base)]
        return [find(base + i) for i in range(features)]

    # --- reading -----------------------------------------------------------------------------------------

    def node(self, x: int, y: int, segment: int) -> int:
        return self.tiles[(x, y)][1] + segment

    def joined_roots(self, x: int, y: int, o: Oriented, segment: int) -> set[int]:
        """Roots of the features a segment would meet across its own sides if the tile were placed (what it joins
        through the tile's other segments too: `merged_roots`)."""
        seg = o.segments[segment]
        tiles, find = self.tiles, self.graph.find
        roots = set()
        for e in seg.edges:
            dx, dy = STEPS[e]
            neighbour = tiles.get((x + dx, y + dy))
            if neighbour is not None:
                roots.add(find(neighbour[1] + neighbour[0].edge_segment[(e + 2) % 4]))
        for h in seg.halves:
            dx, dy = STEPS[h // 2]
            neighbour = tiles.get((x + dx, y + dy))
            if neighbour is not None:
                roots.add(find(neighbour[1] + neighbour[0].half_segment[HALF_OPPOSITE[h]]))
        return roots

    def merged_roots(self, x: int, y: int, o: Oriented) -> list[set[int]]:
        """Per segment of a tile about to be placed: the roots of every feature it will be part of once placed.

        A segment joins its neighbours across its own sides, but also whatever another segment of the same tile
        joins when both touch one feature (WE09's two road curves linked by a road around the tile, U's two
        fields linked round a road's end): the follower rule applies to the features as merged.  A tiny
        union-find over the tile's segments groups those sharing a neighbour root, transitively; each segment
        gets its group's roots (one set object per group: read it, do not change it).
        """
        tiles, find = self.tiles, self.graph.find
        edge_segment, half_segment = o.edge_segment, o.half_segment
        touches: list[tuple[int, int]] = []  # (segment of this tile, root of the neighbour's feature it meets)
        for d in range(4):
            dx, dy = STEPS[d]
            neighbour = tiles.get((x + dx, y + dy))
            if neighbour is None:
                continue
            no, nbase = neighbour
            mine = edge_segment[d]
            if mine >= 0:
                touches.append((mine, find(nbase + no.edge_segment[(d + 2) % 4])))
            for h in (2 * d, 2 * d + 1):
                mine = half_segment[h]
                if mine >= 0:
                    touches.append((mine, find(nbase + no.half_segment[HALF_OPPOSITE[h]])))
        joined: list[set[int]] = [set() for _ in o.segments]
        first_toucher: dict[int, int] = {}
        group: list[int] | None = None  # union-find over the segments, made only when two share a feature
        for mine, root in touches:
            joined[mine].add(root)
            other = first_toucher.setdefault(root, mine)
            if other != mine:
                if group is None:
                    group = list(range(len(joined)))
                a, b = _group_of(group, mine), _group_of(group, other)
                group[max(a, b)] = min(a, b)
        if group is None:
            return joined  # no feature touches two segments: nothing merges through the tile
        merged: dict[int, set[int]] = {}
        for i, roots in enumerate(joined):
            merged.setdefault(_group_of(group, i), set()).update(roots)
        return [merged[_group_of(group, i)] for i in range(len(joined))]

    def surrounding(self, x: int, y: int) -> list[Cell]:
        """The placed tiles among the eight around a cell."""
        tiles = self.tiles
        return [(x + dx, y + dy) for dx, dy in NEIGHBOURHOOD if (x + dx, y + dy) in tiles]

    def feature_cells(self, root: int) -> list[tuple[Cell, int]]:
        """(cell, segment index) of every segment of a feature: for highlighting and explaining fields."""
        find = self.graph.find
        out = []
        for cell, (o, base) in self.tiles.items():
            for i in range(len(o.segments)):
                if find(base + i) == root:
                    out.append((cell, i))
        return out


def _group_of(group: list[int], i: int) -> int:
    """The representative of segment i in `Board.merged_roots`' union-find (a handful of entries: no compression)."""
    while group[i] != i:
        i = group[i]
    return i
