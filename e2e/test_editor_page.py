"""The scenario editor in the app: players and rules, three tiles placed with the real mouse (one by another seat),
a follower, a note, a task with one right answer, export, the embed snippet, and the exported file opened again
(in the editor, and by the menu's import, which shows the scenario)."""

import html
import json
import re

import pytest

from gameplay import center, open_app

from carcassonne.record import load_scenario
from carcassonne.teaching import check_answer, decode_s

SHOTS = __import__("pathlib").Path(__file__).resolve().parent / "test-results"


def editor(page):
    return page.get_by_test_id("editor")


def open_editor(page, names=("Anna", "Ben")):
    open_app(page)
    page.get_by_test_id("open-editor").click()
    ed = editor(page)
    ed.get_by_test_id("editor-setup").wait_for()
    ed.get_by_test_id("editor-count").select_option(str(len(names)))
    for i, name in enumerate(names):
        ed.get_by_test_id(f"editor-name-{i}").fill(name)
    ed.get_by_test_id("editor-start").click()
    ed.get_by_test_id("board").wait_for()
    return ed


def cell_point(ed, x: int, y: int):
    box = ed.locator('[data-testid=placed-tile][data-x="0"][data-y="0"]').bounding_box()
    size = box["width"]
    return box["x"] + size * (x + 0.5), box["y"] + size * (y + 0.5)


def drag_to(page, ed, x: int, y: int) -> None:
    """Drag the tray's tile onto a cell with the mouse, as a person does; waits for the tile to be down."""
    tray = ed.get_by_test_id("current-tile")
    tray.scroll_into_view_if_needed()
    target = cell_point(ed, x, y)
    sx, sy = center(ed.get_by_test_id("current-tile").bounding_box())
    page.mouse.move(sx, sy)
    page.mouse.down()
    page.mouse.move(sx - 20, sy - 10, steps=2)
    page.mouse.move(*target, steps=8)
    page.mouse.up()
    ed.locator("[data-tentative]").wait_for(state="attached")


def pick(ed, tile: str) -> None:
    ed.get_by_test_id(f"editor-tile-{tile}").click()
    ed.locator("[data-testid=legal-cell]").first.wait_for(state="attached")


def place(page, ed, tile: str, x: int, y: int, rot: int) -> None:
    pick(ed, tile)
    drag_to(page, ed, x, y)
    for _ in range(4):  # turn it to the rotation wanted (the wheel of fitting rotations)
        if ed.get_by_test_id("current-tile").get_attribute("data-rot") == str(rot):
            break
        ed.get_by_test_id("rotate").click()
    assert ed.get_by_test_id("current-tile").get_attribute("data-rot") == str(rot)


def placed(ed) -> int:
    return ed.locator("[data-testid=placed-tile]:not([data-tentative])").count()


def test_build_a_lesson_export_it_and_open_it_again(page, page_errors, tmp_path):
    ed = open_editor(page)
    # turn 1: Anna's city cap north of the start tile, with a knight, and a note
    place(page, ed, "E", 0, -1, 180)
    ed.locator('[data-testid=meeple-spot][data-location="S"]').click()
    ed.get_by_test_id("editor-note").fill("Anna starts a <b>city</b>.")
    ed.get_by_test_id("confirm-turn").click()
    page.wait_for_function("document.querySelectorAll('#screen-editor [data-testid=placed-tile]').length === 2")
    # turn 2: Anna again (any seat may play), a curve south
    ed.get_by_test_id("editor-player").select_option("0")
    place(page, ed, "V", 0, 1, 270)
    ed.get_by_test_id("skip-deploy").click()
    page.wait_for_function("document.querySelectorAll('#screen-editor [data-testid=placed-tile]').length === 3")
    # turn 3: Ben, a straight road east
    assert ed.get_by_test_id("editor-player").input_value() == "1"
    place(page, ed, "U", 1, 0, 0)
    ed.get_by_test_id("confirm-turn").click()
    page.wait_for_function("document.querySelectorAll('#screen-editor [data-testid=placed-tile]').length === 4")
    assert ed.get_by_test_id("editor-turns").locator("li").count() == 3
    # undo takes the last turn back, and it is placed again
    ed.get_by_test_id("editor-undo").click()
    page.wait_for_function("document.querySelectorAll('#screen-editor [data-testid=placed-tile]').length === 3")
    place(page, ed, "U", 1, 0, 0)
    ed.get_by_test_id("confirm-turn").click()
    page.wait_for_function("document.querySelectorAll('#screen-editor [data-testid=placed-tile]').length === 4")

    ed.get_by_test_id("editor-title").fill('Close the road <script>alert("x")</script>')
    ed.get_by_test_id("editor-description").fill("Two roads meet.")
    # the task: Ben places a D; one right answer, placed on the board and not played
    ed.get_by_test_id("editor-task-on").check()
    ed.get_by_test_id("editor-task-prompt").fill("Where does D close the road?")
    ed.get_by_test_id("editor-task-success").fill("Yes!")
    ed.get_by_test_id("editor-task-player").select_option("1")
    ed.get_by_test_id("editor-task-tile").select_option("D")
    ed.get_by_test_id("editor-task-answers").click()
    drag_to(page, ed, 2, 0)
    rot = int(ed.get_by_test_id("current-tile").get_attribute("data-rot"))
    ed.get_by_test_id("confirm-turn").click()
    ed.get_by_test_id("editor-task-right").locator("li").first.wait_for()
    assert placed(ed) == 4, "a right answer is not played into the position"
    assert ed.locator('[data-testid=editor-answer][data-x="2"][data-y="0"]').count() == 1
    ed.get_by_test_id("editor-task-answers").click()
    (SHOTS).mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / "editor.png"))

    with page.expect_download() as info:
        ed.get_by_test_id("editor-export").click()
    path = tmp_path / info.value.suggested_filename
    info.value.save_as(path)
    assert info.value.suggested_filename == "close-the-road-script-alert-x-script.json"
    doc = json.loads(path.read_text(encoding="utf-8"))
    scenario = load_scenario(doc)
    assert [t.get("note") for t in doc["turns"]] == ["Anna starts a <b>city</b>.", None, None]
    assert [t["player"] for t in doc["turns"]] == ["Anna", "Anna", "Ben"]
    assert doc["turns"][0]["meeple"] == "S" and doc["task"]["right"] == [{"x": 2, "y": 0, "rot": rot}]
    assert check_answer(scenario, f"D@2,0r{rot}").correct
    assert len(scenario.game.board.tiles) == 4
    # "Download picture": the last step as a standalone SVG, its four tiles drawn, nothing fetched from outside
    with page.expect_download() as shot:
        ed.get_by_test_id("editor-picture").click()
    assert shot.value.suggested_filename == "close-the-road-script-alert-x-script.svg"
    svg_path = tmp_path / shot.value.suggested_filename
    shot.value.save_as(svg_path)
    svg = svg_path.read_text(encoding="utf-8")
    root = __import__("xml.etree.ElementTree", fromlist=["fromstring"]).fromstring(svg)
    assert root.tag.endswith("svg") and "<script" not in svg.lower()
    assert len([u for u in root.iter() if u.get("data-testid") == "placed-tile"]) == 4
    refs = re.findall(r'(?:xlink:)?href="([^"]*)"', svg) + re.findall(r"url\(([^)]*)\)", svg)
    assert refs and all(r.strip("'\"").startswith("#") for r in refs), refs
    # the embed snippets: the scenario inline, and the file by name
    snippet = ed.get_by_test_id("editor-snippet").input_value()
    src = html.unescape(re.search(r'src="([^"]*)"', snippet).group(1))
    assert "/embed.html?s=" in src and json.loads(decode_s(src.split("?s=")[1])) == doc
    by_file = ed.get_by_test_id("editor-snippet-src").input_value()
    assert "embed.html?src=https://your-site.example/lessons/close-the-road-script-alert-x-script.json" in by_file
    assert html.escape(doc["title"]) in snippet and html.escape(doc["title"]) in by_file, "titled with the lesson"
    assert page.locator("#app script, #app b").count() == 0, "typed text never becomes markup"

    # the file opens again in the editor, with its texts
    ed.get_by_test_id("editor-restart").click()
    assert ed.get_by_test_id("board").count() == 1, "the first press only asks"
    ed.get_by_test_id("editor-restart").click()
    ed.get_by_test_id("editor-open").set_input_files(str(path))
    ed.get_by_test_id("board").wait_for()
    page.wait_for_function("document.querySelectorAll('#screen-editor [data-testid=placed-tile]').length === 4")
    assert ed.get_by_test_id("editor-title").input_value() == doc["title"]
    assert ed.get_by_test_id("editor-task-right").locator("li").count() == 1

    # and the menu's import shows it as a scenario
    ed.get_by_test_id("editor-menu").click()
    page.get_by_test_id("import-file").set_input_files(str(path))
    title = page.get_by_test_id("scenario-title")
    title.wait_for()
    assert title.text_content() == doc["title"]
    assert page.locator("#screen-game [data-testid=placed-tile]").count() == 4
    assert page.locator("#screen-editor [data-testid=board]").count() == 0, "the editor's board left with it"
    assert page_errors == []


def test_a_broken_file_is_refused_with_the_reason(page, tmp_path):
    open_app(page)
    page.get_by_test_id("open-editor").click()
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "carcassonne-scenario", "version": 1, "players": ["<b>A</b>"]}')
    editor(page).get_by_test_id("editor-open").set_input_files(str(bad))
    error = editor(page).get_by_test_id("editor-setup-error")
    error.wait_for()
    assert "bad.json" in error.text_content() and "players" in error.text_content()
    assert page.locator("#app b").count() == 0


def say_both(ed, testid: str, en: str, de: str) -> None:
    """Write one text in English and in German, in its two side-by-side fields."""
    ed.get_by_test_id(testid).fill(en)
    ed.get_by_test_id(f"{testid}-de").fill(de)


def record_answer(page, ed, x: int, y: int) -> int:
    """Place the task's tile on a cell (its first fitting rotation) and record it; returns the rotation."""
    drag_to(page, ed, x, y)
    rot = int(ed.get_by_test_id("current-tile").get_attribute("data-rot"))
    ed.get_by_test_id("confirm-turn").click()
    ed.get_by_test_id("current-tile").wait_for(state="attached")
    return rot


@pytest.mark.browser_context_args(locale="de-DE")
def test_a_two_task_lesson_in_both_languages_written_in_the_german_page_shows_german_in_the_embed(
        page, page_errors, tmp_path):
    ed = open_editor(page)
    assert page.evaluate("document.documentElement.lang") == "de"
    assert ed.get_by_test_id("editor-export").text_content() != "Export the scenario (JSON)"
    place(page, ed, "E", 0, -1, 180)
    ed.locator('[data-testid=meeple-spot][data-location="S"]').click()
    say_both(ed, "editor-note", "Anna starts a city.", "Anna beginnt eine Stadt.")
    ed.get_by_test_id("confirm-turn").click()
    page.wait_for_function("document.querySelectorAll('#screen-editor [data-testid=placed-tile]').length === 2")
    say_both(ed, "editor-title", "Where does it go?", "Wohin gehört sie?")
    say_both(ed, "editor-description", "Two questions.", "Zwei Fragen.")

    # task 1: Ben's D, a right answer and an expected mistake, each placed on the board
    ed.get_by_test_id("editor-task-on").check()
    ed.get_by_test_id("editor-task-player").select_option("1")
    ed.get_by_test_id("editor-task-tile").select_option("D")
    say_both(ed, "editor-task-prompt", "Continue the road.", "Führe die Straße weiter.")
    say_both(ed, "editor-task-success", "Right.", "Richtig.")
    ed.get_by_test_id("editor-task-answers").click()
    right = record_answer(page, ed, 1, 0)
    ed.get_by_test_id("editor-task-right").locator("li").first.wait_for()
    ed.get_by_test_id("editor-task-wrongs").click()
    assert ed.get_by_test_id("editor-task-wrongs").get_attribute("aria-pressed") == "true"
    wrong = record_answer(page, ed, 0, 1)
    ed.get_by_test_id("editor-wrong-say-0").wait_for()
    assert ed.locator('[data-testid=editor-wrong-answer][data-x="0"][data-y="1"]').count() == 1
    ed.get_by_test_id("editor-wrong-say-0").fill("That is not a road.")
    ed.get_by_test_id("editor-wrong-say-de-0").fill("Das ist keine Straße.")
    ed.get_by_test_id("editor-task-wrongs").click()
    # that square is wrong whichever way the tile is turned; and one text for every other wrong move
    ed.get_by_test_id("editor-task-wrong").locator('[data-match="rot"]').uncheck()
    ed.get_by_test_id("editor-task-wrong-any").click()
    ed.get_by_test_id("editor-wrong-say-1").fill("Not there.")
    ed.get_by_test_id("editor-wrong-say-de-1").fill("Nicht dort.")
    assert placed(ed) == 2, "answers are not played into the position"

    # task 2: Anna's E, one right answer
    ed.get_by_test_id("editor-task-add").click()
    ed.get_by_test_id("editor-task-pick").locator("option").nth(1).wait_for(state="attached")
    assert ed.get_by_test_id("editor-task-prompt-de").input_value() == ""
    ed.get_by_test_id("editor-task-player").select_option("0")
    ed.get_by_test_id("editor-task-tile").select_option("E")
    say_both(ed, "editor-task-prompt", "Close the city.", "Schließe die Stadt.")
    ed.get_by_test_id("editor-task-answers").click()
    second = record_answer(page, ed, 0, -2)
    ed.get_by_test_id("editor-task-right").locator("li").first.wait_for()
    ed.get_by_test_id("editor-task-answers").click()
    ed.get_by_test_id("editor-next").fill("roads.json")
    # the first task again keeps what was written for it
    ed.get_by_test_id("editor-task-pick").select_option("0")
    assert ed.get_by_test_id("editor-task-prompt-de").input_value() == "Führe die Straße weiter."
    assert ed.get_by_test_id("editor-wrong-say-de-0").input_value() == "Das ist keine Straße."

    # the preview, in either language
    ed.locator(".editor-preview summary").click()
    preview = ed.get_by_test_id("editor-preview")
    ed.get_by_test_id("editor-preview-lang").select_option("de")
    preview.filter(has_text="Wohin gehört sie?").wait_for()
    assert "Das ist keine Straße." in preview.inner_text() and "Schließe die Stadt." in preview.inner_text()
    ed.get_by_test_id("editor-preview-lang").select_option("en")
    preview.filter(has_text="Where does it go?").wait_for()
    assert "Anna starts a city." in preview.inner_text()
    page.screenshot(path=str(SHOTS / "editor-bilingual.png"), full_page=True)

    with page.expect_download() as info:
        ed.get_by_test_id("editor-export").click()
    path = tmp_path / info.value.suggested_filename
    info.value.save_as(path)
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["title"] == "Where does it go?" and doc["next"] == "roads.json" and doc["lang"] == "en"
    assert [k["tile"] for k in doc["tasks"]] == ["D", "E"]
    assert doc["tasks"][0]["right"] == [{"x": 1, "y": 0, "rot": right}]
    assert doc["tasks"][0]["wrong"] == [{"x": 0, "y": 1, "say": "That is not a road."}, {"say": "Not there."}]
    assert doc["tasks"][1]["right"] == [{"x": 0, "y": -2, "rot": second}]
    assert doc["i18n"]["de"] == {
        "title": "Wohin gehört sie?", "description": "Zwei Fragen.", "notes": ["Anna beginnt eine Stadt."],
        "tasks": [{"prompt": "Führe die Straße weiter.", "success": "Richtig.",
                   "wrong": ["Das ist keine Straße.", "Nicht dort."]},
                  {"prompt": "Schließe die Stadt."}]}
    scenario = load_scenario(doc)
    assert check_answer(scenario, f"D@0,1r{wrong}", "de").said == "Das ist keine Straße."
    assert check_answer(scenario, f"D@0,1r{(wrong + 180) % 360}", "de").said == "Das ist keine Straße."
    assert check_answer(scenario, "D@-1,0r0", "de").said == "Nicht dort."
    snippet = ed.get_by_test_id("editor-snippet").input_value()
    assert 'title="Where does it go?"' in snippet
    assert page_errors == []

    # opened again, the file gives every text back to its field, in both languages
    ed.get_by_test_id("editor-restart").click()
    ed.get_by_test_id("editor-restart").click()
    ed.get_by_test_id("editor-open").set_input_files(str(path))
    ed.get_by_test_id("board").wait_for()
    assert ed.get_by_test_id("editor-title-de").input_value() == "Wohin gehört sie?"
    assert ed.get_by_test_id("editor-task-pick").locator("option").count() == 2
    assert ed.get_by_test_id("editor-wrong-say-de-0").input_value() == "Das ist keine Straße."
    assert ed.get_by_test_id("editor-next").input_value() == "roads.json"
    with page.expect_download() as again:
        ed.get_by_test_id("editor-export").click()
    assert json.loads(again.value.path().read_text(encoding="utf-8")) == doc

    # the exported lesson in the embed, in German
    src = html.unescape(re.search(r'src="([^"]*)"', snippet).group(1))
    page.goto(src.split("/embed.html", 1)[0] + "/embed.html?lang=de&s=" + src.split("?s=", 1)[1])
    title = page.get_by_test_id("embed-title")
    title.filter(has_text="Wohin gehört sie?").wait_for(timeout=60_000)
    assert page.get_by_test_id("embed-description").inner_text() == "Zwei Fragen."
    assert page.get_by_test_id("task-prompt").inner_text() == "Führe die Straße weiter."
