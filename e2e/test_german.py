"""The app in German: a whole short game in a German browser shows no English word of the catalogue, and a switch
of language in the middle of a game rewrites the page without touching the game (and is remembered)."""

import re

import pytest

from gameplay import (board_state, drag_to_cell, open_app, place_on_first_legal_cell, score, start_game, wait_booted,
                      wait_lang, wait_placing)

from ui import po

WORDS = re.compile(r"[^\W\d_]{4,}")
LANG_KEY = "carcassonne:v1:lang"


@pytest.fixture(scope="module")
def english_only() -> frozenset[str]:
    """Words of the catalogue's English that no German translation uses."""
    entries = po.parse_po((po.PY_DIR / "locale/de/LC_MESSAGES/carcassonne.po").read_text(encoding="utf-8"))
    words = po.english_only_words(entries)
    assert {"confirm", "turn", "tiles", "knight"} <= words  # the check below would catch these
    return words


def visible_text(page) -> str:
    """What a person sees or hears: the page's rendered text, and the accessible names and titles of the visible
    elements."""
    # a line that is the whole text of an element marked lang="en" (the language switch's "English", named in its
    # own language as it must be) is not English left in the German page
    return page.evaluate(
        """() => { const own = new Set([...document.querySelectorAll('[lang=en]')].map(e => e.textContent.trim()));
                   return [document.body.innerText,
                           ...[...document.querySelectorAll('[aria-label], [title]')]
                               .filter(e => e.checkVisibility())
                               .flatMap(e => [e.getAttribute('aria-label') || '', e.getAttribute('title') || ''])]
                          .join('\\n').split('\\n').filter(line => !own.has(line.trim())).join('\\n'); }""")


def english_words(page, english_only) -> set[str]:
    """The lines of the visible text that hold an English-only word (empty: all German)."""
    return {line for line in visible_text(page).splitlines()
            if any(w.lower() in english_only for w in WORDS.findall(line))}


@pytest.mark.browser_context_args(locale="de-DE")
def test_a_whole_short_game_in_german(page, page_errors, english_only):
    open_app(page)
    assert page.evaluate("document.documentElement.lang") == "de"
    assert page.get_by_test_id("start-game").text_content() == "Spiel starten"
    assert english_words(page, english_only) == set()
    page.locator("details.more summary").click()
    assert english_words(page, english_only) == set()
    page.locator("details.more summary").click()  # closed again: start_game opens it

    start_game(page, names=("Anna", "Ben"), seed=5, tiles=4)
    assert page.get_by_test_id("tiles-left").text_content() == "3 Karten im Beutel"
    page.locator("[data-action=zoom-out]").click()
    drag_to_cell(page, 2, 0)  # next to no tile: refused, with the reason in German
    toast = page.get_by_test_id("toast")
    toast.wait_for()
    assert "Karte" in toast.text_content() and english_words(page, english_only) == set()
    seen = []
    for turn in range(4):
        place_on_first_legal_cell(page)
        spots = page.get_by_test_id("meeple-spot")
        if spots.count() and turn < 2:
            spots.first.click()
            seen.append(visible_text(page))
            assert english_words(page, english_only) == set(), f"turn {turn + 1} while choosing"
            page.get_by_test_id("confirm-turn").click()
        else:
            assert english_words(page, english_only) == set(), f"turn {turn + 1} after placing"
            page.get_by_test_id("skip-deploy").click()
        if turn < 3:
            wait_placing(page)
            page.locator("details.log summary").click() if turn == 0 else None
            assert english_words(page, english_only) == set(), f"after turn {turn + 1}"
    final = page.get_by_test_id("final-scores")
    final.wait_for()
    final.locator("details.final-details summary").click()
    winner = page.get_by_test_id("winner").text_content()
    assert re.search(r"gewinnt|Gleichstand", winner), winner
    assert english_words(page, english_only) == set()
    assert final.locator("thead th").first.text_content() == "Spieler"
    page.get_by_test_id("final-close").click()
    assert english_words(page, english_only) == set()
    assert page_errors == []


def test_switching_language_mid_game_keeps_the_game(page, page_errors, english_only):
    open_app(page)
    assert page.evaluate("document.documentElement.lang") == "en"
    start_game(page, names=("Anna", "Ben"), seed=17)
    place_on_first_legal_cell(page)
    page.get_by_test_id("skip-deploy").click()
    wait_placing(page)
    place_on_first_legal_cell(page)  # a turn half done: the tile is down, a follower chosen, not confirmed
    page.get_by_test_id("meeple-spot").first.click()
    before = board_state(page)
    confirm = page.get_by_test_id("confirm-turn")
    assert confirm.text_content() == "Confirm turn"
    assert confirm.get_attribute("aria-label").startswith("Confirm the turn: ")
    switch = page.locator("#screen-game [data-testid=lang-switch]")
    assert switch.input_value() == "en"

    switch.select_option("de")
    wait_lang(page, 'de')
    assert confirm.text_content() == "Zug bestätigen"
    assert confirm.get_attribute("aria-label").startswith("Zug bestätigen: ")  # the chosen spot, in German
    assert board_state(page) == before and [score(page, 0), score(page, 1)] == [0, 0]
    assert page.locator("[data-tentative]").count() == 1  # the tile is still down, waiting for the confirm
    assert english_words(page, english_only) == set()
    assert page.evaluate(f"localStorage.getItem('{LANG_KEY}')") == "de"

    page.get_by_test_id("skip-deploy").click()  # the game goes on in German
    wait_placing(page)
    assert english_words(page, english_only) == set()
    played = board_state(page)

    page.reload()  # the choice is remembered
    wait_booted(page)
    assert page.evaluate("document.documentElement.lang") == "de"
    assert board_state(page)["tiles"] == played["tiles"]
    page.locator("#screen-game [data-testid=lang-switch]").select_option("en")
    wait_lang(page, 'en')
    assert confirm.text_content() == "Confirm turn"
    assert page_errors == []
