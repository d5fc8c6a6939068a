"""Helpers for the embed's browser tests (imported by e2e/test_embed.py; no tests here).

A rules-teaching site is played by a tiny parent page served from a second origin (``localhost:<port>``, while
the site is ``127.0.0.1:<port>``: another site, so the frame is cross-site).  The parent frames ``embed.html``,
records every message the embed sends (only from the frame's window), sizes the frame from its ``height``
messages (or keeps the size a test gives it, as a site that never listens does), and posts what a test asks it to.
"""

from __future__ import annotations

import json
from pathlib import Path
from urllib.parse import quote

from playwright.sync_api import TimeoutError as PlaywrightTimeout

from site_server import Site
from gameplay import BOOT_TIMEOUT_MS, center

PARENT_HTML = """<!doctype html>
<meta charset="utf-8"><title>A rules site</title><link rel="icon" href="data:,">
<style>body{margin:0;font:14px sans-serif} iframe{display:block;border:0}</style>
<h1 id="site">A rules-teaching site</h1>
<iframe id="embed" title="Carcassonne lesson"></iframe>
<script src="parent.js"></script>
"""

# The parent: ?embed=URL&width=PX frames the embed (&height=PX: a fixed height; the height messages are then only
# recorded); window.received holds what it sent, in order.
PARENT_JS = """
const params = new URLSearchParams(location.search);
const frame = document.getElementById("embed");
const fixed = params.get("height");
window.received = [];
window.addEventListener("message", (event) => {
  if (event.source !== frame.contentWindow) return;
  window.received.push(event.data);
  if (!fixed && event.data && event.data.type === "carcassonne:height") frame.style.height = event.data.height + "px";
});
window.send = (message) => frame.contentWindow.postMessage(message, "*");
frame.style.width = (params.get("width") || "720") + "px";
frame.style.height = (fixed || "200") + "px";
frame.src = params.get("embed");
"""


class Host:
    """The parent site (its own server) and the embed's URL on the game's site."""

    def __init__(self, directory: Path, site_url: str) -> None:
        (directory / "parent.html").write_text(PARENT_HTML)
        (directory / "parent.js").write_text(PARENT_JS)
        self.server = Site(directory)
        self.url = self.server.url.replace("127.0.0.1", "localhost")  # another site than the game's 127.0.0.1
        self.site_url = site_url

    def stop(self) -> None:
        self.server.stop()

    def serve(self, name: str, html: str) -> str:
        """Another page of the parent site (e.g. a blog post with a pasted snippet); returns its URL."""
        (self.server.directory / name).write_text(html)
        return f"{self.url}/{name}"

    def open(self, page, query: str = "", width: int = 720, wait_ready: bool = True, height: int | None = None,
             engine: bool = True):
        """Open the parent framing ``embed.html?query``; returns the frame (a `Frame`) once the embed is ready.
        ``height``: the frame keeps that height (else it follows the embed's height messages).  ``engine``: then
        also until its engine runs (a shipped lesson shows before it: a learner's pointer over the board wakes it)."""
        embed = f"{self.site_url}/embed.html" + (f"?{query}" if query else "")
        fixed = f"&height={height}" if height is not None else ""
        page.goto(f"{self.url}/parent.html?width={width}{fixed}&embed={quote(embed, safe='')}")
        if wait_ready:
            wait_message(page, "carcassonne:ready")
        frame = frame_of(page, self.site_url)
        if wait_ready and engine:
            wake(page, frame)
        return frame


def engine_state(frame) -> str:
    """The embed's `data-engine`: idle (the first picture, no Python), loading, ready."""
    return frame.evaluate("document.getElementById('embed').dataset.engine || ''")


def wake(page, frame) -> None:
    """A learner's pointer passes over the board of an idle frame (and leaves it): its engine loads; wait for it."""
    for _ in range(3):  # a frame just painted on a loaded machine may not take the very first move yet
        if engine_state(frame) != "idle":
            break
        frame.locator(".embed-board").hover()  # Playwright waits until the board itself is under the pointer
        try:
            frame.wait_for_selector('#embed:not([data-engine="idle"])', state="attached", timeout=5_000)
        except PlaywrightTimeout:
            pass
        finally:
            page.mouse.move(0, 0)
    frame.wait_for_selector('#embed[data-engine="ready"]', state="attached", timeout=BOOT_TIMEOUT_MS)


def frame_of(page, site_url: str):
    """The page's frame of our site: there already, or the next one to navigate to it (an event, not a poll)."""
    def ours(frame) -> bool:
        return frame.url.startswith(site_url)

    frame = next((f for f in page.frames if ours(f)), None)
    return frame or page.wait_for_event("framenavigated", predicate=ours, timeout=BOOT_TIMEOUT_MS)


def received(page, kind: str | None = None) -> list[dict]:
    messages = page.evaluate("window.received")
    return [m for m in messages if kind is None or (isinstance(m, dict) and m.get("type") == kind)]


def wait_message(page, kind: str, count: int = 1) -> list[dict]:
    """Wait until the parent has received ``count`` messages of this type; returns them."""
    page.wait_for_function(f"window.received && window.received.filter(m => m && m.type === {json.dumps(kind)})"
                           f".length >= {count}", timeout=BOOT_TIMEOUT_MS)
    return received(page, kind)


def send(page, message) -> None:
    page.evaluate("(m) => window.send(m)", message)


def counter(frame) -> str:
    return frame.get_by_test_id("step-counter").inner_text()


def wait_counter(frame, text: str) -> None:
    frame.wait_for_function(f"document.querySelector('[data-testid=step-counter]').textContent === {json.dumps(text)}",
                            timeout=BOOT_TIMEOUT_MS)


def src_query(lesson: str, **extra) -> str:
    return "&".join([f"src=static/lessons/{lesson}"] + [f"{k}={v}" for k, v in extra.items()])


def press_until(frame, testid: str, state: str) -> None:
    """Press a task button until the feedback line is in ``state``.

    The host page resizes the frame from its height messages, which may arrive between Playwright's check that the
    button stands still and its click, so a click can land where the button was a moment before; pressing these
    buttons again is harmless (a hint is shown again; "show answer" deals a fresh try with the answer put down).
    """
    shown = "(s) => document.querySelector('[data-testid=task-feedback]').dataset.state === s"
    for _ in range(3):
        frame.get_by_test_id(testid).click()
        try:
            frame.wait_for_function(shown, arg=state, timeout=3000)
            return
        except PlaywrightTimeout:
            continue
    frame.wait_for_function(shown, arg=state)  # the last press, answered slowly (a slow box): Playwright's own timeout


def confirm_judged(frame) -> None:
    """Confirm the turn in hand until the task's verdict shows ("right" or "wrong"); pressed again only while the
    button still offers itself (a frame resized between Playwright's check and its click moves the button away)."""
    judged = "() => ['right', 'wrong'].includes(document.querySelector('[data-testid=task-feedback]').dataset.state)"
    button = frame.get_by_test_id("confirm-turn")
    for _ in range(3):
        button.click()
        try:
            frame.wait_for_function(judged, timeout=3000)
            return
        except PlaywrightTimeout:
            if not (button.is_visible() and button.is_enabled()):
                break
    frame.wait_for_function(judged)  # a press that landed, judged slowly (a slow box): Playwright's own timeout


def drag_to_cell(page, frame, cell: tuple[int, int]) -> None:
    """Drag the tile in hand onto a cell of the board with the real mouse (the frame's boxes are page pixels).

    The target is the highlighted legal cell itself when it is drawn (else reckoned from the start tile), and
    the drag is tried again if the tile did not land: the host page resizes the frame from its height messages,
    and a resize between measuring and dropping moves the board under the pointer.  The tray is scrolled into
    the host page's view first (a frame taller than the window puts it below the fold).
    """
    wake(page, frame)  # a drop needs the engine: an idle frame's first picture only shows the board
    for attempt in range(3):
        if attempt and frame.locator("[data-tentative]").count():
            return  # the last drop landed after all, only slowly
        frame.get_by_test_id("current-tile").scroll_into_view_if_needed()  # a tall frame: the tray may be below
        (sx, sy), target = drag_ends(frame, cell)
        if not both_in_window(page, sy, target[1]):
            show_both(page, sy, target[1])
            (sx, sy), target = drag_ends(frame, cell)
        page.mouse.move(sx, sy)
        page.mouse.down()
        page.mouse.move(sx - 20, sy - 10, steps=2)
        page.mouse.move(*target, steps=8)
        page.mouse.up()
        try:
            frame.locator("[data-tentative]").wait_for(state="attached", timeout=8000 if attempt < 2 else 30000)
            return
        except PlaywrightTimeout:
            if attempt == 2:
                raise


def drag_ends(frame, cell: tuple[int, int]) -> tuple[tuple[float, float], tuple[float, float]]:
    """Where a drag of the tile in hand onto ``cell`` starts and ends, in page pixels."""
    legal = frame.locator(f'[data-testid=legal-cell][data-x="{cell[0]}"][data-y="{cell[1]}"]')
    if legal.count():
        target = center(legal.first.bounding_box())
    else:
        start = frame.locator('[data-testid=placed-tile][data-x="0"][data-y="0"]').first.bounding_box()
        size = start["width"]
        target = (start["x"] + size * (cell[0] + 0.5), start["y"] + size * (cell[1] + 0.5))
    return center(frame.get_by_test_id("current-tile").bounding_box()), target


def both_in_window(page, *ys: float, margin: float = 8) -> bool:
    """Whether every height ``ys`` (page pixels, as boxes give them) lies inside the host page's window."""
    height = page.viewport_size["height"]
    return all(margin <= y <= height - margin for y in ys)


def show_both(page, *ys: float, margin: float = 40) -> None:
    """Scroll the host page (and grow its window if it must) so that every height ``ys`` is in view.

    A frame taller than the window puts the tray at its foot and the board's upper rows far above it; a drag
    whose end lies outside the window presses nowhere (CI once saw it select the frame's text instead).
    """
    top, bottom = min(ys), max(ys)
    size = page.viewport_size
    if bottom - top + 2 * margin > size["height"]:
        page.set_viewport_size({"width": size["width"], "height": int(bottom - top + 2 * margin)})
    page.evaluate("dy => window.scrollBy(0, dy)", top - margin)


def step_to(frame, where: str, text: str) -> None:
    """Press a step button (first, prev, next, last) until the counter reads ``text``.

    A click can land where the button stood before the host page resized the frame (see `press_until`); it is
    pressed again only while the counter has not moved, so a slow frame is never stepped twice.
    """
    for _ in range(3):
        before = counter(frame)
        frame.get_by_test_id(f"step-{where}").click()
        try:
            frame.wait_for_function("(t) => document.querySelector('[data-testid=step-counter]').textContent === t",
                                    arg=text, timeout=5000)
            return
        except PlaywrightTimeout:
            if counter(frame) != before:
                break
    wait_counter(frame, text)


# Every problem with what a frame shows: a part outside the frame's viewport, a page that scrolls, a board too
# small to use, a text box too low to read a line in.  (Runs in the frame; the frame's viewport is its size.)
PROBLEMS_JS = """(testids) => {
  const problems = [];
  const w = innerWidth, h = innerHeight;
  const root = document.scrollingElement;
  if (root.scrollHeight > h + 1 || root.scrollWidth > w + 1 || scrollY !== 0)
    problems.push(`the page scrolls: ${root.scrollWidth}x${root.scrollHeight} in ${w}x${h}`);
  for (const id of testids) {
    const node = document.querySelector(`[data-testid="${id}"]`);
    const r = node && node.getBoundingClientRect();
    if (!r || r.width === 0 || r.height === 0) { problems.push(`${id} is not shown`); continue; }
    if (r.left < -0.5 || r.top < -0.5 || r.right > w + 0.5 || r.bottom > h + 0.5)
      problems.push(`${id} is outside the frame: ${Math.round(r.left)},${Math.round(r.top)}-` +
                    `${Math.round(r.right)},${Math.round(r.bottom)} in ${w}x${h}`);
    if (node.tagName === "BUTTON" && node.scrollWidth > node.clientWidth + 1)  // a word wider than its button
      problems.push(`${id}'s text overflows it: ${node.scrollWidth} px in ${node.clientWidth}`);
  }
  const board = document.querySelector('[data-testid="embed-board"]').getBoundingClientRect();
  if (board.height < 90 || board.width < 200) problems.push(`the board is ${board.width}x${board.height}`);
  const text = document.querySelector('[data-testid="embed-text"]').getBoundingClientRect();
  if (text.height < 30) problems.push(`the texts' box is ${text.height} px high`);
  return problems;
}"""


def problems(frame, testids) -> list[str]:
    """What is wrong with how the embed's frame shows these parts (see PROBLEMS_JS); [] when nothing is."""
    return frame.evaluate(PROBLEMS_JS, testids)
