"""The board's keys: one keydown listener on the game root (see `board_view`), the keyboard's way to every
gesture of `drag.BoardGestures` (turn, put down, choose a spot or a city, confirm, take back, zoom, pan).

A key pressed while the focus is on the page's body belongs to the board while a turn is being made, so a person
who clicked beside the board need not find it again with Tab.
"""

from __future__ import annotations

from .controller import DEPLOY, DIRECTIONS, PLACE

ZOOM_STEP = 1.25


class BoardKeys:
    """Keyboard handling of the board; mixed into `board_view.BoardView` beside `drag.BoardGestures`, whose
    ``gesture``, ``frame_drag`` and ``end_drag`` it uses while a tile is dragged, and the view's ``zoom``, ``fit``
    and ``pan_by``."""

    def on_key(self, ev) -> None:
        g = self.gesture
        target = ev.target
        tag = target.tagName.lower() if target.tagName else ""
        if tag in ("input", "select", "textarea"):
            return
        key = ev.key
        if ev.ctrlKey or ev.metaKey or ev.altKey:
            return
        play = self.play
        turn = play.turn
        # a key from the page (the focus on its body) is the board's while a turn is being made
        on_board = target.id == "board" or (not self.root.contains(target) and turn is not None
                                            and turn.phase in (PLACE, DEPLOY))
        testid = target.getAttribute("data-testid") if tag == "g" else None
        on_spot = testid == "meeple-spot"
        handled = True
        if key in ("r", "R"):
            cell = g.drag_cell if g.mode == "drag" else (turn.cursor if turn and turn.phase == PLACE else None)
            play.rotate(-1 if ev.shiftKey else 1, cell)
            if g.mode == "drag":
                g.drag_cell = None
                self.frame_drag()
        elif key == "Escape":
            if g.mode == "drag":
                g.mode = None
                self.end_drag(back=True)
            elif turn is not None and turn.phase == DEPLOY:
                play.undo_turn()
            else:
                handled = False
        elif key in ("b", "B") and turn is not None and turn.phase == DEPLOY and turn.has_big:
            play.toggle_big()
        elif on_spot and key in ("Enter", " "):
            play.choose_spot(target.dataset.location, target.dataset.kind)
        elif testid == "gingerbread-city" and key in ("Enter", " "):
            play.choose_city(target.dataset.city)
        elif key in ("+", "="):
            self.zoom(ZOOM_STEP)
        elif key in ("-", "_"):
            self.zoom(1 / ZOOM_STEP)
        elif key == "0" or key == "f":
            self.fit(force=True, whole=True)
        elif on_board and key in DIRECTIONS:
            dx, dy = DIRECTIONS[key]
            if turn is not None and turn.phase == PLACE:
                play.move_cursor(dx, dy)
            else:
                self.pan_by(-dx * 80, -dy * 80)
        elif on_board and key in ("Enter", " "):
            if turn is not None and turn.phase == PLACE:
                play.place_at_cursor()
            elif turn is not None and turn.phase == DEPLOY:
                play.confirm()
            else:
                handled = False
        elif on_board and key in ("n", "N", "p", "P") and turn is not None and turn.phase == PLACE:
            play.cycle_cursor(1 if key in ("n", "N") else -1)
        else:
            handled = False
        if handled:
            ev.preventDefault()
