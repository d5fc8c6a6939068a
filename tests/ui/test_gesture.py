"""The board's gesture state is one value (`drag.Gesture`): a fresh one per view, what a press, a slop, a pinch and a
hover do to it, and a two-finger pinch that turns into a pan when a finger lifts, played through `BoardGestures`."""

from __future__ import annotations

import types

import pytest

from ui import drag
from ui.camera import Camera
from ui.drag import CLICK_SLOP, BoardGestures, Gesture


def test_a_fresh_gesture_is_idle_and_shares_nothing_with_another():
    a, b = Gesture(), Gesture()
    assert a.mode is None and a.pointers == {} and a.drag_cell is None and not a.raf_pending
    a.pointers[1] = (3.0, 4.0)
    assert b.pointers == {}, "each view's fingers are its own"


def test_press_and_slop():
    g, cam = Gesture(), Camera()
    cam.tx, cam.ty, cam.scale = 5.0, 6.0, 0.5
    g.press(7, (100.0, 50.0), cam)
    assert (g.pointer_id, g.start, g.pos, g.cam_start) == (7, (100.0, 50.0), (100.0, 50.0), (5.0, 6.0, 0.5))
    g.pos = (100.0 + CLICK_SLOP - 1, 50.0)
    assert not g.moved()
    g.pos = (100.0, 50.0 + CLICK_SLOP)
    assert g.moved()


def test_a_pinch_starts_from_the_two_fingers_and_the_camera():
    g, cam = Gesture(), Camera()
    g.pointers = {1: (0.0, 0.0), 2: (30.0, 40.0)}
    g.begin_pinch(cam)
    assert g.mode == "pinch" and g.pinch_start == (50.0, 15.0, 20.0, cam.tx, cam.ty, cam.scale)
    g.hover_cell, g.hover_key = (1, 2), ("board", 1, 2, "N")
    g.forget_hover()
    assert g.hover_cell is None and g.hover_key is None


class Board(BoardGestures):
    """The view's part the gestures use, without a page: a camera over an 800 x 600 board at the page's corner."""

    def __init__(self) -> None:
        self.gesture = Gesture()
        self.camera = Camera()
        self.rect = (0.0, 0.0, 800.0, 600.0)
        self.root = types.SimpleNamespace(setPointerCapture=lambda _pid: None)
        self.play = types.SimpleNamespace(turn=None)
        self.moved_by_hand = 0

    def measure(self) -> None:
        pass

    def apply_camera(self) -> None:
        pass

    def user_moved(self) -> None:
        self.moved_by_hand += 1


class Target:
    def closest(self, selector: str):
        return self if selector == "#board" else None


def touch(kind: str, board: Board, pid: int, x: float, y: float) -> None:
    ev = types.SimpleNamespace(pointerType="touch", button=0, target=Target(), clientX=x, clientY=y, pointerId=pid,
                               preventDefault=lambda: None)
    {"down": board.on_down, "move": board.on_move, "up": board.on_up}[kind](ev)


@pytest.fixture
def frames(monkeypatch) -> list:
    asked: list = []
    monkeypatch.setattr(drag, "js", types.SimpleNamespace(requestAnimationFrame=asked.append))
    return asked


def test_two_fingers_pinch_then_the_one_left_pans(frames):
    board = Board()
    board._frame = board.frame
    touch("down", board, 1, 300.0, 300.0)
    assert board.gesture.mode == "press-board" and board.gesture.pointer_id == 1
    touch("down", board, 2, 400.0, 300.0)
    assert board.gesture.mode == "pinch" and board.gesture.pinch_start[0] == 100.0
    touch("move", board, 2, 500.0, 300.0)  # the fingers twice as far apart
    assert frames == [board.frame] and board.gesture.raf_pending
    board.frame()
    assert board.camera.scale == pytest.approx(2 * Camera().scale) and not board.gesture.raf_pending
    touch("up", board, 2, 500.0, 300.0)
    g = board.gesture
    assert (g.mode, g.pointer_id, g.start, g.pointers) == ("pan", 1, (300.0, 300.0), {1: (300.0, 300.0)})
    tx = board.camera.tx
    touch("move", board, 1, 320.0, 300.0)
    board.frame()
    assert board.camera.tx == pytest.approx(tx + 20.0)
    touch("up", board, 1, 320.0, 300.0)
    assert board.gesture.mode is None and board.gesture.pointers == {}
