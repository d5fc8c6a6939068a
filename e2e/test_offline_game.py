"""After one visit the game plays with the server stopped: the service worker serves the page, the runtime and
the engine, and the autosaved game resumes and takes a turn."""

import urllib.request

import pytest

from gameplay import (board_state, open_app, place_on_first_legal_cell, start_game, wait_booted, wait_placing,
                      wait_worker_controls)


@pytest.mark.browser_context_args(service_workers="allow")
def test_a_game_resumes_and_plays_offline(page, page_errors, offsite_requests, start_site):
    site = start_site()  # a server of its own, since this test stops it
    open_app(page, site.url + "/")
    wait_worker_controls(page)
    start_game(page, seed=17)
    place_on_first_legal_cell(page)
    page.get_by_test_id("skip-deploy").click()
    wait_placing(page)
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
    wait_placing(page)
    assert len(board_state(page)["tiles"]) == len(before["tiles"]) + 1
    assert offsite_requests == []
    assert page_errors == []
