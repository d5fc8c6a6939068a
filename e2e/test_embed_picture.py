"""embed.md 1.1's `picture` and `embed.js`, from the gallery to a page of another site: the gallery's "Download picture"
saves a standalone SVG; its "Embed this" snippets with embed.js, pasted into a host page on a second origin, make two
frames that size themselves and whose messages arrive as DOM events on each; `carcassonne:picture` is answered with
a valid SVG of the step asked, by a frame still showing its first picture (no engine booted) and by a running one.
Expected boards come from the same engine on CPython."""

from __future__ import annotations

import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from embed_host import engine_state, wake
from gameplay import BOOT_TIMEOUT_MS

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from carcassonne import record  # noqa: E402

LESSONS = ROOT / "static" / "lessons"
SVG = "{http://www.w3.org/2000/svg}"
VIEWED, TASKED = "city-shared", "roads"  # a lesson to step through (English), a task (German)

# What the host page records: every carcassonne: event reaching each lesson's element, in order (embed.js
# dispatches them on the iframe; they bubble to the element the snippet wrote).
RECORD_JS = """
const TYPES = ["ready", "height", "step", "answer", "error", "hint", "reveal", "done", "picture"];
window.got = [];
for (const [i, element] of [...document.querySelectorAll("[data-carcassonne]")].entries()) {
  for (const type of TYPES) {
    element.addEventListener(`carcassonne:${type}`, (event) => window.got.push(
      {lesson: i, type: event.type, on: event.target.tagName, detail: event.detail}));
  }
}
window.ask = (i, message) => document.querySelectorAll("iframe")[i].contentWindow.postMessage(message, "*");
"""
HOST_HTML = """<!doctype html><meta charset="utf-8"><title>A rules site</title><link rel="icon" href="data:,">
<main style="width:640px;margin:0 auto"><h1>Two lessons</h1>
{first}
<p>Between the two lessons.</p>
{second}
<p>A frame of the site's own, taken as it is:</p>
<iframe data-carcassonne src="{site}/embed.html?src=static/lessons/monastery.json&amp;controls=0" title="Abbey"
        style="width:100%;border:0" height="100"></iframe>
</main><script src="record.js"></script>
"""


def scenario(name: str):
    return record.load_scenario((LESSONS / f"{name}.json").read_text(encoding="utf-8"))


def check_svg(svg: str, name: str, step: int, title: str) -> None:
    """A valid SVG document, every reference inside it, its title, and the tiles of that step of the lesson."""
    root = ET.fromstring(svg.encode("utf-8"))
    assert root.tag == f"{SVG}svg" and root.get("viewBox")
    assert root.find(f"{SVG}title").text == title
    ids = {node.get("id") for node in root.iter() if node.get("id")}
    refs = re.findall(r'href="([^"]*)"', svg) + re.findall(r"url\(([^)]*)\)", svg)
    assert refs and all(ref.startswith("#") and ref[1:] in ids for ref in refs), [r for r in refs if r[1:] not in ids]
    assert root.find(f".//{SVG}script") is None
    lesson = scenario(name)
    board = lesson.game.replay(lesson.game.turns[:step]).board
    placed = [(u.get("data-tile"), int(u.get("data-x")), int(u.get("data-y"))) for u in root.iter(f"{SVG}use")
              if u.get("data-testid") == "placed-tile"]
    assert sorted(placed) == sorted((o.id, x, y) for (x, y), (o, _) in board.tiles.items())


def got(page, lesson: int, kind: str) -> list[dict]:
    return [e for e in page.evaluate("window.got") if e["lesson"] == lesson and e["type"] == f"carcassonne:{kind}"]


def wait_got(page, lesson: int, kind: str, count: int = 1) -> list[dict]:
    page.wait_for_function("([i, t, n]) => window.got.filter(e => e.lesson === i && e.type === t).length >= n",
                           arg=[lesson, f"carcassonne:{kind}", count], timeout=BOOT_TIMEOUT_MS)
    return got(page, lesson, kind)


def test_gallery_picture_and_embed_js_on_a_host_page_of_another_site(page, host, console_errors, tmp_path):
    # the gallery: "Download picture" saves the lesson's last step as <lesson>.svg, titled in the page's language
    page.goto("/lessons.html?lang=en")
    viewed = page.locator(f'[data-testid=lesson-card][data-lesson="{VIEWED}"]')
    with page.expect_download() as download:
        viewed.get_by_test_id("lesson-picture").click()
    assert download.value.suggested_filename == f"{VIEWED}.svg"
    saved = tmp_path / "saved.svg"
    download.value.save_as(saved)
    steps = len(scenario(VIEWED).game.turns)
    check_svg(saved.read_text(encoding="utf-8"), VIEWED, steps, scenario(VIEWED).texts("en").title)
    # its "Embed this" offers embed.js; taken in English for one lesson, in German for the other
    viewed.get_by_test_id("embed-this").click()
    first = viewed.get_by_test_id("embed-snippet-js").input_value()
    page.get_by_role("button", name="Deutsch").click()
    tasked = page.locator(f'[data-testid=lesson-card][data-lesson="{TASKED}"]')
    tasked.get_by_test_id("embed-this").click()
    second = tasked.get_by_test_id("embed-snippet-js").input_value()
    assert re.fullmatch(r'<script src="[^"]+/embed\.js" defer></script>\n<div data-carcassonne '
                        r'src="static/lessons/roads\.json" lang="de" title="[^"]+"></div>', second), second

    # both snippets as pasted into a page of another site (embed.js twice: the second copy does nothing), and
    # an <iframe data-carcassonne> of embed.html written by hand
    (host.server.directory / "record.js").write_text(RECORD_JS)
    page.goto(host.serve("lessons.html", HOST_HTML.format(first=first, second=second, site=host.site_url)))
    frames = page.locator("iframe")
    frames.nth(2).wait_for(state="attached")
    assert frames.count() == 3
    for i, (name, step) in enumerate(((VIEWED, steps), (TASKED, len(scenario(TASKED).game.turns)),
                                      ("monastery", len(scenario("monastery").game.turns)))):
        ready = wait_got(page, i, "ready")
        assert ready[0]["on"] == "IFRAME" and ready[0]["detail"] == {"type": "carcassonne:ready", "version": 1}
        assert [e["detail"] for e in wait_got(page, i, "step")] == [{"type": "carcassonne:step", "step": step,
                                                                    "of": step}], name
        # auto-height: each frame as tall as the last height its lesson asked for
        page.wait_for_function("([i]) => { const h = window.got.filter(e => e.lesson === i && "
                               "e.type === 'carcassonne:height').map(e => e.detail.height).pop();"
                               " return h && document.querySelectorAll('iframe')[i]"
                               ".getBoundingClientRect().height === h; }", arg=[i], timeout=BOOT_TIMEOUT_MS)
    assert frames.nth(2).bounding_box()["height"] > 100  # the plain iframe grew from its 100 px

    # `picture` of a frame still showing its first picture: answered without booting its engine
    viewed_frame = frames.nth(0).element_handle().content_frame()
    page.evaluate("window.ask(0, {type: 'carcassonne:picture', step: 1})")
    answer = wait_got(page, 0, "picture")[0]["detail"]
    check_svg(answer["svg"], VIEWED, 1, scenario(VIEWED).texts("en").title)
    assert engine_state(viewed_frame) == "idle"
    page.evaluate("window.ask(0, {type: 'carcassonne:picture', step: 99})")  # clamped, as a goto
    check_svg(wait_got(page, 0, "picture", 2)[1]["detail"]["svg"], VIEWED, steps, scenario(VIEWED).texts("en").title)

    # and of a frame whose engine runs (Python answers): the step shown, titled in the frame's language
    tasked_frame = frames.nth(1).element_handle().content_frame()
    wake(page, tasked_frame)
    page.evaluate("window.ask(1, {type: 'carcassonne:picture'})")
    svg = wait_got(page, 1, "picture")[0]["detail"]["svg"]
    check_svg(svg, TASKED, len(scenario(TASKED).game.turns), scenario(TASKED).texts("de").title)
    assert not [e for e in page.evaluate("window.got") if e["type"] == "carcassonne:error"]
    assert console_errors == []
