"""Asking the computer's worker so that it cannot stall a game: pure asyncio, no ``js`` (tests/ui/test_ai_transport.py
runs it on CPython with fake workers).

A worker can die (terminated, out of memory) or never answer (a hang), and a promise to a dead worker never
settles: without a deadline the computer would "think" forever.  So `Transport` sends one request at a time, each
with a deadline (the level's thinking cap plus `MARGIN_MS`); a missing answer (deadline passed, or the call
failed) restarts the worker once and asks again; if that fails too, that move and every later one is computed on
the main thread with a shorter cap (`main_thread_budget_ms`), and the page is told (`tell`) what happened.  A worker
that does not start within `START_TIMEOUT_MS`, or fails to start, is treated the same way.  How a worker is
started, stopped and called is the page's business (`computer.Brain` hands those functions in).
"""

from __future__ import annotations

import asyncio
from typing import Any, Awaitable, Callable

#: On top of a level's cap: the record read and replayed in the worker (~3 ms on CPython for 65 turns, ~2x in
#: Pyodide), the message round trip, and a busy machine.  Generous, since a wrong "missing" costs a restart.
MARGIN_MS = 3000
#: A cold worker boot is ~4 s on a 2-core box; a start that takes longer than this is given up.
START_TIMEOUT_MS = 30_000
#: The main thread is the page's only thread: a move computed there stops everything for its length, so its cap is
#: short.  Easy and medium take ~5-50 ms on CPython (their caps are a safety net), so only hard plays weaker.
MAIN_THREAD_CAP_MS = 500
DEFAULT_CAP_MS = 3000  # for a level the engine does not name (the engine's own caps are used when it does)

# What `tell` is told.
RESTARTED = "restarted"  # the worker stopped answering, was restarted, and the restarted one answered
MAIN_THREAD = "main-thread"  # the worker stopped answering twice: the main thread thinks from now on
NO_START = "no-start"  # the worker could not be started (twice): the main thread thinks from now on


def level_cap_ms(level: str) -> float:
    """The engine's wall-clock cap for a level (`carcassonne.ai.search.budget_ms`)."""
    from carcassonne.ai.search import budget_ms

    try:
        return float(budget_ms(level))
    except KeyError:
        return float(DEFAULT_CAP_MS)


def cap_ms(level: str, budget_ms: float | None) -> float:
    """The cap a request thinks under: the page's (``?ai_budget=``) when it sets one, else the level's."""
    return float(budget_ms) if budget_ms is not None and float(budget_ms) > 0 else level_cap_ms(level)


def deadline_ms(level: str, budget_ms: float | None) -> float:
    """How long the worker may take to answer a request: its cap plus the margin."""
    return cap_ms(level, budget_ms) + MARGIN_MS


def main_thread_budget_ms(level: str, budget_ms: float | None) -> float:
    """The cap of a move computed on the main thread: the request's, but never over `MAIN_THREAD_CAP_MS`."""
    return min(cap_ms(level, budget_ms), float(MAIN_THREAD_CAP_MS))


class Transport:
    """One request at a time to the worker, each under a deadline; one restart; then the main thread.

    ``start()`` starts a worker and returns its handle (it may raise; when cancelled it cleans up after itself);
    ``stop(handle)`` ends one; ``call(handle, name, args)`` asks it; ``local(name, args)`` computes on the main
    thread; ``tell(event, why)`` hears `RESTARTED`, `MAIN_THREAD` or `NO_START`.
    """

    def __init__(self, start: Callable[[], Awaitable[Any]], stop: Callable[[Any], None],
                 call: Callable[[Any, str, tuple], Awaitable[Any]], local: Callable[[str, tuple], Any],
                 tell: Callable[[str, str], None], restarts: int = 1,
                 start_timeout_ms: float = START_TIMEOUT_MS) -> None:
        self._start, self._stop, self._call, self._local, self._tell = start, stop, call, local, tell
        self.restarts_left = restarts
        self.start_timeout_ms = start_timeout_ms
        self.worker = None  # the handle of the worker that answers, once started
        self.starting: asyncio.Future | None = None
        self.on_main = False  # given up on the worker: every request is computed on the main thread
        self.why = ""  # the last failure, for the console
        self.restarted = False  # a restart happened and its worker has not answered yet
        self.ever_started = False  # some worker started: a later failure is one that "stopped answering"
        self._lock = asyncio.Lock()

    @property
    def where(self) -> str:
        return "main" if self.on_main else ("worker" if self.worker is not None else "starting")

    def warm(self) -> None:
        """Start the worker now (it boots while the person plays); nothing when it runs or was given up."""
        if not self.on_main and self.worker is None and self.starting is None:
            self.starting = asyncio.ensure_future(self._boot())

    async def ask(self, name: str, args: tuple, deadline_ms: float, local_args: tuple) -> Any:
        """The answer to ``name(*args)``: from the worker within ``deadline_ms``, else (after one restart) from
        the main thread as ``name(*local_args)``."""
        async with self._lock:  # one at a time: a deadline counts from when the worker is asked
            while not self.on_main:
                answer = await self._try(name, args, deadline_ms)
                if answer is not None:
                    if self.restarted:
                        self.restarted = False
                        self._tell(RESTARTED, self.why)
                    return answer[0]
                self._failed()
            await asyncio.sleep(0)  # a task of its own, never inside an event handler
            return self._local(name, local_args)

    async def _try(self, name: str, args: tuple, deadline_ms: float) -> tuple | None:
        """(answer,) from the worker, or None when it did not start, failed or missed the deadline."""
        self.warm()
        if self.starting is not None:
            await asyncio.shield(self.starting)
        worker = self.worker
        if worker is None:
            return None
        try:
            return (await asyncio.wait_for(self._call(worker, name, args), deadline_ms / 1000),)
        except asyncio.TimeoutError:
            self.why = f"no answer to {name} within {deadline_ms:.0f} ms"
        except Exception as exc:  # noqa: BLE001 - a dead worker's call fails in many ways: all are "no answer"
            self.why = f"{name} failed in the worker ({exc!r})"
        self._drop()
        return None

    async def _boot(self) -> None:
        try:
            self.worker = await asyncio.wait_for(self._start(), self.start_timeout_ms / 1000)
            self.ever_started = True
        except asyncio.TimeoutError:
            self.why = f"the worker did not start within {self.start_timeout_ms / 1000:.0f} s"
        except Exception as exc:  # noqa: BLE001 - any failure to start is a worker that is not there
            self.why = f"the worker did not start ({exc!r})"
        finally:
            self.starting = None

    def _drop(self) -> None:
        worker, self.worker = self.worker, None
        if worker is not None:
            try:
                self._stop(worker)
            except Exception:  # noqa: BLE001 - a worker that cannot even be stopped is gone for us anyway
                pass

    def _failed(self) -> None:
        """No answer: restart once; after that, the main thread."""
        if self.restarts_left > 0:
            self.restarts_left -= 1
            self.restarted = True
            return  # the next `_try` starts a fresh worker
        self.on_main = True
        self._tell(MAIN_THREAD if self.ever_started else NO_START, self.why)
