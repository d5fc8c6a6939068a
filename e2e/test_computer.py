"""Playing against the computer: a seat set to Computer plays its turns by itself after the human's."""

import pytest

from gameplay import drag_to_cell, open_app, start_game, turns_played, wait_deploying, wait_placing


@pytest.fixture
def no_page_errors(page_errors):
    yield
    assert page_errors == []


def test_the_computer_answers_a_human_turn(page, no_page_errors):
    open_app(page, "/?ai_delay=0")  # no visible pause in the test: still one step per timer task
    page.get_by_test_id("player-kind-1").select_option("computer")
    assert page.get_by_test_id("player-name-1").input_value() == "Computer 2"
    start_game(page, names=("Anna", "Robo"), seed=17)
    drag_to_cell(page, 0, -1)
    wait_deploying(page)
    page.get_by_test_id("confirm-turn").click()
    # the computer places a tile by itself, then it is Anna's turn again
    page.wait_for_function("document.querySelectorAll('[data-testid=placed-tile]:not([data-tentative])').length === 3")
    wait_placing(page)
    assert page.locator("#scoreboard [aria-current=true]").get_attribute("data-player") == "0"
    assert turns_played(page) == 2
    assert page.get_by_test_id("confirm-turn").is_disabled()
    # the seat is part of the save: after a reload it is still the computer's
    saved = page.evaluate("""() => { const id = localStorage.getItem('carcassonne:v1:current');
                                     return JSON.parse(localStorage.getItem('carcassonne:v1:save:' + id)).meta; }""")
    assert saved["computers"] == [1]
    assert page.locator("#scoreboard li.computer").get_attribute("data-player") == "1"
    page.get_by_test_id("menu").click()
    assert page.get_by_test_id("saved-games").locator(".save-players").first.text_content() == "Anna, Robo (computer)"
