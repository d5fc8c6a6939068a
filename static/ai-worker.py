# The computer's thinking, off the page's main thread: a PyScript worker (same pyscript.toml, so the same app.zip
# and the same self-hosted Pyodide), started by py/ui/computer.py only when a game has a computer seat or a hint
# is asked for. The functions are py/ui/worker_ai.py's (tested on CPython); the page awaits their answers.
import sys

sys.path.insert(0, "/home/pyodide/app.zip")  # the app's modules, imported from the zip (see pyscript.toml)
from ui.worker_ai import choose, hint  # noqa: E402 - after the path

__export__ = ["choose", "hint"]
