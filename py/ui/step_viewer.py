"""The scenario viewer: title, description, "Turn N of M" and the first/previous/next/last buttons.

Stepping itself is `session.GameSession.goto_step` (a replay); this only shows where the session is.  The
buttons carry ``data-action="step-…"`` and reach `game_view.GameView.action` through the root's click listener.
"""

from __future__ import annotations

from .dom import found, q
from .i18n import t

STEP_TARGETS = ("first", "prev", "next", "last")


def step_target(where: str, current: int, steps: int) -> int:
    """The step a button leads to (``where``: one of `STEP_TARGETS`), clamped to 0 … steps."""
    target = {"first": 0, "prev": current - 1, "next": current + 1, "last": steps}[where]
    return max(0, min(steps, target))


class StepViewer:
    COUNTER = "scenario-step"  # the data-testid of the "Turn N of M" line in the root

    def __init__(self, root) -> None:
        self.root = root  # the scenario box

    def show(self, visible: bool) -> None:
        self.root.hidden = not visible

    def open(self, scenario) -> None:
        q(self.root, '[data-testid="scenario-title"]').textContent = scenario.title or "Scenario"
        q(self.root, '[data-testid="scenario-description"]').textContent = scenario.description
        self.show(True)

    def update(self, session) -> None:
        step, steps = session.view_step, session.steps()
        counter = q(self.root, f'[data-testid="{self.COUNTER}"]')
        counter.textContent = t("Turn {step} of {count}", step=step, count=steps)
        for where in STEP_TARGETS:
            button = q(self.root, f'[data-action="step-{where}"]')
            if found(button):
                button.disabled = step == 0 if where in ("first", "prev") else step == steps
