"""docs/testing-hooks.md on the live pages: every hook it lists under a screen is on that screen.

One walk through the game (the menu, a seeded game's first turn, the scenario editor), one embedded lesson, the
lessons gallery and the recovery screen; each screen's hooks are compared with the doc's table for it. A hook may
be hidden (a dialog not open, a button of another moment): it must be in the page.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from gameplay import BOOT_TIMEOUT_MS, CURRENT_KEY, SAVE_PREFIX, drag_to_cell, open_app, start_game, wait_deploying, \
    wait_placing

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
import hooks_contract as contract  # noqa: E402
from embed_host import wake  # noqa: E402

HOOKS = contract.doc_hooks()
ALL_TESTIDS = "() => [...document.querySelectorAll('[data-testid]')].map(e => e.dataset.testid)"


def missing(scope, state: str) -> list[str]:
    """The hooks the doc lists under ``state`` that ``scope`` (a page or a frame) does not have."""
    present = set(scope.evaluate(ALL_TESTIDS))
    return [f"docs/testing-hooks.md:{h.line} lists `{h.name}` under {state}, but the page has no such data-testid"
            for h in HOOKS if h.state == state and not any(contract.listed(p, [h]) for p in present)]


def check(scope, state: str, problems: list[str]) -> None:
    assert any(h.state == state for h in HOOKS), f"the doc has no hooks under {state}"
    problems += missing(scope, state)


def test_the_game_menu_first_turn_and_editor_have_their_hooks(page):
    problems: list[str] = []
    open_app(page, "/?lang=en")
    page.get_by_test_id("player-name-0").wait_for()
    check(page, "menu", problems)
    start_game(page, seed=17)  # E: a city cap, which fits below the start tile with its city open
    check(page, "placing", problems)
    drag_to_cell(page, 0, 1)
    wait_deploying(page)
    check(page, "deploying", problems)
    page.locator("[data-testid=meeple-spot][data-feature=city]").click()
    page.get_by_test_id("confirm-turn").click()
    wait_placing(page)
    page.get_by_test_id("meeple").wait_for(state="attached")
    check(page, "scored", problems)
    page.get_by_test_id("menu").click()
    page.get_by_test_id("open-editor").click()
    page.get_by_test_id("editor-setup").wait_for()
    check(page, "editor-setup", problems)
    page.get_by_test_id("editor-start").click()
    page.get_by_test_id("editor-tiles").wait_for(state="attached")
    check(page, "editor", problems)
    assert problems == []


def test_an_embedded_lesson_has_its_hooks(page):
    page.goto("/embed.html?src=static/lessons/roads.json&lang=en")
    page.wait_for_selector("main#embed[data-state=shown]", state="attached", timeout=BOOT_TIMEOUT_MS)
    wake(page, page)  # the built first picture steps without the engine; the learner's tile and cells need it
    page.get_by_test_id("legal-cell").first.wait_for(state="attached")
    problems: list[str] = []
    check(page, "embed", problems)
    assert problems == []


def test_the_lessons_gallery_has_its_hooks(page):
    page.goto("/lessons.html?lang=en")
    page.get_by_test_id("lesson-card").first.wait_for()
    problems: list[str] = []
    check(page, "lessons", problems)
    assert problems == []


def test_the_recovery_screen_has_its_hooks(page):
    """A runtime file that does not load, with a damaged entry and a game to resume: every recovery button."""
    entries = {SAVE_PREFIX + "bad": "{not json", CURRENT_KEY: "bad"}
    page.add_init_script(f"for (const [k, v] of Object.entries({json.dumps(entries)})) localStorage.setItem(k, v);")
    page.route("**/static/vendor/pyscript/core.js", lambda route: route.fulfill(status=404, body="gone"))
    page.goto("/?lang=en")
    page.get_by_test_id("recovery").wait_for(timeout=BOOT_TIMEOUT_MS)
    problems: list[str] = []
    check(page, "recovery", problems)
    assert problems == []
