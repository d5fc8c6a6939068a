from playwright.sync_api import Page, expect


def test_play_one_turn(page: Page):
    page.goto("/?lang=en&ai_delay=0")  # the base URL: where the site is served
    page.wait_for_selector("html.app-ready", state="attached", timeout=60_000)
    page.get_by_text("More options").click()
    page.get_by_test_id("seed").fill("17")  # the same seed deals the same tiles
    page.get_by_test_id("start-game").click()
    cell = page.locator('[data-testid=legal-cell][data-x="0"][data-y="1"]')  # below the start tile
    page.get_by_test_id("current-tile").drag_to(cell)
    page.locator("[data-testid=meeple-spot][data-feature=city]").click()  # a knight in the city
    page.get_by_test_id("confirm-turn").click()
    expect(page.get_by_test_id("last-tile")).to_have_attribute("data-y", "1")
    expect(page.get_by_test_id("meeple")).to_have_attribute("data-player", "0")
    expect(page.get_by_test_id("supply-0")).to_contain_text("6 followers")
