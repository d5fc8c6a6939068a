"""Pan and zoom of the board: board units (a tile is 100) to screen pixels and back.

The board's `<g>` gets ``transform="translate(tx ty) scale(s)"`` (on the app's page the same as a CSS transform of
the HTML box around it, `css_transform`); a point of the board at (bx, by) is on screen
at (tx + bx·s, ty + by·s) relative to the SVG's top-left corner.  Hit-testing a pointer is then arithmetic on
cached numbers: ``cell = floor((px - tx) / (100·s))``, no DOM query.  Pure, so it is tested on CPython.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass, field

TILE = 100
MIN_SCALE = 0.12
MAX_SCALE = 2.5
Cell = tuple[int, int]
CLEAR_GAP = 6.0  # px between the board's cells and a box over the board they are fitted clear of (`Camera.fit`)
CLEAR_SHRINK = 0.85  # the least share of their size cells keep to be fitted clear of such a box


def clamp(value: float, low: float, high: float) -> float:
    return max(low, min(high, value))


def _framed_zoom(offset: float, factor: float, start: float, end: float, room: float) -> float:
    """The camera's offset on one axis after `Camera.zoom_framed` zooms by ``factor`` a board spanning
    ``start``-``end`` of a view ``room`` long (a zoom about point p by f moves the offset t to p - (p - t)·f)."""
    span = end - start
    if span >= room - 1:
        centre = room / 2
        return centre - (centre - offset) * factor
    anchor = room * start / (room - span)  # zoomed about it, both edges meet the view's edges together
    to_fill = max(1.0, room / span) if span > 0 else factor
    first = min(factor, to_fill) if factor > 1 else factor
    offset = anchor - (anchor - offset) * first
    centre = room / 2  # the board now spans the view: the rest about its centre (the board's, too)
    return centre - (centre - offset) * (factor / first)


@dataclass
class Camera:
    tx: float = 0.0
    ty: float = 0.0
    scale: float = 0.6
    moves: int = field(default=0, compare=False, repr=False)  # how often the view has shown it (`marks`)

    def to_board(self, px: float, py: float) -> tuple[float, float]:
        return (px - self.tx) / self.scale, (py - self.ty) / self.scale

    def to_screen(self, bx: float, by: float) -> tuple[float, float]:
        return self.tx + bx * self.scale, self.ty + by * self.scale

    def cell_at(self, px: float, py: float) -> tuple[int, int]:
        bx, by = self.to_board(px, py)
        return math.floor(bx / TILE), math.floor(by / TILE)

    def cell_origin(self, x: int, y: int) -> tuple[float, float]:
        """Screen position (relative to the SVG) of a cell's top-left corner."""
        return self.to_screen(x * TILE, y * TILE)

    @property
    def cell_size(self) -> float:
        return TILE * self.scale

    def pan(self, dx: float, dy: float) -> None:
        self.tx += dx
        self.ty += dy

    def zoom_at(self, factor: float, px: float, py: float) -> None:
        """Zoom by ``factor`` keeping the board point under (px, py) where it is."""
        new = clamp(self.scale * factor, MIN_SCALE, MAX_SCALE)
        bx, by = self.to_board(px, py)
        self.scale = new
        self.tx = px - bx * new
        self.ty = py - by * new

    def fit(self, bounds: tuple[int, int, int, int], width: float, height: float, margin: float = 0.5,
            max_scale: float = 1.0, clear_of: Box | None = None, cells: Iterable[Cell] = ()) -> None:
        """Show the cells ``(min_x, min_y, max_x, max_y)`` (inclusive), plus ``margin`` cells around them.

        ``clear_of``: a box over the board (the zoom buttons).  A cell of ``cells`` (those drawn: the tiles and
        the cells beside them) fitted under it could not be seen or tapped (a phone's "Log" button lay over the
        top right cells), so where it would cover one they are fitted into the largest room beside it instead
        (left, right, above or below it), if that keeps them at least `CLEAR_SHRINK` of their size; of rooms as
        good, the one that moves them least.  (The empty corners of the board's box may lie under it.)"""
        self.fit_in(bounds, (0.0, 0.0, width, height), margin, max_scale)
        if clear_of is None or not self.covers(cells, clear_of):
            return
        full = Camera(self.tx, self.ty, self.scale)
        best: tuple[float, float, Camera] | None = None
        for room in rooms_beside(clear_of, width, height):
            trial = Camera()
            trial.fit_in(bounds, room, margin, min(max_scale, full.scale))
            if trial.scale < full.scale * CLEAR_SHRINK:
                continue
            key = (round(trial.scale, 6), -abs(trial.tx - full.tx) - abs(trial.ty - full.ty))
            if best is None or key > best[:2]:
                best = (*key, trial)
        if best is not None:
            self.tx, self.ty, self.scale = best[2].tx, best[2].ty, best[2].scale

    def screen_box(self, bounds: tuple[int, int, int, int]) -> tuple[float, float, float, float]:
        """Where the cells ``(min_x, min_y, max_x, max_y)`` (inclusive) lie on screen: left, top, right, bottom."""
        min_x, min_y, max_x, max_y = bounds
        left, top = self.to_screen(min_x * TILE, min_y * TILE)
        right, bottom = self.to_screen((max_x + 1) * TILE, (max_y + 1) * TILE)
        return left, top, right, bottom

    def zoom_framed(self, factor: float, bounds: tuple[int, int, int, int] | None,
                    view: tuple[float, float]) -> None:
        """A zoom button's or key's zoom by ``factor`` in a view of ``(width, height)``, framed on the board.

        On an axis where the cells of ``bounds`` are larger than the view (the person has zoomed in there) it zooms
        about the view's centre, as a map does.  On an axis where they are smaller, wherever they lie (fitted clear
        of the tool buttons, or moved by the person, even partly out of view), it zooms about the point from which
        both their edges reach the view's edges together, so the board grows into the view; and past that, about
        the view's centre.  So a phone's board, fitted below its buttons, neither loses its lower edge with wood to
        spare above (zoomed about the view's centre) nor, zoomed in far, ends on its lower edge (about that point all
        the way): its middle stays in view."""
        width, height = view
        new = clamp(self.scale * factor, MIN_SCALE, MAX_SCALE)
        factor = new / self.scale
        if bounds:
            left, top, right, bottom = self.screen_box(bounds)
        else:  # no game
            left, top, right, bottom = 0.0, 0.0, width, height
        self.tx = _framed_zoom(self.tx, factor, left, right, width)
        self.ty = _framed_zoom(self.ty, factor, top, bottom, height)
        self.scale = new

    def fit_in(self, bounds: tuple[int, int, int, int], room: Box, margin: float, max_scale: float) -> None:
        """Fit the cells of ``bounds`` (plus ``margin`` cells) into ``room`` (x, y, width, height on screen)."""
        min_x, min_y, max_x, max_y = bounds
        left, top, width, height = room
        w = (max_x - min_x + 1 + 2 * margin) * TILE
        h = (max_y - min_y + 1 + 2 * margin) * TILE
        if width <= 0 or height <= 0:
            return
        self.scale = clamp(min(width / w, height / h), MIN_SCALE, max_scale)
        cx = (min_x + max_x + 1) / 2 * TILE
        cy = (min_y + max_y + 1) / 2 * TILE
        self.tx = left + width / 2 - cx * self.scale
        self.ty = top + height / 2 - cy * self.scale

    def covers(self, cells: Iterable[Cell], box: Box, gap: float = CLEAR_GAP) -> bool:
        """Whether ``box`` (grown by ``gap``) lies over any of ``cells`` as the camera shows them."""
        x, y, w, h = box
        if w <= 0 or h <= 0:
            return False
        size = self.cell_size
        for cell in cells:
            left, top = self.cell_origin(*cell)
            if left < x + w + gap and left + size > x - gap and top < y + h + gap and top + size > y - gap:
                return True
        return False

    def fit_cells(self, cells, width: float, height: float, margin: float = 0.6, max_scale: float = 1.5) -> None:
        """Show every cell of ``cells`` (e.g. a tile just put down and the cities the gingerbread man may go to)."""
        xs, ys = [c[0] for c in cells], [c[1] for c in cells]
        if xs:
            self.fit((min(xs), min(ys), max(xs), max(ys)), width, height, margin, max_scale)

    def show_action(self, last: tuple[int, int], options, width: float, height: float, cell_px: float) -> None:
        """Tiles ``cell_px`` wide, centred on the tile ``last`` put down and the ``options`` (cells) near it: the
        smallest box of ``last`` and the options less than half a view from it, so all of those are on screen."""
        if width <= 0 or height <= 0:
            return
        self.scale = clamp(cell_px / TILE, MIN_SCALE, MAX_SCALE)
        half_x, half_y = width / self.cell_size / 2 - 1, height / self.cell_size / 2 - 1
        near = [last] + [c for c in options if abs(c[0] - last[0]) <= half_x and abs(c[1] - last[1]) <= half_y]
        cx = (min(c[0] for c in near) + max(c[0] for c in near) + 1) / 2 * TILE
        cy = (min(c[1] for c in near) + max(c[1] for c in near) + 1) / 2 * TILE
        self.tx = width / 2 - cx * self.scale
        self.ty = height / 2 - cy * self.scale

    def visible(self, bounds: tuple[int, int, int, int], width: float, height: float) -> bool:
        """Whether the cells of ``bounds`` are all on screen."""
        min_x, min_y, max_x, max_y = bounds
        left, top = self.to_screen(min_x * TILE, min_y * TILE)
        right, bottom = self.to_screen((max_x + 1) * TILE, (max_y + 1) * TILE)
        return left >= 0 and top >= 0 and right <= width and bottom <= height

    def transform(self) -> str:
        return f"translate({self.tx:.2f} {self.ty:.2f}) scale({self.scale:.4f})"

    def css_transform(self) -> str:
        """The same as a CSS transform (of the HTML box around the board's inner svg, origin at its top left)."""
        return f"translate({self.tx:.2f}px, {self.ty:.2f}px) scale({self.scale:.4f})"

    def marks(self, width: float, height: float) -> dict[str, str]:
        """The board's attributes once it shows this camera on a board of width × height px (counted as a move).

        Why: a test waits on these, not on a clock (docs/testing-hooks.md): ``data-camera-moves`` grows at each
        pan, zoom or fit, and ``data-camera-size`` is the board size the camera was last laid out for, so a resize
        has been taken in once it matches the board's box."""
        self.moves += 1
        return {"data-camera-moves": str(self.moves), "data-camera-size": f"{width:.1f}x{height:.1f}"}


def badge_factor(scale: float, radius: float, min_px: float = 44.0) -> float:
    """How much a round board badge of ``radius`` (board units) must grow to be ``min_px`` across on screen at
    ``scale`` (1: it is big enough): a finger needs about 44 px whatever the zoom."""
    return max(1.0, min_px / (2 * radius * scale)) if scale > 0 else 1.0


Box = tuple[float, float, float, float]  # x, y, width, height on screen (relative to the board's SVG)


def rooms_beside(box: Box, width: float, height: float, gap: float = CLEAR_GAP) -> list[Box]:
    """The four rooms of a ``width`` x ``height`` view left of, right of, above and below ``box`` (kept ``gap``
    away from it); those with no room at all are left out."""
    x, y, w, h = box
    rooms = [(0.0, 0.0, x - gap, height), (x + w + gap, 0.0, width - (x + w + gap), height),
             (0.0, 0.0, width, y - gap), (0.0, y + h + gap, width, height - (y + h + gap))]
    return [room for room in rooms if room[2] > 0 and room[3] > 0]


def pan_inside(box: Box, width: float, height: float, margin: float) -> tuple[float, float]:
    """How far to pan so that ``box`` (a tile just put down) lies at least ``margin`` inside the view on every
    side; centred on an axis where it cannot."""

    def axis(start: float, size: float, room: float) -> float:
        if size > room - 2 * margin:
            return (room - size) / 2 - start
        if start < margin:
            return margin - start
        if start + size > room - margin:
            return room - margin - (start + size)
        return 0.0

    x, y, w, h = box
    return axis(x, w, width), axis(y, h, height)


def pan_clear(box: Box, obstacle: Box, width: float, height: float, gap: float = 8.0) -> tuple[float, float]:
    """How far to pan so that ``box`` no longer lies under ``obstacle`` (the zoom buttons over the board): the
    shortest of the four ways out that keeps the box inside the view; (0, 0) when they do not overlap (or no way
    fits)."""
    x, y, w, h = box
    ox, oy, ow, oh = obstacle
    if ow <= 0 or oh <= 0 or x >= ox + ow + gap or x + w <= ox - gap or y >= oy + oh + gap or y + h <= oy - gap:
        return 0.0, 0.0
    ways = [(ox + ow + gap - x, 0.0), (ox - gap - (x + w), 0.0), (0.0, oy + oh + gap - y), (0.0, oy - gap - (y + h))]
    inside = [(dx, dy) for dx, dy in ways
              if x + dx >= 0 and x + dx + w <= width and y + dy >= 0 and y + dy + h <= height]
    return min(inside, key=lambda way: abs(way[0]) + abs(way[1])) if inside else (0.0, 0.0)


EDGE_PX = 44  # a dragged tile this close to the board's edge scrolls the board
EDGE_SPEED = 16  # pixels per frame at the very edge


def edge_push(x: float, y: float, rect: tuple[float, float, float, float], edge: float = EDGE_PX,
              speed: float = EDGE_SPEED) -> tuple[float, float]:
    """How far to pan the board this frame while a tile is dragged at client point (x, y) over the board ``rect``
    (left, top, width, height): toward the edge it is near, faster closer to it, so every legal cell can be
    reached when zoomed in.  (0, 0) in the middle and outside the board."""
    left, top, width, height = rect
    if not (left <= x <= left + width and top <= y <= top + height):
        return 0.0, 0.0

    def push(low_gap: float, high_gap: float) -> float:
        if low_gap < edge:
            return speed * (1 - low_gap / edge)
        if high_gap < edge:
            return -speed * (1 - high_gap / edge)
        return 0.0

    return push(x - left, left + width - x), push(y - top, top + height - y)
