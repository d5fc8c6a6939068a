"""Choosing a turn at a level: the one entry every caller (page, worker, arena, coach) goes through."""

from __future__ import annotations

import random

from ..game import Game
from ..moves import Turn
from .expert import EXPERT_MARGIN, expert_turn
from .oneply import choose_turn as oneply_turn
from .search import HARD_ITERATIONS, Clock, budget_ms as default_budget_ms, easy_turn, hard_turn, medium_turn
from .uct import uct_turn

#: The page offers the first four; ``oneply`` (the first computer player) and ``uct`` (plain Monte Carlo tree
#: search, the outside anchor) are the arena's and the lab's.
LEVELS = ("easy", "medium", "hard", "expert", "oneply", "uct")
DEFAULT_LEVEL = "medium"


def choose_turn(game: Game, rng: random.Random | str | None = None, level: str = DEFAULT_LEVEL, *,
                budget_ms: float | None = None, iterations: int | None = None) -> Turn:
    """The level's turn for the player to move.

    ``rng`` seeds the choice (default: seeded by the turn number, so a position gives a move reproducibly); a
    level name may stand in its place (``choose_turn(game, "hard")``).  ``budget_ms`` caps the wall-clock time
    (default per level: `BUDGET_MS`); ``iterations`` is a deterministic budget: hard's samples, expert's draws
    per candidate, uct's playouts.
    """
    if isinstance(rng, str):
        rng, level = None, rng
    if level not in LEVELS:
        raise ValueError(f"level {level!r} is not one of {', '.join(LEVELS)}")
    if game.over or game.drawn is None:
        raise ValueError("there is no turn to choose: the game is over or no tile is drawn")
    rng = rng or random.Random(len(game.turns))
    clock = Clock.start(default_budget_ms(level) if budget_ms is None else budget_ms,
                        EXPERT_MARGIN if level == "expert" else None)
    if level == "easy":
        return easy_turn(game, rng, clock)
    if level == "medium":
        return medium_turn(game, rng, clock)
    if level == "hard":
        return hard_turn(game, rng, clock, HARD_ITERATIONS if iterations is None else iterations)
    if level == "expert":
        return expert_turn(game, rng, clock, iterations)
    if level == "uct":
        return uct_turn(game, rng, clock, iterations)
    return oneply_turn(game, rng)
