"""Refusals and the embed in German: a damaged save or scenario is refused with a German reason (the menu's import,
the saved-games list, the embed and its message to the parent), the reason follows a switch of language, and a
lesson in the embed with ``lang=de`` shows no English word of the catalogue in any of its states."""

from __future__ import annotations

import json

import pytest

from embed_host import drag_to_cell, press_until, step_to, received, send, src_query, wait_counter, wait_message
from gameplay import ROOT, open_app, place_on_first_legal_cell, start_game, wait_lang
from test_german import WORDS, english_words

from carcassonne import CarcassonneError, Game, Turn, record  # noqa: E402 - gameplay puts py/ on the path
from carcassonne.record import save_json
from carcassonne.teaching import encode_s
from ui import i18n, po
from ui.embed_session import task_game
from ui.record_reasons import document_error_text

SAVE_PREFIX = "carcassonne:v1:save:"
LESSONS = ROOT / "static" / "lessons"


@pytest.fixture(scope="module")
def english_only() -> frozenset[str]:
    entries = po.parse_po((po.PY_DIR / "locale/de/LC_MESSAGES/carcassonne.po").read_text(encoding="utf-8"))
    return po.english_only_words(entries)


def worded(error_of, lang: str) -> str:
    """The page's reason for a document, computed on CPython in a language."""
    try:
        error_of()
    except CarcassonneError as exc:
        try:
            i18n.set_language(lang)
            return document_error_text(exc)
        finally:
            i18n.set_language("en")
    raise AssertionError("the document was not refused")


def broken_save() -> str:
    """A save whose first turn does not replay (a tile where none can go)."""
    game = Game(["Cleo", "Dan"], seed=31)
    game.play(Turn(game.legal_placements()[0]))
    doc = json.loads(save_json(game, id="broken", saved=1))
    doc["turns"][0]["turn"] = "E@5,5r0"
    return json.dumps(doc)


@pytest.mark.browser_context_args(locale="de-DE")
def test_a_damaged_save_is_refused_in_german_in_the_menu_and_the_list(page, page_errors, tmp_path, english_only):
    broken = broken_save()
    page.goto("/static/favicon.svg")  # the origin, before the app runs
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [SAVE_PREFIX + "broken", broken])
    open_app(page)
    assert page.evaluate("document.documentElement.lang") == "de"
    # the list replays it and says why in German, as text
    entry = page.get_by_test_id("damaged-save")
    german = worded(lambda: record.save_summary(broken), "de")
    assert german.startswith("Zug 1: ")
    text = entry.text_content()
    assert german[0].upper() + german[1:] in text and "Er bleibt, wie er ist." in text
    # importing it: the menu says so in German
    path = tmp_path / "kaputt.json"
    path.write_text(broken)
    page.get_by_test_id("import-file").set_input_files(str(path))
    message = page.locator("#menu-message")
    message.filter(has_text="kaputt.json").wait_for()
    assert message.text_content() == f"„kaputt.json“ lässt sich nicht öffnen: {german}."
    # a file nested too deeply, and one that is not JSON at all
    for name, content, reason in (("tief.json", "[" * 5000 + "]" * 5000, "ist zu tief verschachtelt"),
                                  ("halb.json", broken[: len(broken) // 2], "ist kein gültiges JSON")):
        (tmp_path / name).write_text(content)
        page.get_by_test_id("import-file").set_input_files(str(tmp_path / name))
        message.filter(has_text=name).wait_for()
        assert f"„{name}“ lässt sich nicht öffnen: die Datei {reason}" in message.text_content()
    assert {line for line in english_words(page, english_only) if SAVE_PREFIX not in line} == set(), \
        "English only in the entry's storage key"
    # a switch of language words the list's reason again
    page.locator("#screen-new [data-testid=lang-switch]").select_option("en")
    wait_lang(page, 'en')
    english = worded(lambda: record.save_summary(broken), "en")
    entry.filter(has_text=english[0].upper() + english[1:]).wait_for()
    message.filter(has_text="“halb.json” cannot be opened: the file").wait_for()  # the menu's line too
    assert page_errors == []


def test_the_embed_in_german_refuses_a_malformed_scenario_in_german(page, host, english_only):
    doc = json.loads((LESSONS / "roads.json").read_text())
    doc["turns"][1]["x"] = 9
    bad = json.dumps(doc)
    german = worded(lambda: record.load_scenario(bad), "de")
    frame = host.open(page, f"s={encode_s(bad)}&lang=de")
    error = frame.get_by_test_id("embed-error")
    error.wait_for()
    assert error.inner_text() == f"Dieses Szenario kann nicht gezeigt werden: {german}"
    assert german.startswith("Zug 2: ")
    assert wait_message(page, "carcassonne:error")[-1]["message"] == error.inner_text()
    assert english_words(frame, english_only) == set()
    # a broken `s`, and a load message with a document nested too deeply: German too, to the parent as well
    frame = host.open(page, "s=ab!c&lang=de")
    error = frame.get_by_test_id("embed-error")
    error.wait_for()
    assert error.inner_text() == ("Dieses Szenario kann nicht gezeigt werden: "
                                  "s ist kein base64url ohne Auffüllung: es enthält '!'")
    before = len(received(page, "carcassonne:error"))
    send(page, {"type": "carcassonne:load", "scenario": "[" * 100 + "]" * 100})
    message = wait_message(page, "carcassonne:error", before + 1)[-1]["message"]
    assert message == ("Dieses Szenario kann nicht gezeigt werden: "
                       "das Szenario ist zu tief verschachtelt: mehr als 32 Ebenen von Listen und Objekten")
    # the parent switches the language: the refusal on screen follows
    send(page, {"type": "carcassonne:lang", "lang": "en"})
    error.filter(has_text="This scenario cannot be shown: the scenario is nested too deeply").wait_for()


def english_beside(names, frame, english_only) -> set[str]:
    """The lines with an English-only word that is not a player's name (a lesson's names are its own data)."""
    return {line for line in english_words(frame, english_only)
            if any(w.lower() in english_only for w in WORDS.findall(line) if w not in names)}


def test_a_lesson_with_a_task_in_the_embed_shows_no_english_in_german(page, host, english_only):
    scenario = record.load_scenario((LESSONS / "occupied.json").read_text())
    assert scenario.game.names == ["Red", "Blue"]
    names: set[str] = set()  # seats named after their colours are shown in German too ("Rot", "Blau")
    task = scenario.task
    right_cell = (task.right[0].x, task.right[0].y)
    wrong_cell = next(c for c in sorted({(x, y) for x, y, _ in task_game(scenario).placement_options(task.tile)})
                      if c != right_cell)
    frame = host.open(page, src_query("occupied.json", lang="de"))
    wait_counter(frame, "3 / 3")
    assert frame.get_by_test_id("task-prompt").inner_text() == scenario.texts("de").task.prompt
    assert english_beside(names, frame, english_only) == set()
    assert {"Rot", "Blau"} <= set(frame.get_by_test_id("scoreboard").inner_text().split())
    # the steps: each step's note and explanation
    for where, at in (("first", "0 / 3"), ("next", "1 / 3"), ("next", "2 / 3"), ("last", "3 / 3")):
        step_to(frame, where, at)
        assert english_beside(names, frame, english_only) == set(), at
    # hovering a placed follower's feature: the holder and what it is worth
    meeple = frame.locator("[data-testid=placed-meeple], .meeple").first
    meeple.hover()
    info = frame.get_by_test_id("feature-info")
    info.wait_for()
    assert english_beside(names, frame, english_only) == set()
    # a wrong answer: the feedback, the turn panel
    drag_to_cell(page, frame, wrong_cell)
    assert english_beside(names, frame, english_only) == set()
    frame.get_by_test_id("skip-deploy").click()
    feedback = frame.get_by_test_id("task-feedback")
    feedback.wait_for()
    assert feedback.get_attribute("data-state") == "wrong"
    assert english_beside(names, frame, english_only) == set()
    press_until(frame, "task-hint", "hint")
    assert feedback.inner_text() == scenario.texts("de").task.hint
    assert english_beside(names, frame, english_only) == set()


def test_the_not_saved_notice_follows_a_switch_of_language_and_an_export_is_german(page, page_errors, tmp_path):
    page.add_init_script("""
        const setItem = Storage.prototype.setItem;
        Storage.prototype.setItem = function (key, value) {
            if (String(key).includes(':save:') && window.__storageFull) {
                throw new DOMException("Setting the value of '" + key + "' exceeded the quota.", "QuotaExceededError");
            }
            return setItem.call(this, key, value);
        };
    """)
    open_app(page, "/?lang=de")
    start_game(page, seed=23)
    page.evaluate("window.__storageFull = true")
    place_on_first_legal_cell(page)
    page.get_by_test_id("skip-deploy").click()
    warning = page.get_by_test_id("storage-warning")
    warning.wait_for()
    german = warning.text_content()
    assert "voll" in german and "full" not in german
    # the game exported as a scenario: its default title in German, and the file says so
    page.locator("details.export summary").click()
    with page.expect_download() as download:
        page.get_by_test_id("export-scenario").click()
    path = tmp_path / "szenario.json"
    download.value.save_as(path)
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["title"] == "Spiel von Anna und Ben" and doc["lang"] == "de"
    assert record.load_scenario(doc).texts("de").title == doc["title"]
    page.locator("details.export summary").click()
    page.locator("#screen-game [data-testid=lang-switch]").select_option("en")
    wait_lang(page, 'en')
    english = warning.text_content()
    assert "storage for this site is full" in english and "voll" not in english
    assert page_errors == []
