"""The turn report (what the last turn scored and why, one sentence per item) and the game log.

Both are lists of `session.log_entry` pairs (heading, sentences) put into the page as text nodes, never HTML.
"""

from __future__ import annotations

from . import text
from .i18n import t
from .dom import found, make, q
from .session import LOG_KEEP, log_entry


class LogPanel:
    def __init__(self, report_root, log_root=None) -> None:
        self.report = report_root  # [data-testid=turn-report]: a heading and a list
        self.heading = q(report_root, "h2")
        self.lines = q(report_root, "ul")
        self.log = log_root  # the game log (<details> with an <ol>), absent in a page without one
        self.log_lines = q(log_root, "ol") if found(log_root) else None

    def update(self, session) -> None:
        self.update_log(session)
        self.update_report(session, session.last_report())

    def update_log(self, session) -> None:
        if self.log_lines is None:
            return
        self.log_lines.textContent = ""
        for heading, lines in reversed(session.log[-LOG_KEEP:]):
            self.log_lines.appendChild(turn_item(heading, lines))
        undo = q(self.log, '[data-testid="undo-last"]')
        if found(undo):
            undo.hidden = not session.can_take_back()

    def update_report(self, session, report) -> None:
        self.lines.textContent = ""
        if report is None:
            self.report.hidden = True
            return
        self.report.hidden = False
        reports = session.reports_to_show(report)
        if len(reports) == 1:
            heading, lines = log_entry(report, session.names)
            self.heading.textContent = heading
            for line in lines or [t("No points this turn.")]:
                self.lines.appendChild(make("li", "", line))
            return
        self.heading.textContent = text.computer_turns_heading(len(reports))
        for r in reports:
            heading, lines = log_entry(r, session.names)
            self.lines.appendChild(turn_item(heading, lines, "turn"))


def turn_item(heading: str, lines: list[str], cls: str = ""):
    """A log entry: the turn's heading with its scoring sentences as a nested list (text only, never HTML)."""
    li = make("li", cls, heading)
    if lines:
        ul = make("ul")
        for line in lines:
            ul.appendChild(make("li", "", line))
        li.appendChild(ul)
    return li
