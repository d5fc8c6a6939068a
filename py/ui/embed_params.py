"""embed.html's 1.1 URL parameters `theme`, `layout`, `hint` and `answer` (shared/spec/embed.md).  Pure Python.

How the page looks is settled before Python runs: static/embed-params.js reads the same parameters in the page's
<head> and marks <html> for static/embed-theme.css (a dark frame must not flash light while the engine loads, and
the first picture of static/embed-first.js is drawn without Python).  This module is the same reading for what
Python itself does with them: a hidden "Show hint" or "Show answer" button is also refused by `embed_tasks`, so a
keyboard shortcut or a script clicking it does nothing either.  `CHOICES` and the JS table must stay equal
(tests/ui/test_embed_params.py compares them).

A value the spec does not define does not refuse the lesson: the default is used and the frame says which
parameter it did not understand (`unknown`; embed-params.js words the notice, in the page's language).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

#: Each parameter's values, the default first.
CHOICES: dict[str, tuple[str, ...]] = {
    "theme": ("light", "dark", "auto"),
    "layout": ("full", "board"),
    "hint": ("1", "0"),
    "answer": ("1", "0"),
}


@dataclass(frozen=True, slots=True)
class EmbedLooks:
    """What the URL asks of the frame's looks and task buttons; ``unknown``: (name, value) of each value not
    understood (its default is used instead)."""

    theme: str = "light"
    layout: str = "full"
    hint: bool = True
    answer: bool = True
    unknown: tuple[tuple[str, str], ...] = ()


def read_looks(get: Callable[[str], str | None]) -> EmbedLooks:
    """The parameters from a query string (``get(name)`` -> its first value as text, or None when absent)."""
    chosen: dict[str, str] = {}
    unknown = []
    for name, values in CHOICES.items():
        value = get(name)
        chosen[name] = values[0]
        if value is None:
            continue
        if value in values:
            chosen[name] = value
        else:
            unknown.append((name, value))
    return EmbedLooks(theme=chosen["theme"], layout=chosen["layout"], hint=chosen["hint"] == "1",
                      answer=chosen["answer"] == "1", unknown=tuple(unknown))

