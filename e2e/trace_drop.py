#!/usr/bin/env python3
"""A Chrome trace of drops on the biggest board: main-thread time per phase from each pointerup to its frame painted.

    python3 e2e/trace_drop.py [--dir dist] [--drops 3] [--confirms] [--trace /tmp/drop-trace.json]   (after `make dist`)

Why: `bench_ui.py` times a drop from outside (pointerup -> the frame after it); this says where that time goes.
The page marks each drop's pointerup (``drop-start``, a capture listener before the app's) and the message after
the next frame (``drop-painted``); every renderer main-thread trace event between the two is summed by phase:
style (``UpdateLayoutTree``), layout, pre-paint, paint, layerize/commit, ``busy`` (the tasks' time inside the span)
and ``script_etc`` (busy less those phases: script, hit tests, tasks' overhead).  The trace's own overhead makes
every figure larger than untraced: compare builds in one run.  Not collected by pytest.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_ui import ARGS, CHROMIUM, board_save, full_board_save, open_saved_game, serve  # noqa: E402

MARKS = """
(() => {
  window.__drops = 0;
  const start = () => {
    if (!window.__tracing) return;
    window.__tracing = false;  // a click's pointerup and click: one mark
    performance.mark("drop-start");
    requestAnimationFrame(() => { const ch = new MessageChannel();
      ch.port1.onmessage = () => { performance.mark("drop-painted"); window.__drops += 1; };
      ch.port2.postMessage(0); });
  };
  window.addEventListener("pointerup", start, true);
  window.addEventListener("click", start, true);  // the confirm (`--confirms`)
})();
"""

PHASES = {"UpdateLayoutTree": "style", "RecalculateStyles": "style", "Layout": "layout", "PrePaint": "prepaint",
          "Paint": "paint", "Layerize": "layerize", "Commit": "commit", "UpdateLayer": "paint"}
CATEGORIES = "devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing,toplevel"


def drops_with_trace(page, client, drops: int, confirm: bool = False) -> list[dict]:
    """``drops`` drags of the drawn tile onto a legal cell (undone after each), traced; the trace's events.
    ``confirm``: each drop confirmed ("No follower") instead, and the confirm traced, not the drop."""
    events: list[dict] = []
    client.on("Tracing.dataCollected", lambda data: events.extend(data["value"]))
    client.send("Tracing.start", {"categories": CATEGORIES, "transferMode": "ReportEvents"})
    for attempt in range(drops):
        cells = page.locator("[data-testid=legal-cell]")
        target = cells.nth(attempt % cells.count()).bounding_box()
        tray = page.locator("[data-testid=current-tile]").bounding_box()
        page.mouse.move(tray["x"] + tray["width"] / 2, tray["y"] + tray["height"] / 2)
        page.mouse.down()
        page.mouse.move(target["x"] + target["width"] / 2, target["y"] + target["height"] / 2, steps=30)
        page.wait_for_timeout(200)
        page.evaluate(f"window.__tracing = {'false' if confirm else 'true'}")
        page.mouse.up()
        page.wait_for_selector("[data-tentative]", state="attached")
        page.wait_for_timeout(300)
        if confirm:  # "No follower": the turn confirmed, the camera back where it was, the next turn shown
            page.evaluate("window.__tracing = true")
            page.click("[data-testid=skip-deploy]")
        page.wait_for_function(f"window.__drops >= {attempt + 1}")
        page.evaluate("window.__tracing = false")
        page.wait_for_timeout(300)
        if not confirm:
            page.click("[data-testid=undo-turn]")
        page.wait_for_selector("[data-testid=legal-cell]", state="attached")
        page.wait_for_timeout(300)
    done = []
    client.on("Tracing.tracingComplete", lambda _: done.append(1))
    client.send("Tracing.end")
    while not done:
        page.wait_for_timeout(100)
    return events


def main_thread(events: list[dict]) -> tuple[int, int]:
    """(pid, tid) of the page's renderer main thread (the one that got the drop marks)."""
    names = {(e["pid"], e["tid"]): e["args"]["name"] for e in events
             if e.get("ph") == "M" and e.get("name") == "thread_name"}
    marks = [e for e in events if e.get("name") == "drop-start"]
    pid = marks[0]["pid"]
    return next(k for k, v in names.items() if k[0] == pid and v == "CrRendererMain")


def outermost(events: list[dict]) -> list[dict]:
    """The events not nested in another of the list (by time, on one thread)."""
    out, end = [], -1
    for e in sorted(events, key=lambda e: (e["ts"], -e.get("dur", 0))):
        if e["ts"] >= end:
            out.append(e)
            end = e["ts"] + e.get("dur", 0)
    return out


def phases(events: list[dict]) -> list[dict]:
    """Per drop: ms of each phase on the main thread between its two marks, and the span itself."""
    pid, tid = main_thread(events)
    starts = sorted(e["ts"] for e in events if e.get("name") == "drop-start")
    ends = sorted(e["ts"] for e in events if e.get("name") == "drop-painted")
    main = [e for e in events if e.get("pid") == pid and e.get("tid") == tid and e.get("ph") == "X"]
    out = []
    for t0, t1 in zip(starts, ends):
        inside = [e for e in main if t0 <= e["ts"] < t1 or (e["ts"] < t0 < e["ts"] + e.get("dur", 0))]
        row = {"span": (t1 - t0) / 1000}
        for e in outermost([e for e in inside if e["name"] in PHASES]):  # a Paint inside a Paint counts once
            phase = PHASES[e["name"]]
            row[phase] = row.get(phase, 0) + e.get("dur", 0) / 1000
        tasks = sum(min(e["ts"] + e.get("dur", 0), t1) - max(e["ts"], t0)
                    for e in outermost([e for e in inside if e["name"] in ("ThreadControllerImpl::RunTask", "RunTask")]))
        row["busy"] = tasks / 1000
        row["script_etc"] = row["busy"] - sum(row.get(p, 0) for p in set(PHASES.values()))
        out.append({k: round(v, 2) for k, v in row.items()})
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--dir", type=Path, default=Path(__file__).resolve().parent.parent / "dist")
    parser.add_argument("--drops", type=int, default=3)
    parser.add_argument("--confirms", action="store_true",
                        help="trace confirms (No follower) on bench_ui's 80-tile board (tiles left) instead of drops")
    parser.add_argument("--trace", type=Path, default=None, help="also write the raw trace events here")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    save_id, text = board_save() if args.confirms else full_board_save()
    server, url = serve(args.dir)
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        ctx, page = open_saved_game(browser, url, save_id, text, MARKS)
        client = ctx.new_cdp_session(page)
        events = drops_with_trace(page, client, args.drops, args.confirms)
        ctx.close()
        browser.close()
    server.shutdown()
    if args.trace:
        args.trace.write_text(json.dumps({"traceEvents": events}))
    rows = phases(events)
    keys = sorted({k for r in rows for k in r})
    print(json.dumps({"drops": rows, "median": {k: round(statistics.median(r.get(k, 0) for r in rows), 2)
                                                for k in keys}}, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
