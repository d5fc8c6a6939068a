"""The built site boots PyScript + Pyodide from self-hosted files and imports the engine."""

import time

BOOT_TIMEOUT_MS = 60_000


def test_page_boots_from_own_origin_and_marks_ready(page, page_errors, offsite_requests, base_url):
    started = time.monotonic()
    page.goto("/")
    page.wait_for_selector("html.app-ready", state="attached", timeout=BOOT_TIMEOUT_MS)
    print(f"app-ready after {time.monotonic() - started:.1f} s")  # shown with -rP

    assert offsite_requests == [], "requests left 127.0.0.1"
    assert page_errors == []
    assert page.locator(".loading").is_hidden()
    assert "Carcassonne" in page.title()
    assert page.evaluate("location.origin") == base_url
