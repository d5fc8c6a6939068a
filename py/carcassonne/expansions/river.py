"""The River: twelve river tiles start the game instead of the start tile.

The spring starts the game, the other river tiles are drawn first (shuffled) and the lake last, then the normal
bag.  A river tile must continue the river (one of its river edges touches the open end), and the river may not
turn the same way twice in a row: the direction of the last bend is remembered across straight pieces, because
two bends the same way, however far apart, make a U-turn.  River edges never carry a follower and never score;
fields do not pass under bridges (the tile data gives separate fields there).
"""

from __future__ import annotations

import random

from ..errors import Problem
from ..geometry import STEPS
from ..tiles import TILE_TYPES
from ..moves import Placement
from .base import Expansion

SPRING, LAKE = "RA", "RL"


def river_edges(o) -> tuple[int, ...]:
    return tuple(d for d in range(4) if o.edges[d] == "W")


class River(Expansion):
    name = "river"
    tile_sets = ("river",)
    checks_placements = True

    def checks_tile(self, tile_id: str) -> bool:
        return bool(TILE_TYPES[tile_id].river)

    def default_start(self) -> Placement:
        return Placement(SPRING, 0, 0, 0)

    def arrange_bag(self, bag: list[str], rng: random.Random) -> list[str]:
        river = [t for t in bag if TILE_TYPES[t].set == "river" and t not in (SPRING, LAKE)]
        rest = [t for t in bag if t not in river and t not in (SPRING, LAKE)]
        rng.shuffle(river)
        return river + ([LAKE] if LAKE in bag else []) + rest

    def setup(self, game) -> None:
        # The last bend's direction (1 right, 3 left, 0 none yet).
        game.ext["river"] = 0

    def placement_problem(self, game, o, x, y) -> Problem | None:
        rivers = river_edges(o)
        if not rivers:
            return None
        tiles = game.board.tiles
        inflow = [d for d in rivers if (x + STEPS[d][0], y + STEPS[d][1]) in tiles]
        if not inflow:
            return Problem("river-continue", x=x, y=y)
        bend = self.bend(o, inflow[0])
        if bend and bend == game.ext.get("river"):
            return Problem("river-u-turn-right" if bend == 1 else "river-u-turn-left", x=x, y=y)
        return None

    @staticmethod
    def bend(o, inflow: int) -> int:
        """1 if the river turns right on this tile, 3 if left, 0 if it runs straight or ends here."""
        rivers = river_edges(o)
        if len(rivers) != 2:
            return 0
        outflow = rivers[1] if rivers[0] == inflow else rivers[0]
        heading_in = (inflow + 2) % 4
        return (outflow - heading_in) % 4

    def after_place(self, game, turn, player, o) -> None:
        rivers = river_edges(o)
        if len(rivers) == 2:
            x, y = turn.placement.x, turn.placement.y
            inflow = next(d for d in rivers if (x + STEPS[d][0], y + STEPS[d][1]) in game.board.tiles)
            bend = self.bend(o, inflow)
            if bend:
                game.ext["river"] = bend

    @staticmethod
    def tiles_left(game) -> int:
        """River tiles still in the bag (the UI shows the river phase with it)."""
        return sum(1 for t in game.bag[game.bag_pos:] if TILE_TYPES[t].set == "river")
