"""The game's "?" link names what is in play, so the rules page marks those sections (issue 22: "each expansion in
play"); the page's own section ids are the names it reads."""

import re
from pathlib import Path

from carcassonne import Rules

from ui.rules_link import RULES_PAGE, rules_href

PAGE = Path(__file__).resolve().parents[2] / "rules.html"


def test_the_link_names_farmers_and_the_expansions_in_play():
    assert rules_href(Rules()) == "./rules.html?play=farmers"
    assert rules_href(Rules(farmers=False)) == RULES_PAGE
    href = rules_href(Rules(expansions=("abbot", "river")))
    assert href.startswith("./rules.html?play=farmers,") and set(href.split("=")[1].split(",")) == {
        "farmers", "abbot", "river"}
    assert rules_href(Rules(farmers=False, expansions=("inns-cathedrals",))) == "./rules.html?play=inns-cathedrals"


def test_every_expansion_the_game_offers_has_a_section_of_that_name():
    if not PAGE.is_file():  # the Pyodide runner copies py/ and tests/ only
        return
    from carcassonne.game import SUPPORTED_EXPANSIONS

    sections = set(re.findall(r'<section id="([\w-]+)"', PAGE.read_text(encoding="utf-8")))
    assert "farmers" in sections and set(SUPPORTED_EXPANSIONS) <= sections, sorted(sections)


def test_the_link_encodes_as_urllib_would():
    """`_query_value` stands in for `urllib.parse.quote(..., safe=",")` (whose import is slow in Pyodide)."""
    from urllib.parse import quote

    from ui.rules_link import _query_value

    for text in ["farmers,abbot", "inns-cathedrals", "a b&c=d", "ä/é?#%", "x~y_z.w", "", "🐺,river"]:
        assert _query_value(text) == quote(text, safe=","), text
