"""The near level of detail for the tiles in view only, while the board's svg keeps its far class.

Why: the tile art shows its far or near drawing by a custom property the board's ``lod-far`` class sets
(static/tileart.css), and every tile's ``<use>`` copy inherits it, so switching the class recalculates the style
and layout of every tile on the board: 60-170 ms for 118 tiles on a 2-core machine.  A drop zooms in on the tile
just put down (`BoardView.focus_cell`) across that threshold; the frame after the drop then only switches the
tentative tile and its neighbours (class ``lod-near``, static/app.css), and the other tiles in view follow a few
per frame, nearest first, so no frame does the whole board.  Any other camera change gives the board's class back
the say (`LocalDetail.clear`).
"""

from __future__ import annotations

from .dom import found, js, q

FIRST_RING = 1  # the tiles this many cells or fewer from the focus switch with the drop's own frame
PER_FRAME = 8  # then this many tiles a frame


def near_order(tiles, view: tuple[int, int, int, int], focus: tuple[int, int]) -> tuple[list, list[list]]:
    """The placed cells inside ``view`` (min x, min y, max x, max y, inclusive) in the order they switch to the
    near drawing: (those within `FIRST_RING` of ``focus``, then batches of `PER_FRAME`, nearest first)."""
    x0, y0, x1, y1 = view
    fx, fy = focus
    inside = sorted((c for c in tiles if x0 <= c[0] <= x1 and y0 <= c[1] <= y1),
                    key=lambda c: (max(abs(c[0] - fx), abs(c[1] - fy)), abs(c[0] - fx) + abs(c[1] - fy), c))
    first = [c for c in inside if max(abs(c[0] - fx), abs(c[1] - fy)) <= FIRST_RING]
    rest = inside[len(first):]
    return first, [rest[i:i + PER_FRAME] for i in range(0, len(rest), PER_FRAME)]


class LocalDetail:
    """The elements shown near on a far board (see the module's docstring), and the batches still to come."""

    def __init__(self, callbacks, tiles_layer, single_layers) -> None:
        self.callbacks = callbacks
        self.tiles_layer = tiles_layer
        self.single_layers = single_layers  # layers of one tile each (the tentative tile, the hint, the preview)
        self.shown: list = []
        self.queue: list[list] = []
        self.pending = False
        self._frame = callbacks.proxy(self._after_frame)

    @property
    def active(self) -> bool:
        return bool(self.shown)

    def show(self, tiles, view, focus) -> None:
        """Near for the single-tile layers and the placed tiles in ``view`` (cells), nearest ``focus`` first."""
        self.clear()
        first, self.queue = near_order(tiles, view, focus)
        self._add(list(self.single_layers) + self._uses(first))
        self._ask()

    def clear(self) -> None:
        """Every tile back to the board's class (a camera change the drop did not make, the focus undone)."""
        for el in self.shown:
            el.classList.remove("lod-near")
        self.shown = []
        self.queue = []

    def _uses(self, cells) -> list:
        out = []
        for x, y in cells:
            use = q(self.tiles_layer, f'use[data-x="{x}"][data-y="{y}"]')
            if found(use):
                out.append(use)
        return out

    def _add(self, elements) -> None:
        for el in elements:
            el.classList.add("lod-near")
        self.shown.extend(elements)

    def _ask(self) -> None:
        """The next batch in a timer task after the next frame: that frame paints without it."""
        if self.queue and not self.pending:
            self.pending = True
            js.requestAnimationFrame(self._frame)

    def _after_frame(self, _ts=None) -> None:
        self.callbacks.later(self._step, 0)

    def _step(self) -> None:
        self.pending = False
        if self.queue:
            self._add(self._uses(self.queue.pop(0)))
            self._ask()
