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
from ..geometry import FIELD, ORIENTED, OPEN, STEPS, fitting_rotations
from ..scoring import city_value, road_value
from ..tiles import TILE_TYPES

#: Share of a player's remaining draws spent on finishing any one feature.
DRAW_SHARE = 0.5
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


def majority_players(followers) -> list[int]:
    counts: dict[int, int] = {}
    for m in followers:
        counts[m.player] = counts.get(m.player, 0) + m.strength
    if not counts:
        return []
    best = max(counts.values())
    return [p for p, n in counts.items() if n == best]


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
        self._share: dict[tuple[str, int], float] = {}  # (pattern, side) -> share of the bag closing it

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

        ``wanted``: only these roots (the ones a valuation will ask about); None: all of them."""
        tiles, find = game.board.tiles, game.board.graph.find
        out: dict[int, dict] = {}
        if wanted is not None and not wanted:
            return out
        for (x, y), pattern in game.board.frontier.items():
            if "C" not in pattern and "R" not in pattern:
                continue  # only fields (or a river) around this cell
            for d in range(4):
                if pattern[d] not in "CR":
                    continue
                dx, dy = STEPS[d]
                o, base = tiles[(x + dx, y + dy)]
                root = find(base + o.edge_segment[(d + 2) % 4])
                if wanted is None or root in wanted:
                    out.setdefault(root, {}).setdefault((x, y), (pattern, d))
        return out

    def completion(self, game: Game, root: int, sides: dict, draws: float) -> float:
        """Chance the feature gets finished: every open cell closed, the owner's draws shared among its cells
        and only half of them spent on it (a player has other plans)."""
        cells = sides.get(root, {})
        if not cells:
            return 1.0
        share = self.weights.draw_share * draws / len(cells)
        p = 1.0
        for pattern, d in cells.values():
            p *= self.cell_chance(pattern, d, share)
        return p

    # --- values --------------------------------------------------------------------------------------

    def points(self, game: Game) -> list[float]:
        """Expected points per player: score now, plus followers on the board, plus supply."""
        pts = [float(s) for s in game.scores]
        if game.over:
            return pts
        w = self.weights
        board, graph = game.board, game.board.graph
        left = self.total
        draws = left / self.players + 0.5
        sides = self.open_sides(game, None if w.farms_ahead else self._follower_roots(game)) if w.chances else {}
        chance: dict[int, float] = {}

        def completion(root: int) -> float:
            p = chance.get(root)
            if p is None:
                p = chance[root] = self.completion(game, root, sides, draws)
            return p

        seen: set[int] = set()
        fields: list[int] = []
        back = w.returns * w.follower * (left / self.all_tiles) ** w.supply_power if w.chances else 0.0
        for cell, meeple in game.meeples.items():
            if meeple.location in CLOISTER_LOCATIONS:
                around = len(board.surrounding(*cell))
                value = 1 + around
                if w.chances and around < 8:
                    p = min(1.0, left / max(1.0, 2.5 * (8 - around))) ** (8 - around)
                    value += (8 - around) * p + back * p
                    if p == 0.0:
                        value -= w.stuck
                pts[meeple.player] += value
                continue
            o, base = board.tiles[cell]
            root = graph.find(base + o.locations[meeple.location])
            if root in seen:
                continue
            seen.add(root)
            kind = graph.kind[root]
            if kind == FIELD:
                fields.append(root)
                continue
            n, pennants, flags = len(graph.tiles[root]), graph.pennants[root], graph.flags[root]
            if kind == "road":
                now = road_value(n, flags, False)[0]
                done = road_value(n, flags, True)[0]
            else:
                now = city_value(n, pennants, flags, False)[0]
                done = city_value(n, pennants, flags, True)[0]
            value = float(now)
            if w.chances:
                p = completion(root)
                value = p * done + (1.0 - p) * now
                if p < 0.02:
                    value -= w.stuck * len(graph.followers[root])
                if back:
                    for m in graph.followers[root]:
                        pts[m.player] += back * p
            for p_ in majority_players(graph.followers[root]):
                pts[p_] += value
        if game.rules.farmers:
            open_weight = 3.0 * w.farm_open * ((1.0 - left / self.all_tiles) if w.farm_late else 1.0)
            for root in fields:
                cities = {graph.find(c) for c in graph.cities[root]}
                worth = 0.0
                for c in cities:
                    if graph.open[c] == 0:
                        worth += 3.0
                    elif w.farms_ahead:
                        worth += open_weight * completion(c)
                for p_ in majority_players(graph.followers[root]):
                    pts[p_] += worth
        if w.follower:
            share = (left / self.all_tiles) ** w.supply_power
            for p_ in range(self.players):
                supply = sum(counts[p_] for counts in game.supply.values())
                pts[p_] += w.follower * share * min(supply, draws)
                if w.reserve:
                    normal = game.supply["normal"][p_]
                    pts[p_] += w.reserve * share * (min(normal, 1) + 0.5 * min(max(normal - 1, 0), 1))
        return pts

    @staticmethod
    def _follower_roots(game: Game) -> set[int]:
        """Roots of the features followers stand on (cloisters aside): the only ones `points` asks chances of."""
        tiles, find = game.board.tiles, game.board.graph.find
        out = set()
        for cell, meeple in game.meeples.items():
            if meeple.location not in CLOISTER_LOCATIONS:
                o, base = tiles[cell]
                out.add(find(base + o.locations[meeple.location]))
        return out

    def margin(self, game: Game, player: int) -> float:
        """The player's expected points minus the best other player's."""
        pts = self.points(game)
        return pts[player] - max(v for p, v in enumerate(pts) if p != player)
