"""Keeping games: autosave and resume after a reload, export and import (saves and scenarios), a damaged or
foreign entry in localStorage, and a full storage."""

import json


from gameplay import (CURRENT_KEY, SAVE_PREFIX, board_state, open_app, place_on_first_legal_cell, start_game,
                      turns_played, wait_booted, wait_placing)

from carcassonne import Game, Turn
from carcassonne.record import load_save, save_json


def play_turns(page, n: int) -> None:
    for i in range(n):
        place_on_first_legal_cell(page)
        spots = page.get_by_test_id("meeple-spot")
        if spots.count():
            spots.nth(i % spots.count()).click()
        page.get_by_test_id("confirm-turn").click()
        wait_placing(page)


def export(page, testid: str, path):
    """Open the game screen's export menu, download through the button, and keep the file at ``path``."""
    page.locator("details.export summary").click()
    with page.expect_download() as info:
        page.get_by_test_id(testid).click()
    info.value.save_as(path)
    return path


def test_closing_and_reopening_resumes_exactly(page, page_errors):
    open_app(page)
    start_game(page, seed=23)
    play_turns(page, 3)
    before = board_state(page)
    assert len(before["tiles"]) == 4 and turns_played(page) == 3
    page.reload()
    wait_booted(page)
    wait_placing(page)
    assert board_state(page) == before
    # the save replays to the same game in the engine too
    doc = page.evaluate(f"JSON.parse(localStorage.getItem('{SAVE_PREFIX}' + localStorage.getItem('{CURRENT_KEY}')))")
    game = load_save(doc)
    assert game.drawn == before["drawn"] and [str(s) for s in game.scores] == before["scores"]
    # the menu lists it; resuming from there gives the same board
    page.get_by_test_id("menu").click()
    page.get_by_test_id("resume-game").first.click()
    wait_placing(page)
    assert board_state(page) == before
    assert page_errors == []


def test_export_a_save_and_import_it_again(page, tmp_path):
    open_app(page)
    start_game(page, seed=23)
    play_turns(page, 2)
    before = board_state(page)
    path = export(page, "export-save", tmp_path / "game.json")
    doc = json.loads(path.read_text())
    assert doc["format"] == "carcassonne-save" and len(doc["turns"]) == 2

    page.get_by_test_id("menu").click()
    page.get_by_test_id("import-file").set_input_files(str(path))
    wait_placing(page)
    assert board_state(page) == before
    page.get_by_test_id("menu").click()
    assert page.get_by_test_id("resume-game").count() == 2, "the import is a new save beside the original"


def test_export_and_import_a_scenario(page, tmp_path):
    open_app(page)
    start_game(page, names=("Anna", "<i>Ben</i>"), seed=23)
    play_turns(page, 3)
    before = board_state(page)
    path = export(page, "export-scenario", tmp_path / "scenario.json")
    doc = json.loads(path.read_text())
    assert doc["format"] == "carcassonne-scenario" and len(doc["turns"]) == 3
    doc["title"] = "<script>alert('title')</script> Lesson"
    doc["description"] = "Plain <b>text</b>."
    path.write_text(json.dumps(doc))

    page.get_by_test_id("menu").click()
    page.get_by_test_id("import-file").set_input_files(str(path))
    title = page.get_by_test_id("scenario-title")
    title.wait_for()
    assert title.text_content() == doc["title"]
    assert page.get_by_test_id("scenario-description").text_content() == "Plain <b>text</b>."
    assert page.locator("#app script, #app b").count() == 0
    state = board_state(page)
    assert state["tiles"] == before["tiles"] and state["scores"] == before["scores"]
    # step back through the turns and forward again
    page.get_by_test_id("step-prev").click()
    page.wait_for_function("document.querySelectorAll('[data-testid=placed-tile]').length === 3")
    page.get_by_test_id("step-next").click()
    page.wait_for_function("document.querySelectorAll('[data-testid=placed-tile]').length === 4")


def test_an_unreadable_scenario_file_is_refused_with_the_reason(page, tmp_path):
    open_app(page)
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"format": "carcassonne-scenario", "version": 1, "players": ["A", "B"],
                               "turns": [{"tile": "E", "x": 0, "y": -1, "rot": 90}]}))
    page.get_by_test_id("import-file").set_input_files(str(bad))
    message = page.locator("#menu-message")
    message.wait_for()
    assert "turn 1" in message.text_content() and "bad.json" in message.text_content()


def test_a_damaged_or_foreign_entry_is_reported_and_left_alone(page):
    game = Game(["Cleo", "Dan"], seed=31)
    game.play(Turn(game.legal_placements()[0]))
    good = save_json(game, id="good", saved=1, turn=1, scores=game.scores, over=False, tiles_left=game.tiles_left)
    damaged = good[: len(good) // 2]
    foreign = json.dumps({"format": "someone-else", "data": [1, 2, 3]})
    replay_broken = json.loads(good)
    replay_broken["turns"][0]["turn"] = "E@5,5r0"
    entries = {SAVE_PREFIX + "good": good, SAVE_PREFIX + "damaged": damaged, SAVE_PREFIX + "foreign": foreign,
               SAVE_PREFIX + "broken": json.dumps(replay_broken), "carcassonne:v7:save:x": "{}"}
    page.goto("/static/favicon.svg")  # the origin, before the app runs
    page.evaluate("entries => { for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v); }", entries)
    open_app(page)
    saved = page.get_by_test_id("saved-games")
    damaged_items = page.get_by_test_id("damaged-save")
    assert damaged_items.count() == 4
    text = saved.text_content()
    assert "not valid JSON" in text and "not a Carcassonne save" in text and "another version" in text
    assert "left as it is" in text
    # the save whose turns do not replay is listed as unreadable with the engine's reason (the list replays it)
    broken = page.locator(f'[data-testid=damaged-save][data-key="{SAVE_PREFIX}broken"]')
    assert "turn 1" in broken.text_content().lower()
    resume = page.get_by_test_id("resume-game")
    assert resume.count() == 1
    # the other save still works
    page.locator('.save[data-id="good"] [data-testid=resume-game]').click()
    wait_placing(page)
    assert page.get_by_test_id("player-0").text_content() == "Cleo"
    place_on_first_legal_cell(page)
    page.get_by_test_id("skip-deploy").click()
    wait_placing(page)
    stored = page.evaluate("keys => keys.map(k => localStorage.getItem(k))", list(entries))
    assert stored[1:] == list(entries.values())[1:], "damaged and foreign entries are untouched"
    assert len(json.loads(stored[0])["turns"]) == 2


def test_a_full_storage_says_so(page):
    page.add_init_script("""
        const setItem = Storage.prototype.setItem;
        Storage.prototype.setItem = function (key, value) {
            if (String(key).includes(':save:') && window.__storageFull) {
                throw new DOMException("Setting the value of '" + key + "' exceeded the quota.", "QuotaExceededError");
            }
            return setItem.call(this, key, value);
        };
    """)
    open_app(page)
    start_game(page, seed=23)
    page.evaluate("window.__storageFull = true")
    place_on_first_legal_cell(page)
    page.get_by_test_id("skip-deploy").click()
    warning = page.get_by_test_id("storage-warning")
    warning.wait_for()
    assert "full" in warning.text_content() and "export" in warning.text_content().lower()
    # the game goes on; once there is room again the next turn is saved and the warning goes away
    page.evaluate("window.__storageFull = false")
    place_on_first_legal_cell(page)
    page.get_by_test_id("skip-deploy").click()
    wait_placing(page)
    assert warning.is_hidden()
    assert turns_played(page) == 2


def test_the_saved_games_list_exports_and_deletes(page, tmp_path):
    saves = {}
    for save_id, names, saved in (("first", ["Anna", "Ben"], 1), ("second", ["Cleo", "Dan"], 2)):
        game = Game(names, seed=41)
        saves[save_id] = save_json(game, id=save_id, saved=saved, turn=0, scores=game.scores, over=False,
                                   tiles_left=game.tiles_left)
    page.goto("/static/favicon.svg")  # the origin, before the app runs
    page.evaluate("saves => { for (const [id, v] of Object.entries(saves)) localStorage.setItem('%s' + id, v); }"
                  % SAVE_PREFIX, saves)
    open_app(page)
    rows = page.locator(".save-list .save")
    assert [r.get_attribute("data-id") for r in rows.all()] == ["second", "first"], "newest first"
    with page.expect_download() as info:
        page.locator('.save[data-id="first"] [data-testid=export-game]').click()
    path = tmp_path / "first.json"
    info.value.save_as(path)
    assert path.read_text() == saves["first"]
    delete = page.locator('.save[data-id="first"] [data-testid=delete-game]')
    delete.click()
    assert delete.text_content() == "Really delete?"
    delete.click()
    page.wait_for_function("document.querySelectorAll('.save-list .save').length === 1")
    assert page.evaluate(f"localStorage.getItem('{SAVE_PREFIX}first')") is None
    assert page.evaluate(f"localStorage.getItem('{SAVE_PREFIX}second')") == saves["second"]
