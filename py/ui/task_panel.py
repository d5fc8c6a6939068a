"""The embed's task box: the lesson's question, the verdict on the learner's move, and "try again", "show hint",
"show answer".  It only shows text (``textContent``, never HTML); the embed decides what to show.

Scenario format 1.1 adds, in the same box: "Task 2 of 3" above the prompt (`tasks`), a "Next task" button once
the task asked is solved and another follows, and a "Next lesson" link once every task is solved and the scenario
names its `next`.  embed.html predates them, so the panel makes these nodes itself, the first time they are shown.
"""

from __future__ import annotations

from .dom import found, make, q
from .i18n import N_, t

#: The words of the nodes the panel makes (``data-text``: the embed re-translates them on a language change).
NEXT_TASK, NEXT_LESSON = N_("Next task"), N_("Next lesson")

TASK_STATES = ("asking", "right", "wrong", "hint", "answer")


class TaskPanel:
    def __init__(self, root) -> None:
        self.root = root  # the task box
        self.prompt = q(root, '[data-testid="task-prompt"]')
        self.feedback = q(root, '[data-testid="task-feedback"]')
        self.retry = q(root, '[data-testid="task-retry"]')
        self.hint = q(root, '[data-testid="task-hint"]')
        self.answer = q(root, '[data-testid="task-answer"]')
        progress = q(root, '[data-testid="task-progress"]')  # the first picture's (static/embed-first.js), if shown
        self._progress = progress if found(progress) else None  # else made on first use: "Task 2 of 3"
        self._next_task = None  # made on first use: the "Next task" button
        self._next_lesson = None  # made on first use: the "Next lesson" link

    def show(self, prompt: str | None, live: bool) -> None:
        """The task's prompt (None: no task); ``live``: the learner can answer now (the last step)."""
        self.root.hidden = prompt is None
        if prompt is None:
            return
        self.prompt.textContent = prompt if live else prompt + " " + t("(Go to the last step to answer.)")
        for button in (self.hint, self.answer):
            button.disabled = not live
        if not live:
            self.clear()

    def say(self, message: str, state: str) -> None:
        """A verdict, a hint or the answer, in the feedback line (``state`` is one of `TASK_STATES`)."""
        node = self.feedback
        node.textContent = message
        node.dataset.state = state
        node.hidden = not message
        self.retry.disabled = state == "asking"

    def clear(self) -> None:
        self.say("", "asking")

    def progress(self, text: str) -> None:
        """"Task 2 of 3" above the prompt ("": a single task, nothing shown)."""
        if self._progress is None:
            if not text:
                return
            self._progress = make("p", "task-progress", data_testid="task-progress")
            self.root.insertBefore(self._progress, self.prompt)
        self._progress.textContent = text
        self._progress.hidden = not text

    def offer(self, next_task: bool, next_lesson: str | None) -> None:
        """"Next task" when the task asked is solved and another follows; "Next lesson" (a link to the embed of
        the scenario's `next`) when every task is solved; neither otherwise."""
        actions = q(self.root, ".actions")
        if next_task and self._next_task is None:
            self._next_task = make("button", "", t(NEXT_TASK), type="button", data_action="task-next",
                                   data_testid="task-next", data_text=NEXT_TASK)
            actions.appendChild(self._next_task)
        if next_lesson and self._next_lesson is None:
            self._next_lesson = make("a", "button", t(NEXT_LESSON), data_testid="lesson-next",
                                     data_text=NEXT_LESSON, target="_self")
            actions.appendChild(self._next_lesson)
        if self._next_task is not None:
            self._next_task.hidden = not next_task
        if self._next_lesson is not None:
            self._next_lesson.hidden = not next_lesson
            if next_lesson:
                self._next_lesson.setAttribute("href", next_lesson)
