"""Small DOM helpers shared by the UI components: lookups, element building, guarded callbacks.

Every component finds its elements inside a root element it is given (``q(root, "#id")``), so a second page (the
embed) can compose the same components around its own markup.  Text only ever goes into ``textContent``.
Without a browser (CPython tests) this module still imports, so the components' pure functions can be tested.
"""

from __future__ import annotations

import traceback

from .i18n import t

try:
    import js
    from pyodide.ffi import create_once_callable, create_proxy, jsnull, to_js
except ImportError:  # CPython (the tests): the components' pure helpers import; nothing here is called
    js = jsnull = None


def found(node) -> bool:
    """Whether a DOM lookup found something (JS null arrives as ``jsnull``, not None)."""
    return node is not None and node is not jsnull


def q(root, selector: str):
    """The first element under ``root`` (the document when None) matching ``selector`` (maybe ``jsnull``)."""
    return (js.document if root is None else root).querySelector(selector)


def q_all(root, selector: str) -> list:
    return list((js.document if root is None else root).querySelectorAll(selector))


def make(tag: str, cls: str = "", text_: str | None = None, **attrs):
    """A new element; ``data_testid="x"`` becomes the attribute ``data-testid="x"``."""
    node = js.document.createElement(tag)
    if cls:
        node.className = cls
    if text_ is not None:
        node.textContent = text_
    for name, value in attrs.items():
        node.setAttribute(name.replace("_", "-"), str(value))
    return node


class ModalDialog:
    """A `<dialog>` that is filled from state and shown modally; `fill` is the subclass's renderer."""

    def __init__(self, dialog) -> None:
        self.dialog = dialog

    @property
    def open(self) -> bool:
        return bool(self.dialog.open)

    def close(self) -> None:
        if self.dialog.open:
            self.dialog.close()

    def show(self, state) -> None:
        self.fill(state)
        if not self.dialog.open:
            self.dialog.showModal()

    def fill(self, state) -> None:  # pragma: no cover - every subclass defines it
        raise NotImplementedError


def js_object(**kw):
    return to_js(kw, dict_converter=js.Object.fromEntries)


def log_error(exc: BaseException) -> None:
    js.console.error("carcassonne ui: " + "".join(traceback.format_exception(exc)))


class Callbacks:
    """Python callables handed to JS, each guarded (an exception goes to ``on_error``, never kills the page) and
    kept alive here (a proxy that is garbage-collected breaks its listener)."""

    def __init__(self, on_error=log_error) -> None:
        self.on_error = on_error
        self._kept: list = []

    def _guard(self, fn):
        def guarded(*args):
            try:
                return fn(*args)
            except Exception as exc:  # noqa: BLE001 - a broken handler must not kill the page
                self.on_error(exc)
        return guarded

    def proxy(self, fn):
        p = create_proxy(self._guard(fn))
        self._kept.append(p)
        return p

    def once(self, fn):
        return create_once_callable(self._guard(fn))

    def on(self, node, event: str, fn, **options) -> None:
        if options:
            node.addEventListener(event, self.proxy(fn), js_object(**options))
        else:
            node.addEventListener(event, self.proxy(fn))

    def later(self, fn, ms: int = 0):
        """Run ``fn`` in a later timer task; returns the timer id."""
        return js.setTimeout(self.once(lambda *_: fn()), ms)


class Notices:
    """The toast (a short message that goes away), the screen reader's live line, and errors as toasts."""

    TOAST_MS = 5000

    def __init__(self, root, callbacks: Callbacks) -> None:
        self.toast_node = q(root, '[data-testid="toast"]')
        self.live = q(root, "#announce")
        self.callbacks = callbacks
        self._timer = None
        self.after_toast = None  # called with the toast node once shown (the game keeps it off the legal cells)

    def toast(self, message: str, error: bool = False) -> None:
        node = self.toast_node
        if not found(node):
            return
        node.textContent = message
        node.classList.toggle("error", error)
        node.hidden = False
        if self.after_toast is not None:
            self.after_toast(node)
        if self._timer is not None:
            js.clearTimeout(self._timer)
        self._timer = self.callbacks.later(self.hide_toast, self.TOAST_MS)

    def hide_toast(self) -> None:
        if found(self.toast_node):
            self.toast_node.hidden = True

    def announce(self, message: str) -> None:
        if found(self.live):
            self.live.textContent = message

    def error(self, exc: BaseException) -> None:
        log_error(exc)
        self.toast(t("Something went wrong: {error}", error=exc), error=True)
