"""Documents from outside the app cannot break it: a deeply nested import or storage entry is refused with a
message and the app plays on; the saved-games list shows scores recomputed from the turns; a save with a colour
outside the palette is refused; a full storage keeps the last good save, which a reload resumes."""

import json
import random

from gameplay import (CURRENT_KEY, SAVE_PREFIX, board_state, open_app, place_on_first_legal_cell, start_game,
                      wait_booted, wait_placing)

from carcassonne import Game, ai
from carcassonne.record import dump_save, save_json

DEEP = "[" * 100_000 + "]" * 100_000


def confirm_a_turn(page) -> None:
    place_on_first_legal_cell(page)
    page.get_by_test_id("skip-deploy").click()
    wait_placing(page)


def put_in_storage(page, entries: dict) -> None:
    page.goto("/static/favicon.svg")  # the origin, before the app runs
    page.evaluate("entries => { for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v); }", entries)


def test_a_deeply_nested_import_is_refused_and_the_app_still_works(page, page_errors, tmp_path):
    open_app(page)
    deep = tmp_path / "deep.json"
    deep.write_text(DEEP)
    page.get_by_test_id("import-file").set_input_files(str(deep))
    message = page.locator("#menu-message")
    message.wait_for()
    assert "deep.json" in message.text_content() and "nested too deeply" in message.text_content()
    start_game(page, seed=3)
    confirm_a_turn(page)
    assert len(board_state(page)["tiles"]) == 2
    assert page_errors == []


# An escaped quote that never closes: the JSON guard was quadratic on it (3.2 s for 32 kB, an hour for 1 MB).
QUADRATIC = '"' + '\\"' * 120_000  # 240 kB: over the budget of one entry (128 000 characters), never read
QUADRATIC_SMALL = '"' + '\\"' * 50_000  # 100 kB: within it, measured in linear time and refused as not JSON
DEEP_SMALL = "[" * 60_000 + "]" * 60_000  # within it too: refused as nested too deeply


def test_hostile_values_in_storage_do_not_stop_the_boot(page, page_errors):
    """A deep entry, a huge one (the current game, even) and a quadratic-shaped one: the menu shows at once and
    lists each with its reason, "too large" for the one over the budget; each is left as it is."""
    hostile = {"deep": DEEP_SMALL, "huge": QUADRATIC, "quadratic": QUADRATIC_SMALL}
    put_in_storage(page, {**{SAVE_PREFIX + key: value for key, value in hostile.items()}, CURRENT_KEY: "huge"})
    open_app(page)
    page.get_by_test_id("new-game").wait_for()
    damaged = page.get_by_test_id("damaged-save")
    assert damaged.count() == 3
    reasons = {damaged.nth(i).get_attribute("data-key").rsplit(":", 1)[1]: damaged.nth(i).text_content()
               for i in range(3)}
    assert "nested too deeply" in reasons["deep"]
    assert "too large to be read: 240001 characters" in reasons["huge"]
    assert "not valid JSON" in reasons["quadratic"]
    start_game(page, seed=3)
    confirm_a_turn(page)
    stored = page.evaluate("keys => keys.map(k => localStorage.getItem(k))", [SAVE_PREFIX + k for k in hostile])
    assert stored == list(hostile.values()), "left as they are"
    assert page_errors == []


def test_the_list_shows_scores_recomputed_from_the_turns(page):
    game = Game(["Cleo", "Dan"], seed=17)
    rng = random.Random(17)
    while sum(game.scores) == 0 or len(game.turns) < 8:
        game.play(ai.choose_turn(game, rng))
    claimed = save_json(game, id="claims", saved=1, turn=70, scores=[120, 99], over=True)
    put_in_storage(page, {SAVE_PREFIX + "claims": claimed})
    open_app(page)
    entry = page.locator('.save[data-id="claims"]')
    meta = entry.locator(".save-meta").text_content()
    assert entry.get_by_test_id("save-score").all_text_contents() == [str(s) for s in game.scores]
    assert "120" not in entry.locator(".save-players").text_content() and "finished" not in meta
    assert f"turn {len(game.turns) + 1}" in meta


def test_an_imported_save_with_a_colour_outside_the_palette_is_refused(page, tmp_path):
    open_app(page)
    doc = dump_save(Game(["Cleo", "Dan"], seed=5))
    doc["players"][1]["color"] = "url(http://example.com/x.svg)"
    path = tmp_path / "colour.json"
    path.write_text(json.dumps(doc))
    page.get_by_test_id("import-file").set_input_files(str(path))
    message = page.locator("#menu-message")
    message.wait_for()
    assert "colour.json" in message.text_content() and "colo" in message.text_content()
    assert page.evaluate("Object.keys(localStorage).filter(k => k.includes(':save:')).length") == 0


FULL_STORAGE = """
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
        if (String(key).includes(':save:') && window.__storageFull) {
            throw new DOMException("Setting the value of '" + key + "' exceeded the quota.", "QuotaExceededError");
        }
        return setItem.call(this, key, value);
    };
"""


def test_with_storage_full_a_reload_resumes_the_last_good_save(page, page_errors, tmp_path):
    page.add_init_script(FULL_STORAGE)
    open_app(page)
    start_game(page, seed=23)
    confirm_a_turn(page)
    confirm_a_turn(page)
    saved = board_state(page)

    # the same game: the turn that does not fit is not saved; the last good save stays and resumes
    page.evaluate("window.__storageFull = true")
    confirm_a_turn(page)
    notice = page.get_by_test_id("storage-warning")
    notice.wait_for(state="visible")
    assert "full" in notice.text_content() and "reload" in notice.text_content()
    assert page.get_by_test_id("storage-export").is_visible()
    page.reload()
    wait_booted(page)
    wait_placing(page)
    assert board_state(page) == saved

    # a new game that never got saved: the export offers it, and a reload resumes the last good save
    page.get_by_test_id("menu").click()
    page.evaluate("window.__storageFull = true")
    start_game(page, names=("Cleo", "Dan"), seed=24)
    notice.wait_for(state="visible")
    with page.expect_download() as info:
        page.get_by_test_id("storage-export").click()
    exported = tmp_path / "unsaved.json"
    info.value.save_as(exported)
    assert [p["name"] for p in json.loads(exported.read_text())["players"]] == ["Cleo", "Dan"]
    page.reload()
    wait_booted(page)
    wait_placing(page)
    assert board_state(page) == saved
    assert page_errors == []
