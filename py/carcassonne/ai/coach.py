"""The coach: why a turn is good, in structured reasons (for translation) with an English `text()`."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..game import Game
from ..moves import Turn


@dataclass(frozen=True)
class Reason:
    kind: str
    points: float
    numbers: dict = field(default_factory=dict)

    def text(self) -> str:
        return f"{self.kind}: {self.points:+.0f}"


def explain_turn(game: Game, turn: Turn) -> list[Reason]:
    return []


def hint(game: Game, budget_ms: float | None = None):
    return None
