"""`e2e/bench_ui.py --only embeds`: a rules page of another site with eight embeds (`embed_page`), cold and warm.

The host page is served from a second server (``localhost``: another site than the game's ``127.0.0.1``), 1280x800,
Debian's Chromium headless.  Cold = a fresh persistent profile (empty HTTP cache); warm = a second visit in a new
tab of it.  Service workers are blocked (a cross-site frame without third-party storage has none anyway).  Printed
per visit:

- ``first_picture_ms``: per frame, from the host page's navigation to the frame's `carcassonne:ready` (sent by
  static/embed-first.js once board, step controls and texts are on screen; by Python for the inline `s=` frame,
  whose lesson was not built in advance), in the host's clock; ``in_view`` marks frames in the first 800 px.
- ``scrolled_into_view_ms``: the last frame (below the fold) scrolled into view, to two animation frames later with
  its board shown (it was drawn while out of view, as every frame is).
- ``step_ms``: a frame stepped with its buttons while idle (click to the next animation frame, counter changed),
  and the same after its engine took over (Python steps it), max and median over 10 steps each.
- ``interpreters``: frames whose engine is not idle once the page settled, and pyodide.asm.wasm responses.
- ``bytes``: per frame (response bodies the frame's requests received, from Playwright) and the server's total
  for the visit (304 = 0 bytes); ``memory_*_mib``: the PSS of all of Chromium's processes minus the same browser on
  about:blank, for this page idle (the inline frame's engine only) and once one frame woke, and for a page with one
  embed.
- ``phases_ms_median``: where a built frame's time goes (navigation, HTML, DOM ready with its CSS and scripts, view
  file fetched, shown), host clock.
"""

from __future__ import annotations

import os
import statistics
import tempfile
import threading
from functools import partial
from pathlib import Path

from embed_page import FRAMES, frame_queries, write_host

IN_VIEW_PX = 800
ARGS_CROSS_SITE = ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
                   "--disable-component-update", "--disable-sync",
                   "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1 , EXCLUDE localhost"]

STEP_JS = """async (where) => {
  const counter = document.querySelector('[data-testid=step-counter]');
  const before = counter.textContent;
  const t0 = performance.now();
  document.querySelector(`[data-testid=step-${where}]`).click();
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  return counter.textContent !== before ? performance.now() - t0 : -1;
}"""

SCROLL_JS = """async (index) => {
  const frame = document.querySelectorAll('iframe')[index];
  const t0 = performance.now();
  frame.scrollIntoView();
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  return performance.now() - t0;
}"""


def chromium_pss_mib() -> float:
    """The PSS of every Chromium process under this Python process (from /proc), in MiB."""
    parents: dict[int, int] = {}
    names: dict[int, str] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            stat = Path(f"/proc/{entry}/stat").read_text()
        except OSError:
            continue
        name = stat[stat.index("(") + 1:stat.rindex(")")]
        parents[int(entry)] = int(stat[stat.rindex(")") + 2:].split()[1])
        names[int(entry)] = name
    mine, todo = set(), [os.getpid()]
    while todo:
        pid = todo.pop()
        children = [p for p, parent in parents.items() if parent == pid and p not in mine]
        mine.update(children)
        todo.extend(children)
    total = 0
    for pid in mine:
        if "chrom" not in names.get(pid, ""):
            continue
        try:
            for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
                if line.startswith("Pss:"):
                    total += int(line.split()[1])
        except OSError:
            continue
    return total / 1024


def host_server(directory: Path):
    import http.server

    handler = partial(type("Quiet", (http.server.SimpleHTTPRequestHandler,), {"log_message": lambda *a: None}),
                      directory=str(directory))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://localhost:{server.server_address[1]}"


def frames_of(page) -> list:
    return [page.locator(f"#f{i}").element_handle().content_frame() for i in range(len(FRAMES))]


def engine_states(frames) -> list[str]:
    return [f.evaluate("document.getElementById('embed').dataset.engine || ''") for f in frames]


def frame_bytes(page, site_url: str) -> dict:
    """Collects, per frame (its index on the host page), the response bodies' sizes (filled as the page loads)."""
    sizes: dict[int, int] = {}
    urls = {f"{site_url}/embed.html?{query}": i for i, query in enumerate(frame_queries())}

    def done(request) -> None:
        try:
            index = urls.get(request.frame.url, -1)
        except Exception:  # noqa: BLE001 - a frame gone
            index = -1
        try:
            size = request.sizes()["responseBodySize"]
        except Exception:  # noqa: BLE001 - a request without sizes
            size = 0
        sizes[index] = sizes.get(index, 0) + size

    page.on("requestfinished", done)
    return sizes


def visit(page, host_url: str, site_url: str, counter, steps: bool, baseline: float) -> dict:
    """One visit of the eight-frame page in ``page``; ``counter()``: the site server's (bytes, requests, log)."""
    before_bytes, _, before_log = counter()
    sizes = frame_bytes(page, site_url)
    page.goto(f"{host_url}/host8.html")
    page.wait_for_function(f"Object.keys(window.readyAt).length === {len(FRAMES)}", timeout=120_000, polling=20)
    ready = page.evaluate("window.readyAt")
    tops = page.evaluate("[...document.querySelectorAll('iframe')].map(f => f.getBoundingClientRect().top)")
    frames = frames_of(page)
    out: dict = {"first_picture_ms": {name: round(ready[str(i)]) for i, (_, name) in enumerate(FRAMES)},
                 "in_view": [name for i, (_, name) in enumerate(FRAMES) if tops[i] < IN_VIEW_PX]}
    in_view = [ready[str(i)] for i in range(len(FRAMES)) if tops[i] < IN_VIEW_PX]
    out["first_picture_in_view_max_ms"] = round(max(in_view))
    out["phases_ms_median"] = phases(page, frames)
    out["scrolled_into_view_ms"] = round(page.evaluate(SCROLL_JS, len(FRAMES) - 1), 1)
    page.evaluate("window.scrollTo(0, 0)")
    page.wait_for_timeout(1500)  # what else starts by itself would have started
    states = engine_states(frames)
    out["memory_idle_mib"] = round(chromium_pss_mib() - baseline, 1)
    if steps:
        out["step_ms"] = step_times(page, frames)
        out["memory_after_one_woke_mib"] = round(chromium_pss_mib() - baseline, 1)
    after_bytes, _, log = counter()
    out["interpreters"] = {"not_idle": sum(s != "idle" for s in states), "states": states,
                           "wasm_responses": sum(1 for path, size in log[len(before_log):]
                                                 if path.endswith("pyodide.asm.wasm") and size)}
    out["bytes"] = {"per_frame_kb": {name: round(sizes.get(i, 0) / 1024, 1) for i, (_, name) in enumerate(FRAMES)},
                    "server_total_mb": round((after_bytes - before_bytes) / 1e6, 3)}
    return out


PHASES_JS = """(hostOrigin) => {
  const at = (name) => { const e = performance.getEntriesByName(name)[0]; return e ? performance.timeOrigin + e.startTime - hostOrigin : null; };
  const nav = performance.getEntriesByType('navigation')[0];
  return {frame_navigation: performance.timeOrigin - hostOrigin, html_received: performance.timeOrigin + nav.responseEnd - hostOrigin,
          dom_ready: performance.timeOrigin + nav.domContentLoadedEventStart - hostOrigin,
          view_fetched: at('embed-first:view'), shown: at('embed-first:shown')};
}"""


def phases(page, frames) -> dict:
    """Medians over the built frames of when (host clock, ms) each frame navigated, had its HTML, its DOM (its
    CSS and scripts loaded), its view file, and showed the lesson (static/embed-first.js's marks)."""
    origin = page.evaluate("performance.timeOrigin")
    rows = [f.evaluate(PHASES_JS, origin) for f in frames]
    rows = [r for r in rows if r["shown"] is not None]
    return {key: round(statistics.median(r[key] for r in rows)) for key in rows[0]} if rows else {}


def step_times(page, frames) -> dict:
    """Ten steps of the first frame while idle, then ten after its engine took over (a pointer over its board)."""
    frame = frames[0]
    idle = [frame.evaluate(STEP_JS, where) for where in ["first"] + ["next", "prev"] * 4 + ["last"]]
    box = frame.locator(".embed-board").bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.move(0, 0)
    frame.wait_for_selector('#embed[data-engine="ready"]', state="attached", timeout=120_000)
    engine = [frame.evaluate(STEP_JS, where) for where in ["first"] + ["next", "prev"] * 4 + ["last"]]
    return {"idle_max": round(max(idle), 1), "idle_median": round(statistics.median(idle), 1),
            "engine_max": round(max(engine), 1), "engine_median": round(statistics.median(engine), 1),
            "unanswered": sum(t < 0 for t in idle + engine)}


def one_frame_memory(ctx, host_url: str, site_url: str, baseline: float) -> float:
    """PSS (MiB over the blank baseline) of a page with one embed of a shipped lesson, idle."""
    page = ctx.new_page()
    page.goto(f"{host_url}/one.html")
    frame = page.locator("iframe").element_handle().content_frame()
    frame.wait_for_selector("#embed[data-state=shown]", state="attached", timeout=120_000)
    page.wait_for_timeout(1500)
    pss = chromium_pss_mib() - baseline
    page.close()
    return round(pss, 1)


def embeds(pw, site_url: str, counter, chromium: str, rounds: int = 3) -> dict:
    """The figures above, ``rounds`` cold+warm visits (each in a fresh profile); medians and maxima per figure."""
    out: dict = {"rounds": []}
    with tempfile.TemporaryDirectory() as host_dir:
        write_host(Path(host_dir), site_url)
        Path(host_dir, "one.html").write_text(
            f"<!doctype html><meta charset='utf-8'><link rel='icon' href='data:,'><iframe width='600' height='420' "
            f"src='{site_url}/embed.html?src=static/lessons/roads.json'></iframe>")
        server, host_url = host_server(Path(host_dir))
        try:
            for r in range(rounds):
                with tempfile.TemporaryDirectory() as profile:
                    ctx = pw.chromium.launch_persistent_context(profile, executable_path=chromium, args=ARGS_CROSS_SITE,
                                                                service_workers="block",
                                                                viewport={"width": 1280, "height": 800})
                    blank = ctx.pages[0] if ctx.pages else ctx.new_page()
                    blank.goto("about:blank")
                    blank.wait_for_timeout(500)
                    baseline = chromium_pss_mib()
                    page = ctx.new_page()
                    cold = visit(page, host_url, site_url, counter, steps=(r == 0), baseline=baseline)
                    page.close()
                    page = ctx.new_page()
                    warm = visit(page, host_url, site_url, counter, steps=(r == 0), baseline=baseline)
                    page.close()
                    blank.wait_for_timeout(500)
                    one = one_frame_memory(ctx, host_url, site_url, baseline)
                    ctx.close()
                out["rounds"].append({"cold": cold, "warm": warm, "one_embed_page_memory_mib": one})
        finally:
            server.shutdown()
    for kind in ("cold", "warm"):
        runs = [r[kind] for r in out["rounds"]]
        out[kind] = {
            "first_picture_in_view_max_ms": {"median": statistics.median(r["first_picture_in_view_max_ms"] for r in runs),
                                             "max": max(r["first_picture_in_view_max_ms"] for r in runs)},
            "first_picture_ms_max_per_frame": {name: max(r["first_picture_ms"][name] for r in runs)
                                               for _, name in FRAMES},
            "memory_idle_mib_median": statistics.median(r["memory_idle_mib"] for r in runs),
            "server_mb_median": statistics.median(r["bytes"]["server_total_mb"] for r in runs),
            "interpreters_max": max(r["interpreters"]["not_idle"] for r in runs),
        }
    return out
