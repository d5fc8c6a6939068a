"""The lessons gallery (lessons.html): it lists the shipped lessons and shows their embed snippets as text."""

import html
import json
import re
import sys
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from carcassonne.teaching import decode_s  # noqa: E402

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
    assert page_errors == []


def test_texts_from_the_index_are_shown_as_text_never_as_html(page, page_errors):
    hostile = {"format": "carcassonne-lessons", "version": 1, "lessons": [
        {"id": "x", "file": "x.json", "topic": "<i>t</i>", "task": False, "s": "q1Y",
         "title": {"en": '<img src=x onerror="document.title=1">Sneaky', "de": "x"}}]}
    page.route("**/static/lessons/index.json",
               lambda route: route.fulfill(status=200, content_type="application/json", body=json.dumps(hostile)))
    page.goto("/lessons.html?lang=en")
    heading = page.get_by_test_id("lesson-card").locator("h2")
    heading.wait_for()
    assert heading.text_content() == hostile["lessons"][0]["title"]["en"]
    assert page.locator(".lesson-list img, .lesson-list i").count() == 0
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
