"""The levels: easy (immediate points, some randomness), medium (one ply, expected values), hard (one ply, then
the best few candidates checked against the next player's best reply over sampled draws of the public bag).

Budgets.  Every level stops early at its wall-clock budget (a safety cap: a move never takes much longer than
``budget_ms``); the hard level's real budget is a number of *samples* (``iterations``), so with a seeded rng and
an iteration budget the same position gives the same move.  Only when the clock runs out first does the move
depend on the machine's speed: then the samples completed so far decide (at least the one-ply ranking).
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterable
from dataclasses import dataclass

from ..game import Game
from ..geometry import FIELD, oriented
from ..moves import Turn
from .candidates import determinize, iter_candidates, next_tiles, public_bag, with_next_tile
from .value import Outlook, Weights

MEDIUM = Weights(follower=3.0, chances=True)
#: The hard level values positions as medium does, plus: a follower on a road, city or monastery counts its
#: chance of coming back times a follower's worth in supply (it is reused), and 3 points off per follower stuck on
#: a feature that can no longer be finished.  Screened in paired one-ply games against medium
#: (`carcassonne.ai.lab`): stuck alone 57 % of 400 games (margin +3.1 +- 1.2), with the return 67.5 % of 200
#: (margin +11.7 +- 1.7).  Farms valued ahead by the chance their cities close lost badly there (13 % of 400,
#: margin -26.6): farmers placed too early, as a follower in supply is worth only 3 points.  Arena (README):
#: 74 % against medium and 74 % against oneply in 200 base games each at 500 ms a move.
#: Plus a reserve of followers (`Weights.reserve`): without it hard began 61 % of its turns with an empty supply
#: (arena, expert against hard, 94 base games), its followers stuck on features that never closed.  Screened in
#: paired one-ply games against medium (`carcassonne.ai.lab`, seeds 7000-7059, 120 games each): none 64.6 %
#: (margin +10.0 +- 2.0), 57.5 % of turns begun with an empty supply; 8: 82.9 % (+22.5), 28.2 %; 14: 87.1 %
#: (+25.7), 20.7 %; 20: 87.5 % (+26.9), 14.9 %; 26: 82.1 % (+26.7), 11.4 %; 32: 82.1 % (+26.3), 8.4 %.  26 keeps
#: the share under the 15 % aimed at with the margin at its best.
HARD = Weights(follower=3.0, chances=True, stuck=3.0, returns=1.0, reserve=26.0)
#: Default wall-clock caps per level in milliseconds (hard: the browser's default budget).  Easy and medium
#: take ~5-50 ms on CPython: their caps are a safety net that keeps a move reproducible on slow machines.
#: Expert's is its real budget (an anytime search), uct's the same: the anchor plays at equal time per move.
BUDGET_MS = {"easy": 3000, "medium": 3000, "hard": 1500, "expert": 800, "oneply": 60_000, "uct": 800}
HARD_ITERATIONS = 3


def budget_ms(level: str) -> float:
    """A level's default cap, read from `BUDGET_MS` when asked (so a test may widen every cap at once)."""
    return BUDGET_MS[level]

HARD_WIDTH = 3  # candidates the hard level checks against replies
#: The clock runs out this share of the budget early (at least 2 ms), so the candidate being valued at the
#: deadline and the choice after it still end within the budget (arena: 6 of 8 293 hard moves ended at 501 ms
#: of a 500 ms budget without it).
CLOCK_MARGIN = 0.02
#: What the levels' clocks read: the wall clock (the page, the default) or, when the arena is told to
#: (``arena --cpu-clock``), this process's CPU time, so that a budget buys the same search on a busy machine as on a
#: quiet one (the other processes' share of the cores no longer counts against it).
CPU_CLOCK = False


def now() -> float:
    """Seconds on the levels' clock (see `CPU_CLOCK`)."""
    return time.process_time() if CPU_CLOCK else time.perf_counter()


@dataclass
class Clock:
    """A deadline (seconds on `now`'s clock); `expired` is the safety cap every level respects."""

    deadline: float

    @classmethod
    def start(cls, budget_ms: float, margin: float | None = None) -> "Clock":
        """A deadline ``margin`` (a share of the budget, default `CLOCK_MARGIN`; at least 2 ms) before the budget."""
        budget = budget_ms / 1000.0
        share = CLOCK_MARGIN if margin is None else margin
        return cls(now() + max(0.0, budget - max(0.002, share * budget)))

    def expired(self) -> bool:
        return now() >= self.deadline


@dataclass(frozen=True)
class Ranked:
    value: float
    turn: Turn


def rank(game: Game, turns: Iterable[Turn], outlook: Outlook, player: int, clock: Clock) -> list[Ranked]:
    """Each turn valued by the outlook after playing it on a copy.

    ``turns`` may be a lazy `iter_candidates`: the clock is read before each turn after the first, so making
    and valuing candidates both stop at the deadline (the rest unvalued; at least one is always valued).
    """
    base = game
    out = []
    for turn in turns:
        if out and clock.expired():
            break
        probe = base.copy()
        probe.play(turn, trusted=True)
        out.append(Ranked(outlook.margin(probe, player), turn))
    return out


def pick_best(ranked: list[Ranked], rng: random.Random) -> Turn:
    best = max(r.value for r in ranked)
    return rng.choice([r.turn for r in ranked if r.value >= best - 1e-9])


def easy_turn(game: Game, rng: random.Random, clock: Clock) -> Turn:
    """Immediate points and a little for a follower on a growing road, city or monastery; rarely a farmer."""
    player = game.current_player
    det = determinize(game, rng)
    farms = rng.random() < 0.1
    scored = []
    for turn in iter_candidates(game):
        if scored and clock.expired():
            break
        if turn.deploy is not None and not farms and _on_field(turn):
            continue
        probe = det.copy()
        probe.play(turn, trusted=True)
        gain = probe.scores[player] - game.scores[player]
        others = sum(probe.scores) - probe.scores[player] - (sum(game.scores) - game.scores[player])
        value = gain - 0.5 * others + (1.0 if turn.deploy is not None else 0.0) + rng.uniform(0.0, 3.0)
        scored.append(Ranked(value, turn))
    return pick_best(scored, rng)


def _on_field(turn: Turn) -> bool:
    o = oriented(turn.placement.tile, turn.placement.rot)
    index = o.locations.get(turn.deploy.location, -1) if turn.deploy else -1
    return index >= 0 and o.segments[index].kind == FIELD


def medium_turn(game: Game, rng: random.Random, clock: Clock) -> Turn:
    outlook = Outlook(game, public_bag(game), MEDIUM)
    det = determinize(game, rng)
    return pick_best(rank(det, iter_candidates(game), outlook, game.current_player, clock), rng)


def hard_turn(game: Game, rng: random.Random, clock: Clock, iterations: int = HARD_ITERATIONS,
              width: int = HARD_WIDTH) -> Turn:
    return hard_search(game, rng, clock, iterations, width)[0].turn


def hard_search(game: Game, rng: random.Random, clock: Clock, iterations: int = HARD_ITERATIONS,
                width: int = HARD_WIDTH) -> list[Ranked]:
    """The hard level's candidates, best first, valued by the mean over sampled draws after the best reply."""
    player = game.current_player
    outlook = Outlook(game, public_bag(game), HARD)
    det = determinize(game, rng)
    ranked = rank(det, iter_candidates(game), outlook, player, clock)
    ranked.sort(key=lambda r: -r.value)
    top = ranked[:width]
    if len(top) < 2 or game.tiles_left == 0:
        return ranked
    totals = [0.0] * len(top)
    done = 0.0  # the weight of the samples finished
    last = 0.0  # seconds the previous sample took: a sample that cannot finish in time is not started
    for tile, weight in next_tiles(game, rng, iterations):
        started = now()
        if started + last >= clock.deadline:
            break
        sample = with_next_tile(determinize(game, rng), tile)
        values = []
        for r in top:
            values.append(_after_reply(sample, r.turn, outlook, player, clock))
            if clock.expired():
                break
        if clock.expired():
            break  # the clock ran out during this sample: only whole samples count
        totals = [t + weight * v for t, v in zip(totals, values)]
        done += weight
        last = now() - started
    if not done:
        return ranked
    checked = [Ranked(totals[i] / done, r.turn) for i, r in enumerate(top)]
    checked.sort(key=lambda r: -r.value)
    return checked + ranked[width:]


def _after_reply(sample: Game, turn: Turn, outlook: Outlook, player: int, clock: Clock) -> float:
    """The player's margin after this turn and the next player's best one-ply reply on this sample's draw."""
    after = sample.copy()
    after.play(turn, trusted=True)
    if after.over:
        return outlook.margin(after, player)
    replier = after.current_player
    replies = rank(after, iter_candidates(after), outlook, replier, clock)
    if not replies:
        return outlook.margin(after, player)
    best = max(replies, key=lambda r: r.value)
    after.play(best.turn, trusted=True)
    return outlook.margin(after, player)
