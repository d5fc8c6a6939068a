"""With the service worker (dist/sw.js), a visited game starts again with the server stopped."""

import time
import urllib.request

import pytest

from gameplay import wait_booted, wait_worker_controls


def test_second_visit_starts_with_the_server_stopped(browser, start_site, guard_context, offsite_requests):
    site = start_site()  # a server of its own, since this test stops it
    context = guard_context(browser.new_context(base_url=site.url, service_workers="allow"))
    try:
        page = context.new_page()
        page.goto("/")
        wait_booted(page)
        # The worker has installed (every file precached) once it controls the page.
        wait_worker_controls(page)
        cache = page.evaluate("caches.keys()")
        site.stop()
        with pytest.raises(OSError):
            urllib.request.urlopen(site.url, timeout=5)

        started = time.monotonic()
        page.reload()
        wait_booted(page)
        print(f"app-ready {time.monotonic() - started:.1f} s after reload, server stopped; caches {cache}")

        assert offsite_requests == []
        assert len(cache) == 1 and cache[0].startswith("carcassonne-")
    finally:
        context.close()
