"""The menu starts without the engine (issue 13, item 11: app-ready within 1.1x a bare PyScript page).

In Pyodide every module is compiled from source when first imported, and importing anything under `carcassonne`
compiles the whole engine (its package imports `game`), the biggest single cost of a boot.  So the page's entry
module and what the first screen does with an empty storage (read the settings, list no saves, find no game to
resume) must not import it; `App.warm_up` imports it after app-ready.  Checked in a fresh CPython with stand-ins
for Pyodide's `js` and `pyodide.ffi` (the modules the page imports at the top)."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from ui import computer, settings
from ui.storage import MAX_SETTINGS_BRACKETS, MAX_SETTINGS_CHARS, SETTINGS_KEY, SaveStore, read_settings

PY = Path(__file__).resolve().parents[2] / "py"

# What the first screen needs at most (the rest is imported on first use or after app-ready).
NOT_AT_STARTUP = ("carcassonne", "ui.text", "ui.explain", "ui.computer", "ui.game_view", "ui.tileart",
                  "ui.record_reasons", "gettext")

#: Stand-ins for the modules only Pyodide has, so a fresh CPython can import the page's entry module.
STAND_INS = r"""
import json, sys, types
sys.path.insert(0, sys.argv[1])
js = types.ModuleType("js")
pyodide = types.ModuleType("pyodide")
ffi = types.ModuleType("pyodide.ffi")
ffi.to_js = ffi.create_proxy = ffi.create_once_callable = lambda *a, **k: None
ffi.jsnull = object()
pyodide.ffi = ffi
sys.modules.update({"js": js, "pyodide": pyodide, "pyodide.ffi": ffi})
"""

PROBE = STAND_INS + r"""
class Storage(dict):
    length = property(len)
    def key(self, i): return list(self)[i] if i < len(self) else None
    def getItem(self, key): return self.get(key)
    def setItem(self, key, value): self[key] = value
    def removeItem(self, key): self.pop(key, None)

import ui.app
from ui.settings import Preferences
from ui.storage import SaveStore, usable_backend
store = SaveStore(usable_backend(lambda: Storage({"carcassonne:v1:settings": '{"speed": "fast", "sound": false}',
                                                  "carcassonne:v1:lang": "de"})))
prefs = Preferences.read(store.settings())
listed = store.entries()
print(json.dumps({"modules": sorted(sys.modules), "speed": prefs.speed, "sound": prefs.sound,
                  "entries": len(listed), "current": store.current}))
"""


@pytest.mark.subprocess
def test_the_menu_starts_without_the_engine_or_the_game_texts():
    out = subprocess.run([sys.executable, "-c", PROBE, str(PY)], check=True, capture_output=True, text=True)
    result = json.loads(out.stdout)
    assert (result["speed"], result["sound"], result["entries"], result["current"]) == ("fast", False, 0, None)
    loaded = [m for m in result["modules"] if any(m == name or m.startswith(name + ".") for name in NOT_AT_STARTUP)]
    assert loaded == [], f"imported before app-ready: {loaded}"
    assert "ui.app" in result["modules"] and "ui.new_game_form" in result["modules"]


class Storage(dict):
    def getItem(self, key):  # noqa: N802 - the Web Storage API's names
        return self.get(key)


@pytest.mark.parametrize("text", [
    None, "", "not json", "[1, 2]", '"fast"', "{" * 100_000, '{"a": ' + "[" * (MAX_SETTINGS_BRACKETS + 1) + "]}",
    '{"speed": "' + "x" * MAX_SETTINGS_CHARS + '"}', '{"n": ' + "9" * 5000 + "}",
    '{"speed": "slow", "speed": "fast"}',  # a key given twice: which one holds would depend on the reader
])
def test_unreadable_settings_read_as_none_stored(text):
    assert read_settings(text) == {}
    store = SaveStore(Storage({SETTINGS_KEY: text}))
    assert store.settings() == {}
    assert settings.Preferences.read(store.settings()) == settings.Preferences()


def test_settings_are_read_as_stored():
    stored = {"speed": "slow", "hints": False, "sound": True, "marks": True, "motion": "quick"}
    assert read_settings(json.dumps(stored)) == stored
    prefs = settings.Preferences.read(read_settings(json.dumps(stored)))
    assert (prefs.speed, prefs.hints, prefs.marks, prefs.motion) == ("slow", False, True, "quick")


def test_the_settings_know_every_speed_of_the_computer():
    assert set(settings.SPEEDS) == set(computer.SPEEDS)
    assert settings.DEFAULT_SPEED == computer.DEFAULT_SPEED


GAME_SCREEN = STAND_INS + r"""import ui.app
before = set(sys.modules)
import carcassonne, ui.tileart, ui.game_view, ui.final_table, ui.menus, ui.settings, ui.tile_list
print(json.dumps(sorted(set(sys.modules) - before)))
"""

#: Standard modules the game screen does without: `urllib.parse` (with `ipaddress`) costs 60-95 ms of the menu's
#: warm-up in Pyodide, on the main thread, for one link (`rules_link._query_value` encodes it instead).  CPython's
#: own `pathlib` imports it, Pyodide's (3.14) does not, so the check reads our modules' top-level imports.
SLOW_STDLIB = ("urllib", "ipaddress")


def top_level_imports(path: Path) -> set[str]:
    """The modules a source file imports when it is imported (not inside a function)."""
    import ast

    names = set()
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
    return names


@pytest.mark.subprocess
def test_the_game_screen_does_not_import_urllib():
    out = subprocess.run([sys.executable, "-S", "-c", GAME_SCREEN, str(PY)], check=True, capture_output=True,
                         text=True)
    ours = [m for m in json.loads(out.stdout) if m.split(".")[0] in ("ui", "carcassonne")]
    assert "ui.game_view" in ours and "carcassonne.game" in ours
    for module in ours:
        file = PY.joinpath(*module.split("."))
        path = file / "__init__.py" if file.is_dir() else file.with_suffix(".py")
        slow = [name for name in top_level_imports(path) if name.split(".")[0] in SLOW_STDLIB]
        assert slow == [], f"{module} imports {slow} as it loads"
