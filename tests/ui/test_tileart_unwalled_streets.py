"""Far streets in the towns without a wall (C, IC01): pass 18 drew the playing zoom's streets with the walls
(`wall.wall_band`), so on these two a neighbour's far street stopped at their seam; `draw._far_icons` draws theirs."""

import re

import pytest

from ui.tileart import tile_content
from ui.tileart.far_streets import far_street_lines


def far_street_classes(markup: str) -> list[str]:
    groups = re.findall(r'<g class="ta-fs" display="none" fill="none".*?</g></g>', markup)
    return [cls for g in groups for cls in re.findall(r'<path class="(ta-(?:[sj]|le)\d|ta-p\d\d)"', g)]


@pytest.mark.parametrize("tid", ["C", "IC01"])
def test_a_town_without_walls_draws_its_far_streets_once(tid):
    lines = far_street_lines(tid)
    assert lines, tid
    shown = far_street_classes(tile_content(tid))
    # every street once, with its switch (art pass 20: its light middle alone, no kerb; art pass 21: a square's Y,
    # two pieces under the same switches, is one path)
    assert sorted(shown) == sorted(set(cls for cls, _ in lines if cls)), shown


@pytest.mark.parametrize("tid", ["Q", "F", "N"])
def test_a_walled_town_still_draws_them_once(tid):
    shown = far_street_classes(tile_content(tid))
    assert sorted(shown) == sorted(set(cls for cls, _ in far_street_lines(tid) if cls)), shown
