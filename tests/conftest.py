"""Shared pytest setup for the engine tests (runs on CPython and inside Pyodide).

- puts ``py/`` on ``sys.path`` so ``import carcassonne`` works without installing anything;
- marker ``subprocess``: the test starts processes, so it is skipped inside Pyodide
  (``sys.platform == "emscripten"``), which cannot;
- inside Pyodide, Hypothesis runs without deadlines (wasm is slower and its timing noisier);
- marker ``drawn_by_the_build`` (and every test_tileart_*.py but the table's): tests of how the tile art is drawn,
  which the build does on CPython; inside Pyodide, whose run is given the build's table as the page is
  (tests/test_pyodide_runtime.py), they are skipped: they were half of that run's CPU (130 of about 260 s);
- marker ``build_tool``: tests of the tools the build runs on CPython (the text extractor over the sources, the
  generator of static/boot-texts.js); the page never runs them, so they are skipped inside Pyodide too.
"""

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PY_DIR = ROOT / "py"
if str(PY_DIR) not in sys.path:
    sys.path.insert(0, str(PY_DIR))

IN_PYODIDE = sys.platform == "emscripten"

if IN_PYODIDE:
    try:
        from hypothesis import settings
    except ImportError:  # pragma: no cover - hypothesis is always in the Pyodide wheel set
        pass
    else:
        settings.register_profile("pyodide", deadline=None)
        settings.load_profile("pyodide")


def pytest_configure(config):
    config.addinivalue_line(
        "markers", "subprocess: starts processes; skipped inside Pyodide (no subprocess there)"
    )
    config.addinivalue_line(
        "markers", "drawn_by_the_build: tests how the tile art is drawn (build time, CPython); skipped inside Pyodide"
    )
    config.addinivalue_line(
        "markers", "build_tool: tests a tool only the build runs (text extraction, generated files); skipped inside Pyodide"
    )


def pytest_collection_modifyitems(config, items):
    # The engine suite inside Pyodide (one test of 60-90 s) starts first: in `make test`'s two processes the
    # longest test then never runs alone at the end while the other process has nothing left (the browser tests'
    # order: e2e/conftest.py).
    items.sort(key=lambda item: item.path.name != "test_pyodide_runtime.py")
    if not IN_PYODIDE:
        return
    skip = pytest.mark.skip(reason="needs subprocess, which Pyodide (emscripten) does not have")
    drawn = pytest.mark.skip(reason="the tile art's drawing: the build draws it on CPython and the page reads the "
                                    "table (test_tileart_built.py checks the drawing is the same here)")
    tool = pytest.mark.skip(reason="a tool only the build runs, on CPython")
    for item in items:
        if item.get_closest_marker("subprocess"):
            item.add_marker(skip)
        elif item.get_closest_marker("build_tool"):
            item.add_marker(tool)
        elif item.get_closest_marker("drawn_by_the_build") or drawing_test_file(item.path.name):
            item.add_marker(drawn)


def drawing_test_file(name: str) -> bool:
    """The tile art passes' files (test_tileart_*.py): how towns, lanes, roofs, walls and the river are drawn,
    which only the build runs (`ui.tileart.built`); test_tileart_built.py tests the table the page reads."""
    return name.startswith("test_tileart_") and name != "test_tileart_built.py"
