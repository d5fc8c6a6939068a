"""Playing against the computer: a seat set to Computer plays its turns by itself after the human's."""

import pytest

from gameplay import (BOOT_TIMEOUT_MS, MOTION, center, drag_to_cell, legal_cells, open_app, start_game, turns_played,
                      wait_ai_worker, wait_deploying, wait_placing)


@pytest.fixture
def no_page_errors(page_errors):
    yield
    assert page_errors == []


@pytest.mark.browser_context_args(reduced_motion=MOTION)  # the computer's tile slides in, its follower drops
def test_the_computer_answers_a_human_turn(page, no_page_errors):
    open_app(page, "/?ai_delay=0")  # no visible pause in the test: still one step per timer task
    page.get_by_test_id("player-kind-1").select_option("medium")
    assert page.get_by_test_id("player-name-1").input_value() == "Computer 2"
    start_game(page, names=("Anna", "Robo"), seed=17)
    drag_to_cell(page, 0, -1)
    wait_deploying(page)
    page.get_by_test_id("confirm-turn").click()
    # the computer places a tile by itself, then it is Anna's turn again (its worker may still be booting: on a
    # slow box that, or the main thread after the worker's start timeout, takes longer than a usual wait)
    page.wait_for_function("document.querySelectorAll('[data-testid=placed-tile]:not([data-tentative])').length === 3",
                           timeout=BOOT_TIMEOUT_MS)
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
    assert page.get_by_test_id("saved-games").locator(".save").first.locator(".save-name").all_text_contents() == \
        ["Anna", "Robo (computer)"]


# --- levels, the worker, the coach, watching (issue 12) ------------------------------------------------------

WATCH_THINKING = """() => {
    // while a seat shows the "thinking" marker: every long task (PerformanceObserver) and every click's answer
    window.__ai = {thinking: [], longTasks: [], clicks: []};
    new PerformanceObserver(list => { for (const e of list.getEntries())
        window.__ai.longTasks.push([e.startTime, e.duration]); }).observe({type: 'longtask', buffered: true});
    let since = null;
    new MutationObserver(() => {
        const on = document.querySelector('#scoreboard li.thinking') !== null;
        if (on && since === null) since = performance.now();
        if (!on && since !== null) { window.__ai.thinking.push([since, performance.now()]); since = null; }
    }).observe(document.querySelector('#scoreboard'), {subtree: true, attributes: true, attributeFilter: ['class']});
    // after the page's own click handler (on the game's root): how long since the click was dispatched
    document.addEventListener('click', e => window.__ai.clicks.push({
        answeredMs: performance.now() - e.timeStamp,
        thinking: document.querySelector('#scoreboard li.thinking') !== null}));
}"""


def test_each_seat_offers_the_computer_levels(page, no_page_errors):
    open_app(page)
    kinds = page.get_by_test_id("player-kind-1").locator("option")
    assert [kinds.nth(i).get_attribute("value") for i in range(kinds.count())] == \
        ["human", "easy", "medium", "hard", "expert"]
    assert kinds.nth(4).text_content() == "Computer: expert"
    page.get_by_test_id("player-kind-1").select_option("hard")
    assert page.get_by_test_id("player-name-1").input_value() == "Computer 2"


def test_the_page_answers_a_click_while_the_computer_thinks_in_its_worker(page, no_page_errors):
    """The expert thinks for all of its budget (it searches until the clock runs out; hard may be done in 100 ms
    early in a game, and on a loaded machine the test's click then came after it), so a real click lands while
    it thinks.  The budget is 4 s: with 1.5 s the click still came after it once on a loaded 2-core box (the test's
    few calls between seeing the marker and clicking took that long)."""
    open_app(page, "/?ai_delay=0&ai_budget=4000")
    page.get_by_test_id("player-kind-1").select_option("expert")
    start_game(page, names=("Anna", "Hal"), seed=23)
    page.evaluate(WATCH_THINKING)
    drag_to_cell(page, *sorted(legal_cells(page))[0])
    wait_deploying(page)
    page.get_by_test_id("confirm-turn").click()
    page.wait_for_selector("#scoreboard li.thinking", state="attached", timeout=BOOT_TIMEOUT_MS)
    before = page.locator("#camera").get_attribute("transform")
    # the mouse's own click on the button's box: one input event at once (a locator's click first waits for the
    # button to be stable over animation frames, and the thinking is over in the budget's time however slow the box)
    page.mouse.click(*center(page.get_by_role("button", name="Zoom in", exact=True).bounding_box()))
    assert page.locator("#camera").get_attribute("transform") != before  # the click did its work ...
    wait_placing(page, timeout=BOOT_TIMEOUT_MS)
    assert turns_played(page) == 2
    assert page.evaluate("document.documentElement.dataset.aiWorker") == "ready"  # ... the worker thought
    seen = page.evaluate("window.__ai")
    clicked = [c for c in seen["clicks"] if c["thinking"]]
    assert clicked, "the click came after the computer had finished thinking"
    assert all(c["answeredMs"] < 100 for c in clicked), clicked
    long_while_thinking = [d for start, d in seen["longTasks"]
                           if any(start < b and start + d > a for a, b in seen["thinking"]) and d > 100]
    assert seen["thinking"] and long_while_thinking == []
    saved = page.evaluate("""() => { const id = localStorage.getItem('carcassonne:v1:current');
                                     return JSON.parse(localStorage.getItem('carcassonne:v1:save:' + id)).meta; }""")
    assert saved["computers"] == [1] and saved["levels"] == {"1": "expert"}


def test_an_expert_seat_plays_a_taster_game_to_the_end_in_its_worker(page, no_page_errors):
    open_app(page, "/?ai_delay=0&ai_budget=300")  # a small budget: the expert's search still runs, briefly
    page.get_by_test_id("player-kind-0").select_option("expert")
    page.get_by_test_id("player-kind-1").select_option("hard")
    # the worker starts while the seats are chosen on the menu, so the first computer turn does not wait for it
    wait_ai_worker(page)
    assert page.locator("#screen-game").is_hidden()
    page.locator("details.more summary").click()
    page.get_by_test_id("seed").fill("5")
    page.get_by_test_id("game-length").select_option("4")
    page.get_by_test_id("start-game").click()
    page.get_by_test_id("final-scores").wait_for(timeout=BOOT_TIMEOUT_MS)
    assert turns_played(page) == 4
    assert page.evaluate("document.documentElement.dataset.aiWorker") == "ready"  # the worker thought
    saved = page.evaluate("""() => { const id = localStorage.getItem('carcassonne:v1:current');
                                     return JSON.parse(localStorage.getItem('carcassonne:v1:save:' + id)).meta; }""")
    assert saved["levels"] == {"0": "expert", "1": "hard"}


def test_hints_may_use_the_expert_s_search_a_setting_kept_with_the_others(page, no_page_errors):
    open_app(page, "/?ai_delay=0&ai_budget=300")
    page.get_by_test_id("player-kind-1").select_option("easy")
    start_game(page, names=("Anna", "Eve"), seed=5)
    page.locator("details.settings summary").click()
    page.get_by_test_id("hint-expert").check()
    assert page.evaluate("JSON.parse(localStorage.getItem('carcassonne:v1:settings')).expert_hints") is True
    page.get_by_test_id("hint").click()
    page.get_by_test_id("hint-play").wait_for(timeout=BOOT_TIMEOUT_MS)  # the worker's search: it may still boot
    assert page.get_by_test_id("hint-box").get_attribute("data-level") == "expert"
    lines = page.get_by_test_id("hint-box").locator("li").all_text_contents()
    assert lines and any("overall about" in line for line in lines), lines  # still reasons a person can read


def test_a_hint_is_shown_on_the_board_with_its_reasons_and_played(page, no_page_errors):
    open_app(page, "/?ai_delay=0&ai_budget=400")
    page.get_by_test_id("player-kind-1").select_option("easy")
    start_game(page, names=("Anna", "Eve"), seed=5)
    page.get_by_test_id("board").focus()
    page.keyboard.press("h")
    box = page.get_by_test_id("hint-box")
    page.get_by_test_id("hint-play").wait_for(timeout=BOOT_TIMEOUT_MS)  # the worker's search: it may still boot
    lines = box.locator("li").all_text_contents()
    assert lines and any("overall about" in line for line in lines), lines
    cell = page.get_by_test_id("hint-cell")
    x, y, rot = (cell.get_attribute(a) for a in ("data-x", "data-y", "data-rot"))
    page.get_by_test_id("hint-play").click()
    wait_deploying(page)
    tentative = page.locator("[data-tentative]")
    assert (tentative.get_attribute("data-x"), tentative.get_attribute("data-y"),
            tentative.get_attribute("data-rot")) == (x, y, rot)
    page.get_by_test_id("confirm-turn").click()
    page.wait_for_function("document.querySelectorAll('[data-testid=placed-tile]:not([data-tentative])').length >= 2",
                           timeout=BOOT_TIMEOUT_MS)
    assert box.is_hidden()
    meta = page.evaluate("""() => { const id = localStorage.getItem('carcassonne:v1:current');
                                    return JSON.parse(localStorage.getItem('carcassonne:v1:save:' + id)).meta; }""")
    assert meta["hints"] == 1
    # switched off, the button goes away and H does nothing
    page.locator("details.settings summary").click()
    page.get_by_test_id("hints-on").uncheck()
    wait_placing(page)
    assert page.get_by_test_id("hint").is_hidden()
    page.get_by_test_id("board").focus()
    page.keyboard.press("h")
    assert box.is_hidden()


def test_a_game_of_computers_can_be_paused_and_stepped(page, no_page_errors):
    open_app(page, "/?ai_delay=0")
    for i in (0, 1):
        page.get_by_test_id(f"player-kind-{i}").select_option("easy")
    page.get_by_test_id("new-game").wait_for()
    page.locator("details.more summary").click()
    page.get_by_test_id("seed").fill("3")
    page.get_by_test_id("start-game").click()
    page.get_by_test_id("ai-pause").click()
    assert page.get_by_test_id("ai-pause").get_attribute("aria-pressed") == "true"
    paused_at = turns_played(page)  # a turn under way stops at its next stage: nothing more is played
    held = page.locator("[data-testid=watch-controls][data-held]")  # the page has stopped and keeps the stage
    held.wait_for(state="attached", timeout=BOOT_TIMEOUT_MS)  # (a stage may wait for the worker's boot)
    assert turns_played(page) == paused_at
    page.get_by_test_id("ai-step").click()
    page.wait_for_function(f"JSON.parse(localStorage.getItem('carcassonne:v1:save:' + "
                           f"localStorage.getItem('carcassonne:v1:current'))).turns.length === {paused_at + 1}",
                           timeout=BOOT_TIMEOUT_MS)
    held.wait_for(state="attached", timeout=BOOT_TIMEOUT_MS)  # the stepped turn is over, the next one stopped
    assert turns_played(page) == paused_at + 1
    page.locator("details.settings summary").click()
    page.get_by_test_id("ai-speed").select_option("fast")  # remembered with the player's settings
    assert page.evaluate("JSON.parse(localStorage.getItem('carcassonne:v1:settings')).speed") == "fast"
    page.get_by_test_id("ai-pause").click()  # resume
    page.wait_for_function(f"JSON.parse(localStorage.getItem('carcassonne:v1:save:' + "
                           f"localStorage.getItem('carcassonne:v1:current'))).turns.length >= {paused_at + 3}")


def test_without_its_worker_the_computer_thinks_on_the_main_thread_and_says_so(page, context):
    context.route("**/static/ai-worker.py", lambda route: route.abort())
    warnings = []
    page.on("console", lambda msg: warnings.append(msg.text) if msg.type == "warning" else None)
    open_app(page, "/?ai_delay=0")
    page.get_by_test_id("player-kind-1").select_option("easy")
    start_game(page, names=("Anna", "Eve"), seed=9)
    drag_to_cell(page, *sorted(legal_cells(page))[0])
    wait_deploying(page)
    page.get_by_test_id("confirm-turn").click()
    page.wait_for_function("document.querySelectorAll('[data-testid=placed-tile]:not([data-tentative])').length === 3")
    wait_placing(page)
    assert turns_played(page) == 2
    assert page.evaluate("document.documentElement.dataset.aiWorker") == "main-thread"
    assert any("the computer thinks on the main thread" in w for w in warnings), warnings
    assert page.get_by_test_id("ai-note").inner_text().startswith(  # and the turn box says so
        "The computer could not start in the background, so it thinks on this page")
