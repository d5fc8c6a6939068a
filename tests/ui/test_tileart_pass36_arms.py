"""Art pass 36 (the judge after pass 35: board-near's signpost at (646,353), roads north, east and south, tipped its
lower arm 25 degrees down the south road and it read as a sagging board): under every arm mark, in both style sheets,
both arms are level (no rotate: each points straight along its road, left or right) and where both point one way the
lower one steps `ARM_DROP` down the post, so the two boards keep a gap.  Main fails: rotate(+-25deg)."""

import re

from ui.tileart.road_stops import ARM_DROP, flip_css

from test_tileart_pass34_stops import _arms, _rules, _sheets


def test_every_signpost_arm_is_level_under_every_mark_in_both_sheets():
    bad = []
    for name, rules in _sheets() + (("flip_css", _rules(flip_css())),):
        for mark in ("", "al", "ar"):
            for v in _arms(mark, rules):
                if abs(v[1]) > 1e-9 or abs(abs(v[0]) - 1) > 1e-9:
                    bad.append((name, mark, v))
            if any("rotate" in css for css in rules[mark].values()):
                bad.append((name, mark, "rotate"))
    assert not bad, bad


def test_the_lower_arm_steps_down_where_both_arms_point_one_way():
    flat = re.sub(r"\s+", "", flip_css())
    for mark in ("al", "ar"):
        rule = re.search(rf'use\[data-cw~="{mark}"\]\{{([^}}]*)\}}', flat).group(1)
        assert f"--ta-al:translate(0,{ARM_DROP:g}px)" in rule, (mark, rule)
    assert .5 <= ARM_DROP <= 2.0
