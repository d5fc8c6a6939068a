"""The fit cottages that grow hearty on a turn (`fit_turns.plan`), for the tile-art tests of passes 36-37 (one walk,
three test files: each checks its own rule over the same list)."""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from carcassonne.tiles import TILE_TYPES
from ui.tileart.fit_turns import TURNS, plan
from ui.tileart.mini_kinds import _town_of, mid_pieces


class Grown(NamedTuple):
    """One cottage grown on one turn: its tile, piece index and turn, its usual spot and the grown one, its town,
    the tile edge whose street-end well keeps it usual while the board draws that street (None: always grown), its
    move as `plan` gives it, and the tile's pieces as `fit_turns._fits_turn` takes them (spot, kind, town)."""
    tid: str
    piece: int
    rot: int
    spot: tuple[float, float]
    grown: tuple[float, float]
    town: int
    edge: int | None
    move: tuple
    pieces: list


@lru_cache(maxsize=None)
def grown() -> tuple[Grown, ...]:
    """Every cottage of every tile type grown on a turn (turn 0 never moves)."""
    out = []
    for tid in TILE_TYPES:
        pieces = [[p, k, _town_of(tid, p)] for p, k in mid_pieces(tid)]
        for i, moves in plan(tid):
            p = pieces[i][0]
            for rot, m in zip(TURNS, moves):
                if m is not None:
                    out.append(Grown(tid, i, rot, p, (p[0] + m[0], p[1] + m[1]), pieces[i][2], (m[2:] or (None,))[0],
                                     m, pieces))
    return tuple(out)
