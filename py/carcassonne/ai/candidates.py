"""What the computer may do and what it may know: candidate turns, and the public contents of the bag.

Candidates are every placement × (no follower, each legal follower, each abbot recall).  The gingerbread man's
city is not multiplied in: for each placement one city is picked by a rule of thumb (where the player's knights
outweigh the others' most, as he scores that city when he next leaves it), so a turn never has more candidates
than placements × follower spots, even late in a game with many open cities.

The computer never reads the bag's order.  `public_bag` is the multiset of tiles still to come (the box minus
what everyone has seen), and `determinize` builds a copy of the game whose bag order after the drawn tile is a
fresh shuffle of that multiset (the expansions' own arrangement kept, e.g. the river's tiles first), so a search
that plays ahead on such a copy can only use public knowledge.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator

from ..game import Game
from ..moves import CityChoice, Placement, Turn
from ..tiles import TILE_TYPES


def candidates(game: Game, player: int | None = None) -> list[Turn]:
    """Every turn worth considering now, one gingerbread city per placement (see the module's docstring)."""
    return list(iter_candidates(game, player))


def iter_candidates(game: Game, player: int | None = None) -> Iterator[Turn]:
    """The same turns, made one placement at a time, so a search under a clock also stops making them."""
    p = game.current_player if player is None else player
    recalls = game.legal_recalls(p)
    for placement in game.legal_placements():
        ginger = best_city(game, placement, p)
        yield Turn(placement, None, None, ginger)
        for dep in game.legal_deployments(placement, p):
            yield Turn(placement, dep, None, ginger)
        for cell in recalls:
            yield Turn(placement, None, cell, ginger)


def best_city(game: Game, placement: Placement, player: int) -> CityChoice | None:
    """The gingerbread man's city for this placement (None: he does not move, or has one place to go)."""
    options = game.turn_choices(placement).get("gingerbread") or []
    if len(options) <= 1:
        return options[0] if options else None
    return max(options, key=lambda c: _knight_edge(game, c, player))


def _knight_edge(game: Game, choice: CityChoice, player: int) -> float:
    """His next departure pays each knight 1 per tile: the player's knights there minus the most of another's."""
    placed = game.board.tiles.get((choice.x, choice.y))
    if placed is None:
        return 0.0  # the tile just placed: judged as an empty city
    o, base = placed
    seg = o.edge_segment["NESW".index(choice.at)]
    graph = game.board.graph
    root = graph.find(base + seg)
    knights = Counter(m.player for m in graph.followers[root])
    others = max((n for p, n in knights.items() if p != player), default=0)
    return (knights.get(player, 0) - others) * len(graph.tiles[root]) + 0.01 * len(graph.tiles[root])


def public_bag(game: Game) -> Counter:
    """How many of each tile type are still to come after the drawn tile (order unknown to every player)."""
    return Counter(game.bag[game.bag_pos:])


def determinize(game: Game, rng: random.Random) -> Game:
    """A copy of the game whose tiles to come are a random order of the public bag (never the real order)."""
    rest = list(game.bag[game.bag_pos:])
    rest.sort()  # forget the real order before shuffling: only the multiset is used
    rng.shuffle(rest)
    for expansion in game.expansions:
        rest = expansion.arrange_bag(rest, rng)
    other = game.copy()
    other.bag = tuple(game.bag[:game.bag_pos]) + tuple(rest)
    return other


def next_tiles(game: Game, rng: random.Random, n: int) -> list[tuple[str | None, float]]:
    """The next player's tile for ``n`` samples, stratified over the public bag: (tile, weight), weights summing
    to 1.  Picks are evenly spaced through the sorted multiset from one random offset, so every type turns up in
    proportion to its count (a type with a third of the bag in a third of the samples, each merged into one
    sample with its weight); with a river still to come (its order has rules) the tile is left to chance (None).
    """
    rest = sorted(public_bag(game).elements())
    if not rest or n <= 0:
        return []
    if any(TILE_TYPES[t].set == "river" for t in rest):
        return [(None, 1.0 / n)] * n
    step = len(rest) / n
    offset = rng.random() * step
    picks = Counter(rest[min(len(rest) - 1, int(offset + k * step))] for k in range(n))
    draws = [(tile, count / n) for tile, count in picks.items()]
    rng.shuffle(draws)  # a search cut short by its clock keeps a fair subset, not the alphabet's first types
    return draws


def with_next_tile(sample: Game, tile: str | None) -> Game:
    """A determinized copy changed so that ``tile`` is drawn next (one of its copies moved to the front)."""
    if tile is None:
        return sample
    rest = list(sample.bag[sample.bag_pos:])
    rest.remove(tile)
    sample.bag = tuple(sample.bag[:sample.bag_pos]) + (tile,) + tuple(rest)
    return sample

