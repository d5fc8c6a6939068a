"""embed.html fits the frame it is given (static/embed.css), as lichess's embedded boards do.

A site that pastes the spec's snippet gets a frame of a fixed height (``height="480"``) that nothing resizes; a
site that listens to ``carcassonne:height`` sizes the frame to the content.  In both the step buttons, the tile in
hand, Confirm and the texts are in the frame without scrolling it; the board takes the room that is left.
The parent page is on a second origin (`embed_host`).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from embed_host import problems, received, send, src_query, wait_counter, wait_message
from gameplay import center, wait_frames

from carcassonne import record  # noqa: E402 - gameplay puts py/ on the path
from ui import i18n

ROOT = Path(__file__).resolve().parent.parent
LESSONS = ROOT / "static" / "lessons"
SHOTS = Path(__file__).resolve().parent / "test-results"
SIZES = [(320, 400), (400, 500), (720, 600), (1280, 480)]  # 720: German words in the narrowest side column
STEPS = ["step-first", "step-prev", "step-counter", "step-next", "step-last"]
TURN = ["current-tile", "rotate", "skip-deploy", "confirm-turn"]
TEXTS = ["embed-text", "embed-scores"]

def lesson(name: str):
    return record.load_scenario((LESSONS / name).read_text())


def lesson_doc(name: str) -> dict:
    return json.loads((LESSONS / name).read_text())


def open_fixed(page, host, query: str, size: tuple[int, int]):
    """The embed in a frame of this fixed size on the parent site (the page's viewport holds all of it)."""
    width, height = size
    page.set_viewport_size({"width": width + 40, "height": height + 80})
    return host.open(page, query, width=width, height=height)


def shot(page, name: str) -> None:
    SHOTS.mkdir(exist_ok=True)
    page.locator("#embed").screenshot(path=str(SHOTS / name))


def worded(lang: str, msgid: str, **values) -> str:
    try:
        i18n.set_language(lang)
        return i18n.t(msgid, **values)
    finally:
        i18n.set_language("en")


def rect(frame, selector: str) -> dict:
    return frame.evaluate(f"(() => {{ const r = document.querySelector({json.dumps(selector)})"
                          ".getBoundingClientRect(); return {l: r.left, t: r.top, r: r.right, b: r.bottom}; })()")


def overlap(a: dict, b: dict) -> bool:
    return a["l"] < b["r"] and b["l"] < a["r"] and a["t"] < b["b"] and b["t"] < a["b"]


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_in_a_fixed_frame_every_control_is_in_view_in_every_mode_and_language(page, host, console_errors, size):
    name = f"{size[0]}x{size[1]}"
    frame = open_fixed(page, host, src_query("occupied.json"), size)  # a lesson with a task: task mode
    wait_counter(frame, "3 / 3")
    frame.locator("[data-testid=legal-cell]").first.wait_for(state="attached")
    assert problems(frame, STEPS + TURN + TEXTS + ["task-prompt"]) == []
    shot(page, f"embed-fit-{name}-task.png")
    # play on from a position (hot-seat)
    send(page, {"type": "carcassonne:load", "scenario": lesson_doc("roads.json"), "mode": "play"})
    wait_counter(frame, "2 / 2")
    frame.locator("[data-testid=legal-cell]").first.wait_for(state="attached")
    assert problems(frame, STEPS + TURN + TEXTS) == []
    # view: steps and texts only; at the first step too (its texts are other ones)
    send(page, {"type": "carcassonne:load", "scenario": lesson_doc("city-shared.json"), "mode": "view"})
    wait_counter(frame, "5 / 5")
    assert frame.locator(".turn-box").is_hidden()
    assert problems(frame, STEPS + TEXTS + ["step-note"]) == []
    send(page, {"type": "carcassonne:goto", "step": 0})
    wait_counter(frame, "0 / 5")
    assert problems(frame, STEPS + TEXTS) == []
    # German, in task mode again (longer words on the buttons)
    send(page, {"type": "carcassonne:lang", "lang": "de"})
    send(page, {"type": "carcassonne:load", "scenario": lesson_doc("monastery.json")})
    frame.locator("html[lang=de]").wait_for(state="attached")
    steps = len(lesson("monastery.json").game.turns)
    wait_counter(frame, f"{steps} / {steps}")
    frame.get_by_test_id("confirm-turn").filter(has_text="Bestätigen").wait_for(state="attached")
    assert problems(frame, STEPS + TURN + TEXTS + ["task-prompt"]) == []
    shot(page, f"embed-fit-{name}-de.png")
    assert received(page, "carcassonne:error") == []
    assert console_errors == []


def test_without_steps_and_scores_the_board_takes_their_room(page, host, console_errors):
    size = (320, 400)
    frame = open_fixed(page, host, src_query("occupied.json", controls=0, scores=0), size)
    wait_counter(frame, "3 / 3")
    assert frame.get_by_test_id("embed-steps").is_hidden() and frame.get_by_test_id("embed-scores").is_hidden()
    assert problems(frame, TURN + ["embed-text", "task-prompt"]) == []
    board = frame.get_by_test_id("embed-board").bounding_box()["height"]
    send(page, {"type": "carcassonne:load", "scenario": lesson_doc("occupied.json"), "mode": "view"})
    frame.locator(".turn-box").wait_for(state="hidden")
    frame.wait_for_function(f"document.querySelector('[data-testid=embed-board]').getBoundingClientRect().height"
                            f" > {board + 40}")  # the turn box's room goes to the board (and the texts)
    shot(page, "embed-fit-320x400-no-controls.png")
    assert console_errors == []


def test_a_drag_from_the_tray_to_a_legal_cell_in_a_400x500_frame_on_another_site(page, host, console_errors):
    scenario = lesson("occupied.json")
    task = scenario.task
    right = task.right[0]
    frame = open_fixed(page, host, src_query("occupied.json"), (400, 500))
    wait_counter(frame, "3 / 3")
    instruction = frame.locator(".turn-line")
    player = scenario.game.names[task.player]
    assert instruction.inner_text() == worded("en", "{player}: place the tile. Drag it onto a highlighted cell, "
                                                    "or tap one.", player=player)
    target = frame.locator(f'[data-testid=legal-cell][data-x="{right.x}"][data-y="{right.y}"]')
    target.wait_for(state="attached")
    assert problems(frame, TURN) == []
    # the real mouse, from the tray to the cell, with nothing scrolled before or during the drag
    sx, sy = center(frame.get_by_test_id("current-tile").bounding_box())
    tx, ty = center(target.bounding_box())
    frame_box = page.locator("#embed").bounding_box()
    assert frame_box["y"] <= ty <= frame_box["y"] + 500 and frame_box["y"] <= sy <= frame_box["y"] + 500
    page.mouse.move(sx, sy)
    page.mouse.down()
    page.mouse.move(sx - 20, sy - 10, steps=2)
    page.mouse.move(tx, ty, steps=10)
    page.mouse.up()
    tentative = frame.locator("[data-tentative]")
    tentative.wait_for(state="attached")
    assert (tentative.get_attribute("data-x"), tentative.get_attribute("data-y")) == (str(right.x), str(right.y))
    assert frame.evaluate("scrollY") == 0 and page.evaluate("scrollY") == 0
    frame.locator('[data-testid=meeple-spot][data-location="N"]').first.click()
    frame.get_by_test_id("confirm-turn").click()
    answer = wait_message(page, "carcassonne:answer")[-1]
    assert answer["correct"] is True, answer
    shot(page, "embed-fit-400x500-dragged.png")
    assert console_errors == []


@pytest.mark.parametrize("size", [(320, 400), (800, 600)], ids=["320x400", "800x600"])
def test_the_zoom_buttons_never_cover_a_tile_just_put_down(page, host, console_errors, size):
    """The camera zooms in on a tile just put down; the tile (and so its follower spots) ends clear of the zoom
    buttons, also on the legal cell nearest to them."""
    frame = open_fixed(page, host, src_query("occupied.json"), size)
    wait_counter(frame, "3 / 3")
    cells = frame.locator("[data-testid=legal-cell]")
    cells.first.wait_for(state="attached")
    tools = rect(frame, ".embed-board .board-tools")
    corner = ((tools["l"] + tools["r"]) / 2, (tools["t"] + tools["b"]) / 2)

    def distance(cell) -> float:
        x, y = center(cell.bounding_box())
        return (x - corner[0]) ** 2 + (y - corner[1]) ** 2

    nearest = min(cells.all(), key=distance)
    cell = (nearest.get_attribute("data-x"), nearest.get_attribute("data-y"))
    nearest.click()  # a tap on a highlighted cell puts the tile there
    tentative = frame.locator("[data-tentative]")
    tentative.wait_for(state="attached")
    assert (tentative.get_attribute("data-x"), tentative.get_attribute("data-y")) == cell
    frame.locator("[data-testid=meeple-spot]").first.wait_for(state="attached")  # drawn after the camera moved
    tile = rect(frame, "[data-tentative]")
    board = rect(frame, "[data-testid=embed-board]")
    assert not overlap(tile, rect(frame, ".embed-board .board-tools")), (tile, tools)
    assert board["l"] - 1 <= tile["l"] and tile["r"] <= board["r"] + 1
    assert board["t"] - 1 <= tile["t"] and tile["b"] <= board["b"] + 1
    for spot in frame.locator("[data-testid=meeple-spot]").all():
        assert not overlap(rect_of(spot), tools)
    shot(page, f"embed-fit-{size[0]}x{size[1]}-placed.png")
    assert console_errors == []


def rect_of(locator) -> dict:
    box = locator.bounding_box()
    frame_box = locator.page.locator("#embed").bounding_box()
    left, top = box["x"] - frame_box["x"], box["y"] - frame_box["y"]
    return {"l": left, "t": top, "r": left + box["width"], "b": top + box["height"]}


def test_the_instruction_says_tap_or_drag_in_german_too(page, host, console_errors):
    scenario = lesson("roads.json")
    frame = open_fixed(page, host, src_query("roads.json", lang="de"), (400, 500))
    wait_counter(frame, "2 / 2")
    seat = scenario.game.players[scenario.task.player]
    assert (seat.name, seat.color) == ("Red", "red")  # a seat named after its colour: "Rot" in German
    german = worded("de", "{player}: place the tile. Drag it onto a highlighted cell, or tap one.", player="Rot")
    assert "tippe" in german
    frame.locator(".turn-line").filter(has_text=german).wait_for()
    cell = frame.locator("[data-testid=legal-cell]").first
    cell.click()
    frame.locator("[data-tentative]").wait_for(state="attached")
    assert console_errors == []


@pytest.mark.parametrize("width", [320, 720])
def test_a_parent_that_follows_the_height_message_shows_everything_unscrolled_and_settles(
        page, host, console_errors, width):
    page.set_viewport_size({"width": width + 40, "height": 1400})
    frame = host.open(page, src_query("occupied.json"), width=width)
    wait_counter(frame, "3 / 3")

    def settled() -> int:
        page.wait_for_function("(() => { const h = window.received.filter(m => m.type === 'carcassonne:height');"
                               " return h.length && Math.abs(document.getElementById('embed')"
                               ".getBoundingClientRect().height - h[h.length - 1].height) < 1; })()")
        return received(page, "carcassonne:height")[-1]["height"]

    def quiet() -> int:
        """Settled, then quiet while the frame's fonts load and it paints 12 more frames (content that shows up
        late may ask once more; a loop of resizes asks again at every frame, and never stops)."""
        for _ in range(6):
            height = settled()
            count = len(received(page, "carcassonne:height"))
            frame.evaluate("document.fonts.ready.then(() => new Promise(done => {"
                           " const next = k => k ? requestAnimationFrame(() => next(k - 1)) : done(); next(12); }))")
            wait_frames(page, 2)  # and the parent has taken in the messages of those frames
            if len(received(page, "carcassonne:height")) == count:
                return height
        raise AssertionError(f"the height keeps changing: {received(page, 'carcassonne:height')}")

    height = quiet()
    assert problems(frame, STEPS + TURN + TEXTS + ["task-prompt"]) == []
    text = frame.evaluate("(() => { const t = document.querySelector('[data-testid=embed-text]');"
                          " return [t.scrollHeight, t.clientHeight]; })()")
    assert text[0] <= text[1] + 1, f"the texts scroll in a frame of their own height: {text}"
    natural = frame.evaluate("document.querySelector('.embed-board-natural').getBoundingClientRect().height")
    assert frame.get_by_test_id("embed-board").bounding_box()["height"] >= natural - 2
    # another step, other texts: a new height, followed, and still nothing scrolls
    before = len(received(page, "carcassonne:height"))
    send(page, {"type": "carcassonne:goto", "step": 0})
    wait_counter(frame, "0 / 3")
    # the new height's message: until the frame has laid out again, the old height still matches it
    page.wait_for_function("window.received.filter(m => m.type === 'carcassonne:height').length > %d" % before)
    assert settled() != height
    assert problems(frame, STEPS + TEXTS) == []
    assert console_errors == []
