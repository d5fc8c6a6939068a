"""One game open in two tabs (two pages of one browser context, one localStorage): a tab never overwrites the
other's newer save.  The stale tab is told at once (a ``storage`` event) or when it tries to save (the stored save
is not the one it loaded), becomes read-only, and can load the newer position or keep its own as a copy."""

import json

from gameplay import (CURRENT_KEY, SAVE_PREFIX, board_state, open_app, place_on_first_legal_cell, start_game,
                      wait_placing)


def confirm_a_turn(page) -> None:
    """Play a turn in this tab, brought to the front as a person would: Chromium paints a tab behind another
    only now and then (2 animation frames a second, measured), and a drag waits on frames (10-15 s a turn)."""
    page.bring_to_front()
    place_on_first_legal_cell(page)
    page.get_by_test_id("skip-deploy").click()
    wait_placing(page)


def stored_turns(page, save_id: str) -> int:
    text = page.evaluate("key => localStorage.getItem(key)", SAVE_PREFIX + save_id)
    return len(json.loads(text)["turns"])


def is_read_only(page) -> bool:
    """The board and the turn panel are inert (no pointer, focus or key reaches them)."""
    return page.evaluate("['.board-wrap', '#turn-box'].map(s => document.querySelector(s).inert)") == [True, True]


def test_two_tabs_on_one_game_never_lose_a_turn_silently(context, page, page_errors):
    open_app(page)
    start_game(page, seed=23)
    confirm_a_turn(page)
    save_id = page.evaluate(f"localStorage.getItem('{CURRENT_KEY}')")

    other = context.new_page()
    other_errors: list[str] = []
    other.on("pageerror", lambda exc: other_errors.append(str(exc)))
    open_app(other)  # the game on screen is resumed
    wait_placing(other)
    assert board_state(other) == board_state(page)

    # 1. the first tab plays on: the second is told at once (storage event) and stops saving
    confirm_a_turn(page)
    assert stored_turns(page, save_id) == 2
    notice = other.get_by_test_id("storage-warning")
    notice.wait_for(state="visible")
    assert "another tab" in notice.text_content().lower()
    assert is_read_only(other) and not is_read_only(page)
    assert other.get_by_test_id("load-newer").is_visible()

    # 2. it loads the newer position and plays on from there; now the first tab is the stale one
    other.get_by_test_id("load-newer").click()
    other.wait_for_function("document.querySelectorAll('[data-testid=placed-tile]:not([data-tentative])').length === 3")
    assert board_state(other) == board_state(page)
    assert notice.is_hidden() and not is_read_only(other)
    confirm_a_turn(other)
    assert stored_turns(page, save_id) == 3
    page.get_by_test_id("storage-warning").wait_for(state="visible")
    assert is_read_only(page)

    # 3. the stale tab keeps its own game as a copy: both games are kept, nothing was overwritten
    page.get_by_test_id("keep-copy").click()
    page.get_by_test_id("storage-warning").wait_for(state="hidden")
    assert not is_read_only(page)
    confirm_a_turn(page)
    copy_id = page.evaluate(f"localStorage.getItem('{CURRENT_KEY}')")
    assert copy_id != save_id
    assert stored_turns(page, save_id) == 3 and stored_turns(page, copy_id) == 3
    assert page_errors == [] and other_errors == []


def test_a_save_changed_without_an_event_is_not_overwritten(page, page_errors):
    """The stale tab missed the event (e.g. it was asleep): the write itself finds the newer save."""
    open_app(page)
    start_game(page, seed=29)
    confirm_a_turn(page)
    save_id = page.evaluate(f"localStorage.getItem('{CURRENT_KEY}')")
    key = SAVE_PREFIX + save_id
    # another writer's newer save, written in this very tab (a tab gets no storage event for its own writes)
    newer = page.evaluate("key => { const d = JSON.parse(localStorage.getItem(key)); d.meta.saved += 1;"
                          " d.meta.note = 'other tab'; const t = JSON.stringify(d); localStorage.setItem(key, t);"
                          " return t; }", key)
    confirm_a_turn(page)
    notice = page.get_by_test_id("storage-warning")
    notice.wait_for(state="visible")
    assert "another tab" in notice.text_content().lower()
    assert page.evaluate("key => localStorage.getItem(key)", key) == newer, "the other save was kept as it was"
    assert is_read_only(page)
    assert page_errors == []
