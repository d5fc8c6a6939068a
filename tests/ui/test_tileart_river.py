"""Art pass 6's river, bridges, roads and inns (issue 24): no line down the river's middle, stone arch bridges
with their arch's shade on the ice both sides, white road verges 2 units a side, and an inn's frozen lake that
reaches the inn however the tile turns."""

from __future__ import annotations

import math
import re

import pytest

from carcassonne.tiles import TILE_TYPES
from ui import tileart
from ui.tileart import PALETTE
from ui.tileart.draw import ARCH_HALF, BRIDGE_HALF
from ui.tileart.geometry import RIVER_HW, ROAD_HW
from ui.tileart.landmarks import INN_PIVOT
from ui.tileart.layout import _layout

RIVER_TILES = [t for t in TILE_TYPES if TILE_TYPES[t].river]


@pytest.mark.parametrize("tid", RIVER_TILES)
def test_no_river_has_a_dashed_line_down_its_middle(tid):
    body = tileart.tile_content(tid)
    for colour in (PALETTE["river_deep"], PALETTE["river_edge"], PALETTE["floe"]):
        assert not re.search(rf'stroke="{colour}" stroke-width="[\d.]+" stroke-dasharray', body), (tid, colour)


def test_the_snowbanks_are_continuous_wavy_lines_that_meet_the_neighbours_at_the_border():
    """Art pass 8: one unbroken 3-unit white bank each side (pass 7's dashes over a shade read as stitching),
    waving a unit about its line (a straight band read as a road's verge), and at the border exactly
    `BANK_OFF` off the river's middle, so it runs on into the next tile's bank."""
    from ui.tileart.water import BANK_OFF, BANK_WAVE
    body = tileart.tile_content("RD")  # the river along y = 50
    banks = re.search(r'<path d="([^"]*)" stroke="#fff" stroke-width="3" stroke-linecap="butt"', body)
    assert banks and banks.group(1).count("M") == 2 and "dasharray" not in banks.group(0)
    for run in banks.group(1).split("M")[1:]:
        x, y = map(float, run.split("l")[0].split(","))
        ys = [y]
        for step in run.split("l")[1:]:
            dx, dy = map(float, step.split(","))
            x, y = x + dx, y + dy
            ys.append(y)
        middle = ys[1:-1]
        assert abs(abs(ys[1] - 50) - BANK_OFF) < .15 and abs(abs(ys[-2] - 50) - BANK_OFF) < .15, ys
        assert max(middle) - min(middle) >= 1.5 * BANK_WAVE  # it waves
        assert all(abs(abs(v - 50) - BANK_OFF) <= BANK_WAVE + .15 for v in middle)


@pytest.mark.parametrize("tid", [t for t in TILE_TYPES if _layout(t).bridges])
def test_a_bridge_is_a_stone_deck_over_the_ice_with_its_arch_shaded_on_both_sides(tid):
    body = tileart.tile_content(tid)
    arches = re.search(rf'<g fill="{PALETTE["bridge_shadow"]}">(.*?)</g>', body).group(1)
    spots = [tuple(map(float, m)) for m in re.findall(r"translate\(([-\d.]+) ([-\d.]+)\)", arches)]
    assert len(spots) == 2 * len(_layout(tid).bridges)
    (spot, direction), = _layout(tid).bridges[:1]
    a, b = spots[0], spots[1]
    # one on each side of the road, off its deck, the deck 16 units wide (15 px at 96 px a tile) and 22 long
    mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
    assert math.dist(mid, spot) < .2 and math.dist(a, b) >= 16
    assert f'stroke="{PALETTE["wall_stone"]}" stroke-width="16"' in body and PALETTE["wall_stone"] == "#9a9188"
    # the arches' dark stone rims (2 units) over their shade, and the parapets' joints
    rims = re.search(r'<g fill="none" stroke="#6d655e" stroke-width="2">(.*?)</g>', body).group(1)
    assert rims.count("<path") == 2 * len(_layout(tid).bridges) and "z" not in rims
    assert re.search(r'stroke="#6d655e" stroke-width="1.2" stroke-dasharray="[\d. ]+"', body)
    assert 2 * BRIDGE_HALF > 2 * RIVER_HW + 4 and 2 * ARCH_HALF <= 2 * RIVER_HW
    # art pass 8: the deck is bare stone with #6d655e joints about every 4 units across it (not the road's
    # packed snow), between 2-unit parapets of light stone #b9b2aa with a white top
    joints = re.search(r'stroke="#6d655e" stroke-width="12" stroke-dasharray="([\d.]+) ([\d.]+)"', body)
    assert joints and 3.5 <= sum(map(float, joints.groups())) <= 4.5
    assert PALETTE["parapet"] == "#b9b2aa" and 'stroke="#b9b2aa" stroke-width="2"' in body
    deck = body[body.index(f'stroke="{PALETTE["wall_stone"]}" stroke-width="16"'):]
    assert f'stroke="{PALETTE["road"]}"' not in deck[:deck.index("#b9b2aa")]


def test_roads_have_white_verges_two_units_a_side_drawn_as_strips_that_reach_the_clip():
    """Tile U's road runs along y = 50: its white verge is a strip each side reaching 2 units past the road's
    edge, carried 1.2 units past the border (to the tile's clip) with flat ends, as the road's other strips: a
    wide verge stroke under the road showed through it as a pale hairline at every joint."""
    body = tileart.tile_content("U")
    d, width = re.search(r'<path d="([^"]*)" stroke="#fff" stroke-width="([\d.]+)" stroke-linecap="butt"', body).groups()
    ys = sorted({float(v) for v in re.findall(r"M-1\.2,([\d.]+)", d)})
    assert len(ys) == 2 and all(abs(abs(y - 50) + float(width) / 2 - (ROAD_HW + 2)) < .2 for y in ys), (ys, width)
    assert d.count("M-1.2,") == 2 and d.count("L101.2,") == 2  # from the clip's edge to the clip's edge


@pytest.mark.parametrize("tid", [t for t in TILE_TYPES if any(_layout(t).lakes)])
def test_an_inns_lake_reaches_in_under_the_inn_whatever_the_turn(tid):
    """A cove of the lake runs from its middle to the point the upright inn turns about, under the cabin, so the
    lake touches the inn in every turn of the tile."""
    body = tileart.tile_content(tid)
    for (spot, _), lake in zip(_layout(tid).inns, _layout(tid).lakes):
        if lake is None:
            continue
        pivot = (spot[0] + INN_PIVOT[0], spot[1] + INN_PIVOT[1])
        cove = f'M{lake[0]:.1f},{lake[1]:.1f}L{pivot[0]:.1f},{pivot[1]:.1f}'.replace(".0,", ",").replace(".0L", "L")
        cove = re.sub(r"\.0$", "", cove)
        assert body.count(f'<path d="{cove}" fill="none" stroke=') == 2, (tid, cove)


@pytest.mark.parametrize("tid", RIVER_TILES)
def test_a_river_from_border_to_border_ends_square_so_no_hairline_crosses_the_ice(tid):
    """Its ice and edge reach a hair past the border (into the tile's clip), so two tiles' ice overlaps at the seam;
    a river ending at its source or lake inside the tile keeps butt ends (a square end would poke past them)."""
    lay = _layout(tid)
    ends = [ops[i][-1] for ops in lay.river for i in (0, -1)]
    across = all(min(p) < .01 or max(p) > 99.99 for p in ends)
    body = tileart.tile_content(tid)
    ice = re.search(rf'<path d="[^"]*" stroke="{PALETTE["river_ice"]}" stroke-width="[\d.]+"([^/]*)/>', body).group(1)
    assert ('stroke-linecap="square"' in ice) == across, tid


def test_the_rivers_banks_are_strips_that_reach_the_clip():
    """Tile RD's river runs along y = 50: its edge, white bank and shade are strips each side, carried 1.2 units
    past the border with flat ends; only the ice crosses the middle (stacked wide strokes let the colour under
    the ice through as a hairline at every joint)."""
    body = tileart.tile_content("RD")
    for colour in (PALETTE["river_edge"], "#fff", PALETTE["verge_flat"]):
        d = re.search(rf'<path d="(M-1\.2,[^"l]*)" stroke="{colour}"', body).group(1)  # (the wavy bank: relative)
        assert d.count("M-1.2,") == 2 and d.count("L101.2,") == 2, colour
        assert all(abs(float(y) - 50) > 5 for y in re.findall(r"M-1\.2,([\d.]+)", d)), colour  # off the middle
