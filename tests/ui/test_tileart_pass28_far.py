"""Art pass 28 (docs/art-reviews.md, "After pass 27", ask 3, second bullet): board-far's last big slate roofs.

The judge found three large far roofs of 11-12 px on board-far still slate, two of them one above the other in one
column (x 174): variant 1's large first roofs (`far_kinds.BIG_COLOURS`).  Pass 28 gives a few turns of a variant
their own pair (`far_kinds.BIG_TURNS`, static/tileart.css `far_css_turns`).  Read as the browser cascades the CSS
(`test_tileart_pass27_far._cascade`), on each of the judge's three boards with every large roof where the board
draws it (its spot turned with its tile):

- no large roof that pass 27's table drew warm is slate now, and no more of them slate;
- no two close large roofs (under 60 units apart, in different tiles) that differed in colour are alike now;
- on board-far, more large roofs warm (pass 27: 20 of 25), and of the two stacked slates in the column x 174
  (cells (-1, -7) and (-1, -3)) at most one slate.
"""

from __future__ import annotations

import math

from ui.tileart.far_kinds import BIG_COLOURS
from ui.tileart.far_roofs import COLOURS

from test_tileart_pass27_far import _cascade, _large_roofs  # noqa: E402  (tests/ui is on the path)
from tileart_boards import compact_game, full_board_game

SLATE = COLOURS.index("roof_far_slate")
CLOSE = 60.0
COLUMN = ((-1, -7), (-1, -3))


class _Sheet:
    """e2e test_tile_art's sheet of every tile type (type i at cell (i % 10, i // 10), turned 90 * (i % 4)) as a
    board's `tiles` for `_large_roofs`."""

    def __init__(self) -> None:
        from types import SimpleNamespace

        from carcassonne.tiles import TILE_TYPES
        self.tiles = {(i % 10, i // 10): (SimpleNamespace(id=t, rot=90 * (i % 4)),) for i, t in enumerate(TILE_TYPES)}


def test_the_boards_large_far_roofs_warmer_and_no_neighbours_newly_alike():
    """On board-far's, the desktop's and the every-type sheet's boards: nothing warm turned slate, no close pair
    newly alike; on board-far more warm and one of the column's two slates warm."""
    cascade = _cascade()
    boards = {"board-far": full_board_game().board, "desktop": compact_game()[0].board, "sheet": _Sheet()}
    failures = []
    for name, board in boards.items():
        roofs = _large_roofs(board)
        now = [cascade[v, rot][slot][0] for _, v, rot, slot, _ in roofs]
        was = [BIG_COLOURS[v][slot] for _, v, _, slot, _ in roofs]
        failures += [(name, r[0], "slate now") for r, n, w in zip(roofs, now, was) if n == SLATE != w]
        for i, a in enumerate(roofs):
            for j in range(i + 1, len(roofs)):
                b = roofs[j]
                if a[0] != b[0] and math.dist(a[4], b[4]) < CLOSE and now[i] == now[j] and was[i] != was[j]:
                    failures.append((name, a[0], b[0], "newly alike"))
        if name == "board-far":
            warm, before = sum(k != SLATE for k in now), sum(k != SLATE for k in was)
            column = [n for r, n in zip(roofs, now) if r[0] in COLUMN and r[3] == 0]
            if warm <= before or len(column) != 2 or column.count(SLATE) > 1:
                failures.append((name, warm, before, column))
    assert not failures, failures
