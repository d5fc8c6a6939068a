"""The board's tiles layer: the placed tiles' `<use>`s, and the marks the board hands their art (`<use>`
attributes: the city's square, the lanes' joints, the streets, `board_walls.town_marks`); mixed into
`board_view.BoardView`.

Apart from the view because it is one question (which attributes each placed tile carries, and keeping them right
when a turn adds one tile without redrawing the others), and the view was past 500 lines.  The marks are computed
once a drop (`town_marks`: the squares were computed three times, by the layer, the joints and the view).
"""

from __future__ import annotations

from . import render
from .board_walls import TownMarks, town_marks
from .dom import found, q

#: The `<use>` attributes the marks set, in `TownMarks` order.
MARKS = ("data-sq", "data-ln", "data-st", "data-cw", "data-nb")
#: The marks set even when empty: ``data-nb=""`` says "a placed tile with no neighbour" (its rims all open).
KEPT_EMPTY = ("data-nb",)


class BoardTiles:
    """`draw_tiles` and the marks it keeps (``*_drawn``, None where the layer was drawn from markup it did
    not see)."""

    def draw_tiles(self, board) -> None:
        """The placed tiles: a board that only grew since the layer was drawn (a turn confirmed, a step forward)
        gets its new tiles added and its shadow and last-tile frame moved; anything else is drawn again.  Adding
        one ``<use>`` leaves the other tiles' copies alone (redrawing makes all of them, and their style, anew)."""
        drawn = [(cell, board.tiles[cell][0].id, board.tiles[cell][0].rot) for cell in board.order]
        old = self.tiles_drawn
        layer = self.layers["tiles"]
        marks = town_marks(board)
        if old and len(drawn) > len(old) and drawn[:len(old)] == old and "tiles" in self.layer_cache:
            shadow_d, uses, last = render.tiles_layer_parts(board, marks=marks)
            shadow, frame, walls = q(layer, ".tile-shadow"), q(layer, ".last-tile"), q(layer, ".bastions")
            if found(shadow):
                shadow.setAttribute("d", shadow_d)
                if found(frame):
                    frame.remove()
                if found(walls):  # (drawn anew after the new tiles: over every tile)
                    walls.remove()
                layer.insertAdjacentHTML("beforeend", "".join(uses[len(old):]) + last)
                self._move_squares(layer, board, marks)
                self.layer_cache["tiles"] = render.tile_shadow(shadow_d) + "".join(uses) + last
                self.tiles_drawn = drawn
                if self.detail.active:
                    self.near_here()
                return
        self.set_layer("tiles", render.tiles_layer(board, marks=marks))
        self.tiles_drawn = drawn
        _keep_marks(self, marks)

    def _move_squares(self, layer, board, marks: TownMarks | None = None) -> None:
        """A city the new tile grew may show its square on another tile now, a lane of an older tile may meet the
        new tile's, a street may run through it, a run's seam well may move, an open edge gets its neighbour (art
        pass 39): the older tiles' ``data-sq``, ``data-ln``, ``data-st``, ``data-cw`` and ``data-nb`` set anew where
        they changed (`board_walls.town_marks`)."""
        marks = town_marks(board) if marks is None else marks
        before = tuple(getattr(self, name, None) for name in ("squares_drawn", "joints_drawn", "streets_drawn",
                                                               "wells_drawn", "neighbours_drawn"))
        _keep_marks(self, marks)
        for (x, y) in {cell for cell, _, _ in self.tiles_drawn or ()}:
            now = [m.get((x, y), "") for m in marks]
            if all(had is not None and value == had.get((x, y), "") for had, value in zip(before, now)):
                continue
            use = q(layer, f'use[data-x="{x}"][data-y="{y}"]')
            if found(use):
                for name, value, had in zip(MARKS, now, before):
                    if had is not None and value == had.get((x, y), ""):
                        continue  # (art pass 39: a drop sets only the marks that changed, mostly data-nb)
                    if value or name in KEPT_EMPTY:
                        use.setAttribute(name, value)
                    else:
                        use.removeAttribute(name)


def _keep_marks(view, marks: TownMarks) -> None:
    """Note on `view` the marks the layer's tiles carry now, to set only those that change on the next grown board."""
    view.squares_drawn, view.joints_drawn, view.streets_drawn, view.wells_drawn, view.neighbours_drawn = marks
