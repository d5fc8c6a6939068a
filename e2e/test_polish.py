"""Play polish (issue 13): shortcuts without focusing the board, turning a tile just put down, menus."""

import re
from pathlib import Path

import pytest

from gameplay import (cell_center, center, drag_tile, hold_clock, open_app, place_on_first_legal_cell, run_clock_until,
                      start_game, turns_played, wait_deploying, wait_placing)

SHOTS = Path(__file__).resolve().parent / "test-results" / "polish"

FREE_POINT = """() => {
    const box = document.querySelector('[data-tentative]').getBoundingClientRect();
    for (const fy of [0.2, 0.35, 0.5, 0.65, 0.8]) for (const fx of [0.2, 0.35, 0.5, 0.65, 0.8]) {
        const x = box.x + box.width * fx, y = box.y + box.height * fy;
        const el = document.elementFromPoint(x, y);
        if (el && el.closest('#board') && !el.closest('[data-testid=meeple-spot], [data-city]')) return [x, y];
    }
    return null;
}"""


def shot(page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"))


def body_has_focus(page) -> bool:
    return page.evaluate("() => document.activeElement === document.body || document.activeElement === null")


def tentative_rot(page) -> str:
    return page.locator("[data-tentative]").get_attribute("data-rot")


def test_shortcuts_work_after_a_mouse_drag(menu_page):
    page = menu_page
    start_game(page, seed=17)
    board = page.get_by_test_id("board").bounding_box()
    page.mouse.move(board["x"] + 30, board["y"] + 30)
    page.mouse.down()
    page.mouse.move(board["x"] + 90, board["y"] + 70, steps=5)
    page.mouse.up()
    page.evaluate("() => document.activeElement && document.activeElement.blur()")
    assert body_has_focus(page)
    tray = page.get_by_test_id("current-tile")
    before = int(tray.get_attribute("data-rot"))
    page.keyboard.press("r")
    assert int(tray.get_attribute("data-rot")) == (before + 90) % 360
    transform = page.locator("#camera").get_attribute("transform")
    page.keyboard.press("+")
    assert page.locator("#camera").get_attribute("transform") != transform
    cell = page.locator("[data-testid=legal-cell]").first
    drag_tile(page, center(cell.bounding_box()))
    wait_deploying(page)
    # the drop gives the board the focus (issue 22): Enter and the arrows work on from it, Escape too
    assert page.evaluate("() => document.activeElement.id") == "board"
    page.keyboard.press("Escape")
    wait_placing(page)
    assert page.locator("[data-tentative]").count() == 0
    shot(page, "shortcuts-after-drag")


def test_a_tile_just_put_down_turns_on_click_until_a_spot_is_chosen(menu_page):
    page = menu_page
    start_game(page, seed=17)
    turned = False
    for i in range(page.locator("[data-testid=legal-cell]").count()):
        cell = page.locator("[data-testid=legal-cell]").nth(i)
        drag_tile(page, center(cell.bounding_box()))
        wait_deploying(page)
        before = tentative_rot(page)
        point = page.evaluate(FREE_POINT)
        assert point is not None, "no point of the tile just put down is free of follower spots"
        page.mouse.click(*point)
        if tentative_rot(page) != before:
            turned = True
            break
        page.get_by_test_id("undo-turn").click()
        wait_placing(page)
    assert turned, "clicking the tile just put down never turned it"
    spot = page.get_by_test_id("meeple-spot").first
    spot.click()
    assert page.locator("[data-testid=meeple-spot][aria-pressed=true]").count() == 1
    chosen = tentative_rot(page)
    point = page.evaluate(FREE_POINT)
    page.mouse.click(*point)
    assert tentative_rot(page) == chosen, "the tile turned although a follower spot was chosen"
    shot(page, "turned-on-click")


def test_the_export_menu_closes_on_choice_outside_click_and_escape(menu_page):
    page = menu_page
    start_game(page, seed=17)
    menu = page.get_by_test_id("export-menu")
    summary = menu.locator("summary")

    def is_open() -> bool:
        return menu.evaluate("d => d.open")

    summary.click()
    assert is_open()
    shot(page, "export-menu-open")
    page.keyboard.press("Escape")
    assert not is_open()
    assert page.locator("[data-testid=legal-cell]").count() > 0
    summary.click()
    assert is_open()
    board = page.get_by_test_id("board").bounding_box()
    page.mouse.click(board["x"] + 10, board["y"] + board["height"] - 10)
    assert not is_open()
    summary.click()
    with page.expect_download():
        page.get_by_test_id("export-save").click()
    assert not is_open()


def test_escape_with_the_export_menu_open_keeps_the_tile_down(menu_page):
    page = menu_page
    start_game(page, seed=17)
    drag_tile(page, center(page.locator("[data-testid=legal-cell]").first.bounding_box()))
    wait_deploying(page)
    page.get_by_test_id("export-menu").locator("summary").click()
    page.keyboard.press("Escape")
    assert page.locator("[data-tentative]").count() == 1
    assert not page.get_by_test_id("export-menu").evaluate("d => d.open")


def test_a_stale_toast_goes_when_the_turn_changes(page, no_page_errors):
    """The page's clock is held from before the refusal: the toast's own timer (`Notices.TOAST_MS`) cannot hide it
    while the test looks (on a slow box the turn could take longer than it), so only the turn changing can.  A page
    of its own, not the module's shared one (`menu_page`): a held clock stays with its browser context."""
    open_app(page)
    start_game(page, seed=17)
    hold_clock(page)
    drag_tile(page, cell_center(page, 0, 0))  # onto the start tile: refused with a toast
    toast = page.get_by_test_id("toast")
    assert toast.is_visible()
    refused = toast.text_content()
    page.get_by_test_id("board").focus()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    run_clock_until(page, "!!document.querySelector('[data-tentative]')")
    assert toast.is_visible()
    page.keyboard.press("Enter")
    run_clock_until(page, "!!document.querySelector('[data-testid=legal-cell]')")  # the next turn
    assert toast.is_hidden() or toast.text_content() != refused


def test_the_turn_box_shows_the_result_after_the_game(menu_page):
    page = menu_page
    start_game(page, seed=5, tiles=4)
    for _ in range(4):
        place_on_first_legal_cell(page)
        page.get_by_test_id("skip-deploy").click()
    page.get_by_test_id("final-scores").wait_for()
    page.get_by_test_id("final-close").click()
    assert page.locator(".turn-box .actions").is_hidden()
    assert re.search(r"wins with|tie", page.locator(".turn-box").inner_text())
    shot(page, "game-over-turn-box")


def test_taking_back_a_confirmed_turn_is_asked_and_names_whose_turn(menu_page):
    page = menu_page
    start_game(page, seed=17)
    take_back = page.get_by_test_id("take-back")
    assert take_back.is_hidden()
    place_on_first_legal_cell(page)
    page.get_by_test_id("confirm-turn").click()
    wait_placing(page)
    assert turns_played(page) == 1
    take_back.click()
    ask = page.get_by_test_id("take-back-ask")
    assert ask.is_visible() and "Anna" in ask.inner_text()
    shot(page, "take-back-ask")
    page.get_by_test_id("take-back-cancel").click()
    assert ask.is_hidden() and turns_played(page) == 1
    take_back.click()
    page.get_by_test_id("take-back-confirm").click()
    page.wait_for_function("() => document.querySelector('[data-testid=placed-tile]:not([data-tentative])') "
                           "&& document.querySelectorAll('[data-testid=placed-tile]').length === 1")
    assert turns_played(page) == 0
    assert take_back.is_hidden() and ask.is_hidden()


def camera_translate(page) -> tuple[float, float]:
    transform = page.locator("#camera").get_attribute("transform")
    x, y = re.search(r"translate\(([-\d.]+)[ ,]+([-\d.]+)\)", transform).groups()
    return float(x), float(y)


def test_dragging_a_tile_near_the_board_edge_scrolls_the_board(menu_page):
    page = menu_page
    start_game(page, seed=17)
    for _ in range(4):
        page.get_by_role("button", name="Zoom in").first.click()
    board = page.get_by_test_id("board").bounding_box()
    mid = (board["x"] + board["width"] / 2, board["y"] + board["height"] / 2)
    page.mouse.move(mid[0] + 200, board["y"] + 20)  # pan: the legal cells on the left go out of view
    page.mouse.down()
    page.mouse.move(mid[0] - 300, board["y"] + 20, steps=6)
    page.mouse.up()
    before = camera_translate(page)
    sx, sy = center(page.get_by_test_id("current-tile").bounding_box())
    page.mouse.move(sx, sy)
    page.mouse.down()
    page.mouse.move(sx - 20, sy - 10, steps=2)
    page.mouse.move(board["x"] + board["width"] / 2, board["y"] + board["height"] / 2, steps=6)
    assert camera_translate(page) == before  # crossing the edge from the tray does not scroll
    page.mouse.move(board["x"] + 6, board["y"] + board["height"] / 2, steps=6)
    page.wait_for_function(f"() => !document.querySelector('#camera').getAttribute('transform')"
                           f".includes('translate({before[0]:.2f}')", timeout=10_000)
    shot(page, "edge-scroll")
    page.mouse.move(board["x"] + board["width"] / 2, board["y"] + board["height"] / 2, steps=3)
    page.mouse.up()
    assert camera_translate(page)[0] > before[0]  # the board moved right: the cells on the left came into view


HEAD_INSIDE = """() => {
    const panel = document.querySelector('#screen-game .panel').getBoundingClientRect();
    const head = document.querySelector('#screen-game .panel-head');
    const controls = [...head.querySelectorAll(':scope > button, :scope > select, :scope > details > summary')];
    const out = controls
        .map(el => [el.dataset.testid || el.tagName, el.getBoundingClientRect()])
        .filter(([, r]) => r.left < panel.left - 0.5 || r.right > panel.right + 0.5 || r.width === 0)
        .map(([name]) => name);
    const tops = controls.map(el => el.getBoundingClientRect().top);
    const title = head.querySelector('.panel-title');
    const shown = title.getBoundingClientRect().width > 0;
    return {out, overflow: head.scrollWidth - head.clientWidth, rows: Math.max(...tops) - Math.min(...tops) < 2 ? 1 : 2,
            title: shown ? (title.scrollWidth <= title.clientWidth + 0.5 ? 'whole' : 'cut') : 'none'};
}"""


@pytest.fixture
def river_game(menu_page):
    """A game with the river and the inns (seed 17) that the tests below only look at, on the module's page."""
    start_game(menu_page, seed=17, expansions=("river", "inns-cathedrals"))
    return menu_page


def test_the_panel_head_keeps_its_buttons_inside_at_desktop_widths_in_both_languages(river_game):
    page = river_game
    for lang in ("en", "de"):
        page.locator("#screen-game [data-testid=lang-switch]").select_option(lang)
        for width, height in ((1280, 720), (1024, 768), (1440, 900), (1920, 1080)):
            page.set_viewport_size({"width": width, "height": height})
            found = page.evaluate(HEAD_INSIDE)
            title = found.pop("title")
            assert found == {"out": [], "overflow": 0, "rows": 1}, (lang, width, found)
            assert title in ("whole", "none"), (lang, width, title)  # never a squeezed "C…"
            summary = page.get_by_test_id("export-menu").locator("summary")
            assert summary.is_visible() and page.get_by_test_id("menu").is_visible()
            if (lang, width) == ("de", 1280):
                shot(page, "panel-head-de-1280")
            if (lang, width) == ("en", 1920):
                shot(page, "panel-head-en-1920")


SIX = ("Annalena Marie", "Bartholomew", "Cleopatra Ximena", "Dietrich", "Evangelina", "Friedrich-Wilhelm")

# The element is on screen and nothing lies over its middle (the sticky turn box must not be under something).
ON_TOP = """(testid) => {
    const el = document.querySelector(`[data-testid="${testid}"]`);
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.left < 0 || r.top < 0 || r.right > innerWidth || r.bottom > innerHeight) return false;
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
}"""
TURN_PARTS = ("current-tile", "rotate", "undo-turn", "skip-deploy", "confirm-turn", "hint")
CODE = re.compile(r"\((?:[NESWCGI]|NN[EW]|EN[EW]|ES[EW]|SS[EW]|WS[EW]|WN[EW])\)|\b(?:NNE|NNW|ENE|ESE|SSE|SSW|WSW|WNW)\b")


def start_six(page) -> None:
    """Six players with long names (Inns & Cathedrals allows six), the river on, seed 17."""
    start_game(page, names=SIX, seed=17, expansions=("inns-cathedrals", "river"))


def spot_labels(page) -> list[str]:
    return [s.get_attribute("aria-label") for s in page.get_by_test_id("meeple-spot").all()]


def test_six_long_named_players_leave_the_whole_turn_on_screen_at_desktop_sizes(menu_page):
    page = menu_page
    start_six(page)
    for width, height in ((1280, 720), (1024, 768)):
        page.set_viewport_size({"width": width, "height": height})
        hidden = [part for part in TURN_PARTS if not page.evaluate(ON_TOP, part)]
        assert hidden == [], (width, hidden)
    page.set_viewport_size({"width": 1280, "height": 720})
    shot(page, "six-players-1280")
    place_on_first_legal_cell(page)
    labels = spot_labels(page)
    assert labels and len(set(labels)) == len(labels), labels
    assert not [label for label in labels if CODE.search(label)], labels
    page.get_by_test_id("confirm-turn").click()
    wait_placing(page)
    page.get_by_test_id("take-back").wait_for()  # the turn box grows a line
    for width, height in ((1280, 720), (1024, 768)):
        page.set_viewport_size({"width": width, "height": height})
        hidden = [part for part in TURN_PARTS + ("take-back",) if not page.evaluate(ON_TOP, part)]
        assert hidden == [], (width, hidden)
    shot(page, "six-players-1024-after-a-turn")


def test_follower_spots_are_named_in_plain_words_in_both_languages(menu_page):
    page = menu_page
    start_game(page, seed=17)
    page.get_by_test_id("board").focus()
    checked = 0
    for lang in ("en", "de"):
        page.locator("#screen-game [data-testid=lang-switch]").select_option(lang)
        for i in range(min(4, page.locator("[data-testid=legal-cell]").count())):
            drag_tile(page, center(page.locator("[data-testid=legal-cell]").nth(i).bounding_box()))
            wait_deploying(page)
            labels = spot_labels(page)
            titles = [t.text_content() for t in page.locator("[data-testid=meeple-spot] title").all()]
            assert len(set(labels)) == len(labels), labels  # two spots of a kind are told apart
            assert not [x for x in labels + titles if CODE.search(x)], labels + titles
            checked += len(labels)
            page.get_by_test_id("undo-turn").click()
            wait_placing(page)
    assert checked > 0


THINKING_AFTER = """() => {
    const box = document.querySelector('.turn-box');
    box.classList.add('thinking');
    const line = getComputedStyle(document.querySelector('#turn-line'), '::after').content;
    box.classList.remove('thinking');
    return line;
}"""


def test_the_thinking_line_says_it_once_and_the_menu_snow_covers_a_scrolled_page(menu_page):
    page = menu_page
    page.set_viewport_size({"width": 1280, "height": 480})
    page.evaluate("() => window.scrollTo(0, document.documentElement.scrollHeight)")
    assert page.evaluate("() => document.documentElement.scrollHeight") > 480  # the menu does scroll here
    painted = page.evaluate("""() => [getComputedStyle(document.documentElement).backgroundImage,
                                      getComputedStyle(document.body).backgroundImage]""")
    assert "gradient" in painted[0] and painted[1] == "none", painted  # the root paints the whole canvas
    shot(page, "menu-scrolled-snow")
    page.set_viewport_size({"width": 1280, "height": 720})
    page.evaluate("() => window.scrollTo(0, 0)")
    start_game(page, seed=17)
    for lang in ("en", "de"):
        page.locator("#screen-game [data-testid=lang-switch]").select_option(lang)
        assert page.evaluate(THINKING_AFTER) in ("none", "normal"), lang  # the line itself says "is thinking…"


WORDS_SPLIT = """() => [...document.querySelectorAll('.tile-entry .tile-id')].flatMap(el => {
    const node = el.firstChild, text = node.textContent, split = [];
    for (const m of text.matchAll(/\\S+/g)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        if (range.getClientRects().length > 1) split.push(m[0]);
    }
    return split;
})"""
GROUP_NAMES = """() => [...document.querySelectorAll('.tile-group')].map(g =>
    [...g.querySelectorAll('.tile-entry')].map(el => [el.dataset.tile, el.querySelector('.tile-id').textContent]))"""


# the thumbnails are `<use>`s of the board's symbols: each entry's symbol is in the page and has a drawing
THUMBS_UNDRAWN = """() => [...document.querySelectorAll('[data-testid=tile-list] .tile-entry')].filter(el => {
    const use = el.querySelector('svg use');
    const href = use && use.getAttribute('href');
    const symbol = href && document.querySelector(href);
    return href !== '#tile-' + el.dataset.tile || !symbol || symbol.tagName !== 'symbol' || !symbol.childElementCount;
}).map(el => el.dataset.tile)"""


def same_edges_turned(a: str, b: str) -> bool:
    """Whether two tile types show the same edges up to turning (a mirror image of a one-sided tile does not)."""
    from carcassonne.tiles import TILE_TYPES

    edges = TILE_TYPES[a].edges
    return any(edges[k:] + edges[:k] == TILE_TYPES[b].edges for k in range(4))


def test_the_tile_list_names_every_type_apart_and_splits_no_german_word(river_game):
    page = river_game
    for lang in ("en", "de"):
        page.locator("#screen-game [data-testid=lang-switch]").select_option(lang)
        page.get_by_test_id("tiles-open").click()
        page.locator(".tile-entry").first.wait_for()
        groups = page.evaluate(GROUP_NAMES)
        assert len(groups) >= 3
        for entries in groups:
            by_name: dict[str, list[str]] = {}
            for tile_id, name in entries:
                by_name.setdefault(name, []).append(tile_id)
            mixed = {name: ids for name, ids in by_name.items() if not all(same_edges_turned(ids[0], i) for i in ids)}
            assert mixed == {}, mixed  # one name, one shape: mirror images are told apart
        assert page.evaluate(WORDS_SPLIT) == [], lang
        assert page.evaluate(THUMBS_UNDRAWN) == [], lang
        shot(page, f"tile-list-{lang}")
        page.keyboard.press("Escape")



OPTION_FITS = """() => {
    const out = [], canvas = document.createElement('canvas').getContext('2d');
    for (const select of document.querySelectorAll('#screen-new select.kind, #screen-new [data-testid^=player-color]')) {
        if (!select.offsetParent) continue;
        const style = getComputedStyle(select);
        canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 16;
        for (const option of select.options) {
            const need = canvas.measureText(option.text).width;
            if (need > room) out.push([select.dataset.testid, option.text, Math.round(need), Math.round(room)]);
        }
    }
    return out;
}"""


def test_the_new_game_form_shows_each_seat_s_level_whole(menu_page):
    page = menu_page
    page.get_by_test_id("player-kind-1").select_option("medium")
    for lang in ("en", "de"):
        page.locator("#screen-new [data-testid=lang-switch]").select_option(lang)
        for width, height in ((1280, 720), (1024, 768), (390, 844), (844, 390)):
            page.set_viewport_size({"width": width, "height": height})
            assert page.evaluate(OPTION_FITS) == [], (lang, width)
            name = page.get_by_test_id("player-name-0").bounding_box()
            assert name["width"] >= 140, (lang, width, name)  # a name stays readable beside its colour
    shot(page, "new-game-levels-de-390")
