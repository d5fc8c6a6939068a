"""Phones (issue 13.2): in portrait a bottom sheet reaches the turn report, log, take-back, final scores and Export;
in landscape Confirm and the tray are on screen without scrolling.  Screenshots go to e2e/test-results/phone/."""

from pathlib import Path

import pytest

from gameplay import place_on_first_legal_cell, start_game, wait_booted, wait_camera_fits, wait_placing
from test_polish import WORDS_SPLIT, start_six

SHOTS = Path(__file__).resolve().parent / "test-results" / "phone"
NAMES = ("Annalena Marie", "Bartholomew", "Cleopatra Ximena", "Dietrich", "Evangelina", "Friedrich-Wilhelm")


PORTRAIT = {"viewport": {"width": 390, "height": 844}, "has_touch": True}


@pytest.fixture(scope="module")
def browser_context_args(browser_context_args):
    """A phone in portrait: the module's shared page (`menu_page`) is one; the landscape test's own context too."""
    return {**browser_context_args, **PORTRAIT}


@pytest.fixture
def phone(menu_page):
    """The module's booted app on a phone in portrait, at the menu (`menu_page`: one boot for the module)."""
    return menu_page


@pytest.fixture
def landscape_phone(page, page_errors, offsite_requests):
    page.goto("/")
    wait_booted(page)
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
    # the sheet's ☰ Menu, then back: the game shows its board, not the sheet it was left by
    page.get_by_test_id("more").tap()
    page.get_by_test_id("menu").tap()
    page.get_by_test_id("back-to-game").tap()
    page.locator("#screen-game").wait_for()
    assert page.get_by_test_id("more").get_attribute("aria-expanded") == "false"
    assert not page.get_by_test_id("turn-report").is_visible()
    assert on_screen(page, page.get_by_test_id("confirm-turn"), 390, 844)


@pytest.mark.browser_context_args(viewport={"width": 844, "height": 390}, has_touch=True)
def test_landscape_keeps_confirm_and_the_tray_on_screen(landscape_phone):
    page = landscape_phone
    start_game(page, names=NAMES[:5], seed=17, expansions=("inns-cathedrals",))
    shot(page, "landscape-placing")
    for testid in ("current-tile", "confirm-turn", "rotate", "skip-deploy"):
        assert on_screen(page, page.get_by_test_id(testid), 844, 390), f"{testid} is off screen"
    place_on_first_legal_cell(page)
    shot(page, "landscape-deploying")
    assert on_screen(page, page.get_by_test_id("confirm-turn"), 844, 390)
    assert page.evaluate("() => document.documentElement.scrollHeight") <= 390


# Visible controls, score chips and bag lines of the game screen that cross the viewport's left or right edge.
CROSSING = """() => [...document.querySelectorAll('#screen-game button, #screen-game select, #screen-game summary, '
        + '#scoreboard li, .bag > span, .turn-line')]
    .filter(el => el.getClientRects().length && getComputedStyle(el).visibility !== 'hidden'
        && (el.tagName === 'SUMMARY' || !el.closest('details:not([open])')))  // a closed menu's items are not shown
    .map(el => [el.dataset.testid || el.dataset.action || el.className || el.tagName, el.getBoundingClientRect()])
    .filter(([, r]) => r.width > 0 && (r.left < -0.5 || r.right > innerWidth + 0.5))
    .map(([name, r]) => `${name} ${Math.round(r.left)}..${Math.round(r.right)}`)"""
CHIPS = """() => [...document.querySelectorAll('#scoreboard li')].map(li => {
    const r = li.getBoundingClientRect(), name = li.querySelector('.name').getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return {left: r.left, right: r.right, top: r.top, bottom: r.bottom, nameWidth: name.width,
            onTop: hit !== null && li.contains(hit)};
})"""


def chips_readable(page, width: int, height: int) -> list:
    """Score chips that are off screen, covered, or too narrow to read a name in (the whole name is its title)."""
    return [c for c in page.evaluate(CHIPS) if c["left"] < -0.5 or c["right"] > width + 0.5 or c["top"] < -0.5
            or c["bottom"] > height + 0.5 or not c["onTop"] or c["nameWidth"] < 60]


def test_portrait_six_long_names_every_chip_in_view_and_nothing_crosses_the_edge(phone):
    page = phone
    start_six(page)  # river on: its line under the chips wraps in German
    for lang in ("en", "de"):
        if page.locator("html").get_attribute("lang") != lang:
            page.get_by_test_id("more").tap()
            page.locator("#screen-game [data-testid=lang-switch]").select_option(lang)
            page.get_by_test_id("more").tap()
        assert page.evaluate(CROSSING) == [], lang
        assert chips_readable(page, 390, 844) == [], lang
        chips_bottom = max(c["bottom"] for c in page.evaluate(CHIPS))
        bag = page.locator(".bag").bounding_box()
        assert bag["y"] >= chips_bottom - 0.5, "the bag line is drawn over the scores"
        assert page.evaluate("() => document.querySelector('#scoreboard').scrollWidth "
                             "<= document.querySelector('#scoreboard').clientWidth")  # no sideways strip
        shot(page, f"portrait-six-{lang}")
        page.get_by_test_id("more").tap()
        assert page.evaluate(CROSSING) == [], (lang, "sheet open")
        shot(page, f"portrait-six-{lang}-sheet")
        page.get_by_test_id("more").tap()
    page.get_by_test_id("tiles-open").first.evaluate("b => b.click()")  # the ▦ button: the tile list
    page.locator(".tile-entry").first.wait_for()
    assert page.evaluate(WORDS_SPLIT) == []
    shot(page, "portrait-tile-list-de")


BOARD_STATE = """() => {
    const board = document.querySelector('#board').getBoundingClientRect();
    const tools = [...document.querySelectorAll('.board-tools button')].map(b => b.getBoundingClientRect())
        .filter(r => r.width > 0);
    const inside = r => r.left >= board.left - 0.5 && r.top >= board.top - 0.5 && r.right <= board.right + 0.5
        && r.bottom <= board.bottom + 0.5;
    const tiles = [...document.querySelectorAll('[data-testid=placed-tile]')].map(t => t.getBoundingClientRect());
    const tentative = document.querySelector('[data-tentative]');
    const t = tentative && tentative.getBoundingClientRect();
    return {tilesInside: tiles.every(inside), tentativeInside: !t || inside(t),
            underTools: !!t && tools.some(r => r.left < t.right && r.right > t.left && r.top < t.bottom && r.bottom > t.top)};
}"""


def test_turning_the_phone_refits_the_board_and_keeps_scores_and_the_tile_in_view(phone):
    page = phone
    start_game(page, names=NAMES[:5], seed=17, expansions=("inns-cathedrals",))
    for _ in range(2):
        play_one_turn(page)
    place_on_first_legal_cell(page)
    page.set_viewport_size({"width": 844, "height": 390})  # turned sideways with a tile put down
    page.wait_for_function("() => { const b = document.querySelector('#board').getBoundingClientRect();"
                           " return b.width > b.height; }")
    wait_camera_fits(page)  # the ResizeObserver's callback, after layout, refits the board
    state = page.evaluate(BOARD_STATE)
    assert (state["tentativeInside"], state["underTools"]) == (True, False), state  # still in focus, clear
    assert chips_readable(page, 844, 390) == [], "a score is off screen or under the turn box"
    assert on_screen(page, page.get_by_test_id("confirm-turn"), 844, 390)
    for lang in ("en", "de"):
        page.locator("#screen-game [data-testid=lang-switch]").select_option(lang)
        assert page.evaluate(CROSSING) == [], lang
    shot(page, "landscape-turned-with-a-tile")
    page.get_by_test_id("skip-deploy").click()
    wait_placing(page)
    assert page.evaluate(BOARD_STATE)["tilesInside"], "the board was not fitted to the landscape screen"
    page.set_viewport_size({"width": 390, "height": 844})  # and back upright
    page.wait_for_function("() => { const b = document.querySelector('#board').getBoundingClientRect();"
                           " return b.width < b.height; }")
    wait_camera_fits(page)
    assert page.evaluate(BOARD_STATE)["tilesInside"]
    shot(page, "portrait-turned-back")

