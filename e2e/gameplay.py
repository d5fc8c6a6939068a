"""Helpers for the browser tests that play the game like a person (imported by e2e/test_*.py; no tests here).

Everything goes through the page's test hooks (``data-testid``) and the real mouse and keyboard.  Expected
outcomes are computed with the same engine on CPython (``py/`` is put on the path), with the same seed.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT / "py") not in sys.path:
    sys.path.insert(0, str(ROOT / "py"))

BOOT_TIMEOUT_MS = 60_000
#: The contexts' reduced-motion preference (pytest-playwright's ``reduced_motion``) in a test about the page's
#: motion: the tests' contexts ask for reduced motion (e2e/conftest.py: `browser_context_args`), this asks for none.
MOTION = "no-preference"
SAVE_PREFIX = "carcassonne:v1:save:"
CURRENT_KEY = "carcassonne:v1:current"


def wait_booted(page, timeout: float = BOOT_TIMEOUT_MS) -> None:
    """Until the app has booted: boot.js marks ``<html class="app-ready">`` once the first screen is up.  The one
    boot wait of the browser tests; ``page`` may be a Page, a Frame or a FrameLocator (an embedded app)."""
    page.locator("html.app-ready").wait_for(state="attached", timeout=timeout)


def wait_worker_controls(page, timeout: float = BOOT_TIMEOUT_MS) -> None:
    """Until the site's service worker controls the page (the first visit installs it after app-ready)."""
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=timeout)


def wait_ai_worker(page, timeout: float = BOOT_TIMEOUT_MS) -> None:
    """Until the computer players' worker has booted its own interpreter (``<html data-ai-worker="ready">``)."""
    page.wait_for_function("document.documentElement.dataset.aiWorker === 'ready'", timeout=timeout)


def wait_lang(page, lang: str) -> None:
    """Until the page speaks ``lang`` (``<html lang>``, set when the language changes)."""
    page.wait_for_function(f"document.documentElement.lang === {lang!r}")


def camera_moves(page) -> int:
    """How often the board has shown a new camera (``data-camera-moves``: each pan, zoom or fit counts)."""
    return int(page.locator("#board").get_attribute("data-camera-moves") or 0)


def wait_camera_moved(page, since: int) -> None:
    """Until the board shows a camera after the ``since``-th (`camera_moves` read before a zoom, pan or fit)."""
    page.wait_for_function(f"+document.querySelector('#board').getAttribute('data-camera-moves') > {since}")


def wait_camera_fits(page) -> None:
    """Until the camera was laid out for the board's present size (``data-camera-size``, within a pixel of the
    board's box): a resize, a turned phone, has been taken in."""
    page.wait_for_function("""() => {
        const board = document.querySelector('#board'), box = board.getBoundingClientRect();
        const size = /^([\\d.]+)x([\\d.]+)$/.exec(board.getAttribute('data-camera-size') || '');
        return !!size && Math.abs(size[1] - box.width) < 1 && Math.abs(size[2] - box.height) < 1;
    }""")


def wait_frames(page, frames: int = 2) -> None:
    """Until the page has run ``frames`` animation frames from now: the board does what a pointer move asks
    (hover, pan) in its next frame, and the second one is painted."""
    page.evaluate("n => new Promise(done => { const next = k => k ? requestAnimationFrame(() => next(k - 1)) : done();"
                  " next(n); })", frames)


def hold_clock(page) -> None:
    """Stop the page's clock where it is: from now on its timers fire only when the test moves the clock
    (`run_clock_until`), so a timed show (the final walk) stays at each step for as long as the test looks.

    The clock is the browser context's, for good (each later page of the context replays it): a kept context is
    then dropped after the test (conftest's `SharedContext`), and a test on the module's shared page (`menu_page`)
    must not hold it; ``page`` may still be blank (held before ``goto``: the page's first timers are held too)."""
    page.clock.install()
    page.clock.pause_at(page.evaluate("Date.now()") + 1)


def run_clock_until(page, condition: str, step_ms: int = 50, limit_ms: int = 10_000) -> None:
    """Move the held clock on in small steps until ``condition`` (a JS expression) holds: the page's own timers
    fire in order, nothing moves between the steps, and no test waits on the real clock."""
    for _ in range(limit_ms // step_ms):
        if page.evaluate(condition):
            return
        page.clock.run_for(step_ms)
    raise AssertionError(f"not within {limit_ms} ms of the page's clock: {condition}")


def open_app(page, path: str = "/") -> None:
    page.goto(path)
    wait_booted(page)


def start_game(page, names=("Anna", "Ben"), seed: int | None = None, tiles: int | None = None,
               farmers: bool = True, expansions=()) -> None:
    """Fill the new-game form and start; waits for the board's legal cells.  Every field it owns is set, to the
    form's first value where not asked (no expansion, a random seed, the full game), so a form left as another game
    filled it (`menu_page`) starts the game asked for.  Who plays each seat is the caller's (chosen before)."""
    page.get_by_test_id("new-game").wait_for()
    for box in page.locator("input[name=expansion]").all():  # first: six players need Inns & Cathedrals
        box.set_checked(box.get_attribute("value") in expansions)
    page.locator(f'input[name=players][value="{len(names)}"]').check()
    for i, name in enumerate(names):
        page.get_by_test_id(f"player-name-{i}").fill(name)
    page.get_by_test_id("farmers").set_checked(farmers)
    more = page.locator("details.more")
    if not more.evaluate("d => d.open"):
        more.locator("summary").click()
    page.get_by_test_id("seed").fill("" if seed is None else str(seed))
    page.get_by_test_id("game-length").select_option("" if tiles is None else str(tiles))
    page.get_by_test_id("start-game").click()
    wait_placing(page)


def wait_placing(page, timeout: float | None = None) -> None:
    page.locator("[data-testid=legal-cell]").first.wait_for(state="attached", timeout=timeout)


def wait_deploying(page) -> None:
    page.locator("[data-tentative]").wait_for(state="attached")


def center(box) -> tuple[float, float]:
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def cell_center(page, x: int, y: int) -> tuple[float, float]:
    """Screen centre of any cell, from the start tile's box (cell (0, 0)) and its size."""
    box = page.locator('[data-testid=placed-tile][data-x="0"][data-y="0"]').first.bounding_box()
    size = box["width"]
    return box["x"] + size * (x + 0.5), box["y"] + size * (y + 0.5)


def legal_cells(page) -> set[tuple[int, int]]:
    cells = page.locator("[data-testid=legal-cell]")
    return {(int(c.get_attribute("data-x")), int(c.get_attribute("data-y"))) for c in cells.all()}


def drag_tile(page, to: tuple[float, float], steps: int = 8, before_drop=None) -> None:
    """Press on the drawn tile, drag it with the mouse to a screen point and release it there."""
    sx, sy = center(page.get_by_test_id("current-tile").bounding_box())
    page.mouse.move(sx, sy)
    page.mouse.down()
    page.mouse.move(sx - 20, sy - 10, steps=2)
    page.mouse.move(*to, steps=steps)
    if before_drop:
        before_drop()
    page.mouse.up()


def drag_to_cell(page, x: int, y: int, **kw) -> None:
    drag_tile(page, cell_center(page, x, y), **kw)


def place_on_first_legal_cell(page) -> tuple[int, int]:
    cell = page.locator("[data-testid=legal-cell]").first
    cell.wait_for(state="visible")  # (a game opened from the menu, e.g. imported: its cells come before its screen)
    x, y = int(cell.get_attribute("data-x")), int(cell.get_attribute("data-y"))
    drag_tile(page, center(cell.bounding_box()))
    wait_deploying(page)
    return x, y


def score(page, i: int) -> int:
    return int(page.get_by_test_id(f"score-{i}").text_content())


def turns_played(page) -> int:
    """Turns in the save the page wrote (every confirmed turn autosaves)."""
    return page.evaluate(
        """() => { const id = localStorage.getItem('carcassonne:v1:current');
                   const doc = id && JSON.parse(localStorage.getItem('carcassonne:v1:save:' + id));
                   return doc ? doc.turns.length : 0; }""")


def board_state(page) -> dict:
    """What the board shows: placed tiles and followers (by their test hooks), the drawn tile, the scores."""
    return page.evaluate(
        """() => ({
            tiles: [...document.querySelectorAll('[data-testid=placed-tile]:not([data-tentative])')]
                .map(e => [e.dataset.x, e.dataset.y, e.dataset.tile, e.dataset.rot].join(' ')).sort(),
            meeples: [...document.querySelectorAll('[data-testid=meeple]')]
                .map(e => [e.dataset.x, e.dataset.y, e.dataset.location, e.dataset.kind, e.dataset.player].join(' ')).sort(),
            drawn: document.querySelector('#tray').dataset.tile,
            scores: [...document.querySelectorAll('#scoreboard [data-testid^=score-]')].map(e => e.textContent),
        })""")


def screenshot(page, folder: str, name: str) -> None:
    """A picture for a person to look at, in e2e/test-results/<folder>/<name>.png (not compared by any test)."""
    shots = Path(__file__).resolve().parent / "test-results" / folder
    shots.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(shots / f"{name}.png"))


def saved_game(page):
    """The current game as the page stored it, read back by the engine on CPython."""
    import json

    from carcassonne import record

    text = page.evaluate("""() => localStorage.getItem('carcassonne:v1:save:' +
                                                        localStorage.getItem('carcassonne:v1:current'))""")
    return record.load_save(json.loads(text))
