"""The lessons gallery (lessons.html): it lists the shipped lessons and shows their embed snippets as text."""

import html
import json
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from carcassonne import record  # noqa: E402
from carcassonne.teaching import decode_s  # noqa: E402
from embed_host import Host, frame_of, problems, wait_counter, wake  # noqa: E402
from gameplay import BOOT_TIMEOUT_MS, hold_clock, wait_booted  # noqa: E402

INDEX = json.loads((ROOT / "static" / "lessons" / "index.json").read_text(encoding="utf-8"))


def snippet_url(snippet: str) -> str:
    """The iframe's src as a browser would read it (the snippet is HTML for the embedding site)."""
    match = re.fullmatch(r'<iframe src="([^"]+)" style="width:100%;border:0" height="480" title="[^"]*"></iframe>',
                         snippet)
    assert match, snippet
    return html.unescape(match[1])


def test_the_gallery_lists_every_lesson_and_embeds_each_by_src_and_inline(page, page_errors):
    page.goto("/lessons.html?lang=en")
    cards = page.get_by_test_id("lesson-card")
    cards.first.wait_for()
    assert cards.count() == len(INDEX["lessons"])
    entry = INDEX["lessons"][0]
    card = page.locator(f'[data-lesson="{entry["id"]}"]')
    assert entry["title"]["en"] in card.locator("h2").text_content()
    card.get_by_test_id("embed-this").click()
    by_src = urlsplit(snippet_url(card.get_by_test_id("embed-snippet-src").input_value()))
    assert by_src.path.endswith("/embed.html")
    assert parse_qs(by_src.query) == {"src": [f"static/lessons/{entry['file']}"], "lang": ["en"]}
    inline = parse_qs(urlsplit(snippet_url(card.get_by_test_id("embed-snippet-s").input_value())).query)
    lesson_text = (ROOT / "static" / "lessons" / entry["file"]).read_text(encoding="utf-8")
    assert decode_s(inline["s"][0]) == lesson_text
    page.get_by_role("button", name="Deutsch").click()
    assert entry["title"]["de"] in card.locator("h2").text_content()
    assert page.locator("#gallery-title").text_content() == "Lektionen"  # the catalogue's words (boot-texts.js)
    assert card.get_by_test_id("embed-this").text_content() == "Einbetten"
    assert page_errors == []


def test_the_gallery_is_ready_and_never_reported_as_a_failed_boot(page, page_errors):
    """The page's clock is held from before the page loads: the watchdog (shortened to 1.5 s) cannot fire while
    the gallery loads, however slow the box, only when the test moves the clock on once the gallery is ready."""
    page.add_init_script("window.CARCASSONNE_BOOT_TIMEOUT_MS = 1500")  # boot.js's watchdog, shortened
    hold_clock(page)
    page.goto("/lessons.html?lang=de")
    wait_booted(page)
    assert page.locator("html.boot-failed").count() == 0
    page.clock.run_for(3000)  # the watchdog's time passes after app-ready: nothing is reported
    assert page.locator("html.boot-failed").count() == 0
    page.clock.resume()
    # a watchdog that fires after app-ready (here 1.5 s) reports nothing: boot.js refuses a failure once ready
    page.evaluate("carcassonneBoot.fail('late', 'the watchdog firing after app-ready')")
    assert page.locator("html.boot-failed").count() == 0
    assert page.locator("#gallery-intro").text_content().startswith("Die Beispiele aus den Spielregeln")
    assert page_errors == []


def test_texts_from_the_index_are_shown_as_text_never_as_html(page, page_errors):
    hostile = {"format": "carcassonne-lessons", "version": 1, "lessons": [
        {"id": "x", "file": "x.json", "topic": "<i>t</i>", "task": False, "s": "q1Y",
         "title": {"en": '<img src=x onerror="document.title=1">Sneaky', "de": "x"}}]}
    page.route("**/static/lessons/index.json",
               lambda route: route.fulfill(status=200, content_type="application/json", body=json.dumps(hostile)))
    page.route("**/static/views/x.svg", lambda route: route.fulfill(
        status=200, content_type="image/svg+xml", body='<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 1"/>'))
    page.goto("/lessons.html?lang=en")
    heading = page.get_by_test_id("lesson-card").locator("h2")
    heading.wait_for()
    assert heading.text_content() == hostile["lessons"][0]["title"]["en"]
    assert page.locator(".lesson-list img:not([data-testid=lesson-thumbnail]), .lesson-list i").count() == 0
    page.get_by_test_id("embed-this").click()
    snippet = page.get_by_test_id("embed-snippet-src").input_value()
    assert 'title="&lt;img src=x onerror=&quot;document.title=1&quot;&gt;Sneaky"' in snippet
    assert page_errors == []


def test_an_index_that_cannot_be_read_is_reported(page):
    page.route("**/static/lessons/index.json", lambda route: route.fulfill(status=404, body="missing"))
    page.goto("/lessons.html?lang=de")
    error = page.get_by_test_id("lessons-error")
    error.wait_for()
    assert error.text_content() == "Die Lektionen konnten nicht geladen werden: HTTP 404"


POST = """<!doctype html><meta charset="utf-8"><title>A rules blog</title><link rel="icon" href="data:,">
<style>body{{margin:0;font:16px serif}} main{{width:700px;margin:0 auto}}</style>
<main><h1>How roads score</h1><p>Step through it:</p>
{snippet}
<p>Text after the lesson.</p></main>
"""


def test_the_embed_snippet_works_as_pasted_into_a_column_of_another_site(page, site, tmp_path, page_errors):
    """The src snippet, pasted as it is into a 700 px column of a blog on another site: the frame is the snippet's
    700 x 480 and nothing resizes it, yet the steps, the texts, the tile in hand and Confirm are all in it."""
    entry = next(e for e in INDEX["lessons"] if e.get("task"))
    page.goto("/lessons.html?lang=en")
    card = page.locator(f'[data-lesson="{entry["id"]}"]')
    card.get_by_test_id("embed-this").click()
    snippet = card.get_by_test_id("embed-snippet-src").input_value()
    host = Host(tmp_path, site.url)
    try:
        page.set_viewport_size({"width": 1280, "height": 800})
        page.goto(host.serve("post.html", POST.format(snippet=snippet)))
        frame = frame_of(page, site.url)
        steps = len(record.load_scenario((ROOT / "static" / "lessons" / entry["file"]).read_text()).game.turns)
        wait_counter(frame, f"{steps} / {steps}")
        box = page.locator("iframe").bounding_box()
        assert (round(box["width"]), round(box["height"])) == (700, 480)
        wake(page, frame)  # the tile in hand and Confirm come with the engine, when a learner's pointer comes by
        assert problems(frame, ["step-prev", "step-counter", "step-next", "embed-text", "task-prompt",
                                "current-tile", "confirm-turn", "embed-scores"]) == []
        (ROOT / "e2e" / "test-results").mkdir(exist_ok=True)
        page.locator("iframe").screenshot(path=str(ROOT / "e2e" / "test-results" / "lessons-snippet-700.png"))
    finally:
        host.stop()
    assert page_errors == []


def test_the_gallery_is_a_course_and_shows_the_learner_s_progress(page, page_errors):
    """The cards in the course's order with their level and what they teach; progress kept by the page (seeded
    here as the frame's messages would leave it) is shown on the cards and in the summary, in German too."""
    first, several = INDEX["lessons"][0], next(e for e in INDEX["lessons"][1:] if e["tasks"] > 1)
    seeded = {first["id"]: {"solved": first["tasks"], "done": True}, several["id"]: {"solved": 1, "done": False},
              "no-such-lesson": {"solved": "x"}}
    page.add_init_script(f"localStorage.setItem('carcassonne-lessons-progress', {json.dumps(json.dumps(seeded))})")
    page.goto("/lessons.html?lang=en")
    cards = page.get_by_test_id("lesson-card")
    cards.first.wait_for()
    assert [cards.nth(i).get_attribute("data-lesson") for i in range(cards.count())] == \
        [e["id"] for e in INDEX["lessons"]]
    card = page.locator(f'[data-lesson="{first["id"]}"]')
    assert card.get_by_test_id("lesson-teaches").text_content() == first["teaches"]["en"]
    assert card.get_by_test_id("lesson-meta").text_content() == "First steps · Beginner"
    assert card.get_attribute("data-done") == "true" and card.get_by_test_id("lesson-progress").text_content() == "Done"
    other = page.locator(f'[data-lesson="{several["id"]}"]')
    assert other.get_by_test_id("lesson-progress").text_content() == f"1 of {several['tasks']} tasks done"
    summary = page.get_by_test_id("lessons-progress")
    assert summary.text_content() == f"1 of {len(INDEX['lessons'])} lessons done"
    # each card has its thumbnail: the lesson's picture at its last step, a standalone SVG (no outside reference)
    thumbs = page.get_by_test_id("lesson-thumbnail")
    assert [thumbs.nth(i).get_attribute("src") for i in range(thumbs.count())] == \
        [f"static/views/{e['file'].removesuffix('.json')}.svg" for e in INDEX["lessons"]]
    page.wait_for_function("(img) => img.complete && img.naturalWidth > 0", arg=thumbs.first.element_handle())
    for i in range(thumbs.count()):
        svg = page.request.get(thumbs.nth(i).get_attribute("src"))
        assert svg.ok and svg.headers["content-type"].startswith("image/svg+xml")
        text = svg.text()
        assert ET.fromstring(text.encode("utf-8")).tag == "{http://www.w3.org/2000/svg}svg" and "<script" not in text
        assert all(ref.startswith("#") for ref in re.findall(r'href="([^"]*)"', text))
    page.get_by_role("button", name="Deutsch").click()
    assert card.get_by_test_id("lesson-teaches").text_content() == first["teaches"]["de"]
    assert card.get_by_test_id("lesson-progress").text_content() == "Erledigt"
    assert summary.text_content() == f"1 von {len(INDEX['lessons'])} Lektionen erledigt"
    assert page_errors == []


def test_the_gallery_works_where_storage_is_denied(page, page_errors):
    page.add_init_script("""Object.defineProperty(window, 'localStorage', {get() { throw new DOMException('denied', 'SecurityError'); }});""")
    page.goto("/lessons.html?lang=en")
    page.get_by_test_id("lesson-card").first.wait_for()
    assert page.get_by_test_id("lesson-card").count() == len(INDEX["lessons"])
    assert "does not let the page keep your progress" in page.get_by_test_id("lessons-progress").text_content()
    assert page_errors == []


def test_a_task_answered_in_the_lesson_tried_here_marks_the_lesson_done(page, page_errors):
    """The lesson tried on the gallery's page: its right answer (the frame's `carcassonne:answer`) is kept as the
    learner's progress, shown on the card and still there after a reload."""
    entry = next(e for e in INDEX["lessons"] if e["tasks"] == 1)
    page.goto("/lessons.html?lang=en")
    card = page.locator(f'[data-lesson="{entry["id"]}"]')
    card.get_by_test_id("lesson-try").click()
    frame = page.frame_locator("[data-testid=lesson-frame]")
    frame.locator("main#embed[data-state=shown]").wait_for(state="attached", timeout=BOOT_TIMEOUT_MS)
    frame.get_by_test_id("task-answer").click()
    frame.get_by_test_id("confirm-turn").click()
    page.wait_for_selector(f'[data-lesson="{entry["id"]}"][data-done="true"]')
    assert card.get_by_test_id("lesson-progress").text_content() == "Done"
    page.reload()
    page.wait_for_selector(f'[data-lesson="{entry["id"]}"][data-done="true"]')
    assert page_errors == []


def test_a_task_answered_right_twice_is_one_task_and_done_finishes_the_lesson(page, page_errors):
    """A lesson of several tasks tried here: the same task answered right again (after "Show answer") is still one
    task done; the frame's `carcassonne:done` finishes it.  The messages come from the lesson's own frame."""
    entry = next(e for e in INDEX["lessons"] if e["tasks"] == 2)
    page.goto("/lessons.html?lang=en")
    card = page.locator(f'[data-lesson="{entry["id"]}"]')
    card.get_by_test_id("lesson-try").click()
    frame = frame_of(page, page.url.split("/lessons.html")[0] + "/embed.html")
    frame.wait_for_selector("main#embed[data-state=shown]", state="attached", timeout=BOOT_TIMEOUT_MS)
    for _ in range(2):
        frame.evaluate("parent.postMessage({type: 'carcassonne:answer', correct: true, move: '', message: ''}, '*')")
    card.get_by_test_id("lesson-progress").filter(has_text="1 of 2 tasks done").wait_for()
    assert card.get_attribute("data-done") == "false"
    frame.evaluate("parent.postMessage({type: 'carcassonne:done', tasks: 2, correct: 1}, '*')")
    page.wait_for_selector(f'[data-lesson="{entry["id"]}"][data-done="true"]')
    assert card.get_by_test_id("lesson-progress").text_content() == "Done"
    assert page_errors == []
