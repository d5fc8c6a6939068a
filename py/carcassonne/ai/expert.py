"""The expert level: expectimax over the next player's tile type, anytime, with hard's outlook at the leaves.

Hard checks its three best one-ply candidates against the next player's best reply on three sampled draws.
Expert spends its budget where that check is noisy: it keeps more candidates (`WIDTH`), and for the next
player's draw it walks the distinct tile types still in the public bag (each weighted by its count), in a random
order so that any prefix is a fair sample.  Every surviving candidate is valued on the same draws (the luck of the
draw cancels between them); after each `ROUND` draws the worse half is dropped (successive halving), so the last
two or three candidates are compared on many draws, and once every type has been seen the value is the exact
expectation over the next tile.  Anytime: a draw is started only if the previous one would still fit before the
deadline, and a draw the clock cuts short is not counted (the draws finished decide).
Its outlook is hard's (`EXPERT`), reserve of followers included.

Budget: wall clock (`BUDGET_MS`, the page's and the arena's default; the process's CPU time under
``arena --cpu-clock``), checked before every candidate made and every draw valued, with `EXPERT_MARGIN`;
``iterations`` caps the draws valued per candidate instead, so a seeded rng and an iteration cap give the same
move on any machine (the tests' way).
"""

from __future__ import annotations

import random
from dataclasses import replace

from ..game import Game
from ..moves import Turn
from ..tiles import TILE_TYPES
from .candidates import determinize, iter_candidates, public_bag, with_next_tile
from .search import HARD, Clock, Ranked, _after_reply, now, rank
from .value import Outlook

#: Expert values leaves with hard's outlook (see `search.HARD`, reserve of followers included) plus farms ahead:
#: a farmer counts the open cities next to its field by their chance of closing, weighted by how far the game has
#: run (`Weights.farm_late`), so early farmers are not overvalued.  Screened in paired one-ply games against hard's
#: outlook (`carcassonne.ai.lab --seeds 100 --first 7000`, 200 games each): farms_ahead with farm_late 61.8 %
#: (54.9-68.2), margin +3.9 +- 1.5 per pair; farms_ahead alone 51.3 % (44.4-58.1), margin -1.1 +- 1.6 (before the
#: reserve it lost badly: 13 %).  Hard keeps its outlook, so the two levels now differ in their leaf value too.
#: The reserve grows with the box (`Weights.reserve_box`; unchanged in the base game): with all four expansions
#: expert began 19.6 % of its turns with an empty supply (arena, 60 games).  Screened in paired one-ply games with
#: all four expansions (`lab --cand 'oneply:{…,"reserve":40}' --ref 'oneply:{…,"reserve":26}' --seeds 100`, the
#: rest as here): seeds 7000 55.8 % (48.8-62.5), margin +4.9 +- 2.8 per pair; seeds 7100 53.5 % (46.6-60.3), +3.5
#: +- 2.8; together 54.6 % of 400, +4.2 +- 2.0, empty supply 18.5 % -> 9.9 %.
#: The supply's worth fades more slowly in a longer game (`Weights.fade_box`: `supply_power` 83 / tiles to draw,
#: so 1 in the base game as before and 0.70 with all four expansions).  Screened the same way against expert's
#: outlook with fade 1 (all four expansions, `lab --seeds 100`, 200 games each): power 0.5 +2.9 +- 2.4, 0.7
#: +6.3 +- 2.2 (55.5 %), 0.85 +4.4 +- 2.5, 2.0 -18.3 on seeds 7200; 0.7 again +6.1 +- 2.6 (55.8 %) on seeds
#: 7300; empty supply 11 % -> 3 %.
EXPERT = replace(HARD, farms_ahead=True, farm_late=True, reserve_box=True, fade_box=True)

#: Candidates kept from the one-ply ranking (those within `SPREAD` points of the best).
WIDTH = 8
SPREAD = 12.0
#: Draws valued per candidate between two halvings.
ROUND = 3
#: Expert's clock runs out this share of its budget early (`search.Clock.start`), not hard's 2 %: a draw is
#: started only if the last one would still fit, and a garbage collection or a long last candidate may still run
#: over (arena, 800 ms at 2 %: 2 of about 6 000 moves ended at up to 820 ms).
EXPERT_MARGIN = 0.05


def draws(game: Game, rng: random.Random) -> list[tuple[str | None, float]]:
    """The next player's possible tiles as (type, weight), weights summing to 1, in a random order.

    Each distinct type once, weighted by its count in the public bag.  With a river still to come its order has
    rules, so the tile is left to the determinization (None) and each draw is one random sample."""
    bag = public_bag(game)
    total = sum(bag.values())
    if not total:
        return []
    if any(TILE_TYPES[t].set == "river" for t in bag):
        return [(None, 1.0 / 12)] * 12
    out = [(tile, count / total) for tile, count in sorted(bag.items())]
    rng.shuffle(out)
    return out


def expert_search(game: Game, rng: random.Random, clock: Clock, iterations: int | None = None,
                  width: int | None = None, spread: float | None = None, round_: int | None = None) -> list[Ranked]:
    """Expert's candidates, best first: the survivors by their expected margin after the next player's reply.

    ``width``, ``spread``, ``round_``: `WIDTH`, `SPREAD`, `ROUND` unless given (the lab screens other values)."""
    width = WIDTH if width is None else width
    spread = SPREAD if spread is None else spread
    round_ = ROUND if round_ is None else round_
    player = game.current_player
    outlook = Outlook(game, public_bag(game), EXPERT)
    ranked = rank(determinize(game, rng), iter_candidates(game), outlook, player, clock)
    ranked.sort(key=lambda r: -r.value)
    best = ranked[0].value
    alive = [r for r in ranked[:width] if r.value >= best - spread]
    if len(alive) < 2 or game.tiles_left == 0:
        return ranked
    plan = draws(game, rng)
    if iterations is not None:
        plan = plan[:iterations]
    totals = {id(r): 0.0 for r in alive}
    done = 0.0
    last = 0.0  # seconds the previous draw took: a draw that cannot finish in time is not started
    for count, (tile, weight) in enumerate(plan, 1):
        began = now()
        if iterations is None and began + last >= clock.deadline:
            break
        values = _draw(game, rng, tile, alive, outlook, player, clock)
        if values is None:
            break  # the clock ran out during this draw: only whole draws count
        for r in alive:
            totals[id(r)] += weight * values[id(r)]
        done += weight
        last = now() - began
        if count % round_ == 0 and len(alive) > 2:
            alive.sort(key=lambda r: -totals[id(r)])
            alive = alive[:max(2, (len(alive) + 1) // 2)]
    if not done:
        return ranked
    checked = sorted((Ranked(totals[id(r)] / done, r.turn) for r in alive), key=lambda r: -r.value)
    kept = {id(r.turn) for r in checked}
    return checked + [r for r in ranked if id(r.turn) not in kept]


def _draw(game: Game, rng: random.Random, tile: str | None, alive: list[Ranked], outlook: Outlook, player: int,
          clock: Clock) -> dict[int, float] | None:
    """Each surviving candidate's margin on one draw of the next tile (None: the clock ran out meanwhile)."""
    sample = with_next_tile(determinize(game, rng), tile)
    values = {}
    for r in alive:
        values[id(r)] = _after_reply(sample, r.turn, outlook, player, clock)
        if clock.expired():
            return None
    return values


def expert_turn(game: Game, rng: random.Random, clock: Clock, iterations: int | None = None) -> Turn:
    return expert_search(game, rng, clock, iterations)[0].turn

