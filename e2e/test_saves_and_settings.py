"""Saved games list and settings (issue 13, items 7 and 9): the list marks the game kept open behind the menu and
"Back to game" shows it as it was; an imported save is labelled; the colour-blind shapes on the followers; sounds
stored and really started (the page counts each one it starts on ``<html data-sounds-played>``); animations off by
the device's reduced motion and sped up when "quick".  Screenshots of the list at 390×844 go to
e2e/test-results/saves/."""

import json
from pathlib import Path

import pytest

from gameplay import (SAVE_PREFIX, board_state, place_on_first_legal_cell, start_game, turns_played, wait_booted,
                      wait_placing)

SHOTS = Path(__file__).resolve().parent / "test-results" / "saves"
SETTINGS_KEY = "carcassonne:v1:settings"
PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True}


def shot(page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


def play_turns(page, n: int, follower: bool = False) -> None:
    for _ in range(n):
        place_on_first_legal_cell(page)
        spots = page.locator("[data-testid=meeple-spot]")
        if follower and spots.count():
            spots.first.click()
            page.get_by_test_id("confirm-turn").click()
        else:
            page.get_by_test_id("skip-deploy").click()
        wait_placing(page)


def stored_settings(page) -> dict:
    return json.loads(page.evaluate(f"localStorage.getItem('{SETTINGS_KEY}') || '{{}}'"))


def stored_saves(page) -> dict:
    return page.evaluate(f"""() => Object.fromEntries(Object.keys(localStorage)
        .filter(k => k.startsWith('{SAVE_PREFIX}')).map(k => [k.slice({len(SAVE_PREFIX)}), JSON.parse(localStorage[k])]))""")


def open_settings(page) -> None:
    settings = page.locator("details.settings")
    if settings.get_attribute("open") is None:
        settings.locator("summary").click()


def to_menu(page) -> None:
    page.locator("[data-action=menu]:visible").first.click()  # the panel's ☰ Menu, or a phone's ☰ on the board
    page.get_by_test_id("new-game").wait_for()


def sounds_played(page) -> int:
    return int(page.evaluate("document.documentElement.dataset.soundsPlayed || '0'"))


@pytest.mark.browser_context_args(**PHONE)
def test_the_list_marks_the_current_game_and_back_to_game_shows_it_as_it_was(app_page, page_errors, tmp_path):
    page = app_page
    start_game(page, names=("Anna", "Ben"), seed=23, expansions=("river",))
    play_turns(page, 3)
    place_on_first_legal_cell(page)  # a tile put down and not confirmed: it is in no save, only on screen
    before = board_state(page)
    tentative = page.locator("[data-tentative]").get_attribute("data-x")
    to_menu(page)
    saves = stored_saves(page)
    assert len(saves) == 1
    (save_id, doc), = saves.items()

    entry = page.locator(f'.save[data-id="{save_id}"]')
    assert entry.get_attribute("aria-current") == "true" and page.locator(".save.current").count() == 1
    assert entry.get_by_test_id("current-game").is_visible()
    assert entry.locator(".save-name").all_text_contents() == ["Anna", "Ben"]
    assert entry.get_by_test_id("save-score").all_text_contents() == before["scores"]
    assert entry.locator(".save-players").text_content() == f"Anna {before['scores'][0]}, Ben {before['scores'][1]}"
    colours = [s.get_attribute("data-color") for s in entry.locator(".save-swatch").all()]
    assert colours == [p["color"] for p in doc["players"]]
    meta = entry.locator(".save-meta").text_content()
    assert "turn 4" in meta and "–" not in meta
    assert f'{doc["meta"]["tiles_left"]} tiles left of ' in meta
    assert entry.locator(".save-rules").text_content() == "The River"
    assert entry.locator(".save-head").text_content().startswith("Current game") and "saved" in meta + \
        entry.locator(".save-head").text_content()
    assert entry.locator("[data-testid=delete-game]").count() == 0, "the open game is not deleted under it"
    assert page.get_by_test_id("back-to-game").is_visible()
    shot(page, "current-game-390x844")

    page.locator("#screen-new [data-testid=lang-switch]").select_option("de")  # a switch on the menu meanwhile
    assert page.get_by_test_id("back-to-game").text_content() == "Zurück zum Spiel"
    assert entry.get_by_test_id("current-game").text_content() == "Laufendes Spiel"
    page.get_by_test_id("back-to-game").click()
    page.locator("#screen-game").wait_for()
    assert board_state(page) == before, "the same board"
    assert page.get_by_test_id("skip-deploy").text_content() == "Kein Gefolgsmann"
    assert page.locator("[data-tentative]").get_attribute("data-x") == tentative, "not reloaded: the tile in hand"
    page.get_by_test_id("skip-deploy").click()
    wait_placing(page)
    assert turns_played(page) == 4

    # the entry's own button does the same; a reload of the menu then marks nothing (no game is kept open)
    to_menu(page)
    page.locator(f'.save[data-id="{save_id}"] [data-do=back]').click()
    wait_placing(page)
    assert turns_played(page) == 4 and board_state(page)["tiles"] != before["tiles"]
    to_menu(page)
    page.reload()
    wait_booted(page)
    assert page.locator(".save.current").count() == 0 and not page.get_by_test_id("back-to-game").is_visible()
    assert page_errors == []


@pytest.mark.browser_context_args(**PHONE)
def test_an_imported_save_is_labelled_as_imported(app_page, page_errors, tmp_path):
    page = app_page
    start_game(page, names=("Cleo", "Dan"), seed=31)
    play_turns(page, 2)
    original = page.evaluate("localStorage.getItem('carcassonne:v1:current')")
    doc = stored_saves(page)[original]
    assert "imported" not in doc["meta"]
    path = tmp_path / "game.json"
    path.write_text(json.dumps(doc))
    to_menu(page)
    page.get_by_test_id("import-file").set_input_files(str(path))
    wait_placing(page)
    play_turns(page, 1)  # the mark stays through later saves
    to_menu(page)
    saves = stored_saves(page)
    (copy_id,) = [i for i in saves if i != original]
    assert saves[copy_id]["meta"]["imported"] is True and len(saves[copy_id]["turns"]) == 3
    copy = page.locator(f'.save[data-id="{copy_id}"]')
    assert copy.get_by_test_id("imported-save").text_content() == "Imported copy"
    assert copy.get_by_test_id("current-game").is_visible()
    assert page.locator(f'.save[data-id="{original}"] [data-testid=imported-save]').count() == 0
    shot(page, "imported-390x844")
    page.reload()  # the label comes from the save, not from this tab
    wait_booted(page)
    assert page.locator(f'.save[data-id="{copy_id}"] [data-testid=imported-save]').is_visible()
    assert page_errors == []


def test_colour_blind_help_puts_a_shape_per_player_on_the_followers(app_page, page_errors):
    page = app_page
    start_game(page, names=("Anna", "Ben", "Cleo"), seed=23)
    play_turns(page, 6, follower=True)
    followers = page.locator("[data-testid=meeple]")
    players = {f.get_attribute("data-player") for f in followers.all()}
    assert len(players) >= 2, "followers of several players on the board"
    marks = page.locator("[data-testid=meeple] .player-mark")
    assert marks.count() == followers.count() and not marks.first.is_visible(), "off by default"

    open_settings(page)
    page.get_by_test_id("player-marks").check()
    assert stored_settings(page)["marks"] is True
    shape_of = {}
    for f in followers.all():
        mark = f.locator(".player-mark")
        assert mark.is_visible()
        shape_of.setdefault(f.get_attribute("data-player"), set()).add(mark.get_attribute("data-mark"))
    assert all(len(s) == 1 for s in shape_of.values()), "one shape per player"
    assert len({next(iter(s)) for s in shape_of.values()}) == len(shape_of), "a different shape for each player"
    board_marks = page.evaluate("""() => [...document.querySelectorAll('#scoreboard li')].map(li =>
        li.querySelector('.swatch .player-mark').dataset.mark)""")
    assert len(set(board_marks)) == 3 and page.locator("#scoreboard .swatch .player-mark").first.is_visible()
    for player, shapes in shape_of.items():
        assert board_marks[int(player)] in shapes, "the scoreboard shows the same shape as the board"
    shot(page, "shapes-on-followers")

    page.reload()  # stored: on again after a reload, before the settings are even opened
    wait_booted(page)
    wait_placing(page)
    assert page.locator("html.player-marks").count() == 1
    assert page.locator("[data-testid=meeple] .player-mark").first.is_visible()
    # the follower spots of a tile just put down carry the shape of the player about to choose
    current = "() => [...document.querySelectorAll('#scoreboard li')].findIndex(li => li.classList.contains('current'))"
    for _ in range(8):  # a tile with a follower spot (nearly every tile has one)
        to_move = page.evaluate(current)
        place_on_first_legal_cell(page)
        spot_marks = page.locator("[data-testid=meeple-spot] .player-mark")
        if spot_marks.count():
            break
        page.get_by_test_id("skip-deploy").click()
        wait_placing(page)
    assert to_move >= 0 and spot_marks.count() == page.get_by_test_id("meeple-spot").count() > 0
    assert spot_marks.first.is_visible()
    assert {m.get_attribute("data-mark") for m in spot_marks.all()} == {board_marks[to_move]}
    shot(page, "shapes-on-follower-spots")
    open_settings(page)
    page.get_by_test_id("player-marks").uncheck()
    assert not page.locator("[data-testid=meeple] .player-mark").first.is_visible()
    assert page_errors == []


def test_sounds_are_stored_and_one_starts_when_a_tile_is_put_down(app_page, page_errors):
    page = app_page
    start_game(page, seed=23)
    open_settings(page)
    assert page.get_by_test_id("sound-on").is_checked(), "on by default, as on Board Game Arena"
    before = sounds_played(page)
    place_on_first_legal_cell(page)
    assert page.evaluate("document.documentElement.dataset.audio") == "running"
    assert sounds_played(page) == before + 1 and page.evaluate("document.documentElement.dataset.soundLast") == "place"

    page.get_by_test_id("undo-turn").click()
    wait_placing(page)
    page.get_by_test_id("sound-on").uncheck()
    assert stored_settings(page)["sound"] is False
    quiet = sounds_played(page)
    place_on_first_legal_cell(page)
    assert sounds_played(page) == quiet, "off: nothing starts"

    page.reload()
    wait_booted(page)
    wait_placing(page)
    open_settings(page)
    assert not page.get_by_test_id("sound-on").is_checked()
    page.get_by_test_id("sound-on").check()  # switching on is a gesture: a sample plays at once
    assert stored_settings(page)["sound"] is True and sounds_played(page) == 1
    place_on_first_legal_cell(page)
    assert sounds_played(page) == 2
    assert page_errors == []


@pytest.mark.browser_context_args(reduced_motion="reduce")
def test_reduced_motion_from_the_device_and_quick_animations(app_page, page_errors):
    page = app_page
    start_game(page, seed=23)
    assert page.evaluate("document.documentElement.dataset.motion") == "off"
    open_settings(page)
    assert page.get_by_test_id("motion").input_value() == "off"
    page.get_by_test_id("motion").select_option("quick")
    assert stored_settings(page)["motion"] == "quick"
    assert page.evaluate("document.documentElement.dataset.motion") == "quick"
    rate = page.evaluate("""() => new Promise(done => {
        const node = document.createElement('div');
        node.addEventListener('animationstart', () => setTimeout(() => done(node.getAnimations()[0].playbackRate), 50));
        document.body.append(node);
        node.style.animation = 'ai-flash 600s linear';  // long: still running when read, however late the timer
    })""")
    assert rate == 2
    page.get_by_test_id("motion").select_option("normal")
    assert page.evaluate("document.documentElement.dataset.motion") == "normal"
    assert page_errors == []
