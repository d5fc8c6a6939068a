"""A rules page of another site with eight embeds (`embed_page`): each frame shows its lesson before any Python runs
(static/embed-first.js, the build's static/views/), steps without it, and loads the engine only when a learner acts,
doing then what was asked (a hover, "show answer") without asking twice.  Expected texts come from the same engine
on CPython."""

from __future__ import annotations

import json

from embed_host import confirm_judged, drag_to_cell, engine_state, press_until, src_query, wait_counter
from embed_page import FRAMES, OWN_TITLE, S_LESSON, write_host
from gameplay import BOOT_TIMEOUT_MS

from carcassonne import record
from embed_page import LESSONS
from ui import i18n
from ui.embed_session import step_note, task_game

NAMES = [name for _, name in FRAMES]


def lesson(name: str):
    return record.load_scenario((LESSONS / f"{name}.json").read_text())


def frames_of(page, site_url: str) -> list:
    """The page's eight embed frames, in the host's order."""
    return [page.locator(f"#f{i}").element_handle().content_frame() for i in range(len(FRAMES))]


def shown(frame) -> bool:
    return frame.evaluate("document.getElementById('embed').dataset.state === 'shown'")


def messages(page, index: int, kind: str) -> list[dict]:
    return [m for m in page.evaluate("window.received") if m["frame"] == index and m["type"] == kind]


def wait_first_pictures(page, frames) -> None:
    built = [i for i, name in enumerate(NAMES) if f"{name}.json" != S_LESSON]
    for i in built:
        frames[i].wait_for_selector("html.first-picture #embed[data-state=shown]", state="attached",
                                    timeout=BOOT_TIMEOUT_MS)


def test_eight_frames_show_at_once_step_idle_and_wake_on_a_hover(page, host, console_errors):
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(f"{host.url}/{write_host(host.server.directory, host.site_url)}")
    frames = frames_of(page, host.site_url)
    wait_first_pictures(page, frames)
    states = [engine_state(f) for f in frames]
    # every shipped lesson was on screen (its `ready`, in the host's clock) before the one engine of the page, the
    # inline lesson's, was ready; and their engines are idle
    page.wait_for_function(f"Object.keys(window.readyAt).length === {len(FRAMES)}", timeout=BOOT_TIMEOUT_MS)
    ready_at = page.evaluate("window.readyAt")
    inline = NAMES.index("cathedral")
    assert max(ready_at[str(i)] for i in range(len(FRAMES)) if i != inline) < ready_at[str(inline)], ready_at
    assert [s for i, s in enumerate(states) if i != inline] == ["idle"] * 7, states
    for i, frame in enumerate(frames):
        if NAMES[i] == "cathedral":
            continue
        scenario = lesson(NAMES[i])
        lang = "de" if NAMES[i] == "monastery" else "en"
        steps = len(scenario.game.turns)
        step = 2 if NAMES[i] == "city-shared" else 0 if NAMES[i] == "abbot" else steps
        assert frame.get_by_test_id("step-counter").inner_text() == f"{step} / {steps}", NAMES[i]
        assert frame.get_by_test_id("embed-title").inner_text() == scenario.texts(lang).title
        assert frame.locator("[data-testid=placed-tile]").count() == len(scenario.game.replay(
            scenario.game.turns[:step]).board.tiles)
        assert frame.locator("[data-testid=step-explain] li").count() >= 1
        assert frame.locator("#tile-defs symbol").count() >= 1
        assert frame.get_by_test_id("score-0").inner_text().isdigit()
        assert [m["step"] for m in messages(page, i, "carcassonne:step")] == [step]
        assert len(messages(page, i, "carcassonne:ready")) == 1 and messages(page, i, "carcassonne:height")
    german = frames[NAMES.index("monastery")]
    assert german.get_by_test_id("step-next").get_attribute("aria-label") == "Nächster Schritt"
    page.evaluate(f"window.send({NAMES.index('monastery')}, {{type: 'carcassonne:lang', lang: 'en'}})")
    german.get_by_test_id("embed-title").filter(has_text=lesson("monastery").texts("en").title).wait_for(
        state="attached")
    assert german.get_by_test_id("step-next").get_attribute("aria-label") == "Next step"
    assert engine_state(german) == "idle", "a language needs no engine"
    task = frames[NAMES.index("occupied")]
    assert task.get_by_test_id("task-prompt").inner_text() == lesson("occupied").task.prompt
    # stepping while idle: buttons, keys, the parent's goto; the texts follow, no engine starts
    roads, i = frames[0], 0
    scenario = lesson("roads")
    roads.get_by_test_id("step-first").click()
    wait_counter(roads, "0 / 2")
    assert roads.get_by_test_id("step-note").is_hidden() and roads.locator("[data-testid=placed-tile]").count() == 1
    page.keyboard.press("ArrowRight")
    wait_counter(roads, "1 / 2")
    assert roads.get_by_test_id("step-note").inner_text() == step_note(scenario, 1, "en")
    page.evaluate("window.send(1, {type: 'carcassonne:goto', step: 4})")
    wait_counter(frames[1], "4 / 5")
    assert [m["step"] for m in messages(page, i, "carcassonne:step")] == [2, 0, 1]
    assert engine_state(roads) == "idle" and engine_state(frames[1]) == "idle"
    # the inline lesson was not built in advance: its own engine shows it (the one interpreter of the page)
    wait_counter(frames[NAMES.index("cathedral")], "5 / 5")
    assert frames[NAMES.index("cathedral")].get_by_test_id("embed-title").inner_text() == OWN_TITLE
    assert [engine_state(f) for f in frames].count("idle") == 7
    # a hover over the start tile: the engine loads, says so, then shows what the feature is worth without a second move
    start = roads.locator('[data-testid=placed-tile][data-x="0"][data-y="0"]').first.bounding_box()
    page.mouse.move(start["x"] + start["width"] * 0.3, start["y"] + start["height"] * 0.5)
    assert engine_state(roads) in ("loading", "ready")
    info = roads.get_by_test_id("feature-info")
    info.wait_for(timeout=BOOT_TIMEOUT_MS)
    assert info.inner_text().split(":")[0] in ("Road", "Field", "City") and "point" in info.inner_text()
    assert engine_state(roads) == "ready" and roads.get_by_test_id("step-counter").inner_text() == "1 / 2"
    assert [engine_state(f) for f in frames].count("idle") == 6, "the other frames stay idle"
    assert console_errors == []


def test_a_task_after_a_cold_start_answer_asked_once_then_right_and_wrong(page, host, console_errors):
    scenario = lesson("occupied")
    task = scenario.task
    frame = host.open(page, src_query("occupied.json"), engine=False)
    wait_counter(frame, "3 / 3")
    assert engine_state(frame) == "idle"
    assert frame.get_by_test_id("task-prompt").inner_text() == task.prompt
    # "show answer" pressed once, before the engine: the frame says it loads, then shows the answer
    frame.evaluate("""() => { const root = document.getElementById('embed'); window.seen = [];
        new MutationObserver(() => seen.push([root.dataset.engine, getComputedStyle(
            document.querySelector('[data-testid=embed-engine]')).display])).observe(root, {attributes: true}); }""")
    frame.get_by_test_id("task-answer").click()
    frame.wait_for_function("document.querySelector('[data-testid=task-feedback]').dataset.state === 'answer'",
                            timeout=BOOT_TIMEOUT_MS)
    assert engine_state(frame) == "ready"
    seen = frame.evaluate("seen")
    assert ["loading", "block"] in seen and seen[-1] == ["ready", "none"], seen
    confirm_judged(frame)
    page.wait_for_function("window.received.filter(m => m.type === 'carcassonne:answer').length >= 1")
    answers = [m for m in page.evaluate("window.received") if m["type"] == "carcassonne:answer"]
    assert answers[-1]["correct"] is True and answers[-1]["message"] == task.success
    # wrong: try again, a legal move the task does not ask for
    right_cell = (task.right[0].x, task.right[0].y)
    wrong = next(c for c in sorted({(x, y) for x, y, _ in task_game(scenario).placement_options(task.tile)})
                 if c != right_cell)
    press_until(frame, "task-retry", "asking")
    drag_to_cell(page, frame, wrong)
    frame.get_by_test_id("skip-deploy").click()
    page.wait_for_function("window.received.filter(m => m.type === 'carcassonne:answer').length >= 2")
    answers = [m for m in page.evaluate("window.received") if m["type"] == "carcassonne:answer"]
    assert answers[-1]["correct"] is False
    assert [m for m in page.evaluate("window.received") if m["type"] == "carcassonne:ready"] == [
        {"type": "carcassonne:ready", "version": 1}], "ready once, from the first picture"
    assert console_errors == []


def test_a_shipped_lesson_inline_shows_at_once_and_a_src_not_built_in_advance_by_the_engine(page, host,
                                                                                           console_errors):
    """The lessons page's inline snippet (`s=` of a shipped lesson) gets the built picture; a lesson URL with a
    query is not one the build drew: the engine loads by itself and shows it."""
    index = json.loads((LESSONS / "index.json").read_text())
    entry = next(e for e in index["lessons"] if e["file"] == "inn.json")
    frame = host.open(page, f"s={entry['s']}", engine=False)
    frame.wait_for_selector("html.first-picture #embed[data-state=shown]", state="attached")
    assert engine_state(frame) == "idle"
    assert frame.get_by_test_id("embed-title").inner_text() == lesson("inn").title
    # a `load` from the parent needs the engine: it starts, and the scenario sent before it was there is shown
    page.evaluate("(doc) => window.send({type: 'carcassonne:load', scenario: doc})",
                  json.loads((LESSONS / "fields.json").read_text()))
    frame.get_by_test_id("embed-title").filter(has_text=lesson("fields").title).wait_for(
        state="attached", timeout=BOOT_TIMEOUT_MS)
    assert engine_state(frame) == "ready"
    frame = host.open(page, "src=static/lessons/roads.json%3Fv%3D2", engine=False)
    frame.wait_for_selector('#embed[data-engine="ready"]', state="attached", timeout=BOOT_TIMEOUT_MS)
    wait_counter(frame, "2 / 2")
    assert frame.evaluate("document.documentElement.classList.contains('first-picture')") is False
    i18n.set_language("en")
    assert frame.get_by_test_id("embed-title").inner_text() == lesson("roads").title
    assert console_errors == []


def test_the_first_picture_and_the_engine_draw_the_same_board(page, host, console_errors):
    """The engine takes the first picture over at the step it shows: the same tiles, followers and marks."""
    frame = host.open(page, src_query("city-shared.json", step=3), engine=False)
    wait_counter(frame, "3 / 5")
    layers = "() => ['tiles', 'meeples', 'cells'].map(n => document.getElementById('layer-' + n).innerHTML)"
    before = frame.evaluate(layers)
    frame.get_by_test_id("step-next").click()
    wait_counter(frame, "4 / 5")
    idle_next = frame.evaluate(layers)
    page.keyboard.press("ArrowLeft")
    wait_counter(frame, "3 / 5")
    box = frame.locator(".embed-board").bounding_box()
    page.mouse.move(box["x"] + 5, box["y"] + 5)
    frame.wait_for_selector('#embed[data-engine="ready"]', state="attached", timeout=BOOT_TIMEOUT_MS)
    assert frame.evaluate(layers) == before
    frame.get_by_test_id("step-next").click()
    wait_counter(frame, "4 / 5")
    assert frame.evaluate(layers) == idle_next
    assert json.loads(frame.evaluate("JSON.stringify([...document.querySelectorAll('#tile-defs symbol')].length)")) \
        == len(set(frame.evaluate("[...document.querySelectorAll('#tile-defs symbol')].map(s => s.id)"))), \
        "no symbol twice"
    assert console_errors == []
