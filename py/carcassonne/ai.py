"""A computer player: one-ply search over every legal turn with a static evaluation.

For each candidate turn the game is copied, the turn played, and the position valued as "what the game would
be worth if it ended now" (the real final scoring, run on a throw-away copy) plus a value for followers still in
supply, for the player to move against the best opponent.  It plays sensibly (completes its own cities, joins
big features, keeps followers back late) and is fast enough for the browser: a few hundred candidates a turn.
"""

from __future__ import annotations

import random

from .game import Game
from .moves import Turn

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


def choose_turn(game: Game, rng: random.Random | None = None, max_candidates: int = 400) -> Turn:
    """The best turn for the player to move (ties broken at random, reproducibly with a seeded ``rng``)."""
    rng = rng or random.Random(len(game.turns))
    player = game.current_player
    candidates = _candidates(game)
    if len(candidates) > max_candidates:
        # Keep every placement without a follower and a sample of the rest: bounded time on huge boards.
        plain = [t for t in candidates if t.deploy is None and t.recall is None]
        rest = [t for t in candidates if t not in plain]
        candidates = plain + rng.sample(rest, max(0, min(len(rest), max_candidates - len(plain))))
    best: list[Turn] = []
    best_value = float("-inf")
    for turn in candidates:
        probe = game.copy()
        probe.play(turn)
        value = evaluate(probe, player)
        if value > best_value + 1e-9:
            best, best_value = [turn], value
        elif abs(value - best_value) <= 1e-9:
            best.append(turn)
    return rng.choice(best)


def _candidates(game: Game) -> list[Turn]:
    """Every legal turn, with the extra choices (e.g. the gingerbread man's city) taken in each possible way."""
    out = []
    recalls = game.legal_recalls()
    for placement in game.legal_placements():
        options = game.turn_choices(placement).get("gingerbread") or [None]
        deploys = [None, *game.legal_deployments(placement)]
        for option in options:
            out += [Turn(placement, deploy, None, option) for deploy in deploys]
            out += [Turn(placement, None, cell, option) for cell in recalls]
    return out
