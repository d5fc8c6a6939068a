"""The computer cannot stall a game (issue 19): a worker that is terminated mid-game, or whose ``choose`` never
returns, costs a deadline (the level's cap plus a margin: ``?ai_budget=200`` keeps it to ~3 s), a restart, and at
worst a move computed on the main thread; the turn box says what happened.  The tests wait on the game going on."""

import pytest

from gameplay import (BOOT_TIMEOUT_MS, drag_to_cell, legal_cells, open_app, start_game, turns_played, wait_ai_worker,
                      wait_deploying, wait_lang, wait_placing)

# A worker whose every answer never comes: the script the page starts in place of static/ai-worker.py.
LOOPING_WORKER = """
def choose(*args):
    while True:
        pass


def hint(*args):
    while True:
        pass


__export__ = ["choose", "hint"]
"""

PLACED = "document.querySelectorAll('[data-testid=placed-tile]:not([data-tentative])').length"


@pytest.fixture
def no_page_errors(page_errors):
    yield
    assert page_errors == []


def start_against_easy(page) -> None:
    open_app(page, "/?ai_delay=0&ai_budget=200")
    page.get_by_test_id("player-kind-1").select_option("easy")
    start_game(page, names=("Anna", "Eve"), seed=9)


def play_and_wait_for_the_computer(page, placed: int) -> None:
    """Anna places a tile; the computer answers (``placed`` tiles on the board, Anna to play again)."""
    drag_to_cell(page, *sorted(legal_cells(page))[0])
    wait_deploying(page)
    page.get_by_test_id("confirm-turn").click()
    page.wait_for_function(f"{PLACED} === {placed}", timeout=BOOT_TIMEOUT_MS)
    wait_placing(page)


def worker_state(page) -> str:
    return page.evaluate("document.documentElement.dataset.aiWorker")


def test_a_terminated_worker_is_restarted_and_the_computer_plays_on(page, no_page_errors):
    start_against_easy(page)
    wait_ai_worker(page)
    page.evaluate("document.querySelector('script[name=carcassonne-ai]').xworker.terminate()")
    play_and_wait_for_the_computer(page, 3)
    assert turns_played(page) == 2
    note = page.get_by_test_id("ai-note")
    assert note.inner_text() == "The computer stopped answering, so it was restarted; the game goes on."
    assert worker_state(page) == "ready"
    assert page.locator("script[name=carcassonne-ai]").count() == 0  # the dead one is gone
    assert page.locator("script[name=carcassonne-ai-2]").count() == 1  # its successor answered
    play_and_wait_for_the_computer(page, 5)  # and goes on answering
    assert turns_played(page) == 4


def test_a_worker_whose_choose_hangs_gives_way_to_the_main_thread(page, context, no_page_errors):
    context.route("**/static/ai-worker.py",
                  lambda route: route.fulfill(status=200, content_type="text/plain", body=LOOPING_WORKER))
    start_against_easy(page)
    play_and_wait_for_the_computer(page, 3)  # two deadlines and a restart, then the page thinks itself
    assert worker_state(page) == "main-thread"
    assert page.locator("script[name^=carcassonne-ai]").count() == 0  # both looping workers ended
    assert page.get_by_test_id("ai-note").inner_text().startswith(
        "The computer stopped answering, so it now thinks on this page")
    play_and_wait_for_the_computer(page, 5)  # from then on without waiting for a worker
    assert turns_played(page) == 4
    page.locator("#screen-game [data-testid=lang-switch]").select_option("de")  # the note follows the language
    wait_lang(page, 'de')
    assert page.get_by_test_id("ai-note").inner_text().startswith("Der Computer hat nicht mehr geantwortet")
