"""The game screen's line about saving: storage full or denied (with an Export button), or another tab changed the
open game (then the game is read-only, with "Load the newer position" and "Keep this game as a copy").

The buttons carry ``data-action`` names the app handles (`ACTIONS`); the message is built from text nodes only.
Read-only means the board, the turn panel and the log are ``inert`` (no pointer, no focus, no keys) and the session
is frozen (no computer step), so the tab shows its position but can no longer change or save it.
"""

from __future__ import annotations

from .dom import found, make, q
from .i18n import N_, t

EXPORT = ("export-save", "storage-export", N_("Export"))
LOAD_NEWER = ("load-newer", "load-newer", N_("Load the newer position"))
KEEP_COPY = ("keep-copy", "keep-copy", N_("Keep this game as a copy"))
ACTIONS = ("load-newer", "keep-copy")

CHANGED_ELSEWHERE = N_("Another tab saved this game after this tab opened it. This tab no longer saves it, so "
                       "neither tab overwrites the other: load the newer position, or keep this one as a copy.")
DELETED_ELSEWHERE = N_("Another tab deleted this saved game. This tab no longer saves it: keep it as a copy to "
                       "save it again.")
NOT_SAVED = N_("{reason} The last saved position is kept and opens after a reload.")

FROZEN_PARTS = (".board-wrap", "#turn-box", "details.log")  # what a read-only tab cannot use (HTML elements:
# `inert` does nothing on an SVG element)


class SaveNotice:
    """``node``: the game screen's ``storage-warning`` element; ``root``: the game screen."""

    def __init__(self, node, root) -> None:
        self.node = node
        self.root = root
        self.frozen = False
        self.again = None  # shows the notice on screen again (after a switch of language)

    def show(self, message: str, actions=()) -> None:
        node = self.node
        node.textContent = ""
        node.appendChild(make("span", "", message))
        for action, testid, label in actions:
            node.appendChild(make("button", "quiet", t(label), type="button", data_action=action,
                                  data_testid=testid))
        node.hidden = False

    def hide(self) -> None:
        self.again = None
        self.node.hidden = True
        self.node.textContent = ""

    def not_saved(self, reason: str, kept: bool) -> None:
        """A write failed (full, denied): say so and offer the export.  ``reason`` is the msgid (`storage`'s
        FULL_MESSAGE, DENIED_MESSAGE), worded each time the notice is shown, so a switch of language rewords it."""
        self.again = lambda: self.not_saved(reason, kept)
        words = t(reason)
        self.show(t(NOT_SAVED, reason=words) if kept else words, [EXPORT])

    def conflict(self, deleted: bool) -> None:
        """Another tab changed (or deleted) the open game: read-only, with the ways out."""
        self.again = lambda: self.conflict(deleted)
        if deleted:
            self.show(t(DELETED_ELSEWHERE), [KEEP_COPY, EXPORT])
        else:
            self.show(t(CHANGED_ELSEWHERE), [LOAD_NEWER, KEEP_COPY, EXPORT])
        self.freeze(True)

    def relabel(self) -> None:
        if self.again is not None:
            self.again()

    def freeze(self, on: bool) -> None:
        self.frozen = on
        for selector in FROZEN_PARTS:
            part = q(self.root, selector)
            if found(part):
                part.inert = on
        if on:
            self.root.dataset.readonly = "true"
        else:
            self.root.removeAttribute("data-readonly")
