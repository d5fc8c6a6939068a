"""An embedded lesson once visited shows again with the server stopped: its built first picture, and the engine
(Python) that lets the learner play, both from the service worker's cache."""

import urllib.request

import pytest

from embed_host import wake
from gameplay import BOOT_TIMEOUT_MS, wait_worker_controls

LESSON = "/embed.html?src=static/lessons/roads.json&lang=en"


def test_an_embedded_lesson_shows_and_plays_with_the_server_stopped(browser, start_site, guard_context,
                                                                      offsite_requests):
    site = start_site()  # a server of its own, since this test stops it
    context = guard_context(browser.new_context(base_url=site.url, service_workers="allow"))
    try:
        page = context.new_page()
        page.goto(LESSON)
        wake(page, page)  # the service worker is registered once the page's Python has started
        wait_worker_controls(page)
        site.stop()
        with pytest.raises(OSError):
            urllib.request.urlopen(site.url, timeout=5)

        page.close()
        page = context.new_page()
        views = []  # the lesson's built first picture, answered by the service worker
        page.on("response", lambda r: views.append(r.from_service_worker) if "/static/views/" in r.url else None)
        page.goto(LESSON)
        page.get_by_test_id("step-counter").filter(has_text="2 / 2").wait_for(timeout=BOOT_TIMEOUT_MS)
        assert views == [True]
        assert page.get_by_test_id("embed-error").is_hidden()
        assert page.get_by_test_id("placed-tile").count() > 0
        assert page.get_by_test_id("embed-title").inner_text().strip() != ""

        wake(page, page)  # the learner's pointer: the engine starts from the cache too
        page.get_by_test_id("legal-cell").first.wait_for(state="attached", timeout=BOOT_TIMEOUT_MS)
        assert offsite_requests == []
    finally:
        context.close()
