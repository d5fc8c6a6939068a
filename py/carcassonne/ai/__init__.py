"""Computer opponents: `choose_turn(game, level=..., rng=..., budget_ms=...)` and the coach (`hint`).

Levels (`LEVELS`): ``easy`` (immediate points, some randomness, rarely farms), ``medium`` (one ply valued by
expected points: the default, and what ``choose_turn(game, rng)`` plays), ``hard`` (medium's ply with a richer
value, then its best few candidates checked against the next player's best reply over sampled draws), and
``oneply`` (the first computer player, kept for the arena).  No level reads the bag's order: they know the
board, scores, supplies and the multiset of tiles still to come (`candidates.public_bag`).
"""

from __future__ import annotations

import random

from ..game import Game
from ..moves import Turn
from . import oneply, search
from .coach import Reason, explain_turn, hint
from .oneply import evaluate

LEVELS = ("easy", "medium", "hard", "oneply")
DEFAULT_LEVEL = "medium"

__all__ = ["LEVELS", "Reason", "choose_turn", "evaluate", "explain_turn", "hint"]


def choose_turn(game: Game, rng: random.Random | str | None = None, level: str = DEFAULT_LEVEL, *,
                budget_ms: float | None = None, iterations: int | None = None) -> Turn:
    """The level's turn for the player to move.

    ``rng`` seeds the choice (default: seeded by the turn number, so a position gives a move reproducibly); a
    level name may stand in its place (``choose_turn(game, "hard")``).  ``budget_ms`` caps the wall-clock time
    (default per level: `search.BUDGET_MS`); ``iterations`` is the hard level's deterministic budget (samples).
    """
    if isinstance(rng, str):
        rng, level = None, rng
    if level not in LEVELS:
        raise ValueError(f"level {level!r} is not one of {', '.join(LEVELS)}")
    if game.over or game.drawn is None:
        raise ValueError("there is no turn to choose: the game is over or no tile is drawn")
    rng = rng or random.Random(len(game.turns))
    clock = search.Clock.start(search.BUDGET_MS[level] if budget_ms is None else budget_ms)
    if level == "easy":
        return search.easy_turn(game, rng, clock)
    if level == "medium":
        return search.medium_turn(game, rng, clock)
    if level == "hard":
        return search.hard_turn(game, rng, clock, search.HARD_ITERATIONS if iterations is None else iterations)
    return oneply.choose_turn(game, rng)
