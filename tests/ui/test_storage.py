"""The localStorage adapter (ui.storage) against a fake Web Storage: saves listed, damaged and foreign entries
reported and left untouched, a full or denied storage turned into a clear message."""

import json

import pytest

from ui.storage import (CURRENT_KEY, DENIED_MESSAGE, FULL_MESSAGE, MAX_ENTRY_CHARS,
                        PROBE_KEY, SAVE_PREFIX, SaveConflict, SaveStore,
                        StorageError, check_save, new_id, usable_backend)


class QuotaExceededError(Exception):
    """What Pyodide raises for a DOMException named QuotaExceededError (its name is in the message)."""


class FakeStorage:
    """The Web Storage methods the adapter uses, over a dict (insertion order like a browser's)."""

    def __init__(self, items=None, quota=None):
        self.items = dict(items or {})
        self.quota = quota
        self.writes = []

    @property
    def length(self):
        return len(self.items)

    def key(self, i):
        keys = list(self.items)
        return keys[i] if 0 <= i < len(keys) else None

    def getItem(self, key):  # noqa: N802 - the Web Storage API's names
        return self.items.get(key)

    def setItem(self, key, value):  # noqa: N802
        size = sum(len(k) + len(v) for k, v in self.items.items() if k != key) + len(key) + len(value)
        if self.quota is not None and size > self.quota:
            raise QuotaExceededError("Failed to execute 'setItem' on 'Storage': Setting the value exceeded the quota.")
        self.items[key] = value
        self.writes.append(key)

    def removeItem(self, key):  # noqa: N802
        self.items.pop(key, None)


class DeniedStorage(FakeStorage):
    def getItem(self, key):  # noqa: N802
        raise PermissionError("SecurityError: access denied")

    def setItem(self, key, value):  # noqa: N802
        raise PermissionError("SecurityError: The operation is insecure.")


def save_doc(names=("Anna", "Ben"), saved=1, **meta):
    return json.dumps({"format": "carcassonne-save", "version": 1, "meta": {"saved": saved, **meta},
                       "players": [{"name": n, "color": c} for n, c in zip(names, ("red", "blue"))],
                       "seed": 1, "start": {"tile": "D", "x": 0, "y": 0, "rot": 0}, "turns": []})


def test_saves_are_listed_newest_first_with_their_players():
    fake = FakeStorage({SAVE_PREFIX + "old": save_doc(saved=10), SAVE_PREFIX + "new": save_doc(("Cleo", "Dan"), saved=20),
                        "other-site-key": "whatever"})
    entries = SaveStore(fake).entries()
    assert [e.id for e in entries] == ["new", "old"]
    assert all(e.ok for e in entries)
    assert [p["name"] for p in entries[0].players] == ["Cleo", "Dan"]
    assert entries[0].meta["saved"] == 20


def test_damaged_and_foreign_entries_are_reported_and_left_alone():
    damaged = '{"format": "carcassonne-save", "version": 1, "players": [tru'
    items = {SAVE_PREFIX + "good": save_doc(), SAVE_PREFIX + "bad": damaged,
             SAVE_PREFIX + "notours": json.dumps({"format": "chess"}),
             SAVE_PREFIX + "future": json.dumps({"format": "carcassonne-save", "version": 9, "players": []}),
             "carcassonne:v2:save:x": "{}"}
    fake = FakeStorage(items)
    store = SaveStore(fake)
    entries = store.entries()
    assert [e.id for e in entries if e.ok] == ["good"]
    bad = {e.key: e.error for e in entries if not e.ok}
    assert set(bad) == {SAVE_PREFIX + "bad", SAVE_PREFIX + "notours", SAVE_PREFIX + "future", "carcassonne:v2:save:x"}
    assert "not valid JSON" in bad[SAVE_PREFIX + "bad"]
    assert "not a Carcassonne save" in bad[SAVE_PREFIX + "notours"]
    assert "version 9" in bad[SAVE_PREFIX + "future"]
    assert "another version" in bad["carcassonne:v2:save:x"]
    store.write("another", save_doc())
    assert fake.items == {**items, SAVE_PREFIX + "another": save_doc()}, "nothing else was touched"


def test_write_read_delete_and_the_current_game():
    fake = FakeStorage()
    store = SaveStore(fake)
    store.write("g1", save_doc())
    store.current = "g1"
    assert store.read("g1") == save_doc()
    assert fake.items[CURRENT_KEY] == "g1"
    fake.items["carcassonne:v1:lang"] = "de"
    assert [e.id for e in store.entries()] == ["g1"], "the current pointer and the language are not saves"
    from ui.i18n import STORAGE_KEY
    assert STORAGE_KEY == "carcassonne:v1:lang"
    store.delete("g1")
    assert store.read("g1") is None
    assert store.current is None


def test_a_full_storage_gives_a_clear_message_and_keeps_the_other_saves():
    fake = FakeStorage({SAVE_PREFIX + "kept": save_doc()}, quota=len(SAVE_PREFIX) + len("kept") + len(save_doc()))
    store = SaveStore(fake)
    with pytest.raises(StorageError) as info:
        store.write("big", "x" * 500)
    assert str(info.value) == FULL_MESSAGE
    assert "full" in FULL_MESSAGE and "export" in FULL_MESSAGE.lower()
    assert list(fake.items) == [SAVE_PREFIX + "kept"]
    store.current = "big"  # a failing pointer write is not an error
    assert store.current is None


def test_denied_or_missing_storage_never_raises_on_reading():
    for store in (SaveStore(None), SaveStore(DeniedStorage({SAVE_PREFIX + "a": save_doc()}))):
        assert store.read("a") is None
        assert store.current is None
        with pytest.raises(StorageError):
            store.write("a", "{}")
    assert not SaveStore(None).available and SaveStore(None).entries() == []
    with pytest.raises(StorageError) as info:
        SaveStore(None).write("a", "{}")
    assert str(info.value) == DENIED_MESSAGE


def test_check_save_and_ids():
    assert check_save(save_doc())[1] is None
    assert check_save(None)[0] is None
    assert "not a saved game" in check_save("[1, 2]")[1]
    assert "players" in check_save(json.dumps({"format": "carcassonne-save", "version": 1, "players": 3}))[1]
    ids = {new_id() for _ in range(200)}
    assert len(ids) == 200 and all(i.isalnum() for i in ids)


class ReadOnlyStorage(FakeStorage):
    """Reads work, writes are refused (some private modes)."""

    def setItem(self, key, value):  # noqa: N802
        raise PermissionError("SecurityError: The operation is insecure.")


def test_usable_backend_finds_denied_storage_before_the_first_save():
    def raising():
        raise PermissionError("SecurityError: Failed to read the 'localStorage' property from 'Window'")

    assert usable_backend(raising) is None
    assert usable_backend(lambda: None) is None
    assert usable_backend(lambda: DeniedStorage()) is None
    assert usable_backend(lambda: ReadOnlyStorage()) is None
    fine = FakeStorage({SAVE_PREFIX + "a": save_doc()})
    assert usable_backend(lambda: fine) is fine
    assert fine.items == {SAVE_PREFIX + "a": save_doc()}, "the probe leaves nothing behind"
    assert PROBE_KEY in fine.writes
    full = FakeStorage({SAVE_PREFIX + "a": save_doc()}, quota=1)
    assert usable_backend(lambda: full) is full, "a full storage is not denied: saves can still be read and deleted"
    store = SaveStore(usable_backend(raising))
    assert not store.available
    with pytest.raises(StorageError) as info:
        store.write("g", save_doc())
    assert "will not be saved" in str(info.value)


# --- two tabs on one storage ----------------------------------------------------------------------------------

def test_a_tab_never_overwrites_a_save_another_tab_changed():
    shared = FakeStorage({SAVE_PREFIX + "g": save_doc(saved=1)})
    first, second = SaveStore(shared), SaveStore(shared)  # two tabs, one localStorage
    assert first.read("g") == second.read("g")
    first.write("g", save_doc(saved=2))
    assert second.changed_elsewhere("g") and not first.changed_elsewhere("g")
    with pytest.raises(SaveConflict) as info:
        second.write("g", save_doc(saved=3))
    assert info.value.stored == save_doc(saved=2) and "another tab" in str(info.value)
    assert shared.items[SAVE_PREFIX + "g"] == save_doc(saved=2), "the newer save is kept"
    # loading the newer position makes the second tab current again
    second.read("g")
    second.write("g", save_doc(saved=4))
    assert first.changed_elsewhere("g")
    assert shared.items[SAVE_PREFIX + "g"] == save_doc(saved=4)


def test_a_save_deleted_in_another_tab_is_not_written_back_silently():
    shared = FakeStorage({SAVE_PREFIX + "g": save_doc()})
    first, second = SaveStore(shared), SaveStore(shared)
    first.read("g")
    second.read("g")
    second.delete("g")
    assert first.changed_elsewhere("g")
    with pytest.raises(SaveConflict) as info:
        first.write("g", save_doc(saved=5))
    assert info.value.stored is None and "deleted" in str(info.value)
    assert SAVE_PREFIX + "g" not in shared.items


def test_a_new_game_writes_freely_and_export_does_not_adopt_a_version():
    shared = FakeStorage()
    first, second = SaveStore(shared), SaveStore(shared)
    first.write("new", save_doc(saved=1))
    first.write("new", save_doc(saved=2))  # its own earlier write is what it expects
    assert second.peek("new") == save_doc(saved=2)
    assert "new" not in second.known, "peeking (export, list) is not reading a version to play on"


# --- storage full ---------------------------------------------------------------------------------------------

def test_a_failed_write_keeps_the_last_good_save_and_a_reload_resumes_it():
    doc1, doc2 = save_doc(saved=1), save_doc(saved=2)
    fake = FakeStorage({SAVE_PREFIX + "g": doc1})
    store = SaveStore(fake)
    store.read("g")
    fake.quota = sum(len(k) + len(v) for k, v in fake.items.items())  # nothing more fits
    with pytest.raises(StorageError) as info:
        store.write("g", doc2 + " " * 50)
    assert str(info.value) == FULL_MESSAGE and not isinstance(info.value, SaveConflict)
    assert fake.items[SAVE_PREFIX + "g"] == doc1, "the last good save is still there"
    assert store.resumable("g") == "g"
    # a game that never got saved falls back to the newest readable save, not to an empty menu
    fake.items[SAVE_PREFIX + "old"] = save_doc(saved=0)
    fake.items[SAVE_PREFIX + "broken"] = "{"
    assert store.resumable("never-saved") == "g"
    assert SaveStore(FakeStorage()).resumable("never-saved") is None
    # after the failure, the next write (room again) still expects the last good text
    fake.quota = None
    store.write("g", doc2)
    assert fake.items[SAVE_PREFIX + "g"] == doc2


def test_a_deeply_nested_or_huge_entry_is_refused_before_parsing():
    deep = "[" * 60_000 + "]" * 60_000  # within the budget of an entry: measured, and refused
    doc, why = check_save(deep)
    assert doc is None and "nested too deeply" in why
    doc, why = check_save('"' + "x" * 1_100_000 + '"')
    assert doc is None and "too large" in why
    fake = FakeStorage({SAVE_PREFIX + "deep": deep, SAVE_PREFIX + "good": save_doc()})
    entries = SaveStore(fake).entries()
    assert [e.id for e in entries if e.ok] == ["good"]
    assert [e.id for e in entries if not e.ok] == ["deep"]


QUADRATIC = '"' + '\\"' * 120_000  # 240 kB: an escaped quote that never closes (the guard was quadratic on it)


def test_an_entry_over_the_budget_is_listed_as_too_large_unread_and_left_as_it_is(monkeypatch):
    import carcassonne.untrusted

    monkeypatch.setattr(carcassonne.untrusted, "load_json", _only_small(carcassonne.untrusted.load_json))
    fake = FakeStorage({SAVE_PREFIX + "huge": QUADRATIC, SAVE_PREFIX + "good": save_doc(), CURRENT_KEY: "huge"})
    store = SaveStore(fake)
    entries = store.entries()
    assert [e.id for e in entries if e.ok] == ["good"]
    huge = next(e for e in entries if not e.ok)
    assert huge.id == "huge" and huge.error.startswith("it is too large to be read: 240001 characters")
    assert store.resumable("huge") == "good", "a reload resumes a readable save, not the huge one"
    assert fake.items[SAVE_PREFIX + "huge"] == QUADRATIC and fake.writes == [], "left as it is"


def _only_small(load_json):
    def checked(text, *args, **kwargs):
        assert len(text) <= MAX_ENTRY_CHARS, "an entry over the budget is not even measured"
        return load_json(text, *args, **kwargs)
    return checked


def test_the_budget_of_an_entry_holds_the_largest_save_the_engine_reads():
    """1 000 turns (`record.MAX_TURNS`) of the longest real turn text fit well within the budget."""
    from carcassonne.record import MAX_TURNS

    turn = {"player": 5, "turn": "IC01@-10000,-10000r270 +NNW:abbot ~-10000,-10000:N"}
    doc = json.loads(save_doc())
    doc["turns"] = [turn] * MAX_TURNS
    assert len(json.dumps(doc, separators=(",", ":"))) < MAX_ENTRY_CHARS * 0.7


def test_too_large_is_said_in_german():
    from ui import i18n

    i18n.set_language("de")
    try:
        why = check_save("x" * (MAX_ENTRY_CHARS + 1))[1]
    finally:
        i18n.set_language("en")
    assert why.startswith("er ist zu groß") and str(MAX_ENTRY_CHARS + 1) in why
