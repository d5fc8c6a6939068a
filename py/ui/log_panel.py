"""The turn report (what the last turn scored and why, one sentence per item) and the game log.

Both are lists of `session.log_entry` pairs (heading, sentences) put into the page as text nodes, never HTML.
"""

from __future__ import annotations

from . import text
from .i18n import t
from .dom import found, make, q
from .session import LOG_KEEP


class LogPanel:
    def __init__(self, report_root, log_root=None) -> None:
        self.report = report_root  # [data-testid=turn-report]: a heading and a list
        self.heading = q(report_root, "h2")
        self.lines = q(report_root, "ul")
        self.log = log_root  # the game log (<details> with an <ol>), absent in a page without one
        self.log_lines = q(log_root, "ol") if found(log_root) else None
        self.shown: list[tuple] = []  # what the log's entries show, newest first (`entry_key`)

    def update(self, session) -> None:
        self.update_log(session)
        self.update_report(session, session.last_report())

    def update_log(self, session) -> None:
        """The log, newest first.  After a turn only its entry is added (and the oldest dropped): rebuilding 60
        entries' sentences every turn was a long task; the final walk rewrites only its entry; anything else (a
        take-back, a new game, another language) builds it again (`log_change`)."""
        if self.log_lines is None:
            return
        reports = list(reversed(session.log_reports[-LOG_KEEP:]))
        keys = [entry_key(r, session) for r in reports]
        change = log_change(keys, self.shown)
        if change in ("prepend", "replace"):
            same_rest = change == "replace"
            heading, lines = session.entry(reports[0])
            for li in self.log_lines.querySelectorAll(':scope > li[tabindex="0"]'):
                li.tabIndex = -1
            item = turn_item(heading, lines, cell=placed_cell(reports[0]), step=shown_step(reports[0], session))
            if same_rest:
                self.log_lines.replaceChild(item, self.log_lines.firstElementChild)
            else:
                self.log_lines.insertBefore(item, self.log_lines.firstChild)
            while self.log_lines.children.length > len(keys):
                self.log_lines.lastElementChild.remove()
        elif change == "back":
            self.log_lines.firstElementChild.remove()
            if len(keys) > self.log_lines.children.length:
                heading, lines = session.entry(reports[-1])
                self.log_lines.appendChild(turn_item(heading, lines, cell=placed_cell(reports[-1]),
                                                     step=shown_step(reports[-1], session)))
        elif change == "rebuild":
            self.log_lines.textContent = ""
            for report in reports:
                heading, lines = session.entry(report)
                self.log_lines.appendChild(turn_item(heading, lines, cell=placed_cell(report),
                                                     step=shown_step(report, session)))
        self.shown = keys
        one_tab_stop(self.log_lines)
        undo = q(self.log, '[data-testid="undo-last"]')
        if found(undo):
            undo.hidden = not session.can_take_back()

    def update_report(self, session, report) -> None:
        self.lines.textContent = ""
        if report is None:
            at_start = session.viewing and session.view_step == 0  # a replay or lesson before its first turn
            self.report.hidden = not at_start
            if at_start:
                self.heading.textContent = t("Before the first turn")
                point_at(self.report, None)
                self.lines.appendChild(make("li", "", t("The start tile: nothing has been scored yet.")))
            return
        self.report.hidden = False
        reports = session.reports_to_show(report)
        if len(reports) == 1:
            heading, lines = session.entry(report)
            self.heading.textContent = heading
            point_at(self.report, placed_cell(report))
            for line in lines or [t("No points this turn.")]:
                self.lines.appendChild(make("li", "", line))
            return
        self.heading.textContent = text.computer_turns_heading(len(reports))
        point_at(self.report, None)
        for r in reports:
            heading, lines = session.entry(r)
            self.lines.appendChild(turn_item(heading, lines, "turn", placed_cell(r)))
        one_tab_stop(self.lines)


def log_change(keys: list, shown: list) -> str:
    """How the log goes from the entries ``shown`` to ``keys`` (newest first): "same"; "prepend" (a turn was
    played: one new entry on top, maybe the oldest dropped); "replace" (only the newest entry changed: the final
    walk); "back" (the newest entry went, maybe an older one added at the end: a replay's step back); or
    "rebuild"."""
    if keys == shown:
        return "same"
    if not keys or not shown:
        return "rebuild"
    if len(keys) >= len(shown) and keys[1:] == shown[:len(keys) - 1]:
        return "prepend"
    if len(keys) == len(shown) and keys[1:] == shown[1:]:
        return "replace"
    if keys == shown[1:] or (len(keys) == len(shown) and keys[:-1] == shown[1:]):
        return "back"  # a replay's step back: the newest entry goes (and an older one comes at the end)
    return "rebuild"


def entry_key(report, session) -> tuple:
    """What a log entry shows: the report (by identity), the names, the language and how far the final walk
    has gone; an entry whose key is unchanged need not be written again."""
    from .i18n import language

    return (id(report), report, tuple(session.names), language(), session.final_shown if report.final else None)


def placed_cell(report) -> tuple[int, int] | None:
    """Where the report's turn put its tile (None for the final scoring)."""
    turn = report.turn if report is not None and report.number else None
    placement = getattr(turn, "placement", None)
    return placement.cell if placement is not None else None


def shown_step(report, session) -> int | None:
    """The step a log line jumps to in a replay or a viewed scenario: the game after that turn (a report's
    number is the count of turns played with it); None in a game being played, and for the final scoring."""
    return (report.number or None) if session.viewing else None


def step_of(node) -> int | None:
    """The step the log line at ``node`` (or its nearest line) jumps to, or None."""
    line = node.closest("li[data-step]") if hasattr(node, "closest") else None
    return int(line.dataset.step) if found(line) else None


def point_at(node, cell) -> None:
    """Let a log line point at its tile: the board rings the cell while the line is hovered or focused
    (`board_marks`); the words never say where."""
    if cell is None:
        node.removeAttribute("data-x")
        node.removeAttribute("data-y")
        return
    node.dataset.x, node.dataset.y = str(cell[0]), str(cell[1])


def turn_item(heading: str, lines: list[str], cls: str = "", cell=None, step: int | None = None):
    """A log entry: the turn's heading with its scoring sentences as a nested list (text only, never HTML); it
    points at its tile on the board (focusable: the list's one tab stop, then the arrow keys, see
    `board_marks.rove`, so a long log does not put a tab stop on every turn).  With a ``step`` (a replay) a
    click or Enter on it shows the game after that turn (`GameView.log_jump`)."""
    li = make("li", cls, heading)
    if cell is not None:
        point_at(li, cell)
        li.tabIndex = -1
    if step is not None:
        li.dataset.step = str(step)
    if lines:
        ul = make("ul")
        for line in lines:
            ul.appendChild(make("li", "", line))
        li.appendChild(ul)
    return li


def one_tab_stop(list_node) -> None:
    """The list's first line that points at a tile is its tab stop; the others are reached with the arrows."""
    first = q(list_node, ":scope > li[data-x]")
    if found(first):
        first.tabIndex = 0
