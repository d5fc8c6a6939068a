"""Run this very test suite again inside real Pyodide (Python 3.14, as in the browser) under Node.js.

The browser runs the engine on Pyodide's CPython 3.14 while this machine's pytest runs 3.11, so
the whole suite (this file excepted: it is skipped there) also runs through tests/pyodide/run.mjs.
"""

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


def test_engine_suite_passes_inside_pyodide():
    node = shutil.which("node")
    assert node, "Node.js is needed to run the suite inside Pyodide"
    assert (ROOT / "node_modules" / "pyodide").is_dir(), "run `npm ci` (or `make test`) first"
    proc = subprocess.run(
        [node, str(RUNNER), "tests", "-q", "-p", "no:cacheprovider"],
        cwd=ROOT,
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
