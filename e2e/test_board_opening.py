"""Where the camera opens a resumed big game (issue 24's follow-up): a phone shows tiles big enough to play on
(>= 44 px, a finger's size) about the last tile put down and the cells near it, and the whole board is one tap on
the fit button away; a desktop opens at the whole board's fit, as before.  A drop's zoom on that far board shows
the tiles in view near (class ``lod-near``, `ui.board_lod`) and leaves the board's own class alone."""

from __future__ import annotations

import pytest

from gameplay import (camera_moves, center, drag_tile, wait_camera_fits, wait_camera_moved, wait_deploying,
                      wait_placing)
from test_tile_art import big_board_save, open_board, tile_px

INSIDE = """([sel, all]) => {
    const board = document.querySelector('#board').getBoundingClientRect();
    const inside = el => { const r = el.getBoundingClientRect();
        return r.left >= board.left - 0.5 && r.top >= board.top - 0.5 && r.right <= board.right + 0.5
            && r.bottom <= board.bottom + 0.5; };
    const els = [...document.querySelectorAll(sel)];
    return all ? els.length > 0 && els.every(inside) : els.filter(inside).length;
}"""


@pytest.fixture(scope="module")
def board_save():
    return big_board_save()


def open_at(browser, base_url, guard_context, board_save, viewport, touch):
    context = guard_context(browser.new_context(base_url=base_url, viewport=viewport, has_touch=touch,
                                                service_workers="block"))
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    open_board(page, board_save)
    wait_camera_fits(page)
    return page, errors


def test_a_phone_opens_a_big_board_at_a_playable_size_about_the_action(browser, base_url, guard_context,
                                                                        board_save):
    page, errors = open_at(browser, base_url, guard_context, board_save, {"width": 390, "height": 844}, True)
    assert tile_px(page) >= 44, f"a phone opened the board at {tile_px(page):.0f} px a tile"
    assert page.evaluate(INSIDE, ["[data-testid=last-tile]", True]), "the last tile put down is off screen"
    assert page.evaluate(INSIDE, ["[data-testid=legal-cell]", False]) >= 1, "no legal cell on screen"
    assert not page.evaluate(INSIDE, ["[data-testid=placed-tile]", True]), "the whole board fitted: too small"

    moves = camera_moves(page)
    page.locator(".board-tools [data-action=fit]").tap()
    wait_camera_moved(page, moves)
    assert page.evaluate(INSIDE, ["[data-testid=placed-tile]", True]), "the fit button must show the whole board"
    assert tile_px(page) < 44
    assert errors == []


def test_a_desktop_still_opens_at_the_whole_board(browser, base_url, guard_context, board_save):
    page, errors = open_at(browser, base_url, guard_context, board_save, {"width": 1280, "height": 800}, False)
    opened = page.locator("#camera").get_attribute("transform")
    assert page.evaluate(INSIDE, ["[data-testid=placed-tile]", True]), "a desktop shows the whole board"
    page.locator("[data-testid=board]").focus()
    moves = camera_moves(page)
    page.keyboard.press("0")
    wait_camera_moved(page, moves)
    assert page.locator("#camera").get_attribute("transform") == opened

    # a drop zooms in past the far view's threshold: the tiles in view turn near, the board's class stays far
    assert tile_px(page) < 72 and "lod-far" in page.locator("[data-testid=board]").get_attribute("class")
    drag_tile(page, center(page.locator("[data-testid=legal-cell]").first.bounding_box()))
    wait_deploying(page)
    assert tile_px(page) >= 120
    assert "lod-far" in page.locator("[data-testid=board]").get_attribute("class")
    page.wait_for_function(NEAR_IN_VIEW)
    page.get_by_test_id("undo-turn").click()
    wait_placing(page)
    assert page.locator("#camera").get_attribute("transform") == opened
    assert page.locator(".lod-near").count() == 0

    # a confirmed turn adds its tile to the layer: the other tiles' elements stay (no redraw of the board)
    before = page.locator("[data-testid=placed-tile]").count()
    page.evaluate("document.querySelector('[data-testid=placed-tile]').dataset.kept = 'yes'")
    drag_tile(page, center(page.locator("[data-testid=legal-cell]").first.bounding_box()))
    wait_deploying(page)
    cell = page.locator("[data-tentative]").evaluate("u => [u.dataset.x, u.dataset.y]")
    page.get_by_test_id("skip-deploy").click()
    wait_placing(page)
    tiles = page.locator("#layer-tiles [data-testid=placed-tile]")
    assert tiles.count() == before + 1
    assert tiles.first.get_attribute("data-kept") == "yes", "the board's tiles were drawn again"
    assert tiles.last.evaluate("u => [u.dataset.x, u.dataset.y]") == cell
    frame = page.locator("#layer-tiles [data-testid=last-tile]")
    assert frame.count() == 1 and frame.evaluate("r => [r.dataset.x, r.dataset.y]") == cell
    assert page.locator("#layer-tiles .tile-shadow").get_attribute("d").count("M") == before + 1
    # the corner bastions (art pass 11, ui/board_walls.py) are drawn once, anew after the new tile: over every tile
    assert page.locator("#layer-tiles .bastions").count() == 1
    assert page.evaluate("""() => { const g = document.querySelector('#layer-tiles .bastions');
        const uses = document.querySelectorAll('#layer-tiles [data-testid=placed-tile]');
        return !!(uses[uses.length - 1].compareDocumentPosition(g) & Node.DOCUMENT_POSITION_FOLLOWING); }""")
    assert errors == []


# Every tile whose box meets the board's, and the tentative tile, draws near (the custom property the tile art's
# CSS reads, as a <use>'s copy inherits it); at least one tile is in view.
NEAR_IN_VIEW = """() => {
    const board = document.querySelector('#board').getBoundingClientRect();
    const meets = r => r.right > board.left && r.left < board.right && r.bottom > board.top && r.top < board.bottom;
    const near = el => getComputedStyle(el).getPropertyValue('--ta-near').trim() === 'inline';
    const shown = [...document.querySelectorAll('[data-testid=placed-tile]')].filter(u => meets(u.getBoundingClientRect()));
    return shown.length > 0 && shown.every(near) && near(document.querySelector('[data-tentative]'));
}"""
