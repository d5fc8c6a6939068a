"""The page's language in the browser: chosen at boot, switched by the `lang-switch` selects, remembered.

Static texts of a page carry their English msgid: ``data-i18n="Start game"`` for the text, and
``data-i18n-aria-label``, ``data-i18n-title``, ``data-i18n-placeholder``, ``data-i18n-aria-roledescription``
for attributes; `apply_static` writes them in the chosen language (at boot and after every switch), so the
markup stays the one source of the English text.  Everything built by Python re-renders from its own state
(`ui.i18n.on_change` listeners of the page).
"""

from __future__ import annotations

from . import i18n
from .i18n import t

ATTRIBUTES = ("aria-label", "title", "placeholder", "aria-roledescription")
SWITCH = '[data-testid="lang-switch"]'


def browser_languages(window) -> list[str]:
    """`navigator.languages` (an old browser without it: `navigator.language`)."""
    try:
        return [str(x) for x in window.navigator.languages]
    except Exception:  # noqa: BLE001 - an old browser: one language or none
        try:
            return [str(window.navigator.language)]
        except Exception:  # noqa: BLE001
            return []


def stored_language(window) -> str | None:
    try:
        value = window.localStorage.getItem(i18n.STORAGE_KEY)
    except Exception:  # noqa: BLE001 - storage denied: the browser's language decides
        return None
    return str(value) if value is not None and str(value) in i18n.LANGUAGES else None


def remember(window, lang: str) -> None:
    try:
        window.localStorage.setItem(i18n.STORAGE_KEY, lang)
    except Exception:  # noqa: BLE001 - storage full or denied: the choice lasts this visit
        pass


def url_language(window) -> str | None:
    try:
        value = window.URLSearchParams.new(window.location.search).get("lang")
    except Exception:  # noqa: BLE001
        return None
    return str(value) if value is not None else None


def start(doc, window) -> str:
    """Set the language a visit opens in (``?lang=``, else the remembered choice, else the browser's)."""
    lang = i18n.initial_language(url_language(window), stored_language(window), browser_languages(window))
    i18n.set_language(lang)
    doc.documentElement.lang = i18n.language()
    return lang


def apply_static(root) -> None:
    """Write every ``data-i18n`` text and ``data-i18n-<attribute>`` under root in the current language."""
    for node in root.querySelectorAll("[data-i18n]"):
        node.textContent = t(str(node.getAttribute("data-i18n")))
    for name in ATTRIBUTES:
        for node in root.querySelectorAll(f"[data-i18n-{name}]"):
            node.setAttribute(name, t(str(node.getAttribute(f"data-i18n-{name}"))))


def switch_options() -> str:
    """The options of a language switch, each language named in its own language (fixed text only)."""
    return "".join(f'<option value="{lang}" lang="{lang}">{i18n.LANGUAGE_NAMES[lang]}</option>'
                   for lang in i18n.LANGUAGES)


class LanguageSwitch:
    """The page's `lang-switch` selects: choosing a language sets it, remembers it and updates the page
    (``rerender``, after the static texts and ``<html lang>``)."""

    def __init__(self, doc, window, callbacks, rerender) -> None:
        self.doc, self.window, self.rerender = doc, window, rerender
        self.selects = list(doc.querySelectorAll(SWITCH))
        for select in self.selects:
            if not select.options.length:
                select.innerHTML = switch_options()
            callbacks.on(select, "change", self.chosen)
        i18n.on_change(self.changed)
        self.show_current()

    def show_current(self) -> None:
        for select in self.selects:
            select.value = i18n.language()

    def chosen(self, ev) -> None:
        lang = str(ev.target.value)
        if lang in i18n.LANGUAGES:
            remember(self.window, lang)
            i18n.set_language(lang)

    def changed(self, lang: str) -> None:
        self.doc.documentElement.lang = lang
        self.show_current()
        apply_static(self.doc)
        self.rerender()
