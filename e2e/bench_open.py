"""`e2e/bench_ui.py --only open`: the page's main thread while it gets ready and while a big game opens.

A player meets two waits after the interpreter's own boot: the menu's warm-up (the engine compiled, the base set's
tile symbols put into the board's defs, `<html class="engine-ready">`) and the start of a game, whose every tile
type's symbol goes into the defs at once.  With every expansion that is 79 types; before the build worked the tile
art out ahead (`ui.tileart.built`) the page planned their towns itself, in one task of seconds.

Printed per round (a fresh context each, 1280x800, Debian's Chromium headless), medians and maxima over rounds:
``app_ready_ms`` (navigation to the menu, `<html class="app-ready">`), ``engine_ready_ms`` (to engine-ready),
``longest_task_to_ready_ms`` (the interpreter's boot is one of them, the same on any page that runs Python) and
``longest_task_in_warm_up_ms`` (tasks that end after app-ready: what a player who clicks on the menu meets),
``start_to_board_ms`` (the Start click to the first legal cell, every expansion) and ``longest_task_in_start_ms``.
Long tasks come from a PerformanceObserver (tasks of 50 ms and more; 0 when none).
"""

from __future__ import annotations

import statistics

EXPANSIONS = ("river", "abbot", "inns-cathedrals", "gingerbread")
OBSERVE = """window.__lt = []; new PerformanceObserver(list => { for (const e of list.getEntries())
    window.__lt.push([e.startTime, e.duration]); }).observe({type: 'longtask', buffered: true});
    new MutationObserver((_, observer) => { if (document.documentElement.classList.contains('app-ready')) {
        window.__appReady = performance.now(); observer.disconnect(); } })  // (the parser's <html> comes later)
        .observe(document, {attributes: true, attributeFilter: ['class'], subtree: true});"""


def one_round(browser, url: str) -> dict:
    ctx = browser.new_context(viewport={"width": 1280, "height": 800})
    page = ctx.new_page()
    page.add_init_script(OBSERVE)
    page.goto(url + "/")
    page.wait_for_function("document.documentElement.classList.contains('engine-ready')", timeout=300_000)
    ready = page.evaluate("performance.now()")
    tasks = sorted(page.evaluate("window.__lt"))
    app_ready = page.evaluate("window.__appReady")
    warm_up = [(t, d) for t, d in tasks if t + d > app_ready]  # the menu is up: what a player clicking meets
    for name in EXPANSIONS:
        page.get_by_test_id(f"expansion-{name}").check()
    page.evaluate("window.__lt = []")
    started = page.evaluate("performance.now()")
    page.get_by_test_id("start-game").click()
    page.locator("[data-testid=legal-cell]").first.wait_for(state="attached", timeout=300_000)
    board = page.evaluate("performance.now()") - started
    in_start = page.evaluate("window.__lt")
    symbols = page.evaluate("document.querySelectorAll('[data-testid=board] defs symbol').length")
    ctx.close()
    return {"engine_ready_ms": round(ready), "longest_task_to_ready_ms": round(max((d for _, d in tasks), default=0)),
            "app_ready_ms": round(app_ready), "longest_task_in_warm_up_ms": round(max((d for _, d in warm_up), default=0)),
            "start_to_board_ms": round(board), "longest_task_in_start_ms": round(max((d for _, d in in_start),
                                                                                   default=0)),
            "symbols_in_defs": symbols}


def open_game(browser, url: str, rounds: int = 3) -> dict:
    runs = [one_round(browser, url) for _ in range(rounds)]
    out: dict = {"rounds": runs, "expansions": list(EXPANSIONS)}
    for key in runs[0]:
        values = [r[key] for r in runs]
        out[key] = {"median": statistics.median(values), "max": max(values)}
    return out
