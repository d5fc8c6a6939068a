"""When Python never starts, the texts plain JS shows are in the browser's language: the recovery screen (its reason,
details, saved-games list, buttons, confirmation and note) and the embed's failure line, in a German browser, hold
no English word of the catalogue (static/boot-texts.js, generated from the German .po by the build)."""

import json
import re

import pytest

from embed_host import src_query
from gameplay import BOOT_TIMEOUT_MS, CURRENT_KEY, SAVE_PREFIX

from ui import po

WORDS = re.compile(r"[^\W\d_]{4,}")
DAMAGED = '{"format": "carcassonne-save", "version": 1, "players": [tru'
GOOD_SAVE = json.dumps({"format": "carcassonne-save", "version": 1, "meta": {}, "players": [{"name": "Ann"}],
                        "seed": 1, "turns": []})
# The shown texts of the recovery screen, without the storage keys (<code>: names, not words).
RECOVERY_TEXTS = """(screen) => [...screen.querySelectorAll('h1, p, summary, pre, span, button')]
    .map((node) => node.textContent)"""


@pytest.fixture(scope="module")
def english_only() -> frozenset[str]:
    entries = po.parse_po((po.PY_DIR / "locale/de/LC_MESSAGES/carcassonne.po").read_text(encoding="utf-8"))
    words = po.english_only_words(entries)
    assert {"could", "start", "saved", "damaged", "again", "lesson"} <= words  # what the checks below would catch
    return words


STORAGE_NAMES = re.compile(r"carcassonne[\w:-]*:")  # key names the screen quotes (carcassonne-aside:), not words


def english_lines(texts: list[str], english_only: frozenset[str]) -> list[str]:
    return [text for text in texts
            if any(w.lower() in english_only for w in WORDS.findall(STORAGE_NAMES.sub(" ", text)))]


@pytest.mark.browser_context_args(locale="de-DE")
def test_the_recovery_screen_is_german_in_a_german_browser(page, english_only):
    page.add_init_script(
        "window.CARCASSONNE_BOOT_TIMEOUT_MS = 3000;"
        "if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1'); "
        f"for (const [k, v] of Object.entries({json.dumps({SAVE_PREFIX + 'bad': DAMAGED, SAVE_PREFIX + 'good': GOOD_SAVE, CURRENT_KEY: 'good'})})) "
        "localStorage.setItem(k, v); }")
    page.route("**/pyodide-lock.json", lambda route: route.fulfill(status=404, body="gone"))  # the boot hangs
    page.goto("/")
    recovery = page.get_by_test_id("recovery")
    recovery.wait_for(state="visible", timeout=BOOT_TIMEOUT_MS)
    assert page.evaluate("document.documentElement.lang") == "de"
    texts = recovery.evaluate(RECOVERY_TEXTS)
    shown = "\n".join(texts)
    assert "Carcassonne konnte nicht starten" in shown
    assert "Das Spiel ist nach 3 Sekunden noch nicht gestartet." in shown
    assert "sieht beschädigt aus: kein gültiges JSON (beschädigt)" in shown
    assert recovery.get_by_test_id("recovery-set-aside").inner_text() == "1 beschädigten Eintrag beiseitelegen"
    assert english_lines(texts, english_only) == []

    asked = []
    page.once("dialog", lambda dialog: (asked.append(dialog.message), dialog.accept()))
    recovery.get_by_test_id("recovery-set-aside").click()
    assert asked and asked[0].startswith("1 beschädigten Eintrag beiseitelegen?")
    assert english_lines(asked, english_only) == []
    note = recovery.locator(".recovery-note")
    assert note.inner_text() == "1 von 1 beiseitegelegt (aufbewahrt unter „carcassonne-aside:“)."
    assert english_lines(recovery.evaluate(RECOVERY_TEXTS), english_only) == []


@pytest.mark.browser_context_args(locale="de-DE")
def test_the_embed_says_in_german_that_it_could_not_start(page, english_only):
    page.route("**/static/vendor/pyscript/core.js", lambda route: route.abort())
    page.goto(f"/embed.html?{src_query('roads.json')}")
    page.wait_for_selector("html.boot-failed", state="attached")
    failed = page.locator(".embed-failed")
    assert failed.is_visible()
    assert failed.inner_text() == "Diese Lektion konnte nicht starten. Die Seite neu zu laden, kann helfen."
    assert english_lines(page.evaluate("document.body.innerText").splitlines(), english_only) == []


def test_a_chosen_language_beats_the_browser_before_python_starts(page):
    """?lang=de in an English browser: the failure line is German too (the order ui.i18n uses)."""
    page.route("**/static/vendor/pyscript/core.js", lambda route: route.abort())
    page.goto(f"/embed.html?{src_query('roads.json', lang='de')}")
    page.wait_for_selector("html.boot-failed", state="attached")
    assert page.locator(".embed-failed").inner_text().startswith("Diese Lektion konnte nicht starten.")
