"""Computer opponents: `choose_turn(game, level=..., rng=..., budget_ms=...)` and the coach (`hint`).

Levels (`LEVELS`): ``easy`` (immediate points, some randomness, rarely farms), ``medium`` (one ply valued by
expected points: the default, and what ``choose_turn(game, rng)`` plays), ``hard`` (medium's ply with a richer
value, then its best few candidates checked against the next player's best reply over sampled draws),
``expert`` (an anytime expectimax over the next player's tile type with hard's value at the leaves, see
`expert`), and two the page does not offer: ``oneply`` (the first computer player) and ``uct`` (plain Monte
Carlo tree search with random playouts, the arena's outside anchor).  No level reads the bag's order: they know
the board, scores, supplies and the multiset of tiles still to come (`candidates.public_bag`).
"""

from __future__ import annotations

from .coach import Hint, Reason, explain_turn, hint
from .levels import DEFAULT_LEVEL, LEVELS, choose_turn

__all__ = ["DEFAULT_LEVEL", "LEVELS", "Hint", "Reason", "choose_turn", "explain_turn", "hint"]
