"""The hooks an expansion may implement: the base class every expansion module subclasses.

A leaf of the engine's import graph: it imports no other engine module at run time (the names in annotations are
only read by type checkers), so `carcassonne.game` depends on the expansions and never the reverse.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover - type checkers only, never imported at run time
    from ..errors import Problem
    from ..game import Game
    from ..geometry import Oriented
    from ..moves import Placement, Turn
    from ..scoring import ScoreItem


class Expansion:
    name: str = ""
    tile_sets: tuple[str, ...] = ()  # tile sets this expansion adds to the bag
    supply: dict[str, int] = {}  # follower kinds (beyond 7 normal) each player receives
    turn_fields: tuple[str, ...] = ()  # `Turn` fields this expansion reads (others refuse them)
    checks_placements = False  # True: `placement_problem` must be asked for every placement

    def default_start(self) -> "Placement | None":
        """The start tile when a game does not name one (None: the base game's)."""
        return None

    def arrange_bag(self, bag: list[str], rng: random.Random) -> list[str]:
        """The bag's order, given the shuffled bag (this expansion's tiles are in it)."""
        return bag

    def setup(self, game: "Game") -> None:
        """Initial per-game state, after the start tile is placed."""

    def checks_tile(self, tile_id: str) -> bool:
        """Whether `placement_problem` has anything to say about this tile (kept cheap: asked per placement)."""
        return self.checks_placements

    def placement_problem(self, game: "Game", o: "Oriented", x: int, y: int) -> "Problem | None":
        """Why the tile may not go there beyond matching edges (a `Problem`: a code of `errors.PROBLEMS`), or
        None."""
        return None

    def turn_problem(self, game: "Game", turn: "Turn", player: int) -> "Problem | None":
        """Why this expansion's part of the turn is illegal (a `Problem`, checked before anything changes), or
        None."""
        return None

    def after_place(self, game: "Game", turn: "Turn", player: int, o: "Oriented") -> None:
        """The tile is down (and the follower deployed): update this expansion's state."""

    def before_scoring(self, game: "Game", turn: "Turn", player: int) -> list["ScoreItem"]:
        """Scoring that happens before the turn's completed features are scored (e.g. an abbot taken back)."""
        return []

    def before_feature(self, game: "Game", root: int) -> list["ScoreItem"]:
        """Scoring due just before a completed road or city is scored."""
        return []

    def choices(self, game: "Game", placement: "Placement") -> dict[str, list]:
        """Extra choices a turn with this placement must or may make, by `Turn` field (e.g. "gingerbread")."""
        return {}

    def recalls(self, game: "Game", player: int) -> list[tuple[int, int]]:
        """Cells the player may take a follower back from instead of deploying."""
        return []

    def after_scoring(self, game: "Game", turn: "Turn", player: int, completed: list[int]) -> list["ScoreItem"]:
        """Steps after the turn's scoring (``completed``: roots of the roads and cities it completed)."""
        return []
