"""The computer seats' brain on the page: a PyScript worker that runs `ui.worker_ai`, so the main thread stays
free while a computer thinks (a click is answered at once), with the main thread as the fallback.

The worker is started on first need (a game with a computer seat opens, or a hint is asked for) by adding a named
``<script type="py" worker>`` (``static/ai-worker.py``, the page's own ``pyscript.toml``): a plain boot of the page
never loads it.  Requests are answered through callbacks; a request whose answer comes late is the caller's to
ignore (`GameView` checks its session token).  If the worker does not start, or fails on a request, the same
function runs on the main thread in a timer task, and the console says so.
"""

from __future__ import annotations

import asyncio
import json

from . import worker_ai
from .dom import js

WORKER_NAME = "carcassonne-ai"
WORKER_SRC = "./static/ai-worker.py"
CONFIG = "./pyscript.toml"
START_TIMEOUT_S = 60  # a cold worker boot is ~4 s here; after this the page thinks on the main thread
KINDS = ("human", "easy", "medium", "hard", "expert")
DEFAULT_LEVEL = "medium"  # what a save from before the levels ("computers" only) plays at
SPEEDS = {"slow": (900, 1600), "normal": (350, 800), "fast": (60, 250)}  # (pause before, tile shown) ms
DEFAULT_SPEED = "normal"


def levels_of(meta, computers) -> dict[int, str]:
    """The level of each computer seat a save's ``meta`` names (``levels``: {"1": "hard"}); medium otherwise."""
    stored = meta.get("levels") if isinstance(meta, dict) else None
    stored = stored if isinstance(stored, dict) else {}
    out = {}
    for seat in computers:
        level = stored.get(str(seat))
        out[seat] = level if level in worker_ai.LEVELS else DEFAULT_LEVEL
    return out


def hints_of(meta) -> int:
    """How many hints a save says were taken (0 when it says nothing readable)."""
    n = meta.get("hints") if isinstance(meta, dict) else None
    return n if isinstance(n, int) and not isinstance(n, bool) and n >= 0 else 0


def speed_delays(speed: str) -> tuple[int, int]:
    return SPEEDS.get(speed, SPEEDS[DEFAULT_SPEED])


class Brain:
    """Answers ``choose`` and ``hint`` requests, from the worker when it runs, else on the main thread."""

    def __init__(self, on_error) -> None:
        self.on_error = on_error
        self.worker = None
        self.starting = None  # the task starting the worker
        self.failed = False  # the worker could not start: every request runs on the main thread

    @property
    def where(self) -> str:
        return "worker" if self.worker is not None else ("main" if self.failed else "starting")

    def start(self) -> None:
        """Start the worker (once; it boots while the person plays)."""
        if self.starting is None and not self.failed:
            self.starting = asyncio.ensure_future(self._start())

    async def _start(self) -> None:
        try:
            from pyscript import workers

            # PyScript waits forever on a worker script it cannot fetch: find that out first (offline, no file)
            response = await js.fetch(WORKER_SRC)
            if not response.ok:
                raise RuntimeError(f"{WORKER_SRC} answered HTTP {response.status}")
            script = js.document.createElement("script")
            script.type = "py"
            script.setAttribute("worker", "")
            script.setAttribute("name", WORKER_NAME)
            script.setAttribute("config", CONFIG)
            script.src = WORKER_SRC
            js.document.body.append(script)

            async def ready():
                return await workers[WORKER_NAME]

            self.worker = await asyncio.wait_for(ready(), START_TIMEOUT_S)
            js.document.documentElement.dataset.aiWorker = "ready"
        except Exception as exc:  # noqa: BLE001 - any failure: think on the main thread instead
            self.fall_back(f"the AI worker did not start ({exc!r})")

    def fall_back(self, why: str) -> None:
        self.failed = True
        self.worker = None
        js.document.documentElement.dataset.aiWorker = "main-thread"
        js.console.warn(f"carcassonne: {why}; the computer thinks on the main thread, in timer steps")

    def choose(self, record_text: str, level: str, seed: str, budget_ms: float, done) -> None:
        """``done(turn_text)`` later, with the level's turn for the player to move."""
        self._request("choose", (record_text, level, seed, budget_ms), done)

    def hint(self, record_text: str, seed: str, budget_ms: float, done, level: str = "hard") -> None:
        """``done(dict)`` later, with the level's (hard's or expert's) move and its reasons (`worker_ai.hint_on`)."""
        self._request("hint", (record_text, seed, budget_ms, level), lambda answer: done(json.loads(answer)))

    def _request(self, name: str, args: tuple, done) -> None:
        self.start()
        asyncio.ensure_future(self._answer(name, args, done))

    async def _answer(self, name: str, args: tuple, done) -> None:
        try:
            if self.starting is not None:
                await self.starting
            answer = None
            if self.worker is not None:
                try:
                    answer = str(await getattr(self.worker, name)(*args))
                except Exception as exc:  # noqa: BLE001 - a worker that fails once is not trusted again
                    self.fall_back(f"the AI worker failed ({exc!r})")
            if answer is None:
                await asyncio.sleep(0)  # a timer task of its own, never inside an event handler
                answer = getattr(worker_ai, name)(*args)
            done(answer)
        except Exception as exc:  # noqa: BLE001 - shown, never kills the page
            self.on_error(exc)
