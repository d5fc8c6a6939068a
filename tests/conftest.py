"""Shared pytest setup for the engine tests (runs on CPython and inside Pyodide).

- puts ``py/`` on ``sys.path`` so ``import carcassonne`` works without installing anything;
- marker ``subprocess``: the test starts processes, so it is skipped inside Pyodide
  (``sys.platform == "emscripten"``), which cannot;
- inside Pyodide, Hypothesis runs without deadlines (wasm is slower and its timing noisier).
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


def pytest_collection_modifyitems(config, items):
    # The engine suite inside Pyodide (one test of 60-90 s) starts first: in `make test`'s two processes the
    # longest test then never runs alone at the end while the other process has nothing left (the browser tests'
    # order: e2e/conftest.py).
    items.sort(key=lambda item: item.path.name != "test_pyodide_runtime.py")
    if not IN_PYODIDE:
        return
    skip = pytest.mark.skip(reason="needs subprocess, which Pyodide (emscripten) does not have")
    for item in items:
        if item.get_closest_marker("subprocess"):
            item.add_marker(skip)
