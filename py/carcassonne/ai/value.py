"""Numeric evaluation in points: no `ScoreItem` records, no game copy, one pass over the followers.

`final_points` is what each player would have if the game ended now (the final scoring's arithmetic, numbers
only).  `Outlook` adds what the computer may expect from the public bag: an open road or city is worth its
completed value times the chance it gets finished (from how many tiles still to come close each of its open
cells), a monastery or garden likewise, a farmer counts the open cities next to its field by that same chance
(so the farm term grows as cities close), and followers in supply are worth less as the game runs out.  A
follower stuck on a feature nobody can finish is worth only that feature's end value: the chance is 0.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from ..game import CLOISTER_LOCATIONS, Game
from ..geometry import FIELD, ORIENTED, OPEN, fitting_rotations
from ..scoring import city_value, road_value
from ..tiles import TILE_TYPES

#: Share of a player's remaining draws spent on finishing any one feature.
DRAW_SHARE = 0.5
#: Tiles drawn in a base game (the Winter Edition's 84 less the start tile): `Weights.reserve_box` scales the
#: reserve by a game's bag against this (118 with all four expansions: 26 -> 37).
BASE_BOX = 83
_CLOSERS: dict[tuple[str, int], tuple[str, ...]] = {}


def closers(pattern: str, toward: int) -> tuple[str, ...]:
    """Tile types that fit a cell's pattern with the road/city on side ``toward`` closed by that tile alone."""
    key = (pattern, toward)
    found = _CLOSERS.get(key)
    if found is None:
        out = []
        for tile_id in TILE_TYPES:
            for rot in fitting_rotations(tile_id, pattern):
                o = ORIENTED[tile_id][rot // 90]
                seg = o.edge_segment[toward]
                if seg >= 0 and all(pattern[e] != OPEN for e in o.segments[seg].edges):
                    out.append(tile_id)
                    break
        found = _CLOSERS[key] = tuple(out)
    return found


@dataclass(frozen=True)
class Weights:
    """How the outlook values things (the levels differ here)."""

    follower: float = 3.0  # a follower in supply at the game's start, falling to 0 at its end
    chances: bool = True  # weigh open features by their chance of completion
    farms_ahead: bool = False  # count open cities next to a field by their chance of completion
    stuck: float = 0.0  # extra penalty per follower on a feature that can no longer be finished
    draw_share: float = DRAW_SHARE  # share of the owner's draws spent on finishing one feature
    farm_open: float = 1.0  # with farms_ahead: weight of an open city's chance next to a farm
    farm_late: bool = False  # with farms_ahead: that weight grows from 0 to farm_open as the bag empties
    supply_power: float = 1.0  # supply worth follows (tiles left / all) ** this (higher: falls faster)
    returns: float = 0.0  # a follower on a feature likely finished is worth this share of one in supply
    reserve: float = 0.0  # points for keeping a follower in supply (half more for a second), fading like supply
    reserve_box: bool = False  # the reserve grows with the tiles in the box (a longer game needs followers longer)
    fade_box: bool = False  # supply_power shrinks with the tiles in the box: the supply's worth fades more slowly


def majority_players(followers) -> list[int] | tuple[int, ...]:
    if len(followers) == 1:
        return (followers[0].player,)  # most features with a follower have one: no counting
    counts: dict[int, int] = {}
    for m in followers:
        counts[m.player] = counts.get(m.player, 0) + m.strength
    if not counts:
        return []
    best = max(counts.values())
    return [p for p, n in counts.items() if n == best]


_WORTHS: dict[tuple[str, int, int, int], tuple[int, int]] = {}


def _worths(kind: str, tiles: int, pennants: int, flags: int) -> tuple[int, int]:
    """A road's or city's points (unfinished, finished), memoised: the outlook asks for the same few sizes."""
    key = (kind, tiles, pennants, flags)
    found = _WORTHS.get(key)
    if found is None:
        if kind == "road":
            found = (road_value(tiles, flags, False)[0], road_value(tiles, flags, True)[0])
        else:
            found = (city_value(tiles, pennants, flags, False)[0], city_value(tiles, pennants, flags, True)[0])
        _WORTHS[key] = found
    return found


def final_points(game: Game) -> list[int]:
    """Each player's score if the game ended now (the final scoring's arithmetic without its records)."""
    return [round(v) for v in Outlook(game, Counter(), Weights(follower=0.0, chances=False)).points(game)]


class Outlook:
    """Values positions for the computer, knowing only the public bag (a multiset of tiles still to come)."""

    def __init__(self, root: Game, bag: Counter, weights: Weights) -> None:
        self.bag = bag
        self.total = sum(bag.values())
        self.players = len(root.players)
        self.weights = weights
        self.all_tiles = max(len(root.bag), 1)
        #: `Weights.reserve`, times the box's size against the base game's with `Weights.reserve_box`
        self.reserve = weights.reserve * (self.all_tiles / BASE_BOX if weights.reserve_box else 1.0)
        #: `Weights.supply_power`, times the base game's box against this one's with `Weights.fade_box` (1 in
        #: the base game, 0.70 with all four expansions: a follower kept stays worth more for longer)
        self.supply_power = weights.supply_power * (BASE_BOX / self.all_tiles if weights.fade_box else 1.0)
        self._share: dict[tuple[str, int], float] = {}  # (pattern, side) -> share of the bag closing it
        #: (the feature's open cells as (pattern, side) in order, draws) -> `completion`'s chance: the bag is fixed
        #: for this outlook, so a feature no tile of a probe touched costs one lookup in every later probe
        self._complete: dict[tuple, float] = {}

    # --- chances -------------------------------------------------------------------------------------

    def cell_chance(self, pattern: str, toward: int, draws: float) -> float:
        """Chance that a tile closing this side of the cell turns up in ``draws`` draws."""
        if self.total <= 0 or draws <= 0:
            return 0.0
        key = (pattern, toward)
        q = self._share.get(key)
        if q is None:  # the bag is fixed for this outlook: each (pattern, side) is counted once
            bag = self.bag
            q = self._share[key] = sum(bag.get(t, 0) for t in closers(pattern, toward)) / self.total
        return 1.0 - (1.0 - q) ** draws

    def open_sides(self, game: Game, wanted: set[int] | None = None) -> dict[int, dict[tuple[int, int], tuple[str, int]]]:
        """Root of each open road/city -> {empty cell next to it: (its pattern, side facing the feature)}.

        ``wanted``: only these roots (the ones a valuation will ask about); None: all of them.  Read from the
        board's `reach` (each frontier cell's road/city sides and the nodes across them, kept as tiles are
        placed), in the frontier's order and by side, so each cell keeps its first side facing the feature as a
        scan of the whole frontier would (the same values, about a third of the time)."""
        out: dict[int, dict] = {}
        if wanted is not None and not wanted:
            return out
        board = game.board
        frontier, parent = board.frontier, board.graph.parent
        for cell, reach in board.reach.items():
            if not reach:
                continue
            for d, node in reach:
                root = node
                while parent[root] != root:  # `FeatureGraph.find` inline, without its path compression
                    root = parent[root]
                if wanted is not None and root not in wanted:
                    continue
                cells = out.get(root)
                if cells is None:
                    out[root] = {cell: (frontier[cell], d)}
                elif cell not in cells:
                    cells[cell] = (frontier[cell], d)
        return out

    def completion(self, game: Game, root: int, sides: dict, draws: float) -> float:
        """Chance the feature gets finished: every open cell closed, the owner's draws shared among its cells
        and only half of them spent on it (a player has other plans)."""
        cells = sides.get(root)
        if not cells:
            return 1.0
        key = (tuple(cells.values()), draws)
        p = self._complete.get(key)
        if p is None:
            share = self.weights.draw_share * draws / len(cells)
            p = 1.0
            for pattern, d in key[0]:
                p *= self.cell_chance(pattern, d, share)
            self._complete[key] = p
        return p

    # --- values --------------------------------------------------------------------------------------

    def points(self, game: Game) -> list[float]:
        """Expected points per player: score now, plus followers on the board, plus supply.

        Two passes over the followers: the first finds the features they stand on (and, with `farms_ahead`,
        the open cities next to their fields), so `open_sides` looks up only those; the second adds the values
        in the followers' order (the same sums, in the same order, as one pass)."""
        pts = [float(s) for s in game.scores]
        if game.over:
            return pts
        w = self.weights
        board, graph = game.board, game.board.graph
        find, kinds, tiles = graph.find, graph.kind, board.tiles
        left = self.total
        draws = left / self.players + 0.5
        order: list[tuple] = []  # (cell, meeple) of a cloister, or (root,) of a road, city or field: once each
        seen: set[int] = set()
        for cell, meeple in game.meeples.items():
            if meeple.location in CLOISTER_LOCATIONS:
                order.append((cell, meeple))
                continue
            o, base = tiles[cell]
            root = find(base + o.locations[meeple.location])
            if root not in seen:
                seen.add(root)
                order.append((root,))
        farms = game.rules.farmers
        bordered: dict[int, set[int]] = {}  # a farmer's field -> the roots of the cities it borders
        if farms:
            for r in seen:
                if kinds[r] == FIELD:
                    bordered[r] = {find(c) for c in graph.cities[r]}
        if w.chances:
            wanted = {r for r in seen if kinds[r] != FIELD}
            if w.farms_ahead:
                open_ = graph.open
                for cities in bordered.values():
                    wanted.update(c for c in cities if open_[c])
            sides = self.open_sides(game, wanted)
        else:
            sides = {}
        chance: dict[int, float] = {}

        def completion(root: int) -> float:
            p = chance.get(root)
            if p is None:
                p = chance[root] = self.completion(game, root, sides, draws)
            return p

        fields: list[int] = []
        back = w.returns * w.follower * (left / self.all_tiles) ** self.supply_power if w.chances else 0.0
        for item in order:
            if len(item) == 2:
                cell, meeple = item
                around = len(board.surrounding(*cell))
                value = 1 + around
                if w.chances and around < 8:
                    p = min(1.0, left / max(1.0, 2.5 * (8 - around))) ** (8 - around)
                    value += (8 - around) * p + back * p
                    if p == 0.0:
                        value -= w.stuck
                pts[meeple.player] += value
                continue
            root = item[0]
            kind = kinds[root]
            if kind == FIELD:
                fields.append(root)
                continue
            now, done = _worths(kind, len(graph.tiles[root]), graph.pennants[root], graph.flags[root])
            value = float(now)
            followers = graph.followers[root]
            if w.chances:
                p = completion(root)
                value = p * done + (1.0 - p) * now
                if p < 0.02:
                    value -= w.stuck * len(followers)
                if back:
                    for m in followers:
                        pts[m.player] += back * p
            for p_ in majority_players(followers):
                pts[p_] += value
        if farms:
            open_weight = 3.0 * w.farm_open * ((1.0 - left / self.all_tiles) if w.farm_late else 1.0)
            for root in fields:
                cities = bordered[root]
                worth = 0.0
                for c in cities:
                    if graph.open[c] == 0:
                        worth += 3.0
                    elif w.farms_ahead:
                        worth += open_weight * completion(c)
                for p_ in majority_players(graph.followers[root]):
                    pts[p_] += worth
        if w.follower:
            share = (left / self.all_tiles) ** self.supply_power
            for p_ in range(self.players):
                supply = sum(counts[p_] for counts in game.supply.values())
                pts[p_] += w.follower * share * min(supply, draws)
                if self.reserve:
                    normal = game.supply["normal"][p_]
                    pts[p_] += self.reserve * share * (min(normal, 1) + 0.5 * min(max(normal - 1, 0), 1))
        return pts

    def margin(self, game: Game, player: int) -> float:
        """The player's expected points minus the best other player's."""
        pts = self.points(game)
        return pts[player] - max(v for p, v in enumerate(pts) if p != player)
