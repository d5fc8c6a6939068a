"""The computer cannot stall a game (ui.ai_transport): every request to the worker has a deadline; a worker that
dies, hangs or does not start is restarted once, then the main thread answers with a shorter cap, and the page is
told.  Fake workers on CPython's asyncio; the deadlines are tiny, the hangs are real (futures never set)."""

import asyncio
import sys
from concurrent.futures import ThreadPoolExecutor

import pytest

from ui import ai_transport
from ui.ai_transport import MAIN_THREAD, NO_START, RESTARTED, Transport

# Pyodide runs its tests inside a running event loop, where ``asyncio.run`` cannot start another; the page's own
# worker is tested end to end (e2e/test_computer_deadline.py).
needs_own_loop = pytest.mark.skipif(sys.platform == "emscripten", reason="asyncio.run inside Pyodide's running loop")


def run_alone(coroutine):
    """``asyncio.run`` in a thread of its own: a browser test run earlier in this process (Playwright's sync API)
    can leave an event loop running in the main thread, where ``asyncio.run`` refuses to start."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coroutine).result()

DEADLINE_MS = 40


class Fakes:
    """Workers that answer, hang, fail or never start, as a test lists them (one behaviour per started worker)."""

    def __init__(self, *workers: str, start: str = "ok") -> None:
        self.plan = list(workers)
        self.start_plan = start
        self.started: list[int] = []
        self.stopped: list[int] = []
        self.calls: list[tuple] = []
        self.local_calls: list[tuple] = []
        self.told: list[str] = []

    async def start(self):
        if self.start_plan == "fails":
            raise RuntimeError("HTTP 404")
        if self.start_plan == "hangs":
            await asyncio.get_running_loop().create_future()
        self.started.append(len(self.started))
        return self.started[-1]

    def stop(self, worker) -> None:
        self.stopped.append(worker)

    async def call(self, worker, name, args):
        self.calls.append((worker, name, args))
        how = self.plan[worker] if worker < len(self.plan) else "answers"
        if how == "hangs":  # a terminated worker's promise never settles either
            await asyncio.get_running_loop().create_future()
        if how == "fails":
            raise RuntimeError("the worker was killed")
        return f"{name} by worker {worker}"

    def local(self, name, args):
        self.local_calls.append((name, args))
        return f"{name} on the main thread"

    def tell(self, event, why):
        self.told.append(event)

    def transport(self, **kw) -> Transport:
        return Transport(self.start, self.stop, self.call, self.local, self.tell, **kw)


def ask(transport: Transport, *names: str) -> list:
    async def run():
        return [await transport.ask(name, ("record",), DEADLINE_MS, ("record", "short")) for name in names]
    return run_alone(run())


@needs_own_loop
def test_a_worker_that_answers_is_asked_and_nothing_is_said():
    fakes = Fakes("answers")
    assert ask(fakes.transport(), "choose", "hint") == ["choose by worker 0", "hint by worker 0"]
    assert fakes.started == [0] and fakes.stopped == [] and fakes.told == [] and fakes.local_calls == []


@needs_own_loop
@pytest.mark.parametrize("how", ["hangs", "fails"])
def test_a_worker_that_hangs_or_dies_is_restarted_once_and_asked_again(how):
    fakes = Fakes(how, "answers")
    transport = fakes.transport()
    assert ask(transport, "choose", "choose") == ["choose by worker 1", "choose by worker 1"]
    assert fakes.started == [0, 1] and fakes.stopped == [0]  # the first one ended, not left running
    assert fakes.told == [RESTARTED] and transport.where == "worker"


@needs_own_loop
def test_when_the_restarted_worker_hangs_too_the_main_thread_answers_from_then_on():
    fakes = Fakes("hangs", "hangs")
    transport = fakes.transport()
    assert ask(transport, "choose", "hint") == ["choose on the main thread", "hint on the main thread"]
    assert fakes.local_calls == [("choose", ("record", "short")), ("hint", ("record", "short"))]  # the short cap
    assert fakes.started == [0, 1] and fakes.stopped == [0, 1] and len(fakes.calls) == 2  # never asked again
    assert fakes.told == [MAIN_THREAD] and transport.where == "main"
    transport.warm()
    assert fakes.started == [0, 1]  # and never started again


@needs_own_loop
@pytest.mark.parametrize("start", ["fails", "hangs"])
def test_a_worker_that_does_not_start_is_tried_twice_then_the_main_thread_answers(start):
    fakes = Fakes(start=start)
    transport = fakes.transport(start_timeout_ms=DEADLINE_MS)
    assert ask(transport, "choose") == ["choose on the main thread"]
    assert fakes.told == [NO_START] and fakes.calls == [] and "did not start" in transport.why


@needs_own_loop
def test_requests_wait_their_turn_so_a_deadline_counts_from_when_the_worker_is_asked():
    fakes = Fakes("answers")
    transport = fakes.transport()
    answer = fakes.call
    busy = asyncio.Lock()  # the worker has one thread: it answers one request after the other

    async def slow(worker, name, args):  # each answer takes most of a deadline: two in a row would miss one
        async with busy:
            await asyncio.sleep(0.25)
            return await answer(worker, name, args)

    transport._call = slow

    async def both():
        return await asyncio.gather(transport.ask("choose", (), 400, ()), transport.ask("hint", (), 400, ()))

    assert run_alone(both()) == ["choose by worker 0", "hint by worker 0"]
    assert fakes.told == [] and fakes.started == [0]


def test_the_deadline_is_the_level_s_cap_plus_a_margin_and_the_main_thread_s_cap_is_short():
    margin = ai_transport.MARGIN_MS
    assert ai_transport.deadline_ms("hard", 0) == 1500 + margin  # the engine's cap for hard
    assert ai_transport.deadline_ms("easy", None) == 3000 + margin
    assert ai_transport.deadline_ms("hard", 200) == 200 + margin  # ?ai_budget=200
    assert ai_transport.deadline_ms("a level from later", 0) == ai_transport.DEFAULT_CAP_MS + margin
    assert ai_transport.main_thread_budget_ms("hard", 0) == ai_transport.MAIN_THREAD_CAP_MS
    assert ai_transport.main_thread_budget_ms("hard", 200) == 200
