"""Art pass 17, the far (49 px a tile) and playing (56-72 px) zooms: depth a player sees at 1x (2 px shadows, a
wall shade at far, a lit side on every roof), no same-colour slanted line of three roofs at far, and a far roof
on every city tile (docs/art-reviews.md, "After pass 16")."""

from __future__ import annotations

import re

import pytest

from ui.tileart.far_roofs import COLOURS, FAR_SHADOW, MINI_SHADOW, far_body, mini_body
from ui.tileart.palette import PALETTE
from ui.tileart.town_mini import FAR_BOX, FAR_GATE_BOX, MINI_GATE_BOX

from test_tileart_pass16_far import lab, over  # noqa: E402  (tests/ui is on the path: the helpers live once)

FAR_PX, MID_PX = 0.49, 0.61


def polygons(svg: str) -> list[tuple[str, float, list[tuple[float, float]]]]:
    """(fill, stroke width, corners) of every polygon in `svg`, as `town._poly` writes them (an absolute start
    and relative steps), moved by the element's translate."""
    out = []
    for attrs in re.findall(r"<path ([^>]*)/>", svg):
        d = re.search(r'\bd="([^"]+)"', attrs).group(1)
        fill = re.search(r'\bfill="([^"]+)"', attrs).group(1)
        width = float((re.search(r'stroke-width="([\d.]+)"', attrs) or [0, 0])[1]) if "stroke=" in attrs else 0.0
        dx, dy = map(float, (re.search(r'translate\(([-\d.]+) ([-\d.]+)\)', attrs) or [0, 0, 0]).groups()
                     if "translate" in attrs else (0, 0))
        for sub in re.findall(r"M[^M]+", d):
            nums = [float(v) for v in re.findall(r"-?\d*\.?\d+", sub)]
            pts = [(nums[0], nums[1])]
            for i in range(2, len(nums), 2):
                pts.append((pts[-1][0] + nums[i], pts[-1][1] + nums[i + 1]))
            out.append((fill, width, [(x + dx, y + dy) for x, y in pts]))
    return out


def extent(polys, keep=lambda fill: True) -> tuple[float, float, float, float]:
    """The box (x0, x1, y0, y1) of the polygons whose fill passes `keep`, their outline's half width included."""
    xs = [(x - w / 2, x + w / 2) for f, w, pts in polys if keep(f) for x, _ in pts]
    ys = [(y - w / 2, y + w / 2) for f, w, pts in polys if keep(f) for _, y in pts]
    return min(a for a, _ in xs), max(b for _, b in xs), min(a for a, _ in ys), max(b for _, b in ys)


SHADOW = PALETTE["roof_far_shadow"]


@pytest.mark.parametrize("colour", COLOURS)
def test_the_far_roofs_shadow_shows_2_px_right_and_under_at_49_px(colour):
    """The judge after pass 16: the far shadow was one 1 px row (#808785 under the roof)."""
    polys = polygons(far_body(colour))
    body = extent(polys, lambda f: f != SHADOW)
    shade = extent(polys, lambda f: f == SHADOW)
    assert (shade[1] - (body[1] - 0.5)) * FAR_PX >= 2 and (shade[3] - (body[3] - 0.5)) * FAR_PX >= 2
    assert min(FAR_SHADOW) * FAR_PX >= 2
    # roof and shadow stay inside the box the plan keeps off gates, followers and seams (its outline too)
    everything = extent(polys)
    assert FAR_GATE_BOX[0] <= everything[0] and everything[1] <= FAR_GATE_BOX[1] + 1e-9
    assert FAR_GATE_BOX[2] <= everything[2] and everything[3] <= FAR_GATE_BOX[3] + 1e-9
    assert shade[1] <= FAR_BOX[1] + 1e-9 and shade[3] <= FAR_BOX[3] + 1e-9


@pytest.mark.parametrize("colour", COLOURS)
def test_the_mini_cottages_shadow_shows_2_px_at_61_px(colour):
    polys = polygons(mini_body(colour))
    body = extent(polys, lambda f: f != SHADOW)
    shade = extent(polys, lambda f: f == SHADOW)
    assert (shade[1] - (body[1] - 0.45)) * MID_PX >= 2 - 1e-9 and (shade[3] - (body[3] - 0.45)) * MID_PX >= 2 - 1e-9
    assert min(MINI_SHADOW) * MID_PX >= 2 - 1e-9
    everything = extent(polys)
    assert MINI_GATE_BOX[0] <= everything[0] + 1e-9 and everything[1] <= MINI_GATE_BOX[1] + 1e-9
    assert MINI_GATE_BOX[2] <= everything[2] + 1e-9 and everything[3] <= MINI_GATE_BOX[3] + 1e-9


def test_the_shadow_is_15_lstar_darker_than_the_far_paving():
    paving = lab(over(PALETTE["town_far"], PALETTE["city"], 0.4))[0]
    assert paving - lab(SHADOW)[0] >= 15


@pytest.mark.parametrize("body, px", [(far_body, FAR_PX), (mini_body, MID_PX)])
@pytest.mark.parametrize("colour", COLOURS)
def test_every_roof_has_a_lit_left_side_10_lstar_lighter(body, px, colour):
    """One light side on each roof (the judge): the roof's colour in a shade 10 L* lighter or more, on the left
    (the light comes from the upper left), at least 2 px wide at its zoom; the snow's right slope shaded."""
    lit = PALETTE[colour + "_lit"]
    assert lab(lit)[0] - lab(PALETTE[colour])[0] >= 10
    polys = polygons(body(colour))
    lit_box = extent(polys, lambda f: f == lit)
    roof_box = extent(polys, lambda f: f == PALETTE[colour])
    assert lit_box[0] <= roof_box[0] + 1.5 and (lit_box[1] - lit_box[0]) * px >= 2
    assert (lit_box[1] - lit_box[0]) < (roof_box[1] - roof_box[0]) / 2  # a side, not the whole roof
    shade = extent(polys, lambda f: f == PALETTE["house_shade"])
    assert shade[0] > (roof_box[0] + roof_box[1]) / 2  # the shaded slope on the right


def test_the_lit_sides_stay_apart_from_every_follower_colour():
    from ui.tileart.palette import MEEPLE_COLOURS
    import math
    for c in COLOURS:
        for other in list(MEEPLE_COLOURS.values()) + [PALETTE["pennant"]]:
            assert math.dist(lab(PALETTE[c + "_lit"]), lab(other)) >= 20, (c, other)


# --- the walls' shade at far -------------------------------------------------------------------------------------

def test_the_walls_shade_the_paving_2_px_wide_at_far_and_10_lstar_darker():
    from ui.tileart.layout import _layout
    from ui.tileart.wall import FAR_SHADE, far_shade, wall_band
    cities = _layout("F").cities
    shade = far_shade(cities)
    assert 'class="ta-f"' in shade and shade in wall_band(cities, "M0,0")  # far and playing zooms only
    at, width = FAR_SHADE
    assert at - width / 2 >= 3.5  # wholly inside the paving, past the far wall's 7-unit band
    assert width * FAR_PX >= 2
    tint = PALETTE["town_far"]
    paving = lab(over(tint, PALETTE["city"], 0.4))[0]
    shaded = lab(over(tint, PALETTE["wall_shade_far"], 0.4))[0]  # under the far view's tint
    assert paving - shaded >= 10, (paving, shaded)
