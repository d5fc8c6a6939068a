"""The embed's task box: the lesson's question, the verdict on the learner's move, and "try again", "show hint",
"show answer".  It only shows text (``textContent``, never HTML); the embed decides what to show.
"""

from __future__ import annotations

from .dom import q
from .i18n import t

TASK_STATES = ("asking", "right", "wrong", "hint", "answer")


class TaskPanel:
    def __init__(self, root) -> None:
        self.root = root  # the task box
        self.prompt = q(root, '[data-testid="task-prompt"]')
        self.feedback = q(root, '[data-testid="task-feedback"]')
        self.retry = q(root, '[data-testid="task-retry"]')
        self.hint = q(root, '[data-testid="task-hint"]')
        self.answer = q(root, '[data-testid="task-answer"]')

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
