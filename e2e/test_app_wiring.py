"""Small promises the app keeps around a game: the boot guard knows when a turn is half done (a "new version"
reload waits for its end), and an imported lesson exported again keeps its notes and German texts."""

import json
from pathlib import Path

from gameplay import place_on_first_legal_cell, start_game, wait_placing

LESSON = Path(__file__).resolve().parent.parent / "static" / "lessons" / "fields.json"


def mid_turn(page) -> bool:
    return page.evaluate("window.carcassonneBoot.midTurn")


def test_the_boot_guard_knows_when_a_turn_is_half_done(menu_page):
    page = menu_page
    start_game(page, seed=7)
    assert not mid_turn(page)
    place_on_first_legal_cell(page)
    assert mid_turn(page)
    page.get_by_test_id("undo-turn").click()
    wait_placing(page)
    assert not mid_turn(page)
    place_on_first_legal_cell(page)
    assert mid_turn(page)
    page.get_by_test_id("skip-deploy").click()
    wait_placing(page)
    assert not mid_turn(page)


def test_an_imported_lesson_exports_with_its_notes_and_translations(menu_page, tmp_path):
    page = menu_page
    lesson = json.loads(LESSON.read_text())
    assert lesson.get("i18n") and any("note" in turn for turn in lesson["turns"])
    page.get_by_test_id("import-file").set_input_files(str(LESSON))
    page.get_by_test_id("scenario-title").wait_for()
    page.get_by_test_id("step-prev").click()  # the export is the whole lesson, not the step on screen
    page.locator("details.export summary").click()
    with page.expect_download() as info:
        page.get_by_test_id("export-scenario").click()
    path = tmp_path / "lesson.json"
    info.value.save_as(path)
    exported = json.loads(path.read_text())
    assert exported["i18n"] == lesson["i18n"] and exported["title"] == lesson["title"]
    assert [t.get("note") for t in exported["turns"]] == [t.get("note") for t in lesson["turns"]]
    assert len(exported["turns"]) == len(lesson["turns"])
