"""embed.html in a cross-site iframe, as a rules-teaching site would use it (`shared/spec/embed.md`).

The parent page is served from a second origin (``localhost``; the game is on ``127.0.0.1``) by `embed_host`.
Expected texts come from the same engine and the same lesson files on CPython.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from embed_host import confirm_judged, drag_to_cell, press_until, step_to, received, send, src_query, wait_counter, wait_message
from gameplay import ROOT, center, wait_booted

from carcassonne import record  # noqa: E402 - gameplay puts py/ on the path
from carcassonne.teaching import check_answer, encode_s
from ui import explain, i18n
from ui.embed_session import task_game

LESSONS = ROOT / "static" / "lessons"
SHOTS = Path(__file__).resolve().parent / "test-results"


def lesson(name: str):
    return record.load_scenario((LESSONS / name).read_text())


def lesson_doc(name: str) -> dict:
    return json.loads((LESSONS / name).read_text())


def explain_en(item, names) -> str:
    i18n.set_language("en")
    return explain.explain(item, names)


def steps_sent(page) -> list[int]:
    return [m["step"] for m in received(page, "carcassonne:step")]


def test_a_scenario_by_src_steps_with_the_buttons_and_the_keyboard(page, host, console_errors):
    scenario = lesson("city-shared.json")
    frame = host.open(page, src_query("city-shared.json"))
    wait_counter(frame, "5 / 5")
    assert frame.get_by_test_id("embed-title").inner_text() == scenario.title
    # the last step: its note, what it scored and why, and the scored city marked on the board
    assert frame.get_by_test_id("step-note").inner_text() == scenario.notes[4]
    scored = scenario.game.reports[4].scored
    explanation = frame.get_by_test_id("step-explain").inner_text()
    assert scored and all(explain_en(item, scenario.game.names) in explanation for item in scored)
    assert frame.locator("#layer-cells .hl").count() > 0
    # buttons
    step_to(frame, "first", "0 / 5")
    assert frame.get_by_test_id("step-note").is_hidden()
    assert frame.get_by_test_id("step-first").is_disabled() and frame.get_by_test_id("step-prev").is_disabled()
    assert frame.locator("[data-testid=placed-tile]").count() == 1
    step_to(frame, "next", "1 / 5")
    assert frame.get_by_test_id("step-note").inner_text() == scenario.notes[0]
    assert frame.locator("#layer-cells .hl").count() == 0, "turn 1 scored nothing: nothing is marked"
    # keyboard (focus is on the button just pressed, not on the board)
    page.keyboard.press("ArrowRight")
    wait_counter(frame, "2 / 5")
    assert frame.get_by_test_id("step-note").inner_text() == scenario.notes[1]
    page.keyboard.press("End")
    wait_counter(frame, "5 / 5")
    assert frame.get_by_test_id("step-next").is_disabled()
    page.keyboard.press("ArrowLeft")
    wait_counter(frame, "4 / 5")
    step_to(frame, "last", "5 / 5")
    # hovering a feature says who holds it and what it is worth (the road of the start tile)
    info = frame.get_by_test_id("feature-info")
    start = frame.locator('[data-testid=placed-tile][data-x="0"][data-y="0"]').first.bounding_box()
    x, y = start["x"] + start["width"] * 0.3, start["y"] + start["height"] * 0.5
    page.mouse.move(x, y)
    page.mouse.move(x + 3, y + 1, steps=3)  # the first move marks the tile's features, the next finds one
    info.wait_for()
    assert info.inner_text().startswith("Road:") and "point" in info.inner_text()
    page.mouse.move(1, 1)
    # the parent was told: ready once, every step, and the height it sized the frame with
    assert received(page, "carcassonne:ready") == [{"type": "carcassonne:ready", "version": 1}]
    assert steps_sent(page) == [5, 0, 1, 2, 5, 4, 5]
    assert all(m["of"] == 5 for m in received(page, "carcassonne:step"))
    heights = received(page, "carcassonne:height")
    assert heights and heights[-1]["height"] > 300
    frame_height = page.evaluate("document.getElementById('embed').getBoundingClientRect().height")
    assert abs(frame_height - heights[-1]["height"]) <= 1
    assert frame.evaluate("document.body.getBoundingClientRect().height") <= frame_height + 1
    assert console_errors == []


def test_a_scenario_inline_by_s_in_german_at_a_given_step(page, host, console_errors):
    doc = (LESSONS / "fields.json").read_text()
    scenario = lesson("fields.json")
    frame = host.open(page, f"s={encode_s(doc)}&step=1&lang=de")
    wait_counter(frame, "1 / 7")
    german = scenario.texts("de")
    assert german.title and frame.get_by_test_id("embed-title").inner_text() == german.title
    assert frame.get_by_test_id("step-note").inner_text() == german.notes[0]
    try:
        i18n.set_language("de")
        expected = [explain.explain(item, scenario.game.names) for item in scenario.game.reports[0].scored]
    finally:
        i18n.set_language("en")
    explanation = frame.get_by_test_id("step-explain").inner_text()
    assert expected and all(line in explanation for line in expected)
    assert frame.locator("html").get_attribute("lang") == "de"
    assert frame.get_by_test_id("step-next").get_attribute("aria-label") == "Nächster Schritt"
    # the last step of a game that ends: its final scoring is explained
    step_to(frame, "last", "7 / 7")
    assert "Schlusswertung" in frame.get_by_test_id("step-explain").inner_text()
    assert frame.get_by_test_id("task").is_hidden(), "this lesson has no task"
    assert console_errors == []


def test_a_scenario_by_message_then_goto_and_language(page, host, console_errors):
    frame = host.open(page)
    waiting = frame.get_by_test_id("embed-waiting")
    waiting.wait_for()
    assert frame.locator("#embed").get_attribute("data-state") == "waiting"
    roads = lesson("roads.json")
    send(page, {"type": "carcassonne:load", "scenario": lesson_doc("roads.json"), "step": 1, "mode": "view"})
    wait_counter(frame, "1 / 2")
    assert waiting.is_hidden()
    assert frame.get_by_test_id("step-note").inner_text() == roads.notes[0]
    assert frame.get_by_test_id("task").is_hidden(), "mode=view asks nothing"
    assert frame.locator("[data-testid=legal-cell]").count() == 0
    send(page, {"type": "carcassonne:goto", "step": 2})
    wait_counter(frame, "2 / 2")
    assert frame.get_by_test_id("step-note").inner_text() == roads.notes[1]
    send(page, {"type": "carcassonne:lang", "lang": "de"})
    frame.get_by_test_id("embed-title").filter(has_text=roads.texts("de").title).wait_for()
    assert frame.get_by_test_id("step-note").inner_text() == roads.texts("de").notes[1]
    # JSON text works too; a scenario with a task asks it by default, at its last step
    occupied = lesson("occupied.json")
    send(page, {"type": "carcassonne:load", "scenario": (LESSONS / "occupied.json").read_text()})
    wait_counter(frame, "3 / 3")
    assert frame.get_by_test_id("task-prompt").inner_text() == occupied.texts("de").task.prompt
    assert frame.locator("[data-testid=legal-cell]").count() > 0
    assert steps_sent(page) == [1, 2, 3]
    assert console_errors == []


def test_a_task_answered_wrong_then_right_with_the_mouse(page, host, console_errors):
    scenario = lesson("occupied.json")
    task = scenario.task
    right_cell = (task.right[0].x, task.right[0].y)
    cells = sorted({(x, y) for x, y, _ in task_game(scenario).placement_options(task.tile)})
    wrong_cell = next(c for c in cells if c != right_cell)
    frame = host.open(page, src_query("occupied.json"))
    wait_counter(frame, "3 / 3")
    assert frame.get_by_test_id("task-prompt").inner_text() == task.prompt
    assert frame.get_by_test_id("current-tile").get_attribute("data-tile") == task.tile
    assert {(int(c.get_attribute("data-x")), int(c.get_attribute("data-y")))
            for c in frame.locator("[data-testid=legal-cell]").all()} == set(cells)
    # wrong: a legal move the task does not ask for
    drag_to_cell(page, frame, wrong_cell)
    frame.get_by_test_id("skip-deploy").click()
    answer = wait_message(page, "carcassonne:answer")[-1]
    assert answer["correct"] is False and answer["move"].startswith(f"{task.tile}@{wrong_cell[0]},{wrong_cell[1]}r")
    feedback = frame.get_by_test_id("task-feedback")
    assert feedback.inner_text() == answer["message"]
    said = check_answer(scenario, answer["move"]).said  # the lesson's own words for this expected mistake
    assert said and answer["message"].startswith(said + " Legal, but not what the task asks.")
    assert feedback.get_attribute("data-state") == "wrong"
    # try again: the tile is back in hand; the hint
    press_until(frame, "task-retry", "asking")
    frame.locator("[data-testid=legal-cell]").first.wait_for(state="attached")
    assert feedback.is_hidden()
    press_until(frame, "task-hint", "hint")
    assert feedback.inner_text() == task.hint
    # right: the city tile against Red's city, a thief on its road
    drag_to_cell(page, frame, right_cell)
    tentative = frame.locator("[data-tentative]")
    assert tentative.get_attribute("data-rot") == str(task.right[0].rot)
    frame.locator('[data-testid=meeple-spot][data-location="N"]').first.click()
    confirm_judged(frame)
    answer = wait_message(page, "carcassonne:answer", 2)[-1]
    assert answer == {"type": "carcassonne:answer", "correct": True,
                      "move": f"{task.tile}@{right_cell[0]},{right_cell[1]}r{task.right[0].rot} +N",
                      "message": task.success}
    assert feedback.inner_text() == task.success and feedback.get_attribute("data-state") == "right"
    placed = frame.locator(f'[data-testid=placed-tile][data-x="{right_cell[0]}"][data-y="{right_cell[1]}"]')
    assert placed.count() == 1, "the right answer stays on the board"
    assert frame.locator(".turn-box").is_hidden(), "nothing is left to place"
    # show answer: the engine's right move, on the board, ready to confirm
    show_answer(frame)
    assert frame.locator("[data-tentative]").get_attribute("data-rot") == str(task.right[0].rot)
    confirm_judged(frame)
    assert wait_message(page, "carcassonne:answer", 3)[-1]["correct"] is True
    assert console_errors == []


def show_answer(frame) -> None:
    press_until(frame, "task-answer", "answer")


def test_show_answer_then_confirm_is_right_in_every_lesson_with_a_task(page, host, console_errors):
    """One frame, each lesson sent by message: the engine's answer, put on the board by the page, is judged right."""
    frame = host.open(page)
    names = sorted(p.name for p in LESSONS.glob("*.json") if "task" in lesson_doc(p.name))
    assert len(names) >= 8
    for n, name in enumerate(names, 1):
        scenario = lesson(name)
        send(page, {"type": "carcassonne:load", "scenario": lesson_doc(name)})
        steps = len(scenario.game.turns)
        wait_counter(frame, f"{steps} / {steps}")
        frame.get_by_test_id("task-prompt").filter(has_text=scenario.task.prompt).wait_for()
        show_answer(frame)
        confirm_judged(frame)
        answer = wait_message(page, "carcassonne:answer", n)[-1]
        assert answer["correct"] is True, (name, answer)
        assert answer["message"] == (scenario.task.success or "Right.")
    assert received(page, "carcassonne:error") == []
    assert console_errors == []


def test_play_mode_plays_on_from_the_position(page, host, console_errors):
    scenario = lesson("roads.json")
    frame = host.open(page, src_query("roads.json", mode="play", step=0))
    wait_counter(frame, "0 / 2")
    assert frame.locator(".turn-box").is_hidden(), "only the last step is played on"
    step_to(frame, "last", "2 / 2")
    who = frame.locator("#turn-player")
    first = who.inner_text()
    assert first == scenario.game.names[(scenario.game.turns[-1][0] + 1) % 2]
    cell = frame.locator("[data-testid=legal-cell]").first
    drag_to_cell(page, frame, (int(cell.get_attribute("data-x")), int(cell.get_attribute("data-y"))))
    frame.get_by_test_id("skip-deploy").click()
    frame.wait_for_function(f"document.querySelector('#turn-player').textContent !== {json.dumps(first)}")
    assert frame.locator("[data-testid=placed-tile]:not([data-tentative])").count() == 4
    assert received(page, "carcassonne:answer") == []
    assert console_errors == []


HOSTILE = "<img src=x onerror=alert(1)>"


def hostile_scenario() -> dict:
    doc = lesson_doc("roads.json")
    doc.pop("i18n", None)
    doc["title"] = "<b>bold</b><script>alert(1)</script>"
    doc["description"] = HOSTILE
    doc["players"] = [HOSTILE, "<i>Blue</i>"]
    for turn, name in zip(doc["turns"], doc["players"]):
        turn["player"] = name
        turn["note"] = f"<a href='javascript:alert(1)'>{HOSTILE}</a>"
    doc["task"]["player"] = doc["players"][1]
    doc["expect"] = {"scores": {}}
    return doc


def test_hostile_scenarios_and_messages_change_nothing(page, host, console_errors):
    frame = host.open(page)
    doc = hostile_scenario()
    send(page, {"type": "carcassonne:load", "scenario": doc, "mode": "view"})
    wait_counter(frame, "2 / 2")
    embed = frame.locator("#embed")
    assert embed.locator("img, b, i, a, script").count() == 0, "no text became HTML"
    assert frame.get_by_test_id("embed-title").inner_text() == doc["title"]
    assert frame.get_by_test_id("step-note").inner_text() == doc["turns"][1]["note"]
    assert frame.get_by_test_id("player-0").inner_text() == HOSTILE
    # a broken turn: refused with the engine's reason, in the frame and to the parent; the error alone is shown
    # (the lesson it would replace is not left playable under it, issue 23)
    broken = lesson_doc("roads.json")
    broken["turns"][1]["x"] = 9
    send(page, {"type": "carcassonne:load", "scenario": broken})
    error = frame.get_by_test_id("embed-error")
    error.wait_for()
    assert "turn 2" in error.inner_text()
    assert wait_message(page, "carcassonne:error")[-1]["message"] == error.inner_text()
    assert embed.get_attribute("data-state") == "error" and frame.locator(".embed-game").is_hidden()
    # messages of other shapes, or from elsewhere, do nothing
    for message in ["carcassonne:goto", 42, None, [1, 2], {"type": "carcassonne:goto"},
                    {"type": "carcassonne:goto", "step": 1.5},
                    {"type": "carcassonne:goto", "step": "one"}, {"type": "carcassonne:lang", "lang": "fr"},
                    {"type": "carcassonne:lang", "lang": "<b>de</b>"}, {"type": "other", "step": 0},
                    {"step": 0}, {"type": ["carcassonne:goto"], "step": 0}]:
        send(page, message)
    frame.evaluate("window.postMessage({type: 'carcassonne:goto', step: 0}, '*')")  # not from the parent
    # refused scenarios: each says why, none is parsed into the page
    errors_before = len(received(page, "carcassonne:error"))
    deep_text = "[" * 100_000 + "]" * 100_000
    page.evaluate("""(deepText) => {
        let deep = {}; for (let i = 0; i < 200; i++) deep = {a: deep};
        window.send({type: 'carcassonne:load', scenario: deepText});
        window.send({type: 'carcassonne:load', scenario: deep});
        window.send({type: 'carcassonne:load', scenario: 'not json'});
        window.send({type: 'carcassonne:load', scenario: 7});
        window.send({type: 'carcassonne:load'});
    }""", deep_text)
    messages = wait_message(page, "carcassonne:error", errors_before + 5)[errors_before:]
    assert all("nested too deeply" in m["message"] for m in messages[:2]), messages
    # the page is alive: a good scenario shows again, without the error
    assert frame.locator("html").get_attribute("lang") == "en"
    send(page, {"type": "carcassonne:load", "scenario": doc, "mode": "view"})
    wait_counter(frame, "2 / 2")
    assert error.is_hidden()
    send(page, {"type": "carcassonne:goto", "step": 1})
    wait_counter(frame, "1 / 2")
    wait_message(page, "carcassonne:step", 3)  # (the parent may read it a moment after the counter shows it)
    assert steps_sent(page) == [2, 2, 1]
    assert [e for e in console_errors if "carcassonne ui" in e or "pageerror" in e] == []


def swipe(page, locator, dx: int) -> None:
    """A one-finger sideways swipe over an element (real touch events through the DevTools protocol)."""
    x, y = center(locator.bounding_box())
    cdp = page.context.new_cdp_session(page)
    steps = [x + dx * i / 6 for i in range(7)]
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
    for sx in steps[1:]:
        cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": sx, "y": y}]})
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    cdp.detach()


def test_narrow_frame_and_phone_screenshots(page, host, browser, base_url, guard_context):
    SHOTS.mkdir(exist_ok=True)
    page.set_viewport_size({"width": 400, "height": 1600})  # the whole frame in view (a frame paints what is seen)
    frame = host.open(page, src_query("occupied.json"), width=320)
    wait_counter(frame, "3 / 3")
    frame.locator("[data-testid=legal-cell]").first.wait_for(state="attached")
    assert frame.evaluate("document.documentElement.scrollWidth") <= 320, "nothing sticks out sideways"
    board = frame.get_by_test_id("embed-board").bounding_box()
    assert 280 <= board["width"] <= 320 and board["height"] > 150
    height = received(page, "carcassonne:height")[-1]["height"]
    assert page.locator("#embed").bounding_box()["height"] == pytest.approx(height, abs=1)
    page.locator("#embed").screenshot(path=str(SHOTS / "embed-320.png"))
    phone = guard_context(browser.new_context(base_url=base_url, viewport={"width": 390, "height": 844},
                                              device_scale_factor=2, is_mobile=True, has_touch=True,
                                              service_workers="block"))
    try:
        mobile = phone.new_page()
        mobile.goto(f"/embed.html?{src_query('occupied.json')}")
        wait_booted(mobile)
        mobile.get_by_test_id("step-counter").filter(has_text="3 / 3").wait_for()
        assert mobile.evaluate("document.documentElement.scrollWidth") <= 390
        mobile.get_by_test_id("step-prev").tap()
        mobile.get_by_test_id("step-counter").filter(has_text="2 / 3").wait_for()
        mobile.get_by_test_id("step-next").tap()
        mobile.get_by_test_id("step-counter").filter(has_text="3 / 3").wait_for()
        swipe(mobile, mobile.get_by_test_id("step-explain"), dx=120)  # a finger moving right: back a step
        mobile.get_by_test_id("step-counter").filter(has_text="2 / 3").wait_for()
        swipe(mobile, mobile.get_by_test_id("step-explain"), dx=-120)
        mobile.get_by_test_id("step-counter").filter(has_text="3 / 3").wait_for()
        mobile.screenshot(path=str(SHOTS / "embed-phone.png"), full_page=True)
    finally:
        phone.close()


BLOCK_THIRD_PARTY = {"profile": {"cookie_controls_mode": 1, "block_third_party_cookies": True}}


def test_in_a_cross_site_frame_with_storage_denied_the_lesson_shows_and_teaches(
        browser_type, browser_type_launch_args, guard_context, host, tmp_path):
    profile = tmp_path / "profile"
    (profile / "Default").mkdir(parents=True)
    (profile / "Default" / "Preferences").write_text(json.dumps(BLOCK_THIRD_PARTY))
    context = guard_context(browser_type.launch_persistent_context(str(profile), **browser_type_launch_args))
    try:
        page = context.pages[0] if context.pages else context.new_page()
        frame = host.open(page, src_query("occupied.json"))
        wait_counter(frame, "3 / 3")
        assert frame.evaluate("carcassonneBoot.storage") == "denied", "third-party storage is blocked here"
        show_answer(frame)
        confirm_judged(frame)
        assert wait_message(page, "carcassonne:answer")[-1]["correct"] is True
    finally:
        context.close()


def test_a_boot_that_fails_says_so_in_the_frame(page):
    page.route("**/static/vendor/pyscript/core.js", lambda route: route.abort())
    page.goto(f"/embed.html?{src_query('roads.json')}")
    page.wait_for_selector("html.boot-failed", state="attached")
    failed = page.locator(".embed-failed")
    assert failed.is_visible() and "could not start" in failed.inner_text()
