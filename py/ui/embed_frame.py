"""The embed in its frame, the page's side of `embed_fit`: the height message, the board's camera when the board's
box changes, the zoom buttons kept off a tile just put down, and the shade under texts that go on below.

static/embed.css lays the page out to fit the frame; this module only measures and reacts (it sets no size).
"""

from __future__ import annotations

from .dom import found, js, q, q_all
from .embed_fit import STACKED, WIDE, Measured, natural_height

WATCHED = (".embed-head", ".embed-text-body", ".embed-steps", ".turn-box", ".embed-scores", ".embed-board-natural",
           '[data-testid="embed-error"]', '[data-testid="embed-waiting"]')


class FrameFit:
    def __init__(self, host) -> None:
        self.host = host  # the `embed.Embed`: its view and session, and its messages to the parent
        self.root = host.root
        self.text = q(self.root, '[data-testid="embed-text"]')
        self.sent_height = None
        watch = js.ResizeObserver.new(host.callbacks.proxy(lambda *_: self.report_height()))
        watch.observe(self.root)
        for selector in WATCHED:
            watch.observe(q(self.root, selector))
        board = js.ResizeObserver.new(host.callbacks.proxy(lambda *_: self.board_resized()))
        board.observe(q(self.root, '[data-testid="board"]'))
        self.observers = (watch, board)
        host.callbacks.on(self.text, "scroll", self.mark_more_text, passive=True)
        host.view.board.covered = self.zoom_buttons_box

    # --- the height message ---------------------------------------------------------------------------------

    def report_height(self) -> None:
        self.mark_more_text()
        height = natural_height(self.measure()) if self.host.session is not None else self.plain_height()
        if height != self.sent_height:
            self.sent_height = height
            self.host.post({"type": "carcassonne:height", "height": height})

    def measure(self) -> Measured:
        """The sizes `embed_fit.natural_height` reckons with, none of which depends on the frame's height."""
        style = js.window.getComputedStyle
        root, text = self.root, self.text
        main = q(root, ".embed-main")
        wide = str(style(root).getPropertyValue("--embed-layout")).strip() == "wide"
        around = root.getBoundingClientRect().height - main.getBoundingClientRect().height
        parts = tuple(_height(q(root, s)) for s in (".embed-steps", ".turn-box", ".embed-scores"))
        border = text.offsetHeight - text.clientHeight
        return Measured(layout=WIDE if wide else STACKED, around=around, gap=_px(style(main).rowGap),
                        board=_height(q(root, ".embed-board-natural")),
                        text=max(_height(q(root, ".embed-text-body")) + border, _px(style(text).minHeight)),
                        parts=parts, width=js.window.innerWidth, least=_px(style(root).minHeight))

    def plain_height(self) -> int:
        """Waiting or refused, with nothing shown yet: the height of what there is (a line, the message)."""
        top = self.root.getBoundingClientRect().top
        bottom = max([node.getBoundingClientRect().bottom for node in q_all(self.root, ":scope > :not([hidden])")]
                     + [top])
        padding = _px(js.window.getComputedStyle(self.root).paddingBottom)
        return int(js.Math.ceil(bottom - top + padding))

    # --- the board ----------------------------------------------------------------------------------------

    def board_resized(self) -> None:
        """The board's box changed (the frame, or the parts around it): fit the board again, and keep a tile just
        put down shown big (the zoom on it is made again for the new size)."""
        view = self.host.view
        if view is None or view.session is None:
            return
        board, turn = view.board, view.turn
        board.measure()
        if board.saved_camera is not None and turn is not None and turn.placement is not None:
            board.unfocus()
            if board.auto_fit:
                board.fit()
            board.focus_cell(turn.placement.cell)
        elif board.auto_fit:
            board.fit()

    def zoom_buttons_box(self) -> tuple[float, float, float, float]:
        """Where the zoom buttons cover the board (left, top, right, bottom in the board's pixels), for
        `board_view.BoardView.covered`: a tile just put down is moved out from under them."""
        tools = q(self.root, ".embed-board .board-tools").getBoundingClientRect()
        left, top = self.host.view.board.rect[:2]
        return tools.left - left, tools.top - top, tools.right - left, tools.bottom - top

    # --- the texts ----------------------------------------------------------------------------------------

    def mark_more_text(self, _ev=None) -> None:
        """The texts' box is shaded along its lower edge while more text is scrolled away below it."""
        box = self.text
        box.classList.toggle("more-below", box.scrollTop + box.clientHeight < box.scrollHeight - 2)

    def show_feedback(self) -> None:
        """The task's verdict or answer was just written: back to the top of the texts, where the task is."""
        self.text.scrollTop = 0


def _height(node) -> float:
    return float(node.getBoundingClientRect().height) if found(node) else 0.0


def _px(value) -> float:
    """A computed CSS length in pixels ("12.5px" -> 12.5); 0 for anything else ("normal", "auto")."""
    text = str(value).strip()
    try:
        return float(text[:-2]) if text.endswith("px") else 0.0
    except ValueError:
        return 0.0
