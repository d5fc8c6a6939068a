"""The final scoring, shown on the board one feature at a time: each feature that pays is highlighted with "+N" in
the scorer's colour, its followers go home, the scoreboard's totals count up, and a line under the board says
what scored and why (`explain`).  A Skip button ends it at once; then (or after the last feature) the final table
opens.  Only a game that has just ended walks: a finished game opened later shows its table straight away.
While it walks nothing gives the result away: the session's ``final_shown`` keeps the turn line's winner and the
report's final lines back until the walk reaches them (`hide` is called before the turn's redraw).

Timers only; a walk whose session is no longer on screen (a new game, a take-back) stops without opening the
table.  `walk_items` and `start_totals` are pure.
"""

from __future__ import annotations

from . import explain, render
from .dom import found, make, q
from .i18n import t

POP_TESTID = "final-pop"


def walk_items(report) -> list:
    """The final scoring's items that pay someone, in the engine's order."""
    return [item for item in (report.final if report is not None else ()) if any(n for _, n in item.awards)]


def start_totals(scores, items) -> list[int]:
    """Each player's score before the final scoring (the game's scores minus what ``items`` paid)."""
    totals = list(scores)
    for item in items:
        for player, points in item.awards:
            totals[player] -= points
    return totals


def step_ms(delays: tuple[int, int]) -> int:
    """How long each feature stays: the computer-speed setting's showing time and a little more (the tests'
    ``?ai_delay=0`` keeps a short step, so each feature still has a moment of its own)."""
    return 150 if delays[1] <= 0 else max(700, delays[1] + 500)


class FinalWalk:
    def __init__(self, view, auto) -> None:
        self.view, self.auto = view, auto
        self.session = None
        self.items: list = []
        self.index = 0
        self.totals: list[int] = []
        self.done = None
        self.report = None
        self.timer = None
        self.box = None

    @property
    def running(self) -> bool:
        return self.session is not None

    @staticmethod
    def hide(session, report) -> None:
        """Before the last turn is drawn: keep the result back if a walk will show it (nothing pays: no walk)."""
        session.final_shown = 0 if walk_items(report) and not session.viewing else None

    def start(self, session, report, done) -> None:
        """Walk through ``report``'s final scoring, then call ``done`` (at once when nothing pays)."""
        self.stop()
        items = walk_items(report)
        if not items or session.viewing:
            done()
            return
        self.session, self.items, self.index, self.done = session, items, 0, done
        self.report = report
        self.totals = start_totals(session.game.scores, items)
        self.show_box()
        self.show_totals()
        self.timer = self.view.callbacks.later(self.step, step_ms(self.auto.delays))

    def stale(self) -> bool:
        session = self.session
        return session is None or self.view.session is not session or not session.game.over

    def step(self) -> None:
        self.timer = None
        if self.stale():
            self.stop()
            return
        if self.index >= len(self.items):
            self.finish()
            return
        game, item = self.session.game, self.items[self.index]
        self.index += 1
        for player, points in item.awards:
            self.totals[player] += points
        self.show_totals()
        self.reveal(item)
        ms = step_ms(self.auto.delays)
        self.auto.show_flash(render.score_flash(game, item, POP_TESTID), ms + 300)
        self.say(item)
        self.timer = self.view.callbacks.later(self.step, ms)

    def reveal(self, item) -> None:
        """The report and log say the final scoring up to this item (the items that pay nobody come along)."""
        final = self.report.final
        self.session.final_shown = next((i + 1 for i, it in enumerate(final) if it is item), len(final))
        self.view.log.update(self.session)

    def say(self, item) -> None:
        if self.box is None:
            return
        q(self.box, '[data-testid="final-walk-count"]').textContent = t(
            "Final scoring: {index} of {count}", index=self.index, count=len(self.items))
        line = q(self.box, '[data-testid="final-walk-line"]')
        line.textContent = explain.explain(item, self.session.names)
        self.box.dataset.index = str(self.index)

    def relabel(self) -> None:
        """After a switch of language: the box's words again, for the feature on show (the walk goes on)."""
        if self.box is None:
            return
        q(self.box, '[data-testid="final-walk-skip"]').textContent = t("Skip to the final scores")
        if self.index:
            self.say(self.items[self.index - 1])
        else:
            q(self.box, '[data-testid="final-walk-count"]').textContent = t("Final scoring")

    def show_totals(self) -> None:
        for player, total in enumerate(self.totals):
            node = q(self.view.root, f'[data-testid="score-{player}"]')
            if found(node):
                node.textContent = str(total)

    def show_box(self) -> None:
        """The line under the board with the Skip button (text nodes only)."""
        board = self.view.board.svg
        holder = board.parentElement if found(board) else None
        if holder is None or not found(holder):
            return
        box = make("div", "final-walk", data_testid="final-walk", role="status")
        box.appendChild(make("p", "final-walk-count", t("Final scoring"), data_testid="final-walk-count"))
        box.appendChild(make("p", "final-walk-line", "", data_testid="final-walk-line"))
        skip = make("button", "final-walk-skip", t("Skip to the final scores"), type="button",
                    data_testid="final-walk-skip")
        self.view.callbacks.on(skip, "click", lambda _ev: self.finish())
        box.appendChild(skip)
        holder.appendChild(box)
        self.box = box

    def finish(self) -> None:
        """The walk is over (or skipped): the real totals, then the final table."""
        done, session = self.done, self.session
        stale = self.stale()
        self.stop()
        if session is not None and not stale:
            self.view.scores.update(session)
            self.view.panel.update(session)
            self.view.log.update(session)
            self.view.host.changed(session)
            if done is not None:
                done()

    def stop(self) -> None:
        """End the walk without opening anything (its session has gone)."""
        if self.timer is not None:
            import js

            js.clearTimeout(self.timer)
        self.timer = None
        if self.box is not None:
            self.box.remove()
        self.box = None
        if self.session is not None:
            self.session.final_shown = None
        self.session = self.done = self.report = None
        self.items = []
