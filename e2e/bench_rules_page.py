"""How light the rules page (rules.html, eleven lesson frames) is: `python3 e2e/bench_rules_page.py [--runs 3]`.

Serves dist/ (run `make dist` first), opens the German page in a fresh Chromium profile (cold HTTP cache, service
workers blocked) at 1280x800, scrolls every diagram into view and waits until each frame shows its first picture,
then lets the page settle for two seconds. Printed per run:

- ``bytes_first_screen``: the same, one second after the first frame showed its board, before any scrolling (the
  frames are `loading="lazy"`: those far below the fold are fetched as the reader scrolls);
- ``bytes``: the response bodies of every request of the page and its frames (Playwright's request sizes), and the
  number of requests; ``wasm``: whether Pyodide's wasm was fetched (it must not be: no frame boots);
- ``longest_task_ms``: the longest main-thread task seen by a `longtask` PerformanceObserver in the page and in each
  frame (same origin: they share the page's main thread), from the navigation to the end;
- ``engines``: frames whose engine is not idle at the end (``data-engine`` of embed.html's root);
- ``shown_ms``: from the navigation to the last frame showing its board (scrolling included).

A benchmark, not a test: the figures depend on the machine (report them as upper bounds with the command).
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent))
from site_server import Site  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = "/usr/bin/chromium"
LONGTASKS = """
window.__longest = 0;
try {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longest = Math.max(window.__longest, entry.duration);
  }).observe({ type: "longtask", buffered: true });
} catch (e) { /* no longtask support */ }
"""


def one_run(site: Site) -> dict:
    with sync_playwright() as p, tempfile.TemporaryDirectory(ignore_cleanup_errors=True) as profile:
        context = p.chromium.launch_persistent_context(
            profile, executable_path=CHROMIUM, headless=True, service_workers="block",
            viewport={"width": 1280, "height": 800}, args=["--no-sandbox", "--disable-gpu"])
        context.add_init_script(LONGTASKS)
        requests = []
        context.on("requestfinished", lambda request: requests.append(request))
        page = context.new_page()
        t0 = time.perf_counter()
        page.goto(f"{site.url}/rules.html?lang=de")
        page.wait_for_selector("html.app-ready", state="attached")
        page.frame_locator("[data-testid=rules-diagram]").first.locator(
            "main#embed[data-state=shown]").wait_for(state="attached")
        page.wait_for_timeout(1000)  # what the first screen costs: lazy frames below the fold are not loaded yet
        first_screen = sum(r.sizes()["responseBodySize"] for r in list(requests))
        frames = page.get_by_test_id("rules-diagram")
        for i in range(frames.count()):
            frames.nth(i).scroll_into_view_if_needed()
            page.frame_locator("[data-testid=rules-diagram]").nth(i).locator(
                "main#embed[data-state=shown]").wait_for(state="attached")
        shown_ms = (time.perf_counter() - t0) * 1000
        page.wait_for_timeout(2000)  # settle: anything that would boot late shows now
        longest = max(f.evaluate("() => window.__longest || 0") for f in page.frames)
        engines = [f.url for f in page.frames[1:]
                   if f.evaluate("() => document.querySelector('main#embed')?.dataset.engine") != "idle"]
        sizes = [r.sizes()["responseBodySize"] for r in requests]
        wasm = any(r.url.endswith(".wasm") for r in requests)
        context.close()
    return {"bytes_first_screen": first_screen, "bytes": sum(sizes), "requests": len(sizes), "wasm": wasm, "frames": frames_count(),
            "longest_task_ms": round(longest), "engines_not_idle": engines, "shown_ms": round(shown_ms)}


def frames_count() -> int:
    return (ROOT / "rules.html").read_text(encoding="utf-8").count('data-testid="rules-diagram"')


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    site = Site(ROOT / "dist")
    try:
        for _ in range(args.runs):
            print(json.dumps(one_run(site)))
    finally:
        site.stop()


if __name__ == "__main__":
    main()
