"""The page's language: English or German, gettext catalogues, named placeholders, plural forms.

Every text a person sees is written in the sources as an English msgid, passed through one of

    t("Start game")                                   -> "Spiel starten"
    t("Turn {number}: {player}", number=3, player="Ann")
    nt("{n} point", "{n} points", n)                  -> "1 Punkt", "2 Punkte" ({n} is filled in)
    pt("edge", "north")                               -> the same word, told apart by a context
    npt("size", "{n} tile", "{n} tiles", n)

and translated from `locale/<lang>/LC_MESSAGES/carcassonne.mo` (built from the `.po` by `ui.po`).  Strings
written down before the language is known (tables of labels) are marked with `N_`, `NN_`, `NP_`, which return
them unchanged so the extractor finds them, and translated where they are shown.  Placeholders are names only
(`{player}`, never `{}` or `{0}`), so a translation may reorder them.

Pure Python (no `js`): the UI calls `set_language`, and re-renders from `on_change` listeners.  Catalogues are
read by `Catalogue` rather than the `gettext` module: Pyodide compiles each standard module from source on first
import, and compiling `gettext` was about a quarter of the menu's own Python start (issue 13, item 11).
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable, Iterable

DOMAIN = "carcassonne"
ENGLISH = "en"
LANGUAGES = ("en", "de")
LANGUAGE_NAMES = {"en": "English", "de": "Deutsch"}  # each in its own language, as a switch shows them
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"

Listener = Callable[[str], None]

_translations: dict[str, "Catalogue"] = {}
_listeners: list[Listener] = []
_current = ENGLISH


# --- markers: strings translated later ---------------------------------------------------------------------

def N_(msgid: str) -> str:
    """Marks a msgid for extraction; translate it with `t` where it is shown."""
    return msgid


def NN_(singular: str, plural: str) -> tuple[str, str]:
    """Marks a singular/plural pair; translate it with `nt(*pair, n)`."""
    return singular, plural


def NP_(context: str, msgid: str) -> tuple[str, str]:
    """Marks a msgid with its context; translate it with `pt(*pair)`."""
    return context, msgid


# --- catalogues ----------------------------------------------------------------------------------------------

def mo_path(lang: str, locale_dir: Path = LOCALE_DIR) -> Path:
    return locale_dir / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"


class Catalogue:
    """The messages of one compiled catalogue, with gettext's four lookups (English: no messages at all).

    Every catalogue of this project uses the plural rule ``n != 1`` (`ui.po` refuses any other when it builds
    the boot texts); a catalogue with another rule is read by `gettext.GNUTranslations` instead (`read_mo`).
    As there, a plural message also answers a lookup of its singular alone (with its form for 1)."""

    def __init__(self, messages: dict[str, str] | None = None) -> None:
        self.messages: dict[str, str] = {}  # msgid (context\x04msgid) -> translation
        self.plurals: dict[str, list[str]] = {}  # singular (context\x04singular) -> forms, for n == 1 first
        for key, value in (messages or {}).items():
            singular, is_plural, _plural = key.partition("\0")
            if is_plural:
                self.plurals[singular] = value.split("\0")
            else:
                self.messages[key] = value

    def _single(self, key: str) -> str | None:
        found = self.messages.get(key)
        if found is None and key in self.plurals:
            return self.plurals[key][0]
        return found

    def _plural(self, key: str, n: int) -> str | None:
        forms = self.plurals.get(key)
        chosen = 0 if n == 1 else 1
        if forms is None or chosen >= len(forms):
            return None
        return forms[chosen]

    def gettext(self, msgid: str) -> str:
        found = self._single(msgid)
        return msgid if found is None else found

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        found = self._plural(singular, n)
        return (singular if n == 1 else plural) if found is None else found

    def pgettext(self, context: str, msgid: str) -> str:
        found = self._single(f"{context}{CONTEXT_SEPARATOR}{msgid}")
        return msgid if found is None else found

    def npgettext(self, context: str, singular: str, plural: str, n: int) -> str:
        found = self._plural(f"{context}{CONTEXT_SEPARATOR}{singular}", n)
        return (singular if n == 1 else plural) if found is None else found


CONTEXT_SEPARATOR = "\x04"  # how a .mo key joins msgctxt and msgid
MO_MAGIC = 0x950412DE
ONE_RULE = "nplurals=2; plural=(n != 1);"


def read_mo(data: bytes) -> Catalogue:
    """The catalogue of a GNU .mo image (the format `ui.po.compile_mo` writes; ValueError when it is not one)."""
    import struct

    order = next((o for o in "<>" if len(data) >= 28 and struct.unpack_from(f"{o}I", data)[0] == MO_MAGIC), None)
    if order is None:
        raise ValueError("not a GNU .mo catalogue (wrong magic number)")
    try:
        _magic, _version, count, originals_at, translations_at = struct.unpack_from(f"{order}5I", data)
        originals = struct.unpack_from(f"{order}{2 * count}I", data, originals_at)
        translations = struct.unpack_from(f"{order}{2 * count}I", data, translations_at)
    except struct.error:
        raise ValueError("a damaged .mo catalogue (its tables lie outside the file)") from None
    messages = {}
    for i in range(count):
        key = data[originals[2 * i + 1]:originals[2 * i + 1] + originals[2 * i]].decode("utf-8")
        value = data[translations[2 * i + 1]:translations[2 * i + 1] + translations[2 * i]].decode("utf-8")
        messages[key] = value
    header = dict(line.partition(":")[::2] for line in messages.get("", "").splitlines())
    rule = " ".join(header.get("Plural-Forms", ONE_RULE).split())
    if rule != ONE_RULE:  # another language's rule: Python's own reader evaluates it
        import gettext
        import io

        return gettext.GNUTranslations(io.BytesIO(data))
    return Catalogue(messages)


def _read_catalogue(lang: str, locale_dir: Path) -> Catalogue:
    """The compiled catalogue of a language; without one (a checkout that was not built) its .po is compiled
    here; English, or no catalogue at all, falls back to the msgids."""
    if lang == ENGLISH:
        return Catalogue()
    mo = mo_path(lang, locale_dir)
    data = _read_shipped(mo)
    if data is not None:
        return read_mo(data)
    po = mo.with_suffix(".po")
    data = _read_shipped(po)
    if data is not None:
        from .po import compile_po_text  # only without a build: the page ships the .mo
        return read_mo(compile_po_text(data.decode("utf-8"), str(po)))
    return Catalogue()


def _read_shipped(path: Path) -> bytes | None:
    """A file shipped beside the modules, or None. Read through this module's loader: in the page the modules
    are imported straight from app.zip (zipimport, nothing unpacked), where the file is a member of the zip; on
    CPython the loader reads the file system."""
    try:
        return __loader__.get_data(str(path))  # type: ignore[name-defined]  # every module has its loader
    except OSError:
        return None


def install(lang: str, mo: bytes | None = None, locale_dir: Path = LOCALE_DIR) -> None:
    """Load a language's catalogue (from .mo bytes, or from locale_dir); later calls to `t` use it."""
    if lang not in LANGUAGES:
        raise ValueError(f"language {lang!r} is not one of {', '.join(LANGUAGES)}")
    if mo is not None:
        _translations[lang] = read_mo(mo)
    else:
        _translations[lang] = _read_catalogue(lang, locale_dir)


def catalogue(lang: str | None = None) -> Catalogue:
    lang = lang or _current
    if lang not in _translations:
        install(lang)
    return _translations[lang]


# --- the current language ------------------------------------------------------------------------------------

def language() -> str:
    return _current


def set_language(lang: str) -> bool:
    """Switch the language (loading its catalogue once); tell the listeners.  False when it was already on."""
    global _current
    if lang not in LANGUAGES:
        raise ValueError(f"language {lang!r} is not one of {', '.join(LANGUAGES)}")
    catalogue(lang)
    if lang == _current:
        return False
    _current = lang
    for listener in list(_listeners):
        listener(lang)
    return True


def on_change(listener: Listener) -> Callable[[], None]:
    """Call listener(lang) after every switch (the UI re-renders); returns a function that unsubscribes."""
    _listeners.append(listener)
    return lambda: _listeners.remove(listener) if listener in _listeners else None


def language_from(preferred: Iterable[str] | str | None, default: str = ENGLISH) -> str:
    """The first supported language among a browser's preferences (`navigator.languages`, e.g. ['de-DE', 'en']),
    or a `lang=` value; English when none is supported."""
    if isinstance(preferred, str):
        preferred = [preferred]
    for tag in preferred or ():
        base = str(tag).strip().replace("_", "-").split("-")[0].lower()
        if base in LANGUAGES:
            return base
    return default


def initial_language(url_lang: str | None, stored: str | None, preferred: Iterable[str] | None) -> str:
    """The language a page opens in: the embed's `lang=` parameter, else the player's remembered choice
    (localStorage `STORAGE_KEY`), else the browser's preferences (German when it prefers German)."""
    for choice in (url_lang, stored):
        if choice and language_from(choice, default="") in LANGUAGES:
            return language_from(choice)
    return language_from(preferred)


STORAGE_KEY = "carcassonne:v1:lang"


# --- translating ---------------------------------------------------------------------------------------------

def _format(text: str, fallback: str, params: dict) -> str:
    """Fill the named placeholders; a translation that names a placeholder the caller lacks falls back to the
    English text (the catalogue test keeps that from happening)."""
    try:
        return text.format_map(params)
    except (KeyError, IndexError, ValueError):
        return fallback.format_map(params)


def t(msgid: str, /, **params: object) -> str:
    """The message in the current language, placeholders filled from params."""
    return _format(catalogue().gettext(msgid), msgid, params)


def nt(singular: str, plural: str, n: int, /, **params: object) -> str:
    """The plural form for n (German and English: one form for 1, another for the rest); {n} is n."""
    params.setdefault("n", n)
    return _format(catalogue().ngettext(singular, plural, n), singular if n == 1 else plural, params)


def pt(context: str, msgid: str, /, **params: object) -> str:
    """A message told apart by a context (the same English word in two roles: 'road' as a noun and a heading)."""
    return _format(catalogue().pgettext(context, msgid), msgid, params)


def npt(context: str, singular: str, plural: str, n: int, /, **params: object) -> str:
    params.setdefault("n", n)
    return _format(catalogue().npgettext(context, singular, plural, n), singular if n == 1 else plural, params)


def join_names(names: Iterable[str]) -> str:
    """'Ann', 'Ann and Bob', 'Ann, Bob and Cy' in the current language."""
    names = list(names)
    if not names:
        return ""
    text = names[-1]
    if len(names) > 1:
        text = t("{first} and {last}", first=names[-2], last=text)
    for name in reversed(names[:-2]):
        text = t("{item}, {rest}", item=name, rest=text)
    return text
