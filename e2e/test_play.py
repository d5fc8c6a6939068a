"""Playing in the browser like a person: drag with the real mouse, rotate, deploy, confirm, score; illegal drops,
undo, a short seeded game to the final table, keyboard-only play, and names that look like HTML."""

import re

import pytest

from gameplay import (MOTION, drag_to_cell, legal_cells, open_app, place_on_first_legal_cell, score, start_game,
                      turns_played, wait_deploying, wait_placing)

from carcassonne import Game

pytestmark = pytest.mark.usefixtures("no_page_errors")


@pytest.fixture
def no_page_errors(page_errors):
    yield
    assert page_errors == []


def test_drag_rotate_deploy_confirm_and_score(menu_page):
    page = menu_page
    # seed 17 deals E first: a city cap that closes the start tile's city from the north
    game = Game(["Anna", "Ben"], seed=17)
    assert game.drawn == "E"
    start_game(page, seed=17)
    tray = page.get_by_test_id("current-tile")
    assert tray.get_attribute("data-tile") == "E"
    assert (0, -1) in legal_cells(page)

    # over a cell, the tile shows in a rotation that fits there; turning it cycles only through those
    below = sorted(rot for x, y, rot in game.placement_options("E") if (x, y) == (0, 1))
    assert below == [90, 180, 270]
    drag_to_cell(page, 0, 1, before_drop=lambda: page.mouse.wheel(0, 120))  # the wheel turns the held tile
    wait_deploying(page)
    placed = page.locator("[data-tentative]")
    assert placed.get_attribute("data-rot") == "180"
    page.get_by_test_id("rotate").click()
    assert placed.get_attribute("data-rot") == "270"
    page.keyboard.press("r")
    assert placed.get_attribute("data-rot") == "90"
    page.get_by_test_id("undo-turn").click()
    wait_placing(page)

    # north of the start tile only one rotation fits: the rotate button is off
    assert sorted(rot for x, y, rot in game.placement_options("E") if (x, y) == (0, -1)) == [180]
    drag_to_cell(page, 0, -1)
    wait_deploying(page)
    placed = page.locator("[data-tentative]")
    assert (placed.get_attribute("data-x"), placed.get_attribute("data-y")) == ("0", "-1")
    assert placed.get_attribute("data-rot") == "180"
    assert page.get_by_test_id("rotate").is_disabled()

    spots = page.get_by_test_id("meeple-spot")
    locations = sorted(s.get_attribute("data-location") for s in spots.all())
    from carcassonne import Placement

    assert locations == sorted(d.location for d in game.legal_deployments(Placement("E", 0, -1, 180)))
    knight = page.locator('[data-testid=meeple-spot][data-location="S"]')
    assert knight.get_attribute("aria-label") == "Knight in the city"
    knight.hover()
    info = page.get_by_test_id("feature-info")
    info.wait_for()
    assert "City: 2 tiles, completed" in info.text_content()
    knight.click()
    assert knight.get_attribute("aria-pressed") == "true"
    page.get_by_test_id("confirm-turn").click()
    wait_placing(page)

    assert score(page, 0) == 4
    report = page.get_by_test_id("turn-report").text_content()
    assert "Anna scores 4 points for a completed city: 2 tiles" in report
    # the knight went home with the completed city
    assert page.get_by_test_id("meeple").count() == 0
    assert "7 followers" in page.get_by_test_id("supply-0").text_content()
    last = page.get_by_test_id("last-tile")
    assert (last.get_attribute("data-x"), last.get_attribute("data-y")) == ("0", "-1")
    assert page.locator('[data-testid=placed-tile][data-x="0"][data-y="-1"]').get_attribute("data-tile") == "E"
    assert page.locator("#scoreboard [aria-current=true]").get_attribute("data-player") == "1"


@pytest.mark.browser_context_args(reduced_motion=MOTION)  # the tile glides back to the tray
def test_illegal_drop_snaps_back_with_a_reason_and_undo_takes_the_tile_back(page):
    open_app(page)
    start_game(page, seed=17)
    page.locator("[data-action=zoom-out]").click()
    drag_to_cell(page, 2, 0)  # not next to any tile
    toast = page.get_by_test_id("toast")
    toast.wait_for()
    assert "can't go there" in toast.text_content() and "touches no placed tile" in toast.text_content()
    assert page.locator("[data-tentative]").count() == 0
    assert page.get_by_test_id("current-tile").get_attribute("data-tile") == "E"

    drag_to_cell(page, 1, 0)  # next to the start tile, but E has no road for its east road
    toast.wait_for()
    page.wait_for_function("document.querySelector('[data-testid=toast]').textContent.includes('road')")

    cell = place_on_first_legal_cell(page)
    page.get_by_test_id("meeple-spot").first.click()
    page.get_by_test_id("undo-turn").click()
    wait_placing(page)
    assert page.locator("[data-tentative]").count() == 0
    assert page.get_by_test_id("meeple").count() == 0
    assert cell in legal_cells(page)
    assert turns_played(page) == 0

    # a confirmed turn can be taken back too (from the game log)
    place_on_first_legal_cell(page)
    page.get_by_test_id("confirm-turn").click()
    wait_placing(page)
    assert turns_played(page) == 1 and page.get_by_test_id("current-tile").get_attribute("data-tile") != "E"
    page.locator("details.log summary").click()
    page.get_by_test_id("undo-last").click()
    page.get_by_test_id("take-back-confirm").click()
    page.wait_for_function("document.querySelector('#tray').dataset.tile === 'E'")
    assert turns_played(page) == 0
    assert page.get_by_test_id("placed-tile").count() == 1


def test_a_short_seeded_game_ends_with_the_final_table(menu_page):
    page = menu_page
    start_game(page, names=("Anna", "Ben", "Cleo"), seed=5, tiles=4)
    assert page.get_by_test_id("tiles-left").text_content().startswith("3 tiles")
    for turn in range(4):
        place_on_first_legal_cell(page)
        spots = page.get_by_test_id("meeple-spot")
        if spots.count() and turn % 2 == 0:
            spots.first.click()
            page.get_by_test_id("confirm-turn").click()
        else:
            page.get_by_test_id("skip-deploy").click()
    final = page.get_by_test_id("final-scores")
    final.wait_for()
    rows = final.locator("tbody tr")
    assert rows.count() == 3
    totals = {int(r.get_attribute("data-player")): int(r.locator("td.total").text_content()) for r in rows.all()}
    assert totals == {i: score(page, i) for i in range(3)}
    best = max(totals.values())
    winner = page.get_by_test_id("winner").text_content()
    assert str(best) in winner
    assert re.search(r"wins|tie", winner)
    page.get_by_test_id("final-close").click()
    assert not final.is_visible()
    assert page.get_by_test_id("confirm-turn").is_disabled()


def test_keyboard_only_placement_deploy_and_confirm(page):
    open_app(page)
    page.locator("details.more summary").click()
    page.get_by_test_id("seed").fill("17")  # E first: it closes the start tile's city from the north
    # from here on, the keyboard only: Tab to the start button and press Enter
    page.locator("body").focus()
    for _ in range(40):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.dataset.testid") == "start-game":
            break
    page.keyboard.press("Enter")
    wait_placing(page)
    for _ in range(40):
        if page.evaluate("document.activeElement.id") == "board":
            break
        page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.id") == "board"
    page.keyboard.press("ArrowRight")
    cursor = page.get_by_test_id("cursor")
    cursor.wait_for(state="attached")
    assert (cursor.get_attribute("data-x"), cursor.get_attribute("data-y")) == ("0", "-1")
    page.keyboard.press("ArrowDown")  # the next legal cell south: below the start tile
    assert (cursor.get_attribute("data-x"), cursor.get_attribute("data-y")) == ("0", "1")
    page.keyboard.press("ArrowUp")
    page.keyboard.press("r")  # only 180° fits north of the start tile
    page.keyboard.press("Enter")
    wait_deploying(page)
    placed = page.locator("[data-tentative]")
    assert [placed.get_attribute(a) for a in ("data-x", "data-y", "data-rot")] == ["0", "-1", "180"]
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.dataset.testid") == "meeple-spot"
    assert page.evaluate("document.activeElement.dataset.location") == "S"
    info = page.get_by_test_id("feature-info")
    info.wait_for()
    assert info.text_content().startswith("Knight in the city. City: 2 tiles, completed.")
    page.keyboard.press("Enter")
    assert page.locator("[data-testid=meeple-spot][aria-pressed=true]").count() == 1
    page.keyboard.press("Shift+Tab")
    assert page.evaluate("document.activeElement.id") == "board"
    page.keyboard.press("Enter")
    wait_placing(page)
    assert turns_played(page) == 1
    assert score(page, 0) == 4, "the knight's city is completed and scored"
    # Escape takes a put-down tile back
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("Enter")
    wait_deploying(page)
    page.keyboard.press("Escape")
    wait_placing(page)
    assert page.locator("[data-tentative]").count() == 0


def test_controls_and_spots_have_accessible_names(menu_page):
    page = menu_page
    start_game(page, seed=17)
    for testid in ("rotate", "undo-turn", "skip-deploy", "confirm-turn"):
        button = page.get_by_test_id(testid)
        assert button.evaluate("b => b.tagName") == "BUTTON"
    assert page.get_by_role("button", name=re.compile("Rotate the tile")).count() == 1
    drag_to_cell(page, 0, -1)
    wait_deploying(page)
    for spot in page.get_by_test_id("meeple-spot").all():
        assert spot.get_attribute("role") == "button" and spot.get_attribute("aria-label")
    assert page.get_by_role("button", name="Knight in the city").count() == 1


def test_player_names_that_look_like_html_are_shown_literally(menu_page):
    page = menu_page
    evil = "<img src=x onerror=alert(1)>"
    dialogs = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    start_game(page, names=(evil, "Ben & <b>Co</b>"), seed=17)
    assert page.get_by_test_id("player-0").text_content() == evil
    assert page.get_by_test_id("player-1").text_content() == "Ben & <b>Co</b>"
    assert page.locator("#app img").count() == 0 and page.locator("#app b").count() == 0
    drag_to_cell(page, 0, -1)
    wait_deploying(page)
    page.locator('[data-testid=meeple-spot][data-location="S"]').click()
    page.get_by_test_id("confirm-turn").click()
    wait_placing(page)
    assert evil in page.get_by_test_id("turn-report").text_content()
    page.get_by_test_id("menu").click()
    saved = page.get_by_test_id("saved-games")
    assert evil in saved.text_content()
    assert page.locator("img").count() == 0
    assert dialogs == []
