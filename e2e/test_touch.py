"""On a phone-sized touch screen: everything fits, a finger drags the tile, taps a spot, and pinches to zoom.

Touches are sent through the DevTools protocol (Input.dispatchTouchEvent), so the page sees real touch
pointer events (pointerType "touch"), as from a finger."""

import re

import pytest

from gameplay import cell_center, center, score, start_game, wait_booted, wait_deploying, wait_placing


@pytest.fixture
def phone(page, page_errors, offsite_requests):
    """A phone-sized touch screen (pytest-playwright's page: screenshots on failure, offsite requests aborted)."""
    page.goto("/")
    wait_booted(page)
    yield page
    assert offsite_requests == [] and page_errors == []


def touch(cdp, kind: str, *points) -> None:
    cdp.send("Input.dispatchTouchEvent", {
        "type": kind, "touchPoints": [{"x": x, "y": y, "id": i} for i, (x, y) in enumerate(points)]})


def camera_scale(page) -> float:
    transform = page.locator("#camera").get_attribute("transform")
    return float(re.search(r"scale\(([\d.]+)\)", transform).group(1))


@pytest.mark.browser_context_args(viewport={"width": 390, "height": 844}, has_touch=True, device_scale_factor=2)
def test_a_finger_drags_taps_and_pinches(phone):
    page = phone
    start_game(page, seed=17)
    for testid in ("board", "current-tile", "rotate", "undo-turn", "skip-deploy", "confirm-turn", "score-0", "score-1"):
        box = page.get_by_test_id(testid).bounding_box()
        assert box and box["x"] >= 0 and box["y"] >= 0 and box["x"] + box["width"] <= 390.5 \
            and box["y"] + box["height"] <= 844.5, f"{testid} is off screen: {box}"
    cdp = page.context.new_cdp_session(page)

    # drag the drawn tile with a finger onto the cell north of the start tile
    sx, sy = center(page.get_by_test_id("current-tile").bounding_box())
    tx, ty = cell_center(page, 0, -1)
    touch(cdp, "touchStart", (sx, sy))
    for i in range(1, 11):
        touch(cdp, "touchMove", (sx + (tx - sx) * i / 10, sy + (ty - sy) * i / 10))
    touch(cdp, "touchEnd")
    wait_deploying(page)
    placed = page.locator("[data-tentative]")
    assert (placed.get_attribute("data-x"), placed.get_attribute("data-y")) == ("0", "-1")

    # tap the knight's spot, then confirm
    spot = page.locator('[data-testid=meeple-spot][data-location="S"]')
    page.touchscreen.tap(*center(spot.bounding_box()))
    assert spot.get_attribute("aria-pressed") == "true"
    page.touchscreen.tap(*center(page.get_by_test_id("confirm-turn").bounding_box()))
    wait_placing(page)
    assert score(page, 0) == 4

    # pinch: two fingers move apart over the board
    board = page.get_by_test_id("board").bounding_box()
    cx, cy = center(board)
    before = camera_scale(page)
    touch(cdp, "touchStart", (cx - 30, cy), (cx + 30, cy))
    for i in range(1, 9):
        touch(cdp, "touchMove", (cx - 30 - 10 * i, cy), (cx + 30 + 10 * i, cy))
    touch(cdp, "touchEnd")
    page.wait_for_function(f"!document.querySelector('#camera').getAttribute('transform').includes('scale({before:.4f})')")
    assert camera_scale(page) > before * 1.5

    # one finger on the background pans
    transform = page.locator("#camera").get_attribute("transform")
    touch(cdp, "touchStart", (cx, cy + 100))
    for i in range(1, 6):
        touch(cdp, "touchMove", (cx + 12 * i, cy + 100))
    touch(cdp, "touchEnd")
    page.wait_for_function(f"document.querySelector('#camera').getAttribute('transform') !== {transform!r}")
