"""`ui.task_panel` (scenario format 1.1 parts): "Task 2 of 3", "Next task" and "Next lesson" are made the first
time they are shown, carry their public hooks, and hide again; over a small stand-in for the DOM."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from ui import dom, i18n, task_panel


class Node:
    """The few DOM members the panel uses."""

    def __init__(self, tag: str = "div") -> None:
        self.tag, self.attrs, self.children = tag, {}, []
        self.textContent, self.hidden, self.disabled, self.className = "", False, False, ""
        self.dataset = SimpleNamespace()

    def setAttribute(self, name: str, value: str) -> None:
        self.attrs[name] = value

    def appendChild(self, node: "Node") -> None:
        self.children.append(node)

    def insertBefore(self, node: "Node", before: "Node") -> None:
        self.children.insert(self.children.index(before) if before in self.children else 0, node)


@pytest.fixture
def panel(monkeypatch):
    monkeypatch.setattr(dom, "js", SimpleNamespace(document=SimpleNamespace(createElement=Node)))
    parts = {f'[data-testid="task-{k}"]': Node() for k in ("prompt", "feedback", "retry", "hint", "answer")}
    parts[".actions"] = Node()
    root = Node("section")
    root.children.append(parts['[data-testid="task-prompt"]'])
    root.querySelector = parts.get  # None: not in the page (the first picture's progress line, when not shown)
    made = task_panel.TaskPanel(root)
    made.parts = parts
    yield made
    i18n.set_language("en")


def by_hook(nodes, hook):
    return next(n for n in nodes if n.attrs.get("data-testid") == hook)


def test_progress_is_made_above_the_prompt_only_for_several_tasks(panel):
    panel.progress("")
    assert len(panel.root.children) == 1  # a single task: nothing made
    panel.progress("Task 1 of 2")
    node = by_hook(panel.root.children, "task-progress")
    assert panel.root.children.index(node) == 0 and node.textContent == "Task 1 of 2" and not node.hidden


def test_the_first_pictures_progress_line_is_taken_over_not_made_twice(panel):
    shown = Node("p")  # static/embed-first.js showed "Task 1 of 2" before Python ran
    panel.parts['[data-testid="task-progress"]'] = shown
    taken = task_panel.TaskPanel(panel.root)
    taken.progress("Task 2 of 2")
    assert shown.textContent == "Task 2 of 2" and not shown.hidden
    assert panel.root.children == [panel.parts['[data-testid="task-prompt"]']]  # nothing new made


def test_next_task_then_next_lesson_are_offered_with_their_hooks(panel):
    actions = panel.parts[".actions"].children
    panel.offer(False, None)
    assert actions == []
    panel.offer(True, None)
    button = by_hook(actions, "task-next")
    assert (button.textContent, button.attrs["data-action"], button.hidden) == ("Next task", "task-next", False)
    panel.offer(False, "https://example.com/embed.html?src=https://example.com/l/roads.json")
    link = by_hook(actions, "lesson-next")
    assert button.hidden and not link.hidden and link.attrs["href"].endswith("roads.json")
    assert link.textContent == "Next lesson" and link.attrs["data-text"] == "Next lesson"
    panel.offer(False, None)
    assert button.hidden and link.hidden and len(actions) == 2  # made once, hidden after


def test_the_words_are_german_in_german(panel):
    i18n.set_language("de")
    panel.offer(True, "embed.html?src=x.json")
    actions = panel.parts[".actions"].children
    assert by_hook(actions, "task-next").textContent == "Nächste Aufgabe"
    assert by_hook(actions, "lesson-next").textContent == "Nächste Lektion"
