#!/usr/bin/env python3
"""Replay benchmark (issue 22, "every game can be watched again"): prints JSON figures, asserts nothing.

    python3 e2e/bench_replay.py [--jumps 20]      (after `make dist`; not collected by pytest)

A finished 2-player game with every expansion (118 turns, made on CPython) is put in localStorage and opened
with "Watch again" from the saved-games list, in Debian's Chromium headless at 1280×800.  It is stepped through
from turn 0 to the end with → (every step), back with ← (20 steps), by random jumps of the slider and with
Home/End.  Per step: ``task_ms``, from a window capture listener (before the app's) of the key or input event
to a timer task queued there (runs right after the event's task: the app's handler with the whole redraw), and
``frame_ms``, to the next animation frame's end (style, layout, paint queued); ``handler_ms``, every step's
own time in the app (`GameView.goto`, a ``performance.measure``: the engine and the DOM writes).  A slider move
is shown at the next animation frame: for ``slider``, ``frame_ms`` is the figure (``task_ms`` is the event alone).  The long-task observer's
longest task (50 ms and more; 0 when none) over the whole run is ``longest_task_ms``.  Target: none over 100 ms.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_ui import ARGS, BOOT_TIMEOUT_MS, CHROMIUM, ROOT, new_context, serve  # noqa: E402

PROBE = """() => {
    const R = (window.__replay = {steps: [], tasks: []});
    new PerformanceObserver(list => { for (const e of list.getEntries()) R.tasks.push(e.duration); })
        .observe({type: 'longtask'});
    const start = () => {
        const t0 = performance.now(), step = {task: null, frame: null};
        R.steps.push(step);
        setTimeout(() => { step.task = performance.now() - t0; }, 0);
        requestAnimationFrame(() => { const c = new MessageChannel();
            c.port1.onmessage = () => { step.frame = performance.now() - t0; }; c.port2.postMessage(0); });
    };
    window.addEventListener('keydown', start, {capture: true});
    window.addEventListener('input', start, {capture: true});
}"""

AT = "n => document.querySelector('[data-testid=replay-slider]').value === String(n)"
DONE = "() => window.__replay.steps.every(s => s.task !== null && s.frame !== null)"


def whole_game_save() -> tuple[str, str, int]:
    from carcassonne import Rules
    from carcassonne.game import EXPANSIONS
    from carcassonne.record import save_json
    from carcassonne.sim import random_game

    game = random_game(3, 2, Rules(True, EXPANSIONS))
    return "benchreplay", save_json(game, id="benchreplay", saved=1_700_000_000_000), len(game.turns)


def spread(values: list[float]) -> dict:
    values = sorted(values)
    return {"n": len(values), "median": round(statistics.median(values), 1),
            "p95": round(values[int(0.95 * (len(values) - 1))], 1), "max": round(values[-1], 1)}


def run(browser, url: str, jumps: int) -> dict:
    save_id, text, last = whole_game_save()
    ctx = new_context(browser, url)
    page = ctx.new_page()
    page.goto("/")
    page.wait_for_selector("html.app-ready", state="attached", timeout=BOOT_TIMEOUT_MS)
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [f"carcassonne:v1:save:{save_id}", text])
    page.reload()
    page.wait_for_selector("html.app-ready", state="attached", timeout=BOOT_TIMEOUT_MS)
    page.locator(f'[data-testid="replay-game"][data-id="{save_id}"]').click()
    page.get_by_test_id("replay").wait_for()
    page.wait_for_function(AT, arg=0)
    page.evaluate(PROBE)
    kinds: dict[str, list[int]] = {}

    def step(kind: str, to: int, do) -> None:
        kinds.setdefault(kind, []).append(page.evaluate("window.__replay.steps.length"))
        do()
        page.wait_for_function(AT, arg=to)
        page.wait_for_function(DONE)

    page.get_by_test_id("board").focus()
    for n in range(1, last + 1):
        step("next", n, lambda: page.keyboard.press("ArrowRight"))
    for n in range(last - 1, last - 21, -1):
        step("prev", n, lambda: page.keyboard.press("ArrowLeft"))
    rng = random.Random(22)
    shown = last - 20
    for _ in range(jumps):
        to = rng.choice([n for n in range(last + 1) if n != shown])
        shown = to
        step("slider", to, lambda to=to: page.get_by_test_id("replay-slider").fill(str(to)))
    page.get_by_test_id("board").focus()
    step("home", 0, lambda: page.keyboard.press("Home"))
    step("end", last, lambda: page.keyboard.press("End"))
    probe = page.evaluate("window.__replay")
    handler = page.evaluate("performance.getEntriesByName('carcassonne-step').map(e => e.duration)")
    ctx.close()
    figures = {"turns": last, "longest_task_ms": round(max(probe["tasks"], default=0), 1)}
    for kind, indexes in kinds.items():
        figures[kind] = {"task_ms": spread([probe["steps"][i]["task"] for i in indexes]),
                         "frame_ms": spread([probe["steps"][i]["frame"] for i in indexes])}
    figures["handler_ms"] = spread(handler)  # the app's step itself (engine and DOM writes, no layout or paint)
    figures["longest_step_task_ms"] = max(v["task_ms"]["max"] for v in figures.values()
                                          if isinstance(v, dict) and "task_ms" in v)
    figures["note"] = "longest_task_ms: long-task observer, 0 = no task of 50 ms or more"
    return figures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--dir", type=Path, default=ROOT / "dist")
    parser.add_argument("--jumps", type=int, default=20)
    args = parser.parse_args()
    if not (args.dir / "index.html").is_file():
        print(f"no built site in {args.dir}: run `make dist` first", file=sys.stderr)
        return 2
    from playwright.sync_api import sync_playwright

    server, url = serve(args.dir)
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        figures = {"browser_version": browser.version, "replay": run(browser, url, args.jumps)}
        browser.close()
    server.shutdown()
    print(json.dumps(figures, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
