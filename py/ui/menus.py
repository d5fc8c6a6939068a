"""Small menus and confirmations of the game screen that behave like a person expects.

`DropMenu`: a ``<details>`` menu (Export) that closes on a choice, on a click outside it and on Escape, which
would otherwise stay open over the panel.  `keep_clear`: a toast or hover box moves off the drawn tile and the
legal cells it would cover.
"""

from __future__ import annotations

from .dom import Callbacks, found, js, q, q_all


class DropMenu:
    def __init__(self, details, callbacks: Callbacks) -> None:
        self.details = details
        callbacks.on(details, "click", self.on_click)
        callbacks.on(js.document, "pointerdown", self.on_outside, capture=True)
        callbacks.on(js.document, "keydown", self.on_key, capture=True)

    def close(self, focus: bool = False) -> None:
        if self.details.open:
            self.details.open = False
            if focus:
                q(self.details, "summary").focus()

    def on_click(self, ev) -> None:
        if found(ev.target.closest(".export-menu button, [role=menu] button")):
            self.close()

    def on_outside(self, ev) -> None:
        if self.details.open and not self.details.contains(ev.target):
            self.close()

    def on_key(self, ev) -> None:
        # captured before the board's own Escape (which would take a tile back)
        if ev.key == "Escape" and self.details.open:
            ev.preventDefault()
            ev.stopPropagation()
            self.close(focus=True)


def overlaps(a, b) -> bool:
    return a.left < b.right and b.left < a.right and a.top < b.bottom and b.top < a.bottom


def covers(node, root) -> bool:
    """Whether ``node`` (shown) covers the drawn tile or a legal cell under ``root``."""
    box = node.getBoundingClientRect()
    targets = q_all(root, '[data-testid="legal-cell"], [data-tentative], [data-testid="current-tile"]')
    return any(overlaps(box, t.getBoundingClientRect()) for t in targets)


def keep_clear(node, root) -> None:
    """Move a toast or hover box to the other edge of the board when it would cover what the player needs; if it
    covers something there too, it is drawn faint (it never takes clicks: ``pointer-events: none``)."""
    if not found(node) or node.hidden:
        return
    node.classList.remove("flip", "faint")
    if not covers(node, root):
        return
    node.classList.add("flip")
    if covers(node, root):
        node.classList.add("faint")
