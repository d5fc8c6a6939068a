"""The computer seats' brain on the page: a PyScript worker that runs `ui.worker_ai`, so the main thread stays
free while a computer thinks (a click is answered at once), with the main thread as the fallback.

The worker is started on first need (a game with a computer seat opens, or a hint is asked for) by adding a named
``<script type="py" worker>`` (``static/ai-worker.py``, the page's own ``pyscript.toml``): a plain boot of the page
never loads it.  Requests are answered through callbacks; a request whose answer comes late is the caller's to
ignore (`GameView` checks its session token).  Every request has a deadline; a worker that misses it, fails or does
not start is restarted once, then the same function runs on the main thread in a timer task with a shorter cap
(`ai_transport`), and the console and the turn box say so.
"""

from __future__ import annotations

import asyncio
import json

from . import ai_transport, worker_ai
from .dom import found, js

WORKER_NAME = "carcassonne-ai"
WORKER_SRC = "./static/ai-worker.py"
CONFIG = "./pyscript.toml"
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
    """Answers ``choose`` and ``hint`` requests, from the worker when it runs, else on the main thread.

    The deadlines, the one restart and the fallback are `ai_transport.Transport`'s; this class starts, calls and
    stops the PyScript worker, and says on the page (``on_note``) what happened.
    """

    def __init__(self, on_error, on_note=None, on_ready=None) -> None:
        self.on_error = on_error
        self.on_ready = on_ready  # on_ready() once a worker has booted
        self.on_note = on_note  # on_note(event) with an `ai_transport` event (RESTARTED, MAIN_THREAD, NO_START)
        self.started = 0  # workers started so far (each restart gets a name of its own)
        self.transport = ai_transport.Transport(self._start_worker, self._stop_worker, self._call_worker,
                                                self._local, self._told)

    @property
    def where(self) -> str:
        return self.transport.where

    @property
    def booting(self) -> bool:
        """A worker is being started and nothing answers yet (the first computer turn waits for it)."""
        return self.transport.starting is not None and self.transport.worker is None

    def start(self) -> None:
        """Start the worker (once; it boots while the person plays)."""
        self.transport.warm()

    async def _start_worker(self):
        """A new worker script (``carcassonne-ai``, then ``carcassonne-ai-2`` ...): (its script, its exports)."""
        from pyscript import workers

        # PyScript waits forever on a worker script it cannot fetch: find that out first (offline, no file)
        response = await js.fetch(WORKER_SRC)
        if not response.ok:
            raise RuntimeError(f"{WORKER_SRC} answered HTTP {response.status}")
        self.started += 1
        name = WORKER_NAME if self.started == 1 else f"{WORKER_NAME}-{self.started}"
        script = js.document.createElement("script")
        script.type = "py"
        script.setAttribute("worker", "")
        script.setAttribute("name", name)
        script.setAttribute("config", CONFIG)
        script.src = WORKER_SRC
        js.document.body.append(script)
        try:
            exports = await workers[name]
        except BaseException:  # noqa: BLE001 - cancelled by the start deadline, or failed: end that worker
            self._stop_worker((script, None))
            raise
        js.document.documentElement.dataset.aiWorker = "ready"
        if self.on_ready is not None:
            self.on_ready()
        return script, exports

    def _stop_worker(self, handle) -> None:
        script = handle[0]
        xworker = getattr(script, "xworker", None)
        if xworker is not None and found(xworker):
            xworker.terminate()
        script.remove()
        js.document.documentElement.dataset.aiWorker = "restarting"

    async def _call_worker(self, handle, name: str, args: tuple) -> str:
        return str(await getattr(handle[1], name)(*args))

    @staticmethod
    def _local(name: str, args: tuple) -> str:
        return getattr(worker_ai, name)(*args)

    def _told(self, event: str, why: str) -> None:
        if event != ai_transport.RESTARTED:
            js.document.documentElement.dataset.aiWorker = "main-thread"
            js.console.warn(f"carcassonne: {why}; the computer thinks on the main thread, with a shorter cap")
        else:
            js.console.warn(f"carcassonne: {why}; the AI worker was restarted")
        if self.on_note is not None:
            self.on_note(event)

    def choose(self, record_text: str, level: str, seed: str, budget_ms: float, done) -> None:
        """``done(turn_text)`` later, with the level's turn for the player to move."""
        local = (record_text, level, seed, ai_transport.main_thread_budget_ms(level, budget_ms))
        self._request("choose", (record_text, level, seed, budget_ms), ai_transport.deadline_ms(level, budget_ms),
                      local, done)

    def hint(self, record_text: str, seed: str, budget_ms: float, done, level: str = "hard") -> None:
        """``done(dict)`` later, with the level's (hard's or expert's) move and its reasons (`worker_ai.hint_on`)."""
        local = (record_text, seed, ai_transport.main_thread_budget_ms(level, budget_ms), level)
        self._request("hint", (record_text, seed, budget_ms, level), ai_transport.deadline_ms(level, budget_ms),
                      local, lambda answer: done(json.loads(answer)))

    def _request(self, name: str, args: tuple, deadline: float, local: tuple, done) -> None:
        asyncio.ensure_future(self._answer(name, args, deadline, local, done))

    async def _answer(self, name: str, args: tuple, deadline: float, local: tuple, done) -> None:
        try:
            done(str(await self.transport.ask(name, args, deadline, local)))
        except Exception as exc:  # noqa: BLE001 - shown, never kills the page
            self.on_error(exc)
