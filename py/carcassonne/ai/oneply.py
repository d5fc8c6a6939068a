"""Today's computer player, kept for the arena (``--b oneply``): one ply, valued by the real final scoring.

For each candidate turn the game is copied, the turn played, and the position valued as "what the game would
be worth if it ended now" (the real final scoring, run on a throw-away copy) plus a value for followers still in
supply, for the player to move against the best opponent.  Only its candidate handling changed: the filter is
linear and the gingerbread man's city is picked by a rule of thumb (see `candidates`), so the cap holds.
"""

from __future__ import annotations

import random

from ..game import Game
from ..moves import Turn
from .candidates import candidates as all_candidates

#: What a follower in supply is worth, as a share of the game still to play (tiles left / tiles in all).
FOLLOWER_VALUE = 3.0


def evaluate(game: Game, player: int) -> float:
    """The player's margin over the best opponent if the game ended now, plus the worth of their supply."""
    probe = game.copy()
    if not probe.over:
        probe._final_scoring()
    scores = probe.scores
    best_other = max(s for p, s in enumerate(scores) if p != player)
    remaining = game.tiles_left / max(len(game.bag), 1)
    supply = sum(counts[player] for counts in game.supply.values())
    return scores[player] - best_other + FOLLOWER_VALUE * remaining * supply


def choose_turn(game: Game, rng: random.Random, max_candidates: int = 400) -> Turn:
    """The best turn for the player to move (ties broken at random, reproducibly with a seeded ``rng``)."""
    player = game.current_player
    candidates = all_candidates(game)
    if len(candidates) > max_candidates:
        # Keep every placement without a follower and a sample of the rest: bounded time on huge boards.
        plain = [t for t in candidates if t.deploy is None and t.recall is None]
        rest = [t for t in candidates if t.deploy is not None or t.recall is not None]
        candidates = plain + rng.sample(rest, max(0, min(len(rest), max_candidates - len(plain))))
    best: list[Turn] = []
    best_value = float("-inf")
    for turn in candidates:
        probe = game.copy()
        probe.play(turn, trusted=True)
        value = evaluate(probe, player)
        if value > best_value + 1e-9:
            best, best_value = [turn], value
        elif abs(value - best_value) <= 1e-9:
            best.append(turn)
    return rng.choice(best)
