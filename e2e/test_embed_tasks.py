"""embed.md 1.1 in a cross-site frame: a lesson with several `tasks`, its `wrong` feedback, `next`, and the
`hint`/`reveal`/`done` messages.  Expected texts come from the same lesson file on CPython."""

from __future__ import annotations

from embed_host import confirm_judged, drag_to_cell, press_until, received, src_query, wait_counter, wait_message
from gameplay import ROOT

from carcassonne import record  # noqa: E402 - gameplay puts py/ on the path
from carcassonne.teaching import check_answer

LESSON = "monastery.json"


def test_two_tasks_answered_wrong_then_right_then_the_next_task_then_done(page, host, console_errors):
    scenario = record.load_scenario((ROOT / "static" / "lessons" / LESSON).read_text())
    first, second = scenario.texts("en").all_tasks()
    steps = len(scenario.game.turns)
    frame = host.open(page, src_query(LESSON))
    wait_counter(frame, f"{steps} / {steps}")
    prompt, feedback = frame.get_by_test_id("task-prompt"), frame.get_by_test_id("task-feedback")
    assert prompt.inner_text() == first.prompt
    assert frame.get_by_test_id("task-progress").inner_text() == "Task 1 of 2"
    # task 1, wrong: a legal square away from Blue's monastery gets the lesson's own words for that mistake
    drag_to_cell(page, frame, (-1, -1))
    frame.get_by_test_id("skip-deploy").click()
    answer = wait_message(page, "carcassonne:answer")[-1]
    said = check_answer(scenario, answer["move"], index=0).said
    assert answer["correct"] is False and said and answer["message"].startswith(said)
    assert feedback.inner_text() == answer["message"]
    assert frame.get_by_test_id("task-next").count() == 0 or frame.get_by_test_id("task-next").is_hidden()
    # the hint of task 1, told to the parent; then right
    press_until(frame, "task-retry", "asking")
    press_until(frame, "task-hint", "hint")
    assert feedback.inner_text() == first.hint
    assert wait_message(page, "carcassonne:hint")[-1] == {"type": "carcassonne:hint", "task": 0}
    drag_to_cell(page, frame, (0, 3))
    frame.get_by_test_id("skip-deploy").click()
    frame.wait_for_function("document.querySelector('[data-testid=task-feedback]').dataset.state === 'right'")
    assert feedback.inner_text() == first.success
    assert received(page, "carcassonne:done") == []
    # the next task: its prompt, its tile, nothing said yet
    frame.get_by_test_id("task-next").click()
    prompt.filter(has_text=second.prompt).wait_for()
    assert frame.get_by_test_id("task-progress").inner_text() == "Task 2 of 2"
    assert frame.get_by_test_id("current-tile").get_attribute("data-tile") == scenario.tasks[1].tile
    assert feedback.is_hidden() and frame.get_by_test_id("task-next").is_hidden()
    # task 2, right at the first try: a monk on the monastery beside Blue's
    drag_to_cell(page, frame, (0, 3))
    frame.locator('[data-testid=meeple-spot][data-location="C"]').first.click()
    confirm_judged(frame)
    assert feedback.inner_text() == second.success
    done = wait_message(page, "carcassonne:done")
    assert done == [{"type": "carcassonne:done", "tasks": 2, "correct": 1}]
    link = frame.get_by_test_id("lesson-next")
    assert link.is_visible() and link.get_attribute("href").endswith(
        "embed.html?lang=en&src=" + host.site_url + "/static/lessons/" + scenario.next)
    # the answer shown again is told to the parent, and a second finish sends no second `done`
    press_until(frame, "task-answer", "answer")
    assert wait_message(page, "carcassonne:reveal")[-1] == {"type": "carcassonne:reveal", "task": 1}
    confirm_judged(frame)
    wait_message(page, "carcassonne:answer", 4)
    assert len(received(page, "carcassonne:done")) == 1
    assert received(page, "carcassonne:error") == []
    assert console_errors == []


def test_a_shipped_lesson_given_inline_offers_its_next_lesson_beside_its_file(page, host, console_errors):
    """The gallery's `s=` snippet of a shipped lesson: its `next` ("city-with-pennant.json") is beside its file in
    static/lessons/, not beside embed.html, so "Next lesson" opens a lesson that exists, as the frame was set up."""
    import json

    index = json.loads((ROOT / "static" / "lessons" / "index.json").read_text(encoding="utf-8"))
    entry = next(e for e in index["lessons"] if e["file"] == "roads.json")
    scenario = record.load_scenario((ROOT / "static" / "lessons" / "roads.json").read_text())
    frame = host.open(page, f"s={entry['s']}&theme=dark&hint=0")
    press_until(frame, "task-answer", "answer")
    confirm_judged(frame)
    link = frame.get_by_test_id("lesson-next")
    link.wait_for()
    href = link.get_attribute("href")
    assert href.endswith("embed.html?lang=en&hint=0&theme=dark&src=" + host.site_url + "/static/lessons/"
                         + scenario.next), href  # the frame's language and looks kept
    assert page.request.get(href.split("&src=", 1)[1]).ok
    assert console_errors == []
