"""Issue 23's defects of the embed, from a second origin: the language of the colour names, `mode=play` on an
ended lesson and after turns played, `goto` clamping, a refused `load`, a broken `s` in German, and a task
without step buttons.  Each checks the first picture (no Python) where it shows something, then the engine."""

from __future__ import annotations

import json

from embed_host import drag_to_cell, engine_state, received, send, src_query, wait_counter, wait_message, wake
from gameplay import ROOT

from carcassonne import record  # noqa: E402 - gameplay puts py/ on the path

LESSONS = ROOT / "static" / "lessons"


def lesson(name: str):
    return record.load_scenario((LESSONS / name).read_text())


def german(msgid: str) -> str:
    from ui import i18n

    try:
        i18n.set_language("de")
        return i18n.t(msgid)
    finally:
        i18n.set_language("en")


def wait_text(frame, testid: str, text: str) -> None:
    frame.wait_for_function("([id, t]) => document.querySelector(`[data-testid=${id}]`).textContent === t",
                            arg=[testid, text])


def test_lang_goto_and_a_refused_load_on_the_first_picture_then_the_engine(page, host, console_errors):
    frame = host.open(page, src_query("city-shared.json"), engine=False)
    assert engine_state(frame) == "idle"
    # (1) the scoreboard's colour names follow a `lang` message, without Python and with it
    send(page, {"type": "carcassonne:lang", "lang": "de"})
    wait_text(frame, "player-0", "Rot")
    assert frame.get_by_test_id("player-1").inner_text() == "Blau"
    # ... and so do the page's own lines not shown yet (the one while the engine loads)
    wait_text(frame, "embed-engine", german("Getting the board ready to play…"))
    # (6) a goto below the first step goes to it, one past the last to the last
    send(page, {"type": "carcassonne:goto", "step": -1})
    wait_counter(frame, "0 / 5")
    send(page, {"type": "carcassonne:goto", "step": 99})
    wait_counter(frame, "5 / 5")
    assert engine_state(frame) == "idle"
    wake(page, frame)
    assert frame.get_by_test_id("player-0").inner_text() == "Rot"
    send(page, {"type": "carcassonne:lang", "lang": "en"})
    wait_text(frame, "player-0", "Red")
    wait_text(frame, "embed-engine", "Getting the board ready to play…")
    send(page, {"type": "carcassonne:lang", "lang": "de"})
    wait_text(frame, "player-0", "Rot")
    assert frame.get_by_test_id("player-1").inner_text() == "Blau"
    send(page, {"type": "carcassonne:goto", "step": -1})
    wait_counter(frame, "0 / 5")
    send(page, {"type": "carcassonne:goto", "step": 99})
    wait_counter(frame, "5 / 5")
    # (6) a refused load: the error alone, not the old lesson under it
    broken = json.loads((LESSONS / "roads.json").read_text())
    broken["turns"][1]["x"] = 9
    send(page, {"type": "carcassonne:load", "scenario": broken})
    frame.get_by_test_id("embed-error").wait_for()
    assert frame.locator("#embed").get_attribute("data-state") == "error"
    assert frame.locator(".embed-game").is_hidden() and frame.get_by_test_id("current-tile").is_hidden()
    assert console_errors == []


def test_play_on_an_ended_lesson_shows_it_and_says_so(page, host, console_errors):
    steps = len(lesson("fields.json").game.turns)
    frame = host.open(page, src_query("fields.json", mode="play", lang="de"), engine=False)
    note = frame.get_by_test_id("play-note")
    said = "Dieses Spiel ist zu Ende: Es gibt nichts mehr zu spielen."
    assert note.is_visible() and note.inner_text().startswith(said)
    wake(page, frame)
    wait_counter(frame, f"{steps} / {steps}")
    assert note.is_visible() and note.inner_text().startswith(said)
    assert frame.get_by_test_id("embed-error").is_hidden() and frame.locator(".turn-box").is_hidden()
    send(page, {"type": "carcassonne:lang", "lang": "en"})
    wait_text(frame, "play-note", "This game has ended: there is nothing left to play. "
                                  "Step through it to see how it went.")
    assert wait_message(page, "carcassonne:step")[-1]["of"] == steps
    assert page.evaluate("window.received.filter(m => m.type === 'carcassonne:error').length") == 0
    assert console_errors == []


def test_play_counts_the_turns_played_and_drops_the_last_step_s_note(page, host, console_errors):
    frame = host.open(page, src_query("roads.json", mode="play"))
    wait_counter(frame, "2 / 2")
    assert frame.get_by_test_id("step-note").is_visible()
    cell = frame.locator("[data-testid=legal-cell]").first
    drag_to_cell(page, frame, (int(cell.get_attribute("data-x")), int(cell.get_attribute("data-y"))))
    frame.get_by_test_id("skip-deploy").click()
    wait_counter(frame, "2 / 2 + 1")
    assert frame.get_by_test_id("step-note").is_hidden()
    assert frame.get_by_test_id("step-explain").inner_text().startswith("Turn 3:")
    assert console_errors == []


def test_a_broken_s_says_so_in_german_without_zlib_s_english(page, host, console_errors):
    frame = host.open(page, "s=AAAAAAAAAAAA&lang=de", engine=False)
    error = frame.get_by_test_id("embed-error")
    error.wait_for()
    assert "einige seiner Zeichen wurden verändert oder fehlen" in error.inner_text()
    assert "invalid" not in error.inner_text() and "Error" not in error.inner_text()


def test_a_task_without_step_buttons_is_asked_at_its_position(page, host, console_errors):
    scenario = lesson("occupied.json")
    steps = len(scenario.game.turns)
    frame = host.open(page, src_query("occupied.json", controls=0, step=1), engine=False)
    prompt = frame.get_by_test_id("task-prompt")
    assert prompt.inner_text() == scenario.task.prompt  # not "(Go to the last step to answer.)"
    assert frame.get_by_test_id("step-counter").text_content() == f"{steps} / {steps}"
    wake(page, frame)
    assert prompt.inner_text() == scenario.task.prompt
    assert frame.get_by_test_id("current-tile").get_attribute("data-tile") == scenario.task.tile
    assert frame.get_by_test_id("task-hint").is_enabled()
    assert console_errors == []


def test_a_sandbox_without_same_origin_names_the_flags_the_embed_needs(page, host):
    """(9) `sandbox="allow-scripts"` alone gives the frame no origin: the engine cannot start, and the frame says
    which flags it needs rather than that reloading may help (in the page's language, before any Python)."""
    from urllib.parse import quote

    from embed_host import frame_of

    parent = host.serve("sandboxed.html", '<!doctype html><meta charset="utf-8"><title>sandboxed</title>'
                        '<iframe id="f" sandbox="allow-scripts" style="width:700px;height:400px;border:0"></iframe>'
                        '<script>document.getElementById("f").src = '
                        'new URLSearchParams(location.search).get("embed");</script>')
    embed = f"{host.site_url}/embed.html?{src_query('roads.json', lang='de')}"
    page.goto(f"{parent}?embed={quote(embed, safe='')}")
    frame = frame_of(page, host.site_url)
    said = frame.get_by_test_id("embed-sandboxed")
    said.wait_for()
    assert "allow-scripts und allow-same-origin" in said.inner_text()
    assert frame.locator(".embed-failed").is_hidden()


def test_a_host_that_sends_load_goto_lang_and_picture_at_ready_gets_them_in_order(page, host, console_errors):
    """A 1.0 host sends its messages as soon as `ready` arrives, which a frame still showing its first picture (no
    engine) sends: a `goto`, `lang` or `picture` sent after a `load` is meant for the loaded lesson, not the one
    shown, so each waits for the engine behind the `load`, and nothing is lost or sent twice."""
    frame = host.open(page, src_query("roads.json"), engine=False)
    assert engine_state(frame) == "idle"
    loaded = lesson("city-shared.json")
    steps = len(loaded.game.turns)
    send(page, {"type": "carcassonne:load", "scenario": (LESSONS / "city-shared.json").read_text()})
    send(page, {"type": "carcassonne:goto", "step": 2})
    send(page, {"type": "carcassonne:lang", "lang": "de"})
    send(page, {"type": "carcassonne:picture"})
    wait_text(frame, "embed-title", loaded.texts("de").title)
    wait_counter(frame, f"2 / {steps}")
    svg = wait_message(page, "carcassonne:picture")[0]["svg"]
    assert f"<title>{loaded.texts('de').title}</title>" in svg
    assert svg.count('data-testid="placed-tile"') == 3  # the start tile and turns 1-2 of the loaded lesson
    assert frame.get_by_test_id("player-0").inner_text() == "Rot"
    assert [m["type"] for m in received(page) if m["type"] in ("carcassonne:ready", "carcassonne:error")] == \
        ["carcassonne:ready"]
    assert console_errors == []
