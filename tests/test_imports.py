"""Every engine module under py/carcassonne imports, on CPython and inside Pyodide."""

import importlib
from pathlib import Path

import pytest

ENGINE = Path(__file__).resolve().parent.parent / "py" / "carcassonne"


def engine_modules():
    for path in sorted(ENGINE.rglob("*.py")):
        parts = path.relative_to(ENGINE.parent).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        yield ".".join(parts)


@pytest.mark.parametrize("name", list(engine_modules()) or ["carcassonne"])
def test_engine_module_imports(name):
    assert importlib.import_module(name).__name__ == name
