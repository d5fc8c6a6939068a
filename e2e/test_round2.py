"""Play, round 2 (issue 22): the final walk keeps the result back until it reaches it, the final table fits a phone
with Total in view, the scores stay in view beside a tall turn box, the keys work right after a mouse drop, the
gingerbread man's cities are on screen when the choice opens.  Screenshots go to e2e/test-results/round2/."""

from __future__ import annotations


import pytest

from gameplay import (center, hold_clock, open_app, run_clock_until, saved_game, screenshot, start_game,
                      wait_deploying, wait_placing)

from carcassonne import record

PHONE = {"width": 390, "height": 844}
LANDSCAPE = {"width": 844, "height": 390}
DESKTOP = {"width": 1280, "height": 800}

SNAPSHOT = """() => {
    // what the page shows at one moment of the final walk (read in one task: nothing moves meanwhile)
    const box = document.querySelector('[data-testid=final-walk]');
    return {index: box ? +(box.dataset.index || 0) : null,
            line: document.querySelector('.turn-line').textContent,
            report: [...document.querySelectorAll('[data-testid=turn-report] ul > li')].map(li => li.textContent),
            finalOpen: !document.querySelector('#final-open').hidden,
            table: !!document.querySelector('[data-testid=final-scores][open]')};
}"""


def shot(page, name: str) -> None:
    screenshot(page, "round2", name)


def inside(box, width: float, height: float) -> bool:
    return bool(box) and box["x"] >= -0.5 and box["y"] >= -0.5 and box["x"] + box["width"] <= width + 0.5 \
        and box["y"] + box["height"] <= height + 0.5


def tap_first_cell_and_go_on(page, hold: bool = False) -> None:
    """Put the tile on the first legal cell with a click (no drag: it works on every screen), then a follower on
    the first spot if any, and confirm (with the page's clock held from just before the confirmation if ``hold``)."""
    page.locator("[data-testid=legal-cell]").first.click()
    wait_deploying(page)
    if hold:
        hold_clock(page)
    spots = page.get_by_test_id("meeple-spot")
    if spots.count():
        spots.first.click()
        page.get_by_test_id("confirm-turn").click()
    else:
        page.get_by_test_id("skip-deploy").click()


def play_to_the_walk(page) -> None:
    """A taster game (4 tiles) played until the final walk starts, with the page's clock held at the last
    confirmation: the walk moves only when the test moves the clock."""
    for turn in range(4):
        tap_first_cell_and_go_on(page, hold=turn == 3)
        if turn == 3:
            run_clock_until(page, "!!document.querySelector('[data-testid=final-walk]')")
            return
        page.wait_for_function("() => document.querySelector('[data-testid=legal-cell]')")


@pytest.mark.parametrize("locale, screen", [
    pytest.param("en-GB", PHONE, marks=pytest.mark.browser_context_args(locale="en-GB", viewport=PHONE, has_touch=True),
                 id="phone-en"),
    pytest.param("de-DE", PHONE, marks=pytest.mark.browser_context_args(locale="de-DE", viewport=PHONE, has_touch=True),
                 id="phone-de"),
    pytest.param("en-GB", LANDSCAPE, marks=pytest.mark.browser_context_args(locale="en-GB", viewport=LANDSCAPE,
                                                                           has_touch=True), id="landscape-en"),
    pytest.param("de-DE", DESKTOP, marks=pytest.mark.browser_context_args(locale="de-DE", viewport=DESKTOP),
                 id="desktop-de")])
def test_final_walk_keeps_the_result_back_and_the_table_fits(page, no_page_errors, locale, screen):
    open_app(page)  # the normal speed: each feature stays a moment
    start_game(page, names=("Annalena Marie", "Bartholomew"), seed=5, tiles=4, expansions=("abbot",))
    play_to_the_walk(page)
    page.get_by_test_id("final-walk").wait_for()
    game = saved_game(page)
    last = game.reports[-1]
    paying = [i for i, item in enumerate(last.final) if any(n for _, n in item.awards)]
    assert len(paying) >= 2, "the seed should leave two features to score at the end"
    winner_name = game.names[game.winners[0]]
    base = len(last.scored) + len(last.set_aside) + 1  # the turn's own lines and "The bag is empty …"
    seen = set()
    while True:
        snap = page.evaluate(SNAPSHOT)
        if snap["index"] is None:
            break
        k = snap["index"]
        shown = paying[k - 1] + 1 if k else 0
        assert len(snap["report"]) == base + shown, (k, snap["report"])
        assert winner_name not in snap["line"] and not snap["finalOpen"] and not snap["table"], snap
        seen.add(k)
        if k == 1:
            shot(page, f"walk-first-{screen['width']}-{locale}")
        if k >= 2:
            page.clock.resume()
            page.get_by_test_id("final-walk-skip").click()
            break
        run_clock_until(page, f"""(() => {{ const box = document.querySelector('[data-testid=final-walk]');
                                           return !box || +(box.dataset.index || 0) > {k}; }})()""")
    assert seen == {0, 1, 2}  # each step seen, none skipped over
    table = page.get_by_test_id("final-scores")
    table.wait_for()
    snap = page.evaluate(SNAPSHOT)
    assert winner_name in snap["line"] and len(snap["report"]) == base + len(last.final)
    shot(page, f"final-table-{screen['width']}-{locale}")
    wrap = page.locator(".final-wrap")
    assert wrap.evaluate("e => e.scrollWidth <= e.clientWidth + 1"), "the final table scrolls sideways"
    for p in range(2):
        assert inside(page.get_by_test_id(f"final-total-{p}").bounding_box(), screen["width"], screen["height"])
        assert inside(page.get_by_test_id(f"final-field-{p}").bounding_box(), screen["width"], screen["height"])
    assert int(page.get_by_test_id(f"final-total-{game.winners[0]}").inner_text()) == game.scores[game.winners[0]]


@pytest.mark.parametrize("screen", [DESKTOP, LANDSCAPE, PHONE], ids=["desktop", "landscape", "narrow"])  # a mouse
def test_enter_and_arrows_work_right_after_a_mouse_drop(menu_page, screen):
    page = menu_page
    page.set_viewport_size(screen)
    start_game(page, names=("Anna", "Ben"), seed=3, tiles=12)
    for turn in (1, 2):
        page.get_by_test_id("rotate").click()  # the focus is on a button of the turn box when the drag starts
        cell = page.locator("[data-testid=legal-cell]").first
        sx, sy = center(page.get_by_test_id("current-tile").bounding_box())
        page.mouse.move(sx, sy)
        page.mouse.down()
        page.mouse.move(sx - 20, sy - 10, steps=2)
        page.mouse.move(*center(cell.bounding_box()), steps=8)
        page.mouse.up()
        wait_deploying(page)
        camera = page.locator("#camera").get_attribute("transform")
        page.keyboard.press("ArrowRight")  # pans the board while a follower is being chosen
        page.wait_for_function("t => document.querySelector('#camera').getAttribute('transform') !== t", arg=camera)
        page.keyboard.press("Enter")  # confirms the turn
        page.wait_for_function(f"""() => {{ const id = localStorage.getItem('carcassonne:v1:current');
            return id && JSON.parse(localStorage.getItem('carcassonne:v1:save:' + id)).turns.length === {turn}; }}""")
        wait_placing(page)


SCORES_SEEN = """() => [...document.querySelectorAll('#scoreboard [data-testid^=score-]')].map(e => {
    // each score is on screen and not covered: the element at its centre is the score itself
    const r = e.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
    return r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth
        && e.contains(document.elementFromPoint(x, y));
})"""


@pytest.mark.parametrize("screen", ["desktop", "landscape", "phone"])
def test_scores_stay_in_view_beside_a_tall_turn_box_and_open_settings(menu_page, screen):
    """At 1280x800 the panel's lower part scrolls on its own; in phone landscape the whole panel scrolls under the
    scores stuck to its top; on a phone in portrait the scores are the top bar and Settings are behind ⋯.

    The module's booted page at each size (the layout follows the window's size alone; nothing here is tapped)."""
    page = menu_page
    page.set_viewport_size({"desktop": DESKTOP, "landscape": LANDSCAPE, "phone": PHONE}[screen])
    start_game(page, names=("Anna", "Ben", "Carla", "Dieter"), seed=7, expansions=("abbot", "inns-cathedrals"))
    page.locator("[data-testid=legal-cell]").first.click()
    wait_deploying(page)
    page.get_by_test_id("skip-deploy").click()
    wait_placing(page)
    page.locator("[data-testid=legal-cell]").first.click()
    wait_deploying(page)
    page.get_by_test_id("hint").click()
    page.get_by_test_id("hint-box").wait_for()
    if screen != "phone":  # (a phone's take-back is under ⋯, its turn box a sheet under the board)
        page.get_by_test_id("take-back").click()  # the question opens in the turn box
        page.get_by_test_id("take-back-ask").wait_for()
        assert page.locator(".turn-box").evaluate("e => e.offsetHeight") > 400, "the turn box should be tall here"
    assert page.evaluate(SCORES_SEEN) == [True] * 4
    if screen == "phone":
        page.get_by_test_id("more").click()  # the sheet with the log and Settings
    page.locator("details.settings summary").click()
    page.get_by_test_id("motion").scroll_into_view_if_needed()
    assert page.get_by_test_id("motion").is_visible()
    shot(page, f"{screen}-tall-turn-box-settings")
    assert page.evaluate(SCORES_SEEN) == [True] * 4
    if screen == "phone":
        page.get_by_test_id("more").click()
    confirm = page.get_by_test_id("confirm-turn")
    confirm.scroll_into_view_if_needed()
    assert page.evaluate(SCORES_SEEN) == [True] * 4
    page.evaluate("document.querySelector('details.settings').open = false")  # as the next test expects it


def gingerbread_choice_save():
    """A seeded gingerbread game played at random until the drawn tile, put on some legal cell in the rotation
    the page shows first, moves the gingerbread man with a choice of cities at least three cells apart: (save
    text, that cell)."""
    import random

    from carcassonne import Rules
    from carcassonne.game import Game
    from ui.controller import TurnState

    for seed in range(1, 200):
        rng = random.Random(seed)
        game = Game(["Anna", "Ben"], seed=seed, rules=Rules(farmers=True, expansions=("gingerbread",)))
        for played in range(40):
            turn = TurnState(game, frozenset())
            for cell in turn.options if played >= 6 else ():
                rot = turn.fitting(cell)
                placement = next(p for p in game.legal_placements() if (p.x, p.y) == cell and p.rot == rot)
                cities = game.turn_choices(placement).get("gingerbread", [])
                cells = [(c.x, c.y) for c in cities] + [cell]
                span = max(max(c[0] for c in cells) - min(c[0] for c in cells),
                           max(c[1] for c in cells) - min(c[1] for c in cells))
                if len(cities) > 1 and span >= 3:
                    return record.save_json(game), cell
            game.play(rng.choice(game.legal_turns()))
    raise AssertionError("no seed gives a gingerbread choice")


@pytest.mark.parametrize("size", [
    pytest.param("desktop", marks=pytest.mark.browser_context_args(viewport=DESKTOP)),
    pytest.param("landscape", marks=pytest.mark.browser_context_args(viewport=LANDSCAPE, has_touch=True)),
    pytest.param("phone", marks=pytest.mark.browser_context_args(viewport=PHONE, has_touch=True))])
def test_the_gingerbread_choice_opens_with_every_city_on_screen(page, no_page_errors, tmp_path, size):
    text, (x, y) = gingerbread_choice_save()
    path = tmp_path / "gingerbread.json"
    path.write_text(text)
    open_app(page)
    page.get_by_test_id("import-file").set_input_files(str(path))
    wait_placing(page)
    page.locator(f'[data-testid=legal-cell][data-x="{x}"][data-y="{y}"]').click()
    badges = page.get_by_test_id("gingerbread-city")
    badges.first.wait_for()
    page.get_by_test_id("gingerbread-step").wait_for()
    shot(page, f"gingerbread-choice-{size}")
    board = page.get_by_test_id("board").bounding_box()
    assert badges.count() >= 2
    for badge in badges.all():
        box = badge.locator(".badge-ring").bounding_box()
        assert box["x"] >= board["x"] and box["y"] >= board["y"], box
        assert box["x"] + box["width"] <= board["x"] + board["width"], box
        assert box["y"] + box["height"] <= board["y"] + board["height"], box
        if size != "desktop":
            assert min(box["width"], box["height"]) >= 43.5, box  # a finger's size
        x, y = center(box)  # nothing lies over it (the zoom buttons, the phone's tools, the turn box)
        assert badge.evaluate("(b, [x, y]) => b.contains(document.elementFromPoint(x, y))", [x, y]), box
    badges.first.tap() if size != "desktop" else badges.first.click()
    page.wait_for_function("document.querySelector('[data-testid=gingerbread-city][aria-pressed=true]')")


@pytest.mark.browser_context_args(viewport=LANDSCAPE, has_touch=True)
def test_phone_landscape_shows_default_computer_names_whole(page, no_page_errors):
    open_app(page)
    page.locator('input[name=players][value="4"]').check()
    for seat in (1, 2, 3):
        page.get_by_test_id(f"player-kind-{seat}").select_option("easy")
    page.get_by_test_id("start-game").click()
    page.locator("#scoreboard li").first.wait_for()
    shot(page, "landscape-computer-names")
    cut = page.evaluate("""() => [...document.querySelectorAll('#scoreboard .name')]
        .filter(n => n.scrollWidth > n.clientWidth + 0.5).map(n => n.textContent)""")
    assert cut == []
    assert page.get_by_test_id("player-1").inner_text() == "Computer 2"


@pytest.mark.browser_context_args(viewport=DESKTOP, locale="de-DE")
def test_start_game_and_the_settings_fit_at_1280_by_800_in_german(page, no_page_errors):
    open_app(page)
    for name in ("abbot", "inns-cathedrals", "gingerbread"):
        page.get_by_test_id(f"expansion-{name}").check()
    page.locator('input[name=players][value="6"]').check()
    assert inside(page.get_by_test_id("start-game").bounding_box(), DESKTOP["width"], DESKTOP["height"])
    page.get_by_test_id("start-game").click()
    wait_placing(page)
    page.locator("details.settings summary").click()
    settings = page.locator("details.settings")
    assert settings.evaluate("e => e.scrollWidth <= e.clientWidth + 1"), "the settings scroll sideways"
    panel = page.locator(".panel").bounding_box()
    motion = page.get_by_test_id("motion").bounding_box()
    assert motion["x"] + motion["width"] <= panel["x"] + panel["width"] + 0.5
    shot(page, "desktop-settings-de")


@pytest.mark.parametrize("locale, words", [
    pytest.param("en-GB", ["Fit", "Tiles", "Menu", "Log"],
                 marks=pytest.mark.browser_context_args(locale="en-GB", viewport=PHONE, has_touch=True)),
    pytest.param("de-DE", ["Spielplan", "Karten", "Menü", "Verlauf"],
                 marks=pytest.mark.browser_context_args(locale="de-DE", viewport=PHONE, has_touch=True))])
def test_the_phone_tool_buttons_say_what_they_do(page, no_page_errors, locale, words):
    open_app(page)
    start_game(page, names=("Anna", "Ben"), seed=3, tiles=4)
    labels = page.locator(".board-tools .tool-label")
    visible = [label.inner_text() for label in labels.all() if label.is_visible()]
    assert visible == words
    for label in labels.all():
        assert inside(label.bounding_box(), PHONE["width"], PHONE["height"])
    page.get_by_test_id("more").tap()  # "Log" opens the sheet with the game log
    page.locator("details.log summary").scroll_into_view_if_needed()
    assert page.locator("details.log summary").is_visible()
    shot(page, f"phone-tools-{locale}")
