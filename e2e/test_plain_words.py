"""Plain words and scoring on the board (issue 13, items 3 and 4), in English and German: a game against two
computers whose log, toasts, turn lines and live announcements never show a tile id or coordinates; "+N" in the
person's colour after the person scores; the computers' tiles numbered 1, 2 since the person's turn; the final
scoring walked feature by feature, and skipped.  Screenshots go to e2e/test-results/plain-words/."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from gameplay import (BOOT_TIMEOUT_MS, MOTION, center, hold_clock, open_app, run_clock_until, saved_game, screenshot,
                      start_game, wait_deploying, wait_placing)


COORDINATES = re.compile(r"\(\s*-?\d+\s*,\s*-?\d+\s*\)|-?\d+, -?\d+(?![\d°])")
TILE_IDS = re.compile(r"\b(?:WE\d\d|IC\d\d|GB\d|R[A-L]|[B-HJ-X]g?)\b")  # A and I are English words

RECORDER = """() => {
    // everything said in words while the game runs: live line, toasts, turn line, report, log, the final walk
    window.__said = []; window.__pops = []; window.__walk = [];
    const say = text => { if (text && text.trim()) window.__said.push(text.trim()); };
    const watch = (node, fn) => node && new MutationObserver(() => fn(node))
        .observe(node, {subtree: true, childList: true, characterData: true, attributes: true});
    for (const sel of ['#announce', '[data-testid=toast]', '.turn-line', '[data-testid=turn-report]', 'details.log'])
        watch(document.querySelector(sel), n => say(n.innerText || n.textContent));
    new MutationObserver(records => { for (const r of records) for (const n of r.addedNodes) {
        if (!(n instanceof Element)) continue;
        for (const pop of [n, ...n.querySelectorAll('*')].filter(e => e.matches &&
                e.matches('[data-testid=score-pop], [data-testid=final-pop]')))
            window.__pops.push({kind: pop.dataset.testid, player: pop.dataset.player, text: pop.textContent,
                                returning: document.querySelectorAll('[data-testid=returning]').length});
    } }).observe(document.querySelector('#camera'), {subtree: true, childList: true});
    new MutationObserver(() => {
        const box = document.querySelector('[data-testid=final-walk]');
        if (!box || !box.dataset.index) return;
        const last = window.__walk[window.__walk.length - 1];
        const step = {index: +box.dataset.index, line: box.querySelector('[data-testid=final-walk-line]').textContent,
                      pops: document.querySelectorAll('[data-testid=final-pop]').length,
                      scores: [...document.querySelectorAll('#scoreboard [data-testid^=score-]')]
                          .map(e => +e.textContent)};
        if (!last || last.index !== step.index) { window.__walk.push(step); say(step.line); }
    }).observe(document.body, {subtree: true, childList: true, attributes: true, attributeFilter: ['data-index']});
    const tray = document.querySelector('[data-testid=current-tile]');
    new MutationObserver(() => say(tray.getAttribute('aria-label'))).observe(tray, {attributes: true});
}"""


def shot(page, name: str) -> None:
    screenshot(page, "plain-words", name)


def scoring_turn(game, player: int):
    """A legal turn that scores for ``player`` now (a feature finished with their follower), or None."""
    for turn in game.legal_turns():
        trial = game.copy()
        report = trial.play(turn)
        if any(p == player and n > 0 for item in report.scored for p, n in item.awards):
            return turn
    return None


def play_turn(page, turn) -> None:
    """Put the turn's tile on its cell with the mouse, turn it to the turn's rotation, pick its spot, confirm."""
    p = turn.placement
    cell = page.locator(f'[data-testid=legal-cell][data-x="{p.x}"][data-y="{p.y}"]')
    page.get_by_test_id("board").focus()
    page.keyboard.press("0")  # fit: every legal cell on screen
    box = cell.bounding_box()
    sx, sy = center(page.get_by_test_id("current-tile").bounding_box())
    page.mouse.move(sx, sy)
    page.mouse.down()
    page.mouse.move(sx - 20, sy - 10, steps=2)
    page.mouse.move(*center(box), steps=8)
    page.mouse.up()
    wait_deploying(page)
    for _ in range(4):
        if page.locator("[data-tentative]").get_attribute("data-rot") == str(p.rot):
            break
        page.get_by_test_id("rotate").click()
    assert page.locator("[data-tentative]").get_attribute("data-rot") == str(p.rot)
    if turn.deploy is not None:
        page.locator(f'[data-testid=meeple-spot][data-location="{turn.deploy.location}"]'
                     f'[data-kind="{turn.deploy.kind}"]').click()
        page.get_by_test_id("confirm-turn").click()
    else:
        page.get_by_test_id("skip-deploy").click()


def anna_to_play(page) -> None:
    """Until Anna is to play (or the game is over): after the computers' turns, the first of them perhaps waiting for
    their worker's boot (on a slow box that, or the main thread after the worker's start timeout, outlasts a usual
    wait)."""
    page.wait_for_function("""() => document.querySelector('#scoreboard li[data-player="0"].current')
                                    && document.querySelector('[data-testid=legal-cell]')
                                    || document.querySelector('[data-testid=final-walk], [data-testid=final-scores][open]')""",
                           timeout=BOOT_TIMEOUT_MS)


def plain(texts) -> list[str]:
    """The texts that show a tile id or coordinates (empty: all plain)."""
    return [s for s in texts if COORDINATES.search(s) or TILE_IDS.search(s)]


@pytest.mark.parametrize("locale", [
    pytest.param("en-GB", marks=pytest.mark.browser_context_args(locale="en-GB", reduced_motion=MOTION)),
    pytest.param("de-DE", marks=pytest.mark.browser_context_args(locale="de-DE", reduced_motion=MOTION))])
def test_a_game_against_two_computers_in_plain_words_with_scoring_on_the_board(page, no_page_errors, locale):
    open_app(page, "/?ai_delay=0")
    page.locator('input[name=players][value="3"]').check()
    for seat in (1, 2):
        page.get_by_test_id(f"player-kind-{seat}").select_option("easy")
    names = ("Anna", "Bot 1", "Bot 2") if locale == "en-GB" else ("Anna", "Robo 1", "Robo 2")
    start_game(page, names=names, seed=21, tiles=12)
    page.evaluate(RECORDER)
    page.locator("details.log summary").click()
    scored = marked = False
    human_pops = []
    while True:
        anna_to_play(page)
        if page.locator("[data-testid=final-walk], [data-testid=final-scores][open]").count():
            break
        game = saved_game(page)
        if game.over:
            break
        if len(game.turns) >= 3 and not marked:  # two computer turns since Anna's: numbered 1, 2 on the board
            marks = page.get_by_test_id("turn-mark")
            assert marks.count() == 2
            expect = [t.placement.cell for _, t in game.turns[-2:]]
            assert [(m.get_attribute("data-n"), (int(m.get_attribute("data-x")), int(m.get_attribute("data-y"))))
                    for m in marks.all()] == [("1", expect[0]), ("2", expect[1])]
            shot(page, f"computer-turns-numbered-{locale}")
            # a log line points at its tile: hovering it rings that cell
            page.locator("details.log li[data-x]").first.hover()
            ring = page.get_by_test_id("pointed-cell")
            ring.wait_for(state="attached")
            first = page.locator("details.log li[data-x]").first
            assert (ring.get_attribute("data-x"), ring.get_attribute("data-y")) == (
                first.get_attribute("data-x"), first.get_attribute("data-y"))
            # the log is one tab stop; the arrow keys walk its lines, and the ring follows the focus
            assert page.locator("details.log li[tabindex='0']").count() == 1
            first.focus()
            page.keyboard.press("ArrowDown")
            second = page.locator("details.log li[data-x]").nth(1)
            assert second.evaluate("n => n === document.activeElement")
            page.wait_for_function("""() => {
                const ring = document.querySelector('[data-testid=pointed-cell]'),
                      line = document.querySelectorAll('details.log li[data-x]')[1];
                return ring && ring.dataset.x === line.dataset.x && ring.dataset.y === line.dataset.y; }""")
            assert page.locator("details.log li[tabindex='0']").count() == 1
            marked = True
        turn = scoring_turn(game, 0)
        before = page.evaluate("window.__pops.length")
        if turn is None:
            turn = game.legal_turns()[-1]
        play_turn(page, turn)
        if turn is not None and any(p == 0 and n > 0 for item in game.copy().play(turn).scored for p, n in item.awards):
            page.wait_for_function(f"window.__pops.length > {before}")
            pops = page.evaluate(f"window.__pops.slice({before})")
            human_pops += [p for p in pops if p["player"] == "0"]
            if not scored:
                shot(page, f"human-scores-{locale}")
            scored = True
    assert marked and scored, (marked, scored)
    assert human_pops and all(re.fullmatch(r"\+\d+", p["text"]) for p in human_pops), human_pops
    # the final scoring walks feature by feature, the totals counting up, then the table
    page.get_by_test_id("final-scores").wait_for()
    final = saved_game(page)
    paying = [item for item in final.reports[-1].final if any(n for _, n in item.awards)]
    walk = page.evaluate("window.__walk")
    assert [s["index"] for s in walk] == list(range(1, len(paying) + 1))
    assert all(s["pops"] >= 1 for s in walk)
    assert walk[-1]["scores"] == list(final.scores)
    assert page.get_by_test_id("final-walk").count() == 0
    shot(page, f"final-table-{locale}")
    # nothing said shows a tile id or coordinates: the recorded words, and the log and report as they stand
    said = page.evaluate("window.__said")
    page.get_by_test_id("final-close").click()
    said += page.locator("details.log, [data-testid=turn-report], .turn-line").all_inner_texts()
    assert len(said) > 20
    assert plain(said) == []
    if locale == "de-DE":
        assert any("legte" in s for s in said) and not any(" placed " in s for s in said)
    # the tile list names the tiles by what they show
    page.get_by_test_id("tiles-open").click()
    names_shown = page.locator('[data-testid=tile-list] .tile-entry .tile-id').all_inner_texts()
    assert names_shown and plain(names_shown) == [] and all(len(n) > 6 for n in names_shown)
    shot(page, f"tile-list-{locale}")


def test_the_final_walk_shows_each_feature_and_can_be_skipped(page, no_page_errors):
    open_app(page)  # the normal speed: each feature stays a moment
    start_game(page, names=("Anna", "Ben"), seed=5, tiles=4)
    walk = page.get_by_test_id("final-walk")
    for turn in range(4):
        cell = page.locator("[data-testid=legal-cell]").first
        box = cell.bounding_box()
        sx, sy = center(page.get_by_test_id("current-tile").bounding_box())
        page.mouse.move(sx, sy)
        page.mouse.down()
        page.mouse.move(*center(box), steps=8)
        page.mouse.up()
        wait_deploying(page)
        if turn == 3:  # the last tile: the walk will only move when the test moves the clock
            hold_clock(page)
        spots = page.get_by_test_id("meeple-spot")
        if spots.count():
            spots.first.click()
            page.get_by_test_id("confirm-turn").click()
        else:
            page.get_by_test_id("skip-deploy").click()
        if turn == 3:
            break
        wait_placing(page)
    run_clock_until(page, "document.querySelector('[data-testid=final-walk]')?.dataset.index === '1'")
    assert page.locator("[data-testid=final-pop]").count() >= 1  # the first feature, on the board
    line = page.get_by_test_id("final-walk-line").inner_text()
    assert re.search(r"scores \d+ points?", line), line
    shot(page, "final-walk-first-feature")
    final = page.get_by_test_id("final-scores")
    assert not final.is_visible()  # the table waits for the walk
    page.locator("#screen-game [data-testid=lang-switch]").select_option("de")  # mid-walk: the box follows
    expect(page.get_by_test_id("final-walk-skip")).to_have_text("Weiter zum Endstand")
    expect(page.get_by_test_id("final-walk-count")).to_have_text(re.compile(r"^Schlusswertung: \d+ von \d+$"))
    assert not re.search(r"scores \d+ points?", page.get_by_test_id("final-walk-line").inner_text())
    assert page.evaluate("document.querySelector('[data-testid=final-walk]').dataset.index") == "1"  # still there
    page.clock.resume()
    page.get_by_test_id("final-walk-skip").click()
    final.wait_for()
    assert walk.count() == 0
    game = saved_game(page)
    assert [int(page.get_by_test_id(f"score-{i}").inner_text()) for i in range(2)] == list(game.scores)
    shot(page, "final-walk-skipped")
