"""After one visit the game plays with the server stopped: the service worker serves the page, the runtime, the
engine and the computer's worker, and the autosaved game against the computer resumes, takes a turn and is
answered by the computer's worker."""

import urllib.request

import pytest

from gameplay import (BOOT_TIMEOUT_MS, board_state, open_app, place_on_first_legal_cell, start_game, turns_played,
                      wait_ai_worker, wait_booted, wait_placing, wait_worker_controls)


def wait_tiles(page, count: int) -> None:
    """Until `count` tiles are placed for good (the computer's turn has ended)."""
    page.wait_for_function("n => document.querySelectorAll('[data-testid=placed-tile]:not([data-tentative])').length "
                           "=== n", arg=count, timeout=BOOT_TIMEOUT_MS)


@pytest.mark.browser_context_args(service_workers="allow")
def test_a_game_against_the_computer_resumes_and_plays_offline(page, page_errors, offsite_requests, start_site):
    site = start_site()  # a server of its own, since this test stops it
    open_app(page, site.url + "/?ai_delay=0")
    wait_worker_controls(page)
    page.get_by_test_id("player-kind-1").select_option("medium")
    start_game(page, names=("Anna", "Max"), seed=17)
    place_on_first_legal_cell(page)
    page.get_by_test_id("skip-deploy").click()
    wait_tiles(page, 3)  # the start tile, Anna's and the computer's
    wait_placing(page)
    wait_ai_worker(page)
    before = board_state(page)

    site.stop()
    with pytest.raises(OSError):
        urllib.request.urlopen(site.url, timeout=5)
    page.reload()
    wait_booted(page)
    wait_placing(page)
    assert board_state(page) == before
    place_on_first_legal_cell(page)
    page.get_by_test_id("confirm-turn").click()
    wait_tiles(page, 5)
    wait_placing(page)
    assert page.evaluate("document.documentElement.dataset.aiWorker") == "ready"  # the worker, not the fallback
    assert turns_played(page) == 4
    assert offsite_requests == []
    assert page_errors == []
