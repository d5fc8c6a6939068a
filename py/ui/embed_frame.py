"""The embed in its frame, the page's side of `embed_fit`: the height message and the shade under texts that go on
below.  (The board refits itself when its box changes and keeps a tile just put down clear of the zoom buttons:
`board_view.BoardView.on_resize`, `clear_cell`.)

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
        self.measuring = False  # a `report_soon` timer is set
        watch = js.ResizeObserver.new(host.callbacks.proxy(lambda *_: self.report_height()))
        watch.observe(self.root)
        for selector in WATCHED:
            watch.observe(q(self.root, selector))
        self.observers = (watch,)  # the board watches its own size (`BoardView.on_resize`)
        host.callbacks.on(self.text, "scroll", self.mark_more_text, passive=True)

    # --- the height message ---------------------------------------------------------------------------------

    def report_height(self) -> None:
        self.mark_more_text()
        height = natural_height(self.measure()) if self.host.session is not None else self.plain_height()
        if height != self.sent_height:
            self.sent_height = height
            self.host.post({"type": "carcassonne:height", "height": height})

    def report_soon(self) -> None:
        """The height measured in a timer task as well, after every redraw: the ResizeObserver is silent while the
        frame is out of view (below the fold, or a ``loading=lazy`` frame loaded near it: the browser does not
        render it), and a host that sizes its frames would jump when it is scrolled in.  Measuring forces the
        layout, rendered or not (issue 23, defect 3)."""
        if not self.measuring:
            self.measuring = True
            self.host.callbacks.later(self._report_now)

    def _report_now(self) -> None:
        self.measuring = False
        self.report_height()

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
                        text=_text_height(root, text, border),
                        parts=parts, width=js.window.innerWidth, least=_px(style(root).minHeight))

    def plain_height(self) -> int:
        """Waiting or refused, with nothing shown yet: the height of what there is (a line, the message)."""
        top = self.root.getBoundingClientRect().top
        bottom = max([node.getBoundingClientRect().bottom for node in q_all(self.root, ":scope > :not([hidden])")]
                     + [top])
        padding = _px(js.window.getComputedStyle(self.root).paddingBottom)
        return int(js.Math.ceil(bottom - top + padding))

    # --- the texts ----------------------------------------------------------------------------------------

    def mark_more_text(self, _ev=None) -> None:
        """The texts' box is shaded along its lower edge while more text is scrolled away below it."""
        box = self.text
        box.classList.toggle("more-below", box.scrollTop + box.clientHeight < box.scrollHeight - 2)

    def show_feedback(self) -> None:
        """The task's verdict or answer was just written: back to the top of the texts, where the task is."""
        self.text.scrollTop = 0


def _text_height(root, text, border: float) -> float:
    """The texts' box unscrolled, at least its least height; 0 when it is not shown (`layout=board` without a
    task: its computed least height would still count)."""
    if not text.getClientRects().length:
        return 0.0
    return max(_height(q(root, ".embed-text-body")) + border, _px(js.window.getComputedStyle(text).minHeight))


def _height(node) -> float:
    return float(node.getBoundingClientRect().height) if found(node) else 0.0


def _px(value) -> float:
    """A computed CSS length in pixels ("12.5px" -> 12.5); 0 for anything else ("normal", "auto")."""
    text = str(value).strip()
    try:
        return float(text[:-2]) if text.endswith("px") else 0.0
    except ValueError:
        return 0.0
