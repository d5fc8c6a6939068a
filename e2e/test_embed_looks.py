"""embed.md 1.1's `theme`, `layout`, `hint` and `answer`, from a page of another site (a second origin): the dark
frame (first picture and engine alike, board included; screenshots in e2e/test-results/embed-looks/ for a person to
look at), `auto` following the reader's colour scheme, `layout=board`, the quiz buttons, a value not understood
named in both languages; and (issue 23, defect 3) a frame out of view reports its height before it is scrolled in.

The first picture (static/embed-first.js) needs no engine: most checks read it, and each test wakes at most one
frame.  Expected texts come from the same catalogue on CPython."""

from __future__ import annotations

import json
import re

from embed_host import press_until, src_query, wait_message, wake
from gameplay import BOOT_TIMEOUT_MS, screenshot

from embed_page import LESSONS
from ui import i18n
from ui.embed_session import task_progress_text

# A host page with several frames: window.received holds {frame, ...message}; frames are sized by their height
# messages (as static/embed.js would); the query string's `gap` puts that much page above them (below the fold).
MULTI_JS = """
window.received = [];
const frames = [...document.querySelectorAll("iframe")];
window.addEventListener("message", (event) => {
  const index = frames.findIndex((f) => f.contentWindow === event.source);
  if (index < 0 || !event.data || typeof event.data !== "object") return;
  window.received.push({ frame: index, ...event.data });
  if (event.data.type === "carcassonne:height") frames[index].style.height = event.data.height + "px";
});
window.send = (index, message) => frames[index].contentWindow.postMessage(message, "*");
"""
NOTICE = "{parameter}={value} is not understood: it must be one of {choices}. The default, {default}, is used."


def multi_host(host, name: str, queries: list[str], width: int = 600, gap: int = 0, lazy: bool = False) -> str:
    (host.server.directory / "multi.js").write_text(MULTI_JS)
    frames = "".join(f'<iframe id="f{i}" {"loading=lazy " if lazy else ""}src="{host.site_url}/embed.html?{q}" '
                     f'style="display:block;border:0;width:{width}px;height:300px" title="Lesson {i}"></iframe>'
                     for i, q in enumerate(queries))
    return host.serve(name, f'<!doctype html><meta charset="utf-8"><title>Looks</title><link rel="icon" href="data:,">'
                            f'<div style="height:{gap}px">A rules page</div>{frames}<script src="multi.js"></script>')


def frames_of(page, count: int) -> list:
    return [page.locator(f"#f{i}").element_handle().content_frame() for i in range(count)]


def first_picture(frame) -> None:
    frame.wait_for_selector("html.first-picture #embed[data-state=shown]", state="attached", timeout=BOOT_TIMEOUT_MS)


def messages(page, index: int, kind: str) -> list[dict]:
    return [m for m in page.evaluate("window.received") if m["frame"] == index and m["type"] == kind]


def sized(page, frames) -> None:
    """Wait until each frame has the height its last height message asked for (the host follows them)."""
    for i, frame in enumerate(frames):
        page.wait_for_function(f"window.received.some(m => m.frame === {i} && m.type === 'carcassonne:height')",
                               timeout=BOOT_TIMEOUT_MS)
        frame.wait_for_function("(i) => innerHeight === i", arg=messages(page, i, "carcassonne:height")[-1]["height"],
                                timeout=10_000)


def visible(frame, testid: str) -> bool:
    return frame.get_by_test_id(testid).is_visible()


# --- colours: the computed styles of the frame, as a reader's eye would judge them -----------------------------

COLOURS_JS = """async () => {
  // a switch of the reader's scheme fades the buttons' colours (app.css's transitions): read them once settled
  await Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished));
  const css = (node, name) => getComputedStyle(node)[name];
  const q = (s) => document.querySelector(s);
  return {
    page: css(document.documentElement, "backgroundColor"),
    ink: css(document.body, "color"),
    board: css(q(".board-wrap"), "backgroundImage"),
    tiles: css(q("#layer-tiles"), "filter"),
    button: css(q("[data-testid=step-first]"), "backgroundColor"),
    buttonInk: css(q("[data-testid=step-first]"), "color"),
    text: css(q("[data-testid=embed-text]"), "backgroundColor"),
    scheme: css(document.documentElement, "colorScheme"),
  };
}"""


def rgb(text: str) -> list[tuple[float, float, float]]:
    """Every opaque colour of a computed CSS value ("rgb(19, 26, 34)"; rgba(...) with alpha < 1 left out)."""
    return [tuple(int(c) for c in m.groups()) for m in re.finditer(r"rgb\((\d+), (\d+), (\d+)\)", text)]


def luminance(colour) -> float:
    def channel(c: int) -> float:
        c = c / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b) -> float:
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def assert_dark(frame) -> None:
    """The whole frame reads as dark: a dark page, light text at AAA contrast, dark controls and texts box, a dark
    table under the tiles, the tile art dimmed."""
    c = frame.evaluate(COLOURS_JS)
    page, ink = rgb(c["page"])[0], rgb(c["ink"])[0]
    assert luminance(page) < 0.03 and contrast(page, ink) >= 7, c
    assert luminance(rgb(c["button"])[0]) < 0.05 and contrast(rgb(c["button"])[0], rgb(c["buttonInk"])[0]) >= 7, c
    assert luminance(rgb(c["text"])[0]) < 0.05, c
    assert rgb(c["board"]) and max(luminance(x) for x in rgb(c["board"])) < 0.04, c
    assert c["tiles"].startswith("brightness(0.") and c["scheme"] == "dark", c


def assert_light(frame) -> None:
    c = frame.evaluate(COLOURS_JS)
    assert luminance(rgb(c["page"])[0]) > 0.6 and luminance(rgb(c["ink"])[0]) < 0.05 and c["tiles"] == "none", c


# --- theme ----------------------------------------------------------------------------------------------------------

def test_dark_theme_before_and_after_the_engine_with_two_tasks_counted(page, host, console_errors):
    """theme=dark on a lesson with two tasks: the first picture is dark from its first frame and already says
    "Task 1 of 2" (issue 23: it said nothing before the engine ran); the engine keeps both; hint and answer are
    offered by default."""
    page.set_viewport_size({"width": 800, "height": 900})
    frame = host.open(page, src_query("tile-placement.json", theme="dark"), width=720, engine=False)
    first_picture(frame)
    assert frame.evaluate("document.documentElement.className").split().count("embed-dark") == 1
    assert_dark(frame)
    assert frame.get_by_test_id("task-progress").inner_text() == task_progress_text(0, 2) == "Task 1 of 2"
    assert visible(frame, "task-hint") and visible(frame, "task-answer") and not visible(frame, "embed-params")
    screenshot(page, "embed-looks", "dark-desktop-first-picture")
    wake(page, frame)
    frame.locator(".turn-box:not([hidden])").wait_for(state="visible", timeout=BOOT_TIMEOUT_MS)
    assert frame.locator("[data-testid=task-progress]").count() == 1  # taken over, not made twice
    assert frame.get_by_test_id("task-progress").inner_text() == "Task 1 of 2"
    assert_dark(frame)
    assert visible(frame, "task-hint") and visible(frame, "task-answer")
    press_until(frame, "task-hint", "hint")
    assert wait_message(page, "carcassonne:hint")[0]["task"] == 0
    page.mouse.move(0, 0)
    screenshot(page, "embed-looks", "dark-desktop-engine")
    assert not [e for e in console_errors if "favicon" not in e]


def test_auto_follows_the_readers_colour_scheme_on_a_phone(page, host):
    """theme=auto: dark while the reader's system prefers dark, light when it switches (no reload), and a frame
    without `theme` stays light in a dark system (light is the default)."""
    page.set_viewport_size({"width": 390, "height": 844})
    page.emulate_media(color_scheme="dark")
    url = multi_host(host, "auto.html", [src_query("city-with-pennant.json", theme="auto", lang="de"),
                                         src_query("roads.json")], width=360)
    page.goto(url)
    auto, plain = frames_of(page, 2)
    first_picture(auto)
    first_picture(plain)
    assert_dark(auto)
    assert_light(plain)
    i18n.set_language("de")
    try:
        progress = task_progress_text(0, 2)
    finally:
        i18n.set_language("en")
    assert auto.get_by_test_id("task-progress").inner_text() == progress == "Aufgabe 1 von 2"  # the first picture's
    auto.locator("body").scroll_into_view_if_needed()
    screenshot(page, "embed-looks", "dark-phone-first-picture-de")
    page.emulate_media(color_scheme="light")
    auto.wait_for_function("!document.documentElement.classList.contains('embed-dark')", timeout=10_000)
    assert_light(auto)
    page.emulate_media(color_scheme="dark")
    auto.wait_for_function("document.documentElement.classList.contains('embed-dark')", timeout=10_000)
    assert_dark(auto)


# --- hint and answer ----------------------------------------------------------------------------------------------

def test_hint_and_answer_can_be_hidden_and_a_hidden_button_does_nothing(page, host):
    page.set_viewport_size({"width": 1280, "height": 900})
    url = multi_host(host, "quiz.html", [src_query("occupied.json", hint="0"),
                                         src_query("occupied.json", answer="0", hint="1"),
                                         src_query("occupied.json", hint="0", answer="0")])
    page.goto(url)
    frames = frames_of(page, 3)
    for frame in frames:
        first_picture(frame)
    shown = [(visible(f, "task-hint"), visible(f, "task-answer"), visible(f, "task-retry")) for f in frames]
    assert shown == [(False, True, True), (True, False, True), (False, False, True)], shown
    quiz = frames[0]
    wake(page, quiz)
    assert not visible(quiz, "task-hint") and visible(quiz, "task-answer")
    quiz.evaluate("document.querySelector('[data-testid=task-hint]').click()")  # a script, a keyboard: refused too
    press_until(quiz, "task-answer", "answer")
    assert messages(page, 0, "carcassonne:reveal") and not messages(page, 0, "carcassonne:hint")
    assert quiz.get_by_test_id("task-feedback").get_attribute("data-state") == "answer"


# --- layout=board, and values not understood --------------------------------------------------------------------------

def test_layout_board_shows_the_board_and_what_a_task_needs(page, host):
    page.set_viewport_size({"width": 1280, "height": 900})
    url = multi_host(host, "board.html", [src_query("roads.json", layout="board", step="1", mode="view"),
                                          src_query("occupied.json", layout="board"),
                                          src_query("roads.json", step="1", mode="view")])
    page.goto(url)
    board, task, full = frames_of(page, 3)
    for frame in (board, task, full):
        first_picture(frame)
    sized(page, (board, task, full))
    gone = ("embed-title", "step-note", "step-explain", "embed-description", "embed-scores", "embed-text")
    assert [t for t in gone if visible(board, t)] == []
    assert visible(full, "embed-scores") and visible(full, "step-explain") and visible(full, "step-note")
    assert visible(board, "embed-board") and visible(board, "step-counter")  # the step buttons follow `controls`
    box = board.get_by_test_id("embed-board").bounding_box()
    frame_box = page.locator("#f0").bounding_box()
    assert box["width"] > 0.9 * frame_box["width"]  # nothing beside it: the board takes the frame's width
    # the height asked for is that of the board and its steps, so a host that follows it shows them unscrolled
    assert board.evaluate("document.scrollingElement.scrollHeight <= innerHeight + 1")
    assert [t for t in ("embed-title", "step-note", "step-explain", "embed-scores") if visible(task, t)] == []
    assert visible(task, "task-prompt") and visible(task, "task-answer") and visible(task, "task-hint")
    wake(page, task)
    task.locator(".turn-box:not([hidden])").wait_for(state="visible", timeout=BOOT_TIMEOUT_MS)
    assert visible(task, "current-tile") and visible(task, "confirm-turn") and visible(task, "task-prompt")
    assert [t for t in ("embed-title", "step-note", "step-explain", "embed-scores") if visible(task, t)] == []


def test_a_value_not_understood_is_named_in_the_frames_language_and_the_default_used(page, host):
    page.set_viewport_size({"width": 800, "height": 900})
    frame = host.open(page, src_query("roads.json", theme="blue", layout="tiny", lang="de"), engine=False)
    first_picture(frame)
    notice = frame.get_by_test_id("embed-params")
    i18n.set_language("de")
    try:
        german = [i18n.t(NOTICE, parameter="theme", value="blue", choices="light, dark, auto", default="light"),
                  i18n.t(NOTICE, parameter="layout", value="tiny", choices="full, board", default="full")]
    finally:
        i18n.set_language("en")
    assert german[0] != NOTICE.format(parameter="theme", value="blue", choices="light, dark, auto", default="light")
    assert notice.inner_text().splitlines() == german
    assert_light(frame)
    assert visible(frame, "embed-title") and visible(frame, "embed-scores")  # the defaults: light, full
    page.evaluate("(m) => window.send(m)", {"type": "carcassonne:lang", "lang": "en"})
    frame.wait_for_function("document.querySelector('[data-testid=embed-params]').textContent.startsWith('theme=blue is')",
                            timeout=10_000)
    assert notice.inner_text().splitlines()[1] == NOTICE.format(parameter="layout", value="tiny",
                                                                choices="full, board", default="full")


# --- issue 23, defect 3: a frame out of view reports its height --------------------------------------------------------

def test_a_lazy_frame_below_the_fold_reports_its_height_before_it_is_scrolled_in(page, host):
    """A `loading=lazy` frame near the fold loads but is not rendered: its ResizeObserver is silent.  A lesson the
    engine must read (a teacher's own, by `s=`) still reports its height, and the page has not scrolled."""
    from carcassonne.teaching import encode_s

    doc = json.loads((LESSONS / "roads.json").read_text(encoding="utf-8"))
    doc["title"] = "Our own roads"
    doc.pop("i18n", None)
    page.set_viewport_size({"width": 800, "height": 700})
    page.goto(multi_host(host, "lazy.html", [f"s={encode_s(json.dumps(doc))}"], gap=1200, lazy=True))
    frame = frames_of(page, 1)[0]
    frame.wait_for_selector("#embed[data-engine=ready][data-state=shown]", state="attached", timeout=BOOT_TIMEOUT_MS)
    page.wait_for_function("window.received.some(m => m.type === 'carcassonne:height')", timeout=10_000)
    assert page.evaluate("scrollY") == 0
    assert page.locator("#f0").bounding_box()["y"] > 700  # still out of view
    height = messages(page, 0, "carcassonne:height")[-1]["height"]
    assert height > 300
