"""The built site boots PyScript + Pyodide from self-hosted files under its Content-Security-Policy; when it cannot
start, a plain-JS recovery screen keeps the saves reachable; where storage is denied the game plays unsaved."""

import io
import json
import time
import zipfile
from pathlib import Path

from gameplay import (BOOT_TIMEOUT_MS, CURRENT_KEY, SAVE_PREFIX, place_on_first_legal_cell, start_game, wait_booted,
                      wait_placing)

SHOTS = Path(__file__).resolve().parent / "test-results"

# Storage denied as a browser setting or a cross-site frame denies it: reading localStorage throws, and
# IndexedDB.open throws (Chromium's behaviour for a denied origin). Installed before any page script runs.
DENY_STORAGE = """
Object.defineProperty(window, "localStorage", {configurable: true, get() {
  throw new DOMException("Failed to read the 'localStorage' property from 'Window': Access is denied for this document.", "SecurityError");
}});
IDBFactory.prototype.open = function () {
  throw new DOMException("The user denied permission to access the database.", "SecurityError");
};
"""


def shot(page, name: str) -> None:
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"))


def test_page_boots_from_own_origin_and_marks_ready(page, page_errors, offsite_requests, csp_violations, base_url):
    started = time.monotonic()
    page.goto("/")
    wait_booted(page)
    print(f"app-ready after {time.monotonic() - started:.1f} s")  # shown with -rP

    assert offsite_requests == [], "requests left 127.0.0.1"
    assert page_errors == []
    assert csp_violations == []
    assert page.locator(".loading").is_hidden()
    assert "Carcassonne" in page.title()
    assert page.evaluate("location.origin") == base_url
    policy = page.locator('meta[http-equiv="Content-Security-Policy"]').get_attribute("content")
    assert "script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval'" in policy and "https:" not in policy
    assert page.evaluate("document.documentElement.dataset.storage") == "ok"
    assert page.evaluate("window.carcassonneBoot.memoryDatabases") == []
    assert page.get_by_test_id("recovery").count() == 0


def test_an_inline_script_is_refused_by_the_policy(app_page, csp_violations):
    """The policy is live: a script injected as markup does not run, and the violation is reported."""
    ran = app_page.evaluate("""() => {
        window.__inlineRan = false;
        const s = document.createElement("script");
        s.textContent = "window.__inlineRan = true";
        document.body.append(s);
        return new Promise((r) => setTimeout(() => r(window.__inlineRan), 200));
    }""")
    assert ran is False
    assert any("script-src" in v for v in csp_violations)
    csp_violations.clear()  # expected here; any other test with a violation fails


def test_with_storage_denied_the_game_plays_unsaved_and_says_so(page, page_errors):
    """Simulated with an init script (DENY_STORAGE): today PyScript's own IndexedDB open would stop the boot."""
    page.add_init_script(DENY_STORAGE)
    page.goto("/?ai_delay=0")
    wait_booted(page)
    boot = page.evaluate("({storage: window.carcassonneBoot.storage, dbs: window.carcassonneBoot.memoryDatabases})")
    assert boot["storage"] == "denied"
    assert any(name.startswith("IDBMap/") for name in boot["dbs"]), "PyScript's databases were kept in memory"
    assert page.get_by_test_id("recovery").count() == 0
    assert "will not be saved" in page.locator("#saves-empty").inner_text()

    start_game(page, seed=5)
    warning = page.get_by_test_id("storage-warning")
    warning.wait_for(state="visible")
    assert "will not be saved" in warning.inner_text()
    place_on_first_legal_cell(page)
    page.get_by_test_id("skip-deploy").click()
    wait_placing(page)
    assert page.get_by_test_id("tiles-left").is_visible()
    shot(page, "boot-storage-denied")
    assert page_errors == []


def _broken_app_zip(site_dir: Path) -> bytes:
    """static/app.zip with ui/app's bytecode replaced by a source that raises while starting (a damaged entry
    point)."""
    out = io.BytesIO()
    with zipfile.ZipFile(site_dir / "static" / "app.zip") as src, zipfile.ZipFile(out, "w") as dst:
        for name in src.namelist():
            if name == "ui/app.pyc":
                name, data = "ui/app.py", b"def main():\n    raise RuntimeError('simulated failure while starting')\n"
            else:
                data = src.read(name)
            dst.writestr(name, data)
    return out.getvalue()


def _seed_storage(page, entries: dict[str, str]) -> None:
    page.add_init_script(
        "if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1'); "
        f"for (const [k, v] of Object.entries({json.dumps(entries)})) localStorage.setItem(k, v); }}"
    )


GOOD_SAVE = json.dumps({"format": "carcassonne-save", "version": 1, "meta": {}, "players": [{"name": "Ann"}],
                        "seed": 1, "turns": []})
DAMAGED = '{"format": "carcassonne-save", "version": 1, "players": [tru <b>not html</b>'


def test_a_failing_start_shows_recovery_that_exports_and_sets_aside_only_after_confirming(page, site_dir):
    entries = {SAVE_PREFIX + "good": GOOD_SAVE, SAVE_PREFIX + "bad": DAMAGED, CURRENT_KEY: "good"}
    _seed_storage(page, entries)
    broken = _broken_app_zip(site_dir)
    page.route("**/static/app.zip", lambda route: route.fulfill(body=broken, content_type="application/zip"))
    page.goto("/")
    recovery = page.get_by_test_id("recovery")
    recovery.wait_for(state="visible", timeout=BOOT_TIMEOUT_MS)
    assert "could not start" in recovery.inner_text()
    assert "simulated failure while starting" in recovery.locator(".recovery-detail").text_content()
    assert page.locator("#app").is_hidden() and page.locator(".loading").is_hidden()
    items = recovery.locator(".recovery-list li")
    assert sorted(items.evaluate_all("(lis) => lis.map((li) => li.dataset.key)")) == sorted(entries)
    assert recovery.locator("b").count() == 0, "stored text is never inserted as HTML"
    shot(page, "boot-recovery")

    with page.expect_download() as info:
        recovery.locator(f'li[data-key="{SAVE_PREFIX}bad"]').get_by_test_id("recovery-export-one").click()
    assert Path(info.value.path()).read_text() == DAMAGED
    with page.expect_download() as info:
        recovery.get_by_test_id("recovery-export-all").click()
    assert json.loads(Path(info.value.path()).read_text()) == entries

    page.once("dialog", lambda dialog: dialog.dismiss())
    recovery.get_by_test_id("recovery-set-aside").click()
    assert page.evaluate("Object.fromEntries(Object.entries(localStorage))") == entries, "dismissed: nothing moved"

    page.once("dialog", lambda dialog: dialog.accept())
    recovery.get_by_test_id("recovery-set-aside").click()
    stored = page.evaluate("Object.fromEntries(Object.entries(localStorage))")
    assert stored == {SAVE_PREFIX + "good": GOOD_SAVE, CURRENT_KEY: "good",
                      "carcassonne-aside:" + SAVE_PREFIX + "bad": DAMAGED}
    assert "1 of 1 set aside" in recovery.inner_text()


def test_a_runtime_file_that_fails_to_load_shows_recovery(page):
    page.route("**/static/vendor/pyscript/core.js", lambda route: route.fulfill(status=404, body="gone"))
    page.goto("/")
    recovery = page.get_by_test_id("recovery")
    recovery.wait_for(state="visible", timeout=BOOT_TIMEOUT_MS)
    assert "could not be loaded" in recovery.inner_text()
    assert "core.js" in recovery.locator(".recovery-detail").text_content()


def test_a_boot_that_hangs_shows_recovery_after_the_timeout(page):
    """Without pyodide-lock.json the boot hangs forever (no error at all); the watchdog's timeout catches it
    (shortened here through the test-only window.CARCASSONNE_BOOT_TIMEOUT_MS)."""
    page.add_init_script("window.CARCASSONNE_BOOT_TIMEOUT_MS = 3000;")
    page.route("**/pyodide-lock.json", lambda route: route.fulfill(status=404, body="gone"))
    page.goto("/")
    recovery = page.get_by_test_id("recovery")
    recovery.wait_for(state="visible", timeout=BOOT_TIMEOUT_MS)
    assert "has not started after 3 seconds" in recovery.inner_text()


def test_a_slow_cold_boot_is_not_a_failure(page, page_errors):
    """The runtime arriving 6 s late (a slow connection): the page keeps its loading screen and starts; the
    recovery screen never shows."""
    late_ms = 6000

    def slow(route):
        page.wait_for_timeout(late_ms)
        route.continue_()

    page.route("**/pyodide.asm.wasm", slow)
    page.goto("/")
    wait_booted(page, BOOT_TIMEOUT_MS + late_ms)  # the boot's usual margin, on top of the runtime's lateness
    assert page.get_by_test_id("recovery").count() == 0
    assert not page.evaluate("document.documentElement.classList.contains('boot-failed')")
    assert page_errors == []
