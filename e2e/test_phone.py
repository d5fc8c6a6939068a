"""Phones (issue 13.2): in portrait a bottom sheet reaches the turn report, log, take-back, final scores and Export;
in landscape Confirm and the tray are on screen without scrolling.  Screenshots go to e2e/test-results/phone/."""

from pathlib import Path

import pytest

from gameplay import BOOT_TIMEOUT_MS, place_on_first_legal_cell, start_game, wait_placing

SHOTS = Path(__file__).resolve().parent / "test-results" / "phone"
NAMES = ("Annalena Marie", "Bartholomew", "Cleopatra Ximena", "Dietrich", "Evangelina", "Friedrich-Wilhelm")


@pytest.fixture
def phone(page, page_errors, offsite_requests):
    page.goto("/")
    page.wait_for_selector("html.app-ready", state="attached", timeout=BOOT_TIMEOUT_MS)
    yield page
    assert offsite_requests == [] and page_errors == []


def shot(page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"))


def on_screen(page, locator, width: int, height: int) -> bool:
    box = locator.bounding_box()
    return bool(box) and box["x"] >= -0.5 and box["y"] >= -0.5 and box["x"] + box["width"] <= width + 0.5 \
        and box["y"] + box["height"] <= height + 0.5


def play_one_turn(page) -> None:
    place_on_first_legal_cell(page)
    page.get_by_test_id("skip-deploy").click()
    wait_placing(page)


@pytest.mark.browser_context_args(viewport={"width": 390, "height": 844}, has_touch=True)
def test_portrait_bottom_sheet_reaches_everything(phone):
    page = phone
    start_game(page, names=NAMES[:5], seed=17, expansions=("inns-cathedrals",))
    play_one_turn(page)
    shot(page, "portrait-game")
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
    board = page.get_by_test_id("scoreboard")
    assert board.evaluate("e => e.getBoundingClientRect().right") <= 390.5
    current = page.locator("[data-testid=scoreboard] [aria-current=true], [data-testid=scoreboard] .current").first
    assert on_screen(page, current, 390, 844), "the current player's score is scrolled out of view"
    for testid in ("turn-report", "undo-last", "export-menu"):
        assert not page.get_by_test_id(testid).is_visible()
    page.get_by_test_id("more").tap()
    shot(page, "portrait-sheet")
    for testid in ("turn-report", "take-back", "export-menu"):
        target = page.get_by_test_id(testid)
        target.scroll_into_view_if_needed()
        assert target.is_visible() and on_screen(page, target, 390, 844), testid
    page.locator("details.log summary").click()
    assert page.get_by_test_id("undo-last").is_visible()
    page.get_by_test_id("more").tap()
    assert not page.get_by_test_id("turn-report").is_visible()
    assert on_screen(page, page.get_by_test_id("confirm-turn"), 390, 844)


@pytest.mark.browser_context_args(viewport={"width": 844, "height": 390}, has_touch=True)
def test_landscape_keeps_confirm_and_the_tray_on_screen(phone):
    page = phone
    start_game(page, names=NAMES[:5], seed=17, expansions=("inns-cathedrals",))
    shot(page, "landscape-placing")
    for testid in ("current-tile", "confirm-turn", "rotate", "skip-deploy"):
        assert on_screen(page, page.get_by_test_id(testid), 844, 390), f"{testid} is off screen"
    place_on_first_legal_cell(page)
    shot(page, "landscape-deploying")
    assert on_screen(page, page.get_by_test_id("confirm-turn"), 844, 390)
    assert page.evaluate("() => document.documentElement.scrollHeight") <= 390
