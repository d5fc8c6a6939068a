"""Random legal games: for property tests, the `simulate` command and the benchmark."""

from __future__ import annotations

import random

from .game import Game, Rules
from .moves import Placement, Turn


def random_turn(game: Game, rng: random.Random) -> Turn:
    """A uniformly random placement, then a random deployment or none (each option equally likely)."""
    x, y, rot = rng.choice(game.board.placements(game.drawn))  # type: ignore[arg-type]
    placement = Placement(game.drawn, x, y, rot)  # type: ignore[arg-type]
    options = game.legal_deployments(placement)
    pick = rng.randrange(len(options) + 1)
    return Turn(placement, options[pick] if pick < len(options) else None)


def random_game(seed: int, players: int = 2, rules: Rules | None = None, stop_after: int | None = None) -> Game:
    """Play a whole random game (or ``stop_after`` turns of one) from a seed; the same seed, the same game."""
    game = Game(players, seed=seed, rules=rules)
    rng = random.Random(seed * 7919 + 1)
    while not game.over and (stop_after is None or len(game.turns) < stop_after):
        game.play(random_turn(game, rng))
    return game
