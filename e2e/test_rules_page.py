"""The rules page (rules.html): in German on a laptop and a phone every section shows its diagram (a shipped
lesson's first picture in an embed frame, which boots nothing) and a link to its lesson; the page is reachable from
the menu and from a game (in a new tab: the game stays), follows the language chosen in the game, and asks nothing
of another site."""

import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from gameplay import start_game, wait_booted

ROOT = Path(__file__).resolve().parent.parent
BOOT_TIMEOUT_MS = 120_000
# The sections in their order, with the lesson each one shows (rules.html).
SECTIONS = {"turn": "tile-placement.json", "followers": "occupied.json", "roads": "roads.json",
            "cities": "city-with-pennant.json", "monasteries": "monastery.json", "farmers": "fields.json",
            "end": "end-roads-cities.json", "river": "river.json", "abbot": "abbot.json",
            "inns-cathedrals": "inn.json", "gingerbread": "gingerbread-leaves.json"}


def german_page_checks(page) -> None:
    """Every section of the page in German, each with its diagram showing a board and its lesson link."""
    wait_booted(page)
    assert page.get_by_test_id("rules-page").is_visible()
    assert page.locator("html").get_attribute("lang") == "de"
    assert page.locator("h1").text_content() == "Die Spielregeln von Carcassonne"
    sections = page.get_by_test_id("rules-section")
    assert [sections.nth(i).get_attribute("id") for i in range(sections.count())] == list(SECTIONS)
    for sid, lesson in SECTIONS.items():
        section = page.locator(f"section#{sid}")
        frame_node = section.get_by_test_id("rules-diagram")
        frame_node.scroll_into_view_if_needed()
        src = frame_node.get_attribute("src")
        assert f"src=static/lessons/{lesson}" in src and src.endswith("&lang=de"), src
        frame = section.frame_locator("iframe")
        frame.locator("main#embed[data-state=shown]").wait_for(state="attached")
        assert frame.get_by_test_id("placed-tile").count() > 0, sid  # the first picture: a board with tiles
        assert frame.locator("main#embed").get_attribute("data-engine") == "idle", sid  # nothing booted
        assert frame.locator("html").get_attribute("lang") == "de"
        box = frame_node.bounding_box()
        assert box and box["width"] > 250 and box["height"] >= 240, (sid, box)
        link = section.get_by_test_id("rules-lesson-link")
        assert link.is_visible() and link.text_content() == "Diese Lektion öffnen"
        assert link.get_attribute("href").endswith(f"/embed.html?src=static/lessons/{lesson}&lang=de")
        heading = section.locator("h2").text_content()
        assert heading and frame_node.get_attribute("title") == heading
        text = section.locator(".rule-text").inner_text()
        assert len(text) > 80 and not re.search(r"\b(the|and|tile|points?)\b", text), (sid, text[:80])
    assert "Wappen" in page.locator("section#cities").inner_text()
    assert "großen Gefolgsmann" in page.locator("section#inns-cathedrals").inner_text()
    width = page.evaluate("() => [document.documentElement.scrollWidth, window.innerWidth]")
    assert width[0] <= width[1], f"the page scrolls sideways: {width}"


def head_fits(page) -> bool:
    """The game panel's head (menu, language, the rules' "?", export) shows all of itself on one line."""
    return page.evaluate("() => { const h = document.querySelector('.panel-head');"
                         " return h.scrollWidth <= h.clientWidth; }")


@pytest.mark.parametrize("size", [(1280, 800), (390, 844), (844, 390)], ids=["laptop", "phone", "landscape"])
def test_every_section_shows_its_diagram_and_lesson_link_in_german(page, page_errors, offsite_requests, size):
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto("/rules.html?lang=de")
    german_page_checks(page)
    assert page.get_by_test_id("rules-all-lessons").get_attribute("href") == "./lessons.html"
    assert page.get_by_test_id("rules-back").get_attribute("href") == "./index.html"
    assert offsite_requests == [] and page_errors == []


def test_switching_language_on_the_page_changes_texts_and_diagrams(page, page_errors):
    page.goto("/rules.html?lang=en")
    wait_booted(page)
    assert page.locator("section#cities h2").text_content() == "Cities"
    assert "banner" in page.locator("section#cities").inner_text()
    page.get_by_role("button", name="Deutsch").click()
    assert page.locator("section#cities h2").text_content() == "Städte"
    assert page.locator("section#roads iframe").get_attribute("src").endswith("&lang=de")
    assert page.evaluate("() => localStorage.getItem('carcassonne:v1:lang')") == "de"  # the game opens in it too
    assert page_errors == []


def test_reachable_from_the_menu_and_from_a_game_in_the_language_chosen_there(page, page_errors, offsite_requests):
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto("/?lang=en")
    wait_booted(page, BOOT_TIMEOUT_MS)
    page.locator("#screen-new").get_by_test_id("lang-switch").select_option("de")  # remembered by the app
    assert page.get_by_test_id("menu-lessons").get_attribute("href") == "./lessons.html"
    assert page.get_by_test_id("menu-lessons").text_content() == "Lektionen"
    river = page.get_by_test_id("rules-ref-river")
    assert river.get_attribute("href") == "./rules.html#river" and river.get_attribute("title") == "Wie mit dem Fluss gespielt wird"
    start_game(page, seed=3, expansions=("abbot",))
    with page.context.expect_page() as opened:
        page.get_by_test_id("game-rules").click()
    rules = opened.value
    rules.wait_for_load_state()
    assert rules.url.endswith("/rules.html?play=farmers,abbot")  # no ?lang=: the page follows the game's choice
    german_page_checks(rules)
    # what is in play in this game is marked: farmers and the Abbot, not the other expansions
    marked = rules.locator("section:has([data-testid=rules-in-play])")
    assert [marked.nth(i).get_attribute("id") for i in range(marked.count())] == ["farmers", "abbot"]
    assert rules.locator("section#abbot [data-testid=rules-in-play]").text_content() == "In diesem Spiel"
    rules.close()
    assert page.get_by_test_id("board").is_visible()  # the game is still there
    assert head_fits(page), "the panel's head overflows at 1280x800 in German"
    page.set_viewport_size({"width": 844, "height": 390})
    assert page.get_by_test_id("game-rules").is_visible() and head_fits(page), "844x390"
    # On a phone the game's panel head (with the rules link) is under ⋯.
    page.set_viewport_size({"width": 390, "height": 844})
    page.get_by_test_id("more").click()
    assert page.get_by_test_id("game-rules").is_visible() and head_fits(page), "390x844"
    page.get_by_test_id("more").click()
    page.set_viewport_size({"width": 1280, "height": 800})
    page.locator(".panel-head").get_by_test_id("menu").click()
    page.get_by_test_id("menu-rules").click()
    page.wait_for_url("**/rules.html")
    wait_booted(page)
    assert page.locator("h1").text_content() == "Die Spielregeln von Carcassonne"
    page.get_by_test_id("rules-all-lessons").click()  # the gallery follows the game's choice too
    page.wait_for_url("**/lessons.html")
    expect(page.locator("#gallery-title")).to_have_text("Lektionen", timeout=30_000)  # once lessons.js has read it
    assert offsite_requests == [] and page_errors == []
