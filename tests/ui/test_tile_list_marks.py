"""The tile list marks the provisional gingerbread tiles: a badge, words and a tooltip, in English and German."""

from __future__ import annotations

import re

from ui import i18n
from ui.tile_list import tile_list_html

GROUPS = [("The Gingerbread Man", [("GB1", 1, True)]), ("Base game", [("A", 2, False)])]


def _entries(html: str) -> dict[str, str]:
    return dict(re.findall(r'<li [^>]*data-tile="(\w+)"[^>]*>(.*?)</li>', html))


def test_only_provisional_tiles_carry_the_badge_and_the_words():
    i18n.set_language("en")
    html = tile_list_html(GROUPS)
    entries = _entries(html)
    assert 'class="prov-mark"' in entries["GB1"] and "provisional shape" in entries["GB1"]
    assert "prov" not in entries["A"]
    gb1 = re.search(r'<li [^>]*data-tile="GB1"[^>]*>', html).group(0)
    assert "provisional" in gb1 and "not documented" in gb1  # the class and the tooltip


def test_the_mark_is_worded_in_german():
    i18n.set_language("de")
    try:
        entry = _entries(tile_list_html(GROUPS))["GB1"]
        li = re.search(r'<li [^>]*data-tile="GB1"[^>]*>', tile_list_html(GROUPS)).group(0)
    finally:
        i18n.set_language("en")
    assert "vorläufige Form" in entry and "provisional" not in entry
    assert "Vorläufige Form" in li
