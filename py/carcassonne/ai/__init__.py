"""Computer opponents: `choose_turn(game, level=..., rng=..., budget_ms=...)` and the coach (`hint`).

Levels (`LEVELS`): ``easy`` (immediate points, some randomness, rarely farms), ``medium`` (one ply valued by
expected points: the default, and what ``choose_turn(game, rng)`` plays), ``hard`` (medium's ply with a richer
value, then its best few candidates checked against the next player's best reply over sampled draws), and
``oneply`` (the first computer player, kept for the arena).  No level reads the bag's order: they know the
board, scores, supplies and the multiset of tiles still to come (`candidates.public_bag`).
"""

from __future__ import annotations

from .coach import Hint, Reason, explain_turn, hint
from .levels import DEFAULT_LEVEL, LEVELS, choose_turn
from .oneply import evaluate

__all__ = ["DEFAULT_LEVEL", "LEVELS", "Hint", "Reason", "choose_turn", "evaluate", "explain_turn", "hint"]
