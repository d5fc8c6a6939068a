"""Run this very test suite again inside real Pyodide (Python 3.14, as in the browser) under Node.js.

The browser runs the engine on Pyodide's CPython 3.14 while this machine's pytest runs 3.11, so
the whole suite (this file excepted: it is skipped there) also runs through tests/pyodide/run.mjs.

The tile art is given the build's table (`ui.tileart.built`), as app.zip gives it to the page: the page never
plans a town (about 8 s of CPU for every type on CPython, ten times that in Pyodide, most of this run's time
when it did), so the art tests read there what the page reads, and
`test_tileart_built.py::test_inside_pyodide_a_sample_of_types_draws_as_the_build_drew_it` checks that the art
code itself gives the same drawings under 3.14 as the build's CPython.
"""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = [
    pytest.mark.subprocess,
    pytest.mark.skipif(sys.platform == "emscripten", reason="this is the runner, not a test to run inside it"),
]

ROOT = Path(__file__).resolve().parent.parent
RUNNER = ROOT / "tests" / "pyodide" / "run.mjs"
TAIL_LINES = 60


def tileart_table() -> Path:
    """The build's table of the tile art (cached by the build under the sources' hash; made when absent)."""
    from sitebuild.build import tileart_table_file

    return tileart_table_file()


def test_engine_suite_passes_inside_pyodide():
    node = shutil.which("node")
    assert node, "Node.js is needed to run the suite inside Pyodide"
    assert (ROOT / "node_modules" / "pyodide").is_dir(), "run `npm ci` (or `make test`) first"
    proc = subprocess.run(
        [node, str(RUNNER), "tests", "-q", "-p", "no:cacheprovider"],
        cwd=ROOT,
        env={**os.environ, "PYODIDE_TILEART_TABLE": str(tileart_table())},
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        timeout=900,
    )
    lines = proc.stdout.splitlines()
    print("\n".join(lines[-5:]))  # shown with -rP; the summary line of the Pyodide run
    tail = "\n".join(lines[-TAIL_LINES:])
    assert proc.returncode == 0, f"pytest inside Pyodide exited {proc.returncode}; last lines:\n{tail}"
    assert any(" passed" in line for line in lines), f"no test passed inside Pyodide:\n{tail}"
