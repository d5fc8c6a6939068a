"""Random legal games: for property tests, the `simulate` command and the benchmark."""

from __future__ import annotations

import random

from .game import Game, Rules
from .moves import Placement, Turn


def random_turn(game: Game, rng: random.Random) -> Turn:
    """A uniformly random placement, then a random deployment, recall or nothing (each option equally likely)."""
    x, y, rot = rng.choice(game.placement_options(game.drawn))  # type: ignore[arg-type]
    placement = Placement(game.drawn, x, y, rot)  # type: ignore[arg-type]
    options: list = game.legal_deployments(placement)
    recalls = game.legal_recalls()
    extra = {name: rng.choice(values) for name, values in game.turn_choices(placement).items() if values}
    pick = rng.randrange(len(options) + len(recalls) + 1)
    if pick < len(options):
        return Turn(placement, options[pick], **extra)
    if pick < len(options) + len(recalls):
        return Turn(placement, recall=recalls[pick - len(options)], **extra)
    return Turn(placement, **extra)


def random_game(seed: int, players: int = 2, rules: Rules | None = None, stop_after: int | None = None) -> Game:
    """Play a whole random game (or ``stop_after`` turns of one) from a seed; the same seed, the same game."""
    game = Game(players, seed=seed, rules=rules)
    rng = random.Random(seed * 7919 + 1)
    while not game.over and (stop_after is None or len(game.turns) < stop_after):
        game.play(random_turn(game, rng))
    return game
