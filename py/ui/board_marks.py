"""Places pointed at on the board instead of named by coordinates: the tiles the computers put down since the
person last played, numbered 1, 2, 3 in the order they came; and the tile a log line (or the turn report) is
about (or the abbot a "take back" button would recall), ringed while the pointer or the focus is on it.

Two of the board's layers (``marks`` and ``pointed`` of `board_view.LAYERS`, above the tiles, both ``aria-hidden``:
the words say what happened, the marks only show where).  `computer_run` and the markup are pure; `BoardMarks` touches the DOM.
"""

from __future__ import annotations

from .dom import found, q

TILE = 100


def computer_run(session) -> list[tuple[int, int]]:
    """The cells of the computer turns since a person last played, oldest first (none in a game without a person,
    or while a scenario is viewed)."""
    if session is None or session.viewing or not session.computers or not session.humans():
        return []
    cells = []
    for player, turn in reversed(session.game.turns):
        if player not in session.computers:
            break
        if turn.placement is not None:
            cells.append(turn.placement.cell)
    return cells[::-1]


def turn_marks(cells: list[tuple[int, int]]) -> str:
    """Numbered marks on those tiles (1 = the first since the person's turn)."""
    out = []
    for n, (x, y) in enumerate(cells, 1):
        out.append(f'<g class="turn-mark" data-testid="turn-mark" data-n="{n}" data-x="{x}" data-y="{y}">'
                   f'<rect x="{x * TILE + 3}" y="{y * TILE + 3}" width="{TILE - 6}" height="{TILE - 6}" rx="4"/>'
                   f'<circle cx="{x * TILE + 17}" cy="{y * TILE + 17}" r="13"/>'
                   f'<text x="{x * TILE + 17}" y="{y * TILE + 23}">{n}</text></g>')
    return "".join(out)


def pointed_cell(cell: tuple[int, int] | None) -> str:
    """The cell a log line points at, ringed ('' for none)."""
    if cell is None:
        return ""
    x, y = cell
    return (f'<rect class="pointed-cell" data-testid="pointed-cell" data-x="{x}" data-y="{y}" x="{x * TILE - 4}" '
            f'y="{y * TILE - 4}" width="{TILE + 8}" height="{TILE + 8}" rx="8"/>')


def cell_of(node) -> tuple[int, int] | None:
    """The cell a log line carries (``data-x``/``data-y`` of the nearest such element), or None."""
    if not found(node) or not hasattr(node, "closest"):
        return None
    line = node.closest("[data-x][data-y]")
    if not found(line):
        return None
    try:
        return int(line.dataset.x), int(line.dataset.y)
    except (TypeError, ValueError):
        return None


class BoardMarks:
    """The two groups, and the listeners that ring a log line's tile while it is pointed at or focused."""

    def __init__(self, view) -> None:
        self.view = view
        self.shown: dict[str, str] = {}
        for selector in ('[data-testid="turn-report"]', "details.log", ".turn-box"):
            node = q(view.root, selector)
            if found(node):
                self.watch(node)

    def watch(self, node) -> None:
        on = self.view.callbacks.on
        on(node, "pointerover", lambda ev: self.point(cell_of(ev.target)))
        on(node, "focusin", lambda ev: self.point(cell_of(ev.target)))
        on(node, "pointerleave", lambda _ev: self.point(None))
        on(node, "focusout", lambda _ev: self.point(None))
        on(node, "keydown", rove)

    def put(self, name: str, markup: str) -> None:
        if self.shown.get(name) == markup:
            return
        self.view.board.layer(name).innerHTML = markup  # one of `board_view.LAYERS`, above the tiles
        self.shown[name] = markup

    def update(self, session) -> None:
        """Number the computers' tiles since the person's last turn (after every redraw)."""
        self.put("marks", turn_marks(computer_run(session)))

    def point(self, cell) -> None:
        self.put("pointed", pointed_cell(cell))


ROVE_KEYS = ("ArrowUp", "ArrowDown", "Home", "End")


def rove(ev) -> None:
    """Up/Down/Home/End move the focus between a list's lines that point at tiles (one tab stop per list: the
    line last focused keeps it)."""
    here = ev.target
    if ev.key not in ROVE_KEYS or not found(getattr(here, "parentElement", None)):
        return
    lines = [li for li in here.parentElement.children if li.hasAttribute("data-x")]
    at = next((i for i, li in enumerate(lines) if li.isSameNode(here)), None)
    if at is None:
        return
    to = {"ArrowUp": at - 1, "ArrowDown": at + 1, "Home": 0, "End": len(lines) - 1}[ev.key]
    ev.preventDefault()
    if 0 <= to < len(lines) and to != at:
        here.tabIndex = -1
        lines[to].tabIndex = 0
        lines[to].focus()
