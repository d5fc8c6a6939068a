"""The computer's thinking as plain functions of text: what the AI worker runs (``static/ai-worker.py``), and
what the page runs itself when the worker cannot start.

Pure Python (no ``js``): the position travels as the game's save record (`carcassonne.record.save_json`), the
answer as text (a turn in the record's notation, or JSON for a hint), so the worker's move is the move
`carcassonne.ai.choose_turn` makes on CPython for the same record, level and seed (tests/ui/test_worker_ai.py).
"""

from __future__ import annotations

import json
import random

LEVELS = ("easy", "medium", "hard", "expert")
HINT_LEVELS = ("hard", "expert")  # the coach's search: hard, or expert's when the player picks it in Settings


def seed_of(game) -> str:
    """The seed of the computer's choice at this point of a game: replaying a turn chooses the same move."""
    return f"{game.seed}:{len(game.turns)}"


def _game(record_text: str):
    from carcassonne import record

    return record.load_save(record_text)


def _budget(budget_ms) -> float | None:
    return float(budget_ms) if budget_ms is not None and float(budget_ms) > 0 else None


def choose_on(game, level: str, seed: str, budget_ms: float | None = None):
    """The level's turn for the player to move (a `Turn`)."""
    from carcassonne import ai

    if level not in LEVELS:
        raise ValueError(f"level {level!r} is not one of {', '.join(LEVELS)}")
    return ai.choose_turn(game, random.Random(seed), level, budget_ms=_budget(budget_ms))


def choose(record_text: str, level: str, seed: str, budget_ms: float | None = None) -> str:
    """The level's turn for the player to move in the game a save record describes, as turn text."""
    return str(choose_on(_game(str(record_text)), str(level), str(seed), budget_ms))


def hint_on(game, seed: str, budget_ms: float | None = None, level: str = "hard") -> dict:
    """The move the level (hard or expert) makes for the player to move and the coach's reasons, JSON-ready."""
    from carcassonne import ai

    if level not in HINT_LEVELS:
        raise ValueError(f"hint level {level!r} is not one of {', '.join(HINT_LEVELS)}")
    found = ai.hint(game, budget_ms=_budget(budget_ms), rng=random.Random(seed), level=level)
    return {"turn": str(found.turn),
            "reasons": [{"kind": r.kind, "points": r.points, "feature": r.feature, "numbers": dict(r.numbers)}
                        for r in found.reasons]}


def hint(record_text: str, seed: str, budget_ms: float | None = None, level: str = "hard") -> str:
    """`hint_on` for the game a save record describes, as JSON text."""
    return json.dumps(hint_on(_game(str(record_text)), str(seed), budget_ms, str(level)))
