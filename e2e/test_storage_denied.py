"""Storage denied by the browser itself (no simulation): a profile whose settings block site data, and a cross-site
iframe with third-party cookies blocked. PyScript's own IndexedDB open fails there; static/boot.js keeps its
databases in memory, so the game boots, and the app says that nothing will be saved."""

import json
import tempfile
from pathlib import Path

import pytest

from site_server import Site
from gameplay import place_on_first_legal_cell, start_game, wait_booted, wait_placing

SHOTS = Path(__file__).resolve().parent / "test-results"
BLOCK_ALL_SITE_DATA = {"profile": {"default_content_setting_values": {"cookies": 2}}}
BLOCK_THIRD_PARTY = {"profile": {"cookie_controls_mode": 1, "block_third_party_cookies": True}}


@pytest.fixture
def profile_with():
    """A persistent Chromium profile (a real one: settings apply) with the given Preferences."""
    made = []

    def make(browser_type, launch_args, prefs: dict, **kw):
        folder = tempfile.TemporaryDirectory()
        (Path(folder.name) / "Default").mkdir()
        (Path(folder.name) / "Default" / "Preferences").write_text(json.dumps(prefs))
        context = browser_type.launch_persistent_context(folder.name, **launch_args, **kw)
        made.append((context, folder))
        return context

    yield make
    for context, folder in made:
        context.close()
        folder.cleanup()


def _boot_state(frame) -> dict:
    return frame.evaluate("({storage: carcassonneBoot.storage, memory: carcassonneBoot.memoryDatabases})")


def test_site_data_blocked_by_the_browser_the_game_plays_and_says_it_is_not_saved(
        browser_type, browser_type_launch_args, profile_with, guard_context, base_url):
    context = guard_context(profile_with(browser_type, browser_type_launch_args, BLOCK_ALL_SITE_DATA,
                                         base_url=base_url, service_workers="allow"))
    page = context.pages[0] if context.pages else context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto("/?ai_delay=0")
    wait_booted(page)
    state = _boot_state(page)
    assert state["storage"] == "denied"
    assert any(name.startswith("IDBMap/") for name in state["memory"])
    assert "will not be saved" in page.locator("#saves-empty").inner_text()
    start_game(page, seed=9)
    warning = page.get_by_test_id("storage-warning")
    warning.wait_for(state="visible")
    assert "will not be saved" in warning.inner_text()
    place_on_first_legal_cell(page)
    page.get_by_test_id("skip-deploy").click()
    wait_placing(page)
    assert page.get_by_test_id("recovery").count() == 0
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / "storage-denied-by-setting.png"))
    assert errors == []


def test_in_a_cross_site_iframe_with_third_party_storage_blocked_the_game_boots(
        browser_type, browser_type_launch_args, profile_with, guard_context, site, tmp_path):
    """The game (127.0.0.1) framed by a page of another site (localhost), as an embedding page would."""
    host_dir = tmp_path / "host"
    host_dir.mkdir()
    (host_dir / "host.html").write_text(f'<!doctype html><title>host</title>'
                                        f'<iframe src="{site.url}/" width="900" height="640"></iframe>')
    host = Site(host_dir)
    try:
        context = guard_context(profile_with(browser_type, browser_type_launch_args, BLOCK_THIRD_PARTY))
        page = context.pages[0] if context.pages else context.new_page()
        page.goto(host.url.replace("127.0.0.1", "localhost") + "/host.html")
        frame = page.frame_locator("iframe")
        wait_booted(frame)
        game = next(f for f in page.frames if f.url.startswith(site.url))
        state = _boot_state(game)
        assert state["storage"] == "denied", "third-party storage is blocked in this profile"
        assert any(name.startswith("IDBMap/") for name in state["memory"])
        assert game.get_by_test_id("new-game").is_visible()
        assert game.get_by_test_id("recovery").count() == 0
    finally:
        host.stop()
