"""Saved games in the browser's localStorage, behind a small adapter that never loses other saves.

Keys are versioned: ``carcassonne:v1:save:<id>`` holds one save document (`carcassonne.record.dump_save`,
JSON), ``carcassonne:v1:current`` the id of the game on screen when the tab closed.  Any other key under
``carcassonne:`` is someone else's (an older or newer version, a foreign tool): it is reported and left alone.

The backend is anything with the Web Storage methods (``getItem``, ``setItem``, ``removeItem``, ``key``,
``length``): ``js.localStorage`` in the page, a dict-backed fake in the tests.  Storage can be denied (privacy
modes, a cross-site frame) or full: every call is guarded, and a failed write raises `StorageError` with a message
a player can act on; `usable_backend` finds denied storage before the first save (``SaveStore.available``).

Two tabs: the store remembers, per save, the text this tab last read or wrote (`SaveStore.known`).  A write first
compares the stored text with it; if another tab changed (or deleted) the save meanwhile, nothing is written and
`SaveConflict` says so, and `changed_elsewhere` answers the same question for a ``storage`` event.  The whole text
is the revision: it holds the turns and the time of saving, so no two different saves compare equal.

Entries are untrusted: `check_save` reads an entry only within a budget (`MAX_ENTRY_CHARS`), and measures its
depth (`carcassonne.untrusted.load_json`) before parsing.
Nothing here imports ``js``; the engine is imported only when the first entry is read (the settings are read
without it: `read_settings`).
"""

from __future__ import annotations

from .i18n import N_, t

import json
import random
import time
from dataclasses import dataclass, field

PREFIX = "carcassonne:"
VERSION = "v1"
SAVE_PREFIX = f"{PREFIX}{VERSION}:save:"
CURRENT_KEY = f"{PREFIX}{VERSION}:current"
LANG_KEY = f"{PREFIX}{VERSION}:lang"  # the player's language (`ui.i18n.STORAGE_KEY`): a setting, not a save

SETTINGS_KEY = f"{PREFIX}{VERSION}:settings"  # the player's settings (computer speed, hints): one JSON object
SAVE_FORMAT = "carcassonne-save"  # the format name `carcassonne.record` writes (not imported: startup cost)
SAVE_VERSION = 1

FULL_MESSAGE = N_("The browser's storage for this site is full, so this game could not be saved. "
                  "Delete old saved games or export this one to a file.")  # msgids: translated where shown
DENIED_MESSAGE = N_("This browser does not let this page store anything, so this game will not be saved. "
                    "Export it to a file to keep it.")
MAX_SETTINGS_CHARS = 4_000  # the settings are five short values (~100 characters)
MAX_SETTINGS_BRACKETS = 8  # they are one flat object
#: The most characters of one saved-games entry read (the engine's limit, 1 MB, is for a file the player picks): a
#: save of 1 000 turns, the most a save may hold, is ~60 000; a real game under 10 000.  A larger entry is listed
#: as too large and left as it is, unread, so that no entry can hold up the boot or the menu.
MAX_ENTRY_CHARS = 128_000
TOO_LARGE = N_("it is too large to be read: {size} characters (a saved game has at most {limit})")
PROBE_KEY = "carcassonne-probe"  # outside PREFIX (never listed); written and removed by `usable_backend`


class StorageError(Exception):
    """A write failed; ``str()`` is a sentence for the player."""


class SaveConflict(StorageError):
    """Another tab changed or deleted this save since this tab read or wrote it; nothing was written.

    ``stored`` is the text there now (None: deleted)."""

    def __init__(self, stored: str | None) -> None:
        super().__init__("another tab changed this saved game" if stored is not None
                         else "another tab deleted this saved game")
        self.stored = stored


@dataclass
class SaveEntry:
    """One entry of the saved-games list: a readable save, or a damaged/foreign entry (``error`` set)."""

    key: str
    id: str | None = None
    meta: dict = field(default_factory=dict)
    players: list[dict] = field(default_factory=list)
    error: str | None = None

    @property
    def ok(self) -> bool:
        return self.error is None

    @property
    def saved(self) -> float:
        value = self.meta.get("saved", 0)
        return value if isinstance(value, (int, float)) and not isinstance(value, bool) else 0


def _is_quota_error(exc: BaseException) -> bool:
    text = f"{type(exc).__name__} {getattr(exc, 'name', '')} {exc}".lower()
    return "quota" in text or "full" in text


def usable_backend(get_backend) -> object | None:
    """The Web Storage backend ``get_backend()`` returns if the page may read and write it, else None.

    Storage is denied in several ways: the getter raises (a browser setting, a cross-site frame blocking
    third-party storage), reads work but writes raise (some private modes), or there is no storage at all.
    One write and remove of PROBE_KEY finds all of them, so the app can say at once that nothing will be saved.
    A full storage is not denied (reading and deleting still work): that raises later, with FULL_MESSAGE."""
    try:
        backend = get_backend()
        if backend is None:
            return None
        backend.getItem(PROBE_KEY)
    except Exception:  # noqa: BLE001 - SecurityError and friends
        return None
    try:
        backend.setItem(PROBE_KEY, "1")
        backend.removeItem(PROBE_KEY)
    except Exception as exc:  # noqa: BLE001
        return backend if _is_quota_error(exc) else None
    return backend


def new_id() -> str:
    """A short id, unique enough on one device: milliseconds plus random bits, in base 36."""
    n = (int(time.time() * 1000) << 32) + random.getrandbits(32)
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    out = ""
    while n:
        n, r = divmod(n, 36)
        out = digits[r] + out
    return out


def check_save(text: str | None) -> tuple[dict | None, str | None]:
    """(document, None) if text looks like a save this version reads, else (None, why not).

    A cheap check (size and depth, JSON, format, version, players) for listing; the full check is replaying it
    (`carcassonne.record.save_summary`)."""
    from carcassonne import RecordError
    from carcassonne.untrusted import load_json

    if text is None:
        return None, t("the entry is empty")
    if len(text) > MAX_ENTRY_CHARS:  # not even measured: the budget of one entry
        return None, t(TOO_LARGE, size=len(text), limit=MAX_ENTRY_CHARS)
    try:
        doc = load_json(text, "the entry")
    except RecordError as exc:
        from .record_reasons import document_error_text

        return None, document_error_text(exc)
    if not isinstance(doc, dict):
        return None, t("it is not a saved game")
    if doc.get("format") != SAVE_FORMAT:
        return None, t("it is not a Carcassonne save (format {format})", format=repr(doc.get("format")))
    if doc.get("version") != SAVE_VERSION:
        return None, t("it is a save of version {version}, which this page does not read",
                       version=repr(doc.get("version")))
    players = doc.get("players")
    if not isinstance(players, list) or not all(isinstance(p, (dict, str)) for p in players):
        return None, t("its players are damaged")
    return doc, None


def read_settings(text: str | None) -> dict:
    """The settings object stored as ``text`` ({} when there is none or it is unreadable).

    Read at every boot, so without the engine's `carcassonne.untrusted` (importing it compiles the whole engine,
    the biggest part of the startup).  The same limits, simpler because settings are one flat object: at most
    `MAX_SETTINGS_CHARS` characters and `MAX_SETTINGS_BRACKETS` opening brackets in all (so the nesting is at most
    that deep) before `json.loads` sees the text; too long a number is Python's own ValueError."""
    if not isinstance(text, str) or len(text) > MAX_SETTINGS_CHARS:
        return {}
    if text.count("[") + text.count("{") > MAX_SETTINGS_BRACKETS:
        return {}
    try:
        value = json.loads(text, object_pairs_hook=_once_each)
    except ValueError:  # not JSON (JSONDecodeError), a number over Python's digit limit, a key given twice
        return {}
    return value if isinstance(value, dict) else {}


def _once_each(pairs: list) -> dict:
    """An object whose keys are all different (a key given twice makes the settings unreadable: which one holds
    would depend on the reader)."""
    obj = dict(pairs)
    if len(obj) < len(pairs):
        raise ValueError("a key is given twice")
    return obj


class SaveStore:
    """The saved games of this site in a Web Storage backend (None: storage is not available)."""

    def __init__(self, backend: object | None) -> None:
        self.backend = backend
        self.known: dict[str, str | None] = {}  # save id -> its text as this tab last read or wrote it

    @property
    def available(self) -> bool:
        return self.backend is not None

    # --- raw access, every call guarded -------------------------------------------------------------

    def _get(self, key: str) -> str | None:
        if self.backend is None:
            return None
        try:
            value = self.backend.getItem(key)
        except Exception:  # noqa: BLE001 - storage denied at read time
            return None
        return value if isinstance(value, str) else None

    def _set(self, key: str, value: str) -> None:
        if self.backend is None:
            raise StorageError(DENIED_MESSAGE)
        try:
            self.backend.setItem(key, value)
        except Exception as exc:  # noqa: BLE001 - QuotaExceededError, SecurityError, ...
            if _is_quota_error(exc):
                raise StorageError(FULL_MESSAGE) from None
            raise StorageError(t("The game could not be saved: {error}", error=exc)) from None

    def _remove(self, key: str) -> None:
        if self.backend is None:
            return
        try:
            self.backend.removeItem(key)
        except Exception:  # noqa: BLE001
            pass

    def keys(self) -> list[str]:
        """Every key of this site's prefix (other sites' keys on the same origin are not ours to list)."""
        if self.backend is None:
            return []
        out = []
        try:
            for i in range(int(self.backend.length)):
                key = self.backend.key(i)
                if isinstance(key, str) and key.startswith(PREFIX):
                    out.append(key)
        except Exception:  # noqa: BLE001
            return out
        return sorted(out)

    # --- saves ---------------------------------------------------------------------------------------

    @staticmethod
    def key_of(save_id: str) -> str:
        return SAVE_PREFIX + save_id

    def entries(self) -> list[SaveEntry]:
        """Every save (newest first), then every damaged or foreign entry under our prefix."""
        good: list[SaveEntry] = []
        bad: list[SaveEntry] = []
        for key in self.keys():
            if key in (CURRENT_KEY, LANG_KEY, SETTINGS_KEY):
                continue
            if not key.startswith(SAVE_PREFIX):
                bad.append(SaveEntry(key, error=t("it was written by another version of this game")))
                continue
            save_id = key[len(SAVE_PREFIX):]
            doc, why = check_save(self._get(key))
            if doc is None:
                bad.append(SaveEntry(key, save_id, error=why))
                continue
            meta = doc.get("meta") if isinstance(doc.get("meta"), dict) else {}
            players = [p if isinstance(p, dict) else {"name": p} for p in doc["players"]]
            good.append(SaveEntry(key, save_id, meta, players))
        good.sort(key=lambda e: e.saved, reverse=True)
        return good + bad

    def read(self, save_id: str) -> str | None:
        """A save's text, remembered as what this tab has seen (a later `write` expects it still there)."""
        text = self._get(self.key_of(save_id))
        self.known[save_id] = text
        return text

    def peek(self, save_id: str) -> str | None:
        """A save's text, without taking it as the version this tab plays on (export, listing)."""
        return self._get(self.key_of(save_id))

    def changed_elsewhere(self, save_id: str) -> bool:
        """Whether the stored save differs from what this tab last read or wrote (a new id: whether it exists)."""
        return self._get(self.key_of(save_id)) != self.known.get(save_id)

    def write(self, save_id: str, text: str) -> None:
        """Store one save, unless another tab changed it since this tab read or wrote it (`SaveConflict`).

        Raises StorageError (full, denied) and leaves every entry as it was, this save's last good text too."""
        if self.backend is not None and self.changed_elsewhere(save_id):
            raise SaveConflict(self._get(self.key_of(save_id)))
        self._set(self.key_of(save_id), text)
        self.known[save_id] = text

    def delete(self, save_id: str) -> None:
        self._remove(self.key_of(save_id))
        self.known[save_id] = None
        if self.current == save_id:
            self.current = None

    def resumable(self, save_id: str | None) -> str | None:
        """The save a reload should resume after ``save_id`` could not be written: its own last good version if
        one is stored, else the newest readable save (a full storage must not land the player on an empty menu)."""
        if save_id is not None and check_save(self.peek(save_id))[0] is not None:
            return save_id
        newest = next((e for e in self.entries() if e.ok), None)
        return newest.id if newest is not None else None

    # --- settings ------------------------------------------------------------------------------------

    def settings(self) -> dict:
        """The stored settings (empty when none, or unreadable): see `read_settings`."""
        return read_settings(self._get(SETTINGS_KEY))

    def set_setting(self, name: str, value: object) -> None:
        """Remember one setting (a convenience: a storage failure is ignored)."""
        try:
            self._set(SETTINGS_KEY, json.dumps({**self.settings(), name: value}))
        except StorageError:
            pass

    @property
    def current(self) -> str | None:
        value = self._get(CURRENT_KEY)
        return value or None

    @current.setter
    def current(self, save_id: str | None) -> None:
        if save_id is None:
            self._remove(CURRENT_KEY)
            return
        try:
            self._set(CURRENT_KEY, save_id)
        except StorageError:
            pass  # only a convenience: the save itself is what matters
