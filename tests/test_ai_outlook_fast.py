"""The outlook's fast path (`Board.reach`, kept as tiles are placed, read by `Outlook.open_sides`) gives exactly
what a scan of the whole frontier gave, on positions of seeded random games and on the computer's probes (a copy
with one more tile), with and without the expansions: the same open cells per feature, in the same order (the
chance of finishing a feature is a product over them); and `Outlook.points` (memoised chances, two passes over the
followers) equals the one-pass valuation it replaced, float for float, so every level's values are unchanged."""

import random

import pytest

from carcassonne import Rules
from carcassonne.ai.candidates import candidates, public_bag
from carcassonne.ai.expert import EXPERT
from carcassonne.ai.search import HARD, MEDIUM
from carcassonne.ai.value import BASE_BOX, Outlook
from carcassonne.game import CLOISTER_LOCATIONS
from carcassonne.geometry import FIELD, STEPS
from carcassonne.scoring import city_value, road_value
from carcassonne.sim import random_game

ALL = ("river", "abbot", "inns-cathedrals", "gingerbread")


def scanned_sides(game, wanted=None):
    """The frontier scan `open_sides` made before `Board.reach` (the reference)."""
    tiles, find = game.board.tiles, game.board.graph.find
    out: dict = {}
    if wanted is not None and not wanted:
        return out
    for (x, y), pattern in game.board.frontier.items():
        for d in range(4):
            if pattern[d] not in "CR":
                continue
            dx, dy = STEPS[d]
            o, base = tiles[(x + dx, y + dy)]
            root = find(base + o.edge_segment[(d + 2) % 4])
            if wanted is None or root in wanted:
                out.setdefault(root, {}).setdefault((x, y), (pattern, d))
    return out


class ScanningOutlook(Outlook):
    """The outlook as it was before the fast path: a frontier scan, no memo, one pass over the followers."""

    def open_sides(self, game, wanted=None):
        return scanned_sides(game, wanted)

    def completion(self, game, root, sides, draws):
        cells = sides.get(root, {})
        if not cells:
            return 1.0
        share = self.weights.draw_share * draws / len(cells)
        p = 1.0
        for pattern, d in cells.values():
            p *= self.cell_chance(pattern, d, share)
        return p

    def points(self, game):
        pts = [float(s) for s in game.scores]
        if game.over:
            return pts
        w = self.weights
        board, graph = game.board, game.board.graph
        left = self.total
        draws = left / self.players + 0.5
        sides = self.open_sides(game, None if w.farms_ahead else follower_roots(game)) if w.chances else {}
        chance = {}

        def completion(root):
            if root not in chance:
                chance[root] = self.completion(game, root, sides, draws)
            return chance[root]

        seen, fields = set(), []
        power = w.supply_power * (BASE_BOX / self.all_tiles if w.fade_box else 1.0)
        back = w.returns * w.follower * (left / self.all_tiles) ** power if w.chances else 0.0
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
                now, done = road_value(n, flags, False)[0], road_value(n, flags, True)[0]
            else:
                now, done = city_value(n, pennants, flags, False)[0], city_value(n, pennants, flags, True)[0]
            value = float(now)
            if w.chances:
                p = completion(root)
                value = p * done + (1.0 - p) * now
                if p < 0.02:
                    value -= w.stuck * len(graph.followers[root])
                if back:
                    for m in graph.followers[root]:
                        pts[m.player] += back * p
            for p_ in old_majority(graph.followers[root]):
                pts[p_] += value
        if game.rules.farmers:
            open_weight = 3.0 * w.farm_open * ((1.0 - left / self.all_tiles) if w.farm_late else 1.0)
            for root in fields:
                worth = 0.0
                for c in {graph.find(c) for c in graph.cities[root]}:
                    if graph.open[c] == 0:
                        worth += 3.0
                    elif w.farms_ahead:
                        worth += open_weight * completion(c)
                for p_ in old_majority(graph.followers[root]):
                    pts[p_] += worth
        if w.follower:
            share = (left / self.all_tiles) ** power
            for p_ in range(self.players):
                supply = sum(counts[p_] for counts in game.supply.values())
                pts[p_] += w.follower * share * min(supply, draws)
                if w.reserve:
                    normal = game.supply["normal"][p_]
                    reserve = w.reserve * (self.all_tiles / BASE_BOX if w.reserve_box else 1.0)
                    pts[p_] += reserve * share * (min(normal, 1) + 0.5 * min(max(normal - 1, 0), 1))
        return pts


def follower_roots(game):
    tiles, find = game.board.tiles, game.board.graph.find
    return {find(tiles[cell][1] + tiles[cell][0].locations[m.location])
            for cell, m in game.meeples.items() if m.location not in CLOISTER_LOCATIONS}


def old_majority(followers):
    counts = {}
    for m in followers:
        counts[m.player] = counts.get(m.player, 0) + m.strength
    best = max(counts.values(), default=None)
    return [p for p, n in counts.items() if n == best]


def positions(expansions, seeds):
    """Positions along seeded random games, and one or two probes (one more tile) from each."""
    for seed in seeds:
        game = random_game(seed, 2 + seed % 3, Rules(expansions=expansions), stop_after=5 + seed * 7 % 70)
        if game.over:
            continue
        yield game, game
        turns = candidates(game)
        for turn in random.Random(seed).sample(turns, min(2, len(turns))):
            probe = game.copy()
            probe.play(turn, trusted=True)
            yield game, probe


@pytest.mark.parametrize("expansions", [(), ALL], ids=["base", "all"])
def test_open_sides_match_a_frontier_scan_in_order(expansions):
    checked = 0
    for _, game in positions(expansions, range(40)):
        fast = Outlook(game, public_bag(game), HARD).open_sides(game)
        slow = scanned_sides(game)
        assert fast == slow
        assert [list(cells.items()) for cells in fast.values()] == [list(c.items()) for c in slow.values()]
        assert set(game.board.reach) == set(game.board.frontier)
        checked += bool(slow)
    assert checked > 60


@pytest.mark.parametrize("expansions", [(), ALL], ids=["base", "all"])
def test_every_level_values_positions_as_before(expansions):
    for root, game in positions(expansions, range(100, 130)):
        bag = public_bag(root)
        for weights in (MEDIUM, HARD, EXPERT):
            fast, slow = Outlook(root, bag, weights), ScanningOutlook(root, bag, weights)
            for _ in range(2):  # the second time from the fast outlook's memo
                assert fast.points(game) == slow.points(game)  # exactly: same cells, order, products, sums
