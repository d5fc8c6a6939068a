"""The rules page's markup (rules.html) against the lessons and the game's menu: each section's diagram and lesson
link name a shipped lesson, and every link into the page (the new game's rules list) lands on a section."""

from __future__ import annotations

import json
import re
import sys
from html.parser import HTMLParser
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
RULES = ROOT / "rules.html"
pytestmark = pytest.mark.skipif(sys.platform == "emscripten" or not RULES.exists(),
                                reason="reads the pages, which the Pyodide run does not copy")


class Tags(HTMLParser):
    """Every start tag of a page with its attributes, in order."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, dict[str, str]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, {k: v or "" for k, v in attrs}))


def tags(path: Path) -> list[tuple[str, dict[str, str]]]:
    parser = Tags()
    parser.feed(path.read_text(encoding="utf-8"))
    return parser.tags


def sections() -> list[dict]:
    """Each section of rules.html: its id, the lesson of its diagram and of its link."""
    found: list[dict] = []
    for tag, attrs in tags(RULES):
        if attrs.get("data-testid") == "rules-section":
            found.append({"id": attrs["id"]})
        elif attrs.get("data-testid") == "rules-diagram":
            found[-1]["diagram"] = attrs.get("data-lesson")
            found[-1]["lazy"] = attrs.get("loading") == "lazy"
        elif attrs.get("data-testid") == "rules-lesson-link":
            found[-1]["link"] = attrs.get("data-lesson")
    return found


def test_every_section_shows_a_shipped_lesson_and_links_to_it():
    index = json.loads((ROOT / "static" / "lessons" / "index.json").read_text(encoding="utf-8"))
    shipped = {entry["file"] for entry in index["lessons"]}
    found = sections()
    assert len(found) >= 10
    for section in found:
        assert section.get("diagram") in shipped, section
        assert section.get("link") == section["diagram"], section
        assert section["lazy"], f"{section['id']}: a diagram far below the fold waits until it is scrolled near"


def test_every_link_into_the_rules_page_lands_on_a_section():
    ids = {section["id"] for section in sections()}
    links = [attrs["href"] for _, attrs in tags(ROOT / "index.html") if attrs.get("href", "").startswith("./rules.html")]
    assert "./rules.html" in links  # the menu's and the game's
    fragments = [re.sub(r"^\./rules\.html#?", "", href) for href in links if "#" in href]
    assert set(fragments) == {"farmers", "river", "abbot", "inns-cathedrals", "gingerbread"}
    assert set(fragments) <= ids


def test_the_contents_list_every_section_in_order():
    contents = [attrs["href"][1:] for tag, attrs in tags(RULES) if tag == "a" and attrs.get("href", "").startswith("#")]
    assert contents == [section["id"] for section in sections()]
