"""The board's gestures: one set of pointer, wheel and keyboard listeners on the game root (see `board_view`).

In the manner of chessground: the board knows no rules.  It is handed the legal cells (`TurnState.options`) and
asks its ``play`` object to act (drop, rotate, choose a spot).  Pointer handling stays cheap:

* one listener per event type on the game's root element; targets are found with ``closest()`` only on
  pointerdown/up, and cells by arithmetic on cached geometry (`Camera.cell_at` with the SVG's rect read once per
  gesture);
* pointermove only records the position and asks for an animation frame; the frame moves the one dragged
  element (a CSS transform) and does anything heavier only when the cell under the pointer changes;
* layers are re-rendered as strings (``innerHTML`` of a `<g>`) when the game changes, never during a drag.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from . import render
from .camera import edge_push
from .controller import DEPLOY, PLACE
from .dom import found, js, js_object
from .stopwatch import Stopwatch

CLICK_SLOP = 6  # pixels a press may move and still count as a click/tap

Point = tuple[float, float]


@dataclass
class Gesture:
    """What the board's pointers are doing now: the state `BoardGestures` reads and changes between events.

    ``mode`` is None (nothing pressed: the mouse hovers), ``"press-tray"``/``"press-board"`` (pressed, not yet moved
    past `CLICK_SLOP`), ``"drag"`` (the drawn tile follows the pointer), ``"pan"`` or ``"pinch"`` (two fingers)."""

    mode: str | None = None
    pointer_id: int | None = None  # the pointer the gesture follows (of a pinch: the first finger)
    pointers: dict[int, Point] = field(default_factory=dict)  # the fingers down on the board, where each is
    start: Point = (0.0, 0.0)  # where the press began (client pixels)
    down_target: object = None  # the element pressed (a captured pointer's later events name the root)
    pos: Point = (0.0, 0.0)  # where the pointer is now
    cam_start: tuple[float, float, float] = (0.0, 0.0, 1.0)  # the camera (tx, ty, scale) when the press began
    pinch_start: tuple | None = None  # (distance, middle x, middle y, tx, ty, scale) when the second finger came
    raf_pending: bool = False  # an animation frame is asked for
    drag_cell: tuple[int, int] | None = None  # the cell under the dragged tile (None: recompute on the next frame)
    drag_snapped: bool = False  # the dragged tile fits that cell (it snaps to it)
    edge_armed: bool = False  # a dragged tile has been well inside the board: its edges now scroll
    hover_cell: tuple[int, int] | None = None  # the placed tile whose features are outlined
    hover_key: tuple | None = None  # the feature or spot shown (`BoardGestures.show_feature`)
    hover_target: object = None  # the element under the mouse at the last move

    def moved(self) -> bool:
        """Whether the pointer has gone further than a click from where it was pressed."""
        return math.hypot(self.pos[0] - self.start[0], self.pos[1] - self.start[1]) >= CLICK_SLOP

    def press(self, pointer_id: int, at: Point, camera) -> None:
        """A gesture begins (or, of a pinch, goes on with one finger): its pointer, place and camera."""
        self.pointer_id, self.start, self.pos = pointer_id, at, at
        self.cam_start = (camera.tx, camera.ty, camera.scale)

    def begin_pinch(self, camera) -> None:
        """A second finger came down: from now on the distance and middle of the two zoom and pan the camera."""
        (x1, y1), (x2, y2) = list(self.pointers.values())[:2]
        self.pinch_start = (math.hypot(x2 - x1, y2 - y1) or 1.0, (x1 + x2) / 2, (y1 + y2) / 2,
                            camera.tx, camera.ty, camera.scale)
        self.mode = "pinch"

    def forget_hover(self) -> None:
        self.hover_cell = self.hover_key = None


class BoardGestures:
    """Pointer, wheel and keyboard handling of the board; mixed into `board_view.BoardView`, which owns the
    elements, the camera and the layers this code uses (``root``, ``rect``, ``camera``, ``ghost``, ``set_layer``,
    ``measure``, ``zoom``, ``fit`` …), ``play``, the object that acts on the turn (`game_view.GameView`), and
    ``gesture``, the pointers' state (`Gesture`)."""

    gesture: Gesture

    # --- pointer -------------------------------------------------------------------------------------

    def local(self, x: float, y: float) -> tuple[float, float]:
        return x - self.rect[0], y - self.rect[1]

    def cell_at_client(self, x: float, y: float) -> tuple[int, int] | None:
        lx, ly = self.local(x, y)
        if not (0 <= lx <= self.rect[2] and 0 <= ly <= self.rect[3]):
            return None
        return self.camera.cell_at(lx, ly)

    def request_frame(self) -> None:
        if not self.gesture.raf_pending:
            self.gesture.raf_pending = True
            js.requestAnimationFrame(self._frame)

    def on_down(self, ev) -> None:
        g = self.gesture
        if ev.pointerType == "mouse" and ev.button != 0:
            return
        target = ev.target
        turn = self.play.turn
        x, y = ev.clientX, ev.clientY
        if found(target.closest("[data-testid=current-tile]")):
            if turn is None or turn.phase != PLACE:
                return
            self.measure()
            g.mode = "press-tray"
        elif found(target.closest("#board")):
            self.measure()
            g.pointers[ev.pointerId] = (x, y)
            if len(g.pointers) == 2 and g.mode in ("press-board", "pan"):
                g.begin_pinch(self.camera)
                self.root.setPointerCapture(ev.pointerId)
                return
            if g.mode is not None:
                return
            g.mode = "press-board"
        else:
            return
        ev.preventDefault()
        g.down_target = target
        g.press(ev.pointerId, (x, y), self.camera)
        try:
            self.root.setPointerCapture(ev.pointerId)
        except Exception:  # noqa: BLE001 - a synthetic or already released pointer
            pass

    def on_move(self, ev) -> None:
        g = self.gesture
        mode = g.mode
        if mode is None:
            if ev.pointerType == "mouse":
                g.pos = (ev.clientX, ev.clientY)
                g.hover_target = ev.target
                self.request_frame()
            return
        if mode == "pinch":
            if ev.pointerId in g.pointers:
                g.pointers[ev.pointerId] = (ev.clientX, ev.clientY)
                self.request_frame()
            return
        if ev.pointerId != g.pointer_id:
            return
        g.pos = (ev.clientX, ev.clientY)
        if ev.pointerId in g.pointers:
            g.pointers[ev.pointerId] = g.pos
        if mode in ("press-tray", "press-board"):
            if not g.moved():
                return
            if mode == "press-tray":
                self.begin_drag()
            else:
                g.mode = "pan"
        self.request_frame()

    def on_up(self, ev) -> None:
        g = self.gesture
        mode = g.mode
        g.pointers.pop(ev.pointerId, None)
        if mode == "pinch":
            if not g.pointers:
                g.mode = None
            elif len(g.pointers) == 1:  # one finger left: carry on panning with it
                pid, at = next(iter(g.pointers.items()))
                g.press(pid, at, self.camera)
                g.mode = "pan"
            return
        if mode is None or ev.pointerId != g.pointer_id:
            return
        g.mode = None
        g.pos = (ev.clientX, ev.clientY)
        if mode == "press-tray":
            self.play.rotate()
        elif mode == "drag":
            self.drop()
        elif mode == "press-board":
            self.tap(g.down_target)  # the pointer is captured: ev.target is the root now
        elif mode == "pan":
            self.frame_pan()

    def on_cancel(self, ev) -> None:
        g = self.gesture
        g.pointers.pop(ev.pointerId, None)
        if g.mode == "drag":
            self.end_drag(back=True)
        if not g.pointers:
            g.mode = None

    def on_leave(self, ev) -> None:
        g = self.gesture
        if g.mode is None and g.hover_key is not None:
            g.forget_hover()
            self.set_layer("hit", "")
            self.play.hover(None)

    def on_wheel(self, ev) -> None:
        g = self.gesture
        target = ev.target
        in_tray = found(target.closest("[data-testid=current-tile]"))
        if g.mode == "drag" or in_tray:
            ev.preventDefault()
            step = 1 if ev.deltaY > 0 or ev.deltaX > 0 else -1
            cell = g.drag_cell if g.mode == "drag" else None
            self.play.rotate(step, cell)
            if g.mode == "drag":
                g.drag_cell = None  # redraw the ghost in the new rotation
                self.frame_drag()
            return
        if not found(target.closest("#board")):
            return
        ev.preventDefault()
        self.measure()
        lx, ly = self.local(ev.clientX, ev.clientY)
        delta = ev.deltaY * (16 if ev.deltaMode == 1 else 1)
        self.zoom(math.exp(-delta * 0.0015), lx, ly)

    def on_focus(self, ev) -> None:
        """A follower spot reached with Tab shows its feature, as hovering it does."""
        target = ev.target
        if target.getAttribute("data-testid") == "meeple-spot":
            self.show_feature(target)

    def on_click(self, ev) -> None:
        button = ev.target.closest("[data-action]")
        if found(button) and not button.disabled:
            self.play.action(button.dataset.action, button)

    # --- frames ----------------------------------------------------------------------------------------

    def frame(self, _ts=None) -> None:
        self.gesture.raf_pending = False
        mode = self.gesture.mode
        if mode == "drag":
            self.frame_drag()
        elif mode == "pan":
            self.frame_pan()
        elif mode == "pinch":
            self.frame_pinch()
        elif mode is None:
            self.frame_hover()

    def frame_pan(self) -> None:
        g = self.gesture
        tx, ty, _ = g.cam_start
        self.camera.tx = tx + g.pos[0] - g.start[0]
        self.camera.ty = ty + g.pos[1] - g.start[1]
        self.user_moved()
        self.apply_camera()

    def frame_pinch(self) -> None:
        g = self.gesture
        if len(g.pointers) < 2 or g.pinch_start is None:
            return
        (x1, y1), (x2, y2) = list(g.pointers.values())[:2]
        d0, mx0, my0, tx, ty, s = g.pinch_start
        cam = self.camera
        cam.tx, cam.ty, cam.scale = tx, ty, s
        lx, ly = self.local(mx0, my0)
        cam.zoom_at(math.hypot(x2 - x1, y2 - y1) / d0, lx, ly)
        cam.pan((x1 + x2) / 2 - mx0, (y1 + y2) / 2 - my0)
        self.user_moved()
        self.apply_camera()

    # --- dragging the drawn tile ----------------------------------------------------------------------

    def begin_drag(self) -> None:
        g = self.gesture
        turn = self.play.turn
        g.mode = "drag"
        g.drag_cell = None
        g.drag_snapped = False
        size = self.camera.cell_size
        style = self.ghost.style
        style.width = f"{size:.1f}px"
        style.height = f"{size:.1f}px"
        self.ghost_use.setAttribute("href", f"#tile-{turn.tile}")
        self.ghost.classList.remove("returning")
        self.ghost.hidden = False
        self.root.classList.add("dragging")
        self.play.drag_started()
        g.edge_armed = False
        self.measure()
        self.frame_drag()

    def frame_drag(self) -> None:
        g = self.gesture
        turn = self.play.turn
        x, y = g.pos
        self.scroll_at_edge(x, y)
        cell = self.cell_at_client(x, y)
        size = self.camera.cell_size
        rot_fit = turn.fitting(cell) if cell is not None else None
        if cell != g.drag_cell:
            g.drag_cell = cell
            snapped = rot_fit is not None
            if snapped != g.drag_snapped:
                g.drag_snapped = snapped
                self.ghost.classList.toggle("fits", snapped)
        rot = rot_fit if rot_fit is not None else turn.rot_pref
        if g.drag_snapped:
            ox, oy = self.camera.cell_origin(*cell)
            left, top = self.rect[0] + ox, self.rect[1] + oy
        else:
            left, top = x - size / 2, y - size / 2
        self.ghost.style.transform = f"translate({left:.1f}px,{top:.1f}px) rotate({rot}deg)"
        self.upright_ghost(rot)

    def upright_ghost(self, rot: int) -> None:
        """The dragged tile's buildings and houses stand upright as on the board (static/tileart.css reads the
        `<use>`'s data-rot); written only when the turn changes, not every frame."""
        if self.ghost_use.getAttribute("data-rot") != str(rot):
            self.ghost_use.setAttribute("data-rot", str(rot))

    def scroll_at_edge(self, x: float, y: float) -> None:
        """Near the board's edge a dragged tile pans the board (every frame while it stays there).  Only once the
        tile has been well inside the board: coming in from the tray crosses an edge and must not scroll."""
        g = self.gesture
        dx, dy = edge_push(x, y, self.rect)
        if not g.edge_armed:
            left, top, width, height = self.rect
            g.edge_armed = (dx, dy) == (0.0, 0.0) and left < x < left + width and top < y < top + height
            return
        dx, dy = self.needed_push(dx, dy)
        if dx or dy:
            self.pan_by(dx, dy)
            g.drag_cell = None  # the cell under the pointer moves with the board
            self.request_frame()

    def needed_push(self, dx: float, dy: float) -> tuple[float, float]:
        """Only toward a side where a legal cell is still out of view: a board that shows them all stays put."""
        if not (dx or dy):
            return dx, dy
        size = self.camera.cell_size
        _, _, width, height = self.rect
        origins = [self.camera.cell_origin(*cell) for cell in self.play.turn.options]
        hidden_left = any(ox < 0 for ox, _ in origins)
        hidden_right = any(ox + size > width for ox, _ in origins)
        hidden_top = any(oy < 0 for _, oy in origins)
        hidden_bottom = any(oy + size > height for _, oy in origins)
        dx = dx if (dx > 0 and hidden_left) or (dx < 0 and hidden_right) else 0.0
        dy = dy if (dy > 0 and hidden_top) or (dy < 0 and hidden_bottom) else 0.0
        return dx, dy

    def drop(self) -> None:
        cell = self.cell_at_client(*self.gesture.pos)
        turn = self.play.turn
        if cell is not None and turn.fitting(cell) is not None:
            watch = Stopwatch("drop")
            # the focus first, while the page's style is clean: after the drop's changes it would force their
            # style to be worked out here, a second time before the frame does (60-160 ms on a 118-tile board)
            self.focus_board()
            watch.lap("focus")
            self.end_drag(back=False)
            watch.lap("ghost")
            watch.done()
            self.play.drop(cell, turn.fitting(cell))
            return
        self.end_drag(back=True)
        if cell is not None:
            self.play.refuse(cell)

    def end_drag(self, back: bool) -> None:
        self.root.classList.remove("dragging")
        self.gesture.drag_cell = None
        self.gesture.drag_snapped = False
        self.ghost.classList.remove("fits")
        if not back:
            self.ghost.hidden = True
            return
        tray = self.root.querySelector("[data-testid=current-tile]")
        r = tray.getBoundingClientRect()
        size = self.camera.cell_size
        self.ghost.classList.add("returning")
        left = r.left + r.width / 2 - size / 2
        top = r.top + r.height / 2 - size / 2
        self.ghost.style.transform = f"translate({left:.1f}px,{top:.1f}px) rotate({self.play.turn.rot_pref}deg)"
        self.upright_ghost(self.play.turn.rot_pref)
        self.callbacks.later(self._hide_ghost, 220)
        self.play.drag_ended()

    def focus_board(self) -> None:
        """After a pointer drop the keys go on from the board (Enter confirms, the arrows pan): the press kept the
        focus where it was (a button of the turn before, or the page), so it is moved here, without scrolling."""
        if found(js.document.activeElement) and js.document.activeElement.id == "board":
            return
        self.svg.focus(js_object(preventScroll=True))

    def _hide_ghost(self) -> None:
        if self.gesture.mode != "drag":
            self.ghost.hidden = True
            self.ghost.classList.remove("returning")

    # --- taps and hover ---------------------------------------------------------------------------------

    def tap(self, target) -> None:
        g = self.gesture
        spot = target.closest("[data-testid=meeple-spot]")
        if found(spot):
            self.play.choose_spot(spot.dataset.location, spot.dataset.kind)
            return
        city = target.closest("[data-city]")
        if found(city):
            self.play.choose_city(city.dataset.city)
            return
        turn = self.play.turn
        cell = self.cell_at_client(*g.pos)
        if turn is not None and turn.phase == PLACE and cell is not None and cell in turn.options:
            self.focus_board()  # first, while the style is clean (see `drop`)
            self.play.drop(cell, turn.fitting(cell))
            return
        if (turn is not None and turn.phase == DEPLOY and turn.choice is None and turn.placement is not None
                and cell == turn.placement.cell):
            self.play.rotate()  # as on BGA: the tile just put down turns until a follower spot is chosen
            return
        hit = target.closest("[data-location]")
        if found(hit) and cell is not None:
            self.show_feature(hit)
            return
        if cell is not None and cell in self.play.game.board.tiles:
            # a touch has no hover: show the tile's features, then the feature under the finger
            self.hover_tile(cell)
            el = js.document.elementFromPoint(*g.pos)
            hit = el.closest("[data-location]") if found(el) else None
            if found(hit):
                self.show_feature(hit)
                return
        g.hover_key = None
        self.play.hover(None)

    def hover_tile(self, cell) -> None:
        if cell == self.gesture.hover_cell:
            return
        self.gesture.hover_cell = cell
        placed = self.play.game.board.tiles.get(cell) if cell is not None else None
        if placed is None:
            self.set_layer("hit", "")
        else:
            o = placed[0]
            self.set_layer("hit", render.hit_layer(o.id, o.rot, cell[0], cell[1]))

    def frame_hover(self) -> None:
        g = self.gesture
        if self.play.game is None:
            return
        target = g.hover_target
        if not found(target) or not found(target.closest("#board")):
            return
        self.measure_if_needed()
        cell = self.cell_at_client(*g.pos)
        self.hover_tile(cell)
        hit = target.closest("[data-location]")
        if not found(hit):
            if g.hover_key is not None:
                g.hover_key = None
                self.play.hover(None)
            return
        self.show_feature(hit)

    def measure_if_needed(self) -> None:
        if self.rect[2] <= 0:
            self.measure()

    def show_feature(self, el) -> None:
        data = el.dataset
        if el.getAttribute("data-testid") == "meeple-spot":
            key = ("spot", data.location, data.kind)
        else:
            key = ("board", int(data.x), int(data.y), data.location)
        if key != self.gesture.hover_key:
            self.gesture.hover_key = key
            self.play.hover(key)
