"""The embed's tasks (scenario format 1.1: several questions on one position, asked one after another).

A mixin of `embed.Embed`, kept apart so the page's wiring stays short: the buttons of the task box (try again,
hint, answer, next task), the verdict on a confirmed move, and what the parent is told (`carcassonne:answer`,
`hint`, `reveal`, `done`, embed.md 1.1).  Every text is the task asked now (`EmbedSession.task_index`), in the
page's language.
"""

from __future__ import annotations

import js
from carcassonne import teaching

from . import i18n
from .embed_params import EmbedLooks
from .embed_session import KEPT_PARAMETERS, TASK, answer_shown_text, answer_text, next_lesson_url, \
    task_progress_text


class EmbedTasks:
    """What `Embed` does with a task; needs its ``session``, ``view``, ``task`` (the panel), ``fit``, ``post``,
    and ``source`` (the lesson's file as a full URL, None for a lesson given inline or by message)."""

    source: str | None = None
    looks: EmbedLooks = EmbedLooks()  # `hint=0` / `answer=0`: those buttons are hidden, and refused here too

    def action(self, name: str, button) -> None:
        session = self.session
        if session is None or session.mode != TASK:
            return
        if name == "task-retry":
            self.retry()
        elif name == "task-next":
            self.next_task()
        elif name == "task-hint" and session.live and self.looks.hint:
            self.task.say(teaching.hint_text(session.scenario, i18n.language(), index=session.task_index), "hint")
            self.post({"type": "carcassonne:hint", "task": session.task_index})
        elif name == "task-answer" and session.live and self.looks.answer:
            self.reveal()

    def reveal(self) -> None:
        """The engine's right move put down on the board, ready to confirm (and the parent told)."""
        session = self.session
        turn = teaching.answer_turn(session.scenario, index=session.task_index)
        session.revealed()
        session.put_answer(turn)
        self.view.board.unfocus()
        self.view.refresh()
        self.view.board.measure()
        self.view.board.focus_cell(turn.placement.cell)  # the answer shown big, clear of the zoom buttons
        self.task.say(answer_shown_text(turn), "answer")
        self.fit.show_feedback()
        self.post({"type": "carcassonne:reveal", "task": session.task_index})

    def retry(self) -> None:
        self.session.deal()
        self.task.clear()
        self.view.hover(None)
        self.view.board.unfocus()
        self.view.refresh()

    def next_task(self) -> None:
        """The following task on the same position: its tile in hand, its prompt, nothing said yet."""
        if not self.session.next_task():
            return
        self.retry()
        self.offer_next()

    def judge(self, turn) -> None:
        """The learner confirmed a move in a task: the engine's verdict, shown and sent to the parent; after the
        last task solved, `carcassonne:done` with how many were right at the first try."""
        session = self.session
        finished = session.all_done
        answer = teaching.check_answer(session.scenario, turn, i18n.language(), index=session.task_index)
        session.record(answer)
        message = answer_text(answer, session.names)
        self.task.say(message, "right" if answer.correct else "wrong")
        self.fit.show_feedback()
        if answer.correct:
            session.show_answer_result(turn)
            self.view.hover(None)
            self.view.board.unfocus()
            self.view.refresh()
        self.offer_next()
        self.post({**answer.to_message(), "message": message})
        if session.all_done and not finished:
            self.post({"type": "carcassonne:done", "tasks": session.task_count, "correct": len(session.first_right)})

    def offer_next(self) -> None:
        """"Task 2 of 3", and "Next task" or "Next lesson" when the learner may go on."""
        session = self.session
        self.task.progress(task_progress_text(session.task_index, session.task_count))
        lesson = None
        if session.all_done:
            keep = {"lang": i18n.language()}  # the language shown now (a `lang` message may have switched it)
            keep.update((name, self.param(name)) for name in KEPT_PARAMETERS if self.param(name) is not None)
            lesson = next_lesson_url(session.scenario.next, self.source, str(js.location.href), keep)
        self.task.offer(session.can_go_on, lesson)

    def task_prompt(self) -> str | None:
        """The prompt of the task asked now, in the page's language (None: no task is asked in this mode)."""
        session = self.session
        if session.task is None or session.mode != TASK:
            return None
        return session.scenario.texts(i18n.language()).all_tasks()[session.task_index].prompt
