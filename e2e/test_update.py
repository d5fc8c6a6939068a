"""Installable and updatable: the manifest passes Chromium's own installability check, and a second deployment
waits until the player presses "Reload" on the "A new version is ready" banner; the game in progress survives."""

import json
import shutil
from pathlib import Path
from urllib.parse import urljoin

from site_server import Site, site_build
from gameplay import (BOOT_TIMEOUT_MS, board_state, open_app, place_on_first_legal_cell, start_game, wait_booted,
                      wait_placing, wait_worker_controls)

SHOTS = Path(__file__).resolve().parent / "test-results"


def test_manifest_is_installable_under_a_sub_path(browser_type, browser_type_launch_args, site_dir, tmp_path,
                                                  guard_context):
    """Chromium's own check (CDP Page.getInstallabilityErrors), in a persistent profile (an incognito-like
    context is never installable)."""
    root = tmp_path / "host"
    shutil.copytree(site_dir, root / "games" / "carcassonne")  # served under /games/carcassonne/
    site = Site(root)
    context = guard_context(browser_type.launch_persistent_context(str(tmp_path / "profile"), service_workers="allow",
                                                                   **browser_type_launch_args))
    try:
        page = context.new_page()
        open_app(page, site.url + "/games/carcassonne/")
        wait_worker_controls(page)
        cdp = context.new_cdp_session(page)
        errors = cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]
        manifest = cdp.send("Page.getAppManifest")
        assert errors == [], errors
        assert manifest["url"] == site.url + "/games/carcassonne/static/manifest.webmanifest"
        assert not manifest.get("errors"), manifest.get("errors")
        data = json.loads(manifest["data"])
        assert urljoin(manifest["url"], data["start_url"]) == site.url + "/games/carcassonne/"
        assert data["display"] == "standalone" and data["theme_color"]
        assert {icon["type"] for icon in data["icons"]} == {"image/svg+xml", "image/png"}
    finally:
        context.close()
        site.stop()


def _second_build(root: Path) -> str:
    """Deploy a changed build into root (one CSS rule more) with its service worker; returns its cache name."""
    css = root / "static" / "app.css"
    css.write_text(css.read_text() + "\n/* second build */\n")
    return site_build.write_service_worker(root)


def test_a_new_deployment_waits_for_the_players_reload_and_the_game_survives(browser, site_dir, tmp_path,
                                                                               guard_context, page_errors):
    root = tmp_path / "site"
    shutil.copytree(site_dir, root)
    site = Site(root)
    context = guard_context(browser.new_context(base_url=site.url, service_workers="allow"))
    try:
        page = context.new_page()
        open_app(page, "/?ai_delay=0")
        wait_worker_controls(page)
        first = page.evaluate("caches.keys()")
        start_game(page, seed=23)
        place_on_first_legal_cell(page)
        page.get_by_test_id("skip-deploy").click()
        wait_placing(page)
        before = board_state(page)
        assert page.get_by_test_id("update-ready").count() == 0

        second = _second_build(root)
        assert [second] != first
        page.evaluate("window.carcassonneBoot.checkForUpdate()")
        banner = page.get_by_test_id("update-ready")
        banner.wait_for(state="visible", timeout=BOOT_TIMEOUT_MS)
        assert "A new version is ready" in banner.inner_text()
        assert first[0] in page.evaluate("caches.keys()"), "the new worker waits: the old cache is still in use"
        assert page.evaluate("navigator.serviceWorker.controller.scriptURL").endswith("/sw.js")
        SHOTS.mkdir(exist_ok=True)
        page.screenshot(path=str(SHOTS / "update-ready.png"))
        assert board_state(page) == before, "nothing reloads by itself"

        with page.expect_navigation(timeout=BOOT_TIMEOUT_MS):
            page.get_by_test_id("update-reload").click()
        wait_booted(page)
        wait_placing(page)
        assert board_state(page) == before, "the game in progress resumed"
        assert page.evaluate("caches.keys()") == [second], "the old cache is gone"
        assert "second build" in page.evaluate("fetch('./static/app.css').then((r) => r.text())")
        assert page.get_by_test_id("update-ready").count() == 0
    finally:
        context.close()
        site.stop()
