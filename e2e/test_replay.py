"""Watching a game again (issue 22): a finished save from the saved-games list, stepped with the buttons, the keys
and the slider (turn counter, scores and tiles on the board follow the record), autoplay, "Play on from here"
(a new playable game at that turn, the watched save untouched), and the final screen's "Watch again";
at 1280×800 and 390×844.  The expected positions come from the same engine on CPython."""

import json

import pytest

from gameplay import SAVE_PREFIX, open_app, screenshot, wait_ai_worker, wait_deploying, wait_placing

from carcassonne import Rules
from carcassonne.record import dump_save
from carcassonne.sim import random_game

GAME = random_game(6, 2, Rules())  # a whole base game made on CPython (83 turns; 4:3 at turn 31, 4:7 at 40)
SAVE_ID = "replaytest"
LAST = len(GAME.turns)


def stored_save() -> str:
    meta = {"id": SAVE_ID, "saved": 1_700_000_000_000, "computers": [1], "levels": {"1": "easy"}}
    return json.dumps(dump_save(GAME, **meta))


def open_replay(page) -> None:
    """A finished game in storage, opened from the saved-games list."""
    page.goto("/static/favicon.svg")  # the origin, before the app runs
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [SAVE_PREFIX + SAVE_ID, stored_save()])
    open_app(page)
    page.locator(f'[data-testid="replay-game"][data-id="{SAVE_ID}"]').click()
    page.get_by_test_id("replay").wait_for()


def inside_view(box, size) -> bool:
    return bool(box) and box["y"] >= 0 and box["y"] + box["height"] <= size[1] and box["x"] + box["width"] <= size[0]


def at(page, step: int) -> None:
    """The replay shows the game after ``step`` turns: counter, slider, scores and the tiles on the board."""
    page.wait_for_function("t => document.querySelector('[data-testid=replay-turn]').textContent.startsWith(t)",
                           arg=f"Turn {step} of {LAST}")
    game = GAME.replay(GAME.turns[:step]) if step < LAST else GAME
    assert page.get_by_test_id("replay-slider").input_value() == str(step)
    scores = page.locator("#scoreboard [data-testid^=score-]").all_text_contents()
    assert scores == [str(s) for s in game.scores], step
    assert page.locator("[data-testid=placed-tile]:not([data-tentative])").count() == len(game.board.tiles), step


@pytest.mark.parametrize("size", [(1280, 800), (390, 844), (844, 390)], ids=["desktop", "phone", "landscape"])
def test_a_saved_game_is_watched_again_and_played_on(page, page_errors, size):
    page.set_viewport_size({"width": size[0], "height": size[1]})
    open_replay(page)
    at(page, 0)
    small = size[0] <= 760 or size[1] <= 500  # a phone: the turn in short in the replay box
    before = page.get_by_test_id("replay-what" if small else "turn-report")
    assert before.is_visible() and "nothing has been scored yet" in before.text_content()  # turn 0 says so too
    if small:  # the turn in short: its heading stands out (it ends in no full stop)
        assert before.locator("strong").text_content() == "Before the first turn"
    assert page.get_by_test_id("replay-first").is_disabled() and page.get_by_test_id("replay-prev").is_disabled()
    assert page.get_by_test_id("replay-slider").get_attribute("max") == str(LAST)
    for testid in ("replay-next", "replay-prev", "replay-last", "replay-first", "replay-play", "replay-speed",
                   "replay-play-on"):
        assert page.get_by_test_id(testid).is_visible(), testid
    page.get_by_test_id("replay-next").click()
    at(page, 1)
    page.get_by_test_id("replay-next").click()
    at(page, 2)
    page.get_by_test_id("replay-prev").click()
    at(page, 1)
    page.get_by_test_id("replay-last").click()
    at(page, LAST)
    assert page.get_by_test_id("replay-next").is_disabled() and page.get_by_test_id("replay-play-on").is_disabled()
    page.get_by_test_id("replay-first").click()
    at(page, 0)
    # the keys, wherever the focus is but in a field
    page.get_by_test_id("board").focus()
    page.keyboard.press("ArrowRight")
    at(page, 1)
    page.keyboard.press("End")
    at(page, LAST)
    page.keyboard.press("ArrowLeft")
    at(page, LAST - 1)
    page.keyboard.press("Home")
    at(page, 0)
    # the slider (its own keys move it too)
    page.get_by_test_id("replay-slider").fill("30")
    at(page, 30)
    page.get_by_test_id("replay-slider").press("ArrowRight")
    at(page, 31)
    report = page.get_by_test_id("turn-report")
    small = size[0] <= 760 or size[1] <= 500  # a phone: the turn in short in the replay box (the report is below)
    explained = page.get_by_test_id("replay-what") if small else report
    assert explained.is_visible() and "Turn 31:" in explained.text_content()  # what was placed and what scored
    assert inside_view(explained.bounding_box(), size)
    if small:  # three lines at most; a tap shows the whole turn
        explained.click()
        assert explained.get_attribute("aria-expanded") == "true"
        assert explained.evaluate("e => e.scrollHeight <= e.clientHeight + 1")
        assert explained.text_content().startswith(report.locator("h2").text_content())
    screenshot(page, "replay", f"turn-31-{size[0]}x{size[1]}")
    # autoplay, fast, goes on by itself; Pause stops it where it is
    page.get_by_test_id("replay-speed").select_option("fast")
    page.get_by_test_id("replay-play").click()
    assert page.get_by_test_id("replay-play").get_attribute("aria-pressed") == "true"
    page.wait_for_function("() => +document.querySelector('[data-testid=replay-slider]').value >= 33")
    page.get_by_test_id("replay-play").click()
    assert page.get_by_test_id("replay-play").get_attribute("aria-pressed") == "false"
    at(page, int(page.get_by_test_id("replay-slider").input_value()))
    page.get_by_test_id("replay-slider").fill("40")
    at(page, 40)
    if not small:  # a log line is a way back to its turn: a click, or Enter on the focused line
        page.locator("details.log summary").click()
        lines = page.locator("details.log ol > li[data-step]")
        assert lines.count() == 40 and lines.first.get_attribute("data-step") == "40"
        page.locator('details.log ol > li[data-step="35"]').click()
        at(page, 35)
        page.locator('details.log ol > li[data-step="33"]').focus()
        page.keyboard.press("Enter")
        at(page, 33)
        assert page.evaluate("() => document.activeElement.dataset.step") == "33"  # the chosen line keeps the focus
        page.locator("details.log summary").click()
        page.get_by_test_id("replay-slider").fill("40")
        at(page, 40)
    # the computer's worker booted while the game was watched (a computer holds seat 1 when it goes on)
    wait_ai_worker(page)
    assert page.get_by_test_id("replay").is_visible()
    # play on from turn 40: a new saved game, the seats as chosen (the saved game's by default), the save untouched
    page.locator(".replay-seats summary").click()
    assert page.get_by_test_id("replay-seat-0").input_value() == "human"
    assert page.get_by_test_id("replay-seat-1").input_value() == "easy"
    page.get_by_test_id("replay-seat-1").select_option("medium")
    page.get_by_test_id("replay-play-on").click()
    page.get_by_test_id("replay").wait_for(state="hidden")
    wait_placing(page)
    state = page.evaluate("""() => { const id = localStorage.getItem('carcassonne:v1:current');
        return [id, JSON.parse(localStorage.getItem('carcassonne:v1:save:' + id))]; }""")
    new_id, doc = state
    assert new_id != SAVE_ID and len(doc["turns"]) == 40 and doc["seed"] == GAME.seed
    assert doc["turns"] == dump_save(GAME)["turns"][:40] and doc["meta"]["computers"] == [1]
    assert doc["meta"]["levels"] == {"1": "medium"}
    assert page.evaluate("k => localStorage.getItem(k)", SAVE_PREFIX + SAVE_ID) == stored_save()
    expected = GAME.replay(GAME.turns[:40])
    assert page.locator("#tray").get_attribute("data-tile") == expected.drawn
    assert page.locator("details.log li[data-x]").count() > 0
    assert page.locator("details.log li[data-step]").count() == 0  # a game being played is not stepped from its log
    if expected.current_player == 0:  # the person's turn: it plays
        page.locator("[data-testid=legal-cell]").first.click()  # a tap: a small board may not show the cell whole
        wait_deploying(page)
        page.get_by_test_id("skip-deploy").click()
    page.wait_for_function("() => JSON.parse(localStorage.getItem('carcassonne:v1:save:' + "
                           "localStorage.getItem('carcassonne:v1:current'))).turns.length > 40")
    assert page_errors == []


def test_an_imported_finished_game_is_watched_again_from_its_final_screen(page, page_errors, tmp_path):
    """An imported save of a finished game opens on its final scores; "Watch again" there starts at turn 0, and
    the menu lists the imported copy with its own "Watch again"."""
    page.set_viewport_size({"width": 1280, "height": 800})
    path = tmp_path / "finished.json"
    path.write_text(stored_save(), encoding="utf-8")
    open_app(page)
    page.get_by_test_id("import-file").set_input_files(str(path))
    page.get_by_test_id("final-replay").click()
    page.get_by_test_id("replay").wait_for()
    at(page, 0)
    page.keyboard.press("End")
    at(page, LAST)
    page.locator("#final-open").click()  # the replay's last step has the final screen too: "Watch again" there
    page.get_by_test_id("final-replay").click()
    at(page, 0)
    page.get_by_test_id("menu").click()
    imported = page.locator(".save[data-imported=yes]")
    imported.get_by_test_id("replay-game").click()
    page.get_by_test_id("replay").wait_for()
    at(page, 0)
    assert page_errors == []
